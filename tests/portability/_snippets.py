"""Shared by the snippet tests: run a ``*_snippet.py`` file under the MicroPython 1.28 wasm
the site ships (``run_snippet.mjs``) and import the same file in CPython, so that each
test compares the lines both print."""

import importlib
import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs")

NEEDS_MICROPYTHON = [
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
    pytest.mark.skipif(not os.path.exists(WASM), reason="the MicroPython wasm is missing: run npm ci"),
]


def snippet(name):
    """The snippet module ``name`` (e.g. "kernel_snippet"), imported in CPython."""
    for path in (HERE, ROOT):
        if path not in sys.path:
            sys.path.insert(0, path)
    return importlib.import_module(name)


def run_under_micropython(name):
    """(the finished process, its stdout as parsed JSON lines) of snippet ``name``."""
    proc = subprocess.run(["node", os.path.join(HERE, "run_snippet.mjs"), os.path.join(HERE, name + ".py")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    return proc, [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
