"""Lessons 2 and 4 asked only lesson 1's drill (a walk-through): the kinds ``elder`` (the
cut, the deals alternating) and ``exchange_limits`` (how many cards each may exchange)."""

import pytest

from piquet_core.exercises import Exercise, ExerciseSpecError

ELDER_ROWS = [
    # yours, theirs, deal, who is elder (the lower card deals deal 1; deals alternate)
    ("9H", "KC", None, "opponent"),
    ("9H", "KC", "2", "you"),
    ("AS", "7D", "1", "you"),
    ("AS", "7D", "4", "opponent"),
    ("JD", "8S", "4", "opponent"),
    ("TC", "QC", "5", "opponent"),
    ("TC", "QC", "6", "you"),
]


@pytest.mark.parametrize("yours, theirs, deal, elder", ELDER_ROWS)
def test_elder_is_the_one_not_dealing(yours, theirs, deal, elder):
    spec = {"ask": "elder", "yours": yours, "theirs": theirs}
    if deal:
        spec["deal"] = deal
    exercise = Exercise.from_spec(spec)
    assert exercise.answer == elder
    assert exercise.check(elder).correct
    other = "you" if elder == "opponent" else "opponent"
    feedback = exercise.check(other)
    assert not feedback.correct
    # the hint names the slip: the dealer taken for elder (deal 1), the alternation missed
    assert ("dealer is younger" if int(deal or 1) % 2 else "The deal alternates") in feedback.message
    assert ("elder in deal %s." % (deal or 1)) in exercise.explanation


EXCHANGE_ROWS = [
    # player, took, (fewest, most)
    ("elder", None, [1, 5]),
    ("younger", None, [0, 3]),
    ("younger", "5", [0, 3]),
    ("younger", "3", [0, 5]),
    ("younger", "1", [0, 7]),
]


@pytest.mark.parametrize("player, took, limits", EXCHANGE_ROWS)
def test_exchange_limits_come_from_the_deal(player, took, limits):
    spec = {"ask": "exchange_limits", "player": player}
    if took:
        spec["took"] = took
    exercise = Exercise.from_spec(spec)
    assert exercise.answer == limits
    assert exercise.check([str(n) for n in limits]).correct
    if player == "younger" and limits[1] > 3:  # elder's leftovers forgotten
        message = exercise.check([str(limits[0]), "3"]).message
        assert "elder left" in message.lower() or "Elder left" in message


@pytest.mark.parametrize("spec, key", [
    ({"ask": "elder", "yours": "9H", "theirs": "9C"}, "theirs"),  # equal ranks cut again
    ({"ask": "elder", "yours": "9H", "theirs": "9H"}, "theirs"),
    ({"ask": "elder", "yours": "9H", "theirs": "KC", "deal": "7"}, "deal"),
    ({"ask": "elder", "yours": "9H KH", "theirs": "KC"}, "yours"),
    ({"ask": "exchange_limits", "player": "dealer"}, "player"),
    ({"ask": "exchange_limits", "player": "younger", "took": "0"}, "took"),
    ({"ask": "exchange_limits", "player": "elder", "took": "2"}, "took"),
])
def test_bad_specs_name_their_key(spec, key):
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec(spec)
    assert caught.value.key == key

