"""The original rules (seed 002): a whole game of two-player Piquet with 36 cards, deal
after deal, until a player reaches 100; a state machine on ``GameState``.

Glossary (the decisions where the seed is vague are in docs/variants.md):
    players:   seats 0 and 1, ``player 1`` and ``player 2``. Player 1 deals first (the
               cut is made before the game); the deal alternates. In each deal the
               non-dealer is ``elder``: he speaks, exchanges and leads first.
    deal:      twelve each in packets of two, elder first; twelve cards left face down
               are the stock (``games.pack36``).
    blank:     a hand dealt without a king, queen or jack. Elder may claim it before
               the exchange, showing his hand; the dealer is then asked and may show a
               blank too, and then nobody scores; otherwise elder scores 10. The dealer
               never scores a blank.
    exchange:  elder discards 1 to 8 and draws as many from the top of the stock, then
               the dealer 1 to 8 (no more than are left). The rest stays unseen.
    classes:   ruff, sequence, set (``games.original_rules``): elder calls, the dealer
               says ``good`` or calls his own if it is as good or better. The better
               call scores at once and is shown; equal calls score nothing.
    play:      elder leads; follow suit if you can; the higher card of the suit led
               wins. A lead of a ten or higher scores 1; every trick won scores 1; the
               last trick 1 more if won with a ten or higher. Then 7 to 11 tricks
               score 10 (the majority), all twelve 60 (capet).
    repicy, picy: reaching 30 in the deal while the opponent has nothing in it, from
               the declarations (repicy, 60 more) or with a score in the play (picy,
               30 more). The player is asked at once to declare it (``picy``) or not.
    the game:  every score is added to the game at once; the first total to reach 100
               ends the game there, even in the middle of a deal.

>>> game = Original(7)
>>> game.seat_name(game.dealer), game.seat_name(game.elder), game.phase, len(game.stock)
('player 1', 'player 2', 'exchange', 12)
>>> game.verify("exchange " + " ".join(c.code for c in game.hands[1][:9]))
Traceback (most recent call last):
...
piquet_core.errors.ExchangeError: elder exchanges 1 to 8 cards, not 9
>>> game.do("exchange " + game.hands[1][0].code).to_act, game.undo().to_act
(0, 1)
"""

from ..actions import Play, Reply
from ..errors import CardNotHeldError, DeclarationError, ExchangeError, FollowSuitError, WrongTurnError
from ..events import Announced, Answered, Called, CardsDivided, Exchanged, Played, Proved, Trick
from ..game import FIRST_FREE, HISTORY, LOG, OVER, PHASE, TO_ACT, GameState
from ..refusals import FOLLOW, Refusal, said_of
from ..scoring import LAST_TRICK, LEAD, WIN, ScoreEvent
from .original_actions import PICY, REPICY, GOOD_REPLY, Blank, Bonus, Call, ExchangeChoices, Swap, canonical36
from .original_actions import check_shape36, parse_action36
from .original_rules import CLASSES36, SET, BlankVoid, BonusLetGo, DealBegun, GameWon, build_call, call_choices
from .original_rules import PICY_BONUS, REPICY_BONUS, bonus_made, follower_wins, is_blank, last_trick_extra
from .original_rules import lead_point
from .pack36 import check_deal, deal_cards, sorted36

SEATS = (0, 1)
PLAYER_NAMES = ("player 1", "player 2")
FIRST_DEALER = 0
TRICK_COUNT, MOST_EXCHANGED = 12, 8
BLANK_SCORE, MAJORITY, CAPET, GAME = 10, 10, 60, 100
BLANK, EXCHANGE, DECLARATION, PLAY, BONUS = "blank", "exchange", "declaration", "play", "bonus"
PHASES = (BLANK, EXCHANGE, DECLARATION, PLAY, BONUS, OVER)
# Score categories besides the engine's lead, win, last trick and the classes'.
BLANK_CATEGORY, MAJORITY_CATEGORY, CAPET_CATEGORY = "blank", "majority", "capet"
# When a score counts toward a bonus: in the declarations, in the play, or neither.
_DECLARING, _PLAYING, _AFTER = 0, 1, 2

