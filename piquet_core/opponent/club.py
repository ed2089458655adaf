"""The club player: a strong player by rules of thumb, fast enough for the page's thread.

Glossary:
    keep value:  what a card is worth keeping at the exchange (``handeval``): rank, suit
                 length against the chances of point, sequence and set, guards.
    sinking:     declaring less than held. The club player sinks only a lone low tierce
                 (to the ten or lower) as elder: three points at best, and calling it
                 tells the opponent a suit.
    card counting: it remembers every card played and the suits the opponent showed
                 void in (``knowledge``), so it knows its masters (cards no outstanding
                 card beats).
    look:        elder may look at the talon cards he leaves; it always does (it is free).

In the play it cashes sure winners (its long suit's first), avoids leading into the
suit the opponent proved for the point or leading an honour into a higher one, wins as
cheaply as it can, discards the card worth least, and from three cards on tries every
card against the hands the opponent may still hold (so it ducks when cashing an ace
would give up the last trick). Portable: CPython, Pyodide and MicroPython.

>>> from piquet_core.deal import Deal
>>> from piquet_core.players import play_deal
>>> deal = play_deal(Deal.from_seed(2), [ClubPlayer(1), ClubPlayer(2)])
>>> deal.is_over
True
"""

from ..actions import Exchange
from ..cards import TEN
from ..combinations import SEQUENCE
from ..prng import MAX_SEED
from ..seats import ELDER
from .cardparade import is_naming_trumps, name_trumps
from .declare import honest_action
from .handeval import choose_discards, exchange_count
from .knowledge import Knowledge
from .playrules import club_play


def club_exchange(view):
    """Discard by keep value; elder takes all five unless his hand is already rich."""
    fewest, most = view.exchange_limits()
    hand = view.hand
    is_elder = view.seat == ELDER
    count = exchange_count(hand, fewest, most, is_elder)
    discards = choose_discards(hand, count, None, is_elder)
    option = "look" if is_elder and most - count > 0 else None
    return Exchange(tuple(discards), option)


def club_sink(kind, combos, view):
    """What the club player calls of ``combos``: all, except a lone low tierce as elder."""
    if kind == SEQUENCE and view.seat == ELDER and len(combos) == 1:
        combo = combos[0]
        if combo.length == 3 and combo.top <= TEN:
            return ()
    return combos


def decision_seed(seed, view):
    """A seed for one decision: the player's seed and how far the deal has gone."""
    return (seed * 1000003 + len(view.log) * 7919 + len(view.hand)) % (MAX_SEED + 1)


class ClubPlayer:
    """The ``club`` level (see the module docstring). Decides from the view alone."""

    name = "club"

    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        if view.exchange_limits() is not None:
            return club_exchange(view)
        if view.phase == "play":
            return club_play(Knowledge(view), decision_seed(self.seed, view))
        if is_naming_trumps(view):
            return name_trumps(view)
        return honest_action(view, club_sink)
