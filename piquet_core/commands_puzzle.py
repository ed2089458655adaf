"""The ``puzzle`` command: print a generated puzzle and its answer (CPython only).

    python -m piquet_core puzzle FAMILY --seed N [--level L] [--json]

For authors and tests: the same family, seed and level give the same puzzle as the
puzzles page (``puzzles.html#family=...&level=...&seed=...``). A bad family, seed or
level exits with status 2 and one line on stderr.
"""

import json

from .errors import PiquetError
from .prng import parse_seed


def _seed(text):
    import argparse  # (inside: the module imports under MicroPython, which has no argparse)
    try:
        return parse_seed(text)
    except PiquetError as error:
        raise argparse.ArgumentTypeError(str(error))


def _level(text):
    import argparse
    if text not in ("1", "2", "3"):
        raise argparse.ArgumentTypeError("a level is 1, 2 or 3, got %r" % text)
    return int(text)


def add_commands(subparsers):
    """Add ``puzzle`` to the command line's subparsers; its handler is ``args.handler``."""
    from .exercises.registry import family_names
    puzzle = subparsers.add_parser("puzzle", help="print a generated puzzle and its answer")
    puzzle.add_argument("family", choices=family_names(), help="the puzzle family")
    puzzle.add_argument("--seed", type=_seed, required=True)
    puzzle.add_argument("--level", type=_level, default=1, help="1, 2 or 3 (default 1)")
    puzzle.add_argument("--json", action="store_true", help="the puzzle and its answer as JSON")
    puzzle.set_defaults(handler=command_puzzle)


def command_puzzle(args):
    from .exercises import make_puzzle
    puzzle = make_puzzle(args.family, args.seed, args.level)
    if args.json:
        return json.dumps(puzzle.to_dict(), ensure_ascii=False)
    return format_puzzle(puzzle)


def format_puzzle(puzzle):
    """The puzzle as text: hands, then each step with its answer."""
    out = ["%s, level %d, seed %d" % (puzzle.title, puzzle.level, puzzle.seed), puzzle.intro, ""]
    for label, cards in puzzle.hands:
        out.append("%s: %s" % (label, " ".join(card.label for card in cards)))
    for number, step in enumerate(puzzle.all_steps(), 1):
        exercise = step.exercise
        out.append("")
        for who, text in step.before:
            out.append("  %s%s" % ((who.capitalize() + ": ") if who else "", text))
        out.append("%d. %s" % (number, exercise.prompt))
        for fact in exercise.facts:
            out.append("   " + fact)
        if exercise.input in ("choice", "checks"):
            for value, label in exercise.choices:
                out.append("   - " + label)
        out.append("   Answer: %s" % exercise.expected)
        out.append("   Why: %s" % exercise.explanation)
        for who, text in step.after:
            out.append("  %s%s" % ((who.capitalize() + ": ") if who else "", text))
    return "\n".join(out)
