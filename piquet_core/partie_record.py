"""The record of a whole two-player partie (``.pqt``): its six deals (or more, after a tie)
in one text, read back by ``replay`` to the same totals and settlement.

Glossary:
    partie:        six deals between two players, dealing in turn (``partie.Partie``);
                   players are "player 1" and "player 2" (the practice table's learner is
                   player 1, the computer player 2: its ``Title`` says so).
    partie header: ``Partie: player P deals first``; with it, ``Rules`` (every deal's,
                   default ``rubicon``), and optionally ``Title`` and ``Seed``.
    deal block:    from ``Deal N: player P deals`` to the next: an ordinary deal record
                   (``docs/deal-records.md``) without ``Rules``, ``Seed`` or ``Title``:
                   the cards as dealt, the numbered actions by role, ``Result``. A block
                   without cards is dealt from the partie's ``Seed`` as the practice
                   table deals (deal N from 0: ``derive_seed(seed, N)``).
    closing:       ``Totals`` (each player's) and ``Winner`` (who, and what he scores at
                   the settlement), checked against the replay; only for a finished partie.

The games' partie records (Normand, Voleur) are ``games.partie_record``; this one has no
``Game`` header: it is the default game, two-player Piquet.

>>> from piquet_core.players import play_random_deal
>>> deals = [play_random_deal(derive_seed(7, n)) for n in range(6)]
>>> text = dump(0, DEFAULT_RULES, deals)
>>> again = load(text)
>>> again.is_over, dump(0, again.rules, again.deals) == text
(True, True)
>>> text.splitlines()[-2:] == ["Totals: " + totals_text(again.totals), "Winner: " + winner_text(again.partie.result())]
True
>>> load(text.replace("Deal 2: player 2 deals", "Deal 2: player 1 deals"))
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 43: expected 'Deal 2: player 2 deals' here
"""

from . import record
from .deal_blocks import moved, read_headers, same_words, split_blocks
from .errors import PiquetError, RecordError
from .partie import Partie
from .prng import derive_seed, parse_seed
from .rules import DEFAULT_RULES, Rules

HEADERS = ("Partie", "Title", "Rules", "Seed")
PLAYERS = ("player 1", "player 2")
BLOCK_HEADERS = ("Rules:", "Seed:", "Title:", "Game:", "Partie:")


class PartieRecord:
    """A partie read back: ``deals`` (each a ``Deal``, the last maybe unfinished), the
    ``partie`` they make (``totals`` by player), and the record's headers."""

    game = "partie"  # (for ``replay``: not a deal)

    def __init__(self, first_dealer, rules, seed=None, title=None):
        self.first_dealer, self.rules, self.seed, self.title = first_dealer, rules, seed, title
        self.partie = Partie(first_dealer, rules)
        self.deals = []

    @property
    def totals(self):
        return tuple(self.partie.totals)

    @property
    def is_over(self):
        return self.partie.is_over

    def dealer_of(self, number):
        """The player (0 or 1) who deals deal ``number`` (from 0)."""
        return (self.first_dealer + number) % 2

    def add(self, deal):
        self.deals.append(deal)
        if deal.is_over:
            self.partie.current = deal
            self.partie.deal_finished(deal)


def deal_line(first_dealer, number):
    return "Deal %d: %s deals" % (number + 1, PLAYERS[(first_dealer + number) % 2])


def totals_text(totals):
    return "%s %d, %s %d" % (PLAYERS[0], totals[0], PLAYERS[1], totals[1])


def winner_text(result):
    """The settlement in words: "player 2, scoring 109" ("..., player 1 rubiconed")."""
    if result["draw"]:
        return "none (a drawn partie)"
    text = "%s, scoring %d" % (PLAYERS[result["winner"]], result["points"])
    return text + (", %s rubiconed" % PLAYERS[1 - result["winner"]] if result["rubiconed"] else "")


def dump(first_dealer, rules, deals, seed=None, title=None):
    """The record of a partie whose deals so far are ``deals`` (``Deal``s in order, the
    last maybe unfinished), player ``first_dealer`` (0 or 1) dealing first."""
    lines = ["Partie: %s deals first" % PLAYERS[first_dealer]]
    if title:
        lines.append(record.title_line(title))
    lines.append("Rules: " + rules.to_text())
    if seed is not None:
        lines.append("Seed: %d" % seed)
    partie = Partie(first_dealer, rules)
    for number, deal in enumerate(deals):
        lines += ["", deal_line(first_dealer, number)]
        lines += [line for line in record.dump(deal).splitlines() if not line.startswith(BLOCK_HEADERS)]
        if deal.is_over:
            partie.current = deal
            partie.deal_finished(deal)
    if partie.is_over:
        lines += ["", "Totals: " + totals_text(partie.totals), "Winner: " + winner_text(partie.result())]
    return "\n".join(lines) + "\n"


