"""Puzzle progress: per family, the puzzles solved, the current and best streak, and the
stars; saved as versioned JSON text (the glue keeps it in localStorage).

Plain Python (CPython and MicroPython), tested in CPython like ``progress``. Saved text
that cannot be trusted is never half-used: it is reset and the caller gets a notice.

A puzzle is *right* when every step was answered right, at the first or the second try
(the hint is there to be used); it is *missed* when a step needed the worked answer. Right
answers build a streak; a miss ends it. A family's level earns its star with a streak of
``STAR_STREAK`` right at that level. A puzzle counts once: one finished again (its link
reopened, the page reloaded) is marked ``again`` and changes nothing, so a star cannot be
earned by solving one puzzle three times.

>>> stats, notice = load(None)
>>> for seed in (5, 6, 7): _ = stats.record("calls", 1, seed, True)
>>> stats.stars("calls"), stats.best("calls"), stats.streak("calls")
(1, 3, 3)
>>> stats.record("calls", 2, 8, False)["streak"]
0
>>> load(stats.dump())[0].best("calls")
3
>>> again = stats.record("calls", 1, 5, True)
>>> again["again"], again["streak"], stats.solved("calls")
(True, 0, 3)
>>> load('{"version": 1, "families": 7}')[1]
'Your saved puzzle progress could not be read, so it has been reset.'

The puzzle in progress is kept too (``open``: its family, level and seed, and every answer
given so far, step by step), so a reload puts the learner back at the question he was on,
with the questions before it answered as he answered them:

>>> stats.note_answer("calls", 1, 9, 0, "point-of-five")
>>> stats.note_answer("calls", 1, 9, 1, ["48"])
>>> load(stats.dump())[0].answers_for("calls", 1, 9)
[[0, 'point-of-five'], [1, ['48']]]
>>> stats.answers_for("calls", 1, 10), stats.note_answer("sets", 2, 3, 0, None), stats.answers_for("calls", 1, 9)
([], None, [])
"""

import json

STORAGE_KEY = "piquet-puzzles"
VERSION = 1
STAR_STREAK = 3
LEVELS = ("1", "2", "3")
RESET_NOTICE = "Your saved puzzle progress could not be read, so it has been reset."
MAX_NAME = 40
MAX_COUNT = 10 ** 9
MAX_SEED = 2 ** 53 - 1
_FIELDS = ("solved", "tried", "streak", "best")
SEEN_KEPT = 500  # the puzzles finished, per family, remembered so that each counts once
OPEN_ANSWERS_KEPT = 200  # answers of the puzzle in progress (a puzzle has at most a dozen steps)
MAX_ANSWER_TEXT = 200  # one answer's text (a choice's value, a box's words)
MAX_ANSWER_ITEMS = 40  # the values of one answer (boxes, ticked choices, cards)


def next_seed(seed):
    """The seed of the puzzle after ``seed`` ("New puzzle"): a fixed chain, so that a
    learner's next puzzle is reproducible too; six digits at most, as a first puzzle's
    (a walk-through's numbers went from 407328 to 707881177).

    >>> next_seed(407328) < 1000000
    True
    """
    return (seed * 1103515245 + 12345) % 2147483648 % 1000000


def _blank_family():
    return {"solved": 0, "tried": 0, "streak": 0, "best": 0,
            "levels": {level: {"streak": 0, "best": 0} for level in LEVELS}}


