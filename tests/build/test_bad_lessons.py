"""Issue 11, the build's side: each bad input fails with exactly one `file:line: reason`.

Every row changes the fixture lessons in one way (one mistake) and names the one error
it must give: the file, the line, and words of the reason. No row may give a second,
invented error (a front-matter mistake used to add "glossary term ... introduced by no
lesson"). `test_the_command_line_writes_nothing` runs a few through `build.py` itself.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sitegen.errors import BuildErrors
from sitegen.output import build_outputs

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).parent / "fixtures" / "lessons"
LESSON = "01-fixture.md"
SECOND = "02-second.md"
SECOND_TEXT = "---\ntitle: Second\norder: 2\nsummary: Again.\n---\n\nText with pique.\n"


def append(text, name=LESSON):
    """Add `text` at the end of a lesson; the error's line is counted from its marker."""
    def change(folder):
        path = folder / name
        path.write_text(path.read_text() + text)
    return change


def replace(old, new, name=LESSON):
    def change(folder):
        path = folder / name
        text = path.read_text()
        assert old in text
        path.write_text(text.replace(old, new, 1))
    return change


def write(name, data):
    def change(folder):
        (folder / name).write_bytes(data if isinstance(data, bytes) else data.encode())
    return change


def line_of(folder, name, marker):
    for number, line in enumerate((folder / name).read_text(errors="replace").split("\n"), 1):
        if marker in line:
            return number
    raise AssertionError(f"{marker!r} not in {name}")


FIXTURE_BYTES = (FIXTURE / LESSON).read_bytes()

