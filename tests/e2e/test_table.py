"""The practice table in a real Chromium: a whole partie by keyboard at phone size, a deal
by mouse against the strongest level with the review, the record it downloads replayed
by the command line, a deal offline, saving, links, the record viewer, and axe.

Test hooks used (kept exactly for checks outside the project too): the table's root has
``data-phase``; cards the learner can act on are ``button[data-card]``; other actions are
buttons with ``data-action``; ``data-total="elder"`` / ``"younger"`` hold the deal totals.
"""

import json
import os
import re
import tempfile
import subprocess
import sys
import time
from pathlib import Path

import pytest

from _axe import axe_violations
from conftest import ROVE_KEYS, PageWatch, tab_stops
from piquet_core.record import load
from sitegen.server import serve_in_thread

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
# Screenshots to look at (phone and desktop, light and dark): outside _site, which a build replaces.
SHOTS = Path(os.environ.get("TABLE_SHOTS", Path(tempfile.gettempdir()) / "table-shots"))
TABLE_READY = "body[data-table=ready]"
# Idle: the computer has moved and the keyboard focus is where the table puts it.
IDLE = ("() => { const host = document.getElementById('table-host'); "
        "return host.dataset.busy !== 'true' && host.dataset.focusing !== 'true'; }")
# Long tasks on the main thread, from page start (PerformanceObserver, buffered).
LONG_TASKS = """
window.__long = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
}).observe({type: "longtask", buffered: true});
"""
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


def shot(name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS / name


def phase(page):
    return page.locator("#table").get_attribute("data-phase")


def idle(page, timeout=60_000):
    try:
        page.wait_for_function(IDLE, timeout=timeout)
    except Exception:
        page.screenshot(path=str(shot("table-stuck.png")), full_page=True)
        raise


def open_table(page, base, hash_text=""):
    page.goto(base + "practice.html" + hash_text)
    page.wait_for_selector(TABLE_READY, timeout=60_000)


def learner_total(page):
    box = page.locator(".score--you [data-total]")
    return box.get_attribute("data-total"), int(box.text_content())


def totals(page):
    return int(page.locator("[data-total=elder]").text_content()), int(page.locator("[data-total=younger]").text_content())


def long_tasks_since(page, start):
    return [task for task in page.evaluate("window.__long") if task[0] >= start]


# ----- keyboard -------------------------------------------------------------------------------


def key_to(page, selector, limit=80):
    """Move the focus with Tab (then Shift+Tab) until it is on an element matching selector."""
    matches = "(s) => !!document.activeElement && document.activeElement.matches(s)"
    for key in ("Tab", "Shift+Tab"):
        for _ in range(limit):
            if page.evaluate(matches, selector):
                return
            page.keyboard.press(key)
    raise AssertionError("the keyboard cannot reach %s (focus on %s)" % (
        selector, page.evaluate("document.activeElement && document.activeElement.outerHTML.slice(0, 120)")))


def card_to(page, selector):
    """Tab to the hand (one Tab stop), then the arrow keys until the card matching selector."""
    key_to(page, "button[data-card]")
    for _ in range(13):
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError("the arrow keys cannot reach %s" % selector)


def press(page, selector, key="Enter"):
    (card_to if selector.startswith("button[data-card") else key_to)(page, selector)
    page.keyboard.press(key)
    idle(page)


def setup_by_keyboard(page, level=None, pace="fast", counting=True):
    if level:
        key_to(page, "#setup-level")
        page.select_option("#setup-level", level)  # a select's value: the keyboard's arrows do this
    key_to(page, "#table-setup select[data-setting=pace]")
    page.select_option("#table-setup select[data-setting=pace]", pace)
    if counting:
        press(page, "#table-setup input[data-setting=counting]", "Space")
        assert page.locator("#table-setup input[data-setting=counting]").is_checked()


def learner_turn_by_keyboard(page, state):
    """One decision by keyboard alone; returns False when there is nothing to do."""
    now = phase(page)
    if page.locator("form[data-form=say-total]").count():
        role, total = learner_total(page)
        state["counts"] += 1
        wrong = state["counts"] == 3
        press(page, "form[data-form=say-total] input[name=total]", "Home")
        page.keyboard.type(str(total + 5 if wrong else total))
        page.keyboard.press("Enter")
        idle(page)
        message = page.locator("#table-message").inner_text()
        if wrong:
            assert message.startswith("Not quite") and str(total) not in message or "\u201c" in message, message
            state["corrected"] = True
        return True
    if now == "cut":
        press(page, "[data-action=cut]" if page.locator("[data-action=cut]").count() else "[data-action=next-deal]")
        return True
    if now == "deal-over":
        assert page.locator(".review").is_visible()
        if not state.get("review_read"):  # once: the coach's review comes from the worker
            page.wait_for_selector(".review__table tbody td", timeout=60_000)
            # At phone size each decision of the review is a block of lines, not five narrow columns.
            width = page.evaluate("document.querySelector('.review__table tbody td').getBoundingClientRect().width")
            assert width > 250, "the review's 'You' column is %dpx wide" % width
            state["review_read"] = True
        press(page, ".over [data-action=next-deal]")
        return True
    if now == "carte-blanche" and page.locator(".prompt [data-action=move]").count():
        press(page, ".prompt [data-action=move]")
        return True
    if now == "exchange" and page.locator("button[data-card]").count():
        press(page, "button[data-card]", "Space")
        assert page.locator("button[data-card][aria-pressed=true]").count() == 1
        press(page, "[data-action=exchange]:not([aria-disabled])")
        return True
    if now == "trumps" and page.locator("[data-action^=trumps-]").count():  # CardParade, after the exchange
        press(page, "[data-action^=trumps-]")
        return True
    if now == "declaration" and page.locator(".options [data-action=move]").count():
        press(page, ".options [data-action=move]")
        return True
    if now == "play" and page.locator("button[data-card][data-legal=true]").count():
        press(page, "button[data-card][data-legal=true]")
        return True
    return False


def test_a_whole_partie_by_keyboard_at_phone_size(browser, site_url, tmp_path):
    context = browser.new_context(**PHONE, accept_downloads=True)
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    page.on("console", lambda msg: print("CONSOLE", msg.type, msg.text[:300]))
    open_table(page, site_url)
    setup_by_keyboard(page, level="random")
    press(page, "[data-action=new-partie]")
    page.wait_for_selector("#table[data-phase=cut]")
    state = {"counts": 0, "corrected": False}
    seen = set()
    for _ in range(3000):
        idle(page)
        now = phase(page)
        seen.add(now)
        owed = page.locator("form[data-form=say-total]").count()
        if now == "partie-over" and not owed:
            break
        if now == "partie-over":  # his last total first: the settlement would give it away
            assert "Say your total above to see the result." in page.locator(".settlement").inner_text()
        if not learner_turn_by_keyboard(page, state):
            page.wait_for_timeout(50)
    assert phase(page) == "partie-over"
    assert {"cut", "exchange", "declaration", "play", "deal-over"} <= seen
    assert state["corrected"], "a wrong count was corrected at once"
    settlement = page.locator(".settlement").inner_text()
    you, them = int(page.locator("[data-partie-total=you]").text_content()), int(
        page.locator("[data-partie-total=computer]").text_content())
    assert re.search(r"%d [+\u2212] %d \+ 100 = \d+" % (max(you, them), min(you, them)), settlement), settlement
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, "the table is %dpx wide at phone size" % width
    page.screenshot(path=str(shot("table-phone-partie-over.png")), full_page=True)
    # The whole partie downloaded (by keyboard) replays to the totals and settlement shown.
    with page.expect_download() as info:
        press(page, "[data-action=download-partie]")
    path = tmp_path / "partie.pqt"
    info.value.save_as(path)
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path), "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    replayed = json.loads(out.stdout)
    assert replayed["totals"] == {"player 1": you, "player 2": them}
    assert "= %d" % replayed["result"]["points"] in settlement
    watch.assert_clean()
    context.close()


FOCUSED = "() => document.activeElement && (document.activeElement.dataset.card || document.activeElement.dataset.action || '')"


# Frames that come late, as on a loaded machine: the computer's reply (which waits at most
# PAINT_WAIT_MS for a frame) is then drawn before the focus that the learner's move asked for.
LATE_FRAMES = """
(() => { const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => setTimeout(() => frame(callback), 150); })();
"""


@pytest.mark.parametrize("frames", ["on time", "late"])
def test_after_the_computer_moves_the_focus_is_back_on_the_learners_decision(browser, site_url, frames):
    """A keyboard learner never has to look for his turn: after the computer's move the focus
    is on the control he last used (the coach's move), or on a card he may play, also when
    the browser's frames come late (a loaded machine)."""
    context = browser.new_context(**PHONE)
    if frames == "late":
        context.add_init_script(LATE_FRAMES)
    page = context.new_page()
    open_table(page, site_url)
    setup_by_keyboard(page, level="club", counting=False)
    press(page, "#setup-seed", "End")
    page.keyboard.type("2026")  # even: the learner is elder
    press(page, "[data-action=new-deal]")
    page.wait_for_selector("#table[data-phase=exchange]")
    assert page.evaluate(FOCUSED) != "download-record", "the exchange starts on the learner's cards"
    checked = {"coach": 0, "card": 0}
    for _ in range(80):
        idle(page)
        page.wait_for_timeout(100)
        idle(page)
        if phase(page) == "deal-over":
            break
        if not page.locator("[data-action=coach-move]").count():
            continue
        focused = page.evaluate(FOCUSED)
        if phase(page) == "play" and checked["coach"] >= 3:
            if checked["card"]:  # the learner's last act was a card: he is on a card he may play
                assert page.locator("button[data-card][data-legal=true]:focus").count() == 1, focused
            else:
                key_to(page, "button[data-card][data-legal=true]")
            checked["card"] += 1
            page.keyboard.press("Enter")  # plays the focused card
            continue
        if checked["coach"]:
            assert focused == "coach-move", focused
        checked["coach"] += 1
        press(page, "[data-action=coach-move]")
    assert checked["coach"] >= 3 and checked["card"] >= 3, checked
    context.close()


def counted_deal_by_keyboard(browser, site_url):
    """(context, page): a phone, one deal of seed 2026 counted aloud, set up by keyboard
    (even: the learner is elder, who leads and counts first)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url)
    setup_by_keyboard(page, level="random", counting=True)
    press(page, "#setup-seed", "End")
    page.keyboard.type("2026")
    press(page, "[data-action=new-deal]")
    page.wait_for_selector("#table[data-phase=exchange]")
    return context, page


def count_prompts(page):
    """Plays the deal by the coach's moves, stopping at each total to say (the caller
    answers it) until the deal is over."""
    for _ in range(120):
        idle(page)
        if phase(page) == "deal-over":
            return
        if page.locator("form[data-form=say-total]").count():
            yield
        elif page.locator("[data-action=coach-move]").count():
            press(page, "[data-action=coach-move]")


def test_a_total_to_say_takes_the_focus_after_the_coachs_move(browser, site_url):
    """Counting aloud by keyboard: after "Let the coach play this" the focus went on to "Let
    the coach say it" (the same action) when his card made a total to say, so the digits he
    typed were lost and Enter had the coach say it. The total's box takes the focus."""
    context, page = counted_deal_by_keyboard(browser, site_url)
    asked = 0
    for _ in count_prompts(page):
        assert page.evaluate("document.activeElement.name") == "total", page.evaluate(FOCUSED)
        asked += 1
        page.keyboard.type(str(learner_total(page)[1]))
        page.keyboard.press("Enter")
        if asked >= 3:
            break
    assert asked >= 3, asked
    context.close()


