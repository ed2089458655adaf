"""Counting and listing the ways to choose k things of n, in plain small-int arithmetic
(the standard library's binomial and combinations are missing on MicroPython): the club player's
and the expert's every hand he may hold late in the play, the exchanges a
player may make (``legal``), and the original rules' exchanges.

>>> binomial(12, 3), binomial(3, 4)
(220, 0)
>>> combinations("abcd", 2)
[('a', 'b'), ('a', 'c'), ('a', 'd'), ('b', 'c'), ('b', 'd'), ('c', 'd')]
>>> combinations("ab", 0), combinations("ab", 3)
([()], [])
"""


def binomial(n, k):
    """n choose k (0 when k is out of 0..n)."""
    if k < 0 or k > n:
        return 0
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
    return result


def combinations(items, count):
    """Every choice of ``count`` of ``items``, as tuples in the items' order, in
    lexicographic order of their places (iterative: the exchanges' listing is hot)."""
    items = list(items)
    n = len(items)
    if count == 0:
        return [()]
    if count > n:
        return []
    result = []
    indices = list(range(count))
    while True:
        result.append(tuple(items[i] for i in indices))
        i = count - 1
        while i >= 0 and indices[i] == i + n - count:
            i -= 1
        if i < 0:
            return result
        indices[i] += 1
        for j in range(i + 1, count):
            indices[j] = indices[j - 1] + 1
