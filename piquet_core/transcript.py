"""The words of a deal: the declaration dialogue and every running total said aloud.

Glossary:
    counting aloud: each time his score changes, a player says his new total for the
                    deal: "Seven", "Nineteen"; "Sixty" at a pique (thirty and thirty
                    more), "Ninety-four" at a repique (thirty-four and sixty more).
    making?:        younger's Equal to a point call; elder answers with his pip total.
    how high?:      younger's Equal to a sequence call; elder names his top card.
    trumps:         (CardParade) elder names the trump suit: "Spades are trumps.".
    capot announced: (CardParade) "Capot: I will take every trick.".

A ``Line`` is ``(player, text, note)``: ``player`` 0 elder, 1 younger, or None for
narration; ``text`` what is said (or narrated); ``note`` an aside for learners, or "".

>>> from piquet_core.combinations import Sequence, best_point
>>> from piquet_core.cards import parse_cards, KING
>>> point = best_point(parse_cards("AS KS QS JS 7S"))
>>> first_figure_words(point), second_figure_words(point)
('Point of five.', 'Forty-eight.')
>>> first_figure_words(Sequence(0, KING, 4)), second_figure_words(Sequence(0, KING, 4))
('A quart.', 'To the king.')
>>> second_figure_words(Sequence(0, 2, 3)), second_figure_words(Sequence(0, KING, 7))
('Minor.', 'Minor.')
"""

from collections import namedtuple

from .actions import GOOD, NOT_GOOD
from .cards import ACE, RANK_NAMES, SEVEN, SUIT_NAMES
from .combinations import LENGTH_NAMES, POINT, SEQUENCE, set_spoken
from .comparing import EQUAL_QUESTION
from .events import (
    Announced, Answered, Called, CapotAnnounced, CardsDivided, Exchanged, Played, Proved, SecondFigure, TricksTied,
    TrumpsNamed,
)
from .scoring import CAPOT, CAPOT_FAILED, CARDS, LAST_TRICK, PIQUE, PLAYER_NAMES, REPIQUE, SINK_RULE
from .speech import capitalize, listed, number_words, spoken_total

Line = namedtuple("Line", ("player", "text", "note"))
Step = namedtuple("Step", ("number", "player", "action", "lines", "comment"))

_NO = {"point": "No point.", "sequence": "No sequence.", "set": "No set."}


def first_figure_words(combo):
    """Elder's call: "Point of five.", "A quart.", "Three kings."."""
    if combo is None:
        return None
    if combo.kind == POINT:
        return "Point of %s." % number_words(combo.length)
    if combo.kind == SEQUENCE:
        return "A %s." % LENGTH_NAMES[combo.length]
    if not hasattr(combo, "spoken"):  # a set as heard (games.common.Figure: count and rank)
        return set_spoken(combo.length, combo.second) + "."
    return combo.spoken + "."


def second_figure_words(combo):
    """Elder's answer to "Making?" or "How high?": "Forty-eight.", "To the king.", "Major.",
    "Minor." (a run ending at the seven, as its name says: "tierce minor")
    (``combo`` a point or a sequence, or its ``games.common.Figure`` as heard)."""
    second = combo.key[1] if hasattr(combo, "key") else combo.second  # the pips, or the top rank
    if combo.kind == POINT:
        return spoken_total(second) + "."
    if second == ACE:
        return "Major."
    if second - combo.length + 1 == SEVEN:  # the lowest run of its length is named so (RULES.md §5)
        return "Minor."
    return "To the %s." % RANK_NAMES[second]


def _answer_words(kind, answer, second):
    if answer == GOOD:
        return "Good."
    if answer == NOT_GOOD:
        return "Not good."
    if second:
        return "Equal."
    return EQUAL_QUESTION[kind]


def _total_line(said):
    scores = said.scores
    final = scores[-1]
    text = spoken_total(final.total) + "."
    note = ""
    if said.combo is not None:
        text = capitalize(said.combo.full_name) + ": " + text
    elif said.carte_blanche:
        text = "Carte blanche: " + text
    bonus = [event for event in scores if event.category in (PIQUE, REPIQUE)]
    if bonus:
        before = final.total - bonus[0].points
        note = "%s: %s and %s more" % (bonus[0].category, number_words(before), number_words(bonus[0].points))
    elif scores[0].category in (SINK_RULE, CARDS, CAPOT, LAST_TRICK, CAPOT_FAILED):
        note = scores[0].reason
    return Line(said.seat, text, note)


