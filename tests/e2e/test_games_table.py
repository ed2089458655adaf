"""The other games' table (games.html) in a real Chromium: a whole Normand deal at phone
size by keyboard only, a whole Voleur deal by mouse at desktop size whose downloaded
record replays with the command line to the totals shown, an Imperial deal, a step of an
à Écrire session with its sheet, a reload that resumes, a damaged save, and axe.

Test hooks: ``#gt[data-phase]`` (the game's phase, ``deal-over``, ``game-over``,
``partie-over``); ``button[data-card]`` for the cards the learner can act on; other
actions are buttons with ``data-action``; each side's total in ``data-total="<side>"``.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from _axe import axe_violations
from conftest import ROVE_KEYS, PageWatch, tab_stops
from piquet_core.gametable import catalogue

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("TABLE_SHOTS", Path(tempfile.gettempdir()) / "table-shots"))
READY = "body[data-games=ready]"
# Idle: no computer moving, and the keyboard focus placed (on a button of the table, or
# the prompt once nothing is left to press).
IDLE = ("() => { const host = document.getElementById('gt-host'); const a = document.activeElement;"
        " return document.body.dataset.games === 'ready' && host.dataset.busy !== 'true'"
        " && a && host.contains(a); }")
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
OVER = ("deal-over", "game-over", "partie-over")


def shot(name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    return str(SHOTS / name)


def open_game(page, base, game, seed, level=None, extra=""):
    level = level or catalogue.levels(game)[-1]  # the strongest level the page plays
    page.goto(base + "games.html#game=%s&seed=%d&level=%s%s" % (game, seed, level, extra))
    page.wait_for_selector(READY, state="attached", timeout=60_000)


def idle(page, timeout=90_000):
    try:
        page.wait_for_function(IDLE, timeout=timeout)
    except Exception:
        page.screenshot(path=shot("games-stuck.png"), full_page=True)
        raise


def phase(page):
    return page.locator("#gt").get_attribute("data-phase")


def totals(page):
    return {box.get_attribute("data-total"): box.text_content() for box in page.locator("[data-total]").all()}


def replayed_totals(text):
    """The totals ``python -m piquet_core replay`` prints for a record."""
    with tempfile.NamedTemporaryFile("w", suffix=".pqt", delete=False) as handle:
        handle.write(text)
    out = subprocess.run([sys.executable, "-m", "piquet_core", "replay", handle.name], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return out.stdout


def pick_exchange(page, count):
    for index in range(count):
        page.locator("#gt button[data-card]:not([aria-disabled])").nth(index).click()
    page.locator("[data-action=exchange]").first.click()


# Frames later than the computers' pace (games.PACE_S, 0.35 s), as on a loaded machine: a
# computer's move then redraws the table before the focus asked for by the learner's move
# is given. The spy records every focus asked of an element a redraw has removed.
LATE_FRAMES = """
(() => { const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => setTimeout(() => frame(callback), 500);
  window.__lostFocus = [];
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (...args) {
    if (!this.isConnected) window.__lostFocus.push(this.outerHTML.slice(0, 80));
    return focus.apply(this, args);
  }; })();
"""


def test_with_late_frames_the_focus_is_never_given_to_a_control_a_redraw_removed(browser, site_url):
    """The learner plays by keyboard while the computers move between the frames: every
    focus the table gives lands on a control on the page, and after each of the computers'
    runs the focus is on something to press (failed before: the element found at the
    learner's move was focused after the computers' redraw had removed it)."""
    context = browser.new_context(**PHONE)
    context.add_init_script(LATE_FRAMES)
    page = context.new_page()
    open_game(page, site_url, "normand", 5)
    for pressed in range(6):
        idle(page)
        if phase(page) in OVER:
            break
        page.keyboard.press("Enter")
    idle(page)
    assert pressed >= 3
    assert page.evaluate("window.__lostFocus") == []
    context.close()


def test_a_card_picked_by_enter_keeps_the_focus(browser, site_url):
    """At the exchange, Enter on a card picks it and the focus stays on it (it went back to
    the first card: the redraw after the computers' turn, with nothing for them to do,
    named no control and overwrote the one asked for, so a Space then picked the wrong card)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "original", 3)
    idle(page)
    cards = page.locator("#gt button[data-card]:not([aria-disabled])")
    assert cards.count() > 3, phase(page)
    code = cards.nth(3).get_attribute("data-card")
    cards.nth(3).focus()
    page.keyboard.press("Enter")
    idle(page)
    page.wait_for_function("(code) => document.querySelector('#gt button[data-card=\"' + code + '\"][aria-pressed=true]')",
                           arg=code)
    page.wait_for_timeout(300)  # past the frame that gives the focus
    assert page.evaluate("document.activeElement && document.activeElement.dataset.card") == code
    context.close()


FOCUSED = ("() => { const a = document.activeElement; return a ? [a.tagName, a.dataset.action || a.dataset.card "
           "|| a.id || '', !!a.closest('details.gt-new')] : null; }")


