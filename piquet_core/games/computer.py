"""The computer players of the games besides Rubicon Piquet, found by game and level.

Glossary:
    level:  how well a computer seat plays: ``random`` (any legal action), ``beginner``
            (plain habits, Normand and Voleur: ``beginner_table``) or ``club`` (rules
            of thumb for that game, fast enough for MicroPython on the page:
            ``club_table`` for Normand and Voleur, ``club_imperial``, ``club_original``;
            docs/opponent.md). ``levels.GAME_LEVELS`` names each game's levels; a
            game's players are imported when its first computer seat is made, so a page
            lists and checks levels without them and loads only the ones it seats.
    player: an object with ``choose(view)`` returning one legal action for the view's
            seat, deciding from that view alone (``players`` explains the protocol).

>>> player = make_game_player("normand", "random", 5)
>>> player.name
'random'
>>> make_game_player("normand", "grandmaster", 5)
Traceback (most recent call last):
...
piquet_core.errors.PiquetError: unknown level 'grandmaster' for normand (known: random, beginner, club)
>>> game_levels("imperial"), game_levels("ecrire")
(('random', 'club'), ('random', 'beginner', 'club', 'expert'))
"""

from ..errors import PiquetError
from ..levels import GAME_LEVELS
from . import check_game

# game name -> {level name: maker taking a seed}. Each game's module of players adds its levels.
_MAKERS = {}
_LOADED = set()  # the games whose players' module has been imported


def register_game_level(game, level, maker):
    """Called by a players' module when imported: ``maker(seed)`` plays ``level`` at
    ``game``, a level ``levels.GAME_LEVELS`` names for it (the settings list that table
    without importing the players)."""
    if level not in GAME_LEVELS.get(check_game(game), ()):
        raise PiquetError("level %r is not one of %s's levels in levels.GAME_LEVELS" % (level, game))
    _MAKERS.setdefault(game, {})[level] = maker


def _load_levels(game):
    """Import the module of ``game``'s computer players once, so that they register."""
    if game in _LOADED:
        return
    if game in ("normand", "voleur"):
        from . import beginner_table, club_table  # noqa: F401
    elif game == "imperial":
        from . import club_imperial  # noqa: F401
    elif game == "original":
        from . import club_original  # noqa: F401
    _LOADED.add(game)


def game_levels(game):
    """The levels a computer seat of ``game`` can play at, weakest first (no players
    imported: ``levels.GAME_LEVELS``)."""
    return GAME_LEVELS[check_game(game)]


def make_game_player(game, level, seed=0):
    """A computer player of ``game`` at ``level``; an unknown level raises ``PiquetError``."""
    if level not in game_levels(game):
        raise PiquetError("unknown level %r for %s (known: %s)" % (level, game, ", ".join(game_levels(game))))
    if level == "random" or game == "ecrire":  # à Écrire: each deal is two-player Rubicon Piquet
        from ..players import make_player
        return make_player(level, seed)
    _load_levels(game)
    return _MAKERS[game][level](seed)
