"""What the learner must do now, with the buttons that do it: the prompt of each phase
(carte blanche, the exchange, the declaration's calls and answers, the play), the line the
table says (``message``), and counting aloud's "say your new total".

Glossary:
    prompt:  the part of the table that says what the learner must do now; its first
             button carries ``data-autofocus``, where the page puts the keyboard focus.
    options: the declaration's choices, the likeliest first; the rest (calling less,
             sinking) behind "Call less (sinking) or other choices".
"""

from ..actions import EQUAL
from ..combinations import CLASSES
from ..cards import SUIT_CHARS, SUIT_NAMES, SUIT_SYMBOLS
from ..declarations import build_call
from ..errors import PiquetError
from ..rules import DEFAULT_RULES
from ..speech import capitalize, number_words
from ..transcript import first_figure_words
from .cardface import escape, mini_cards, spoken_html
from .counting import count_prompt
from .move_words import NO_CALL, answering, describe_move, second_words
from .termwords import linked
from .widgets import button, coach_bar


# Said inside "Call less": what calling less is, for a learner who meets it first here.
SINKING_NOTE = ("Calling less than you hold, or nothing, is sinking: it keeps part of your hand secret, "
                "and what you do not call cannot score this deal.")


def terms_html(table, text, mark=()):
    """A prompt's words as HTML, the glossary's terms in them marked as in the coach's
    words (``termwords``); ``mark``: the everyday words used as terms ("point")."""
    return linked(text, other_rules=table.rules != DEFAULT_RULES, mark=mark)


def message_html(table):
    note = '<p class="message__note">%s</p>' % escape(table.note) if getattr(table, "note", None) else ""
    if not table.message:
        return note + '<p class="message" id="table-message"></p>'
    kind, text = table.message
    return note + '<p class="message message--%s" id="table-message">%s</p>' % (kind, spoken_html(text))


def prompt_html(table, view, waiting):
    deal = table.deal
    if table.pending_count is not None:
        return count_html(table)
    if deal.to_act != table.learner_seat:
        text = waiting or "The computer is thinking\u2026"
        return '<div class="prompt prompt--waiting" aria-busy="true"><p class="prompt__text"><span class="spinner" aria-hidden="true"></span> %s</p></div>' % escape(text)
    phase = deal.phase
    if phase == "carte blanche":
        return ('<div class="prompt"><p class="prompt__text">%s</p><div class="actions">%s %s</div></div>') % (
            terms_html(table, "Your hand has no king, queen or jack: carte blanche, worth 10. Claim it, or keep "
                       "quiet to hide your hand?"),
            button("move", "Claim carte blanche", "carte blanche", autofocus=True),
            button("move", "Keep quiet", "no carte blanche", cls="button button--quiet"))
    if phase == "exchange":
        return exchange_prompt(table, view)
    if phase == "trumps":
        return ('<div class="prompt"><p class="prompt__text">You have exchanged: now name the trump suit.</p>'
                '<div class="actions">%s</div></div>') % trump_buttons(view, autofocus=True)
    if phase == "declaration":
        return declaration_prompt(table, view)
    if phase == "play":
        return '<div class="prompt"><p class="prompt__text">%s <span class="prompt__hint">Cards you may play are marked.</span></p></div>' % (
            play_prompt_text(deal))
    return ""


def play_prompt_text(deal):
    """What the player to act must do in the play, in words, from his own hand: the
    prompt's, and the live region's. (It said "follow suit if you can" to a player with
    no card of the suit, beside "Any card may be played now": a walk-through.)"""
    led = deal.current[0] if deal.current else None
    if led is None:
        younger_won = any(deal.class_result(kind) == 1 for kind in CLASSES)
        if deal.to_act == 0 and not deal.tricks and younger_won:
            # (a newcomer saw "Not good" answered to his calls and the computer's score stay
            # at 0: younger counts what he won only when elder leads, RULES.md §8)
            return ("Your lead: choose a card. As you lead, the computer (younger) states what it won in the "
                    "declarations and scores it.")
        return "Your lead: choose a card."
    hand = deal.hands[deal.to_act]
    suits = set(card.suit for card in hand)
    suit = SUIT_NAMES[led.suit]
    start = "Play to the %s: " % led.name
    trump = deal.trump_suit
    if trump is None:
        if led.suit in suits:
            return start + "you must follow with a %s." % suit[:-1]
        return start + "you hold no %s, so any card may be played." % suit
    # (named: at 390 px the felt's "Trumps" line is off the top while he follows)
    trumps = SUIT_NAMES[trump]
    if led.suit == trump:
        if trump in suits:
            return start + "you must follow with a trump."
        return start + "you hold no trumps, so any card may be played."
    if led.suit in suits:
        return start + "you must follow with a %s." % suit[:-1]
    if trump in suits:
        return start + "you hold no %s, so you must trump (%s)." % (suit, trumps)
    return start + "you hold neither %s nor trumps (%s), so any card may be played." % (suit, trumps)


