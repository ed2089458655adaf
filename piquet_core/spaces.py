"""Spaces, stripped and split the same on every runtime.

CPython's ``str.strip()`` and ``str.split()`` know every Unicode space; MicroPython's
know only the ASCII ones. So a learner's answer padded with a no-break space (which
phones and word processors insert) was right in CPython and wrong in the browser. These
helpers use one explicit set instead: every character CPython's ``str.isspace()``
accepts, plus the invisible zero-width ones that come with pasted text.

>>> strip_spaces("\\u00a0 12\\u3000\\t")
'12'
>>> split_spaces("AS\\u00a0KS \\u2009 QS")
['AS', 'KS', 'QS']
>>> normalize_spaces("point\\u00a0AS\\tKS")
'point AS KS'
"""

SPACES = (
    "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
    # Not spaces to CPython, but invisible and often pasted: zero-width space, word
    # joiner, and the zero-width no-break space (a byte-order mark).
    "\u200b\u2060\ufeff"
)


def strip_spaces(text):
    """``text`` without the SPACES at either end."""
    start, end = 0, len(text)
    while start < end and text[start] in SPACES:
        start += 1
    while end > start and text[end - 1] in SPACES:
        end -= 1
    return text[start:end]


def split_spaces(text):
    """The words of ``text``, split at runs of SPACES (like ``str.split()`` in CPython)."""
    words, start = [], None
    for index in range(len(text)):
        if text[index] in SPACES:
            if start is not None:
                words.append(text[start:index])
                start = None
        elif start is None:
            start = index
    if start is not None:
        words.append(text[start:])
    return words


def normalize_spaces(text):
    """``text`` with every one of SPACES replaced by an ASCII space."""
    out = []
    for ch in text:
        out.append(" " if ch in SPACES else ch)
    return "".join(out)
