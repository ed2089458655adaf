"""The coach: every option valued with a reason, the best one legal, all plain data."""

import json

import pytest

from piquet_core.deal import Deal
from piquet_core.opponent.coach import advise, review
from piquet_core.players import make_player, play_deal

KEYS = {"seat", "phase", "options", "best", "action", "value", "reason", "units", "samples"}


def _decisions(seed):
    """A club-against-club deal, paused at each phase in turn: (deal, seat)."""
    deal = Deal.from_seed(seed)
    club = [make_player("club", 1), make_player("club", 2)]
    seen = set()
    while not deal.is_over:
        seat = deal.to_act
        key = (deal.phase, bool(deal.current))
        if key not in seen:
            seen.add(key)
            yield deal.copy(), seat
        deal.do(club[seat].choose(deal.view(seat)), seat)


@pytest.mark.parametrize("seed", [3, 11])
def test_advice_at_every_phase(seed):
    phases = set()
    for deal, seat in _decisions(seed):
        advice = advise(deal, seat, budget_ms=40)
        json.dumps(advice)
        assert KEYS <= set(advice)
        assert advice["best"] == advice["action"] == advice["options"][0]["action"]
        assert deal.can(advice["action"], seat)
        values = [option["value"] for option in advice["options"]]
        assert advice["value"] == max(values)
        for option in advice["options"]:
            assert option["reason"] and option["reason"][0].isupper() and option["reason"].endswith(".")
            assert deal.can(option["action"], seat)
        if deal.phase == "play":
            exact = advice["exact"]
            assert sorted(item["action"] for item in exact) == sorted(str(a) for a in deal.legal_actions())
        phases.add(advice["phase"])
    assert {"exchange", "declaration", "play"} <= phases


def test_advice_from_the_view_is_the_advice_from_the_deal():
    deal, seat = list(_decisions(5))[-1]
    from_deal = advise(deal, seat, samples=4)
    from_view = advise(deal.view(seat), samples=4)
    from_deal.pop("exact", None)
    assert from_deal == from_view


def test_advice_refuses_a_seat_not_to_act():
    deal = Deal.from_seed(1)
    with pytest.raises(ValueError):
        advise(deal, 1 - deal.to_act, budget_ms=20)


def test_review_of_a_finished_deal():
    deal = play_deal(Deal.from_seed(12), [make_player("beginner", 1), make_player("club", 2)])
    rows = review(deal, 0, budget_ms=20)
    json.dumps(rows)
    mine = [i + 1 for i, move in enumerate(deal.history) if move.seat == 0]
    assert [row["number"] for row in rows] == mine
    for row in rows:
        assert {"number", "phase", "yours", "coach", "cost", "reason", "options"} <= set(row)
        assert row["cost"] is None or row["cost"] >= 0
        if row["phase"] == "play":
            assert row["exact"]["cost"] >= 0
            assert row["exact"]["yours"] == row["exact"]["cards"][row["yours"]]
    assert any(row["phase"] == "exchange" for row in rows)


def test_the_last_deal_is_valued_in_partie_points():
    deal, seat = list(_decisions(5))[0]      # elder's exchange
    plain = advise(deal, seat, samples=4)
    last = advise(deal, seat, samples=4, partie={"scores": [60, 150], "deals_left": 0})
    early = advise(deal, seat, samples=4, partie={"scores": [60, 150], "deals_left": 3})
    assert plain["units"] == early["units"] == "points" and last["units"] == "partie points"
    assert early["options"] == plain["options"]
    # 60 against 150 in the last deal: whatever he does he loses the partie, by hundreds.
    assert all(option["value"] < -100 for option in last["options"])


def test_partie_utility_rewards_crossing_the_rubicon():
    from piquet_core.opponent.utility import PartieContext
    context = PartieContext((90, 150), deals_left=0)
    assert context.utility(10, 0) - context.utility(9, 0) > 100   # 100 saves the rubicon
    assert context.utility(30, 0) - context.utility(29, 0) == 1


def _with_hints(seed, asked=lambda number: True):
    """A club-against-club deal, and the coach's advice at those of elder's decisions
    ``asked`` names, by the move's number in the deal."""
    deal = play_deal(Deal.from_seed(seed), [make_player("club", 1), make_player("club", 2)])
    fresh = Deal(deal.dealt[0], deal.dealt[1], deal.talon_dealt, deal.rules, deal.seed)
    hints = {}
    for number, move in enumerate(deal.history, 1):
        if move.seat == 0 and fresh.phase != "carte blanche" and asked(number):
            hints[number] = advise(fresh.copy(), 0, seed=deal.seed)
        fresh.do(move.action, move.seat)
    return deal, hints


def _same_verdict(row, hint):
    assert row["coach"] == hint["best"], row["number"]
    said = dict((option["action"], option) for option in hint["options"])
    for option in row["options"]:
        if option["action"] in said:
            assert option == said[option["action"]], (row["number"], option)
    assert row["options"][0] == hint["options"][0]


@pytest.mark.parametrize("seed", [5, 8])
def test_the_review_gives_the_hints_figures_for_each_decision(seed):
    """A decision's verdict is the same in the Hint and the review: a learner shown two
    values, or two shares of talons, for one decision stops trusting the coach."""
    deal, hints = _with_hints(seed, asked=lambda number: number % 4 != 3)
    rows = review(deal, 0, seed=deal.seed)
    assert set(hints) < set(row["number"] for row in rows)
    for row in rows:
        if row["number"] in hints:
            _same_verdict(row, hints[row["number"]])
        assert row["options"][0]["action"] == row["coach"]


def test_advice_asked_again_is_the_same_verdict():
    """Follow and the coach's move ask again: the same advice, not a new sampling."""
    deal = Deal.from_seed(6)
    first = advise(deal, 0, budget_ms=200, seed=6)
    assert advise(deal.copy(), 0, budget_ms=50, seed=6) == first


def test_the_coachs_figures_do_not_depend_on_the_clock(monkeypatch):
    """On a loaded machine the search runs late; the coach's samples are still all counted,
    so its figures for a decision are the same on any machine (a view: nothing kept)."""
    view = Deal.from_seed(4).view(0)
    quiet = advise(view, budget_ms=200)
    ticks = [0.0]

    def slow_clock():
        ticks[0] += 1000.0
        return ticks[0]
    from piquet_core.opponent import evalplay, expert
    monkeypatch.setattr(evalplay, "clock_ms", slow_clock)
    monkeypatch.setattr(expert, "clock_ms", slow_clock)
    assert advise(view, budget_ms=200) == quiet
