#!/usr/bin/env python3
"""Benchmark: random full deals per second through the play kernel, beside the validated Deal.

    python scripts/bench_kernel.py [--deals N] [--deal-api-deals N] [--repeats R]
                                   [--pyquet PATH] [--micropython] [--also-rules R]

Every figure is measured in the same run, side by side (the machine is shared and noisy):

- kernel: ``simulate.random_deals`` (shuffle, random exchange, honest declarations, random
  legal play) over N deals, best of R runs, CPython, one core;
- Deal API: ``players.play_random_deal`` over consecutive seeds (the validated state
  machine with random legal players), best of R runs; then the ratio;
- Deal API, pyquet-like driver: the same validated API with its randomness from CPython's
  ``random`` module, as pyquet's runner draws it (``bench_interface.stdlib_run``): the
  portable driver's pure-Python generator is about a third of its instructions
  (``count_instructions.py``), a cost pyquet's runner does not pay;
- make/unmake: ``PlayState.play`` + ``unplay`` of one card, and ``legal()``, in µs;
- ``--pyquet PATH``: random full deals through the pyquet engine checked out at PATH
  (github.com/subsetpark/pyquet, the reference engine; nothing of it is copied here):
  its ``Deal`` dealt, random exchanges, its ``score_declarations``, random legal tricks
  through its ``play_trick``;
- ``--micropython``: the kernel's random deals under MicroPython 1.28 (the wasm the site
  ships, through Node);
- ``--also-rules R``: the kernel's random deals under those rules too, right after the
  default's (e.g. ``cardparade``: the trump mode).
Targets (issue 7): >= 25,000 kernel deals/s and >= 5,000 deals/s through the validated
API in CPython.
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "scripts"))

from piquet_core import kernel, simulate  # noqa: E402
from piquet_core.players import play_random_deal  # noqa: E402
from piquet_core.prng import Prng  # noqa: E402

TARGET = 25000
API_TARGET = 5000


def best_rate(run, count, repeats):
    """(best deals/s, the times of every run): ``run(start, count)`` plays ``count`` deals."""
    run(10 ** 6, max(1, count // 20))  # warm up
    times = []
    for i in range(repeats):
        t0 = time.perf_counter()
        run(i * count, count)
        times.append(time.perf_counter() - t0)
    return count / min(times), times


def kernel_deals(start, count):
    simulate.random_deals(count, start)


def deal_api_deals(start, count):
    for seed in range(start, start + count):
        play_random_deal(seed)


def make_unmake_us(positions=300, rounds=200):
    """µs per play + unplay of one card, and per legal(), over random mid-play positions."""
    rng = Prng(5)
    states = []
    for _ in range(positions):
        pack = list(range(32))
        rng.shuffle(pack)
        n = 1 + rng.below(12)
        state = kernel.PlayState.from_hands(pack[:n], pack[n:2 * n], leader=rng.below(2), totals=(5, 3))
        if rng.below(2):
            state.play(state.legal()[0])
        states.append((state, state.legal()[0]))
    t0 = time.perf_counter()
    for _ in range(rounds):
        for state, card in states:
            state.play(card)
            state.unplay()
    make = (time.perf_counter() - t0) / (rounds * positions) * 1e6
    t0 = time.perf_counter()
    for _ in range(rounds):
        for state, card in states:
            state.legal()
    legal = (time.perf_counter() - t0) / (rounds * positions) * 1e6
    return make, legal


# ----- pyquet (optional) -------------------------------------------------------------------------

def pyquet_runner(path):
    """A function (start, count) playing random full deals through pyquet's own engine."""
    sys.path.insert(0, os.path.abspath(path))
    from core import game  # pyquet's module, from its checkout

    class RandomPlayer(game.Player):
        def draw(self, cards):
            for card in cards:
                self.hand[card.hash()] = card

    def run(start, count):
        random.seed(start)
        one, two = RandomPlayer("one"), RandomPlayer("two")
        partie = game.Partie(one, two)
        for _ in range(count):
            partie.deals = []
            deal = partie.new_deal()
            deal.deal()
            elder, younger = deal.elder, deal.younger
            deal.exchange(elder, random.sample(list(elder.hand.values()), random.randint(1, 5)))
            deal.exchange(younger, random.sample(list(younger.hand.values()), random.randint(0, len(deal.deck))))
            deal.score_declarations()
            lead = elder
            while lead.hand:
                follow = younger if lead is elder else elder
                lead_card = random.choice(list(lead.hand.values()))
                same = follow.get_suit(lead_card.suit)
                follow_card = random.choice(same if same else list(follow.hand.values()))
                lead = deal.play_trick({"player": lead, "card": lead_card},
                                       {"player": follow, "card": follow_card})["winner"]
    return run


