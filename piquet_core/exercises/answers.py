"""Younger's answers: Good, Not good or Equal to elder's call (the kind ``reply``).

Glossary:
    good / not good / equal: younger's answers; Equal is said "Making?" to a point and
                   "How high?" to a sequence, and elder then names his second figure.
"""

from ..cards import CARD_TABLE, PIP_VALUES, RANK_CHARS, RANK_NAMES, RANK_PLURALS, SEVEN, SUITS, TEN
from ..choosing import combinations
from ..combinations import Sequence, all_of, best_point, sequences, sets
from ..comparing import (
    EQUAL_QUESTION, QUATORZE_FIRST, SETS_NEVER_EQUAL, compare_order, decides, figure, same_length, wrong_order,
)
from ..speech import number_words, spoken_total
from .base import CLASSES, REPLIES, Exercise, ExerciseSpecError, article, cap, is_whole_number, labels, spec_cards


def parse_call(text):
    """'point 5 48' | 'sequence 4 K' | 'set 3 K' -> (class, first, second or None)."""
    words = text.split()
    if not words or words[0] not in CLASSES:
        raise ExerciseSpecError("call", "must start with point, sequence or set, got %r" % text)
    kind = words[0]
    if len(words) not in (2, 3) or (kind == "set" and len(words) != 3):
        raise ExerciseSpecError("call", "expected e.g. 'point 5', 'point 5 48', 'sequence 4', "
                                "'sequence 4 K' or 'set 3 K', got %r" % text)
    if not is_whole_number(words[1]):
        raise ExerciseSpecError("call", "the length must be a whole number, got %r" % words[1])
    length = int(words[1])
    second = None
    if kind == "point":
        if not 1 <= length <= 8:
            raise ExerciseSpecError("call", "a point has 1 to 8 cards, got %d" % length)
        if len(words) == 3:
            if not is_whole_number(words[2]):
                raise ExerciseSpecError("call", "the pip total must be a whole number, got %r" % words[2])
            second = int(words[2])
            low, high = pip_range(length)
            if not low <= second <= high:
                raise ExerciseSpecError("call", "a point of %d makes %d to %d pips, not %d" % (
                    length, low, high, second))
    else:
        if len(words) == 3:
            rank_text = "T" if words[2] == "10" else words[2].upper()
            if len(rank_text) != 1 or rank_text not in RANK_CHARS:
                raise ExerciseSpecError("call", "unknown rank %r (ranks are A K Q J T 9 8 7)" % words[2])
            second = RANK_CHARS.index(rank_text)
        if kind == "sequence":
            if not 3 <= length <= 8:
                raise ExerciseSpecError("call", "a sequence has 3 to 8 cards, got %d" % length)
            if second is not None and second - length + 1 < SEVEN:
                raise ExerciseSpecError("call", "no sequence of %d goes down from that card" % length)
        else:
            if length not in (3, 4):
                raise ExerciseSpecError("call", "a set has 3 or 4 cards, got %d" % length)
            if second < TEN:
                raise ExerciseSpecError("call", "sets are of tens or higher only")
    return kind, length, second


def pip_range(length):
    return sum(PIP_VALUES[:length]), sum(PIP_VALUES[8 - length:])


def spoken_call(kind, length, second):
    """Elder's first words: "Point of five", "A quart", "Three kings" (a set's rank is said
    at once; a point's or sequence's second figure only when asked: ``call_dialogue``)."""
    if kind == "point":
        return "Point of " + number_words(length)
    if kind == "sequence":
        name = Sequence(0, 7, length).name
        return cap(article(name)) + " " + name
    return ("Fourteen " if length == 4 else "Three ") + RANK_PLURALS[second]


