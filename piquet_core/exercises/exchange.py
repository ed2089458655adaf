"""The exchange: choose your discards; the coach grades them.

Glossary:
    exchange: elder discards 1 to 5 cards and draws as many from his five of the talon;
              younger 0 to all that is left.
    coach:    the computer opponent's evaluation (``piquet_core.opponent``): each
              exchange is tried on many talons and hands the opponent may hold, and its
              value is the points it brings on average. What a choice *costs* is the best
              exchange's value minus its own.

The grading: an exchange within ``TOLERANCE`` points of the best one the coach found is
right (many exchanges are nearly as good: the coach's values are averages over sampled
talons, and a fraction of a point is noise). A first costlier choice gets the coach's
reason for it (what it keeps, what it gives up, what it costs) and a second try; the next
gets the best exchange and its reason. The evaluation uses a fixed number of sampled
worlds (``WORLDS``), never the clock, so a seed gives the same grading on every runtime.
"""

from ..cards import format_cards, parse_cards
from ..deal import Deal
from ..figures import decimal, hundredths
from ..speech import number_words
from .base import HINT, INVALID, RIGHT, WORKED, Exercise, Feedback
from .puzzle import Puzzle, Step, puzzle_rng

TITLE = "The exchange"
TOLERANCE = 1.0  # points: an exchange this close to the coach's best is right
WORLDS = 8  # sampled talons and hands per exchange tried (fixed: reproducible everywhere)
RULE = ("Elder takes 1 to 5 cards, younger up to what is left. Keep what can win the point and the sequence, and "
        "your aces and guarded kings; throw away whole small suits.")


class CoachGrades:
    """The coach's values for the exchanges of one view, made once; more on demand."""

    def __init__(self, view, seed):
        from ..opponent.club import decision_seed
        from ..opponent.evalexchange import candidates, worlds
        from ..opponent.expert import ExpertPlayer
        from ..opponent.knowledge import Knowledge
        self.view = view
        self.know = Knowledge(view)
        self.expert = ExpertPlayer(seed, samples=1)
        self.worlds = worlds(self.know, decision_seed(seed, view), WORLDS)
        self.limits = view.exchange_limits()
        self.stats = {}
        self.values = {}
        self.pending = [tuple(sorted(option)) for option in candidates(view.hand, self.limits[0], self.limits[1])]
        self.best = None

    def step(self, count=1):
        """Evaluate ``count`` more candidates; True once all are (the page spreads the work
        over short slices, so no slice holds the page up for long)."""
        while self.pending and count > 0:
            self.add([self.pending.pop(0)])
            count -= 1
        if not self.pending and self.best is None:
            self.best = max(self.values, key=lambda key: (self.values[key], key))
        return not self.pending

    def finish(self):
        self.step(len(self.pending))
        return self

    def add(self, options):
        from ..opponent.evalexchange import evaluate
        fresh = [tuple(sorted(option)) for option in options if tuple(sorted(option)) not in self.values]
        if fresh:
            values = evaluate(self.know, fresh, self.worlds, self.expert.deal_utility(), stats=self.stats)
            for option in fresh:
                self.values[option] = hundredths(values[option])

    def value(self, discards):
        key = tuple(sorted(discards))
        self.add([key])
        return self.values[key]

    def cost(self, discards):
        return max(0, self.values[self.best] - self.value(discards)) / 100.0

    def reason(self, discards):
        from ..opponent.reasons import exchange_reason
        key = tuple(sorted(discards))
        self.value(key)
        return exchange_reason(self.view.hand, key, self.stats.get(key), self.cost(key), best=self.best,
                               seat=self.view.seat, tried=WORLDS)


def _words(discards):
    return " ".join(card.label for card in sorted(discards, key=lambda card: (card.suit, -card.rank))) or "nothing"