def _exchange_line(who, entry):
    count, option, left = entry.count, entry.option, entry.left
    text = "%s exchanges %s card%s" % (who, number_words(count) if count else "no", "" if count == 1 else "s")
    if option == "look":
        text += " and looks at the %s he left" % number_words(left)
    elif option == "expose":
        text += " and turns the %s he left face up" % number_words(left)
    elif left:
        text += ", leaving %s unseen" % number_words(left)
    return Line(None, text + ".", "")


def seat_names(deal):
    """The names of the game's seats: elder and younger, or a larger table's own."""
    return getattr(deal, "seat_names", None) or PLAYER_NAMES


def proof_groups(why, cards):
    """The cards a player shows, in the groups he called them: sets by rank (highest first),
    sequences run by run, anything else in one group. Two sequences or sets shown as one
    list read as one jumble of cards: "A♠ K♠ Q♠ J♠ 9♠ 8♠ 7♠" was a quart major and a tierce
    minor in one suit (a walk-through).

    >>> from piquet_core.cards import parse_cards
    >>> [" ".join(card.code for card in group) for group in proof_groups("sequence", parse_cards("AS KS QS JS 9S 8S 7S"))]
    ['AS KS QS JS', '9S 8S 7S']
    >>> [" ".join(card.code for card in group) for group in proof_groups("set", parse_cards("KS TS KH TH TD KC TC"))]
    ['KS KH KC', 'TS TH TD TC']
    """
    if why not in ("set", "sequence"):
        return [list(cards)]
    groups = []  # [key, cards]: by rank for sets; by suit, then by run, for sequences
    for card in cards:
        key = card.rank if why == "set" else card.suit
        for group in groups:
            if group[0] == key:
                group[1].append(card)
                break
        else:
            groups.append([key, [card]])
    if why == "set":
        groups.sort(key=lambda group: -group[0])
        return [group[1] for group in groups]
    runs = []
    for _, suited in groups:
        suited.sort(key=lambda card: -card.rank)
        runs.append([suited[0]])
        for card in suited[1:]:
            if runs[-1][-1].rank - card.rank == 1:
                runs[-1].append(card)
            else:
                runs.append([card])
    return runs


def _proof_words(who, entry):
    """"Younger shows point: A♦ Q♦ J♦.", with the cards of two sets or sequences each in a
    group of their own (``proof_groups``).

    >>> from piquet_core.cards import parse_cards
    >>> _proof_words("Younger", Proved(1, "set", tuple(parse_cards("KS TS KH TH TD KC TC"))))
    'Younger shows sets: K♠ K♥ K♣ and 10♠ 10♥ 10♦ 10♣.'
    >>> _proof_words("Elder", Proved(0, "sequence", tuple(parse_cards("AS KS QS JH TH 9H"))))
    'Elder shows sequences: A♠ K♠ Q♠ and J♥ 10♥ 9♥.'
    >>> _proof_words("Elder", Proved(0, "sequence", tuple(parse_cards("AS KS QS JS 9S 8S 7S"))))
    'Elder shows sequences: A♠ K♠ Q♠ J♠ and 9♠ 8♠ 7♠.'
    """
    groups = proof_groups(entry.why, entry.cards)
    if len(groups) < 2:
        return "%s shows %s: %s." % (who, entry.why, " ".join(card.label for card in entry.cards))
    return "%s shows %ss: %s." % (who, entry.why, " and ".join(
        " ".join(card.label for card in cards) for cards in groups))


def format_utterance(entry, names=PLAYER_NAMES):
    """The ``Line`` for one log entry (an ``events`` namedtuple); ``names`` name the seats."""
    kind = type(entry)
    seat = entry.seat
    who = capitalize(names[seat]) if seat is not None else ""
    if kind is Announced:
        return _total_line(entry)
    if kind is Called:
        return Line(seat, first_figure_words(entry.combo) if entry.combo is not None else _NO[entry.kind], "")
    if kind is Answered:
        return Line(seat, _answer_words(entry.kind, entry.answer, entry.second), "")
    if kind is SecondFigure:
        return Line(seat, second_figure_words(entry.combo), "")
    if kind is Proved:
        return Line(None, _proof_words(who, entry), "proving")
    if kind is Exchanged:
        return _exchange_line(who, entry)
    if kind is Played:
        return Line(None, "%s %s the %s." % (who, "leads" if entry.lead else "plays", entry.card.name), "")
    if kind is CardsDivided:
        return Line(None, "Six tricks each: the cards are divided and nobody scores for them.", "")
    if kind is TricksTied:
        return Line(None, _tied_words(entry, names), "")
    if kind is TrumpsNamed:
        # (said of elder by role, not "his": at the table the learner's own line read "You (elder): ...
        # (named before his exchange: he looks ...)", a walk-through)
        note = "named before elder's exchange, which lets elder look at younger's three talon cards" if entry.early \
            else "named after elder's exchange, before younger's"
        return Line(seat, "%s are trumps." % capitalize(SUIT_NAMES[entry.suit]), note)
    if kind is CapotAnnounced:
        return Line(seat, "Capot: I will take every trick.", "capot announced before the exchange")
    raise ValueError("unknown log entry %r" % (entry,))


