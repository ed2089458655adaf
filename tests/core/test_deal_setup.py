"""Setting up a deal from explicit cards: every mistake is named."""

import pytest

from piquet_core import Deal, DuplicateCardError, WrongCountError
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
