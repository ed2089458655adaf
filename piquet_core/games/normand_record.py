"""Deal records of Piquet Normand (docs/deal-records.md): the table layout
(``games.table_record``) with ``Game: normand``, three hands and the stock.

    Game: normand
    Seed: 5
    First: 10 cards     Second: 10 cards     Dealer: 10 cards     Stock: 2 cards
    1. dealer: exchange 8D 7C
    2. first: point AS KS QS JS
    3. second: good
    ...
    Result: first 27, second 8, dealer 12

>>> from piquet_core.games import play_random
>>> game = play_random("normand", 3)
>>> again = load(dump(game))
>>> again.events == game.events and dump(again) == dump(game)
True
"""

from .. import record
from .normand import SEAT_NAMES, Normand, deal_cards
from .table_record import TableFormat

FORMAT = TableFormat(
    "normand", "Piquet Normand",
    (("First", 10, "first's hand"), ("Second", 10, "second's hand"), ("Dealer", 10, "dealer's hand"),
     ("Stock", 2, "stock")),
    deal_cards, lambda dealt, seed: Normand(dealt[0], dealt[1], dealt[2], dealt[3], seed), Normand.from_seed)
HEADERS = FORMAT.headers


def dump(game, title=None):
    """The record of a ``Normand`` deal as text (its annotations kept)."""
    return FORMAT.dump(game, tuple(game.dealt) + (game.stock_dealt,), title)


def load(text):
    """Replay a Normand record into a ``Normand`` deal; ``RecordError`` names the bad line. A
    record with a ``Partie`` header is a whole partie (``games.partie_record``)."""
    from .partie_record import is_partie
    text = record.check_text(text)  # (not text: a RecordError, as every loader says it)
    if is_partie(text):
        from .partie_record import load as load_partie
        return load_partie(text)
    return FORMAT.load(text, SEAT_NAMES, SEAT_NAMES)
