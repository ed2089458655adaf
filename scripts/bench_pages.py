#!/usr/bin/env python3
"""Page speed in headless Chromium: navigation -> Python ready, cold and warm, pages interleaved.

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


def cold_once(browser, url):
    context = browser.new_context()
    context.add_init_script(WATCH_READY)
    try:
        return measure(context.new_page(), url)
    finally:
        context.close()


def open_warm(playwright, url, profile, executable):
    """A persistent profile that has visited `url` once (HTTP cache filled, service worker active)."""
    context = playwright.chromium.launch_persistent_context(profile, headless=True, executable_path=executable,
                                                            args=ARGS)
    context.add_init_script(WATCH_READY)
    page = context.new_page()
    measure(page, url)
    # Pages that register the service worker: wait until it is active (precache done).
    page.evaluate("""async () => {
      for (let i = 0; i < 100 && !(await navigator.serviceWorker.getRegistration()); i++) {
        if (!document.querySelector('script[data-service-worker]')) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await navigator.serviceWorker.ready; return true;
    }""")
    return context, page


def warm_once(page, url):
    page.goto("about:blank")
    return measure(page, url)[0]


def interleaved(urls, runs, measure_one):
    """Each round measures every page once, in turn, so a burst of load on this shared machine hits
    the pages of one round alike. Returns per page the list of times (and sizes when measured)."""
    results = {url: [] for url in urls}
    for _ in range(runs):
        for url in urls:
            results[url].append(measure_one(url))
    return results


def ratio_median(times, bare_times):
    """The median over rounds of page time / bare time in the same round."""
    return statistics.median(page / bare for page, bare in zip(times, bare_times))


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
        urls = [base + path for _, path in pages]
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profiles:
            browser = playwright.chromium.launch(headless=True, executable_path=executable, args=ARGS)
            cold_runs = interleaved(urls, args.runs, lambda url: cold_once(browser, url))
            browser.close()
            warm_pages = {}
            for index, url in enumerate(urls):
                warm_pages[url] = open_warm(playwright, url, os.path.join(profiles, str(index)), executable)
            warm_runs = interleaved(urls, args.runs, lambda url: warm_once(warm_pages[url][1], url))
            for context, _ in warm_pages.values():
                context.close()
        server.shutdown()

    bare_cold = [seconds for seconds, _ in cold_runs[urls[0]]]
    bare_warm = warm_runs[urls[0]]
    print(f"median of {args.runs} rounds, pages interleaved in each round; navigation -> ready "
          "(body[data-python=ready]); x bare = median over rounds of the same round's ratio")
    print(f"{'page':44} {'cold s':>7} {'warm s':>7} {'cold MB':>8} {'cold x bare':>11} {'warm x bare':>11}")
    ratios = {}
    for (name, _), url in zip(pages, urls):
        cold_times = [seconds for seconds, _ in cold_runs[url]]
        size = statistics.median(size for _, size in cold_runs[url])
        ratios[name] = (ratio_median(cold_times, bare_cold), ratio_median(warm_runs[url], bare_warm), size)
        print(f"{name:44} {statistics.median(cold_times):7.3f} {statistics.median(warm_runs[url]):7.3f} "
              f"{size / 1e6:8.3f} {ratios[name][0]:11.2f} {ratios[name][1]:11.2f}")
    for name, label in ((pages[1][0], "lesson"), (pages[2][0], "practice")):
        cold_ratio, warm_ratio, size = ratios[name]
        print(f"target: {label} within 1.3x of bare (cold {cold_ratio:.2f}x, warm {warm_ratio:.2f}x); "
              f"{size / 1e6:.3f} MB cold")


if __name__ == "__main__":
    main()
