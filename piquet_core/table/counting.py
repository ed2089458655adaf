"""Counting aloud at the table: the learner says his own new total each time it changes.

Glossary:
    pending count: ``{"total", "before", "points", "from", "steps"}``: the last total the
                   learner must say for his move, what he had before it, what he has
                   scored since, where in the deal's log it counts from, and ``steps``,
                   each total said in turn on the way (one per total line: elder's quint
                   then his tierce, the last trick then the cards), the last being
                   ``total``.
    step:          one of those totals. Said right, the next is asked; the last one said
                   at once is right too (a player who adds up ahead says only that).
"""

from ..prng import Prng
from ..scoring import CAPOT, CAPOT_FAILED, CARDS, CARTE_BLANCHE, LAST_TRICK, LEAD, PIQUE, REPIQUE, WIN
from ..speech import listed, number_words, read_number_words, spoken_total


def read_total(text):
    """A total said by the learner: digits ("60") or words ("sixty"), else None.

    >>> read_total(" 60 "), read_total("Ninety-four"), read_total("nothing"), read_total("lots")
    (60, 94, 0, None)

    The words as people type them: a space or no hyphen for the hyphen, any capitals, "and"
    or not after a hundred.

    >>> read_total("Twenty Three"), read_total("twentythree"), read_total("one hundred four"), read_total("a hundred")
    (23, 23, 104, 100)
    """
    if not isinstance(text, str):
        return None
    word = text.strip().rstrip(".!")
    if word and all("0" <= ch <= "9" for ch in word):
        return int(word) if len(word) <= 4 else None
    return read_number_words(word)


def count_choices(pending):
    """Totals to choose from when counting aloud: the right one, its neighbours and likely
    slips, in order. The right one stands among three totals in a row at a place drawn
    from the totals (the same after an undo or a reload): with the slips below it and its
    two neighbours, it was always the fourth button, and a walk-through saw that.

    >>> count_choices({"total": 93, "before": 10, "points": 83, "bonus": 60})  # a repique: 33 forgets its 60
    [10, 33, 93, 94, 95]
    >>> count_choices({"total": 18, "before": 0, "points": 18, "steps": [(15, 9), (18, 10)]})  # quint, then tierce
    [0, 15, 16, 17, 18]
    >>> count_choices({"total": 61, "before": 21, "points": 40})  # capot: no pique to forget
    [21, 22, 60, 61, 62]
    """
    if pending is None:
        return []
    total, before, points = pending["total"], pending["before"], pending["points"]
    steps = pending.get("steps") or ()
    if points <= 2 and len(steps) <= 1:
        return _window(total, before)
    # the next total on the way first (a walk-through could not say "Fifteen" by the buttons)
    slips = [steps[0][0]] if len(steps) > 1 else []
    bonus = pending.get("bonus") or 0
    if bonus:  # a pique or repique: forgetting it is the usual slip
        slips.append(total - bonus)
    slips += [before, before + 1]
    place = _place(total, before, 3)
    found = []
    for value in slips[:2] + [total - place, total - place + 1, total - place + 2]:
        if value >= 0 and value not in found:
            found.append(value)
    return sorted(found)


def _window(total, before):
    """Five totals in a row for a point or two of the play, the right one at a place that
    changes from count to count: the slips of one point (forgetting it, adding two) were
    the right total's neighbours, so it was always the middle button and a learner could
    press it without counting (a walk-through). The place is fixed by the totals, so a
    count shows the same buttons after an undo or a reload.

    >>> [_window(total, total - 1).index(total) for total in range(19, 26)]
    [4, 2, 2, 0, 0, 2, 4]
    >>> _window(1, 0)
    [0, 1, 2, 3, 4]
    """
    first = max(0, total - _place(total, before, 5))
    return list(range(first, first + 5))


def _place(total, before, count):
    """Where the right total stands among ``count`` in a row (0..count-1), drawn from the
    totals: the same count always gets the same buttons. (Drawn, not a formula: one in
    the totals cycled as they rose one by one.)"""
    return Prng(total * 1009 + before).below(count)


# What a score is for, in a correction ("ten for the cards"); a declaration's own name
# ("fifteen for the quint major") comes from its reason.
_FOR = {LEAD: "the lead", WIN: "the trick", LAST_TRICK: "the last trick", CARDS: "the cards", CAPOT: "capot",
        CAPOT_FAILED: "his failed capot", PIQUE: "the pique", REPIQUE: "the repique", CARTE_BLANCHE: "carte blanche"}


def scored_for(event):
    """What one ``ScoreEvent`` is for, in words: "the last trick", "the quint major".

    >>> from piquet_core.scoring import ScoreEvent
    >>> scored_for(ScoreEvent(0, 15, "sequence", "quint major", 15)), scored_for(ScoreEvent(0, 10, "cards", "the cards: 9 tricks", 45))
    ('the quint major', 'the cards')
    """
    return _FOR.get(event.category) or "the " + event.reason


