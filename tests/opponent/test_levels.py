"""The computer's levels: legal to the end, reproducible, and deciding from the view alone."""

import pytest

from piquet_core.deal import Deal
from piquet_core.players import make_player, play_deal, player_names
from piquet_core.rules import Rules

from _scramble import scramble

VARIANTS = ["rubicon", "rubicon +old_count", "rubicon +dealer_exchanges_first +younger_must_exchange",
            "rubicon +sink_rule +last_trick_four +cavendish_capot"]


def expert(seed):
    from piquet_core.opponent.expert import ExpertPlayer
    return ExpertPlayer(seed, samples=3)


def players(level, seed):
    if level == "expert":
        return [expert(seed), expert(seed + 1)]
    return [make_player(level, seed), make_player(level, seed + 1)]


def test_levels_are_registered():
    assert {"random", "beginner", "club", "expert"} <= set(player_names())


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ["beginner", "club"])
def test_heuristic_levels_play_legal_deals_to_the_end(level, variant):
    for seed in range(12):
        deal = play_deal(Deal.from_seed(seed, Rules.parse(variant)), players(level, seed))
        assert deal.is_over


@pytest.mark.parametrize("variant", VARIANTS[:2])
def test_expert_plays_legal_deals_to_the_end(variant):
    for seed in range(2):
        deal = play_deal(Deal.from_seed(seed, Rules.parse(variant)), [expert(seed), make_player("club", seed)])
        assert deal.is_over


@pytest.mark.parametrize("level", ["beginner", "club", "expert"])
def test_same_seed_same_decisions(level):
    histories = []
    for _ in range(2):
        deal = play_deal(Deal.from_seed(31), players(level, 5))
        histories.append([str(move.action) for move in deal.history])
    assert histories[0] == histories[1]


def _positions(seed, every):
    """(deal, seat) at every ``every``-th decision of a club-against-club deal."""
    deal = Deal.from_seed(seed)
    club = [make_player("club", seed), make_player("club", seed + 1)]
    count = 0
    while not deal.is_over:
        seat = deal.to_act
        if count % every == 0:
            yield deal.copy(), seat
        deal.do(club[seat].choose(deal.view(seat)), seat)
        count += 1


@pytest.mark.parametrize("level", ["beginner", "club", "expert"])
def test_decisions_do_not_change_when_the_hidden_cards_move(level):
    """A second deal with the same public history for the seat, the cards it cannot see
    moved between the other hand, his discards and the talon: the same decision."""
    checked = 0
    every = 2 if level != "expert" else 5
    for seed in range(6 if level != "expert" else 3):
        for deal, seat in _positions(seed, every):
            other = scramble(deal, seat, seed * 1000 + len(deal.history))
            if other is None:
                continue
            first = players(level, 7)[0].choose(deal.view(seat))
            second = players(level, 7)[0].choose(other.view(seat))
            assert str(first) == str(second), (seed, len(deal.history), deal.phase)
            checked += 1
    assert checked >= (30 if level != "expert" else 8)
