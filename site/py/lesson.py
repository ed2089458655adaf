"""Lesson page glue: hydrate every exercise from its embedded spec and check answers
with the real engine (piquet_core.exercises). DOM in, engine call, DOM out."""

import asyncio
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

import engine_pack
import pagekit
import progress as progress_mod

progress = pagekit.load_progress()
_handlers = []  # keep the proxies alive for the page's life
# What a Check pressed before the engine has loaded says until its answer comes.
CHECKING = "Checking\u2026 (the rules engine is still loading)"

_engine = []
_download = []  # the engine pack's download (pagekit.fetch_bytes), once started


def start_download():
    """Start downloading the engine's pack (one request, not twenty) while the page gets
    ready: it is not in the page's PyScript files, which hold the page back until every
    one is downloaded and written (cold, from 127.0.0.1, 25 loads each: 1.49x the bare
    page against 1.53x with the pack in its files; over a real network, 170 kB more)."""
    if not _download:
        _download.append(pagekit.fetch_bytes(pagekit.site_path(engine_pack.LESSON_PACK)))


async def exercise_class():
    """The engine's Exercise, loaded once. The page is interactive before this: the
    engine (one pack of bytecode, unpacked then imported) loads just after the page is
    ready, or at the first Check if that comes sooner."""
    if not _engine:
        start_download()
        try:
            buffer = await pagekit.fetched_bytes(_download[0], "the rules engine")
        except Exception:
            _download.clear()  # the next Check downloads again
            raise
        if not _engine:  # (another caller may have loaded it meanwhile)
            engine_pack.unpack_buffer(buffer, window, engine_pack.LESSON_PACK)
            from piquet_core.exercises import Exercise
            _engine.append(Exercise)
    return _engine[0]


def read_answer(form, exercise):
    if exercise.input == "choice":
        checked = form.querySelector("input[type=radio]:checked")
        return checked.value if checked else None
    return [form.querySelector("input[name='%s']" % name).value for name, label in exercise.fields]


def lesson_link(slug):
    """Under a worked answer, the lesson that teaches its rule (``exercises.base.lesson_link``:
    read again if it came before this one, learn more if it is still ahead), or "" on that
    lesson's own page."""
    index = document.getElementById("lesson-index")
    if not slug or index is None:
        return ""
    lessons = json.loads(index.textContent)
    entry = lessons.get(slug)
    if not entry:
        return ""
    page = str(window.location.pathname).rsplit("/", 1)[-1]
    here = None
    for number, title, url in lessons.values():
        if url.rsplit("/", 1)[-1] == page:
            here = number
    from piquet_core.exercises.base import lesson_link as link  # (loaded with the exercise being answered)
    return link([entry[0], entry[1], entry[2].rsplit("/", 1)[-1]], here)


def show_feedback(section, ident, exercise, feedback, helped=False, earlier=False):
    """Right: done (``helped``, after the worked answer: said, not counted; ``earlier``:
    answered right on an earlier visit, and said so). A first wrong answer: a hint, and
    another try. The next: the worked answer, the rule and (from another lesson) a link
    to it."""
    box = section.querySelector(".exercise__feedback")
    if pagekit.shown_words(box) == feedback.message and not feedback.correct:
        # The same words again (another wrong answer after the worked one): put back a moment
        # after they go, so the Check visibly answers and is read out again (a walk-through
        # saw nothing change and thought the button dead).
        box.textContent = ""
        asyncio.create_task(say_later(box, feedback.message))
    else:
        pagekit.show_words(box, feedback.message)
    box.classList.remove("is-right", "is-wrong")
    # (Enter in an answer box leaves the focus there: on a phone the words came below the
    # screen, and nothing seemed to happen)
    pagekit.reveal(box)
    if feedback.stage == "invalid":
        read = section.querySelector(".exercise__read")
        if read:  # (the worked answer's pointer to its lesson went with the worked answer: a walk-through
            read.hidden = True  # read "Learn more in Lesson 5" under "Length (cards): enter a whole number")
        return
    box.classList.add("is-right" if feedback.correct else "is-wrong")
    section.setAttribute("data-state", "right" if feedback.correct else feedback.stage)
    if feedback.correct:
        read = section.querySelector(".exercise__read")
        if read:  # (the worked answer's pointer to its lesson goes with the worked answer)
            read.hidden = True
        if earlier:
            show_done(section, progress_mod.DONE_EARLIER)
        elif progress.is_solved(ident):  # (right again in this visit: "on an earlier visit" was untrue)
            show_done(section, progress_mod.DONE_NOW)
        elif helped:
            show_done(section, progress_mod.DONE_HELPED)
            pagekit.show_words(box, feedback.message + " " + progress_mod.HELPED_SAID)
        else:
            show_done(section, progress_mod.DONE_NOW)
            progress.mark(ident)
            pagekit.save_progress(progress)
    elif feedback.stage == "worked":
        read = section.querySelector(".exercise__read")
        link = lesson_link(exercise.lesson)
        if read and link:
            read.innerHTML = link
            read.hidden = False
            pagekit.reveal(read)


