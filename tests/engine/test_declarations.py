"""RULES.md §5: the declaration dialogue, sinking, extras, and what is scored.

The deal used throughout (after elder exchanges 7C for 9C and younger exchanges none):
    elder   AS KS QS JS 9S | AH KH QH | AD KD | 9C 8C
            point 5 cards 50 pips (11+10+10+10+9); quart major ♠; tierce major ♥;
            trio of aces, trio of kings.
    younger TS 8S 7S | JH TH 9H 8H 7H | QD JD TD 9D
            point 5 cards 44 pips (10+10+9+8+7); quint minor ♥ (J..7); quart to the queen ♦;
            trio of tens.
"""

import pytest

from piquet_core import WrongTurnError
from piquet_core.actions import Reply
from piquet_core.deal import PLAY

from _support import ELDER, YOUNGER, Rules, act, assert_illegal, events_of, make_deal, scored

ELDER_HAND = "AS KS QS JS 9S AH KH QH AD KD 8C 7C"
YOUNGER_HAND = "TS 8S 7S JH TH 9H 8H 7H QD JD TD 9D"
TALON = "9C AC KC QC JC TC 8D 7D"
HONEST = ("point AS KS QS JS 9S", "equal", "good",
          "sequence AS KS QS JS + AH KH QH", "not good JH TH 9H 8H 7H + QD JD TD 9D",
          "set AS AH AD + KS KH KD", "good")


def declaring(rules=None):
    return act(make_deal(ELDER_HAND, YOUNGER_HAND, TALON, rules), "exchange 7C", "exchange none")


def ev(deal):
    return [(e.player, e.points, e.category, e.reason, e.total) for e in deal.events]


def test_honest_dialogue_and_scores():
    deal = declaring()
    act(deal, *HONEST)
    assert deal.phase == PLAY and deal.to_act == ELDER
    assert [deal.class_result(k) for k in ("point", "sequence", "set")] == [ELDER, YOUNGER, ELDER]
    # Elder's scores are said as they are made; younger's wait for elder's first lead.
    assert ev(deal) == [(ELDER, 5, "point", "point of five", 5),
                        (ELDER, 3, "set", "trio of aces", 8), (ELDER, 3, "set", "trio of kings", 11)]
    assert deal.totals == (11, 0)
    act(deal, "play AS")
    assert ev(deal)[3:] == [(ELDER, 1, "lead", "leads the ace of spades", 12),
                            (YOUNGER, 15, "sequence", "quint minor", 15),
                            (YOUNGER, 4, "sequence", "quart to the queen", 19)]
    assert deal.totals == (12, 19)


def test_point_equal_then_second_figure():
    deal = act(declaring(), "point AS KS QS JS 9S")
    # Younger's point is as long: he must say Equal ("Making?"), not Not good, nor call shorter.
    assert_illegal(deal, "not good JH TH 9H 8H 7H", "does not beat")
    assert_illegal(deal, "not good TS 8S 7S", "does not beat")
    assert_illegal(deal, "not good AS KS QS JS 9S", "younger cannot call [A-Z0-9]+: he does not hold it")   # elder's cards
    assert_illegal(deal, "point JH TH 9H 8H 7H", error=WrongTurnError)
    assert set(map(str, deal.legal_actions())) == {"good", "equal"}
    act(deal, "equal")
    # Fifty against forty-four: only Good is possible now.
    assert_illegal(deal, "equal", "no point equal")
    assert_illegal(deal, "not good JH TH 9H 8H 7H", "as long and higher")
    assert deal.legal_actions() == [Reply("good", ())]
    act(deal, "good")
    assert ev(deal) == [(ELDER, 5, "point", "point of five", 5)]


def test_sets_cannot_be_equal_and_a_lower_set_cannot_beat():
    deal = act(declaring(), *HONEST[:5], "set AS AH AD + KS KH KD")
    assert_illegal(deal, "equal", "cannot be equal")
    assert_illegal(deal, "not good TS TH TD", "does not beat")
    assert set(map(str, deal.legal_actions())) == {"good"}


def test_sequence_longer_answers_not_good_with_extras():
    deal = act(declaring(), *HONEST[:3], "sequence AS KS QS JS + AH KH QH")
    # A quint beats a quart at the first figure; equal length would need "equal".
    assert deal.can("not good JH TH 9H 8H 7H")
    assert_illegal(deal, "not good QD JD TD 9D", "does not beat")
    act(deal, "not good JH TH 9H 8H 7H")
    assert deal.class_result("sequence") == YOUNGER
    assert [(e.points, e.reason) for e in deal.pending] == [(15, "quint minor")]  # no extra called, none scored


