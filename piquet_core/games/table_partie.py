"""A partie of a table game: a fixed number of deals among players who keep their places
while the deal passes clockwise (Piquet Normand's ``NormandPartie``, Piquet Voleur's
``VoleurPartie``).

Glossary:
    place:   where a player sits for the whole partie, 0 to N-1 clockwise. In each deal
             the seats (first, second, ..., dealer) are counted from that deal's dealer,
             so the seats move round the places deal by deal.
    holder:  who keeps a total in the partie: at Normand each place, at Voleur each
             partnership (places 0 and 2, 1 and 3). ``holder(index, dealer)`` says which
             holder a deal's total ``index`` (a seat's, or a side's) belongs to.
    deal seed: deal N (from 0) of a partie whose seed is S is shuffled with
             ``partie.derive_seed(S, N)`` (``seed_of``), as à Écrire's sessions are.

Plain classes: portable (CPython, Pyodide, MicroPython).
"""

from ..errors import IllegalActionError
from .common import seat_after, seats_from


class TablePartie:
    """The deals of a partie at fixed places. Subclasses give ``PLACES``, ``DEALS``,
    ``GAME`` (the game's name), ``game_class`` (with ``from_seed``), ``holder`` and the
    names of the holders (``holder_names``)."""

    PLACES = ()
    DEALS = 6
    GAME = ""
    holder_names = ()

    def __init__(self, first_dealer=None, seed=None):
        if first_dealer is None:
            first_dealer = self.PLACES[-1]
        if first_dealer not in self.PLACES:
            raise IllegalActionError("the first dealer is at place %s, not %r" % (
                _or_list([str(place) for place in self.PLACES]), first_dealer))
        self.first_dealer = first_dealer
        self.seed = seed  # the partie's seed, when its deals are shuffled from it
        self.title = None
        self.deals = []   # finished deals: (dealer's place, the deal's totals)
        self.games = []   # the finished deals themselves
        self.totals = [0] * len(self.holder_names)
        self.current = None

    @property
    def game(self):
        """What the record holds: "normand partie", "voleur partie"."""
        return self.GAME + " partie"

    @property
    def dealer(self):
        """The place of the next (or current) deal's dealer."""
        return seat_after(self.first_dealer, len(self.deals), len(self.PLACES))

    def places(self, dealer=None):
        """The places of a deal's seats, first seat first and the dealer last, for a deal
        dealt from ``dealer`` (default: the current one)."""
        dealer = self.dealer if dealer is None else dealer
        return seats_from(seat_after(dealer, 1, len(self.PLACES)), len(self.PLACES))

    def holder(self, index, dealer=None):
        """The partie total that a deal's total ``index`` adds to."""
        raise NotImplementedError

    @property
    def is_over(self):
        return len(self.deals) >= self.DEALS

    def seed_of(self, number):
        """The seed of deal ``number`` (from 0), derived from the partie's seed."""
        from ..prng import derive_seed
        return derive_seed(self.seed, number)

    def new_deal(self, seed=None):
        """Start the next deal, shuffled with ``seed`` (default: the partie's own deal seed)."""
        if self.is_over:
            raise IllegalActionError("the partie is over: %s deals have been played" % _words(self.DEALS))
        if self.current is not None and not self.current.is_over:
            raise IllegalActionError("finish the current deal first")
        if seed is None:
            if self.seed is None:
                raise IllegalActionError("give the deal's seed: this partie has no seed of its own")
            seed = self.seed_of(len(self.deals))
        self.current = self.game_class.from_seed(seed)
        return self.current

    def deal_finished(self, game=None):
        """Add a finished deal's totals to the holders at its places."""
        game = game or self.current
        if game is None or not game.is_over:
            raise IllegalActionError("the deal is not over")
        if self.is_over:
            raise IllegalActionError("the partie is over: %s deals have been played" % _words(self.DEALS))
        dealer = self.dealer
        for index in range(len(game.totals)):
            self.totals[self.holder(index, dealer)] += game.totals[index]
        self.deals.append((dealer, tuple(game.totals)))
        self.games.append(game)
        self.current = None

    def leaders(self):
        """The holders with the highest total (more than one on a tie)."""
        best = max(self.totals)
        return [index for index in range(len(self.totals)) if self.totals[index] == best]


def _words(n):
    from ..speech import number_words
    return number_words(n)


def _or_list(names):
    return ", ".join(names[:-1]) + " or " + names[-1]
