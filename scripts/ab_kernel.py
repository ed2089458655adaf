#!/usr/bin/env python3
"""A/B of the play kernel and the solver: a baseline copy of ``piquet_core`` against this one,
in one process, alternating rounds, CPU time (fair on a shared, loaded machine).

    git archive REV piquet_core scripts | tar -x -C /tmp/base
    python scripts/ab_kernel.py /tmp/base [--rounds 12] [--solver-deals 30]

The baseline package is loaded under another name beside the current one. Printed for
each: ``PlayState.play`` + ``unplay`` of one card and ``legal()`` (µs; 300 random mid-play
positions × 200), ``simulate.random_deals`` (deals/s, 5,000 a round), and the solver's CPU
seconds on the same positions from 8 and 12 cards each (no trumps; seeded deals played at
random, as ``bench_solver.py``), with whether both found the same values. Best and median
over the rounds.
"""

import argparse
import importlib
import importlib.util
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))


def load(name, root):
    """(kernel, simulate, solver, prng) of the package at ``root``, imported as ``name``."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(root, "piquet_core", "__init__.py"),
                                                  submodule_search_locations=[os.path.join(root, "piquet_core")])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return tuple(importlib.import_module(name + "." + sub) for sub in ("kernel", "simulate", "solver", "prng"))


def positions(kernel, prng):
    rng = prng.Prng(5)
    out = []
    for _ in range(300):
        pack = list(range(32))
        rng.shuffle(pack)
        n = 1 + rng.below(12)
        state = kernel.PlayState.from_hands(pack[:n], pack[n:2 * n], leader=rng.below(2), totals=(5, 3))
        if rng.below(2):
            state.play(state.legal()[0])
        out.append((state, state.legal()[0]))
    return out


def per_call_us(run, states, rounds=200):
    t0 = time.process_time()
    for _ in range(rounds):
        for state, card in states:
            run(state, card)
    return (time.process_time() - t0) / (rounds * len(states)) * 1e6


def make_unmake(state, card):
    state.play(card)
    state.unplay()


def legal(state, card):
    state.legal()


def summary(values, best=min, digits=3):
    ordered = sorted(values)
    return "best %.*f median %.*f" % (digits, best(values), digits, ordered[len(ordered) // 2])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", help="a directory holding the baseline piquet_core/")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--solver-deals", type=int, default=30, help="0: skip the solver")
    args = parser.parse_args(argv)
    sides = {"baseline": load("baseline_piquet_core", os.path.abspath(args.baseline)),
             "current": load("piquet_core", ROOT)}
    states = {tag: positions(side[0], side[3]) for tag, side in sides.items()}
    found = {tag: {"make": [], "legal": [], "deals": []} for tag in sides}
    for r in range(args.rounds):
        for tag in (("baseline", "current") if r % 2 == 0 else ("current", "baseline")):
            found[tag]["make"].append(per_call_us(make_unmake, states[tag]))
            found[tag]["legal"].append(per_call_us(legal, states[tag]))
            t0 = time.process_time()
            sides[tag][1].random_deals(5000, 3)
            found[tag]["deals"].append(5000 / (time.process_time() - t0))
    print("CPython %s, CPU time, %d alternating rounds" % (sys.version.split()[0], args.rounds))
    for tag in sides:
        row = found[tag]
        print("%-8s play + unplay µs %s | legal() µs %s | random_deals/s %s" % (
            tag, summary(row["make"]), summary(row["legal"]), summary(row["deals"], max, 0)))
    if args.solver_deals:
        import bench_solver
        from piquet_core.rules import Rules
        chosen = {8: [], 12: []}
        for seed in range(args.solver_deals):
            for size, state in bench_solver.positions(seed, Rules(), [8, 12]).items():
                chosen[size].append(state)
        for size in (8, 12):
            per_side = {tag: [side[0].PlayState(s.hands, s.leader, s.led, s.won, s.totals, s.bonus)
                              for s in chosen[size]] for tag, side in sides.items()}
            times, values = {tag: [] for tag in sides}, {}
            for r in range(4):
                for tag in (("baseline", "current") if r % 2 == 0 else ("current", "baseline")):
                    t0 = time.process_time()
                    values[tag] = [sides[tag][2].solve(s).value for s in per_side[tag]]
                    times[tag].append(time.process_time() - t0)
            print("solver from %2d cards, %d positions, CPU s per round: baseline %s | current %s | same values: %s" % (
                size, len(chosen[size]), " ".join("%.2f" % t for t in times["baseline"]),
                " ".join("%.2f" % t for t in times["current"]), values["baseline"] == values["current"]))


if __name__ == "__main__":
    main()
