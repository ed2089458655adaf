"""Practice page glue: the card table (MicroPython, main thread) and its Pyodide worker.
Loaded by ``table.py`` just after the page is ready (``main(pending)``).

Thin on purpose: every decision about what to show, what the learner may do and what
is said lives in ``piquet_core.table`` (tested in CPython). This file moves HTML into
the page, events into the table, the table into localStorage and the URL, words into
speech, and the expert's and the coach's thinking into the worker.
"""

import asyncio
import json

from pyscript import document, window, workers
from pyscript.ffi import create_proxy, to_js

import pagekit
import table_snapshot
import worker_watch

WORKER_SRC = "py/table_worker.py"
WORKER_CONFIG = "practice.worker.json"
WORKER_NAME = "table"
STORAGE_KEY = "piquet-table"

_keep = []            # proxies kept alive for the page's life
_mods = {}            # the engine's modules, once loaded
state = {
    "table": None, "generation": 0, "running": False, "worker": None, "worker_task": None,
    "worker_failed": None, "spoken": (None, 0), "waiting": None, "storage_ok": True, "viewer": None,
    "pending": [],    # clicks made before the engine restored the table (done then, in order)
    "regions": None, "phase": None,  # the table as last drawn (names, html), and its phase
}


def host():
    return document.getElementById("table-host")


def engine():
    """The table's modules, loaded once (``warm_engine`` has fetched the bundle, which
    unpacks the engine: one request)."""
    if not _mods:
        import piquet_core_bundle  # noqa: F401
        from piquet_core.table import adapter, render, session, stepper
        _mods.update({"adapter": adapter, "render": render, "session": session, "stepper": stepper})
    return _mods


# The engine's modules in the order they import each other: compiling them one per task
# keeps every main-thread task short (compiling the whole engine at once takes ~0.4 s).
WARM_ORDER = (
    "errors", "spaces", "seats", "speech", "cards", "combinations", "rules", "prng", "actions", "declarations",
    "events", "scoring", "tricks", "game", "legal", "deal", "view", "transcript", "record", "partie", "players",
    "table.cardface", "table.adapter", "table.session", "table.render", "table.stepper",
)


# The practice page's engine bundle (the whole engine bar the command line and the
# worker-only search); the lessons' bundle is the fallback of an older build.
ENGINE_BUNDLES = ("py/piquet_core_practice_bundle.py", "py/piquet_core_bundle.py")


async def fetch_engine():
    """The engine bundle, fetched after the page is ready (not in the page's PyScript
    ``files``, which would put it on the way to the first click)."""
    try:
        open("piquet_core_bundle.py").close()
        return
    except OSError:
        pass
    from pyscript import fetch
    status = None
    for url in ENGINE_BUNDLES:
        response = await fetch(url)
        if response.ok:
            text = await response.text()
            with open("piquet_core_bundle.py", "w") as handle:
                handle.write(text)
            return
        status = response.status
    raise RuntimeError("the rules engine could not be downloaded (%s)" % status)


async def warm_engine():
    """Load the engine a module at a time, yielding to the page between them."""
    if _mods:
        return
    await fetch_engine()
    await asyncio.sleep(0.001)
    import piquet_core_bundle  # noqa: F401
    for name in WARM_ORDER:
        await asyncio.sleep(0.001)
        if _mods:
            return
        __import__("piquet_core." + name)
    engine()
    await asyncio.sleep(0.001)
    try:  # the beginner and club levels, when the page's engine has them
        __import__("piquet_core.opponent")
    except ImportError:
        pass
    await asyncio.sleep(0.001)
    import gc
    gc.collect()  # now, in its own task, rather than during the learner's first move


def proxy(function):
    made = create_proxy(function)
    _keep.append(made)
    return made


# ----- storage ---------------------------------------------------------------------------


def _store():
    """The site's storage wrapper (static/storage.js): never throws, even when the browser
    blocks storage (a JavaScript exception there would stop MicroPython's script)."""
    return getattr(window, "piquetStorage", None)


def storage_get(key):
    store = _store()
    try:
        return store.get(key) if store is not None else window.localStorage.getItem(key)
    except Exception:
        return None


def storage_set(key, text):
    store = _store()
    try:
        return bool(store.set(key, text)) if store is not None else (
            window.localStorage.setItem(key, text) or True)
    except Exception:
        return False


