"""The built site in a real Chromium: pages, exercises, keyboard, offline, phone, axe."""

import ast
import json
from pathlib import Path

import pytest

from _answers import another_wrong
from _axe import axe_violations
from piquet_core.exercises import Exercise
from sitegen.glue_modules import load_glue
from sitegen.server import serve_in_thread

pytestmark = pytest.mark.e2e

READY = "body[data-python=ready]"
STATIC_PAGES = ["glossary.html", "404.html"]
PYTHON_PAGES = ["index.html", "practice.html", "games.html"]


def all_pages(course):
    return PYTHON_PAGES + [lesson.url for lesson in course.lessons] + STATIC_PAGES


PROGRESS = load_glue("progress")  # (the lesson glue's words for an exercise answered)


def open_page(page, url, path):
    page.goto(url + path)
    if page.locator("body").get_attribute("data-python") != "none":
        page.wait_for_selector(READY)


def lesson_constant(name):
    """A constant of the lesson page's glue (site/py/lesson.py runs only in a page, so
    its words are read from its source, not imported)."""
    tree = ast.parse((Path(__file__).resolve().parents[2] / "site" / "py" / "lesson.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and [target.id for target in node.targets] == [name]:
            return ast.literal_eval(node.value)
    raise LookupError(name)


def first_lesson_with(course, predicate):
    for lesson in course.lessons:
        for ident, exercise in lesson.exercises:
            if predicate(exercise):
                return lesson, ident, exercise
    pytest.skip("no lesson has such an exercise")


def test_every_page_loads_clean_and_on_site(page, site_url, built_site, watch):
    course = built_site[0]
    for path in all_pages(course):
        open_page(page, site_url, path)
        assert page.locator("h1").count() == 1, path
        # Every exercise was rebuilt from its spec by MicroPython and is enabled.
        assert page.locator(".py-status--failed").count() == 0, path
        assert page.locator("fieldset.exercise__fieldset:disabled").count() == 0, path
    watch.assert_clean()


def test_lesson_page_shows_loading_then_ready(page, site_url, built_site, watch):
    lesson = built_site[0].lessons[0]
    page.goto(site_url + lesson.url)
    page.wait_for_selector(READY)
    assert page.locator("#py-status").is_hidden()
    watch.assert_clean()


def right_choice(exercise):
    return exercise.answer


def test_an_exercise_reacts_to_clicks(page, site_url, built_site, watch):
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "choice")
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    wrong = next(value for value, label in exercise.choices if value != exercise.answer)
    section.locator(f"input[value='{wrong}']").click()
    section.get_by_role("button", name="Check").click()
    feedback = section.locator(".exercise__feedback")
    # A Check pressed while the engine is still loading is answered once it is there.
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-wrong")
    assert "Not quite." in feedback.inner_text()
    section.locator(f"input[value='{exercise.answer}']").click()
    section.get_by_role("button", name="Check").click()
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    assert feedback.inner_text().startswith("Right.")
    assert section.locator(".exercise__done").is_visible()
    watch.assert_clean()


def numbers_exercise(page, site_url, lesson, ident):
    """(the exercise's section, answer(numbers): fill its boxes and press Check) on its page."""
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    boxes = section.locator("input[type=text]")

    def answer(numbers_given):
        for index, number in enumerate(numbers_given):
            boxes.nth(index).fill(str(number))
        section.get_by_role("button", name="Check").click()
    return section, answer


def test_a_second_wrong_answer_that_is_another_known_slip_gets_its_own_hint(page, site_url, built_site, watch):
    """A walk-through's second answer (a king counted as 13) got the whole answer, not a
    word about the king: another known slip gets its own hint, the next answer the worked one."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "numbers" and len(
        set(tuple(answer) for answer, _hint in ex.mistakes)) >= 2 and ex.mistakes[0][1] != ex.mistakes[1][1])
    section, answer = numbers_exercise(page, site_url, lesson, ident)

    first, second = exercise.mistakes[0][0], exercise.mistakes[1][0]
    answer(first)
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=hint]")
    said = section.locator(".exercise__feedback").text_content()
    answer(second)
    page.wait_for_function("([s, before]) => { const box = document.querySelector(s + ' .exercise__feedback');"
                           " return box.textContent !== before; }",
                           arg=[f"section[data-exercise='{ident}']", said])
    assert section.get_attribute("data-state") == "hint"
    # (the words as said: the box shows cards by their faces and reads them by name)
    assert exercise.check(second, 2, first).message == section.locator(".exercise__feedback").get_attribute("data-said")
    answer(second)  # the same again on the second hint: no new try (a later walk-through)
    page.wait_for_function("(s) => document.querySelector(s + ' .exercise__feedback').textContent.startsWith("
                           "'That is the answer you gave before')", arg=f"section[data-exercise='{ident}']")
    assert section.get_attribute("data-state") == "hint"
    answer(first)
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=worked]")
    watch.assert_clean()


def to_the_worked_answer(page, site_url, lesson, ident, exercise):
    """A numbers exercise answered wrong twice (a known slip, then another wrong answer):
    (its section, answer(numbers), the slip answered first), the worked answer shown."""
    section, answer = numbers_exercise(page, site_url, lesson, ident)
    wrong = exercise.mistakes[0][0]
    answer(wrong)
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=hint]")
    answer(another_wrong(exercise, wrong))
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=worked]")
    return section, answer, wrong


def test_cards_in_an_answers_feedback_are_shown_by_face_and_read_by_name(page, site_url, built_site, watch):
    """A walk-through heard a worked answer's "(Q♦ J♦ 10♦ 9♦ 8♦)" as suit symbols: the
    feedback shows each card's face and reads its name, as the practice table does."""
    from piquet_core.cards import CARD_TABLE
    labels = [card.label for card in CARD_TABLE]

    def worked_with_cards(exercise):
        if exercise.input != "numbers" or not exercise.mistakes:
            return False
        return any(label in exercise.worked().split() or "(" + label in exercise.worked() for label in labels)
    lesson, ident, exercise = first_lesson_with(built_site[0], worked_with_cards)
    section, answer, wrong = to_the_worked_answer(page, site_url, lesson, ident, exercise)
    box = section.locator(".exercise__feedback")
    assert box.get_attribute("data-said").startswith("Not quite. " + exercise.worked()[:20])
    names = box.locator(".visually-hidden").all_text_contents()
    assert names and all(" of " in name for name in names), names
    assert box.locator('[aria-hidden="true"]').count() == len(names)
    watch.assert_clean()


def test_a_wrong_answer_after_the_worked_one_visibly_answers_again(page, site_url, built_site, watch):
    """After the worked answer, another wrong answer got the very same words, and a
    walk-through saw nothing happen: the words go and come back, so the Check answers."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "numbers" and ex.mistakes)
    section, answer, wrong = to_the_worked_answer(page, site_url, lesson, ident, exercise)
    worked = section.locator(".exercise__feedback").text_content()
    page.evaluate("(s) => { const box = document.querySelector(s + ' .exercise__feedback'); window.seen = [];"
                  " new MutationObserver(() => window.seen.push(box.textContent)).observe(box, {childList: true,"
                  " characterData: true, subtree: true}); }", f"section[data-exercise='{ident}']")
    answer(wrong)
    page.wait_for_function("(w) => window.seen.length >= 2 && window.seen[window.seen.length - 1] === w", arg=worked)
    seen = page.evaluate("window.seen")
    assert seen[0] == "" and seen[-1] == worked, seen
    watch.assert_clean()


def test_a_box_left_empty_is_marked_and_focused_and_a_stale_lesson_link_goes(page, site_url, built_site, watch):
    """A walk-through pressed Enter with Pip total empty: told so, the focus stayed in the
    box before it, nothing marked; and after a worked answer, "Enter a whole number" came
    with the worked answer's "Learn more in Lesson 5" still under it."""
    course = built_site[0]
    numbers = {lesson.slug: lesson.number for lesson in course.lessons}
    lesson, ident, exercise = first_lesson_with(
        course, lambda ex: ex.input == "numbers" and len(ex.fields) == 2 and numbers.get(ex.lesson, 0) > 1)
    section, answer = numbers_exercise(page, site_url, lesson, ident)
    boxes = section.locator("input[type=text]")
    boxes.first.fill(str(exercise.answer[0]))
    boxes.first.press("Enter")
    page.wait_for_function("(s) => document.querySelector(s + ' .exercise__feedback').textContent.includes("
                           "'enter a whole number')", arg=f"section[data-exercise='{ident}']")
    assert boxes.nth(1).get_attribute("aria-invalid") == "true" and boxes.first.get_attribute("aria-invalid") is None
    assert page.evaluate("document.activeElement.name") == exercise.fields[1][0]
    first = [number + 1 for number in exercise.answer]
    for state, given in (("hint", first), ("worked", another_wrong(exercise, first))):  # (the same answer
        answer(given)  # again would be no new try)
        page.wait_for_selector(f"section[data-exercise='{ident}'][data-state={state}]")
    read = section.locator(".exercise__read")
    assert read.is_visible() and read.inner_text().startswith("Learn more in Lesson ")
    answer(["", ""])
    page.wait_for_function("(s) => document.querySelector(s + ' .exercise__feedback').textContent.includes("
                           "'enter a whole number')", arg=f"section[data-exercise='{ident}']")
    assert read.is_hidden()
    watch.assert_clean()


def test_a_worked_answer_points_to_a_lesson_still_ahead_as_more_to_learn_not_to_read_again(page, site_url, built_site,
                                                                                              watch):
    """Lesson 1's worked answer said "Read it again: Lesson 5" to a learner who had not read lesson 5."""
    course = built_site[0]
    numbers = {lesson.slug: lesson.number for lesson in course.lessons}
    lesson, ident, exercise = first_lesson_with(  # (the first lesson whose exercise's rule is taught later)
        course, lambda ex: ex.input == "numbers" and numbers.get(ex.lesson, 0) > min(numbers.values()))
    assert numbers[exercise.lesson] > lesson.number, (lesson.slug, exercise.lesson)
    section, answer = numbers_exercise(page, site_url, lesson, ident)

    first = [number + 1 for number in exercise.answer]
    for state, given in (("hint", first), ("worked", another_wrong(exercise, first))):  # (the same answer
        answer(given)  # again would be no new try)
        page.wait_for_selector(f"section[data-exercise='{ident}'][data-state={state}]")
    read = section.locator(".exercise__read")
    ahead = next(other for other in course.lessons if other.slug == exercise.lesson)
    assert read.inner_text() == "Learn more in Lesson %d, %s." % (ahead.number, ahead.title)
    answer(exercise.answer)
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=right]")
    assert read.is_hidden()  # the pointer goes with the worked answer it came with
    # right only after the worked answer: said, and not counted (a walk-through saw the
    # answer copied counted as "answered right"), nor when it is sent again
    done = section.locator(".exercise__done")
    assert done.inner_text() == PROGRESS.DONE_HELPED
    assert section.locator(".exercise__feedback").inner_text().endswith(PROGRESS.HELPED_SAID)  # (heard too)
    answer(exercise.answer)
    page.wait_for_function("(s) => document.querySelector(s + ' .exercise__feedback').textContent !== ''",
                           arg=f"section[data-exercise='{ident}']")
    assert done.inner_text() == PROGRESS.DONE_HELPED
    assert ident not in (page.evaluate("localStorage.getItem('piquet-progress')") or "")
    watch.assert_clean()


