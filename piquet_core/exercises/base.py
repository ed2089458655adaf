"""The question every exercise and puzzle step is: a prompt, an input, the right answer
computed by the engine, and feedback that teaches.

Feedback comes in three stages. A right answer gets "Right." and the explanation. A
first wrong answer gets a **hint aimed at the mistake**: the question carries the
engine's account of the common errors (``mistakes``: the answer each error would give,
and what to look at), so the learner's answer is compared with them; an answer that
matches none gets the question's general hint. When the answer is two or more numbers,
the hint says which boxes are wrong and what went wrong in each (``fields``). The
second wrong answer gets the **worked answer**: the right answer, the explanation, the
rule and its lesson. Input that is not an answer at all (an empty box, a word that is
not a number) is not counted.

Answers: a choice value; a list of numbers, written in digits or words ("48",
"forty-eight", " Sixty " all read); for ``checks`` the list of values ticked. A choice
may also be typed: ``choice_from_words`` finds the choice whose words were typed
("point of 5", "Point of five." and "point of five" are the same).

Portable (CPython, Pyodide, MicroPython 1.28): plain classes, namedtuples and dicts.
"""

import json
from collections import namedtuple

from ..cards import parse_cards
from ..errors import clipped
from ..spaces import split_spaces, strip_spaces
from ..speech import PUNCTUATION, capitalize, number_words, read_number_words
from .fields import DEFAULT_HINT, diagnose_fields
from .registry import COMMON_KEYS, KINDS, RAW_KEYS, SIGNED_KINDS, kind_module

# ``stage``: RIGHT, HINT (first wrong answer: try again), WORKED (the answer shown) or
# INVALID (not an answer: not counted as a try).
Feedback = namedtuple("Feedback", ("correct", "message", "expected", "stage"))
RIGHT, HINT, WORKED, INVALID = "right", "hint", "worked", "invalid"
SAME_ANSWER = "That is the answer you gave before, so it is not counted as another try."

CLASSES = ("point", "sequence", "set")
PLAYERS = ("elder", "younger")
REPLIES = (("good", "Good"), ("not-good", "Not good"), ("equal", "Equal"))
MAX_DIGITS = 12  # no answer or spec figure is longer
# No answer of a lesson or puzzle is near this (the largest, a partie's total, is about 350;
# every lesson's and 3,000 puzzles' answers were looked at): a number above it is no
# answer, refused without counting as a try, whatever the box (a length, pips or a score).
LARGEST_ANSWER = 9999
TOO_LARGE = "%s: %s is far larger than any answer here; enter the figure you mean."
INPUTS = ("choice", "numbers", "checks")


def repeated(tries, previous, hinted):
    """Whether an answer equal to ``previous`` is no new try: a second Enter on a hint
    (a walk-through lost its second go, and a puzzle's streak, to one; a later one, after
    the second hint), not on the worked answer, which it would hide.

    >>> repeated(2, "good", None), repeated(3, "good", None), repeated(3, "good", True), repeated(3, "good", False)
    (True, False, True, False)
    """
    if previous is None:
        return False
    return tries == 2 if hinted is None else bool(hinted)


class ExerciseSpecError(ValueError):
    """A bad exercise spec: ``key`` names the offending key, ``problem`` says why."""

    def __init__(self, key, problem):
        self.key = key
        self.problem = problem
        ValueError.__init__(self, "%s: %s" % (key, problem))


