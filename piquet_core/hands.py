"""Whole-hand summaries: what a hand holds, and how two hands' declarations score.

Glossary:
    honest declaration: calling everything held, sinking nothing.
    repique: 30 from declarations alone before the opponent scores: 60 more.

>>> result = score_hands("AS KS QS JS TS AH KH QH AD KD AC KC", "9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D")
>>> result["scores"]["point"], result["totals"], result["repique"]
({'winner': 'elder', 'points': 5}, {'elder': 111, 'younger': 0}, 'elder')
"""

from .cards import as_cards
from .errors import DuplicateCardError
from .combinations import (
    CARTE_BLANCHE_SCORE, POINT, SEQUENCE, SET, best_point, compare, describe, is_carte_blanche, sequences, sets,
)
from .scoring import CARTE_BLANCHE, ELDER, PLAYER_NAMES, REPIQUE, YOUNGER, Reckoner


def summarize(cards):
    """A hand's holdings as plain data (the ``H`` of the command line's JSON)."""
    cards = as_cards(cards)
    return {
        "point": describe(best_point(cards)),
        "sequences": [describe(seq) for seq in sequences(cards)],
        "sets": [describe(found) for found in sets(cards)],
        "carte_blanche": len(cards) == 12 and is_carte_blanche(cards),
    }


def score_hands(elder, younger):
    """Score both 12-card hands' full, honest declarations, in reckoning order.

    Returns ``{"elder": H, "younger": H, "scores": {class: {"winner", "points"}},
    "totals": {"elder", "younger"}, "repique": "elder"|"younger"|None}``; totals include
    carte blanche and repique.
    """
    hands = (as_cards(elder, 12, "elder's hand"), as_cards(younger, 12, "younger's hand"))
    if set(hands[0]) & set(hands[1]):
        shared = sorted(card.code for card in set(hands[0]) & set(hands[1]))
        raise DuplicateCardError(" ".join(shared), "these cards are in both hands")
    reckoner = Reckoner()
    for player in (ELDER, YOUNGER):
        if is_carte_blanche(hands[player]):
            reckoner.add(player, CARTE_BLANCHE_SCORE, CARTE_BLANCHE, "carte blanche", declaration=True)
    scores = {}
    holdings = {
        POINT: (lambda cards: [best_point(cards)] if cards else []),
        SEQUENCE: sequences,
        SET: sets,
    }
    for kind in (POINT, SEQUENCE, SET):
        held = [holdings[kind](hands[ELDER]), holdings[kind](hands[YOUNGER])]
        verdict = compare(held[ELDER][0] if held[ELDER] else None, held[YOUNGER][0] if held[YOUNGER] else None)
        winner = ELDER if verdict > 0 else (YOUNGER if verdict < 0 else None)
        points = 0
        if winner is not None:
            for combo in held[winner]:
                points += combo.score
                reckoner.add(winner, combo.score, kind, combo.full_name, declaration=True)
        scores[kind] = {"winner": None if winner is None else PLAYER_NAMES[winner], "points": points}
    bonus = reckoner.bonus
    return {
        "elder": summarize(hands[ELDER]),
        "younger": summarize(hands[YOUNGER]),
        "scores": scores,
        "totals": {"elder": reckoner.totals[ELDER], "younger": reckoner.totals[YOUNGER]},
        "repique": PLAYER_NAMES[bonus[0]] if bonus is not None and bonus[1] == REPIQUE else None,
    }
