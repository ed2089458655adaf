"""The original rules (seed 002), rule by rule: the 36-card pack, the blank, the exchange,
ruff, sequences and sets, the play's points, majority and capet, picy and repicy, and
the game to 100. Each decision tested here is written in docs/variants.md."""

import pytest

from piquet_core.errors import (
    CardNotHeldError, DeclarationError, ExchangeError, FollowSuitError, NotationError, UnknownRankError,
    WrongTurnError,
)
from piquet_core.games.original import BLANK, BONUS, DECLARATION, EXCHANGE, OVER, PLAY, Original
from piquet_core.games.original_rules import (
    Group, Run, best_ruff, build_call, is_blank, ruff_score, runs, sequence_score, sets36,
)
from piquet_core.games.pack36 import ACE, CARDS36, KING, PACK36, SIX, TEN, parse_card, parse_cards

# Hand-made deals: (elder, dealer, stock top first).
REPICY_DEAL = ("AS TS 9S 8S 7S 6S AH TH 9H 8H 7H 6H", "KS QS JS KH QH JH KD QD JD KC QC JC",
               "AD TD 9D 8D 7D 6D AC TC 9C 8C 7C 6C")
PICY_DEAL = ("AS KS QS JS TS 9S AH KH QH AD KD AC", "8S 7S 6S JH TH 9H 8H QD JD TD 9D 8D",
             "7H 6H 7D 6D KC QC JC TC 9C 8C 7C 6C")
BOTH_BLANK = ("AS TS 9S 8S 7S 6S AH TH 9H 8H 7H 6H", "AD TD 9D 8D 7D 6D AC TC 9C 8C 7C 6C",
              "KS QS JS KH QH JH KD QD JD KC QC JC")
EVEN_DEAL = ("TS 9S 8S KH 7H AD 8D 6D KC 9C 7C 6C", "KS QS 7S 6S TH 9H 8H QD 7D 9D AC 8C",
             "AS JS AH QH JH 6H KD JD TD QC JC TC")
CAPET_DEAL = ("AS KS QS JS AH KH QH JH AD KD QD JD", "TS 9S 8S 7S TH 9H 8H 7H TD 9D 8D 7D",
              "6S 6H 6D 6C AC KC QC JC TC 9C 8C 7C")
PICY_PLAY = ("AS 8S KS 7S QS 6S JS QD TS JD AH 6H KH 8H QH 9H AD 9D KD TD 9S TH").split()


def game_of(deal, seed=1):
    return Original(seed, {0: tuple(parse_cards(part) for part in deal)})


def act(game, *actions):
    for text in actions:
        game.do(text)
    return game


def scores(game, category):
    return [(event.player, event.points) for event in game.events if event.category == category]


# ----- the pack and the combinations --------------------------------------------------------

def test_the_pack_has_36_cards_with_sixes_and_none_equals_a_32_card_card():
    from piquet_core.cards import Card
    assert len(PACK36) == len(set(PACK36)) == 36 and sorted(PACK36) == sorted(CARDS36)
    assert [card.code for card in PACK36[:9]] == "AS KS QS JS TS 9S 8S 7S 6S".split()
    assert parse_card("6♣").name == "six of clubs" and parse_card("10d").code == "TD"
    assert all(card != Card.parse(card.code) for card in PACK36 if card.rank != SIX)


@pytest.mark.parametrize("text,error", [("5S", UnknownRankError), ("6X", NotationError), ("A", NotationError),
                                        ("AS AS", NotationError)])
def test_bad_cards_are_refused_naming_the_token(text, error):
    with pytest.raises(error) as caught:
        parse_cards(text)
    assert repr(text.split()[0]) in str(caught.value)


@pytest.mark.parametrize("total,score", [(6, 1), (14, 1), (15, 2), (44, 4), (45, 5), (49, 5), (50, 5), (54, 5),
                                         (55, 6), (81, 8)])
def test_the_ruff_scores_a_point_a_ten_rounded_half_up(total, score):
    assert ruff_score(total) == score


@pytest.mark.parametrize("length,score", [(3, 3), (4, 4), (5, 15), (6, 16), (8, 18), (9, 19)])
def test_sequences_score_three_four_then_ten_plus_the_length(length, score):
    assert sequence_score(length) == score


