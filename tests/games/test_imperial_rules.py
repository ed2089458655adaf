"""Imperial's rules, one table or case each (seed 002; readings in docs/variants.md):
rankings, legal plays and trick winners, honours, the turn-up and the swap, the
imperials and the blanche, the point, honours won, tricks over six and capot, chips with
trading and the return rule, the fifth red, the deals alternating, and the refusals."""

import pytest

from piquet_core.cards import Card, parse_cards
from piquet_core.errors import (
    CardNotHeldError, DeclarationError, ExchangeError, FollowSuitError, IllegalActionError, NotationError, RulesError,
    WrongTurnError,
)
from piquet_core.games.imperial import Imperial
from piquet_core.games.imperial_events import Gained, Returned, Traded, pool, replay_chips, take
from piquet_core.games.imperial_rules import IMPERIAL, STANDARD, found, honours_in, is_blanche, legal_plays
from piquet_core.games.imperial_rules import strength, trick_winner
from piquet_core.games.imperial_view import line_text

P1, P2 = 0, 1  # player 1 deals the first deal; player 2 is its elder
NO_IMPERIALS = ["atout none"] * 2 + ["imperiale none"] * 2 + ["honneur none"] * 2 + ["no blanche"] * 2
C = Card.parse

# The two worked deals of tests/games/golden (elder's, dealer's, turn-up).
RETURN_DEAL = ("7H KH QH JH AS KS QS 9S AD TC 9C 8C", "KD QD JD TD 9D 8D 7D TH 9H KC QC JC", "AH")
BLANCHE_DEAL = ("TS 9S 8S TH 9H 8H TD 9D 8D AC TC 9C", "AS KS QS JS AH KH QH JH AD KD QD JD", "7S")
# Trumps clubs, turned up a plain eight; elder long in spades, the dealer in hearts.
PLAIN_DEAL = ("AS KS QS JS TS 9S 8S 7S AD KD QD 7C", "AH KH QH JH TH 9H 8H 7H JD TD 9D 8D", "8C")
# Trumps clubs again; the dealer is void in spades and holds two trumps, one the seven.
MIXED_DEAL = ("AS KS QS JS TS 9S AD TD QD JD 7H 8H", "AH KH QH JH TH 9H KD 9D 8D 7D 7C 9C", "8C")
# Elder holds the king of trumps, the dealer the seven, his only club.
CAPTURE_DEAL = ("KC AS KS QS JS TS 9S 8S 7S AD KD QD", "7C AH KH QH JH TH 9H 8H 7H JD TD 9D", "8C")
# Elder holds seven trumps and the kings and queens that nothing can head: all twelve tricks.
CAPOT_DEAL = ("AC KC QC JC TC 9C 7C KS QS KH QH KD", "AS JS TS 9S 8S 7S AH JH TH 9H 8H 7H", "8C")
START_PLAY = NO_IMPERIALS + ["point none", "point none"]  # every imperial sunk, no point: the play


def new(deal=PLAIN_DEAL, ranking=IMPERIAL, seed=1):
    return Imperial(seed, ranking, {0: deal})


def act(game, *texts):
    for text in texts:
        game.do(text)
    return game


# ----- the cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("ranking,order", [
    (IMPERIAL, "KS QS JS AS TS 9S 8S 7S"),
    (STANDARD, "AS KS QS JS TS 9S 8S 7S"),
])
def test_the_two_rankings(ranking, order):
    cards = parse_cards(order)
    assert [strength(card.rank, ranking) for card in cards] == [7, 6, 5, 4, 3, 2, 1, 0]


@pytest.mark.parametrize("hand,led,ranking,legal", [
    ("KD 9D 8C 7S", "TD", IMPERIAL, "KD"),           # follow and head
    ("AD 9D 8C 7S", "JD", IMPERIAL, "AD 9D"),        # the ace cannot head a jack here: any diamond
    ("AD 9D 8C 7S", "JD", STANDARD, "AD"),           # ... but it can in the standard ranking
    ("9D 8D 8C 7S", "TD", IMPERIAL, "9D 8D"),        # cannot head: any card of the suit
    ("8C 7S AH", "TD", IMPERIAL, "7S"),              # void: must trump (spades)
    ("8C AH", "TD", IMPERIAL, "8C AH"),              # void, no trump: anything
    ("AS 8C AH", "9S", IMPERIAL, "AS"),              # a trump led is headed like any suit
    ("AS 8C", None, IMPERIAL, "AS 8C"),              # a lead: anything
])
def test_legal_plays(hand, led, ranking, legal):
    got = legal_plays(parse_cards(hand), None if led is None else C(led), 0, ranking)  # trumps: spades
    assert sorted(c.code for c in got) == sorted(legal.split())


