"""The play kernel and the solver give the same results under MicroPython 1.28 as under CPython.

``kernel_snippet.py`` plays fast random full deals under three rule sets, walks a position
with make/unmake and solves three endings; ``run_snippet.mjs`` runs the same file in the
MicroPython wasm the site ships, and every printed line must be equal.
"""

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
import kernel_snippet  # noqa: E402


def test_kernel_and_solver_agree_under_micropython():
    proc = subprocess.run(["node", os.path.join(HERE, "run_snippet.mjs"), os.path.join(HERE, "kernel_snippet.py")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    failed = proc.returncode != 0 or any("fatal" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in kernel_snippet.lines()]
    assert micro == cpython
