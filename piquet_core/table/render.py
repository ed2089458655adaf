"""The practice table as HTML: what the learner sees and may do, from his view only.

This module puts the table together (the settings panel, the status line, the cut, the
tools) from its parts: ``felt`` (a deal in progress), ``prompts`` (what the learner must
do now), ``results`` (the end of a deal, the review, the partie), ``move_words`` (words
for moves) and ``widgets`` (buttons, hands, the memo of regions).

Glossary:
    prompt:     the part of the table that says what the learner must do now, with the
                buttons that do it (the first of them carries ``data-autofocus``, where
                the page puts the keyboard focus after each move).
    score sheet: the deal's scores by class (carte blanche, point, sequence, set, the
                play, the cards...) for both players.
    review:     after a deal, both hands, each decision of the learner beside the coach's
                and the points it cost, with a button to try it again.

Test hooks, kept exactly: the root has ``data-phase``; every card the learner can act
on is a ``<button data-card="AS">``; every other action is a button with a
``data-action`` name (``coach-move``, ``download-record``...); each player's deal total
is in ``data-total="elder"`` / ``data-total="younger"``.

>>> from piquet_core.table.session import Table
>>> html = render_table(Table())
>>> 'data-phase="setup"' in html and 'data-action="new-partie"' in html
True
"""

from ..levels import levels_note
from ..rules import BASE_NAMES, BASE_TITLES, VARIANTS, Rules
from ..seats import ELDER, SEAT_NAMES
from ..speech import number_words
from . import adapter
from .cardface import escape
from .felt import deal_regions
from .results import cut_sentences, partie_html, race_words
from .session import DEFAULT_SETTINGS, PACES
from .widgets import button, coach_bar, confirm_html, memo, role_label, trick_html

VARIANT_HELP = {
    "younger_must_exchange": "Younger must exchange at least one card.",
    "dealer_exchanges_first": "Younger (the dealer) exchanges first, from his own three (not with trumps).",
    "old_count": "Only a ten or higher scores for leading or winning a trick.",
    "sink_rule": "A sunk holding that proves best is scored at the end of the deal.",
    "last_trick_four": "The last trick is worth 4 instead of 1.",
    "cavendish_capot": "Capot keeps the point for the last trick.",
    "four_deal": "A partie of four deals; the first and last count double (not with hundred up).",
    "hundred_up": "Piquet au cent: the first to 100 wins (not with four deal).",
    "trumps": "Elder names a trump suit at his exchange; a player void of the suit led must trump (not with "
              "dealer exchanges first).",
    # (the 40 for a failure is the site's reading: the source names no cost, docs/variants.md)
    "announced_capot": ("Either player may announce capot before his exchange: 80 if made, 40 to the other if not "
                        "(the source names no cost for a failure; this is our reading)."),
    "ties_play_on": "A partie tied after its deals plays on, two deals at a time.",
}


# The games the settings panel starts from (``rules.BASE_NAMES``); the variants add to them.
BASE_LABELS = {"rubicon": BASE_TITLES["rubicon"],
               # (short: the whole list, cut off in the menu at desktop width, is the note under the variants)
               "cardparade": BASE_TITLES["cardparade"] + " (trumps named by elder, capot announced: all its rules "
                                                         "under “variants”)"}
# CardParade's own variants are on with it, unticked below (a walk-through read them as off).
CARDPARADE_NOTE = ("CardParade has its variants already (trumps, announced capot, younger must exchange, last "
                   "trick four, ties play on): to play it without trumps, choose Rubicon Piquet and tick the others.")
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "No pause"}
SEAT_LABELS = {"elder": "Elder: the computer deals; you declare and lead first",
               "younger": "Younger: you deal, and answer his declarations"}


def render_table(table, ready=False, waiting=None):
    """The table's HTML. ``ready``: the page's Python is running (controls enabled);
    ``waiting``: a sentence to show while the computer is being loaded or thinks."""
    phase, regions = render_regions(table, ready, waiting)
    return table_html(phase, regions)


def table_html(phase, regions):
    return ('<section id="table" class="table" data-phase="%s" aria-label="The card table">'
            '<div class="table__inner">%s</div></section>') % (phase, "".join(html for _, html in regions))


