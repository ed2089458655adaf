"""The one adapter between the table and the computer: levels, the coach, the solver.

Glossary:
    level:   how well the computer plays: ``random`` (any legal card), then ``beginner``,
             ``club`` and ``expert`` when the opponent package is installed.
    coach:   ``advise`` names the best option for the learner now, its value and the
             reason; ``review`` compares each of his decisions in a finished deal with
             the coach's, with the points it cost.
    double-dummy value: what the play is worth with both hands known and perfect play
             from the first lead (the solver).

Everything the table asks of the computer goes through here, with plain data in and
out, so a level or the coach arriving in ``piquet_core.opponent`` changes this module
only. Where the opponent package is missing, the coach is a small rule of thumb
(``rule_of_thumb``), labelled as such, and the review and the solver say they are not
available.

>>> from piquet_core.deal import Deal
>>> deal = Deal.from_seed(3)
>>> advice = advise(deal, deal.to_act)
>>> deal.can(advice["action"]), sorted(advice)
(True, ['action', 'hand_known', 'margin', 'options', 'reason', 'samples', 'source', 'units', 'value'])
"""

from ..actions import EQUAL, GOOD, CarteBlanche, Exchange, Play, Trumps
from ..cards import KING, TEN
from ..combinations import SET, all_of, cards_by_suit
from ..declarations import build_call, call_score
from ..figures import signed, tenths
# Strongest last; only the levels installed are offered (``levels``). The expert: the worker.
from ..levels import FIRST_LEVEL, LEVEL_LABELS, LEVEL_ORDER, WORKER_LEVELS
from ..players import make_player, player_names
from ..prng import MAX_SEED
from ..tricks import legal_plays
from .verdicts import by_index


_opponent = []


def _opponent_package():
    """``piquet_core.opponent`` if installed (the levels and the coach), else None."""
    if not _opponent:
        try:
            _opponent.append(__import__("piquet_core.opponent", None, None, ["__name__"]))
        except ImportError:
            _opponent.append(None)
    return _opponent[0]


def _coach_module():
    package = _opponent_package()
    if package is None:
        return None
    try:
        return __import__("piquet_core.opponent.coach", None, None, ["__name__"])
    except ImportError:
        return None


# The worker's levels that could not be loaded in this page (offline before the expert was
# kept, a failed download): the settings still offer them, saying what plays instead (a
# walk-through offline saw "Expert" offered as if it would play). Set by the page's glue.
_NOT_LOADED = set()


def mark_not_loaded(level):
    """The worker that plays ``level`` will not come in this page (``forget_not_loaded``
    undoes it, for tests)."""
    _NOT_LOADED.add(level)


def forget_not_loaded():
    _NOT_LOADED.clear()


def levels():
    """The levels installed, weakest first: [(name, label)]; a level whose worker could
    not be loaded says what plays instead. (The build asks, in CPython: the page's own
    thread loads only the levels light enough for it.)

    >>> mark_not_loaded("expert"); [label for name, label in levels() if name == "expert"]
    ['Expert (not loaded here: the club player plays instead)']
    >>> forget_not_loaded()
    """
    known = player_names()
    found = []
    for name in LEVEL_ORDER:
        if name in known:
            label = LEVEL_LABELS[name]
            if name in _NOT_LOADED and stand_in(name):
                label += " (not loaded here: the %s player plays instead)" % stand_in(name)
            found.append((name, label))
    return found


def strongest_level():
    return levels()[-1][0]


def first_level():
    """The level the settings panel shows before the learner has chosen one:
    ``levels.FIRST_LEVEL`` if it is installed, else the strongest."""
    names = [name for name, _ in levels()]
    return FIRST_LEVEL if FIRST_LEVEL in names else names[-1]


def is_level(name):
    return name in LEVEL_ORDER


def runs_in_worker(level):
    """True for a level that thinks in the Pyodide worker: the expert, and any level
    not loaded on this thread."""
    return level in WORKER_LEVELS or level not in player_names()


def stand_in(level):
    """The level that plays for ``level`` on this thread while the worker loads: the club
    player, when this thread has it (None: the table waits instead)."""
    if level in WORKER_LEVELS and "club" in player_names():
        return "club"
    return None


def decision_seed(deal):
    """The computer's seed for the decision now: the same on every runtime and replay."""
    base = deal.seed if deal.seed is not None else 0
    return (base * 31 + len(deal.history) * 7919 + 1) % (MAX_SEED + 1)


