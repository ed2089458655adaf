"""The other games' page glue (``games.html``; MicroPython, main thread).

Thin on purpose: what the table shows, what the learner may do and what the computer
plays is ``piquet_core.gametable`` (tested in CPython). This file enables the settings
at once, fetches the engine (one pack of bytecode, imported in short tasks; a link or a
saved game first imports and draws just its game), then moves HTML
into the page, clicks into the table, the table into localStorage, and the record into a
download. A button pressed before the engine is loaded is remembered and done then.
"""

import asyncio

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

import engine_pack
import pagekit

STORAGE_KEY = "piquet-games-table"   # as gametable.session.STORAGE_KEY
PACE_S = 0.35                       # between two computer moves, so each can be seen
_keep = []
# "booting": until the whole engine is imported (a press meanwhile waits in "pending").
state = {"table": None, "pending": [], "mods": {}, "offered_link": None, "running": False, "storage_ok": True, "said": "",
         "booting": True}


def proxy(function):
    made = create_proxy(function)
    _keep.append(made)
    return made


def host():
    return document.getElementById("gt-host")


def notice(text):
    box = document.getElementById("gt-notice")
    if box:
        before = "" if box.hidden else box.textContent
        if text not in before:
            box.textContent = (before + " " + text).strip()
        box.hidden = False


# ----- the engine ------------------------------------------------------------------------------


async def load_engine(table_waiting=False):
    """Fetch the engine's pack (not in the page's files: off the way to the first click)
    and unpack it; then import the engine in short tasks (the settings can be used
    meanwhile), or, when a link or a saved game is ``table_waiting`` to be drawn, only the
    table's own modules, in this task: the one game it shows is imported as it is made
    and drawn (the engine's modules import what a game needs when first asked), and
    ``import_rest`` brings the other games and players after. Returns the pack's modules
    in import order."""
    buffer = await pagekit.fetched_bytes(pagekit.fetch_bytes(engine_pack.GAMES_PACK), "the rules engine")
    await pagekit.next_task()
    first, later = engine_pack.unpack_buffer(buffer, window, engine_pack.GAMES_PACK)
    await pagekit.next_task()
    if not table_waiting:
        await pagekit.import_in_tasks(first + later)
    from piquet_core.gametable import catalogue, render, session, words
    state["mods"].update({"catalogue": catalogue, "render": render, "session": session, "words": words})
    return first + later


async def import_rest(names):
    """The modules the first drawing did not need, in short tasks (each imported once),
    from a fresh task: the table just drawn is shown, and can be pressed, first (when the
    rest took under a task's time, it was imported in the drawing's own task, and the page
    said "ready" before anything drawn could be seen)."""
    import sys
    await pagekit.next_task()
    await pagekit.import_in_tasks([name for name in names if name not in sys.modules])


def mods():
    return state["mods"]


# ----- drawing -----------------------------------------------------------------------------------




def draw(move_focus=True, fresh=False):
    """Render the table, keeping the keyboard focus where it was (or on the first thing
    to press), and say the new lines in the live region. ``fresh``: a game just begun,
    from the settings: they close, and the focus goes to the new table (the Deal button
    pressed is in the new page too, folded away in "Start another game")."""
    table = state["table"]
    root = host()
    active = document.activeElement
    inside = active is not None and root.contains(active)
    key = pagekit.focus_key(active) if inside and not fresh else None
    opened = [] if fresh else [item.className for item in pagekit.elements(root, "details[open]")]
    # What the learner chose in "Start another game" stays until he deals it (a redraw
    # after each move used to put the menus back on the game in play).
    # (the choices shown with another game, or the static page's, are not his: a link to
    # Voleur showed "Piquet Normand" in the menu, and one arrow press dealt Voleur again)
    chosen = [] if fresh or state.get("drawn") is not table else pagekit.form_choices(root, "#gt-setup")
    pagekit.patch_html(root, mods()["render"].render_page(table, ready=True, busy=state["running"],
                                                          kept=state["storage_ok"]))
    state["drawn"] = table
    pagekit.keep_choices(root, chosen)
    for item in pagekit.elements(root, "details"):
        if item.className in opened:
            item.open = True
    if move_focus or inside:
        focus_soon(key, scroll=fresh)
    announce()


