"""RULES.md §6–§8: the play and its count, the cards and capot, pique and repique,
counting aloud, and the worked examples of §8. Every figure below is worked by hand
in the comments from the hands shown."""

import pytest

from piquet_core import WrongTurnError
from piquet_core.speech import spoken_total

from _support import ELDER, YOUNGER, Rules, act, assert_illegal, events_of, make_deal, sink_all

PLAY_CATEGORIES = ("lead", "win", "last trick", "cards", "capot")


def totals_by_category(deal, player):
    out = {}
    for e in deal.events:
        if e.player == player:
            out[e.category] = out.get(e.category, 0) + e.points
    return out


def play_first_legal(deal):
    while not deal.is_over:
        deal.do(deal.legal_actions()[0])
    return deal


def assert_running_totals(deal):
    running = [0, 0]
    for e in deal.events:
        running[e.player] += e.points
        assert e.total == running[e.player], e


# ---- the count of the play (§7) -----------------------------------------------------
# After "exchange JH" (elder draws AC) and "exchange none":
#   elder   AS KS QS JS TS 9S 8S 7S AH KH QH AC   younger TH 9H 8H 7H AD KD QD JD TD 9D 8D 7C
# Elder, leading from the top of his hand, wins every trick: capot.
CAPOT = ("AS KS QS JS TS 9S 8S 7S AH KH QH JH", "TH 9H 8H 7H AD KD QD JD TD 9D 8D 7C", "AC KC QC JC TC 9C 8C 7D")


def capot_deal(rules=None, declare=None):
    deal = act(make_deal(*CAPOT, rules=rules), "exchange JH", "exchange none")
    if declare is None:
        sink_all(deal)
    else:
        act(deal, *declare)
    return play_first_legal(deal)


@pytest.mark.parametrize("variants, elder_total, breakdown", [
    # 12 leads, no last-trick point with capot, capot 40; 52 is over 30 but capot never makes pique.
    ((), 52, {"lead": 12, "capot": 40}),
    (("cavendish_capot",), 53, {"lead": 12, "last trick": 1, "capot": 40}),
    (("last_trick_four",), 52, {"lead": 12, "capot": 40}),
    (("last_trick_four", "cavendish_capot"), 56, {"lead": 12, "last trick": 4, "capot": 40}),
    # old count: only AS KS QS JS TS, AH KH QH and AC score when led (9): 9 + 40.
    (("old_count",), 49, {"lead": 9, "capot": 40}),
])
def test_capot(variants, elder_total, breakdown):
    deal = capot_deal(Rules.from_names(list(variants)))
    assert deal.result()["tricks"] == {"elder": 12, "younger": 0}
    assert deal.totals == (elder_total, 0)
    assert totals_by_category(deal, ELDER) == breakdown
    assert deal.bonus is None and events_of(deal, "pique") == []
    assert_running_totals(deal)


# Six all, or seven tricks to five. After "exchange TH" (elder draws AC) and "exchange none":
#   elder   AS KS QS JS TS 9S 8S 7S 9H 8H 7H AC    younger AH KH QH JH AD KD QD JD TD 9D 8D 7D
SPLIT = ("AS KS QS JS TS 9S 8S 7S 7H 8H 9H TH", "AH KH QH JH AD KD QD JD TD 9D 8D 7D", "AC KC QC JC TC 9C 8C 7C")
SIX_ALL = [("AS", "9D"), ("KS", "8D"), ("QS", "7D"), ("JS", "JH"), ("TS", "QH"), ("9S", "KH"),  # elder leads, wins
           ("7H", "AH"),                                                                      # younger wins
           ("AD", "8S"), ("KD", "7S"), ("QD", "8H"), ("JD", "9H"), ("TD", "AC")]              # younger leads, wins
SEVEN_FIVE = [("AS", "TD"), ("KS", "9D"), ("QS", "8D"), ("JS", "7D"), ("TS", "JH"), ("9S", "QH"), ("8S", "KH"),
              ("7H", "AH"), ("AD", "7S"), ("KD", "8H"), ("QD", "9H"), ("JD", "AC")]


def play_tricks(deal, tricks):
    for lead, follow in tricks:
        act(deal, "play " + lead, "play " + follow)
    return deal


