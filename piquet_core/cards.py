"""Cards of the piquet pack and their notation.

Glossary:
    piquet pack: 32 cards, A K Q J 10 9 8 7 in each of four suits.
    rank order:  ace high, seven low, for tricks and sequences alike.
    pip value:   ace 11, king queen jack ten 10, nine eight seven their face value;
                 used only to compare two points of equal length.
    court card:  king, queen or jack (not the ace); a hand without one is carte blanche.

Cards are written rank then suit: ``AS`` (ace of spades), ``TH`` or ``10H`` (ten of
hearts), lower case and the symbols ♠ ♥ ♦ ♣ are accepted too.

>>> card = Card.parse("10♥")
>>> card, card.code, card.name, card.label, card.pips
(Card.parse('TH'), 'TH', 'ten of hearts', '10♥', 10)
>>> format_cards(parse_cards("7h as ks"))
'AS KS 7H'
>>> parse_cards("AS XS")
Traceback (most recent call last):
...
piquet_core.errors.UnknownRankError: 'XS': unknown rank 'X' (ranks are A K Q J T/10 9 8 7)
"""

from collections import namedtuple

from .errors import DuplicateCardError, NotationError, UnknownRankError, UnknownSuitError, WrongCountError

# Ranks are ints 0..7, low to high, so that comparing ranks compares cards in a suit.
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)
RANKS = (SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE)
RANK_CHARS = "789TJQKA"
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = ("sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces")
RANK_LABELS = ("7", "8", "9", "10", "J", "Q", "K", "A")
PIP_VALUES = (7, 8, 9, 10, 10, 10, 10, 11)
COURT_RANKS = (JACK, QUEEN, KING)

# Suits are ints 0..3 in the order spades, hearts, diamonds, clubs.
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SUITS = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

_SUIT_BY_CHAR = {}
for _s in SUITS:
    _SUIT_BY_CHAR[SUIT_CHARS[_s]] = _s
    _SUIT_BY_CHAR[SUIT_CHARS[_s].lower()] = _s
    _SUIT_BY_CHAR[SUIT_SYMBOLS[_s]] = _s
# The text-style variants of the suit symbols, as some keyboards type them.
for _sym, _s in (("♤", SPADES), ("♡", HEARTS), ("♢", DIAMONDS), ("♧", CLUBS)):
    _SUIT_BY_CHAR[_sym] = _s

_RANK_BY_TEXT = {"10": TEN}
for _r in RANKS:
    _RANK_BY_TEXT[RANK_CHARS[_r]] = _r
    _RANK_BY_TEXT[RANK_CHARS[_r].lower()] = _r


def parse_suit(text):
    """The suit (0..3) spelled by ``text``: a letter S H D C, either case, or a symbol.

    >>> parse_suit("S"), parse_suit("h"), parse_suit("♦")
    (0, 1, 2)
    """
    suit = _SUIT_BY_CHAR.get(text.strip()) if isinstance(text, str) else None
    if suit is None:
        raise UnknownSuitError(text, "unknown suit (suits are S H D C or ♠ ♥ ♦ ♣)")
    return suit


