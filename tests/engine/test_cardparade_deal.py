"""CardParade (seed 001) as the trump mode of the two-player deal: the new actions, their
notation and every refusal, table by table (decisions: docs/variants.md, "CardParade")."""

import pytest

from piquet_core import IllegalActionError, Rules
from piquet_core.actions import Announce, Trumps, check_shape, parse_action
from piquet_core.cards import HEARTS, SPADES, parse_cards
from piquet_core.errors import FollowSuitError, NotationError, UnknownSuitError, WrongTurnError
from piquet_core.events import CapotAnnounced, TrumpsNamed
from piquet_core.players import play_random_deal
from piquet_core.tricks import legal_plays, play_error, trick_winner

from _support import ELDER, YOUNGER, act, codes, make_deal, snapshot

CARDPARADE = Rules.parse("cardparade")
# The cards of tests/golden/cardparade-trumps.pqt: talon QC JH JC TC 9C | 8C TH 9H.
ELDER_HAND = "AS KS QS JS 7S AD KD 9D 7H 8H AC 7C"
YOUNGER_HAND = "TS 9S 8S QD JD TD 8D 7D AH KH QH KC"
TALON = "QC JH JC TC 9C 8C TH 9H"
TO_PLAY = ("exchange 7C", "trumps S", "exchange KC", "point AS KS QS JS 7S", "equal", "good",
           "sequence AS KS QS JS", "equal", "equal", "set AS AD AC", "good")


def deal_of(rules=CARDPARADE, *moves):
    deal = make_deal(ELDER_HAND, YOUNGER_HAND, parse_cards(TALON), rules)
    return act(deal, *moves)


# ----- notation -----------------------------------------------------------------------

@pytest.mark.parametrize("text,action,written", [
    ("trumps S", Trumps(SPADES), "trumps S"),
    ("Trumps h", Trumps(HEARTS), "trumps H"),
    ("trumps ♥", Trumps(HEARTS), "trumps H"),
    ("announce capot", Announce("capot"), "announce capot"),
    ("Announce Capot", Announce("capot"), "announce capot"),
])
def test_the_new_actions_read_and_write(text, action, written):
    assert parse_action(text) == action and str(action) == written


@pytest.mark.parametrize("text,error,words", [
    ("trumps", NotationError, "exactly one suit"),
    ("trumps S H", NotationError, "exactly one suit"),
    ("trumps X", UnknownSuitError, "unknown suit"),
    ("announce slam", NotationError, "only capot can be announced"),
    ("announce", NotationError, "only capot can be announced"),
])
def test_bad_notation_is_refused(text, error, words):
    with pytest.raises(error, match=words):
        parse_action(text)


@pytest.mark.parametrize("action,words", [
    (Trumps(4), "trumps names a suit"), (Trumps("S"), "trumps names a suit"), (Trumps(True), "trumps names a suit"),
    (Announce("slam"), "only capot"),
])
def test_malformed_actions_are_refused_before_any_rule(action, words):
    with pytest.raises(IllegalActionError, match=words):
        check_shape(action)
    deal = deal_of()
    before = snapshot(deal)
    with pytest.raises(IllegalActionError, match=words):
        deal.do(action)
    assert snapshot(deal) == before


# ----- when each action is legal ----------------------------------------------------------

REFUSED = [
    # (rules, moves before, action, error class, words)
    (Rules(), (), "trumps S", IllegalActionError, "no trumps in this game"),
    (Rules(), (), "announce capot", IllegalActionError, "capot cannot be announced"),
    (Rules.parse("rubicon +announced_capot"), (), "trumps S", IllegalActionError, "no trumps in this game"),
    (Rules.parse("rubicon +trumps"), (), "announce capot", IllegalActionError, "announced_capot is off"),
    (CARDPARADE, ("trumps S",), "trumps H", IllegalActionError, "trumps are already named: spades"),
    (CARDPARADE, ("announce capot",), "announce capot", IllegalActionError, "elder has already announced capot"),
    (CARDPARADE, ("announce capot", "exchange 7C", "trumps S"), "announce capot", IllegalActionError,
     "elder has already announced capot: only one player may announce it"),
    (CARDPARADE, ("exchange 7C",), "announce capot", WrongTurnError, "not in the trumps"),
    (CARDPARADE, ("exchange 7C",), "exchange KC", IllegalActionError, "an exchange is not possible now"),
    (CARDPARADE, ("exchange 7C", "trumps S"), "exchange none", IllegalActionError,
     "younger must exchange at least 1 card"),
    (CARDPARADE, ("exchange 7C", "trumps S", "exchange KC"), "announce capot", WrongTurnError,
     "not in the declaration"),
    (CARDPARADE, ("exchange 7C", "trumps S", "exchange KC"), "trumps H", IllegalActionError, "already named"),
    (CARDPARADE, TO_PLAY + ("play AC",), "play 7D", FollowSuitError,
     "younger must trump: he holds no clubs and holds the trumps TS 9S 8S"),
    (CARDPARADE, TO_PLAY + ("play AD",), "play 9S", FollowSuitError,
     "younger must follow suit: AD was led and he holds QD JD TD 8D 7D"),
    (CARDPARADE, TO_PLAY + ("play AC", "play 8S", "play QH"), "play AS", FollowSuitError,
     "elder must follow suit: QH was led and he holds 8H 7H"),
]


