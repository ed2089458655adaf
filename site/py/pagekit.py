"""Browser glue shared by every Python page: readiness, notices, saved progress.

Thin on purpose: it moves data between the DOM / localStorage and plain modules
(progress, piquet_core) that are tested in CPython.
"""

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

import progress as progress_mod

# The Window object as an object proxy: call EventTarget's methods (addEventListener,
# removeEventListener, dispatchEvent) on it, never on ``window``. On the main thread
# ``pyscript.window`` is MicroPython's ``js`` module, and MicroPython 1.28 keeps one proxy
# per JavaScript function with a "call me as a method" flag that a method look-up sets and
# nothing clears: once any element's ``addEventListener`` was looked up and its proxy is
# still alive, ``window.addEventListener("x", f)`` runs with "x" as its ``this`` ("Illegal
# invocation"), depending on when the garbage collector last ran. A look-up on this object
# always passes the window as ``this``. Window-only functions (setTimeout, fetch,
# requestAnimationFrame) stay on ``window``: PyScript and asyncio call them that way, and
# a method look-up here would set their flag. See docs/site.md and tests/build/test_window_calls.py.
WINDOW_TARGET = window.window


def ready(text=None):
    """Python is ready: hide the loading indicator and tell tests and CSS via <body>
    (also after static/startup.js said it was late: it did start after all)."""
    status = document.getElementById("py-status")
    if status:
        if text:
            status.querySelector(".py-status__text").textContent = text
        status.classList.remove("py-status--failed")
        status.hidden = True
    document.body.setAttribute("data-python", "ready")


def failed(text):
    """Say honestly that something did not work (the page stays readable)."""
    status = document.getElementById("py-status")
    if status:
        status.hidden = False
        status.classList.add("py-status--failed")
        status.querySelector(".py-status__text").textContent = text
    document.body.setAttribute("data-python", "failed")


def _bytes_or_status(response):
    return response.arrayBuffer() if response.ok else response.status


_bytes_or_status_proxy = create_proxy(_bytes_or_status)


def fetch_bytes(url):
    """One download of ``url`` that any number of callers may await (``fetched_bytes``): a
    promise of its bytes (an ArrayBuffer), or of its HTTP status if it failed."""
    return window.fetch(url).then(_bytes_or_status_proxy)


async def fetched_bytes(promise, what):
    """The ArrayBuffer ``fetch_bytes`` promised; RuntimeError naming ``what`` if the server
    said no (a network failure raises as it is)."""
    result = await promise
    if isinstance(result, int):
        raise RuntimeError("%s could not be downloaded (%s)" % (what, result))
    return result


def site_path(path):
    """``path`` (from the site's root: "py/x.pack") as this page reaches it. The page's
    Python script is at ``<root>py/<script>`` (site/templates/base.html), so its src
    names the way to the root ("../" from a lesson)."""
    script = document.querySelector("script[type=mpy][src]")
    src = str(script.getAttribute("src")) if script is not None else ""
    at = src.rfind("py/")
    return (src[:at] if at >= 0 else "") + path


def notice(text):
    box = document.getElementById("progress-notice")
    if box:
        box.textContent = text
        box.hidden = False


NO_STORAGE = ("Your progress cannot be saved here: this browser blocks site storage, or it is full. "
              "The exercises still work.")
NOT_SAVED = "Your progress could not be saved in this browser (storage is blocked or full)."


def _storage():
    """static/storage.js's piquetStorage, or None. Never touch window.localStorage from
    MicroPython: when the browser blocks it, reading it throws a JavaScript exception
    that Python cannot catch, and the page's script stops."""
    try:
        store = window.piquetStorage
    except Exception:
        return None
    return store if store else None


def storage_get(key):
    """The text saved under `key`, or None (nothing saved, or no storage here)."""
    store = _storage()
    value = store.get(key) if store else None
    return value if isinstance(value, str) else None


def storage_set(key, value):
    """Save `value` under `key`; False if this browser will not keep it."""
    store = _storage()
    return bool(store and store.set(key, value))


