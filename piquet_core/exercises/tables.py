"""The larger tables: Piquet Normand (three players) and Piquet Voleur (four, in two
partnerships). The kinds ``normand_tricks`` (what each player scores for the tricks),
``voleur_tricks`` (which side scores for the tricks) and ``repic`` (a player's or a
side's total after the declarations, with repic).

Every answer comes from the engine's own rules (``games.table_scores``, the functions
the state machines score with, and ``scoring.add_score_seats``); this module only reads
the spec, words the question and names the usual mistakes.

Glossary:
    most tricks: Normand: 10 to the one player with the most; two tied 5 each, or 20
                 each when the third took none; all ten (capot) 40. Voleur: 10 to the
                 side of the player with the most, none if both sides tie; capot 40.
    repic:       90 more for reaching 20 from the declarations while every other player
                 (side) has nothing in the deal.

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "normand_tricks", "tricks": "5 5 0"}).answer
[20, 20, 0]
>>> Exercise.from_spec({"ask": "voleur_tricks", "tricks": "3 2 0 3"}).answer
'neither'
"""

from ..speech import number_words
from .base import Exercise, ExerciseSpecError, cap, is_whole_number, one_of, role_words

NORMAND_SEATS = ("first", "second", "dealer")
VOLEUR_SEATS = ("first", "second", "third", "dealer")
VOLEUR_SIDE_LABELS = (("first-and-third", "First and third"), ("second-and-dealer", "Second and dealer"),
                      ("neither", "Neither side"))
LESSON = "other-games"
NORMAND_TRICKS_RULE = ("Piquet Normand: the one player with the most tricks scores 10; two tied for the most score 5 "
                       "each, or 20 each if the third took no trick; all ten tricks (capot) score 40.")
VOLEUR_TRICKS_RULE = ("Piquet Voleur: the side of the one player who took the most tricks scores 10 (partners tied "
                      "for the most score it once); if players of both sides tie for the most, nobody does; all "
                      "eight tricks to one side (capot) score 40.")
REPIC_RULE = ("At three or four, repic is 90 more for reaching 20 from the declarations while every other player "
              "(at Voleur: the other side) has nothing; the scores count in the order carte blanche, point, "
              "sequence, set, and partners' scores add up.")
GAMES = ("normand", "voleur")
# The declaration classes in reckoning order.
DECLARING = ("carte blanche", "point", "sequence", "set")


def _tricks(spec, count, total):
    words = spec["tricks"].split()
    if len(words) != count or not all(is_whole_number(word) and not word.startswith("-") for word in words):
        raise ExerciseSpecError("tricks", "expected %d whole numbers, one per seat from the dealer's left, got %r"
                                % (count, spec["tricks"]))
    won = tuple(int(word) for word in words)
    if sum(won) != total:
        raise ExerciseSpecError("tricks", "the tricks must add up to %d, got %d" % (total, sum(won)))
    return won


def _list(names, numbers):
    return ", ".join("%s %d" % (name, n) for name, n in zip(names, numbers))


