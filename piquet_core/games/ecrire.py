"""Piquet à Écrire: a session of three or more players, each dealing two deals of
two-player Piquet, with a running total per player and game points at the end.

Glossary:
    session:     the whole game. Each player deals in turn, clockwise from player 1:
                 first a deal against the player on his left, then one against the
                 player on his right. With N players that is 2N deals.
    deal:        an ordinary two-player deal (``Deal``) under the session's rules: the
                 dealer is younger, his opponent elder. Everything inside a deal (carte
                 blanche, pique, repique, capot, the play) is Rubicon Piquet unchanged.
    running total: a player's points over every deal he has played, as the score sheet
                 shows them (the deal in progress counts what it has announced so far).
    game points: at the end, each player adds the difference between his total and each
                 other player's: N × his total minus the sum of all totals. The highest
                 wins; equal highest share the win (a draw between them).

The session is a state machine on the same interface as a deal (``seats``, ``phase``,
``to_act``, ``legal_actions``, ``verify`` / ``can`` / ``do``, ``undo``, ``copy``,
``view``), so the two-player computer players play it unchanged: a seat's view is its
view of the deal it is playing (see ``view``). A finished deal starts the next one at
once; ``undo`` steps back across that boundary. Decisions: docs/variants.md.

>>> session = Ecrire.from_seed(4, players=3)
>>> session.schedule
((0, 1), (0, 2), (1, 2), (1, 0), (2, 0), (2, 1))
>>> session.seat_name(session.to_act), session.phase
('player 2', 'exchange')
>>> Ecrire.from_seed(4, players=2)
Traceback (most recent call last):
...
piquet_core.errors.IllegalActionError: Piquet à Écrire needs 3 to 8 players, not 2
"""

from ..deal import Deal
from ..errors import IllegalActionError, RulesError, WrongTurnError
from ..events import Move
from ..partie import derive_seed, game_points
from ..rules import DEFAULT_RULES
from ..seats import ELDER, YOUNGER

MIN_PLAYERS, MAX_PLAYERS = 3, 8
OVER = "over"
# Variants that change the partie, not the deal: a session has no partie to change.
_PARTIE_VARIANTS = ("four_deal", "hundred_up")


def check_players(count):
    if type(count) is not int or not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise IllegalActionError("Piquet à Écrire needs %d to %d players, not %s" % (MIN_PLAYERS, MAX_PLAYERS, count))
    return count


def check_session_rules(rules):
    """The session's rules: any two-player deal variant, none that changes the partie."""
    for name in _PARTIE_VARIANTS:
        if name in rules.names():
            raise RulesError("%s changes the partie; Piquet à Écrire plays a session of single deals" % name)
    return rules


def session_schedule(players):
    """(dealer, opponent) of every deal: each player in turn deals to his left, then
    to his right (seats numbered clockwise, so the left is the next seat)."""
    deals = []
    for dealer in range(players):
        deals.append((dealer, (dealer + 1) % players))
        deals.append((dealer, (dealer - 1) % players))
    return tuple(deals)


