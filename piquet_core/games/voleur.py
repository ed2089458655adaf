"""Piquet Voleur: four players in two partnerships, one deal as a state machine on
``GameState`` (``Voleur``), and the partie of six deals (``VoleurPartie``).

Glossary (seed 002; the decisions where it is vague are in docs/variants.md):
    seats:        numbered from the dealer's left: ``first`` (speaks and leads first),
                  ``second`` (the dealer's partner), ``third`` (first's partner),
                  ``dealer``. Partners sit opposite each other.
    partnership:  first and third against second and the dealer: a side. Every score
                  goes to the scorer's side; ``totals`` has one entry per side.
    declaring:    no exchange: eight cards each as dealt. Round the table from the
                  first seat, each seat speaks to point, sequence and set in turn before
                  the next seat does: he calls, or answers (overcalls) the best call
                  standing (``games.dialogue``). The best holding scores for its side; a
                  tie between the two sides scores for nobody, a tie of partners for
                  their side.
    repic, pic:   90 for a side reaching 20 in declarations while the other side has
                  nothing; 60 for reaching 20 in the play while the other has nothing.
    win point:    1 for winning a trick an opponent led (not one's partner's lead).
    the tricks:   after the last, 1 for it; 10 to the side of the one player with the
                  most tricks (nothing if players of both sides tie for the most); all
                  eight tricks to one side (capot) 40 instead of the 10 and the last trick.
    partie:       six deals, the deal passing clockwise; the higher side total wins.

>>> game = Voleur.from_seed(4)
>>> game.phase, game.seat_name(game.to_act), [len(hand) for hand in game.hands], game.totals
('declaration', 'first', [8, 8, 8, 8], (0, 0))
>>> game.verify("exchange none")
Traceback (most recent call last):
...
piquet_core.errors.ExchangeError: Piquet Voleur has no exchange: the cards dealt are the cards played
>>> game.partner(0), game.side(3), game.score_names[game.side(3)]
(2, 1, 'second and dealer')
"""

from ..cards import PACK, as_cards
from ..combinations import CLASSES
from ..events import TricksTied
from ..game import LOG, OVER, PHASE, TO_ACT
from ..prng import Prng
from ..scoring import CAPOT, LAST_TRICK
from .table_scores import (
    CAPOT_BONUS, LAST_TRICK_BONUS, MOST_TRICKS, REPIC_BONUSES, VOLEUR_SIDE_NAMES, VOLEUR_SIDES, voleur_trick_bonus,
)
from .table_partie import TablePartie
from .table_game import (
    CARTE_BLANCHE_PHASE, DECLARATION, DECLARED, PLAY, TABLE_FREE, TURNS, TableGame, TableRules, check_dealt,
)

FIRST, SECOND, THIRD, DEALER = 0, 1, 2, 3
SEATS = (FIRST, SECOND, THIRD, DEALER)
SEAT_NAMES = ("first", "second", "third", "dealer")
SIDES = VOLEUR_SIDES  # each seat's partnership: first and third, second and the dealer
PARTNERS = (THIRD, DEALER, FIRST, SECOND)
SIDE_NAMES = VOLEUR_SIDE_NAMES
HAND_SIZE = TRICK_COUNT = 8
PHASES = (CARTE_BLANCHE_PHASE, DECLARATION, PLAY, OVER)


class VoleurRules(TableRules):
    """The settings of Piquet Voleur (seed 002); it has no variants."""

    __slots__ = ()
    name = "voleur"
    players, hand_size = 4, HAND_SIZE
    repique_bonus, pique_bonus, bonus_threshold = REPIC_BONUSES
    cards_bonus, capot_bonus, last_trick_bonus = MOST_TRICKS, CAPOT_BONUS, LAST_TRICK_BONUS
    deals_per_partie = 6


VOLEUR_RULES = VoleurRules()
_SIZE = TABLE_FREE  # nothing of its own beyond the shared slots


def deal_cards(seed):
    """Shuffle with the seed and deal eight each in twos from the dealer's left:
    (first's, second's, third's, dealer's). The 32 cards are all dealt."""
    pack = list(PACK)
    Prng(seed).shuffle(pack)
    hands = ([], [], [], [])
    for start in range(0, len(PACK), 8):
        for seat in SEATS:
            hands[seat].extend(pack[start + 2 * seat:start + 2 * seat + 2])
    return tuple(hands[0]), tuple(hands[1]), tuple(hands[2]), tuple(hands[3])


