"""The club player runs unchanged under MicroPython 1.28 and decides exactly as in CPython."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from piquet_core.deal import Deal
from piquet_core.opponent.club import ClubPlayer
from piquet_core.opponent.match import pair_seed
from piquet_core.rules import Rules

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "bench_club_micropython.mjs"
WASM = ROOT / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs"


@pytest.mark.skipif(shutil.which("node") is None or not WASM.exists(), reason="needs node and the MicroPython wasm")
@pytest.mark.parametrize("rules", ["rubicon", "cardparade"])
def test_club_decides_the_same_under_micropython(rules):
    deals, seed = 4, 3
    run = subprocess.run(["node", str(SCRIPT), str(deals), str(seed), "moves", "--rules=" + rules], capture_output=True,
                         text=True, timeout=600, cwd=str(ROOT))
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert "fatal" not in result, result.get("fatal")
    for i in range(deals):
        deal = Deal.from_seed(pair_seed(seed, i), Rules.parse(rules))
        players = (ClubPlayer(i * 2 + 1), ClubPlayer(i * 2 + 2))
        while not deal.is_over:
            s = deal.to_act
            deal.do(players[s].choose(deal.view(s)), s)
        assert [str(move.action) for move in deal.history] == result["moves"][i]