class Exercise:
    """One question. Build it with ``Exercise.from_spec`` (a lesson's block) or from a
    puzzle family's generator.

    ``input``: "choice" (one of ``choices``), "numbers" (one per ``fields``) or
    "checks" (any of ``choices``, ticked). ``answer``: the choice value, the list of
    ints, or the sorted list of values to tick. ``rule``: the rule in one sentence;
    ``lesson``: the slug of the lesson that teaches it; ``facts``: lines the learner
    needs besides the prompt (shown with it); ``hint``: the general hint.
    """

    def __init__(self, spec, kind, prompt, input_kind, choices, fields, answer, explanation,
                 rule="", lesson=None, hint="", facts=None):
        self.spec = spec
        self.kind = kind
        self.prompt = prompt
        self.input = input_kind
        self.choices = choices  # [(value, label)] for "choice" and "checks"
        self.fields = fields  # [(name, label)] for "numbers"
        self.answer = answer
        self.explanation = explanation  # why the answer is right, engine figures
        self.rule = rule
        self.lesson = lesson
        self.hint = hint
        self.facts = list(facts or ())
        self.mistakes = []  # [(answer, hint)]: the engine's account of common errors
        self.item_hints = {}  # "checks": value -> why it is (or is not) to be ticked
        self.field_hints = {}  # "numbers": field name -> what to look at when that box is wrong
        self.aliases = {}  # choice value -> more ways to type it
        self.also_right = {}  # "choice": another true choice -> what to add, said with "Right."
        # A choice of spoken totals ("Thirty-seven."): any whole number typed is an answer,
        # listed or not, and a wrong one gets its hint (a learner typed 40, his queen and
        # jack counted 12 and 11, and was told he had typed nothing it knew).
        self.numbers_typed = False
        # A choice of "Elder, 5" answers: any seat and whole number typed is an answer too,
        # listed or not ("Younger, 4" for a quatorze was "not recognised": a walk-through).
        self.seat_numbers_typed = False
        # "checks": whether nothing ticked is an answer ("none, one or more" bonuses); where
        # some box is always to be ticked, Check with none is no try (a walk-through's
        # first try at "Tick every call you may make" was spent on an empty press).
        self.none_ticked_answers = True

    # ----- building --------------------------------------------------------------------

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

    def mistake(self, answer, hint, also=False):
        """Record a common error: the answer it gives, and the hint aimed at it. An
        "answer" equal to the right one is ignored, and so is one already recorded (the
        first hint recorded for it is the likelier slip), unless ``also``: two slips
        equally likely that give the same answer are both said ("Or perhaps ..."). A
        walk-through forgot a set and was told only of the other sequences it had counted."""
        answer = _plain_answer(answer)
        if answer == _plain_answer(self.answer) or answer is None:
            return self
        for at in range(len(self.mistakes)):
            known, said = self.mistakes[at]
            if known == answer:
                if also and hint not in said:
                    self.mistakes[at] = (known, "%s Or perhaps %s" % (said, hint[:1].lower() + hint[1:]))
                return self
        self.mistakes.append((answer, hint))
        return self

    def to_json(self):
        """The spec as JSON, to embed in the page and rebuild the exercise in the browser."""
        return json.dumps(self.spec)

    def to_dict(self):
        """Everything about the question as plain data (the command line, the tests)."""
        return {
            "kind": self.kind, "prompt": self.prompt, "facts": list(self.facts), "input": self.input,
            "choices": [[value, label] for value, label in self.choices],
            "fields": [[name, label] for name, label in self.fields],
            "answer": _plain_answer(self.answer), "expected": self.expected, "explanation": self.explanation,
            "rule": self.rule, "lesson": self.lesson, "hint": self.hint,
            "mistakes": [[answer, hint] for answer, hint in self.mistakes],
        }

    # ----- the right answer -----------------------------------------------------------------

    @property
    def expected(self):
        """The right answer as the learner would write it."""
        if self.input == "choice":
            for value, label in self.choices:
                if value == self.answer:
                    return label
        if self.input == "checks":
            ticked = [label for value, label in self.choices if value in self.answer]
            return "; ".join(ticked) if ticked else "none of them"
        if self.kind == "point":
            return "%d cards, %d pips" % (self.answer[0], self.answer[1])
        if len(self.fields) == 1:
            return str(self.answer[0])
        return ", ".join("%s %d" % (label, n) for (name, label), n in zip(self.fields, self.answer))

    def worked(self):
        """The worked answer: the answer, why, and the rule."""
        expected = str(self.expected)
        # (a choice may end with its own stop: "No set." makes no "No set..", "Making?" no "Making?.";
        # a choice is quoted, so "The answer: Making? Elder said…" does not read as one question)
        stop = "" if expected[-1:] in (".", "?", "!") else "."
        if self.input == "choice":
            expected = "\"%s\"" % expected  # (straight, as the explanation after it quotes)
        text = "The answer: %s%s %s" % (expected, stop, self.explanation)
        if self.rule:
            text += " Rule: " + self.rule
        return text

    # ----- checking ---------------------------------------------------------------------

    def read(self, answer):
        """(the answer in canonical form, None) or (None, what is wrong with the input)."""
        if self.input == "choice":
            if answer is None or answer == "":
                return None, "Choose an answer first."
            return answer, None
        if self.input == "checks":
            if answer is None:
                answer = []
            if not isinstance(answer, (list, tuple)):
                return None, "Tick the ones that apply."
            known = [value for value, label in self.choices]
            ticked = []
            for value in answer:
                if value in known and value not in ticked:
                    ticked.append(value)
            if not ticked and not self.none_ticked_answers:
                return None, "Tick at least one first."
            return sorted(ticked), None
        if not isinstance(answer, (list, tuple)) or len(answer) != len(self.fields):
            return None, "Fill in every box."
        numbers = []
        for index in range(len(self.fields)):
            number, problem = self._read_box(index, answer[index])
            if problem:
                return None, problem
            numbers.append(number)
        return numbers, None

    def _read_box(self, index, typed):
        """(the number typed in box ``index``, None) or (None, what is wrong with it)."""
        sign, text = _signed(strip_spaces(str(typed)))
        label = self.fields[index][1]
        if is_whole_number(text, None) and not text.startswith("-"):
            # A number longer than any answer is no answer, and is not counted as a try
            # (nor is it given to int(): CPython refuses more than 4,300 digits).
            if len(text.lstrip("0")) > MAX_DIGITS:
                return None, TOO_LARGE % (label, clipped(text))
            number = sign * int(text)
        else:
            number = words_number(text)
            if number is None and _other_digits(text):  # ("２４１" was told to use digits: a walk-through)
                return None, "%s: type the number with the digits 0 to 9 (or in words)." % label
            if number is None:
                return None, "%s: enter a whole number (in digits or in words%s)." % (
                    label, ", such as -12 or minus twelve" if self.kind in SIGNED_KINDS else "")
            number *= sign
        if (number < 0 or sign < 0) and self.kind not in SIGNED_KINDS:  # (a slip of the keyboard, not an
            # answer; "-0" too, which is no answer of 0: a walk-through had it counted as a try)
            return None, "%s: no answer here is below nothing; enter 0 or more." % label
        if abs(number) > LARGEST_ANSWER:  # (99999999999 and "twenty-nine thousand" were counted as tries)
            return None, TOO_LARGE % (label, clipped(strip_spaces(str(typed))))
        return number, None

    def unreadable_field(self, answer):
        """The name of the first number box whose text ``read`` refuses, or None: the page
        marks it and puts the focus there (a walk-through left Pip total empty, was told
        so, and the focus stayed in the box before it, nothing marked)."""
        if self.input != "numbers" or not isinstance(answer, (list, tuple)) or len(answer) != len(self.fields):
            return None
        for index in range(len(self.fields)):
            if self._read_box(index, answer[index])[1]:
                return self.fields[index][0]
        return None

    def check(self, answer, tries=1, previous=None, hinted=None):
        """Check the learner's answer. ``tries`` counts this answer: the first wrong one
        gets a hint and another go, a later one the worked answer; but a second wrong
        answer that is another known slip (not ``previous``, the learner's last wrong
        answer) gets its own hint and one more go. (A walk-through's second answer, a king
        counted as 13, was given the whole answer instead of a word about the king.)
        ``previous`` sent again after a hint is no new try (``repeated``); ``hinted``:
        whether ``previous`` got a hint (the page knows; None: known only of the first)."""
        given, problem = self.read(answer)
        if problem:
            return Feedback(False, problem, self.expected, INVALID)
        if given == _plain_answer(self.answer):
            return Feedback(True, "Right. " + self.explanation, self.expected, RIGHT)
        if self.input == "choice" and type(given) is str and given in self.also_right:  # (two true reasons)
            return Feedback(True, "Right. " + self.also_right[given] + " " + self.explanation, self.expected, RIGHT)
        if repeated(tries, previous, hinted) and given == self.read(previous)[0]:
            return Feedback(False, SAME_ANSWER + " " + self.diagnose(given) + " Try again.", self.expected, INVALID)
        if tries <= 1 or (tries == 2 and self._another_slip(given, previous)):
            return Feedback(False, "Not quite. " + self.diagnose(given) + " Try again.", self.expected, HINT)
        return Feedback(False, "Not quite. " + self.worked(), self.expected, WORKED)

    def _another_slip(self, given, previous):
        """Whether ``given`` (read) is a known slip other than the ``previous`` answer,
        with a hint of its own: two slips that share their hint ("Good", then "Not good",
        both told to compare the lengths) gave the same words twice, and the Check seemed
        to do nothing (a walk-through); the second gets the worked answer."""
        if previous is None:
            return False
        before = self.read(previous)[0]
        if given == before:
            return False
        if self.input == "choice" and len(self.choices) <= 3:
            # (two wrong choices of three leave one: another go would be right by elimination,
            # counted as answered, a walk-through; the worked answer says why instead)
            return False
        if self.input == "checks":  # (its slips are its boxes' own hints: a tick-box question skipped
            # the second hint every other kind gives, a walk-through)
            hint = self.diagnose(given)
            return hint != (self.hint or DEFAULT_HINT) and hint != self.diagnose(before)
        for answer, hint in self.mistakes:
            if answer == given:
                return hint != self.diagnose(before)
        return False

    def wrong_fields(self, answer):
        """The names of the number boxes answered wrong, for the page to mark them (a hint
        names the box in words; a learner looking at the boxes saw nothing). Empty unless
        the answer is numbers that can be read."""
        if self.input != "numbers":
            return []
        given, problem = self.read(answer)
        if problem:
            return []
        right = _plain_answer(self.answer)
        return [self.fields[index][0] for index in range(len(self.fields)) if given[index] != right[index]]

    def diagnose(self, given):
        """The hint aimed at this wrong answer (canonical form)."""
        if self.input == "numbers" and len(self.fields) > 1:
            return diagnose_fields(self, given)
        for answer, hint in self.mistakes:
            if answer == given:
                return hint
        if self.input == "checks":
            # A wrong tick first (a cheat ticked as allowed is the worse mistake), then a box
            # left empty; and how many more are wrong, or the learner fixes one and stops.
            ticked = [value for value, _label in self.choices if value in given and value not in self.answer]
            missed = [value for value, _label in self.choices if value not in given and value in self.answer]
            wrong = [value for value in ticked + missed if value in self.item_hints]
            if wrong:
                more = len(ticked) + len(missed) - 1
                return self.item_hints[wrong[0]] + ("" if not more else " %s more %s wrong too." % (
                    capitalize(number_words(more)), "choice is" if more == 1 else "choices are"))
        return self.hint or DEFAULT_HINT

    def choice_from_words(self, text):
        """The choice whose words ``text`` says, or None ("point of 5" = "Point of five.")."""
        said = _table_words(normalize_words(text.lstrip(" ").lstrip("+")))  # ("+39" for "Thirty-nine.")
        if not said:
            return None
        words = [(value, _table_words(normalize_words(label))) for value, label in self.choices]
        for value, label in words:
            if label == said or normalize_words(value) == said:
                return value
            for alias in self.aliases.get(value, ()):
                if _table_words(normalize_words(alias)) == said:
                    return value
        # a call said with more than it calls: "tierce major" for "A tierce." (the page prints
        # "Tierce major: Three." in its dialogue, and a walk-through typed it), one choice only,
        # of five letters or more (not "no", "yes" or "good")
        longer = [value for value, label in words if len(label) >= 5 and said.startswith(label + " ")]
        if len(longer) == 1:
            return longer[0]
        # a choice said without its aside: "Nothing" for "Nothing: everything was declared"
        # (a walk-through); not when two choices begin so ("No bonus: ..." and "No bonus: ...")
        heads = [value for value, label in self.choices
                 if _label_head(label) is not None and normalize_words(_label_head(label)) == said]
        if len(heads) == 1 and not [label for value, label in self.choices
                                    if _label_head(label) is None and normalize_words(label).startswith(said + " ")]:
            return heads[0]
        if said in ("none", "0"):  # "none" or "nothing" (read as 0) for "No set." (a walk-through): the call of nothing
            nothing = [value for value, label in words if label.startswith("no ") and len(label.split(" ")) == 2]
            if len(nothing) == 1:
                return nothing[0]
        if self.numbers_typed and is_whole_number(said, None) and not said.startswith("-") and len(said) <= 3:
            return number_choice(int(said))
        if self.seat_numbers_typed:
            value = seat_number(said)
            if value is not None:
                return value
        if is_whole_number(said, 3) and not said.startswith("-"):  # "four" for "Point of four." (one choice
            # says that number; a walk-through typed it)
            found = [value for value, label in words if said in label.split(" ")]
            if len(found) == 1:
                return found[0]
        # three words or more found in one choice's words only: "the opponent had already
        # scored" (a walk-through typed it, and "No bonus: the opponent had already scored"
        # without the last words, and was not understood)
        if len(said.split(" ")) >= 3:
            found = [value for value, label in self.choices if (" %s " % said) in (" %s " % normalize_words(label))]
            if len(found) == 1:
                return found[0]
        return None


