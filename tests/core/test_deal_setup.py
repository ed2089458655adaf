"""Setting up a deal from explicit cards: every mistake is named."""

import pytest

from piquet_core import Deal, DuplicateCardError, NotationError, WrongCountError
from piquet_core.cards import parse_cards
from piquet_core.deal import deal_cards

ELDER = "AS KS QS JS TS 9S 8S 7S AH KH QH JH"
YOUNGER = "TH 9H 8H 7H AD KD QD JD TD 9D 8D 7D"
TALON = "AC KC QC JC TC 9C 8C 7C"


def test_a_card_dealt_twice_is_named():
    with pytest.raises(DuplicateCardError) as caught:
        Deal(ELDER, YOUNGER.replace("TH", "AS"), TALON)
    assert caught.value.token == "AS"


@pytest.mark.parametrize("elder, younger, talon, what", [
    (ELDER + " 7C", YOUNGER, TALON.replace(" 7C", ""), "elder's hand"),
    (ELDER, YOUNGER, TALON + " 7C", "talon"),
])
def test_wrong_counts_are_named(elder, younger, talon, what):
    with pytest.raises((WrongCountError, DuplicateCardError)) as caught:
        Deal(elder, younger, talon)
    assert what in str(caught.value) or "twice" in str(caught.value)


def test_seeded_deals_use_every_card_once():
    for seed in range(50):
        elder, younger, talon = deal_cards(seed)
        assert len(set(elder) | set(younger) | set(talon)) == 32
        assert (len(elder), len(younger), len(talon)) == (12, 12, 8)


def test_cards_given_as_lists_take_the_quick_path_and_the_same_errors():
    """Deal() takes lists or tuples of the 32 Cards once each without checking them card by
    card; anything else is refused with the same errors as before."""
    elder, younger, talon = parse_cards(ELDER), parse_cards(YOUNGER), parse_cards(TALON)
    quick = Deal(list(elder), list(younger), talon)
    text = Deal(ELDER, YOUNGER, TALON)
    assert (quick.dealt, quick.talon_dealt, quick.hands) == (text.dealt, text.talon_dealt, text.hands)
    with pytest.raises(DuplicateCardError) as caught:
        Deal(elder, (elder[0],) + younger[1:], talon)
    assert caught.value.token == "AS"
    with pytest.raises(WrongCountError, match="the elder's hand has 13 cards; it must have 12"):
        Deal(elder + talon[:1], younger, talon[1:])
    with pytest.raises(NotationError, match="not a card"):
        Deal(elder[:11] + ("7C",), younger, talon[:7] + (elder[11],))
