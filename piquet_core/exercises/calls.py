"""Elder's calls: what a hand holds in each class (the kinds ``point``, ``sequence``
and ``sets``).

Glossary:
    point:    the longest suit, compared by length, then pip total.
    sequence: three or more cards of one suit in rank order.
    set:      three or four cards of one rank, ten or higher.
"""

from ..cards import ACE, RANK_NAMES, RANK_PLURALS, SEVEN, TEN
from ..combinations import POINT, Point, Sequence, Set, best_point, points, sequences, sets
from ..comparing import EQUAL_QUESTION, figure, length_first
from ..speech import number_words
from .base import Exercise, article, cap, choices, labels, number_choice, order_choices, slug, spec_cards, suit_name


POINT_RULE = ("The point is your longest suit; between two suits of the same length, the one with more pips. "
              "Pips: ace 11, king, queen, jack and ten 10, the others their face value.")
POINT_HINT = ("Find the longest suit and count its cards; then add their pips: ace 11, king, queen, jack "
              "and ten 10, nine, eight and seven their face value.")
SEQUENCE_RULE = ("A sequence is three or more cards of one suit in rank order (A K Q J 10 9 8 7); a longer one "
                 "beats a shorter one, and between equal lengths the higher top card wins.")
SET_RULE = "A set is three or four cards of one rank, ten or higher: a trio scores 3, a quatorze 14."


def point_mistakes(exercise, cards, point):
    """The common errors in reading a hand's point, as the answers they give."""
    aces = len([card for card in point.cards if card.pips == 11])
    if aces:
        exercise.mistake([point.length, point.value - aces], "You counted the ace as 10: an ace is worth 11 pips.")
    held = [(card, (3, 2, 1)[("K", "Q", "J").index(card.rank_char)]) for card in point.cards
            if card.rank_char in "KQJ"]  # (each court card, and what counting it at its rank adds)
    courts = sum(extra for _card, extra in held)
    if courts:
        exercise.mistake([point.length, point.value + courts],
                         "Kings, queens and jacks are worth 10 pips each, not 13, 12 and 11.")
    # one court card at its rank's place (a king as 13): a walk-through's slip met the general hint.
    # Asked, not told: the same total comes of other slips (a nine counted as 10), and "in the
    # point" was a word lesson 1 only announces (a later walk-through).
    for card, extra in held:
        if extra != courts:
            exercise.mistake([point.length, point.value + extra], "Did you count the %s as %d? It is worth 10 "
                                                                  "pips." % (card.name, 10 + extra))
    for other in points(cards):
        if other.suit == point.suit:
            continue
        if other.length < point.length and other.value > point.value:
            exercise.mistake([other.length, other.value],
                             "That suit has more pips but fewer cards: %s." % length_first(POINT))
        elif other.length == point.length:
            exercise.mistake([other.length, other.value],
                             "Two suits are just as long: the point is the one with more pips.")
        elif other.length < point.length:  # a shorter suit read (a walk-through's 4 and 39 for 5 and 48)
            exercise.mistake([other.length, other.value],
                             "That is not your longest suit: another one has more cards, and the point is the "
                             "longest suit.")
    if point.length > 1:  # a card of the suit left out (lesson 15: 5 and 46 for six spades making 56)
        for card in point.cards:
            exercise.mistake([point.length - 1, point.value - card.pips],
                             "A card is left out: the point counts every card of the longest suit, and the pips "
                             "of each.")
    for card in cards:  # a card of another suit counted in (a walk-through's 9 of clubs among the hearts)
        if card.suit != point.suit:
            exercise.mistake([point.length + 1, point.value + card.pips],
                             "Count the cards of one suit only: a card of another suit never adds to the point.")
    return exercise


def build_point(spec):
    cards = spec_cards(spec, "hand")
    point = best_point(cards)
    pips = " + ".join(str(card.pips) for card in point.cards)
    explanation = "The point is the longest suit: %s cards in %s (%s), making %s = %d." % (
        number_words(point.length), suit_name(point.cards[0]), labels(point.cards), pips, point.value)
    exercise = Exercise(spec, "point", "What is this hand's point? Give its length and its pip total.",
                        "numbers", [], [("length", "Length (cards)"), ("value", "Pip total")],
                        [point.length, point.value], explanation, POINT_RULE, "the-point", POINT_HINT)
    exercise.field_hints = {"length": "The point is the longest suit: count its cards again.",
                            "value": "Add that suit's pips again: ace 11; king, queen, jack and ten 10; nine, "
                                     "eight and seven their face value."}
    return point_mistakes(exercise, cards, point)


