"""Partie records of the table games (docs/deal-records.md): the six deals of a
``NormandPartie`` or a ``VoleurPartie`` in one record, read back by ``replay`` like à
Écrire's session records.

Glossary:
    partie header: ``Partie: place P deals first`` after the ``Game`` header marks a
                partie record (a deal record has none); places are counted from 1.
    deal block: from ``Deal N: place P deals`` to the next such line: an ordinary deal
                record of the game without its ``Game`` and ``Seed`` headers (card
                headers, numbered actions by seat, ``Result``). A block without cards is
                dealt from the partie's ``Seed`` (deal N from 0: ``derive_seed(seed, N)``).
    closing:    ``Totals`` (each holder's total: places at Normand, partnerships at
                Voleur) and ``Winner``, checked against the replay.

Format::

    Game: voleur
    Partie: place 4 deals first
    Seed: 11

    Deal 1: place 4 deals
    First: ...    Second: ...    Third: ...    Dealer: ...
    1. first: point AS KS QS JS
    ...
    Result: first and third 31, second and dealer 12

    Deal 2: place 1 deals
    ...
    Totals: places 1 and 3 120, places 2 and 4 95
    Winner: places 1 and 3

>>> partie = play_partie("voleur", 4)
>>> again = load(dump(partie))
>>> again.totals == partie.totals and dump(again) == dump(partie)
True
>>> load("Game: normand\\nPartie: place 3 deals first\\nSeed: 1\\nDeal 2: place 3 deals")
Traceback (most recent call last):
...
piquet_core.errors.RecordError: line 4: expected 'Deal 1: place 3 deals' here
"""

from .. import record
from ..errors import PiquetError, RecordError
from ..prng import parse_seed
from ..spaces import strip_spaces
from ..deal_blocks import moved, read_headers, same_words, split_blocks

HEADERS = ("Game", "Partie", "Title", "Seed")


def _kinds(name):
    """(partie class, record format, seat names, score names) of a table game."""
    if name == "normand":
        from .normand import SEAT_NAMES, NormandPartie
        from .normand_record import FORMAT
        return NormandPartie, FORMAT, SEAT_NAMES, SEAT_NAMES
    from .voleur import SEAT_NAMES, SIDE_NAMES, VoleurPartie
    from .voleur_record import FORMAT
    return VoleurPartie, FORMAT, SEAT_NAMES, SIDE_NAMES


def is_partie(text):
    """True when the record's headers (before its first deal or action) hold ``Partie``."""
    for raw in text.split("\n"):
        line = strip_spaces(raw)
        if line.startswith("Partie:"):
            return True
        if line.startswith("Deal ") or "0" <= line[:1] <= "9":
            return False
    return False


def play_partie(name, seed, first_dealer=None):
    """A whole partie of ``name`` (normand or voleur), every deal shuffled from ``seed``
    and played by random legal players (``play_random``'s)."""
    from ..players import RandomPlayer, play_deal
    partie_class = _kinds(name)[0]
    partie = partie_class(first_dealer, seed)
    player = RandomPlayer(seed)
    while not partie.is_over:
        game = partie.new_deal()
        play_deal(game, [player] * len(game.seats))
        partie.deal_finished(game)
    return partie


def _deal_line(partie, number):
    from .common import seat_after
    return "Deal %d: place %d deals" % (number + 1, seat_after(partie.first_dealer, number, len(partie.PLACES)) + 1)


def totals_text(partie):
    return ", ".join("%s %d" % (name, total) for name, total in zip(partie.holder_names, partie.totals))


def winner_text(partie):
    leaders = partie.leaders()
    if len(leaders) == len(partie.totals):
        return "none (a drawn partie)"
    return " and ".join(partie.holder_names[index] for index in leaders)


def dump(partie, title=None):
    """The record of a partie (finished or not) as text; every deal's cards written out."""
    _, fmt, _, _ = _kinds(partie.GAME)
    title = title if title is not None else partie.title
    lines = ["Game: " + partie.GAME, "Partie: place %d deals first" % (partie.first_dealer + 1)]
    if title:
        lines.append(record.title_line(title))
    if partie.seed is not None:
        lines.append("Seed: %d" % partie.seed)
    games = list(partie.games) + ([partie.current] if partie.current is not None else [])
    for number, game in enumerate(games):
        dealt = tuple(game.dealt) + ((game.stock_dealt,) if partie.GAME == "normand" else ())
        body = fmt.dump(game, dealt, "").splitlines()
        lines += ["", _deal_line(partie, number)]
        lines += [line for line in body if not line.startswith(("Game:", "Seed:", "Title:"))]
    if partie.is_over:
        lines += ["", "Totals: " + totals_text(partie), "Winner: " + winner_text(partie)]
    return "\n".join(lines) + "\n"


