"""Who scores what: both hands declared in full, class by class (the kinds ``winner``
and ``score``).

Glossary:
    class:   point, sequence or set; only the better holding in each scores.
    repique: 30 from declarations alone before the opponent scores: 60 more.
"""

from ..cards import SUIT_NAMES
from ..combinations import all_of, best_point, sequences, sets
from ..comparing import COMPARED_BY, QUATORZE_FIRST, SETS_NEVER_EQUAL, compare_order, decides, figure, not_a_tie, wrong_order
from ..speech import number_words
from .base import CLASSES, PLAYERS, Exercise, article, cap, labels, one_of, order_choices, slug, two_hands



# "Neither" as each class can end so: sets are never equal (lesson 16 offered "Neither
# (equal)" for the sets, and then said they never are: a walk-through).
NEITHER = {"point": "Neither (equal)", "sequence": "Neither (equal, or none held)", "set": "Neither (none held)"}

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


CLASS_LESSONS = {"point": "the-point", "sequence": "sequences", "set": "sets"}
_WINNER_RULE = "The longer %s wins; between equal lengths the higher %s; if that is equal too, nobody scores."
WINNER_RULES = {
    "point": _WINNER_RULE % ("point", figure("point")),
    "sequence": _WINNER_RULE % ("sequence", figure("sequence")) + " The winner also scores his other sequences.",
    "set": cap(QUATORZE_FIRST) + "; otherwise the higher rank wins. The winner also scores his other sets.",
}
# (said from lesson 3 on: "class" comes in lesson 5 and "reckoned" in lesson 10, so neither is used)
SCORE_RULE = ("In each of the point, the sequence and the set only the better holding scores: the point is one "
              "suit, and the owner of the better sequence or set scores every other one he holds too; carte blanche (10) counts first; 30 from declarations before "
              "the opponent scores anything adds 60 (repique).")
# Without the repique, for hands where nobody comes near 30: lessons 3 and 9 ask before
# lesson 10 teaches it, and the hint named it there.
SCORE_RULE_PLAIN = SCORE_RULE[:SCORE_RULE.index("; 30 from")] + "."


def best_key(kind, cards):
    if kind == "point":
        point = best_point(cards)
        return (point.length, point.value) if point else (0, 0)
    found = sequences(cards) if kind == "sequence" else sets(cards)
    return found[0].key if found else (0, 0)


# How the length of each player's best holding is found, for a hint.
LENGTH_OF = {"point": "count each player's longest suit", "sequence": "count each player's longest run"}


def winner_mistakes(exercise, kind, elder, younger, right):
    keys = (best_key(kind, elder), best_key(kind, younger))
    if keys[0][0] != keys[1][0]:
        flipped = ((keys[0][1], keys[0][0]), (keys[1][1], keys[1][0]))
        by_second = "elder" if flipped[0] > flipped[1] else ("younger" if flipped[1] > flipped[0] else "neither")
        exercise.mistake(by_second, wrong_order(kind))
    elif right != "neither":
        exercise.mistake("neither", not_a_tie(kind))
    plain = None  # the lengths' plain hint, when the shorter holding is not of higher cards
    if keys[0][0] != keys[1][0] and kind != "set":  # the shorter holding of the higher cards
        shorter = 0 if keys[0][0] < keys[1][0] else 1  # (lesson 5's trap, answered: a walk-through)
        if kind == "point" or keys[shorter][1] > keys[1 - shorter][1]:  # (a point's pips are no measure of
            # high cards: A K Q J make 41, five low hearts 44)
            exercise.mistake(PLAYERS[shorter], "High cards do not decide a %s: compare the lengths first (%s), and "
                                               "the %s only when they are equal." % (
                                                   kind, LENGTH_OF[kind], COMPARED_BY[kind][1]))
        else:  # (not "high cards" where his are no higher: two runs to the king, a walk-through;
            # said only if no likelier slip below gives the same answer)
            plain = (PLAYERS[shorter], "Compare the lengths first (%s): the longer %s wins, whatever its cards." % (
                LENGTH_OF[kind], kind))
    if kind == "set" and right != "neither":  # a quatorze against a trio, or one set alone (a walk-through)
        exercise.mistake("neither", "%s, so when either player holds a set, one of them scores. Compare the "
                                    "sets again: %s." % (cap(SETS_NEVER_EQUAL), QUATORZE_FIRST))
    if kind != "point" and right in PLAYERS:  # two trios taken to beat one higher trio (a walk-through)
        loser = PLAYERS[1 - PLAYERS.index(right)]
        found = sequences if kind == "sequence" else sets
        hands = {"elder": elder, "younger": younger}
        if len(found(hands[loser])) > len(found(hands[right])):
            exercise.mistake(loser, "Only each player's best %s is compared: %s holds more of them, but how many "
                                    "does not count. Compare %s." % (kind, loser, compare_order(kind)), also=True)
    if kind == "sequence":  # a run read across a gap (K Q J 10 8 7 taken for a sixième: a walk-through)
        for seat, cards in (("elder", elder), ("younger", younger)):
            gap = gapped_run(cards)
            if gap is not None and seat != right:
                exercise.mistake(seat, "A sequence stops at the first gap: %s holds no %s, so his %s cards of "
                                       "%s are not one run." % (seat, gap[0].name, number_words(gap[1]),
                                                                 SUIT_NAMES[gap[0].suit]), also=True)
    if kind == "set" and keys[0][0] == keys[1][0] and right in PLAYERS:  # two trios, or two quatorzes
        exercise.mistake(PLAYERS[1 - PLAYERS.index(right)], "Sets of one size are ranked: ace highest, then "
                                                            "king, queen, jack and ten. Compare the best set of each.")
    if right == "neither":
        for seat in PLAYERS:
            exercise.mistake(seat, "Look again: compare %s. Does either holding beat the other?" % (
                compare_order(kind)))
    if plain is not None:
        exercise.mistake(*plain)
    return exercise


