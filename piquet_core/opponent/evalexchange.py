"""Choosing the exchange by trying the candidates on talons and hands that may be.

Glossary:
    candidate:   one way to exchange: how many cards, and which (``candidates``): the
                 keep-value discards for each count, and for the larger counts the same
                 with each suit kept whole (a different point suit) or with the lowest
                 ranks thrown (keeping every high card).
    world:       a guess at the hidden cards: the opponent's hand (as dealt if he has not
                 exchanged yet, else as it is now) and the order of the talon cards this
                 seat would draw. Before the exchange nothing has been said, so the deal
                 is guessed uniformly; if the opponent has exchanged already, his
                 exchange is replayed in the guess (he discarded, as the club player
                 would, the count he took), so his hand holds the high cards he kept and
                 the talon is not the cards he threw.
    outcome:     in one world, for one candidate: this seat draws; the opponent, if he
                 has not exchanged yet, exchanges as the club player would; both declare
                 honestly (carte blanche, point, sequence, set, reckoned in that order with
                 repique); elder's pique if his declarations and his winning leads reach
                 30 first; and the play's value estimated (``playmodel``).
    value:       this seat's points minus the opponent's for the deal, averaged over the
                 worlds (or the partie utility of the two totals, in the last deal).

>>> from piquet_core.deal import Deal
>>> from piquet_core.opponent.knowledge import Knowledge
>>> view = Deal.from_seed(8).view(0)
>>> options = candidates(view.hand, 1, 5)
>>> len(options) > 5, all(1 <= len(option) <= 5 for option in options)
(True, True)
>>> values = evaluate(Knowledge(view), options, worlds(Knowledge(view), 7, 10))
>>> len(values) == len(options)
True
"""

from ..suitmasks import POINT_KEY, SEQ_KEY, SEQ_SCORE
from ..prng import Prng
from ..seats import ELDER, YOUNGER
from .handeval import choose_discards, exchange_count
from .knowledge import masks_of, set_key
from .playmodel import cashing_run, estimate_masks
from .sampler import RANK_ODDS

PLAY_POINTS = 27.0  # about what the play adds to both totals together (for the partie split)


def candidates(hand, fewest, most, seen_out=None, is_elder=True):
    """Discard sets worth trying, best guess first, no two alike."""
    found = []
    seen = set()

    def add(discards):
        key = tuple(sorted((c.suit * 8 + c.rank) for c in discards))
        if key not in seen and fewest <= len(discards) <= most:
            seen.add(key)
            found.append(tuple(discards))

    for count in range(most, fewest - 1, -1):
        add(choose_discards(hand, count, seen_out, is_elder))
    for count in range(most, max(fewest, most - 1) - 1, -1):
        if count == 0:
            continue
        for suit in range(4):
            others = [c for c in hand if c.suit != suit]
            if len(others) >= count:
                add(choose_discards(others, count, seen_out, is_elder))
        lowest = sorted(hand, key=lambda c: (c.rank, c.suit))
        add(lowest[:count])
    return found


def swaps(hand, discards):
    """Every exchange of the same count with one discard kept and one kept card thrown."""
    kept = [c for c in hand if c not in discards]
    found = []
    for i in range(len(discards)):
        for card in kept:
            found.append(tuple(discards[:i]) + (card,) + tuple(discards[i + 1:]))
    return found


def _opp_exchange(dealt, source, fewest, is_elder):
    """The opponent's hand after exchanging as the club player does from ``source``."""
    most = len(source)
    if is_elder and most > 5:
        most = 5
    count = exchange_count(dealt, fewest, most, is_elder)
    discards = choose_discards(dealt, count, None, is_elder)
    kept = [c for c in dealt if c not in discards]
    return kept + list(source[:count])


class World:
    """A guess at the hidden cards (see the module docstring)."""

    __slots__ = ("opp", "talon", "opp_after")

    def __init__(self, opp, talon, opp_after):
        self.opp = opp            # his hand: as dealt if ``opp_after``, else as it is now
        self.talon = talon        # the talon left, top first, as this seat would draw it
        self.opp_after = opp_after


def _order(know):
    """(does the opponent exchange after this seat?, dealer exchanges first?)"""
    view = know.view
    first_dealer = view.rules.dealer_exchanges_first
    return not view.exchanged[know.opp], first_dealer


