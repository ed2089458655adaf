"""The declaration dialogue: what may be called, and what may be answered.

Glossary:
    call:          elder's declaration of a class. He names the first figure (the
                   point's length, the sequence's length, or the whole set) and, if
                   younger says Equal, the second (the point's pip total, the
                   sequence's top card).
    good / not good / equal: younger's answers. "Making?" and "How high?" are how
                   Equal is said to a point and to a sequence. Sets cannot be equal.
    sinking:       a player may call less than he holds, or nothing; never more. He can
                   never score what he did not call. Younger may say Good though he
                   holds better.
    extras:        the winner of the sequence or set class also scores the other
                   sequences or sets he calls with his best one.

A call is a tuple of combinations, best first (empty: "No point"). ``build_call`` turns
the card groups of an action into that tuple and checks the player holds them.

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("AH KH QH JH 9S 8S 7S AD AC TD TC 8D")
>>> build_call("sequence", [parse_cards("9S 8S 7S"), parse_cards("AH KH QH")], hand)
(Sequence('H', 'A', 3), Sequence('S', '9', 3))
>>> build_call("point", [parse_cards("AH KH QH JH TH")], hand)
Traceback (most recent call last):
...
piquet_core.errors.IllegalActionError: you cannot call TH: you do not hold it
>>> build_call("point", [parse_cards("AH KH QH JH TH")], hand, "elder")
Traceback (most recent call last):
...
piquet_core.errors.IllegalActionError: elder cannot call TH: he does not hold it
"""

from .cards import SUIT_CHARS, TEN, display_sorted, format_cards
from .combinations import POINT, SEQUENCE, SET, Point, Sequence, Set, all_of, cards_by_suit, order_key
from .errors import IllegalActionError

# Steps inside the declaration of one class.
CALL = "call"                    # elder calls
YOUNGER_CALL = "younger call"    # elder called nothing: younger may call his own
REPLY = "reply"                  # younger answers the first figure
REPLY_SECOND = "reply second"    # younger answers the second figure


def not_held_words(code, who=None):
    """Why a call of ``code`` is refused, said of ``who`` (a seat's name) or to "you"."""
    if who is None:
        return "you cannot call %s: you do not hold it" % code
    return "%s cannot call %s: he does not hold it" % (who, code)


def build_call(kind, groups, hand, who=None):
    """Combinations for ``groups`` in class ``kind``, best first; checks every rule. ``who``
    (a seat's name) is named in the error for a card not held; else "you"."""
    if not groups:  # "none": nothing to check
        return ()
    held = set(hand)
    used = set()
    combos = []
    for group in groups:
        for card in group:
            if card not in held:
                raise IllegalActionError(not_held_words(card.code, who))
            if card in used:
                raise IllegalActionError("%s is called twice in one declaration" % card.code)
            used.add(card)
        combos.append(_combination(kind, group))
    if kind == POINT and len(combos) > 1:
        raise IllegalActionError("a point is one suit: call a single group of cards")
    if kind == SET and len(combos) > 1:
        ranks = [combo.rank for combo in combos]
        if len(set(ranks)) != len(ranks):
            raise IllegalActionError("two sets of the same rank")
    if len(combos) > 1:  # (order_key reads every card of a point: not for a lone combination)
        combos.sort(key=order_key, reverse=True)
    return tuple(combos)


def _combination(kind, group):
    suit = group[0].suit
    one_suit = True
    for card in group:
        if card.suit != suit:
            one_suit = False
    if kind == POINT:
        if not one_suit:
            raise IllegalActionError("a point is cards of one suit; %s mixes suits" % format_cards(group))
        return Point(suit, display_sorted(group))  # (one suit: display order is high to low)
    if kind == SEQUENCE:
        ranks = sorted(card.rank for card in group)
        if len(group) < 3:
            raise IllegalActionError("a sequence has at least three cards; %s has %d" % (format_cards(group), len(group)))
        if not one_suit or ranks[-1] - ranks[0] != len(ranks) - 1 or len(set(ranks)) != len(ranks):
            raise IllegalActionError("%s is not a sequence: its cards must be of one suit and follow each other"
                                     % format_cards(group))
        return Sequence(suit, ranks[-1], len(group))
    rank = group[0].rank
    if len(group) not in (3, 4) or any(card.rank != rank for card in group):
        raise IllegalActionError("a set is three or four cards of one rank; %s is not" % format_cards(group))
    if rank < TEN:
        raise IllegalActionError("sets count only for tens and higher; %s is too low" % format_cards(group))
    return Set(rank, display_sorted(group))  # (one rank: display order is by suit)


