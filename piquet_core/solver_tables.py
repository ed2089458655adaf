"""The solver's tables, made once per rule set: over one suit's cards (who holds each
rank still in play), and over the last trick (what the end of the deal adds).

Glossary:
    pattern code: one number per split of a suit's cards still in play between the two
                 hands (who holds each, high to low; under ``old_count`` also how many
                 are tens or higher): two suits with equal codes play alike, so the
                 transposition key sorts the four codes.
    class of equivalent cards: cards of one suit held by one player with nothing still
                 in play between them (see ``solver``): only one of them need be tried.
    the cards:   seven tricks or more score the cards; all twelve, the capot.
"""

TRUMP_CODE = 4096  # added to the trump suit's pattern code: every code is below it

_TABLES = {}


def suit_tables(old_count):
    """Tables over one suit, indexed by ``mine | theirs << 8`` (disjoint rank masks):

    CODE: the relative pattern of the cards still in play (who holds each, high to low,
    and how many are tens or higher under ``old_count``): equal codes play alike.
    REPS: one rank per class of equivalent cards of ``mine`` (its lowest), high to low.
    LOWS: the same, low to high (the order to try discards in).
    FOLLOW[led]: the classes in the order to try when following a lead of rank ``led``
    (which is in ``theirs``): the lowest card that wins, the lowest card, then the rest.
    """
    key = bool(old_count)
    if key in _TABLES:
        return _TABLES[key]
    code = [0] * 65536
    reps = [()] * 65536
    lows = [()] * 65536
    follow = [[()] * 65536 for _ in range(8)]
    for both in range(256):
        mine = both
        while True:  # every split of ``both`` between the two hands
            theirs = both ^ mine
            pattern, high, groups, previous = 1, 0, [], -2
            for rank in range(7, -1, -1):
                if not both >> rank & 1:
                    continue
                pattern = pattern * 2 + (mine >> rank & 1)
                if rank >= 3:
                    high += 1
                if mine >> rank & 1:
                    if previous == -2 or (old_count and rank < 3 <= previous):
                        groups.append(rank)
                    else:
                        groups[-1] = rank
                    previous = rank
                else:
                    previous = -2
            index = mine | theirs << 8
            code[index] = pattern * 8 + (high if old_count else 0)
            classes = tuple(groups)
            reps[index] = classes
            lows[index] = tuple(reversed(groups))
            for led in range(8):
                if classes and theirs >> led & 1:
                    order = []
                    winners = [r for r in classes if r > led]
                    if winners:
                        order.append(winners[-1])
                    if classes[-1] < led:
                        order.append(classes[-1])
                    follow[led][index] = tuple(order + [r for r in classes if r not in order])
            if not mine:
                break
            mine = (mine - 1) & both
    _TABLES[key] = (code, reps, lows, follow)
    return _TABLES[key]


def trump_codes(old_count):
    """The CODE table for the trump suit: every code plus ``TRUMP_CODE``, so the trump
    suit's pattern never equals a plain suit's and sorts after them."""
    key = ("trump", bool(old_count))
    if key not in _TABLES:
        _TABLES[key] = [c + TRUMP_CODE for c in suit_tables(old_count)[0]]
    return _TABLES[key]


def final_tables(rules, size):
    """What the end of the deal adds, from the last trick's leader's side, by his final
    trick count: (WIN_LAST, LOSE_LAST) if he wins / loses the last trick (the last-trick
    point, the cards, capot) and CARDS (the cards or capot alone)."""
    last, cards, capot = rules.last_trick_bonus, rules.cards_bonus, rules.capot_bonus
    keep = rules.capot_keeps_last_trick
    win_last, lose_last, cards_only = [], [], []
    for mine in range(size + 1):
        theirs = size - mine
        bonus = cards if mine * 2 > size else (-cards if theirs * 2 > size else 0)
        if mine == size:
            bonus = capot
        if theirs == size:
            bonus = -capot
        cards_only.append(bonus)
        win_last.append(bonus + (last if (theirs != 0 or keep) else 0))
        lose_last.append(bonus - (last if (mine != 0 or keep) else 0))
    return tuple(win_last), tuple(lose_last), tuple(cards_only)