def gapped_run(cards):
    """(the missing card, how many cards) of the longest run of one suit that one missing
    card breaks, when it would be longer than the hand's best sequence; else None.

    >>> from piquet_core.cards import parse_cards
    >>> missing, count = gapped_run(parse_cards("KD QD JD TD 8D 7D AS 9S KC"))
    >>> missing.code, count
    ('9D', 6)
    """
    from ..cards import Card
    runs = sequences(cards)
    best = max([combo.length for combo in runs] or [0])
    found = None
    for suit in range(4):
        ranks = set(card.rank for card in cards if card.suit == suit)
        for missing in range(1, 7):  # (a gap has a card on each side)
            if missing in ranks or missing - 1 not in ranks or missing + 1 not in ranks:
                continue
            low = missing - 1
            while low - 1 in ranks:
                low -= 1
            high = missing + 1
            while high + 1 in ranks:
                high += 1
            count = high - low  # the cards from low to high, less the missing one
            if count > max(best, 2) and (found is None or count > found[1]):
                found = (Card(missing, suit), count)
    return found


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
        held = [] if kind == "point" else (sequences if kind == "sequence" else sets)(
            elder if outcome["winner"] == "elder" else younger)
        if len(held) > 1:  # the winner scores every one he holds: name them, or the sum looks wrong
            verdict = verdict[:-1] + ", for every %s he holds: %s." % (kind, " and ".join(
                "%s %d" % (combo.full_name, combo.score) for combo in held))
    elif kind != "point" and not any((sequences if kind == "sequence" else sets)(cards) for cards in (elder, younger)):
        verdict = "Neither holds a %s, so neither scores." % kind
    else:
        verdict = "They are equal, so neither scores the %s." % kind
    explanation = ". ".join(holdings) + ". " + verdict
    options = [("elder", "Elder"), ("younger", "Younger"), ("neither", NEITHER[kind])]
    exercise = Exercise(spec, "winner", "Who scores the %s?" % kind, "choice", options, [], winner, explanation,
                        WINNER_RULES[kind], CLASS_LESSONS[kind],
                        "Find each player's best %s; compare %s." % (kind, compare_order(kind)))
    exercise.aliases = {"neither": ("nobody", "equal", "neither")}
    return winner_mistakes(exercise, kind, elder, younger, winner)


