"""Deal records: a plain-text file that records a whole deal, replayed on loading.

Glossary:
    deal record: the rules, both hands as dealt, the talon, and every action in order,
                 including sinks (a call of less than is held is written as called).

Format (see docs/deal-records.md)::

    # A comment line.
    Title: A repique for elder
    Rules: rubicon
    Seed: 42
    Elder: AS KS QS JS TS 9S AH KH QH AD KD AC
    Younger: ...
    Talon: ...
    1. elder: exchange 8D 7C look    ; annotation shown with this action
    2. younger: exchange none
    ...
    Result: elder 45, younger 12

Headers come first. ``Elder``/``Younger``/``Talon`` may be left out when ``Seed`` is
given. CardParade's deals (the two-player deal under ``Rules: cardparade``) are these
records too, with the actions ``trumps S`` and ``announce capot``; a ``Game: cardparade``
header may come first, and then the rules default to ``cardparade``. ``Result`` is optional; when present it must match the replay. Loading replays
every action through the validating deal, so a damaged record gives a ``RecordError``
naming the line and the problem, never a wrong score, and ``load`` raises nothing else
for any text. A record is at most ``MAX_RECORD_BYTES``; a leading byte-order mark is
ignored; lines end at "\n" only, and every Unicode space counts as a space (the same
on every runtime: ``piquet_core.spaces``).

>>> from piquet_core.players import play_random_deal
>>> deal = play_random_deal(11)
>>> again = load(dump(deal))
>>> again.events == deal.events and dump(again) == dump(deal)
True
>>> load("Seed: 1\\n1. younger: exchange none")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 2 (move 1): it is elder's turn, not younger's
>>> load_bytes(b"Seed: 1\\n\\xff")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 2: not UTF-8 text (byte 0xff)
"""

from .cards import format_cards, parse_cards
from .deal import Deal, deal_cards
from .errors import PiquetError, RecordError
from .prng import parse_seed
from .rules import DEFAULT_RULES, Rules
from .scoring import PLAYER_NAMES
from .spaces import normalize_spaces
from .speech import listed

HEADERS = ("Title", "Rules", "Seed", "Elder", "Younger", "Talon")
# A whole deal is under 2 kB; this leaves room for long annotations and refuses
# anything that is not a record (``replay /dev/zero``) before reading it all.
MAX_RECORD_BYTES = 1000000
_BOM = "\ufeff"
# The characters no record holds: controls other than tab and the line ends, and the
# replacement character a browser puts for bytes that are not UTF-8. A binary file opened
# in the page read as "line 1: cannot read this line", its quote cut at a NUL.
_NOT_TEXT = tuple(chr(code) for code in range(32) if code not in (9, 10, 13)) + ("\x7f", "\ufffd")


def dump(deal, title=None):
    """The record of ``deal`` as text (annotations in ``deal.annotations`` are kept).
    Another game's state (it names its ``game``) is written by that game's writer."""
    if getattr(deal, "game", "rubicon") != "rubicon":
        return __import__("piquet_core.games", None, None, ["dump_record"]).dump_record(deal, title)
    lines = []
    title = title if title is not None else getattr(deal, "title", None)
    if title:
        lines.append(title_line(title))
    lines.append("Rules: " + deal.rules.to_text())
    if deal.seed is not None:
        lines.append("Seed: %d" % deal.seed)
    lines.append("Elder: " + format_cards(deal.dealt[0], sort=False))
    lines.append("Younger: " + format_cards(deal.dealt[1], sort=False))
    lines.append("Talon: " + format_cards(deal.talon_dealt, sort=False))
    annotations = getattr(deal, "annotations", {})
    for number, (player, action) in enumerate(deal.history, 1):
        line = "%d. %s: %s" % (number, PLAYER_NAMES[player], action)
        if number in annotations:
            line += "    ; " + annotations[number]
        lines.append(line)
    if deal.is_over:
        totals = deal.totals
        lines.append("Result: elder %d, younger %d" % (totals[0], totals[1]))
    return "\n".join(lines) + "\n"


