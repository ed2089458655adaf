"""Sinking: what may be called with a hand, what a sink costs, and what an answer tells.

Glossary:
    sinking:  calling less than you hold, or nothing; never more. What is not called can
              never be scored later (under the default rules: the sink rule is a variant).
    good against the cards: a holding that, judging from every card you can see, no hand
              the opponent could hold can beat or equal.

Levels: 1, which of these calls may you make (and which would be cheating); 2, after a
sink and the answer, what each player scores and what can never be claimed; 3, what the
opponent's answer (or his silence) tells you, and which of your holdings are good
against the cards.

Reading fixed here (docs/engine.md): "which holdings can he still have" assumes he
answered honestly; a sink (lesson 9) could hide anything, and the explanation says so.
"""

from ..actions import Declare
from ..cards import RANK_PLURALS, SUIT_NAMES, TEN
from ..combinations import POINT, Point, Sequence, all_of, best_point, sequences, sets
from ..comparing import EQUAL_QUESTION
from ..declarations import call_score, holds_exact, holds_first_figure
from ..speech import number_words
from .base import Exercise, cap, labels, order_choices, slug
from .puzzle import (
    Puzzle, Step, candidates, codes, deal_after_exchange, declare_honestly, hand_masks, honest_action, is_blank,
    lines_between, puzzle_rng, sorted_cards,
)

TITLE = "Sinking"
SINK_RULE = ("You may call less than you hold, or nothing (sinking), but never more; what you do not call can never "
             "be scored later in the deal.")


def _seen_words(seen, of, cards, left):
    """Why a holding is impossible from the cards elder sees: "you see three of the four
    aces, so at most one can be his" ("all but 1 of the aces" read as what he could hold)."""
    if not left:
        return "you see all %s %s, so none can be his" % (of, cards)
    return "you see %s of the %s %s, so at most %s can be his" % (
        number_words(seen), of, cards, number_words(left))


def _verdict(words, why):
    """'"Point of seven" is cheating: ...', not "Point of seven: Cheating: ..." (two colons)."""
    return '"%s" is %s' % (words, why[:1].lower() + why[1:])


# A tick-box hint names the box to look at again and what to look at, not its verdict (the
# worked answer has that): a walk-through was told "Two or more aces: possible, ..." at its
# first wrong tick.
def _call_nudge(words):
    return ('Look again at "%s": does your hand hold at least that much? Calling less than you hold is sinking, '
            'and allowed; calling more is cheating.' % words)


def _seen_nudge(words, what):
    return ('Look again at "%s": count the %s you can see (your hand and your discards), then read what his '
            'answer rules out.' % (words, what))


def _against_nudge(words):
    return 'Look again at "%s": could the cards you cannot see make one as good or better?' % words


# --- level 1: allowed, or cheating -----------------------------------------------------------


