"""Command line for lesson authors and for checking (CPython only).

    python -m piquet_core deal --seed N [--rules "rubicon +old_count"]
    python -m piquet_core replay FILE [--json]     # FILE "-" reads standard input
    python -m piquet_core hand "ELDER CARDS" [--vs "YOUNGER CARDS"] [--json]
    python -m piquet_core play [--game NAME] --seed N [--players P] [--rules R]   # a random legal deal (à Écrire: a session), as a record
"""

import argparse
import json
import sys

from .cards import as_cards, format_cards
from .commands_match import add_commands as add_match_commands
from .commands_puzzle import add_commands as add_puzzle_commands
from .commands_search import add_commands as add_search_commands, read_record
from .deal import Deal
from .errors import PiquetError
from .hands import score_hands, summarize
from .players import play_random_deal
from .prng import parse_seed
from .record import dump, load_bytes
from .rules import Rules
from .transcript import format_transcript

_SEQUENCE_KEYS = ("length", "top", "suit", "name")
_SET_KEYS = ("rank", "count", "name")


def hand_json(summary):
    """Exactly the documented ``H`` shape: no extra keys."""
    return {
        "point": summary["point"],
        "sequences": [{key: seq[key] for key in _SEQUENCE_KEYS} for seq in summary["sequences"]],
        "sets": [{key: found[key] for key in _SET_KEYS} for found in summary["sets"]],
        "carte_blanche": summary["carte_blanche"],
    }


def _hand_text(label, summary):
    point = summary["point"]
    lines = ["%s:" % label]
    lines.append("  point: %s" % ("none" if point is None else "%d cards, %d pips, in %s" % (
        point["length"], point["value"], point["suit"])))
    lines.append("  sequences: %s" % (", ".join("%s in %s (%d)" % (s["full_name"], s["suit"], s["score"])
                                                 for s in summary["sequences"]) or "none"))
    lines.append("  sets: %s" % (", ".join("%s (%d)" % (s["full_name"], s["score"]) for s in summary["sets"]) or "none"))
    lines.append("  carte blanche: %s" % ("yes" if summary["carte_blanche"] else "no"))
    return "\n".join(lines)


def command_hand(args):
    if args.vs is None:  # (a hand is twelve cards: fewer say nothing true of carte blanche)
        summary = summarize(as_cards(args.cards, 12, "hand"))
        return json.dumps(hand_json(summary)) if args.json else _hand_text("Hand", summary)
    result = score_hands(args.cards, args.vs)
    if args.json:
        return json.dumps({
            "elder": hand_json(result["elder"]), "younger": hand_json(result["younger"]),
            "scores": result["scores"], "totals": result["totals"], "repique": result["repique"],
        })
    lines = [_hand_text("Elder", result["elder"]), _hand_text("Younger", result["younger"])]
    for kind, score in result["scores"].items():
        lines.append("%s: %s" % (kind, "equal, nobody scores" if score["winner"] is None else
                                 "%s scores %d" % (score["winner"], score["points"])))
    lines.append("totals: elder %(elder)d, younger %(younger)d" % result["totals"])
    if result["repique"]:
        lines.append("repique for " + result["repique"])
    return "\n".join(lines)


def command_deal(args):
    deal = Deal.from_seed(args.seed, Rules.parse(args.rules))
    return "\n".join([
        "Seed %d (%s)" % (args.seed, deal.rules.to_text()),
        "Elder:   " + format_cards(deal.dealt[0]),
        "Younger: " + format_cards(deal.dealt[1]),
        "Talon:   " + format_cards(deal.talon_dealt, sort=False) + "   (elder's five, then younger's three)",
    ])


def _seed(text):
    try:
        return parse_seed(text)
    except PiquetError as error:
        raise argparse.ArgumentTypeError(str(error))


def _game(text):
    from .games import check_game
    try:
        return check_game(text)
    except PiquetError as error:
        raise argparse.ArgumentTypeError(str(error))


def _session_replay(session, as_json):
    """A session of Piquet à Écrire: each deal's transcript, then the score sheet."""
    if as_json:
        deals = []
        for number in range(session.deal_number + 1):
            deal = session.deal(number)
            elder, younger = session.role_seats(number)
            deals.append({"elder": session.seat_name(elder), "younger": session.seat_name(younger),
                          "events": [e.to_dict() for e in deal.events], "result": deal.result()})
        return json.dumps({"deals": deals, "result": session.result()})
    out = []
    for number in range(session.deal_number + 1):
        deal = session.deal(number)
        elder, younger = session.role_seats(number)
        out += ["Deal %d: %s (younger) deals to %s (elder)" % (number + 1, session.seat_name(younger),
                                                             session.seat_name(elder)),
                format_transcript(deal),
                "Score of the deal: elder %d, younger %d%s" % (deal.totals[0], deal.totals[1],
                                                               "" if deal.is_over else " (unfinished)"), ""]
    result = session.result()
    out.append("Totals: %s%s" % (", ".join("%s %d" % item for item in result["totals"].items()),
                                 "" if session.is_over else " (unfinished)"))
    out.append("Game points: %s" % ", ".join("%s %+d" % item for item in result["game_points"].items()))
    if result["winners"]:
        out.append("Winner: %s" % " and ".join(result["winners"]))
    return "\n".join(out)