def build_normand_tricks(spec):
    """Piquet Normand: the tricks each seat took; what each scores for them."""
    from ..games.table_scores import NORMAND_TRICKS, normand_trick_bonuses
    won = _tricks(spec, 3, NORMAND_TRICKS)
    scores = [0, 0, 0]
    reasons = []
    for seat, points, _category, why in normand_trick_bonuses(won):
        scores[seat] = points
        reasons.append(why)
    scorers = [seat for seat in range(3) if scores[seat]]
    explanation = "Tricks: %s. %s. %s %s." % (
        _list(NORMAND_SEATS, won), cap(reasons[0]),
        cap(" and ".join(NORMAND_SEATS[seat] for seat in scorers)),
        "score %d each" % scores[scorers[0]] if len(scorers) > 1 else "scores %d" % scores[scorers[0]])
    # (the tricks are the fact above it: said again here, a walk-through read them twice)
    prompt = "Piquet Normand, after the last trick. What does each player score for the tricks (leave out the last " \
             "trick's point)?"
    exercise = Exercise(spec, "normand_tricks", prompt, "numbers", [], [(seat, cap(seat)) for seat in NORMAND_SEATS],
                        scores, explanation, NORMAND_TRICKS_RULE, LESSON,
                        "Find the most tricks anyone took, and how many players took that many: one scores 10, two "
                        "share the bonus (5 each, or 20 each when the other one took none), and all ten is capot.",
                        ["Tricks: %s." % _list(NORMAND_SEATS, won)])
    most = max(won)
    if len(scorers) == 1 and scores[scorers[0]] == 40:
        exercise.mistake([10 if seat == scorers[0] else 0 for seat in range(3)],
                         "All ten tricks is capot: 40, not the 10 for the most tricks.")
    elif len(scorers) == 1:
        exercise.mistake([0, 0, 0], "At three there is no need for seven tricks: the one player with the most tricks "
                                    "scores 10, however few he took.")
        exercise.mistake([40 if seat == scorers[0] else 0 for seat in range(3)],
                         "Capot is all ten tricks; with fewer it is the 10 for the most tricks.")
    else:
        points = scores[scorers[0]]
        tied = lambda value: [value if seat in scorers else 0 for seat in range(3)]  # noqa: E731
        # (named by his seat: "the third player" read as a seat of Voleur's, a walk-through)
        other = [seat for seat in range(3) if seat not in scorers][0]
        other_name = "the dealer" if NORMAND_SEATS[other] == "dealer" else cap(NORMAND_SEATS[other])  # (as his box says)
        exercise.mistake([0, 0, 0], "At three a tie for the most still scores: the two tied players score 5 "
                                    "each, or 20 each when the other one took no trick.")
        exercise.mistake(tied(10), "Two players tied for the most do not each get the full 10: they score 5 each, "
                                   "or 20 each when the other one took no trick.")
        if points == 20:
            exercise.mistake(tied(5), "Look at %s: he took no trick at all, and that changes what the two tied for "
                                      "the most score." % other_name)
        else:
            exercise.mistake(tied(20), "20 each is only when the player left out took no trick; here %s took %s."
                             % (other_name, number_words(min(won))))
    if most < 7:
        exercise.mistake([0, 0, 0], "At three there is no need for seven tricks: whoever took the most scores, "
                                    "however few.")
    return exercise


def build_voleur_tricks(spec):
    """Piquet Voleur: the tricks each of four seats took; which side scores for them."""
    from ..games.table_scores import VOLEUR_SIDES, VOLEUR_TRICKS, voleur_trick_bonus
    won = _tricks(spec, 4, VOLEUR_TRICKS)
    bonus = voleur_trick_bonus(won)
    by_side = [0, 0]
    for seat in range(4):
        by_side[VOLEUR_SIDES[seat]] += won[seat]
    most = max(won)
    leaders = [seat for seat in range(4) if won[seat] == most]
    if bonus is None:
        answer = "neither"
        explanation = ("The most tricks taken by one player is %d, by %s, who are on different sides: nobody scores "
                       "the 10." % (most, " and ".join(VOLEUR_SEATS[seat] for seat in leaders)))
    else:
        side = VOLEUR_SIDES[bonus[0]]
        answer = VOLEUR_SIDE_LABELS[side][0]
        explanation = "%s. %s score %d." % (cap(bonus[3]), VOLEUR_SIDE_LABELS[side][1], bonus[1])
    prompt = "Piquet Voleur, after the last trick. Which side scores for the tricks?"
    exercise = Exercise(spec, "voleur_tricks", prompt, "choice", list(VOLEUR_SIDE_LABELS), [], answer, explanation,
                        VOLEUR_TRICKS_RULE, LESSON,
                        "Look for the one player who took the most tricks himself, not the side with the most.",
                        ["Tricks: %s. First and third are partners, second and the dealer the other side."
                         % _list(VOLEUR_SEATS, won)])
    more = 0 if by_side[0] > by_side[1] else (1 if by_side[1] > by_side[0] else None)
    if more is not None and VOLEUR_SIDE_LABELS[more][0] != answer:
        exercise.mistake(VOLEUR_SIDE_LABELS[more][0],
                         "%s took more tricks between them (%d to %d), but the 10 does not go by the side's count: "
                         "it goes with the one player who took the most himself."
                         % (VOLEUR_SIDE_LABELS[more][1], by_side[more], by_side[1 - more]))
    # (what to look at, never who scores: with three choices that was the answer, lesson 19)
    if answer == "neither":
        for side in (0, 1):
            exercise.mistake(VOLEUR_SIDE_LABELS[side][0],
                             "Look again at who took the most tricks himself, and at which side each of them "
                             "sits on.")
    elif bonus[2] != "cards":
        exercise.mistake("neither", "Count each side's tricks: did one side take them all?")
    elif len(leaders) > 1:
        exercise.mistake("neither", "Look again at who tied for the most tricks, and at where they sit.")
    else:
        exercise.mistake("neither", "Look again at who took the most tricks himself: one player alone, or a tie?")
    return exercise


