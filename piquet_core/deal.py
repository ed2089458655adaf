"""One deal of two-player Rubicon Piquet as a state machine, one validated action at a time.

Glossary:
    elder (majeur):    the non-dealer; speaks first, exchanges first, leads first.
    younger (mineur):  the dealer.
    talon:             the eight undealt cards: the top five are elder's to draw from,
                       the last three younger's.
    declaration:       the three classes in order, point, sequence, set; elder calls,
                       younger answers; younger states his own scores after elder's lead.
    proving:           the winner of a class shows the cards he scored.
    trump mode:        CardParade's (``Rules.trumps``): elder names a trump suit at the
                       start of his exchange turn (and then looks at younger's three
                       talon cards) or right after his exchange, before younger's; in
                       the play a player void of the suit led must trump if he can, and
                       a trump wins a trick of another suit.
    announced capot:   (``Rules.announced_capot``) at the start of his own exchange
                       turn a player may say he will win all twelve tricks: made, it
                       scores ``announced_capot`` instead of the capot; failed, his
                       opponent scores the capot's ``capot_bonus``.

The game interface is ``game.GameState``'s: ``verify`` (raise the reason an action is
illegal), ``can``, ``do``, ``undo``, ``copy``, ``legal_actions``, ``view(seat)`` and the
typed ``log``. An illegal action raises an ``IllegalActionError`` and leaves the deal
exactly as it was. Everything the deal knows is read through the read-only properties
below; the state itself is private.

``Deal`` is this module's class and four mixins, one job each: ``deal_exchange`` (carte
blanche, the exchange, trumps, the capot announced), ``deal_declaration`` (the
dialogue), ``deal_play`` (the play of the cards and the end of the deal) and
``deal_scores`` (writing scores, log entries and proofs); ``deal_state`` holds the
layout of the state they share. Here: construction, the read-only state, whose turn it
is, ``do`` and each action's dispatch to its check, the legal actions and the reports.

>>> deal = Deal.from_seed(1)
>>> deal.phase, seat_name(deal.to_act)
('exchange', 'elder')
>>> deal.can(parse_action("play AS"))
False
>>> deal.verify(parse_action("exchange none"))
Traceback (most recent call last):
...
piquet_core.errors.IllegalActionError: elder must exchange at least 1 card
>>> before = deal.copy(); _ = deal.do("exchange " + deal.hands[0][0].code); deal.to_act
1
>>> deal.undo().history == before.history and deal.hands == before.hands
True
"""

from .actions import (
    Announce, CarteBlanche, Declare, Exchange, Play, Reply, Trumps, canonical, check_shape, parse_action, play_of,
)
from .cards import SUIT_CHARS, SUITS, Card, as_cards, display_sorted
from .combinations import CLASSES, is_carte_blanche
from .deal_declaration import DeclarationMixin
from .deal_exchange import ExchangeMixin
from .deal_play import PlayMixin
from .deal_scores import ScoresMixin
from .deal_state import (  # (the phases are imported from deal too)
    ANNOUNCER, BONUS, CARTE_BLANCHE_PHASE, CARTE_BLANCHES, CLASS_INDEX, CLASS_RECORDS, CURRENT, DECLARATION, DECLARED,
    DISCARDS, DRAWN, EVENTS, EXCHANGE, EXCHANGED, EXPOSED, HANDS, IN_SUIT, KNOWN, LEADER, M_EVENTS, M_HISTORY, M_LOG, M_MARKS,
    M_OFFER, M_RECKONING, M_TRICKS, MEMO_SIZE, NEW_CLASS, PENDING, PENDING_LOG, PHASES, PLAY, RECKONED, RECKONING, SIZE, TALON, TALON_SEEN,
    TOTALS, TRICKS, TRUMP, TRUMPS, ClassRecord, log_entry_of, mark_of, move_of, score_of, scoring_cards, trick_of,
)
from .dealing import deal_cards
from .declarations import CALL
from .errors import DuplicateCardError, IllegalActionError, WrongTurnError
from .game import EMPTY, HISTORY, LOG, MARKS, OVER, PHASE, TO_ACT, GameState, chain_tuple
from .legal import legal_exchanges, offer_in_class
from .rules import DEFAULT_RULES
from .scoring import ScoreEvent, rule_bonuses
from .events import Proved
from .seats import ELDER, TWO_SEATS, YOUNGER, opponent, seat_name
from .tricks import legal_plays

_sorted = display_sorted
_LISTS = (list, tuple)


