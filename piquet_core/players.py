"""Simple automatic players: random legal play, for tests, benchmarks and drills.

``random_action`` picks a legal action with the project's own PRNG, so that the same
seed plays the same deal on every runtime. Exchanges are sampled directly (listing the
~3,000 possible exchanges every time would be slow); every other choice is uniform over
``legal_actions()``.
"""

from .actions import Exchange
from .actions import Play
from .deal import EXCHANGE, PLAY, Deal
from .tricks import legal_plays
from .prng import Prng
from .scoring import ELDER


def random_action(deal, rng):
    if deal.phase == EXCHANGE:
        player = deal.to_act
        fewest, most = deal.exchange_limits(player)
        count = fewest + rng.below(most - fewest + 1)
        discards = tuple(rng.sample(deal.hands[player], count))
        option = None
        if most - count > 0 and rng.below(2):
            option = "look" if player == ELDER else "expose"
        return Exchange(discards, option)
    if deal.phase == PLAY:  # same choice as from legal_actions(), without building them all
        return Play(rng.choice(legal_plays(deal.hands[deal.to_act], deal.current[0] if deal.current else None)))
    return rng.choice(deal.legal_actions())


def play_random_deal(seed, rules=None, player_seed=None):
    """Deal with ``seed`` and play it to the end with random legal actions."""
    deal = Deal.from_seed(seed) if rules is None else Deal.from_seed(seed, rules)
    rng = Prng(seed if player_seed is None else player_seed)
    while not deal.is_over:
        deal.do(random_action(deal, rng))
    return deal
