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


def _tables():
    """Every table, each mask's entry built from a smaller mask's (one pass of 256, not a
    loop over the eight ranks for each mask and each table): the practice page builds
    them on MicroPython at start-up, where the plain loops cost a tenth of a second.

    Returns (POP, HIGH, LOW, NTH, POINT_KEY, SEQ_KEY, SEQ_SCORE) as lists."""
    pop, high, low, pips = [0] * 256, [-1] * 256, [-1] * 256, [0] * 256
    run_end = [0] * 256  # the length of the run of ranks ending at the mask's top bit
    seq_key, seq_score = [0] * 256, [0] * 256
    nth = [0] * 2048  # nth[mask * 8 + k]: the k-th lowest rank in mask
    for mask in range(1, 256):
        rest = mask >> 1
        pop[mask] = pop[rest] + (mask & 1)
        high[mask] = high[rest] + 1
        lowest = low[rest] + 1 if not mask & 1 else 0
        low[mask] = lowest
        without_low = mask & (mask - 1)  # the mask less its lowest rank
        pips[mask] = pips[without_low] + PIP_VALUES[lowest]
        top = high[mask]
        below = mask ^ BIT[top]  # the mask less its highest rank
        run = run_end[below] + 1 if top and below >> (top - 1) & 1 else 1
        run_end[mask] = run
        # The runs of ``mask``: those of ``below`` whose run ends under top - 1, plus the
        # run ending at top. Extending a run of ``below`` that ended at top - 1 changes it.
        base = below & ~((1 << top) - (1 << (top - run + 1))) if run > 1 else below
        key, score = seq_key[base], seq_score[base]
        if run >= 3:
            key = max(key, run * 8 + top)
            score += run if run < 5 else 10 + run
        seq_key[mask], seq_score[mask] = key, score
        k, rank, bits = 0, 0, mask
        while bits:
            if bits & 1:
                nth[mask * 8 + k] = rank
                k += 1
            bits >>= 1
            rank += 1
    point_key = [pop[mask] * 128 + pips[mask] for mask in range(256)]
    return pop, high, low, nth, point_key, seq_key, seq_score


_built = _tables()
POP, HIGH, LOW, NTH, POINT_KEY, SEQ_KEY, SEQ_SCORE = (tuple(table) for table in _built)
del _built


def bit_count(mask):
    """How many bits of ``mask`` are set, whatever its size (MicroPython's int has no
    ``bit_count``): a 36-card suit's nine ranks, four aces' suits, ...

    >>> bit_count(0), bit_count(0b1_1011_0000), bit_count(0b1111)
    (0, 4, 4)
    """
    count = 0
    while mask:
        count += POP[mask & 255]
        mask >>= 8
    return count


def runs_by_rank(mask, ranks=8):
    """{rank: the length of the run of ``mask`` holding it} for every rank held, over a
    suit of ``ranks`` ranks (8 in the 32-card pack, 9 in the original rules' 36).

    >>> sorted(runs_by_rank(0b1_1000_0111, 9).items())
    [(0, 3), (1, 3), (2, 3), (7, 2), (8, 2)]
    """
    found = {}
    rank = 0
    while rank < ranks:
        if mask >> rank & 1:
            start = rank
            while rank < ranks and mask >> rank & 1:
                rank += 1
            for held in range(start, rank):
                found[held] = rank - start
        rank += 1
    return found