def score_mistakes(exercise, player, hands, result):
    """The common errors in adding up a player's declarations."""
    total = result["totals"][player]
    mine = hands[PLAYERS.index(player)]
    if result.get("repique") == player:
        exercise.mistake([total - 60], "You stopped at %d: did %s reach 30 in declarations before his opponent "
                                       "scored anything?" % (total - 60, player))
        exercise.mistake([total - 30], "Check which bonus: 30 reached from declarations alone, before the play, is "
                                       "a repique; a pique (30 more) needs points of the play.")
    elif total >= 30:
        exercise.mistake([total + 60], "No repique here: the opponent scored first in the reckoning order "
                                       "(carte blanche, point, sequence, set), so reaching 30 brings no bonus.")
    else:  # a repique added below 30 (a walk-through said 86 for 26)
        exercise.mistake([total + 60], "No repique: it needs 30 from declarations, and %s has less." % player)
    if result[player]["carte_blanche"]:
        exercise.mistake([total - 10], "Something counts before the point: look again at %s's hand for "
                                       "its court cards." % player)
    lost = []  # (class, what he would have counted in it) of each class the opponent won
    for kind in CLASSES:
        if kind == "point":
            found = [best_point(mine)] if mine else []
        else:
            found = sequences(mine) if kind == "sequence" else sets(mine)
        if not found:
            continue
        outcome = result["scores"][kind]
        counted = sum(combo.score for combo in found)  # (a point: the best one alone)
        if outcome["winner"] is None:  # a tie: nobody scores the class (RULES.md §5)
            said = [total + counted]
            if found[0].score != counted:  # (his best one alone: a walk-through's 3 beside two tierces)
                said.append(total + found[0].score)
            if result.get("repique") == player:  # (and the repique then forgotten, as if the tie had made the 30)
                said.append(total + counted - 60)
            for wrong in said:
                exercise.mistake([wrong], "The two %ss are exactly as good: a tie scores for nobody, so "
                                          "neither player counts his %s." % (kind, kind))
        elif outcome["winner"] != player:
            lost.append((kind, counted))
        else:
            if result.get("repique") != player:  # a class he won, left out (a repique's total is told above)
                exercise.mistake([total - outcome["points"]], "A score is missing: %s wins the %s too, and it "
                                                              "counts." % (player, kind), also=True)
            if kind != "point" and len(found) > 1:
                exercise.mistake([total - (outcome["points"] - found[0].score)],
                                 "The winner of the %ss also scores his other %ss, not only the best one." % (kind, kind),
                                 also=True)
    _lost_mistakes(exercise, player, total, lost)
    if player == "elder":  # (a walk-through's 11 for 10: the point of his first lead counted already)
        exercise.mistake([total + 1], "No card has been played yet: elder's point for leading comes with his first "
                                      "card, after the declarations.", also=True)
    return exercise


