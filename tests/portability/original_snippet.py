"""The original rules under MicroPython: seeded games played by random legal players,
each printed as one JSON line (record, scores, views, undo, refusals), for
``test_original_portable.py`` to compare with CPython. Portable itself: it runs in the
MicroPython wasm too (no dataclasses, enum, typing, match, step slices, random.Random
or itertools; every number a small int)."""

from snippet_lines import print_lines, seeded_lines

GAMES = 6


def _game_lines(seed):
    from piquet_core.games import play_random
    from piquet_core.games.original import PLAYER_NAMES, SEATS, Original
    from piquet_core.players import RandomPlayer
    from piquet_core.record import dump, load
    game = play_random("original", seed)
    text = dump(game)
    again = load(text)
    line = {
        "seed": seed,
        "record": text,
        "roundtrip": dump(again) == text and again.events == game.events,
        "events": [event.to_dict(PLAYER_NAMES) for event in game.events],
        "result": game.result(),
        "views": [game.view(seat).to_dict() for seat in SEATS],
    }
    # Views at the first exchange and the first lead, then undo to the start.
    fresh = Original(seed)
    player = RandomPlayer(seed)
    middle = []
    while not fresh.is_over and fresh.deal_number == 0:
        if fresh.phase in ("exchange", "play") and len(middle) < 2 and fresh.current is None and not fresh.tricks:
            middle.append([fresh.view(seat).to_dict() for seat in SEATS])
        fresh.do(player.choose(fresh.view(fresh.to_act)))
    line["middle"] = middle
    undone = 0
    while fresh.can_undo:
        fresh.undo()
        undone += 1
    line["undone"] = [undone, fresh.phase, list(fresh.totals), len(fresh.log)]
    errors = []
    for text in ("exchange AS KS QS JS TS 9S 8S 7S 6S", "play 6S", "ruff AS KS", "exchange 5S"):
        try:
            Original(seed).do(text)
        except Exception as error:  # the class and message must agree
            errors.append([type(error).__name__, str(error)])
    line["errors"] = errors
    return line


def lines(count=GAMES):
    return seeded_lines(_game_lines, range(count))


if __name__ == "__main__":
    print_lines(lines())
