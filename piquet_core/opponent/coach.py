"""The coach: what each option of a decision is worth, the best one and why; and after a
deal, every decision of the learner beside the expert's, with what each mistake cost.

Glossary:
    option:    one thing the seat may do now: every card it may play, every call or
               answer worth weighing, or the best few exchanges.
    value:     points for the deal from the seat's side (its points minus the
               opponent's), averaged over the hands the opponent may hold, as the expert
               evaluates them (``expert``). In the play it counts what the rest of the
               play adds; at the exchange and the declarations, the whole deal,
               estimated. Only differences between the options of one decision mean
               anything. In the last deal of a partie, with a partie context, values are
               partie points (``utility``).
    cost:      the best option's value minus the one chosen: what a mistake gives up
               on average.
    exact:     with both hands shown (a finished deal), the solver's value of each card
               that could have been played: best play by both, nothing guessed.
    verdict:   the advice for one decision. Its figures depend only on the position, the
               seed and the budget (no clock); given a ``Deal``, ``advise`` keeps it, so
               asking again and the review repeat it rather than weigh it again.

Everything is plain data (str, float, int, list, dict), ready for JSON and for the page.
The advice reads only what the seat may know: given a ``Deal``, the coach looks at
``deal.view(seat)``, never at the other hand.

>>> from piquet_core.deal import Deal
>>> deal = Deal.from_seed(3)
>>> advice = advise(deal, 0, budget_ms=60)
>>> advice["phase"], advice["best"] == advice["options"][0]["action"], deal.can(advice["action"])
('exchange', True, True)
"""

from ..actions import UNREVIEWED, CarteBlanche, Exchange, Play
from ..deal import Deal
from ..figures import PARTIE_POINTS, tenths
from ..seats import seat_name
from . import evaldeclare
from .cardparade import is_naming_trumps, trump_options
from .club import decision_seed
from .declare import dialogue_step
from .expert import ExpertPlayer
from .knowledge import Knowledge
from .reason_play import play_reasons, with_exact
from .reasons import declaration_reason, exchange_reason, without_cost
from .evalexchange import evaluate as evaluate_exchanges
from .search import card_values_of_deal

DEFAULT_BUDGET_MS = 400.0
REVIEW_BUDGET_MS = 150.0   # the review weighs the decisions no advice was asked for more quickly
# The fewest hands the advice (Hint, Follow, the word at once) and the review weigh a card
# over, whatever the budget: at the first lead one hand costs some 60 ms of CPython, and a
# browser's budget held two, over which ten cards of eleven came out as good as the best
# (a walk-through).
ADVICE_MIN_SAMPLES = 6
TOP_EXCHANGES = 4
MAX_GIVEN = 256            # verdicts kept for the review (a partie's advice fits many times)

# The advice given, by decision (``_decision_key``): asked again (Follow, the coach's
# move) it is repeated, and the review shows the same verdict for that decision instead
# of weighing it again with another budget. (In the page this lives in the worker.)
_given = {}
_given_order = []


def _view(deal_or_view, seat):
    if isinstance(deal_or_view, Deal):
        seat = deal_or_view.to_act if seat is None else seat
        return deal_or_view.view(seat)
    return deal_or_view


def _round(value):
    """A value as the learner reads it: whole tenths (``figures.tenths``), rounded once here
    where the verdict is made, so the columns and the reasons' costs (differences of
    these) show one figure."""
    return tenths(value) / 10.0


def _rounded(values):
    """{option: value} rounded as shown (``_round``), for the reasons to speak of."""
    return dict((key, _round(values[key])) for key in values)


def _decision_key(deal, seat, seed, partie):
    """What identifies one decision of one deal, and the coach's seed and partie context."""
    cards = tuple(card.code for card in tuple(deal.dealt[0]) + tuple(deal.dealt[1]) + tuple(deal.talon_dealt))
    moves = tuple("%d %s" % (move.seat, move.action) for move in deal.history)
    return (seed, repr(partie), repr(deal.rules), deal.seed, seat, cards, moves)


def _remember(key, found):
    if key not in _given:
        _given_order.append(key)
        if len(_given_order) > MAX_GIVEN:
            _given.pop(_given_order.pop(0), None)
    _given[key] = found


def given_advice(deal, seat, seed=0, partie=None):
    """The advice ``advise`` gave for this decision of ``deal`` (a copy), or None."""
    found = _given.get(_decision_key(deal, seat, seed, partie))
    return None if found is None else _copy(found)


