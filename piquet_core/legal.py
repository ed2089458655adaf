"""Listing the legal actions of a deal that has many choices: exchanges and calls.

Glossary:
    sinking:  a call may be less than the player holds; the calls listed here are the
              canonical ones (see ``declarations.sub_combinations``): every held
              combination, every shorter run inside a sequence, every trio inside a
              quatorze, each alone and with its extras. ``Deal.verify`` accepts any
              other legal call too.
    mask:     the ranks a hand holds in one suit, bit ``rank`` set for each.
    order:    one int per combination that sorts as ``combinations.order_key`` does
              (the class key, then spades first), so lists sort natively, without ties.

The random players ask for the calls at every declaration, and building them from Card
objects (``sub_combinations``, ``with_extras``) was most of a random deal's cost; here
they come from the hand's suit masks and per-suit tables filled on first use.
``tests/engine/test_legal_calls.py`` checks them against those two functions, which
remain the definition of the canonical calls.
"""

from .actions import EQUAL, GOOD, NOT_GOOD, Declare, Exchange, Reply
from .cards import CARD_TABLE, PIP_VALUES, TEN
from .combinations import CLASSES, POINT, SEQUENCE, SET, Sequence, Set
from .declarations import CALL, REPLY, YOUNGER_CALL, holds_exact
from .scoring import ELDER


def legal_exchanges(deal):
    """Every exchange the player to act may make (about 3,000 for elder)."""
    player = deal.to_act
    fewest, most = deal.exchange_limits(player)
    option = "look" if player == ELDER else "expose"
    actions = []
    hand = deal.hands[player]
    for count in range(fewest, most + 1):
        for discards in _choose(hand, count):
            actions.append(Exchange(discards, None))
            if most - count > 0:  # cards left over, to look at or expose
                actions.append(Exchange(discards, option))
    return actions


def legal_declarations(deal):
    """The canonical calls or answers in the class being declared (see ``sub_combinations``)."""
    return [make(tag, groups) for make, tag, groups in declaration_options(deal)]


def declaration_options(deal):
    """``legal_declarations`` as plain ``(Declare or Reply, its first field, groups)``
    triples, in the same order: a random player picks one and builds only that action."""
    kind = CLASSES[deal.class_index]
    record = deal.class_record(kind)
    hand = deal.hands[deal.to_act]
    candidates = _candidates(kind, hand)
    step = record.step
    if step == CALL or step == YOUNGER_CALL:
        options = [(Declare, kind, ())]
        make, tag, beats = Declare, kind, None  # any held combination may be called
    else:
        options = [(Reply, GOOD, ())]
        make, tag = Reply, NOT_GOOD
        principal = record.elder_call[0]
        if step == REPLY:
            if kind == SET:
                figure = principal.key  # a set's first figure is the whole set; sets are never equal

                def beats(key):
                    return key > figure
            else:
                figure = principal.key[0]
                if candidates and candidates[0][0][0] >= figure:  # the longest suit or run comes first
                    options.append((Reply, EQUAL, ()))

                def beats(key):
                    return key[0] > figure
        else:  # the second figure, after Equal: as long, and higher
            if holds_exact(kind, hand, principal.key):
                options.append((Reply, EQUAL, ()))
            length, second = principal.key

            def beats(key):
                return key[0] == length and key[1] > second
    whole_said = False
    for key, alone, lead, extended, whole in candidates:
        if beats is None or beats(key):
            options.append((make, tag, alone))
            # an extra may outrank the combination answered with: then it must beat the call too
            if extended is not None and (beats is None or beats(lead)) and not (whole and whole_said):
                options.append((make, tag, extended))
                whole_said = whole_said or whole
    return options


def suit_masks(cards):
    """Four rank masks, one per suit (S H D C)."""
    masks = [0, 0, 0, 0]
    for card in cards:  # (fields by index: faster than by name)
        masks[card[1]] |= 1 << card[0]
    return masks


# hand -> [its suit masks, then the candidates of each class, made on first use]. A hand is
# asked for several classes and answers, and the views of a deal ask again.
_BY_HAND = {}


def _candidates(kind, hand):
    entry = _BY_HAND.get(hand)
    if entry is None:
        if len(_BY_HAND) >= 64:
            _BY_HAND.clear()
        entry = _BY_HAND[hand] = [suit_masks(hand), None, None, None]
    index = CLASSES.index(kind) + 1
    found = entry[index]
    if found is None:
        found = entry[index] = _BUILDERS[index](entry[0])
    return found


