"""The in-browser runtime: vendored PyScript/MicroPython/Pyodide, the engine zip, the
browser glue, and the PyScript config file of each page.

Runtimes come from node_modules (pinned by package-lock.json) and are copied into the
output at build time; they are never committed and never loaded from a CDN.
"""

import io
import json
import posixpath
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
ENGINE_DIR = "py/piquet_core"
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


def engine_zip(root):
    """piquet_core/*.py zipped as piquet_core/..., unpacked in the browser by `files`."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for source in sorted((Path(root) / "piquet_core").glob("*.py")):
            info = zipfile.ZipInfo(f"piquet_core/{source.name}", ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, source.read_bytes())
    return buffer.getvalue()


def engine_files(root):
    """{output path: bytes} for piquet_core/*.py one by one, for MicroPython pages.

    Measured: on the main thread a `files` map of small modules is ~0.1 s faster than the
    zip (PyScript's unzip code is a 160 kB chunk of its own); the Pyodide worker, which
    starts lazily anyway, takes the zip.
    """
    return {f"{ENGINE_DIR}/{source.name}": source.read_bytes()
            for source in sorted((Path(root) / "piquet_core").glob("*.py"))}


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
    (a files map), or None.
    """
    files = {}
    if engine == "zip":
        files[relative(ENGINE_ZIP, config_path)] = "./*"
    elif engine:
        for path in engine:
            files[relative(path, config_path)] = "./piquet_core/" + posixpath.basename(path)
    for name in library:
        files[relative(f"py/{name}", config_path)] = f"./{name}"
    config = {"interpreter": relative(interpreter, config_path), "files": files}
    return json.dumps(config, indent=1, sort_keys=True) + "\n"
