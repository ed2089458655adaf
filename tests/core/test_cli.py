"""The command line: deal, replay, hand (with its exact JSON shape)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ELDER = "AS KS QS JS TS AH KH QH AD KD AC KC"
YOUNGER = "9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D"


def run(*args):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, capture_output=True, text=True)


def test_deal_prints_the_seeded_cards():
    from piquet_core.deal import deal_cards
    from piquet_core.cards import format_cards
    out = run("deal", "--seed", "7")
    assert out.returncode == 0
    elder, younger, talon = deal_cards(7)
    assert format_cards(elder) in out.stdout
    assert format_cards(younger) in out.stdout
    assert format_cards(talon, sort=False) in out.stdout


def test_replay_prints_dialogue_announcements_and_score():
    out = run("replay", str(ROOT / "tests" / "golden" / "pique-elder.pqt"))
    assert out.returncode == 0, out.stderr
    assert "Elder: Point of six." in out.stdout
    assert "Elder: Sixty.  (pique: thirty and thirty more)" in out.stdout
    assert out.stdout.strip().endswith("Final score: elder 75, younger 4")


def test_replay_of_a_damaged_record_names_the_line(tmp_path):
    bad = tmp_path / "bad.pqt"
    bad.write_text("Seed: 3\n1. elder: exchange none\n")
    out = run("replay", str(bad))
    assert out.returncode == 2
    assert "line 2 (move 1):" in out.stderr and "at least 1 card" in out.stderr


def test_hand_vs_json_has_exactly_the_documented_shape():
    out = run("hand", ELDER, "--vs", YOUNGER, "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"elder", "younger", "scores", "totals", "repique"}
    for side in ("elder", "younger"):
        hand = data[side]
        assert set(hand) == {"point", "sequences", "sets", "carte_blanche"}
        assert set(hand["point"]) == {"length", "value", "suit"}
        for seq in hand["sequences"]:
            assert set(seq) == {"length", "top", "suit", "name"}
        for found in hand["sets"]:
            assert set(found) == {"rank", "count", "name"}
    assert set(data["scores"]) == {"point", "sequence", "set"}
    # Worked by hand: point 5 (51 v 44); quint major + tierce major = 18 (beats the
    # quint to the jack); quatorzes of aces and kings = 28; 5 + 18 = 23, +14 = 37:
    # repique (+60) = 97, +14 = 111.
    assert data["scores"] == {"point": {"winner": "elder", "points": 5},
                              "sequence": {"winner": "elder", "points": 18},
                              "set": {"winner": "elder", "points": 28}}
    assert data["totals"] == {"elder": 111, "younger": 0}
    assert data["repique"] == "elder"
    assert data["younger"]["sequences"][0] == {"length": 5, "top": "J", "suit": "H", "name": "quint"}
    assert data["elder"]["sets"][0] == {"rank": "A", "count": 4, "name": "quatorze"}


def test_hand_alone_prints_one_h():
    out = run("hand", "AH KH QH JH TH 9H 8H 7H AS AD AC TS", "--json")
    data = json.loads(out.stdout)
    assert data["point"] == {"length": 8, "value": 11 + 10 * 4 + 9 + 8 + 7, "suit": "H"}
    assert data["sequences"] == [{"length": 8, "top": "A", "suit": "H", "name": "huitième"}]
    assert data["sets"] == [{"rank": "A", "count": 4, "name": "quatorze"}]
    assert data["carte_blanche"] is False


def test_hand_carte_blanche_and_tens():
    out = run("hand", "AS TS 9S 8S AH TH 9H AD TD 7D 8C 7C", "--json")
    data = json.loads(out.stdout)
    assert data["carte_blanche"] is True
    assert {"rank": "T", "count": 3, "name": "trio"} in data["sets"]


@pytest.mark.parametrize("cards, fragment", [
    ("AS KS XS", "'XS': unknown rank"),
    ("AS KS AS", "'AS': the hand has this card twice"),
    ("AS KZ", "unknown suit"),
])
def test_hand_with_bad_cards_says_which_token(cards, fragment):
    out = run("hand", cards)
    assert out.returncode == 2
    assert fragment in out.stderr


@pytest.mark.parametrize("cards", ["AS KS QS", "AH KH QH JH TH 9H 8H 7H AS AD AC TS KS"])
def test_a_hand_alone_must_have_twelve_cards(cards):
    # (three 7-8-9 cards "are" no carte blanche, nor anything else a hand of twelve is)
    out = run("hand", cards)
    assert out.returncode == 2
    assert "it must have 12" in out.stderr and "Traceback" not in out.stderr


def test_hands_that_share_cards_are_refused():
    out = run("hand", ELDER, "--vs", YOUNGER.replace("9S", "AS"))
    assert out.returncode == 2
    assert "'AS': these cards are in both hands" in out.stderr

