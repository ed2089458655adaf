"""Piquet Voleur's rules, one hand-built deal per rule (seed 002; docs/variants.md).

Every expected total below was worked out by hand from the rules; the comments say how.
Sides: 0 is first and third, 1 is second and the dealer.
"""

import sys
from pathlib import Path

import pytest

from piquet_core.cards import PACK, parse_cards
from piquet_core.errors import (
    CardNotHeldError, DeclarationError, DuplicateCardError, ExchangeError, FollowSuitError, IllegalActionError,
    PiquetError, WrongCountError, WrongTurnError,
)
from piquet_core.events import Announced, Proved
from piquet_core.games.voleur import DEALER, FIRST, SECOND, THIRD, Voleur, VoleurPartie, deal_cards
from piquet_core.prng import Prng

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _table_support import act, play_tricks  # noqa: E402

SPADES = "AS KS QS JS TS 9S 8S 7S"
HEARTS = "AH KH QH JH TH 9H 8H 7H"
DIAMONDS = "AD KD QD JD TD 9D 8D 7D"
CLUBS = "AC KC QC JC TC 9C 8C 7C"
SINK_ALL = ["point none", "sequence none", "set none"] * 4


def suits():
    """Each seat holds a whole suit: every point is eight cards of 75, every sequence a
    huitième, and nobody holds a set."""
    return Voleur(SPADES, HEARTS, DIAMONDS, CLUBS)


# Five spades for first, then one card of each other suit; hearts, diamonds and clubs
# mostly with second, third and the dealer, with one low spade each.
MIXED = ("AS KS QS JS TS 7H 7D 7C", "AH KH QH JH TH 9H 8H 9S", "AD KD QD JD TD 9D 8D 8S",
         "AC KC QC JC TC 9C 8C 7S")
# First holds seven spades and the 7D; third seven diamonds and the 7S.
PARTNERS_CAPOT = ("AS KS QS JS TS 9S 8S 7D", HEARTS, "AD KD QD JD TD 9D 8D 7S", CLUBS)

# ----- the tricks: 10 for the one player with the most, capot 40 -------------------------

TRICK_CASES = [
    # First leads all eight spades. Side 0: 8 leads; capot 40 instead of the last trick
    # and of the 10.
    ("capot by one player", suits, ["AS 7H 7D 7C", "KS 8H 8D 8C", "QS 9H 9D 9C", "JS TH TD TC", "TS JH JD JC",
                                    "9S QH QD QC", "8S KH KD KC", "7S AH AD AC"],
     (8, 0, 0, 0), (48, 0), [(0, 40, "capot")]),
    # First wins seven spade leads, then leads the 7D and his partner wins it with the ace:
    # no point for winning a partner's lead; all eight tricks to side 0: capot.
    ("capot by partners", lambda: Voleur(*PARTNERS_CAPOT),
     ["AS 7H 7S 7C", "KS 8H 8D 8C", "QS 9H 9D 9C", "JS TH TD TC", "TS JH JD JC", "9S QH QD QC", "8S KH KD KC",
      "7D AH AD AC"], (7, 0, 1, 0), (48, 0), [(0, 40, "capot")]),
    # First: five spade leads and the 7H lead (6), five tricks. Second wins the 7H (1), leads
    # two (3) and wins the last (4), three tricks. First has the most alone: 10, 16.
    ("the most tricks: 10", lambda: Voleur(*MIXED),
     ["AS 9S 8S 7S", "KS 8H 8D 8C", "QS 9H 9D 9C", "JS TH TD TC", "TS JH JD JC", "7H AH QD QC", "KH KD KC 7D",
      "QH AD AC 7C"], (5, 3, 0, 0), (16, 4), [(0, 10, "cards")]),
    # First: four leads and the 7H lead (5), four tricks. Second wins it (1), leads three
    # (4) and wins the last (5), four tricks. First and second tie from opposite sides:
    # nobody scores the 10.
    ("a tie across the table: no 10", lambda: Voleur(*MIXED),
     ["AS 9S 8S 7S", "KS 8H 8D 8C", "QS 9H 9D 9C", "JS TH TD TC", "7H AH JD JC", "KH QD QC TS", "QH KD KC 7D",
      "JH AD AC 7C"], (4, 4, 0, 0), (5, 5), []),
]


