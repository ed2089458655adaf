"""The puzzles page's address, read by ``site/py/puzzle_view`` (ordinary Python, tested here)."""

import doctest
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site" / "py"))

import puzzle_view  # noqa: E402

from piquet_core.exercises.registry import family_names  # noqa: E402


def test_an_escaped_puzzle_number_is_read_as_typed():
    """"seed=%2042" was refused as "\\"%2042\\" is not one": the escape of a space, quoted."""
    assert puzzle_view.parse_hash("#family=calls&level=2&seed=%2042", family_names()) == ("calls", 2, 42, None)
    problem = puzzle_view.parse_hash("#family=calls&level=2&seed=4%2C2", family_names())[3]
    assert '"4,2"' in problem and "%2C" not in problem


def test_puzzle_view_doctests():
    assert doctest.testmod(puzzle_view).failed == 0
