"""The games besides two-player Rubicon Piquet, each a sibling of ``Deal`` on the game
interface (``game.GameState``), and the one place that knows them by name.

Glossary:
    game name: ``rubicon`` (the two-player ``Deal``), ``normand`` (three players,
               ``games.normand``), ``ecrire`` (a session of two-player deals among
               three to eight players, ``games.ecrire``), ``voleur`` (four players in
               two partnerships, ``games.voleur``), ``imperial`` (two players, trumps
               and chips, a whole game of deals to five red chips, ``games.imperial``),
               ``original`` (two players, 36 cards, a whole game of deals to 100,
               ``games.original``), ``cardparade`` (seed 001: not a sibling but the
               two-player ``Deal`` under the ``cardparade`` rules preset, with trumps
               and the announced capot; its records are Rubicon records whose
               ``Rules`` line says ``cardparade``). A name in ``FUTURE_GAMES`` (none
               today) would be refused with a message saying it is not built yet.

>>> [type(new_game(name, 1)).__name__ for name in GAME_NAMES]
['Deal', 'Normand', 'Ecrire', 'Voleur', 'Imperial', 'Original', 'Deal']
>>> new_game("cardparade", 1).rules.to_text()
'cardparade'
>>> check_game("whist")
Traceback (most recent call last):
...
piquet_core.errors.UnknownGameError: unknown game 'whist' (known: rubicon, normand, ecrire, voleur, imperial, original, cardparade)
"""

from ..errors import RecordError, UnknownGameError

GAME_NAMES = ("rubicon", "normand", "ecrire", "voleur", "imperial", "original", "cardparade")
FUTURE_GAMES = ()
# The games that are the two-player ``Deal`` under a rules preset: name -> rules text.
DEAL_PRESETS = {"cardparade": "cardparade"}


def check_game(name):
    """``name`` if it is a game the engine plays, else ``UnknownGameError`` listing them."""
    if name in GAME_NAMES:
        return name
    known = ", ".join(GAME_NAMES)
    if name in FUTURE_GAMES:
        raise UnknownGameError("the game %r is not built yet (known: %s)" % (name, known))
    raise UnknownGameError("unknown game %r (known: %s)" % (name, known))


def new_game(name, seed, players=None):
    """A new deal of the named game, shuffled with ``seed`` (``players``: for the games
    whose table size is a choice, only à Écrire today; default 3)."""
    name = check_game(name)
    if players is not None and name != "ecrire":
        raise UnknownGameError("%s is played by a fixed number of players" % name)
    if name == "normand":
        from .normand import Normand
        return Normand.from_seed(seed)
    if name == "ecrire":
        from .ecrire import Ecrire
        return Ecrire.from_seed(seed, players or 3)
    if name == "voleur":
        from .voleur import Voleur
        return Voleur.from_seed(seed)
    if name == "imperial":  # a whole game of deals, in the default ranking
        from .imperial import Imperial
        return Imperial(seed)
    if name == "original":  # a whole game of deals to 100
        from .original import Original
        return Original(seed)
    from ..deal import Deal
    if name in DEAL_PRESETS:
        from ..rules import Rules
        return Deal.from_seed(seed, Rules.parse(DEAL_PRESETS[name]))
    return Deal.from_seed(seed)


def play_random(name, seed, players=None):
    """A deal of the named game shuffled with ``seed`` and played to the end by random
    legal players (each deciding from his own view), seeded with ``seed`` too."""
    from ..players import RandomPlayer, play_deal
    game = new_game(name, seed, players)
    player = RandomPlayer(seed)  # one generator serves every seat, in turn
    return play_deal(game, [player] * len(game.seats))


def load_record(name, line, text):
    """Replay the record ``text`` whose ``Game`` header (on ``line``) names ``name``."""
    try:
        check_game(name)
    except UnknownGameError as error:
        raise RecordError(line, str(error))
    if name in DEAL_PRESETS:  # a two-player deal record whose rules default to the preset
        from ..record import load_deal
        return load_deal(text, DEAL_PRESETS[name])
    if name == "ecrire":
        from .ecrire_record import load as load_session
        return load_session(text)
    if name == "voleur":
        from .voleur_record import load as load_voleur
        return load_voleur(text)
    if name == "imperial":
        from .imperial_record import load as load_imperial
        return load_imperial(text)
    if name == "original":
        from .original_record import load as load_original
        return load_original(text)
    from .normand_record import load
    return load(text)


def dump_record(game, title=None, cards_until=None):
    """The record of a deal of a game other than Rubicon, or of a partie read back; a
    whole game's deals from ``cards_until`` on without their cards (``imperial_record.dump``)."""
    if game.game == "partie":  # a two-player partie (``partie_record.PartieRecord``)
        from ..partie_record import dump as dump_partie
        return dump_partie(game.first_dealer, game.rules, game.deals, game.seed,
                           game.title if title is None else title)
    if game.game in ("normand partie", "voleur partie"):
        from .partie_record import dump as dump_table_partie
        return dump_table_partie(game, title)
    if game.game == "ecrire":
        from .ecrire_record import dump as dump_session
        return dump_session(game, title, cards_until)
    if game.game == "voleur":
        from .voleur_record import dump as dump_voleur
        return dump_voleur(game, title)
    if game.game == "imperial":
        from .imperial_record import dump as dump_imperial
        return dump_imperial(game, title, cards_until)
    if game.game == "original":
        from .original_record import dump as dump_original
        return dump_original(game, title, cards_until)
    from .normand_record import dump
    return dump(game, title)
