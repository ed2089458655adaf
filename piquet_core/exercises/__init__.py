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
