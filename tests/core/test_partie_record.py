"""The record of a whole two-player partie (``piquet_core.partie_record``): it round-trips,
replays to the partie's own totals and settlement, deals blocks without cards from the
partie's seed as the practice table does, and refuses a bad line naming it."""

import json
import subprocess
import sys

import pytest

from piquet_core import partie_record, record
from piquet_core.errors import RecordError
from piquet_core.partie import Partie
from piquet_core.players import play_random_deal
from piquet_core.prng import derive_seed
from piquet_core.rules import DEFAULT_RULES, Rules


def played(seed, count=6, rules=DEFAULT_RULES):
    """``count`` random deals dealt as the practice table deals a partie of ``seed``."""
    return [play_random_deal(derive_seed(seed, number), rules) for number in range(count)]


def totals_of(deals, first_dealer, rules=DEFAULT_RULES):
    partie = Partie(first_dealer, rules)
    for deal in deals:
        partie.current = deal
        partie.deal_finished(deal)
    return tuple(partie.totals), partie.result()


@pytest.mark.parametrize("seed, first_dealer, rules", [(1, 0, "rubicon"), (2, 1, "rubicon"),
                                                       (3, 0, "rubicon +sink_rule cards_bonus=20"),
                                                       (4, 1, "cardparade")])
def test_a_partie_round_trips_and_replays_to_its_totals(seed, first_dealer, rules):
    rules = Rules.parse(rules)
    deals = played(seed, rules=rules)
    text = partie_record.dump(first_dealer, rules, deals, seed=seed, title="a test")
    again = record.load(text)  # (the one reader of every record finds the partie)
    assert again.is_over and again.rules == rules and again.first_dealer == first_dealer
    assert (again.totals, again.partie.result()) == totals_of(deals, first_dealer, rules)
    assert [deal.totals for deal in again.deals] == [deal.totals for deal in deals]
    assert partie_record.dump(first_dealer, again.rules, again.deals, seed=seed, title="a test") == text


def test_blocks_without_cards_are_dealt_from_the_partie_seed():
    deals = played(5)
    text = partie_record.dump(0, DEFAULT_RULES, deals, seed=5)
    bare = "\n".join(line for line in text.splitlines() if not line.startswith(("Elder:", "Younger:", "Talon:")))
    assert record.load(bare).totals == record.load(text).totals


def test_an_unfinished_partie_loads_without_a_settlement():
    deals = played(6, count=3)
    unfinished = play_random_deal(derive_seed(6, 3))
    unfinished.undo().undo().undo()  # (mid-play: three cards taken back)
    text = partie_record.dump(1, DEFAULT_RULES, deals + [unfinished])
    again = record.load(text)
    assert not again.is_over and not again.deals[-1].is_over and "Totals" not in text
    assert again.totals == totals_of(deals, 1)[0]


def _text():
    return partie_record.dump(0, DEFAULT_RULES, played(8), seed=8)


def _line_of(text, start):
    return [number for number, line in enumerate(text.split("\n"), 1) if line.startswith(start)][0]


BAD = [
    ("the dealers alternate", lambda t: t.replace("Deal 2: player 2 deals", "Deal 2: player 1 deals"),
     "Deal 2:", "expected 'Deal 2: player 2 deals' here"),
    ("the partie header names a player", lambda t: t.replace("Partie: player 1", "Partie: player 3"),
     "Partie:", "expected 'Partie: player 1 deals first'"),
    ("a block takes the partie's rules", lambda t: t.replace("Deal 3: player 1 deals\n",
                                                             "Deal 3: player 1 deals\nRules: rubicon\n"),
     ("Deal 3:", 1), "no Rules header here"),
    ("the totals must be the replay's", lambda t: t.replace("Totals: player 1 ", "Totals: player 1 1"),
     "Totals:", "but the replay gives"),
    ("bad rules are named on their line", lambda t: t.replace("Rules: rubicon", "Rules: rubicon +nonsense"),
     "Rules:", "nonsense"),
    ("an action is checked on its own line", lambda t: t.replace("1. elder: exchange", "1. elder: exchange AS KS QS"
                                                                 " JS TS 9S 8S", 1),
     "1. elder:", "elder"),
]