def is_partie(text):
    """True when the record's headers (before its first deal or action) hold ``Partie``."""
    for raw in text.split("\n"):
        line = raw.strip()
        if line.startswith("Partie:"):
            return True
        if line.startswith("Deal ") or "0" <= line[:1] <= "9":
            return False
    return False


def _first_dealer(text, line):
    words = text.lower().split()
    if len(words) != 4 or words[0] != "player" or words[1] not in ("1", "2") or words[2:] != ["deals", "first"]:
        raise RecordError(line, "expected 'Partie: player 1 deals first' or 'Partie: player 2 deals first', got %r"
                          % text)
    return int(words[1]) - 1


def load(text):
    """Replay a partie record; ``RecordError`` names the bad line."""
    text = record.check_text(text)
    header_lines, blocks, closing = split_blocks(text, ("Totals", "Winner"))
    found, where = read_headers(header_lines, HEADERS, "partie header", "Deal 1: player P deals")
    if "Partie" not in found:
        raise RecordError(None, "a partie record needs a 'Partie: player P deals first' header")
    first = _first_dealer(found["Partie"], where["Partie"])
    rules, seed = DEFAULT_RULES, None
    try:
        if "Rules" in found:
            rules = Rules.parse(found["Rules"])
    except PiquetError as error:
        raise RecordError(where["Rules"], str(error))
    try:
        if "Seed" in found:
            seed = parse_seed(found["Seed"])
    except PiquetError as error:
        raise RecordError(where["Seed"], str(error))
    partie = PartieRecord(first, rules, seed, found.get("Title"))
    for number, (line, lines) in enumerate(blocks):
        if line[1] != deal_line(first, number):
            raise RecordError(line[0], "expected %r here" % deal_line(first, number))
        if partie.is_over:
            raise RecordError(line[0], "the partie was over after deal %d" % number)
        if partie.deals and not partie.deals[-1].is_over:
            raise RecordError(line[0], "deal %d is not finished, so deal %d cannot begin" % (number, number + 1))
        partie.add(_replay_block(partie, number, line, lines))
    for line, claimed_line in closing:
        head, _, claimed = claimed_line.partition(":")
        if not partie.is_over:
            raise RecordError(line, "a %s line is given but the partie is not finished" % head)
        actual = totals_text(partie.totals) if head == "Totals" else winner_text(partie.partie.result())
        if not same_words(claimed, actual):
            raise RecordError(line, "the record says %r but the replay gives %r" % (claimed.strip(), actual))
    return partie


def _replay_block(partie, number, deal_line_at, lines):
    """Deal ``number``'s block replayed as a deal record; errors name the record's lines."""
    for line_number, line in lines:
        if line.startswith(BLOCK_HEADERS):
            raise RecordError(line_number, "a deal block takes the partie's rules and seed: no %s header here"
                              % line.partition(":")[0])
    head = ["Rules: " + partie.rules.to_text()]
    if not any(line.startswith("Elder:") for _, line in lines):
        if partie.seed is None:
            raise RecordError(deal_line_at[0], "deal %d gives no cards and the partie has no Seed to deal them"
                              % (number + 1))
        head.append("Seed: %d" % derive_seed(partie.seed, number))
    try:
        return record.load_deal("\n".join(head + [line for _, line in lines]))
    except RecordError as error:
        if error.line is not None and error.line <= len(head):
            raise RecordError(deal_line_at[0], error.reason)
        raise moved(RecordError(None if error.line is None else error.line - len(head), error.reason), lines)


def replay_text(partie, as_json=False):
    """What ``replay`` prints for a partie: each deal's transcript and score, the totals,
    and the settlement once it is over."""
    import json
    from .transcript import format_transcript
    result = partie.partie.result()
    if as_json:
        deals = [{"dealer": PLAYERS[partie.dealer_of(number)], "events": [e.to_dict() for e in deal.events],
                  "result": deal.result()} for number, deal in enumerate(partie.deals)]
        return json.dumps({"deals": deals, "totals": dict(zip(PLAYERS, partie.totals)), "result": result})
    out = []
    for number, deal in enumerate(partie.deals):
        dealer = partie.dealer_of(number)
        out += ["%s (%s is elder)" % (deal_line(partie.first_dealer, number), PLAYERS[1 - dealer]),
                format_transcript(deal),
                "Score of the deal: elder %d, younger %d%s" % (deal.totals[0], deal.totals[1],
                                                               "" if deal.is_over else " (unfinished)"), ""]
    out.append("Totals: %s%s" % (totals_text(partie.totals), "" if partie.is_over else " (unfinished)"))
    if result is not None:
        out.append("Winner: " + winner_text(result))
    return "\n".join(out)

