"""Portability driver: plays seeded random deals and prints one JSON line per deal.

The very same file runs under CPython (imported by ``test_micropython.py``) and under
MicroPython 1.28 in Node (copied into the wasm file system by ``run_micropython.mjs``),
so it must itself be portable: no dataclasses, typing, enum, itertools beyond the basics,
no stable-sort or dict-order assumptions.

Every record is a plain dict (JSON): the CPython side compares the parsed records of both
runtimes for equality, one by one. A Python exception is caught and reported as a
record ``{"error": ...}`` so that a failure under MicroPython is readable.
"""

import json
import sys

# Rule variants played on top of the default rules (by name, see piquet_core.rules).
VARIANT_SETS = (
    ("old_count",),
    ("dealer_exchanges_first", "younger_must_exchange"),
    ("sink_rule",),
    ("last_trick_four", "cavendish_capot"),
    ("younger_must_exchange",),
    # CardParade (the cardparade preset): trumps named, trumping, capot announced
    ("younger_must_exchange", "last_trick_four", "trumps", "announced_capot", "ties_play_on"),
)

# Modules written by the lead that may or may not exist yet; smoke-tested when present.
OPTIONAL_MODULES = ("transcript", "view", "record", "partie", "hands")


def _format_exception(exc):
    """Type, message and traceback text of ``exc`` on either runtime."""
    text = ""
    try:
        import io
        buf = io.StringIO()
        if hasattr(sys, "print_exception"):  # MicroPython
            sys.print_exception(exc, buf)
            text = buf.getvalue()
        else:
            import traceback
            text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    except Exception:  # pragma: no cover - the report itself must never fail
        pass
    return {"type": type(exc).__name__, "message": str(exc), "traceback": text}


def _plain(value):
    """Tuples to lists, recursively, so both runtimes serialise the same thing."""
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    return value


def hand_summary(cards):
    """What piquet_core.combinations says about a hand (through its public helpers)."""
    from piquet_core.combinations import best_point, describe, is_carte_blanche, sequences, sets
    return {
        "point": describe(best_point(cards)),
        "sequences": [describe(seq) for seq in sequences(cards)],
        "sets": [describe(found) for found in sets(cards)],
        "carte_blanche": is_carte_blanche(cards),
    }


def deal_record(seed, variants=()):
    """Play one seeded random deal; everything observable about it as a dict."""
    from piquet_core.players import play_random_deal
    from piquet_core.rules import Rules
    from piquet_core.cards import format_cards
    record = {"seed": seed, "variants": list(variants)}
    try:
        rules = Rules.from_names(list(variants)) if variants else None
        deal = play_random_deal(seed, rules)
        record["dealt"] = [format_cards(deal.dealt[0], False), format_cards(deal.dealt[1], False),
                           format_cards(deal.talon_dealt, False)]
        record["summaries"] = [hand_summary(deal.dealt[0]), hand_summary(deal.dealt[1])]
        record["history"] = [[player, str(action)] for player, action in deal.history]
        record["events"] = [event.to_dict() for event in deal.events]
        record["totals"] = list(deal.totals)
        record["result"] = deal.result()
        record["interface"] = interface_check(deal)
    except Exception as exc:
        record["error"] = _format_exception(exc)
        return _plain(record)
    record["extras"] = optional_deal_extras(deal)
    return _plain(record)


def interface_check(deal):
    """Undo and copy on this runtime: a copy moves alone, and undoing every move walks
    back through exactly the states the deal passed (compared by their views)."""
    twin = deal.copy()
    views = []
    undone = 0
    while deal.can_undo:
        views.append([deal.view(0).to_dict()["totals"], len(deal.log), deal.phase])
        deal.undo()
        undone += 1
    fresh_views = [deal.view(0).to_dict(), deal.view(1).to_dict()]
    for move in twin.history:
        deal.do(move.action, move.seat)
    return {"undone": undone, "walk": list(reversed(views)), "start": fresh_views,
            "redone_same": [str(a) for _, a in deal.history] == [str(a) for _, a in twin.history]
            and deal.totals == twin.totals and deal.log == twin.log}


