"""The table's words: an action as a button label, the log of what was said and the
score events, each from the games' own words (their transcripts and events), with the
seats named by who sits there.

Glossary:
    label:   what a button says: "Point: A♦ K♦ Q♦", "Leave the stock", "Good".
    log:     what was said and done at the table, as the learner heard it: his view's
             transcript (another seat's call as its figure, never its cards).
    who:     a line's speaker as the page names him: "Left (second)", "You (dealer)".

>>> action_label("point AD KD QD", "normand")
'Point of three (31): A♦ K♦ Q♦'
>>> action_label("exchange none", "normand"), action_label("trust", "imperial")
('Leave the stock', 'I take your word')
>>> action_label("sequence none", "voleur"), action_label("not good AH 9H", "normand")
('No sequence', 'Not good: A♥ 9♥')
"""

from ..cards import Card
from ..errors import PiquetError
from ..games.imperial_rules import KIND_NAMES
from ..games.table_scores import PARTNERS_TIED
from ..scoring import CAPOT
from ..speech import capitalize, listed, number_words
from ..table.cardface import cards_in_words, labels_with

# Words said by a whole action (the others are built from their parts).
_WHOLE = {
    "exchange none": "Exchange no cards", "good": "Good", "equal": "Equal", "trust": "I take your word",
    "ask": "Show me", "no swap": "No swap", "swap": "Swap the seven for the turn-up",
    "carte blanche": "Claim carte blanche", "no carte blanche": "Do not claim carte blanche",
    "blank": "Claim the blank", "no blank": "Do not claim the blank",
    "blanche": "Imperiale blanche!", "no blanche": "No blanche",
    "picy": "Declare picy", "no picy": "Do not declare picy",
    "repicy": "Declare repicy", "no repicy": "Do not declare repicy",
}
# Normand's dealer leaves the stock rather than exchanging nothing.
_GAME_WHOLE = {("normand", "exchange none"): "Leave the stock"}
_HEADS = {"sequence": "Sequence", "set": "Set"}
# Games whose point is the two-player one (32 cards, ace 11, faces 10): its call is labelled as said.
_POINT_COUNTED = ("normand", "voleur", "ecrire")


def card_label(code, game):
    """The short face of the card ``code`` ("A♦", "6♥"), or None if it is not a card."""
    try:
        if game == "original":
            from ..games.pack36 import parse_card
            return parse_card(code).label
        return Card.parse(code).label
    except PiquetError:
        return None


def action_label(text, game):
    """The words of a button for the action ``text`` (as ``str(action)`` writes it)."""
    text = str(text)
    if (game, text) in _GAME_WHOLE:
        return _GAME_WHOLE[(game, text)]
    if text in _WHOLE:
        return _WHOLE[text]
    words = text.split(" ")
    if game == "imperial" and words[0] in KIND_NAMES:  # the imperials by their names
        if words[1:] == ["none"]:
            return "No " + KIND_NAMES[words[0]]
        return _imperials(words, game)
    if words[-1] == "none" and len(words) == 2:
        return "No " + _HEADS.get(words[0], words[0]).lower()
    if words[0] == "point" and game in _POINT_COUNTED:
        return _point_label(words[1:], game)
    if words[0] == "ruff" and game == "original":
        return _ruff_label(words[1:])
    if game == "imperial" and (words[0] == "point" or words[:2] == ["not", "good"]):
        return _imperial_point_label(words)
    if words[:2] == ["not", "good"]:
        head, rest = "Not good", words[2:]
    else:
        head, rest = _HEADS.get(words[0], capitalize(words[0].replace("-", " "))), words[1:]
    parts = []
    for word in rest:
        label = card_label(word, game)
        parts.append(label if label is not None else word.replace("-", " "))
    return head + (": " + " ".join(parts) if parts else "")


# A button's verbs, as the record viewer says a move someone made ("Left (second) plays K♠").
_VERBS = ("Play", "Exchange", "Claim", "Swap", "Declare", "Leave")
# An exchange's option, as its record writes it after the cards: (he, you).
_EXCHANGE_OPTIONS = {"look": (", and looks at the cards he leaves", ", and look at the cards you leave"),
                     "expose": (", and turns the cards he leaves face up", ", and turn the cards you leave face up")}


