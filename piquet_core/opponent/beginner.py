"""The beginner: legal, plausible and beatable.

Glossary:
    full exchange: elder takes all five of his talon cards, younger all that is left.
    honest:        every holding called in full, every answer the truth of the hand.
    longest suit:  the suit with most cards (then most pips): the beginner leads its
                   highest card, hoping to make tricks in it.

Habits: always the full exchange, discarding the lowest cards; declares everything;
leads its longest suit; follows by winning as cheaply as it can, or throws its lowest
card.

>>> from piquet_core.deal import Deal
>>> from piquet_core.players import play_deal
>>> deal = play_deal(Deal.from_seed(2), [BeginnerPlayer(1), BeginnerPlayer(2)])
>>> deal.is_over, deal.exchanged
(True, (True, True))
"""

from ..actions import Exchange
from .cardparade import is_naming_trumps, name_trumps
from .declare import honest_action
from .playrules import beginner_play


def full_exchange(hand, most):
    """Discard the ``most`` lowest cards (rank, then suit order)."""
    cards = sorted(hand, key=lambda card: (card.rank, -card.suit))
    return Exchange(tuple(cards[:most]), None)


class BeginnerPlayer:
    """The ``beginner`` level (see the module docstring). Decides from the view alone."""

    name = "beginner"

    def __init__(self, seed=0):
        self.seed = seed

    def choose(self, view):
        limits = view.exchange_limits()
        if limits is not None:
            return full_exchange(view.hand, limits[1])
        if view.phase == "play":
            return beginner_play(view)
        if is_naming_trumps(view):
            return name_trumps(view)
        return honest_action(view)
