"""A small seeded random number generator that gives the same numbers everywhere.

The standard library's Random class is missing from MicroPython and differs between runtimes,
so a deal's shuffle uses this: xoshiro128** seeded through splitmix32, in plain integer
arithmetic masked to 32 bits. A seed gives the same deal on CPython, Pyodide and
MicroPython.

>>> rng = Prng(42)
>>> [rng.below(10) for _ in range(5)]
[4, 7, 2, 2, 0]
>>> deck = list(range(8)); Prng(7).shuffle(deck); deck
[2, 1, 7, 4, 3, 5, 6, 0]

Seeds are whole numbers from 0 to ``MAX_SEED`` (2**53 - 1, the largest whole number a
browser's JavaScript holds exactly, so a seed crosses from a page to its worker
unchanged). ``parse_seed`` reads one from text, for pages and the command line:

>>> parse_seed(" 2026 "), parse_seed("9007199254740991")
(2026, 9007199254740991)
>>> parse_seed("9007199254740992")
Traceback (most recent call last):
...
piquet_core.errors.SeedError: a seed is a whole number from 0 to 9007199254740991; "9007199254740992" is too large
"""

from .errors import PiquetError, SeedError, clipped
from .spaces import strip_spaces

MASK = 0xFFFFFFFF
MAX_SEED = 2 ** 53 - 1
_MAX_DIGITS = len(str(MAX_SEED))
_RANGE = "a seed is a whole number from 0 to %d" % MAX_SEED


def parse_seed(text):
    """The seed written in ``text`` (ASCII digits, spaces around allowed), or SeedError.

    Never calls ``int()`` on unchecked text: a 400-digit string is refused by its length.
    """
    if not isinstance(text, str):
        raise SeedError("%s, got %r" % (_RANGE, text))
    digits = strip_spaces(text)
    if not digits:
        raise SeedError(_RANGE + "; nothing was given")
    shown = clipped(digits)
    if digits[0] == "-" and _ascii_digits(digits[1:]):
        raise SeedError("%s; \"%s\" is negative" % (_RANGE, shown))
    if not _ascii_digits(digits):
        raise SeedError("%s; \"%s\" is not one" % (_RANGE, shown))
    if len(digits.lstrip("0")) > _MAX_DIGITS or int(digits) > MAX_SEED:
        raise SeedError("%s; \"%s\" is too large" % (_RANGE, shown))
    return int(digits)


