"""The trick and counting-aloud ("say") exercise kinds, checked by hand."""

from pathlib import Path

import pytest

from piquet_core.exercises import Exercise, ExerciseSpecError

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


@pytest.mark.parametrize("lead, follow, last, points", [
    ("KS", "AS", "no", [1, 1]),    # the follower wins the lead: 1 each
    ("KS", "AS", "yes", [1, 2]),   # ... and the last trick's extra point
    ("QH", "AD", "no", [1, 0]),    # another suit never wins
    ("9C", "TC", "yes", [1, 2]),
    ("AS", "KS", "yes", [2, 0]),   # the leader keeps his own lead: lead + last trick
    ("7D", "8D", "no", [1, 1]),
])
def test_trick(lead, follow, last, points):
    exercise = Exercise.from_spec({"ask": "trick", "lead": lead, "follow": follow, "last": last})
    assert exercise.answer == points
    assert exercise.check([str(n) for n in points]).correct
    assert not exercise.check([str(points[0] + 1), str(points[1])]).correct


def test_trick_refuses_the_same_card_and_bad_last():
    with pytest.raises(ExerciseSpecError, match="follow"):
        Exercise.from_spec({"ask": "trick", "lead": "AS", "follow": "AS"})
    with pytest.raises(ExerciseSpecError, match="last"):
        Exercise.from_spec({"ask": "trick", "lead": "AS", "follow": "KS", "last": "maybe"})


def say(step, player=None, name="pique-elder.pqt"):
    spec = {"ask": "say", "record": (GOLDEN / name).read_text(), "step": str(step)}
    if player:
        spec["player"] = player
    return Exercise.from_spec(spec)


def test_say_at_the_pique():
    # pique-elder.pqt, move 17: elder leads the ten of spades at 29 -> 30: pique, "Sixty".
    exercise = say(17)
    assert exercise.answer == [60]
    assert "29" in exercise.prompt
    assert exercise.check(["60"]).correct
    feedback = exercise.check(["30"])
    # the hint says a bonus was forgotten, not which or the total (walk-throughs: hints gave the answer away)
    assert not feedback.correct and "includes any bonus" in feedback.message and "Sixty" not in feedback.message
    assert "30 more" not in feedback.message
    assert "Sixty" in exercise.check(["30"], 2).message  # (the worked answer)


def test_say_picks_the_player_when_both_count():
    # Move 32: younger wins the last trick (4); elder then takes the cards (65 + 10 = 75).
    assert say(32, "younger").answer == [4]
    assert say(32, "elder").answer == [75]


def test_say_the_cards_after_the_last_trick_is_not_told_the_move_scored():
    """Lessons 12 and 13: elder's 65, said before his 75 for the cards (younger won the
    last trick), was told "That was elder's total before this move: this move scores";
    the move itself scored him nothing, the deal's end did."""
    message = say(32, "elder").check(["65"]).message
    assert "the end of the deal scores too" in message and "before this move" not in message, message
    # (the last trick's own total: its point, named; a walk-through was told only that the move scores)
    assert "before the last trick's point: winning the twelfth trick scores 1 more" in \
        say(32, "younger").check(["3"]).message
    # any other slip: the general hint, of the end of the deal too (it read "Elder's ... this move")
    assert "Start from elder's total so far (65) and add what the end of the deal scored" in \
        say(32, "elder").check(["71"]).message


def test_say_younger_statement_after_the_first_lead():
    # repique-younger-capot.pqt, move 11: elder leads (1), younger states 98 (repique).
    assert say(11, "elder", "repique-younger-capot.pqt").answer == [1]
    assert say(11, "younger", "repique-younger-capot.pqt").answer == [98]


@pytest.mark.parametrize("step, player, problem", [
    ("0", None, "move number from 1"),
    ("99", None, "move number from 1"),
    ("x", None, "move number"),
    ("2", None, "nobody says a total"),     # younger's exchange: nobody counts
    ("10", "younger", "nobody (younger)"),  # elder's lead at move 9... move 10 is younger discarding
])
def test_say_bad_steps(step, player, problem):
    with pytest.raises(ExerciseSpecError) as caught:
        say(step, player)
    assert problem in str(caught.value)


def test_say_with_a_damaged_record_names_it():
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec({"ask": "say", "record": "Seed: 1\n1. younger: exchange none\n", "step": "1"})
    assert str(caught.value).startswith("record: line 2 (move 1):")


@pytest.mark.parametrize("elder, younger, player, lesson", [
    # lesson 10's: younger's repique (a sixième major, fourteen aces... before elder scores)
    ("QH JH TH 9H 8H 7H QD JD TD QC JC TC", "AS KS QS JS TS 9S 8S AH KH AD KD AC", "younger", "pique-repique"),
    ("AH KH QH JH 9S 8S 7S AD AC TD TC 8D", "KS QS JS TS KD QD JD 9D KC QC JC 7C", "elder", "declaring"),
])
def test_a_total_in_declarations_sends_back_to_the_lesson_of_its_bonus(elder, younger, player, lesson):
    """"Read it again: Lesson 8" under a repique, on the repique's own page, sent the
    learner to a lesson that does not teach it."""
    exercise = Exercise.from_spec({"ask": "score", "elder": elder, "younger": younger, "player": player})
    assert exercise.lesson == lesson


