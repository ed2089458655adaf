"""The page glue's own modules (``site/py``) that the build reads too, so that a fact
they hold is written once: a pack's layout (``engine_pack``), the mark beside an exercise
answered right (``progress``). Loaded by path: ``site/py`` is not a package, and the glue
is plain Python that runs in CPython as in the browser."""

import importlib.util
from pathlib import Path

GLUE = Path(__file__).resolve().parents[1] / "site" / "py"


def load_glue(name):
    """The module ``site/py/NAME.py``, loaded on its own (not added to ``sys.modules``)."""
    spec = importlib.util.spec_from_file_location(name, GLUE / (name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
