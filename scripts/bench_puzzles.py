#!/usr/bin/env python3
"""Puzzle speed: generate a puzzle and check an answer, for every family and level.

In the browser: headless Chromium opens _site/bench/puzzles.html, where MicroPython (the
puzzles page's engine pack, on the main thread) times, for each family and level and
seeds 0..N-1, the making of a puzzle up to its first question plus the check of its
answer ("first"), then each later question made and checked ("later": a computer's deal
is played on to the next question only when it is asked). Under Node: the same engine
under MicroPython's wasm, each whole puzzle made and every step checked.

    .venv/bin/python scripts/bench_puzzles.py [--count 20] [--node] [--families calls,pique]

Prints one line per family and level: median, p95 and max in milliseconds. Not a test.
"""

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def stats(values):
    if not values:
        return "-"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return "median %6.1f  p95 %6.1f  max %6.1f" % (ordered[len(ordered) // 2], p95, ordered[-1])


def in_browser(count, families):
    from playwright.sync_api import sync_playwright

    from sitegen.output import build_outputs, write
    from sitegen.server import serve_in_thread
    import tempfile
    folder = Path(tempfile.mkdtemp(prefix="bench-puzzles-"))
    write(build_outputs(ROOT, ROOT / "lessons")[1], folder)
    server, url = serve_in_thread(folder)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page()
            query = "?n=%d" % count + ("&families=" + ",".join(families) if families else "")
            page.goto(url + "bench/puzzles.html" + query)
            page.wait_for_selector("body[data-python=ready]", timeout=900_000)
            results = json.loads(page.inner_text("#out"))
            browser.close()
    finally:
        server.shutdown()
    return results


def in_node(count, families):
    from piquet_core.exercises.registry import family_names
    names = families or family_names()
    proc = subprocess.run(["node", str(ROOT / "tests/portability/run_micropython.mjs"), "bench-puzzles",
                           ",".join(names), str(count)], cwd=ROOT, capture_output=True, text=True, timeout=3600)
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20, help="seeds per family and level")
    parser.add_argument("--node", action="store_true", help="MicroPython under Node instead of Chromium")
    parser.add_argument("--families", default="", help="comma-separated (default: every family)")
    args = parser.parse_args()
    families = [name for name in args.families.split(",") if name]
    if args.node:
        print("MicroPython 1.28 under Node, whole puzzle made and every step checked (ms), %d seeds each:" % args.count)
        for row in in_node(args.count, families):
            print("  %-11s level %d  %s" % (row["family"], row["level"], stats(row["ms"])))
        return
    print("MicroPython 1.28 in headless Chromium, main thread (ms), %d seeds each:" % args.count)
    print("  first: puzzle made up to its first question, and the answer checked; later: each next question")
    everything = []
    for row in in_browser(args.count, families):
        everything.extend(row["first"])
        print("  %-11s level %d  first %s   later %s" % (row["family"], row["level"], stats(row["first"]),
                                                         stats(row["later"])))
        if row.get("slices"):
            print("  %-11s          coach's evaluation, per slice %s; per puzzle, total %s" % (
                "", stats(row["slices"]), stats(row["coach"])))
    print("  all families, first question: %s" % stats(everything))


if __name__ == "__main__":
    main()
