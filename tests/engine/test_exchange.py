"""RULES.md §2–§4: the deal, carte blanche, the exchange and its variants."""

import pytest

from piquet_core import Deal, IllegalActionError, WrongTurnError, deal_cards
from piquet_core.deal import CARTE_BLANCHE_PHASE, DECLARATION, EXCHANGE

from _support import ELDER, YOUNGER, Rules, act, assert_illegal, codes, make_deal, snapshot

ELDER_HAND = "AS KS QS JS TS 9S 8S 7S AH KH QH JH"
YOUNGER_HAND = "TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D"
TALON = "AC KC QC JC TC 9C 8C 7C"  # top first: elder's five are AC..TC, younger's three 9C 8C 7C


def fresh(rules=None):
    return make_deal(ELDER_HAND, YOUNGER_HAND, TALON, rules)


@pytest.mark.parametrize("seed", [0, 1, 7, 2026, 2 ** 40 + 5])
def test_seeded_deal_is_12_12_8_of_the_whole_pack_and_reproducible(seed):
    elder, younger, talon = deal_cards(seed)
    assert (len(elder), len(younger), len(talon)) == (12, 12, 8)
    assert len(set(elder) | set(younger) | set(talon)) == 32
    assert deal_cards(seed) == (elder, younger, talon)
    assert deal_cards(seed + 1) != (elder, younger, talon)


def test_deal_rejects_cards_that_are_not_a_pack():
    with pytest.raises(ValueError):
        make_deal(ELDER_HAND, ELDER_HAND, TALON)
    with pytest.raises(ValueError):
        make_deal(ELDER_HAND, YOUNGER_HAND, "AC KC QC JC TC 9C 8C")


def test_elder_exchanges_first_from_the_top_five():
    deal = fresh()
    assert (deal.phase, deal.to_act) == (EXCHANGE, ELDER)
    assert deal.exchange_limits(ELDER) == (1, 5)
    act(deal, "exchange JH QH")
    assert codes(deal.hands[ELDER]) == codes(ELDER_HAND.replace("JH", "AC").replace("QH", "KC").split())
    assert codes(deal.discards[ELDER]) == ["JH", "QH"]
    assert [c.code for c in deal.talon] == "QC JC TC 9C 8C 7C".split()
    assert codes(deal.talon_seen[ELDER]) == ["AC", "KC"]          # not the three he left unseen
    assert (deal.phase, deal.to_act) == (EXCHANGE, YOUNGER)


def test_elder_may_look_at_the_cards_he_leaves():
    deal = act(fresh(), "exchange JH QH look")
    assert codes(deal.talon_seen[ELDER]) == codes("AC KC QC JC TC".split())
    assert deal.exposed == ()                                      # looking is not showing


@pytest.mark.parametrize("action, match", [
    ("exchange none", "at least 1"),
    ("exchange AS KS QS JS TS 9S", "at most 5"),
    ("exchange AD", "not in his hand"),
    ("exchange AS KS QS JS TS look", "no cards left"),
    ("exchange AS expose", "only younger"),
    ("play AS", None),
    ("point AS KS QS", None),
    ("good", None),
    ("carte blanche", None),
])
def test_elder_exchange_illegal(action, match):
    assert_illegal(fresh(), action, match)


def test_discarding_a_card_twice_is_illegal():
    from piquet_core import Exchange, parse_cards
    assert_illegal(fresh(), Exchange(parse_cards("AS") * 2, None), "twice")


def test_younger_may_exchange_none_by_default_or_all_that_is_left():
    deal = act(fresh(), "exchange JH QH")
    assert deal.exchange_limits(YOUNGER) == (0, 6)
    assert deal.can("exchange none")
    act(deal, "exchange AD KD QD JD")
    # younger draws from the top: first the three elder left, then his own
    assert codes(deal.hands[YOUNGER]) == codes("TH 9H 8H 7H TD 9D 8D 7D QC JC TC 9C".split())
    assert [c.code for c in deal.talon] == ["8C", "7C"]
    assert deal.exposed == () and deal.phase == DECLARATION


def test_younger_may_take_every_card_elder_left():
    deal = act(fresh(), "exchange JH")                             # elder leaves four
    assert deal.exchange_limits(YOUNGER) == (0, 7)
    act(deal, "exchange AD KD QD JD TD 9D 8D")
    assert len(deal.talon) == 0 and len(deal.hands[YOUNGER]) == 12


def test_younger_exposes_or_leaves_unseen_the_cards_he_leaves():
    deal = act(fresh(), "exchange JH QH", "exchange AD expose")
    assert codes(deal.exposed) == codes("JC TC 9C 8C 7C".split())
    deal = act(fresh(), "exchange JH QH", "exchange AD")
    assert deal.exposed == ()


