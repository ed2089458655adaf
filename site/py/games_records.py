"""The other games' page glue: the record viewer (a record opened or pasted, stepped
through with ``piquet_core.gametable.recordview``). Enabled once the page's engine is
loaded (``games.boot``); what it shows and says is the engine's, tested in CPython.
"""

import asyncio

from pyscript import document
from pyscript.ffi import create_proxy

import pagekit

_keep = []
state = {"viewer": None, "file_text": None, "file_name": None}


def _proxy(function):
    made = create_proxy(function)
    _keep.append(made)
    return made


def _stepper():
    from piquet_core.table import stepper
    return stepper


def enable():
    """The viewer's controls, live now that the engine is loaded."""
    box = document.getElementById("gt-viewer")
    if box is None:
        return
    box.addEventListener("click", _proxy(on_click))
    box.addEventListener("keydown", _proxy(on_key))
    box.addEventListener("change", _proxy(on_file))
    fields = box.querySelector("fieldset")
    if fields:
        fields.disabled = False


def show_record(text, source=None):
    """Step through ``text``; ``source``: the name of the file it came from, if it did."""
    from piquet_core.gametable.recordview import RecordView
    try:
        state["viewer"] = RecordView(text)
    except ValueError as exc:  # (RecordError and the engine's other refusals are ValueErrors)
        refuse(_stepper().unreadable(text, exc, source))
        return
    except MemoryError:
        refuse(_stepper().OUT_OF_MEMORY)
        return
    draw("next", opening=True)


def refuse(said):
    """Say why a record cannot be opened; one already open stays below the refusal."""
    kept = state["viewer"]
    if kept is not None:
        said += ("" if said[-1:] in ".!?" else ".") + " " + _stepper().STILL_OPEN
    html = '<p class="message message--error" role="alert">%s</p>' % said.replace("&", "&amp;").replace("<", "&lt;")
    document.getElementById("gt-viewer-output").innerHTML = html + (kept.html() if kept is not None else "")


def draw(focus, opening=False):
    out = document.getElementById("gt-viewer-output")
    out.innerHTML = state["viewer"].html()
    pagekit.show_step(out, focus, opening)


def on_click(event):
    target = event.target.closest("[data-step], [data-action]")
    if target is None:
        return
    if target.getAttribute("data-action") == "open-record":
        open_pasted()
        return
    step = target.getAttribute("data-step")
    if step and state["viewer"] is not None and not _stepper().is_dead_step(target):
        state["viewer"].go(step)
        draw(step)


def on_key(event):
    """Arrow keys, Home and End on the step buttons step through the record."""
    if state["viewer"] is None:
        return
    step = pagekit.step_key(event, _stepper().step_for_key)
    if step is not None:
        state["viewer"].go(step)
        draw(step)


def open_pasted():
    """The record in the text box: its length asked before it is copied into Python."""
    box = document.getElementById("gt-viewer-text")
    too_long = _stepper().oversized(box.textLength)
    if too_long:
        refuse(too_long)
        return
    text = box.value
    if not text.strip():
        refuse("Paste a record first, or choose a file.")
        return
    chosen = document.getElementById("gt-viewer-file")
    source = state["file_name"] if text == state["file_text"] else None
    if chosen is not None and source is None:
        chosen.value = ""  # the box read is the text: a file's name left there named another record
    show_record(text, source)


def on_file(event):
    target = event.target
    if target.id != "gt-viewer-file" or not target.files or target.files.length == 0:
        return
    file = target.files.item(0)

    async def read():
        too_long = _stepper().oversized(file.size, str(file.name))  # asked before the file is read
        if too_long:
            refuse(too_long)
            target.value = ""
            return
        try:
            text = await file.text()
        except MemoryError:
            refuse(_stepper().OUT_OF_MEMORY)
            return
        state["file_text"], state["file_name"] = text, str(file.name)
        document.getElementById("gt-viewer-text").value = text
        show_record(text, state["file_name"])
    asyncio.create_task(read())
