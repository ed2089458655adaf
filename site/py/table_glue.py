"""Practice page glue: the card table (MicroPython, main thread) and its Pyodide worker.
Loaded by ``table.py`` just after the page is ready (``main(pending)``).

Thin on purpose: every decision about what to show, what the learner may do and what
is said lives in ``piquet_core.table`` (tested in CPython). This module runs the game
loop (the computer's moves, one browser task each) and the learner's input; its parts:
``table_state`` (the page's state, the engine loaded in short tasks), ``table_draw``
(regions, focus, speech, yielding to the browser), ``table_store`` (the save and its
snapshot), ``table_remote`` (the worker: the expert, the coach, the review) and
``table_records`` (links, the record viewer; downloads are ``pagekit.download``).
"""

import asyncio

from pyscript import document, window

import pagekit
import table_snapshot
from table_draw import after_paint, catch_up_key, draw, focus_is_free, focus_soon
from table_records import from_link, set_hash, share, viewer_main
from table_remote import advice, coach_choice, computer_move, review, start_worker_soon, weigh_decision
from pagekit import next_task
from table_state import STORAGE_KEY, _mods, engine, host, mark, notice, proxy, state, warm_engine, withdraw_notice
from table_store import on_storage, save, save_soon, saved_due, storage_get

# ----- the game loop -----------------------------------------------------------------------


def pace_seconds(table):
    return engine()["session"].PACE_MS[table.settings["pace"]] / 1000


# A computer's move that took longer than this on the page's thread is drawn in the next
# task, so the thinking and the drawing are never one long task.
THOUGHT_MS = 15


async def pause(table):
    """Before the computer's move: the pace chosen, and the move just drawn painted first
    (each move is then a browser task of its own); the save, if one is due, in a task of
    its own too (the save and the move that follows made one long task on a busy machine)."""
    seconds = pace_seconds(table)
    began = window.performance.now()
    await after_paint()
    # Saved as soon as it is painted, before the rest of the pause: saved after it, a move
    # was lost to a reload in the pause (0.5-1.2 s).
    if saved_due():
        await next_task()
    rest = seconds - (window.performance.now() - began) / 1000.0
    if rest > 0:
        await asyncio.sleep(rest)  # a timer: the browser paints meanwhile


async def run_automatic():
    """The computer's moves and forced cards, one at a time, until the learner must act."""
    if state["running"]:
        return
    state["running"] = True
    host().setAttribute("data-busy", "true")
    try:
        while True:
            await automatic_moves()
            await next_task()
            saved_due()
            # The save is done in a task of its own. A press of the learner's handled in it
            # (an exchange sent while his last card mark was drawn) found this loop running
            # and left the computer's reply to it: the table waited for ever (CI caught it).
            if state.get("other_tab") or not still_to_move(state["table"]):
                break
    except Exception as exc:
        state["table"].message = ("error", "The computer could not move: %s" % exc)
        try:
            draw(move_focus=False)
        except Exception:
            pass
    finally:
        state["running"] = False
        host().setAttribute("data-busy", "false")
    after_moves()


async def automatic_moves():
    """``run_automatic``'s moves, each drawn, until none is due."""
    while not state.get("other_tab"):  # (another tab has the partie: this one stops)
        table = state["table"]
        generation = state["generation"]
        if table.computer_to_act():
            await pause(table)
            if generation != state["generation"]:
                continue
            length = len(table.deal.history)
            began = window.performance.now()
            text, chose = await computer_move(table)
            if generation != state["generation"] or len(table.deal.history) != length:
                continue  # the learner undid or started afresh meanwhile
            table.apply_computer(text, chose)
            if window.performance.now() - began > THOUGHT_MS:  # thought on this thread: draw in a task of its own
                await next_task()
        else:
            forced = table.forced_action()
            if forced is None:
                return
            await pause(table)
            if generation != state["generation"] or table.forced_action() != forced:
                continue
            table.play_forced(forced)
        hands_later(table)
        draw(move_focus=False)
        drawn_after_move(table)
        save_soon()


def still_to_move(table):
    """The computer, or a forced card played for the learner, has a move to make."""
    return table.computer_to_act() or table.forced_action() is not None


def after_moves():
    table = state["table"]
    if table.settings["feedback"] and table.stage == "deal":
        # Weighed as soon as it is made, while the computer answers: weighed only once he
        # had the turn back, the word came after the computer's lead and a forced card
        # (a walk-through). (``weigh_decision`` takes each choice once.)
        asyncio.create_task(weigh_decision(table))
    if table.stage in ("deal-over", "partie-over") and table.deal is not None and table.review is None:
        if getattr(table, "hands_later", False):
            asyncio.create_task(show_hands(table, state["generation"]))
        asyncio.create_task(review(table, state["generation"]))