def test_the_winner_of_a_class_is_said_to_score_every_combination_he_holds_in_it():
    """"Elder wins the set and scores 6" beside his trio of aces alone left the learner 3 short."""
    from piquet_core.hands import score_hands
    from piquet_core.cards import parse_cards
    from sitegen.blocks import comparison_table
    elder, younger = "AH KH QH JH 9S 8S 7S AD AC KD KS TC", "QS QD QC JS TS TD 9D 8D 7D JC 9C 8C"
    exercise = Exercise.from_spec({"ask": "winner", "class": "set", "elder": elder, "younger": younger})
    assert exercise.explanation.endswith("Elder wins the set and scores 6, for every set he holds: trio of aces 3 "
                                         "and trio of kings 3."), exercise.explanation
    table = comparison_table(score_hands(parse_cards(elder), parse_cards(younger)))
    assert "<td>trio of aces, trio of kings</td><td>trio of queens</td><td>Elder scores 6</td>" in table, table


def test_a_lessons_answer_to_a_first_figure_offers_the_question_the_lesson_teaches():
    """Lessons 5 and 8 teach "Making?"; their exercises offered "Equal", the puzzles "Making?"."""
    exercise = Exercise.from_spec({"ask": "reply", "hand": "AH KH QH JH 9S 8S 7S AD AC TD TC 8D",
                                   "call": "point 4"})
    assert [label for value, label in exercise.choices] == ["Good", "Not good", "Making?"]
    assert exercise.answer == "equal" and exercise.check("equal", 1).correct


def test_a_missed_sequence_is_hinted_by_its_own_cards_and_the_ten_only_where_the_run_passes_it():
    """Lesson 6: "No sequence" for 9H 8H 7H was told "the ten sits between the jack and the nine"."""
    low = Exercise.from_spec({"ask": "sequence", "hand": "9H 8H 7H AS KS 9S 7S AD QD TD AC JC"})
    hint = low.check("no-sequence", 1).message
    assert "9♥ 8♥ 7♥ follow each other in rank" in hint and "ten" not in hint, hint
    high = Exercise.from_spec({"ask": "sequence", "hand": "QD JD TD 9D 8D AS KS QS 7H 8C 9C JC"})
    assert "the ten sits between the jack and the nine" in high.check("no-sequence", 1).message


def test_equal_to_a_second_figure_as_long_is_told_the_height_not_to_count_again():
    """Lesson 6: a quart to the king answering "Major" heard "Count your cards again"."""
    exercise = Exercise.from_spec({"ask": "reply", "hand": "KH QH JH TH 8H 9S 8S 7S AD 9D KC 8C",
                                   "call": "sequence 4 A"})
    hint = exercise.check("equal", 1).message
    assert "Count your cards" not in hint and "the top cards decide. Compare your top card with his" in hint, hint
    point = Exercise.from_spec({"ask": "reply", "hand": "KH QH JH 9H 9S 8S 7S AD AC TD TC 8D", "call": "point 4 40"})
    hint = point.check("equal", 1).message
    assert "the pips decide. Compare your pips with his 40 again" in hint and "his is higher" not in hint, hint


@pytest.mark.parametrize("typed", ["-59", "- 59", "\u221259", "\u2013 59", "minus 59", "Minus fifty-nine.",
                                   "negative 59"])
def test_game_points_below_zero_are_read_however_the_minus_is_written(typed):
    """Lesson 17: "minus 59" and "−59" were refused ("enter a whole number"), and a phone's
    number pad offered no minus at all."""
    exercise = Exercise.from_spec({"ask": "game_points", "totals": "88 115 72", "player": "3"})
    assert exercise.answer == [-59]
    assert exercise.check([typed]).correct


@pytest.mark.parametrize("typed, number", [("+12", 12), ("plus twelve", 12), ("+ 12", 12), ("12.", 12)])
def test_game_points_above_zero_are_read_with_the_plus_the_sheet_prints(typed, number):
    """Lesson 17: "+12", the way the session sheet and this answer's own explanation write
    game points, was refused ("enter a whole number")."""
    exercise = Exercise.from_spec({"ask": "game_points", "totals": "95 140 62 103", "player": "4"})
    assert exercise.answer == [number] and exercise.check([typed]).correct


@pytest.mark.parametrize("typed, number", [
    ("a hundred and one", 101), ("A hundred and one.", 101), ("one hundred one", 101), ("hundred and one", None),
    ("a hundred", 100), ("twentythree", 23), ("Twenty Three", 23), ("ninety-four!", 94), ("101.", 101),
    ("a", None), ("a hundred and", None), ("forty eleven", None), ("tenace", None),
])
def test_numbers_in_words_are_read_as_people_write_them(typed, number):
    """Lessons 10, 12 and 19: "a hundred and one" was refused as "not a number in words", and
    "101." too. The exercises and the table's count aloud read with one reader."""
    from piquet_core.table.counting import read_total
    exercise = Exercise.from_spec({"ask": "rubicon", "scores": "134 95"})
    given, problem = exercise.read([typed])
    assert (given == [number]) if number is not None else (problem is not None and "in words" in problem)
    assert read_total(typed) == number