@pytest.mark.parametrize("name,make,tricks,won,totals,bonuses", TRICK_CASES, ids=[c[0] for c in TRICK_CASES])
def test_the_tricks_score_as_seed_002_says(name, make, tricks, won, totals, bonuses):
    game = act(make(), SINK_ALL)
    assert game.phase == "play" and game.totals == (0, 0)
    play_tricks(game, tricks)
    assert game.is_over and game.to_act is None
    assert game.tricks_won() == won
    assert game.totals == totals
    end = [(e.player, e.points, e.category) for e in game.events if e.category in ("cards", "capot")]
    assert end == bonuses
    last = [e for e in game.events if e.category == "last trick"]
    assert len(last) == (0 if bonuses and bonuses[0][2] == "capot" else 1)
    assert game.bonus is None


def test_the_first_trick_is_led_from_the_dealers_left_and_play_goes_clockwise():
    game = act(suits(), SINK_ALL)
    order = []
    for code in ["AS", "7H", "7D", "7C"]:
        order.append(game.to_act)
        game.do("play " + code)
    assert order == [FIRST, SECOND, THIRD, DEALER] and game.leader == FIRST


# ----- declarations: round the table, seat by seat; the best holding scores for its side --

DIALOGUE_CASES = [
    # Four points of eight, 75 each. Second (the other side) is equal at both figures:
    # a tie between the sides, nobody scores.
    ("a tie between the sides: nobody", ["point AS KS QS JS TS 9S 8S 7S", "equal", "equal", "good", "good"],
     None, (0, 0)),
    # Third, first's partner, is the one equal: the tie is inside side 0, which scores 8.
    ("a tie between partners: their side scores", ["point AS KS QS JS TS 9S 8S 7S", "good", "equal", "equal",
                                                    "good"], FIRST, (8, 0)),
    # Second and third both equal: the tie spans both sides, nobody scores.
    ("ties on both sides: nobody", ["point AS KS QS JS TS 9S 8S 7S", "equal", "equal", "equal", "equal", "good"],
     None, (0, 0)),
    # First sinks to five; second overcalls with six hearts, third with seven diamonds;
    # the dealer's eight clubs beat them all: 8 for side 1.
    ("overcalls round the table", ["point AS KS QS JS TS", "not good AH KH QH JH TH 9H",
                                   "not good AD KD QD JD TD 9D 8D", "not good AC KC QC JC TC 9C 8C 7C"],
     DEALER, (0, 8)),
    # A partner may overcall his partner: third's six beats first's four, 6 for side 0.
    ("a partner overcalls", ["point AS KS QS JS", "good", "not good AD KD QD JD TD 9D", "good"], THIRD, (6, 0)),
    # Nobody calls a point: nobody scores it.
    ("nobody calls", ["point none", "point none", "point none", "point none"], None, (0, 0)),
]


def _point_then(actions):
    """Play ``actions`` in the point, each seat sinking his sequence and set as his turn
    comes: the declaration goes seat by seat, point before sequence before set."""
    game = suits()
    for text in actions:
        while game.current_class != "point":
            game.do(game.current_class + " none")
        game.do(text)
    while game.phase == "declaration":
        game.do(game.current_class + " none")
    return game


@pytest.mark.parametrize("name,actions,winner,totals", DIALOGUE_CASES, ids=[c[0] for c in DIALOGUE_CASES])
def test_the_best_holding_scores_for_its_side(name, actions, winner, totals):
    game = _point_then(actions)
    assert game.phase == "play"
    assert game.class_record("point").winner == winner
    assert game.totals == totals
    said = [e.seat for e in game.log if type(e) is Announced]
    assert said == ([] if winner is None else [winner])


def test_each_seat_speaks_to_every_class_before_the_next_seat():
    game = suits()
    seen = []
    for action in ["point AS KS QS JS TS 9S 8S 7S", "sequence none", "set none",
                   "equal", "equal", "sequence AH KH QH", "set none",  # second answers both figures, then calls
                   "good", "good", "set none",
                   "good", "good", "set none"]:
        seen.append((game.seat_name(game.to_act), game.current_class))
        game.do(action)
    assert seen == [("first", "point"), ("first", "sequence"), ("first", "set"),
                    ("second", "point"), ("second", "point"), ("second", "sequence"), ("second", "set"),
                    ("third", "point"), ("third", "sequence"), ("third", "set"),
                    ("dealer", "point"), ("dealer", "sequence"), ("dealer", "set")]
    # The point tied across the sides; second's tierce scores 3 for side 1.
    assert game.class_record("point").winner is None and game.class_record("sequence").winner == SECOND
    assert game.totals == (0, 3) and game.phase == "play"


