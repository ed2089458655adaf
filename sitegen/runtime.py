"""The in-browser runtime: vendored PyScript/MicroPython/Pyodide, the engine's packs and
zip, the browser glue, and the PyScript config file of each page.

Runtimes come from node_modules (pinned by package-lock.json) and are copied into the
output at build time; they are never committed and never loaded from a CDN.
"""

import io
import json
import posixpath
import re
import zipfile
from pathlib import Path

from piquet_core.exercises.registry import KINDS

from . import mpy_pack
from .engine_imports import closure, compile_order, dotted, loaded_by  # noqa: F401  (closure: the tests read it here)
from .errors import BuildError

NODE = "node_modules"
VENDOR = {
    # output folder: (package folder, file patterns)
    "vendor/pyscript": ("@pyscript/core/dist", ("*.js", "core.css")),
    "vendor/micropython": ("@micropython/micropython-webassembly-pyscript",
                           ("micropython.mjs", "micropython.wasm")),
    "vendor/pyodide": ("pyodide", ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                   "python_stdlib.zip", "pyodide-lock.json")),
}
MICROPYTHON = "vendor/micropython/micropython.mjs"
PYODIDE = "vendor/pyodide/pyodide.mjs"
# The practice worker's interpreter: Pyodide's loadPyodide, watched (site/static/pyodide_watch.mjs:
# a failed download or compilation rejects at once, and the start's progress is told to the page).
PYODIDE_WATCHED = "static/pyodide_watch.mjs"
ENGINE_ZIP = "py/piquet_core.zip"
# Each page's engine: MicroPython bytecode in one pack (sitegen/mpy_pack.py; the names and
# the format are site/py/engine_pack.py's). The lessons' pack; the puzzles' (the lessons'
# and the puzzle families, the computer opponent's ``club`` level, which plays the
# counting-aloud deals, and what it imports when loaded); the practice page's; the games'.
LESSON_PACK = mpy_pack.FORMAT.LESSON_PACK
PUZZLE_PACK = mpy_pack.FORMAT.PUZZLE_PACK
# Browser glue modules every Python page gets in its file system (site/py/).
GLUE_LIBRARY = ("pagekit.py", "progress.py")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)  # fixed, so the zip (and the cache name) is reproducible


def vendor_files(root):
    """{output path: source Path} for the runtimes; BuildError if node_modules lacks one."""
    files = {}
    for target, (package, patterns) in VENDOR.items():
        folder = Path(root) / NODE / package
        for pattern in patterns:
            found = sorted(folder.glob(pattern))
            if not found:
                raise BuildError(str(folder), 0, f"missing {pattern}: run 'npm ci' first")
            for source in found:
                files[f"{target}/{source.name}"] = source
    return files


def engine_sources(root):
    """{path inside the package ("deal.py", "opponent/club.py"): Path}, subpackages included."""
    package = Path(root) / "piquet_core"
    return {source.relative_to(package).as_posix(): source for source in sorted(package.rglob("*.py"))
            if "__pycache__" not in source.parts}


