"""What decides a class (RULES.md §5: a point by length then pips, a sequence by length then
top card, sets by size, a quatorze beating any trio, then rank): for each class, with equal
and with different lengths, the hints name the right deciding feature and no other class's.
The expected words are written here, not taken from ``piquet_core.comparing``."""

import doctest

import pytest

from piquet_core import comparing
from piquet_core.combinations import all_of
from piquet_core.exercises import Exercise
from piquet_core.exercises.who_scores import _class_step, scored_hands

# what decides between equal lengths, and what between different ones
FEATURE = {"point": "pip", "sequence": "top card", "set": "rank"}
FIRST = {"point": "length decides first", "sequence": "length decides first", "set": "quatorze beats any trio"}

# class, equal lengths?, elder, younger (each line checked below: the lengths are as said)
WINNER_CASES = [
    ("point", True, "AH KH QH JH TH 7C 8C 9C 7D 8D 9D 7S", "KS QS JS 9S 8S TC JC QC TD JD QD AC"),
    ("point", False, "AH KH QH JH TH 9H 7C 8C 7D 8D 9D 7S", "KS QS JS 9S 8S TC JC QC TD JD QD AC"),
    ("sequence", True, "KH QH JH TH 7H 7C 8C AC 7D 8D AD 7S", "QS JS TS 9S 9C JC KC 9D JD KD AH 8H"),
    ("sequence", False, "JH TH 9H 8H 7H 7C 8C AC 7D 8D AD 7S", "AS KS QS JS 9C JC KC 9D JD KD AH QH"),
    ("set", True, "KS KH KD 7S 8S 7H 8H 9C 7D 8D 9D 7C", "AS AH AD QS QH JS JH TS TH 9S 9H 8C"),
    ("set", False, "TS TH TD TC 7S 8S 7H 8H 9C 7D 8D 9D", "AS AH AD QS QH JS JH KS KH 9S 9H 8C"),
]
# class, equal lengths?, younger's hand, elder's call (the answer is always Good)
REPLY_CASES = [
    ("point", True, "AH KH TH 9H 7H AS QS KD JD AC JC 9C", "point 5 48"),
    ("point", False, "AH KH TH 9H AS QS 7S KD JD AC JC 9C", "point 5"),
    ("sequence", True, "KH QH JH TH 8H 9S 8S 7S AD 9D KC 8C", "sequence 4 A"),
    ("sequence", False, "KH QH JH TH 8H 9S 8S 7S AD 9D KC 8C", "sequence 5"),
    ("set", True, "KS KH KD 7S 8S 7H 8H 9C 7D 8D 9D 7C", "set 3 A"),
    ("set", False, "AS AH AD 7S 8S 7H 8H 9C 7D 8D 9D 7C", "set 4 T"),
]


def names_only_its_feature(kind, text):
    others = [FEATURE[other] for other in FEATURE if other != kind and FEATURE[other] not in FEATURE[kind]]
    return FEATURE[kind] in text and not [word for word in others if word in text]


def lengths(kind, elder, younger):
    hands = scored_hands({"elder": elder, "younger": younger})[:2]
    return [all_of(kind, hand)[0].key[0] for hand in hands]


@pytest.mark.parametrize("kind, equal, elder, younger", WINNER_CASES)
def test_the_beaten_holdings_hint_names_what_decides(kind, equal, elder, younger):
    first = lengths(kind, elder, younger)
    assert (first[0] == first[1]) == equal, first
    hands_and_result = scored_hands({"elder": elder, "younger": younger})
    step = _class_step(kind, hands_and_result[:2], hands_and_result[2])
    loser = "younger" if hands_and_result[2]["scores"][kind]["winner"] == "elder" else "elder"
    hints = [text for answer, text in step.mistakes if answer.startswith(loser + "-")]
    assert hints, step.mistakes
    for text in hints:
        if equal:
            assert names_only_its_feature(kind, text), text
        else:
            assert FIRST[kind] in text, text
    # "Nobody": a tie only when both figures are equal; sets never are
    nobody = [text for answer, text in step.mistakes if answer.startswith("nobody")]
    if equal:
        assert names_only_its_feature(kind, nobody[0]), nobody
        assert ("never equal" in nobody[0]) == (kind == "set"), nobody
    assert names_only_its_feature(kind, step.hint) and "first" in step.hint, step.hint


@pytest.mark.parametrize("kind, equal, elder, younger", WINNER_CASES)
def test_the_winner_exercise_names_what_decides(kind, equal, elder, younger):
    exercise = Exercise.from_spec({"ask": "winner", "elder": elder, "younger": younger, "class": kind})
    hints = dict((answer, text) for answer, text in exercise.mistakes if answer != exercise.answer)
    if equal:
        assert names_only_its_feature(kind, hints["neither"]), hints
    elif kind != "point":  # a longer point always has more pips: no point is won the other way
        wrong = "younger" if exercise.answer == "elder" else "elder"
        assert FIRST[kind] in hints[wrong], hints
    assert names_only_its_feature(kind, exercise.hint), exercise.hint


@pytest.mark.parametrize("kind, equal, hand, call", REPLY_CASES)
def test_a_wrong_not_good_is_told_what_decides(kind, equal, hand, call):
    exercise = Exercise.from_spec({"ask": "reply", "hand": hand, "call": call})
    assert exercise.answer == "good"
    feedback = exercise.check("not-good")
    assert feedback.stage == "hint" and names_only_its_feature(kind, feedback.message), feedback.message
    if equal:
        assert "decide" in feedback.message and "first" not in feedback.message, feedback.message
    else:  # "compare the lengths first, ..."; against a quatorze, "Count before you rank: ..."
        assert ("quatorze" if kind == "set" else "lengths first") in feedback.message, feedback.message


def test_the_question_asked_on_equal_length_is_the_tables():
    from piquet_core.table.move_words import describe_move
    assert [describe_move("equal", kind) for kind in ("point", "sequence", "set")] == [
        "\u201cMaking?\u201d (the same length)", "\u201cHow high?\u201d (the same length)", "Equal"]


def test_doctests():
    assert doctest.testmod(comparing).failed == 0
