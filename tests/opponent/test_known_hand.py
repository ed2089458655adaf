"""Once the opponent's whole hand is known (shown in his declarations, the rest played),
the cards the seat cannot place are not his: the coach's reasons, its value and the
review say so (a walk-through of a partie against the expert, 2026-12-05)."""

from piquet_core.opponent.coach import advise
from piquet_core.record import load_deal
from piquet_core.table import adapter
from piquet_core.table.adapter import _difference_words

# Younger showed AS AH AD KS KH KD as sets and played his other six cards by move 29;
# his 10 of diamonds lies in his discards, unseen by elder.
RECORD = """Rules: rubicon
Seed: 3639543710889173
Elder: QD 8H 9H KC 9C TC AC JC JH 8S QH 8C
Younger: 7H 7S TH TD KH 9S KD AS AH JD QS JS
Talon: 7D 9D 8D QC TS AD 7C KS
1. elder: exchange 8S QH 9H 8H QD
2. younger: exchange TH 7H TD
3. elder: point AC KC QC JC TC 9C 8C
4. younger: good
5. elder: sequence AC KC QC JC TC 9C 8C + 9D 8D 7D
6. younger: good
7. elder: set none
8. younger: set AS AH AD + KS KH KD
9. elder: play AC
10. younger: play 7C
11. elder: play KC
12. younger: play 7S
13. elder: play QC
14. younger: play 9S
15. elder: play JC
16. younger: play JD
17. elder: play TC
18. younger: play JS
19. elder: play 9C
20. younger: play QS
21. elder: play 8C
22. younger: play KS
23. elder: play TS
24. younger: play AS
25. younger: play KH
26. elder: play JH
27. younger: play KD
28. elder: play 9D
29. younger: play AH
30. elder: play 8D
31. younger: play AD
32. elder: play 7D
"""


def _at(moves):
    deal = load_deal(RECORD)
    while len(deal.history) > moves:
        deal.undo()
    return deal


def test_a_discard_counts_only_the_higher_cards_he_may_hold():
    found = advise(_at(29), 0, samples=4)
    reasons = dict((option["action"], option["reason"]) for option in found["options"])
    assert "one higher diamond is still to be played" in reasons["play 8D"], reasons
    assert found["hand_known"] is True


def test_the_value_is_an_average_while_some_of_his_cards_are_unknown():
    assert advise(_at(8), 0, samples=4)["hand_known"] is False  # (elder's first lead)
    assert adapter.advise(_at(29), 0)["hand_known"] is True


def test_the_review_says_every_card_was_among_the_best_when_none_cost_a_point():
    assert _difference_words(0, 0) == \
        "The play came to exactly what best play by both gives: every card played was one of the best."
    said = _difference_words(0, 3)
    assert "where a choice of yours cost points, one of the computer's gave as many back" in said
    assert _difference_words(0) == said  # (costs not known: the careful sentence)