def _candidate_calls(hand, rng):
    """(words, allowed, why) for calls one might make with ``hand``: honest ones, sinks and cheats."""
    out = []
    point = best_point(hand)
    length, value = point.length, point.value
    out.append(("Point of %s" % number_words(length), True, "Allowed: that is your longest suit."))
    if length > 1:
        out.append(("Point of %s" % number_words(length - 1), True,
                    "Allowed: calling fewer cards than you hold is sinking, which the rules permit."))
    if length < 8 and not holds_first_figure("point", hand, length + 1):
        out.append(("Point of %s" % number_words(length + 1), False,
                    "Cheating: your longest suit has only %s cards; you may never call more than you hold." %
                    number_words(length)))
    high = value + 1 + rng.below(3)
    if not holds_exact("point", hand, (length, high)):
        out.append(("Point of %s, making %s" % (number_words(length), number_words(high)), False,
                    "Cheating: no %s cards of one suit make %d (a point is one suit); you may not claim more pips "
                    "than you hold." % (
                        number_words(length), high)))
    found = sequences(hand)
    if found:
        best = found[0]
        out.append((cap(best.full_name), True, "Allowed: you hold it (%s)." % labels(best.cards)))
        if best.length > 3:
            shorter = Sequence(best.suit, best.top, best.length - 1)
            out.append((cap(shorter.full_name), True, "Allowed: a shorter run inside your %s is a sink." %
                        best.full_name))
        if best.length < 8:
            longer = Sequence(best.suit, best.top, best.length + 1) if best.top - best.length >= 0 else None
            if longer is not None and not holds_exact("sequence", hand, longer.key):
                out.append((cap(longer.full_name), False, "Cheating: your longest run is %s cards; you may never "
                                                          "call more than you hold." % number_words(best.length)))
    else:
        out.append(("A tierce", False, "Cheating: you have no three cards of one suit in a row."))
    out.append(("No sequence", True, "Allowed: you may always say \"No ...\": that sinks the whole class."
                if found else "Allowed: you hold none, so it is the truth."))
    counts = {}
    for card in hand:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    for rank in range(7, TEN - 1, -1):
        held = counts.get(rank, 0)
        if held == 4:
            out.append(("Three %s" % RANK_PLURALS[rank], True, "Allowed: a trio out of your four %s is a sink." %
                        RANK_PLURALS[rank]))
            out.append(("Fourteen %s" % RANK_PLURALS[rank], True, "Allowed: you hold all four."))
        elif held == 3:
            out.append(("Three %s" % RANK_PLURALS[rank], True, "Allowed: you hold three."))
            out.append(("Fourteen %s" % RANK_PLURALS[rank], False, "Cheating: you hold only three %s." %
                        RANK_PLURALS[rank]))
        elif held == 2:
            out.append(("Three %s" % RANK_PLURALS[rank], False, "Cheating: you hold only two %s." %
                        RANK_PLURALS[rank]))
    return out


def _level_allowed(rng):
    for elder, younger, rest in candidates(rng):
        hand = sorted_cards(elder)
        if not is_blank(hand_masks(hand)):
            break
    calls = _candidate_calls(hand, rng)
    allowed = [c for c in calls if c[1]]
    cheats = [c for c in calls if not c[1]]
    chosen = []
    for pool, count in ((cheats, 2 + rng.below(2)), (allowed, 2 + rng.below(2))):
        pool = list(pool)
        while pool and count:
            chosen.append(pool.pop(rng.below(len(pool))))
            count -= 1
    options = order_choices([words for words, ok, why in chosen])
    answer = sorted(slug(words) for words, ok, why in chosen if ok)
    exercise = Exercise(None, "may-call", "You are elder, with this hand. Tick every call you may make; the others "
                                          "would be cheating.", "checks", options, [], answer,
                        " ".join(_verdict(words, why) for words, ok, why in chosen), SINK_RULE, "sinking",
                        "For each call, ask: do I hold at least that much? Calling less is sinking, and allowed.")
    exercise.none_ticked_answers = False  # (the point he holds may always be called)
    for words, ok, why in chosen:
        exercise.item_hints[slug(words)] = _call_nudge(words)
    return Puzzle("sinking", 1, None, TITLE, "Sinking is calling less than you hold; calling more is cheating.",
                  [("Your hand (elder)", hand)], [Step(exercise)], {"may_call": answer, "elder": codes(hand)},
                  "sinking")


# --- level 2: what a sink costs ------------------------------------------------------------

def _sink_action(deal, kind, rng):
    """Elder's call in ``kind`` that sinks part or all of what he holds, or None."""
    hand = deal.hands[0]
    held = all_of(kind, hand)
    if not held:
        return None
    options = [Declare(kind, ())]
    best = held[0]
    if kind == "point" and best.length > 1:
        options.append(Declare(kind, (best.cards[:best.length - 1],)))
    elif kind == "sequence":
        if best.length > 3:
            options.append(Declare(kind, (Sequence(best.suit, best.top, best.length - 1).cards,)))
        if len(held) > 1:
            options.append(Declare(kind, (best.cards,)))  # the other sequences sunk
    elif kind == "set":
        if best.count == 4:
            options.append(Declare(kind, (best.cards[:3],)))
        if len(held) > 1:
            options.append(Declare(kind, (best.cards,)))
    return options[rng.below(len(options))]