def build_sequence(spec):
    cards = spec_cards(spec, "hand")
    found = sequences(cards)
    none = "No sequence"
    hints = []  # (label, hint)
    if not found:
        right = none
        explanation = "No three cards of one suit run in rank order, so the hand has no sequence."
        wrong = [Sequence(0, TEN, 3).full_name]
        hints.append((wrong[0], "Check each suit for three cards in a row with no gap (A K Q, K Q J, ... 9 8 7): "
                                "a gap or a change of suit ends a run."))
    else:
        best = found[0]
        right = best.full_name
        explanation = "The best sequence is %s %s (%s), worth %d." % (
            article(best.name), best.full_name, labels(best.cards), best.score)
        if len(found) > 1:
            explanation += " The hand also holds " + ", ".join(
                "%s %s" % (article(s.full_name), s.full_name) for s in found[1:]) + "."
        wrong = [s.full_name for s in found[1:]]
        for other in found[1:]:
            hints.append((other.full_name, "The hand holds that one too, but it is not its best: a longer sequence "
                                           "beats a shorter one, and between equal lengths the higher top card wins."))
        for length, top in ((best.length + 1, best.top), (best.length - 1, best.top),
                            (best.length, best.top - 1), (best.length, best.top + 1)):
            if 3 <= length <= 8 and top - length + 1 >= SEVEN and top <= 7:
                label = Sequence(best.suit, top, length).full_name
                wrong.append(label)
                if length > best.length:
                    hints.append((label, "Count the run again, card by card: it stops at the first gap or "
                                         "change of suit."))
                elif length < best.length:
                    hints.append((label, "Count the run again, card by card: it goes on past where you stopped, "
                                         "down to the first gap."))
                else:
                    hints.append((label, "Check its top card: a sequence is named after its highest card "
                                         "(major when that is the ace, minor when it ends at the seven)."))
        wrong.append(none)
        ranks = [card.rank for card in best.cards]
        # (the ten is named only where the run passes it: a ten between a jack and a nine is
        # the card learners most often fail to see in a run)
        hints.append((none, "Look again: %s follow each other in rank, and three or more cards of one suit in a "
                            "row make a sequence%s." % (labels(best.cards), "; the ten sits between the jack and "
                                                        "the nine" if TEN + 1 in ranks and TEN - 1 in ranks else "")))
    exercise = Exercise(spec, "sequence", "What is this hand's best sequence?", "choice",
                        choices(right, wrong), [], slug(right), explanation, SEQUENCE_RULE, "sequences",
                        "Look at each suit for three or more cards in a row; then take the longest run, "
                        "and between runs of the same length the one with the higher top card.")
    for label, hint in hints:
        exercise.mistake(slug(label), hint)
    return exercise


def sets_label(held):
    if not held:
        return "No set"
    return cap(" and ".join(Set(rank, (None,) * count).full_name for count, rank in held))


def build_sets(spec):
    cards = spec_cards(spec, "hand")
    found = sets(cards)
    right = [(s.count, s.rank) for s in found]
    counts = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    wrong = []  # (holding, hint)
    for count, rank in right:  # a quatorze read as a trio
        if count == 4:
            wrong.append(([(3, r) if r == rank else (c, r) for c, r in right],
                          "The hand holds all four %s: four of a rank is a quatorze, worth 14." % RANK_PLURALS[rank]))
    for rank in sorted(counts, reverse=True):
        if counts[rank] == 2 and rank >= TEN:  # two of a rank is no trio
            wrong.append((sorted(right + [(3, rank)], reverse=True),
                          "A trio needs three cards of one rank: you hold only two %s." % RANK_PLURALS[rank]))
        if counts[rank] >= 3 and rank < TEN:  # nines and lower never score
            wrong.append((sorted(right + [(counts[rank], rank)], reverse=True),
                          "Nines, eights and sevens never make a set: only tens and higher count."))
    if len(right) > 1:
        wrong.append((right[1:], "The hand holds more than one set: name every one."))
        wrong.append((right[:1], "The hand holds more than one set: name every one."))
    if right:
        wrong.append(([], "Look again for three or four cards of one rank, ten or higher."))
    if found:
        explanation = "Sets are three or four cards of one rank, ten or higher. This hand holds %s, worth %d." % (
            " and ".join("%s %s (%s)" % (article(s.full_name), s.full_name, labels(s.cards)) for s in found),
            sum(s.score for s in found))
    else:
        explanation = "Sets are three or four cards of one rank, ten or higher; this hand has none."
    right_label = sets_label(right)
    exercise = Exercise(spec, "sets", "Which sets does this hand hold?", "choice",
                        choices(right_label, [sets_label(w) for w, hint in wrong]), [], slug(right_label),
                        explanation, SET_RULE, "sets",
                        "Count the cards of each rank from the ten up: three of a rank is a trio, four a quatorze.")
    for held, hint in wrong:
        exercise.mistake(slug(sets_label(held)), hint)
    return exercise


