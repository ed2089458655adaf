"""The practice table's worker (Pyodide, off the main thread): the expert, the coach, the solver.

Started in the background when the practice page opens. Every function takes and
returns JSON text, so only strings cross between the worker and the page. The deal
comes as its record (``piquet_core.record``), replayed here through the validating
deal; the computer then decides from its own seat's view only.
"""

import json

from piquet_core.record import load
from piquet_core.table import adapter


def _deal(payload):
    data = json.loads(payload)
    return data, load(data["record"])


def choose(payload):
    """The computer's move now (notation text)."""
    data, deal = _deal(payload)
    return adapter.computer_action(deal, data["level"], data.get("partie"))


def advise(payload):
    """The coach's advice for the learner's seat now (JSON)."""
    data, deal = _deal(payload)
    return json.dumps(adapter.advise(deal, data["seat"], data.get("partie")))


def review(payload):
    """The review of a finished deal: the learner's decisions beside the coach's (the
    verdicts the table kept, ``verdicts``, repeated), and the double-dummy value of the
    play (JSON)."""
    data, deal = _deal(payload)
    rows = adapter.review(deal, data["seat"], data.get("verdicts"), data.get("partie"))
    return json.dumps({"rows": rows, "value": adapter.double_dummy(deal, data["seat"], rows)})


def review_decision(payload):
    """The review's row for the learner's decision ``index`` of a deal still going on (no
    exact figures: they need the hidden hand), for the coach's word at once (JSON)."""
    data, deal = _deal(payload)
    return json.dumps(adapter.review_decision(deal, data["seat"], int(data["index"]), data.get("verdicts"),
                                              data.get("partie")))


def ping():
    return "ready"


def warm():
    """Build the expert's search tables once, as the worker starts (docs/opponent.md), so
    that its first decision in the play does not pay for them."""
    try:
        from piquet_core.opponent import warm_up
    except ImportError:
        return "nothing to warm"
    warm_up()
    return "warm"


__export__ = ["choose", "advise", "review", "review_decision", "ping", "warm"]

try:  # loaded: the loader (static/pyodide_watch.mjs) stops ticking for the page's watchdog
    from js import piquetWorkerStarted
    piquetWorkerStarted()
except ImportError:
    pass  # Pyodide loaded some other way (the benchmarks)
