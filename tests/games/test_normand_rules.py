"""Piquet Normand's rules, one hand-built deal per rule (seed 002; docs/variants.md).

Every expected total below was worked out by hand from the rules; the comments say how.
"""

import sys
from pathlib import Path

import pytest

from piquet_core.cards import PACK, parse_cards
from piquet_core.errors import (
    CardNotHeldError, DeclarationError, ExchangeError, FollowSuitError, IllegalActionError, WrongTurnError,
)
from piquet_core.events import Announced, Exchanged, Proved
from piquet_core.games.normand import DEALER, FIRST, SECOND, Normand, deal_cards, next_deal_order
from piquet_core.prng import Prng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _normand_support import DIAMONDS, HEARTS, SINK_ALL, SPADES, act, long_suits, play_tricks  # noqa: E402

# ----- the tricks: most 10, tied most 5 each (20 if the third took none), capot 40 --------

# First holds every spade and leads them; the clubs decide who takes the lead from him.
SIX_THREE_ONE = ("7C 8C", "KC 9C", "AC QC", "JC TC", [
    "AS 7H 7D", "KS 8H 8D", "QS 9H 9D", "JS TH TD", "TS JH JD", "9S QH QD",  # first: six
    "7C KC QC",                                                              # second takes the lead
    "KH KD 8S", "AH AD 7S",                                                  # second: three
    "9C AC 8C"])                                                             # dealer: one, the last
FOUR_FOUR_TWO = ("7C 8C", "KC 9C", "AC QC", "JC TC", [
    "AS 7H 7D", "KS 8H 8D", "QS 9H 9D", "JS TH TD",
    "7C KC QC", "JH JD TS", "QH QD 9S", "KH KD 8S",
    "9C AC 8C", "AD 7S AH"])
FIVE_FIVE_NONE = ("7C 8C", "AC KC", "QC JC", "TC 9C", [
    "AS 7H 7D", "KS 8H 8D", "QS 9H 9D", "JS TH TD", "TS JH JD",
    "7C AC JC", "QH QD 9S", "KH KD 8S", "AH AD 7S", "KC QC 8C"])
CAPOT = ("AC KC", "9C 8C", "QC JC", "TC 7C", [
    "AS 7H 7D", "KS 8H 8D", "QS 9H 9D", "JS TH TD", "TS JH JD", "9S QH QD", "8S KH KD", "7S AH AD",
    "AC 9C QC", "KC 8C JC"])

TRICK_CASES = [
    # 6-3-1. First: 7 leads + 10 for the most = 17. Second: wins first's club lead (1) +
    # 3 leads = 4. Dealer: wins second's club lead (1) + the last trick (1) = 2.
    ("most tricks 10", SIX_THREE_ONE, (6, 3, 1), (17, 4, 2), [(FIRST, 10, "cards")]),
    # 4-4-2. First: 5 leads + 5. Second: 1 win + 4 leads + 5. Dealer: 1 win + 1 lead + last 1.
    ("tied most 5 each", FOUR_FOUR_TWO, (4, 4, 2), (10, 10, 3), [(FIRST, 5, "cards"), (SECOND, 5, "cards")]),
    # 5-5-0. First: 6 leads + 20. Second: 1 win + 4 leads + last 1 + 20. Dealer nothing.
    ("tied most, the third none: 20 each", FIVE_FIVE_NONE, (5, 5, 0), (26, 26, 0),
     [(FIRST, 20, "cards"), (SECOND, 20, "cards")]),
    # 10-0-0. First: 10 leads + capot 40, and no point for the last trick.
    ("capot 40", CAPOT, (10, 0, 0), (50, 0, 0), [(FIRST, 40, "capot")]),
]


@pytest.mark.parametrize("name,case,won,totals,bonuses", TRICK_CASES, ids=[c[0] for c in TRICK_CASES])
def test_the_tricks_score_as_seed_002_says(name, case, won, totals, bonuses):
    first, second, dealer, stock, tricks = case
    game = act(long_suits(first, second, dealer, stock), ["exchange none"] + SINK_ALL)
    assert game.phase == "play" and game.totals == (0, 0, 0)
    play_tricks(game, tricks)
    assert game.is_over and game.to_act is None
    assert game.tricks_won() == won
    assert game.totals == totals
    end = [(e.player, e.points, e.category) for e in game.events if e.category in ("cards", "capot")]
    assert end == bonuses
    last = [e for e in game.events if e.category == "last trick"]
    assert len(last) == (0 if max(won) == 10 else 1)
    assert game.bonus is None


# ----- repic 90 at 20 in declarations, pic 60 at 20 in the play --------------------------

