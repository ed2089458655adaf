"""The exercise kinds of the other games (issue 12) in a real Chromium, as a learner
answers them: from the keyboard only, first a wrong answer that one of the engine's
known mistakes gives (the hint aimed at it must show, and the exercise stays open),
then the right answer. One page load per lesson."""

import pytest

pytestmark = pytest.mark.e2e

READY = "body[data-python=ready]"
KINDS = ("game_points", "normand_tricks", "voleur_tricks", "repic", "imperial_chips", "imperial_trick", "ruff",
         "original_trick", "picy", "trump_trick", "may_play")
# The lessons that hold them (slugs), and the kinds each must have.
LESSONS = {"variants": ("game_points", "trump_trick", "may_play"),
           "other-games": ("normand_tricks", "voleur_tricks", "repic", "imperial_chips", "imperial_trick"),
           "original-rules": ("ruff", "original_trick", "picy")}


def _wrong_answer(exercise):
    """(a wrong answer, the words of the hint it must get): a known mistake if there is
    one, else a plainly wrong answer and the general hint."""
    if exercise.mistakes:
        return exercise.mistakes[0]
    if exercise.input == "choice":
        return next(value for value, label in exercise.choices if value != exercise.answer), exercise.hint
    return [n + 1 for n in exercise.answer], exercise.hint


def _type_numbers(page, section, numbers):
    """Fill every number box from the keyboard: type, Tab to the next (Tab selects what
    is there, so typing replaces it), Enter to check."""
    first = section.locator("input[type=text]").first
    first.focus()
    page.keyboard.press("Control+A")
    for index, number in enumerate(numbers):
        if index:
            page.keyboard.press("Tab")
        page.keyboard.type(str(number))
    page.keyboard.press("Enter")


def _choose(page, section, value):
    """Pick a choice from the keyboard: focus the radio group at that choice, Space to
    select, Tab to Check, Enter."""
    section.locator(f"input[value='{value}']").focus()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")


def _answer(page, section, exercise, answer):
    if exercise.input == "choice":
        _choose(page, section, answer)
    else:
        _type_numbers(page, section, answer)


@pytest.mark.parametrize("slug", sorted(LESSONS))
def test_each_kind_right_and_wrong_by_keyboard(page, site_url, built_site, watch, slug):
    course = built_site[0]
    lesson = next(lesson for lesson in course.lessons if lesson.slug == slug)
    exercises = [(ident, exercise) for ident, exercise in lesson.exercises if exercise.kind in KINDS]
    assert set(LESSONS[slug]) <= {exercise.kind for _, exercise in exercises}
    page.goto(site_url + lesson.url)
    page.wait_for_selector(READY)
    for ident, exercise in exercises:
        section = page.locator(f"section[data-exercise='{ident}']")
        feedback = section.locator(".exercise__feedback")
        wrong, hint = _wrong_answer(exercise)
        _answer(page, section, exercise, wrong)
        feedback.filter(has_text="Not quite.").wait_for()
        text = feedback.inner_text()
        assert hint in text and "Try again" in text, (exercise.kind, text)
        assert section.locator(".exercise__done").is_hidden()
        _answer(page, section, exercise, exercise.answer)
        page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
        assert feedback.inner_text().startswith("Right."), (exercise.kind, feedback.inner_text())
        assert section.locator(".exercise__done").is_visible()
    watch.assert_clean()
