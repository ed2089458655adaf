#!/usr/bin/env python3
"""The practice table's speed in headless Chromium: page loads against the bare page, and
the learner's moves against the computer, on its own thread and in the worker.

Page loads (median of --runs, cold: a fresh context; warm: a persistent profile visited
once, with the service worker installed):
- bare:      bench/hello.html, PyScript + MicroPython printing hello (the baseline);
- practice, you can act: the settings panel enabled (<body data-python=ready>);
- practice, table ready: the whole engine loaded, in tasks of ~30 ms (<body data-table=ready>);
- practice, partie restored: a saved partie in progress redrawn with the learner's
  controls (cold only: the saved partie is put in localStorage first).

Moves (--deals deals of each level, pace "no pause"; with --before, another build's deals
in turn with this one's, same seeds): for each decision of the learner, the time from
his click to the table redrawn with his move, and to the computer's reply with the
learner to act again; the longest main-thread task (PerformanceObserver "longtask")
during the deal. Against the strongest level (the expert, in the Pyodide worker) also
the time from opening the page to the worker being ready.

    .venv/bin/python scripts/bench_table.py [--runs 5] [--level expert]
"""

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from sitegen.output import build_outputs, write  # noqa: E402
from sitegen.server import serve_in_thread  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
WATCH = """
window.__long = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push(e.duration); })
  .observe({type: "longtask", buffered: true});
new MutationObserver((changes, observer) => {
  const body = document.body;
  if (!body) return;
  if (body.dataset.python === "ready" && window.__readyAt === undefined) window.__readyAt = performance.now();
  if (body.dataset.table === "ready" && window.__tableAt === undefined) window.__tableAt = performance.now();
  if (body.dataset.worker === "ready" && window.__workerAt === undefined) window.__workerAt = performance.now();
  const table = document.getElementById("table");
  if (window.__actAt === undefined && table && table.dataset.phase !== "setup" &&
      document.querySelector("#table button[data-card], #table .options button, #table [data-action=cut]"))
    window.__actAt = performance.now();
}).observe(document, {subtree: true, childList: true, attributes: true});
"""
# One learner decision: click, then the time to the redraw and to the learner's turn again.
ACT = """async (selector) => {
  const host = document.getElementById("table-host");
  const t0 = performance.now();
  const drawn = new Promise((resolve) => {
    const o = new MutationObserver(() => { o.disconnect(); resolve(performance.now()); });
    o.observe(host, {childList: true, subtree: true});
  });
  document.querySelector(selector).click();
  const t1 = await drawn;
  await new Promise((resolve) => {
    const check = () => host.dataset.busy !== "true" ? resolve() : setTimeout(check, 2);
    check();
  });
  return [t1 - t0, performance.now() - t0];
}"""
IDLE = "() => document.getElementById('table-host').dataset.busy !== 'true'"


def wait_for(page, name, timeout=120_000):
    page.wait_for_function("window.%s !== undefined" % name, timeout=timeout)
    return page.evaluate("window.%s" % name) / 1000


def page_loads(browser, playwright, executable, base, runs):
    results = {}
    for label, path, marker in (("bare PyScript+MicroPython", "bench/hello.html", "__readyAt"),
                                ("practice: you can act", "practice.html", "__readyAt"),
                                ("practice: table ready", "practice.html", "__tableAt")):
        cold = []
        for _ in range(runs):
            context = browser.new_context()
            context.add_init_script(WATCH)
            page = context.new_page()
            page.goto(base + path)
            cold.append(wait_for(page, marker))
            context.close()
        warm = []
        with tempfile.TemporaryDirectory() as profile:
            context = playwright.chromium.launch_persistent_context(profile, headless=True, executable_path=executable,
                                                                    args=ARGS)
            context.add_init_script(WATCH)
            page = context.new_page()
            page.goto(base + path)
            wait_for(page, marker)
            page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); "
                          "if (r) await navigator.serviceWorker.ready; }")
            page.wait_for_timeout(1500)
            for _ in range(runs):
                page.goto("about:blank")
                page.goto(base + path)
                warm.append(wait_for(page, marker))
            context.close()
        results[label] = (statistics.median(cold), statistics.median(warm))
    return results