def _module(name):
    """piquet_core.<name> if the module exists, else None (an ImportError of the module itself)."""
    try:
        __import__("piquet_core." + name)
        return sys.modules["piquet_core." + name]
    except ImportError as exc:
        if name in str(exc):
            return None
        raise


def _json_safe(value):
    """A JSON-able rendering of whatever an optional module returns."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return [_json_safe(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _json_safe(item) for key, item in value.items()}
    to_dict = getattr(value, "to_dict", None)
    if to_dict is not None:
        return _json_safe(to_dict())
    return str(value)


def optional_deal_extras(deal):
    """Outputs of the modules the lead is still writing, when they exist (smoke + compare).

    Each output is computed on its own, so that one failing module does not hide the rest.
    """
    extras = {}

    def attempt(label, func):
        try:
            extras[label] = _json_safe(func())
        except Exception as exc:
            extras[label] = {"error": _format_exception(exc)}

    transcript = _module("transcript")
    if transcript is not None:
        for name in ("transcript", "announcements", "format_transcript"):
            if hasattr(transcript, name):
                attempt("transcript." + name, lambda: getattr(transcript, name)(deal))
    view = _module("view")
    if view is not None and hasattr(view, "player_view"):
        attempt("view.player_view", lambda: [view.player_view(deal, 0), view.player_view(deal, 1)])
    record = _module("record")
    if record is not None and hasattr(record, "dump"):
        attempt("record.dump", lambda: record.dump(deal))
        if hasattr(record, "load"):
            def roundtrip():
                text = record.dump(deal)
                loaded = record.load(text)
                return {"same_text": record.dump(loaded) == text,
                        "same_events": [e.to_dict() for e in loaded.events] == [e.to_dict() for e in deal.events]}
            attempt("record.roundtrip", roundtrip)
    return extras


# The command line (CPython only: argparse): no page imports these, so they are not proved here.
COMMAND_LINE_ONLY = ("__main__", "commands_")


def command_line_only(name):
    return any(name.startswith(prefix) for prefix in COMMAND_LINE_ONLY)


def module_report(names):
    """Import every module of the package; return {name: "ok" | error}."""
    report = {}
    for name in names:
        if command_line_only(name):
            continue
        try:
            __import__("piquet_core." + name if name != "__init__" else "piquet_core")
            report[name] = "ok"
        except Exception as exc:
            report[name] = _format_exception(exc)
    return report


def smoke_records():
    """A few direct calls into the public API beyond the deal (portable behaviour)."""
    out = []

    def attempt(label, func):
        try:
            out.append({"smoke": label, "value": _json_safe(func())})
        except Exception as exc:
            out.append({"smoke": label, "error": _format_exception(exc)})

    from piquet_core.cards import parse_cards, format_cards
    from piquet_core.combinations import best_point, describe
    # Points tied on length and pips in several suits: the result must not depend on sort stability.
    attempt("best_point tie S/H", lambda: describe(best_point(parse_cards("AH KH QH AS KS QS 7D 8D 9C 8C"))))
    attempt("best_point tie H/D/C", lambda: describe(best_point(parse_cards("AC KC QC AD KD QD AH KH QH"))))
    attempt("format symbols", lambda: format_cards(parse_cards("10♥ a♠ 7d kc")))
    from piquet_core.prng import Prng
    rng = Prng(2026)
    attempt("prng", lambda: [rng.next32() for _ in range(5)] + [Prng(2 ** 40 + 3).below(1000)])
    hands = _module("hands")
    if hands is not None and hasattr(hands, "score_hands"):
        attempt("score_hands", lambda: hands.score_hands(
            "AS KS QS JS TS AH KH QH AD KD AC KC", "9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D"))
        attempt("summarize tie", lambda: hands.summarize("AH KH QH AS KS QS 7D 8D 9C 8C 7C 9D"))
    partie = _module("partie")
    if partie is not None and hasattr(partie, "settle_partie"):
        attempt("settle_partie", lambda: [partie.settle_partie(134, 95), partie.settle_partie(150, 120),
                                          partie.settle_partie(80, 80)])
    attempt("cardparade must trump", cardparade_refusals)
    attempt("figures", figure_texts)
    attempt("glossary marks", term_marks)
    exercises = _module("exercises")
    if exercises is not None:
        attempt("exercise", lambda: exercises.Exercise.from_spec(
            {"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"}).check(["5", "50"]).correct)
    return out


# Values whose printing differs between runtimes with "%.1f" or round(): exact halves,
# MicroPython's long float reprs, minus zero, shares for percentages.
FIGURE_VALUES = (2.25, -2.25, 0.15, 0.25, 1.25, 2.5, -2.5, 9.199999999999999, 1.0, -0.01, -0.04, 0.05,
                 0.525, 5 / 6.0, 13 / 24.0, 2 / 3.0, 3, -3, 0)


def figure_texts():
    """How the learner sees each of FIGURE_VALUES: the one helper (figures), the table's
    words (widgets) and the coach's (reasons)."""
    from piquet_core import figures
    from piquet_core.table.widgets import points, signed
    from piquet_core.opponent.reasons import cost_words
    out = []
    for value in FIGURE_VALUES:
        out.append([figures.decimal(value), figures.one_decimal(value), figures.signed(value), figures.whole(value),
                    figures.percent(value), figures.tenths(value), figures.hundredths(value), points(value),
                    signed(value), cost_words(abs(value))])
    return out


