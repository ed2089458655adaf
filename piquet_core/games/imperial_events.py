"""Imperial's chips and its typed events: what is said, shown and scored, in order.

Glossary:
    white chip:  the small unit: the point, a turned-up honour, an honour won in a
                 trick, each trick over six.
    red chip:    an "imperial": worth six whites. Imperials score reds, as does winning
                 all twelve tricks (2 reds).
    trading:     a player who reaches six whites hands them back for one red at once.
    the return:  whenever a player gets a red (scored or traded), the opponent's whites
                 all go back to the pool; a red from an imperiale blanche is the
                 exception.
    the pool:    9 reds and 12 whites. Chips are taken one at a time and the game stops
                 at the fifth red, so the pool is always enough (4 + 5 reds; at most
                 5 + 5 whites held between trades).

Chips are ``((red, white), (red, white))`` per player seat. ``take`` is pure: it returns
the new chips, the events that say what happened, and the winner if a fifth red came.

>>> chips, said, winner = take(((0, 5), (1, 3)), 0, 0, 2, "point", "the point")
>>> chips, [type(e).__name__ for e in said], winner
(((1, 1), (1, 0)), ['Gained', 'Traded', 'Returned'], None)
>>> take(((4, 0), (0, 2)), 0, 2, 0, "atout", "imperiale d'atout")[0::2]
(((5, 0), (0, 0)), 0)
"""

from collections import namedtuple

RED_POOL, WHITE_POOL = 9, 12
WHITES_PER_RED = 6
REDS_TO_WIN = 5
PLAYER_NAMES = ("player 1", "player 2")


class Gained(namedtuple("Gained", ("seat", "red", "white", "category", "reason"))):
    """``seat`` takes ``red`` and ``white`` chips from the pool (one colour at a time)."""

    __slots__ = ()

    def to_dict(self, names=PLAYER_NAMES):
        return {"type": "gained", "player": names[self.seat], "red": self.red, "white": self.white,
                "category": self.category, "reason": self.reason}


class Traded(namedtuple("Traded", ("seat",))):
    """``seat`` gives six whites back for one red."""

    __slots__ = ()

    def to_dict(self, names=PLAYER_NAMES):
        return {"type": "traded", "player": names[self.seat]}


class Returned(namedtuple("Returned", ("seat", "white"))):
    """``seat``'s ``white`` chips go back to the pool (his opponent got a red)."""

    __slots__ = ()

    def to_dict(self, names=PLAYER_NAMES):
        return {"type": "returned", "player": names[self.seat], "white": self.white}


CHIP_TYPES = (Gained, Traded, Returned)

# The public log (besides ``events.Played`` and ``events.Proved``, shared with the other games).
# A deal begins: ``number`` from 1, the dealer's seat, the card turned up.
DealBegun = namedtuple("DealBegun", ("seat", "number", "turnup"))
# ``seat`` swaps the seven of trumps for the turned-up ``card``; None: he keeps it.
Swapped = namedtuple("Swapped", ("seat", "seven", "card"))
# An imperial class declared: ``groups`` the four-card groups named (() none); for the
# blanche, ``claim`` True or False and no groups.
Declared = namedtuple("Declared", ("seat", "kind", "groups", "claim"))
# A point called: ``total`` its pips (None: "no point"); ``cards`` what it names, which
# only its caller hears (views show None to the opponent).
PointCalled = namedtuple("PointCalled", ("seat", "total", "cards"))
# The dealer's answer to the point: "good" or "not good" with his higher total.
PointAnswered = namedtuple("PointAnswered", ("seat", "answer", "total", "cards"))
# ``seat`` asks to see (True) or not (False) what his opponent scored: ``what`` the class.
Asked = namedtuple("Asked", ("seat", "what", "ask"))
# A trick is won: ``honours`` the trump honours in it.
TrickWon = namedtuple("TrickWon", ("seat", "cards", "honours"))
# Chip changes appear in the log too (the same values as ``Imperial.events``).
# The game is won: ``seat`` has five reds.
GameWon = namedtuple("GameWon", ("seat",))


def _add(chips, seat, value):
    return chips[:seat] + (value,) + chips[seat + 1:]


# What each score is worth: category -> (reds, whites, returns the opponent's whites).
# ``honours`` and ``tricks`` are worth one white each honour won or trick over six.
TURNUP, POINT_SCORE, HONOURS, TRICKS, CAPOT = "turn-up", "point", "honours", "tricks", "capot"
CHIP_VALUES = {
    TURNUP: (0, 1, True), POINT_SCORE: (0, 1, True), HONOURS: (0, 1, True), TRICKS: (0, 1, True),
    CAPOT: (2, 0, True), "atout": (2, 0, True), "imperiale": (1, 0, True), "honneur": (1, 0, True),
    "blanche": (2, 0, False),  # the one red that leaves the opponent's whites alone
}