def first_figure(combo):
    """What elder names first: the length, or for a set the whole set."""
    return combo.key if combo.kind == SET else combo.key[0]


def holds_first_figure(kind, hand, figure):
    """Can a player holding ``hand`` show a combination whose first figure equals ``figure``?"""
    if kind == POINT:
        return any(len(cards) >= figure for cards in cards_by_suit(hand))
    if kind == SEQUENCE:
        return any(seq.length >= figure for seq in all_of(SEQUENCE, hand))
    return False  # two players cannot hold sets of the same rank


def holds_exact(kind, hand, key):
    """Can ``hand`` show a point or sequence with exactly this (length, second figure)?"""
    length, second = key
    if kind == SEQUENCE:
        for seq in all_of(SEQUENCE, hand):
            if seq.length >= length and second <= seq.top and second - length + 1 >= seq.top - seq.length + 1:
                return True
        return False
    for cards in cards_by_suit(hand):
        if len(cards) >= length and _subset_sum(cards, length, second):
            return True
    return False


def _subset_sum(cards, length, value):
    """True if some ``length`` of ``cards`` add up to ``value`` pips."""
    pips = [card.pips for card in cards]

    def search(start, left, total):
        if left == 0:
            return total == value
        for i in range(start, len(pips) - left + 1):
            if search(i + 1, left - 1, total + pips[i]):
                return True
        return False

    return search(0, length, 0)


def sub_combinations(kind, hand):
    """The canonical combinations a player may call, sinks included, best first.

    Point: for each suit and length, its highest cards. Sequence: every run of three or
    more inside a held sequence. Set: every set held and every trio inside a quatorze.
    (Any other legal call, such as a point that hides a middle card, is also accepted
    by the deal; this list is what ``legal_actions`` offers.)
    """
    if kind == POINT:
        keyed = []
        for suit_cards in cards_by_suit(hand):
            total = 0
            for length in range(1, len(suit_cards) + 1):
                total += suit_cards[length - 1].pips
                suit = suit_cards[0].suit
                keyed.append((length, total, -suit, Point(suit, tuple(suit_cards[:length]))))
    elif kind == SEQUENCE:
        keyed = []
        for seq in all_of(SEQUENCE, hand):
            for length in range(seq.length, 2, -1):
                for top in range(seq.top, seq.top - seq.length + length - 1, -1):
                    keyed.append((length, top, -seq.suit, Sequence(seq.suit, top, length)))
    else:
        keyed = []
        for held in all_of(SET, hand):
            keyed.append((held.count, held.rank, -held.cards[0].suit, held))
            if held.count == 4:
                trio = Set(held.rank, held.cards[:3])
                keyed.append((3, held.rank, -trio.cards[0].suit, trio))
    # Decorated with (class key, -suit): a total order, as order_key gives, sorted natively.
    keyed.sort(reverse=True)
    return [item[3] for item in keyed]


def honest_call(kind, hand):
    """Everything a player holds in a class, declared in full: best first."""
    if kind == POINT:
        points = all_of(POINT, hand)
        return (points[0],) if points else ()
    return tuple(all_of(kind, hand))


def with_extras(principal, kind, hand, held=None):
    """``principal`` plus every other held combination of the class that shares no card.

    ``held`` may pass ``all_of(kind, hand)`` when the caller already has it.
    """
    if kind == POINT:
        return (principal,)
    used = set(principal.cards)
    extras = [combo for combo in (held if held is not None else all_of(kind, hand))
              if not used.intersection(combo.cards)]
    return (principal,) + tuple(extras)


def call_score(call):
    total = 0
    for combo in call:
        total += combo.score
    return total


def describe_call(call):
    """Short text for errors and logs: "quart major (hearts) + tierce minor (spades)"."""
    if not call:
        return "nothing"
    parts = []
    for combo in call:
        parts.append("%s (%s)" % (combo.full_name, format_cards(combo.cards)) if combo.kind != POINT
                     else "point of %d worth %d in %s" % (combo.length, combo.value, SUIT_CHARS[combo.suit]))
    return " + ".join(parts)
