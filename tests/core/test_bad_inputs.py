"""Issue 11, the engine's side: every bad input ends with a clear error, never a traceback.

Each table row is one bad input; `tests/build/test_bad_lessons.py` and
`tests/e2e/test_hardening.py` hold the site's. The command line answers with exit
status 2 and one message on stderr; `record.load` / `load_bytes` raise `RecordError`
and nothing else; `prng` raises `SeedError` (a `PiquetError`).
"""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from piquet_core.errors import PiquetError, RecordError, SeedError
from piquet_core.exercises import Exercise
from piquet_core.players import play_random_deal
from piquet_core.prng import MAX_SEED, Prng, check_seed, parse_seed
from piquet_core.record import MAX_RECORD_BYTES, dump, load, load_bytes
from piquet_core.spaces import SPACES, split_spaces, strip_spaces

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "pique-elder.pqt"
HUGE = "9" * 5000  # more digits than CPython's int() reads (4,300)


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "piquet_core", *args], cwd=ROOT, input=stdin,
                          capture_output=True, timeout=60)


# --- seeds -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, why", [
    ("-1", "is negative"), ("1.5", "is not one"), ("abc", "is not one"), ("", "nothing was given"),
    ("  ", "nothing was given"), ("²", "is not one"), ("１２", "is not one"), ("0x10", "is not one"),
    ("1_000", "is not one"), ("+5", "is not one"), (str(MAX_SEED + 1), "is too large"),
    ("1" * 400, "is too large"), (HUGE, "is too large"),
])
def test_a_bad_seed_text_is_refused_clearly(text, why):
    with pytest.raises(SeedError) as caught:
        parse_seed(text)
    message = str(caught.value)
    assert message.startswith("a seed is a whole number from 0 to 9007199254740991") and why in message
    assert len(message) < 200, "a 5,000-digit seed is not echoed whole"


@pytest.mark.parametrize("text, seed", [("0", 0), (" 42\u00a0", 42), ("\u30007\t", 7), ("007", 7),
                                        (str(MAX_SEED), MAX_SEED), ("0" * 40 + "1", 1)])
def test_a_good_seed_text_is_read(text, seed):
    assert parse_seed(text) == seed


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10 ** 5000, 1.0, "7", None, True],
                         ids=["negative", "above MAX_SEED", "5001 digits", "float", "text", "None", "bool"])
def test_prng_refuses_a_seed_out_of_range_with_a_piquet_error(seed):
    with pytest.raises(SeedError):
        Prng(seed)
    with pytest.raises(PiquetError):
        check_seed(seed)


def test_the_largest_seed_deals():
    assert Prng(MAX_SEED).below(32) == Prng(MAX_SEED).below(32)


# --- the command line --------------------------------------------------------------------

def _bom_record(tmp_path):
    path = tmp_path / "bom.pqt"
    path.write_bytes(b"\xef\xbb\xbf" + GOLDEN.read_bytes())
    return str(path)


def _file(tmp_path, data):
    path = tmp_path / "bad.pqt"
    path.write_bytes(data)
    return str(path)


CLI_CASES = [
    # (label, argv maker, stdin, expected status, text expected on stderr)
    ("negative seed", lambda t: ["deal", "--seed", "-1"], None, 2, "is negative"),
    ("fractional seed", lambda t: ["deal", "--seed", "1.5"], None, 2, "is not one"),
    ("seed of words", lambda t: ["play", "--seed", "seven"], None, 2, "is not one"),
    ("seed too long for int()", lambda t: ["deal", "--seed", HUGE], None, 2, "is too large"),
    ("seed above MAX_SEED", lambda t: ["play", "--seed", str(MAX_SEED + 1)], None, 2, "is too large"),
    ("record not UTF-8", lambda t: ["replay", _file(t, GOLDEN.read_bytes() + b"\xff\xfe\n")], None, 2,
     "not UTF-8 text (byte 0xff)"),
    ("record of endless zeros", lambda t: ["replay", "/dev/zero"], None, 2, "too long for a deal record"),
    ("solve: endless zeros", lambda t: ["solve", "/dev/zero"], None, 2, "too long for a deal record"),
    ("solve: not UTF-8", lambda t: ["solve", _file(t, GOLDEN.read_bytes() + b"\xff\xfe\n")], None, 2,
     "not UTF-8 text (byte 0xff)"),
    ("standard input over 1 MB", lambda t: ["replay", "-"], b"#" * (MAX_RECORD_BYTES + 10), 2,
     "too long for a deal record"),
    ("action number too long for int()", lambda t: ["replay", _file(t, b"Seed: 3\n" + HUGE.encode() + b". elder: good\n")],
     None, 2, "line 2: move number 999999999999... out of order"),
    ("record seed too long for int()", lambda t: ["replay", _file(t, b"Seed: " + HUGE.encode() + b"\n")], None, 2,
     "line 1: a seed is a whole number"),
    ("record seed negative", lambda t: ["replay", _file(t, b"Seed: -4\n")], None, 2, "line 1: a seed"),
    ("record that is a folder", lambda t: ["replay", str(t)], None, 2, "cannot read"),
    ("record that does not exist", lambda t: ["replay", str(t / "none.pqt")], None, 2, "cannot read"),
    ("record with a byte-order mark", lambda t: ["replay", _bom_record(t)], None, 0, ""),
    ("record on standard input", lambda t: ["replay", "-"], GOLDEN.read_bytes(), 0, ""),
    ("hand with a bad card", lambda t: ["hand", "AS XS"], None, 2, "'XS'"),
]