def _other_digits(text):
    """Whether ``text`` holds a digit that is not ASCII 0-9 (full-width, Arabic-Indic):
    found by code point ranges, the same on every runtime (``isdigit`` differs).

    >>> _other_digits("\uff12\uff14\uff11"), _other_digits("\u0662\u0664"), _other_digits("241"), _other_digits("x")
    (True, True, False, False)
    """
    for ch in text:
        code = ord(ch)
        if 0xFF10 <= code <= 0xFF19 or 0x0660 <= code <= 0x0669 or 0x06F0 <= code <= 0x06F9 or 0x0966 <= code <= 0x096F:
            return True
    return False


def _table_words(said):
    """Normalized words (``normalize_words``) as they compare at the table: no article in
    front ("tierce" is "A tierce."), and a trio or quatorze said by its count ("trio of
    aces" is "Three aces.").

    >>> _table_words("a tierce"), _table_words("trio of aces"), _table_words("quatorze of kings")
    ('tierce', '3 aces', '14 kings')
    """
    for article in ("a ", "an "):
        if said.startswith(article):
            said = said[len(article):]
    for name, count in (("trio of ", "3 "), ("quatorze of ", "14 ")):
        if said.startswith(name):
            said = count + said[len(name):]
    return said


def _label_head(label):
    """A choice's words before its aside (after a colon, or in brackets), or None when it
    has none: "Nobody (equal)" -> "Nobody".

    >>> _label_head("Nothing: everything was declared"), _label_head("A tierce (he called no sequence)")
    ('Nothing', 'A tierce')
    >>> _label_head("Elder, 15") is None
    True
    """
    cut = len(label)
    for mark in (":", " ("):
        at = label.find(mark)
        if 0 < at < cut:
            cut = at
    return label[:cut] if cut < len(label) else None