class Card(namedtuple("Card", ("rank", "suit"))):
    """One card: ``rank`` 0..7 (seven..ace) and ``suit`` 0..3 (S H D C).

    Immutable and hashable; sort with ``sort_key`` for display order.
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text):
        """The card spelled by ``text`` (``AS``, ``10h``, ``Q♦``)."""
        token = text.strip()
        if len(token) < 2:
            raise NotationError(text, "a card is a rank and a suit, such as AS or 10H")
        rank = _RANK_BY_TEXT.get(token[:-1])
        suit = _SUIT_BY_CHAR.get(token[-1])
        if rank is None and len(token) > 3 - (token[0] != "1"):  # no rank is two characters but 10
            raise NotationError(text, "not one card: a card is a rank (A K Q J T/10 9 8 7) then a suit "
                                      "(S H D C), such as AS or 10H, and cards are separated by spaces")
        if rank is None:
            raise UnknownRankError(text, "unknown rank %r (ranks are A K Q J T/10 9 8 7)" % token[:-1])
        if suit is None:
            raise UnknownSuitError(text, "unknown suit %r (suits are S H D C or ♠ ♥ ♦ ♣)" % token[-1])
        return CARD_TABLE[suit * 8 + rank]

    @property
    def index(self):
        """0..31, suit-major: a compact id for the card."""
        return self.suit * 8 + self.rank

    @property
    def code(self):
        """Two-character notation: ``AS``, ``TH``."""
        return _CODES[self.suit * 8 + self.rank]

    @property
    def rank_char(self):
        return RANK_CHARS[self.rank]

    @property
    def suit_char(self):
        return SUIT_CHARS[self.suit]

    @property
    def symbol(self):
        return SUIT_SYMBOLS[self.suit]

    @property
    def label(self):
        """Short label for display: ``A♠``, ``10♥``."""
        return RANK_LABELS[self.rank] + SUIT_SYMBOLS[self.suit]

    @property
    def name(self):
        """Words for screen readers and prose: ``ace of spades``."""
        return _NAMES[self.suit * 8 + self.rank]

    @property
    def pips(self):
        return PIP_VALUES[self.rank]

    @property
    def is_court(self):
        return self.rank in COURT_RANKS

    @property
    def is_red(self):
        return self.suit == HEARTS or self.suit == DIAMONDS

    def __str__(self):
        return self.code

    def __repr__(self):
        return "Card.parse(%r)" % self.code


CARD_TABLE = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
# Precomputed, because codes and names are asked for on every card played.
_CODES = tuple(RANK_CHARS[rank] + SUIT_CHARS[suit] for suit in SUITS for rank in RANKS)
_NAMES = tuple(RANK_NAMES[rank] + " of " + SUIT_NAMES[suit] for suit in SUITS for rank in RANKS)
# The full pack in a fixed order: spades ace..seven, then hearts, diamonds, clubs.
PACK = tuple(CARD_TABLE[suit * 8 + rank] for suit in SUITS for rank in (7, 6, 5, 4, 3, 2, 1, 0))


def sort_key(card):
    """Display order: by suit (S H D C), then high to low."""
    return card.suit * 8 + 7 - card.rank


def sorted_cards(cards):
    return sorted(cards, key=sort_key)


# sort_key of each of the 32 cards: a built-in key (dict.get) sorts in half the time of
# calling sort_key once a card, and deals and views sort hands on every exchange and view.
_DISPLAY_ORDER = {}
for _card in CARD_TABLE:
    _DISPLAY_ORDER[_card] = sort_key(_card)
_display_order = _DISPLAY_ORDER.get


def display_sorted(cards):
    """Card values as a tuple in display order: ``tuple(sorted_cards(cards))``, faster."""
    try:
        return tuple(sorted(cards, key=_display_order))
    except TypeError:  # a Card that is not one of the 32 (no key): sort as sort_key says
        return tuple(sorted(cards, key=sort_key))


def parse_cards(text, count=None, what="hand"):
    """Parse space- or comma-separated cards; no duplicates; ``count`` if given.

    Returns a tuple in the order written.

    >>> len(parse_cards("AS KS QS JS TS 9S 8S 7S AH KH QH JH", count=12))
    12
    >>> parse_cards("AS KS AS")
    Traceback (most recent call last):
    ...
    piquet_core.errors.DuplicateCardError: 'AS': the hand has this card twice
    >>> parse_cards("AS KS", count=12)
    Traceback (most recent call last):
    ...
    piquet_core.errors.WrongCountError: 'AS KS': the hand has 2 cards; it must have 12
    """
    if not isinstance(text, str):
        raise NotationError(None, "%s must be text, not %s" % (what, type(text).__name__))
    tokens = text.replace(",", " ").split()
    seen = set()
    cards = []
    for token in tokens:
        card = Card.parse(token)
        if card in seen:
            raise DuplicateCardError(token, "the %s has this card twice" % what)
        seen.add(card)
        cards.append(card)
    if count is not None and len(cards) != count:
        raise WrongCountError(text, "the %s has %d cards; it must have %d" % (what, len(cards), count))
    return tuple(cards)


def format_cards(cards, sort=True):
    """Cards as notation, in display order unless ``sort`` is False."""
    if sort:
        cards = sorted_cards(cards)
    return " ".join(card.code for card in cards)


def as_cards(cards, count=None, what="hand"):
    """Accept text or an iterable of Cards; return a tuple of Cards."""
    if isinstance(cards, str):
        return parse_cards(cards, count, what)
    result = tuple(cards)
    for card in result:
        if not isinstance(card, Card):
            raise NotationError(str(card), "not a card")
    if len(set(result)) != len(result):
        raise DuplicateCardError(None, "the %s has a card twice" % what)
    if count is not None and len(result) != count:
        raise WrongCountError(format_cards(result), "the %s has %d cards; it must have %d" % (what, len(result), count))
    return result
