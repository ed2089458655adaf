"""The ``solve`` and ``selfplay`` commands (CPython; importable anywhere).

    python -m piquet_core solve FILE.pqt [--json]
    python -m piquet_core selfplay --deals N --seed S [--rules R] [--players P,Q] [--json]

Glossary:
    double dummy: both hands known to both players; ``solve`` plays best for both
                  from where the record stops (a trick boundary or just after a lead).
    value:        elder's points minus younger's points that the rest of the deal adds
                  (leads, wins, the last trick, the cards or capot, a pique made in it).
    self-play:    N seeded deals played to the end by two players (``random`` or any
                  level ``players.make_player`` knows); the first plays elder.

``solve --json`` prints exactly ``{"to_act", "value", "best", "nodes", "ms"}``;
``selfplay --json`` exactly ``{"deals", "seconds", "deals_per_s", "totals"}``. A record
that does not stop in the play, a bad record, rules, count or player name exits with
status 2 and one line on stderr.

>>> import argparse
>>> parser = argparse.ArgumentParser(); sub = parser.add_subparsers(dest="command")
>>> add_commands(sub)
>>> args = parser.parse_args(["selfplay", "--deals", "3", "--seed", "9", "--json"])
>>> sorted(json.loads(args.handler(args)))
['deals', 'deals_per_s', 'seconds', 'totals']
"""

import json
import sys
import time

from .errors import PiquetError
from .seats import SEAT_NAMES


def _argument_error(message):
    import argparse  # not at import time: this module must import under MicroPython too
    return argparse.ArgumentTypeError(message)


def _seed(text):
    from .prng import parse_seed
    try:
        return parse_seed(text)
    except PiquetError as error:
        raise _argument_error(str(error))


def _rules(text):
    from .rules import Rules
    try:
        return Rules.parse(text)
    except PiquetError as error:
        raise _argument_error(str(error))


def _count(text):
    digits = text.strip()
    # (ASCII digits only: isdigit() also takes "²", which int() then refuses)
    if not digits or len(digits) > 9 or [ch for ch in digits if not "0" <= ch <= "9"] or int(digits) < 1:
        raise _argument_error("--deals must be a whole number of deals, 1 or more, not %r" % text)
    return int(text)


def _players(text):
    names = [name.strip() for name in text.split(",")]
    if len(names) != 2 or not all(names):
        raise _argument_error("--players is two names, elder's then younger's, such as random,random; got %r"
                              % text)
    return names


def add_commands(subparsers):
    """Add ``solve`` and ``selfplay`` to the command line; the handler is ``args.handler``."""
    solve = subparsers.add_parser("solve", help="double-dummy value and best cards where a deal record stops")
    solve.add_argument("file", help='a deal record stopped in the play, or "-" for standard input')
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.set_defaults(handler=command_solve)
    selfplay = subparsers.add_parser("selfplay", help="play seeded deals between two players; sum the totals")
    selfplay.add_argument("--deals", type=_count, required=True)
    selfplay.add_argument("--seed", type=_seed, required=True, help="the first deal's seed (then S+1, ...)")
    selfplay.add_argument("--rules", type=_rules, default=None, help='e.g. "rubicon +old_count"')
    selfplay.add_argument("--players", type=_players, default=["random", "random"],
                          help="elder's and younger's player, such as random,random (the default)")
    selfplay.add_argument("--json", action="store_true", help="print one JSON object")
    selfplay.set_defaults(handler=command_selfplay)


# ----- solve ---------------------------------------------------------------------------------


def read_record(name):
    """At most MAX_RECORD_BYTES + 1 bytes of the file (or of standard input for "-"):
    enough for ``record.load_bytes`` to refuse a longer input without reading all of it
    (``replay`` and ``solve`` both read with it)."""
    from .record import MAX_RECORD_BYTES
    try:
        if name == "-":
            return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        with open(name, "rb") as handle:
            return handle.read(MAX_RECORD_BYTES + 1)
    except OSError as error:
        raise PiquetError("cannot read %s: %s" % (name, error.strerror or error))


