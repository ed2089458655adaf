"""The double-dummy solver (piquet_core.solver) against plain exhaustive minimax.

The minimax below walks every legal card through the kernel (itself proved against the
Deal in test_kernel.py) and scores by the change of both totals, so it knows nothing of
the solver's equivalent cards, transposition table, windows or pique bookkeeping.
Positions are random endings (up to 6 cards each) at a trick boundary or after a lead,
under several rule sets, with totals that leave a pique possible or not; and the same
with a trump suit (any of the four) and, now and then, a capot announced by either
player (CardParade), which the minimax knows only through the kernel's scores.
"""

import pytest

from piquet_core import kernel, solver
from piquet_core.kernel import PlayState
from piquet_core.prng import Prng
from piquet_core.rules import Rules

RULE_SETS = {
    "default": Rules(),
    "old_count": Rules.parse("rubicon +old_count"),
    "last_trick_four": Rules.parse("rubicon +last_trick_four"),
    "cavendish_capot": Rules.parse("rubicon +cavendish_capot"),
    "all": Rules.parse("rubicon +old_count +last_trick_four +cavendish_capot"),
}


def minimax(state, memo=None):
    """Exact value (elder minus younger from here) and each legal card's value.

    Memoised on the whole kernel state (hands, leader, card led, tricks won, totals,
    bonus): no equivalences or bounds, just every line of play once."""
    if memo is None:
        memo = {}
    if state.is_over:
        return 0, {}
    values = {}
    for card in state.legal():
        before = state.totals[0] - state.totals[1]
        state.play(card)
        key = (tuple(state.hands), state.leader, state.led, tuple(state.won), tuple(state.totals), state.bonus)
        rest = memo.get(key)
        if rest is None:
            rest = memo[key] = minimax(state, memo)[0]
        values[card] = state.totals[0] - state.totals[1] - before + rest
        state.unplay()
    pick = max if state.to_act == kernel.ELDER else min
    return pick(values.values()), values


def random_position(rng, rules, most=6, trumps=False):
    """A random ending: n cards each, a leader, maybe a card led, tricks won, totals;
    with ``trumps``, a random trump suit and sometimes a capot announced."""
    pack = list(range(32))
    rng.shuffle(pack)
    n = 1 + rng.below(most)
    leader = rng.below(2)
    hands = [pack[:n], pack[n:2 * n]]
    led = None
    if rng.below(3) == 0:
        led = hands[leader].pop()
    played = 12 - n
    shape = rng.below(4)
    if shape == 0:  # a capot still possible for one side
        won = (played, 0) if rng.below(2) else (0, played)
    else:
        first = rng.below(played + 1)
        won = (first, played - first)
    kind = rng.below(5)
    bonus = None
    if kind == 0:    # a pique within reach
        totals = (20 + rng.below(10), 0) if rng.below(2) else (0, 20 + rng.below(10))
    elif kind == 1:  # nobody has scored yet
        totals = (0, 0)
    elif kind == 2:  # a pique is still possible but far
        totals = (rng.below(30), 0)
    elif kind == 3:  # a bonus is made already
        totals = (90 + rng.below(20), rng.below(20))
        bonus = (0, "repique")
    else:
        totals = (1 + rng.below(40), 1 + rng.below(40))
    trump, announced = None, None
    if trumps:
        trump = rng.below(4)
        if shape == 0 or rng.below(4) == 0:  # mostly where the capot is still open
            announced = rng.below(2)
    return PlayState.from_hands(hands[0], hands[1], leader=leader, led=led, totals=totals, bonus=bonus,
                                won=won, rules=rules, trumps=trump, announced=announced)


def check_random_endings(name, count, seed, trumps=False):
    rules = RULE_SETS[name]
    rng = Prng(seed + sorted(RULE_SETS).index(name))
    for _ in range(count):
        state = random_position(rng, rules, trumps=trumps)
        expected, values = minimax(state)
        got = solver.solve(state)
        assert got.value == expected, state
        best = sorted(card for card, value in values.items() if value == expected)
        assert sorted(c.index for c in got.best) == best, state
        assert got.to_act == state.to_act
        assert [(c.index, v) for c, v in solver.card_values(state)] == sorted(
            values.items(), key=lambda item: kernel.display_key(item[0])), state


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_solver_equals_minimax_on_random_endings(name):
    check_random_endings(name, 300, 1000)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_solver_equals_minimax_on_many_more_endings(name):
    check_random_endings(name, 3000, 5000)


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_solver_equals_minimax_with_trumps(name):
    check_random_endings(name, 500, 2000, trumps=True)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_solver_equals_minimax_with_trumps_on_many_more_endings(name):
    check_random_endings(name, 3000, 7000, trumps=True)


