"""Fast random full deals through the play kernel: for benchmarks and simulations.

Glossary:
    talon:         the eight cards not dealt: elder may take 1 to 5 from its top five,
                   younger then up to all that is left (0 unless ``younger_must_exchange``).
    carte blanche: twelve cards as dealt with no king, queen or jack: 10 points.
    honest declarations: each player calls all he holds; in each class (point, sequence,
                   set) the better best holding scores, with all its sequences or sets.
    repique:       30 from declarations alone before the opponent scores: 60 more.
    pique:         30 from declarations and play before the opponent scores: 30 more.
    the cards / capot: 10 for seven tricks or more; 40 for all twelve (see ``kernel``).
    trumps:        CardParade's trump mode (``Rules.trumps``): elder names trumps after
                   his exchange (here always his longest suit, the higher pips breaking
                   ties, then the first in S H D C: ``elder_trump``); a player void in the
                   suit led must trump if he can, and a trump takes the trick. Nobody
                   announces capot.

One deal is: 32 cards shuffled with an inline generator, a random legal exchange for
both, honest declarations scored from the suits' rank masks (``kernel``'s tables, the
same orderings as ``combinations``), then random legal play to the end, everything in
local variables of one function (the kernel's ``play`` inlined) so that a deal costs
some tens of microseconds in CPython. ``tests/engine/test_kernel.py`` replays thousands
of them through the validated ``Deal`` and checks every total.

>>> random_deal(5) == random_deal(5)
True
"""

from .kernel import BIT, ELDER, HIGH, NTH, POINT_KEY, POP, REPIQUE, SEQ_KEY, SEQ_SCORE, YOUNGER, scoring_ranks
from .rules import DEFAULT_RULES

CARTE_BLANCHE_SCORE = 10

# The generator is multiply-with-carry on 15-bit digits: z = A * (z & 0x7FFF) + (z >> 15)
# with A * 2**15 - 1 a safe prime, so z stays below 2**30 (a MicroPython small int) and
# the period is about 5e8. Each step gives 15 bits; a choice among n is (bits * n) >> 15.

_MWC = 32760


def _seed_state(seed):
    # 1 .. A * 2**15 - 2: the generator's 0 and A * 2**15 - 1 are fixed points
    z = (seed * 40503 + 12345) % 1073479678 + 1
    for _ in range(4):
        z = _MWC * (z & 32767) + (z >> 15)
    return z


def _set_key(masks):
    """(best set key, what all sets score) from four suit masks: quatorze beats trio, then rank."""
    a, b, c, d = masks[0] >> 3, masks[1] >> 3, masks[2] >> 3, masks[3] >> 3
    four = a & b & c & d
    three = ((a & b & (c | d)) | (c & d & (a | b))) & ~four
    if four:
        return 16 + HIGH[four], 14 * POP[four] + 3 * POP[three]
    if three:
        return 8 + HIGH[three], 3 * POP[three]
    return 0, 0


def _declare(totals, bonus, elder, younger, rules):
    """Honest declarations of both hands, reckoned in order point, sequence, set; returns bonus."""
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
            ke, se = _set_key(elder)
            ky, sy = _set_key(younger)
        if ke == ky:
            continue
        seat, points = (ELDER, se) if ke > ky else (YOUNGER, sy)
        totals[seat] += points
        if bonus is None and totals[seat] >= rules.bonus_threshold and totals[1 - seat] == 0:
            bonus = (seat, REPIQUE)
            totals[seat] += rules.repique_bonus
    return bonus


def elder_trump(masks):
    """The suit these random deals make trumps: elder's longest (then most pips) of his
    four suit masks after the exchange, the first in S H D C order on a tie.

    >>> elder_trump([0b11, 0b111, 0b1000111, 0])
    2
    """
    best = 0
    for suit in (1, 2, 3):
        if POINT_KEY[masks[suit]] > POINT_KEY[masks[best]]:
            best = suit
    return best