def test_dealing_from_the_settings_puts_the_focus_on_the_new_table(browser, site_url):
    """Deal, pressed by keyboard, left the focus on the page itself when the learner spoke
    first (the Deal button pressed was found again in the new page, folded away in "Start
    another game"); from "Start another game" it left the focus, the form open and the
    view on the old settings. The focus now goes to the new game's first decision."""
    context = browser.new_context(**PHONE)
    # The seed the page draws is the clock's: 3 deals Voleur with the learner speaking first
    # (the clock set back once dealt: the computers' pauses read it).
    context.add_init_script("window.__now = Date.now; Date.now = () => 3;")
    page = context.new_page()
    page.goto(site_url + "games.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.select_option("#gt-setup [name=game]", "voleur")
    page.locator("#gt-setup button[type=submit]").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#gt[data-game=voleur]")
    page.evaluate("Date.now = window.__now")
    idle(page)
    tag, action, folded = page.evaluate(FOCUSED)
    assert (tag, action, folded) == ("BUTTON", "move", False), (tag, action, folded)
    page.locator("details.gt-new summary").focus()
    page.keyboard.press("Enter")
    page.select_option("details.gt-new [name=game]", "normand")
    page.locator("details.gt-new button[type=submit]").focus()
    page.keyboard.press("Enter")  # over the Voleur partie in progress: asked first, the safe answer focused
    assert page.evaluate(FOCUSED)[1] == "keep-playing"
    page.keyboard.press("Escape")  # kept: the question gone, the focus back on Deal, his choice still there
    assert page.locator("[data-confirm]").count() == 0 and page.evaluate(FOCUSED)[1] == "new-game"
    assert page.locator("details.gt-new [name=game]").input_value() == "normand"
    assert page.locator("#gt").get_attribute("data-game") == "voleur"
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED)[1] == "confirm-new-game"
    page.keyboard.press("Enter")
    page.wait_for_selector("#gt[data-game=normand]")
    idle(page)
    tag, action, folded = page.evaluate(FOCUSED)
    assert not folded and action != "new-game" and page.locator("details.gt-new[open]").count() == 0, (tag, action)
    context.close()


def test_a_game_dealt_from_the_foot_of_a_phones_page_shows_its_prompt_above_the_focus(browser, site_url):
    """"Start another game" at the foot of a phone's page, then "Yes, deal the new game":
    the focus went to the first decision at the very top of the screen, its prompt and the
    hand scrolled off above it (a walk-through). The prompt is now in view, the focused
    decision below it."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "normand", 5, "club")
    idle(page)
    page.locator("details.gt-new summary").click()
    page.select_option("details.gt-new [name=game]", "voleur")
    page.locator("details.gt-new [data-action=new-game]").click()
    page.locator("[data-action=confirm-new-game]").click()
    page.wait_for_selector("#gt[data-game=voleur]")
    idle(page)
    page.wait_for_timeout(300)  # past the frame that gives the focus
    prompt, focused, height = page.evaluate(
        "() => [document.querySelector('#gt-prompt').getBoundingClientRect().top,"
        " document.activeElement.getBoundingClientRect().bottom, window.innerHeight]")
    assert 0 <= prompt < focused <= height, (prompt, focused, height)
    context.close()


# (the chosen option's text width in the menu's font, the room the menu has for it: its
# width less its padding and arrow, about 2em). A menu cuts a label wider than its room.
LABEL_ROOM = """(selector) => {
  const menu = document.querySelector(selector), style = getComputedStyle(menu);
  const probe = document.createElement("span");
  probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;font:" + style.font;
  probe.textContent = menu.options[menu.selectedIndex].text;
  document.body.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return [width, menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
          - 2 * parseFloat(style.fontSize)];
}"""


def test_a_setting_one_game_reads_shows_only_with_that_game_chosen(browser, site_url):
    """The settings showed "Players at à Écrire" and "Card order at Imperial" whatever the
    game chosen."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(site_url + "games.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    shown = "() => [...document.querySelectorAll('#gt-setup .field')].filter(f => f.offsetParent).map(f => f.dataset.for || '')"
    about = "() => [...document.querySelectorAll('#gt-about [data-for]')].filter(f => f.offsetParent).map(f => f.dataset.for)"
    for game, extra in (("normand", []), ("ecrire", ["ecrire"]), ("imperial", ["imperial"]), ("voleur", []),
                        ("original", [])):
        page.select_option("#gt-setup [name=game]", game)
        assert page.evaluate(shown) == ["", ""] + extra, game
        # what the game is, under the menu: only the chosen game's sentence (a phone's menu
        # cut "The original rules (two players, 36 cards, to 100)" when it held it)
        assert page.evaluate(about) == [game], game
        width, room = page.evaluate(LABEL_ROOM, "#gt-game")
        assert width <= room, (game, width, room)
    for level in page.evaluate("() => [...document.querySelectorAll('#gt-level option')].map(o => o.value)"):
        page.select_option("#gt-level", level)
        width, room = page.evaluate(LABEL_ROOM, "#gt-level")
        assert width <= room, (level, width, room)
    context.close()


def to_first_card(page, site_url):
    """Voleur seed 3 at the random level, by Enter on each decision, to the learner's first card."""
    open_game(page, site_url, "voleur", 3, level="random")
    idle(page)
    for _ in range(30):  # through the declarations to his first card
        if page.locator("#gt button[data-card].is-legal").count():
            break
        page.locator("#gt [data-autofocus]").first.focus()
        page.keyboard.press("Enter")
        idle(page)