def title_line(title):
    """A record's ``Title:`` line: the title on one line (a line break read as a space),
    and refused if it holds ';', which would start a note and cut it short (every game's
    writer uses this).

    >>> title_line("A deal\\nto  remember ")
    'Title: A deal to remember'
    """
    text = " ".join(str(title).split())
    if ";" in text:
        raise PiquetError("a record's title cannot hold ';', which starts a note: %r" % (title,))
    return "Title: " + text


def load_bytes(data):
    """``load`` for the bytes of a file: at most MAX_RECORD_BYTES of UTF-8 text.

    A caller reading a file or a stream reads at most MAX_RECORD_BYTES + 1 bytes and
    passes them here, so an endless input is refused after one bounded read.
    """
    if not isinstance(data, (bytes, bytearray)):
        raise RecordError(None, "load_bytes needs bytes")
    check_size(len(data))
    try:
        text = bytes(data).decode("utf-8")
    except UnicodeError as error:
        start = getattr(error, "start", None)
        if start is None:  # MicroPython says less
            raise RecordError(None, "not UTF-8 text")
        raise RecordError(data.count(b"\n", 0, start) + 1, "not UTF-8 text (byte 0x%02x)" % data[start])
    return load(text)


def check_size(size):
    """RecordError if ``size`` (bytes, or characters or UTF-16 units: never more than its
    bytes) is over ``MAX_RECORD_BYTES``: a page asks before it copies a text or a file."""
    if size > MAX_RECORD_BYTES:
        raise RecordError(None, "too long for a deal record (more than %d bytes)" % MAX_RECORD_BYTES)


def load(text):
    """Replay a record into a ``Deal``; raise ``RecordError`` naming the bad line.

    A record whose ``Game`` header names another game is replayed by that game's own
    reader (``piquet_core.games``)."""
    text = check_text(text)
    name, line = game_header(text)
    if name is not None and name != "rubicon":
        return _other_game(name, line, text)
    if name is None and _is_partie(text):  # a whole partie (``partie_record``)
        try:  # (imported here: the lessons' bundle, which reads deal records, leaves it out)
            partie_record = __import__("piquet_core.partie_record", None, None, ["load"])
        except ImportError:
            raise RecordError(None, "this is the record of a whole partie, which cannot be replayed here")
        return partie_record.load(text)
    return load_deal(text)


def _is_partie(text):
    """True when the record's first line that is not a comment is a ``Partie`` header."""
    for _, line in _lines(text):
        return line.startswith("Partie:")
    return False


def load_deal(text, default_rules="rubicon"):
    """Replay a two-player deal record (checked text); ``default_rules`` is the rules'
    text when the record has no ``Rules`` line (``cardparade`` under ``Game: cardparade``)."""
    headers, header_lines, moves, result = read_lines(text, HEADERS + ("Game",), PLAYER_NAMES)
    if "Game" in headers and game_header(text)[0] is None:
        raise RecordError(header_lines["Game"], "the Game header comes first, before every other header")
    deal = _new_deal(headers, header_lines, default_rules)
    replay(deal, headers, moves)
    check_result(deal, result, PLAYER_NAMES)
    return deal


def check_text(text):
    """``text`` without a byte-order mark, its lines ended by "\\n", if it is text of an
    allowed size (a record saved with Windows' or old Macs' line ends reads the same)."""
    if not isinstance(text, str):
        raise RecordError(None, "a deal record is text")
    check_size(len(text))  # characters: at least as many bytes
    if text.startswith(_BOM):
        text = text[1:]
    text = newlines_only(text)
    at = not_text_at(text)
    if at >= 0:
        raise RecordError(text.count("\n", 0, at) + 1, "not a text record: it holds a character no record has "
                          "(%s); is it another kind of file?" % ("U+FFFD, bytes that are not UTF-8 text"
                                                                 if text[at] == "\ufffd" else "code %d" % ord(text[at])))
    return text


