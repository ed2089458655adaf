"""Practice page start-up: the settings panel, or the saved partie, works as soon as
MicroPython is ready.

Small on purpose, so the page is usable at once: the table's glue (``table_glue``,
compiled just after) and the engine (fetched after that) load while the learner reads.
A partie in progress is shown at once from its snapshot (``table_snapshot``: the table
as last drawn for that very save); a shared link, from its seed, at once
(``piquet_core.table.linkpreview``, in a small pack of the page's own files: the engine's
own first screen, filled in with the link's cards). A button or card pressed before the
engine is loaded is remembered and done when it is; the arrow keys move along a hand
shown meanwhile.
"""

from pyscript import document, window
from pyscript.ffi import create_proxy

import engine_pack

engine_pack.unpack_file(engine_pack.PRACTICE_GLUE_PACK)  # the rest of the page's glue, in one of its files

import pagekit  # noqa: E402  (unpacked just above)
import table_snapshot  # noqa: E402

STORAGE_KEY = "piquet-table"
_pending = []
_keep = []            # proxies: the early click, submit and keydown listeners (the first None once the
                      # glue has its own), then the glue's loader and, for a link, the preview's frame


def _stored(key):
    store = getattr(window, "piquetStorage", None)
    try:
        return store.get(key) if store is not None else window.localStorage.getItem(key)
    except Exception:
        return None


def _show_snapshot(host, saved):
    """Draw the saved partie as it was last drawn, if its snapshot is there: True if so."""
    found = table_snapshot.read_snapshot(_stored(table_snapshot.SNAPSHOT_KEY), saved)
    section = host.querySelector("#table")
    inner = section.querySelector(".table__inner") if section is not None else None
    if found is None or inner is None:
        return False
    phase, regions = found
    inner.innerHTML = "".join(html for _, html in regions)
    section.setAttribute("data-phase", phase)
    host.setAttribute("data-snapshot", "true")
    return True


def _early_click(event):
    if _keep[0] is not None and table_snapshot.early_click(event.target, _pending):
        document.getElementById("table-host").setAttribute("data-busy", "true")


def _early_submit(event):
    event.preventDefault()
    if _keep[0] is not None and event.target.id == "table-setup":
        _pending.append(("new-partie", None))
        document.getElementById("table-host").setAttribute("data-busy", "true")


def _preview_link(host):
    """A shared link's first screen, drawn from its seed by the few modules that came in
    the page's files (the preview pack: ``piquet_core.table.linkpreview`` and what it
    imports), then the glue. The engine's pack downloads meanwhile (``static/startup.js``
    preloads it for a link). Any failure leaves the table to the engine, which draws it as
    before."""
    try:
        import table_state
        table_state.fetch_early()
        import engine_pack
        engine_pack.unpack_file(engine_pack.PREVIEW_PACK)
        from piquet_core.table.linkpreview import first_screen
        data = document.getElementById("link-preview")
        shown = first_screen(str(window.location.hash), data.textContent if data is not None else None)
        section = host.querySelector("#table")
        inner = section.querySelector(".table__inner") if section is not None else None
        if shown is not None and inner is not None:
            phase, regions = shown
            inner.innerHTML = "".join(html for _, html in regions)
            section.setAttribute("data-phase", phase)
            section.removeAttribute("aria-busy")
            host.setAttribute("data-snapshot", "link")
            table_state.state["shown"] = shown  # the engine's first draw replaces only what differs
            table_state.mark("preview")
    except Exception as exc:  # (said quietly: the engine draws the link as before)
        document.body.setAttribute("data-preview-error", str(exc))
    # The glue compiles in a task of its own, once the preview is painted (or soon: no
    # frames come in a hidden tab).
    _keep.append(create_proxy(_load_glue))
    _keep.append(create_proxy(_preview_frame))
    window.requestAnimationFrame(_keep[4])
    window.setTimeout(_keep[3], 100)


def _preview_frame(*args):
    """The frame that shows the preview: the keyboard focus goes to the learner's decision,
    as the engine's first draw would put it, unless he has put it somewhere himself (a
    focus in the task that drew the preview would have laid the page out before its first
    paint); then the glue, in a task of its own."""
    try:
        import table_draw  # (the same rule as the engine's draws)
        host = document.getElementById("table-host")
        found = table_draw.decision(host) if host.getAttribute("data-snapshot") == "link" else None
        if found is not None and table_draw.focus_is_free():
            found.focus()
    finally:
        window.setTimeout(_keep[3], 0)


def _load_glue(*args):
    if _keep[0] is None:  # (a link's: after a frame, or at the latest after 100 ms)
        return
    host = document.getElementById("table-host")
    host.removeEventListener("click", _keep[0])
    host.removeEventListener("submit", _keep[1])
    host.removeEventListener("keydown", _keep[2])
    _keep[0] = None
    try:
        import table_state
        table_state.fetch_early()  # the engine downloads while the rest of the glue compiles
        import table_glue
        table_glue.main(_pending)
    except Exception as exc:  # say so: the lessons and the rest of the site still work
        pagekit.failed("The card table could not be loaded: %s" % exc)


def main():
    host = document.getElementById("table-host")
    _keep.append(create_proxy(_early_click))
    _keep.append(create_proxy(_early_submit))
    _keep.append(create_proxy(pagekit.rove))
    host.addEventListener("click", _keep[0])
    host.addEventListener("submit", _keep[1])
    host.addEventListener("keydown", _keep[2])
    saved = _stored(STORAGE_KEY)
    game_saved = bool(saved) and '"kind"' in str(saved)
    # A link over a saved game is not previewed: the saved game is shown, and the engine,
    # if that game is in progress, asks before the link's replaces it (``Table.follow_link``).
    preview = "=" in str(window.location.hash) and not game_saved
    if preview or (game_saved and not _show_snapshot(host, str(saved))):
        host.querySelector("#table").setAttribute("aria-busy", "true")  # restored in a moment
    elif not game_saved:
        fields = host.querySelector(".setup__fields")
        if fields:
            fields.disabled = False
    pagekit.ready()
    if preview:
        _preview_link(host)
    else:
        _keep.append(create_proxy(_load_glue))
        window.setTimeout(_keep[3], 0)


main()