@pytest.mark.parametrize("player, named", [("elder", False), ("younger", True)])
def test_a_score_question_names_the_repique_only_when_the_player_nears_30(player, named):
    """Lessons 3 and 9 ask a total before lesson 10 teaches the repique, and the hint and
    the rule named it: now only for a player whose declarations reach 30 (younger's 37
    here, which elder's carte blanche keeps from being a repique)."""
    exercise = Exercise.from_spec({"ask": "score", "elder": "TS 9S 8S 7S AH TH 9H 7H TD 9D 8C 7C",
                                   "younger": "AC KC QC JC TC 9C KS QS JS KH QH JH", "player": player})
    hint, worked = exercise.check(["3"]).message, exercise.check(["3"], 2).message
    assert ("repique" in hint) == named and ("repique" in worked) == named, (hint, worked)


@pytest.mark.parametrize("typed, numbers", [
    (["5 cards", "46 pips"], [5, 46]), (["Five cards.", "46 Pips"], [5, 46]), (["5 card", "46"], [5, 46]),
    (["5", "pips"], None), (["cards", "46"], None),
])
def test_a_figure_typed_with_its_unit_is_read(typed, numbers):
    """A walk-through typed "5 cards" and "94 points" and was told to enter a whole number."""
    exercise = Exercise.from_spec({"ask": "point", "hand": "AH QH TH 8H 7H KS 9S 7S JD 8D AC TC"})
    given, problem = exercise.read(typed)
    assert given == numbers and (problem is None) == (numbers is not None), (given, problem)


@pytest.mark.parametrize("typed", ["--59", "minus", "- -59", "minus minus 59"])
def test_a_minus_with_no_number_after_it_is_no_answer_and_says_how_to_write_one(typed):
    feedback = Exercise.from_spec({"ask": "game_points", "totals": "88 115 72", "player": "3"}).check([typed])
    assert feedback.stage == "invalid" and "minus twelve" in feedback.message, feedback


def test_only_a_box_that_may_take_a_minus_offers_a_phone_the_whole_keyboard():
    from sitegen.exercise_block import exercise_html
    signed = exercise_html("e1", Exercise.from_spec({"ask": "game_points", "totals": "88 115 72", "player": "3"}), [])
    plain = exercise_html("e2", Exercise.from_spec({"ask": "rubicon", "scores": "150 120"}), [])
    assert 'inputmode="numeric"' not in signed and 'inputmode="numeric"' in plain


def test_a_run_counted_short_is_not_told_it_stops_at_a_gap():
    exercise = Exercise.from_spec({"ask": "sequence", "hand": "QD JD TD 9D 8D AS KS QS 7H 8C 9C JC"})
    assert "goes on past where you stopped" in exercise.check("quart-to-the-queen", 1).message
    assert "stops at the first gap" in exercise.check("sixieme-minor", 1).message


def test_a_repic_total_with_the_other_sides_score_added_is_told_whose_it_is():
    """Lesson 19, Voleur: 113 (the dealer's set added to first and third's 110) was told
    to "check for a repic", which the 110 already held."""
    exercise = Exercise.from_spec({"ask": "repic", "game": "voleur", "player": "third",
                                   "scores": "first point 5, third sequence 15, dealer set 3"})
    assert exercise.answer == [110] and "(first and third)" in exercise.prompt
    assert "The dealer's set (3) is the other side's" in exercise.check(["113"]).message


@pytest.mark.parametrize("elder, younger, player, wrong, kind", [
    # lesson 18: both quarts to the king; younger counted his sequence (6 + 4 + 3 = 13)
    ("KS QS JS TS 7S TH 9H 8H AC TC 9C 8C", "KD QD JD TD 8D 7D KH AH 7H KC QC 9S", "younger", 13, "sequence"),
    # lesson 10: an equal point of five; elder counted it, with his repique (97) or without (37)
    ("KS QS JS TS 9S KH KD QD JD KC 8C 7C", "AH QH JH TH 8H 8S 7S AD TD 9D 8D 9C", "elder", 97, "point"),
    ("KS QS JS TS 9S KH KD QD JD KC 8C 7C", "AH QH JH TH 8H 8S 7S AD TD 9D 8D 9C", "elder", 37, "point"),
])
def test_a_class_counted_though_it_was_equal_is_told_a_tie_scores_for_nobody(elder, younger, player, wrong, kind):
    """Lesson 18 told a tied sequence "the opponent's better one cancelled" it (there was
    none better), and lesson 10's equal point got only the general hint."""
    exercise = Exercise.from_spec({"ask": "score", "elder": elder, "younger": younger, "player": player})
    hint = exercise.check([str(wrong)], 1).message
    assert "exactly as good" in hint and "scores for nobody" in hint and kind in hint, hint
    assert "better one" not in hint


def test_a_repique_counted_as_a_pique_is_told_which_bonus():
    """Lesson 13: 64 for a repique to 94 (a pique's 30 added) got only the general hint."""
    exercise = Exercise.from_spec({"ask": "score", "elder": "AS KS QS JS TS KH KD KC 7H 8D 7D 9C",
                                   "younger": "AH QH JH TH 9H AD QD JD AC QC JC 8S", "player": "elder"})
    assert exercise.answer == [94]
    hint = exercise.check(["64"], 1).message
    assert "Check which bonus" in hint and "repique" in hint and "94" not in hint, hint