def focus_soon(key, scroll=False):
    """Focus, once the browser has laid the new table out, the control ``key`` names
    (``pagekit.focus_key``), else the first thing to press, else the prompt.
    Found when the frame comes, not now: on a loaded machine the computers' moves may
    redraw the table before it, and an element found now would be gone by then (the focus
    lost to the page). The prompt, found for want of a decision (the computers are to
    move) takes the focus without scrolling to it, so a phone stays where the learner left
    it, on the trick and his hand, unless ``scroll`` (a game just begun: its top)."""
    if key is None and state.get("focus_pending"):
        # A redraw right after (the computers with nothing to do) finds the pressed control
        # already replaced, so it names none: the control named for this frame stays.
        return
    state["focus_key"] = key
    state["focus_scroll"] = scroll
    if not state.get("focus_pending"):
        state["focus_pending"] = True
        window.requestAnimationFrame(_focus_frame)


def _focus_now(*args):
    if not state.get("focus_pending"):
        return  # (a key pressed meanwhile put the focus there already: see catch_up_key)
    state["focus_pending"] = False
    root = host()
    key = state.get("focus_key")
    target = (root.querySelector(key) if key else None) or root.querySelector("[data-autofocus]")
    if target is not None:
        # Where the page shows more than the focus, its top comes into view first:
        # - a game begun from the foot of the page: its prompt, not the first button alone
        #   at the top of a phone's screen with the prompt and the hand above it;
        # - the end of a deal, the page where the play left it: the deal's last trick and
        #   its summary, not Next deal alone (a walk-through measured the trick at -280 px);
        # - his card to play, the trick it answers grown above the screen while the computers
        #   played (a walk-through saw the lead on 12 of 12 turns of à Écrire only by scrolling up).
        anchor = root.querySelector("#gt-prompt") if state.get("focus_scroll") else None
        if anchor is None:  # (``is None``, never truth: a proxy's truth is not the element's)
            anchor = _ended_above(root, target)
        if anchor is None:
            anchor = _trick_above(root, target)
        if anchor is not None:
            anchor.scrollIntoView(_TO_TOP)
            if target.getBoundingClientRect().bottom > window.innerHeight:
                target.scrollIntoView(_TO_BOTTOM)  # (as much above it as fits)
            target.focus(_NO_SCROLL)
            return
        target.focus()
        return
    target = root.querySelector("#gt-prompt")
    if target is None:
        return
    table = root.querySelector("#gt")
    if table is not None and table.getAttribute("data-phase") in ("game-over", "partie-over"):
        # The end said where it is seen: the computers' last deals of à Écrire left the
        # page on the session sheet, and the focus went to the words a screen above.
        target.scrollIntoView(_TO_TOP)
        target.focus(_NO_SCROLL)
        return
    target.focus() if state.get("focus_scroll") else target.focus(_NO_SCROLL)


def _ended_above(root, target):
    """At a deal's end, with the focus going to Next deal: the deal's last trick (else the
    prompt) when it is above the screen, or None."""
    if target.getAttribute("data-action") != "next-deal":
        return None
    anchor = root.querySelector(".gt-trick")
    if anchor is None:
        anchor = root.querySelector("#gt-prompt")
    if anchor is None or anchor.getBoundingClientRect().top >= 0:
        return None
    return anchor


def _trick_above(root, target):
    """When ``target`` is a card to play: the trick on the table if it is above the screen,
    or None."""
    table = root.querySelector("#gt")
    if table is None or table.getAttribute("data-phase") != "play" or not target.hasAttribute("data-card"):
        return None
    trick = root.querySelector(".gt-trick")
    return trick if trick is not None and trick.getBoundingClientRect().top < 0 else None


_focus_frame = create_proxy(_focus_now)  # one proxy for every frame (not one kept per draw)
_NO_SCROLL = to_js({"preventScroll": True})
_TO_TOP = to_js({"block": "start"})
_TO_BOTTOM = to_js({"block": "end"})


