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


@pytest.mark.parametrize("why,cards,words", [
    ("sequence", "AS KS QS JC TC 9C 8C 7C", "Shows AS KS QS and JC TC 9C 8C 7C (sequences)."),
    ("sequence", "AS KS QS JS 9S 8S 7S", "Shows AS KS QS JS and 9S 8S 7S (sequences)."),
    ("sequence", "TH 9H 8H 7H 6H", "Shows TH 9H 8H 7H 6H (sequence)."),
    ("set", "AS TS AH TH AD TC", "Shows AS AH AD and TS TH TC (sets)."),
    ("ruff", "AS KS QS 9S", "Shows AS KS QS 9S (ruff)."),
])
def test_two_sequences_or_sets_shown_by_the_original_rules_are_told_apart(why, cards, words):
    """A walk-through read "Shows A♠ K♠ Q♠ J♣ 10♣ 9♣ 8♣ 7♣ (sequence)": two runs as one."""
    from piquet_core.events import Proved
    from piquet_core.games.pack36 import parse_cards
    (_, said), = transcript_lines([Proved(0, why, tuple(parse_cards(cards, what="cards")))])
    assert said == words


def test_a_tied_class_of_the_original_rules_is_said_to_score_nothing():
    """A walk-through read "Ruff of thirty-eight." twice, then the sequences: nothing said
    why nobody scored. Seed 6's random deal has tied ruffs of thirty."""
    from piquet_core.events import Called
    game = new_game("original", 6)
    play_deal(game, [RandomPlayer(6)] * 2)
    lines = transcript_lines(game.log)
    at = lines.index((None, "Equal ruffs: nobody scores the ruff."))
    assert lines[at - 2:at] == [("player 2", "Ruff of thirty."), ("player 1", "Ruff of thirty.")]
    assert not any(text.startswith("Ruff of thirty:") for _, text in lines[at:at + 3])
    assert any(type(entry) is Called and entry.kind == "ruff" and entry.combo is not None for entry in game.log)


@pytest.mark.parametrize("seed", range(1, 40))
def test_only_a_tie_is_said_equal_in_the_original_rules(seed):
    """Every "Equal" line follows two calls of the class as high, and nobody scores it."""
    game = new_game("original", seed)
    play_deal(game, [RandomPlayer(seed)] * 2)
    lines = transcript_lines(game.log)
    for at, (who, text) in enumerate(lines):
        if text.startswith("Equal "):
            kind = text.split()[1][:-1]
            assert lines[at - 1][1] == lines[at - 2][1] and lines[at - 1][0] != lines[at - 2][0], lines[at - 2:at + 1]
            assert not lines[at + 1][1].lower().startswith(kind), lines[at:at + 2]
