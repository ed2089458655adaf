"""Records of the original rules (``Game: original``, docs/deal-records.md), the two
golden games worked by hand from seed 002, and the command line."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_core.errors import RecordError
from piquet_core.games import play_random
from piquet_core.games.original import Original
from piquet_core.record import dump, load, load_bytes

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden"


def run(*args):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, capture_output=True, text=True)


@pytest.mark.parametrize("seed", [0, 1, 17, 9007199254740991])
def test_a_record_round_trips(seed):
    game = play_random("original", seed)
    text = dump(game)
    assert text.startswith("Game: original\nSeed: %d\n\nDeal 1: player 1 deals\nElder: " % seed)
    again = load(text)
    assert type(again) is Original and again.is_over and dump(again) == text
    assert again.events == game.events and again.log == game.log and again.history == game.history


def test_notes_and_title_are_kept_and_a_block_without_cards_is_dealt_from_the_seed():
    game = play_random("original", 4)
    game.title = "A first game"
    game.annotations = {1: "elder exchanges"}
    text = dump(game)
    assert "Title: A first game" in text and "; elder exchanges" in text
    again = load(text)
    assert again.title == game.title and again.annotations == game.annotations
    bare = "\n".join(line for line in text.splitlines() if line.split(":")[0] not in ("Elder", "Dealer", "Stock"))
    assert load(bare).totals == game.totals


def test_the_golden_blank_and_repicy_game():
    game = load((GOLDEN / "original-blank-repicy-game.pqt").read_text(encoding="utf-8"))
    assert game.is_over and game.winner == 1 and game.totals == (20, 100) and game.deal_number == 0
    categories = [(e.player, e.points, e.category) for e in game.events]
    assert categories[:5] == [(1, 10, "blank"), (1, 5, "ruff"), (1, 15, "sequence"), (1, 4, "sequence"),
                              (1, 60, "repicy")]
    assert game.annotations[1].startswith("no king")


def test_the_golden_picy_game_goes_on_into_deal_two():
    game = load((GOLDEN / "original-picy-majority.pqt").read_text(encoding="utf-8"))
    assert not game.is_over and game.deal_number == 1 and game.deal_result(0) == (2, 70)
    assert game.dealer == 1 and game.phase in ("blank", "exchange") and game.to_act == 0
    again = load(dump(game))
    assert again.events == game.events and again.deal_number == 1


@pytest.mark.parametrize("text,line,message", [
    ("Game: original\n", None, "needs a Seed"),
    ("Game: original\nSeed: x\n", 2, "seed"),
    ("Game: original\nSeed: 1\nRules: rubicon\n", 3, "expected a game header"),
    ("Game: original\nSeed: 1\nDeal 2: player 2 deals\n", 3, "expected 'Deal 1: player 1 deals'"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\n1. dealer: exchange AS\n", 4, "it is elder's turn"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\nElder: AS KS\n", 4, "has 2 cards; it must have 12"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\nElder: AS KS QS JS TS 9S 8S 7S 6S AH KH QH\n", None,
     "but not Dealer, Stock"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\nElder: AS KS QS JS TS 9S 8S 7S 6S AH KH QH\n"
     "Dealer: AS JH TH 9H 8H 7H 6H AD KD QD JD TD\nStock: 9D 8D 7D 6D AC KC QC JC TC 9C 8C 7C\n", 5,
     "AS is dealt twice: in the elder's hand and in the dealer's hand"),  # (on the Dealer line, not the Stock's)
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\nElder: AS KS QS JS TS 9S 8S 7S 6S AH KH QH\n"
     "Dealer: JH TH 9H 8H 7H 6H AD KD QD JD TD 9D\nStock: 9D 8D 7D 6D AC KC QC JC TC 9C 8C 7C\n", 6,
     "9D is dealt twice: in the dealer's hand and in the stock"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\n1. elder: exchange 5S\n", 4, "unknown rank '5'"),
    ("Game: original\nSeed: 1\nDeal 1: player 1 deals\n1. elder: play AS\n", 4, "not possible now"),
    ("Game: original\nSeed: 1\nWinner: player 1\n", 3, "nobody has reached 100"),
])
def test_bad_records_name_the_line_and_the_reason(text, line, message):
    with pytest.raises(RecordError) as caught:
        load(text)
    assert caught.value.line == line and message in str(caught.value), str(caught.value)


def test_a_wrong_result_or_winner_is_refused():
    text = dump(play_random("original", 2))
    winner = [line for line in text.splitlines() if line.startswith("Winner:")][0]
    other = "player 1" if winner.endswith("2") else "player 2"
    with pytest.raises(RecordError, match="the replay gives"):
        load(text.replace(winner, "Winner: " + other))
    first_result = [line for line in text.splitlines() if line.startswith("Result:")][0]
    with pytest.raises(RecordError, match="deal 1 scores"):
        load(text.replace(first_result, "Result: player 1 0, player 2 0", 1))
    with pytest.raises(RecordError):
        load_bytes(text.encode("utf-8") + b"\xff")


def test_play_and_replay_on_the_command_line():
    played = run("play", "--game", "original", "--seed", "9")
    assert played.returncode == 0 and played.stdout == dump(play_random("original", 9)) + "\n"
    replayed = subprocess.run([sys.executable, "-m", "piquet_core", "replay", "-"], cwd=ROOT, capture_output=True,
                              text=True, input=played.stdout)
    assert replayed.returncode == 0 and "wins the game" in replayed.stdout and "Final score: player 1" in replayed.stdout
    as_json = subprocess.run([sys.executable, "-m", "piquet_core", "replay", "-", "--json"], cwd=ROOT,
                             capture_output=True, text=True, input=played.stdout)
    data = json.loads(as_json.stdout)
    assert data["result"]["over"] is True and data["result"]["winner"] in ("player 1", "player 2")
    refused = run("play", "--game", "original", "--seed", "1", "--rules", "rubicon")
    assert refused.returncode == 2 and "has none" in refused.stderr
    damaged = subprocess.run([sys.executable, "-m", "piquet_core", "replay", "-"], cwd=ROOT, capture_output=True,
                             text=True, input="Game: original\nSeed: 1\nDeal 1: player 1 deals\n1. elder: dance\n")
    assert damaged.returncode == 2 and "line 4" in damaged.stderr and "Traceback" not in damaged.stderr