class Stats:
    def __init__(self, families=None, last=None, open_puzzle=None):
        self.families = families or {}
        self.last = last  # {"family", "level", "seed"} of the last puzzle finished, or None
        # the puzzle in progress: {"family", "level", "seed", "answers": [[step, answer], ...]}
        self.open = open_puzzle

    def note_answer(self, family, level, seed, step, answer):
        """Keep an answer given to step ``step`` (0, 1, ...) of a puzzle; a puzzle other than
        the one kept replaces it (only the last one opened is resumed)."""
        kept = self.open
        if kept is None or (kept["family"], kept["level"], kept["seed"]) != (family, level, seed):
            kept = self.open = {"family": family, "level": level, "seed": seed, "answers": []}
        if len(kept["answers"]) < OPEN_ANSWERS_KEPT:
            kept["answers"].append([step, list(answer) if isinstance(answer, (list, tuple)) else answer])

    def answers_for(self, family, level, seed):
        """The answers kept for that puzzle, in the order given ([] for another puzzle)."""
        kept = self.open
        if kept is None or (kept["family"], kept["level"], kept["seed"]) != (family, level, seed):
            return []
        return [list(entry) for entry in kept["answers"]]

    def _family(self, name):
        if name not in self.families:
            self.families[name] = _blank_family()
        return self.families[name]

    def record(self, family, level, seed, right):
        """Count one finished puzzle; returns the family's record (a copy marked
        ``again``, nothing counted, when that puzzle was finished before)."""
        data = self._family(family)
        key = "%d:%d" % (level, seed)
        seen = data.get("seen")
        if seen is None:
            seen = data["seen"] = []
        if key in seen:
            found = dict(data)
            found["again"] = True
            return found
        seen.append(key)
        if len(seen) > SEEN_KEPT:
            del seen[0]
        at = data["levels"][str(level)]
        data["tried"] += 1
        if right:
            data["solved"] += 1
            data["streak"] += 1
            at["streak"] += 1
        else:
            data["streak"] = 0
            at["streak"] = 0
        data["best"] = max(data["best"], data["streak"])
        at["best"] = max(at["best"], at["streak"])
        self.last = {"family": family, "level": level, "seed": seed}
        return data

    def stars(self, family):
        return len([level for level in LEVELS if self.starred(family, level)])

    def best(self, family):
        """The longest run of right answers at one level: what a star counts (a run across
        levels is not, and "best streak 3" beside no star puzzled a walk-through)."""
        data = self.families.get(family)
        return max([data["levels"][level]["best"] for level in LEVELS]) if data else 0

    def level_streak(self, family, level):
        data = self.families.get(family)
        return data["levels"][str(level)]["streak"] if data else 0

    def result_words(self, family, level):
        """What the page says of a puzzle just solved: the run at its level, as stars count it.

        >>> stats, _ = load(None)
        >>> _ = stats.record("calls", 1, 5, True); stats.result_words("calls", 1)
        'Solved. Level 1: 1 right in a row; 2 more earn its star.'
        >>> _ = stats.record("calls", 2, 6, True); stats.result_words("calls", 2)
        'Solved. Level 2: 1 right in a row; 2 more earn its star.'
        >>> for seed in (7, 8): _ = stats.record("calls", 1, seed, True)
        >>> stats.result_words("calls", 1)
        'Solved. Level 1: 3 right in a row, and its star is yours.'
        """
        run = self.level_streak(family, level)
        head = "Solved. Level %d: %d right in a row" % (level, run)
        if self.starred(family, level):
            return head + (", and its star is yours." if run == STAR_STREAK else " (its star is yours).")
        left = STAR_STREAK - run
        return head + "; %d more earn%s its star." % (left, "s" if left == 1 else "")

    def streak(self, family):
        data = self.families.get(family)
        return data["streak"] if data else 0

    def solved(self, family):
        data = self.families.get(family)
        return data["solved"] if data else 0

    def starred(self, family, level):
        """Whether ``level`` (1, 2 or 3) of the family has earned its star."""
        data = self.families.get(family)
        return bool(data) and data["levels"][str(level)]["best"] >= STAR_STREAK

    def summary(self, family):
        """ "★☆★ · 5 solved · best streak 3" for the family list: one place per level, so
        a star earned at level 3 shows third (a walk-through read "★☆☆" as level 1's)."""
        return "%s · %d solved · best streak %d" % (self._marks(family), self.solved(family), self.best(family))

    def summary_html(self, family):
        """``summary`` as the page shows it: the stars hidden from screen readers, which
        would read "black star, white star"; the levels starred said in words instead.

        >>> stats = Stats({"calls": _blank_family()})
        >>> stats.families["calls"]["levels"]["3"]["best"] = 3
        >>> stats.summary("calls")
        '☆☆★ · 0 solved · best streak 3'
        >>> stats.summary_html("calls").split(" · ")[0]
        '<span aria-hidden="true">☆☆★</span><span class="visually-hidden">Stars: level 3.</span>'
        >>> for level in "12": stats.families["calls"]["levels"][level]["best"] = 4
        >>> stats.summary_html("calls").split("</span>")[1]
        '<span class="visually-hidden">Stars: levels 1, 2 and 3.'
        """
        levels = [level for level in LEVELS if self.starred(family, level)]
        words = ("Stars: level%s %s." % ("s" if len(levels) > 1 else "", ", ".join(levels[:-1]) + " and " + levels[-1]
                                           if len(levels) > 1 else levels[0]) if levels else "No star yet.")
        return '<span aria-hidden="true">%s</span><span class="visually-hidden">%s</span> · %d solved · best streak %d' % (
            self._marks(family), words, self.solved(family), self.best(family))

    def _marks(self, family):
        return "".join(["★" if self.starred(family, level) else "☆" for level in LEVELS])

    def dump(self):
        return json.dumps({"version": VERSION, "families": self.families, "last": self.last, "open": self.open})


