"""The canonical calls of a hand, made once: each as its actions and the call it makes.

Glossary:
    candidate: one canonical call of a class (see ``declarations.sub_combinations``) and,
               when the hand holds other combinations of the class, the same call with
               them all (its extras): ``(key, alone, lead, extended, whole)``.
    option:    one call as ``(Declare(kind, groups), Reply(NOT_GOOD, groups), call)``:
               the action that calls it, the answer that shows it, and the tuple of
               combinations ``declarations.build_call`` makes of its groups.
    mask:      the ranks a hand holds in one suit, bit ``rank`` set for each.
    order:     one int per combination that sorts as ``combinations.order_key`` does
               (the class key, then spades first), so lists sort natively, without ties.

A point and a run depend on one suit's mask only: their options are made once per suit
and mask for the whole process (``_POINT_TABLES``, ``_RUN_TABLES``), so a new hand
mostly merges four ready lists. Only a call with extras (two held runs or sets) and the
sets are made per hand. ``candidates(kind, hand)`` keeps a hand's lists (the dialogue,
the views and the copies of a deal ask again), and ``call_list`` elder's (or younger's
own) whole list of calls in a class. ``legal`` filters them for the answers; ``Deal``
keeps what it offered, so a call it listed is applied without being checked again.

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("AH KH QH JH 9S 8S 7S AD AC TD TC 8D")
>>> [str(action) for action in call_list("sequence", hand)[0][:4]]
['sequence none', 'sequence AH KH QH JH', 'sequence AH KH QH JH + 9S 8S 7S', 'sequence AH KH QH']
>>> call_list("sequence", hand)[1][2]
(Sequence('H', 'A', 4), Sequence('S', '9', 3))
"""

from .actions import NOT_GOOD, Declare, Reply
from .cards import CARD_TABLE, PIP_VALUES, TEN
from .combinations import CLASSES, POINT, SEQUENCE, SET, Point, Sequence, Set


def suit_masks(cards):
    """Four rank masks, one per suit (S H D C)."""
    try:  # the 32 cards' bits summed by built-ins: no Python loop
        bits = sum(map(_CARD_BITS.get, cards))
    except TypeError:  # (None) a Card that is not one of the 32: bit by bit
        masks = [0, 0, 0, 0]
        for card in cards:
            masks[card[1]] |= 1 << card[0]
        return masks
    return [bits & 255, bits >> 8 & 255, bits >> 16 & 255, bits >> 24]


_CARD_BITS = {}  # card -> its bit, 1 << (suit * 8 + rank)
for _card in CARD_TABLE:
    _CARD_BITS[_card] = 1 << (_card[1] * 8 + _card[0])


def _option(kind, call):
    """The option of ``call`` (a tuple of combinations, best first)."""
    groups = tuple([combo.cards for combo in call])
    return Declare(kind, groups), Reply(NOT_GOOD, groups), call


# id(hand) -> [its suit masks, the candidates of each class, its call list in each
# class, the hand], made on first use. A hand is asked for several classes and answers,
# and the views of a deal ask again. Keyed by the tuple's identity, not its value: hashing
# twelve cards at every question cost more than the look-up; the entry keeps the hand
# alive, so no other object can have its id meanwhile (an equal hand that is another
# tuple makes its own, equal, entry). Only a few hands are kept (the deal's two, its
# copies', the last deal's): tables kept across many deals outlive the garbage
# collector's young generations, and with 64 hands kept its collections cost some 5% of
# a random deal's instructions.
_BY_HAND = {}
_HANDS_KEPT = 8


def _hand_entry(hand):
    entry = _BY_HAND.get(id(hand))
    if entry is None or entry[7] is not hand:
        if type(hand) is not tuple:  # (a list may change: its entry would not)
            hand = tuple(hand)
        if len(_BY_HAND) >= _HANDS_KEPT:
            _BY_HAND.clear()
        entry = _BY_HAND[id(hand)] = [suit_masks(hand), None, None, None, None, None, None, hand]
    return entry


def candidates(kind, hand, entry=None):
    """The candidates of ``hand`` in class ``kind``, best first (``entry``: the hand's,
    when the caller has it)."""
    if entry is None:
        entry = _hand_entry(hand)
    index = CLASSES.index(kind) + 1
    found = entry[index]
    if found is None:
        found = entry[index] = _BUILDERS[index](entry[0], entry)
    return found


