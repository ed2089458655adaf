"""Lesson glue for recorded deals: turns each ``deal`` block into a stepper with the cards
on the table (both hands, trick by trick, every line said), above the printed walk-through
that stays for readers without JavaScript. Built on demand, so lesson pages stay fast."""

from pyscript import document
from pyscript.ffi import create_proxy

import pagekit

_keep = []
_steppers = {}


def _elements(selector):
    found = document.querySelectorAll(selector)
    return [found.item(index) for index in range(found.length)]


def _stylesheet():
    """The stepper's styles live in table.css, beside style.css; add it once, when needed."""
    if document.querySelector("link[data-stepper-css]") is not None:
        return
    base = document.querySelector("link[rel=stylesheet][href$='style.css']")
    if base is None:
        return
    link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = base.getAttribute("href").replace("style.css", "table.css")
    link.setAttribute("data-stepper-css", "")
    document.head.appendChild(link)


def _draw(figure, focus, opening=False):
    from piquet_core.table.stepper import stepper_html
    box = figure.querySelector(".deal__stepper")
    box.innerHTML = stepper_html(_steppers[figure.id], titled=False)  # the figure's caption is the title
    pagekit.show_step(box, focus, opening)


def _on_click(event):
    target = event.target.closest("[data-step], [data-action='step-deal']")
    if target is None:
        return
    figure = target.closest("figure.deal")
    if target.getAttribute("data-action") == "step-deal":
        from piquet_core.table.stepper import Stepper
        _stylesheet()
        try:
            _steppers[figure.id] = Stepper.from_record(figure.getAttribute("data-record"), figure.id)
        except ValueError as exc:
            figure.querySelector(".deal__stepper").textContent = "This deal cannot be stepped through: %s" % exc
            return
        _draw(figure, "next", opening=True)
        return
    stepper = _steppers.get(figure.id)
    if stepper is None:
        return
    from piquet_core.table.stepper import is_dead_step
    if not is_dead_step(target):
        stepper.go(target.getAttribute("data-step"))
        _draw(figure, target.getAttribute("data-step"))


def _on_key(event):
    """Arrow keys, Home and End on the step buttons step through the deal (``step_for_key``)."""
    figure = event.target.closest("figure.deal") if event.target is not None else None
    stepper = _steppers.get(figure.id) if figure is not None else None
    if stepper is None:
        return
    from piquet_core.table.stepper import step_for_key
    name = pagekit.step_key(event, step_for_key)
    if name is not None:
        stepper.go(name)
        _draw(figure, name)


def enhance():
    """Offer the stepper on every recorded deal of the page (the engine is loaded)."""
    for number, figure in enumerate(_elements("figure.deal[data-record]"), 1):
        if not figure.id:
            figure.id = "deal-%d" % number
        box = figure.querySelector(".deal__stepper")
        if box is None:
            continue
        box.innerHTML = ('<button type="button" class="button" data-action="step-deal">'
                         "Step through this deal on the table</button>")
        box.hidden = False
        handler, keys = create_proxy(_on_click), create_proxy(_on_key)
        _keep.extend((handler, keys))
        figure.addEventListener("click", handler)
        figure.addEventListener("keydown", keys)
