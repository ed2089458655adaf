"""The records kept as chains (game.chain_tuple): whatever order moves, undos, copies and
reads come in, every record read equals the one a fresh replay of the history gives."""

from hypothesis import given, settings, strategies as st

from piquet_core.deal import Deal
from piquet_core.game import EMPTY, chain_tuple
from piquet_core.players import random_action
from piquet_core.prng import Prng


def _append(cell, value):
    return (cell, cell[1] + 1, value)


@settings(max_examples=200, deadline=None)
@given(steps=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 7)), max_size=60))
def test_chain_tuple_answers_every_chain_whatever_was_asked_before(steps):
    """Grow a tree of chains; ask for them in any order with one cache between asks."""
    chains = [(EMPTY, ())]  # (cell, the entries it stands for)
    cached = None
    for op, pick in steps:
        cell, entries = chains[pick % len(chains)]
        if op < 2:  # append to one of the chains (a new branch if it is not the newest)
            chains.append((_append(cell, len(chains)), entries + (len(chains),)))
        else:  # read it, through the cache of the last answer
            cached = chain_tuple(cell, cached, lambda at: at[2])
            assert cached[0] is cell and cached[1] == entries


def _records(deal):
    return (deal.history, deal.marks, deal.log, deal.tricks, deal.events, deal.reckoned_events, deal.pending)


def _replayed(deal):
    fresh = Deal(deal.dealt[0], deal.dealt[1], deal.talon_dealt, deal.rules, deal.seed)
    for move in deal.history:
        fresh.do(move.action, move.seat)
    return fresh


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), plan=st.lists(st.integers(0, 9), min_size=5, max_size=80))
def test_records_read_between_moves_undos_and_copies_equal_a_fresh_replay(seed, plan):
    deal = Deal.from_seed(seed)
    rng = Prng(seed)
    others = []
    for step in plan:
        if step <= 4 and not deal.is_over:
            deal.do(random_action(deal, rng))
        elif step == 5 and deal.can_undo:
            deal.undo()
        elif step == 6:
            others.append(deal)
            deal = deal.copy()  # the copy goes on; the original may be taken up again
        elif step == 7 and others:
            deal = others.pop()
        else:
            assert _records(deal) == _records(_replayed(deal))
    for each in others + [deal]:
        assert _records(each) == _records(_replayed(each))
