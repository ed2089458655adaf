"""Imperial: a whole game of two-player Piquet with trumps, deal after deal, until a
player holds five red chips; a state machine on ``GameState``.

Glossary (seed 002; the readings of its vague passages are in docs/variants.md):
    players:     seats 0 and 1, ``player 1`` and ``player 2``; player 1 deals first
                 (the cut is made before the game) and the deal alternates.
    deal:        twelve cards each in twos, the non-dealer (elder) first; the next card
                 is turned up for trumps; no exchange. A turned-up honour (trump K Q J
                 A 7) gives the dealer a white chip at once.
    swap:        when a king or ace is turned up, the holder of the seven of trumps may
                 exchange it for that card; the dealer is asked first, then elder.
    imperials:   ``atout``, ``imperiale``, ``honneur``, ``blanche`` in that showing order,
                 elder then dealer in each; everyone scores what he declares.
    point:       elder calls, the dealer answers; the higher pip total scores a white
                 chip; a tie goes to elder.
    asking:      after a blanche or the point is scored, the opponent may ask to see it.
    play:        follow suit and head the trick if you can, else trump if you can;
                 honours won in tricks, tricks over six and all twelve score chips
                 (``games.imperial_events``: trading and the return rule).

The interface is ``GameState``'s: verify / can / do / undo (across deals too) / copy,
``legal_actions``, ``view(seat)``, the typed ``log``; an illegal action raises an
``IllegalActionError`` naming the reason and changes nothing.

>>> game = Imperial(4)
>>> game.phase, game.seat_name(game.to_act), game.turnup.code, [len(h) for h in game.hands]
('imperials', 'player 2', 'TC', [12, 12])
>>> game.verify("point none")
Traceback (most recent call last):
...
piquet_core.errors.WrongTurnError: a point is not possible now: player 2 declares the atout (imperials)
>>> game.do("atout none").to_act, game.undo().to_act
(0, 1)
"""

from ..actions import GOOD, NOT_GOOD, Declare, Play, Reply
from ..cards import CARD_TABLE, SEVEN, display_sorted
from ..errors import CardNotHeldError, DeclarationError, ExchangeError, FollowSuitError, IllegalActionError
from ..errors import WrongTurnError
from ..events import Played, Proved, Trick
from ..game import FIRST_FREE, HISTORY, LOG, OVER, PHASE, TO_ACT, GameState
from ..refusals import said_of
from . import imperial_actions as acts
from .imperial_events import PLAYER_NAMES, Asked, DealBegun, Declared, GameWon, PointAnswered, PointCalled, Swapped
from .imperial_events import CAPOT, HONOURS, POINT_SCORE, TRICKS, TURNUP, TrickWon, chips_text, score_chips, trick_score
from .imperial_rules import (
    BLANCHE, IMPERIAL, KIND_NAMES, KINDS, SWAP_RANKS, TRICK_COUNT, ImperialRules, check_imperials, check_point,
    deal_of, found, honours_in, is_blanche, is_honour, legal_plays, play_refusal, point_total, subsets, suit_points,
    trick_winner,
)

SEATS = (0, 1)
FIRST_DEALER = 0
SWAP, IMPERIALS, POINT, ASK, PLAY = "swap", "imperials", "point", "ask", "play"
PHASES = (SWAP, IMPERIALS, POINT, ASK, PLAY, OVER)
CALL, ANSWER = "call", "answer"

(DEAL_NO, DEALER, DEALT, TURNUP_CARD, HANDS, SWAPPED, QUEUE, DECLS, POINTS, POINT_WINNER, TRICK_LIST, CURRENT,
 LEADER, CHIPS, EVENTS, WINNER, SHOWN, STARTS, ALL_DEALT, ENDS) = range(FIRST_FREE, FIRST_FREE + 20)
_SIZE = FIRST_FREE + 20


def _put(values, seat, value):
    return values[:seat] + (value,) + values[seat + 1:]