def _verb(verb, you):
    """``verb`` ("Exchange") for "he" ("exchanges") or, ``you``, for "you" ("exchange")."""
    verb = verb[:1].lower() + verb[1:]
    if you:
        return verb
    return verb + ("es" if verb.endswith(("sh", "ch", "x", "s")) else "s")


def step_words(text, game, you=False):
    """The action ``text`` (as ``str(action)`` writes it) as the record viewer tells a move
    made: a verb for what is done, the words said in quotes, the cards a call shows after
    it. A button's words ("not good J♣ 10♣", "exchange none expose") read badly there (a
    walk-through).

    >>> step_words("play KS", "normand"), step_words("not good AH 9H", "normand")
    ('plays K♠', 'says "Not good", showing A♥ 9♥')
    >>> step_words("exchange none expose", "ecrire"), step_words("exchange AS QD look", "ecrire")
    ('exchanges no cards, and turns the cards he leaves face up', 'exchanges A♠ Q♦, and looks at the cards he leaves')
    >>> step_words("point QD", "normand"), step_words("set JS JH JC", "voleur")
    ('calls point of one (10): Q♦', 'calls a set: J♠ J♥ J♣')
    >>> step_words("trust", "imperial"), step_words("no carte blanche", "ecrire"), step_words("sequence none", "voleur")
    ('says "I take your word"', 'does not claim carte blanche', 'says "No sequence"')
    >>> step_words("exchange AS look", "ecrire", you=True), step_words("good", "voleur", you=True)
    ('exchange A♠, and look at the cards you leave', 'say "Good"')
    >>> step_words("sequence QH JH TH + TC 9C 8C", "ecrire")
    'calls sequences: Q♥ J♥ 10♥ and 10♣ 9♣ 8♣'

    """
    words = str(text).split(" ")
    option = ""
    if words[0] == "exchange" and len(words) > 1 and words[-1] in _EXCHANGE_OPTIONS:
        option = _EXCHANGE_OPTIONS[words[-1]][1 if you else 0]
        words = words[:-1]
    label = action_label(" ".join(words), game)
    if label == "Exchange: none":
        label = _WHOLE["exchange none"]
    first, _, rest = label.partition(" ")
    if label.startswith("Do not "):
        said = ("do not " if you else "does not ") + label[len("Do not "):]
    elif first.rstrip(":") in _VERBS:
        said = _verb(first.rstrip(":"), you) + " " + rest
    elif label.startswith("Not good"):
        head, _, shown = label.partition(": ")
        said = '%s "%s"%s' % (_verb("say", you), head, ", showing " + shown if shown else "")
    elif ": " in label:
        head, _, shown = label.partition(": ")
        named = head in _HEADS.values()  # "a set", or "sets" for two ("+" in the record)
        head = head[:1].lower() + head[1:]
        if named:
            head = head + "s" if " + " in shown else "a " + head
        said = "%s %s: %s" % (_verb("call", you), head, shown.replace(" + ", " and "))
    else:
        said = '%s "%s"' % (_verb("say", you), label)
    return said.rstrip() + option


def _point_label(codes, game):
    """"Point of four (36): Q♠ 10♠ 9♠ 7♠": the call as said aloud, with the pip count that
    settles an Equal (the engine's ``best_point``), so the learner sees which call is best."""
    from ..combinations import best_point
    cards = [Card.parse(code) for code in codes]
    point = best_point(cards)
    labels = " ".join(card.label for card in cards)
    return "Point of %s (%d): %s" % (number_words(point.length), point.value, labels)


def _ruff_label(codes):
    """"Ruff of sixty-one: A♥ J♥ 10♥ ...": the call as the log says it (its pip total), so
    the learner sees whether it beats the ruff standing without adding up his pips."""
    from ..games.pack36 import parse_card
    cards = [parse_card(code) for code in codes]
    total = 0
    for card in cards:
        total += card.pips
    return "Ruff of %s: %s" % (number_words(total), " ".join(card.label for card in cards))


def _imperial_point_label(words):
    """"Point of thirty-eight: K♥ Q♥ J♥ 8♥", "Not good (forty): A♠ J♠ 10♠ 9♠": Imperial's
    point is a pip total, said as the log says it, so the learner sees which is higher."""
    from ..games.imperial_rules import point_total
    codes = words[2:] if words[0] == "not" else words[1:]
    cards = [Card.parse(code) for code in codes]
    total = number_words(point_total(cards))
    labels = " ".join(card.label for card in cards)
    return ("Not good (%s): %s" if words[0] == "not" else "Point of %s: %s") % (total, labels)


