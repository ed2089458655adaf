"""What the practice table says to the learner, from a walk-through at phone size: the
computer's call names its first figure only, a "not good" in the review never shows a
card in lower case, Undo names the move in words, a cost reads "9.2 points" (not
MicroPython's 9.199999999999999), and the rule of thumb's exchange keeps the high cards
it tells the learner to keep."""

import re
from pathlib import Path

import pytest

from piquet_core.actions import parse_action
from piquet_core.cards import KING, TEN, parse_cards
from piquet_core.deal import Deal
from piquet_core.table import adapter
from piquet_core.table.cardface import spoken_html
from piquet_core.table.move_words import answering, describe_move
from piquet_core.table.prompts import declaration_prompt
from piquet_core.table.session import Table
from piquet_core.table.widgets import points, signed
from piquet_core.speech import spoken_total
from test_table_logic import run_computer, start_deal, to_count_asked, to_the_end  # (the table's own test helpers)


def played_to_the_end(seed, seat):
    """A single deal the learner (``seat``) plays by the rule of thumb to its end."""
    return to_the_end(start_deal(seed, seat))


def first_answer(seed):
    """A deal where the learner is younger, at his first answer to the computer's call."""
    table = start_deal(seed, 1)
    for _ in range(60):
        run_computer(table)
        record = table.deal.class_record(table.deal.current_class) if table.deal.phase == "declaration" else None
        if record is not None and record.elder_call and not record.answers and table.learner_to_act():
            return table, record
        table.act("follow", adapter.rule_of_thumb(table.deal, 1)["action"])
    return None, None


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_computers_call_names_its_first_figure_only(seed):
    table, record = first_answer(seed)
    if table is None:
        pytest.skip("the computer called nothing in this deal")
    prompt = declaration_prompt(table, table.deal.view(1))
    said = re.search(r"The computer calls: ([^<]*) Your answer\?", prompt).group(1)
    combo = record.elder_call[0]
    assert "making" not in said.lower() and str(combo.value if combo.kind == "point" else "") not in said.split()
    if combo.kind == "sequence":  # "A quart.", not "Quart major." before "How high?"
        assert said.startswith("A ") and "major" not in said and " to the " not in said, said


@pytest.mark.parametrize("text, words", [
    ("not good KS QS JS + KD QD JD", "Not good: two tierces to the king"),
    ("not good QS QH QD + JS JD JC", "Not good: three queens and three jacks"),
    ("not good AS AH AD", "Not good: three aces"),
    ("not good KS QS JS", "Not good: K\u2660 Q\u2660 J\u2660"),  # a point or a run: the cards as they are
    ("play KD", "Play the king of diamonds"),
])
def test_a_move_without_its_class_reads_right(text, words):
    assert describe_move(text) == words


def test_undo_names_the_move_in_words():
    table = start_deal(5, 0)
    for _ in range(200):
        run_computer(table)
        if table.deal.phase == "play" and table.learner_to_act():
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    card = table.deal.legal_cards()[0]
    table.act("card", card.code)  # (his own choice: one the coach made for him is said so)
    run_computer(table)
    table.act("undo")
    assert "(you had chosen: Play the %s)" % card.name in table.message[1], table.message


@pytest.mark.parametrize("value, cost, sign", [
    (9.199999999999999, "9.2 points", "+9.2"), (1.0, "1 point", "+1"), (2, "2 points", "+2"),
    (-0.01, "0 points", "0"), (-1.5, "-1.5 points", "-1.5"),
])
def test_figures_have_one_decimal_on_every_runtime(value, cost, sign):
    assert (points(value), signed(value)) == (cost, sign)


def test_the_rule_of_thumb_never_throws_an_ace_or_a_king_to_fill_an_exchange():
    """Elder with no card below the ten outside his longest suit (diamonds) fills his
    exchange with the ten and the jacks, then his diamonds' eight and seven (five drawn are
    worth more), and keeps his aces and kings."""
    elder = parse_cards("AS JS TS AH JH AD KD TD 8D 7D AC KC")
    rest = [card for card in parse_cards(" ".join(
        rank + suit for suit in "SHDC" for rank in "AKQJT987")) if card not in elder]
    deal = Deal(elder, tuple(rest[:12]), tuple(rest[12:]))
    action = adapter.rule_of_thumb(deal, 0)["action"]
    assert sorted(action.split()[1:]) == ["7D", "8D", "JH", "JS", "TS"], action
    assert deal.can(action)


@pytest.mark.parametrize("seed", list(range(1, 30)) + [919, 6363])
def test_the_rule_of_thumb_exchanges_low_cards_first_and_elder_takes_what_he_may(seed):
    """Every card it exchanges is below the ten, or (elder) below the king outside his
    longest suit, or his longest suit's low cards, or it had to exchange that many; it never
    breaks a trio or quatorze. Elder takes all five when he has that many such cards: the
    hint told a walk-through's elder to take two, against lesson 4 ("Elder should normally
    take all five"), and the coach's own evaluation put the two at 12.5 points a deal below
    (36 deals); a later one's (seed 919) threw three of his four jacks, 28.3 points."""
    from piquet_core.combinations import SET, all_of
    from piquet_core.deal import deal_cards
    deal = Deal(*deal_cards(seed))
    if deal.phase != "exchange":
        pytest.skip("carte blanche first")
    fewest, most = deal.exchange_limits(0)
    discards = adapter._exchange(deal, 0).discards
    hand = deal.hands[0]
    longest = max(range(4), key=lambda suit: (len([c for c in hand if c.suit == suit]), -suit))
    kept = [card for held in all_of(SET, hand) for card in held.cards]
    long_point = len([card for card in hand if card.suit == longest]) >= 6
    spare = [card for card in hand if card not in kept and (card.suit != longest and card.rank < KING
                                                             or card.suit == longest and card.rank < TEN
                                                             and not long_point)]
    assert fewest <= len(discards) <= most
    assert all(card in spare for card in discards) or len(discards) == fewest, discards
    assert len(discards) == min(most, len(spare)) or len(discards) == fewest, (discards, spare)
    assert not [card for card in discards if card in kept] or len(discards) == fewest, discards
    low = [card for card in discards if card.rank < TEN and card.suit != longest]
    assert discards[:len(low)] == tuple(low)  # (the low cards of the other suits first)


def test_the_rule_of_thumb_keeps_a_point_of_six_whole():
    """Seed 1: elder holds six hearts and five spades below the king. He exchanges the
    four spades below the king and keeps his 8H, though he may take five: a walk-through
    saw the quick hint throw a card of his point of six (the coach valued keeping it
    higher)."""
    from piquet_core.deal import deal_cards
    deal = Deal(*deal_cards(1))
    assert " ".join(card.code for card in deal.hands[0]) == "KS JS TS 8S 7S AH KH QH TH 9H 8H KC"
    assert adapter.rule_of_thumb(deal, 0)["action"] == "exchange JS TS 8S 7S look"


def last_two_cards(seed):
    """(table, (index, move), (index, move), another card) of a deal the learner (elder)
    played to its end: his last two decisions, and a card that was neither, for a review."""
    table = played_to_the_end(seed, 0)
    (first, yours), (second, mine) = table.decisions()[-2:]
    return table, (first, yours), (second, mine), next(code for code in ("play 7H", "play 8H")
                                                       if code not in (yours, mine))


def test_the_reviews_reason_sits_under_the_move_it_speaks_of():
    """The coach gives the reason for his choice, or for the learner's when it was as good
    (coach.review): under "You" then, not under the coach's other move."""
    from piquet_core.table.results import review_html
    table, (first, yours), (second, mine), other = last_two_cards(5)
    table.set_review([
        {"index": first, "yours": yours, "coach": other, "cost": 0.0, "reason": "Why yours is as good."},
        {"index": second, "yours": mine, "coach": other, "cost": 2.0, "reason": "Why the coach is right.",
         "your_reason": "What yours gave up."}])
    cells = re.findall(r"<td>(.*?)</td>", review_html(table).split('class="review__table"')[1])
    assert "Why yours is as good." in cells[0] and "Why yours" not in cells[1]
    assert "Just as good as yours" in cells[1]  # (the coach's bare move read as a reason missing;
    assert "Just as good as yours" not in cells[5]  # "No better than yours" as the coach's being worse)
    assert "Why the coach is right." in cells[5] and "Why the coach" not in cells[4]
    # a costlier choice says what it gave up, under it (its cost stays in the Cost column)
    assert "What yours gave up." in cells[4] and "What yours" not in cells[5]
    # the Cost column says what it measures: an average over the unseen cards (a cost the
    # deal's own cards made nothing read as a wrong sum in a walk-through)
    assert "on average over the cards you could not see" in review_html(table)
    assert "in brackets" not in review_html(table)  # (no row has one: a walk-through looked for it)
    table.set_review([{"index": second, "yours": mine, "coach": other, "cost": 2.0, "reason": "Why.",
                       "exact_cost": 3.0}])
    assert "(3 points against the best card" in review_html(table) and "in brackets" in review_html(table)
    assert "the coach did not see the computer&#x27;s cards either" in review_html(table)
    table.set_review([])
    assert "on average" not in review_html(table)  # no review: no costs to explain


def test_counting_aloud_hides_his_new_total_in_what_is_said_and_the_sheet_until_said():
    """The scoreboard hid the total he must say, but "What is said" showed his own line
    ("Trio of jacks: Six.") and the score sheet its total."""
    from piquet_core.table.felt import said_html, sheet_html
    from piquet_core.transcript import format_utterance
    from piquet_core.events import Announced
    table = start_deal(7, 0, counting=True)
    pending = to_count_asked(table)
    assert pending is not None
    mine = [entry for entry in table.deal.log[pending["from"]:] if type(entry) is Announced and entry.seat == 0]
    line = format_utterance(mine[-1]).text
    total = 'Total</th><td>%d<' % pending["total"]
    assert line not in said_html(table) and total not in sheet_html(table)
    table.act("say-total", str(pending["total"]))
    assert table.pending_count is None
    assert line in said_html(table) and total in sheet_html(table)