class Imperial(GameState):
    """A game of Imperial from the first deal to the fifth red chip."""

    __slots__ = ("_given",)
    game = "imperial"
    seats = SEATS
    seat_names = PLAYER_NAMES

    def __init__(self, seed, ranking=IMPERIAL, deals=None):
        """``deals``: {deal number from 0: (elder's cards, dealer's cards, turn-up)} for
        deals given by hand; every other deal is shuffled from ``seed``."""
        self._given = dict(deals or {})
        for number in self._given:
            deal_of(seed, number, self._given[number])  # refuse bad cards now, not deals later
        s = self._init_state(ImperialRules(ranking), seed, _SIZE)
        s[CHIPS] = ((0, 0), (0, 0))
        s[EVENTS] = s[STARTS] = s[ALL_DEALT] = s[ENDS] = ()
        s[WINNER] = None
        self._new_deal(0)
        self._advance()

    def copy(self):
        other = GameState.copy(self)
        other._given = self._given
        return other

    # ----- the public, read-only state ------------------------------------------------------

    def seat_name(self, seat):
        return PLAYER_NAMES[seat]

    ranking = property(lambda self: self._rules.ranking)
    deal_number = property(lambda self: self._s[DEAL_NO], doc="The deal in progress, from 0.")
    dealer = property(lambda self: self._s[DEALER])
    elder = property(lambda self: 1 - self._s[DEALER], doc="The non-dealer: he declares and leads first.")
    turnup = property(lambda self: self._s[TURNUP_CARD], doc="The card face up now (the seven after a swap).")
    trump = property(lambda self: self._s[TURNUP_CARD].suit)
    hands = property(lambda self: self._s[HANDS], doc="Both hands now, by seat, in display order.")
    swapped = property(lambda self: self._s[SWAPPED], doc="The seat that swapped the seven, or None.")
    tricks = property(lambda self: self._s[TRICK_LIST], doc="This deal's tricks, as ``events.Trick`` values.")
    current = property(lambda self: self._s[CURRENT], doc="The card led to the trick in progress, if any.")
    leader = property(lambda self: self._s[LEADER])
    chips = property(lambda self: self._s[CHIPS], doc="((red, white), (red, white)) by seat.")
    events = property(lambda self: self._s[EVENTS], doc="Every chip event of the game, in order.")
    winner = property(lambda self: self._s[WINNER])
    shown = property(lambda self: self._s[SHOWN], doc="Per seat, the cards he has shown this deal.")
    point_calls = property(lambda self: self._s[POINTS], doc="Per seat: None unspoken, () none, or the cards called.")
    point_winner = property(lambda self: self._s[POINT_WINNER])

    @property
    def dealt(self):
        """Both hands as dealt this deal, by seat, in the order dealt."""
        return self._s[DEALT][:2]

    @property
    def turnup_dealt(self):
        return self._s[DEALT][2]

    @property
    def stock(self):
        """The seven cards left face down: never seen, never played."""
        return self._s[DEALT][3]

    @property
    def deals(self):
        """Every deal begun: (dealer, (elder's, dealer's, turn-up), its first move's index)."""
        s = self._s
        return tuple((FIRST_DEALER if n % 2 == 0 else 1 - FIRST_DEALER, s[ALL_DEALT][n], s[STARTS][n])
                     for n in range(len(s[STARTS])))

    def chips_after(self, number):
        """The chips when deal ``number`` ended (before the next deal's turn-up), or None
        while it is unfinished; for the deal the game ended in, the final chips."""
        s = self._s
        if number < len(s[ENDS]):
            return s[ENDS][number]
        return s[CHIPS] if s[WINNER] is not None and number == s[DEAL_NO] else None

    def declared(self, kind):
        """Per seat, what he declared in ``kind``: None not yet, groups (the blanche: True/False)."""
        return self._s[DECLS][KINDS.index(kind)]

    def declaring_hand(self, seat):
        """The cards ``seat`` declares from: his hand and the turn-up."""
        return self._s[HANDS][seat] + (self._s[TURNUP_CARD],)

    def tricks_won(self):
        won = [0, 0]
        for trick in self._s[TRICK_LIST]:
            won[trick.winner] += 1
        return (won[0], won[1])

    @property
    def step(self):
        """What the player to act is deciding: (phase, seat, detail), or None in the play."""
        queue = self._s[QUEUE]
        return queue[0] if queue else None

    # ----- dealing and whose turn -------------------------------------------------------------

    def _new_deal(self, number):
        s = self._s
        dealer = FIRST_DEALER if number % 2 == 0 else 1 - FIRST_DEALER
        elder = 1 - dealer
        cards = deal_of(self._seed, number, self._given.get(number))
        hands = [None, None]
        hands[elder], hands[dealer] = cards[0], cards[1]
        turnup = cards[2]
        s[DEAL_NO], s[DEALER], s[TURNUP_CARD], s[SWAPPED] = number, dealer, turnup, None
        s[DEALT] = (hands[0], hands[1], turnup, cards[3])
        s[HANDS] = (display_sorted(hands[0]), display_sorted(hands[1]))
        s[DECLS] = ((None, None),) * len(KINDS)
        s[POINTS], s[POINT_WINNER] = (None, None), None
        s[TRICK_LIST], s[CURRENT], s[LEADER], s[SHOWN] = (), (), elder, ((), ())
        # A later deal begins inside the last card's move, before ``do`` records that move.
        s[STARTS] = s[STARTS] + (len(s[HISTORY]) + (1 if number else 0),)
        s[ALL_DEALT] = s[ALL_DEALT] + ((cards[0], cards[1], turnup),)
        queue = [(SWAP, dealer, None), (SWAP, elder, None)] if turnup.rank in SWAP_RANKS else []
        for kind in KINDS:
            queue += [(IMPERIALS, elder, kind), (IMPERIALS, dealer, kind)]
        s[QUEUE] = tuple(queue) + ((POINT, elder, CALL),)
        s[LOG] = s[LOG] + (DealBegun(dealer, number + 1, turnup),)
        if is_honour(turnup, turnup.suit):  # the first score of the deal, before anything is said
            self._score(dealer, TURNUP, "the turn-up, the %s, is an honour" % turnup.name)

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the one place turns are decided."""
        s = self._s
        if s[WINNER] is not None:
            s[PHASE], s[TO_ACT] = OVER, None
        elif s[QUEUE]:
            s[PHASE], s[TO_ACT] = s[QUEUE][0][0], s[QUEUE][0][1]
        else:
            s[PHASE], s[TO_ACT] = PLAY, s[LEADER] if not s[CURRENT] else 1 - s[LEADER]

    def _pop(self, *pushed):
        """Drop the step just taken; ``pushed`` steps come next, before the rest."""
        self._s[QUEUE] = tuple(pushed) + self._s[QUEUE][1:]

    # ----- verify: each check returns the plan that applies the action -------------------------

    def parse_action(self, text):
        return acts.parse(text)

    def _canonical(self, action):
        return acts.canonical(action)

    def _plan(self, action):
        checker = _CHECKERS.get(type(action))
        if checker is None:
            if isinstance(action, tuple):  # another game's action: an exchange, a carte blanche
                raise IllegalActionError("Imperial has no %s: there is no exchange, and the declarations are the "
                                         "imperials and the point" % type(action).__name__.lower())
            raise IllegalActionError("not an action: %r" % (action,))
        acts.check_fields(action)
        return getattr(self, checker)(action)

    def _expect(self, phase, what):
        s = self._s
        if s[PHASE] != phase:
            step = s[QUEUE][0] if s[QUEUE] else None
            doing = "plays to the trick" if step is None else {
                SWAP: "decides on the swap", IMPERIALS: "declares the %s (imperials)" % (step[2],),
                POINT: "%ss the point" % (step[2],), ASK: "asks to see or trusts"}[step[0]]
            raise WrongTurnError("%s is not possible now: %s %s" % (what, PLAYER_NAMES[s[TO_ACT]], doing))
        return s[QUEUE][0] if s[QUEUE] else None

    def _check_swap(self, action):
        self._expect(SWAP, "a swap")
        s = self._s
        seat = s[TO_ACT]
        seven = CARD_TABLE[s[TURNUP_CARD].suit * 8 + SEVEN]
        hand = s[HANDS][seat]
        if action.take and seven not in hand:
            raise ExchangeError("%s does not hold the seven of trumps (%s), so he cannot swap it for the %s"
                                % (PLAYER_NAMES[seat], seven.code, s[TURNUP_CARD].code))

        def apply():
            turnup = s[TURNUP_CARD]
            if not action.take:
                self._pop()
                s[LOG] = s[LOG] + (Swapped(seat, None, None),)
                return
            s[QUEUE] = tuple(step for step in s[QUEUE] if step[0] != SWAP)  # only one player can hold it
            s[HANDS] = _put(s[HANDS], seat, display_sorted([c for c in hand if c != seven] + [turnup]))
            s[TURNUP_CARD], s[SWAPPED] = seven, seat
            s[LOG] = s[LOG] + (Swapped(seat, seven, turnup),)
        return apply

    def _check_imperials(self, action):
        step = self._expect(IMPERIALS, "an imperial")
        s = self._s
        seat, kind = s[TO_ACT], step[2]
        if action.kind != kind or kind == BLANCHE:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        check_imperials(kind, action.groups, self.declaring_hand(seat), self.trump)
        groups = tuple(action.groups)

        def apply():
            self._pop()
            self._declare(seat, kind, groups)
            s[LOG] = s[LOG] + (Declared(seat, kind, groups, bool(groups)),)
            hand = s[HANDS][seat]
            self._show(seat, [card for group in groups for card in group if card in hand])
            for group in groups:
                self._score(seat, kind, "%s: %s" % (KIND_NAMES[kind], " ".join(c.code for c in group)))
        return apply

    def _check_blanche(self, action):
        step = self._expect(IMPERIALS, "a blanche")
        s = self._s
        seat = s[TO_ACT]
        if step[2] != BLANCHE:
            raise WrongTurnError("the %s is being declared now, not the blanche" % step[2])
        if action.claim and not is_blanche(s[HANDS][seat]):
            courts = [c.code for c in s[HANDS][seat] if c.is_court]
            raise DeclarationError("no imperiale blanche: %s holds %s" % (PLAYER_NAMES[seat], " ".join(courts)))

        def apply():
            self._pop(*([(ASK, 1 - seat, (BLANCHE, seat))] if action.claim else []))
            self._declare(seat, BLANCHE, bool(action.claim))
            s[LOG] = s[LOG] + (Declared(seat, BLANCHE, (), bool(action.claim)),)
            if action.claim:  # the one red that does not send the opponent's whites back
                self._score(seat, BLANCHE, KIND_NAMES[BLANCHE])
        return apply

    def _check_point(self, action):
        step = self._expect(POINT, "a point")
        s = self._s
        seat = s[TO_ACT]
        if action.kind != POINT:
            raise IllegalActionError("Imperial has no %s: its declarations are the imperials and the point"
                                     % action.kind)
        if step[2] == ANSWER:
            raise WrongTurnError("%s answers the point: good or not good" % PLAYER_NAMES[seat])
        cards = tuple(action.groups[0]) if action.groups else ()
        total = check_point(cards, self.declaring_hand(seat)) if cards else None

        def apply():
            s[POINTS] = _put(s[POINTS], seat, cards)
            s[LOG] = s[LOG] + (PointCalled(seat, total, cards or None),)
            if seat == self.elder:
                self._pop((POINT, 1 - seat, ANSWER if cards else CALL))
            else:  # the dealer calls only after elder's "no point": any point of his wins
                self._pop()
                self._settle(seat if cards else None)
        return apply

    def _check_answer(self, action):
        step = self._expect(POINT, "an answer")
        s = self._s
        seat = s[TO_ACT]
        if step[2] != ANSWER:
            raise WrongTurnError("nobody has called a point to answer: %s calls one, or none" % PLAYER_NAMES[seat])
        called = s[POINTS][1 - seat]
        cards = tuple(action.groups[0]) if action.groups else ()
        total = None
        if action.answer == NOT_GOOD:
            total = check_point(cards, self.declaring_hand(seat))
            if total <= point_total(called):
                raise DeclarationError("not good needs more than %d; %s makes %d (a tie is the non-dealer's)"
                                       % (point_total(called), " ".join(c.code for c in cards), total))
        elif action.answer != GOOD or cards:
            raise DeclarationError("the answer to a point is 'good' or 'not good' with the cards that beat it")

        def apply():
            s[POINTS] = _put(s[POINTS], seat, cards)
            s[LOG] = s[LOG] + (PointAnswered(seat, action.answer, total, cards or None),)
            self._pop()
            self._settle(seat if total is not None else 1 - seat)
        return apply

    def _settle(self, winner):
        s = self._s
        s[POINT_WINNER] = winner
        if winner is not None:
            s[QUEUE] = ((ASK, 1 - winner, (POINT, winner)),) + s[QUEUE]
            self._score(winner, POINT_SCORE, "the point of %d" % point_total(s[POINTS][winner]))

    def _check_ask(self, action):
        step = self._expect(ASK, "asking to see")
        s = self._s
        seat = s[TO_ACT]
        what, shower = step[2]
        cards = s[HANDS][shower] if what == BLANCHE else s[POINTS][shower]

        def apply():
            self._pop()
            s[LOG] = s[LOG] + (Asked(seat, what, bool(action.ask)),)
            if action.ask:
                s[LOG] = s[LOG] + (Proved(shower, what, display_sorted(cards)),)
                self._show(shower, cards)
        return apply

    def _check_play(self, action):
        self._expect(PLAY, "playing a card")
        s = self._s
        seat, card = s[TO_ACT], action.card
        hand = s[HANDS][seat]
        if card not in hand:
            raise CardNotHeldError("%s does not hold %s" % (PLAYER_NAMES[seat], card.code))
        led = s[CURRENT][0] if s[CURRENT] else None
        if led is not None:
            why = play_refusal(hand, led, card, self.trump, self.ranking)
            if why is not None:
                raise FollowSuitError(said_of(why, PLAYER_NAMES[seat]))

        def apply():
            s[HANDS] = _put(s[HANDS], seat, tuple(c for c in hand if c != card))
            s[LOG] = s[LOG] + (Played(seat, card, led is None),)
            if led is None:
                s[CURRENT] = (card,)
                return
            leader = s[LEADER]
            winner = trick_winner(leader, led, card, self.trump, self.ranking)
            s[TRICK_LIST] = s[TRICK_LIST] + (Trick(leader, led, card, winner),)
            s[CURRENT], s[LEADER] = (), winner
            honours = honours_in((led, card), self.trump)
            s[LOG] = s[LOG] + (TrickWon(winner, (led, card), honours),)
            if honours:
                self._score(winner, HONOURS, "wins " + " and ".join("the " + c.name for c in honours), len(honours))
            if len(s[TRICK_LIST]) == TRICK_COUNT:
                self._finish()
        return apply

    def _finish(self):
        """After the twelfth trick: the tricks over six, or all twelve; then the next deal."""
        won = self.tricks_won()
        for seat in (self.elder, self.dealer):  # at most one of them has more than six
            scored = trick_score(won[seat], TRICK_COUNT)
            if scored is not None and scored[0] == CAPOT:
                self._score(seat, CAPOT, "all twelve tricks")
            elif scored is not None:
                self._score(seat, TRICKS, "%d tricks, %d over six" % (won[seat], scored[1]), scored[1])
        if self._s[WINNER] is None:
            self._s[ENDS] = self._s[ENDS] + (self._s[CHIPS],)
            self._new_deal(self._s[DEAL_NO] + 1)

    # ----- chips, shown cards, declarations --------------------------------------------------

    def _score(self, seat, category, reason, count=1):
        """``seat`` scores ``category`` (its chips: ``imperial_events.chips_for``)."""
        s = self._s
        if s[WINNER] is not None:  # the fifth red ends the game at once: nothing more is scored
            return
        s[CHIPS], said, winner = score_chips(s[CHIPS], seat, category, reason, count)
        s[EVENTS] = s[EVENTS] + said
        s[LOG] = s[LOG] + said
        if winner is not None:
            s[WINNER] = winner
            s[LOG] = s[LOG] + (GameWon(winner),)

    def _show(self, seat, cards):
        s = self._s
        mine = s[SHOWN][seat]
        s[SHOWN] = _put(s[SHOWN], seat, display_sorted(mine + tuple(c for c in cards if c not in mine)))

    def _declare(self, seat, kind, value):
        s = self._s
        index = KINDS.index(kind)
        s[DECLS] = _put(s[DECLS], index, _put(s[DECLS][index], seat, value))

    # ----- what may be done now ---------------------------------------------------------------

    def legal_actions(self):
        """Every action the player to act may take now (imperials: each choice of those
        he holds; the point: each whole suit, or none)."""
        s = self._s
        phase, seat = s[PHASE], s[TO_ACT]
        if phase == OVER:
            return []
        if phase == PLAY:
            return [Play(card) for card in self.legal_cards()]
        step = s[QUEUE][0]
        if phase == SWAP:
            seven = CARD_TABLE[self.trump * 8 + SEVEN]
            return ([acts.Swap(True)] if seven in s[HANDS][seat] else []) + [acts.Swap(False)]
        if phase == ASK:
            return [acts.Ask(True), acts.Ask(False)]
        cards = self.declaring_hand(seat)
        if phase == IMPERIALS:
            if step[2] == BLANCHE:
                return ([acts.Blanche(True)] if is_blanche(s[HANDS][seat]) else []) + [acts.Blanche(False)]
            return [acts.Imperials(step[2], chosen) for chosen in subsets(found(step[2], cards, self.trump))]
        if step[2] == CALL:
            return [Declare(POINT, (held,)) for held in suit_points(cards)] + [Declare(POINT, ())]
        beaten = point_total(s[POINTS][1 - seat])
        better = [held for held in suit_points(cards) if point_total(held) > beaten]
        return [Reply(NOT_GOOD, (held,)) for held in better] + [Reply(GOOD, ())]

    def legal_cards(self):
        """In the play, the cards the player to act may play (else [])."""
        s = self._s
        if s[PHASE] != PLAY:
            return []
        return legal_plays(s[HANDS][s[TO_ACT]], s[CURRENT][0] if s[CURRENT] else None, self.trump, self.ranking)

    # ----- reports --------------------------------------------------------------------------

    def result(self):
        """The game's state of play as plain data (also the JSON of the command line)."""
        chips = self._s[CHIPS]
        winner = self._s[WINNER]
        return {
            "game": self.game, "ranking": self.ranking, "deals": self._s[DEAL_NO] + 1,
            "chips": {PLAYER_NAMES[seat]: {"red": chips[seat][0], "white": chips[seat][1]} for seat in SEATS},
            "winner": None if winner is None else PLAYER_NAMES[winner], "over": self.is_over,
        }

    def chips_text(self):
        return chips_text(self._s[CHIPS])

    def view(self, seat):
        """What ``seat`` knows (see ``games.imperial_view``)."""
        from .imperial_view import ImperialView
        return ImperialView(self, seat)


_CHECKERS = {
    acts.Swap: "_check_swap", acts.Imperials: "_check_imperials", acts.Blanche: "_check_blanche",
    acts.Ask: "_check_ask", Declare: "_check_point", Reply: "_check_answer", Play: "_check_play",
}

