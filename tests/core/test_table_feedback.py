"""The coach's word at once (the ``feedback`` setting): a decision that gave up a point or
more is said on the table as soon as it is weighed, with a way back to it, from the same
verdict the review repeats at the end; a stale or cheap verdict says nothing."""

import json

import pytest

from piquet_core.players import make_player
from piquet_core.table import adapter, feedback
from piquet_core.table.render import render_table
from piquet_core.table.session import Table, restore


def lowest_card_exchanged(seed, settings=None):
    """Elder (the learner) exchanges only his lowest card: a costly exchange in every seed
    tried (the coach draws five)."""
    table = Table(dict({"feedback": True, "autoplay": False}, **(settings or {})))
    table.new_single_deal(seed=seed, level="random")
    lowest = min(table.deal.hands[table.learner_seat], key=lambda card: card.rank)
    table.act("card", lowest.code)
    table.act("exchange")
    return table


def weighed(table, index):
    return adapter.review_decision(table.deal, table.learner_seat, index, table.verdicts_for_review())


def computer_moves(table, seed=1):
    player = make_player("random", seed)
    while table.computer_to_act():
        table.apply_computer(str(player.choose(table.deal.view(table.computer_seat))))


@pytest.mark.parametrize("seed", [1, 2, 4])
def test_a_costly_exchange_is_said_at_once_with_a_way_back(seed):
    table = lowest_card_exchanged(seed)
    computer_moves(table)
    index = feedback.claim(table)
    assert index == 0
    row = weighed(table, index)
    assert row["cost"] >= feedback.FEEDBACK_MIN_COST and "exact_cost" not in row or row["exact_cost"] is None
    assert feedback.accept(table, index, row)
    html = render_table(table)
    assert 'data-feedback="0"' in html and "gave up about %.1f points" % row["cost"] in html
    assert 'data-action="undo-to" data-value="0"' in html and "Go back to that decision" in html
    assert feedback.due(table) is None  # weighed once
    # (it speaks of the hand as dealt: beside the hand after the draw, "Keeps 4 hearts ..., not 5"
    # read as the coach's mistake, a walk-through)
    assert table.feedback["given_up"].endswith(feedback.AS_DEALT) and feedback.AS_DEALT in html
    table.act("undo", "0")  # the page's "undo-to" button
    assert table.feedback is None and table.deal.phase == "exchange" and feedback.due(table) is None


def test_the_review_at_the_end_repeats_the_cost_said_at_once():
    table = lowest_card_exchanged(2)
    computer_moves(table)
    row = weighed(table, 0)
    feedback.accept(table, 0, row)
    learner = make_player("random", 9)
    while table.stage == "deal":
        if table.learner_to_act():
            table.act("move", str(learner.choose(table.deal.view(table.learner_seat))))
        computer_moves(table)
    first = [r for r in adapter.review(table.deal, table.learner_seat, table.verdicts_for_review()) if r["index"] == 0][0]
    assert (first["cost"], first["coach"], first["your_reason"]) == (row["cost"], row["coach"], row["your_reason"])


def test_nothing_is_said_with_the_setting_off_or_for_a_stale_verdict():
    table = lowest_card_exchanged(1, {"feedback": False})
    assert feedback.due(table) is None
    table = lowest_card_exchanged(1)
    row = weighed(table, 0)
    table.act("undo", "0")  # the exchange taken back before its verdict came
    assert not feedback.accept(table, 0, row) and table.feedback is None and table.verdicts == {}


def test_a_cheap_choice_keeps_its_verdict_but_says_nothing():
    table = lowest_card_exchanged(1)
    row = dict(weighed(table, 0), cost=0.6)
    assert not feedback.accept(table, 0, row) and table.feedback is None
    assert 0 in table.verdicts  # the review will repeat it


def test_only_the_newest_decision_is_said():
    table = lowest_card_exchanged(3)
    computer_moves(table)
    row = weighed(table, 0)
    learner = make_player("random", 4)
    table.act("move", str(learner.choose(table.deal.view(table.learner_seat))))  # the next decision, made meanwhile
    assert not feedback.accept(table, 0, row) and table.feedback is None


def test_the_setting_is_offered_and_saved():
    assert 'data-setting="feedback" name="feedback">' in render_table(Table())  # the setup form: off unless chosen
    table = lowest_card_exchanged(1)
    assert 'data-setting="feedback" name="feedback" checked' in render_table(table)  # the table's options
    assert json.loads(table.dump())["settings"]["feedback"] is True
    again, notice = restore(table.dump())
    assert notice is None and again.settings["feedback"] is True


