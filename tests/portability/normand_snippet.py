"""Piquet Normand under MicroPython: seeded deals played by random legal players, each
printed as one JSON line (record, scores, views, undo), then a partie of six deals and
its record, for ``test_normand_portable.py`` to compare with CPython. Portable itself: it runs in the MicroPython wasm too."""

from snippet_lines import print_lines, seeded_lines

DEALS = 24


def _deal_lines(seed):
    from piquet_core.games import play_random
    from piquet_core.games.normand import SEATS, SEAT_NAMES, Normand
    from piquet_core.players import RandomPlayer
    from piquet_core.record import dump, load
    game = play_random("normand", seed)
    text = dump(game)
    again = load(text)
    line = {
        "seed": seed,
        "record": text,
        "roundtrip": dump(again) == text and again.events == game.events,
        "events": [event.to_dict(SEAT_NAMES) for event in game.events],
        "result": game.result(),
        "views": [game.view(seat).to_dict() for seat in SEATS],
    }
    # Midway views (after the declarations, and during the exchange) and undo to the start.
    fresh = Normand.from_seed(seed)
    player = RandomPlayer(seed)
    middle = []
    while not fresh.is_over:
        if fresh.phase in ("exchange", "play") and len(middle) < 2 and not fresh.tricks and not fresh.current:
            middle.append([fresh.view(seat).to_dict() for seat in SEATS])
        fresh.do(player.choose(fresh.view(fresh.to_act)))
    line["middle"] = middle
    undone = 0
    while fresh.can_undo:
        fresh.undo()
        undone += 1
    line["undone"] = [undone, len(game.history), fresh.phase, list(fresh.totals), len(fresh.log)]
    errors = []
    for text in ("exchange AS", "play AS", "point AS KS QS"):
        try:
            Normand.from_seed(seed).do(text)
        except Exception as error:  # the class and message must agree
            errors.append([type(error).__name__, str(error)])
    line["errors"] = errors
    return line


def _partie(seed):
    """A partie of six deals (``NormandPartie``) and its record read back."""
    from piquet_core.games.partie_record import dump, load, play_partie
    partie = play_partie("normand", seed)
    text = dump(partie)
    again = load(text)
    return {"seed": "partie", "record": text, "roundtrip": dump(again) == text and again.totals == partie.totals,
            "partie": partie.result(), "deals": [[dealer, list(totals)] for dealer, totals in partie.deals]}


def lines(count=DEALS):
    return seeded_lines(_deal_lines, range(count)) + seeded_lines(lambda _: _partie(5), ["partie"])


if __name__ == "__main__":
    print_lines(lines())
