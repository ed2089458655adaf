"""Pique and repique: the moment a player's total reaches 30, what does he say, or why
is there no bonus?

Glossary:
    repique:         30 from declarations alone before the opponent scores anything: 60 more.
    pique:           30 from declarations and play before the opponent scores: 30 more.
    reckoning order: carte blanche, point, sequence, set, then the play: younger's classes
                     count in that order though he states them after elder's first lead.

A deal is dealt so that someone is likely to reach 30 early (a long run headed by the
ace, a set), declared honestly, and played sensibly (winners first, a trick taken as
cheaply as possible) until the first announcement that reaches 30; the engine says
whether it made a bonus and why not.

Levels: 1, in the declarations (repique, or why not); 2, in the play (pique, or why
not); 3, any of them, with carte blanche, younger's repique and the cards.
"""

from ..actions import Play
from ..events import Announced, Proved
from ..scoring import CAPOT, CARDS, DECLARATION_CATEGORIES, PIQUE, REPIQUE
from ..seats import YOUNGER, opponent, seat_name
from ..tricks import legal_plays
from .base import Exercise, cap
from .counting import announcement_mistakes, scoring_words, spoken
from .puzzle import (
    Puzzle, Step, blank_hand, candidates, deal_after_exchange, declare_honestly, lines_between, puzzle_rng,
    quick_declarations, strong_hand,
)

TITLE = "Pique and repique"
THRESHOLD = 30
BONUS_RULE = ("Reaching 30 before the opponent has scored anything in the deal: from declarations alone a repique "
              "(60 more), with the play a pique (30 more). Scores count in the reckoning order: carte blanche, "
              "point, sequence, set, then the play; the cards and capot come after the play and never count.")
REASONS = (
    ("repique", "Repique: 30 from declarations alone before the opponent scored (60 more)"),
    ("pique", "Pique: 30 with the play before the opponent scored (30 more)"),
    ("opponent-scored", "No bonus: the opponent had already scored in this deal"),
    ("after-play", "No bonus: the cards and capot are scored after the play"),
    ("already", "No bonus: a bonus was already made in this deal"),
)


def _mistake_hint(chosen, reason, facts):
    """Why ``chosen`` is not the reason (``reason``), from the deal's facts: the hint speaks
    to the learner's choice. (A walk-through chose Repique for a pique made in the play and
    was told what a pique needs; the same sentence served every wrong choice.)"""
    if reason == "after-play":
        if chosen == "already":
            return "No pique or repique had been made in this deal; look at what took him to 30."
        return ("This 30 comes with the cards or capot, scored after the play: they never make a pique or "
                "repique, whoever has scored.")
    if chosen == "after-play":
        return ("This score came during the play, before the last trick: it is not the cards or capot."
                if facts["in_play"] else "This score came in the declarations: the cards and capot come after the play.")
    if chosen == "already":
        return "No pique or repique had been made in this deal before this score."
    if reason == "already":
        return "A pique or repique has already been made in this deal, and a deal has only one."
    if reason == "opponent-scored":  # chosen: repique or pique (what he had is the worked answer's)
        return "A bonus needs the opponent at nothing: look at what %s had scored before this, in the reckoning " \
               "order." % facts["other"]
    # (a walk-through saw "Elder: One." for his lead above the line and read these hints as false)
    lead_note = " Younger's declarations count before the play, though he says them after elder's first lead." \
        if facts.get("said_after_lead") else ""
    if chosen == "opponent-scored":  # reason: repique or pique
        return "Check the reckoning order: %s had scored nothing before this.%s" % (facts["other"], lead_note)
    if chosen == "pique":  # reason: repique
        return "These 30 come from declarations alone, %s: which bonus is made that way?" % (
            "which count before the play (younger says his after elder's first lead)" if lead_note
            else "before any card is played")
    return ("A repique needs 30 from declarations alone: count what %s had from them, and see where the rest "
            "came from." % facts["name"].lower())  # chosen: repique, reason: pique (a seat's name, mid-sentence)


