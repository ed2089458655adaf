"""How two holdings of a class are compared (RULES.md §5, "compared by"), in words: the
one place the hints take them from. A holding's ``key`` in ``combinations`` is ordered
the same way: (what is compared first, what decides between equal ones).

Glossary:
    length: a point's or a sequence's number of cards; for sets, the size: a quatorze
            (four) beats any trio (three), whatever the ranks.
    pips:   the cards' values added up (ace 11, king, queen, jack and ten 10, the others
            their face value), compared only between points of the same length.

>>> compare_order("point"), compare_order("sequence")
('the lengths first, then the pips', 'the lengths first, then the top cards')
>>> compare_order("set")
'the sizes first (a quatorze beats any trio), then the ranks'
>>> decides("point"), decides("sequence"), decides("set")
('the pips decide', 'the top cards decide', 'the ranks decide')
>>> same_length("point"), same_length("set")
('the lengths are equal', 'the sets are the same size')
>>> figure("point"), figure("sequence"), EQUAL_QUESTION["point"], EQUAL_QUESTION["sequence"]
('pip total', 'top card', 'Making?', 'How high?')
"""

from .combinations import POINT, SEQUENCE, SET
from .speech import capitalize

# class: (compared first, what decides between equal ones, the figure that says it)
COMPARED_BY = {
    POINT: ("length", "pips", "pip total"),
    SEQUENCE: ("length", "top cards", "top card"),
    SET: ("size", "ranks", "rank"),  # the rank is named with the call: "Three kings"
}
QUATORZE_FIRST = "a quatorze beats any trio"
SETS_NEVER_EQUAL = "sets are never equal (two players cannot hold sets of the same rank)"
# What younger asks when his holding is as long as the call; elder then names the figure.
EQUAL_QUESTION = {POINT: "Making?", SEQUENCE: "How high?"}


def compare_order(kind):
    """What to compare in two holdings, in order: "the lengths first, then the pips"."""
    first, then, _ = COMPARED_BY[kind]
    return "the %ss first%s, then the %s" % (first, " (%s)" % QUATORZE_FIRST if kind == SET else "", then)


def decides(kind):
    """What decides between holdings of equal length (sets: size): "the top cards decide"."""
    return "the %s decide" % COMPARED_BY[kind][1]


def figure(kind):
    """The figure that decides, as elder names it after "Equal": "pip total", "top card"."""
    return COMPARED_BY[kind][2]


def same_length(kind):
    """"the lengths are equal"; "the sets are the same size"."""
    return "the sets are the same size" if kind == SET else "the %ss are equal" % COMPARED_BY[kind][0]


def length_first(kind):
    """The rule, as a clause: "the length decides first, and the pips only between equal lengths"."""
    if kind == SET:
        return QUATORZE_FIRST + ", even of a higher rank"
    first, then, _ = COMPARED_BY[kind]
    return "the %s decides first, and the %s only between equal %ss" % (first, then, first)


def wrong_order(kind):
    """The hint for an answer that compared the second figure first.

    >>> wrong_order("point")
    'You compared the pips first: the length decides first, and the pips only between equal lengths.'
    >>> wrong_order("set")
    'Count before you rank: a quatorze beats any trio, even of a higher rank.'
    """
    if kind == SET:
        return "Count before you rank: %s." % length_first(kind)
    return "You compared the %s first: %s." % (COMPARED_BY[kind][1], length_first(kind))


def not_a_tie(kind):
    """The hint for "nobody scores" when the lengths are equal but the holdings are not.

    >>> not_a_tie("sequence")
    'The lengths are equal, but that is not a tie: the top cards decide. Nobody scores only when they are equal too.'
    >>> not_a_tie("set")
    'The sets are the same size, but sets are never equal (two players cannot hold sets of the same rank): the higher rank wins.'
    """
    if kind == SET:
        return "%s, but %s: the higher %s wins." % (
            capitalize(same_length(kind)), SETS_NEVER_EQUAL, figure(kind))
    return "%s, but that is not a tie: %s. Nobody scores only when they are equal too." % (
        capitalize(same_length(kind)), decides(kind))
