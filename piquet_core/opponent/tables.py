"""Small tables over one suit's rank mask (bit ``rank`` set for each card held).

Glossary:
    rank mask:  one suit's cards as an 8-bit number, bit 0 the seven, bit 7 the ace.
    point key:  length * 128 + pip total: orders points as the rules do.
    sequence key: length * 8 + top rank of the best run of three or more (0: none).

The same values as ``kernel``'s, computed without ``int.bit_length`` (MicroPython has
none), so that the heuristic levels import on every runtime.

>>> POP[0b10110000], HIGH[0b10110000], HIGH[0], POINT_KEY[0b11100000] >> 7, SEQ_KEY[0b11100000]
(3, 7, -1, 3, 31)
"""

from ..cards import PIP_VALUES

BIT = (1, 2, 4, 8, 16, 32, 64, 128)


def _pop(mask):
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def _high(mask):
    rank = -1
    while mask:
        mask >>= 1
        rank += 1
    return rank


def _runs(mask):
    found, run = [], 0
    for rank in range(9):
        if rank < 8 and mask >> rank & 1:
            run += 1
        else:
            if run >= 3:
                found.append((run, rank - 1))
            run = 0
    return found


def _point_key(mask):
    pips = 0
    for rank in range(8):
        if mask >> rank & 1:
            pips += PIP_VALUES[rank]
    return _pop(mask) * 128 + pips


POP = tuple(_pop(m) for m in range(256))
HIGH = tuple(_high(m) for m in range(256))       # highest rank held, -1 for none
POINT_KEY = tuple(_point_key(m) for m in range(256))
SEQ_KEY = tuple(max([0] + [length * 8 + top for length, top in _runs(m)]) for m in range(256))
SEQ_SCORE = tuple(sum([length if length < 5 else 10 + length for length, _ in _runs(m)]) for m in range(256))
