"""Glossary terms link to the glossary from their first use in each lesson."""

import re
from pathlib import Path

import pytest

from sitegen.output import build_outputs
from sitegen.termlinks import link_terms

ROOT = Path(__file__).resolve().parents[2]


class Term:
    def __init__(self, name, scope=None):
        self.name, self.key, self.scope = name, name.lower(), scope
        self.means = "What %s means." % name
        self.anchor = "term-" + re.sub(r"[^a-z0-9]+", "-", self.key).strip("-")


TERMS = [Term("talon"), Term("good"), Term("not good"), Term("point")]


def test_first_use_only_and_never_inside_headings_links_or_blocks():
    html = ('<h2>The talon</h2><p>The talon is here; the talon again.</p>'
            '<figure><p>talon</p></figure><p><a href="x">talon</a></p>')
    out = link_terms(html, TERMS, "g.html")
    assert out.count('class="term"') == 1
    assert '<p>The <a class="term" href="g.html#term-talon" data-means="What talon means." aria-expanded="false">talon</a> is here; the talon again.</p>' in out
    assert out.startswith("<h2>The talon</h2>")


def test_a_lesson_on_other_rules_says_which_meanings_are_rubicons():
    """A learner reading the original rules pressed "last trick" and read Rubicon's extra
    point, which those rules give only for a ten or higher (a walk-through): in a lesson
    marked ``rules: other`` a meaning scoped to Rubicon Piquet says so."""
    terms = [Term("last trick", "rubicon"), Term("talon")]
    html = "<p>The last trick and the talon.</p>"
    other = link_terms(html, terms, "g.html", "other")
    assert 'data-means="In Rubicon Piquet: what last trick means."' in other
    assert 'data-means="What talon means."' in other  # (a meaning with no scope is the same everywhere)
    assert 'data-means="What last trick means."' in link_terms(html, terms, "g.html")


def test_the_other_games_lessons_qualify_rubicons_scores():
    """Lessons 17, 19 and 20: "last trick", "lead" and "capot" there are Rubicon's terms,
    said as such; the two-player lessons show the plain meaning."""
    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    qualified = 0
    for lesson in course.lessons:
        page = outputs[lesson.url].decode()
        means = re.findall(r'href="\.\./glossary\.html#term-(last-trick|lead|capot|trick)" data-means="([^"]+)"', page)
        for anchor, meaning in means:
            assert meaning.startswith("In Rubicon Piquet: ") == (lesson.rules == "other"), (lesson.slug, anchor)
            qualified += lesson.rules == "other"
    assert {lesson.slug for lesson in course.lessons if lesson.rules == "other"} >= {
        "variants", "other-games", "original-rules"}
    assert qualified >= 3


def test_everyday_words_only_when_marked_as_terms():
    out = link_terms('<p>A good hand. He says "Not good" and "Good".</p><p>One point.</p>', TERMS, "g.html")
    assert "A good hand" in out and '"<a class="term" href="g.html#term-not-good" data-means="What not good means." aria-expanded="false">Not good</a>"' in out
    assert 'href="g.html#term-good" data-means="What good means." aria-expanded="false">Good</a>' in out and "One point." in out
    assert link_terms("<p><strong>point</strong></p>", TERMS, "g.html").count('class="term"') == 1


@pytest.mark.parametrize("html, linked", [
    ("<p>By making sure of the tricks.</p>", False),      # the verb, not younger's question
    ('<p>He asks "Making?" at once.</p>', True),
    ("<p>To hide the cards that guard a king.</p>", False),  # cards, not the 10 for most tricks
    ("<p>This is called <strong>the cards</strong>.</p>", True),
])
def test_making_and_the_cards_are_linked_only_as_terms(html, linked):
    terms = [Term("making"), Term("the cards")]
    assert (link_terms(html, terms, "g.html").count('class="term"') == 1) is linked


