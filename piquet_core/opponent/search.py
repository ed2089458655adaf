"""The one adapter between the opponent and the exact search of the play.

Glossary:
    double dummy: both hands known; ``piquet_core.solver`` finds the best play for both.
    value:       elder's points minus younger's that the rest of the deal adds (leads,
                 wins, the last trick, the cards or capot, a pique made in the play).
    play state:  ``kernel.PlayState``, the compact position the solver searches: both
                 hands, the trick in progress, tricks won, the reckoned totals (they
                 decide whether a pique is still possible), the bonus made so far, and
                 in CardParade the trump suit and the seat that announced capot.
    reckoned totals: the scores as they stand, with younger's declarations counted from
                 the moment he won them, though he states them after elder's first lead.

Everything the opponent asks of ``kernel`` and ``solver`` goes through here, so a change
of their interface changes this module only.

>>> from piquet_core.deal import Deal
>>> from piquet_core.opponent.knowledge import Knowledge
>>> deal = Deal.from_seed(3)
>>> while deal.phase != "play": _ = deal.do(deal.legal_actions()[0] if deal.phase != "exchange" else
...                                         "exchange " + deal.hands[deal.to_act][0].code)
>>> know = Knowledge(deal.view(0))
>>> state = play_state(know, deal.hands[1])
>>> sorted(card_values(state).values()) == sorted(v for _, v in card_values_of_deal(deal))
True
"""

from ..combinations import CLASSES
from ..declarations import call_score, honest_call
from ..events import Announced
from ..kernel import BIT, PlayState
from ..scoring import CARTE_BLANCHE, add_score_plain, rule_bonuses
from ..seats import ELDER, YOUNGER

BONUS_CATEGORIES = ("repique", "pique")
_SOLVER = []


def _solver():
    """``piquet_core.solver``, imported on first use (the heuristic levels never need it)."""
    if not _SOLVER:
        _SOLVER.append(__import__("piquet_core.solver", None, None, ["__name__"]))
    return _SOLVER[0]


def _masks(hand, seat, masks):
    base = seat * 4
    for card in hand:
        masks[base + card.suit] |= BIT[card.rank]


def reckoned_totals(know, opp_hand):
    """(totals, bonus) as the reckoning stands if the opponent holds ``opp_hand`` now:
    the announced totals plus younger's declaration scores not stated yet (his honest
    holding in each class he won, or may still call after elder's "No ..."), and any
    repique or pique made."""
    view = know.view
    stated = set()
    for entry in view.log:
        if type(entry) is Announced and entry.seat == YOUNGER and entry.combo is not None:
            stated.add(entry.combo.kind)
    unstated = []
    for kind in CLASSES:
        talk = know.talk[kind]
        # (a class he won, or one after elder's "No ..." where his call is still to be said)
        if (talk.winner == YOUNGER or talk.younger_pending) and kind not in stated:
            unstated.append(kind)
    if not unstated:
        bonus = None
        for event in view.events:
            if event.category in BONUS_CATEGORIES:
                bonus = (event.player, event.category)
        return [view.totals[ELDER], view.totals[YOUNGER]], bonus
    # Younger's classes still to be stated come before the play, each in its place in the
    # reckoning order: his point and sequence before elder's set (seed 295: younger's
    # point and two quints made a repique that elder's trios, announced, had hidden).
    younger_hand = list(know.hand if know.seat == YOUNGER else opp_hand) + know.played_by[YOUNGER]
    bonuses = rule_bonuses(know.rules)
    totals, bonus = (0, 0), None
    for event in view.events:
        if event.category == CARTE_BLANCHE:
            totals, bonus = add_score_plain(totals, bonus, event.player, event.points, CARTE_BLANCHE, "", bonuses,
                                            True)[1:]
    for kind in CLASSES:
        for event in view.events:
            if event.category == kind:
                totals, bonus = add_score_plain(totals, bonus, event.player, event.points, kind, "", bonuses,
                                                True)[1:]
        if kind in unstated:
            totals, bonus = add_score_plain(totals, bonus, YOUNGER, call_score(honest_call(kind, younger_hand)), kind,
                                            "", bonuses, True)[1:]
    return list(totals), bonus


def play_state(know, opp_hand, totals=None, bonus=None):
    """The ``PlayState`` of the deal now if the opponent holds ``opp_hand``."""
    masks = [0] * 8
    _masks(know.hand, know.seat, masks)
    _masks(opp_hand, know.opp, masks)
    if totals is None:
        totals, bonus = reckoned_totals(know, opp_hand)
    led = know.led
    view = know.view
    return PlayState(masks, view.leader, -1 if led is None else led.suit * 8 + led.rank,
                     know.tricks_won, totals, bonus, know.rules, know.trump, view_announcer(view))


def view_announcer(view):
    """The seat that announced capot in the view's deal (CardParade), or None."""
    return getattr(view, "capot_announced", None)


def card_values(state):
    """{Card: exact value (elder's side)} for every legal card of the player to act."""
    found = {}
    for card, value in _solver().card_values(state):
        found[card] = value
    return found


def best_value(state):
    """The exact value (elder's side) of the position with best play."""
    return _solver().solve(state).value


def solve_deal(deal):
    """(value, [best Cards]) of a deal in the play, both hands known."""
    found = _solver().solve(deal)
    return found.value, list(found.best)


def card_values_of_deal(deal):
    """[(Card, value)] of the legal cards of a deal in the play, both hands known."""
    return _solver().card_values(deal)


def position_from_hands(elder, younger, leader=ELDER, won=(0, 0), totals=(0, 0), bonus=None, rules=None,
                        trumps=None):
    """A ``PlayState`` from two hands (for the exchange's look ahead and the tests);
    ``trumps``: the trump suit (a letter or 0-3), or None."""
    masks = [0] * 8
    _masks(elder, ELDER, masks)
    _masks(younger, YOUNGER, masks)
    if rules is None:
        from ..rules import DEFAULT_RULES
        rules = DEFAULT_RULES
    return PlayState(masks, leader, -1, list(won), list(totals), bonus, rules, trumps)
