"""Card play by rules of thumb: the beginner's simple habits and the club player's
card-counting judgement, with an exact look at the last tricks.

Glossary:
    lead / follow: the first card of a trick / the card played to it. Follow suit if
                 you can; the higher card of the suit led wins.
    trumps:      CardParade's trump suit (``know.trump``, -1 for none): void in the suit
                 led, a player must trump if he can, and a trump takes the trick.
    ruff:        to trump a plain suit's lead. The club player ruffs with his lowest
                 trump (any trump wins, so a higher one would be wasted), draws trumps
                 with a master trump when he holds more than the opponent may, and
                 otherwise keeps a short holding of trumps to ruff with.
    outstanding: the cards of a suit the opponent may still hold: not played, not in
                 this hand, not seen elsewhere, and not in a suit he has shown void in.
    master:      a card higher than every outstanding card of its suit: led, it wins.
    duck:        play low and let the opponent win now, keeping the high card for later
                 (typically for the last trick, worth a point more).
    the cards:   10 points for winning seven tricks or more; capot (all twelve) 40.
    endgame:     with three cards or fewer each, the club player tries every card
                 against the hands the opponent may hold (his known cards plus unknown
                 ones, voids respected) and plays the best on average.

>>> from piquet_core.cards import parse_cards
>>> # Two cards left, on lead with the ace and a low heart against the king and a heart:
>>> [c.code for c in exact_values_order(parse_cards("AS 7H"), [parse_cards("KS 8H")], True, None, 5, 5, None)]
['7H', 'AS']
"""

from ..actions import Play
from ..cards import TEN
from ..choosing import binomial, combinations
from ..prng import Prng
from ..suitmasks import HIGH, POP
from ..tricks import legal_plays
from .handeval import RANK_VALUE

ENDGAME_CARDS = 3
ENDGAME_HANDS = 6        # hands tried with three cards left (with two: every one, up to 24)


# ----- the beginner ---------------------------------------------------------------------

def beginner_play(view):
    """Lead the longest suit's highest card; follow by winning as cheaply as possible,
    else throw the lowest card (with trumps, void in the suit led: the lowest trump)."""
    hand = view.hand
    if not view.current:
        suits = ([], [], [], [])
        for card in hand:
            suits[card.suit].append(card)
        best = None
        for suit in range(4):
            cards = suits[suit]
            if not cards:
                continue
            pips = 0
            for card in cards:
                pips += card.pips
            key = (len(cards), pips, -suit)
            if best is None or key > best[0]:
                best = (key, suit)
        cards = suits[best[1]]
        top = cards[0]
        for card in cards:
            if card.rank > top.rank:
                top = card
        return Play(top)
    led = view.current[0]
    same = [card for card in hand if card.suit == led.suit]
    if same:
        winners = [card for card in same if card.rank > led.rank]
        pool = winners if winners else same
        return Play(_lowest(pool))
    return Play(_lowest(view.legal_cards() or hand))  # the trumps, if he must trump


def _lowest(cards):
    best = cards[0]
    for card in cards:
        if (card.rank, -card.suit) < (best.rank, -best.suit):
            best = card
    return best


# ----- exact endgame ----------------------------------------------------------------------

def _points(card, old_count):
    return 0 if old_count and card.rank < TEN else 1


def _beats(card, led, trump):
    """Does ``card``, played to ``led``, take the trick (``trump``: a suit or None)?"""
    if card.suit == led.suit:
        return card.rank > led.rank
    return card.suit == trump