@pytest.mark.parametrize("variants, tricks, elder, younger, expected_tricks", [
    # six all: elder 6 spade leads + the 7H lead = 7; younger wins AH (1), leads 5 diamonds (5), last trick 1 = 7;
    # nobody scores the cards.
    ((), SIX_ALL, {"lead": 7}, {"win": 1, "lead": 5, "last trick": 1}, (6, 6)),
    # seven to five: elder 7 spade leads + 7H = 8, the cards 10; younger win 1 + 4 leads + last trick 1 = 6.
    ((), SEVEN_FIVE, {"lead": 8, "cards": 10}, {"win": 1, "lead": 4, "last trick": 1}, (7, 5)),
    # last trick worth 4.
    (("last_trick_four",), SEVEN_FIVE, {"lead": 8, "cards": 10}, {"win": 1, "lead": 4, "last trick": 4}, (7, 5)),
    # old count: 9S 8S 7H score nothing when led; every diamond lead and the AH win do.
    (("old_count",), SEVEN_FIVE, {"lead": 5, "cards": 10}, {"win": 1, "lead": 4, "last trick": 1}, (7, 5)),
])
def test_play_count_cards_and_last_trick(variants, tricks, elder, younger, expected_tricks):
    deal = sink_all(act(make_deal(*SPLIT, rules=Rules.from_names(list(variants))), "exchange TH", "exchange none"))
    play_tricks(deal, tricks)
    assert deal.is_over
    assert (deal.result()["tricks"]["elder"], deal.result()["tricks"]["younger"]) == expected_tricks
    assert totals_by_category(deal, ELDER) == elder
    assert totals_by_category(deal, YOUNGER) == younger
    assert deal.totals == (sum(elder.values()), sum(younger.values()))
    assert_running_totals(deal)


def test_follow_suit_and_whose_turn():
    deal = sink_all(act(make_deal(*SPLIT), "exchange TH", "exchange none"))
    assert deal.to_act == ELDER
    assert_illegal(deal, "play AH", "does not hold")
    act(deal, "play 7H")
    # younger holds hearts: he must follow with one, and only the AH is a heart left to him
    assert_illegal(deal, "play AD", "must follow suit")
    assert [str(a) for a in deal.legal_actions()] == ["play AH", "play KH", "play QH", "play JH"]
    act(deal, "play JH")                       # wins: J over 7
    assert deal.to_act == YOUNGER              # the winner leads
    assert_illegal(deal, "play AS", "does not hold")
    act(deal, "play AD")
    # elder has no diamond: any card
    assert len(deal.legal_actions()) == 11
    assert_illegal(deal, "play AD", "does not hold")
    act(deal, "play 8H")
    assert [(t[3]) for t in deal.tricks] == [YOUNGER, YOUNGER]
    assert [(e.player, e.category) for e in deal.events] == [(ELDER, "lead"), (YOUNGER, "win"), (YOUNGER, "lead")]


def test_a_card_of_another_suit_never_wins():
    deal = sink_all(act(make_deal(*SPLIT), "exchange TH", "exchange none"))
    act(deal, "play 7S", "play AD")            # the ace of diamonds does not beat the seven of spades
    assert deal.tricks[-1][3] == ELDER and deal.to_act == ELDER
    assert totals_by_category(deal, YOUNGER) == {}


# ---- repique and pique (§6) --------------------------------------------------------------
HONEST_CAPOT = ("point AS KS QS JS TS 9S 8S 7S", "good",
                "sequence AS KS QS JS TS 9S 8S 7S + AH KH QH", "good")


def test_repique_elder():
    # point 8 (younger has 7 diamonds): 8; huitième 18 + tierce major 3: 29; trio of aces: 32 -> repique 60: 92.
    deal = capot_deal(declare=HONEST_CAPOT + ("set AS AH AC", "good"))
    decl = [(e.category, e.points, e.total) for e in deal.events[:6]]
    assert decl == [("point", 8, 8), ("sequence", 18, 26), ("sequence", 3, 29), ("set", 3, 32),
                    ("repique", 60, 92), ("lead", 1, 93)]
    assert spoken_total(92) == "Ninety-two"
    said = announcements(deal)
    if said is not None:
        assert (ELDER, "Trio of aces: Ninety-two.") in said           # said instead of "Thirty-two"
        assert not any(text.endswith("Thirty-two.") for _, text in said)
    # then 11 more leads and capot: 92 + 12 + 40; at most one bonus: no pique on top.
    assert deal.totals == (144, 0)
    assert [e.category for e in deal.events].count("repique") == 1 and events_of(deal, "pique") == []


