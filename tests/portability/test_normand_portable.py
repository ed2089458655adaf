"""Piquet Normand (piquet_core.games) gives the same deals under MicroPython 1.28 as under
CPython: ``normand_snippet.py`` plays seeded deals with random legal players and prints
each one's record, scores, views, undo and refusals; ``run_snippet.mjs`` runs the same
file in the MicroPython wasm the site ships, and every line must be equal."""

import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs")

pytestmark = [
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
    pytest.mark.skipif(not os.path.exists(WASM), reason="the MicroPython wasm is missing: run npm ci"),
]

sys.path.insert(0, HERE)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
import normand_snippet  # noqa: E402


def test_normand_deals_agree_under_micropython():
    proc = subprocess.run(["node", os.path.join(HERE, "run_snippet.mjs"), os.path.join(HERE, "normand_snippet.py")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    failed = proc.returncode != 0 or any("fatal" in line or "error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in normand_snippet.lines()]
    assert len(micro) == len(cpython) == normand_snippet.DEALS
    for c, m in zip(cpython, micro):
        assert c["roundtrip"] is True and c["result"]["over"] is True
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