def save():
    """Save the partie, and beside it the table as just drawn (its snapshot, shown at
    once on the next visit while the engine loads)."""
    table = state["table"]
    if table is None:
        return
    text = table.dump()
    ok = storage_set(STORAGE_KEY, text)
    if ok and table.kind is not None and state["regions"] is not None:
        names, htmls = state["regions"]
        storage_set(table_snapshot.SNAPSHOT_KEY, table_snapshot.snapshot_text(text, state["phase"], zip(names, htmls)))
    if not ok and state["storage_ok"]:
        notice(engine()["session"].CANNOT_SAVE)
    state["storage_ok"] = ok


def notice(text):
    """Show ``text`` above the table (after what it already says, if anything)."""
    box = document.getElementById("table-notice")
    if box:
        before = "" if box.hidden else box.textContent
        if text not in before:
            box.textContent = (before + " " + text).strip()
        box.hidden = False


# ----- drawing ---------------------------------------------------------------------------


def focus_key(element):
    if element is None:
        return None
    if element.getAttribute("data-card"):
        return "button[data-card='%s']" % element.getAttribute("data-card")
    for name in ("data-setting", "data-option"):
        value = element.getAttribute(name)
        if value:
            return "[%s='%s']" % (name, value)
    action = element.getAttribute("data-action")
    if action:
        value = element.getAttribute("data-value")
        if value is not None:
            return "[data-action='%s'][data-value='%s']" % (action, value.replace("'", "\\'"))
        return "[data-action='%s']" % action
    return None


def draw(move_focus=True):
    """Render the table into the page, keeping the keyboard focus where it belongs. Only
    the regions whose HTML changed are replaced (less for the browser to lay out)."""
    table = state["table"]
    root = host()
    active = document.activeElement
    inside = active is not None and root.contains(active)
    key = focus_key(active) if inside else None
    render = engine()["render"]
    phase, regions = render.render_regions(table, ready=True, waiting=state["waiting"])
    names = [name for name, _ in regions]
    previous = state.get("regions")
    section = root.querySelector("#table")
    if previous is None or previous[0] != names or section is None:
        root.innerHTML = render.table_html(phase, regions)
    else:
        for (name, html), old in zip(regions, previous[1]):
            if html != old:
                found = root.querySelector("[data-region='%s']" % name)
                if found is None:
                    root.innerHTML = render.table_html(phase, regions)
                    break
                opened = [item.className for item in pagekit.elements(found, "details[open]")]
                found.outerHTML = html
                if opened:  # what the learner had opened stays open
                    fresh = root.querySelector("[data-region='%s']" % name)
                    for item in pagekit.elements(fresh, "details"):
                        if item.className in opened:
                            item.open = True
        section.setAttribute("data-phase", phase)
    state["regions"] = (names, [html for _, html in regions])
    state["phase"] = phase
    host().removeAttribute("data-snapshot")
    if (inside or move_focus) and not (inside and active.isConnected):
        target = root.querySelector(key) if key else None
        if target is None or target.hasAttribute("disabled"):
            target = root.querySelector("[data-autofocus]")
        if target is None:
            target = root.querySelector(".prompt button, .prompt input, button")
        if target is not None:
            focus_soon(target)
    announce(table)


def focus_soon(target):
    """Focus ``target`` after the browser has laid the new table out (a focus now would
    force that layout inside this task and make it long)."""
    state["focus"] = target
    if not state.get("focus_pending"):
        state["focus_pending"] = True
        host().setAttribute("data-focusing", "true")
        window.requestAnimationFrame(_focus_frame)


def _focus_later(*args):
    state["focus_pending"] = False
    target = state.get("focus")
    state["focus"] = None
    if target is not None and target.isConnected:
        target.focus()
    host().removeAttribute("data-focusing")


_focus_after = create_proxy(_focus_later)
_focus_frame = create_proxy(lambda *args: window.setTimeout(_focus_after, 0))