def call_dialogue(kind, length, second):
    """The call as it is said up to the answer asked for (RULES.md §5): elder names the
    length; only when younger's is as long does he ask "Making?" or "How high?" and hear
    the second figure.

    >>> call_dialogue("point", 5, None), call_dialogue("set", 3, 6)
    ('Elder calls "Point of five."', 'Elder calls "Three kings."')
    >>> call_dialogue("point", 5, 48)
    'Elder said "Point of five", you asked "Making?", and he said "Forty-eight".'
    >>> call_dialogue("sequence", 4, 7)
    'Elder said "A quart", you asked "How high?", and he said "Major".'
    """
    first = spoken_call(kind, length, second)
    if second is None or kind == "set":
        return 'Elder calls "%s."' % first
    if kind == "point":
        said = spoken_total(second)
    else:
        from ..transcript import second_figure_words
        said = second_figure_words(Sequence(0, second, length))[:-1]
    return 'Elder said "%s", you asked "%s", and he said "%s".' % (first, EQUAL_QUESTION[kind], said)


CLASS_LESSONS = {"point": "the-point", "sequence": "sequences", "set": "sets"}
_REPLY_RULE = ("Younger compares lengths first: shorter is Good, longer Not good, and if as long, he asks \"%s\"; "
               "then the %ss the same way, and exactly the same is Equal.")
REPLY_RULES = {
    "point": _REPLY_RULE % (EQUAL_QUESTION["point"], figure("point")),
    "sequence": _REPLY_RULE % (EQUAL_QUESTION["sequence"], figure("sequence")),
    "set": cap(QUATORZE_FIRST) + "; between two trios or two quatorzes the higher rank wins. Sets are never equal.",
}


def reply_key(kind, hand):
    """Younger's best holding in ``kind`` as a comparable key, and its words."""
    if kind == "point":
        mine = best_point(hand)
        if not mine:
            return (0, 0), "you have no point"
        return (mine.length, mine.value), "your point is %s cards making %d" % (number_words(mine.length), mine.value)
    found = sequences(hand) if kind == "sequence" else sets(hand)
    if not found:
        return (0, 0), "you have no " + kind
    return found[0].key, "your best %s is %s %s" % (kind, article(found[0].full_name), found[0].full_name)


def verdict(mine, theirs):
    """'good', 'not-good' or 'equal': younger's holding ``mine`` against the call ``theirs``."""
    mine = mine[:len(theirs)]
    if mine < theirs:
        return "good"
    return "not-good" if mine > theirs else "equal"


def compared(kind, mine, theirs):
    """How younger's holding ``mine`` differs from the call ``theirs`` (keys), in the order
    they are compared: "Yours is higher" said of a quatorze of tens against a trio of
    queens gave the wrong reason (a walk-through): four beat three, whatever the rank.

    >>> compared("set", (4, 3), (3, 5)), compared("point", (5, 44), (5, 48))
    ('better (four of a kind beat three)', 'as long, with fewer pips')
    """
    mine = tuple(mine[:len(theirs)])
    more = mine > tuple(theirs)
    if mine[0] != theirs[0]:  # the first figure: how many cards
        if kind == "set":
            return ("better" if more else "worse") + " (four of a kind beat three)"
        return "longer" if more else "shorter"
    if kind == "set":
        return "of a %s rank" % ("higher" if more else "lower")
    if kind == "point":
        return "as long, with %s pips" % ("more" if more else "fewer")
    return "as long, with a %s %s" % ("higher" if more else "lower", _HEIGHT[kind])


_HEIGHT = {"sequence": "top card", "set": "rank"}  # what is compared between holdings as long
_LONGEST = {"point": "longest suit", "sequence": "longest run"}  # what a first figure is compared with
_SECOND = {"point": "point's pips", "sequence": "run's top card"}  # and a second figure
_SAID = {"point": "pips he said", "sequence": "top card he named"}  # (a second figure may be a word: "Major")
# What Equal says of a holding: a point ties on its pips, a sequence on its top card.
_EQUAL_MEANS = {"point": "Equal means yours is exactly as long, with exactly as many pips",
                "sequence": "Equal means yours is exactly as long and as high"}


