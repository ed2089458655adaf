"""How a seed deals the two-player game's cards: the pack shuffled by the project's own
generator, then twelve each in twos, elder first; the other eight are the talon.

Its own small module so that a page can deal a seed's cards before the rules engine is
loaded (``table/linkpreview``: a shared link's first screen) with the very function the
engine deals with (``Deal.from_seed``).

>>> elder, younger, talon = deal_cards(1)
>>> len(elder), len(younger), len(talon), len(set(elder + younger + talon))
(12, 12, 8, 32)
>>> deal_cards(1) == deal_cards(1)
True
"""

from .cards import PACK
from .prng import Prng


def deal_cards(seed):
    """Shuffle with the seed and deal: (elder's 12, younger's 12, talon of 8, top first)."""
    pack = list(PACK)
    Prng(seed).shuffle(pack)
    return tuple([pack[i] for i in _ELDER_AT]), tuple([pack[i] for i in _YOUNGER_AT]), tuple(pack[24:])


# the places in the shuffled pack of each hand's cards: dealt in twos, elder first
_ELDER_AT = tuple([i for i in range(24) if i % 4 < 2])
_YOUNGER_AT = tuple([i for i in range(24) if i % 4 >= 2])