def test_younger_who_may_keep_his_hand_is_asked_for_up_to_the_talons_cards():
    """A walk-through at phone size read "at least nothing and at most three cards"."""
    from piquet_core.table.prompts import exchange_prompt
    table = start_deal(4, 1)
    run_computer(table)
    assert table.deal.phase == "exchange" and table.learner_to_act()
    prompt = exchange_prompt(table, table.deal.view(1))
    assert "at least nothing" not in prompt
    left = len(table.deal.talon)  # his three and any elder left
    assert "Choose the cards to exchange: up to %s cards. You may also keep your hand as it is." % (
        ("three", "four", "five")[left - 3]) in prompt
    elder = start_deal(4, 0)
    while elder.deal.phase == "carte blanche":
        elder.act("move", "carte blanche")
    assert "at least one and at most five cards." in exchange_prompt(elder, elder.deal.view(0))


def test_a_refused_card_is_said_to_the_learner_with_the_cards_faces():
    """The walk-through read "Younger must follow suit: AS was led and he holds KS JS 9S 8S 7S":
    the engine's words of a seat, card codes; the table speaks to the learner, as games.html does."""
    from test_table_logic import revoke_chance
    table, led, same, wrong = revoke_chance()
    table.act("card", wrong[0].code)
    assert table.message == ("error", "You must follow suit: %s was led and you hold %s." % (
        led.label, " ".join(c.label for c in sorted(same, key=lambda c: -c.rank)))), table.message


def test_the_end_of_a_deal_does_not_give_away_the_total_the_learner_must_say():
    """Seen at phone size: "Say your new total" above "The deal is over: You scored 24", and
    the partie's sheet open below with this deal's row."""
    from piquet_core.table.render import render_table
    from piquet_core.table.results import deal_over_html
    for seed in range(1, 30):
        table = Table({"counting": True, "autoplay": False})
        table.new_partie(seed, "rubicon", "random")
        table.act("cut")
        table.act("next-deal")
        if table.learner_seat != 1:
            continue
        for _ in range(400):
            run_computer(table)
            if table.stage != "deal":
                break
            if table.pending_count is not None:
                table.act("say-total", str(table.pending_count["total"]))
                continue
            table.act("follow", adapter.rule_of_thumb(table.deal, 1)["action"])
        if table.pending_count is None:
            continue  # his last points came before the deal's end
        mine, theirs = table.deal.totals[1], table.deal.totals[0]
        summary = re.search(r'<p class="over__summary">([^<]*)</p>', deal_over_html(table)).group(1)
        assert "You scored %d" % mine not in summary and "The computer scored %d" % theirs in summary, summary
        assert "The partie (say your total above to see it)" in render_table(table)
        # the review's figures ("The play as it went: +52 for you") gave the total away too
        over = deal_over_html(table)
        assert "Say your total above to see the review." in over and "review__solver" not in over, over
        table.act("say-total", str(mine))
        assert "The partie (say your" not in render_table(table)
        assert "see the review" not in deal_over_html(table) and "review__solver" in deal_over_html(table)
        summary = re.search(r'<p class="over__summary">([^<]*)</p>', deal_over_html(table)).group(1)
        assert summary.startswith("You scored %d, the computer %d." % (mine, theirs)), summary
        return
    pytest.fail("no deal ended on a count to say")



def test_a_partie_that_ends_on_a_count_to_say_keeps_the_learners_total_hidden_until_said():
    """At the end of a hundred-up partie the settlement said "You reached 100 first and win
    the partie: 121 to the computer's 3", and the partie sheet listed 121, while the score box
    still asked him to say his total (walk-through)."""
    from piquet_core.table.render import render_table
    table = Table({"counting": True, "autoplay": False})
    table.new_partie(1, "rubicon +hundred_up", "random")
    table.act("cut")
    table.act("next-deal")
    for _ in range(3000):
        run_computer(table)
        if table.stage == "partie-over":
            break
        if table.pending_count is not None:
            table.act("say-total", str(table.pending_count["total"]))
        elif table.stage == "deal-over":
            table.act("next-deal")
        else:
            table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    assert table.stage == "partie-over" and table.pending_count is not None
    mine = table.pending_count["total"]
    partie_total = table.partie().totals[0]
    page = render_table(table)
    partie = re.search(r'<section class="partie".*?</section>', page, re.S).group(0)
    assert "The partie is over" in partie and "Say your total above to see the result." in partie
    assert "win the partie" not in page and "wins the partie" not in page
    assert '<td data-partie-total="you">?</td>' in partie
    assert ">%d<" % mine not in partie and ">%d<" % partie_total not in partie
    table.act("say-total", str(mine))
    page = render_table(table)
    assert "reached 100 first" in page and '<td data-partie-total="you">%d</td>' % partie_total in page

def test_the_record_viewer_says_each_step_in_words():
    """The viewer read "Step 3 of 32: elder: point KC QC TC 9C 8C 7C." (the record's notation),
    and its live status read suit symbols to a screen reader."""
    from pathlib import Path
    from piquet_core.table.stepper import Stepper, stepper_html
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    stepper = Stepper.from_record(text)
    said, heard = [], []
    for _ in range(stepper.last):
        stepper.go("next")
        status = re.search(r'<p class="stepper__status"[^>]*>(.*?)</p>', stepper_html(stepper)).group(1)
        heard.append(re.sub(r"<[^>]*>", "", re.sub(r'<span aria-hidden="true">[^<]*</span>', "", status)))
        said.append(re.sub(r"<[^>]*>", "", re.sub(r'<span class="visually-hidden">[^<]*</span>', "", status)))
    assert said[0] == "Step 1 of %d, elder: exchange 7\u2660 7\u2666 Q\u2663 J\u2663 9\u2663." % stepper.last, said[0]
    # a screen reader hears the cards' names, not "black spade suit" (the status is a live region)
    assert heard[0] == ("Step 1 of %d, elder: exchange seven of spades seven of diamonds queen of clubs "
                        "jack of clubs nine of clubs." % stepper.last), heard[0]
    assert not [line for line in heard if re.search("[\u2660-\u2667]", line)], heard
    # a call is headed by its cards: "point of five, making 51" read as if the pips were
    # said at once, while the line under it says "Point of five." (lessons 13, 17, 18)
    assert said[2].endswith(", elder: call the point: A\u2665 K\u2665 Q\u2665 J\u2665 10\u2665."), said[2]
    assert said[5].endswith(", elder: call the sequence: A\u2665 K\u2665 Q\u2665 J\u2665 10\u2665."), said[5]
    assert not [line for line in said if "making" in line or "major" in line], said
    assert said[3].endswith(", younger: \u201cMaking?\u201d (the same length)."), said[3]
    assert not [line for line in said if re.search(r"\b[AKQJT98]?[SHDC]\b|\b[AKQJT987][SHDC]\b", line)], said


def test_too_many_cards_marked_says_how_many_to_unmark():
    """Six cards marked as elder read "Exchange six cards" on a button that would not go."""
    from piquet_core.table.prompts import exchange_actions
    table = start_deal(4, 0)
    while table.deal.phase == "carte blanche":
        table.act("move", "carte blanche")
    for card in table.deal.hands[0][:6]:
        table.act("card", card.code)
    prompt = exchange_actions(table, table.deal.view(0))
    assert "Exchange six cards" not in prompt
    assert re.search(r'<button[^>]*aria-disabled="true"[^>]*>Unmark one card \(five at most\)</button>', prompt), prompt


def test_the_table_says_which_level_the_computer_plays():
    """A shared link (#deal=4242&level=club) showed "One deal, seed 4242" and nowhere the level."""
    from piquet_core.table.render import render_table
    table = Table({})
    table.new_single_deal(4242, "rubicon", "club", 0)
    assert '<p class="table__level">Level: Club player.</p>' in render_table(table)


def test_a_lessons_stepper_leaves_the_title_to_the_figures_caption():
    """A lesson's deal block showed its title twice: the figure's caption, then the stepper's."""
    from pathlib import Path
    from piquet_core.table.stepper import Stepper, stepper_html
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    stepper = Stepper.from_record(text, "deal-1")
    assert "Elder counts his way to a pique" in stepper_html(stepper)
    html = stepper_html(stepper, titled=False)
    assert "Elder counts his way to a pique" not in html and "Rules: Rubicon Piquet" in html


def test_the_exchange_button_that_will_not_go_says_why():
    """A press on the disabled exchange button says the reason the table gives it (the glue
    said "Choose the cards to exchange first." even with six cards marked)."""
    from piquet_core.table.prompts import exchange_actions
    table = start_deal(4, 0)
    while table.deal.phase == "carte blanche":
        table.act("move", "carte blanche")
    prompt = exchange_actions(table, table.deal.view(0))
    assert 'data-why="Mark the cards to exchange first: at least one."' in prompt, prompt
    for card in table.deal.hands[0][:7]:
        table.act("card", card.code)
    prompt = exchange_actions(table, table.deal.view(0))
    assert 'data-why="You may exchange five cards at most: unmark two."' in prompt, prompt
    for card in table.deal.hands[0][:3]:
        table.act("card", card.code)  # unmarks three: four marked, the button goes
    assert "data-why" not in exchange_actions(table, table.deal.view(0))