def reply_mistakes(exercise, kind, key, theirs, right):
    """The errors in answering a call, each as the answer it gives."""
    if kind == "point" and len(theirs) == 2:
        pips_first = verdict((key[1], key[0]), (theirs[1], theirs[0]))
        if pips_first != right and key[0] != theirs[0]:
            exercise.mistake(pips_first, wrong_order(kind))
    if kind == "set":
        exercise.mistake("equal", "%s. %s; otherwise the higher rank wins." % (
            cap(SETS_NEVER_EQUAL), cap(QUATORZE_FIRST)))
        if key[0] != theirs[0]:
            rank_first = verdict((key[1], key[0]), (theirs[1], theirs[0]))
            if rank_first != right:
                exercise.mistake(rank_first, wrong_order(kind))
    # Each hint says what to compare, never how the comparison comes out: with three
    # choices, "yours is just as long" or "yours is better" was the answer (lessons 5, 8, 18).
    if right == "equal":
        for wrong in ("good", "not-good"):
            exercise.mistake(wrong, "Count again: set the length of your %s beside the length he called."
                             % _LONGEST[kind] if len(theirs) == 1 else
                             "Compare again: set your %s beside the %s." % (_SECOND[kind], _SAID[kind]))
    elif right == "good":
        if len(theirs) == 2 and key[0] == theirs[0]:  # the lengths are known equal: what decides is said
            exercise.mistake("not-good", "Check again: %s, so %s. Compare %s again." % (
                same_length(kind), decides(kind),
                "your pips with his %d" % theirs[1] if kind == "point" else "your %s with his" % _HEIGHT[kind]))
        else:
            exercise.mistake("not-good", "Check again: compare %s." % compare_order(kind))
        if kind != "set" and len(theirs) == 2 and key[0] == theirs[0]:  # as long, so the height is the mistake
            exercise.mistake("equal", "%s: %s, but %s. "
                                      "Compare %s again." % (_EQUAL_MEANS[kind], same_length(kind), decides(kind),
                                                             "your pips with his %d" % theirs[1] if kind == "point"
                                                             else "your top card with his"))
        elif kind != "set":
            exercise.mistake("equal", _as_long_only(kind, theirs))
    else:
        exercise.mistake("good", "Before you say \"Good\", compare yours with the call again: \"Good\" gives elder "
                                 "the class, and then nothing you hold in it scores.")
        if kind != "set" and len(theirs) == 2 and key[0] == theirs[0]:
            # as long: the height decides ("Count your cards again" sent a walk-through to the
            # lengths, which were equal, not to his king against the jack)
            exercise.mistake("equal", "%s: %s, but %s. "
                                      "Compare %s again." % (_EQUAL_MEANS[kind], same_length(kind), decides(kind),
                                                             "your pips with his %d" % theirs[1] if kind == "point"
                                                             else "your top card with his"))
        elif kind != "set":
            exercise.mistake("equal", _as_long_only(kind, theirs))
    return exercise


_PLURAL = {"sequence": "sequences", "set": "sets"}


def _as_long_only(kind, theirs):
    """The hint for an Equal given to a call of another length, named as the choice reads:
    to a first figure it is the question ("Making?"), not "Equal" (lesson 8's exercise had
    no choice called Equal, and its hint spoke of one)."""
    if len(theirs) == 1:
        return "You ask \"%s\" only when yours is exactly as long as his. Count your cards again." % (
            EQUAL_QUESTION[kind])
    return "%s. Count your cards again." % _EQUAL_MEANS[kind]


def reply_options(kind, second):
    """Younger's three answers as the choices read: to a first figure of a point or a
    sequence, Equal is the question he asks ("Making?", "How high?"), as the lessons teach it.

    >>> [label for value, label in reply_options("point", None)]
    ['Good', 'Not good', 'Making?']
    >>> [label for value, label in reply_options("sequence", 6)]
    ['Good', 'Not good', 'Equal']
    """
    if kind == "set" or second:
        return list(REPLIES)
    return [("good", "Good"), ("not-good", "Not good"), ("equal", EQUAL_QUESTION[kind])]