CAPOT_HANDS = CAPOT[:4]
BONUS_CASES = [
    # Point of 8 (8) and a sunk tierce (3): 11, the others nothing. Leading: 12 ... the
    # ninth lead makes 20: pic, 80. The tenth lead 81, capot 121.
    ("pic 60 at 20 in the play", CAPOT_HANDS,
     ["exchange none", "point AS KS QS JS TS 9S 8S 7S", "good", "good", "sequence AS KS QS", "good", "good",
      "set none", "set none", "set none"], CAPOT[4], (11, 0, 0), (121, 0, 0), (FIRST, "pique")),
    # Point 8 and huitième 18: 26 in declarations, the others nothing: repic, 116; then
    # ten leads 126 and capot 166.
    ("repic 90 at 20 in declarations", CAPOT_HANDS,
     ["exchange none", "point AS KS QS JS TS 9S 8S 7S", "good", "good",
      "sequence AS KS QS JS TS 9S 8S 7S", "good", "good", "set none", "set none", "set none"],
     CAPOT[4], (116, 0, 0), (166, 0, 0), (FIRST, "repique")),
]


@pytest.mark.parametrize("name,hands,actions,tricks,declared,totals,bonus", BONUS_CASES,
                         ids=[c[0] for c in BONUS_CASES])
def test_repic_and_pic(name, hands, actions, tricks, declared, totals, bonus):
    game = act(long_suits(*hands), actions)
    assert game.totals == declared
    play_tricks(game, tricks)
    assert game.totals == totals and game.bonus == bonus
    made = [e for e in game.events if e.category == bonus[1]]
    assert len(made) == 1 and made[0].points == (90 if bonus[1] == "repique" else 60)
    if bonus[1] == "pique":  # made by the lead that reached exactly 20
        assert made[0].total - made[0].points == 20


# Second has carte blanche (no king, queen or jack).
CB_FIRST = "AS KS QS JS TS 9S 8S 7S KH QH"
CB_SECOND = "AH TH 9H 8H 7H AD TD 9D 8D 7D"
CB_DEALER = "KD QD JD AC KC QC JC TC 9C 8C"
CB_STOCK = "JH 7C"
FIRST_DECLARES = ["exchange none", "point AS KS QS JS TS 9S 8S 7S", "good", "good",
                  "sequence AS KS QS JS TS 9S 8S 7S", "good", "good", "set none", "set none", "set none"]
# First holds the spades; second three kings; the dealer long diamonds and clubs.
LATE_FIRST = "AS KS QS JS TS 9S 8S 7S AH 7H"
LATE_SECOND = "KH KD KC QH JH TH 9H 8H QD JD"
LATE_DEALER = "AD TD 9D 8D 7D AC QC JC TC 9C"
LATE_STOCK = "8C 7C"

REPIC_CASES = [
    # Carte blanche kept quiet: first's 8 + 18 = 26 with nobody else scoring: repic, 116.
    ("repic", (CB_FIRST, CB_SECOND, CB_DEALER, CB_STOCK), ["no carte blanche"] + FIRST_DECLARES,
     (116, 0, 0), (FIRST, "repique")),
    # Second claims carte blanche (10) first of all: first's 26 comes after, so no repic.
    ("carte blanche before it blocks repic", (CB_FIRST, CB_SECOND, CB_DEALER, CB_STOCK),
     ["carte blanche"] + FIRST_DECLARES, (26, 10, 0), None),
    # First reaches 26 in point and sequence before second scores his three kings in the
    # set: the repic stands (declarations count in the order point, sequence, set).
    ("repic before another scores in a later class", (LATE_FIRST, LATE_SECOND, LATE_DEALER, LATE_STOCK),
     FIRST_DECLARES[:7] + ["set none", "set KH KD KC", "good"], (116, 3, 0), (FIRST, "repique")),
]


@pytest.mark.parametrize("name,hands,actions,totals,bonus", REPIC_CASES, ids=[c[0] for c in REPIC_CASES])
def test_repic_needs_20_before_the_others_score(name, hands, actions, totals, bonus):
    game = act(Normand(*hands), actions)
    assert game.phase == "play"
    assert game.totals == totals and game.bonus == bonus


