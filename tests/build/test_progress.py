"""site/py/progress.py: saved progress round-trips; anything untrustworthy is reset."""

import doctest

import pytest

import progress as progress_mod
from progress import RESET_NOTICE, Progress, load


def test_nothing_saved_is_a_fresh_start_without_notice():
    for text in (None, ""):
        progress, notice = load(text)
        assert progress.solved == {} and notice is None


def test_round_trip():
    progress = Progress()
    assert progress.mark("the-point-1") is True
    assert progress.mark("the-point-1") is False
    progress.mark("sets-2")
    again, notice = load(progress.dump())
    assert notice is None
    assert again.count(["the-point-1", "sets-2", "sets-3"]) == 2


@pytest.mark.parametrize("text", [
    "{broken", "[]", "null", "42", '{"version": 2, "solved": []}', '{"solved": []}',
    '{"version": 1, "solved": "the-point-1"}', '{"version": 1, "solved": [1, 2]}',
    '{"version": 1, "solved": [""]}', '{"version": 1, "solved": ["' + "x" * 500 + '"]}',
])
def test_corrupt_progress_is_reset_with_a_notice(text):
    progress, notice = load(text)
    assert progress.solved == {}
    assert notice == RESET_NOTICE


def test_doctests():
    assert doctest.testmod(progress_mod).failed == 0


def test_sitegen_doctests():
    import sitegen.frontmatter
    import sitegen.glossary
    for module in (sitegen.frontmatter, sitegen.glossary):
        assert doctest.testmod(module).failed == 0
