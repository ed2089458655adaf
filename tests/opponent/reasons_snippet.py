"""The coach's sentences for seeded positions, one JSON line each: run under MicroPython
(``tests/portability/run_snippet.mjs``) and imported in CPython by
``test_reasons_portable.py``, which compares the lines."""

import json

SEEDS = 10
PATTERN = (0.0, 1.0, 12.0, 0.5, 30.0, -2.0, 6.0)   # values given to the cards in turn


def _line(seed):
    from piquet_core.deal import Deal
    from piquet_core.opponent.knowledge import Knowledge
    from piquet_core.opponent import evaldeclare
    from piquet_core.opponent.declare import dialogue_step
    from piquet_core.opponent.reason_play import play_reasons
    from piquet_core.opponent.reasons import declaration_reason, exchange_reason
    from piquet_core.players import random_action
    from piquet_core.prng import Prng
    from piquet_core.rules import DEFAULT_RULES, Rules
    rules = Rules.parse("cardparade") if seed % 4 == 3 else (Rules.from_names(["old_count"]) if seed % 4 == 2
                                                             else DEFAULT_RULES)
    deal, rng = Deal.from_seed(seed, rules), Prng(seed)
    said = []
    while not deal.is_over:
        if deal.phase == "exchange" and deal.exchange_limits(deal.to_act) is not None:
            hand = list(deal.hands[deal.to_act])
            for best in (None, hand[7:10], hand[7:12]):   # (five: an exchange of fewer cards)
                said.append(exchange_reason(hand, hand[:3], {"point": 0.525, "bonus": 5 / 6.0}, 2.25, best=best))
            said.append(exchange_reason(hand, hand[:3], {"point": 0.125, "set": 0.5, "sequence": 0.25},
                                        17.5, best=hand[7:12], best_stats={"point": 0.625, "set": 0.875,
                                                                           "sequence": 0.3, "bonus": 0.0625}))
        if deal.phase == "declaration":
            view = deal.view(deal.to_act)
            actions = evaldeclare.options(view)
            honest = {"action": actions[0], "wins": 13 / 24.0, "mine": 3.0, "theirs": 0.25}
            for i in range(len(actions)):
                item = {"action": actions[i], "wins": 2 / 3.0, "mine": 3.0 - i * 1.25, "theirs": 0.25 + i}
                said.append(declaration_reason(item, honest, i * 1.25, kind=dialogue_step(view)[1], hand=view.hand))
                # a cost the class leaves mostly to the rest of the deal
                said.append(declaration_reason(item, honest, 20.0 + i * 1.25, kind=dialogue_step(view)[1],
                                               hand=view.hand))
        if deal.phase == "play":
            know = Knowledge(deal.view(deal.to_act))
            cards = deal.legal_cards()
            values = {}
            for i in range(len(cards)):
                values[cards[i]] = PATTERN[(i + len(know.hand)) % len(PATTERN)]
            reasons = play_reasons(know, values)
            said.append([reasons[card] for card in cards])
        deal.do(random_action(deal, rng))
    return {"seed": seed, "said": said}


def lines(count=SEEDS):
    out = []
    for seed in range(count):
        try:
            out.append(_line(seed))
        except Exception as error:  # the class and message must agree between runtimes
            out.append({"seed": seed, "error": [type(error).__name__, str(error)]})
    return out


if __name__ == "__main__":
    for item in lines():
        print(json.dumps(item))
