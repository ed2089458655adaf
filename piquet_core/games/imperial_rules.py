"""Imperial (Piquet with trumps): the cards, the rankings and the combinations, as pure
functions over the engine's ``Card`` values. The state machine is ``games.imperial``.

Glossary (seed 002; every reading of a vague passage is in docs/variants.md, "Imperial"):
    ranking:     the trick order. ``imperial`` (the default): K Q J A 10 9 8 7, the ace
                 between the jack and the ten; ``standard``: A K Q J 10 9 8 7 as in
                 Rubicon Piquet. Only the play reads it: imperials are sets of named
                 ranks, and the point counts pips (ace 11, courts and ten 10).
    turn-up:     the 25th card, dealt face up: its suit is trumps. It is never played;
                 it counts as a thirteenth card in both hands for the declarations.
    honour:      the king, queen, jack, ace or seven of trumps.
    imperial:    a combination scored in red chips, in this showing order:
                 ``atout`` (imperiale d'atout: K Q J A of trumps, 2 reds),
                 ``imperiale`` (K Q J A of another suit, 1 red),
                 ``honneur`` (imperiale d'honneur: four aces, kings, queens, jacks or
                 sevens, 1 red), ``blanche`` (imperiale blanche: twelve cards in hand
                 without a king, queen or jack, 2 reds).
    point:       the highest pip total of one suit; one white chip; the non-dealer
                 wins a tie.
    head:        to play a card of the suit led that beats the card led.

>>> from piquet_core.cards import parse_cards, Card, SPADES
>>> hand = parse_cards("KS QS JS 9H KH QH JH AH AD AC 7D 8C")
>>> [format_groups(found(kind, hand + (Card.parse("AS"),), SPADES)) for kind in ("atout", "imperiale", "honneur")]
['AS KS QS JS', 'AH KH QH JH', 'AS AH AD AC']
>>> [c.code for c in legal_plays(parse_cards("KD 9D 8C 7S"), Card.parse("TD"), SPADES, IMPERIAL)]
['KD']
>>> ace, king = Card.parse("AH"), Card.parse("KH")
>>> trick_winner(0, ace, king, SPADES, IMPERIAL), trick_winner(0, ace, king, SPADES, STANDARD)
(1, 0)
"""

from ..cards import (
    ACE, CARD_TABLE, COURT_RANKS, JACK, KING, PACK, PIP_VALUES, QUEEN, RANK_PLURALS, SEVEN, SUITS, Card,
    as_cards,
)
from ..refusals import refusal
from ..tricks import legal_plays as _plays, trick_winner as _trick_winner
from ..errors import CardNotHeldError, DeclarationError, DuplicateCardError, RulesError
from ..prng import derive_seed
from ..prng import Prng
from .imperial_events import chips_for

IMPERIAL, STANDARD = "imperial", "standard"
RANKINGS = (IMPERIAL, STANDARD)
# Trick strength of each engine rank (0 seven .. 7 ace). The imperial order puts the ace
# below the jack and above the ten: K Q J A 10 9 8 7.
_STRENGTH = {IMPERIAL: (0, 1, 2, 3, 5, 6, 7, 4), STANDARD: (0, 1, 2, 3, 4, 5, 6, 7)}

HONOUR_RANKS = (KING, QUEEN, JACK, ACE, SEVEN)
FOUR_RANKS = (ACE, KING, QUEEN, JACK)      # the cards of an imperiale, in display order
SWAP_RANKS = (KING, ACE)                   # a turn-up the seven of trumps may be swapped for

ATOUT, PLAIN, HONNEUR, BLANCHE = "atout", "imperiale", "honneur", "blanche"
KINDS = (ATOUT, PLAIN, HONNEUR, BLANCHE)   # the showing order
REDS = {kind: chips_for(kind)[0] for kind in KINDS}
KIND_NAMES = {ATOUT: "imperiale d'atout", PLAIN: "imperiale", HONNEUR: "imperiale d'honneur",
              BLANCHE: "imperiale blanche"}

