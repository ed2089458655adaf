#!/usr/bin/env python3
"""Benchmark: CPU instructions per random full deal, counted by valgrind (callgrind).

    python scripts/count_instructions.py [--deals N] [--warm N] [--pyquet PATH] [--only NAME,...]

Deals per second on this shared machine move by 10-50% from one run to the next (other
jobs share its two cores), and the machine under the project changes between sessions:
the same deals measured 4,241/s on one and 1,630/s on another. An instruction count does
not move with the load, so ratios between drivers stay comparable. Each driver runs in
a fresh CPython under ``valgrind --tool=callgrind`` twice, after the same warm-up: once
playing 1 deal, once 1 + N; the difference over N is its instructions per deal (start-up,
imports and warm-up cancel out). Drivers (the very functions ``bench_kernel.py`` and
``bench_interface.py`` time):

- ``api``: ``players.play_random_deal``, the validated Deal and the portable Prng player;
- ``api-stdlib``: the validated API driven as pyquet's runner is (CPython's ``random``
  module shuffles and chooses; ``bench_interface.play_stdlib_random_deal``);
- ``kernel``: ``simulate.random_deals``, the play kernel;
- ``pyquet`` (with ``--pyquet PATH``): random deals through that pyquet checkout.

Instructions are not time (a cache miss costs more than an add), so the deals/s
benchmarks stay the measure of the targets; this one says whether a change made the
work smaller, and how the engines compare, on any machine. Prints figures only.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

DRIVER = r"""
import sys
sys.path.insert(0, %(root)r)
sys.path.insert(0, %(scripts)r)
which, count, warm = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
if which == "api":
    from bench_kernel import deal_api_deals as run
elif which == "api-stdlib":
    from bench_interface import stdlib_run as run
elif which == "kernel":
    from bench_kernel import kernel_deals as run
else:
    from bench_kernel import pyquet_runner
    run = pyquet_runner(%(pyquet)r)
run(10 ** 6, warm)
run(0, count)
"""

DRIVERS = ("api", "api-stdlib", "kernel", "pyquet")


def collected(script, which, count, warm):
    """Instructions callgrind counted for one run of the driver script."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, sys.executable, script,
                               which, str(count), str(warm)], capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or found is None:
        raise RuntimeError("%s: valgrind failed: %s" % (which, proc.stderr[-1500:]))
    return int(found.group(1))


def per_deal(script, which, deals, warm):
    return (collected(script, which, 1 + deals, warm) - collected(script, which, 1, warm)) / deals


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals counted per driver (default 200)")
    parser.add_argument("--warm", type=int, default=300, help="warm-up deals before counting (default 300)")
    parser.add_argument("--pyquet", metavar="PATH", help="a checkout of github.com/subsetpark/pyquet")
    parser.add_argument("--only", help="comma-separated drivers: " + ", ".join(DRIVERS))
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: nothing counted")
        return 1
    names = args.only.split(",") if args.only else [name for name in DRIVERS if name != "pyquet" or args.pyquet]
    unknown = [name for name in names if name not in DRIVERS]
    if unknown or ("pyquet" in names and not args.pyquet):
        parser.error("unknown driver %s, or pyquet without --pyquet PATH" % ", ".join(unknown or ["pyquet"]))
    counts = {}
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "driver.py")
        with open(script, "w") as handle:
            handle.write(DRIVER % {"root": ROOT, "scripts": os.path.join(ROOT, "scripts"),
                                   "pyquet": os.path.abspath(args.pyquet) if args.pyquet else ""})
        print("CPython %s under callgrind; instructions per random full deal (%d deals after %d warm-up)" % (
            sys.version.split()[0], args.deals, args.warm))
        for name in names:
            counts[name] = per_deal(script, name, args.deals, args.warm)
            print("  %-11s %12.0f" % (name, counts[name]))
    if "pyquet" in counts:
        for name in names:
            if name != "pyquet":
                print("pyquet / %s: %.2f (how many times fewer instructions than pyquet)" % (
                    name, counts["pyquet"] / counts[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
