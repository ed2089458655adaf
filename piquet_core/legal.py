"""Listing the legal actions of a deal that has many choices: exchanges and calls.

Glossary:
    sinking:  a call may be less than the player holds; the calls listed here are the
              canonical ones (see ``declarations.sub_combinations``): every held
              combination, every shorter run inside a sequence, every trio inside a
              quatorze, each alone and with its extras. ``Deal.verify`` accepts any
              other legal call too.
"""

from .actions import EQUAL, GOOD, NOT_GOOD, Declare, Exchange, Reply
from .combinations import CLASSES, POINT, SET, all_of, order_key
from .declarations import (
    CALL, REPLY, YOUNGER_CALL, first_figure, holds_exact, holds_first_figure, sub_combinations, with_extras,
)
from .scoring import ELDER


def legal_exchanges(deal):
    """Every exchange the player to act may make (about 3,000 for elder)."""
    player = deal.to_act
    fewest, most = deal.exchange_limits(player)
    option = "look" if player == ELDER else "expose"
    actions = []
    hand = deal.hands[player]
    for count in range(fewest, most + 1):
        for discards in _choose(hand, count):
            actions.append(Exchange(discards, None))
            if most - count > 0:  # cards left over, to look at or expose
                actions.append(Exchange(discards, option))
    return actions


def legal_declarations(deal):
    """The canonical calls or answers in the class being declared (see ``sub_combinations``)."""
    kind = CLASSES[deal.class_index]
    record = deal.class_record(kind)
    hand = deal.hands[deal.to_act]
    candidates = sub_combinations(kind, hand)
    if record.step in (CALL, YOUNGER_CALL):
        actions = [Declare(kind, ())]
        beats = None  # any held combination may be called
        make = Declare
        tag = kind
    else:
        principal = record.elder_call[0]
        actions = [Reply(GOOD, ())]
        make = Reply
        tag = NOT_GOOD
        if record.step == REPLY:
            if kind != SET and holds_first_figure(kind, hand, principal.key[0]):
                actions.append(Reply(EQUAL, ()))
            figure = first_figure(principal)
            beats = lambda combo: first_figure(combo) > figure
        else:
            if holds_exact(kind, hand, principal.key):
                actions.append(Reply(EQUAL, ()))
            length, second = principal.key
            beats = lambda combo: combo.key[0] == length and combo.key[1] > second
    if kind == POINT:  # one suit, no extras: every candidate is its own call
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
                continue  # an extra would outrank the combination being answered with
            groups = tuple(c.cards for c in call)
            if groups not in seen:
                seen.add(groups)
                actions.append(make(tag, groups))
    return actions


def _choose(items, count):
    """All ``count``-element combinations of ``items`` as tuples, in order (no itertools)."""
    items = list(items)
    n = len(items)
    if count == 0:
        return [()]
    result = []
    indices = list(range(count))
    while True:
        result.append(tuple(items[i] for i in indices))
        i = count - 1
        while i >= 0 and indices[i] == i + n - count:
            i -= 1
        if i < 0:
            return result
        indices[i] += 1
        for j in range(i + 1, count):
            indices[j] = indices[j - 1] + 1
