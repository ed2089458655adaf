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
    ({"ask": "reply", "hand": HAND, "call": "point 5 47"}, "not-good", "good", "making 50"),
    ({"ask": "reply", "hand": HAND, "call": "point 6"}, "good", "equal", "shorter"),
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
    ({"ask": "normand_tricks", "tricks": "5 5 0"}, ["20", "20", "0"], ["5", "5", "0"], "the third took none"),
    ({"ask": "normand_tricks", "tricks": "4 4 2"}, ["5", "5", "0"], ["10", "10", "0"], "score 5 each"),
    ({"ask": "normand_tricks", "tricks": "4 3 3"}, ["10", "0", "0"], ["0", "0", "0"], "First scores 10"),
    ({"ask": "normand_tricks", "tricks": "0 10 0"}, ["0", "40", "0"], ["0", "10", "0"], "Capot"),
    ({"ask": "voleur_tricks", "tricks": "3 2 0 3"}, "neither", "second-and-dealer", "different sides"),
    ({"ask": "voleur_tricks", "tricks": "3 1 3 1"}, "first-and-third", "neither", "Partners tied"),
    ({"ask": "voleur_tricks", "tricks": "2 2 1 3"}, "second-and-dealer", "neither", "score 10"),
    ({"ask": "voleur_tricks", "tricks": "4 0 4 0"}, "first-and-third", "neither", "score 40"),
    ({"ask": "repic", "game": "normand", "scores": "first point 6, first sequence 15, second set 3",
      "player": "first"}, ["111"], ["21"], "repic, 90 more, 111"),
    ({"ask": "repic", "game": "normand", "scores": "second point 5, first sequence 15, first set 14",
      "player": "first"}, ["29"], ["119"], "second scored first"),
    ({"ask": "repic", "game": "voleur", "scores": "first point 5, third sequence 15, dealer set 3",
      "player": "third"}, ["110"], ["15"], "First and third reach 20"),
    ({"ask": "repic", "game": "voleur", "scores": "first carte blanche 10, second point 5, third set 3",
      "player": "second"}, ["5"], ["95"], "short of 20"),
    ({"ask": "imperial_chips", "chips": "0 5, 1 3", "scores": "player 1 point"}, ["1", "0", "1", "0"],
     ["1", "0", "1", "3"], "player 2's 3 white chips go back"),
    ({"ask": "imperial_chips", "chips": "1 4, 0 3", "scores": "player 2 blanche, player 1 honours 2"},
     ["2", "0", "2", "0"], ["1", "2", "2", "3"], "takes 2 red chips"),
    ({"ask": "imperial_chips", "chips": "4 3, 1 4", "scores": "player 1 tricks 12, player 2 imperiale"},
     ["5", "3", "1", "0"], ["5", "3", "2", "0"], "fifth red"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH"}, "follow", "lead", "imperial ranking"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH", "ranking": "standard"}, "lead",
     "follow", "standard ranking"),
    ({"ask": "imperial_trick", "trump": "diamonds", "lead": "AC", "follow": "7D"}, "follow", "lead", "a trump"),
    ({"ask": "imperial_trick", "trump": "♠", "lead": "7S", "follow": "AH"}, "lead", "follow", "cannot win"),
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


