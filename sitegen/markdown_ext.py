"""Python-Markdown extension that turns the custom fenced blocks into HTML.

It runs as a preprocessor just before `fenced_code`. Every fence names its kind: one of
the blocks (`hand`, `hands`, `deal`, `session`, `game-deal`, `exercise`) or `text` for plain preformatted text,
which is left to `fenced_code` (with examples of blocks shown inside a longer fence).
Anything else, a bare fence or a kind in other letters (`Hand`, `handz`), fails the
build instead of quietly becoming a code block. Line numbers: the body of a lesson
starts at `body_start` in the file, and the preprocessors that run before this one never
add or remove lines, so body line i is file line body_start + i.
"""

import difflib
import re

from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

from .blocks import BLOCKS, render_block
from .errors import BuildError

FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[^`]*?)[ \t]*$")
PLAIN = ("text",)  # fences left to fenced_code: preformatted text, never highlighted code
KINDS = tuple(sorted(BLOCKS)) + PLAIN


def kind_problem(lang):
    """Why `lang` cannot open a fence, or None when it can."""
    if lang in KINDS:
        return None
    known = ", ".join(KINDS)
    if not lang:
        return f"a fence must name its kind ({known}); use text for plain text"
    if lang.lower() in KINDS:
        return f"unknown block kind {lang!r}: kinds are lower case, write {lang.lower()!r}"
    close = difflib.get_close_matches(lang.lower(), KINDS, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return f"unknown block kind {lang!r}{hint}; known: {known}"


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
            fence_line = self.ext.body_start + index
            problem = kind_problem(lang)
            if problem is None and end is None:
                problem = f"{lang} block is never closed by {fence}"
            if problem:
                self.ext.errors.append(BuildError(self.ext.path, fence_line, problem))
                stop = len(lines) if end is None else end + 1
                index = stop  # the block is dropped: one error, not one per line inside
                continue
            if lang not in BLOCKS:
                out.extend(lines[index:end + 1])
                index = end + 1
                continue
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
