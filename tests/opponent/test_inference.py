"""What the expert infers: facts true of honest players' hands, samples that fit every
known card and void, and a sampler that survives sinking."""

import pytest

from piquet_core.deal import Deal
from piquet_core.opponent.knowledge import Knowledge, best_keys, masks_of
from piquet_core.opponent.sampler import Sampler
from piquet_core.players import make_player


def _views(seed, level="beginner", every=3):
    deal = Deal.from_seed(seed)
    players = [make_player(level, seed), make_player(level, seed + 1)]
    count = 0
    while not deal.is_over:
        seat = deal.to_act
        if count % every == 0:
            for viewer in (0, 1):
                yield deal, viewer
        deal.do(players[seat].choose(deal.view(seat)), seat)
        count += 1


def _declared(deal, seat):
    """The seat's declared hand: its cards now plus those it has played."""
    played = [t.led if t.leader == seat else t.followed for t in deal.tricks]
    if deal.current and deal.leader == seat:
        played.append(deal.current[0])
    return list(deal.hands[seat]) + played


@pytest.mark.parametrize("seed", range(8))
def test_facts_hold_on_an_honest_players_hand(seed):
    for deal, viewer in _views(seed):
        if deal.declared_hands is None:
            continue
        keys = best_keys(masks_of(_declared(deal, 1 - viewer)))
        for fact in Knowledge(deal.view(viewer)).facts:
            assert fact.holds(keys), (fact, deal.phase)


@pytest.mark.parametrize("seed", range(6))
def test_samples_fit_what_the_seat_knows(seed):
    for deal, viewer in _views(seed, "club", every=4):
        know = Knowledge(deal.view(viewer))
        if deal.phase in ("carte blanche", "exchange"):
            continue
        seen = set(deal.view(viewer).hand) | know.played | set(deal.view(viewer).talon_seen) | set(deal.exposed)
        hard = [fact for fact in know.facts if fact.slack == 0]
        sampler = Sampler(know, seed)
        for hand in sampler.sample(6):
            assert len(hand) == len(deal.hands[1 - viewer]) and len(set(hand)) == len(hand)
            assert know.opp_known <= set(hand)
            assert not seen & set(hand)
            for card in hand:
                assert card in know.opp_known or not know.voids >> card.suit & 1
            if not sampler.dropped:
                keys = best_keys(masks_of(list(hand) + know.played_by[1 - viewer]))
                assert all(fact.holds(keys) for fact in hard)


def test_the_true_hand_is_likelier_than_chance():
    """Over club deals, the samples hold more of the opponent's real cards than a uniform
    draw from the unknown pool would."""
    hits = expected = 0.0
    for seed in range(10):
        deal = Deal.from_seed(seed)
        players = [make_player("club", 1), make_player("club", 2)]
        while not (deal.phase == "play" and len(deal.tricks) == 2):
            seat = deal.to_act
            deal.do(players[seat].choose(deal.view(seat)), seat)
        know = Knowledge(deal.view(deal.to_act))
        truth = set(deal.hands[1 - deal.to_act])
        pool = [c for c in know.unknown if c not in know.opp_known]
        need = know.opponent_unknown
        for hand in Sampler(know, seed).sample(20):
            hits += len(truth & set(hand)) - len(know.opp_known)
            expected += need * len(truth - know.opp_known) / float(len(pool))
    assert hits > 1.2 * expected


def test_the_sampler_survives_a_sunk_point():
    """Elder calls four of his five hearts, then plays all five: the call's fact (his point
    was four) contradicts the cards; the sampler drops it and still draws hands."""
    deal = Deal("AH KH QH JH 9H AS KS QD JD 9C 8C 7C", "TS 9S 8S 7S TH 8H AD KD TD 9D AC KC",
                "QS JS 7H 8D 7D QC JC TC")
    deal.do("exchange 7C 8C", 0)
    deal.do("exchange none", 1)
    deal.do("point AH KH QH JH", 0)   # sinks the nine of hearts
    while deal.phase == "declaration":
        deal.do(deal.legal_actions()[0], deal.to_act)
    for card in ("AH", "KH", "QH", "JH", "9H"):
        while deal.to_act != 0 or deal.current:
            deal.do(deal.legal_actions()[0], deal.to_act)
        deal.do("play " + card, 0)
    know = Knowledge(deal.view(1))
    sampler = Sampler(know, 3)
    hands = sampler.sample(5)
    assert len(hands) == 5
    assert any("point" in fact.why for fact in sampler.dropped)