# The coach's words with glossary terms marked (table.termwords): accented names, plurals,
# a longer term over a shorter, a term inside a word or a compound, a game's name.
TERM_ENTRIES = (["guard", "term-guard", "", "A small card."], ["trick", "term-trick", "", "Two cards."],
                ["last trick", "term-last-trick", "", "The twelfth.", "In Rubicon Piquet: the twelfth."],
                ["sixième", "term-sixieme", "", "Six in a row."], ["rubicon", "term-rubicon", "lower", "100."],
                ["Imperial", "term-imperial", "name", "A game."], ["pique", "term-pique", "", "Thirty."])
TERM_TEXTS = ("Keeps the guards & the last trick; then the trick, the last trick.",
              "A SIXIÈME, a Sixième, a sixièmes-run; repique, pique-like, a pique: Imperial, imperials, Rubicon or rubicon.")


def term_marks():
    from piquet_core.table import termwords
    terms = termwords.use_terms(TERM_ENTRIES)
    out = [termwords.linked(text, terms, None, other) for text in TERM_TEXTS for other in (False, True)]
    seen = set()
    out += [termwords.linked(text, None, seen) for text in TERM_TEXTS + TERM_TEXTS] + [sorted(seen)]
    termwords.use_terms([])
    return out


# CardParade, spades trumps (tests/golden/cardparade-trumps.pqt): younger, void in clubs,
# must trump elder's ace of clubs; the early call shows younger's three to elder.
CARDPARADE_CARDS = ("AS KS QS JS 7S AD KD 9D 7H 8H AC 7C", "TS 9S 8S QD JD TD 8D 7D AH KH QH KC",
                    "QC JH JC TC 9C 8C TH 9H")
CARDPARADE_MOVES = ("exchange 7C", "trumps S", "exchange KC", "point AS KS QS JS 7S", "equal", "good",
                    "sequence AS KS QS JS", "equal", "equal", "set AS AD AC", "good", "play AC")


def cardparade_refusals():
    """The refusals and the look of a CardParade deal, as plain data."""
    from piquet_core.cards import parse_cards
    from piquet_core.deal import Deal
    from piquet_core.rules import Rules
    cards = [parse_cards(text) for text in CARDPARADE_CARDS]
    deal = Deal(cards[0], cards[1], cards[2], Rules.parse("cardparade"))
    early = deal.copy()
    early.do("trumps H")
    out = {"early look": [card.code for card in early.view(0).talon_seen],
           "younger sees": [card.code for card in early.view(1).talon_seen]}
    for text in CARDPARADE_MOVES:
        deal.do(text)
    refusals = []
    for text in ("play 7D", "play KH", "play 9S"):
        try:
            deal.verify(text)
            refusals.append([text, "legal"])
        except Exception as exc:
            refusals.append([text, type(exc).__name__, str(exc)])
    out["refusals"] = refusals
    out["legal"] = [card.code for card in deal.legal_cards()]
    out["trumps"] = [deal.trumps, deal.view(1).to_dict()["trumps"]]
    return out


