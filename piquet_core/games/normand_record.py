"""Deal records of Piquet Normand (docs/deal-records.md): the two-player layout, with a
``Game: normand`` header first, three hands and the stock.

    Game: normand
    Seed: 5
    First: 10 cards     Second: 10 cards     Dealer: 10 cards     Stock: 2 cards
    1. dealer: exchange 8D 7C
    2. first: point AS KS QS JS
    3. second: good
    ...
    Result: first 27, second 8, dealer 12

The lines are read by ``record.read_lines``, so comments, notes after ``;``, numbering,
spaces, size and encoding follow the same rules as a Rubicon record, and every problem
is a ``RecordError`` naming its line.

>>> from piquet_core.games import play_random
>>> game = play_random("normand", 3)
>>> again = load(dump(game))
>>> again.events == game.events and dump(again) == dump(game)
True
"""

from ..cards import format_cards
from ..errors import RecordError
from ..record import check_result, check_text, dealt_headers, read_lines, replay, result_text
from .normand import SEAT_NAMES, Normand, deal_cards

HEADERS = ("Game", "Title", "Seed", "First", "Second", "Dealer", "Stock")
_CARD_HEADERS = (("First", 10, "first's hand"), ("Second", 10, "second's hand"), ("Dealer", 10, "dealer's hand"),
                 ("Stock", 2, "stock"))


def dump(game, title=None):
    """The record of a ``Normand`` deal as text (its annotations kept)."""
    lines = ["Game: normand"]
    title = title if title is not None else game.title
    if title:
        lines.append("Title: " + title)
    if game.seed is not None:
        lines.append("Seed: %d" % game.seed)
    for seat in range(3):
        lines.append("%s: %s" % (_CARD_HEADERS[seat][0], format_cards(game.dealt[seat], sort=False)))
    lines.append("Stock: " + format_cards(game.stock_dealt, sort=False))
    for number, (seat, action) in enumerate(game.history, 1):
        line = "%d. %s: %s" % (number, SEAT_NAMES[seat], action)
        if number in game.annotations:
            line += "    ; " + game.annotations[number]
        lines.append(line)
    if game.is_over:
        lines.append("Result: " + result_text(game, SEAT_NAMES))
    return "\n".join(lines) + "\n"


def load(text):
    """Replay a Normand record into a ``Normand`` deal; ``RecordError`` names the bad line."""
    text = check_text(text)
    headers, header_lines, moves, result = read_lines(text, HEADERS, SEAT_NAMES)
    if headers.get("Game", "").lower() != "normand":
        raise RecordError(header_lines.get("Game"), "a Piquet Normand record starts with 'Game: normand'")
    game = _new_game(headers, header_lines)
    replay(game, headers, moves)
    check_result(game, result, SEAT_NAMES)
    return game


def _new_game(headers, lines):
    seed, dealt = dealt_headers(headers, lines, _CARD_HEADERS, deal_cards)
    if dealt is None:
        return Normand.from_seed(seed)
    try:
        return Normand(dealt[0], dealt[1], dealt[2], dealt[3], seed)
    except ValueError as error:
        raise RecordError(lines["First"], str(error))
