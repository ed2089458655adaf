"""Imperial records (docs/deal-records.md, ``Game: imperial``): the two golden games worked
by hand replay to the chips their comments work out; records round-trip; every damaged
record is refused with its line and reason; the command line plays and replays a game."""

import json
from pathlib import Path

import pytest

from piquet_core.__main__ import main
from piquet_core.errors import RecordError
from piquet_core.games.imperial_record import dump
from piquet_core.record import load, load_bytes

GOLDEN = Path(__file__).resolve().parent / "golden"
RETURN = (GOLDEN / "imperial-return-rule.pqt").read_text(encoding="utf-8")
FIFTH = (GOLDEN / "imperial-blanche-fifth-red.pqt").read_text(encoding="utf-8")


def test_the_return_rule_golden_deal():
    game = load(RETURN)
    assert game.chips_after(0) == ((0, 0), (3, 0))
    gains = [(e.seat, e.red, e.white, e.category) for e in game.events if type(e).__name__ == "Gained"]
    assert gains[:4] == [(0, 0, 1, "turn-up"), (1, 2, 0, "atout"), (0, 0, 1, "point"), (1, 0, 1, "honours")]
    kinds = [type(e).__name__ for e in game.events[:12]]
    assert kinds[:3] == ["Gained", "Gained", "Returned"]            # the first red sent the white back
    assert game.deal_number == 1 and game.dealer == 1                # the game goes on: player 2 deals
    assert game.annotations[2].startswith("the seven of hearts is face up")


def test_the_blanche_and_fifth_red_golden_game():
    game = load(FIFTH)
    assert game.is_over and game.winner == 0 and game.chips == ((5, 0), (2, 0))
    assert game.deal_number == 0 and len(game.tricks) == 4          # over in the fourth trick
    blanche = [e for e in game.events if type(e).__name__ == "Gained" and e.category == "blanche"][0]
    after = game.events[game.events.index(blanche) + 1:]
    assert not after or type(after[0]).__name__ != "Returned"         # player 1 kept his white
    assert game.ranking == "imperial"


@pytest.mark.parametrize("text", [RETURN, FIFTH])
def test_golden_records_round_trip(text):
    game = load(text)
    again = load(dump(game))
    assert dump(again) == dump(game) and again.events == game.events and again.title == game.title


def _edit(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


def _line(text, fragment):
    return [i for i, line in enumerate(text.split("\n"), 1) if fragment in line][0]


@pytest.mark.parametrize("old,new,fragment,message", [
    ("Seed: 2\n", "", None, "needs a Seed header"),
    ("Seed: 2", "Seed: -4", "Seed: -4", "negative"),
    ("Title:", "Players:", "Players:", "expected a game header"),
    ("Title: The blanche", "Ranking: french\nTitle: The blanche", "Ranking: french", "unknown ranking 'french'"),
    ("Deal 1: player 1 deals", "Deal 1: player 2 deals", "Deal 1:", "expected 'Deal 1: player 1 deals' here"),
    ("Turnup: 7S", "Turnup: 7X", "Turnup: 7X", "unknown suit"),
    ("Turnup: 7S\n", "", "Deal 1:", "gives some of its cards but not Turnup"),
    ("Turnup: 7S", "Turnup: AS", "Turnup: AS", "AS is dealt twice: in the .* and in the turn-up"),  # (not the Deal line)
    ("1. elder: atout none", "1. dealer: atout none", "1. dealer", r"it is elder's turn \(player 2\), not dealer's"),
    ("2. dealer: atout AS KS QS JS", "2. dealer: atout AH KH QH JH", "2. dealer",
     "not an imperiale d'atout"),
    ("7. elder: blanche", "7. elder: sequence TS 9S 8S", "7. elder", "Imperial has no sequence"),
    ("11. dealer: not good AS KS QS JS 7S", "11. dealer: not good AS KS QS", "11. dealer", "not good needs more than 34"),
    ("14. dealer: play AS", "14. dealer: play KD", "14. dealer", "must follow suit: TS was led"),
    ("3. elder", "4. elder", "4. elder: imperiale", "move number 4 out of order"),
    ("Result: player 1 5 red 0 white", "Result: player 1 4 red 0 white", "Result:", "the replay has"),
    ("Winner: player 1", "Winner: player 2", "Winner:", "the replay's winner is 'player 1'"),
    ("Winner: player 1", "Winner: player 1\n21. elder: play 8S", "21. elder", "nothing may follow the Winner line"),
])
def test_damaged_records_name_the_line_and_the_reason(old, new, fragment, message):
    text = _edit(FIFTH, old, new)
    with pytest.raises(RecordError, match=message) as caught:
        load(text)
    assert caught.value.line == (None if fragment is None else _line(text, fragment))


def test_more_refusals():
    unfinished = RETURN[:RETURN.index("14. elder")] + "Result: player 1 0 red 1 white\n"
    with pytest.raises(RecordError, match="a Result is given but deal 1 is not finished"):
        load(unfinished)
    with pytest.raises(RecordError, match="nobody has five red chips yet"):
        load(RETURN + "\nWinner: player 2\n")
    with pytest.raises(RecordError, match="deal 1 is over: this action belongs to no deal"):
        load(_edit(FIFTH, "20. elder: play 9C", "20. elder: play 9C\n21. dealer: play KH"))
    with pytest.raises(RecordError, match="deal 2 cannot begin: the game is over"):
        load(_edit(FIFTH, "\nWinner: player 1", "\nDeal 2: player 2 deals\n"))
    with pytest.raises(RecordError, match="line 1: not UTF-8"):
        load_bytes(b"Game: imperial\xff\n")


def test_a_record_may_give_no_cards_and_stop_anywhere():
    text = "Game: imperial\nSeed: 4\n\nDeal 1: player 1 deals\n1. elder: atout none\n"
    game = load(text)
    assert game.to_act == 0 and game.history[0].seat == 1 and "Turnup: TC" in dump(game)


def test_play_and_replay_on_the_command_line(tmp_path, capsys):
    assert main(["play", "--game", "imperial", "--seed", "8"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Game: imperial\nRanking: imperial\nSeed: 8\n") and "\nWinner: player " in text
    path = tmp_path / "game.pqt"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "has five red chips and wins the game." in out and "\nWinner: player " in out
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["result"]["over"] is True and data["events"][0]["type"] == "gained"
    assert main(["play", "--game", "imperial", "--seed", "8", "--rules", "standard"]) == 0
    assert "Ranking: standard" in capsys.readouterr().out
    assert main(["play", "--game", "imperial", "--seed", "8", "--rules", "french"]) == 2
    assert "unknown ranking 'french'" in capsys.readouterr().err


@pytest.mark.parametrize("line", ["point KS KS KS KS", "not good KS KS"])
def test_a_card_named_twice_in_a_declaration_is_refused_on_its_line(line):
    """An audit: "point AS AS AS AS" replayed as a point of 44 from one ace."""
    from piquet_core.__main__ import main
    import contextlib
    import io
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        main(["play", "--game", "imperial", "--seed", "5"])
    record = text.getvalue().replace("11. elder: point KS QS TS 9S", "11. elder: " + line)
    assert "11. elder: " + line in record
    with pytest.raises(RecordError) as caught:
        load(record)
    assert "line 19" in str(caught.value) and "KS is called twice" in str(caught.value), caught.value
