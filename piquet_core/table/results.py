"""The end of a deal and of a partie as HTML: the deal's summary and what comes next,
the review (both hands, the learner's decisions beside the coach's, the solver's value),
the partie's running totals and its settlement with the sum shown.

Glossary:
    review:     after a deal, both hands, each decision of the learner beside the
                coach's and the points it cost, with a button to try it again.
    settlement: the partie's result: with the rubicon, a loser under 100 is rubiconed
                and the winner scores both totals and the game bonus; else the
                difference and the bonus.
"""

from ..actions import UNREVIEWED
from ..rules import DEFAULT_RULES
from ..figures import PARTIE_POINTS
from ..speech import capitalize
from .cardface import escape, spoken_html
from .feedback import with_as_dealt
from .hindsight import sink_hindsight
from ..levels import LEVEL_LABELS
from .move_words import answering, decision_words
from .termwords import linked
from .widgets import button, plain_hand, points, who


def deal_summary(table):
    """The deal's result in words: "You scored 30, the computer 10. Tricks: you 8, the
    computer 4." (the end of the deal on the page, and its live region's message)."""
    deal = table.deal
    you, them = table.learner_seat, table.computer_seat
    totals = deal.totals
    if table.pending_count is not None:  # his total stays hidden until he has said it (counting aloud)
        summary = "The computer scored %d; say your own total above to see yours." % totals[them]
    else:
        summary = "You scored %d, the computer %d." % (totals[you], totals[them])
        if table.kind == "partie" and (len(table.finished) - 1) in table.rules.doubled_deals:
            summary += " It counts double in the partie: you %d, the computer %d." % (2 * totals[you], 2 * totals[them])
    tricks = deal.tricks_won()
    summary += " Tricks: you %d, the computer %d." % (tricks[you], tricks[them])
    if table.pending_count is None:  # (the bonus would tell his count)
        bonus = deal.result().get("bonus")
        if bonus:  # (said aloud too: the region had left out the pique that decided a partie)
            summary += " %s made a %s." % (who(table, 0 if bonus["player"] == "elder" else 1), bonus["kind"])
        if deal.is_over and 0 in tricks:  # (a capot, as a pique is: said, not left to the figures)
            summary += " %s won every trick: capot." % who(table, 1 if tricks[0] == 0 else 0)
    return summary


def cut_sentences(table):
    """A partie's cut in words, each sentence for a line of the page ([] before it):
    "You cut the ace of diamonds, the computer the seven of hearts.", ..., "The computer
    deals first, so you are elder in the first deal." """
    if getattr(table, "cut", None) is None or table.kind != "partie":
        return []
    first_dealer, cuts = table.cut
    lines = ["You cut the %s, the computer the %s.%s" % (mine.name, theirs.name, " Equal ranks: cut again."
                                                         if mine.rank == theirs.rank else "") for mine, theirs in cuts]
    lines.append("%s first, so you are %s in the first deal." % (
        "You deal" if first_dealer == 0 else "The computer deals", "younger" if first_dealer == 0 else "elder"))
    return lines


def deal_over_html(table):
    parts = ['<div class="over"><h3 class="over__title">The deal is over</h3>']
    summary = deal_summary(table)
    if table.counted[0] or table.counted[1]:
        summary += " Counting aloud%s: %d right, %d corrected." % (
            " in this partie so far" if table.kind == "partie" else "", table.counted[0], table.counted[1])
    parts.append('<p class="over__summary">%s</p>' % escape(summary))
    if table.stage == "partie-over" and table.pending_count is None:
        # (on a phone the settlement came 5,000 px below, under the review: a walk-through)
        # (Piquet au cent has no sum to settle: "with its sum" was said of it too, a walk-through)
        parts.append('<p class="over__partie"><b>%s</b> The settlement%s is under the review.</p>' % (
            escape(partie_result_words(table)), "" if table.rules.hundred_up else ", with its sum,"))
    actions = []
    if table.stage == "deal-over" and table.kind == "partie":
        actions.append(button("next-deal", "Next deal", autofocus=True))
        actions.append(button("coach-move", "Let the coach go on", cls="button button--quiet"))
    elif table.stage == "deal-over":
        actions.append(button("replay-deal", "Play this deal again", autofocus=True))
        actions.append(button("new-partie", "New game", cls="button button--quiet"))
    parts.append('<div class="actions">%s</div>' % " ".join(actions))
    if table.pending_count is not None:  # the review's figures ("The play as it went: +52") would give it away
        parts.append('<section class="review" aria-label="Review of the deal"><h3 class="review__title">Review</h3>'
                     '<p>Say your total above to see the review.</p></section>')
    else:
        parts.append(review_html(table))
    parts.append("</div>")
    return "".join(parts)