def not_text_at(text):
    """Where ``text`` first holds a character no record has (see ``_NOT_TEXT``), or -1.
    (Each looked for by ``find``: a Python loop over a long record is slow in the browser.)"""
    found = -1
    for char in _NOT_TEXT:
        at = text.find(char, 0, found) if found >= 0 else text.find(char)
        if at >= 0:
            found = at
    return found


def newlines_only(text):
    """``text`` with Windows' ("\\r\\n") and old Macs' ("\\r") line ends made "\\n",
    so that a line's number is the same for every reader."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def _lines(text):
    """(number, line) of every line that is not blank or a comment, spaces normalised."""
    for number, raw in enumerate(text.split("\n"), 1):
        line = normalize_spaces(raw).strip()
        if line and not line.startswith("#"):
            yield number, line


def game_header(text):
    """(name, line number) of the record's ``Game`` header, or (None, None): it must be
    the first header, before any action."""
    for number, line in _lines(text):
        head, colon, rest = line.partition(";")[0].partition(":")
        if head.strip() == "Game" and colon:
            return rest.strip().lower(), number
        return None, None
    return None, None


def _other_game(name, line, text):
    try:  # (not a "from" import: the lessons' bundle, which reads Rubicon records, leaves the games out)
        games = __import__("piquet_core.games", None, None, ["load_record"])
    except ImportError:
        raise RecordError(line, "the game %r cannot be replayed here" % name)
    return games.load_record(name, line, text)


def _names_text(names):
    quoted = ["'%s:'" % name for name in names]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1]


def read_lines(text, known_headers, names):
    """Split a record into (headers, their line numbers, moves, result line).

    ``moves`` are (line number, seat, action text, note); ``names`` are the seats'
    names in the action lines. Only the layout is checked here, not the game."""
    headers = {}
    header_lines = {}
    moves = []
    result = None
    expected_number = 1
    for number, line in _lines(text):
        body, _, note = line.partition(";")
        body = body.strip()
        note = note.strip()
        head, colon, rest = body.partition(":")
        head = head.strip()
        if "0" <= head[:1] <= "9":
            index, dot, who = head.partition(".")
            if not dot or not _digits(index):
                raise RecordError(number, "a move's line starts with its number and a dot, like '3. %s: good'"
                                  % names[0])
            if index.lstrip("0") != str(expected_number):  # (no int(): it may be 5,000 digits)
                raise RecordError(number, "move number %s out of order (expected %d)" % (
                    index if len(index) <= 12 else index[:12] + "...", expected_number))
            who = who.strip().lower()
            if who not in names or not colon:
                raise RecordError(number, "expected %s after the number" % _names_text(names))
            if result is not None:
                raise RecordError(number, "a move after the Result line")
            moves.append((number, list(names).index(who), rest.strip(), note))
            expected_number += 1
            continue
        if not colon:
            raise RecordError(number, "cannot read this line: a record's lines are headers such as 'Seed: 12' "
                              "and numbered moves such as '1. %s: exchange AS KD'" % names[0])
        if head == "Result":
            if result is not None:  # (the second silently won before)
                raise RecordError(number, "Result given twice: a deal has one Result line")
            result = (number, rest.strip())
            continue
        if head not in known_headers:
            raise RecordError(number, "unknown header %r (known: %s, Result)" % (head, ", ".join(known_headers)))
        if moves:
            raise RecordError(number, "header %r after the actions began" % head)
        if head in headers:
            raise RecordError(number, "header %r given twice" % head)
        headers[head] = rest.strip()
        header_lines[head] = number
    return headers, header_lines, moves, result


def replay(game, headers, moves):
    """Play the record's ``moves`` on ``game`` (any ``GameState``), keeping the notes."""
    game.title = headers.get("Title")
    game.annotations = {}
    for index, (number, player, action_text, note) in enumerate(moves, 1):
        try:
            game.do(game.parse_action(action_text), player)
        except ValueError as error:  # every PiquetError, and any other bad value
            raise RecordError(number, str(error), move=index)
        if note:
            game.annotations[index] = note