def load(text):
    """(Stats, notice or None) from saved text; None or '' means nothing saved yet."""
    if text is None or text == "":
        return Stats(), None
    try:
        data = json.loads(text)
    except ValueError:
        return Stats(), RESET_NOTICE
    if not _valid(data):
        return Stats(), RESET_NOTICE
    return Stats(data["families"], data.get("last"), data.get("open")), None


def _count(value):
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _valid(data):
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return False
    families = data.get("families")
    if not isinstance(families, dict):
        return False
    for name in families:
        family = families[name]
        if not isinstance(name, str) or not name or len(name) > MAX_NAME or not isinstance(family, dict):
            return False
        for field in _FIELDS:
            if not _count(family.get(field)):
                return False
        seen = family.get("seen", [])
        if not isinstance(seen, list) or len(seen) > SEEN_KEPT:
            return False
        for key in seen:
            if not isinstance(key, str) or not 3 <= len(key) <= 20:
                return False
        levels = family.get("levels")
        if not isinstance(levels, dict) or sorted(levels) != list(LEVELS):
            return False
        for level in LEVELS:
            at = levels[level]
            if not isinstance(at, dict) or not _count(at.get("streak")) or not _count(at.get("best")):
                return False
    last = data.get("last")
    if last is not None and not _valid_puzzle(last):
        return False
    kept = data.get("open")
    if kept is not None:
        if not _valid_puzzle(kept):
            return False
        answers = kept.get("answers")
        if not isinstance(answers, list) or len(answers) > OPEN_ANSWERS_KEPT:
            return False
        for entry in answers:
            if not isinstance(entry, list) or len(entry) != 2 or not _count(entry[0]) or entry[0] > 99 \
                    or not _valid_answer(entry[1]):
                return False
    return True


def _valid_puzzle(data):
    """{"family", "level", "seed"}: a puzzle's address, as saved."""
    if not isinstance(data, dict) or not isinstance(data.get("family"), str) or not 0 < len(data["family"]) <= MAX_NAME:
        return False
    seed = data.get("seed")
    return data.get("level") in (1, 2, 3) and isinstance(seed, int) and not isinstance(seed, bool) and \
        0 <= seed <= MAX_SEED


def _valid_answer(answer):
    """None (no choice made), a choice's value, or a list of values or box words."""
    if answer is None:
        return True
    if isinstance(answer, str):
        return len(answer) <= MAX_ANSWER_TEXT
    if not isinstance(answer, list) or len(answer) > MAX_ANSWER_ITEMS:
        return False
    for item in answer:
        if not isinstance(item, str) or len(item) > MAX_ANSWER_TEXT:
            return False
    return True
