"""The exchange: choose your discards; the coach grades them.

Glossary:
    exchange: elder discards 1 to 5 cards and draws as many from his five of the talon;
              younger 0 to all that is left.
    coach:    the computer opponent's evaluation (``piquet_core.opponent``): each
              exchange is tried on many talons and hands the opponent may hold, and its
              value is the points it brings on average. What a choice *costs* is the best
              exchange's value minus its own.

The grading: the coach's values are averages over sampled talons (``WORLDS`` of them, the
same for every exchange), so two exchanges' values differ by noise as well as by worth. An
exchange is right unless it is *clearly* worse than the best one the coach found: its cost
is above ``TOLERANCE`` and above ``SPREAD`` standard errors of the cost, measured from the
per-talon differences between the two (paired: the same talons for both, so the luck of
the talon mostly cancels). A walk-through was told that keeping a tierce major, 5 spades
and a guarded king "costs about 3.7 points" on 8 talons; on 2,000 it is the best exchange,
5.4 points ahead of the coach's. A clearly worse choice gets the coach's reason for it
(what it gives up, what it costs) and a second try; the next gets the best exchange and
its reason. The evaluation uses a fixed number of worlds, never the clock, and the verdict
integer arithmetic, so a seed gives the same grading on every runtime.
"""

from ..cards import format_cards, parse_cards
from ..deal import Deal
from ..figures import decimal, hundredths
from ..speech import listed, number_words
from .base import HINT, INVALID, RIGHT, SAME_ANSWER, WORKED, Exercise, Feedback, repeated
from .puzzle import Puzzle, Step, puzzle_rng

