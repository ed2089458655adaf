"""Every link, image and anchor of the built site points at something that exists.

Run on the whole output in memory, after every page is rendered: a link to a page or
file the build does not write, an anchor (`page.html#id`, `#id`) that is no element's
id, an image or script that is missing or would load from another site: each is a
BuildError, named at the line of the lesson (or template) that wrote it. Links to other
sites (`https:`, `mailto:`) are allowed on `<a>`: following them is the reader's
choice, and nothing is loaded from there.
"""

import posixpath
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

from .errors import BuildError
from .sourcemap import locate, outside_fences

# (element, attribute) pairs that name a URL the page navigates to or loads.
NAVIGATES = {("a", "href"), ("area", "href")}
LOADS = {("img", "src"), ("script", "src"), ("script", "config"), ("link", "href"), ("source", "src"),
         ("video", "src"), ("video", "poster"), ("audio", "src"), ("track", "src"), ("input", "src")}
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


class _Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.refs = []  # (tag, attribute, value)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)
            if (tag, name) in NAVIGATES or (tag, name) in LOADS:
                self.refs.append((tag, name, value.strip()))

    handle_startendtag = handle_starttag


def parse(html):
    page = _Page()
    page.feed(html)
    page.close()
    return page


def check(outputs, pages, base_path="/", templates=None):
    """BuildErrors for every broken link, anchor or missing file in the HTML `outputs`.

    `pages` are the sitegen.pages.Page objects (a lesson page's `lesson` value names the
    lesson, so its problems point into the lesson file); `templates` is the folder of
    the templates, to name their lines.
    """
    parsed = {path: parse(data.decode("utf-8")) for path, data in outputs.items() if path.endswith(".html")}
    errors = []
    for page in pages:
        found = parsed.get(page.path)
        if found is None:
            continue
        source = _Source(page, templates)
        for tag, attribute, value in found.refs:
            reason = _problem(page.path, tag, attribute, value, outputs, parsed, base_path)
            if reason:
                errors.append(source.error(value, reason))
    return errors


def _problem(page_path, tag, attribute, value, outputs, parsed, base_path):
    """Why `value` (a URL in `page_path`) is broken, or None."""
    loads = (tag, attribute) in LOADS
    what = {"img": "image", "a": "link", "area": "link"}.get(tag, f"<{tag} {attribute}>")
    if value.startswith("//") or SCHEME.match(value):
        if not loads:
            return None  # a link to another site: nothing is loaded from there
        if value.lower().startswith(("data:", "blob:")):
            return f"{what} {value[:40]!r}: the site's Content-Security-Policy loads only files of the site"
        return f"{what} {value!r} would load from off the site (everything must come from the site itself)"
    url, _, fragment = value.partition("#")
    url = url.partition("?")[0]
    if not url:
        target = page_path
    elif url.startswith("/"):
        if not url.startswith(base_path):
            return f"{what} {value!r} is outside the site's base path {base_path}"
        target = url[len(base_path):]
    else:
        target = posixpath.normpath(posixpath.join(posixpath.dirname(page_path), unquote(url)))
        if target.startswith("../") or target == "..":
            return f"{what} {value!r} points outside the site"
    if target in ("", ".") or url.endswith("/"):
        target = posixpath.join(target if target not in ("", ".") else "", "index.html")
    if target not in outputs:
        if tag == "img":
            return f"missing image {value!r}: the site has no file {target}"
        return f"broken {what} {value!r}: the site has no page or file {target}"
    if "=" in fragment:
        return None  # a page's state (puzzles.html#family=calls&level=1&seed=7), not an element's id
    if fragment and target in parsed and unquote(fragment) not in parsed[target].ids:
        return f"broken anchor {value!r}: {target} has no element with id {unquote(fragment)!r}"
    return None


class _Source:
    """Where a page's links were written: its lesson's body, else its template."""

    def __init__(self, page, templates):
        self.lesson = page.values.get("lesson")
        self.template = f"site/templates/{page.template}"
        self.template_lines = []
        if templates is not None and (Path(templates) / page.template).is_file():
            self.template_lines = (Path(templates) / page.template).read_text(encoding="utf-8").split("\n")
        self.used = set()

    def error(self, value, reason):
        patterns = [re.escape(value), re.escape(value.partition("#")[0] or value)]
        if self.lesson is not None:
            index = locate(outside_fences(self.lesson.text), patterns, self.used)
            if index is not None:
                self.used.add(index)
                return BuildError(self.lesson.path, self.lesson.body_start + index, reason)
        tail = posixpath.basename(value.partition("#")[0]) or value
        index = locate(self.template_lines, [re.escape(tail)])
        return BuildError(self.template, 0 if index is None else index + 1, reason)
