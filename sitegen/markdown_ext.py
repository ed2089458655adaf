"""Python-Markdown extension that turns the custom fenced blocks into HTML.

It runs as a preprocessor just before `fenced_code`, so ordinary code fences (and
examples of blocks shown inside longer fences) are left alone. Line numbers: the body
of a lesson starts at `body_start` in the file, and the preprocessors that run before
this one never add or remove lines, so body line i is file line body_start + i.
"""

import re

from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from .blocks import BLOCKS, render_block
from .errors import BuildError

FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[\w+-]*)[ \t]*$")


class BlockPreprocessor(Preprocessor):
    def __init__(self, md, ext):
        super().__init__(md)
        self.ext = ext

    def run(self, lines):
        out = []
        index = 0
        while index < len(lines):
            match = FENCE.match(lines[index])
            if not match:
                out.append(lines[index])
                index += 1
                continue
            fence, lang = match.group("fence"), match.group("lang")
            end = _closing(lines, index, fence)
            if lang not in BLOCKS:
                stop = len(lines) if end is None else end + 1
                out.extend(lines[index:stop])
                index = stop
                continue
            fence_line = self.ext.body_start + index
            if end is None:
                self.ext.errors.append(BuildError(self.ext.path, fence_line,
                                                  f"{lang} block is never closed by {fence}"))
                break
            try:
                html = render_block(lang, self.ext.path, fence_line, lines[index + 1:end],
                                    self.ext.context)
            except BuildError as exc:
                self.ext.errors.append(exc)
                html = ""
            out.extend(["", self.md.htmlStash.store(html), ""])
            index = end + 1
        return out


def _closing(lines, start, fence):
    for index in range(start + 1, len(lines)):
        text = lines[index].strip()
        if text and text[0] == fence[0] and set(text) == {fence[0]} and len(text) >= len(fence):
            return index
    return None


class PiquetBlocks(Extension):
    """Configure per lesson: the file path, where its body starts, and the render context."""

    def __init__(self, path, body_start, context):
        super().__init__()
        self.path = path
        self.body_start = body_start
        self.context = context
        self.errors = []

    def extendMarkdown(self, md):
        md.preprocessors.register(BlockPreprocessor(md, self), "piquet_blocks", 29)
