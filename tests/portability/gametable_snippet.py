"""The table of the other games (``piquet_core.gametable``) under MicroPython: each game
played through the table with the learner choosing seeded legal actions (an exchange
picked card by card; a card the rules refuse pressed first) and the computers moving, each
step's HTML rendered; one JSON line per game and seed (the phases, the HTML's sizes, the
reasons refused, the last HTML, the save, the record), for ``test_gametable_portable.py``
to compare with CPython. Portable itself."""

import json

from snippet_lines import print_lines, seeded_lines

GAMES = ("normand", "voleur", "imperial", "original", "ecrire")
SEEDS = (1, 2)
STEPS = 90  # the learner's moves per game (whole deals; a whole game is longer)


def _choose(table, rng):
    """A seeded legal choice of the learner, made through ``act`` as the page makes it."""
    view = table.view()
    if view.phase == "exchange":
        hand = [card.code for card in view.hand]
        limits = view.exchange_limits()
        count = 2 if table.game == "normand" else (1 + rng.next32() % 3)
        if limits is not None:
            count = max(limits[0], min(count, limits[1]))
        for code in hand[:count]:
            table.act("card", code)
        return table.act("exchange")
    actions = view.legal_actions()
    text = str(actions[rng.next32() % len(actions)])
    if text.startswith("play "):
        return table.act("card", text[5:])
    return table.act("move", text)


def _line(index):
    from piquet_core.gametable.render import render_page
    from piquet_core.gametable.session import GameTable
    from piquet_core.prng import Prng
    game, seed = GAMES[index // len(SEEDS)], SEEDS[index % len(SEEDS)]
    table = GameTable(game, "random", seed=seed)
    rng = Prng(seed)
    phases, sizes, refused = [], [], []
    for _ in range(STEPS):
        table.run_computers()
        html = render_page(table)
        phases.append(table.phase)
        sizes.append(len(html))
        if table.is_over:
            break
        if table.phase == "deal-over":
            table.act("next-deal")
            continue
        view = table.view()
        if table.is_learner_turn and view.phase == "play":  # a card the rules refuse: its reason, said to the learner
            legal = [card.code for card in view.legal_cards()]
            barred = [card.code for card in view.hand if card.code not in legal]
            if barred and not table.act("card", barred[0]):
                refused.append(table.message)
        if not _choose(table, rng):
            refused.append(table.message)
    saved = json.loads(table.dump())
    again = GameTable.restore(table.dump())
    return {"seed": seed, "game": game, "phases": phases, "sizes": sizes, "refused": refused,
            "html": render_page(table), "saved": saved, "restored_same": render_page(again) == render_page(table),
            "record": table.record_text(), "bad": _bad_input(game, seed), "viewer": _viewer(table.record_text())}


def _viewer(text):
    """The record viewer over the game's record: each step's words, some steps' HTML, a
    step back from the end (dealt again and replayed), and a record it refuses; each
    step's words with its cards in words, as the live region says them."""
    from piquet_core.gametable.recordview import open_record
    from piquet_core.gametable.words import in_words
    view, problem = open_record(text)
    said, pages = [view.status()], [view.html()]
    while view.position < view.last:
        view.go("next")
        said.append(in_words(view.status()) + " | " + " / ".join(words for _, words in view.lines))
        if view.position % 25 == 0 or view.position == view.last:
            pages.append(view.html())
    view.go("prev")
    said.append(view.status())
    view.go("first")
    view.go("next-deal")
    said.append(view.status())
    return {"problem": problem, "said": said, "pages": pages,
            "refused": open_record(text.replace("Seed: ", "Seed: 1", 1))[1]}


def _bad_input(game, seed):
    from piquet_core.gametable.session import GameTable
    out = []
    table = GameTable(game, "random", seed=seed)
    for name, value in (("move", "play AS"), ("teleport", None), ("card", "XX")):
        out.append([table.act(name, value), table.message])
    for text in ("not json", '{"version": 7}'):
        try:
            GameTable.restore(text)
        except Exception as error:
            out.append([type(error).__name__, str(error)])
    return out


def lines():
    return seeded_lines(_line, range(len(GAMES) * len(SEEDS)))


if __name__ == "__main__":
    print_lines(lines())
