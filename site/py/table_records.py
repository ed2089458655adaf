"""Practice page glue: links and records: a link
to the partie or the deal (copied and shown), a shared link opened, and the record viewer
(a record opened or pasted, stepped through with ``piquet_core.table.stepper``).
"""

import asyncio

from pyscript import document, window

import pagekit
from table_state import notice, proxy, state, stepper, warm_engine, withdraw_notice


def set_hash(text):
    try:
        base = window.location.href.split("#")[0]
        window.history.replaceState(None, "", base + text)
    except Exception:
        pass


def share(table, with_deal):
    pagekit.share_link(table.share_hash(with_deal), "share-output")


def from_link(session):
    """The game of a shared link (#partie=... or #deal=...), as ``session.parse_hash``
    reads it (``Table.follow_link`` starts it), or None; a bad one is explained."""
    text = window.location.hash
    if not text or len(text) < 2:
        return None
    if state["link_notice"]:  # a new link read: the last one's refusal no longer applies
        withdraw_notice(state["link_notice"])
        state["link_notice"] = None
    try:
        return session.parse_hash(text)
    except ValueError as exc:
        said = str(exc)
        state["link_notice"] = "This link cannot be played: %s%s" % (said, "" if said.endswith(".") else ".")
        notice(state["link_notice"])
        return None


# ----- the record viewer ---------------------------------------------------------------------


def viewer_main():
    box = document.getElementById("viewer")
    if box is None:
        return
    box.addEventListener("click", proxy(on_viewer_click))
    box.addEventListener("keydown", proxy(on_viewer_key))
    box.addEventListener("change", proxy(on_viewer_file))
    fields = box.querySelector("fieldset")
    if fields:
        fields.disabled = False


def show_record(text, source=None):
    """Step through ``text``; ``source``: the name of the file it came from, if it did."""
    try:
        state["viewer"] = stepper().Stepper.from_record(text)
    except ValueError as exc:
        refuse(stepper().unreadable(text, exc, source))
        return
    except MemoryError:
        refuse(stepper().OUT_OF_MEMORY)
        return
    draw_viewer("next", opening=True)  # a keyboard learner goes on from his button to the record's steps


def refuse(said):
    """Say why a record cannot be opened; a record already open stays below, where it was
    (a broken paste took the step a learner was on away: a walk-through)."""
    kept = state["viewer"]
    if kept is not None:
        said += ("" if said[-1:] in ".!?" else ".") + " " + stepper().STILL_OPEN
    html = '<p class="message message--error" role="alert">%s</p>' % said.replace("&", "&amp;").replace("<", "&lt;")
    document.getElementById("viewer-output").innerHTML = html + (stepper().stepper_html(kept) if kept else "")


def draw_viewer(focus, opening=False):
    out = document.getElementById("viewer-output")
    out.innerHTML = stepper().stepper_html(state["viewer"])
    pagekit.show_step(out, focus, opening)


def on_viewer_click(event):
    target = event.target.closest("[data-step], [data-action]")
    if target is None:
        return
    name = target.getAttribute("data-action")
    if name == "open-record":
        asyncio.create_task(open_pasted())
        return
    step = target.getAttribute("data-step")
    if step and state["viewer"] is not None and not stepper().is_dead_step(target):
        state["viewer"].go(step)
        draw_viewer(step)


def on_viewer_key(event):
    """Arrow keys, Home and End on the step buttons step through the record."""
    if state["viewer"] is None:
        return
    step = pagekit.step_key(event, stepper().step_for_key)
    if step is not None:
        state["viewer"].go(step)
        draw_viewer(step)


async def open_pasted():
    """The record in the text box: its length asked before it is copied into Python."""
    await warm_engine()
    box = document.getElementById("viewer-text")
    too_long = stepper().oversized(box.textLength)
    if too_long:
        refuse(too_long)
        return
    try:
        text = box.value
    except MemoryError:
        refuse(stepper().OUT_OF_MEMORY)
        return
    if not text.strip():
        refuse("Paste a record first, or choose a file.")
        return
    chosen = document.getElementById("viewer-file")
    source = state["viewer_file_name"] if text == state["viewer_file_text"] else None
    if chosen is not None and source is None:
        chosen.value = ""  # the box read is the text: a file's name left there named another record
    show_record(text, source)


async def open_record(text, source=None):
    await warm_engine()
    show_record(text, source)


def on_viewer_file(event):
    target = event.target
    if target.id != "viewer-file" or not target.files or target.files.length == 0:
        return
    file = target.files.item(0)

    async def read():
        await warm_engine()
        too_long = stepper().oversized(file.size, str(file.name))  # asked before the file is read
        if too_long:
            refuse(too_long)
            target.value = ""
            return
        try:
            text = await file.text()
        except MemoryError:
            refuse(stepper().OUT_OF_MEMORY)
            return
        state["viewer_file_text"], state["viewer_file_name"] = text, str(file.name)
        document.getElementById("viewer-text").value = text
        await open_record(text, state["viewer_file_name"])
    asyncio.create_task(read())
