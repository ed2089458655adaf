"""Tables over one suit's 8-bit rank mask, shared by the kernel, the simulator and the
computer players.

Glossary:
    rank mask:    one suit's cards as an 8-bit number, bit 0 the seven, bit 7 the ace.
    point key:    length * 128 + pip total: one int that orders points as the rules do.
    sequence key: length * 8 + top rank of the best run of three or more (0: none).
    sequence score: what all the runs of three or more in the suit would score.

Built without ``int.bit_length`` (MicroPython's int has none), so every runtime imports
them; the page's club player needs them without the kernel.

>>> POP[0b10110000], HIGH[0b10110000], LOW[0b10110000], HIGH[0], NTH[0b10110000 * 8 + 1]
(3, 7, 4, -1, 5)
>>> POINT_KEY[0b11100000] >> 7, SEQ_KEY[0b11100000], SEQ_SCORE[0b11111000]
(3, 31, 15)
"""

from .cards import PIP_VALUES

BIT = (1, 2, 4, 8, 16, 32, 64, 128)
POP = tuple(bin(m).count("1") for m in range(256))


def _high(mask):
    """The highest rank in ``mask``, -1 for none (MicroPython's int has no bit_length)."""
    rank = -1
    while mask:
        mask >>= 1
        rank += 1
    return rank


HIGH = tuple(_high(m) for m in range(256))       # highest rank held, -1 for none
LOW = tuple(_high(m & -m) for m in range(256))   # lowest rank held, -1 for none
_nth = [0] * 2048  # _nth[mask * 8 + k]: the k-th lowest rank in mask
for _m in range(256):
    _k = 0
    for _r in range(8):
        if _m >> _r & 1:
            _nth[_m * 8 + _k] = _r
            _k += 1
NTH = tuple(_nth)


def _point_key(mask):
    """Length then pip total, in one int that orders points like ``combinations``."""
    pips = 0
    for rank in range(8):
        if mask >> rank & 1:
            pips += PIP_VALUES[rank]
    return POP[mask] * 128 + pips


def _runs(mask):
    """The maximal runs of 3+ ranks in a mask, as (length, top)."""
    found, run = [], 0
    for rank in range(9):
        if rank < 8 and mask >> rank & 1:
            run += 1
        else:
            if run >= 3:
                found.append((run, rank - 1))
            run = 0
    return found


POINT_KEY = tuple(_point_key(m) for m in range(256))
# Best sequence as length * 8 + top (0: none), and what every sequence in the suit scores.
SEQ_KEY = tuple(max([0] + [length * 8 + top for length, top in _runs(m)]) for m in range(256))
SEQ_SCORE = tuple(sum(length if length < 5 else 10 + length for length, _ in _runs(m)) for m in range(256))
