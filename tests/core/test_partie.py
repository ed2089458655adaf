"""The partie: settlement, rubicon, the tie rule, four-deal and hundred-up."""

import pytest

from piquet_core import IllegalActionError, Rules
from piquet_core.partie import Partie, cut_for_deal, settle_partie
from piquet_core.players import play_random_deal
from piquet_core.prng import Prng


@pytest.mark.parametrize("a, b, winner, points, rubiconed", [
    (150, 120, 0, 150 - 120 + 100, False),   # loser over 100: difference + 100
    (120, 150, 1, 150 - 120 + 100, False),
    (134, 95, 0, 134 + 95 + 100, True),      # loser under 100: sum + 100
    (90, 60, 0, 90 + 60 + 100, True),        # rubiconed even if the winner is under 100 too
    (100, 101, 1, 1 + 100, False),           # exactly 100 is not rubiconed
    (99, 300, 1, 399 + 100, True),
])
def test_settlement(a, b, winner, points, rubiconed):
    result = settle_partie(a, b)
    assert result == {"winner": winner, "points": points, "rubiconed": rubiconed, "draw": False}


def test_settlement_draw():
    assert settle_partie(80, 80)["draw"] is True


def play_partie(rules, seeds, first_dealer=0):
    partie = Partie(first_dealer, rules)
    dealers = []
    for seed in seeds:
        if partie.is_over:
            break
        dealers.append(partie.dealer)
        partie.deal_finished(play_random_deal(seed, rules))
    return partie, dealers


def test_six_deals_alternating_dealer_and_role_totals():
    rules = Rules()
    partie, dealers = play_partie(rules, range(100, 110), first_dealer=1)
    assert partie.is_over or partie.totals[0] == partie.totals[1]
    assert dealers[:6] == [1, 0, 1, 0, 1, 0]
    expected = [0, 0]
    for dealer, elder_total, younger_total in partie.deals:
        expected[1 - dealer] += elder_total
        expected[dealer] += younger_total
    assert partie.totals == expected
    if partie.totals[0] != partie.totals[1]:
        assert len(partie.deals) == 6
        assert partie.result() == settle_partie(*partie.totals)


def test_tie_after_six_deals_plays_one_more_each():
    partie = Partie(0, Rules())
    deal = play_random_deal(1)
    for _ in range(6):
        partie.deals.append((partie.dealer, 10, 10))  # equal deals: a tie at 60 all
    partie.totals = [60, 60]
    assert not partie.is_over
    partie.deal_finished(deal)
    assert not partie.is_over
    partie.deal_finished(play_random_deal(2))
    assert partie.is_over
    assert len(partie.deals) == 8


def test_four_deal_doubles_first_and_last():
    rules = Rules.from_names(["four_deal"])
    partie = Partie(0, rules)
    deals = [play_random_deal(seed, rules) for seed in (3, 4, 5, 6)]
    for deal in deals:
        partie.deal_finished(deal)
    assert partie.is_over
    expected = [0, 0]
    for number, deal in enumerate(deals):
        factor = 2 if number in (0, 3) else 1
        dealer = number % 2
        expected[1 - dealer] += factor * deal.totals[0]
        expected[dealer] += factor * deal.totals[1]
    assert partie.totals == expected


def test_hundred_up_first_to_reach_100_during_a_deal_wins():
    rules = Rules.from_names(["hundred_up"])
    partie = Partie(0, rules)
    seed = 0
    while not partie.is_over:
        partie.deal_finished(play_random_deal(seed, rules))
        seed += 1
    assert partie.result()["winner"] == partie.winner
    # Recompute by walking every event in the reckoning order.
    running, winner = [0, 0], None
    for number, (dealer, _, _) in enumerate(partie.deals):
        deal = play_random_deal(number, rules)
        for event in deal.reckoned_events:
            owner = (1 - dealer) if event.player == 0 else dealer
            running[owner] += event.points
            if winner is None and running[owner] >= 100:
                winner = owner
    assert winner == partie.winner


def test_hundred_up_is_checked_in_the_reckoning_order_not_the_spoken_one():
    """Younger's point counts before elder's sequence, though elder says his first."""
    from piquet_core.deal import Deal
    rules = Rules.from_names(["hundred_up"])
    deal = Deal("AS KS QS JS TS 7S AD 7D 8D AC 7C 8C", "AH KH QH 9H 8H 7H KD QD JD KC QC JC",
                "9S 8S TH JH TD 9D TC 9C", rules)
    for action in ("exchange 7D", "exchange none", "point AS KS QS JS TS", "not good AH KH QH 9H 8H 7H",
                   "sequence AS KS QS JS TS", "good", "set none", "set none"):
        deal.do(action)
    while not deal.is_over:
        deal.do(deal.legal_actions()[0])
    spoken = [(e.player, e.category) for e in deal.events[:2]]
    assert spoken == [(0, "sequence"), (0, "lead")] and deal.reckoned_events[0].category == "point"
    partie = Partie(1, rules)            # player 1 deals first: player 0 is elder
    partie.totals = [95, 95]
    partie.deal_finished(deal)
    assert partie.winner == 1            # younger's point reached 101 first in the reckoning


def test_cut_lower_card_deals_and_equal_ranks_cut_again():
    for seed in range(200):
        dealer, cuts = cut_for_deal(Prng(seed))
        for first, second in cuts[:-1]:
            assert first.rank == second.rank
        first, second = cuts[-1]
        assert first.rank != second.rank
        assert dealer == (0 if first.rank < second.rank else 1)


def test_partie_refuses_out_of_order_use():
    partie = Partie(0, Rules())
    with pytest.raises(IllegalActionError):
        partie.deal_finished(None)
    with pytest.raises(IllegalActionError):
        Partie(2)