def test_after_the_coach_says_a_total_the_focus_is_not_on_the_coachs_next_button(browser, site_url):
    """By keyboard, after "Let the coach say it" the focus went to "Let the coach play
    this" (the same action), and a second Enter gave the next decision to the coach (a
    walk-through). A count is a question answered: the focus goes on to the decision."""
    context, page = counted_deal_by_keyboard(browser, site_url)
    checked = 0
    for _ in count_prompts(page):
        press(page, ".prompt--count [data-action=coach-move]")
        page.wait_for_timeout(200)  # (the focus comes after the draw)
        if page.locator("form[data-form=say-total]").count():
            continue  # the next total of the same move: its box has the focus
        if page.locator("button[data-card][data-legal=true], .options button").count():
            focused = page.evaluate(FOCUSED)
            assert focused not in ("coach-move", "hint"), focused
            checked += 1
            if checked >= 2:
                break
    assert checked >= 2, checked
    context.close()


# Records each card that takes the focus while it is the only one he may play: with "Play
# forced cards for me" on, such a card is played for him, so the focus must not go to it.
WATCH_FORCED_FOCUS = """
window.__forcedFocus = [];
document.addEventListener("focusin", (event) => {
  const card = event.target.closest && event.target.closest("button[data-card]");
  if (card && document.querySelectorAll("button[data-card][data-legal=true]").length === 1
      && card.dataset.legal === "true") window.__forcedFocus.push(card.dataset.card);
}, true);
"""


def test_the_focus_never_goes_to_a_card_about_to_be_played_for_him(browser, site_url):
    """An audit saw the focus go to the last card for a third of a second, read out as a
    button, before the table played it for the learner (auto-play of forced cards)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=4242&you=elder&level=random")
    page.evaluate(WATCH_FORCED_FOCUS)
    idle(page)
    for _ in range(80):
        if phase(page) == "deal-over":
            break
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count() > 1:
            press(page, "button[data-card][data-legal=true]")  # his card, by keyboard: the focus stays in the hand
        elif page.locator("[data-action=coach-move]").count():
            press(page, "[data-action=coach-move]")
        else:
            idle(page)
    assert phase(page) == "deal-over"
    page.wait_for_timeout(300)
    assert page.evaluate("window.__forcedFocus") == []
    context.close()


def test_undo_in_the_play_puts_the_focus_back_on_the_decision_taken_back(browser, site_url):
    """Undo in the exchange sent the focus to the hand (Undo is gone there), in the play it
    left it on Undo: Shift+Tab twice then reached Hint, not the card to choose again (a
    walk-through). Undo now goes to the decision, as "Back to here" does."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=12&you=elder&level=random")
    idle(page)
    state = {"counts": 0}
    for _ in range(40):
        if phase(page) == "play" and page.locator(".felt .trick").count() and \
                page.locator("button[data-card][data-legal=true]").count():
            break
        if not learner_turn_by_keyboard(page, state):
            idle(page)
    press(page, "button[data-card][data-legal=true]")  # a card in the play, then taken back
    cards = page.locator("button[data-card]").count()
    press(page, "[data-action=undo]")
    page.wait_for_timeout(150)  # (the focus comes after the draw)
    assert page.locator("button[data-card]").count() == cards + 1
    assert page.evaluate("document.activeElement.matches('button[data-card]')"), page.evaluate(FOCUSED)
    context.close()


def test_a_new_question_gets_the_focus_not_a_control_of_the_same_name(browser, site_url):
    """A walk-through by keyboard: after "Start a partie" the focus was on "New game" (same
    action, in the tools), and after "Good" to one call on "Good" to the next, not on the
    new question's first answer (Enter there conceded three aces)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url)
    setup_by_keyboard(page, level="club", counting=False)
    press(page, "[data-action=new-partie]")
    page.wait_for_selector("#table[data-phase=cut]")
    assert page.evaluate(FOCUSED) == "cut"
    # Seed 7, younger, his hand kept: he answers Good, then is asked about three kings and aces.
    open_table(page, site_url, "#deal=7&you=younger&level=club")
    idle(page)
    press(page, "[data-action=exchange]")
    asked = 0
    for _ in range(12):
        idle(page)
        page.wait_for_timeout(100)
        idle(page)
        if phase(page) != "declaration":
            break
        values = page.evaluate("() => [...document.querySelectorAll('.prompt [data-action=move]')]"
                               ".map(b => b.dataset.value)")
        if not values:
            continue
        if asked:
            assert page.evaluate("() => document.activeElement.matches('.prompt [data-autofocus]')"), (
                values, page.evaluate(FOCUSED))
        asked += 1
        press(page, "[data-action=move][data-value=good]" if "good" in values else "[data-autofocus]")
    assert asked >= 2
    context.close()


def test_a_cardparade_deal_by_keyboard_at_phone_size(browser, site_url):
    """CardParade chosen in the settings; as elder the learner names trumps before his
    exchange by keyboard; the trump suit is on the table; a card that breaks the rule
    of the play is refused with it; the club (on the page's thread) plays its side."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_table(page, site_url)
    key_to(page, "#setup-base")
    page.select_option("#setup-base", "cardparade")  # a select's value: the keyboard's arrows do this
    setup_by_keyboard(page, level="club", counting=False)
    press(page, "#setup-seed", "End")
    page.keyboard.type("2026")  # even: the learner is elder
    press(page, "[data-action=new-deal]")
    page.wait_for_selector("#table[data-phase=exchange]")
    assert "CardParade" in page.locator(".table__game").inner_text()
    assert page.locator("[data-action=announce-capot]").count() == 1
    press(page, "[data-action=trumps-H]")
    page.wait_for_selector(".centre__trumps[data-trumps=H]")
    assert page.locator("[data-action^=trumps-]").count() == 0
    state = {"counts": 0, "corrected": False}
    refused = None
    for _ in range(400):
        idle(page)
        now = phase(page)
        if now == "deal-over":
            break
        if now == "play" and refused is None and page.locator("button[data-card][data-legal=false]").count():
            rule = page.locator("#illegal-note").inner_text()
            before = totals(page)
            press(page, "button[data-card][data-legal=false]")
            message = page.locator("#table-message").inner_text()
            assert ("must trump" if "must trump" in rule else "must follow suit") in message, (rule, message)
            assert totals(page) == before
            refused = message
            continue
        if not learner_turn_by_keyboard(page, state):
            page.wait_for_timeout(50)
    assert phase(page) == "deal-over" and refused is not None
    assert "Hearts are trumps." in page.locator("#table .said__lines").inner_text()
    assert page.locator(".review").is_visible()
    page.screenshot(path=str(shot("table-phone-cardparade-over.png")), full_page=True)
    watch.assert_clean()
    context.close()


# ----- mouse, against the strongest level, with the review and the record --------------------


def strongest_level(page):
    return page.locator("#setup-level option").last.get_attribute("value")


def learner_turn_by_mouse(page, state):
    now = phase(page)
    if now == "carte-blanche" and page.locator(".prompt [data-action=move]").count():
        page.locator(".prompt [data-action=move]").first.click()
        return True
    if now == "exchange" and page.locator("button[data-card]").count():
        button = page.locator("[data-action=exchange]")
        if button.get_attribute("aria-disabled") == "true" and not state.get("too_soon"):
            why = button.get_attribute("data-why")  # pressed before marking: the table says why it will not go
            button.click(force=True)  # (aria-disabled: Playwright would wait for it to be enabled; a learner can press it)
            idle(page)
            assert why and why in page.locator("#table-message").inner_text()
            state["too_soon"] = True
        cards = page.locator("button[data-card]")
        cards.nth(0).click()
        idle(page)
        cards.nth(1).click()
        idle(page)
        assert page.locator("button[data-card][aria-pressed=true]").count() == 2
        page.locator("[data-action=exchange]").click()
        return True
    if now == "declaration" and page.locator(".options [data-action=move]").count():
        if not state["hinted"]:
            page.locator("[data-action=hint]").click()
            idle(page)
            page.wait_for_selector(".hint")
            assert "Coach:" in page.locator(".hint").inner_text()
            page.locator("[data-action=follow]").click()
            state["hinted"] = True
            return True
        page.locator(".options [data-action=move]").first.click()
        return True
    if now == "play" and page.locator("button[data-card][data-legal=true]").count():
        illegal = page.locator("button[data-card][data-legal=false]")
        if illegal.count() and not state["refused"]:
            before = totals(page)
            illegal.first.click(force=True)  # (aria-disabled: Playwright would wait for it to be enabled)
            idle(page)
            page.wait_for_selector("#table-message.message--error")
            assert "must follow suit" in page.locator("#table-message").inner_text()
            assert totals(page) == before
            state["refused"] = True
            return True
        if not state["undone"] and state["played"] == 3:
            page.locator("[data-action=undo]").click()
            idle(page)
            assert "Choose again" in page.locator("#table-message").inner_text()
            state["undone"] = True
        page.locator("button[data-card][data-legal=true]").first.click()
        state["played"] += 1
        return True
    return False


def play_deal_by_mouse(page, state):
    for _ in range(400):
        idle(page, timeout=120_000)
        if phase(page) in ("deal-over", "partie-over"):
            return
        if not learner_turn_by_mouse(page, state):
            page.wait_for_timeout(50)
    raise AssertionError("the deal did not end")


FREEZE_MS = 1000


def test_a_deal_by_mouse_at_desktop_against_the_strongest_level(browser, site_url, tmp_path):
    context = browser.new_context(accept_downloads=True, **DESKTOP)
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_table(page, site_url)
    level = strongest_level(page)
    page.select_option("#setup-level", level)
    page.fill("#setup-seed", "2026")
    page.locator("[data-action=new-deal]").click()
    page.wait_for_selector("#table[data-phase]:not([data-phase=setup])")
    idle(page)
    start = page.evaluate("performance.now()")  # from here the computer thinks, in the worker
    state = {"hinted": False, "refused": False, "undone": False, "played": 0}
    play_deal_by_mouse(page, state)
    assert phase(page) == "deal-over"
    assert state["hinted"] and state["undone"] and state["too_soon"]
    # The review: both hands, each decision beside the coach's, the solver's value.
    review = page.locator(".review")
    assert review.is_visible()
    assert review.locator(".hand").count() == 4
    page.wait_for_function("() => !document.querySelector('.review__solver') || "
                           "!document.querySelector('.review__solver').textContent.includes('looking')",
                           timeout=120_000)
    rows = review.locator(".review__table tbody tr")
    assert rows.count() >= 10
    shown = totals(page)
    tasks = long_tasks_since(page, start)
    print("level", level, "long tasks during the deal (start ms, duration ms):", tasks, page.evaluate("document.body.dataset.marks"))
    # Never frozen. The 200 ms target is measured on a quiet machine by scripts/bench_table.py;
    # here the test machine may be shared, so the gate is a freeze, not the target.
    assert [task for task in tasks if task[1] > FREEZE_MS] == []
    # The record downloaded replays with the command line to the totals shown.
    with page.expect_download() as info:
        page.locator("[data-action=download-record]").click()
    path = tmp_path / "deal.pqt"
    info.value.save_as(path)
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", str(path), "--json"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)["result"]
    assert (result["totals"]["elder"], result["totals"]["younger"]) == shown
    # "Try this decision again" goes back into the deal at that decision (a forced one, such
    # as seed 2026's third, "No sequence" with nothing to call, offers none).
    review.locator("[data-action=retry]").nth(2).click()
    idle(page)
    assert phase(page) not in ("deal-over", "partie-over")
    assert "Choose again" in page.locator("#table-message").inner_text()
    page.screenshot(path=str(shot("table-desktop-retry.png")), full_page=True)
    watch.assert_clean()
    context.close()


# ----- offline ---------------------------------------------------------------------------------


def worker_is_ready(page):
    """The practice worker has started; if it failed, the reason the page gave."""
    page.wait_for_selector("body[data-worker]", timeout=120_000)
    assert page.locator("body").get_attribute("data-worker") == "ready", page.locator("#table-notice").inner_text()


def test_a_deal_offline_with_every_off_origin_request_blocked(browser, built_site):
    course, folder = built_site
    server, url = serve_in_thread(folder)
    context = browser.new_context(**DESKTOP)
    off_origin = []

    def guard(route):
        if not route.request.url.startswith(url.rstrip("/")):
            off_origin.append(route.request.url)
            return route.abort()
        return route.continue_()

    context.route("**/*", guard)
    page = context.new_page()
    try:
        open_table(page, url)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
        worker_is_ready(page)
    finally:
        server.shutdown()
        server.server_close()
    context.set_offline(True)
    page.reload()
    page.wait_for_selector(TABLE_READY, timeout=60_000)
    level = strongest_level(page)
    page.select_option("#setup-level", level)
    page.select_option("#table-setup select[data-setting=pace]", "fast")
    page.locator("[data-action=new-deal]").click()
    for _ in range(600):
        idle(page, timeout=120_000)
        if phase(page) == "deal-over":
            break
        page.locator("[data-action=coach-move]").first.click()
    assert phase(page) == "deal-over"
    worker_is_ready(page)
    assert off_origin == []
    context.close()


def test_offline_before_the_practice_page_was_ever_opened_says_how_the_expert_is_kept(browser, built_site):
    """A walk-through visited the home page online, went offline and opened the practice
    page: "The expert could not be loaded (Failed to fetch ... pyodide_watch.mjs) ... Reload
    the page to try again", which no reload offline could do."""
    course, folder = built_site
    server, url = serve_in_thread(folder)
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    try:
        page.goto(url + "index.html")
        page.wait_for_selector("body[data-python=ready]")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30_000)
    finally:
        server.shutdown()
        server.server_close()
    context.set_offline(True)
    page.goto(url + "practice.html")
    page.wait_for_selector("body[data-worker=failed]", timeout=120_000)
    notice = page.locator("#table-notice").inner_text()
    assert "saved the first time this page is opened online" in notice and "Reload the page" not in notice, notice
    # the settings say what plays for the expert (a walk-through offline saw it offered as ever)
    page.wait_for_function("() => { const o = document.querySelector('#table-setup option[value=expert]');"
                           " return o && o.textContent.includes('not loaded here'); }", timeout=30_000)
    context.close()


