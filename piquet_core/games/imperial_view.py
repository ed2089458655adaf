"""What one player of an Imperial game knows, and nothing more; and the game in words.

Glossary:
    view:      the player's own cards (now and as dealt), the turn-up, what was said
               and shown (declared imperials name their cards; the point is heard as a
               total; cards asked for are shown), the cards played, and the chips.
               Never the opponent's hand or the seven cards left face down.
    heard:     a ``PointCalled`` or ``PointAnswered`` of the opponent appears with its
               total only (``cards`` None), as "Point of thirty-one" is said aloud.
    known:     the opponent's cards this player has seen still in his hand: shown on
               request, named in an imperial, or taken in a swap (the turn-up was
               face up for both).

>>> from piquet_core.games.imperial import Imperial
>>> view = Imperial(4).view(0)
>>> view.seat_name, len(view.hand), view.turnup.code, view.other_hand_size, view.legal_actions()
('player 1', 12, 'TC', 12, [])
"""

from ..actions import canonical as engine_canonical
from ..cards import TEN, display_sorted
from ..errors import PiquetError
from ..events import Played, Proved
from ..speech import capitalize, number_words
from .imperial_events import (
    PLAYER_NAMES, Asked, DealBegun, chip_count, Declared, GameWon, Gained, PointAnswered, PointCalled, Returned, Swapped,
    Traded, TrickWon,
)
from .imperial_rules import BLANCHE, HONOUR_RANKS, KIND_NAMES, format_groups


def masked_log(log, seat):
    """The log as ``seat`` heard it: the opponent's point calls and answers as totals."""
    out = []
    for entry in log:
        kind = type(entry)
        if kind is PointCalled and entry.seat != seat:
            entry = PointCalled(entry.seat, entry.total, None)
        elif kind is PointAnswered and entry.seat != seat:
            entry = PointAnswered(entry.seat, entry.answer, entry.total, None)
        out.append(entry)
    return tuple(out)


def chips_words(red, white):
    """The chips in words: one red chip and two white chips, or no chips ("nothing" read,
    by a seat's "12 cards, 0 tricks, nothing", as nothing to do)."""
    parts = [chip_count(count, colour) for count, colour in ((red, "red"), (white, "white")) if count]
    return " and ".join(parts) or "no chips"


def _no_honour(turnup):
    """Why a turn-up gives no chip, when it gives none (an honour's chip is its own line).
    The ten is named: the source lists it among the honours once (docs/variants.md)."""
    if turnup.rank in HONOUR_RANKS:
        return ""
    if turnup.rank == TEN:
        return "; a ten is not an honour here (the lesson on Imperial says why), so no chip"
    return "; not an honour, so no chip"


def line_text(entry):
    """One log entry in words."""
    kind = type(entry)
    name = capitalize(PLAYER_NAMES[entry.seat]) if entry.seat is not None else ""
    if kind is DealBegun:
        return "Deal %d: %s deals; the %s is turned up: %s are trumps%s." % (
            entry.number, PLAYER_NAMES[entry.seat], entry.turnup.name, entry.turnup.name.split(" of ")[1],
            _no_honour(entry.turnup))
    if kind is Swapped:
        if entry.seven is None:
            return "%s: No swap." % name
        return "%s swaps the %s for the %s." % (name, entry.seven.name, entry.card.name)
    if kind is Declared:
        if entry.kind == BLANCHE:
            return "%s: %s" % (name, "Imperiale blanche!" if entry.claim else "No blanche.")
        if not entry.groups:
            return "%s: No %s." % (name, KIND_NAMES[entry.kind])
        return "%s: %s, %s." % (name, capitalize(KIND_NAMES[entry.kind]), format_groups(entry.groups))
    if kind is PointCalled:
        if entry.total is None:
            return "%s: No point." % name
        return "%s: Point of %s%s." % (name, number_words(entry.total), _cards(entry.cards))
    if kind is PointAnswered:
        if entry.total is None:
            return "%s: Good." % name
        return "%s: Not good: %s%s." % (name, number_words(entry.total), _cards(entry.cards))
    if kind is Asked:
        return "%s: %s" % (name, "Show me." if entry.ask else "I take your word.")
    if kind is Proved:
        return "%s shows %s." % (name, " ".join(card.code for card in entry.cards))
    if kind is Played:
        return "%s %s the %s." % (name, "leads" if entry.lead else "plays", entry.card.name)
    if kind is TrickWon:
        return "%s wins the trick." % name
    if kind is Gained:
        return "%s takes %s: %s." % (name, chips_words(entry.red, entry.white), entry.reason)
    if kind is Traded:
        # (said after the chips taken, it read as nine whites held, then six traded: a walk-through)
        return "%s trades six white chips for a red, as the sixth comes in." % name
    if kind is Returned:
        return "%s's %s %s back to the pool." % (name, chips_words(0, entry.white), "goes" if entry.white == 1 else "go")
    if kind is GameWon:
        return "%s has five red chips and wins the game." % name
    return str(entry)


