#!/usr/bin/env python3
"""Benchmark: the validated game interface — random deals/s, and undo()/copy() costs.

    python scripts/bench_interface.py [--deals N] [--repeats R] [--no-browser]

Random full deals through ``Deal`` (``players.play_random_deal``, best of R runs on one
core) and the cost of ``copy()`` and of a ``do()`` + ``undo()`` pair at five points of a
deal (start, after the exchange, in the declarations, mid-play, last trick), each the
best mean of 5 batches of 2,000. The same random deals are also timed on MicroPython
(Node + the pinned wasm) and on Pyodide in headless Chromium (a worker), in the same run. Targets (issue 7): >= 5,000 deals/s; undo and copy
<= 10 µs at any point. Prints figures only; it asserts nothing.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from piquet_core.deal import Deal  # noqa: E402
from piquet_core.players import play_random_deal, random_action  # noqa: E402
from piquet_core.prng import Prng  # noqa: E402


def deals_per_second(deals, repeats):
    for seed in range(20):
        play_random_deal(seed)
    best = None
    for run in range(repeats):
        start = time.perf_counter()
        for seed in range(run * deals, (run + 1) * deals):
            play_random_deal(seed)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return deals / best


def points_of_a_deal(seed):
    """(label, deal) at five points of one random deal."""
    deal = Deal.from_seed(seed)
    rng = Prng(seed)
    found = [("start", deal.copy())]
    while not deal.is_over:
        if deal.phase == "declaration" and len(found) == 1:
            found.append(("after the exchange", deal.copy()))
        if deal.phase == "declaration" and deal.class_index == 1 and len(found) == 2:
            found.append(("declarations", deal.copy()))
        if deal.phase == "play" and len(deal.tricks) == 6 and len(found) == 3:
            found.append(("mid-play", deal.copy()))
        if deal.phase == "play" and len(deal.tricks) == 11 and len(found) == 4:
            found.append(("last trick", deal.copy()))
        deal.do(random_action(deal, rng))
    return found


def micro(func, count=2000, batches=5):
    best = None
    for _ in range(batches):
        start = time.perf_counter()
        for _ in range(count):
            func()
        per = (time.perf_counter() - start) / count * 1e6
        best = per if best is None else min(best, per)
    return best


def undo_alone(deal, action, count=2000, batches=5):
    """µs of undo() alone: each batch undoes ``count`` prepared copies that just did ``action``."""
    best = None
    for _ in range(batches):
        ready = []
        for _ in range(count):
            twin = deal.copy()
            twin.do(action)
            ready.append(twin)
        start = time.perf_counter()
        for twin in ready:
            twin.undo()
        per = (time.perf_counter() - start) / count * 1e6
        best = per if best is None else min(best, per)
    return best


PYODIDE_CODE = """
import time
from piquet_core.players import play_random_deal
for seed in range(10):
    play_random_deal(seed)
best = None
for run in range(3):
    start = time.perf_counter()
    for seed in range(run * %(deals)d, (run + 1) * %(deals)d):
        play_random_deal(seed)
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print("RATE %%.1f" %% (%(deals)d / best))
"""


def other_runtimes(cpython_rate, deals):
    """MicroPython (Node) and Pyodide (Chromium) deals/s, with their ratio to CPython."""
    from bench_engine import bench_micropython
    rate, detail = bench_micropython(deals, 3)
    if rate is None:
        print("MicroPython: not measured (%s)" % detail)
    else:
        print("validated API, MicroPython 1.28 (Node): %.0f deals/s (best of 3 runs of %d); CPython/MicroPython %.1fx" % (
            rate, deals, cpython_rate / rate))
    try:
        from pyodide_browser import engine_zip, run
        # the working tree's engine, not whichever the site was last built with
        lines = run(PYODIDE_CODE % {"deals": deals}, engine=engine_zip())
    except Exception as error:  # no site built, no Chromium: say so, never invent a figure
        print("Pyodide: not measured (%s)" % str(error).splitlines()[0])
        return
    rate = float([line for line in lines if line.startswith("RATE ")][0].split()[1])
    print("validated API, Pyodide in Chromium (worker): %.0f deals/s (best of 3 runs of %d); CPython/Pyodide %.1fx" % (
        rate, deals, cpython_rate / rate))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--no-browser", action="store_true", help="skip MicroPython and Pyodide")
    args = parser.parse_args(argv)
    rate = deals_per_second(args.deals, args.repeats)
    print("validated API, CPython %s: %.0f random deals/s (best of %d runs of %d; target 5,000: %s)" % (
        sys.version.split()[0], rate, args.repeats, args.deals, "met" if rate >= 5000 else "NOT MET"))
    if not args.no_browser:
        other_runtimes(rate, max(50, args.deals // 10))
    print("%-20s %10s %10s %14s" % ("point of the deal", "copy() µs", "undo() µs", "do+undo µs"))
    worst = 0.0
    for label, deal in points_of_a_deal(3):
        action = random_action(deal, Prng(1))

        def do_undo():
            deal.do(action)
            deal.undo()
        copy_us = micro(deal.copy)
        undo_us = undo_alone(deal, action)
        pair_us = micro(do_undo)
        worst = max(worst, copy_us, undo_us)
        print("%-20s %10.2f %10.2f %14.2f" % (label, copy_us, undo_us, pair_us))
    print("worst of copy() and undo(): %.2f µs (target <= 10 µs each)" % worst)


if __name__ == "__main__":
    main()
