#!/usr/bin/env python3
"""Page speed in headless Chromium: navigation -> Python ready, cold and warm, median of 5.

Pages, side by side in one run:
- bare:     _site/bench/hello.html, PyScript + MicroPython printing hello (the baseline);
- lesson:   a lesson page, until every exercise is hydrated and interactive;
- practice: the practice page, until the Deal button can be used ("you can act").

"Ready" is the moment the glue sets <body data-python="ready">, read from the page's own
clock (performance.now(), which starts at navigation). Cold: a fresh browser context
(empty cache, no service worker). Warm: a persistent profile visited once before
(HTTP cache and service worker). Bytes: the transfer sizes of the page's navigation and
resources as the page saw them. Not a test: it prints figures and ratios.

    .venv/bin/python scripts/bench_pages.py [--runs 5] [--lesson lessons/the-point.html]
"""

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from sitegen.output import build_outputs, write  # noqa: E402
from sitegen.server import serve_in_thread  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
# Records when <body data-python> becomes "ready", on the page's own clock.
WATCH_READY = """
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.python === "ready") {
    window.__readyAt = performance.now(); observer.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-python"]});
"""
BYTES = """() => performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
  .reduce((sum, entry) => sum + (entry.transferSize || 0), 0)"""


def measure(page, url):
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=60_000)
    return page.evaluate("window.__readyAt") / 1000, page.evaluate(BYTES)


def cold(browser, url, runs):
    times, sizes = [], []
    for _ in range(runs):
        context = browser.new_context()
        context.add_init_script(WATCH_READY)
        seconds, size = measure(context.new_page(), url)
        times.append(seconds)
        sizes.append(size)
        context.close()
    return statistics.median(times), statistics.median(sizes)


def warm(playwright, url, runs, executable):
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, headless=True, executable_path=executable,
                                                                args=ARGS)
        context.add_init_script(WATCH_READY)
        page = context.new_page()
        measure(page, url)  # the first visit fills the cache and installs the service worker
        # Pages that register the service worker: wait until it is active (precache done).
        page.evaluate("""async () => {
          for (let i = 0; i < 100 && !(await navigator.serviceWorker.getRegistration()); i++) {
            if (!document.querySelector('script[data-service-worker]')) return false;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await navigator.serviceWorker.ready; return true;
        }""")
        times = []
        for _ in range(runs):
            page.goto("about:blank")
            times.append(measure(page, url)[0])
        context.close()
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lesson", help="lesson page to measure (default: the one with most exercises)")
    args = parser.parse_args()
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")

    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    lesson = args.lesson or max(course.lessons, key=lambda item: len(item.exercises)).url
    with tempfile.TemporaryDirectory() as folder:
        write(outputs, folder)
        server, base = serve_in_thread(folder)
        pages = [("bare PyScript+MicroPython", "bench/hello.html"), ("lesson " + lesson, lesson),
                 ("practice (you can act)", "practice.html")]
        results = {}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(headless=True, executable_path=executable, args=ARGS)
            for name, path in pages:
                cold_s, cold_bytes = cold(browser, base + path, args.runs)
                results[name] = (cold_s, warm(playwright, base + path, args.runs, executable), cold_bytes)
            browser.close()
        server.shutdown()

    bare = results[pages[0][0]]
    print(f"median of {args.runs}; navigation -> ready (body[data-python=ready])")
    print(f"{'page':44} {'cold s':>7} {'warm s':>7} {'cold MB':>8} {'cold x bare':>11} {'warm x bare':>11}")
    for name, (cold_s, warm_s, size) in results.items():
        print(f"{name:44} {cold_s:7.3f} {warm_s:7.3f} {size / 1e6:8.3f} {cold_s / bare[0]:11.2f} "
              f"{warm_s / bare[1]:11.2f}")
    lesson_result = results[pages[1][0]]
    print(f"targets: lesson within 1.3x of bare (cold {lesson_result[0] / bare[0]:.2f}x, warm "
          f"{lesson_result[1] / bare[1]:.2f}x); lesson under 1 MB cold ({lesson_result[2] / 1e6:.3f} MB)")


if __name__ == "__main__":
    main()