class Ecrire:
    """A session of Piquet à Écrire, from the first deal to the score sheet."""

    __slots__ = ("_players", "_seed", "_rules", "_deals", "title", "annotations")
    game = "ecrire"

    def __init__(self, players=3, seed=0, rules=DEFAULT_RULES):
        self._players = check_players(players)
        self._rules = check_session_rules(rules)
        self._seed = seed
        self._deals = [self._new_deal(0)]
        self.title = None
        self.annotations = {}

    @classmethod
    def from_seed(cls, seed, players=3, rules=DEFAULT_RULES):
        return cls(players, seed, rules)

    def _new_deal(self, number):
        return Deal.from_seed(derive_seed(self._seed, number), self._rules)

    def copy(self):
        other = object.__new__(Ecrire)
        other._players = self._players
        other._seed = self._seed
        other._rules = self._rules
        other._deals = [deal.copy() for deal in self._deals]
        other.title = self.title
        other.annotations = dict(self.annotations)
        return other

    # ----- the public, read-only state ----------------------------------------------------

    @property
    def players(self):
        return self._players

    @property
    def seats(self):
        return tuple(range(self._players))

    @property
    def seed(self):
        return self._seed

    @property
    def rules(self):
        return self._rules

    @property
    def schedule(self):
        return session_schedule(self._players)

    def seat_name(self, seat):
        return "player %d" % (seat + 1)

    @property
    def deal_number(self):
        """The deal in progress (or the last one), counted from 0."""
        return len(self._deals) - 1

    @property
    def current(self):
        """A copy of the deal in progress (or of the last deal): changing it changes nothing here."""
        return self._deals[-1].copy()

    def deal(self, number):
        """A copy of deal ``number`` (counted from 0) as played so far."""
        if type(number) is not int or not 0 <= number < len(self._deals):
            raise IndexError("no deal %r in this session yet (0 to %d)" % (number, len(self._deals) - 1))
        return self._deals[number].copy()

    def annotate(self, number, move, note):
        """Keep a record's comment on move ``move`` (from 1) of deal ``number``."""
        self._deals[number].annotations[move] = note

    def role_seats(self, number=None):
        """(elder's seat, younger's seat) of deal ``number`` (default: the current one)."""
        dealer, opponent = self.schedule[self.deal_number if number is None else number]
        return opponent, dealer

    def role_of(self, seat):
        """ELDER or YOUNGER if ``seat`` plays the current deal, else None."""
        roles = self.role_seats()
        if seat == roles[ELDER]:
            return ELDER
        if seat == roles[YOUNGER]:
            return YOUNGER
        return None

    @property
    def is_over(self):
        return len(self._deals) == 2 * self._players and self._deals[-1].is_over

    @property
    def phase(self):
        return OVER if self.is_over else self._deals[-1].phase

    @property
    def to_act(self):
        if self.is_over:
            return None
        return self.role_seats()[self._deals[-1].to_act]

    @property
    def history(self):
        """Every action of the session as ``Move(seat, action)``, seats being players."""
        moves = []
        for number, deal in enumerate(self._deals):
            roles = self.role_seats(number)
            moves.extend(Move(roles[move.seat], move.action) for move in deal.history)
        return tuple(moves)

    @property
    def totals(self):
        """Each player's running total (the deal in progress counts what it has announced)."""
        totals = [0] * self._players
        for number, deal in enumerate(self._deals):
            roles = self.role_seats(number)
            deal_totals = deal.totals
            totals[roles[ELDER]] += deal_totals[ELDER]
            totals[roles[YOUNGER]] += deal_totals[YOUNGER]
        return tuple(totals)

    def sheet(self):
        """The score sheet: one row per deal begun, and the totals.

        Rows are ``(number, dealer, opponent, {seat: points}, finished)``."""
        rows = []
        for number, deal in enumerate(self._deals):
            elder, younger = self.role_seats(number)
            deal_totals = deal.totals
            rows.append((number, younger, elder, {elder: deal_totals[ELDER], younger: deal_totals[YOUNGER]},
                         deal.is_over))
        return {"rows": tuple(rows), "totals": self.totals, "deals": 2 * self._players}

    def result(self):
        """The session's outcome as plain data (also the command line's JSON)."""
        totals = self.totals
        points = game_points(totals)
        best = max(points)
        winners = [self.seat_name(seat) for seat in self.seats if points[seat] == best]
        names = [self.seat_name(seat) for seat in self.seats]
        return {
            "players": self._players,
            "deals_played": sum(1 for deal in self._deals if deal.is_over),
            "totals": dict(zip(names, totals)),
            "game_points": dict(zip(names, points)),
            "winners": winners if self.is_over else None,
            "over": self.is_over,
        }

    # ----- verify / can / do / undo --------------------------------------------------------

    def parse_action(self, text):
        return self._deals[-1].parse_action(text)

    def _check_turn(self, seat):
        if self.is_over:
            raise WrongTurnError("the session is over")
        if seat is not None and seat != self.to_act:
            raise WrongTurnError("it is %s's turn, not %s's" % (self.seat_name(self.to_act), self.seat_name(seat)))

    def legal_actions(self):
        return () if self.is_over else self._deals[-1].legal_actions()

    def verify(self, action, seat=None):
        self._check_turn(seat)
        return self._deals[-1].verify(action)

    def can(self, action, seat=None):
        try:
            self.verify(action, seat)
        except IllegalActionError:
            return False
        return True

    def do(self, action, seat=None):
        """Apply a legal action of the player to act; a finished deal starts the next."""
        self._check_turn(seat)
        deal = self._deals[-1]
        deal.do(action)
        if deal.is_over and len(self._deals) < 2 * self._players:
            self._deals.append(self._new_deal(len(self._deals)))
        return self

    @property
    def can_undo(self):
        return len(self._deals) > 1 or self._deals[0].can_undo

    def undo(self):
        """Take back the last action, into the previous deal if this one has not begun."""
        if not self._deals[-1].can_undo:
            if len(self._deals) == 1:
                raise IllegalActionError("there is nothing to undo")
            self._deals.pop()
        self._deals[-1].undo()
        return self

    # ----- what one player may know ---------------------------------------------------------

    def view(self, seat):
        """The player's view of the deal he is playing: a two-player ``View`` (its seats
        are the roles: 0 elder, 1 younger), so every two-player computer player plays a
        session unchanged. A player sitting out this deal gets ``None``: he sees none of
        its cards. The score sheet is public: ``sheet()``."""
        if seat not in self.seats:
            raise IllegalActionError("no %r at a table of %d players" % (seat, self._players))
        role = self.role_of(seat)
        return None if role is None or self.is_over else self._deals[-1].view(role)