@pytest.mark.parametrize("label, argv, stdin, status, message", CLI_CASES, ids=[case[0] for case in CLI_CASES])
def test_the_command_line_ends_cleanly(tmp_path, label, argv, stdin, status, message):
    out = run(*argv(tmp_path), stdin=stdin)
    stderr = out.stderr.decode("utf-8", "replace")
    assert out.returncode == status, stderr
    assert "Traceback" not in stderr
    assert message in stderr
    if status == 0:
        assert b"Final score: elder 75, younger 4" in out.stdout


# --- deal records ------------------------------------------------------------------------

RECORD_CASES = [
    ("bytes given to load", b"Seed: 1\n", None, "a deal record is text"),
    ("None given to load", None, None, "a deal record is text"),
    ("text over the size limit", "#" * (MAX_RECORD_BYTES + 1), None, "too long for a deal record"),
    ("negative seed", "Seed: -1\n", 1, "is negative"),
    ("seed in exponent notation", "Seed: 1e5\n", 1, "is not one"),
    ("seed too long for int()", "Seed: " + HUGE + "\n", 1, "is too large"),
    ("action number too long for int()", "Seed: 3\n" + HUGE + ". elder: good\n", 2, "out of order"),
    ("NUL bytes", "Seed: 3\n\x00\x00\n", 2, "not a text record: it holds a character no record has (code 0)"),
    ("a binary file read as text by a browser (bytes not UTF-8 replaced)", "\x7fELF\x02\ufffd\n", 1,
     "(code 127); is it another kind of file?"),
    ("the replacement character a browser puts for bytes not UTF-8", "Seed: 3\nTitle: caf\ufffd\n", 2,
     "(U+FFFD, bytes that are not UTF-8 text)"),
    ("a control character in a move", "Seed: 3\n1. elder: exchange AS\x1b\n", 2, "(code 27)"),
    ("words that are not a record (it answered in the parser's terms: 'Header: value')", "the quick brown fox\n", 1,
     "a record's lines are headers such as 'Seed: 12' and numbered moves such as '1. elder: exchange AS KD'"),
    ("a line separator inside a header", "Seed: 3\u2028Elder: AS\n", 1, "is not one"),
    ("a card dealt twice, named on its second copy's line (it named the first)",
     "Elder: AS KS QS JS TS 9S 8S 7S AH KH QH JH\nYounger: AS AD KD QD JD TD 9D 8D 7D AC KC QC\n"
     "Talon: TH 9H 8H 7H JC TC 9C 8C\n", 2, "AS is dealt twice: in the elder's hand and in the younger's hand"),
    ("a card header missing, named beside the ones given", "Elder: AS KS QS JS TS 9S 8S 7S AH KH QH JH\n"
     "Younger: AD KD QD JD TD 9D 8D 7D AC KC QC JC\n", 2, "gives some of the cards (Elder, Younger) but not Talon"),
    ("a second Result line (the second silently won)", "Seed: 3\nResult: elder 99\nResult: elder 0\n", 3,
     "Result given twice"),
]


@pytest.mark.parametrize("label, text, line, reason", RECORD_CASES, ids=[case[0] for case in RECORD_CASES])
def test_load_raises_only_record_error(label, text, line, reason):
    with pytest.raises(RecordError) as caught:
        load(text)
    assert caught.value.line == line and reason in caught.value.reason


@pytest.mark.parametrize("data, line, reason", [
    (b"Seed: 3\n\xc3\x28\n", 2, "not UTF-8 text (byte 0xc3)"),
    (b"\xff", 1, "not UTF-8 text (byte 0xff)"),
    (b"#" * (MAX_RECORD_BYTES + 1), None, "too long"),
    ("text, not bytes", None, "needs bytes"),
])
def test_load_bytes_raises_only_record_error(data, line, reason):
    with pytest.raises(RecordError) as caught:
        load_bytes(data)
    assert caught.value.line == line and reason in caught.value.reason


def test_a_leading_byte_order_mark_is_accepted():
    text = dump(play_random_deal(5))
    assert dump(load("\ufeff" + text)) == text
    assert dump(load_bytes(b"\xef\xbb\xbf" + text.encode())) == text


