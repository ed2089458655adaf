"""The declarations of the original rules (seed 002) over the 36-card pack: the ruff,
sequences and sets, what each scores, and which calls a hand may make.

Glossary (decisions where the seed is vague: docs/variants.md, "The original rules"):
    ruff:      the pip total of the cards called in one suit (ace 11, face cards and
               tens 10, the rest their face); normally a player's best suit. It scores
               one point for every ten pips, rounded: 44 scores 4, 45 scores 5.
    sequence:  three or more cards of one suit in rank order (six to ace, nine ranks).
               A tierce scores 3, a quart 4, five or more cards 10 plus the length.
               Longer beats shorter; at equal length the higher top card wins.
    set:       three or four cards of one rank, ten or higher: 3, or 14 for four.
               More cards beat fewer; then the higher rank. Sets never tie.
    call:      the cards a player names in a class, best combination first; the
               winner of sequences or sets also scores the others he names after
               ``+`` (his extras). A call may name less than the hand holds (a sink).
    figure:    what the other player hears of a call: a ruff's total, a sequence's
               length and top card, a set's count and rank; never the cards.

>>> from piquet_core.games.pack36 import parse_cards
>>> hand = parse_cards("AH KH QH JH TH 8S 7S 6S AD AC AS 9D")
>>> best_ruff(hand), ruff_score(51), ruff_score(45), ruff_score(44)
(Ruff('H', 51), 5, 5, 4)
>>> [(r.full_name, r.score) for r in runs(hand)]
[('quint major', 15), ('tierce minor', 3)]
>>> [(s.full_name, s.score) for s in sets36(hand)]
[('four aces', 14)]
"""

from collections import namedtuple

from ..declarations import not_held_words
from ..errors import CardNotHeldError, DeclarationError
from ..speech import number_words
from .common import Figure
from .pack36 import ACE, CARDS36, RANK_NAMES36, RANK_PLURALS36, SIX, SUIT_CHARS, TEN, format_cards

RUFF, SEQUENCE, SET = "ruff", "sequence", "set"
CLASSES36 = (RUFF, SEQUENCE, SET)
# Log entries of this game besides the engine's (``events``); ``seat`` first, as there.
DealBegun = namedtuple("DealBegun", ("seat", "number"))       # ``seat`` deals deal ``number`` (from 0)
BlankVoid = namedtuple("BlankVoid", ("seat",))                # both showed a blank: nobody scores it
BonusLetGo = namedtuple("BonusLetGo", ("seat", "kind"))        # ``seat`` did not declare his picy/repicy
GameWon = namedtuple("GameWon", ("seat", "totals"))            # ``seat`` reached 100: the game's totals

LENGTH_NAMES36 = ("", "", "", "tierce", "quart", "quint", "sixième", "septième", "huitième", "neuvième")


def ruff_score(total):
    """One point a ten pips, rounded half up (the decision on the seed's rounding)."""
    return (total + 5) // 10


def sequence_score(length):
    """A tierce 3, a quart 4, then ten plus the length (quint 15 … neuvième 19)."""
    return length if length < 5 else 10 + length


class Ruff(namedtuple("Ruff", ("suit", "cards"))):
    """Cards of one suit called for their pip total."""

    __slots__ = ()
    kind = RUFF

    @property
    def total(self):
        total = 0
        for card in self.cards:
            total += card.pips
        return total

    key = property(lambda self: (self.total,))
    score = property(lambda self: ruff_score(self.total))
    full_name = property(lambda self: "ruff of " + number_words(self.total))

    def __repr__(self):
        return "Ruff(%r, %d)" % (SUIT_CHARS[self.suit], self.total)


class Run(namedtuple("Run", ("suit", "top", "length"))):
    """A sequence of ``length`` cards of ``suit`` headed by rank ``top``."""

    __slots__ = ()
    kind = SEQUENCE

    @property
    def cards(self):
        return tuple(CARDS36[self.suit * 9 + rank] for rank in range(self.top, self.top - self.length, -1))

    key = property(lambda self: (self.length, self.top))
    score = property(lambda self: sequence_score(self.length))

    @property
    def full_name(self):
        name = LENGTH_NAMES36[self.length]
        if self.length == 9:
            return name
        if self.top == ACE:
            return name + " major"
        if self.top - self.length + 1 == SIX:
            return name + " minor"
        return name + " to the " + RANK_NAMES36[self.top]

    def __repr__(self):
        return "Run(%r, %r, %d)" % (SUIT_CHARS[self.suit], "6789TJQKA"[self.top], self.length)


