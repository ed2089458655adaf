"""The 36-card pack of the original rules: the piquet pack with the four sixes added.

Glossary:
    pack of 36:  A K Q J 10 9 8 7 6 in each of four suits, ace high, six low, for tricks
                 and sequences alike.
    pip value:   ace 11, king queen jack ten 10, nine to six their face value (the
                 ruff adds them up).
    face card:   king, queen or jack; a hand without one is a blank.

The two-player ``cards.Card`` holds ranks seven to ace in indices 0..31, which other
modules rely on, so a six cannot be one of them. A ``Card36`` is a card of this pack
alone: rank 0..8 (six..ace), suit 0..3 (S H D C, as ``cards``), and its index
``suit * 9 + rank``. It carries the index as a third field, so it never compares equal
to a two-field ``Card`` (both are tuples). Notation is the same as ``cards``' with
``6`` added; suits are read by ``cards.Card.parse`` itself.

>>> card = parse_card("6♥")
>>> card, card.code, card.name, card.label, card.pips, card.index
(parse_card('6H'), '6H', 'six of hearts', '6♥', 6, 9)
>>> format_cards(parse_cards("6h as ks 10s"))
'AS KS TS 6H'
>>> parse_card("5S")
Traceback (most recent call last):
...
piquet_core.errors.UnknownRankError: '5S': unknown rank '5' (ranks are A K Q J T/10 9 8 7 6)
"""

from collections import namedtuple

from ..cards import Card, PIP_VALUES, RANK_LABELS, RANK_NAMES, RANK_PLURALS, SUIT_CHARS, SUIT_NAMES, SUIT_SYMBOLS
from ..errors import DuplicateCardError, NotationError, UnknownRankError, WrongCountError
from ..prng import derive_seed
from ..prng import Prng

# Ranks low to high; the seven-to-ace ranks are ``cards``' own, one higher.
SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(9)
RANK_CHARS36 = "6789TJQKA"
RANK_NAMES36 = ("six",) + RANK_NAMES
RANK_PLURALS36 = ("sixes",) + RANK_PLURALS
RANK_LABELS36 = ("6",) + RANK_LABELS
PIPS36 = (6,) + PIP_VALUES
FACE_RANKS = (JACK, QUEEN, KING)
HAND_SIZE, STOCK_SIZE = 12, 12


