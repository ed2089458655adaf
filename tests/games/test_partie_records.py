"""The parties of the table games: Normand's six deals (each player deals twice, own
totals), Voleur's six (partnerships), their records (``games.partie_record``) and
``python -m piquet_core replay`` on them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from piquet_core.errors import IllegalActionError, RecordError
from piquet_core.games import play_random
from piquet_core.games.normand import FIRST, NormandPartie, next_deal_order
from piquet_core.games.partie_record import dump, load, play_partie, totals_text, winner_text
from piquet_core.record import load as load_any

ROOT = Path(__file__).resolve().parents[2]


def test_a_normand_partie_is_six_deals_each_player_dealing_twice():
    partie = NormandPartie(first_dealer=2)
    dealers, expected = [], [0, 0, 0]
    names = ("Ann", "Bob", "Cy")  # at places 0, 1, 2; Cy deals first
    order = names
    for seed in range(6):
        dealers.append(partie.dealer)
        places = partie.places()
        assert tuple(names[place] for place in places) == order  # the seats move as next_deal_order says
        order = next_deal_order(order)
        finished = play_random("normand", seed)
        for seat in range(3):  # each seat's total goes to the player sitting there
            expected[places[seat]] += finished.totals[seat]
        partie.new_deal(seed)
        partie.deal_finished(finished)
    assert dealers == [2, 0, 1, 2, 0, 1] and partie.is_over
    assert partie.totals == expected
    result = partie.result()
    best = max(expected)
    assert result["winners"] == [place for place in range(3) if expected[place] == best]
    assert result["winner"] == (result["winners"][0] if len(result["winners"]) == 1 else None)
    with pytest.raises(IllegalActionError, match="partie is over: six deals"):
        partie.new_deal(7)


def test_a_normand_partie_tie_at_the_top_is_shared():
    partie = NormandPartie()
    partie.deals = [(0, (0, 0, 0))] * 6
    partie.totals = [80, 80, 45]
    assert partie.result() == {"winner": None, "winners": [0, 1], "totals": [80, 80, 45], "draw": True}
    assert winner_text(partie) == "place 1 and place 2"


def test_a_partie_refuses_what_is_out_of_order():
    partie = NormandPartie(seed=5)
    assert partie.result() is None
    game = partie.new_deal()  # no seed given: the partie's own deal seed
    assert game.seed == partie.seed_of(0)
    with pytest.raises(IllegalActionError, match="finish the current deal"):
        partie.new_deal()
    with pytest.raises(IllegalActionError, match="not over"):
        partie.deal_finished()
    with pytest.raises(IllegalActionError, match="place 0, 1 or 2"):
        NormandPartie(first_dealer=3)
    with pytest.raises(IllegalActionError, match="has no seed"):
        NormandPartie().new_deal()


@pytest.mark.parametrize("name", ["normand", "voleur"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_partie_records_round_trip(name, seed):
    partie = play_partie(name, seed)
    text = dump(partie, "A partie")
    again = load_any(text)  # read through the ordinary record reader, by its headers
    assert again.game == name + " partie" and again.is_over
    assert again.totals == partie.totals and again.result() == partie.result()
    assert [game.events for game in again.games] == [game.events for game in partie.games]
    assert dump(again) == text
    assert "Totals: " + totals_text(partie) in text and "Winner: " + winner_text(partie) in text


def test_a_deal_block_without_cards_is_dealt_from_the_partie_seed():
    partie = play_partie("voleur", 6)
    text = dump(partie)
    lines = text.split("\n")
    start = lines.index("Deal 2: place 1 deals")
    cut = [line for index, line in enumerate(lines) if not (start < index <= start + 4)]
    assert load("\n".join(cut)).totals == partie.totals


def test_an_unfinished_partie_reads_back_unfinished():
    from piquet_core.players import RandomPlayer, play_deal
    partie = NormandPartie(seed=3)
    for _ in range(2):
        partie.deal_finished(play_deal(partie.new_deal(), [RandomPlayer(3)] * 3))
    partie.new_deal()
    again = load(dump(partie))
    assert len(again.games) == 2 and again.current is not None and not again.is_over


def _record(name="normand", seed=2):
    return dump(play_partie(name, seed)).split("\n")


@pytest.mark.parametrize("change, line_of, reason", [
    (lambda lines: [l for l in lines if not l.startswith("Partie:")], None, None),
    (lambda lines: [l.replace("Partie: place 3", "Partie: place 4") for l in lines], "Partie:", "N from 1 to 3"),
    (lambda lines: [l.replace("Deal 2: place 1", "Deal 2: place 2") for l in lines], "Deal 2:", "expected 'Deal 2"),
    (lambda lines: [l.replace("Totals: place 1", "Totals: place 1 1") for l in lines], "Totals:", "the replay gives"),
    (lambda lines: [l.replace("Winner: ", "Winner: x") for l in lines], "Winner:", "the replay gives"),
])
def test_a_damaged_partie_record_names_the_line(change, line_of, reason):
    lines = change(_record())
    text = "\n".join(lines)
    if line_of is None:  # no Partie header: an ordinary Normand record, which this is not
        with pytest.raises(RecordError):
            load_any(text)
        return
    with pytest.raises(RecordError) as caught:
        load(text)
    expected = next(index for index, line in enumerate(lines, 1) if line.startswith(line_of))
    assert caught.value.line == expected and reason in str(caught.value), str(caught.value)


def test_a_bad_action_in_a_later_deal_names_its_line_in_the_whole_record():
    lines = _record()
    start = lines.index("Deal 3: place 2 deals")
    target = next(index for index in range(start, len(lines)) if lines[index].startswith("2. "))
    lines[target] = "2. " + lines[target].split(".", 1)[1].split(":")[0] + ": play 7S 8S"
    with pytest.raises(RecordError) as caught:
        load("\n".join(lines))
    assert caught.value.line == target + 1, str(caught.value)


def test_a_seed_header_inside_a_deal_block_is_refused():
    lines = _record()
    start = lines.index("Deal 2: place 1 deals")
    lines.insert(start + 1, "Seed: 4")
    with pytest.raises(RecordError) as caught:
        load("\n".join(lines))
    assert caught.value.line == start + 2 and "no Seed header here" in str(caught.value)


@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_replay_prints_every_deal_and_the_partie(tmp_path, name):
    partie = play_partie(name, 9)
    path = tmp_path / "partie.pqt"
    path.write_text(dump(partie))
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path)], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.count("Score of the deal: ") == 6
    assert "Totals: " + totals_text(partie) in out and "Winner: " + winner_text(partie) in out
    assert "Deal 6: place" in out and "at place" in out
    data = json.loads(subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path), "--json"], cwd=ROOT,
                                     capture_output=True, text=True, check=True).stdout)
    assert len(data["deals"]) == 6 and data["result"] == json.loads(json.dumps(partie.result()))
    assert sum(data["totals"].values()) == sum(partie.totals)


def test_voleur_partie_totals_go_to_the_partnerships_at_their_places():
    partie = play_partie("voleur", 5)
    expected = [0, 0]
    for (dealer, totals), game in zip(partie.deals, partie.games):
        places = partie.places(dealer)
        expected[places[FIRST] % 2] += totals[0]
        expected[places[1] % 2] += totals[1]
        assert tuple(game.totals) == totals
    assert partie.totals == expected


@pytest.mark.parametrize("game", ["normand", "voleur"])
def test_the_json_of_an_unfinished_partie_has_the_deal_in_progress_as_the_text_does(game, capsys):
    """An audit: replay --json of a partie cut mid-deal listed two deals, the text three."""
    import json
    from piquet_core.__main__ import main
    main(["play", "--game", game, "--partie", "--seed", "5"])
    cut = "\n".join(capsys.readouterr()[0].splitlines()[:120]) + "\n"
    from piquet_core.games.partie_record import replay_text
    partie = load_any(cut)
    assert partie.current is not None  # (cut in the middle of a deal)
    text = replay_text(partie)
    shown = json.loads(replay_text(partie, as_json=True))
    assert len(shown["deals"]) == len(partie.deals) + 1 == text.count("Score of the deal:")
    assert shown["deals"][-1]["result"]["over"] is False