BUILDERS = {"point": build_point, "sequence": build_sequence, "sets": build_sets}


# --- the family: elder's calls, generated ----------------------------------------------

TITLE = "Elder's calls"
LEVEL_NAMES = ("Plain hands", "Equal lengths: the second figure", "Traps")


def _traps(masks):
    """Does elder's hand hold a trap: a shorter suit with more pips than the point, two
    suits of the point's length, a quatorze, three nines or lower, two sequences or sets?"""
    from .puzzle import _PIPS, _POP, point_key, rank_counts, sequence_count
    best = point_key(masks)
    longest = 0
    for mask in masks:
        if _POP[mask] == best[0]:
            longest += 1
        elif _PIPS[mask] > best[1]:
            return True
    if longest > 1:
        return True
    counts = rank_counts(masks)
    sets_held = 0
    for rank in range(8):
        if counts[rank] == 4 and rank >= TEN or counts[rank] >= 3 and rank < TEN:
            return True
        if counts[rank] >= 3 and rank >= TEN:
            sets_held += 1
    return sets_held > 1 or sequence_count(masks) > 1


def _equal_somewhere(ours, theirs):
    """Will younger answer Equal to one of elder's honest calls (point or sequence)?"""
    from .puzzle import point_key, sequence_key
    if point_key(ours)[0] == point_key(theirs)[0]:
        return True
    mine, other = sequence_key(ours), sequence_key(theirs)
    return mine[0] >= 3 and mine[0] == other[0]


def _pick_hands(rng, level):
    from .puzzle import candidates, hand_masks, is_blank
    for elder, younger, rest in candidates(rng):
        ours, theirs = hand_masks(elder), hand_masks(younger)
        if is_blank(ours) or is_blank(theirs):
            continue
        equal = _equal_somewhere(ours, theirs)
        if level == 1 and not equal and not _traps(ours):
            break
        if level == 2 and equal:
            break
        if level == 3 and _traps(ours):
            break
    return elder, younger, rest


_NO_WORDS = {"point": "No point.", "sequence": "No sequence.", "set": "No set."}