def _lost_mistakes(exercise, player, total, lost):
    """The holdings ``player`` lost to better ones ([(class, what it would count)]), counted
    all the same: one hint for each total such a slip gives, naming every choice that gives
    it in one sentence (lesson 3: elder's point and his sequence both make 14, and a
    newcomer told "... Or perhaps ..." could not tell which was meant: a walk-through).
    Classes by the names the lessons use from lesson 3 on ("class" is taught in lesson 5)."""
    choices = [[one] for one in lost]
    if len(lost) == 3:
        choices += [[lost[0], lost[1]], [lost[0], lost[2]], [lost[1], lost[2]], lost]
    elif len(lost) == 2:
        choices.append(lost)
    totals = []  # [(the total given, [the choices giving it])], in the order first met
    for chosen in choices:
        value = total + sum(counted for _, counted in chosen)
        for entry in totals:
            if entry[0] == value:
                entry[1].append(chosen)
                break
        else:
            totals.append((value, [chosen]))
    other = "younger" if player == "elder" else "elder"
    for value, chosen_all in totals:
        said = []
        for chosen in chosen_all:
            names = [kind for kind, _ in chosen]
            said.append(" and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 2 else names))
        several = len(said) > 1
        what = "%s's %s (either brings the total to %d)" % (player, ", or his ".join(said), value) if several else \
            "%s's %s" % (player, said[0])
        plural = several or len(chosen_all[0]) > 1
        exercise.mistake([value], "You counted %s, but %s's %s better: only the better holding of each kind "
                                  "scores." % (what, other, "were" if plural else "was"), also=True)


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
        explanation = ("%s wins none of the point, the sequence and the set, so scores nothing in declarations."
                       % cap(player))
    near = result.get("repique") == player or total >= 30  # a repique of his to think of
    exercise = Exercise(spec, "score", "How many points does %s score in declarations?" % player, "numbers",
                        [], [("points", "Points")], [total], explanation, SCORE_RULE if near else SCORE_RULE_PLAIN,
                        _lesson_of(result),
                        "Carte blanche first, if he has one; then the point, the sequence and the set in turn: who "
                        "wins each, and what it is worth%s" % ("; then any repique." if near else "."))
    return score_mistakes(exercise, player, (elder, younger), result)


def _lesson_of(result):
    """The lesson a learner who got the total wrong should read again: the repique's when
    one was made (lesson 8 does not teach it), else the declarations'."""
    return "pique-repique" if result.get("repique") else "declaring"


BUILDERS = {"winner": build_winner, "score": build_score}


# --- the family: who scores what, generated ---------------------------------------------

TITLE = "Who scores what"
LEVEL_NAMES = ("Clear winners", "Equal lengths", "Carte blanche, repique and extras")
_WHO = {"elder": "Elder", "younger": "Younger"}


# What a hand must hold to have a sequence or a set at all (RULES.md, section 5).
_WHAT_IT_TAKES = {"point": "", "sequence": "a sequence is three or more cards in a row in one suit",
                  "set": "a set is three or four cards of one rank, ten or higher"}


def _beaten_hint(kind, best, beaten):
    """What to compare again when a holding keyed ``beaten`` loses to one keyed ``best``
    (length, then pips, top card or rank), without saying which wins: "Younger's point is
    longer, five cards against four" gave the answer away (a walk-through)."""
    if best[0] != beaten[0]:
        if kind == "set":
            return "Compare the sets again: a quatorze beats any trio, whatever its rank."
        return "Compare the %ss again: the %s decides first. Count the cards of each player's best %s." % (
            kind, COMPARED_BY[kind][0], kind)
    if kind == "set":
        both = "Both sets are %s" % ("quatorzes" if best[0] == 4 else "trios")
    else:
        both = "Both %ss are %s cards" % (kind, number_words(best[0]))
    if kind == "point":
        return "%s: then %s. Add up each player's pips again." % (both, decides(kind))
    return "%s: then the higher %s wins. Compare them again." % (both, figure(kind))


def _class_option(player, points):
    return "%s, %d" % (_WHO[player], points)


def _class_step(kind, hands, result):
    """Who scores the class, and how many (choices built from the holdings and the errors)."""
    outcome = result["scores"][kind]
    winner, points = outcome["winner"], outcome["points"]
    held = [all_of(kind, hands[0]), all_of(kind, hands[1])]
    nobody = "Nobody (equal)" if held[0] or held[1] else "Nobody (neither holds one)"
    right = _class_option(winner, points) if winner else nobody
    keys = [best_key(kind, hands[0]), best_key(kind, hands[1])]
    wrong = []
    for seat in (0, 1):
        player = PLAYERS[seat]
        if not held[seat] or player == winner:
            continue
        own = held[seat][0].score if kind == "point" else _sum(held[seat])
        if keys[0][0] != keys[1][0] and (keys[seat][1] > keys[1 - seat][1]):
            hint = wrong_order(kind)
        elif keys[0] == keys[1]:
            hint = "Look again: compare %s. Does either holding beat the other?" % compare_order(kind)
        else:  # his is beaten: say by what, not only "compare again"
            hint = _beaten_hint(kind, keys[1 - seat], keys[seat])
        wrong.append((_class_option(player, own), hint))
    unlisted = []  # slips typed rather than chosen: no choice shows them, each has its hint
    if winner:
        mine = held[PLAYERS.index(winner)]
        if kind == "set" and mine[0].score == 14:
            unlisted.append((_class_option(winner, points - 10), "Four of a kind is a quatorze: it scores 14, not 4."))
        if kind == "sequence" and mine[0].length >= 5:
            unlisted.append((_class_option(winner, points - 10), "A sequence of five cards or more scores ten more "
                                                                 "than its length: %s %s scores %d, not %d." % (
                                                                     article(mine[0].full_name), mine[0].full_name,
                                                                     mine[0].score, mine[0].length)))
        if kind == "point":
            wrong.append((_class_option(winner, mine[0].value), "A point scores one per card, not its pips."))
        elif len(mine) > 1:
            wrong.append((_class_option(winner, mine[0].score), "The winner of a class also scores his other "
                                                                "%ss: add them." % kind))
        if keys[0][0] == keys[1][0]:
            why = not_a_tie(kind)
        elif not (held[0] and held[1]):
            why = "Look again at both hands: does each player hold a %s?" % kind
        else:
            why = cap(QUATORZE_FIRST) + "." if kind == "set" else "One holding is longer: it wins."
        wrong.append((nobody, why))
    padding = []  # so that there are always at least three answers to choose from
    for seat in (0, 1):
        shown = (keys[seat][0] or 3) if kind == "point" else 3
        padding.append((_class_option(PLAYERS[seat], shown), "Look again at both hands: compare each player's "
                                                              "best %s." % kind if held[seat] else
                        "%s holds no %s: %s." % (_WHO[PLAYERS[seat]], kind, _WHAT_IT_TAKES[kind])))
    options = [right]
    hints = []
    for label, hint in wrong + padding:
        if label not in options and (len(options) < 3 or (label, hint) in wrong):
            options.append(label)
            hints.append((label, hint))
    explanation = "Elder: %s; younger: %s. %s" % (
        best_text(kind, hands[0]) if held[0] else "no " + kind, best_text(kind, hands[1]) if held[1] else "no " + kind,
        "%s scores %d%s." % (_WHO[winner], points, _extras(held[PLAYERS.index(winner)], kind)) if winner else
        "Nobody scores the %s." % kind)
    exercise = Exercise(None, "class", "The %s: who scores it, and how many?" % kind, "choice",
                        order_choices(options), [], slug(right), explanation, WINNER_RULES[kind],
                        CLASS_LESSONS[kind], "Compare both players' best %s: %s; the winner scores all his %ss." % (
                            kind, compare_order(kind), kind))
    exercise.aliases = {slug(nobody): ("nobody", "neither", "equal")}
    exercise.seat_numbers_typed = True
    for label, hint in hints + wrong + unlisted:  # (the choices' first; then any slip typed)
        exercise.mistake(slug(label), hint)
    return exercise


def _sum(found):
    total = 0
    for combo in found:
        total += combo.score
    return total


def _extras(found, kind):
    """" (quart major 4 + tierce minor 3)": each holding scored in a class, by name; two
    sequences of one name also by suit (a walk-through read "quart major 4 + quart major 4"
    beside a line that showed one of them).

    >>> from piquet_core.cards import parse_cards
    >>> _extras(sequences(parse_cards("AH KH QH JH AS KS QS JS 9D 8D 7C 8C")), "sequence")
    ' (quart major in spades 4 + quart major in hearts 4)'
    """
    if kind == "point" or len(found) < 2:
        return ""
    names = [combo.full_name for combo in found]
    if kind == "sequence":
        names = [name + " in " + SUIT_NAMES[combo.suit] if names.count(name) > 1 else name
                 for name, combo in zip(names, found)]
    return " (%s)" % " + ".join("%s %d" % (name, combo.score) for name, combo in zip(names, found))


_BONUSES = (
    ("carte-blanche-elder", "Carte blanche for elder (10)"),
    ("carte-blanche-younger", "Carte blanche for younger (10)"),
    ("repique-elder", "Repique for elder (60)"),
    ("repique-younger", "Repique for younger (60)"),
    ("pique", "A pique (30)"),
)


def _bonus_step(hands, result):
    right = []
    for seat in (0, 1):
        if result[PLAYERS[seat]]["carte_blanche"]:
            right.append("carte-blanche-" + PLAYERS[seat])
    if result["repique"]:
        right.append("repique-" + result["repique"])
    exercise = Exercise(None, "bonuses", "Tick every bonus scored in these declarations (none, one or more).",
                        "checks", list(_BONUSES), [], sorted(right),
                        _bonus_explanation(result), "Carte blanche (a hand with no king, queen or jack) scores 10, "
                                                    "reckoned first. 30 from declarations before the opponent "
                                                    "scores anything is a repique, 60 more; a pique needs the play.",
                        "pique-repique", "Look for a hand with no court card, and add up each player's "
                                         "declarations in the reckoning order.")
    for seat in (0, 1):
        player = PLAYERS[seat]
        # (what to look at in that box, not its verdict: a walk-through was told "...: a repique")
        exercise.item_hints["carte-blanche-" + player] = (
            "Look again at %s's hand: a carte blanche is a hand without a king, queen or jack." % player)
        exercise.item_hints["repique-" + player] = (
            "Add up %s's declarations in the reckoning order (carte blanche, point, sequence, set): does he reach 30 "
            "before %s scores anything?" % (player, PLAYERS[1 - seat]))
    exercise.item_hints["pique"] = ("A pique needs points from the play (leads and tricks); these are declarations "
                                    "alone.")
    return exercise


def _bonus_explanation(result):
    parts = []
    for player in PLAYERS:
        if result[player]["carte_blanche"]:
            parts.append("%s has carte blanche (10)" % player)
    if result["repique"]:
        parts.append("%s makes a repique (60)" % result["repique"])
    if not parts:
        return "No carte blanche, and nobody reaches 30 in declarations first: no bonus."
    return cap("; ".join(parts)) + "."


def _totals_step(hands, result):
    totals = [result["totals"]["elder"], result["totals"]["younger"]]
    parts = []
    for player in PLAYERS:
        items = []
        if result[player]["carte_blanche"]:
            items.append("carte blanche 10")
        for kind in CLASSES:
            outcome = result["scores"][kind]
            if outcome["winner"] == player and outcome["points"]:
                items.append("%s %d" % (kind, outcome["points"]))
        if result["repique"] == player:
            items.append("repique 60")
        parts.append("%s: %s = %d" % (_WHO[player], " + ".join(items) if items else "nothing", result["totals"][player]))
    exercise = Exercise(None, "totals", "Both totals in declarations?", "numbers", [],
                        [("elder", "Elder"), ("younger", "Younger")], totals, "; ".join(parts) + ".", SCORE_RULE,
                        _lesson_of(result),
                        "Add what each player won: carte blanche first, then class by class, then any repique.")
    for seat in (0, 1):
        player = PLAYERS[seat]
        single = Exercise(None, "score", "", "numbers", [], [("points", "")], [totals[seat]], "")
        score_mistakes(single, player, hands, result)
        for answer, hint in single.mistakes:
            wrong = list(totals)
            wrong[seat] = answer[0]
            exercise.mistake(wrong, hint)  # the feedback names the wrong box (fields.which_boxes)
    return exercise


def _pick(rng, level):
    from ..hands import score_hands
    from .puzzle import (
        blank_hand, candidates, class_keys, hand_masks, is_blank, rank_counts, sequence_count, strong_hand,
    )
    for elder, younger, rest in candidates(rng):
        if level == 3:
            kind = rng.below(4)
            pack = elder + younger + rest
            if kind == 0:
                elder, rest = strong_hand(rng, pack)
                younger = rest[:12]
            elif kind == 1:
                younger, rest = strong_hand(rng, pack)
                elder = rest[:12]
            elif kind == 2:
                elder, rest = blank_hand(pack)
                younger = rest[:12]
            else:
                younger, rest = blank_hand(pack)
                elder, rest = strong_hand(rng, rest)
        ours, theirs = hand_masks(elder), hand_masks(younger)
        blank = is_blank(ours) or is_blank(theirs)
        keys = (class_keys(elder), class_keys(younger))
        tied = False
        for index in range(3):
            if keys[0][index][0] == keys[1][index][0] and keys[0][index][0]:
                tied = True
        if level == 1 and (blank or tied):
            continue
        if level == 2 and (blank or not tied):
            continue
        if level == 3:
            sets_held = len([n for n in rank_counts(ours)[3:] if n >= 3])
            extras = sequence_count(ours) > 1 or sequence_count(theirs) > 1 or sets_held > 1
            if not (blank or extras or keys[0][0][0] + keys[0][1][0] >= 10 or keys[1][0][0] + keys[1][1][0] >= 10):
                continue
        result = score_hands(elder, younger)
        if level == 1 and result["repique"]:
            continue
        break
    return elder, younger, result


def generate(seed, level):
    """Both hands after the exchange: each class's winner and points, the bonuses, both totals."""
    from .puzzle import Puzzle, Step, codes, puzzle_rng, sorted_cards
    rng = puzzle_rng(seed, level)
    elder, younger, result = _pick(rng, level)
    hands = (sorted_cards(elder), sorted_cards(younger))
    steps = [Step(_class_step(kind, hands, result)) for kind in CLASSES]
    steps.append(Step(_bonus_step(hands, result)))
    steps.append(Step(_totals_step(hands, result)))
    answer = {
        "classes": {kind: {"winner": result["scores"][kind]["winner"], "points": result["scores"][kind]["points"]}
                    for kind in CLASSES},
        "carte_blanche": [player for player in PLAYERS if result[player]["carte_blanche"]],
        "repique": result["repique"],
        "totals": {"elder": result["totals"]["elder"], "younger": result["totals"]["younger"]},
    }
    return Puzzle("who-scores", level, seed, TITLE,
                  "Both hands after the exchange, declared in full (nobody sinks). Who scores what? (Carte blanche "
                  "counts as if each hand were as dealt.)",
                  [("Elder", hands[0]), ("Younger", hands[1])], steps, answer, "declaring",
                  {"elder": codes(elder), "younger": codes(younger)})
