"""Exercises and puzzles: questions about hands and deals, checked by the engine itself.

An exercise comes from a spec, a dict of strings as written in a lesson's ``exercise``
block (docs/authoring.md). The build creates it to check the spec and embeds
``to_json()`` in the page; the browser (MicroPython) creates it again from that JSON
and calls ``check`` with the learner's answer. Every right answer and every figure in
the feedback is computed here by the engine, never typed by an author.

One module per family (``registry`` lists them): each builds its exercise kinds.
Portable: CPython, Pyodide and MicroPython 1.28, plain classes, namedtuples and dicts.

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
piquet_core.exercises.base.ExerciseSpecError: hand: 'XS': unknown rank 'X' (ranks are A K Q J T/10 9 8 7)
"""

from .base import CLASSES, PLAYERS, REPLIES, Exercise, ExerciseSpecError, Feedback
from .registry import KINDS


def make_puzzle(family, seed, level=1):
    """The puzzle of ``family`` (a registry name) for ``seed`` at ``level`` (1 to 3).

    Raises ``PuzzleError`` (a ``PiquetError``) naming what is wrong and what is allowed.

    >>> puzzle = make_puzzle("who-scores", 7, 1)
    >>> puzzle.title, len(puzzle.steps) > 0
    ('Who scores what', True)
    """
    from ..prng import check_seed
    from .puzzle import PuzzleError
    from .registry import FAMILIES, LEVEL_COUNT, family_info, family_module
    if family_info(family) is None:
        raise PuzzleError("unknown puzzle family %r (known: %s)" % (family, ", ".join(e[0] for e in FAMILIES)))
    if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= LEVEL_COUNT:
        raise PuzzleError("a level is 1, 2 or 3, got %r" % (level,))
    try:
        check_seed(seed)
    except ValueError as error:
        raise PuzzleError(str(error))
    return family_module(family).generate(seed, level)
