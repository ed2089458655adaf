"""What one seat of a Piquet Voleur deal knows, and nothing more.

Glossary:
    view:     what every table game's view holds (``games.table_view``): the seat's own
              eight cards, everything said and shown to the table, the other hands'
              sizes, the sides' totals. Partners share scores, not cards: a partner's
              hand is as hidden as an opponent's until he shows or plays it.
    masking:  while a seat decides on carte blanche, the others see the declarations
              about to begin with the first seat to speak, as when nobody has anything
              to decide.

>>> from piquet_core.games.voleur import Voleur
>>> view = Voleur.from_seed(4).view(1)
>>> view.seat_name, view.partner_name, view.side_name, len(view.hand), view.legal_actions()
('second', 'dealer', 'second and dealer', 8, [])
"""

from ..combinations import POINT
from .dialogue import choices, opening
from .table_game import DECLARATION
from .table_view import TableView
from .voleur import FIRST, PARTNERS, SEATS, SIDES


class VoleurView(TableView):
    """One seat's observation of a ``Voleur`` deal: read-only attributes."""

    def __init__(self, game, seat):
        TableView.__init__(self, game, seat)
        self.partner = PARTNERS[seat]
        self.partner_name = self.seat_names[self.partner]
        self.side = SIDES[seat]
        self.side_name = self.score_names[self.side]
        self.tricks_won = game.tricks_won()

    def cover(self):
        return DECLARATION, FIRST

    def covered_actions(self):
        """The first seat's opening calls in the point, as they will be."""
        return choices(opening(SEATS), POINT, self.hand)

    def more_dict(self):
        names = self.seat_names
        return {
            "partner": self.partner_name,
            "side": self.side_name,
            "sides": {self.score_names[side]: [names[seat] for seat in SEATS if SIDES[seat] == side]
                      for side in range(len(self.score_names))},
            "tricks_won": {names[seat]: self.tricks_won[seat] for seat in SEATS},
        }
