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


def test_solve_refuses_another_games_record_and_a_huge_file_with_a_sentence(tmp_path, capsys):
    """An audit: solve crashed with a traceback on a Normand, Écrire, Imperial or partie
    record ("'NormandRules' object has no attribute 'old_count'"), and read /dev/zero without end."""
    from piquet_core.__main__ import main as cli
    for game in ("normand", "imperial", "ecrire"):
        cli(["play", "--game", game, "--seed", "5"])
        text = capsys.readouterr()[0]
        path = tmp_path / ("%s.pqt" % game)
        path.write_text(text, encoding="utf-8")
        status, out, err = run(capsys, "solve", str(path))
        assert status == 2 and "solve reads a two-player deal record" in err and game in err, err
    huge = tmp_path / "huge.pqt"
    huge.write_bytes(b"\0" * 1_100_000)
    status, out, err = run(capsys, "solve", str(huge))
    assert status == 2 and "too long for a deal record" in err, err


def test_seeds_near_the_largest_work_or_are_refused_before_the_run(capsys):
    """A seed above MAX_SEED / 2 made a player's seed too large part-way through a match."""
    status, out, err = run(capsys, "match", "random", "random", "--pairs", "1", "--seed", "4000000000", "--json")
    assert status == 0, err
    status, out, err = run(capsys, "selfplay", "--deals", "1", "--seed", "4503599627370496", "--json")
    assert status == 0, err
    status, out, err = run(capsys, "selfplay", "--deals", "3", "--seed", "9007199254740990")
    assert status == 2 and "above the largest seed" in err and out == "", err


@pytest.mark.parametrize("argv, words", [
    (["match", "expert:samples=0", "random", "--pairs", "1"], "samples must be a whole number, 1 or more"),
    (["match", "expert:budget_ms=-5", "random", "--pairs", "1"], "budget_ms must be above 0"),
])
def test_a_level_option_out_of_range_is_a_sentence_not_a_traceback(capsys, argv, words):
    status, out, err = run(capsys, *argv)
    assert status == 2 and words in err, err


def test_deals_in_superscript_digits_are_refused_in_the_options_words(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["selfplay", "--deals", "\u00b2", "--seed", "1"])
    assert stop.value.code == 2 and "--deals must be a whole number" in capsys.readouterr()[1]
