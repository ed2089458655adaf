"""The game interface every reader uses: one state machine per game, one shape for all.

Glossary:
    state:   everything that can change during a game, kept as immutable values in one
             list (the state vector), so that saving it for undo or copying it is a
             single cheap tuple or list copy, never a replay.
    action:  one choice of the player to act (an ``actions`` value, or its notation).
    verify / can / do: raise the reason an action is illegal / say whether it is legal /
             apply it. An illegal action raises an ``IllegalActionError`` and leaves the
             state exactly as it was.
    undo:    take back the last action, restoring the previous state exactly.
    view:    what one seat may know, and nothing more (see ``view``).

A game subclasses ``GameState`` and provides ``_plan(action)`` (check the action, and
return a function that applies it), ``_advance()`` (decide the phase and who acts),
``legal_actions()`` and ``view(seat)``. ``Deal`` (two-player Rubicon Piquet) is one;
the three- and four-seat games are siblings that share cards, combinations,
declarations and scoring with it, not special cases inside it.
"""

from .errors import IllegalActionError, WrongTurnError
from .events import Move
from .seats import seat_name

OVER = "over"

# Slots of the state vector every game has; a subclass numbers its own from FIRST_FREE.
PHASE, TO_ACT, HISTORY, LOG, MARKS = range(5)
FIRST_FREE = 5


# ----- chains: growing records kept as persistent cells -----------------------------------
# A record that only grows during a game (the log, the history, the tricks, the score
# events) can be kept as a chain of cells ``(previous cell, length, fields...)`` that
# starts at ``EMPTY``. Appending builds one small tuple, whatever the length, and the
# state vector's copies (undo, ``copy``) share every cell, where a tuple of entries would
# be copied whole at each append. Readers get a tuple, made by ``chain_tuple`` when first
# asked and kept by the game, so reading it again costs nothing and reading after a few
# more moves makes only the new entries. ``Deal`` keeps its records this way.

EMPTY = (None, 0)


def chain_tuple(cell, cached, make):
    """``(cell, entries)``: the entries of the chain ending at ``cell``, oldest first, each
    ``make(its cell)``. ``cached`` is an earlier answer for a chain of the same game, or
    None: when its chain leads to this one only the newer cells are made; when this one
    leads to it (after an undo), the answer is a slice of it."""
    length = cell[1]
    if cached is not None:
        old_cell, old = cached
        if old_cell is cell:
            return cached
        if cell[0] is old_cell:  # one entry more: a reader that follows the game move by move
            return cell, old + (make(cell),)
        old_length = old_cell[1]
        if length < old_length:
            at = old_cell
            while at[1] > length:
                at = at[0]
            if at is cell:
                return cell, old[:length]
        else:
            newer = []
            at = cell
            while at[1] > old_length:
                newer.append(make(at))
                at = at[0]
            if at is old_cell:
                newer.reverse()
                return cell, old + tuple(newer)
            while at[1]:  # another branch: make the rest too
                newer.append(make(at))
                at = at[0]
            newer.reverse()
            return cell, tuple(newer)
    entries = []
    at = cell
    while at[1]:
        entries.append(make(at))
        at = at[0]
    entries.reverse()
    return cell, tuple(entries)


class GameState:
    """One game in progress. Public members are read-only views of the state vector."""

    __slots__ = ("_s", "_undo", "_rules", "_seed", "title", "annotations")

    def _init_state(self, rules, seed, size):
        self._rules = rules
        self._seed = seed
        self._s = [None] * size
        self._s[HISTORY] = ()
        self._s[LOG] = ()
        self._s[MARKS] = ()
        self._undo = []
        self.title = None          # record metadata: not part of the game state
        self.annotations = {}      # move number -> comment, from a deal record
        return self._s

    # ----- what every game reports ------------------------------------------------------

    @property
    def rules(self):
        return self._rules

    @property
    def seed(self):
        return self._seed

    @property
    def phase(self):
        return self._s[PHASE]

    @property
    def to_act(self):
        """The seat to act, or None when the game is over."""
        return self._s[TO_ACT]

    @property
    def is_over(self):
        return self._s[PHASE] == OVER

    @property
    def history(self):
        """Every action taken, as ``Move(seat, action)``, in order."""
        return self._s[HISTORY]

    @property
    def log(self):
        """Every public event (``events`` namedtuples), in the order said."""
        return self._s[LOG]

    @property
    def marks(self):
        """``len(log)`` after each move: the log entries move ``i`` caused are
        ``log[marks[i-1]:marks[i]]``."""
        return self._s[MARKS]

    # ----- verify / can / do / undo ------------------------------------------------------

    def verify(self, action, seat=None):
        """Raise ``IllegalActionError`` with the reason if ``action`` is not legal now.

        Returns the plan ``do`` would carry out. ``seat``, if given, must be the one to act.
        """
        if isinstance(action, str):
            action = self.parse_action(action)
        s = self._s
        if s[PHASE] == OVER:
            raise WrongTurnError("the deal is over")
        if seat is not None and seat != s[TO_ACT]:
            raise WrongTurnError("it is %s's turn, not %s's" % (self.seat_name(s[TO_ACT]), self.seat_name(seat)))
        return self._plan(action)

    def can(self, action, seat=None):
        try:
            self.verify(action, seat)
        except IllegalActionError:
            return False
        return True

    def do(self, action, seat=None):
        """Apply a legal action; an illegal one raises and changes nothing."""
        if type(action) is str:
            action = self.parse_action(action)
        s = self._s
        actor = s[TO_ACT]
        if s[PHASE] == OVER:
            raise WrongTurnError("the deal is over")
        if seat is not None and seat != actor:
            raise WrongTurnError("it is %s's turn, not %s's" % (self.seat_name(actor), self.seat_name(seat)))
        plan = self._plan(action)  # the checks of verify(), inlined: this is the hot path
        saved = tuple(s)
        try:
            plan()
            s[HISTORY] = s[HISTORY] + (Move(actor, self._canonical(action)),)
            s[MARKS] = s[MARKS] + (len(s[LOG]),)
            self._advance()
        except BaseException:
            self._s = list(saved)  # a failure half-way must not leave a corrupt state
            raise
        self._undo.append(saved)
        return self

    def undo(self):
        """Take back the last action; the state is restored exactly, without replaying."""
        if not self._undo:
            raise IllegalActionError("there is nothing to undo")
        self._s = list(self._undo.pop())
        return self

    @property
    def can_undo(self):
        return bool(self._undo)

    def copy(self):
        """An independent copy (sharing only immutable values): cheap at any point."""
        other = object.__new__(self.__class__)  # no __init__: every field is set below
        other._s = list(self._s)
        other._undo = list(self._undo)
        other._rules = self._rules
        other._seed = self._seed
        other.title = self.title
        other.annotations = dict(self.annotations)
        return other

    # ----- to be provided by each game -----------------------------------------------------

    def seat_name(self, seat):
        return seat_name(seat)

    def parse_action(self, text):
        raise NotImplementedError

    def _canonical(self, action):
        return action

    def _plan(self, action):
        raise NotImplementedError

    def _advance(self):
        raise NotImplementedError

    def legal_actions(self):
        raise NotImplementedError

    def view(self, seat):
        raise NotImplementedError
