"""The computer players' two CardParade decisions: naming trumps and announcing capot.

Glossary:
    trumps:      in CardParade's trump mode (``Rules.trumps``) elder names a trump suit,
                 before his exchange (then he sees younger's three talon cards) or right
                 after it. A player void in the suit led must trump if he can.
    trump strength: what a suit is worth as trumps: 20 a card (each trump can ruff a
                 trick or draw one of the opponent's) plus the keep values of its ranks
                 (an ace 7.5, a king 4.6: ``handeval.RANK_VALUE``). A whole suit's ranks
                 are worth less than 20, so the longest suit wins and its high cards
                 only break ties of length.
    announced capot: a player may announce, at the start of his exchange, that he will
                 win all twelve tricks: 80 if he does, and 40 to his opponent if not.

Every level names trumps after its exchange (the deal then asks elder for them): naming
first would show younger's three cards, but it fixes the trumps before the five new
cards are seen, and a long suit drawn to is the better trump. The beginner and the club
name the suit of greatest trump strength in the hand they kept; the expert solves the
play with each suit within a card of the longest as trumps, over hands younger may hold
(``solved_trump_suit``).

No level announces capot. The announcement comes before the exchange, and the exchange
is compulsory (at least one card in CardParade): the announcer must keep a card he has
not seen and lead it to some trick, and unless it happens to be a master that trick can
be lost to a card of its suit he cannot place. So no hand is a sure capot when it may be
announced, and announcing pays only above even odds (it turns the capot's 40 into 80,
and gives 40 away when it fails): the safe rule is never to announce.

>>> from piquet_core.cards import parse_cards
>>> best_trump_suit(parse_cards("AS KS 9H 8H 7H JD TD 9D 8D 7D AC KC"))  # five diamonds
2
>>> best_trump_suit(parse_cards("AS KS 9H 8H 7H TD 9D 8D 7D AC KC QC"))  # four small diamonds, not AKQ
2
>>> best_trump_suit(parse_cards("AS KS QS 8H 7H TD 9D 8D 7C 8C 9C JC"))  # four each: the higher clubs
3
"""

from ..actions import Trumps
from ..cards import RANK_NAMES, SUIT_NAMES
from ..speech import number_words
from .handeval import RANK_VALUE

TRUMPS_PHASE = "trumps"   # ``Deal``'s phase when elder must name trumps after his exchange
# Trump strength per card, against RANK_VALUE (an ace 7.5; a whole suit's ranks 19.75):
# length first. Screened by mirrored pairs, the club against itself (docs/opponent.md):
# 4 a card (high cards weigh as much as length) lost 0.55 points a pair against 20.
TRUMP_LENGTH = 20.0


def trump_strength(cards, suit):
    """The strength of ``suit`` as trumps in ``cards`` (see the glossary).

    >>> from piquet_core.cards import parse_cards
    >>> trump_strength(parse_cards("AS KS 7H"), 0), trump_strength(parse_cards("AS KS 7H"), 1)
    (52.1, 20.0)
    """
    total = 0.0
    for card in cards:
        if card.suit == suit:
            total += TRUMP_LENGTH + RANK_VALUE[card.rank]
    return total


def best_trump_suit(cards):
    """The suit of greatest trump strength (ties: the first in S H D C order)."""
    best, found = -1.0, 0
    for suit in range(4):
        strength = trump_strength(cards, suit)
        if strength > best:
            best, found = strength, suit
    return found


def name_trumps(view):
    """Elder's naming of trumps when the deal asks for it: the strongest suit he holds."""
    return Trumps(best_trump_suit(view.hand))


def is_naming_trumps(view):
    return view.phase == TRUMPS_PHASE


def trump_options(view):
    """The coach's options when naming trumps: every suit, strongest first, as
    [{"action", "value" (its trump strength), "reason"}]."""
    hand = view.hand
    strengths = [trump_strength(hand, suit) for suit in range(4)]
    order = sorted(range(4), key=lambda suit: (-strengths[suit], suit))
    best = order[0]
    rows = []
    for suit in order:
        cards = sorted([card for card in hand if card.suit == suit], key=lambda card: -card.rank)
        held = "%s %s" % (number_words(len(cards)), SUIT_NAMES[suit]) if cards else "no " + SUIT_NAMES[suit]
        if cards and cards[0].rank >= 5:
            held += " to the %s" % RANK_NAMES[cards[0].rank]
        if suit == best:
            reason = "You hold %s: the strongest trumps you can name (length first, then high cards)." % held
        else:
            reason = "You hold %s: weaker trumps than %s." % (held, SUIT_NAMES[best])
        rows.append({"action": str(Trumps(suit)), "value": round(strengths[suit], 2), "reason": reason})
    return rows


NAMING_SOLVE_MS = 33.0    # CPython ms of one solve from 12 cards each with trumps (bench_solver --trumps, median)


def naming_candidates(cards):
    """The suits worth solving for trumps: those within one card of the longest."""
    lengths = [0, 0, 0, 0]
    for card in cards:
        lengths[card.suit] += 1
    longest = max(lengths)
    return [suit for suit in range(4) if lengths[suit] and lengths[suit] >= longest - 1]


def solved_trump_suit(know, samples, seed, deadline=None, clock=None):
    """The expert's trumps: for each candidate suit (``naming_candidates``), the mean
    double-dummy value of the whole play from elder's first lead with that suit trumps,
    over ``samples`` hands younger may hold (twelve of the cards elder cannot place,
    drawn at random: his exchange is still to come); the best mean wins, ties to the
    stronger suit. Returns (suit, {suit: mean value}, samples used)."""
    from ..prng import Prng
    from .search import best_value, position_from_hands
    hand = know.hand
    candidates = naming_candidates(hand)
    candidates.sort(key=lambda suit: -trump_strength(hand, suit))
    if len(candidates) == 1:
        return candidates[0], {}, 0
    pool = list(know.unknown)
    rng = Prng(seed)
    sums = {}
    for suit in candidates:
        sums[suit] = 0.0
    used = 0
    for _ in range(samples):
        if deadline is not None and used and clock() > deadline:
            break
        other = rng.sample(pool, 12)
        for suit in candidates:
            # totals 1 each: no pique in the estimate (the declarations are still to come)
            state = position_from_hands(hand, other, totals=(1, 1), rules=know.rules, trumps=suit)
            sums[suit] += best_value(state)
        used += 1
    means = {}
    for suit in candidates:
        means[suit] = sums[suit] / max(1, used)
    best = candidates[0]
    for suit in candidates:
        if means[suit] > means[best] + 1e-9:
            best = suit
    return best, means, used
