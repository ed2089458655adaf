"""The games besides two-player Rubicon Piquet, each a sibling of ``Deal`` on the game
interface (``game.GameState``), and the one place that knows them by name.

Glossary:
    game name: ``rubicon`` (the two-player ``Deal``), ``normand`` (three players,
               ``games.normand``). The other games of issue 12 (``voleur``,
               ``ecrire``, ``original``, ``imperial``, ``cardparade``) are not built
               yet: their names are refused with a message that says so.

>>> [type(new_game(name, 1)).__name__ for name in GAME_NAMES]
['Deal', 'Normand']
>>> check_game("voleur")
Traceback (most recent call last):
...
piquet_core.errors.UnknownGameError: the game 'voleur' is not built yet (known: rubicon, normand)
"""

from ..errors import RecordError, UnknownGameError

GAME_NAMES = ("rubicon", "normand")
FUTURE_GAMES = ("voleur", "ecrire", "original", "imperial", "cardparade")


def check_game(name):
    """``name`` if it is a game the engine plays, else ``UnknownGameError`` listing them."""
    if name in GAME_NAMES:
        return name
    known = ", ".join(GAME_NAMES)
    if name in FUTURE_GAMES:
        raise UnknownGameError("the game %r is not built yet (known: %s)" % (name, known))
    raise UnknownGameError("unknown game %r (known: %s)" % (name, known))


def new_game(name, seed):
    """A new deal of the named game, shuffled with ``seed``."""
    if check_game(name) == "normand":
        from .normand import Normand
        return Normand.from_seed(seed)
    from ..deal import Deal
    return Deal.from_seed(seed)


def play_random(name, seed):
    """A deal of the named game shuffled with ``seed`` and played to the end by random
    legal players (each deciding from his own view), seeded with ``seed`` too."""
    from ..players import RandomPlayer, play_deal
    game = new_game(name, seed)
    player = RandomPlayer(seed)  # one generator serves every seat, in turn
    return play_deal(game, [player] * len(game.seats))


def load_record(name, line, text):
    """Replay the record ``text`` whose ``Game`` header (on ``line``) names ``name``."""
    try:
        check_game(name)
    except UnknownGameError as error:
        raise RecordError(line, str(error))
    from .normand_record import load
    return load(text)


def dump_record(game, title=None):
    """The record of a deal of a game other than Rubicon."""
    from .normand_record import dump
    return dump(game, title)
