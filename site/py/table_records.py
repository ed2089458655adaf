"""Practice page glue: links and records: a link
to the partie or the deal (copied and shown), a shared link opened, and the record viewer
(``record_viewer``: a record opened or pasted, stepped through with ``piquet_core.table.stepper``).
"""

from pyscript import document, window

import pagekit
from table_state import notice, state, stepper, warm_engine, withdraw_notice


def set_hash(text):
    try:
        base = window.location.href.split("#")[0]
        window.history.replaceState(None, "", base + text)
    except Exception:
        pass


def share(table, with_deal):
    pagekit.share_link(table.share_hash(with_deal), "share-output")


def from_link(session):
    """The game of a shared link (#partie=... or #deal=...), as ``session.parse_hash``
    reads it (``Table.follow_link`` starts it), or None; a bad one is explained."""
    text = window.location.hash
    if not text or len(text) < 2:
        return None
    if state["link_notice"]:  # a new link read: the last one's refusal no longer applies
        withdraw_notice(state["link_notice"])
        state["link_notice"] = None
    try:
        return session.parse_hash(text)
    except ValueError as exc:
        said = str(exc)
        state["link_notice"] = "This link cannot be played: %s%s" % (said, "" if said.endswith(".") else ".")
        notice(state["link_notice"])
        return None


# ----- the record viewer (``record_viewer``, shared with the games page) --------------------------


def viewer_main():
    from record_viewer import RecordViewer
    if document.getElementById("viewer") is None:
        return
    RecordViewer("viewer", lambda text: stepper().Stepper.from_record(text),
                 lambda shown: stepper().stepper_html(shown), warm_engine).enable()
