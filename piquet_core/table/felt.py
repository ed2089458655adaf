"""A deal in progress as HTML regions, from the learner's view only: the computer's seat
and the centre (talon, trick, tricks won), the prompt, the learner's hand (cards he can
act on are ``<button data-card>``), the coach, every line said, and the score sheet.

Glossary:
    felt:        the computer's seat and the centre of the table.
    score sheet: the deal's scores by class (carte blanche, point, sequence, set, the
                 play, the cards...) for both players.
    legal:       a card the rules let the learner play now (``data-legal="true"``); the
                 others are shown as unavailable (``aria-disabled``, as on the games
                 page), and a press on one is refused with the rule it breaks.
"""

from ..cards import Card, sort_key
from ..combinations import POINT, SEQUENCE, SET
from ..events import Announced, Played
from ..refusals import DUTIES, FOLLOW, TRUMP
from ..rules import DEFAULT_RULES
from ..scoring import CAPOT, CAPOT_FAILED, CARDS, CARTE_BLANCHE, LAST_TRICK, LEAD, PIQUE, REPIQUE, SINK_RULE, WIN
from ..speech import number_words
from ..transcript import format_utterance
from .cardface import card_button, cards_spoken, cards_text, escape, exchange_items, spoken_html
from .move_words import answering, decision_words, describe_move, hint_move
from .prompts import count_html, exchange_actions, message_html, prompt_html
from .termwords import linked
from .results import deal_over_html
from ..figures import PARTIE_POINTS
from .widgets import backs, button, capot_html, coach_bar, memo, plain_hand, points, role_label, signed, trick_html, trumps_html, who

SHEET_ROWS = (
    (CARTE_BLANCHE, "Carte blanche"), (POINT, "Point"), (SEQUENCE, "Sequences"), (SET, "Sets"),
    (REPIQUE, "Repique"), (PIQUE, "Pique"), (LEAD, "Cards led"), (WIN, "Tricks won on the other's lead"),
    (LAST_TRICK, "Last trick"), (CARDS, "The cards"), (CAPOT, "Capot"),
    (CAPOT_FAILED, "Capot announced, not made"), (SINK_RULE, "Sink rule"),
)


ALWAYS_ROWS = (POINT, SEQUENCE, SET, LEAD, WIN, LAST_TRICK, CARDS)


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
    if table.stage == "deal" and table.pending_count is None and deal.phase == "exchange" \
            and deal.to_act == table.learner_seat:
        parts.append(("exchange", exchange_actions(table, view)))
    if table.stage == "deal":
        parts.append(("coach", coach_html(table)))
    if table.stage in ("deal-over", "partie-over"):
        parts.append(("over", deal_over_html(table)))
    parts.append(("said", said_html(table)))
    parts.append(("sheet", memo(table, "sheet", (deal, table.learner_seat, table.stage == "deal", deal.events,
                                                 table.pending_count is None), lambda: sheet_html(table))))
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
        parts.append('<p class="seat__note">Shown to you: %s</p>' % cards_spoken(known))
    exchange = view.opponent_exchange()
    if exchange is not None:
        parts.append('<p class="seat__note">Exchanged %s card%s.</p>' % (
            number_words(exchange.count) if exchange.count else "no", "" if exchange.count == 1 else "s"))
    parts.append("</div>")
    return "".join(parts)


