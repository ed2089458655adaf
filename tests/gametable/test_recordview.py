"""The other games' record viewer (``gametable.recordview``): a record the games table
downloads is stepped through to its end, move by move, each deal's end and each new deal a
step of its own; what each step says is what the table said; records it cannot deal
again are refused in words."""

import re

import pytest

from piquet_core.gametable import catalogue
from piquet_core.gametable.recordview import DEALT, RecordView, open_record
from piquet_core.players import play_random_deal
from piquet_core.record import dump
from played_games import played

GAMES = [name for name, _title in catalogue.GAMES]


def moves_of(table):
    """Every move the table's record holds, in order."""
    units = table.partie.games + ([table.unit] if not table.unit.is_over else []) if table.partie else [table.unit]
    return [(move.seat, str(move.action)) for unit in units for move in unit.history]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_record_is_stepped_through_to_the_table_it_was(game):
    table = played(game, 11)
    view = RecordView(table.record_text())
    moves = [step for step in view.steps if step[0] != DEALT]
    assert moves == moves_of(table)
    assert view.steps[0] == (DEALT,) and view.position == 0 and "as dealt" in view.status()
    while view.position < view.last:
        before = view.position
        view.go("next")
        assert view.position == before + 1
        status = view.status()
        assert status.startswith("Step %d of %d: " % (view.position, view.last))
        # told as a sentence, not in a button's words ("not good J♣ 10♣", "exchange none
        # expose": a walk-through), its verb agreeing with "You"
        assert not re.search(r"\b(not good|exchange none|look|expose)\b", status), status
        verbs = ("play", "say", "call") if status.startswith("Step %d of %d: You (" % (
            view.position, view.last)) else ("plays", "says", "calls")
        assert "as dealt" in status or re.search(r"\) (%s|exchanges?|swaps?|claims?|declares?|leaves?|does not|"
                                                 r"do not) " % "|".join(verbs), status), status
    assert view.table.is_over and view.table.record_text() == table.record_text()
    deals = view.table.deal_number + 1
    assert len([step for step in view.steps if step[0] == DEALT]) == deals  # the first, and one after each deal's end
    view.go("next")
    assert view.position == view.last  # (no step past the end)


def test_each_deals_end_and_each_new_deal_are_steps_of_their_own():
    """Imperial deals the next deal within the last card: the step of that card shows the
    finished deal (its last trick, its scores), the next step the new deal's hands."""
    view = RecordView(played("imperial", 5).record_text())
    view.go("next-deal")
    assert view.steps[view.position] == (DEALT,) and view.status() == "Step %d of %d: deal 2 as dealt." % (
        view.position, view.last)
    dealt = view.html()
    assert "Every hand" in dealt and dealt.count('class="card ') >= 24
    view.go("prev")
    ended = view.html()
    assert "The last trick of deal 1" in ended and "Every hand" not in ended and "gt-summary" in ended
    assert view.lines and view.lines[0][1].startswith("Plays the ")


def test_a_step_says_what_was_said_at_it_and_going_back_shows_the_same():
    view = RecordView(played("normand", 2).record_text())
    view.go(7)
    said, page = list(view.lines), view.html()
    assert said and all(text for _, text in said)
    view.go("last")
    view.go(7)
    assert view.lines == said and view.html() == page
    view.go("first")
    assert view.position == 0 and 'data-step="prev" aria-keyshortcuts="ArrowLeft" aria-disabled="true"' in view.html()
    view.go("nonsense")
    assert view.position == 0


def test_an_unfinished_record_says_it_stops_before_the_end():
    table = played("voleur", 3, moves=6)
    view = RecordView(table.record_text())
    view.go("last")
    assert view.status().endswith("The record stops here, before the end.")


@pytest.mark.parametrize("text, words", [
    ("hello", "line 1: cannot read this line"),
    (dump(play_random_deal(3)), "the practice page steps through those"),
])
def test_a_record_it_cannot_step_through_is_refused_in_words(text, words):
    view, problem = open_record(text)
    assert view is None and problem.startswith("This record cannot be stepped through: ") and words in problem


@pytest.mark.parametrize("game", ["normand", "imperial", "original"])
def test_a_record_whose_seed_deals_other_cards_is_refused(game):
    text = played(game, 4, moves=3).record_text()
    view, problem = open_record(text.replace("Seed: 4", "Seed: 40", 1))
    assert view is None and "its cards are not the ones its seed deals at this table" in problem
    assert "python -m piquet_core replay" in problem


