"""What one player knows: an observation that never shows what he cannot see.

Glossary:
    view:      a player's knowledge of the deal: his own hand and discards, the talon
               cards he drew or looked at, cards exposed to both, what was called and
               proved, the cards played, and the scores announced. Never the other
               hand, the other's discards, or talon cards nobody showed him.

>>> from piquet_core.deal import Deal
>>> view = player_view(Deal.from_seed(1), 1)
>>> view["you"], len(view["hand"]), view["opponent"]["hand_size"], view["legal"]
('younger', 12, 12, [])
"""

from .cards import sort_key
from .scoring import PLAYER_NAMES
from .transcript import transcript


def _codes(cards):
    return [card.code for card in sorted(cards, key=sort_key)]


def player_view(deal, player):
    """A plain-data observation for ``player`` (0 elder, 1 younger)."""
    if player not in (0, 1):
        raise ValueError("player is 0 (elder) or 1 (younger), got %r" % (player,))
    opponent = 1 - player
    in_hands = set(deal.hands[opponent])
    known = [card for card in deal.known[player] if card in in_hands]
    lines = [{"player": None if line.player is None else PLAYER_NAMES[line.player], "text": line.text,
              "note": line.note} for line in transcript(deal)]
    return {
        "you": PLAYER_NAMES[player],
        "phase": deal.phase,
        "to_act": None if deal.to_act is None else PLAYER_NAMES[deal.to_act],
        "hand": _codes(deal.hands[player]),
        "dealt": _codes(deal.dealt[player]),
        "discards": _codes(deal.discards[player]),
        "talon_seen": _codes(deal.talon_seen[player]),
        "exposed": _codes(deal.exposed),
        "talon_size": len(deal.talon),
        "opponent": {
            "hand_size": len(deal.hands[opponent]),
            "discard_count": len(deal.discards[opponent]),
            "known_in_hand": _codes(known),
            "shown": _codes(deal.known[player]),
        },
        "tricks": [{"leader": PLAYER_NAMES[t[0]], "led": t[1].code, "followed": t[2].code,
                    "winner": PLAYER_NAMES[t[3]]} for t in deal.tricks],
        "current_trick": [card.code for card in deal.current],
        "totals": {"elder": deal.totals[0], "younger": deal.totals[1]},
        "events": [event.to_dict() for event in deal.events],
        "transcript": lines,
        "legal": [str(action) for action in deal.legal_actions()] if deal.to_act == player and
        deal.phase != "exchange" else [],
        # Exchanges are too many to list (about 3,000): give the limits instead.
        "exchange": _exchange_limits(deal, player),
    }


def _exchange_limits(deal, player):
    if deal.phase != "exchange" or deal.to_act != player:
        return None
    fewest, most = deal.exchange_limits(player)
    return {"fewest": fewest, "most": most, "option": "look" if player == 0 else "expose"}
