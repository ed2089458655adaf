"""Counting aloud at the table: the learner says his own new total each time it changes.

Glossary:
    pending count: ``{"total", "before", "points"}``, the total the learner must say
                   now, what he had before, and what he has just scored.
"""

from ..scoring import PIQUE, REPIQUE
from ..speech import number_words, read_number_words, spoken_total


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
    """Totals to choose from when counting aloud: the right one and likely slips, in order.

    >>> count_choices({"total": 93, "before": 10, "points": 83})  # a repique: 33 forgets its 60
    [10, 33, 92, 93, 94]
    """
    if pending is None:
        return []
    total, before, points = pending["total"], pending["before"], pending["points"]
    options = [total]
    if points >= 30:  # a pique or repique: forgetting the bonus is the usual slip (kept among the five)
        options.append(total - (60 if points >= 60 else 30))
    options += [before, total + 1, total - 1]
    if points > 1:
        options.append(before + 1)
    found = []
    for value in options:
        if value >= 0 and value not in found:
            found.append(value)
    return sorted(found[:5])


def correction(said, pending, scores):
    """Why a total said is wrong: what he said, had and scored, a pique's or repique's bonus
    named apart ("scored sixty-six" hid a repique); ``scores``: his ``ScoreEvent``s since.

    >>> from piquet_core.scoring import ScoreEvent
    >>> correction(63, {"total": 60, "before": 29, "points": 31},
    ...            [ScoreEvent(0, 1, "lead", "", 30), ScoreEvent(0, 30, "pique", "", 60)])
    'Not quite: you said 63. You had twenty-nine and scored one, plus thirty for the pique, so you say \u201cSixty\u201d.'
    """
    bonus = [(event.category, event.points) for event in scores if event.category in (PIQUE, REPIQUE)]
    scored = number_words(pending["points"] - sum(points for _, points in bonus))
    for category, points in bonus:
        scored += ", plus %s for the %s" % (number_words(points), category)
    return "Not quite: you said %d. You had %s and scored %s, so you say \u201c%s\u201d." % (
        said, number_words(pending["before"]), scored, spoken_total(pending["total"]))
