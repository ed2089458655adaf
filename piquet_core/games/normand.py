"""Piquet Normand: one deal of three-player Piquet as a state machine on ``GameState``.

Glossary (seed 002; the decisions where it is vague are in docs/variants.md):
    seats:       numbered from the dealer's left: ``first`` (speaks and leads first),
                 ``second``, ``dealer``. The deal passes clockwise, to the first seat
                 (``next_deal_order``).
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
subclass naming the reason and changes nothing.

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

from ..actions import CarteBlanche, Declare, Exchange, Play, Reply, canonical, check_shape, parse_action
from ..cards import PACK, as_cards, sort_key
from ..combinations import CARTE_BLANCHE_SCORE, CLASSES, is_carte_blanche
from ..errors import (
    CardNotHeldError, DuplicateCardError, ExchangeError, FollowSuitError, IllegalActionError, WrongTurnError,
)
from ..events import Announced, Exchanged, Played, Proved
from ..game import FIRST_FREE, LOG, OVER, PHASE, TO_ACT, GameState
from ..prng import Prng
from ..scoring import CAPOT, CARDS, CARTE_BLANCHE, LAST_TRICK, LEAD, WIN, add_score_seats
from ..tricks import legal_plays
from .common import TableTrick, seat_after, seats_from, trick_winner_of
from .dialogue import DONE, called, check_call, check_reply, choices, opening, replied

FIRST, SECOND, DEALER = 0, 1, 2
SEATS = (FIRST, SECOND, DEALER)
SEAT_NAMES = ("first", "second", "dealer")
HAND_SIZE, STOCK_SIZE, TRICK_COUNT = 10, 2, 10

CARTE_BLANCHE_PHASE, EXCHANGE, DECLARATION, PLAY = "carte blanche", "exchange", "declaration", "play"
PHASES = (CARTE_BLANCHE_PHASE, EXCHANGE, DECLARATION, PLAY, OVER)


class NormandRules:
    """The settings of Piquet Normand (seed 002); it has no variants yet."""

    __slots__ = ()
    name = "normand"
    players, hand_size, stock_size = 3, HAND_SIZE, STOCK_SIZE
    repique_bonus, pique_bonus, bonus_threshold = 90, 60, 20
    cards_bonus, tied_cards_bonus, tied_blank_bonus, capot_bonus = 10, 5, 20, 40
    last_trick_bonus = 1

    def names(self):
        return []

    def to_text(self):
        return self.name

    def __repr__(self):
        return "NormandRules()"


NORMAND_RULES = NormandRules()
_BONUSES = (NormandRules.repique_bonus, NormandRules.pique_bonus, NormandRules.bonus_threshold)

# The game's slots in the state vector (see game.py); every value is immutable.
(HANDS, STOCK, DISCARDS, TAKEN, CARTE_BLANCHES, CLASS_INDEX, TURNS, TRICKS, CURRENT, LEADER, TOTALS, BONUS,
 EVENTS, SHOWN, DECLARED) = range(FIRST_FREE, FIRST_FREE + 15)
_SIZE = FIRST_FREE + 15


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


def _sorted(cards):
    return tuple(sorted(cards, key=sort_key))


def _put(values, seat, value):
    """``values`` (a tuple per seat) with ``seat``'s entry replaced."""
    return values[:seat] + (value,) + values[seat + 1:]


