"""How much each card of a hand is worth keeping, and the exchange that follows from it.

Glossary:
    keep value:  a number per card: its rank, the length of its suit (a long suit makes
                 the point and late tricks), its part in a sequence or a set (or the
                 chance of one after the draw), and guards (a king needs one card beside
                 it, a queen two, to survive the ace's lead).
    point suit:  the longest suit (by length, then pips): the one the point is made in.
    guard:       a low card kept beside a king or queen so that it need not be played
                 under the ace.
    exchange:    elder discards 1 to 5 cards and draws as many from his five; younger 0
                 to all that is left. The heuristic players discard their lowest keep
                 values one at a time, recomputing after each (a suit shortened by one
                 discard is worth less).

Portable and small: the club player runs it on MicroPython within its 20 ms.

>>> from piquet_core.cards import parse_cards, format_cards
>>> hand = parse_cards("AS KS QS JS 9S AH 8H 7H QD 8D 7C 9C")
>>> format_cards(choose_discards(hand, 5))
'8H 7H 8D 9C 7C'
"""

from ..cards import ACE, JACK, KING, QUEEN, TEN
from ..suitmasks import BIT, POINT_KEY, runs_by_rank

RANK_VALUE = (0.0, 0.25, 0.6, 1.6, 2.2, 3.0, 4.6, 7.5)   # 7 8 9 T J Q K A
SET_COUNT_VALUE = (0.0, 0.0, 0.35, 1.75, 4.5)                 # per card, by how many of the rank are held
RUN_VALUE = (0.0, 0.0, 0.35, 1.1, 1.3, 2.2, 2.2, 2.2, 2.2)   # per card, by the length of its run
LENGTH_VALUE = 0.9       # per card beyond three in the suit, to each card of it
POINT_SUIT_VALUE = 1.2   # more for each card of the point suit (four cards or more)
GAP_VALUE = 0.56         # a card one short of a run of three
LOW_SET_FACTOR = 0.75    # jacks and tens count less toward a set (a lower set loses)
KING_GUARD = 1.3         # a king without its ace, with a guard
QUEEN_GUARD = 0.6
SMALL_GUARD = 1.6        # the low card guarding a lone king
ELDER_LIMIT = 6.0        # elder exchanges fewer than five only if his hand has few cards below this
YOUNGER_LIMIT = 5.1      # younger exchanges his cards worth less than this
# Younger draws three cards, not five: runs and long suits fill less often.
YOUNGER_SET = 1.0
YOUNGER_RUN = 1.0
YOUNGER_LENGTH = 1.0


def keep_values(cards, seen_out=None, is_elder=True):
    """[(value, card)] for every card of ``cards`` (see the module docstring).

    ``seen_out`` is an optional set of cards known to be out of play (played, or seen in
    the talon): a king whose ace is gone needs no guard.
    """
    masks = [0, 0, 0, 0]
    rank_count = [0] * 8
    for card in cards:
        masks[card.suit] |= BIT[card.rank]
        rank_count[card.rank] += 1
    lengths = [bin(m).count("1") for m in masks]
    point_suit = 0
    for suit in (1, 2, 3):
        if POINT_KEY[masks[suit]] > POINT_KEY[masks[point_suit]]:
            point_suit = suit
    runs = [runs_by_rank(m) for m in masks]
    set_factor = 1.0 if is_elder else YOUNGER_SET
    run_factor = 1.0 if is_elder else YOUNGER_RUN
    length_factor = LENGTH_VALUE if is_elder else LENGTH_VALUE * YOUNGER_LENGTH
    out = []
    for card in cards:
        suit, rank = card.suit, card.rank
        length = lengths[suit]
        value = RANK_VALUE[rank]
        if length >= 4:
            value += length_factor * (length - 3)
            if suit == point_suit:
                value += POINT_SUIT_VALUE
        elif length == 3 and suit == point_suit:
            value += 0.4
        run = runs[suit].get(rank, 0)
        value += RUN_VALUE[run] * run_factor
        if run < 3:  # one card missing from a run of three or more: a draw may fill it
            mask = masks[suit]
            if (rank >= 2 and mask >> (rank - 2) & 1 and not mask >> (rank - 1) & 1) or \
                    (rank <= 5 and mask >> (rank + 2) & 1 and not mask >> (rank + 1) & 1):
                value += GAP_VALUE
        if rank >= TEN:
            value += SET_COUNT_VALUE[rank_count[rank]] * (1.0 if rank >= QUEEN else LOW_SET_FACTOR) * set_factor
        mask = masks[suit]
        if rank == KING and not mask >> ACE & 1 and length >= 2:
            if seen_out is None or _card_of(suit, ACE) not in seen_out:
                value += KING_GUARD
        elif rank == QUEEN and not mask >> ACE & 1 and not mask >> KING & 1 and length >= 3:
            value += QUEEN_GUARD
        elif rank < JACK and length == 2 and mask >> KING & 1 and not mask >> ACE & 1:
            value += SMALL_GUARD  # the guard of a lone king
        out.append((value, card))
    return out


def _card_of(suit, rank):
    from ..cards import CARD_TABLE
    return CARD_TABLE[suit * 8 + rank]


def _order(item):
    # A total order (MicroPython's sort is not stable): value, then rank, then suit.
    return (item[0], item[1].rank, item[1].suit)


def choose_discards(cards, count, seen_out=None, is_elder=True):
    """The ``count`` cards to discard: the lowest keep value, one at a time."""
    kept = list(cards)
    discards = []
    for _ in range(count):
        values = keep_values(kept, seen_out, is_elder)
        values.sort(key=_order)
        worst = values[0][1]
        kept.remove(worst)
        discards.append(worst)
    return discards


def exchange_count(cards, fewest, most, is_elder, seen_out=None):
    """How many cards the club player exchanges: elder nearly always all five (the talon
    is rich); younger his cards worth less than a guarded king, within the limits."""
    if most <= fewest:
        return most
    values = keep_values(cards, seen_out, is_elder)
    values.sort(key=_order)
    limit = ELDER_LIMIT if is_elder else YOUNGER_LIMIT
    count = 0
    for value, _ in values:
        if value < limit:
            count += 1
    if is_elder and count >= 3:
        count = most
    return max(fewest, min(most, count))
