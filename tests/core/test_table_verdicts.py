"""The coach's verdicts kept by the table (``table/verdicts.py``) after going back: a
decision weighed again gets the figures a fresh weighing gives."""

import pytest

from piquet_core.opponent import coach
from piquet_core.table import adapter, feedback, verdicts
from piquet_core.table.session import Table


def test_going_back_to_a_decision_drops_its_verdict_and_the_later_ones():
    kept = dict((index, {"units": "points", "options": []}) for index in (2, 5, 8))
    assert sorted(verdicts.after_undo(kept, 5)) == [2]
    assert sorted(verdicts.after_undo(kept, 6)) == [2, 5]


def _exchanged(codes):
    table = Table({"feedback": True})
    table.new_single_deal(seed=60176, level="club")  # the learner is elder
    for code in codes.split():
        table.act("card", code)
    table.act("exchange")
    return table


def _weighed(table, shown):
    row = adapter.review_decision(table.deal, table.learner_seat, 0, shown)
    return row["cost"], row["coach"], row["reason"], row["your_reason"]


@pytest.fixture
def forgetful_coach(monkeypatch):
    """The coach with no advice remembered (a fresh worker)."""
    monkeypatch.setattr(coach, "_given", {})
    monkeypatch.setattr(coach, "_given_order", [])


def test_an_exchange_made_again_after_going_back_is_weighed_as_a_fresh_one(forgetful_coach):
    fresh = _weighed(_exchanged("JS 9H 7H 7C"), [])
    coach._given.clear()
    del coach._given_order[:]
    # Seed 60176 (a learner's walk-through): one 4-card exchange said at once, then "Go back"
    # and another: its figures were weighed beside the first one's verdict (14.0, not 14.9).
    table = _exchanged("JS TS 9H 7H")
    row = adapter.review_decision(table.deal, table.learner_seat, 0, table.verdicts_for_review())
    assert feedback.accept(table, 0, row) and 0 in table.verdicts
    table.act("undo", "0")
    for code in "JS 9H 7H 7C".split():
        table.act("card", code)
    table.act("exchange")
    assert _weighed(table, table.verdicts_for_review()) == fresh