def centre_html(table, view):
    deal = table.deal
    parts = ['<div class="centre">']
    if view.trumps:
        parts.append(trumps_html(view.trumps))
    elif deal.rules.trumps and not table.stage.endswith("over"):
        parts.append('<p class="centre__trumps">Trumps: not named yet (elder names them at his exchange).</p>')
    if view.capot_announced is not None:
        parts.append(capot_html(who(table, view.capot_announced)))
    if deal.phase in ("carte blanche", "exchange") and not table.stage.endswith("over"):
        parts.append('<p class="centre__talon">The talon: %d card%s.</p>' % (
            view.talon_size, "" if view.talon_size == 1 else "s"))
    if view.exposed:
        parts.append('<div class="centre__row"><span>Left face up in the talon:</span>%s</div>' % plain_hand(
            view.exposed, "Talon cards left face up"))
    before = ""
    if view.tricks:
        last = view.tricks[-1]
        follower = 1 - last.leader
        # Numbered, not "Last trick": the last trick is the twelfth, which scores a point of its own.
        number = len(view.tricks)
        winner = "you" if last.winner == table.learner_seat else "the computer"
        plays = [(last.leader, last.led), (follower, last.followed)]
        if view.current:
            # Beside a new lead, it says it is the trick before; on a phone its cards are
            # hidden, and "Trick 3: the computer won it." under the jack just led read as
            # if the jack had won trick 3 (a walk-through), so there its cards are said.
            caption = "Before this lead, trick %d: %s won it" % (number, winner)
            extra = '<span class="trick__inline"> (%s)</span>.' % spoken_html(  # (read by name)
                " then ".join(card.label for _, card in plays))
            earlier = _trick_before_forced(table, view)
            if earlier:
                extra += earlier
        else:
            caption = "Trick %d%s: %s won it." % (number, ", the last" if number == 12 else "", winner)
            extra = ""
        before = _trick(table, plays, caption,
                        "Trick %d, the last" % number if number == 12 else "The trick before (trick %d)" % number,
                        extra)
    if view.current:
        # The trick before stays in sight beside the new lead: a walk-through never saw a
        # trick that a forced card (played for him) ended before the computer led again.
        leader = view.leader
        current = _trick(table, [(leader, view.current[0])], "%s led:" % who(table, leader), "The trick on the table")
        parts.append('<div class="centre__play">%s%s</div>' % (
            current, '<div class="centre__before">%s</div>' % before if before else ""))
    elif before:
        parts.append(before)
    if deal.phase == "play" or view.tricks:
        won = [0, 0]
        for trick in view.tricks:
            won[trick.winner] += 1
        parts.append('<p class="centre__tricks">Tricks won: you %d, the computer %d.</p>' % (
            won[table.learner_seat], won[table.computer_seat]))
    parts.append("</div>")
    return "".join(parts)


def _trick_before_forced(table, view):
    """When the card played for the learner (his only one) ended the trick before this
    lead, the trick before that one too, said in words: he last looked at the table before
    it, and two tricks had gone by (a walk-through, answering a count meanwhile)."""
    played_for = getattr(table, "played_for", None)
    if played_for is None or played_for[0] is not table.deal or played_for[2] != "forced" or len(view.tricks) < 2:
        return ""
    plays_before = len([entry for entry in table.deal.log[:played_for[1]] if type(entry) is Played])
    if plays_before // 2 + 1 != len(view.tricks):  # (the forced card was not in the trick just ended)
        return ""
    earlier = view.tricks[-2]
    return '<span class="trick__also"> And trick %d: %s won it (%s then %s).</span>' % (
        len(view.tricks) - 1, "you" if earlier.winner == table.learner_seat else "the computer",
        spoken_html(earlier.led.label), spoken_html(earlier.followed.label))


def _trick(table, plays, caption, label, caption_html=""):
    return trick_html([(who(table, seat), card) for seat, card in plays], caption, label, caption_html=caption_html)


def hand_html(table, view):
    deal = table.deal
    seat = table.learner_seat
    hand = deal.hands[seat]
    label = "Your hand (%s, %d cards)" % ("elder" if seat == 0 else "younger", len(hand))
    heading = '<h3 class="seat__who">%s</h3>' % escape(role_label(table, seat))
    acting = table.learner_to_act()
    drawn = view.drawn if deal.phase in ("exchange", "declaration") else ()
    edged = False  # the cards drawn marked in the hand shown (not while its cards are buttons)
    if acting and deal.phase == "exchange":
        body = '<ul class="hand hand--buttons" aria-label="%s: choose the cards to exchange">%s</ul>' % (
            escape(label), exchange_items(sorted(hand, key=sort_key), table.selected))
    elif acting and deal.phase == "play":
        legal = set(deal.legal_cards())  # the rules' own: follow suit, else trump if one can (CardParade)
        items = []
        stop = True  # the hand's Tab stop: the first card he may play
        for card in sorted(hand, key=sort_key):
            ok = card in legal
            items.append("<li>%s</li>" % card_button(card, extra_class="is-legal" if ok else "is-illegal",
                                                     attrs='data-legal="%s"%s' % ("true" if ok else "false", "" if ok else
                                                                                  ' aria-disabled="true" aria-describedby="illegal-note"'),
                                                     tab_stop=ok and stop))
            stop = stop and not ok
        led = deal.current[0] if deal.current else None
        ruff = led is not None and not any(card.suit == led.suit for card in hand)
        if len(legal) == len(hand):  # (void without trumps, or a lead: no card refused, no duty to name)
            note = "Any card may be played now."
        else:  # a walk-through heard "You must trump" of a game without trumps
            note = "You must %s: this card is not allowed now." % DUTIES[TRUMP if ruff else FOLLOW]
        body = ('<ul class="hand hand--buttons" aria-label="%s: choose a card to play">%s</ul>'
                '<p class="visually-hidden" id="illegal-note">%s</p>') % (escape(label), "".join(items), note)
    elif hand:
        body = plain_hand(hand, label, marked=drawn)
        edged = bool(drawn)
    else:
        body = '<p class="seat__note">Every card of yours has been played.</p>'
    extra = []
    if drawn and table.stage == "deal":
        extra.append('<p class="seat__note">You drew%s: %s.</p>' % (
            " (the cards with a dashed edge)" if edged else "", cards_spoken(sorted(drawn, key=sort_key))))
    if table.stage == "deal" and deal.phase in ("exchange", "declaration"):
        extra.extend(_looked_at_notes(view, deal.talon_dealt))
    if view.discards and table.stage == "deal":
        extra.append('<details class="seat__discards"><summary>Your discards</summary>%s</details>' % plain_hand(
            view.discards, "Your discards"))
    return '<div class="seat seat--you">%s%s%s</div>' % (heading, body, "".join(extra))


