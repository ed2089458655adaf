"""Measure the sampler's prior: how likely an unknown card of each rank is to be in the
opponent's hand, by how many cards he discarded (club players' exchanges).

    python scripts/calibrate_sampler.py [--deals N] [--seed S]

For each deal played club against club, at the first lead, from each seat's view: every
card of the unknown pool, by rank, in his hand or not. Prints the inclusion frequency
and the odds ratios (x100, relative to the ten) that ``sampler.RANK_ODDS`` holds.
"""

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.deal import Deal  # noqa: E402
from piquet_core.opponent.knowledge import Knowledge  # noqa: E402
from piquet_core.opponent.match import pair_seed  # noqa: E402
from piquet_core.players import make_player  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    counts = {}
    for i in range(args.deals):
        deal = Deal.from_seed(pair_seed(args.seed, i))
        players = [make_player("club", i), make_player("club", i + 1)]
        while deal.phase != "play":
            seat = deal.to_act
            deal.do(players[seat].choose(deal.view(seat)), seat)
        for seat in (0, 1):
            know = Knowledge(deal.view(seat))
            held = set(deal.hands[1 - seat])
            k = min(5, know.opp_exchange.count)
            for card in know.unknown:
                row = counts.setdefault(k, [[0, 0] for _ in range(8)])
                row[card.rank][0] += card in held
                row[card.rank][1] += 1
    table = {}
    for k in sorted(counts):
        freq = [hit / float(n) if n else 0.5 for hit, n in counts[k]]
        odds = [f / (1 - f) if f < 1 else 99.0 for f in freq]
        base = odds[3] or 1.0
        table[k] = {"freq": [round(f, 3) for f in freq], "odds_x100": [int(round(100 * o / base)) for o in odds],
                    "n": sum(n for _, n in counts[k])}
    print(json.dumps(table))


if __name__ == "__main__":
    main()
