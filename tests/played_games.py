"""A game of the games table played through by the computers and a seeded random learner:
what the record viewer's tests open (``tests/gametable``, ``tests/e2e``)."""

from piquet_core.gametable.session import GameTable
from piquet_core.players import RandomPlayer


def played(game, seed, moves=None):
    """The table of ``game`` played to its end (or for ``moves`` of the learner's moves),
    as "Download the record" then gives it (``record_text``)."""
    table = GameTable(game, "random", seed)
    learner = RandomPlayer(seed)
    made = 0
    while not table.is_over and (moves is None or made < moves):
        if table.phase == "deal-over":
            table.next_deal()
        elif table.needs_computer:
            table.computer_step()
        else:
            table.play_move(table.learner_seat, str(learner.choose(table.view())))
            made += 1
    return table