def test_a_class_settles_when_the_dealer_has_spoken_and_scores_are_said_at_once():
    game = act(suits(), ["point AS KS QS JS TS 9S 8S 7S", "sequence none", "set none"] + ["good", "sequence none",
                                                                                          "set none"] * 2)
    assert game.totals == (0, 0) and game.to_act == DEALER
    game.do("good")  # the dealer settles the point: first says his side's 8 at once
    assert game.totals == (8, 0)
    proof = [e for e in game.log if type(e) is Proved]
    assert proof[-1].seat == FIRST and set(proof[-1].cards) == set(parse_cards(SPADES))
    assert set(game.view(SECOND).known_in_hand[FIRST]) == set(parse_cards(SPADES))


# ----- repic 90 at 20 in declarations, pic 60 at 20 in the play ---------------------------

# Second has carte blanche (no king, queen or jack); first holds all the spades.
CB_HANDS = (SPADES, "AH TH 9H 8H 7H AC TC 9C", "KH QH JH AD KD QD JD TD", "9D 8D 7D KC QC JC 8C 7C")
FIRST_26 = ["point AS KS QS JS TS 9S 8S 7S", "sequence AS KS QS JS TS 9S 8S 7S", "set none"] + [
    "good", "good", "set none"] * 3
EIGHT_LEADS = ["AS 7H 7D 7C", "KS 8H 8D 8C", "QS 9H 9D 9C", "JS TH TD TC", "TS JH JD JC", "9S QH QD QC",
               "8S KH KD KC", "7S AH AD AC"]

BONUS_CASES = [
    # Point 8 and huitième 18: 26 from declarations, side 1 at 0: repic, 116. Then eight
    # leads (124) and capot (164).
    ("repic", suits, FIRST_26, (116, 0), (164, 0), (0, "repique")),
    # Second's carte blanche (10) counts first: side 0's 26 comes with side 1 at 10.
    ("a carte blanche first blocks repic", lambda: Voleur(*CB_HANDS), ["carte blanche"] + FIRST_26, (26, 10),
     None, None),
    # Kept quiet, it scores nothing and blocks nothing: repic, 116.
    ("a carte blanche kept quiet", lambda: Voleur(*CB_HANDS), ["no carte blanche"] + FIRST_26, (116, 0),
     None, (0, "repique")),
    # Point 8 and a sunk quart (4): 12. The eighth lead makes 20: pic, 80; capot 120.
    ("pic on the eighth lead", suits, ["point AS KS QS JS TS 9S 8S 7S", "sequence AS KS QS JS", "set none"] + [
        "good", "good", "set none"] * 3, (12, 0), (120, 0), (0, "pique")),
    # Point 8 and a tierce (3): 11; eight leads reach 19 and capot never counts toward pic.
    ("capot never makes pic", suits, ["point AS KS QS JS TS 9S 8S 7S", "sequence AS KS QS", "set none"] + [
        "good", "good", "set none"] * 3, (11, 0), (59, 0), None),
]


@pytest.mark.parametrize("name,make,actions,declared,final,bonus", BONUS_CASES, ids=[c[0] for c in BONUS_CASES])
def test_repic_and_pic(name, make, actions, declared, final, bonus):
    game = act(make(), actions)
    assert game.phase == "play" and game.totals == declared
    if final is not None:
        play_tricks(game, EIGHT_LEADS)
        assert game.totals == final
    assert game.bonus == bonus
    if bonus is not None:
        made = [e for e in game.events if e.category == bonus[1]]
        assert len(made) == 1 and made[0].points == (90 if bonus[1] == "repique" else 60)


# ----- carte blanche ------------------------------------------------------------------------

def test_carte_blanche_is_claimed_before_the_declarations_and_shown_to_all():
    game = Voleur(*CB_HANDS)
    assert game.phase == "carte blanche" and game.to_act == SECOND
    for seat in (FIRST, THIRD, DEALER):  # the others see the declarations about to begin
        view = game.view(seat)
        assert view.phase == "declaration" and view.to_act == FIRST
    # First's view lists his opening calls, exactly as they will be once second decides.
    assert game.view(FIRST).legal_actions() == game.copy().do("no carte blanche").legal_actions()
    assert game.view(THIRD).legal_actions() == []
    game.do("carte blanche")
    assert game.totals == (0, 10)
    proof = [e for e in game.log if type(e) is Proved]
    assert len(proof) == 1 and proof[0].seat == SECOND and set(proof[0].cards) == set(parse_cards(CB_HANDS[1]))
    assert set(game.view(DEALER).known_in_hand[SECOND]) == set(parse_cards(CB_HANDS[1]))
    assert game.phase == "declaration" and game.to_act == FIRST