def test_pic_is_lost_once_another_seat_scores():
    """Dealer wins a trick before first reaches 20: no pic (the play scores as usual)."""
    # First: point of 8 and a tierce (11), dealer then wins the first trick with AC.
    game = act(long_suits("KC QC", "9C 8C", "AC JC", "TC 7C"),
               ["exchange none", "point AS KS QS JS TS 9S 8S 7S", "good", "good", "sequence AS KS QS", "good",
                "good", "set none", "set none", "set none"])
    play_tricks(game, ["KC 9C AC"])  # first leads 1 (12); dealer wins it (1)
    assert game.totals == (12, 0, 1)
    play_tricks(game, ["JC QC 8C"])  # dealer leads (2), first wins with the queen (13)
    assert game.totals == (13, 0, 2)
    for trick in ["AS 7H 7D", "KS 8H 8D", "QS 9H 9D", "JS TH TD", "TS JH JD", "9S QH QD", "8S KH KD", "7S AH AD"]:
        play_tricks(game, [trick])
    # Eight more leads: 21, the last trick 22, the most tricks (9) 32; never a pic.
    assert game.bonus is None and game.totals == (32, 0, 2) and game.tricks_won() == (9, 0, 1)


# ----- declarations: in turn from the dealer's left, one scorer per class ----------------

def capot_game():
    return long_suits(*CAPOT_HANDS)


def late_game():
    return Normand(LATE_FIRST, LATE_SECOND, LATE_DEALER, LATE_STOCK)


DIALOGUE_CASES = [
    # Three points of eight (75 pips each) and three huitièmes: all equal, nobody scores.
    ("all equal: nobody scores", capot_game,
     ["exchange none", "point AS KS QS JS TS 9S 8S 7S", "equal", "equal", "equal", "equal",
      "sequence AS KS QS JS TS 9S 8S 7S", "equal", "equal", "equal", "equal", "set none", "set none", "set none"],
     {"point": None, "sequence": None, "set": None}, (0, 0, 0)),
    # First calls a sunk four; second beats it with five hearts; the dealer (five
    # diamonds, five clubs: no longer) says Good.
    ("a later seat beats the caller", late_game,
     ["exchange none", "point AS KS QS JS", "not good KH QH JH TH 9H", "good"], {"point": SECOND}, (0, 5, 0)),
    # First's sunk three is beaten by second's four, and that by the dealer's five.
    ("the best of three scores", late_game,
     ["exchange none", "point AS KS QS", "not good KH QH JH TH", "not good AD TD 9D 8D 7D"],
     {"point": DEALER}, (0, 0, 5)),
    # First and second equal at both figures (five cards of 49 pips), the dealer Good:
    # a tie between two scores for nobody.
    ("two tied, the third good: nobody", capot_game,
     ["exchange none", "point KS QS JS TS 9S", "equal", "equal", "good"], {"point": None}, (0, 0, 0)),
    # First's three spades make 30, said to second's "Making?"; second says Good; the
    # dealer, who heard the 30, beats it with 31 in three diamonds at once, no "Making?".
    ("a second figure heard is beaten at once", capot_game,
     ["exchange none", "point KS QS JS", "equal", "good", "not good AD KD QD"], {"point": DEALER}, (0, 0, 3)),
    # First calls none; second calls his own; the dealer answers it.
    ("none, then a call", late_game,
     ["exchange none", "point none", "point KH QH JH", "good"], {"point": SECOND}, (0, 3, 0)),
    # Nobody calls: the class is not scored.
    ("nobody calls", capot_game, ["exchange none", "point none", "point none", "point none"],
     {"point": None}, (0, 0, 0)),
]


@pytest.mark.parametrize("name,make,actions,winners,totals", DIALOGUE_CASES, ids=[c[0] for c in DIALOGUE_CASES])
def test_one_scorer_per_class(name, make, actions, winners, totals):
    game = act(make(), actions)
    for kind, winner in winners.items():
        assert game.class_record(kind).winner == winner
    assert game.totals == totals
    scored = {e.seat for e in game.log if type(e) is Announced}
    assert scored == {seat for seat in winners.values() if seat is not None}


def test_the_dialogue_goes_round_from_the_dealers_left():
    game = act(long_suits(*CAPOT_HANDS), ["exchange none"])
    order = []
    for action in ["point AS KS", "equal", "good"]:
        order.append(game.to_act)
        game.do(action)
    assert order == [FIRST, SECOND, SECOND]  # second answers the second figure himself
    assert game.to_act == DEALER and game.current_class == "point"
    game.do("good")
    assert game.current_class == "sequence" and game.to_act == FIRST
    assert game.class_record("point").winner == FIRST


def test_the_first_trick_is_led_by_the_dealers_left_and_play_goes_clockwise():
    game = act(long_suits(*CAPOT_HANDS), ["exchange none"] + SINK_ALL)
    seats = []
    for code in ["AS", "7H", "7D"]:
        seats.append(game.to_act)
        game.do("play " + code)
    assert seats == [FIRST, SECOND, DEALER] and game.leader == FIRST


