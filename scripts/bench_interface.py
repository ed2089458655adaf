#!/usr/bin/env python3
"""Benchmark: the validated game interface — random deals/s, and undo()/copy() costs.

    python scripts/bench_interface.py [--deals N] [--repeats R] [--no-browser]

Random full deals through ``Deal``, best of R runs on one core, with two drivers whose
runs alternate:

- the portable driver, ``players.play_random_deal``: ``Deal.from_seed`` and the project's
  own ``Prng`` random player (the same deal on every runtime; about 40 draws of a
  pure-Python generator a deal, and the random player's own work, count in its figure);
- a driver like pyquet's runner (``bench_kernel.py --pyquet``): the pack shuffled and
  every choice made with CPython's ``random`` module (``shuffle``, ``randint``,
  ``sample``, ``choice``), the deal built from the dealt hands by the public constructor
  ``Deal(elder, younger, talon)``, and every move through the validated API only:
  ``exchange_limits``, ``legal_actions`` in the dialogue, ``legal_cards`` in the play,
  ``do``. CPython only; it measures the API more than the random player.

Then the cost of ``copy()`` and of a ``do()`` + ``undo()`` pair at five points of a
deal (start, after the exchange, in the declarations, mid-play, last trick), each the
best mean of 5 batches of 2,000. The same random deals are also timed on MicroPython
(Node + the pinned wasm) and on Pyodide in headless Chromium (a worker), in the same run. Targets (issue 7): >= 5,000 deals/s; undo and copy
<= 10 µs at any point. Prints figures only; it asserts nothing.
"""

import argparse
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from piquet_core.actions import Exchange, play_of  # noqa: E402
from piquet_core.cards import PACK  # noqa: E402
from piquet_core.deal import EXCHANGE, PLAY, Deal  # noqa: E402
from piquet_core.players import play_random_deal, random_action  # noqa: E402
from piquet_core.prng import Prng  # noqa: E402


def play_stdlib_random_deal(rng):
    """One random deal through the validated API, its randomness from ``rng`` (a
    ``random.Random``), as pyquet's runner draws it: the pack shuffled, the exchanges'
    counts by ``randint`` and their cards by ``sample``, every other choice by ``choice``."""
    pack = list(PACK)
    rng.shuffle(pack)
    deal = Deal(pack[:12], pack[12:24], pack[24:])
    while not deal.is_over:
        phase = deal.phase
        if phase == PLAY:
            deal.do(play_of(rng.choice(deal.legal_cards())))
        elif phase == EXCHANGE:
            seat = deal.to_act
            fewest, most = deal.exchange_limits(seat)
            deal.do(Exchange(tuple(rng.sample(deal.hands[seat], rng.randint(fewest, most))), None))
        else:
            deal.do(rng.choice(deal.legal_actions()))
    return deal


def portable_run(run, deals):
    for seed in range(run * deals, (run + 1) * deals):
        play_random_deal(seed)


def stdlib_run(run, deals):
    rng = random.Random(run)
    for _ in range(deals):
        play_stdlib_random_deal(rng)


def deals_per_second(deals, repeats, runners=(portable_run,)):
    """Deals/s of each runner (best of ``repeats`` runs of ``deals``), their runs alternating."""
    for runner in runners:
        runner(1000, 20)
    best = [None] * len(runners)
    for run in range(repeats):
        for at, runner in enumerate(runners):
            start = time.perf_counter()
            runner(run, deals)
            elapsed = time.perf_counter() - start
            best[at] = elapsed if best[at] is None else min(best[at], elapsed)
    rates = [deals / elapsed for elapsed in best]
    return rates if len(runners) > 1 else rates[0]


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
    rate, stdlib_rate = deals_per_second(args.deals, args.repeats, (portable_run, stdlib_run))
    print("validated API, CPython %s: %.0f random deals/s (best of %d runs of %d; target 5,000: %s)" % (
        sys.version.split()[0], rate, args.repeats, args.deals, "met" if rate >= 5000 else "NOT MET"))
    print("  (driver: players.play_random_deal, Deal.from_seed and the portable Prng random player)")
    print("validated API, CPython %s, pyquet-like driver: %.0f random deals/s (best of %d runs of %d; "
          "target 5,000: %s)" % (sys.version.split()[0], stdlib_rate, args.repeats, args.deals,
                                 "met" if stdlib_rate >= 5000 else "NOT MET"))
    print("  (driver: CPython's random module shuffles and chooses; Deal(hands) and legal_actions/"
          "legal_cards/exchange_limits/do only)")
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
