"""The coach's words at the table mark glossary terms as the lessons do
(``piquet_core.table.termwords``, fed by ``sitegen.termlinks.table_terms`` from the real
glossary): a learner of lessons 1-10 met "guard" in a hint with nothing to explain it."""

import json
import re
from pathlib import Path

import pytest

from piquet_core.table import adapter, termwords
from piquet_core.table.felt import coach_html
from piquet_core.table.prompts import prompt_html
from piquet_core.table.results import review_html
from piquet_core.table.session import Table
from sitegen.site import gather
from sitegen.termlinks import EVERYDAY, table_terms
from test_table_words import last_two_cards

ROOT = Path(__file__).resolve().parents[2]
MARKED = re.compile(r'<a class="term" href="glossary\.html#(term-[a-z0-9-]+)" data-means="([^"]+)" '
                    r'aria-expanded="false">([^<]+)</a>')


@pytest.fixture()
def glossary():
    """The page's terms, as the build gives them; none again afterwards."""
    course = gather(ROOT / "lessons")
    termwords.use_terms(table_terms(course.terms))
    yield {term.anchor: term for term in course.terms}
    termwords.use_terms([])


def at_a_decision(rules="rubicon", seed=3):
    table = Table({"autoplay": False})
    table.new_single_deal(seed, rules, "random", 0)
    assert table.learner_to_act()
    return table


@pytest.mark.parametrize("reason, words", [
    ("Throws the eight of spades and keeps the guard on the queen of spades.", {"term-guard": "guard"}),
    ("Keeps 5 spades for the point and the quart to the jack; wins a pique or repique in 6% of the talons tried.",
     {"term-quart": "quart", "term-pique": "pique", "term-repique": "repique", "term-talon": "talons"}),
    ("The ace of hearts is a sure winner: your seventh trick wins the cards (10 points).", {"term-trick": "trick"}),
    ("Keeps the ace for the last trick; the trick after it is his.", {"term-last-trick": "last trick",
                                                                      "term-trick": "trick"}),
    ("Your trio of aces and quatorze of kings score; a good point.", {"term-trio": "trio",
                                                                      "term-quatorze": "quatorze"}),
    ("Safeguards the queen: under a rubicon, as in Rubicon.", {"term-rubicon": "rubicon"}),
])
def test_a_hints_reason_marks_each_term_once_with_its_meaning(glossary, reason, words):
    table = at_a_decision()
    table.set_hint({"action": adapter.rule_of_thumb(table.deal, table.learner_seat)["action"], "reason": reason})
    html = coach_html(table)
    found = MARKED.findall(html)
    assert {anchor: word for anchor, _means, word in found} == words
    for anchor, means, _word in found:
        assert means == glossary[anchor].means.replace("'", "&#x27;").replace('"', "&quot;")
    # the text reads the same, marks aside (everyday words such as "point" and "good" stay plain)
    assert re.sub(r"<[^>]+>", "", html.split('class="hint__reason">')[1].split("</p>")[0]) == \
        reason.replace("&", "&amp;")


def test_the_costly_choices_word_and_the_review_mark_terms_too_each_once_in_the_review(glossary):
    table, (first, yours), (second, mine), other = last_two_cards(5)
    table.set_review([
        {"index": first, "yours": yours, "coach": other, "cost": 1.0, "reason": "Keeps the guard on the king."},
        {"index": second, "yours": mine, "coach": other, "cost": 2.0, "reason": "A guard, and the last trick.",
         "your_reason": "Gave up the last trick."}])
    anchors = [anchor for anchor, _means, _word in MARKED.findall(review_html(table))]
    assert sorted(anchors) == ["term-guard", "term-last-trick"]  # once each in the whole review
    table = at_a_decision()
    table.feedback = {"index": 0, "head": "That gave up 2 points.", "given_up": "Throws the guard of the king.",
                      "coach": "Keep a guard, and the last trick."}
    # marked at their first use, in what his choice gave up (a walk-through saw them only in
    # the coach's words after it), and once
    html = coach_html(table)
    assert [anchor for anchor, _m, _w in MARKED.findall(html)] == ["term-guard", "term-last-trick"]
    assert html.index("term-guard") < html.index("Keep a guard")


