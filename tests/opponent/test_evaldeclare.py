"""What the coach's weighing of calls and answers (``evaldeclare.class_points``) credits each
side with in one class, the opponent honest, against the rules of the dialogue.

Rows are younger's answers to elder's honest call, by hand; the honest row of each twin
gives the figure the rules give him, and the Equal from a longer holding must come out
as the dialogue plays it: sunk to elder's first figure (a walk-through found "Says Equal
though your quint minor and quart minor are better: no points lost here" beside the
honest value, where the dialogue gave elder the class and the repique was his).
"""

import pytest

from piquet_core.actions import EQUAL, GOOD, NOT_GOOD, Reply
from piquet_core.cards import parse_cards
from piquet_core.opponent.declare import ANSWER
from piquet_core.opponent.evaldeclare import class_points
from piquet_core.seats import YOUNGER

# elder: a tierce major in hearts (his only sequence), a point of five hearts (48)
ELDER = "AH KH QH 9H 8H 7S 9S 7C 9C 7D 9D JS"
TWO_QUARTS = "KD QD JD TD KC QC JC TC AS KS 8S TH"  # two quarts to the king
QUINT_MAJOR = "AC KC QC JC TC 8D AD TH JH 7H KS QS"
SIX_CLUBS = "AC KC QC JC TC 8C AD KD QS TS 7H JH"  # a point of six (59)


def answer(word, groups=()):
    return Reply(word, tuple(tuple(parse_cards(group)) for group in groups))


@pytest.mark.parametrize("younger, kind, first, action, expected", [
    (TWO_QUARTS, "sequence", 3, answer(NOT_GOOD, ["KD QD JD TD", "KC QC JC TC"]), (8, 0)),
    (TWO_QUARTS, "sequence", 3, answer(GOOD), (0, 3)),
    # said Equal, they can only show a tierce, to the king at best: the tierce major wins
    (TWO_QUARTS, "sequence", 3, answer(EQUAL), (0, 3)),
    (QUINT_MAJOR, "sequence", 3, answer(NOT_GOOD, ["AC KC QC JC TC"]), (15, 0)),
    # said Equal, the quint shows its top three, a tierce major like his: nobody scores
    (QUINT_MAJOR, "sequence", 3, answer(EQUAL), (0, 0)),
    (SIX_CLUBS, "point", 5, answer(NOT_GOOD, ["AC KC QC JC TC 8C"]), (6, 0)),
    # said Equal to a point of five, it shows five clubs (51 against 48) and scores 5, not 6
    (SIX_CLUBS, "point", 5, answer(EQUAL), (5, 0)),
])
def test_an_answer_is_credited_as_the_dialogue_scores_it(younger, kind, first, action, expected):
    mine, theirs = list(parse_cards(younger)), list(parse_cards(ELDER))
    assert not set(mine) & set(theirs)
    assert class_points(action, ANSWER, kind, first, None, YOUNGER, mine, theirs) == expected
