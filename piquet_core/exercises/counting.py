"""Counting aloud and the play: a trick's points, and the running total a player says
at a move of a recorded deal (the kinds ``trick`` and ``say``).

Glossary:
    trick:          a card led and a card played to it; the higher card of the suit led wins.
    counting aloud: each player says his new running total whenever his score changes.

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "trick", "lead": "KS", "follow": "AS"}).answer
[1, 1]
"""

from ..scoring import (
    CAPOT, CARDS, DECLARATION_CATEGORIES, LAST_TRICK, LEAD, PIQUE, POINT, REPIQUE, SEQUENCE, SET, WIN,
)
from ..seats import YOUNGER, opponent
from ..speech import number_words
from .base import PLAYERS, Exercise, ExerciseSpecError, article, cap, is_whole_number, one_of, spec_cards

TRICK_RULE = ("Leading a card scores 1; winning a trick the opponent led scores 1; the last trick scores 1 more. "
              "Only a higher card of the suit led wins: there are no trumps.")
SAY_RULE = ("Each time his score changes, a player says his new total for the deal; at a pique he says Sixty "
            "instead of Thirty, at a repique he adds 60.")
# The rule quoted for a total said at the deal's end (the cards, capot): lesson 12's question
# on the 10 for the cards quoted the pique's (a walk-through).
END_RULE = ("After the last trick, the player who took seven tricks or more scores 10 for the cards (six each: "
            "nobody); all twelve make capot, 40 in place of the 10 and the last trick's point. He says his new "
            "total as he scores it.")


def say_rule(events):
    """(the rule quoted, the lesson that teaches it) for a total said for ``events``: the
    end of the deal's (lesson 12), or counting aloud's (lesson 13)."""
    if [event for event in events if event.category in (CARDS, CAPOT)]:
        return END_RULE, "cards-and-capot"
    return SAY_RULE, "counting-aloud"


def build_trick(spec):
    """Who wins a trick and what each player scores for it (default count)."""
    from ..tricks import card_scores, trick_winner
    from ..rules import DEFAULT_RULES
    lead = spec_cards(spec, "lead", 1)[0]
    follow = spec_cards(spec, "follow", 1)[0]
    if lead == follow:
        raise ExerciseSpecError("follow", "the same card cannot be played twice")
    last = spec.get("last", "no")
    if last not in ("yes", "no"):
        raise ExerciseSpecError("last", "must be yes or no, got %r" % last)
    winner = trick_winner(0, lead, follow)  # 0: the leader
    points = [1 if card_scores(lead, DEFAULT_RULES) else 0, 0]
    reasons = ["1 for leading the %s" % lead.name]
    if winner == 1:
        points[1] += 1
        reasons.append("the follower wins the leader's lead with the %s: 1" % follow.name)
    elif follow.suit != lead.suit:
        reasons.append("the %s is not of the suit led, so it cannot win" % follow.name)
    else:
        reasons.append("the %s is lower than the %s, so the leader keeps the trick" % (follow.name, lead.name))
    if last == "yes":
        points[winner] += DEFAULT_RULES.last_trick_bonus
        reasons.append("1 more to the winner for the last trick")
    explanation = "%s. The leader scores %d, the follower %d." % (cap("; ".join(reasons)), points[0], points[1])
    prompt = "The %s is led and the %s played to it%s. How many points does each player score?" % (
        lead.name, follow.name, " (the last trick)" if last == "yes" else "")
    exercise = Exercise(spec, "trick", prompt, "numbers", [], [("leader", "Leader"), ("follower", "Follower")],
                        points, explanation, TRICK_RULE, "the-play",
                        "First decide who wins the trick: only a higher card of the suit led beats it. Then count "
                        "1 for the lead, 1 for winning the opponent's lead, and 1 more for the last trick.")
    # (the last trick named only where it is one: "1, and 1 more on the last trick" beside
    # a first trick sent a walk-through's follower to 2)
    exercise.field_hints = {
        "leader": "The leader scores 1 for his lead, whoever takes the trick, and nothing for keeping it%s." % (
            ", except 1 more if he wins this last trick" if last == "yes" else ""),
        "follower": "The follower scores only if he wins the trick with a higher card of the suit led: 1%s." % (
            ", and 1 more for the last trick" if last == "yes" else "")}
    if winner == 1 and last == "no":
        exercise.mistake([points[0], points[1] + 1], "Winning the leader's lead scores 1, no more: only the last "
                                                     "trick adds 1, and this is not the last trick.")
    if winner == 1:
        exercise.mistake([points[0], points[1] - 1] if last == "no" else [points[0] + 1, points[1] - 2],
                         "The follower's card is of the suit led and higher: he wins the trick, and scores 1 "
                         "for winning it.")
    elif follow.suit != lead.suit:
        exercise.mistake([points[0], points[1] + 1], "A card of another suit never wins a trick: there are no trumps.")
    else:
        exercise.mistake([points[0], points[1] + 1], "The follower's card is lower than the card led: the leader "
                                                     "keeps the trick.")
    if winner == 0 and last != "yes" and points[0] != points[1]:  # the boxes read as if the follower won (a walk-through's 0 and 1)
        exercise.mistake([points[1], points[0]], "%s: the leader keeps the trick. And his lead scores 1, whoever "
                                                 "wins the trick." % (
                                                     "A card of another suit never wins a trick"
                                                     if follow.suit != lead.suit else
                                                     "The follower's card is lower than the card led"))
    if last == "yes":
        less = list(points)
        less[winner] -= DEFAULT_RULES.last_trick_bonus
        exercise.mistake(less, "This is the last trick: its winner scores 1 more.")
    exercise.mistake([points[0] - 1, points[1]], "Leading a card scores 1, whatever the card (under our rules: "
                                                 "lesson 17 shows an old count where small cards do not).")
    return exercise


