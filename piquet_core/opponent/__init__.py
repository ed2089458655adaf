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
