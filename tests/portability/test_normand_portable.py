"""Piquet Normand (piquet_core.games) gives the same deals under MicroPython 1.28 as under
CPython: ``normand_snippet.py`` plays seeded deals with random legal players and prints
each one's record, scores, views, undo and refusals; ``run_snippet.mjs`` runs the same
file in the MicroPython wasm the site ships, and every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("normand_snippet")


def test_normand_deals_agree_under_micropython():
    proc, micro = run_under_micropython("normand_snippet")
    failed = proc.returncode != 0 or any("fatal" in line or "error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == SNIPPET.DEALS + 1  # the deals, then a partie
    for c, m in zip(cpython[:-1], micro[:-1]):
        assert c["roundtrip"] is True and c["result"]["over"] is True
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
    partie = cpython[-1]
    assert partie["roundtrip"] is True and len(partie["deals"]) == 6
    assert [dealer for dealer, _ in partie["deals"]] == [2, 0, 1, 2, 0, 1]
    assert partie == micro[-1], "the partie differs under MicroPython"
