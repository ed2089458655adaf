"""Portability proof: piquet_core gives the same results under MicroPython 1.28 as under CPython.

``run_micropython.mjs`` loads the MicroPython wasm pinned in node_modules (the PyScript build
the site ships), copies every ``piquet_core/*.py`` into its file system and runs ``driver.py``:
every module imported, a few direct API calls, 200 seeded random deals under the default
rules and 10 under each of several rule variants, plus answers padded with every kind of
space and seeds as typed. Here the same driver runs in-process under
CPython and every record (events, actions, results, and the outputs of transcript / view /
record when those modules exist) must be equal.
"""

import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(HERE, "run_micropython.mjs")
WASM_PACKAGE = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs")
DEALS, VARIANT_DEALS = 200, 10
# Subpackages whose every module the proof imports (run_micropython.mjs lists the same).
PACKAGES = ("exercises", "games")

sys.path.insert(0, HERE)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # import piquet_core however pytest is started
import driver  # noqa: E402  (the same file MicroPython runs)

pytestmark = [
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (CI installs it)"),
    pytest.mark.skipif(not os.path.exists(WASM_PACKAGE),
                       reason="node_modules/@micropython/micropython-webassembly-pyscript missing: run npm ci"),
]


def _module_names():
    names = [name[:-3] for name in os.listdir(os.path.join(ROOT, "piquet_core")) if name.endswith(".py")]
    for package in PACKAGES:  # the exercises package, the other games
        for name in os.listdir(os.path.join(ROOT, "piquet_core", package)):
            if name.endswith(".py"):
                names.append(package if name == "__init__.py" else package + "." + name[:-3])
    return sorted(names)


def _without_tracebacks(value):
    """Tracebacks name different lines on each runtime; type and message must still agree."""
    if isinstance(value, dict):
        return {key: _without_tracebacks(item) for key, item in value.items() if key != "traceback"}
    if isinstance(value, list):
        return [_without_tracebacks(item) for item in value]
    return value


@pytest.fixture(scope="module")
def runs():
    proc = subprocess.run(["node", RUNNER, "run", str(DEALS), str(VARIANT_DEALS)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    lines = proc.stdout.splitlines()
    micro = []
    for line in lines:
        micro.append(json.loads(line))
    fatal = [rec["fatal"] for rec in micro if "fatal" in rec]
    assert proc.returncode == 0 and not fatal, "MicroPython run failed (rc %d): %s\n%s" % (
        proc.returncode, "\n".join(fatal), proc.stderr[-3000:])
    assert micro and micro[-1] == {"done": True}, "MicroPython output ended early:\n" + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(rec)) for rec in driver.records(
        range(DEALS), range(1000, 1000 + VARIANT_DEALS), _module_names())]
    micro = micro[:-1]
    assert len(micro) == len(cpython), "MicroPython printed %d records, CPython made %d" % (len(micro), len(cpython))
    return cpython, micro


def _pairs(runs, select):
    cpython, micro = runs
    return [(c, m) for c, m in zip(cpython, micro) if select(c)]