@pytest.mark.parametrize("rules,moves,action,error,words", REFUSED, ids=[row[4] for row in REFUSED])
def test_what_is_refused_says_why_and_changes_nothing(rules, moves, action, error, words):
    deal = deal_of(rules, *moves)
    before = snapshot(deal)
    assert not deal.can(action)
    with pytest.raises(error, match=words):
        deal.do(action)
    assert snapshot(deal) == before


def test_elder_names_trumps_before_or_after_his_exchange():
    early = deal_of(CARDPARADE, "trumps H")
    assert early.trumps == "H" and early.trump_suit == HEARTS and early.phase == "exchange"
    assert early.log[-1] == TrumpsNamed(ELDER, HEARTS, True)
    assert codes(early.talon_seen[ELDER]) == codes("8C TH 9H") and early.talon_seen[YOUNGER] == ()
    late = deal_of(CARDPARADE, "exchange 7C")
    assert late.phase == "trumps" and late.to_act == ELDER and late.trumps is None
    assert [str(a) for a in late.legal_actions()] == ["trumps S", "trumps H", "trumps D", "trumps C"]
    act(late, "trumps D")
    assert late.log[-1] == TrumpsNamed(ELDER, 2, False) and late.phase == "exchange" and late.to_act == YOUNGER
    assert codes(late.talon_seen[ELDER]) == codes("QC")  # what he drew, not younger's three
    assert late.undo().trumps is None and late.phase == "trumps"


def test_the_actions_before_an_exchange_are_listed_and_the_view_shows_them_only_to_the_player():
    deal = deal_of()
    extras = [str(a) for a in deal.pre_exchange_actions()]
    assert extras == ["trumps S", "trumps H", "trumps D", "trumps C", "announce capot"]
    assert [str(a) for a in deal.legal_actions()[:5]] == extras and len(deal.legal_actions()) > 5
    assert [str(a) for a in deal.view(ELDER).legal_actions()] == extras and deal.view(YOUNGER).legal_actions() == []
    act(deal, "announce capot", "exchange 7C", "trumps S")
    assert deal.pre_exchange_actions() == []  # younger: trumps are named and capot is taken
    assert deal.log[0] == CapotAnnounced(ELDER) and deal.capot_announced == ELDER
    view = deal.view(YOUNGER).to_dict()
    assert view["trumps"] == "S" and view["capot_announced"] == "elder"
    rubicon = deal_of(Rules())
    assert rubicon.pre_exchange_actions() == [] and rubicon.trumps is None and rubicon.capot_announced is None
    assert rubicon.view(ELDER).to_dict()["trumps"] is None


def test_younger_may_announce_at_his_own_exchange():
    deal = deal_of(CARDPARADE, "exchange 7C", "trumps S")
    assert [str(a) for a in deal.pre_exchange_actions()] == ["announce capot"]
    act(deal, "announce capot")
    assert deal.capot_announced == YOUNGER and deal.phase == "exchange" and deal.to_act == YOUNGER


def test_trumps_in_the_play_follow_the_tricks_rules():
    deal = deal_of(CARDPARADE, *TO_PLAY)
    act(deal, "play AC")
    assert codes(deal.legal_cards()) == codes("TS 9S 8S")
    act(deal, "play 8S")
    assert deal.tricks[-1].winner == YOUNGER  # the trump takes the ace
    act(deal, "play AH", "play 7H", "play KH", "play 8H", "play QH")
    assert codes(deal.legal_cards()) == codes("AS KS QS JS 7S")  # void in hearts, elder must trump


# ----- the rules of the play as pure functions (tricks.py) ----------------------------------

PLAYS = [
    # (hand, led, trump, legal cards)
    ("AS 7S KH 9D", "QS", None, "AS 7S"),
    ("KH 9D 8C", "QS", None, "KH 9D 8C"),
    ("KH 9D 8C", "QS", HEARTS, "KH"),
    ("KH 7H 9D", "QS", HEARTS, "KH 7H"),  # any trump: no duty to overtrump
    ("9D 8C", "QS", HEARTS, "9D 8C"),
    ("AS 7H", "QS", HEARTS, "AS"),
    ("AS 7H", None, HEARTS, "AS 7H"),
]


@pytest.mark.parametrize("hand,led,trump,legal", PLAYS)
def test_legal_plays_and_their_refusals(hand, led, trump, legal):
    cards = parse_cards(hand)
    led_card = parse_cards(led)[0] if led else None
    assert codes(legal_plays(cards, led_card, trump)) == codes(legal)
    for card in cards:
        assert (play_error(cards, led_card, card, trump) is None) == (card.code in legal.split())


WINNERS = [
    # (led, followed, trump, winner: 0 the leader, 1 the other)
    ("QS", "AS", None, 1), ("QS", "7S", None, 0), ("QS", "AH", None, 0),
    ("QS", "7H", HEARTS, 1), ("7H", "AS", HEARTS, 0), ("QH", "KH", HEARTS, 1), ("KH", "7H", HEARTS, 0),
]


