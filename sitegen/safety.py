"""Refuse raw HTML in a lesson that could run code in the learner's browser.

A lesson's rendered HTML (Markdown, raw HTML and the blocks' own markup) is parsed, and
these fail the build, naming the line of the lesson where they were written:

- a `<script>` element, unless it is a JSON data block (`type="application/json"`,
  which is how exercise blocks embed their spec: data, never run);
- elements that load or run other code: `iframe`, `frame`, `object`, `embed`,
  `applet`, `base`, `meta`, `link`, and PyScript's own (`py-script`, `mpy-script`, ...);
- any `on...=` event-handler attribute, and `srcdoc`;
- a `javascript:`, `vbscript:` or `data:text/html` URL in any attribute, however it is
  spelt (entities, capitals, spaces and control characters inside are undone first, as
  a browser does);
- and, not code but as surely broken, inline style (`<style>`, `style=`), which the
  site's Content-Security-Policy refuses.
"""

import re
from html.parser import HTMLParser

from .errors import BuildError
from .sourcemap import locate, outside_fences

DATA_SCRIPT_TYPES = ("application/json",)
CODE_ELEMENTS = ("iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link",
                 "py-script", "mpy-script", "py-config", "mpy-config", "py-repl", "mpy-repl",
                 "py-terminal", "mpy-terminal", "py-editor", "mpy-editor")
CODE_SCHEMES = ("javascript:", "vbscript:", "data:text/html")
_INVISIBLE = re.compile(r"[\x00-\x20\x7f]+")
INLINE_STYLE = ("inline style (a <style> element or a style= attribute) is refused by the site's "
                "Content-Security-Policy; use a class from site/static/style.css")


def url_scheme_problem(value):
    """The code-running scheme `value` starts with, as a browser reads it, or None."""
    squeezed = _INVISIBLE.sub("", value).lower()
    for scheme in CODE_SCHEMES:
        if squeezed.startswith(scheme):
            return scheme
    return None


class _Finder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []  # (reason, [source patterns to find its line by])

    def handle_starttag(self, tag, attrs):
        self._check(tag, attrs)

    def handle_startendtag(self, tag, attrs):
        self._check(tag, attrs)

    def _check(self, tag, attrs):
        """At most one problem per element: one mistake, one error."""
        found = self._problem(tag, attrs)
        if found:
            self.found.append(found)

    def _problem(self, tag, attrs):
        values = dict(attrs)
        element = rf"<\s*{re.escape(tag)}\b"
        if tag == "script" and (values.get("type") or "").strip().lower() not in DATA_SCRIPT_TYPES:
            return ("raw HTML <script> would run code in the learner's browser; "
                    "lessons may not contain scripts", [element])
        if tag in CODE_ELEMENTS:
            return f"raw HTML <{tag}> can load or run code; lessons may not contain it", [element]
        if tag == "style":
            return (INLINE_STYLE, [element])
        for name, value in attrs:
            if name.startswith("on") or name == "srcdoc":
                return (f"raw HTML attribute {name}= would run code in the learner's browser",
                        [rf"\b{re.escape(name)}\s*=", element])
            if name == "style":
                return (INLINE_STYLE, [r"\bstyle\s*=", element])
            scheme = url_scheme_problem(value or "")
            if scheme:
                return (f"a {scheme} URL would run code in the learner's browser",
                        [re.escape(scheme), rf"\b{re.escape(name)}\s*=", r"\]\s*\(", element])
        return None


def check(html, path, source, body_start):
    """BuildErrors for every piece of `html` that could run code; `source` is the lesson
    body (its line i is file line body_start + i), searched for the line to name."""
    finder = _Finder()
    finder.feed(html)
    finder.close()
    lines = outside_fences(source)
    errors, used = [], set()
    for reason, patterns in finder.found:
        index = locate(lines, patterns, used) or 0
        used.add(index)
        errors.append(BuildError(path, body_start + index, reason))
    return errors