def test_a_costly_card_followed_by_a_forced_one_is_still_said():
    """practice.html#deal=791402&you=younger&level=club (a learner's walk-through): the
    king of clubs thrown on the ace, then the only diamond played for him (auto-play). The
    forced card is no choice: the king is the newest choice, weighed and said."""
    table = Table({"feedback": True, "autoplay": True})
    table.new_single_deal(seed=791402, level="club", seat=1)

    def automatic():  # as the page runs them: the computer's moves and the forced cards
        while table.stage == "deal":
            if table.computer_to_act():
                table.apply_computer(adapter.computer_action(table.deal, "club"))
            elif table.forced_action():
                table.play_forced(table.forced_action())
            else:
                return

    automatic()
    while not (table.deal.current and str(table.deal.current[0]) == "AC"):
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
        automatic()
    table.act("move", "play KC")
    king = len(table.deal.history) - 1
    automatic()
    assert table.decisions()[-1][0] > king and table.decisions()[-1][0] in table.forced_decisions()
    index = feedback.claim(table)
    assert index == king
    row = weighed(table, index)
    assert row["cost"] >= feedback.FEEDBACK_MIN_COST and feedback.accept(table, index, row)
    number = [i for i, _ in table.decisions()].index(king) + 1
    assert table.feedback["head"].startswith("Your decision %d (Play the king of clubs) gave up about" % number)
    assert feedback.due(table) is None  # the forced card is not weighed after it


def passed_over(seed=3):
    """(table, the exchange's index): the costly exchange claimed, then a newer choice made
    (a declaration, by a seeded random player) before its verdict came."""
    table = lowest_card_exchanged(seed)
    computer_moves(table)
    index = feedback.claim(table)
    table.act("move", str(make_player("random", 4).choose(table.deal.view(table.learner_seat))))
    return table, index


def test_a_choice_passed_over_by_the_next_choice_is_left_to_the_review():
    """A forced card does not count as a newer choice, but a real one does."""
    table, index = passed_over()
    assert not feedback.accept(table, index, weighed(table, index)) and index in table.verdicts


def test_a_costly_choice_weighed_late_is_said_once_the_newer_one_proves_cheap():
    """A walk-through exchanged one card in the page's first second and declared before the
    coach was ready: the exchange's word never came, and the review charged 13.6 points.
    Weighed late, it is said once his newest choice is weighed and costs nothing, and never
    over a word shown; an undo before it forgets it."""
    table, index = passed_over()
    newest = feedback.claim(table)
    assert newest is not None and newest > index
    assert not feedback.accept(table, index, weighed(table, index)) and table.feedback is None  # (newest not weighed)
    cheap = dict(weighed(table, newest), cost=0.0)
    assert feedback.accept(table, newest, cheap)
    assert table.feedback["index"] == index and "made before the coach was ready and weighed now, gave up about" \
        in table.feedback["head"], table.feedback
    # the other order: the newest weighed first, cheap; the late word said at once
    again, first = passed_over()
    second = feedback.claim(again)
    assert not feedback.accept(again, second, dict(weighed(again, second), cost=0.0))
    assert feedback.accept(again, first, weighed(again, first)) and again.feedback["index"] == first
    # an undo to before it: forgotten
    third, one = passed_over()
    feedback.claim(third)
    feedback.accept(third, one, weighed(third, one))
    third.act("undo", str(one))
    assert third.feedback is None and third.feedback_late is None


def test_an_exchange_followed_by_trumps_named_is_still_weighed():
    """CardParade, seed 9014 (a walk-through): elder exchanged A♠ K♠ A♦, then named hearts;
    naming trumps is never weighed, and being his newest decision it hid the exchange,
    which went unsaid. Named before the exchange, the exchange was said."""
    table = Table({"feedback": True, "autoplay": False})
    table.new_single_deal(seed=9014, rules_text="cardparade", level="club", seat=0)
    for code in ("AS", "KS", "AD"):
        table.act("card", code)
    table.act("exchange")
    assert table.deal.phase == "trumps" and table.learner_to_act()
    table.act("move", "trumps H")
    assert feedback.claim(table) == 0  # the exchange, not the trumps
    row = weighed(table, 0)
    assert row["cost"] >= feedback.FEEDBACK_MIN_COST, row
    assert feedback.accept(table, 0, row) and 'data-feedback="0"' in render_table(table)


def test_the_word_on_a_choice_stays_while_a_forced_card_is_played_for_him():
    """The coach's word came after the computer's lead and the learner's forced card, and
    the card played for him took it away before he could read it (a walk-through)."""
    learner = make_player("random", 4)
    for seed in range(1, 40):
        table = Table({"feedback": True, "autoplay": True})
        table.new_single_deal(seed=seed, level="random")
        while table.stage == "deal" and table.forced_action() is None:
            if table.learner_to_act():
                table.act("move", str(learner.choose(table.deal.view(table.learner_seat))))
            computer_moves(table)
        if table.stage == "deal":
            break
    newest = [index for index, _ in table.decisions()][-1]
    said = {"index": newest, "head": "Your decision (Play) gave up about 2 points.", "given_up": "",
            "coach": "The coach would choose: another card."}
    table.feedback = said
    table.play_forced(table.forced_action())
    assert table.feedback == said and "gave up about 2 points" in render_table(table)
    computer_moves(table)
    while table.stage == "deal" and table.forced_action() is not None:
        table.play_forced(table.forced_action())
        computer_moves(table)
    if table.learner_to_act():  # his own next choice: the word on the last one goes
        table.act("move", str(learner.choose(table.deal.view(table.learner_seat))))
        assert table.feedback is None
