"""What one seat of a table game (three or four seats) knows, and nothing more: the part
every such game shares. ``NormandView`` and ``VoleurView`` add what is their own.

Glossary:
    view:    the seat's own cards (as dealt and now), everything said and shown to the
             table (calls as figures, proofs, the cards played, the scores), and the
             sizes of the other hands. Never another seat's cards (a partner's
             included) unless he showed them or played them.
    figure:  another seat's call appears in the log as the ``Figure`` he said ("point
             of five", "making forty-eight"), not as the cards it names; the cards
             appear only if he shows them (``Proved``).
    masking: a seat deciding whether to claim carte blanche is keeping a secret, so
             while he decides, every other seat's view shows the game as it would be
             if nobody had anything to decide (the game's ``cover``).
"""

from ..actions import canonical, parse_action
from ..combinations import CLASSES
from ..errors import PiquetError
from ..transcript import transcript
from .common import masked_log
from .table_game import CARTE_BLANCHE_PHASE, DECLARATION, PLAY, sorted_cards


def codes(cards):
    """Card codes in display order (plain data for ``to_dict``)."""
    return [card.code for card in sorted_cards(cards)]


def _seat_list(names):
    """"0 (first), 1 (second) or 2 (dealer)"."""
    items = ["%d (%s)" % (seat, name) for seat, name in enumerate(names)]
    return ", ".join(items[:-1]) + " or " + items[-1]


class TableView:
    """One seat's observation of a table game: read-only attributes."""

    def __init__(self, game, seat):
        if seat not in game.seats:
            raise PiquetError("a seat of %s is %s, got %r" % (game.title_name, _seat_list(game.seat_names), seat))
        self._game = game.copy()  # a snapshot: later moves do not change this view
        self.game = game.game
        self.seat = seat
        self.seat_names = game.seat_names
        self.score_names = game.score_names
        self.seat_name = game.seat_names[seat]
        self.rules = game.rules
        phase, to_act = game.phase, game.to_act
        self._masked = phase == CARTE_BLANCHE_PHASE and to_act != seat
        if self._masked:
            phase, to_act = self.cover()  # another seat's secret decision must not show
        self.phase = phase
        self.to_act = to_act
        # The class being declared (public: everyone hears it); while covered, the first.
        self.current_class = CLASSES[0] if self._masked and phase == DECLARATION else game.current_class
        self.hand = game.hands[seat]
        self.dealt = sorted_cards(game.dealt[seat])
        self.carte_blanche = game.carte_blanche[seat]
        self.hand_sizes = tuple(len(hand) for hand in game.hands)
        seats = game.seats
        self.shown = tuple(game.shown[other] if other != seat else () for other in seats)
        self.known_in_hand = tuple(tuple(card for card in self.shown[other] if card in game.hands[other])
                                   for other in seats)
        self.tricks = game.tricks
        self.current = game.current
        self.leader = game.leader
        self.totals = game.totals
        self.bonus = game.bonus
        self.events = game.events
        self.log = masked_log(game.log, seat)

    # ----- what each game provides -------------------------------------------------------

    def cover(self):
        """(phase, to_act) shown while another seat decides on carte blanche."""
        raise NotImplementedError

    def covered_actions(self):
        """This seat's actions in the covered state, when it shows his turn."""
        return []

    def more_dict(self):
        """The game's own entries of ``to_dict``."""
        return {}

    # ----- shared -----------------------------------------------------------------------

    @property
    def my_turn(self):
        return self.to_act == self.seat

    def exchange_limits(self):
        """None: a table game's choices are few, so ``legal_actions`` lists them all."""
        return None

    def legal_actions(self):
        """The seat's legal actions when it is his turn, else []. While another seat
        decides on carte blanche, the covered turn's actions, as they would be."""
        if self._masked:
            return self.covered_actions() if self.to_act == self.seat else []
        if self._game.to_act != self.seat:
            return []
        return self._game.legal_actions()

    def legal_cards(self):
        """In the play, the cards this seat may play when it is his turn (else []): the
        cards of ``legal_actions``, as ``View.legal_cards`` gives them."""
        if self._masked or self._game.to_act != self.seat or self._game.phase != PLAY:
            return []
        return self._game.legal_cards()

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
        names, scorers = self.seat_names, self.score_names
        lines = [{"player": None if line.player is None else names[line.player], "text": line.text,
                  "note": line.note} for line in self.transcript()]
        data = {
            "game": self.game,
            "you": self.seat_name,
            "phase": self.phase,
            "to_act": None if self.to_act is None else names[self.to_act],
            "hand": codes(self.hand),
            "dealt": codes(self.dealt),
            "others": {names[other]: {"hand_size": self.hand_sizes[other], "shown": codes(self.shown[other]),
                                      "known_in_hand": codes(self.known_in_hand[other])}
                       for other in range(len(names)) if other != self.seat},
            "tricks": [{"leader": names[t.leader], "cards": [card.code for card in t.cards],
                        "winner": names[t.winner]} for t in self.tricks],
            "current_trick": [card.code for card in self.current],
            "totals": {scorers[side]: self.totals[side] for side in range(len(scorers))},
            "bonus": None if self.bonus is None else {"player": scorers[self.bonus[0]], "kind": self.bonus[1]},
            "events": [event.to_dict(scorers) for event in self.events],
            "transcript": lines,
            "legal": [str(action) for action in self.legal_actions()],
        }
        data.update(self.more_dict())
        return data
