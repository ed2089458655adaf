"""The coach's word at once on a costly choice: with the ``feedback`` setting on, each
decision of the learner is weighed as soon as it is made (in the worker, as the review
weighs it, ``adapter.review_decision``), and one that gave up a point or more is said
on the table, with a button back to it; the review at the end repeats the same verdict.

Glossary:
    decision: one action of the learner in the current deal, by its index in the deal's
              history (``Table.decisions``).
    choice:   a decision that was not forced (``Table.forced_decisions``: his only legal
              move, such as a card played for him): only a choice is weighed and said.
    checked:  the highest index already sent to be weighed (``Table.feedback_checked``):
              each choice is weighed once, the newest first; older ones that were
              passed over (two quick moves) are left to the review.
    cost:     what the choice gave up against the coach's best, on average over the
              cards the learner could not see (never the exact figure, which needs the
              hidden hand while the deal is still being played).

>>> row = {"index": 3, "yours": "exchange 9H 8H 7H 9C", "coach": "exchange TS 9H 8H 7H 9C",
...        "cost": 6.9, "reason": "Keeps 3 diamonds for the point.", "your_reason": "Exchanges 4 cards, not 5.",
...        "units": "points", "options": []}
>>> said = feedback_of(row, 1)
>>> said["index"], said["head"]
(3, 'Your decision 1 (Exchange 9♥ 8♥ 7♥ 9♣) gave up about 6.9 points.')
>>> said["coach"]
'The coach would choose: Exchange 10♠ 9♥ 8♥ 7♥ 9♣. Keeps 3 diamonds for the point.'
>>> feedback_of(dict(row, cost=0.6), 1) is None  # within what the estimate can tell apart
True
"""

from ..actions import UNREVIEWED
from .move_words import describe_move
from .verdicts import verdict_of
from .widgets import points

# Under an exchange's reasons, which speak of the hand before the draw: beside the hand
# after it they read as the coach's mistake ("Keeps 4 hearts for the point, not 5" beside
# five hearts, one drawn: a walk-through).
AS_DEALT = "(Said of your hand as dealt, before the draw.)"


def with_as_dealt(reason, action_text):
    """``reason`` with ``AS_DEALT`` after it when it is an exchange's."""
    return "%s %s" % (reason, AS_DEALT) if reason and str(action_text).startswith("exchange") else reason


# Points a choice must give up for the coach to speak at once: below it, two options'
# estimates are too close to call a mistake mid-deal (the review still lists the cost).
FEEDBACK_MIN_COST = 1.0


def due(table):
    """The index of the learner's newest choice not yet sent to be weighed, or None
    (the setting off, no deal going on, nothing new)."""
    if not table.settings.get("feedback") or table.deal is None or table.stage != "deal":
        return None
    found = [index for index in _choices(table) if index > table.feedback_checked]
    return found[-1] if found else None


def _choices(table):
    """The indexes of the learner's decisions that were choices the coach weighs, in
    order: a forced card played after a costly one must not hide it (nor be weighed: it
    costs nothing), nor may CardParade's trumps named after an exchange (never weighed: the
    exchange before it went unsaid, a walk-through)."""
    forced = table.forced_decisions()
    history = table.deal.history
    return [index for index, _ in table.decisions()
            if index not in forced and type(history[index].action) not in UNREVIEWED]


def claim(table):
    """``due``'s decision, marked as sent (each is weighed once), or None."""
    index = due(table)
    if index is not None:
        table.feedback_checked = index
    return index


def accept(table, index, row):
    """Take the weighed decision ``index`` (``adapter.review_decision``'s row, or None):
    keep its verdict for the review, and say it when it cost ``FEEDBACK_MIN_COST`` or
    more. A row for a decision no longer in the deal (undone, another deal) is dropped.
    Returns True when the table has something new to show."""
    history = table.deal.history if table.deal is not None else ()
    if row is None or not 0 <= index < len(history) or history[index].seat != table.learner_seat \
            or str(history[index].action) != row.get("yours") or row.get("index") != index:
        return False
    kept = verdict_of({"units": row.get("units"), "options": row.get("options")})
    if kept is not None:  # the review repeats this verdict, as it does a Hint's
        table.verdicts[index] = kept
    if table.stage != "deal":  # (the deal is over: the review says it)
        return False
    choices = _choices(table)
    if choices[-1:] != [index]:
        # An older choice, weighed late (made before the coach was ready, and passed by the
        # next): said once his newest has been weighed and proved cheap, never over a word
        # shown (a walk-through's exchange of one card, made in the first second, went
        # unsaid, and the review then charged 13.6 points).
        said = _said(table, index, row, late=True)
        if said is None:
            return False
        if table.feedback is None and choices and choices[-1] in table.verdicts:
            table.feedback = said
            return True
        table.feedback_late = said
        return False
    said = _said(table, index, row)
    late, table.feedback_late = getattr(table, "feedback_late", None), None
    if said is None:
        if late is None or table.feedback is not None:
            return False
        said = late
    table.feedback = said
    return True


def _said(table, index, row, late=False):
    number = [i for i, _ in table.decisions()].index(index) + 1  # as the review numbers it
    kind, _, second = table.decision_facts().get(index, (None, None, False))
    return feedback_of(row, number, kind, second, index in getattr(table, "rule_hints", ()), late)


def feedback_of(row, number, answered=None, second=False, rule_hint=False, late=False):
    """What the coach says of a weighed decision (the ``number``-th of the learner's in
    the deal): {"index", "head", "given_up", "coach"}, or None when it cost less than
    ``FEEDBACK_MIN_COST`` or was the coach's own choice. ``rule_hint``: the learner
    followed the rule of thumb's hint, given before the coach was loaded: said so, not
    charged to him (a walk-through followed it, then was told his decision gave up 28.3 points).
    ``late``: weighed after later choices of his (made before the coach was ready): said so.

    >>> row = {"index": 0, "yours": "exchange 7D", "coach": "exchange 7D 8D 9D 7C 8C", "cost": 9.0}
    >>> feedback_of(row, 1, rule_hint=True)["head"]
    'The quick hint you followed (a rule of thumb: the coach was still loading) gave up about 9 points on decision 1 (Exchange 7♦).'
    """
    cost, coach, yours = row.get("cost"), row.get("coach"), row.get("yours")
    units = row.get("units") or "points"  # (partie points in a partie's last deal)
    if cost is None or cost < FEEDBACK_MIN_COST or coach is None or coach == yours:
        return None
    reason = row.get("reason") or ""
    move = describe_move(yours, answered, None, second)
    if rule_hint:
        head = "The quick hint you followed (a rule of thumb: the coach was still loading) gave up about %s on " \
               "decision %d (%s)." % (points(cost, units), number, move)
    elif late:
        head = "Your decision %d (%s), made before the coach was ready and weighed now, gave up about %s." % (
            number, move, points(cost, units))
    else:
        head = "Your decision %d (%s) gave up about %s." % (number, move, points(cost, units))
    return {"index": row["index"],
            "head": head,
            "given_up": with_as_dealt(row.get("your_reason") or "", yours),
            "coach": "The coach would choose: %s.%s" % (
                describe_move(coach, answered, None, second), " " + reason if reason else "")}


def forget_from(table, index):
    """After an undo back to decision ``index``: that one and the later ones are weighed
    again when made again."""
    table.feedback_checked = min(table.feedback_checked, index - 1)
    if table.feedback is not None and table.feedback["index"] >= index:
        table.feedback = None
    late = getattr(table, "feedback_late", None)
    if late is not None and late["index"] >= index:
        table.feedback_late = None
