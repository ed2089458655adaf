"""Piquet Voleur (piquet_core.games.voleur) gives the same deals under MicroPython 1.28 as
under CPython: ``voleur_snippet.py`` plays seeded deals with random legal players and
prints each one's record, scores, views, undo and refusals, then a hand-built deal and a
partie; ``run_snippet.mjs`` runs the same file in the MicroPython wasm the site ships,
and every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("voleur_snippet")


def test_voleur_deals_agree_under_micropython():
    proc, micro = run_under_micropython("voleur_snippet")
    failed = proc.returncode != 0 or any("fatal" in line or "error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == SNIPPET.DEALS + 1
    for c, m in zip(cpython[:-1], micro[:-1]):
        assert c["roundtrip"] is True and c["result"]["over"] is True
        assert c == m, "seed %d differs under MicroPython" % c["seed"]
    built = cpython[-1]
    assert built["totals"] == [90, 3] and built["bonus"] == [0, "pique"] and built["tricks"] == [3, 2, 3, 0]
    dealt = sum(sum(line["result"]["totals"].values()) for line in cpython[:6])  # seeds 0 to 5
    assert len(built["deals"]) == 6 and sum(built["partie"]["totals"]) == dealt
    assert micro[-1] == built
