"""The declarations: elder's call and younger's answer in each class, point, sequence and
set (``DeclarationMixin``, one of ``deal.Deal``'s classes).

Each ``_check_*`` raises the reason a call or an answer is illegal, changing nothing, and
returns the plan that applies it; what may be called is ``declarations``' knowledge. A
class won scores at once in the reckoning (younger states his after elder's first lead).

>>> from piquet_core.deal import Deal, DECLARATION
>>> deal = Deal.from_seed(1)
>>> while deal.phase != DECLARATION:
...     _ = deal.do(deal.legal_actions()[0])
>>> deal.current_class, deal.to_act
('point', 0)
>>> deal.verify("good")
Traceback (most recent call last):
...
piquet_core.errors.WrongTurnError: elder has not called yet
"""

from .actions import EQUAL, GOOD, NOT_GOOD
from .combinations import CLASSES, SET
from .deal_state import CLASS_INDEX, CLASS_RECORDS, DECLARATION, HANDS, PENDING_LOG, ClassRecord, built
from .declarations import (
    CALL, REPLY, REPLY_SECOND, YOUNGER_CALL, build_call, first_figure, holds_exact, holds_first_figure,
)
from .errors import IllegalActionError, WrongTurnError
from .events import Answered, Called, SecondFigure
from .game import PHASE, TO_ACT
from .seats import ELDER, YOUNGER, seat_name


class DeclarationMixin:
    """The declaration dialogue: the checks and plans of calls and answers, and a class won."""

    __slots__ = ()

    def _class_now(self, what):
        """(state, class index, kind, record) of the class being declared; outside the
        declarations, the error that says why ``what`` cannot be done now."""
        s = self._s
        if s[PHASE] != DECLARATION:  # (the call only to say why)
            self._expect(DECLARATION, what)
        index = s[CLASS_INDEX]
        return s, index, CLASSES[index], s[CLASS_RECORDS][index]

    def _check_declare(self, action):
        s, index, kind, record = self._class_now("a declaration")
        if action.kind != kind:
            raise WrongTurnError("the %s is being declared now, not the %s" % (kind, action.kind))
        if record.step not in (CALL, YOUNGER_CALL):
            raise WrongTurnError("younger must answer elder's call (good, equal or not good), not declare")
        call = build_call(kind, action.groups, s[HANDS][s[TO_ACT]], seat_name(s[TO_ACT]))

        def apply():
            self._declare(call)
        return apply

    def _declare(self, call):
        """The seat to act calls ``call`` (checked, or listed by ``legal_actions``) in the
        class being declared. Each record is built once: ClassRecord(elder_call,
        younger_call, answers, winner, step)."""
        s = self._s
        index = s[CLASS_INDEX]
        record = s[CLASS_RECORDS][index]
        if s[TO_ACT] == ELDER:
            self._set_record(index, ClassRecord(call, record[1], record[2], record[3], REPLY if call else YOUNGER_CALL))
            self._say((built, Called, ELDER, CLASSES[index], call[0] if call else None))
            return
        if call:
            self._win_class(index, YOUNGER, ClassRecord(record[0], call, record[2], YOUNGER, record[4]))
        else:  # said with his statement, after elder's first lead (nothing is said now:
            # elder would learn before leading that younger holds nothing in the class)
            self._set_record(index, ClassRecord(record[0], call, record[2], record[3], record[4]))
            s[PENDING_LOG] = s[PENDING_LOG] + ((built, Called, YOUNGER, CLASSES[index], None),)
        s[CLASS_INDEX] = index + 1

    def _check_reply(self, action):
        s, index, kind, record = self._class_now("an answer")
        if record.step not in (REPLY, REPLY_SECOND):
            if record.step == YOUNGER_CALL:
                raise WrongTurnError("elder called no %s: younger calls his own %s or none" % (kind, kind))
            raise WrongTurnError("elder has not called yet")
        answer = action.answer
        principal = record.elder_call[0]
        hand = s[HANDS][YOUNGER]
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
            call = build_call(kind, action.groups, hand, seat_name(YOUNGER))
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
            self._answer(answer, call)
        return apply

    def _answer(self, answer, call):
        """Younger answers elder's call (``call``: what he shows with Not good), checked
        or listed by ``legal_actions``; each record built once, as in ``_declare``."""
        s = self._s
        index = s[CLASS_INDEX]
        record = s[CLASS_RECORDS][index]
        kind = CLASSES[index]
        second = record[4] == REPLY_SECOND
        answers = record[2] + (answer,)
        self._say((built, Answered, YOUNGER, kind, answer, second))
        if answer == EQUAL and not second:
            self._set_record(index, ClassRecord(record[0], record[1], answers, record[3], REPLY_SECOND))
            self._say((built, SecondFigure, ELDER, kind, record[0][0]))
            return
        younger_call = call if answer == NOT_GOOD else record[1]
        if answer == EQUAL:
            self._set_record(index, ClassRecord(record[0], younger_call, answers, record[3], record[4]))
        else:
            winner = ELDER if answer == GOOD else YOUNGER
            self._win_class(index, winner, ClassRecord(record[0], younger_call, answers, winner, record[4]))
        s[CLASS_INDEX] = index + 1

    def _set_record(self, index, record):
        records = self._s[CLASS_RECORDS]
        if index == 0:
            self._s[CLASS_RECORDS] = (record, records[1], records[2])
        elif index == 1:
            self._s[CLASS_RECORDS] = (records[0], record, records[2])
        else:
            self._s[CLASS_RECORDS] = (records[0], records[1], record)

    def _win_class(self, index, seat, record):
        """``seat`` wins class ``index``: ``record`` is its record, won by him."""
        self._set_record(index, record)
        kind = CLASSES[index]
        call = record.elder_call if seat == ELDER else record.younger_call
        for combo in call:
            self._score(seat, combo.score, kind, combo.full_name, declaration=True, combo=combo)
        self._prove(seat, [card for combo in call for card in combo.cards], kind, deferred=seat == YOUNGER)