_NONE = {}  # kind -> (Declare(kind, ()), ...): the call of nothing, made once
_NO_CALLS = {}  # kind -> the call list of a hand that holds nothing in it
for _kind in CLASSES:
    _NONE[_kind] = Declare(_kind, ())
    _NO_CALLS[_kind] = ((_NONE[_kind],), ((),))


def call_list(kind, hand):
    """(actions, calls): every canonical call of ``hand`` in ``kind``, "none" first, and
    the combinations each calls; kept with the hand (tuples: they are shared)."""
    entry = _hand_entry(hand)
    index = CLASSES.index(kind) + 4
    found = entry[index]
    if found is None and kind == POINT:  # (no extras: the calls alone, listed by _points with its candidates)
        candidates(kind, hand, entry)
        found = entry[index]
    elif found is None:
        listed = candidates(kind, hand, entry)
        found = entry[index]  # (a builder leaves the call list of a candidates list it shares)
        if found is None:
            found = entry[index] = _calls_of(kind, listed)
    return found


def _calls_of(kind, listed):
    """``call_list``'s (actions, calls) from the candidates ``listed``: "none" first, then
    each call alone and with its extras (a whole holding called with the others, once)."""
    actions = [_NONE[kind]]
    calls = [()]
    whole_said = False
    for candidate in listed:
        alone = candidate[1]
        actions.append(alone[0])
        calls.append(alone[2])
        extended = candidate[3]
        if extended is not None and not (candidate[4] and whole_said):
            actions.append(extended[0])
            calls.append(extended[2])
            whole_said = whole_said or candidate[4]
    return tuple(actions), tuple(calls)


# ----- points: each suit's top cards at every length (a point has no extras) ----------


def _points(masks, entry):
    """The candidates, and (a point has no extras) the hand's call list too, into
    ``entry``: the suits' rows merged, best first, then split into their columns by one
    ``zip`` (a row: its order, candidate, call action, combinations)."""
    tables = _POINT_TABLES  # (each suit's table once made: a look-up, no call)
    found = (tables[masks[0]] or _point_table(0, masks[0])) + (tables[256 + masks[1]] or _point_table(1, masks[1])) + \
        (tables[512 + masks[2]] or _point_table(2, masks[2])) + (tables[768 + masks[3]] or _point_table(3, masks[3]))
    found.sort(reverse=True)
    _orders, listed, actions, calls = zip(*found)  # (twelve cards: never an empty list)
    entry[4] = (_NONE_POINT + actions, _NO_CALL + calls)
    return listed


_NONE_POINT = (_NONE[POINT],)
_NO_CALL = ((),)
_POINT_TABLES = [None] * 1024  # suit * 256 + mask -> [(order, candidate, action, call)], shortest first


def _point_table(suit, mask):
    table = _POINT_TABLES[suit * 256 + mask]
    if table is None:
        table = []
        cards = ()
        total = 0
        for rank in range(7, -1, -1):
            if mask >> rank & 1:
                cards += (CARD_TABLE[suit * 8 + rank],)
                total += PIP_VALUES[rank]
                order = (len(cards) * 128 + total) * 4 + 3 - suit
                option = _option(POINT, (Point(suit, cards),))
                table.append((order, ((len(cards), total), option, None, None, False), option[0], option[2]))
        _POINT_TABLES[suit * 256 + mask] = table
    return table


# ----- sequences: every run of three or more inside a held sequence ------------------

# suit * 256 + mask -> (held, found, alone): held [(order, Sequence)] the suit's runs of
# three or more; found [(order, run, the held run it lies in, its option)] every run inside
# them; alone, when the suit holds one run, the candidates of a hand with no other run
_RUN_TABLES = [None] * 1024


def _run_table(suit, mask):
    table = _RUN_TABLES[suit * 256 + mask]
    if table is None:
        held = []
        run = 0
        for rank in range(9):
            if rank < 8 and mask >> rank & 1:
                run += 1
                continue
            if run >= 3:
                held.append(((run * 8 + rank - 1) * 4 + 3 - suit, Sequence(suit, rank - 1, run)))
            run = 0
        found = []
        for order, parent in held:
            top, length = parent[1], parent[2]
            for size in range(length, 2, -1):
                for high in range(top, top - length + size - 1, -1):
                    sequence = Sequence(suit, high, size)
                    found.append(((size * 8 + high) * 4 + 3 - suit, sequence, parent,
                                  _option(SEQUENCE, (sequence,))))
        alone = calls = None  # one run in the suit: its candidates and call list when no other suit holds a run
        if len(held) == 1:
            alone = _with_extras(SEQUENCE, list(found), held)
            calls = _calls_of(SEQUENCE, alone)
        table = _RUN_TABLES[suit * 256 + mask] = (held, found, alone, calls)
    return table


