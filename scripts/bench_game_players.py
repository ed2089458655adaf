"""How strong and how fast the ``club`` players of the other games are (CPython; prints
figures, it is not a test).

    .venv/bin/python scripts/bench_game_players.py [--deals 300] [--games 150] [--seed 1]
                                                   [--only normand,voleur,imperial,original]
                                                   [--micropython 20] [--json]

For each game the club sits in one seat and random players in the others, on the same
seeded deals (or whole games) with the club's seat rotated through every seat (mirrored:
each deal is played once with the club in each seat, the random players keeping their
seeds):
- Normand (three seats) and Voleur (four, the club's partner random): per deal, the
  club's points (his side's in Voleur) against the mean of the random seats' (the other
  side's); the margin's mean with a 95% interval over deals (each deal averaged over the
  club's seats, so the interval is over independent deals); the club's win rate (deals
  where he scores more than every other seat, or his side more than the other; a tie
  counts half).
- Imperial and the original rules (whole games, two seats): each game seed played twice,
  the club as player 1 and as player 2; win rate of games with a Wilson 95% interval; per
  deal, the club's score against random's (the original rules: points; Imperial: chips
  gained, a red counted as six whites) with a 95% interval over game seeds.
- The club's decision times in CPython (``choose`` only, wall clock): p50, p95, max.
- ``--micropython N``: N deals (games) of each game with club players in every seat,
  under MicroPython 1.28 in Node (``tests/portability/run_snippet.mjs`` running
  ``scripts/game_players_timing.py``): decision p50, p95, max by game.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from piquet_core.games import new_game  # noqa: E402
from piquet_core.games.computer import make_game_player  # noqa: E402
from piquet_core.partie import derive_seed  # noqa: E402
from piquet_core.players import RandomPlayer  # noqa: E402

GAMES = ("normand", "voleur", "imperial", "original")


class Timed:
    """A player whose decisions are timed."""

    def __init__(self, player, times):
        self.player, self.times = player, times
        self.name = player.name

    def choose(self, view):
        start = time.perf_counter()
        action = self.player.choose(view)
        self.times.append((time.perf_counter() - start) * 1000.0)
        return action


def play(game, players):
    while not game.is_over:
        seat = game.to_act
        game.do(players[seat].choose(game.view(seat)), seat)
    return game


def mean_ci(values):
    """(mean, half-width of the 95% interval) over independent ``values``."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, float("nan")
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def wilson(successes, n, z=1.96):
    if n == 0:
        return (float("nan"), float("nan"))
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values, q):
    values = sorted(values)
    i = int(q * len(values) + 0.999999) - 1
    return values[min(len(values) - 1, max(0, i))]


def times_summary(times):
    return {"decisions": len(times), "p50": round(percentile(times, 0.5), 3),
            "p95": round(percentile(times, 0.95), 3), "max": round(max(times), 3)}


def table_bench(name, deals, seed):
    """Normand or Voleur: one deal per seed, the club in each seat in turn."""
    times = []
    club_points, random_points, margins = [], [], []
    wins = 0.0
    plays = 0
    for i in range(deals):
        deal_seed = derive_seed(seed, i)
        size = len(new_game(name, deal_seed).seats)
        margin = 0.0
        for club_seat in range(size):
            players = [RandomPlayer(derive_seed(deal_seed, 100 + s)) for s in range(size)]
            players[club_seat] = Timed(make_game_player(name, "club", deal_seed), times)
            game = play(new_game(name, deal_seed), players)
            mine = game.side(club_seat)
            others = [game.totals[side] for side in range(len(game.totals)) if side != mine]
            theirs = sum(others) / len(others)
            club_points.append(game.totals[mine])
            random_points.append(theirs)
            margin += game.totals[mine] - theirs
            best_other = max(others)
            wins += 1.0 if game.totals[mine] > best_other else (0.5 if game.totals[mine] == best_other else 0.0)
            plays += 1
        margins.append(margin / size)
    low, high = wilson(wins, plays)
    margin, half = mean_ci(margins)
    return {"game": name, "deals": deals, "plays": plays,
            "club_points_per_deal": round(sum(club_points) / plays, 2),
            "random_points_per_deal": round(sum(random_points) / plays, 2),
            "margin": round(margin, 2), "margin_ci95": [round(margin - half, 2), round(margin + half, 2)],
            "win_rate": round(wins / plays, 3), "win_ci95": [round(low, 3), round(high, 3)],
            "cpython_ms": times_summary(times)}


def chips_by_deal(game):
    """Per seat, the chips gained in the whole game (a red as six whites)."""
    from piquet_core.games.imperial_events import Gained, WHITES_PER_RED
    gained = [0, 0]
    for event in game.events:
        if type(event) is Gained:
            gained[event.seat] += event.red * WHITES_PER_RED + event.white
    return gained


