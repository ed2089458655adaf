"""The declaration of one class round a table of three or more, one pass from the
dealer's left: each seat calls, or answers the best call standing.

Glossary:
    standing call: the best call so far in the class, and the seat that made it.
    call:          a seat with no call standing before him (everyone before him said
                   "No point") calls his own, or nothing.
    answer:        a seat with a call standing before him answers it as younger answers
                   elder in the two-player game: Good, Not good (with the cards that
                   beat it, which he then names aloud), or Equal when he holds as long a
                   point or sequence; the standing seat then names the second figure and
                   he answers again. Equal to the second figure too is a tie.
    heard:         the standing call's second figure has been said aloud (to an Equal,
                   or named with a Not good after Equal). A later seat then answers it
                   knowing it: Not good with a holding as long and higher at the second
                   figure needs no "Making?" first (Equal still asks it, as ever).
    tie:           seats whose calls are exactly equal; if the class ends tied, nobody
                   scores it (the two-player rule for a tie, kept for any table).
    partners:      at a table of partnerships (``sides``: each seat's side), a tie only
                   between partners is no tie: the standing call scores for their side.

Everything here is pure: each function takes a ``ClassTurn`` and returns a new one with
the log entries the step said. The calls themselves are checked by
``declarations.build_call``, as in the two-player game.

>>> from piquet_core.cards import parse_cards
>>> from piquet_core.combinations import POINT
>>> turn = opening((0, 1, 2))
>>> call = check_call(turn, POINT, [parse_cards("AS KS QS JS")], parse_cards("AS KS QS JS 7H"))
>>> turn, said = called(turn, 0, POINT, call, (0, 1, 2))
>>> turn.best, turn.step, turn.speaker, [type(e).__name__ for e in said]
(0, 'reply', 1, ['Called'])
>>> turn, said = replied(turn, 1, POINT, "good", (), (0, 1, 2))
>>> turn, said = replied(turn, 2, POINT, "good", (), (0, 1, 2))
>>> turn.step, turn.winner
('done', 0)
"""

from collections import namedtuple

from ..actions import EQUAL, GOOD, NOT_GOOD, Declare, Reply
from ..combinations import POINT, SET, all_of, order_key
from ..declarations import (
    CALL, REPLY, REPLY_SECOND, build_call, first_figure, holds_exact, holds_first_figure, not_held_words,
    sub_combinations, with_extras,
)
from ..errors import CardNotHeldError, DeclarationError, IllegalActionError, WrongTurnError
from ..events import Answered, Called, SecondFigure

DONE = "done"

_FIELDS = ("calls", "best", "tied", "answers", "step", "speaker", "winner", "heard")


class ClassTurn(namedtuple("ClassTurn", _FIELDS)):
    """Where one class stands.

    ``calls``: per seat, None before he has made a call of his own, else the tuple of
    combinations he called (or named with Not good), () for "none"; ``best``: the seat
    of the standing call, or None; ``tied``: other seats exactly equal to it;
    ``answers``: ``(seat, answer)`` in order; ``step``: CALL, REPLY, REPLY_SECOND or
    DONE; ``speaker``: the seat to speak (None when done); ``winner``: the seat that
    scores the class, None if nobody does (or not yet settled); ``heard``: the standing
    call's second figure has been said aloud.
    """

    __slots__ = ()

    def changed(self, **changes):
        """A copy with some fields changed (MicroPython's namedtuple has no ``_replace``)."""
        get = changes.get
        return ClassTurn(get("calls", self[0]), get("best", self[1]), get("tied", self[2]), get("answers", self[3]),
                         get("step", self[4]), get("speaker", self[5]), get("winner", self[6]),
                         get("heard", self[7]))

    @property
    def principal(self):
        """The standing call's best combination, or None."""
        return None if self.best is None else self.calls[self.best][0]


def opening(order):
    """The class before anyone speaks; ``order`` is the seats in speaking order."""
    return ClassTurn((None,) * len(order), None, (), (), CALL, order[0], None, False)


def _build(kind, groups, hand):
    """``build_call`` with the precise errors: a card not held, or not a combination."""
    held = set(hand)
    for group in groups:
        for card in group:
            if card not in held:
                raise CardNotHeldError(not_held_words(card.code))
    try:
        return build_call(kind, groups, hand)
    except DeclarationError:
        raise
    except IllegalActionError as error:
        raise DeclarationError(str(error))


def check_call(turn, kind, groups, hand):
    """The call (a tuple of combinations) for a seat whose turn is to call; raises why not."""
    if turn.step != CALL:
        raise WrongTurnError("a call stands in the %s: answer it (good, equal or not good), do not call" % kind)
    return _build(kind, groups, hand)