def _dd(mine, theirs, my_lead, led, won_me, won_them, rules, trump=None):
    """Exact value (my points minus his, from here) with both hands known: plain minimax
    over a handful of cards. ``led`` is his card already led (then I follow), or None."""
    old = rules.old_count
    if led is not None:  # I follow his lead
        best = None
        for card in legal_plays(mine, led, trump):
            rest = [c for c in mine if c is not card]
            value = -_points(led, old)
            if _beats(card, led, trump):
                value += _points(card, old)
                value += _after(rest, theirs, True, won_me + 1, won_them, rules, trump)
            else:
                value += _after(rest, theirs, False, won_me, won_them + 1, rules, trump)
            if best is None or value > best:
                best = value
        return best
    if my_lead:
        best = None
        for card in mine:
            rest = [c for c in mine if c is not card]
            value = _points(card, old) + _reply(rest, theirs, card, won_me, won_them, rules, trump)
            if best is None or value > best:
                best = value
        return best
    worst = None
    for card in theirs:
        rest = [c for c in theirs if c is not card]
        value = _dd(mine, rest, False, card, won_me, won_them, rules, trump)
        if worst is None or value < worst:
            worst = value
    return worst


def _reply(mine, theirs, led, won_me, won_them, rules, trump=None):
    """He follows my lead ``led``: the value for me of his best answer."""
    old = rules.old_count
    worst = None
    for card in legal_plays(theirs, led, trump):
        rest = [c for c in theirs if c is not card]
        if _beats(card, led, trump):
            value = -_points(card, old) + _after(mine, rest, False, won_me, won_them + 1, rules, trump)
        else:
            value = _after(mine, rest, True, won_me + 1, won_them, rules, trump)
        if worst is None or value < worst:
            worst = value
    return worst


def _after(mine, theirs, i_won, won_me, won_them, rules, trump=None):
    """The value after a trick: the next one, or the end of the deal's bonuses."""
    if mine:
        return _dd(mine, theirs, i_won, None, won_me, won_them, rules, trump)
    total = won_me + won_them
    value = 0
    capot = won_me == total or won_them == total
    if not capot or rules.capot_keeps_last_trick:
        value += rules.last_trick_bonus if i_won else -rules.last_trick_bonus
    if won_me == total:
        value += rules.capot_bonus
    elif won_them == total:
        value -= rules.capot_bonus
    elif won_me * 2 > total:
        value += rules.cards_bonus
    elif won_them * 2 > total:
        value -= rules.cards_bonus
    return value


def exact_values(mine, hands, my_lead, led, won_me, won_them, rules, trump=None):
    """{card: mean value over ``hands``} for each legal card of ``mine`` (``trump``: the
    trump suit, or None)."""
    if rules is None:
        from ..rules import DEFAULT_RULES
        rules = DEFAULT_RULES
    old = rules.old_count
    legal = legal_plays(mine, led, trump)
    totals = {}
    for card in legal:
        totals[card] = 0
    for theirs in hands:
        theirs = list(theirs)
        for card in legal:
            rest = [c for c in mine if c is not card]
            if led is not None:
                value = -_points(led, old)
                if _beats(card, led, trump):
                    value += _points(card, old) + _after(rest, theirs, True, won_me + 1, won_them, rules, trump)
                else:
                    value += _after(rest, theirs, False, won_me, won_them + 1, rules, trump)
            else:
                value = _points(card, old) + _reply(rest, theirs, card, won_me, won_them, rules, trump)
            totals[card] += value
    return totals


def exact_values_order(mine, hands, my_lead, led, won_me, won_them, rules, trump=None):
    """The legal cards, best mean value first (ties: the lower card first)."""
    totals = exact_values(mine, hands, my_lead, led, won_me, won_them, rules, trump)
    cards = list(totals)
    cards.sort(key=lambda c: (-totals[c], c.rank, c.suit))
    return cards


def possible_hands(know, limit, seed):
    """Up to ``limit`` hands the opponent may hold now: all of them if few, else a
    deterministic sample (``seed``)."""
    known = list(know.opp_known)
    need = know.opponent_unknown
    pool = [c for c in know.opp_candidates() if c not in know.opp_known]
    if need <= 0:
        return [known]
    if need > len(pool):  # his voids contradict the count: forget them
        pool = [c for c in know.unknown if c not in know.opp_known]
        if need > len(pool):
            return [known + pool]
    total = binomial(len(pool), need)
    if total <= limit:
        return [known + list(combo) for combo in combinations(pool, need)]
    rng = Prng(seed)
    return [known + rng.sample(pool, need) for _ in range(limit)]


