"""Make the worked deals of lessons 19 and 20 (lessons/deals/*.pqt): a deal of Piquet
Normand, Piquet Voleur, or a game of Imperial or of the original rules shuffled with a
seed, played by a plain, honest player: every seat calls and answers with the best it
holds (no sinking), takes the stock (at the original rules: elder throws his five
lowest cards, the dealer his three lowest), claims what it may, asks to see; in the play
it wins the trick with its highest card when it can, else throws its lowest. Not a
strong player: a readable one.

    .venv/bin/python scripts/lesson_records.py normand 12 > lessons/deals/normand-deal.pqt
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from piquet_core.actions import Declare, Exchange, Play, Reply  # noqa: E402
from piquet_core.games import dump_record, new_game  # noqa: E402


def _score(action):
    groups = getattr(action, "groups", ()) or ()
    total = 0
    for group in groups:
        combo = group if hasattr(group, "score") else None
        total += combo.score if combo is not None else len(group) * 100 + sum(c.pips for c in group)
    return total


def _strength(card, game):
    if game.game == "imperial":
        from piquet_core.games.imperial_rules import strength
        return strength(card.rank, game.ranking)
    return card.rank


def _beats(card, best, led, game):
    trump = game.trump if game.game == "imperial" else None
    if card.suit == best.suit:
        return _strength(card, game) > _strength(best, game)
    return card.suit == trump and best.suit != trump


def choose_original(game):
    """The same plain player at the original rules (36 cards, its own actions)."""
    from piquet_core.games.original_actions import Blank, Bonus, Call, Swap
    from piquet_core.games.original_rules import build_call
    actions = game.legal_actions()
    seat = game.to_act
    hand = game.hands[seat]
    if game.phase == "play":
        cards = [action.card for action in actions]
        led = game.current
        winning = [c for c in cards if led is not None and c.suit == led.suit and c.rank > led.rank]
        if led is None or winning:
            return Play(max(winning or cards, key=lambda c: (c.rank, -c.suit)))
        return Play(min(cards, key=lambda c: (c.rank, c.suit)))
    if game.phase == "exchange":
        count = min(5 if seat == game.elder else 3, game.exchange_limits()[1])
        return Swap(tuple(sorted(hand, key=lambda c: (c.rank, c.suit))[:count]))
    calls = [a for a in actions if isinstance(a, Call) and a.groups]
    if calls:
        def value(call):
            combos = build_call(call.kind, call.groups, hand)
            return (combos[0].key, sum(combo.score for combo in combos))
        return max(calls, key=value)
    for action in actions:  # a blank, a bonus: claim it; good, or a call of nothing
        if isinstance(action, (Blank, Bonus)) and action.claim:
            return action
    return actions[0]


def choose(game):
    if game.game == "original":
        return choose_original(game)
    actions = game.legal_actions()
    if game.phase == "play":
        cards = [action.card for action in actions]
        current = game.current
        if not current:
            return Play(max(cards, key=lambda c: (_strength(c, game), -c.suit)))
        best = current[0]
        for card in current[1:]:
            if _beats(card, best, current[0], game):
                best = card
        winning = [c for c in cards if _beats(c, best, current[0], game)]
        if winning:
            return Play(max(winning, key=lambda c: _strength(c, game)))
        return Play(min(cards, key=lambda c: (_strength(c, game), c.suit)))
    exchanges = [a for a in actions if isinstance(a, Exchange)]
    if exchanges:  # the dealer takes the stock for his two lowest cards
        hand = game.hands[game.to_act]
        low = sorted(hand, key=lambda c: c.rank)[:2]
        return Exchange(tuple(low), None)
    replies = [a for a in actions if isinstance(a, Reply)]
    if replies:
        better = [a for a in replies if a.answer == "not good"]
        if better:
            return max(better, key=_score)
        equal = [a for a in replies if a.answer == "equal"]
        return equal[0] if equal else replies[0]
    calls = [a for a in actions if isinstance(a, Declare)]
    if calls:
        return max(calls, key=_score)
    for action in actions:  # claims, swaps, asks, imperials: the first is the fullest
        text = str(action)
        if text.startswith("no ") or text in ("trust",):
            continue
        return action
    return actions[0]


def play(name, seed):
    game = new_game(name, seed)
    while not game.is_over:
        game.do(choose(game))
    return game


if __name__ == "__main__":
    name, seed = sys.argv[1], int(sys.argv[2])
    title = sys.argv[3] if len(sys.argv) > 3 else None
    print(dump_record(play(name, seed), title), end="")