def _first_dealer(text, line, places):
    words = text.lower().split()
    if len(words) != 4 or words[0] != "place" or words[2:] != ["deals", "first"] or \
            words[1] not in [str(place + 1) for place in places]:
        raise RecordError(line, "expected 'Partie: place N deals first' with N from 1 to %d, got %r"
                          % (len(places), text))
    return int(words[1]) - 1


def load(text):
    """Replay a partie record into its partie; ``RecordError`` names the bad line."""
    text = record.check_text(text)
    header_lines, blocks, closing = split_blocks(text, ("Totals", "Winner"))
    found, where = read_headers(header_lines, HEADERS, "partie header", "Deal 1: place N deals")
    name = found.get("Game", "").lower()
    if name not in ("normand", "voleur"):
        raise RecordError(where.get("Game"), "a partie record is of Piquet Normand or Piquet Voleur ('Game: normand' "
                                             "or 'Game: voleur')")
    if "Partie" not in found:
        raise RecordError(None, "a partie record needs a 'Partie: place N deals first' header")
    partie_class, fmt, seat_names, score_names = _kinds(name)
    first = _first_dealer(found["Partie"], where["Partie"], partie_class.PLACES)
    seed = None
    if "Seed" in found:
        try:
            seed = parse_seed(found["Seed"])
        except PiquetError as error:
            raise RecordError(where["Seed"], str(error))
    partie = partie_class(first, seed)
    partie.title = found.get("Title")
    for number, (deal_line, lines) in enumerate(blocks):
        if deal_line[1] != _deal_line(partie, number):
            raise RecordError(deal_line[0], "expected %r here" % _deal_line(partie, number))
        if partie.is_over:
            raise RecordError(deal_line[0], "a partie has %d deals" % partie.DEALS)
        if number > len(partie.games):
            raise RecordError(deal_line[0], "deal %d is not finished, so deal %d cannot begin" % (number, number + 1))
        game = _replay_block(partie, number, deal_line, lines, fmt, seat_names, score_names)
        if game.is_over:
            partie.deal_finished(game)
        else:
            partie.current = game
    for line, claimed_line in closing:
        head, _, claimed = claimed_line.partition(":")
        if not partie.is_over:
            raise RecordError(line, "a %s line is given but the partie is not finished" % head)
        actual = totals_text(partie) if head == "Totals" else winner_text(partie)
        if not same_words(claimed, actual):
            raise RecordError(line, "the record says %r but the replay gives %r" % (strip_spaces(claimed), actual))
    return partie


def _replay_block(partie, number, deal_line, lines, fmt, seat_names, score_names):
    """One deal block replayed as a deal record of the game; errors name the record's lines."""
    for line_number, line in lines:
        if line.startswith(("Game:", "Seed:", "Partie:", "Title:")):
            raise RecordError(line_number, "a deal block takes the partie's game and seed: no %s header here"
                              % line.partition(":")[0])
    head = ["Game: " + partie.GAME]
    has_cards = any(line.startswith(fmt.card_headers[0][0] + ":") for _, line in lines)
    if not has_cards:
        if partie.seed is None:
            raise RecordError(deal_line[0], "deal %d gives no cards and the partie has no Seed to deal them"
                              % (number + 1))
        head.append("Seed: %d" % partie.seed_of(number))
    try:
        return fmt.load("\n".join(head + [line for _, line in lines]), seat_names, score_names)
    except RecordError as error:
        if error.line is not None and error.line <= len(head):
            raise RecordError(deal_line[0], error.reason)
        raise moved(RecordError(None if error.line is None else error.line - len(head), error.reason), lines)


def replay_text(partie, as_json=False):
    """What ``replay`` prints for a partie: each deal's transcript and score, then the totals."""
    import json
    from ..transcript import format_transcript
    games = list(partie.games) + ([partie.current] if partie.current is not None else [])
    if as_json:
        # every deal, the one in progress too (the text shows it: the JSON left it out)
        dealers = [dealer for dealer, _ in partie.deals] + ([partie.dealer] if partie.current is not None else [])
        deals = [{"dealer": "place %d" % (dealer + 1), "events": [e.to_dict(g.score_names) for e in g.events],
                  "result": g.result()} for dealer, g in zip(dealers, games)]
        return json.dumps({"deals": deals, "totals": dict(zip(partie.holder_names, partie.totals)),
                           "result": partie.result()})
    out = []
    for number, game in enumerate(games):
        places = partie.places(partie.deals[number][0] if number < len(partie.deals) else partie.dealer)
        seats = ", ".join("%s at place %d" % (name, place + 1) for name, place in zip(game.seat_names, places))
        out += [_deal_line(partie, number) + " (%s)" % seats, format_transcript(game),
                "Score of the deal: %s%s" % (", ".join("%s %d" % (name, total) for name, total in
                                                       zip(game.score_names, game.totals)),
                                             "" if game.is_over else " (unfinished)"), ""]
    out.append("Totals: %s%s" % (totals_text(partie), "" if partie.is_over else " (unfinished)"))
    if partie.is_over:
        out.append("Winner: " + winner_text(partie))
    return "\n".join(out)