def partie_for(deal, seat, partie):
    """The ``opponent.utility.PartieContext`` of ``seat`` from the table's
    ``Table.partie_context`` (by seat), under the deal's rules; None without one."""
    if not partie or partie[seat] is None:
        return None
    from ..opponent.utility import PartieContext
    data = partie[seat]
    return PartieContext(data["scores"], data["deals_left"], deal.rules, data.get("factor", 1))


def computer_action(deal, level, partie=None):
    """The action the computer of ``level`` takes now, as notation text (from its view);
    ``partie``: ``Table.partie_context``, which the expert plays the last deal for."""
    seat = deal.to_act
    context = partie_for(deal, seat, partie) if level in WORKER_LEVELS else None
    if context is not None:
        from ..opponent import level_maker
        player = level_maker(level)(decision_seed(deal), partie=context)
    else:
        player = make_player(level, decision_seed(deal))
    return str(player.choose(deal.view(seat)))


def coach_seed(deal):
    """The coach's seed for a deal: the deal's own (0 for a deal given by its cards). Its
    sampling for a decision is seeded from this and the decision's place in the deal, so
    the Hint and the review weigh a decision alike (``opponent.coach``)."""
    return deal.seed if deal.seed is not None else 0


def coach_available():
    return _coach_module() is not None


def advise(deal, seat, partie=None, coach_failed=False):
    """The coach's advice for ``seat`` now: {action, value, margin, reason, source, units,
    samples, options}.

    ``action`` is notation text the deal accepts; ``value`` the option's worth in points
    as the coach estimates it (None from the rule of thumb); ``options`` the coach's
    [{action, value, reason}], best first (what the table keeps for the review; the rule
    of thumb has none); ``samples`` the hands the opponent may hold that the value is
    averaged over. Only what the seat may know is used (and the coach's
    with-both-hands-known "exact" figures are left out here).
    """
    coach = _coach_module()
    if coach is not None:
        found = coach.advise(deal, seat, seed=coach_seed(deal), partie=partie_for(deal, seat, partie))
        options = found.get("options") or []
        second = options[1]["value"] if len(options) > 1 else None
        value = found.get("value")
        return {"action": str(found["action"]), "value": value,
                "margin": None if second is None or value is None else tenths(value - second) / 10.0,
                "reason": found.get("reason", ""), "source": "coach", "units": found.get("units", "points"),
                "samples": found.get("samples", 0), "hand_known": found.get("hand_known", False),
                "options": [{"action": str(option["action"]), "value": option["value"], "reason": option["reason"]}
                            for option in options]}
    return rule_of_thumb(deal, seat, coach_failed)


def review(deal, seat, shown=None, partie=None):
    """Each of ``seat``'s decisions in a finished ``deal`` beside the coach's:
    [{index (in the deal's history), phase, yours, coach, cost, reason, your_reason, exact_cost}],
    or None when no coach is installed. ``cost`` is what the choice gave up on average
    (the coach's estimate); ``exact_cost``, in the play, what it gave up against the best
    card with both hands known.
    ``shown``: the verdicts the learner saw (``Table.verdicts_for_review``), repeated
    for their decisions rather than weighed again."""
    coach = _coach_module()
    if coach is None or not hasattr(coach, "review"):
        return None
    return [_review_row(item) for item in coach.review(deal, seat, seed=coach_seed(deal), shown=by_index(shown),
                                                      partie=partie_for(deal, seat, partie))]


def review_decision(deal, seat, index, shown=None, partie=None):
    """The review's row for ``seat``'s decision at ``index`` of a ``deal`` still going on
    (as ``review`` gives it, but without ``exact_cost``: that needs the hidden hand), with
    the coach's ``options`` [best, yours] for the table to keep as the verdict shown; None
    without a coach, or when that decision is not reviewed."""
    coach = _coach_module()
    if coach is None or not hasattr(coach, "review_decision"):
        return None
    item = coach.review_decision(deal, seat, index, seed=coach_seed(deal), shown=by_index(shown),
                                 partie=partie_for(deal, seat, partie))
    if item is None:
        return None
    row = _review_row(item)
    row["units"] = item.get("units") or "points"
    row["options"] = [{"action": str(option["action"]), "value": option["value"], "reason": option["reason"]}
                      for option in item.get("options") or []]
    return row