def test_enter_in_a_box_answered_right_takes_the_focus_to_the_box_answered_wrong(page, site_url, built_site,
                                                                                   watch):
    """A walk-through answered one box of two wrong and pressed Enter in the other: the focus
    stayed where it was right, and he had to go back."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "numbers" and len(
        ex.fields) == 2)
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    section.locator("fieldset:not([disabled])").wait_for()
    boxes = section.locator("input[type=text]")
    boxes.first.fill(str(exercise.answer[0] + 3))
    boxes.nth(1).fill(str(exercise.answer[1]))
    boxes.nth(1).press("Enter")
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=hint]")
    assert page.evaluate("document.activeElement.name") == exercise.fields[0][0]
    assert page.evaluate("[document.activeElement.selectionStart, document.activeElement.selectionEnd]") == [
        0, len(str(exercise.answer[0] + 3))]
    watch.assert_clean()


def test_a_check_pressed_while_the_engine_loads_says_so_then_answers_once(browser, built_site, site_url):
    """The lesson's engine pack held back: a Check says it is checking (two presses, one
    answer), and the answer comes once the pack arrives."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "choice")
    context = browser.new_context()
    held = []
    context.route("**/py/piquet_core_lessons.pack", lambda route: held.append(route))
    page = context.new_page()
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    wrong = next(value for value, label in exercise.choices if value != exercise.answer)
    section.locator(f"input[value='{wrong}']").click()
    section.get_by_role("button", name="Check").click()
    section.get_by_role("button", name="Check").click()
    feedback = section.locator(".exercise__feedback")
    assert feedback.inner_text() == lesson_constant("CHECKING")
    assert held, "the lesson's engine pack was never requested"
    for route in held:
        route.continue_()
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-wrong")
    assert "Not quite." in feedback.inner_text()
    assert section.get_attribute("data-state") == "hint"  # one wrong answer counted, not two
    context.close()