@pytest.mark.parametrize("led,followed,ranking,winner", [
    ("AH", "KH", IMPERIAL, 1), ("AH", "KH", STANDARD, 0), ("TH", "AH", IMPERIAL, 1), ("KH", "7S", IMPERIAL, 1),
    ("7S", "AH", IMPERIAL, 0), ("KH", "AD", IMPERIAL, 0), ("8S", "7S", STANDARD, 0),
])
def test_trick_winner_trump_then_the_suit_led(led, followed, ranking, winner):
    assert trick_winner(0, C(led), C(followed), 0, ranking) == winner  # trumps: spades


def test_honours_are_the_trump_king_queen_jack_ace_and_seven():
    assert [c.code for c in honours_in(parse_cards("KS QS JS AS TS 9S 8S 7S KH AH 7H"), 0)] == [
        "KS", "QS", "JS", "AS", "7S"]


def test_the_imperials_found_with_the_turnup():
    hand = parse_cards("KS QS JS KH QH JH AH KD KC 7D 8C 9C") + (C("AS"),)
    assert [len(found(kind, hand, 0)) for kind in ("atout", "imperiale", "honneur")] == [1, 1, 1]
    assert is_blanche(parse_cards("AS TS 9S 8S 7S AH TH 9H AD TD AC 7C"))
    assert not is_blanche(parse_cards("AS TS 9S 8S 7S AH TH 9H AD TD AC JC"))


# ----- the turn-up and the swap -----------------------------------------------------------------


@pytest.mark.parametrize("turnup,chip", [("KC", 1), ("QC", 1), ("JC", 1), ("AC", 1), ("7C", 1), ("TC", 0),
                                         ("9C", 0), ("8C", 0)])
def test_a_turned_up_honour_gives_the_dealer_a_white_at_once(turnup, chip):
    rest = [c for c in parse_cards("AC KC QC JC TC 9C 8C 7C") if c.code != turnup]
    elder = "AS KS QS JS TS 9S 8S 7S " + " ".join(c.code for c in rest[:4])
    dealer = "AH KH QH JH TH 9H 8H 7H " + " ".join(c.code for c in rest[4:7]) + " AD"
    game = new((elder, dealer, turnup))
    assert game.chips == ((0, chip), (0, 0)) and game.trump == 3
    # the deal's first line says why a card turned up gives nothing: a walk-through saw
    # the ten (listed once among the honours by the source, docs/variants.md) give no chip
    said = line_text(game.log[0])
    assert said.endswith({1: "are trumps.", 0: "so no chip."}[chip]), said
    assert ("a ten is not an honour here" in said) == (turnup == "TC"), said


def test_the_holder_of_the_seven_swaps_it_for_a_turned_up_king_or_ace():
    game = new(RETURN_DEAL)
    assert game.phase == "swap" and game.to_act == P1  # the dealer is asked first
    assert [str(a) for a in game.legal_actions()] == ["no swap"]
    with pytest.raises(ExchangeError, match="does not hold the seven of trumps"):
        game.do("swap")
    act(game, "no swap")
    assert game.to_act == P2 and [str(a) for a in game.legal_actions()] == ["swap", "no swap"]
    act(game, "swap")
    assert game.turnup == C("7H") and C("AH") in game.hands[P2] and C("7H") not in game.hands[P2]
    assert game.phase == "imperials" and game.swapped == P2


def test_no_swap_for_a_queen_and_none_after_a_swap():
    queen = ("7H KH AH JH AS KS QS 9S AD TC 9C 8C", "KD QD JD TD 9D 8D 7D TH 9H KC QC JC", "QH")
    assert new(queen).phase == "imperials"
    dealer_holds = ("AS KS QS 9S AD TC 9C 8C KD QD JD TD", "7H KH QH JH 9D 8D 7D TH 9H KC QC JC", "AH")
    game = act(new(dealer_holds), "swap")
    assert game.phase == "imperials" and game.to_act == P2  # elder is not asked: only one player can hold it