# ----- carte blanche and the stock ----------------------------------------------------

def test_carte_blanche_is_claimed_before_the_exchange_and_shown_to_all():
    game = Normand(CB_FIRST, CB_SECOND, CB_DEALER, CB_STOCK)
    assert game.phase == "carte blanche" and game.to_act == SECOND
    for seat in (FIRST, DEALER):  # the others see the exchange about to begin
        view = game.view(seat)
        assert view.phase == "exchange" and view.to_act == DEALER
    game.do("carte blanche")
    assert game.totals == (0, 10, 0)
    proof = [e for e in game.log if type(e) is Proved]
    assert len(proof) == 1 and proof[0].seat == SECOND and set(proof[0].cards) == set(parse_cards(CB_SECOND))
    assert set(game.view(FIRST).known_in_hand[SECOND]) == set(parse_cards(CB_SECOND))
    assert game.phase == "exchange" and game.to_act == DEALER


def test_the_dealer_takes_the_whole_stock_after_discarding_two():
    game = long_suits(*CAPOT_HANDS)
    game.do("exchange QC JC")
    assert set(game.hands[DEALER]) == set(parse_cards(DIAMONDS + " TC 7C"))
    assert set(game.discards) == set(parse_cards("QC JC")) and game.stock == () and game.taken is True
    assert game.log[-1] == Exchanged(DEALER, 2, None, 0)
    dealer_view, first_view = game.view(DEALER), game.view(FIRST)
    assert set(dealer_view.discards) == set(parse_cards("QC JC")) and set(dealer_view.drawn) == set(parse_cards("TC 7C"))
    assert first_view.discards == () and first_view.drawn == () and first_view.discard_count == 2


def test_the_stock_left_is_seen_by_nobody():
    game = long_suits(*CAPOT_HANDS)
    game.do("exchange none")
    assert game.taken is False and set(game.stock) == set(parse_cards("TC 7C"))
    assert game.log[-1] == Exchanged(DEALER, 0, None, 2)
    for seat in (FIRST, SECOND, DEALER):
        data = game.view(seat).to_dict()
        assert "TC" not in str(data) and "7C" not in str(data)


# ----- illegal actions: a precise reason, nothing changed ---------------------------------

ILLEGAL = [
    ("one card discarded", [], "exchange QC", ExchangeError, "discards two"),
    ("three discarded", [], "exchange QC JC AD", ExchangeError, "discards two"),
    ("look at the stock", [], "exchange QC JC look", ExchangeError, "no 'look'"),
    ("a discard not held", [], "exchange AS KS", CardNotHeldError, "not in his hand"),
    ("playing in the exchange", [], "play AD", WrongTurnError, "not possible now"),
    ("a call in the exchange", [], "point AD KD", WrongTurnError, "not possible now"),
    ("the wrong class", ["exchange none"], "sequence AS KS QS", WrongTurnError, "point is being declared"),
    ("answering with nothing called", ["exchange none"], "good", WrongTurnError, "no call stands"),
    ("calling over a standing call", ["exchange none", "point AS KS"], "point AH KH", WrongTurnError,
     "a call stands"),
    ("calling a card not held", ["exchange none"], "point AH KH", CardNotHeldError, "do not hold"),
    ("a point of two suits", ["exchange none"], "point AS AC", DeclarationError, "one suit"),
    ("not good that does not beat", ["exchange none", "point AS KS QS"], "not good AH KH", DeclarationError,
     "does not beat"),
    ("a card not held in the play", ["exchange none"] + SINK_ALL, "play AH", CardNotHeldError, "does not hold"),
    ("not following suit", ["exchange none"] + SINK_ALL + ["play AC"], "play 7H", FollowSuitError,
     "must follow suit: AC was led and he holds 9C 8C"),
]


@pytest.mark.parametrize("name,before,action,error,words", ILLEGAL, ids=[c[0] for c in ILLEGAL])
def test_illegal_actions_raise_a_precise_error_and_change_nothing(name, before, action, error, words):
    game = act(capot_game(), before)
    snapshot = (game.history, game.log, game.hands, game.totals, game.phase, game.to_act)
    assert not game.can(action)
    with pytest.raises(error, match=words):
        game.do(action)
    assert issubclass(error, IllegalActionError)
    assert (game.history, game.log, game.hands, game.totals, game.phase, game.to_act) == snapshot


