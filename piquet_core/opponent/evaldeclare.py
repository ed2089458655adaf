"""Weighing the calls and answers of the declarations over hands the opponent may hold.

Glossary:
    option:    one legal call ("point AS KS QS JS", "sequence none") or answer ("good",
               "equal", "not good ...") now; the honest one is tried first.
    sample:    a hand the opponent may hold, fitting what has been said so far and the
               exchange (``sampler``). In each, the rest of this class is played out with
               the opponent answering (or calling) honestly, the later classes are
               declared honestly by both, repique and elder's pique are reckoned, and the
               play is estimated (``playmodel``).
    value:     the seat's points minus the opponent's for the deal, averaged (or the
               partie utility in the last deal).
    class points: what the option alone wins or gives away in this class (for the
               coach's reasons).

Sinking (calling less, or nothing) never gains points, so the expert calls honestly;
the coach shows what each sink would cost. Under the variant ``sink_rule`` a sunk holding
that proves the better is scored at the end of the deal (``sink_rule_points``): a sink
then costs little more than the pique or repique it gives up.

>>> from piquet_core.deal import Deal
>>> from piquet_core.opponent.knowledge import Knowledge
>>> deal = Deal.from_seed(5)
>>> for seat in (0, 1): _ = deal.do("exchange " + " ".join(c.code for c in deal.hands[seat][:3]), seat)
>>> found = evaluate(Knowledge(deal.view(0)), seed=3, samples=12)
>>> str(found[0]["action"]), found[0]["value"] >= found[-1]["value"]
('point AH KH TH 8H 7H', True)
"""

from ..actions import GOOD, NOT_GOOD
from ..combinations import CLASSES, all_of
from ..declarations import build_call, call_score, honest_call, sub_combinations, with_extras
from ..seats import ELDER, YOUNGER
from .declare import CALL, dialogue_step, honest_action
from .evalexchange import PLAY_POINTS
from .knowledge import combo_key, masks_of
from .playmodel import cashing_run, estimate_masks
from .sampler import Sampler
from .search import reckoned_totals

MAX_OPTIONS = 8


def options(view, extra=None):
    """The options worth weighing now: the honest one first, then the other legal ones;
    ``extra`` (a legal action: the learner's own, in the review) last if not among them."""
    honest = honest_action(view)
    found = [honest]
    seen = set([str(honest)])
    for action in view.legal_actions():
        if str(action) not in seen and len(found) < MAX_OPTIONS:
            seen.add(str(action))
            found.append(action)
    if extra is not None and str(extra) not in seen:
        found.append(extra)
    return found


def _best(kind, hand):
    held = all_of(kind, hand)
    return held[0] if held else None


def _honest_score(kind, hand):
    return call_score(honest_call(kind, hand))


def _combos(kind, groups, hand):
    return build_call(kind, groups, hand)


def class_points(action, step, kind, first, second, me, mine, theirs):
    """(my points, his points) in this class after ``action``, the opponent honest."""
    if step == CALL:
        call = _combos(kind, action.groups, mine) if action.groups else ()
        if me == YOUNGER:  # elder called none: younger's own call scores
            return call_score(call), 0
        his = _best(kind, theirs)
        if not call:
            return 0, (_honest_score(kind, theirs) if his is not None else 0)
        principal = call[0]
        if his is None:
            return call_score(call), 0
        if kind == "set":
            return (call_score(call), 0) if combo_key(principal) > combo_key(his) else (0, _honest_score(kind, theirs))
        if his.length > principal.length:
            return 0, _honest_score(kind, theirs)
        if his.length == principal.length:
            mk, hk = combo_key(principal), combo_key(his)
            if hk > mk:
                return 0, _honest_score(kind, theirs)
            if hk == mk:
                return 0, 0
        return call_score(call), 0
    # Answering elder's call: he called his best (honest), worth his honest score.
    his = _best(kind, theirs)
    his_score = _honest_score(kind, theirs) if his is not None else 0
    if action.answer == GOOD:
        return 0, his_score
    if action.answer == NOT_GOOD:
        return call_score(_combos(kind, action.groups, mine)), 0
    if second is not None or his is None:  # Equal to the second figure: nobody scores
        return 0, 0
    # Equal to his first figure: he names his second, and my answer can only show a
    # combination of that first figure. A longer holding said Equal is sunk to it (a quint
    # said Equal to a tierce is a tierce, to the quint's top), never scored whole.
    same = _best_of_length(kind, mine, his.length)
    if same is None:  # (Equal was not mine to say)
        return 0, his_score
    mk, hk = combo_key(same), combo_key(his)
    if mk > hk:
        return call_score(with_extras(same, kind, mine)), 0
    if mk == hk:
        return 0, 0
    return 0, his_score


def _best_of_length(kind, hand, length):
    """The best combination of ``kind`` in ``hand`` whose first figure is ``length`` (a
    longer one sunk to it: its highest cards), or None."""
    for combo in sub_combinations(kind, hand):  # (best first)
        if combo.length == length:
            return combo
    return None


