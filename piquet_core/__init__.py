"""piquet_core: the rules engine of Rubicon Piquet, portable to CPython, Pyodide and MicroPython.

Glossary of the main terms (each module has its own):
    elder / younger: the non-dealer and the dealer.
    talon:           the eight cards left after the deal, to exchange from.
    point, sequence, set: the three classes of declaration, in that order.
    repique / pique: 60 or 30 more for reaching 30 before the opponent scores.
    partie:          a game of six deals; a loser under 100 is rubiconed.

The names below are imported on first use (module ``__getattr__``), so that a lesson
page that needs only the exercises does not compile the whole engine in MicroPython.

>>> from piquet_core import Deal, parse_cards
>>> len(parse_cards("AS KS")), Deal.__name__
(2, 'Deal')
"""

__version__ = "0.1.0"

# public name -> the module that defines it
_WHERE = {
    "errors": (
        "PiquetError", "NotationError", "UnknownRankError", "UnknownSuitError", "DuplicateCardError",
        "WrongCountError", "IllegalActionError", "WrongTurnError", "RecordError", "RulesError",
    ),
    "cards": ("Card", "PACK", "parse_cards", "format_cards", "sorted_cards"),
    "combinations": ("best_point", "sequences", "sets", "is_carte_blanche", "compare"),
    "rules": ("Rules", "DEFAULT_RULES"),
    "actions": ("CarteBlanche", "Exchange", "Declare", "Reply", "Play", "parse_action"),
    "scoring": ("ScoreEvent",),
    "seats": ("ELDER", "YOUNGER", "opponent", "seat_name"),
    "game": ("GameState",),
    "deal": ("Deal",),
    "dealing": ("deal_cards",),
    "hands": ("summarize", "score_hands"),
    "partie": ("Partie", "settle_partie"),
    "record": ("dump", "load"),
    "view": ("View", "player_view"),
}
__all__ = [name for names in _WHERE.values() for name in names]


# Every submodule, so that ``from piquet_core import record`` works on MicroPython too
# (it asks the package's __getattr__ instead of importing the submodule itself).
_MODULES = (
    "actions", "call_tables", "cards", "choosing", "combinations", "deal", "deal_declaration", "deal_exchange", "deal_play", "deal_scores",
    "deal_blocks", "deal_state", "dealing", "declarations", "errors", "events", "figures", "game", "hands", "kernel", "legal", "levels", "partie", "partie_record", "players",
    "prng", "comparing",
    "record", "refusals", "rules", "scoring", "seats", "simulate", "solver", "solver_search", "solver_tables", "spaces", "speech", "suitmasks",
    "transcript", "tricks", "view", "commands_match", "commands_puzzle", "commands_search",
)
# Subpackages reached the same way.
_PACKAGES = ("exercises", "opponent", "games")


def __getattr__(name):
    if name in _MODULES or name in _PACKAGES:
        return __import__("piquet_core." + name, None, None, ["__name__"])
    for module, names in _WHERE.items():
        if name in names:
            return getattr(__import__("piquet_core." + module, None, None, [name]), name)
    raise AttributeError("module 'piquet_core' has no attribute %r" % name)
