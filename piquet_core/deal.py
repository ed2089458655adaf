"""One deal of Piquet as a state machine, driven one validated action at a time.

Glossary:
    elder (majeur):    the non-dealer; speaks first, exchanges first, leads first.
    younger (mineur):  the dealer.
    talon:             the eight undealt cards: the top five are elder's to draw from,
                       the last three younger's.
    declaration:       the three classes in order, point, sequence, set; elder calls,
                       younger answers; younger states his own scores after elder's lead.
    proving:           the winner of a class shows the cards he scored.

For each action there is ``verify`` (raise the reason it is illegal), ``can`` (True or
False) and ``do`` (verify, then apply). An illegal action raises an
``IllegalActionError`` and leaves the deal exactly as it was.

>>> deal = Deal.from_seed(1)
>>> deal.phase, PLAYER_NAMES[deal.to_act]
('exchange', 'elder')
>>> deal.can(parse_action("play AS"))
False
>>> deal.verify(parse_action("exchange none"))
Traceback (most recent call last):
...
piquet_core.errors.IllegalActionError: elder must exchange at least 1 card
"""

from .actions import EQUAL, GOOD, NOT_GOOD, CarteBlanche, Declare, Exchange, Play, Reply, canonical, check_shape, parse_action
from .cards import PACK, as_cards, sort_key
from .combinations import CARTE_BLANCHE_SCORE, CLASSES, POINT, SET, all_of, compare, is_carte_blanche
from .declarations import (
    CALL, REPLY, REPLY_SECOND, YOUNGER_CALL, build_call, call_score, first_figure, holds_exact, holds_first_figure,
)
from .legal import legal_declarations, legal_exchanges
from .errors import DuplicateCardError, IllegalActionError, WrongTurnError
from .prng import Prng
from .rules import DEFAULT_RULES
from .scoring import (
    CAPOT, CARDS, CARTE_BLANCHE, ELDER, LAST_TRICK, LEAD, PLAYER_NAMES, SINK_RULE, WIN, YOUNGER, Reckoner,
)
from .tricks import card_scores, legal_plays, trick_winner

CARTE_BLANCHE_PHASE = "carte blanche"
EXCHANGE = "exchange"
DECLARATION = "declaration"
PLAY = "play"
OVER = "over"



def deal_cards(seed):
    """Shuffle with the seed and deal: (elder's 12, younger's 12, talon of 8, top first).

    Twelve each in twos, elder first; the other eight are the talon.
    """
    pack = list(PACK)
    Prng(seed).shuffle(pack)
    elder, younger = [], []
    for i in range(0, 24, 4):
        elder.extend(pack[i:i + 2])
        younger.extend(pack[i + 2:i + 4])
    return tuple(elder), tuple(younger), tuple(pack[24:])


class ClassRecord:
    """What happened in one declaration class."""

    __slots__ = ("elder_call", "younger_call", "answers", "winner", "step")

    def __init__(self):
        self.elder_call = None    # tuple of combinations, () for "none", None before the call
        self.younger_call = None  # what younger scores with, if he wins
        self.answers = []         # younger's answers, in order
        self.winner = None        # ELDER, YOUNGER or None
        self.step = CALL