def hands_later(table):
    """When a move has just ended the deal, its first draw leaves out the review's four
    hands (``show_hands`` adds them in a task of its own, once it is painted)."""
    if table.stage in ("deal-over", "partie-over") and table.review is None and not getattr(table, "hands_done", None) is table.deal:
        table.hands_later = True


async def show_hands(table, generation):
    await after_paint()
    if generation == state["generation"] and getattr(table, "hands_later", False):
        table.hands_later = False
        table.hands_done = table.deal
        draw(move_focus=False)


def drawn_after_move(table):
    """Once a move is drawn, the computer's or his own, a press made before it is dropped
    (``presses.press_dropped``: "stale"): it was meant for the table as it was. His own
    counts too: the second click of a double click on a card that won the trick led
    another card. (A card marked for the exchange is no move: fast keys marking are kept.)"""
    where = (id(table), id(table.deal), len(table.deal.history) if table.deal is not None else 0)
    if where != state.get("drawn_where"):
        state["moved_at"] = window.performance.now()
    state["drawn_where"] = where


def changed(move_focus=True):
    """After the learner's input: draw now; save and let the computer move once it is
    painted (``run_automatic``)."""
    state["generation"] += 1
    table = state["table"]
    hands_later(table)
    draw(move_focus)
    drawn_after_move(table)
    save_soon()
    asyncio.create_task(run_automatic())
    after_moves()


# ----- learner input -------------------------------------------------------------------------


def read_setup():
    form = document.getElementById("table-setup")
    level = form.querySelector("[name=level]").value
    base = form.querySelector("[name=base]")
    variants = [box.value for box in pagekit.elements(form, "input[name=variant]:checked")]
    seed_text = form.querySelector("[name=seed]").value
    settings = {}
    for box in pagekit.elements(form, "[data-setting]"):
        settings[box.getAttribute("data-setting")] = box.checked if box.type == "checkbox" else box.value
    seat = form.querySelector("input[name=seat]:checked")
    return level, (base.value if base else "rubicon"), variants, seed_text, settings, (seat.value if seat else "elder")


def start(kind):
    """A new partie or deal from the settings panel (True), or the seed's error said (False)."""
    session = engine()["session"]
    level, base, variants, seed_text, settings, seat_text = read_setup()
    message = document.getElementById("setup-message")
    if seed_text.strip():
        try:
            from piquet_core.prng import parse_seed
            seed = parse_seed(seed_text)
        except ValueError as exc:
            message.textContent = str(exc)
            document.getElementById("setup-seed").focus()
            return False
    else:
        seed = session.new_seed(int(window.Date.now()))
    table = session.Table(settings)
    rules = " ".join([base] + ["+" + name for name in variants])
    seat = session.parse_seat(seat_text)  # for one deal; a partie keeps it for the next panel
    try:
        if kind == "partie":
            table.new_partie(seed, rules, level, seat)
        else:
            table.new_single_deal(seed, rules, level, seat)
    except ValueError as exc:  # rules that cannot go together, said where they are chosen
        message.textContent = engine()["render"].rules_refusal(exc)
        return False
    state["table"] = table
    set_hash("")
    withdraw_notice(session.RESET_NOTICE)  # (the save it spoke of is gone now: it stayed over the new game)
    return True


async def handle(name, value, pressed_at=None):
    """Do the learner's press ``name`` (``pressed_at``: when he made it, page clock, ms)."""
    await warm_engine()
    table = state["table"]
    began = window.performance.now()
    from piquet_core.table.presses import press_dropped
    # Asked again now, with the moves drawn since the press: a click on a greyed card, made
    # while his card before was being played, led that card once his card won the trick
    # (both clicks reached the page before the first move was drawn).
    if press_dropped(name, began if pressed_at is None else pressed_at,
                     None if pressed_at is None else state.get("moved_at"), running=table.computer_to_act()):
        return  # pressed while his press before was done: the turn has passed, or the table has changed
    if name == "card" and table.card_gone(value):
        return  # the second of two clicks handled in turn, on the card the first one played
    if name == "new-partie" and table.stage == "setup":
        if start("partie"):
            await changed_after(began)
        return
    if name == "new-deal":
        if start("deal"):
            await changed_after(began)
        return
    if name == "download-record":
        pagekit.download(table.record_name(), table.record_text())
        return
    if name == "download-partie":
        pagekit.download(table.partie_record_name(), table.partie_record_text())
        return
    if name in ("share", "share-deal"):
        share(table, name == "share-deal")
        return
    if name == "hint":
        if not table.learner_to_act():
            return
        generation = state["generation"]
        found = await advice(table)
        if generation == state["generation"]:
            table.set_hint(found)
            draw()
        return
    if name == "coach-move":
        step = table.coach_step()
        if step is not None:
            table.act(step[0], step[1])
        elif table.learner_to_act():
            generation = state["generation"]
            found = await coach_choice(table)
            if generation != state["generation"]:
                return
            began = window.performance.now()
            table.keep_verdict(found)  # for the review, as a Hint would be
            table.act("follow", found["action"])
        else:
            return
        await changed_after(began)
        return
    if name == "undo-to" or name == "retry":
        table.act("undo", value)
    elif name == "say-total-typed":
        return
    else:
        table.act(name, value)
    if state["table"].stage == "setup":  # a new game (confirmed, or nothing to lose)
        set_hash("")
    await changed_after(began)


