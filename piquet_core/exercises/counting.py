"""Counting aloud and the play: a trick's points, and the running total a player says
at a move of a recorded deal (the kinds ``trick`` and ``say``).

Glossary:
    trick:          a card led and a card played to it; the higher card of the suit led wins.
    counting aloud: each player says his new running total whenever his score changes.

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "trick", "lead": "KS", "follow": "AS"}).answer
[1, 1]
"""

from .base import PLAYERS, Exercise, ExerciseSpecError, cap, is_whole_number, one_of, spec_cards


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
    return Exercise(spec, "trick", prompt, "numbers", [], [("leader", "Leader"), ("follower", "Follower")],
                    points, explanation)


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
    reasons = ", ".join("%s: %d more" % (event.reason, event.points) for event in events)
    name = cap(PLAYER_NAMES[player])
    explanation = "%s had %d; %s. He says \"%s\"" % (name, before, reasons, words)
    prompt = "Move %d of the deal: %s %s's total so far is %d. What total does he say now?" % (
        step, " ".join(context) or str(deal.history[step - 1][1]), name, before)
    return Exercise(spec, "say", prompt, "numbers", [], [("total", "%s says" % name)], [total], explanation)


BUILDERS = {"trick": build_trick, "say": build_say}