def _level_cost(rng, seed):
    for elder, younger, rest in candidates(rng, 60):
        if is_blank(hand_masks(elder)) or is_blank(hand_masks(younger)):
            continue
        kind = ("point", "sequence", "set")[rng.below(3)]
        if all_of(kind, elder):
            break
    deal = declare_honestly(deal_after_exchange(elder, younger, rest), until=kind)
    start = len(deal.log)
    deal.do(_sink_action(deal, kind, rng))
    while deal.current_class == kind:
        deal.do(honest_action(deal))
    record = deal.class_record(kind)
    scores = [call_score(record.elder_call) if record.winner == 0 else 0,
              call_score(record.younger_call) if record.winner == 1 else 0]
    # (not the totals said: "Point of four: Four." gave the answer away, a walk-through)
    from ..events import Announced
    said = [line for at, line in enumerate(lines_between(deal, start, len(deal.log)), start)
            if type(deal.log[at]) is not Announced]
    held = all_of(kind, deal.hands[0])
    called = record.elder_call
    whole = held[0].score if kind == "point" else call_score(held)
    if kind == "point":
        sunk_words = "Elder's point of %s (he called %s)" % (number_words(held[0].length), _called_words(kind, called))
    else:
        sunk_words = "Elder's %s (he called %s)" % (" and ".join(c.full_name for c in held), _called_words(kind, called))
    explanation = ("Elder called %s. %s Elder scores %d, younger %d in the %s. What elder did not call is sunk: he "
                   "can never score it in this deal, even if it would have won." % (
                       _called_words(kind, called), _winner_words(record, kind), scores[0], scores[1], kind))
    numbers = Exercise(None, "sink-scores", "What does each player score in the %s?" % kind, "numbers", [],
                       [("elder", "Elder"), ("younger", "Younger")], scores, explanation, SINK_RULE, "sinking",
                       "A player scores only what he called, and only if it won the class.")
    if record.winner == 0 and whole != scores[0]:
        numbers.mistake([whole, scores[1]], "Elder scores only what he called, not everything he holds.")
    if kind == "point" and record.winner is not None:
        # the pips said as the score (a walk-through's 41 for elder's point of four), as
        # "Who scores what" knows the slip
        won = record.elder_call if record.winner == 0 else record.younger_call
        pips = [scores[0], scores[1]]
        pips[record.winner] = won[0].value
        numbers.mistake(pips, "A point scores one per card, not its pips: its %d pips only decide which point is "
                              "higher." % won[0].value)
    if record.winner != 1:
        mine = all_of(kind, deal.hands[1])
        if mine:
            numbers.mistake([scores[0], mine[0].score], "Younger did not win the class: he scores nothing in it.")
    if record.winner == 1:
        # (elder's sunk holding scored: the lesson of the puzzle, said first; a walk-through
        # was told only of younger's box, and "beat what elder called" after "No point")
        beat = ("elder called no %s, so younger's holding won it" % kind if not called
                else "younger's holding beat what elder called")
        numbers.mistake([whole, 0], "Elder can never score what he did not call: it is sunk. And %s: younger "
                                    "scores." % beat)
        numbers.mistake([whole, scores[1]], "Elder can never score what he did not call: it is sunk.")
        if called:
            numbers.mistake([call_score(called), scores[1]], "Younger won the %s: elder's call scores nothing."
                            % kind)
        numbers.mistake([0, 0], "%s: younger scores what he showed." % (beat[0].upper() + beat[1:]))
        if len(record.younger_call) > 1:
            numbers.mistake([scores[0], record.younger_call[0].score], "Younger won the %s, so he scores every %s he "
                            "showed, not only the best one." % (kind, kind))
    nothing = "Nothing: everything was declared"
    options = [sunk_words, nothing]
    mine = all_of(kind, deal.hands[1])
    if mine:
        options.append("Younger's %s" % mine[0].full_name)
    claim = Exercise(None, "sunk", "What can elder never claim later in this deal?", "choice",
                     order_choices(options), [], slug(sunk_words),
                     "Elder held %s but called %s: %s is sunk for the whole deal (the sink rule, which would "
                     "score it at the end, is only a variant)." % (
                         " and ".join(c.full_name for c in held) if kind != "point" else
                         "a point of %s" % number_words(held[0].length), _called_words(kind, called),
                         "the rest" if called else "all of it"),  # ("the rest" of nothing called: a walk-through)
                     SINK_RULE, "sinking", "Compare what elder holds with what he called.")
    claim.mistake(slug(nothing), "Elder called less than he holds: what he left out is sunk.")
    if mine:
        claim.mistake(slug(options[2]), "Younger answered honestly: nothing of his was sunk. Look at elder's call.")
    steps = [Step(numbers, said), Step(claim)]
    return Puzzle("sinking", 2, seed, TITLE, "Both hands after the exchange. Elder sinks part of his hand (or all "
                                            "of a class); younger answers honestly.",
                  [("Elder", deal.hands[0]), ("Younger", deal.hands[1])], steps,
                  {"class": kind, "scores": scores, "sunk": sunk_words}, "sinking")


