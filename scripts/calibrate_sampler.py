"""Measure the sampler's prior against club players' real hands.

    python scripts/calibrate_sampler.py [--deals N] [--seed S] [--samples K]

Each deal is played club against club. Three measures, real hands against the hands the
sampler imagines from the same views (``--samples`` per view):

- ``rank_odds``: at the first lead, every card of the unknown pool by rank, in his hand or
  not, by how many cards he discarded: the inclusion frequency and the odds ratios (x100,
  relative to the ten) that ``sampler.RANK_ODDS`` holds.
- ``by_length``: the same inclusion frequency by rank and by the length of that card's
  suit in his hand (``L``), pooled over his discards, real and imagined; and the cards
  held, real over imagined. A player keeps his long suit whole, low cards included.
- ``point``: from younger's view just after elder called his point (its length only),
  elder's point value given the length called, real and imagined (the most frequent
  values); when younger's point is as long, how often it beats elder's, real against the
  chance the sampler gives it (by tenths of that chance: what the coach's Good costs).

``--exact SEED ...``: the exact odds in the position of each seed (younger to answer
elder's point call, club against club): every dealt hand of elder that younger cannot
rule out (12 of the 17 cards he cannot place, the other 5 the talon he drew: only when
elder took five), exchanged and called by the club, kept when younger hears the same
(the counts exchanged, the length called); prints elder's point values by how many
dealt hands give each, and the share that younger's point beats, beside the sampler's
imagined share (3 x 160 hands). Seed 548 (the learner's walk-through: younger 57 against a called six):
six clubs (54) in 1490 of 4215 dealt hands, so younger's point is better 0.353 of the
time; the sampler imagines 0.071.
"""

import argparse
import json
import sys
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.combinations import POINT  # noqa: E402
from piquet_core.deal import Deal  # noqa: E402
from piquet_core.events import Called  # noqa: E402
from piquet_core.opponent import sampler  # noqa: E402
from piquet_core.opponent.knowledge import Knowledge, best_keys, masks_of  # noqa: E402
from piquet_core.opponent.match import pair_seed  # noqa: E402
from piquet_core.players import make_player  # noqa: E402
from piquet_core.seats import ELDER, YOUNGER  # noqa: E402


def point_key(cards):
    return best_keys(masks_of(cards))[0]


def after_point_call(deal, players):
    """Play on until elder has called his point and younger is to answer (True), or the
    point is past (False)."""
    while deal.phase != "play":
        asked = point_asked(deal)
        if asked is not None:
            return asked
        seat = deal.to_act
        deal.do(players[seat].choose(deal.view(seat)), seat)
    return False


def point_asked(deal):
    """At younger's turn in the dialogue: True when elder has called his point and younger
    is to answer, False when the point is past; None at any other turn."""
    if deal.to_act == YOUNGER and deal.phase != "exchange":
        talk = Knowledge(deal.view(YOUNGER)).talk[POINT]
        if talk.elder_first not in ((), None) and not talk.answers:
            return True
        if talk.elder_first is None or talk.answers:
            return False
    return None


def at_point_call(seed, younger_moves=None, cards=None):
    """The deal of ``seed`` (or of ``cards``: elder's, younger's, talon) played club against
    club until younger is to answer elder's point call, or None; younger's moves replayed
    from ``younger_moves`` when given."""
    deal = Deal.from_seed(seed) if cards is None else Deal(cards[0], cards[1], cards[2], seed=seed)
    players = [make_player("club", seed), make_player("club", seed + 1)]
    moves = list(younger_moves or ())
    while deal.phase != "play":
        asked = point_asked(deal)
        if asked is not None:
            return deal if asked else None
        seat = deal.to_act
        if seat == YOUNGER and younger_moves is not None:
            if not moves or not deal.can(moves[0]):
                return None
            action = moves.pop(0)
        else:
            action = players[seat].choose(deal.view(seat))
        deal.do(action, seat)
    return None