def announce():
    table = state["table"]
    live = document.getElementById("gt-live")
    if table is None or live is None:
        return
    prompt = host().querySelector("#gt-prompt")
    lines = [line.textContent for line in pagekit.elements(host(), ".gt-log__lines li")]
    fresh = mods()["words"].new_lines(state.get("lines_said") or [], lines)
    state["lines_said"] = lines
    said = mods()["words"].in_words(" ".join(fresh + ([prompt.textContent] if prompt else [])))
    shown = host().querySelector(".gt-message")  # the engine's reason as the page words it (cards by face)
    if table.message and shown is not None:
        said = shown.textContent
    if said != state["said"]:
        state["said"] = said
        pagekit.say_live(live, said)
        if table.message and shown is not None:  # said in answer to a press: seen there too
            pagekit.reveal(shown)


# ----- storage --------------------------------------------------------------------------------


def save():
    table = state["table"]
    if table is None:
        return
    ok = pagekit.storage_set(STORAGE_KEY, table.dump())
    if not ok and state["storage_ok"]:
        notice(mods()["session"].CANNOT_SAVE)
    state["storage_ok"] = ok


def restore():
    text = pagekit.storage_get(STORAGE_KEY)
    if not text:
        return None
    session = mods()["session"]
    try:
        return session.GameTable.restore(text)
    except Exception:  # damaged or from another version: say so and start afresh
        notice(session.RESET_NOTICE)
        pagekit.storage_set(STORAGE_KEY, "")
        return None


def from_link(current=None):
    """``#game=normand&seed=5&level=club&players=4&ranking=standard``: that game (a
    shared or test link, ``catalogue.parse_link``); or, when it would throw ``current``
    away (a game in progress, ``GameTable.link_asks_first``), ``current`` itself, the link
    kept for the question ``ask_link`` puts (None: no link)."""
    found = mods()["catalogue"].parse_link(str(window.location.hash))
    if found is None:
        return None
    if current is not None and current.link_asks_first(found):
        state["offered_link"] = found  # (the address keeps the link until he answers: a reload asks again)
        return current
    forget_link()
    state["offered_link"] = None
    return link_table(found)


def forget_link():
    """Take the link out of the address once it is played or declined, so a reload shows
    the game as it is now, not the link's game again."""
    if "#" in str(window.location.href):
        try:
            window.history.replaceState(None, "", str(window.location.href).split("#")[0])
        except Exception:
            pass


def link_table(found):
    """The game of a link (``catalogue.parse_link``'s dict), or None (the notice says why)."""
    return new_table(found["game"], found["level"], found["seed"], found["players"], found["ranking"])


def ask_link():
    """"You opened a link to another game. Abandon this game ...?" above the game in
    progress, "Keep playing" focused (Escape answers it too); the computers wait."""
    for old in pagekit.elements(host(), "[data-confirm]"):
        old.remove()
    host().insertAdjacentHTML("afterbegin", mods()["render"].confirm_link_html(state["table"]))
    found = host().querySelector("[data-confirm] [data-autofocus]")
    if found is not None:
        found.focus()


def new_table(game, level, seed=None, players=None, ranking=None):
    catalogue, session = mods()["catalogue"], mods()["session"]
    try:
        seed = int(seed) if seed not in (None, "") else int(window.Date.now()) % 1000000007
        players = int(players) if players not in (None, "") and game == "ecrire" else None
        ranking = ranking if game == "imperial" and ranking else None
        return session.GameTable(game, catalogue.best_level(game, level), seed, players, ranking)
    except Exception as exc:
        notice("That game could not be set: %s" % exc)
        return None


# ----- the learner's input and the computers --------------------------------------------------


async def run_computers():
    """The computers move one at a time, each shown for a moment."""
    table = state["table"]
    if state["running"] or table is None:
        return
    state["running"] = True
    host().setAttribute("data-busy", "true")
    try:
        while table is state["table"] and table.needs_computer:
            # A deal the learner sits out (à Écrire) goes by without a pause, a move per task.
            quick = table.sitting_out
            if quick:
                await pagekit.next_task()
            else:
                await asyncio.sleep(PACE_S)
            table.computer_step()
            if not quick or not table.sitting_out:
                save()
                draw(move_focus=False)
    except Exception as exc:  # say it; never leave the table silently stuck
        notice("The computer player failed: %s: %s" % (type(exc).__name__, exc))
        window.console.error("games table: computer move failed: %s: %s" % (type(exc).__name__, exc))
    finally:
        state["running"] = False
        if table is state["table"]:
            draw(move_focus=True)
        host().removeAttribute("data-busy")


