"""The ``club`` computer player of Imperial (two players, trumps, chips): rules of thumb
with card counting, fast enough for MicroPython on the page's thread.

Glossary (the rules: ``games.imperial``, docs/variants.md):
    swap:        holding the seven of trumps, always take the turned-up king or ace: a
                 high trump and an honour for the lowest one (the seven face up is
                 never played, so nobody can win it).
    imperials:   every imperial held is declared (each scores red chips, whatever the
                 other declares); the blanche is claimed when held.
    point:       the best suit's whole total is called; the dealer answers Not good
                 with his best when it beats the call. Asked to see, he always asks:
                 it costs nothing and shows cards to count.
    unseen:      the cards this player cannot place: not his, not played, not face up.
    master:      a card stronger (in the deal's ranking) than every unseen card of its
                 suit: led, it wins unless the opponent trumps it.
    honour:      the king, queen, jack, ace and seven of trumps: whoever wins the trick
                 takes a white chip for each one in it, his own included.
    play:        lead the master trump while the opponent may hold trumps (he must
                 follow, perhaps with an honour), cash side masters he cannot trump,
                 never lead a trump honour he can head; follow with the cheapest card
                 that wins, and when trumping use the honour most at risk (the seven
                 first), so that its chip is made now; losing, throw no honour if he
                 can help it, and the lowest card of the weakest suit.

Everything is decided from the player's view: his hand, the turn-up, what was said
and shown, the cards played, and ``legal_actions``.

>>> from piquet_core.games.imperial import Imperial
>>> from piquet_core.players import play_deal
>>> play_deal(Imperial(3), [ImperialClubPlayer(1), ImperialClubPlayer(2)]).is_over
True
"""

from ..actions import Play
from ..cards import PACK
from .imperial_rules import is_honour, strength

MASTER_TRUMP_LEAD = 12.0   # the master trump led while he may hold trumps (side masters: 9 and up)


class ImperialSeat:
    """What one player knows of the play now: his hand by suit (strongest first), the
    unseen cards by suit, the opponent's voids, the trump suit and the ranking."""

    __slots__ = ("hand", "trump", "ranking", "mine", "unseen", "opp_void", "current")

    def __init__(self, view):
        self.hand, self.trump, self.ranking = view.hand, view.trump, view.ranking
        self.current = view.current
        seen = set(view.hand)
        seen.add(view.turnup)
        opp_void = 0
        for trick in view.tricks:
            seen.add(trick.led)
            seen.add(trick.followed)
            follower = 1 - trick.leader
            if follower != view.seat and trick.followed.suit != trick.led.suit:
                opp_void |= 1 << trick.led.suit
                if trick.followed.suit != self.trump:
                    opp_void |= 1 << self.trump
        seen.update(view.current)
        self.opp_void = opp_void
        self.unseen = self._by_suit([card for card in PACK if card not in seen])
        self.mine = self._by_suit(view.hand)

    def _by_suit(self, cards):
        suits = ([], [], [], [])
        for card in cards:
            suits[card.suit].append(card)
        for held in suits:
            held.sort(key=self.down)
        return suits

    def power(self, card):
        return strength(card.rank, self.ranking)

    def down(self, card):
        return -strength(card.rank, self.ranking)

    def outstanding(self, suit):
        """The unseen cards of ``suit`` the opponent may hold (none if he showed void)."""
        return [] if self.opp_void >> suit & 1 else self.unseen[suit]

    def is_master(self, card):
        out = self.outstanding(card.suit)
        return not out or self.power(card) > self.power(out[0])

    def may_trump(self, suit):
        """Can the opponent be void in ``suit`` and hold a trump?"""
        if suit == self.trump or not self.outstanding(self.trump):
            return False
        return self.opp_void >> suit & 1 or not self.unseen[suit]

    def beats(self, card, led):
        if card.suit == led.suit:
            return self.power(card) > self.power(led)
        return card.suit == self.trump


def lead_score(seat, card):
    """How good a lead ``card`` is (see the module docstring)."""
    suit = card.suit
    trump = seat.trump
    length = len(seat.mine[suit])
    honour = is_honour(card, trump)
    if seat.is_master(card):
        if suit == trump:
            return (MASTER_TRUMP_LEAD if seat.outstanding(trump) else 8.0) + (1.0 if honour else 0.0)
        if seat.may_trump(suit):
            return 0.5
        return 9.0 + length * 0.3
    if suit == trump:
        return -5.0 if honour else -1.0 - seat.power(card) * 0.1
    above = 0
    for other in seat.outstanding(suit):
        if seat.power(other) > seat.power(card):
            above += 1
    return 2.0 + length * 0.5 - seat.power(card) * 0.3 - (1.5 if above == 1 else 0.0)


def _follow(seat, legal):
    led = seat.current[0]
    winners = [card for card in legal if seat.beats(card, led)]
    if winners:
        if winners[0].suit != led.suit:  # trumping: make the chip of the honour most at risk
            def key(card):
                risky = is_honour(card, seat.trump) and not seat.is_master(card)
                return (0 if risky else 1, seat.power(card), card.suit)
        else:
            def key(card):
                return (seat.power(card), card.suit)
        return _least(winners, key)

    def throw(card):  # losing: no honour if he can help it, then the least useful card
        return (1 if is_honour(card, seat.trump) else 0, 1 if seat.is_master(card) else 0,
                1 if card.suit == seat.trump else 0, seat.power(card) - len(seat.mine[card.suit]) * 0.2, card.suit)
    return _least(legal, throw)


def _least(cards, key):
    best = None
    for card in cards:
        k = key(card)
        if best is None or k < best[0]:
            best = (k, card)
    return best[1]


def imperial_card(view, legal):
    """The club player's card from ``legal`` (the cards of the view's legal actions)."""
    if len(legal) == 1:
        return legal[0]
    seat = ImperialSeat(view)
    if seat.current:
        return _follow(seat, legal)
    best = None
    for card in legal:
        key = (lead_score(seat, card), -seat.power(card), -card.suit)
        if best is None or key > best[0]:
            best = (key, card)
    return best[1]


class ImperialClubPlayer:
    """The ``club`` level of Imperial. Decides from the view alone."""

    name = "club"

    def __init__(self, seed=0):
        self.seed = seed  # no randomness: the same view gives the same action

    def choose(self, view):
        if view.phase == "play":
            return Play(imperial_card(view, list(view.legal_cards())))
        # Every other choice is listed best first: swap, every imperial held, the
        # blanche, the best suit's point (or the best Not good), ask to see.
        return view.legal_actions()[0]


def _register():
    from .computer import register_game_level
    register_game_level("imperial", "club", ImperialClubPlayer)


_register()
