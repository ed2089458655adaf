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

__version__ = "0.1.0"
