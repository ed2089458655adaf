"""Fit the club player's lead and discard weights to the expert's values.

    python scripts/fit_club_play.py [--deals N] [--samples K] [--cache FILE]

Positions: the club player's leads and discards in seeded deals against the beginner
and against itself. For each, the expert's value of every legal card (K sampled hands
the opponent may hold, each solved exactly) is taken as the target; features and values
are centred within the position (only differences between the cards matter), and the
weights fitted by least squares. Prints the weights and how often the fitted choice is
the expert's best, beside the current weights' figure, on held-out positions.
"""

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.deal import Deal  # noqa: E402
from piquet_core.opponent import playrules  # noqa: E402
from piquet_core.opponent.club import decision_seed  # noqa: E402
from piquet_core.opponent.expert import ExpertPlayer  # noqa: E402
from piquet_core.opponent.knowledge import Knowledge  # noqa: E402
from piquet_core.opponent.match import pair_seed  # noqa: E402
from piquet_core.players import make_player  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_play_model import least_squares  # noqa: E402


def positions(deals, samples, seed):
    expert = ExpertPlayer(1, samples=samples)
    rows = {"lead": [], "discard": []}
    for i in range(deals):
        deal = Deal.from_seed(pair_seed(seed, i))
        other = "beginner" if i % 2 else "club"
        players = [make_player("club", i), make_player(other, i + 1)]
        if i % 4 >= 2:
            players.reverse()
        while not deal.is_over:
            seat = deal.to_act
            view = deal.view(seat)
            action = players[seat].choose(view)
            if deal.phase == "play" and players[seat].name == "club" and 3 < len(view.hand) <= 11:
                legal = [a.card for a in view.legal_actions()]
                kind = None
                if not view.current:
                    kind = "lead"
                elif all(c.suit != view.current[0].suit for c in view.hand):
                    kind = "discard"
                if kind and len(legal) > 1:
                    know = Knowledge(view)
                    values = expert.play_values(know, decision_seed(7, view))
                    states = playrules.suit_states(know)
                    make = playrules.lead_features if kind == "lead" else playrules.discard_features
                    rows[kind].append([(list(make(know, states, card)), values[card]) for card in legal])
            deal.do(action, seat)
    return rows


def centred(groups):
    out = []
    for group in groups:
        k = len(group[0][0])
        mean_f = [sum(f[i] for f, _ in group) / len(group) for i in range(k)]
        mean_v = sum(v for _, v in group) / len(group)
        for f, v in group:
            out.append(([f[i] - mean_f[i] for i in range(k)], v - mean_v))
    return out


def agreement(weights, groups):
    hits = loss = 0.0
    for group in groups:
        best = max(v for _, v in group)
        pick = max(group, key=lambda row: sum(w * x for w, x in zip(weights, row[0])))
        hits += pick[1] >= best - 1e-9
        loss += best - pick[1]
    return {"best%": round(100 * hits / len(groups), 1), "loss": round(loss / len(groups), 3), "n": len(groups)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--samples", type=int, default=10)
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--cache", default="")
    args = parser.parse_args()
    start = time.time()
    if args.cache and Path(args.cache).exists():
        rows = json.loads(Path(args.cache).read_text())
    else:
        rows = positions(args.deals, args.samples, args.seed)
        if args.cache:
            Path(args.cache).write_text(json.dumps(rows))
    report = {"seconds": round(time.time() - start, 1)}
    for kind, names, current in (("lead", playrules.LEAD_FEATURES, playrules.LEAD_WEIGHTS),
                                 ("discard", playrules.DISCARD_FEATURES, playrules.DISCARD_WEIGHTS)):
        groups = rows[kind]
        cut = len(groups) * 4 // 5
        weights = least_squares(centred(groups[:cut]))
        report[kind] = {"features": names, "weights": [round(w, 3) for w in weights],
                        "fitted": agreement(weights, groups[cut:]), "current": agreement(current, groups[cut:])}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
