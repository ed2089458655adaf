"""What one seat of a Piquet Normand deal knows, and nothing more.

Glossary:
    view:    the seat's own cards (as dealt, now, and for the dealer his discards and
             the stock he took), everything said and shown to the table (calls as
             figures, proofs, the cards played, the scores), and the sizes of the
             other hands. Never another seat's cards unless he showed them, the
             dealer's discards (to the others), or a stock nobody took.
    figure:  another seat's call appears in the log as the ``Figure`` he said ("point
             of five", "making forty-eight"), not as the cards it names; the cards
             appear only if he shows them (``Proved``).
    masking: a seat deciding whether to claim carte blanche is keeping a secret, so
             while he decides, every other seat's view shows the dealer's exchange
             about to begin, as when nobody has anything to decide.

>>> from piquet_core.games.normand import Normand
>>> view = Normand.from_seed(5).view(0)
>>> view.seat_name, len(view.hand), view.hand_sizes, view.legal_actions()
('first', 10, (10, 10, 10), [])
"""

from ..actions import canonical, parse_action
from ..cards import sort_key
from ..errors import PiquetError
from ..events import Called, SecondFigure
from ..transcript import transcript
from .common import heard
from .normand import CARTE_BLANCHE_PHASE, DEALER, EXCHANGE, PLAY, SEAT_NAMES, SEATS, exchanges


def _sorted(cards):
    return tuple(sorted(cards, key=sort_key))


def _codes(cards):
    return [card.code for card in _sorted(cards)]


def masked_log(log, seat):
    """The log as ``seat`` heard it: other seats' calls as figures, not cards."""
    out = []
    for entry in log:
        kind = type(entry)
        if kind is Called and entry.seat != seat and entry.combo is not None:
            entry = Called(entry.seat, entry.kind, heard(entry.combo))
        elif kind is SecondFigure and entry.seat != seat:
            entry = SecondFigure(entry.seat, entry.kind, heard(entry.combo, second=True))
        out.append(entry)
    return tuple(out)


class NormandView:
    """One seat's observation of a ``Normand`` deal: read-only attributes."""

    def __init__(self, game, seat):
        if seat not in SEATS:
            raise PiquetError("a seat of Piquet Normand is 0 (first), 1 (second) or 2 (dealer), got %r" % (seat,))
        self._game = game.copy()  # a snapshot: later moves do not change this view
        self.seat = seat
        self.seat_name = SEAT_NAMES[seat]
        self.rules = game.rules
        phase, to_act = game.phase, game.to_act
        self._masked = phase == CARTE_BLANCHE_PHASE and to_act != seat
        if self._masked:
            phase, to_act = EXCHANGE, DEALER  # another seat's secret decision must not show
        self.phase = phase
        self.to_act = to_act
        self.hand = game.hands[seat]
        self.dealt = _sorted(game.dealt[seat])
        mine = seat == DEALER
        self.discards = game.discards if mine else ()
        self.drawn = game.stock_dealt if mine and game.taken else ()
        self.taken = game.taken
        self.stock_size = len(game.stock)
        self.discard_count = len(game.discards)
        self.carte_blanche = game.carte_blanche[seat]
        self.hand_sizes = tuple(len(hand) for hand in game.hands)
        self.shown = tuple(game.shown[other] if other != seat else () for other in SEATS)
        self.known_in_hand = tuple(tuple(card for card in self.shown[other] if card in game.hands[other])
                                   for other in SEATS)
        self.tricks = game.tricks
        self.current = game.current
        self.leader = game.leader
        self.totals = game.totals
        self.bonus = game.bonus
        self.events = game.events
        self.log = masked_log(game.log, seat)

    @property
    def my_turn(self):
        return self.to_act == self.seat

    def exchange_limits(self):
        """None: the dealer's choices are few, so ``legal_actions`` lists them all."""
        return None

    def legal_actions(self):
        """The seat's legal actions when it is his turn, else []. While another seat
        decides on carte blanche, the dealer's view lists his exchanges, as it would."""
        if self._masked:
            return exchanges(self.hand) if self.seat == DEALER else []
        if self._game.to_act != self.seat:
            return []
        return self._game.legal_actions()

    def legal_cards(self):
        """In the play, the cards this seat may play when it is his turn (else []): the
        cards of ``legal_actions``, as ``View.legal_cards`` gives them."""
        if self._masked or self._game.to_act != self.seat or self._game.phase != PLAY:
            return []
        return [action.card for action in self._game.legal_actions()]

    def can(self, action):
        """Is ``action`` legal for this seat now, as far as he can know?"""
        if self._masked:
            if isinstance(action, str):
                action = parse_action(action)
            return canonical(action) in self.legal_actions()
        return self._game.to_act == self.seat and self._game.can(action, self.seat)

    def transcript(self):
        return transcript(self._game)

    def to_dict(self):
        """The plain-data observation (JSON for pages and tests)."""
        lines = [{"player": None if line.player is None else SEAT_NAMES[line.player], "text": line.text,
                  "note": line.note} for line in self.transcript()]
        return {
            "game": "normand",
            "you": self.seat_name,
            "phase": self.phase,
            "to_act": None if self.to_act is None else SEAT_NAMES[self.to_act],
            "hand": _codes(self.hand),
            "dealt": _codes(self.dealt),
            "discards": _codes(self.discards),
            "drawn": _codes(self.drawn),
            "stock": {"size": self.stock_size, "taken": self.taken, "discard_count": self.discard_count},
            "others": {SEAT_NAMES[other]: {"hand_size": self.hand_sizes[other], "shown": _codes(self.shown[other]),
                                           "known_in_hand": _codes(self.known_in_hand[other])}
                       for other in SEATS if other != self.seat},
            "tricks": [{"leader": SEAT_NAMES[t.leader], "cards": [card.code for card in t.cards],
                        "winner": SEAT_NAMES[t.winner]} for t in self.tricks],
            "current_trick": [card.code for card in self.current],
            "totals": {SEAT_NAMES[other]: self.totals[other] for other in SEATS},
            "bonus": None if self.bonus is None else {"player": SEAT_NAMES[self.bonus[0]], "kind": self.bonus[1]},
            "events": [event.to_dict(SEAT_NAMES) for event in self.events],
            "transcript": lines,
            "legal": [str(action) for action in self.legal_actions()],
        }
