"""Piquet à Écrire under MicroPython: seeded sessions played by random legal players, each
printed as one JSON line (record, sheet, result, views, undo), for
``test_ecrire_portable.py`` to compare with CPython. Portable itself."""

from snippet_lines import print_lines, seeded_lines

SESSIONS = 4


def _session_line(seed):
    from piquet_core.games.ecrire import Ecrire
    from piquet_core.players import RandomPlayer, play_deal
    from piquet_core.record import dump, load
    players = 3 + seed % 2
    session = Ecrire(players, seed)
    start_views = [None if view is None else view.to_dict() for view in (session.view(seat) for seat in session.seats)]
    play_deal(session, [RandomPlayer(seed)] * players)
    text = dump(session)
    again = load(text)
    undone = 0
    while again.can_undo:
        again.undo()
        undone += 1
    errors = []
    for bad in ("Game: ecrire\nPlayers: 9\nSeed: 1\n", text.replace("Totals: player 1 ", "Totals: player 1 1")):
        try:
            load(bad)
        except Exception as error:  # the class and message must agree
            errors.append([type(error).__name__, str(error)])
    return {
        "seed": seed,
        "record": text,
        "roundtrip": dump(load(text)) == text,
        "result": session.result(),
        "sheet": [[row[0], row[1], row[2], sorted(row[3].items()), row[4]] for row in session.sheet()["rows"]],
        "views": start_views,
        "undone": [undone, len(session.history), again.deal_number, list(again.totals)],
        "errors": errors,
    }


def lines(count=SESSIONS):
    return seeded_lines(_session_line, range(count))


if __name__ == "__main__":
    print_lines(lines())
