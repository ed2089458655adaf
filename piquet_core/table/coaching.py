"""The coach's part of the practice table (``CoachingMixin``, one of ``session.Table``'s
classes): the hint and its verdict kept for the review, Follow, the coach's own move,
and Undo back to any of the learner's decisions ("try this decision again" in the review
is the same move).

Glossary:
    decision:  one action of the learner in the current deal, by its index in the deal's
               history.
    verdict:   the coach's advice the learner saw at a decision (``verdicts``): the review
               repeats it.
    forced:    a decision with one legal move (the last card, the only card of the suit
               led): nothing to try again there, and auto-play makes it.

>>> from piquet_core.table.session import Table
>>> table = Table()
>>> table.new_single_deal(7, "rubicon", "random")
>>> table.decisions()
[]
>>> table.act("undo"); table.message
('error', 'You have made no decision in this deal yet.')
"""

from ..actions import parse_action
from ..errors import IllegalActionError
from . import adapter
from . import feedback as feedback_kept
from . import verdicts as verdicts_kept
from .move_words import answering, decision_words

# Said when a finished deal of a partie is taken back ("Try again", Undo): it leaves the
# partie's totals until it ends again, which the totals shown would not say.
REOPENED = (" This deal is played again from there: the partie's totals leave it out until it ends "
            "again, and then count it as it is played now.")


