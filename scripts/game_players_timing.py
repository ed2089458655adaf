"""The club players' decision times under MicroPython (run by ``bench_game_players.py
--micropython N`` through ``tests/portability/run_snippet.mjs``, which appends the call
``main(N, SEED)``): N deals of Normand and of Voleur, N whole games of Imperial and of
the original rules, with club players in every seat; one JSON line per game with the
decision p50, p95 and max in milliseconds (the page's ``performance.now``). Portable:
it runs unchanged in CPython too (then with ``time.perf_counter``)."""

import json

try:
    from js import performance

    def now():
        return performance.now()
except ImportError:
    import time

    def now():
        return time.perf_counter() * 1000.0


def pct(values, q):
    values = sorted(values)
    i = int(q * len(values) + 0.999999) - 1
    return round(values[min(len(values) - 1, max(0, i))], 2)


def timed_game(name, seed, times):
    from piquet_core.games import new_game
    from piquet_core.games.computer import make_game_player
    game = new_game(name, seed)
    players = [make_game_player(name, "club", seed * 7 + seat) for seat in game.seats]
    while not game.is_over:
        seat = game.to_act
        view = game.view(seat)
        start = now()
        action = players[seat].choose(view)
        times.append(now() - start)
        game.do(action, seat)
    return game


def main(count, seed):
    from piquet_core.partie import derive_seed
    for name in ("normand", "voleur", "imperial", "original"):
        times = []
        deals = 0
        for i in range(count):
            game = timed_game(name, derive_seed(seed, i), times)
            deals += game.deal_number + 1 if hasattr(game, "deal_number") else 1
        print(json.dumps({"runtime": "micropython", "game": name, "count": count, "deals": deals,
                          "decisions": len(times), "p50": pct(times, 0.5), "p95": pct(times, 0.95),
                          "max": round(max(times), 2)}))
