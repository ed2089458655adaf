"""The question every exercise and puzzle step is: a prompt, an input, the right answer
computed by the engine, and the feedback on the learner's answer.

Portable (CPython, Pyodide, MicroPython 1.28): plain classes, namedtuples and dicts.
"""

import json
from collections import namedtuple

from ..cards import parse_cards
from ..spaces import split_spaces, strip_spaces
from ..speech import capitalize
from .registry import COMMON_KEYS, KINDS, RAW_KEYS, kind_module

Feedback = namedtuple("Feedback", ("correct", "message", "expected"))

CLASSES = ("point", "sequence", "set")
PLAYERS = ("elder", "younger")
REPLIES = (("good", "Good"), ("not-good", "Not good"), ("equal", "Equal"))
MAX_DIGITS = 12  # no answer or spec figure is longer


class ExerciseSpecError(ValueError):
    """A bad exercise spec: ``key`` names the offending key, ``problem`` says why."""

    def __init__(self, key, problem):
        self.key = key
        self.problem = problem
        ValueError.__init__(self, "%s: %s" % (key, problem))


class Exercise:
    """One question. Build it with ``Exercise.from_spec``."""

    def __init__(self, spec, kind, prompt, input_kind, choices, fields, answer, explanation):
        self.spec = spec
        self.kind = kind
        self.prompt = prompt
        self.input = input_kind  # "choice" or "numbers"
        self.choices = choices  # [(value, label)] for "choice"
        self.fields = fields  # [(name, label)] for "numbers"
        self.answer = answer  # a choice value, or a list of ints
        self.explanation = explanation  # why the answer is right, engine figures

    @classmethod
    def from_spec(cls, spec):
        """Validate ``spec`` and compute the right answer; raises ExerciseSpecError."""
        if not isinstance(spec, dict):
            raise ExerciseSpecError("spec", "an exercise spec must be a dict of key: value")
        ask = spec.get("ask")
        if ask is None:
            raise ExerciseSpecError("ask", "missing; one of " + ", ".join(sorted(KINDS)))
        if ask not in KINDS:
            raise ExerciseSpecError("ask", "unknown kind %r; one of %s" % (ask, ", ".join(sorted(KINDS))))
        required, optional = KINDS[ask][1], KINDS[ask][2]
        for key in spec:
            if key not in required and key not in optional and key not in COMMON_KEYS:
                raise ExerciseSpecError(key, "unknown key for ask: %s (it takes %s)" % (
                    ask, ", ".join(required + optional + ("prompt",))))
            if not isinstance(spec[key], str) or not strip_spaces(spec[key]):
                raise ExerciseSpecError(key, "must be non-empty text")
        for key in required:
            if key not in spec:
                raise ExerciseSpecError(key, "missing; ask: %s needs %s" % (ask, ", ".join(required)))
        clean = {}
        for key in spec:
            clean[key] = spec[key] if key in RAW_KEYS else " ".join(split_spaces(spec[key]))
        exercise = kind_module(ask).BUILDERS[ask](clean)
        if "prompt" in clean:
            exercise.prompt = clean["prompt"]
        return exercise

    def to_json(self):
        """The spec as JSON, to embed in the page and rebuild the exercise in the browser."""
        return json.dumps(self.spec)

    @property
    def expected(self):
        """The right answer as the learner would write it."""
        if self.input == "choice":
            for value, label in self.choices:
                if value == self.answer:
                    return label
        if self.kind == "point":
            return "%d cards, %d pips" % (self.answer[0], self.answer[1])
        return " ".join(str(n) for n in self.answer)

    def check(self, answer):
        """Check the learner's answer: a choice value, or a list of numbers (text is fine)."""
        if self.input == "choice":
            if answer is None or answer == "":
                return Feedback(False, "Choose an answer first.", self.expected)
            if answer == self.answer:
                return Feedback(True, "Right. " + self.explanation, self.expected)
            return Feedback(False, "Not quite. " + self.explanation, self.expected)
        numbers = []
        if not isinstance(answer, (list, tuple)) or len(answer) != len(self.fields):
            return Feedback(False, "Fill in every box.", self.expected)
        for index in range(len(self.fields)):
            text = strip_spaces(str(answer[index]))
            if not is_whole_number(text, None):
                label = self.fields[index][1]
                return Feedback(False, "%s: enter a whole number." % label, self.expected)
            # A longer number is wrong, whatever it is (and CPython's int() refuses
            # more than 4,300 digits, where MicroPython's does not).
            numbers.append(int(text) if len(text) <= MAX_DIGITS else None)
        if numbers == list(self.answer):
            return Feedback(True, "Right. " + self.explanation, self.expected)
        return Feedback(False, "Not quite. " + self.explanation, self.expected)