def _looked_at_notes(view, talon_dealt):
    """The talon cards the learner has seen and not drawn, in one note each: younger's three
    (elder sees them when he names trumps before his exchange, in the trump mode), and the
    cards he left of his own part and looked at."""
    younger_three = talon_dealt[5:]
    seen = [card for card in view.talon_seen if card not in view.drawn]
    theirs = [card for card in seen if card in younger_three]
    mine = [card for card in seen if card not in younger_three]
    notes = []
    if theirs:
        notes.append('<p class="seat__note">You looked at younger\'s three talon cards: %s.</p>' % cards_spoken(
            theirs))
    if mine:
        notes.append('<p class="seat__note">You looked at the %s you left: %s.</p>' % (
            "card" if len(mine) == 1 else "cards", cards_spoken(mine)))
    return notes


# Fewer hands than this behind a value and the hint says how many (the play's first leads,
# where each hand tried is a whole play searched).
FEW_SAMPLES = 12


def value_meaning(phase, units, hand_known=False):
    """What the hint's "value" is (``opponent.coach``'s glossary), in a learner's words: a
    walk-through saw "+54.4 points on average" and could not tell of what. None where the
    value says nothing more than the reason (carte blanche: ten points or none).
    ``hand_known``: in the play, every card he holds is known (shown, or the rest played):
    the value is then exact, not averaged."""
    if phase == "carte blanche":
        return None
    over = "with his cards known" if hand_known else "averaged over the hands he may hold"
    if units == "trump strength":
        return "Value: how strong that suit would be as trumps in your hand (not points)."
    if units == PARTIE_POINTS:
        return ("Value, in partie points (the last deal: the partie is at stake): what its settlement would give you, "
                "or cost you if negative, %s." % over)
    if phase == "play":
        return "Value: the points the rest of the play would bring you minus those it would bring him, %s." % over
    return ("Value: your points minus his for the whole deal, as the coach estimates them, averaged over "
            "the hands he may hold.")


# (CardParade) What an exchange's value leaves out when trumps may still be named before it:
# the coach weighs the exchanges with trumps named after them (a walk-through read the
# hint as the whole choice, and naming first gives a look at younger's three cards).
TRUMPS_FIRST_NOTE = ("These values take trumps named after your exchange: naming them first, which shows you "
                     "younger's three talon cards but fixes the suit before you draw, is not weighed in points.")


def _trumps_still_first(table):
    deal = table.deal
    return deal.phase == "exchange" and deal.to_act == table.learner_seat and \
        any(str(action).startswith("trumps ") for action in deal.pre_exchange_actions())  # (not every exchange)


