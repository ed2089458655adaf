#!/usr/bin/env python3
"""Page speed in headless Chromium: navigation -> Python ready, cold and warm, pages interleaved.

Pages, side by side in one run:
- bare:     _site/bench/hello.html, PyScript + MicroPython printing hello (the baseline);
- lesson:   a lesson page, until every exercise is hydrated and interactive;
- practice: the practice page, until the Deal button can be used ("you can act");
- practice, partie restored: the practice page with a partie in progress saved (as the
  page leaves localStorage mid-deal: the save and its snapshot), until the restored table
  is shown with the learner's cards and buttons live (``--before``: the same pages of
  another build, interleaved in the same rounds, for an A/B);
- practice, shared link: a link to a deal (``#deal=4242&level=club``), until its deal is
  shown with live controls (a link has no snapshot: the engine deals it).

"Ready" is the moment the glue sets <body data-python="ready">, read from the page's own
clock (performance.now(), which starts at navigation); for the restored partie, the first
moment Python is ready and the table shows a deal with a card or button the learner can
press (a press before the engine is loaded is done when it is). The practice pages also
report "table ready", <body data-table="ready">: the engine loaded and the table drawn by
it. Cold: a fresh browser context (empty cache, no service worker). Warm: a persistent
profile visited once before (HTTP cache and service worker), the browser started again for
each load. Bytes: the transfer sizes of the page's navigation and resources as the page
saw them. Not a test: it prints figures and ratios.

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

from bench_table import saved_partie, storage_script  # noqa: E402
from sitegen.output import build_outputs, write  # noqa: E402
from sitegen.server import serve_in_process  # noqa: E402

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
# The restored partie: ready when Python is, the table shows a deal, and the learner has a
# card or button to press (on the page's own clock); and when the engine has the table.
WATCH_RESTORED = """
new MutationObserver((changes, observer) => {
  const body = document.body, table = document.getElementById("table");
  if (!body || !table) return;
  if (window.__readyAt === undefined && body.dataset.python === "ready" && table.dataset.phase !== "setup" &&
      table.querySelector("button[data-card], .options button, [data-action=cut], [data-action=next-deal]"))
    window.__readyAt = performance.now();
}).observe(document, {subtree: true, childList: true, attributes: true});
"""
WATCH_TABLE = """
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.table === "ready" && window.__tableAt === undefined)
    window.__tableAt = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-table"]});