def end_of_deal_only(events):
    """True when an announcement's scores are all the deal's end (the cards, capot): said
    after the last trick's own total, the move itself adds nothing to it."""
    return not [event for event in events if event.category not in (CARDS, CAPOT)]


def announcement_mistakes(exercise, said, before_totals, before_bonus, threshold=30, who=None, keeps_last_trick=False,
                          twelfth=None):
    """The errors in counting one announcement aloud, as the totals they give.

    ``said`` is the ``Announced`` entry; ``before_totals`` the reckoned totals and
    ``before_bonus`` the bonus already made, just before the move. ``who`` names the
    player counting when the learner is asked about him ("younger"); None: the learner.
    ``keeps_last_trick``: the deal's ``Rules.capot_keeps_last_trick`` (cavendish capot).
    ``twelfth``: the twelfth trick (a ``Trick``) when the move played its last card: its
    win and its extra point are then two totals said in turn.
    """
    you, your = ("You", "your") if who is None else (cap(who), "his")
    whose = "your" if who is None else who + "'s"
    events = said.scores
    total = events[-1].total
    start = events[0].total - events[0].points
    if [event.category for event in events] == [LAST_TRICK]:  # (its own total, after the win's: a walk-
        # through that left its point out was told only that the move scores)
        exercise.mistake([start], "That was %s total before the last trick's point: winning the twelfth trick "
                                  "scores 1 more, said as a total of its own." % whose)
    elif not end_of_deal_only(events):
        exercise.mistake([start], "That was %s total before this move: this move scores, so add it." % whose)
    else:  # said after the last trick's own total (lessons 12, 13: "before this move" misled)
        exercise.mistake([start], "That is %s total after the tricks; the end of the deal scores too (the cards, "
                                  "or capot): add it." % whose)
    later = []  # slips recorded after the deal's end's own
    bonus = [event for event in events if event.category in (PIQUE, REPIQUE)]
    if end_of_deal_only(events):
        # The cards or capot alone: no bonus can come of them, so a bonus added is said after
        # the deal's end's own slips (capot's 40 for the cards adds 30 too). "No pique: a bonus
        # needs a total of 30" came first for 57, a walk-through's capot counted for 17 and
        # nine tricks.
        for extra in (30, 60):
            later.append(([total + extra], "%sthe 10 for the cards and capot's 40 are scored after the play, "
                                           "so they never count toward a pique or repique." % (
                                               "You added a bonus, but there is none: " if who is None
                                               else "There is no bonus: ")))
    elif bonus:
        kind = bonus[0].category
        # (which bonus, and how much, left for him to say; younger's repique after elder had said
        # "One" for his lead was not seen as one by a walk-through: the reckoning order says it)
        exercise.mistake([total - bonus[0].points],
                         "Did %s reach %d before %s opponent scored anything in this deal? The total said "
                         "includes any bonus.%s" % ("you" if who is None else who, threshold, your,
                                                   " Declarations are reckoned before the play, even when a lead "
                                                   "was said first." if kind == REPIQUE and said.seat == YOUNGER else ""))
        exercise.mistake([total - bonus[0].points + (30 if kind == REPIQUE else 60)],
                         "Check which bonus: 30 reached from declarations alone is a repique (60 more); with "
                         "points from the play it is a pique (30 more).")
        reached = total - bonus[0].points
        if reached != threshold:  # the bonus added to 30, not to the total reached (a walk-through's 90 for 98)
            exercise.mistake([threshold + bonus[0].points],
                             "The bonus is added to the whole total reached, not to %d." % threshold)
    elif start < threshold <= total:
        category = events[0].category
        declaration = category in DECLARATION_CATEGORIES
        if before_bonus is not None:
            why = "No bonus: a deal gives at most one pique or repique, and one has been made already."
        elif before_totals[opponent(said.seat)] > 0:
            why = ("A bonus needs the opponent at nothing: look at what %s opponent had scored in this deal "
                   "before this (in the reckoning order: carte blanche, point, sequence, set, then the play)." % your)
        else:
            why = "Look at the reckoning order before adding a bonus."
        exercise.mistake([total + (60 if declaration else 30)], why)
    elif start >= threshold:  # a bonus added past 30 (a walk-through said 66 for a lead from 35)
        why = "No bonus: a deal gives at most one pique or repique, and one has been made already." \
            if before_bonus is not None else \
            "No bonus: a pique or repique comes only with the score that reaches %d, and %s total was %d before " \
            "this move." % (threshold, whose, start)
        for extra in ((60, 30) if events[0].category in DECLARATION_CATEGORIES else (30, 60)):
            exercise.mistake([total + extra], why)
    elif total < threshold and not before_bonus:  # a bonus added below 30 (a walk-through said 86 for 26)
        for extra, kind in ((60, "repique"), (30, "pique")):
            exercise.mistake([total + extra], "No %s: a bonus needs a total of %d or more, and %s is below it." % (
                kind, threshold, "yours" if who is None else whose))
    combo = said.combo
    if combo is not None and events[0].category == POINT and combo.value != combo.score:
        # the pips said instead of the cards (a walk-through said 51 for a point of five)
        exercise.mistake([start + combo.value], "A point scores one per card, not its pips.")
    if combo is not None and events[0].category == SEQUENCE and combo.length >= 5:
        # counted at its length, as a tierce or a quart is (a walk-through said 11 for 6 and a quint)
        exercise.mistake([total - 10], "A sequence of five cards or more scores ten more than its length: "
                                       "%s %s scores %d, not %d." % (article(combo.full_name), combo.full_name,
                                                                     combo.score, combo.length), also=True)
    if combo is not None and events[0].category == SET and combo.score == 14:
        exercise.mistake([total - 10], "Four of a kind is a quatorze: it scores 14, not 4.")
    for event in events:
        if event.category == LAST_TRICK:
            exercise.mistake([total - event.points], "That was the last trick: its winner scores %s more." %
                             number_words(event.points))
        elif event.category == CARDS:
            exercise.mistake([total - event.points], "%s won seven tricks or more: the cards are worth 10." % you)
            if twelfth is not None and twelfth.winner != said.seat:  # (a walk-through gave younger elder's last trick)
                other = "your opponent" if who is None else ("elder" if who == "younger" else "younger")
                for wrong in (start + 1, total + 1):
                    exercise.mistake([wrong], "The last trick's extra point goes to whoever wins the twelfth trick, "
                                              "and %s won it, not %s." % (other, "you" if who is None else who))
            # capot's 40 counted for the cards (a walk-through's 60 for younger's 30, nine tricks)
            exercise.mistake([total - event.points + 40], "Capot (40) needs all twelve tricks; with fewer, seven "
                                                          "or more win the cards: 10.", also=True)
        elif event.category == CAPOT and keeps_last_trick:  # (cavendish capot: the last trick's point stays)
            exercise.mistake([total + 10], "Capot replaces the 10 for the cards: it is 40, not 40 and 10.")
            exercise.mistake([total - event.points + 10], "All twelve tricks: that is capot, 40, not the 10 for the cards.")
        elif event.category == CAPOT:
            # Capot replaces the last trick's point too (RULES.md §7): a walk-through said
            # 59 for 18 and capot, and the general hint counted the last trick again.
            exercise.mistake([total + 10], "Capot replaces the 10 for the cards: it is 40, not 40 and 10.")
            exercise.mistake([total + 1], "Capot replaces the last trick's extra point as well as the cards: all "
                                          "twelve tricks score 40, and nothing more for the last one.")
            exercise.mistake([total + 11], "Capot replaces both the 10 for the cards and the last trick's extra "
                                           "point: 40 in all.")
            exercise.mistake([total - event.points + 10], "All twelve tricks: that is capot, 40, not the 10 for the cards.")
    for answer, hint in later:
        exercise.mistake(answer, hint, also=True)
    # The slips a walk-through made at counting puzzles, after the ones above (an answer
    # they already explain keeps its own hint).
    categories = [event.category for event in events]
    scored = total - start
    if scored != total:
        exercise.mistake([scored], "%s is what this move scores; say %s running total for the deal, counting "
                                   "everything scored before it." % (spoken(scored), whose))
    if not all(category in (LEAD, WIN, LAST_TRICK) for category in categories):
        return exercise  # (the ones below are the play's)
    if LAST_TRICK not in categories:
        exercise.mistake([total + 10], "No 10 for the cards yet: they are scored after the last trick, by whoever "
                                       "won seven tricks or more.")
    else:  # (a walk-through added the cards with the last trick: they are a total of their own, said after)
        exercise.mistake([total + 10], "No 10 for the cards in this total: the last trick's total is said first, "
                                       "and the cards are a total of their own after it, for whoever won seven "
                                       "tricks or more.")
    if categories == [LEAD]:  # (a lead to the twelfth trick too: its extra point is the winner's, later;
        # the last trick named at the first lead puzzled a walk-through)
        exercise.mistake([total + 1], "Too many: a lead scores 1, and that is all; whatever else the trick "
                                      "scores comes once both cards are down, to its winner.")
    elif LAST_TRICK not in categories and twelfth is not None:  # (an audit was told "only on the twelfth" there)
        exercise.mistake([total + 1], "Too many: this total is for winning the trick, 1; the last trick's extra "
                                      "point is a total of its own, said next.")
    elif LAST_TRICK not in categories:
        exercise.mistake([total + 1], "Too many: count only what this move scores (a lead 1, a win of the "
                                      "opponent's lead 1); a trick the opponent takes scores %s nothing, and the "
                                      "last trick's extra point comes only on the twelfth." % ("you" if who is None else "him"))
    elif WIN not in categories and twelfth is not None and twelfth.winner != twelfth.leader:
        # (his lead won: the win had its own total just before; an audit was told he had won his own lead)
        exercise.mistake([total + 1], "Too many: winning the trick was counted in the total before; the last "
                                      "trick adds 1 more, and that is all.")
    elif WIN not in categories:  # (the last trick taken on one's own lead: a walk-through counted the win too)
        exercise.mistake([total + 1], "Too many: winning %s own lead scores nothing; the last trick gives its "
                                      "winner 1 more, and that is all this move scores." % your)
    exercise.mistake([total - 1], "Too few: count every point this move scores (a lead 1, a win of his lead 1, "
                                  "and on the last trick 1 more).")
    return exercise