def coach_html(table):
    parts = []
    if table.hint:
        hint = table.hint
        value = hint.get("value")
        worth = ""
        kind, second = answering(table.deal)
        known = hint.get("hand_known")  # (his whole hand known: one exact figure, no average)
        if value is not None:
            units = hint.get("units") or "points"
            if signed(value).lstrip("+-\u2212") == "1" and units.endswith("s"):  # ("+1 points": a walk-through)
                units = units[:-1]
            worth = " Its value: %s %s%s" % (signed(value), units,
                                             ", exact: you know every card he holds" if known else " on average")
            samples = hint.get("samples") or 0
            if not known and 0 < samples < FEW_SAMPLES:  # (early in the play a search may try only a few: a walk-through saw 2)
                worth += " over the %s he may hold that the coach tried: a rough figure" % (
                    "one hand" if samples == 1 else number_words(samples) + " hands")
            options = hint.get("options") or []
            if hint.get("margin"):
                worth += ", %s more than the next best" % points(hint["margin"], hint.get("units"))
            elif hint.get("margin") is not None and len(options) > 1:  # a tie: say with what (every one)
                worth += "; as good: %s" % _as_good(options, kind, table.deal.hands[table.learner_seat], second)
            worth += "."
        meaning = value_meaning(table.deal.phase, hint.get("units"), known) if value is not None else None
        if meaning and _trumps_still_first(table):
            meaning += " " + TRUMPS_FIRST_NOTE
        parts.append('<div class="hint" role="note"><p><b>Coach:</b> %s.%s</p><p class="hint__reason">%s</p>%s</div>' % (
            spoken_html(hint_move(table)),
            spoken_html(worth), linked(hint.get("reason", ""), other_rules=table.rules != DEFAULT_RULES),
            '<p class="hint__reason hint__value">%s</p>' % escape(meaning) if meaning else ""))
    said = table.feedback
    if said:  # the coach's word at once on a costly choice (``feedback``)
        seen, other_rules = set(), table.rules != DEFAULT_RULES  # (a term marked once, at its first use)
        parts.append('<div class="hint hint--costly" role="status" data-feedback="%d"><p><b>Coach:</b> %s</p>%s'
                     '<p class="hint__reason">%s</p>%s</div>' % (
                         said["index"], spoken_html(said["head"]),
                         '<p class="hint__reason">%s</p>' % linked(said["given_up"], None, seen, other_rules)
                         if said["given_up"] else "",
                         linked(said["coach"], None, seen, other_rules),
                         button("undo-to", "Go back to that decision", str(said["index"]), cls="button button--small")))
    buttons = []
    if table.learner_to_act():
        buttons.append(("hint", "Hint"))
        if table.hint:
            buttons.append(("follow", "Follow the hint"))
    if table.learner_to_act():
        buttons.append(("coach-move", "Let the coach play this"))
    found = table.decisions()
    if found:
        buttons.append(("undo", "Undo"))
    if buttons:
        parts.append(coach_bar(table, buttons))
    if found:
        parts.append(memo(table, "decisions", found, lambda: decisions_html(found, table.answered_classes())))
    return "".join(parts)


def decisions_html(found, answered=None):
    """The learner's decisions so far, each with a button back to it; ``answered``: {index:
    (class, second figure)} (``answered_classes``), so an answer is said as the review says it
    ("Not good: point of six, making 56", not only its cards)."""
    answered = answered or {}
    items = []
    for number, (index, text) in enumerate(found, 1):  # (numbered by the list: "Back to your decision 3"
        # is its third item; a screen reader hears the number too, not a row of plain "Back to here"s)
        items.append('<li><span>%s</span> %s</li>' % (spoken_html(decision_words(text, answered.get(index))), button(
            "undo-to", 'Back to here<span class="visually-hidden"> (decision %d)</span>' % number, str(index),
            cls="button button--small")))
    return '<details class="decisions"><summary>Your decisions in this deal (%d)</summary><ol>%s</ol></details>' % (
        len(found), "".join(items))


def said_line(table, entry, trick=None):
    """One line of "What is said"; ``trick``: for a trick's second card, its number (the
    newest first, the next trick's lead sat right above it and read as beaten by it)."""
    line = format_utterance(entry)
    if trick is not None:
        winner = table.deal.tricks[trick - 1].winner
        return '<li class="said__narration said__narration--trick-end">%s <span class="said__note">(%s trick %d)' \
            '</span></li>' % (spoken_html(line.text), "you win" if winner == table.learner_seat else "the computer wins",
                              trick)
    if line.player is None:
        return '<li class="said__narration">%s</li>' % spoken_html(line.text)
    note = ' <span class="said__note">(%s)</span>' % escape(line.note) if line.note else ""
    return '<li class="said__line said__line--%s"><b>%s:</b> %s%s</li>' % (
        "you" if line.player == table.learner_seat else "computer",
        escape(role_label(table, line.player)), spoken_html(line.text), note)