# ----- MicroPython (optional) ----------------------------------------------------------------------

MP_SNIPPET = """
import json, time
from piquet_core import simulate
simulate.random_deals(20, 1)
times = []
for i in range(%d):
    t0 = time.ticks_ms()
    simulate.random_deals(%d, i)
    times.append(time.ticks_diff(time.ticks_ms(), t0) / 1000)
print(json.dumps({"seconds": times}))
"""


def micropython_rate(deals, repeats):
    if shutil.which("node") is None:
        return None, "node is not installed"
    runner = os.path.join(ROOT, "tests", "portability", "run_snippet.mjs")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as handle:
        handle.write(MP_SNIPPET % (repeats, deals))
    try:
        proc = subprocess.run(["node", runner, handle.name], cwd=ROOT, capture_output=True, text=True, timeout=600)
    finally:
        os.unlink(handle.name)
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or not lines:
        return None, (proc.stdout + proc.stderr)[-2000:]
    report = json.loads(lines[-1])
    if "fatal" in report:
        return None, report["fatal"]
    return deals / min(report["seconds"]), report["seconds"]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000, help="kernel deals per run (default 20000)")
    parser.add_argument("--deal-api-deals", type=int, default=1000, help="Deal API deals per run (default 1000)")
    parser.add_argument("--repeats", type=int, default=3, help="runs; the best counts (default 3)")
    parser.add_argument("--pyquet", metavar="PATH", help="a checkout of github.com/subsetpark/pyquet")
    parser.add_argument("--pyquet-deals", type=int, default=1000, help="pyquet deals per run (default 1000)")
    parser.add_argument("--micropython", action="store_true", help="also the kernel under MicroPython (Node)")
    parser.add_argument("--mp-deals", type=int, default=300, help="MicroPython kernel deals per run")
    parser.add_argument("--also-rules", metavar="R",
                        help='also the kernel\'s deals under these rules, e.g. "cardparade"')
    args = parser.parse_args(argv)

    print("CPython %s, one core; best of %d runs each" % (sys.version.split()[0], args.repeats))
    rate, times = best_rate(kernel_deals, args.deals, args.repeats)
    print("kernel random full deals:  %8.0f deals/s  (runs of %d: %s s)%s" % (
        rate, args.deals, ", ".join("%.3f" % t for t in times), "" if rate >= TARGET else "  BELOW TARGET %d" % TARGET))
    if args.also_rules:
        from piquet_core.rules import Rules
        other = Rules.parse(args.also_rules)
        other_rate, times = best_rate(lambda start, count: simulate.random_deals(count, start, other), args.deals,
                                      args.repeats)
        print("kernel random full deals, %s: %8.0f deals/s  (runs of %d: %s s)" % (
            other.to_text(), other_rate, args.deals, ", ".join("%.3f" % t for t in times)))
    api, times = best_rate(deal_api_deals, args.deal_api_deals, args.repeats)
    print("Deal API (play_random_deal): %6.0f deals/s  (runs of %d: %s s)" % (
        api, args.deal_api_deals, ", ".join("%.3f" % t for t in times)))
    print("ratio kernel / Deal API: %.1f" % (rate / api))
    from bench_interface import stdlib_run
    like, times = best_rate(stdlib_run, args.deal_api_deals, args.repeats)
    print("Deal API, pyquet-like driver: %6.0f deals/s  (runs of %d: %s s)%s" % (
        like, args.deal_api_deals, ", ".join("%.3f" % t for t in times),
        "" if like >= API_TARGET else "  BELOW TARGET %d" % API_TARGET))
    make, legal = make_unmake_us()
    print("PlayState play + unplay of one card: %.2f µs; legal(): %.2f µs" % (make, legal))
    if args.pyquet:
        pyquet, times = best_rate(pyquet_runner(args.pyquet), args.pyquet_deals, args.repeats)
        print("pyquet random full deals: %8.0f deals/s  (runs of %d: %s s)" % (
            pyquet, args.pyquet_deals, ", ".join("%.3f" % t for t in times)))
        print("ratio kernel / pyquet: %.1f; Deal API / pyquet: %.2f; Deal API (pyquet-like driver) / pyquet: %.2f" % (
            rate / pyquet, api / pyquet, like / pyquet))
    if args.micropython:
        mp_rate, detail = micropython_rate(args.mp_deals, args.repeats)
        if mp_rate is None:
            print("MicroPython: not measured: %s" % detail)
        else:
            print("MicroPython 1.28 (wasm, Node) kernel random full deals: %.0f deals/s (runs of %d: %s s); "
                  "ratio CPython / MicroPython %.1f" % (mp_rate, args.mp_deals, ", ".join("%.3f" % t for t in detail),
                                                       rate / mp_rate))


if __name__ == "__main__":
    main()
