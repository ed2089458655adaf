"""Practice page glue, shared by its parts: the page's state, the engine's modules
(fetched and imported in short tasks), kept proxies, marks and the notice above the table.

MicroPython on the main thread; the other ``table_*`` modules import what they need from
here, so there is one ``state`` for the page.
"""

import gc
import json

from pyscript import document, window
from pyscript.ffi import create_proxy

import engine_pack
from pagekit import IMPORT_TASK_MS, fetch_bytes, fetched_bytes, import_in_tasks, next_task

STORAGE_KEY = "piquet-table"

_keep = []            # proxies kept alive for the page's life
_mods = {}            # the engine's modules, once loaded
state = {
    "table": None, "generation": 0, "running": False, "worker": None, "worker_task": None,
    "worker_failed": None, "spoken": (None, 0), "waiting": None, "storage_ok": True,
    "pending": [],    # clicks made before the engine restored the table (done then, in order)
    "booting": True,  # until the whole engine is loaded and the pending clicks are done
    "regions": None, "phase": None,  # the table as last drawn (names, html), and its phase
    "link_notice": None,  # why the last link read could not be played, while it is shown
}


def host():
    return document.getElementById("table-host")


def engine():
    """The table's modules, loaded once (``warm_engine`` has fetched and unpacked the
    engine's pack: one request)."""
    if not _mods:
        from piquet_core.table import adapter, render, session, termwords
        _mods.update({"adapter": adapter, "render": render, "session": session})
        terms = document.getElementById("glossary-terms")  # (the coach's words link to the glossary)
        try:
            termwords.use_terms(json.loads(terms.textContent) if terms is not None else [])
        except ValueError:
            pass  # (unreadable: the coach's words stay plain text; the table is not lost for it)
    return _mods


def stepper():
    """The record stepper (the viewer's), loaded on first use if the warm-up has not yet."""
    engine()
    from piquet_core.table import stepper as module
    return module


# The engine's modules are imported in the order the pack's index names (sitegen/runtime.py
# writes it from the imports it packs: first, what a dealt or restored table runs to be
# drawn; later, the computer's players, the record and the viewer's stepper): a link or a
# saved partie is drawn once the first are imported, so it does not wait for the players.
# The first screen's modules are imported in one task: nothing on the page can be done
# with the table until they are (a press meanwhile is kept for later), and each turn given
# back to a loading page came back late (cold link, 9 loads: 3-59 ms of waiting besides
# 30-196 ms of importing, 1-6 turns). The rest, in short tasks (``pagekit.IMPORT_TASK_MS``)
# that keep every main-thread task short while the learner can already play.
_warmed = set()


# The engine comes as bytecode in one pack (``engine_pack``; sitegen/mpy_pack.py builds it).
_order = []           # (first, later) as the pack's index names them, once unpacked


def fetch_early():
    """Start downloading the engine's pack now (``table.py``, as soon as the page is
    ready), so a link or a saved partie does not wait for the glue before it. One
    download: every caller awaits the same promise."""
    if state.get("engine_fetch") is None:
        state["engine_fetch"] = fetch_bytes(engine_pack.PRACTICE_PACK)


async def fetch_engine():
    """Fetch the engine's pack (after the page is ready: not in the page's PyScript
    ``files``, which would put it on the way to the first click) and unpack it."""
    if _order:
        return
    fetch_early()
    try:
        buffer = await fetched_bytes(state["engine_fetch"], "the rules engine")
    except Exception:
        state["engine_fetch"] = None  # the next attempt downloads again
        raise
    if _order:  # another caller unpacked it meanwhile
        return
    mark("fetched")
    _order.append(engine_pack.unpack_buffer(buffer, window, engine_pack.PRACTICE_PACK))
    mark("unpacked")


async def warm_engine(first_screen=False):
    """Load the engine a module at a time, yielding to the page between them: the whole
    of it, or (``first_screen``) what drawing the table needs. Several callers may wait
    on it at once; each module is imported once."""
    if "first" in _warmed and (first_screen or "collected" in _warmed):
        return
    await fetch_engine()
    await next_task()
    names = _order[0][0]
    if not first_screen:
        names = names + _order[0][1]
    await import_in_tasks(names, None if first_screen else IMPORT_TASK_MS, _warmed)
    engine()
    _warmed.add("first")
    if not first_screen and "collected" not in _warmed:
        _warmed.add("collected")
        await next_task()
        gc.collect()  # now, in its own task, rather than during the learner's first move


def proxy(function):
    made = create_proxy(function)
    _keep.append(made)
    return made




def mark(name):
    document.body.setAttribute("data-marks", (document.body.getAttribute("data-marks") or "") + "%s@%d " % (
        name, window.performance.now()))


def notice(text):
    """Show ``text`` above the table (after what it already says, if anything)."""
    box = document.getElementById("table-notice")
    if box:
        before = "" if box.hidden else box.textContent
        if text not in before:
            box.textContent = (before + " " + text).strip()
        box.hidden = False


def withdraw_notice(text):
    """Take ``text`` out of the notice above the table (the other notices stay)."""
    box = document.getElementById("table-notice")
    if box and not box.hidden:
        rest = " ".join(str(box.textContent).replace(text, "").split())
        box.textContent = rest
        box.hidden = not rest