def _elder_may_hold(kind, length, second, hand):
    """Whether elder may hold a point or a sequence so called (``second``: its pips or its
    top rank, or None), from the cards younger sees in his own hand.

    >>> from piquet_core.cards import Card
    >>> hand = [Card.parse(code) for code in "KH QH JH TH 8H AS 9S 7S AD 9D KC 8C".split()]
    >>> _elder_may_hold("sequence", 4, RANK_CHARS.index("J"), hand), _elder_may_hold("sequence", 4, None, hand)
    (False, True)
    >>> _elder_may_hold("point", 5, 48, hand), _elder_may_hold("point", 7, None, hand)
    (True, False)
    """
    for suit in SUITS:
        unseen = [card for card in CARD_TABLE if card.suit == suit and card not in hand]
        if kind == "sequence":
            tops = [second] if second is not None else range(length - 1, len(RANK_CHARS))
            ranks = [card.rank for card in unseen]
            for top in tops:
                if all(rank in ranks for rank in range(top - length + 1, top + 1)):
                    return True
        elif second is None:
            if len(unseen) >= length:
                return True
        elif any(sum(card.pips for card in chosen) == second for chosen in combinations(unseen, length)):
            return True
    return False


def build_reply(spec):
    hand = spec_cards(spec, "hand")
    kind, length, second = parse_call(spec["call"])
    said = spoken_call(kind, length, second)
    if kind == "set":
        held = [card for card in hand if card.rank == second]
        if len(held) + length > 4:
            raise ExerciseSpecError("call", "elder cannot hold %s: you hold %s" % (said.lower(), labels(held)))
    elif not _elder_may_hold(kind, length, second, hand):
        # (a walk-through: "a quart to the jack" said to a hand holding a card of each such run)
        how = "" if second is None else (" making %d" % second if kind == "point" else " to the " + RANK_NAMES[second])
        raise ExerciseSpecError("call", "elder cannot hold %s%s: your hand leaves no suit for it" % (
            ("a " if kind == "point" else "") + said.lower(), how))
    key, what = reply_key(kind, hand)
    if second is not None and kind != "set" and key[0] != length:  # he would never have asked for it
        raise ExerciseSpecError("call", "younger hears the second figure only when his %s is as long as the "
                                        "call (%s): %s" % (kind, number_words(length), what))
    theirs = (length, second) if second is not None else (length,)
    right = verdict(key, theirs)
    if right == "good":
        why = "%s, so you answer Good and elder scores." % (
            "Yours is " + compared(kind, key, theirs) if key[0] else "You have nothing to set against it")
    elif right == "not-good":
        why = "Yours is %s, so you answer Not good." % compared(kind, key, theirs)
    else:
        # (the lessons keep "Equal" for the second figure: the first answer is the question)
        why = "Yours is as long, so you ask \"%s\" and elder names his %s." % (
            EQUAL_QUESTION[kind], figure(kind)) if kind != "set" else "Yours is the same."
        if second is not None:
            why = "Yours is exactly the same, so you answer Equal and nobody scores the %s." % kind
    dialogue = call_dialogue(kind, length, second)
    explanation = "%s %s. %s" % (dialogue.replace("Elder calls", "Elder said", 1), cap(what), why)
    exercise = Exercise(spec, "reply", "%s You are younger with this hand. What do you answer?" % dialogue,
                        "choice", reply_options(kind, second), [], right, explanation, REPLY_RULES[kind],
                        CLASS_LESSONS[kind],
                        "Find your own best %s and compare it with the call: %s." % (kind, compare_order(kind)))
    exercise.aliases = {"equal": ("making", "how high"), "not-good": ("not good",)}
    reply_mistakes(exercise, kind, key, theirs, right)
    several = sequences(hand) if kind == "sequence" else sets(hand) if kind == "set" else []
    if len(several) > 1 and right != "not-good":
        # (two quarts taken to beat one quart major: a walk-through of lesson 8)
        # (said as a slip of his, not as a doubt about the rule: "Or perhaps only your best ..."
        # read as the site unsure which rule holds, a walk-through)
        exercise.mistake("not-good", "You set two %s against his one: only your best is set against his call; the "
                                     "others count only if it wins the %s." % (_PLURAL[kind], kind), also=True)
    return exercise


BUILDERS = {"reply": build_reply}


# --- the family: younger's answers, generated ------------------------------------------

TITLE = "Younger's answers"
LEVEL_NAMES = ("The point", "Equal lengths: Making? and How high?", "Every class, and the traps")


