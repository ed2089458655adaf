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



def _exercise_words(exercise):
    """Everything an exercise can say: its question, choices, hints, worked answer, rule."""
    said = [exercise.prompt, exercise.explanation, exercise.rule, exercise.hint]
    said += [str(fact) for fact in exercise.facts] + [label for _, label in exercise.choices]
    said += [hint for _, hint in exercise.mistakes]
    said += list(exercise.item_hints.values()) + list(exercise.field_hints.values())
    return " ".join(text for text in said if isinstance(text, str)).lower()


def test_no_exercise_says_a_word_its_lesson_has_not_taught_yet():
    """Lesson 3's score exercise told a newcomer to "go class by class" and that "Something
    is reckoned before the point": "class" is taught in lesson 5 and the reckoning order in
    lesson 10. (Other terms are also plain words, "point" and "set" among them, so the
    check keeps to these.)"""
    from sitegen.site import gather

    course = gather(str(ROOT / "lessons"))
    taught = {term.key: term.lesson.order for term in course.terms}
    words = {"class": taught["class"], "reckon": taught["reckoning order"]}
    early = []
    for lesson in course.lessons:
        for ident, exercise in lesson.exercises:
            said = _exercise_words(exercise)
            early += [(ident, word) for word, order in words.items() if lesson.order < order and word in said]
    assert not early, early


def test_lesson_8_says_what_the_engine_has_younger_say_when_he_won_nothing():
    """Lesson 8 said both "he says so then ("No sequence")" and "If younger won nothing, he
    says nothing and just plays". The engine has him say "No set" after elder's lead."""
    from piquet_core.players import play_random_deal
    from piquet_core.transcript import transcript
    deal = play_random_deal(0)  # elder: "No set."; younger, who holds none and won nothing
    assert all(deal.class_result(kind) != 1 for kind in ("point", "sequence", "set"))  # younger won nothing
    lines = [(line.player, line.text) for line in transcript(deal)]
    lead = lines.index((None, "Elder leads the ten of diamonds."))
    assert (0, "No set.") in lines[:lead] and lines[lead + 2] == (1, "No set."), lines[:lead + 4]
    assert all(line[0] != 1 or line[1] in ("Making?", "How high?", "Equal.", "Good.", "Not good.")
               for line in lines[:lead]), "younger counted before elder's lead"
    text = (ROOT / "lessons" / "08-declaring.md").read_text(encoding="utf-8")
    assert "he says nothing and just plays" not in text
    assert 'If younger won nothing, he has no total to announce. He only says "No sequence"' in \
        " ".join(text.split())


def test_lesson_11_offers_counting_aloud_for_its_tricks():
    """Lesson 11's "More like this" offered only "Elder's calls" (from its one sequence
    question) beside three questions on the points of a trick (a walk-through); counting
    aloud's level 1 asks only what lessons 8 to 11 teach."""
    from sitegen.pages import lesson_index, more_like_this
    from sitegen.site import gather
    course = gather(ROOT / "lessons")
    index = lesson_index(course)
    by_slug = {lesson.slug: lesson for lesson in course.lessons}
    assert ("counting", "Counting aloud") in more_like_this(by_slug["the-play"], index)
    assert ("counting", "Counting aloud") not in more_like_this(by_slug["pique-repique"], index)


def test_a_lesson_offers_first_the_puzzles_that_draw_on_it():
    """Lessons 9 and 10 offered only "Who scores what" (their exercises' kind), not the
    "Sinking" or "Pique and repique" puzzles made for them (a walk-through)."""
    from piquet_core.exercises.registry import FAMILIES
    from sitegen.pages import lesson_index, more_like_this
    from sitegen.site import gather
    course = gather(ROOT / "lessons")
    index = lesson_index(course)
    by_slug = {lesson.slug: lesson for lesson in course.lessons}
    assert more_like_this(by_slug["sinking"], index)[0] == ("sinking", "Sinking")
    assert more_like_this(by_slug["pique-repique"], index)[0] == ("pique", "Pique and repique")
    for name, _module, title, _summary, slug, _levels in FAMILIES:  # every family, from its own lesson
        offered = more_like_this(by_slug[slug], index)
        assert (name, title) in offered and len(set(offered)) == len(offered), (slug, offered)
