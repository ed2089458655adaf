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
"""

from collections import namedtuple

ELDER, YOUNGER = 0, 1
PLAYER_NAMES = ("elder", "younger")

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

    def to_dict(self):
        return {
            "player": PLAYER_NAMES[self.player], "points": self.points,
            "category": self.category, "reason": self.reason, "total": self.total,
        }


class Reckoner:
    """Keeps both running totals and awards pique or repique as 30 is reached.

    Scores must be fed in reckoning order. ``add`` returns the list of events it made
    (the score itself, then a bonus event if this score reached 30).

    >>> r = Reckoner()
    >>> [e.total for e in r.add(ELDER, 20, "point", "x", declaration=True)]
    [20]
    >>> [(e.category, e.total) for e in r.add(ELDER, 14, "set", "y", declaration=True)]
    [('set', 34), ('repique', 94)]
    """

    def __init__(self, repique_bonus=60, pique_bonus=30, threshold=30):
        self.totals = [0, 0]
        self.bonus = None  # (player, category) once a pique or repique is made
        self.repique_bonus = repique_bonus
        self.pique_bonus = pique_bonus
        self.threshold = threshold

    def add(self, player, points, category, reason, declaration=False, counts_for_pique=True):
        events = []
        if points == 0:
            return events
        self.totals[player] += points
        events.append(ScoreEvent(player, points, category, reason, self.totals[player]))
        if (
            counts_for_pique and self.bonus is None and self.totals[player] >= self.threshold
            and self.totals[1 - player] == 0
        ):
            if declaration:
                kind, bonus = REPIQUE, self.repique_bonus
            else:
                kind, bonus = PIQUE, self.pique_bonus
            self.bonus = (player, kind)
            self.totals[player] += bonus
            events.append(ScoreEvent(player, bonus, kind, kind, self.totals[player]))
        return events

    def copy(self):
        other = Reckoner(self.repique_bonus, self.pique_bonus, self.threshold)
        other.totals = list(self.totals)
        other.bonus = self.bonus
        return other