class ExchangeExercise(Exercise):
    """Choose the cards to discard; graded by the coach (see the module docstring).

    The coach's evaluation is the costly part (a few hundred milliseconds under
    MicroPython), so it is made on first need: ``warm()`` lets the page make it while the
    learner is still looking at his hand."""

    def __init__(self, view, seed, seat_name):
        fewest, most = view.exchange_limits()
        Exercise.__init__(self, None, "exchange", "You are %s. Choose the cards to discard (%d to %d)." % (
            seat_name, fewest, most), "cards", [(card.code, card.label) for card in view.hand], [], None, "", RULE,
                          "strategy-exchange", "Keep what can win the point and the sequence; throw away small "
                                               "cards of short suits.")
        self.view, self.seed = view, seed
        self.limits = (fewest, most)
        self._grades = None
        self._ready = True  # from now on, reading the answer makes the evaluation

    def warm_step(self):
        """One short slice of the coach's evaluation; True when it is complete."""
        if self._grades is None:
            if getattr(self, "_partial", None) is None:  # the sampled worlds: a slice of their own
                self._partial = CoachGrades(self.view, self.seed)
                return False
            if not self._partial.step():
                return False
            self.warm()
        return True

    def warm(self):
        """Make the coach's evaluation now (idempotent)."""
        if self._grades is None:
            self._grades = (getattr(self, "_partial", None) or CoachGrades(self.view, self.seed)).finish()
            best = self._grades.best
            self.answer = sorted(card.code for card in best)
            self.explanation = "The coach's best exchange: discard %s. %s" % (_words(best), self._grades.reason(best))
        return self._grades

    @property
    def grades(self):
        return self.warm()

    # The right answer and why are the coach's: made on first reading.
    @property
    def answer(self):
        if self._grades is None and getattr(self, "_ready", False):
            self.warm()
        return getattr(self, "_answer_value", None)

    @answer.setter
    def answer(self, value):
        self._answer_value = value

    @property
    def explanation(self):
        if self._grades is None and getattr(self, "_ready", False):
            self.warm()
        return getattr(self, "_explanation_value", None)

    @explanation.setter
    def explanation(self, value):
        self._explanation_value = value

    def read(self, answer):
        if answer is None:
            answer = []
        if not isinstance(answer, (list, tuple)):
            return None, "Tick the cards to discard."
        codes = [card.code for card in self.grades.view.hand]
        ticked = sorted(set(code for code in answer if code in codes))
        fewest, most = self.limits
        if not fewest <= len(ticked) <= most:
            return None, "Discard %d to %d cards; you ticked %d." % (fewest, most, len(ticked))
        return ticked, None

    def check(self, answer, tries=1, previous=None):
        """``Exercise.check``'s signature (the pages pass ``previous``). An exchange's hint
        is its own reason against the coach's best: every exchange has one, so a second
        wrong exchange that differs from the first (``previous``) gets its own and one
        more try, as a second, different known slip does elsewhere (a walk-through read
        that promise on the page and got the worked answer here); the same one again gets
        the worked answer."""
        self.warm()
        given, problem = self.read(answer)
        if problem:
            return Feedback(False, problem, self.expected, INVALID)
        discards = parse_cards(" ".join(given))
        cost = self.grades.cost(discards)
        if cost <= TOLERANCE:
            within = "" if cost < 0.05 else " (within %s points)" % decimal(cost)  # not "within 0.0 points"
            text = "Right. Discarding %s is as good as the coach's best%s. %s" % (
                _words(discards), within, self.grades.reason(discards))
            return Feedback(True, text, self.expected, RIGHT)
        if tries <= 1 or (tries == 2 and self._another_exchange(given, previous)):
            # The reason ends with what it costs on average: said once, not twice. When the
            # count of cards differs from the coach's, that is said too: a walk-through
            # discarded three of elder's five, was told only that it broke his clubs, kept
            # them with three other cards and lost more.
            from ..opponent.reasons import count_words
            best = len(self.grades.best)
            reason = self.grades.reason(discards)
            count = "" if best == len(discards) or count_words(len(discards), best) in reason.lower() else \
                " The coach's best exchange discards %s card%s, not %s." % (
                    number_words(best), "" if best == 1 else "s", number_words(len(discards)))
            return Feedback(False, "Not quite: the coach found a better exchange. %s%s Try again." % (
                reason, count), self.expected, HINT)
        return Feedback(False, "Not quite: that exchange loses about %s points. %s" % (decimal(cost), self.worked()),
                        self.expected, WORKED)

    def _another_exchange(self, given, previous):
        """Whether ``given`` (read) discards other cards than the ``previous`` answer."""
        if previous is None:
            return False
        before, problem = self.read(previous)
        return problem is None and sorted(before) != sorted(given)

    @property
    def expected(self):
        self.warm()
        return _words(parse_cards(" ".join(self.answer)))

    def to_dict(self):
        self.warm()
        data = Exercise.to_dict(self)
        data["values"] = [[format_cards(key), self.grades.values[key] / 100.0]
                          for key in sorted(self.grades.values, key=lambda key: -self.grades.values[key])]
        return data


def generate(seed, level):
    """A deal from the seed; you exchange as elder (level 1), younger (level 2), or either
    with a hand where the choice is close (level 3)."""
    from ..seats import ELDER, YOUNGER, seat_name
    from .puzzle import computer_players
    rng = puzzle_rng(seed, level)
    deal_seed = rng.next32()
    seat = ELDER if level == 1 else (YOUNGER if level == 2 else rng.below(2))
    deal = Deal.from_seed(deal_seed)
    if seat == YOUNGER or deal.phase != "exchange" or deal.to_act != ELDER:
        players = computer_players(deal_seed)
        while deal.to_act != seat or deal.phase != "exchange":
            players.move(deal)
    view = deal.view(seat)
    exercise = ExchangeExercise(view, deal_seed, seat_name(seat))
    said = []
    if seat == YOUNGER:
        entry = view.opponent_exchange()
        said.append((None, "Elder exchanged %d card%s." % (entry.count, "" if entry.count == 1 else "s")))
    return Puzzle("exchange", level, seed, TITLE,
                  "Your hand as dealt. Which cards do you throw away? The coach tries every sensible exchange on "
                  "%d talons and hands your opponent may hold." % WORLDS,
                  [("Your hand (%s)" % seat_name(seat), view.hand)], [Step(exercise, said)],
                  lambda: {"seat": seat_name(seat), "best": exercise.warm() and exercise.answer, "deal_seed": deal_seed},
                  "strategy-exchange")