def _copy(found):
    out = dict(found)
    out["options"] = [dict(option) for option in found["options"]]
    if "worlds" in found:
        out["stats"] = dict(found["stats"])
        out["values"] = dict(found["values"])
    return out


def _coach(seed, budget_ms, partie, samples, min_samples=1):
    """The expert that values a decision for the coach: its samples planned from the
    budget and never cut short by the clock (``deadlines=0``), so a decision's verdict
    depends only on the position, the seed and the budget: the Hint, Follow and the
    review give the same figures for it, on a loaded machine too."""
    return ExpertPlayer(seed, budget_ms=budget_ms, partie=partie, samples=samples, deadlines=0,
                        min_samples=min_samples)


def advise(deal_or_view, seat=None, budget_ms=DEFAULT_BUDGET_MS, partie=None, seed=0, samples=None):
    """The coach's advice for ``seat`` now (it must be his turn).

    Returns {"seat", "phase", "options": [{"action", "value", "reason"}] best first,
    "best", "action" (the same as "best"), "value", "reason", "units", "samples", "hand_known"
    (in the play: every card he holds is known, so the value is exact)}; and,
    given a ``Deal`` in the play, "exact": [{"action", "value"}], the solver's value of
    each card with both hands known (elder's points minus younger's, from the seat's
    side).
    """
    view = _view(deal_or_view, seat)
    if view.to_act != view.seat or view.phase == "over":
        raise ValueError("it is not %s's turn" % view.seat_name)
    key = _decision_key(deal_or_view, view.seat, seed, partie) if isinstance(deal_or_view, Deal) else None
    if key is not None and key in _given:
        return _public(_given[key])
    expert = _coach(seed, budget_ms, partie, samples, ADVICE_MIN_SAMPLES)
    units = PARTIE_POINTS if expert.partie is not None and expert.partie.decisive else "points"
    if is_naming_trumps(view):
        units = "trump strength"  # (CardParade) four a card plus its ranks' keep values, not points
    found = {}
    options = _options(expert, view, units, found)
    best = options[0]
    result = {
        "seat": view.seat_name, "phase": view.phase, "options": options, "best": best["action"],
        "action": best["action"], "value": best["value"], "reason": best["reason"], "units": units,
        "samples": (expert.last or {}).get("samples", 0),
        # (in the play, once his whole hand is known the value is exact, not an average)
        "hand_known": view.phase == "play" and bool((expert.last or {}).get("hand_known")),
    }
    if isinstance(deal_or_view, Deal) and view.phase == "play":
        sign = 1 if view.seat == 0 else -1
        result["exact"] = [{"action": str(Play(card)), "value": sign * value}
                           for card, value in card_values_of_deal(deal_or_view)]
    if key is not None:
        found.update(result)
        _remember(key, found)
        return _public(found)
    return result


def _public(found):
    """The advice as ``advise`` returns it (without what the review keeps: the exchange's
    values, stats and worlds)."""
    out = _copy(found)
    for name in ("values", "stats", "worlds"):
        out.pop(name, None)
    return out


def _options(expert, view, units, found=None):
    legal = view.legal_actions()
    if legal and type(legal[0]) is CarteBlanche:
        return _carte_blanche_options()
    if view.exchange_limits() is not None:
        return _exchange_options(expert, view, units, found=found)
    if is_naming_trumps(view):
        return trump_options(view)
    if view.phase == "play":
        return _play_options(expert, view, units)
    return _declaration_options(expert, view, units)


def _carte_blanche_options():
    return [{"action": "carte blanche", "value": 10.0,
             "reason": "Claim it: ten points at once, and they count toward repique."},
            {"action": "no carte blanche", "value": 0.0,
             "reason": "Hides your hand, but gives up ten points; costs about 10.0 points on average."}]


def _play_options(expert, view, units):
    know = Knowledge(view)
    legal = [action.card for action in legal_plays(view)]
    if len(legal) == 1:
        card = legal[0]
        return [{"action": str(Play(card)), "value": 0.0, "reason": "Your only legal card."}]
    values = expert.play_values(know, decision_seed(expert.seed, view))
    shown = _rounded(values)
    hands = (expert.last or {}).get("hands")  # (the hands the values are over)
    chosen = expert.pick(values, know, decision_seed(expert.seed, view))
    reasons = play_reasons(know, shown, units, hands, chosen)
    order = sorted(values, key=lambda card: (card is not chosen, -values[card], card.rank, card.suit))
    return [{"action": str(Play(card)), "value": shown[card], "reason": reasons[card]} for card in order]