def sink_rule_points(kind, mine, theirs, mp, hp):
    """(mine, his) that the variant ``sink_rule`` adds at the end of the deal in this class
    (RULES.md §5): when I did not score the class (``mp``: my points in it) though my
    holding is the better, he loses what he scored (``hp``) and I score my whole holding.
    A winner who called less is not topped up."""
    if mp > 0:
        return 0, 0
    held, his = _best(kind, mine), _best(kind, theirs)
    if held is None or (his is not None and combo_key(held) <= combo_key(his)):
        return 0, 0
    return _honest_score(kind, mine), -hp


def _later(index, elder, younger, t, bonus, rules):
    """Honest declarations of the classes after ``index``; returns bonus (t updated)."""
    for later in range(index + 1, 3):
        kind = CLASSES[later]
        be, by = _best(kind, elder), _best(kind, younger)
        ke = combo_key(be) if be is not None else 0
        ky = combo_key(by) if by is not None else 0
        if ke == ky:
            continue
        seat = ELDER if ke > ky else YOUNGER
        bonus = _add(t, bonus, seat, _honest_score(kind, elder if seat == ELDER else younger), rules)
    return bonus


def _add(t, bonus, seat, points, rules):
    if points <= 0:
        return bonus
    t[seat] += points
    if bonus is None and t[seat] >= rules.bonus_threshold and t[1 - seat] == 0:
        bonus = (seat, "repique")
        t[seat] += rules.repique_bonus
    return bonus


def evaluate(know, seed=0, samples=24, utility=None, extra=None):
    """[{action, value, mine, theirs, wins, bonus, their_bonus}] for each option, the
    honest one first: ``value`` the mean deal value, ``mine``/``theirs`` the mean points of
    this class, ``wins`` how often the option scores the class, ``bonus``/``their_bonus``
    how often this seat / the opponent ends the declarations with a pique or repique (what
    a sink's cost in the rest of the deal mostly is), ``sink_back`` what the variant
    ``sink_rule`` gives this seat back at the end (net, 0 without it). ``extra``: one more legal action to
    weigh (on the same sampled hands, so the others' values do not change)."""
    view = know.view
    rules = view.rules
    step, kind, first, second = dialogue_step(view)
    actions = options(view, extra)
    if step is None:
        return [{"action": a, "value": 0.0, "mine": 0.0, "theirs": 0.0, "wins": 0.0, "bonus": 0.0, "their_bonus": 0.0,
                 "sink_back": 0.0} for a in actions]
    index = CLASSES.index(kind)
    me = know.seat
    hands = Sampler(know, seed).sample(samples)
    stats = [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] for _ in actions]
    mine = list(know.hand)
    for theirs in hands:
        base, bonus0 = reckoned_totals(know, theirs)
        elder, younger = (mine, theirs) if me == ELDER else (theirs, mine)
        play = estimate_masks(masks_of(elder), masks_of(younger))
        run = cashing_run(masks_of(elder), masks_of(younger))
        for i in range(len(actions)):
            mp, hp = class_points(actions[i], step, kind, first, second, me, mine, theirs)
            t = [base[0], base[1]]
            bonus = _add(t, bonus0, me, mp, rules)
            bonus = _add(t, bonus, 1 - me, hp, rules)
            bonus = _later(index, elder, younger, t, bonus, rules)
            if bonus is None and t[YOUNGER] == 0 and t[ELDER] > 0 and t[ELDER] + run >= rules.bonus_threshold:
                t[ELDER] += rules.pique_bonus
                bonus = (ELDER, "pique")
            if rules.sink_rule:  # a sunk better holding scored after the play (no pique or repique from it)
                end_mine, end_his = sink_rule_points(kind, mine, theirs, mp, hp)
                t[me] += end_mine
                t[1 - me] += end_his
                stats[i][6] += end_mine - end_his
            te = t[ELDER] + (PLAY_POINTS + play) / 2.0
            ty = t[YOUNGER] + (PLAY_POINTS - play) / 2.0
            my_total, his_total = (te, ty) if me == ELDER else (ty, te)
            value = utility(my_total, his_total) if utility is not None else my_total - his_total
            row = stats[i]
            row[0] += value
            row[1] += mp
            row[2] += hp
            row[3] += 1.0 if mp > 0 else 0.0
            if bonus is not None:
                row[4 if bonus[0] == me else 5] += 1.0
    count = float(len(hands) or 1)
    out = []
    for i in range(len(actions)):
        row = stats[i]
        out.append({"action": actions[i], "value": row[0] / count, "mine": row[1] / count,
                    "theirs": row[2] / count, "wins": row[3] / count, "bonus": row[4] / count,
                    "their_bonus": row[5] / count, "sink_back": row[6] / count})
    return out


def best_option(found):
    """The option of highest value (the honest one when equal)."""
    best = found[0]
    for item in found[1:]:
        if item["value"] > best["value"] + 1e-9:
            best = item
    return best