def test_two_equal_runs_are_said_with_their_number():
    """Two tierces to the king in two suits read "Tierce to the king and tierce to the king"
    in the review and the declaration's options."""
    from piquet_core.cards import Card
    from piquet_core.combinations import SEQUENCE
    from piquet_core.table.move_words import call_words
    hand = tuple(Card.parse(code) for code in "KH QH JH KC QC JC AS 7D 8S 9S 7C 8D".split())
    runs = [[Card.parse(code) for code in group.split()] for group in ("KH QH JH", "KC QC JC")]
    assert call_words(SEQUENCE, runs, hand) == "Two tierces to the king"
    assert call_words(SEQUENCE, runs[:1], hand) == "Tierce to the king"
    longer = tuple(Card.parse(code) for code in "AH KH QH JH KC QC JC 9D 8D 7D 7C 8S".split())
    groups = [[Card.parse(code) for code in group.split()] for group in ("AH KH QH JH", "KC QC JC", "9D 8D 7D")]
    assert call_words(SEQUENCE, groups, longer) == "Quart major and tierce to the king and tierce minor"


@pytest.mark.parametrize("rules, line", [
    ("rubicon", None),
    ("rubicon +dealer_exchanges_first", "Rubicon Piquet (variants: dealer exchanges first)."),
    ("rubicon +old_count +sink_rule", "Rubicon Piquet (variants: old count, sink rule)."),
    ("rubicon +trumps", "Rubicon Piquet (variants: trumps): elder names trumps; a player void of the suit led must trump."),
    ("cardparade", "CardParade: elder names trumps; a player void of the suit led must trump."),
])
def test_the_table_names_the_rules_it_plays(rules, line):
    """A walk-through chose a variant and found it named nowhere at the table (only trumps
    were, and as "CardParade" even on Rubicon Piquet with trumps)."""
    from piquet_core.table.render import status_html
    table = Table({"counting": False, "autoplay": False})
    table.new_single_deal(5, rules, "random", 0)
    found = re.search(r'<p class="table__game">([^<]*)</p>', status_html(table))
    assert (found.group(1) if found else None) == line


def test_under_the_old_count_the_sheet_says_which_cards_score_in_the_play():
    """Old count: 'Cards led 7' after nine leads read as a mistake (a walk-through)."""
    from piquet_core.table.felt import sheet_html
    for rules, said in (("rubicon", False), ("rubicon +old_count", True)):
        table = Table({"counting": False, "autoplay": False})
        table.new_single_deal(5, rules, "random", 0)
        html = sheet_html(table)
        assert ("Cards led (ten or higher)" in html and "Tricks won on the other's lead (ten or higher)" in html) == said
        assert "Cards led" in html


@pytest.mark.parametrize("seed, bonus", [(3, " thirty for the pique"), (59, " sixty for the repique")])
def test_a_wrong_count_says_what_was_said_and_names_the_pique(seed, bonus):
    """'You had twenty-nine and scored thirty-one' hid the pique that made the total sixty,
    and never said what the learner had said (a walk-through of counting aloud)."""
    table = Table({"counting": True, "autoplay": False})
    table.new_single_deal(seed, "rubicon", "random", 0)
    for _ in range(300):
        run_computer(table)
        pending = table.pending_count
        if pending is not None and pending["points"] >= 30:
            table.act("say-total", str(pending["total"] + 3))
            break
        if pending is not None:
            table.act("say-total", str(pending["total"]))
        else:
            table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    message = table.message[1]
    assert message.startswith("Not quite: you said %d. You had " % (pending["total"] + 3)), message
    assert bonus in message and message.endswith("so you say \u201c%s\u201d." % spoken_total(pending["total"])), message


def test_a_deal_that_counts_double_says_so_in_the_deal_and_at_its_end():
    """Four deals: the first deal's end read 'You scored 9, the computer 25.' while the partie
    below it showed 18 and 50 (a walk-through); nor did the deal say it counted double."""
    from piquet_core.table.render import render_table, status_html
    from piquet_core.table.results import deal_over_html
    table = Table({"counting": False, "autoplay": False})
    table.new_partie(78, "rubicon +four_deal", "random")
    table.act("cut")
    table.act("next-deal")
    assert "Deal 1 of 4, counts double</h2>" in status_html(table)
    for _ in range(300):
        run_computer(table)
        if table.stage != "deal":
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    you, them = table.deal.totals[table.learner_seat], table.deal.totals[table.computer_seat]
    summary = re.search(r'<p class="over__summary">([^<]*)</p>', deal_over_html(table)).group(1)
    assert "It counts double in the partie: you %d, the computer %d." % (2 * you, 2 * them) in summary, summary
    table.act("next-deal")
    assert "Deal 2 of 4</h2>" in status_html(table)
    assert "Start a partie</button>" in render_table(Table())  # not "of six deals": four_deal makes it four


def test_piquet_au_cent_ends_with_both_totals():
    """'The computer reached 100 first and won, with 109.' left the learner's 99 unsaid."""
    from piquet_core.table.results import settlement_html
    table = Table({"counting": False, "autoplay": False})
    table.new_partie(79, "rubicon +hundred_up", "random")
    table.act("cut")
    for _ in range(3000):
        if table.stage == "partie-over":
            break
        if table.stage in ("cut", "deal-over"):
            table.act("next-deal")
        elif table.computer_to_act():
            run_computer(table)
        else:
            table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    partie = table.partie()
    mine, theirs = partie.totals
    said = re.sub("<[^>]*>", "", settlement_html(table, partie))
    who = "You reached 100 first and win" if partie.winner == 0 else "The computer reached 100 first and wins"
    assert who + " the partie." in said, said
    assert "Final totals: you %d, the computer %d." % (mine, theirs) in said, said


def test_each_try_again_of_the_review_names_its_decision():
    """A screen reader's list of buttons read 'Try again' sixteen times over (a walk-through)."""
    from piquet_core.table.results import review_html
    table = played_to_the_end(5, 0)
    table.review = []  # the coach's review not available: the decisions are listed
    labels = re.findall(r'data-action="retry" data-value="\d+">(.*?)</button>', review_html(table))
    assert len(labels) == len(table.decisions()) - len(table.forced_decisions()) > 3
    assert labels[2] == 'Try again<span class="visually-hidden"> (decision 3)</span>', labels[2]


def test_the_review_offers_no_try_again_on_a_card_that_was_his_only_legal_one():
    """Auto-play plays a forced card again at once: its "Try again" did nothing (a walk-through).
    The last trick's card is always forced; a follow with one card of the suit led is too."""
    from piquet_core.table.results import review_html
    table = played_to_the_end(5, 0)
    forced = table.forced_decisions()
    last = table.decisions()[-1][0]
    assert last in forced and len(forced) < len(table.decisions())
    table.review = []
    retried = [int(value) for value in re.findall(r'data-action="retry" data-value="(\d+)"', review_html(table))]
    assert retried and not set(retried) & forced
    assert set(retried) | forced == set(index for index, _ in table.decisions())
    for index in forced:  # each was his only legal move then
        deal = table.deal.copy()
        while len(deal.history) > index:
            deal.undo()
        assert len(deal.legal_actions()) == 1


def test_a_declaration_with_one_legal_call_has_no_try_again_either():
    """"No sequence" as the only button (nothing to call) was offered again in the review
    (seed 2026, decision 3, a walk-through)."""
    for seed in range(1, 60):
        table = played_to_the_end(seed, 0)
        phases = {}
        for index, _ in table.decisions():
            deal = table.deal.copy()
            while len(deal.history) > index:
                deal.undo()
            phases[index] = (deal.phase, len(deal.legal_actions()))
        alone = [index for index, (phase, count) in phases.items() if phase == "declaration" and count == 1]
        if alone:
            break
    assert alone and set(alone) <= table.forced_decisions()
    assert not [index for index, (phase, count) in phases.items() if count > 1 and index in table.forced_decisions()]


def test_a_damaged_record_is_refused_with_its_line_quoted():
    """A pasted record has no line numbers: 'line 15: ...' left the learner counting lines."""
    from piquet_core.table.stepper import Stepper, unreadable
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    bad = text.replace("13. elder: play KH", "13. elder: play KX")
    with pytest.raises(ValueError) as caught:
        Stepper.from_record(bad)
    said = unreadable(bad, caught.value)
    assert said.startswith("This record cannot be read: line 19 (\u201c13. elder: play KX\u201d): 'KX': unknown suit"), said
    assert unreadable("Title: " + "x" * 80, ValueError("line 1: no")).endswith("x\u2026\u201d): no")
    assert unreadable("", ValueError("the record needs either Seed or ...")) == (
        "This record cannot be read: the record needs either Seed or ...")


def test_a_binary_file_is_refused_as_not_text_and_its_line_is_not_quoted():
    """A program file chosen in the viewer read 'line 1 (\u201c\\x7fELF\\x02\\x01\\x01', cut at its
    NUL, with no reason: it now says the file is not a text record, without quoting it."""
    from piquet_core.table.stepper import Stepper, unreadable
    text = b"\x7fELF\x02\x01\x01\x00\x00\xd0\xff\nmore".decode("utf-8", "replace")  # as a browser reads it
    with pytest.raises(ValueError) as caught:
        Stepper.from_record(text)
    said = unreadable(text, caught.value, "ls.pqt")
    assert said == ("The file \u201cls.pqt\u201d cannot be read as a record: line 1: not a text record: it holds a "
                    "character no record has (code 127); is it another kind of file?"), said


