"""Wrong answers for the end-to-end tests, from the engine's own exercise."""

from piquet_core.exercises.base import WORKED


def _other_answers(exercise):
    """Wrong answers to try, the exercise's known slips first."""
    candidates = [answer for answer, _hint in exercise.mistakes]
    if exercise.input == "numbers":
        candidates += [[n + step for n in exercise.answer] for step in (3, 5, 7, 11)]
    elif exercise.input == "choice":
        candidates += [value for value, _label in exercise.choices]
    elif exercise.input == "checks":
        candidates += [[value] for value, _label in exercise.choices] + [[]]
    return [answer for answer in candidates if not exercise.check(answer, 1).correct]


def wrong_until_worked(exercise, first):
    """The wrong answers, after ``first`` (answered at the first try), that bring the
    worked answer, in order: the same answer again is no new try (a double Enter), and a
    second, different known slip gets its own hint, so a test that wants the worked answer
    changes its answer, as a learner does."""
    given, previous, tries = [], first, 2
    for answer in _other_answers(exercise):
        if answer == previous or answer in given:
            continue
        stage = exercise.check(answer, tries, previous).stage
        given.append(answer)
        if stage == WORKED:
            return given
        previous, tries = answer, tries + 1
    raise AssertionError("no wrong answers bring the worked answer of %r" % (exercise.expected,))


def another_wrong(exercise, wrong):
    """One wrong answer other than ``wrong`` that brings the worked answer at the second try."""
    for answer in _other_answers(exercise):
        if answer != wrong and exercise.check(answer, 2, wrong).stage == WORKED:
            return answer
    raise AssertionError("no other wrong answer brings the worked answer of %r" % (exercise.expected,))
