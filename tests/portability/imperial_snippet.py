"""Imperial under MicroPython: seeded games played by random legal players in both
rankings, each printed as one JSON line (record, chips, views, undo, refusals), for
``test_imperial_portable.py`` to compare with CPython. Portable itself: it runs in the
MicroPython wasm too."""

from snippet_lines import print_lines, seeded_lines

GAMES = 8


def _game_line(seed):
    from piquet_core.games.imperial import Imperial
    from piquet_core.games.imperial_events import replay_chips
    from piquet_core.players import RandomPlayer, play_deal
    from piquet_core.record import dump, load
    ranking = ("imperial", "standard")[seed % 2]
    game = play_deal(Imperial(seed, ranking), [RandomPlayer(seed)] * 2)
    text = dump(game)
    again = load(text)
    line = {
        "seed": seed,
        "record": text,
        "roundtrip": dump(again) == text and again.events == game.events,
        "events": [event.to_dict() for event in game.events],
        "chips": [list(chips) for chips in replay_chips(game.events)],
        "result": game.result(),
        "views": [game.view(seat).to_dict() for seat in (0, 1)],
    }
    # Views in the middle of the first deal (the point, the play), then undo to the start.
    fresh = Imperial(seed, ranking)
    player = RandomPlayer(seed)
    middle = []
    while not fresh.is_over:
        if fresh.phase in ("point", "play") and len(middle) < 2 and fresh.deal_number == 0 and not fresh.tricks:
            if not middle or middle[-1][0] != fresh.phase:
                middle.append([fresh.phase] + [fresh.view(seat).to_dict() for seat in (0, 1)])
        fresh.do(player.choose(fresh.view(fresh.to_act)))
    line["middle"] = middle
    undone = 0
    while fresh.can_undo:
        fresh.undo()
        undone += 1
    line["undone"] = [undone, len(game.history), fresh.phase, [list(c) for c in fresh.chips], len(fresh.log)]
    errors = []
    for action in ("exchange AS", "play AS", "point AS KS QS", "atout AS KS QS JS", "equal"):
        try:
            Imperial(seed, ranking).do(action)
        except Exception as error:  # the class and message must agree
            errors.append([type(error).__name__, str(error)])
    line["errors"] = errors
    return line


def lines(count=GAMES):
    return seeded_lines(_game_line, range(count))


if __name__ == "__main__":
    print_lines(lines())
