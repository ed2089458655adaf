"""The practice table saved as text, and read back: a partie in progress survives a reload.

The save is versioned JSON: ``{"version": 2, "settings", "kind", "seed", "rules",
"level", "cut", "seat", "deals": [[moves]], "current": [moves], "counted", "count_marks",
"pending", "verdicts", "coach_moves"}``, with ``count_marks`` the current deal's counts (when each was
said, and whether right: an undo takes the counts of the play taken back out of the
tally; a save without them loads as before), with moves as ``"elder:exchange 8D 7C look"``, ``verdicts`` the coach's
verdicts shown in the current (or last) deal (``verdicts``; new in version 2: a version 1
save loads without them) and ``pending`` the count the learner must say now (counting
aloud), as the index in the deal's log it counts from (``Table.count_from``), or null.
``coach_moves``: the indices in the current (or last) deal's history of the decisions
the coach made for the learner (Follow, "Let the coach play this"), for the review.
``selected``: the cards he has marked to exchange, while he exchanges (kept so that a
reload does not make him mark them again).
``hint_moves``: of ``coach_moves``, those he made with Follow after reading the hint.
``rule_hints``: of ``hint_moves``, those whose hint was the rule of thumb's (the coach not loaded yet).
``stood_in``: [[index, level]] of the computer's moves in that deal that a stand-in made
(the club player while the expert loads), for the review.
``pending``, ``coach_moves``, ``hint_moves``, ``rule_hints``, ``stood_in`` and ``selected`` came without a new version: a save without them loads with
no count asked and no move marked as the coach's or a stand-in's, and an older page reading it only skips
them, where a new version would reset its partie.
Reading it back replays every move through the validating deal, so damaged text is
refused (``session.restore`` then resets the table and says so); it never half-restores.
With the settings panel showing (no ``kind``), the save holds what he last played for
the panel to show: ``level``, ``rules`` (``Rules.to_text``) and ``seat`` (for one deal).
"""

import json

from ..actions import parse_action
from ..errors import PiquetError
from ..rules import Rules
from ..seats import ELDER, parse_seat, seat_name
from . import adapter
from .verdicts import from_saved, to_saved

SAVE_VERSION = 2
READ_VERSIONS = (1, 2)   # version 1: the same without the verdicts
STORAGE_KEY = "piquet-table"
RESET_NOTICE = "Your saved partie could not be read, so it has been reset."
CANNOT_SAVE = "Your partie cannot be saved in this browser (storage is blocked or full); you can keep playing."
# Said when another tab of the site saves the partie: this tab saves nothing more (it
# would overwrite the other's moves, as a walk-through's stale tab did without a word).
OTHER_TAB = "This partie was played on in another tab of this site: reload this page to go on from there."
SETTING_NAMES = ("counting", "speech", "autoplay", "pace", "feedback")
PACES = ("slow", "normal", "fast")  # the "pace" setting's values


def setting_ok(name, value):
    """Whether ``value`` is one the setting ``name`` takes: a pace of PACES, else true or false."""
    return value in PACES if name == "pace" else isinstance(value, bool)


def dump_table(table):
    """The table as JSON text (see ``restore``)."""
    pairs = [("version", SAVE_VERSION),
             ("settings", _object([(name, table.settings[name]) for name in SETTING_NAMES]))]
    if table.kind is not None:
        pairs += [
            ("kind", table.kind), ("seed", table.seed), ("rules", table.rules.to_text()), ("level", table.level),
            ("cut", table.cut is not None), ("seat", seat_name(table.deal_seat_choice)),
            ("deals", [_moves(deal) for deal in table.finished]),
            ("current", _current_moves(table)),
            ("counted", table.counted),
            ("count_marks", table.count_marks),
            ("pending", table.pending_count["from"] if table.pending_count is not None else None),
            ("verdicts", to_saved(table.verdicts) if table.deal is not None else []),
            ("coach_moves", sorted(table.coach_moves) if table.deal is not None else []),
            ("hint_moves", sorted(table.hint_moves) if table.deal is not None else []),
            ("rule_hints", sorted(table.rule_hints) if table.deal is not None else []),
            ("stood_in", [[index, table.stood_in[index]] for index in sorted(table.stood_in)]
             if table.deal is not None else []),
            ("selected", list(table.selected) if _exchanging(table) else []),
        ]
    elif table.setup_level is not None:  # the settings panel: what he last played (level, rules, seat)
        pairs.append(("level", table.setup_level))
        if table.setup_rules is not None:
            pairs.append(("rules", table.setup_rules))
        pairs.append(("seat", seat_name(table.deal_seat_choice)))
    return _object(pairs).text