# ----- the worker cannot be loaded --------------------------------------------------------------

WASM = "**/vendor/pyodide/pyodide.asm.wasm"


def tricks_done(page):
    text = page.locator(".centre__tricks").inner_text()
    return sum(int(number) for number in re.findall(r"\d+", text))


@pytest.mark.parametrize("how", ["404", "abort", "stalled"])
def test_a_worker_that_cannot_load_is_said_within_10_s_and_the_club_plays(browser, site_url, how):
    """Pyodide's WebAssembly answers 404, the connection fails, or it never arrives (the
    network stopped): Pyodide alone would never settle. Within 10 s of the failure the page
    says the expert could not be loaded, and the club player plays in its place."""
    context = browser.new_context(**DESKTOP)
    asked = []

    def fail(route):
        asked.append(time.monotonic())
        if how == "404":
            route.fulfill(status=404, body="not here")
        elif how == "abort":
            route.abort("connectionreset")
        # stalled: never answered

    context.route(WASM, fail)
    page = context.new_page()
    open_table(page, site_url)
    level = strongest_level(page)
    assert level == "expert"
    page.select_option("#setup-level", level)
    page.select_option("#table-setup select[data-setting=pace]", "fast")
    page.fill("#setup-seed", "2026")
    page.locator("[data-action=new-deal]").click()
    page.wait_for_selector("body[data-worker]", timeout=60_000)
    seen = time.monotonic()
    assert page.locator("body").get_attribute("data-worker") == "failed"
    assert asked, "the worker never asked for its WebAssembly"
    print(how, "said %.1f s after the WebAssembly was asked for" % (seen - asked[0]),
          page.evaluate("document.body.dataset.marks"))
    assert seen - asked[0] < 10
    notice = page.locator("#table-notice")
    assert notice.is_visible()
    words = notice.inner_text()
    assert "The expert could not be loaded" in words and "the club level plays instead" in words, words
    # The table goes on against the club player: to the play, a hint, then cards.
    for _ in range(40):
        idle(page)
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count():
            break
        page.locator("[data-action=coach-move]").first.click()
    assert phase(page) == "play"
    page.locator("[data-action=hint]").click()
    idle(page)
    assert "Coach:" in page.locator(".hint").inner_text()
    for _ in range(3):
        card = page.locator("button[data-card][data-legal=true]").first.get_attribute("data-card")
        page.locator("button[data-card='%s']" % card).click()
        idle(page)
        assert page.locator("button[data-card='%s']" % card).count() == 0
        if tricks_done(page) >= 1:
            break
    assert tricks_done(page) >= 1, "the computer did not answer"
    assert "could not be loaded: the club player plays instead" in page.locator(".message__note").inner_text()
    assert page.locator("#table-message.message--error").count() == 0
    page.screenshot(path=str(shot("table-worker-failed-%s.png" % how)), full_page=True)
    context.close()


def dealt_with_the_worker_held(browser, site_url, level, seed, younger=False):
    """(context, page, held): one deal at ``level`` (fast pace) on a desktop page whose
    worker's WebAssembly is held back (the requests kept in ``held``, to let through)."""
    context = browser.new_context(**DESKTOP)
    held = []
    context.route(WASM, lambda route: held.append(route))
    page = context.new_page()
    open_table(page, site_url)
    page.select_option("#setup-level", level)
    page.select_option("#table-setup select[data-setting=pace]", "fast")
    page.fill("#setup-seed", seed)
    if younger:
        page.locator("#table-setup input[name=seat][value=younger]").check()
    page.locator("[data-action=new-deal]").click()
    return context, page, held


def test_the_coachs_move_asked_before_the_coach_is_loaded_waits_for_it(browser, site_url):
    """A walk-through pressed "Let the coach play this" before the coach had loaded: the rule
    of thumb's move (one card exchanged) was made without a word, and the review charged it
    to him as an 18.6-point mistake. The table now says the coach is coming and makes the
    full coach's move once it is there."""
    context, page, held = dealt_with_the_worker_held(browser, site_url, "club", "9050")
    idle(page)
    if page.locator(".prompt [data-action=move]").count():  # (carte blanche: keep quiet)
        page.locator(".prompt [data-action=move]").last.click()
        idle(page)
    page.wait_for_selector("#table[data-phase=exchange] [data-action=coach-move]", timeout=60_000)
    page.locator("[data-action=coach-move]").first.click()
    page.wait_for_selector(".message__note:has-text('The coach is getting ready')")
    assert not held or page.locator("body").get_attribute("data-worker") is None
    page.wait_for_timeout(1_000)
    assert phase(page) == "exchange" and page.locator("[data-action=coach-move]").count()  # nothing made yet
    for route in held:
        route.continue_()
    context.unroute(WASM)
    page.wait_for_function("() => document.querySelector('#table').dataset.phase !== 'exchange' || "
                           "!document.querySelector('[data-action=coach-move]')", timeout=120_000)
    assert page.locator("body").get_attribute("data-worker") == "ready"
    assert "The coach is getting ready" not in page.locator("#table").inner_text()
    assert "rule of thumb" not in page.locator("#table").inner_text()
    context.close()


# How long the table waits for the expert's worker (one source: the glue's constant).
EXPERT_WAIT_S = float(re.search(r"^EXPERT_WAIT_S = ([0-9.]+)", (ROOT / "site/py/table_remote.py").read_text(), re.M).group(1))
# When the page's body first said its worker's state (``data-worker``), page clock, ms.
WORKER_TIMED = """
new MutationObserver((changes, observer) => {
  if (document.body.dataset.worker) { window.__workerAt = performance.now(); observer.disconnect(); }
}).observe(document.body, {attributes: true, attributeFilter: ["data-worker"]});
"""


def test_the_expert_chosen_makes_the_first_move_when_its_worker_is_ready_a_few_seconds_late(browser, site_url):
    """A quick learner as younger met the club's exchange, not the expert's he had chosen:
    the worker was ready 5-7 s after the page opened, and the club stood in at once. The
    table now waits for it a while, saying so (Undo and the rest still work), and the
    expert makes the move. (A loaded CI machine once took longer than the wait to start
    the worker once let through: the club then stands in, as designed, and says so; the
    test checks whichever the clock says is due.)"""
    context, page, held = dealt_with_the_worker_held(browser, site_url, "expert", "2026", younger=True)
    page.evaluate(WORKER_TIMED)
    page.wait_for_selector(".prompt--waiting:has-text('The expert is getting ready')")
    waiting_since = page.evaluate("performance.now()")
    page.wait_for_timeout(500)
    assert "stands in" not in page.locator("#table").inner_text()  # nothing made by the club meanwhile
    assert len(saved_moves(page)) == 0
    for route in held:
        route.continue_()
    context.unroute(WASM)
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('piquet-table')) || {current: []}).current.length > 0",
                           timeout=60_000)
    idle(page)
    page.wait_for_function("() => window.__workerAt !== undefined", timeout=60_000)
    ready_after_s = (page.evaluate("window.__workerAt") - waiting_since) / 1000
    assert "The expert is getting ready (loading" not in page.locator("#table").inner_text()
    assert saved_moves(page)[0].startswith("elder:exchange")
    stood_in = json.loads(page.evaluate("localStorage.getItem('piquet-table')")).get("stood_in", [])
    if ready_after_s < EXPERT_WAIT_S - 1:  # (the wait began a little before its words were seen)
        assert page.locator("body").get_attribute("data-worker") == "ready"
        assert "stands in" not in page.locator("#table").inner_text()
        assert stood_in == []
    elif ready_after_s > EXPERT_WAIT_S:
        assert stood_in, (ready_after_s, stood_in)
    context.close()


# ----- saving, links, the record viewer --------------------------------------------------------


def test_a_partie_survives_a_reload_and_bad_saves_reset_with_a_notice(page, site_url, watch):
    open_table(page, site_url)
    page.select_option("#table-setup select[data-setting=pace]", "fast")
    page.locator("[data-action=new-partie]").click()
    page.locator("[data-action=cut]").click()
    page.locator("[data-action=next-deal]").click()
    for _ in range(6):
        idle(page)
        page.locator("[data-action=coach-move]").first.click()
    idle(page)
    before = (phase(page), totals(page), page.locator(".table__title").inner_text(),
              page.locator("#table .said__lines").inner_text())
    page.reload()
    page.wait_for_selector(TABLE_READY)
    idle(page)
    after = (phase(page), totals(page), page.locator(".table__title").inner_text(),
             page.locator("#table .said__lines").inner_text())
    assert after == before
    # Text that is not JSON, and JSON with one bad field (the panel then stayed locked until
    # a reload): each resets with a notice, and the panel works.
    for text in ('{"version": 1, "kind": "partie", "seed": ', '{"version": 99, "kind": "partie", "seed": 5}'):
        page.evaluate("text => localStorage.setItem('piquet-table', text)", text)
        page.reload()
        page.wait_for_selector(TABLE_READY)
        notice = page.locator("#table-notice")
        assert notice.is_visible() and "reset" in notice.inner_text()
        assert phase(page) == "setup"
        assert page.locator("#table-setup .setup__fields").is_enabled()
    page.locator("#table-setup [data-action=new-partie]").click()
    page.wait_for_selector("#table[data-phase=cut]")
    assert "reset" not in (page.locator("#table-notice").text_content() or "")  # (it stayed over the new game)
    watch.assert_clean()