def test_under_other_rules_a_rubicon_meaning_says_so(glossary):
    table = at_a_decision("cardparade")
    table.set_hint({"action": adapter.rule_of_thumb(table.deal, table.learner_seat)["action"],
                    "reason": "Keeps the ace for the last trick."})
    (anchor, means, _word), = MARKED.findall(coach_html(table))
    assert anchor == "term-last-trick" and glossary[anchor].scope == "rubicon" and means.startswith("In Rubicon Piquet:")


def test_before_the_page_gives_its_terms_the_reason_is_plain_text():
    termwords.use_terms([])
    table = at_a_decision()
    table.set_hint({"action": adapter.rule_of_thumb(table.deal, table.learner_seat)["action"],
                    "reason": "Keeps the guard <and> the last trick."})
    html = coach_html(table)
    assert "<a " not in html.split("hint__reason")[1] and "the guard &lt;and&gt; the last trick" in html


def test_the_build_gives_the_table_every_term_the_everyday_words_marked_only_with_anchors_on_the_glossary(
        built_site):
    course, folder = built_site
    page = (folder / "practice.html").read_text()
    given = json.loads(re.search(r'<script type="application/json" id="glossary-terms">(.*?)</script>', page,
                                 re.S).group(1))
    glossary_page = (folder / "glossary.html").read_text()
    assert sorted(entry[0] for entry in given) == sorted(term.name for term in course.terms)
    for entry in given:
        assert 'id="%s"' % entry[1] in glossary_page, entry
    how = {entry[0]: entry[2] for entry in given}
    assert how["rubicon"] == "lower"  # ("Rubicon" is the game)
    assert how["Imperial"] == "name"
    assert sorted(name for name in how if how[name] == "marked") == sorted(
        term.name for term in course.terms if term.key in EVERYDAY)


def declaring_table(seed=None):
    """A table where the learner, elder, makes his call in the point (the first seed that
    offers him a shorter call too)."""
    for seed in range(1, 60) if seed is None else (seed,):
        table = Table({"autoplay": False})
        table.new_single_deal(seed, "rubicon", "random", 0)
        while table.deal.phase != "declaration":
            table.deal.do(adapter.rule_of_thumb(table.deal, table.deal.to_act)["action"])
        if table.learner_to_act() and table.deal.current_class == "point" and "Call less" in prompt_html(
                table, table.deal.view(0), None):
            return table
    raise AssertionError("no seed found")


def test_the_prompts_mark_their_terms_the_everyday_word_only_where_it_names_the_class(glossary):
    table = declaring_table()
    html = prompt_html(table, table.deal.view(0), None)
    prompt_text = html.split('class="prompt__text">')[1].split("</p>")[0]
    assert [(anchor, word) for anchor, _m, word in MARKED.findall(prompt_text)] == [("term-point", "point")]
    assert re.sub(r"<[^>]+>", "", prompt_text) == "Your point: what do you call?"
    # "Call less" says what sinking is, the word marked (in the note: the summary holds no link)
    summary = html.split("<summary>")[1].split("</summary>")[0]
    assert "<a " not in summary
    note = html.split('class="options__note">')[1].split("</p>")[0]
    assert [anchor for anchor, _m, _w in MARKED.findall(note)] == ["term-sinking"]
    # the coach's words still leave the everyday word plain
    table.set_hint({"action": adapter.rule_of_thumb(table.deal, 0)["action"], "reason": "A good point of five."})
    assert "term-point" not in coach_html(table) and "term-good" not in coach_html(table)


def test_the_exchange_prompt_marks_exchange(glossary):
    table = at_a_decision()
    assert table.deal.phase == "exchange"
    html = prompt_html(table, table.deal.view(table.learner_seat), None)
    assert "term-exchange" in [anchor for anchor, _m, _w in MARKED.findall(html)]