@pytest.mark.parametrize("rules, finished, title", [
    ("rubicon", 6, "Deal 7 of 8 (the tie deals)"),  # tied after six: one more deal each
    ("rubicon", 7, "Deal 8 of 8 (the tie deals)"),
    ("rubicon +ties_play_on", 8, "Deal 9 of 10 (the tie deals)"),
    ("rubicon +hundred_up", 6, "Deal 7: the first to 100 wins"),  # no number of deals
    ("rubicon +hundred_up", 0, "Deal 1: the first to 100 wins"),
    ("rubicon", 2, "Deal 3 of 6"),
])
def test_the_deals_title_counts_the_deals_the_partie_will_have(rules, finished, title):
    """The first tie deal read 'Deal 7 of 7' (two come, one each), and Piquet au cent
    'Deal 7 of 7' too: it has no number of deals."""
    from piquet_core.table.render import status_html
    table = Table({"counting": False, "autoplay": False})
    table.new_partie(5, rules, "random")
    table.act("cut")
    table.act("next-deal")
    table.finished = [None] * finished  # only its length is read for the title
    from piquet_core.partie import Partie
    table.partie_cache = (finished, Partie(0, table.rules))  # (and the race to 100 reads a partie)
    assert re.search(r'<h2 class="table__title">([^<]*)</h2>', status_html(table)).group(1) == title
    cut = Table({"counting": False, "autoplay": False})
    cut.new_partie(5, rules, "random")
    assert ("the first to 100 wins" in status_html(cut)) == ("hundred_up" in rules)


def test_a_total_that_is_no_number_is_quoted_back():
    """'lots' typed as a total got 'Say your total as a number' without saying what was wrong."""
    table = start_deal(5, 0, counting=True)
    for _ in range(300):
        run_computer(table)
        if table.pending_count is not None:
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    table.act("say-total", "  lots ")
    assert table.message == ("error", "\u201clots\u201d is not a number: say your total as a number, such as 7 or seven.")
    table.act("say-total", "")
    assert table.message == ("error", "Say your total as a number, such as 7 or seven.")
    assert table.pending_count is not None  # still to be said


def test_announcing_capot_is_offered_as_a_promise_not_a_forecast():
    """'Or announce capot: you will win all twelve tricks' read as the table's forecast."""
    from piquet_core.table.render import render_table
    table = Table({"counting": False, "autoplay": False})
    table.new_single_deal(5, "rubicon +announced_capot", "random", 0)
    text = re.sub(r"\s+", " ", re.sub("<[^>]+>", " ", render_table(table)))
    assert ("Or announce capot, a promise to win all twelve tricks: worth 80 if you do; if you lose a trick, "
            "the computer scores 40 (our reading: the source names no cost for a failure).") in text, text


def test_the_reviews_equal_names_the_class_it_answers():
    """An Equal to the point is "Making?", to a sequence "How high?": the review said
    'Equal ("How high?")' for the point (a deal against the expert, dark, desktop)."""
    from piquet_core.combinations import POINT
    from piquet_core.table.results import review_html
    for seed in range(1, 40):
        table = played_to_the_end(seed, 1)
        point = None
        for index, _ in table.decisions():
            deal = table.deal.copy()
            while len(deal.history) > index:
                deal.undo()
            if deal.phase == "declaration" and deal.current_class == POINT:
                point = index
                break
        if point is not None:
            break
    table.set_review([{"index": point, "yours": "good", "coach": "equal", "cost": 2.0, "reason": "Why.",
                       "your_reason": "What it gave up."}])
    html = review_html(table)
    assert "\u201cMaking?\u201d (the same length)" in html and "How high" not in html, html


def _visible_and_heard(button_html):
    """(what a sighted learner reads, what a screen reader says) of an option button."""
    heard = re.sub(r'<span class="mini" aria-hidden="true">.*?</span></span>', "", button_html)
    return re.search(r'<span class="option__text">(.*?)</span>', button_html).group(1), re.sub(r"<[^>]+>", "", heard)


def test_two_calls_of_the_same_words_are_told_apart_by_ear():
    """A walk-through heard two options both read "Point of four, making 41" (diamonds and
    clubs): the small cards that tell them apart were hidden from screen readers. Every
    option's spoken name now differs, checked at each of the learner's declarations."""
    same_words = prompts = 0
    for seed in range(1, 60):
        for seat in (0, 1):
            table = start_deal(seed, seat)
            for _ in range(80):
                run_computer(table)
                deal = table.deal
                if table.stage != "deal" or deal.phase == "play":
                    break
                if deal.phase == "declaration" and deal.to_act == table.learner_seat:
                    html = declaration_prompt(table, deal.view(table.learner_seat))
                    read = [_visible_and_heard(button)
                            for button in re.findall(r'<button[^>]*data-action="move".*?</button>', html)]
                    heard = [pair[1] for pair in read]
                    assert len(set(heard)) == len(heard), (seed, heard)
                    same_words += len(read) - len(set(pair[0] for pair in read))
                    prompts += 1
                table.act("follow", adapter.rule_of_thumb(deal, table.learner_seat)["action"])
    assert prompts > 200 and same_words > 0  # (the case the walk-through met occurs among these)


def test_only_the_whole_holding_and_the_calls_of_nothing_are_in_sight():
    """A walk-through found shorter calls (sinks) in sight beside the whole one, and took
    "Point of four" for a real choice: a sink now waits behind "Call less"."""
    from piquet_core.declarations import honest_call
    from piquet_core.opponent.declare import call_action
    checked = 0
    for seed in range(1, 40):
        table = start_deal(seed, 0)
        for _ in range(80):
            run_computer(table)
            deal = table.deal
            if deal.phase == "declaration" and deal.to_act == 0:
                break
            table.act("follow", adapter.rule_of_thumb(deal, 0)["action"])
        html = declaration_prompt(table, deal.view(0))
        in_sight, _, behind = html.partition('<details class="options__more">')
        values = re.findall(r'data-action="move" data-value="([^"]+)"', in_sight)
        held = [value for value in values if not value.endswith(" none")]
        assert len(held) <= 1 and values[-1] == "point none", (seed, values)
        if held:  # the one in sight is the honest call, the whole holding
            assert held[0] == str(call_action("point", honest_call("point", deal.hands[0]))), (seed, values)
            assert behind.count('data-action="move"') >= 1
            checked += 1
    assert checked > 20


def test_equal_is_in_sight_only_when_no_answer_beats_the_call():
    """A walk-through (#deal=5, younger) saw "Equal" in sight beside "Not good: point of
    five": saying his is only as long is a sink, so it waits behind "Call less" then."""
    behind = in_sight = 0
    for seed in range(1, 60):
        table = start_deal(seed, 1)
        for _ in range(80):
            run_computer(table)
            deal = table.deal
            if table.stage != "deal" or deal.phase == "play":
                break
            if deal.phase == "declaration" and deal.to_act == 1 and deal.class_record(deal.current_class).elder_call:
                html = declaration_prompt(table, deal.view(1))
                sight, _, more = html.partition('<details class="options__more">')
                values = re.findall(r'data-action="move" data-value="([^"]+)"', sight)
                beats = [value for value in re.findall(r'data-value="([^"]+)"', html) if value.startswith("not good")]
                if "equal" in values:
                    assert not beats, (seed, values)
                    in_sight += 1
                elif 'data-value="equal"' in more:
                    assert beats and values[0].startswith("not good"), (seed, values)
                    behind += 1
            table.act("follow", adapter.rule_of_thumb(deal, table.learner_seat)["action"])
    assert behind > 0 and in_sight > 0


def test_the_review_says_an_exact_cost_of_nothing_beside_an_estimated_cost():
    """A walk-through: K♣ on A♣ costed 12.6 by the estimate and exactly 0 with both hands
    known, shown as "14.5 points" alone (the exact 0 read as no figure). Beside a cost of 0
    an exact 0 adds nothing and is left out."""
    from piquet_core.table.results import review_html
    table = played_to_the_end(13, 0)
    (first, yours), (second, mine) = table.decisions()[-2:]
    table.set_review([{"index": first, "yours": yours, "coach": "play AS", "cost": 12.6, "reason": "",
                       "exact_cost": 0},
                      {"index": second, "yours": mine, "coach": mine, "cost": 0.0, "reason": "", "exact_cost": 0}], None)
    text = re.sub(r"<[^>]+>", " ", review_html(table))
    assert "12.6 points (0 points against the best card, with both hands known)" in text
    assert text.count("with both hands known)") == 1


def test_the_exchange_controls_come_after_the_hand():
    """From a card just marked, Tab went on to Hint: the exchange button was above the hand.
    The instructions stay above it; the controls come after the cards, in the page's order."""
    from piquet_core.table.render import render_table
    for seat in (0, 1):
        table = start_deal(7, seat)
        run_computer(table)
        assert table.deal.phase == "exchange" and table.deal.to_act == seat
        html = render_table(table, ready=True)
        last_card = html.rindex("data-card=")
        assert html.index('data-action="exchange"') > last_card > html.index("Choose the cards to exchange")
        assert html.index('data-action="exchange"') < html.index('data-action="hint"')


def test_the_stepper_words_an_equal_to_the_second_figure_plainly():
    """Lesson 18's stepper: step 7, "Younger: Equal." to elder's "To the king", was labelled
    'equal ("How high?")', the words of step 6."""
    from piquet_core.record import load_deal
    from piquet_core.table.stepper import Stepper
    deal = load_deal((Path(__file__).resolve().parents[2] / "lessons" / "deals" / "younger-fights-back.pqt").read_text())
    words = [frame.get("words") for frame in Stepper(deal).frames[1:]]
    asked = words.index("\u201cHow high?\u201d (the same length)")
    assert words[asked + 1] == "equal", words[asked:asked + 2]  # to the second figure elder said with it
    # the silent call the lesson points to is told as its printed walk-through tells it
    assert "takes the set with his own, saying nothing yet: he names it after elder's first lead" in words, words
    # ... said of him in a sentence (it read "younger: calls his set ...")
    from piquet_core.table.stepper import stepper_html
    stepper = Stepper(deal)
    stepper.position = words.index("takes the set with his own, saying nothing yet: he names it after elder's first lead") + 1
    assert ": Younger takes the set with his own, saying nothing yet: he names it after elder&#x27;s first lead.</p>" in stepper_html(stepper)