@pytest.mark.parametrize("hand,expected", [
    ("8S 7S 6S AH KH QH JH TH 9H 8H 7H 6H", [("neuvième", 19), ("tierce minor", 3)]),
    ("AS KS QS 9S 8S 7S 6S TD 9D 8D 2C", None),
    ("QS JS TS 9S AD KD QD", [("quart to the queen", 4), ("tierce major", 3)]),
])
def test_runs_of_the_nine_ranks(hand, expected):
    if expected is None:
        with pytest.raises(NotationError):
            parse_cards(hand)
        return
    assert [(run.full_name, run.score) for run in runs(parse_cards(hand))] == expected


@pytest.mark.parametrize("hand,expected", [
    ("AS AH AD AC KS KH KD TS TH", [("four aces", 14), ("three kings", 3)]),
    ("9S 9H 9D 9C 6S 6H 6D", []),
    ("TS TH TD JS JH", [("three tens", 3)]),
])
def test_sets_are_three_or_four_of_ten_and_up(hand, expected):
    assert [(group.full_name, group.score) for group in sets36(parse_cards(hand))] == expected


def test_comparisons_follow_the_seed():
    assert Run(0, KING, 4).key > Run(1, ACE, 3).key > Run(2, KING, 3).key
    assert Group(TEN, CARDS36[:4]).key > Group(ACE, CARDS36[:3]).key  # four beat three, then the rank
    assert best_ruff(parse_cards("AS 6S KH QH")).total == 20  # hearts and spades tie: spades first
    assert is_blank(parse_cards("AS TS 6H")) and not is_blank(parse_cards("AS JS"))


@pytest.mark.parametrize("kind,cards,message", [
    ("ruff", ["AS", "KH"], "mixes suits"),
    ("sequence", ["AS", "KS"], "at least three"),
    ("sequence", ["AS", "KS", "JS"], "not a sequence"),
    ("set", ["9S", "9H", "9D"], "tens and higher"),
    ("ruff", ["QD"], "do not hold"),
])
def test_calls_that_break_a_rule_are_refused_with_it(kind, cards, message):
    hand = parse_cards("AS KS QS JS 9S 9H 9D KH")
    with pytest.raises((DeclarationError, CardNotHeldError)) as caught:
        build_call(kind, [tuple(parse_card(code) for code in cards)], hand)
    assert message in str(caught.value)


def test_two_touching_pieces_of_one_sequence_are_refused():
    hand = parse_cards("AS KS QS JS TS 9S")
    with pytest.raises(DeclarationError, match="touch"):
        build_call("sequence", [parse_cards("AS KS QS"), parse_cards("JS TS 9S")], hand)


# ----- the blank and the exchange -------------------------------------------------------------

def test_elders_blank_scores_ten_when_the_dealer_has_none_to_show():
    game = game_of(REPICY_DEAL)
    assert (game.phase, game.to_act) == (BLANK, game.elder)
    act(game, "blank")
    assert (game.phase, game.to_act) == (BLANK, game.dealer) and [str(a) for a in game.legal_actions()] == ["no blank"]
    with pytest.raises(DeclarationError, match="no blank to show"):
        game.verify("blank")
    act(game, "no blank")
    assert scores(game, "blank") == [(game.elder, 10)] and game.phase == EXCHANGE
    assert set(game.shown[game.elder]) == set(game.dealt[game.elder])


def test_two_blanks_score_nothing_and_the_dealer_never_scores_one():
    game = act(game_of(BOTH_BLANK), "blank", "blank")
    assert scores(game, "blank") == [] and game.totals == (0, 0) and len(game.shown[game.dealer]) == 12
    quiet = act(game_of(BOTH_BLANK), "no blank")  # the dealer is not even asked
    assert quiet.phase == EXCHANGE and quiet.to_act == quiet.elder and quiet.shown == ((), ())


def test_while_elder_decides_on_his_blank_the_dealer_sees_the_exchange_begin():
    game = game_of(REPICY_DEAL)
    view = game.view(game.dealer)
    assert (view.phase, view.to_act) == (EXCHANGE, game.elder) and view.legal_actions() == []
    assert game.view(game.elder).phase == BLANK


