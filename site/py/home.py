"""Home page glue: show how many exercises of each lesson were answered right."""

import pagekit
import progress as progress_mod

from pyscript import document


def main():
    progress = pagekit.load_progress()
    done = total = 0
    for item in pagekit.elements(document, ".outline__progress"):
        idents = item.getAttribute("data-exercises").split()
        right = progress.count(idents)
        done += right
        total += len(idents)
        item.textContent = progress_mod.answered_text(right, len(idents))
        if right == len(idents):
            item.classList.add("is-complete")
    summary = document.getElementById("progress-total")
    if summary and total:
        summary.textContent = "Your progress: %s." % progress_mod.answered_text(done, total)
        summary.hidden = False
    pagekit.ready()


main()