def _review_row(item):
    exact = item.get("exact") or {}
    return {"index": item["number"] - 1, "phase": item.get("phase"), "yours": str(item["yours"]),
            "coach": None if item.get("coach") is None else str(item["coach"]), "cost": item.get("cost"),
            "reason": item.get("reason", ""), "your_reason": item.get("your_reason", ""),
            "exact_cost": exact.get("cost"), "units": item.get("units") or "points"}


def double_dummy(deal, seat, rows=None):
    """The exact value of the play of a finished ``deal`` for ``seat`` (both hands known,
    best play by both from the first lead), beside what the play actually gave him:
    {value, actual, text}; None without the solver or without a play. ``rows``: the
    review's rows (``review``), whose ``exact_cost`` say whether a card of his cost points."""
    try:
        solver = __import__("piquet_core.solver", None, None, ["solve"])
    except ImportError:
        return None
    start = deal.copy()
    while start.history and not (start.phase == "play" and not start.tricks and not start.current):
        start.undo()
    if start.phase != "play" or start.tricks or start.current:
        return None
    before = start.reckoned_totals
    elder_value = solver.solve(start).value
    actual = (deal.totals[0] - deal.totals[1]) - (before[0] - before[1])
    sign = 1 if seat == 0 else -1
    value, got = sign * elder_value, sign * actual
    # ("Double-dummy" alone was jargon to a newcomer: the plain words first, the term after)
    text = ("With both hands known and best play by both from the first lead, the play is worth %s to you "
            "(its double-dummy value). As it went, it gave you %s." % (signed(value), signed(got)))
    # (a walk-through read costs of 3 and 1 in the rows above beside an equal value and play,
    # and took it for a contradiction: the computer's own choices count too)
    costs = None if rows is None else sum(max(row.get("exact_cost") or 0, 0) for row in rows)
    text += " " + _difference_words(got - value, costs)
    return {"value": value, "actual": got, "text": text}


def _difference_words(more, costs=None):
    """What the play as it went gave beyond best play by both (``more``, for the learner);
    ``costs``: what his own cards cost, with both hands known (None: not known). With none
    and ``more`` 0, the computer's cards cost nothing either (each card's exact cost is never
    below 0, and the two sides' costs make the difference).

    >>> print(_difference_words(4))
    The choices in the play gave you 4 points more than best play by both: the computer's own cost it more than yours cost you.
    >>> print(_difference_words(-1))
    The choices in the play cost you 1 point against best play by both (yours and the computer's together).
    """
    if more > 0:
        return ("The choices in the play gave you %s more than best play by both: the computer's own cost it more "
                "than yours cost you." % _points(more))
    if more < 0:
        return "The choices in the play cost you %s against best play by both (yours and the computer's together)." % (
            _points(-more))
    if costs == 0:  # (the walk-through's "where a choice of yours cost points" beside rows that cost nothing)
        return "The play came to exactly what best play by both gives: every card played was one of the best."
    return ("The play came to exactly what best play by both gives: where a choice of yours cost points, one of the "
            "computer's gave as many back.")


def _points(count):
    return "1 point" if count == 1 else "%d points" % count


# ----- the stand-in coach ---------------------------------------------------------------

_NOTE = " (a rule of thumb: the full coach is still loading; press Hint again in a moment for its figures)"
# (when it could not be loaded: "still loading" contradicted the page's notice, a walk-through)
_FAILED_NOTE = " (a rule of thumb: the full coach could not be loaded here; reload the page to try again)"


def rule_of_thumb(deal, seat, coach_failed=False):
    """The rule of thumb's advice ({action, value None, reason, source, units}), labelled:
    the full coach is loading, or ``coach_failed`` could not be loaded."""
    found = _rule_of_thumb(deal, seat)
    if coach_failed:
        found["reason"] = found["reason"][:-len(_NOTE)] + _FAILED_NOTE
    return found


def _rule_of_thumb(deal, seat):
    phase = deal.phase
    if phase == "carte blanche":
        return _advice(CarteBlanche(True), "Claim it: ten points, and they count toward repique.")
    if phase == "exchange":
        return _advice(_exchange(deal, seat), "Keep your longest suit, your aces and kings and any trio or "
                                              "quatorze; exchange your cards below the ten in the other "
                                              "suits.%s" % (  # ("the rest" beside one card exchanged: a walk-through)
                                                  " As elder, make up five with your other tens to queens, then "
                                                  "your longest suit's low cards if it has fewer than six."
                                                  if seat == 0 else ""))
    if phase == "play":
        return _advice(_play(deal, seat), _play_reason(deal, seat))
    if phase == "trumps":
        return _advice(_trumps(deal, seat), "Name your longest suit trumps (the stronger one if two are as long).")
    # Declarations: the legal call or answer that scores most.
    best, best_score = None, -1
    for action in deal.legal_actions():
        score = _declaration_score(action, deal.current_class, deal.hands[seat])
        if score > best_score:
            best, best_score = action, score
    if str(best) == GOOD:
        reason = "You have nothing better: say Good."
    elif str(best) == EQUAL:
        reason = "You hold as much: say Equal and hear the second figure."
    else:
        reason = "Declare your best: what you do not call you cannot score."
    return _advice(best, reason)


