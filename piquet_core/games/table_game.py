"""The state machine that the games for three and four seats share: hands dealt round a
table, carte blanche, the three classes declared with ``games.dialogue``, tricks of one
card from every seat, and the scores with repic and pic. Each game subclasses
``TableGame`` for what is its own (Piquet Normand's stock, Piquet Voleur's partners).

Glossary:
    seat:          a place at the table, numbered from the dealer's left in speaking
                   order (the first seat speaks and leads first; the dealer is last).
    side:          whoever a score belongs to: each seat for himself (Normand), or a
                   partnership of two seats (Voleur). ``totals``, each score event's
                   ``player`` and ``bonus`` count by side; the log and tricks by seat.
    carte blanche: a hand as dealt with no king, queen or jack; claimed for 10 before
                   any other score, and shown to the whole table.
    repic, pic:    the bonuses of the larger tables (the engine's categories
                   ``repique`` and ``pique``): reaching the threshold while every other
                   side has nothing, from declarations (repic) or with the play (pic).
    lead point, win point: 1 for leading a trick; 1 for winning a trick that another
                   side led.

A subclass sets ``game``, ``title_name``, ``seats``, ``seat_names``, ``score_names``,
``trick_count`` and, for partnerships, ``sides``; it provides ``_advance`` (from
``_carte_blanche_seat`` and ``_advance_table``), ``_declaring`` (the class being
declared), ``_finish`` (the scores after the last trick) and ``view``.
"""

from ..actions import CarteBlanche, Declare, Exchange, Play, Reply, canonical, check_shape, parse_action
from ..cards import sort_key
from ..combinations import CARTE_BLANCHE_SCORE, CLASSES, is_carte_blanche
from ..errors import (
    CardNotHeldError, DuplicateCardError, ExchangeError, FollowSuitError, IllegalActionError, WrongTurnError,
)
from ..events import Announced, Played, Proved
from ..game import FIRST_FREE, LOG, OVER, PHASE, TO_ACT, GameState
from ..refusals import FOLLOW, Refusal, said_of
from ..scoring import CARTE_BLANCHE, LEAD, WIN, add_score_seats, rule_bonuses
from ..tricks import legal_plays
from .common import TableTrick, seat_after, seats_from, trick_winner_of
from .dialogue import DONE, called, check_call, check_reply, choices, opening, replied

CARTE_BLANCHE_PHASE, DECLARATION, PLAY = "carte blanche", "declaration", "play"

# The shared slots of the state vector (see game.py); a game numbers its own from TABLE_FREE.
(HANDS, CARTE_BLANCHES, TURNS, TRICKS, CURRENT, LEADER, TOTALS, BONUS, EVENTS, SHOWN,
 DECLARED) = range(FIRST_FREE, FIRST_FREE + 11)
TABLE_FREE = FIRST_FREE + 11


def sorted_cards(cards):
    return tuple(sorted(cards, key=sort_key))


def put(values, seat, value):
    """``values`` (a tuple per seat) with ``seat``'s entry replaced."""
    return values[:seat] + (value,) + values[seat + 1:]


def check_dealt(groups, what):
    """Raise ``DuplicateCardError`` if a card is in two of ``groups`` (the dealt cards)."""
    seen = set()
    for group in groups:
        for card in group:
            if card in seen:
                raise DuplicateCardError(card.code, "dealt twice: %s must hold each of the 32 cards exactly once"
                                         % what)
            seen.add(card)


class TableRules:
    """The fixed settings of a table game (no variants): ``name`` and the numbers."""

    __slots__ = ()
    name = None

    def names(self):
        return []

    def to_text(self):
        return self.name

    def __repr__(self):
        return type(self).__name__ + "()"