def test_the_record_viewer_names_trumps_and_an_announced_capot_at_every_step_after():
    """The viewer showed the trump suit only in the words of the step that named them, and
    never an announced capot; the table shows both all through the deal (walk-through)."""
    from piquet_core.players import play_random_deal
    from piquet_core.record import dump
    from piquet_core.rules import Rules
    from piquet_core.table.stepper import Stepper, stepper_html
    deal = play_random_deal(0, Rules.parse("cardparade"))
    assert deal.trumps == "S" and deal.capot_announced == 0
    stepper = Stepper.from_record(dump(deal))
    named = [index for index, move in enumerate(deal.history, 1) if str(move.action).startswith("trumps")][0]
    for position in range(stepper.last + 1):
        stepper.position = position
        html = stepper_html(stepper)
        assert ('data-trumps="S">Trumps: <span class="trumps__suit trumps__suit--black" aria-hidden="true">\u2660</span>'
                ' spades</p>' in html) == (position >= named), position
    assert "Elder announced capot." in html



def test_the_deal_download_says_it_shows_both_hands_while_the_deal_is_played():
    """A record holds both hands as dealt: downloaded mid-deal it shows the computer's."""
    from piquet_core.table.render import render_table
    table = start_deal(3)
    assert ">Download this deal so far (.pqt, both hands shown)</button>" in render_table(table, ready=True)
    to_the_end(table)
    assert table.stage == "deal-over" and ">Download this deal (.pqt)</button>" in render_table(table, ready=True)


def test_the_live_region_says_the_computers_cards_whose_turn_it_is_and_how_the_deal_ended():
    """An audit heard only the players' words: never the card the computer led, nor "your
    turn", nor the deal's result (the games page says all three)."""
    from piquet_core.table.live import live_words
    table = start_deal(2027, 0)
    messages, start = [], 0
    for _ in range(200):
        run_computer(table)
        text, spoken, start = live_words(table, start)
        messages.append(text)
        if table.stage != "deal":
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    joined = " | ".join(messages)
    led = re.findall(r"The computer leads the (\w+) of (\w+)\.", joined)
    assert led, joined
    assert any("Play to the %s of %s: you " % card in joined for card in led), joined
    assert "Your turn to declare." in joined and "Your lead: choose a card." in joined
    totals, tricks = table.deal.totals, table.deal.tricks_won()
    assert messages[-1].endswith("The deal is over. You scored %d, the computer %d. Tricks: you %d, the computer %d."
                                 % (totals[0], totals[1], tricks[0], tricks[1]))
    assert "You plays" not in joined and "You leads" not in joined  # (his own cards he knows)
    assert live_words(table, start)[0] == ""  # nothing new: nothing said again


def test_the_live_region_says_the_cards_of_the_tables_word_by_name():
    """A walk-through heard "Back to your decision 1 (you had chosen: Exchange 7♠ 9♥ K♦)"
    with the cards as faces, where every other line of the region says them in words."""
    from piquet_core.table.live import region_words
    table = start_deal(3, 0)
    while table.deal.phase == "carte blanche":
        table.act("move", "carte blanche")
    table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    table.act("undo")
    words = region_words(table, len(table.deal.log))[0]
    assert "Back to your decision 1" in words and " of " in words, words
    assert not re.search("[\u2660\u2665\u2666\u2663]", words), words


def test_the_live_region_asks_younger_to_answer_not_to_declare():
    """A walk-through as younger heard "Your turn to declare." while answering elder's call."""
    from piquet_core.table.live import live_words
    for seed in range(2027, 2040):
        table = start_deal(seed, 1)
        messages, start = [], 0
        for _ in range(200):
            run_computer(table)
            text, _spoken, start = live_words(table, start)
            messages.append(text)
            if table.stage != "deal" or table.deal.phase == "play":
                break
            table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
        called = [text for text in messages if "The computer: Point of" in text]
        if called:  # (after his "No sequence" younger does declare his own: "Your turn to declare.")
            assert called[0].endswith("Your turn to answer his point."), messages
            return
    raise AssertionError("no seed where the computer, elder, calls a point")


def test_the_live_region_keeps_the_total_the_learner_must_say():
    from piquet_core.table.live import live_words
    table = start_deal(5, 0, counting=True)
    said = to_count_asked(table)["total"]
    from piquet_core.events import Announced
    from piquet_core.transcript import format_utterance
    text, _spoken, _end = live_words(table, 0)
    owed = [entry for entry in table.deal.log if type(entry) is Announced and entry.seat == 0][-1]
    assert owed.scores[-1].total == said
    assert text.endswith("Say your new total.") and format_utterance(owed).text not in text, text


def test_the_live_region_asks_for_the_total_his_own_lead_makes_him_owe():
    """After the learner's own lead the region kept "Right: Nine." and never said "Say your
    new total." (his card and his total are not read out: nothing new was said)."""
    from piquet_core.table.live import live_words
    table = start_deal(5, 0, counting=True)
    start = 0
    for _ in range(300):
        run_computer(table)
        text, _spoken, start = live_words(table, start)
        if table.pending_count is not None:
            table.act("say-total", str(table.pending_count["total"]))
            continue
        if table.deal.phase == "play" and table.deal.to_act == 0 and not table.deal.current:
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    table.act("card", table.deal.legal_cards()[0].code)  # his own lead (pressed): a point to count
    assert table.pending_count is not None
    assert live_words(table, start)[0] == "Say your new total."


def test_the_live_region_says_a_forced_card_played_for_him_and_a_new_deals_first_task():
    """With auto-play the region said "Play to the ten of hearts: follow suit if you can."
    while the table had played his only heart, which took the trick."""
    from piquet_core.table.live import live_words
    from piquet_core.table.session import Table
    table = Table({"counting": False, "autoplay": True})
    table.new_single_deal(2027, "rubicon", "random", 0)
    assert live_words(table, 0)[0] == ""  # nothing said yet in the deal ...
    assert live_words(table, 0, fresh=True)[0] == "Your turn to exchange: mark the cards you discard."  # ... but new
    start, heard = 0, []
    for _ in range(300):
        run_computer(table)
        forced = table.forced_action()
        if forced is not None:
            card = forced.split()[1]
            table.play_forced(forced)
            text, _spoken, start = live_words(table, start)
            heard.append((card, text))
            continue
        text, _spoken, start = live_words(table, start)
        if table.stage != "deal":
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    assert heard, "no forced card in the deal"
    for card, text in heard:
        assert "Your only card is played for you: the %s." % parse_cards(card)[0].name in text, text


def test_the_live_region_answers_his_press_first_and_says_how_the_deal_ended_after_his_last_total():
    """A browser check heard "... Say your new total. Right: Thirty-three." (the answer read
    as one to the new question), and at a deal's end only "Right: Forty-five."."""
    from piquet_core.table.live import region_words
    table = start_deal(5, 0, counting=True)
    start, status, last = 0, "", None
    for _ in range(400):
        run_computer(table)
        words, _spoken, start, status = region_words(table, start, said_status=status)
        if table.pending_count is not None:
            table.act("say-total", str(table.pending_count["total"]))
            last = region_words(table, start, said_status=status)
            assert last[0].startswith("Right: "), last
            continue
        if table.stage != "deal":
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    assert table.deal.is_over and last is not None
    assert "The deal is over. You scored" in last[0], last  # (after his last total, nothing new said)


def test_the_live_region_names_the_card_the_coach_played_for_him():
    from piquet_core.table.live import live_words
    table = start_deal(2027, 0)
    for _ in range(300):
        run_computer(table)
        if table.deal.phase == "play" and table.deal.to_act == 0:
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    start = len(table.deal.log)
    action = adapter.rule_of_thumb(table.deal, 0)["action"]
    table.act("follow", action)
    assert "The coach plays for you: the %s." % parse_cards(action.split()[1])[0].name in live_words(table, start)[0]


def test_a_hint_says_when_its_value_rests_on_few_hands_and_what_ties_with_it():
    """At the first lead the browser's coach averaged over 2 hands and said "+52 points on
    average" (walk-through); and a tie gave no margin and no word of the other choice."""
    from piquet_core.table.felt import coach_html
    table = start_deal(2027, 0)
    while table.deal.phase != "play":
        run_computer(table)
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    run_computer(table)
    first, other = [str(action) for action in table.deal.legal_actions()][:2]
    options = [{"action": first, "value": 14.8, "reason": ""}, {"action": other, "value": 14.8, "reason": ""}]
    table.hint = {"action": first, "value": 14.8, "margin": 0.0, "reason": "", "samples": 2, "units": "points",
                  "options": options}
    said = coach_html(table)
    assert "on average over the two hands he may hold that the coach tried: a rough figure" in said
    assert "; as good: %s." % describe_move(table.deal.legal_actions()[1], None, table.deal.hands[0],
                                            False)[len("Play "):] in said
    # every option tied is named (a reason said "ties with two other cards" and the hint named one)
    actions = [str(action) for action in table.deal.legal_actions()][:4]
    if len(actions) == 4:
        table.hint["options"] = [{"action": action, "value": value, "reason": ""}
                                 for action, value in zip(actions, (14.8, 14.8, 14.84, 12.0))]
        said = coach_html(table)
        names = [describe_move(action, None, table.deal.hands[0], False)[len("Play "):] for action in actions]
        assert "; as good: %s or %s." % (names[1], names[2]) in said and names[3] not in said.split("as good")[1], said
    table.hint.update(samples=48, margin=2.0, options=options)
    said = coach_html(table)
    assert "Its value: +14.8 points on average, 2 points more than the next best." in said
    for value, words in ((1.0, "+1 point on"), (-1.0, "-1 point on"), (1.04, "+1 point on"), (1.5, "+1.5 points on")):
        table.hint.update(value=value)  # ("Its value: +1 points": a walk-through)
        assert "Its value: %s" % words in coach_html(table), value


