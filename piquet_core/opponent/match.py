"""Matches between two levels in mirrored pairs: the strength of a level, measured.

Glossary:
    mirrored pair: one seeded deal played twice with the seats swapped, so both sides
                   get the same cards as elder and as younger. The side with more points
                   over the two plays wins the pair; equal points are a draw.
    score rate:    (pairs won + half the draws) / pairs.
    ci95:          a 95% Wilson score interval of the score rate over the pairs (draws
                   count as half a win; with draws the interval is a little wide, never
                   narrow).
    decision time: wall-clock milliseconds of each ``choose`` call, per side (the
                   solver's tables are built before the first deal, as the table's worker
                   does when it starts: ``warm_up``).

A player spec is a level name, optionally with options: ``expert:budget_ms=200``,
``expert:samples=20`` (see ``make_level``).

>>> result = run_match("beginner", "random", pairs=2, seed=1)
>>> sorted(result)
['a_score_rate', 'a_wins', 'b_wins', 'ci95', 'decision_ms', 'draws', 'pairs', 'points_per_pair']
>>> result["a_wins"] + result["b_wins"] + result["draws"]
2
"""

import math
import time

from ..deal import Deal
from ..errors import PiquetError
from ..players import make_player
from ..prng import MAX_SEED
from ..rules import DEFAULT_RULES
from ..seats import ELDER, YOUNGER


def make_level(spec, seed):
    """A player from a spec ``name`` or ``name:key=value,key=value`` (numbers only)."""
    if ":" not in spec:
        return make_player(spec, seed)
    name, _, rest = spec.partition(":")
    options = {}
    for item in rest.split(","):
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise PiquetError("bad player option %r in %r (expected key=value)" % (item, spec))
        try:
            options[key.strip()] = float(value) if "." in value else int(value)
        except ValueError:
            raise PiquetError("player option %s must be a number, not %r" % (key, value))
    make_player(name, seed)  # checks the name
    from . import level_maker
    maker = level_maker(name)
    try:
        return maker(seed, **options)
    except TypeError:
        raise PiquetError("the %s level takes no option %s" % (name, ", ".join(sorted(options))))


def pair_seed(seed, index):
    """The deal seed of pair ``index`` in a match started with ``seed``."""
    return (seed * 2654435761 + index * 40503 + 1) % (MAX_SEED + 1)


class _Timed:
    """Wraps a player and records each decision's milliseconds."""

    def __init__(self, player, times):
        self.player = player
        self.times = times

    def choose(self, view):
        start = time.perf_counter()
        action = self.player.choose(view)
        self.times.append((time.perf_counter() - start) * 1000.0)
        return action


def play_once(deal_seed, elder, younger, rules):
    deal = Deal.from_seed(deal_seed, rules)
    players = (elder, younger)
    while not deal.is_over:
        seat = deal.to_act
        deal.do(players[seat].choose(deal.view(seat)), seat)
    return deal


def play_pair(spec_a, spec_b, deal_seed, rules=DEFAULT_RULES, times=None):
    """A's point margin over the two plays of one deal: (margin, [deal A elder, deal B elder])."""
    times = times if times is not None else ([], [])
    deals = []
    margin = 0
    for a_seat in (ELDER, YOUNGER):
        # (folded into the seeds' range: a deal seed above MAX_SEED / 2 made a seed too large)
        a = _Timed(make_level(spec_a, (deal_seed * 2 + 1) % (MAX_SEED + 1)), times[0])
        b = _Timed(make_level(spec_b, (deal_seed * 2 + 2) % (MAX_SEED + 1)), times[1])
        players = (a, b) if a_seat == ELDER else (b, a)
        deal = play_once(deal_seed, players[0], players[1], rules)
        totals = deal.totals
        margin += totals[a_seat] - totals[1 - a_seat]
        deals.append(deal)
    return margin, deals


def wilson(successes, n, z=1.96):
    """The Wilson score interval of a proportion (successes may be fractional).

    >>> [round(x, 3) for x in wilson(8, 10)]
    [0.49, 0.943]
    """
    if n == 0:
        return [0.0, 1.0]
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return [max(0.0, centre - half), min(1.0, centre + half)]


def percentiles(values):
    """{p50, p95, max} of decision times in ms (nearest rank), rounded to 0.01 ms."""
    if not values:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)
    n = len(ordered)

    def rank(q):
        return ordered[min(n - 1, max(0, int(math.ceil(q * n)) - 1))]
    return {"p50": round(rank(0.50), 2), "p95": round(rank(0.95), 2), "max": round(ordered[-1], 2)}


def run_match(spec_a, spec_b, pairs, seed=0, rules=DEFAULT_RULES, progress=None):
    """Play ``pairs`` mirrored pairs; the summary the ``match`` command prints."""
    if pairs <= 0:
        raise PiquetError("a match needs at least one pair, got %d" % pairs)
    make_level(spec_a, 0)
    make_level(spec_b, 0)
    if spec_a.startswith("expert") or spec_b.startswith("expert"):
        from . import warm_up
        warm_up()  # the solver's tables, built once, before any decision is timed
    wins = losses = draws = 0
    total_margin = 0
    times = ([], [])
    for index in range(pairs):
        margin, _ = play_pair(spec_a, spec_b, pair_seed(seed, index), rules, times)
        total_margin += margin
        if margin > 0:
            wins += 1
        elif margin < 0:
            losses += 1
        else:
            draws += 1
        if progress is not None:
            progress(index + 1, wins, losses, draws, total_margin)
    rate = (wins + draws / 2.0) / pairs
    low, high = wilson(wins + draws / 2.0, pairs)
    return {
        "pairs": pairs, "a_wins": wins, "b_wins": losses, "draws": draws,
        "a_score_rate": round(rate, 4), "points_per_pair": round(total_margin / pairs, 2),
        "ci95": [round(low, 4), round(high, 4)],
        "decision_ms": {"A": percentiles(times[0]), "B": percentiles(times[1])},
    }