def test_an_exercise_answered_before_python_runs_is_checked_as_it_starts(browser, built_site, site_url):
    """MicroPython held back (a slow connection): the boxes are open at once, as the note
    under the exercise says (a walk-through found them shut beside that note); a Check
    pressed then is held, said so, and answered once Python runs."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "numbers")
    context = browser.new_context()
    held = []
    context.route("**/micropython.wasm", lambda route: held.append(route))
    page = context.new_page()
    page.goto(site_url + lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    boxes = section.locator("input[type=text]")
    boxes.first.wait_for()
    assert page.locator("body").get_attribute("data-python") == "loading"
    for index in range(boxes.count()):
        boxes.nth(index).fill(str(exercise.answer[index]))
    boxes.last.press("Enter")
    feedback = section.locator(".exercise__feedback")
    assert feedback.inner_text() == "Checking as soon as Python is ready\u2026"
    assert held, "MicroPython was never requested"
    for route in held:
        route.continue_()
    page.wait_for_selector(f"section[data-exercise='{ident}'][data-state=right]", timeout=60_000)
    context.close()


def test_an_exercise_works_from_the_keyboard(page, site_url, built_site, watch):
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "numbers")
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    inputs = section.locator("input[type=text]")
    inputs.first.focus()
    for index, number in enumerate(exercise.answer):
        if index:
            page.keyboard.press("Tab")
        page.keyboard.type(str(number))
    page.keyboard.press("Enter")
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    # Choices too: focus the radio group, pick with Space, Tab to Check, Enter.
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "choice")
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    section.locator(f"input[value='{exercise.answer}']").focus()
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    watch.assert_clean()



def test_a_session_sheet_and_its_game_points_exercise_by_keyboard(page, site_url, built_site, watch):
    """Piquet à Écrire in lesson 17: the sheet is on the page before Python; a wrong
    answer with the sign turned gets the hint aimed at it, then the right one is accepted."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.kind == "game_points")
    open_page(page, site_url, lesson.url)
    sheet = page.locator("figure.session table.session__sheet")
    assert sheet.locator("tfoot").inner_text().count("Game points") == 1
    section = page.locator(f"section[data-exercise='{ident}']")
    section.locator("input[type=text]").first.focus()
    page.keyboard.type(str(-exercise.answer[0]))
    page.keyboard.press("Enter")
    feedback = section.locator(".exercise__feedback")
    feedback.filter(has_text="wrong way round").wait_for()
    field = section.locator("input[type=text]").first
    field.fill("")
    field.focus()
    page.keyboard.type(str(exercise.answer[0]))
    page.keyboard.press("Enter")
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    watch.assert_clean()