def setup_choices(page):
    form = "#table-setup "
    return (page.locator(form + "#setup-level").input_value(),
            page.locator(form + "input[data-setting=counting]").is_checked(),
            page.locator(form + "input[data-setting=feedback]").is_checked(),
            page.locator(form + "select[data-setting=pace]").input_value())


def test_new_game_and_a_reload_show_the_learners_last_settings(page, site_url, watch):
    """"New game" showed the panel with the boxes unticked, level Expert and pace Normal; a
    reload then showed the panel built with the page (the defaults) whatever was saved."""
    open_table(page, site_url)
    page.select_option("#setup-level", "club")
    page.locator("#table-setup input[data-setting=counting]").check()
    page.locator("#table-setup input[data-setting=feedback]").check()
    page.select_option("#table-setup select[data-setting=pace]", "slow")
    page.locator("#table-setup [data-action=new-partie]").click()
    page.wait_for_selector("#table[data-phase=cut]")
    idle(page)
    page.locator(".tools [data-action=new-partie]").click()  # nothing played yet: nothing to lose
    page.wait_for_selector("#table[data-phase=setup]")
    idle(page)
    assert setup_choices(page) == ("club", True, True, "slow")
    page.reload()
    page.wait_for_selector(TABLE_READY)
    idle(page)
    assert setup_choices(page) == ("club", True, True, "slow")
    assert page.locator("#table-setup .setup__fields").is_enabled()
    watch.assert_clean()


def test_an_option_ticked_on_the_panel_holds_for_a_link_opened_next(page, site_url, watch):
    """A walk-through ticked "Count aloud" on the panel, then opened a shared link: the
    link's deal started with counting off (the panel's ticks waited for its Start button)."""
    open_table(page, site_url)
    page.locator("#table-setup input[data-setting=counting]").check()
    idle(page)
    page.evaluate("location.hash = '#deal=4242&you=elder&level=random'")
    page.wait_for_selector("#table[data-phase=exchange], #table[data-phase=carte-blanche]")
    idle(page)
    for _ in range(40):  # the coach plays until the learner owes his first count
        if page.locator("form[data-form=say-total]").count():
            break
        page.locator("[data-action=coach-move]").first.click()
        idle(page)
    assert page.locator("form[data-form=say-total]").count() == 1
    page.locator(".tools__options summary").click()
    assert page.locator(".tools__options [data-setting=counting]").is_checked()
    watch.assert_clean()


def test_one_deal_as_younger_chosen_in_the_panel_by_keyboard_at_phone_size(browser, site_url):
    """Only a link (#deal=...&you=younger) could seat the learner as younger in one deal.
    Chosen in the panel by keyboard: the computer exchanges first, his box is younger's,
    and "New game" (then a reload) shows his seat and the rules again."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_table(page, site_url)
    setup_by_keyboard(page, level="club", counting=False)
    press(page, "#table-setup details.setup__variants summary")  # open the variants
    press(page, "input[name=variant][value=old_count]", "Space")
    press(page, "#setup-seed", "End")
    page.keyboard.type("2026")  # even: the old page seated him as elder
    key_to(page, "#table-setup input[name=seat]:checked")
    assert page.evaluate("document.activeElement.value") == "elder"
    page.keyboard.press("ArrowDown")  # a radio group: the arrows choose
    assert page.locator("#setup-seat-younger").is_checked()
    press(page, "[data-action=new-deal]")
    page.wait_for_selector("#table[data-phase=exchange] button[data-card]")
    idle(page)
    assert learner_total(page)[0] == "younger"
    assert page.locator(".score--you [data-total=younger]").count() == 1
    assert "Elder exchanges" in page.locator("#table .said__lines").inner_text()  # the computer first
    press(page, ".tools [data-action=new-partie]")
    press(page, "[data-action=confirm-new-game]")
    page.wait_for_selector("#table[data-phase=setup]")
    for _ in range(2):  # after "New game", then after a reload
        idle(page)
        assert page.locator("#setup-seat-younger").is_checked()
        assert page.locator("#table-setup input[name=variant][value=old_count]").is_checked()
        assert page.locator("#setup-base").input_value() == "rubicon"
        page.reload()
        page.wait_for_selector(TABLE_READY)
    watch.assert_clean()
    context.close()


def test_new_game_mid_partie_asks_in_the_page_and_keep_playing_or_escape_go_back(page, site_url, watch):
    """"New game" threw a partie in progress away at one press: it now asks in the page, the
    safe answer focused; "Keep playing" and Escape put the focus back on "New game"."""
    page.on("dialog", lambda dialog: pytest.fail("a browser dialog: %s" % dialog.message))
    open_table(page, site_url, "#partie=5&level=random")
    idle(page)
    press(page, "[data-action=cut]")
    press(page, "[data-action=next-deal]")
    now, said = phase(page), page.locator("#table .said__lines").inner_text()
    question = page.locator("#table [role=group][data-confirm]")
    new_game = "#table .tools [data-action=new-partie]"
    press(page, new_game)
    assert question.is_visible() and phase(page) == now
    label = page.locator("#" + question.get_attribute("aria-labelledby")).inner_text()
    assert label == "Abandon this partie and start a new game?"
    assert page.evaluate(FOCUSED) == "keep-playing"
    page.keyboard.press("Enter")
    idle(page)
    assert question.count() == 0 and phase(page) == now
    assert page.evaluate("(s) => document.activeElement.matches(s)", new_game)
    page.keyboard.press("Enter")  # asked again; Escape answers "Keep playing"
    idle(page)
    assert page.evaluate(FOCUSED) == "keep-playing"
    page.keyboard.press("Escape")
    idle(page)
    assert question.count() == 0 and phase(page) == now
    assert page.evaluate("(s) => document.activeElement.matches(s)", new_game)
    assert page.locator("#table .said__lines").inner_text() == said
    page.keyboard.press("Enter")
    idle(page)
    press(page, "[data-action=confirm-new-game]")
    page.wait_for_selector("#table[data-phase=setup]")
    idle(page)
    assert page.evaluate("() => document.activeElement.matches('#table-setup [data-autofocus]')")
    watch.assert_clean()


def hold_engine(page):
    """Hold the engine's pack back (the requests kept, for ``release_engine``)."""
    held = []
    page.route("**/piquet_core_practice.pack", lambda route: held.append(route))
    return held


def release_engine(page, held):
    """Let the held pack through; return once the engine has the table and the page is idle."""
    for _ in range(100):
        if held:
            break
        page.wait_for_timeout(50)
    for route in held:
        route.continue_()
    page.unroute("**/piquet_core_practice.pack")
    page.wait_for_selector(TABLE_READY)
    idle(page)


def test_a_reload_shows_the_partie_at_once_and_a_card_pressed_before_the_engine_is_played(browser, site_url):
    """The saved partie's snapshot is on the table as soon as Python is ready; a card
    pressed then is played once the engine (held back here) has restored the partie."""
    context = browser.new_context(service_workers="block")  # every request through page.route
    page = context.new_page()
    open_table(page, site_url, "#deal=4242&you=elder&level=random")
    for _ in range(40):
        idle(page)
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count():
            break
        page.locator("[data-action=coach-move]").first.click()
    assert phase(page) == "play"
    played = page.locator(".centre__tricks").inner_text()
    held = hold_engine(page)
    page.reload()
    page.wait_for_selector("body[data-python=ready]")
    assert phase(page) == "play" and page.locator("#table-host").get_attribute("data-snapshot") == "true"
    assert page.locator(".centre__tricks").inner_text() == played
    code = page.locator("button[data-card][data-legal=true]").first.get_attribute("data-card")
    page.locator("button[data-card='%s']" % code).click()
    assert page.locator(TABLE_READY).count() == 0  # pressed before the engine was there
    release_engine(page, held)
    assert page.locator(".seat--you button[data-card='%s'], .seat--you [data-card='%s']" % (code, code)).count() == 0
    assert code in page.locator("#table .said__lines").inner_html() or page.locator(
        ".trick [data-card='%s']" % code).count()
    assert page.locator("#table-host").get_attribute("data-snapshot") is None
    context.close()


# On a link's preview (``#table-host[data-snapshot=link]``, in the task that draws it): its
# regions marked, to tell later whether the engine replaced any; and, if asked, a card
# pressed in the very next task, surely before the engine is loaded.
PREVIEW_WATCH = """
new MutationObserver((changes, observer) => {
  const host = document.getElementById("table-host");
  if (!host || host.dataset.snapshot !== "link") return;
  observer.disconnect();
  host.querySelectorAll("[data-region]").forEach((region) => { region.__preview = true; });
  if (window.__pressOnPreview) setTimeout(() => {
    window.__pressedOn = host.dataset.snapshot;
    host.querySelector(window.__pressOnPreview).click();
  }, 0);
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-snapshot"]});
"""
REGIONS_REPLACED = "() => [...document.querySelectorAll('[data-region]')].filter(r => !r.__preview).map(r => r.dataset.region)"


def mark_times(page):
    return {name: float(at) for name, at in re.findall(r"([a-z-]+)@([\d.]+)", page.evaluate(
        "document.body.getAttribute('data-marks') || ''"))}


@pytest.mark.parametrize("link, first", [("#deal=4242&level=club", "exchange"), ("#partie=42&level=expert", "cut")])
def test_a_link_shows_its_first_screen_before_the_engine_and_keeps_a_card_marked_then(browser, site_url, link, first):
    """A shared link showed nothing until the whole engine was loaded. Its first screen is
    now drawn from its seed as soon as Python is ready (``linkpreview``, in a small pack
    of the page's own files), exactly as the engine then draws it: the engine replaces no
    region. A card marked
    for the exchange meanwhile stays marked, and the exchange goes on from it."""
    context = browser.new_context(**PHONE)
    context.add_init_script(PREVIEW_WATCH)
    page = context.new_page()
    page.goto(site_url + "practice.html" + link)
    page.wait_for_selector(TABLE_READY)
    idle(page)
    assert page.evaluate(REGIONS_REPLACED) == [] and phase(page) == first
    marks = mark_times(page)
    assert marks["preview"] < marks["drawn"], marks
    if first == "exchange":
        context.close()  # (a fresh browser: the same link over the deal saved would show the saved deal)
        context = browser.new_context(**PHONE)
        context.add_init_script(PREVIEW_WATCH)
        page = context.new_page()
        page.add_init_script("window.__pressOnPreview = \"button[data-card='AS']\";")
        page.goto(site_url + "practice.html" + link)
        page.wait_for_selector(TABLE_READY)
        idle(page)
        assert page.evaluate("window.__pressedOn") == "link"  # pressed before the engine had drawn
        assert page.locator("button[data-card][aria-pressed=true]").evaluate_all(
            "cards => cards.map(card => card.dataset.card)") == ["AS"]
        assert page.evaluate(REGIONS_REPLACED) == ["hand", "exchange"]  # the ace marked, the exchange allowed
        page.locator("[data-action=exchange]").click()
        idle(page)
        assert phase(page) == "declaration", phase(page)  # his exchange made with the card marked early, then younger's
    context.close()


