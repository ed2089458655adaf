"""Practice page start-up: the settings panel works as soon as MicroPython is ready.

Small on purpose, so the page is usable at once: the table's glue (``table_glue``,
compiled just after) and the engine (fetched after that) load while the learner reads.
A button pressed before they are loaded is remembered and done when they are.
"""

from pyscript import document, window
from pyscript.ffi import create_proxy

import pagekit

STORAGE_KEY = "piquet-table"
_pending = []
_keep = []


def _saved_partie():
    store = getattr(window, "piquetStorage", None)
    try:
        text = store.get(STORAGE_KEY) if store is not None else window.localStorage.getItem(STORAGE_KEY)
    except Exception:
        return False
    return bool(text) and '"kind"' in str(text)


def _early_click(event):
    target = event.target.closest("[data-action]")
    if target is None or _keep[0] is None:
        return
    _pending.append((target.getAttribute("data-action"), target.getAttribute("data-value")))
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
    if _saved_partie() or "=" in str(window.location.hash):
        host.querySelector("#table").setAttribute("aria-busy", "true")  # restored in a moment
    else:
        fields = host.querySelector(".setup__fields")
        if fields:
            fields.disabled = False
    pagekit.ready()
    _keep.append(create_proxy(_load_glue))
    window.setTimeout(_keep[2], 0)


main()
