"""Every error the engine raises: one ``ValueError`` subclass per cause.

Callers catch ``PiquetError`` (or plain ``ValueError``) for any bad input; the
subclass says which kind of mistake it was, and the message says what and where.
"""


def clipped(text, limit=24):
    """Text the learner typed, as an error message quotes it: cut after ``limit - 4``
    characters when longer than ``limit``, with its length (a 3,000-character answer quoted
    whole made a box taller than the screen).

    >>> clipped("12345"), clipped("x" * 30)
    ('12345', 'xxxxxxxxxxxxxxxxxxxx... (30 characters)')
    """
    return text if len(text) <= limit else text[:limit - 4] + "... (%d characters)" % len(text)


class PiquetError(ValueError):
    """Base class of every error the engine raises for bad input."""


class NotationError(PiquetError):
    """Text that does not spell a card, a hand or an action.

    ``token`` is the offending piece of text (or None), ``reason`` why it is wrong.
    """

    def __init__(self, token, reason):
        self.token = token
        self.reason = reason
        if token is None:
            super().__init__(reason)
        else:
            super().__init__("%r: %s" % (token, reason))


class UnknownRankError(NotationError):
    """A card whose rank is not one of A K Q J 10 9 8 7."""


class UnknownSuitError(NotationError):
    """A card whose suit is not one of S H D C (or ♠ ♥ ♦ ♣)."""


class DuplicateCardError(NotationError):
    """The same card written twice in one hand or pack."""


class WrongCountError(NotationError):
    """A hand with the wrong number of cards."""


class IllegalActionError(PiquetError):
    """An action the rules do not allow now; the deal is left unchanged."""


class WrongTurnError(IllegalActionError):
    """An action by the player who is not to act, or in the wrong phase."""


class CardNotHeldError(IllegalActionError):
    """A card discarded, called or played that the player does not hold."""


class FollowSuitError(IllegalActionError):
    """A card of another suit played by a player who holds the suit led."""


class ExchangeError(IllegalActionError):
    """An exchange the rules do not allow: too many or too few cards, a refused option."""


class DeclarationError(IllegalActionError):
    """A call or answer the rules do not allow: not a combination, not higher, not equal."""


class RecordError(PiquetError):
    """A damaged or inconsistent deal record; names the line (and the move on it, when
    the move itself is refused: a record's moves are numbered apart from its lines) and
    the problem.

    >>> str(RecordError(17, "younger does not hold 7S", move=12))
    'line 17 (move 12): younger does not hold 7S'
    """

    def __init__(self, line, reason, move=None):
        self.line = line
        self.reason = reason
        self.move = move
        if line is None:
            super().__init__(reason)
        elif move is None:
            super().__init__("line %d: %s" % (line, reason))
        else:
            super().__init__("line %d (move %d): %s" % (line, move, reason))


class SeedError(PiquetError):
    """A seed that is not a whole number from 0 to ``prng.MAX_SEED``."""


class RulesError(PiquetError):
    """An unknown or inconsistent rule variant."""


class UnknownGameError(PiquetError):
    """A game name the engine does not know (``piquet_core.games.GAME_NAMES``)."""