def _called_words(kind, call):
    if not call:
        return "\"No %s\"" % kind
    if kind == "point":
        return "a point of %s" % number_words(call[0].length)
    return " and ".join(combo.full_name for combo in call)


def _winner_words(record, kind):
    if record.winner == 0:
        return "Younger could not beat that, so elder wins the %s." % kind
    if record.winner == 1:
        call = record.younger_call
        # ("beats it" after 'Elder called "No set".' named nothing a walk-through could see)
        text = "Younger's %s %s, so younger wins the %s" % (
            call[0].full_name, "beats elder's call" if record.elder_call else "meets no call", kind)
        if len(call) > 1:  # the class won, every combination he showed scores (a walk-through counted one)
            text += " and scores each %s he showed: %s" % (kind, " + ".join(
                "%d for the %s" % (combo.score, combo.full_name) for combo in call))
        return text + "."
    return "Nobody wins the %s." % kind


# --- level 3: what the answer tells, and what is good against the cards ------------------------

def _feasible(bounds, total=12):
    """Can a hand of ``total`` cards take between lo and hi cards of every group?"""
    low = high = 0
    for lo, hi in bounds:
        if lo > hi:
            return False
        low += lo
        high += hi
    return low <= total <= high


def _suit_counts(cards):
    counts = [0, 0, 0, 0]
    for card in cards:
        counts[card.suit] += 1
    return counts


def _point_possible(unseen, length, answer, suit, at_least):
    """Could younger hold ``at_least`` cards of ``suit`` (None: any) after answering
    ``answer`` to "Point of ``length``" (honestly)?"""
    counts = _suit_counts(unseen)
    witnesses = range(4) if answer in ("not good", "equal") else (None,)
    for witness in witnesses:
        bounds = []
        for s in range(4):
            lo, hi = 0, counts[s]
            if answer == "good":
                hi = min(hi, length - 1)
            elif answer == "equal":
                hi = min(hi, length)
                if s == witness:
                    lo = max(lo, length)
            elif s == witness:
                lo = max(lo, length + 1)
            if s == suit:
                lo = max(lo, at_least)
            bounds.append((lo, hi))
        if _feasible(bounds):
            return True
    return False


def _set_possible(unseen, call, answer, rank, at_least):
    """Could younger hold ``at_least`` cards of ``rank`` after answering ``answer`` to the set ``call``?"""
    counts = [0] * 8
    for card in unseen:
        counts[card.rank] += 1
    bounds = []
    for r in range(8):
        lo, hi = 0, counts[r]
        if r >= TEN:
            if answer == "silent":
                hi = min(hi, 2)  # (he claims no set: no trio at all)
            elif answer == "good":  # every set of his is below the call: four jacks are, under fourteen aces
                hi = min(hi, 4 if (4, r) < call.key else (3 if (3, r) < call.key else 2))
        if r == rank:
            lo = max(lo, at_least)
        bounds.append((lo, hi))
    if answer == "not good":
        for r in range(TEN, 8):
            trial = list(bounds)
            need = 4 if (3, r) < call.key else 3
            if (need, r) > call.key:
                trial[r] = (max(trial[r][0], need), trial[r][1])
                if _feasible(trial):
                    return True
        return False
    return _feasible(bounds)


def _good_against(holding, unseen):
    """Can no hand from ``unseen`` beat or equal ``holding``? (The cards alone, no answer.)"""
    return _threat(holding, unseen) is None


