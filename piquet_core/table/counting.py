"""Counting aloud at the table: the learner says his own new total each time it changes.

Glossary:
    pending count: ``{"total", "before", "points"}``, the total the learner must say
                   now, what he had before, and what he has just scored.
"""

from ..speech import number_words


def read_total(text):
    """A total said by the learner: digits ("60") or words ("sixty"), else None.

    >>> read_total(" 60 "), read_total("Ninety-four"), read_total("nothing"), read_total("lots")
    (60, 94, 0, None)
    """
    if not isinstance(text, str):
        return None
    word = " ".join(text.strip().lower().replace("\u2013", "-").split())
    if not word:
        return None
    if all("0" <= ch <= "9" for ch in word):
        return int(word) if len(word) <= 4 else None
    for n in range(0, 400):
        if number_words(n) == word or (n == 0 and word in ("zero", "none")):
            return n
    return None


def count_choices(pending):
    """Totals to choose from when counting aloud: the right one and likely slips."""
    if pending is None:
        return []
    total, before, points = pending["total"], pending["before"], pending["points"]
    options = [total, before, total + 1, total - 1]
    if points > 1:
        options.append(before + 1)
    if points >= 30:  # a pique or repique: forgetting the bonus is the usual slip
        options.append(total - (60 if points >= 60 else 30))
    found = []
    for value in options:
        if value >= 0 and value not in found:
            found.append(value)
    return sorted(found[:5])
