"""Reading one lesson file: front matter, Markdown body with custom blocks, contents."""

import re
from pathlib import Path

import markdown

from . import frontmatter, safety
from .blocks import RenderContext
from .errors import BuildError, BuildErrors
from .markdown_ext import FENCE, PiquetBlocks
from .textfile import read_text

NAME = re.compile(r"^(?P<number>\d+)-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.md$")
MARKDOWN_EXTENSIONS = ["fenced_code", "tables", "toc", "attr_list", "sane_lists"]


class Lesson:
    def __init__(self, path, slug, matter, heading, html, toc, exercises, text):
        self.path = path
        self.slug = slug
        self.title = matter.title
        self.order = matter.order
        self.summary = matter.summary
        self.terms = matter.terms
        self.rules = matter.rules  # "other": a lesson on games with other rules (frontmatter.RULES)
        self.lines = matter.lines
        self.heading = heading  # the page's h1: the body's leading '# ' line, else the title
        self.html = html
        self.toc = toc  # [(anchor id, heading text)] of the h2 sections
        self.exercises = exercises  # [(id, Exercise)]
        self.text = text  # the Markdown body, to check glossary terms are used
        self.url = f"lessons/{slug}.html"
        self.previous = None
        self.next = None


def read_lesson(path, lessons_dir):
    """Parse and render one lesson.

    Raises BuildErrors if the file name or front matter is unusable; problems inside the
    body are left in `lesson.errors` so the site-wide checks (orders, terms) still run.
    """
    path = Path(path)
    from .site import display_path

    shown = display_path(path)
    match = NAME.match(path.name)
    if not match:
        raise BuildErrors([BuildError(shown, 0, "lesson files are named NN-slug.md "
                                                "(digits, a dash, lower-case words joined by dashes)")])
    try:
        text = read_text(path, shown)
    except BuildError as error:
        raise BuildErrors([error])
    matter, body = frontmatter.parse(shown, text)
    slug = match.group("slug")
    heading, body = _leading_heading(body, matter.title)
    context = RenderContext(shown, slug, lessons_dir)
    blocks = PiquetBlocks(shown, matter.body_start, context)
    md = markdown.Markdown(extensions=MARKDOWN_EXTENSIONS + [blocks],
                           extension_configs={"toc": {"toc_depth": "2-2"}}, output_format="html")
    html = _scrolling_tables(md.convert(body))
    toc = [(token["id"], token["name"]) for token in md.toc_tokens]
    lesson = Lesson(shown, slug, matter, heading, html, toc, context.exercises, body)
    lesson.exercise_lines = context.exercise_lines
    lesson.body_start = matter.body_start
    lesson.errors = (list(blocks.errors) + _heading_errors(shown, body, matter.body_start)
                     + safety.check(html, shown, body, matter.body_start))
    return lesson


def _scrolling_tables(html):
    """The Markdown tables (bare ``<table>``: the blocks' have a class and their own
    scroller) in a scroller: on a phone a wide one scrolls sideways instead of breaking
    its words in the middle ("younge/r"). The scroller takes the keyboard's focus (arrow
    keys then scroll it) and is named after the heading the table sits under.

    >>> print(_scrolling_tables('<h2 id="c">The calls</h2><table><tr><td>a</td></tr></table>'))
    <h2 id="c">The calls</h2><div class="table-scroll table-scroll--prose" tabindex="0" role="region" aria-label="Table: The calls"><table><tr><td>a</td></tr></table></div>
    """
    out = []
    at = 0
    for found in re.finditer(r"<table>(.*?)</table>", html, flags=re.DOTALL):
        before = html[:found.start()]
        headings = re.findall(r"<h[2-4][^>]*>(.*?)</h[2-4]>", before, flags=re.DOTALL)
        name = re.sub(r"<[^>]+>", "", headings[-1]).strip() if headings else "a lesson table"
        out.append(html[at:found.start()])
        out.append('<div class="table-scroll table-scroll--prose" tabindex="0" role="region" aria-label="Table: %s">'
                   '<table>%s</table></div>' % (name.replace('"', "&quot;"), found.group(1)))
        at = found.end()
    out.append(html[at:])
    return "".join(out)


def _leading_heading(body, title):
    """Take a leading '# Heading' line out of the body (blanking it keeps line numbers)."""
    lines = body.split("\n")
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        if re.match(r"^#\s", line):
            lines[index] = ""
            return line[1:].strip(), "\n".join(lines)
        break
    return title, body


def _heading_errors(path, body, body_start):
    """The page title comes from front matter; a '# ' heading in the body would be a second h1."""
    errors, fence = [], None
    for offset, line in enumerate(body.split("\n")):
        match = FENCE.match(line)
        if match:
            if fence is None:
                fence = match.group("fence")
            elif line.strip().startswith(fence):
                fence = None
            continue
        if fence is None and re.match(r"^#\s", line):
            errors.append(BuildError(path, body_start + offset,
                                     "only the first line of a lesson may be a '# ' heading (the page title); "
                                     "use '## ' for sections"))
    return errors