# ----- the imperials, the blanche and the point ---------------------------------------------------


def test_imperials_in_showing_order_elder_first_and_both_score():
    game = new(BLANCHE_DEAL)
    order = []
    while game.phase == "imperials":
        order.append((game.to_act, game.step[2]))
        act(game, str(game.legal_actions()[0]) if game.to_act == P1 else "atout none" if game.step[2] == "atout"
            else "%s none" % game.step[2] if game.step[2] != "blanche" else "blanche")
        if game.phase == "ask":
            act(game, "trust")
    assert order == [(P2, "atout"), (P1, "atout"), (P2, "imperiale"), (P1, "imperiale"), (P2, "honneur"),
                     (P1, "honneur"), (P2, "blanche"), (P1, "blanche")]
    assert game.chips == ((4, 1), (2, 0))  # the blanche's reds leave player 1's white alone


def test_a_call_must_be_held_and_be_an_imperial():
    game = new(BLANCHE_DEAL)
    act(game, "atout none")
    with pytest.raises(DeclarationError, match="not an imperiale d'atout"):
        game.do("atout AH KH QH JH")
    with pytest.raises(CardNotHeldError):
        act(new(BLANCHE_DEAL), "atout AS KS QS JS")
    with pytest.raises(WrongTurnError, match="the atout is being declared now, not the imperiale"):
        game.do("imperiale AH KH QH JH")
    with pytest.raises(DeclarationError, match="no imperiale blanche: player 1 holds"):
        act(game, "atout none", "imperiale none", "imperiale none", "honneur none", "honneur none", "no blanche",
            "blanche")


def test_the_turned_up_card_counts_in_both_hands():
    # The turned-up king of clubs completes elder's four kings; the dealer's AC can't use it (no QC JC).
    deal = ("AH KH QH JH AS KS QS JS AD KD QD JD", "AC TC 9C 8C TH 9H 8H TS 9S 8S TD 7C", "KC")
    game = act(new(deal), "no swap", "no swap", "atout none", "atout none")
    assert [str(a) for a in game.legal_actions()][0] == "imperiale AS KS QS JS + AH KH QH JH + AD KD QD JD"
    act(game, "imperiale AS KS QS JS + AH KH QH JH + AD KD QD JD", "imperiale none")
    assert [str(a) for a in game.legal_actions()] == ["honneur KS KH KD KC", "honneur none"]
    act(game, "honneur KS KH KD KC")
    assert game.chips == ((0, 0), (4, 0))  # the dealer's white for the king went back at the first red


@pytest.mark.parametrize("elder_call,answer,winner", [
    ("point AS KS QS JS TS 9S 8S 7S", "good", P2),        # 75: elder's
    ("point AS KS QS JS TS 9S 8S 7S", "not good AH KH QH JH TH 9H 8H 7H", None),  # 75 against 75: refused
    ("point AD KD QD", "not good AH KH QH JH TH 9H 8H 7H", P1),
    ("point none", "point JD TD 9D 8D", P1),               # after "no point" the dealer calls, and scores
    ("point none", "point none", None),                    # nobody scores
])
def test_the_point(elder_call, answer, winner):
    game = act(new(), *NO_IMPERIALS)
    act(game, elder_call)
    if winner is None and answer.startswith("not good"):
        with pytest.raises(DeclarationError, match="a tie is the non-dealer's"):
            game.do(answer)
        return
    act(game, answer)
    assert game.point_winner == winner
    whites = (0, 0) if winner is None else ((1, 0) if winner == P1 else (0, 1))
    assert (game.chips[P1][1], game.chips[P2][1]) == whites
    assert game.phase == ("ask" if winner is not None else "play")


def test_asking_shows_the_point_to_the_table():
    game = act(new(), *NO_IMPERIALS)
    act(game, "point AD KD QD", "not good AH KH QH JH TH 9H 8H 7H", "ask")
    assert game.shown[P1] == parse_cards("AH KH QH JH TH 9H 8H 7H")
    assert game.phase == "play" and game.to_act == P2