def worlds(know, seed, count):
    """``count`` guesses at the hidden cards, from this seat's view at its exchange."""
    rng = Prng(seed)
    pool = list(know.unknown)
    opp_after, _ = _order(know)
    out = []
    discarded = know.opp_exchange.count if know.opp_exchange is not None else 0
    odds = RANK_ODDS[min(5, discarded)]
    talon_size = know.view.talon_size
    replay = not opp_after and len(pool) == 20 and know.opp_exchange is not None
    for _ in range(count):
        cards = list(pool)
        if opp_after:
            rng.shuffle(cards)
            out.append(World(cards[:12], cards[12:], True))
            continue
        if replay:
            out.append(_replayed(know, cards, rng))
            continue
        # He has exchanged, and cards were shown: his hand is likelier to hold high cards.
        weights = [odds[c.rank] for c in cards]
        total = 0
        for w in weights:
            total += w
        hand = []
        for _ in range(know.opponent_hand_size):
            pick = rng.below(total)
            i = 0
            while pick >= weights[i]:
                pick -= weights[i]
                i += 1
            hand.append(cards[i])
            total -= weights[i]
            weights[i] = 0
        rest = [cards[i] for i in range(len(cards)) if weights[i]]
        rng.shuffle(rest)
        out.append(World(hand, rest[:talon_size], False))
    return out


def _replayed(know, cards, rng):
    """A world in which the opponent, who has exchanged, was dealt twelve of the unknown
    cards and exchanged as the club player would, drawing his known count."""
    rng.shuffle(cards)
    dealt, talon = cards[:12], cards[12:]
    taken = know.opp_exchange.count
    is_elder = know.opp == ELDER
    if know.view.rules.dealer_exchanges_first and not is_elder:
        drawn, mine = talon[5:5 + taken], talon[:5]          # his three at the bottom
    else:
        drawn, mine = talon[:taken], talon[taken:]
    discards = choose_discards(dealt, taken, None, is_elder)
    hand = [c for c in dealt if c not in discards] + drawn
    return World(hand, mine, False)


def _my_source(know, world):
    """The talon cards this seat would draw, in order."""
    view = know.view
    if view.rules.dealer_exchanges_first and know.seat == YOUNGER and world.opp_after:
        return world.talon[5:]        # his own three, at the bottom
    if know.seat == ELDER:
        return world.talon[:5]
    return world.talon


def _opp_source(know, world, taken):
    """What the opponent would draw from after this seat took ``taken`` cards."""
    view = know.view
    if view.rules.dealer_exchanges_first and know.seat == YOUNGER:
        return world.talon[:5]        # elder's five, untouched by younger
    return world.talon[taken:]        # what this seat left, then the rest


def declare_outcome(elder, younger, totals, bonus, rules, winners=None):
    """(elder's total, younger's total, bonus) after honest declarations of two hands'
    suit masks, reckoned from ``totals`` in order point, sequence, set, with repique.
    ``winners``, a list, receives the seat that scored each class (None: nobody)."""
    t = [totals[0], totals[1]]
    threshold = rules.bonus_threshold
    for kind in range(3):
        if kind == 0:
            ke = max(POINT_KEY[elder[0]], POINT_KEY[elder[1]], POINT_KEY[elder[2]], POINT_KEY[elder[3]])
            ky = max(POINT_KEY[younger[0]], POINT_KEY[younger[1]], POINT_KEY[younger[2]], POINT_KEY[younger[3]])
            se, sy = ke >> 7, ky >> 7
        elif kind == 1:
            ke = max(SEQ_KEY[elder[0]], SEQ_KEY[elder[1]], SEQ_KEY[elder[2]], SEQ_KEY[elder[3]])
            ky = max(SEQ_KEY[younger[0]], SEQ_KEY[younger[1]], SEQ_KEY[younger[2]], SEQ_KEY[younger[3]])
            se = SEQ_SCORE[elder[0]] + SEQ_SCORE[elder[1]] + SEQ_SCORE[elder[2]] + SEQ_SCORE[elder[3]]
            sy = SEQ_SCORE[younger[0]] + SEQ_SCORE[younger[1]] + SEQ_SCORE[younger[2]] + SEQ_SCORE[younger[3]]
        else:
            ke, ky = set_key(elder), set_key(younger)
            se, sy = set_score(elder), set_score(younger)
        if ke == ky:
            if winners is not None:
                winners.append(None)
            continue
        seat, points = (ELDER, se) if ke > ky else (YOUNGER, sy)
        if winners is not None:
            winners.append(seat)
        t[seat] += points
        if bonus is None and t[seat] >= threshold and t[1 - seat] == 0:
            bonus = (seat, "repique")
            t[seat] += rules.repique_bonus
    return t[0], t[1], bonus