class TableGame(GameState):
    """One deal at a table of three or more, on the ``GameState`` interface."""

    __slots__ = ("_dealt",)
    game = None
    title_name = None
    seats = ()
    seat_names = ()
    score_names = ()
    sides = None  # per seat, the side he scores for; None: every seat for himself
    trick_count = 0

    def _init_table(self, rules, seed, size, hands):
        s = self._init_state(rules, seed, size)
        self._dealt = hands
        s[HANDS] = tuple(sorted_cards(hand) for hand in hands)
        s[CARTE_BLANCHES] = (None,) * len(self.seats)
        s[TURNS] = (opening(self.seats),) * len(CLASSES)
        s[TRICKS] = s[CURRENT] = s[EVENTS] = ()
        s[LEADER] = self.seats[0]
        s[TOTALS] = (0,) * len(self.score_names)
        s[BONUS] = s[DECLARED] = None
        s[SHOWN] = ((),) * len(self.seats)
        return s

    def copy(self):
        other = GameState.copy(self)
        other._dealt = self._dealt
        return other

    # ----- the public, read-only state ----------------------------------------------------

    def seat_name(self, seat):
        return self.seat_names[seat]

    def side(self, seat):
        """The side ``seat`` scores for (an index of ``totals``)."""
        return seat if self.sides is None else self.sides[seat]

    @property
    def dealt(self):
        """The hands as dealt, in the order dealt."""
        return self._dealt

    @property
    def hands(self):
        """The hands now, each in display order."""
        return self._s[HANDS]

    @property
    def carte_blanche(self):
        """Per seat: True claimed, False kept quiet, None not eligible or undecided."""
        return self._s[CARTE_BLANCHES]

    @property
    def declared_hands(self):
        """The hands as they were declared, or None before the declarations."""
        return self._s[DECLARED]

    @property
    def current_class(self):
        return CLASSES[self._declaring()] if self._s[PHASE] == DECLARATION else None

    def class_record(self, kind):
        """The ``dialogue.ClassTurn`` of ``kind``."""
        return self._s[TURNS][CLASSES.index(kind)]

    @property
    def classes(self):
        turns = self._s[TURNS]
        return {CLASSES[i]: turns[i] for i in range(len(CLASSES))}

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
        """The running totals, one per side (``score_names``)."""
        return self._s[TOTALS]

    # Every score is said when it is made, so the reckoning is the spoken order.
    reckoned_events = events
    reckoned_totals = totals

    @property
    def pending(self):
        return ()

    @property
    def bonus(self):
        """None, or (side, "repique"/"pique") once repic or pic is made."""
        return self._s[BONUS]

    @property
    def shown(self):
        """Per seat, his cards shown to the whole table (carte blanche, proofs)."""
        return self._s[SHOWN]

    def tricks_won(self):
        """Tricks won per seat."""
        won = [0] * len(self.seats)
        for trick in self._s[TRICKS]:
            won[trick.winner] += 1
        return tuple(won)

    # ----- whose turn --------------------------------------------------------------------

    def _carte_blanche_seat(self):
        """The first seat still to decide on a carte blanche he was dealt, or None."""
        decided = self._s[CARTE_BLANCHES]
        for seat in self.seats:
            if decided[seat] is None and is_carte_blanche(self._dealt[seat]):
                return seat
        return None

    def _advance_table(self):
        """Phase and turn once the hands are what they will be declared as."""
        s = self._s
        if s[DECLARED] is None:
            s[DECLARED] = s[HANDS]
        index = self._declaring()
        if index is not None:
            s[PHASE], s[TO_ACT] = DECLARATION, s[TURNS][index].speaker
            return
        if len(s[TRICKS]) < self.trick_count:
            s[PHASE], s[TO_ACT] = PLAY, seat_after(s[LEADER], len(s[CURRENT]), len(self.seats))
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
                what, self.seat_names[self._s[TO_ACT]], self._s[PHASE]))

    def _check_exchange(self, action):
        raise ExchangeError("%s has no exchange: the cards dealt are the cards played" % self.title_name)

    def _check_carte_blanche(self, action):
        self._expect(CARTE_BLANCHE_PHASE, "carte blanche")
        seat = self._s[TO_ACT]
        claim = bool(action.claim)

        def apply():
            s = self._s
            s[CARTE_BLANCHES] = put(s[CARTE_BLANCHES], seat, claim)
            if claim:
                self._score(seat, CARTE_BLANCHE_SCORE, CARTE_BLANCHE, "carte blanche", declaration=True,
                            carte_blanche=True)
                self._prove(seat, self._dealt[seat], "carte blanche")
        return apply

    def _speaking(self, what):
        """(class index, class, seat) of the declaration now; refused outside it."""
        self._expect(DECLARATION, what)
        index = self._declaring()
        return index, CLASSES[index], self._s[TO_ACT]

    def _check_declare(self, action):
        index, kind, seat = self._speaking("a declaration")
        if action.kind != kind:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        call = check_call(self._s[TURNS][index], kind, action.groups, self._s[HANDS][seat])

        def apply():
            turn, said = called(self._s[TURNS][index], seat, kind, call, self.seats, self.sides)
            self._after_speech(index, turn, said)
        return apply

    def _check_reply(self, action):
        index, kind, seat = self._speaking("an answer")
        call = check_reply(self._s[TURNS][index], kind, action.answer, action.groups, self._s[HANDS][seat])

        def apply():
            turn, said = replied(self._s[TURNS][index], seat, kind, action.answer, call, self.seats, self.sides)
            self._after_speech(index, turn, said)
        return apply

    def _after_speech(self, index, turn, said):
        """Keep the class's new turn; once it is settled its winner scores and shows it."""
        s = self._s
        s[TURNS] = put(s[TURNS], index, turn)
        s[LOG] = s[LOG] + tuple(said)
        if turn.step != DONE or turn.winner is None:
            return
        kind = CLASSES[index]
        call = turn.calls[turn.winner]
        for combo in call:
            self._score(turn.winner, combo.score, kind, combo.full_name, declaration=True, combo=combo)
        self._prove(turn.winner, [card for combo in call for card in combo.cards], kind)

    def _check_play(self, action):
        self._expect(PLAY, "playing a card")
        s = self._s
        card = action.card
        seat = s[TO_ACT]
        names = self.seat_names
        hand = s[HANDS][seat]
        if card not in hand:
            raise CardNotHeldError("%s does not hold %s" % (names[seat], card.code))
        current = s[CURRENT]
        led = current[0] if current else None
        if led is not None and card.suit != led.suit:
            follow = tuple(c for c in hand if c.suit == led.suit)
            if follow:
                raise FollowSuitError(said_of(Refusal(FOLLOW, led, follow), names[seat]))
        count = len(self.seats)

        def apply():
            s = self._s
            s[HANDS] = put(s[HANDS], seat, tuple(c for c in hand if c != card))
            s[LOG] = s[LOG] + (Played(seat, card, led is None),)
            played = current + (card,)
            if led is None:
                s[CURRENT] = played
                self._score(seat, 1, LEAD, "leads the " + card.name)
                return
            if len(played) < count:
                s[CURRENT] = played
                return
            leader = s[LEADER]
            winner = trick_winner_of(leader, played, count)
            s[TRICKS] = s[TRICKS] + (TableTrick(leader, played, winner),)
            s[CURRENT] = ()
            s[LEADER] = winner
            if self.side(winner) != self.side(leader):  # a trick one's own side led scores nothing
                won_with = played[seats_from(leader, count).index(winner)]
                self._score(winner, 1, WIN, "wins with the " + won_with.name)
            if len(s[TRICKS]) == self.trick_count:
                self._finish(winner)
        return apply

    # ----- scores, proofs and the log ---------------------------------------------------------

    def _score(self, seat, points, category, reason, declaration=False, pique=True, combo=None, carte_blanche=False):
        """``seat`` makes a score for his side and says the side's new total."""
        s = self._s
        made, s[TOTALS], s[BONUS] = add_score_seats(s[TOTALS], s[BONUS], self.side(seat), points, category, reason,
                                                    rule_bonuses(self._rules), declaration, pique)
        if made:
            s[EVENTS] = s[EVENTS] + made
            s[LOG] = s[LOG] + (Announced(seat, made, combo, carte_blanche),)

    def _prove(self, seat, cards, why):
        """``seat`` shows ``cards`` to the whole table."""
        s = self._s
        cards = sorted_cards(cards)
        s[LOG] = s[LOG] + (Proved(seat, why, cards),)
        mine = s[SHOWN][seat]
        s[SHOWN] = put(s[SHOWN], seat, mine + tuple(card for card in cards if card not in mine))

    # ----- what may be done now ---------------------------------------------------------------

    def legal_actions(self):
        """Every action the seat to act may take now (calls: the canonical ones)."""
        s = self._s
        phase = s[PHASE]
        if phase == PLAY:
            return [Play(card) for card in self.legal_cards()]
        if phase == OVER:
            return []
        if phase == CARTE_BLANCHE_PHASE:
            return [CarteBlanche(True), CarteBlanche(False)]
        if phase == DECLARATION:
            index = self._declaring()
            return choices(s[TURNS][index], CLASSES[index], s[HANDS][s[TO_ACT]])
        return self._other_actions(phase)

    def _other_actions(self, phase):
        return []

    def legal_cards(self):
        """In the play, the cards the seat to act may play (else [])."""
        s = self._s
        if s[PHASE] != PLAY:
            return []
        current = s[CURRENT]
        return legal_plays(s[HANDS][s[TO_ACT]], current[0] if current else None)

    # ----- reports --------------------------------------------------------------------------

    def result(self):
        """The deal's outcome as plain data (also the JSON of the command line)."""
        names, scorers = self.seat_names, self.score_names
        won = self.tricks_won()
        totals = self._s[TOTALS]
        bonus = self._s[BONUS]
        turns = self._s[TURNS]
        return {
            "game": self.game,
            "totals": {scorers[i]: totals[i] for i in range(len(scorers))},
            "tricks": {names[seat]: won[seat] for seat in self.seats},
            "bonus": None if bonus is None else {"player": scorers[bonus[0]], "kind": bonus[1]},
            "classes": {CLASSES[i]: (None if turns[i].winner is None else names[turns[i].winner])
                        for i in range(len(CLASSES))},
            "over": self.is_over,
        }

    def transcript(self):
        from ..transcript import transcript
        return transcript(self)

    # ----- to be provided by each game ------------------------------------------------------

    def _declaring(self):
        """The index in ``CLASSES`` of the class being declared now, or None."""
        raise NotImplementedError

    def _finish(self, last_winner):
        raise NotImplementedError


# Each action type and the method that checks it.
_CHECKERS = {
    CarteBlanche: "_check_carte_blanche", Exchange: "_check_exchange", Declare: "_check_declare",
    Reply: "_check_reply", Play: "_check_play",
}
