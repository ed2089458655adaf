"""The original rules (seed 002: 36 cards, the ruff, capet, picy and repicy, first to
100): the kinds ``ruff`` (what a hand's best ruff counts and scores), ``original_trick``
(what a trick scores for each player) and ``picy`` (who makes a picy or a repicy, if
anyone, from a deal's scores in order).

Every answer comes from the engine's own rules (``games.original_rules``: ``best_ruff``,
``ruff_score``, ``lead_point``, ``follower_wins``, ``last_trick_extra``, ``bonus_made``,
the functions the game ``games.original.Original`` scores with); this module reads the
spec, words the question and names the usual mistakes.

Glossary:
    ruff:    the pip total of one suit (ace 11; king, queen, jack, ten 10; nine to six
             their face), one point a ten pips, a remainder of 5 or more rounding up.
    trick:   a lead of a ten or higher scores 1; every trick won scores 1, whoever led
             it; the last trick 1 more when it is won with a ten or higher.
    repicy:  60 more for reaching 30 in a deal from the declarations (blank, ruff,
             sequence, set) while the opponent has nothing in it.
    picy:    30 more for reaching 30 with a score of the play (lead, trick, last trick)
             while the opponent has nothing. Never both; the majority and capet never count.

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}).answer
[36, 4]
>>> Exercise.from_spec({"ask": "original_trick", "lead": "9S", "follow": "TS"}).answer
[0, 1]
>>> Exercise.from_spec({"ask": "picy", "scores": "elder ruff 5, elder sequence 15, elder set 14"}).answer
'elder-repicy'
"""

from .base import Exercise, ExerciseSpecError, cap, is_whole_number, role_words

LESSON = "original-rules"
ROLES = ("elder", "dealer")
RUFF_RULE = ("The original rules: the ruff is the pip total of your best suit (ace 11; king, queen, jack and ten 10; "
             "nine to six their face value), scoring one point for every ten pips, a remainder of 5 or more rounding "
             "up: 44 scores 4, 45 scores 5.")
TRICK_RULE = ("The original rules: leading a ten or higher scores 1 (a lower card scores nothing); winning a trick "
              "scores 1, whoever led it; the last trick scores 1 more when it is won with a ten or higher.")
PICY_RULE = ("The original rules: reaching 30 in a deal while the opponent has nothing in it makes a repicy (60 more) "
             "when the 30 comes from the declarations, a picy (30 more) when it comes with a score of the play; the "
             "majority and capet never count, and a deal gives at most one of the two.")
# The scores a ``picy`` spec may name, in the order a deal makes them: (name, stage, fixed points or None).
# Stages: 0 the blank (before the exchange), 1 the declarations, 2 the play, 3 after the play.
SCORES = (("blank", 0, 10), ("ruff", 1, None), ("sequence", 1, None), ("set", 1, None), ("lead", 2, 1),
          ("trick", 2, 1), ("last trick", 2, 1), ("majority", 3, 10), ("capet", 3, 60))
DECLARATIONS = ("blank", "ruff", "sequence", "set")


def _cards36(spec, key, count):
    from ..games.pack36 import parse_cards
    try:
        return parse_cards(spec[key], count, "hand" if count > 1 else "card")
    except ValueError as error:
        raise ExerciseSpecError(key, str(error))


# ----- ruff ----------------------------------------------------------------------------------

