"""The play of the cards and the end of the deal (``PlayMixin``, one of ``deal.Deal``'s
classes): a card's checks and its move in one method (``_play``: 24 times a deal, the
engine's hot path, so written out with fields read by index and tables made once in
``deal_state``), a lead's or a win's point, younger's statement of his declarations after
elder's first lead, and the last trick, the cards, capot and the sink rule at the end.

>>> from piquet_core.deal import Deal, PLAY
>>> deal = Deal.from_seed(1)
>>> while deal.phase != PLAY:
...     _ = deal.do(deal.legal_actions()[0])
>>> _ = deal.do("play JS")
>>> deal.verify("play JH")
Traceback (most recent call last):
...
piquet_core.errors.FollowSuitError: younger must follow suit: JS was led and he holds QS 9S
"""

from .cards import Card
from .combinations import CLASSES, POINT, all_of, compare
from .deal_state import (
    ANNOUNCER, BONUS, CLASS_RECORDS, CURRENT, DECLARED, EVENTS, HANDS, LED, LEADER, LEAD_REASONS, OTHER, PENDING,
    PENDING_LOG, PLAY, PLAYED, RECKONED, RECKONING, TOTALS, TRICKS, TRUMP, WIN_REASONS, announced_point, built,
)
from .declarations import call_score
from .errors import FollowSuitError, IllegalActionError, WrongTurnError
from .events import CardsDivided, Proved
from .game import LOG, OVER, PHASE, TO_ACT
from .scoring import CAPOT, CAPOT_FAILED, CARDS, LAST_TRICK, LEAD, SINK_RULE, WIN
from .seats import ELDER, TWO_SEATS, YOUNGER, opponent, seat_name
from .tricks import play_error