def test_a_negative_or_enormous_figure_is_no_answer_and_costs_no_try():
    """A walk-through's "-5" and a 17-digit number each counted as a wrong try (the second
    then showed the worked answer): neither can be an answer. A later one's 11 digits and
    "twenty-nine thousand" were still counted, and a length was called "a score"."""
    from piquet_core.exercises.base import INVALID
    point = Exercise.from_spec({"ask": "point", "hand": HAND})
    for given, words in ((["-5", "50"], "Length (cards): no answer here is below nothing"),
                         (["minus five", "50"], "Length (cards): no answer here is below nothing"),
                         (["-0", "50"], "Length (cards): no answer here is below nothing"),
                         (["5", "12345678901234567"], "Pip total: 12345678901234567 is far larger than any answer"),
                         (["5", "99999999999"], "Pip total: 99999999999 is far larger than any answer"),
                         (["twenty-nine thousand", "50"], "Length (cards): twenty-nine thousand is far larger"),
                         (["5", "1" * 40], "... (40 characters) is far larger")):
        feedback = point.check(given, 2)
        assert feedback.stage == INVALID and words in feedback.message, feedback.message
    assert point.check(["005", "0050"], 1).stage != INVALID  # (leading zeros are a figure)
    signed = Exercise.from_spec({"ask": "game_points", "totals": "60 75 70", "player": "1"})
    assert signed.check(["-5"], 1).stage != INVALID  # a partie lost is below nothing


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
    # a call the learner's own hand rules out (a walk-through: a quart to the jack against a
    # hand holding a card of each run J-10-9-8; HAND leaves no suit of seven cards)
    ({"ask": "reply", "hand": "KH QH JH TH 8H AS 9S 7S AD 9D KC 8C", "call": "sequence 4 J"}, "call",
     "elder cannot hold a quart to the jack"),
    ({"ask": "reply", "hand": HAND, "call": "point 7"}, "call", "elder cannot hold a point of seven"),
    # "Making?" is asked only by a younger whose point is as long: HAND's is not five cards
    ({"ask": "reply", "hand": "AS KS QS JS 9S 8S 7H 8H 9D TD JC QC", "call": "point 5 48"}, "call",
     "only when his point is as long as the call (five)"),
    ({"ask": "reply", "hand": HAND, "call": "set 3"}, "call", "expected"),
    ({"ask": "rubicon", "scores": "100 100"}, "scores", "equal totals"),
    ({"ask": "rubicon", "scores": "100"}, "scores", "two whole numbers"),
    ({"ask": "game_points", "totals": "88 115", "player": "1"}, "totals", "3 to 8 whole numbers"),
    ({"ask": "game_points", "totals": "88 -5 72", "player": "1"}, "totals", "3 to 8 whole numbers"),
    ({"ask": "game_points", "totals": "88 115 72", "player": "4"}, "player", "from 1 to 3"),
    ({"ask": "game_points", "totals": "88 115 72", "player": "first"}, "player", "from 1 to 3"),
    ({"ask": "game_points", "totals": "88 115 72"}, "player", "missing"),
    ({"ask": "normand_tricks", "tricks": "5 5"}, "tricks", "expected 3 whole numbers"),
    ({"ask": "normand_tricks", "tricks": "5 5 1"}, "tricks", "add up to 10"),
    ({"ask": "voleur_tricks", "tricks": "3 3 1 -1"}, "tricks", "expected 4 whole numbers"),
    ({"ask": "voleur_tricks", "tricks": "3 3 1 2"}, "tricks", "add up to 8"),
    ({"ask": "repic", "game": "rubicon", "scores": "first point 5", "player": "first"}, "game", "normand or voleur"),
    ({"ask": "repic", "game": "normand", "scores": "first set 3, second point 5", "player": "first"}, "scores",
     "reckoning order"),
    ({"ask": "repic", "game": "normand", "scores": "first point 5, second point 6", "player": "first"}, "scores",
     "only one side"),
    ({"ask": "repic", "game": "normand", "scores": "third point 5", "player": "first"}, "scores", "SEAT CLASS"),
    ({"ask": "repic", "game": "voleur", "scores": "first carte blanche 12", "player": "first"}, "scores",
     "carte blanche scores 10"),
    ({"ask": "repic", "game": "normand", "scores": "first point 5", "player": "third"}, "player", "first, second"),
    ({"ask": "imperial_chips", "chips": "0 6, 0 0", "scores": "player 1 point"}, "chips", "at most"),
    ({"ask": "imperial_chips", "chips": "0 5", "scores": "player 1 point"}, "chips", "reds and whites"),
    ({"ask": "imperial_chips", "chips": "0 5, 0 0", "scores": "player 3 point"}, "scores", "player N WHAT"),
    ({"ask": "imperial_chips", "chips": "0 5, 0 0", "scores": "player 1 tricks 6"}, "scores", "7 to 12"),
    ({"ask": "imperial_chips", "chips": "0 5, 0 0", "scores": "player 1 honours"}, "scores", "say how many"),
    ({"ask": "imperial_trick", "trump": "X", "lead": "AH", "follow": "KH"}, "trump", "expected a suit"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "AH"}, "follow", "played twice"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH", "ranking": "old"}, "ranking",
     "imperial or standard"),
])
def test_bad_specs_name_the_key_and_the_problem(spec, key, problem):
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec(spec)
    assert caught.value.key == key
    assert problem in str(caught.value)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("call, hand, words", [
    # after the second figure the lengths are known equal: the hint names what decides (a walk-through),
    # and leaves the comparison to the learner (it said "your 47 against his 48": the answer)
    ("point 5 48", "AH KH TH 9H 7H AS QS KD JD AC JC 9C", "the pips decide. Compare your pips with his 48 again"),
    ("sequence 4 A", "KH QH JH TH 8H 9S 8S 7S AD 9D KC 8C", "the top cards decide. Compare your top card with"),
    ("point 6", "AH KH TH 9H 7H AS QS KD JD AC JC 9C", "compare the lengths first"),
])
def test_a_reply_hint_after_the_second_figure_names_what_decides(call, hand, words):
    exercise = Exercise.from_spec({"ask": "reply", "hand": hand, "call": call})
    feedback = exercise.check("not-good")
    assert not feedback.correct and feedback.stage == "hint" and words in feedback.message, feedback.message


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


