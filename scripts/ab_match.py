"""A/B screening of two versions of a level against the same opponent, pair by pair.

    python scripts/ab_match.py A B [--against club] [--pairs N] [--seed S] [--cache FILE]

Plays ``A`` against ``--against`` and ``B`` against it on the same mirrored pairs (the
pair seeds of ``match --seed S``) and prints one JSON line: each side's match summary
(won-lost-drawn, score rate, Wilson 95% interval, points per pair) and the paired
comparison: on how many pairs the two sides' results differ, how many A did better and
worse on (by pair outcome: win 1, draw 1/2, loss 0), the mean difference of A's margin
over B's with its standard error, and the load average at the start and the end.

Screen with specs that do not read the clock (``expert:samples=N``, or
``expert:deadlines=0``, which plans its samples from the budget but never stops early),
so that the machine's load does not decide the result; then ``--cache FILE`` keeps
each spec's per-pair margins (JSON), and a spec already played on a pair is not played
again (the unchanged side is played once for many screens). ``--tag NAME`` names A's
code in the cache when A is the changed working tree and B the same spec cached before.
"""

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.opponent.match import pair_seed, play_pair, wilson  # noqa: E402


def summary(margins):
    wins = sum(1 for m in margins if m > 0)
    losses = sum(1 for m in margins if m < 0)
    draws = len(margins) - wins - losses
    n = len(margins)
    low, high = wilson(wins + draws / 2.0, n)
    return {"pairs": n, "wins": wins, "losses": losses, "draws": draws,
            "score_rate": round((wins + draws / 2.0) / n, 4), "ci95": [round(low, 4), round(high, 4)],
            "points_per_pair": round(sum(margins) / n, 2)}


def outcome(margin):
    return 1.0 if margin > 0 else (0.5 if margin == 0 else 0.0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--against", default="club")
    parser.add_argument("--pairs", type=int, default=150)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--cache", default="")
    parser.add_argument("--tag", default="", help="a name for A's code in the cache (A is the working tree, changed)")
    args = parser.parse_args()
    from piquet_core.opponent import warm_up
    warm_up()
    cache = {}
    if args.cache and Path(args.cache).exists():
        cache = json.loads(Path(args.cache).read_text())
    load_start = os.getloadavg()
    start = time.time()
    results = []
    for spec, tag in ((args.a, args.tag), (args.b, "")):
        key = "%s%s|%s|%d" % (spec, "#" + tag if tag else "", args.against, args.seed)
        known = cache.setdefault(key, {})
        margins = []
        for index in range(args.pairs):
            if str(index) not in known:
                margin, _ = play_pair(spec, args.against, pair_seed(args.seed, index))
                known[str(index)] = margin
                if args.cache and index % 10 == 9:
                    Path(args.cache).write_text(json.dumps(cache))
            margins.append(known[str(index)])
            if index % 25 == 24:
                s = summary(margins)
                print("%s: %d pairs %d-%d-%d %+.1f/pair, %.0f s" % (spec, index + 1, s["wins"], s["losses"], s["draws"],
                                                                   s["points_per_pair"], time.time() - start),
                      file=sys.stderr, flush=True)
        if args.cache:
            Path(args.cache).write_text(json.dumps(cache))
        results.append(margins)
    a, b = results
    diffs = [x - y for x, y in zip(a, b)]
    better = sum(1 for x, y in zip(a, b) if outcome(x) > outcome(y))
    worse = sum(1 for x, y in zip(a, b) if outcome(x) < outcome(y))
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    print(json.dumps({
        "a": args.a + ("#" + args.tag if args.tag else ""), "b": args.b, "against": args.against, "seed": args.seed,
        "A": summary(a), "B": summary(b),
        "paired": {"pairs_differing": sum(1 for d in diffs if d), "outcome_better": better, "outcome_worse": worse,
                   "score_rate_diff": round((sum(map(outcome, a)) - sum(map(outcome, b))) / n, 4),
                   "margin_diff_mean": round(mean, 2), "margin_diff_se": round(math.sqrt(var / n), 2)},
        "load_start": [round(x, 2) for x in load_start], "load_end": [round(x, 2) for x in os.getloadavg()],
        "seconds": round(time.time() - start, 1)}), flush=True)


if __name__ == "__main__":
    main()
