"""Practice page glue: drawing the table (only the regions whose HTML changed), the
keyboard focus after a redraw, the live region and speech, and yielding to the browser
between a move and the next (``after_paint``; ``next_task`` is ``pagekit``'s).
"""

from pyscript import document, window
from pyscript.ffi import create_proxy

import pagekit
from table_state import engine, host, state



def draw(move_focus=True):
    """Render the table into the page, keeping the keyboard focus where it belongs. Only
    the regions whose HTML changed are replaced (less for the browser to lay out).
    ``move_focus="if-free"`` (a link or a saved partie, first drawn): to the learner's
    decision, unless he has moved the focus himself before it gets there."""
    table = state["table"]
    root = host()
    active = document.activeElement
    if state.get("focus_pending") and not state.get("focus_placed") and state.get("focus") is not None \
            and focus_is_free():
        # Redrawn again before the focus got back (two presses in one frame): it goes where
        # it was going, not to the new decision as if the learner had left the table.
        active = state["focus"]
    inside = active is not None and root.contains(active)
    # (a count the coach said answers that question too: "Let the coach say it" is no
    # place to stay, and the next Enter on "Let the coach play this" gave a decision away)
    key = pagekit.focus_key(active) if inside and active.getAttribute("data-action") not in ANSWERS \
        and not active.closest(".prompt--count") else None
    if key is not None and table.pending_count is not None and not active.closest("[data-form='say-total']"):
        # A total to say is a new question: its box takes the focus, not the coach's button of
        # the same name ("Let the coach say it" after "Let the coach play this": typed digits were lost).
        key = None
    confirm = active.closest("[data-confirm]") if inside else None
    if confirm is not None and confirm.getAttribute("data-confirm") == "new-game":
        # The question answered "Keep playing" (or Escape): back to "New game"; answered
        # yes, the settings panel has no such button, and the focus goes to its decision.
        key = CONFIRM_ASKED_BY
    elif confirm is not None:
        key = None  # a shared link's question answered either way: to the decision of the game kept or begun
    render = engine()["render"]
    phase, regions = render.render_regions(table, ready=True, waiting=state["waiting"])
    names = [name for name, _ in regions]
    previous = state.get("regions")
    section = root.querySelector("#table")
    if previous is None or previous[0] != names or section is None:
        root.innerHTML = render.table_html(phase, regions)
    else:
        for (name, html), old in zip(regions, previous[1]):
            if html != old:
                found = root.querySelector("[data-region='%s']" % name)
                if found is None:
                    root.innerHTML = render.table_html(phase, regions)
                    break
                opened = [item.className for item in pagekit.elements(found, "details[open]")]
                found.outerHTML = html
                if opened:  # what the learner had opened stays open
                    fresh = root.querySelector("[data-region='%s']" % name)
                    for item in pagekit.elements(fresh, "details"):
                        if item.className in opened:
                            item.open = True
        section.setAttribute("data-phase", phase)
    state["regions"] = (names, [html for _, html in regions])
    state["phase"] = phase
    host().removeAttribute("data-snapshot")
    if inside and active.hasAttribute("data-placed"):
        # The focus waits where the table put it (Undo, while the computer plays): once the
        # learner has a decision again, it goes back to the control he last used, if it is
        # there, else to the decision; until then it waits, on the same control if redrawn.
        target = _wanted_or_decision(root)
        if target is not None:
            focus_soon(target)
        elif not active.isConnected:
            again = _not_forced(root.querySelector(key) if key else None) or root.querySelector(PLACEHOLDER)
            if again is not None:
                focus_soon(again, placed=True)
    elif (inside or move_focus) and not (inside and active.isConnected):
        target = _not_forced(_usable(root.querySelector(key) if key else None) or decision(root))
        placed = target is None  # his control is gone and he has no decision: the computer plays
        if placed:
            target = root.querySelector(PLACEHOLDER)
        state["wanted"] = key if placed else None
        if target is not None:
            focus_soon(target, placed, only_if_free=move_focus == "if-free")
    announce(table)


def focus_is_free():
    """True while the learner has not put the focus anywhere (it is on the page itself)."""
    active = document.activeElement
    return active is None or active.tagName in ("BODY", "HTML")