def test_a_hint_says_what_its_value_is_of():
    """A walk-through read "Its value: +54.4 points on average" and could not tell of what:
    the hint now says, by phase and units, what the coach's value counts."""
    from piquet_core.table.felt import coach_html, value_meaning
    table = start_deal(2027, 0)
    run_computer(table)
    action = str(table.deal.legal_actions()[0])
    table.hint = {"action": action, "value": 54.4, "margin": 3.0, "reason": "Keeps the point.", "samples": 48,
                  "units": "points", "options": []}
    said = coach_html(table)
    assert table.deal.phase == "exchange"
    assert "Value: your points minus his for the whole deal, as the coach estimates them" in said, said
    table.hint["units"] = "partie points"
    assert "Value, in partie points (the last deal: the partie is at stake)" in coach_html(table)
    table.hint["value"] = None
    assert "Value" not in coach_html(table)
    assert value_meaning("play", "points").startswith("Value: the points the rest of the play would bring you")
    assert value_meaning("carte blanche", "points") is None
    assert "not points" in value_meaning("trumps", "trump strength")


def test_the_refused_card_note_names_a_duty_only_when_a_card_is_refused():
    """Void of the suit led in Rubicon, the hidden note said "You must trump" of a game
    without trumps (walk-through)."""
    from piquet_core.table.felt import hand_html
    for seed in range(1, 80):
        table = start_deal(seed, 0)
        for _ in range(80):
            run_computer(table)
            deal = table.deal
            if table.stage != "deal":
                break
            if deal.phase == "play" and deal.current and deal.to_act == 0:
                hand, led = deal.hands[0], deal.current[0]
                note = re.search(r'id="illegal-note">([^<]*)<', hand_html(table, deal.view(0))).group(1)
                if not any(card.suit == led.suit for card in hand):
                    assert note == "Any card may be played now.", note
                    return
                assert note == "You must follow suit: this card is not allowed now." or len(set(deal.legal_cards())) == len(hand)
            table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    pytest.fail("no void found")


def test_a_new_lead_keeps_the_trick_before_in_sight():
    """A walk-through, younger with forced cards played for him, never saw trick 1: his
    card ended it and the computer led again. The trick before now stays beside a lead."""
    from piquet_core.table.felt import centre_html
    table = start_deal(7, 0)
    seen = 0
    for _ in range(200):
        run_computer(table)
        if table.stage != "deal":
            break
        deal = table.deal
        if deal.phase == "play" and deal.tricks and deal.current:
            html = centre_html(table, deal.view(table.learner_seat))
            number = len(deal.tricks)
            assert "led:</p>" in html and '<div class="centre__before">' in html, html
            # (a phone hides the trick before's cards: "Trick 3: the computer won it." under the
            # jack just led read as the jack's trick, so it says it came before, and its cards)
            last = deal.tricks[-1]
            assert re.search(r"Before this lead, trick %d: (you|the computer) won it"
                             r'<span class="trick__inline"> \((.+?) then (.+?)\)</span>\.' % number, html), html
            # (faces shown, names read: a walk-through heard the suit symbols)
            inline = html[html.index('<span class="trick__inline">'):]
            inline = re.sub(r'<span class="visually-hidden">[^<]*</span>', "", inline[:inline.index(")</span>.") + 1])
            assert "(%s then %s)" % (last.led.label, last.followed.label) in re.sub(r"<[^>]+>", "", inline), inline
            assert '<span class="visually-hidden">%s</span>' % last.led.name in html
            assert html.index("led:") < html.index("trick %d" % number)  # (the new lead first)
            seen += 1
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    assert seen >= 2  # (each lead of his after the first trick, at her turn to follow)


def test_the_trick_before_is_numbered_not_called_the_last_trick():
    """"Last trick: you won it." labelled the trick before all through the play, though the
    last trick is the twelfth, which scores a point of its own."""
    from piquet_core.table.render import render_table
    table = start_deal(7, 0)
    captions = []
    for _ in range(200):
        run_computer(table)
        if table.stage != "deal":
            break
        if table.deal.phase == "play" and table.deal.tricks and not table.deal.current:
            captions.append(re.search(r"(Trick \d+[^:]*|Last trick): (you|the computer) won it\.",
                                      render_table(table)).group(1))
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    assert captions and "Last trick" not in captions and captions[0].startswith("Trick "), captions
    assert all(caption == "Trick %s" % caption.split()[1] for caption in captions[:-1]), captions


def test_each_back_to_here_button_names_its_decision():
    """A screen reader heard a row of identical "Back to here" buttons under "Your decisions
    in this deal" (a walk-through): each now says which decision it goes back to."""
    from piquet_core.table.felt import decisions_html

    html = decisions_html([(0, "exchange AS KS"), (2, "point AH KH QH JH TH"), (5, "play 7C")])
    buttons = re.findall(r'<button[^>]*data-action="undo-to" data-value="(\d+)"[^>]*>(.*?)</button>', html)
    assert buttons == [("0", 'Back to here<span class="visually-hidden"> (decision 1)</span>'),
                       ("2", 'Back to here<span class="visually-hidden"> (decision 2)</span>'),
                       ("5", 'Back to here<span class="visually-hidden"> (decision 3)</span>')]


def test_the_decisions_list_says_an_answer_as_the_review_does():
    """'Your decisions in this deal' showed a point's Not good as its cards alone ("Not good:
    A♥ Q♥ J♥ 10♥ 8♥ 7♥"), where the review says "point of six, making 56" (a walk-through)."""
    from piquet_core.table.felt import decisions_html

    html = decisions_html([(3, "not good AH QH JH TH 8H 7H"), (5, "equal")], {3: ("point", False), 5: ("sequence", False)})
    assert "Not good: point of six, making 56" in html and "\u201cHow high?\u201d (the same length)" in html


def test_answered_classes_are_the_decision_facts_without_the_counts():
    for seed in (3, 11, 29):
        table = Table()
        table.new_single_deal(seed, "rubicon", "random", 1)
        deal = table.deal
        while not deal.is_over and len(deal.history) < 20:
            deal.do(deal.legal_actions()[0])
        facts = table.decision_facts()
        assert facts and table.answered_classes() == dict(
            (index, (kind, second)) for index, (kind, _, second) in facts.items())


def test_going_back_to_an_answer_says_it_as_the_decisions_list_does():
    """"Back to your decision 2 (you had chosen: Not good: A♥ Q♥ ...)" said a point's answer
    by its cards alone; it now says what the list and the review say ("point of six ...")."""
    for seed in range(1, 200):
        table = Table()
        table.new_single_deal(seed, "rubicon", "random", 1)
        deal = table.deal
        while not deal.is_over and deal.phase != "play":
            actions = deal.legal_actions()
            mine = deal.to_act == table.learner_seat
            answer = [a for a in actions if str(a).startswith("not good ")] if mine else []
            if answer and answering(deal)[0] == "point":
                deal.do(answer[0])
                index = len(deal.history) - 1
                table.act("undo", str(index))
                assert "(you had chosen: Not good: point of " in table.message[1], table.message
                return
            deal.do(actions[1] if deal.phase == "declaration" and len(actions) > 1 else actions[0])  # (a call, not none)
    pytest.fail("no seed where younger answers a point with Not good")


def test_the_play_prompt_names_the_trump_suit():
    """At 390 px the felt's "Trumps: clubs" line was off the top while the learner
    followed, and the prompt said only "else trump if you can" (a walk-through)."""
    from piquet_core.cards import SUIT_NAMES
    from piquet_core.deal import Deal
    from piquet_core.events import TrumpsNamed
    from piquet_core.players import random_action
    from piquet_core.prng import Prng
    from piquet_core.rules import Rules
    from piquet_core.table.prompts import play_prompt_text
    from piquet_core.transcript import format_utterance
    seen = set()
    for seed in range(40):
        deal, rng = Deal.from_seed(seed, Rules.parse("cardparade")), Prng(seed)
        while not deal.is_over:
            if deal.phase == "play" and deal.current:
                led, trumps = deal.current[0], deal.trump_suit
                text = play_prompt_text(deal)
                suits = set(card.suit for card in deal.hands[deal.to_act])
                if led.suit == trumps:
                    assert text == "Play to the %s: %s" % (led.name, "you must follow with a trump." if trumps in suits
                                                           else "you hold no trumps, so any card may be played.")
                elif led.suit not in suits:
                    name = SUIT_NAMES[trumps]
                    assert text.endswith("so you must trump (%s)." % name if trumps in suits
                                         else "nor trumps (%s), so any card may be played." % name), text
                seen.add((led.suit == trumps, led.suit in suits, trumps in suits))
            deal.do(random_action(deal, rng))
        named = [format_utterance(entry) for entry in deal.log if type(entry) is TrumpsNamed]
        assert named and all(" his " not in line.note and " he " not in line.note for line in named), named
    assert {(True, True, True), (False, False, True), (False, False, False), (False, True, True)} <= seen, seen


def counting_step(table):
    """One step of a deal counted aloud right: the computer's move, his total, or his
    move by the rule of thumb; False once the deal is over."""
    if table.computer_to_act():
        table.apply_computer(adapter.computer_action(table.deal, table.level))
    elif table.pending_count is not None:
        table.act("say-total", str(table.pending_count["total"]))
    elif table.stage == "deal":
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    else:
        return False
    return True


def test_the_live_region_says_his_answer_once():
    """A walk-through heard "Right: Five." three times: the word stayed on the table as the
    computer played on, and each new live message began with it again."""
    from piquet_core.table.live import region_words
    table = start_deal(5, 0, counting=True)
    start, status, said, heard = 0, "", None, []
    for _ in range(400):
        if not counting_step(table):
            break
        words, _spoken, start, status = region_words(table, start, said_status=status, said_message=said)
        said = table.message
        heard.append(words)
    rights = [words for words in heard if words.startswith("Right: ")]
    assert rights and len(rights) == sum(1 for words in heard if "Right: " in words)
    for before, after in zip(heard, heard[1:]):
        if before.startswith("Right: ") and after:
            assert not after.startswith(before.split(".")[0] + "."), (before, after)


