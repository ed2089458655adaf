"""Session records of Piquet à Écrire: the session's headers, then each deal as an
ordinary two-player deal record under a ``Deal N:`` line, then the totals.

Glossary:
    deal block: the lines from ``Deal N: player D deals to player P`` to the next such
                line: the dealt cards (``Elder``, ``Younger``, ``Talon``, optional) and
                the numbered actions of that deal, named ``elder`` / ``younger`` as in
                any deal record, and its optional ``Result``. Its rules and seed are the
                session's (the seed of deal N is derived from the session's seed).

Format (docs/deal-records.md)::

    Game: ecrire
    Players: 3
    Rules: rubicon
    Seed: 4

    Deal 1: player 1 deals to player 2
    Elder: ...
    1. elder: exchange ...
    ...
    Result: elder 45, younger 12

    Deal 2: player 1 deals to player 3
    ...
    Totals: player 1 120, player 2 80, player 3 95

>>> from piquet_core.games.ecrire import Ecrire
>>> from piquet_core.players import RandomPlayer, play_deal
>>> session = play_deal(Ecrire.from_seed(2, players=3), [RandomPlayer(2)] * 3)
>>> again = load(dump(session))
>>> again.totals == session.totals and dump(again) == dump(session)
True
>>> load("Game: ecrire\\nPlayers: 3\\nSeed: 1\\nDeal 2: player 1 deals to player 3")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 4: expected 'Deal 1: player 1 deals to player 2' here
"""

from .. import record
from ..errors import PiquetError, RecordError
from ..prng import parse_seed
from ..rules import DEFAULT_RULES, Rules
from ..deal_blocks import moved, read_headers, replay_moves, same_words, split_blocks
from .ecrire import Ecrire, check_players, check_session_rules

SESSION_HEADERS = ("Game", "Title", "Players", "Rules", "Seed")


def _deal_line(session, number):
    dealer, opponent = session.schedule[number]
    return "Deal %d: %s deals to %s" % (number + 1, session.seat_name(dealer), session.seat_name(opponent))


def totals_text(session):
    return ", ".join("%s %d" % (session.seat_name(seat), total) for seat, total in enumerate(session.totals))


_CARD_LINES = ("Elder:", "Younger:", "Talon:")  # a deal block's cards (record.dump's headers)


def dump(session, title=None, cards_until=None):
    """The record of a session (finished or not) as text; the deals from ``cards_until``
    on without their cards (as ``imperial_record.dump``)."""
    title = title if title is not None else session.title
    lines = ["Game: ecrire"]
    if title:
        lines.append(record.title_line(title))
    lines += ["Players: %d" % session.players, "Rules: " + session.rules.to_text(), "Seed: %d" % session.seed]
    for number in range(session.deal_number + 1):
        deal = session.deal(number)
        body = record.dump(deal).splitlines()
        lines += ["", _deal_line(session, number)]
        hidden = ("Rules:", "Seed:") + (_CARD_LINES if cards_until is not None and number >= cards_until else ())
        lines += [line for line in body if not line.startswith(hidden)]
    if session.is_over:
        lines += ["", "Totals: " + totals_text(session)]
    return "\n".join(lines) + "\n"


def _read_headers(header_lines):
    found, where = read_headers(header_lines, SESSION_HEADERS, "session header", "Deal 1: ...")
    for needed in ("Players", "Seed"):
        if needed not in found:
            raise RecordError(None, "a session record needs a %s header" % needed)
    return found, where


def _new_session(found, where):
    text = found["Players"]
    try:
        players = check_players(int(text) if text and all("0" <= ch <= "9" for ch in text) and len(text) < 4
                                else text)
    except PiquetError as error:
        raise RecordError(where["Players"], str(error))
    try:
        seed = parse_seed(found["Seed"])
    except PiquetError as error:
        raise RecordError(where["Seed"], str(error))
    try:
        rules = check_session_rules(Rules.parse(found["Rules"])) if "Rules" in found else DEFAULT_RULES
    except PiquetError as error:
        raise RecordError(where["Rules"], str(error))
    session = Ecrire(players, seed, rules)
    session.title = found.get("Title")
    return session


def _replay_block(session, number, deal_line, lines):
    """Play one deal block on ``session``; errors name the line of the whole record."""
    if deal_line[1] != _deal_line(session, number):
        raise RecordError(deal_line[0], "expected %r here" % _deal_line(session, number))
    for line_number, line in lines:
        if line.strip().startswith(("Rules:", "Seed:", "Game:", "Players:")):
            raise RecordError(line_number, "a deal block takes the session's rules and seed: no %s header here"
                              % line.strip().partition(":")[0])
    body = "\n".join(line for _, line in lines)
    deal = session.current
    try:
        headers, header_lines, moves, result = record.read_lines(body, record.HEADERS, record.PLAYER_NAMES)
        expected = record.dump(deal)  # the dealt cards of this deal, to check any given
        for head in ("Elder", "Younger", "Talon"):
            if head in headers and " ".join(headers[head].split()) != _header(expected, head):
                raise RecordError(header_lines[head], "these are not the cards the session's seed deals: %s: %s"
                                  % (head, _header(expected, head)))
    except RecordError as error:
        raise moved(error, lines)
    roles = session.role_seats(number)

    def turn_error(role):
        acting = roles.index(session.to_act)
        return "it is %s's turn (%s), not %s's (%s)" % (
            record.PLAYER_NAMES[acting], session.seat_name(roles[acting]), record.PLAYER_NAMES[role],
            session.seat_name(roles[role]))

    replay_moves(session, number, [(lines[line - 1][0], role, text, note) for line, role, text, note in moves],
                 lambda role: roles[role], turn_error, lambda index, note: session.annotate(number, index, note))
    if result is not None:
        finished = session.deal(number)
        try:
            record.check_result(finished, result, record.PLAYER_NAMES)
        except RecordError as error:
            raise moved(error, lines)


def _header(text, head):
    for line in text.splitlines():
        if line.startswith(head + ":"):
            return " ".join(line[len(head) + 1:].split())
    return ""


def load(text):
    """Replay a session record into an ``Ecrire``; a damaged one raises ``RecordError``."""
    text = record.check_text(text)
    header_lines, blocks, closing = split_blocks(text, ("Totals",))
    found, where = _read_headers(header_lines)
    if (found.get("Game") or "").lower() != "ecrire":  # (any case, as the other games' Game header)
        raise RecordError(where.get("Game"), "a session record starts with 'Game: ecrire'")
    session = _new_session(found, where)
    for number, (deal_line, lines) in enumerate(blocks):
        if number >= 2 * session.players:
            raise RecordError(deal_line[0], "a session of %d players has %d deals" % (session.players,
                                                                                      2 * session.players))
        if number > 0 and session.deal_number < number:
            raise RecordError(deal_line[0], "deal %d is not finished, so deal %d cannot begin" % (number, number + 1))
        _replay_block(session, number, deal_line, lines)
    for line, text in closing:
        claimed = text.partition(":")[2].strip()
        if not session.is_over:
            raise RecordError(line, "Totals are given but the session is not finished")
        if not same_words(claimed, totals_text(session)):
            raise RecordError(line, "the record says %r but the replay scores %r" % (claimed, totals_text(session)))
    return session