def _imperials(words, game):
    """"Imperiale d'atout: K♥ Q♥ J♥ A♥" (groups joined by "+" in the notation)."""
    parts = [card_label(word, game) or word for word in words[1:]]
    return capitalize(KIND_NAMES[words[0]]) + ": " + " ".join(parts)


def who(table, seat):
    """"Left (second)": the person at ``seat`` of the unit now, and the seat's name."""
    return "%s (%s)" % (table.person(seat), table.seat_name(seat))


def subject_verb(table, seat, verb):
    """"Computer (player 2) wins", but "You (player 1) win": ``who`` with its verb agreeing."""
    return "%s %s" % (who(table, seat), verb[:-1] if table.person(seat) == "You" else verb)


def new_lines(before, now, most=4):
    """The lines of ``now`` (the log as shown, its last lines) not in ``before`` (as shown
    at the last announcement), the last ``most`` of them: what the live region says. It
    said the newest line only, and a computer's card went unsaid when the card scored
    (its line then came before the score's: a walk-through).

    >>> new_lines(["a", "b", "c"], ["b", "c", "d", "e"])
    ['d', 'e']
    >>> new_lines([], ["a"]), new_lines(["a"], ["a"]), new_lines(["x"], ["a", "b"])
    (['a'], [], ['a', 'b'])
    """
    for overlap in range(min(len(before), len(now)), 0, -1):
        if before[len(before) - overlap:] == now[:overlap]:
            return now[overlap:][-most:]
    return now[-most:]


_ANY_PACK = []  # every card of either pack by label, made on first use


def any_pack_labels():
    """The cards of the piquet pack and of the original rules' 36 (the sixes), by label."""
    if not _ANY_PACK:
        from ..games.pack36 import CARDS36
        _ANY_PACK.append(labels_with(CARDS36))
    return _ANY_PACK[0]


def in_words(text):
    """``text`` with its cards in words, for the live region, the sixes of the original
    rules' pack too (a walk-through heard "6♠" said by its face).

    >>> in_words("Right (younger) plays 6♠, then 10♥.")
    'Right (younger) plays the six of spades, then the ten of hearts.'
    """
    return cards_in_words(text, any_pack_labels())


def count_words(count, noun):
    """"1 trick", "0 tricks", "5 tricks".

    >>> count_words(1, "trick"), count_words(0, "card")
    ('1 trick', '0 cards')
    """
    return "%d %s%s" % (count, noun, "" if count == 1 else "s")


def _ecrire_who(table, role):
    """The person playing ``role`` (0 elder, 1 younger) of the à Écrire deal now."""
    seat = table.unit.role_seats(table.shown_deal)[role]
    return "%s (%s)" % (table.person(seat), "elder" if role == 0 else "younger")


# Each class of declarations as the table's sentences name it ("declare sequences",
# "Sequences: nobody scored."): the prompts and the summaries read it here.
CLASS_WORDS = {"point": "the point", "sequence": "sequences", "set": "sets", "ruff": "the ruff"}
LOG_LINES = 14  # lines of "What was said" shown: the last ones, numbered by their place in the deal


def log_lines(table, view, last=LOG_LINES):
    """[(who or None, words)] of the last ``last`` things said (0: all), as the learner
    heard them."""
    if view is None:
        return []
    game = table.game
    lines = []
    if game == "imperial":
        lines = [imperial_line(table, text) for text in view.transcript()]
    elif game == "original":
        from ..games.original import PLAYER_NAMES
        lines = [(None if name is None else who(table, PLAYER_NAMES.index(name)), faces(text, game))
                 for name, text in view.transcript()]
        for at, (speaker, text) in enumerate(lines):
            for seat in (0, 1):  # "Player 2 reaches 140 and wins ...": the seat named as the page names it
                head = capitalize(PLAYER_NAMES[seat]) + " "
                if speaker is None and text.startswith(head):
                    rest = text[len(head):]
                    if table.person(seat) == "You":  # (the verbs agreeing: "You (player 1) reach ... and win")
                        rest = rest.replace("reaches ", "reach ", 1).replace(" wins ", " win ", 1)
                    lines[at] = (None, "%s %s" % (who(table, seat), rest))
    else:
        names = BONUS_NAMES.get(game, {})
        for line in view.transcript():
            note = line.note
            for engine_name in names:  # ("repique: twenty-one and ninety more": the lesson's repic)
                if note.startswith(engine_name + ":"):
                    note = names[engine_name] + note[len(engine_name):]
            text = line.text + (" (%s)" % _unnested(note) if note else "")
            if line.player is None:
                speaker, text = _named_subject(table, text)
            elif game == "ecrire":
                speaker = _ecrire_who(table, line.player)
            else:
                speaker = who(table, line.player)
            lines.append((speaker, text))
    return lines[-last:] if last else lines