HAND_SIZE, TRICK_COUNT = 12, 12


def check_ranking(name):
    """``name`` if it is one of the two rankings, else ``RulesError`` naming both."""
    if name not in RANKINGS:
        raise RulesError("unknown ranking %r (Imperial offers %s)" % (name, " or ".join(RANKINGS)))
    return name


def strength(rank, ranking):
    """How high a rank is in the play under ``ranking`` (0 lowest .. 7 highest)."""
    return _STRENGTH[ranking][rank]


def deal_cards(seed):
    """Shuffle with ``seed``; twelve each in twos, the non-dealer (elder) first; the next
    card is turned up: (elder's 12, dealer's 12, turn-up, the seven left face down)."""
    pack = list(PACK)
    Prng(seed).shuffle(pack)
    elder, dealer = [], []
    for start in range(0, 2 * HAND_SIZE, 4):
        elder.extend(pack[start:start + 2])
        dealer.extend(pack[start + 2:start + 4])
    return tuple(elder), tuple(dealer), pack[2 * HAND_SIZE], tuple(pack[2 * HAND_SIZE + 1:])


class ImperialRules:
    """Imperial's one setting: the ranking of the cards in the play."""

    __slots__ = ("ranking",)
    name = "imperial"

    def __init__(self, ranking=IMPERIAL):
        self.ranking = check_ranking(ranking)

    def to_text(self):
        return self.ranking

    def __eq__(self, other):
        return isinstance(other, ImperialRules) and other.ranking == self.ranking

    def __repr__(self):
        return "ImperialRules(%r)" % self.ranking


def deal_of(seed, number, given=None):
    """(elder's 12, dealer's 12, turn-up, the 7 face down) of deal ``number`` (from 0):
    ``given`` (elder, dealer, turn-up) if the record gave them, else the game seed's."""
    if given is None:
        return deal_cards(derive_seed(seed, number))
    elder = as_cards(given[0], HAND_SIZE, "elder's hand")
    dealer = as_cards(given[1], HAND_SIZE, "dealer's hand")
    turnup = as_cards(given[2] if not isinstance(given[2], Card) else (given[2],), 1, "turn-up")[0]
    seen = set()
    for card in elder + dealer + (turnup,):
        if card in seen:
            raise DuplicateCardError(card.code, "dealt twice: each card is dealt once")
        seen.add(card)
    return elder, dealer, turnup, tuple(card for card in PACK if card not in seen)


def is_honour(card, trump):
    return card.suit == trump and card.rank in HONOUR_RANKS


def honours_in(cards, trump):
    """The honours (trump K Q J A 7) among ``cards``."""
    return tuple(card for card in cards if card.suit == trump and card.rank in HONOUR_RANKS)


def is_blanche(hand):
    """Twelve cards in hand without a king, queen or jack (the turn-up is not in it)."""
    for card in hand:
        if card.rank in COURT_RANKS:
            return False
    return len(hand) == HAND_SIZE


def _four(suit):
    return tuple(CARD_TABLE[suit * 8 + rank] for rank in FOUR_RANKS)


def found(kind, cards, trump):
    """Every imperial of ``kind`` among ``cards`` (a hand and the turn-up), each a tuple
    of its four cards, in a fixed order (suits S H D C, ranks A K Q J 7)."""
    held = set(cards)
    if kind == ATOUT:
        candidates = [_four(trump)]
    elif kind == PLAIN:
        candidates = [_four(suit) for suit in SUITS if suit != trump]
    elif kind == HONNEUR:
        candidates = [tuple(CARD_TABLE[suit * 8 + rank] for suit in SUITS) for rank in (ACE, KING, QUEEN, JACK, SEVEN)]
    else:
        return []
    return [group for group in candidates if all(card in held for card in group)]


