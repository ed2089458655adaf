"""Practice page glue: the Pyodide worker (the expert, the coach, the review, the solver),
started in the background and watched (``worker_watch``), and the computer's moves and the
coach's advice, asked of the worker or made on this thread by the light levels.
"""

import asyncio
import json

from pyscript import document, window, workers

import pagekit
import worker_watch
from table_draw import draw
from table_state import _mods, engine, host, mark, notice, proxy, state, warm_engine

WORKER_SRC = "py/table_worker.py"
WORKER_CONFIG = "practice.worker.json"
WORKER_NAME = "table"

async def worker():
    if state["worker"] is not None:
        return state["worker"]
    if state["worker_task"] is None:
        state["worker_task"] = asyncio.create_task(_start_worker())
    await state["worker_task"]
    if state["worker"] is None:
        raise RuntimeError(state["worker_failed"] or "the worker did not start")
    return state["worker"]


async def _controlled(limit=10.0):
    """Wait (up to ``limit`` seconds) until the service worker controls the page, so that
    the worker's downloads (Pyodide, 13.5 MB) go through it and are kept for offline use.
    On a first visit it installs only after the page is ready."""
    try:
        container = window.navigator.serviceWorker
    except Exception:
        return
    waited = 0.0
    while waited < limit:
        try:
            if container.controller:
                return
        except Exception:
            return
        await asyncio.sleep(0.1)
        waited += 0.1


def _seconds():
    return window.performance.now() / 1000


async def _start_worker():
    """Start the worker (what ``pyscript.create_named_worker`` does, keeping its element)
    and watch it: a failed start is said at once, a stalled one within 10 s
    (``worker_watch``); either way the club player stands in for the expert."""
    await _controlled()
    mark("worker-start")
    watch = worker_watch.StartWatch(_seconds())
    outcome = {}

    def on_word(event):
        word = worker_watch.word_of(event.data)
        if word is not None:
            watch.heard(_seconds(), word)

    def on_progress(event):
        watch.heard(_seconds(), str(event.detail))

    listeners = [proxy(on_word), proxy(on_progress)]
    settled = [proxy(lambda remote: outcome.setdefault("ready", remote)),
               proxy(lambda error: outcome.setdefault("failed", str(getattr(error, "message", None) or error)))]
    pagekit.WINDOW_TARGET.addEventListener("py:progress", listeners[1])
    script = document.createElement("script")
    script.type = "py"
    script.src = WORKER_SRC
    script.setAttribute("worker", "")
    script.setAttribute("name", WORKER_NAME)
    script.setAttribute("config", _worker_config())
    document.body.append(script)
    workers[WORKER_NAME].then(settled[0], settled[1])
    xworker = None
    while not outcome:
        if xworker is None:
            xworker = _xworker(script)
            if xworker is not None:
                xworker.addEventListener("message", listeners[0])
        reason = watch.stalled(_seconds())
        if reason:
            outcome["failed"] = reason
            if xworker is not None:
                xworker.terminate()  # stuck: it must not come back half-way
            break
        await asyncio.sleep(0.25)
    pagekit.WINDOW_TARGET.removeEventListener("py:progress", listeners[1])
    if xworker is not None:
        xworker.removeEventListener("message", listeners[0])
    if "ready" in outcome:
        state["worker"] = outcome["ready"]
        document.body.setAttribute("data-worker", "ready")
        mark("worker-ready")
        asyncio.create_task(_warm_worker(state["worker"]))
    else:
        # Offline with the runtime never kept, a reload cannot help: the notice says what will.
        worker_failed(outcome["failed"], not await _reachable() and not await _runtime_kept())


def _worker_config():
    """The worker's PyScript config, inline (the page carries the text of
    ``practice.worker.json``), its paths made absolute against the page: given as a file,
    a config that failed to load (a 404, a reset connection) made PyScript fall back to its
    default, the Pyodide of a CDN, off the site's origin. Without the page's copy, the file."""
    text = host().getAttribute("data-worker-config")
    if not text:
        return WORKER_CONFIG
    data = json.loads(text)
    base = document.baseURI

    def absolute(path):
        return str(window.URL.new(path, base).href)
    data["interpreter"] = absolute(data["interpreter"])
    data["files"] = dict((absolute(path), target) for path, target in data["files"].items())
    return json.dumps(data)


def _xworker(script):
    """The script's worker, once PyScript has made it (None until then)."""
    try:
        found = script.xworker
    except AttributeError:
        return None
    return found if found else None