def test_a_class_won_and_left_out_is_named():
    """Lesson 9: 6 for younger's 10 (his quart's 4 left out) got only the general hint."""
    exercise = Exercise.from_spec({"ask": "score", "elder": "QS QH QD AS JS 9S AH 8H 7H TD 8C 7C",
                                   "younger": "KS KH KD QC JC TC 9C AD JD 9D TH JH", "player": "younger"})
    assert exercise.answer == [10]
    hint = exercise.check(["6"], 1).message
    assert "A score is missing: younger wins the sequence too" in hint, hint
    assert "sets also scores his other sets" in exercise.check(["7"], 1).message


LESSONS = Path(__file__).resolve().parents[2] / "lessons"


@pytest.mark.parametrize("spec, wrong, said, not_said", [
    # a question about elder answered with "your total" and "you reached" (a walk-through)
    ({"ask": "say", "record": "deals/counting-aloud.pqt", "step": "11"}, "26",
     "That was elder's total before this move", "your"),
    ({"ask": "score", "elder": "AS KS QS JS TS KH KD KC 7H 8D 7D 9C", "player": "elder",
      "younger": "AH QH JH TH 9H AD QD JD AC QC JC 8S"}, "34", "did elder reach 30", "you reached"),
    # a hand that is elder's or younger's, or nobody's: "the longest suit", not "your"
    ({"ask": "point", "hand": "AH KH QH JH TH AS KS AD KD 8S 8C 7C"}, "4 51", "the longest suit", "your longest"),
    ({"ask": "sets", "hand": "QH QS QD QC 9H 9S 9D AH KH JH TH 7C"}, "trio-of-queens",
     "The hand holds all four queens", "You hold"),
])
def test_hints_about_a_named_player_or_a_hand_do_not_say_you_hold(spec, wrong, said, not_said):
    spec = dict(spec)
    if "record" in spec:
        spec["record"] = (LESSONS / spec["record"]).read_text()
    exercise = Exercise.from_spec(spec)
    message = exercise.check(wrong.split() if exercise.input == "numbers" else wrong).message
    assert said in message and not_said not in message, message


def test_a_say_question_gives_what_the_table_knows_before_the_move():
    """Lesson 13's drill asked younger's total after "Elder plays the king of spades" (the
    answer, 18, needs his seven tricks for the cards) and elder's "Sixty" (a pique: younger
    still at 0), the page showing neither the tricks nor the lead (a walk-through)."""
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-drill.pqt").read_text()
    prompts = {}
    for step, player in ((12, None), (19, "younger"), (33, "younger")):
        spec = {"ask": "say", "record": text, "step": str(step)}
        if player:
            spec["player"] = player
        prompts[step] = Exercise.from_spec(spec).prompt
    # ("Move 12 of the deal" read as records' jargon to a newcomer: where in the deal it is, in words)
    assert prompts[12].startswith("In the play (tricks so far: elder 1, younger 0): Elder leads the ace")
    assert "Elder's total so far is 29, and younger's is 0." in prompts[12]
    assert "elder has led the ten of spades): Younger plays the ace of spades." in prompts[19]
    assert "(tricks so far: elder 4, younger 7; younger has led the seven of spades)" in prompts[33]
    assert prompts[33].endswith("Younger's total so far is 8, and elder's is 65. What total does younger say now?")


def test_elders_score_before_the_play_does_not_count_his_lead():
    """Lesson 3: 11 for elder's 10 (a point counted for the lead) got the general hint."""
    exercise = Exercise.from_spec({"ask": "score", "player": "elder",
                                   "elder": "TS 9S 8S 7S AH TH 9H 7H TD 9D 8C 7C",
                                   "younger": "AC KC QC JC TC 9C KS QS JS KH QH JH"})
    assert exercise.answer == [10]
    assert "No card has been played yet" in exercise.check(["11"]).message


SECOND_TRY_ROWS = [
    # first wrong answer, second wrong answer, the second's stage, what it says
    (["5", "49"], ["5", "56"], "hint", "not 13, 12 and 11"),  # another known slip: its own hint
    (["5", "49"], ["5", "49"], "invalid", "not counted"),      # the same answer again: not a try (a double Enter)
    (["5", "49"], ["5", "47"], "worked", "The answer"),        # no known slip: the answer
    (["4", "40"], ["5", "56"], "hint", "not 13, 12 and 11"),
]


