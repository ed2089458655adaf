"""The ``match`` command: two levels play mirrored pairs of deals (CPython only).

    python -m piquet_core match A B --pairs N --seed S [--rules R] [--json]

Glossary:
    mirrored pair: one seeded deal played twice, the seats swapped; the side with more
                   points over the two plays wins the pair (equal: a draw).
    a_score_rate:  (pairs A won + half the draws) / pairs; ``ci95`` its 95% Wilson score
                   interval (see ``piquet_core.opponent.match``).
    points_per_pair: A's mean point margin per pair.
    decision_ms:   each side's decision times: median, 95th percentile, slowest.

A and B are level names (``random``, ``beginner``, ``club``, ``expert``), optionally with
options: ``expert:budget_ms=200`` or ``expert:samples=20``. Bad arguments exit with
status 2 and one line saying what is wrong.
"""

import argparse
import json

from .errors import PiquetError
from .prng import parse_seed
from .rules import Rules

KEYS = ("pairs", "a_wins", "b_wins", "draws", "a_score_rate", "points_per_pair", "ci95", "decision_ms")


def _pairs(text):
    if not text.strip().isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError("--pairs must be a whole number of pairs, 1 or more, not %r" % text)
    return int(text)


def _seed(text):
    try:
        return parse_seed(text)
    except PiquetError as error:
        raise argparse.ArgumentTypeError(str(error))


def _rules(text):
    try:
        return Rules.parse(text)
    except PiquetError as error:
        raise argparse.ArgumentTypeError(str(error))


def add_commands(subparsers):
    """Add ``match`` to the command line's subparsers; its handler is ``args.handler``."""
    match = subparsers.add_parser("match", help="two levels play mirrored pairs of seeded deals")
    match.add_argument("a", help="side A: a level, e.g. expert or expert:budget_ms=200")
    match.add_argument("b", help="side B: a level")
    match.add_argument("--pairs", type=_pairs, default=100, help="pairs of deals (each played twice)")
    match.add_argument("--seed", type=_seed, default=0)
    match.add_argument("--rules", type=_rules, default=Rules(), help='e.g. "rubicon +old_count"')
    match.add_argument("--json", action="store_true", help="print the result as one JSON object")
    match.set_defaults(handler=command_match)
    return match


def command_match(args):
    from .opponent.match import make_level, run_match
    for spec in (args.a, args.b):
        make_level(spec, 0)  # an unknown level or option fails here, before any deal
    result = run_match(args.a, args.b, args.pairs, args.seed, args.rules)
    result = dict((key, result[key]) for key in KEYS)
    if args.json:
        return json.dumps(result)
    lines = ["%s against %s: %d mirrored pairs (seed %d, %s)" % (args.a, args.b, args.pairs, args.seed,
                                                                  args.rules.to_text()),
             "  A wins %(a_wins)d, B wins %(b_wins)d, draws %(draws)d" % result,
             "  A's score rate %.3f (95%% interval %.3f to %.3f)" % (result["a_score_rate"], result["ci95"][0],
                                                                    result["ci95"][1]),
             "  A's points per pair %+.2f" % result["points_per_pair"]]
    for side in ("A", "B"):
        times = result["decision_ms"][side]
        lines.append("  %s decides in %.2f ms (median), %.2f ms (95%%), %.2f ms at most" % (
            side, times["p50"], times["p95"], times["max"]))
    return "\n".join(lines)
