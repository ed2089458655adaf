"""The partie: what the winner of six deals scores (the kind ``rubicon``), and Piquet à
Écrire's settlement of a session (the kind ``game_points``).

Glossary:
    rubicon:     a loser under 100 is rubiconed: the winner scores both totals plus 100.
    game points: at the end of a session of Piquet à Écrire, the sum of a player's
                 differences with every other player's total.
"""

from .base import Exercise, ExerciseSpecError, is_whole_number

RUBICON_RULE = ("The winner scores 100 for the game plus the difference of the totals; if the loser made under 100 "
                "he is rubiconed, and the winner scores the sum of both totals plus 100.")


def build_rubicon(spec):
    words = spec["scores"].split()
    if len(words) != 2 or not all(is_whole_number(word) and not word.startswith("-") for word in words):
        raise ExerciseSpecError("scores", "expected two whole numbers such as '134 95', got %r" % spec["scores"])
    a, b = int(words[0]), int(words[1])
    if a == b:
        raise ExerciseSpecError("scores", "equal totals are not settled: one more deal each is played")
    from ..partie import settle_partie
    result = settle_partie(a, b)
    high, low = max(a, b), min(a, b)
    points = result["points"]
    if low < 100:
        how = "The loser made %d, under 100: he is rubiconed, so the winner scores both totals plus 100: " \
              "%d + %d + 100 = %d." % (low, high, low, points)
    else:
        # ("made 100, 100 or more" read oddly: a walk-through)
        how = "The loser made %s: he is not rubiconed, so the winner scores the difference plus 100: " \
              "%d - %d + 100 = %d." % ("exactly 100" if low == 100 else "%d, over 100" % low, high, low, points)
    explanation = "%d beats %d. %s" % (high, low, how)
    # The fact names the totals (a lesson's own prompt may not); the default prompt does not
    # repeat them, and neither says "six deals", which four-deal piquet (lesson 17) is not.
    exercise = Exercise(spec, "rubicon", "What does the winner score?",
                        "numbers", [], [("points", "Points")], [points], explanation, RUBICON_RULE, "partie-rubicon",
                        "First see whether the loser reached 100; that decides between the difference and the sum.",
                        ["The totals: %d and %d." % (a, b)])
    if low < 100:
        exercise.mistake([high - low + 100], "The loser made under 100: he is rubiconed, so the winner scores the "
                                             "sum of both totals plus 100, not the difference.")
        exercise.mistake([high + low], "Don't forget the 100 for the game.")
        exercise.mistake([high + 100], "A rubiconed loser's own total goes to the winner too: add it as well as "
                                       "the 100.")  # (an audit's slip, given the general hint)
    else:
        exercise.mistake([high + low + 100], "The loser reached 100, so he is not rubiconed: the winner scores the "
                                             "difference plus 100, not the sum.")
        exercise.mistake([high - low], "Don't forget the 100 for the game.")
        # the sum without the 100 (a walk-through's 279 for 162 and 117): two slips at once
        exercise.mistake([high + low], "The loser reached 100, so he is not rubiconed: the winner scores the "
                                       "difference of the totals, not their sum, and 100 for the game on top.")
    if low < 100:
        exercise.mistake([high - low], "The loser made under 100: he is rubiconed, so the winner scores the sum of "
                                       "both totals, not the difference, and 100 for the game on top.")
    for slip in (1, -1, 10, -10):  # the rule right, the adding wrong
        exercise.mistake([points + slip], "The way is right; check the adding again.")
    # one player's total given back (a walk-through's 204 for 204 and 141 met the general hint)
    settles = "the sum of both totals plus 100" if low < 100 else "the difference plus 100"
    exercise.mistake([high], "That is the winner's own total, not what the partie gives him: he scores %s." % settles)
    exercise.mistake([low], "That is the loser's total, not what the winner scores: %s." % settles)
    return exercise


