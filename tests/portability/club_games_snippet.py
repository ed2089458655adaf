"""The other games' club players (and Normand's and Voleur's beginner) under MicroPython: a
deal of Normand and of Voleur, and a whole game of Imperial and of the original rules, per
seed, with club players in every seat and then one club among random seats (and beginners
in every seat of Normand and Voleur); each printed as one JSON line (every action taken
and the result), for ``test_club_games_portable.py`` to compare with CPython.
Portable itself: it runs in the MicroPython wasm too."""

from snippet_lines import print_lines, seeded_lines

SEEDS = 3
GAMES = ("normand", "voleur", "imperial", "original")


def _play(name, seed, club_seats, level="club"):
    from piquet_core.games import new_game
    from piquet_core.games.computer import make_game_player
    from piquet_core.players import RandomPlayer
    game = new_game(name, seed)
    players = [make_game_player(name, level, seed) if seat in club_seats else RandomPlayer(seed * 5 + seat)
               for seat in game.seats]
    actions = []
    while not game.is_over:
        seat = game.to_act
        action = players[seat].choose(game.view(seat))
        actions.append(str(action))
        game.do(action, seat)
    return {"actions": actions, "result": game.result()}


def _line(index):
    name = GAMES[index % len(GAMES)]
    seed = index // len(GAMES) + 1
    from piquet_core.games import new_game
    seats = new_game(name, seed).seats
    line = {"seed": seed, "game": name, "all_club": _play(name, seed, seats),
            "one_club": _play(name, seed, (seed % len(seats),))}
    if name in ("normand", "voleur"):  # (their beginner too: ``games.beginner_table``)
        line["all_beginner"] = _play(name, seed, seats, "beginner")
    return line


def lines(count=SEEDS):
    return seeded_lines(_line, range(count * len(GAMES)))


if __name__ == "__main__":
    print_lines(lines())