def trump_buttons(view, autofocus=False):
    """CardParade: a button per suit elder may name trumps (``data-action="trumps-S"``)."""
    found = [action for action in view.legal_actions() if str(action).startswith("trumps ")]
    return " ".join(button("trumps-" + SUIT_CHARS[action.suit], "%s %s" % (
        SUIT_SYMBOLS[action.suit], capitalize(SUIT_NAMES[action.suit])), cls="button button--choice",
        autofocus=autofocus and index == 0) for index, action in enumerate(found))


def before_exchange_html(view):
    """CardParade: what may be said before the exchange: elder names trumps now (and
    sees younger's three talon cards) or after his exchange; either player may
    announce capot at the start of his exchange turn. Empty without them."""
    actions = [str(action) for action in view.legal_actions()]
    if not actions:
        return ""
    parts = []
    if any(text.startswith("trumps ") for text in actions):
        parts.append('<p class="prompt__text">Name trumps now (you then see younger\'s three talon cards), or '
                     'after your exchange:</p><div class="actions">%s</div>' % trump_buttons(view))
    if "announce capot" in actions:
        # A promise he makes, not the table's forecast ("you will win all twelve tricks").
        parts.append('<p class="prompt__text">Or announce capot, a promise to win all twelve tricks: worth %d '
                     'if you do; if you lose a trick, the computer scores %d (our reading: the source names no '
                     'cost for a failure).</p><div class="actions">%s</div>' % (
                         view.rules.announced_capot, view.rules.capot_bonus,
                         button("announce-capot", "Announce capot", cls="button button--quiet")))
    return '<div class="prompt__before" role="group" aria-label="Before the exchange">%s</div>' % "".join(parts)


def exchange_refusal(fewest, most, chosen):
    """What a press on the exchange button says when ``chosen`` marked cards cannot be
    exchanged (the rules allow ``fewest`` to ``most``); the button carries it (``data-why``).

    >>> exchange_refusal(1, 5, 0)
    'Mark the cards to exchange first: at least one.'
    >>> exchange_refusal(0, 5, 6)
    'You may exchange five cards at most: unmark one.'
    """
    if chosen < fewest:
        return "Mark the cards to exchange first: at least %s." % number_words(fewest)
    return "You may exchange %s card%s at most: unmark %s." % (
        number_words(most), "" if most == 1 else "s", number_words(chosen - most))


def exchange_prompt(table, view):
    """What to do at the exchange (the limits, how to mark a card), above the hand; the
    controls are ``exchange_actions``, under it."""
    fewest, most = view.exchange_limits()
    role = "elder" if table.learner_seat == 0 else "younger"
    if most == fewest:
        limits = "exactly %s" % number_words(most)
    elif fewest == 0:  # number_words(0) is "nothing": "at least nothing" is no English
        limits = "up to %s" % number_words(most)
    else:
        limits = "at least %s and at most %s" % (number_words(fewest), number_words(most))
    text = "Choose the cards to exchange: %s %s." % (limits, "card" if most == 1 else "cards")
    if role == "younger" and fewest == 0:
        text += " You may also keep your hand as it is."
    return ('<div class="prompt"><p class="prompt__text">%s <span class="prompt__hint">Click or tap a card '
            '(or Tab to the hand, move with the arrow keys and press Space) to mark it; the exchange button '
            'is under your hand.</span></p>%s</div>') % (terms_html(table, text), before_exchange_html(view))