def number_choice(n):
    """The choice value of the spoken total ``n``: "Forty-eight." -> "forty-eight".

    >>> number_choice(48), number_choice(0)
    ('forty-eight', 'nothing')
    """
    return slug(number_words(n) + ".")


def _plain_answer(answer):
    """Answers compare as lists (tuples from a generator, lists from JSON)."""
    if isinstance(answer, tuple):
        return list(answer)
    return answer


# --- words -----------------------------------------------------------------------------

# The ways a sign is written before a number: a hyphen, the minus sign, a dash, a word; a
# plus (game points are printed "+12").
_MINUS = ("-", "\u2212", "\u2013", "\u2014", "minus ", "negative ")
_PLUS = ("+", "plus ")


# What a learner may write after a figure: "5 cards", "46 pips", "94 points" (a walk-through
# was refused "enter a whole number" for them).
_UNITS = ("game points", "points", "point", "pips", "pip", "cards", "card", "tricks", "trick", "chips", "chip")


def _signed(text):
    """(1 or -1, the rest of ``text``): a sign written before the number, spaces allowed
    after it ("- 59", "\u221259", "minus fifty-nine", "+12"), and a full stop or other
    punctuation, or a unit, after it dropped ("101.", "5 cards").

    >>> _signed("-59"), _signed("\u2212 59"), _signed("Minus fifty-nine"), _signed("59")
    ((-1, '59'), (-1, '59'), (-1, 'fifty-nine'), (1, '59'))
    >>> _signed("+12"), _signed("plus twelve"), _signed("101."), _signed("46 Pips."), _signed("five cards")
    ((1, '12'), (1, 'twelve'), (1, '101'), (1, '46'), (1, 'five'))
    """
    end = len(text)
    while end and text[end - 1] in PUNCTUATION:
        end -= 1
    text = text[:end]
    lowered = text.lower()
    for unit in _UNITS:
        if lowered.endswith(" " + unit):
            text = strip_spaces(text[:len(text) - len(unit) - 1])
            break
    lowered = text[:9].lower()
    for signs, sign in ((_MINUS, -1), (_PLUS, 1)):
        for written in signs:
            if lowered.startswith(written):
                rest = strip_spaces(text[len(written):])
                return (sign, rest) if rest else (1, text)
    return 1, text


