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
>>> link_hash("imperial", 5, "club", ranking="standard")
'#game=imperial&seed=5&level=club&ranking=standard'
>>> sorted(parse_link(link_hash("ecrire", 9, "beginner", players=4)).items())
[('game', 'ecrire'), ('level', 'beginner'), ('players', '4'), ('ranking', None), ('seed', '9')]
>>> parse_link("#deal=4") is None  # the practice table's links are not the games'
True
"""

from ..errors import PiquetError
from ..games import new_game
from ..levels import label, page_levels, strongest_below

GAMES = (
    ("normand", "Piquet Normand"),
    ("voleur", "Piquet Voleur"),
    ("imperial", "Imperial"),
    ("original", "The original rules"),
    ("ecrire", "Piquet à Écrire"),
)
TITLES = dict(GAMES)
# What each game is, said under the menu of games (on a phone a menu's line is too narrow
# to hold it after the name).
ABOUT = {"normand": "Three players, each for himself.", "voleur": "Four players, two partnerships.",
         "imperial": "Two players, with trumps; scored in chips.",
         "original": "Two players, 36 cards, to 100 points.",
         "ecrire": "A session of two-player deals among three to six players."}
# Games whose object is one deal: the table deals the next one itself.
DEAL_GAMES = ("normand", "voleur")
ECRIRE_PLAYERS = (3, 4, 5, 6)
DEFAULT_PLAYERS = 3
# Names of the places, clockwise from the learner.
PEOPLE = {2: ("You", "Computer"), 3: ("You", "Left", "Right"), 4: ("You", "Left", "Across", "Right")}
# Imperial's two orders of the cards in the play (seed 002 names both).
RANKING_LABELS = (("imperial", "Imperial's order: K Q J A 10 9 8 7"), ("standard", "Piquet's own order: A K Q J 10 9 8 7"))


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


def new_partie(name, seed):
    """The partie of a deal game (``NormandPartie``, ``VoleurPartie``: six deals at fixed
    places, the deal passing clockwise), with the learner (place 0) first in the first
    deal; its deals are shuffled from ``seed`` (``derive_seed(seed, n)``)."""
    if name == "normand":
        from ..games.normand import NormandPartie
        return NormandPartie(first_dealer=2, seed=seed)
    from ..games.voleur import VoleurPartie
    return VoleurPartie(first_dealer=3, seed=seed)


def seat_places(name, deal_number):
    """For a deal game: the place of each seat of deal ``deal_number`` (seat 0 first), as
    its partie places them. Two-player games: seat = place."""
    if name not in DEAL_GAMES:
        return tuple(range(place_count(name)))
    partie = new_partie(name, 0)
    return partie.places((partie.first_dealer + deal_number) % len(partie.PLACES))


def check_ranking(name, ranking):
    """Imperial's card order (``imperial_rules.RANKINGS``; default its own); None elsewhere."""
    if name != "imperial":
        return None
    from ..games.imperial_rules import IMPERIAL, check_ranking as check
    return IMPERIAL if ranking is None else check(ranking)


def new_whole_game(name, seed, players=None, ranking=None):
    """The game object of a whole game (Imperial, the original rules, à Écrire)."""
    if name == "imperial":
        from ..games.imperial import Imperial
        return Imperial(seed, check_ranking(name, ranking))
    return new_game(name, seed, check_players(name, players))


def levels(name):
    """The computer levels that play ``name`` on the page's thread, weakest first (from
    ``levels.GAME_LEVELS``: no players imported)."""
    return page_levels(check_name(name))


def best_level(name, wanted):
    """``wanted`` if ``name`` has it, else the strongest level it has below it (or its
    weakest): the settings offer one list of levels for every game.

    >>> best_level("normand", "random"), best_level("normand", "no such level")
    ('random', 'random')
    """
    return strongest_below(levels(name), wanted)


def level_label(level):
    return label(level)


def check_level(name, level):
    known = levels(name)
    if level not in known:
        raise PiquetError("unknown level %r for %s (known: %s)" % (level, TITLES[name], ", ".join(known)))
    return level


def make_computer(name, level, seed):
    """A computer player for one place (``choose(view)``)."""
    from ..games.computer import make_game_player
    return make_game_player(name, level, seed)


def link_hash(name, seed, level, players=None, ranking=None):
    """The hash of a link that deals this game again from its start: the game, the seed,
    the level, and à Écrire's players or Imperial's card order when they are set."""
    parts = ["game=" + name, "seed=%d" % seed, "level=" + level]
    if players is not None:
        parts.append("players=%d" % players)
    if ranking is not None:
        parts.append("ranking=" + ranking)
    return "#" + "&".join(parts)


def parse_link(text):
    """{game, seed, level, players, ranking} (texts, or None when absent) from a link's
    hash (``link_hash``), or None when it names no game. The values are checked where
    the table is made (``GameTable``), which says what is wrong."""
    text = text[1:] if text.startswith("#") else text
    values = {}
    for part in text.split("&"):
        if "=" in part:
            key, value = part.split("=", 1)
            values[key] = value
    if "game" not in values:
        return None
    return {"game": values["game"], "seed": values.get("seed"), "level": values.get("level", "random"),
            "players": values.get("players"), "ranking": values.get("ranking")}
