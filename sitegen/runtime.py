"""The in-browser runtime: vendored PyScript/MicroPython/Pyodide, the engine zip, the
browser glue, and the PyScript config file of each page.

Runtimes come from node_modules (pinned by package-lock.json) and are copied into the
output at build time; they are never committed and never loaded from a CDN.
"""

import io
import json
import posixpath
import re
import zipfile
from pathlib import Path

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
ENGINE_ZIP = "py/piquet_core.zip"
ENGINE_BUNDLE = "py/piquet_core_bundle.py"
# The puzzles page's engine: the lesson bundle plus the computer opponent's ``club``
# level, which plays the counting-aloud deals (the modules it imports when loaded).
PUZZLE_BUNDLE = "py/piquet_core_puzzles_bundle.py"
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


# Modules lesson pages never import: the command line (CPython only), and what only the
# Pyodide worker needs (the search). Names inside the package; a folder ends with "/".
NOT_IN_BUNDLE = ("__main__.py", "commands_", "solver.py", "opponent/")


# Modules only the puzzles page needs (generating puzzles): left out of the lessons' bundle.
PUZZLES_ONLY = ("exercises/puzzle.py", "exercises/sinking.py", "exercises/pique.py")


def in_bundle(name):
    return not any(name.startswith(prefix) for prefix in NOT_IN_BUNDLE)


def engine_bundle(root):
    """{ENGINE_BUNDLE: bytes, PUZZLE_BUNDLE: bytes}: each one Python file that unpacks
    piquet_core/*.py on import.

    Measured on a cold lesson page: one ~140 kB request instead of a `files` map of ~20
    modules saves about 0.08 s (the map was itself ~0.1 s faster than the zip, whose
    unzip code is a 160 kB PyScript chunk). The Pyodide worker, which starts lazily,
    still takes the zip.
    """
    puzzles = {name: source.read_text(encoding="utf-8")
               for name, source in engine_sources(root).items() if in_bundle(name)}
    sources = {name: text for name, text in puzzles.items() if name not in PUZZLES_ONLY}
    for name in opponent_modules(root):
        puzzles[name] = (Path(root) / "piquet_core" / name).read_text(encoding="utf-8")
    return {ENGINE_BUNDLE: _bundle(sources), PUZZLE_BUNDLE: _bundle(puzzles)}


# What the puzzles import from the opponent: its levels (the club player plays the
# counting-aloud deals) and the coach's evaluation of exchanges (the exchange family).
PUZZLE_OPPONENT = ("opponent/__init__.py", "opponent/expert.py", "opponent/evalexchange.py", "opponent/reasons.py")


def opponent_modules(root):
    """The modules (names inside the package) that the puzzles' entry points
    (``PUZZLE_OPPONENT``) import when they are loaded, directly or not, and the lessons'
    bundle leaves out (the opponent's, the solver)."""
    import ast

    package = Path(root) / "piquet_core"
    if not (package / "opponent" / "__init__.py").is_file():
        return []
    seen, todo = set(), [package / name for name in PUZZLE_OPPONENT]
    while todo:
        path = todo.pop()
        if path in seen or not path.is_file():
            continue
        seen.add(path)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:  # module level only
            if isinstance(node, ast.ImportFrom) and node.level:
                base = path.parent
                for _ in range(node.level - 1):
                    base = base.parent
                folder = base.joinpath(*node.module.split(".")) if node.module else base
                todo.append(folder.with_suffix(".py"))
                todo.append(folder / "__init__.py")
                for alias in node.names:
                    todo.append(folder / (alias.name + ".py"))
    names = (path.relative_to(package).as_posix() for path in seen)
    return sorted(name for name in names if name.startswith("opponent/") or not in_bundle(name))


def _bundle(sources):
    folders = sorted({name.rsplit("/", 1)[0] for name in sources if "/" in name})
    lines = [
        '"""Generated by build.py: unpacks the piquet_core package into the browser\'s',
        'file system, so that one request brings the whole engine. Import it once, first."""',
        "",
        "import os",
        "",
        "_SOURCES = " + json.dumps(sources, sort_keys=True, ensure_ascii=True),
        "",
        "for _folder in " + json.dumps(["piquet_core"] + ["piquet_core/" + f for f in folders]) + ":",
        "    try:",
        "        os.mkdir(_folder)",
        "    except OSError:",
        "        pass  # already unpacked on this page",
        "for _name in _SOURCES:",
        "    with open('piquet_core/' + _name, 'w') as _file:",
        "        _file.write(_SOURCES[_name])",
        "del _SOURCES",
        "",
    ]
    return "\n".join(lines).encode("utf-8")


def glue_files(root):
    """{output path: bytes} for site/py/*.py."""
    return {f"py/{source.name}": source.read_bytes()
            for source in sorted((Path(root) / "site" / "py").glob("*.py"))}


def relative(target, config_path):
    """`target` (a site path) as seen from the folder of `config_path` (a site path)."""
    return posixpath.relpath(target, posixpath.dirname(config_path) or ".")


def pyscript_config(config_path, interpreter, engine=None, library=GLUE_LIBRARY):
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
        files[relative(f"py/{name}", config_path)] = f"./{name}"
    config = {"interpreter": relative(interpreter, config_path), "files": files}
    return json.dumps(config, indent=1, sort_keys=True) + "\n"


def pyscript_chunk(root):
    """The hashed chunk that vendor/pyscript/core.js imports (e.g. core-C9KDLldu.js)."""
    core = Path(root) / NODE / "@pyscript/core/dist/core.js"
    found = re.search(r"\./(core-[A-Za-z0-9_-]+\.js)", core.read_text(encoding="utf-8")) if core.is_file() else None
    if not found:
        raise BuildError(str(core), 0, "cannot find the chunk core.js imports: run 'npm ci' first")
    return "vendor/pyscript/" + found.group(1)


def preloads(page_path, config_path, script, engine_paths, library, chunk):
    """<link> preloads that start the runtime's downloads with the page itself.

    PyScript fetches in a chain (core.js, its chunk, the config, MicroPython's .mjs, its
    .wasm, then the Python files); announcing them all in <head> lets them download in
    parallel. Measured on a cold lesson page: about 0.05 s sooner. Credentials mode
    "anonymous" matches the fetches PyScript makes, so nothing is downloaded twice.
    """
    here = posixpath.dirname(page_path) or "."

    def href(target):
        return posixpath.relpath(target, here)

    links = [{"href": href(chunk), "rel": "modulepreload"},
             {"href": href(MICROPYTHON), "rel": "modulepreload"},
             {"href": href(MICROPYTHON.replace(".mjs", ".wasm")), "rel": "preload"},
             {"href": href(config_path), "rel": "preload"}]
    for target in list(engine_paths) + ["py/" + name for name in library] + ["py/" + script]:
        links.append({"href": href(target), "rel": "preload"})
    return links
