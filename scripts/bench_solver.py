#!/usr/bin/env python3
"""Benchmark: exact double-dummy solves from 8 and from 12 cards each.

    python scripts/bench_solver.py [--deals N] [--seed S] [--rules R] [--cards 8,12] [--trumps] [--micropython]

Each seeded deal is brought to the play by random legal actions (``players.random_action``),
then solved (``solver.solve``) from the first lead (12 cards each: the whole play) and, after
random legal plays, from a trick boundary with 8 cards each. Printed per starting point:
median, 95th percentile and slowest time (wall clock, and this process's CPU time, since the
machine is shared), median and largest node counts (cards played in the search), and how
many positions still had a pique open. The one-time table build is timed apart.
Targets (issue 7): from 8 cards median <= 25 ms and max <= 250 ms; from 12 median <= 1 s.
``--micropython`` also solves the first few 8-card positions under MicroPython 1.28 (Node)
and prints their median (a note on portability, not a target).
``--trumps`` then solves the very same positions again with a trump suit (CardParade's
trump mode): elder's longest suit as the deal stands (most cards, then most pips), as
a player naming trumps would choose; the no-trump and trump lines come from one run.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from piquet_core import kernel, solver  # noqa: E402
from piquet_core.deal import Deal  # noqa: E402
from piquet_core.players import random_action  # noqa: E402
from piquet_core.prng import Prng  # noqa: E402
from piquet_core.rules import Rules  # noqa: E402
from piquet_core.suitmasks import POINT_KEY  # noqa: E402

TARGETS = {8: (25.0, 250.0), 12: (1000.0, None)}  # (median, max) in ms


def positions(seed, rules, sizes):
    """{cards each: PlayState} for one seeded deal played at random."""
    deal = Deal.from_seed(seed, rules)
    rng = Prng(seed)
    while deal.phase != "play":
        deal.do(random_action(deal, rng))
    found = {}
    for size in sorted(sizes, reverse=True):
        while len(deal.hands[1]) > size or deal.current:
            deal.do(random_action(deal, rng))
        found[size] = kernel.from_deal(deal)
    return found


def with_trumps(state):
    """The same position with elder's longest suit (then the most pips) trumps."""
    best = max(range(4), key=lambda suit: (POINT_KEY[state.hands[suit]], -suit))
    return kernel.PlayState(state.hands, state.leader, state.led, state.won, state.totals, state.bonus,
                            state.rules, trumps=best)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def median(values):
    return percentile(values, 0.5)


MP_SNIPPET = """
import json, time
from piquet_core import kernel, solver
from piquet_core.rules import Rules
rules = Rules.parse(%r)
out = []
for elder, younger, leader, won, totals, bonus in %r:
    state = kernel.PlayState.from_hands(elder, younger, leader=leader, won=won, totals=totals,
                                        bonus=tuple(bonus) if bonus else None, rules=rules)
    t0 = time.ticks_ms()
    value = solver.solve(state).value
    out.append([value, time.ticks_diff(time.ticks_ms(), t0)])
print(json.dumps(out))
"""


def micropython_solves(states, rules):
    """(values, ms) of solving ``states`` under MicroPython, or (None, why)."""
    if shutil.which("node") is None:
        return None, "node is not installed"
    data = [([kernel.card_code(c) for c in s.hand(0)], [kernel.card_code(c) for c in s.hand(1)], s.leader,
             list(s.won), list(s.totals), list(s.bonus) if s.bonus else None) for s in states]
    runner = os.path.join(ROOT, "tests", "portability", "run_snippet.mjs")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(MP_SNIPPET % (rules.to_text(), data))
    try:
        proc = subprocess.run(["node", runner, handle.name], cwd=ROOT, capture_output=True, text=True, timeout=1200)
    finally:
        os.unlink(handle.name)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines or "fatal" in lines[-1]:
        return None, (proc.stdout + proc.stderr)[-2000:]
    return json.loads(lines[-1]), None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60, help="seeded deals (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--rules", default="rubicon", help='e.g. "rubicon +old_count"')
    parser.add_argument("--cards", default="8,12", help="cards each at the start of the solve (default 8,12)")
    parser.add_argument("--micropython", action="store_true", help="also a few 8-card solves under MicroPython")
    parser.add_argument("--trumps", action="store_true",
                        help="also the same positions with elder's longest suit trumps")
    parser.add_argument("--mp-positions", type=int, default=5)
    args = parser.parse_args(argv)
    rules = Rules.parse(args.rules)
    sizes = [int(word) for word in args.cards.split(",")]

    t0 = time.perf_counter()
    solver.solve(kernel.PlayState.from_hands("AS 7H", "KS 8H", won=(5, 5), totals=(1, 1), rules=rules))
    print("CPython %s, one core, %s; tables built in %.0f ms (once per process)" % (
        sys.version.split()[0], rules.to_text(), (time.perf_counter() - t0) * 1000))
    states = {size: [] for size in sizes}
    for seed in range(args.seed, args.seed + args.deals):
        for size, state in positions(seed, rules, sizes).items():
            states[size].append(state)
    runs = [("", size, states[size]) for size in sizes]
    if args.trumps:
        runs += [(" with trumps", size, [with_trumps(state) for state in states[size]]) for size in sizes]
    for label, size, chosen in runs:
        wall, cpu, nodes, live = [], [], [], 0
        for state in chosen:
            live += state.bonus is None and 0 in state.totals
            c0 = time.process_time()
            found = solver.solve(state)
            cpu.append((time.process_time() - c0) * 1000)
            wall.append(found.ms)
            nodes.append(found.nodes)
        goal_median, goal_max = TARGETS.get(size, (None, None))
        misses = []
        if goal_median is not None and median(wall) > goal_median:
            misses.append("median above %g ms" % goal_median)
        if goal_max is not None and max(wall) > goal_max:
            misses.append("max above %g ms" % goal_max)
        print("from %2d cards each%s, %d deals: wall ms median %.1f, p95 %.1f, max %.1f | CPU ms median %.1f, "
              "p95 %.1f, max %.1f | nodes median %d, max %d | pique open in %d%s" % (
                  size, label, len(wall), median(wall), percentile(wall, 0.95), max(wall), median(cpu),
                  percentile(cpu, 0.95), max(cpu), median(nodes), max(nodes), live,
                  ("  MISSES: " + ", ".join(misses)) if misses else ""))
        if goal_median is not None:
            print("   target median %g ms: measured median is %.3f of it" % (goal_median, median(wall) / goal_median))
    if args.micropython and 8 in states:
        chosen = states[8][:args.mp_positions]
        report, why = micropython_solves(chosen, rules)
        if report is None:
            print("MicroPython: not measured: %s" % why)
        else:
            same = [value for value, _ in report] == [solver.solve(s).value for s in chosen]
            print("MicroPython 1.28 (wasm, Node), first %d positions from 8 cards: median %.0f ms, max %.0f ms "
                  "(the first includes building the tables); same values as CPython: %s" % (
                      len(report), median([ms for _, ms in report]), max(ms for _, ms in report), same))


if __name__ == "__main__":
    main()