def spoken(n):
    return cap(number_words(n))


def deal_before(deal, step):
    """A copy of ``deal`` just before move ``step`` (undo, no replay)."""
    earlier = deal.copy()
    while len(earlier.history) >= step:
        earlier.undo()
    return earlier


# Where in the deal a question is set, as its prompt begins.
_STAGES = {"declaration": "In the declarations", "play": "In the play"}


def _move_facts(earlier):
    """What a player at the table knows before move ``step`` that the move's own words do
    not say: in the play, the tricks each has taken and the card led to the trick in
    progress (a lesson's drill asked for a total after "Elder plays the king of spades",
    whose answer needed the lead, and the seven tricks younger had, the page showing
    neither: a walk-through); ``earlier``: the deal just before the move."""
    if earlier.phase != "play":
        return ""
    won = earlier.tricks_won()
    facts = "tricks so far: elder %d, younger %d" % won if won[0] or won[1] else "the first trick"
    if earlier.current:
        facts += "; %s has led the %s" % (("elder", "younger")[earlier.leader], earlier.current[0].name)
    return " (%s)" % facts


def _other_total(totals, player, said_before):
    """", and younger's is 0": the opponent's total, as reckoned before the move
    (``totals``) or as he said it in the move before the question (whether a pique can
    still be made reads it)."""
    from ..events import Announced
    other = totals[1 - player]
    for entry in said_before:
        if type(entry) is Announced and entry.seat == 1 - player:
            other = entry.scores[-1].total
    return ", and %s's is %d" % (("elder", "younger")[1 - player], other)