# ----- the candidates: (key, the call alone, the key of the extended call's first
# combination, the extended call or None, whether that is every held combination), best
# first, as sub_combinations orders them ------------------------------------------------


def _points(masks):
    """Each suit's top cards at every length (a point has no extras)."""
    tables = _POINT_TABLES  # (each suit's table once made: a look-up, no call)
    found = (tables[masks[0]] or _point_table(0, masks[0])) + (tables[256 + masks[1]] or _point_table(1, masks[1])) + \
        (tables[512 + masks[2]] or _point_table(2, masks[2])) + (tables[768 + masks[3]] or _point_table(3, masks[3]))
    found.sort(reverse=True)
    return [entry[1] for entry in found]


_POINT_TABLES = [None] * 1024  # suit * 256 + mask -> [(order, candidate)], shortest first


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
                table.append((order, ((len(cards), total), (cards,), None, None, False)))
        _POINT_TABLES[suit * 256 + mask] = table
    return table


_RUN_TABLES = [None] * 1024  # suit * 256 + mask -> [(order, Sequence)]: its runs of three or more


def _run_table(suit, mask):
    table = _RUN_TABLES[suit * 256 + mask]
    if table is None:
        table = []
        run = 0
        for rank in range(9):
            if rank < 8 and mask >> rank & 1:
                run += 1
                continue
            if run >= 3:
                table.append(((run * 8 + rank - 1) * 4 + 3 - suit, Sequence(suit, rank - 1, run)))
            run = 0
        _RUN_TABLES[suit * 256 + mask] = table
    return table


def _sequences(masks):
    """Every run of three or more inside a held sequence, each with the other held
    sequences as extras."""
    tables = _RUN_TABLES  # (as in _points; a table may be empty: then the call finds it)
    held = (tables[masks[0]] or _run_table(0, masks[0])) + (tables[256 + masks[1]] or _run_table(1, masks[1])) + \
        (tables[512 + masks[2]] or _run_table(2, masks[2])) + (tables[768 + masks[3]] or _run_table(3, masks[3]))
    if not held:
        return held
    held.sort(reverse=True)
    found = []
    for order, parent in held:
        suit, top, length = parent
        for size in range(length, 2, -1):
            for high in range(top, top - length + size - 1, -1):
                found.append(((size * 8 + high) * 4 + 3 - suit, Sequence(suit, high, size), parent))
    return _with_extras(found, held)


def _sets(masks):
    """Every set held and every trio inside a quatorze, each with the other held sets as
    extras."""
    spades, hearts, diamonds, clubs = masks
    # the ranks held in three suits or more, tens and higher (most hands have none)
    ranks = ((spades & hearts & (diamonds | clubs)) | (diamonds & clubs & (spades | hearts))) >> TEN
    if not ranks:
        return []
    held = []
    for rank in range(7, TEN - 1, -1):
        if ranks >> (rank - TEN) & 1:
            cards = ()
            for suit in range(4):
                if masks[suit] >> rank & 1:
                    cards += (CARD_TABLE[suit * 8 + rank],)
            held.append(((len(cards) * 8 + rank) * 4 + 3 - cards[0].suit, Set(rank, cards)))
    held.sort(reverse=True)
    found = []
    for order, parent in held:
        found.append((order, parent, parent))
        if len(parent.cards) == 4:  # a trio inside it, as sub_combinations makes it
            trio = Set(parent.rank, parent.cards[:3])
            found.append(((3 * 8 + parent.rank) * 4 + 3 - trio.cards[0].suit, trio, parent))
    return _with_extras(found, held)


def _with_extras(found, held):
    """(key, alone, lead key, extended, whole) for each candidate, best first.

    A candidate shares cards only with the held combination it comes from (held runs and
    sets are disjoint), so its extras are all the others, as ``with_extras`` finds them.
    Two candidates make the same call only when both are whole held combinations: each
    is then called with all the others, which is one call, listed once (``whole``).
    """
    found.sort(reverse=True)
    result = []
    for order, combo, parent in found:
        alone = (combo.cards,)
        if len(held) == 1:
            result.append((combo.key, alone, None, None, False))
            continue
        call = [(order, combo)]
        for entry in held:
            if entry[1] is not parent:
                call.append(entry)
        call.sort(reverse=True)
        result.append((combo.key, alone, call[0][1].key, tuple(entry[1].cards for entry in call), combo == parent))
    return result


_BUILDERS = (None, _points, _sequences, _sets)  # by CLASSES index + 1


def _choose(items, count):
    """All ``count``-element combinations of ``items`` as tuples, in order (no itertools)."""
    items = list(items)
    n = len(items)
    if count == 0:
        return [()]
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
