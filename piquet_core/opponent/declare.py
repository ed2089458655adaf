"""Declaring: the honest call or answer, and the calls a player may choose between.

Glossary:
    call:      elder names his holding in a class (point, sequence, set), or "none";
               younger calls his own when elder called none.
    answer:    younger's Good (his is worse), Equal (as long: "Making?" / "How high?")
               or Not good (better, shown with the combination that beats the call).
    honest:    calling everything held (the best combination and every extra), and
               answering by the truth of the hand.
    sinking:   calling less than held, or nothing, to hide the hand; what is not called
               cannot score.
    step:      where the dialogue of the class stands for the seat to act: ``call``
               (elder, or younger after elder's none) or ``answer`` (first or second
               figure).

Every function reads the view's public members only: the seat's own hand and the log.

>>> from piquet_core.deal import Deal
>>> deal = Deal.from_seed(5)
>>> for seat in (0, 1): _ = deal.do("exchange " + " ".join(c.code for c in deal.hands[seat][:3]), seat)
>>> str(honest_action(deal.view(0)))
'point AH KH TH 8H 7H'
"""

from ..actions import EQUAL, GOOD, NOT_GOOD, CarteBlanche, Declare, Reply
from ..combinations import SET, all_of
from ..declarations import honest_call
from ..events import Called, SecondFigure
from ..seats import ELDER
from .knowledge import combo_key

CALL, ANSWER = "call", "answer"


def dialogue_step(view, legal=None):
    """(step, kind, elder's first figure, second figure key or None) for the seat to act
    in the declarations; first figures as in ``knowledge`` (length, or set key).
    ``legal``: the view's legal actions, if the caller has them already."""
    kind = None
    step = None
    for action in (view.legal_actions() if legal is None else legal):
        if type(action) is Declare:
            return CALL, action.kind, None, None
        if type(action) is Reply:
            step = ANSWER
            break
    if step is None:
        return None, None, None, None
    first = second = None
    for entry in view.log:
        if type(entry) is Called and entry.seat == ELDER and entry.combo is not None:
            kind = entry.kind
            first = combo_key(entry.combo) if kind == SET else entry.combo.length
            second = None
        elif type(entry) is SecondFigure and entry.kind == kind:
            second = combo_key(entry.combo)
    return ANSWER, kind, first, second


def call_action(kind, combos):
    """The ``Declare`` naming ``combos`` (best first), or none."""
    return Declare(kind, tuple(tuple(combo.cards) for combo in combos))


def honest_answer(hand, kind, first, second):
    """Good, Equal or Not good (with the honest call) by the truth of ``hand``."""
    held = all_of(kind, hand)
    if not held:
        return Reply(GOOD, ())
    best = held[0]
    if kind == SET:
        if combo_key(best) > first:
            return Reply(NOT_GOOD, tuple(tuple(c.cards) for c in honest_call(kind, hand)))
        return Reply(GOOD, ())
    mine = combo_key(best)
    length = best.length
    if second is None:
        if length > first:
            return Reply(NOT_GOOD, tuple(tuple(c.cards) for c in honest_call(kind, hand)))
        if length == first:
            return Reply(EQUAL, ())
        return Reply(GOOD, ())
    if mine > second:
        return Reply(NOT_GOOD, tuple(tuple(c.cards) for c in honest_call(kind, hand)))
    if mine == second:
        return Reply(EQUAL, ())
    return Reply(GOOD, ())


def honest_action(view, sink=None):
    """The honest declaration for the view's seat now (carte blanche claimed).

    ``sink(kind, combos, view)``, if given, may return a shorter tuple of combinations to
    call instead (the club player's small sinks). Falls back to the first legal action
    if the honest one is refused (it never should be).
    """
    legal = view.legal_actions()
    if not legal:
        return None
    if type(legal[0]) is CarteBlanche:
        return CarteBlanche(True)
    step, kind, first, second = dialogue_step(view, legal)
    if step == CALL:
        combos = honest_call(kind, view.hand)
        if sink is not None:
            combos = sink(kind, combos, view)
        action = call_action(kind, combos)
    elif step == ANSWER:
        action = honest_answer(view.hand, kind, first, second)
    else:
        return legal[0]
    if view.can(action):
        return action
    return legal[0]