def test_a_record_without_a_seed_is_refused():
    text = played("normand", 4, moves=3).record_text()
    view, problem = open_record("\n".join(line for line in text.split("\n") if not line.startswith("Seed:")))
    assert view is None and "no seed" in problem


def test_normands_stock_is_shown_until_the_dealer_takes_it_then_his_discards():
    """A walk-through saw the dealer's hand change at his exchange, and no word of the
    stock: it is shown face up with the hands, then what he did with it."""
    import re
    view = RecordView(played("normand", 2).record_text())
    unit = view.table.unit
    stock = [card.code for card in unit.stock]
    shown = view.html()
    assert "<h4 class=\"gt-viewer__who\">The stock</h4>" in shown
    block = shown.split("The stock</h4>")[1].split("</ul>")[0]
    assert re.findall(r'data-card="(\w+)"', block) == stock
    while unit.taken is None:
        view.go("next")
        unit = view.table.unit
    after = view.html()
    discards = "The dealer&#x27;s discards</h4>"
    if unit.taken:
        assert "The stock" not in after and discards in after
    else:
        assert "The stock, left by the dealer" in after and discards not in after


@pytest.mark.parametrize("game", ["normand", "voleur"])
def test_a_record_saved_just_after_next_deal_opens_on_the_new_deal_as_dealt(game):
    """A walk-through downloaded the record before anyone moved in deal 2: its own viewer
    refused it ("its cards are not the ones its seed deals")."""
    from piquet_core.gametable.session import GameTable
    table = GameTable(game, "random", 12345)
    while not table.unit.is_over:
        if table.needs_computer:
            table.computer_step()
        else:
            table._do(table.unit.legal_actions()[0], table.unit.to_act)
    table.next_deal()
    view = RecordView(table.record_text())
    assert view.steps[-1] == (DEALT,)
    view.go("last")
    assert view.status().startswith("Step %d of %d: deal 2 as dealt." % (view.last, view.last))


def test_an_equal_to_a_first_figure_is_told_as_the_question_said():
    """The status said "Equal" where the player says "Making?" (a walk-through)."""
    view = RecordView(played("normand", 11).record_text())
    seen = []
    while view.position < view.last:
        view.go("next")
        if view.steps[view.position][1:] == ("equal",):
            seen.append(view.status())
    assert any('"Making?"' in status or '"How high?"' in status for status in seen), seen


def test_the_original_rules_sixes_are_read_by_name_like_every_other_card():
    """The status read "6♠" by its face, where every other card had its name (a walk-through)."""
    view = RecordView(played("original", 3).record_text())
    sixes = 0
    while view.position < view.last:
        view.go("next")
        page = view.html()
        status = page.split('class="stepper__status"', 1)[1].split("</p>", 1)[0]
        for face in re.findall(r'<span aria-hidden="true">([^<]*)</span>', status):
            assert face[:-1] in "A K Q J 10 9 8 7 6".split(), face
        bare = re.sub(r'<span aria-hidden="true">[^<]*</span>', "", status)
        assert not re.search(r"\b(6|7|8|9|10|[AKQJ])[♠♥♦♣]", bare), status
        sixes += status.count("visually-hidden\">six of ")
    assert sixes, "no six was played in these deals: pick a seed that plays one"


def test_the_games_live_region_says_sixes_in_words():
    from piquet_core.gametable.words import in_words
    assert in_words("Left (elder) plays 6♣, you 6♦ and A♠.") == (
        "Left (elder) plays the six of clubs, you the six of diamonds and the ace of spades.")


def test_the_lines_said_at_a_step_read_their_cards_by_name():
    """"Shows K♠ 8♠ 7♠ 6♠ (ruff)" had no hidden names, though the status above it had (a
    walk-through); the practice table's stepper the same."""
    from piquet_core.table.stepper import _line_html
    from piquet_core.transcript import Line
    view = RecordView(played("original", 3).record_text())
    seen = 0
    while view.position < view.last:
        view.go("next")
        page = view.html()
        if 'class="stepper__now"' in page:
            lines = page.split('class="stepper__now"', 1)[1].split("</ol>", 1)[0]
            bare = re.sub(r'<span aria-hidden="true">[^<]*</span>', "", lines)
            assert not re.search(r"\b(6|7|8|9|10|[AKQJ])[♠♥♦♣]", bare), lines
            seen += lines.count('class="visually-hidden"')
    assert seen
    said = _line_html(Line(None, "Younger shows sequences: K♠ Q♠ J♠ 10♠.", None))
    assert '<span class="visually-hidden">ten of spades</span>' in said, said
