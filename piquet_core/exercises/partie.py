"""The partie: what the winner of six deals scores (the kind ``rubicon``).

Glossary:
    rubicon: a loser under 100 is rubiconed: the winner scores both totals plus 100.
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
        how = "The loser reached %d, so the winner scores the difference plus 100: %d - %d + 100 = %d." % (
            low, high, low, points)
    explanation = "%d beats %d. %s" % (high, low, how)
    exercise = Exercise(spec, "rubicon", "After six deals the totals are %d and %d. What does the winner score?" % (a, b),
                        "numbers", [], [("points", "Points")], [points], explanation, RUBICON_RULE, "partie-rubicon",
                        "First see whether the loser reached 100; that decides between the difference and the sum.",
                        ["Totals after six deals: %d and %d." % (a, b)])
    if low < 100:
        exercise.mistake([high - low + 100], "The loser made under 100: he is rubiconed, so the winner scores the "
                                             "sum of both totals plus 100, not the difference.")
        exercise.mistake([high + low], "Don't forget the 100 for the game.")
    else:
        exercise.mistake([high + low + 100], "The loser reached 100, so he is not rubiconed: the winner scores the "
                                             "difference plus 100, not the sum.")
        exercise.mistake([high - low], "Don't forget the 100 for the game.")
    return exercise


BUILDERS = {"rubicon": build_rubicon}


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