async def say_later(box, words):
    await asyncio.sleep(0.15)
    pagekit.show_words(box, words)


def show_done(section, words):
    """The exercise's mark, with its words (``progress``: answered now, or on an earlier visit)."""
    done = section.querySelector(".exercise__done")
    done.textContent = words
    done.hidden = False


def hydrate(section):
    """Enable one exercise. The Exercise itself is built on the first Check: the build
    already validated every spec with the same code, and building them all up front
    (some replay a whole recorded deal) would delay the page for nothing."""
    ident = section.getAttribute("data-exercise")
    form = section.querySelector("form")
    built = []
    tries = [0]  # wrong answers so far: what each gets (a hint, the worked answer) is Exercise.check's call
    previous = [None]  # the last wrong answer (a second, different known slip gets its own hint)
    hinted = [None]  # whether it got a hint (sent again, it is then no new try)
    worked = [False]  # whether the worked answer has been shown (a right answer then is not counted)
    earlier = progress.is_solved(ident)  # answered right on an earlier visit
    waiting = []  # a Check pressed before the engine was loaded, not answered yet

    async def exercise():
        if not built:
            spec = json.loads(section.querySelector(".exercise__spec").textContent)
            built.append((await exercise_class()).from_spec(spec))
        return built[0]

    def answer(current):
        given = read_answer(form, current)
        feedback = current.check(given, tries[0] + 1, previous[0], hinted[0])
        pagekit.mark_wrong_boxes(form, current, given, feedback)
        if feedback.stage in ("hint", "worked"):
            tries[0] += 1
            previous[0] = given
            hinted[0] = feedback.stage == "hint"
        show_feedback(section, ident, current, feedback, worked[0], earlier)
        if feedback.stage == "worked":
            worked[0] = True
        elif feedback.correct:
            tries[0] = 0
            previous[0] = hinted[0] = None  # (``worked`` stays: the same answer again is still helped)

    async def answer_once_loaded():
        try:
            current = await exercise()
        except Exception as exc:  # a broken spec must not stop the other exercises
            section.querySelector(".exercise__feedback").textContent = "This exercise could not be loaded: %s" % exc
            return
        answer(current)

    async def answer_when_loaded():
        try:
            await answer_once_loaded()
        finally:
            waiting.clear()

    def check():
        if built:
            answer(built[0])
        elif not waiting:  # the engine or this exercise is not loaded yet: check it once it is
            waiting.append(True)  # (one answer for presses made meanwhile: it reads the form then)
            section.querySelector(".exercise__feedback").textContent = CHECKING
            asyncio.create_task(answer_when_loaded())

    def on_submit(event):
        event.preventDefault()
        check()

    proxy = create_proxy(on_submit)
    _handlers.append(proxy)
    form.addEventListener("submit", proxy)
    section.querySelector(".exercise__feedback").textContent = ""
    if progress.is_solved(ident):  # (said as past: beside a wrong answer now, "answered right" read as a contradiction)
        show_done(section, progress_mod.DONE_EARLIER)
    form.querySelector("fieldset").disabled = False
    if form.hasAttribute("data-pending"):  # a Check pressed before this Python ran (static/site.js held it)
        form.removeAttribute("data-pending")
        check()
    return True


def main():
    sections = pagekit.elements(document, "section.exercise")
    if sections:
        start_download()
    loaded = [hydrate(section) for section in sections]
    if sections and not all(loaded):
        pagekit.failed("Some exercises could not be loaded; the rest work.")
        document.body.setAttribute("data-python", "ready")
    else:
        pagekit.ready()
    if sections:
        asyncio.create_task(warm_up())


async def warm_up():
    """Load the engine right after the page is ready, so the first Check is instant."""
    try:
        await exercise_class()
    except Exception as exc:  # say so honestly: the page stays readable
        pagekit.failed("The rules engine could not be loaded, so answers cannot be checked: %s" % exc)
    try:
        import deal_stepper  # recorded deals: a stepper with the cards on the table
        deal_stepper.enhance()
    except Exception as exc:  # the printed walk-through stays
        pagekit.failed("The recorded deals cannot be stepped through: %s" % exc)


main()