def _first_difference(a, b, path="record"):
    """A short description of where two JSON values first differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return "%s[%r] only on %s" % (path, key, "CPython" if key in a else "MicroPython")
            found = _first_difference(a[key], b[key], "%s[%r]" % (path, key))
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = _first_difference(x, y, "%s[%d]" % (path, i))
            if found:
                return found
        if len(a) != len(b):
            return "%s: %d items on CPython, %d on MicroPython" % (path, len(a), len(b))
        return None
    if a != b:
        return "%s: CPython %r, MicroPython %r" % (path, a, b)
    return None


def test_every_module_imports_under_micropython(runs):
    cpython, micro = runs
    report = micro[0]["modules"]
    assert sorted(report) == sorted(name for name in _module_names() if not driver.command_line_only(name))
    broken = {name: status for name, status in report.items() if status != "ok"}
    assert not broken, "modules that fail to import under MicroPython: %s" % json.dumps(broken, indent=1)
    assert cpython[0]["modules"] == report


def test_direct_api_calls_agree(runs):
    pairs = _pairs(runs, lambda rec: "smoke" in rec)
    assert len(pairs) >= 4
    for c, m in pairs:
        assert "error" not in c, "CPython: %s" % c
        assert "error" not in m, "MicroPython: %s: %s" % (m["smoke"], m["error"]["traceback"])
        assert c == m, _first_difference(c, m)


def _check_deals(pairs):
    for c, m in pairs:
        assert "error" not in c, "CPython, seed %s %s: %s" % (c["seed"], c["variants"], c["error"]["traceback"])
        assert "error" not in m, "MicroPython, seed %s %s: %s" % (m["seed"], m["variants"], m["error"]["traceback"])
        c, m = dict(c), dict(m)
        for key in ("extras", "summaries"):  # compared by their own tests below
            c.pop(key), m.pop(key)
        assert c == m, "seed %s %s: %s" % (c["seed"], c["variants"], _first_difference(c, m))
        assert c["result"]["over"] is True and len(c["events"]) > 0


def test_default_deals_agree(runs):
    pairs = _pairs(runs, lambda rec: "seed" in rec and not rec["variants"])
    assert len(pairs) == DEALS
    _check_deals(pairs)


def test_variant_deals_agree(runs):
    pairs = _pairs(runs, lambda rec: "seed" in rec and rec["variants"])
    assert len(pairs) == VARIANT_DEALS * len(driver.VARIANT_SETS)
    _check_deals(pairs)


def test_hand_summaries_agree(runs):
    """best point, sequences, sets and carte blanche of both dealt hands, for every deal."""
    pairs = _pairs(runs, lambda rec: "summaries" in rec)
    assert len(pairs) == DEALS + VARIANT_DEALS * len(driver.VARIANT_SETS)
    for c, m in pairs:
        assert c["summaries"] == m["summaries"], "seed %s, dealt %s: %s" % (
            c["seed"], c["dealt"], _first_difference(c["summaries"], m["summaries"], "summaries"))


def test_transcript_view_record_agree(runs):
    """The outputs of the newer modules, for every deal, once those modules exist."""
    pairs = _pairs(runs, lambda rec: "seed" in rec and "extras" in rec)
    if not any(c["extras"] for c, _ in pairs):
        pytest.skip("no transcript / view / record module yet")
    for c, m in pairs:
        for label, value in c["extras"].items():
            assert not (isinstance(value, dict) and "error" in value), "CPython %s, seed %s: %s" % (
                label, c["seed"], value["error"]["traceback"])
        for label, value in m["extras"].items():
            assert not (isinstance(value, dict) and "error" in value), "MicroPython %s, seed %s: %s" % (
                label, m["seed"], value["error"]["traceback"])
        assert c["extras"] == m["extras"], "seed %s %s: %s" % (
            c["seed"], c["variants"], _first_difference(c["extras"], m["extras"], "extras"))
        roundtrip = c["extras"].get("record.roundtrip")
        if roundtrip is not None:
            assert roundtrip == {"same_text": True, "same_events": True}, "seed %s: record dump/load" % c["seed"]


def test_padded_answers_get_the_same_verdict(runs):
    """An answer padded with a no-break space, a tab, an ideographic space... is right in
    both runtimes (it was right in CPython and wrong in the browser)."""
    pairs = _pairs(runs, lambda rec: "padded" in rec)
    assert len(pairs) == 4 * len(driver.PADDING)
    for c, m in pairs:
        assert c == m, _first_difference(c, m)
        correct, message = c["verdict"]
        assert correct is c["answer"].startswith("right"), c
        if c["answer"] == "not a number":
            assert message.startswith("Pip total: enter a whole number"), c


def test_seed_texts_parse_the_same(runs):
    pairs = _pairs(runs, lambda rec: "seed text" in rec)
    assert len(pairs) == len(driver.SEED_TEXTS)
    for c, m in pairs:
        assert c == m, _first_difference(c, m)
    parsed = {c["seed text"]: c.get("parsed") for c, m in pairs}
    assert parsed[" 7\u00a0"] == 7 and parsed["9007199254740991"] == 2 ** 53 - 1
    assert [c["error"][0] for c, m in pairs if "error" in c] == ["SeedError"] * 7


def test_undo_and_copy_work_under_micropython(runs):
    """Every deal was undone to its start and redone from a copy, on both runtimes alike."""
    pairs = _pairs(runs, lambda rec: "seed" in rec and "interface" in rec)
    assert len(pairs) >= DEALS
    for c, m in pairs:
        assert m["interface"]["redone_same"] and c["interface"]["redone_same"], m["seed"]
        assert m["interface"]["undone"] == len(m["history"]) and m["interface"] == c["interface"]