@pytest.mark.parametrize("spec, answer, words", [
    # Normand's tricks: the tie rules and capot
    # the one left out named by his seat ("the third player" read as a seat of Voleur's)
    ({"ask": "normand_tricks", "tricks": "5 5 0"}, ["5", "5", "0"], "Look at the dealer: he took no trick at all"),
    ({"ask": "normand_tricks", "tricks": "0 5 5"}, ["0", "5", "5"], "Look at First: he took no trick at all"),
    ({"ask": "normand_tricks", "tricks": "4 4 2"}, ["20", "20", "0"], "here the dealer took two"),
    ({"ask": "normand_tricks", "tricks": "4 4 2"}, ["10", "10", "0"], "do not each get the full 10"),
    ({"ask": "normand_tricks", "tricks": "4 4 2"}, ["0", "0", "0"], "a tie for the most still scores"),
    # with the third on no trick they score 20 each: not a share of the 10 (a phone walk-through)
    ({"ask": "normand_tricks", "tricks": "5 5 0"}, ["0", "0", "0"], "20 each when the other one took no trick"),
    ({"ask": "normand_tricks", "tricks": "4 3 3"}, ["0", "0", "0"], "no need for seven tricks"),
    ({"ask": "normand_tricks", "tricks": "0 10 0"}, ["0", "10", "0"], "capot: 40"),
    # Voleur's tricks: the side's count is not what matters
    ({"ask": "voleur_tricks", "tricks": "3 2 0 3"}, "second-and-dealer", "does not go by the side's count"),
    ({"ask": "voleur_tricks", "tricks": "3 2 0 3"}, "first-and-third", "which side each of them sits on"),
    ({"ask": "voleur_tricks", "tricks": "3 1 3 1"}, "neither", "who tied for the most tricks, and at where they sit"),
    ({"ask": "voleur_tricks", "tricks": "4 0 4 0"}, "neither", "did one side take them all"),
    # repic: 20 not 30, 90 not 60, order, partners
    ({"ask": "repic", "game": "normand", "scores": "first point 6, first sequence 15, second set 3",
      "player": "first"}, ["21"], "at this table 20 is enough"),
    ({"ask": "repic", "game": "normand", "scores": "first point 6, first sequence 15, second set 3",
      "player": "first"}, ["81"], "worth 90"),
    ({"ask": "repic", "game": "normand", "scores": "second point 5, first sequence 15, first set 14",
      "player": "first"}, ["119"], "had already scored"),
    ({"ask": "repic", "game": "voleur", "scores": "first point 5, third sequence 15, dealer set 3",
      "player": "third"}, ["105"], "Partners score together"),
    ({"ask": "repic", "game": "voleur", "scores": "first carte blanche 10, second point 5, third set 3",
      "player": "second"}, ["95"], "short of the 20"),
    # Imperial's chips: trading, the return, the blanche
    ({"ask": "imperial_chips", "chips": "0 5, 1 3", "scores": "player 1 point"}, ["0", "6", "1", "3"],
     "never stay on the table"),
    ({"ask": "imperial_chips", "chips": "0 5, 1 3", "scores": "player 1 point"}, ["1", "0", "1", "3"],
     "forgot the return"),
    ({"ask": "imperial_chips", "chips": "1 4, 0 3", "scores": "player 2 blanche, player 1 honours 2"},
     ["1", "2", "2", "3"], "blanche is the exception"),
    # Imperial's trick: the ace's place, trumps
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH"}, "lead", "ace comes below the jack"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH", "ranking": "standard"}, "follow",
     "ace on top"),
    ({"ask": "imperial_trick", "trump": "D", "lead": "AC", "follow": "7D"}, "lead", "a trump beats any card"),
    ({"ask": "imperial_trick", "trump": "S", "lead": "7S", "follow": "AH"}, "follow", "The card led is a trump"),
])
def test_other_games_hints_aim_at_the_mistake(spec, answer, words):
    exercise = Exercise.from_spec(spec)
    feedback = exercise.check(answer)
    assert not feedback.correct and feedback.stage == "hint" and words in feedback.message, feedback.message
    assert exercise.check(answer, tries=2).stage == "worked"