# The regions replaced since the preview, read the moment the engine has the table.
AT_TABLE_READY = """
new MutationObserver((changes, observer) => {
  if (!document.body || document.body.dataset.table !== "ready") return;
  observer.disconnect();
  window.__replacedAtReady = [...document.querySelectorAll('[data-region]')].filter(r => !r.__preview).map(r => r.dataset.region);
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-table"]});
"""


def test_a_younger_link_shows_his_hand_before_the_engine_then_the_computer_exchanges(browser, site_url):
    """As younger the computer exchanges first: his hand is shown from the seed before the
    engine is loaded, the engine's first draw replaces nothing, then the computer
    exchanges and he has his own exchange to make."""
    context = browser.new_context(**PHONE)
    context.add_init_script(PREVIEW_WATCH + AT_TABLE_READY)
    page = context.new_page()
    page.goto(site_url + "practice.html#deal=4242&you=younger&level=club")
    page.wait_for_selector(TABLE_READY)
    assert page.evaluate("window.__replacedAtReady") == []
    marks = mark_times(page)
    assert marks["preview"] < marks["drawn"], marks
    page.wait_for_selector(".seat--you button[data-card]")  # the computer has exchanged: his turn
    assert phase(page) == "exchange" and page.locator(".seat--you button[data-card]").count() == 12
    context.close()


def test_a_links_first_screen_puts_the_keyboard_on_the_hand_before_the_engine_is_there(browser, site_url):
    """A keyboard learner who opens a link starts on his first card as soon as the link's
    first screen is shown, not once the engine has drawn it (held back here), and the
    arrow keys already move along his hand."""
    context = browser.new_context(**PHONE, service_workers="block")  # every request through page.route
    page = context.new_page()
    held = hold_engine(page)
    page.goto(site_url + "practice.html#deal=4242&level=club")
    page.wait_for_selector("#table-host[data-snapshot=link]", state="attached")
    page.wait_for_function("() => document.activeElement.matches('.seat--you button[data-card]')")
    hand = page.evaluate(HAND_CODES)
    assert page.evaluate(FOCUSED) == hand[0] and page.locator(TABLE_READY).count() == 0
    page.keyboard.press("ArrowRight")
    assert page.evaluate(FOCUSED) == hand[1]
    release_engine(page, held)
    assert page.evaluate(FOCUSED) == hand[1]  # the engine's draw left it where he put it
    context.close()


def test_an_engine_pack_that_cannot_be_downloaded_is_the_tables_failure_not_pythons(browser, site_url):
    """A link's page preloads the pack (static/startup.js), marked optional: blocked,
    Python still starts (never "could not be started") and the link's first screen is
    drawn (it does not need that pack), then the glue says the table could not be
    loaded."""
    context = browser.new_context(service_workers="block")
    context.add_init_script("""window.__python = []; new MutationObserver(() => {
      const value = document.body && document.body.dataset.python;
      if (value && value !== window.__python[window.__python.length - 1]) window.__python.push(value);
    }).observe(document, {subtree: true, attributes: true, childList: true});""")
    context.route("**/py/piquet_core_practice.pack", lambda route: route.abort())
    page = context.new_page()
    page.goto(site_url + "practice.html#deal=4242&level=club")
    page.wait_for_selector("body[data-python=failed]", timeout=15_000)
    assert page.locator("link[rel=preload][data-optional]").count() == 1
    assert page.evaluate("window.__python") == ["loading", "ready", "failed"]
    assert "preview@" in page.evaluate("document.body.dataset.marks"), page.evaluate("document.body.dataset.marks")
    assert "card table could not be loaded" in page.locator("#py-status").inner_text()
    context.close()


def test_blocked_storage_says_progress_cannot_be_saved_and_play_goes_on(browser, site_url):
    context = browser.new_context()
    context.add_init_script("""Object.defineProperty(window, 'localStorage', {get() {
        throw new DOMException('The operation is insecure.', 'SecurityError'); }});""")
    page = context.new_page()
    open_table(page, site_url)
    page.locator("[data-action=new-partie]").click()
    notice = page.locator("#table-notice")
    notice.wait_for(state="visible")
    assert "cannot be saved" in notice.inner_text()
    page.locator("[data-action=cut]").click()
    page.wait_for_selector("[data-action=next-deal]")  # the cut is made and the table redrawn
    assert "cannot be saved" in notice.inner_text()
    context.close()


IN_TABLE = "() => !!document.activeElement && document.getElementById('table-host').contains(document.activeElement)"


def test_after_a_link_or_a_reload_the_focus_is_on_the_learners_decision(browser, site_url):
    """A keyboard learner who opens a shared link, or reloads a partie, starts at his decision
    on the table, not at the top of the page with the site's menu to Tab through first; a
    learner who has already moved the focus keeps it where he put it."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=7&you=younger&level=club")  # younger: his exchange
    idle(page)
    assert page.evaluate(FOCUSED) in page.evaluate(
        "() => [...document.querySelectorAll('.seat--you button[data-card]')].map(b => b.dataset.card)"), (
        page.evaluate(FOCUSED))
    page.keyboard.press("Space")  # the focused card is marked for the exchange
    idle(page)  # the redraw comes in its own task: on a loaded machine, after the keypress returns
    page.wait_for_function("() => document.querySelectorAll('button[data-card][aria-pressed=true]').length === 1")
    press(page, "[data-action=exchange]:not([aria-disabled])")
    page.reload()
    page.wait_for_selector(TABLE_READY)
    idle(page)
    assert page.evaluate(IN_TABLE), page.evaluate(FOCUSED)
    assert page.evaluate("() => document.activeElement.matches('[data-autofocus], button[data-card], [data-placed]')")
    # Moved by the learner before the table is drawn: the focus stays where he put it. (A
    # fresh page: a goto that changes only the hash is no new load, and the table, already
    # there, answers the hash at once, with the focus still in it. A fresh context too: over
    # the partie saved above, the link asks "Keep playing?" first, and that question takes
    # the focus wherever it was, by design; the brand then kept it or not by a race.)
    context.close()
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(site_url + "practice.html#deal=8&you=elder&level=club")
    page.wait_for_selector("body[data-python]", state="attached")
    page.focus(".site-header .brand")
    page.wait_for_selector(TABLE_READY)
    idle(page)
    assert page.evaluate("() => document.activeElement.matches('.site-header .brand')")
    context.close()


HAND_CODES = "() => [...document.querySelectorAll('.seat--you button[data-card]')].map(b => b.dataset.card)"
TAB_STOPS = tab_stops("#table-host")


def test_the_hand_is_one_tab_stop_and_the_arrow_keys_move_along_it(browser, site_url):
    """Each card was a Tab stop: 12 Tabs past the hand. Now the hand is one: Tab comes into
    it on one card, the arrows (Home, End) move along it, Space marks the card, one Tab
    reaches the exchange's controls under the hand (it went on to Hint when they were above
    it) and Shift+Tab comes back to the card he was on."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=7&you=younger&level=club")  # younger: his exchange
    idle(page)
    codes = page.evaluate(HAND_CODES)
    assert len(codes) == 12 and page.evaluate(TAB_STOPS) == [codes[0]]
    key_to(page, "button[data-card]")
    page.keyboard.press("Shift+Tab")
    assert not page.evaluate(IN_HAND)
    page.keyboard.press("Tab")  # into the hand: on its Tab stop
    assert page.evaluate(FOCUSED) == codes[0]
    for key, index in ROVE_KEYS:
        page.keyboard.press(key)
        assert page.evaluate(FOCUSED) == codes[index], key
        assert page.evaluate(TAB_STOPS) == [codes[index]], key
    page.locator(".seat--you").screenshot(path=str(shot("table-hand-focused-phone.png")))  # the focus ring at phone size
    page.keyboard.press("Space")
    page.wait_for_function("(code) => !!document.querySelector("
                           "'button[data-card=\"' + code + '\"][aria-pressed=true]')", arg=codes[2])
    idle(page)
    assert page.evaluate(FOCUSED) == codes[2] and page.evaluate(TAB_STOPS) == [codes[2]]
    page.locator(".seat--you").screenshot(path=str(shot("table-hand-tab-stop-phone.png")))
    page.keyboard.press("Tab")  # one Tab past the hand: the exchange's controls, under it (not Hint)
    assert page.evaluate("() => !!document.activeElement.closest('[data-region=exchange]')"), page.evaluate(
        "document.activeElement.outerHTML.slice(0, 120)")
    tabs = 1
    if not page.evaluate("() => document.activeElement.matches('[data-action=exchange]')"):  # the turn-up box first
        page.keyboard.press("Tab")
        tabs += 1
    assert page.evaluate("() => document.activeElement.matches('[data-action=exchange]')")
    for _ in range(tabs):
        page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED) == codes[2]
    page.keyboard.press("Enter")  # Enter acts too: unmarks it
    page.wait_for_function("() => !document.querySelector('button[data-card][aria-pressed=true]')")
    context.close()


IN_HAND = "() => !!document.activeElement.dataset.card"


def test_rules_that_cannot_go_together_are_refused_by_the_panels_names(page, site_url):
    """The refusal read 'it cannot go with dealer_exchanges_first': the code's name, not the
    panel's ("dealer exchanges first")."""
    open_table(page, site_url)
    page.locator(".setup__variants summary").click()
    page.locator("input[name=variant][value=trumps]").check()
    page.locator("input[name=variant][value=dealer_exchanges_first]").check()
    page.locator("[data-action=new-deal]").click()
    message = page.locator("#setup-message")
    message.filter(has_text="cannot be played").wait_for()
    assert "dealer exchanges first" in message.inner_text() and "_" not in message.inner_text()
    assert phase(page) == "setup"
    # Mended, the refusal goes (it stayed, speaking of choices no longer made: a walk-through).
    page.locator("input[name=variant][value=dealer_exchanges_first]").uncheck()
    page.wait_for_function("() => document.getElementById('setup-message').textContent === ''")
    page.locator("[data-action=new-deal]").click()
    idle(page)
    assert phase(page) != "setup"  # (the panel, and its message, gave way to the deal)


def test_a_shared_link_reproduces_the_deal_and_a_bad_one_is_explained(page, site_url, watch):
    open_table(page, site_url, "#deal=4242&you=younger&level=random&rules=old_count")
    idle(page)
    assert page.locator(".table__title").inner_text() == "One deal, seed 4242"
    assert "You (younger)" in page.locator(".score--you").inner_text()
    page.locator("[data-action=share]").click()
    idle(page)
    link = page.locator("#share-output a").get_attribute("href")
    assert link.endswith("practice.html#deal=4242&you=younger&level=random&rules=old_count"), link
    open_table(page, site_url, "#partie=-7")
    notice = page.locator("#table-notice")
    assert notice.is_visible() and "whole number from 0 to 9007199254740991" in notice.inner_text()
    assert notice.inner_text().strip().endswith(".")  # (a sentence: it had no full stop)
    # A good link then (the records' preset name among its variants): the refusal goes (a
    # walk-through saw it stay above the link's partie).
    page.evaluate("location.hash = '#partie=4242&level=random&rules=cardparade+four_deal'")
    notice.wait_for(state="hidden")
    page.locator("[data-action=open-link]").click()
    idle(page)
    assert "CardParade (variants: four deal)" in page.locator(".table__game").inner_text()
    watch.assert_clean()