# ----- the club player's play ------------------------------------------------------------

class SuitState:
    """Per suit: my cards (high first), the outstanding ranks' mask, my masters."""

    __slots__ = ("mine", "out", "top_out", "masters")

    def __init__(self, mine, out):
        self.mine = mine
        self.out = out
        self.top_out = HIGH[out]  # -1: nothing outstanding
        count = 0
        for card in mine:
            if card.rank > self.top_out:
                count += 1
            else:
                break
        self.masters = count


def suit_states(know):
    """Four ``SuitState``: what this seat holds and what the opponent may hold."""
    states = []
    voids = know.voids
    for suit in range(4):
        mine = sorted([c for c in know.hand if c.suit == suit], key=lambda c: -c.rank)
        out = 0
        # (an unknown card may be his only while some of his cards are unknown: once he has
        # shown or played them all, the rest are in the discards or the talon)
        if not voids >> suit & 1 and know.opponent_unknown > 0:
            for card in know.unknown:
                if card.suit == suit:
                    out |= 1 << card.rank
        for card in know.opp_known:
            if card.suit == suit:
                out |= 1 << card.rank
        states.append(SuitState(mine, out))
    return states


def club_play(know, seed=0):
    """The club player's card (see the module docstring)."""
    view = know.view
    legal = [a.card for a in view.legal_actions()]
    if len(legal) == 1:
        return Play(legal[0])
    rules = know.rules
    won = know.tricks_won
    if len(know.hand) <= ENDGAME_CARDS:
        hands = possible_hands(know, ENDGAME_HANDS if len(know.hand) == ENDGAME_CARDS else 24, seed)
        order = exact_values_order(list(know.hand), hands, know.led is None, know.led, won[know.seat],
                                   won[know.opp], rules, know.trump if know.trump >= 0 else None)
        return Play(order[0])
    states = suit_states(know)
    if know.led is None:
        return Play(_club_lead(know, states, legal))
    return Play(_club_follow(know, states, legal))


# Features of a lead, and their weights (fitted by ``scripts/fit_club_play.py`` to the
# expert's sampled values of leads in club players' deals; see there).
LEAD_FEATURES = ("master", "master_long", "master_early", "rank", "length", "above_1", "above_2",
                 "drives_ace", "away_from_honour", "singleton", "point_suit", "guard", "long_low",
                 "opp_length")
LEAD_WEIGHTS = (1.07, 1.98, 1.52, -0.1, 0.34, -0.2, -0.87, 2.69, -0.34, 0.98, -0.14, -0.69, -0.94, -0.74)
DISCARD_FEATURES = ("master", "rank", "length", "guard", "bare_honour", "long_suit", "only_card")
DISCARD_WEIGHTS = (-0.8, -0.54, 0.76, -0.74, -1.0, -0.56, -2.72)


def lead_features(know, states, card):
    """The features of leading ``card`` (see ``LEAD_FEATURES``)."""
    state = states[card.suit]
    length = len(state.mine)
    tricks_left = len(know.hand)
    master = 1.0 if card.rank > state.top_out else 0.0
    above = _count_above(state.out, card.rank)
    honours = 0
    for c in state.mine:
        if c.rank >= 5:
            honours += 1
    drives = 0.0
    if not master and card.rank >= TEN and above == 1 and _touching(state.mine, card):
        drives = 1.0
    away = 1.0 if (not master and card.rank < TEN and honours and state.mine[0].rank < 7) else 0.0
    out_count = _count_above(state.out, -1)
    return (master, master * length, master * (tricks_left >= 8), RANK_VALUE[card.rank] * (1.0 - master),
            float(length), 1.0 if above == 1 else 0.0, 1.0 if above >= 2 else 0.0, drives, away,
            1.0 if length == 1 else 0.0, 1.0 if card.suit == know.opp_point_suit else 0.0,
            1.0 if _is_guard(state, card) else 0.0, 1.0 if (length >= 4 and card is state.mine[-1] and not master) else 0.0,
            float(out_count))


