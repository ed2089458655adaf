"""Exact double-dummy solver of the play: both hands known, best play by both sides.

Glossary:
    double dummy: every card is known to both players; the solver finds the best play.
    value:       elder's points minus younger's points that the rest of the deal adds:
                 leads, wins of the opponent's lead, the last trick, the cards or capot,
                 and a pique if one is made during the play.
    equivalent cards: two cards of one suit held by the same player with no card still
                 in play between them (the ones between are gone or his own): whichever
                 he plays, the tricks go the same way. Under ``old_count`` a ten and a nine
                 are never equivalent (one scores when led or winning, the other not).
                 With trumps this still holds suit by suit: a card beats another of its
                 own suit by rank alone, and any trump beats any card of a plain suit.
    trumps:      CardParade's trump suit (``PlayState.trump``): the follower void in the
                 suit led must trump if he can, and a trump takes a plain suit's trick.
                 The trump suit is then unlike the others, so the transposition key keeps
                 it apart instead of sorting it with them.
    announced capot: CardParade: a player who announced that he would take every trick
                 scores the announced capot (80) instead of the capot's 40 if he does,
                 and his opponent the capot's 40 if he does not (``PlayState.announced``).
"""

import time

from .cards import CARD_TABLE
from .kernel import BIT, ELDER, PlayState, display_key, from_deal
from .solver_search import CAPOT_FOLLOWER, CAPOT_LEADER, INF, PIQUE_OPEN, searchers

# The searches live in ``solver_search`` and their tables in ``solver_tables``; this module
# sets up the position, tries each move at the root and reports (``solve``, ``card_values``).


def _clock():
    if hasattr(time, "perf_counter"):
        return time.perf_counter() * 1000.0
    return time.ticks_ms()  # MicroPython


class Solution:
    """``value`` (elder's points minus younger's, from here to the end of the deal),
    ``best`` (every card of the player to act that achieves it, as Cards in display
    order), ``nodes`` (cards played in the search), ``ms`` (milliseconds), ``to_act``."""

    __slots__ = ("value", "best", "nodes", "ms", "to_act")

    def __init__(self, value, best, nodes, ms, to_act):
        self.value, self.best, self.nodes, self.ms, self.to_act = value, best, nodes, ms, to_act

    def __repr__(self):
        return "Solution(value=%d, best=[%s], nodes=%d, ms=%.1f)" % (
            self.value, " ".join(c.code for c in self.best), self.nodes, self.ms)


class _Root:
    """The position being solved and the value of each of its moves."""

    def __init__(self, state):
        rules = state.rules
        self.state = state
        self.h = list(state.hands)
        self.tt = {}
        self.counter = [0]
        self.trump = state.trump
        self.lead_value, self.trick = searchers(rules, state.size, self.h, self.tt, self.counter, state.trump)
        leader = state.leader
        self.lb = leader * 4
        self.lw, self.fw = state.won[leader], state.won[1 - leader]
        self.n = state.size - state.won[0] - state.won[1]
        totals = state.totals
        self.tl, self.tf = totals[leader], totals[1 - leader]
        live = PIQUE_OPEN if state.bonus is None and (totals[0] == 0 or totals[1] == 0) else 0
        self.sign = 1 if leader == ELDER else -1      # leader's side -> elder's side
        self.mover_sign = 1 if state.led < 0 else -1  # leader's side -> the mover's side
        self.failed = 0  # elder's side of an announced capot that has failed already
        announcer = state.announced
        if announcer is not None and self.n:
            if state.won[1 - announcer]:  # failed: scored at the end, whatever the play
                self.failed = rules.capot_bonus if announcer != ELDER else -rules.capot_bonus
            else:
                live |= CAPOT_LEADER if announcer == leader else CAPOT_FOLLOWER
        self.live = live

    def moves(self):
        """The mover's legal cards in classes of equivalent cards: [(suit, rank, [cards])]."""
        h, lb, old = self.h, self.lb, self.state.rules.old_count
        led = self.state.led
        out = []
        if led < 0:
            for s in range(4):
                mine, theirs = h[lb + s], h[4 - lb + s]
                out.extend(_classes(s, mine, theirs, old))
            return out
        fb = 4 - lb
        s = led >> 3
        if h[fb + s]:
            mine, theirs = h[fb + s], h[lb + s] | BIT[led & 7]
            return _classes(s, mine, theirs, old)
        trump = self.trump
        if trump >= 0 and h[fb + trump]:  # void in the suit led: he must trump
            return _classes(trump, h[fb + trump], h[lb + trump], old)
        for s2 in range(4):
            mine, theirs = h[fb + s2], h[lb + s2]
            out.extend(_classes(s2, mine, theirs, old))
        return out

    def value(self, move, alpha, beta):
        """The move's value from the mover's side, fail-soft in (alpha, beta)."""
        s, r = move[0], move[1]
        sign = self.mover_sign
        lo, hi = (alpha, beta) if sign > 0 else (-beta, -alpha)
        if self.state.led < 0:
            v = self.lead_value(self.lb, self.lw, self.fw, self.n, self.tl, self.tf, self.live, s, r, lo, hi)
        else:
            led = self.state.led
            v = self.trick(self.lb, self.lw, self.fw, self.n, self.tl, self.tf, self.live,
                           led >> 3, led & 7, 0, s, r, lo, hi)
        return sign * v

    def elder_value(self, mover_value):
        return mover_value * self.mover_sign * self.sign + self.failed


