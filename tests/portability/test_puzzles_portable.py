"""Every puzzle family generates the same puzzles, and judges every answer the same, in
MicroPython (the learner's browser) as in CPython (the build, the command line): the
steps, choices, right answers, explanations and hints; the verdict on the right answer,
on each recorded mistake at the first and second try, on the right answer padded with
every kind of space and written in words, and on every choice typed instead of picked."""

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNNER = ROOT / "tests" / "portability" / "run_micropython.mjs"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))

import driver  # noqa: E402
from piquet_core.exercises.registry import family_names  # noqa: E402

SEEDS = 3


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_puzzle_family_agrees_between_runtimes():
    families = family_names()
    proc = subprocess.run(["node", str(RUNNER), "puzzles", ",".join(families), str(SEEDS)], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    cpython = [json.loads(json.dumps(driver.puzzle_record(family, seed, level)))
               for family in families for level in (1, 2, 3) for seed in range(SEEDS)]
    assert len(micro) == len(cpython) == len(families) * 3 * SEEDS
    for c, m in zip(cpython, micro):
        where = "%s seed %s level %s" % (c["family"], c["seed"], c["level"])
        assert "error" not in c, (where, c["error"])
        assert "error" not in m, (where, m["error"]["message"], m["error"]["traceback"])
        assert c["puzzle"] == m["puzzle"], where
        assert c["verdicts"] == m["verdicts"], where
        for verdicts in c["verdicts"]:
            assert verdicts[0][0] is True  # the right answer is right
