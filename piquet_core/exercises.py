"""Exercises: a question about a hand, checked by the engine itself.

An exercise comes from a spec, a dict of strings as written in a lesson's ``exercise``
block (docs/authoring.md). The build creates it to check the spec and embeds
``to_json()`` in the page; the browser (MicroPython) creates it again from that JSON
and calls ``check`` with the learner's answer. Every right answer and every figure in
the feedback is computed here by the engine, never typed by an author.

This module runs unchanged under CPython, Pyodide and MicroPython 1.28: plain classes,
namedtuples and dicts only.

>>> ex = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
>>> ex.kind, ex.input, [name for name, label in ex.fields]
('point', 'numbers', ['length', 'value'])
>>> ex.check(["5", "50"]).correct
True
>>> ex.check(["5", "51"]).expected
'5 cards, 50 pips'
>>> Exercise.from_spec({"ask": "point", "hand": "AS XS"})
Traceback (most recent call last):
...
piquet_core.exercises.ExerciseSpecError: hand: 'XS': unknown rank 'X' (ranks are A K Q J T/10 9 8 7)
"""

import json
from collections import namedtuple

from .cards import PIP_VALUES, RANK_CHARS, RANK_PLURALS, SEVEN, TEN, parse_cards
from .combinations import Sequence, Set, best_point, sequences, sets
from .spaces import split_spaces, strip_spaces
from .speech import capitalize, number_words

Feedback = namedtuple("Feedback", ("correct", "message", "expected"))


class ExerciseSpecError(ValueError):
    """A bad exercise spec: ``key`` names the offending key, ``problem`` says why."""

    def __init__(self, key, problem):
        self.key = key
        self.problem = problem
        ValueError.__init__(self, "%s: %s" % (key, problem))


# ask -> the keys that kind requires. Every kind also takes `ask` and `prompt`.
KINDS = {
    "point": ("hand",),
    "sequence": ("hand",),
    "sets": ("hand",),
    "reply": ("hand", "call"),
    "winner": ("elder", "younger", "class"),
    "score": ("elder", "younger", "player"),
    "rubicon": ("scores",),
    "trick": ("lead", "follow"),
    "say": ("record", "step"),
}
# ask -> keys that kind may take besides its required ones.
OPTIONAL = {"trick": ("last",), "say": ("player",)}
# Keys whose text keeps its line breaks (a whole deal record).
RAW_KEYS = ("record",)
COMMON_KEYS = ("ask", "prompt")
CLASSES = ("point", "sequence", "set")
PLAYERS = ("elder", "younger")
REPLIES = (("good", "Good"), ("not-good", "Not good"), ("equal", "Equal"))
MAX_DIGITS = 12  # no answer or spec figure is longer


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
        required = KINDS[ask]
        optional = OPTIONAL.get(ask, ())
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
        exercise = _BUILDERS[ask](clean)
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
            if not _is_whole_number(text, None):
                label = self.fields[index][1]
                return Feedback(False, "%s: enter a whole number." % label, self.expected)
            # A longer number is wrong, whatever it is (and CPython's int() refuses
            # more than 4,300 digits, where MicroPython's does not).
            numbers.append(int(text) if len(text) <= MAX_DIGITS else None)
        if numbers == list(self.answer):
            return Feedback(True, "Right. " + self.explanation, self.expected)
        return Feedback(False, "Not quite. " + self.explanation, self.expected)


def _is_whole_number(text, max_digits=MAX_DIGITS):
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


def _cards(spec, key, count=None):
    try:
        cards = parse_cards(spec[key])
    except ValueError as exc:
        raise ExerciseSpecError(key, str(exc))
    if count is not None and len(cards) != count:
        raise ExerciseSpecError(key, "needs %d cards, got %d" % (count, len(cards)))
    if len(cards) < 1 or len(cards) > 12:
        raise ExerciseSpecError(key, "a hand has 1 to 12 cards, got %d" % len(cards))
    return cards


def _two_hands(spec):
    elder = _cards(spec, "elder", 12)
    younger = _cards(spec, "younger", 12)
    for card in younger:
        if card in elder:
            raise ExerciseSpecError("younger", "%s is in both hands" % card.code)
    return elder, younger


def _labels(cards):
    return " ".join(card.label for card in cards)


_cap = capitalize


_ACCENTS = {"è": "e", "é": "e", "ê": "e", "à": "a", "ç": "c"}