def _screen(kind, elder, younger, level):
    """Is this pair of hands a good puzzle of ``level`` in class ``kind``? (Fast keys.)"""
    from .puzzle import class_keys, hand_masks, sequence_count
    index = ("point", "sequence", "set").index(kind)
    best, mine = class_keys(elder)[index], class_keys(younger)[index]
    if best[0] == 0:
        return False  # elder would say "No ...": nothing to answer
    if level == 2:
        return mine[0] == best[0]
    if level == 3:
        if mine[0] == 0:
            return False
        if kind == "set":
            return True
        trap = mine[0] != best[0] and (mine[1] > best[1]) != (mine[0] > best[0])
        extras = kind == "sequence" and mine > best and sequence_count(hand_masks(younger)) > 1
        return trap or extras or mine[0] == best[0]
    return True


def _answer_step(kind, second, right, hand, principal):
    """The question for younger's answer to elder's first (or second) figure."""
    options = reply_options(kind, second)
    key, what = reply_key(kind, hand)
    theirs = principal.key if second or kind == "set" else principal.key[:1]
    words = dict(options)  # (what is said: the choice's own words)
    explanation = "%s; elder's is %s. So you say \"%s\"" % (cap(what), _their_words(kind, principal, second),
                                                            words[right])
    explanation += "" if explanation.endswith("?") else "."
    exercise = Exercise(None, "answer", "What do you answer?", "choice", options, [], right, explanation,
                        REPLY_RULES[kind], CLASS_LESSONS[kind],
                        "Compare your best %s with the call: %s." % (kind, compare_order(kind)))
    exercise.aliases = {"equal": ("equal", "making", "how high"), "not-good": ("not good",)}
    return reply_mistakes(exercise, kind, key, theirs, right)


def _their_words(kind, combo, second):
    if kind == "point":
        return "%s cards%s" % (number_words(combo.length), " making %d" % combo.value if second else "")
    if kind == "sequence":
        return "%s" % (combo.full_name if second else "a " + combo.name)
    return combo.full_name


# The hint for a wrong count when the learner did win the class (a walk-through who won with
# a tierce and said 4 was asked "Who won the sequence?"): what his combinations are worth.
_WORTH = {"point": "You won the point: it scores one per card.",
          "sequence": "You won the sequence: a tierce scores 3, a quart 4, a quint 15, a sixième 16 (10 and the "
                      "length from five up), and the winner scores each sequence he holds.",
          "set": "You won the set: a trio scores 3, a quatorze 14, and the winner scores each set he holds."}


def _score_step(kind, record, hand):
    from ..declarations import call_score
    won = record.winner == 1
    points = call_score(record.younger_call) if won else 0
    if won:
        parts = ["%s %d" % (combo.full_name, combo.score) for combo in record.younger_call]
        explanation = "Your %s won the %s: you score %d (%s)." % (
            record.younger_call[0].full_name, kind, points, " and ".join(parts))
    elif record.winner == 0:
        explanation = "Elder's %s won the %s: the loser of a class scores nothing in it." % (
            record.elder_call[0].full_name, kind)
    else:
        explanation = "Equal: nobody scores the %s." % kind
    exercise = Exercise(None, "score", "How many points do you score for the %s? (You will say them after "
                                       "elder's first lead.)" % kind, "numbers", [], [("points", "Points")], [points],
                        explanation, "Only the winner of a class scores in it; the winner of the sequences or sets "
                                     "also scores his other ones. A point scores one per card.",
                        "declaring", (_WORTH[kind] if won else "Who won the %s? Only the winner scores in it." % kind))
    mine = all_of(kind, hand)
    if mine:  # (a first hint never gives the verdict away: "you lost the point" said the answer, 0)
        exercise.mistake([mine[0].score], "Did your %s win the class? Only the winner of a class scores in it." % kind
                         if not won else "Count all of them: the winner also scores his other %ss." % kind)
        if kind == "point":  # his pips: when he lost, not "one per card" (that led to 4, wrong again)
            exercise.mistake([mine[0].value], "A point scores one per card, not its pips." if won else
                             "The pips only decide between two points of one length; and did your point win the class?")
    if won and len(record.younger_call) > 1:
        exercise.mistake([record.younger_call[0].score], "The winner of the %ss scores every one he holds, "
                                                         "not only the best." % kind)
    # (a walk-through found a set's score with no slip known: any figure got the general hint)
    if won and points:  # his answer gave him the class: not a verdict given away
        exercise.mistake([0], "Your answer left the %s to you: its winner scores what he holds in it." % kind)
    elif record.winner == 0 and record.elder_call:
        exercise.mistake([call_score(record.elder_call)], "That is what elder scores for his %s, not what you "
                                                          "score." % record.elder_call[0].full_name)
    if kind == "set" and won:  # a trio counted as a quatorze, or the other way
        for combo in record.younger_call:
            other = 14 if combo.score == 3 else 3
            exercise.mistake([points - combo.score + other], "A trio scores 3 and a quatorze 14: count your %s "
                                                             "again." % combo.full_name)
    if kind == "set":  # three or four nines, eights or sevens counted as a set (a walk-through's 6)
        low = _low_sets(hand)
        if low:
            exercise.mistake([points + sum([3 if count == 3 else 14 for rank, count in low])],
                             "Only tens and higher make a set: your %s count for nothing." % " and ".join(
                                 "%s %s" % (number_words(count), RANK_PLURALS[rank]) for rank, count in low))
    return exercise


