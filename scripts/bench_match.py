"""The strength ladder, measured: mirrored-pair matches between the levels.

    python scripts/bench_match.py [--pairs N] [--expert-pairs M] [--seed S] [--only NAME]

Runs, one after the other (one core: start it with ``nice``), the matches
    beginner against random, club against beginner, expert against club
(``--only`` picks one by its A level) and prints, for each, one JSON line exactly as
``python -m piquet_core match A B --json`` does, prefixed with the sides:
    {"a": "club", "b": "beginner", "seconds": 12.3, "result": {...}}
Progress goes to standard error every 10 pairs.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.opponent.match import run_match  # noqa: E402

LADDER = (("beginner", "random"), ("club", "beginner"), ("expert", "club"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=300, help="pairs for the heuristic rungs")
    parser.add_argument("--expert-pairs", type=int, default=300, help="pairs for expert against club")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=None, help="run only the rung whose A side is this level")
    parser.add_argument("--expert", default="expert", help="the expert's spec, e.g. expert:budget_ms=300")
    args = parser.parse_args()
    for a, b in LADDER:
        if args.only and a != args.only:
            continue
        spec = args.expert if a == "expert" else a
        pairs = args.expert_pairs if a == "expert" else args.pairs
        start = time.time()

        def progress(done, wins, losses, draws, margin, a=spec, b=b):
            if done % 10 == 0:
                print("%s-%s %d pairs: %d-%d-%d, %+.1f points/pair, %.0f s" % (
                    a, b, done, wins, losses, draws, margin / done, time.time() - start), file=sys.stderr, flush=True)
        result = run_match(spec, b, pairs, args.seed, progress=progress)
        print(json.dumps({"a": spec, "b": b, "seconds": round(time.time() - start, 1), "result": result}), flush=True)


if __name__ == "__main__":
    main()
