"""The ``club`` computer player of the original rules (two players, 36 cards, to 100):
rules of thumb with card counting, fast enough for MicroPython on the page's thread.

Glossary (the rules: ``games.original``, docs/variants.md):
    keep value:  what a card of the 36-card pack is worth keeping at the exchange: its
                 rank (tens and higher win tricks and score their leads), its part in
                 the ruff (the suit with the most pips), in a run (a quint scores 15,
                 so runs of five are worth far more than tierces) or in a set of tens or
                 higher (four score 14), and the length of its suit.
    exchange:    discard the cards worth less than ``EXCHANGE_LIMIT``, lowest first and
                 valued again after each (a suit shortened is worth less), at least one
                 and at most what the rules allow.
    blank:       always claimed by elder; the dealer shows his own whenever he can
                 (then nobody scores it).
    declaring:   the best call in full (the best combination and its extras). The
                 dealer calls whenever his is as good (an equal call scores for
                 nobody, Good would give elder the class), else says Good.
    picy, repicy: always declared (30 or 60 more, and nothing to lose).
    play:        ``games.club_tricks`` for two seats: card counting, masters cashed,
                 the cheapest sure winner, a lead of a ten or higher preferred (it
                 scores a point).

>>> from piquet_core.games.original import Original
>>> from piquet_core.games.pack36 import format_cards, parse_cards
>>> format_cards(club_discards(parse_cards("AS KS QS JS 9S AH 8H 7H QD 6D 7C 9C"), 1, 8))
'9S 8H 7H QD 6D 9C 7C'
"""

from ..actions import Play, Reply
from ..suitmasks import bit_count, runs_by_rank
from .club_tricks import TrickSeat, club_card, unseen_of, voids_from
from .original import MOST_EXCHANGED
from .original_actions import Call, Swap
from .original_rules import build_call
from .pack36 import CARDS36, TEN

RANK_VALUE36 = (0.0, 0.15, 0.3, 0.6, 1.9, 2.3, 3.1, 4.6, 7.5)    # 6 7 8 9 T J Q K A
RUN_VALUE36 = (0.0, 0.0, 0.3, 1.0, 1.1, 3.0, 2.7, 2.5, 2.3, 2.2)  # per card, by its run's length
SET_VALUE36 = (0.0, 0.0, 0.4, 1.2, 3.5)                           # per card, by the count of its rank (ten up)
LENGTH_VALUE36 = 0.8     # per card beyond three in the suit, to each card of it
RUFF_VALUE36 = 0.08      # per pip of a card of the ruff suit (a ruff scores a point a ten pips)
GAP_VALUE36 = 0.4        # a card one short of a run of three
EXCHANGE_LIMIT = 3.6     # cards worth less than this are exchanged


def keep_values36(cards):
    """[(value, card)] for every card of ``cards`` (see the module docstring)."""
    masks = [0, 0, 0, 0]
    pips = [0, 0, 0, 0]
    rank_count = [0] * 9
    for card in cards:
        masks[card.suit] |= 1 << card.rank
        pips[card.suit] += card.pips
        rank_count[card.rank] += 1
    ruff_suit = 0
    for suit in (1, 2, 3):
        if pips[suit] > pips[ruff_suit]:
            ruff_suit = suit
    runs = [runs_by_rank(mask, 9) for mask in masks]
    out = []
    for card in cards:
        suit, rank = card.suit, card.rank
        mask = masks[suit]
        length = bit_count(mask)
        value = RANK_VALUE36[rank]
        if length > 3:
            value += LENGTH_VALUE36 * (length - 3)
        if suit == ruff_suit:
            value += RUFF_VALUE36 * card.pips
        run = runs[suit].get(rank, 0)
        value += RUN_VALUE36[run]
        if run < 3 and ((rank >= 2 and mask >> (rank - 2) & 1 and not mask >> (rank - 1) & 1) or
                        (rank <= 6 and mask >> (rank + 2) & 1 and not mask >> (rank + 1) & 1)):
            value += GAP_VALUE36
        if rank >= TEN:
            value += SET_VALUE36[rank_count[rank]]
        out.append((value, card))
    return out


def _order(item):
    return (item[0], item[1].rank, item[1].suit)  # a total order (MicroPython's sort is not stable)


def club_discards(hand, fewest, most):
    """The cards to exchange: those worth less than ``EXCHANGE_LIMIT``, valued again after
    each discard, between ``fewest`` and ``most`` of them."""
    kept = list(hand)
    discards = []
    while len(discards) < most:
        values = keep_values36(kept)
        values.sort(key=_order)
        value, worst = values[0]
        if value >= EXCHANGE_LIMIT and len(discards) >= fewest:
            break
        kept.remove(worst)
        discards.append(worst)
    return discards


def _call_value(kind, groups, hand):
    combos = build_call(kind, groups, hand)
    total = 0
    for combo in combos:
        total += combo.score
    return (combos[0].key if combos else (-1,), total)


def club_call(view, legal):
    """The best call in full; the dealer's Good when no call of his reaches elder's."""
    best = None
    for action in legal:
        if type(action) is not Call:
            continue
        value = _call_value(action.kind, action.groups, view.hand)
        if best is None or value > best[0]:
            best = (value, action)
    if best is None or (not best[1].groups and type(legal[0]) is Reply):
        return legal[0]  # Good (the dealer's answer comes first in the list)
    return best[1]


def trick_seat36(view):
    """A ``TrickSeat`` from an original-rules view: cards seen, voids, the trick led."""
    tricks = [(trick.leader, (trick.led, trick.followed)) for trick in view.tricks]
    current = (view.current,) if view.current is not None else ()
    if current:
        tricks.append((view.leader, current))
    seen = set(view.hand)
    seen.update(view.discards)  # his own discards are out of play
    for leader, cards in tricks:
        seen.update(cards)
    unseen = unseen_of([card for card in CARDS36 if card not in seen], ())
    return TrickSeat(view.hand, view.seat, 2, view.leader, current, unseen, voids_from(tricks, 2), None, TEN)


class OriginalClubPlayer:
    """The ``club`` level of the original rules. Decides from the view alone."""

    name = "club"

    def __init__(self, seed=0):
        self.seed = seed  # no randomness: the same view gives the same action

    def choose(self, view):
        phase = view.phase
        if phase == "play":
            cards = view.legal_cards()
            if len(cards) == 1:
                return Play(cards[0])
            return Play(club_card(trick_seat36(view), list(cards)))
        if phase == "exchange":
            most = min(MOST_EXCHANGED, view.stock_size)
            return Swap(tuple(club_discards(view.hand, 1, most)))
        legal = view.legal_actions()
        if phase == "declaration":
            return club_call(view, legal)
        return legal[0]  # blank: claim (or show his own); picy, repicy: declare


def _register():
    from .computer import register_game_level
    register_game_level("original", "club", OriginalClubPlayer)


_register()
