"""Drives the practice table the same way under CPython and MicroPython (see
test_table_micropython.py): plays partie and deals through the learner's inputs and
prints one JSON line per checkpoint (the saved table and the screen's HTML)."""

import json

from piquet_core.record import dump
from piquet_core.table import adapter
from piquet_core.table.render import render_regions, render_table
from piquet_core.table import linkpreview
from piquet_core.table.live import live_words
from piquet_core.table.presses import press_dropped
from piquet_core.table.session import Table, parse_hash, read_total, restore
from piquet_core.table.stepper import Stepper, stepper_html


def _step(table, count):
    if table.pending_count is not None and count % 5 == 0:
        table.act("say-total", str(table.pending_count["total"] + 3))
        return
    step = table.coach_step()
    if step:
        table.act(step[0], step[1])
    elif table.computer_to_act():
        table.apply_computer(adapter.computer_action(table.deal, table.level))
    elif table.learner_to_act():
        action = adapter.rule_of_thumb(table.deal, table.learner_seat)["action"]
        if count % 3 == 0:  # a Hint as the worker's coach gives it: its verdict goes into the save
            table.set_hint({"action": action, "value": 2.25, "margin": 0.35, "reason": "Shown.", "source": "coach",
                            "units": "points", "options": [{"action": action, "value": 2.25, "reason": "Shown."},
                                                           {"action": "pass", "value": -0.05, "reason": "No."}]})
        table.act("follow", action)


def snapshot_record(seed, table):
    """The page's snapshot of a table (site/py/table_snapshot.py, which the page runs in
    MicroPython too): its data, and whether it reads back for its own save only."""
    import table_snapshot

    phase, regions = render_regions(table, True)
    text = table_snapshot.snapshot_text(table.dump(), phase, regions)
    return {"seed": seed, "snapshot": json.loads(text),
            "read": table_snapshot.read_snapshot(text, table.dump()) == (phase, regions),
            "other": table_snapshot.read_snapshot(text, table.dump() + " ")}


def records(seeds):
    out = []
    for seed in seeds:
        rules = ("cardparade", "rubicon +old_count +four_deal", "rubicon +sink_rule +hundred_up")[seed % 3]
        table = Table({"counting": True})
        table.new_partie(seed, rules, "random")
        count = 0
        said, deal, start = [], None, 0  # the live region's messages (table.live), as the page makes them
        while table.stage != "partie-over" and count < 3000:
            _step(table, count)
            count += 1
            if table.deal is not deal:
                deal, start = table.deal, 0
            text, _spoken, start = live_words(table, start)
            said.append(text)
            if count % 40 == 0:
                out.append({"seed": seed, "count": count, "save": table.dump(), "html": render_table(table, True),
                            "live": said})
                said = []
        out.append({"seed": seed, "final": table.dump(), "html": render_table(table, True),
                    "result": table.partie().result(), "counted": table.counted})
        again, notice = restore(table.dump())
        out.append({"seed": seed, "restored": again.dump() == table.dump(), "notice": notice})
        stepper = Stepper.from_record(dump(table.deal))
        stepper.go("next-trick")
        stepper.go("next")
        out.append({"seed": seed, "stepper": stepper_html(stepper)})
        out.append(snapshot_record(seed, again))
    bad = []
    for text in ("{", "[]", '{"version": 1, "kind": "partie", "seed": 3, "rules": "rubicon", "level": "random", '
                 '"cut": true, "deals": [], "current": ["elder:play AS"]}'):
        bad.append(restore(text)[1])
    out.append({"bad_saves": bad})
    try:
        Stepper.from_record("Seed: 1\n1. younger: exchange none\n")
        out.append({"record_error": None})
    except ValueError as error:
        out.append({"record_error": str(error)})
    links = []
    for text in ("#partie=42&level=random&rules=old_count", "#deal=7&you=younger", "#partie=-1", "#deal=1&rules=x",
                 "#deal=caf%C3%A9", "#level=%C3%A9lite&deal=3", "#deal=12%00abc", "#deal=12&rules=" + "a" * 99,
                 "#deal=12&you=north", "#deal=12&deal=13", "#partie=%34%32"):
        try:
            links.append(parse_hash(text))
        except ValueError as error:
            links.append(str(error))
    out.append({"presses": [press_dropped(*args) for args in (
        ("card", 100.0, 150.0), ("card", 200.0, 150.0), ("move", 200.0, None, True), ("undo-to", 10.0, 150.0, True),
        ("undo-to", 160.0, None, False, 150.0, True, True), ("undo-to", 900.0, None, False, 150.0, True, True))]})
    out.append({"links": links, "totals": [read_total(t) for t in ("7", "Sixty", "ninety-four", "x", "a hundred and one",
                                                                      "twentythree", "Forty-one.", "hundred")]})
    template = linkpreview.template_text()  # (the build makes it in CPython; here under each runtime)
    previews = [linkpreview.first_screen(text, template) for text in (
        "#deal=4242&level=club", "#partie=42&level=expert", "#deal=7&you=younger", "#deal=7&rules=old_count",
        "#deal=%d" % seeds[0])]
    out.append({"previews": [list(found) if found else None for found in previews]})
    return out


def main(seeds):
    for record in records(seeds):
        print(json.dumps(record))