# (one reader of numbers in words for the exercises and the table: ``speech``)
words_number = read_number_words


_FOLD = {"è": "e", "é": "e", "ê": "e", "à": "a", "ç": "c", "È": "e", "É": "e", "Ê": "e", "À": "a", "Ç": "c",
         "-": " ", "—": " ", "–": " "}


def _plain_words(text):
    """Lower-case ASCII words (MicroPython's lower() knows only ASCII: accents are folded
    by hand, so both runtimes read "SIXIÈME" as "sixieme")."""
    out = []
    for ch in str(text).lower():
        if ch in PUNCTUATION:
            continue
        out.append(_FOLD.get(ch, ch))
    return split_spaces("".join(out))


def normalize_words(text):
    """Lower case, no punctuation, numbers as digits: "Point of five." -> "point of 5".

    >>> normalize_words("Point of five."), normalize_words(" point of 5 "), normalize_words("Forty-eight")
    ('point of 5', 'point of 5', '48')
    >>> normalize_words("Fourteen kings"), normalize_words("“Making?”")
    ('14 kings', 'making')
    """
    words = _plain_words(text)
    out = []
    index = 0
    while index < len(words):
        found = None
        for end in range(min(len(words), index + 6), index, -1):  # the longest number here
            if words[index] in ("and",):
                break
            value = words_number(" ".join(words[index:end]))
            if value is not None and words[index] not in ("none",):
                found = (end, value)
                break
        if found:
            out.append(str(found[1]))
            index = found[0]
        else:
            out.append(words[index])
            index += 1
    return " ".join(out)


