"""The command line for CardParade: ``play --game cardparade`` prints a whole random deal's
record under the cardparade rules, and ``replay`` reads it back (any game's records)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_core.games import FUTURE_GAMES, GAME_NAMES, new_game, play_random
from piquet_core.players import play_random_deal
from piquet_core.record import dump, load
from piquet_core.rules import Rules

ROOT = Path(__file__).resolve().parents[2]


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin)


def test_cardparade_is_a_game_and_a_deal_under_its_preset():
    assert "cardparade" in GAME_NAMES and "cardparade" not in FUTURE_GAMES
    deal = new_game("cardparade", 4)
    assert type(deal).__name__ == "Deal" and deal.rules == Rules.parse("cardparade")
    played = play_random("cardparade", 4)
    assert played.is_over and played.trumps is not None
    assert load(dump(played)).events == played.events


@pytest.mark.parametrize("seed", [0, 42])
def test_play_prints_a_whole_deal_and_replay_reads_it(tmp_path, seed):
    out = run("play", "--game", "cardparade", "--seed", str(seed))
    assert out.returncode == 0, out.stderr
    assert out.stdout == dump(play_random_deal(seed, Rules.parse("cardparade"))) + "\n"
    assert out.stdout.startswith("Rules: cardparade\nSeed: %d\n" % seed)
    assert ": trumps " in out.stdout and "\nResult: elder " in out.stdout
    path = tmp_path / "cardparade.pqt"
    path.write_text(out.stdout)
    replay = run("replay", str(path))
    assert replay.returncode == 0, replay.stderr
    result = out.stdout.strip().splitlines()[-1][len("Result: "):]
    assert replay.stdout.strip().endswith("Final score: " + result)
    assert " are trumps." in replay.stdout
    as_json = json.loads(run("replay", str(path), "--json").stdout)
    assert as_json["result"]["trumps"] in ("S", "H", "D", "C") and as_json["result"]["over"] is True
    with_header = run("replay", "-", stdin="Game: cardparade\n" + out.stdout.replace("Rules: cardparade\n", ""))
    assert with_header.returncode == 0 and with_header.stdout == replay.stdout


def test_play_takes_changes_to_the_preset_and_refuses_bad_ones():
    off = run("play", "--game", "cardparade", "--seed", "3", "--rules", "cardparade trumps=false")
    assert off.returncode == 0 and off.stdout.startswith(
        "Rules: rubicon +younger_must_exchange +last_trick_four +announced_capot +ties_play_on\n")
    assert ": trumps " not in off.stdout
    bad = run("play", "--game", "cardparade", "--seed", "3", "--rules", "cardparade +dealer_exchanges_first")
    assert bad.returncode == 2 and "trumps needs elder to exchange first" in bad.stderr
    assert "Traceback" not in bad.stderr
