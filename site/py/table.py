"""Practice page start-up: the settings panel, or the saved partie, works as soon as
MicroPython is ready.

Small on purpose, so the page is usable at once: the table's glue (``table_glue``,
compiled just after) and the engine (fetched after that) load while the learner reads.
A partie in progress is shown at once from its snapshot (``table_snapshot``: the table
as last drawn for that very save). A button or card pressed before the engine is loaded
is remembered and done when it is.
"""

from pyscript import document, window
from pyscript.ffi import create_proxy

import pagekit
import table_snapshot

STORAGE_KEY = "piquet-table"
_pending = []
_keep = []


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


def _load_glue():
    host = document.getElementById("table-host")
    host.removeEventListener("click", _keep[0])
    host.removeEventListener("submit", _keep[1])
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
    host.addEventListener("click", _keep[0])
    host.addEventListener("submit", _keep[1])
    saved = _stored(STORAGE_KEY)
    link = "=" in str(window.location.hash)
    if link or (saved and '"kind"' in str(saved) and not _show_snapshot(host, str(saved))):
        host.querySelector("#table").setAttribute("aria-busy", "true")  # restored in a moment
    elif not saved or '"kind"' not in str(saved):
        fields = host.querySelector(".setup__fields")
        if fields:
            fields.disabled = False
    pagekit.ready()
    _keep.append(create_proxy(_load_glue))
    window.setTimeout(_keep[2], 0)


main()