def test_other_games_kinds_score_with_the_engines_rules():
    """The exercises and the games agree: the tricks' bonus of a played deal is the one the
    exercise gives for its trick counts (the same functions, not a second copy)."""
    from piquet_core.games import play_random
    for name, kind in (("normand", "normand_tricks"), ("voleur", "voleur_tricks")):
        for seed in range(1, 6):
            game = play_random(name, seed)
            won = game.tricks_won()
            exercise = Exercise.from_spec({"ask": kind, "tricks": " ".join(str(n) for n in won)})
            bonus = [0] * len(game.score_names)
            for event in game.events:
                if event.category in ("cards", "capot"):
                    bonus[event.player] += event.points
            if kind == "normand_tricks":
                assert exercise.answer == bonus
            else:
                side = {"first-and-third": 0, "second-and-dealer": 1, "neither": None}[exercise.answer]
                assert [i for i in range(2) if bonus[i]] == ([] if side is None else [side])


def test_doctests():
    assert doctest.testmod(exercises_mod).failed == 0
    from piquet_core.exercises import tables, trumps
    from piquet_core.games import table_scores
    for module in (tables, trumps, table_scores):
        assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("spec, wrong, giveaway", [
    ({"ask": "normand_tricks", "tricks": "5 5 0"}, ["5", "5", "0"], "20 each"),
    ({"ask": "normand_tricks", "tricks": "4 4 2"}, ["20", "20", "0"], "5 each"),
    ({"ask": "voleur_tricks", "tricks": "3 2 0 3"}, "first-and-third", "nobody scores"),
    ({"ask": "voleur_tricks", "tricks": "3 1 3 1"}, "neither", "scores the 10 for that side"),
    ({"ask": "repic", "game": "normand", "scores": "first point 6, first sequence 15, second set 3",
      "player": "first"}, ["21"], "90 more"),
    ({"ask": "winner", "elder": "KS QS JS TS 7S TH 9H 8H AC TC 9C 8C", "younger": "KD QD JD TD 8D 7D KH AH 7H KC QC 9S",
      "class": "sequence"}, "elder", "nobody scores"),
    ({"ask": "reply", "hand": HAND, "call": "point 5"}, "good", "Making?"),
    # (elder's five clubs A K Q J 9 make 50: HAND leaves no suit for them)
    ({"ask": "reply", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D 7C 8C", "call": "point 5 50"}, "good", "answer Equal"),
])
def test_a_first_hint_points_at_the_mistake_without_saying_the_answer(spec, wrong, giveaway):
    """Walk-throughs of lessons 5-8, 18 and 19: the first hint said the answer ("you answer
    Equal", "nobody scores this class", "score 20 each, not 5", "so 90 more"), where the
    worked answer comes only at the second try."""
    exercise = Exercise.from_spec(spec)
    hint = exercise.check(wrong, 1)
    assert hint.stage == "hint" and giveaway not in hint.message, hint.message
    assert hint.message != "Not quite. %s Try again." % exercise.hint  # (aimed, not the general hint)


@pytest.mark.parametrize("elder, younger", [
    ("AS AH AD AC 9S 9H 8S 8H 7S 7H 7D 8D", "KS KH KD QS QH JS JH TS TH 9D 8C 7C"),  # a quatorze, a trio
    ("AS AH AD 9C 9S 9H 8S 8H 7S 7H 7D 8D", "AC KS KH QS QH JS JH TS TH 9D 8C 7C"),  # one trio alone
])
def test_equal_sets_are_told_that_sets_are_never_equal(elder, younger):
    """ "Neither (equal)" got only the general hint, though sets can never tie (a walk-through)."""
    exercise = Exercise.from_spec({"ask": "winner", "elder": elder, "younger": younger, "class": "set"})
    assert exercise.answer == "elder"
    message = exercise.check("neither").message
    assert "Sets are never equal (two players cannot hold sets of the same rank)" in message, message
    assert "Elder" not in message and "elder" not in message


def test_each_holding_lost_and_counted_gets_its_own_hint():
    """Lesson 3's first exercise (elder: carte blanche 10, and a point, a quart and a trio
    that all lose): 17 got only the general hint, and 14 named the point though the quart
    makes 14 too (a walk-through)."""
    exercise = Exercise.from_spec({"ask": "score", "elder": "TS 9S 8S 7S AH TH 9H 7H TD 9D 8C 7C",
                                   "younger": "AC KC QC JC TC 9C KS QS JS KH QH JH", "player": "elder"})
    assert exercise.answer == [10]
    said = dict((total, exercise.check([str(total)]).message) for total in (14, 17, 18, 21))
    # (one sentence for each total, naming every choice that gives it: "... Or perhaps ..."
    # left a newcomer unable to tell which was meant, a later walk-through)
    assert "You counted elder's point, or his sequence (either brings the total to 14), but younger's were better" in said[14]
    assert "elder's point and set, or his sequence and set (either brings the total to 17)" in said[17]
    assert "You counted elder's point and sequence, but younger's were better" in said[18]
    assert "You counted elder's point, sequence and set, but" in said[21]
    assert not any("class" in message or "Or perhaps" in message for message in said.values())


def test_a_point_read_from_a_shorter_suit_or_with_a_card_of_another_suit_is_told_so():
    """A walk-through counted the nine of clubs among the hearts, and read a shorter suit:
    both got only the general hint."""
    exercise = Exercise.from_spec({"ask": "point", "hand": "AH KH QH JH 8H 9C 8C 7C KD 9D 7S 8S"})
    assert exercise.answer == [5, 49]
    assert "another suit never adds to the point" in exercise.check(["6", "58"]).message
    assert "not your longest suit" in exercise.check(["3", "24"]).message


def test_a_trick_read_as_won_by_the_follower_is_told_why_not():
    """Q♥ led, A♦ thrown: "0 and 1" got only "the right figures in the wrong boxes", not
    the real slip, the off-suit ace taken for the winner (a walk-through)."""
    exercise = Exercise.from_spec({"ask": "trick", "lead": "QH", "follow": "AD"})
    assert exercise.answer == [1, 0]
    message = exercise.check(["0", "1"]).message
    assert "A card of another suit never wins a trick" in message and "wrong boxes" not in message, message


def test_who_scores_offers_neither_as_each_class_can_end():
    """Lesson 16 offered "Neither (equal)" for the sets, then said sets are never equal (a
    walk-through): the set's "Neither" is for none held, and so is its worked answer."""
    labels = {}
    for kind in ("point", "sequence", "set"):
        exercise = Exercise.from_spec({"ask": "winner", "elder": STRONG, "younger": WEAK, "class": kind})
        labels[kind] = dict(exercise.choices)["neither"]
    assert labels == {"point": "Neither (equal)", "sequence": "Neither (equal, or none held)",
                      "set": "Neither (none held)"}
    nobody = Exercise.from_spec({"ask": "winner", "elder": "AS KS 9S 8S QH JH 9H 7D 8D TC 9C 7C",
                                 "younger": "TS 7S AH TH 8H AD KD QD JD KC 8C QS", "class": "set"})
    assert nobody.answer == "neither" and "Neither holds a set, so neither scores." in nobody.explanation
    assert nobody.check("neither").correct and nobody.check(nobody.choice_from_words("nobody")).correct


@pytest.mark.parametrize("spec", [
    {"ask": "trump_trick", "trump": "H", "lead": "KD", "follow": "8H"},
    {"ask": "may_play", "trump": "H", "hand": "KS QS 9H 7H TD 8D", "lead": "QC", "card": "TD"},
    {"ask": "imperial_trick", "trump": "S", "lead": "KS", "follow": "7S"},
])
def test_the_trumps_are_said_once_and_the_hand_shown_once(spec):
    """Lesson 17 showed the hand as cards, then "Trumps: hearts. Your hand: K♠ Q♠ ...", then
    "CardParade, hearts are trumps. ..." (a walk-through): each fact is said once now."""
    exercise = Exercise.from_spec(spec)
    said = " ".join(exercise.facts) + " " + exercise.prompt
    assert said.lower().count("trumps") == 1 and "K♠" not in said, said


@pytest.mark.parametrize("spec", [{"ask": "normand_tricks", "tricks": "5 5 0"},
                                  {"ask": "voleur_tricks", "tricks": "3 2 0 3"}])
def test_the_tricks_are_said_once_above_the_question(spec):
    """Lesson 19: "Tricks: first 5, second 5, dealer 0." and then "first has taken five,
    second five and the dealer nothing" (a walk-through)."""
    exercise = Exercise.from_spec(spec)
    assert exercise.facts[0].startswith("Tricks: first ") and "taken" not in exercise.prompt
    assert "five" not in exercise.prompt and "three" not in exercise.prompt
