"""piquet_core: the rules engine of Rubicon Piquet, portable to CPython, Pyodide and MicroPython.

Glossary of the main terms (each module has its own):
    elder / younger: the non-dealer and the dealer.
    talon:           the eight cards left after the deal, to exchange from.
    point, sequence, set: the three classes of declaration, in that order.
    repique / pique: 60 or 30 more for reaching 30 before the opponent scores.
    partie:          a game of six deals; a loser under 100 is rubiconed.
"""

from .errors import (
    DuplicateCardError, IllegalActionError, NotationError, PiquetError, RecordError, RulesError,
    UnknownRankError, UnknownSuitError, WrongCountError, WrongTurnError,
)
from .cards import Card, PACK, format_cards, parse_cards, sorted_cards
from .combinations import best_point, compare, is_carte_blanche, sequences, sets
from .rules import DEFAULT_RULES, Rules
from .actions import CarteBlanche, Declare, Exchange, Play, Reply, parse_action
from .scoring import ELDER, YOUNGER, ScoreEvent
from .deal import Deal, deal_cards
from .hands import score_hands, summarize
from .partie import Partie, settle_partie
from .record import dump, load
from .view import player_view

__version__ = "0.1.0"

__all__ = [
    "PiquetError", "NotationError", "UnknownRankError", "UnknownSuitError", "DuplicateCardError",
    "WrongCountError", "IllegalActionError", "WrongTurnError", "RecordError", "RulesError",
    "Card", "PACK", "parse_cards", "format_cards", "sorted_cards",
    "best_point", "sequences", "sets", "is_carte_blanche", "compare",
    "Rules", "DEFAULT_RULES", "CarteBlanche", "Exchange", "Declare", "Reply", "Play", "parse_action",
    "ELDER", "YOUNGER", "ScoreEvent", "Deal", "deal_cards", "summarize", "score_hands",
    "Partie", "settle_partie", "dump", "load", "player_view",
]
