"""The order the pages import the engine in: written by the build into each page's pack
(its index's ``first`` and ``later``) from the imports it packs
(sitegen/engine_imports.py), never listed by hand in the glue."""

import subprocess
import sys
from pathlib import Path

import pytest

import engine_pack
from sitegen import engine_imports, runtime
from sitegen.output import build_outputs

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {name: path.read_text(encoding="utf-8") for name, path in runtime.engine_sources(ROOT).items()}
BUNDLES = (runtime.LESSON_PACK, runtime.PUZZLE_PACK, runtime.PRACTICE_PACK, runtime.GAMES_PACK)


def pack_contents(data):
    """(the modules a pack unpacks, as source paths; its first; its later)."""
    written = []
    first, later = engine_pack.unpack_bytes(data, lambda path, chunk: written.append(path))
    modules = sorted(path[len(engine_pack.PACKAGE):-len(".mpy")] + ".py" for path in written)
    return modules, tuple(first), tuple(later)


@pytest.fixture(scope="module")
def bundles():
    """{pack path: (the modules it unpacks, its first, its later)}."""
    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    return {path: pack_contents(outputs[path]) for path in BUNDLES}


@pytest.mark.parametrize("path", BUNDLES)
def test_the_order_covers_the_bundle_exactly_each_module_after_its_imports(bundles, path):
    modules, first, later = bundles[path]
    order = first + later
    assert len(order) == len(set(order))
    assert sorted(order) == sorted(engine_imports.dotted(name) for name in modules)
    place = {name: index for index, name in enumerate(order)}
    for name in modules:
        here = place[engine_imports.dotted(name)]
        for imported in engine_imports.module_imports(SOURCES, name):
            if imported in modules:
                assert place[engine_imports.dotted(imported)] < here, (path, name, imported)


def test_the_practice_first_screen_is_what_its_entries_run_and_the_computer_players_come_later(bundles):
    modules, first, later = bundles[runtime.PRACTICE_PACK]
    assert {"piquet_core.table.session", "piquet_core.table.render", "piquet_core.deal", "piquet_core.view"} <= set(first)
    assert {"piquet_core.opponent", "piquet_core.opponent.club", "piquet_core.record", "piquet_core.table.stepper"} <= set(later)
    for bundle in BUNDLES:
        if bundle != runtime.PRACTICE_PACK:
            assert bundles[bundle][2] == ()  # no first screen of their own: all of it, in order


def test_a_shared_link_is_dealt_and_drawn_with_the_first_screen_alone(tmp_path, bundles):
    """Dealing and drawing a link (the computer to move first, the learner first) imports no
    module outside the pack's first screen: the table is drawn before LATER is compiled.
    (CPython, on the sources the pack was compiled from; tests/portability runs the pack.)"""
    modules, first, later = bundles[runtime.PRACTICE_PACK]
    for name in modules:
        target = tmp_path / "piquet_core" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(SOURCES[name], encoding="utf-8")
    (tmp_path / "bundle.py").write_text("FIRST_SCREEN = %r\n" % (first,), encoding="utf-8")
    script = ("import sys, bundle\n"
              "from piquet_core.table import render, session\n"
              "for seat in (0, 1):\n"
              "    table = session.Table()\n"
              "    found = session.parse_hash('#deal=4242&level=club')\n"
              "    table.new_single_deal(found['seed'], found['rules'], found['level'], seat)\n"
              "    render.render_regions(table, ready=True)\n"
              "    table = session.Table()\n"
              "    found = session.parse_hash('#partie=77&level=beginner')\n"
              "    table.new_partie(found['seed'], found['rules'], found['level'])\n"
              "    render.render_regions(table, ready=True)\n"
              "extra = sorted(name for name in sys.modules if name.startswith('piquet_core.')\n"
              "               and name not in bundle.FIRST_SCREEN)\n"
              "print(' '.join(extra) or 'none')\n")
    done = subprocess.run([sys.executable, "-S", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"


def test_compile_order_follows_python(tmp_path):
    """A package whose __init__ imports its module: the module first (Python runs it
    inside the package's import), then the package; a module after what it imports."""
    sources = {"__init__.py": "", "a.py": "from .b import x\n", "b.py": "x = 1\n",
               "p/__init__.py": "from .q import y\n", "p/q.py": "from ..a import x\ny = x\n",
               "c.py": "def f():\n    from .p import q\n"}
    order = engine_imports.compile_order(sources, sorted(sources))
    assert order == ["__init__.py", "b.py", "a.py", "c.py", "p/q.py", "p/__init__.py"]
    assert engine_imports.loaded_by(sources, ["c.py"]) == ["__init__.py", "c.py"]
    assert engine_imports.loaded_by(sources, ["p/q.py"]) == ["__init__.py", "b.py", "a.py", "p/q.py", "p/__init__.py"]
    assert [engine_imports.dotted(name) for name in ("__init__.py", "p/__init__.py", "p/q.py")] == [
        "piquet_core", "piquet_core.p", "piquet_core.p.q"]
