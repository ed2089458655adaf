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
from .kernel import BIT, ELDER, HIGH, PlayState, announced_capot_bonus, display_key, from_deal, scoring_ranks

INF = 10000
TRUMP_CODE = 4096  # added to the trump suit's pattern code: every code is below it
# ``live`` flags of the slower search: a pique is still possible; a capot announced is
# still open and the trick's leader / follower announced it.
PIQUE_OPEN, CAPOT_LEADER, CAPOT_FOLLOWER = 1, 2, 4


def _clock():
    if hasattr(time, "perf_counter"):
        return time.perf_counter() * 1000.0
    return time.ticks_ms()  # MicroPython


# ----- tables over one suit: (mover's mask | other's mask << 8) -------------------------------

_TABLES = {}


def _suit_tables(old_count):
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


def _trump_codes(old_count):
    """The CODE table for the trump suit: every code plus ``TRUMP_CODE``, so the trump
    suit's pattern never equals a plain suit's and sorts after them."""
    key = ("trump", bool(old_count))
    if key not in _TABLES:
        _TABLES[key] = [c + TRUMP_CODE for c in _suit_tables(old_count)[0]]
    return _TABLES[key]


def _final_tables(rules, size):
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


def _searchers(rules, size, h, tt, counter, trump=-1):
    """The recursive searches over the shared masks ``h`` (``h[seat * 4 + suit]``);
    ``trump`` is the trump suit's index, -1 for none.

    Values are from the side of the trick's leader: his points minus the follower's,
    from here to the end of the deal. Searches are fail-soft alpha-beta: a result at or
    below alpha is an upper bound, at or above beta a lower bound, else exact.
    ``lb`` is the leader's base in ``h`` (0 or 4), ``lw``/``fw`` the tricks the leader
    and the follower have won, ``n`` the cards each holds at the start of the trick.
    """
    sc = scoring_ranks(rules)
    code, reps, lows, freps = _suit_tables(rules.old_count)
    win_last, lose_last, cards_only = _final_tables(rules, size)
    last_bonus, keep = rules.last_trick_bonus, rules.capot_keeps_last_trick
    threshold, pique_bonus = rules.bonus_threshold, rules.pique_bonus
    capot_bonus = rules.capot_bonus
    announced_extra = announced_capot_bonus(rules) - capot_bonus
    bits = BIT
    high = HIGH
    # The pattern codes of suits 0-3: the trump suit's are set apart (``_trump_codes``).
    k0 = k1 = k2 = k3 = code
    if trump >= 0:
        tcode = _trump_codes(rules.old_count)
        k0, k1, k2, k3 = [tcode if suit == trump else code for suit in range(4)]

    def position_key(lb, lw, fw, n):
        """The transposition table's key: what the rest of the play depends on. Suits
        are alike in the play, so the four suit patterns are sorted."""
        fb = 4 - lb
        if lw == 0 or fw == 0:  # a capot is still possible: the exact count matters
            wk = lw
        else:  # only whether seven tricks can still be reached or lost matters
            wk = 16 + (lw if lw < 7 else 7)
            if wk < 21 - n:
                wk = 21 - n
        c = sorted((k0[h[lb] | h[fb] << 8], k1[h[lb + 1] | h[fb + 1] << 8],
                    k2[h[lb + 2] | h[fb + 2] << 8], k3[h[lb + 3] | h[fb + 3] << 8]))
        return c[0] | c[1] << 13 | c[2] << 26 | c[3] << 39 | wk << 52

    def ab(lb, lw, fw, n, alpha, beta):
        """The leader to lead, no pique possible any more (``position_key`` inlined)."""
        fb = 4 - lb
        if n == 1:
            counter[0] += 2
            for s in range(4):
                if h[lb + s]:
                    r = reps[h[lb + s]][0]
                    ls = s
                if h[fb + s]:
                    r2 = reps[h[fb + s]][0]
                    fs = s
            if fs == ls and r2 > r or fs == trump != ls:
                return sc[r] - sc[r2] + lose_last[lw]
            return sc[r] + win_last[lw + 1]
        if lw == 0 or fw == 0:
            wk = lw
        else:
            wk = 16 + (lw if lw < 7 else 7)
            if wk < 21 - n:
                wk = 21 - n
        codes = (k0[h[lb] | h[fb] << 8], k1[h[lb + 1] | h[fb + 1] << 8],
                 k2[h[lb + 2] | h[fb + 2] << 8], k3[h[lb + 3] | h[fb + 3] << 8])
        c = sorted(codes)
        key = c[0] | c[1] << 13 | c[2] << 26 | c[3] << 39 | wk << 52
        entry = tt.get(key)
        best = -INF
        a = alpha
        move = -1  # the best lead so far: suit * 8 + its place in that suit's classes
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                a = alpha = lo
            if hi < beta:
                beta = hi
            if first >= 0:  # the lead that was best here before, first
                s = codes.index(first >> 3)
                first = s * 8 + (first & 7)
                lm = h[lb + s]
                fm = h[fb + s]
                r = reps[lm | fm << 8][first & 7]
                h[lb + s] = lm ^ bits[r]
                best = reply(lb, lw, fw, n, s, r, sc[r], lm, fm, a, beta)
                h[lb + s] = lm
                move = first
                if best > a:
                    a = best
        else:
            lo, hi, first = -INF, INF, -1
        if best < beta:
            order = []
            later = []
            for s in range(4):
                lm = h[lb + s]
                if not lm:
                    continue
                fm = h[fb + s]
                i = s * 8
                top = high[fm]
                for r in reps[lm | fm << 8]:
                    if r > top:
                        order.append(i)
                    else:
                        later.append(i)
                    i += 1
            order.extend(later)
            for i in order:
                if i == first:
                    continue
                s = i >> 3
                lm = h[lb + s]
                fm = h[fb + s]
                r = reps[lm | fm << 8][i & 7]
                h[lb + s] = lm ^ bits[r]
                if best > -INF and a + 1 < beta:  # prove it no better first, with a null window
                    v = reply(lb, lw, fw, n, s, r, sc[r], lm, fm, a, a + 1)
                    if a < v < beta:
                        v = reply(lb, lw, fw, n, s, r, sc[r], lm, fm, v - 1, beta)
                else:
                    v = reply(lb, lw, fw, n, s, r, sc[r], lm, fm, a, beta)
                h[lb + s] = lm
                if v > best:
                    best = v
                    move = i
                    if v > a:
                        a = v
                        if v >= beta:
                            break
        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        # stored as the suit's pattern, not its number: the same key may sort the suits apart
        tt[key] = (lo, hi, codes[move >> 3] * 8 + (move & 7) if move >= 0 else -1)
        return best

    def reply(lb, lw, fw, n, s, r, p, lm, fm, alpha, beta):
        """The follower answers the lead of rank ``r`` of suit ``s`` (already out of the
        leader's hand; ``lm`` is the leader's suit before it, ``fm`` the follower's), which
        scores ``p`` for the leader; no pique possible."""
        fb = 4 - lb
        worst = INF
        counter[0] += 1
        if fm:
            for r2 in freps[r][fm | lm << 8]:
                h[fb + s] = fm ^ bits[r2]
                counter[0] += 1
                b = worst if worst < beta else beta
                if r2 > r:
                    q = p - sc[r2]
                    v = q - ab(fb, fw + 1, lw, n - 1, q - b, q - alpha)
                else:
                    v = p + ab(lb, lw + 1, fw, n - 1, alpha - p, b - p)
                h[fb + s] = fm
                if v < worst:
                    worst = v
                    if v <= alpha:
                        return v
            return worst
        if trump >= 0 and trump != s and h[fb + trump]:  # void in the suit led: he must trump, and wins
            fm2 = h[fb + trump]
            for r2 in lows[fm2 | h[lb + trump] << 8]:
                h[fb + trump] = fm2 ^ bits[r2]
                counter[0] += 1
                b = worst if worst < beta else beta
                q = p - sc[r2]
                v = q - ab(fb, fw + 1, lw, n - 1, q - b, q - alpha)
                h[fb + trump] = fm2
                if v < worst:
                    worst = v
                    if v <= alpha:
                        return v
            return worst
        for s2 in range(4):
            fm2 = h[fb + s2]
            if not fm2:
                continue
            for r2 in lows[fm2 | h[lb + s2] << 8]:
                h[fb + s2] = fm2 ^ bits[r2]
                counter[0] += 1
                b = worst if worst < beta else beta
                v = p + ab(lb, lw + 1, fw, n - 1, alpha - p, b - p)
                h[fb + s2] = fm2
                if v < worst:
                    worst = v
                    if v <= alpha:
                        return v
        return worst

    def replies(lb, s, lm):
        """The follower's answers to a lead of suit ``s`` (``lm``: the leader's suit
        before the lead), one per class of equivalent cards, as (suit, rank)."""
        fb = 4 - lb
        fm = h[fb + s]
        if fm:
            return [(s, r2) for r2 in reps[fm | lm << 8]]
        if trump >= 0 and trump != s and h[fb + trump]:  # he must trump
            return [(trump, r2) for r2 in reps[h[fb + trump] | h[lb + trump] << 8]]
        return [(s2, r2) for s2 in range(4) for r2 in reps[h[fb + s2] | h[lb + s2] << 8] if h[fb + s2]]

    def trick(lb, lw, fw, n, tl, tf, live, s, r, p, s2, r2, alpha, beta):
        """One whole trick, then the rest: the leader has led rank ``r`` of suit ``s``
        (out of his hand) scoring ``p`` (0 if already counted), the follower plays ``r2``
        of suit ``s2``. ``tl``/``tf`` are both totals; ``live`` holds the flags of the
        slower search: ``PIQUE_OPEN`` (every score is checked for a pique) and
        ``CAPOT_LEADER``/``CAPOT_FOLLOWER`` (a capot announced by that player is still
        open: he has won every trick so far). An announced capot that fails is counted
        when it fails, in the value only: it never counts toward a pique."""
        fb = 4 - lb
        h[fb + s2] ^= bits[r2]
        counter[0] += 1
        wins = s2 == s and r2 > r or s2 == trump != s
        q = sc[r2] if wins else 0
        if not live:
            d = p - q
            if n == 1:
                v = d + (lose_last[lw] if wins else win_last[lw + 1])
            elif wins:
                v = d - ab(fb, fw + 1, lw, n - 1, d - beta, d - alpha)
            else:
                v = d + ab(lb, lw + 1, fw, n - 1, alpha - d, beta - d)
            h[fb + s2] ^= bits[r2]
            return v
        d = 0
        pq = live & PIQUE_OPEN
        if p:  # the lead
            tl += p
            d += p
            if pq:
                if tf:
                    pq = 0
                elif tl >= threshold:
                    tl += pique_bonus
                    d += pique_bonus
                    pq = 0
        if q:  # the follower's win
            tf += q
            d -= q
            if pq:
                if tl:
                    pq = 0
                elif tf >= threshold:
                    tf += pique_bonus
                    d -= pique_bonus
                    pq = 0
        cap = live & (CAPOT_LEADER | CAPOT_FOLLOWER)
        if cap:  # afterwards the flag is the next trick's leader's, if still open
            if wins:
                if cap == CAPOT_LEADER:  # the announcer loses a trick: the follower scores
                    d -= capot_bonus
                    cap = 0
                else:
                    cap = CAPOT_LEADER
            elif cap == CAPOT_FOLLOWER:
                d += capot_bonus
                cap = 0
        if n == 1:  # the last trick's point (it counts for pique), then the cards or capot
            if wins:
                final = lw
                extra = last_bonus if (lw != 0 or keep) else 0
                tf += extra
                d -= extra
                if pq and extra and not tl and tf >= threshold:
                    d -= pique_bonus
            else:
                final = lw + 1
                extra = last_bonus if (fw != 0 or keep) else 0
                tl += extra
                d += extra
                if pq and extra and not tf and tl >= threshold:
                    d += pique_bonus
            v = d + cards_only[final]
            if cap:  # the announced capot is made: more than the capot's score
                v += -announced_extra if wins else announced_extra
        else:
            live = pq | cap
            if wins:
                if live:
                    v = d - abp(fb, fw + 1, lw, n - 1, tf, tl, live, d - beta, d - alpha)
                else:
                    v = d - ab(fb, fw + 1, lw, n - 1, d - beta, d - alpha)
            elif live:
                v = d + abp(lb, lw + 1, fw, n - 1, tl, tf, live, alpha - d, beta - d)
            else:
                v = d + ab(lb, lw + 1, fw, n - 1, alpha - d, beta - d)
        h[fb + s2] ^= bits[r2]
        return v

    def lead_value(lb, lw, fw, n, tl, tf, live, s, r, alpha, beta):
        """The value of leading rank ``r`` of suit ``s`` (still in the leader's hand)."""
        lm = h[lb + s]
        h[lb + s] = lm ^ bits[r]
        if not live and n > 1:
            v = reply(lb, lw, fw, n, s, r, sc[r], lm, h[4 - lb + s], alpha, beta)
        else:
            v = INF
            for s2, r2 in replies(lb, s, lm):
                b = v if v < beta else beta
                w = trick(lb, lw, fw, n, tl, tf, live, s, r, sc[r], s2, r2, alpha, b)
                if w < v:
                    v = w
                    if v <= alpha:
                        break
        h[lb + s] = lm
        return v

    def abp(lb, lw, fw, n, tl, tf, live, alpha, beta):
        """The leader to lead in the slower search (``live``: its flags, see ``trick``;
        ``tl``, ``tf``: both totals, which matter only while a pique is open)."""
        if live & PIQUE_OPEN:
            key = (position_key(lb, lw, fw, n), tl, tf, live)
        else:
            key = (position_key(lb, lw, fw, n), live)
        entry = tt.get(key)
        if entry is not None:
            lo, hi, _ = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = -INF, INF
        best = -INF
        a = alpha
        for s in range(4):
            lm = h[lb + s]
            if not lm:
                continue
            for r in reps[lm | h[4 - lb + s] << 8]:
                v = lead_value(lb, lw, fw, n, tl, tf, live, s, r, a, beta)
                if v > best:
                    best = v
                    if v > a:
                        a = v
                        if v >= beta:
                            break
            if best >= beta:
                break
        if best <= alpha:
            hi = best
        elif best >= beta:
            lo = best
        else:
            lo = hi = best
        tt[key] = (lo, hi, -1)
        return best

    return lead_value, trick


class _Root:
    """The position being solved and the value of each of its moves."""

    def __init__(self, state):
        rules = state.rules
        self.state = state
        self.h = list(state.hands)
        self.tt = {}
        self.counter = [0]
        self.trump = state.trump
        self.lead_value, self.trick = _searchers(rules, state.size, self.h, self.tt, self.counter, state.trump)
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