def said_html(table):
    """Every line said so far (announcements in words, as they are said). The lines of
    the entries already shown are kept: a move adds its own lines only."""
    deal, log = table.deal, table.deal.log
    store = getattr(table, "render_memo", None)
    if store is None:
        store = table.render_memo = {}
    kept = store.get("said-lines")
    if kept is not None and kept[0] is deal and kept[1] == table.learner_seat and len(kept[2]) <= len(log) \
            and log[:len(kept[2])] == kept[2]:
        lines, tricks = kept[3] + [], kept[4]
    else:
        lines, tricks = [], 0
    for entry in log[len(lines):]:
        if type(entry) is Played and not entry.lead:
            tricks += 1
            lines.append(said_line(table, entry, tricks))
        else:
            lines.append(said_line(table, entry))
    store["said-lines"] = (deal, table.learner_seat, log, lines, tricks)
    lines = list(lines)
    pending = table.pending_count
    if pending is not None:  # counting aloud: his own announcement is shown once he has said it,
        stop = table.said_until()[0]  # and what came after it then
        lines = [line for index, line in enumerate(lines) if index < stop and (
            index < pending.get("from", len(log)) or type(log[index]) is not Announced
            or log[index].seat != table.learner_seat)]
    if not lines:
        return ('<section class="said" aria-label="What is said"><h3 class="said__title">What is said</h3>'
                '<p class="said__narration">Nothing has been said yet.</p></section>')
    lines.reverse()  # the newest first: no scrolling to follow the deal
    # (a newcomer read "Point of six: Six." without knowing the second figure is a total)
    return ('<section class="said" aria-label="What is said"><h3 class="said__title">What is said '
            '<span class="said__order">(newest first)</span></h3><p class="said__key">%s</p>'
            '<ol class="said__lines" reversed tabindex="0" '
            'aria-label="Every line said in this deal, newest first">%s</ol></section>') % (SAID_KEY, "".join(lines))


# Under "What is said": what the figure after an announcement is.
SAID_KEY = ("After each score, the figure its player says is his running total for the deal; the pips said "
            "to \"Making?\" are the point's, not a total.")  # (a walk-through read "Forty-eight" as a total)


def sheet_rows(deal, held=()):
    """{category: [elder's points, younger's points]} of the scores announced so far, less
    ``held`` (the scores not shown yet: ``Table.said_until``)."""
    rows = {}
    for event in deal.events:
        rows.setdefault(event.category, [0, 0])[event.player] += event.points
    for event in held:
        rows[event.category][event.player] -= event.points
    return rows


def sheet_html(table):
    deal = table.deal
    held = table.said_until()[1]
    rows = sheet_rows(deal, held)
    you, them = table.learner_seat, table.computer_seat
    body = []
    for category, label in SHEET_ROWS:
        values = rows.get(category)
        if values is None and category not in ALWAYS_ROWS:
            continue
        values = values or [0, 0]
        if table.rules.old_count and category in (LEAD, WIN):
            label += " (ten or higher)"  # else 'Cards led: 7' after nine leads reads as a mistake
        body.append('<tr><th scope="row">%s</th><td>%d</td><td>%d</td></tr>' % (label, values[you], values[them]))
    totals = deal.totals
    # Counting aloud: his new total stays hidden until he has said it (as on the scoreboard).
    yours = "?" if table.pending_count is not None else str(totals[you])
    open_attr = " open" if table.stage != "deal" else ""
    return ('<details class="sheet"%s><summary>Score sheet of this deal</summary><div class="table-scroll"><table>'
            '<thead><tr><th scope="col">Class</th><th scope="col">You</th><th scope="col">Computer</th></tr></thead>'
            '<tbody>%s</tbody><tfoot><tr><th scope="row">Total</th><td>%s</td><td>%d</td></tr></tfoot></table></div>'
            '</details>') % (open_attr, "".join(body), yours, totals[them] - sum(score.points for score in held))


def _as_good(options, kind, hand, second):
    """The options that tie with the coach's choice (the same value to a tenth, as its
    margin is said), in words: "the king of diamonds or the nine of clubs" (a reason
    said "ties with two other cards", and the hint named one)."""
    best = options[0]["value"]
    tied = [option for option in options[1:] if round((best - option["value"]) * 10) == 0] or options[1:2]
    words = [describe_move(option["action"], kind, hand, second) for option in tied[:3]]
    every = [describe_move(option["action"], kind, hand, second) for option in options]
    for index in range(len(words)):  # (two calls alike, "Tierce major, Tierce major": their cards said)
        if every.count(words[index]) > 1:
            shown = [code for code in str(tied[index]["action"]).split(" ")[1:] if len(code) == 2]
            if shown:
                words[index] += " (%s)" % cards_text([Card.parse(code) for code in shown])
    playing = all(word.startswith("Play the ") for word in words)
    if playing:
        words = [word[5:] for word in words]
    if len(tied) > 3:  # ("or one more" read as a call of one card more: a walk-through)
        others = len(tied) - 3
        words.append("%s other %s%s" % (number_words(others), "card" if playing else "choice",
                                         "" if others == 1 else "s"))
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]