def _advice(action, reason):
    return {"action": str(action), "value": None, "margin": None, "reason": reason + _NOTE,
            "source": "rule of thumb", "units": "points"}


def _declaration_score(action, kind, hand):
    groups = getattr(action, "groups", ())
    if not groups:
        return 1 if getattr(action, "answer", None) == EQUAL else 0
    try:
        return 10 + call_score(build_call(kind, groups, hand))
    except ValueError:
        return 0


def _lowest_first(card):
    return card.rank, card.suit


def _exchange(deal, seat):
    """The low cards (below the ten) outside the longest suit, as many as the limits allow;
    elder then takes all he may (lesson 4: "Elder should normally take all five"), the
    tens, jacks and queens outside the longest suit filling the count, lowest first (a
    walk-through's hint told elder to take two), and then the longest suit's low cards,
    unless it holds six or more: the coach valued keeping those 2.7 points a deal better
    with six and 12 with seven (over 400 seeds, no difference with five). A
    trio or quatorze is kept whole (a later one's hint threw three of his four jacks: 28
    points, the coach said). When there are
    fewer than the least he must exchange, the lowest of his other cards make up that least
    only (never an ace or a king thrown to fill the most)."""
    fewest, most = deal.exchange_limits(seat)
    hand = deal.hands[seat]
    suits = cards_by_suit(hand)
    longest = max(range(4), key=lambda suit: (len(suits[suit]), -suit))
    kept = [card for held in all_of(SET, hand) for card in held.cards]
    spare = sorted([card for card in hand if card.suit != longest and card.rank < TEN], key=_lowest_first)
    if seat == 0 and len(spare) < most:
        spare += sorted([card for card in hand if card.suit != longest and TEN <= card.rank < KING
                         and card not in kept], key=_lowest_first)
    if seat == 0 and len(spare) < most and len(suits[longest]) < 6:  # then the longest suit's low cards:
        # five drawn are worth more than a short point's low cards
        spare += sorted([card for card in hand if card.suit == longest and card.rank < TEN], key=_lowest_first)
    count = max(fewest, min(most, len(spare)))
    if len(spare) < count:
        others = sorted([card for card in hand if card not in spare and card.suit != longest], key=_lowest_first)
        rest = sorted([card for card in hand if card.suit == longest], key=_lowest_first)
        spare = spare + others + rest
    # elder looks at what he leaves, as the coach's options do: it costs nothing (RULES.md §4)
    return Exchange(tuple(spare[:count]), "look" if seat == 0 and count < most else None)


def _trumps(deal, seat):
    """CardParade: the suit with the most cards, then the most pips, named trumps."""
    suits = cards_by_suit(deal.hands[seat])
    best = max(range(4), key=lambda suit: (len(suits[suit]), sum(card.rank for card in suits[suit]), -suit))
    return Trumps(best)


def _play(deal, seat):
    hand = deal.hands[seat]
    led = deal.current[0] if deal.current else None
    trump = deal.trump_suit
    legal = legal_plays(hand, led, trump)
    if led is not None:
        winners = [card for card in legal if card.suit == led.suit and card.rank > led.rank]
        if winners:
            return Play(min(winners, key=lambda card: card.rank))
        ruffs = [card for card in legal if trump is not None and card.suit == trump != led.suit]
        if ruffs:  # void of the suit led: the lowest trump takes the trick
            return Play(min(ruffs, key=lambda card: card.rank))
        return Play(min(legal, key=lambda card: (card.rank, card.suit)))
    suits = cards_by_suit(hand)
    longest = max(range(4), key=lambda suit: (len(suits[suit]), -suit))
    return Play(suits[longest][0])


def _play_reason(deal, seat):
    if deal.current:
        return "Win the trick as cheaply as you can; if you cannot, throw your lowest card."
    return "Lead from your longest suit, its highest card first."
