"""The partie: what the winner of six deals scores (the kind ``rubicon``).

Glossary:
    rubicon: a loser under 100 is rubiconed: the winner scores both totals plus 100.
"""

from .base import Exercise, ExerciseSpecError, is_whole_number


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
    return Exercise(spec, "rubicon", "After six deals the totals are %d and %d. What does the winner score?" % (a, b),
                    "numbers", [], [("points", "Points")], [points], explanation)


BUILDERS = {"rubicon": build_rubicon}
