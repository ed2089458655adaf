"""Every exercise of the course gives the same prompt, answer and feedback in MicroPython
(what the learner's browser runs) as in CPython (what the build checked)."""

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


def course_specs():
    from sitegen.output import build_outputs
    from sitegen.site import gather
    build_outputs(ROOT, ROOT / "lessons")  # validates everything first
    course = gather(ROOT / "lessons")
    specs = []
    for lesson in course.lessons:
        for ident, exercise in lesson.exercises:
            specs.append(exercise.spec)
    return specs


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_every_course_exercise_agrees_between_runtimes(tmp_path):
    specs = course_specs()
    assert len(specs) >= 40
    path = tmp_path / "specs.json"
    path.write_text(json.dumps(specs))
    proc = subprocess.run(["node", str(RUNNER), "exercises", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    cpython = [json.loads(json.dumps(driver.exercise_line(spec))) for spec in specs]
    assert len(micro) == len(cpython)
    for spec, c, m in zip(specs, cpython, micro):
        assert "error" not in c, (spec, c)
        assert c == m, "exercise %r differs:\nCPython     %r\nMicroPython %r" % (spec.get("ask"), c, m)
        assert c["feedback"][0] is True