@pytest.mark.parametrize("count,ok", [(0, False), (1, True), (8, True), (9, False)])
def test_elder_exchanges_one_to_eight(count, ok):
    game = game_of(PICY_DEAL)
    text = "exchange " + " ".join(card.code for card in game.hands[game.elder][:count]) if count else "exchange AS"
    if count == 0:
        from piquet_core.games.original_actions import Swap
        with pytest.raises(ExchangeError, match="1 to 8"):
            game.verify(Swap(()))
        return
    if ok:
        game.do(text)
        assert len(game.stock) == 12 - count and len(game.hands[game.elder]) == 12
    else:
        with pytest.raises(ExchangeError, match="1 to 8 cards, not 9"):
            game.verify(text)


def test_the_dealer_may_take_no_more_than_the_stock_holds_and_draws_after_elder():
    game = game_of(PICY_DEAL)
    elder_cards = game.hands[game.elder]
    game.do("exchange " + " ".join(card.code for card in elder_cards[:8]))
    assert game.exchange_limits() == (1, 4) and len(game.legal_actions()) == 12 + 66 + 220 + 495
    with pytest.raises(ExchangeError, match="1 to 4 cards, not 5"):
        game.verify("exchange " + " ".join(card.code for card in game.hands[game.dealer][:5]))
    game.do("exchange " + " ".join(card.code for card in game.hands[game.dealer][:4]))
    assert game.stock == () and game.phase == DECLARATION
    stock = game.stock_dealt
    assert set(stock[:8]) <= set(game.hands[game.elder]) and set(stock[8:]) <= set(game.hands[game.dealer])
    with pytest.raises(NotationError, match="at least one"):
        game.parse_action("exchange none")


# ----- the declarations ----------------------------------------------------------------------

def test_equal_ruffs_and_equal_sequences_score_nothing_and_a_lower_call_is_refused():
    game = act(game_of(EVEN_DEAL), "exchange 6D", "exchange AC", "ruff TS 9S 8S")
    with pytest.raises(DeclarationError, match="does not reach"):
        game.verify("ruff TH 9H")
    with pytest.raises(DeclarationError, match="say good"):
        game.verify("ruff none")
    act(game, "ruff TH 9H 8H", "sequence TS 9S 8S", "sequence TH 9H 8H")
    assert game.totals == (0, 0) and game.class_state("ruff")[3] is None and game.class_state("sequence")[2]
    assert game.phase == DECLARATION and game.to_act == game.elder


def test_the_better_call_scores_with_its_extras_and_good_is_only_an_answer():
    game = act(game_of(REPICY_DEAL), "no blank", "exchange 6H", "exchange KC")
    with pytest.raises(WrongTurnError, match="elder calls"):
        game.verify("good")
    act(game, "ruff AS TS 9S 8S 7S 6S", "good", "sequence TS 9S 8S 7S 6S", "good", "set AS AH AD")
    assert scores(game, "ruff") == [(game.elder, 5)] and scores(game, "sequence") == [(game.elder, 15)]
    act(game, "set QS QH QD QC + KS KH KD + JS JH JD")
    assert scores(game, "set") == [(game.dealer, 14), (game.dealer, 3), (game.dealer, 3)]
    assert game.phase == PLAY and game.to_act == game.elder


def test_elder_calling_nothing_lets_the_dealer_call_his_own():
    game = act(game_of(PICY_DEAL), "exchange AC", "exchange 8D", "ruff none")
    with pytest.raises(DeclarationError, match="call yours"):
        game.verify("good")
    act(game, "ruff JH TH 9H 8H 6H")
    assert scores(game, "ruff") == [(game.dealer, 4)]  # 43 pips


# ----- the play, picy and repicy --------------------------------------------------------------

def picy_game(claim=True):
    game = act(game_of(PICY_DEAL), "exchange AC", "exchange 8D", "ruff AS KS QS JS TS 9S", "good",
               "sequence AH KH QH", "good", "set none", "set none")
    for code in PICY_PLAY:
        game.do("play " + code)
    assert (game.phase, game.to_act, game.deal_totals[game.elder], game.deal_totals[game.dealer]) == (
        BONUS, game.elder, 30, 0)
    with pytest.raises(DeclarationError, match="not a repicy"):
        game.verify("repicy")
    act(game, "picy" if claim else "no picy", "play 7H", "play JH")
    return game


