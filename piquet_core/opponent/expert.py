"""The expert: infers the hidden cards, samples hands that fit, and searches each exactly.

Glossary:
    budget:     the milliseconds a decision may take (``budget_ms``). It is turned into a
                number of samples by the cost model of ``evalplay`` before searching, so
                the same seed gives the same decision; a deadline at the budget stops a
                search that runs late (then fewer samples count).
    sample:     a hand the opponent may hold, fitting the dialogue, the exchange and the
                play so far (``sampler``); each is solved exactly (``search``).
    partie context: the partie scores before the deal and the deals left after it
                (``utility``): in the last deal the expert plays for the partie (rubicon,
                the game's 100) rather than for points.

>>> from piquet_core.deal import Deal
>>> from piquet_core.players import play_deal
>>> from piquet_core.opponent.club import ClubPlayer
>>> deal = play_deal(Deal.from_seed(2), [ExpertPlayer(1, samples=4), ClubPlayer(2)])
>>> deal.is_over
True
"""

import sys

from ..actions import CarteBlanche, Exchange, Play, Trumps
from ..seats import ELDER
from ..errors import PiquetError
from .club import ClubPlayer, club_exchange, decision_seed
from .cardparade import NAMING_SOLVE_MS, is_naming_trumps, naming_candidates, solved_trump_suit
from .declare import honest_action
from . import evaldeclare
from .evalexchange import candidates, evaluate as evaluate_exchanges, swaps, worlds
from .evalplay import clock_ms, play_values, sample_cost
from .knowledge import Knowledge
from .playrules import club_play
from .sampler import Sampler
from .utility import PartieContext, play_split

# How much slower than CPython the runtime is (Pyodide in a worker: about twice), and the
# default time per decision there (the targets: 95% of decisions within 0.5 s in CPython,
# within 1 s in the browser's worker).
IN_BROWSER = sys.platform == "emscripten"
RUNTIME_SPEED = 2.2 if IN_BROWSER else 1.0
DEFAULT_BUDGET_MS = 800.0 if IN_BROWSER else 450.0
MAX_SAMPLES = 48
MIN_SAMPLES = 3
# CPython ms per world and candidate at the exchange: measured 0.017-0.023 for the screen's
# wide field and 0.034 median, 0.059 at most, for the finalists (80 exchanges of seeds
# 0-39, both seats; CPU time). It was 0.2: the browser's coach then planned 25 worlds, and
# its noise charged a learner's exchange 5.2 points that cost 0.5 on 161 (a walk-through).
WORLD_COST_MS = 0.06
MAX_WORLDS = 300
SCREEN_WORLDS = 16         # worlds to screen the wider field of exchanges
FINALISTS = 8              # exchanges weighed on every world after the screen
EXCHANGE_MARGIN = 5.0      # points an exchange must gain over the keep-value one to be preferred
EXCHANGE_SIGN = 1.0        # ... and the worlds it does better in must be at least this many times those it does worse in
DECLARATION_SAMPLES = 20