def announce(table):
    """New lines said go to the live region, and to speech synthesis if switched on."""
    live = document.getElementById("table-live")
    deal = table.deal
    said = []
    if deal is not None:
        from piquet_core.transcript import format_utterance
        key, count = state["spoken"]
        if key != id(deal) or count > len(deal.log):
            count = len(deal.log) if key == id(deal) else 0
        for entry in deal.log[count:]:
            line = format_utterance(entry)
            if line.player is not None:
                said.append(("You" if line.player == table.learner_seat else "The computer", line.text))
        state["spoken"] = (id(deal), len(deal.log))
    words = [who + ": " + text for who, text in said]
    if table.message:
        words.append(table.message[1])
    if live is not None and words:
        live.textContent = " ".join(words)
    if said and table.settings["speech"]:
        speak([text for _, text in said])


def speak(texts):
    try:
        synth = window.speechSynthesis
        for text in texts:
            synth.speak(window.SpeechSynthesisUtterance.new(text))
    except Exception:
        pass  # no speech synthesis in this browser: the words are on the table


# ----- the worker (Pyodide): the expert, the coach, the solver -------------------------------


async def worker():
    if state["worker"] is not None:
        return state["worker"]
    if state["worker_task"] is None:
        state["worker_task"] = asyncio.create_task(_start_worker())
    await state["worker_task"]
    if state["worker"] is None:
        raise RuntimeError(state["worker_failed"] or "the worker did not start")
    return state["worker"]


def mark(name):
    document.body.setAttribute("data-marks", (document.body.getAttribute("data-marks") or "") + "%s@%d " % (
        name, window.performance.now()))


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
    window.addEventListener("py:progress", listeners[1])
    script = document.createElement("script")
    script.type = "py"
    script.src = WORKER_SRC
    script.setAttribute("worker", "")
    script.setAttribute("name", WORKER_NAME)
    script.setAttribute("config", WORKER_CONFIG)
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
    window.removeEventListener("py:progress", listeners[1])
    if xworker is not None:
        xworker.removeEventListener("message", listeners[0])
    if "ready" in outcome:
        state["worker"] = outcome["ready"]
        document.body.setAttribute("data-worker", "ready")
        mark("worker-ready")
        asyncio.create_task(_warm_worker(state["worker"]))
    else:
        worker_failed(outcome["failed"])


def _xworker(script):
    """The script's worker, once PyScript has made it (None until then)."""
    try:
        found = script.xworker
    except AttributeError:
        return None
    return found if found else None


def worker_failed(reason):
    """The worker will not be there: say so (in the notice above the table, and on the
    table when a game is under way); the club player plays instead of the expert."""
    state["worker_failed"] = reason
    state["waiting"] = None
    document.body.setAttribute("data-worker", "failed")
    mark("worker-failed")
    stand_in = engine()["adapter"].stand_in("expert") if _mods else None
    notice(worker_watch.failure_notice(reason, stand_in))
    table = state["table"]
    if table is not None and table.note:
        table.note = stand_in_note(table.level)
        if not state["running"]:
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
    data = {"record": dump(table.deal), "seat": table.learner_seat, "level": table.level}
    if extra:
        data.update(extra)
    return json.dumps(data)


async def computer_move(table):
    """The computer's move: on this thread for the light levels; in the worker for the
    expert. Until the worker is ready, or if it could not be loaded, the club player
    stands in on this thread when the page's engine has it (the table says so);
    otherwise the table says it is waiting."""
    adapter = engine()["adapter"]
    if not adapter.runs_in_worker(table.level):
        return adapter.computer_action(table.deal, table.level)
    if state["worker"] is None:
        stand_in = adapter.stand_in(table.level)
        if stand_in is not None:
            table.note = stand_in_note(table.level)
            return adapter.computer_action(table.deal, stand_in)
        state["waiting"] = "The %s is getting ready (loading the full Python engine, the first time only)\u2026" % table.level
        draw(move_focus=False)
    remote = await worker()
    state["waiting"] = None
    table.note = None
    return await remote.choose(payload(table))


async def advice(table):
    """The coach's advice: from the worker (where the coach lives) once it is ready; until
    then, or if it failed, the rule of thumb on this thread (labelled as such)."""
    if state["worker"] is not None:
        try:
            return json.loads(await state["worker"].advise(payload(table)))
        except Exception:
            pass
    return engine()["adapter"].advise(table.deal, table.learner_seat)