def test_a_link_opened_over_a_game_in_progress_asks_first_and_keeps_the_options(browser, site_url):
    """A walk-through opened a shared link and lost his game in progress without a word,
    and his table options with it. The saved game now comes back with a question, the
    safe answer focused; Enter keeps the game, and "Yes" plays the link with his options."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=31&level=random")
    idle(page)
    page.locator(".tools__options summary").click()
    page.locator("[data-setting=feedback]").check()  # one of his table options
    idle(page)
    page.locator("button[data-card]").first.click()  # a card marked: the deal is his, in progress
    idle(page)
    open_table(page, site_url, "#deal=4242&level=club")
    idle(page)
    question = page.locator("[data-confirm=open-link]")
    assert question.is_visible() and "Abandon this deal in progress" in question.inner_text()
    assert page.locator(".table__title").inner_text() == "One deal, seed 31"
    assert page.evaluate("document.activeElement.dataset.action") == "keep-playing", page.evaluate("document.activeElement.outerHTML.slice(0, 150)")
    page.keyboard.press("Enter")
    idle(page)
    assert page.locator("[data-confirm]").count() == 0 and page.locator(".table__title").inner_text() == "One deal, seed 31"
    assert page.evaluate("document.activeElement.tagName") == "BUTTON"
    open_table(page, site_url, "#deal=4242&level=club")
    idle(page)
    page.locator("[data-action=open-link]").click()
    idle(page)
    assert page.locator(".table__title").inner_text() == "One deal, seed 4242"
    assert page.locator("[data-setting=feedback]").is_checked()  # (the box is in the folded options)
    context.close()


def open_in_viewer(page, site_url):
    """(the record's text, the stepper): lesson 13's deal pasted into the practice page's
    viewer and opened."""
    text = (ROOT / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    open_table(page, site_url)
    page.fill("#viewer-text", text)
    page.locator("#viewer [data-action=open-record]").click()
    stepper = page.locator("#viewer-output .stepper")
    stepper.wait_for()
    return text, stepper


def test_the_record_viewer_steps_through_a_pasted_record(page, site_url, watch):
    text, stepper = open_in_viewer(page, site_url)
    assert stepper.get_attribute("data-position") == "0"
    page.locator("#viewer [data-step=next-trick]").click()
    page.locator("#viewer [data-step=last]").click()
    final = load(text).totals
    assert page.locator("#viewer [data-stepper-total=elder]").text_content() == str(final[0])
    assert page.locator("#viewer [data-stepper-total=younger]").text_content() == str(final[1])
    page.fill("#viewer-text", "Seed: 1\n1. younger: exchange none\n")
    page.locator("#viewer [data-action=open-record]").click()
    page.wait_for_selector("#viewer-output .message--error")
    assert "line 2" in page.locator("#viewer-output").inner_text()
    # A file chosen, then another record pasted: the file's name goes, as it is not what is read.
    page.set_input_files("#viewer-file", files=[{"name": "one.pqt", "mimeType": "text/plain",
                                                 "buffer": text.encode("utf-8")}])
    page.wait_for_function("() => document.querySelector('#viewer-output .stepper')")
    page.locator("#viewer [data-action=open-record]").click()  # (the file's own text: its name stays)
    assert page.evaluate("document.getElementById('viewer-file').files.length") == 1
    page.fill("#viewer-text", text.replace("\n\n", "\n\n", 1) + "\n")
    page.locator("#viewer [data-action=open-record]").click()
    page.wait_for_function("() => document.getElementById('viewer-file').files.length === 0")
    watch.assert_clean()


def test_a_record_too_large_is_refused_before_it_is_read_and_the_open_one_stays(page, site_url, watch):
    """A walk-through pasted 5 MB: the page copied it all into MicroPython, which ran out of
    memory (an uncaught MemoryError, nothing said), and a broken paste took the open record
    away. The size is now asked first, and the record open stays, at its step."""
    text, stepper = open_in_viewer(page, site_url)
    page.locator("#viewer [data-step=next-trick]").click()
    position = stepper.get_attribute("data-position")
    assert position != "0"
    page.evaluate("document.getElementById('viewer-text').value = 'x'.repeat(5000000)")
    page.locator("#viewer [data-action=open-record]").click()
    page.wait_for_selector("#viewer-output .message--error", timeout=10_000)
    said = page.locator("#viewer-output .message--error").inner_text()
    assert "too long for a deal record (more than 1000000 bytes). The record you had open is still below." in said, said
    assert stepper.get_attribute("data-position") == position
    page.locator("#viewer [data-step=next]").click()
    page.wait_for_function("() => !document.querySelector('#viewer-output .message--error')")
    page.set_input_files("#viewer-file", files=[{"name": "huge.pqt", "mimeType": "text/plain",
                                                 "buffer": b"y" * 6_000_000}])
    page.wait_for_selector("#viewer-output .message--error", timeout=10_000)
    said = page.locator("#viewer-output .message--error").inner_text()
    assert "The file \u201chuge.pqt\u201d cannot be read as a record: too long" in said, said
    assert page.evaluate("document.getElementById('viewer-file').files.length") == 0
    page.fill("#viewer-text", "Seed: 1\n1. younger: exchange none\n")  # a broken paste: the record stays too
    page.locator("#viewer [data-action=open-record]").click()
    page.wait_for_function("() => /line 2/.test(document.querySelector('#viewer-output .message--error') ? "
                           "document.querySelector('#viewer-output .message--error').textContent : '')")
    assert stepper.count() == 1
    watch.assert_clean()


def test_a_record_opened_by_keyboard_puts_the_focus_on_its_steps(page, site_url):
    """A walk-through opened a record with Enter and stayed on "Step through it": the
    stepper's buttons were a Tab away, below it. The focus now goes to its Next."""
    text = (ROOT / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    open_table(page, site_url)
    page.fill("#viewer-text", text)
    page.focus("#viewer [data-action=open-record]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#viewer-output .stepper")
    page.wait_for_function("() => document.activeElement && document.activeElement.dataset.step === 'next'",
                           timeout=5_000)
    page.keyboard.press("Enter")
    assert page.locator("#viewer-output .stepper").get_attribute("data-position") == "1"
    # At the end the button pressed keeps the focus and Enter again changes nothing (the
    # focus used to go to Back, and the next Enter walked the deal backwards).
    page.focus("#viewer [data-step=last]")
    page.keyboard.press("Enter")
    stepper = page.locator("#viewer-output .stepper")
    last = stepper.get_attribute("data-steps")
    page.wait_for_function("() => document.querySelector('#viewer-output .stepper').dataset.position === %s"
                           % json.dumps(last), timeout=5_000)
    for _ in range(2):
        page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.step") == "last"
    assert stepper.get_attribute("data-position") == last



def test_a_record_file_with_a_nul_in_it_is_refused_at_its_line_not_opened_as_a_shorter_deal(browser, site_url):
    """A walk-through put one NUL byte before line 26 of a downloaded deal: the viewer
    opened the lines before it as a shorter deal, no error (the browser's string ended at
    the NUL); a file of NULs was "Paste a record first" after "Step through it"."""
    data = (ROOT / "lessons" / "deals" / "counting-aloud.pqt").read_bytes()
    at = data.index(b"\n20. ") + 1
    line = data[:at].count(b"\n") + 1
    page = browser.new_page()
    open_table(page, site_url)
    for name, spoiled, number in (("midnul.pqt", data[:at] + b"\x00" + data[at:], line), ("nul.pqt", b"\x00" * 100, 1)):
        page.set_input_files("#viewer-file", files=[{"name": name, "mimeType": "text/plain", "buffer": spoiled}])
        page.wait_for_selector("#viewer-output .message--error")
        said = page.locator("#viewer-output .message--error").inner_text()
        assert "The file \u201c%s\u201d cannot be read as a record: line %d" % (name, number) in said, said
        assert "(code 0)" in said, said
        page.evaluate("document.getElementById('viewer-output').innerHTML = ''")
        page.click("#viewer [data-action=open-record]")  # the file still chosen, opened again from its box
        page.wait_for_selector("#viewer-output .message--error")
        assert page.locator("#viewer-output .message--error").inner_text() == said
    page.close()


def test_the_viewer_on_a_phone_shows_each_step_says_a_file_by_name_and_an_unfinished_record(browser, site_url):
    """A walk-through at 390 px: after Next the step's words were below the screen; a
    damaged file's error did not say which file; a record cut at the end of a line was
    shown to its end as if the deal were over."""
    text = (ROOT / "lessons" / "deals" / "counting-aloud.pqt").read_text(encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url)
    page.set_input_files("#viewer-file", files=[{"name": "notes.txt", "mimeType": "text/plain",
                                                 "buffer": b"my shopping list"}])
    page.wait_for_selector("#viewer-output .message--error")
    assert "The file \u201cnotes.txt\u201d cannot be read as a record" in page.locator("#viewer-output").inner_text()
    lines = text.split("\n")
    cut = "\n".join(lines[:next(i for i, line in enumerate(lines) if line.startswith("20. "))]) + "\n"
    page.fill("#viewer-text", cut)
    page.focus("#viewer [data-action=open-record]")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement && document.activeElement.dataset.step === 'next'",
                           timeout=30_000)
    height = page.viewport_size["height"]
    for _ in range(6):
        page.keyboard.press("Enter")
        box = page.locator("#viewer-output .stepper__status").bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= height, box
        words = page.locator("#viewer-output .stepper__now")
        if words.count():
            box = words.bounding_box()
            assert box["y"] + min(box["height"], 40) <= height, box
    page.focus("#viewer [data-step=last]")
    page.keyboard.press("Enter")
    page.wait_for_function("() => /unfinished/.test(document.querySelector('#viewer-output .deal__result')"
                           " ? document.querySelector('#viewer-output .deal__result').textContent : '')")
    assert "Final score" not in page.locator("#viewer-output").inner_text()
    context.close()


# ----- accessibility and looks ------------------------------------------------------------------


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_focused_card_stands_out_from_the_cards_he_may_play(browser, site_url, scheme):
    """Its focus ring was the blue that rings every card he may play: a walk-through could
    not tell which of three marked cards Enter would play."""
    context = browser.new_context(color_scheme=scheme, **PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=23&you=younger&level=random")
    state = {"counts": 0}
    for _ in range(60):
        idle(page)
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count() > 1:
            break
        if not learner_turn_by_keyboard(page, state):
            page.wait_for_timeout(50)
    key_to(page, "button[data-card][data-legal=true]")
    ring, shadows = page.evaluate("""() => { const card = document.activeElement;
        return [getComputedStyle(card).outlineColor, getComputedStyle(card).boxShadow]; }""")
    legal, bar = shadows.split("px, rgb", 1)  # the blue ring of a card he may play, then the focus's bar
    bar = "rgb" + bar
    assert ring not in legal, (ring, shadows)
    # ... and a bar in the focus's ink under it: a later walk-through still could not tell it
    # at phone size by its ring alone (a lift made the prompt scroll out of sight instead)
    assert bar.startswith(ring[:-1]) and "0px 12px 0px" in bar, (ring, shadows)
    page.locator(".seat--you").screenshot(path=str(shot("table-focused-card-%s.png" % scheme)))
    context.close()




@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_table_is_axe_clean_in_light_and_dark(browser, site_url, size):
    context = browser.new_context(bypass_csp=True, **(PHONE if size == "phone" else DESKTOP))
    page = context.new_page()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        open_table(page, site_url, "#deal=31&you=elder&level=random")
        idle(page)
        done = set()
        for _ in range(200):
            idle(page)
            now = phase(page)
            if now in ("exchange", "play", "deal-over") and now not in done and page.locator(
                    "button[data-card], .review").count():
                assert axe_violations(page) == [], "%s %s %s" % (size, scheme, now)
                page.screenshot(path=str(shot("table-%s-%s-%s.png" % (size, scheme, now))),
                                full_page=True)
                done.add(now)
            if now == "deal-over":
                break
            page.locator("[data-action=coach-move]").first.click()
        page.evaluate("localStorage.clear()")
    context.close()


def exchange_one_card_with_feedback_on(page, site_url):
    """Deal 2 as elder, "tell me at once" ticked, his lowest card alone exchanged (the
    coach draws five): the coach's word on it, once the worker (which may still be
    starting) has weighed it."""
    from piquet_core.deal import Deal
    lowest = min(Deal.from_seed(2).hands[0], key=lambda card: card.rank).code
    open_table(page, site_url, "#deal=2&you=elder&level=random")
    idle(page)
    page.locator(".tools__options summary").click()
    page.locator(".tools__options [data-setting=feedback]").check()
    idle(page)
    press(page, "button[data-card='%s']" % lowest, "Space")
    press(page, "[data-action=exchange]:not([aria-disabled])")
    said = page.locator("[data-feedback='0']")
    said.wait_for(timeout=120_000)
    return said


def test_the_coach_says_a_costly_choice_at_once_and_takes_him_back_to_it(page, site_url, watch):
    """With "tell me at once" on, an exchange of one card (the coach draws five) is said
    while the deal goes on, with what it gave up and a way back to it; the exact figure,
    which needs the computer's hand, is not given before the end."""
    said = exchange_one_card_with_feedback_on(page, site_url)
    text = said.inner_text()
    assert "Your decision 1 (Exchange" in text and "gave up about" in text and "The coach would choose" in text, text
    assert "exactly" not in text
    page.screenshot(path=str(shot("table-feedback.png")), full_page=True)
    press(page, "[data-feedback] [data-action=undo-to]")
    assert page.locator("[data-feedback]").count() == 0
    assert "Choose again" in page.locator("#table-message").inner_text()
    assert page.locator("button[data-card]").count() == 12  # his exchange, to make again
    watch.assert_clean()


def test_on_a_phone_the_coachs_word_on_a_costly_choice_comes_into_view(browser, site_url):
    """At 390 px the coach's word sat under the hand, below the next decision the focus
    went to: a walk-through had to scroll to find it. It now scrolls into view, the
    decision staying in view too."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    said = exchange_one_card_with_feedback_on(page, site_url)
    page.wait_for_timeout(300)  # (the scroll, after the draw that shows it)
    height = page.viewport_size["height"]
    box = said.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= height + 1, (box, height)  # (+1: sub-pixel layout)
    focused = page.evaluate("(() => { const r = document.activeElement.getBoundingClientRect(); "
                            "return [r.top, r.bottom]; })()")
    assert 0 <= focused[0] and focused[1] <= height, focused
    page.screenshot(path=str(shot("table-feedback-phone.png")))
    context.close()


def test_on_a_phone_the_card_to_answer_stays_in_view_with_the_hand(browser, site_url):
    """At 390 px the focus, going to the hand after the computer's lead, scrolled the trick
    on the table off the top of the screen: the learner saw the prompt and his cards, not
    the card he was answering (a walk-through). The trick now comes into view with them."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=12&you=younger&level=random")
    idle(page)
    state = {"counts": 0}
    answered = 0
    for _ in range(80):
        if phase(page) == "play" and page.locator(".felt .trick[aria-label='The trick on the table'] .trick__play").count() \
                and page.evaluate("!!document.activeElement && document.activeElement.matches('button[data-card]')"):
            page.wait_for_timeout(100)  # (the scroll comes with the focus, after the draw)
            height = page.viewport_size["height"]
            trick = page.locator(".felt .trick").first.bounding_box()  # (the trick before, beside the lead)
            focused = page.evaluate("(() => { const r = document.activeElement.getBoundingClientRect(); "
                                    "return [r.top, r.bottom]; })()")
            assert trick["y"] >= 0 and 0 <= focused[0] and focused[1] <= height, (trick, focused, height)
            answered += 1
            if answered == 3:
                page.screenshot(path=str(shot("table-phone-trick-in-view.png")))
                break
        if not learner_turn_by_keyboard(page, state):
            idle(page)
    assert answered == 3
    context.close()


def test_announcements_are_spoken_when_speech_is_on(browser, site_url):
    context = browser.new_context()
    context.add_init_script("""window.__spoken = [];
        if (window.speechSynthesis) window.speechSynthesis.speak = (u) => window.__spoken.push(u.text);""")
    page = context.new_page()
    open_table(page, site_url, "#deal=12&you=elder&level=random")
    idle(page)
    page.locator(".tools__options summary").click()
    page.locator(".tools__options [data-setting=speech]").check()
    idle(page)
    for _ in range(12):
        idle(page)
        page.locator("[data-action=coach-move]").first.click()
    idle(page)
    spoken = page.evaluate("window.__spoken")
    said = page.locator("#table .said__lines").inner_text()
    assert spoken and all(text in said for text in spoken), (spoken, said)
    # each message a paragraph of its own, the last few kept (one replacing another at once could go unread)
    lines = page.locator("#table-live > p")
    assert lines.count() >= 2 and all(lines.nth(i).text_content() for i in range(lines.count()))
    # A reload restores the deal, which was heard already: it read the whole deal out again.
    page.reload()
    page.wait_for_selector("body[data-table=ready]")
    idle(page)
    assert page.evaluate("window.__spoken") == [], page.evaluate("window.__spoken")
    context.close()


def test_a_lessons_recorded_deal_steps_on_the_table_by_keyboard(page, site_url, built_site, watch):
    course, folder = built_site
    lesson = next(lesson for lesson in course.lessons
                  if "data-record=" in (folder / lesson.url).read_text(encoding="utf-8"))
    page.goto(site_url + lesson.url)
    page.wait_for_selector("body[data-python=ready]")
    figure = page.locator("figure.deal").first
    assert figure.locator(".deal__transcript li").count() > 10  # the printed walk-through stays
    button = figure.locator("[data-action=step-deal]")
    button.wait_for(timeout=30_000)
    button.focus()
    page.keyboard.press("Enter")
    stepper = figure.locator(".stepper")
    stepper.wait_for()
    assert page.evaluate("document.activeElement.dataset.step") == "next"
    page.keyboard.press("Enter")
    assert stepper.get_attribute("data-position") == "1"
    figure.locator("[data-step=next]").focus()
    for _ in range(int(stepper.get_attribute("data-steps")) + 3):  # Enter on and on: it stops at the end
        page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.step") == "next"
    assert stepper.get_attribute("data-position") == stepper.get_attribute("data-steps")
    record = load(figure.get_attribute("data-record"))
    assert figure.locator("[data-stepper-total=elder]").text_content() == str(record.totals[0])
    assert figure.locator("[data-stepper-total=younger]").text_content() == str(record.totals[1])
    watch.assert_clean()


def test_arrow_keys_home_and_end_step_through_a_lessons_deal_and_the_record_viewer(page, site_url, built_site, watch):
    """A walk-through pressed the arrow keys on a stepper and nothing moved: on the step
    buttons, the arrows now step back and on, Home and End go to the start and the end."""
    course, folder = built_site
    lesson = next(lesson for lesson in course.lessons if lesson.slug == "putting-it-together")
    page.goto(site_url + lesson.url)
    page.wait_for_selector("body[data-python=ready]")
    figure = page.locator("figure.deal").first
    figure.locator("[data-action=step-deal]").click()
    stepper = figure.locator(".stepper")
    stepper.wait_for()
    figure.locator("[data-step=next]").focus()
    moves = (("ArrowRight", "1"), ("ArrowRight", "2"), ("ArrowLeft", "1"), ("End", stepper.get_attribute("data-steps")),
             ("Home", "0"))
    for key, position in moves:
        page.keyboard.press(key)
        assert stepper.get_attribute("data-position") == position, key
    assert page.evaluate("document.activeElement.dataset.step") == "first"  # (on the button the key pressed)
    assert figure.locator("[data-step=next]").get_attribute("aria-keyshortcuts") == "ArrowRight"
    _text, viewer = open_in_viewer(page, site_url)
    page.locator("#viewer-output [data-step=next]").focus()
    for key, position in (("ArrowRight", "1"), ("ArrowRight", "2"), ("ArrowLeft", "1"), ("Home", "0")):
        page.keyboard.press(key)
        assert viewer.get_attribute("data-position") == position, key
    watch.assert_clean()


def test_on_a_phone_a_recorded_deal_opened_by_keyboard_shows_its_words_not_only_its_buttons(browser, site_url,
                                                                                            built_site):
    """Lesson 18 at 390 px: Enter on "Step through this deal" left Next at the foot of the
    screen and the step's words and cards below it; the stepper now opens at its top."""
    course, folder = built_site
    lesson = next(lesson for lesson in course.lessons if lesson.slug == "putting-it-together")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(site_url + lesson.url)
    page.wait_for_selector("body[data-python=ready]")
    figure = page.locator("figure.deal").first
    button = figure.locator("[data-action=step-deal]")
    button.wait_for(timeout=30_000)
    # near the foot of the screen, as Tab brings it there: the stepper's Next then comes in
    # sight, so its focus scrolls nothing, and what it shows is below the screen
    button.evaluate("b => { b.focus({preventScroll: true}); "
                    "window.scrollBy(0, b.getBoundingClientRect().top - (window.innerHeight - 180)); }")
    page.keyboard.press("Enter")
    figure.locator(".stepper").wait_for()
    page.keyboard.press("Enter")
    status = figure.locator(".stepper__status").bounding_box()
    height = page.viewport_size["height"]
    assert 0 <= status["y"] and status["y"] + status["height"] <= height, (status, height)
    assert page.evaluate("document.activeElement.dataset.step") == "next"
    context.close()


MARKED = "() => [...document.querySelectorAll('.seat--you button[data-card][aria-pressed=true]')].map(b => b.dataset.card)"


def test_keys_pressed_faster_than_the_table_redraws_are_all_kept(browser, site_url):
    """Space marks a card and the hand is redrawn; the focus comes back in the next frame.
    Keys pressed before it (a fast typist, a held arrow key) were lost on the page: now the
    table takes each one on the card the focus was coming back to."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=7&you=younger&level=club")  # younger: his exchange (3 cards at most)
    idle(page)
    codes = page.evaluate(HAND_CODES)
    key_to(page, "button[data-card]")
    assert page.evaluate(FOCUSED) == codes[0]
    for key in ("Space", "ArrowRight", "Space", "ArrowRight", "ArrowRight"):  # no pause between keys
        page.keyboard.press(key)
    page.wait_for_function("() => (%s)().length === 2" % MARKED)
    idle(page)
    assert sorted(page.evaluate(MARKED)) == sorted(codes[:2])
    assert page.evaluate(FOCUSED) == codes[3]
    for key in ("Home", "Enter", "End"):  # Enter too: unmarks the first card
        page.keyboard.press(key)
    page.wait_for_function("() => (%s)().length === 1" % MARKED)
    idle(page)
    assert page.evaluate(MARKED) == [codes[1]]
    assert page.evaluate(FOCUSED) == codes[-1]
    context.close()


def saved_moves(page):
    return json.loads(page.evaluate("localStorage.getItem('piquet-table')") or "{}").get("current", [])


def at_seed_2026s_exchange(page, site_url):
    """Seed 2026 against the club, forced cards not played for him, at his exchange."""
    open_table(page, site_url)
    page.locator("#table-setup input[data-setting=autoplay]").uncheck()
    idle(page)
    page.evaluate("location.hash = '#deal=2026&level=club'")
    page.wait_for_selector("#table[data-phase=exchange]")
    idle(page)


def test_a_key_or_click_repeated_while_the_computer_plays_makes_no_other_move(page, site_url, watch):
    """A double Enter on the exchange button or a card sent the second Enter to Undo, where
    the table had put the focus while the computer played: the move was taken back ("Back
    to your decision"). A double click on a card played a second card, the one under the
    pointer, against the computer's next lead. Each press now makes one move. (Forced cards
    are not played for him here: with them, the cards a press left in the hand depended on
    how far the computer got before the count, and a loaded CI machine counted three.)

    The exchange here comes while the second card's mark is still being drawn: it was
    made, and the computer never answered it (its turn came while the loop that makes its
    moves was saving, about to stop; the table waited for ever, in half the runs)."""
    at_seed_2026s_exchange(page, site_url)
    assert phase(page) == "exchange"
    cards = page.locator("button[data-card]")
    cards.nth(0).click()
    cards.nth(1).click()
    page.locator("[data-action=exchange]").focus()
    page.keyboard.press("Enter")
    page.wait_for_timeout(120)
    page.keyboard.press("Enter")
    idle(page)
    page.wait_for_timeout(1500)
    idle(page)
    moves = saved_moves(page)
    assert phase(page) == "declaration" and not any(move.startswith("undo") for move in moves), moves
    assert [move.split(" ")[0] for move in moves] == ["elder:exchange", "younger:exchange"], moves
    assert "Back to" not in page.locator("#table").inner_text()
    for _ in range(20):  # the coach takes the learner to his first card
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count():
            break
        page.locator("[data-action=coach-move]").first.click()
        idle(page)
    held = page.locator(".hand button[data-card]").count()
    page.locator("button[data-card][data-legal=true]").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_timeout(120)
    page.keyboard.press("Enter")
    page.wait_for_timeout(1500)
    idle(page)
    assert page.locator(".hand button[data-card]").count() == held - 1
    assert "Back to" not in page.locator("#table").inner_text()
    held -= 1
    if page.locator("button[data-card][data-legal=true]").count():  # his lead: a double click
        page.locator("button[data-card][data-legal=true]").first.dblclick()
        page.wait_for_timeout(1500)
        idle(page)
        assert page.locator(".hand button[data-card]").count() == held - 1
    watch.assert_clean()


# A click made on a card, then the second click of a double click: made before the table
# was redrawn but handed to the page after it (``early``, a loaded machine), or made
# ``gap`` ms after the first (a learner's double click), at the same place. 0 ms: both
# handled before the first one's move.
DOUBLE_CLICK = """async ([early, gap]) => {
    const cards = () => document.querySelectorAll('.hand button[data-card]').length;
    const button = document.querySelector('button[data-card][data-legal=true]');
    const box = button.getBoundingClientRect();
    const at = {bubbles: true, cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2};
    const held = cards();
    const click = (detail) => new MouseEvent('click', Object.assign({detail: detail}, at));
    const under = () => document.elementFromPoint(at.clientX, at.clientY).closest('button');
    button.dispatchEvent(click(1));
    if (early) {
        const second = click(2);  // made now: its time stamp is before the redraw
        while (cards() === held) await new Promise(done => requestAnimationFrame(done));
        under().dispatchEvent(second);
    } else if (gap === 0) {
        button.dispatchEvent(click(2));
    } else {
        await new Promise(done => setTimeout(done, gap));
        under().dispatchEvent(click(2));
    }
    return button.dataset.card;
}"""


def at_seed_2026s_king_of_hearts_led(page, site_url):
    """Seed 2026 against the club: the computer has led the king of hearts, which the
    learner's ace wins (his lead next); the number of cards he holds."""
    at_seed_2026s_exchange(page, site_url)
    page.locator("button[data-card]").nth(0).click()
    page.locator("button[data-card]").nth(1).click()
    page.locator("[data-action=exchange]").click()
    idle(page)
    for _ in range(20):  # the coach takes the learner to his first card
        if phase(page) == "play" and page.locator("button[data-card][data-legal=true]").count():
            break
        page.locator("[data-action=coach-move]").first.click()
        idle(page)
    page.locator("button[data-card][data-legal=true]").first.click()  # he leads the queen of spades
    idle(page)
    page.wait_for_timeout(300)
    idle(page)
    assert saved_moves(page)[-1] == "younger:play KH"  # the computer took the trick and led
    return page.locator(".hand button[data-card]").count()


def test_a_greyed_card_clicked_while_his_winning_card_is_played_is_not_led(page, site_url, watch):
    """A walk-through clicked his ace, which won the trick, then at once a greyed card (one he
    could not play on the king led): both clicks reached the page before the ace was drawn,
    and the greyed card was led next. A press made before a move was drawn is dropped when
    its turn to be done comes, as it is when it reaches the page after the move."""
    held = at_seed_2026s_king_of_hearts_led(page, site_url)
    greyed = page.evaluate("""() => {
        const ace = document.querySelector('.hand button[data-card=AH]');
        const greyed = document.querySelector('.hand button[data-card][data-legal=false]');
        ace.click();
        greyed.click();  // (the same task: before the ace's move is done or drawn)
        return greyed.dataset.card;
    }""")
    page.wait_for_timeout(800)
    idle(page)
    assert saved_moves(page)[-1] == "elder:play AH", (greyed, saved_moves(page))
    assert page.locator(".hand button[data-card]").count() == held - 1
    assert page.locator(".hand button[data-card=%s]" % greyed).count() == 1
    watch.assert_clean()


@pytest.mark.parametrize("early, gap", [(True, None), (False, 0), (False, 120), (False, 300)])
def test_a_double_click_on_a_card_that_wins_the_trick_plays_one_card(page, site_url, watch, early, gap):
    """His card won the trick, and the second click of his double click led the card then
    under the pointer: on the CI machine (the click handed to the page after the redraw),
    and in a walk-through with the clicks 40-300 ms apart; with both handled in turn the
    table said "Younger does not hold AH". Each way, one card is played and nothing said."""
    held = at_seed_2026s_king_of_hearts_led(page, site_url)
    played = page.evaluate(DOUBLE_CLICK, [early, gap])
    assert played == "AH"  # his ace wins the trick: his lead next
    page.wait_for_timeout(800)
    idle(page)
    assert saved_moves(page)[-1] == "elder:play AH"
    assert page.locator(".hand button[data-card]").count() == held - 1
    assert page.locator("#table-message.message--error").count() == 0
    watch.assert_clean()


def test_a_second_tab_neither_overwrites_the_partie_nor_loses_a_move_to_a_reload(page, site_url, watch):
    """A move made at the slow pace was saved only after the pause, so a reload within it
    (0.5-1.2 s) lost the move: it is saved before the pause now. And two tabs on one
    partie: each save overwrote the other's moves without a word (a walk-through lost 21
    moves). The tab whose partie was played on elsewhere now says so and saves nothing."""
    open_table(page, site_url)
    page.select_option("#table-setup select[data-setting=pace]", "slow")
    page.locator("#table-setup [data-action=new-deal]").click()
    page.wait_for_selector("#table[data-phase=exchange] button[data-card]")
    idle(page)
    page.locator("button[data-card]").first.click()
    idle(page)
    page.locator("[data-action=exchange]").click()
    page.wait_for_function("(JSON.parse(localStorage.getItem('piquet-table')) || {current: []}).current.length > 0",
                           timeout=400)  # before the slow pause (1 s and more) is over
    idle(page)
    other = page.context.new_page()
    open_table(other, site_url)
    idle(other)
    for _ in range(3):
        page.locator("[data-action=coach-move]").first.click()
        idle(page)
    ahead = saved_moves(page)
    other.locator("#table-notice").filter(has_text="another tab").wait_for()
    other.locator("[data-action=coach-move]").first.click()  # refused in words: the other tab has it
    other.wait_for_timeout(500)
    assert saved_moves(page) == ahead
    page.reload()
    page.wait_for_selector(TABLE_READY)
    assert saved_moves(page) == ahead
    other.close()
    watch.assert_clean()


def test_the_storage_full_notice_goes_once_saving_works_again(page, site_url, watch):
    """With storage full the table says its partie cannot be saved; once there was room
    again and saves worked, the notice stayed."""
    open_table(page, site_url, "#deal=2026&level=club")
    idle(page)
    page.evaluate("window.__set = window.piquetStorage.set; window.piquetStorage.set = () => false")
    page.locator("[data-action=coach-move]").first.click()
    idle(page)
    notice = page.locator("#table-notice")
    notice.filter(has_text="cannot be saved").wait_for()
    page.evaluate("window.piquetStorage.set = window.__set")
    page.locator("[data-action=coach-move]").first.click()
    idle(page)
    page.wait_for_function("!(document.getElementById('table-notice').textContent || '').includes('cannot be saved')",
                           timeout=5000)
    watch.assert_clean()


def test_the_worker_starts_without_its_config_file_and_asks_nothing_off_the_origin(browser, site_url):
    """With practice.worker.json answering 404, PyScript fell back to its default config:
    Pyodide from a CDN, off the site's origin (the page's policy refused it, with two
    console errors). The page now gives the worker its config inline, so it starts."""
    context = browser.new_context(**DESKTOP)
    off_origin = []

    def guard(route):
        if not route.request.url.startswith(site_url.rstrip("/")):
            off_origin.append(route.request.url)
            return route.abort()
        if route.request.url.endswith("practice.worker.json"):
            return route.fulfill(status=404, body="not here")
        return route.continue_()

    context.route("**/*", guard)
    page = context.new_page()
    open_table(page, site_url)
    page.locator("[data-action=new-deal]").click()
    worker_is_ready(page)
    assert off_origin == []
    context.close()


def test_a_glossary_word_in_the_coachs_hint_shows_its_meaning_by_touch_and_by_keyboard(browser, site_url):
    """A learner of lessons 1-10 met "guard" in a hint with nothing to explain it: the
    coach's words now mark glossary terms as the lessons do, and a press shows the meaning
    just after the word (the lessons' own script), without leaving the table."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_table(page, site_url, "#deal=2026&level=club")
    idle(page)
    page.locator("[data-action=hint]").click()
    page.wait_for_selector(".hint a.term[data-means]")
    idle(page)
    word = page.locator(".hint a.term").first
    anchor = word.get_attribute("href").split("#")[1]
    word.tap()
    note = page.locator(".hint .term-note")
    assert note.is_visible() and note.inner_text().startswith(word.get_attribute("data-means"))
    assert "glossary" not in page.url and phase(page) == "exchange"  # still at the table
    page.screenshot(path=str(shot("table-hint-glossary-word.png")), full_page=True)
    word.focus()
    page.keyboard.press("Enter")  # a second press hides it
    assert page.locator(".hint .term-note").count() == 0
    page.keyboard.press("Enter")
    assert page.locator(".hint .term-note").count() == 1
    page.keyboard.press("Escape")
    assert page.locator(".hint .term-note").count() == 0
    # its entry is on the glossary page, where the note's link goes
    page.goto(site_url + "glossary.html#" + anchor)
    assert page.locator("#" + anchor).is_visible()
    context.close()