def _unnested(note):
    """A note said in brackets, without brackets of its own: "tied for the most tricks
    (4 each)" -> "tied for the most tricks, 4 each" (the log read "Twelve. (tied ... (4 each))").

    >>> _unnested("tied for the most tricks (5 each), the third took none")
    'tied for the most tricks, 5 each, the third took none'
    """
    return note.replace(" (", ", ").replace(")", "")


def imperial_line(table, text):
    """One of Imperial's lines as the table's others are: its speaker named as the page
    names him and its cards by their faces ("Player 1: Imperiale d'atout, AH KH." ->
    ("You (player 1)", "Imperiale d'atout, A♥ K♥.")); "Player 1's one white chip goes back"
    too, as ("You (player 1)", "One white chip goes back ..."). Other lines: (None, text)."""
    text = faces(text, "imperial")
    for seat in table.unit.seats:
        head = capitalize(table.seat_name(seat))
        for joint in (": ", "'s ", " "):
            if text.startswith(head + joint):
                return who(table, seat), capitalize(text[len(head + joint):])
    return None, text


def faces(text, game):
    """``text`` with its card codes as faces: "AC was led and he holds KC 9C" -> "A♣ was
    led and he holds K♣ 9♣" (the engine's words name cards by code)."""
    return " ".join(_face(word, game) for word in text.split(" "))


def _face(word, game="imperial"):
    """A card code in a line ("AH", "(AH" or "JH.") as its face ("A♥"); any other word as it is.

    >>> _face("(AH"), _face("TH)."), _face("AH,"), _face("Ace")
    ('(A♥', '10♥).', 'A♥,', 'Ace')
    """
    start, end = 0, len(word)
    while start < end and word[start] in "(":
        start += 1
    while end > start and word[end - 1] in ".,;:!)":
        end -= 1
    code = word[start:end]
    if len(code) != 2 or code.upper() != code:
        return word
    label = card_label(code, game)
    return word if label is None else word[:start] + label + word[end:]


def _named_subject(table, text):
    """A line whose subject is a bare seat ("Second plays the nine of clubs.") said as
    the other lines are: (who, rest), so the learner never has to work out that "First"
    is himself: ("You (first)", "Plays the nine of clubs."). Other lines: (None, text)."""
    if table.game == "ecrire":
        names = ("elder", "younger")
        person = lambda index: _ecrire_who(table, index)  # noqa: E731
    else:
        names = table.unit.seat_names
        person = lambda index: who(table, index)  # noqa: E731
    for index in range(len(names)):
        head = capitalize(names[index]) + " "
        if text.startswith(head[:-1] + ", ") or text.startswith(head + "and "):  # "Third and dealer took ..."
            return None, _several_subject(text, names, person)
        if text.startswith(head):
            return person(index), capitalize(text[len(head):])
    return None, text


def _several_subject(text, names, person):
    """A line whose subject is two or more bare seats, with each seat named as the page
    names it: "Third and dealer took three tricks each: ..." -> "Across (third) and Right
    (dealer) took three tricks each: ..." (it used to be said by the first seat: "Across
    (third): And dealer took ...")."""
    words = text.split(" ")
    people = []
    at = 0
    while at < len(words):
        word = words[at].rstrip(",").lower()
        if word in names:
            people.append(person(list(names).index(word)))
        elif word != "and" or not people:
            break
        at += 1
    if len(people) < 2:
        return text
    return " ".join([listed(people)] + words[at:])


