"""Piquet Normand: one deal of three-player Piquet as a state machine on ``GameState``
(``Normand``), and the partie of six deals (``NormandPartie``).

Glossary (seed 002; the decisions where it is vague are in docs/variants.md):
    seats:       numbered from the dealer's left: ``first`` (speaks and leads first),
                 ``second``, ``dealer``. The deal passes clockwise, to the first seat
                 (``next_deal_order``).
    partie:      six deals, so that each of the three players deals twice; each keeps his
                 own total and the highest wins (``NormandPartie``).
    stock:       the two cards left after ten each; the dealer may take both after
                 discarding two, or leave them unseen. Nobody else exchanges.
    declaring:   point, sequence, set, each in one pass from the first seat: he calls,
                 each later seat answers the best call standing (``games.dialogue``).
                 One scorer per class; a tie scores for nobody.
    repic, pic:  90 for reaching 20 in declarations before either other seat has
                 scored anything; 60 for reaching 20 in the play before either other
                 has scored anything in the deal. One of the two at most.
    the tricks:  10 for the most tricks; two tied for most score 5 each, or 20 each
                 when the third took none; all ten tricks (capot) 40 instead.

The interface is ``GameState``'s (verify / can / do / undo / copy, ``legal_actions``,
``view``, the typed ``log``); an illegal action raises an ``IllegalActionError``
subclass naming the reason and changes nothing. What every table game does alike
(carte blanche, the dialogue, the tricks, the scores) is ``games.table_game``'s; this
module adds the stock, the one-class-at-a-time dialogue and the tricks' bonuses.

>>> game = Normand.from_seed(5)
>>> game.phase, game.seat_name(game.to_act), [len(hand) for hand in game.hands], len(game.stock)
('exchange', 'dealer', [10, 10, 10], 2)
>>> game.verify("exchange " + game.hands[2][0].code)
Traceback (most recent call last):
...
piquet_core.errors.ExchangeError: the dealer discards two cards to take the whole stock of two, or none to leave it; 1 discarded
>>> _ = game.do("exchange none"); game.phase, game.seat_name(game.to_act)
('declaration', 'first')
>>> game.undo().phase
'exchange'
"""

from ..actions import Exchange
from ..cards import PACK, as_cards
from ..combinations import CLASSES
from ..errors import CardNotHeldError, ExchangeError
from ..events import Exchanged
from ..game import LOG, OVER, PHASE, TO_ACT
from ..prng import Prng
from ..scoring import LAST_TRICK
from .dialogue import DONE
from .table_scores import (
    CAPOT_BONUS, LAST_TRICK_BONUS, MOST_TRICKS, REPIC_BONUSES, TIED_BLANK, TIED_TRICKS, normand_capot,
    normand_trick_bonuses,
)
from .table_partie import TablePartie
from .table_game import (
    CARTE_BLANCHE_PHASE, DECLARATION, HANDS, PLAY, TABLE_FREE, TURNS, TableGame, TableRules, check_dealt, put,
    sorted_cards,
)

FIRST, SECOND, DEALER = 0, 1, 2
SEATS = (FIRST, SECOND, DEALER)
SEAT_NAMES = ("first", "second", "dealer")
HAND_SIZE, STOCK_SIZE, TRICK_COUNT = 10, 2, 10

EXCHANGE = "exchange"
PHASES = (CARTE_BLANCHE_PHASE, EXCHANGE, DECLARATION, PLAY, OVER)


class NormandRules(TableRules):
    """The settings of Piquet Normand (seed 002); it has no variants yet."""

    __slots__ = ()
    name = "normand"
    players, hand_size, stock_size = 3, HAND_SIZE, STOCK_SIZE
    repique_bonus, pique_bonus, bonus_threshold = REPIC_BONUSES
    cards_bonus, tied_cards_bonus, tied_blank_bonus, capot_bonus = MOST_TRICKS, TIED_TRICKS, TIED_BLANK, CAPOT_BONUS
    last_trick_bonus = LAST_TRICK_BONUS


NORMAND_RULES = NormandRules()

# Normand's own slots in the state vector, after the shared ones (see table_game.py).
STOCK, DISCARDS, TAKEN = range(TABLE_FREE, TABLE_FREE + 3)
_SIZE = TABLE_FREE + 3


def deal_cards(seed):
    """Shuffle with the seed and deal ten each in twos from the dealer's left:
    (first's, second's, dealer's, stock of two)."""
    pack = list(PACK)
    Prng(seed).shuffle(pack)
    hands = ([], [], [])
    for start in range(0, HAND_SIZE * 3, 6):
        for seat in SEATS:
            hands[seat].extend(pack[start + 2 * seat:start + 2 * seat + 2])
    return tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), tuple(pack[HAND_SIZE * 3:])


def next_deal_order(players):
    """Who sits where in the next deal: ``players`` names the (first, second, dealer) of
    this one; the deal passes clockwise, so the first seat deals next.

    >>> next_deal_order(("Ann", "Bob", "Cy"))
    ('Bob', 'Cy', 'Ann')
    """
    return (players[1], players[2], players[0])


def exchanges(hand):
    """The dealer's choices: leave the stock, or discard any two of ``hand`` to take it."""
    actions = [Exchange((), None)]
    for i in range(len(hand)):
        for j in range(i + 1, len(hand)):
            actions.append(Exchange((hand[i], hand[j]), None))
    return actions