def test_with_javascript_off_a_lesson_reads_whole_and_promises_no_check(browser, site_url, built_site):
    """With JavaScript off every exercise still said "The Check button wakes up once Python
    has loaded", which it never would (a walk-through); the page's notice says why."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: True)
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site_url + lesson.url)
    assert page.locator("p.notice", has_text="JavaScript is off").is_visible()
    section = page.locator(f"section[data-exercise='{ident}']")
    assert section.locator(".exercise__waiting").count() == 1 and not section.locator(".exercise__waiting").is_visible()
    assert section.locator(".exercise__prompt, p, legend").first.is_visible()  # (the question is read)
    context.close()


def test_progress_is_saved_and_shown_on_the_home_page(page, site_url, built_site, watch):
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "choice")
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    section.locator(f"input[value='{exercise.answer}']").click()
    section.get_by_role("button", name="Check").click()
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    saved = json.loads(page.evaluate("localStorage.getItem('piquet-progress')"))
    assert ident in saved["solved"]
    assert section.locator(".exercise__done").inner_text() == "\u2713 answered right"
    section.get_by_role("button", name="Check").click()  # right again in the same visit: not "earlier"
    page.wait_for_timeout(300)
    assert section.locator(".exercise__done").inner_text() == "\u2713 answered right"
    # on the next visit the mark is said as past: beside a wrong answer then, "answered
    # right" read as a contradiction (a walk-through)
    open_page(page, site_url, lesson.url)
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__done:not([hidden])")
    assert section.locator(".exercise__done").inner_text() == "\u2713 answered right on an earlier visit"
    open_page(page, site_url, "index.html")
    line = page.locator(f".outline__progress[data-lesson='{lesson.slug}']")
    assert line.inner_text().startswith("1 of ")
    # "Start again" forgets it, after a question in the page (a walk-through found no way to):
    # by keyboard, Escape keeps it; "Yes, forget it" forgets lessons and puzzles alike.
    page.evaluate("localStorage.setItem('piquet-puzzles', '{\"version\": 1, \"families\": {}, \"last\": null}')")
    start_again = page.locator("[data-action=reset-progress]")
    start_again.focus()
    page.keyboard.press("Enter")
    question = page.locator("[data-confirm=reset-progress]")
    assert question.is_visible() and "cannot be undone" in question.inner_text()
    assert page.evaluate("document.activeElement.dataset.action") == "keep-playing"
    page.keyboard.press("Escape")
    assert not question.is_visible() and page.evaluate("document.activeElement.dataset.action") == "reset-progress"
    assert line.inner_text().startswith("1 of ")
    page.keyboard.press("Enter")
    page.locator("[data-action=confirm-reset]").click()
    page.wait_for_selector(READY)
    page.wait_for_function("localStorage.getItem('piquet-progress') === null")
    assert page.evaluate("localStorage.getItem('piquet-puzzles')") is None
    assert not page.locator(f".outline__progress[data-lesson='{lesson.slug}']").inner_text().startswith("1 of ")
    assert not page.locator("#progress-reset").is_visible()
    watch.assert_clean()


def test_corrupt_progress_is_reset_with_a_visible_notice(page, site_url, built_site, watch):
    open_page(page, site_url, "index.html")
    page.evaluate("localStorage.setItem('piquet-progress', '{\"version\": 1, \"solved\": 7')")
    page.reload()
    page.wait_for_selector(READY)
    notice = page.locator("#progress-notice")
    assert notice.is_visible() and "reset" in notice.inner_text()
    assert json.loads(page.evaluate("localStorage.getItem('piquet-progress')")) == {"version": 1, "solved": []}
    watch.assert_clean()


def test_a_glossary_word_shows_its_meaning_in_the_lesson(browser, site_url, built_site):
    """On a phone a glossary word led to the glossary page, where the learner lost his place
    in the lesson (a walk-through): a press now shows the meaning after the word, with a
    link to the entry; a second press or Escape hides it. The page's address stays."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, bypass_csp=True)
    page = context.new_page()
    lesson = built_site[0].lessons[0]
    open_page(page, site_url, lesson.url)
    word = page.locator("a.term[data-means]").first
    means, href = word.get_attribute("data-means"), word.get_attribute("href")
    word.focus()
    page.keyboard.press("Enter")
    note = page.locator(".term-note")
    assert note.count() == 1 and note.is_visible()
    assert note.inner_text() == means + " More in the glossary"
    assert note.locator("a").get_attribute("href") == href
    assert word.get_attribute("aria-expanded") == "true" and page.url.endswith(lesson.url)
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    assert page.locator(".term-note").count() == 0 and word.get_attribute("aria-expanded") == "false"
    assert page.evaluate("document.activeElement.classList.contains('term')")
    word.click()
    word.click()  # (a second press hides it)
    assert page.locator(".term-note").count() == 0
    # one meaning at a time, and in view: a word at the foot of the screen opened its
    # meaning below it, and a second word left the first's open (a walk-through)
    words = page.locator("a.term[data-means]")
    words.nth(0).click()
    last = words.nth(words.count() - 1)
    last.scroll_into_view_if_needed()
    page.evaluate("(el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 2)",
                  last.element_handle())
    last.click()
    assert page.locator(".term-note").count() == 1 and last.get_attribute("aria-expanded") == "true"
    assert page.evaluate("document.querySelector('.term-note').getBoundingClientRect().bottom <= window.innerHeight")
    context.close()