@pytest.mark.parametrize("first, second, stage, said", SECOND_TRY_ROWS)
def test_a_second_wrong_answer_that_is_another_known_slip_gets_its_own_hint(first, second, stage, said):
    """A walk-through's second answer (a king counted as 13) was given the whole answer,
    not a word about the king; a third wrong answer always gets the worked answer."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    assert exercise.check(first, 1).stage == "hint"
    feedback = exercise.check(second, 2, first)
    assert feedback.stage == stage and said in feedback.message, feedback.message
    assert exercise.check(["5", "56"], 3, second).stage == "worked"  # (a third answer: the worked one)
    assert exercise.check(["5", "46"], 3, second).stage == "worked"
    assert exercise.check(second, 2).stage == "worked"  # (no previous answer known: as before)


def test_the_same_wrong_answer_sent_again_is_not_another_try_and_its_hint_stands():
    """A walk-through pressed Enter twice on a wrong answer: the second press used up the
    second go and showed the answer (a puzzle's streak with it). The same answer again is
    now refused as no new try, its hint said again; a changed answer is the next try."""
    from piquet_core.exercises import Exercise
    from piquet_core.exercises.base import SAME_ANSWER
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    first = exercise.check(["5", "56"], 1)
    again = exercise.check([" 5", "56 "], 2, ["5", "56"])
    assert first.stage == "hint" and again.stage == "invalid" and not again.correct
    assert again.message == SAME_ANSWER + " " + first.message[len("Not quite. "):]
    assert exercise.check(["5", "47"], 2, ["5", "56"]).stage == "worked"
    assert exercise.check(["5", "50"], 2, ["5", "56"]).correct


def test_a_second_slip_with_the_same_hint_as_the_first_gets_the_worked_answer():
    """Lesson 18: "Good", then "Not good" to a point of six, both told to compare the
    lengths in the same words: the second Check seemed to do nothing (a walk-through).
    A second slip gets another hint only when it has words of its own."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "reply", "hand": "KD QD JD TD 8D 7D KH AH 7H KC QC 9S", "call": "point 6"})
    first = exercise.check("good", 1)
    assert first.stage == "hint"
    second = exercise.check("not-good", 2, "good")
    assert second.stage == "worked" and second.message != first.message


def test_two_wrong_choices_of_three_get_the_worked_answer_not_a_go_at_the_last_one():
    """Lessons 5-8 (a walk-through): Not good, Good, then Equal was counted as answered
    right, though two wrong choices of three leave only the answer. Each slip has words of
    its own, so without the rule the second would get another go."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "reply", "hand": "QS TS 9S QD JD TD 9D AC KC QC JC 8C", "call": "sequence 4 A"})
    first, other = exercise.check("not-good", 1), exercise.check("good", 1)
    assert first.stage == other.stage == "hint" and first.message != other.message
    second = exercise.check("good", 2, "not-good")
    assert second.stage == "worked" and "Equal" in second.message, second.message


@pytest.mark.parametrize("given, said", [
    (["5", "47"], "Did you count the king of clubs as 13? It is worth 10 pips."),
    (["5", "45"], "Did you count the jack of clubs as 11? It is worth 10 pips."),
    (["5", "48"], "Kings, queens and jacks are worth 10 pips each"),
])
def test_one_court_card_counted_at_its_rank_gets_its_own_hint(given, said):
    """Lesson 1: 47 for clubs K J 9 8 7 (44), the king counted as 13, got the general hint."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "point", "hand": "KC JC 9C 8C 7C AH KH 7D 8D 9D AS QS"})
    assert said in exercise.check(given, 1).message


def test_a_run_read_across_a_gap_and_an_equal_length_answered_equal_get_their_own_hints():
    """Lesson 6 (a walk-through): K Q J 10 8 7 of diamonds taken for a sixième got "compare
    the lengths"; "Equal" to a quart to the jack, holding a quart to the king, got "Count
    your cards again" though the lengths were equal."""
    from piquet_core.exercises import Exercise
    gap = Exercise.from_spec({"ask": "winner", "class": "sequence",
                              "elder": "KS QS JS TS AH QH 9H 7H AC 9C 7C 9D",
                              "younger": "KD QD JD TD 8D 7D KH JH 8H KC QC TC"})
    assert "younger holds no nine of diamonds" in gap.check("younger", 1).message
    reply = Exercise.from_spec({"ask": "reply", "hand": "KH QH JH TH 8H AS QS 7S AD 9D KC 8C",
                                "call": "sequence 4 J"})
    said = reply.check("equal", 1).message
    assert "the top cards decide" in said and "Count your cards" not in said


def test_capots_forty_counted_for_the_cards_gets_its_own_hint():
    """Lesson 12 (a walk-through): 60 for younger's 30 with nine tricks (capot's 40 counted
    instead of the cards' 10) got only the pique hint."""
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "younger-fights-back.pqt").read_text()
    exercise = Exercise.from_spec({"ask": "say", "record": text, "step": "33", "player": "younger"})
    wrong = exercise.answer[0] - 10 + 40
    said = exercise.check([str(wrong)], 1).message
    # (and first: a later walk-through read the pique hint first, though capot was his slip)
    assert said.startswith("Not quite. Capot (40) needs all twelve tricks"), said
    assert exercise.prompt.startswith("In the play (")



def test_two_sequences_held_against_one_call_get_the_best_only_hint():
    """Lesson 8 (a walk-through): two quarts answered "Not good" to one quart major, as if
    two beat one; the hint said only to compare the top cards."""
    exercise = Exercise.from_spec({"ask": "reply", "hand": "QS TS 9S QD JD TD 9D AC KC QC JC 8C",
                                   "call": "sequence 4 A"})
    said = exercise.check("not-good", 1).message
    assert "you set two sequences against his one: only your best is set against his call" in said and "Compare again" in said


@pytest.mark.parametrize("scores, said, words", [
    ("162 117", "279", "difference of the totals, not their sum"),  # a walk-through: the sum, and no 100
    ("134 95", "39", "rubiconed, so the winner scores the sum"),  # the difference, and no 100
])
def test_a_partie_settled_two_slips_at_once_gets_a_hint_naming_them(scores, said, words):
    exercise = Exercise.from_spec({"ask": "rubicon", "scores": scores})
    feedback = exercise.check([said])
    assert feedback.stage == "hint" and words in feedback.message and "100 for the game" in feedback.message