def _call_step(kind, combo, hand):
    """The question for elder's call in ``kind``, with the calls he might wrongly make."""
    from ..transcript import first_figure_words
    right = first_figure_words(combo) if combo is not None else _NO_WORDS[kind]
    wrong = []  # (words, hint)
    if kind == "point":
        best = best_point(hand)
        for other in points(hand):
            if other.length < best.length and other.value > best.value:
                wrong.append((first_figure_words(other), "That suit has more pips, but fewer cards: the point is "
                                                         "your longest suit. %s." % cap(length_first(POINT))))
        if best.length < 8:
            wrong.append((first_figure_words(Point(best.suit, best.cards + best.cards[:1])),
                          "Count the cards of your longest suit again: you may never call more than you hold."))
        if best.length > 1:
            wrong.append((first_figure_words(Point(best.suit, best.cards[:-1])),
                          "Count the cards of your longest suit again, and call every one of them."))
        prompt = "Your point: what do you call?"
        rule = "Elder names the length of his longest suit: \"Point of four\", \"Point of five\"..."
    elif kind == "sequence":
        found = sequences(hand)
        for length in (3, 4, 5, 6):
            other = Sequence(0, 7, length)
            if combo is None or length != combo.length:
                words = first_figure_words(other)
                if combo is not None and length > combo.length:
                    hint = "Count your run again: it stops at the first gap or change of suit."
                elif combo is not None:
                    hint = ("Call your longest sequence: you hold a longer one than that." if len(found) < 2 else
                            "That is one of your sequences, but not the longest: call the longest.")
                else:
                    hint = ("Look again: you have no three cards of one suit in a row (a gap or a change of suit "
                            "ends a run).")
                wrong.append((words, hint))
        if combo is not None:
            wrong.insert(0, (_NO_WORDS[kind], "Look again: you hold three or more cards of one suit in a row. "
                                              "Here you declare everything."))
        prompt = "Your sequence: what do you call?"
        rule = "Elder names the length of his best sequence: \"A tierce\", \"A quart\", \"A quint\"..."
    else:
        found = sets(hand)
        if combo is not None and combo.count == 4:
            wrong.append((Set(combo.rank, combo.cards[:3]).spoken + ".",
                          "Count that rank again in your hand: is it three?"))
        for other in found[1:]:
            wrong.append((other.spoken + ".", "Call your best set first (a quatorze before any trio, then the "
                                              "higher rank); the others score with it if it wins."))
        counts = {}
        for card in hand:
            counts[card.rank] = counts.get(card.rank, 0) + 1
        for rank in sorted(counts, reverse=True):
            if counts[rank] >= 3 and rank < TEN:
                wrong.append((("Fourteen " if counts[rank] == 4 else "Three ") + RANK_PLURALS[rank] + ".",
                              "Nines, eights and sevens never make a set: only tens and higher count."))
            elif counts[rank] == 2 and rank >= TEN:
                wrong.append(("Three " + RANK_PLURALS[rank] + ".", "A trio needs three cards of one rank: you "
                                                                   "hold only two of those."))
        if combo is not None:
            wrong.append((_NO_WORDS[kind], "Look again: you hold three or four of a rank, ten or higher."))
        prompt = "Your set: what do you call?"
        rule = "Elder names his best set by its count and rank at once: \"Three kings\", \"Fourteen tens\"."
    options = [right]
    hints = []
    for words, hint in wrong:
        if words not in options and len(options) < 4:
            options.append(words)
            hints.append((words, hint))
    exercise = Exercise(None, "call", prompt, "choice", order_choices(options), [], slug(right),
                        "You call \"%s\"" % right.rstrip(".") + _call_reason(kind, combo, hand),
                        rule, "declaring", _CALL_HINTS[kind])
    for words, hint in hints:
        exercise.mistake(slug(words), hint)
    return exercise


_CALL_HINTS = {
    "point": "Count the cards of your longest suit.",
    "sequence": "Look for the longest run of cards of one suit in rank order.",
    "set": "Look for three or four cards of one rank, ten or higher; call the best.",
}


def _call_reason(kind, combo, hand):
    if combo is None:
        return ": you hold no %s." % kind
    if kind == "point":
        return ": your longest suit is %s cards (%s)." % (number_words(combo.length), labels(combo.cards))
    return ": %s (%s)." % (combo.full_name, labels(combo.cards))


# a second figure of a run that is not the learner's, said by its name: what the name means
_NAMED_ONLY = {"Major.": "\"Major\" is said only of a run headed by the ace: ",
               "Minor.": "\"Minor\" is said only of the lowest run of its length, down to the seven: "}


