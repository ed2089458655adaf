"""What the records of multi-deal games share (Piquet à Écrire, Imperial, the original
rules): the record's own headers, then one block per deal under a ``Deal N:`` line, then
closing lines (``Totals``, ``Winner``) checked against the replay.

Glossary:
    deal block: the lines from one ``Deal N: ...`` line to the next: that deal's cards
                (optional) and numbered actions, named by role, and its ``Result``.
    closing lines: what the whole game came to, after the last block.

>>> headers, blocks, closing = split_blocks("Game: x\\nSeed: 1\\n\\nDeal 1: a\\n1. elder: good\\n"
...                                         "Winner: elder", ("Winner",))
>>> headers, blocks, closing
([(1, 'Game: x'), (2, 'Seed: 1')], [((4, 'Deal 1: a'), [(5, '1. elder: good')])], [(6, 'Winner: elder')])
>>> same_words("elder 5 ,younger 3", "elder 5, younger 3")
True
"""

from . import record
from .errors import PiquetError, RecordError
from .spaces import normalize_spaces, strip_spaces


def split_blocks(text, closing_heads):
    """(header lines, deal blocks, closing lines), each line as (its number, its text,
    spaces normalised); a block is ((number, its Deal line), [its lines]). Blank lines
    and comments are left out. After a closing line only closing lines may come, each
    once."""
    headers, blocks, closing, seen = [], [], [], set()
    for number, raw in enumerate(text.split("\n"), 1):
        line = strip_spaces(normalize_spaces(raw))
        if not line or line.startswith("#"):
            continue
        head = line.partition(":")[0]
        if head in closing_heads:
            if head in seen:
                raise RecordError(number, "the %s line is given twice" % head)
            seen.add(head)
            closing.append((number, line))
        elif closing:
            last = closing[-1][1].partition(":")[0]
            if len(closing_heads) == 1:
                raise RecordError(number, "nothing may follow the %s line" % last)
            raise RecordError(number, "only %s may follow the %s line" % (" and ".join(closing_heads), last))
        elif line.startswith("Deal ") and ":" in line:
            blocks.append(((number, " ".join(line.split())), []))
        elif blocks:
            blocks[-1][1].append((number, line))
        else:
            headers.append((number, line))
    return headers, blocks, closing



def read_headers(lines, known, what, first_deal):
    """({header: value}, {header: line number}) of the record's own header lines; a
    line that is not one of ``known`` (a ``what``, e.g. "game header"), or a header given
    twice, is refused on its line. ``first_deal`` shows how the first block begins."""
    found, where = {}, {}
    for number, line in lines:
        head, colon, rest = line.partition(";")[0].partition(":")
        head = strip_spaces(head)
        if not colon or head not in known:
            raise RecordError(number, "expected a %s (%s) or %r" % (what, ", ".join(known), first_deal))
        if head in found:
            raise RecordError(number, "header %r given twice" % head)
        found[head], where[head] = strip_spaces(rest), number
    return found, where


def read_deal_block(number, deal_line, lines, expected, card_headers, role_names, parse_cards, partial_line=None):
    """(the cards given, {header: record line}, moves, result) of deal ``number``'s block,
    every line number counted in the whole record. Its ``Deal`` line must be
    ``expected``; ``card_headers`` are (header, count, what) and, if any is given, all
    must be (``parse_cards(text, count, what)`` reads each); moves are (line, role,
    action text, note), roles by ``role_names``. Some cards given but not all is refused
    on ``partial_line`` (Imperial names the Deal line; the original rules' records none)."""
    if deal_line[1] != expected:
        raise RecordError(deal_line[0], "expected %r here" % expected)
    body = "\n".join(line for _, line in lines)
    try:
        headers, where, moves, result = record.read_lines(body, tuple(h for h, _, _ in card_headers), role_names)
        given = []
        for head, count, what in card_headers:
            if head in headers:
                try:
                    given.append(parse_cards(headers[head], count, what))
                except PiquetError as error:
                    raise RecordError(where[head], str(error))
    except RecordError as error:
        raise moved(error, lines)
    if len(given) not in (0, len(card_headers)):
        missing = [h for h, _, _ in card_headers if h not in headers]
        raise RecordError(partial_line, "deal %d gives some of its cards but not %s" % (number + 1, ", ".join(missing)))
    where = {head: lines[line - 1][0] for head, line in where.items()}
    if given:  # (before the game's own check of the cards, which knows no line)
        record.dealt_once([(where[head], what, cards) for (head, _, what), cards in zip(card_headers, given)])
    moves = [(lines[line - 1][0], role, text, note) for line, role, text, note in moves]
    result = None if result is None else (lines[result[0] - 1][0], result[1])
    return given, where, moves, result

def moved(error, lines):
    """``error`` (numbered within a block's ``lines``) numbered in the whole record."""
    if error.line is None:
        return error
    return RecordError(lines[error.line - 1][0], error.reason)


def same_words(claimed, actual):
    """A claimed "elder 5, younger 3" equals the replay's, whatever the spacing and case."""
    def words(text):
        return " ".join(text.replace(",", " , ").lower().split())
    return words(claimed) == words(actual)


def replay_moves(game, number, moves, seat_of_role, turn_error, annotate):
    """Play deal ``number``'s ``moves`` (record line, role, action text, note) on
    ``game``: each action must be the acting seat's (``seat_of_role(role)``; otherwise
    ``turn_error(role)`` says whose turn it is) and must fall inside that deal."""
    for index, (line, role, action_text, note) in enumerate(moves, 1):
        if game.is_over or game.deal_number != number:
            raise RecordError(line, "deal %d is over: this action belongs to no deal" % (number + 1))
        seat = seat_of_role(role)
        if seat != game.to_act:
            raise RecordError(line, turn_error(role))
        try:
            game.do(game.parse_action(action_text), seat)
        except ValueError as error:  # every PiquetError, and any other bad value
            raise RecordError(line, str(error))
        if note:
            annotate(index, note)


def replay_dealer_moves(game, number, moves, role_names, player_names):
    """``replay_moves`` for a two-player game of many deals whose actions name the roles
    elder (0) and dealer (1), and whose ``game.dealer`` is the seat dealing now; a note
    is kept on the game's move it follows."""
    dealer = game.dealer

    def turn_error(role):
        return "it is %s's turn (%s), not %s's" % (role_names[game.to_act == dealer], player_names[game.to_act],
                                                  role_names[role])

    def annotate(index, note):
        game.annotations[len(game.history)] = note

    replay_moves(game, number, moves, lambda role: dealer if role == 1 else 1 - dealer, turn_error, annotate)