@pytest.mark.parametrize("html, linked", [
    ('<p>carte blanche (French for "blank card")</p>', False),  # a translation inside a quotation
    ("<p><strong>1 point for each card you lead.</strong></p>", False),  # a bold sentence, "point" a unit
    ("<ol><li>point,</li></ol>", False),  # at the start of a text, not marked at all
    ("<p><strong>The point.</strong> Both hold five cards.</p>", True),  # the whole bold phrase
    ("<p><em>blank</em></p>", True),
    ('<p>He says “Point” first.</p>', True),
    ('<p>Younger says "Good!" at once.</p>', True),
])
def test_an_everyday_word_is_a_term_only_as_the_whole_of_its_emphasis_or_quotation(html, linked):
    terms = [Term("blank"), Term("point"), Term("good")]
    assert (link_terms(html, terms, "g.html").count('class="term"') == 1) is linked


def test_rubicon_with_a_capital_is_the_games_name_not_the_line_of_100():
    out = link_terms("<p>This is <strong>Rubicon Piquet</strong>: as in Rubicon, under the rubicon.</p>",
                     [Term("rubicon")], "g.html")
    assert out.count('class="term"') == 1 and 'under the <a class="term" href="g.html#term-rubicon" data-means="What rubicon means." aria-expanded="false">rubicon</a>' in out


def test_every_lesson_links_terms_to_glossary_anchors_that_exist():
    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    glossary = outputs["glossary.html"].decode()
    linked = set()
    for lesson in course.lessons:
        page = outputs[lesson.url].decode()
        anchors = re.findall(r'<a class="term" href="\.\./glossary\.html#([^"]+)" data-means="[^"]+"', page)
        assert len(anchors) == len(set(anchors)), lesson.slug  # the first use only
        # "Equal" is younger's answer in a class, not a partie's equal totals (lesson 17's tie rule)
        assert not re.search(r'totals are (<strong>)?<a class="term" href="[^"]*#term-equal"', page), lesson.slug
        linked.update(anchors)
        for anchor in anchors:
            assert 'id="%s"' % anchor in glossary
    assert len(linked) >= 40


def test_glossary_page_jumps_to_each_letter_and_lists_every_term_once_in_order():
    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    page = outputs["glossary.html"].decode()
    nav = page[page.index("<nav class=\"glossary__letters\""):page.index("</nav>", page.index("glossary__letters"))]
    letters = re.findall(r'<a href="#letter-([a-z])">([A-Z])</a>', nav)
    assert [low.upper() for low, up in letters] == [up for low, up in letters]
    assert [up for low, up in letters] == sorted({term.key[0].upper() for term in course.terms})
    headings = re.findall(r'<h2 class="glossary__letter" id="letter-([a-z])">', page)
    assert headings == [low for low, up in letters]
    # every term once, alphabetical, under the heading of its own first letter
    listed = re.findall(r'<h2 class="glossary__letter" id="letter-([a-z])">|<dt class="glossary__term">([^<]+)</dt>', page)
    letter, names = None, []
    for heading, name in listed:
        if heading:
            letter = heading
            continue
        assert name.lower().startswith(letter), name
        names.append(name.lower())
    assert names == sorted(term.key for term in course.terms)
    # each letter's entries end with a way back to the letters (77 entries at phone size with
    # the letters only at the top: a walk-through)
    assert 'id="letters"' in nav
    assert page.count('<p class="glossary__top"><a href="#letters">Back to the letters</a></p>') == len(letters)


@pytest.mark.parametrize("html, terms, linked", [
    # lesson 1's first use of "trick" is "winning tricks": a newcomer met it unexplained
    ("<p>Used for winning tricks.</p>", [Term("trick")], "tricks"),
    ("<p>Both classes count.</p>", [Term("class")], "classes"),
    ("<p>Two sets and three points.</p>", [Term("set"), Term("point")], None),  # everyday words stay singular
    ("<p>Score for <strong>imperials</strong>.</p>", [Term("Imperial")], None),  # a game's name: no plural
    ("<p>The tricksters.</p>", [Term("trick")], None),
])
def test_a_plural_is_a_use_of_the_term(html, terms, linked):
    out = link_terms(html, terms, "g.html")
    found = re.findall(r'class="term" href="[^"]*" data-means="[^"]*" aria-expanded="false">([^<]*)<', out)
    assert found == ([linked] if linked else []), out