def test_a_view_names_the_partner_and_side_and_refuses_a_seat_that_is_not_at_the_table():
    game = act(suits(), SINK_ALL[:3])
    data = game.view(THIRD).to_dict()
    assert data["partner"] == "first" and data["side"] == "first and third"
    assert data["sides"] == {"first and third": ["first", "third"], "second and dealer": ["second", "dealer"]}
    assert data["others"]["first"]["hand_size"] == 8 and data["others"]["first"]["known_in_hand"] == []
    assert data["totals"] == {"first and third": 0, "second and dealer": 0}
    with pytest.raises(PiquetError, match=r"a seat of Piquet Voleur is 0 \(first\), 1 \(second\), 2 \(third\) or "
                                          r"3 \(dealer\), got 4"):
        game.view(4)


# ----- illegal actions: a precise reason, nothing changed ---------------------------------

def mixed():
    return Voleur(*MIXED)


def carte_blanche_quiet():
    return Voleur(*CB_HANDS).do("no carte blanche")


ILLEGAL = [
    ("no exchange", suits, [], "exchange none", ExchangeError, "Piquet Voleur has no exchange"),
    ("playing in the declarations", suits, [], "play AS", WrongTurnError, "not possible now"),
    ("the wrong class", suits, [], "sequence AS KS QS", WrongTurnError, "the point is being declared now"),
    ("answering with nothing called", suits, [], "good", WrongTurnError, "no call stands"),
    ("calling over a standing call", suits, ["point AS KS", "sequence none", "set none"], "point AH KH",
     WrongTurnError, "a call stands"),
    ("calling a card not held", suits, [], "point AH KH", CardNotHeldError, "do not hold"),
    ("a point of two suits", mixed, [], "point AS 7H", DeclarationError, "one suit"),
    ("not good that does not beat", suits, ["point AS KS QS", "sequence none", "set none"], "not good AH KH",
     DeclarationError, "does not beat"),
    ("equal without the length", carte_blanche_quiet, ["point AS KS QS JS TS 9S 8S 7S", "sequence none",
                                                      "set none"], "equal", DeclarationError, "no point as long as"),
    ("a card not held in the play", suits, SINK_ALL, "play AH", CardNotHeldError, "first does not hold AH"),
    ("not following suit", mixed, SINK_ALL + ["play AS"], "play 8H", FollowSuitError,
     "second must follow suit: AS was led and he holds 9S"),
    ("carte blanche when none is asked", suits, [], "carte blanche", WrongTurnError, "not possible now"),
]


@pytest.mark.parametrize("name,make,before,action,error,words", ILLEGAL, ids=[c[0] for c in ILLEGAL])
def test_illegal_actions_raise_a_precise_error_and_change_nothing(name, make, before, action, error, words):
    game = act(make(), before)
    snapshot = (game.history, game.log, game.hands, game.totals, game.phase, game.to_act)
    assert not game.can(action)
    with pytest.raises(error, match=words):
        game.do(action)
    assert issubclass(error, IllegalActionError)
    assert (game.history, game.log, game.hands, game.totals, game.phase, game.to_act) == snapshot


def test_acting_out_of_turn_or_after_the_end_is_refused():
    game = suits()
    with pytest.raises(WrongTurnError, match="first's turn, not dealer's"):
        game.do("point none", DEALER)
    act(game, SINK_ALL)
    play_tricks(game, EIGHT_LEADS)
    with pytest.raises(WrongTurnError, match="over"):
        game.do("play AS")


# ----- the deal, and the partie of six -----------------------------------------------------

def test_the_deal_is_eight_each_in_twos_from_the_dealers_left():
    pack = list(PACK)
    Prng(77).shuffle(pack)
    first, second, third, dealer = deal_cards(77)
    assert first[:2] == tuple(pack[0:2]) and second[:2] == tuple(pack[2:4]) and third[:2] == tuple(pack[4:6])
    assert dealer[:2] == tuple(pack[6:8]) and first[2:4] == tuple(pack[8:10]) and dealer[6:] == tuple(pack[30:])
    assert len(set(first + second + third + dealer)) == 32
    game = Voleur.from_seed(77)
    assert game.dealt == (first, second, third, dealer) and game.seed == 77


