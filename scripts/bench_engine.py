#!/usr/bin/env python3
"""Benchmark: random full deals per second with random legal players.

    python scripts/bench_engine.py [--deals N] [--mp-deals N] [--repeats R] [--profile] [--no-micropython]

CPython: ``play_random_deal`` over N consecutive seeds, best of R runs, one core.
MicroPython: the same through Node and the pinned wasm (tests/portability/run_micropython.mjs
in bench mode), timed around each run in JS. Prints both figures and their ratio.
``--profile`` adds a cProfile of one CPython run (top functions by own time).
Target (issue 2): >= 3,000 deals/s in CPython on one core.
"""

import argparse
import cProfile
import io
import json
import os
import pstats
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from piquet_core.players import play_random_deal  # noqa: E402

RUNNER = os.path.join(ROOT, "tests", "portability", "run_micropython.mjs")
TARGET = 3000


def play(start, count):
    for seed in range(start, start + count):
        play_random_deal(seed)


def bench_cpython(deals, repeats):
    play(0, 20)  # warm up
    times = []
    for i in range(repeats):
        t0 = time.perf_counter()
        play(i * deals, deals)
        times.append(time.perf_counter() - t0)
    return deals / min(times), times


def bench_micropython(deals, repeats):
    if shutil.which("node") is None:
        return None, "node is not installed"
    proc = subprocess.run(["node", RUNNER, "bench", str(deals), str(repeats)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        return None, (proc.stdout + proc.stderr)[-2000:]
    report = json.loads(lines[-1])
    if "fatal" in report:
        return None, report["fatal"]
    return deals / min(report["seconds"]), report["seconds"]


def profile(deals, top):
    profiler = cProfile.Profile()
    profiler.enable()
    play(0, deals)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="CPython deals per run (default 2000)")
    parser.add_argument("--mp-deals", type=int, default=300, help="MicroPython deals per run (default 300)")
    parser.add_argument("--repeats", type=int, default=3, help="runs; the best counts (default 3)")
    parser.add_argument("--profile", action="store_true", help="also cProfile one CPython run")
    parser.add_argument("--top", type=int, default=20, help="functions shown by --profile")
    parser.add_argument("--no-micropython", action="store_true")
    args = parser.parse_args(argv)

    rate, times = bench_cpython(args.deals, args.repeats)
    print("CPython %s: %.0f deals/s (best of %d runs of %d deals: %s s)%s" % (
        sys.version.split()[0], rate, args.repeats, args.deals, ", ".join("%.3f" % t for t in times),
        "" if rate >= TARGET else "  BELOW TARGET %d" % TARGET))
    if not args.no_micropython:
        mp_rate, detail = bench_micropython(args.mp_deals, args.repeats)
        if mp_rate is None:
            print("MicroPython: not measured: %s" % detail)
        else:
            print("MicroPython 1.28 (wasm, Node %s): %.0f deals/s (best of %d runs of %d deals: %s s)" % (
                subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip(),
                mp_rate, args.repeats, args.mp_deals, ", ".join("%.3f" % t for t in detail)))
            print("ratio CPython / MicroPython: %.2f" % (rate / mp_rate))
    if args.profile:
        print()
        print(profile(min(args.deals, 1000), args.top))


if __name__ == "__main__":
    main()