def set_score(masks):
    """What every set of four suit masks scores (quatorze 14, trio 3), tens and up."""
    total = 0
    for rank in range(3, 8):
        count = (masks[0] >> rank & 1) + (masks[1] >> rank & 1) + (masks[2] >> rank & 1) + (masks[3] >> rank & 1)
        if count == 4:
            total += 14
        elif count == 3:
            total += 3
    return total


def outcome(elder, younger, totals, bonus, rules, detail=None):
    """(elder's deal total, younger's) estimated for two hands' suit masks from ``totals``.

    ``detail``, a list, receives the class winners then the bonus made (or None)."""
    before = bonus
    te, ty, bonus = declare_outcome(elder, younger, totals, bonus, rules, detail)
    play = estimate_masks(elder, younger)
    if bonus is None and ty == 0 and te > 0 and te + cashing_run(elder, younger) >= rules.bonus_threshold:
        te += rules.pique_bonus
        bonus = (ELDER, "pique")
    if detail is not None:
        detail.append(bonus if bonus != before else None)
    return te + (PLAY_POINTS + play) / 2.0, ty + (PLAY_POINTS - play) / 2.0


def evaluate(know, options, guesses, utility=None, per_world=None, stats=None, deadline=None, clock=None):
    """{discards: mean value for this seat} of each candidate over the worlds ``guesses``.

    ``utility(mine, theirs)`` maps the two estimated deal totals to what is averaged
    (default: the difference). ``per_world``, a list, receives each world's values.
    ``stats``, a dict, receives per candidate how often this seat won the point, the
    sequence, the set and a pique or repique, and how often the opponent made a pique or
    repique: {discards: {"point": share, ..., "bonus": share, "their_bonus": share}}.
    ``deadline`` (a time of ``clock()``) stops after the world that passes it.
    """
    view = know.view
    rules = view.rules
    totals = (view.totals[ELDER], view.totals[YOUNGER])
    bonus = None
    for event in view.events:
        if event.category in ("repique", "pique"):
            bonus = (event.player, event.category)
    me = know.seat
    sums = [0.0] * len(options)
    fewest_opp = 1 if know.opp == ELDER else (1 if rules.younger_must_exchange else 0)
    hand = list(know.hand)
    used = 0
    # This call's counts, apart: ``stats`` may already hold the shares of an earlier call
    # (the review weighs the learner's own exchange after the coach's candidates), which
    # must be neither added to nor divided again.
    counted = {}
    for world in guesses:
        if deadline is not None and used and clock() > deadline:
            break
        used += 1
        source = _my_source(know, world)
        opp_hands = {}
        row = []
        for index in range(len(options)):
            discards = options[index]
            taken = len(discards)
            mine = [c for c in hand if c not in discards] + list(source[:taken])
            if world.opp_after:
                theirs = opp_hands.get(taken)
                if theirs is None:
                    theirs = _opp_exchange(world.opp, _opp_source(know, world, taken), fewest_opp, know.opp == ELDER)
                    opp_hands[taken] = theirs
            else:
                theirs = world.opp
            my_masks, their_masks = masks_of(mine), masks_of(theirs)
            detail = [] if stats is not None else None
            if me == ELDER:
                te, ty = outcome(my_masks, their_masks, totals, bonus, rules, detail)
                mine_total, theirs_total = te, ty
            else:
                te, ty = outcome(their_masks, my_masks, totals, bonus, rules, detail)
                mine_total, theirs_total = ty, te
            if detail is not None:
                counts = counted.setdefault(discards, {"point": 0.0, "sequence": 0.0, "set": 0.0, "bonus": 0.0,
                                                       "their_bonus": 0.0})
                share = 1.0  # counted here, divided by the worlds used at the end
                for name, winner in zip(("point", "sequence", "set"), detail[:3]):
                    if winner == me:
                        counts[name] += share
                if detail[3] is not None:
                    counts["bonus" if detail[3][0] == me else "their_bonus"] += share
            value = utility(mine_total, theirs_total) if utility is not None else mine_total - theirs_total
            sums[index] += value
            row.append(value)
        if per_world is not None:
            per_world.append(row)
    count = used or 1
    if stats is not None:
        for discards, counts in counted.items():
            stats[discards] = dict((name, counts[name] / count) for name in counts)
    result = {}
    for index in range(len(options)):
        result[options[index]] = sums[index] / count
    return result