def random_deals(count, seed=0, rules=DEFAULT_RULES, trace=None):
    """Play ``count`` random full deals; return the summed (elder, younger) totals.

    Each deal: 32 cards shuffled, a random legal exchange for both, honest declarations
    (every class's best holding scores, with carte blanche and repique), random legal
    play to the end. If ``trace`` is a list, one tuple per deal is appended:
    (pack, elder's exchange count, younger's, plays, (elder total, younger total)) where
    the pack is elder's 12, younger's 12, the talon top first; each player discards the
    first cards of his 12 (the order is random) and plays are card indices in order.
    Under ``Rules.trumps`` elder names ``elder_trump`` of his hand after his exchange.

    >>> trace = []
    >>> random_deals(1, 5, trace=trace) == trace[0][4]
    True
    >>> len(trace[0][0]), len(trace[0][3])
    (32, 24)
    """
    z = _seed_state(seed)
    pop, nth, bits = POP, NTH, BIT
    sc = scoring_ranks(rules)
    thr = rules.bonus_threshold
    pique_bonus = rules.pique_bonus
    last_bonus, cards_bonus, capot_bonus = rules.last_trick_bonus, rules.cards_bonus, rules.capot_bonus
    capot_last = rules.capot_keeps_last_trick
    younger_first = rules.dealer_exchanges_first
    younger_min = 1 if rules.younger_must_exchange else 0
    trumps_on = getattr(rules, "trumps", False)
    tr = -1  # the trump suit, -1 for none
    sum_e = sum_y = 0
    pack0 = list(range(32))
    for _ in range(count):
        # The deal: Fisher-Yates, high positions first.
        pack = pack0[:]
        for i in range(31, 0, -1):
            z = 32760 * (z & 32767) + (z >> 15)
            j = ((z & 32767) * (i + 1)) >> 15
            pack[i], pack[j] = pack[j], pack[i]
        # The exchange: how many each takes; the discards are the first cards of his 12.
        z = 32760 * (z & 32767) + (z >> 15)
        r = z & 32767
        if younger_first:
            ky = younger_min + ((r & 255) * (4 - younger_min) >> 8)
            ke = 1 + ((r >> 8) * 5 >> 7)
            drawn_e, drawn_y = pack[24:24 + ke], pack[29:29 + ky]
        else:
            ke = 1 + ((r & 255) * 5 >> 8)
            rest = 8 - ke
            ky = younger_min + ((r >> 8) * (rest - younger_min + 1) >> 7)
            drawn_e, drawn_y = pack[24:24 + ke], pack[24 + ke:24 + ke + ky]
        h = [0, 0, 0, 0, 0, 0, 0, 0]
        for c in pack[ke:12]:
            h[c >> 3] |= bits[c & 7]
        for c in pack[12 + ky:24]:
            h[4 + (c >> 3)] |= bits[c & 7]
        # Carte blanche: no king, queen or jack among the twelve as dealt.
        totals = [0, 0]
        bonus = None
        if not (h[0] | h[1] | h[2] | h[3]) & 0x70:
            for c in pack[:ke]:
                if 4 <= c & 7 <= 6:
                    break
            else:
                totals[0] = CARTE_BLANCHE_SCORE
        if not (h[4] | h[5] | h[6] | h[7]) & 0x70:
            for c in pack[12:12 + ky]:
                if 4 <= c & 7 <= 6:
                    break
            else:
                totals[1] = CARTE_BLANCHE_SCORE
        for c in drawn_e:
            h[c >> 3] |= bits[c & 7]
        for c in drawn_y:
            h[4 + (c >> 3)] |= bits[c & 7]
        bonus = _declare(totals, bonus, h[0:4], h[4:8], rules)
        if trumps_on:
            tr = elder_trump(h)
        te, ty = totals
        # pq: a pique can still be made (no bonus yet, one total still 0)
        pq = bonus is None and (te == 0 or ty == 0)
        plays = [] if trace is not None else None
        leader = 0
        ew = 0
        left = 12
        while left:
            lb = leader << 2
            z = 32760 * (z & 32767) + (z >> 15)
            k = ((z & 32767) * left) >> 15
            s = lb
            m = h[s]
            p = pop[m]
            while k >= p:
                k -= p
                s += 1
                m = h[s]
                p = pop[m]
            r = nth[(m << 3) + k]
            h[s] = m ^ bits[r]
            if sc[r]:
                if leader:
                    ty += 1
                    if pq:
                        if te:
                            pq = False
                        elif ty >= thr:
                            ty += pique_bonus
                            pq = False
                else:
                    te += 1
                    if pq:
                        if ty:
                            pq = False
                        elif te >= thr:
                            te += pique_bonus
                            pq = False
            fb = 4 - lb
            s2 = fb + s - lb
            m = h[s2]
            z = 32760 * (z & 32767) + (z >> 15)
            if m:
                r2 = nth[(m << 3) + (((z & 32767) * pop[m]) >> 15)]
                h[s2] = m ^ bits[r2]
                if r2 > r:
                    leader = 1 - leader
                    if sc[r2]:
                        if leader:
                            ty += 1
                            if pq:
                                if te:
                                    pq = False
                                elif ty >= thr:
                                    ty += pique_bonus
                                    pq = False
                        else:
                            te += 1
                            if pq:
                                if ty:
                                    pq = False
                                elif te >= thr:
                                    te += pique_bonus
                                    pq = False
            elif tr >= 0 and h[fb + tr]:  # void: he must trump, and takes the trick
                s2 = fb + tr
                m = h[s2]
                r2 = nth[(m << 3) + (((z & 32767) * pop[m]) >> 15)]
                h[s2] = m ^ bits[r2]
                leader = 1 - leader
                if sc[r2]:
                    if leader:
                        ty += 1
                        if pq:
                            if te:
                                pq = False
                            elif ty >= thr:
                                ty += pique_bonus
                                pq = False
                    else:
                        te += 1
                        if pq:
                            if ty:
                                pq = False
                            elif te >= thr:
                                te += pique_bonus
                                pq = False
            else:  # a discard: any card
                k = ((z & 32767) * left) >> 15
                s2 = fb
                m = h[s2]
                p = pop[m]
                while k >= p:
                    k -= p
                    s2 += 1
                    m = h[s2]
                    p = pop[m]
                r2 = nth[(m << 3) + k]
                h[s2] = m ^ bits[r2]
            if plays is not None:
                plays.append(((s - lb) << 3) + r)
                plays.append(((s2 - fb) << 3) + r2)
            if not leader:
                ew += 1
            left -= 1
        # The last trick, then the cards or capot (these two never count for pique).
        if (ew != 12 and ew != 0) or capot_last:
            if leader:
                ty += last_bonus
                if pq and not te and ty >= thr:
                    ty += pique_bonus
            else:
                te += last_bonus
                if pq and not ty and te >= thr:
                    te += pique_bonus
        if ew >= 7:
            te += capot_bonus if ew == 12 else cards_bonus
        elif ew <= 5:
            ty += capot_bonus if ew == 0 else cards_bonus
        sum_e += te
        sum_y += ty
        if trace is not None:
            trace.append((pack, ke, ky, plays, (te, ty)))
    return sum_e, sum_y


def random_deal(seed, rules=DEFAULT_RULES, trace=None):
    """One random full deal (see ``random_deals``): its (elder, younger) totals."""
    return random_deals(1, seed, rules, trace)