def step_prompt(scores, counted=()):
    """The words that ask for the next total of a move, from its first score: "Now your
    total after the cards:"; ``counted``: the scores of the move already counted, so that a
    second combination of the same name is "the next" one (two tierces major read alike).

    >>> from piquet_core.scoring import ScoreEvent
    >>> tierces = [ScoreEvent(0, 3, "sequence", "tierce major", 3), ScoreEvent(0, 3, "sequence", "tierce major", 6)]
    >>> step_prompt(tierces[1:]), step_prompt(tierces[1:], tierces[:1])
    ('Now your total after the tierce major:', 'Now your total after the next tierce major:')
    """
    if not scores:
        return ""
    words = scored_for(scores[0])
    if words.startswith("the ") and any(scored_for(event) == words for event in counted):
        words = "the next " + words[4:]
    return "Now your total after %s:" % words


def count_prompt(scores):
    """The words that ask for the first total of a move, naming what scored but not a
    pique or repique it makes (noticing that is the count's point): a newcomer was asked
    only "Your score has changed" after his first lead, and after losing the last trick
    (the cards were his), with nothing to say why.

    >>> from piquet_core.scoring import ScoreEvent
    >>> count_prompt([ScoreEvent(0, 1, "lead", "leads the king of spades", 30), ScoreEvent(0, 30, "pique", "", 60)])
    'Say your total after the lead:'
    >>> count_prompt([])
    'Say your new total:'
    """
    named = []
    for event in scores:
        words = scored_for(event)
        if event.category not in (PIQUE, REPIQUE) and words not in named:
            named.append(words)
    return "Say your total after %s:" % " and ".join(named) if named else "Say your new total:"


def _slip(said, pending, scores, theirs, pips):
    """The plain slip that gives ``said`` (", leaving out ..."), or "" (see ``correction``)."""
    total, before = pending["total"], pending["before"]
    if said == total:
        return ""
    if said == before:
        return ", your total before"
    if pips is not None and said == pips:
        return ", your point\u2019s pips, which only decide between points of one length: they are no score"
    if before and said == total - before:
        return ", only what you scored now: add it to your %s" % number_words(before)
    if theirs and said == total + theirs:
        return ", adding his %d: say your own total only" % theirs
    if len(scores) > 1:  # one score left out
        for event in scores:
            if event.points and said == total - event.points:
                return ", leaving out the %s" % _for(event)
    if len(scores) > 2:  # two of them (a repique and a set after it)
        for first in range(len(scores)):
            for second in range(first + 1, len(scores)):
                one, other = scores[first], scores[second]
                if one.points and other.points and said == total - one.points - other.points:
                    return ", leaving out the %s and the %s" % (_for(one), _for(other))
    return ""


def _for(event):
    return "%s for %s" % (number_words(event.points), scored_for(event))


def correction(said, pending, scores, theirs=0, pips=None):
    """Why a total said is wrong: the slip when it is a plain one (a score or two left
    out, the old total said again, the new score alone, the opponent's total added in,
    the point's pips said as a total), then what he had and each score since, by what it
    is for; ``scores``: his ``ScoreEvent``s since the count began; ``theirs``: the
    opponent's total as it stands; ``pips``: the pips of the point he scored in this count,
    if he did (they are no total: a walk-through said 58 for his point; "Making?" is not
    always asked, so the words do not name it).

    >>> from piquet_core.scoring import ScoreEvent
    >>> pique = [ScoreEvent(0, 1, "lead", "", 30), ScoreEvent(0, 30, "pique", "", 60)]
    >>> correction(63, {"total": 60, "before": 29, "points": 31}, pique)
    'Not quite: you said 63. You had twenty-nine, then one for the lead and thirty for the pique, so you say \u201cSixty\u201d.'
    >>> correction(30, {"total": 60, "before": 29, "points": 31}, pique)
    'Not quite: you said 30, leaving out the thirty for the pique. You had twenty-nine, then one for the lead and thirty for the pique, so you say \u201cSixty\u201d.'
    >>> correction(31, {"total": 60, "before": 29, "points": 31}, pique).split(". ")[0]
    'Not quite: you said 31, only what you scored now: add it to your twenty-nine'
    >>> correction(64, {"total": 60, "before": 29, "points": 31}, pique, theirs=4).split(". ")[0]
    'Not quite: you said 64, adding his 4: say your own total only'
    >>> point = [ScoreEvent(0, 6, "point", "point of six", 6)]
    >>> correction(58, {"total": 6, "before": 0, "points": 6}, point, pips=58).split(". ")[0]
    'Not quite: you said 58, your point\u2019s pips, which only decide between points of one length: they are no score'
    >>> repique = [ScoreEvent(0, 14, "set", "quatorze of tens", 34), ScoreEvent(0, 60, "repique", "", 94),
    ...            ScoreEvent(0, 3, "set", "trio of aces", 97)]
    >>> correction(34, {"total": 97, "before": 20, "points": 77}, repique).split(". ")[0]
    'Not quite: you said 34, leaving out the sixty for the repique and the three for the trio of aces'
    """
    total, before = pending["total"], pending["before"]
    items = ["%s for %s" % (number_words(event.points), scored_for(event)) for event in scores]
    slip = _slip(said, pending, scores, theirs, pips)
    if items:
        scored = ", then " + listed(items)
    else:  # (not made by the table: a pending count has a score)
        scored = " and scored %s" % number_words(pending["points"])
    return "Not quite: you said %d%s. You had %s%s, so you say \u201c%s\u201d." % (
        said, slip, number_words(before), scored, spoken_total(total))
