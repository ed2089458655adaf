"""Questions of two or more number boxes: a first wrong answer is told which boxes are
wrong and gets the hint aimed at each box's mistake (exercises/fields.py), not the
general hint. Table-driven: each case names the hints it must get by where they come
from (a recorded error, the box's own hint, the general hint), so the wording lives in
the engine only."""

import pytest

from piquet_core.exercises import Exercise, make_puzzle
from piquet_core.exercises.fields import SWAPPED
from piquet_core.exercises.who_scores import _totals_step, scored_hands

STRONG = "AS KS QS JS TS AH KH QH AD KD AC KC"
WEAK = "9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D"
POINT = {"ask": "point", "hand": "AS KS QS JS 9S AH KH 8D 7D 9C 8C 7C"}  # 5 cards, 50
TRICK = {"ask": "trick", "lead": "KS", "follow": "AS"}  # 1, 1
LAST_TRICK = {"ask": "trick", "lead": "KS", "follow": "QS", "last": "yes"}  # 2, 0
RUFF = {"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}  # 36 pips, 4
ORIGINAL = {"ask": "original_trick", "lead": "9S", "follow": "AS", "last": "yes"}  # 0, 2
NORMAND = {"ask": "normand_tricks", "tricks": "4 3 3"}  # 10, 0, 0
CHIPS = {"ask": "imperial_chips", "chips": "0 5, 1 3", "scores": "player 1 point"}  # 1 0 1 0


def totals():
    """Both totals in declarations (who-scores): elder 111 (with a repique), younger 0."""
    elder, younger, result = scored_hands({"elder": STRONG, "younger": WEAK})
    return _totals_step((elder, younger), result)


def build(spec):
    return totals() if spec == "totals" else Exercise.from_spec(spec)


def hint(exercise, source):
    """The hint ``source`` names: ("error", answer), ("box", field name), ("general",) or
    ("swapped",)."""
    if source[0] == "error":
        return next(text for answer, text in exercise.mistakes if answer == source[1])
    if source[0] == "box":
        return exercise.field_hints[source[1]]
    if source[0] == "swapped":
        return SWAPPED
    return exercise.hint


CASES = [
    # spec, the learner's answer, which boxes, [(box label or None, where its hint comes from)]
    (POINT, [5, 47], "The Length box is right; the Pip total box is not.", [(None, ("box", "value"))]),
    (POINT, [4, 50], "The Pip total box is right; the Length box is not.", [(None, ("box", "length"))]),
    (POINT, [5, 49], "The Length box is right; the Pip total box is not.", [(None, ("error", [5, 49]))]),
    # (a card of the suit left out: its own hint, for the length too)
    (POINT, [4, 49], "Both boxes are wrong.", [("Length", ("error", [4, 40])), ("Pip total", ("error", [5, 49]))]),
    (POINT, [4, 40], "Both boxes are wrong.", [(None, ("error", [4, 40]))]),
    (POINT, [8, 99], "Both boxes are wrong.", [(None, ("general",))]),
    (TRICK, [0, 0], "Both boxes are wrong.", [("Leader", ("error", [0, 1])), ("Follower", ("error", [1, 0]))]),
    (TRICK, [2, 1], "The Follower box is right; the Leader box is not.", [(None, ("box", "leader"))]),
    (TRICK, [1, 2], "The Leader box is right; the Follower box is not.", [(None, ("error", [1, 2]))]),  # not the last
    (LAST_TRICK, [1, 1], "Both boxes are wrong.", [("Leader", ("error", [1, 0])), ("Follower", ("error", [2, 1]))]),
    (RUFF, [36, 7], "The Pips box is right; the Points box is not.", [(None, ("box", "points"))]),
    (RUFF, [35, 5], "Both boxes are wrong.", [("Pips", ("error", [35, 4])), ("Points", ("box", "points"))]),
    (ORIGINAL, [3, 2], "The Follower box is right; the Leader box is not.", [(None, ("box", "leader"))]),
    (ORIGINAL, [0, 5], "The Leader box is right; the Follower box is not.", [(None, ("box", "follower"))]),
    (NORMAND, [10, 5, 0], "The Second box is wrong; the others are right.", [(None, ("general",))]),
    (NORMAND, [0, 5, 0], "The Dealer box is right; the others are not.",
     [("First", ("error", [0, 0, 0])), ("Second", ("general",))]),
    (CHIPS, [1, 0, 1, 3], "The Player 2 white box is wrong; the others are right.", [(None, ("error", [1, 0, 1, 3]))]),
    (CHIPS, [1, 0, 2, 3], "The Player 1 red and Player 1 white boxes are right; the Player 2 red and Player 2 white "
                          "boxes are not.", [("Player 2 red", ("general",)), ("Player 2 white", ("error", [1, 0, 1, 3]))]),
    ("totals", [51, 0], "The Younger box is right; the Elder box is not.", [(None, ("error", [51, 0]))]),
    ("totals", [51, 22], "Both boxes are wrong.", [("Elder", ("error", [51, 0])), ("Younger", ("error", [111, 22]))]),
    ("totals", [111, 9], "The Elder box is right; the Younger box is not.", [(None, ("general",))]),
    ("totals", [0, 111], "Both boxes are wrong.", [(None, ("swapped",))]),
    (LAST_TRICK, [0, 2], "Both boxes are wrong.", [(None, ("swapped",))]),
    (NORMAND, [0, 10, 0], "The Dealer box is right; the others are not.", [(None, ("swapped",))]),
]


@pytest.mark.parametrize("spec, given, boxes, hints", CASES,
                         ids=["%s-%s" % (case[0] if case[0] == "totals" else case[0]["ask"], case[1]) for case in CASES])
def test_a_wrong_box_gets_the_hint_aimed_at_it(spec, given, boxes, hints):
    exercise = build(spec)
    aimed = " ".join((label + ": " if label else "") + hint(exercise, source) for label, source in hints)
    feedback = exercise.check([str(n) for n in given])
    assert feedback.stage == "hint"
    assert feedback.message == "Not quite. %s %s Try again." % (boxes, aimed)


def test_the_case_table_is_about_wrong_answers_the_engine_agrees_with():
    """Each case's answer is wrong, and the right one is what the cases' comments say."""
    assert [build(spec).answer for spec in (POINT, TRICK, LAST_TRICK, RUFF, ORIGINAL, NORMAND, CHIPS, "totals")] == [
        [5, 50], [1, 1], [2, 0], [36, 4], [0, 2], [10, 0, 0], [1, 0, 1, 0], [111, 0]]


@pytest.mark.parametrize("family", ["who-scores", "sinking"])
def test_generated_boxes_name_every_wrong_box(family):
    """Every step of two boxes in a few puzzles: each recorded error's hint is given,
    after the sentence naming the boxes it gets wrong."""
    seen = 0
    for seed in range(1, 13):
        puzzle = make_puzzle(family, seed, 2 if family == "sinking" else 3)
        for step in puzzle.all_steps():
            exercise = step.exercise
            if exercise.input != "numbers" or len(exercise.fields) < 2:
                continue
            for answer, text in exercise.mistakes:
                message = exercise.check(answer).message
                wrong = [box_label for (name, box_label), n, right in zip(exercise.fields, answer, exercise.answer)
                         if n != right]
                boxes = message.split(".")[1]
                named = boxes.startswith((" Both", " All")) if len(wrong) == len(answer) else all(
                    label.split(" (")[0] in boxes for label in wrong)
                assert text in message and named, message
                seen += 1
    assert seen


def test_a_boxs_hint_never_comes_from_an_error_that_would_spoil_a_box_the_learner_has_right():
    """Lesson 19: 1 4 2 0 (the honours' six whites not traded) was told, on its "Player 1
    red" box, that the blanche's reds leave the opponent's whites alone: that error would
    have put player 2's whites wrong too, and the learner had them right."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "imperial_chips", "chips": "1 4, 0 3",
                                   "scores": "player 2 blanche, player 1 honours 2"})
    message = exercise.check(["1", "4", "2", "0"], 1).message
    assert "imperiale blanche is the exception" not in message, message
    assert "imperiale blanche is the exception" in exercise.check(["1", "2", "2", "3"], 1).message


@pytest.mark.parametrize("given, said, not_said", [
    # the honours left out: the blanche's exception was applied, and is not the slip
    (["1", "4", "2", "3"], "You left out a score: player 1 wins a trick with two honours in it.",
     "imperiale blanche is the exception"),
    # the honours left out, and the blanche's reds taken to send player 1's whites back
    (["1", "0", "2", "3"], "And the imperiale blanche is the exception", "You traded, but forgot the return"),
])
def test_a_score_left_out_of_the_chips_is_named(given, said, not_said):
    """A walk-through typed the chips without player 1's honours (1 4 2 3) and was told of
    the blanche's exception, which it had applied; with the blanche's return too (1 0 2 3),
    it was told it had traded, which it had not."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "imperial_chips", "chips": "1 4, 0 3",
                                   "scores": "player 2 blanche, player 1 honours 2"})
    message = exercise.check(given, 1).message
    assert said in message and not_said not in message, message
