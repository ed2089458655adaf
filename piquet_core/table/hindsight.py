"""What a sunk class turned out to be worth once the deal is over and both hands are shown.

Glossary:
    sink:   to call "none" in a class while holding something in it (RULES.md §5), so that
            the opponent learns nothing of those cards; the class is then given up.
    class:  the point, the sequence or the set, each declared and won on its own.

The coach's cost of a decision is an average over the hands the opponent might hold: a
learner who sank a point of five (49) read "Cost: 5 points" in the review, though the
computer's hand, shown beside it, held a point of five (50) that beat his anyway (a
walk-through). The review keeps the average (it is what the choice was worth when it was
made) and adds, from the two hands now known, whether an honest call would have won the
class in this deal. Portable: the page renders the review.

>>> from piquet_core.cards import parse_cards
>>> mine = parse_cards("AS KS QS JS 8S AH KH 7D 8D 9D AC KC")
>>> his = parse_cards("7S 9S QH JH TH 9H 8H 7H QC JC TC 9C")
>>> sink_hindsight((mine, his), 0, "point none")
'With both hands known: his point of six (54) beat your point of five (49): an honest call would not have won the point in this deal.'
>>> sink_hindsight((mine, his), 0, "sequence none")[:64]  # (his sixième minor)
'With both hands known: his sixième minor beat your quart major: '
>>> sink_hindsight((mine, his), 0, "set none") is None  # (his hand has no trio: the cost stands)
True
>>> sink_hindsight((mine, his), 0, "point KH AH") is None  # (not a sink)
True
"""

from ..combinations import CLASSES, POINT, all_of, compare
from ..seats import opponent


def _named(combo):
    """"point of five (50)", "quart major", "trio of aces"."""
    if combo.kind == POINT:
        return "%s (%d)" % (combo.full_name, combo.value)
    return combo.full_name


def sink_hindsight(hands, seat, action_text):
    """For a whole class sunk (``action_text`` "point none", "sequence none" or "set
    none") by ``seat`` holding something in it: a sentence saying that, with ``hands`` (both
    seats' hands after the exchange) known, an honest call would not have won that class,
    or None (not a sink, nothing held, or the honest call would have won: the cost stands)."""
    kind, _, rest = str(action_text).partition(" ")
    if kind not in CLASSES or rest != "none" or hands is None:
        return None
    mine = all_of(kind, hands[seat])
    if not mine:
        return None
    theirs = all_of(kind, hands[opponent(seat)])
    verdict = compare(mine[0], theirs[0] if theirs else None)
    if verdict > 0:
        return None
    how = "beat" if verdict < 0 else "was no better than"
    outcome = ("an honest call would not have won the %s in this deal" % kind if verdict < 0 else
               "neither would have scored the %s in this deal" % kind)
    return "With both hands known: his %s %s your %s: %s." % (_named(theirs[0]), how, _named(mine[0]), outcome)