ANSWERS_REFUSED = [
    # Second's longest suit is six hearts: he cannot say Equal to a point of eight.
    ("equal without the length", late_game, ["exchange none", "point AS KS QS JS TS 9S 8S 7S"], "equal",
     "no point as long as"),
    # After Equal to a point of three (30 pips), 24 pips is not higher.
    ("not good, lower after equal", capot_game, ["exchange none", "point KS QS JS", "equal"],
     "not good 9H 8H 7H", "as long and higher"),
    # Unheard (second said Good at once), 31 against a tierce is no better: as long.
    ("as long, the second figure unheard", capot_game, ["exchange none", "point KS QS JS", "good"],
     "not good AD KD QD", "does not beat"),
    # Heard (30), 29 is not higher.
    ("as long and lower than the figure heard", capot_game, ["exchange none", "point KS QS JS", "equal", "good"],
     "not good KD QD JD", "does not beat"),
    # Sets are never equal.
    ("equal sets", late_game, ["exchange none"] + SINK_ALL[:6] + ["set none", "set KH KD KC"], "equal",
     "sets cannot be equal"),
]


@pytest.mark.parametrize("name,make,before,action,words", ANSWERS_REFUSED, ids=[c[0] for c in ANSWERS_REFUSED])
def test_answers_the_rules_refuse(name, make, before, action, words):
    game = act(make(), before)
    with pytest.raises(DeclarationError, match=words):
        game.do(action)


def test_not_good_after_equal_takes_the_standing_call():
    game = act(capot_game(), ["exchange none", "point KS QS JS", "equal", "not good AH KH QH"])  # 31 against 30
    turn = game.class_record("point")
    assert turn.best == SECOND and turn.speaker == DEALER and turn.principal.value == 31


def test_a_second_figure_heard_is_answered_knowing_it():
    """Once "Thirty" has been said to a "Making?", a later seat is offered the Not good
    that beats it at the second figure and says it as a second figure ("Thirty-one");
    "Equal" (asking again) stays open, as before."""
    game = act(capot_game(), ["exchange none", "point KS QS JS", "equal", "good"])
    offered = [str(action) for action in game.legal_actions()]
    assert {"equal", "not good AD KD QD", "not good AD KD QD JD"} <= set(offered)
    assert "not good KD QD JD" not in offered  # 29
    game.do("not good AD KD QD")
    said = [line.text for line in game.view(FIRST).transcript()]
    assert said[-4:-2] == ["Not good.", "Thirty-one."], said
    turn = game.class_record("point")
    assert turn.heard and turn.best == DEALER
    # "Making?" again is offered only to a seat whose own could tie the figure heard: 51 was
    # said; the dealer's five clubs make 50 (the computers asked again, a browser check)
    game = act(late_game(), ["exchange none", "point AS KS QS JS TS", "equal", "good"])
    assert [str(action) for action in game.legal_actions()] == ["good"]
    assert game.can("equal")  # (still accepted)


def test_acting_out_of_turn_or_after_the_end_is_refused():
    game = long_suits(*CAPOT_HANDS)
    with pytest.raises(WrongTurnError, match="dealer's turn, not first's"):
        game.do("exchange none", FIRST)
    act(game, ["exchange none"] + SINK_ALL)
    play_tricks(game, CAPOT[4])
    with pytest.raises(WrongTurnError, match="over"):
        game.do("play AS")


# ----- the deal and the rotation ---------------------------------------------------------

def test_the_deal_is_ten_each_in_twos_from_the_dealers_left_and_two_in_the_stock():
    pack = list(PACK)
    Prng(77).shuffle(pack)
    first, second, dealer, stock = deal_cards(77)
    assert first[:2] == tuple(pack[0:2]) and second[:2] == tuple(pack[2:4]) and dealer[:2] == tuple(pack[4:6])
    assert first[2:4] == tuple(pack[6:8]) and stock == tuple(pack[30:])
    assert len(set(first + second + dealer + stock)) == 32 and len(stock) == 2
    game = Normand.from_seed(77)
    assert game.dealt == (first, second, dealer) and game.stock_dealt == stock and game.seed == 77


def test_the_deal_passes_clockwise_to_the_first_seat():
    order = ("Ann", "Bob", "Cy")
    dealers = []
    for _ in range(3):
        dealers.append(order[DEALER])
        order = next_deal_order(order)
    assert dealers == ["Cy", "Ann", "Bob"] and order == ("Ann", "Bob", "Cy")


def test_a_deal_with_a_card_twice_is_refused():
    from piquet_core.errors import DuplicateCardError
    with pytest.raises(DuplicateCardError, match="dealt twice"):
        Normand(SPADES + " AC KC", HEARTS + " AC 8C", DIAMONDS + " QC JC", "TC 7C")