class PlayMixin:
    """The play of the cards and the scores at the end of the deal."""

    __slots__ = ()

    def _check_play(self, action):
        self._play(action, True)

        def apply():
            self._play(action)
        return apply

    def _play(self, action, check_only=False):
        """Check a play: raise the reason it is illegal, before any change. Then, unless
        ``check_only``, play the card and say who acts next (``_advance``'s answer, decided
        here). The checks and the move are one call: this runs 24 times a deal."""
        s = self._s
        if s[PHASE] != PLAY:
            if s[PHASE] == OVER:  # (``do`` leaves this check to here for a card)
                raise WrongTurnError("the deal is over")
            self._expect(PLAY, "playing a card")
        card = action[0]
        if type(card) is not Card:
            raise IllegalActionError("play needs a card, not %r" % (card,))
        seat = s[TO_ACT]
        hands = s[HANDS]
        hand = hands[seat]
        try:
            at = hand.index(card)
        except ValueError:
            raise IllegalActionError("%s does not hold %s" % (seat_name(seat), card.code))
        current = s[CURRENT]
        if current:
            led = current[0]
            if card[1] != led[1]:  # the rule of tricks.play_error, whose words say why (fields by index: faster)
                trump = s[TRUMP]
                if trump is None:  # (no trumps: only a card of the suit led is owed, found without a list)
                    suit = led[1]
                    for held in hand:
                        if held[1] == suit:
                            raise FollowSuitError("%s %s" % (seat_name(seat), play_error(hand, led, card)))
                else:
                    why = play_error(hand, led, card, trump)
                    if why is not None:
                        raise FollowSuitError("%s %s" % (seat_name(seat), why))
        if check_only:
            return
        # The move, written out (no with_seat/_say/_score_play calls, fields by index).
        left = hand[:at] + hand[at + 1:]
        s[HANDS] = (left, hands[1]) if seat == ELDER else (hands[0], left)
        suit = card[1]
        index = suit * 8 + card[0]
        log = s[LOG]
        if not current:
            s[LOG] = (log, log[1] + 1, PLAYED[seat][1][index])
            s[CURRENT] = LED[index]
            scores = self._scoring[index]
            if scores:
                category, reason = LEAD, LEAD_REASONS[index]
        else:
            s[LOG] = (log, log[1] + 1, PLAYED[seat][0][index])
            leader = s[LEADER]
            # tricks.trick_winner, written out: the higher of the suit led, or a trump
            if suit == led[1]:
                winner = seat if card[0] > led[0] else leader
            else:
                winner = seat if suit == s[TRUMP] else leader
            tricks = s[TRICKS]
            count = tricks[1] + 1
            s[TRICKS] = (tricks, count, leader, led, card, winner)
            s[CURRENT] = ()
            scores = winner == seat and self._scoring[index]
            if scores:
                category, reason = WIN, WIN_REASONS[index]
        if scores:
            # One point for the lead or the win: ``_score``'s work, written out for the case
            # where it makes no pique (nearly every card scored); otherwise ``_score`` itself.
            reckoned = s[RECKONED]
            mine = reckoned[seat] + 1
            # (the opponent's score first: it is nearly always above 0, which rules out a pique)
            if not reckoned[OTHER[seat]] and s[BONUS] is None and mine >= self._bonuses[2]:
                self._score(seat, 1, category, reason)  # a pique may be made: the one rule decides
            else:
                score = (seat, 1, category, reason, mine)
                totals = s[TOTALS]
                if totals is reckoned:  # (once younger has stated: one pair serves both)
                    s[RECKONED] = s[TOTALS] = (mine, reckoned[1]) if seat == ELDER else (reckoned[0], mine)
                elif seat == ELDER:
                    s[RECKONED] = (mine, reckoned[1])
                    s[TOTALS] = (mine, totals[1])
                else:
                    s[RECKONED] = (reckoned[0], mine)
                    s[TOTALS] = (totals[0], mine)
                cell = s[RECKONING]
                s[RECKONING] = (cell, cell[1] + 1, score)
                cell = s[EVENTS]
                s[EVENTS] = (cell, cell[1] + 1, score)
                log = s[LOG]
                s[LOG] = (log, log[1] + 1, score, announced_point)  # (see deal_state's records)
        if not current:
            if seat == ELDER and not s[TRICKS][1]:
                self._younger_states()
            s[TO_ACT] = OTHER[seat]
            return
        if count == 12:
            self._finish(winner)
            s[LEADER] = winner
            self._advance()
        else:
            s[LEADER] = s[TO_ACT] = winner

    def _younger_states(self):
        """After elder's first lead, younger states his declaration scores aloud."""
        s = self._s
        events = s[EVENTS]
        for score in s[PENDING]:
            events = (events, events[1] + 1, score)
        s[EVENTS] = events
        for entry in s[PENDING_LOG]:
            if type(entry) is Proved:
                self._show(entry)
            self._say(entry)
        s[TOTALS] = s[RECKONED]
        s[PENDING] = s[PENDING_LOG] = ()

    def _finish(self, last_winner):
        rules = self._rules
        won = self.tricks_won()
        capot = won[last_winner] == 12
        announcer = self._s[ANNOUNCER]
        if not capot or rules.capot_keeps_last_trick:
            self._score(last_winner, rules.last_trick_bonus, LAST_TRICK, "wins the last trick")
        for seat in TWO_SEATS:
            if won[seat] == 12 and seat == announcer:
                self._score(seat, rules.announced_capot, CAPOT, "announced capot: all twelve tricks", pique=False)
            elif won[seat] == 12:
                self._score(seat, rules.capot_bonus, CAPOT, "capot: all twelve tricks", pique=False)
            elif won[seat] >= 7:
                self._score(seat, rules.cards_bonus, CARDS, "the cards: %d tricks" % won[seat], pique=False)
        if announcer is not None and won[announcer] < 12:  # it costs what a capot earns (docs/variants.md)
            self._score(opponent(announcer), rules.capot_bonus, CAPOT_FAILED,
                        "%s announced capot and lost a trick" % seat_name(announcer), pique=False)
        if won[ELDER] == 6:
            self._say((built, CardsDivided, None))
        if rules.sink_rule:
            self._apply_sink_rule()

    def _apply_sink_rule(self):
        """Sink rule (RULES.md §5): a sunk holding that proves best takes the class at the end."""
        declared = self._s[DECLARED]
        for index in range(len(CLASSES)):
            kind = CLASSES[index]
            record = self._s[CLASS_RECORDS][index]
            bests = [None, None]
            for seat in TWO_SEATS:
                found = all_of(kind, declared[seat])
                bests[seat] = found[0] if found else None
            verdict = compare(bests[ELDER], bests[YOUNGER])
            true_winner = ELDER if verdict > 0 else (YOUNGER if verdict < 0 else None)
            if true_winner is None or true_winner == record.winner:
                continue
            if record.winner is not None:
                lost = call_score(record.elder_call if record.winner == ELDER else record.younger_call)
                self._score(record.winner, -lost, SINK_RULE, "loses the %s to a sunk better holding" % kind, pique=False)
            held = all_of(kind, declared[true_winner])
            gained = held[0].score if kind == POINT else call_score(held)
            self._score(true_winner, gained, SINK_RULE, "scores the sunk %s at the end" % kind, pique=False)
            self._set_record(index, record.changed(winner=true_winner))
