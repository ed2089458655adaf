"""Scoring combinations: the point, sequences, sets and carte blanche.

Glossary:
    point:         a player's longest suit; compared by length, then pip total.
                   Scores one per card.
    sequence:      three or more cards of one suit in rank order. Compared by length,
                   then top card. Tierce (3) scores 3, quart (4) 4, quint 15, sixième 16,
                   septième 17, huitième 18.
    major / minor: a sequence headed by the ace is major; the lowest one of its length
                   (ending in the seven) is minor; any other is "to the" its top card.
    set:           three (trio, 3 points) or four (quatorze, 14) cards of one rank, ten
                   or higher. Four beat three, then the higher rank wins.
    carte blanche: twelve cards as dealt with no king, queen or jack: 10 points.

Each combination is an immutable value with a ``key`` that orders it within its
class, a ``score`` and English names; ``compare`` tells which of two holdings is
better (None, no holding, loses to anything).

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("7H 8H 9H JH QH KH AS KS QS JS AD AC")
>>> best_point(hand)
Point('H', 6, 54)
>>> [seq.full_name for seq in sequences(hand)]
['quart major', 'tierce to the king', 'tierce minor']
>>> [s.full_name for s in sets(hand)]
['trio of aces']
"""

from collections import namedtuple

from .cards import (
    ACE, CARD_TABLE, COURT_RANKS, PIP_VALUES, RANK_CHARS, RANK_NAMES, RANK_PLURALS, SEVEN,
    SPADES, SUIT_CHARS, SUITS, TEN,
)
from .speech import number_words

POINT, SEQUENCE, SET = "point", "sequence", "set"
CLASSES = (POINT, SEQUENCE, SET)

LENGTH_NAMES = {3: "tierce", 4: "quart", 5: "quint", 6: "sixième", 7: "septième", 8: "huitième"}
CARTE_BLANCHE_SCORE = 10


def sequence_score(length):
    """Tierce 3, quart 4, then ten plus the length: quint 15 … huitième 18."""
    return length if length < 5 else 10 + length


def set_score(count):
    return 14 if count == 4 else 3


class Point(namedtuple("Point", ("suit", "cards"))):
    """A point: some cards of one suit (usually the whole suit)."""

    __slots__ = ()
    kind = POINT

    @property
    def length(self):
        return len(self.cards)

    @property
    def value(self):
        total = 0
        for card in self.cards:
            total += PIP_VALUES[card.rank]
        return total

    @property
    def key(self):
        total = 0
        for card in self.cards:
            total += PIP_VALUES[card.rank]
        return (len(self.cards), total)

    @property
    def score(self):
        return len(self.cards)

    @property
    def name(self):
        length = len(self.cards)
        return _POINT_NAMES[length] if length < 13 else "point of " + number_words(length)

    @property
    def full_name(self):  # (each winner's combination is named in his score: a table, no calls)
        length = len(self.cards)
        return _POINT_NAMES[length] if length < 13 else "point of " + number_words(length)

    def __repr__(self):
        return "Point(%r, %d, %d)" % (SUIT_CHARS[self.suit], self.length, self.value)


class Sequence(namedtuple("Sequence", ("suit", "top", "length"))):
    """A run of ``length`` cards of ``suit`` whose highest rank is ``top``."""

    __slots__ = ()
    kind = SEQUENCE

    @property
    def cards(self):
        return _RUN_CARDS[self.suit * 81 + self.top * 9 + self.length]

    @property
    def key(self):
        return (self.length, self.top)

    @property
    def score(self):
        return sequence_score(self.length)

    @property
    def name(self):
        """The name by length alone: tierce … huitième."""
        return LENGTH_NAMES[self.length]

    @property
    def qualifier(self):
        """"major", "minor" or "to the king" (empty for the huitième)."""
        if self.length == 8:
            return ""
        if self.top == ACE:
            return "major"
        if self.top - self.length + 1 == SEVEN:
            return "minor"
        return "to the " + RANK_NAMES[self.top]

    @property
    def full_name(self):
        if 0 <= self.top < 8 and 3 <= self.length <= self.top + 1:  # (the runs there are: made once)
            return _SEQUENCE_NAMES[self.top * 9 + self.length]
        qualifier = self.qualifier
        return self.name + (" " + qualifier if qualifier else "")

    def __repr__(self):
        return "Sequence(%r, %r, %d)" % (SUIT_CHARS[self.suit], RANK_CHARS[self.top], self.length)


def set_spoken(count, rank):
    """A set as it is called, from its count and rank (a set heard, not seen, has no cards)."""
    return ("Fourteen " if count == 4 else "Three ") + RANK_PLURALS[rank]


class Set(namedtuple("Set", ("rank", "cards"))):
    """Three or four cards of one rank, ten or higher."""

    __slots__ = ()
    kind = SET

    @property
    def count(self):
        return len(self.cards)

    @property
    def key(self):
        return (len(self.cards), self.rank)

    @property
    def score(self):
        return set_score(len(self.cards))

    @property
    def name(self):
        return "quatorze" if len(self.cards) == 4 else "trio"

    @property
    def full_name(self):
        return self.name + " of " + RANK_PLURALS[self.rank]

    @property
    def spoken(self):
        """How the set is called: "Three kings", "Fourteen tens"."""
        return set_spoken(len(self.cards), self.rank)

    def __repr__(self):
        return "Set(%r, %d)" % (RANK_CHARS[self.rank], len(self.cards))