def exchange_actions(table, view):
    """Under the learner's hand while he exchanges: look at (elder) or turn up (younger) the
    cards he leaves, and the exchange button. After the hand, so that from a card he has
    just marked one Tab reaches them, as on the games page (above it, Tab went on to Hint)."""
    fewest, most = view.exchange_limits()
    chosen = len(table.selected)
    role = "elder" if table.learner_seat == 0 else "younger"
    parts = ['<div class="prompt prompt--actions">']
    option_name = "look" if role == "elder" else "expose"
    if most - chosen > 0 and (chosen > 0 or fewest == 0):
        left = most - chosen
        them = "it" if left == 1 else "them"
        question = ("Look at the %s card%s you leave (only you see %s)" if role == "elder"
                    else "Turn the %s card%s you leave face up (both of you see %s)") % (
            number_words(left), "" if left == 1 else "s", them)
        parts.append('<label class="check"><input type="checkbox" data-option="%s"%s> <span>%s</span></label>' % (
            option_name, " checked" if table.exchange_option() == option_name else "", escape(question)))
    if chosen > most:  # the button will not go: say what to do, not "Exchange six cards"
        label = "Unmark %s card%s (%s at most)" % (number_words(chosen - most), "" if chosen - most == 1 else "s",
                                                   number_words(most))
    elif chosen:
        label = "Exchange %s card%s" % (number_words(chosen), "" if chosen == 1 else "s")
    else:
        label = "Keep my hand (exchange none)" if fewest == 0 else "Exchange"
    disabled = "" if fewest <= chosen <= most else ' aria-disabled="true" data-why="%s"' % escape(
        exchange_refusal(fewest, most, chosen))
    parts.append('<div class="actions">%s</div></div>' % button("exchange", escape(label), extra=disabled.strip(),
                                                              autofocus=fewest <= chosen <= most and chosen > 0))
    return "".join(parts)


def declaration_prompt(table, view):
    deal = table.deal
    kind = deal.current_class
    record = deal.class_record(kind)
    hand = deal.hands[table.learner_seat]
    second = answering(deal)[1]
    actions = view.legal_actions()
    parts = ['<div class="prompt">']
    if record.elder_call:
        if record.answers:
            text = "You asked; the computer says: %s. Your answer?" % second_words(record.elder_call[0])
        else:  # his first figure only, as said: the pips or the top card come after "Equal"
            text = "The computer calls: %s Your answer?" % first_figure_words(record.elder_call[0])
    elif record.elder_call == () and table.learner_seat == 1:
        # (made in silence: a walk-through saw nothing said of his call until elder's lead)
        text = "The computer calls %s. Do you call yours? You will say it, and score it, as the computer " \
               "leads its first card." % NO_CALL[kind].lower().replace("no ", "no ")
    else:
        text = "Your %s: what do you call?" % kind
    parts.append('<p class="prompt__text">%s</p>' % terms_html(table, text, (kind,)))
    options = []
    for action in actions:
        options.append((_option_rank(action, kind, hand), action))
    options.sort(key=lambda item: -item[0])
    # In sight: the whole holding (the largest call, or the answer that shows it) and the
    # calls of nothing (no call, Good); a shorter call, a sink, waits behind "Call less",
    # so a learner never takes a part of his hand for the whole. So does Equal when he can
    # answer Not good: saying his is only as long is a sink too.
    shown = options[:1] + [item for item in options[1:] if not getattr(item[1], "groups", ())
                           and getattr(item[1], "answer", None) != EQUAL]
    more = [item for item in options[1:] if item not in shown]
    parts.append('<div class="options">%s</div>' % "".join(
        _option_button(action, kind, hand, i == 0, second) for i, (_, action) in enumerate(shown)))
    if more:
        # (the summary holds no link: a press on it would open the details too)
        parts.append('<details class="options__more"><summary>Call less (sinking) or other choices</summary>'
                     '<p class="options__note">%s</p><div class="options">%s</div></details>' % (
                         terms_html(table, SINKING_NOTE), "".join(
                         _option_button(action, kind, hand, False, second) for _, action in more)))
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


def _option_button(action, kind, hand, first, second=False):
    text = describe_move(action, kind, hand, second)
    cards = []
    for group in getattr(action, "groups", ()):
        cards.extend(group)
    return button("move", '<span class="option__text">%s</span>%s' % (escape(text), mini_cards(cards)), str(action),
                  autofocus=first, cls="button option")


def count_html(table):
    choices = table.count_choices()
    buttons = " ".join(button("say-total", str(value), str(value), cls="button button--choice") for value in choices)
    # (a total of a move counted step by step: the message has just asked for the next
    # one, "Now your total after the quart to the queen:", so it is not asked twice)
    asked = table.message is not None and table.message[1].endswith(":")
    return ('<div class="prompt prompt--count"><form class="count" data-form="say-total" action="#" novalidate>'
            '<p class="prompt__text">%s</p>'
            '<label class="field field--inline"><span>Your total</span> <input type="text" inputmode="numeric" '
            'name="total" autocomplete="off" data-autofocus></label> '
            '<button type="submit" class="button" data-action="say-total-typed">Say it</button>'
            '<p class="count__or">or choose:</p><div class="actions">%s</div></form>%s</div>') % (
        "Say that total:" if asked else "Your score has changed. " + count_prompt(table.first_count_scores()),
        buttons, coach_bar(table, [("coach-move", "Let the coach say it")]))