def result_text(game, names):
    """"elder 45, younger 12": each seat's name and total."""
    return ", ".join("%s %d" % (names[seat], game.totals[seat]) for seat in range(len(names)))


def check_result(game, result, names):
    """A ``Result`` line, if given, must match the replay's totals."""
    if result is None:
        return
    number, claimed = result
    actual = result_text(game, names)
    if not game.is_over:
        raise RecordError(number, "a Result is given but the deal is not finished")
    if " ".join(claimed.replace(",", " , ").split()) != " ".join(actual.replace(",", " , ").split()):
        raise RecordError(number, "the record says %r but the replay scores %r" % (claimed, actual))


def _digits(text):
    """ASCII digits only, the same on every runtime (CPython's isdigit() accepts "²")."""
    return bool(text) and all("0" <= ch <= "9" for ch in text)


# The dealt cards' headers of a Rubicon record: (header, cards, what the cards are).
_CARD_HEADERS = (("Elder", 12, "elder's hand"), ("Younger", 12, "younger's hand"), ("Talon", 8, "talon"))


def _and_text(names):
    return listed(names)


def dealt_once(given):
    """Refuse a card dealt twice, on its second copy's line: ``given`` is (line, what,
    cards) of each header that deals cards, in the record's order."""
    seen = {}
    for line, what, cards in given:
        for card in cards:
            if card in seen:
                raise RecordError(line, "%s is dealt twice: in the %s and in the %s" % (card.code, seen[card], what))
            seen[card] = what


def dealt_headers(headers, lines, card_headers, deal_cards):
    """(seed or None, the dealt cards or None) from a record's headers: ``Seed`` and the
    ``card_headers`` ((header, count, what), in the order ``deal_cards(seed)`` deals them).
    The cards, if given, must all be there, and be what the seed deals if both are; with
    no cards the seed is required. Every mistake is a ``RecordError`` naming its line."""
    seed = None
    if "Seed" in headers:
        try:
            seed = parse_seed(headers["Seed"])
        except ValueError as error:
            raise RecordError(lines["Seed"], str(error))
    dealt = {}
    for head, count, what in card_headers:
        if head in headers:
            try:
                dealt[head] = parse_cards(headers[head], count, what)
            except ValueError as error:
                raise RecordError(lines[head], str(error))
    heads = [head for head, _, _ in card_headers]
    if len(dealt) not in (0, len(heads)):
        missing = [head for head in heads if head not in dealt]
        given = [head for head in heads if head in dealt]  # (its line: a partie's block names its deal by it)
        raise RecordError(lines[given[-1]], "the record gives some of the cards (%s) but not %s" % (
            ", ".join(given), ", ".join(missing)))
    if not dealt:
        if seed is None:
            raise RecordError(None, "the record needs either Seed or the %s cards" % _and_text(heads))
        return seed, None
    dealt_once([(lines[head], what, dealt[head]) for head, _, what in card_headers])
    if seed is not None:
        for head, cards in zip(heads, deal_cards(seed)):
            if tuple(dealt[head]) != tuple(cards):
                raise RecordError(lines[head], "these cards are not what seed %d deals" % seed)
    return seed, [dealt[head] for head in heads]


def _new_deal(headers, lines, default_rules="rubicon"):
    rules = DEFAULT_RULES if default_rules == "rubicon" else Rules.parse(default_rules)
    if "Rules" in headers:
        try:
            rules = Rules.parse(headers["Rules"])
        except ValueError as error:
            raise RecordError(lines["Rules"], str(error))
    seed, dealt = dealt_headers(headers, lines, _CARD_HEADERS, deal_cards)
    if dealt is None:
        return Deal.from_seed(seed, rules)
    try:
        return Deal(dealt[0], dealt[1], dealt[2], rules, seed)
    except ValueError as error:
        raise RecordError(lines["Elder"], str(error))