def _tied_words(entry, names):
    """Piquet Voleur's tie for the most tricks across the sides, in words.

    >>> _tied_words(TricksTied(None, (1, 2), 3), ("first", "second", "third", "dealer"))
    'Second and third took three tricks each: the most, and on both sides, so nobody scores for the tricks.'
    """
    who = listed(names[seat] for seat in entry.seats)
    return "%s took %s tricks each: the most, and on both sides, so nobody scores for the tricks." % (
        capitalize(who), number_words(entry.count))


def transcript(deal):
    """Every line of the deal so far, in the order it is said."""
    return _lines(deal, deal.log, seat_names(deal))


def _lines(deal, entries, names):
    """The ``Line``s of some of ``deal``'s log entries (its answers with their class, in a
    game that sets ``ANSWERS_NAME_CLASS``)."""
    if getattr(deal, "ANSWERS_NAME_CLASS", False):
        return [_class_named(format_utterance(entry, names), entry) for entry in entries]
    return [format_utterance(entry, names) for entry in entries]


def _class_named(line, entry):
    """An answer's line with the class it answers as its note ("Good." to the point): in a
    game where each seat says all three classes in turn (Piquet Voleur), "Dealer: Good."
    after "Third: Three aces." answered first's point, and a learner could not tell which
    (a walk-through). A game sets ``ANSWERS_NAME_CLASS`` for it."""
    if type(entry) is Answered and not line.note:
        return Line(line.player, line.text, "to the " + entry.kind)
    return line


def steps(deal):
    """The deal action by action: each ``Step`` has the action, the lines it caused and
    the record's comment on it (the annotated walk-through of a recorded deal)."""
    result = []
    names = seat_names(deal)
    start = 0
    for number, ((player, action), end) in enumerate(zip(deal.history, deal.marks), 1):
        lines = _lines(deal, deal.log[start:end], names)
        result.append(Step(number, player, action, lines, deal.annotations.get(number, "")))
        start = end
    return result


def silent_words(action):
    """What a move that makes nobody speak does, as narration: younger's call made in
    silence (stated after elder's first lead), a carte blanche kept quiet.

    >>> silent_words("set none"), silent_words("set KH KD KC"), silent_words("no carte blanche")
    ("decides to call no set, and will say so after elder's first lead", "takes the set with his own, saying nothing yet: he names it after elder's first lead", 'keeps quiet')
    """
    text = str(action)
    if text.endswith(" none"):  # ("Younger calls no sequence." here, then his "No sequence." after the
        # lead, read as said twice: a walk-through)
        # ("calls no sequence, saying nothing yet" read as a contradiction: a walk-through)
        return "decides to call no %s, and will say so after elder's first lead" % text.split()[0]
    # ("calls his set" with nothing said read as a contradiction, and so did "calls his set,
    # in silence for now": he takes the class now and names it later)
    kind = text.split()[0]
    return "keeps quiet" if text == "no carte blanche" else "takes the %s with his own, saying nothing yet: he " \
        "names it after elder's first lead" % kind


def announcements(deal):
    """Only the running totals said aloud: a list of (player, text)."""
    names = seat_names(deal)
    return [(entry.seat, format_utterance(entry, names).text) for entry in deal.log if type(entry) is Announced]


def format_transcript(deal):
    """The transcript as text, one line each: "Elder: Point of five."."""
    out = []
    names = seat_names(deal)
    for line in transcript(deal):
        if line.player is None:
            out.append("  " + line.text)
        else:
            out.append("%s: %s%s" % (capitalize(names[line.player]), line.text,
                                    "  (" + line.note + ")" if line.note else ""))
    return "\n".join(out)