def _slug(text):
    """An ASCII value for a choice: "Sixième minor" -> "sixieme-minor".

    Only ASCII letters are tested by hand: MicroPython's str.isalpha() is ASCII-only, and
    the value written into the page at build time (CPython) must equal the one the
    browser computes (MicroPython).

    >>> _slug("Sixième minor"), _slug("Quart to the king")
    ('sixieme-minor', 'quart-to-the-king')
    """
    out = []
    for ch in text.lower():
        ch = _ACCENTS.get(ch, ch)
        out.append(ch if "a" <= ch <= "z" or "0" <= ch <= "9" else "-")
    return "-".join(part for part in "".join(out).split("-") if part)


def _order_choices(options):
    """Options as [(value, label)] in a fixed order that does not give away the answer."""
    ordered = sorted(options, key=lambda label: label.lower())
    return [(_slug(label), label) for label in ordered]


# --- kinds ------------------------------------------------------------------------

def _point(spec):
    cards = _cards(spec, "hand")
    point = best_point(cards)
    pips = " + ".join(str(card.pips) for card in point.cards)
    explanation = "The point is the longest suit: %s cards in %s (%s), making %s = %d." % (
        number_words(point.length), _suit_name(point.cards[0]), _labels(point.cards), pips, point.value)
    return Exercise(spec, "point", "What is this hand's point? Give its length and its pip total.",
                    "numbers", [], [("length", "Length (cards)"), ("value", "Pip total")],
                    [point.length, point.value], explanation)


def _suit_name(card):
    return card.name.split(" of ")[1]


def _sequence(spec):
    cards = _cards(spec, "hand")
    found = sequences(cards)
    none = "No sequence"
    if not found:
        right = none
        explanation = "No three cards of one suit run in rank order, so the hand has no sequence."
        wrong = [Sequence(0, TEN, 3).full_name]
    else:
        best = found[0]
        right = best.full_name
        explanation = "The best sequence is %s %s (%s), worth %d." % (
            _article(best.name), best.full_name, _labels(best.cards), best.score)
        if len(found) > 1:
            explanation += " The hand also holds " + ", ".join(s.full_name for s in found[1:]) + "."
        wrong = [s.full_name for s in found[1:]]
        for length, top in ((best.length + 1, best.top), (best.length - 1, best.top),
                            (best.length, best.top - 1), (best.length, best.top + 1)):
            if 3 <= length <= 8 and top - length + 1 >= SEVEN and top <= 7:
                wrong.append(Sequence(best.suit, top, length).full_name)
        wrong.append(none)
    return Exercise(spec, "sequence", "What is this hand's best sequence?", "choice",
                    _choices(right, wrong), [], _slug(right), explanation)


def _article(name):
    return "an" if name[:1] in "aeiou" else "a"


def _choices(right, wrong, limit=4):
    options = [right]
    for label in wrong:
        if label not in options and len(options) < limit:
            options.append(label)
    return _order_choices([_cap(label) for label in options])


def _sets_label(held):
    if not held:
        return "No set"
    return _cap(" and ".join(Set(rank, (None,) * count).full_name for count, rank in held))


def _sets(spec):
    cards = _cards(spec, "hand")
    found = sets(cards)
    right = [(s.count, s.rank) for s in found]
    counts = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    wrong = []
    for count, rank in right:  # a quatorze read as a trio
        if count == 4:
            wrong.append([(3, r) if r == rank else (c, r) for c, r in right])
    for rank in sorted(counts, reverse=True):
        if counts[rank] == 2 and rank >= TEN:  # two of a rank is no trio
            wrong.append(sorted(right + [(3, rank)], reverse=True))
        if counts[rank] >= 3 and rank < TEN:  # nines and lower never score
            wrong.append(sorted(right + [(counts[rank], rank)], reverse=True))
    if len(right) > 1:
        wrong.append(right[1:])
        wrong.append(right[:1])
    if right:
        wrong.append([])
    if found:
        explanation = "Sets are three or four cards of one rank, ten or higher. This hand holds %s, worth %d." % (
            " and ".join("%s (%s)" % (s.full_name, _labels(s.cards)) for s in found),
            sum(s.score for s in found))
    else:
        explanation = "Sets are three or four cards of one rank, ten or higher; this hand has none."
    right_label = _sets_label(right)
    return Exercise(spec, "sets", "Which sets does this hand hold?", "choice",
                    _choices(right_label, [_sets_label(w) for w in wrong]), [], _slug(right_label),
                    explanation)