async def handle(name, value):
    """Do what the learner pressed, then let the computers move (``data-busy`` until then)."""
    try:
        await _handle(name, value)
        while state["pending"]:  # pressed while that was being done (keys 15 ms apart), in order
            name, value = state["pending"].pop(0)
            if state["table"] is not None and state["table"].stale(name):
                continue  # (a second "Next deal" of a double click)
            await _handle(name, value)
    except Exception as exc:  # say it on the page; never leave the table stuck
        notice("Something went wrong: %s" % exc)
        window.console.error("games table: %s" % exc)
    finally:
        if not state["running"]:
            host().removeAttribute("data-busy")


async def _handle(name, value):
    table = state["table"]
    if state["offered_link"] is not None:  # any other input keeps the game in progress (the redraw puts the question away)
        state["offered_link"] = None
        forget_link()
    if name == "new-game":
        form = host().querySelector("#gt-setup")
        field = lambda name: form.querySelector("[name=%s]" % name).value  # noqa: E731
        fresh = new_table(field("game"), field("level"), None, field("players"), field("ranking"))
        if fresh is None:
            return
        state["table"] = table = fresh
    elif table is None:
        return
    elif name in TOOLS:  # (pressed while the page was starting: done now)
        use_tool(name, table)
        return
    else:
        table.act(name, value)
    save()
    draw(move_focus=True, fresh=name == "new-game")
    if table.needs_computer:
        state["pending"].clear()  # pressed for the decision just taken: the turn has passed
    await run_computers()


TOOLS = ("download-record", "share")  # the presses that change nothing at the table


def use_tool(name, table):
    if name == "download-record":
        pagekit.download(table.record_name(), table.record_text())
    else:
        pagekit.share_link(table.share_hash(), "gt-share")


def on_click(event):
    target = event.target.closest("[data-action], [data-card]")
    if target is None or not host().contains(target) or target.tagName != "BUTTON":
        return
    if target.getAttribute("type") == "submit":
        return  # the form's submit does it (Enter in a field too)
    card = target.getAttribute("data-card")
    name, value = ("card", card) if card else (target.getAttribute("data-action"), target.getAttribute("data-value"))
    if name in ("keep-playing", "confirm-new-game", "open-link"):
        answer_new_game(name)
        return
    if state["booting"]:
        state["pending"].append((name, value))
        host().setAttribute("data-busy", "true")
        return
    if name in TOOLS and state["table"] is not None and not state["booting"]:
        # (they change nothing, so they are done at once, also while the computers move: a
        # walk-through's Download pressed then gave no file)
        use_tool(name, state["table"])
        return
    if state["running"]:
        return  # the computers are moving: his turn is not there yet
    if host().getAttribute("data-busy") == "true":
        state["pending"].append((name, value))  # his press before is being done: this one next
        return
    host().setAttribute("data-busy", "true")  # now, so nothing reads the table as idle before it moves
    asyncio.create_task(handle(name, value))


def on_submit(event):
    event.preventDefault()
    table = state["table"]
    if not state["booting"] and table is not None and not table.is_over:
        ask_new_game(event.target)  # a game in progress is not thrown away without a word
        return
    host().setAttribute("data-busy", "true")
    if state["booting"]:
        state["pending"].append(("new-game", None))
        return
    asyncio.create_task(handle("new-game", None))


def ask_new_game(form):
    """Deal over a game in progress asks first, under the settings chosen (not redrawn: the
    page keeps what he chose); "Keep playing" is focused, Escape answers it too."""
    for old in pagekit.elements(host(), "[data-confirm]"):
        old.remove()
    form.insertAdjacentHTML("beforeend", mods()["render"].confirm_new_html(state["table"]))
    found = form.querySelector("[data-confirm] [data-autofocus]")
    if found is not None:
        found.focus()