class Voleur(TableGame):
    """A deal of Piquet Voleur from the dealt cards to the final score."""

    __slots__ = ()
    game = "voleur"
    title_name = "Piquet Voleur"
    seats = SEATS
    seat_names = SEAT_NAMES
    score_names = SIDE_NAMES
    sides = SIDES
    trick_count = TRICK_COUNT
    # each seat says all three classes in turn: an answer's line names its class (transcript)
    ANSWERS_NAME_CLASS = True

    def __init__(self, first, second, third, dealer, seed=None):
        hands = tuple(as_cards(cards, HAND_SIZE, "%s's hand" % name)
                      for cards, name in zip((first, second, third, dealer), SEAT_NAMES))
        check_dealt(hands, "the four hands")
        self._init_table(VOLEUR_RULES, seed, _SIZE, hands)
        self._advance()

    @classmethod
    def from_seed(cls, seed):
        first, second, third, dealer = deal_cards(seed)
        return cls(first, second, third, dealer, seed)

    def partner(self, seat):
        return PARTNERS[seat]

    def side_tricks(self):
        """Tricks won per side."""
        won = [0, 0]
        for trick in self.tricks:
            won[SIDES[trick.winner]] += 1
        return tuple(won)

    # ----- whose turn --------------------------------------------------------------------

    def _advance(self):
        """Set ``phase`` and ``to_act``: carte blanche claims, then the table's own order."""
        s = self._s
        if s[DECLARED] is None:  # claims come before anyone declares
            seat = self._carte_blanche_seat()
            if seat is not None:
                s[PHASE], s[TO_ACT] = CARTE_BLANCHE_PHASE, seat
                return
        self._advance_table()

    def _declaring(self):
        """Round the table: a seat speaks to every class before the next seat speaks, so
        the class now is the one whose speaker comes first, point before sequence before
        set for the same seat."""
        turns = self._s[TURNS]
        best = None
        for index in range(len(CLASSES)):
            speaker = turns[index].speaker
            if speaker is not None and (best is None or SEATS.index(speaker) < SEATS.index(turns[best].speaker)):
                best = index
        return best

    # ----- after the eighth trick --------------------------------------------------------------

    def _finish(self, last_winner):
        """The last trick (or capot), then the most tricks (``table_scores``): never toward pic."""
        bonus = voleur_trick_bonus(self.tricks_won())
        if bonus is not None and bonus[2] == CAPOT:  # capot replaces the last trick and the 10
            self._score(last_winner, bonus[1], CAPOT, bonus[3], pique=False)
            return
        self._score(last_winner, VOLEUR_RULES.last_trick_bonus, LAST_TRICK, "wins the last trick")
        if bonus is not None:
            self._score(bonus[0], bonus[1], bonus[2], bonus[3], pique=False)
        else:  # players of both sides tied for the most: said aloud, and nobody scores
            won = self.tricks_won()
            most = max(won)
            tied = tuple(seat for seat in SEATS if won[seat] == most)
            self._s[LOG] = self._s[LOG] + (TricksTied(None, tied, most),)

    def result(self):
        """``TableGame.result`` (totals by side, tricks by seat) and the tricks by side."""
        data = TableGame.result(self)
        won = self.side_tricks()
        data["side_tricks"] = {SIDE_NAMES[side]: won[side] for side in range(len(SIDE_NAMES))}
        return data

    def view(self, seat):
        """What ``seat`` knows (see ``games.voleur_view``)."""
        from .voleur_view import VoleurView
        return VoleurView(self, seat)


class VoleurPartie(TablePartie):
    """A partie of six Voleur deals among four players at fixed places.

    Places 0 to 3 go clockwise round the table; partners sit opposite, so places 0 and
    2 are partnership 0 and places 1 and 3 partnership 1. The deal passes clockwise from
    ``first_dealer``. ``new_deal(seed)`` starts the next deal, ``deal_finished(game)``
    adds its side totals to the partnerships'; after six deals the higher total wins,
    and equal totals draw. Its record: ``games.partie_record``.

    >>> partie = VoleurPartie(first_dealer=3)
    >>> partie.places(), partie.dealer
    ((0, 1, 2, 3), 3)
    """

    PLACES = (0, 1, 2, 3)
    PARTNERSHIP = (0, 1, 0, 1)
    DEALS = VOLEUR_RULES.deals_per_partie
    GAME = "voleur"
    holder_names = ("places 1 and 3", "places 2 and 4")

    @property
    def game_class(self):
        return Voleur

    def partnership(self, side, dealer=None):
        """The partnership (0 or 1) that is side ``side`` of a deal dealt from ``dealer``."""
        seat = FIRST if side == SIDES[FIRST] else SECOND  # a seat of that side
        return self.PARTNERSHIP[self.places(dealer)[seat]]

    holder = partnership

    def result(self):
        """None until six deals are played; then the winner (0, 1 or None for a draw)."""
        if not self.is_over:
            return None
        a, b = self.totals
        winner = None if a == b else (0 if a > b else 1)
        return {"winner": winner, "totals": list(self.totals), "margin": abs(a - b), "draw": winner is None}