class Group(namedtuple("Group", ("rank", "cards"))):
    """Three or four cards of one rank, ten or higher (a set)."""

    __slots__ = ()
    kind = SET
    key = property(lambda self: (len(self.cards), self.rank))
    score = property(lambda self: 14 if len(self.cards) == 4 else 3)
    full_name = property(lambda self: ("four " if len(self.cards) == 4 else "three ") + RANK_PLURALS36[self.rank])

    def __repr__(self):
        return "Group(%r, %d)" % ("6789TJQKA"[self.rank], len(self.cards))


def _down(card):
    return -card.rank


def _order(combo):
    """Best first, then spades before hearts…: a total order (MicroPython's sort is not
    stable, so no two keys may be equal)."""
    return combo.key + (-combo.cards[0].suit,)


def by_suit(hand):
    """Four tuples, one per suit, each high to low."""
    suits = ([], [], [], [])
    for card in hand:
        suits[card.suit].append(card)
    return tuple(tuple(sorted(cards, key=_down)) for cards in suits)


def best_ruff(hand):
    """The ruff of the suit with the most pips (spades first on a tie), or None."""
    best = None
    for cards in by_suit(hand):
        if cards and (best is None or Ruff(cards[0].suit, cards).total > best.total):
            best = Ruff(cards[0].suit, cards)
    return best


def runs(hand):
    """Every longest run of three or more in each suit, best first."""
    found = []
    for suit in range(4):
        held = [False] * 10
        for card in hand:
            if card.suit == suit:
                held[card.rank] = True
        length = 0
        for rank in range(10):  # rank 9 is never held: it closes a run to the ace
            if held[rank]:
                length += 1
            else:
                if length >= 3:
                    found.append(Run(suit, rank - 1, length))
                length = 0
    found.sort(key=_order, reverse=True)
    return found


def sets36(hand):
    """Every set held (three or four of a rank, ten or higher), best first."""
    found = []
    for rank in range(TEN, ACE + 1):
        cards = tuple(card for card in hand if card.rank == rank)
        if len(cards) >= 3:
            found.append(Group(rank, tuple(sorted(cards, key=_suit_of))))
    found.sort(key=_order, reverse=True)
    return found


def _suit_of(card):
    return card.suit


def holdings(kind, hand):
    """Everything a hand holds in a class, best first (the ruff: each suit)."""
    if kind == RUFF:
        found = [Ruff(cards[0].suit, cards) for cards in by_suit(hand) if cards]
        found.sort(key=_order, reverse=True)
        return found
    return runs(hand) if kind == SEQUENCE else sets36(hand)


def is_blank(hand):
    """No king, queen or jack (the ace is not a face card)."""
    for card in hand:
        if card.is_face:
            return False
    return True


# ----- picy and repicy ------------------------------------------------------------------------

PICY, REPICY = "picy", "repicy"
REPICY_BONUS, PICY_BONUS, BONUS_THRESHOLD = 60, 30, 30


def bonus_made(mine, theirs, in_play):
    """The bonus a score makes: ``repicy`` (from the declarations) or ``picy`` (in the
    play) when it takes the scorer's total for the deal (``mine``, this score included)
    to 30 or more while the opponent has nothing in the deal (``theirs``), else None.
    The majority and capet never count (the caller does not ask for them), and a deal
    gives at most one bonus (the caller asks only until one is made).

    >>> bonus_made(31, 0, False), bonus_made(30, 0, True), bonus_made(45, 1, False), bonus_made(29, 0, True)
    ('repicy', 'picy', None, None)
    """
    if mine >= BONUS_THRESHOLD and theirs == 0:
        return PICY if in_play else REPICY
    return None


# ----- the play's scores (the state machine scores with these; so do the exercises) -----------

def lead_point(card):
    """1 for leading a ten or higher, else 0.

    >>> from piquet_core.games.pack36 import parse_card
    >>> lead_point(parse_card("TS")), lead_point(parse_card("9S"))
    (1, 0)
    """
    return 1 if card.rank >= TEN else 0


