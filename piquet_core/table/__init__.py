"""The practice table: a partie against the computer, with a coach, as plain portable Python.

Glossary:
    learner:  the person at the page; "you" on the table. The computer is the other seat.
    table:    ``session.Table``: the partie (or one shared deal), the learner's turn,
              counting aloud, the coach's hint, undo, saving and sharing links.
    screen:   ``render.render_table(table)``: the HTML of the table, computed from the
              table and the learner's ``View`` only (never the computer's hidden cards).
    adapter:  ``adapter``: the one place that knows the computer's levels, the coach and
              the solver, so that the opponent package plugs in without touching the rest.
    stepper:  ``stepper``: a recorded deal, step by step, with both hands on the table.

Everything here runs unchanged on CPython, Pyodide and MicroPython 1.28; the page's
glue (``site/py/table.py``) only moves HTML and events between the DOM and a ``Table``.
"""
