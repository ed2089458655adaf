"""Card play by rules of thumb for the follow-suit games without trumps, at any table:
Piquet Normand (three seats), Piquet Voleur (four, in partnerships) and the original
rules (two, 36 cards). Each game's club player builds a ``TrickSeat`` from its view and
asks ``club_card`` for the card.

Glossary:
    unseen:      the cards this seat cannot place: not in its hand, not played, not out
                 of play to its knowledge. Some other seat may hold any of them.
    void:        a seat that did not follow the suit led has none of it left.
    threat:      the highest unseen card of a suit that a seat still to play may hold
                 (a seat void in the suit holds none).
    master:      a card higher than every unseen card of its suit: led, it wins.
    sure winner: a card that beats the trick so far and every threat after it.
    protect:     in Voleur, leave a trick to the partner whose card already wins it
                 for sure (throw the lowest), and take it for sure when his card may
                 still be beaten.
    keep value:  what a card is worth keeping when a seat cannot follow: masters,
                 guards of a king or queen and long suits' cards are kept; the low
                 card of a short, beaten suit goes first.

Every function here reads only a ``TrickSeat``: what the seat knows. Portable
(CPython, Pyodide, MicroPython 1.28): no dataclasses, no sort stability relied on.

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("AS KS 7S 8H")
>>> seat = TrickSeat(hand, 0, 3, 0, (), unseen_of(parse_cards("QS JS 9S AH"), ()), (0, 0, 0))
>>> club_card(seat, list(hand)).code      # lead the master of the longer suit
'AS'
>>> seat = TrickSeat(hand, 2, 3, 0, parse_cards("QS JS"), unseen_of(parse_cards("9S AH"), ()), (0, 0, 0))
>>> club_card(seat, [c for c in hand if c.suit == 0]).code   # last to play: win as cheaply as possible
'KS'
"""

from ..suitmasks import bit_count

HIGH_RANK = 5           # queen (both packs: the 32-card queen is 5, the 36-card ten is 4)
LONG_SUIT_LEAD = 0.6    # a low lead's weight per card of its suit (long suits are set up by leading them)
TRY_ABOVE = 1           # not sure to win: still try the cheapest winner if no more unseen cards beat it


def unseen_of(cards, known_out):
    """Per suit, the unseen ranks as a bit mask: ``cards`` are the unseen cards,
    ``known_out`` cards this seat knows are out of play (left out)."""
    masks = [0, 0, 0, 0]
    out = set(known_out)
    for card in cards:
        if card not in out:
            masks[card.suit] |= 1 << card.rank
    return masks


def voids_from(tricks, count):
    """Per seat, a bit mask of the suits he has shown void in: ``tricks`` are (leader,
    cards in playing order) of finished tricks and the trick in progress."""
    voids = [0] * count
    for leader, cards in tricks:
        if not cards:
            continue
        suit = cards[0].suit
        seat = leader
        for card in cards[1:]:
            seat = (seat + 1) % count
            if card.suit != suit:
                voids[seat] |= 1 << suit
    return tuple(voids)


def _top(mask):
    """The highest rank in ``mask`` (-1 for none)."""
    rank = -1
    while mask:
        mask >>= 1
        rank += 1
    return rank


def _count_above(mask, rank):
    return bit_count(mask >> (rank + 1))



class TrickSeat:
    """What one seat knows of the play now.

    ``hand``: its cards; ``seat`` and ``count``: its place and the table's size; ``leader``
    and ``current``: the trick in progress (cards in playing order); ``unseen``: per suit,
    the unseen ranks (``unseen_of``); ``voids``: per seat, the suits shown void
    (``voids_from``); ``partner``: the partner's seat (Voleur) or None; ``lead_rank``:
    the lowest rank whose lead scores a point (None: every lead scores)."""

    __slots__ = ("hand", "seat", "count", "leader", "current", "unseen", "voids", "partner", "lead_rank",
                 "mine", "later")

    def __init__(self, hand, seat, count, leader, current, unseen, voids, partner=None, lead_rank=None):
        self.hand, self.seat, self.count = hand, seat, count
        self.leader, self.current = leader, tuple(current)
        self.unseen, self.voids, self.partner, self.lead_rank = unseen, voids, partner, lead_rank
        mine = ([], [], [], [])
        for card in hand:
            mine[card.suit].append(card)
        for cards in mine:
            cards.sort(key=_rank_down)
        self.mine = mine
        later = []  # the seats still to play after this one in the trick
        other = seat
        for _ in range(count - 1 - len(self.current)):
            other = (other + 1) % count
            later.append(other)
        self.later = later

    def threat_mask(self, suit, seats):
        """The unseen ranks of ``suit`` that one of ``seats`` may hold."""
        for other in seats:
            if not self.voids[other] >> suit & 1:
                return self.unseen[suit]
        return 0

    def others(self):
        return [other for other in range(self.count) if other != self.seat]