def test_winner_scores_only_what_he_called_extras_included():
    deal = act(declaring(), *HONEST[:3], "sequence AS KS QS JS + AH KH QH", "good")
    assert [(e.points, e.reason) for e in events_of(deal, "sequence")] == [(4, "quart major"), (3, "tierce major")]
    deal = act(declaring(), *HONEST[:3], "sequence AS KS QS JS", "good")
    assert [(e.points, e.reason) for e in events_of(deal, "sequence")] == [(4, "quart major")]


@pytest.mark.parametrize("call, match", [
    ("point AS KS QS JS 9S TS", "elder cannot call TS: he does not hold it"),          # more than held
    ("point AS KS QS JS 9S AH", "one suit"),
    ("point AS KS QS + AH KH", "single group"),
    ("sequence AS KS QS JS TS", "does not hold"),
    ("sequence AS KS QS JS 9S", "not a sequence"),       # a gap (the ten is younger's)
    ("sequence AS KS", "at least three"),
    ("sequence AS KS QS + AS KS QS", "twice"),
])
def test_nobody_may_call_more_than_he_holds(call, match):
    deal = declaring()
    if call.startswith("sequence"):
        act(deal, *HONEST[:3])
    assert_illegal(deal, call, match)


@pytest.mark.parametrize("call, match", [
    ("set AS AH AD AC", "does not hold"),
    ("set KS KH", "three or four"),
    ("set 9S 9C", "three or four"),
    ("set AS AH AD + AS AH AD", "twice"),
])
def test_set_calls_must_be_held(call, match):
    deal = act(declaring(), *HONEST[:5])
    assert_illegal(deal, call, match)


def test_sets_of_nines_never_count():
    # Elder draws 9C for 7C and holds four nines: still no set (tens and higher only).
    deal = make_deal("9S 9H 9D AS KS QS AH KH QH AD KD 7C", "TS 8S 7S JH TH 8H 7H QD JD TD 8D 7D",
                     "9C AC KC QC JC TC 8C JS")
    act(deal, "exchange 7C", "exchange none", "point none", "point none", "sequence none", "sequence none")
    assert_illegal(deal, "set 9S 9H 9D", "tens and higher")


def test_sinking_a_point_lets_the_shorter_call_lose():
    # Elder calls four spades though he holds five: younger's five hearts are then Not good.
    deal = act(declaring(), "point AS KS QS JS")
    act(deal, "not good JH TH 9H 8H 7H")
    assert deal.class_result("point") == YOUNGER
    assert [(e.player, e.points) for e in deal.pending] == [(YOUNGER, 5)]
    assert events_of(deal, "point") == []


def test_no_point_then_younger_calls_his_own_or_none():
    deal = act(declaring(), "point none")
    assert deal.to_act == YOUNGER
    assert_illegal(deal, "good", error=WrongTurnError)
    assert_illegal(deal, "equal", error=WrongTurnError)
    act(deal, "point JH TH 9H 8H 7H")
    assert deal.class_result("point") == YOUNGER and [e.points for e in deal.pending] == [5]
    deal = act(declaring(), "point none", "point none")
    assert deal.class_result("point") is None and deal.pending == () and deal.events == ()
    assert deal.current_class == "sequence"


def test_younger_may_concede_good_though_he_holds_better():
    deal = act(declaring(), *HONEST[:3], "sequence AH KH QH")
    assert "good" in map(str, deal.legal_actions())
    act(deal, "good")
    assert deal.class_result("sequence") == ELDER
    assert [(e.points, e.reason) for e in events_of(deal, "sequence")] == [(3, "tierce major")]
    assert all(e.category != "sequence" for e in deal.pending)


def play_out(deal):
    """Finish the play with the first legal card each time."""
    while not deal.is_over:
        deal.do(deal.legal_actions()[0])
    return deal


def test_a_sunk_holding_is_never_scored_by_default():
    # Elder sinks his whole point (5 cards, 50); younger calls three spades and scores 3.
    deal = play_out(act(declaring(), "point none", "point TS 8S 7S", "sequence none", "sequence none",
                        "set none", "set none"))
    assert [(e.player, e.points) for e in deal.events if e.category in ("point", "sequence", "set")] == [(YOUNGER, 3)]
    assert events_of(deal, "sink rule") == []


