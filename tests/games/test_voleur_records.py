"""Piquet Voleur deal records (docs/deal-records.md) and the command line: play a seeded
deal, replay it, refuse damaged records with the line and the reason."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_core.errors import RecordError
from piquet_core.games import play_random
from piquet_core.games.voleur import Voleur
from piquet_core.record import dump, load, load_bytes

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).resolve().parent / "golden"


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin)


@pytest.mark.parametrize("seed", [0, 1, 2, 5, 17, 2026, 9007199254740991])
def test_a_record_round_trips(seed):
    game = play_random("voleur", seed)
    text = dump(game)
    assert text.startswith("Game: voleur\nSeed: %d\nFirst: " % seed)
    assert "\nThird: " in text and "\nDealer: " in text and "Stock" not in text
    assert text.strip().splitlines()[-1] == "Result: first and third %d, second and dealer %d" % game.totals
    again = load(text)
    assert type(again) is Voleur and again.is_over
    assert dump(again) == text and again.events == game.events and again.log == game.log
    assert again.history == game.history and again.totals == game.totals


def test_a_record_keeps_title_and_notes_and_reads_from_the_cards_or_the_seed_alone():
    game = play_random("voleur", 8)
    game.title = "Four at the table"
    game.annotations = {1: "first speaks to every class before second"}
    text = dump(game)
    assert "Title: Four at the table" in text and "; first speaks to every class" in text
    again = load(text)
    assert again.title == game.title and again.annotations == game.annotations
    without_seed = text.replace("Seed: 8\n", "")
    assert dump(load(without_seed)) == without_seed
    seed_only = "\n".join(line for line in text.splitlines()
                          if line.split(":")[0] not in ("First", "Second", "Third", "Dealer"))
    assert load(seed_only).totals == game.totals


def test_a_partial_record_replays_to_where_it_stops():
    text = "Game: voleur\nSeed: 5\n1. first: point none\n2. first: sequence none\n"
    game = load(text)
    assert game.phase == "declaration" and game.seat_name(game.to_act) == "first"
    assert game.current_class == "set"


HANDS = ("First: AS KS QS JS TS 9S 8S 7S\nSecond: AH KH QH JH TH 9H 8H 7H\nThird: AD KD QD JD TD 9D 8D 7D\n"
         "Dealer: AC KC QC JC TC 9C 8C 7C\n")
BAD = [
    ("Seed: 5\nGame: voleur\n", 2, "Game header comes first"),
    ("Game: voleur\nRules: rubicon\nSeed: 5\n", 2, "unknown header 'Rules'"),
    ("Game: voleur\nSeed: 5\nStock: 8C 7C\n", 3, "unknown header 'Stock'"),
    ("Game: voleur\nSeed: 5\n1. elder: point none\n", 3, "expected 'first:', 'second:', 'third:' or 'dealer:'"),
    ("Game: voleur\nSeed: 5\n1. second: point none\n", 3, "first's turn, not second's"),
    ("Game: voleur\nSeed: 5\n1. first: exchange none\n", 3, "Piquet Voleur has no exchange"),
    ("Game: voleur\nSeed: 5\nThird: AS KS\n", 3, "third's hand has 2 cards; it must have 8"),
    ("Game: voleur\n" + HANDS.replace("7C", "7S"), 5,
     "7S is dealt twice: in the first's hand and in the dealer's hand"),
    ("Game: voleur\n" + HANDS + "1. first: point AH\n", 6, "you cannot call AH: you do not hold it"),
    ("Game: voleur\n" + HANDS + "1. first: point AS KS\n2. first: sequence none\n3. first: set none\n"
     "4. second: not good AH\n", 9, "does not beat"),
    ("Game: voleur\nSeed: 5\n1. first: point none\nResult: first and third 1, second and dealer 2\n", 4,
     "not finished"),
    ("Game: voleur\n", None, "needs either Seed or the First, Second, Third and Dealer cards"),
    ("Game: voleur\nSeed: 5\nFirst: AS KS QS JS TS 9S 8S 7S\n", 3, "but not Second, Third, Dealer"),
]


@pytest.mark.parametrize("text,line,words", BAD, ids=[b[2] for b in BAD])
def test_a_damaged_record_names_the_line(text, line, words):
    with pytest.raises(RecordError, match=re.escape(words)) as caught:
        load(text)
    assert caught.value.line == line


def test_a_wrong_result_is_refused_and_bytes_are_read_as_for_rubicon():
    text = dump(play_random("voleur", 4))
    result = text.strip().splitlines()[-1]
    with pytest.raises(RecordError, match="the record says"):
        load(text.replace(result, "Result: first and third 0, second and dealer 0"))
    assert load_bytes(("\ufeff" + text).encode("utf-8")).totals == load(text).totals
    with pytest.raises(RecordError, match="not UTF-8"):
        load_bytes(text.encode("utf-8") + b"\xff")


@pytest.mark.parametrize("name,totals,bonus,won", [
    ("voleur-partners-repic.pqt", (124, 6), (0, "repique"), (3, 1, 1, 3)),
    ("voleur-pic-partners-tied.pqt", (90, 3), (0, "pique"), (3, 2, 3, 0)),
])
def test_golden_records_worked_by_hand_replay(name, totals, bonus, won):
    text = (GOLDEN / name).read_text(encoding="utf-8")
    game = load(text)
    assert game.is_over and game.totals == totals and game.bonus == bonus and game.tricks_won() == won
    assert dump(game) in text  # the file is the record as written, after its comment


# ----- the command line ----------------------------------------------------------------

def test_play_prints_a_whole_voleur_deal_and_replay_reads_it(tmp_path):
    out = run("play", "--game", "voleur", "--seed", "42")
    assert out.returncode == 0, out.stderr
    assert out.stdout == dump(play_random("voleur", 42)) + "\n"  # print's newline, as for Rubicon
    assert out.stdout.startswith("Game: voleur\nSeed: 42\n") and "\nResult: first and third " in out.stdout
    path = tmp_path / "voleur.pqt"
    path.write_text(out.stdout)
    replay = run("replay", str(path))
    assert replay.returncode == 0, replay.stderr
    result = out.stdout.strip().splitlines()[-1][len("Result: "):]
    assert replay.stdout.strip().endswith("Final score: " + result)
    assert "First leads the" in replay.stdout
    as_json = json.loads(run("replay", str(path), "--json").stdout)
    assert as_json["result"]["game"] == "voleur" and as_json["result"]["over"] is True
    assert set(as_json["result"]["totals"]) == {"first and third", "second and dealer"}
    assert set(as_json["result"]["tricks"]) == {"first", "second", "third", "dealer"}
    assert sum(as_json["result"]["side_tricks"].values()) == 8
    assert {event["player"] for event in as_json["events"]} <= {"first and third", "second and dealer"}
    piped = run("replay", "-", stdin=out.stdout)
    assert piped.returncode == 0 and piped.stdout == replay.stdout


def test_play_is_the_same_for_the_same_seed_and_refuses_variants():
    once, again = run("play", "--game", "voleur", "--seed", "9"), run("play", "--game", "voleur", "--seed", "9")
    assert once.returncode == 0 and once.stdout == again.stdout
    out = run("play", "--game", "voleur", "--rules", "rubicon +old_count", "--seed", "1")
    assert out.returncode == 2 and "voleur has none" in out.stderr and "Traceback" not in out.stderr


def test_replay_of_a_damaged_voleur_record_exits_2_naming_the_line(tmp_path):
    path = tmp_path / "bad.pqt"
    path.write_text("Game: voleur\nSeed: 3\n1. first: play AS\n")
    out = run("replay", str(path))
    assert out.returncode == 2 and out.stdout == "" and "Traceback" not in out.stderr
    assert "line 3" in out.stderr and "not possible now" in out.stderr


@pytest.mark.parametrize("game", ["voleur", "normand"])
def test_play_partie_prints_a_whole_partie_that_replay_reads_to_its_totals(tmp_path, game):
    from piquet_core.games.partie_record import dump as dump_partie, play_partie
    out = run("play", "--game", game, "--seed", "7", "--partie")
    assert out.returncode == 0, out.stderr
    assert out.stdout == dump_partie(play_partie(game, 7)) + "\n"
    assert out.stdout.count("\nDeal ") == 6, "six deals"
    path = tmp_path / "partie.pqt"
    path.write_text(out.stdout)
    replay = run("replay", str(path))
    assert replay.returncode == 0, replay.stderr
    totals = [line for line in out.stdout.splitlines() if line.startswith("Totals: ")]
    assert totals and totals[0] in replay.stdout


@pytest.mark.parametrize("game", ["rubicon", "imperial", "ecrire"])
def test_play_partie_is_refused_for_a_game_without_partie_records(game):
    out = run("play", "--game", game, "--seed", "7", "--partie")
    assert out.returncode == 2 and "no partie record" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("seed", range(6))
def test_each_answer_names_the_class_it_answers(seed):
    """Each seat says all three classes in turn, so "Dealer: Good." after "Third: Three
    aces." answered first's point; a learner could not tell which (a walk-through). Every
    answer's line names its class; a two-player deal's answers stay as they were."""
    from piquet_core.events import Answered
    from piquet_core.players import play_random_deal
    from piquet_core.transcript import steps, transcript
    game = play_random("voleur", seed)
    answers = [(line, entry) for line, entry in zip(transcript(game), game.log) if type(entry) is Answered]
    assert answers
    for line, entry in answers:
        assert line.note == "to the " + entry.kind, (line, entry)
    stepped = [line for step in steps(game) for line in step.lines]
    assert stepped == transcript(game)
    deal = play_random_deal(seed)
    assert all(not line.note for line, entry in zip(transcript(deal), deal.log) if type(entry) is Answered)
