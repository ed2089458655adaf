"""Practice page glue, shared by its parts: the page's state, the engine's modules
(fetched and compiled a module per task), kept proxies, marks and the notice above the table.

MicroPython on the main thread; the other ``table_*`` modules import what they need from
here, so there is one ``state`` for the page.
"""

import asyncio
import gc

from pyscript import document, window
from pyscript.ffi import create_proxy

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
