#!/usr/bin/env python3
"""Time the expert's decisions in Pyodide, in a Web Worker of headless Chromium, as the
practice table runs it; and the same deals in CPython for comparison.

    python scripts/bench_opponent_browser.py [--deals N] [--seed S] [--cpython-only]

Serves the built site (``python build.py`` first: Pyodide comes from its
``vendor/pyodide/``) on a free loopback port; the engine is the working tree's
``piquet_core`` (with ``opponent`` and ``solver``), zipped afresh and served beside it, so
the figures are those of the code as it stands. The worker plays N seeded deals, the
expert (``make_player("expert", seed)``: its default budget for the browser) against the
club player, and times every expert decision, after ``opponent.warm_up()`` (the solver's
tables, built once when the worker starts; timed apart). Prints one JSON line per runtime:
{"runtime", "deals", "decisions", "p50", "p95", "max", "warm_up_ms", "by_phase"} (ms).
Nothing leaves the origin.
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

# The timing loop, the same text in CPython and in Pyodide.
DRIVER = r'''
import json, time
from piquet_core.deal import Deal
from piquet_core.players import make_player
from piquet_core.opponent.match import pair_seed

def _pct(values, q):
    values = sorted(values)
    i = int(q * len(values) + 0.999999) - 1
    return round(values[min(len(values) - 1, max(0, i))], 1)

def bench(runtime, deals, seed):
    from piquet_core.opponent import warm_up
    start = time.perf_counter()
    warm_up()
    warm = round((time.perf_counter() - start) * 1000.0, 1)
    times, phases = [], {}
    for i in range(deals):
        deal = Deal.from_seed(pair_seed(seed, i))
        expert_seat = i % 2
        players = [None, None]
        players[expert_seat] = make_player("expert", i * 2 + 1)
        players[1 - expert_seat] = make_player("club", i * 2 + 2)
        while not deal.is_over:
            s = deal.to_act
            view = deal.view(s)
            start = time.perf_counter()
            action = players[s].choose(view)
            ms = (time.perf_counter() - start) * 1000.0
            if s == expert_seat:
                times.append(ms)
                phases.setdefault(deal.phase, []).append(ms)
            deal.do(action, s)
    by_phase = {}
    for name in phases:
        by_phase[name] = {"n": len(phases[name]), "p50": _pct(phases[name], 0.5), "p95": _pct(phases[name], 0.95),
                          "max": round(max(phases[name]), 1)}
    print(json.dumps({"runtime": runtime, "deals": deals, "decisions": len(times), "p50": _pct(times, 0.5),
                      "p95": _pct(times, 0.95), "max": round(max(times), 1), "warm_up_ms": warm, "by_phase": by_phase}))
'''

def in_browser(deals, seed, timeout):
    """The bench run in Pyodide in a Chromium worker, on the working tree's engine."""
    from pyodide_browser import engine_zip, run
    code = DRIVER + "\nbench('pyodide (chromium worker)', %d, %d)\n" % (deals, seed)
    return [line for line in run(code, timeout, engine=engine_zip()) if not line.startswith("# pyodide ready")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=3600)
    parser.add_argument("--cpython-only", action="store_true")
    parser.add_argument("--browser-only", action="store_true")
    args = parser.parse_args()
    if not args.browser_only:
        scope = {}
        exec(DRIVER, scope)
        scope["bench"]("cpython", args.deals, args.seed)
        sys.stdout.flush()
    if not args.cpython_only:
        for line in in_browser(args.deals, args.seed, args.timeout):
            print(line)


if __name__ == "__main__":
    main()
