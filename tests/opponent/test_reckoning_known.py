"""What the opponent reckons the scores to be (``search.reckoned_totals``) with the hand
the other seat really holds is the deal's own reckoning, at elder's first lead and after.

Younger states his declarations after elder's first lead, but they count before the play,
each in its place in the reckoning order. Two mistakes were found here: his call after
elder's "No ..." was left out (a walk-through, elder at 25 after "No set", was promised a
pique that younger's three aces had already made impossible), and his point and quints
were added after elder's trios, hiding a repique (seed 295: 96, not 36)."""

import pytest

from piquet_core.deal import Deal
from piquet_core.opponent.knowledge import Knowledge
from piquet_core.opponent.search import reckoned_totals
from piquet_core.rules import Rules
from piquet_core.table import adapter


def at_the_first_lead(seed, rules):
    deal = Deal.from_seed(seed, Rules.parse(rules))
    while deal.phase != "play":
        deal.do(adapter.computer_action(deal, "club"))
    return deal


@pytest.mark.parametrize("rules", ["rubicon", "cardparade"])
def test_the_reckoning_with_his_real_hand_is_the_deals(rules):
    checked = pending = 0
    for seed in range(1, 301):
        deal = at_the_first_lead(seed, rules)
        for _ in range(3):  # the first lead, his first card, the next
            for seat in (0, 1):
                know = Knowledge(deal.view(seat))
                pending += any(know.talk[kind].younger_pending for kind in know.talk)
                totals, bonus = reckoned_totals(know, list(deal.hands[1 - seat]))
                assert (totals, bonus) == (list(deal.reckoned_totals), deal.bonus), (rules, seed, seat)
                checked += 1
            if deal.is_over:
                break
            deal.do(adapter.computer_action(deal, "club"))
    assert checked >= 1800 and pending >= 20  # (younger's call after elder's "No ..." is common enough)


def test_younger_repique_from_classes_reckoned_before_elders_announced_sets():
    deal = at_the_first_lead(295, "rubicon")
    assert deal.totals == (6, 0) and deal.reckoned_totals == (6, 96) and deal.bonus == (1, "repique")
    assert reckoned_totals(Knowledge(deal.view(0)), list(deal.hands[1])) == ([6, 96], (1, "repique"))