# --- helpers the families share ---------------------------------------------------

def seat_number(said):
    """The choice value ("younger-4") of a seat and a whole number in normalized words
    ("younger 4", "younger4"), or None.

    >>> seat_number("younger 4"), seat_number("elder14"), seat_number("elder"), seat_number("elder -2")
    ('younger-4', 'elder-14', None, None)
    """
    for seat in PLAYERS:
        if said.startswith(seat):
            rest = said[len(seat):].strip(" ")
            if is_whole_number(rest, 3) and not rest.startswith("-"):
                return "%s-%d" % (seat, int(rest))
    return None


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


def role_words(role):
    """A seat or role in running text: "elder", "first", "the dealer" (the site's usage:
    the dealer goes with his article, the others without)."""
    return "the dealer" if role == "dealer" else role


def lesson_link(entry, here=None, root=""):
    """The link under a worked answer to the lesson that teaches its rule, as HTML.

    ``entry``: that lesson's [number, title, url] (the site's lesson index); ``here``: the
    number of the lesson page showing the answer (None on the puzzles page). A lesson read
    before is to be read again; one still ahead is where to learn more; the lesson itself
    is not linked. The puzzles page cannot tell which lessons were read (a puzzle may be
    reached from lesson 1's "More like this"), so its link says neither.

    >>> lesson_link([5, "The point", "lessons/the-point.html"])
    'See <a href="lessons/the-point.html">Lesson 5, The point</a>.'
    >>> lesson_link([5, "The point", "the-point.html"], here=8)
    'Read it again: <a href="the-point.html">Lesson 5, The point</a>.'
    >>> lesson_link([5, "The point", "the-point.html"], here=1)
    'Learn more in <a href="the-point.html">Lesson 5, The point</a>.'
    >>> lesson_link([5, "The point", "the-point.html"], here=5)
    ''
    """
    number, title, url = entry
    if number == here:
        return ""
    words = "See" if here is None else "Learn more in" if number > here else "Read it again:"
    return '%s <a href="%s">Lesson %d, %s</a>.' % (words, _html(root + url), number, _html(title))


def _html(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


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


def said(n):
    """A total as said aloud, with its figure: "Sixty (60)"."""
    return "%s (%d)" % (capitalize(number_words(n)), n)