def test_the_last_trick_given_to_the_player_who_lost_it_is_named():
    """A walk-through gave younger elder's last trick (9 for younger's 8 and the cards):
    the hint said only "start from 8 and add what the end of the deal scored"."""
    record = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-drill.pqt").read_text()
    exercise = Exercise.from_spec({"ask": "say", "record": record, "step": "33", "player": "younger"})
    assert exercise.answer == [18]
    for said in ("9", "19"):
        message = exercise.check([said]).message
        assert "elder won it, not younger" in message, message


def test_the_cards_added_with_the_last_trick_get_their_own_hint():
    """A walk-through added the 10 for the cards to the last trick's total and got the
    catch-all "start from your total and add what it scores"."""
    record = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-drill.pqt").read_text()
    exercise = Exercise.from_spec({"ask": "say", "record": record, "step": "33", "player": "elder"})
    assert exercise.answer == [65]
    assert "a total of their own after it" in exercise.check(["75"]).message


def test_a_wrong_making_is_hinted_by_the_name_it_has_on_the_page():
    """Lesson 8: "Making?" to a point of six (younger holds five) was told "Equal means yours
    is exactly as long": the exercise has no choice called Equal."""
    point = Exercise.from_spec({"ask": "reply", "hand": "AH KH QH JH 9H 8S 7S AD AC TD TC 8D", "call": "point 6"})
    sequence = Exercise.from_spec({"ask": "reply", "hand": "AH KH QH JH 9S 8S 7S AD AC TD TC 8D",
                                   "call": "sequence 3"})
    for exercise, question in ((point, "Making?"), (sequence, "How high?")):
        assert question in [label for value, label in exercise.choices]
        hint = exercise.check("equal", 1).message
        assert 'You ask "%s" only when yours is exactly as long' % question in hint and "Equal" not in hint, hint


def test_two_trios_taken_to_beat_one_higher_trio_are_told_the_count_does_not_matter():
    """Lesson 7: elder's trios of jacks and tens against younger's trio of queens; "Elder"
    heard only "Find each player's best set; compare the sizes first"."""
    exercise = Exercise.from_spec({"ask": "winner", "class": "set", "elder": "JS JH JD TS TH TD AS 9S 8S 7H 7D 8C",
                                   "younger": "QS QH QD AH AD KS 9H 9D 8D 7C 7S 8H"})
    assert exercise.answer == "younger"
    hint = exercise.check("elder", 1).message
    assert "Only each player's best set is compared: elder holds more of them, but how many does not count" in hint


def test_a_run_carried_into_another_suit_is_told_a_change_of_suit_ends_it():
    """Lesson 6: a run of hearts taken on with the seven of another suit heard only "it
    stops at the first gap"."""
    exercise = Exercise.from_spec({"ask": "sequence", "hand": "JH TH 9H 8H 7S AS KS 9S AD QD TC 8C"})
    longer = [value for value, label in exercise.choices if label == "Quint minor"]
    assert longer, exercise.choices
    assert "first gap or change of suit" in exercise.check(longer[0], 1).message


def test_a_first_tricks_follower_given_two_is_told_it_is_not_the_last_trick():
    """Lesson 11, K♠ led and won by the A♠: "Follower 2" was told "1, and 1 more on the last
    trick", which pointed at the point it had added; the last trick is named only where it is one."""
    first = Exercise.from_spec({"ask": "trick", "lead": "KS", "follow": "AS"})
    hint = first.check(["1", "2"], 1).message
    assert "this is not the last trick" in hint and "1 more on the last trick" not in hint, hint
    assert "last trick" not in first.check(["2", "1"], 1).message
    last = Exercise.from_spec({"ask": "trick", "lead": "9C", "follow": "TC", "last": "yes"})
    assert "last trick" in last.check(["1", "1"], 1).message and last.answer == [1, 2]


def test_a_total_said_for_the_cards_quotes_the_cards_rule_and_its_lesson():
    """Lesson 12's question on younger's 10 for the cards showed, with its worked answer,
    the pique's rule ("at a pique he says Sixty") and a link on to lesson 13."""
    from piquet_core.exercises.counting import END_RULE, SAY_RULE
    spec = {"ask": "say", "record": "deals/younger-fights-back.pqt", "step": "33", "player": "younger"}
    from pathlib import Path
    spec["record"] = (Path(__file__).resolve().parents[2] / "lessons" / spec["record"]).read_text(encoding="utf-8")
    cards = Exercise.from_spec(spec)
    assert (cards.rule, cards.lesson) == (END_RULE, "cards-and-capot"), (cards.rule, cards.lesson)
    lead = Exercise.from_spec(dict(spec, step="12", player="elder"))
    assert (lead.rule, lead.lesson) == (SAY_RULE, "counting-aloud")