def build_say(spec):
    """Counting aloud: what a player says at one move of a recorded deal."""
    from ..errors import PiquetError
    from ..events import Announced
    from ..record import load
    from ..scoring import PLAYER_NAMES
    from ..transcript import format_utterance
    try:
        deal = load(spec["record"])
    except PiquetError as error:
        raise ExerciseSpecError("record", str(error))
    if not is_whole_number(spec["step"]) or not 1 <= int(spec["step"]) <= len(deal.history):
        raise ExerciseSpecError("step", "must be a move number from 1 to %d" % len(deal.history))
    step = int(spec["step"])
    marks = deal.marks
    start = marks[step - 2] if step > 1 else 0
    entries = deal.log[start:marks[step - 1]]
    wanted = one_of(spec, "player", PLAYERS) if "player" in spec else None
    totals = [entry for entry in entries if type(entry) is Announced and
              (wanted is None or PLAYER_NAMES[entry.seat] == wanted)]
    if not totals:
        raise ExerciseSpecError("step", "nobody%s says a total at move %d" % (
            "" if wanted is None else " (" + wanted + ")", step))
    said = totals[-1]
    player, events = said.seat, said.scores
    context = []
    for entry in entries:
        if entry is said:
            break
        line = format_utterance(entry)
        context.append(line.text if line.player is None else "%s: \"%s\"" % (cap(PLAYER_NAMES[line.player]), line.text))
    before = events[0].total - events[0].points
    total = events[-1].total
    words = format_utterance(said).text
    # ("the cards: 9 tricks: 10 more" read clumsily: the points in brackets after the reason)
    reasons = ", ".join("%s (%d more)" % (event.reason, event.points) for event in events)
    name = cap(PLAYER_NAMES[player])
    explanation = "%s had %d; %s. He says \"%s\"" % (name, before, reasons, words)
    earlier = deal_before(deal, step)  # (one copy: the facts, the opponent's total and the mistakes read it)
    totals, bonus = earlier.reckoned_totals, earlier.bonus
    # ("Move 33 of the deal" read as records' jargon to a newcomer: the facts say where it is)
    prompt = "%s%s: %s %s's total so far is %d%s. What total does %s say now?" % (
        _STAGES.get(earlier.phase, "In the deal"), _move_facts(earlier),
        " ".join(context) or str(deal.history[step - 1][1]), name, before,
        _other_total(totals, player, entries[:entries.index(said)]), PLAYER_NAMES[player])
    rule, lesson = say_rule(events)
    exercise = Exercise(spec, "say", prompt, "numbers", [], [("total", "%s says" % name)], [total], explanation,
                        rule, lesson, "Start from %s's total so far (%d) and add what %s scored for "
                                                    "him." % (PLAYER_NAMES[player], before, "the end of the deal"
                                                              if end_of_deal_only(events) else "this move"))
    last = step == len(deal.history) and deal.is_over and len(deal.tricks) == 12
    return announcement_mistakes(exercise, said, totals, bonus, who=PLAYER_NAMES[player],  # (the question's "he")
                                 keeps_last_trick=deal.rules.capot_keeps_last_trick,
                                 twelfth=deal.tricks[-1] if last else None)