class Deal(GameState, PlayMixin, DeclarationMixin, ExchangeMixin, ScoresMixin):
    """A deal from the dealt cards to the final score. See the module docstring."""

    __slots__ = ("_dealt", "_talon_dealt", "_bonuses", "_scoring", "_memo")

    def __init__(self, elder_hand, younger_hand, talon, rules=DEFAULT_RULES, seed=None):
        if type(elder_hand) in _LISTS and type(younger_hand) in _LISTS and type(talon) in _LISTS:
            # the common case first: 12, 12 and 8 Cards, the 32 of the pack once each, which
            # the checks below accept as they are; anything else is checked card by card
            elder, younger, rest = tuple(elder_hand), tuple(younger_hand), tuple(talon)
            every = elder + younger + rest
            if (len(elder) == 12 and len(younger) == 12 and len(every) == 32 and len(set(every)) == 32
                    and len(set(map(type, every))) == 1 and type(every[0]) is Card):
                self._start(elder, younger, rest, rules, seed)
                return
        elder_hand = as_cards(elder_hand, 12, "elder's hand")
        younger_hand = as_cards(younger_hand, 12, "younger's hand")
        talon = as_cards(talon, 8, "talon")
        every = elder_hand + younger_hand + talon
        if len(set(every)) != len(every):  # name the first card dealt twice
            seen = set()
            for card in every:
                if card in seen:
                    raise DuplicateCardError(card.code, "dealt twice: the hands and talon must hold each of "
                                                        "the 32 cards exactly once")
                seen.add(card)
        self._start(elder_hand, younger_hand, talon, rules, seed)

    def _start(self, elder_hand, younger_hand, talon, rules, seed):
        """Set up the deal from checked cards (tuples of Card)."""
        s = self._init_state(rules, seed, SIZE)
        self._dealt = (tuple(elder_hand), tuple(younger_hand))
        self._talon_dealt = tuple(talon)
        self._bonuses = rule_bonuses(rules)
        self._scoring = scoring_cards(rules)
        self._memo = [None] * MEMO_SIZE
        s[HISTORY] = s[LOG] = EMPTY
        s[MARKS] = None
        s[HANDS] = (_sorted(elder_hand), _sorted(younger_hand))
        s[TALON] = tuple(talon)
        s[DISCARDS] = s[DRAWN] = s[TALON_SEEN] = s[KNOWN] = ((), ())
        s[EXPOSED] = ()
        s[CARTE_BLANCHES] = (None, None)  # True claimed, False kept quiet, None not eligible/undecided
        s[EXCHANGED] = (False, False)
        s[CLASS_RECORDS] = (NEW_CLASS, NEW_CLASS, NEW_CLASS)
        s[CLASS_INDEX] = 0
        s[TRICKS] = EMPTY
        s[CURRENT] = ()
        s[LEADER] = ELDER
        s[TOTALS] = s[RECKONED] = (0, 0)  # as announced / as reckoned (younger's declarations count at once)
        s[BONUS] = None
        s[EVENTS] = s[RECKONING] = EMPTY
        s[PENDING] = s[PENDING_LOG] = ()  # plain scores, and log entries as for LOG
        s[DECLARED] = None
        s[TRUMP] = None  # the trump suit (0..3) once named: None without trumps
        s[ANNOUNCER] = None  # the seat that announced capot, if one did
        self._advance()

    @classmethod
    def from_seed(cls, seed, rules=DEFAULT_RULES):
        elder, younger, talon = deal_cards(seed)
        deal = object.__new__(cls)  # the 32 cards of the pack once each: nothing for __init__ to check
        deal._start(elder, younger, talon, rules, seed)
        return deal

    def copy(self):
        other = GameState.copy(self)
        other._dealt = self._dealt
        other._talon_dealt = self._talon_dealt
        other._bonuses = self._bonuses
        other._scoring = self._scoring
        other._memo = list(self._memo)
        return other

    def _record(self, slot, key, make):
        """The tuple of a chain's entries (see "The records" in ``deal_state``), kept until the chain grows."""
        memo = self._memo
        found = memo[key]
        cell = self._s[slot]
        if found is None or found[0] is not cell:
            found = memo[key] = chain_tuple(cell, found, make)
        return found[1]

    # ----- the public, read-only state ------------------------------------------------------

    seats = TWO_SEATS

    @property
    def dealt(self):
        """Both hands as dealt: (elder's, younger's), in the order dealt."""
        return self._dealt

    @property
    def talon_dealt(self):
        """The eight talon cards as dealt, top first."""
        return self._talon_dealt

    @property
    def hands(self):
        """Both hands now, each in display order."""
        return self._s[HANDS]

    @property
    def talon(self):
        """The talon cards nobody has drawn, top first."""
        return self._s[TALON]

    @property
    def discards(self):
        return self._s[DISCARDS]

    @property
    def drawn(self):
        return self._s[DRAWN]

    @property
    def talon_seen(self):
        """Per seat, the talon cards he has drawn or looked at."""
        return self._s[TALON_SEEN]

    @property
    def exposed(self):
        """Younger's leftover talon cards turned face up for both."""
        return self._s[EXPOSED]

    @property
    def carte_blanche(self):
        """Per seat: True claimed, False kept quiet, None not eligible or undecided."""
        return self._s[CARTE_BLANCHES]

    @property
    def exchanged(self):
        return self._s[EXCHANGED]

    @property
    def declared_hands(self):
        """Both hands as they were declared (after the exchange), or None before."""
        return self._s[DECLARED]

    @property
    def class_index(self):
        return self._s[CLASS_INDEX]

    @property
    def current_class(self):
        return CLASSES[self._s[CLASS_INDEX]] if self._s[PHASE] == DECLARATION else None

    def class_record(self, kind):
        """The ``ClassRecord`` of ``kind`` (point, sequence or set)."""
        return self._s[CLASS_RECORDS][CLASSES.index(kind)]

    @property
    def classes(self):
        """{kind: ClassRecord} for the three classes."""
        records = self._s[CLASS_RECORDS]
        return {CLASSES[i]: records[i] for i in range(3)}

    @property
    def history(self):
        """Every action taken, as ``Move(seat, action)``, in order."""
        return self._record(HISTORY, M_HISTORY, move_of)

    @property
    def log(self):
        """Every public event (``events`` namedtuples), in the order said."""
        return self._record(LOG, M_LOG, log_entry_of)

    @property
    def marks(self):
        """``len(log)`` after each move: the log entries move ``i`` caused are
        ``log[marks[i-1]:marks[i]]``."""
        return self._record(HISTORY, M_MARKS, mark_of)

    @property
    def tricks(self):
        """The finished tricks, as ``Trick(leader, led, followed, winner)``."""
        return self._record(TRICKS, M_TRICKS, trick_of)

    @property
    def current(self):
        """The cards of the trick in progress: () or the one card led."""
        return self._s[CURRENT]

    @property
    def leader(self):
        """The seat leading the trick in progress (or the next one)."""
        return self._s[LEADER]

    @property
    def events(self):
        """Score events as announced, in order (younger's declarations once stated)."""
        return self._record(EVENTS, M_EVENTS, score_of)

    @property
    def totals(self):
        """Both running totals as announced so far."""
        return self._s[TOTALS]

    @property
    def reckoned_totals(self):
        """Both totals as the reckoning stands: younger's declaration scores count from
        the moment he wins a class, though he states them only after elder's first lead.
        What decides pique and repique; equal to ``totals`` once he has stated them."""
        return self._s[RECKONED]

    @property
    def reckoned_events(self):
        """Every score event in reckoning order (RULES.md §6: carte blanche, point,
        sequence, set, then the play), which differs from the spoken order when younger
        wins a class: what ``hundred_up`` is checked against."""
        return self._record(RECKONING, M_RECKONING, score_of)

    @property
    def pending(self):
        """Younger's declaration scores won but not yet stated (he states them after
        elder's first lead): known to the deal, never shown in a view."""
        return tuple([ScoreEvent(*score) for score in self._s[PENDING]])

    @property
    def trumps(self):
        """The trump suit's letter ("S", "H", "D" or "C") once named, else None (always
        None without the trump mode)."""
        suit = self._s[TRUMP]
        return None if suit is None else SUIT_CHARS[suit]

    @property
    def trump_suit(self):
        """The trump suit as a number (0..3, S H D C), or None: ``trumps`` for programs
        (``tricks.legal_plays``, ``tricks.trick_winner``)."""
        return self._s[TRUMP]

    @property
    def capot_announced(self):
        """The seat that announced capot (``Rules.announced_capot``), or None: at most one
        player announces it in a deal."""
        return self._s[ANNOUNCER]

    @property
    def bonus(self):
        """None, or (seat, "pique"/"repique") once one is made (it may not be said yet)."""
        return self._s[BONUS]

    @property
    def known(self):
        """Per seat, the opponent's cards he has been shown (proofs)."""
        return self._s[KNOWN]

    def proofs_of(self, seat):
        """The cards ``seat`` has shown to prove what he scored, and (younger, before his
        statement) the ones he will show with it: what no sinking can keep secret now.

        >>> deal = Deal.from_seed(1)
        >>> deal.proofs_of(0), deal.proofs_of(1)
        ((), ())
        """
        shown = list(self._s[KNOWN][opponent(seat)])
        for entry in self._s[PENDING_LOG]:
            if type(entry) is Proved and entry.seat == seat:
                shown.extend(card for card in entry.cards if card not in shown)
        return tuple(shown)

    # ----- whose turn -------------------------------------------------------------

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the single place turns are decided."""
        s = self._s
        phase = s[PHASE]
        if phase == PLAY and s[TRICKS][1] < 12:  # the common case, decided quickly
            s[TO_ACT] = s[LEADER] if not s[CURRENT] else opponent(s[LEADER])
            return
        if phase != DECLARATION:  # (in the dialogue both have exchanged and the hands are declared)
            exchanged = s[EXCHANGED]
            if not exchanged[ELDER] and not exchanged[YOUNGER]:  # (carte blanche is said before any exchange)
                for seat in TWO_SEATS:
                    if s[CARTE_BLANCHES][seat] is None and is_carte_blanche(self._dealt[seat]):
                        s[PHASE], s[TO_ACT] = CARTE_BLANCHE_PHASE, seat
                        return
            for seat in self._exchange_order():
                if not exchanged[seat]:
                    if seat == YOUNGER and s[TRUMP] is None and self._rules.trumps:
                        # (elder exchanges first in the trump mode) younger exchanges knowing trumps
                        s[PHASE], s[TO_ACT] = TRUMPS, ELDER
                        return
                    s[PHASE], s[TO_ACT] = EXCHANGE, seat
                    return
            if s[DECLARED] is None:
                s[DECLARED] = s[HANDS]
        if s[CLASS_INDEX] < len(CLASSES):
            record = s[CLASS_RECORDS][s[CLASS_INDEX]]
            s[PHASE] = DECLARATION
            s[TO_ACT] = ELDER if record.step == CALL else YOUNGER
            return
        if s[TRICKS][1] < 12:
            s[PHASE] = PLAY
            s[TO_ACT] = s[LEADER] if not s[CURRENT] else opponent(s[LEADER])
            return
        s[PHASE], s[TO_ACT] = OVER, None

    # ----- verify: each check returns the plan that applies the action ----------------------

    def parse_action(self, text):
        return parse_action(text)

    def _canonical(self, action):
        return action if type(action) is Play else canonical(action)

    def do(self, action, seat=None):
        """Apply a legal action; an illegal one raises and changes nothing.

        ``GameState.do`` for this deal's records (the history is a chain whose cells hold
        the marks), and a card is played without building a plan: ``_play`` checks it as
        ``verify`` does, then plays it.
        """
        s = self._s
        actor = s[TO_ACT]
        if type(action) is not Play or seat is not None:  # (a card played with no seat named: no more to check here)
            if type(action) is str:
                action = self.parse_action(action)
            if s[PHASE] == OVER:
                raise WrongTurnError("the deal is over")
            if seat is not None and seat != actor:
                raise WrongTurnError("it is %s's turn, not %s's" % (self.seat_name(actor), self.seat_name(seat)))
        if type(action) is Play:  # the hot path: 24 moves of a deal's 32 (``_play`` says if the deal is over)
            saved = tuple(s)
            try:
                self._play(action)  # (its checks raise before any change)
                history = s[HISTORY]
                s[HISTORY] = (history, history[1] + 1, actor, action, s[LOG][1])
            except BaseException:
                self._s = list(saved)  # a failure half-way must not leave a corrupt state
                raise
            self._undo.append(saved)
            return self
        call = _NOT_OFFERED  # a call legal_actions offered at this very state is applied unchecked
        offer = self._memo[M_OFFER]
        if offer is not None and offer[0] is s[HISTORY]:
            call = _offered(offer, action)
        if call is _NOT_OFFERED:
            checker = _CHECKERS.get(type(action))  # self._plan(action), written out
            if checker is None:
                raise IllegalActionError("not an action: %r" % (action,))
            check_shape(action)
            plan = checker(self, action)
        saved = tuple(s)
        try:
            if call is _NOT_OFFERED:
                plan()
                action = canonical(action)
            elif type(action) is Declare:
                self._declare(call)
            else:
                self._answer(action[0], call)
            history = s[HISTORY]
            s[HISTORY] = (history, history[1] + 1, actor, action, s[LOG][1])
            self._advance()
        except BaseException:
            self._s = list(saved)
            raise
        self._undo.append(saved)
        return self

    def _plan(self, action):
        if type(action) is Play:  # the commonest action; _check_play checks its shape itself
            return self._check_play(action)
        checker = _CHECKERS.get(type(action))
        if checker is None:
            raise IllegalActionError("not an action: %r" % (action,))
        check_shape(action)
        return checker(self, action)

    def _expect(self, phase, what):
        if self._s[PHASE] != phase:
            raise WrongTurnError("%s is not possible now: it is %s's turn in the %s" % (
                what, seat_name(self._s[TO_ACT]), self._s[PHASE]))

    # ----- what may be done now ---------------------------------------------------------

    def legal_actions(self):
        """Every action the seat to act may take now (see ``legal`` for calls and exchanges)."""
        s = self._s
        phase = s[PHASE]
        if phase != DECLARATION:  # (the dialogue first: a random deal asks it six times, the rest twice)
            if phase == PLAY:
                return [play_of(card) for card in self.legal_cards()]
            if phase == OVER:
                return []
            if phase == CARTE_BLANCHE_PHASE:
                return [CarteBlanche(True), CarteBlanche(False)]
            if phase == EXCHANGE:
                return self.pre_exchange_actions() + legal_exchanges(self)
            return [Trumps(suit) for suit in SUITS]  # (TRUMPS)
        index = s[CLASS_INDEX]  # (declaration_offer, from the state)
        actions, calls = offer_in_class(CLASSES[index], s[CLASS_RECORDS][index], s[HANDS][s[TO_ACT]])
        self._memo[M_OFFER] = (s[HISTORY], actions, calls)  # see _offered
        return list(actions)  # (a copy: changing it must not change what was offered)

    def legal_cards(self):
        """In the play, the cards the player to act may play, in hand order (the cards of
        ``legal_actions``, for players that choose a card); otherwise an empty list."""
        s = self._s
        if s[PHASE] != PLAY:
            return []
        hand = s[HANDS][s[TO_ACT]]
        current = s[CURRENT]
        if not current:  # (tricks.legal_plays, written out: asked before each of the 24 cards)
            return list(hand)
        same_suit = list(filter(IN_SUIT[current[0][1]], hand))
        if same_suit:
            return same_suit
        trump = s[TRUMP]
        return list(hand) if trump is None else legal_plays(hand, current[0], trump)

    # ----- reports --------------------------------------------------------------------------

    def class_result(self, kind):
        """Who scored the class so far: ELDER, YOUNGER, or None (not settled, equal or sunk)."""
        return self.class_record(kind).winner

    def tricks_won(self):
        """(elder's, younger's) tricks so far."""
        won = [0, 0]
        cell = self._s[TRICKS]
        while cell[1]:
            won[cell[5]] += 1
            cell = cell[0]
        return tuple(won)

    def result(self):
        """The deal's outcome as plain data (also the JSON of the command line)."""
        won = self.tricks_won()
        totals = self._s[TOTALS]
        bonus = self._s[BONUS]
        records = self._s[CLASS_RECORDS]
        found = {
            "totals": {"elder": totals[ELDER], "younger": totals[YOUNGER]},
            "tricks": {"elder": won[ELDER], "younger": won[YOUNGER]},
            "bonus": None if bonus is None else {"player": seat_name(bonus[0]), "kind": bonus[1]},
            "classes": {CLASSES[i]: (None if records[i].winner is None else seat_name(records[i].winner))
                        for i in range(3)},
            "over": self.is_over,
        }
        if self._rules.trumps:
            found["trumps"] = self.trumps
        if self._rules.announced_capot:
            announcer = self._s[ANNOUNCER]
            found["capot_announced"] = None if announcer is None else seat_name(announcer)
        return found

    def view(self, seat):
        """What ``seat`` knows (see ``piquet_core.view``)."""
        if not _VIEW:  # imported on first use, then kept: an import statement costs a view's fifth
            from .view import View
            _VIEW.append(View)
        return _VIEW[0](self, seat)

    def transcript(self):
        """Every line said so far (see ``piquet_core.transcript``)."""
        from .transcript import transcript
        return transcript(self)


_VIEW = []  # the View class, once Deal.view has imported it

_NOT_OFFERED = object()


def _offered(offer, action):
    """The combinations ``action`` calls if it is one of the actions ``offer`` lists (the
    very object: an equal one is checked as any other), else ``_NOT_OFFERED``."""
    actions = offer[1]
    for at in range(len(actions)):
        if actions[at] is action:
            return offer[2][at]
    return _NOT_OFFERED

_CHECKERS = {
    CarteBlanche: Deal._check_carte_blanche, Exchange: Deal._check_exchange, Declare: Deal._check_declare,
    Reply: Deal._check_reply, Play: Deal._check_play, Trumps: Deal._check_trumps, Announce: Deal._check_announce,
}