# Controls that answer one question (a call, a count), start a game or take a decision back:
# once used, the focus goes to the next decision, not to a control of the same name that
# answers another question ("Good" to the sets after "Good" to the sequence) or does another
# thing ("New game"). Undo too, as "Back to here" does: it stayed on Undo in the play but
# went to the hand in the exchange, where Undo then disappears (a walk-through).
ANSWERS = ("move", "say-total", "new-partie", "new-deal", "confirm-new-game", "undo")
# The control that asked the question in ``[data-confirm]`` (render.confirm_new_html).
CONFIRM_ASKED_BY = ".tools [data-action='new-partie']"


# Where the learner's decision is, first found first: a question asked (its safe answer),
# the prompt's own choice, a card he may play, a card he may exchange. PLACEHOLDER: where
# the focus waits while he has none: never a card (the first button of the table was his
# last card, focused and read out as a button just before it was played for him: an audit).
DECISION = ("[data-confirm] [data-autofocus]", "[data-autofocus]", "button[data-card][data-legal=true]", "button[data-card]:not([data-legal])")
PLACEHOLDER = ".prompt button, .prompt input, button:not([data-card])"


def _wanted_or_decision(root):
    """Once the learner has a decision again: the control he last used, if it is there,
    else the decision (None while he has none)."""
    want = state.get("wanted")
    if want and state["table"].pending_count is not None:
        want = None  # a total to say: its box, as in ``draw``
    target = _not_forced(_usable(root.querySelector(want) if want else None) or decision(root))
    if target is not None:
        state["wanted"] = None
    return target


def _not_forced(target):
    """``target``, unless it is his only card, about to be played for him: forced now, or
    his last card, which will be (an audit found the focus on that card for a third of a
    second, read out as a button, before it went)."""
    if target is None or not target.hasAttribute("data-card"):
        return target
    table = state["table"]
    deal = table.deal
    last = (deal is not None and table.settings["autoplay"] and deal.phase == "play"
            and len(deal.hands[table.learner_seat]) == 1)
    return None if last or table.forced_action() is not None else target


def decision(root):
    """The learner's decision in ``root`` (``DECISION``, first found first), or None."""
    for selector in DECISION:
        found = _usable(root.querySelector(selector))
        if found is not None:
            return found
    return None


def _usable(element):
    return None if element is None or element.hasAttribute("disabled") else element


def focus_soon(target, placed=False, only_if_free=False):
    """Focus ``target`` after the browser has laid the new table out (a focus now would
    force that layout inside this task and make it long). ``placed``: the table put it
    there for want of a decision of the learner's (marked ``data-placed``). ``only_if_free``:
    not if the learner has moved the focus meanwhile."""
    state["focus"] = target
    state["focus_placed"] = placed
    state["focus_if_free"] = only_if_free
    if not state.get("focus_pending"):
        state["focus_pending"] = True
        host().setAttribute("data-focusing", "true")
        window.requestAnimationFrame(_focus_frame)


def _focus_later(*args):
    state["focus_pending"] = False
    target = state.get("focus")
    state["focus"] = None
    placed = state.get("focus_placed")
    if state.get("focus_if_free") and not focus_is_free():
        target = None  # the learner has put the focus somewhere himself: it stays there
    if target is not None and not target.isConnected:
        # Redrawn before this frame came (late frames: the computer moved meanwhile), the
        # target is gone: the focus goes where ``draw`` would now put it.
        root = host()
        target = _wanted_or_decision(root)
        placed = target is None
        if placed:
            target = root.querySelector(PLACEHOLDER)
    elif target is not None and _not_forced(target) is None:  # (chosen before the computer's reply made it so)
        target, placed = host().querySelector(PLACEHOLDER), True
    if target is not None:
        for marked in pagekit.elements(host(), "[data-placed]"):
            marked.removeAttribute("data-placed")
        if placed:
            target.setAttribute("data-placed", "")
            state["placed_at"] = window.performance.now()  # (a key repeated on it is not a press of it)
        target.focus()
        if not placed:
            _keep_in_view(target)
    host().removeAttribute("data-focusing")


