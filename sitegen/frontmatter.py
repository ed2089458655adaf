"""A lesson's front matter: `---`, then `key: value` lines, then `---` (docs/authoring.md)."""

import difflib

from .errors import BuildError, BuildErrors

REQUIRED = ("title", "order", "summary")
OPTIONAL = ("terms", "rules")
# rules: other -- the lesson is about games with other rules than Rubicon Piquet's (its
# glossary notes then say which meanings are Rubicon's: ``glossary.meaning_in``)
RULES = ("other",)
KNOWN = REQUIRED + OPTIONAL
_QUOTES = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019"}  # opening -> closing


class FrontMatter:
    """Validated front matter. `lines` maps each key to its 1-based line in the file."""

    def __init__(self, title, order, summary, terms, lines, body_start, rules=None):
        self.rules = rules
        self.title = title
        self.order = order
        self.summary = summary
        self.terms = terms
        self.lines = lines
        self.body_start = body_start  # 1-based line number of the first body line


def parse(path, text):
    """Split `text` into (FrontMatter, body). Raises a list of BuildError on problems.

    >>> fm, body = parse("x.md", "---\\ntitle: T\\norder: 2\\nsummary: S.\\n---\\nHello\\n")
    >>> (fm.title, fm.order, fm.terms, fm.body_start, body)
    ('T', 2, [], 6, 'Hello\\n')
    """
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        raise _fail(path, 1, "missing front matter: the file must start with a '---' line")
    end = None
    for index in range(1, len(lines)):
        if lines[index].strip() == "---":
            end = index
            break
    if end is None:
        raise _fail(path, 1, "front matter is not closed by a '---' line")

    errors = []
    values, where = {}, {}
    unknown = {}  # known key -> the misspelt key that stands for it (reported once, above)
    for index in range(1, end):
        number = index + 1
        raw = lines[index]
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        key, sep, value = raw.partition(":")
        key = key.strip()
        if not sep or not key:
            errors.append(BuildError(path, number, f"expected 'key: value', got {raw.strip()!r}"))
            continue
        if key not in KNOWN:
            close = difflib.get_close_matches(key.lower(), KNOWN, n=1)
            if close:
                unknown[close[0]] = key
            hint = f"did you mean {close[0]!r}? " if close else ""
            errors.append(BuildError(
                path, number, f"unknown front matter key {key!r} ({hint}known: {', '.join(KNOWN)})"))
            continue
        if key in values:
            errors.append(BuildError(path, number, f"duplicate front matter key {key!r}"))
            continue
        values[key] = value.strip()
        where[key] = number

    for key in ("title", "summary"):  # `key: value`, not YAML: quotes would show on every page naming it
        value = values.get(key, "")
        if len(value) >= 2 and value[0] in _QUOTES and value.endswith(_QUOTES[value[0]]):
            errors.append(BuildError(path, where[key], f"write the {key} without quotes: they would show as "
                                                       f"part of it (got {value!r})"))
    for key in REQUIRED:
        if key in where and not values[key]:
            errors.append(BuildError(path, where[key], f"front matter key {key!r} is empty"))
        elif key not in values and key not in unknown:
            errors.append(BuildError(path, end + 1, f"front matter lacks required key {key!r}"))

    order = None
    if values.get("order"):
        try:
            order = int(values["order"])
        except ValueError:
            errors.append(BuildError(
                path, where["order"], f"order must be a whole number, got {values['order']!r}"))
    terms = []
    if values.get("terms"):
        terms = [t.strip() for t in values["terms"].split(",")]
        if any(not t for t in terms):
            errors.append(BuildError(path, where["terms"], "terms has an empty entry"))
            terms = [t for t in terms if t]
    rules = values.get("rules") or None
    if "rules" in values and rules not in RULES:
        errors.append(BuildError(path, where["rules"], f"rules must be one of {', '.join(RULES)}, "
                                                       f"got {values['rules']!r}"))
    if errors:
        raise BuildErrors(errors)
    matter = FrontMatter(values["title"], order, values["summary"], terms, where, end + 2, rules)
    return matter, "\n".join(lines[end + 1:])


def _fail(path, line, reason):
    return BuildErrors([BuildError(path, line, reason)])
