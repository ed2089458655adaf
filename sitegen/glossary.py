"""lessons/glossary.toml: the Piquet terms, their French, pronunciation and meaning."""

import re
import tomllib
import unicodedata

from .errors import BuildError, BuildErrors

REQUIRED = ("name", "means")
OPTIONAL = ("french", "say", "scope")
KNOWN = REQUIRED + OPTIONAL
# scope = "rubicon": the meaning holds for Rubicon Piquet (its scores, its twelve tricks);
# a lesson on games with other rules shows it as such (``meaning_in``).
SCOPES = ("rubicon",)


class Term:
    def __init__(self, name, means, french, say, line, scope=None):
        self.name = name
        self.means = means
        self.scope = scope
        self.french = french
        self.say = say
        self.line = line
        self.key = name.lower()
        self.anchor = "term-" + re.sub(r"[^a-z0-9]+", "-", _unaccented(self.key)).strip("-")
        self.lesson = None  # the Lesson that introduces it, set by the site gatherer


def parse(path, text):
    """Read the glossary; raise BuildErrors naming the entry's line on any problem.

    >>> terms = parse("g.toml", '[[term]]\\nname = "pique"\\nmeans = "Thirty first."\\n')
    >>> terms[0].name, terms[0].line, terms[0].anchor
    ('pique', 1, 'term-pique')
    >>> Term("Piquet à Écrire", "", None, None, 1).anchor
    'term-piquet-a-ecrire'
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = re.search(r"line (\d+)", str(exc))
        raise BuildErrors([BuildError(path, int(match.group(1)) if match else 0,
                                      f"invalid TOML: {exc}")])
    lines = text.split("\n")
    starts = [i + 1 for i, raw in enumerate(lines) if raw.strip() == "[[term]]"]
    errors = []
    unknown_tables = sorted(set(data) - {"term"})
    for name in unknown_tables:
        errors.append(BuildError(path, _line_of(lines, name), f"unknown table {name!r} "
                                 "(entries are [[term]] tables)"))
    entries = data.get("term", [])
    if not isinstance(entries, list):
        errors.append(BuildError(path, 1, "'term' must be an array of tables: [[term]]"))
        entries = []
    terms, seen = [], {}
    for index, entry in enumerate(entries):
        start = starts[index] if index < len(starts) else 0
        end = starts[index + 1] if index + 1 < len(starts) else len(lines) + 1

        def key_line(key, start=start, end=end):
            for number in range(start, end):
                if re.match(rf"\s*{re.escape(key)}\s*=", lines[number - 1]):
                    return number
            return start

        for key in entry:
            if key not in KNOWN:
                errors.append(BuildError(path, key_line(key), f"unknown glossary key {key!r} "
                                         f"(known: {', '.join(KNOWN)})"))
        for key in KNOWN:
            value = entry.get(key)
            if value is None:
                if key in REQUIRED:
                    errors.append(BuildError(path, start, f"glossary entry lacks {key!r}"))
            elif not isinstance(value, str) or not value.strip():
                errors.append(BuildError(path, key_line(key), f"{key!r} must be a non-empty string"))
            elif key == "scope" and value.strip() not in SCOPES:
                errors.append(BuildError(path, key_line(key), f"scope must be one of {', '.join(SCOPES)}, "
                                                              f"got {value!r}"))
        name = entry.get("name")
        if isinstance(name, str) and name.strip():
            key = name.strip().lower()
            if key in seen:
                errors.append(BuildError(path, key_line("name"),
                                         f"duplicate glossary term {name!r} (first at line {seen[key]})"))
            seen[key] = start
            terms.append(Term(name.strip(), _text(entry, "means"), _text(entry, "french"),
                              _text(entry, "say"), start, _text(entry, "scope")))
    if errors:
        raise BuildErrors(errors)
    return terms


def meaning_in(term, rules=None):
    """A term's meaning as a lesson shows it beside the word: in a lesson on games with
    other rules (``rules: other``), a meaning that holds for Rubicon Piquet says so. (A
    learner reading the original rules pressed "last trick" and read Rubicon's extra point,
    which those rules do not give for a low card.)

    >>> term = Term("last trick", "The twelfth trick.", None, None, 1, "rubicon")
    >>> meaning_in(term), meaning_in(term, "other")
    ('The twelfth trick.', 'In Rubicon Piquet: the twelfth trick.')
    """
    if rules == "other" and term.scope == "rubicon":
        return "In Rubicon Piquet: " + term.means[:1].lower() + term.means[1:]
    return term.means


def by_letter(terms):
    """The terms (alphabetical) grouped under their first letter, for the page's A-Z list:
    [(letter, anchor, terms)], the letter a capital without its accent ("écarté" under E).

    >>> terms = parse("g.toml", '[[term]]\\nname = "pique"\\nmeans = "P."\\n'
    ...               '[[term]]\\nname = "écarté"\\nmeans = "E."\\n')
    >>> [(letter, anchor, [term.name for term in group]) for letter, anchor, group in by_letter(terms)]
    [('P', 'letter-p', ['pique']), ('E', 'letter-e', ['écarté'])]
    """
    groups = []
    for term in terms:
        letter = _unaccented(term.key)[:1].upper()
        if not groups or groups[-1][0] != letter:
            groups.append((letter, "letter-" + letter.lower(), []))
        groups[-1][2].append(term)
    return groups


def _unaccented(text):
    """``text`` without its accents: "huitième" -> "huitieme" (anchors and letters)."""
    return "".join([char for char in unicodedata.normalize("NFKD", text) if not unicodedata.combining(char)])


def _text(entry, key):
    value = entry.get(key)
    return value.strip() if isinstance(value, str) else None


def _line_of(lines, needle):
    for number, raw in enumerate(lines, start=1):
        if needle in raw:
            return number
    return 0
