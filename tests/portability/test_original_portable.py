"""The original rules (piquet_core.games.original) give the same games under MicroPython
1.28 as under CPython: ``original_snippet.py`` plays seeded games with random legal
players and prints each one's record, scores, views, undo and refusals;
``run_snippet.mjs`` runs the same file in the MicroPython wasm the site ships, and
every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("original_snippet")


def test_original_games_agree_under_micropython():
    proc, micro = run_under_micropython("original_snippet")
    failed = proc.returncode != 0 or any("error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == SNIPPET.GAMES
    for c, m in zip(cpython, micro):
        assert c["roundtrip"] is True and c["result"]["over"] is True
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