def _scores(spec, seats, sides):
    """The declaration scores written as 'SEAT CLASS POINTS, ...', in reckoning order."""
    from ..combinations import CARTE_BLANCHE_SCORE
    entries = []
    last = -1
    scorers = {}
    for part in spec["scores"].split(","):
        words = part.split()
        problem = None
        if len(words) < 3 or words[0] not in seats or " ".join(words[1:-1]) not in DECLARING \
                or not is_whole_number(words[-1]) or words[-1].startswith("-") or not 0 < int(words[-1]) <= 99:
            problem = ("each score is 'SEAT CLASS POINTS' (a seat of %s; a class of %s), separated by commas, got %r"
                       % (", ".join(seats), ", ".join(DECLARING), part.strip()))
        else:
            seat, kind, points = seats.index(words[0]), " ".join(words[1:-1]), int(words[-1])
            order = DECLARING.index(kind)
            if order < last:
                problem = "the scores go in reckoning order, %s: %s comes too late" % (", ".join(DECLARING), kind)
            elif kind == DECLARING[0] and points != CARTE_BLANCHE_SCORE:
                problem = "carte blanche scores %d, not %d" % (CARTE_BLANCHE_SCORE, points)
            elif kind == DECLARING[0] and seat in scorers.get(kind, ()):
                problem = "%s claims carte blanche once" % seats[seat]
            elif kind != DECLARING[0] and kind in scorers and sides[seat] not in [sides[s] for s in scorers[kind]]:
                problem = "only one side scores the %s" % kind
            elif kind != DECLARING[0] and kind in scorers:
                problem = "the %s scores once" % kind
            else:
                last = order
                scorers.setdefault(kind, []).append(seat)
                entries.append((seat, kind, points))
        if problem:
            raise ExerciseSpecError("scores", problem)
    return entries


