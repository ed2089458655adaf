"""Page glue shared by the record viewers (the practice page's two-player deals and
parties, the games page's other games): a record opened from a file or pasted, refused in
words or stepped through by button and key. What a viewer shows and says is the engine's
(``piquet_core.table.stepper``, ``piquet_core.gametable.recordview``), tested in CPython.

The page's markup: ``#<name>`` holds a fieldset with ``#<name>-file`` and
``#<name>-text``, a ``data-action="open-record"`` button, and ``#<name>-output``.
"""

import asyncio

from pyscript import document
from pyscript.ffi import create_proxy

import pagekit

_keep = []


def _stepper():
    from piquet_core.table import stepper
    return stepper


class RecordViewer:
    """One page's viewer: ``opened(text)`` makes the stepper of a record (or raises
    ValueError, MemoryError), ``drawn(stepper)`` its HTML; ``loaded`` (async, optional)
    loads the engine first."""

    def __init__(self, name, opened, drawn, loaded=None):
        self.name, self.opened, self.drawn, self.loaded = name, opened, drawn, loaded
        self.shown = None  # the stepper open now
        self.file_text = self.file_name = None  # the record file last chosen, and its name
        self.file_box = None  # that file's text as the text box holds it (a NUL cuts it short there)

    def element(self, suffix=""):
        return document.getElementById(self.name + suffix)

    def enable(self):
        box = self.element()
        if box is None:
            return
        for event, handler in (("click", self.on_click), ("keydown", self.on_key), ("change", self.on_file),
                               ("focusin", self.on_focus)):
            proxy = create_proxy(handler)
            _keep.append(proxy)
            box.addEventListener(event, proxy)
        fields = box.querySelector("fieldset")
        if fields:
            fields.disabled = False

    async def _ready(self):
        if self.loaded is not None:
            await self.loaded()

    def show_record(self, text, source=None):
        """Step through ``text``; ``source``: the name of the file it came from, if it did."""
        try:
            self.shown = self.opened(text)
        except ValueError as exc:
            self.refuse(_stepper().unreadable(text, exc, source))
            return
        except MemoryError:
            self.refuse(_stepper().OUT_OF_MEMORY)
            return
        self.draw("next", opening=True)  # a keyboard learner goes on from his button to the record's steps

    def refuse(self, said):
        """Say why a record cannot be opened; a record already open stays below, where it
        was (a broken paste took the step a learner was on away: a walk-through)."""
        kept = self.shown
        if kept is not None:
            said += ("" if said[-1:] in ".!?" else ".") + " " + _stepper().STILL_OPEN
        html = '<p class="message message--error" role="alert">%s</p>' % said.replace("&", "&amp;").replace("<", "&lt;")
        self.element("-output").innerHTML = html + (self.drawn(kept) if kept is not None else "")

    def draw(self, focus, opening=False):
        out = self.element("-output")
        out.innerHTML = self.drawn(self.shown)
        pagekit.show_step(out, focus, opening)

    def step(self, where):
        self.shown.go(where)
        self.draw(where)

    def on_click(self, event):
        target = event.target.closest("[data-step], [data-action]")
        if target is None:
            return
        if target.getAttribute("data-action") == "open-record":
            asyncio.create_task(self.open_pasted())
            return
        where = target.getAttribute("data-step")
        if where and self.shown is not None and not _stepper().is_dead_step(target):
            self.step(where)

    def on_key(self, event):
        """Arrow keys, Home and End on the step buttons step through the record."""
        if self.shown is None:
            return
        where = pagekit.step_key(event, _stepper().step_for_key)
        if where is not None:
            self.step(where)

    async def open_pasted(self):
        """The record in the text box: its length asked before it is copied into Python."""
        await self._ready()
        box = self.element("-text")
        too_long = _stepper().oversized(box.textLength)
        if too_long:
            self.refuse(too_long)
            return
        try:
            text = box.value
        except MemoryError:
            self.refuse(_stepper().OUT_OF_MEMORY)
            return
        if self.file_box is not None and text == self.file_box:  # the file chosen, as it was read
            self.show_record(self.file_text, self.file_name)
            return
        if not text.strip():
            self.refuse("Paste a record first, or choose a file.")
            return
        chosen = self.element("-file")
        if chosen is not None:
            chosen.value = ""  # the box read is the text: a file's name left there named another record
        self.show_record(text, None)

    def on_focus(self, event):
        """The text box, still holding the file chosen, is selected whole as it takes the
        focus: a paste then replaces the file's text (a walk-through's paste was added to
        it, and refused as one broken record)."""
        target = event.target
        if target.id == self.name + "-text" and self.file_box is not None and target.value == self.file_box:
            target.select()

    def on_file(self, event):
        target = event.target
        if target.id != self.name + "-file" or not target.files or target.files.length == 0:
            return
        asyncio.create_task(self._read(target, target.files.item(0)))

    async def _read(self, target, file):
        await self._ready()
        too_long = _stepper().oversized(file.size, str(file.name))  # asked before the file is read
        if too_long:
            self.refuse(too_long)
            target.value = ""
            return
        try:
            text = await file.text()
        except MemoryError:
            self.refuse(_stepper().OUT_OF_MEMORY)
            return
        text = _stepper().file_text(text, int(file.size))
        self.file_text, self.file_name = text, str(file.name)
        box = self.element("-text")
        box.value = text.partition("\x00")[0]  # (no NUL crosses to the page's strings whole)
        self.file_box = box.value  # as the box gives it back (its line ends made "\n")
        self.show_record(text, self.file_name)