def _threat(holding, unseen):
    """The best holding of the class among ``unseen`` that beats or equals ``holding``, in
    words ("six hearts making 55", "a quart to the king in clubs", "four tens"), or None."""
    if holding.kind == "point":
        by_suit = [[], [], [], []]
        for card in unseen:
            by_suit[card.suit].append(card)
        found = None
        for cards in by_suit:
            if len(cards) >= holding.length:
                point = Point(cards[0].suit, tuple(cards))
                if point.key >= holding.key and (found is None or point.key > found.key):
                    found = point
        return None if found is None else "%s %s making %d" % (number_words(found.length), SUIT_NAMES[found.suit],
                                                               found.value)
    if holding.kind == "sequence":
        for run in sequences(unseen):  # (best first)
            if run.key >= holding.key:
                return "a %s in %s" % (run.full_name, SUIT_NAMES[run.suit])
        return None
    counts = [0] * 8
    for card in unseen:
        counts[card.rank] += 1
    for r in range(7, TEN - 1, -1):  # (the highest rank first)
        if counts[r] >= 3 and (min(counts[r], 4), r) >= holding.key:
            return "%s %s" % ("four" if counts[r] >= 4 else "three", RANK_PLURALS[r])
    return None


def _level_reading(rng, seed):
    count = 3 + rng.below(3)
    silence = rng.below(4) == 0  # a quarter of them: what younger's silence says
    kept = None  # the last deal that may be asked about: its hands, discards and unseen cards together
    while kept is None:  # (forty more deals when all forty had a set for a question on silence: seeds 515, 1361)
        for elder, younger, rest in candidates(rng):
            if is_blank(hand_masks(elder)) or is_blank(hand_masks(younger)):
                continue
            if silence and (sets(elder) or sets(younger)):
                continue
            discards = rest[:count]
            unseen = [card for card in younger + rest if card not in discards]
            kept = (elder, younger, discards, unseen)
            # Prefer a hand with something good against the cards (a sequence or a set is enough).
            found = sequences(elder)
            held_sets = sets(elder)
            if (found and _good_against(found[0], unseen)) or (held_sets and _good_against(held_sets[0], unseen)):
                break
    # (none preferred: the last one kept, never the loop's last deal, which may have been
    # skipped, beside an earlier one's discards: a hand and discards sharing cards)
    elder, younger, discards, unseen = kept
    hand = sorted_cards(elder)
    kind = "set" if silence else ("point", "set")[rng.below(2)]
    mine = all_of(kind, elder)
    theirs = all_of(kind, younger)
    if kind == "set" and not mine and theirs:  # younger would claim his set: ask about the point
        kind = "point"
        mine, theirs = all_of(kind, elder), all_of(kind, younger)
    statements = []  # (words, possible, why)
    if kind == "point":
        length = mine[0].length
        other = max(_suit_counts(younger))
        answer = "good" if other < length else ("equal" if other == length else "not good")
        said = [("elder", "Point of %s." % number_words(length)),
                ("younger", {"good": "Good.", "equal": EQUAL_QUESTION[POINT], "not good": "Not good."}[answer])]
        counts = _suit_counts(unseen)
        for suit in range(4):
            for at_least in (length - 1, length, length + 1):
                if 1 <= at_least <= 8:
                    possible = _point_possible(unseen, length, answer, suit, at_least)
                    if counts[suit] < at_least:
                        why = _seen_words(8 - counts[suit], "eight", SUIT_NAMES[suit], counts[suit])
                    elif not possible:
                        why = "his answer rules it out"
                    else:
                        why = "the cards you see and his answer allow it"
                    statements.append(("%s or more %s" % (cap(number_words(at_least)), SUIT_NAMES[suit]),
                                       possible, why, SUIT_NAMES[suit]))
        meaning = {"good": "his longest suit is shorter than %d" % length,
                   "equal": "his longest suit has exactly %d cards" % length,
                   "not good": "he holds a suit longer than %d" % length}[answer]
    else:
        call = mine[0] if mine else None
        if call is None:  # his silence: elder said "No set", and younger claims none when he counts
            answer = "silent"
            said = [("elder", "No set."), (None, "After elder's first lead younger counts what he won, and "
                                                 "claims no set.")]
        else:
            better = theirs and theirs[0].key > call.key
            answer = "not good" if better else "good"
            said = [("elder", call.spoken + "."), ("younger", "Not good." if better else "Good.")]
        counts = [0] * 8
        for card in unseen:
            counts[card.rank] += 1
        for rank in range(7, TEN - 1, -1):
            for at_least in (2, 3, 4):
                possible = _set_possible(unseen, call, answer, rank, at_least)
                words = ("Four " if at_least == 4 else cap(number_words(at_least)) + " or more ") + RANK_PLURALS[rank]
                if counts[rank] < at_least:
                    why = _seen_words(4 - counts[rank], "four", RANK_PLURALS[rank], counts[rank])
                elif not possible:
                    why = "his answer rules it out"
                else:
                    why = "the cards you see and his answer allow it"
                statements.append((words, possible, why, RANK_PLURALS[rank]))
        meaning = ("he holds no set at all: he would have claimed it" if answer == "silent" else
                   "he has no set better than your %s" % call.full_name if answer == "good" else
                   "he holds a set better than your %s" % call.full_name)
    chosen = []
    yes = [s for s in statements if s[1]]
    no = [s for s in statements if not s[1]]
    for pool, count in ((yes, 2), (no, 3)):
        pool = list(pool)
        while pool and count:
            chosen.append(pool.pop(rng.below(len(pool))))
            count -= 1
    options = order_choices([s[0] for s in chosen])
    answer_values = sorted(slug(s[0]) for s in chosen if s[1])
    explanation = ("His answer says %s (if he answered honestly: a sink could hide more). %s" % (
        meaning, " ".join("%s: %s." % (words, ("possible, " if ok else "impossible, ") + why)
                          for words, ok, why, _what in chosen)))
    # (the assumption in the question itself: "impossible, his answer rules it out" beside
    # three unseen queens read as a second defensible answer in a family about sinking)
    reading = Exercise(None, "can-hold", "If younger answered honestly (sinking nothing), which of these can he "
                                         "still hold?", "checks", options, [],
                       answer_values, explanation,
                       "Count what you can see (your hand, your discards); then read the answer: Good means his is "
                       "worse, Not good better, Equal (Making?) as long, and silence that he has none.", "strategy-inference",
                       "Two things limit his hand: the cards you can see, and what his answer says.")
    for words, ok, why, what in chosen:
        reading.item_hints[slug(words)] = _seen_nudge(words, what)
    holdings = []
    point = best_point(elder)
    holdings.append(("Your point of %s (%d)" % (number_words(point.length), point.value), point))
    found = sequences(elder)
    if found:
        holdings.append(("Your %s" % found[0].full_name, found[0]))
    held_sets = sets(elder)
    if held_sets:
        holdings.append(("Your %s" % held_sets[0].full_name, held_sets[0]))
    good = sorted(slug(words) for words, combo in holdings if _good_against(combo, unseen))
    against = Exercise(None, "good-against", "Judging from the cards alone, which of your holdings are good against "
                                             "the cards (no hand he could hold beats or equals them)?", "checks",
                       order_choices([words for words, combo in holdings]), [], good,
                       " ".join("%s: %s." % (words, "good against the cards" if slug(words) in good else
                                             "he could hold as good or better: %s" % _threat(combo, unseen))
                                for words, combo in holdings),
                       "A holding is good against the cards when no hand made of the cards you cannot see could beat "
                       "or equal it.", "strategy-inference",
                       "For each holding, look for a better one among the cards you cannot see.")
    for words, combo in holdings:
        against.item_hints[slug(words)] = _against_nudge(words)
    steps = [Step(reading, said), Step(against)]
    return Puzzle("sinking", 3, seed, TITLE, "You are elder. You can see your hand and your discards; younger's "
                                            "hand is hidden. Read his answer.",
                  [("Your hand (elder)", hand), ("Your discards", sorted_cards(discards))], steps,
                  {"class": kind, "answer": answer, "can_hold": answer_values, "good_against": good}, "sinking")


def generate(seed, level):
    rng = puzzle_rng(seed, level)
    if level == 1:
        puzzle = _level_allowed(rng)
        puzzle.seed = seed
        return puzzle
    if level == 2:
        return _level_cost(rng, seed)
    return _level_reading(rng, seed)