# (label, change, file, line marker (text on the line, or a number), words of the reason)
CASES = [
    # Fences: every fence names a known kind, in lower case.
    ("unknown block kind", append("\n```handz\ncards: AS\n```\n"), LESSON, "```handz",
     "unknown block kind 'handz' (did you mean 'hand'?)"),
    ("block kind in capitals", append("\n```Hand\ncards: AS\n```\n"), LESSON, "```Hand",
     "kinds are lower case, write 'hand'"),
    ("block kind in mixed case", append("\n~~~EXERCISE\nask: point\n~~~\n"), LESSON, "~~~EXERCISE",
     "kinds are lower case"),
    ("code block of a language", append("\n```python\nprint(1)\n```\n"), LESSON, "```python",
     "unknown block kind 'python'"),
    ("fence with no kind", append("\n```\nplain\n```\n"), LESSON, "```\nplain", "a fence must name its kind"),
    ("text fence never closed", append("\n```text\nplain\n"), LESSON, "```text", "never closed"),
    ("block never closed", append("\n```hand\ncards: AS\n"), LESSON, "```hand\ncards: AS\n",
     "hand block is never closed"),
    # Pages and ids.
    ("two lessons write the same page", write("02-fixture.md", SECOND_TEXT), "02-fixture.md", 0,
     "writes the same page lessons/fixture.html as"),
    # Links, anchors, images.
    ("broken link to a lesson", append("\nSee [the point](the-pointt.html).\n"), LESSON, "the-pointt.html",
     "broken link 'the-pointt.html'"),
    ("broken anchor in the page", append("\nSee [below](#nowhere).\n"), LESSON, "#nowhere",
     "broken anchor '#nowhere'"),
    ("broken anchor in another page", append("\nSee [the term](../glossary.html#term-repique).\n"), LESSON,
     "glossary.html#term-repique", "has no element with id 'term-repique'"),
    ("link outside the site", append("\nSee [up](../../secret.html).\n"), LESSON, "secret.html",
     "points outside the site"),
    ("missing image", append("\n![A table](../static/table.png)\n"), LESSON, "table.png",
     "missing image '../static/table.png'"),
    ("image from another site", append("\n![A card](https://example.com/card.png)\n"), LESSON,
     "example.com", "would load from off the site"),
    # Raw HTML that can run code.
    ("script element", append("\n<script>alert(1)</script>\n"), LESSON, "<script>", "<script> would run code"),
    ("script of PyScript", append('\n<script type="mpy">print(1)</script>\n'), LESSON, 'type="mpy"',
     "<script> would run code"),
    ("py-script element", append("\n<py-script>print(1)</py-script>\n"), LESSON, "<py-script>",
     "<py-script> can load or run code"),
    ("iframe", append('\n<iframe src="x.html"></iframe>\n'), LESSON, "<iframe", "<iframe> can load or run code"),
    ("event handler attribute", append('\n<p onclick="steal()">Click</p>\n'), LESSON, "onclick",
     "attribute onclick= would run code"),
    ("event handler in capitals", append('\n<img src="../static/favicon.svg" ONERROR="x()" alt="">\n'),
     LESSON, "ONERROR", "attribute onerror= would run code"),
    ("javascript: link in Markdown", append("\n[Win](javascript:alert(1))\n"), LESSON, "javascript:",
     "javascript: URL would run code"),
    ("javascript: link hidden by entities", append('\n<a href="jav&#x61;script&#58;alert(1)">x</a>\n'), LESSON,
     "jav&#x61;", "javascript: URL would run code"),
    ("javascript: link with spaces and capitals", append('\n<a href=" JaVa\tScRiPt:alert(1)">x</a>\n'), LESSON,
     "ScRiPt", "javascript: URL would run code"),
    ("data:text/html link", append('\n<a href="data:text/html,<b>x</b>">x</a>\n'), LESSON, "data:text",
     "data:text/html URL would run code"),
    ("inline style attribute", append('\n<span style="color: red">red</span>\n'), LESSON, "style=",
     "inline style"),
    ("style element", append("\n<style>p { color: red }</style>\n"), LESSON, "<style>", "inline style"),
    # Encodings.
    ("lesson in Latin-1", write(SECOND, SECOND_TEXT.replace("Again.", "Encore, très bien.").encode("latin-1")),
     SECOND, 4, "not UTF-8 text (byte 0xe8)"),
    ("lesson in UTF-16", write(SECOND, SECOND_TEXT.encode("utf-16")), SECOND, 1, "not UTF-8 text"),
    ("glossary not UTF-8", write("glossary.toml", (FIXTURE / "glossary.toml").read_bytes() + b"# \xff\n"),
     "glossary.toml", 6, "not UTF-8 text (byte 0xff)"),
    ("deal record not UTF-8", lambda folder: (
        (folder / "deals").mkdir(), (folder / "deals" / "bad.pqt").write_bytes(b"Seed: 1\n\xff\n"),
        append("\n```deal\nrecord: deals/bad.pqt\n```\n")(folder)),
     LESSON, "record: deals/bad.pqt", "deals/bad.pqt: line 2: not UTF-8 text"),
    # One mistake, one error.
    ("front matter unclosed", replace("summary: Every kind of block, for the build tests.\nterms: pique\n---",
                                      "summary: Every kind of block, for the build tests.\nterms: pique\n"),
     LESSON, 1, "front matter is not closed"),
    ("front matter key misspelt", replace("summary: Every", "sumary: Every"), LESSON, "sumary",
     "unknown front matter key 'sumary' (did you mean 'summary'?"),
    ("front matter order not a number", replace("order: 1", "order: first"), LESSON, "order:",
     "order must be a whole number"),
    # `key: value`, not YAML: a quoted title kept its quotes in the tab, the course and the glossary
    ("front matter title quoted", replace("title: A fixture lesson", 'title: "A fixture lesson"'), LESSON, "title:",
     "write the title without quotes"),
    ("front matter summary in curly quotes", replace("summary: Every kind of block, for the build tests.",
                                                     "summary: \u201cEvery kind of block, for the build tests.\u201d"),
     LESSON, "summary:", "write the summary without quotes"),
    ("glossary not TOML", write("glossary.toml", "[[term]\nname = 'pique'\n"), "glossary.toml", 1, "invalid TOML"),
    ("glossary scope unknown", replace('say = "peek"', 'say = "peek"\nscope = "normand"', "glossary.toml"),
     "glossary.toml", "scope", "scope must be one of rubicon, got 'normand'"),
    ("front matter rules unknown", replace("terms: pique", "rules: imperial\nterms: pique"), LESSON, "rules:",
     "rules must be one of other, got 'imperial'"),
    ("unknown glossary term", replace("terms: pique", "terms: pique, piquet"), LESSON, "terms:",
     "unknown glossary term 'piquet'"),
    ("duplicate order", write(SECOND, SECOND_TEXT.replace("order: 2", "order: 1")), SECOND, 3, "duplicate order 1"),
]