class CoachingMixin:
    """The coach and Undo, on the table's deal, settings, verdicts and counts."""

    __slots__ = ()

    # the coach

    def set_hint(self, advice):
        """Show the coach's advice (from ``adapter.advise``, here or in the worker)."""
        self.keep_verdict(advice)
        self.hint = advice
        self.message = None

    def keep_verdict(self, advice):
        """Keep the coach's advice for the decision now (the Hint, or the coach's move
        about to be played), for the review to repeat (``verdicts``)."""
        kept = verdicts_kept.verdict_of(advice)
        if kept is not None and self.learner_to_act():
            self.verdicts[len(self.deal.history)] = kept

    def verdicts_for_review(self):
        """The verdicts shown in this deal, as the review request sends them."""
        return verdicts_kept.for_review(self.verdicts)

    def _act_follow(self, value):
        """Follow the hint shown (or ``value``, the coach's action, when there is none)."""
        text = value or (self.hint["action"] if self.hint else None)
        if not text:
            raise IllegalActionError("ask for a hint first")
        hinted = self.hint is not None and text == self.hint["action"]  # (he read it, then followed it)
        ruled = hinted and self.hint.get("source") == "rule of thumb"  # (not the coach's: the review and his word say so)
        self._need_turn()
        action = parse_action(text)
        self.played_for = (self.deal, len(self.deal.log), "coach")  # (the live region names the card)
        index = len(self.deal.history)
        self._learner_do(action)
        self.coach_moves.add(index)  # (the review says it was the coach's: done, not chosen)
        if hinted:
            self.hint_moves.add(index)
            if ruled:
                self.rule_hints.add(index)

    def coach_move_local(self):
        """The coach's choice computed here (rule of thumb or the installed coach)."""
        return adapter.advise(self.deal, self.learner_seat)["action"]

    def coach_step(self):
        """What ``coach-move`` does outside a decision: (action name, value) or None.

        Cutting, dealing the next hand and saying one's total are the coach's choice
        too, so pressing ``coach-move`` again and again plays a whole partie.
        """
        if self.pending_count is not None:
            return ("coach-total", None)
        if self.stage == "cut":
            return ("cut", None) if self.cut is None else ("next-deal", None)
        if self.stage == "deal-over" and self.kind == "partie":
            return ("next-deal", None)
        return None

    # undo

    def decisions(self):
        """The learner's decisions in the current deal: [(index in history, action text)]."""
        if self.deal is None:
            return []
        return [(index, str(move.action)) for index, move in enumerate(self.deal.history)
                if move.seat == self.learner_seat]

    def _before_each_decision(self):
        """(index in the history, the deal just before that move) for each of the learner's
        moves, the last first: one copy of the deal, undone a move at a time (a few µs a move)."""
        deal = self.deal.copy()
        history = self.deal.history
        for index in range(len(history) - 1, -1, -1):
            deal.undo()
            if history[index].seat == self.learner_seat:
                yield index, deal

    def decision_facts(self):
        """{index in the history: (the class being declared then or None, how many legal
        moves he had, None for an exchange; whether he answered a second figure)} for each
        of the learner's moves: what the review says of an Equal, and which moves were forced."""
        if self.deal is None:
            return {}
        found = {}
        for index, deal in self._before_each_decision():
            # An exchange has up to thousands of discards: never forced, and not listed
            # (6 ms in CPython, far more on the page's MicroPython).
            count = None if deal.phase == "exchange" else len(deal.legal_actions())
            kind, second = answering(deal)
            found[index] = (kind, count, second)
        return found

    def answered_classes(self):
        """{index in the history: (the class being declared then or None, whether it answered a
        second figure)} for each of the learner's moves: what his decisions' words need (no
        listing of legal moves, which ``decision_facts`` adds)."""
        if self.deal is None:
            return {}
        return dict((index, answering(deal)) for index, deal in self._before_each_decision())

    def forced_decisions(self):
        """The learner's moves that were his only legal one (the last card, a follow with one
        card of the suit, "No sequence" with nothing to call): nothing to try again there."""
        return set(index for index, (_, count, _) in self.decision_facts().items() if count == 1)

    def _act_undo(self, value):
        """Back to the learner's last decision (or to decision ``value``, an index)."""
        found = self.decisions()
        if not found:
            raise IllegalActionError("you have made no decision in this deal yet")
        index = self._undo_target(found) if value in (None, "") else int(value)
        if index not in [i for i, _ in found]:
            raise IllegalActionError("that is not one of your decisions")
        reopened = self.stage in ("deal-over", "partie-over") and self.kind == "partie"
        if reopened:
            self.finished.pop()
        while len(self.deal.history) > index:
            self.deal.undo()
        self._forget_counts_after(index)
        self.verdicts = verdicts_kept.after_undo(self.verdicts, index)
        # (said as the review says it: a hint followed was his choice, "following the hint"; a
        # move the coach made at his press without a hint shown, the coach's)
        coached = "the coach had chosen for you" if index in self.coach_moves else "you had chosen"
        if index in self.hint_moves:
            coached = "you had chosen, following the hint"
        self.coach_moves = set(move for move in self.coach_moves if move < index)
        self.hint_moves = set(move for move in self.hint_moves if move < index)
        self.rule_hints = set(move for move in self.rule_hints if move < index)
        self.stood_in = dict((move, level) for move, level in self.stood_in.items() if move < index)
        feedback_kept.forget_from(self, index)
        self.stage = "deal"
        self.review = self.solved = None
        self.clear_turn()
        number = [i for i, _ in found].index(index) + 1
        # (said as the decisions list and the review say it: the deal now stands just before it)
        chosen = decision_words(found[number - 1][1], answering(self.deal))
        self.message = ("info", "Back to your decision %d (%s: %s). Choose again.%s" % (
            number, coached, chosen,
            REOPENED if reopened else ""))

    _act_retry = _act_undo

    def _undo_target(self, found):
        """The decision Undo goes back to: his last one, passing over the cards auto-play
        played for him (his only legal card), which it would play again at once: Undo
        then said "Choose again" and changed nothing, press after press."""
        if not self.settings["autoplay"]:
            return found[-1][0]
        facts = self.decision_facts()
        for index, _ in reversed(found):
            kind, count, _ = facts[index]
            if not (kind is None and count == 1):  # (a card in the play with one legal card)
                return index
        return found[0][0]

    def _forget_counts_after(self, index):
        """Counts said after the move at ``index`` belong to a play taken back: out of the tally."""
        kept = []
        for mark in self.count_marks:
            if mark[0] > index:
                self.counted[0 if mark[1] else 1] -= 1
            else:
                kept.append(mark)
        self.count_marks = kept

    def set_review(self, rows, value=None):
        self.review = rows
        self.solved = value
