"""Finding the line of a lesson that wrote a piece of its rendered HTML.

Python-Markdown keeps no line numbers, so a problem found in the HTML (a script, a
broken link) is named at the first line of the lesson's text that matches it, outside
fenced blocks (whose text is escaped, never HTML or links).
"""

import re

from .markdown_ext import FENCE


def outside_fences(source):
    """The lines of `source`, with fenced blocks blanked (the count of lines is kept)."""
    lines, fence = [], None
    for line in source.split("\n"):
        match = FENCE.match(line)
        if fence is None and match:
            fence = match.group("fence")
            lines.append("")
        elif fence is not None:
            if line.strip().startswith(fence) and set(line.strip()) == {fence[0]}:
                fence = None
            lines.append("")
        else:
            lines.append(line)
    return lines


def locate(lines, patterns, used=()):
    """The 0-based index of the first line matching the first of `patterns` (regular
    expressions, any case) that matches any line, preferring lines not in `used` (already
    named for an earlier problem); None if no line matches."""
    for pattern in patterns:
        compiled = re.compile(pattern, re.I)
        matching = [index for index, line in enumerate(lines) if compiled.search(line)]
        fresh = [index for index in matching if index not in used]
        if matching:
            return (fresh or matching)[0]
    return None
