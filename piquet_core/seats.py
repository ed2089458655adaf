"""Seats at the table, and the names the rules give them.

Glossary:
    seat:     a place at the table, numbered from 0. In the two-player game seat 0 is
              elder (the non-dealer, who speaks and leads first) and seat 1 is younger
              (the dealer). Games for three or four players number their seats from
              the dealer's left.
    opponent: in the two-player game, the other seat.

Code outside this module never does arithmetic on seat numbers: it asks ``opponent``
or ``next_seat``, so that a three- or four-seat game can reuse it unchanged.

>>> opponent(ELDER) == YOUNGER, seat_name(YOUNGER), parse_seat("Elder")
(True, 'younger', 0)
>>> next_seat(2, 3)
0
"""

from .errors import PiquetError

ELDER, YOUNGER = 0, 1
TWO_SEATS = (ELDER, YOUNGER)
SEAT_NAMES = ("elder", "younger")


def opponent(seat):
    """The other seat of a two-player game."""
    return 1 - seat


def next_seat(seat, count):
    """The seat after ``seat`` at a table of ``count`` seats (clockwise, dealer's left first)."""
    return (seat + 1) % count


def seat_name(seat):
    return SEAT_NAMES[seat]


def parse_seat(text):
    """``"elder"``/``"younger"`` (any case) to a seat; a ``PiquetError`` names the word."""
    word = str(text).lower()
    if word not in SEAT_NAMES:
        raise PiquetError("a seat is 'elder' or 'younger', got %r" % (text,))
    return SEAT_NAMES.index(word)