def legal_plays(view):
    return view.legal_actions()


def _exchange_options(expert, view, units, extra=None, found=None):
    """The best exchanges; ``extra`` (the learner's discards, in the review) is weighed
    apart on the same worlds, so it changes no other option's value or rank. ``found``
    (a dict) keeps the values, stats and worlds, for the review to weigh his exchange on
    the same worlds later."""
    stats = {}
    values = expert.exchange_values(view, stats=stats)
    if found is not None:
        found.update({"values": dict(values), "stats": dict(stats), "worlds": expert.last["worlds"]})
    return _exchange_rows(view, units, values, stats, expert.last["worlds"], expert.deal_utility(), extra)


def _exchange_rows(view, units, values, stats, worlds, utility, extra):
    ordered = sorted(values, key=lambda discards: -values[discards])
    best = _round(values[ordered[0]])
    keep = ordered[:TOP_EXCHANGES]
    if extra is not None:
        twin = [discards for discards in values if sorted(discards) == sorted(extra)]
        if not twin:
            values[extra] = evaluate_exchanges(Knowledge(view), [extra], worlds, utility, stats=stats)[extra]
            twin = [extra]
        if twin[0] not in keep:
            keep.append(twin[0])
    out = []
    fewest, most = view.exchange_limits()
    for discards in keep:
        option = "look" if view.seat == 0 and most - len(discards) > 0 else None
        shown = _round(values[discards])
        out.append({"action": str(Exchange(tuple(discards), option)), "value": shown,
                    "reason": exchange_reason(view.hand, discards, stats.get(discards), _round(best - shown),
                                              units, best=ordered[0], best_stats=stats.get(ordered[0]),
                                              seat=view.seat, leaves_to_him=not view.rules.dealer_exchanges_first)})
    return out


def _declaration_options(expert, view, units, extra=None):
    found = expert.declaration_values(view, extra=extra)
    honest = found[0]
    best = evaldeclare.best_option(found)
    step = dialogue_step(view)
    kind = step[1]
    order = sorted(found, key=lambda item: (item is not best, -item["value"]))
    return [{"action": str(item["action"]), "value": _round(item["value"]),
             "reason": declaration_reason(item, honest, _round(_round(best["value"]) - _round(item["value"])), units,
                                          kind, view.hand, view.seat, view.proving, second=step[3] is not None)}
            for item in order]


# ----- the review of a finished deal -----------------------------------------------------

def _replay(deal):
    """A fresh deal with the same cards and rules, and the history to replay on it."""
    fresh = Deal(deal.dealt[0], deal.dealt[1], deal.talon_dealt, deal.rules, deal.seed)
    return fresh, deal.history


def review(deal, seat, budget_ms=REVIEW_BUDGET_MS, partie=None, seed=0, samples=None, shown=None):
    """Every decision ``seat`` made in ``deal`` beside the coach's, as plain data.

    [{"number": the move's number in the deal (1 = the first), "phase", "yours", "coach",
      "cost": points the choice gave up on average (0 when it was the coach's or as
      good), "reason": the coach's reason for its choice (or for yours when it was as
      good), "your_reason": when yours cost points, what it gave up (without the cost),
      "options": the values of yours and the coach's, and in the play "exact":
      {"yours", "best", "cost"} from the solver with both hands known}]

    ``shown``: {index in the history: {"units", "options"}}, the verdicts the learner
    was shown (kept by the table, so they outlive this process): the review repeats
    them. Otherwise the advice ``advise`` gave here (``given_advice``), else the
    decision is weighed at ``budget_ms``.
    """
    fresh, history = _replay(deal)
    rows = []
    for number in range(len(history)):
        move = history[number]
        if move.seat == seat and type(move.action) not in UNREVIEWED:
            verdict = (shown or {}).get(number)
            rows.append(_review_row(fresh, move, number + 1, budget_ms, partie, seed, samples, verdict))
        fresh.do(move.action, move.seat)
    return rows


def review_decision(deal, seat, index, budget_ms=REVIEW_BUDGET_MS, partie=None, seed=0, samples=None, shown=None):
    """The review's row for ``seat``'s decision at ``index`` of ``deal``'s history (the
    deal may still be going on), weighed as ``review`` weighs it, without the solver's
    "exact" figures, which need the hidden hand; None when that decision is not
    ``seat``'s or not reviewed. The table asks it at once after a decision, for the
    learner who wants to hear of a costly choice before the deal ends."""
    fresh, history = _replay(deal)
    if not 0 <= index < len(history) or history[index].seat != seat:
        return None
    for move in history[:index]:
        fresh.do(move.action, move.seat)
    move = history[index]
    if type(move.action) in UNREVIEWED:
        return None
    return _review_row(fresh, move, index + 1, budget_ms, partie, seed, samples, (shown or {}).get(index), exact=False)