def test_sink_rule_scores_the_sunk_best_holding_at_the_end():
    rules = Rules.from_names(["sink_rule"])
    deal = play_out(act(declaring(rules), "point none", "point TS 8S 7S", "sequence none", "sequence none",
                        "set none", "set none"))
    sink = [(e.player, e.points) for e in events_of(deal, "sink rule")]
    # point: elder's sunk 5 cards/50 beat younger's 5/44: younger loses his 3, elder gains 5.
    # sequence: younger's quint + quart (15+4) beat elder's quart; set: elder's trios (3+3) beat tens.
    assert sorted(sink) == sorted([(YOUNGER, -3), (ELDER, 5), (YOUNGER, 19), (ELDER, 6)])
    assert sum(e.points for e in deal.events if e.player == ELDER) == deal.totals[ELDER]
    assert deal.class_result("point") == ELDER


def test_declaring_out_of_order_is_a_wrong_turn():
    deal = declaring()
    assert_illegal(deal, "sequence AS KS QS JS", error=WrongTurnError)
    assert_illegal(deal, "set AS AH AD", error=WrongTurnError)
    assert_illegal(deal, "play AS", error=WrongTurnError)
    assert_illegal(deal, "exchange AS", error=WrongTurnError)


def test_every_listed_declaration_is_accepted_and_none_is_more_than_held():
    deal = declaring()
    while deal.phase != PLAY:
        actions = deal.legal_actions()
        assert actions and all(deal.can(a) for a in actions)
        deal.do(actions[-1])


@pytest.mark.parametrize("calls, expected_sink", [
    # A winner who called less than he held is not topped up: elder's trio of aces alone wins the set.
    (("point AS KS QS JS 9S", "equal", "good", "sequence none", "sequence none", "set AS AH AD", "good"),
     [(YOUNGER, 19)]),
    # Younger's "Good" over a better sequence and elder's sunk sets: each scorer loses the class
    # and the true holder scores his full holding in it.
    (("point AS KS QS JS 9S", "equal", "good", "sequence AS KS QS JS", "good",
      "set none", "set TS TH TD"), [(ELDER, -4), (YOUNGER, 19), (YOUNGER, -3), (ELDER, 6)]),
])
def test_sink_rule_readings_of_rules_5(calls, expected_sink):
    """RULES.md §5: only a class its owner lost (or nobody scored) is corrected; no top-up."""
    rules = Rules.from_names(["sink_rule"])
    deal = play_out(act(declaring(rules), *calls))
    assert sorted((e.player, e.points) for e in events_of(deal, "sink rule")) == sorted(expected_sink)


def test_sink_rule_does_not_recompute_pique_or_repique():
    """Elder piques; younger's sunk quint is corrected after the play, and the pique stays as made."""
    rules = Rules.from_names(["sink_rule"])
    deal = act(declaring(rules), "point AS KS QS JS 9S", "equal", "good", "sequence AS KS QS JS + AH KH QH",
               "good", "set AS AH AD + KS KH KD", "good")
    play_out(deal)
    assert deal.bonus == (ELDER, "pique")
    assert (YOUNGER, 19) in [(e.player, e.points) for e in events_of(deal, "sink rule")]
    assert [e.category for e in deal.events if e.category in ("pique", "repique")] == ["pique"]


def test_younger_calling_nothing_after_elders_nothing_is_said_with_his_statement():
    """docs/deal-records.md: younger states his own call after elder's first lead. His
    "No sequence" said at once told elder, before he led, that younger held none."""
    from piquet_core.events import Called, Played
    deal = declaring()
    act(deal, "point AS KS QS JS 9S", "good", "sequence none", "sequence none", "set none", "set TS TH TD")
    assert deal.phase == PLAY
    said = [type(entry) for entry in deal.log]
    assert [e.seat for e in deal.log if type(e) is Called] == [ELDER, ELDER, ELDER]
    assert deal.view(ELDER).log == deal.log and Played not in said
    act(deal, "play AS")
    after = list(deal.log[len(said):])
    assert type(after[0]) is Played
    assert [(e.seat, e.kind, e.combo) for e in after if type(e) is Called] == [(YOUNGER, "sequence", None)]
    assert [line.text for line in deal.transcript()].count("No sequence.") == 2
