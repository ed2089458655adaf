"""The practice table's logic gives the same screens and saves under MicroPython 1.28 (the
page's runtime) as under CPython: partie played through the learner's inputs (counting
aloud, wrong counts, the coach's moves), saves restored, damaged saves and records,
links, a link's first screen drawn before the engine, and the record stepper."""

import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WASM = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs")
SEEDS = [3, 4, 8]

pytestmark = [
    pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed"),
    pytest.mark.skipif(not os.path.exists(WASM), reason="run npm ci for the MicroPython wasm"),
]

sys.path.insert(0, HERE)
import table_driver  # noqa: E402


def micropython_records(seeds, *options):
    proc = subprocess.run(["node", os.path.join(HERE, "run_table_micropython.mjs")] + list(options)
                          + [str(s) for s in seeds], cwd=ROOT, capture_output=True, text=True, timeout=600)
    micro = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert proc.returncode == 0 and not any("fatal" in r for r in micro), (proc.stdout[-3000:], proc.stderr[-3000:])
    return micro


def test_the_table_is_the_same_under_micropython():
    micro = micropython_records(SEEDS)
    cpython = [json.loads(json.dumps(r, sort_keys=True)) for r in table_driver.records(SEEDS)]
    assert len(micro) == len(cpython)
    for mine, theirs in zip(cpython, micro):
        assert mine == theirs
    errors = [record["record_error"] for record in cpython if "record_error" in record]
    assert errors == ["line 2 (move 1): it is elder's turn, not younger's"]
    previews = [record["previews"] for record in cpython if "previews" in record][0]
    assert [found[0] if found else None for found in previews] == ["exchange", "cut", "exchange", None, "exchange"]


def test_the_practice_pages_pack_runs_the_table_as_the_source_does(tmp_path):
    """The practice page runs the engine as bytecode (the build's pack, unpacked by the
    page's own engine_pack module): the same screens and saves as CPython's."""
    sys.path.insert(0, ROOT)
    from sitegen import runtime
    pack = tmp_path / "practice.pack"
    pack.write_bytes(runtime.engine_packs(ROOT)[runtime.PRACTICE_PACK])
    micro = micropython_records(SEEDS[:1], "--pack", str(pack))
    cpython = [json.loads(json.dumps(r, sort_keys=True)) for r in table_driver.records(SEEDS[:1])]
    assert micro == cpython and len(cpython) > 10


PREVIEW_LINKS = ["#deal=4242&level=club", "#deal=7&you=elder&level=beginner", "#partie=99&level=expert",
                 "#deal=8&you=younger&level=club", "#deal=12&rules=cardparade", "#deal=nonsense"]


def test_a_links_first_screen_needs_only_the_preview_pack(tmp_path):
    """The practice page draws a shared link's first screen from the small pack in its own
    files, before its engine pack is there: with that pack alone, MicroPython draws the
    same screens as CPython's ``first_screen`` (and none for the links it leaves to the
    engine), and the pack holds nothing that drawing does not import."""
    sys.path.insert(0, ROOT)
    from piquet_core.table import linkpreview
    from sitegen import runtime
    packs = runtime.engine_packs(ROOT)
    pack, template = tmp_path / "preview.pack", tmp_path / "template.json"
    pack.write_bytes(packs[runtime.PREVIEW_PACK])
    template.write_text(linkpreview.template_text(), encoding="utf-8")
    proc = subprocess.run(["node", os.path.join(HERE, "run_preview_micropython.mjs"), str(pack), str(template)]
                          + PREVIEW_LINKS, cwd=ROOT, capture_output=True, text=True, timeout=300)
    found = json.loads(proc.stdout.strip().splitlines()[-1]) if proc.stdout.strip() else {}
    assert proc.returncode == 0 and "fatal" not in found, (proc.stdout[-3000:], proc.stderr[-3000:])
    expected = {}
    for text in PREVIEW_LINKS:
        shown = linkpreview.first_screen(text, linkpreview.template_text())
        expected[text] = [shown[0], [list(region) for region in shown[1]]] if shown else None
    assert found["screens"] == expected
    assert [text for text in PREVIEW_LINKS if expected[text]] == PREVIEW_LINKS[:4]
    assert "deal.mpy" not in found["files"] and "table/session.mpy" not in found["files"]
    assert "table/linkpreview.mpy" in found["files"] and "dealing.mpy" in found["files"]