# The names of the points by length, and of the sequences by top * 9 + length.
_POINT_NAMES = tuple(["point of " + number_words(_length) for _length in range(13)])
_SEQUENCE_NAMES = [None] * 81
for _top in range(8):
    for _length in range(3, _top + 2):
        _run = Sequence(SPADES, _top, _length)
        _SEQUENCE_NAMES[_top * 9 + _length] = _run.name + (" " + _run.qualifier if _run.qualifier else "")
_SEQUENCE_NAMES = tuple(_SEQUENCE_NAMES)


# The cards of every run, by suit * 81 + top * 9 + length (asked for on every call listed).
_RUN_CARDS = [()] * 324
for _suit in SUITS:
    for _top in range(8):
        for _length in range(1, _top + 2):
            _RUN_CARDS[_suit * 81 + _top * 9 + _length] = tuple(
                CARD_TABLE[_suit * 8 + rank] for rank in range(_top, _top - _length, -1))
_RUN_CARDS = tuple(_RUN_CARDS)


def order_key(combo):
    """A total order for sorting combinations: the class key, then suit (spades first).

    MicroPython's sort is not stable, so every sort must have no ties to give the same
    order on every runtime.
    """
    key = combo.key
    return (key[0], key[1], -combo.cards[0].suit)


def cards_by_suit(cards):
    """Four lists, one per suit, each sorted high to low."""
    by_suit = ([], [], [], [])
    for card in cards:
        by_suit[card.suit].append(card)
    for suit_cards in by_suit:
        suit_cards.sort(key=lambda card: -card.rank)
    return by_suit


def points(cards):
    """The whole-suit point of every suit held, best first."""
    result = [Point(suit, tuple(suit_cards)) for suit, suit_cards in enumerate(cards_by_suit(cards)) if suit_cards]
    result.sort(key=order_key, reverse=True)
    return result


def best_point(cards):
    """The best point of a hand (the first suit in S H D C order wins a tie), or None."""
    best = None
    for point in points(cards):
        if best is None or point.key > best.key:
            best = point
    return best


def sequences(cards):
    """Every maximal sequence of three or more cards, best first.

    Two runs in one suit are two sequences: ♥7 8 9 with ♥J Q K is two tierces.
    """
    ranks_by_suit = ([False] * 8, [False] * 8, [False] * 8, [False] * 8)
    for card in cards:
        ranks_by_suit[card.suit][card.rank] = True
    found = []
    for suit in SUITS:
        held = ranks_by_suit[suit]
        run = 0
        for rank in range(8):
            if held[rank]:
                run += 1
            else:
                if run >= 3:
                    found.append(Sequence(suit, rank - 1, run))
                run = 0
        if run >= 3:
            found.append(Sequence(suit, ACE, run))
    found.sort(key=order_key, reverse=True)
    return found


def sets(cards):
    """Every set of three or four cards ranked ten or higher, best first."""
    by_rank = {}
    for card in cards:
        if card.rank >= TEN:
            by_rank.setdefault(card.rank, []).append(card)
    found = [Set(rank, tuple(sorted(held, key=lambda c: c.suit))) for rank, held in by_rank.items() if len(held) >= 3]
    found.sort(key=order_key, reverse=True)
    return found


def is_carte_blanche(cards):
    """True if no card is a king, queen or jack (the ace is not a court card)."""
    for card in cards:
        if card.rank in COURT_RANKS:
            return False
    return True


def best_of(kind, cards):
    """The best holding of one class, or None."""
    if kind == POINT:
        return best_point(cards)
    found = sequences(cards) if kind == SEQUENCE else sets(cards)
    return found[0] if found else None


def all_of(kind, cards):
    """Every holding of one class, best first (for the point: one per suit)."""
    if kind == POINT:
        return points(cards)
    return sequences(cards) if kind == SEQUENCE else sets(cards)


def compare(first, second):
    """1 if ``first`` is better, -1 if ``second`` is, 0 if equal; None loses to anything.

    >>> from piquet_core.cards import parse_cards
    >>> compare(best_point(parse_cards("AS KS QS JS 7S")), best_point(parse_cards("AH KH QH JH 8H")))
    -1
    >>> compare(Sequence(0, ACE, 3), Sequence(1, ACE, 3))
    0
    >>> compare(None, None)
    0
    """
    if first is None or second is None:
        if first is None and second is None:
            return 0
        return -1 if first is None else 1
    a, b = first.key, second.key
    return 1 if a > b else (-1 if a < b else 0)


def describe(combo):
    """A plain dictionary for JSON, templates and the command line."""
    if combo is None:
        return None
    if combo.kind == POINT:
        return {"length": combo.length, "value": combo.value, "suit": SUIT_CHARS[combo.suit]}
    if combo.kind == SEQUENCE:
        return {
            "length": combo.length, "top": RANK_CHARS[combo.top], "suit": SUIT_CHARS[combo.suit],
            "name": combo.name, "full_name": combo.full_name, "score": combo.score,
            "cards": [card.code for card in combo.cards],
        }
    return {
        "rank": RANK_CHARS[combo.rank], "count": combo.count, "name": combo.name,
        "full_name": combo.full_name, "score": combo.score,
        "cards": [card.code for card in combo.cards],
    }