def _cards(cards):
    return " (%s)" % " ".join(card.code for card in cards) if cards else ""


def transcript_lines(game, seat=None):
    """The game in words, as ``seat`` heard it (None: everything, for the record's reader)."""
    log = game.log if seat is None else masked_log(game.log, seat)
    return [line_text(entry) for entry in log]


class ImperialView:
    """One player's observation of an ``Imperial`` game: read-only attributes."""

    def __init__(self, game, seat):
        if seat not in (0, 1):
            raise PiquetError("a player of Imperial is 0 (player 1) or 1 (player 2), got %r" % (seat,))
        self._game = game.copy()  # a snapshot: later moves do not change this view
        other = 1 - seat
        self.seat, self.seat_name = seat, PLAYER_NAMES[seat]
        self.rules = game.rules
        self.ranking = game.ranking
        self.phase, self.to_act = game.phase, game.to_act
        self.step = game.step
        self.deal_number, self.dealer = game.deal_number, game.dealer
        self.turnup, self.trump = game.turnup, game.trump
        self.hand = game.hands[seat]
        self.dealt = display_sorted(game.dealt[seat])
        self.other_hand_size = len(game.hands[other])
        self.known_in_hand = tuple(card for card in game.shown[other] if card in game.hands[other])
        if game.swapped == other and game.turnup_dealt in game.hands[other]:  # it was face up
            self.known_in_hand = display_sorted(self.known_in_hand + (game.turnup_dealt,))
        self.shown = game.shown[other]
        self.tricks, self.current, self.leader = game.tricks, game.current, game.leader
        self.chips, self.winner = game.chips, game.winner
        self.events = game.events
        self.log = masked_log(game.log, seat)

    @property
    def my_turn(self):
        return self.to_act == self.seat

    def exchange_limits(self):
        """None: Imperial has no exchange (for players written for Rubicon views)."""
        return None

    def legal_actions(self):
        """The player's legal actions when it is his turn, else []."""
        if self._game.to_act != self.seat:
            return []
        return self._game.legal_actions()

    def legal_cards(self):
        if self._game.to_act != self.seat:
            return []
        return self._game.legal_cards()

    def can(self, action):
        return self._game.to_act == self.seat and self._game.can(action, self.seat)

    def transcript(self):
        return transcript_lines(self._game, self.seat)

    def to_dict(self):
        """The plain-data observation (JSON for pages and tests)."""
        codes = lambda cards: [card.code for card in cards]  # noqa: E731
        return {
            "game": "imperial", "ranking": self.ranking, "you": self.seat_name, "phase": self.phase,
            "to_act": None if self.to_act is None else PLAYER_NAMES[self.to_act],
            "deal": self.deal_number + 1, "dealer": PLAYER_NAMES[self.dealer],
            "turnup": self.turnup.code, "hand": codes(self.hand), "dealt": codes(self.dealt),
            "opponent": {"hand_size": self.other_hand_size, "shown": codes(self.shown),
                         "known_in_hand": codes(self.known_in_hand)},
            "tricks": [{"leader": PLAYER_NAMES[t.leader], "cards": [t.led.code, t.followed.code],
                        "winner": PLAYER_NAMES[t.winner]} for t in self.tricks],
            "current_trick": codes(self.current),
            "chips": {PLAYER_NAMES[s]: {"red": self.chips[s][0], "white": self.chips[s][1]} for s in (0, 1)},
            "winner": None if self.winner is None else PLAYER_NAMES[self.winner],
            "events": [event.to_dict() for event in self.events],
            "transcript": self.transcript(),
            "legal": [str(engine_canonical(action)) for action in self.legal_actions()],
        }


def replay_text(game, as_json=False):
    """What ``replay`` prints for an Imperial game: the whole game in words and the
    chips (``as_json``: the chip events and the result, as JSON text)."""
    if as_json:
        import json
        return json.dumps({"events": [event.to_dict() for event in game.events], "result": game.result()})
    out = transcript_lines(game)
    chips = game.chips
    out += ["", "Chips: %s%s" % (", ".join("%s %d red %d white" % (PLAYER_NAMES[s], chips[s][0], chips[s][1])
                                          for s in (0, 1)), "" if game.is_over else " (unfinished)")]
    if game.is_over:
        out.append("Winner: %s" % PLAYER_NAMES[game.winner])
    return "\n".join(out)
