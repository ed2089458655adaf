"""The table of the other games (piquet_core.gametable, what games.html imports) gives the
same table under MicroPython 1.28 as under CPython: ``gametable_snippet.py`` plays each
game through the table and prints its phases, HTML, save and record; ``run_snippet.mjs``
runs the same file in the MicroPython wasm the site ships, and every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("gametable_snippet")


def test_the_games_table_agrees_under_micropython():
    proc, micro = run_under_micropython("gametable_snippet")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == len(SNIPPET.GAMES) * len(SNIPPET.SEEDS)
    for c, m in zip(cpython, micro):
        assert "error" not in c, c
        assert c["restored_same"] is True and len(c["phases"]) > 10
        assert c == m, "%s seed %d differs under MicroPython" % (c.get("game"), c["seed"])