def render_regions(table, ready=False, waiting=None):
    """(data-phase, [(name, html)]): the table in named regions, each wrapped in
    ``<div data-region="name">``, so the page replaces only the regions that changed."""
    parts = []
    if table.stage == "setup":
        parts.append(("setup", setup_html(ready, table)))
    else:
        if table.offered_link is not None:
            parts.append(("link", link_question_html(table)))
        parts.append(("status", status_html(table)))
        if table.stage == "cut":
            parts.append(("cut", cut_html(table)))
        elif table.deal is not None:
            parts.extend(deal_regions(table, waiting))
        parts.append(("partie", memo(table, "partie", (table.kind, table.stage, table.cut is None, table.pending_count is None, [
            (deal, deal.totals) for deal in table.finished]), lambda: partie_html(table))))
        parts.append(("tools", memo(table, "tools", (table.deal is None, table.kind, table.stage, sorted(
            table.settings.items()), table.asking_new_game()), lambda: tools_html(table))))
    return _phase(table), [(name, '<div class="region" data-region="%s">%s</div>' % (name, html))
                           for name, html in parts]


def _phase(table):
    if table.stage in ("setup", "cut", "deal-over", "partie-over"):
        return table.stage
    return table.deal.phase.replace(" ", "-")


def panel_rules(text):
    """(base, [variants ticked]) of rules' text as ``Rules.to_text`` writes it (None:
    Rubicon Piquet): what the settings panel shows; a setting it has no field for
    (``cards_bonus=20``) is left out.

    >>> panel_rules("cardparade +sink_rule"), panel_rules(None)
    (('cardparade', ['sink_rule']), ('rubicon', []))
    """
    words = (text or "rubicon").split()
    return words[0], [word[1:] for word in words[1:] if word.startswith("+")]


def setup_html(ready, table=None):
    """The settings panel: level, rules, counting aloud, speech, the seat for one deal and
    the start buttons; with ``table``, its settings and the level, rules and seat last
    played (else the defaults: ``adapter.first_level``, Rubicon Piquet and elder)."""
    found = adapter.levels()
    chosen = table.setup_level if table is not None else None
    if chosen not in [name for name, _ in found]:
        chosen = adapter.first_level()
    options = ['<option value="%s"%s>%s</option>' % (name, " selected" if name == chosen else "", escape(label))
               for name, label in found]
    base, ticked = panel_rules(table.setup_rules if table is not None else None)
    bases = "".join('<option value="%s"%s>%s</option>' % (name, " selected" if name == base else "",
                                                        escape(BASE_LABELS.get(name, name))) for name in BASE_NAMES)
    variants = []
    for name, _, _ in VARIANTS:
        variants.append('<label class="check"><input type="checkbox" name="variant" value="%s"%s> '
                        '<span><b>%s</b> %s</span></label>' % (name, " checked" if name in ticked else "",
                                                               name.replace("_", " "), escape(VARIANT_HELP.get(name, ""))))
    return (
        '<form class="setup" id="table-setup" action="#" novalidate>'
        '<fieldset class="setup__fields"%s><legend>A new game against the computer</legend>'
        '<label class="field"><span>Level</span> <select name="level" id="setup-level" '
        'aria-describedby="setup-level-note">%s</select></label>'
        '<p class="setup__note" id="setup-level-note">%s</p>'
        '<label class="field"><span>Game</span> <select name="base" id="setup-base">%s</select></label>'
        '<details class="setup__variants"%s><summary>Rules: variants to add</summary>'
        '<p class="setup__note">%s</p>%s</details>'
        '%s'
        '<label class="field"><span>Seed (optional: the same seed deals the same cards)</span> '
        '<input type="text" inputmode="numeric" name="seed" id="setup-seed" autocomplete="off" '
        'aria-describedby="setup-message"></label>'
        '%s'
        '<p class="setup__message" id="setup-message" role="alert"></p>'
        '<div class="actions">%s %s</div>'
        '</fieldset></form>'
    ) % ("" if ready else " disabled", "".join(options), escape(levels_note([name for name, _ in found])), bases,
         " open" if ticked else "", CARDPARADE_NOTE, "".join(variants),
         settings_fields(table.settings if table is not None else None),
         seat_fields(table.deal_seat_choice if table is not None else ELDER),
         button("new-partie", "Start a partie", autofocus=True),  # of six deals, or four (four_deal)
         button("new-deal", "Play one deal", cls="button button--quiet"))