async def changed_after(began, move_focus=True):
    """``changed``, in a task of its own when the work since ``began`` was long (the
    learner's move computed, then drawn: never one long task)."""
    if window.performance.now() - began > THOUGHT_MS:
        await next_task()
    changed(move_focus)


def on_click(event):
    target = event.target.closest("[data-action], [data-card]")
    if target is None or not host().contains(target):
        return
    card = target.getAttribute("data-card")
    table = state["table"]
    if table is None or state["booting"]:  # done, in order, once the engine has restored the table and loaded the rest
        if table_snapshot.early_click(event.target, state["pending"]):
            host().setAttribute("data-busy", "true")
        return
    name = "card" if card else target.getAttribute("data-action")
    if card and target.tagName != "BUTTON" or not name or target.getAttribute("type") == "submit":
        return
    if state.get("other_tab") and name not in ("download-record", "download-partie"):
        notice(engine()["session"].OTHER_TAB)  # another tab has the partie: nothing here would be saved
        pagekit.reveal(document.getElementById("table-notice"))
        return
    # A press the learner did not make on the table he sees now is dropped: made before
    # the computer's last move was drawn, or while it plays, or his key repeated on the
    # control the table put the focus on (``piquet_core.table.presses``).
    from piquet_core.table.presses import press_dropped
    # (the computer to act, not ``running``: that stays on for a task after the learner's own
    # press, and a fast typist's next key, marking a second card, was dropped in it)
    if press_dropped(name, event.timeStamp, state.get("moved_at"), table.computer_to_act(), state.get("placed_at"),
                     event.detail == 0, target.hasAttribute("data-placed"), event.detail):
        return
    if card:
        host().setAttribute("data-busy", "true")  # until the computer's moves that follow are made
        asyncio.create_task(handle_then_run("card", card, event.timeStamp))
        return
    if target.getAttribute("aria-disabled") == "true":  # the table's words for why it will not go
        table.message = ("error", target.getAttribute("data-why") or "This cannot be done now.")
        draw()
        return
    host().setAttribute("data-busy", "true")
    asyncio.create_task(handle_then_run(name, target.getAttribute("data-value"), event.timeStamp))


async def handle_then_run(name, value, pressed_at=None):
    try:
        await handle(name, value, pressed_at)
    except Exception as exc:  # say it on the table; never leave the page stuck
        state["table"].message = ("error", "Something went wrong: %s" % exc)
        try:
            draw()
        except Exception:
            pass
    finally:
        await run_automatic()


def on_submit(event):
    event.preventDefault()
    form = event.target
    table = state["table"]
    if table is None:
        if form.id == "table-setup":
            state["pending"].append(("new-partie", None))
            host().setAttribute("data-busy", "true")
        return
    if form.getAttribute("data-form") == "say-total":
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle_then_run("say-total", form.querySelector("[name=total]").value))
    elif form.id == "table-setup":
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle_then_run("new-partie", None))


def on_change(event):
    target = event.target
    message = document.getElementById("setup-message")
    if message is not None and message.textContent and target.closest("#table-setup") is not None:
        # It spoke of the choices as they were ("These rules cannot be played: ..."), and
        # stayed after they were mended (a walk-through): they are checked again at Start.
        message.textContent = ""
    table = state["table"]
    if table is None:
        return
    setting = target.getAttribute("data-setting")
    if setting and table.stage == "setup":
        # Kept at once (and saved), not only when a game starts from the panel: a shared
        # link opened next starts with the options just ticked ("Count aloud" was lost).
        table.change_settings({setting: target.checked if target.type == "checkbox" else target.value})
        save()
        return
    if setting and table.stage != "setup":
        table.change_settings({setting: target.checked if target.type == "checkbox" else target.value})
        if setting == "speech" and not target.checked:
            try:
                window.speechSynthesis.cancel()
            except Exception:
                pass
        changed(move_focus=False)
        return
    option = target.getAttribute("data-option")
    if option:
        table.act("option", option if target.checked else None)
        draw()