def test_elder_is_asked_his_total_before_the_live_region_says_youngers_statement():
    """As elder, at his first lead, the live region said the computer's whole statement
    ("Point of six: Six ...") and then "Say your new total": elder says his with his lead
    (RULES.md section 8), and the written log has it so (a walk-through)."""
    from piquet_core.events import Announced
    from piquet_core.table.live import region_words
    checked = 0
    for seed in range(1, 40):
        table = start_deal(seed, 0, counting=True)
        start, status, said = 0, "", None
        for _ in range(400):
            if not counting_step(table):
                break
            words, _spoken, start, status = region_words(table, start, said_status=status, said_message=said)
            said = table.message
            waiting = [entry for entry in table.deal.log[start:] if type(entry) is Announced and entry.seat == 1]
            if table.pending_count is not None and table.deal.phase == "play" and waiting:
                assert words.endswith("Say your new total.") and "The computer: " not in words, words
                table.act("say-total", str(table.pending_count["total"]))
                words, _spoken, start, status = region_words(table, start, said_status=status, said_message=said)
                assert words.startswith("Right: ") and "The computer: " in words, words
                checked += 1
                break
        if checked >= 3:
            break
    assert checked >= 3


def test_youngers_statement_shows_once_elder_has_said_his_total():
    """At elder's first lead the table showed the computer's statement ("Point of six: Six
    ...") and its new total while elder still owed his count (a walk-through, twice):
    elder says his total with his lead, then younger states (RULES.md section 8). The
    lines and scores after his announcement wait until he has said it; ``data-total``
    keeps the deal's own figure."""
    from piquet_core.events import Announced
    from piquet_core.table.felt import said_html, said_line
    from piquet_core.table.render import status_html
    checked = 0
    for seed in range(1, 40):
        table = start_deal(seed, 0, counting=True)
        for _ in range(400):
            if not counting_step(table):
                break
            if table.pending_count is None or table.deal.phase != "play":
                continue
            stop, held = table.said_until()
            later = [entry for entry in table.deal.log[stop:] if type(entry) is Announced and entry.seat == 1]
            if not later:
                continue
            statement = said_line(table, later[0])
            assert statement not in said_html(table)
            board = status_html(table)
            total = table.deal.totals[1]
            assert 'data-total="younger">%d</span><span class="score__value">%d</span>' % (
                total, total - sum(score.points for score in held)) in board, board
            table.act("say-total", str(table.pending_count["total"]))
            assert table.said_until() == (len(table.deal.log), ())
            assert 'data-total="younger">%d</span></div>' % total in status_html(table)
            assert statement in said_html(table)
            checked += 1
            break
        if checked >= 3:
            break
    assert checked >= 3


def test_the_play_prompt_says_what_his_own_hand_lets_him_play():
    """"Play to the jack of hearts: follow suit if you can." was said to a learner holding
    no heart (and to one holding only hearts) beside "Any card may be played now" (a
    walk-through): the prompt now says what his hand owes."""
    from piquet_core.deal import Deal
    from piquet_core.players import random_action
    from piquet_core.prng import Prng
    from piquet_core.table.prompts import play_prompt_text
    seen = set()
    for seed in range(30):
        deal, rng = Deal.from_seed(seed), Prng(seed)
        while not deal.is_over:
            if deal.phase == "play" and deal.current:
                led = deal.current[0]
                holds = any(card.suit == led.suit for card in deal.hands[deal.to_act])
                suit = ("spades", "hearts", "diamonds", "clubs")[led.suit]
                assert play_prompt_text(deal) == "Play to the %s: %s" % (led.name, (
                    "you must follow with a %s." % suit[:-1] if holds
                    else "you hold no %s, so any card may be played." % suit))
                assert len(deal.legal_cards()) < len(deal.hands[deal.to_act]) or not holds or all(
                    card.suit == led.suit for card in deal.hands[deal.to_act])
                seen.add(holds)
            deal.do(random_action(deal, rng))
    assert seen == {True, False}


def test_elders_first_lead_says_when_younger_scores_what_he_won():
    """A newcomer as elder heard "Not good" to his calls and saw the computer's score stay 0:
    younger counts what he won only when elder leads (RULES.md §8). The first lead says so
    when younger won a class, and only then."""
    from piquet_core.deal import Deal
    from piquet_core.players import random_action
    from piquet_core.prng import Prng
    from piquet_core.table.prompts import play_prompt_text
    seen = set()
    for seed in range(40):
        deal, rng = Deal.from_seed(seed), Prng(seed)
        while deal.phase != "play":
            deal.do(random_action(deal, rng))
        won = any(deal.class_result(kind) == 1 for kind in ("point", "sequence", "set"))
        text = play_prompt_text(deal)
        assert text.startswith("Your lead: choose a card.")
        assert ("the computer (younger) states what it won" in text) == won, (seed, text)
        seen.add(won)
        deal.do(random_action(deal, rng))
        deal.do(random_action(deal, rng))
        if deal.current == () and deal.to_act == 0:
            assert play_prompt_text(deal) == "Your lead: choose a card."  # (after the first trick)
    assert seen == {True, False}


def test_what_is_said_explains_the_figure_after_an_announcement():
    """"Point of six: Six." was read without knowing the second figure is the running total."""
    from piquet_core.table.felt import SAID_KEY, said_html
    table = start_deal(7, 0)
    for _ in range(60):
        run_computer(table)
        if table.deal.phase == "play":
            break
        table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    assert "running total" in SAID_KEY and SAID_KEY in said_html(table)


def test_the_viewer_shows_the_talon_while_trumps_are_named_between_the_exchanges():
    """Lesson 17's CardParade deal: after elder's exchange he names trumps, and that step
    had no "The talon: 3 cards." line, which the next step and every Rubicon deal show."""
    from piquet_core.record import load_deal
    from piquet_core.table.stepper import Stepper, stepper_html
    deal = load_deal((Path(__file__).resolve().parents[2] / "lessons" / "deals" / "cardparade-ruffs.pqt").read_text())
    stepper = Stepper(deal)
    phases = [frame["phase"] for frame in stepper.frames]
    assert "trumps" in phases
    stepper.position = phases.index("trumps")
    assert "The talon: %d cards." % stepper.frames[stepper.position]["talon"] in stepper_html(stepper)


def test_the_share_buttons_say_the_link_deals_the_game_again():
    """"Copy a link to this partie", opened after two deals, showed the cut: a walk-through
    expected the partie in play. The link deals the same cards again, and says so."""
    from test_table_logic import render_table
    table = Table()
    table.new_partie(5, level="club")
    html = render_table(table, ready=True)
    assert "Copy a link that deals this partie again" in html and "link to this partie" not in html


def test_younger_calling_after_elder_has_none_is_told_when_his_call_is_said():
    """A walk-through, younger, called a tierce after the computer's "No sequence", and
    nothing was said of it until the computer led: the prompt now says when it is said."""
    from test_table_logic import render_table
    found = 0
    for seed in range(40):
        table = start_deal(seed, seat=1)
        for _ in range(60):
            run_computer(table)
            if table.deal.phase != "exchange" and table.deal.phase != "declaration":
                break
            html = render_table(table, ready=True)
            if "Do you call yours?" in html:
                assert "You will say it, and score it, as the computer leads its first card." in html
                found += 1
                break
            table.act("follow", adapter.rule_of_thumb(table.deal, 1)["action"])
        if found >= 2:
            break
    assert found >= 2


def test_the_viewer_shows_the_cards_younger_left_in_the_talon():
    """Lesson 18, step 2: younger took one card and left two, and the frame had no talon
    line (step 1 had "The talon: 3 cards.")."""
    from piquet_core.record import load_deal
    from piquet_core.table.stepper import Stepper, stepper_html
    deal = load_deal((Path(__file__).resolve().parents[2] / "lessons" / "deals" / "younger-fights-back.pqt").read_text())
    stepper = Stepper(deal)
    stepper.position = 2
    frame = stepper.frames[2]
    assert frame["phase"] == "declaration" and frame["talon"] == 2
    assert "The talon: 2 cards." in stepper_html(stepper)


def test_a_cardparade_exchange_hint_says_naming_trumps_first_is_not_weighed():
    """CardParade, elder at his exchange: the hint gave the exchange "+14.9 points" and said
    nothing of naming trumps first, which the prompt offers (a walk-through); once trumps
    are named the note goes."""
    from piquet_core.table.cardface import escape
    from piquet_core.table.felt import TRUMPS_FIRST_NOTE, coach_html
    table = Table({"counting": False, "autoplay": False})
    table.new_single_deal(99, "cardparade", "random", 0)
    run_computer(table)
    assert table.deal.phase == "exchange" and table.deal.to_act == 0
    exchange = [str(action) for action in table.deal.legal_actions() if str(action).startswith("exchange")][0]
    hint = {"action": exchange, "value": 14.9, "margin": 1.0, "reason": "", "samples": 48, "units": "points",
            "options": []}
    table.hint = dict(hint)
    assert escape(TRUMPS_FIRST_NOTE) in coach_html(table)
    table.act("trumps-D")  # the page's button
    assert table.deal.phase == "exchange" and table.deal.to_act == 0
    table.hint = dict(hint)
    said = coach_html(table)
    assert "Its value: +14.9 points" in said and escape(TRUMPS_FIRST_NOTE) not in said
    rubicon = start_deal(2027, 0)
    run_computer(rubicon)
    rubicon.hint = dict(hint)
    assert rubicon.deal.phase == "exchange" and escape(TRUMPS_FIRST_NOTE) not in coach_html(rubicon)