def _parse_call(text):
    """'point 5 48' | 'sequence 4 K' | 'set 3 K' -> (class, first, second or None)."""
    words = text.split()
    if not words or words[0] not in CLASSES:
        raise ExerciseSpecError("call", "must start with point, sequence or set, got %r" % text)
    kind = words[0]
    if len(words) not in (2, 3) or (kind == "set" and len(words) != 3):
        raise ExerciseSpecError("call", "expected e.g. 'point 5', 'point 5 48', 'sequence 4', "
                                "'sequence 4 K' or 'set 3 K', got %r" % text)
    if not _is_whole_number(words[1]):
        raise ExerciseSpecError("call", "the length must be a whole number, got %r" % words[1])
    length = int(words[1])
    second = None
    if kind == "point":
        if not 1 <= length <= 8:
            raise ExerciseSpecError("call", "a point has 1 to 8 cards, got %d" % length)
        if len(words) == 3:
            if not _is_whole_number(words[2]):
                raise ExerciseSpecError("call", "the pip total must be a whole number, got %r" % words[2])
            second = int(words[2])
            low, high = _pip_range(length)
            if not low <= second <= high:
                raise ExerciseSpecError("call", "a point of %d makes %d to %d pips, not %d" % (
                    length, low, high, second))
    else:
        if len(words) == 3:
            rank_text = "T" if words[2] == "10" else words[2].upper()
            if len(rank_text) != 1 or rank_text not in RANK_CHARS:
                raise ExerciseSpecError("call", "unknown rank %r (ranks are A K Q J T 9 8 7)" % words[2])
            second = RANK_CHARS.index(rank_text)
        if kind == "sequence":
            if not 3 <= length <= 8:
                raise ExerciseSpecError("call", "a sequence has 3 to 8 cards, got %d" % length)
            if second is not None and second - length + 1 < SEVEN:
                raise ExerciseSpecError("call", "no sequence of %d goes down from that card" % length)
        else:
            if length not in (3, 4):
                raise ExerciseSpecError("call", "a set has 3 or 4 cards, got %d" % length)
            if second < TEN:
                raise ExerciseSpecError("call", "sets are of tens or higher only")
    return kind, length, second


def _pip_range(length):
    return sum(PIP_VALUES[:length]), sum(PIP_VALUES[8 - length:])


def _spoken_call(kind, length, second):
    if kind == "point":
        text = "Point of " + number_words(length)
        return text + (", making " + number_words(second) if second is not None else "")
    if kind == "sequence":
        name = Sequence(0, 7, length).name
        text = _cap(_article(name)) + " " + name
        if second is not None:
            qualifier = Sequence(0, second, length).qualifier
            text += " " + qualifier if qualifier else ""
        return text
    return ("Fourteen " if length == 4 else "Three ") + RANK_PLURALS[second]


def _reply(spec):
    hand = _cards(spec, "hand")
    kind, length, second = _parse_call(spec["call"])
    said = _spoken_call(kind, length, second)
    if kind == "set":
        held = [card for card in hand if card.rank == second]
        if len(held) + length > 4:
            raise ExerciseSpecError("call", "elder cannot hold %s: you hold %s" % (said.lower(), _labels(held)))
    if kind == "point":
        mine = best_point(hand)
        key = (mine.length, mine.value) if mine else (0, 0)
        what = "your point is %s cards making %d" % (number_words(key[0]), key[1]) if mine else "you have no point"
    elif kind == "sequence":
        found = sequences(hand)
        key = found[0].key if found else (0, 0)
        what = "your best sequence is %s" % found[0].full_name if found else "you have no sequence"
    else:
        found = sets(hand)
        key = found[0].key if found else (0, 0)
        what = "your best set is %s" % found[0].full_name if found else "you have no set"
    theirs = (length, second) if second is not None else (length,)
    mine_key = key[:len(theirs)]
    if mine_key < theirs:
        right, why = "good", "Yours is lower, so you answer Good and elder scores."
    elif mine_key > theirs:
        right, why = "not-good", "Yours is higher, so you answer Not good."
    else:
        right = "equal"
        why = {"point": "Yours is as long, so you answer Equal (\"Making?\") and elder names his pip total.",
               "sequence": "Yours is as long, so you answer Equal (\"How high?\") and elder names his top card."
               }.get(kind, "Yours is the same.")
        if second is not None:
            why = "Yours is exactly the same, so you answer Equal and nobody scores the %s." % kind
    explanation = "Elder said \"%s.\" %s. %s" % (said, _cap(what), why)
    return Exercise(spec, "reply", "Elder calls \"%s.\" You are younger with this hand. What do you answer?" % said,
                    "choice", list(REPLIES), [], right, explanation)


