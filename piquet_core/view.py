"""What one seat knows: an observation that never shows what he cannot see.

Glossary:
    view:      a seat's knowledge of the deal: his own hand and discards, the talon
               cards he drew or looked at, cards exposed to both, what was called and
               proved, the cards played, and the scores announced. Never the other
               hand, the other's discards, talon cards nobody showed him, or scores the
               other has won but not yet stated.
    trumps:    the trump suit once elder has named it (CardParade), shown to both; the
               three talon cards elder looks at when he names trumps before his
               exchange are in his ``talon_seen`` only.
    masking:   whether a player holds carte blanche is his secret until he claims it, so
               while the other seat decides whether to claim, this seat's view shows
               the exchange about to begin, exactly as when there is nothing to decide.

``View`` holds Card values for programs (the computer players decide from it alone);
``to_dict()`` is the plain-data form for pages and JSON.

>>> from piquet_core.deal import Deal
>>> view = Deal.from_seed(1).view(1)
>>> view.seat_name, len(view.hand), view.opponent_hand_size, view.legal_actions()
('younger', 12, 12, [])
>>> player_view(Deal.from_seed(1), 0)["exchange"]
{'fewest': 1, 'most': 5, 'option': 'look'}
"""

from .cards import display_sorted
from .errors import PiquetError
from .events import Exchanged
from .seats import ELDER, TWO_SEATS, YOUNGER, opponent, seat_name
from .transcript import transcript

CARTE_BLANCHE_PHASE, EXCHANGE = "carte blanche", "exchange"


_sorted = display_sorted
_DEALT = {}  # a hand as dealt -> the same in display order: every view of a deal asks for it


def _sorted_dealt(cards):
    found = _DEALT.get(cards)
    if found is None:
        if len(_DEALT) >= 64:
            _DEALT.clear()
        found = _DEALT[cards] = _sorted(cards)
    return found


def _codes(cards):
    return [card.code for card in _sorted(cards)]


class View:
    """One seat's observation of a ``Deal``: read-only attributes, all public knowledge
    plus the seat's own cards (see the module docstring)."""

    def __init__(self, deal, seat):
        if seat not in TWO_SEATS:
            raise PiquetError("a seat is 0 (elder) or 1 (younger), got %r" % (seat,))
        other = opponent(seat)
        self._deal = deal.copy()  # a snapshot: later moves do not change this view
        self.seat = seat
        self.seat_name = seat_name(seat)
        self.rules = deal.rules
        phase, to_act = deal.phase, deal.to_act
        if phase == CARTE_BLANCHE_PHASE and to_act != seat:
            # The other seat's carte blanche decision must not show: as if the exchange began.
            phase, to_act = EXCHANGE, (YOUNGER if deal.rules.dealer_exchanges_first else ELDER)
        self.phase = phase
        self.to_act = to_act
        hands, discards = deal.hands, deal.discards  # (each read once: players make a view a move)
        self.hand = hands[seat]
        self.dealt = _sorted_dealt(deal.dealt[seat])
        self.discards = discards[seat]
        self.drawn = deal.drawn[seat]
        self.talon_seen = deal.talon_seen[seat]
        self.exposed = deal.exposed
        self.talon_size = len(deal.talon)
        self.carte_blanche = deal.carte_blanche[seat]
        self.exchanged = deal.exchanged
        self.opponent_hand_size = len(hands[other])
        self.opponent_discard_count = len(discards[other])
        self.shown = deal.known[seat]
        self.proving = deal.proofs_of(seat)  # his own cards shown or to be shown as proofs (public)
        in_hand = set(hands[other])
        self.known_opponent = tuple(card for card in self.shown if card in in_hand)
        self.current = deal.current
        self.leader = deal.leader
        self.totals = deal.totals
        self.trumps = deal.trumps  # the trump suit's letter once named (CardParade), else None
        self.capot_announced = deal.capot_announced

    # The records, read from the snapshot when asked (a player that decides from the
    # hand alone never has them made).

    @property
    def tricks(self):
        return self._deal.tricks

    @property
    def events(self):
        return self._deal.events

    @property
    def log(self):
        return self._deal.log

    @property
    def my_turn(self):
        return self.to_act == self.seat

    def exchange_limits(self):
        """(fewest, most) for this seat's exchange when it is his to make, else None."""
        if self.phase != EXCHANGE or self.to_act != self.seat or self.exchanged[self.seat]:
            return None
        return self._deal.exchange_limits(self.seat)

    def legal_actions(self):
        """The seat's legal actions when it is his turn. In the exchange, only the actions
        besides an exchange (naming trumps, announcing capot: ``Deal.pre_exchange_actions``);
        the exchanges themselves are too many: see ``exchange_limits``."""
        deal = self._deal
        if deal.to_act != self.seat:
            return []
        if deal.phase == EXCHANGE:
            return deal.pre_exchange_actions()
        return deal.legal_actions()

    def legal_cards(self):
        """In the play, the cards this seat may play when it is his turn (else []): the
        cards of ``legal_actions``, for players that choose a card."""
        deal = self._deal
        if deal.to_act != self.seat:
            return []
        return deal.legal_cards()

    def can(self, action):
        """Is ``action`` legal for this seat now? (Reads only what the seat may know.)"""
        return self._deal.to_act == self.seat and self._deal.can(action, self.seat)

    def opponent_exchange(self):
        """The ``Exchanged`` entry of the other seat, or None before he exchanged."""
        for entry in self.log:
            if type(entry) is Exchanged and entry.seat != self.seat:
                return entry
        return None

    def transcript(self):
        return transcript(self._deal)

    def to_dict(self):
        """The plain-data observation (the JSON pages and tests read)."""
        limits = self.exchange_limits()
        lines = [{"player": None if line.player is None else seat_name(line.player), "text": line.text,
                  "note": line.note} for line in self.transcript()]
        return {
            "you": self.seat_name,
            "phase": self.phase,
            "to_act": None if self.to_act is None else seat_name(self.to_act),
            "hand": _codes(self.hand),
            "dealt": _codes(self.dealt),
            "discards": _codes(self.discards),
            "talon_seen": _codes(self.talon_seen),
            "exposed": _codes(self.exposed),
            "talon_size": self.talon_size,
            "opponent": {
                "hand_size": self.opponent_hand_size,
                "discard_count": self.opponent_discard_count,
                "known_in_hand": _codes(self.known_opponent),
                "shown": _codes(self.shown),
            },
            "tricks": [{"leader": seat_name(t.leader), "led": t.led.code, "followed": t.followed.code,
                        "winner": seat_name(t.winner)} for t in self.tricks],
            "current_trick": [card.code for card in self.current],
            "totals": {"elder": self.totals[ELDER], "younger": self.totals[YOUNGER]},
            "trumps": self.trumps,
            "capot_announced": None if self.capot_announced is None else seat_name(self.capot_announced),
            "events": [event.to_dict() for event in self.events],
            "transcript": lines,
            "legal": [str(action) for action in self.legal_actions()],
            # Exchanges are too many to list (about 3,000): give the limits instead.
            "exchange": None if limits is None else {
                "fewest": limits[0], "most": limits[1], "option": "look" if self.seat == ELDER else "expose"},
        }


def player_view(deal, seat):
    """``deal.view(seat).to_dict()``: the plain-data observation for ``seat``."""
    return View(deal, seat).to_dict()