def command_replay(args):
    deal = load_bytes(read_record(args.file))
    if getattr(deal, "game", None) == "ecrire":
        return _session_replay(deal, args.json)
    if getattr(deal, "game", None) == "imperial":  # a whole game, scored in chips
        from .games.imperial_view import replay_text
        return replay_text(deal, args.json)
    if getattr(deal, "game", None) == "partie":  # a two-player partie's deals and settlement
        from .partie_record import replay_text as two_player_partie_text
        return two_player_partie_text(deal, args.json)
    if getattr(deal, "game", "").endswith(" partie"):  # six deals of Normand or Voleur
        from .games.partie_record import replay_text as partie_text
        return partie_text(deal, args.json)
    if getattr(deal, "game", None) == "original":  # a whole game to 100, with 36 cards
        from .games.original_view import replay_text as original_text
        return original_text(deal, args.json)
    # Who holds the totals: the seats, or a partnership game's sides (Voleur).
    names = getattr(deal, "score_names", None) or [deal.seat_name(seat) for seat in deal.seats]
    if args.json:
        return json.dumps({"events": [e.to_dict(names) for e in deal.events], "result": deal.result()})
    out = [format_transcript(deal), ""]
    out.append("Final score: %s%s" % (", ".join("%s %d" % (names[side], deal.totals[side])
                                                for side in range(len(names))),
                                      "" if deal.is_over else " (unfinished)"))
    return "\n".join(out)


PARTIE_GAMES = ("normand", "voleur")  # the games with partie records (games.partie_record)


def command_play(args):
    if args.players is not None and args.game != "ecrire":
        raise PiquetError("--players is for ecrire; %s is played by a fixed number of players" % args.game)
    if args.partie:
        if args.game not in PARTIE_GAMES:
            raise PiquetError("--partie plays a whole partie of %s; %s has no partie record" % (
                " or ".join(PARTIE_GAMES), args.game))
        if args.rules is not None:  # (it was silently ignored)
            raise PiquetError("--rules sets Rubicon Piquet's variants; a %s partie has none" % args.game)
        from .games.partie_record import dump as dump_partie, play_partie
        return dump_partie(play_partie(args.game, args.seed))
    if args.game == "ecrire":  # a session of Rubicon deals: the variants apply to every deal
        from .games.ecrire import Ecrire
        from .players import RandomPlayer, play_deal
        session = Ecrire(3 if args.players is None else args.players, args.seed, Rules.parse(args.rules or "rubicon"))
        return dump(play_deal(session, [RandomPlayer(args.seed)] * session.players))
    if args.game == "imperial":  # its one setting, the ranking: --rules imperial (the default) or standard
        from .games.imperial import Imperial
        from .players import RandomPlayer, play_deal
        return dump(play_deal(Imperial(args.seed, (args.rules or "imperial").lower()), [RandomPlayer(args.seed)] * 2))
    if args.game == "cardparade":  # the two-player deal under the cardparade preset (or a table's changes to it)
        return dump(play_random_deal(args.seed, Rules.parse(args.rules or "cardparade")))
    if args.game != "rubicon":
        if args.rules is not None:
            raise PiquetError("--rules sets Rubicon Piquet's variants; %s has none" % args.game)
        from .games import play_random
        return dump(play_random(args.game, args.seed))
    return dump(play_random_deal(args.seed, Rules.parse(args.rules or "rubicon")))


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m piquet_core", description="Rubicon Piquet engine tools")
    sub = parser.add_subparsers(dest="command", required=True)
    deal = sub.add_parser("deal", help="print a seeded deal")
    deal.add_argument("--seed", type=_seed, required=True)
    deal.add_argument("--rules", default="rubicon", help='e.g. "rubicon +old_count"')
    replay = sub.add_parser("replay", help="replay a deal record: dialogue, announcements, final score")
    replay.add_argument("file", help='a deal record, or "-" for standard input')
    replay.add_argument("--json", action="store_true")
    hand = sub.add_parser("hand", help="score a hand's (or two hands') full, honest declarations")
    hand.add_argument("cards", help="a 12-card hand (elder's when --vs is given)")
    hand.add_argument("--vs", help="younger's 12 cards (the first hand is elder's)")
    hand.add_argument("--json", action="store_true")
    play = sub.add_parser("play", help="play a seeded deal with random legal actions; print its record")
    play.add_argument("--game", type=_game, default="rubicon", help="rubicon (the default), normand, ecrire, voleur, imperial, original or cardparade")
    play.add_argument("--players", type=int, default=None, help="ecrire only: 3 to 8 players (default 3)")
    play.add_argument("--seed", type=_seed, required=True)
    play.add_argument("--partie", action="store_true",
                      help="normand or voleur: a whole partie of six deals in one record (replay reads it)")
    play.add_argument("--rules", default=None, help='Rubicon variants, e.g. "rubicon +old_count"; '
                      'cardparade: "cardparade" (the default) with changes, e.g. "cardparade trumps=false"; '
                      'imperial: the ranking, imperial or standard')
    add_match_commands(sub)
    add_puzzle_commands(sub)
    add_search_commands(sub)
    args = parser.parse_args(argv)
    commands = {"deal": command_deal, "replay": command_replay, "hand": command_hand, "play": command_play}
    try:
        print((getattr(args, "handler", None) or commands[args.command])(args))
        sys.stdout.flush()
    except PiquetError as error:
        print("piquet_core %s: %s" % (args.command, error), file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (``| head``): no traceback, as the Python docs advise
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