def test_picy_in_the_play_the_last_trick_with_a_jack_and_the_majority():
    game = picy_game()
    elder, dealer = 1, 0  # of deal 1 (player 1 deals first); deal 2 has begun
    assert game.deal_number == 1 and game.deal_result(0) == (2, 70) and game.totals == (2, 70)
    leads = scores(game, "lead")
    assert len(leads) == 10 and all(seat == elder for seat, _ in leads)  # the nine and the seven lead for nothing
    assert scores(game, "win").count((elder, 1)) == 11 and scores(game, "last trick") == [(dealer, 1)]
    assert scores(game, "picy") == [(elder, 30)] and scores(game, "majority") == [(elder, 10)]


def test_a_picy_not_declared_is_lost():
    game = picy_game(claim=False)
    assert game.deal_result(0) == (2, 40) and scores(game, "picy") == []


def test_following_suit_is_required():
    game = act(game_of(PICY_DEAL), "exchange AC", "exchange 8D", "ruff none", "ruff none", "sequence none",
               "sequence none", "set none", "set none", "play AS")
    with pytest.raises(FollowSuitError, match="must follow suit"):
        game.verify("play JH")
    with pytest.raises(CardNotHeldError):
        game.verify("play AH")


def test_repicy_and_the_game_won_at_100_in_the_middle_of_a_deal():
    game = act(game_of(REPICY_DEAL), "blank", "no blank", "exchange 6H", "exchange KC", "ruff AS TS 9S 8S 7S 6S",
               "good", "sequence TS 9S 8S 7S 6S + TH 9H 8H 7H", "good")
    assert game.phase == BONUS and game.deal_totals[game.elder] == 34
    act(game, "repicy", "set AS AH AD", "set QS QH QD QC + KS KH KD + JS JH JD",
        "play AS", "play JS", "play AH", "play JH", "play AD")
    assert not game.is_over and game.totals[game.elder] == 99
    game.do("play JD")
    assert game.is_over and game.phase == OVER and game.winner == game.elder and game.totals == (20, 100)
    assert game.legal_actions() == [] and game.result()["winner"] == "player 2"
    with pytest.raises(WrongTurnError):
        game.verify("play TS")


def test_capet_is_sixty_and_the_last_trick_won_with_a_queen_scores_one_more():
    game = act(game_of(CAPET_DEAL), "exchange JD", "exchange 7D", "ruff none", "ruff none", "sequence none",
               "sequence none", "set none", "set none")
    for lead, follow in zip("AS KS QS JS 6S AH KH QH JH AD KD QD".split(), "TS 9S 8S 7S 6H TH 9H 8H 7H TD 9D 8D".split()):
        game.do("play " + lead)
        game.do("play " + follow)
    elder = 1  # of deal 1: deal 2 has begun, dealt by player 2
    assert game.deal_number == 1 and game.deal_result(0) == (0, 11 + 12 + 1 + 60)
    assert scores(game, "capet") == [(elder, 60)] and scores(game, "majority") == [] and game.bonus is None
    assert scores(game, "last trick") == [(elder, 1)]  # won with the queen; capet does not replace it


def test_the_dealer_alternates_and_each_deal_comes_from_the_seed():
    from piquet_core.games import play_random
    game = play_random("original", 5)
    dealers = [dealer for dealer, _, _ in game.deals]
    assert dealers == [number % 2 for number in range(len(dealers))] and len(dealers) >= 2
    assert Original(5).dealt == Original(5).dealt != Original(6).dealt


def test_two_sets_are_shown_set_by_set():
    """A walk-through read "Shows 10♠ A♥ 10♥ A♦ A♣ 10♣ (set)": two sets mixed by suit. The
    proof now shows them as called, each set's cards together."""
    from piquet_core.games.original import Original
    from piquet_core.players import RandomPlayer, play_deal
    seen = 0
    for seed in (17, 23, 25):
        game = play_deal(Original.from_seed(seed), [RandomPlayer(seed), RandomPlayer(seed + 1)])
        for entry in game.log:
            if type(entry).__name__ == "Proved" and entry.why == "set" and len(entry.cards) > 4:
                ranks = [card.rank for card in entry.cards]
                assert ranks == sorted(ranks, reverse=True), [card.code for card in entry.cards]
                seen += 1
    assert seen == 3
