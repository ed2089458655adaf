"""The computer opponent: three levels, the inference and search behind the strongest,
and the coach.

Glossary:
    level:      how well the computer plays: ``beginner`` (simple habits), ``club``
                (rules of thumb with card counting; fast enough for MicroPython) and
                ``expert`` (infers the hidden cards, samples hands that fit, and solves
                each exactly).
    view:       every level decides from ``deal.view(seat)`` alone, never the other hand.
    coach:      ``coach.advise`` values each option of a decision; ``coach.review``
                compares a finished deal's decisions with the expert's.

Importing this package registers the levels with ``piquet_core.players``:

>>> from piquet_core.players import make_player, player_names
>>> [name for name in ("beginner", "club", "expert") if name in player_names()]
['beginner', 'club', 'expert']
>>> make_player("club", 3).name
'club'
"""

from ..players import register
from .beginner import BeginnerPlayer
from .club import ClubPlayer


def _make_expert(seed=0, **options):
    from .expert import ExpertPlayer
    return ExpertPlayer(seed, **options)


_LEVELS = {"beginner": BeginnerPlayer, "club": ClubPlayer, "expert": _make_expert}


def level_maker(name):
    """The maker of a level, taking ``(seed, **options)`` (the expert's budget and so on)."""
    return _LEVELS[name]


for _name in ("beginner", "club", "expert"):
    register(_name, _LEVELS[_name])


def warm_up():
    """Build the solver's tables now (a second or two in Pyodide), so that the expert's
    first decision in the play does not pay for them: call it once after loading."""
    from .search import best_value, position_from_hands
    from ..cards import parse_cards
    best_value(position_from_hands(parse_cards("AS 7H"), parse_cards("KS 8H"), won=(5, 5)))


def double_dummy(deal):
    """The play with both hands known, from the first lead: {"value": elder's points minus
    younger's that best play by both adds, "best": the best first leads, "actual": what
    the play did add (None before the deal is over)} (plain data)."""
    from ..deal import Deal
    from .search import solve_deal
    fresh = Deal(deal.dealt[0], deal.dealt[1], deal.talon_dealt, deal.rules, deal.seed)
    history = deal.history
    index = 0
    while fresh.phase != "play" and index < len(history):
        fresh.do(history[index].action, history[index].seat)
        index += 1
    if fresh.phase != "play":
        return None
    before = fresh.totals[0] - fresh.totals[1]
    value, best = solve_deal(fresh)
    actual = None
    if deal.is_over:
        actual = (deal.totals[0] - deal.totals[1]) - before
    return {"value": value, "best": [card.code for card in best], "actual": actual}
