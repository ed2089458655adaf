"""Spoken lines of the other games that a learner reads at the table (found by a walk-through)."""

import pytest

from piquet_core.games import new_game
from piquet_core.games.imperial_events import Returned
from piquet_core.games.imperial_view import line_text
from piquet_core.games.original_view import transcript_lines
from piquet_core.players import RandomPlayer, play_deal


@pytest.mark.parametrize("white,words", [(1, "Player 2's one white chip goes back to the pool."),
                                         (3, "Player 2's three white chips go back to the pool.")])
def test_returned_whites_agree_in_number(white, words):
    assert line_text(Returned(1, white)) == words


@pytest.mark.parametrize("seed", range(1, 13))
def test_a_scoring_lead_of_the_original_rules_is_said_once_with_its_total(seed):
    game = new_game("original", seed)
    play_deal(game, [RandomPlayer(seed)] * 2)
    lines = transcript_lines(game.log)
    with_total = [(who, text) for who, text in lines if text.startswith("Leads the ") and ":" in text]
    assert with_total, "no lead scored in this game"
    for index in range(1, len(lines)):
        who, text = lines[index]
        if text.startswith("Leads the ") and ":" in text:
            assert lines[index - 1] != (who, text.split(":")[0] + "."), lines[index - 1:index + 1]