@pytest.fixture()
def lessons(tmp_path):
    target = tmp_path / "lessons"
    shutil.copytree(FIXTURE, target)
    return target


def errors_of(folder):
    with pytest.raises(BuildErrors) as caught:
        build_outputs(ROOT, folder)
    return [str(error) for error in caught.value.errors]


@pytest.mark.parametrize("label, change, name, marker, reason", CASES, ids=[case[0] for case in CASES])
def test_one_mistake_gives_one_error(lessons, label, change, name, marker, reason):
    change(lessons)
    line = marker if isinstance(marker, int) else line_of(lessons, name, marker.split("\n")[0])
    if isinstance(marker, str) and "\n" in marker:  # the fence of the last such block
        text = (lessons / name).read_text()
        line = text[:text.rindex(marker)].count("\n") + 1
    errors = errors_of(lessons)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{lessons.name}/{name}:{line}: ") or f"/{name}:{line}: " in errors[0], errors
    assert reason in errors[0], errors


def test_allowed_inputs_still_build(lessons):
    """What the rules allow: a `text` fence, a BOM, JSON data scripts, links that work,
    links to other sites, a fence inside a longer text fence."""
    (lessons / LESSON).write_bytes(b"\xef\xbb\xbf" + FIXTURE_BYTES + (
        "\n```text\nplain <script>shown, not run</script>\n```\n"
        "\n````text\n```hand\ncards: AS\n```\n````\n"
        "\nSee [the hands](#hands), [the glossary](../glossary.html#term-pique), "
        "[the course](../index.html), [Wikipedia](https://en.wikipedia.org/wiki/Piquet) "
        "and ![the icon](../static/favicon.svg).\n"
        '\n<script type="application/json">{"data": 1}</script>\n').encode())
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    assert "plain &lt;script&gt;shown, not run&lt;/script&gt;" in page
    assert 'href="https://en.wikipedia.org/wiki/Piquet"' in page


def test_a_mistake_in_every_lesson_gives_one_error_each(lessons):
    (lessons / SECOND).write_text(SECOND_TEXT + "\n```Hand\ncards: AS\n```\n")
    append("\n<script>x()</script>\n")(lessons)
    errors = errors_of(lessons)
    assert len(errors) == 2, errors


def test_exercise_ids_repeat_nowhere(lessons):
    """Exercise ids are `slug-N`: unique by construction once pages are unique; checked
    anyway across the whole site."""
    (lessons / SECOND).write_text(SECOND_TEXT + "\n```exercise\nask: rubicon\nscores: 134 95\n```\n")
    course, outputs = build_outputs(ROOT, lessons)
    idents = [ident for lesson in course.lessons for ident, _ in lesson.exercises]
    assert len(idents) == len(set(idents)) == 3


@pytest.mark.parametrize("label", ["script element", "lesson in Latin-1", "broken link to a lesson",
                                   "two lessons write the same page"])
def test_the_command_line_writes_nothing(lessons, tmp_path, label):
    change = next(case[1] for case in CASES if case[0] == label)
    change(lessons)
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, str(ROOT / "build.py"), "--lessons", str(lessons), "--out", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().endswith("build failed: 1 problem(s); nothing written")
    assert not out.exists()
