"""Practice page glue: a Deal button that starts the Pyodide worker on first use
(never at page load: it is 14 MB) and shows a seeded deal computed by the engine."""

import asyncio
import json

from pyscript import create_named_worker, document
from pyscript.ffi import create_proxy

import pagekit

WORKER_SRC = "py/dealer.py"
WORKER_CONFIG = "practice.worker.json"
_state = {"worker": None, "busy": False}


def escape(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def hand_html(cards, label):
    items = []
    for card in cards:
        rank, suit = card["label"][:-1], card["label"][-1]
        items.append('<li class="card card--%s"><span class="card__face" aria-hidden="true">'
                     '<span class="card__rank">%s</span><span class="card__suit">%s</span></span>'
                     '<span class="visually-hidden">%s</span></li>' % (
                         "red" if card["red"] else "black", escape(rank), escape(suit), escape(card["name"])))
    return '<ul class="hand" aria-label="%s">%s</ul>' % (escape(label), "".join(items))


def title(text):
    return text[:1].upper() + text[1:]  # MicroPython's str has no capitalize()


def holdings(summary):
    point = summary["point"]
    parts = ["point of %d making %d" % (point["length"], point["value"])] if point else []
    parts += [seq["full_name"] for seq in summary["sequences"]]
    parts += [found["full_name"] for found in summary["sets"]]
    if summary["carte_blanche"]:
        parts.append("carte blanche")
    return ", ".join(parts)


def show(deal):
    html = []
    for who in ("elder", "younger"):
        html.append('<section class="hands__one"><h2 class="hands__who">%s</h2>%s<p>Holds: %s.</p></section>' % (
            title(who), hand_html(deal[who], title(who) + "'s hand"), escape(holdings(deal["summary"][who]))))
    html.append("<p>The other %d cards are the talon.</p>" % deal["talon"])
    document.getElementById("deal-output").innerHTML = '<div class="hands">%s</div>' % "".join(html)


async def run(seed):
    status = document.getElementById("deal-status")
    button = document.getElementById("deal-button")
    _state["busy"] = True
    button.disabled = True
    try:
        if _state["worker"] is None:
            status.textContent = "Starting the full Python engine in the background (the first time this downloads about 14 MB)…"
            _state["worker"] = await create_named_worker(src=WORKER_SRC, name="dealer", config=WORKER_CONFIG, type="py")
        status.textContent = "Dealing…"
        deal = json.loads(await _state["worker"].deal(seed))
        show(deal)
        status.textContent = "Dealt with seed %d." % deal["seed"]
    except Exception as exc:
        status.textContent = "The deal failed: %s" % exc
    finally:
        _state["busy"] = False
        button.disabled = False


def on_submit(event):
    event.preventDefault()
    text = document.getElementById("seed").value.strip()
    if not text.isdigit():
        document.getElementById("deal-status").textContent = "The seed must be a whole number, such as 1 or 2026."
        return
    if not _state["busy"]:
        asyncio.create_task(run(int(text)))


_proxy = create_proxy(on_submit)
document.getElementById("practice-form").addEventListener("submit", _proxy)
document.getElementById("practice-controls").disabled = False
pagekit.ready()