TITLE = "The exchange"
TOLERANCE = 1.0  # points: an exchange this close to the coach's best is right
# Sampled talons and hands per exchange tried (fixed: reproducible everywhere). Measured
# against 2,000 talons, seeds 0-59 at each level: on 8 talons with a 1-point tolerance the
# coach's best was within a point of the true best in 120 of 180 puzzles, and 104 of 275
# truly good exchanges (within a point of it) were graded wrong; on 64 with the noise
# allowed for, 166 of 180 and 3 of 275, while 1,326 of 1,377 exchanges truly 5 points
# worse or more are still graded wrong. (64 with the bare tolerance: 42 of 275 graded
# wrong; 8 with the noise allowed for: 701 of the 1,377 worse ones graded right.)
WORLDS = 64
SPREAD = 2  # standard errors: a cost within this many of them is not clearly a cost
CHUNK = 16  # worlds per slice of the page's work: 14 ms, 43-57 at most, under MicroPython
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
        self.rows = {}  # {discards: its value in each world, in hundredths}: for the noise
        self.partial = {}  # {discards: (per-world rows, share counts)} while part-evaluated
        self.pending = [tuple(sorted(option)) for option in candidates(view.hand, self.limits[0], self.limits[1])]
        self.best = None

    def step(self, count=1):
        """Evaluate ``count`` more slices (``CHUNK`` worlds of a candidate); True once every
        candidate is evaluated (the page spreads the work over short slices, so no slice
        holds the page up for long)."""
        while self.pending and count > 0:
            if self.pending[0] in self.values or self._more(self.pending[0]):
                self.pending.pop(0)
            count -= 1
        if not self.pending and self.best is None:
            self.best = max(self.values, key=lambda key: (self.values[key], key))
        return not self.pending

    def finish(self):
        self.step(len(self.pending) * len(self.worlds))  # more slices than it takes
        return self

    def add(self, options):
        for option in options:
            key = tuple(sorted(option))
            while key not in self.values and not self._more(key):
                pass

    def _more(self, key):
        """Evaluate ``key`` on the next ``CHUNK`` worlds; True once it is on all of them.
        Its value is then the mean of its per-world values, summed in world order, as
        ``evaluate`` sums them (the same figure however the work was sliced), and its
        shares (``stats``) the counts of the chunks over all the worlds."""
        from ..opponent.evalexchange import evaluate
        rows, counts = self.partial.setdefault(key, ([], {}))
        chunk = self.worlds[len(rows):len(rows) + CHUNK]
        shares = {}
        evaluate(self.know, [key], chunk, self.expert.deal_utility(), per_world=rows, stats=shares)
        for name in shares[key]:  # a share of the chunk, back to a count (exact, rounded)
            counts[name] = counts.get(name, 0) + int(shares[key][name] * len(chunk) + 0.5)
        if len(rows) < len(self.worlds):
            return False
        del self.partial[key]
        total = 0.0
        for row in rows:
            total += row[0]
        self.values[key] = hundredths(total / len(rows))
        self.rows[key] = [hundredths(row[0]) for row in rows]
        self.stats[key] = dict((name, counts[name] / len(rows)) for name in counts)
        return True

    def value(self, discards):
        key = tuple(sorted(discards))
        self.add([key])
        return self.values[key]

    def cost(self, discards):
        return max(0, self.values[self.best] - self.value(discards)) / 100.0

    def accepts(self, discards):
        """Whether ``discards`` is not clearly worse than the best: its cost is within
        ``TOLERANCE``, or within ``SPREAD`` standard errors of the mean of the per-world
        differences d (best's value minus its own). With n worlds, S = sum(d) and
        Q = sum(d*d), that error is sqrt((n*Q - S*S) / (n*n*(n - 1))); the test is squared
        and made in whole hundredths, so no float rounding can tip it on another runtime."""
        cost = self.values[self.best] - self.value(discards)
        if cost <= TOLERANCE * 100:
            return True
        best, mine = self.rows[self.best], self.rows[tuple(sorted(discards))]
        n = len(best)
        total = squares = 0
        for i in range(n):
            d = best[i] - mine[i]
            total += d
            squares += d * d
        return n > 1 and cost * cost * n * n * (n - 1) <= SPREAD * SPREAD * (n * squares - total * total)

    def reason(self, discards, against_best=True):
        """The coach's reason for an exchange: against the best (what it gives up and
        costs), or, for one graded right, what it keeps (its cost is said apart)."""
        from ..opponent.reasons import exchange_reason, swap_words
        key = tuple(sorted(discards))
        self.value(key)
        cost = self.cost(key) if against_best else 0.0
        text = exchange_reason(self.view.hand, key, self.stats.get(key), cost, best=self.best,
                               best_stats=self.stats.get(self.best), seat=self.view.seat, tried=WORLDS,
                               leaves_to_him=not self.view.rules.dealer_exchanges_first)
        # The reasons (``swap_words``) name one card of each side when two exchanges of a count
        # hold the same combinations ("Throws the jack of clubs rather than the king of
        # spades", said of four clubs thrown for four spades): here the whole difference.
        thrown = [card for card in key if card not in self.best]
        kept = [card for card in self.best if card not in key]
        one = swap_words(key, self.best) if cost >= 0.05 and len(key) == len(self.best) and len(thrown) > 1 else None
        if one and text.startswith(one[0].upper() + one[1:]):
            text = "Throws %s rather than %s%s" % (_named(thrown), _named(kept), text[len(one):])
        return text


def _named(cards):
    """Cards by name, a suit's together: "the jack, ten and seven of clubs and the nine of
    diamonds".

    >>> _named(parse_cards("7C 9D JC TC"))
    'the nine of diamonds and the jack, ten and seven of clubs'
    >>> _named(parse_cards("AS QH AD QD QC"))
    'the ace of spades, the queen of hearts, the ace and queen of diamonds and the queen of clubs'
    """
    from ..cards import RANK_NAMES, SUIT_NAMES
    parts = []
    for suit in range(4):
        ranks = sorted([card.rank for card in cards if card.suit == suit], reverse=True)
        if ranks:
            names = [RANK_NAMES[rank] for rank in ranks]
            parts.append("the %s of %s" % (listed(names), SUIT_NAMES[suit]))
    return listed(parts)


def _words(discards):
    return " ".join(card.label for card in sorted(discards, key=lambda card: (card.suit, -card.rank))) or "nothing"


