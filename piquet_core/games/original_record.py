"""Game records of the original rules (docs/deal-records.md): the game's headers, then
each deal as a block under a ``Deal N:`` line, then the totals and the winner.

Glossary:
    deal block: the lines from ``Deal N: player P deals`` to the next such line: the
                cards dealt (``Elder``, ``Dealer``, ``Stock``: all three or none; the
                36-card pack, so sixes are written ``6S``), the numbered actions of that
                deal by ``elder`` (the non-dealer) and ``dealer``, and an optional
                ``Result`` (the deal's own totals when it ended). A block without cards
                is dealt from the game's ``Seed``.

Format::

    Game: original
    Seed: 7

    Deal 1: player 1 deals
    Elder: 12 cards     Dealer: 12 cards     Stock: 12 cards, top first
    1. elder: exchange 6S 7H
    2. dealer: exchange 8D
    3. elder: ruff AH KH 9H 6H
    ...
    Result: player 1 31, player 2 18

    Deal 2: player 2 deals
    ...
    Totals: player 1 104, player 2 77
    Winner: player 1

>>> from piquet_core.games import play_random
>>> game = play_random("original", 3)
>>> again = load(dump(game))
>>> again.events == game.events and dump(again) == dump(game)
True
>>> load("Game: original\\nSeed: 1\\nDeal 2: player 2 deals")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 3: expected 'Deal 1: player 1 deals' here
"""

from .. import record
from ..errors import PiquetError, RecordError
from ..prng import parse_seed
from ..spaces import strip_spaces
from ..deal_blocks import read_deal_block, read_headers, replay_dealer_moves, same_words, split_blocks
from .original import FIRST_DEALER, PLAYER_NAMES, Original
from .pack36 import HAND_SIZE, STOCK_SIZE, check_deal, format_cards, parse_cards

GAME_HEADERS = ("Game", "Title", "Seed")
CARD_HEADERS = (("Elder", HAND_SIZE, "elder's hand"), ("Dealer", HAND_SIZE, "dealer's hand"),
                ("Stock", STOCK_SIZE, "stock"))
ROLE_NAMES = ("elder", "dealer")


def _deal_line(number):
    dealer = FIRST_DEALER if number % 2 == 0 else 1 - FIRST_DEALER
    return "Deal %d: %s deals" % (number + 1, PLAYER_NAMES[dealer])


def totals_text(totals):
    return "%s %d, %s %d" % (PLAYER_NAMES[0], totals[0], PLAYER_NAMES[1], totals[1])


def dump(game, title=None, cards_until=None):
    """The record of a game (finished or not) as text, its annotations kept; the deals
    from ``cards_until`` on without their cards (as ``imperial_record.dump``)."""
    title = title if title is not None else game.title
    lines = ["Game: original"] + ([record.title_line(title)] if title else []) + ["Seed: %d" % game.seed]
    deals, history = game.deals, game.history
    for number, (dealer, cards, start) in enumerate(deals):
        end = deals[number + 1][2] if number + 1 < len(deals) else len(history)
        lines += ["", _deal_line(number)]
        if cards_until is None or number < cards_until:
            lines += ["%s: %s" % (head, format_cards(part, sort=False)) for (head, _, _), part in zip(CARD_HEADERS, cards)]
        for index in range(start, end):
            seat, action = history[index]
            line = "%d. %s: %s" % (index - start + 1, ROLE_NAMES[seat == dealer], action)
            if index + 1 in game.annotations:
                line += "    ; " + game.annotations[index + 1]
            lines.append(line)
        result = game.deal_result(number)
        if result is not None:
            lines.append("Result: " + totals_text(result))
    if game.is_over:
        lines += ["", "Totals: " + totals_text(game.totals), "Winner: " + PLAYER_NAMES[game.winner]]
    return "\n".join(lines) + "\n"


def _read_headers(lines):
    found, where = read_headers(lines, GAME_HEADERS, "game header", "Deal 1: player 1 deals")
    if found.get("Game", "").lower() != "original":
        raise RecordError(where.get("Game"), "a record of the original rules starts with 'Game: original'")
    if "Seed" not in found:
        raise RecordError(None, "a record of the original rules needs a Seed header (it deals every deal "
                                "not written out)")
    try:
        seed = parse_seed(found["Seed"])
    except PiquetError as error:
        raise RecordError(where["Seed"], str(error))
    return found, seed


def _read_block(number, deal_line, lines):
    """(given cards or None, moves, result) of one block; line numbers the record's."""
    given, where, moves, result = read_deal_block(number, deal_line, lines, _deal_line(number), CARD_HEADERS,
                                                  ROLE_NAMES, parse_cards)
    if given:
        try:
            check_deal(given)
        except PiquetError as error:
            raise RecordError(where["Stock"], str(error))
    return tuple(given) if given else None, moves, result


def load(text):
    """Replay a record into an ``Original`` game; ``RecordError`` names the bad line."""
    text = record.check_text(text)
    header_lines, blocks, closing = split_blocks(text, ("Totals", "Winner"))
    found, seed = _read_headers(header_lines)
    read = [_read_block(number, deal_line, lines) for number, (deal_line, lines) in enumerate(blocks)]
    game = Original(seed, {number: block[0] for number, block in enumerate(read) if block[0] is not None})
    game.title = found.get("Title")
    for number, (given, moves, result) in enumerate(read):
        if game.deal_number != number or game.is_over:
            raise RecordError(blocks[number][0][0], "deal %d cannot begin: %s" % (
                number + 1, "the game is over" if game.is_over else "deal %d is not finished" % (number,)))
        _replay_block(game, number, moves, result)
    for line, text in closing:
        head, _, claimed = text.partition(":")
        if not game.is_over:
            raise RecordError(line, "a %s line is given but nobody has reached 100 yet" % head)
        actual = totals_text(game.totals) if head == "Totals" else PLAYER_NAMES[game.winner]
        if not same_words(claimed, actual):
            raise RecordError(line, "the record says %r but the replay gives %r" % (strip_spaces(claimed), actual))
    return game


def _replay_block(game, number, moves, result):
    replay_dealer_moves(game, number, moves, ROLE_NAMES, PLAYER_NAMES)
    if result is not None:
        line, claimed = result
        totals = game.deal_result(number)
        if totals is None:
            raise RecordError(line, "a Result is given but deal %d is not finished" % (number + 1))
        if not same_words(claimed, totals_text(totals)):
            raise RecordError(line, "the record says %r but deal %d scores %r" % (claimed, number + 1,
                                                                                  totals_text(totals)))