(DEAL_NO, DEALER, DEALT, ALL_DEALT, STARTS, CARRIED, HANDS, STOCK, DISCARDS, BLANKS, SWAPS, CLASS_STATE,
 TRICKS, CURRENT, LEADER, TOTALS, EVENTS, OFFER, BONUS_MADE, SHOWN, WINNER, ENDS, DECLARED) = range(
    FIRST_FREE, FIRST_FREE + 23)
_SIZE = FIRST_FREE + 23
_OPEN = (None, None, False, None)  # a class before anyone speaks: (elder's call, dealer's, settled, winner)


def _put(values, seat, value):
    return values[:seat] + (value,) + values[seat + 1:]


class Original(GameState):
    """A game of the original rules from the first deal to 100."""

    __slots__ = ("_given",)
    game = "original"
    seats = SEATS
    seat_names = PLAYER_NAMES
    score_names = PLAYER_NAMES

    def __init__(self, seed=0, deals=None):
        """``deals``: {deal number from 0: (elder's, dealer's, stock)} for deals given by
        hand (records, lessons); every other deal is shuffled from ``seed``."""
        self._given = {}
        for number in (deals or {}):
            self._given[number] = check_deal(deals[number])
        s = self._init_state(None, seed, _SIZE)
        s[CARRIED] = (0, 0)
        s[EVENTS] = s[ALL_DEALT] = s[STARTS] = s[ENDS] = ()
        s[WINNER] = None
        self._begin(0)
        self._advance()

    @classmethod
    def from_seed(cls, seed):
        return cls(seed)

    def copy(self):
        other = GameState.copy(self)
        other._given = self._given
        return other

    def _begin(self, number):
        """Deal ``number``: the dealer alternates, and everything of a deal starts afresh."""
        s = self._s
        dealer = FIRST_DEALER if number % 2 == 0 else 1 - FIRST_DEALER
        cards = self._given.get(number) or deal_cards(self._seed, number)
        elder = 1 - dealer
        s[DEAL_NO], s[DEALER], s[DEALT] = number, dealer, cards
        s[ALL_DEALT] = s[ALL_DEALT] + (cards,)
        s[STARTS] = s[STARTS] + (len(s[HISTORY]),)  # the index of the deal's first move in the history
        hands = [None, None]
        hands[elder], hands[dealer] = sorted36(cards[0]), sorted36(cards[1])
        s[HANDS] = tuple(hands)
        s[STOCK] = cards[2]
        s[DISCARDS] = s[SHOWN] = ((), ())
        s[BLANKS] = (None, None)  # (elder's claim, dealer's answer): True, False or None
        s[SWAPS] = (None, None)
        s[CLASS_STATE] = (_OPEN,) * 3
        s[TRICKS] = ()
        s[CURRENT] = None
        s[LEADER] = elder
        s[TOTALS] = (0, 0)
        s[OFFER] = s[BONUS_MADE] = s[DECLARED] = None
        s[LOG] = s[LOG] + (DealBegun(dealer, number),)

    # ----- the public, read-only state ----------------------------------------------------

    def seat_name(self, seat):
        return PLAYER_NAMES[seat]

    deal_number = property(lambda self: self._s[DEAL_NO], doc="The deal in progress (or the last), from 0.")
    dealer = property(lambda self: self._s[DEALER])
    elder = property(lambda self: 1 - self._s[DEALER], doc="The non-dealer: he speaks and leads first.")
    hands = property(lambda self: self._s[HANDS], doc="Both hands now, by seat, in display order.")
    stock = property(lambda self: self._s[STOCK], doc="The stock cards still face down, top first.")
    discards = property(lambda self: self._s[DISCARDS], doc="Each seat's discards this deal (his secret).")
    exchanged = property(lambda self: self._s[SWAPS], doc="Per seat: how many he exchanged, None before.")
    blanks = property(lambda self: self._s[BLANKS], doc="(elder's claim, dealer's answer): True, False, None.")
    tricks = property(lambda self: self._s[TRICKS], doc="This deal's tricks, as ``events.Trick``.")
    current = property(lambda self: self._s[CURRENT], doc="The card led to the trick in progress, or None.")
    leader = property(lambda self: self._s[LEADER])
    deal_totals = property(lambda self: self._s[TOTALS], doc="Each seat's score in this deal, as said aloud.")
    events = property(lambda self: self._s[EVENTS], doc="Every ``ScoreEvent`` of the game, in order.")
    offer = property(lambda self: self._s[OFFER], doc="(seat, 'picy'/'repicy') waiting to be declared, or None.")
    bonus = property(lambda self: self._s[BONUS_MADE], doc="(seat, kind, declared) once offered this deal.")
    shown = property(lambda self: self._s[SHOWN], doc="Per seat, the cards he has shown this deal.")
    winner = property(lambda self: self._s[WINNER])
    declared_hands = property(lambda self: self._s[DECLARED], doc="The hands after the exchange, or None.")

    @property
    def totals(self):
        """The game's totals: every finished deal and this one so far."""
        carried, deal = self._s[CARRIED], self._s[TOTALS]
        return (carried[0] + deal[0], carried[1] + deal[1])

    @property
    def dealt(self):
        """Both hands as dealt this deal, by seat, in the order dealt."""
        s = self._s
        hands = [None, None]
        hands[1 - s[DEALER]], hands[s[DEALER]] = s[DEALT][0], s[DEALT][1]
        return tuple(hands)

    @property
    def stock_dealt(self):
        return self._s[DEALT][2]

    @property
    def deals(self):
        """Every deal begun: (dealer, (elder's, dealer's, stock), its first move's index)."""
        s = self._s
        return tuple((FIRST_DEALER if n % 2 == 0 else 1 - FIRST_DEALER, s[ALL_DEALT][n], s[STARTS][n])
                     for n in range(len(s[STARTS])))

    def deal_result(self, number):
        """The deal totals by seat when deal ``number`` ended, or None while unfinished."""
        ends = self._s[ENDS]
        return ends[number] if number < len(ends) else None

    def class_state(self, kind):
        """(elder's call, dealer's answer, settled, winner) of ``kind``: a call is a tuple
        of combinations (() for none), the answer "good" or a call; None before spoken."""
        return self._s[CLASS_STATE][CLASSES36.index(kind)]

    def tricks_won(self):
        won = [0, 0]
        for trick in self._s[TRICKS]:
            won[trick.winner] += 1
        return tuple(won)

    # ----- whose turn --------------------------------------------------------------------

    def _class_index(self):
        for index in range(3):
            if not self._s[CLASS_STATE][index][2]:
                return index
        return None

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the one place turns are decided."""
        s = self._s
        elder, dealer = 1 - s[DEALER], s[DEALER]
        if s[WINNER] is not None:
            s[PHASE], s[TO_ACT] = OVER, None
        elif s[OFFER] is not None:
            s[PHASE], s[TO_ACT] = BONUS, s[OFFER][0]
        elif s[BLANKS][0] is None and is_blank(s[DEALT][0]):
            s[PHASE], s[TO_ACT] = BLANK, elder
        elif s[BLANKS][0] and s[BLANKS][1] is None:
            s[PHASE], s[TO_ACT] = BLANK, dealer
        elif s[SWAPS][dealer] is None:
            s[PHASE], s[TO_ACT] = EXCHANGE, elder if s[SWAPS][elder] is None else dealer
        elif self._class_index() is not None:
            if s[DECLARED] is None:
                s[DECLARED] = s[HANDS]
            state = s[CLASS_STATE][self._class_index()]
            s[PHASE], s[TO_ACT] = DECLARATION, elder if state[0] is None else dealer
        elif len(s[TRICKS]) < TRICK_COUNT:
            s[PHASE] = PLAY
            s[TO_ACT] = s[LEADER] if s[CURRENT] is None else 1 - s[LEADER]
        else:  # the deal is over: the next one begins at once
            s[ENDS] = s[ENDS] + (s[TOTALS],)
            s[CARRIED] = self.totals
            self._begin(s[DEAL_NO] + 1)
            self._advance()

    # ----- verify: each check returns the plan that applies the action ---------------------

    def parse_action(self, text):
        return parse_action36(text)

    def _canonical(self, action):
        return canonical36(action)

    def _plan(self, action):
        check_shape36(action)
        checker = {Blank: self._check_blank, Swap: self._check_exchange, Call: self._check_call,
                   Reply: self._check_good, Play: self._check_play, Bonus: self._check_bonus}[type(action)]
        return checker(action)

    def _expect(self, phase, what):
        s = self._s
        if s[PHASE] != phase:
            raise WrongTurnError("%s is not possible now: %s is to act in the %s" % (
                what, PLAYER_NAMES[s[TO_ACT]], s[PHASE]))

    def _check_blank(self, action):
        self._expect(BLANK, "a blank")
        s = self._s
        seat = s[TO_ACT]
        answering = seat == s[DEALER]
        if action.claim and answering and not is_blank(s[DEALT][1]):
            raise DeclarationError("the dealer has no blank to show: he holds a king, queen or jack")

        def apply():
            s = self._s
            hand = s[DEALT][1 if answering else 0]
            s[BLANKS] = _put(s[BLANKS], 1 if answering else 0, bool(action.claim))
            if action.claim:
                self._prove(seat, hand, BLANK)
            if answering and action.claim:
                s[LOG] = s[LOG] + (BlankVoid(None),)
            elif answering:
                self._score(1 - seat, BLANK_SCORE, BLANK_CATEGORY, "a blank", _DECLARING)
        return apply

    def _check_exchange(self, action):
        self._expect(EXCHANGE, "an exchange")
        s = self._s
        seat = s[TO_ACT]
        who = "elder" if seat != s[DEALER] else "the dealer"
        most = min(MOST_EXCHANGED, len(s[STOCK]))
        discards = action.discards
        if not 1 <= len(discards) <= most:
            raise ExchangeError("%s exchanges 1 to %d cards, not %d" % (who, most, len(discards)))
        if len(set(discards)) != len(discards):
            raise ExchangeError("a card is discarded twice")
        hand = s[HANDS][seat]
        for card in discards:
            if card not in hand:
                raise CardNotHeldError("%s cannot discard %s: not in his hand" % (who, card.code))

        def apply():
            s = self._s
            count = len(discards)
            kept = tuple(card for card in hand if card not in discards)
            s[HANDS] = _put(s[HANDS], seat, sorted36(kept + s[STOCK][:count]))
            s[DISCARDS] = _put(s[DISCARDS], seat, sorted36(discards))
            s[STOCK] = s[STOCK][count:]
            s[SWAPS] = _put(s[SWAPS], seat, count)
            s[LOG] = s[LOG] + (Exchanged(seat, count, None, len(s[STOCK])),)
        return apply

    def _speaking(self, what):
        self._expect(DECLARATION, what)
        index = self._class_index()
        return index, CLASSES36[index], self._s[CLASS_STATE][index]

    def _check_call(self, action):
        index, kind, state = self._speaking("a call")
        if action.kind != kind:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        s = self._s
        seat = s[TO_ACT]
        call = build_call(kind, action.groups, s[HANDS][seat], self.seat_name(seat))
        standing = state[0]
        if seat == s[DEALER] and standing:
            if not call:
                raise DeclarationError("a %s was called: say good, or call one as good or better" % kind)
            if call[0].key < standing[0].key:
                raise DeclarationError("your %s does not reach the one called: say good" % call[0].full_name)

        def apply():
            s = self._s
            s[LOG] = s[LOG] + (Called(seat, kind, call[0] if call else None),)
            if seat != s[DEALER]:
                self._set_class(index, (call, None, False, None))
                return
            winner = seat if call and (not standing or call[0].key > standing[0].key) else None
            self._settle(index, (standing, call, True, winner))
        return apply

    def _check_good(self, action):
        index, kind, state = self._speaking("an answer")
        if state[0] is None:
            raise WrongTurnError("'good' is the dealer's answer: elder calls his %s first" % kind)
        if not state[0]:
            raise DeclarationError("elder called no %s: call yours, or none" % kind)
        seat = self._s[TO_ACT]

        def apply():
            s = self._s
            s[LOG] = s[LOG] + (Answered(seat, kind, GOOD_REPLY.answer, False),)
            self._settle(index, (state[0], GOOD_REPLY.answer, True, 1 - seat))
        return apply

    def _set_class(self, index, state):
        s = self._s
        s[CLASS_STATE] = s[CLASS_STATE][:index] + (state,) + s[CLASS_STATE][index + 1:]

    def _settle(self, index, state):
        """The class is settled: its winner scores every combination he called, and shows them."""
        self._set_class(index, state)
        winner = state[3]
        if winner is None:
            return
        call = state[0] if winner != self._s[DEALER] else state[1]
        for combo in call:
            self._score(winner, combo.score, combo.kind, combo.full_name, _DECLARING, combo)
        self._prove(winner, [card for combo in call for card in combo.cards], CLASSES36[index])

    def _check_play(self, action):
        self._expect(PLAY, "playing a card")
        s = self._s
        card, seat = action.card, s[TO_ACT]
        hand = s[HANDS][seat]
        if card not in hand:
            raise CardNotHeldError("%s does not hold %s" % (PLAYER_NAMES[seat], card.code))
        led = s[CURRENT]
        if led is not None and card.suit != led.suit:
            follow = tuple(c for c in hand if c.suit == led.suit)
            if follow:
                raise FollowSuitError(said_of(Refusal(FOLLOW, led, follow), PLAYER_NAMES[seat]))

        def apply():
            s = self._s
            s[HANDS] = _put(s[HANDS], seat, tuple(c for c in hand if c != card))
            s[LOG] = s[LOG] + (Played(seat, card, led is None),)
            if led is None:
                s[CURRENT] = card
                if lead_point(card):
                    self._score(seat, lead_point(card), LEAD, "leads the " + card.name, _PLAYING)
                return
            winner = seat if follower_wins(led, card) else s[LEADER]
            best = card if winner == seat else led
            s[TRICKS] = s[TRICKS] + (Trick(s[LEADER], led, card, winner),)
            s[CURRENT], s[LEADER] = None, winner
            self._score(winner, 1, WIN, "wins with the " + best.name, _PLAYING)
            if len(s[TRICKS]) == TRICK_COUNT:
                self._finish(winner, best)
        return apply

    def _finish(self, winner, best):
        """The last trick's extra point, then the majority or capet (never toward picy)."""
        if last_trick_extra(best):
            self._score(winner, last_trick_extra(best), LAST_TRICK, "wins the last trick with the " + best.name, _PLAYING)
        won = self.tricks_won()
        most = max(won)
        seat = won.index(most)
        if most == TRICK_COUNT:
            self._score(seat, CAPET, CAPET_CATEGORY, "capet: all twelve tricks", _AFTER)
        elif most > TRICK_COUNT // 2:
            self._score(seat, MAJORITY, MAJORITY_CATEGORY, "the majority: %d tricks" % most, _AFTER)
        else:
            self._s[LOG] = self._s[LOG] + (CardsDivided(None),)

    def _check_bonus(self, action):
        self._expect(BONUS, "declaring a bonus")
        seat, kind = self._s[OFFER]
        if action.kind != kind:
            raise DeclarationError("%s has made a %s, not a %s: say %s or no %s" % (
                PLAYER_NAMES[seat], kind, action.kind, kind, kind))

        def apply():
            s = self._s
            s[OFFER] = None
            s[BONUS_MADE] = (seat, kind, bool(action.claim))
            if action.claim:
                self._score(seat, REPICY_BONUS if kind == REPICY else PICY_BONUS, kind, kind, _AFTER)
            else:
                s[LOG] = s[LOG] + (BonusLetGo(seat, kind),)
        return apply

    # ----- scores, proofs ---------------------------------------------------------------------

    def _score(self, seat, points, category, reason, when, combo=None):
        """``seat`` scores and says his new total for the deal; 100 in the game ends it; a
        score that reaches 30 while the opponent has nothing offers the bonus."""
        s = self._s
        if s[WINNER] is not None:
            return  # the game ended with an earlier score of the same action
        mine = s[TOTALS][seat] + points
        event = ScoreEvent(seat, points, category, reason, mine)
        s[TOTALS] = _put(s[TOTALS], seat, mine)
        s[EVENTS] = s[EVENTS] + (event,)
        s[LOG] = s[LOG] + (Announced(seat, (event,), combo, category == BLANK_CATEGORY),)
        if s[CARRIED][seat] + mine >= GAME:
            s[WINNER] = seat
            s[ENDS] = s[ENDS] + (s[TOTALS],)
            s[LOG] = s[LOG] + (GameWon(seat, self.totals),)
            return
        if when != _AFTER and s[BONUS_MADE] is None and s[OFFER] is None:
            kind = bonus_made(mine, s[TOTALS][1 - seat], when == _PLAYING)
            if kind is not None:
                s[OFFER] = (seat, kind)

    def _prove(self, seat, cards, why):
        s = self._s
        # (sets shown set by set, as called: "10♠ A♥ 10♥ A♦ A♣ 10♣" mixed two sets for a walk-through)
        cards = tuple(cards) if why == SET else sorted36(cards)
        s[LOG] = s[LOG] + (Proved(seat, why, cards),)
        mine = s[SHOWN][seat]
        s[SHOWN] = _put(s[SHOWN], seat, mine + tuple(card for card in cards if card not in mine))

    # ----- what may be done now ---------------------------------------------------------------

    def legal_actions(self):
        """Every action the seat to act may take now (calls: the canonical ones; the
        exchanges as an ``ExchangeChoices``, which makes each only when read)."""
        s = self._s
        phase, seat = s[PHASE], s[TO_ACT]
        if phase == PLAY:
            return [Play(card) for card in self.legal_cards()]
        if phase == BLANK:
            can_show = seat != s[DEALER] or is_blank(s[DEALT][1])
            return [Blank(True), Blank(False)] if can_show else [Blank(False)]
        if phase == EXCHANGE:
            return ExchangeChoices(s[HANDS][seat], min(MOST_EXCHANGED, len(s[STOCK])))
        if phase == BONUS:
            return [Bonus(s[OFFER][1], True), Bonus(s[OFFER][1], False)]
        if phase != DECLARATION:
            return []
        index = self._class_index()
        kind, standing = CLASSES36[index], s[CLASS_STATE][index][0]
        calls = call_choices(kind, s[HANDS][seat])
        if seat == s[DEALER] and standing:
            calls = [call for call in calls if call and call[0].key >= standing[0].key]
            return [GOOD_REPLY] + [canonical36(Call(kind, tuple(c.cards for c in call))) for call in calls]
        return [canonical36(Call(kind, tuple(c.cards for c in call))) for call in calls]

    def legal_cards(self):
        """In the play, the cards the seat to act may play (else [])."""
        s = self._s
        if s[PHASE] != PLAY:
            return []
        hand, led = s[HANDS][s[TO_ACT]], s[CURRENT]
        if led is not None:
            same = [card for card in hand if card.suit == led.suit]
            if same:
                return same
        return list(hand)

    def exchange_limits(self):
        """(fewest, most) the seat to act may exchange, or None outside the exchange."""
        if self._s[PHASE] != EXCHANGE:
            return None
        return 1, min(MOST_EXCHANGED, len(self._s[STOCK]))

    def view(self, seat):
        """What ``seat`` knows (see ``games.original_view``)."""
        from .original_view import OriginalView
        return OriginalView(self, seat)

    def result(self):
        """The game's outcome as plain data (also the command line's JSON)."""
        return {
            "game": "original",
            "totals": dict(zip(PLAYER_NAMES, self.totals)),
            "deals": [dict(zip(PLAYER_NAMES, totals)) for totals in self._s[ENDS]],
            "winner": None if self._s[WINNER] is None else PLAYER_NAMES[self._s[WINNER]],
            "over": self.is_over,
        }