BUILDERS = {"trick": build_trick, "say": build_say}


def scoring_words(who, events):
    """What a player did that scores, as a sentence: the engine's reasons for ``events``
    ("leads the queen of spades", "point of five", "wins the last trick") said of ``who``
    ("you" or a seat's name).

    >>> from piquet_core.scoring import ScoreEvent
    >>> def said(who, *reasons):
    ...     return scoring_words(who, [ScoreEvent(0, 1, "point" if "point" in r else "lead", r, 1) for r in reasons])
    >>> said("you", "leads the queen of spades"), said("elder", "point of five")
    ('You lead the queen of spades', 'Elder scores a point of five')
    >>> said("you", "wins with the ace of hearts", "wins the last trick")
    'You win with the ace of hearts and win the last trick'
    """
    you = who == "you"
    verbs = []
    for event in events:
        reason = event.reason
        verb, _, rest = reason.partition(" ")
        if verb not in ("leads", "wins", "loses", "scores"):
            combination = event.category in (POINT, SEQUENCE, SET, PIQUE, REPIQUE)  # ("a pique")
            verb, rest = "scores", (article(reason) + " " + reason) if combination else reason
        verbs.append((verb[:-1] if you else verb) + " " + rest)
    return cap(who) + " " + " and ".join(verbs)