def test_a_deal_with_a_card_twice_or_a_short_hand_is_refused():
    with pytest.raises(DuplicateCardError, match="dealt twice"):
        Voleur(SPADES, HEARTS, DIAMONDS, "AC KC QC JC TC 9C 8C AS")
    with pytest.raises(WrongCountError, match="the third's hand has 7 cards; it must have 8"):
        Voleur(SPADES, HEARTS, "AD KD QD JD TD 9D 8D", CLUBS)


def _finished(seed):
    from piquet_core.games import play_random
    return play_random("voleur", seed)


def test_a_partie_is_six_deals_with_the_deal_passing_clockwise():
    partie = VoleurPartie(first_dealer=3)
    dealers, expected = [], [0, 0]
    for seed in range(6):
        dealers.append(partie.dealer)
        places = partie.places()
        game = partie.new_deal(seed)
        finished = _finished(seed)
        # Each side's total goes to the partnership at its places (0 and 2, or 1 and 3).
        expected[places[FIRST] % 2] += finished.totals[0]
        expected[places[SECOND] % 2] += finished.totals[1]
        partie.deal_finished(finished)
        assert game.seed == seed
    assert dealers == [3, 0, 1, 2, 3, 0]  # each partnership deals three times
    assert partie.totals == expected and partie.is_over
    result = partie.result()
    assert result["totals"] == expected and result["draw"] == (expected[0] == expected[1])
    assert result["winner"] == (None if result["draw"] else (0 if expected[0] > expected[1] else 1))
    with pytest.raises(IllegalActionError, match="partie is over"):
        partie.new_deal(7)


def test_the_partnerships_swap_sides_as_the_deal_passes():
    partie = VoleurPartie(first_dealer=3)
    assert partie.places() == (0, 1, 2, 3)
    assert (partie.partnership(0), partie.partnership(1)) == (0, 1)  # first and third sit at places 0 and 2
    partie.deal_finished(_finished(1))
    assert partie.dealer == 0 and partie.places() == (1, 2, 3, 0)
    assert (partie.partnership(0), partie.partnership(1)) == (1, 0)  # first and third now sit at 1 and 3


def test_a_partie_refuses_a_deal_out_of_order():
    partie = VoleurPartie()
    partie.new_deal(1)
    with pytest.raises(IllegalActionError, match="finish the current deal"):
        partie.new_deal(2)
    with pytest.raises(IllegalActionError, match="not over"):
        partie.deal_finished()
    with pytest.raises(IllegalActionError, match="place 0, 1, 2 or 3"):
        VoleurPartie(first_dealer=4)
    assert partie.result() is None


def test_a_drawn_partie():
    partie = VoleurPartie()
    partie.deals = [(0, (0, 0))] * 6
    partie.totals = [70, 70]
    assert partie.result() == {"winner": None, "totals": [70, 70], "margin": 0, "draw": True}


def test_a_tie_across_the_sides_is_said_in_words_and_scores_nothing():
    """Players of both sides tied for the most tricks: the log says so (``TricksTied``, the
    tied seats and their count), every view's transcript has the line, nobody scores the 10;
    a tie of partners, or one player alone with the most, logs no such line."""
    from piquet_core.events import TricksTied
    from piquet_core.games import play_random
    from piquet_core.games.table_scores import voleur_trick_bonus
    from piquet_core.transcript import format_transcript
    seen = {True: 0, False: 0}
    for seed in range(1, 60):
        game = play_random("voleur", seed)
        won = game.tricks_won()
        tied = [entry for entry in game.log if type(entry) is TricksTied]
        across = voleur_trick_bonus(won) is None
        seen[across] += 1
        if not across:
            assert tied == []
            continue
        most = max(won)
        assert tied == [TricksTied(None, tuple(s for s in range(4) if won[s] == most), most)]
        assert game.log[-1] == tied[0]  # said after the last trick's point
        assert not any(event.category in ("cards", "capot") for event in game.events)
        line = format_transcript(game).splitlines()[-1]
        assert "tricks each: the most, and on both sides, so nobody scores for the tricks." in line
        for seat in game.seats:
            assert game.view(seat).transcript()[-1].text == line.strip()
    assert seen[True] >= 3 and seen[False] >= 3, seen
