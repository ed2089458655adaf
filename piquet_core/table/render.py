"""The practice table as HTML: what the learner sees and may do, from his view only.

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

from ..actions import EQUAL, GOOD, NOT_GOOD, parse_action
from ..cards import Card, sort_key
from ..combinations import POINT, SEQUENCE, SET
from ..declarations import build_call
from ..errors import PiquetError
from ..partie import settle_partie
from ..rules import VARIANTS
from ..scoring import (
    CAPOT, CARDS, CARTE_BLANCHE, LAST_TRICK, LEAD, PIQUE, REPIQUE, SINK_RULE, WIN,
)
from ..speech import capitalize, number_words, spoken_total
from ..transcript import format_utterance
from . import adapter
from .cardface import card_button, card_html, cards_text, escape
from .session import PACES

VARIANT_HELP = {
    "younger_must_exchange": "Younger must exchange at least one card.",
    "dealer_exchanges_first": "Younger (the dealer) exchanges first, from his own three.",
    "old_count": "Only a ten or higher scores for leading or winning a trick.",
    "sink_rule": "A sunk holding that proves best is scored at the end of the deal.",
    "last_trick_four": "The last trick is worth 4 instead of 1.",
    "cavendish_capot": "Capot keeps the point for the last trick.",
    "four_deal": "A partie of four deals; the first and last count double.",
    "hundred_up": "Piquet au cent: the first to 100 wins.",
}
PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "No pause"}
SHEET_ROWS = (
    (CARTE_BLANCHE, "Carte blanche"), (POINT, "Point"), (SEQUENCE, "Sequences"), (SET, "Sets"),
    (REPIQUE, "Repique"), (PIQUE, "Pique"), (LEAD, "Cards led"), (WIN, "Tricks won on the other's lead"),
    (LAST_TRICK, "Last trick"), (CARDS, "The cards"), (CAPOT, "Capot"), (SINK_RULE, "Sink rule"),
)
ALWAYS_ROWS = (POINT, SEQUENCE, SET, LEAD, WIN, LAST_TRICK, CARDS)
NO_CALL = {POINT: "No point", SEQUENCE: "No sequence", SET: "No set"}
SHOWN_OPTIONS = 4


def button(action, text, value=None, extra="", autofocus=False, cls="button"):
    return '<button type="button" class="%s" data-action="%s"%s%s%s>%s</button>' % (
        cls, action, ' data-value="%s"' % escape(value) if value is not None else "",
        " data-autofocus" if autofocus else "", " " + extra if extra else "", text)


def plain_hand(cards, label, marked=(), extra_class=""):
    items = []
    for card in sorted(cards, key=sort_key):
        items.append(card_html(card, "card--drawn" if card in marked else ""))
    return '<ul class="hand%s" aria-label="%s">%s</ul>' % (
        " " + extra_class if extra_class else "", escape(label), "".join(items))


def backs(count, label):
    items = "".join('<span class="card card--back"></span>' for _ in range(count))
    return '<div class="hand hand--backs" role="img" aria-label="%s">%s</div>' % (escape(label), items)


def who(table, seat):
    """"You" or "The computer", for a seat of the current deal."""
    return "You" if seat == table.learner_seat else "The computer"


def role_label(table, seat):
    return "%s (%s)" % (who(table, seat), "elder" if seat == 0 else "younger")


# ----- the whole table -----------------------------------------------------------------


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
        parts.append(("setup", setup_html(ready)))
    else:
        parts.append(("status", status_html(table)))
        if table.stage == "cut":
            parts.append(("cut", cut_html(table)))
        elif table.deal is not None:
            parts.extend(deal_regions(table, waiting))
        parts.append(("partie", partie_html(table)))
        parts.append(("tools", tools_html(table)))
    return _phase(table), [(name, '<div class="region" data-region="%s">%s</div>' % (name, html))
                           for name, html in parts]


def _phase(table):
    if table.stage in ("setup", "cut", "deal-over", "partie-over"):
        return table.stage
    return table.deal.phase.replace(" ", "-")


def setup_html(ready):
    """The settings panel: level, variants, counting aloud, speech, and the start buttons."""
    options = []
    found = adapter.levels()
    for index, (name, label) in enumerate(found):
        options.append('<option value="%s"%s>%s</option>' % (name, " selected" if index == len(found) - 1 else "",
                                                          escape(label)))
    variants = []
    for name, _, _ in VARIANTS:
        variants.append('<label class="check"><input type="checkbox" name="variant" value="%s"> '
                        '<span><b>%s</b> %s</span></label>' % (name, name.replace("_", " "), escape(VARIANT_HELP.get(name, ""))))
    return (
        '<form class="setup" id="table-setup" action="#" novalidate>'
        '<fieldset class="setup__fields"%s><legend>A new game against the computer</legend>'
        '<label class="field"><span>Level</span> <select name="level" id="setup-level">%s</select></label>'
        '<details class="setup__variants"><summary>Rules: Rubicon Piquet, or a variant</summary>%s</details>'
        '%s'
        '<label class="field"><span>Seed (optional: the same seed deals the same cards)</span> '
        '<input type="text" inputmode="numeric" name="seed" id="setup-seed" autocomplete="off" '
        'aria-describedby="setup-message"></label>'
        '<p class="setup__message" id="setup-message" role="alert"></p>'
        '<div class="actions">%s %s</div>'
        '</fieldset></form>'
    ) % ("" if ready else " disabled", "".join(options), "".join(variants), settings_fields(None),
         button("new-partie", "Start a partie of six deals", autofocus=True),
         button("new-deal", "Play one deal", cls="button button--quiet"))


def settings_fields(settings):
    """Counting aloud, speech, auto-play and pace: in the setup form and during play."""
    settings = settings or {"counting": False, "speech": False, "autoplay": True, "pace": "normal"}

    def check(name, text):
        return ('<label class="check"><input type="checkbox" data-setting="%s" name="%s"%s> <span>%s</span></label>'
                % (name, name, " checked" if settings[name] else "", text))
    paces = "".join('<option value="%s"%s>%s</option>' % (p, " selected" if settings["pace"] == p else "",
                                                         PACE_LABELS[p]) for p in PACES)
    return ('<div class="settings">%s%s%s<label class="field field--inline"><span>Pace of the computer</span> '
            '<select data-setting="pace" name="pace">%s</select></label></div>') % (
        check("counting", "Count aloud: say your own total each time it changes"),
        check("speech", "Speak the announcements aloud"),
        check("autoplay", "Play forced cards for me"), paces)


def status_html(table):
    """The heading line and the scoreboard (``data-total`` for each role)."""
    parts = ['<div class="table__status">']
    if table.kind == "partie":
        partie = table.partie()
        base = table.rules.deals_per_partie
        if table.stage == "cut":
            parts.append('<h2 class="table__title">A new partie: %s deals</h2>' % number_words(base))
        else:
            number = len(table.finished) + (0 if table.stage in ("deal-over", "partie-over") else 1)
            parts.append('<h2 class="table__title">Deal %d of %d%s</h2>' % (
                number, max(base, number), " (the tie deals)" if number > base else ""))
    else:
        parts.append('<h2 class="table__title">One deal, seed %d</h2>' % table.seed)
    parts.append("</div>")
    if table.deal is not None:
        totals = table.deal.totals
        rows = []
        for seat in (0, 1):
            # Counting aloud: the learner's new total stays hidden until he has said it.
            conceal = seat == table.learner_seat and table.pending_count is not None
            rows.append('<div class="score score--%s"><span class="score__who">%s</span> '
                        '<span class="score__value%s" data-total="%s">%d</span>%s</div>' % (
                            "you" if seat == table.learner_seat else "computer", escape(role_label(table, seat)),
                            " is-concealed" if conceal else "", "elder" if seat == 0 else "younger", totals[seat],
                            '<span class="score__value">?<span class="visually-hidden"> (say your total)</span></span>'
                            if conceal else ""))
        parts.append('<div class="scoreboard" aria-label="This deal\'s totals">%s</div>' % "".join(rows))
    return "".join(parts)


def cut_html(table):
    if table.cut is None:
        return ('<div class="prompt"><p class="prompt__text">First, each of you cuts a card: the lower '
                'card deals first, and the deal then alternates.</p><div class="actions">%s</div></div>'
                % button("cut", "Cut the pack", autofocus=True) + coach_bar(table, [("coach-move", "Let the coach do it")]))
    first_dealer, cuts = table.cut
    lines = []
    for mine, theirs in cuts:
        lines.append('<p>You cut the %s, the computer the %s.%s</p>' % (
            mine.name, theirs.name, " Equal ranks: cut again." if mine.rank == theirs.rank else ""))
    mine, theirs = cuts[-1]
    lines.append('<div class="cut">%s%s</div>' % (
        plain_hand([mine], "Your cut"), plain_hand([theirs], "The computer's cut")))
    dealer = "You deal" if first_dealer == 0 else "The computer deals"
    role = "younger" if first_dealer == 0 else "elder"
    lines.append('<p class="prompt__text">%s first, so you are %s in the first deal.</p>' % (dealer, role))
    return '<div class="prompt">%s<div class="actions">%s</div></div>%s' % (
        "".join(lines), button("next-deal", "Deal the first hand", autofocus=True),
        coach_bar(table, [("coach-move", "Let the coach go on")]))


# ----- a deal ----------------------------------------------------------------------------


def deal_html(table, waiting):
    return "".join(html for _, html in deal_regions(table, waiting))


def deal_regions(table, waiting):
    deal = table.deal
    view = deal.view(table.learner_seat)
    parts = [("felt", '<div class="felt">%s%s</div>' % (opponent_html(table, view), centre_html(table, view))),
             ("message", message_html(table))]
    if table.stage == "deal":
        parts.append(("prompt", prompt_html(table, view, waiting)))
    elif table.pending_count is not None:
        parts.append(("prompt", count_html(table)))
    parts.append(("hand", hand_html(table, view)))
    if table.stage == "deal":
        parts.append(("coach", coach_html(table)))
    if table.stage in ("deal-over", "partie-over"):
        parts.append(("over", deal_over_html(table)))
    parts.append(("said", said_html(table)))
    parts.append(("sheet", sheet_html(table)))
    return parts


def opponent_html(table, view):
    seat = table.computer_seat
    parts = ['<div class="seat seat--computer"><h3 class="seat__who">%s</h3>' % escape(role_label(table, seat))]
    if table.stage in ("deal-over", "partie-over"):
        parts.append(plain_hand(table.deal.hands[seat], "The computer's hand (the deal is over)"))
    elif view.opponent_hand_size:
        parts.append(backs(view.opponent_hand_size, "The computer's hand: %d cards, face down" % view.opponent_hand_size))
    known = [card for card in view.known_opponent]
    if known and table.stage == "deal":
        parts.append('<p class="seat__note">Shown to you: %s</p>' % escape(cards_text(known)))
    exchange = view.opponent_exchange()
    if exchange is not None:
        parts.append('<p class="seat__note">Exchanged %s card%s.</p>' % (
            number_words(exchange.count) if exchange.count else "no", "" if exchange.count == 1 else "s"))
    parts.append("</div>")
    return "".join(parts)


def centre_html(table, view):
    deal = table.deal
    parts = ['<div class="centre">']
    if deal.phase in ("carte blanche", "exchange") and not table.stage.endswith("over"):
        parts.append('<p class="centre__talon">The talon: %d card%s.</p>' % (
            view.talon_size, "" if view.talon_size == 1 else "s"))
    if view.exposed:
        parts.append('<div class="centre__row"><span>Left face up in the talon:</span>%s</div>' % plain_hand(
            view.exposed, "Talon cards left face up"))
    trick_cards = []
    if view.current:
        leader = view.leader
        trick_cards.append((leader, view.current[0]))
        caption = "%s led:" % who(table, leader)
        parts.append(_trick(table, trick_cards, caption, "The trick on the table"))
    elif view.tricks:
        last = view.tricks[-1]
        follower = 1 - last.leader
        caption = "Last trick: %s won it." % ("you" if last.winner == table.learner_seat else "the computer")
        parts.append(_trick(table, [(last.leader, last.led), (follower, last.followed)], caption, "The last trick"))
    if deal.phase == "play" or view.tricks:
        won = [0, 0]
        for trick in view.tricks:
            won[trick.winner] += 1
        parts.append('<p class="centre__tricks">Tricks won: you %d, the computer %d.</p>' % (
            won[table.learner_seat], won[table.computer_seat]))
    parts.append("</div>")
    return "".join(parts)


def _trick(table, plays, caption, label):
    items = []
    for seat, card in plays:
        items.append('<li class="trick__play"><span class="trick__who">%s</span>%s</li>' % (
            escape(who(table, seat)), plain_hand([card], "%s played the %s" % (who(table, seat), card.name))))
    return '<div class="trick" role="group" aria-label="%s"><p class="trick__caption">%s</p><ul class="trick__plays">%s</ul></div>' % (
        escape(label), escape(caption), "".join(items))


def message_html(table):
    note = '<p class="message__note">%s</p>' % escape(table.note) if getattr(table, "note", None) else ""
    if not table.message:
        return note + '<p class="message" id="table-message"></p>'
    kind, text = table.message
    return note + '<p class="message message--%s" id="table-message">%s</p>' % (kind, escape(text))


def prompt_html(table, view, waiting):
    deal = table.deal
    if table.pending_count is not None:
        return count_html(table)
    if deal.to_act != table.learner_seat:
        text = waiting or "The computer is thinking\u2026"
        return '<div class="prompt prompt--waiting" aria-busy="true"><p class="prompt__text"><span class="spinner" aria-hidden="true"></span> %s</p></div>' % escape(text)
    phase = deal.phase
    if phase == "carte blanche":
        return ('<div class="prompt"><p class="prompt__text">Your hand has no king, queen or jack: carte '
                'blanche, worth 10. Claim it, or keep quiet to hide your hand?</p><div class="actions">%s %s</div></div>') % (
            button("move", "Claim carte blanche", "carte blanche", autofocus=True),
            button("move", "Keep quiet", "no carte blanche", cls="button button--quiet"))
    if phase == "exchange":
        return exchange_prompt(table, view)
    if phase == "declaration":
        return declaration_prompt(table, view)
    if phase == "play":
        led = deal.current[0] if deal.current else None
        if led is None:
            text = "Your lead: choose a card."
        else:
            text = "Play to the %s: follow suit if you can." % led.name
        return '<div class="prompt"><p class="prompt__text">%s <span class="prompt__hint">Cards you may play are marked.</span></p></div>' % text
    return ""


def exchange_prompt(table, view):
    fewest, most = view.exchange_limits()
    chosen = len(table.selected)
    seat = table.learner_seat
    role = "elder" if seat == 0 else "younger"
    text = "Choose the cards to exchange: %s %s." % (
        "at least %s and at most %s" % (number_words(fewest), number_words(most)) if most != fewest
        else "exactly %s" % number_words(most), "card" if most == 1 else "cards")
    if role == "younger" and fewest == 0:
        text += " You may also keep your hand as it is."
    parts = ['<div class="prompt"><p class="prompt__text">%s <span class="prompt__hint">Click or tap a card '
             '(or Tab to it and press Space) to mark it.</span></p>' % escape(text)]
    option_name = "look" if role == "elder" else "expose"
    if most - chosen > 0 and (chosen > 0 or fewest == 0):
        left = most - chosen
        question = ("Look at the %s card%s you leave (only you see them)" if role == "elder"
                    else "Turn the %s card%s you leave face up (both of you see them)") % (
            number_words(left), "" if left == 1 else "s")
        parts.append('<label class="check"><input type="checkbox" data-option="%s"%s> <span>%s</span></label>' % (
            option_name, " checked" if table.option == option_name else "", escape(question)))
    if chosen:
        label = "Exchange %s card%s" % (number_words(chosen), "" if chosen == 1 else "s")
    else:
        label = "Keep my hand (exchange none)" if fewest == 0 else "Exchange"
    disabled = "" if fewest <= chosen <= most else ' aria-disabled="true"'
    parts.append('<div class="actions">%s</div></div>' % button("exchange", escape(label), extra=disabled.strip(),
                                                              autofocus=fewest <= chosen <= most and chosen > 0))
    return "".join(parts)


def declaration_prompt(table, view):
    deal = table.deal
    kind = deal.current_class
    record = deal.class_record(kind)
    hand = deal.hands[table.learner_seat]
    actions = view.legal_actions()
    parts = ['<div class="prompt">']
    if record.elder_call:
        said = _call_words(kind, [combo.cards for combo in record.elder_call[:1]], None, record.elder_call[:1])
        if record.answers:
            text = "You asked; the computer says: %s. Your answer?" % _second_words(record.elder_call[0])
        else:
            text = "The computer calls: %s. Your answer?" % said
    elif record.elder_call == () and table.learner_seat == 1:
        text = "The computer calls %s. Do you call yours?" % NO_CALL[kind].lower().replace("no ", "no ")
    else:
        text = "Your %s: what do you call?" % kind
    parts.append('<p class="prompt__text">%s</p>' % escape(text))
    options = []
    for action in actions:
        options.append((_option_rank(action, kind, hand), action))
    options.sort(key=lambda item: -item[0])
    shown, more = options[:SHOWN_OPTIONS], options[SHOWN_OPTIONS:]
    parts.append('<div class="options">%s</div>' % "".join(
        _option_button(action, kind, hand, i == 0) for i, (_, action) in enumerate(shown)))
    if more:
        parts.append('<details class="options__more"><summary>Call less (sinking) or other choices</summary>'
                     '<div class="options">%s</div></details>' % "".join(
                         _option_button(action, kind, hand, False) for _, action in more))
    parts.append("</div>")
    return "".join(parts)


def _option_rank(action, kind, hand):
    groups = getattr(action, "groups", ())
    if not groups:
        return 0.5 if getattr(action, "answer", None) == EQUAL else 0
    try:
        combos = build_call(kind, groups, hand)
    except PiquetError:
        return 0
    total = 0
    for combo in combos:
        total += combo.score * 100 + combo.key[1]
    return 1 + total


def _option_button(action, kind, hand, first):
    text = describe_move(action, kind, hand)
    cards = []
    for group in getattr(action, "groups", ()):
        cards.extend(group)
    mini = ('<span class="mini" aria-hidden="true">%s</span>' % "".join(
        '<span class="mini__card mini__card--%s">%s</span>' % ("red" if c.is_red else "black", escape(c.label))
        for c in cards)) if cards else ""
    return button("move", '<span class="option__text">%s</span>%s' % (escape(text), mini), str(action),
                  autofocus=first, cls="button option")


def describe_move(action, kind=None, hand=None):
    """Words for a move: "Point of five, making 48", "Good", "Exchange 8♥ 7♥", "Play the K♠"."""
    if isinstance(action, str):
        action = parse_action(action)
    text = str(action)
    if text.startswith("play "):
        return "Play the %s" % action.card.name
    if text.startswith("exchange"):
        if not action.discards:
            result = "Exchange no cards"
        else:
            result = "Exchange %s" % cards_text(sorted(action.discards, key=sort_key))
        if action.option == "look":
            result += " and look at the cards left"
        elif action.option == "expose":
            result += " and turn the cards left face up"
        return result
    if text in ("carte blanche", "no carte blanche"):
        return "Claim carte blanche" if text == "carte blanche" else "Keep quiet (no carte blanche)"
    answer = getattr(action, "answer", None)
    if answer == GOOD:
        return "Good"
    if answer == EQUAL:
        if kind == POINT:
            return "Equal (\u201cMaking?\u201d)"
        return "Equal (\u201cHow high?\u201d)"
    kind = getattr(action, "kind", kind)
    if hand is None:  # the cards called are held: enough to name the combinations
        hand = [card for group in action.groups for card in group]
    words = _call_words(kind, action.groups, hand)
    return ("Not good: " + words[:1].lower() + words[1:]) if answer == NOT_GOOD else words


def _call_words(kind, groups, hand, combos=None):
    if combos is None:
        if not groups:
            return NO_CALL.get(kind, "Nothing")
        try:
            combos = build_call(kind, groups, hand) if hand is not None else None
        except PiquetError:
            combos = None
        if combos is None:
            return " + ".join(cards_text(group) for group in groups)
    if not combos:
        return NO_CALL[kind]
    if kind == POINT:
        combo = combos[0]
        return "Point of %s, making %d" % (number_words(combo.length), combo.value)
    if kind == SEQUENCE:
        return " and ".join(capitalize(combo.full_name) if i == 0 else combo.full_name for i, combo in enumerate(combos))
    return " and ".join(combo.spoken if i == 0 else combo.spoken.lower() for i, combo in enumerate(combos))


def _second_words(combo):
    from ..transcript import second_figure_words
    return second_figure_words(combo).rstrip(".")


def count_html(table):
    choices = table.count_choices()
    buttons = " ".join(button("say-total", str(value), str(value), cls="button button--choice") for value in choices)
    return ('<div class="prompt prompt--count"><form class="count" data-form="say-total" action="#" novalidate>'
            '<p class="prompt__text">Your score has changed. Say your new total:</p>'
            '<label class="field field--inline"><span>Your total</span> <input type="text" inputmode="numeric" '
            'name="total" autocomplete="off" data-autofocus></label> '
            '<button type="submit" class="button" data-action="say-total-typed">Say it</button>'
            '<p class="count__or">or choose:</p><div class="actions">%s</div></form>%s</div>') % (
        buttons, coach_bar(table, [("coach-move", "Let the coach say it")]))


def hand_html(table, view):
    deal = table.deal
    seat = table.learner_seat
    hand = deal.hands[seat]
    label = "Your hand (%s, %d cards)" % ("elder" if seat == 0 else "younger", len(hand))
    heading = '<h3 class="seat__who">%s</h3>' % escape(role_label(table, seat))
    acting = table.learner_to_act()
    drawn = view.drawn if deal.phase in ("exchange", "declaration") else ()
    if acting and deal.phase == "exchange":
        items = []
        for card in sorted(hand, key=sort_key):
            chosen = card.code in table.selected
            items.append("<li>%s</li>" % card_button(card, pressed=chosen, extra_class="is-selected" if chosen else ""))
        body = '<ul class="hand hand--buttons" aria-label="%s: choose the cards to exchange">%s</ul>' % (
            escape(label), "".join(items))
    elif acting and deal.phase == "play":
        led = deal.current[0] if deal.current else None
        legal = set(card for card in hand if led is None or card.suit == led.suit)
        if not legal:
            legal = set(hand)
        items = []
        for card in sorted(hand, key=sort_key):
            ok = card in legal
            items.append("<li>%s</li>" % card_button(card, extra_class="is-legal" if ok else "is-illegal",
                                                     attrs='data-legal="%s"%s' % ("true" if ok else "false",
                                                                                  "" if ok else ' aria-describedby="illegal-note"')))
        body = ('<ul class="hand hand--buttons" aria-label="%s: choose a card to play">%s</ul>'
                '<p class="visually-hidden" id="illegal-note">You must follow suit: this card is not allowed now.</p>') % (
            escape(label), "".join(items))
    elif hand:
        body = plain_hand(hand, label, marked=drawn)
    else:
        body = '<p class="seat__note">Every card of yours has been played.</p>'
    extra = []
    if drawn and table.stage == "deal":
        extra.append('<p class="seat__note">You drew: %s.</p>' % escape(cards_text(sorted(drawn, key=sort_key))))
    seen = [card for card in view.talon_seen if card not in view.drawn]
    if seen and table.stage == "deal" and deal.phase in ("exchange", "declaration"):
        extra.append('<p class="seat__note">You looked at the cards you left: %s.</p>' % escape(cards_text(seen)))
    if view.discards and table.stage == "deal":
        extra.append('<details class="seat__discards"><summary>Your discards</summary>%s</details>' % plain_hand(
            view.discards, "Your discards"))
    return '<div class="seat seat--you">%s%s%s</div>' % (heading, body, "".join(extra))


def coach_bar(table, buttons):
    return '<div class="coach" role="group" aria-label="Coach">%s</div>' % " ".join(
        button(name, text, cls="button button--quiet") for name, text in buttons)


def coach_html(table):
    parts = []
    if table.hint:
        hint = table.hint
        value = hint.get("value")
        worth = ""
        if value is not None:
            worth = " Its value: %s %s on average" % (_signed(value), hint.get("units") or "points")
            if hint.get("margin"):
                worth += ", %s more than the next best" % _points(hint["margin"])
            worth += "."
        parts.append('<div class="hint" role="note"><p><b>Coach:</b> %s.%s</p><p class="hint__reason">%s</p></div>' % (
            escape(describe_move(hint["action"], table.deal.current_class, table.deal.hands[table.learner_seat])),
            escape(worth), escape(hint.get("reason", ""))))
    buttons = []
    if table.learner_to_act():
        buttons.append(("hint", "Hint"))
        if table.hint:
            buttons.append(("follow", "Follow the hint"))
    if table.learner_to_act():
        buttons.append(("coach-move", "Let the coach play this"))
    if table.decisions():
        buttons.append(("undo", "Undo"))
    if buttons:
        parts.append(coach_bar(table, buttons))
    found = table.decisions()
    if found:
        items = []
        for number, (index, text) in enumerate(found, 1):
            items.append('<li><span>%d. %s</span> %s</li>' % (
                number, escape(describe_move(text)), button("undo-to", "Back to here", str(index),
                                                          cls="button button--small")))
        parts.append('<details class="decisions"><summary>Your decisions in this deal (%d)</summary><ol>%s</ol></details>' % (
            len(found), "".join(items)))
    return "".join(parts)


def _signed(value):
    if isinstance(value, float):
        value = round(value, 1)
    return ("+%s" % value) if value > 0 else "%s" % value


def _points(value):
    if isinstance(value, float):
        value = round(value, 1)
    return "%s point%s" % (value, "" if value == 1 else "s")


def said_html(table):
    """Every line said so far (announcements in words, as they are said)."""
    lines = []
    for entry in table.deal.log:
        line = format_utterance(entry)
        if line.player is None:
            lines.append('<li class="said__narration">%s</li>' % escape(line.text))
        else:
            note = ' <span class="said__note">(%s)</span>' % escape(line.note) if line.note else ""
            lines.append('<li class="said__line said__line--%s"><b>%s:</b> %s%s</li>' % (
                "you" if line.player == table.learner_seat else "computer",
                escape(role_label(table, line.player)), escape(line.text), note))
    if not lines:
        return ('<section class="said" aria-label="What is said"><h3 class="said__title">What is said</h3>'
                '<p class="said__narration">Nothing has been said yet.</p></section>')
    lines.reverse()  # the newest first: no scrolling to follow the deal
    return ('<section class="said" aria-label="What is said"><h3 class="said__title">What is said '
            '<span class="said__order">(newest first)</span></h3><ol class="said__lines" reversed tabindex="0" '
            'aria-label="Every line said in this deal, newest first">%s</ol></section>') % "".join(lines)


def sheet_rows(deal):
    """{category: [elder's points, younger's points]} of the scores announced so far."""
    rows = {}
    for event in deal.events:
        rows.setdefault(event.category, [0, 0])[event.player] += event.points
    return rows


def sheet_html(table):
    deal = table.deal
    rows = sheet_rows(deal)
    you, them = table.learner_seat, table.computer_seat
    body = []
    for category, label in SHEET_ROWS:
        values = rows.get(category)
        if values is None and category not in ALWAYS_ROWS:
            continue
        values = values or [0, 0]
        body.append('<tr><th scope="row">%s</th><td>%d</td><td>%d</td></tr>' % (label, values[you], values[them]))
    totals = deal.totals
    open_attr = " open" if table.stage != "deal" else ""
    return ('<details class="sheet"%s><summary>Score sheet of this deal</summary><div class="table-scroll"><table>'
            '<thead><tr><th scope="col">Class</th><th scope="col">You</th><th scope="col">Computer</th></tr></thead>'
            '<tbody>%s</tbody><tfoot><tr><th scope="row">Total</th><td>%d</td><td>%d</td></tr></tfoot></table></div>'
            '</details>') % (open_attr, "".join(body), totals[you], totals[them])


def deal_over_html(table):
    deal = table.deal
    you, them = table.learner_seat, table.computer_seat
    totals = deal.totals
    result = deal.result()
    parts = ['<div class="over"><h3 class="over__title">The deal is over</h3>']
    summary = "You scored %d, the computer %d." % (totals[you], totals[them])
    tricks = deal.tricks_won()
    summary += " Tricks: you %d, the computer %d." % (tricks[you], tricks[them])
    if result.get("bonus"):
        bonus_seat = 0 if result["bonus"]["player"] == "elder" else 1
        summary += " %s made a %s." % (who(table, bonus_seat), result["bonus"]["kind"])
    if table.counted[0] or table.counted[1]:
        summary += " Counting aloud: %d right, %d corrected." % (table.counted[0], table.counted[1])
    parts.append('<p class="over__summary">%s</p>' % escape(summary))
    actions = []
    if table.stage == "deal-over" and table.kind == "partie":
        actions.append(button("next-deal", "Next deal", autofocus=True))
        actions.append(button("coach-move", "Let the coach go on", cls="button button--quiet"))
    elif table.stage == "deal-over":
        actions.append(button("replay-deal", "Play this deal again", autofocus=True))
        actions.append(button("new-partie", "New game", cls="button button--quiet"))
    parts.append('<div class="actions">%s</div>' % " ".join(actions))
    parts.append(review_html(table))
    parts.append("</div>")
    return "".join(parts)


def review_html(table):
    deal = table.deal
    parts = ['<section class="review" aria-label="Review of the deal"><h3 class="review__title">Review</h3>',
             '<div class="hands">']
    for seat in (table.learner_seat, table.computer_seat):
        name = "Your" if seat == table.learner_seat else "The computer's"
        parts.append('<div class="hands__one"><h4 class="hands__who">%s hand as dealt</h4>%s'
                     '<h4 class="hands__who">after the exchange</h4>%s</div>' % (
                         name, plain_hand(deal.dealt[seat], name + " hand as dealt"),
                         plain_hand(deal.declared_hands[seat] if deal.declared_hands else deal.dealt[seat],
                                    name + " hand after the exchange")))
    parts.append("</div>")
    if table.solved is not None:
        parts.append('<p class="review__solver">%s</p>' % escape(solver_words(table)))
    elif table.review is None:  # the decisions follow with the coach's review (one draw less now)
        parts.append('<p class="review__solver">The coach is looking at the deal\u2026</p></section>')
        return "".join(parts)
    found = table.decisions()
    ordinal = dict((index, number) for number, (index, _) in enumerate(found, 1))
    rows = [row for row in (table.review or []) if row.get("index") in ordinal]
    if not rows:
        rows = [{"index": index, "yours": text, "coach": None, "cost": None, "reason": "", "exact_cost": None}
                for index, text in found]
    body = []
    for row in rows:
        index = row["index"]
        coach = row.get("coach")
        cost = row.get("cost")
        same = coach is not None and coach == row.get("yours")
        if cost is None:
            cost_text = "\u2014"
        else:
            cost_text = "0" if same or cost < 0.05 else _points(cost)
        if row.get("exact_cost"):
            cost_text += " (exactly %s with both hands known)" % _points(row["exact_cost"])
        body.append('<tr%s><th scope="row">%d</th><td>%s</td><td>%s%s</td><td>%s</td><td>%s</td></tr>' % (
            ' class="is-costly"' if cost and cost >= 0.05 and not same else "", ordinal[index],
            escape(describe_move(row["yours"])),
            escape(describe_move(coach)) if coach else "\u2014",
            '<br><span class="review__reason">%s</span>' % escape(row["reason"]) if row.get("reason") else "",
            escape(cost_text), button("retry", "Try again", str(index), cls="button button--small")))
    if table.review == []:
        parts.append('<p class="review__note">The coach\'s review is not available here, so this lists your '
                     'decisions; \u201cTry again\u201d takes you back to any of them.</p>')
    parts.append('<div class="table-scroll"><table class="review__table"><caption>Your decisions beside the coach\'s'
                 '</caption><thead><tr><th scope="col">#</th><th scope="col">You</th><th scope="col">Coach</th>'
                 '<th scope="col">Cost</th><th scope="col"><span class="visually-hidden">Try again</span></th></tr>'
                 '</thead><tbody>%s</tbody></table></div></section>' % "".join(body))
    return "".join(parts)


def solver_words(table):
    value = table.solved
    if isinstance(value, dict):
        return value.get("text") or "Double-dummy value of the play: %s." % value.get("value")
    return "Double-dummy value of the play (both hands known, perfect play from the first lead): %s for you." % value


def partie_html(table):
    """The partie's running totals, and the settlement with its sum at the end."""
    if table.kind != "partie" or table.cut is None:
        return ""
    partie = table.partie()
    rows = []
    for number, (dealer, elder_total, younger_total) in enumerate(partie.deals, 1):
        factor = 2 if (number - 1) in table.rules.doubled_deals else 1
        mine = younger_total if dealer == 0 else elder_total
        theirs = elder_total if dealer == 0 else younger_total
        note = " (you dealt)" if dealer == 0 else " (the computer dealt)"
        if factor == 2:
            note += ", counts double"
        rows.append('<tr><th scope="row">Deal %d%s</th><td>%d</td><td>%d</td></tr>' % (
            number, note, factor * mine, factor * theirs))
    if not rows:
        rows.append('<tr><td colspan="3">No deal finished yet.</td></tr>')
    parts = ['<section class="partie" aria-label="The partie">']
    if table.stage == "partie-over":
        parts.append(settlement_html(table, partie))
    parts.append('<details class="partie__sheet"%s><summary>The partie: you %d, the computer %d</summary>'
                 '<div class="table-scroll"><table><thead><tr><th scope="col">Deal</th><th scope="col">You</th>'
                 '<th scope="col">Computer</th></tr></thead><tbody>%s</tbody><tfoot><tr><th scope="row">Total</th>'
                 '<td data-partie-total="you">%d</td><td data-partie-total="computer">%d</td></tr></tfoot></table></div>'
                 '</details></section>' % (" open" if table.stage != "deal" else "", partie.totals[0],
                                           partie.totals[1], "".join(rows), partie.totals[0], partie.totals[1]))
    return "".join(parts)


