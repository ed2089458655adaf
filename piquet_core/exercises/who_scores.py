"""Who scores what: both hands declared in full, class by class (the kinds ``winner``
and ``score``).

Glossary:
    class:   point, sequence or set; only the better holding in each scores.
    repique: 30 from declarations alone before the opponent scores: 60 more.
"""

from ..combinations import best_point, sequences, sets
from ..speech import number_words
from .base import CLASSES, PLAYERS, Exercise, cap, labels, one_of, two_hands


def scored_hands(spec):
    """Elder's and younger's hands and the engine's score of their honest declarations."""
    from ..hands import score_hands
    elder, younger = two_hands(spec)
    return elder, younger, score_hands(elder, younger)


def best_text(kind, cards):
    if kind == "point":
        point = best_point(cards)
        return "point of %s making %d" % (number_words(point.length), point.value)
    found = sequences(cards) if kind == "sequence" else sets(cards)
    if not found:
        return "no " + kind
    return found[0].full_name + " (" + labels(found[0].cards) + ")"


def build_winner(spec):
    kind = one_of(spec, "class", CLASSES)
    elder, younger, result = scored_hands(spec)
    outcome = result["scores"][kind]
    winner = outcome["winner"] or "neither"
    holdings = []
    for player, cards in (("elder", elder), ("younger", younger)):
        holdings.append("%s: %s" % (cap(player), best_text(kind, cards)))
    if outcome["winner"]:
        verdict = "%s wins the %s and scores %d." % (cap(outcome["winner"]), kind, outcome["points"])
    else:
        verdict = "They are equal, so neither scores the %s." % kind
    explanation = "; ".join(holdings) + ". " + verdict
    options = [("elder", "Elder"), ("younger", "Younger"), ("neither", "Neither (equal)")]
    return Exercise(spec, "winner", "Who scores the %s?" % kind, "choice", options, [], winner, explanation)


def build_score(spec):
    player = one_of(spec, "player", PLAYERS)
    elder, younger, result = scored_hands(spec)
    total = result["totals"][player]
    parts = []
    if result[player]["carte_blanche"]:
        parts.append("carte blanche 10")
    for kind in CLASSES:
        outcome = result["scores"][kind]
        if outcome["winner"] == player and outcome["points"]:
            parts.append("%s %d" % (kind, outcome["points"]))
    if result.get("repique") == player:
        parts.append("repique 60")
    if parts:
        explanation = "%s scores %s: %d in all." % (cap(player), ", ".join(parts), total)
    else:
        explanation = "%s wins no class, so scores nothing in declarations." % cap(player)
    return Exercise(spec, "score", "How many points does %s score in declarations?" % player, "numbers",
                    [], [("points", "Points")], [total], explanation)


BUILDERS = {"winner": build_winner, "score": build_score}