# ----- the play and its chips -----------------------------------------------------------------------


def test_follow_head_and_trump_are_enforced_with_reasons():
    game = act(new(MIXED_DEAL), *START_PLAY, "play QD")
    assert [str(a) for a in game.legal_actions()] == ["play KD"]       # the king heads the queen
    with pytest.raises(FollowSuitError, match="must head the trick: QD was led and he holds KD"):
        game.do("play 9D")
    game = act(new(MIXED_DEAL), *START_PLAY, "play AS")
    with pytest.raises(FollowSuitError, match="must trump: he holds no spades and holds the trumps 9C 7C"):
        game.do("play AH")
    game = act(new(MIXED_DEAL), *START_PLAY, "play 8H")
    with pytest.raises(FollowSuitError, match="must follow suit"):
        game.do("play 7C")
    game = act(new(PLAIN_DEAL), *START_PLAY, "play 7C")                  # void in trumps and holding none
    assert len(game.legal_actions()) == 12


def test_the_trick_winner_scores_every_honour_in_it_his_own_and_the_opponents():
    game = act(new(MIXED_DEAL), *START_PLAY, "play AS", "play 7C")       # trumped with an honour
    assert game.tricks[-1].winner == P1 and game.chips == ((0, 1), (0, 0))
    game = act(new(CAPTURE_DEAL), *START_PLAY, "play KC", "play 7C")     # both honours go to elder
    assert game.chips == ((0, 0), (0, 2))
    assert [type(e).__name__ for e in game.events] == ["Gained"] and game.events[0].white == 2


def _play_out(game):
    """Play the deal in progress to its end, each player taking his first legal card."""
    number = game.deal_number
    while game.deal_number == number and not game.is_over:
        act(game, str(game.legal_actions()[0]))
    return game


def test_capot_is_two_reds_instead_of_the_whites_over_six():
    game = _play_out(act(new(CAPOT_DEAL), *START_PLAY))
    assert game.chips_after(0) == ((0, 0), (2, 5))                          # five honours, then capot
    assert [e.category for e in game.events if type(e) is Gained][:6] == ["honours"] * 5 + ["capot"]


@pytest.mark.parametrize("deal", [RETURN_DEAL, PLAIN_DEAL, MIXED_DEAL, CAPTURE_DEAL, BLANCHE_DEAL])
def test_tricks_over_six_score_a_white_each_and_six_all_nothing(deal):
    game = act(new(deal), *(["no swap", "no swap"] if deal[2] == "AH" else []), *START_PLAY)
    before = len(game.events)
    _play_out(game)
    won = _won_at_end(game)
    final = [e for e in game.events[before:] if type(e) is Gained and e.category == "tricks"]
    assert sum(won) == 12
    if max(won) in (6, 12):  # six all: nothing; all twelve: capot's reds instead
        assert final == []
    else:
        assert [(e.seat, e.white) for e in final] == [(won.index(max(won)), max(won) - 6)]


def _won_at_end(game):
    """Tricks won in the deal just finished, from the log (the game is in the next deal)."""
    won = [0, 0]
    start = [i for i, e in enumerate(game.log) if type(e).__name__ == "DealBegun"][-2]
    for entry in game.log[start:]:
        if type(entry).__name__ == "TrickWon":
            won[entry.seat] += 1
        if type(entry).__name__ == "DealBegun" and entry.number == game.deal_number + 1:
            break
    return won


# ----- chips: trading, the return rule, the fifth red ---------------------------------------------