def settlement_html(table, partie):
    result = partie.result()
    mine, theirs = partie.totals
    parts = ['<div class="settlement"><h3 class="over__title">The partie is over</h3>']
    if result["draw"]:
        parts.append("<p>Equal totals after the tie deals: the partie is drawn.</p>")
    elif table.rules.hundred_up:
        parts.append("<p>%s reached 100 first and won%s.</p>" % (
            "You" if result["winner"] == 0 else "The computer", ", with %d" % result["points"]))
    else:
        high, low = max(mine, theirs), min(mine, theirs)
        winner = "You win" if result["winner"] == 0 else "The computer wins"
        if result["rubiconed"]:
            loser = "the computer" if result["winner"] == 0 else "you"
            sum_text = "%d + %d + %d = %d" % (high, low, table.rules.game_bonus, result["points"])
            why = "%s made under %d and %s rubiconed: the winner scores both totals and %d more." % (
                capitalize(loser), table.rules.rubicon, "is" if loser == "the computer" else "are",
                table.rules.game_bonus)
        else:
            sum_text = "%d \u2212 %d + %d = %d" % (high, low, table.rules.game_bonus, result["points"])
            why = "Both passed %d: the winner scores the difference and %d more." % (
                table.rules.rubicon, table.rules.game_bonus)
        parts.append('<p class="settlement__result"><b>%s %d points.</b></p><p class="settlement__sum">%s</p><p>%s</p>' % (
            winner, result["points"], sum_text, escape(why)))
        if table.counted[0] or table.counted[1]:
            parts.append("<p>Counting aloud: %d right, %d corrected.</p>" % tuple(table.counted))
    parts.append('<div class="actions">%s</div></div>' % button("new-partie", "New partie", autofocus=True))
    return "".join(parts)


def tools_html(table):
    """Download the record, share a link, change the table's options, start afresh."""
    parts = ['<div class="tools">']
    buttons = []
    if table.deal is not None:
        buttons.append(button("download-record", "Download this deal (.pqt)", cls="button button--quiet"))
    if table.kind is not None:
        buttons.append(button("share", "Copy a link to this %s" % table.kind, cls="button button--quiet"))
        if table.kind == "partie" and table.deal is not None:
            buttons.append(button("share-deal", "Copy a link to this deal", cls="button button--quiet"))
    if table.stage not in ("setup",):
        buttons.append(button("new-partie", "New game", cls="button button--quiet"))
    parts.append('<div class="actions">%s</div>' % " ".join(buttons))
    parts.append('<p class="tools__link" id="share-output"></p>')
    parts.append('<details class="tools__options"><summary>Table options</summary>%s</details>' % settings_fields(
        table.settings))
    parts.append("</div>")
    return "".join(parts)