# Under the coach's move when the learner's other choice was as good (its reason is under his):
# a walk-through read the coach's bare move as a reason missing, and a later one read "No
# better than yours" as the coach's card being the worse.
AS_GOOD = '<br><span class="review__reason">Just as good as yours, by the coach\'s count.</span>'


def review_html(table):
    deal = table.deal
    parts = ['<section class="review" aria-label="Review of the deal"><h3 class="review__title">Review</h3>',
             '<div class="hands">']
    # The page draws the end of a deal in two steps (``hands_later``: the four hands in a
    # second draw), so that neither is a long task.
    seats = () if getattr(table, "hands_later", False) else (table.learner_seat, table.computer_seat)
    for seat in seats:
        name = "Your" if seat == table.learner_seat else "The computer's"
        parts.append('<div class="hands__one"><h4 class="hands__who">%s hand as dealt</h4>%s'
                     '<h4 class="hands__who">after the exchange</h4>%s</div>' % (
                         name, plain_hand(deal.dealt[seat], name + " hand as dealt"),
                         plain_hand(deal.declared_hands[seat] if deal.declared_hands else deal.dealt[seat],
                                    name + " hand after the exchange")))
    parts.append("</div>")
    if table.solved is not None:
        parts.append('<p class="review__solver">%s</p>' % escape(solver_words(table)))
    elif table.review is None:  # the decisions follow with the coach's review (one draw less now)
        parts.append('<p class="review__solver">The coach is looking at the deal\u2026</p></section>')
        return "".join(parts)
    found = table.decisions()
    ordinal = dict((index, number) for number, (index, _) in enumerate(found, 1))
    rows = [row for row in (table.review or []) if row.get("index") in ordinal]
    if not rows:
        rows = [{"index": index, "yours": text, "coach": None, "cost": None, "reason": "", "exact_cost": None}
                for index, text in found]
    else:  # the decisions the coach does not weigh are listed too, with their Try again
        reviewed = set(row["index"] for row in rows)  # (a walk-through's review began at 2)
        history = deal.history
        rows = sorted(rows + [{"index": index, "yours": text, "coach": None, "cost": None, "reason": "",
                               "exact_cost": None, "your_reason": NOT_WEIGHED}
                              for index, text in found if index not in reviewed
                              and type(history[index].action) in UNREVIEWED], key=lambda row: row["index"])
    # The class each answer was to (an Equal is "Making?" or "How high?"), and his moves that
    # were forced: no "Try again" there (it would be played again).
    facts = table.decision_facts()
    answered = dict((index, (kind, second)) for index, (kind, _, second) in facts.items())
    forced = set(index for index, (_, count, _) in facts.items() if count == 1)
    coach_moves = getattr(table, "coach_moves", ())
    body = []
    seen = set()  # (a glossary term is marked at its first use in the review)
    other_rules = table.rules != DEFAULT_RULES
    for row in rows:
        index = row["index"]
        coach = row.get("coach")
        cost = row.get("cost")
        same = coach is not None and coach == row.get("yours")
        cost_text = _cost_text(row)
        exact = row.get("exact_cost")
        if _shows_exact(row, cost_text):  # (the solver's figure is the deal's points, also in the last deal)
            cost_text += " (%s%s against the best card, with both hands known)" % (
                points(exact), " of the deal" if row.get("units") == PARTIE_POINTS else "")
        reason = '<br><span class="review__reason">%s</span>' % linked(row["reason"], None, seen, other_rules) if row.get("reason") else ""
        # The coach gives the reason for his choice, or for the learner's when it was as good:
        # it goes under the move it speaks of.
        about_yours = coach is not None and not same and cost is not None and cost < 0.05
        # A costlier choice of his: what it gave up, under it (the coach's reason under his).
        given_up = '<br><span class="review__reason">%s</span>' % linked(
            with_as_dealt(row["your_reason"], row["yours"]), None, seen, other_rules) \
            if row.get("your_reason") and not about_yours and not same else ""
        if index in coach_moves:  # made by the coach at his press, not chosen: said so
            made = COACH_MADE
            if index in getattr(table, "hint_moves", ()):
                # (the rule of thumb's hint: the coach's verdict may come later, from its word at once)
                made = RULE_HINT_FOLLOWED if index in getattr(table, "rule_hints", ()) else HINT_FOLLOWED
            given_up = '<br><span class="review__reason">%s</span>' % escape(made) + given_up
        # a whole class sunk that, with both hands now shown, could not have won it (the
        # cost beside it stays the average over his possible hands: a walk-through)
        hindsight = sink_hindsight(deal.declared_hands, table.learner_seat, row["yours"]) if cost else None
        if hindsight:
            given_up += '<br><span class="review__reason review__hindsight">%s</span>' % escape(hindsight)
        body.append('<tr%s><th scope="row">%d</th><td>%s%s</td><td>%s%s</td><td>%s</td><td>%s</td></tr>' % (
            ' class="is-costly"' if cost and cost >= 0.05 and not same else "", ordinal[index],
            spoken_html(decision_words(row["yours"], answered.get(index))), reason if about_yours else given_up,
            spoken_html(decision_words(coach, answered.get(index))) if coach else "\u2014",
            AS_GOOD if about_yours else reason,
            escape(cost_text), "" if index in forced else button(
                "retry", 'Try again<span class="visually-hidden"> (decision %d)</span>' % ordinal[index],
                str(index), cls="button button--small")))  # not sixteen plain "Try again"s
    stood = stood_in_note(table)
    if stood:
        parts.append('<p class="review__note review__note--stood-in">%s</p>' % escape(stood))
    if table.review == []:
        parts.append('<p class="review__note">The coach\'s review is not available here, so this lists your '
                     'decisions; \u201cTry again\u201d takes you back to any of them.</p>')
    if table.review:  # (the brackets explained only where a row has them: a walk-through looked for them)
        bracketed = [row for row in rows if _shows_exact(row, _cost_text(row))]
        parts.append('<p class="review__note">%s</p>' % escape(COST_NOTE + (" " + BRACKETS_NOTE if bracketed else "")))
    if table.kind == "partie":
        parts.append('<p class="review__note">%s</p>' % escape(RETRY_IN_PARTIE))
    parts.append('<div class="table-scroll"><table class="review__table"><caption>Your decisions beside the coach\'s'
                 '</caption><thead><tr><th scope="col">#</th><th scope="col">You</th><th scope="col">Coach</th>'
                 '<th scope="col">Cost</th><th scope="col"><span class="visually-hidden">Try again</span></th></tr>'
                 '</thead><tbody>%s</tbody></table></div></section>' % "".join(body))
    return "".join(parts)


