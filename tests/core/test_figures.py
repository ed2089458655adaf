"""Figures shown to the learner are rounded by one helper (piquet_core.figures), halves away
from zero, so that they print alike in CPython, Pyodide and MicroPython (whose "%.1f" rounds
2.25 up where CPython's rounds it down); the same figures are compared under MicroPython by
the portability driver (driver.figure_texts)."""

import pytest

from piquet_core import figures
from piquet_core.opponent.reasons import cost_words
from piquet_core.table.widgets import points, signed


@pytest.mark.parametrize("value, one, sign, cost", [
    (2.25, "2.3", "+2.3", "costs about 2.3 points on average"),
    (-2.25, "-2.3", "-2.3", None),
    (1.25, "1.3", "+1.3", "costs about 1.3 points on average"),
    (0.25, "0.3", "+0.3", "costs about 0.3 points on average"),
    (2.0, "2", "+2", "costs about 2.0 points on average"),
    (-0.04, "0", "0", None),
])
def test_halves_round_away_from_zero_in_every_figure(value, one, sign, cost):
    assert figures.one_decimal(value) == one
    assert signed(value) == sign
    assert points(value) == one + (" point" if one == "1" else " points")
    if cost is not None:
        assert cost_words(value) == cost


def test_shares_and_whole_numbers():
    assert [figures.percent(share) for share in (0.525, 5 / 6.0, 0.005, 0.0)] == ["53%", "83%", "1%", "0%"]
    assert [figures.whole(value) for value in (2.5, -2.5, 0.49)] == ["3", "-3", "0"]


def test_the_exchange_exercise_prints_its_cost_with_the_helper():
    from piquet_core.exercises import exchange
    assert exchange.hundredths is figures.hundredths
    assert exchange.decimal is figures.decimal
