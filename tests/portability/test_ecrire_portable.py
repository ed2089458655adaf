"""Piquet à Écrire (piquet_core.games.ecrire) plays the same sessions under MicroPython 1.28
as under CPython: ``ecrire_snippet.py`` prints each seeded session's record, sheet,
result, views, undo and refusals, and every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("ecrire_snippet")


def test_ecrire_sessions_agree_under_micropython():
    proc, micro = run_under_micropython("ecrire_snippet")
    failed = proc.returncode != 0 or any("fatal" in line or "error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == SNIPPET.SESSIONS
    for c, m in zip(cpython, micro):
        assert c["roundtrip"] is True and c["result"]["over"] is True and len(c["errors"]) == 2
        assert c["undone"][0] == c["undone"][1] and c["undone"][2:] == [0, [0] * c["result"]["players"]]
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