@pytest.mark.parametrize("action, match", [
    ("exchange AD KD QD JD TD 9D 8D", "at most 6"),
    ("exchange AS", "not in his hand"),
    ("exchange AD look", "only elder"),
    ("exchange AD KD QD JD TD 9D expose", "no cards left"),
])
def test_younger_exchange_illegal(action, match):
    deal = act(fresh(), "exchange JH QH")
    assert_illegal(deal, action, match)


def test_younger_must_exchange_variant():
    deal = act(fresh(Rules.from_names(["younger_must_exchange"])), "exchange JH QH")
    assert deal.exchange_limits(YOUNGER) == (1, 6)
    assert_illegal(deal, "exchange none", "at least 1")
    act(deal, "exchange 7D")
    assert deal.phase == DECLARATION


def test_dealer_exchanges_first_variant():
    deal = fresh(Rules.from_names(["dealer_exchanges_first"]))
    assert (deal.phase, deal.to_act) == (EXCHANGE, YOUNGER)
    assert deal.exchange_limits(YOUNGER) == (0, 3)
    assert_illegal(deal, "exchange AD KD QD JD", "at most 3")
    act(deal, "exchange AD KD")                                    # from his own three: 9C 8C
    assert codes(deal.hands[YOUNGER]) == codes("TH 9H 8H 7H QD JD TD 9D 8D 7D 9C 8C".split())
    assert deal.to_act == ELDER and deal.exchange_limits(ELDER) == (1, 5)
    act(deal, "exchange JH QH KH")                                 # from the top: AC KC QC
    assert codes(deal.drawn[ELDER]) == ["AC", "KC", "QC"]
    assert deal.phase == DECLARATION


def test_dealer_exchanges_first_and_must_exchange():
    deal = fresh(Rules.from_names(["dealer_exchanges_first", "younger_must_exchange"]))
    assert deal.to_act == YOUNGER
    assert_illegal(deal, "exchange none", "at least 1")


# ---- carte blanche (§3) ------------------------------------------------------------------

BLANK = "AS TS 9S 8S 7S AH TH 9H AD TD AC TC"            # no king, queen or jack
COURTS = "KS QS JS KH QH JH KD QD JD KC QC JC"
REST = "8H 7H 9D 8D 7D 9C 8C 7C"


def test_elder_carte_blanche_is_claimed_before_his_exchange():
    deal = make_deal(BLANK, COURTS, REST)
    assert (deal.phase, deal.to_act) == (CARTE_BLANCHE_PHASE, ELDER)
    assert_illegal(deal, "exchange 7S", error=WrongTurnError)
    act(deal, "carte blanche")
    [event] = deal.events
    assert (event.player, event.points, event.category, event.total) == (ELDER, 10, "carte blanche", 10)
    assert codes(deal.known[YOUNGER]) == codes(BLANK.split())      # shown at once
    assert (deal.phase, deal.to_act) == (EXCHANGE, ELDER)


def test_carte_blanche_may_be_kept_quiet():
    deal = act(make_deal(BLANK, COURTS, REST), "no carte blanche")
    assert deal.events == () and deal.phase == EXCHANGE
    assert deal.known[YOUNGER] == ()


def test_younger_announces_carte_blanche_at_once_and_proves_it_after_elders_exchange():
    deal = make_deal(COURTS, BLANK, REST)
    assert (deal.phase, deal.to_act) == (CARTE_BLANCHE_PHASE, YOUNGER)
    act(deal, "carte blanche")
    assert [(e.player, e.points, e.category) for e in deal.events] == [(YOUNGER, 10, "carte blanche")]
    assert deal.known[ELDER] == ()                                  # not yet shown
    act(deal, "exchange KS")
    assert codes(deal.known[ELDER]) == codes(BLANK.split())


def test_carte_blanche_is_judged_on_the_hand_as_dealt():
    # One king only: discarding it does not make a carte blanche afterwards.
    deal = make_deal("AS TS 9S 8S 7S AH TH 9H AD TD AC KC", "KS QS JS KH QH JH KD QD JD TC QC JC",
                     "8H 7H 9D 8D 7D 9C 8C 7C")
    assert deal.phase == EXCHANGE
    act(deal, "exchange KC")
    assert deal.phase == EXCHANGE and deal.to_act == YOUNGER
    assert deal.events == ()


def test_carte_blanche_claim_is_not_possible_for_a_hand_with_a_court():
    assert_illegal(fresh(), "carte blanche", error=WrongTurnError)