def command_solve(args):
    from .deal import Deal
    from .record import load_bytes
    from .solver import solve
    deal = load_bytes(read_record(args.file))
    if not isinstance(deal, Deal):  # (a partie, or a game of three or more, Imperial, the original rules)
        game = getattr(deal, "game", None) or "partie"
        raise PiquetError("solve reads a two-player deal record (Rubicon or CardParade), not a%s %s record" % (
            "n" if game[:1] in "aeiou" else "", game))
    if deal.phase == "over":
        raise PiquetError("the record's deal is over, not in the play: there is nothing to solve")
    if deal.phase != "play":
        raise PiquetError("the record stops in the %s, not in the play: there is nothing to solve" % deal.phase)
    found = solve(deal)
    seat = SEAT_NAMES[found.to_act]
    best = [card.code for card in found.best]
    ms = round(found.ms, 1)
    if args.json:
        return json.dumps({"to_act": seat, "value": found.value, "best": best, "nodes": found.nodes, "ms": ms})
    return "%s to play; value %+d (elder's points minus younger's from here, best play by both); best: %s  " \
           "(%d nodes, %.1f ms)" % (seat.capitalize(), found.value, " ".join(best), found.nodes, ms)


# ----- selfplay ----------------------------------------------------------------------------------


def _player_maker(name):
    """A function (seed) -> a way to choose the next action of a deal, for ``name``.

    Levels come from ``players.make_player`` (a ``choose(view)`` object); without that
    registry only ``random`` exists, played through ``players.random_action``.
    """
    from . import players
    make = getattr(players, "make_player", None)
    if make is not None:
        make(name, 0)  # an unknown name fails here, before any deal

        def player(seed):
            chooser = make(name, seed)
            return lambda deal, seat: chooser.choose(deal.view(seat))
        return player
    if name != "random":
        raise PiquetError("unknown player %r (known: random)" % name)

    def random_player(seed):
        from .prng import Prng
        rng = Prng(seed)
        return lambda deal, seat: players.random_action(deal, rng)
    return random_player


def _clock():
    return time.perf_counter() if hasattr(time, "perf_counter") else time.ticks_ms() / 1000.0


def selfplay(deals, seed, rules=None, names=("random", "random")):
    """Play ``deals`` seeded deals (seeds ``seed``, ``seed + 1``, ...); the summed totals
    and the time taken: ``{"deals", "seconds", "deals_per_s", "totals"}``."""
    from .deal import Deal
    from .rules import DEFAULT_RULES
    from .prng import MAX_SEED
    rules = DEFAULT_RULES if rules is None else rules
    if seed + deals - 1 > MAX_SEED:  # (refused before any deal: the run would stop part-way)
        raise PiquetError("the deals' seeds run from --seed to --seed + --deals - 1, and %d is above the largest "
                          "seed, %d" % (seed + deals - 1, MAX_SEED))
    makers = [_player_maker(names[0]), _player_maker(names[1])]
    totals = [0, 0]
    start = _clock()
    for number in range(deals):
        deal_seed = seed + number
        deal = Deal.from_seed(deal_seed, rules)
        # each deal's players are seeded from its own seed, so any one deal can be replayed alone
        choosers = [makers[0](2 * deal_seed % (MAX_SEED + 1)), makers[1]((2 * deal_seed + 1) % (MAX_SEED + 1))]
        while not deal.is_over:
            seat = deal.to_act
            deal.do(choosers[seat](deal, seat), seat)
        totals[0] += deal.totals[0]
        totals[1] += deal.totals[1]
    seconds = _clock() - start
    return {"deals": deals, "seconds": round(seconds, 3),
            "deals_per_s": round(deals / seconds, 1) if seconds > 0 else None,
            "totals": {"elder": totals[0], "younger": totals[1]}}


def command_selfplay(args):
    result = selfplay(args.deals, args.seed, args.rules, args.players)
    if args.json:
        return json.dumps(result)
    return "%d deals (%s against %s) in %.2f s, %.1f deals/s; totals: elder %d, younger %d" % (
        result["deals"], args.players[0], args.players[1], result["seconds"], result["deals_per_s"] or 0,
        result["totals"]["elder"], result["totals"]["younger"])