def check_seed(seed):
    """``seed`` itself if it is an int in range, else SeedError."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SeedError("%s, got %r" % (_RANGE, seed))
    if seed > MAX_SEED:  # (never formatted: CPython refuses to print 4,300 digits)
        raise SeedError(_RANGE + ", got a larger number")
    if seed < 0:
        raise SeedError(_RANGE + ", got a negative number")
    return seed


def _ascii_digits(text):
    """ASCII digits only, the same on every runtime (CPython's isdigit() accepts "²")."""
    if not text:
        return False
    for ch in text:
        if not "0" <= ch <= "9":
            return False
    return True


# The rejection limit of below(n) and shuffle, 2**32 - 2**32 % n, for the small n they
# mostly ask for (two arithmetic steps on 33-bit numbers saved a draw).
_LIMITS = tuple(0x100000000 - (0x100000000 % n) if n else 0 for n in range(65))


def _steps(size):
    """Fisher-Yates's steps over ``size`` items: (i, i + 1, below(i + 1)'s rejection limit)
    for each i from the top down to 1; made on first use for each size (a page that
    never shuffles pays nothing at import) and kept for the small sizes shuffled."""
    steps = tuple([(i, i + 1, 0x100000000 - (0x100000000 % (i + 1))) for i in range(size - 1, 0, -1)])
    if size <= 64:
        _STEPS[size] = steps
    return steps


_STEPS = {}  # size -> its steps (32 for every deal)


class Prng:
    """xoshiro128**: ``next32``, ``below(n)``, ``choice(seq)``, ``shuffle(list)``."""

    __slots__ = ("s0", "s1", "s2", "s3")

    def __init__(self, seed):
        state = check_seed(seed) & MASK
        high = seed >> 32
        while high:  # fold larger seeds in, so that every bit of the seed counts
            state = ((state ^ (high & MASK)) + 0x9E3779B9) & MASK  # (a splitmix32 step, its output unused)
            high >>= 32
        # four splitmix32 steps, written out (every deal and random player starts here)
        words = []
        for _ in range(4):
            state = (state + 0x9E3779B9) & 0xFFFFFFFF
            z = ((state ^ (state >> 16)) * 0x85EBCA6B) & 0xFFFFFFFF
            z = ((z ^ (z >> 13)) * 0xC2B2AE35) & 0xFFFFFFFF
            words.append(z ^ (z >> 16))
        self.s0, self.s1, self.s2, self.s3 = words
        if not (self.s0 | self.s1 | self.s2 | self.s3):
            self.s0 = 1

    def next32(self):
        s0, s1, s2, s3 = self.s0, self.s1, self.s2, self.s3
        x = (s1 * 5) & MASK
        result = (((x << 7) | (x >> 25)) & MASK) * 9 & MASK
        t = (s1 << 9) & MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 11) | (s3 >> 21)) & MASK
        self.s0, self.s1, self.s2, self.s3 = s0, s1, s2, s3
        return result

    def below(self, n):
        """A uniform whole number in 0..n-1 (rejection sampling: no modulo bias).

        ``next32`` written out here: this is the hot path of every shuffle and random
        player. One step is made straight through, the state stored as it goes; a draw
        rejected (at most 1 in 2**32 / n, for the small n asked: almost never) draws again.
        Same numbers as ``next32``.
        """
        if n <= 0:
            raise PiquetError("below() needs a positive bound")
        s1 = self.s1
        x = (s1 * 5) & 0xFFFFFFFF
        value = ((x << 7) | (x >> 25)) * 9 & 0xFFFFFFFF  # (the rotation's mask is implied by this one)
        s0 = self.s0
        s2 = self.s2 ^ s0
        s3 = self.s3 ^ s1
        self.s1 = s1 ^ s2
        self.s0 = s0 ^ s3
        self.s2 = s2 ^ ((s1 << 9) & 0xFFFFFFFF)
        self.s3 = ((s3 << 11) | (s3 >> 21)) & 0xFFFFFFFF
        if value < (_LIMITS[n] if n < 65 else 0x100000000 - (0x100000000 % n)):
            return value % n
        return self.below(n)

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items):
        """Fisher-Yates, in place: ``below(i + 1)`` for each i from the top, written out with
        the state in locals (every deal is shuffled, and the calls were half its cost)."""
        s0, s1, s2, s3 = self.s0, self.s1, self.s2, self.s3
        size = len(items)
        steps = _STEPS.get(size) or _steps(size)
        for i, n, limit in steps:
            while True:
                x = (s1 * 5) & 0xFFFFFFFF
                value = ((x << 7) | (x >> 25)) * 9 & 0xFFFFFFFF
                t = (s1 << 9) & 0xFFFFFFFF
                s2 ^= s0
                s3 ^= s1
                s1 ^= s2
                s0 ^= s3
                s2 ^= t
                s3 = ((s3 << 11) | (s3 >> 21)) & 0xFFFFFFFF
                if value < limit:
                    break
            j = value % n
            items[i], items[j] = items[j], items[i]
        self.s0, self.s1, self.s2, self.s3 = s0, s1, s2, s3

    def sample(self, items, k):
        """``k`` distinct items, in random order."""
        pool = list(items)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]


def derive_seed(seed, number):
    """The seed of deal ``number`` (0, 1, ...) of the partie ``seed``; 99 is the cut's.
    Here, beside the generator, so a game that only needs seeds does not import the
    two-player deal with ``partie``.

    >>> derive_seed(5, 0) == derive_seed(5, 0) != derive_seed(5, 1)
    True
    """
    rng = Prng(seed)
    for _ in range(number):
        rng.next32()
        rng.next32()
    high = rng.next32() >> 11
    return (high << 32) | rng.next32()