def storage_remove(key):
    """Forget what is saved under `key`; False if this browser would not."""
    store = _storage()
    return bool(store and store.remove(key))


def storage_usable():
    store = _storage()
    return bool(store and store.usable())


def load_progress():
    """The saved progress; corrupt saved data is reset, saved back, and a notice shown.
    Without usable storage the exercises still work, and the page says progress is not kept."""
    if not storage_usable():
        notice(NO_STORAGE)
        return progress_mod.Progress()
    text = storage_get(progress_mod.STORAGE_KEY)
    progress, problem = progress_mod.load(text)
    if problem:
        storage_set(progress_mod.STORAGE_KEY, progress.dump())
        notice(problem)
    return progress


def save_progress(progress):
    if not storage_set(progress_mod.STORAGE_KEY, progress.dump()):
        notice(NOT_SAVED)


# A live region keeps its last few messages, each a paragraph appended: a message that
# replaced the one before (the region's text set anew) could be lost to a screen reader
# when the next came at once ("No pause": the computer's lead, then the learner's forced
# card; four came within 0.1 s). Additions are read in turn; the oldest go, unread
# again (role="log").
LIVE_KEPT = 5


def say_live(region, text):
    """Append ``text`` to the live ``region`` as a paragraph of its own (``LIVE_KEPT``
    kept); ``text`` empty: the region is emptied (a new game)."""
    if region is None:
        return
    if not text:
        region.replaceChildren()
        return
    line = document.createElement("p")
    line.textContent = text
    region.appendChild(line)
    while region.childElementCount > LIVE_KEPT:
        region.removeChild(region.firstElementChild)


def show_words(box, text):
    """Put an answer's feedback in ``box``: its cards shown by their faces and read by name
    (a screen reader says "Q♦" as "Q black diamond suit", or "Q": a walk-through), the
    words themselves kept in ``data-said`` for ``shown_words``."""
    from piquet_core.table.cardface import spoken_html
    box.innerHTML = spoken_html(text)
    box.setAttribute("data-said", text)


def shown_words(box):
    """The words ``show_words`` put in ``box`` ("" if none)."""
    return (box.getAttribute("data-said") or "") if box.textContent else ""


def elements(root, selector):
    """querySelectorAll as a Python list."""
    found = root.querySelectorAll(selector)
    return [found.item(index) for index in range(found.length)]


_kept = []  # proxies handed to JavaScript timers live until they run