def check_imperials(kind, groups, cards, trump):
    """Raise ``DeclarationError`` unless ``groups`` are distinct imperials of ``kind``
    that ``cards`` (the declaring hand: own twelve and the turn-up) hold."""
    allowed = found(kind, cards, trump)
    held = set(cards)
    seen = []
    for group in groups:
        key = set(group)
        for card in group:
            if card not in held:
                raise CardNotHeldError("%s is neither in the hand nor turned up" % card.code)
        if not any(key == set(option) for option in allowed):
            raise DeclarationError("%s is not an %s (%s)" % (" ".join(c.code for c in group), KIND_NAMES[kind],
                                                             _what(kind)))
        if key in seen:
            raise DeclarationError("the same %s is declared twice" % KIND_NAMES[kind])
        seen.append(key)


def _what(kind):
    if kind == ATOUT:
        return "the king, queen, jack and ace of trumps"
    if kind == PLAIN:
        return "the king, queen, jack and ace of a suit that is not trumps"
    return "all four %s" % " or all four ".join(RANK_PLURALS[r] for r in (ACE, KING, QUEEN, JACK, SEVEN))


def subsets(groups):
    """Every choice of some of ``groups`` (to call all, some or none), largest first."""
    count = len(groups)
    out = []
    for size in range(count, -1, -1):  # built in order, not sorted: MicroPython's sort is not stable
        for mask in range(1 << count):
            chosen = tuple(groups[i] for i in range(count) if mask >> i & 1)
            if len(chosen) == size:
                out.append(chosen)
    return out


def point_total(cards):
    total = 0
    for card in cards:
        total += PIP_VALUES[card.rank]
    return total


def suit_points(cards):
    """Each suit's whole holding among ``cards``, the highest total first (spades first
    on a tie): the canonical point calls."""
    by_suit = [[], [], [], []]
    for card in cards:
        by_suit[card.suit].append(card)
    found_points = [tuple(sorted(held, key=lambda c: -c.rank)) for held in by_suit if held]
    found_points.sort(key=lambda held: (-point_total(held), held[0].suit))
    return found_points


def check_point(called, cards):
    """Raise unless ``called`` is some cards of one suit that ``cards`` hold; its total."""
    if not called:
        raise DeclarationError("a point names the cards of one suit, or is 'none'")
    held = set(cards)
    for card in called:
        if card not in held:
            raise CardNotHeldError("%s is neither in the hand nor turned up" % card.code)
    if len(set(card.suit for card in called)) != 1:
        raise DeclarationError("a point is the cards of one suit: %s mixes suits" % " ".join(c.code for c in called))
    return point_total(called)


def legal_plays(hand, led, trump, ranking):
    """The cards a player may play: anything to lead; else the suit led, and a card that
    heads the one led if he has one; void, a trump if he has one; else anything (the
    two-player trump rules of ``tricks.legal_plays``, plus the duty to head)."""
    allowed = _plays(hand, led, trump)
    if led is None or not allowed or allowed[0].suit != led.suit:
        return allowed
    top = _STRENGTH[ranking][led.rank]
    higher = [card for card in allowed if _STRENGTH[ranking][card.rank] > top]
    return higher or allowed


def play_refusal(hand, led, card, trump, ranking):
    """Why ``card`` may not be played to ``led`` from ``hand``: a ``refusals.Refusal``
    (follow suit, head the trick, or trump), or None if it may."""
    return refusal(hand, led, card, legal_plays(hand, led, trump, ranking))


def trick_winner(leader, led, followed, trump, ranking):
    """The seat (leader, or 1 - leader) that wins: the trump, else the higher of the suit
    led in ``ranking`` (``tricks.trick_winner`` with the ranking's order)."""
    return _trick_winner(leader, led, followed, trump, _STRENGTH[ranking])


def format_groups(groups):
    """``"KS QS JS AS + KH QH JH AH"``; ``"none"`` for no group."""
    if not groups:
        return "none"
    return " + ".join(" ".join(card.code for card in group) for group in groups)
