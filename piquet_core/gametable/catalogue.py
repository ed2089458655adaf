"""The games the table offers and what it needs to know of each: its title, how many
places, how a new deal or game is made, who sits where, and the computer players.

Glossary:
    unit:    what one game object holds: one deal (``normand``, ``voleur``: the table
             chains deals itself) or a whole game (``imperial``, ``original``, ``ecrire``:
             the game object deals again by itself).
    place:   a person's place at the table, clockwise from the learner (0).
    level:   how well the computer seats play; ``levels(name)`` lists the ones that run
             on the page's thread, weakest first (the two-player levels for à Écrire).

>>> [name for name, title in GAMES]
['normand', 'voleur', 'imperial', 'original', 'ecrire']
>>> place_count("voleur"), place_count("ecrire", 5)
(4, 5)
>>> seat_places("normand", 0), seat_places("normand", 1)
((0, 1, 2), (1, 2, 0))
>>> levels("normand")[0]
'random'
"""

from ..errors import PiquetError
from ..games import new_game
from ..games.common import seats_from
from ..partie import derive_seed
from ..speech import capitalize

GAMES = (
    ("normand", "Piquet Normand (three players)"),
    ("voleur", "Piquet Voleur (four players, two partnerships)"),
    ("imperial", "Imperial (two players, trumps and chips)"),
    ("original", "The original rules (two players, 36 cards, to 100)"),
    ("ecrire", "Piquet à Écrire (a session of two-player deals)"),
)
TITLES = {"normand": "Piquet Normand", "voleur": "Piquet Voleur", "imperial": "Imperial",
          "original": "The original rules", "ecrire": "Piquet à Écrire"}
# Games whose object is one deal: the table deals the next one itself.
DEAL_GAMES = ("normand", "voleur")
ECRIRE_PLAYERS = (3, 4, 5, 6)
DEFAULT_PLAYERS = 3
# Names of the places, clockwise from the learner.
PEOPLE = {2: ("You", "Computer"), 3: ("You", "Left", "Right"), 4: ("You", "Left", "Across", "Right")}
# Levels that think too long for the page's own thread (the expert: the practice page's worker).
_SLOW_LEVELS = ("expert",)
LEVEL_LABELS = {"random": "Random (any legal move)", "beginner": "Beginner", "club": "Club player"}


def check_name(name):
    for known, _title in GAMES:
        if known == name:
            return name
    raise PiquetError("the table plays %s, not %r" % (", ".join(known for known, _ in GAMES), name))


def check_players(name, players):
    """The number of players of an à Écrire session (``ECRIRE_PLAYERS``); None elsewhere."""
    if name != "ecrire":
        return None
    if players is None:
        return DEFAULT_PLAYERS
    if players not in ECRIRE_PLAYERS:
        raise PiquetError("an à Écrire session at this table has %s players, not %r" % (
            " to ".join(str(n) for n in (ECRIRE_PLAYERS[0], ECRIRE_PLAYERS[-1])), players))
    return players


def place_count(name, players=None):
    if name == "normand":
        return 3
    if name == "voleur":
        return 4
    if name == "ecrire":
        return check_players(name, players)
    return 2


def people(name, players=None):
    """The places' names: "You" first."""
    count = place_count(name, players)
    if count in PEOPLE:
        return PEOPLE[count]
    return ("You",) + tuple("Player %d" % (place + 1) for place in range(1, count))


def seat_places(name, deal_number):
    """For a game of one deal at a time: the place of each seat of deal ``deal_number``
    (seat 0 first). The learner is the first seat of the first deal, and the deal passes
    clockwise, so the first seat of one deal deals the next (``normand.next_deal_order``,
    ``VoleurPartie.places``). Two-player games: seat = place."""
    count = place_count(name)
    if name not in DEAL_GAMES:
        return tuple(range(count))
    dealer = (count - 1 + deal_number) % count
    return seats_from((dealer + 1) % count, count)


def new_unit(name, seed, deal_number=0, players=None):
    """The game object of deal ``deal_number`` (the table's deals), or the whole game."""
    if name in DEAL_GAMES:
        return new_game(name, derive_seed(seed, deal_number))
    return new_game(name, seed, check_players(name, players))


def levels(name):
    """The computer levels that play ``name`` on the page's thread, weakest first."""
    check_name(name)
    if name == "ecrire":  # each deal is two-player Rubicon Piquet: its players
        from ..players import player_names
        from ..table.adapter import LEVEL_ORDER
        known = player_names()
        return tuple(level for level in LEVEL_ORDER if level in known and level not in _SLOW_LEVELS)
    from ..games.computer import game_levels
    return tuple(level for level in game_levels(name) if level not in _SLOW_LEVELS)


def best_level(name, wanted):
    """``wanted`` if ``name`` has it, else the strongest level it has below it (or its
    weakest): the settings offer one list of levels for every game.

    >>> best_level("normand", "random"), best_level("normand", "no such level")
    ('random', 'random')
    """
    known = levels(name)
    if wanted in known:
        return wanted
    order = ("random", "beginner", "club", "expert")
    rank = order.index(wanted) if wanted in order else 0
    below = [level for level in known if level in order and order.index(level) <= rank]
    return below[-1] if below else known[0]


def level_label(level):
    return LEVEL_LABELS.get(level, capitalize(level))


def check_level(name, level):
    known = levels(name)
    if level not in known:
        raise PiquetError("unknown level %r for %s (known: %s)" % (level, TITLES[name], ", ".join(known)))
    return level


def make_computer(name, level, seed):
    """A computer player for one place (``choose(view)``)."""
    if name == "ecrire":
        from ..players import make_player
        return make_player(level, seed)
    from ..games.computer import make_game_player
    return make_game_player(name, level, seed)
