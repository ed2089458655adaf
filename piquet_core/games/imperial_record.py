"""Game records of Imperial (docs/deal-records.md): the game's headers, then each deal
as a block under a ``Deal N:`` line, then the winner.

Glossary:
    deal block: the lines from ``Deal N: player P deals`` to the next such line: the
                cards dealt (``Elder``, ``Dealer``, ``Turnup``: all three or none), the
                numbered actions of that deal by ``elder`` (the non-dealer) and
                ``dealer``, and an optional ``Result`` (the chips when the deal ended).
                A block without cards is dealt from the game's ``Seed``.

Format::

    Game: imperial
    Ranking: imperial
    Seed: 4

    Deal 1: player 1 deals
    Elder: 12 cards     Dealer: 12 cards     Turnup: TC
    1. elder: atout none
    ...
    Result: player 1 0 red 2 white, player 2 1 red 0 white

    Deal 2: player 2 deals
    ...
    Winner: player 2

>>> from piquet_core.games import play_random
>>> game = play_random("imperial", 3)
>>> again = load(dump(game))
>>> again.events == game.events and dump(again) == dump(game)
True
>>> load("Game: imperial\\nSeed: 1\\nDeal 2: player 2 deals")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 3: expected 'Deal 1: player 1 deals' here
"""

from .. import record
from ..cards import format_cards, parse_cards
from ..errors import PiquetError, RecordError
from ..prng import parse_seed
from ..spaces import strip_spaces
from ..deal_blocks import read_deal_block, read_headers, replay_dealer_moves, same_words, split_blocks
from .imperial import FIRST_DEALER, Imperial
from .imperial_events import PLAYER_NAMES, chips_text
from .imperial_rules import HAND_SIZE, IMPERIAL, check_ranking, deal_of

GAME_HEADERS = ("Game", "Title", "Ranking", "Seed")
CARD_HEADERS = (("Elder", HAND_SIZE, "elder's hand"), ("Dealer", HAND_SIZE, "dealer's hand"), ("Turnup", 1, "turn-up"))
ROLE_NAMES = ("elder", "dealer")


def _deal_line(number):
    dealer = FIRST_DEALER if number % 2 == 0 else 1 - FIRST_DEALER
    return "Deal %d: %s deals" % (number + 1, PLAYER_NAMES[dealer])


def dump(game, title=None, cards_until=None):
    """The record of a game (finished or not) as text, its annotations kept.
    ``cards_until``: the deals from that number on are written without their cards (dealt
    from the seed when read back): the table's record of a game waiting after a deal does
    not show the next deal, already dealt."""
    title = title if title is not None else game.title
    lines = ["Game: imperial"] + ([record.title_line(title)] if title else [])
    lines += ["Ranking: " + game.ranking, "Seed: %d" % game.seed]
    deals = game.deals
    history = game.history
    for number, (dealer, cards, start) in enumerate(deals):
        end = deals[number + 1][2] if number + 1 < len(deals) else len(history)
        lines += ["", _deal_line(number)]
        if cards_until is None or number < cards_until:
            lines += ["Elder: " + format_cards(cards[0], sort=False), "Dealer: " + format_cards(cards[1], sort=False),
                      "Turnup: " + cards[2].code]
        for index in range(start, end):
            seat, action = history[index]
            line = "%d. %s: %s" % (index - start + 1, ROLE_NAMES[seat == dealer], action)
            if index + 1 in game.annotations:
                line += "    ; " + game.annotations[index + 1]
            lines.append(line)
        chips = game.chips_after(number)
        if chips is not None:
            lines.append("Result: " + chips_text(chips))
    if game.is_over:
        lines += ["", "Winner: " + PLAYER_NAMES[game.winner]]
    return "\n".join(lines) + "\n"


def _read_headers(lines):
    found, where = read_headers(lines, GAME_HEADERS, "game header", "Deal 1: player 1 deals")
    if found.get("Game", "").lower() != "imperial":
        raise RecordError(where.get("Game"), "an Imperial record starts with 'Game: imperial'")
    if "Seed" not in found:
        raise RecordError(None, "an Imperial record needs a Seed header (it deals every deal not written out)")
    try:
        seed = parse_seed(found["Seed"])
    except PiquetError as error:
        raise RecordError(where["Seed"], str(error))
    try:
        ranking = check_ranking(found.get("Ranking", IMPERIAL).lower())
    except PiquetError as error:
        raise RecordError(where["Ranking"], str(error))
    return found, seed, ranking


def _read_block(number, deal_line, lines):
    """(given cards or None, moves, result) of one block; line numbers the record's."""
    given, _, moves, result = read_deal_block(number, deal_line, lines, _deal_line(number), CARD_HEADERS,
                                              ROLE_NAMES, parse_cards, deal_line[0])
    return (given[0], given[1], given[2][0]) if given else None, moves, result


def load(text):
    """Replay an Imperial record into an ``Imperial`` game; ``RecordError`` names the line."""
    text = record.check_text(text)
    header_lines, blocks, closing = split_blocks(text, ("Winner",))
    found, seed, ranking = _read_headers(header_lines)
    read = [_read_block(number, deal_line, lines) for number, (deal_line, lines) in enumerate(blocks)]
    deals = {number: block[0] for number, block in enumerate(read) if block[0] is not None}
    for number in deals:
        try:
            deal_of(seed, number, deals[number])
        except PiquetError as error:
            raise RecordError(blocks[number][0][0], "deal %d: %s" % (number + 1, error))
    game = Imperial(seed, ranking, deals)
    game.title = found.get("Title")
    for number, (given, moves, result) in enumerate(read):
        if game.deal_number != number:
            raise RecordError(blocks[number][0][0], "deal %d cannot begin: %s" % (
                number + 1, "the game is over" if game.is_over else "deal %d is not finished" % game.deal_number))
        _replay_block(game, number, moves, result)
    for line, text in closing:
        named = strip_spaces(text.partition(":")[2])
        if not game.is_over:
            raise RecordError(line, "a Winner is given but nobody has five red chips yet")
        if " ".join(named.lower().split()) != PLAYER_NAMES[game.winner]:
            raise RecordError(line, "the record says %r but the replay's winner is %r"
                              % (named, PLAYER_NAMES[game.winner]))
    return game


def _replay_block(game, number, moves, result):
    replay_dealer_moves(game, number, moves, ROLE_NAMES, PLAYER_NAMES)
    if result is not None:
        line, claimed = result
        chips = game.chips_after(number)
        if chips is None:
            raise RecordError(line, "a Result is given but deal %d is not finished" % (number + 1))
        if not same_words(claimed, chips_text(chips)):
            raise RecordError(line, "the record says %r but the replay has %r" % (claimed, chips_text(chips)))