# Spaces a learner's answer may come padded with (typed, or pasted from a phone or a
# word processor). CPython's str.strip() knows them all, MicroPython's only the ASCII
# ones: piquet_core.spaces strips the same set on both.
PADDING = (
    ("space", " "), ("tab", "\t"), ("newline", "\n"), ("carriage return", "\r"),
    ("no-break space", "\u00a0"), ("narrow no-break space", "\u202f"), ("figure space", "\u2007"),
    ("thin space", "\u2009"), ("em space", "\u2003"), ("ideographic space", "\u3000"),
    ("line separator", "\u2028"), ("zero-width space", "\u200b"), ("byte-order mark", "\ufeff"),
)
PADDED_SPEC = {"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"}  # 5 cards, 50 pips
# Seeds as a page or the command line receives them (piquet_core.prng.parse_seed).
SEED_TEXTS = ("0", "42", " 7\u00a0", "\u30002026\t", "9007199254740991", "9007199254740992", "-3", "1.5",
              "", "\u00b2", "\uff15", "1" * 400)


def padded_records():
    """The verdict on the right answer, a wrong one and a non-number, each padded with
    every PADDING on both sides; then every SEED_TEXTS parsed."""
    from piquet_core.exercises import Exercise
    from piquet_core.prng import parse_seed
    exercise = Exercise.from_spec(PADDED_SPEC)
    for name, pad in PADDING:
        answers = {"right": ["5", "50"], "right in words": ["five", "fifty"], "wrong": ["5", "51"],
                   "not a number": ["5", "lots"]}
        for label in ("right", "right in words", "wrong", "not a number"):
            padded = [pad + text + pad + pad for text in answers[label]]
            feedback = exercise.check(padded)
            yield {"padded": name, "answer": label, "verdict": [feedback.correct, feedback.message]}
    for text in SEED_TEXTS:
        try:
            yield {"seed text": text, "parsed": parse_seed(text)}
        except Exception as exc:
            yield {"seed text": text, "error": [type(exc).__name__, str(exc)]}


def records(seeds, variant_seeds, module_names):
    """Every record, in order: module report, smoke calls, padded answers and seed texts,
    default deals, variant deals."""
    yield {"modules": _plain(module_report(module_names))}
    for smoke in smoke_records():
        yield _plain(smoke)
    for padded in padded_records():
        yield padded
    for seed in seeds:
        yield deal_record(seed)
    for variants in VARIANT_SETS:
        for seed in variant_seeds:
            yield deal_record(seed, variants)


def main(count=200, variant_count=10, module_names=()):
    """Print every record as one JSON line (called by run_micropython.mjs)."""
    for rec in records(range(count), range(1000, 1000 + variant_count), module_names):
        print(json.dumps(rec))
    print(json.dumps({"done": True}))


def bench_once(start, count):
    """Play ``count`` random deals from seed ``start`` (timed by the caller)."""
    from piquet_core.players import play_random_deal
    for seed in range(start, start + count):
        play_random_deal(seed)


def exercise_line(spec):
    """Everything a learner sees of one exercise, as plain data (or the error it raises)."""
    from piquet_core.exercises import Exercise
    try:
        exercise = Exercise.from_spec(spec)
    except Exception as exc:  # compared like any other output
        return {"error": _format_exception(exc)}
    right = exercise.answer if exercise.input == "choice" else [str(n) for n in exercise.answer]
    feedback = exercise.check(right)
    return {
        "kind": exercise.kind, "prompt": exercise.prompt, "input": exercise.input,
        "choices": [list(c) for c in exercise.choices], "fields": [list(f) for f in exercise.fields],
        "answer": exercise.answer, "expected": exercise.expected, "explanation": exercise.explanation,
        "feedback": [feedback.correct, feedback.message], "hints": _box_hints(exercise),
        "typed": [list(exercise.read([text] * len(exercise.fields))) for text in TYPED]
        if exercise.input == "numbers" else [],
    }


# Ways a learner types a number (the minus signs and words are read by hand, the same on
# every runtime: MicroPython's str methods know only ASCII).
TYPED = ("-59", "\u2212 59", "\u2013 59", "Minus fifty-nine.", "negative 7", "--5", "minus", "Forty-eight",
         " 60 ", "sixty-six", "+12", "plus twelve", "101.", "a hundred and one", "twentythree", "hundred",
         "94 points", "Five Cards.")


