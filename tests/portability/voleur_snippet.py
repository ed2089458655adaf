"""Piquet Voleur under MicroPython: seeded deals played by random legal players, each
printed as one JSON line (record, scores, views, undo, refusals), then a hand-built deal
and a partie, for ``test_voleur_portable.py`` to compare with CPython. Portable itself:
it runs in the MicroPython wasm too."""

from snippet_lines import print_lines, seeded_lines

DEALS = 24

# The hand-built deal of tests/games/golden/voleur-pic-partners-tied.pqt.
PIC_HANDS = ("AH KH QH JH 9H 8H 7S 7D", "AC QC JC TH 7H QS JS TD", "AS KS AD KD 9D 8D KC 7C",
             "TS 9S 8S QD JD TC 9C 8C")
PIC_ACTIONS = ["point AH KH QH JH 9H 8H", "sequence AH KH QH JH", "set none", "good", "good", "set none", "good",
               "good", "set KS KD KC", "good", "good", "good"]
PIC_TRICKS = "AH 7H 8D 8C KH TH 9D 9C QH TD KC TC 7S JS AS 8S KS 9S 7D QS AD JD 8H JC 7C QD 9H AC QC KD TS JH"


def _deal_lines(seed):
    from piquet_core.games import play_random
    from piquet_core.games.voleur import SEATS, SIDE_NAMES, Voleur
    from piquet_core.players import RandomPlayer
    from piquet_core.record import dump, load
    game = play_random("voleur", seed)
    text = dump(game)
    again = load(text)
    line = {
        "seed": seed,
        "record": text,
        "roundtrip": dump(again) == text and again.events == game.events,
        "events": [event.to_dict(SIDE_NAMES) for event in game.events],
        "result": game.result(),
        "views": [game.view(seat).to_dict() for seat in SEATS],
    }
    # Views at the start of the declarations and of the play, and undo to the start.
    fresh = Voleur.from_seed(seed)
    player = RandomPlayer(seed)
    middle = []
    while not fresh.is_over:
        if fresh.phase in ("carte blanche", "play") and len(middle) < 2 and not fresh.tricks and not fresh.current:
            middle.append([fresh.view(seat).to_dict() for seat in SEATS])
        fresh.do(player.choose(fresh.view(fresh.to_act)))
    line["middle"] = middle
    undone = 0
    while fresh.can_undo:
        fresh.undo()
        undone += 1
    line["undone"] = [undone, len(game.history), fresh.phase, list(fresh.totals), len(fresh.log)]
    errors = []
    for text in ("exchange none", "play AS", "good", "point AS AH"):
        try:
            Voleur.from_seed(seed).do(text)
        except Exception as error:  # the class and message must agree
            errors.append([type(error).__name__, str(error)])
    line["errors"] = errors
    return line


def _hand_built():
    from piquet_core.games.voleur import Voleur, VoleurPartie
    from piquet_core.games import play_random
    game = Voleur(*PIC_HANDS)
    for text in PIC_ACTIONS:
        game.do(text)
    for code in PIC_TRICKS.split():
        game.do("play " + code)
    partie = VoleurPartie(first_dealer=1)
    for seed in range(6):
        partie.new_deal(seed)
        partie.deal_finished(play_random("voleur", seed))
    return {"seed": "hand-built", "totals": list(game.totals), "bonus": list(game.bonus),
            "tricks": list(game.tricks_won()), "partie": partie.result(), "deals": partie.deals}


def lines(count=DEALS):
    return seeded_lines(_deal_lines, range(count)) + seeded_lines(lambda _: _hand_built(), ["hand-built"])


if __name__ == "__main__":
    print_lines(lines())