def build_repic(spec):
    """A Normand or Voleur deal's declaration scores in order: the total of a player's
    side after them, repic included."""
    from ..games.table_scores import REPIC_BONUSES, VOLEUR_SIDE_NAMES, VOLEUR_SIDES
    from ..scoring import REPIQUE, add_score_seats
    game = one_of(spec, "game", GAMES)
    seats, sides = (NORMAND_SEATS, (0, 1, 2)) if game == "normand" else (VOLEUR_SEATS, VOLEUR_SIDES)
    entries = _scores(spec, seats, sides)
    player = one_of(spec, "player", seats)
    side = sides[seats.index(player)]
    totals = (0,) * (max(sides) + 1)
    bonus = None
    made_by = None
    others_first = []  # (scorer, class) of scores by others before ``side`` reached 20
    for seat, kind, points in entries:
        before = totals
        events, totals, bonus = add_score_seats(totals, bonus, sides[seat], points, kind, kind, REPIC_BONUSES, True)
        if made_by is None and any(event.category == REPIQUE for event in events):
            made_by = seat
        if sides[seat] != side and before[side] < REPIC_BONUSES[2] and made_by is None:
            others_first.append((seats[seat], kind))
    answer = totals[side]
    plain = sum(points for seat, kind, points in entries if sides[seat] == side)
    own = sum(points for seat, kind, points in entries if seats[seat] == player)
    repic = bonus is not None and bonus[0] == side
    name = player if game == "normand" else VOLEUR_SIDE_NAMES[side]
    said = "; ".join("%s %s %d" % (seats[seat], kind, points) for seat, kind, points in entries)
    if repic:
        explanation = ("%s %s %d from the declarations with nothing scored by %s: repic, 90 more, %d."
                       % (cap(name), "reaches" if game == "normand" else "reach", plain,
                          "the others" if game == "normand" else "the other side", answer))
    elif bonus is not None:
        explanation = "%s make%s the repic, not %s, whose total is %d." % (
            cap(seats[made_by] if game == "normand" else VOLEUR_SIDE_NAMES[sides[made_by]]),
            "s" if game == "normand" else "", name, answer)
    elif plain >= REPIC_BONUSES[2]:
        explanation = ("%s %s %d, but %s scored first (the %s): no repic. The total is %d."
                       % (cap(name), "reaches" if game == "normand" else "reach", plain, others_first[0][0],
                          others_first[0][1], answer)) \
            if others_first else "The total is %d, with no repic." % answer
    else:
        explanation = "The total is %d from the declarations: short of 20, so no repic." % answer
    who = ("%s's total" % player) if game == "normand" else ("the total of %s's side (%s)" % (player, name))
    title = "Piquet Normand" if game == "normand" else "Piquet Voleur"
    # The scores are shown with the prompt (the facts below), so the question stays short.
    prompt = "%s: what is %s after the declarations?" % (title, who)
    exercise = Exercise(spec, "repic", prompt, "numbers", [], [("total", "Total")], [answer], explanation,
                        REPIC_RULE, LESSON,
                        "Add up %s's declaration scores in order, and check for a repic: 20 is enough at this "
                        "table, but only while the others have nothing." % name,
                        ["Scores in order: %s." % said])
    if repic:
        # (where to look, not the verdict: it said "does not take the repic away", lesson 19)
        exercise.mistake([plain], "Check for a repic: at this table 20 is enough. Go through the scores in order: "
                                  "when did %s reach 20, and had anyone else scored by then?" % name)
        exercise.mistake([plain + 60], "Repic at three or four is worth 90, not the two-player 60.")
    elif plain >= REPIC_BONUSES[2] and others_first:
        exercise.mistake([plain + 90], "%s had already scored (the %s) when %s reached 20: repic needs every other %s "
                                       "still at nothing." % (cap(others_first[0][0]), others_first[0][1], name,
                                                              "player" if game == "normand" else "side"))
    elif bonus is None:
        exercise.mistake([plain + 90], "%d is short of the 20 that repic needs." % plain)
    for seat, kind, points in entries:  # an opponent's score counted with his own (a walk-through said 113)
        if sides[seat] != side:
            exercise.mistake([answer + points], "%s's %s (%d) is %s: it does not count for %s." % (
                cap(role_words(seats[seat])), kind, points, "his own" if game == "normand" else "the other side's", name))
    if game == "voleur" and own != plain:
        exercise.mistake([own], "Partners score together: add the partner's scores to %s's." % player)
        exercise.mistake([own + 90], "Partners score together: add the partner's scores to %s's." % player)
    return exercise


BUILDERS = {"normand_tricks": build_normand_tricks, "voleur_tricks": build_voleur_tricks, "repic": build_repic}