class Normand(GameState):
    """A deal of Piquet Normand from the dealt cards to the final score."""

    __slots__ = ("_dealt", "_stock_dealt")
    game = "normand"
    seats = SEATS
    seat_names = SEAT_NAMES

    def __init__(self, first, second, dealer, stock, seed=None):
        hands = (as_cards(first, HAND_SIZE, "first's hand"), as_cards(second, HAND_SIZE, "second's hand"),
                 as_cards(dealer, HAND_SIZE, "dealer's hand"))
        stock = as_cards(stock, STOCK_SIZE, "stock")
        seen = set()
        for card in hands[0] + hands[1] + hands[2] + stock:
            if card in seen:
                raise DuplicateCardError(card.code, "dealt twice: the hands and stock must hold each of "
                                                    "the 32 cards exactly once")
            seen.add(card)
        s = self._init_state(NORMAND_RULES, seed, _SIZE)
        self._dealt = hands
        self._stock_dealt = stock
        s[HANDS] = (_sorted(hands[0]), _sorted(hands[1]), _sorted(hands[2]))
        s[STOCK] = stock
        s[DISCARDS] = ()
        s[TAKEN] = None  # True: the dealer took the stock; False: he left it
        s[CARTE_BLANCHES] = (None, None, None)
        s[CLASS_INDEX] = 0
        s[TURNS] = (opening(SEATS),) * 3
        s[TRICKS] = s[CURRENT] = s[EVENTS] = ()
        s[LEADER] = FIRST
        s[TOTALS] = (0, 0, 0)
        s[BONUS] = s[DECLARED] = None
        s[SHOWN] = ((), (), ())
        self._advance()

    @classmethod
    def from_seed(cls, seed):
        first, second, dealer, stock = deal_cards(seed)
        return cls(first, second, dealer, stock, seed)

    def copy(self):
        other = GameState.copy(self)
        other._dealt = self._dealt
        other._stock_dealt = self._stock_dealt
        return other

    # ----- the public, read-only state ----------------------------------------------------

    def seat_name(self, seat):
        return SEAT_NAMES[seat]

    @property
    def dealt(self):
        """The three hands as dealt, in the order dealt."""
        return self._dealt

    @property
    def stock_dealt(self):
        return self._stock_dealt

    @property
    def hands(self):
        """The three hands now, each in display order."""
        return self._s[HANDS]

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
    def carte_blanche(self):
        """Per seat: True claimed, False kept quiet, None not eligible or undecided."""
        return self._s[CARTE_BLANCHES]

    @property
    def declared_hands(self):
        """The hands as they were declared (after the exchange), or None before."""
        return self._s[DECLARED]

    @property
    def class_index(self):
        return self._s[CLASS_INDEX]

    @property
    def current_class(self):
        return CLASSES[self._s[CLASS_INDEX]] if self._s[PHASE] == DECLARATION else None

    def class_record(self, kind):
        """The ``dialogue.ClassTurn`` of ``kind``."""
        return self._s[TURNS][CLASSES.index(kind)]

    @property
    def classes(self):
        turns = self._s[TURNS]
        return {CLASSES[i]: turns[i] for i in range(3)}

    @property
    def tricks(self):
        """The finished tricks, as ``TableTrick(leader, cards, winner)``."""
        return self._s[TRICKS]

    @property
    def current(self):
        """The cards played to the trick in progress, from its leader."""
        return self._s[CURRENT]

    @property
    def leader(self):
        return self._s[LEADER]

    @property
    def events(self):
        """Every score, in order (said at once: scores here are never held back)."""
        return self._s[EVENTS]

    @property
    def totals(self):
        return self._s[TOTALS]

    # Every score is said when it is made, so the reckoning is the spoken order.
    reckoned_events = events
    reckoned_totals = totals

    @property
    def pending(self):
        return ()

    @property
    def bonus(self):
        """None, or (seat, "repique"/"pique") once repic or pic is made."""
        return self._s[BONUS]

    @property
    def shown(self):
        """Per seat, his cards shown to the whole table (carte blanche, proofs)."""
        return self._s[SHOWN]

    def tricks_won(self):
        won = [0, 0, 0]
        for trick in self._s[TRICKS]:
            won[trick.winner] += 1
        return tuple(won)

    # ----- whose turn --------------------------------------------------------------------

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the one place turns are decided."""
        s = self._s
        if s[TAKEN] is None:
            for seat in SEATS:
                if s[CARTE_BLANCHES][seat] is None and is_carte_blanche(self._dealt[seat]):
                    s[PHASE], s[TO_ACT] = CARTE_BLANCHE_PHASE, seat
                    return
            s[PHASE], s[TO_ACT] = EXCHANGE, DEALER
            return
        if s[DECLARED] is None:
            s[DECLARED] = s[HANDS]
        if s[CLASS_INDEX] < len(CLASSES):
            s[PHASE], s[TO_ACT] = DECLARATION, s[TURNS][s[CLASS_INDEX]].speaker
            return
        if len(s[TRICKS]) < TRICK_COUNT:
            s[PHASE], s[TO_ACT] = PLAY, seat_after(s[LEADER], len(s[CURRENT]), 3)
            return
        s[PHASE], s[TO_ACT] = OVER, None

    # ----- verify: each check returns the plan that applies the action ---------------------

    def parse_action(self, text):
        return parse_action(text)

    def _canonical(self, action):
        return canonical(action)

    def _plan(self, action):
        checker = _CHECKERS.get(type(action))
        if checker is None:
            raise IllegalActionError("not an action: %r" % (action,))
        check_shape(action)
        return getattr(self, checker)(action)

    def _expect(self, phase, what):
        if self._s[PHASE] != phase:
            raise WrongTurnError("%s is not possible now: it is %s's turn in the %s" % (
                what, SEAT_NAMES[self._s[TO_ACT]], self._s[PHASE]))

    def _check_carte_blanche(self, action):
        self._expect(CARTE_BLANCHE_PHASE, "carte blanche")
        seat = self._s[TO_ACT]
        claim = bool(action.claim)

        def apply():
            s = self._s
            s[CARTE_BLANCHES] = _put(s[CARTE_BLANCHES], seat, claim)
            if claim:
                self._score(seat, CARTE_BLANCHE_SCORE, CARTE_BLANCHE, "carte blanche", declaration=True,
                            carte_blanche=True)
                self._prove(seat, self._dealt[seat], "carte blanche")
        return apply

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
                s[HANDS] = _put(s[HANDS], DEALER, _sorted(kept + s[STOCK]))
                s[DISCARDS] = _sorted(discards)
                s[STOCK] = ()
            s[TAKEN] = bool(discards)
            s[LOG] = s[LOG] + (Exchanged(DEALER, len(discards), None, len(s[STOCK])),)
        return apply

    def _check_declare(self, action):
        self._expect(DECLARATION, "a declaration")
        s = self._s
        index = s[CLASS_INDEX]
        kind = CLASSES[index]
        if action.kind != kind:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        seat = s[TO_ACT]
        call = check_call(s[TURNS][index], kind, action.groups, s[HANDS][seat])

        def apply():
            turn, said = called(self._s[TURNS][index], seat, kind, call, SEATS)
            self._after_speech(index, turn, said)
        return apply

    def _check_reply(self, action):
        self._expect(DECLARATION, "an answer")
        s = self._s
        index = s[CLASS_INDEX]
        kind = CLASSES[index]
        seat = s[TO_ACT]
        call = check_reply(s[TURNS][index], kind, action.answer, action.groups, s[HANDS][seat])

        def apply():
            turn, said = replied(self._s[TURNS][index], seat, kind, action.answer, call, SEATS)
            self._after_speech(index, turn, said)
        return apply

    def _after_speech(self, index, turn, said):
        s = self._s
        s[TURNS] = _put(s[TURNS], index, turn)
        s[LOG] = s[LOG] + tuple(said)
        if turn.step != DONE:
            return
        if turn.winner is not None:
            kind = CLASSES[index]
            call = turn.calls[turn.winner]
            for combo in call:
                self._score(turn.winner, combo.score, kind, combo.full_name, declaration=True, combo=combo)
            self._prove(turn.winner, [card for combo in call for card in combo.cards], kind)
        s[CLASS_INDEX] = index + 1

    def _check_play(self, action):
        self._expect(PLAY, "playing a card")
        s = self._s
        card = action.card
        seat = s[TO_ACT]
        hand = s[HANDS][seat]
        if card not in hand:
            raise CardNotHeldError("%s does not hold %s" % (SEAT_NAMES[seat], card.code))
        current = s[CURRENT]
        led = current[0] if current else None
        if led is not None and card.suit != led.suit:
            follow = [c.code for c in hand if c.suit == led.suit]
            if follow:
                raise FollowSuitError("%s must follow suit: %s was led and he holds %s" % (
                    SEAT_NAMES[seat], led.code, " ".join(follow)))

        def apply():
            s = self._s
            s[HANDS] = _put(s[HANDS], seat, tuple(c for c in hand if c != card))
            s[LOG] = s[LOG] + (Played(seat, card, led is None),)
            played = current + (card,)
            if led is None:
                s[CURRENT] = played
                self._score(seat, 1, LEAD, "leads the " + card.name)
                return
            if len(played) < 3:
                s[CURRENT] = played
                return
            leader = s[LEADER]
            winner = trick_winner_of(leader, played, 3)
            s[TRICKS] = s[TRICKS] + (TableTrick(leader, played, winner),)
            s[CURRENT] = ()
            s[LEADER] = winner
            if winner != leader:
                won_with = played[seats_from(leader, 3).index(winner)]
                self._score(winner, 1, WIN, "wins with the " + won_with.name)
            if len(s[TRICKS]) == TRICK_COUNT:
                self._finish(winner)
        return apply

    def _finish(self, last_winner):
        """After the tenth trick: the last trick, then the tricks' bonus (never toward pic)."""
        rules = NORMAND_RULES
        won = self.tricks_won()
        if won[last_winner] != TRICK_COUNT:  # capot scores 40 instead of the last trick
            self._score(last_winner, rules.last_trick_bonus, LAST_TRICK, "wins the last trick")
        most = max(won)
        leaders = [seat for seat in SEATS if won[seat] == most]
        if most == TRICK_COUNT:
            self._score(leaders[0], rules.capot_bonus, CAPOT, "capot: all ten tricks", pique=False)
            return
        if len(leaders) == 1:
            self._score(leaders[0], rules.cards_bonus, CARDS, "the most tricks: %d" % most, pique=False)
            return
        blank = True
        for seat in SEATS:
            if seat not in leaders and won[seat]:
                blank = False
        points, why = ((rules.tied_blank_bonus, "tied for the most tricks (%d each), the third took none")
                       if blank else (rules.tied_cards_bonus, "tied for the most tricks (%d each)"))
        for seat in leaders:
            self._score(seat, points, CARDS, why % most, pique=False)

    # ----- scores, proofs and the log ---------------------------------------------------------

    def _score(self, seat, points, category, reason, declaration=False, pique=True, combo=None, carte_blanche=False):
        s = self._s
        made, s[TOTALS], s[BONUS] = add_score_seats(s[TOTALS], s[BONUS], seat, points, category, reason, _BONUSES,
                                                    declaration, pique)
        if made:
            s[EVENTS] = s[EVENTS] + made
            s[LOG] = s[LOG] + (Announced(seat, made, combo, carte_blanche),)

    def _prove(self, seat, cards, why):
        """``seat`` shows ``cards`` to the whole table."""
        s = self._s
        cards = _sorted(cards)
        s[LOG] = s[LOG] + (Proved(seat, why, cards),)
        mine = s[SHOWN][seat]
        s[SHOWN] = _put(s[SHOWN], seat, mine + tuple(card for card in cards if card not in mine))

    # ----- what may be done now ---------------------------------------------------------------

    def legal_actions(self):
        """Every action the seat to act may take now (calls: the canonical ones)."""
        s = self._s
        phase = s[PHASE]
        if phase == PLAY:
            current = s[CURRENT]
            return [Play(card) for card in legal_plays(s[HANDS][s[TO_ACT]], current[0] if current else None)]
        if phase == OVER:
            return []
        if phase == CARTE_BLANCHE_PHASE:
            return [CarteBlanche(True), CarteBlanche(False)]
        if phase == EXCHANGE:
            return exchanges(s[HANDS][DEALER])
        index = s[CLASS_INDEX]
        return choices(s[TURNS][index], CLASSES[index], s[HANDS][s[TO_ACT]])

    # ----- reports --------------------------------------------------------------------------

    def result(self):
        """The deal's outcome as plain data (also the JSON of the command line)."""
        won = self.tricks_won()
        totals = self._s[TOTALS]
        bonus = self._s[BONUS]
        turns = self._s[TURNS]
        return {
            "game": self.game,
            "totals": {SEAT_NAMES[seat]: totals[seat] for seat in SEATS},
            "tricks": {SEAT_NAMES[seat]: won[seat] for seat in SEATS},
            "bonus": None if bonus is None else {"player": SEAT_NAMES[bonus[0]], "kind": bonus[1]},
            "classes": {CLASSES[i]: (None if turns[i].winner is None else SEAT_NAMES[turns[i].winner])
                        for i in range(3)},
            "over": self.is_over,
        }

    def view(self, seat):
        """What ``seat`` knows (see ``games.normand_view``)."""
        from .normand_view import NormandView
        return NormandView(self, seat)

    def transcript(self):
        from ..transcript import transcript
        return transcript(self)


# Each action type and the method that checks it.
_CHECKERS = {
    CarteBlanche: "_check_carte_blanche", Exchange: "_check_exchange", Declare: "_check_declare",
    Reply: "_check_reply", Play: "_check_play",
}