def _box_hints(exercise):
    """The first-try hints of a question of numbers: each recorded error, each box off by
    one alone, and every box off by one (fields.diagnose_fields)."""
    if exercise.input != "numbers":
        return []
    wrong = [list(answer) for answer, _ in exercise.mistakes]
    for index in range(len(exercise.answer)):
        off = list(exercise.answer)
        off[index] += 1
        wrong.append(off)
    wrong.append([n + 1 for n in exercise.answer])
    return [exercise.check([str(n) for n in answer]).message for answer in wrong]


def exercises(path):
    """Print one JSON line per spec in the JSON list at ``path``."""
    with open(path) as handle:
        specs = json.loads(handle.read())
    for spec in specs:
        print(json.dumps(exercise_line(spec)))


# --- puzzles -------------------------------------------------------------------------------

# The padding every typed answer of the puzzles is checked with (see PADDING).
PUZZLE_PADS = (" ", "\u00a0", "\u3000\t", "\u200b\n")


def _typed(exercise, value):
    """The right answer as a learner would type or pick it, for checking."""
    if exercise.input == "numbers":
        return [str(n) for n in value]
    return value


def puzzle_record(family, seed, level):
    """Everything about one generated puzzle, and the verdicts on its answers: right,
    every recorded mistake (first and second try), padded with spaces, in words."""
    from piquet_core.exercises import make_puzzle
    record = {"family": family, "seed": seed, "level": level}
    try:
        puzzle = make_puzzle(family, seed, level)
        record["puzzle"] = puzzle.to_dict()
        verdicts = []
        for step in puzzle.all_steps():
            exercise = step.exercise
            right = _typed(exercise, exercise.answer)
            got = [list(exercise.check(right))]
            for answer, hint in exercise.mistakes:
                got.append(list(exercise.check(_typed(exercise, answer))))
                got.append(list(exercise.check(_typed(exercise, answer), 2)))
            if exercise.input == "numbers":
                for pad in PUZZLE_PADS:
                    got.append(exercise.check([pad + text + pad for text in right]).correct)
                from piquet_core.speech import number_words
                got.append(exercise.check([number_words(n) for n in exercise.answer]).correct)
            elif exercise.input == "choice":
                for value, label in exercise.choices:
                    got.append([value, exercise.choice_from_words(" " + label.upper() + "\u00a0")])
                if exercise.numbers_typed:  # any total typed, listed or not, in digits or words
                    for typed in ("40", " forty-four ", "7", "1000", "-3"):
                        value = exercise.choice_from_words(typed)
                        got.append([typed, value, None if value is None else list(exercise.check(value))])
            verdicts.append(got)
        record["verdicts"] = verdicts
    except Exception as exc:
        record["error"] = _format_exception(exc)
    return _plain(record)


def puzzles(families, seeds, levels=(1, 2, 3)):
    """Print one JSON line per puzzle (called by run_micropython.mjs)."""
    for family in families:
        for level in levels:
            for seed in seeds:
                print(json.dumps(puzzle_record(family, seed, level)))


def make_and_check(family, seed, level):
    """Generate one puzzle and check the right answer of every step (timed by the caller)."""
    from piquet_core.exercises import make_puzzle
    puzzle = make_puzzle(family, seed, level)
    for step in puzzle.all_steps():
        step.exercise.check(_typed(step.exercise, step.exercise.answer))
    return len(puzzle.steps)


def make_first_question(family, seed, level):
    """Generate a puzzle as the page does: up to its first question, checked."""
    from piquet_core.exercises import make_puzzle
    puzzle = make_puzzle(family, seed, level)
    step = puzzle.step_at(0)
    step.exercise.check(_typed(step.exercise, step.exercise.answer))
    return puzzle


def next_question(puzzle, index):
    """Make and check question ``index`` of a puzzle (False after the last)."""
    step = puzzle.step_at(index)
    if step is None:
        return False
    step.exercise.check(_typed(step.exercise, step.exercise.answer))
    return True