def test_the_stepper_lets_a_screen_reader_hear_what_is_said_at_each_step():
    """Lesson 13's stepper announced "Step 17 of 34, elder: play the jack of hearts." and
    never the "Sixty" said with it: the lines under the status are not a live region (a
    walk-through). They are now read after the status, cards by their names."""
    from pathlib import Path
    from html import unescape
    from piquet_core.table.stepper import Stepper, stepper_html
    text = (Path(__file__).resolve().parents[2] / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    stepper = Stepper.from_record(text)
    heard = []
    for _ in range(stepper.last):
        stepper.go("next")
        found = re.search(r'<p class="stepper__heard visually-hidden" aria-live="polite">(.*?)</p>',
                          stepper_html(stepper))
        heard.append(unescape(re.sub(r"<[^>]*>", "", re.sub(r'<span aria-hidden="true">[^<]*</span>', "",
                                                            found.group(1)))) if found else None)
        for line in stepper.frame()["lines"]:  # every line said at the step is heard (cards by name)
            assert found and line.text.split(":")[0] in heard[-1], (line, heard[-1])
    pique = [words for words in heard if words and "(pique: thirty and thirty more)" in words]
    assert len(pique) == 1 and "Elder: Sixty. (pique: thirty and thirty more)" in pique[0], pique
    assert not [words for words in heard if words and re.search("[\u2660-\u2667]", words)], heard
    stepper.go("first")
    assert "stepper__heard" not in stepper_html(stepper)  # as dealt: nothing said


def test_a_call_of_two_combinations_is_headed_as_a_sentence():
    """The stepper's status read "call the sets: A♠ A♥ A♦ + K♠ K♥ K♦" in the record's
    notation (a walk-through of lesson 13)."""
    from piquet_core.actions import parse_action
    from piquet_core.table.stepper import _call_heading
    assert _call_heading(parse_action("set AS AH AD + KS KH KD")) == \
        "call the sets: A\u2660 A\u2665 A\u2666 and K\u2660 K\u2665 K\u2666"


def test_a_hint_with_his_whole_hand_known_gives_an_exact_value_not_an_average():
    """A walk-through: younger had shown his point, quatorze and trio, the rest of his hand
    in all, and the hint said "-13 points on average over the six hands he may hold that
    the coach tried: a rough figure"; the figure was exact."""
    from piquet_core.table.felt import coach_html
    table = start_deal(2027, 0)
    while table.deal.phase != "play":
        run_computer(table)
        table.act("follow", adapter.rule_of_thumb(table.deal, 0)["action"])
    run_computer(table)
    first = str(table.deal.legal_actions()[0])
    table.hint = {"action": first, "value": -13.0, "margin": 2.0, "reason": "", "samples": 1, "units": "points",
                  "options": [{"action": first, "value": -13.0, "reason": ""}], "hand_known": True}
    said = coach_html(table)
    assert "-13 points, exact: you know every card he holds" in said, said
    assert "on average" not in said and "rough figure" not in said and "averaged" not in said
    assert "with his cards known." in said


def test_a_card_played_for_him_that_ends_a_trick_keeps_the_trick_before_it_in_sight():
    """A walk-through answered a count, played a card, and the computer's lead and his only
    card (played for him) ended the next trick: the table showed that one alone, and the
    trick his own card had lost was only in the log. Both are said beside the new lead."""
    from piquet_core.table.felt import centre_html
    for seed in range(40):
        table = Table({"counting": False, "autoplay": True})
        table.new_single_deal(seed, "rubicon", "random", 1)
        for _ in range(200):
            run_computer(table)
            if table.stage != "deal":
                break
            forced = table.forced_action()
            if forced is not None:
                tricks_before = len(table.deal.tricks)
                table.play_forced(forced)
                run_computer(table)
                view = table.deal.view(table.learner_seat)
                if view.current and len(view.tricks) == tricks_before + 1 >= 2:
                    html = centre_html(table, view)
                    earlier = view.tricks[-2]
                    assert "And trick %d: %s won it (%s then %s)." % (  # (faces shown, names read)
                        len(view.tricks) - 1, "you" if earlier.winner == table.learner_seat else "the computer",
                        spoken_html(earlier.led.label), spoken_html(earlier.followed.label)) in html, html
                    return
                continue
            if not table.learner_to_act():
                break
            table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
    raise AssertionError("no forced card ended a trick in 40 seeds")


def test_a_hint_shown_is_said_in_the_live_region_once():
    """A newcomer who relied on the coach pressed Hint and a screen reader heard nothing:
    the hint sat in a note, and the live region said nothing new. It now says the coach's
    move and reason, once."""
    from piquet_core.table.live import cards_in_words, region_words
    table = start_deal(1, 0)
    status = region_words(table, 0)[3]
    table.set_hint(adapter.rule_of_thumb(table.deal, 0))
    words = region_words(table, len(table.deal.log), said_status=status)[0]
    kind, second = answering(table.deal)
    move = describe_move(table.hint["action"], kind, table.deal.hands[0], second)
    assert words.startswith("Coach: %s. Keep your longest suit" % cards_in_words(move)), words
    assert "\u2666" not in words and "\u2665" not in words.split(". Keep")[0]  # (cards in words, not faces)
    again = region_words(table, len(table.deal.log), said_status=status, said_hint=table.hint)[0]
    assert "Coach:" not in again


def test_the_pages_note_about_the_coach_is_said_in_the_live_region_once():
    """"The coach is getting ready..." was shown for 12 seconds after "Let the coach play
    this" and never heard (an audit)."""
    from piquet_core.table.live import region_words
    table = start_deal(1, 0)
    status = region_words(table, 0)[3]
    table.note = "The coach is getting ready."
    assert region_words(table, len(table.deal.log), said_status=status)[0].startswith("The coach is getting ready.")
    again = region_words(table, len(table.deal.log), said_status=status, said_note=table.note)[0]
    assert "getting ready" not in again


def test_an_exchange_the_coach_makes_for_the_learner_is_said_card_by_card():
    """After "Let the coach play this" at the exchange, a screen reader never heard which
    cards had gone (an audit)."""
    from piquet_core.table.live import region_words
    table = start_deal(12345, 0)
    start = len(table.deal.log)
    status = region_words(table, 0)[3]
    action = adapter.rule_of_thumb(table.deal, 0)["action"]
    table.act("follow", action)
    words = region_words(table, start, said_status=status)[0]
    discards = parse_action(action).discards
    assert words.startswith("The coach exchanges for you: the %s" % discards[0].name), words
    assert all(card.name in words for card in discards)


def test_the_live_region_says_a_partie_as_a_blind_player_needs_it():
    """A walk-through listening to the live region alone never heard the cut, which deal
    it was or his seat, the partie's totals, a pique (only a jump from Twenty-nine to
    Sixty), the cards he drew, and heard "Your lead: choose a card" as his only card was
    played for him."""
    from piquet_core.table.live import region_words, status_words
    from test_table_logic import one_step
    table = Table({"counting": False, "autoplay": True})
    table.new_partie(4, "rubicon", "random")
    table.act("cut")
    words, _, _, status = region_words(table, 0)
    assert words.startswith("You cut the ") and "first, so you are " in words
    assert region_words(table, 0, said_status=status)[0] == ""  # (once)
    table.act("next-deal")
    words = region_words(table, 0, fresh=True)[0]
    assert words.startswith("Deal 1: you are %s." % ("elder" if table.learner_seat == 0 else "younger")), words
    notes, forced_silent, drawn = [], [], []
    for _ in range(400):
        if table.stage != "deal":
            break
        start = len(table.deal.log)
        if table.forced_action() is not None:
            forced_silent.append(status_words(table))
        one_step(table)
        said = region_words(table, start)[0]
        notes.extend(part for part in said.split(". ") if "(" in part)
        drawn.extend(part for part in said.split(". ") if part.startswith("You draw the "))
    end = status_words(table)
    assert "The partie after 1 deal: you " in end, end
    assert notes, "no reason said with a score"  # ("Twenty-four (wins the last trick)")
    assert drawn
    assert forced_silent and set(forced_silent) == {""}


def test_a_pique_is_said_with_its_score_and_at_the_deals_end():
    from piquet_core.table.live import live_words
    from piquet_core.table.results import deal_summary
    for seed in range(1, 200):
        table = to_the_end(start_deal(seed, 0))
        bonus = table.deal.result().get("bonus")
        if bonus and bonus["kind"] == "pique":
            said = live_words(table, 0)[0]
            assert "(pique" in said, said
            assert "made a pique." in deal_summary(table)
            return
    raise AssertionError("no pique in 200 seeds")


@pytest.mark.parametrize("options, kind, said", [
    # two calls alike are told apart by their cards; "or one more" read as a call of one
    # card more (a strong player's walk-through)
    ([("sequence AS KS QS + AD KD QD + TS 9S 8S", -13.0), ("sequence none", -13.0), ("sequence AS KS QS", -13.0),
      ("sequence AD KD QD", -13.0), ("sequence TS 9S 8S", -13.0)], "sequence",
     "No sequence, Tierce major (A♠ K♠ Q♠), Tierce major (A♦ K♦ Q♦) or one other choice"),
    ([("play QD", 1.0), ("play KD", 1.0), ("play 7D", 1.0), ("play KH", 1.0), ("play QH", 1.0), ("play 8S", 1.0)], None,
     "the king of diamonds, the seven of diamonds, the king of hearts or two other cards"),
    ([("play QD", 1.0), ("play KD", 0.5)], None, "the king of diamonds"),
])
def test_the_hints_as_good_list_tells_each_choice_apart(options, kind, said):
    from piquet_core.cards import parse_cards
    from piquet_core.table.felt import _as_good
    hand = parse_cards("AS KS QS TS 9S 8S AD KD QD KH QH 7D")
    assert _as_good([{"action": action, "value": value} for action, value in options], kind, hand, False) == said