def test_a_tick_box_question_gives_a_second_different_slip_its_own_hint():
    """Who scores, level 3, seed 9090: a pique ticked got a hint, then both repiques ticked
    got the worked answer at once, where every other kind of question gives a second,
    different slip its own hint (a walk-through). The same ticks again: no new try."""
    from piquet_core.exercises import make_puzzle
    exercise = [step.exercise for step in make_puzzle("who-scores", 9090, 3).all_steps()
                if step.exercise.input == "checks"][0]
    right = list(exercise.answer)
    first, second = ["pique"] + right, ["repique-elder"] + right
    assert exercise.check(first, 1).stage == "hint"
    again = exercise.check(second, 2, first)
    assert again.stage == "hint" and again.message != exercise.check(first, 1).message
    assert exercise.check(first, 2, first).stage == "invalid"
    assert exercise.check(second, 3, first).stage == "worked"


@pytest.mark.parametrize("typed, value", [
    ("tierce", "a-tierce"), ("tierce major", "a-tierce"), ("a tierce major", "a-tierce"),
    ("trio of aces", "three-aces"), ("+39", "thirty-nine"), ("Thirty-nine", "thirty-nine"), ("four", "point-of-four"),
])
def test_a_typed_call_is_understood_as_the_table_says_it(typed, value):
    """Calls, level 2, seed 5150: "tierce", "tierce major" and "trio of aces" were "not
    recognised" though the page's own dialogue says "Tierce major: Three." and "Trio of
    aces: Six."; "+39" was refused where a number box takes "+241" (a walk-through)."""
    from piquet_core.exercises import make_puzzle
    found = [step.exercise.choice_from_words(typed) for step in make_puzzle("calls", 5150, 2).all_steps()
             if step.exercise.input == "choice"]
    assert value in found, (typed, found)


def test_a_short_choice_is_not_read_into_longer_words():
    """"no" or "good" at the start of other words is not that choice."""
    from piquet_core.exercises.base import Exercise
    exercise = Exercise(None, "test", "?", "choice", [("no", "No."), ("good", "Good."), ("yes", "Yes.")], [], "no", "")
    assert exercise.choice_from_words("no bonus at all") is None
    assert exercise.choice_from_words("good against the cards") is None


