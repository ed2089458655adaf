#!/usr/bin/env python3
"""Run a Python benchmark inside Pyodide in headless Chromium, with the site's own files.

    python scripts/pyodide_browser.py FILE.py [--timeout S]     # prints what FILE prints

Used by the engine benchmarks to report browser (Pyodide) figures next to CPython's:
it serves the built site (``python build.py`` first) on a free loopback port, opens a
page in Debian's Chromium, loads the vendored Pyodide (``vendor/pyodide/``) in a Web
Worker, as the practice page does, unpacks the engine zip (``py/piquet_core.zip``) into
its file system, runs FILE and returns its standard output. Nothing leaves the origin.
"""

import argparse
import io
import os
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitegen.server import serve_in_thread  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]

# The worker: load Pyodide from the site, unpack the engine, run the code, post stdout back.
WORKER = """
import { loadPyodide } from "%(base)svendor/pyodide/pyodide.mjs";
self.onmessage = async (event) => {
  let out = [];
  try {
    const started = performance.now();
    const py = await loadPyodide({ indexURL: "%(base)svendor/pyodide/", stdout: (s) => out.push(s),
                                   stderr: (s) => out.push(s) });
    const zip = await (await fetch("%(base)s%(engine)s")).arrayBuffer();
    py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide" });
    out.push("# pyodide ready in " + Math.round(performance.now() - started) + " ms");
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
    await py.runPythonAsync(event.data);
    self.postMessage({ ok: true, out });
  } catch (error) {
    self.postMessage({ ok: false, out, error: String(error) });
  }
};
"""


def run(code, timeout=600, engine=None):
    """stdout lines of ``code`` run in Pyodide in a Chromium worker; raises on failure.

    ``engine``: zip bytes of the engine to unpack instead of the built site's
    ``py/piquet_core.zip`` (``engine_zip()``: the working tree's, subpackages included).
    """
    from playwright.sync_api import sync_playwright
    site = ROOT / "_site"
    if not (site / "vendor" / "pyodide" / "pyodide.mjs").is_file():
        raise SystemExit("build the site first: python build.py")
    server, base = serve_in_thread(site)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(headless=True, executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.on("request", lambda request: _same_origin(request.url, base))
            # A bare page and the worker script, served at the site's origin by the test itself.
            page.route(base + "__bench.html", lambda route: route.fulfill(
                body="<!doctype html><title>bench</title>", content_type="text/html"))
            engine_path = "py/piquet_core.zip"
            if engine is not None:
                engine_path = "__bench_engine.zip"
                page.route(base + engine_path, lambda route: route.fulfill(body=engine, content_type="application/zip"))
            page.route(base + "__bench_worker.mjs", lambda route: route.fulfill(
                body=WORKER % {"base": base, "engine": engine_path}, content_type="text/javascript"))
            page.goto(base + "__bench.html")
            result = page.evaluate("""async ([url, code, ms]) => {
                const worker = new Worker(url, { type: "module" });
                return await new Promise((resolve) => {
                  const timer = setTimeout(() => resolve({ ok: false, out: [], error: "timed out" }), ms);
                  worker.onmessage = (event) => { clearTimeout(timer); resolve(event.data); };
                  worker.onerror = (event) => { clearTimeout(timer); resolve({ ok: false, out: [], error: event.message }); };
                  worker.postMessage(code);
                });
            }""", [base + "__bench_worker.mjs", code, timeout * 1000])
            browser.close()
    finally:
        server.shutdown()
    if not result["ok"]:
        raise RuntimeError("Pyodide run failed: %s\n%s" % (result["error"], "\n".join(result["out"])))
    return result["out"]


def engine_zip():
    """The working tree's piquet_core (every .py, subpackages included) as zip bytes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted((ROOT / "piquet_core").rglob("*.py")):
            archive.write(path, path.relative_to(ROOT).as_posix())
    return buffer.getvalue()


def _same_origin(url, base):
    if not (url.startswith(base) or url.startswith("data:")):
        raise RuntimeError("a request left the origin: " + url)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    for line in run(Path(args.file).read_text(encoding="utf-8"), args.timeout):
        print(line)


if __name__ == "__main__":
    main()
