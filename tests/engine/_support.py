"""Helpers shared by the engine tests: build deals from explicit cards, snapshot, assert illegal."""

import copy

import pytest

from piquet_core import PACK, Deal, IllegalActionError, Rules, parse_cards
from piquet_core.scoring import ELDER, YOUNGER


def make_deal(elder, younger, talon=None, rules=None):
    """A deal from explicit hands; the talon defaults to the other 8 cards in pack order."""
    elder_cards, younger_cards = parse_cards(elder, 12), parse_cards(younger, 12)
    if talon is None:
        used = set(elder_cards) | set(younger_cards)
        talon = tuple(card for card in PACK if card not in used)
    return Deal(elder_cards, younger_cards, talon, rules or Rules())


def act(deal, *texts):
    """Apply actions written in the text notation, one after the other."""
    for text in texts:
        deal.do(text)
    return deal


def codes(cards):
    """Sorted card codes, from Cards, from text, or from a list of code strings."""
    if isinstance(cards, str):
        cards = cards.split()
    return sorted(card if isinstance(card, str) else card.code for card in cards)


def snapshot(deal):
    """Everything an action may change, as plain comparable data."""
    return copy.deepcopy({
        "history": [(p, str(a)) for p, a in deal.history],
        "events": list(deal.events),
        "hands": [codes(h) for h in deal.hands],
        "talon": [c.code for c in deal.talon],
        "discards": [codes(d) for d in deal.discards],
        "exposed": codes(deal.exposed),
        "talon_seen": [codes(s) for s in deal.talon_seen],
        "tricks": [(t[0], t[1].code, t[2].code, t[3]) for t in deal.tricks],
        "current": [c.code for c in deal.current],
        "phase": deal.phase, "to_act": deal.to_act, "totals": deal.totals,
        "reckoned": (deal.reckoned_totals, deal.bonus), "marks": deal.marks,
        "classes": {k: (r.elder_call, r.younger_call, list(r.answers), r.winner, r.step)
                    for k, r in deal.classes.items()},
        "carte_blanche": list(deal.carte_blanche), "exchanged": list(deal.exchanged),
        "log": list(deal.log), "known": [codes(k) for k in deal.known],
    })


def assert_illegal(deal, action, match=None, error=IllegalActionError):
    """``action`` is refused with an IllegalActionError (subclass) and nothing changes."""
    before = snapshot(deal)
    assert not deal.can(action)
    with pytest.raises(error, match=match):
        deal.do(action)
    assert snapshot(deal) == before


def events_of(deal, category=None, player=None):
    return [e for e in deal.events
            if (category is None or e.category == category) and (player is None or e.player == player)]


def scored(deal, player, categories):
    """Points ``player`` scored in the given categories."""
    return sum(e.points for e in deal.events if e.player == player and e.category in categories)


def sink_all(deal):
    """Both players call nothing in all three classes."""
    for kind in ("point", "sequence", "set"):
        act(deal, kind + " none", kind + " none")
    return deal


__all__ = ["ELDER", "YOUNGER", "Rules", "make_deal", "act", "snapshot", "assert_illegal", "events_of",
           "scored", "sink_all", "codes"]
