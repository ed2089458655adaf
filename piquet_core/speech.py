"""Words for counting aloud: numbers and the phrases of the declaration dialogue.

Glossary:
    counting aloud: each time his score for the deal changes, a player says his new
                    running total ("Seven", "Nineteen"); at a pique he says "Sixty"
                    instead of "Thirty", at a repique "Ninety-four" for "Thirty-four".
    making?:        younger's "Equal" to a point call: how many pips does it make?
    how high?:      younger's "Equal" to a sequence call: to which card does it go?

>>> number_words(0), number_words(48), number_words(94), number_words(100), number_words(215)
('nothing', 'forty-eight', 'ninety-four', 'one hundred', 'two hundred and fifteen')
>>> spoken_total(94)
'Ninety-four'
"""

_UNITS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen",
)
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def number_words(n):
    """English words for a whole number from 0 to 9999 ("nothing" for 0).

    Negative numbers (a sink-rule transfer) are spoken as "minus ...".
    """
    if n < 0:
        return "minus " + number_words(-n)
    if n == 0:
        return "nothing"
    return _words(n)


def _words(n):
    if n < 20:
        return _UNITS[n]
    if n < 100:
        tens, units = divmod(n, 10)
        return _TENS[tens] + ("-" + _UNITS[units] if units else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return _UNITS[hundreds] + " hundred" + (" and " + _words(rest) if rest else "")
    thousands, rest = divmod(n, 1000)
    if rest == 0:
        return _words(thousands) + " thousand"
    joiner = " and " if rest < 100 else " "
    return _words(thousands) + " thousand" + joiner + _words(rest)


def capitalize(text):
    return text[:1].upper() + text[1:]


def spoken_total(n):
    """A running total as said aloud: "Seven", "Sixty"."""
    return capitalize(number_words(n))