@pytest.mark.parametrize("chips,seat,red,white,returns,after,kinds,winner", [
    (((0, 5), (1, 3)), 0, 0, 1, True, ((1, 0), (1, 0)), ["Gained", "Traded", "Returned"], None),
    (((0, 4), (1, 3)), 0, 0, 1, True, ((0, 5), (1, 3)), ["Gained"], None),
    (((0, 4), (1, 3)), 0, 1, 0, True, ((1, 4), (1, 0)), ["Gained", "Returned"], None),
    (((0, 4), (1, 3)), 0, 2, 0, False, ((2, 4), (1, 3)), ["Gained"], None),       # the blanche
    (((0, 5), (1, 0)), 0, 0, 3, True, ((1, 2), (1, 0)), ["Gained", "Traded"], None),
    (((4, 0), (0, 2)), 0, 2, 0, True, ((5, 0), (0, 0)), ["Gained", "Returned"], 0),  # the 2nd red never comes
    (((4, 5), (3, 2)), 1, 0, 2, True, ((4, 5), (3, 4)), ["Gained"], None),
    (((4, 5), (3, 2)), 0, 0, 3, True, ((5, 0), (3, 0)), ["Gained", "Traded", "Returned"], 0),
])
def test_take_trades_returns_and_stops_at_the_fifth_red(chips, seat, red, white, returns, after, kinds, winner):
    new_chips, said, won = take(chips, seat, red, white, "test", "test", returns)
    assert (new_chips, [type(e).__name__ for e in said], won) == (after, kinds, winner)
    assert min(pool(new_chips)) >= 0
    start = replay_chips([Gained(0, chips[0][0], chips[0][1], "", ""), Gained(1, chips[1][0], chips[1][1], "", "")])
    assert replay_chips([Gained(0, start[0][0], start[0][1], "", ""), Gained(1, start[1][0], start[1][1], "", "")]
                        + list(said)) == new_chips
    if winner is not None:
        assert said[0].red + said[0].white < red + white or red + white == 1


def test_after_a_deal_the_other_player_deals_from_the_seed():
    game = _play_out(act(new(CAPOT_DEAL), *START_PLAY))
    assert game.deal_number == 1 and game.dealer == P2 and game.elder == P1 and not game.tricks
    from piquet_core.games.imperial_rules import deal_cards
    from piquet_core.partie import derive_seed
    elder, dealer, turnup, _ = deal_cards(derive_seed(1, 1))
    assert game.dealt == (elder, dealer) and game.turnup_dealt == turnup
    game.undo()
    assert game.deal_number == 0 and len(game.tricks) == 11 and game.current


# ----- refusals -------------------------------------------------------------------------------------


@pytest.mark.parametrize("text,error,message", [
    ("exchange AS", NotationError, "Imperial has no exchange"),
    ("equal", NotationError, "no 'equal'"),
    ("carte blanche", NotationError, "imperiale blanche"),
    ("play AS", WrongTurnError, "playing a card is not possible now: player 2 declares the atout"),
    ("point AS", WrongTurnError, "a point is not possible now"),
    ("swap", WrongTurnError, "a swap is not possible now"),
    ("ask", WrongTurnError, "asking to see is not possible now"),
    ("atout AS KS QS", DeclarationError, "not an imperiale d'atout"),
])
def test_refusals_name_the_rule(text, error, message):
    game = new()
    before = game.copy()
    with pytest.raises(error, match=message):
        game.do(text)
    assert game.history == before.history and game.log == before.log and game.phase == before.phase


def test_bad_settings_and_deals_are_refused():
    with pytest.raises(RulesError, match="unknown ranking 'french'"):
        Imperial(1, "french")
    with pytest.raises(NotationError, match="dealt twice"):
        Imperial(1, IMPERIAL, {0: (PLAIN_DEAL[0], PLAIN_DEAL[1], "AS")})
    with pytest.raises(NotationError, match="must have 12"):
        Imperial(1, IMPERIAL, {0: ("AS KS", PLAIN_DEAL[1], "8C")})
    with pytest.raises(WrongTurnError, match="it is player 2's turn, not player 1's"):
        new().do("atout none", P1)
    with pytest.raises(IllegalActionError, match="not an action"):
        new().do(42)


def test_a_score_cut_short_by_the_fifth_red_says_so():
    """"Takes three white chips: 10 tricks, 4 over six" read as a slip of arithmetic (a
    walk-through): the fifth red had ended the game before the fourth white."""
    from piquet_core.games.imperial_events import TRICKS, take
    chips, said, winner = take(((4, 3), (0, 0)), 0, 0, 4, TRICKS, "10 tricks, 4 over six")
    assert winner == 0 and chips[0] == (5, 0)
    assert said[0].white == 3 and said[0].reason == "10 tricks, 4 over six; the fifth red ends the game before the rest"
    _, said, _ = take(((1, 0), (0, 0)), 0, 0, 4, TRICKS, "10 tricks, 4 over six")
    assert said[0].reason == "10 tricks, 4 over six"
