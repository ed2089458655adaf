"""The play kernel and the solver give the same results under MicroPython 1.28 as under CPython.

``kernel_snippet.py`` plays fast random full deals under three rule sets, walks a position
with make/unmake and solves three endings; ``run_snippet.mjs`` runs the same file in the
MicroPython wasm the site ships, and every printed line must be equal.
"""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("kernel_snippet")


def test_kernel_and_solver_agree_under_micropython():
    proc, micro = run_under_micropython("kernel_snippet")
    failed = proc.returncode != 0 or any("fatal" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert micro == cpython