def test_pique_elder_sixty_instead_of_thirty():
    # The trio sunk: 29 from declarations; the first lead makes 30 -> pique: "Sixty".
    deal = capot_deal(declare=HONEST_CAPOT + ("set none", "set none"))
    first_play = [(e.category, e.points, e.total) for e in deal.events[3:5]]
    assert first_play == [("lead", 1, 30), ("pique", 30, 60)]
    assert spoken_total(60) == "Sixty"
    said = announcements(deal)
    if said is not None:
        elder_said = [text for p, text in said if p == ELDER]
        assert elder_said[2:4] == ["Tierce major: Twenty-nine.", "Sixty."]   # "Sixty" instead of "Thirty"
    assert deal.totals == (60 + 11 + 40, 0)
    assert deal.result()["bonus"] == {"player": "elder", "kind": "pique"}


# Younger has 29 from declarations and elder nothing:
#   elder (after "exchange 7H", drawing 7D)  JH TH 9H 8H AD KD QD JD TD 9D 8D 7D
#   younger AS KS QS JS TS 9S 8S 7S AH KH QH AC
YOUNGER_29 = ("JH TH 9H 8H 7H AD KD QD JD TD 9D 8D", "AS KS QS JS TS 9S 8S 7S AH KH QH AC", "7D KC QC JC TC 9C 8C 7C")
YOUNGER_29_CALLS = ("exchange 7H", "exchange none", "point none", "point AS KS QS JS TS 9S 8S 7S",
                    "sequence none", "sequence AS KS QS JS TS 9S 8S 7S + AH KH QH", "set none", "set none")


def test_younger_cannot_pique_under_the_default_count():
    deal = act(make_deal(*YOUNGER_29), *YOUNGER_29_CALLS)
    act(deal, "play 8H", "play AH")           # elder's lead scores 1 before younger's win takes him to 30
    assert [(e.player, e.category, e.total) for e in deal.events] == [
        (ELDER, "lead", 1), (YOUNGER, "point", 8), (YOUNGER, "sequence", 26), (YOUNGER, "sequence", 29),
        (YOUNGER, "win", 30)]
    assert deal.bonus is None


def test_younger_piques_under_old_count_when_elder_leads_a_low_card():
    deal = act(make_deal(*YOUNGER_29, rules=Rules.from_names(["old_count"])), *YOUNGER_29_CALLS)
    act(deal, "play 8H", "play AH")           # the eight scores nothing led; the ace wins: 30 -> pique 60
    assert [(e.player, e.category, e.total) for e in deal.events][-2:] == [(YOUNGER, "win", 30), (YOUNGER, "pique", 60)]
    assert deal.totals == (0, 60)


# Reckoning order: younger's point counts first although he states it after elder's lead.
#   elder (after "exchange 7C", drawing 8C)  AH KH QH JH TH 9H JS JD JC 8D 7D 8C
#       point 6 / 60, sixième major 16, quatorze of jacks 14
#   younger AS KS QS TS 9S 8S 7S AD KD QC 8H 7H: point of 7
ORDER = ("AH KH QH JH TH 9H JS JD JC 8D 7D 7C", "AS KS QS TS 9S 8S 7S AD KD QC 8H 7H", "8C AC KC TC 9C QD TD 9D")


def test_opponent_scoring_first_in_reckoning_order_prevents_repique():
    deal = act(make_deal(*ORDER), "exchange 7C", "exchange none",
               "point AH KH QH JH TH 9H", "not good AS KS QS TS 9S 8S 7S",
               "sequence AH KH QH JH TH 9H", "good", "set JS JH JD JC", "good")
    assert deal.totals == (30, 0)             # younger's 7 not yet stated aloud
    assert deal.bonus is None        # but it counted first: no repique
    act(deal, "play AH")
    assert deal.totals == (31, 7) and deal.bonus is None


def test_younger_conceding_good_lets_elder_repique():
    deal = act(make_deal(*ORDER), "exchange 7C", "exchange none",
               "point AH KH QH JH TH 9H", "good", "sequence AH KH QH JH TH 9H", "good", "set JS JH JD JC", "good")
    assert [(e.category, e.total) for e in deal.events] == [
        ("point", 6), ("sequence", 22), ("set", 36), ("repique", 96)]


def test_equal_does_not_break_a_run():
    # elder (after "exchange 7C", drawing TD)  KH QH JH TH 9H 8H KS 8S KD TD 7D KC: point 6 / 57
    # younger AS QS JS TS 9S 7S AH 7H AD QD 9D 8C: point 6 / 57 (11+10+10+10+9+7)
    # point equal twice: nobody; sixième to the king 16; quatorze of kings 14 = 30 -> repique 90.
    deal = act(make_deal("KH QH JH TH 9H 8H KS 8S KD 7D KC 7C", "AS QS JS TS 9S 7S AH 7H AD QD 9D 8C",
                         "TD JD 8D AC QC JC TC 9C"), "exchange 7C", "exchange none",
               "point KH QH JH TH 9H 8H", "equal", "equal")
    assert deal.class_result("point") is None and deal.events == ()
    act(deal, "sequence KH QH JH TH 9H 8H", "good", "set KS KH KD KC", "good")
    assert [(e.category, e.points, e.total) for e in deal.events] == [
        ("sequence", 16, 16), ("set", 14, 30), ("repique", 60, 90)]