def stood_in_note(table):
    """What the review says of the computer's moves a stand-in made (``Table.stood_in``:
    the club player while the expert's worker was loading), or "": so the learner knows
    which of the moves he played against were not the level he chose.

    >>> from piquet_core.table import adapter
    >>> from piquet_core.table.session import Table
    >>> table = Table(); table.new_single_deal(7, level="expert", seat=1)
    >>> table.apply_computer(adapter.computer_action(table.deal, "club"), "club")
    >>> stood_in_note(table)
    "While the expert was getting ready, the club player made every move of the computer's in this deal."
    """
    stood = getattr(table, "stood_in", None)
    if not stood or table.deal is None:
        return ""
    history = table.deal.history
    deal = table.deal.copy()
    words = {}
    for index in range(len(history) - 1, -1, -1):
        deal.undo()
        if index in stood:
            words[index] = decision_words(str(history[index].action), answering(deal))
    chosen = LEVEL_LABELS.get(table.level, table.level).lower()
    players = " and the ".join(sorted(set(LEVEL_LABELS.get(level, level).lower() for level in stood.values())))
    if len(stood) == sum(1 for move in history if move.seat == table.computer_seat):
        return "While the %s was getting ready, the %s made every move of the computer's in this deal." % (
            chosen, players)
    return "While the %s was getting ready, the %s made %s of the computer's moves in this deal: %s. The " \
        "others were the %s's." % (chosen, players, "one" if len(stood) == 1 else "%d" % len(stood),
                                   "; ".join(words[index] for index in sorted(words)), chosen)