def duel_bench(name, games, seed):
    """Imperial or the original rules: whole games, the club as each player in turn."""
    times = []
    wins = 0
    plays = 0
    club_rate, random_rate, margins = [], [], []
    deal_count = 0
    for i in range(games):
        game_seed = derive_seed(seed, i)
        margin = 0.0
        for club_seat in (0, 1):
            players = [RandomPlayer(derive_seed(game_seed, 100 + s)) for s in (0, 1)]
            players[club_seat] = Timed(make_game_player(name, "club", game_seed), times)
            game = play(new_game(name, game_seed), players)
            deals = game.deal_number + 1
            deal_count += deals
            score = chips_by_deal(game) if name == "imperial" else list(game.totals)
            club_rate.append(score[club_seat] / deals)
            random_rate.append(score[1 - club_seat] / deals)
            margin += (score[club_seat] - score[1 - club_seat]) / deals
            wins += 1 if game.winner == club_seat else 0
            plays += 1
        margins.append(margin / 2)
    low, high = wilson(wins, plays)
    margin, half = mean_ci(margins)
    unit = "chips (a red = 6 whites) per deal" if name == "imperial" else "points per deal"
    return {"game": name, "games": plays, "deals": deal_count, "unit": unit,
            "club_per_deal": round(sum(club_rate) / plays, 2), "random_per_deal": round(sum(random_rate) / plays, 2),
            "margin": round(margin, 2), "margin_ci95": [round(margin - half, 2), round(margin + half, 2)],
            "win_rate": round(wins / plays, 3), "win_ci95": [round(low, 3), round(high, 3)],
            "cpython_ms": times_summary(times)}


def micropython_times(count, seed):
    """The timing script's JSON lines under MicroPython (one per game), or [{"fatal": ...}]."""
    runner = os.path.join(ROOT, "tests", "portability", "run_snippet.mjs")
    with open(os.path.join(ROOT, "scripts", "game_players_timing.py"), encoding="utf-8") as source:
        code = source.read() + "\nmain(%d, %d)\n" % (count, seed)
    path = os.path.join("/tmp", "game_players_timing_%d.py" % os.getpid())
    with open(path, "w", encoding="utf-8") as out:
        out.write(code)
    try:
        proc = subprocess.run(["node", runner, path], cwd=ROOT, capture_output=True, text=True, timeout=3600)
    finally:
        os.remove(path)
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.strip().startswith("{")]
    if proc.returncode != 0 or not lines:
        return [{"fatal": (proc.stdout + proc.stderr)[-2000:]}]
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals of Normand and Voleur")
    parser.add_argument("--games", type=int, default=150, help="games of Imperial and the original rules")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument("--micropython", type=int, default=0, help="deals (games) per game under MicroPython")
    parser.add_argument("--json", action="store_true", help="one JSON line per result")
    args = parser.parse_args(argv)
    for name in args.only.split(","):
        started = time.time()
        if name in ("normand", "voleur"):
            result = table_bench(name, args.deals, args.seed)
        else:
            result = duel_bench(name, args.games, args.seed)
        result["seconds"] = round(time.time() - started, 1)
        print(json.dumps(result) if args.json else _words(result), flush=True)
    if args.micropython:
        for line in micropython_times(args.micropython, args.seed):
            print(json.dumps(line), flush=True)


def _words(r):
    ms = r["cpython_ms"]
    if "plays" in r:
        head = "%s: %d deals x %d seats; club %.2f points a deal, random %.2f; margin %+.2f (95%% %+.2f..%+.2f); " \
               "club wins %.3f of deals (%.3f..%.3f)" % (
                   r["game"], r["deals"], r["plays"] // r["deals"], r["club_points_per_deal"],
                   r["random_points_per_deal"], r["margin"], r["margin_ci95"][0], r["margin_ci95"][1],
                   r["win_rate"], r["win_ci95"][0], r["win_ci95"][1])
    else:
        head = "%s: %d games (%d deals); club %.2f %s, random %.2f; margin %+.2f (95%% %+.2f..%+.2f); " \
               "club wins %.3f of games (%.3f..%.3f)" % (
                   r["game"], r["games"], r["deals"], r["club_per_deal"], r["unit"], r["random_per_deal"],
                   r["margin"], r["margin_ci95"][0], r["margin_ci95"][1], r["win_rate"], r["win_ci95"][0],
                   r["win_ci95"][1])
    return head + "; CPython decisions %d, p50 %.3f ms, p95 %.3f ms, max %.3f ms; %.1f s" % (
        ms["decisions"], ms["p50"], ms["p95"], ms["max"], r["seconds"])


if __name__ == "__main__":
    main()
