#!/usr/bin/env python3
"""Where a shared link's time goes on the practice page (headless Chromium, cold).

Opens ``practice.html#deal=4242&level=club`` and reads the page's own marks
(``<body data-marks>``, ``table_state.mark``), in the order they happened: Python ready,
the engine pack fetched and unpacked, the link's first screen drawn from its seed
(``preview``: ``linkpreview``), the glue booted, the first screen's modules imported
(``warm``), the link dealt and drawn by the engine, and the learner can act
(``bench_pages``'s "ready": with a preview, as soon as it is drawn). Prints the
median and the minimum of each step over --runs, for this build and, with --before,
another built site (a folder like _site; steps it has no mark for are left out), its
loads interleaved with this one's. Not a test: figures, to read with ``uptime``.

    .venv/bin/python scripts/bench_link.py [--runs 7] [--before /tmp/site_before]
"""

import argparse
import os
import re
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from bench_pages import ARGS, measure, watch  # noqa: E402
from sitegen.output import build_outputs, write  # noqa: E402
from sitegen.server import serve_in_process  # noqa: E402

LINK = "practice.html#deal=4242&level=club"
WATCH_PYTHON = """new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.python === "ready") { window.__pythonAt = performance.now(); observer.disconnect(); }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-python"]});"""
STEPS = ("python", "boot", "fetched", "unpacked", "preview", "warm", "dealt", "drawn", "ready")


def phases(browser, url):
    """{step: ms after the step before} of one cold load of the link."""
    context = browser.new_context()
    watch(context, None, url)
    context.add_init_script(WATCH_PYTHON)
    try:
        page = context.new_page()
        ready = measure(page, url)[0] * 1000
        at = {name: float(value) for name, value in re.findall(
            r"([a-z]+)@([\d.]+)", page.evaluate("document.body.getAttribute('data-marks') || ''"))}
        at["python"], at["ready"] = page.evaluate("window.__pythonAt"), ready
    finally:
        context.close()
    known = sorted((name for name in STEPS if name in at), key=lambda name: at[name])  # (as they happened)
    found = {"python": at["python"], "python -> ready": ready - at["python"]}
    found.update((f"{before} -> {after}", at[after] - at[before]) for before, after in zip(known, known[1:]))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", help="another built site, measured in the same rounds")
    args = parser.parse_args()
    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        write(outputs, folder)
        sites = [("this build", serve_in_process(folder))]
        if args.before:
            sites.append(("before", serve_in_process(args.before)))
        browser = playwright.chromium.launch(headless=True, executable_path=os.environ.get(
            "CHROMIUM", "/usr/bin/chromium"), args=ARGS)
        runs = {name: [] for name, _ in sites}
        for _ in range(args.runs):
            for name, (server, base) in sites:
                runs[name].append(phases(browser, base + LINK))
        browser.close()
        for _, (server, _) in sites:
            server.shutdown()
    print(f"shared link, cold, {args.runs} runs interleaved: ms (median / min) from the step before")
    for name, found in runs.items():
        print(name)
        for step in max(found, key=len):  # (a step whose order varies: its most common place)
            values = [one[step] for one in found if step in one]
            print(f"  {step:22} {statistics.median(values):7.0f} {min(values):7.0f}")


if __name__ == "__main__":
    main()
