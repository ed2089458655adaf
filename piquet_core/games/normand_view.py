"""What one seat of a Piquet Normand deal knows, and nothing more.

Glossary:
    view:    what every table game's view holds (``games.table_view``): the seat's own
             cards, everything said and shown to the table, the other hands' sizes;
             here also, for the dealer, his discards and the stock he took. Never the
             dealer's discards (to the others) or a stock nobody took.
    masking: while a seat decides on carte blanche, the others see the dealer's
             exchange about to begin, as when nobody has anything to decide.

>>> from piquet_core.games.normand import Normand
>>> view = Normand.from_seed(5).view(0)
>>> view.seat_name, len(view.hand), view.hand_sizes, view.legal_actions()
('first', 10, (10, 10, 10), [])
"""

from .normand import DEALER, EXCHANGE, exchanges
from .table_view import TableView, codes


class NormandView(TableView):
    """One seat's observation of a ``Normand`` deal: read-only attributes."""

    def __init__(self, game, seat):
        TableView.__init__(self, game, seat)
        mine = seat == DEALER
        self.discards = game.discards if mine else ()
        self.drawn = game.stock_dealt if mine and game.taken else ()
        self.taken = game.taken
        self.stock_size = len(game.stock)
        self.discard_count = len(game.discards)

    def cover(self):
        return EXCHANGE, DEALER

    def covered_actions(self):
        return exchanges(self.hand)

    def more_dict(self):
        return {
            "discards": codes(self.discards),
            "drawn": codes(self.drawn),
            "stock": {"size": self.stock_size, "taken": self.taken, "discard_count": self.discard_count},
        }