def seat_fields(seat):
    """The learner's seat for "Play one deal", a radio group (the arrow keys choose);
    a partie seats him by the cut, which the note says."""
    radios = "".join('<label class="check"><input type="radio" name="seat" value="%s" id="setup-seat-%s"%s> '
                     '<span>%s</span></label>' % (name, name, " checked" if index == seat else "",
                                                  escape(SEAT_LABELS[name])) for index, name in enumerate(SEAT_NAMES))
    return ('<fieldset class="setup__seat" aria-describedby="setup-seat-note"><legend>Your seat in one deal</legend>%s'
            '<p class="setup__note" id="setup-seat-note">For "Play one deal" only: a partie seats you by the cut.</p>'
            '</fieldset>') % radios


def rules_refusal(error):
    """Rules chosen that cannot go together, said under the settings by the panel's names.

    >>> rules_refusal(ValueError("trumps needs elder to exchange first: it cannot go with dealer_exchanges_first"))
    'These rules cannot be played: trumps needs elder to exchange first: it cannot go with dealer exchanges first.'
    """
    return "These rules cannot be played: %s." % str(error).replace("_", " ")


def settings_fields(settings):
    """Counting aloud, speech, auto-play, the coach's word at once and pace: in the setup
    form and during play."""
    values = dict(DEFAULT_SETTINGS)
    values.update(settings or {})
    settings = values

    def check(name, text):
        return ('<label class="check"><input type="checkbox" data-setting="%s" name="%s"%s> <span>%s</span></label>'
                % (name, name, " checked" if settings[name] else "", text))
    paces = "".join('<option value="%s"%s>%s</option>' % (p, " selected" if settings["pace"] == p else "",
                                                         PACE_LABELS[p]) for p in PACES)
    return ('<div class="settings">%s%s%s%s<label class="field field--inline"><span>Pace of the computer</span> '
            '<select data-setting="pace" name="pace">%s</select></label></div>') % (
        check("counting", "Count aloud: say your own total each time it changes"),
        check("speech", "Speak the announcements aloud"),
        check("autoplay", "Play forced cards for me (when only one card may be played)"),
        check("feedback", "Coach: tell me at once when a choice gives up a point or more"), paces)


def status_html(table):
    """The heading line and the scoreboard (``data-total`` for each role)."""
    parts = ['<div class="table__status">']
    if table.kind == "partie":
        base = table.rules.deals_per_partie
        number = len(table.finished) + (0 if table.stage in ("deal-over", "partie-over") else 1)
        if table.rules.hundred_up:  # no number of deals: it ends when one of them reaches 100
            title = "A new partie: the first to 100 wins" if table.stage == "cut" else "Deal %d: the first to 100 wins" % number
        elif table.stage == "cut":
            title = "A new partie: %s deals" % number_words(base)
        elif number > base:  # a tie: the deals after the last come two at a time (one each)
            title = "Deal %d of %d (the tie deals)" % (number, number + (number - base) % 2)
        else:
            title = "Deal %d of %d%s" % (number, base, ", counts double" if (number - 1) in table.rules.doubled_deals else "")
        parts.append('<h2 class="table__title">%s</h2>' % title)
    else:
        parts.append('<h2 class="table__title">One deal, seed %d</h2>' % table.seed)
    parts.append('<p class="table__level">Level: %s.</p>' % escape(adapter.LEVEL_LABELS.get(table.level, table.level)))
    # the variants chosen, said at the table, not only in the settings (for one deal, the deal's)
    named = table.rules.in_words(one_deal=table.kind != "partie")
    if table.rules.trumps:
        parts.append('<p class="table__game">%s: elder names trumps; a player void of the suit led must '
                     'trump.</p>' % escape(named))
    elif named != Rules().in_words():
        parts.append('<p class="table__game">%s.</p>' % escape(named))
    if table.kind == "partie" and table.rules.hundred_up and table.stage == "deal":
        race = race_words(table, table.partie())  # Piquet au cent: the race to 100, in sight
        if race:
            parts.append('<p class="table__race">%s</p>' % escape(race))
    parts.append("</div>")
    if table.deal is not None:
        totals = table.deal.totals
        held = sum(score.points for score in table.said_until()[1])  # (the computer's, said after his count)
        rows = []
        for seat in (table.learner_seat, 1 - table.learner_seat):  # (you first, as the score sheet's columns)
            # Counting aloud: the learner's new total stays hidden until he has said it, and
            # so do the computer's scores said after it (``data-total`` keeps the deal's own).
            mine = seat == table.learner_seat
            conceal = (table.pending_count is not None) if mine else held > 0
            shown = ('<span class="score__value">?<span class="visually-hidden"> (say your total)</span></span>'
                     if mine else '<span class="score__value">%d</span>' % (totals[seat] - held))
            rows.append('<div class="score score--%s"><span class="score__who">%s</span> '
                        '<span class="score__value%s" data-total="%s">%d</span>%s</div>' % (
                            "you" if mine else "computer", escape(role_label(table, seat)),
                            " is-concealed" if conceal else "", "elder" if seat == 0 else "younger", totals[seat],
                            shown if conceal else ""))
        # (a group: a plain div's label is dropped, and the totals read as loose text: an audit)
        parts.append('<div class="scoreboard" role="group" aria-label="This deal\'s totals">%s</div>' % "".join(rows))
    return "".join(parts)


