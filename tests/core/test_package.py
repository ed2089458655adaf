"""The package's lazy public API."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_package_lists_every_module_for_lazy_import():
    """piquet_core/__init__ imports lazily; its module list must name every module."""
    import piquet_core
    on_disk = sorted(p.stem for p in (ROOT / "piquet_core").glob("*.py") if not p.stem.startswith("__"))
    assert sorted(piquet_core._MODULES) == on_disk
    for name in piquet_core.__all__:
        assert getattr(piquet_core, name) is not None


def test_test_modules_have_distinct_names():
    """pytest imports test files by their base name: two alike break the whole collection."""
    from pathlib import Path
    names = {}
    for path in sorted((Path(__file__).resolve().parents[1]).rglob("*.py")):
        if path.name.startswith("test_"):
            names.setdefault(path.name, []).append(str(path))
    assert not {name: paths for name, paths in names.items() if len(paths) > 1}