# --- helpers the families share ---------------------------------------------------

def is_whole_number(text, max_digits=MAX_DIGITS):
    """An optional minus and ASCII digits only, the same on every runtime (CPython's
    isdigit() also accepts "²", MicroPython's does not); at most ``max_digits``."""
    if text.startswith("-"):
        text = text[1:]
    if not text or (max_digits is not None and len(text) > max_digits):
        return False
    for ch in text:
        if not "0" <= ch <= "9":
            return False
    return True


def spec_cards(spec, key, count=None):
    """The cards written in ``spec[key]``; ExerciseSpecError names the key."""
    try:
        cards = parse_cards(spec[key])
    except ValueError as exc:
        raise ExerciseSpecError(key, str(exc))
    if count is not None and len(cards) != count:
        raise ExerciseSpecError(key, "needs %d cards, got %d" % (count, len(cards)))
    if len(cards) < 1 or len(cards) > 12:
        raise ExerciseSpecError(key, "a hand has 1 to 12 cards, got %d" % len(cards))
    return cards


def two_hands(spec):
    elder = spec_cards(spec, "elder", 12)
    younger = spec_cards(spec, "younger", 12)
    for card in younger:
        if card in elder:
            raise ExerciseSpecError("younger", "%s is in both hands" % card.code)
    return elder, younger


def labels(cards):
    return " ".join(card.label for card in cards)


cap = capitalize


_ACCENTS = {"è": "e", "é": "e", "ê": "e", "à": "a", "ç": "c"}


def slug(text):
    """An ASCII value for a choice: "Sixième minor" -> "sixieme-minor".

    Only ASCII letters are tested by hand: MicroPython's str.isalpha() is ASCII-only, and
    the value written into the page at build time (CPython) must equal the one the
    browser computes (MicroPython).

    >>> slug("Sixième minor"), slug("Quart to the king")
    ('sixieme-minor', 'quart-to-the-king')
    """
    out = []
    for ch in text.lower():
        ch = _ACCENTS.get(ch, ch)
        out.append(ch if "a" <= ch <= "z" or "0" <= ch <= "9" else "-")
    return "-".join(part for part in "".join(out).split("-") if part)


def order_choices(options):
    """Options as [(value, label)] in a fixed order that does not give away the answer."""
    ordered = sorted(options, key=lambda label: label.lower())
    return [(slug(label), label) for label in ordered]


def article(name):
    return "an" if name[:1] in "aeiou" else "a"


def choices(right, wrong, limit=4):
    options = [right]
    for label in wrong:
        if label not in options and len(options) < limit:
            options.append(label)
    return order_choices([cap(label) for label in options])


def one_of(spec, key, allowed):
    """spec[key], which must be one of ``allowed``."""
    value = spec[key]
    if value not in allowed:
        words = ", ".join(allowed[:-1]) + " or " + allowed[-1]
        raise ExerciseSpecError(key, "must be %s, got %r" % (words, value))
    return value


def suit_name(card):
    return card.name.split(" of ")[1]