def _rank_down(card):
    return -card.rank


def _lowest(cards):
    best = cards[0]
    for card in cards[1:]:
        if (card.rank, card.suit) < (best.rank, best.suit):
            best = card
    return best


def club_card(seat, legal):
    """The club player's card from ``legal`` (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    if not seat.current:
        return _lead(seat, legal)
    return _follow(seat, legal)


# ----- leading --------------------------------------------------------------------------

def lead_score(seat, card):
    """How good a lead ``card`` is: masters first (the longest suit's), then the top of
    touching honours that drive out the one card above, then low cards of long suits;
    never a bare or guarding honour into a higher one."""
    suit = card.suit
    mine = seat.mine[suit]
    threats = seat.threat_mask(suit, seat.others())
    top_out = _top(threats)
    length = len(mine)
    score = 0.0
    if seat.lead_rank is not None and card.rank >= seat.lead_rank:
        score += 0.8  # the original rules score a lead of a ten or higher
    if card.rank > top_out:
        return score + 10.0 + length + card.rank * 0.05
    above = _count_above(threats, card.rank)
    ranks = [c.rank for c in mine]
    touching = (card.rank + 1) in ranks or (card.rank - 1) in ranks
    if above == 1 and card.rank >= HIGH_RANK - 1 and touching and card is mine[0]:
        return score + 5.0 + length * 0.2
    score += 2.0 + length * LONG_SUIT_LEAD - card.rank * 0.25
    if mine[0].rank >= HIGH_RANK - 1 and mine[0].rank < top_out:
        if card is mine[0]:
            score -= 4.0  # an honour led into a higher one
        elif length <= 3:
            score -= 2.5  # the guard of an honour
    if card is not mine[-1] and card is not mine[0]:
        score -= 0.5
    return score


def _lead(seat, legal):
    best = None
    for card in legal:
        key = (lead_score(seat, card), -card.rank, -card.suit)
        if best is None or key > best[0]:
            best = (key, card)
    return best[1]


# ----- following ------------------------------------------------------------------------

def _winning(seat):
    """(card, seat) winning the trick so far."""
    cards = seat.current
    best, at = cards[0], seat.leader
    who = seat.leader
    for card in cards[1:]:
        who = (who + 1) % seat.count
        if card.suit == cards[0].suit and card.rank > best.rank:
            best, at = card, who
    return best, at


def _follow(seat, legal):
    led = seat.current[0]
    same = [card for card in legal if card.suit == led.suit]
    if not same:
        return _discard(seat, legal)
    best, winner = _winning(seat)
    threat = _top(seat.threat_mask(led.suit, seat.later))
    if seat.partner is not None and winner == seat.partner:
        if best.rank > threat:
            return _lowest(same)  # his card wins for sure: keep mine
        sure = [card for card in same if card.rank > threat]
        return _lowest(sure) if sure else _lowest(same)
    beaters = [card for card in same if card.rank > best.rank]
    if not beaters:
        return _lowest(same)
    sure = [card for card in beaters if card.rank > threat]
    if sure:
        return _lowest(sure)
    cheapest = _lowest(beaters)
    partner_after = seat.partner is not None and seat.partner in seat.later
    if not partner_after and _count_above(seat.threat_mask(led.suit, seat.later), cheapest.rank) <= TRY_ABOVE:
        return cheapest  # only one card can still beat it: worth the try
    return _lowest(same)


def keep_value(seat, card):
    """How much ``card`` is worth keeping when this seat cannot follow suit."""
    suit = card.suit
    mine = seat.mine[suit]
    threats = seat.threat_mask(suit, seat.others())
    top_out = _top(threats)
    value = card.rank * 1.0
    if card.rank > top_out and threats:
        value += 6.0  # a master still to cash
    elif card.rank > top_out:
        value += 2.0  # the suit is everyone else's void: it wins, but nothing is forced out
    if len(mine) >= 4:
        value += 1.5
    if len(mine) == 1 and card.rank < top_out:
        value -= 1.0  # a lone beaten card: the suit is gone at once
    top = mine[0]
    if card is not top and len(mine) <= 3 and HIGH_RANK - 1 <= top.rank < top_out:
        value += 3.0  # the guard of an honour
    return value


def _discard(seat, legal):
    best = None
    for card in legal:
        key = (keep_value(seat, card), card.rank, card.suit)
        if best is None or key < best[0]:
            best = (key, card)
    return best[1]