def _one_of(spec, key, allowed):
    """spec[key], which must be one of ``allowed``."""
    value = spec[key]
    if value not in allowed:
        choices = ", ".join(allowed[:-1]) + " or " + allowed[-1]
        raise ExerciseSpecError(key, "must be %s, got %r" % (choices, value))
    return value


def _scored_hands(spec):
    """Elder's and younger's hands and the engine's score of their honest declarations."""
    from .hands import score_hands
    elder, younger = _two_hands(spec)
    return elder, younger, score_hands(elder, younger)


def _winner(spec):
    kind = _one_of(spec, "class", CLASSES)
    elder, younger, result = _scored_hands(spec)
    outcome = result["scores"][kind]
    winner = outcome["winner"] or "neither"
    holdings = []
    for player, cards in (("elder", elder), ("younger", younger)):
        holdings.append("%s: %s" % (_cap(player), _best_text(kind, cards)))
    if outcome["winner"]:
        verdict = "%s wins the %s and scores %d." % (_cap(outcome["winner"]), kind, outcome["points"])
    else:
        verdict = "They are equal, so neither scores the %s." % kind
    explanation = "; ".join(holdings) + ". " + verdict
    choices = [("elder", "Elder"), ("younger", "Younger"), ("neither", "Neither (equal)")]
    return Exercise(spec, "winner", "Who scores the %s?" % kind, "choice", choices, [], winner, explanation)


def _best_text(kind, cards):
    if kind == "point":
        point = best_point(cards)
        return "point of %s making %d" % (number_words(point.length), point.value)
    found = sequences(cards) if kind == "sequence" else sets(cards)
    if not found:
        return "no " + kind
    return found[0].full_name + " (" + _labels(found[0].cards) + ")"


def _score(spec):
    player = _one_of(spec, "player", PLAYERS)
    elder, younger, result = _scored_hands(spec)
    total = result["totals"][player]
    parts = []
    if result[player]["carte_blanche"]:
        parts.append("carte blanche 10")
    for kind in CLASSES:
        outcome = result["scores"][kind]
        if outcome["winner"] == player and outcome["points"]:
            parts.append("%s %d" % (kind, outcome["points"]))
    if result.get("repique") == player:
        parts.append("repique 60")
    if parts:
        explanation = "%s scores %s: %d in all." % (_cap(player), ", ".join(parts), total)
    else:
        explanation = "%s wins no class, so scores nothing in declarations." % _cap(player)
    return Exercise(spec, "score", "How many points does %s score in declarations?" % player, "numbers",
                    [], [("points", "Points")], [total], explanation)


def _rubicon(spec):
    words = spec["scores"].split()
    if len(words) != 2 or not all(_is_whole_number(word) and not word.startswith("-") for word in words):
        raise ExerciseSpecError("scores", "expected two whole numbers such as '134 95', got %r" % spec["scores"])
    a, b = int(words[0]), int(words[1])
    if a == b:
        raise ExerciseSpecError("scores", "equal totals are not settled: one more deal each is played")
    from .partie import settle_partie
    result = settle_partie(a, b)
    high, low = max(a, b), min(a, b)
    points = result["points"]
    if low < 100:
        how = "The loser made %d, under 100: he is rubiconed, so the winner scores both totals plus 100: " \
              "%d + %d + 100 = %d." % (low, high, low, points)
    else:
        how = "The loser reached %d, so the winner scores the difference plus 100: %d - %d + 100 = %d." % (
            low, high, low, points)
    explanation = "%d beats %d. %s" % (high, low, how)
    return Exercise(spec, "rubicon", "After six deals the totals are %d and %d. What does the winner score?" % (a, b),
                    "numbers", [], [("points", "Points")], [points], explanation)


def _trick(spec):
    from .exercise_deals import trick
    return trick(spec)


def _say(spec):
    from .exercise_deals import say
    return say(spec)


_BUILDERS = {
    "point": _point, "sequence": _sequence, "sets": _sets, "reply": _reply,
    "winner": _winner, "score": _score, "rubicon": _rubicon, "trick": _trick, "say": _say,
}