async def _runtime_kept():
    """Whether the service worker keeps the expert's runtime (Pyodide) for offline use: it
    is saved the first time this page is opened online, not on a visit to another page.
    True when it cannot tell (then the failure itself is said)."""
    try:
        found = await window.caches.match(window.URL.new(RUNTIME_PROBE, document.baseURI).href)
        return found is not None and bool(getattr(found, "ok", False))
    except Exception:
        return True


RUNTIME_PROBE = "vendor/pyodide/pyodide.asm.wasm"  # (the runtime's largest file, kept last)


async def _reachable():
    """Whether the site's server answers now: a HEAD request goes past the service worker
    (it answers GETs only) to the network, asked not to be cached, for one of the site's
    own small files (an address that was none of them logged a 404 in the console at
    every check: an audit). ``navigator.onLine`` cannot tell: it stayed true with the
    network cut."""
    try:
        await window.fetch(window.URL.new("static/favicon.svg?%d" % int(_seconds() * 1000), document.baseURI).href,
                           pagekit.to_js({"method": "HEAD", "cache": "no-store"}))
        return True
    except Exception:
        return False


def worker_failed(reason, not_kept=False):
    """The worker will not be there: say so (in the notice above the table, and on the
    table when a game is under way); the club player plays instead of the expert.
    ``not_kept``: the runtime is not kept for offline use yet (see ``_runtime_kept``)."""
    state["worker_failed"] = reason
    state["waiting"] = None
    document.body.setAttribute("data-worker", "failed")
    mark("worker-failed")
    stand_in = engine()["adapter"].stand_in("expert") if _mods else None
    notice(worker_watch.failure_notice(reason, stand_in, not_kept))
    if _mods:  # (the settings then say what plays for the expert)
        engine()["adapter"].mark_not_loaded("expert")
    table = state["table"]
    if table is not None and table.note:
        table.note = stand_in_note(table.level)
        if not state["running"]:
            draw(move_focus=False)
    elif table is not None and table.stage == "setup":  # (not under a learner filling the panel in)
        form = document.getElementById("table-setup")
        if form is not None and not form.contains(document.activeElement):
            draw(move_focus=False)


def stand_in_note(level):
    stand_in = engine()["adapter"].stand_in(level)
    if state["worker_failed"]:
        return "The %s could not be loaded: the %s player plays instead." % (level, stand_in)
    return "The %s is getting ready: the %s player stands in meanwhile." % (level, stand_in)


async def _warm_worker(remote):
    try:
        await remote.warm()
    except Exception:
        pass  # the first decision builds the tables instead


def start_worker_soon():
    """Start Pyodide in the background once the page is up (never before it is usable)."""
    def go():
        if state["worker_task"] is None:
            state["worker_task"] = asyncio.create_task(_start_worker())
    window.setTimeout(proxy(go), 50)


def payload(table, extra=None):
    from piquet_core.record import dump
    data = {"record": dump(table.deal), "seat": table.learner_seat, "level": table.level,
            "partie": table.partie_context()}  # (the last deal is played for the partie)
    if extra:
        data.update(extra)
    return json.dumps(data)


# How long the table waits for the expert's worker at a computer's move before the club
# player stands in: a cold start took 5-7 s here, 10-16 s on a slow machine (and a test
# on a loaded machine saw the worker ready 7 s after its WebAssembly was let through).
EXPERT_WAIT_S = 12.0
_waited = []  # (once the table has waited, a start still under way is not waited for again)


async def _worker_within(seconds):
    """The worker, if it is ready within ``seconds`` (its start begun if it was not), or None."""
    if state["worker_task"] is None:
        state["worker_task"] = asyncio.create_task(_start_worker())
    began = _seconds()
    while state["worker"] is None and not state["worker_failed"] and _seconds() - began < seconds:
        await asyncio.sleep(0.1)
    return state["worker"]