# Above the decision the focus goes to, what the learner must see with it, the highest first:
# the trick on the table (the card he answers, or the trick just won), then what the table
# just said (a wrong count corrected, a card refused).
IN_VIEW = ("#table .felt .trick", "#table-message")


def _keep_in_view(target):
    """On a phone the focus, going to the decision, scrolled the trick on the table and the
    table's message off the top of the screen: the highest of them that fits on the screen
    with the decision is scrolled back into view."""
    bottom = target.getBoundingClientRect().bottom
    for selector in IN_VIEW:
        found = document.querySelector(selector)
        if found is None or not found.textContent:
            continue
        top = found.getBoundingClientRect().top
        if top >= 0:
            return  # (in view already, and so is what is below it)
        if bottom - top <= window.innerHeight:
            window.scrollBy(0, top - 8)
            return


_focus_after = create_proxy(_focus_later)


_focus_frame = create_proxy(lambda *args: window.setTimeout(_focus_after, 0))


def catch_up_key(event):
    """A key pressed on the page while the focus is on its way back (``pagekit.catch_up_key``)."""
    if state.get("focus_pending"):
        pagekit.catch_up_key(event, _focus_later, host())


# ----- yielding to the browser -----------------------------------------------------------------
# ``asyncio.sleep(0)`` does not leave MicroPython's event loop (a task whose time has come
# runs in the same browser task), so a learner's move, the computer's reply and its redraw
# would be one long task, and the learner's move would not even be painted first.
# ``after_paint`` waits for the next frame (or ``PAINT_WAIT_MS``, whichever comes first),
# then for a fresh task; ``pagekit.next_task`` for a fresh task only.

# The longest wait for a frame: frames stop in a hidden tab, and come late on a loaded
# machine, where the computer's reply should not wait for them much longer.
PAINT_WAIT_MS = 40
_paint_waiters = []


def _paint_done(*args):
    waiting = list(_paint_waiters)
    del _paint_waiters[:]
    for resolve in waiting:
        resolve(None)


_paint_done_proxy = create_proxy(_paint_done)


_paint_frame_proxy = create_proxy(lambda *args: window.setTimeout(_paint_done_proxy, 0))


def _paint_executor(resolve, reject):
    _paint_waiters.append(resolve)
    if len(_paint_waiters) == 1:
        window.requestAnimationFrame(_paint_frame_proxy)
        window.setTimeout(_paint_done_proxy, PAINT_WAIT_MS)


_paint_executor_proxy = create_proxy(_paint_executor)


async def after_paint():
    """Let the browser paint what was drawn, and start again in a task of its own."""
    await window.Promise.new(_paint_executor_proxy)


def announce(table):
    """What changed goes to the live region (``table.live``), and the players' words to
    speech synthesis if switched on."""
    from piquet_core.table.live import region_words
    live = document.getElementById("table-live")
    key, count = state["spoken"]
    if table.deal is not None and (key != id(table.deal) or count > len(table.deal.log)):
        count = len(table.deal.log) if key == id(table.deal) else 0
    note = table.note or state["waiting"]  # (the page's word while the expert loads, said too)
    words, spoken, end, status = region_words(table, count, table.deal is not None and key != id(table.deal),
                                              state.get("status", ""), state.get("message"), state.get("hint"),
                                              state.get("note"), note)
    if table.deal is not None:
        state["spoken"] = (id(table.deal), end)
    state["status"], state["message"], state["hint"], state["note"] = status, table.message, table.hint, note
    if words and table.deal is not None and key != id(table.deal) and table.deal_number() <= 1:
        # a game begun (a link opened over another deal too): the region starts again, as at
        # "New game" (a walk-through heard the old deal's lines before the new one's)
        pagekit.say_live(live, "")
    if words:
        pagekit.say_live(live, words)
    elif table.deal is None:
        pagekit.say_live(live, "")  # (a new game: the last deal's words stayed on the settings and the cut)
    if spoken and table.settings["speech"]:
        speak(spoken)


def speak(texts):
    try:
        synth = window.speechSynthesis
        for text in texts:
            synth.speak(window.SpeechSynthesisUtterance.new(text))
    except Exception:
        pass  # no speech synthesis in this browser: the words are on the table