def storage_script(items):
    """An init script that puts ``items`` ({key: text}) in localStorage on the context's
    first page load only (later loads see what the page itself saved)."""
    return "if (!sessionStorage.getItem('b')) { sessionStorage.setItem('b', '1'); %s }" % " ".join(
        "localStorage.setItem(%s, %s);" % (json.dumps(key), json.dumps(text)) for key, text in items.items())


def restored_load(browser, base, runs, saved):
    times = []
    for _ in range(runs):
        context = browser.new_context()
        context.add_init_script(storage_script(saved))
        context.add_init_script(WATCH)
        page = context.new_page()
        page.goto(base + "practice.html")
        times.append(wait_for(page, "__actAt"))
        context.close()
    return statistics.median(times)


def choose(page):
    """A selector for the learner's next decision (the simplest legal one), or None."""
    return page.evaluate("""() => {
      const phase = document.getElementById("table").dataset.phase;
      const q = (s) => document.querySelector(s);
      if (q("form[data-form=say-total]")) return "[data-action=coach-move]";
      if (phase === "carte-blanche" && q(".prompt [data-action=move]")) return ".prompt [data-action=move]";
      if (phase === "exchange" && q("button[data-card]")) {
        if (!q("button[data-card][aria-pressed=true]")) return "button[data-card]";
        return "[data-action=exchange]";
      }
      if (phase === "declaration" && q(".options [data-action=move]")) return ".options [data-action=move]";
      if (phase === "play" && q("button[data-card][data-legal=true]")) return "button[data-card][data-legal=true]";
      return null;
    }""")


def play_deal(browser, base, level, seed, wait_worker=False):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(WATCH)
    page = context.new_page()
    page.goto(base + "practice.html")
    page.wait_for_function("window.__tableAt !== undefined", timeout=60_000)
    if wait_worker:  # the expert itself, not the club standing in while Pyodide starts
        page.wait_for_function("window.__workerAt !== undefined", timeout=300_000)
    page.select_option("#setup-level", level)
    page.select_option("#table-setup select[data-setting=pace]", "fast")
    page.fill("#setup-seed", str(seed))
    page.evaluate("window.__long = []")
    began = time.time()
    page.click("[data-action=new-deal]")
    page.wait_for_function(IDLE, timeout=300_000)
    shown, replied = [], []
    for _ in range(200):
        page.wait_for_function(IDLE, timeout=300_000)
        if page.locator("#table").get_attribute("data-phase") == "deal-over":
            break
        selector = choose(page)
        if selector is None:
            page.wait_for_timeout(20)
            continue
        first, second = page.evaluate(ACT, selector)
        shown.append(first)
        replied.append(second)
    seconds = time.time() - began
    tasks = page.evaluate("window.__long") or [0]
    longest, over = max(tasks), sum(1 for ms in tasks if ms > 200)
    worker = page.evaluate("window.__workerAt")
    context.close()
    return {"shown": shown, "replied": replied, "longest": longest, "over": over, "seconds": seconds,
            "worker": None if worker is None else worker / 1000}


def merged(results):
    """One line's figures from several deals: every decision's times, the longest task of all."""
    return {"shown": [ms for found in results for ms in found["shown"]],
            "replied": [ms for found in results for ms in found["replied"]],
            "longest": max(found["longest"] for found in results), "over": sum(found["over"] for found in results),
            "seconds": sum(found["seconds"] for found in results),
            "worker": results[0]["worker"]}


