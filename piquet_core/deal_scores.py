"""How a ``Deal`` writes what is scored, said and shown into its state.

``ScoresMixin``, one of ``deal.Deal``'s classes (the slots are ``deal_state``'s):
``_score`` (a score reckoned at once; announced at once or, for younger's declarations,
once he states them after elder's first lead), ``_say`` (a log entry), ``_prove`` and
``_show`` (the cards a winner shows, and what each seat then knows). Every phase uses them.

>>> from piquet_core.players import play_random_deal
>>> deal = play_random_deal(3)
>>> deal.totals == deal.reckoned_totals and deal.pending == ()
True
>>> [sum(event.points for event in deal.events if event.player == seat) for seat in (0, 1)] == list(deal.totals)
True
"""

from .cards import display_sorted
from .deal_state import (
    BONUS, EVENTS, KNOWN, PENDING, PENDING_LOG, RECKONED, RECKONING, TOTALS, announced, with_seat,
)
from .events import Proved
from .game import LOG
from .scoring import CARTE_BLANCHE, add_score_plain
from .seats import ELDER, YOUNGER, opponent

_sorted = display_sorted


class ScoresMixin:
    """Scores, log entries and proofs written into the state (a ``Deal``'s mixin)."""

    __slots__ = ()

    def _say(self, entry):
        log = self._s[LOG]
        self._s[LOG] = (log, log[1] + 1, entry)

    def _score(self, seat, points, category, reason, declaration=False, pique=True, combo=None, carte_blanche=False):
        s = self._s
        made, s[RECKONED], s[BONUS] = add_score_plain(s[RECKONED], s[BONUS], seat, points, category, reason,
                                                      self._bonuses, declaration, pique)
        if not made:
            return
        reckoning = s[RECKONING]
        for score in made:
            reckoning = (reckoning, reckoning[1] + 1, score)
        s[RECKONING] = reckoning
        said = (announced, seat, made, combo, carte_blanche)
        if seat == YOUNGER and declaration and category != CARTE_BLANCHE:
            s[PENDING] = s[PENDING] + made
            s[PENDING_LOG] = s[PENDING_LOG] + (said,)
        else:
            events = s[EVENTS]
            for score in made:
                events = (events, events[1] + 1, score)
            s[EVENTS] = events
            totals = s[TOTALS]
            total = made[-1][4]
            s[TOTALS] = (total, totals[1]) if seat == ELDER else (totals[0], total)
            log = s[LOG]
            s[LOG] = (log, log[1] + 1, said)

    def _prove(self, seat, cards, why, deferred=False):
        """The winner shows what he scored; younger's proofs wait for his statement."""
        entry = Proved(seat, why, _sorted(cards))
        s = self._s
        if deferred:
            s[PENDING_LOG] = s[PENDING_LOG] + (entry,)
        else:
            self._show(entry)
            self._say(entry)

    def _show(self, proved):
        other = opponent(proved.seat)
        known = self._s[KNOWN]
        seen = known[other]
        if seen:  # (a set: looking a card up in a tuple compares it with every card there)
            seen = set(seen)
            new = tuple([card for card in proved.cards if card not in seen])
        else:
            new = proved.cards
        self._s[KNOWN] = with_seat(known, other, known[other] + new)