# --- the family: counting aloud through a whole deal ------------------------------------------

TITLE = "Counting aloud"


def _say_step(said, before_totals, before_bonus, name, twelfth=None, lost=(), theirs=None):
    """The question at one of the learner's announcements (``twelfth``: the twelfth trick,
    when the move played its last card; ``lost``: the calls he made in the classes he did
    not win, decided since he last said a total, as (words, score); ``theirs``: the total
    the opponent said last, with his name, or None)."""
    events = said.scores
    before = events[0].total - events[0].points
    total = events[-1].total
    # said to the learner ("you lead the jack of hearts"), as the question says it
    reasons = ", ".join("you%s: %d more" % (scoring_words("you", [event])[3:], event.points) for event in events)
    explanation = "You had %d; %s. You say \"%s\"." % (before, reasons, spoken(total))
    what = scoring_words("you", [event for event in events if event.category not in (PIQUE, REPIQUE)])
    rule, lesson = say_rule(events)
    exercise = Exercise(None, "say", "%s. What do you say?" % what, "numbers", [],
                        [("total", "You (%s) say" % name)], [total], explanation, rule, lesson,
                        "Start from your total before this move (%d) and add what it scores: a point one per "
                        "card, a sequence or set its value, a card led 1, a trick won on his lead 1, the last trick 1 more, the "
                        "cards 10 (capot: 40 in place of the cards and the last trick's point)." % before)
    exercise.said = what  # ("You win the last trick": a total said ahead names it, ``Puzzle.said_ahead``)
    # This move's own slips first: a quint said as 5 is likelier its length than a lost point
    # of five added (a walk-through was told only of the point); both are said.
    announcement_mistakes(exercise, said, before_totals, before_bonus, twelfth=twelfth)
    for words, score, tied in lost:  # (a walk-through added his three kings, answered "Not good", for the lead's)
        if tied:  # (an Equal to the end: "not good" would be another answer)
            lost_words = "Your %s was equal to your opponent's: an equal call scores for nobody" % words
        else:
            lost_words = "Your %s did not win its class: a call that is not good scores nothing" % words
        exercise.mistake([total + score], lost_words + ", so it does not count in your total.", also=True)
        exercise.mistake([before + score], "%s. Start from %d and add only what this move scores." % (lost_words,
                                                                                                     before), also=True)
    if theirs is not None:  # younger starting from elder's "Eighteen" (a walk-through's 23 and 18 for 5)
        their_total, who = theirs
        own = "each player counts aloud only his own score; yours was %d before this move" % before
        exercise.mistake([their_total], "That is %s's total, the last said: %s." % (who, own))
        exercise.mistake([their_total + total - before], "That adds this move to %s's total: %s." % (who, own))
    return exercise


def last_said(log, end, seat):
    """The total ``seat`` said last in ``log`` before ``end``, or None."""
    from ..events import Announced
    for index in range(end - 1, -1, -1):
        entry = log[index]
        if type(entry) is Announced and entry.seat == seat:
            return entry.scores[-1].total
    return None


