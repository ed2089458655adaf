"""Practice page glue: the saved partie in localStorage (``piquet_core.table.saving``), and
beside it the table as last drawn (``table_snapshot``), written in a task of its own after
a move is painted (``save_soon``, ``saved_due``), not in the task that drew it.
"""

from pyscript import window

import table_snapshot
from table_state import STORAGE_KEY, engine, notice, state, withdraw_notice

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
    if table is None or state.get("other_tab"):  # (another tab has the partie now: see on_storage)
        return
    text = table.dump()
    ok = storage_set(STORAGE_KEY, text)
    if ok and table.kind is not None and state["regions"] is not None:
        names, htmls = state["regions"]
        storage_set(table_snapshot.SNAPSHOT_KEY, table_snapshot.snapshot_text(text, state["phase"], zip(names, htmls)))
    if not ok and state["storage_ok"]:
        notice(engine()["session"].CANNOT_SAVE)
    elif ok and not state["storage_ok"]:  # room again: the notice no longer holds
        withdraw_notice(engine()["session"].CANNOT_SAVE)
    state["storage_ok"] = ok


def on_storage(event):
    """Another tab saved the partie: this one stops saving and says so (each tab saving in
    turn overwrote the other's moves without a word). A reload shows the other's game."""
    if event.key != STORAGE_KEY or state["table"] is None or state.get("other_tab"):
        return
    state["other_tab"] = True
    state["generation"] += 1  # the computer's move or a hint under way here is dropped
    notice(engine()["session"].OTHER_TAB)


def save_soon():
    """Save after the move drawn has been painted, not in the task that drew it (``saved_due``)."""
    state["save_due"] = True


def saved_due():
    """The save asked for by ``save_soon``, if any (the caller has left the drawing's task);
    True if it saved."""
    if state.get("save_due"):
        state["save_due"] = False
        save()
        return True
    return False