def side_people(table, side):
    """Who scores for ``side`` of the unit now: "You", or "You and Across" in Voleur."""
    unit = table.unit
    if table.game == "voleur":  # by place, "You" first (the deal's rotation gave "Across and You", and
        places = table.places()  # "Right and Left" after "Left and Right" on the same sheet)
        return " and ".join(table.people[place] for place in sorted(places[seat] for seat in unit.seats
                                                                    if unit.side(seat) == side))
    if table.game == "ecrire":
        return table.person(unit.role_seats(table.shown_deal)[side])
    return table.person(side)


def scorer_words(table, seat, event):
    """Who made the score ``event`` at seat ``seat``, on a Voleur sheet whose totals are
    the sides': "You", "Across (your side)", "Left (their side)" (naming the side, "You
    and Across win with the ten", said the learner won a trick his partner won); both
    partners for a score of the side's, capot or the most tricks shared between them."""
    if event.category == CAPOT or event.reason.startswith(PARTNERS_TIED):
        return side_people(table, table.unit.side(seat))
    person = table.person(seat)
    if person == "You":
        return person
    unit = table.unit
    return "%s (%s side)" % (person, "your" if unit.side(table.learner_seat) == unit.side(seat) else "their")


def score_lines(table, view, last=0):
    """[(who, words, points, total)] of the deal's score events (a whole game's: those
    of the deal in play, or of the deal just ended while the table waits), newest last;
    all of them unless ``last``: a sheet cut to its last rows does not add up to the
    totals (the point, the sequence and the set were gone by the end of a deal)."""
    if view is None:
        return []
    if table.game == "imperial":
        from ..games.imperial_view import line_text
        from ..games.imperial_events import Gained, Returned, Traded
        chips = (Gained, Traded, Returned)
        rows = [(table.person(entry.seat), imperial_line(table, line_text(entry))[1], None, None)
                for entry in deal_log(table, view) if type(entry) in chips]
    else:
        events = view.events
        scorers = None  # (Voleur: the seat that made each score, its side's total beside it)
        if table.game in ("original", "voleur"):
            from ..events import Announced
            log = deal_log(table, view) if table.game == "original" else view.log  # (a whole game's, or the deal's)
            said = [entry for entry in log if type(entry) is Announced]
            events = [event for entry in said for event in entry.scores]
            if table.game == "voleur":
                scorers = [scorer_words(table, entry.seat, event) for entry in said for event in entry.scores]
        rows = []
        names = BONUS_NAMES.get(table.game, {})
        for at in range(len(events)):
            event = events[at]
            people = side_people(table, event.player) if scorers is None else scorers[at]
            reason = names.get(event.category, event.reason) if event.category == event.reason else event.reason
            rows.append((people, agreeing(people, reason), event.points, event.total))
    return rows[-last:] if last else rows


# The bonuses by the name the lesson and the sources give them at the larger tables (the
# engine's events share the two-player game's "repique" and "pique": a walk-through read
# "repique 90" on the sheet beside the lesson's "repic (90)").
_REPIC_AND_PIC = {"repique": "repic", "pique": "pic"}
BONUS_NAMES = {"normand": _REPIC_AND_PIC, "voleur": _REPIC_AND_PIC}


# The engine's reasons that begin with a verb, said of one player ("leads the ace of
# spades", "wins the last trick"): after "You", or two people of a side, the verb agrees.
_PLAIN_VERBS = {"leads": "lead", "wins": "win"}


def agreeing(people, reason):
    """``reason`` as said of ``people`` ("You", "Left", "You and Across").

    >>> agreeing("You", "wins the last trick"), agreeing("Left", "leads the ace of spades")
    ('win the last trick', 'leads the ace of spades')
    >>> agreeing("You and Across", "wins with the ten"), agreeing("You", "the point of 5")
    ('win with the ten', 'the point of 5')
    """
    words = reason.split(" ", 1)
    plain = _PLAIN_VERBS.get(words[0])
    if plain is None or not (people == "You" or " and " in people):
        return reason
    return " ".join([plain] + words[1:])


def deal_log(table, view):
    """The log entries of the deal in play, or of the deal just ended while the table waits."""
    begun = type(view.log[0])  # every whole game's log opens with its DealBegun entry
    starts = [index for index in range(len(view.log)) if type(view.log[index]) is begun]
    if table.paused and len(starts) > 1:
        return view.log[starts[-2]:starts[-1]]
    return view.log[starts[-1]:]