def saved_partie():
    """localStorage as the page leaves it in the middle of a partie's first deal (the
    learner to play, three tricks in): the saved partie and its snapshot."""
    sys.path.insert(0, str(ROOT / "site" / "py"))
    from table_snapshot import SNAPSHOT_KEY, snapshot_text

    from piquet_core.table import adapter
    from piquet_core.table.render import render_regions
    from piquet_core.table.session import STORAGE_KEY, Table, restore
    table = Table()
    table.new_partie(77, "rubicon", "random")
    table.act("cut")
    table.act("next-deal")
    for _ in range(60):
        if table.computer_to_act():
            table.apply_computer(adapter.computer_action(table.deal, "random"))
        elif table.learner_to_act():
            table.act("follow", adapter.rule_of_thumb(table.deal, table.learner_seat)["action"])
        else:
            break
        if table.deal.phase == "play" and len(table.deal.tricks) >= 3 and table.learner_to_act():
            break
    text = table.dump()
    phase, regions = render_regions(restore(text)[0], ready=True)
    return {STORAGE_KEY: text, SNAPSHOT_KEY: snapshot_text(text, phase, regions)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--level", help="the strong level to play (default: the strongest offered)")
    parser.add_argument("--moves-only", action="store_true", help="skip the page loads")
    parser.add_argument("--before", help="another built site (a folder like _site): its deals are played in "
                        "turn with this build's, and printed labelled 'before' (an A/B in one run)")
    parser.add_argument("--deals", type=int, default=1, help="deals of each level (and site), in turn")
    args = parser.parse_args()
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    from piquet_core.table import adapter
    strong = args.level or adapter.strongest_level()
    _, outputs = build_outputs(ROOT, ROOT / "lessons")
    with tempfile.TemporaryDirectory() as folder:
        write(outputs, folder)
        server, base = serve_in_thread(folder)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(headless=True, executable_path=executable, args=ARGS)
            if args.moves_only:
                loads, restored = None, None
            else:
                loads = page_loads(browser, playwright, executable, base, args.runs)
                restored = restored_load(browser, base, args.runs, saved_partie())
            sites = [("", base)]
            if args.before:
                other, before = serve_in_thread(args.before)
                sites.append(("before: ", before))
            deals = []
            for level, label, wait in (("random", "random (page's thread)", False),
                                       (strong, "%s (worker)" % strong, True)):
                found = {}
                for number in range(args.deals):
                    for prefix, url in sites:
                        found.setdefault(prefix, []).append(play_deal(browser, url, level, 2026 + number, wait))
                for prefix, _ in sites:
                    deals.append((prefix + label, merged(found[prefix])))
            browser.close()
            if args.before:
                other.shutdown()
        server.shutdown()

    if loads is not None:
        print_loads(loads, restored, args.runs)
    print_moves(deals)
    if loads is not None:
        act = loads["practice: you can act"]
        bare_cold, bare_warm = loads["bare PyScript+MicroPython"]
        print()
        print("target: the learner can act within 1.3x of the bare page (cold %.2fx, warm %.2fx); "
              "no main-thread task over 200 ms while the computer thinks (longest %s ms)" % (
                  act[0] / bare_cold, act[1] / bare_warm, ", ".join("%.0f" % found["longest"] for _, found in deals)))


def print_loads(loads, restored, runs):
    bare_cold, bare_warm = loads["bare PyScript+MicroPython"]
    print("page loads: median of %d, navigation -> the moment named" % runs)
    print("%-34s %8s %8s %12s %12s" % ("page", "cold s", "warm s", "cold x bare", "warm x bare"))
    for label, (cold, warm) in loads.items():
        print("%-34s %8.3f %8.3f %12.2f %12.2f" % (label, cold, warm, cold / bare_cold, warm / bare_warm))
    print("%-34s %8.3f %8s %12.2f %12s" % ("practice: partie restored", restored, "-", restored / bare_cold, "-"))
    print()


def print_moves(deals):
    print("moves (pace: no pause); ms, median / max over the learner's decisions of every deal played")
    print("%-34s %9s %18s %22s %14s %13s %12s" % ("computer", "decisions", "click->shown", "click->learner again",
                                                  "longest task", "tasks >200ms", "worker ready"))
    for label, found in deals:
        shown, replied = found["shown"], found["replied"]
        print("%-34s %9d %8.0f / %7.0f %11.0f / %8.0f %11.0f ms %13d %12s" % (
            label, len(shown), statistics.median(shown), max(shown), statistics.median(replied), max(replied),
            found["longest"], found["over"], "-" if found["worker"] is None else "%.1f s" % found["worker"]))


if __name__ == "__main__":
    main()