@pytest.mark.parametrize("led,followed,trump,winner", WINNERS)
def test_the_trick_winner(led, followed, trump, winner):
    assert trick_winner(0, parse_cards(led)[0], parse_cards(followed)[0], trump) == winner
    assert trick_winner(1, parse_cards(led)[0], parse_cards(followed)[0], trump) == 1 - winner


# ----- the announced capot: scored after the last trick ------------------------------------

CAPOT_HAND = "AS KS QS JS TS 9S 8S 7S AH AD AC KH"
CAPOT_YOUNGER = "QH JH TH 9H QD JD TD KC QC JC TC 9C"
CAPOT_TALON = "KD 7D 8D 7C 8C 7H 8H 9D"
CAPOT_PLAY = ("play AS", "play 7D", "play KS", "play 9H", "play QS", "play TH", "play JS", "play JH",
              "play TS", "play TC", "play 9S", "play JC", "play 8S", "play QC", "play 7S", "play TD",
              "play AH", "play QH", "play AD", "play JD", "play KD", "play QD", "play AC", "play KC")


def capot_deal(rules, announce_by):
    """The capot of tests/golden/cardparade-announced-capot.pqt, with every class sunk so
    that only the play scores."""
    deal = make_deal(CAPOT_HAND, CAPOT_YOUNGER, parse_cards(CAPOT_TALON), rules)
    if rules.trumps:
        act(deal, "trumps S")
    if announce_by == ELDER:
        act(deal, "announce capot")
    act(deal, "exchange KH")
    if announce_by == YOUNGER:
        act(deal, "announce capot")
    act(deal, "exchange 9C", "point none", "point none", "sequence none", "sequence none", "set none", "set none")
    return act(deal, *CAPOT_PLAY)


@pytest.mark.parametrize("rules_text,announce_by,elder,younger,categories", [
    # 12 leads; capot 40 (no last-trick point) or 80 announced
    ("cardparade", None, 52, 0, ["capot"]),
    ("cardparade", ELDER, 92, 0, ["capot"]),
    ("cardparade announced_capot=100", ELDER, 112, 0, ["capot"]),
    # younger announced and lost: elder's capot, and 40 for younger's failed announcement
    ("cardparade", YOUNGER, 92, 0, ["capot", "capot failed"]),
])
def test_the_announced_capot_scores(rules_text, announce_by, elder, younger, categories):
    deal = capot_deal(Rules.parse(rules_text), announce_by)
    assert deal.is_over and deal.tricks_won() == (12, 0)
    assert deal.totals == (elder, younger)
    after_play = [e.category for e in deal.events if e.category not in ("lead", "win")]
    assert after_play == categories
    assert sum(e.points for e in deal.events if e.player == ELDER) == elder


def test_a_failed_announcement_gives_the_opponent_the_capot_bonus():
    deal = deal_of(CARDPARADE, "trumps S", "announce capot", "exchange 7C", "exchange KC", "point none",
                   "point none", "sequence none", "sequence none", "set none", "set none", "play AC",
                   "play 8S")  # younger trumps the first trick: the announcement has failed
    while not deal.is_over:
        deal.do(deal.legal_actions()[0])
    failed = [e for e in deal.events if e.category == "capot failed"]
    assert deal.tricks_won()[YOUNGER] >= 1
    assert [(e.player, e.points) for e in failed] == [(YOUNGER, 40)]
    assert "elder announced capot and lost a trick" in failed[0].reason
    assert failed[0] == deal.events[-1]  # scored last, after the tricks and the cards


def test_cardparade_random_deals_replay_and_every_trick_obeys_the_rules():
    for seed in range(30):
        deal = play_random_deal(seed, CARDPARADE)
        assert deal.trumps is not None and deal.is_over
        trump = deal.trump_suit
        for leader, led, followed, winner in deal.tricks:
            assert winner == trick_winner(leader, led, followed, trump)


# ----- the partie: six deals, and two more while tied (seed 001) ---------------------------

@pytest.mark.parametrize("rules_text,played,totals,over", [
    ("cardparade", 5, (90, 80), False),
    ("cardparade", 6, (90, 80), True),
    ("cardparade", 6, (90, 90), False),
    ("cardparade", 7, (95, 90), False),  # the second of the two more deals is still to come
    ("cardparade", 8, (95, 90), True),
    ("cardparade", 8, (95, 95), False),  # tied after eight: two more
    ("cardparade", 12, (150, 150), False),
    ("cardparade", 12, (150, 149), True),
    ("rubicon", 8, (95, 95), True),  # Rubicon: one more deal each, then a draw
])
def test_the_partie_plays_on_by_two_deals_while_tied(rules_text, played, totals, over):
    from piquet_core.partie import Partie, settle_partie
    partie = Partie(0, Rules.parse(rules_text))
    partie.deals = [(number % 2, 0, 0) for number in range(played)]
    partie.totals = list(totals)
    assert partie.is_over == over
    if over:
        assert partie.result() == settle_partie(totals[0], totals[1], partie.rules)