def _sequences(masks, entry):
    """Every run of three or more inside a held sequence, each with the other held
    sequences as extras."""
    tables = _RUN_TABLES  # (as in _points)
    spades = tables[masks[0]] or _run_table(0, masks[0])
    hearts = tables[256 + masks[1]] or _run_table(1, masks[1])
    diamonds = tables[512 + masks[2]] or _run_table(2, masks[2])
    clubs = tables[768 + masks[3]] or _run_table(3, masks[3])
    held = spades[0] + hearts[0] + diamonds[0] + clubs[0]
    if len(held) < 2:  # (none, or one run: the suit's own lists, shared: no caller changes them)
        if not held:
            entry[5] = _NO_CALLS[SEQUENCE]
            return []
        table = spades if spades[2] else hearts if hearts[2] else diamonds if diamonds[2] else clubs
        entry[5] = table[3]
        return table[2]
    found = spades[1] + hearts[1] + diamonds[1] + clubs[1]
    return _with_extras(SEQUENCE, found, held)


# ----- sets: every set held and every trio inside a quatorze ---------------------------


# The sets' candidates depend only on which suits hold each rank held three or four
# times: made once for each such holding (at most 6 ** 5) for the whole process, and
# shared by the hands that hold it (no caller changes them).
_SET_TABLES = {}


def _sets(masks, entry):
    spades, hearts, diamonds, clubs = masks
    # the ranks held in three suits or more, tens and higher (most hands have none)
    ranks = ((spades & hearts & (diamonds | clubs)) | (diamonds & clubs & (spades | hearts))) >> TEN
    if not ranks:
        entry[6] = _NO_CALLS[SET]
        return []
    ranks <<= TEN
    key = (spades & ranks, hearts & ranks, diamonds & ranks, clubs & ranks)
    table = _SET_TABLES.get(key)
    if table is None:
        found = _set_table(key, ranks >> TEN)
        table = _SET_TABLES[key] = (found, _calls_of(SET, found))
    entry[6] = table[1]
    return table[0]


def _set_table(masks, ranks):
    held = []
    for rank in range(7, TEN - 1, -1):
        if ranks >> (rank - TEN) & 1:
            cards = ()
            for suit in range(4):
                if masks[suit] >> rank & 1:
                    cards += (CARD_TABLE[suit * 8 + rank],)
            held.append(((len(cards) * 8 + rank) * 4 + 3 - cards[0].suit, Set(rank, cards)))
    found = []
    for order, parent in held:
        found.append((order, parent, parent, _option(SET, (parent,))))
        if len(parent.cards) == 4:  # a trio inside it, as sub_combinations makes it
            trio = Set(parent.rank, parent.cards[:3])
            found.append(((3 * 8 + parent.rank) * 4 + 3 - trio.cards[0].suit, trio, parent, _option(SET, (trio,))))
    return _with_extras(SET, found, held)


def _with_extras(kind, found, held):
    """The candidates of ``found`` [(order, combo, the held one it lies in, its option)],
    best first.

    A candidate shares cards only with the held combination it comes from (held runs and
    sets are disjoint), so its extras are all the others, as ``with_extras`` finds them.
    Two candidates make the same call only when both are whole held combinations: each
    is then called with all the others, which is one call, listed once (``whole``).
    """
    found.sort(reverse=True)
    result = []
    if len(held) == 1:
        for order, combo, parent, alone in found:
            result.append((combo.key, alone, None, None, False))
        return result
    every = None  # the whole holding's option, made once for all the whole candidates
    for order, combo, parent, alone in found:
        whole = combo == parent
        if whole and every is not None:
            result.append((combo.key, alone, every[2][0].key, every, True))
            continue
        call = [(order, combo)]
        for entry in held:
            if entry[1] is not parent:
                call.append(entry)
        call.sort(reverse=True)
        extended = _option(kind, tuple([entry[1] for entry in call]))
        if whole:
            every = extended
        result.append((combo.key, alone, call[0][1].key, extended, whole))
    return result


_BUILDERS = (None, _points, _sequences, _sets)  # by CLASSES index + 1
