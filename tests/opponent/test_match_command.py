"""``python -m piquet_core match``: the exact JSON keys, and clear errors on bad arguments."""

import json

import pytest

from piquet_core.__main__ import main

KEYS = ["pairs", "a_wins", "b_wins", "draws", "a_score_rate", "points_per_pair", "ci95", "decision_ms"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_exactly_the_documented_keys(capsys):
    code, out, _ = run(capsys, "match", "club", "beginner", "--pairs", "3", "--seed", "5", "--json")
    assert code == 0
    result = json.loads(out)
    assert list(result) == KEYS
    assert result["pairs"] == 3 and result["a_wins"] + result["b_wins"] + result["draws"] == 3
    assert result["a_score_rate"] == pytest.approx((result["a_wins"] + result["draws"] / 2) / 3, abs=1e-4)
    low, high = result["ci95"]
    assert 0 <= low <= result["a_score_rate"] <= high <= 1
    assert isinstance(result["points_per_pair"], float)
    assert sorted(result["decision_ms"]) == ["A", "B"]
    for side in ("A", "B"):
        times = result["decision_ms"][side]
        assert list(times) == ["p50", "p95", "max"]
        assert 0 <= times["p50"] <= times["p95"] <= times["max"]


def test_the_same_seed_gives_the_same_match(capsys):
    outputs = []
    for _ in range(2):
        code, out, _ = run(capsys, "match", "beginner", "random", "--pairs", "2", "--seed", "9", "--json")
        result = json.loads(out)
        del result["decision_ms"]
        outputs.append(result)
    assert outputs[0] == outputs[1]


def test_rules_and_options_are_accepted(capsys):
    code, out, _ = run(capsys, "match", "expert:samples=2", "club", "--pairs", "1", "--rules", "rubicon +old_count",
                       "--json")
    assert code == 0 and json.loads(out)["pairs"] == 1


def test_text_output(capsys):
    code, out, _ = run(capsys, "match", "beginner", "random", "--pairs", "1")
    assert code == 0 and "score rate" in out


@pytest.mark.parametrize("argv,words", [
    (["match", "nobody", "club", "--pairs", "1"], "unknown player 'nobody'"),
    (["match", "expert:budget=3", "club", "--pairs", "1"], "takes no option budget"),
    (["match", "expert:samples=x", "club", "--pairs", "1"], "must be a number"),
])
def test_bad_players_exit_2_with_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and words in err and err.count("\n") == 1


@pytest.mark.parametrize("argv", [
    ["match", "club", "beginner", "--pairs", "0"],
    ["match", "club", "beginner", "--pairs", "many"],
    ["match", "club", "beginner", "--seed", "-3"],
    ["match", "club", "beginner", "--rules", "rubicon +bogus"],
    ["match", "club"],
])
def test_bad_arguments_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "error" in capsys.readouterr().err