@pytest.mark.parametrize("typed", ["\uff12\uff14\uff11", "\u0662\u0664\u0661"])
def test_digits_of_another_script_are_asked_for_as_0_to_9(typed):
    """"２４１" got "enter a whole number (in digits or in words)": the learner had typed digits."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    given, problem = exercise.read(["5", typed])
    assert given is None and "the digits 0 to 9" in problem


def test_what_his_answer_allows_is_asked_of_an_honest_answer():
    """Sinking level 3, seed 6767: three unseen queens "impossible, his answer rules it out"
    read as a second defensible answer in a family about sinking; the question now says
    the answer is taken as honest, as its worked answer did."""
    from piquet_core.exercises import make_puzzle
    asked = [step.exercise.prompt for step in make_puzzle("sinking", 6767, 3).all_steps()
             if step.exercise.kind == "can-hold"]
    assert asked and all("If younger answered honestly" in prompt for prompt in asked)


@pytest.mark.parametrize("hand, call, reason", [
    ("TS TH TD TC AS KS 9H 8H 7D 8D 9C 8C", "set 3 Q", "Yours is better (four of a kind beat three), so you answer Not good."),
    ("QS QH QD AS KS 9H 8H 7D 8D 9C 8C 7C", "set 3 A", "Yours is of a lower rank, so you answer Good"),
    ("AS KS QS JS 9S AH KH 7D 8D 9D AC KC", "point 5 47", "Yours is as long, with more pips, so you answer Not good."),
    ("AS KS QS JS 9S AH KH 7D 8D 9D AC KC", "point 6", "Yours is shorter, so you answer Good"),
])
def test_a_replys_worked_answer_gives_the_reason_in_the_order_holdings_are_compared(hand, call, reason):
    """Lesson 16: a quatorze of tens against three queens was "higher" (a walk-through): the
    count comes first for sets, the length for points and runs, then the rank or pips."""
    from piquet_core.exercises import Exercise
    exercise = Exercise.from_spec({"ask": "reply", "hand": hand, "call": call})
    assert reason in exercise.explanation, exercise.explanation


@pytest.mark.parametrize("typed", ["none", "None", "nothing", " NOTHING "])
def test_none_typed_at_a_call_is_the_call_of_nothing(typed):
    """Calls, seed 0: "none" typed for a set was "not recognised" (a walk-through)."""
    from piquet_core.exercises import make_puzzle
    exercise = [step.exercise for step in make_puzzle("calls", 0, 1).all_steps()
                if "no-set" in dict(step.exercise.choices)][0]
    assert exercise.choice_from_words(typed) == "no-set"


def test_the_same_answer_after_a_second_hint_is_no_new_try_but_after_the_worked_one_it_is_answered():
    """A later walk-through: Enter pressed twice after the second hint (another known slip)
    still gave the worked answer. The page says whether the last answer got a hint; after
    the worked answer the same answer gets it again (a refusal would hide it)."""
    from piquet_core.exercises import Exercise
    from piquet_core.exercises.base import SAME_ANSWER
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    assert exercise.check(["5", "49"], 1).stage == "hint"
    second = exercise.check(["5", "56"], 2, ["5", "49"], True)
    assert second.stage == "hint"
    again = exercise.check(["5", "56"], 3, ["5", "56"], True)
    assert again.stage == "invalid" and again.message.startswith(SAME_ANSWER)
    assert exercise.check(["5", "56"], 3, ["5", "56"], False).stage == "worked"
    assert exercise.check(["5", "47"], 3, ["5", "56"], True).stage == "worked"


def test_the_shorter_point_of_higher_cards_answered_is_told_the_length_comes_first():
    """Lesson 5's trap (four-card suits of A K Q J against five low hearts) answered "Elder"
    got only the general hint (a walk-through)."""
    exercise = Exercise.from_spec({"ask": "winner", "class": "point", "elder": "AS KS QS JS AD KD QD JD AC KC QC JC",
                                   "younger": "JH TH 9H 8H 7H TS 9S 8S TD 9D TC 9C"})
    assert exercise.answer == "younger"
    assert "High cards do not decide a point: compare the lengths first" in exercise.check("elder", 1).message


def test_the_lower_of_two_trios_answered_is_told_how_sets_rank():
    exercise = Exercise.from_spec({"ask": "winner", "class": "set", "elder": "QS QH QD AS JS 9S AH 8H 7H TD 8C 7C",
                                   "younger": "KS KH KD QC JC TC 9C AD JD 9D TH JH"})
    assert exercise.answer == "younger"
    assert "Sets of one size are ranked: ace highest" in exercise.check("elder", 1).message


@pytest.mark.parametrize("hand, call, said", [
    ("AS KS QS 9S 8S KH QH JD 7D AC 9C 7C", "point 5 48", "beside the pips he said"),
    ("AD KD QD JD 9S 8S KH 9H 8H AC 9C 7C", "sequence 4 A", "beside the top card he named")])
def test_a_reply_to_a_second_figure_names_what_was_said_not_a_figure(hand, call, said):
    """Elder's "Major" is a word, not a figure (a walk-through): the hint to an answer
    other than Equal, when Equal is right, names what he said."""
    exercise = Exercise.from_spec({"ask": "reply", "hand": hand, "call": call})
    assert exercise.answer == "equal"
    assert said in exercise.check("good", 1).message


def test_an_equal_to_a_point_of_more_pips_is_told_of_the_pips_not_how_high():
    exercise = Exercise.from_spec({"ask": "reply", "hand": "AS KS QS 9S 8S KH QH JD 7D AC 9C 7C", "call": "point 5 47"})
    assert exercise.answer == "not-good"
    message = exercise.check("equal", 1).message
    assert "Equal means yours is exactly as long, with exactly as many pips" in message and "as high" not in message


def test_a_shorter_sequence_of_no_higher_cards_is_not_told_high_cards_do_not_decide():
    """Lesson 18's changed deal (a walk-through): elder's quart to the king and two tierces
    against younger's septième to the king. "Elder" got "High cards do not decide a
    sequence ... Or perhaps ...": both runs are headed by the king, and elder's slip is his
    three runs."""
    from piquet_core.exercises.who_scores import build_winner
    exercise = build_winner({"ask": "winner", "elder": "KS QS JS TS 7S TH 9H 8H AC TC 9C 8C",
                             "younger": "KD QD JD TD 9D 8D 7D KH AH 7H KC QC", "class": "sequence"})
    said = exercise.check("elder").message
    assert said.startswith("Not quite. Only each player's best sequence is compared: elder holds more of them"), said
    assert "High cards" not in said and "Or perhaps" not in said, said


@pytest.mark.parametrize("scores, given, said", [
    ("204 141", "204", "That is the winner's own total, not what the partie gives him: he scores the difference"),
    ("204 141", "141", "That is the loser's total, not what the winner scores: the difference plus 100"),
    ("150 80", "150", "he scores the sum of both totals plus 100"),
])
def test_a_partie_answered_with_one_players_total_is_told_so(scores, given, said):
    """A walk-through answered the winner's own total (204 for 204 and 141) and met only the
    general advice."""
    assert said in Exercise.from_spec({"ask": "rubicon", "scores": scores}).check([given]).message




def test_the_cards_counted_as_capot_are_told_of_capot_before_any_bonus():
    """A walk-through counted capot's 40 for the cards (17 and nine tricks: 57) and was told
    first that no pique comes below 30: the cards never make a bonus, and the capot slip is
    the likelier one."""
    from piquet_core.exercises.counting import generate
    checked = 0
    for seed in range(1, 30):
        for step in generate(seed, 2).all_steps():
            exercise = step.exercise
            if "You score the cards" not in exercise.prompt:
                continue
            message = exercise.check([str(exercise.answer[0] + 30)]).message
            assert message.startswith("Not quite. Capot (40) needs all twelve tricks"), message
            assert "never count toward a pique or repique" in exercise.check([str(exercise.answer[0] + 60)]).message
            checked += 1
    assert checked >= 10


def test_younger_who_left_out_his_repique_is_told_the_reckoning_order():
    """Younger's repique after elder had said "One" for his lead: a walk-through, asked
    whether he reached 30 before his opponent scored, would have answered no."""
    from piquet_core.exercises.counting import generate
    hints = [hint for step in generate(7, 3).all_steps() for _answer, hint in step.exercise.mistakes
             if hint.startswith("Did you reach 30")]
    assert hints and all("Declarations are reckoned before the play" in hint for hint in hints), hints
