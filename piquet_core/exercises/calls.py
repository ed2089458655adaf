"""Elder's calls: what a hand holds in each class (the kinds ``point``, ``sequence``
and ``sets``).

Glossary:
    point:    the longest suit, compared by length, then pip total.
    sequence: three or more cards of one suit in rank order.
    set:      three or four cards of one rank, ten or higher.
"""

from ..cards import SEVEN, TEN
from ..combinations import Sequence, Set, best_point, sequences, sets
from ..speech import number_words
from .base import Exercise, article, cap, choices, labels, slug, spec_cards, suit_name


def build_point(spec):
    cards = spec_cards(spec, "hand")
    point = best_point(cards)
    pips = " + ".join(str(card.pips) for card in point.cards)
    explanation = "The point is the longest suit: %s cards in %s (%s), making %s = %d." % (
        number_words(point.length), suit_name(point.cards[0]), labels(point.cards), pips, point.value)
    return Exercise(spec, "point", "What is this hand's point? Give its length and its pip total.",
                    "numbers", [], [("length", "Length (cards)"), ("value", "Pip total")],
                    [point.length, point.value], explanation)


def build_sequence(spec):
    cards = spec_cards(spec, "hand")
    found = sequences(cards)
    none = "No sequence"
    if not found:
        right = none
        explanation = "No three cards of one suit run in rank order, so the hand has no sequence."
        wrong = [Sequence(0, TEN, 3).full_name]
    else:
        best = found[0]
        right = best.full_name
        explanation = "The best sequence is %s %s (%s), worth %d." % (
            article(best.name), best.full_name, labels(best.cards), best.score)
        if len(found) > 1:
            explanation += " The hand also holds " + ", ".join(s.full_name for s in found[1:]) + "."
        wrong = [s.full_name for s in found[1:]]
        for length, top in ((best.length + 1, best.top), (best.length - 1, best.top),
                            (best.length, best.top - 1), (best.length, best.top + 1)):
            if 3 <= length <= 8 and top - length + 1 >= SEVEN and top <= 7:
                wrong.append(Sequence(best.suit, top, length).full_name)
        wrong.append(none)
    return Exercise(spec, "sequence", "What is this hand's best sequence?", "choice",
                    choices(right, wrong), [], slug(right), explanation)


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
    wrong = []
    for count, rank in right:  # a quatorze read as a trio
        if count == 4:
            wrong.append([(3, r) if r == rank else (c, r) for c, r in right])
    for rank in sorted(counts, reverse=True):
        if counts[rank] == 2 and rank >= TEN:  # two of a rank is no trio
            wrong.append(sorted(right + [(3, rank)], reverse=True))
        if counts[rank] >= 3 and rank < TEN:  # nines and lower never score
            wrong.append(sorted(right + [(counts[rank], rank)], reverse=True))
    if len(right) > 1:
        wrong.append(right[1:])
        wrong.append(right[:1])
    if right:
        wrong.append([])
    if found:
        explanation = "Sets are three or four cards of one rank, ten or higher. This hand holds %s, worth %d." % (
            " and ".join("%s (%s)" % (s.full_name, labels(s.cards)) for s in found),
            sum(s.score for s in found))
    else:
        explanation = "Sets are three or four cards of one rank, ten or higher; this hand has none."
    right_label = sets_label(right)
    return Exercise(spec, "sets", "Which sets does this hand hold?", "choice",
                    choices(right_label, [sets_label(w) for w in wrong]), [], slug(right_label),
                    explanation)


BUILDERS = {"point": build_point, "sequence": build_sequence, "sets": build_sets}
