"""The practice worker (Pyodide, off the main thread): deals with the engine.

Exports plain functions that take and return plain data (JSON text), so nothing but
strings crosses between the worker and the page.
"""

import json

from piquet_core.cards import sorted_cards
from piquet_core.deal import deal_cards
from piquet_core.hands import summarize


def _card(card):
    return {"code": card.code, "label": card.label, "name": card.name, "red": card.is_red}


def deal(seed):
    """A seeded deal: both hands (display order), the talon size, and what each holds."""
    elder, younger, talon = deal_cards(int(seed))
    return json.dumps({
        "seed": int(seed),
        "elder": [_card(card) for card in sorted_cards(elder)],
        "younger": [_card(card) for card in sorted_cards(younger)],
        "talon": len(talon),
        "summary": {"elder": summarize(elder), "younger": summarize(younger)},
    })


__export__ = ["deal"]
