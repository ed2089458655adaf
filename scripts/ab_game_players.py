"""Screen a change to the other games' club players: a club whose module constants are
changed (A) against the unchanged club (B), on the same seeded deals (games), A in each
seat in turn (CPython; prints figures, it is not a test).

    .venv/bin/python scripts/ab_game_players.py GAME MODULE.CONSTANT=VALUE [...] [--deals N] [--seed S]

e.g. ``normand club_table.STOCK_LIMIT=0`` (never take the stock) or ``original
club_original.EXCHANGE_LIMIT=4.5``. Prints A's mean margin per deal, or per game in the two-player games (his points, or his
side's, minus the mean of the other seats' or side's; Imperial: chips gained, a red as
six whites) with a 95% interval over deals (game seeds), and for the two-player games
A's share of the games won.
"""

import argparse
import importlib
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from piquet_core.games import new_game  # noqa: E402
from piquet_core.games.computer import make_game_player  # noqa: E402
from piquet_core.partie import derive_seed  # noqa: E402


class Patched:
    """The club player of a game with some module constants changed while it decides."""

    name = "club"

    def __init__(self, player, patches):
        self.player, self.patches = player, patches

    def choose(self, view):
        saved = [(module, attr, getattr(module, attr)) for module, attr, _ in self.patches]
        for module, attr, value in self.patches:
            setattr(module, attr, value)
        try:
            return self.player.choose(view)
        finally:
            for module, attr, value in saved:
                setattr(module, attr, value)


def parse_patch(text):
    target, value = text.split("=", 1)
    module_name, attr = target.rsplit(".", 1)
    module = importlib.import_module("piquet_core.games." + module_name)
    getattr(module, attr)  # an unknown constant fails here, not silently
    return module, attr, float(value)


def gained(game, seat):
    if game.game == "imperial":
        from piquet_core.games.imperial_events import WHITES_PER_RED, Gained
        return sum(e.red * WHITES_PER_RED + e.white for e in game.events if type(e) is Gained and e.seat == seat)
    if game.game in ("normand", "voleur"):
        return game.totals[game.side(seat)]
    return game.totals[seat]


def screen(name, patches, count, seed):
    margins, wins, plays = [], 0, 0
    for i in range(count):
        deal_seed = derive_seed(seed, i)
        seats = new_game(name, deal_seed).seats
        margin = 0.0
        for a_seat in seats:
            game = new_game(name, deal_seed)
            players = [Patched(make_game_player(name, "club", deal_seed), patches) if seat == a_seat
                       else make_game_player(name, "club", deal_seed) for seat in seats]
            while not game.is_over:
                seat = game.to_act
                game.do(players[seat].choose(game.view(seat)), seat)
            others = [gained(game, seat) for seat in seats if seat != a_seat
                      and (name != "voleur" or game.side(seat) != game.side(a_seat))]
            margin += gained(game, a_seat) - sum(others) / len(others)
            if name in ("imperial", "original"):
                wins += game.winner == a_seat
                plays += 1
        margins.append(margin / len(seats))
    mean = sum(margins) / len(margins)
    half = 1.96 * math.sqrt(sum((m - mean) ** 2 for m in margins) / (len(margins) - 1) / len(margins))
    return mean, half, (wins / plays if plays else None)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("patches", nargs="+")
    parser.add_argument("--deals", type=int, default=300, help="deals (Normand, Voleur) or games")
    parser.add_argument("--seed", type=int, default=99)
    args = parser.parse_args(argv)
    mean, half, share = screen(args.game, [parse_patch(text) for text in args.patches], args.deals, args.seed)
    unit = "a game" if share is not None else "a deal"
    print("%s %s: A's margin %+.2f %s (95%% %+.2f..%+.2f) over %d%s" % (
        args.game, " ".join(args.patches), mean, unit, mean - half, mean + half, args.deals,
        "" if share is None else "; A wins %.3f of the games" % share))


if __name__ == "__main__":
    main()
