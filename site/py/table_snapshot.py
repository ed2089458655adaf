"""The practice table's snapshot: the last table drawn, kept beside the saved partie.

A reload then shows the partie at once, from this snapshot, while the rules engine
loads (about a second on a phone); the learner's clicks and keys are remembered and done
when the engine has restored the partie from the save itself (the save is the truth; the
snapshot is only what it looked like). Plain Python (tested in CPython); the pages write
and read it through localStorage.

Glossary:
    save:     the saved partie, ``localStorage["piquet-table"]`` (``piquet_core.table``'s
              ``Table.dump``): every move, replayed through the rules when read back.
    snapshot: ``localStorage["piquet-table-view"]``: ``{"version", "save", "phase",
              "regions": [[name, html], ...]}``, the table's regions as last drawn for
              exactly that save text. A snapshot of any other save, of another version,
              or damaged, is ignored (the page then waits for the engine, as before).

>>> text = snapshot_text('{"version": 1}', "play", [("hand", "<div>h</div>")])
>>> read_snapshot(text, '{"version": 1}')
('play', [('hand', '<div>h</div>')])
>>> read_snapshot(text, '{"version": 1, "kind": "deal"}') is None
True
"""

import json

SNAPSHOT_KEY = "piquet-table-view"
SNAPSHOT_VERSION = 1


def snapshot_text(save_text, phase, regions):
    """The snapshot of the table drawn as ``phase`` and ``regions`` ([(name, html)]) for
    the save ``save_text``, as JSON text."""
    return json.dumps({"version": SNAPSHOT_VERSION, "save": save_text, "phase": phase,
                       "regions": [[name, html] for name, html in regions]})


def read_snapshot(text, save_text):
    """(phase, [(name, html)]) from a snapshot's text when it belongs to ``save_text``,
    else None (no snapshot, another save, another version, damaged).

    >>> read_snapshot("not json", "x") is None and read_snapshot(None, "x") is None
    True
    >>> read_snapshot(json.dumps({"version": 1, "save": "x", "phase": "play", "regions": [["a"]]}), "x") is None
    True
    """
    if not text or not save_text:
        return None
    try:
        data = json.loads(text)
    except Exception:
        return None
    if not isinstance(data, dict) or data.get("version") != SNAPSHOT_VERSION or data.get("save") != save_text:
        return None
    phase, regions = data.get("phase"), data.get("regions")
    if not isinstance(phase, str) or not isinstance(regions, list) or not regions:
        return None
    found = []
    for item in regions:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], str)):
            return None
        found.append((item[0], item[1]))
    return phase, found


def early_click(target, pending):
    """A click on the snapshot (or the settings panel) before the engine is ready:
    remembered in ``pending`` as (action, value), done once the engine is ready. A card
    marked for the exchange shows as marked at once. ``target``: the clicked element
    (a DOM element: ``closest``, ``getAttribute``). Returns True when remembered."""
    found = target.closest("[data-action], [data-card]")
    if found is None or found.tagName != "BUTTON" and found.getAttribute("data-card"):
        return False
    card = found.getAttribute("data-card")
    if card:
        if found.hasAttribute("aria-pressed"):  # the exchange: a discard marked or unmarked
            pressed = found.getAttribute("aria-pressed") != "true"
            found.setAttribute("aria-pressed", "true" if pressed else "false")
            found.classList.toggle("is-selected", pressed)
        pending.append(("card", card))
        return True
    name = found.getAttribute("data-action")
    if not name or found.getAttribute("type") == "submit":
        return False
    pending.append((name, found.getAttribute("data-value")))
    return True