def build_ruff(spec):
    """A hand of twelve from the 36-card pack: its best ruff's pips and what it scores."""
    from ..games.original_rules import best_ruff, by_suit, ruff_score
    from ..cards import SUIT_NAMES
    hand = _cards36(spec, "hand", 12)
    best = best_ruff(hand)
    total, points = best.total, best.score
    cards = best.cards
    adding = " + ".join(str(card.pips) for card in cards)
    rounding = ("%d ends in %d, so it rounds %s" % (total, total % 10, "up" if total % 10 >= 5 else "down")
                if total % 10 else "%d is a whole number of tens" % total)
    explanation = "The best suit is %s: %s = %d pips. %s: the ruff scores %d." % (
        SUIT_NAMES[best.suit], adding, total, cap(rounding), points)
    prompt = "The original rules. How many pips does this hand's ruff count, and what does it score?"
    exercise = Exercise(spec, "ruff", prompt, "numbers", [], [("pips", "Pips"), ("points", "Points")],
                        [total, points], explanation, RUFF_RULE, LESSON,
                        "Add up the pips of each suit (ace 11, the court cards and the ten 10, the rest their face), "
                        "take the highest, then one point for each ten, rounding a 5 up.")
    exercise.field_hints = {
        "pips": "Add up each suit's pips again (ace 11; the court cards and the ten 10; the rest their face value) "
                "and take the highest: the best suit, not always the longest.",
        "points": "Score the pips: one point for each ten, a remainder of 5 or more rounding up."}
    suits = [suit for suit in by_suit(hand) if suit]
    longest = max(suits, key=len)
    if len(longest) > len(cards) and longest[0].suit != best.suit:
        pips = sum(card.pips for card in longest)
        exercise.mistake([pips, ruff_score(pips)], "The longest suit is not always the best ruff: the %s have more "
                                                   "cards but only %d pips, and another suit makes more." % (
                                                       SUIT_NAMES[longest[0].suit], pips))
    aces = len([card for card in cards if card.pips == 11])
    if aces:
        exercise.mistake([total - aces, ruff_score(total - aces)], "The ace counts 11 in the ruff, not 10.")
    # The rule, not the numbers: a first hint leaves the learner to finish it, and the
    # Points box's hint is also given beside a wrong pip total (lesson 20: "35, 3" was told
    # "the pips are right ... 36 leaves 6"); which box is right, the hint's first words say.
    if total % 10 >= 5:
        exercise.mistake([total, total // 10], "Check the rounding: a remainder of 5 or more rounds up.")
    elif total % 10:
        exercise.mistake([total, total // 10 + 1], "Check the rounding: a remainder under 5 rounds down.")
    exercise.mistake([total, len(cards)], "In the ruff the pips score, not the number of cards: one point for "
                                          "each ten pips.")
    for suit in suits:
        pips = sum(card.pips for card in suit)
        if suit[0].suit != best.suit:
            exercise.mistake([pips, ruff_score(pips)], "The %s make %d pips; another suit makes more: the ruff is "
                                                       "the best suit." % (SUIT_NAMES[suit[0].suit], pips))
    return exercise


# ----- a trick -------------------------------------------------------------------------------

def build_original_trick(spec):
    """The card led and the card played to it (optionally the last trick): what each scores."""
    from ..games.original_rules import follower_wins, last_trick_extra, lead_point
    lead = _cards36(spec, "lead", 1)[0]
    follow = _cards36(spec, "follow", 1)[0]
    if lead == follow:
        raise ExerciseSpecError("follow", "the same card cannot be played twice")
    last = spec.get("last", "no")
    if last not in ("yes", "no"):
        raise ExerciseSpecError("last", "must be yes or no, got %r" % last)
    winner = 1 if follower_wins(lead, follow) else 0
    best = (lead, follow)[winner]
    points = [lead_point(lead), 0]
    reasons = []
    if points[0]:
        reasons.append("the %s is a ten or higher, so leading it scores 1" % lead.name)
    else:
        reasons.append("the %s is below a ten, so leading it scores nothing" % lead.name)
    points[winner] += 1
    if winner:
        reasons.append("the %s is higher and of the suit led: the follower wins the trick, 1" % follow.name)
    elif follow.suit != lead.suit:
        reasons.append("the %s is not of the suit led, so the leader wins his own lead, 1" % follow.name)
    else:
        reasons.append("the %s is lower, so the leader wins his own lead, 1" % follow.name)
    extra = last_trick_extra(best) if last == "yes" else 0
    if last == "yes":
        points[winner] += extra
        reasons.append("the last trick, won with the %s: %s" % (
            best.name, "1 more" if extra else "nothing more, as it is below a ten"))
    explanation = "%s. The leader scores %d, the follower %d." % (cap("; ".join(reasons)), points[0], points[1])
    prompt = "The original rules. The %s is led and the %s played to it%s. How many points does each player score?" % (
        lead.name, follow.name, " (the last trick)" if last == "yes" else "")
    exercise = Exercise(spec, "original_trick", prompt, "numbers", [], [("leader", "Leader"), ("follower", "Follower")],
                        points, explanation, TRICK_RULE, LESSON,
                        "Three things to count: the lead (only a ten or higher), the trick (1 to whoever wins it, "
                        "even his own lead) and, on the last trick, 1 more if it is won with a ten or higher.")
    exercise.field_hints = {
        "leader": "The leader scores 1 for a lead of a ten or higher, 1 if he wins the trick, and on the last "
                  "trick 1 more if he wins it with a ten or higher.",
        "follower": "The follower scores only if he wins the trick: 1, and on the last trick 1 more if his card "
                    "is a ten or higher."}
    if last == "yes":
        if extra:
            less = list(points)
            less[winner] -= 1
            # "(2 in all)" read as the learner's own total of 2: name what the 2 is for.
            exercise.mistake(less, "This is the last trick, won with the %s, a ten or higher: the last trick's "
                                   "extra point comes on top of the trick's own." % best.name)
        else:
            more = list(points)
            more[winner] += 1
            exercise.mistake(more, "The last trick scores its extra point only when it is won with a ten or higher; "
                                   "the %s is not." % best.name)
    if not lead_point(lead):
        exercise.mistake([points[0] + 1, points[1]], "Under these rules only a lead of a ten or higher scores; the "
                                                     "%s scores nothing when led." % lead.name)
    if winner == 0:
        exercise.mistake([points[0] - 1, points[1]], "Here every trick won scores 1, even a trick you led yourself "
                                                     "(in Rubicon Piquet it would not).")
    else:
        exercise.mistake([points[0] + 1, points[1] - 1], "The follower's card is of the suit led and higher: he "
                                                         "wins the trick.")
    if winner == 0 and follow.suit != lead.suit:
        exercise.mistake([points[0] - 1, points[1] + 1], "A card of another suit never wins: there are no trumps.")
    return exercise


# ----- picy or repicy ------------------------------------------------------------------------

def _scores(spec):
    """[(role index, name, stage, points)] from 'elder ruff 5, dealer lead 1, ...'."""
    names = [entry[0] for entry in SCORES]
    out = []
    stage_seen = -1
    blank = False
    for part in spec["scores"].split(","):
        words = part.split()
        kind = " ".join(words[1:-1])
        problem = None
        if len(words) < 3 or words[0] not in ROLES or kind not in names or not is_whole_number(words[-1]) \
                or words[-1].startswith("-") or not 0 < int(words[-1]) <= 99:
            problem = ("each score is 'ROLE WHAT POINTS' (ROLE: elder or dealer; WHAT: %s), separated by commas, "
                       "got %r" % (", ".join(names), part.strip()))
        else:
            role, points = ROLES.index(words[0]), int(words[-1])
            _, stage, fixed = SCORES[names.index(kind)]
            if fixed is not None and points != fixed:
                problem = "a %s scores %d, not %d" % (kind, fixed, points)
            elif stage < stage_seen:
                problem = "the scores go in the order of the deal (blank, declarations, play, majority or " \
                          "capet): the %s comes too late" % kind
            elif kind == "blank" and (role != 0 or blank):
                problem = "only elder scores a blank, once"
            else:
                stage_seen = stage
                blank = blank or kind == "blank"
                out.append((role, kind, stage, points))
        if problem:
            raise ExerciseSpecError("scores", problem)
    return out


def _reckon(scores, threshold=None, opponent=True, after=False):
    """(role, kind) of the bonus the scores make, or None. The keywords give a mistaken
    reckoning (another threshold, the opponent forgotten, the majority counted)."""
    from ..games.original_rules import BONUS_THRESHOLD, PICY, REPICY, bonus_made
    totals = [0, 0]
    for role, kind, stage, points in scores:
        totals[role] += points
        if stage == 3 and not after:
            continue
        if threshold is None and opponent:
            made = bonus_made(totals[role], totals[1 - role], stage >= 2)
        else:
            made = None
            if totals[role] >= (threshold or BONUS_THRESHOLD) and (not opponent or totals[1 - role] == 0):
                made = PICY if stage >= 2 else REPICY
        if made is not None:
            return role, made
    return None


def _value(found):
    return "neither" if found is None else "%s-%s" % (ROLES[found[0]], found[1])


def build_picy(spec):
    """A deal's scores in order: does elder or the dealer make a repicy or a picy?"""
    from ..games.original_rules import PICY_BONUS, REPICY_BONUS
    scores = _scores(spec)
    found = _reckon(scores)
    answer = _value(found)
    choices = [("elder-repicy", "Elder: repicy"), ("elder-picy", "Elder: picy"), ("dealer-repicy", "Dealer: repicy"),
               ("dealer-picy", "Dealer: picy"), ("neither", "Neither")]
    said = "; ".join("%s %s %d" % (ROLES[role], kind, points) for role, kind, stage, points in scores)
    totals = [0, 0]
    steps = []
    for role, kind, stage, points in scores:
        totals[role] += points
        steps.append((role, kind, stage, tuple(totals)))
    if found is None:
        high = max(range(2), key=lambda role: totals[role])
        explanation = ("Nobody reaches 30 while the other has nothing: the totals end at elder %d, dealer %d, "
                       "so there is no bonus." % (totals[0], totals[1]))
        if any(stage == 3 for _, _, stage, _ in scores) and totals[high] >= 30:
            explanation += " The majority and capet do not count toward it."
    else:
        role, kind = found
        at = None
        for index in range(len(scores)):  # the score that made it
            if at is None and _reckon(scores[:index + 1]) == found:
                at = steps[index]
        explanation = ("%s reaches %d with the %s while %s still has nothing: %s, %d more." % (
            cap(ROLES[role]), at[3][role], at[1], "the dealer" if role == 0 else "elder",
            "a repicy, from the declarations" if kind == "repicy" else "a picy, with a score of the play",
            REPICY_BONUS if kind == "repicy" else PICY_BONUS))
    prompt = "The original rules: these are a deal's scores, in order. Does anyone make a repicy or a picy?"
    exercise = Exercise(spec, "picy", prompt, "choice", choices, [], answer, explanation, PICY_RULE, LESSON,
                        "Keep both totals score by score: the bonus comes the moment one reaches 30 while the other "
                        "is still at nothing; then look whether that score was a declaration or a score of the play.",
                        ["Scores in order: %s." % said])
    if found is not None:
        other = "%s-%s" % (ROLES[found[0]], "picy" if found[1] == "repicy" else "repicy")
        exercise.mistake(other, "Right player, wrong bonus: look at the score that took him to 30. Was it %s?" % (
            "a declaration or a score of the play"))
    wrong = _reckon(scores, threshold=20)
    if wrong != found:
        exercise.mistake(_value(wrong), "20 is the mark at three or four players (repic and pic); under the "
                                        "original rules a player needs 30.")
    wrong = _reckon(scores, opponent=False)
    if wrong != found and wrong is not None:
        first = [ROLES[role] for role, kind, stage, points in scores if role != wrong[0]]
        exercise.mistake(_value(wrong), "%s had already scored when %s reached 30: the bonus needs the opponent "
                                        "still at nothing." % (cap(role_words(first[0])) if first else "The opponent",
                                                               role_words(ROLES[wrong[0]])))
    wrong = _reckon(scores, after=True)
    if wrong != found:
        exercise.mistake(_value(wrong), "The majority and capet are scored after the play and never count toward "
                                        "a picy.")
    exercise.aliases = {"neither": ["nobody", "none", "no"]}
    return exercise


BUILDERS = {"ruff": build_ruff, "original_trick": build_original_trick, "picy": build_picy}
