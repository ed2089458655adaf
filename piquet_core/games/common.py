"""What the games for three or more seats share: tricks of one card per seat, the
order round the table, and calls as the other seats heard them.

Glossary:
    table trick: one card from every seat, in playing order from the leader; the
                 highest card of the suit led wins (no trumps).
    figure:      what a call says aloud: the length of a point or sequence (and its
                 pips or top card once asked), or a set's count and rank. A call is
                 recorded with its cards, but another seat heard only its figure.

>>> from piquet_core.cards import parse_cards
>>> trick_winner_of(2, parse_cards("9S AS 7H"), 3)
0
>>> seats_from(1, 3)
(1, 2, 0)
"""

from collections import namedtuple

from ..combinations import SET
from ..events import Called, SecondFigure
from ..seats import next_seat

# A finished trick: ``cards`` in the order played, the first led by ``leader``.
TableTrick = namedtuple("TableTrick", ("leader", "cards", "winner"))

# A call as the other seats heard it: ``length`` (a set's count) and ``second`` (the
# point's pips, the sequence's top rank, a set's rank; None until it is said).
Figure = namedtuple("Figure", ("kind", "length", "second"))


def seats_from(seat, count):
    """The seats of a table of ``count`` in turn, starting with ``seat`` (clockwise)."""
    order = [seat]
    while len(order) < count:
        order.append(next_seat(order[-1], count))
    return tuple(order)


def seat_after(seat, steps, count):
    """The seat ``steps`` turns after ``seat`` (clockwise)."""
    for _ in range(steps):
        seat = next_seat(seat, count)
    return seat


def trick_winner_of(leader, cards, count):
    """The seat whose card wins a trick of ``cards`` played in turn from ``leader``."""
    led = cards[0]
    best, winner = led, leader
    seat = leader
    for card in cards[1:]:
        seat = next_seat(seat, count)
        if card.suit == led.suit and card.rank > best.rank:
            best, winner = card, seat
    return winner


def heard(combo, second=False):
    """The ``Figure`` of a call: its first figure, and its second too when ``second``."""
    if combo is None:
        return None
    length, rest = combo.key
    if combo.kind == SET:  # "Three kings": count and rank said at once
        return Figure(SET, length, rest)
    return Figure(combo.kind, length, rest if second else None)



def masked_log(log, seat):
    """The log as ``seat`` heard it: other seats' calls as figures, not cards."""
    out = []
    for entry in log:
        kind = type(entry)
        if kind is Called and entry.seat != seat and entry.combo is not None:
            entry = Called(entry.seat, entry.kind, heard(entry.combo))
        elif kind is SecondFigure and entry.seat != seat:
            entry = SecondFigure(entry.seat, entry.kind, heard(entry.combo, second=True))
        out.append(entry)
    return tuple(out)