"""
BYTES = """() => performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
  .reduce((sum, entry) => sum + (entry.transferSize || 0), 0)"""


def measure(page, url):
    """(seconds to ready, bytes, seconds to table ready or None) of one load of ``url``."""
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=60_000)
    size, table = page.evaluate(BYTES), None
    if "practice" in url:
        page.wait_for_function("window.__tableAt !== undefined", timeout=60_000)
        table = page.evaluate("window.__tableAt") / 1000
    return page.evaluate("window.__readyAt") / 1000, size, table


def watch(context, storage, url=""):
    """The page's watchers (and, for a restored partie, its saved storage); a restored
    partie or a shared link (``#deal=``) is ready when the learner can act on its deal."""
    if storage:
        context.add_init_script(storage_script(storage))
    context.add_init_script(WATCH_RESTORED if storage or "#" in url else WATCH_READY)
    context.add_init_script(WATCH_TABLE)


def cold_once(browser, url, storage=None):
    context = browser.new_context()
    watch(context, storage, url)
    try:
        return measure(context.new_page(), url)
    finally:
        context.close()


def open_warm(playwright, url, profile, executable, storage=None):
    """A persistent profile that has visited `url` once (HTTP cache filled, service worker
    active); closed again, as a learner closes his browser."""
    context = playwright.chromium.launch_persistent_context(profile, headless=True, executable_path=executable,
                                                            args=ARGS)
    watch(context, storage, url)
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
    page.goto("about:blank")
    context.close()


# After the browser starts, before a warm load: its own start-up work (profile, caches)
# otherwise ran beside the page and made the bare page slower warm than cold.
SETTLE_MS = 500


def warm_once(playwright, url, profile, executable, storage=None):
    """One warm load, as a returning learner has it: the browser started again on the
    profile that visited before (HTTP cache, service worker and its caches), then closed.
    Loads in a browser left running found the page's scripts in its memory cache, which a
    learner coming back another day does not have: the practice page measured 0.19 s there
    against 0.40-0.43 s after a restart (docs/site.md, "The service worker's answers")."""
    context = playwright.chromium.launch_persistent_context(profile, headless=True, executable_path=executable,
                                                            args=ARGS)
    watch(context, storage, url)
    try:
        page = context.new_page()
        page.goto("about:blank")
        page.wait_for_timeout(SETTLE_MS)  # the browser's own start-up done, as before a learner types the address
        return measure(page, url)
    finally:
        context.close()


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
    parser.add_argument("--before", help="another built site (a folder like _site) whose lesson and practice pages are "
                        "measured in the same rounds, labelled 'before'")
    args = parser.parse_args()
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")

    course, outputs = build_outputs(ROOT, ROOT / "lessons")
    lesson = args.lesson or max(course.lessons, key=lambda item: len(item.exercises)).url
    saved = saved_partie()
    with tempfile.TemporaryDirectory() as folder:
        write(outputs, folder)
        server, base = serve_in_process(folder)
        servers = [server]
        # (name, url, localStorage to start with)
        pages = [("bare PyScript+MicroPython", base + "bench/hello.html", None),
                 ("lesson " + lesson, base + lesson, None),
                 ("practice (you can act)", base + "practice.html", None),
                 ("practice, partie restored (you can act)", base + "practice.html", saved),
                 ("practice, shared link (you can act)", base + "practice.html#deal=4242&level=club", None)]
        if args.before:
            other, before = serve_in_process(args.before)
            servers.append(other)
            pages += [("before: lesson " + lesson, before + lesson, None),
                      ("before: practice (you can act)", before + "practice.html", None),
                      ("before: practice, partie restored", before + "practice.html", saved),
                      ("before: practice, shared link", before + "practice.html#deal=4242&level=club", None)]
        keys = [str(index) for index in range(len(pages))]
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profiles:
            browser = playwright.chromium.launch(headless=True, executable_path=executable, args=ARGS)
            cold_runs = interleaved(keys, args.runs, lambda key: cold_once(browser, pages[int(key)][1],
                                                                           pages[int(key)][2]))
            browser.close()
            for key in keys:
                _, url, storage = pages[int(key)]
                open_warm(playwright, url, os.path.join(profiles, key), executable, storage)
            warm_runs = interleaved(keys, args.runs, lambda key: warm_once(
                playwright, pages[int(key)][1], os.path.join(profiles, key), executable, pages[int(key)][2]))
        for one in servers:
            one.shutdown()

    bare_cold = [found[0] for found in cold_runs["0"]]
    bare_warm = [found[0] for found in warm_runs["0"]]
    print(f"median of {args.runs} rounds, pages interleaved in each round; navigation -> ready "
          "(body[data-python=ready]; restored: the restored deal shown with live controls); x bare = median "
          "over rounds of the same round's ratio; table: body[data-table=ready] (the engine has the table)")
    print(f"{'page':44} {'cold s':>7} {'warm s':>7} {'cold MB':>8} {'cold x bare':>11} {'warm x bare':>11} "
          f"{'table cold':>10} {'table warm':>10}")
    ratios = {}
    for key, (name, _, _) in zip(keys, pages):
        cold_times = [found[0] for found in cold_runs[key]]
        warm_times = [found[0] for found in warm_runs[key]]
        size = statistics.median(found[1] for found in cold_runs[key])
        ratios[name] = (ratio_median(cold_times, bare_cold), ratio_median(warm_times, bare_warm), size)
        tables = [statistics.median(found[2] for found in runs[key]) if runs[key][0][2] is not None else None
                  for runs in (cold_runs, warm_runs)]
        print(f"{name:44} {statistics.median(cold_times):7.3f} {statistics.median(warm_times):7.3f} "
              f"{size / 1e6:8.3f} {ratios[name][0]:11.2f} {ratios[name][1]:11.2f} "
              + " ".join("%10s" % ("-" if value is None else "%.3f" % value) for value in tables))
    for name, label in ((pages[1][0], "lesson"), (pages[2][0], "practice"), (pages[3][0], "restored partie"),
                        (pages[4][0], "shared link")):
        cold_ratio, warm_ratio, size = ratios[name]
        print(f"target: {label} within 1.3x of bare (cold {cold_ratio:.2f}x, warm {warm_ratio:.2f}x); "
              f"{size / 1e6:.3f} MB cold")


if __name__ == "__main__":
    main()