def test_padded_and_crlf_records_load_the_same():
    text = dump(play_random_deal(8))
    padded = "\r\n".join("\u00a0" + line + "\u3000" for line in text.split("\n"))
    assert dump(load(padded)) == text


@pytest.mark.parametrize("end", ["\r", "\r\n"])
def test_old_mac_and_windows_line_ends_read_as_lines(end):
    # (a file of "\r"-ended lines was one long line, refused for its first header's words)
    text = dump(play_random_deal(8))
    assert dump(load(text.replace("\n", end))) == text
    broken = text.replace("younger: ", "younger: bogus ", 1).replace("\n", end)
    number = text.split("\n").index(next(line for line in text.split("\n") if "younger: " in line)) + 1
    with pytest.raises(RecordError, match="^line %d \\(move 2\\): " % number):
        load(broken)
    for game in ("normand", "voleur"):
        record = run("play", "--game", game, "--seed", "4", "--partie").stdout.decode()
        assert dump(load(record.replace("\n", end))) == dump(load(record))


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300))
def test_any_bytes_load_or_raise_record_error(data):
    try:
        load_bytes(data)
    except RecordError:
        pass


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=300))
def test_any_text_loads_or_raises_record_error(text):
    try:
        load(text)
    except RecordError:
        pass


# --- spaces ------------------------------------------------------------------------------

def test_spaces_cover_every_space_cpython_knows():
    assert [chr(code) for code in range(sys.maxunicode + 1) if chr(code).isspace() and chr(code) not in SPACES] == []


@pytest.mark.parametrize("pad", list(SPACES))
def test_a_padded_answer_is_right(pad):
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    assert exercise.check([pad + "5" + pad, pad * 2 + "50"]).correct
    assert strip_spaces(pad + "a b" + pad) == "a b"
    assert split_spaces(pad + "a" + pad + "b" + pad) == ["a", "b"]


def test_a_huge_answer_is_refused_not_a_crash():
    """(It was counted as a wrong try; a walk-through found that a second one showed the
    worked answer: a figure longer than any answer is now no answer, and costs no try.)"""
    exercise = Exercise.from_spec({"ask": "point", "hand": "AS KS QS JS 9S AH KH 7D 8D 9D AC KC"})
    feedback = exercise.check([HUGE, "50"])
    assert feedback.correct is False and feedback.stage == "invalid"
    assert "is far larger than any answer" in feedback.message and "characters)" in feedback.message


@pytest.mark.parametrize("argv, words", [
    (["play", "--game", "ecrire", "--players", "0", "--seed", "1"], "needs 3 to 8 players, not 0"),
    (["play", "--game", "voleur", "--partie", "--seed", "1", "--rules", "total nonsense"], "has none"),
])
def test_play_refuses_options_it_used_to_ignore(capsys, argv, words):
    """An audit: --players 0 played three players, and --rules was ignored for a partie."""
    from piquet_core.__main__ import main
    assert main(argv) == 2 and words in capsys.readouterr()[1]


@pytest.mark.parametrize("loader", ["normand_record", "voleur_record"])
@pytest.mark.parametrize("not_text", [None, 5, b"Seed: 1\n"])
def test_every_games_loader_refuses_what_is_not_text_with_a_record_error(loader, not_text):
    import importlib
    module = importlib.import_module("piquet_core.games." + loader)
    with pytest.raises(RecordError) as caught:
        module.load(not_text)
    assert "a deal record is text" in str(caught.value)


def test_an_ecrire_record_may_write_its_game_with_a_capital(capsys):
    from piquet_core.__main__ import main
    from piquet_core.record import load
    main(["play", "--game", "ecrire", "--seed", "1"])
    text = capsys.readouterr()[0]
    assert load(text.replace("Game: ecrire", "Game: Ecrire")).result() == load(text).result()


def test_a_reader_that_stops_early_gets_no_traceback():
    """`play ... | head -1` printed a BrokenPipeError traceback now and then."""
    import subprocess
    import sys
    done = subprocess.run("%s -m piquet_core play --game imperial --seed 1 | head -c 10" % sys.executable,
                          shell=True, capture_output=True, text=True, cwd=str(Path(__file__).resolve().parents[2]))
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr, done.stderr


@pytest.mark.parametrize("game", ["rubicon", "normand", "voleur", "imperial", "original", "ecrire"])
def test_a_title_round_trips_on_one_line_or_is_refused_if_it_would_be_cut(game, capsys):
    """An audit: a title "A; B" came back as "A" (';' starts a note), and a title with a line
    break made a record that would not load."""
    from piquet_core.__main__ import main
    main(["play", "--game", game, "--seed", "3"])
    game_state = load(capsys.readouterr()[0])
    assert load(dump(game_state, title="A deal\nto  remember")).title == "A deal to remember"
    with pytest.raises(PiquetError) as caught:
        dump(game_state, title="A; B")
    assert "cannot hold ';'" in str(caught.value)