class Deal:
    """A deal from the dealt cards to the final score. See the module docstring."""

    def __init__(self, elder_hand, younger_hand, talon, rules=DEFAULT_RULES, seed=None):
        elder_hand = as_cards(elder_hand, 12, "elder's hand")
        younger_hand = as_cards(younger_hand, 12, "younger's hand")
        talon = as_cards(talon, 8, "talon")
        seen = set()
        for card in elder_hand + younger_hand + talon:
            if card in seen:
                raise DuplicateCardError(card.code, "dealt twice: the hands and talon must hold each of "
                                                    "the 32 cards exactly once")
            seen.add(card)
        self.rules = rules
        self.seed = seed
        self.dealt = (tuple(elder_hand), tuple(younger_hand))
        self.talon_dealt = tuple(talon)
        self.hands = [sorted(elder_hand, key=sort_key), sorted(younger_hand, key=sort_key)]
        self.talon = list(talon)
        self.discards = [[], []]
        self.drawn = [[], []]
        self.talon_seen = [[], []]   # talon cards each player has looked at
        self.exposed = []            # younger's leftovers, turned up for both
        self.carte_blanche = [None, None]  # True claimed, False kept quiet, None not eligible/undecided
        self.exchanged = [False, False]
        self.classes = {kind: ClassRecord() for kind in CLASSES}
        self.class_index = 0
        self.tricks = []             # (leader, led card, followed card, winner)
        self.current = []            # cards of the trick in progress
        self.leader = ELDER
        self.reckoner = Reckoner(rules.repique_bonus, rules.pique_bonus, rules.bonus_threshold)
        self.events = []             # public score events, in the order they are said
        self.pending = []            # younger's declaration scores, said after elder's lead
        self._pending_log = []
        self.log = []                # utterances, formatted by transcript.py
        self.log_marks = []          # len(log) after each action: which lines each action caused
        self.known = [set(), set()]  # opponent's cards each player has been shown
        self.history = []            # (player, action)
        self.title = None            # from a deal record
        self.annotations = {}        # action number -> comment, from a deal record
        self.declared_hands = None
        self.phase = None
        self.to_act = None
        self._advance()

    @classmethod
    def from_seed(cls, seed, rules=DEFAULT_RULES):
        elder, younger, talon = deal_cards(seed)
        return cls(elder, younger, talon, rules, seed)

    # ----- whose turn -------------------------------------------------------------

    def _exchange_order(self):
        return (YOUNGER, ELDER) if self.rules.dealer_exchanges_first else (ELDER, YOUNGER)

    def _advance(self):
        """Set ``phase`` and ``to_act`` from the state: the single place turns are decided."""
        if self.phase == PLAY and len(self.tricks) < 12:  # the common case, decided quickly
            self.to_act = self.leader if not self.current else 1 - self.leader
            return
        for player in (ELDER, YOUNGER):
            if self.carte_blanche[player] is None and not self.exchanged[ELDER] and not self.exchanged[YOUNGER]:
                if is_carte_blanche(self.dealt[player]):
                    self.phase, self.to_act = CARTE_BLANCHE_PHASE, player
                    return
        for player in self._exchange_order():
            if not self.exchanged[player]:
                self.phase, self.to_act = EXCHANGE, player
                return
        if self.declared_hands is None:
            self.declared_hands = (tuple(self.hands[ELDER]), tuple(self.hands[YOUNGER]))
        if self.class_index < len(CLASSES):
            record = self.classes[CLASSES[self.class_index]]
            self.phase = DECLARATION
            self.to_act = ELDER if record.step == CALL else YOUNGER
            return
        if len(self.tricks) < 12:
            self.phase = PLAY
            self.to_act = self.leader if not self.current else 1 - self.leader
            return
        self.phase, self.to_act = OVER, None

    @property
    def is_over(self):
        return self.phase == OVER

    @property
    def current_class(self):
        return CLASSES[self.class_index] if self.phase == DECLARATION else None

    @property
    def totals(self):
        """Both running totals as announced so far (younger's declarations count once stated)."""
        totals = [0, 0]
        for event in self.events:
            totals[event.player] = event.total
        return tuple(totals)

    # ----- verify / can / do ---------------------------------------------------------

    def verify(self, action, player=None):
        """Raise ``IllegalActionError`` with the reason if ``action`` is not legal now.

        Returns the plan ``do`` would carry out. ``player``, if given, must be the one to act.
        """
        if isinstance(action, str):
            action = parse_action(action)
        if self.phase == OVER:
            raise WrongTurnError("the deal is over")
        if player is not None and player != self.to_act:
            raise WrongTurnError("it is %s's turn, not %s's" % (PLAYER_NAMES[self.to_act], PLAYER_NAMES[player]))
        checker = _CHECKERS.get(type(action))
        if checker is None:
            raise IllegalActionError("not an action: %r" % (action,))
        check_shape(action)
        return getattr(self, checker)(action)

    def can(self, action, player=None):
        try:
            self.verify(action, player)
        except IllegalActionError:
            return False
        return True

    def do(self, action, player=None):
        """Apply a legal action; an illegal one raises and changes nothing."""
        if isinstance(action, str):
            action = parse_action(action)
        plan = self.verify(action, player)
        actor = self.to_act
        plan()
        self.history.append((actor, action if type(action) is Play else canonical(action)))
        self.log_marks.append(len(self.log))
        self._advance()
        return self

    def _expect(self, phase, what):
        if self.phase != phase:
            raise WrongTurnError("%s is not possible now: it is %s's turn in the %s" % (
                what, PLAYER_NAMES[self.to_act], self.phase))

    # ----- carte blanche -------------------------------------------------------------

    def _check_carte_blanche(self, action):
        self._expect(CARTE_BLANCHE_PHASE, "carte blanche")
        player = self.to_act
        claim = bool(action.claim)

        def apply():
            self.carte_blanche[player] = claim
            if claim:
                self._score(player, CARTE_BLANCHE_SCORE, CARTE_BLANCHE, "carte blanche", declaration=True,
                            said=("cb_claim",))
                if player == ELDER:  # elder shows it at once; younger after elder's exchange
                    self._prove(ELDER, self.dealt[ELDER], "carte blanche")
        return apply

    # ----- exchange --------------------------------------------------------------------

    def exchange_limits(self, player):
        """(fewest, most) cards ``player`` may exchange now.

        Elder: 1 to 5 from his five. Younger: 0 (1 under ``younger_must_exchange``) to all
        the talon left to him: his three plus any elder left, or only his three when he
        exchanges first (``dealer_exchanges_first``).
        """
        if player == ELDER:
            return 1, min(5, len(self._talon_for(ELDER)))
        return (1 if self.rules.younger_must_exchange else 0), len(self._talon_for(YOUNGER))

    def _talon_for(self, player):
        """The talon cards ``player`` would draw from, top first."""
        if self.rules.dealer_exchanges_first and player == YOUNGER:
            return self.talon[-3:]  # his own three, at the bottom
        return self.talon

    def _check_exchange(self, action):
        self._expect(EXCHANGE, "an exchange")
        player = self.to_act
        discards = tuple(action.discards)
        fewest, most = self.exchange_limits(player)
        name = PLAYER_NAMES[player]
        if len(discards) < fewest:
            raise IllegalActionError("%s must exchange at least %d card" % (name, fewest))
        if len(discards) > most:
            raise IllegalActionError("%s may exchange at most %d cards now" % (name, most))
        if len(set(discards)) != len(discards):
            raise IllegalActionError("a card is discarded twice")
        for card in discards:
            if card not in self.hands[player]:
                raise IllegalActionError("%s cannot discard %s: not in his hand" % (name, card.code))
        source = self._talon_for(player)
        left = most - len(discards)  # the cards of his part of the talon he does not take
        option = action.option
        if option not in (None, "look", "expose"):
            raise IllegalActionError("unknown exchange option %r" % (option,))
        if option == "look" and player != ELDER:
            raise IllegalActionError("only elder may look at the cards he leaves; younger may expose his")
        if option == "expose" and player != YOUNGER:
            raise IllegalActionError("only younger may expose the cards he leaves; elder may look at his")
        if option and left <= 0:
            raise IllegalActionError("there are no cards left to %s" % option)

        def apply():
            drawn = source[:len(discards)]
            leftovers = source[len(discards):5] if player == ELDER else source[len(discards):]
            for card in discards:
                self.hands[player].remove(card)
            self.discards[player].extend(discards)
            self.hands[player].extend(drawn)
            self.hands[player].sort(key=sort_key)
            self.drawn[player].extend(drawn)
            for card in drawn:
                self.talon.remove(card)
            self.talon_seen[player].extend(drawn)
            if option == "look":
                self.talon_seen[ELDER].extend(leftovers)
            if option == "expose":
                self.exposed.extend(leftovers)
            self.exchanged[player] = True
            self.log.append((player, "exchange", (len(discards), option, len(leftovers))))
            if player == ELDER and self.carte_blanche[YOUNGER]:
                self._prove(YOUNGER, self.dealt[YOUNGER], "carte blanche")
        return apply

    # ----- declarations -------------------------------------------------------------

    def _check_declare(self, action):
        self._expect(DECLARATION, "a declaration")
        kind = CLASSES[self.class_index]
        record = self.classes[kind]
        if action.kind != kind:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        player = self.to_act
        if record.step not in (CALL, YOUNGER_CALL):
            raise WrongTurnError("younger must answer elder's call (good, equal or not good), not declare")
        call = build_call(kind, action.groups, self.hands[player])

        def apply():
            if player == ELDER:
                record.elder_call = call
                self.log.append((ELDER, "call", (kind, call[0] if call else None)))
                record.step = REPLY if call else YOUNGER_CALL
                return
            record.younger_call = call
            if call:
                self._win_class(kind, YOUNGER)
            else:
                self.log.append((YOUNGER, "call", (kind, None)))
            self._next_class()
        return apply

    def _check_reply(self, action):
        self._expect(DECLARATION, "an answer")
        kind = CLASSES[self.class_index]
        record = self.classes[kind]
        if record.step not in (REPLY, REPLY_SECOND):
            if record.step == YOUNGER_CALL:
                raise WrongTurnError("elder called no %s: younger calls his own %s or none" % (kind, kind))
            raise WrongTurnError("elder has not called yet")
        answer = action.answer
        principal = record.elder_call[0]
        hand = self.hands[YOUNGER]
        second = record.step == REPLY_SECOND
        call = ()
        if answer == EQUAL:
            if kind == SET:
                raise IllegalActionError("sets cannot be equal: two players never hold sets of the same rank")
            if second and not holds_exact(kind, hand, principal.key):
                raise IllegalActionError("younger holds no %s equal to elder's" % kind)
            if not second and not holds_first_figure(kind, hand, principal.key[0]):
                raise IllegalActionError("younger holds no %s as long as elder's" % kind)
        elif answer == NOT_GOOD:
            call = build_call(kind, action.groups, hand)
            if not call:
                raise IllegalActionError("'not good' must show what beats the call")
            mine = call[0]
            if second:
                if mine.key[0] != principal.key[0] or mine.key[1] <= principal.key[1]:
                    raise IllegalActionError("after Equal, younger's %s must be as long and higher" % kind)
            elif first_figure(mine) <= first_figure(principal):
                raise IllegalActionError("younger's %s does not beat elder's call" % kind)
        elif answer != GOOD:
            raise IllegalActionError("unknown answer %r" % (answer,))

        def apply():
            record.answers.append(answer)
            if answer == GOOD:
                self.log.append((YOUNGER, "answer", (kind, GOOD, second)))
                self._win_class(kind, ELDER)
                self._next_class()
            elif answer == NOT_GOOD:
                self.log.append((YOUNGER, "answer", (kind, NOT_GOOD, second)))
                record.younger_call = call
                self._win_class(kind, YOUNGER)
                self._next_class()
            elif second:
                self.log.append((YOUNGER, "answer", (kind, EQUAL, True)))
                self._next_class()
            else:
                self.log.append((YOUNGER, "answer", (kind, EQUAL, False)))
                self.log.append((ELDER, "second", (kind, principal)))
                record.step = REPLY_SECOND
        return apply

    def _next_class(self):
        self.class_index += 1

    def _win_class(self, kind, player):
        record = self.classes[kind]
        record.winner = player
        call = record.elder_call if player == ELDER else record.younger_call
        for combo in call:
            self._score(player, combo.score, kind, combo.full_name, declaration=True, said=("score", combo))
        self._prove(player, [card for combo in call for card in combo.cards], kind,
                    deferred=player == YOUNGER)

    def _prove(self, player, cards, why, deferred=False):
        """The winner shows what he scored; younger's proofs wait for his statement."""
        entry = (player, "prove", (why, tuple(sorted(cards, key=sort_key))))
        if deferred:
            self._pending_log.append(entry)
        else:
            self.known[1 - player].update(cards)
            self.log.append(entry)

    # ----- play ----------------------------------------------------------------------

    def _check_play(self, action):
        self._expect(PLAY, "playing a card")
        player = self.to_act
        card = action.card
        hand = self.hands[player]
        if card not in hand:
            raise IllegalActionError("%s does not hold %s" % (PLAYER_NAMES[player], card.code))
        led = self.current[0] if self.current else None
        if led is not None and card.suit != led.suit and any(c.suit == led.suit for c in hand):
            raise IllegalActionError("%s must follow suit: %s was led and he holds %s" % (
                PLAYER_NAMES[player], led.code, " ".join(c.code for c in hand if c.suit == led.suit)))

        def apply():
            hand.remove(card)
            self.log.append((player, "play", (card, led is None)))
            rules = self.rules
            if led is None:
                self.current.append(card)
                if card_scores(card, rules):
                    self._score(player, 1, LEAD, "leads the " + card.name)
                if not self.tricks and player == ELDER:
                    self._younger_states()
                return
            leader = self.leader
            winner = trick_winner(leader, led, card)
            self.tricks.append((leader, led, card, winner))
            self.current = []
            if winner == player and card_scores(card, rules):
                self._score(player, 1, WIN, "wins with the " + card.name)
            if len(self.tricks) == 12:
                self._finish(winner)
            self.leader = winner
        return apply

    def _younger_states(self):
        """After elder's first lead, younger states his declaration scores aloud."""
        self.events.extend(self.pending)
        self.log.extend(self._pending_log)
        for player, kind, data in self._pending_log:
            if kind == "prove":
                self.known[ELDER].update(data[1])
        self.pending = []
        self._pending_log = []

    def _finish(self, last_winner):
        rules = self.rules
        won = [0, 0]
        for trick in self.tricks:
            won[trick[3]] += 1
        capot = won[last_winner] == 12
        if not capot or rules.capot_keeps_last_trick:
            self._score(last_winner, rules.last_trick_bonus, LAST_TRICK, "wins the last trick")
        for player in (ELDER, YOUNGER):
            if won[player] == 12:
                self._score(player, rules.capot_bonus, CAPOT, "capot: all twelve tricks", pique=False)
            elif won[player] >= 7:
                self._score(player, rules.cards_bonus, CARDS, "the cards: %d tricks" % won[player], pique=False)
        if won[0] == 6:
            self.log.append((None, "cards divided", ()))
        if rules.sink_rule:
            self._apply_sink_rule()

    def _apply_sink_rule(self):
        """Sink rule: a sunk holding that proves best takes the class's score at the end."""
        for kind in CLASSES:
            record = self.classes[kind]
            bests = [None, None]
            for player in (ELDER, YOUNGER):
                found = all_of(kind, self.declared_hands[player])
                bests[player] = found[0] if found else None
            verdict = compare(bests[ELDER], bests[YOUNGER])
            true_winner = ELDER if verdict > 0 else (YOUNGER if verdict < 0 else None)
            if true_winner is None or true_winner == record.winner:
                continue
            if record.winner is not None:
                lost = call_score(record.elder_call if record.winner == ELDER else record.younger_call)
                self._score(record.winner, -lost, SINK_RULE, "loses the %s to a sunk better holding" % kind, pique=False)
            held = all_of(kind, self.declared_hands[true_winner])
            gained = held[0].score if kind == POINT else call_score(held)
            self._score(true_winner, gained, SINK_RULE, "scores the sunk %s at the end" % kind, pique=False)
            record.winner = true_winner

    # ----- scoring ---------------------------------------------------------------------

    def _score(self, player, points, category, reason, declaration=False, pique=True, said=None):
        made = self.reckoner.add(player, points, category, reason, declaration=declaration, counts_for_pique=pique)
        if not made:
            return
        utterance = (player, "total", (made, said))
        if player == YOUNGER and declaration and category != CARTE_BLANCHE:
            self.pending.extend(made)
            self._pending_log.append(utterance)
        else:
            self.events.extend(made)
            self.log.append(utterance)


    # ----- what may be done now ---------------------------------------------------------

    def legal_actions(self):
        """Every action the player to act may take now (see ``sub_combinations`` for calls)."""
        if self.phase == OVER:
            return []
        if self.phase == CARTE_BLANCHE_PHASE:
            return [CarteBlanche(True), CarteBlanche(False)]
        if self.phase == EXCHANGE:
            return legal_exchanges(self)
        if self.phase == PLAY:
            led = self.current[0] if self.current else None
            return [Play(card) for card in legal_plays(self.hands[self.to_act], led)]
        return legal_declarations(self)

    # ----- reports --------------------------------------------------------------------------

    def class_result(self, kind):
        """Who scored the class so far: ELDER, YOUNGER, or None (not settled, equal or sunk)."""
        return self.classes[kind].winner

    def result(self):
        """The deal's outcome as plain data (also the JSON of the command line)."""
        won = [0, 0]
        for trick in self.tricks:
            won[trick[3]] += 1
        return {
            "totals": {"elder": self.totals[ELDER], "younger": self.totals[YOUNGER]},
            "tricks": {"elder": won[ELDER], "younger": won[YOUNGER]},
            "bonus": None if self.reckoner.bonus is None else {
                "player": PLAYER_NAMES[self.reckoner.bonus[0]], "kind": self.reckoner.bonus[1]},
            "classes": {kind: (None if self.classes[kind].winner is None else PLAYER_NAMES[self.classes[kind].winner])
                        for kind in CLASSES},
            "over": self.is_over,
        }

    def view(self, player):
        """What ``player`` knows (see ``piquet_core.view``)."""
        from .view import player_view
        return player_view(self, player)

    def transcript(self):
        """Every line said so far (see ``piquet_core.transcript``)."""
        from .transcript import transcript
        return transcript(self)

    def copy(self):
        """An independent copy, replayed from the same cards and actions."""
        other = Deal(self.dealt[ELDER], self.dealt[YOUNGER], self.talon_dealt, self.rules, self.seed)
        for player, action in self.history:
            other.do(action)
        return other


_CHECKERS = {
    CarteBlanche: "_check_carte_blanche", Exchange: "_check_exchange", Declare: "_check_declare",
    Reply: "_check_reply", Play: "_check_play",
}
