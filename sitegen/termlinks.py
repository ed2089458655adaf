"""Glossary links: each glossary term is linked to its entry at its first use in a lesson.

The reading fixed here (docs/authoring.md): in every lesson, the first use of each term in
the running text links to the glossary, so a learner who opens any lesson can look a word
up where he first meets it; later uses in the same lesson are left plain. Only running
text counts: headings, links, code, the blocks the engine renders (hands, deals,
exercises: figures, tables, forms, sections) and quotations of what is said aloud are
skipped. A term written inside a longer word or hyphenated compound does not match
("set" in "settle", "point" in "point-of-five"). A plural (or a verb's -s) is the term:
"tricks" links to "trick", so that lesson 1's "winning tricks" is explained where a
newcomer first meets it; the everyday words below and names (Imperial) stay singular. Terms that are
also everyday words ("good", "set", "point", "game", "equal", "blank", "making", "the cards")
are linked only where the text marks them as terms: the whole of a bold or italic phrase,
or the whole of a quotation of what is said ("Good", "Equal", "Making?"), so "a good hand",
"a set of six deals", "making sure", "the cards that protect a king", "**1 point for each
card you lead**" or '"blank card"' stay plain. "Rubicon" with a capital is the game
(Rubicon Piquet), not the rubicon, the line of 100 points: never linked.
"""

import re
from html import escape
from html.parser import HTMLParser

from .glossary import meaning_in

# Elements whose text is never linked (and everything inside them).
SKIP = {"a", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "figure", "table", "form", "section", "script",
        "style", "blockquote", "button", "label", "summary", "aside", "nav"}
EVERYDAY = {"good", "not good", "equal", "set", "point", "game", "blank", "making", "the cards"}
EMPHASIS = {"strong", "em", "b", "i"}
# Capitalised, these words name a game, not the term: "Rubicon Piquet", "as in Rubicon" are
# the game, the rubicon is the line of 100 points (written in lower case).
GAME_NAMES = ("Rubicon",)
QUOTES = "\"“”‘’'"
_PUNCTUATION = ".,;:!?"
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "source", "col", "area", "base", "embed", "track"}


class _Linker(HTMLParser):
    def __init__(self, patterns):
        super().__init__(convert_charrefs=False)
        self.patterns = patterns  # [(regex, href, name, meaning)] not yet used in this lesson
        self.out = []
        self.skip = 0
        self.emphasis = 0

    def handle_starttag(self, tag, attrs):
        self.out.append(self.get_starttag_text())
        if tag in VOID:
            return
        if tag in EMPHASIS:
            self.emphasis += 1
        if self.skip or tag in SKIP:
            self.skip += 1

    def handle_startendtag(self, tag, attrs):
        self.out.append(self.get_starttag_text())

    def handle_endtag(self, tag):
        self.out.append("</%s>" % tag)
        if tag in EMPHASIS and self.emphasis:
            self.emphasis -= 1
        if tag not in VOID and self.skip:
            self.skip -= 1

    def handle_data(self, data):
        self.out.append(data if self.skip else self._link(data))

    def handle_entityref(self, name):
        self.out.append("&%s;" % name)

    def handle_charref(self, name):
        self.out.append("&#%s;" % name)

    def handle_comment(self, data):
        self.out.append("<!--%s-->" % data)

    def _marked(self, text, match):
        """Whether an everyday word is used as the term here: the whole of its bold or
        italics (an article before it allowed), or the whole of a quotation ("Good",
        "Making?"). A term inside a longer bold sentence or quotation stays plain: "**1
        point for each card you lead**", '"blank card"'."""
        if self.emphasis:
            words = text.strip().strip(_PUNCTUATION).lower()
            term = match.group(0).lower()
            if words == term or words in ("a " + term, "an " + term, "the " + term):
                return True
        before = text[:match.start()]
        after = text[match.end():].lstrip(_PUNCTUATION)
        return before != "" and before[-1] in QUOTES and after != "" and after[0] in QUOTES

    def _link(self, text):
        """``text`` (raw HTML text) with the first use of each unused term linked."""
        while True:
            found = None
            for index, (pattern, href, name, means) in enumerate(self.patterns):
                for match in pattern.finditer(text):
                    if match.group(0) in GAME_NAMES:
                        continue
                    if name.lower() not in EVERYDAY or self._marked(text, match):
                        break
                else:
                    match = None
                if match and (found is None or match.start() < found[1].start()):
                    found = (index, match)
            if found is None:
                return text
            index, match = found
            pattern, href, name, means = self.patterns.pop(index)
            # data-means: the meaning shown beside the word on a press (static/site.js), so
            # a phone need not leave the lesson for the glossary (a walk-through lost his
            # place there); without JavaScript the link goes to the entry as before.
            # (aria-expanded from the start: a screen reader hears the word opens a note)
            link = '<a class="term" href="%s" data-means="%s" aria-expanded="false">%s</a>' % (
                escape(href), escape(means), match.group(0))
            head, tail = text[:match.start()], text[match.end():]
            return head + link + self._link(tail)


def link_terms(html, terms, glossary_url, rules=None):
    """``html`` with the first use of each of ``terms`` linked to ``glossary_url#anchor``,
    its meaning as ``glossary.meaning_in`` gives it for a lesson of ``rules``."""
    patterns = []
    for term in sorted(terms, key=lambda term: -len(term.key)):  # "not good" before "good"
        # (a game's name takes no plural: "imperials" are combinations, not the game Imperial)
        plural = "" if term.key in EVERYDAY or term.name != term.name.lower() else "(?:s|es)?"
        pattern = re.compile(r"(?<![\w-])" + re.escape(term.key) + plural + r"(?![\w-])", re.IGNORECASE)
        patterns.append((pattern, "%s#%s" % (glossary_url, term.anchor), term.name, meaning_in(term, rules)))
    linker = _Linker(patterns)
    linker.feed(html)
    linker.close()
    return "".join(linker.out)


def table_terms(terms):
    """The terms the practice table marks in the coach's words (``piquet_core.table.termwords``),
    as ``[name, anchor, how, meaning]``, and the meaning under other rules when it differs:
    the same reading as the lessons'. The everyday words come with how "marked": the coach
    never marks them, the table's prompts only where they name the term ("Your point:")."""
    found = []
    for term in terms:
        if term.key in EVERYDAY:
            how = "marked"
        elif term.name != term.name.lower():
            how = "name"  # (a game's name takes no plural)
        elif term.key.capitalize() in GAME_NAMES:
            how = "lower"  # (capitalised, it names the game)
        else:
            how = ""
        entry = [term.name, term.anchor, how, meaning_in(term)]
        if meaning_in(term, "other") != entry[3]:
            entry.append(meaning_in(term, "other"))
        found.append(entry)
    return found
