"""The solver's recursive alpha-beta searches, made once per position solved (``searchers``).

The searches are closures over the shared hand masks, the transposition table and the
rule set's tables, with every hot field read from a local: they run millions of times a
second and Python's attribute and global look-ups were most of their cost. ``solver``
sets up a position (``_Root``) and asks them the value of each move at the root.

Glossary:
    leader / follower: the player who leads the trick / plays second to it.
    fail-soft alpha-beta: a result at or below alpha is an upper bound, at or above beta a
                 lower bound, else exact; the transposition table keeps each as such.
    pique:       30 points reached with the play's help before the opponent has scored
                 anything in the deal: 30 more (RULES.md §6); still open while one side
                 has nothing.
    capot:       all twelve tricks; an announced capot (CardParade) is worth more.
"""

from .kernel import BIT, HIGH, announced_capot_bonus, scoring_ranks
from .solver_tables import final_tables, suit_tables, trump_codes

INF = 10000
# ``live`` flags of the slower search: a pique is still possible; a capot announced is
# still open and the trick's leader / follower announced it.
PIQUE_OPEN, CAPOT_LEADER, CAPOT_FOLLOWER = 1, 2, 4


def searchers(rules, size, h, tt, counter, trump=-1):
    """The recursive searches over the shared masks ``h`` (``h[seat * 4 + suit]``);
    ``trump`` is the trump suit's index, -1 for none.

    Values are from the side of the trick's leader: his points minus the follower's,
    from here to the end of the deal. Searches are fail-soft alpha-beta: a result at or
    below alpha is an upper bound, at or above beta a lower bound, else exact.
    ``lb`` is the leader's base in ``h`` (0 or 4), ``lw``/``fw`` the tricks the leader
    and the follower have won, ``n`` the cards each holds at the start of the trick.
    """
    sc = scoring_ranks(rules)
    code, reps, lows, freps = suit_tables(rules.old_count)
    win_last, lose_last, cards_only = final_tables(rules, size)
    last_bonus, keep = rules.last_trick_bonus, rules.capot_keeps_last_trick
    threshold, pique_bonus = rules.bonus_threshold, rules.pique_bonus
    capot_bonus = rules.capot_bonus
    announced_extra = announced_capot_bonus(rules) - capot_bonus
    bits = BIT
    high = HIGH
    # The pattern codes of suits 0-3: the trump suit's are set apart (``trump_codes``).
    k0 = k1 = k2 = k3 = code
    if trump >= 0:
        tcode = trump_codes(rules.old_count)
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