def cut_html(table):
    if table.cut is None:
        return ('<div class="prompt"><p class="prompt__text">First, each of you cuts a card: the lower '
                'card deals first, and the deal then alternates.</p><div class="actions">%s</div></div>'
                % button("cut", "Cut the pack", autofocus=True) + coach_bar(table, [("coach-move", "Let the coach do it")]))
    first_dealer, cuts = table.cut
    said = cut_sentences(table)  # (the live region says the same words)
    lines = ['<p>%s</p>' % escape(sentence) for sentence in said[:-1]]
    mine, theirs = cuts[-1]
    lines.append('<div class="cut">%s</div>' % trick_html([("You", mine), ("The computer", theirs)], "", "The cut", "cut"))
    lines.append('<p class="prompt__text">%s</p>' % escape(said[-1]))
    return '<div class="prompt">%s<div class="actions">%s</div></div>%s' % (
        "".join(lines), button("next-deal", "Deal the first hand", autofocus=True),
        coach_bar(table, [("coach-move", "Let the coach go on")]))


def confirm_new_html(table):
    """The question "New game" asks in a game in progress (Escape, or "Keep playing", puts
    the focus back on "New game")."""
    return confirm_html("new-game", "Abandon this %s and start a new game?" % table.kind, "Keep playing",
                        "confirm-new-game", "Yes, new game")


def link_question_html(table):
    """The question a shared link asks when it is opened in a game in progress
    (``Table.follow_link``), above the table: keeping the game is the safe answer."""
    what = "partie" if table.offered_link["kind"] == "partie" else "deal"
    return confirm_html("open-link", "You opened a link to another %s. Abandon this %s in progress and play it?" % (
        what, table.kind), "Keep playing this %s" % table.kind, "open-link", "Yes, play the link's %s" % what)


def tools_html(table):
    """Download the record, share a link, change the table's options, start afresh."""
    parts = ['<div class="tools">']
    buttons = []
    if table.deal is not None:
        # (a record holds both hands as dealt: while the deal is played, the label says so)
        buttons.append(button("download-record", "Download this deal (.pqt)" if table.stage != "deal" else
                              "Download this deal so far (.pqt, both hands shown)", cls="button button--quiet"))
        if table.kind == "partie":
            buttons.append(button("download-partie", "Download the partie so far (.pqt)" if table.stage != "partie-over"
                                  else "Download the whole partie (.pqt)", cls="button button--quiet"))
    if table.kind is not None:
        # (a link deals the same cards again from the start: "a link to this partie", opened
        # after two deals, showed the cut, and a walk-through had expected the game in play)
        buttons.append(button("share", "Copy a link that deals this %s again" % table.kind,
                              cls="button button--quiet"))
        if table.kind == "partie" and table.deal is not None:
            buttons.append(button("share-deal", "Copy a link that deals this deal again", cls="button button--quiet"))
    if table.stage not in ("setup", "partie-over"):  # (over: the settlement's "New partie" is the one way on;
        # two buttons side by side doing the same read as two actions to a walk-through)
        buttons.append(button("new-partie", "New game", cls="button button--quiet"))
    parts.append('<div class="actions">%s</div>' % " ".join(buttons))
    if table.asking_new_game():
        parts.append(confirm_new_html(table))
    parts.append('<p class="tools__link" id="share-output" aria-live="polite"></p>')
    parts.append('<details class="tools__options"><summary>Table options</summary>%s</details>' % settings_fields(
        table.settings))
    parts.append("</div>")
    return "".join(parts)

