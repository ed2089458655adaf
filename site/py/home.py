"""Home page glue: how many exercises of each lesson were answered right, the puzzle
families' stars, "Continue" to the next lesson or puzzle, and "Start again", which
forgets both after a question in the page ("Keep my progress" focused, Escape too)."""

import json

import pagekit
import progress as progress_mod
import puzzle_stats

from pyscript import document, window
from pyscript.ffi import create_proxy


def load_stats():
    getter = getattr(pagekit, "storage_get", None)
    text = getter(puzzle_stats.STORAGE_KEY) if getter else None
    return puzzle_stats.load(text)[0]


def next_step(outline, stats, families):
    """(text, href) of what to do next: the first lesson with an exercise not yet answered
    right; once they all are, the next puzzle of the last family played (or the family with
    fewest stars)."""
    for link, idents, right in outline:
        if right < len(idents):
            return "Continue: " + link.textContent, link.getAttribute("href")
    last = stats.last
    if last:
        family = last["family"]
        for name, title, summary, lesson, levels in families:
            if name == family:
                return ("Continue with the puzzles: " + title, "puzzles.html#family=%s&level=%d&seed=%d" % (
                    family, last["level"], puzzle_stats.next_seed(last["seed"])))
    fewest = min(families, key=lambda entry: stats.stars(entry[0]))
    return "Continue with the puzzles: " + fewest[1], "puzzles.html#family=%s&level=1" % fewest[0]


def main():
    progress = pagekit.load_progress()
    done = total = 0
    outline = []
    for item in pagekit.elements(document, ".outline__progress"):
        idents = item.getAttribute("data-exercises").split()
        right = progress.count(idents)
        done += right
        total += len(idents)
        item.textContent = progress_mod.answered_text(right, len(idents))
        if right == len(idents):
            item.classList.add("is-complete")
        outline.append((item.parentElement.querySelector(".outline__link"), idents, right))
    summary = document.getElementById("progress-total")
    if summary and total:
        summary.textContent = "Your progress: %s." % progress_mod.answered_text(done, total)
        summary.hidden = False
    stats = load_stats()
    families = json.loads(document.getElementById("puzzle-families").textContent)
    for item in pagekit.elements(document, ".family__stats"):
        item.innerHTML = stats.summary_html(item.getAttribute("data-family"))
    if done or stats.last:
        text, href = next_step(outline, stats, families)
        link = document.getElementById("continue-link")
        link.textContent = text
        link.setAttribute("href", href)
    document.getElementById("continue").hidden = False
    if done or stats.last:
        document.getElementById("progress-reset").hidden = False
    pagekit.ready()


def _question(shown):
    document.getElementById("reset-question").hidden = not shown
    asker = document.querySelector("[data-action=reset-progress]")
    asker.hidden = shown
    if shown:
        document.querySelector("#reset-question [data-autofocus]").focus()
    else:
        asker.focus()


def on_click(event):
    button = event.target.closest("button[data-action]")
    if button is None:
        return
    action = button.getAttribute("data-action")
    if action == "reset-progress":
        _question(True)
    elif action == "keep-playing":
        _question(False)
    elif action == "confirm-reset":
        for key in (progress_mod.STORAGE_KEY, puzzle_stats.STORAGE_KEY):
            pagekit.storage_remove(key)
        window.location.reload()


def on_key(event):
    if event.key == "Escape" and not document.getElementById("reset-question").hidden:
        _question(False)


_HANDLERS = [create_proxy(on_click), create_proxy(on_key)]  # (kept: the page's listeners)
document.getElementById("progress-reset").addEventListener("click", _HANDLERS[0])
document.addEventListener("keydown", _HANDLERS[1])


main()
