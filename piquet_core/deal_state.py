"""The layout of a ``Deal``'s state and the values its records are made of.

What the deal's modules share (``deal``, ``deal_exchange``, ``deal_declaration``,
``deal_play``): the phases, the slots of the state vector, ``ClassRecord``, the chains'
cells and the makers that turn them into public values, and the tables made once that
the play reads instead of building values per card. No behaviour of its own.

>>> NEW_CLASS.step == CALL and NEW_CLASS.changed(winner=1).winner
1
>>> with_seat((1, 2), 1, 5)
(1, 5)
"""

from collections import namedtuple

from .cards import CARD_TABLE
from .declarations import CALL
from .events import Announced, Move, Played, Trick
from .game import FIRST_FREE, OVER
from .scoring import ScoreEvent
from .seats import ELDER, TWO_SEATS, YOUNGER, opponent
from .tricks import card_scores


CARTE_BLANCHE_PHASE = "carte blanche"
EXCHANGE = "exchange"
TRUMPS = "trumps"  # the trump mode: elder names trumps after his exchange, if not before it
DECLARATION = "declaration"
PLAY = "play"
PHASES = (CARTE_BLANCHE_PHASE, EXCHANGE, TRUMPS, DECLARATION, PLAY, OVER)

# The deal's slots in the state vector (see game.py); every value is immutable. The
# growing records are chains (game.py): HISTORY (with the marks in its cells), LOG,
# TRICKS, EVENTS and RECKONING; MARKS is unused. See "The records" below.
(HANDS, TALON, DISCARDS, DRAWN, TALON_SEEN, EXPOSED, CARTE_BLANCHES, EXCHANGED, CLASS_RECORDS, CLASS_INDEX,
 TRICKS, CURRENT, LEADER, TOTALS, RECKONED, BONUS, EVENTS, PENDING, PENDING_LOG, KNOWN, DECLARED,
 RECKONING, TRUMP, ANNOUNCER) = range(FIRST_FREE, FIRST_FREE + 24)
SIZE = FIRST_FREE + 24


_RECORD_FIELDS = ("elder_call", "younger_call", "answers", "winner", "step")


class ClassRecord(namedtuple("ClassRecord", _RECORD_FIELDS)):
    """What happened in one declaration class so far.

    ``elder_call``: a tuple of combinations, () for "none", None before the call;
    ``younger_call``: what younger scores with, if he wins; ``answers``: younger's answers
    in order; ``winner``: ELDER, YOUNGER or None; ``step``: where the dialogue stands.
    """

    __slots__ = ()

    def changed(self, **changes):
        """A copy with some fields changed (MicroPython's namedtuple has no ``_replace``)."""
        get = changes.get
        return ClassRecord(get("elder_call", self[0]), get("younger_call", self[1]), get("answers", self[2]),
                           get("winner", self[3]), get("step", self[4]))


NEW_CLASS = ClassRecord(None, None, (), None, CALL)




_SCORING = {}


def scoring_cards(rules):
    """Whether a lead or win with each card scores under ``rules``, by suit * 8 + rank
    (computed once per rule set)."""
    entry = _SCORING.get(id(rules))
    if entry is None or entry[0] is not rules:
        if len(_SCORING) > 64:
            _SCORING.clear()
        entry = _SCORING[id(rules)] = (rules, tuple(bool(card_scores(card, rules)) for card in CARD_TABLE))
    return entry[1]


OTHER = (opponent(ELDER), opponent(YOUNGER))  # each seat's opponent, by seat (no call on the play path)


def with_seat(pair, seat, value):
    """``pair`` with ``seat``'s entry replaced (pairs are immutable)."""
    return (value, pair[1]) if seat == ELDER else (pair[0], value)




# Per suit, the test "is this card of the suit" (a set's own method: filtering a hand with it
# calls no Python function, where a list comprehension makes one; MicroPython has it too).
IN_SUIT = tuple(frozenset(CARD_TABLE[suit * 8:suit * 8 + 8]).__contains__ for suit in range(4))


# The trick in progress once each card is led (``CURRENT``), by suit * 8 + rank: made once.
LED = tuple((card,) for card in CARD_TABLE)


# What a lead or a win with each card says, by suit * 8 + rank (made once, not per card played).
LEAD_REASONS = tuple("leads the " + card.name for card in CARD_TABLE)
WIN_REASONS = tuple("wins with the " + card.name for card in CARD_TABLE)


# ----- the records ----------------------------------------------------------------------
# Cells of the chains (game.EMPTY, game.chain_tuple), each made into its public value
# only when a reader asks (the deal keeps the answer in ``_memo``):
#   HISTORY:   (previous, length, seat, action, len(log) after the move) -> Move, and a mark
#   LOG:       (previous, length, entry): a log entry, or a plain tuple (maker, fields...)
#              that ``maker`` turns into one (the score announcements and the dialogue);
#              a lead's or a win's point is (previous, length, score, announced_point),
#              the score tuple itself with no entry tuple around it (some 18 a deal)
#   TRICKS:    (previous, length, leader, led, followed, winner) -> Trick
#   EVENTS, RECKONING: (previous, length, score), a score being the plain tuple of a
#              ScoreEvent's fields -> ScoreEvent
# A random deal makes some 160 events, moves and tricks that nobody may read; a reader
# gets the same values as ever (tests/core/test_game_interface.py compares them all).
M_HISTORY, M_MARKS, M_LOG, M_TRICKS, M_EVENTS, M_RECKONING = range(6)
# The last declaration actions ``legal_actions`` listed: (the history cell they were
# listed at, the actions, the combinations each calls). The cell is the state's identity:
# a state at that very cell (the same one, an undo back to it, a copy of it) is the state
# they were listed for, so ``do`` applies one of them, the same object, unchecked.
M_OFFER = 6
MEMO_SIZE = 7


def move_of(cell):
    return Move(cell[2], cell[3])


def mark_of(cell):
    return cell[4]


def log_entry_of(cell):
    entry = cell[2]
    if len(cell) == 4:  # a lead's or a win's point: (previous, length, score, announced_point)
        return cell[3](entry)
    return entry[0](entry) if type(entry) is tuple else entry


def trick_of(cell):
    return Trick(cell[2], cell[3], cell[4], cell[5])


def score_of(cell):
    return ScoreEvent(*cell[2])


def announced(entry):
    """The ``Announced`` of a plain (maker, seat, scores, combo, carte_blanche)."""
    return Announced(entry[1], tuple([ScoreEvent(*score) for score in entry[2]]), entry[3], entry[4])


def announced_point(score):
    """The ``Announced`` of a lead's or a win's one point, from its plain score."""
    return Announced(score[0], (ScoreEvent(*score),), None, False)


def built(entry):
    """The log entry of a plain (maker, class, fields...)."""
    return entry[1](*entry[2:])


# Every Played entry there can be, made once: by seat, whether a lead, and suit * 8 + rank.
PLAYED = tuple(tuple(tuple(Played(seat, card, lead) for card in CARD_TABLE) for lead in (False, True))
                for seat in TWO_SEATS)
