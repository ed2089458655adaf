"""RULES.md §1, §3, §5: point, sequences, sets, carte blanche, their names, scores and comparison."""

import pytest

from piquet_core import best_point, compare, is_carte_blanche, parse_cards, sequences, sets
from piquet_core.combinations import Point, Sequence, Set, describe, sequence_score, set_score
from piquet_core.cards import ACE, KING, QUEEN, JACK, TEN, NINE, EIGHT, SEVEN

SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}


@pytest.mark.parametrize("hand, length, value, suit", [
    ("AS KS QS JS 9S AH KH 7D 8D 9D AC KC", 5, 50, "S"),          # 11+10+10+10+9
    ("7H 8H 9H JH QH KH AS KS QS JS AD AC", 6, 54, "H"),          # 7+8+9+10+10+10
    ("AS 7S 8S 9S AH KH QH JH AD AC 7C 8C", 4, 41, "H"),          # S 4/35 < H 4/41
    ("AS KS QS 7S 8D 9D TD JD AC KC 7H 8H", 4, 38, "S"),          # S 38 vs D 34
    ("7S 8S 9S TS JS QS KS AS AH KH QH JH", 8, 75, "S"),          # a whole suit
])
def test_best_point(hand, length, value, suit):
    point = best_point(parse_cards(hand))
    assert (point.length, point.value, "SHDC"[point.suit]) == (length, value, suit)
    assert point.score == length


def test_best_point_tie_breaks_by_suit_order():
    # Hearts and diamonds both 4 cards / 36 pips: the docstring promises the first suit, hearts.
    # (MicroPython's unstable sort once gave diamonds; tests/portability compares every deal's summary.)
    point = best_point(parse_cards("AC AD TD 7D JC 7H JS 9H KH TH 8D TC"))
    assert (point.length, point.value, "SHDC"[point.suit]) == (4, 36, "H")


def test_no_point_for_no_cards():
    assert best_point(()) is None


def seq_tuples(hand):
    return [("SHDC"[s.suit], s.top, s.length) for s in sequences(parse_cards(hand))]


@pytest.mark.parametrize("hand, expected", [
    # Two runs in one suit are two sequences: ♥7 8 9 and ♥J Q K.
    ("7H 8H 9H JH QH KH 7S 9S JS KD 8C TC", [("H", KING, 3), ("H", NINE, 3)]),
    ("AS KS QS JS TS 9S 8S 7S AH KH QH JH", [("S", ACE, 8), ("H", ACE, 4)]),
    ("AS KS QS JS 9S 8S 7S AH QH JH TH 8D", [("S", ACE, 4), ("H", QUEEN, 3), ("S", NINE, 3)]),
    ("AS KS QH JH TD 9D 8C 7C AD QD QC TC", []),  # pairs only, no run of three
    ("KS QS JS TS 9S AH QH TH 8H AD QD TD", [("S", KING, 5)]),
    ("QC JC TC 9C 8C 7C AH QH TH 8H AD QD", [("C", QUEEN, 6)]),
    ("9D 8D 7D 9C 8C 7C AH QH TH 8H AS QS", [("D", NINE, 3), ("C", NINE, 3)]),
])
def test_every_sequence_found(hand, expected):
    found = seq_tuples(hand)
    assert sorted(found) == sorted(expected)
    # best first: by length, then top card
    keys = [(length, top) for _, top, length in found]
    assert keys == sorted(keys, reverse=True)


@pytest.mark.parametrize("length, score, name", [
    (3, 3, "tierce"), (4, 4, "quart"), (5, 15, "quint"), (6, 16, "sixième"), (7, 17, "septième"),
    (8, 18, "huitième"),
])
def test_sequence_scores_and_names_by_length(length, score, name):
    assert sequence_score(length) == score
    seq = Sequence(0, ACE, length)
    assert seq.score == score and seq.name == name


@pytest.mark.parametrize("top, length, full_name", [
    (ACE, 3, "tierce major"), (ACE, 4, "quart major"), (ACE, 5, "quint major"), (ACE, 7, "septième major"),
    (NINE, 3, "tierce minor"), (TEN, 4, "quart minor"), (JACK, 5, "quint minor"), (QUEEN, 6, "sixième minor"),
    (KING, 7, "septième minor"),
    (KING, 3, "tierce to the king"), (QUEEN, 4, "quart to the queen"), (JACK, 4, "quart to the jack"),
    (TEN, 3, "tierce to the ten"), (KING, 5, "quint to the king"),
])
def test_sequence_full_names(top, length, full_name):
    assert Sequence(1, top, length).full_name == full_name


