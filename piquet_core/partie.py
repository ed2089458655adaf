"""The partie: six deals (or four), dealing in turn, and the settlement at the end.

Glossary:
    partie:    the whole game. Six deals, three each; the higher total wins.
    rubicon:   if the loser has under 100, he is rubiconed: the winner scores both
               totals plus 100. Otherwise the winner scores the difference plus 100.
    tie:       equal after six deals: one more deal each; still equal, a draw. Under
               ``ties_play_on`` (CardParade, seed 001) the partie goes on by two deals
               while the totals are equal after the sixth, eighth, tenth... deal.
    four_deal: four deals, the first and last counting double.
    hundred_up: the first to reach 100 wins, checked as the scores are made.
    cut:       before the first deal each player cuts a card; the lower deals first.
    game points: Piquet à Écrire settles a session of many players by the sum of each
               player's differences with every other player's total.

>>> settle_partie(134, 95)
{'winner': 0, 'points': 329, 'rubiconed': True, 'draw': False}
>>> settle_partie(150, 120)
{'winner': 0, 'points': 130, 'rubiconed': False, 'draw': False}
"""

from .cards import PACK
from .deal import Deal
from .errors import IllegalActionError
from .prng import derive_seed  # noqa: F401 (kept here for its readers; it lives in prng)
from .rules import DEFAULT_RULES


def settle_partie(total_a, total_b, rules=DEFAULT_RULES):
    """What the winner of a finished partie scores. Players are 0 and 1 (not elder/younger)."""
    if total_a == total_b:
        return {"winner": None, "points": 0, "rubiconed": False, "draw": True}
    winner = 0 if total_a > total_b else 1
    high, low = max(total_a, total_b), min(total_a, total_b)
    if low < rules.rubicon:
        points = high + low + rules.game_bonus
        rubiconed = True
    else:
        points = high - low + rules.game_bonus
        rubiconed = False
    return {"winner": winner, "points": points, "rubiconed": rubiconed, "draw": False}


def game_points(totals):
    """Piquet à Écrire's settlement: each player's game points, the sum of his differences
    with every other player's total (N × his total minus the sum of all totals).

    >>> game_points((120, 80, 95))
    (65, -55, -10)
    """
    whole = sum(totals)
    return tuple(len(totals) * total - whole for total in totals)


def cut_dealer(first, second):
    """Who deals first from the cards cut by players 0 and 1: the lower rank (RULES.md §1);
    None for equal ranks, which cut again.

    >>> from piquet_core.cards import Card
    >>> cut_dealer(Card.parse("9H"), Card.parse("KC")), cut_dealer(Card.parse("AS"), Card.parse("AD"))
    (0, None)
    """
    if first.rank == second.rank:
        return None
    return 0 if first.rank < second.rank else 1


def dealer_of(first_dealer, index):
    """Who deals the deal ``index`` (0: the first) of a partie ``first_dealer`` began: the
    deal alternates (RULES.md §1).

    >>> [dealer_of(1, index) for index in range(4)]
    [1, 0, 1, 0]
    """
    return (first_dealer + index) % 2


def cut_for_deal(rng):
    """Both players cut a card; the lower rank deals first; equal ranks cut again.

    Returns (first dealer 0 or 1, the cuts as a list of card pairs).
    """
    cuts = []
    while True:
        first, second = rng.sample(PACK, 2)
        cuts.append((first, second))
        dealer = cut_dealer(first, second)
        if dealer is not None:
            return dealer, cuts


def first_to_hundred(totals, events, dealer, factor=1):
    """(player, event, his total) of the first score event (in reckoning order, RULES.md
    §10) that takes a player's partie total to 100 or more, from ``totals`` before the
    deal; None if none does. ``events`` are the deal's ``ScoreEvent``s (player 0: elder)."""
    running = list(totals)
    for event in events:
        owner = 1 - dealer if event.player == 0 else dealer
        running[owner] += factor * event.points
        if running[owner] >= 100:
            return owner, event, running[owner]
    return None


class Partie:
    """A partie between players 0 and 1; deals alternate, starting with ``first_dealer``.

    ``new_deal(seed)`` starts the next deal; ``deal_finished(deal)`` adds its totals.
    Players' totals are in ``totals`` (by player, not by role).
    """

    def __init__(self, first_dealer=0, rules=DEFAULT_RULES):
        if first_dealer not in (0, 1):
            raise IllegalActionError("the first dealer is player 0 or 1")
        self.rules = rules
        self.first_dealer = first_dealer
        self.deals = []        # finished deals: (dealer, elder total, younger total)
        self.totals = [0, 0]
        self.current = None
        self.winner = None     # hundred_up: the first to reach 100
        self.reached = None    # hundred_up: (deal number from 1, the ScoreEvent that took him there, his total)

    @property
    def dealer(self):
        return dealer_of(self.first_dealer, len(self.deals))

    @property
    def is_over(self):
        if self.rules.hundred_up:
            return self.winner is not None
        played, base = len(self.deals), self.rules.deals_per_partie
        if played < base:
            return False
        if played == base:
            return self.totals[0] != self.totals[1]
        if self.rules.ties_play_on:  # two more deals while tied, with no end but a winner
            return (played - base) % 2 == 0 and self.totals[0] != self.totals[1]
        return played >= base + 2  # the tie rule: one more deal each, then a draw

    def new_deal(self, seed):
        if self.is_over:
            raise IllegalActionError("the partie is over")
        if self.current is not None and not self.current.is_over:
            raise IllegalActionError("finish the current deal first")
        self.current = Deal.from_seed(seed, self.rules)
        return self.current

    def deal_finished(self, deal=None):
        deal = deal or self.current
        if deal is None or not deal.is_over:
            raise IllegalActionError("the deal is not over")
        dealer = self.dealer
        elder_player = 1 - dealer
        factor = 2 if len(self.deals) in self.rules.doubled_deals else 1
        elder_total, younger_total = deal.totals
        if self.rules.hundred_up and self.winner is None:
            found = first_to_hundred(self.totals, deal.reckoned_events, dealer, factor)
            if found is not None:
                self.winner = found[0]
                self.reached = (len(self.deals) + 1, found[1], found[2])
        self.totals[elder_player] += factor * elder_total
        self.totals[dealer] += factor * younger_total
        self.deals.append((dealer, elder_total, younger_total))
        self.current = None

    def race(self, deal):
        """Under ``hundred_up``, during ``deal`` (this partie's next): (player, the ScoreEvent
        that took him to 100, his partie total then) as soon as the race is decided, else
        None. Not before younger has stated his declarations: they are reckoned before
        elder's, and saying who won first would tell elder what younger holds."""
        if not self.rules.hundred_up or self.winner is not None or deal.pending:
            return None
        factor = 2 if len(self.deals) in self.rules.doubled_deals else 1
        return first_to_hundred(self.totals, deal.reckoned_events, self.dealer, factor)

    def result(self):
        if not self.is_over:
            return None
        if self.rules.hundred_up:
            return {"winner": self.winner, "points": self.totals[self.winner], "rubiconed": False, "draw": False}
        return settle_partie(self.totals[0], self.totals[1], self.rules)