GAME_POINTS_RULE = ("In Piquet à Écrire each player's game points are the differences between his total and every "
                    "other player's, added up.")
MAX_SESSION_PLAYERS = 8


def _session_totals(text):
    words = text.split()
    if not 3 <= len(words) <= MAX_SESSION_PLAYERS or not all(
            is_whole_number(word) and not word.startswith("-") for word in words):
        raise ExerciseSpecError("totals", "expected 3 to %d whole numbers, one per player, such as '60 75 70', got %r"
                                % (MAX_SESSION_PLAYERS, text))
    return [int(word) for word in words]


def build_game_points(spec):
    """A session's totals, player 1 first: what are player N's game points?"""
    from ..partie import game_points
    totals = _session_totals(spec["totals"])
    player = spec["player"].strip()
    if not is_whole_number(player) or not 1 <= int(player) <= len(totals):
        raise ExerciseSpecError("player", "expected a player's number from 1 to %d, got %r" % (len(totals), player))
    seat = int(player) - 1
    mine = totals[seat]
    others = [total for index, total in enumerate(totals) if index != seat]
    points = game_points(totals)[seat]
    differences = " ".join("%+d" % (mine - other) for other in others)
    explanation = "Player %d made %d. His differences with the others: %s, which add up to %+d." % (
        int(player), mine, ", ".join("%d - %d = %+d" % (mine, other, mine - other) for other in others), points)
    sheet = ", ".join("player %d: %d" % (index + 1, total) for index, total in enumerate(totals))
    exercise = Exercise(spec, "game_points", "The session is over. What are player %s's game points?" % player,
                        "numbers", [], [("points", "Game points")], [points], explanation, GAME_POINTS_RULE,
                        "variants", "Take player %s's total, subtract each other player's total from it in turn, and "
                                    "add up the differences (%s)." % (player, "some may be below zero"),
                        ["Running totals at the end: %s." % sheet])
    if points:
        exercise.mistake([-points], "The sign is the wrong way round: subtract the others' totals from player %s's, "
                                    "not his from theirs." % player)
    exercise.mistake([mine - sum(others)], "Player %s's total counts once against each opponent: %s. You took it "
                                           "only once against all of them." % (player, differences))
    for other in others:
        exercise.mistake([mine - other], "That is the difference with one player only; add the differences with "
                                         "every other player.")
    exercise.mistake([mine * len(totals)], "Don't forget to take away the other players' totals.")
    return exercise


BUILDERS = {"rubicon": build_rubicon, "game_points": build_game_points}


# --- the family: the partie, generated ----------------------------------------------------

TITLE = "The partie"


def _totals(rng, level):
    """Two different totals after six deals, shaped by ``level``."""
    while True:
        if level == 1:  # the loser clearly under or clearly over 100
            low = 40 + rng.below(45) if rng.below(2) else 120 + rng.below(40)
            high = low + 10 + rng.below(60)
        elif level == 2:  # the loser close to 100
            low = 90 + rng.below(21)
            high = low + 5 + rng.below(50)
        else:  # the winner under 100 too, or the loser on 99 or 100 exactly
            kind = rng.below(3)
            if kind == 0:
                low = 40 + rng.below(40)
                high = low + 1 + rng.below(99 - low)
            else:
                low = 99 + rng.below(2)
                high = low + 1 + rng.below(40)
        if high != low:
            return (high, low) if rng.below(2) else (low, high)


def generate(seed, level):
    """What the winner of a partie scores."""
    from .base import Exercise
    from .puzzle import Puzzle, Step, puzzle_rng
    rng = puzzle_rng(seed, level)
    a, b = _totals(rng, level)
    exercise = Exercise.from_spec({"ask": "rubicon", "scores": "%d %d" % (a, b)})
    return Puzzle("partie", level, seed, TITLE, "Six deals have been played. What does the winner of the partie "
                                                "score?", [], [Step(exercise)],
                  {"totals": [a, b], "points": exercise.answer[0]}, "partie-rubicon")