def _said_next(deal, index, seat, category):
    """The scores ``seat`` says right after log entry ``index`` in the same class (his
    other sets after a quatorze, say): each is said on its own, with its own total."""
    found = []
    for entry in list(deal.log)[index + 1:]:
        if type(entry) is Proved:
            continue  # (a proof, between two scores)
        scores = entry.scores if type(entry) is Announced else None
        if not scores or scores[0].player != seat or scores[0].category != category:
            break
        found.extend(scores)
    return found


def sensible_move(deal):
    """A plain, deterministic way to play: lead a card nobody can beat if you have one
    (else the highest of your longest suit); follow by winning as cheaply as you can,
    or with your lowest card."""
    seat = deal.to_act
    hand = deal.hands[seat]
    if not deal.current:
        gone = [0, 0, 0, 0]  # per suit, the ranks nobody else can hold: played, or in this hand
        for trick in deal.tricks:
            gone[trick.led.suit] |= 1 << trick.led.rank
            gone[trick.followed.suit] |= 1 << trick.followed.rank
        counts = [0, 0, 0, 0]
        for card in hand:
            gone[card.suit] |= 1 << card.rank
            counts[card.suit] += 1
        best = None
        for card in hand:
            above = 0xFF & ~((2 << card.rank) - 1)  # the ranks higher than this card
            if gone[card.suit] & above == above and (best is None or card.rank > best.rank):
                best = card
        if best is None:
            longest = 0
            for suit in range(1, 4):
                if counts[suit] > counts[longest]:
                    longest = suit
            for card in hand:
                if card.suit == longest and (best is None or card.rank > best.rank):
                    best = card
        return deal.do(Play(best), seat)
    led = deal.current[0]
    cards = legal_plays(hand, led)
    winners = [card for card in cards if card.suit == led.suit and card.rank > led.rank]
    pool = winners or cards
    choice = pool[0]
    for card in pool:  # the cheapest winner, else the lowest card (the lowest suit on a tie)
        if (card.rank, card.suit) < (choice.rank, choice.suit):
            choice = card
    return deal.do(Play(choice), seat)


def _hands(rng, pack, shape):
    """Elder's and younger's hands for a scenario ``shape`` (the engine decides what happens)."""
    if shape == "plain":
        return pack[:12], pack[12:24], pack[24:]
    if shape == "elder strong":
        elder, rest = strong_hand(rng, pack)
        return elder, rest[:12], rest[12:]
    if shape == "younger strong":
        younger, rest = strong_hand(rng, pack)
        return rest[:12], younger, rest[12:]
    if shape == "blank blocks":
        elder, rest = blank_hand(pack)
        younger, rest = strong_hand(rng, rest)
        return elder, younger, rest
    # "younger longer point": elder strong, younger takes a long suit of his own
    elder, rest = strong_hand(rng, pack)
    counts = [0, 0, 0, 0]
    for card in elder:
        counts[card.suit] += 1
    suit = min(range(4), key=lambda s: (counts[s], s))
    younger = [card for card in rest if card.suit == suit]
    younger += [card for card in rest if card.suit != suit][:12 - len(younger)]
    return elder, younger, [card for card in rest if card not in younger]


def _crossing(deal):
    """Play on from the declarations until an announcement reaches 30: (the entry, the
    reckoned totals and bonus before its move, the log index where its move began), or None."""
    while not deal.is_over:
        totals, bonus, start = deal.reckoned_totals, deal.bonus, len(deal.log)
        if deal.phase == "declaration":
            from .puzzle import honest_action
            deal.do(honest_action(deal))
        else:
            sensible_move(deal)
        for entry in deal.log[start:]:
            if type(entry) is not Announced:
                continue
            first = entry.scores[0]
            before = first.total - first.points
            if before < THRESHOLD <= entry.scores[-1].total or len(entry.scores) > 1:
                return entry, totals, bonus, start
    return None


