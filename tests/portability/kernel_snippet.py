"""Runs unchanged on CPython and MicroPython: the kernel and the solver print the same lines
(with and without trumps).

Imported by test_kernel_portable.py (CPython) and run by run_snippet.mjs (MicroPython).
"""

import json

from piquet_core import kernel, simulate, solver
from piquet_core.rules import Rules

RULES = ("rubicon", "rubicon +old_count +cavendish_capot", "rubicon +last_trick_four +dealer_exchanges_first", "cardparade")


def lines():
    out = []
    for i in range(len(RULES)):
        trace = []
        totals = simulate.random_deals(60, 100 + i, Rules.parse(RULES[i]), trace)
        out.append({"rules": RULES[i], "totals": list(totals), "last": [trace[-1][0], trace[-1][3]]})
    state = kernel.PlayState.from_hands("AS 7S KH QD 9C", "KS QH 8H 7D TC", won=(3, 4), totals=(26, 0))
    log = []
    moves = []
    while not state.is_over:
        legal = state.legal()
        card = legal[len(legal) // 2]
        moves.append(kernel.card_code(card))
        state.play(card, log)
    out.append({"moves": moves, "log": [list(entry) for entry in log], "totals": list(state.totals),
                "bonus": list(state.bonus) if state.bonus else None})
    for totals, rules in (((10, 4), "rubicon"), ((26, 0), "rubicon"), ((5, 3), "rubicon +old_count")):
        s = kernel.PlayState.from_hands("AS 7S KH QD 9C TH", "KS QH 8H 7D TC JC", won=(3, 3), totals=totals,
                                        rules=Rules.parse(rules))
        found = solver.solve(s)
        out.append({"value": found.value, "best": [c.code for c in found.best],
                    "cards": [[c.code, v] for c, v in solver.card_values(s)]})
    # CardParade: a trump suit, and a capot announced by elder.
    state = kernel.PlayState.from_hands("AS 7S KH QD 9C", "KS QH 8H 7D TC", won=(3, 4), totals=(26, 0), trumps="H",
                                        rules=Rules.parse("rubicon +last_trick_four"))
    log = []
    moves = []
    while not state.is_over:
        legal = state.legal()
        card = legal[len(legal) // 2]
        moves.append(kernel.card_code(card))
        state.play(card, log)
    out.append({"trump moves": moves, "log": [list(entry) for entry in log], "totals": list(state.totals)})
    for trumps, announced in (("S", None), ("D", 0), ("C", 1)):
        s = kernel.PlayState.from_hands("AS 7S KH QD 9C TH", "KS QH 8H 7D TC JC", won=(6, 0), totals=(10, 4),
                                        rules=Rules.parse("rubicon +last_trick_four"), trumps=trumps,
                                        announced=announced)
        found = solver.solve(s)
        out.append({"trumps": trumps, "value": found.value, "best": [c.code for c in found.best],
                    "cards": [[c.code, v] for c, v in solver.card_values(s)]})
    return out


if __name__ == "__main__":
    for line in lines():
        print(json.dumps(line))