def _current_moves(table):
    """The moves of the deal on the table: one being played, or a single deal that is over
    (a reload shows its end and its review again, not the same cards dealt afresh); a
    partie's finished deals are in ``deals``."""
    deal = table.deal
    if deal is None or (deal.is_over and table.kind == "partie"):
        return None
    return _moves(deal)


def restore_into(table, data):
    """Rebuild the table from saved data, replaying every move, then the verdicts shown
    in its current (or last) deal (see ``restore``)."""
    if not isinstance(data, dict) or data.get("version") not in READ_VERSIONS:
        raise PiquetError("not a saved table")
    _restore_moves(table, data)
    if data.get("verdicts") and table.deal is not None:
        table.verdicts = from_saved(data["verdicts"], lambda index: _learners(table, index))
    moves = data.get("coach_moves")  # (new without a version, as "pending": a save without them has none)
    if moves:
        if not (isinstance(moves, list) and table.deal is not None and all(
                isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(table.deal.history)
                and _learners(table, index) for index in moves)):
            raise PiquetError("bad coach's moves: each must be one of the learner's decisions in the deal")
        table.coach_moves = set(moves)
    hinted = data.get("hint_moves")  # (of the coach's moves, those made by following a hint read)
    if hinted:
        if not (isinstance(hinted, list) and all(isinstance(index, int) and not isinstance(index, bool)
                                                 and index in table.coach_moves for index in hinted)):
            raise PiquetError("bad hint's moves: each must be one of the coach's moves")
        table.hint_moves = set(hinted)
    ruled = data.get("rule_hints")  # (of those, the rule of thumb's hints)
    if ruled:
        if not (isinstance(ruled, list) and all(isinstance(index, int) and not isinstance(index, bool)
                                                and index in table.hint_moves for index in ruled)):
            raise PiquetError("bad rule of thumb's hints: each must be one of the hints followed")
        table.rule_hints = set(ruled)
    _restore_stood_in(table, data.get("stood_in"))
    _restore_counting(table, data)
    _restore_selected(table, data.get("selected"))


def _exchanging(table):
    return table.deal is not None and table.learner_to_act() and table.deal.phase == "exchange"


def _restore_selected(table, codes):
    """The cards he had marked to exchange (``selected``, new without a version): card
    codes of his hand, each once (more than he may exchange too: the page lets him mark
    them and says so at the exchange); only in his exchange."""
    if not codes:
        return
    if not (isinstance(codes, list) and _exchanging(table) and len(set(codes)) == len(codes)
            and all(isinstance(code, str) for code in codes)):
        raise PiquetError("bad cards marked to exchange")
    hand = set(card.code for card in table.deal.hands[table.learner_seat])
    if not all(code in hand for code in codes):
        raise PiquetError("bad cards marked to exchange: each must be in the hand")
    table.selected = list(codes)


def _restore_stood_in(table, pairs):
    """The computer's moves a stand-in made (``stood_in``: new without a version, as
    ``coach_moves``): [[history index, level]], each a move of the computer in the deal."""
    if not pairs:
        return
    if not (isinstance(pairs, list) and table.deal is not None and all(
            isinstance(pair, list) and len(pair) == 2 and _count(pair[0]) and pair[0] < len(table.deal.history)
            and not _learners(table, pair[0]) and isinstance(pair[1], str) and adapter.is_level(pair[1])
            for pair in pairs)):
        raise PiquetError("bad stand-in's moves: each must be one of the computer's moves in the deal, with a level")
    table.stood_in = dict((pair[0], pair[1]) for pair in pairs)


