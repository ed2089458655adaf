"""A quick estimate of what the play is worth from two known hands, for the exchange.

Glossary:
    play value:   elder's points minus younger's that the play adds (leads, wins, the
                  last trick, the cards or capot), with best play by both: what the
                  solver computes exactly in tens of milliseconds. The exchange weighs
                  hundreds of hand pairs, so it uses this linear estimate instead.
    suit tricks:  in one suit played out alone, the holder of the highest card wins
                  and the other plays low; once one side is out of the suit, every card
                  the other holds in it wins. Summed over the suits for each side.
    top tricks:   cards higher than every card the other holds in the suit.
    cashing run:  the tricks elder can win at the start, leading from the top (a
                  pique needs 30 before younger scores, and he scores only by winning).

The weights are fitted by ``scripts/fit_play_model.py`` against the solver on hands
after exchanges, half of them one of the expert's candidates (its exchange weighs such
hands; weights fitted on the club's keeps alone put -6.4 points on each ace, and the
expert's search found exchanges that throw one): R^2 0.71, mean error 5.7 points on
2,000 held-out deals (8,000 fitted; the former weights on the same deals: R^2 0.67,
6.0). Portable (masks and small ints).

>>> from piquet_core.cards import parse_cards
>>> strong, weak = parse_cards("AS KS QS JS TS AH KH QH AD KD AC KC"), parse_cards("9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D")
>>> play_estimate(strong, weak) > 30, cashing_run(masks_of(strong), masks_of(weak))
(True, 12)
"""

from ..suitmasks import HIGH, POP, bit_count
from .knowledge import masks_of

# value = WEIGHTS . features(elder, younger); see ``features``.
FEATURE_NAMES = ("bias", "suit_tricks_diff", "cards_edge", "elder_top_tricks", "younger_top_tricks", "aces_diff",
                 "kings_diff", "long_diff", "stoppers_diff", "voids_diff", "seven_edge")
WEIGHTS = (-3.614, 0.109, 4.935, 1.798, 0.241, 1.229, 0.646, 1.092, 1.468, -0.115, 0.713)


def suit_tricks(mine, theirs):
    """(my tricks, his tricks) if one suit were played out alone (see the docstring).

    >>> suit_tricks(0b11000001, 0b00110000)   # A K 7 against Q J
    (3, 0)
    """
    a, b = mine, theirs
    ta = tb = 0
    while a and b:
        if HIGH[a] > HIGH[b]:
            ta += 1
            a ^= 1 << HIGH[a]
            b &= b - 1  # he plays his lowest
        else:
            tb += 1
            b ^= 1 << HIGH[b]
            a &= a - 1
    return ta + POP[a], tb + POP[b]


def top_tricks(mine, theirs):
    """My cards above every card he holds in the suit."""
    top = HIGH[theirs] + 1
    return POP[mine >> top] if top else POP[mine]


def cashing_run(elder, younger):
    """Tricks elder wins from the start by leading his winners (four suit masks each)."""
    total = 0
    for suit in range(4):
        total += top_tricks(elder[suit], younger[suit])
    return total


def features(elder, younger):
    """The model's features from two hands' suit masks (elder's, younger's)."""
    st_e = st_y = tt_e = tt_y = 0
    long_e = long_y = 0
    stop_e = stop_y = void_e = void_y = 0
    for suit in range(4):
        e, y = elder[suit], younger[suit]
        a, b = suit_tricks(e, y)
        st_e += a
        st_y += b
        tt_e += top_tricks(e, y)
        tt_y += top_tricks(y, e)
        if POP[e] > long_e:
            long_e = POP[e]
        if POP[y] > long_y:
            long_y = POP[y]
        if e or y:
            if HIGH[e] > HIGH[y]:
                stop_e += 1
            else:
                stop_y += 1
        if not e:
            void_e += 1
        if not y:
            void_y += 1
    diff = st_e - st_y
    edge = diff / 3.0
    if edge > 1.0:
        edge = 1.0
    elif edge < -1.0:
        edge = -1.0
    seven = (1.0 if st_e >= 7 else 0.0) - (1.0 if st_y >= 7 else 0.0)
    aces = ((elder[0] | elder[1] << 8 | elder[2] << 16 | elder[3] << 24) >> 7) & 0x01010101
    kings = ((elder[0] | elder[1] << 8 | elder[2] << 16 | elder[3] << 24) >> 6) & 0x01010101
    aces_y = ((younger[0] | younger[1] << 8 | younger[2] << 16 | younger[3] << 24) >> 7) & 0x01010101
    kings_y = ((younger[0] | younger[1] << 8 | younger[2] << 16 | younger[3] << 24) >> 6) & 0x01010101
    return (1.0, float(diff), edge, float(tt_e), float(tt_y), float(bit_count(aces) - bit_count(aces_y)),
            float(bit_count(kings) - bit_count(kings_y)), float(long_e - long_y), float(stop_e - stop_y),
            float(void_e - void_y), seven)



def estimate_masks(elder, younger):
    total = 0.0
    values = features(elder, younger)
    for i in range(len(WEIGHTS)):
        total += WEIGHTS[i] * values[i]
    return total


def play_estimate(elder_cards, younger_cards):
    """The estimated play value (elder's side) of two hands of Cards."""
    return estimate_masks(masks_of(elder_cards), masks_of(younger_cards))