def lost_calls(deal, seat, done):
    """(words, score, tied) of each call ``seat`` made in a class he did not win, in class
    order, of the classes decided by now and not in ``done`` (the kinds already asked about,
    to which these are added): the holding he said (a call that loses shows nothing more:
    "Fourteen queens" lost is not the trio of jacks he would have shown with it), and
    whether the class was equal (nobody scores) rather than lost."""
    from ..combinations import CLASSES
    decided = deal.class_index if deal.phase == "declaration" else len(CLASSES)
    found = []
    for kind in CLASSES[:decided]:
        if kind in done:
            continue
        done.add(kind)
        record = deal.class_record(kind)
        call = record.elder_call if seat == 0 else record.younger_call
        if call and record.winner != seat:
            found.append((call[0].full_name, call[0].score, record.winner is None))
    return found


class _DealSteps:
    """Plays the computer's deal on to the learner's next announcement, one question at a time."""

    def __init__(self, deal, players, seat, level):
        self.deal, self.players, self.seat, self.level = deal, players, seat, level
        self.pending = []  # lines since the last question
        self.last = None  # the last step made: the lines at the end of the deal go after it
        self.decided = set()  # the classes whose lost calls a question has been told of

    def more(self):
        from ..events import Announced
        from ..seats import seat_name
        from .puzzle import Step, lines_between
        deal = self.deal
        while not deal.is_over:
            if self.level == 1 and len(deal.tricks) >= 3:
                break
            before_totals, before_bonus = deal.reckoned_totals, deal.bonus
            start = len(deal.log)
            self.players.move(deal)
            made = []
            twelfth = deal.tricks[-1] if deal.is_over and len(deal.tricks) == 12 else None
            for index in range(start, len(deal.log)):
                entry = deal.log[index]
                if type(entry) is Announced and entry.seat == self.seat:
                    lost = lost_calls(deal, self.seat, self.decided)
                    theirs = last_said(deal.log, index, opponent(self.seat))
                    step = Step(_say_step(entry, before_totals, before_bonus, seat_name(self.seat), twelfth, lost,
                                          theirs and (theirs, seat_name(opponent(self.seat)))),
                                self.pending, lines_between(deal, index, index + 1))
                    self.pending = []
                    made.append(step)
                    self.last = step
                elif made:
                    made[-1].after.extend(lines_between(deal, index, index + 1))
                else:
                    self.pending.extend(lines_between(deal, index, index + 1))
            if made:
                for step in made:  # (totals of one move: the last may be said at once)
                    step.move = len(deal.history)
                return made
        if self.last is not None and self.pending:
            self.last.after.extend(self.pending)
            self.pending = []
        return []


def generate(seed, level):
    """A whole deal played by the computer, stepped move by move: at each of your
    announcements you say your running total before it is shown. The deal is played as
    the questions are asked (``Puzzle.more``)."""
    from ..deal import Deal
    from ..seats import seat_name
    from .puzzle import Puzzle, computer_players, puzzle_rng
    rng = puzzle_rng(seed, level)
    deal_seed = rng.next32()
    seat = 1 if level == 3 else 0
    name = seat_name(seat)
    deal = Deal.from_seed(deal_seed)
    players = computer_players(deal_seed)
    stepper = _DealSteps(deal, players, seat, level)
    made = []  # the puzzle, once built: its answer is read from the steps made by then

    def answer():
        return {"seat": name, "deal_seed": deal_seed, "players": players.level,
                "totals": [step.exercise.answer[0] for step in made[0].steps]}
    puzzle = Puzzle("counting", level, seed, TITLE,
                    "You are %s. The computer plays both hands; at each of your announcements, say your running "
                    "total for the deal before it is shown (digits or words: \"Sixty\" at a pique)." % name,
                    [], [], answer, "counting-aloud", more=stepper.more)
    made.append(puzzle)
    puzzle.step_at(0)  # the exchange is made: the hand to show is the one after it
    hand = deal.declared_hands[seat] if deal.declared_hands else deal.hands[seat]
    puzzle.hands = [("Your hand after the exchange (%s)" % name, hand)]
    return puzzle
