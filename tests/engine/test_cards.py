"""RULES.md §1: the pack, card notation and its errors, pip values, court cards."""

import pytest

from piquet_core import (
    PACK, Card, DuplicateCardError, NotationError, PiquetError, UnknownRankError, UnknownSuitError,
    WrongCountError, format_cards, parse_cards,
)


def test_pack_has_32_distinct_cards_ace_to_seven_in_four_suits():
    assert len(PACK) == 32 and len(set(PACK)) == 32
    assert sorted(set(c.rank_char for c in PACK)) == sorted("AKQJT987")
    assert sorted(set(c.suit_char for c in PACK)) == sorted("SHDC")


@pytest.mark.parametrize("text, code", [
    ("AS", "AS"), ("KH", "KH"), ("QD", "QD"), ("JC", "JC"), ("TS", "TS"), ("10S", "TS"), ("10h", "TH"),
    ("9D", "9D"), ("8C", "8C"), ("7S", "7S"), ("as", "AS"), ("kd", "KD"), ("tc", "TC"),
    ("A♠", "AS"), ("K♥", "KH"), ("Q♦", "QD"), ("J♣", "JC"), ("10♥", "TH"), (" 7c ", "7C"),
])
def test_card_notation_accepted(text, code):
    assert Card.parse(text).code == code


@pytest.mark.parametrize("text, error, token", [
    ("XS", UnknownRankError, "XS"),
    ("6S", UnknownRankError, "6S"),      # no sixes in the piquet pack
    ("1S", UnknownRankError, "1S"),
    ("11H", UnknownRankError, "11H"),
    ("AX", UnknownSuitError, "AX"),
    ("A", NotationError, "A"),
    ("", NotationError, ""),
    ("XKS", NotationError, "XKS"),
    ("ASKS", NotationError, "ASKS"),
])
def test_bad_card_text_names_the_token(text, error, token):
    with pytest.raises(error) as info:
        Card.parse(text)
    assert isinstance(info.value, ValueError) and isinstance(info.value, PiquetError)
    assert info.value.token == token and repr(token) in str(info.value)


@pytest.mark.parametrize("text, said", [
    ("XKS", "not one card"),  # was "unknown rank 'XK'": no rank but 10 has two characters
    ("ASKS", "cards are separated by spaces"),
    ("10SS", "not one card"),
    ("11H", "unknown rank '11'"),  # two characters after a 1: a mistyped ten, its rank named
    ("XS", "unknown rank 'X'"),
])
def test_text_longer_than_one_card_is_not_called_an_unknown_rank(text, said):
    with pytest.raises(NotationError, match=said):
        Card.parse(text)


def test_hand_notation_mixed_forms():
    hand = parse_cards("AS, 10♥ kd 7c q♣ 9h")
    assert [c.code for c in hand] == ["AS", "TH", "KD", "7C", "QC", "9H"]
    assert format_cards(hand) == "AS TH 9H KD QC 7C"  # display order: S H D C, high to low


@pytest.mark.parametrize("text, count, error, token_part", [
    ("AS KS AS", None, DuplicateCardError, "AS"),
    ("AS 10S TS", None, DuplicateCardError, "TS"),     # 10S and TS are the same card
    ("A♠ as", None, DuplicateCardError, "as"),
    ("AS KS", 12, WrongCountError, "AS KS"),
    ("AS KS QS JS TS 9S 8S 7S AH KH QH JH TH", 12, WrongCountError, None),
    ("AS ZZ", None, NotationError, "ZZ"),
])
def test_bad_hand_text(text, count, error, token_part):
    with pytest.raises(error) as info:
        parse_cards(text, count)
    if token_part is not None:
        assert token_part in str(info.value)


def test_wrong_count_message_says_how_many():
    with pytest.raises(WrongCountError, match="2 cards; it must have 12"):
        parse_cards("AS KS", 12)


@pytest.mark.parametrize("code, pips", [
    ("AS", 11), ("KS", 10), ("QH", 10), ("JD", 10), ("TC", 10), ("9S", 9), ("8H", 8), ("7D", 7),
])
def test_pip_values(code, pips):
    assert Card.parse(code).pips == pips


@pytest.mark.parametrize("code, court", [
    ("AS", False), ("KS", True), ("QH", True), ("JD", True), ("TC", False), ("7S", False),
])
def test_court_cards_are_king_queen_jack_not_ace(code, court):
    assert Card.parse(code).is_court is court


def test_rank_order_ace_high_seven_low():
    order = [Card.parse(r + "S") for r in "AKQJT987"]
    assert all(a.rank > b.rank for a, b in zip(order, order[1:]))