def _classes(suit, mine, theirs, old_count):
    """``mine`` (one suit's ranks) split into classes of equivalent cards, high first:
    [(suit, representative rank, [card indices])]; a card of ``theirs`` (or, under
    ``old_count``, the step from ten down to nine) separates two classes."""
    out = []
    cards = []
    for rank in range(7, -1, -1):
        if mine >> rank & 1:
            if cards and old_count and rank < 3 <= cards[-1] & 7:
                out.append((suit, cards[-1] & 7, cards))
                cards = []
            cards.append(suit * 8 + rank)
        elif theirs >> rank & 1 and cards:
            out.append((suit, cards[-1] & 7, cards))
            cards = []
    if cards:
        out.append((suit, cards[-1] & 7, cards))
    return out


def _as_state(state_or_deal):
    if isinstance(state_or_deal, PlayState):
        return state_or_deal
    return from_deal(state_or_deal)


def _cards(indices):
    return [CARD_TABLE[i] for i in sorted(indices, key=display_key)]


def solve(state_or_deal):
    """Solve the play from here (a trick boundary or after a lead): a ``Solution``.

    ``state_or_deal`` is a ``kernel.PlayState`` or a ``Deal`` in the play.

    >>> s = PlayState.from_hands("AS 7S KH", "KS QH 8H", won=(5, 4), totals=(10, 4))
    >>> sol = solve(s); sol.value, [c.code for c in sol.best]
    (14, ['AS', 'KH'])
    """
    state = _as_state(state_or_deal)
    start = _clock()
    if state.is_over:
        return Solution(0, [], 0, _clock() - start, None)
    root = _Root(state)
    moves = root.moves()
    value = None
    exact = [None] * len(moves)
    for i in range(len(moves)):
        if value is None:
            value = exact[i] = root.value(moves[i], -INF, INF)
            continue
        v = root.value(moves[i], value, value + 1)
        if v > value:  # better: find by how much
            value = exact[i] = root.value(moves[i], value, INF)
        elif v < value:
            exact[i] = v  # an upper bound below the value: not a best move
    best = []
    for i in range(len(moves)):
        v = exact[i]
        if v is None:  # only known to be at most the value: is it equal?
            v = root.value(moves[i], value - 1, value)
        if v >= value:
            best.extend(moves[i][2])
    return Solution(root.elder_value(value), _cards(best), root.counter[0], _clock() - start, state.to_act)


def card_values(state_or_deal):
    """The exact value (elder's side, as ``solve``) of each legal card, display order:
    [(Card, value)].

    >>> s = PlayState.from_hands("AS 7S KH", "KS QH 8H", won=(5, 4), totals=(10, 4))
    >>> [(card.code, value) for card, value in card_values(s)]
    [('AS', 14), ('7S', 12), ('KH', 14)]
    """
    state = _as_state(state_or_deal)
    if state.is_over:
        return []
    root = _Root(state)
    values = {}
    for move in root.moves():
        value = root.elder_value(root.value(move, -INF, INF))
        for index in move[2]:
            values[index] = value
    return [(CARD_TABLE[i], values[i]) for i in sorted(values, key=display_key)]