def test_the_games_chosen_for_a_new_game_stay_while_the_computers_play(browser, site_url):
    """A walk-through chose Imperial in "Start another game" just after playing a card: the
    computers' redraws put the menu back on Piquet Normand and the focus on the status line,
    so Deal would have dealt the game in play again."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    to_first_card(page, site_url)
    page.locator("#gt button[data-card].is-legal").first.focus()
    page.keyboard.press("Enter")  # his card: the three computers play theirs, a redraw each
    page.evaluate("() => { document.querySelector('#gt-host details:has(#gt-setup)').open = true; }")
    page.locator("#gt-game").focus()
    page.select_option("#gt-game", "imperial")
    page.select_option("#gt-level", "random")
    idle(page)
    page.wait_for_timeout(1500)
    assert page.evaluate("document.querySelector('#gt-game').value") == "imperial"
    assert page.evaluate("document.querySelector('#gt-level').value") == "random"
    assert page.evaluate("document.activeElement.id") == "gt-game"
    context.close()


def test_while_the_computers_play_a_phone_stays_on_the_trick(browser, site_url):
    """On a phone the page scrolled a screen up to the status line on every card the
    learner played, while the computers played theirs, then back down to his hand."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    to_first_card(page, site_url)
    card = page.locator("#gt button[data-card].is-legal").first
    card.focus()
    before = page.evaluate("scrollY")
    page.evaluate("() => { window.__lowest = scrollY; addEventListener('scroll', () => "
                  "{ window.__lowest = Math.min(window.__lowest, scrollY); }); }")
    page.keyboard.press("Space")
    idle(page)
    assert page.evaluate("window.__lowest") > before - 200, (before, page.evaluate("window.__lowest"))
    context.close()


def test_at_each_card_to_play_a_phone_shows_the_trick_it_answers(browser, site_url):
    """À Écrire seed 21 on a phone: on 12 of 12 turns the card led was above the screen
    while the focus waited on the learner's hand (a walk-through). Whenever he is to play,
    the trick and the focused card are both in sight."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "ecrire", 21, level="club", extra="&players=3")
    idle(page)
    turns = 0
    for _ in range(80):
        if phase(page) == "play" and page.locator("#gt button[data-card].is-legal").count():
            turns += 1
            found = page.evaluate("() => { const t = document.querySelector('#gt .gt-trick').getBoundingClientRect();"
                                  " const a = document.activeElement.getBoundingClientRect();"
                                  " return [t.top, a.bottom, innerHeight, document.activeElement.dataset.card || ''];"
                                  " }")
            assert found[0] >= -1 and found[1] <= found[2] + 1 and found[3], found  # (a pixel: layout rounding)
            if turns >= 6:
                break
            page.locator("#gt button[data-card].is-legal").last.focus()  # (his last card: the page scrolls to it)
        elif phase(page) in OVER:
            page.locator("#gt [data-action=next-deal]").focus()
        elif page.locator("#gt [data-action=exchange]").count():  # (a card picked: exchange it)
            page.locator("#gt [data-action=exchange]").first.focus()
        else:
            page.locator("#gt [data-autofocus]").first.focus()
        page.keyboard.press("Enter")
        idle(page)
    assert turns >= 6
    context.close()


@pytest.mark.parametrize("game, seed", [("imperial", 6), ("normand", 5)])
def test_at_a_deals_end_a_phone_shows_its_last_trick_and_the_next_deal_button(browser, site_url, game, seed):
    """The deal ended with the page where the play had left it: the last trick and the
    summary above the screen (a walk-through measured -280 px), the focus on Next deal."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, game, seed, level="random")
    idle(page)
    for _ in range(150):
        if phase(page) in OVER:
            break
        if page.locator("#gt [data-action=exchange]").count():
            page.locator("#gt [data-action=exchange]").first.focus()
        elif phase(page) == "play":
            page.locator("#gt button[data-card].is-legal").last.focus()  # (the foot of his hand: the page scrolls)
        else:
            page.locator("#gt [data-autofocus]").first.focus()
        page.keyboard.press("Enter")
        idle(page)
    assert phase(page) == "deal-over"
    page.wait_for_timeout(300)
    found = page.evaluate("() => { const t = document.querySelector('#gt .gt-trick').getBoundingClientRect();"
                          " const a = document.activeElement; const r = a.getBoundingClientRect();"
                          " return [t.top, r.bottom, innerHeight, a.dataset.action || '']; }")
    assert found[0] >= -1 and found[1] <= found[2] + 1 and found[3] == "next-deal", found
    assert "The last trick of deal 1" in page.locator("#gt .gt-trick").inner_text()
    context.close()


