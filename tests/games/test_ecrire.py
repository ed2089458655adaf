"""Piquet à Écrire (piquet_core.games.ecrire): the deal schedule, the score sheet and
game points, the session as a state machine (undo across deals, copies, views), its
records and the command line."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from piquet_core.errors import IllegalActionError, RecordError, RulesError, WrongTurnError
from piquet_core.games.ecrire import Ecrire, session_schedule
from piquet_core.partie import game_points
from piquet_core.games.ecrire_record import dump, load
from piquet_core.players import RandomPlayer, play_deal
from piquet_core.record import load as load_any
from piquet_core.rules import Rules

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden"

SCHEDULES = [
    (3, ((0, 1), (0, 2), (1, 2), (1, 0), (2, 0), (2, 1))),
    (4, ((0, 1), (0, 3), (1, 2), (1, 0), (2, 3), (2, 1), (3, 0), (3, 2))),
]


@pytest.mark.parametrize("players,expected", SCHEDULES)
def test_each_player_deals_to_his_left_then_to_his_right(players, expected):
    assert session_schedule(players) == expected


@pytest.mark.parametrize("players", range(3, 9))
def test_every_pair_of_neighbours_meets_twice_and_everyone_deals_twice(players):
    schedule = session_schedule(players)
    assert len(schedule) == 2 * players
    for seat in range(players):
        assert sum(1 for dealer, _ in schedule if dealer == seat) == 2
        assert sum(1 for dealer, opponent in schedule if seat in (dealer, opponent)) == 4


@pytest.mark.parametrize("totals,points", [
    ((120, 80, 95), (65, -55, -10)),
    ((50, 50, 50, 50), (0, 0, 0, 0)),
    ((0, 10, 20, 30, 40), (-100, -50, 0, 50, 100)),
])
def test_game_points_add_the_differences_with_every_other_player(totals, points):
    assert game_points(totals) == points
    by_hand = tuple(sum(mine - other for other in totals) for mine in totals)
    assert by_hand == points and sum(points) == 0


@pytest.mark.parametrize("players", [0, 1, 2, 9, "3", None])
def test_a_table_of_the_wrong_size_is_refused(players):
    with pytest.raises(IllegalActionError, match="needs 3 to 8 players"):
        Ecrire(players, 1)


@pytest.mark.parametrize("variant", ["four_deal", "hundred_up"])
def test_partie_variants_are_refused_deal_variants_apply(variant):
    with pytest.raises(RulesError, match="changes the partie"):
        Ecrire(3, 1, Rules.parse("rubicon +" + variant))
    session = Ecrire(3, 1, Rules.parse("rubicon +old_count"))
    assert session.current.rules.old_count


def play(seed, players):
    return play_deal(Ecrire(players, seed), [RandomPlayer(seed)] * players)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), players=st.integers(min_value=3, max_value=5))
def test_a_session_adds_each_deal_to_the_two_players_who_played_it(seed, players):
    session = play(seed, players)
    assert session.is_over and session.phase == "over" and session.to_act is None
    assert session.deal_number == 2 * players - 1
    totals = [0] * players
    for number, (dealer, opponent) in enumerate(session.schedule):
        deal = session.deal(number)
        assert deal.is_over and session.role_seats(number) == (opponent, dealer)
        assert sum(len(hand) for hand in deal.dealt) + len(deal.talon_dealt) == 32
        for role in (0, 1):
            assert sum(event.points for event in deal.events if event.player == role) == deal.totals[role]
        totals[opponent] += deal.totals[0]
        totals[dealer] += deal.totals[1]
    assert session.totals == tuple(totals)
    result = session.result()
    assert list(result["totals"].values()) == totals
    assert list(result["game_points"].values()) == list(game_points(totals))
    best = max(game_points(totals))
    assert result["winners"] == ["player %d" % (seat + 1) for seat in range(players)
                                 if game_points(totals)[seat] == best]
    moves = session.history
    assert len(moves) == sum(len(session.deal(n).history) for n in range(2 * players))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_undo_steps_back_across_deals_to_the_start_exactly(seed):
    session = Ecrire(3, seed)
    player = RandomPlayer(seed)
    snapshots = [dump(session)]
    while not session.is_over:
        twin = session.copy()
        session.do(player.choose(session.view(session.to_act)), session.to_act)
        assert dump(twin) == snapshots[-1], "a copy changed when the session moved"
        snapshots.append(dump(session))
    snapshots.pop()
    while session.can_undo:
        session.undo()
        assert dump(session) == snapshots.pop()
    assert not snapshots and session.deal_number == 0 and session.history == ()
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        session.undo()


def test_a_seat_sees_only_its_own_deal_and_a_player_sitting_out_sees_nothing():
    session = Ecrire(4, 3)
    elder, younger = session.role_seats()
    assert (elder, younger) == (1, 0)
    deal = session.current
    assert session.view(elder).hand == deal.view(0).hand and session.view(elder).seat == 0
    assert session.view(younger).hand == deal.view(1).hand
    assert session.view(2) is None and session.view(3) is None
    with pytest.raises(IllegalActionError, match="no 4 at a table of 4 players"):
        session.view(4)


def test_the_wrong_seat_is_refused_and_nothing_changes():
    session = Ecrire(3, 6)
    before = dump(session)
    with pytest.raises(WrongTurnError, match="it is player 2's turn, not player 3's"):
        session.do(session.legal_actions()[0] if session.legal_actions() else "exchange none", 2)
    with pytest.raises(IllegalActionError):
        session.do("play AS")
    assert dump(session) == before and not session.can("play AS")


def test_copies_of_deals_handed_out_cannot_change_the_session():
    session = Ecrire(3, 6)
    before = dump(session)
    outside = session.current
    outside.do("exchange none") if outside.can("exchange none") else None
    assert dump(session) == before


# ----- records ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed,players", [(0, 3), (5, 4), (2026, 8), (9007199254740991, 3)])
def test_a_session_record_round_trips_through_the_generic_loader(seed, players):
    session = play(seed, players)
    text = dump(session)
    assert text.startswith("Game: ecrire\nPlayers: %d\nRules: rubicon\nSeed: %d\n" % (players, seed))
    again = load_any(text)
    assert type(again) is Ecrire and again.is_over and again.totals == session.totals
    assert dump(again) == text and again.history == session.history


def test_a_partial_record_replays_to_where_it_stops_and_keeps_notes():
    session = play(7, 3)
    lines = dump(session).splitlines()
    cut = lines.index("Deal 3: player 2 deals to player 3") + 6  # its cards and two actions
    first = next(i for i, line in enumerate(lines) if line.startswith("1. elder: "))
    lines[first] += "    ; the first move of the session"
    again = load("\n".join(lines[:cut]))
    assert again.deal_number == 2 and not again.is_over and len(again.deal(2).history) == 2
    assert dump(again).count("\nDeal ") == 3 and "; the first move of the session" in dump(again)
    assert "Totals" not in dump(again)


GOOD_START = "Game: ecrire\nPlayers: 3\nSeed: 4\n"
BAD = [
    ("Players: 3\nSeed: 4\n", 1, "unknown header 'Players'"),  # without Game: a Rubicon record
    ("Game: ecrire\nSeed: 4\n", None, "needs a Players header"),
    ("Game: ecrire\nPlayers: 3\n", None, "needs a Seed header"),
    ("Game: ecrire\nPlayers: two\nSeed: 4\n", 2, "needs 3 to 8 players, not two"),
    ("Game: ecrire\nPlayers: 12\nSeed: 4\n", 2, "needs 3 to 8 players, not 12"),
    ("Game: ecrire\nPlayers: 3\nSeed: x\n", 3, "seed"),
    ("Game: ecrire\nPlayers: 3\nRules: rubicon +hundred_up\nSeed: 4\n", 3, "changes the partie"),
    ("Game: ecrire\nPlayers: 3\nPlayers: 4\nSeed: 4\n", 3, "given twice"),
    ("Game: ecrire\nDealer: 3\nSeed: 4\n", 2, "expected a session header"),
    (GOOD_START + "Deal 2: player 1 deals to player 3\n", 4, "expected 'Deal 1: player 1 deals to player 2'"),
    (GOOD_START + "Deal 1: player 1 deals to player 2\nSeed: 5\n", 5, "takes the session's rules and seed"),
    (GOOD_START + "Deal 1: player 1 deals to player 2\n1. younger: exchange none\n", 5, "elder's turn"),
    (GOOD_START + "Deal 1: player 1 deals to player 2\n1. elder: play AS\n", 5, ""),
    (GOOD_START + "Deal 1: player 1 deals to player 2\nElder: AS KS QS JS TS 9S 8S 7S AH KH QH JH\n", 5,
     "not the cards the session's seed deals"),
    (GOOD_START + "Deal 1: player 1 deals to player 2\n1. elder: exchange 7C\n"
     "Deal 2: player 1 deals to player 3\n", 6, "deal 1 is not finished"),
    (GOOD_START + "Totals: player 1 0, player 2 0, player 3 0\n", 4, "session is not finished"),
    (GOOD_START + "Totals: player 1 0\nDeal 1: player 1 deals to player 2\n", 5, "nothing may follow"),
]


@pytest.mark.parametrize("text,line,message", BAD)
def test_a_damaged_session_record_names_the_line_and_the_problem(text, line, message):
    with pytest.raises(RecordError) as caught:
        load_any(text)
    assert caught.value.line == line and message in caught.value.reason


def test_actions_past_the_end_of_a_deal_and_wrong_totals_are_refused():
    session = play(11, 3)
    lines = dump(session).splitlines()
    first_end = lines.index("Deal 2: player 1 deals to player 3")
    extra = lines[:first_end - 1] + ["99. elder: play AS"] + lines[first_end - 1:]
    with pytest.raises(RecordError, match="move number 99 out of order"):
        load("\n".join(extra))
    result_line = next(i for i, line in enumerate(lines) if line.startswith("Result:"))
    numbered = [line for line in lines[:result_line] if line[:1].isdigit()]
    count = len(numbered)
    after = lines[:result_line] + ["%d. elder: play AS" % (count + 1)] + lines[result_line:]
    with pytest.raises(RecordError, match="deal 1 is over") as caught:
        load("\n".join(after))
    assert caught.value.line == result_line + 1
    wrong = "\n".join(lines).replace("Totals: player 1 ", "Totals: player 1 1")
    with pytest.raises(RecordError, match="the record says"):
        load(wrong)


def test_the_golden_session_matches_the_sheet_worked_from_its_deals():
    """The golden record's totals and game points, worked by hand from each deal's Result
    line and the schedule (player 1 deals to 2, then 3; player 2 to 3, then 1; ...)."""
    text = (GOLDEN / "ecrire-three-players.pqt").read_text()
    session = load(text)
    assert dump(session) == text
    # From the record's Result lines, elder listed first: deal 1 player 2 v player 1, deal 2
    # player 3 v 1, deal 3 player 3 v 2, deal 4 player 1 v 2, deal 5 player 1 v 3, deal 6 player 2 v 3.
    results = [tuple(int(part.split()[-1]) for part in line[len("Result:"):].split(","))
               for line in text.splitlines() if line.startswith("Result:")]
    elders_youngers = [(1, 0), (2, 0), (2, 1), (0, 1), (0, 2), (1, 2)]
    totals = [0, 0, 0]
    for (elder, younger), (elder_points, younger_points) in zip(elders_youngers, results):
        totals[elder] += elder_points
        totals[younger] += younger_points
    assert session.totals == tuple(totals) == GOLDEN_TOTALS
    assert game_points(totals) == GOLDEN_GAME_POINTS
    assert session.result()["winners"] == ["player 2"]


# The sheet worked by hand from the six Result lines (deal: younger deals to elder):
#   1: p1 24, p2 9    2: p1 3, p3 41    3: p2 16, p3 10
#   4: p2 23, p1 10   5: p3 11, p1 23   6: p3 8, p2 27
#   p1 24+3+10+23 = 60, p2 9+16+23+27 = 75, p3 41+10+11+8 = 70, sum 205;
#   game points 3x60-205 = -25, 3x75-205 = +20, 3x70-205 = +5: player 2 wins.
GOLDEN_TOTALS = (60, 75, 70)
GOLDEN_GAME_POINTS = (-25, 20, 5)


# ----- the command line ---------------------------------------------------------------------

def run(*args):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, capture_output=True, text=True)


def test_play_prints_a_session_and_replay_reads_it_back(tmp_path):
    played = run("play", "--game", "ecrire", "--seed", "12", "--players", "4")
    assert played.returncode == 0, played.stderr
    path = tmp_path / "session.pqt"
    path.write_text(played.stdout)
    replayed = run("replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    session = load(played.stdout)
    totals = ", ".join("player %d %d" % (seat + 1, total) for seat, total in enumerate(session.totals))
    assert "Totals: " + totals in replayed.stdout and "Deal 8: player 4 (younger) deals to player 3" in replayed.stdout
    as_json = json.loads(run("replay", str(path), "--json").stdout)
    assert as_json["result"] == session.result() and len(as_json["deals"]) == 8


@pytest.mark.parametrize("args,message", [
    (("--players", "2"), "needs 3 to 8 players, not 2"),
    (("--rules", "rubicon +four_deal"), "four_deal changes the partie"),
])
def test_play_refuses_bad_settings_with_a_reason(args, message):
    result = run("play", "--game", "ecrire", "--seed", "1", *args)
    assert result.returncode == 2 and message in result.stderr


def test_players_is_refused_for_games_of_a_fixed_size():
    result = run("play", "--game", "normand", "--seed", "1", "--players", "3")
    assert result.returncode == 2 and "--players is for ecrire" in result.stderr
