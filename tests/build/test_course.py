"""The course as a whole: every lesson ends with exercises; the glossary is complete."""

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons").glob("*.md"))


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_every_lesson_ends_with_an_exercise(path):
    text = path.read_text(encoding="utf-8")
    sections = re.split(r"^## ", text, flags=re.M)
    assert "```exercise" in sections[-1], "the last section of %s has no exercise" % path.name


def test_every_glossary_term_is_defined_introduced_once_and_used():
    terms = tomllib.loads((ROOT / "lessons" / "glossary.toml").read_text(encoding="utf-8"))["term"]
    names = [term["name"].lower() for term in terms]
    assert len(names) == len(set(names)), "a glossary term is listed twice"
    for term in terms:
        assert term["means"].strip(), term["name"]
        assert term.get("say", "").strip(), "%s has no pronunciation" % term["name"]
    introduced = []
    prose = ""
    for path in LESSONS:
        text = path.read_text(encoding="utf-8")
        front = text.split("---", 2)[1]
        for line in front.splitlines():
            if line.startswith("terms:"):
                introduced += [t.strip().lower() for t in line[len("terms:"):].split(",") if t.strip()]
        prose += text.split("---", 2)[2].lower()
    assert sorted(introduced) == sorted(names), "terms introduced by lessons and glossary entries differ"
    for name in names:
        assert name in prose, "glossary term %r is never used in a lesson" % name