def download(name, text):
    """Offer ``text`` as a file called ``name`` (a deal record, a game's record)."""
    blob = window.Blob.new(to_js([text]), to_js({"type": "text/plain;charset=utf-8"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    revoke = create_proxy(lambda: window.URL.revokeObjectURL(url))
    _kept.append(revoke)
    window.setTimeout(revoke, 10000)


def share_link(hash_text, box_id):
    """Show, in the element ``box_id``, the page's address with ``hash_text`` (a link that
    deals the same game again), and copy it when the browser lets the page (the link is
    shown either way: copying may be refused)."""
    url = str(window.location.href).split("#")[0] + hash_text
    box = document.getElementById(box_id)
    link = '<a href="%s">%s</a>' % (url.replace('"', "%22"), url.replace("<", "&lt;"))

    def say(words):  # (the box is a live region: the outcome is heard too)
        if box is not None:
            box.innerHTML = "%s: %s" % (words, link)

    say("Link")
    copied = create_proxy(lambda *args: say("Link copied"))
    refused = create_proxy(lambda *args: say("Copy this link yourself (the browser did not let the page copy it)"))
    _kept.extend([copied, refused])
    try:
        window.navigator.clipboard.writeText(url).then(copied).catch(refused)
    except Exception:  # (no clipboard here at all)
        say("Copy this link yourself")


# ----- a hand of card buttons: one Tab stop (roving tabindex) ---------------------------------
# The render gives one card of a hand tabindex="0" (``cardface.card_button``), the rest -1,
# so Tab passes a hand in one press; these keys move along it, and the card moved to (or
# focused any other way: a click, the focus put back after a redraw) becomes its Tab stop.
ROVE_STEPS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}


def rove_index(key, here, count):
    """Where ``key`` moves from card ``here`` in a hand of ``count`` cards: the arrows a
    card on (wrapping), Home and End to the first and last; None for any other key.

    >>> [rove_index(key, 0, 4) for key in ("ArrowLeft", "ArrowDown", "Home", "End", "Enter")]
    [3, 1, 0, 3, None]
    """
    if count <= 0:
        return None
    if key == "Home":
        return 0
    if key == "End":
        return count - 1
    step = ROVE_STEPS.get(key)
    return None if step is None else (here + step) % count


def _hand_of(card):
    """The card buttons of ``card``'s hand (its ``.hand`` list), in order."""
    hand = card.closest(".hand")
    return elements(hand, "button[data-card]") if hand is not None else [card]


def _make_stop(cards, code):
    for other in cards:
        other.setAttribute("tabindex", "0" if other.getAttribute("data-card") == code else "-1")


def rove(event):
    """A keydown on a card of a hand: the arrows, Home or End focus another card of it
    (its new Tab stop). True if the key was one of them (the page's default is then off)."""
    card = event.target
    code = card.getAttribute("data-card") if card is not None else None
    if not code or event.altKey or event.ctrlKey or event.metaKey:  # Alt+Left: the browser's Back
        return False
    cards = _hand_of(card)
    codes = [other.getAttribute("data-card") for other in cards]
    index = rove_index(str(event.key), codes.index(code) if code in codes else 0, len(cards))
    if index is None:
        return False
    event.preventDefault()
    _make_stop(cards, codes[index])
    cards[index].focus()
    return True


def space_presses_now(event):
    """Space on a table's button presses it on the keydown, as Enter does. The browser
    presses it on the keyup, on the element that got the keydown; the table may redraw
    that button in between (after the press before), and the press was lost. True if so."""
    target = event.target
    if str(event.key) != " " or target is None or target.tagName != "BUTTON" or \
            event.altKey or event.ctrlKey or event.metaKey:
        return False
    event.preventDefault()
    if not event.repeat:  # (a held Space presses once)
        target.click()
    return True


# Keys that act on the control the focus is coming back to after a redraw: moving along a
# hand, pressing a button, "Keep playing". Pressed before the focus got there, they went to
# the page itself and were lost (a fast typist, a held arrow key: keys 5-15 ms apart).
CATCH_UP_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", " ", "Enter", "Escape")


def catch_up_key(event, focus_now, root):
    """A keydown on the page itself while a table's focus is on its way back after a
    redraw: ``focus_now()`` puts it there in this task (its layout now: he is typing), and
    the key is given to it: Space or Enter press the button, the others go to the table's
    own keys."""
    active = document.activeElement
    if active is not None and active.tagName not in ("BODY", "HTML"):
        return  # (the focus is somewhere: the key went there)
    if str(event.key) not in CATCH_UP_KEYS or event.altKey or event.ctrlKey or event.metaKey:
        return
    focus_now()
    target = document.activeElement
    if target is None or not root.contains(target):
        return
    event.preventDefault()  # (Space would scroll the page)
    if str(event.key) in (" ", "Enter") and target.tagName == "BUTTON":
        target.click()
    else:
        init = {"key": event.key, "shiftKey": event.shiftKey, "bubbles": True, "cancelable": True}
        target.dispatchEvent(window.KeyboardEvent.new("keydown", to_js(init)))


def card_focused(event):
    """A focusin: a card of a hand that gets the focus is its Tab stop (Shift+Tab back into
    the hand lands on the card the learner was last on)."""
    card = event.target
    code = card.getAttribute("data-card") if card is not None and card.tagName == "BUTTON" else None
    if code and card.getAttribute("tabindex") != "0":
        _make_stop(_hand_of(card), code)


def mark_wrong_boxes(form, exercise, answer, feedback):
    """Mark the number boxes answered wrong with ``aria-invalid`` (the CSS draws them), and
    clear the others: after a right answer, none is marked. A box that cannot be read (left
    empty, a word that is no number) is marked and gets the focus, where the learner types;
    so does the first box answered wrong when the focus is in one answered right."""
    if feedback.stage == "invalid" and exercise.input in ("choice", "checks") and not answer:
        first = form.querySelector("input[type=radio], input[type=checkbox]")
        if first is not None:  # ("Choose an answer first." left the focus on Check: a walk-through)
            first.focus()
    unreadable = exercise.unreadable_field(answer) if feedback.stage == "invalid" else None
    wrong = [unreadable] if unreadable else ([] if feedback.correct else exercise.wrong_fields(answer))
    # Enter pressed in a box answered right leaves the focus in it: it goes to the first
    # box answered wrong, its text selected to be typed over (a walk-through had to go back).
    active = document.activeElement
    typing_in = active.getAttribute("name") if active is not None and active.tagName == "INPUT" and \
        active.getAttribute("type") == "text" and form.contains(active) else None
    move = unreadable or (typing_in is not None and typing_in not in wrong)
    for box in elements(form, "input[type=text][name]"):
        if box.getAttribute("name") in wrong:
            box.setAttribute("aria-invalid", "true")
            if move:
                box.focus()
                if not unreadable:
                    box.select()
                move = False
        else:
            box.removeAttribute("aria-invalid")


def patch_html(root, html):
    """Put ``html`` (one element, the same as ``root``'s one child, with its parts as
    children) in ``root``, replacing only the parts whose HTML changed: an unchanged part
    keeps its elements, so a tap on one (a download button) is not lost to a redraw made
    between its press and its release (a walk-through tapped Download while the
    computers played, and nothing came). Parts are matched in order by their tag, id and
    class; a part gone is removed, a new one put in its place. Anything else: the whole
    is replaced."""
    holder = document.createElement("div")
    holder.innerHTML = html
    new = holder.firstElementChild
    old = root.firstElementChild
    if (new is None or old is None or holder.childElementCount != 1 or root.childElementCount != 1
            or old.tagName != new.tagName or old.id != new.id):
        root.innerHTML = html
        return
    for name in new.getAttributeNames():
        if old.getAttribute(name) != new.getAttribute(name):
            old.setAttribute(name, new.getAttribute(name))
    for name in old.getAttributeNames():
        if not new.hasAttribute(name):
            old.removeAttribute(name)
    olds, at = elements(old, ":scope > *"), 0
    for part in elements(new, ":scope > *"):
        key = _part_key(part)
        found = at
        while found < len(olds) and _part_key(olds[found]) != key:
            found += 1
        if found == len(olds):  # a new part: before the next old one
            if at < len(olds):
                olds[at].before(part)
            else:
                old.appendChild(part)
            continue
        for gone in olds[at:found]:
            gone.remove()
        if olds[found].outerHTML != part.outerHTML:
            olds[found].replaceWith(part)
        at = found + 1
    for gone in olds[at:]:
        gone.remove()


def _part_key(element):
    return "%s#%s.%s" % (element.tagName, element.id, element.className)


def reveal(element):
    """Scroll the least that brings ``element`` into sight (a refusal said below the
    window after a press, at desktop size): nothing moves when it is already in sight."""
    if element is not None:
        element.scrollIntoView(to_js({"block": "nearest"}))


def show_step(box, focus, opening=False):
    """After a deal's stepper is drawn in ``box`` (a lesson's deal, the record viewer): the
    focus back on the step button pressed (its ``data-step``; at the end Next stays focused
    and does nothing). On a phone the focus alone left the step's words and cards below the
    screen, so the stepper's top comes into sight when it opens, and after each step its
    words, by the least scroll."""
    target = box.querySelector("[data-step='%s']" % focus)
    if target is not None:
        target.focus(to_js({"preventScroll": opening}))
    if opening:
        box.scrollIntoView(to_js({"block": "start"}))
    else:
        reveal(box.querySelector(".stepper__now") or box.querySelector(".stepper__status"))


def step_key(event, step_for_key):
    """The step a key pressed on a stepper's buttons makes (``stepper.step_for_key``), its
    default action stopped (Home and End would scroll the page), or None: the lessons'
    deals and the record viewer read keys alike."""
    target = event.target
    if target is None or event.altKey or event.ctrlKey or event.metaKey or target.closest(".stepper__controls") is None:
        return None
    name = step_for_key(str(event.key))
    if name is not None:
        event.preventDefault()
    return name


def focus_key(element):
    """A selector that finds ``element`` again after a redraw (the tables' test hooks:
    ``data-card``, ``data-setting``, ``data-option``, ``data-action`` with its value), or None."""
    if element is None:
        return None
    if element.getAttribute("data-card"):
        return "button[data-card='%s']" % element.getAttribute("data-card")
    for name in ("data-setting", "data-option"):
        value = element.getAttribute(name)
        if value:
            return "[%s='%s']" % (name, value)
    action = element.getAttribute("data-action")
    if action:
        value = element.getAttribute("data-value")
        if value is not None:
            return "[data-action='%s'][data-value='%s']" % (action, value.replace("'", "\\'"))
        return "[data-action='%s']" % action
    ident = element.getAttribute("id")  # a menu or a box of the settings ("#gt-game"), not a status line
    if ident and element.tagName in ("SELECT", "INPUT", "TEXTAREA"):
        return "#" + ident
    return None


def form_choices(root, selector):
    """[(id, value, checked)] of the named controls with an id in the form ``selector``
    finds in ``root`` (none if there is no such form): what the learner has chosen there,
    to be put back by ``keep_choices`` after a redraw that renders the form afresh."""
    form = root.querySelector(selector)
    if form is None:
        return []
    found = []
    for item in elements(form, "select[id], input[id]"):  # (a select has no "checked": MicroPython's proxy raises)
        box = item.tagName == "INPUT" and item.type in ("checkbox", "radio")
        found.append((item.id, item.value, item.checked if box else False))
    return found


def keep_choices(root, choices):
    """Put ``form_choices`` back into the redrawn page: each control found again by its id
    takes its value (a menu only if the value is still one of its options)."""
    for ident, value, checked in choices:
        item = root.querySelector("#" + ident)
        if item is None:
            continue
        if item.tagName == "SELECT":
            if item.querySelector("option[value='%s']" % value.replace("'", "\\'")) is not None:
                item.value = value
        elif item.type in ("checkbox", "radio"):
            item.checked = checked
        else:
            item.value = value


# ``next_task``: a message posted to this channel resolves the oldest waiting promise.
# MicroPython's asyncio resumes every task by a timer, and a timer set from a timer's
# task waits >= 4 ms once nested (asyncio.sleep(0.001): ~4 ms a turn in Chromium); set
# from a message's task it does not (~0.3-1 ms a turn, measured on a bare page).
_turns = []
_channel = []


def _turn_message(event):
    _turns.pop(0)(None)


def _turn_executor(resolve, reject):
    if not _channel:
        _channel.append(window.MessageChannel.new())
        _channel[0].port1.onmessage = create_proxy(_turn_message)
        _kept.append(_channel[0].port1.onmessage)
    _turns.append(resolve)
    _channel[0].port2.postMessage(0)


_turn_executor_proxy = create_proxy(_turn_executor)


async def next_task():
    """Go on in a fresh browser task (input and a due frame may come first; no timer's
    minimum delay). The pages' engine loaders and game loops yield with it."""
    await window.Promise.new(_turn_executor_proxy)


# Modules are imported in one browser task until it has lasted this long: most take a few
# ms, and a task each made a loading page wait for dozens of turns of its busy loop.
IMPORT_TASK_MS = 30


async def import_in_tasks(names, task_ms=IMPORT_TASK_MS, done=None):
    """Import the modules ``names`` in order (each after what it imports: an engine pack's
    order), a fresh browser task once one has lasted ``task_ms`` (None: all in this task).
    ``done``: the set of names already imported, kept up to date, for loaders that may run
    at once (each module is imported once)."""
    began = window.performance.now()
    for name in names:
        if done is not None and name in done:
            continue
        if task_ms is not None and window.performance.now() - began > task_ms:
            await next_task()
            began = window.performance.now()
            if done is not None and name in done:
                continue
        __import__(name)
        if done is not None:
            done.add(name)
