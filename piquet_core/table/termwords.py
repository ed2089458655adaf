"""Glossary words in the coach's words: the first use of each glossary term in a hint, a
word of the coach or the review is marked as the lessons mark a term at its first use: a
link to its glossary entry carrying its meaning, which a press shows just after the word
(``static/site.js``, every page's; without it, the link opens the entry).

A learner at the table meets the coach's words ("keep a guard with the king", "the
pique is yours") without the lesson's glossary links around them: a walk-through saw a
learner of lessons 1-10 stopped by "guard". The terms come from the page (the build puts
the glossary's names and anchors on the table's element: ``lessons/glossary.toml`` is the
one list), without the everyday words the lessons link only where marked ("good",
"point", "set"), which the coach never marks.

The reading, as in the lessons (``sitegen.termlinks``): whole words only ("set" is not in
"settle", "pique" not in "repique"), a plural is the term ("guards" links to "guard"),
longer terms first ("last trick" before "trick"), each term once per message; a game's
name takes no plural, and "rubicon" is the line only in lower case ("Rubicon" is the game).
Under other rules than Rubicon's (a variant at the table), a meaning that holds for
Rubicon Piquet says so, as in the lessons on other games.

Plain Python (CPython and MicroPython): no ``re``; ``str.isalpha`` and case only on ASCII
(a capital accented letter is not its small one on both).

>>> terms = use_terms([["guard", "term-guard", "", "A small card kept."], ["trick", "term-trick", "", "Two cards."],
...                    ["last trick", "term-last-trick", "", "The twelfth.", "In Rubicon Piquet: the twelfth."]])
>>> linked("Keep a guard with the king; guards win the last trick.", terms)
'Keep a <a class="term" href="glossary.html#term-guard" data-means="A small card kept." aria-expanded="false">guard</a> with the king; guards win the <a class="term" href="glossary.html#term-last-trick" data-means="The twelfth." aria-expanded="false">last trick</a>.'
>>> 'data-means="In Rubicon Piquet: the twelfth."' in linked("The last trick.", terms, other_rules=True)
True
>>> seen = set()
>>> linked("A guard.", terms, seen).count("<a "), linked("The guard again.", terms, seen).count("<a ")
(1, 0)
>>> linked("Rubicon rules: a rubicon.", use_terms([["rubicon", "term-rubicon", "lower", "100."]])).count("<a ")
1
>>> linked("The last trick, the last trick.", terms).count("<a ")  # (no "trick" marked in the second)
1
>>> use_terms([["guard"], "trick", None, ["pique", "term-pique", "", "Thirty."]])[0][:2]  # damaged entries: skipped
('pique', 'term-pique')
>>> use_terms({"not": "a list"})
()
>>> everyday = use_terms([["point", "term-point", "marked", "The longest suit."]])
>>> linked("A good point.", everyday), linked("Your point: what do you call?", everyday, mark=("point",)).count("<a ")
('A good point.', 1)
>>> linked("Safeguard & <b>", terms)
'Safeguard &amp; &lt;b&gt;'
"""

from .cardface import escape, spoken_html

GLOSSARY_PAGE = "glossary.html"
_state = {"terms": ()}


def use_terms(entries):
    """Keep the page's glossary terms, ``[name, anchor, how, means]`` (and a fifth, the
    meaning under other rules, when it differs), longest first, for ``linked``; returns
    them as kept. ``how``: "" any case, and its plural; "name" any case, no plural
    (Imperial, the game); "lower" as written in lower case only ("rubicon" the line, not
    "Rubicon" the game); "marked" as "", but only where ``linked`` is told the word is
    the term (the everyday words: "point", "set", "good")."""
    kept = []
    for entry in entries if isinstance(entries, (list, tuple)) else ():
        if not isinstance(entry, (list, tuple)) or len(entry) < 4:
            continue  # (a damaged entry marks nothing; the coach's words stay plain text)
        name, anchor, how = str(entry[0]), str(entry[1]), str(entry[2])
        means = str(entry[3])
        other = str(entry[4]) if len(entry) > 4 else means
        if name and anchor and means:
            kept.append((name if how == "lower" else _ascii_lower(name), anchor, how, means, other))
    kept.sort(key=lambda term: -len(term[0]))
    _state["terms"] = tuple(kept)
    return _state["terms"]


def page_terms():
    """The terms the page gave (``use_terms``); none before it has."""
    return _state["terms"]


def _ascii_lower(text):
    # (MicroPython's ``str.lower`` leaves "È" as it is, CPython's does not: the same on both)
    return "".join([chr(ord(char) + 32) if "A" <= char <= "Z" else char for char in text])


def _letter(char):
    # (a letter, a digit, an accented letter or a hyphen joins a word: "pique" is not in
    # "repique", "point" not in "point-of-five")
    return char.isalpha() or char.isdigit() or char == "-" or ord(char) > 127


def _found(text, lowered, term, start):
    """Where ``term`` is next used as a whole word (or its plural) from ``start``: (at, end)."""
    name, how = term[0], term[2]
    source = text if how == "lower" else lowered
    at = source.find(name, start)
    while at >= 0:
        end = at + len(name)
        if how != "name":
            for ending in ("s", "es"):  # a plural: "guards", "quints"
                stop = end + len(ending)
                if lowered[end:stop] == ending and (stop == len(text) or not _letter(text[stop])):
                    end = stop
                    break
        if (at == 0 or not _letter(text[at - 1])) and (end == len(text) or not _letter(text[end])):
            return at, end
        at = source.find(name, at + 1)
    return None


def linked(text, terms=None, seen=None, other_rules=False, mark=()):
    """``text`` as HTML (escaped), the first use of each term marked with its meaning;
    ``seen``: the anchors marked already in the texts shown with it (the review's rows),
    which it adds to: each is marked once; ``other_rules``: the table plays other rules
    than Rubicon's; ``mark``: the everyday words (how "marked": "point", "set") that
    ``text`` uses as terms, which are otherwise left plain."""
    terms = page_terms() if terms is None else terms
    if not text or not terms:
        return spoken_html(text or "")
    lowered = _ascii_lower(text)
    spans = []     # (at, end, term) to mark
    occupied = []  # every use of a longer term, marked or not: "trick" in a second "last trick"
    for term in terms:
        if term[2] == "marked" and term[0] not in mark:
            continue  # (an everyday word: "a good point" says nothing of the class)
        uses, start = [], 0
        while True:
            found = _found(text, lowered, term, start)
            if found is None:
                break
            start = found[1]
            if not any(found[0] < other_end and other_at < found[1] for other_at, other_end in occupied):
                uses.append(found)
        if uses and (seen is None or term[1] not in seen):
            spans.append((uses[0][0], uses[0][1], term))
            if seen is not None:
                seen.add(term[1])
        occupied.extend(uses)
    spans.sort()
    out, done = [], 0
    for at, end, term in spans:
        out.append(spoken_html(text[done:at]))
        out.append('<a class="term" href="%s#%s" data-means="%s" aria-expanded="false">%s</a>' % (
            GLOSSARY_PAGE, term[1], escape(term[4] if other_rules else term[3]), escape(text[at:end])))
        done = end
    out.append(spoken_html(text[done:]))
    return "".join(out)