def heard(deal):
    """What younger heard and holds: a call's kind and length, not its cards."""
    view = deal.view(YOUNGER)
    said = []
    for entry in view.log:
        if type(entry) is Called:
            said.append((entry.seat, entry.kind, entry.combo.length if entry.combo is not None else None))
        else:
            said.append(str(entry))
    return said, tuple(view.hand)


def exact_odds(seed):
    """({elder's point key: dealt hands}, younger's point key) in the position of ``seed``
    (see the module docstring), or None when the seed has no such position."""
    deal = at_point_call(seed)
    if deal is None or Knowledge(deal.view(YOUNGER)).opp_exchange.count != 5:
        return None
    moves = [move.action for move in deal.history if move.seat == YOUNGER]
    target = heard(deal)
    talon = list(deal.talon_dealt)
    hidden = list(deal.dealt[ELDER]) + talon[:5]
    found = {}
    for dealt in combinations(range(len(hidden)), 12):
        elder = [hidden[i] for i in dealt]
        drawn = [hidden[i] for i in range(len(hidden)) if i not in dealt]
        other = at_point_call(seed, moves, (elder, list(deal.dealt[YOUNGER]), drawn + talon[5:]))
        if other is not None and heard(other) == target:
            key = point_key(other.hands[ELDER])
            found[key] = found.get(key, 0) + 1
    return found, point_key(deal.hands[YOUNGER])


