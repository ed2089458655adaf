"""Gather the whole site in memory: every lesson, the glossary, and the cross-checks.

Nothing here writes a file; `build` in sitegen.output does, and only after `gather`
returned without problems.
"""

import re
from pathlib import Path

from . import glossary as glossary_mod
from .errors import BuildError, BuildErrors, Problems
from .lessons import read_lesson
from .textfile import read_text


class Course:
    def __init__(self, lessons, terms):
        self.lessons = lessons  # sorted by order, linked previous/next
        self.terms = terms  # glossary Terms, alphabetical


def display_path(path):
    """Paths in messages are relative to the working folder when they can be."""
    path = Path(path)
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def gather(lessons_dir):
    """Read and validate every lesson and the glossary; raise BuildErrors if anything is wrong."""
    lessons_dir = Path(lessons_dir)
    problems = Problems()
    files = sorted(lessons_dir.glob("*.md")) if lessons_dir.is_dir() else []
    if not files:
        raise BuildErrors([BuildError(str(lessons_dir), 0, "no lessons found (expected NN-slug.md files)")])
    lessons = []
    unread = 0  # lessons whose file or front matter is unusable
    for path in files:
        try:
            lesson = read_lesson(path, lessons_dir)
            problems.extend(lesson.errors)
            lessons.append(lesson)
        except BuildErrors as exc:
            problems.extend(exc.errors)
            unread += 1

    glossary_path = Path(display_path(lessons_dir / "glossary.toml"))
    terms = None  # None: the glossary is unusable, so no term can be checked against it
    if not glossary_path.is_file():
        problems.add(str(glossary_path), 0, "the glossary file is missing")
    else:
        try:
            terms = glossary_mod.parse(str(glossary_path), read_text(glossary_path))
        except BuildError as exc:
            problems.extend([exc])
        except BuildErrors as exc:
            problems.extend(exc.errors)

    # One mistake, one error: checks that need every lesson (or the glossary) are skipped
    # when one could not be read, instead of inventing follow-on errors.
    _check_orders(lessons, problems)
    _check_pages(lessons, problems)
    if terms is not None:
        _check_terms(lessons, terms, str(glossary_path), problems, whole_course=not unread)
    if problems:
        raise BuildErrors(problems.items)

    lessons.sort(key=lambda lesson: lesson.order)
    for number, lesson in enumerate(lessons, start=1):
        lesson.number = number
    for before, after in zip(lessons, lessons[1:]):
        before.next, after.previous = after, before
    terms.sort(key=lambda term: term.key)
    return Course(lessons, terms)


def _check_orders(lessons, problems):
    first = {}
    for lesson in sorted(lessons, key=lambda lesson: lesson.path):
        if lesson.order in first:
            other = first[lesson.order]
            problems.add(lesson.path, lesson.lines["order"],
                         f"duplicate order {lesson.order}: {other.path} has it too")
        else:
            first[lesson.order] = lesson


def _check_pages(lessons, problems):
    """Two lessons must not write the same page, nor two exercises share an id."""
    pages, exercises = {}, {}
    for lesson in sorted(lessons, key=lambda lesson: lesson.path):
        if lesson.url in pages:
            problems.add(lesson.path, 0, f"writes the same page {lesson.url} as {pages[lesson.url].path} "
                                         "(rename one: the slug after the number names the page)")
            continue  # its exercise ids repeat the other's: that is the same mistake
        pages[lesson.url] = lesson
        for ident, exercise in lesson.exercises:
            line = lesson.exercise_lines.get(ident, 0)
            if ident in exercises:
                problems.add(lesson.path, line, f"exercise id {ident!r} is used twice "
                                                f"(first in {exercises[ident]})")
            else:
                exercises[ident] = lesson.path


def _check_terms(lessons, terms, glossary_path, problems, whole_course=True):
    by_key = {term.key: term for term in terms}
    for lesson in sorted(lessons, key=lambda lesson: lesson.path):
        for name in lesson.terms:
            term = by_key.get(name.lower())
            line = lesson.lines.get("terms", 1)
            if term is None:
                problems.add(lesson.path, line, f"unknown glossary term {name!r}: "
                                                f"add it to {glossary_path}")
            elif term.lesson is not None:
                problems.add(lesson.path, line, f"glossary term {name!r} is already introduced "
                                                f"by {term.lesson.path}")
            else:
                term.lesson = lesson
    if not whole_course:
        return
    texts = [lesson.text.lower() for lesson in lessons]
    for term in terms:
        if term.lesson is None and lessons:
            problems.add(glossary_path, term.line, f"glossary term {term.name!r} is introduced by no "
                                                   "lesson (list it in one lesson's 'terms')")
        pattern = re.compile(r"(?<![\w-])" + re.escape(term.key) + r"(?![\w-])")
        if lessons and not any(pattern.search(text) for text in texts):
            problems.add(glossary_path, term.line, f"glossary term {term.name!r} is used in no lesson's text")