async def review(table, generation):
    """The coach's review and the solver's value, from the worker (they are too slow for
    this thread); without them the review lists the learner's decisions."""
    rows, value = [], None
    try:
        remote = await worker()
        found = json.loads(await remote.review(payload(table)))
        rows, value = found["rows"] or [], found["value"]
    except Exception as exc:
        value = {"text": "The review could not be made here: %s" % exc}
    if generation == state["generation"]:
        table.set_review(rows, value)
        draw(move_focus=False)


# ----- the game loop -----------------------------------------------------------------------


def pace_seconds(table):
    return engine()["session"].PACE_MS[table.settings["pace"]] / 1000


async def run_automatic():
    """The computer's moves and forced cards, one at a time, until the learner must act."""
    if state["running"]:
        return
    state["running"] = True
    host().setAttribute("data-busy", "true")
    try:
        while True:
            table = state["table"]
            generation = state["generation"]
            if table.computer_to_act():
                await asyncio.sleep(pace_seconds(table))
                if generation != state["generation"]:
                    continue
                length = len(table.deal.history)
                text = await computer_move(table)
                if generation != state["generation"] or len(table.deal.history) != length:
                    continue  # the learner undid or started afresh meanwhile
                table.apply_computer(text)
            else:
                forced = table.forced_action()
                if forced is None:
                    break
                await asyncio.sleep(pace_seconds(table))
                if generation != state["generation"] or table.forced_action() != forced:
                    continue
                table.play_forced(forced)
            draw(move_focus=False)
            save()
            await asyncio.sleep(0)
    except Exception as exc:
        state["table"].message = ("error", "The computer could not move: %s" % exc)
        try:
            draw(move_focus=False)
        except Exception:
            pass
    finally:
        state["running"] = False
        host().setAttribute("data-busy", "false")
    after_moves()


def after_moves():
    table = state["table"]
    if table.stage in ("deal-over", "partie-over") and table.deal is not None and table.review is None:
        asyncio.create_task(review(table, state["generation"]))


def changed(move_focus=True):
    state["generation"] += 1
    draw(move_focus)
    save()
    asyncio.create_task(run_automatic())
    after_moves()


# ----- learner input -------------------------------------------------------------------------


def read_setup():
    form = document.getElementById("table-setup")
    level = form.querySelector("[name=level]").value
    variants = [box.value for box in pagekit.elements(form, "input[name=variant]:checked")]
    seed_text = form.querySelector("[name=seed]").value
    settings = {}
    for box in pagekit.elements(form, "[data-setting]"):
        settings[box.getAttribute("data-setting")] = box.checked if box.type == "checkbox" else box.value
    return level, variants, seed_text, settings


def start(kind):
    session = engine()["session"]
    level, variants, seed_text, settings = read_setup()
    message = document.getElementById("setup-message")
    if seed_text.strip():
        try:
            from piquet_core.prng import parse_seed
            seed = parse_seed(seed_text)
        except ValueError as exc:
            message.textContent = str(exc)
            document.getElementById("setup-seed").focus()
            return
    else:
        seed = session.new_seed(int(window.Date.now()))
    table = session.Table(settings)
    rules = " ".join(["rubicon"] + ["+" + name for name in variants])
    if kind == "partie":
        table.new_partie(seed, rules, level)
    else:
        table.new_single_deal(seed, rules, level, seed % 2)
    state["table"] = table
    set_hash("")
    changed()


async def handle(name, value):
    await warm_engine()
    table = state["table"]
    if name == "new-partie" and table.stage == "setup":
        start("partie")
        return
    if name == "new-deal":
        start("deal")
        return
    if name == "download-record":
        download(table.record_name(), table.record_text())
        return
    if name in ("share", "share-deal"):
        share(table, name == "share-deal")
        return
    if name == "hint":
        if not table.learner_to_act():
            return
        generation = state["generation"]
        found = await advice(table)
        if generation == state["generation"]:
            table.set_hint(found)
            draw()
        return
    if name == "coach-move":
        step = table.coach_step()
        if step is not None:
            table.act(step[0], step[1])
        elif table.learner_to_act():
            generation = state["generation"]
            found = await advice(table)
            if generation != state["generation"]:
                return
            table.act("follow", found["action"])
        else:
            return
        changed()
        return
    if name == "undo-to" or name == "retry":
        table.act("undo", value)
    elif name == "say-total-typed":
        return
    else:
        table.act(name, value)
    if name == "new-partie":
        set_hash("")
    changed()