class ExchangeExercise(Exercise):
    """Choose the cards to discard; graded by the coach (see the module docstring).

    The coach's evaluation is the costly part (under MicroPython, elder's 0.8 s at the
    median, 0.9-1.3 s at most, in about 50 slices; younger's 0.15 s), so it is made on first
    need: ``warm_step()`` lets the page make it while the learner is still looking at his
    hand."""

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

    def check(self, answer, tries=1, previous=None, hinted=None):
        """``Exercise.check``'s signature (the pages pass ``previous``). An exchange's hint
        is its own reason against the coach's best: every exchange has one, so a second
        wrong exchange that differs from the first (``previous``) gets its own and one
        more try, as a second, different known slip does elsewhere (a walk-through read
        that promise on the page and got the worked answer here); the same one again is
        no new try (``Exercise.check``)."""
        self.warm()
        given, problem = self.read(answer)
        if problem:
            return Feedback(False, problem, self.expected, INVALID)
        discards = parse_cards(" ".join(given))
        cost = self.grades.cost(discards)
        if self.grades.accepts(discards):
            # Its reason says what it keeps: "costs about 3.7 points" after "Right." read as
            # a contradiction, and the figure is said here once.
            if cost < 0.05:
                within = ""  # not "within 0.0 points"
            elif cost <= TOLERANCE:
                within = " (within %s points)" % decimal(cost)
            else:  # (not "as good as": beside "5.9 points behind" that read as a contradiction)
                within = None
            if within is None:
                text = "Right. Discarding %s is not clearly worse than the coach's best: it came out %s points " \
                       "behind on average, too close to tell apart on %d talons. %s" % (
                           _words(discards), decimal(cost), WORLDS, self.grades.reason(discards, against_best=False))
            else:
                text = "Right. Discarding %s is as good as the coach's best%s. %s" % (
                    _words(discards), within, self.grades.reason(discards, against_best=False))
            return Feedback(True, text, self.expected, RIGHT)
        same = repeated(tries, previous, hinted) and self.read(previous)[1] is None and \
            not self._another_exchange(given, previous)  # (a second Enter on a hint: no new try)
        if tries <= 1 or same or (tries == 2 and self._another_exchange(given, previous)):
            # The reason ends with what it costs on average: said once, not twice. When the
            # count of cards differs from the coach's, that is said too: a walk-through
            # discarded three of elder's five, was told only that it broke his clubs, kept
            # them with three other cards and lost more.
            from ..opponent.reasons import count_words
            best = len(self.grades.best)
            reason = self.grades.reason(discards)
            reason = "Yours " + reason[:1].lower() + reason[1:]  # (the reasons are a coach's rows: "Exchanges 3
            # cards, not 5" began a sentence with no subject, a walk-through)
            count = "" if best == len(discards) or count_words(len(discards), best) in reason.lower() else \
                " The coach's best exchange discards %s card%s, not %s." % (
                    number_words(best), "" if best == 1 else "s", number_words(len(discards)))
            count += self._kept_words(discards, reason)
            if same:
                return Feedback(False, "%s The coach found a clearly better exchange on the same %d talons. %s%s "
                                       "Try again." % (SAME_ANSWER, WORLDS, reason, count), self.expected, INVALID)
            # ("clearly": an exchange 1.4 points behind was right and one 1.1 behind wrong, which
            # read as arbitrary beside "not clearly worse" on the right one: a walk-through)
            return Feedback(False, "Not quite: the coach found a clearly better exchange on the same %d talons. "
                                   "%s%s Try again." % (WORLDS, reason, count), self.expected, HINT)
        return Feedback(False, "Not quite: that exchange loses about %s points. %s" % (decimal(cost), self.worked()),
                        self.expected, WORKED)

    def _kept_words(self, discards, reason):
        """Which of the learner's discards the coach keeps, when the reason has not named
        the difference ("Throws ... rather than ..."): a walk-through, told only "keeps a
        weaker point", could not tell which cards to keep. What the coach throws instead is
        not said: that would be the answer."""
        if reason.startswith("Yours throws "):
            return ""
        kept = [card for card in discards if card not in self.grades.best]
        if not kept:
            return ""
        return " The coach keeps %s, which you throw." % _named(kept)

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
        # Ties broken by the cards: MicroPython's sort is not stable (two exchanges of equal
        # value came out in either order).
        data["values"] = [[format_cards(key), self.grades.values[key] / 100.0]
                          for key in sorted(self.grades.values, key=lambda key: (-self.grades.values[key], key))]
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