def check_reply(turn, kind, answer, groups, hand):
    """The combinations a Not good names (() for Good or Equal); raises why it is refused."""
    if turn.step not in (REPLY, REPLY_SECOND):
        raise WrongTurnError("no call stands in the %s: call your own, or none" % kind)
    principal = turn.principal
    second = turn.step == REPLY_SECOND
    if answer == EQUAL:
        if kind == SET:
            raise DeclarationError("sets cannot be equal: two players never hold sets of the same rank")
        if second and not holds_exact(kind, hand, principal.key):
            raise DeclarationError("you hold no %s equal to the one called" % kind)
        if not second and not holds_first_figure(kind, hand, principal.key[0]):
            raise DeclarationError("you hold no %s as long as the one called" % kind)
        return ()
    if answer == NOT_GOOD:
        call = _build(kind, groups, hand)
        if not call:
            raise DeclarationError("'not good' must show what beats the call")
        mine = call[0]
        if second:
            if not _higher_second(mine, principal):
                raise DeclarationError("after Equal, your %s must be as long and higher" % kind)
        elif first_figure(mine) <= first_figure(principal) and not (turn.heard and _higher_second(mine, principal)):
            raise DeclarationError("your %s does not beat the best call so far" % kind)
        return call
    if answer != GOOD:
        raise DeclarationError("unknown answer %r" % (answer,))
    return ()


def _higher_second(mine, principal):
    """``mine`` is as long as ``principal`` (a point or a sequence) and higher at the
    second figure."""
    return mine.kind != SET and mine.key[0] == principal.key[0] and mine.key[1] > principal.key[1]


def _next(turn, seat, order, sides):
    """The turn after ``seat`` has finished speaking: the next seat, or the class settled."""
    at = order.index(seat)
    if at + 1 < len(order):
        speaker = order[at + 1]
        return turn.changed(speaker=speaker, step=CALL if turn.best is None else REPLY)
    winner = turn.best
    for other in turn.tied:  # equal holdings score for nobody, unless all on one side
        if sides is None or sides[other] != sides[turn.best]:
            winner = None
    return turn.changed(speaker=None, step=DONE, winner=winner)


def _with_call(calls, seat, call):
    return calls[:seat] + (call,) + calls[seat + 1:]


def called(turn, seat, kind, call, order, sides=None):
    """``seat`` calls ``call`` (() for none) with no call standing before him; ``sides``
    gives each seat's partnership at a table of partners (None: every seat for himself)."""
    said = [Called(seat, kind, call[0] if call else None)]
    turn = turn.changed(calls=_with_call(turn.calls, seat, call), best=seat if call else None)
    return _next(turn, seat, order, sides), said


def replied(turn, seat, kind, answer, call, order, sides=None):
    """``seat`` answers the standing call; ``call`` is what a Not good names."""
    second = turn.step == REPLY_SECOND
    said = [Answered(seat, kind, answer, second)]
    turn = turn.changed(answers=turn.answers + ((seat, answer),))
    if answer == EQUAL and not second:
        said.append(SecondFigure(turn.best, kind, turn.principal))
        return turn.changed(step=REPLY_SECOND, heard=True), said
    if answer == NOT_GOOD:  # he names what beats the call: the next seat answers it
        # At the first figure he names his own first figure, unless his is as long as a
        # call whose second figure was heard: then he names his second.
        higher = second or first_figure(call[0]) == first_figure(turn.principal)
        said.append(SecondFigure(seat, kind, call[0]) if higher else Called(seat, kind, call[0]))
        turn = turn.changed(calls=_with_call(turn.calls, seat, call), best=seat, tied=(), heard=higher)
    elif answer == EQUAL:
        turn = turn.changed(tied=turn.tied + (seat,))
    return _next(turn, seat, order, sides), said


def choices(turn, kind, hand):
    """The canonical calls or answers of the seat to speak (see ``sub_combinations``):
    every held combination alone and with its extras, sinks included; any other legal
    call (a point that hides a middle card) is accepted too."""
    candidates = sub_combinations(kind, hand)
    if turn.step == CALL:
        actions = [Declare(kind, ())]
        beats = None
        make, tag = Declare, kind
    else:
        principal = turn.principal
        actions = [Reply(GOOD, ())]
        make, tag = Reply, NOT_GOOD
        if turn.step == REPLY:
            heard = turn.heard
            # "Making?" of a figure the table has just heard is offered only when his own
            # could tie it (it is still accepted: ``check_reply``)
            if kind != SET and (holds_exact(kind, hand, principal.key) if heard else
                                holds_first_figure(kind, hand, principal.key[0])):
                actions.append(Reply(EQUAL, ()))
            figure = first_figure(principal)

            def beats(combo):
                return first_figure(combo) > figure or (heard and _higher_second(combo, principal))
        else:
            if holds_exact(kind, hand, principal.key):
                actions.append(Reply(EQUAL, ()))
            length, second = principal.key

            def beats(combo):
                return combo.key[0] == length and combo.key[1] > second
    if kind == POINT:  # one suit, no extras
        for combo in candidates:
            if beats is None or beats(combo):
                actions.append(make(tag, (combo.cards,)))
        return actions
    seen = set()
    held = all_of(kind, hand)
    for combo in candidates:
        if beats is not None and not beats(combo):
            continue
        calls = [(combo,)]
        extended = with_extras(combo, kind, hand, held)
        if len(extended) > 1:
            calls.append(sorted(extended, key=order_key, reverse=True))
        for call in calls:
            if call[0] is not combo and beats is not None and not beats(call[0]):
                continue  # an extra would outrank the combination answered with
            groups = tuple(c.cards for c in call)
            if groups not in seen:
                seen.add(groups)
                actions.append(make(tag, groups))
    return actions