def _second_step(kind, combo, hand):
    """Elder's answer to "Making?" or "How high?"."""
    from ..transcript import second_figure_words
    right = second_figure_words(combo)
    wrong = []
    if kind == "point":
        # the other suit as long first: when its pips are also the called suit's with the
        # ace as 10, giving them is the trap of two suits as long, not a slip over the ace
        for other in points(hand):
            if other.suit != combo.suit and other.length == combo.length:
                wrong.append((spoken(other.value) + ".", "That is your other suit of the same length: you "
                                                         "called the better one, so give its pips."))
        aces = len([card for card in combo.cards if card.pips == 11])
        if aces:
            wrong.append((spoken(combo.value - aces) + ".", "You counted the ace as 10: in the point it is worth 11."))
        wrong.append((spoken(combo.value + 1) + ".", "Add the pips again: ace 11, king, queen, jack and ten 10, "
                                                     "the others their face value."))
        wrong.append((spoken(combo.value - 1) + ".", "Add the pips again: ace 11, king, queen, jack and ten 10, "
                                                     "the others their face value."))
        rule = "After \"%s\" elder names the %s of the suit he called: ace 11, court cards and ten 10." % (
            EQUAL_QUESTION[kind], figure(kind))
        explanation = "Your point %s makes %s = %d." % (labels(combo.cards), " + ".join(
            str(card.pips) for card in combo.cards), combo.value)
    else:
        bottom = combo.top - combo.length + 1
        if bottom != combo.top:
            wrong.append(("To the %s." % RANK_NAMES[bottom], "A sequence is named after its highest card, not "
                                                             "its lowest."))
        for top in (combo.top - 1, combo.top + 1):
            if combo.length - 1 <= top <= 7 and top != combo.top:
                words = second_figure_words(Sequence(combo.suit, top, combo.length))
                named = _NAMED_ONLY.get(words)
                wrong.append((words, named + "look at the top card of the sequence you called." if named else
                              "Look at the top card of the sequence you called."))
        rule = ("After \"%s\" elder names the %s of his sequence: \"To the king\"; \"Major\" for the ace, "
                "\"Minor\" for the lowest run of its length, down to the seven." % (EQUAL_QUESTION[kind], figure(kind)))
        explanation = "Your %s runs down from the %s." % (combo.full_name, RANK_NAMES[combo.top])
    prompt = "Younger asks \"%s\". What do you say?" % EQUAL_QUESTION[kind]
    options = [right]
    hints = []
    for words, hint in wrong:
        if words not in options and len(options) < 4:
            options.append(words)
            hints.append((words, hint))
    exercise = Exercise(None, "second", prompt, "choice", order_choices(options), [], slug(right),
                        explanation, rule, "declaring",
                        "Add the pips of the suit you called." if kind == "point" else
                        "Name the highest card of the sequence you called.")
    for words, hint in hints:
        exercise.mistake(slug(words), hint)
    if kind == "point":  # typed, any total is an answer: the slips no choice lists get their hints too
        exercise.numbers_typed = True
        courts = [card for card in combo.cards if card.pips == 10 and card.rank > TEN]
        if courts:  # king 13, queen 12, jack 11: counted at their rank (their place in the pack)
            exercise.mistake(number_choice(combo.value + sum(card.rank - TEN for card in courts)),
                             "You counted a court card at its rank: in the point a king, queen or jack is worth 10, "
                             "like the ten.")
        aces = len([card for card in combo.cards if card.pips == 11])
        if aces:
            exercise.mistake(number_choice(combo.value - 10 * aces), "You counted the ace as 1: in the point it "
                                                                      "is worth 11.")
        exercise.mistake(number_choice(combo.length), "That is how many cards you called: \"Making?\" asks for "
                                                      "their pips.")
    if kind != "point":  # a run to the ace is "major"; typed, "to the ace" says the same
        exercise.aliases = {slug("Major."): ("to the ace", "the ace", "ace")}
        # typed, a run's name says its top card too: "quart major", "tierce minor" (RULES.md
        # §5: the lowest run of its length), and "to the nine" names the minor's top card;
        # said of a wrong choice, it is that choice (a wrong answer, not a typo)
        for top in (ACE, SEVEN + combo.length - 1):
            run = Sequence(combo.suit, top, combo.length)
            value = slug(second_figure_words(run))
            if value in [choice for choice, _label in exercise.choices]:
                extra = (run.full_name, "to the " + RANK_NAMES[top]) if top != ACE else (run.full_name,)
                exercise.aliases[value] = tuple(exercise.aliases.get(value, ())) + extra
    return exercise


def spoken(n):
    return cap(number_words(n))


def generate(seed, level):
    """Elder's calls for a hand after the exchange: each call in turn as it is said."""
    from ..events import Called, Exchanged, SecondFigure
    from .puzzle import Puzzle, Step, codes, deal_after_exchange, declare_honestly, lines_between, puzzle_rng
    rng = puzzle_rng(seed, level)
    elder, younger, rest = _pick_hands(rng, level)
    deal = declare_honestly(deal_after_exchange(elder, younger, rest))
    steps = []
    pending = []
    hand = deal.hands[0]
    for index in range(len(deal.log)):
        entry = deal.log[index]
        if type(entry) is Exchanged:
            continue
        if type(entry) in (Called, SecondFigure) and entry.seat == 0:
            if type(entry) is Called:
                exercise = _call_step(entry.kind, entry.combo, hand)
            else:
                exercise = _second_step(entry.kind, entry.combo, hand)
            steps.append(Step(exercise, pending, lines_between(deal, index, index + 1)))
            pending = []
        else:
            pending.extend(lines_between(deal, index, index + 1))
    if pending:
        steps[-1].after.extend(pending)
    answer = {"calls": [step.exercise.expected for step in steps], "elder": codes(elder)}
    return Puzzle("calls", level, seed, TITLE,
                  "You are elder, with this hand after the exchange. Make each call in turn, as it is said, and "
                  "declare everything you hold, keeping nothing back. Younger answers honestly.",
                  [("Your hand (elder)", deal.hands[0])], steps, answer, "declaring")
