"""Hands the opponent may hold, drawn to fit everything the seat knows.

Glossary:
    sample:      one hand the opponent may hold now: his known cards plus unknown ones.
    prior:       before the dialogue, how likely each unknown card is to be in his hand
                 rather than in his discards or the talon: players discard low cards, so
                 after an exchange his hand is richer in aces and kings than the pool
                 (``RANK_ODDS``, measured on club players' exchanges).
    fact:        what the dialogue said about his declared hand (``knowledge.Fact``). A
                 sample that breaks a soft fact is kept only with the fact's small
                 probability (he may have sunk or conceded); one that breaks a hard fact
                 never.
    sinking-robust: when the facts contradict each other or the cards (he sank, and
                 the play shows it), no sample fits; the sampler then drops the least
                 reliable fact and tries again, down to the rules of the game alone.

Voids and known cards are built into the draw (the pool leaves out void suits), so only
the dialogue needs rejection.

>>> from piquet_core.deal import Deal
>>> from piquet_core.opponent.knowledge import Knowledge
>>> sampler = Sampler(Knowledge(Deal.from_seed(1).view(0)), seed=4)
>>> hands = sampler.sample(3)
>>> len(hands), [len(hand) for hand in hands]
(3, [12, 12, 12])
"""

from ..choosing import binomial, combinations
from ..prng import Prng
from .knowledge import best_keys, masks_of

# Odds (x100) that an unknown card of each rank (7..A) is in his hand rather than out of
# play, by how many cards he discarded: the more he discarded, the more his low cards
# went. Measured by ``scripts/calibrate_sampler.py`` (club against club; capped at 40 to
# 1 so that a player who discards an ace is still imagined now and then).
RANK_ODDS = {
    0: (100, 100, 100, 100, 100, 100, 100, 100),
    1: (70, 75, 80, 100, 130, 200, 300, 400),
    2: (40, 45, 50, 100, 200, 500, 1000, 1500),
    3: (13, 18, 26, 100, 214, 1400, 1500, 2000),
    4: (30, 34, 45, 100, 175, 900, 2500, 3000),
    5: (47, 50, 63, 100, 136, 451, 3500, 4000),
}
TRIES_PER_FACT = 160        # rejection tries before the least reliable fact is dropped
ONE = 1 << 32


class Sampler:
    """Draws hands the opponent may hold now (see the module docstring).

    ``dropped`` lists the facts given up so far (sinking, or facts that contradict).
    """

    def __init__(self, know, seed=0, use_prior=True):
        self.know = know
        self.rng = Prng(seed)
        known = list(know.opp_known)
        self.known = known
        self.need = know.opponent_unknown
        pool = [card for card in know.opp_candidates() if card not in know.opp_known]
        if self.need > len(pool):  # the voids contradict the count: forget them
            pool = [card for card in know.unknown if card not in know.opp_known]
        self.need = min(self.need, len(pool))
        self.pool = pool
        exchange = know.opp_exchange
        discarded = exchange.count if exchange is not None else 0
        odds = RANK_ODDS[min(5, discarded)] if use_prior else RANK_ODDS[0]
        weights = []
        for card in pool:
            weight = odds[card.rank]
            if card in know.opp_dealt_known:  # his carte blanche, shown: kept unless discarded
                weight *= 20
            weights.append(weight)
        self.weights = weights
        self.base = masks_of(know.opp_declared_known)
        base_keys = best_keys(self.base)
        facts = []
        self.dropped = []
        for fact in know.facts:
            if base_keys[fact.index] > fact.hi:  # his known cards already break it
                self.dropped.append(fact)
            else:
                facts.append(fact)
        # The least reliable last: ``_relax`` drops from the end.
        facts.sort(key=lambda fact: (-fact.slack, fact.index, fact.lo, fact.hi))
        facts.reverse()
        self.facts = facts
        self.tries = 0
        self.accepted = 0

    def _draw(self):
        """``need`` cards of the pool, by weight, without replacement."""
        pool = self.pool
        weights = list(self.weights)
        total = 0
        for weight in weights:
            total += weight
        rng = self.rng
        drawn = []
        for _ in range(self.need):
            pick = rng.below(total)
            i = 0
            while pick >= weights[i]:
                pick -= weights[i]
                i += 1
            drawn.append(pool[i])
            total -= weights[i]
            weights[i] = 0
        return drawn

    def _weight(self, drawn):
        """The probability of keeping ``drawn``, by the facts it breaks (0: none)."""
        if not self.facts:
            return 1.0
        masks = list(self.base)
        for card in drawn:
            masks[card.suit] |= 1 << card.rank
        keys = best_keys(masks)
        weight = 1.0
        for fact in self.facts:
            if not fact.lo <= keys[fact.index] <= fact.hi:
                weight *= fact.slack
                if weight == 0.0:
                    return 0.0
        return weight

    def _relax(self):
        """Give up the least reliable fact still held; False when none is left."""
        if not self.facts:
            return False
        self.dropped.append(self.facts.pop())
        return True

    def every_hand(self, limit):
        """([hands], [weights]) of every hand he may hold, when there are at most
        ``limit`` ways to choose his unknown cards (else None): each weighted by the prior
        (the product of its cards' odds) and the facts it breaks, so a mean over them is
        the exact expectation the samples estimate. Late in the play a sample set could
        miss a hand: a walk-through was told a low lead was "as good" as cashing its
        kings, where it lost to the one eight he might hold that no sample held. None too
        when no hand fits the facts (``sample`` then gives them up one by one)."""
        pool, need = self.pool, self.need
        if not need or binomial(len(pool), need) > limit:
            return None
        hands, weights = [], []
        for picked in combinations(range(len(pool)), need):
            drawn = [pool[i] for i in picked]
            weight = self._weight(drawn)
            if weight <= 0.0:
                continue
            for i in picked:
                weight *= self.weights[i] / 100.0
            hands.append(self.known + drawn)
            weights.append(weight)
        return (hands, weights) if hands else None

    def sample(self, count, max_tries=4000):
        """Up to ``count`` hands (lists of Cards: known first), fitting the facts."""
        hands = []
        since = 0
        tries = 0
        rng = self.rng
        while len(hands) < count and tries < max_tries:
            tries += 1
            since += 1
            drawn = self._draw()
            weight = self._weight(drawn)
            if weight >= 1.0 or (weight > 0.0 and rng.next32() < int(weight * ONE)):
                hands.append(self.known + drawn)
                since = 0
            elif since >= TRIES_PER_FACT:
                if self._relax():
                    since = 0
        while len(hands) < count and (tries >= max_tries):
            # Out of tries: rules of the game only.
            while self._relax():
                pass
            hands.append(self.known + self._draw())
        self.tries += tries
        self.accepted += len(hands)
        return hands