def test_trump_endings_cover_ruffs_and_announced_capots():
    """The random endings with trumps do reach what they are meant to test."""
    rng = Prng(2000)
    ruffs = made = failed = 0
    for _ in range(500):
        state = random_position(rng, Rules(), trumps=True)
        if state.announced is not None:
            log = []
            while not state.is_over:
                state.play(solver.solve(state).best[0].index, log)
            categories = [entry[2] for entry in log]
            made += categories.count("capot") and state.won[state.announced] == 12
            failed += "capot failed" in categories
        elif state.led >= 0:
            led_suit = state.led >> 3
            ruffs += not state.hands[(1 - state.leader) * 4 + led_suit] and bool(
                state.hands[(1 - state.leader) * 4 + state.trump]) and led_suit != state.trump
    assert ruffs >= 10 and made >= 10 and failed >= 10, (ruffs, made, failed)


def test_a_ruff_decides_the_value():
    # Spades trumps; younger, void in hearts, ruffs elder's ace of hearts and takes the last trick.
    state = PlayState.from_hands("AH 7C", "7S 8C", won=(5, 5), totals=(10, 4), trumps="S")
    assert solver.solve(state).value == minimax(state)[0]
    plain = PlayState.from_hands("AH 7C", "7S 8C", won=(5, 5), totals=(10, 4))
    assert solver.solve(state).value < solver.solve(plain).value


def test_pique_positions():
    """Elder at 25 to 29 with younger at 0: the pique decides the play."""
    rng = Prng(77)
    made = 0
    for _ in range(400):
        state = random_position(rng, Rules(), most=5)
        state = PlayState(state.hands, state.leader, state.led, state.won, (25 + rng.below(5), 0), None, state.rules)
        expected, values = minimax(state)
        assert solver.solve(state).value == expected, state
        made += expected >= 30
    assert made > 50


def test_solve_a_deal_in_the_play():
    from piquet_core.deal import Deal
    from piquet_core.players import random_action
    deal = Deal.from_seed(5)
    rng = Prng(5)
    while deal.phase != "play" or len(deal.hands[1]) > 5:
        deal.do(random_action(deal, rng))
    state = kernel.from_deal(deal)
    assert solver.solve(deal).value == minimax(state)[0]
    with pytest.raises(ValueError):
        solver.solve(Deal.from_seed(5))


def test_solved_play_is_consistent():
    """Playing a best card keeps the value (adding the points it scored)."""
    rng = Prng(3)
    for _ in range(50):
        state = random_position(rng, Rules(), most=6)
        sol = solver.solve(state)
        while not state.is_over:
            before = state.totals[0] - state.totals[1]
            state.play(sol.best[0].index)
            gained = state.totals[0] - state.totals[1] - before
            after = solver.solve(state)
            assert after.value + gained == sol.value
            sol = after


@pytest.mark.slow
@pytest.mark.parametrize("name", ["default", "old_count"])
def test_solver_equals_minimax_from_seven_and_eight_cards(name):
    """Real deals played at random to 7 or 8 cards each (exhaustive minimax takes seconds)."""
    from piquet_core.deal import Deal
    from piquet_core.players import random_action
    rules = RULE_SETS[name]
    for seed in range(8):
        deal = Deal.from_seed(seed, rules)
        rng = Prng(seed)
        cards = 7 + seed % 2
        while deal.phase != "play" or len(deal.hands[1]) > cards or (seed % 3 == 0) != bool(deal.current):
            deal.do(random_action(deal, rng))
        state = kernel.from_deal(deal)
        expected, values = minimax(state)
        assert solver.solve(state).value == expected
        assert [(c.index, v) for c, v in solver.card_values(state)] == sorted(
            values.items(), key=lambda item: kernel.display_key(item[0]))
