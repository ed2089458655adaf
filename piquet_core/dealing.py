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
    elder, younger = [], []
    for i in range(0, 24, 4):
        elder.extend(pack[i:i + 2])
        younger.extend(pack[i + 2:i + 4])
    return tuple(elder), tuple(younger), tuple(pack[24:])
