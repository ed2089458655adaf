#!/usr/bin/env python3
"""Benchmark: the double-dummy solver in Pyodide in headless Chromium (a worker).

    python scripts/bench_solver_browser.py [--deals N]     (python build.py first)

Each seeded deal is played by random legal actions to 8 cards each, then solved once;
the first solve includes building the solver's tables. Prints median, p95 and max in ms.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from pyodide_browser import run  # noqa: E402

CODE = """
import time
from piquet_core.deal import Deal
from piquet_core.players import random_action
from piquet_core.prng import Prng
from piquet_core.solver import solve
times = []
for seed in range(%(deals)d):
    deal = Deal.from_seed(seed)
    rng = Prng(seed)
    while not (deal.phase == "play" and len(deal.tricks) == 4 and not deal.current):
        deal.do(random_action(deal, rng))
    start = time.perf_counter()
    solve(deal)
    times.append((time.perf_counter() - start) * 1000)
rest = sorted(times[1:])
print("Pyodide solver from 8 cards, %(deals)d deals: first (tables built) %%.0f ms; others median %%.1f ms, "
      "p95 %%.1f ms, max %%.1f ms" %% (times[0], rest[len(rest) // 2], rest[max(0, int(len(rest) * 0.95) - 1)], rest[-1]))
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    args = parser.parse_args()
    for line in run(CODE % {"deals": max(2, args.deals)}):
        print(line)


if __name__ == "__main__":
    main()