# Under a decision the coach made for the learner (Follow, "Let the coach play this"), in
# the review: the "You" column lists it, but he did not choose it.
COACH_MADE = "The coach made this move for you."
# ... after a Hint he had read, with Follow: his choice to take the advice (a review).
HINT_FOLLOWED = "You followed the coach's hint."
# ... a hint given before the full coach was loaded: the rule of thumb's, which the review's
# coach may not share (a walk-through saw "You followed the coach's hint." beside a cost).
RULE_HINT_FOLLOWED = "You followed the hint of the rule of thumb (the full coach was not loaded yet)."


# Under a decision the coach does not weigh (``actions.UNREVIEWED``), in the review.
NOT_WEIGHED = ("Not weighed: the coach values a trump suit by its strength, not in points, and never "
               "announces capot.")


# What the review's Cost column means: the coach weighs a decision as the learner could, over
# the cards he could not see (``opponent.review``'s ``cost``); the play's rows add the exact
# figure once both hands are known (``exact``), against the best card then, not the coach's.
# Said, so a cost the deal's cards would have made nothing does not read as a mistake in the
# sums, nor "0 (1 point ...)" beside the coach's own card as a contradiction (a walk-through).
def _cost_text(row):
    """The Cost column's figure of a review row: a dash when not weighed, 0 when as good."""
    cost = row.get("cost")
    if cost is None:
        return "\u2014"
    coach = row.get("coach")
    if (coach is not None and coach == row.get("yours")) or cost < 0.05:
        return "0"
    return points(cost, row.get("units"))  # (in a partie's last deal, partie points: said so)



def _shows_exact(row, cost_text):
    """Whether the row shows its cost with both hands known, in brackets: when it says
    something the estimate did not, 0 too beside a cost (a card costed 12.6 by the
    estimate may cost nothing with both hands known)."""
    exact = row.get("exact_cost")
    return exact is not None and not (exact < 0.05 and cost_text == "0")


COST_NOTE = "Cost: what your choice gave up against the coach's, on average over the cards you could not see."
# ("his cards ... his own card" read as one person, the computer and the coach: a walk-through)
BRACKETS_NOTE = ("In the play, the figure in brackets is what it gave up against the best card had both hands been "
                 "known: the coach did not see the computer's cards either, so the coach's own card may give up "
                 "some too.")


# "Try again" in a partie takes the finished deal back into play: said before it is pressed.
RETRY_IN_PARTIE = ("\u201cTry again\u201d plays this deal again from that decision: the partie then counts "
                   "the deal as you play it the second time.")


def solver_words(table):
    value = table.solved
    if isinstance(value, dict):
        return value.get("text") or "The play's double-dummy value (best play by both, both hands known): %s." % (
            value.get("value"))
    return ("With both hands known and best play by both from the first lead, the play is worth %s to you "
            "(its double-dummy value)." % value)