def discard_features(know, states, card):
    """The features of throwing ``card`` on a suit this seat cannot follow."""
    state = states[card.suit]
    master = 1.0 if card.rank > state.top_out and state.out else 0.0
    bare = 1.0 if (len(state.mine) == 2 and card is not state.mine[0] and state.mine[0].rank >= 5
                   and state.mine[0].rank < state.top_out) else 0.0
    return (master, RANK_VALUE[card.rank], float(len(state.mine)), 1.0 if _is_guard(state, card) else 0.0,
            bare, 1.0 if len(state.mine) >= 4 else 0.0, 1.0 if len(state.mine) == 1 else 0.0)


def _score(weights, features):
    total = 0.0
    for i in range(len(weights)):
        total += weights[i] * features[i]
    return total


# Rules of thumb for the trump mode, in the units of the fitted lead weights (a sure
# winner's lead scores about 1 to 8 there), set by hand. Screened by mirrored pairs of
# the club against itself without them (docs/opponent.md): they change few decisions
# and no measurable number of points; a penalty for leading into a void the opponent
# may trump cost points (forcing his trumps is often good), so there is none.
DRAW_TRUMPS = 2.5        # a master trump led while holding more trumps than he may
LONG_TRUMPS = 1.0        # any trump led from four or more, holding more than he may
SHORT_TRUMPS = -1.5      # a trump led from a short holding: kept to ruff with


def trump_lead_bonus(know, states, card):
    """What the trump mode adds to the weighted score of leading ``card`` (0 without
    trumps): draw trumps when long in them, keep short trumps to ruff with."""
    trump = know.trump
    if trump < 0 or card.suit != trump:
        return 0.0
    trumps = states[trump]
    theirs = POP[trumps.out]  # trumps he may still hold
    if not theirs:
        return 0.0
    mine = len(trumps.mine)
    if mine > theirs:
        return DRAW_TRUMPS if card.rank > trumps.top_out else (LONG_TRUMPS if mine >= 4 else 0.0)
    return SHORT_TRUMPS


def _club_lead(know, states, legal):
    best = None
    for card in legal:
        score = _score(LEAD_WEIGHTS, lead_features(know, states, card)) + trump_lead_bonus(know, states, card)
        key = (score, -card.rank, -card.suit)
        if best is None or key > best[0]:
            best = (key, card)
    return best[1]


def _count_above(mask, rank):
    count = 0
    for r in range(rank + 1, 8):
        if mask >> r & 1:
            count += 1
    return count


def _touching(mine, card):
    ranks = [c.rank for c in mine]
    return (card.rank + 1) in ranks or (card.rank - 1) in ranks


def _is_guard(state, card):
    """Is ``card`` the low card guarding a king or queen (with the ace outstanding)?"""
    mine = state.mine
    if len(mine) < 2 or card is mine[0]:
        return False
    top = mine[0]
    return top.rank in (5, 6) and top.rank < state.top_out and card.rank < top.rank and len(mine) <= 3


def _club_follow(know, states, legal):
    led = know.led
    same = [c for c in legal if c.suit == led.suit]
    if same:
        winners = [c for c in same if c.rank > led.rank]
        if winners:
            winners.sort(key=lambda c: c.rank)
            return winners[0]
        same.sort(key=lambda c: c.rank)
        return same[0]
    if legal[0].suit == know.trump:  # he must trump, and any trump wins: the lowest
        return _lowest(legal)
    # A discard: the card worth least to keep.
    best = None
    for card in legal:
        score = _score(DISCARD_WEIGHTS, discard_features(know, states, card))
        key = (score, -card.rank, -card.suit)
        if best is None or key > best[0]:
            best = (key, card)
    return best[1]