def engine_zip(root):
    """piquet_core/**.py zipped as piquet_core/..., unpacked in the browser by `files`."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, source in engine_sources(root).items():
            info = zipfile.ZipInfo(f"piquet_core/{name}", ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, source.read_bytes())
    return buffer.getvalue()


# Modules only the puzzles page needs (generating puzzles): left out of the lessons' bundle.
PUZZLES_ONLY = ("exercises/puzzle.py", "exercises/sinking.py", "exercises/pique.py")


# The practice page's engine, fetched by the glue once the page is ready; its glue, in one
# pack of the page's files (``glue_pack``).
PRACTICE_PACK = mpy_pack.FORMAT.PRACTICE_PACK
PRACTICE_GLUE_PACK = mpy_pack.FORMAT.PRACTICE_GLUE_PACK
# The modules each page's glue imports (names inside the package); a bundle carries them
# and everything they import, at module level or inside a function (``closure``).
# The lessons: every module that builds an exercise kind, read from the registry (a kind
# added there is in the bundle: a hand-kept list once left a new kind's module out, and
# its exercises could not be loaded on the page).
LESSON_ENTRIES = (("__init__.py", "exercises/__init__.py", "exercises/registry.py")
                  + tuple("exercises/%s.py" % name for name in sorted(set(entry[0] for entry in KINDS.values())))
                  + ("table/stepper.py",))
# What the puzzles import from the opponent: its levels (the club player plays the
# counting-aloud deals) and the coach's evaluation of exchanges (the exchange family).
PUZZLE_OPPONENT = ("opponent/__init__.py", "opponent/expert.py", "opponent/evalexchange.py", "opponent/reasons.py")
# The practice table: the table, the record and its stepper (the viewer), and the beginner
# and club levels (the club stands in for the expert while the worker loads). Left out:
# what only the Pyodide worker runs (the expert, the coach, the solver), and the other
# games (the games page's bundle carries them; a record of one pasted into the practice
# page's viewer is refused by name: ``record`` imports them by a name the closure does
# not follow). Nor the exercises and the games' table, which the page never imports:
# half the bytes of the whole engine, unpacked before the table can be drawn.
PREVIEW_ENTRIES = ("table/linkpreview.py",)  # (see PREVIEW_PACK below)
PRACTICE_ENTRIES = ("__init__.py", "table/session.py", "table/render.py", "table/stepper.py", "table/live.py",
                    "table/presses.py", "record.py", "opponent/__init__.py") + PREVIEW_ENTRIES
PRACTICE_EXCLUDE = ("opponent/expert.py", "opponent/coach.py", "opponent/match.py", "solver.py", "solver_search.py",
                    "solver_tables.py", "games/")
# What a dealt table's first screen runs (a shared link dealt and drawn, a saved partie
# restored): these modules and what they import at module level make the pack's
# ``first``, imported before the table is drawn; the rest of the pack (``later``: the
# computer's players, the record, the stepper) after it. ``view.py``: ``Deal.view``
# imports it when first called, which drawing the table does.
PRACTICE_FIRST_SCREEN = ("table/session.py", "table/render.py", "view.py")
# A shared link's first screen, drawn before the practice pack is there (``linkpreview``):
# what importing it runs, in a small pack of its own that comes in the page's files.
PREVIEW_PACK = mpy_pack.FORMAT.PREVIEW_PACK
PUZZLE_ENTRIES = LESSON_ENTRIES + ("exercises/puzzle.py", "exercises/sinking.py", "exercises/pique.py",
                                   "exercises/exchange.py", "table/cardface.py")


# The other games' page (games.html): the table of the other games, every game and its
# computer players (each game's players register their levels when imported, so the
# whole games/ folder goes in), and the two-player levels that play à Écrire's deals.
GAMES_PACK = mpy_pack.FORMAT.GAMES_PACK
GAMES_ENTRIES = ("gametable/catalogue.py", "gametable/session.py", "gametable/render.py", "gametable/sheets.py",
                 "gametable/words.py", "gametable/recordview.py", "opponent/__init__.py")
GAMES_EXCLUDE = ("opponent/expert.py", "opponent/coach.py", "opponent/match.py")


def engine_packs(root):
    """{LESSON_PACK: bytes, PUZZLE_PACK: bytes, PRACTICE_PACK: bytes, GAMES_PACK: bytes,
    PREVIEW_PACK: bytes}: the
    part of piquet_core each page imports, compiled to MicroPython bytecode, in one file
    with the order to import it in (``first``: what the page's first screen runs, all of
    it but on the practice page; ``later``: the rest).

    One request a page: measured on a cold lesson page, one ~140 kB file instead of a
    `files` map of ~20 modules saved about 0.08 s (the map was itself ~0.1 s faster than
    the zip, whose unzip code is a 160 kB PyScript chunk). Bytecode: compiling the source
    was most of the time a page took to load its engine (see ``mpy_pack``); the compiler
    leaves docstrings out, so the pack is smaller than the source was with them stripped,
    and its line numbers are the source files' own. The Pyodide worker, which starts
    lazily, still takes the zip of the source.

    Each page gets only what its glue can import: the lessons' pack the exercise kinds
    and the deal stepper (not the puzzle generators, the practice table or the
    opponent); the puzzles' pack adds the families and what the club player and the
    coach's exchange evaluation import; the practice page's pack the table, the record, the
    stepper and the light levels (not the worker's expert, coach and solver, the other
    games, the exercises); the games' pack the other games' table and players; the
    preview pack what a shared link's first screen imports (copied from the practice
    pack's own bytecode).
    """
    all_sources = {name: source.read_text(encoding="utf-8") for name, source in engine_sources(root).items()}
    lesson = closure(all_sources, LESSON_ENTRIES, exclude=PUZZLES_ONLY + ("opponent/",))
    puzzles = closure(all_sources, PUZZLE_ENTRIES + PUZZLE_OPPONENT, exclude=("opponent/coach.py", "opponent/match.py"))
    practice = closure(all_sources, PRACTICE_ENTRIES, exclude=PRACTICE_EXCLUDE)
    games = closure(all_sources, GAMES_ENTRIES + tuple(name for name in all_sources if name.startswith("games/")),
                    exclude=GAMES_EXCLUDE)
    wanted = sorted(set(lesson) | set(puzzles) | set(practice) | set(games))
    compiled = mpy_pack.compile_modules({name: all_sources[name] for name in wanted})

    def pack(names, first_entries=None):
        """The pack of ``names``, imported in this order: those that importing
        ``first_entries`` runs first (all of them if None), then the others; each after
        what it imports."""
        first = loaded_by(all_sources, first_entries, within=set(names)) if first_entries else names
        later = [name for name in names if name not in set(first)]
        files = {name[:-3] + ".mpy": compiled[name[:-3] + ".mpy"] for name in sorted(names)}
        return mpy_pack.FORMAT.write_pack(files, [dotted(name) for name in compile_order(all_sources, first)],
                                          [dotted(name) for name in compile_order(all_sources, later)])

    return {LESSON_PACK: pack(lesson), PUZZLE_PACK: pack(puzzles),
            PRACTICE_PACK: pack(practice, PRACTICE_FIRST_SCREEN), GAMES_PACK: pack(games),
            PREVIEW_PACK: pack(loaded_by(all_sources, PREVIEW_ENTRIES, within=set(practice)))}


def glue_target(name):
    """Where a glue module a page imports is served: its bytecode (``x.py`` -> ``x.mpy``,
    compiled by ``glue_files``; a page's own script stays source, as PyScript runs it)."""
    return name[:-3] + ".mpy"


def glue_files(root, libraries=(), packed=()):
    """{output path: bytes} for site/py/*.py: the modules in ``libraries`` (what pages
    import, named in their configs) as MicroPython bytecode (``glue_target``), those in
    ``packed`` not at all (they come in a glue pack: ``glue_pack``), the others (the pages'
    and the worker's scripts, run as source) as they are. Compiling the practice page's
    glue took ~50 ms of MicroPython's time before its table could load."""
    sources = {source.name: source.read_bytes() for source in sorted((Path(root) / "site" / "py").glob("*.py"))}
    unknown = sorted((set(libraries) | set(packed)) - set(sources))
    if unknown:
        raise BuildError("site/py", 0, "a page imports glue that does not exist: " + ", ".join(unknown))
    compiled = mpy_pack.compile_modules({name: sources[name].decode("utf-8") for name in sorted(set(libraries))},
                                        package="")
    files = {f"py/{name}": data for name, data in sources.items() if name not in set(libraries) | set(packed)}
    files.update((f"py/{glue_target(name)}", compiled[glue_target(name)]) for name in sorted(set(libraries)))
    return files


def glue_pack(root, names):
    """The bytes of a glue pack (``PRACTICE_GLUE_PACK``): the modules ``names`` of site/py as
    MicroPython bytecode, unpacked into the page's folder by ``engine_pack`` (which cannot be
    in it: the page's script imports it to unpack the rest)."""
    if "engine_pack.py" in names:
        raise BuildError("site/py/engine_pack.py", 0, "a glue pack cannot hold engine_pack, which unpacks it")
    compiled = glue_files(root, libraries=names)
    files = {glue_target(name): compiled["py/" + glue_target(name)] for name in names}
    return mpy_pack.FORMAT.write_pack(files, [], [], folder="")


# PyScript's plugins the site never uses: its <py-editor>, <py-terminal> and py-game
# elements, the "donkey" helper and the deprecation warnings. PyScript imports every plugin
# not turned off before it runs a page's script, for each script type: a page turns them
# off in its mpy config (``pyscript_config(plugins_off=True)``) and, for the py type,
# whose only script is the practice page's worker, in a <py-config> (``PY_CONFIG``, in
# base.html). Without it a page fetched and ran six chunks first (docs/site.md).
PLUGINS_OFF = ("!deprecations-manager", "!donkey", "!py-editor", "!py-game", "!py-terminal")
PY_CONFIG = json.dumps({"plugins": list(PLUGINS_OFF)})


def relative(target, config_path):
    """`target` (a site path) as seen from the folder of `config_path` (a site path)."""
    return posixpath.relpath(target, posixpath.dirname(config_path) or ".")


def pyscript_config(config_path, interpreter, engine=None, library=GLUE_LIBRARY, plugins_off=False):
    """JSON text of one PyScript config file.

    Paths are written relative to the config file, and each config sits beside its page,
    so they resolve the same way whether PyScript resolves them against the page (main
    thread) or against the config file (worker).
    `engine` is "zip" (one archive unpacked by PyScript), a list of engine file paths
    (the bundle, which the page's script imports first), or None.
    """
    files = {}
    if engine == "zip":
        files[relative(ENGINE_ZIP, config_path)] = "./*"
    elif engine:
        for path in engine:
            files[relative(path, config_path)] = "./" + posixpath.basename(path)
    for name in library:
        files[relative(f"py/{glue_target(name)}", config_path)] = f"./{glue_target(name)}"
    config = {"interpreter": relative(interpreter, config_path), "files": files}
    if plugins_off:
        config["plugins"] = list(PLUGINS_OFF)
    return json.dumps(config, indent=1, sort_keys=True) + "\n"


def pyscript_chunks(root):
    """The hashed chunks PyScript needs before any page's Python starts: the one
    vendor/pyscript/core.js imports (e.g. core-C9KDLldu.js), and the error plugin's, which
    that chunk imports once the config is read (the only plugin left on: ``PLUGINS_OFF``)."""
    core = Path(root) / NODE / "@pyscript/core/dist/core.js"
    found = re.search(r"\./(core-[A-Za-z0-9_-]+\.js)", core.read_text(encoding="utf-8")) if core.is_file() else None
    if not found:
        raise BuildError(str(core), 0, "cannot find the chunk core.js imports: run 'npm ci' first")
    chunk = core.parent / found.group(1)
    error = re.search(r"\./(error-[A-Za-z0-9_-]+\.js)", chunk.read_text(encoding="utf-8"))
    if not error:
        raise BuildError(str(chunk), 0, "cannot find the error plugin's chunk it imports")
    return "vendor/pyscript/" + found.group(1), "vendor/pyscript/" + error.group(1)


def preloads(page_path, config_path, script, engine_paths, library, chunks):
    """<link> preloads that start the runtime's downloads with the page itself.

    PyScript fetches in a chain (core.js, its chunk, the config, MicroPython's .mjs, its
    .wasm, then the Python files); announcing them all in <head> lets them download in
    parallel. Measured on a cold lesson page: about 0.05 s sooner. Credentials mode
    "anonymous" matches the fetches PyScript makes, so nothing is downloaded twice.
    """
    here = posixpath.dirname(page_path) or "."

    def href(target):
        return posixpath.relpath(target, here)

    links = [{"href": href(chunk), "rel": "modulepreload"} for chunk in chunks]
    links += [{"href": href(MICROPYTHON), "rel": "modulepreload"},
             {"href": href(MICROPYTHON.replace(".mjs", ".wasm")), "rel": "preload"},
             {"href": href(config_path), "rel": "preload"}]
    for target in list(engine_paths) + ["py/" + glue_target(name) for name in library] + ["py/" + script]:
        links.append({"href": href(target), "rel": "preload"})
    return links