def _restore_counting(table, data):
    """The counts said so far, and the count asked now (after the verdicts: whether a
    verdict's decision is the learner's reads his turn, which a count asked holds up)."""
    counted = data.get("counted")
    if counted is not None:
        if not (isinstance(counted, list) and len(counted) == 2 and all(_count(n) for n in counted)):
            raise PiquetError("bad counts said")
        table.counted = list(counted)
    marks = data.get("count_marks")  # (a save from before they were kept has none: undo then keeps the tally)
    if marks is not None:
        if not (isinstance(marks, list) and all(isinstance(mark, list) and len(mark) == 2 and _count(mark[0])
                                                and mark[1] in (0, 1) and not isinstance(mark[1], bool)
                                                for mark in marks)):
            raise PiquetError("bad count marks")
        table.count_marks = [list(mark) for mark in marks]
    start = data.get("pending")
    if start is None:
        return
    if (not isinstance(start, int) or isinstance(start, bool) or table.deal is None
            or not table.settings["counting"] or not 0 <= start < len(table.deal.log)):
        raise PiquetError("bad pending count")
    table.pending_count = table.count_from(start)
    if table.pending_count is None:
        raise PiquetError("no total to say from there")


def _learners(table, index):
    """Whether the decision at ``index`` of the table's deal is (or is now) the learner's."""
    history = table.deal.history
    if 0 <= index < len(history):
        return history[index].seat == table.learner_seat
    return index == len(history) and table.learner_to_act()


def _count(value):
    """A whole number of 0 or more, not a bool (JSON's true reads as 1 in Python)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _restore_moves(table, data):
    saved = data.get("settings")
    if saved is not None:  # (the panel's change_settings passes over a bad value: a save must not)
        if not isinstance(saved, dict):
            raise PiquetError("bad settings")
        for name in SETTING_NAMES:
            if name in saved and not setting_ok(name, saved[name]):
                raise PiquetError("bad setting %s" % name)
        table.change_settings(saved)
    kind = data.get("kind")
    if kind is None:
        level = data.get("level")
        if level is not None and not (isinstance(level, str) and adapter.is_level(level)):
            raise PiquetError("unknown level")
        rules = data.get("rules")
        if rules is not None:
            if not isinstance(rules, str):
                raise PiquetError("bad rules")
            rules = Rules.parse(rules).to_text()  # a RulesError (a PiquetError) resets
        table.setup_level, table.setup_rules, table.deal_seat_choice = level, rules, _saved_seat(data)
        return
    if kind not in ("partie", "deal"):
        raise PiquetError("unknown kind")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise PiquetError("bad seed")
    rules_text = data["rules"]
    if not isinstance(rules_text, str):
        raise PiquetError("bad rules")
    deals = data.get("deals") or []
    current = data.get("current")
    if kind == "deal":
        table.new_single_deal(seed, rules_text, data["level"], _saved_seat(data))
        replay_moves(table, current or [])
        return
    table.new_partie(seed, rules_text, data["level"], _saved_seat(data))
    if not data.get("cut"):
        return
    table.act("cut")
    for moves in deals:
        table.begin_deal()
        replay_moves(table, moves)
        if table.stage not in ("deal-over", "partie-over"):
            raise PiquetError("a finished deal that is not finished")
    if table.stage == "partie-over":
        return
    if current is not None:
        table.begin_deal()
        replay_moves(table, current)


def _saved_seat(data):
    """The seat chosen for one deal ("elder" when the save has none)."""
    seat = data.get("seat")
    return ELDER if seat is None else parse_seat(seat if isinstance(seat, str) else "")


def replay_moves(table, moves):
    """Replay one deal's saved moves (``"elder:play AS"``) through the validating deal."""
    if not isinstance(moves, list):
        raise PiquetError("bad moves")
    deal = table.deal
    for item in moves:
        seat_text, _, action_text = item.partition(":")
        seat = 0 if seat_text == "elder" else (1 if seat_text == "younger" else None)
        if seat is None:
            raise PiquetError("bad move")
        deal.do(parse_action(action_text), seat)
    table.clear_turn()
    if deal.is_over:
        table.deal_ended()


class _object:
    """JSON text of an object with its keys in a fixed order (MicroPython's dicts keep no
    order, and its ``json.dumps`` has no ``sort_keys``), so a save is the same text on
    every runtime."""

    def __init__(self, pairs):
        self.text = "{" + ", ".join("%s: %s" % (json.dumps(key), value.text if isinstance(value, _object)
                                                else json.dumps(value)) for key, value in pairs) + "}"


def _moves(deal):
    return ["%s:%s" % (seat_name(move.seat), move.action) for move in deal.history]