def test_huitieme_is_just_huitieme():
    assert Sequence(2, ACE, 8).full_name.startswith("huitième")


def test_sequence_cards_and_describe():
    seq = Sequence(SUIT["H"], KING, 3)
    assert [c.code for c in seq.cards] == ["KH", "QH", "JH"]
    assert describe(seq)["top"] == "K" and describe(Sequence(0, TEN, 3))["top"] == "T"


def set_tuples(hand):
    return [("AKQJT"[ACE - s.rank], s.count, s.name) for s in sets(parse_cards(hand))]


@pytest.mark.parametrize("hand, expected", [
    ("AS AH AD KS KH KD 9S 9H 9D 9C 7S 7H", [("A", 3, "trio"), ("K", 3, "trio")]),   # nines never count
    ("TS TH TD TC QS QH QD 8S 8H 8D 8C 7C", [("T", 4, "quatorze"), ("Q", 3, "trio")]),
    ("JS JH JD JC AS AH 9S 9H 9D 9C 7S 7H", [("J", 4, "quatorze")]),
    ("8S 8H 8D 8C 7S 7H 7D 7C 9S 9H 9D 9C", []),
    ("AS AH AD AC KS KH KD KC QS QH QD QC", [("A", 4, "quatorze"), ("K", 4, "quatorze"), ("Q", 4, "quatorze")]),
])
def test_sets_tens_and_higher_only(hand, expected):
    assert set_tuples(hand) == expected


@pytest.mark.parametrize("count, score", [(3, 3), (4, 14)])
def test_set_scores(count, score):
    assert set_score(count) == score


def test_set_names_spoken():
    found = {s.rank: s for s in sets(parse_cards("TS TH TD TC KS KH KD 7S 7H 7D 7C 8S"))}
    assert found[TEN].full_name == "quatorze of tens" and found[TEN].spoken == "Fourteen tens"
    assert found[KING].full_name == "trio of kings" and found[KING].spoken == "Three kings"


@pytest.mark.parametrize("hand, blanche", [
    ("AS TS 9S 8S 7S AH TH 9H AD TD AC TC", True),     # aces are not court cards
    ("AS TS 9S 8S 7S AH TH 9H AD TD AC JC", False),
    ("AS TS 9S 8S 7S AH TH 9H AD TD AC QC", False),
    ("AS TS 9S 8S 7S AH TH 9H AD TD AC KC", False),
    ("7S 8S 9S TS 7H 8H 9H TH 7D 8D 9D TD", True),
])
def test_carte_blanche(hand, blanche):
    assert is_carte_blanche(parse_cards(hand)) is blanche


def P(text):
    return best_point(parse_cards(text))


@pytest.mark.parametrize("first, second, verdict", [
    # point: length first, then pips
    (lambda: P("AS KS QS JS 7S"), lambda: P("AH KH QH JH 8H"), -1),
    (lambda: P("7S 8S 9S TS JS QS"), lambda: P("AH KH QH JH TH"), 1),      # 6 cards beat 5, whatever the pips
    (lambda: P("AS KS QS"), lambda: P("AH QH JH"), 0),                     # 31 = 31
    (lambda: P("AS 9S"), lambda: None, 1),
    # sequence: length, then top card; equal across suits
    (lambda: Sequence(0, NINE, 4), lambda: Sequence(1, ACE, 3), 1),
    (lambda: Sequence(0, KING, 3), lambda: Sequence(1, ACE, 3), -1),
    (lambda: Sequence(0, QUEEN, 5), lambda: Sequence(2, QUEEN, 5), 0),
    # set: quatorze beats trio, then rank
    (lambda: sets(parse_cards("TS TH TD TC"))[0], lambda: sets(parse_cards("AS AH AD"))[0], 1),
    (lambda: sets(parse_cards("KS KH KD"))[0], lambda: sets(parse_cards("AS AH AD"))[0], -1),
    (lambda: sets(parse_cards("JS JH JD JC"))[0], lambda: sets(parse_cards("QS QH QD QC"))[0], -1),
    (lambda: None, lambda: None, 0),
])
def test_compare(first, second, verdict):
    a, b = first(), second()
    assert compare(a, b) == verdict
    assert compare(b, a) == -verdict