def test_younger_repiques_from_declarations():
    # Younger: point 8, huitième 18 + tierce major 3, trio of aces 3 = 32 -> repique; elder sank everything.
    deal = act(make_deal(*YOUNGER_29), "exchange 7H", "exchange none", "point none",
               "point AS KS QS JS TS 9S 8S 7S", "sequence none", "sequence AS KS QS JS TS 9S 8S 7S + AH KH QH",
               "set none", "set AS AH AC")
    assert deal.events == () and deal.bonus == (YOUNGER, "repique")
    act(deal, "play 8H")
    assert [(e.player, e.category, e.total) for e in deal.events][-2:] == [(YOUNGER, "set", 32), (YOUNGER, "repique", 92)]


# ---- counting aloud: the worked examples of §8 ---------------------------------------------

def announcements(deal):
    try:
        from piquet_core.transcript import announcements as said
    except ImportError:
        return None
    return said(deal)


def test_worked_example_000_seven_and_nineteen():
    # elder  (after "exchange 9C", drawing 7C)  AS KS QS 7S AH KH QH 7H AD 9D 8D 7C
    # younger AC QC TC 8C TS JS 8S TH 8H TD KD 7D
    # point: four cards each, 38 against 39 -> younger 4; sequences: two tierces major -> elder 6;
    # sets: fourteen tens beat three aces -> younger 14: younger has 18.
    deal = act(make_deal("AS KS QS 7S AH KH QH 7H AD 9D 8D 9C", "AC QC TC 8C TS JS 8S TH 8H TD KD 7D",
                         "7C 9S JH 9H QD JD KC JC"), "exchange 9C", "exchange none",
               "point AS KS QS 7S", "equal", "not good AC QC TC 8C",
               "sequence AS KS QS + AH KH QH", "good", "set AS AH AD", "not good TS TH TD TC")
    assert deal.totals == (6, 0)
    act(deal, "play AS")                          # "Seven"
    assert deal.events[2].player == ELDER and deal.events[2].total == 7
    assert deal.totals == (7, 18)                 # younger states his 18
    act(deal, "play 8S", "play 8D", "play KD")    # younger wins with the king: "Nineteen"
    assert (deal.events[-1].player, deal.events[-1].category, deal.events[-1].total) == (YOUNGER, "win", 19)
    assert spoken_total(7) == "Seven" and spoken_total(19) == "Nineteen"
    said = announcements(deal)
    if said is not None:
        assert any(p == ELDER and text.endswith("Seven.") for p, text in said)
        assert said[-1][0] == YOUNGER and said[-1][1].endswith("Nineteen.")


def test_worked_example_003_twenty_six_and_one():
    # elder (after "exchange 9S", drawing 7S)  KH QH JH 8H 7H KS JS 7S KD JD 7D KC:
    # point of five 5, tierce to the king 3, fourteen kings 14, three jacks 3 = 25.
    deal = act(make_deal("KH QH JH 8H 7H KS JS 9S KD JD 7D KC", "AS QS TS 8S AH TH 9H AD QD TD 8D 8C",
                         "7S 9D AC QC JC TC 9C 7C"), "exchange 9S", "exchange none",
               "point KH QH JH 8H 7H", "good", "sequence KH QH JH", "good",
               "set KS KH KD KC + JS JH JD", "good")
    assert deal.totals == (25, 0) and deal.bonus is None
    act(deal, "play 7H")
    assert deal.totals == (26, 0)                 # "Twenty-six"
    act(deal, "play 9H")
    assert deal.totals == (26, 1)                 # younger, winning that trick: "One"
    assert spoken_total(26) == "Twenty-six" and spoken_total(1) == "One"
    said = announcements(deal)
    if said is not None:
        assert said[-2:] == [(ELDER, "Twenty-six."), (YOUNGER, "One.")]


def test_no_play_before_declarations_are_done():
    deal = act(make_deal(*SPLIT), "exchange TH", "exchange none")
    assert_illegal(deal, "play AS", error=WrongTurnError)


def test_the_deal_is_over_after_twelve_tricks():
    deal = capot_deal()
    assert deal.is_over and len(deal.tricks) == 12 and deal.legal_actions() == []
    assert_illegal(deal, "play AS", error=WrongTurnError)
