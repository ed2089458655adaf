"""piquet_core.exercises: every kind, table-driven, and the spec errors name the key."""

import doctest
import json

import pytest

import piquet_core.exercises as exercises_mod
from piquet_core.exercises import Exercise, ExerciseSpecError

STRONG = "AS KS QS JS TS AH KH QH AD KD AC KC"
WEAK = "9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D"
HAND = "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"

CASES = [
    # spec, right answer, a wrong answer, words the explanation must contain
    ({"ask": "point", "hand": HAND}, ["5", "50"], ["5", "51"], "making 11 + 10 + 10 + 10 + 9 = 50"),
    ({"ask": "point", "hand": "AS 9S 8S 7S KD QD JD 7D TH 9H AC 8C"}, ["4", "37"], ["4", "35"], "= 37"),
    ({"ask": "sequence", "hand": HAND}, "quart-major", "quint-major", "quart major"),
    ({"ask": "sequence", "hand": "AS QS TS 8S AH QH TH 8H AD QD TD 8D"}, "no-sequence", "tierce-to-the-ten",
     "no sequence"),
    ({"ask": "sets", "hand": HAND}, "trio-of-aces-and-trio-of-kings", "trio-of-aces", "worth 6"),
    ({"ask": "sets", "hand": "AS AH AD AC KS KH 9S 9H 9D 7C 8C 7D"}, "quatorze-of-aces", "trio-of-aces",
     "quatorze of aces"),
    ({"ask": "reply", "hand": HAND, "call": "point 5"}, "equal", "good", "Making?"),
    ({"ask": "reply", "hand": HAND, "call": "point 5 48"}, "not-good", "good", "making 50"),
    ({"ask": "reply", "hand": HAND, "call": "point 6"}, "good", "equal", "lower"),
    ({"ask": "reply", "hand": HAND, "call": "sequence 4 K"}, "not-good", "good", "quart major"),
    ({"ask": "reply", "hand": HAND, "call": "sequence 4 A"}, "equal", "good", "exactly the same"),
    ({"ask": "reply", "hand": HAND, "call": "set 4 T"}, "good", "not-good", "trio of aces"),
    ({"ask": "winner", "elder": STRONG, "younger": WEAK, "class": "point"}, "elder", "younger", "scores 5"),
    ({"ask": "winner", "elder": STRONG, "younger": WEAK, "class": "sequence"}, "elder", "neither", "Elder wins"),
    ({"ask": "score", "elder": STRONG, "younger": WEAK, "player": "elder"}, ["111"], ["51"], "repique 60"),
    ({"ask": "score", "elder": STRONG, "younger": WEAK, "player": "younger"}, ["0"], ["3"], "nothing"),
    ({"ask": "rubicon", "scores": "134 95"}, ["329"], ["139"], "134 + 95 + 100 = 329"),
    ({"ask": "rubicon", "scores": "120 150"}, ["130"], ["370"], "150 - 120 + 100 = 130"),
    ({"ask": "game_points", "totals": "88 115 72", "player": "2"}, ["70"], ["-70"], "115 - 72 = +43"),
    ({"ask": "game_points", "totals": "95 140 62 103", "player": "4"}, ["12"], ["8"], "add up to +12"),
]


@pytest.mark.parametrize("spec, right, wrong, words", CASES, ids=[c[0]["ask"] for c in CASES])
def test_kinds_check_answers_with_engine_figures(spec, right, wrong, words):
    exercise = Exercise.from_spec(spec)
    good = exercise.check(right)
    assert good.correct, good.message
    assert good.message.startswith("Right.") and words in good.message
    bad = exercise.check(wrong)
    assert not bad.correct and bad.message.startswith("Not quite.")
    if exercise.input == "choice":
        assert right in [value for value, label in exercise.choices]
        assert len({value for value, label in exercise.choices}) == len(exercise.choices)
    else:
        assert len(exercise.fields) == len(right)


@pytest.mark.parametrize("spec, right, wrong, words", CASES, ids=[c[0]["ask"] for c in CASES])
def test_json_round_trip_gives_the_same_exercise(spec, right, wrong, words):
    exercise = Exercise.from_spec(spec)
    again = Exercise.from_spec(json.loads(exercise.to_json()))
    assert (again.kind, again.prompt, again.choices, again.answer) == (
        exercise.kind, exercise.prompt, exercise.choices, exercise.answer)


