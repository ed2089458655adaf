"""Deal records of Piquet Voleur (docs/deal-records.md): the table layout
(``games.table_record``) with ``Game: voleur``, four hands of eight and no stock; the
``Result`` line gives the two partnerships' totals.

    Game: voleur
    Seed: 4
    First: 8 cards    Second: 8 cards    Third: 8 cards    Dealer: 8 cards
    1. first: point AS KS QS JS
    2. first: sequence none
    3. first: set none
    4. second: not good AH KH QH JH TH
    ...
    Result: first and third 31, second and dealer 12

>>> from piquet_core.games import play_random
>>> game = play_random("voleur", 3)
>>> again = load(dump(game))
>>> again.events == game.events and dump(again) == dump(game)
True
"""

from .. import record
from .table_record import TableFormat
from .voleur import SEAT_NAMES, SIDE_NAMES, Voleur, deal_cards

FORMAT = TableFormat(
    "voleur", "Piquet Voleur",
    (("First", 8, "first's hand"), ("Second", 8, "second's hand"), ("Third", 8, "third's hand"),
     ("Dealer", 8, "dealer's hand")),
    deal_cards, lambda dealt, seed: Voleur(dealt[0], dealt[1], dealt[2], dealt[3], seed), Voleur.from_seed)
HEADERS = FORMAT.headers


def dump(game, title=None):
    """The record of a ``Voleur`` deal as text (its annotations kept)."""
    return FORMAT.dump(game, game.dealt, title)


def load(text):
    """Replay a Voleur record into a ``Voleur`` deal; ``RecordError`` names the bad line. A
    record with a ``Partie`` header is a whole partie (``games.partie_record``)."""
    from .partie_record import is_partie
    text = record.check_text(text)  # (not text: a RecordError, as every loader says it)
    if is_partie(text):
        from .partie_record import load as load_partie
        return load_partie(text)
    return FORMAT.load(text, SEAT_NAMES, SIDE_NAMES)