class ExpertPlayer:
    """The ``expert`` level. ``budget_ms``: time per decision (CPython milliseconds by
    default; scaled by ``speed``, the runtime's slowness); ``samples``: a fixed number of
    samples instead (no clock at all: fully reproducible); ``deadlines=0``: samples
    planned from the budget as usual, but no search stopped at the deadline (what a
    quiet machine decides, on any machine: for screening changes); ``partie``: a partie
    context (see ``utility.PartieContext``); ``min_samples``: the fewest samples a
    decision is planned with, whatever the budget (the coach's advice: a browser's budget
    held two hands at the first lead, and ten cards of eleven came out "as good")."""

    name = "expert"

    def __init__(self, seed=0, budget_ms=None, samples=None, max_samples=MAX_SAMPLES, partie=None, speed=None,
                 exchange_margin=EXCHANGE_MARGIN, swaps=1, deadlines=1, exchange_sign=EXCHANGE_SIGN, min_samples=1):
        self.seed = seed
        self.exchange_sign = float(exchange_sign)
        self.deadlines = bool(deadlines)
        self.swaps = bool(swaps)
        self.exchange_margin = float(exchange_margin)
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else float(budget_ms)
        if samples is not None and (type(samples) is not int or samples < 1):
            raise PiquetError("the expert's samples must be a whole number, 1 or more, not %r" % (samples,))
        if type(max_samples) is not int or max_samples < 1:
            raise PiquetError("the expert's max_samples must be a whole number, 1 or more, not %r" % (max_samples,))
        if type(min_samples) is not int or not 1 <= min_samples <= max_samples:
            raise PiquetError("the expert's min_samples must be a whole number from 1 to max_samples, not %r"
                              % (min_samples,))
        if self.budget_ms <= 0:
            raise PiquetError("the expert's budget_ms must be above 0, not %r" % (budget_ms,))
        self.samples = samples
        self.max_samples = max_samples
        self.min_samples = min_samples
        self.partie = PartieContext.from_data(partie)
        self.speed = RUNTIME_SPEED if speed is None else float(speed)
        self.club = ClubPlayer(seed)
        self.last = None  # what the last decision found: {values, samples, ...}

    # ----- budget ----------------------------------------------------------------------

    def plan_samples(self, cost_ms):
        """How many samples fit the budget at ``cost_ms`` CPython milliseconds each."""
        if self.samples is not None:
            return self.samples
        count = int(self.budget_ms / max(0.05, cost_ms * self.speed))
        return max(self.min_samples, min(self.max_samples, count))

    def deadline(self, start):
        if self.samples is not None or not self.deadlines:
            return None
        return start + self.budget_ms

    # ----- decisions ---------------------------------------------------------------------

    def choose(self, view):
        if view.exchange_limits() is not None:
            return self.choose_exchange(view)
        if view.phase == "play":
            return self.choose_play(view)
        if is_naming_trumps(view):
            return self.choose_trumps(view)
        legal = view.legal_actions()
        if legal and type(legal[0]) is CarteBlanche:
            return honest_action(view)  # ten points, counted toward repique: always claimed
        return self.choose_declaration(view)

    # ----- partie utility ------------------------------------------------------------------

    def deal_utility(self):
        """``utility(mine, theirs)`` of two deal totals, or None (points: the difference)."""
        context = self.partie
        if context is None or not context.decisive:
            return None
        return context.utility

    def play_utility(self, know):
        """``utility(state, value)`` for the play's samples, or None (the value itself)."""
        context = self.partie
        if context is None or not context.decisive:
            return None
        me, opp = know.seat, know.opp

        def utility(state, value):
            mine, theirs = play_split(value, state.tricks_left)
            return context.utility(state.totals[me] + mine, state.totals[opp] + theirs)
        return utility

    # ----- declarations ----------------------------------------------------------------

    def declaration_values(self, view, seed=None, extra=None):
        """[{action, value, mine, theirs, wins}] of the options now (``evaldeclare``);
        ``extra``, a legal action, is weighed too."""
        start = clock_ms()
        seed = decision_seed(self.seed, view) if seed is None else seed
        count = self.samples * 4 if self.samples is not None else DECLARATION_SAMPLES
        found = evaldeclare.evaluate(Knowledge(view), seed, count, self.deal_utility(), extra)
        self.last = {"values": found, "samples": count, "ms": clock_ms() - start}
        return found

    def choose_declaration(self, view):
        return evaldeclare.best_option(self.declaration_values(view))["action"]

    def exchange_values(self, view, seed=None, stats=None, extra=None):
        """{discards: value} of the candidate exchanges (see ``evalexchange``); ``extra``
        (a tuple of cards) is weighed too; ``stats`` receives what each candidate won."""
        start = clock_ms()
        know = Knowledge(view)
        fewest, most = view.exchange_limits()
        options = candidates(view.hand, fewest, most, None, view.seat == ELDER)
        if extra is not None:
            extra = tuple(extra)
            same = [o for o in options if sorted(o) == sorted(extra)]
            if same:
                options[options.index(same[0])] = extra
            else:
                options.append(extra)
        # A wider field: the best guess with one discard kept and one kept card thrown.
        field = list(options)
        for option in (swaps(view.hand, options[0]) if self.swaps else ()):
            if sorted(option) not in [sorted(o) for o in field]:
                field.append(option)
        utility = self.deal_utility()
        seed = decision_seed(self.seed, view) if seed is None else seed
        if self.samples is not None:
            count = self.samples * 4
        else:
            spare = self.budget_ms - WORLD_COST_MS * self.speed * SCREEN_WORLDS * len(field)
            count = int(spare / (WORLD_COST_MS * self.speed * FINALISTS))
            count = max(8, min(MAX_WORLDS, count))
        guesses = worlds(know, seed, max(count, SCREEN_WORLDS))
        screened = evaluate_exchanges(know, field, guesses[:SCREEN_WORLDS], utility)
        finalists = [option for option in sorted(field, key=lambda o: -screened[o])][:FINALISTS]
        if extra is not None and extra not in finalists:
            finalists.append(extra)
        finalists.sort(key=field.index)  # the keep-value order breaks ties
        deadline = self.deadline(start)
        per_world = []
        values = evaluate_exchanges(know, finalists, guesses, utility, per_world=per_world, stats=stats,
                                    deadline=deadline, clock=clock_ms)
        self.last = {"values": values, "samples": len(guesses), "ms": clock_ms() - start,
                     "finalists": finalists, "per_world": per_world, "worlds": guesses}
        return values

    def choose_exchange(self, view):
        """The best exchange found, unless it beats the keep-value exchange (the club
        player's) by less than ``exchange_margin`` points, or does better than it in
        fewer worlds than ``exchange_sign`` times those it does worse in: the best of
        dozens of estimates is flattered by their noise and by the play model's errors.
        Measured against the club (150 mirrored pairs, fixed sample counts): the smaller
        the margin, the more often the expert leaves the default and the fewer pairs it
        wins, with no points gained; so the default is kept unless the gain is clear."""
        default = tuple(club_exchange(view).discards)
        values = self.exchange_values(view, extra=default)
        best = None
        for discards, value in values.items():  # candidates in order: the first best wins
            if best is None or value > best[0] + 1e-9:
                best = (value, discards)
        discards = best[1]
        if values.get(default, best[0]) > best[0] - self.exchange_margin:
            discards = default
        if self.exchange_sign > 0 and discards != default:
            found = self.last
            i, j = found["finalists"].index(discards), found["finalists"].index(default)
            better = worse = 0
            for row in found["per_world"]:
                if row[i] > row[j] + 1e-9:
                    better += 1
                elif row[i] < row[j] - 1e-9:
                    worse += 1
            if better < self.exchange_sign * worse:
                discards = default
        fewest, most = view.exchange_limits()
        option = "look" if view.seat == ELDER and most - len(discards) > 0 else None
        return Exchange(tuple(discards), option)

    def choose_trumps(self, view):
        """CardParade: the suit whose solved play is best over hands younger may hold
        (``cardparade.solved_trump_suit``), as many as the budget allows."""
        start = clock_ms()
        know = Knowledge(view)
        count = self.plan_samples(NAMING_SOLVE_MS * len(naming_candidates(know.hand)))
        suit, means, used = solved_trump_suit(know, count, decision_seed(self.seed, view), self.deadline(start),
                                              clock_ms)
        self.last = {"values": means, "samples": used, "ms": clock_ms() - start}
        return Trumps(suit)

    def choose_play(self, view):
        start = clock_ms()
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        know = Knowledge(view)
        seed = decision_seed(self.seed, view)
        values = self.play_values(know, seed, start)
        return Play(self.pick(values, know, seed))

    def play_values(self, know, seed, start=None):
        start = clock_ms() if start is None else start
        cost = sample_cost(len(know.hand), know.led is None)
        count = self.plan_samples(cost)
        sampler = Sampler(know, seed)
        hand_known = know.opponent_unknown == 0
        every = None if hand_known else sampler.every_hand(count)
        if every is not None:  # (as few hands as samples: each of them, weighted, the exact mean)
            hands, weights = every
        else:
            hands, weights = sampler.sample(count), None
        if hand_known:  # (every hand drawn is his own: one solve gives the exact values)
            hands = hands[:1]
        values = play_values(know, hands, self.play_utility(know), deadline=self.deadline(start), weights=weights)
        self.last = {"values": values, "samples": len(hands), "ms": clock_ms() - start, "hands": hands,
                     "hand_known": hand_known, "every_hand": every is not None}
        return values

    def pick(self, values, know, seed):
        """The best card; among equals, the club player's choice, else the lowest."""
        best = max(values.values())
        tied = [card for card in values if values[card] >= best - 1e-9]
        if len(tied) == 1:
            return tied[0]
        preferred = club_play(know, seed).card
        if preferred in tied:
            return preferred
        tied.sort(key=lambda card: (card.rank, card.suit))
        return tied[0]