def test_a_prompt_overrides_the_default():
    assert Exercise.from_spec({"ask": "rubicon", "scores": "134 95", "prompt": "Well?"}).prompt == "Well?"


def test_unusable_answers_are_explained_not_crashed():
    point = Exercise.from_spec({"ask": "point", "hand": HAND})
    assert point.check(["lots", "50"]).message == "Length (cards): enter a whole number (in digits or in words)."
    assert point.check(["five", "fifty"]).correct  # numbers may be written in words
    assert point.check(["5"]).message == "Fill in every box."
    assert point.check(None).message == "Fill in every box."
    choice = Exercise.from_spec({"ask": "winner", "elder": STRONG, "younger": WEAK, "class": "set"})
    assert choice.check(None).message == "Choose an answer first."


@pytest.mark.parametrize("spec, key, problem", [
    ("not a dict", "spec", "dict"),
    ({}, "ask", "missing"),
    ({"ask": "riddle"}, "ask", "unknown kind 'riddle'"),
    ({"ask": "point"}, "hand", "missing"),
    ({"ask": "point", "hand": HAND, "colour": "red"}, "colour", "unknown key"),
    ({"ask": "point", "hand": " "}, "hand", "non-empty"),
    ({"ask": "point", "hand": "AS ZZ"}, "hand", "unknown rank"),
    ({"ask": "winner", "elder": STRONG, "younger": STRONG, "class": "point"}, "younger", "in both hands"),
    ({"ask": "winner", "elder": STRONG, "younger": "AS", "class": "point"}, "younger", "needs 12 cards"),
    ({"ask": "winner", "elder": STRONG, "younger": WEAK, "class": "trick"}, "class", "point, sequence or set"),
    ({"ask": "score", "elder": STRONG, "younger": WEAK, "player": "dealer"}, "player", "elder or younger"),
    ({"ask": "reply", "hand": HAND, "call": "trick 3"}, "call", "must start with"),
    ({"ask": "reply", "hand": HAND, "call": "point 5 99"}, "call", "makes 44 to 51 pips"),
    ({"ask": "reply", "hand": HAND, "call": "sequence 2"}, "call", "3 to 8 cards"),
    ({"ask": "reply", "hand": HAND, "call": "sequence 5 9"}, "call", "no sequence of 5"),
    ({"ask": "reply", "hand": HAND, "call": "set 3 9"}, "call", "tens or higher"),
    ({"ask": "reply", "hand": HAND, "call": "set 3 A"}, "call", "elder cannot hold"),
    ({"ask": "reply", "hand": HAND, "call": "set 3"}, "call", "expected"),
    ({"ask": "rubicon", "scores": "100 100"}, "scores", "equal totals"),
    ({"ask": "rubicon", "scores": "100"}, "scores", "two whole numbers"),
    ({"ask": "game_points", "totals": "88 115", "player": "1"}, "totals", "3 to 8 whole numbers"),
    ({"ask": "game_points", "totals": "88 -5 72", "player": "1"}, "totals", "3 to 8 whole numbers"),
    ({"ask": "game_points", "totals": "88 115 72", "player": "4"}, "player", "from 1 to 3"),
    ({"ask": "game_points", "totals": "88 115 72", "player": "first"}, "player", "from 1 to 3"),
    ({"ask": "game_points", "totals": "88 115 72"}, "player", "missing"),
])
def test_bad_specs_name_the_key_and_the_problem(spec, key, problem):
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec(spec)
    assert caught.value.key == key
    assert problem in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("answer, words", [
    (["-70"], "The sign is the wrong way round"),
    (["-45"], "counts once against each opponent"),  # 115 - (88 + 72)
    (["27"], "the difference with one player only"),
    (["43"], "the difference with one player only"),
    (["345"], "take away the other players' totals"),
    (["69"], "subtract each other player's total"),  # no known mistake: the general hint
])
def test_game_points_hints_aim_at_the_mistake(answer, words):
    exercise = Exercise.from_spec({"ask": "game_points", "totals": "88 115 72", "player": "2"})
    feedback = exercise.check(answer)
    assert not feedback.correct and feedback.stage == "hint" and words in feedback.message, feedback.message
    assert exercise.check(answer, tries=2).stage == "worked"


def test_doctests():
    assert doctest.testmod(exercises_mod).failed == 0