def partie_html(table):
    """The partie's running totals, and the settlement with its sum at the end."""
    if table.kind != "partie" or table.cut is None:
        return ""
    partie = table.partie()
    rows = []
    for number, (dealer, elder_total, younger_total) in enumerate(partie.deals, 1):
        factor = 2 if (number - 1) in table.rules.doubled_deals else 1
        mine = younger_total if dealer == 0 else elder_total
        theirs = elder_total if dealer == 0 else younger_total
        note = " (you dealt)" if dealer == 0 else " (the computer dealt)"
        if factor == 2:
            note += ", counts double"
        rows.append('<tr><th scope="row">Deal %d%s</th><td>%d</td><td>%d</td></tr>' % (
            number, note, factor * mine, factor * theirs))
    if not rows:
        rows.append('<tr><td colspan="3">No deal finished yet.</td></tr>')
    # Counting aloud: until he has said his total, nothing that would give it away shows,
    # at a deal's end or the partie's: the last deal's row, the totals, the settlement.
    hidden = table.pending_count is not None and table.stage != "deal"
    parts = ['<section class="partie" aria-label="The partie">']
    if table.stage == "partie-over" and hidden:
        parts.append('<div class="settlement"><h3 class="over__title">The partie is over</h3>'
                     '<p>Say your total above to see the result.</p></div>')
    elif table.stage == "partie-over":
        parts.append(settlement_html(table, partie))
    if hidden:
        rows[-1] = '<tr><th scope="row">Deal %d</th><td>?</td><td>?</td></tr>' % len(rows)
    summary = ("The partie (say your total above to see it)" if hidden else
               "The partie: you %d, the computer %d" % (partie.totals[0], partie.totals[1]))
    ends = ("?", "?") if hidden else partie.totals
    parts.append('<details class="partie__sheet"%s><summary>%s</summary>'
                 '<div class="table-scroll"><table><thead><tr><th scope="col">Deal</th><th scope="col">You</th>'
                 '<th scope="col">Computer</th></tr></thead><tbody>%s</tbody><tfoot><tr><th scope="row">Total</th>'
                 '<td data-partie-total="you">%s</td><td data-partie-total="computer">%s</td></tr></tfoot></table></div>'
                 '</details></section>' % (" open" if table.stage != "deal" and not hidden else "", escape(summary),
                                           "".join(rows), ends[0], ends[1]))
    return "".join(parts)


# Piquet au cent's rule, said with its result (RULES.md section 10): the winner may end lower.
HUNDRED_UP_RULE = ("In Piquet au cent the first to reach 100 wins, the scores taken in the order they are reckoned "
                   "(carte blanche, point, sequence, set, then the play), whatever the totals at the end.")


def reached_by(event, whose):
    """The score that took a player to 100, as a noun phrase of ``whose`` ("your", "its"):
    the engine's reason ("leads the king of clubs") quoted read as a verb in the sum's
    large type (a walk-through).

    >>> from piquet_core.scoring import ScoreEvent
    >>> [reached_by(ScoreEvent(0, 1, category, reason, 100), "your") for category, reason in (
    ...     ("lead", "leads the king of clubs"), ("win", "wins with the ace of spades"),
    ...     ("capot", "capot: all twelve tricks"), ("point", "point of four"), ("last trick", "wins the last trick"))]
    ['your lead of the king of clubs', 'your win with the ace of spades', 'capot (all twelve tricks)', 'your point of four', 'the last trick']
    """
    reason, category = event.reason, event.category
    if category == "lead" and reason.startswith("leads "):
        return "%s lead of %s" % (whose, reason[6:])
    if category == "win" and reason.startswith("wins with "):
        return "%s win with %s" % (whose, reason[10:])
    if category == "last trick":
        return "the last trick"
    if ": " in reason:  # "the cards: 10 tricks", "capot: all twelve tricks"
        head, _, rest = reason.partition(": ")
        return "%s (%s)" % (head, rest)
    return "%s %s" % (whose, reason)


