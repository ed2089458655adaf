"""A player's view never shows what he cannot see (OpenSpiel-style observation)."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from piquet_core.cards import PACK
from piquet_core.deal import Deal
from piquet_core.players import random_action
from piquet_core.prng import Prng
from piquet_core.view import player_view


def allowed_cards(deal, player):
    """Every card ``player`` has legitimately seen so far."""
    seen = set(deal.dealt[player]) | set(deal.drawn[player]) | set(deal.talon_seen[player])
    seen |= set(deal.exposed) | set(deal.known[player])
    for trick in deal.tricks:
        seen |= {trick[1], trick[2]}
    seen |= set(deal.current)
    return seen


def assert_no_leak(deal, player):
    view = player_view(deal, player)
    forbidden = set(PACK) - allowed_cards(deal, player)
    codes = set()
    for key in ("hand", "dealt", "discards", "talon_seen", "exposed", "current_trick"):
        codes.update(view[key])
    codes.update(view["opponent"]["known_in_hand"])
    codes.update(view["opponent"]["shown"])
    for trick in view["tricks"]:
        codes.update((trick["led"], trick["followed"]))
    for action in view["legal"]:
        codes.update(word for word in action.split() if len(word) == 2)
    leaked = {card.code for card in forbidden} & codes
    assert not leaked, "view of player %d shows %s" % (player, sorted(leaked))
    text = json.dumps(view["transcript"], ensure_ascii=False) + json.dumps(view["events"])
    for card in forbidden:
        assert card.name not in text and card.label not in text, "transcript shows %s" % card.name


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), stop=st.integers(min_value=0, max_value=45))
def test_views_never_leak_hidden_cards(seed, stop):
    deal = Deal.from_seed(seed)
    rng = Prng(seed + 1)
    steps = 0
    while not deal.is_over and steps < stop:
        for player in (0, 1):
            assert_no_leak(deal, player)
        deal.do(random_action(deal, rng))
        steps += 1
    for player in (0, 1):
        assert_no_leak(deal, player)


def test_view_shows_own_hand_and_not_the_other():
    deal = Deal.from_seed(5)
    for player in (0, 1):
        view = player_view(deal, player)
        assert view["hand"] and set(view["hand"]) == {card.code for card in deal.hands[player]}
        assert not set(view["hand"]) & {card.code for card in deal.hands[1 - player]}
        assert view["opponent"]["hand_size"] == 12
        assert view["opponent"]["known_in_hand"] == []


def test_younger_scores_are_hidden_until_his_statement():
    """Younger's "Not good" commits his combination, but elder sees it only after leading."""
    from piquet_core.record import load
    from pathlib import Path
    text = (Path(__file__).parent.parent / "golden" / "repique-younger-capot.pqt").read_text()
    def keep(line):
        number = line.split(".")[0]
        return not line.startswith("Result") and not (number.isdigit() and int(number) > 10)
    lines = [line for line in text.splitlines() if keep(line)]
    deal = load("\n".join(lines))
    assert deal.phase == "play" and deal.to_act == 0
    before = player_view(deal, 0)
    assert before["totals"] == {"elder": 0, "younger": 0}
    assert "AH" not in before["opponent"]["shown"]
    deal.do("play KD")
    after = player_view(deal, 0)
    assert after["totals"]["younger"] == 98
    assert "AH" in after["opponent"]["shown"]


def test_view_rejects_a_bad_player():
    with pytest.raises(ValueError):
        player_view(Deal.from_seed(1), 2)


@pytest.mark.parametrize("variant", ["rubicon", "rubicon +dealer_exchanges_first"])
def test_the_other_seats_carte_blanche_decision_does_not_show(variant):
    """Elder's view is the same whether or not younger is deciding about carte blanche."""
    from piquet_core.rules import Rules
    blank = "AS TS 9S 8S AH TH 9H 8H AD TD 9D 8D"
    plain = "KS QS JS 7S KH QH JH 7H KD QD JD 7D"
    talon = "AC KC QC JC TC 9C 8C 7C"
    rules = Rules.parse(variant)
    deciding = Deal(plain, blank, talon, rules)      # younger holds carte blanche
    assert deciding.phase == "carte blanche" and deciding.to_act == 1
    elder_view = player_view(deciding, 0)
    assert elder_view["phase"] == "exchange"
    assert elder_view["to_act"] == ("younger" if "dealer" in variant else "elder")
    younger_view = player_view(deciding, 1)
    assert younger_view["phase"] == "carte blanche" and younger_view["legal"] == ["carte blanche", "no carte blanche"]
    # Elder holds carte blanche: younger's view shows the exchange about to begin as well.
    elder_blank = Deal(blank, plain, talon, rules)
    assert elder_blank.to_act == 0 and player_view(elder_blank, 1)["phase"] == "exchange"
    assert player_view(elder_blank, 0)["phase"] == "carte blanche"