def test_a_session_the_computers_finish_puts_its_end_in_sight_with_the_focus(browser, site_url):
    """À Écrire: after the learner's last deal the computers played the last one, the page
    stood on the session sheet, and the focus went to the words at the top, a screen above
    (a walk-through). A table saved at that pause (seed 1, three players), Next deal pressed."""
    sys.path.insert(0, str(ROOT / "tests" / "gametable"))
    from test_gametable import press
    from piquet_core.gametable.session import GameTable
    from piquet_core.prng import Prng
    table, rng = GameTable("ecrire", "random", seed=1, players=3), Prng(1)
    while True:  # (to the learner's last pause: the computers alone play the deal after it)
        table.run_computers()
        if table.paused:
            probe = GameTable.restore(table.dump())
            probe.next_deal()
            probe.run_computers()
            if probe.is_over:
                break
        press(table, rng)
    context = browser.new_context(**PHONE)
    context.add_init_script("localStorage.setItem('piquet-games-table', %s)" % json.dumps(table.dump()))
    page = context.new_page()
    page.goto(site_url + "games.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    idle(page)
    page.locator("#gt [data-action=next-deal]").focus()
    page.evaluate("scrollTo(0, document.body.scrollHeight)")  # (reading the session sheet, at the foot)
    page.keyboard.press("Enter")
    page.wait_for_selector("#gt[data-phase=game-over]", timeout=60_000)
    idle(page)
    page.wait_for_timeout(300)
    found = page.evaluate("() => { const a = document.activeElement; const r = a.getBoundingClientRect();"
                          " return [a.id, r.top, r.bottom, innerHeight]; }")
    assert found[0] == "gt-prompt" and found[1] >= -1 and found[2] <= found[3], found
    context.close()


def test_a_game_is_shared_by_a_link_that_deals_it_again(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "imperial", 12, extra="&ranking=standard")
    idle(page)
    hand = page.locator("#gt button[data-card]").evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    page.locator("[data-action=share]").click()
    link = page.locator("#gt-share a")
    link.wait_for()
    href = link.get_attribute("href")
    assert href.endswith("games.html#game=imperial&seed=12&level=%s&ranking=standard" % catalogue.levels("imperial")[-1])
    other = context.new_page()
    other.goto(href)
    other.wait_for_selector(READY, state="attached", timeout=60_000)
    idle(other)
    assert other.locator("#gt button[data-card]").evaluate_all("(cards) => cards.map((c) => c.dataset.card)") == hand
    context.close()


def test_after_a_link_the_new_game_menu_shows_the_game_in_play(browser, site_url):
    """A walk-through opened a link to Voleur: "Start another game" showed Piquet Normand
    (the static page's choice, kept), so one arrow press meant for Imperial dealt Voleur."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "voleur", 7, level="club")
    idle(page)
    page.locator(".gt-new summary").click()
    assert page.locator("#gt-game").input_value() == "voleur"
    assert page.locator("#gt-ranking").input_value() == "imperial"  # (the link's, the engine's default)
    context.close()


def test_a_link_to_another_game_asks_before_it_throws_a_game_in_progress_away(browser, site_url):
    """A walk-through opened a Voleur link with a Normand partie in progress: the partie was
    gone without a word. The page now shows the game in progress and asks, "Keep playing"
    focused; Escape keeps it, "Yes, play the link" plays the link; a link opened in the
    page (a hash change) asks the same. The address keeps the link until it is answered."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "normand", 12, level="random")
    idle(page)
    normand = page.locator("#gt-host").inner_text()
    other = context.new_page()
    other.goto(site_url + "games.html#game=voleur&seed=3&level=random")
    other.wait_for_selector(READY, state="attached", timeout=60_000)
    other.wait_for_selector("[data-confirm=open-link]")
    assert other.evaluate("document.activeElement.dataset.action") == "keep-playing"
    assert "Abandon this partie in progress" in other.locator("[data-confirm=open-link]").inner_text()
    assert "Normand" in other.locator("#gt").inner_text() and "game=voleur" in other.url
    # A reload before he answers asks again: the address keeps the link until then (it used
    # to be cleared at once, so a reload forgot the link).
    other.reload()
    other.wait_for_selector(READY, state="attached", timeout=60_000)
    other.wait_for_selector("[data-confirm=open-link]")
    assert "Normand" in other.locator("#gt").inner_text()
    other.keyboard.press("Escape")
    assert other.locator("[data-confirm]").count() == 0
    idle(other)
    assert "Normand" in other.locator("#gt").inner_text() and "#" not in other.url  # declined: the link is gone
    other.close()
    page.evaluate("location.hash = 'game=voleur&seed=3&level=random'")  # a link opened in the page
    page.wait_for_selector("[data-confirm=open-link]")
    page.keyboard.press("Enter")  # "Keep playing" is focused: Enter keeps the game too
    assert page.locator("[data-confirm]").count() == 0 and "Normand" in page.locator("#gt").inner_text()
    page.evaluate("location.hash = 'game=voleur&seed=3&level=random'")
    page.wait_for_selector("[data-confirm=open-link]")
    page.locator("[data-action=open-link]").click()
    idle(page)
    assert "Voleur" in page.locator("#gt").inner_text() and page.locator("#gt-host").inner_text() != normand
    assert "#" not in page.url  # played: a reload now shows the game as it stands, not the link again
    context.close()


FOCUSED_CARD = "() => document.activeElement && document.activeElement.dataset.card || null"
TAB_STOPS = tab_stops("#gt")


def exchange_at_phone_size(browser, site_url):
    """(context, page, his hand's codes): the original rules' seed 3 at phone size, the
    learner's exchange to make."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    open_game(page, site_url, "original", 3)
    idle(page)
    assert phase(page) == "exchange"
    codes = page.locator("#gt button[data-card]").evaluate_all("(cards) => cards.map((c) => c.dataset.card)")
    return context, page, codes


def test_the_hand_is_one_tab_stop_and_the_arrow_keys_move_along_it(browser, site_url):
    """Each card was a Tab stop: 12 Tabs past the hand to the exchange button. Now the hand
    is one: Tab comes into it on one card, the arrows (Home, End) move along it, Space
    picks the card, one Tab reaches the next button and Shift+Tab comes back to the card."""
    context, page, codes = exchange_at_phone_size(browser, site_url)
    assert len(codes) == 12 and page.evaluate(TAB_STOPS) == [codes[0]]
    page.focus("#gt-prompt")  # above the hand
    for tabs in range(1, 20):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED_CARD):
            break
    assert page.evaluate(FOCUSED_CARD) == codes[0], tabs
    for key, index in ROVE_KEYS:
        page.keyboard.press(key)
        assert page.evaluate(FOCUSED_CARD) == codes[index], key
        assert page.evaluate(TAB_STOPS) == [codes[index]], key
    page.locator(".gt-hand").screenshot(path=shot("games-hand-focused-phone.png"))  # the focus ring at phone size
    page.keyboard.press("Space")
    page.wait_for_function("(code) => !!document.querySelector("
                           "'#gt button[data-card=\"' + code + '\"][aria-pressed=true]')", arg=codes[2])
    idle(page)
    page.wait_for_timeout(300)  # past the frame that gives the focus back
    assert page.evaluate(FOCUSED_CARD) == codes[2] and page.evaluate(TAB_STOPS) == [codes[2]]
    page.locator(".gt-hand").screenshot(path=shot("games-hand-tab-stop-phone.png"))
    page.keyboard.press("Tab")  # one Tab past the hand: the exchange button
    assert page.evaluate("document.activeElement.dataset.action") == "exchange", page.evaluate(
        "document.activeElement.outerHTML.slice(0, 120)")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED_CARD) == codes[2]
    context.close()


def test_keys_pressed_faster_than_the_table_redraws_are_all_kept(browser, site_url):
    """Each press redraws the table and the focus comes back in the next frame; keys
    pressed before it went to the page and were lost. Now each is kept."""
    context, page, codes = exchange_at_phone_size(browser, site_url)
    page.locator("#gt button[data-card]").first.focus()
    for key in ("Space", "ArrowRight", "Space", "ArrowRight", "ArrowRight"):  # no pause between keys
        page.keyboard.press(key)
    marked = "() => [...document.querySelectorAll('#gt button[data-card][aria-pressed=true]')].map((c) => c.dataset.card)"
    page.wait_for_function("() => (%s)().length === 2" % marked)
    idle(page)
    page.wait_for_timeout(300)  # past the frame that gives the focus back
    assert sorted(page.evaluate(marked)) == sorted(codes[:2])
    assert page.evaluate(FOCUSED_CARD) == codes[3]
    context.close()


def test_a_whole_normand_deal_at_phone_size_by_keyboard_only(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_game(page, site_url, "normand", 5)
    pressed = 0
    while phase(page) not in OVER:
        idle(page)
        if phase(page) in OVER:
            break
        focused = page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
        assert focused.startswith("<button"), focused  # the focus is on something to press
        # ... and what to do with it is in sight: the prompt, in the header, was a screen above
        top, bottom, height = page.evaluate("(() => { const box = document.getElementById('gt-prompt')"
                                            ".getBoundingClientRect(); return [box.top, box.bottom, innerHeight]; })()")
        assert 0 <= top and bottom <= height, (pressed, top, bottom)
        if phase(page) == "play" and pressed % 7 == 3:  # also move along the hand with the arrows
            page.keyboard.press("ArrowRight")
            for _ in range(12):  # the arrows reach a card the rules refuse too: on to one he may play
                if not page.evaluate("document.activeElement.matches('[aria-disabled]')"):
                    break
                page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        pressed += 1
        if pressed == 4:
            page.screenshot(path=shot("games-normand-phone-play.png"), full_page=True)
        assert pressed < 80
    idle(page)
    assert phase(page) == "deal-over"
    shown = totals(page)
    assert set(shown) == {"first", "second", "dealer"}
    assert page.locator(".gt-summary").inner_text().startswith("Deal 1 is over")
    page.screenshot(path=shot("games-normand-phone-deal-over.png"), full_page=True)
    # Next deal by keyboard: the learner now deals (the deal passes clockwise) and takes
    # the stock: two cards picked with Enter and the arrows, then the exchange button.
    page.keyboard.press("Enter")
    idle(page)
    assert page.locator("#gt").get_attribute("data-deal") == "2"
    assert "You sit as dealer" in page.locator(".gt-status").inner_text()
    if phase(page) == "exchange":
        assert page.evaluate("document.activeElement.dataset.card")  # the focus is on the first card
        page.keyboard.press("Enter")
        idle(page)
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        idle(page)
        assert page.locator("#gt button[aria-pressed=true]").count() == 2
        for _ in range(12):
            if page.evaluate("document.activeElement.dataset.action") == "exchange":
                break
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        idle(page)
        assert phase(page) != "exchange"
        assert page.locator(".gt-own").count() == 2  # his discards and what he drew, his alone
    watch.assert_clean()
    context.close()


def test_a_whole_voleur_deal_by_mouse_at_desktop_and_its_record_replays_to_the_totals(browser, site_url):
    context = browser.new_context(accept_downloads=True, **DESKTOP)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_game(page, site_url, "voleur", 7)
    clicks = 0
    refused_seen = False
    while phase(page) not in OVER:
        idle(page)
        if phase(page) in OVER:
            break
        refused = page.locator("#gt button[data-card][aria-disabled=true]")
        if not refused_seen and refused.count():  # the rules refuse it: the page says why, to the learner
            refused.first.click(force=True)  # Playwright waits for aria-disabled to clear; a mouse does not
            message = page.locator(".gt-message").inner_text()
            assert message.startswith("You must follow suit: ") and "you hold" in message, message
            idle(page)  # and it is in sight: it was said below the window, and nothing seemed to happen
            box = page.locator(".gt-message").bounding_box()
            assert 0 <= box["y"] and box["y"] + box["height"] <= page.viewport_size["height"], box
            refused_seen = True
        cards = page.locator("#gt button[data-card]:not([aria-disabled])")
        target = cards.nth(cards.count() - 1) if cards.count() else page.locator("#gt [data-action=move]").first
        target.click()
        clicks += 1
        assert clicks < 60
    idle(page)
    assert phase(page) == "deal-over" and refused_seen
    shown = totals(page)
    assert set(shown) == {"first and third", "second and dealer"}
    assert "partner" in page.locator(".gt-seats").inner_text()
    page.screenshot(path=shot("games-voleur-desktop-deal-over.png"), full_page=True)
    with page.expect_download() as info:
        page.locator("[data-action=download-record]").click()
    text = Path(info.value.path()).read_text(encoding="utf-8")
    assert text.startswith("Game: voleur\nPartie: place 4 deals first")  # the partie's record so far
    printed = replayed_totals(text)
    assert "Score of the deal: first and third %s, second and dealer %s" % (
        shown["first and third"], shown["second and dealer"]) in printed
    partie = {box.get_attribute("data-partie-total"): box.text_content()
              for box in page.locator("[data-partie-total]").all()}
    assert "Totals: places 1 and 3 %s, places 2 and 4 %s (unfinished)" % (
        partie["places 1 and 3"], partie["places 2 and 4"]) in printed
    watch.assert_clean()
    context.close()


def test_an_imperial_deal_with_its_chips_and_the_record(browser, site_url):
    context = browser.new_context(accept_downloads=True, **DESKTOP)
    page = context.new_page()
    open_game(page, site_url, "imperial", 4)
    assert "Turn-up" in page.locator(".gt-seats").inner_text()
    clicks = 0
    while phase(page) not in OVER:
        idle(page)
        if phase(page) in OVER:
            break
        cards = page.locator("#gt button[data-card]:not([aria-disabled])")
        (cards.first if cards.count() else page.locator("#gt [data-action=move]").first).click()
        clicks += 1
        assert clicks < 60
    idle(page)
    assert phase(page) in ("deal-over", "game-over")
    shown = totals(page)
    assert set(shown) == {"player 1", "player 2"}
    assert page.locator(".gt-scores").get_attribute("open") is not None  # the deal's chips, open
    page.screenshot(path=shot("games-imperial-desktop-deal-over.png"), full_page=True)
    with page.expect_download() as info:
        page.locator("[data-action=download-record]").click()
    printed = replayed_totals(Path(info.value.path()).read_text(encoding="utf-8"))
    chips = re.search(r"Chips: player 1 (\d+) red (\d+) white, player 2 (\d+) red (\d+) white", printed).groups()
    from piquet_core.games.imperial_view import chips_words
    assert shown["player 1"] == chips_words(int(chips[0]), int(chips[1]))
    assert shown["player 2"] == chips_words(int(chips[2]), int(chips[3]))
    if phase(page) == "deal-over":
        page.locator("[data-action=next-deal]").click()
        idle(page)
        assert page.locator("#gt").get_attribute("data-deal") == "2"
    context.close()


# At the first drawing of a linked game: whether the whole engine was loaded yet, and a
# press of the learner's first move then (the glue keeps it for when the engine is).
PRESS_AT_FIRST_DRAW = """
new MutationObserver((changes, observer) => {
  const game = document.querySelector('#gt[data-game]');
  if (!game) return;
  observer.disconnect();
  window.__firstDraw = {engineLoaded: document.body.dataset.games === 'ready'};
  const move = game.querySelector('[data-action=move]');
  if (move) { window.__firstDraw.pressed = move.textContent.trim(); move.click(); }
}).observe(document, {subtree: true, childList: true});
"""


def test_a_game_link_is_drawn_before_the_other_games_load_and_a_press_then_is_done(browser, site_url):
    """A link draws its game once the table and that game are imported, not after every
    game and computer player of the pack; what the learner presses meanwhile is done when
    the rest is loaded."""
    context = browser.new_context(**DESKTOP)
    context.add_init_script(PRESS_AT_FIRST_DRAW)
    # A fast machine, as the page's clock sees it: the rest of the engine imported in under
    # a task's time used to be imported in the drawing's own task (the page was "ready"
    # before its table could be seen or pressed; CI failed so once).
    context.add_init_script("const realNow = performance.now.bind(performance);"
                            " performance.now = () => realNow() / 50;")
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_game(page, site_url, "imperial", 5, "club")  # the learner may swap first, or not
    idle(page)
    first = page.evaluate("window.__firstDraw")
    assert first["engineLoaded"] is False, first
    assert first["pressed"] == "No swap", first
    assert "No swap" in page.locator(".gt-log > .gt-log__lines").inner_text()
    watch.assert_clean()
    context.close()


def test_an_ecrire_session_step_shows_and_keeps_the_session_sheet(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_game(page, site_url, "ecrire", 6, extra="&players=3")
    clicks = 0
    while phase(page) not in OVER:
        idle(page)
        if phase(page) in OVER:
            break
        if phase(page) == "exchange":
            limits = (1, 3)
            pick_exchange(page, limits[0] + clicks % 2)
        else:
            cards = page.locator("#gt button[data-card]:not([aria-disabled])")
            (cards.first if cards.count() else page.locator("#gt [data-action=move]").first).click()
        clicks += 1
        if page.locator(".gt-message").count():  # an exchange the deal refuses: the reason is shown
            assert page.locator(".gt-message").inner_text()
        assert clicks < 80
    idle(page)
    assert phase(page) == "deal-over"
    sheet = page.locator(".session__sheet")
    assert sheet.count() == 1
    first_row = sheet.locator("tbody tr").first.inner_text()
    assert re.match(r"1: (You deal|\w+ deals) to \w+", first_row), first_row
    assert "Deal 1 is over" in page.locator(".gt-summary").inner_text()
    assert page.locator(".gt-scores tbody tr").count() > 0  # the finished deal's scores stay readable
    page.screenshot(path=shot("games-ecrire-phone-sheet.png"), full_page=True)
    before = totals(page)
    # A reload resumes the session where it was, sheet and all.
    page.reload()
    page.wait_for_selector(READY, state="attached")
    page.wait_for_function("() => document.querySelector('#gt') && document.querySelector('#gt').dataset.phase"
                           " === 'deal-over'")
    assert totals(page) == before
    assert page.locator(".session__sheet tbody tr").count() >= 2
    page.locator("[data-action=next-deal]").click()
    idle(page)
    assert page.locator("#gt").get_attribute("data-phase") not in ("deal-over", "setup")
    watch.assert_clean()
    context.close()


def test_a_damaged_save_resets_with_a_notice(browser, site_url):
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    page.goto(site_url + "games.html")
    # (the page up first: on a loaded machine its start could come after the damage was written)
    page.wait_for_selector(READY, state="attached")
    page.evaluate("localStorage.setItem('piquet-games-table', '{\"version\": 1, \"game\": \"normand\"')")
    page.reload()
    page.wait_for_selector(READY, state="attached")
    assert "could not be read" in page.locator("#gt-notice").inner_text()
    assert phase(page) == "setup"
    # and the settings deal a new game
    page.locator("#gt-game").select_option("original")
    page.locator("[data-action=new-game]").first.click()
    page.wait_for_function("() => document.querySelector('#gt').dataset.game === 'original'")
    context.close()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_games_table_is_axe_clean_in_light_and_dark(browser, site_url, size):
    context = browser.new_context(bypass_csp=True, **(PHONE if size == "phone" else DESKTOP))
    page = context.new_page()
    for scheme, game in (("light", "normand"), ("dark", "original")):
        page.emulate_media(color_scheme=scheme)
        page.goto(site_url + "games.html")
        page.wait_for_selector(READY, state="attached")
        assert axe_violations(page) == [], "%s %s setup" % (size, scheme)
        open_game(page, site_url, game, 3)
        idle(page)
        assert axe_violations(page) == [], "%s %s %s" % (size, scheme, phase(page))
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= page.viewport_size["width"], "%s %s: the page is %dpx wide" % (size, game, width)
        page.screenshot(path=shot("games-%s-%s-%s.png" % (game, size, scheme)), full_page=True)
        page.evaluate("localStorage.clear()")
    context.close()


def _record(game, seed):
    """The record of ``game`` played to its end at the table, as "Download the record" gives it."""
    from played_games import played
    return played(game, seed).record_text()


def test_a_record_is_stepped_through_at_phone_size_by_keyboard(browser, site_url):
    """The other games' records had no viewer (docs/table.md): a Normand partie's record
    pasted, opened and stepped through by the keys on its buttons, each deal's start a step."""
    from piquet_core.gametable.recordview import RecordView
    text = _record("normand", 2)
    steps = RecordView(text).last
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    page.goto(site_url + "games.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.locator("#gt-viewer-text").fill(text)  # (a paste)
    page.locator("#gt-viewer-text").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    status = page.locator("#gt-viewer-output .stepper__status")
    status.wait_for()
    assert status.inner_text().startswith("Step 0 of %d: deal 1 as dealt." % steps)
    assert page.evaluate("document.activeElement.dataset.step") == "next"
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('#gt-viewer-output .stepper__status').textContent"
                           ".startsWith('Step 3 of ')")
    assert "Every hand" in page.locator("#gt-viewer-output").inner_text()
    # the three hands, and the stock's two cards as the dealer left or took them (his discards)
    assert page.locator("#gt-viewer-output .gt-viewer__hand").count() == 4
    assert "The dealer's discards" in page.locator("#gt-viewer-output .gt-viewer__hands").inner_text()
    box = status.bounding_box()
    assert 0 <= box["y"] <= page.viewport_size["height"], box  # the step's words in sight
    page.keyboard.press("End")
    page.wait_for_function("document.querySelector('#gt-viewer-output .stepper__status').textContent"
                           ".startsWith('Step %d of ')" % steps)
    assert page.locator("#gt-viewer-output .gt-summary").count() == 1  # the partie's end, in words
    page.keyboard.press("Home")
    page.wait_for_function("document.querySelector('#gt-viewer-output .stepper__status').textContent"
                           ".startsWith('Step 0 of ')")
    page.locator("#gt-viewer-output [data-step=next-deal]").click()
    page.wait_for_function("document.querySelector('#gt-viewer-output .stepper__status').textContent"
                           ".includes('deal 2 as dealt')")
    page.screenshot(path=shot("games-viewer-phone.png"), full_page=True)
    watch.assert_clean()
    context.close()


def test_a_record_file_is_opened_and_a_bad_paste_is_refused_beside_it(browser, site_url, tmp_path):
    """An Imperial record opened from its file; then text that is no record is refused in
    words, the record already open staying below; a two-player Rubicon deal is sent to the
    practice page's viewer."""
    from piquet_core.players import play_random_deal
    from piquet_core.record import dump
    record = tmp_path / "imperial-6.pqt"
    record.write_text(_record("imperial", 6), encoding="utf-8")
    context = browser.new_context(**DESKTOP)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    page.goto(site_url + "games.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.locator("#gt-viewer-file").set_input_files(str(record))
    status = page.locator("#gt-viewer-output .stepper__status")
    status.wait_for()
    assert status.inner_text().startswith("Step 0 of ") and "Turn-up" in page.locator("#gt-viewer-output").inner_text()
    # the box holds the file's text; reached by Tab, it is selected whole, so a paste
    # replaces it (a walk-through's paste was added to the file's text)
    assert page.locator("#gt-viewer-text").input_value() == record.read_text(encoding="utf-8")
    page.locator("#gt-viewer-file").focus()
    page.keyboard.press("Tab")
    page.keyboard.insert_text("hello")  # (what a paste does to the selection)
    assert page.locator("#gt-viewer-text").input_value() == "hello"
    page.locator("[data-action=open-record]").click()
    alert = page.locator("#gt-viewer-output [role=alert]")
    alert.wait_for()
    assert alert.inner_text().startswith("This record cannot be read: line 1") and "still below" in alert.inner_text()
    assert status.count() == 1
    page.locator("#gt-viewer-text").fill(dump(play_random_deal(3)))
    page.locator("[data-action=open-record]").click()
    page.wait_for_function("document.querySelector('#gt-viewer-output [role=alert]').textContent"
                           ".includes('practice page')")
    watch.assert_clean()
    context.close()


def test_a_redraw_while_the_computers_play_keeps_the_parts_that_did_not_change(browser, site_url):
    """A walk-through tapped Download while the computers played: every move redrew the
    whole table, the button went between the press and the release, and nothing came.
    A redraw now replaces only the parts that changed (``pagekit.patch_html``)."""
    context = browser.new_context(accept_downloads=True, **DESKTOP)
    page = context.new_page()
    watch = PageWatch(page, site_url)
    open_game(page, site_url, "voleur", 7, level="random")
    idle(page)
    download = page.locator("[data-action=download-record]").element_handle()
    status = page.locator(".gt-status").element_handle()
    page.evaluate("() => { window.redraws = 0; new MutationObserver((records) => window.redraws += records.length)"
                  ".observe(document.getElementById('gt'), {childList: true}); window.heard = [];"
                  " new MutationObserver(() => window.heard.push(document.getElementById('gt-live').textContent))"
                  ".observe(document.getElementById('gt-live'), {childList: true, subtree: true,"
                  " characterData: true}); }")
    cards = page.locator("#gt button[data-card]:not([aria-disabled])")
    target = cards.first if cards.count() else page.locator("#gt [data-action=move]").first
    target.click()
    idle(page)
    assert page.evaluate("window.redraws") >= 2  # (parts replaced: his move, and the computers' after it)
    assert download.evaluate("b => b.isConnected") and status.evaluate("s => s.isConnected")
    # Download pressed while the computers move gives the file (a press then was dropped)
    pressed = 0
    for _ in range(12):  # (a press after his move, once the computers are moving)
        if phase(page) in OVER:
            break
        cards = page.locator("#gt button[data-card]:not([aria-disabled])")
        (cards.first if cards.count() else page.locator("#gt [data-action=move]").first).click()
        page.wait_for_timeout(100)
        if page.locator("#gt-host[data-busy=true]").count():
            with page.expect_download(timeout=15_000) as info:
                page.locator("[data-action=download-record]").click()
            assert Path(info.value.path()).read_text(encoding="utf-8").startswith("Game: voleur")
            pressed += 1
        idle(page)
    assert pressed
    # the live region says every new line, the computers' cards among them, in words
    heard = [text for text in page.evaluate("window.heard") if text]
    assert any(" plays the " in text.lower() or " leads the " in text.lower() for text in heard), heard
    assert not any(symbol in text for text in heard for symbol in "\u2660\u2665\u2666\u2663"), heard
    watch.assert_clean()
    context.close()