def _reason(entry, totals, bonus):
    kinds = [event.category for event in entry.scores]
    if REPIQUE in kinds:
        return "repique"
    if PIQUE in kinds:
        return "pique"
    if kinds[0] in (CARDS, CAPOT):
        return "after-play"
    if bonus is not None:
        return "already"
    return "opponent-scored"


_TARGETS = {1: ("repique", "opponent-scored"), 2: ("pique", "opponent-scored"),
            3: ("repique", "pique", "opponent-scored", "after-play")}
# target -> the shapes of hands likely to give it
_SHAPES = {
    "repique": ("elder strong", "younger strong"),
    "pique": ("elder strong",),
    "opponent-scored": ("younger longer point", "blank blocks", "elder strong"),
    "after-play": ("plain",),
}


def _sure_leads(cards):
    """How many of ``cards`` nobody can beat: in each suit, the run held down from the ace."""
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[card.suit] |= 1 << card.rank
    count = 0
    for mask in masks:
        rank = 7
        while rank >= 0 and mask >> rank & 1:
            count += 1
            rank -= 1
    return count


def _screen(target, in_play, elder, younger):
    """A quick look at both hands' honest declarations (``quick_declarations``, equal to
    ``hands.score_hands``): can this deal give ``target`` (in the play if ``in_play``)?"""
    elder_total, younger_total, repique = quick_declarations(elder, younger)
    totals = (elder_total, younger_total)
    if target == "repique":
        return repique is not None
    if not in_play:  # someone reaches 30 in declarations, but the opponent scored first
        return repique is None and max(totals) >= THRESHOLD and min(totals) > 0
    if max(totals) >= THRESHOLD:
        return False
    if target in ("pique", "opponent-scored"):  # elder's winners can carry him to 30 in the play
        reach = 20 <= totals[0] < THRESHOLD and totals[0] + _sure_leads(elder) >= THRESHOLD
        return reach and (totals[1] == 0) == (target == "pique")
    # after-play: elder's declarations and play leave him a little short of 30, and the
    # 10 for the cards takes him over it at the very end
    return 8 <= totals[0] <= 15 and totals[1] <= 6


def _wanted(level, reason, entry):
    in_declarations = entry.scores[0].category in DECLARATION_CATEGORIES
    if level == 1:
        return in_declarations and reason in _TARGETS[1]
    if level == 2:
        return not in_declarations and reason in _TARGETS[2]
    return True