class Card36(namedtuple("Card36", ("rank", "suit", "index"))):
    """One card of the 36-card pack; get them from ``CARDS36`` or ``parse_card``."""

    __slots__ = ()

    @property
    def code(self):
        return _CODES[self.index]

    @property
    def name(self):
        return _NAMES[self.index]

    @property
    def label(self):
        return RANK_LABELS36[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def symbol(self):
        return SUIT_SYMBOLS[self.suit]

    @property
    def is_red(self):
        return self.suit == 1 or self.suit == 2  # hearts, diamonds (as ``cards.Card``)

    @property
    def pips(self):
        return PIPS36[self.rank]

    @property
    def is_face(self):
        return self.rank in FACE_RANKS

    def __str__(self):
        return _CODES[self.index]

    def __repr__(self):
        return "parse_card(%r)" % _CODES[self.index]


CARDS36 = tuple(Card36(rank, suit, suit * 9 + rank) for suit in range(4) for rank in range(9))
_CODES = tuple(RANK_CHARS36[c.rank] + SUIT_CHARS[c.suit] for c in CARDS36)
_NAMES = tuple(RANK_NAMES36[c.rank] + " of " + SUIT_NAMES[c.suit] for c in CARDS36)
# The pack in a fixed order before shuffling: spades ace..six, then hearts, diamonds, clubs.
PACK36 = tuple(CARDS36[suit * 9 + rank] for suit in range(4) for rank in range(8, -1, -1))


def parse_card(text):
    """The card spelled by ``text``: ``AS``, ``10h``, ``6♦``."""
    if not isinstance(text, str):
        raise NotationError(None, "a card must be text, not %s" % type(text).__name__)
    token = text.strip()
    if len(token) >= 2 and token[:-1] == "6":
        try:  # the suit as cards reads it (letters, symbols, either case)
            suit = Card.parse("7" + token[-1]).suit
        except NotationError as error:
            raise type(error)(text, error.reason)
        return CARDS36[suit * 9]
    try:
        card = Card.parse(token)
    except UnknownRankError:
        raise UnknownRankError(text, "unknown rank %r (ranks are A K Q J T/10 9 8 7 6)" % token[:-1])
    except NotationError as error:
        raise type(error)(text, error.reason.replace("AS or 10H", "AS, 10H or 6D"))
    return CARDS36[card.suit * 9 + card.rank + 1]


def sort_key36(card):
    """Display order: by suit (S H D C), then high to low."""
    return card.suit * 9 + 8 - card.rank


def sorted36(cards):
    """The cards as a tuple in display order."""
    return tuple(sorted(cards, key=sort_key36))


def format_cards(cards, sort=True):
    """Cards as notation, in display order unless ``sort`` is False."""
    return " ".join(card.code for card in (sorted36(cards) if sort else cards))


def parse_cards(text, count=None, what="hand"):
    """Cards separated by spaces or commas, in the order written; no card twice; exactly
    ``count`` of them if given.

    >>> parse_cards("AS 6S", count=3)
    Traceback (most recent call last):
    ...
    piquet_core.errors.WrongCountError: 'AS 6S': the hand has 2 cards; it must have 3
    """
    if not isinstance(text, str):
        raise NotationError(None, "%s must be text, not %s" % (what, type(text).__name__))
    cards = []
    for token in text.replace(",", " ").split():
        card = parse_card(token)
        if card in cards:
            raise DuplicateCardError(token, "the %s has this card twice" % what)
        cards.append(card)
    if count is not None and len(cards) != count:
        raise WrongCountError(text, "the %s has %d cards; it must have %d" % (what, len(cards), count))
    return tuple(cards)


def as_cards36(cards, count=None, what="hand"):
    """Text or an iterable of ``Card36``: a tuple of ``Card36``, checked as ``parse_cards``."""
    if isinstance(cards, str):
        return parse_cards(cards, count, what)
    result = tuple(cards)
    for card in result:
        if type(card) is not Card36:
            raise NotationError(str(card), "not a card of the 36-card pack")
    if len(set(result)) != len(result):
        raise DuplicateCardError(None, "the %s has a card twice" % what)
    if count is not None and len(result) != count:
        raise WrongCountError(format_cards(result), "the %s has %d cards; it must have %d"
                              % (what, len(result), count))
    return result


def shuffled36(seed):
    """The 36 cards shuffled with the project's PRNG (the same on every runtime)."""
    pack = list(PACK36)
    Prng(seed).shuffle(pack)
    return pack


def deal36(seed, hand_size=12):
    """(elder's hand, dealer's hand, stock): ``hand_size`` each in packets of two,
    elder first, from a pack shuffled with ``seed``; the rest is the stock, top first.

    >>> [len(part) for part in deal36(1)]
    [12, 12, 12]
    """
    pack = shuffled36(seed)
    elder, dealer = [], []
    for start in range(0, 2 * hand_size, 4):
        elder.extend(pack[start:start + 2])
        dealer.extend(pack[start + 2:start + 4])
    return tuple(elder), tuple(dealer), tuple(pack[2 * hand_size:])


def check_deal(cards):
    """(elder's, dealer's, stock) as ``Card36`` tuples: 12 each, every card once."""
    if not isinstance(cards, (tuple, list)) or len(cards) != 3:
        raise NotationError(None, "a deal is (elder's hand, dealer's hand, stock)")
    parts = (as_cards36(cards[0], HAND_SIZE, "elder's hand"), as_cards36(cards[1], HAND_SIZE, "dealer's hand"),
             as_cards36(cards[2], STOCK_SIZE, "stock"))
    seen = {}
    for part, what in zip(parts, ("elder's hand", "dealer's hand", "stock")):
        for card in part:
            if card in seen:
                raise DuplicateCardError(card.code, "dealt twice: in the %s and in the %s" % (seen[card], what))
            seen[card] = what
    return parts


def deal_cards(seed, number):
    """The cards of deal ``number`` (from 0) of the game ``seed``: (elder's, dealer's, stock)."""
    return deal36(derive_seed(seed, number))
