"""The command line's ``solve`` and ``selfplay`` (piquet_core.commands_search)."""

import json

import pytest

from piquet_core import kernel, solver
from piquet_core.__main__ import main
from piquet_core.deal import Deal
from piquet_core.players import random_action
from piquet_core.prng import Prng
from piquet_core.record import dump

SOLVE_KEYS = {"to_act", "value", "best", "nodes", "ms"}
SELFPLAY_KEYS = {"deals", "seconds", "deals_per_s", "totals"}


def record_in_play(tmp_path, seed, cards_left, after_lead):
    """A record of a seeded random deal stopped in the play, and the deal itself."""
    deal = Deal.from_seed(seed)
    rng = Prng(seed)
    while deal.phase != "play" or len(deal.hands[0]) > cards_left:
        deal.do(random_action(deal, rng))
    if after_lead and not deal.current:
        deal.do(random_action(deal, rng))
    if not after_lead and deal.current:
        deal.do(random_action(deal, rng))
    path = tmp_path / ("seed%d.pqt" % seed)
    path.write_text(dump(deal), encoding="utf-8")
    return path, deal


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("after_lead", [True, False], ids=["after a lead", "at a trick boundary"])
def test_solve_json_has_exactly_the_keys_and_the_solver_value(tmp_path, capsys, after_lead):
    path, deal = record_in_play(tmp_path, 21, 6, after_lead)
    status, out, err = run(capsys, "solve", str(path), "--json")
    assert status == 0, err
    data = json.loads(out)
    assert set(data) == SOLVE_KEYS
    expected = solver.solve(kernel.from_deal(deal))
    assert data["to_act"] == ("elder" if deal.to_act == 0 else "younger")
    assert data["value"] == expected.value
    assert data["best"] == [card.code for card in expected.best] and data["best"]
    legal = set(action.card.code for action in deal.legal_actions())
    assert set(data["best"]) <= legal
    assert isinstance(data["nodes"], int) and isinstance(data["ms"], (int, float))
    if after_lead:
        assert deal.current and data["to_act"] == ("younger" if deal.leader == 0 else "elder")


def test_solve_text_is_one_readable_line(tmp_path, capsys):
    path, deal = record_in_play(tmp_path, 4, 3, True)
    status, out, err = run(capsys, "solve", str(path))
    assert status == 0, err
    assert out.count("\n") == 1 and "to play; value" in out and "best:" in out


def test_solve_refuses_a_record_not_in_the_play(tmp_path, capsys):
    early = tmp_path / "early.pqt"
    early.write_text("Seed: 3\n", encoding="utf-8")
    status, out, err = run(capsys, "solve", str(early), "--json")
    assert status == 2 and out == ""
    assert "not in the play" in err and "exchange" in err
    deal = Deal.from_seed(3)
    rng = Prng(3)
    while not deal.is_over:
        deal.do(random_action(deal, rng))
    over = tmp_path / "over.pqt"
    over.write_text(dump(deal), encoding="utf-8")
    status, out, err = run(capsys, "solve", str(over), "--json")
    assert status == 2 and "not in the play" in err


def test_solve_refuses_a_bad_record_or_file(tmp_path, capsys):
    bad = tmp_path / "bad.pqt"
    bad.write_text("Seed: 3\n1. elder: exchange none\n", encoding="utf-8")
    status, out, err = run(capsys, "solve", str(bad), "--json")
    assert status == 2 and "line 2" in err
    status, out, err = run(capsys, "solve", str(tmp_path / "missing.pqt"), "--json")
    assert status == 2 and "cannot read" in err


def test_selfplay_json_sums_the_seeded_deals(capsys):
    status, out, err = run(capsys, "selfplay", "--deals", "5", "--seed", "40", "--json")
    assert status == 0, err
    data = json.loads(out)
    assert set(data) == SELFPLAY_KEYS and set(data["totals"]) == {"elder", "younger"}
    assert data["deals"] == 5 and data["seconds"] >= 0 and data["deals_per_s"] > 0
    again = json.loads(run(capsys, "selfplay", "--deals", "5", "--seed", "40", "--players", "random,random",
                           "--json")[1])
    assert again["totals"] == data["totals"]  # seeded: the same deals, the same play
    one_by_one = [json.loads(run(capsys, "selfplay", "--deals", "1", "--seed", str(40 + i), "--json")[1])["totals"]
                  for i in range(5)]
    assert sum(t["elder"] for t in one_by_one) == data["totals"]["elder"]
    assert sum(t["younger"] for t in one_by_one) == data["totals"]["younger"]


def test_selfplay_with_rules_and_text_output(capsys):
    status, out, err = run(capsys, "selfplay", "--deals", "2", "--seed", "1", "--rules", "rubicon +old_count")
    assert status == 0, err
    assert "2 deals (random against random)" in out


@pytest.mark.parametrize("argv, words", [
    (["--players", "random,grandmaster"], "unknown player 'grandmaster'"),
    (["--players", "random"], "--players"),
    (["--rules", "rubicon +bogus"], "bogus"),
    (["--deals", "0"], "--deals"),
])
def test_selfplay_bad_arguments_exit_2(capsys, argv, words):
    argv = ["selfplay", "--deals", "2", "--seed", "1"] + argv
    try:
        status = main(argv)
    except SystemExit as exit:  # argparse refuses a bad argument itself
        status = exit.code
    out, err = capsys.readouterr()
    assert status == 2 and words in err and out == ""
