"""The build: gather and render everything in memory, then write the output folder."""

import shutil
from pathlib import Path

from . import links, offline, pages, policy, runtime
from .errors import BuildErrors
from .site import gather

SITE = "site"


def build_outputs(root, lessons_dir, base_path="/"):
    """{site path: bytes} of the whole site. Raises BuildErrors/BuildError; writes nothing."""
    root = Path(root)
    course = gather(lessons_dir)
    env = pages.environment(root / SITE / "templates")
    env.globals["csp"] = policy.CSP
    outputs = runtime.engine_packs(root)
    chunks = runtime.pyscript_chunks(root)
    site_pages = pages.site_pages(course, base_path)
    for page in site_pages:
        outputs.update(pages.render(env, page, chunks))
    for source in sorted((root / SITE / "static").rglob("*")):
        if source.is_file():
            outputs["static/" + source.relative_to(root / SITE / "static").as_posix()] = source.read_bytes()
    packed = set()
    for page in site_pages:
        if page.values.get("glue_pack"):
            path, names = page.values["glue_pack"]
            outputs[path] = runtime.glue_pack(root, names)
            packed.update(names)
    libraries = {name for page in site_pages if page.script for name in page.values.get("library", runtime.GLUE_LIBRARY)}
    outputs.update(runtime.glue_files(root, libraries, packed - libraries))
    outputs[runtime.ENGINE_ZIP] = runtime.engine_zip(root)
    for target, source in runtime.vendor_files(root).items():
        outputs[target] = source.read_bytes()
    broken = links.check(outputs, site_pages, base_path, root / SITE / "templates")
    if broken:
        raise BuildErrors(broken)
    template = (root / SITE / "sw.js").read_text(encoding="utf-8")
    outputs[offline.SERVICE_WORKER] = offline.service_worker(template, outputs).encode()
    return course, outputs


def write(outputs, out_dir):
    """Replace `out_dir` with exactly `outputs`."""
    out_dir = Path(out_dir)
    if out_dir.exists():
        shutil.rmtree(out_dir)
    for path, data in outputs.items():
        target = out_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
