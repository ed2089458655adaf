"""Small HTML pieces of the practice table that every region uses: buttons, hands,
card backs, who sits where, and the memo that spares the redraw after each move.

Glossary:
    region: one named part of the table (``<div data-region="name">``) that the page
            replaces only when its HTML changed (see ``render.render_regions``).
    memo:   a region's HTML kept with the facts it was made from, made again only when
            they change (the page redraws after every move; most regions change far less).

>>> button("hint", "Hint")
'<button type="button" class="button" data-action="hint">Hint</button>'
>>> signed(2.25), points(1)
('+2.3', '1 point')
"""

from ..cards import SUIT_CHARS, SUIT_NAMES, SUIT_SYMBOLS, sort_key
from ..figures import PARTIE_POINTS, one_decimal, signed  # noqa: F401 (signed: the table imports it from here)
from .cardface import card_html, escape


def button(action, text, value=None, extra="", autofocus=False, cls="button"):
    return '<button type="button" class="%s" data-action="%s"%s%s%s>%s</button>' % (
        cls, action, ' data-value="%s"' % escape(value) if value is not None else "",
        " data-autofocus" if autofocus else "", " " + extra if extra else "", text)


def confirm_html(name, question, keep, yes_action, yes):
    """A question asked in the page (not a browser dialog) before a game is thrown away,
    ``data-confirm=name``: "Keep playing" (``keep``) first and focused (the pages' Escape
    answers it too), the ``yes_action`` button after it. Both tables ask with it.

    A labelled group, not an ``alertdialog``: the question sits in the page and the rest
    of the table stays usable (Tab may leave it), which a dialog's role would deny; a
    screen reader says the question as the focus enters the group."""
    return ('<div class="confirm" role="group" aria-labelledby="confirm-%s-question" data-confirm="%s">'
            '<p class="confirm__question" id="confirm-%s-question">%s</p><div class="actions">%s %s</div></div>') % (
        name, name, name, escape(question), button("keep-playing", escape(keep), autofocus=True),
        button(yes_action, escape(yes), cls="button button--quiet"))


# A card's HTML never changes: made once per card and look (the table redraws after every move).
_CARD_HTML = {}


def face(card, extra_class=""):
    key = (card, extra_class)
    found = _CARD_HTML.get(key)
    if found is None:
        found = _CARD_HTML[key] = card_html(card, extra_class)
    return found


def memo(table, name, key, make):
    """The HTML ``make()`` gives, made again only when ``key`` (compared with ``==``)
    differs from the last time this table's region ``name`` was made."""
    store = getattr(table, "render_memo", None)
    if store is None:
        store = {}
        table.render_memo = store
    found = store.get(name)
    if found is not None and found[0] == key:
        return found[1]
    html = make()
    store[name] = (key, html)
    return html


def plain_hand(cards, label, marked=(), extra_class=""):
    items = []
    for card in sorted(cards, key=sort_key):
        items.append(face(card, "card--drawn" if card in marked else ""))
    return '<ul class="hand%s" aria-label="%s">%s</ul>' % (
        " " + extra_class if extra_class else "", escape(label), "".join(items))


def trumps_html(trumps):
    """The trump suit (its letter, "S") as the table and the record's stepper both name it:
    the symbol in its colour, hidden from screen readers, and the suit's name."""
    suit = SUIT_CHARS.index(trumps)
    return ('<p class="centre__trumps" data-trumps="%s">Trumps: <span class="trumps__suit trumps__suit--%s" '
            'aria-hidden="true">%s</span> %s</p>' % (trumps, "red" if suit in (1, 2) else "black",
                                                     SUIT_SYMBOLS[suit], SUIT_NAMES[suit]))


def capot_html(name):
    """An announced capot, as the table and the record's stepper both say it."""
    return '<p class="centre__capot">%s announced capot.</p>' % name


def trick_html(plays, caption, label, verb="played", caption_html=""):
    """A trick as the table shows it: each card under the name of who played it, in the
    order played (``plays``: [(name, card)]). The table and the record's stepper both, and
    the cut (without a caption; ``verb`` "cut"). ``caption_html`` (markup) ends the caption."""
    items = []
    for name, card in plays:
        items.append('<li class="trick__play"><span class="trick__who">%s</span>%s</li>' % (
            escape(name), plain_hand([card], "%s %s the %s" % (name, verb, card.name))))
    return ('<div class="trick" role="group" aria-label="%s">%s<ul class="trick__plays">%s</ul></div>') % (
        escape(label), '<p class="trick__caption">%s%s</p>' % (escape(caption), caption_html) if caption else "",
        "".join(items))


def backs(count, label):
    items = "".join('<span class="card card--back"></span>' for _ in range(count))
    return '<div class="hand hand--backs" role="img" aria-label="%s">%s</div>' % (escape(label), items)


def who(table, seat):
    """"You" or "The computer", for a seat of the current deal."""
    return "You" if seat == table.learner_seat else "The computer"


def role_label(table, seat):
    return "%s (%s)" % (who(table, seat), "elder" if seat == 0 else "younger")


def coach_bar(table, buttons):
    return '<div class="coach" role="group" aria-label="Coach">%s</div>' % " ".join(
        button(name, text, cls="button button--quiet") for name, text in buttons)


def points(value, units="points"):
    """"9.2 points", "1 point", "0 points"; ``units`` "partie points" (the coach's in a
    partie's last deal): "9.2 partie points"."""
    text = one_decimal(value)
    return "%s %spoint%s" % (text, "partie " if units == PARTIE_POINTS else "", "" if text == "1" else "s")

