"""The other games' club players (``games.club_table``, ``club_imperial``,
``club_original``) decide the same under MicroPython 1.28 as under CPython:
``club_games_snippet.py`` plays seeded deals and games with club seats and prints every
action; ``run_snippet.mjs`` runs the same file in the MicroPython wasm the site ships,
and every line must be equal."""

import json

from _snippets import NEEDS_MICROPYTHON, run_under_micropython, snippet

pytestmark = NEEDS_MICROPYTHON
SNIPPET = snippet("club_games_snippet")


def test_club_players_agree_under_micropython():
    proc, micro = run_under_micropython("club_games_snippet")
    failed = proc.returncode != 0 or any("fatal" in line or "error" in line for line in micro)
    assert not failed, proc.stdout[-3000:] + proc.stderr[-3000:]
    cpython = [json.loads(json.dumps(line)) for line in SNIPPET.lines()]
    assert len(micro) == len(cpython) == SNIPPET.SEEDS * len(SNIPPET.GAMES)
    for c, m in zip(cpython, micro):
        assert "error" not in c and c["all_club"]["result"]["over"] is True
        assert c == m, "%s seed %d differs under MicroPython" % (c["game"], c["seed"])
