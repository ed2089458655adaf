"""Learner progress: which exercises were answered right, saved as JSON text.

Plain Python (CPython and MicroPython): the browser glue reads and writes the text in
localStorage; everything about its format and its validation lives here and is tested
in CPython. Saved text that cannot be trusted is never half-used: the progress is reset
and the caller gets a notice to show.

>>> progress, notice = load(None)
>>> progress.mark("the-point-1")
True
>>> progress.count(["the-point-1", "the-point-2"])
1
>>> load(progress.dump())[0].is_solved("the-point-1")
True
>>> load("{not json")[1]
'Your saved progress could not be read, so it has been reset.'
"""

import json

# The mark beside an exercise answered right: now, or on an earlier visit (beside a wrong
# answer now, a plain "answered right" read as a contradiction: a walk-through). The build
# writes the first into each exercise (sitegen/exercise_block.py); the lesson glue both.
DONE_NOW = "\u2713 answered right"
DONE_EARLIER = "\u2713 answered right on an earlier visit"
# Right only after the worked answer was shown: not counted (copying the answer given is no
# answer: a walk-through saw it counted), as the puzzles' streak does not count it either.
# The mark is short: the feedback under it says how it will count (a walk-through read
# the same sentence twice, once in each).
DONE_HELPED = "Answered after the worked answer: not counted yet."
# Said in the feedback (a live region: the mark beside it is not read out).
HELPED_SAID = "This one is not counted yet: it counts once you answer it without the worked answer, on a later visit."


def answered_text(right, total):
    """ "1 of 2 exercises answered right", singular when there is one exercise.

    >>> answered_text(0, 1), answered_text(1, 2)
    ('0 of 1 exercise answered right', '1 of 2 exercises answered right')
    """
    return "%d of %d exercise%s answered right" % (right, total, "" if total == 1 else "s")

STORAGE_KEY = "piquet-progress"
VERSION = 1
RESET_NOTICE = "Your saved progress could not be read, so it has been reset."
MAX_ID_LENGTH = 120


class Progress:
    def __init__(self, solved=()):
        self.solved = {}
        for ident in solved:
            self.solved[ident] = True

    def is_solved(self, ident):
        return ident in self.solved

    def mark(self, ident):
        """Record a right answer; returns True if it is new."""
        if ident in self.solved:
            return False
        self.solved[ident] = True
        return True

    def count(self, idents):
        return len([ident for ident in idents if ident in self.solved])

    def dump(self):
        return json.dumps({"version": VERSION, "solved": sorted(self.solved)})


def load(text):
    """(Progress, notice or None) from saved text; None or '' means nothing saved yet."""
    if text is None or text == "":
        return Progress(), None
    try:
        data = json.loads(text)
    except ValueError:
        return Progress(), RESET_NOTICE
    if not _valid(data):
        return Progress(), RESET_NOTICE
    return Progress(data["solved"]), None


def _valid(data):
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return False
    solved = data.get("solved")
    if not isinstance(solved, list):
        return False
    for ident in solved:
        if not isinstance(ident, str) or not ident or len(ident) > MAX_ID_LENGTH:
            return False
    return True
