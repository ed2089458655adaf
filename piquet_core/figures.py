"""Figures as the learner reads them (values, costs, shares), printed alike on every runtime.

Rounding a float to print it is not portable: CPython's ``"%.1f" % 2.25`` prints 2.2
(2.25 is exact, and the half goes to the even digit), MicroPython's prints 2.3, and
MicroPython's ``round(9.2, 1)`` prints 9.199999999999999. So every figure shown to the
learner is rounded here, to whole tenths, hundredths or units with one rule (halves away
from zero), and written with integer arithmetic only.

>>> tenths(2.25), tenths(-2.25), tenths(2.24), tenths(-0.04)
(23, -23, 22, 0)
>>> decimal(2.0), decimal(2.25), decimal(-0.25), decimal(-0.04)
('2.0', '2.3', '-0.3', '0.0')
>>> one_decimal(2.25), one_decimal(9.199999999999999), one_decimal(1.0), one_decimal(-0.01), one_decimal(2)
('2.3', '9.2', '1', '0', '2')
>>> signed(2.25), signed(-1.0), signed(0.04), signed(3)
('+2.3', '-1', '0', '+3')
>>> percent(0.525), percent(5 / 6.0), whole(2.5), whole(-2.5), hundredths(1.245)
('53%', '83%', '3', '-3', 125)
"""

# The coach's units when a partie's last deal is weighed by its settlement (``opponent.utility``):
# the table says "partie points" wherever its figures are in them.
PARTIE_POINTS = "partie points"


import math


def _scaled(value, factor):
    """``value * factor`` rounded to a whole number, halves away from zero."""
    scaled = value * factor
    whole_part = int(math.floor(abs(scaled) + 0.5))
    return -whole_part if scaled < 0 else whole_part


def tenths(value):
    """``value`` in whole tenths (an int), halves away from zero."""
    return _scaled(value, 10)


def hundredths(value):
    """``value`` in whole hundredths (an int), halves away from zero."""
    return _scaled(value, 100)


def whole(value):
    """``value`` rounded to a whole number, as text: "3"."""
    return "%d" % _scaled(value, 1)


def decimal(value):
    """``value`` to one decimal, always written: "2.0", "-0.3" (never "-0.0")."""
    count = tenths(value)
    sign = "-" if count < 0 else ""
    count = abs(count)
    return "%s%d.%d" % (sign, count // 10, count % 10)


def one_decimal(value):
    """A figure as the tables write it: one decimal, without a ".0" or a minus zero; an
    int (or anything not a float) as it is."""
    if not isinstance(value, float):
        return str(value)
    text = decimal(value)
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def signed(value):
    """``one_decimal`` with a "+" before a figure above zero: "+2.3", "-1", "0"."""
    text = one_decimal(value)
    return ("+" + text) if value > 0 and text != "0" else text


def percent(share):
    """A share (0 to 1) as a whole percentage: "83%"."""
    return "%d%%" % _scaled(share, 100)
