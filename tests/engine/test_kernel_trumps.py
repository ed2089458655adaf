"""The play kernel with a trump suit (CardParade) agrees with a plain reference play.

Until the validated ``Deal`` plays trumps, the oracle is ``ReferencePlay`` below: a
deliberately naive play of the rules as the seed states them (follow suit if you can,
else trump if you can, else any card; the highest trump wins, else the highest card
of the suit led), written over lists of cards with none of the kernel's masks or stacks.
Thousands of random plays from random starting positions (any trump suit, any leader,
totals with a pique in reach or not, a capot announced or not) must give the same legal
cards at every step, the same trick winners, the same score events card by card, the
same totals, and ``unplay`` must walk back exactly.
"""

import pytest

from piquet_core import kernel
from piquet_core.kernel import ELDER, PlayState, trick_winner, trump_index
from piquet_core.prng import Prng
from piquet_core.rules import Rules

RULE_SETS = {
    "default": Rules(),
    "last_trick_four": Rules.parse("rubicon +last_trick_four"),
    "old_count_cavendish": Rules.parse("rubicon +old_count +cavendish_capot"),
}


class ReferencePlay:
    """The play by the letter of the rules, one card at a time (the test's oracle)."""

    def __init__(self, hands, leader, won, totals, bonus, rules, trump, announced):
        self.hands = [sorted(hands[0]), sorted(hands[1])]
        self.leader, self.won, self.totals = leader, list(won), list(totals)
        self.bonus, self.rules, self.trump, self.announced = bonus, rules, trump, announced
        self.led = None

    def to_act(self):
        return self.leader if self.led is None else 1 - self.leader

    def legal(self):
        hand = self.hands[self.to_act()]
        if self.led is None:
            return sorted(hand)
        same = [c for c in hand if c // 8 == self.led // 8]
        trumps = [c for c in hand if c // 8 == self.trump]
        return sorted(same or trumps or hand)

    def counts(self, card):
        return not self.rules.old_count or card % 8 >= 3

    def score(self, seat, points, category, log, pique=True):
        self.totals[seat] += points
        log.append((seat, points, category))
        if pique and self.bonus is None and self.totals[seat] >= self.rules.bonus_threshold \
                and self.totals[1 - seat] == 0:
            self.bonus = (seat, "pique")
            self.totals[seat] += self.rules.pique_bonus
            log.append((seat, self.rules.pique_bonus, "pique"))

    def play(self, card):
        log = []
        seat = self.to_act()
        self.hands[seat].remove(card)
        if self.led is None:
            self.led = card
            if self.counts(card):
                self.score(seat, 1, "lead", log)
            return log
        led, self.led = self.led, None
        if card // 8 == led // 8:
            follower_wins = card % 8 > led % 8
        else:
            follower_wins = card // 8 == self.trump
        winner = seat if follower_wins else 1 - seat
        self.won[winner] += 1
        if follower_wins and self.counts(card):
            self.score(winner, 1, "win", log)
        self.leader = winner
        size = self.rules.hand_size
        if sum(self.won) == size:
            capot = self.won[winner] == size
            if not capot or self.rules.capot_keeps_last_trick:
                self.score(winner, self.rules.last_trick_bonus, "last trick", log)
            if capot:
                points = 80 if self.announced == winner else self.rules.capot_bonus
                self.score(winner, points, "capot", log, False)
            else:
                for side in (0, 1):
                    if self.won[side] * 2 > size:
                        self.score(side, self.rules.cards_bonus, "cards", log, False)
            if self.announced is not None and not (capot and winner == self.announced):
                self.score(1 - self.announced, self.rules.capot_bonus, "capot failed", log, False)
        return log


def random_start(rng, rules):
    """(kernel state, reference) at a trick boundary: n cards each, any trump suit."""
    pack = list(range(32))
    rng.shuffle(pack)
    n = 1 + rng.below(12)
    hands = (pack[:n], pack[n:2 * n])
    played = 12 - n
    first = rng.below(played + 1) if rng.below(3) else (played if rng.below(2) else 0)
    won = (first, played - first)
    leader = rng.below(2)
    kind = rng.below(3)
    if kind == 0:
        totals, bonus = ((20 + rng.below(10), 0) if rng.below(2) else (0, 20 + rng.below(10))), None
    elif kind == 1:
        totals, bonus = (rng.below(40), rng.below(40)), None
    else:
        totals, bonus = (95, 3), (0, "repique")
    trump = rng.below(5) - 1  # -1: no trumps
    announced = None
    if rng.below(3) == 0 and (won[0] == 0 or won[1] == 0):
        announced = rng.below(2)
    state = PlayState.from_hands(hands[0], hands[1], leader=leader, won=won, totals=totals, bonus=bonus,
                                 rules=rules, trumps=None if trump < 0 else "SHDC"[trump], announced=announced)
    ref = ReferencePlay(hands, leader, won, totals, bonus, rules, trump, announced)
    return state, ref


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_kernel_with_trumps_agrees_with_the_reference(name):
    rules = RULE_SETS[name]
    rng = Prng(400 + sorted(RULE_SETS).index(name))
    ruffs = 0
    for _ in range(1500):
        state, ref = random_start(rng, rules)
        snapshots = []
        while not state.is_over:
            legal = ref.legal()
            assert sorted(state.legal()) == legal, state
            assert state.to_act == ref.to_act()
            for index in range(32):
                assert state.is_legal(index) == (index in legal)
            snapshots.append((list(state.hands), state.leader, state.led, list(state.won), list(state.totals),
                              state.bonus))
            card = legal[rng.below(len(legal))]
            led = ref.led
            leader = ref.leader
            expected = ref.play(card)
            log = []
            state.play(card, log)
            assert log == expected, (state, card)
            assert state.totals == ref.totals and state.bonus == ref.bonus and state.won == ref.won
            if led is not None:
                assert trick_winner(leader, led, card, state.trump) == ref.leader == state.leader
                ruffs += card // 8 == state.trump != led // 8
        for snap in reversed(snapshots):
            state.unplay()
            assert (state.hands, state.leader, state.led, state.won, state.totals, state.bonus) == snap
    assert ruffs > 1000


def test_a_ruff_and_the_duty_to_trump():
    # Hearts trumps: younger, void in spades, must trump elder's ace and wins the trick.
    state = PlayState.from_hands("AS KS", "7H 8D", won=(5, 5), totals=(10, 4), trumps="H")
    log = []
    state.play(kernel.card_index("AS"), log)
    assert [kernel.card_code(c) for c in state.legal()] == ["7H"]
    assert not state.is_legal(kernel.card_index("8D"))
    state.play(kernel.card_index("7H"), log)
    assert state.leader == 1 and state.won == [5, 6] and log == [(0, 1, "lead"), (1, 1, "win")]
    # Without trumps the same cards: any card, and the ace holds.
    plain = PlayState.from_hands("AS KS", "7H 8D", won=(5, 5), totals=(10, 4))
    plain.play(kernel.card_index("AS"))
    assert sorted(kernel.card_code(c) for c in plain.legal()) == ["7H", "8D"]


def test_trump_led_must_be_followed_and_copy_keeps_trumps():
    state = PlayState.from_hands("7H AS", "AH 9H", won=(5, 5), trumps=1)
    state.play(kernel.card_index("7H"))
    assert [kernel.card_code(c) for c in state.legal()] == ["AH", "9H"]
    clone = state.copy()
    assert clone.trump == 1 and clone.legal() == state.legal()


@pytest.mark.parametrize("given, index", [(None, -1), ("S", 0), ("h", 1), ("♦", 2), (3, 3), (-1, -1)])
def test_trump_index_reads_every_spelling(given, index):
    assert trump_index(given) == index


@pytest.mark.parametrize("given", ["X", "", 4, -2, True, 1.0, "SH"])
def test_trump_index_rejects_bad_suits(given):
    with pytest.raises(ValueError, match="trump suit"):
        trump_index(given)


def test_announced_capot_scores_80_or_gives_40():
    made = PlayState.from_hands("AS", "7S", won=(11, 0), totals=(10, 0), announced=ELDER, trumps="S")
    log = []
    made.play(kernel.card_index("AS"), log)
    made.play(kernel.card_index("7S"), log)
    assert log[-1] == (0, 80, "capot")
    failed = PlayState.from_hands("7S", "AS", won=(11, 0), totals=(10, 0), announced=ELDER, trumps="S")
    log = []
    failed.play(kernel.card_index("7S"), log)
    failed.play(kernel.card_index("AS"), log)
    assert log[-1] == (1, 40, "capot failed") and failed.totals == [11 + 10, 1 + 1 + 40]