def _low_sets(hand):
    """[(rank, count)] of the ranks below the ten held three or four times: no set.

    >>> from piquet_core.cards import parse_cards
    >>> _low_sets(parse_cards("8H 8D 8C AH AD AC 7S 7H 7D 7C KS QS"))
    [(1, 3), (0, 4)]
    """
    from .puzzle import hand_masks, rank_counts
    counts = rank_counts(hand_masks(hand))
    return [(rank, counts[rank]) for rank in range(TEN - 1, -1, -1) if counts[rank] >= 3]


def generate(seed, level):
    """Younger's answers to elder's call in one class, then what younger scores for it."""
    from ..events import Answered
    from .puzzle import Puzzle, Step, candidates, codes, deal_after_exchange, declare_honestly, hand_masks, is_blank
    from .puzzle import lines_between, puzzle_rng
    rng = puzzle_rng(seed, level)
    kinds = ("point",) if level == 1 else ("point", "sequence") if level == 2 else ("point", "sequence", "set")
    for elder, younger, rest in candidates(rng, 60):
        kind = kinds[rng.below(len(kinds))]
        if is_blank(hand_masks(elder)) or is_blank(hand_masks(younger)):
            continue
        if _screen(kind, elder, younger, level):
            break
    deal = declare_honestly(deal_after_exchange(elder, younger, rest), until=kind)
    start = len(deal.log)
    deal.do(_honest(deal))
    while deal.current_class == kind:
        deal.do(_honest(deal))
    record = deal.class_record(kind)
    hand = deal.hands[1]
    steps = []
    principal = record.elder_call[0]
    said = lines_between(deal, start, start + 1)
    index = start + 1
    for answer in record.answers:
        while type(deal.log[index]) is not Answered:
            index += 1
        entry = deal.log[index]
        step = _answer_step(kind, entry.second, _VALUE[answer], hand, principal)
        after = lines_between(deal, index, index + 1)
        if answer == "equal" and not entry.second:
            after += lines_between(deal, index + 1, index + 2)  # elder's second figure
        steps.append(Step(step, said, after))
        said = []
        index += 1
    steps.append(Step(_score_step(kind, record, hand)))
    return Puzzle("answers", level, seed, TITLE,
                  "You are younger, with this hand after the exchange. Elder calls his %s: answer it honestly, "
                  "then say what you score for it." % kind,
                  [("Your hand (younger)", hand)], steps,
                  {"class": kind, "answers": [step.exercise.expected for step in steps[:-1]],
                   "score": steps[-1].exercise.answer[0], "younger": codes(younger)}, CLASS_LESSONS[kind])


_VALUE = {"good": "good", "not good": "not-good", "equal": "equal"}


def _honest(deal):
    from .puzzle import honest_action
    return honest_action(deal)