def follower_wins(led, card):
    """True when ``card``, played to ``led``, takes the trick: a higher card of the suit
    led (there are no trumps)."""
    return card.suit == led.suit and card.rank > led.rank


def last_trick_extra(best):
    """The last trick's point beyond the trick's own: 1 when it is won with a ten or
    higher (``best``, the card that takes it), else 0."""
    return 1 if best.rank >= TEN else 0


def heard(combo):
    """The ``Figure`` the other player hears of a call (None: nothing called)."""
    if combo is None:
        return None
    if combo.kind == RUFF:
        return Figure(RUFF, None, combo.total)
    return Figure(combo.kind, combo.key[0], combo.key[1])


def compare36(first, second):
    """1, -1 or 0 as ``first`` beats, loses to or ties ``second``; None loses to any."""
    if first is None or second is None:
        return 0 if first is second else (-1 if first is None else 1)
    return 1 if first.key > second.key else (-1 if first.key < second.key else 0)


# ----- checking a call ----------------------------------------------------------------------

def build_call(kind, groups, hand, who=None):
    """The combinations ``groups`` name in class ``kind``, best first; raises why not
    (``who``, a player's name, is named for a card he does not hold; else "you")."""
    held = set(hand)
    used = set()
    combos = []
    for group in groups:
        if not group:
            raise DeclarationError("an empty combination")
        for card in group:
            if card not in held:
                raise CardNotHeldError(not_held_words(card.code, who))
            if card in used:
                raise DeclarationError("%s is called twice in one declaration" % card.code)
            used.add(card)
        combos.append(_combination(kind, tuple(group)))
    if kind == RUFF and len(combos) > 1:
        raise DeclarationError("a ruff is one suit: call one group of cards")
    if kind == SEQUENCE:
        for a in combos:
            for b in combos:
                if a is not b and a.suit == b.suit and a.top - a.length == b.top:
                    raise DeclarationError("%s and %s touch: call them as one sequence"
                                           % (format_cards(a.cards), format_cards(b.cards)))
    if kind == SET and len(set(combo.rank for combo in combos)) != len(combos):
        raise DeclarationError("two sets of the same rank")
    combos.sort(key=_order, reverse=True)
    return tuple(combos)


def _combination(kind, group):
    suit = group[0].suit
    one_suit = all(card.suit == suit for card in group)
    if kind == RUFF:
        if not one_suit:
            raise DeclarationError("a ruff is cards of one suit; %s mixes suits" % format_cards(group))
        return Ruff(suit, tuple(sorted(group, key=_down)))
    if kind == SEQUENCE:
        ranks = sorted(card.rank for card in group)
        if len(group) < 3:
            raise DeclarationError("a sequence has at least three cards; %s has %d" % (format_cards(group),
                                                                                        len(group)))
        if not one_suit or ranks[-1] - ranks[0] != len(ranks) - 1:
            raise DeclarationError("%s is not a sequence: its cards must be of one suit and follow each other"
                                   % format_cards(group))
        return Run(suit, ranks[-1], len(group))
    rank = group[0].rank
    if len(group) not in (3, 4) or any(card.rank != rank for card in group):
        raise DeclarationError("a set is three or four cards of one rank; %s is not" % format_cards(group))
    if rank < TEN:
        raise DeclarationError("sets count only for tens and higher; %s is too low" % format_cards(group))
    return Group(rank, tuple(sorted(group, key=_suit_of)))


def call_choices(kind, hand):
    """The canonical calls of a class (``legal_actions`` lists these; any other legal
    call, such as a sink, is accepted too): none; each suit whole for the ruff; each
    sequence or set alone, and all of them together (the best scores, the rest are extras)."""
    calls = [()]
    held = holdings(kind, hand)
    for combo in held:
        calls.append((combo,))
    if kind != RUFF and len(held) > 1:
        calls.append(tuple(held))
    return calls


def describe36(combo):
    """Plain data for JSON: name, score and cards."""
    return {"kind": combo.kind, "name": combo.full_name, "score": combo.score,
            "cards": [card.code for card in combo.cards]}