async def computer_move(table):
    """(the computer's move, the level that chose it): on this thread for the light
    levels; in the worker for the expert. While the worker starts, the table waits for it
    up to ``EXPERT_WAIT_S``, saying so; after that, or if it could not be loaded, the club
    player stands in on this thread when the page's engine has it (the table says so, and
    the review names its moves); otherwise the table says it is waiting."""
    await warm_engine()  # the players, imported in short tasks (after a link's first draw)
    adapter = engine()["adapter"]
    if not adapter.runs_in_worker(table.level):
        return adapter.computer_action(table.deal, table.level), table.level
    if state["worker"] is None and not state["worker_failed"] and not _waited:
        # A quick learner as younger met the club's exchange, not the expert's he chose: the
        # worker was ready 5-7 s after the page opened. The table waits for it a while,
        # saying so (never frozen: Undo and the rest still work), then the club stands in;
        # once only in the page's life, not at every move of a start that takes longer.
        _waited.append(True)
        state["waiting"] = "The %s is getting ready (loading the full Python engine): it plays in a moment\u2026" % (
            table.level)
        draw(move_focus=False)
        await _worker_within(EXPERT_WAIT_S)
        state["waiting"] = None
    if state["worker"] is None:
        stand_in = adapter.stand_in(table.level)
        if stand_in is not None:
            table.note = stand_in_note(table.level)
            return adapter.computer_action(table.deal, stand_in), stand_in
        state["waiting"] = "The %s is getting ready (loading the full Python engine, the first time only)\u2026" % table.level
        draw(move_focus=False)
    remote = await worker()
    state["waiting"] = None
    table.note = None
    return await remote.choose(payload(table)), table.level


async def advice(table):
    """The coach's advice: from the worker (where the coach lives) once it is ready; until
    then, or if it failed, the rule of thumb on this thread (labelled as such)."""
    await warm_engine()
    if state["worker"] is not None:
        try:
            return json.loads(await state["worker"].advise(payload(table)))
        except Exception:
            pass
    return engine()["adapter"].advise(table.deal, table.learner_seat, coach_failed=bool(state["worker_failed"]))


async def coach_choice(table):
    """The coach's move for the learner (``coach-move``): the full coach's, waited for
    while the worker starts (the table says so), so that the review, which weighs with it,
    finds it as good as its own; the rule of thumb only when the worker could not be
    loaded. (Pressed before the coach was loaded, the rule of thumb's move was made
    unlabelled, and the review charged it to the learner as an 18.6-point mistake.)"""
    await warm_engine()
    if state["worker"] is None and not state["worker_failed"]:
        before = table.note
        table.note = COACH_LOADING
        draw(move_focus=False)
        pagekit.reveal(document.querySelector(".message__note"))  # (it was drawn above the window)
        try:
            await worker()
        except Exception:
            pass  # (worker_failed has said so: the rule of thumb chooses)
        if table.note == COACH_LOADING:
            table.note = before
    return await advice(table)


COACH_LOADING = ("The coach is getting ready (loading the full Python engine, the first time only): "
                 "its move comes as soon as it is there.")


async def weigh_decision(table):
    """The coach's word at once on the learner's newest decision (the ``feedback``
    setting), weighed in the worker as the review weighs it; shown when it cost a point
    or more (``piquet_core.table.feedback``). Any failure leaves it to the review."""
    from piquet_core.table import feedback
    index = feedback.claim(table)
    if index is None:
        return
    try:
        remote = await worker()
        row = json.loads(await remote.review_decision(payload(table, {
            "index": index, "verdicts": table.verdicts_for_review()})))
    except Exception:
        return
    if state["table"] is table and feedback.accept(table, index, row) and not state["running"]:
        draw(move_focus=False)
        _feedback_in_view(index)


def _feedback_in_view(index):
    """The coach's word sits under the hand, below the decision the focus is on: on a phone
    it came off screen (a walk-through had to scroll to find it). Scrolled the least that
    shows it, when the focused decision stays in view too; screen readers hear it anyway
    (``role=status``)."""
    said = document.querySelector("[data-feedback='%d']" % index)
    if said is None:
        return
    box, height = said.getBoundingClientRect(), window.innerHeight
    if box.top >= 0 and box.bottom <= height:
        return
    active = document.activeElement
    top = box.top if active is None else min(box.top, active.getBoundingClientRect().top)
    if box.bottom - top <= height:
        pagekit.reveal(said)


async def review(table, generation):
    """The coach's review and the solver's value, from the worker (they are too slow for
    this thread), repeating the verdicts the table kept; without them the review lists
    the learner's decisions."""
    rows, value = [], None
    try:
        remote = await worker()
        found = json.loads(await remote.review(payload(table, {"verdicts": table.verdicts_for_review()})))
        rows, value = found["rows"] or [], found["value"]
    except Exception as exc:
        value = {"text": "The review could not be made here: %s" % exc}
    if generation == state["generation"]:
        table.set_review(rows, value)
        draw(move_focus=False)