def test_phone_width_has_no_horizontal_scroll(browser, site_url, built_site):
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True)
    page = context.new_page()
    for path in all_pages(built_site[0]):
        open_page(page, site_url, path)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"{path} is {width}px wide"
    context.close()


def test_no_serious_accessibility_violations(browser, site_url, built_site):
    # axe is injected as an inline script, which the site's CSP rightly refuses.
    # Each page is loaded once and checked in both schemes: the colours follow the media
    # query live, so a second load would only cost time.
    page = browser.new_context(bypass_csp=True).new_page()
    for path in all_pages(built_site[0]):
        page.emulate_media(color_scheme="light")
        open_page(page, site_url, path)
        backgrounds = []
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            backgrounds.append(page.evaluate("getComputedStyle(document.body).backgroundColor"))
            bad = axe_violations(page)
            assert bad == [], f"{path} ({scheme}): {bad}"
        assert backgrounds[0] != backgrounds[1], f"{path} did not switch to dark: {backgrounds}"


def test_works_offline_after_the_server_stops(browser, built_site):
    course, folder = built_site
    server, url = serve_in_thread(folder)
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(url + "index.html")
        page.wait_for_selector(READY)
        # A first visit says when the offline copy is saved (a walk-through went offline too
        # soon and met the browser's error page, with nothing said of the wait).
        page.wait_for_function("document.getElementById('offline-status').textContent.startsWith('Saved for "
                               "offline use')", timeout=60_000)
        assert page.locator("#offline-status").is_visible()
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    finally:
        server.shutdown()
        server.server_close()
    page.reload()
    page.wait_for_selector(READY)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    assert page.evaluate("crossOriginIsolated"), "the service worker adds COOP/COEP headers"
    lesson, ident, exercise = first_lesson_with(course, lambda ex: ex.input == "choice")
    page.goto(url + lesson.url)
    page.wait_for_selector(READY)
    section = page.locator(f"section[data-exercise='{ident}']")
    section.locator(f"input[value='{exercise.answer}']").click()
    section.get_by_role("button", name="Check").click()
    page.wait_for_selector(f"section[data-exercise='{ident}'] .exercise__feedback.is-right")
    for path in ["glossary.html", "practice.html", "games.html"] + [other.url for other in course.lessons]:
        page.goto(url + path)
        assert page.locator("h1").count() == 1, path
    # A mistyped address, offline: the site's own "Page not found" (it was the browser's error page).
    page.goto(url + "lessons/the-pak.html")
    assert "not found" in page.locator("h1").inner_text().lower()
    context.close()


def test_a_check_with_no_choice_made_puts_the_focus_on_the_first_choice(page, site_url, built_site, watch):
    """"Choose an answer first." left the focus on Check (a walk-through): it now goes to
    the first choice, where the learner chooses."""
    lesson, ident, exercise = first_lesson_with(built_site[0], lambda ex: ex.input == "choice")
    open_page(page, site_url, lesson.url)
    section = page.locator(f"section[data-exercise='{ident}']")
    section.get_by_role("button", name="Check").click()
    page.wait_for_function("(s) => document.querySelector(s + ' .exercise__feedback').textContent.includes("
                           "'Choose an answer first')", arg=f"section[data-exercise='{ident}']")
    assert page.evaluate("document.activeElement.type") == "radio"
    assert page.evaluate("document.activeElement.value") == exercise.choices[0][0]
    watch.assert_clean()