@pytest.mark.parametrize("why, change, where, words", BAD, ids=[row[0] for row in BAD])
def test_a_bad_partie_record_is_refused_on_its_line(why, change, where, words):
    text = change(_text())
    assert text != _text()
    with pytest.raises(RecordError) as caught:
        record.load(text)
    start, after = where if isinstance(where, tuple) else (where, 0)  # (after: lines below it)
    expected = _line_of(text, start) + after
    assert caught.value.line == expected and words in str(caught.value), (caught.value.line, str(caught.value))


def test_the_command_line_replays_a_partie(tmp_path):
    path = tmp_path / "partie.pqt"
    path.write_text(_text())
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path)], capture_output=True, text=True)
    again = record.load(_text())
    assert out.returncode == 0
    assert out.stdout.rstrip().splitlines()[-2:] == [
        "Totals: " + partie_record.totals_text(again.totals),
        "Winner: " + partie_record.winner_text(again.partie.result())]
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path), "--json"],
                         capture_output=True, text=True)
    found = json.loads(out.stdout)
    assert len(found["deals"]) == 6 and found["totals"] == {"player 1": again.totals[0], "player 2": again.totals[1]}


def test_the_record_viewer_steps_through_a_partie_deal_by_deal():
    """The practice page's viewer opens a partie's record at its first deal; a deal's
    button opens that deal at its start, and the partie's totals and settlement are shown."""
    from piquet_core.table.stepper import Stepper, stepper_html
    text = _text()
    again = record.load(text)
    stepper = Stepper.from_record(text)
    assert stepper.deal_index == 0 and stepper.deal.totals == again.deals[0].totals
    stepper.go("last")
    stepper.go("deal-4")
    assert stepper.deal_index == 3 and stepper.position == 0
    stepper.go("last")
    assert stepper.frame()["totals"] == list(again.deals[3].totals)
    html = stepper_html(stepper)
    assert html.count('data-step="deal-') == 6 and 'data-step="deal-4" aria-pressed="true"' in html
    assert "Deal 4 of the partie: player 2 deals, player 1 is elder." in html
    assert ("Winner: %s." % partie_record.winner_text(again.partie.result())) in html
    # the partie's totals are said to be after its six deals, not beside "Deal 4" as its own
    assert ("The whole partie, after its six deals: %s." % partie_record.totals_text(again.totals)) in html
    assert "is elder. Totals" not in html
    for wrong in ("deal-0", "deal-7", "deal-x"):  # nothing changes
        stepper.go(wrong)
        assert stepper.deal_index == 3


def test_the_viewer_refuses_another_games_record_with_a_reason():
    from piquet_core.games.partie_record import dump as dump_table_partie, play_partie
    from piquet_core.table.stepper import Stepper
    with pytest.raises(RecordError) as caught:
        Stepper.from_record(dump_table_partie(play_partie("normand", 3)))
    assert "steps through two-player deals and parties" in str(caught.value)


def test_record_dump_writes_a_partie_read_back_as_its_own_writer_does(capsys):
    """An audit: ``record.dump(record.load(partie_text))`` raised AttributeError ('dealt')
    for a two-player partie and for Normand's and Voleur's, though ``dump`` writes any
    game's record."""
    from piquet_core import record
    from piquet_core.__main__ import main
    text = partie_record.dump(0, DEFAULT_RULES, played(8), seed=8, title="a test")
    assert record.dump(record.load(text)) == text
    for game in ("normand", "voleur"):
        main(["play", "--game", game, "--partie", "--seed", "5"])
        printed = capsys.readouterr()[0]
        assert record.dump(record.load(printed)) == printed[:-1]  # (print adds a line break)
