"""The coach's sentences are the same under MicroPython 1.28 as under CPython (the
practice page's table imports them): ``reasons_snippet.py`` prints them for seeded
positions in both runtimes, and every line must be equal."""

import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(ROOT, "tests", "portability", "run_snippet.mjs")
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs")


@pytest.mark.skipif(shutil.which("node") is None or not os.path.exists(WASM), reason="needs node and the wasm")
def test_the_sentences_agree_under_micropython():
    proc = subprocess.run(["node", RUNNER, os.path.join(HERE, "reasons_snippet.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert proc.returncode == 0 and not any("fatal" in line or "error" in line for line in micro), \
        proc.stdout[-3000:] + proc.stderr[-3000:]
    sys.path.insert(0, HERE)
    try:
        import reasons_snippet
    finally:
        sys.path.remove(HERE)
    cpython = json.loads(json.dumps(reasons_snippet.lines()))
    assert len(micro) == len(cpython) == reasons_snippet.SEEDS
    assert sum(len(line["said"]) for line in cpython) > 100
    for c, m in zip(cpython, micro):
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
