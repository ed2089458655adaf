"""Listing the legal actions of a deal that has many choices: exchanges and calls.

Glossary:
    sinking:  a call may be less than the player holds; the calls listed here are the
              canonical ones (see ``declarations.sub_combinations``): every held
              combination, every shorter run inside a sequence, every trio inside a
              quatorze, each alone and with its extras. ``Deal.verify`` accepts any
              other legal call too.

The random players ask for the calls at every declaration, and building them from Card
objects (``sub_combinations``, ``with_extras``) was most of a random deal's cost; here
they come from a hand's tables of calls made once (``call_tables``), filtered for the
answers. ``tests/engine/test_legal_calls.py`` checks them against those two functions,
which remain the definition of the canonical calls.
"""

from .actions import EQUAL, GOOD, Exchange, Reply
from .choosing import combinations
from .call_tables import call_list, candidates
from .combinations import CLASSES, SET
from .declarations import CALL, REPLY, YOUNGER_CALL, holds_exact
from .scoring import ELDER


def legal_exchanges(deal):
    """Every exchange the player to act may make (about 3,000 for elder)."""
    player = deal.to_act
    fewest, most = deal.exchange_limits(player)
    option = "look" if player == ELDER else "expose"
    actions = []
    hand = deal.hands[player]
    for count in range(fewest, most + 1):
        for discards in combinations(hand, count):
            actions.append(Exchange(discards, None))
            if most - count > 0:  # cards left over, to look at or expose
                actions.append(Exchange(discards, option))
    return actions


def legal_declarations(deal):
    """The canonical calls or answers in the class being declared (see ``sub_combinations``)."""
    return list(declaration_offer(deal)[0])


def declaration_offer(deal):
    """``(actions, calls)``: ``legal_declarations``, and for each action the combinations
    it calls or shows (None for Good and Equal). Lists the caller must not change: a
    call list is kept with the hand (``call_tables``)."""
    kind = CLASSES[deal.class_index]
    return offer_in_class(kind, deal.class_record(kind), deal.hands[deal.to_act])


def offer_in_class(kind, record, hand):
    """``declaration_offer`` from the class's kind and ``ClassRecord`` and the hand of the
    seat to act (``Deal.legal_actions`` passes them from its state, asking no property).
    The candidates come best first, so each answer's loop stops at the first one too low."""
    step = record.step
    if step == CALL or step == YOUNGER_CALL:  # any held combination may be called
        return call_list(kind, hand)
    found = candidates(kind, hand)
    actions = [_GOOD]
    calls = [None]
    principal = record.elder_call[0]
    # an extra may outrank the combination answered with: then it must beat the call too
    whole_said = False
    if step == REPLY and kind == SET:  # a set's first figure is the whole set; sets are never equal
        figure = principal.key
        for key, alone, lead, extended, whole in found:
            if key <= figure:
                break
            actions.append(alone[1])
            calls.append(alone[2])
            if extended is not None and lead > figure and not (whole and whole_said):
                actions.append(extended[1])
                calls.append(extended[2])
                whole_said = whole_said or whole
        return actions, calls
    if step == REPLY:
        figure = principal.key[0]
        if found and found[0][0][0] >= figure:  # the longest suit or run comes first
            actions.append(_EQUAL)
            calls.append(None)
        for key, alone, lead, extended, whole in found:
            if key[0] <= figure:
                break
            actions.append(alone[1])
            calls.append(alone[2])
            if extended is not None and lead[0] > figure and not (whole and whole_said):
                actions.append(extended[1])
                calls.append(extended[2])
                whole_said = whole_said or whole
        return actions, calls
    # the second figure, after Equal: as long, and higher
    if holds_exact(kind, hand, principal.key):
        actions.append(_EQUAL)
        calls.append(None)
    length, second = principal.key
    for key, alone, lead, extended, whole in found:
        if key[0] == length and key[1] > second:
            actions.append(alone[1])
            calls.append(alone[2])
            if extended is not None and lead[0] == length and lead[1] > second and not (whole and whole_said):
                actions.append(extended[1])
                calls.append(extended[2])
                whole_said = whole_said or whole
    return actions, calls


_GOOD = Reply(GOOD, ())
_EQUAL = Reply(EQUAL, ())
