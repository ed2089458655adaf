"""Playing for the partie: what a deal's result is worth when the game is at stake.

Glossary:
    partie:       six deals; the higher total wins. The winner scores the difference
                  plus 100, or, if the loser has under 100 (he is rubiconed), both totals
                  plus 100.
    partie context: the two partie totals before this deal (this seat's first) and the
                  deals left after it. In the last deal (none left) a point that takes the
                  loser over 100, or that wins the partie, is worth far more than a point.
    utility:      what the seat maximises: the deal's point difference, or in the last
                  deal the partie's settlement from its side (what it wins, negative if it
                  loses).

>>> context = PartieContext((80, 150), deals_left=0)
>>> context.utility(10, 0)    # 90 against 150: rubiconed, loses 90 + 150 + 100
-340
>>> context.utility(25, 0)    # 105 against 150: not rubiconed, loses 150 - 105 + 100
-145
>>> PartieContext((80, 150), deals_left=2).utility(25, 0)
25
"""

from ..rules import DEFAULT_RULES


class PartieContext:
    """``scores``: (this seat's partie total, the opponent's) before the deal;
    ``deals_left``: deals after this one (0: the last); ``factor``: what the deal's totals
    count for in the partie (2 for a doubled deal of four-deal piquet).

    >>> PartieContext((80, 150), deals_left=0, factor=2).utility(10, 0)   # 100 against 150
    -150
    >>> PartieContext((80, 150), 0)
    PartieContext((80, 150), deals_left=0, factor=1)
    """

    __slots__ = ("scores", "deals_left", "rules", "factor")

    def __init__(self, scores=(0, 0), deals_left=5, rules=DEFAULT_RULES, factor=1):
        self.scores = (int(scores[0]), int(scores[1]))
        self.deals_left = int(deals_left)
        self.rules = rules
        self.factor = int(factor)

    def __repr__(self):  # (the coach's memo of advice given is keyed by it: no address in it)
        return "PartieContext(%r, deals_left=%d, factor=%d)" % (self.scores, self.deals_left, self.factor)

    @classmethod
    def from_data(cls, data, rules=DEFAULT_RULES):
        """From plain data: {"scores": [mine, theirs], "deals_left": n, "factor": f} (or None)."""
        if data is None or isinstance(data, PartieContext):
            return data
        return cls(data.get("scores", (0, 0)), data.get("deals_left", 5), rules, data.get("factor", 1))

    @property
    def decisive(self):
        """Is the partie at stake in this deal (the last one)?"""
        return self.deals_left <= 0

    def settle(self, mine, theirs):
        """The partie's settlement from this seat's side, if it ends at these totals."""
        rules = self.rules
        if mine == theirs:
            return 0
        high, low = (mine, theirs) if mine > theirs else (theirs, mine)
        points = (high + low if low < rules.rubicon else high - low) + rules.game_bonus
        return points if mine > theirs else -points

    def utility(self, mine, theirs):
        """What a deal ending with these deal totals is worth to this seat."""
        if not self.decisive:
            return mine - theirs
        return self.settle(self.scores[0] + self.factor * mine, self.scores[1] + self.factor * theirs)

    def to_dict(self):
        return {"scores": list(self.scores), "deals_left": self.deals_left, "factor": self.factor}


def play_split(value, tricks_left):
    """(mine, theirs): the play's points to come, split from their difference ``value``
    (the solver gives only the difference): about two a trick and eleven at the end."""
    total = 2.0 * tricks_left + 11.0
    if abs(value) > total:
        total = abs(value)
    return (total + value) / 2.0, (total - value) / 2.0
