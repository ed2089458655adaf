"""Fit the weights of piquet_core.opponent.playmodel against the exact solver.

    python scripts/fit_play_model.py [--deals N] [--seed S] [--mix P] [--swaps Q] [--cache FILE]...

Hands: seeded deals, both players exchanging as the club player does, or, with ``--mix
P``, each exchange with probability P one of the expert's candidates instead (drawn at
random: ``evalexchange.candidates``, or with probability Q the one-card swaps of the
first): the expert weighs such hands at its exchange, and a model fitted only on the
club's keeps (which never throw an ace) can be fooled by them. The target is the
solver's value of the play from the first lead, with both totals at 1 so that no pique
can be made (the exchange evaluation adds pique on its own). Fits least squares on 80%
and prints the weights, R^2 and mean absolute error on the held-out 20%. ``--cache``
(repeatable) keeps the solved hands: files that exist are read (and joined, in order),
else the one file is written.

The weights in ``playmodel`` (10,000 hands, R^2 0.71 held out):

    python scripts/fit_play_model.py --deals 6000 --seed 500000 --mix 0.5 --cache a.json
    python scripts/fit_play_model.py --deals 4000 --seed 700000 --mix 0.5 --swaps 0.5 --cache b.json
    python scripts/fit_play_model.py --cache a.json --cache b.json
"""

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.actions import Exchange  # noqa: E402
from piquet_core.cards import Card  # noqa: E402
from piquet_core.deal import Deal  # noqa: E402
from piquet_core.opponent import playmodel  # noqa: E402
from piquet_core.opponent.club import club_exchange  # noqa: E402
from piquet_core.opponent.evalexchange import candidates, swaps  # noqa: E402
from piquet_core.opponent.knowledge import masks_of  # noqa: E402
from piquet_core.opponent.search import best_value, position_from_hands  # noqa: E402
from piquet_core.seats import ELDER  # noqa: E402


def hands_after_exchange(seed, rng=None, mix=0.0, swap_share=0.0):
    deal = Deal.from_seed(seed)
    while deal.phase in ("carte blanche", "exchange"):
        seat = deal.to_act
        view = deal.view(seat)
        if deal.phase == "exchange":
            action = club_exchange(view)
            if mix and rng.random() < mix:
                fewest, most = view.exchange_limits()
                options = candidates(view.hand, fewest, most, None, seat == ELDER)
                if swap_share and rng.random() < swap_share:
                    options = swaps(view.hand, options[0])
                action = Exchange(tuple(rng.choice(options)), None)
            deal.do(action, seat)
        else:
            deal.do(deal.legal_actions()[0], seat)
    return deal.hands


def solve_rows(count, seed, mix=0.0, swap_share=0.0):
    rows = []
    rng = random.Random(seed)
    for i in range(count):
        elder, younger = hands_after_exchange(seed + i, rng, mix, swap_share)
        value = best_value(position_from_hands(elder, younger, totals=(1, 1)))
        rows.append(([c.code for c in elder], [c.code for c in younger], value))
    return rows


def feature_rows(hands):
    """(features, value) rows from cached (elder codes, younger codes, value)."""
    rows = []
    for elder, younger, value in hands:
        e = masks_of([Card.parse(code) for code in elder])
        y = masks_of([Card.parse(code) for code in younger])
        rows.append((playmodel.features(e, y), value))
    return rows


def least_squares(rows):
    """Normal equations, solved by Gaussian elimination (no numpy needed)."""
    k = len(rows[0][0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in rows:
        for i in range(k):
            b[i] += x[i] * y
            for j in range(k):
                a[i][j] += x[i] * x[j]
    for i in range(k):
        a[i][i] += 1e-6
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(k):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                for c in range(col, k):
                    a[r][c] -= f * a[col][c]
                b[r] -= f * b[col]
    return [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def report(weights, rows):
    errors = []
    mean = sum(y for _, y in rows) / len(rows)
    ss_tot = ss_res = 0.0
    for x, y in rows:
        guess = sum(w * v for w, v in zip(weights, x))
        errors.append(abs(guess - y))
        ss_res += (guess - y) ** 2
        ss_tot += (y - mean) ** 2
    return {"r2": round(1 - ss_res / ss_tot, 3), "mae": round(sum(errors) / len(errors), 2), "n": len(rows)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=900000)
    parser.add_argument("--mix", type=float, default=0.0)
    parser.add_argument("--swaps", type=float, default=0.0)
    parser.add_argument("--cache", action="append", default=[])
    args = parser.parse_args()
    start = time.time()
    if args.cache and all(Path(name).exists() for name in args.cache):
        hands = []
        for name in args.cache:
            hands += json.loads(Path(name).read_text())
    else:
        hands = solve_rows(args.deals, args.seed, args.mix, args.swaps)
        if args.cache:
            Path(args.cache[0]).write_text(json.dumps(hands))
    rows = feature_rows(hands)
    cut = len(rows) * 4 // 5
    weights = least_squares(rows[:cut])
    print(json.dumps({"features": playmodel.FEATURE_NAMES, "weights": [round(w, 3) for w in weights],
                      "train": report(weights, rows[:cut]), "test": report(weights, rows[cut:]),
                      "current_weights_test": report(playmodel.WEIGHTS, rows[cut:]),
                      "seconds": round(time.time() - start, 1)}))


if __name__ == "__main__":
    main()
