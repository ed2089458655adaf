"""A declaration ``legal_actions`` listed is applied by ``do`` without being checked again
(``deal._offered``): only the very object, only at the state it was listed for. Doing
it must give exactly what doing an equal action built by hand gives, and a list kept
from another state (before a move, after an undo, from a copy) must never let an
illegal action through."""

import pytest

from piquet_core.actions import Declare, Reply, canonical
from piquet_core.cards import CARD_TABLE
from piquet_core.deal import DECLARATION, Deal
from piquet_core.errors import IllegalActionError
from piquet_core.players import random_action
from piquet_core.prng import Prng


def public(deal):
    return (deal.phase, deal.to_act, deal.history, deal.log, deal.marks, deal.events, deal.reckoned_events,
            deal.totals, deal.reckoned_totals, deal.classes, deal.known, deal.pending, deal.bonus, deal.hands,
            deal.declared_hands)


def rebuilt(action):
    """An equal action, none of its parts the same object."""
    return type(action)(str(action[0]), tuple(tuple(group) for group in action[1]))


def declaration_states(count):
    for seed in range(count):
        deal = Deal.from_seed(seed)
        rng = Prng(seed)
        while deal.phase != DECLARATION and not deal.is_over:
            deal.do(random_action(deal, rng))
        while deal.phase == DECLARATION:
            yield seed, deal
            deal.do(random_action(deal, rng))


@pytest.mark.parametrize("start", [0, 40])
def test_an_offered_action_does_what_the_checked_one_does(start):
    for seed, deal in declaration_states(start + 40):
        if seed < start:
            continue
        offered = deal.legal_actions()
        for action in offered:
            assert canonical(action) == action
            trusted, checked = deal.copy(), deal.copy()
            trusted.do(action)
            checked.do(rebuilt(action))
            assert public(trusted) == public(checked), (seed, action)
            assert trusted.undo().history == deal.history


def illegal_now(deal, actions):
    return [action for action in actions if not deal.can(rebuilt(action))]


def refused(deal, actions):
    """Assert ``deal`` refuses each of ``actions`` illegal now; how many there were."""
    bad = illegal_now(deal, actions)
    for action in bad:
        with pytest.raises(IllegalActionError):
            deal.do(action)
    return len(bad)


def test_a_list_from_before_a_move_is_checked_again():
    found = 0
    for seed, deal in declaration_states(60):
        stale = deal.legal_actions()
        work = deal.copy()
        work.do(stale[0])
        if work.phase != DECLARATION:
            continue
        found += refused(work, stale)
        # back at the state they were listed for, they are legal again and applied
        work.undo()
        for action in stale:
            assert work.can(action)
    assert found > 50


def test_a_list_from_a_copy_or_changed_by_its_caller_is_checked():
    for seed, deal in declaration_states(30):
        twin = deal.copy()
        listed = twin.legal_actions()
        twin.do(listed[-1])
        # the copy moved on; the original still stands where the list was made
        assert public(deal.copy().do(listed[0])) == public(deal.copy().do(rebuilt(listed[0])))
        if twin.phase == DECLARATION:
            refused(twin, listed)
        # a list the caller extends offers nothing more
        mine = deal.legal_actions()
        bad = Declare(deal.current_class, ((CARD_TABLE[0], CARD_TABLE[1], CARD_TABLE[2], CARD_TABLE[3]),))
        mine.append(bad)
        mine.append(Reply("good", ((CARD_TABLE[0],),)))
        if not deal.can(rebuilt(bad)):
            with pytest.raises(IllegalActionError):
                deal.copy().do(bad)
        with pytest.raises(IllegalActionError):
            deal.copy().do(mine[-1])


def test_an_undo_then_another_move_does_not_revive_a_later_list():
    for seed, deal in declaration_states(40):
        work = deal.copy()
        first = work.legal_actions()
        work.do(first[0])
        if work.phase != DECLARATION:
            continue
        later = work.legal_actions()
        work.undo()
        if len(first) > 1:
            work.do(first[1])  # another branch: the later list belongs to a state no longer here
            refused(work, later)