def chips_for(category, count=1):
    """(reds, whites, returns) that a score of ``category`` brings; ``count`` honours won
    or tricks over six for those, else how many such scores (imperials of one kind).

    >>> chips_for("atout"), chips_for("tricks", 3), chips_for("blanche")
    ((2, 0, True), (0, 3, True), (2, 0, False))
    """
    red, white, returns = CHIP_VALUES[category]
    return red * count, white * count, returns


def trick_score(won, total=12):
    """After the last trick, the score of a player who took ``won`` of the ``total``
    tricks: ("capot", 1) for all of them, ("tricks", the number over six), or None.

    >>> trick_score(12), trick_score(8), trick_score(6)
    (('capot', 1), ('tricks', 2), None)
    """
    if won == total:
        return CAPOT, 1
    if won > total // 2:
        return TRICKS, won - total // 2
    return None


def score_chips(chips, seat, category, reason, count=1):
    """``take`` for a score of ``category`` (``chips_for``): (chips, events, winner)."""
    red, white, returns = chips_for(category, count)
    return take(chips, seat, red, white, category, reason, returns)


def take(chips, seat, red, white, category, reason, returns=True):
    """``seat`` scores ``red`` reds (each returning the opponent's whites, unless
    ``returns`` is False) then ``white`` whites (six trade for a red), one chip at a
    time, stopping at the fifth red. Returns (chips, events, winner or None)."""
    mine_red, mine_white = chips[seat]
    other = 1 - seat
    their_red, their_white = chips[other]
    taken_red = taken_white = 0
    after = []
    winner = None
    for _ in range(red):
        mine_red += 1
        taken_red += 1
        if returns and their_white:
            after.append(Returned(other, their_white))
            their_white = 0
        if mine_red >= REDS_TO_WIN:
            winner = seat
            break
    for _ in range(0 if winner is not None else white):
        mine_white += 1
        taken_white += 1
        if mine_white == WHITES_PER_RED:  # traded at once: a red got this way returns whites too
            mine_white = 0
            mine_red += 1
            after.append(Traded(seat))
            if their_white:
                after.append(Returned(other, their_white))
                their_white = 0
            if mine_red >= REDS_TO_WIN:
                winner = seat
                break
    chips = _add(_add(chips, seat, (mine_red, mine_white)), other, (their_red, their_white))
    if winner is not None and (taken_red, taken_white) != (red, white):
        # ("Takes three white chips: 10 tricks, 4 over six" read as a slip of arithmetic: a
        # walk-through)
        reason += "; the fifth red ends the game before the rest"
    said = (Gained(seat, taken_red, taken_white, category, reason),) + tuple(after)
    return chips, said, winner


def replay_chips(events):
    """The chips the ``events`` leave, from none: the events tell the whole story."""
    chips = [[0, 0], [0, 0]]
    for event in events:
        kind = type(event)
        if kind is Gained:
            chips[event.seat][0] += event.red
            chips[event.seat][1] += event.white
        elif kind is Traded:
            chips[event.seat][0] += 1
            chips[event.seat][1] -= WHITES_PER_RED
        elif kind is Returned:
            chips[event.seat][1] -= event.white
    return ((chips[0][0], chips[0][1]), (chips[1][0], chips[1][1]))


def pool(chips):
    """(reds, whites) left in the pool."""
    return RED_POOL - chips[0][0] - chips[1][0], WHITE_POOL - chips[0][1] - chips[1][1]


def chip_count(count, colour, in_figures=False):
    """``count`` chips of ``colour`` ("red" or "white") as said: "two red chips", "one
    white chip"; ``in_figures`` gives "2 red chips", for an exercise whose answer is typed
    as numbers. The one phrase for chips, used by the table, the records and the exercises.

    >>> chip_count(2, "red"), chip_count(1, "white"), chip_count(0, "white", in_figures=True)
    ('two red chips', 'one white chip', '0 white chips')
    """
    from ..speech import number_words
    said = ("%d" % count) if in_figures else number_words(count)
    return "%s %s chip%s" % (said, colour, "" if count == 1 else "s")


def chips_text(chips, names=PLAYER_NAMES):
    """``"player 1 2 red 3 white, player 2 0 red 1 white"``: the record's Result line."""
    return ", ".join("%s %d red %d white" % (names[seat], chips[seat][0], chips[seat][1]) for seat in (0, 1))