def imagined_beaten(seed, hands=480):
    """The share of the sampler's hands (3 x ``hands / 3``, the fact limits' tries apart)
    in which younger's point beats elder's, in the position of ``seed``."""
    deal = at_point_call(seed)
    know = Knowledge(deal.view(YOUNGER))
    mine = point_key(deal.hands[YOUNGER])
    drawn = []
    for part in range(3):
        drawn.extend(sampler.Sampler(know, part).sample(hands // 3))
    return sum(1 for hand in drawn if mine > point_key(hand)) / float(len(drawn))


def print_exact(seeds):
    for seed in seeds:
        found = exact_odds(seed)
        if found is None:
            print("seed %d: no point called, or elder took fewer than five" % seed)
            continue
        dist, mine = found
        total = sum(dist.values())
        beaten = sum(n for key, n in dist.items() if mine > key) / float(total)
        top = sorted(dist.items(), key=lambda item: -item[1])[:6]
        print("seed %d: younger %d/%d; elder %s of %d dealt hands; beaten exactly %.3f, imagined %.3f" % (
            seed, mine >> 7, mine & 127, " ".join("%d/%d:%d" % (k >> 7, k & 127, n) for k, n in top), total, beaten,
            imagined_beaten(seed)), flush=True)


def positions(deals, seed):
    """(calls, leads): younger's views just after elder's point call, with elder's and
    younger's point keys; each seat's view at the first lead, with the other's hand."""
    calls, leads = [], []
    for i in range(deals):
        deal = Deal.from_seed(pair_seed(seed, i))
        players = [make_player("club", i), make_player("club", i + 1)]
        if after_point_call(deal, players):
            calls.append((Knowledge(deal.view(YOUNGER)), point_key(deal.hands[ELDER]),
                          point_key(deal.hands[YOUNGER])))
        while deal.phase != "play":
            seat = deal.to_act
            deal.do(players[seat].choose(deal.view(seat)), seat)
        for seat in (0, 1):
            leads.append((Knowledge(deal.view(seat)), list(deal.hands[1 - seat])))
    return calls, leads


def count_by_length(table, know, hand, weight):
    """Add each unknown card (in ``hand`` or not) to ``table[L][rank]`` = [held, n]."""
    held = set(hand)
    lengths = [0, 0, 0, 0]
    for card in hand:
        lengths[card.suit] += 1
    for card in know.unknown:
        row = table.setdefault(lengths[card.suit], [[0.0, 0.0] for _ in range(8)])
        row[card.rank][0] += weight if card in held else 0.0
        row[card.rank][1] += weight


def rank_odds(leads):
    counts = {}
    for know, theirs in leads:
        held = set(theirs)
        row = counts.setdefault(min(5, know.opp_exchange.count), [[0, 0] for _ in range(8)])
        for card in know.unknown:
            row[card.rank][0] += card in held
            row[card.rank][1] += 1
    table = {}
    for k in sorted(counts):
        freq = [hit / float(n) if n else 0.5 for hit, n in counts[k]]
        odds = [f / (1 - f) if f < 1 else 99.0 for f in freq]
        base = odds[3] or 1.0
        table[k] = {"freq": [round(f, 3) for f in freq], "odds_x100": [int(round(100 * o / base)) for o in odds],
                    "n": sum(n for _, n in counts[k])}
    return table


def by_length(leads, samples):
    real_len, seen_len = {}, {}
    for index, (know, theirs) in enumerate(leads):
        count_by_length(real_len, know, theirs, 1.0)
        hands = sampler.Sampler(know, index).sample(samples)
        for hand in hands:
            count_by_length(seen_len, know, hand, 1.0 / len(hands))
    return real_len, seen_len


def print_by_length(real_len, seen_len):
    print("by_length: P(an unknown card is in his hand), ranks 7 8 9 T J Q K A; real / imagined")
    for length in sorted(real_len):
        real = real_len[length]
        seen = seen_len.get(length, [[0.0, 0.0] for _ in range(8)])
        for name, row in (("real    ", real), ("imagined", seen)):
            n = sum(c[1] for c in row)
            print("L=%d %s n=%6d " % (length, name, n) + " ".join("%.3f" % (h / c if c else 0.0) for h, c in row))
        print("L=%d held real/imagined  " % length + " ".join(
            "%.3f" % (r[0] / i[0] if i[0] else 0.0) for r, i in zip(real, seen)))


def point_measure(calls, samples):
    real_point, seen_point = {}, {}   # length -> {value: weight}
    beaten = {}                       # length -> [real beaten, imagined beaten, n]
    curve = {}                        # tenth of the imagined chance -> [real beaten, imagined, n]
    for index, (know, real, mine) in enumerate(calls):
        length = know.talk[POINT].elder_first
        row = real_point.setdefault(length, {})
        row[real & 127] = row.get(real & 127, 0.0) + 1.0
        hands = sampler.Sampler(know, index).sample(samples)
        row = seen_point.setdefault(length, {})
        imagined = 0.0
        for hand in hands:
            key = point_key(hand)
            if key >> 7 == length:
                row[key & 127] = row.get(key & 127, 0.0) + 1.0 / len(hands)
            imagined += (mine > key) / float(len(hands))
        if mine >> 7 == length:
            tenth = min(9, int(imagined * 10))
            for b in (beaten.setdefault(length, [0, 0.0, 0]), curve.setdefault(tenth, [0, 0.0, 0])):
                b[0] += mine > real
                b[1] += imagined
                b[2] += 1
    print("point: elder's point value given the length he called (top values, share); real / imagined")
    for length in sorted(real_point):
        for name, rows in (("real", real_point), ("imagined", seen_point)):
            row = rows.get(length, {})
            total = sum(row.values()) or 1.0
            top = sorted(row.items(), key=lambda item: -item[1])[:6]
            print("N=%d %-8s n=%6.0f " % (length, name, total) + "  ".join("%d:%.3f" % (v, w / total) for v, w in top))
        if length in beaten:
            b = beaten[length]
            print("N=%d younger's point of the same length beats elder's: real %.3f imagined %.3f (n=%d)" % (
                length, b[0] / float(b[2]), b[1] / b[2], b[2]))
    print("younger's point as long as elder's called one beats it, by the imagined chance: real / imagined")
    for tenth in sorted(curve):
        b = curve[tenth]
        print("imagined %.1f-%.1f: real %.3f imagined %.3f (n=%d)" % (tenth / 10.0, (tenth + 1) / 10.0,
                                                                  b[0] / float(b[2]), b[1] / b[2], b[2]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--exact", type=int, nargs="*")
    args = parser.parse_args()
    if args.exact:
        print_exact(args.exact)
        return
    calls, leads = positions(args.deals, args.seed)
    print(json.dumps({"rank_odds": rank_odds(leads)}))
    print_by_length(*by_length(leads, args.samples))
    point_measure(calls, args.samples)


if __name__ == "__main__":
    main()
