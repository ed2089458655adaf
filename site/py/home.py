"""Home page glue: show how many exercises of each lesson were answered right."""

import pagekit

from pyscript import document


def main():
    progress = pagekit.load_progress()
    done = total = 0
    for item in pagekit.elements(document, ".outline__progress"):
        idents = item.getAttribute("data-exercises").split()
        right = progress.count(idents)
        done += right
        total += len(idents)
        item.textContent = "%d of %d exercises answered right" % (right, len(idents))
        if right == len(idents):
            item.classList.add("is-complete")
    summary = document.getElementById("progress-total")
    if summary and total:
        summary.textContent = "Your progress: %d of %d exercises answered right." % (done, total)
        summary.hidden = False
    pagekit.ready()


main()