def _given_options(deal, move, view, seed, partie, verdict, expert):
    """(units, options) of the verdict already given for this decision, or None: the one
    the table kept (``verdict``), else the one remembered here."""
    given = given_advice(deal, move.seat, seed, partie)
    if verdict is not None:
        options = [dict(option) for option in verdict["options"]]
        exchange = view.exchange_limits() is not None
        if not exchange or _find(options, str(move.action), view) is not None:
            return verdict.get("units", "points"), options
        # His exchange is not among the options shown: weigh it on their worlds, which
        # the advice at its own budget finds again (its figures depend on nothing else).
        if given is None:
            advise(deal, move.seat, seed=seed, partie=partie)
            given = given_advice(deal, move.seat, seed, partie)
    if given is None:
        return None
    options = given["options"]
    if view.exchange_limits() is not None:
        options = _exchange_rows(view, given["units"], given["values"], given["stats"], given["worlds"],
                                 expert.deal_utility(), tuple(move.action.discards))
    return given["units"], options


def _review_row(deal, move, number, budget_ms, partie, seed, samples, verdict=None, exact=True):
    view = deal.view(move.seat)
    expert = _coach(seed, budget_ms, partie, samples, ADVICE_MIN_SAMPLES)
    units = PARTIE_POINTS if expert.partie is not None and expert.partie.decisive else "points"
    yours = str(move.action)
    if verdict is None and view.exchange_limits() is not None and given_advice(deal, move.seat, seed, partie) is None:
        # An exchange is weighed on the advice's own worlds, asked or not: weighed at the
        # review's budget it cost 1.4 points in one deal and, replayed with a Hint asked
        # (its figures then repeated), 0.3 in the same position; now always the latter.
        advise(deal, move.seat, seed=seed, partie=partie, samples=samples)
    given = _given_options(deal, move, view, seed, partie, verdict, expert)
    if given is not None:  # the advice shown for this decision: the same verdict again
        units, options = given
    elif view.exchange_limits() is not None:
        options = _exchange_options(expert, view, units, extra=tuple(move.action.discards))
    elif view.phase == "play":
        options = _play_options(expert, view, units)
    elif view.phase == "carte blanche":
        options = _carte_blanche_options()
    else:
        options = _declaration_options(expert, view, units, extra=move.action)
        if yours not in [o["action"] for o in options]:  # not a legal call now: never so in a real deal
            options.append({"action": yours, "value": options[-1]["value"], "reason": "Not weighed."})
    best = options[0]
    mine = _find(options, yours, view)
    cost = max(0.0, best["value"] - mine["value"]) if mine is not None else None
    # The reason said: for his choice when it was as good, else for the coach's.
    about = mine if mine is not None and cost is not None and cost < 0.05 else best
    row = {"number": number, "phase": view.phase, "yours": yours, "coach": best["action"], "units": units,
           "cost": None if cost is None else _round(cost), "reason": about["reason"],
           # What a costlier choice gave up (its cost is the row's own): said under it.
           "your_reason": without_cost(mine["reason"]) if mine is not None and cost is not None and cost >= 0.05
           and mine is not best else "",
           "options": [best] + ([mine] if mine is not None and mine is not best else [])}
    if view.phase == "play" and exact:
        sign = 1 if move.seat == 0 else -1
        exact = dict((str(Play(card)), sign * value) for card, value in card_values_of_deal(deal))
        top = max(exact.values())
        row["exact"] = {"yours": exact.get(yours), "best": top,
                        "cost": None if yours not in exact else top - exact[yours],
                        "cards": exact}
        if about["action"] in exact:  # its least cost by the estimate, beside the exact figure
            row["reason"] = with_exact(row["reason"], top - exact[about["action"]])
    return row


def _find(options, text, view):
    for option in options:
        if option["action"] == text:
            return option
    if view.phase == "exchange":  # the same discards, in another order or another option word
        stem = _discard_codes(text)
        for option in options:
            if _discard_codes(option["action"]) == stem:
                return option
    return None


def _discard_codes(text):
    return sorted(word for word in text.split()[1:] if word not in ("look", "expose"))


def seat_label(seat):
    return seat_name(seat)