class Normand(TableGame):
    """A deal of Piquet Normand from the dealt cards to the final score."""

    __slots__ = ("_stock_dealt",)
    game = "normand"
    title_name = "Piquet Normand"
    seats = SEATS
    seat_names = SEAT_NAMES
    score_names = SEAT_NAMES
    trick_count = TRICK_COUNT

    def __init__(self, first, second, dealer, stock, seed=None):
        hands = (as_cards(first, HAND_SIZE, "first's hand"), as_cards(second, HAND_SIZE, "second's hand"),
                 as_cards(dealer, HAND_SIZE, "dealer's hand"))
        stock = as_cards(stock, STOCK_SIZE, "stock")
        check_dealt(hands + (stock,), "the hands and stock")
        s = self._init_table(NORMAND_RULES, seed, _SIZE, hands)
        self._stock_dealt = stock
        s[STOCK] = stock
        s[DISCARDS] = ()
        s[TAKEN] = None  # True: the dealer took the stock; False: he left it
        self._advance()

    @classmethod
    def from_seed(cls, seed):
        first, second, dealer, stock = deal_cards(seed)
        return cls(first, second, dealer, stock, seed)

    def copy(self):
        other = TableGame.copy(self)
        other._stock_dealt = self._stock_dealt
        return other

    # ----- the public, read-only state (the rest is TableGame's) ---------------------------

    @property
    def stock_dealt(self):
        return self._stock_dealt

    @property
    def stock(self):
        """The stock cards still face down (both, until the dealer takes them)."""
        return self._s[STOCK]

    @property
    def discards(self):
        """The dealer's two discards (face down, out of the deal), or ()."""
        return self._s[DISCARDS]

    @property
    def taken(self):
        """None before the dealer decides; True if he took the stock, False if he left it."""
        return self._s[TAKEN]

    @property
    def class_index(self):
        index = self._declaring()
        return len(CLASSES) if index is None else index

    # ----- whose turn --------------------------------------------------------------------

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the one place turns are decided."""
        s = self._s
        if s[TAKEN] is None:
            seat = self._carte_blanche_seat()
            if seat is not None:
                s[PHASE], s[TO_ACT] = CARTE_BLANCHE_PHASE, seat
            else:
                s[PHASE], s[TO_ACT] = EXCHANGE, DEALER
            return
        self._advance_table()

    def _declaring(self):
        """One class at a time: the first not yet settled."""
        turns = self._s[TURNS]
        for index in range(len(CLASSES)):
            if turns[index].step != DONE:
                return index
        return None

    # ----- the dealer's exchange ---------------------------------------------------------------

    def _check_exchange(self, action):
        self._expect(EXCHANGE, "an exchange")
        if action.option is not None:
            raise ExchangeError("Piquet Normand has no '%s': the dealer takes the whole stock or leaves it unseen"
                                % action.option)
        discards = tuple(action.discards)
        if len(discards) not in (0, STOCK_SIZE):
            raise ExchangeError("the dealer discards two cards to take the whole stock of two, or none to leave "
                                "it; %d discarded" % len(discards))
        if len(set(discards)) != len(discards):
            raise ExchangeError("a card is discarded twice")
        hand = self._s[HANDS][DEALER]
        for card in discards:
            if card not in hand:
                raise CardNotHeldError("the dealer cannot discard %s: not in his hand" % card.code)

        def apply():
            s = self._s
            if discards:
                kept = tuple(card for card in hand if card not in discards)
                s[HANDS] = put(s[HANDS], DEALER, sorted_cards(kept + s[STOCK]))
                s[DISCARDS] = sorted_cards(discards)
                s[STOCK] = ()
            s[TAKEN] = bool(discards)
            s[LOG] = s[LOG] + (Exchanged(DEALER, len(discards), None, len(s[STOCK])),)
        return apply

    def _other_actions(self, phase):
        return exchanges(self._s[HANDS][DEALER]) if phase == EXCHANGE else []

    # ----- after the tenth trick ---------------------------------------------------------------

    def _finish(self, last_winner):
        """The last trick, then the tricks' bonus (``table_scores``; never toward pic)."""
        won = self.tricks_won()
        if not normand_capot(won):  # capot scores 40 instead of the last trick
            self._score(last_winner, NORMAND_RULES.last_trick_bonus, LAST_TRICK, "wins the last trick")
        for seat, points, category, why in normand_trick_bonuses(won):
            self._score(seat, points, category, why, pique=False)

    def view(self, seat):
        """What ``seat`` knows (see ``games.normand_view``)."""
        from .normand_view import NormandView
        return NormandView(self, seat)


class NormandPartie(TablePartie):
    """A partie of Piquet Normand: six deals among three players at fixed places, so that
    each deals twice (docs/variants.md, "The partie").

    Places 0 to 2 go clockwise; the deal passes clockwise from ``first_dealer`` (the
    first seat deals next, as ``next_deal_order`` says). Each player keeps his own
    total: a deal's seat totals are added to the places those seats sat at. After six
    deals the highest total wins; players equal at the top share the win. Its record:
    ``games.partie_record``.

    >>> partie = NormandPartie(first_dealer=2)
    >>> partie.places(), partie.dealer, partie.holder(0)
    ((0, 1, 2), 2, 0)
    """

    PLACES = (0, 1, 2)
    DEALS = 6
    GAME = "normand"
    holder_names = ("place 1", "place 2", "place 3")

    @property
    def game_class(self):
        return Normand

    def holder(self, seat, dealer=None):
        """The place where seat ``seat`` of a deal dealt from ``dealer`` sits."""
        return self.places(dealer)[seat]

    def result(self):
        """None until six deals are played; then the totals by place and the winners."""
        if not self.is_over:
            return None
        winners = self.leaders()
        return {"winner": winners[0] if len(winners) == 1 else None, "winners": winners,
                "totals": list(self.totals), "draw": len(winners) > 1}