def answer_new_game(name):
    """A question answered. Deal's: "Yes" deals the new game; "Keep playing" (or Escape)
    puts the question away and the focus back on Deal. A link's (``ask_link``): "Yes, play
    the link" plays it; "Keep playing" (or Escape) goes on with the game in progress."""
    asked = host().querySelector("[data-confirm]")
    form = asked.closest("form") if asked is not None else None
    if asked is not None:
        asked.remove()
    found, state["offered_link"] = state["offered_link"], None
    if asked is not None and asked.getAttribute("data-confirm") == "open-link":
        forget_link()
        if name == "open-link" and found is not None:  # the link's game, as a link opened afresh
            fresh = link_table(found)
            if fresh is not None:
                state["table"] = fresh
                save()
        draw(move_focus=True, fresh=name == "open-link")
        asyncio.create_task(run_computers())
        return
    if name == "confirm-new-game":
        host().setAttribute("data-busy", "true")
        asyncio.create_task(handle("new-game", None))
    elif form is not None:
        form.querySelector("button[type=submit]").focus()


def on_keydown(event):
    """The arrow keys, Home and End move along the hand (it is one Tab stop); Space presses
    a button at once (``pagekit.space_presses_now``)."""
    if event.key == "Escape" and host().querySelector("[data-confirm]") is not None:
        event.preventDefault()
        answer_new_game("keep-playing")
        return
    if not pagekit.space_presses_now(event):
        pagekit.rove(event)


def on_focusin(event):
    pagekit.card_focused(event)


def catch_up_key(event):
    """A key pressed on the page while the focus is on its way back (``pagekit.catch_up_key``)."""
    if state.get("focus_pending"):
        pagekit.catch_up_key(event, _focus_now, host())




# ----- start -----------------------------------------------------------------------------------


async def boot():
    try:
        waiting = "game=" in str(window.location.hash) or bool(pagekit.storage_get(STORAGE_KEY))
        names = await load_engine(table_waiting=waiting)
        saved = restore()
        table = from_link(saved) or saved
        state["table"] = table
        if table is not None:
            save()
            draw(move_focus=False)
        if state["offered_link"] is not None:
            ask_link()
        if waiting:  # drawn: the rest of the engine now (a press meanwhile is kept for after)
            await import_rest(names)
        state["booting"] = False
        enable_viewer()
        document.body.setAttribute("data-games", "ready")
        host().removeAttribute("data-busy")
        while state["pending"]:  # what the learner pressed meanwhile, in order
            name, value = state["pending"].pop(0)
            await handle(name, value)
        if state["offered_link"] is None:  # (asked: the computers wait for his answer)
            await run_computers()
    except Exception as exc:
        pagekit.failed("The card table could not be loaded: %s" % exc)


def enable_viewer():
    """The record viewer under the table (``record_viewer``, as the practice page's), live
    once the engine is loaded: the other games' records (``gametable.recordview``)."""
    from record_viewer import RecordViewer
    from piquet_core.gametable.recordview import RecordView
    RecordViewer("gt-viewer", RecordView, lambda shown: shown.html()).enable()


def on_hash_change(event):
    """A game link opened while the page is open starts that game."""
    if not mods() or "game=" not in str(window.location.hash):
        return
    table = from_link(state["table"])
    if state["offered_link"] is not None:
        ask_link()
    elif table is not None:
        state["table"] = table
        save()
        draw(move_focus=False)
        asyncio.create_task(run_computers())


def main():
    root = host()
    pagekit.WINDOW_TARGET.addEventListener("hashchange", proxy(on_hash_change))
    root.addEventListener("click", proxy(on_click))
    root.addEventListener("submit", proxy(on_submit))
    root.addEventListener("keydown", proxy(on_keydown))
    root.addEventListener("focusin", proxy(on_focusin))
    document.addEventListener("keydown", proxy(catch_up_key))  # (a key on the page while the focus comes back)
    fields = root.querySelector(".setup__fields")
    if fields:
        fields.disabled = False
    pagekit.ready()
    asyncio.create_task(boot())


main()
