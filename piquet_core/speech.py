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
>>> read_number_words("Forty-eight."), read_number_words("a hundred and ten"), read_number_words("twentythree")
(48, 110, 23)
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



# ----- reading numbers said in words (the one reader: exercises, puzzles, the table's count) -----

PUNCTUATION = ".,!?;:\"'()“”‘’«»…"
_VALUES = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
           "ninety": 90}
for _n in range(20):
    _VALUES[_UNITS[_n]] = _n
# the words a number may be made of, longest first: glued words ("twentythree") are split with them
_VOCABULARY = sorted(list(_VALUES) + ["hundred", "thousand", "and"], key=len, reverse=True)


def number_word_list(text):
    """``text`` as lower-case words for ``read_number_words``: punctuation dropped, a
    hyphen or dash read as a space, and a word glued from number words ("twentythree",
    "onehundred") split into them."""
    out = []
    for ch in str(text).lower():
        if ch in PUNCTUATION:
            continue
        out.append(" " if ch in "-\u2013\u2014" else ch)
    words = []
    for word in "".join(out).split():
        words.extend(_unglued(word) or [word])
    return words


def _unglued(word):
    """``word`` as number words run together ("fortyeight" -> forty, eight), or None."""
    if not word:
        return []
    for known in _VOCABULARY:
        if word.startswith(known):
            rest = _unglued(word[len(known):])
            if rest is not None:
                return [known] + rest
    return None


def read_number_words(text):
    """A whole number written in English words, or None: "forty-eight" -> 48, "one
    hundred and five" -> 105, "a hundred" -> 100, "nothing" -> 0. Case, hyphens, spaces
    between the words (or none: "twentythree"), "and" after a hundred and punctuation
    around do not matter; digits are not read here.

    >>> read_number_words("One hundred four"), read_number_words("Twenty Three"), read_number_words("Nothing")
    (104, 23, 0)
    >>> read_number_words("nil"), read_number_words("Nought")
    (0, 0)
    >>> read_number_words("forty eleven") is None, read_number_words("") is None, read_number_words("a") is None
    (True, True, True)
    """
    words = number_word_list(text)
    if not words:
        return None
    if len(words) == 1 and words[0] in ("nothing", "none", "nil", "nought", "naught"):  # ("nil" was refused)
        return 0
    if len(words) > 1 and words[0] == "a" and words[1] in ("hundred", "thousand"):
        words[0] = "one"  # "a hundred and ten"
    total, current, seen = 0, 0, False
    last = None  # "unit", "teen", "tens", "hundred", "thousand", "and"
    for word in words:
        if word == "and":
            if last not in ("hundred", "thousand"):
                return None
            last = "and"
            continue
        value = _VALUES.get(word)
        if value is not None and value < 20:
            if last in ("unit", "teen") or (last == "tens" and (value >= 10 or value == 0)):
                return None
            current += value
            last = "unit" if value < 10 else "teen"
        elif value is not None:
            if last in ("unit", "teen", "tens"):
                return None
            current += value
            last = "tens"
        elif word == "hundred":
            if last not in ("unit", "teen") or current == 0 or current >= 100:
                return None
            current *= 100
            last = "hundred"
        elif word == "thousand":
            if current == 0 or last in ("and", "thousand"):
                return None
            total += current * 1000
            current = 0
            last = "thousand"
        else:
            return None
        seen = True
    if not seen or last == "and":
        return None
    return total + current


def listed(items):
    """Words in a list, as a sentence says it: "a", "a and b", "a, b and c" ("" for none).

    >>> listed(["the ace"]), listed(["you", "Left"]), listed(["point", "sequence", "set"]), listed([])
    ('the ace', 'you and Left', 'point, sequence and set', '')
    """
    items = list(items)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)