def race_words(table, partie):
    """Under ``hundred_up``, during a deal: the race to 100 with this deal's scores so far,
    or who has reached it (the deal is still played out): a walk-through played eight
    tricks after reaching 100 with nothing said, the partie's line showing the totals
    before the deal. "" otherwise, and while he must say his total (it would give it away)."""
    deal = table.deal
    if not table.rules.hundred_up or table.stage != "deal" or deal is None or table.pending_count is not None:
        return ""
    found = partie.race(deal)
    if found is not None:
        player, event, total = found
        return ("%s reached 100 (%d, with %s): %s the partie. The deal is played to its end, for its record and "
                "the review." % ("You have" if player == 0 else "The computer has", total,
                                 reached_by(event, "your" if player == 0 else "its"),
                                 "you win" if player == 0 else "it wins"))
    said = deal.totals
    return "The race to 100, with this deal's scores so far: you %d, the computer %d." % (
        partie.totals[0] + said[table.learner_seat], partie.totals[1] + said[1 - table.learner_seat])


def partie_result_words(table):
    """The partie's result in one sentence, for the live region at its end (a screen reader
    heard the deal's summary and never who won the partie: a walk-through)."""
    partie = table.partie()
    result = partie.result() if partie is not None else None
    if result is None:
        return ""
    if result["draw"]:
        return "The partie is drawn."
    if table.rules.hundred_up:
        return "You reached 100 first and win the partie." if result["winner"] == 0 else \
            "The computer reached 100 first and wins the partie."
    return "%s the partie: %d points." % ("You win" if result["winner"] == 0 else "The computer wins",
                                          result["points"])


def settlement_html(table, partie):
    result = partie.result()
    mine, theirs = partie.totals
    parts = ['<div class="settlement"><h3 class="over__title">The partie is over</h3>']
    if result["draw"]:
        parts.append("<p>Equal totals after the tie deals: the partie is drawn.</p>")
    elif table.rules.hundred_up:  # when and how 100 was reached: the other may end higher
        number, event, total = partie.reached
        parts.append('<p class="settlement__result"><b>%s</b></p><p class="settlement__sum">%s</p><p>%s</p>' % (
            partie_result_words(table),
            escape("In deal %d, %s took %s total to %d." % (
                number, reached_by(event, "your" if result["winner"] == 0 else "its"),
                "your" if result["winner"] == 0 else "its", total)),
            escape("%s Final totals: you %d, the computer %d." % (HUNDRED_UP_RULE, mine, theirs))))
        if table.counted[0] or table.counted[1]:
            parts.append("<p>Counting aloud: %d right, %d corrected.</p>" % tuple(table.counted))
    else:
        high, low = max(mine, theirs), min(mine, theirs)
        winner = "You win" if result["winner"] == 0 else "The computer wins"
        if result["rubiconed"]:
            loser = "the computer" if result["winner"] == 0 else "you"
            sum_text = "%d + %d + %d = %d" % (high, low, table.rules.game_bonus, result["points"])
            why = "%s made under %d and %s rubiconed: the winner scores both totals and %d more." % (
                capitalize(loser), table.rules.rubicon, "is" if loser == "the computer" else "are",
                table.rules.game_bonus)
        else:
            sum_text = "%d \u2212 %d + %d = %d" % (high, low, table.rules.game_bonus, result["points"])
            why = "Both reached %d: the winner scores the difference and %d more." % (
                table.rules.rubicon, table.rules.game_bonus)
        parts.append('<p class="settlement__result"><b>%s %d points.</b></p><p class="settlement__sum">%s</p><p>%s</p>' % (
            winner, result["points"], sum_text, escape(why)))
        if table.counted[0] or table.counted[1]:
            parts.append("<p>Counting aloud: %d right, %d corrected.</p>" % tuple(table.counted))
    parts.append('<div class="actions">%s</div></div>' % button("new-partie", "New partie", autofocus=True))
    return "".join(parts)