def generate(seed, level):
    rng = puzzle_rng(seed, level)
    target = _TARGETS[level][rng.below(len(_TARGETS[level]))]  # vary the answer from puzzle to puzzle
    in_play = level == 2 or (level == 3 and target != "repique" and rng.below(2) == 1)
    found = None
    played = 0  # deals played out: the costly part, so at most two
    checked = 0  # candidates screened out before the first deal played
    for pack_elder, pack_younger, pack_rest in candidates(rng, 60):
        if found is not None and played >= (1 if target == "after-play" else 2):
            break  # (the cards come only at the end of a whole deal: one is played out, not two)
        if found is None and played >= 2:  # nobody reached 30 in those deals: ask about the declarations
            target, in_play = "repique", False
        shapes = _SHAPES[target]
        shape = shapes[rng.below(len(shapes))]
        elder, younger, rest = _hands(rng, pack_elder + pack_younger + pack_rest, shape)
        if not _screen(target, in_play or target == "after-play", elder, younger) and (found is not None or
                                                                                     checked < 30):
            checked += 1
            continue
        played += 1
        deal = deal_after_exchange(elder, younger, rest, claim=True)
        crossing = _crossing(declare_honestly(deal, until="point"))
        if crossing is None:
            continue
        entry, totals, bonus, start = crossing
        reason = _reason(entry, totals, bonus)
        if found is None or _wanted(level, reason, entry):
            found = (deal, entry, totals, bonus, start, reason)
        if _wanted(level, reason, entry) and reason == target:
            break
    deal, entry, totals, bonus, start, reason = found
    seat = entry.seat
    name = seat_name(seat)
    index = list(deal.log).index(entry)
    # from the deal's first line: a carte blanche is said before the exchange, and it is
    # what a player had scored when the other reaches 30 (the exchange's lines left out:
    # the hands are shown after it)
    said_before = [line for line in lines_between(deal, 0, index) if not line[1].endswith("unseen.")]
    total = entry.scores[-1].total
    first = entry.scores[0]
    what = first.reason
    # "Is a bonus made?" comes first: the total's worked answer ("60 more makes 98") gave
    # the reason away when it was asked first (a walk-through). So the reason's own answer
    # says neither the sum nor the words: they are the next question's.
    explanation = "%s's total reaches 30 here. " % cap(name)
    if reason in ("repique", "pique"):
        # "in the deal" was false when elder had said "One" for his lead before younger counted
        # his declarations: they come first in the reckoning order.
        explanation += ("%s had scored nothing before this in the reckoning order (carte blanche, point, sequence, "
                        "set, then the play), so that is a %s: %d more." % (
                            cap(seat_name(opponent(seat))), reason, entry.scores[1].points))
    elif reason == "opponent-scored":  # name him and his figure: "the opponent" left the learner to find them
        explanation += "%s had already scored %d in the reckoning order, so reaching 30 brings no bonus." % (
            cap(seat_name(opponent(seat))), totals[opponent(seat)])
    else:
        explanation += cap(dict(REASONS)[reason].split(": ", 1)[1]) + "."
    why = Exercise(None, "why", "%s. Is a bonus made? Why?" % scoring_words(name, [first]), "choice", list(REASONS),
                   [], reason, explanation, BONUS_RULE, "pique-repique",
                   "Go down the reckoning order: who had scored what before this?")
    counted = "%s had %d and scores %d (%s): %d%s. %s says \"%s\"." % (
        cap(name), first.total - first.points, first.points, what, first.total,
        "" if total == first.total else ", and %d more makes %d" % (total - first.total, total), cap(name),
        spoken(total))
    say = Exercise(None, "say", "What does %s say?" % name, "numbers", [],
                   [("total", "%s says" % cap(name))], [total], counted, BONUS_RULE, "pique-repique",
                   "Add the score to %s's total, then the bonus, if one is made." % name)
    announcement_mistakes(say, entry, totals, bonus, who=name,  # the learner is not the one counting
                          keeps_last_trick=deal.rules.capot_keeps_last_trick)
    later = _said_next(deal, index, seat, first.category)
    if later:  # (a walk-through added his trio to the quatorze: it is said next, with its own total)
        say.mistake([total + sum(score.points for score in later)],
                    "That adds the %s too: %s says it next, on its own. Say the total with this score." % (
                        " and the ".join(score.reason for score in later), name))
    in_play = first.category not in DECLARATION_CATEGORIES and first.category not in (CARDS, CAPOT)
    facts = {"name": cap(name), "other": seat_name(opponent(seat)), "in_play": in_play,
             # (younger states his declarations after elder's first lead, which the page shows)
             "said_after_lead": seat == YOUNGER and not in_play and first.category in DECLARATION_CATEGORIES}
    if reason == "after-play" and totals[opponent(seat)]:
        # (both are true: the cards come after the play, and he had scored; the first decides)
        why.also_right["opponent-scored"] = ("%s had scored, so there is no bonus; and had he scored nothing, "
                                             "this score would make none either." % cap(seat_name(opponent(seat))))
    for value, label in REASONS:
        if value != reason and value not in why.also_right:
            why.mistake(value, _mistake_hint(value, reason, facts))
    # (the line said, "Quatorze of aces: Ninety-four.", is the total's answer: shown after it)
    steps = [Step(why, said_before), Step(say, (), lines_between(deal, index, index + 1))]
    return Puzzle("pique", level, seed, TITLE,
                  "Both hands after the exchange, declared in full and played sensibly, until someone's total "
                  "reaches 30.", [("Elder", deal.declared_hands[0]), ("Younger", deal.declared_hands[1])], steps,
                  {"seat": name, "says": total, "reason": reason}, "pique-repique")

