"""The computer's levels: their names, their order, their labels, where they think, and
which ones each game's computer seats can play.

One place for all of it, so that a page can list, label and check levels without
importing the players themselves: a players' module is imported (and registers a maker
for each level it plays, ``players.register``, ``games.computer.register_game_level``)
only when a computer seat first needs one. A module that registers a level this table
does not name for its game is refused at import, and a test checks that every level
named here is registered once the players are imported.

Glossary:
    level:  how well a computer seat plays: ``random`` (any legal move), ``beginner``,
            ``club`` (rules of thumb), ``expert`` (searches; Rubicon Piquet only).
    worker: the Pyodide worker, where a level too slow for MicroPython on the page's
            own thread thinks (``WORKER_LEVELS``).

>>> LEVEL_ORDER.index("club") > LEVEL_ORDER.index("beginner")
True
>>> game_levels("imperial"), page_levels("ecrire")
(('random', 'club'), ('random', 'beginner', 'club'))
>>> label("club"), strongest_below(("random", "club"), "expert")
('Club player', 'club')
"""

# Weakest first.
LEVEL_ORDER = ("random", "beginner", "club", "expert")
LEVEL_LABELS = {
    "random": "Random (any legal move)",
    "beginner": "Beginner",
    "club": "Club player",
    "expert": "Expert",
}
# What each level does, in a learner's words (the settings say it under the level chosen).
LEVEL_NOTES = {
    "random": "Random plays any legal move, to watch the rules at work.",
    "beginner": "Beginner exchanges and declares plainly and leads its highest cards: an easy first opponent.",
    "club": "Club player counts the cards and keeps to sound rules of thumb: a fair test once you know the rules.",
    "expert": "Expert reads your declarations, imagines the hands you may hold and searches the play: hard to beat.",
}
# The level the practice table offers a learner who has not chosen one yet: the settings
# call it "an easy first opponent", and a learner fresh from the lessons needs that more
# than the strongest (a newcomer's first deal against the expert ended 11-37). The level
# he picks is remembered (the save's ``setup_level``).
FIRST_LEVEL = "beginner"
# Levels that think too long for the page's own thread: they run in the Pyodide worker.
WORKER_LEVELS = ("expert",)
# Two-player Rubicon Piquet (the practice table; each deal of a session of à Écrire).
RUBICON_LEVELS = LEVEL_ORDER
# The other games' computer seats (``games.computer``): "random" for every game, and the
# levels that its players' module registers.
GAME_LEVELS = {
    "normand": ("random", "beginner", "club"),
    "voleur": ("random", "beginner", "club"),
    "imperial": ("random", "club"),
    "original": ("random", "club"),
    "ecrire": RUBICON_LEVELS,
}


def game_levels(game):
    """Every level a computer seat of ``game`` (a name of ``GAME_LEVELS``) plays, weakest
    first; an unknown game raises KeyError (its callers check the name first)."""
    return GAME_LEVELS[game]


def page_levels(game):
    """The levels of ``game`` that play on the page's own thread, weakest first."""
    return tuple(level for level in GAME_LEVELS[game] if level not in WORKER_LEVELS)


def label(level):
    """The level's name as the settings show it (a level without a label: its name)."""
    return LEVEL_LABELS.get(level, level)


def levels_note(names):
    """The notes of ``names`` (levels weakest first), one sentence each, for the settings.

    >>> levels_note(("random", "club"))
    'Random plays any legal move, to watch the rules at work. Club player counts the cards and keeps to sound rules of thumb: a fair test once you know the rules.'
    """
    return " ".join(LEVEL_NOTES[name] for name in names if name in LEVEL_NOTES)


def strongest_below(known, wanted):
    """``wanted`` if it is in ``known`` (levels weakest first), else the strongest of
    ``known`` below it, or the weakest of ``known`` when none is below (an unknown
    ``wanted`` counts as the weakest)."""
    if wanted in known:
        return wanted
    rank = LEVEL_ORDER.index(wanted) if wanted in LEVEL_ORDER else 0
    below = [level for level in known if level in LEVEL_ORDER and LEVEL_ORDER.index(level) <= rank]
    return below[-1] if below else known[0]