def on_keydown(event):
    """The arrow keys, Home and End move along the hand (it is one Tab stop); Space presses
    a button at once (``pagekit.space_presses_now``); Escape answers "Keep playing" to the
    question "New game" asks."""
    if event.key == "Escape" and state["table"] is not None and not state["booting"] and \
            host().querySelector("[data-action=keep-playing]") is not None:
        event.preventDefault()
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle_then_run("keep-playing", None))
        return
    if not pagekit.space_presses_now(event):
        pagekit.rove(event)


def on_focusin(event):
    pagekit.card_focused(event)


# ----- the page ------------------------------------------------------------------------------


async def boot():
    """Load the engine, then restore a saved partie or follow a shared link, then do what
    the learner clicked meanwhile."""
    try:
        mark("boot")
        await warm_engine(first_screen=True)  # enough to draw a link or a saved partie
        mark("warm")
        session = engine()["session"]
        saved = storage_get(STORAGE_KEY)
        link = from_link(session)
        # A link starts its game with the learner's saved options; over a game in progress
        # it asks first (``Table.follow_link``), so the saved game is restored either way.
        table, problem = session.restore(saved) if link is None or saved else (session.Table(), None)
        if link is not None:
            table.follow_link(link)
            set_hash("")
        mark("dealt")
        shown = None
        if table.stage != "setup" and host().getAttribute("data-snapshot") == "true":
            shown = table_snapshot.read_snapshot(storage_get(table_snapshot.SNAPSHOT_KEY), saved)
        elif table.stage != "setup" and host().getAttribute("data-snapshot") == "link":
            shown = state.pop("shown", None)  # a link's first screen, drawn from its seed (table.py)
        if shown is not None:  # on the page already: the first draw replaces only what differs
            state["phase"], regions = shown
            state["regions"] = ([name for name, _ in regions], [html for _, html in regions])
        state["table"] = table
        if saved and table.deal is not None:
            # A restored deal was heard before the reload: only what comes next is spoken.
            state["spoken"] = (id(table.deal), len(table.deal.log))
        if problem:
            notice(problem)
            save()
        if table.stage != "setup":
            # A keyboard learner starts at his decision, not above the site's menu.
            changed(move_focus="if-free" if focus_is_free() else False)
            ask_about_link()
            mark("drawn")
        else:
            form = document.getElementById("table-setup")
            render = engine()["render"]
            # The panel built with the page has the defaults: his last settings and level
            # (saved with the table) replace it, unless he is already filling it in. A panel
            # still locked (a saved game was expected, and its save was reset) is drawn
            # anew: it stayed unusable until a reload.
            fields = form.querySelector(".setup__fields") if form is not None else None
            if form is None or (fields is not None and fields.disabled) or (
                    render.setup_html(False, table) != render.setup_html(False)
                    and not form.contains(document.activeElement)):
                draw(move_focus=False)
        table_element = host().querySelector("#table")
        if table_element is not None:
            table_element.removeAttribute("aria-busy")
        await warm_engine()  # the rest: the computer's players, the record (a press meanwhile waits for them)
        mark("engine")
        start_worker_soon()
        document.body.setAttribute("data-table", "ready")
        while state["pending"]:  # what the learner pressed meanwhile, in order
            name, value = state["pending"].pop(0)
            host().setAttribute("data-busy", "true")
            await handle_then_run(name, value)
    except Exception as exc:
        pagekit.failed("The card table could not be loaded: %s" % exc)
    finally:
        state["booting"] = False


def on_hash_change(event):
    """A shared link opened while the page is open starts that game too."""
    if "=" not in str(window.location.hash) or not _mods:
        return
    link = from_link(engine()["session"])
    if link is not None and state["table"] is not None:
        state["table"].follow_link(link)
        set_hash("")
        changed(move_focus=True)
        ask_about_link()


def ask_about_link():
    """A link opened over a game in progress asks first: the focus goes to its safe answer,
    wherever it was (on the saved game's snapshot, a card may hold it already)."""
    if state["table"].offered_link is not None:
        found = host().querySelector("[data-confirm=open-link] [data-autofocus]")
        if found is not None:
            focus_soon(found)


def main(pending=()):
    """Wire the table up; ``pending``: buttons clicked before this glue was loaded."""
    root = host()
    pagekit.WINDOW_TARGET.addEventListener("hashchange", proxy(on_hash_change))
    pagekit.WINDOW_TARGET.addEventListener("storage", proxy(on_storage))  # (another tab saving the partie)
    root.addEventListener("click", proxy(on_click))
    root.addEventListener("submit", proxy(on_submit))
    root.addEventListener("change", proxy(on_change))
    root.addEventListener("keydown", proxy(on_keydown))
    root.addEventListener("focusin", proxy(on_focusin))
    document.addEventListener("keydown", proxy(catch_up_key))  # (a key on the page while the focus comes back)
    viewer_main()
    state["pending"].extend(pending)
    asyncio.create_task(boot())