def on_click(event):
    target = event.target.closest("[data-action], [data-card]")
    if target is None or not host().contains(target):
        return
    card = target.getAttribute("data-card")
    table = state["table"]
    if table is None:  # the snapshot or the settings: done once the engine has restored the table
        if table_snapshot.early_click(event.target, state["pending"]):
            host().setAttribute("data-busy", "true")
        return
    if card and target.tagName == "BUTTON":
        host().setAttribute("data-busy", "true")  # until the computer's moves that follow are made
        asyncio.create_task(handle_then_run("card", card))
        return
    name = target.getAttribute("data-action")
    if not name or target.getAttribute("type") == "submit":
        return
    if target.getAttribute("aria-disabled") == "true":
        table.message = ("error", "Choose the cards to exchange first.")
        draw()
        return
    host().setAttribute("data-busy", "true")
    asyncio.create_task(handle_then_run(name, target.getAttribute("data-value")))


async def handle_then_run(name, value):
    try:
        await handle(name, value)
    except Exception as exc:  # say it on the table; never leave the page stuck
        state["table"].message = ("error", "Something went wrong: %s" % exc)
        try:
            draw()
        except Exception:
            pass
    finally:
        await run_automatic()


def on_submit(event):
    event.preventDefault()
    form = event.target
    table = state["table"]
    if table is None:
        if form.id == "table-setup":
            state["pending"].append(("new-partie", None))
            host().setAttribute("data-busy", "true")
        return
    if form.getAttribute("data-form") == "say-total":
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle_then_run("say-total", form.querySelector("[name=total]").value))
    elif form.id == "table-setup":
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle_then_run("new-partie", None))


def on_change(event):
    target = event.target
    table = state["table"]
    if table is None:
        return
    setting = target.getAttribute("data-setting")
    if setting and table.stage != "setup":
        table.change_settings({setting: target.checked if target.type == "checkbox" else target.value})
        if setting == "speech" and not target.checked:
            try:
                window.speechSynthesis.cancel()
            except Exception:
                pass
        changed(move_focus=False)
        return
    option = target.getAttribute("data-option")
    if option:
        table.act("option", option if target.checked else None)
        draw()


def on_keydown(event):
    """Arrow keys move between the cards of the hand."""
    target = event.target
    if event.key not in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown") or not target.getAttribute("data-card"):
        return
    buttons = pagekit.elements(host(), "button[data-card]")
    codes = [button.getAttribute("data-card") for button in buttons]
    here = codes.index(target.getAttribute("data-card")) if target.getAttribute("data-card") in codes else 0
    step = -1 if event.key in ("ArrowLeft", "ArrowUp") else 1
    buttons[(here + step) % len(buttons)].focus()
    event.preventDefault()


# ----- records: download, links -------------------------------------------------------------


