"""Score events and the reckoning of pique and repique.

Glossary:
    event:          one change of a player's score in a deal: who, how many, which
                    category, and why.
    reckoning order: the order scores count for pique and repique: carte blanche,
                    point, sequence, set (whoever declared them), then the play.
    repique:        reaching 30 from declarations alone before the opponent has scored
                    anything in the deal: 60 more.
    pique:          reaching 30 from declarations and play together before the opponent
                    has scored anything: 30 more. A deal gives at most one of the two.
    the cards:      10 for winning seven tricks or more (capot: all twelve, 40 instead).
    capot failed:   (CardParade) a player announced capot and lost a trick: his opponent
                    scores what a capot earns.
"""

from collections import namedtuple

from .seats import ELDER, SEAT_NAMES, YOUNGER  # noqa: F401 (YOUNGER: imported from here)

PLAYER_NAMES = SEAT_NAMES

# Categories of score events.
CARTE_BLANCHE = "carte blanche"
POINT = "point"
SEQUENCE = "sequence"
SET = "set"
LEAD = "lead"
WIN = "win"
LAST_TRICK = "last trick"
CARDS = "cards"
CAPOT = "capot"
CAPOT_FAILED = "capot failed"  # the opponent of a player whose announced capot failed scores this
REPIQUE = "repique"
PIQUE = "pique"
SINK_RULE = "sink rule"

DECLARATION_CATEGORIES = (CARTE_BLANCHE, POINT, SEQUENCE, SET)
PLAY_CATEGORIES = (LEAD, WIN, LAST_TRICK)


class ScoreEvent(namedtuple("ScoreEvent", ("player", "points", "category", "reason", "total"))):
    """One score: ``player`` (0 elder, 1 younger) gains ``points`` for ``category``.

    ``total`` is the player's running total for the deal after it: what he says aloud.
    """

    __slots__ = ()

    def to_dict(self, names=PLAYER_NAMES):
        """Plain data; ``names`` are the seat names of the game (elder/younger by default)."""
        return {
            "player": names[self.player], "points": self.points,
            "category": self.category, "reason": self.reason, "total": self.total,
        }


def add_score(totals, bonus, player, points, category, reason, bonuses, declaration=False, counts_for_pique=True):
    """Score ``points`` for ``player``; award pique or repique if this reaches the threshold.

    ``totals`` is the tuple of both running totals, ``bonus`` None or the (player, kind)
    already made, ``bonuses`` the (repique, pique, threshold) of the rules. Returns
    ``(events, totals, bonus)``, the events being the score and then any bonus it made.
    Scores must be fed in reckoning order. Pure: nothing is changed in place, so a
    game's state can hold the results and undo by restoring them.

    >>> events, totals, bonus = add_score((25, 0), None, ELDER, 5, "set", "x", (60, 30, 30), declaration=True)
    >>> [(e.category, e.total) for e in events], totals, bonus
    ([('set', 30), ('repique', 90)], (90, 0), (0, 'repique'))
    """
    return add_score_seats(tuple(totals), bonus, player, points, category, reason, bonuses, declaration,
                           counts_for_pique)


def add_score_seats(totals, bonus, player, points, category, reason, bonuses, declaration=False,
                    counts_for_pique=True):
    """``add_score`` for a table of any size: ``totals`` has one entry per seat, and the
    bonus is made when ``player`` reaches the threshold while every other seat is at 0.

    The three-player game uses it with its own (repic 90, pic 60, threshold 20):

    >>> events, totals, bonus = add_score_seats((15, 0, 0), None, 0, 5, "sequence", "x", (90, 60, 20), True)
    >>> [(e.category, e.total) for e in events], totals, bonus
    ([('sequence', 20), ('repique', 110)], (110, 0, 0), (0, 'repique'))
    >>> add_score_seats((15, 0, 1), None, 0, 5, "sequence", "x", (90, 60, 20), True)[1:]
    ((20, 0, 1), None)
    """
    made, totals, bonus = add_score_plain(totals, bonus, player, points, category, reason, bonuses, declaration,
                                          counts_for_pique)
    return tuple([ScoreEvent(*fields) for fields in made]), totals, bonus


def add_score_plain(totals, bonus, player, points, category, reason, bonuses, declaration=False,
                    counts_for_pique=True):
    """``add_score_seats`` with each event as the plain tuple of its ``ScoreEvent`` fields
    ``(player, points, category, reason, total)``: the one rule of pique and repique, for
    a game that makes the ScoreEvents only when they are read (``Deal``).

    >>> add_score_plain((25, 0), None, 0, 5, "set", "x", (60, 30, 30), True)
    (((0, 5, 'set', 'x', 30), (0, 60, 'repique', 'repique', 90)), (90, 0), (0, 'repique'))
    """
    if points == 0:
        return (), totals, bonus
    mine = totals[player] + points
    event = (player, points, category, reason, mine)
    # (repique, pique, threshold) = bonuses; every other seat must still be at 0
    if (counts_for_pique and bonus is None and mine >= bonuses[2] and not any(totals[:player])
            and not any(totals[player + 1:])):
        kind, extra = (REPIQUE, bonuses[0]) if declaration else (PIQUE, bonuses[1])
        bonus = (player, kind)
        mine += extra
        events = (event, (player, extra, kind, kind, mine))
    else:
        events = (event,)
    totals = totals[:player] + (mine,) + totals[player + 1:]
    return events, totals, bonus


def rule_bonuses(rules):
    """The (repique, pique, threshold) triple ``add_score`` takes."""
    return (rules.repique_bonus, rules.pique_bonus, rules.bonus_threshold)


class Reckoner:
    """Keeps both running totals and awards pique or repique as 30 is reached.

    A mutable convenience over ``add_score`` for whole-hand summaries. ``add`` returns
    the list of events it made (the score itself, then a bonus event if this score
    reached 30).

    >>> r = Reckoner()
    >>> [e.total for e in r.add(ELDER, 20, "point", "x", declaration=True)]
    [20]
    >>> [(e.category, e.total) for e in r.add(ELDER, 14, "set", "y", declaration=True)]
    [('set', 34), ('repique', 94)]
    """

    def __init__(self, repique_bonus=60, pique_bonus=30, threshold=30):
        self.totals = [0, 0]
        self.bonus = None  # (player, category) once a pique or repique is made
        self.bonuses = (repique_bonus, pique_bonus, threshold)

    def add(self, player, points, category, reason, declaration=False, counts_for_pique=True):
        events, totals, self.bonus = add_score(tuple(self.totals), self.bonus, player, points, category, reason,
                                               self.bonuses, declaration, counts_for_pique)
        self.totals = list(totals)
        return list(events)