def download(name, text):
    blob = window.Blob.new(to_js([text]), to_js({"type": "text/plain;charset=utf-8"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(proxy(lambda: window.URL.revokeObjectURL(url)), 10000)


def set_hash(text):
    try:
        base = window.location.href.split("#")[0]
        window.history.replaceState(None, "", base + text)
    except Exception:
        pass


def share(table, with_deal):
    text = table.share_hash(with_deal)
    url = window.location.href.split("#")[0] + text
    box = document.getElementById("share-output")
    if box:
        box.innerHTML = 'Link: <a href="%s">%s</a>' % (url.replace('"', "%22"), url.replace("<", "&lt;"))
    try:  # the link is shown either way; copying may be refused (permissions)
        window.navigator.clipboard.writeText(url).catch(proxy(lambda error: None))
    except Exception:
        pass


def from_link(session):
    """A shared link (#partie=... or #deal=...) starts that game; a bad one is explained."""
    text = window.location.hash
    if not text or len(text) < 2:
        return None
    try:
        found = session.parse_hash(text)
    except ValueError as exc:
        notice("This link cannot be played: %s" % exc)
        return None
    if found is None:
        return None
    table = session.Table()
    if found["kind"] == "partie":
        table.new_partie(found["seed"], found["rules"], found["level"])
    else:
        table.new_single_deal(found["seed"], found["rules"], found["level"], found["seat"])
    return table


# ----- the page ------------------------------------------------------------------------------


async def boot():
    """Load the engine, then restore a saved partie or follow a shared link, then do what
    the learner clicked meanwhile."""
    try:
        mark("boot")
        await warm_engine()
        mark("warm")
        session = engine()["session"]
        saved = storage_get(STORAGE_KEY)
        table = from_link(session)
        problem = None
        if table is None:
            table, problem = session.restore(saved)
        else:
            set_hash("")
        if table.stage != "setup" and host().getAttribute("data-snapshot") == "true":
            shown = table_snapshot.read_snapshot(storage_get(table_snapshot.SNAPSHOT_KEY), saved)
            if shown is not None:  # on the page already: the first draw replaces only what differs
                state["phase"], regions = shown
                state["regions"] = ([name for name, _ in regions], [html for _, html in regions])
        state["table"] = table
        if problem:
            notice(problem)
            save()
        if table.stage != "setup":
            changed(move_focus=False)
        else:
            form = document.getElementById("table-setup")
            if form is None:
                draw(move_focus=False)
        start_worker_soon()
        document.body.setAttribute("data-table", "ready")
        table_element = host().querySelector("#table")
        if table_element is not None:
            table_element.removeAttribute("aria-busy")
        while state["pending"]:  # what the learner pressed meanwhile, in order
            name, value = state["pending"].pop(0)
            host().setAttribute("data-busy", "true")
            await handle_then_run(name, value)
    except Exception as exc:
        pagekit.failed("The card table could not be loaded: %s" % exc)


def on_hash_change(event):
    """A shared link opened while the page is open starts that game too."""
    if "=" not in str(window.location.hash) or not _mods:
        return
    table = from_link(engine()["session"])
    if table is not None:
        state["table"] = table
        set_hash("")
        changed(move_focus=False)


def main(pending=()):
    """Wire the table up; ``pending``: buttons clicked before this glue was loaded."""
    root = host()
    window.addEventListener("hashchange", proxy(on_hash_change))
    root.addEventListener("click", proxy(on_click))
    root.addEventListener("submit", proxy(on_submit))
    root.addEventListener("change", proxy(on_change))
    root.addEventListener("keydown", proxy(on_keydown))
    viewer_main()
    state["pending"].extend(pending)
    asyncio.create_task(boot())


# ----- the record viewer ---------------------------------------------------------------------


def viewer_main():
    box = document.getElementById("viewer")
    if box is None:
        return
    box.addEventListener("click", proxy(on_viewer_click))
    box.addEventListener("change", proxy(on_viewer_file))
    fields = box.querySelector("fieldset")
    if fields:
        fields.disabled = False


def show_record(text):
    out = document.getElementById("viewer-output")
    stepper = engine()["stepper"]
    try:
        state["viewer"] = stepper.Stepper.from_record(text)
    except ValueError as exc:
        state["viewer"] = None
        out.innerHTML = '<p class="message message--error" role="alert">This record cannot be read: %s</p>' % (
            str(exc).replace("&", "&amp;").replace("<", "&lt;"))
        return
    draw_viewer()


def draw_viewer(focus=None):
    out = document.getElementById("viewer-output")
    out.innerHTML = engine()["stepper"].stepper_html(state["viewer"])
    if focus:
        target = out.querySelector("[data-step='%s']" % focus)
        if target is not None and not target.disabled:
            target.focus()
        else:
            target = out.querySelector("[data-step]:not([disabled])")
            if target:
                target.focus()


def on_viewer_click(event):
    target = event.target.closest("[data-step], [data-action]")
    if target is None:
        return
    name = target.getAttribute("data-action")
    if name == "open-record":
        text = document.getElementById("viewer-text").value
        if not text.strip():
            document.getElementById("viewer-output").innerHTML = '<p class="message message--error" role="alert">Paste a record first, or choose a file.</p>'
            return
        asyncio.create_task(open_record(text))
        return
    step = target.getAttribute("data-step")
    if step and state["viewer"] is not None:
        state["viewer"].go(step)
        draw_viewer(step)


async def open_record(text):
    await warm_engine()
    show_record(text)


def on_viewer_file(event):
    target = event.target
    if target.id != "viewer-file" or not target.files or target.files.length == 0:
        return
    file = target.files.item(0)

    async def read():
        text = await file.text()
        document.getElementById("viewer-text").value = text
        await open_record(text)
    asyncio.create_task(read())

