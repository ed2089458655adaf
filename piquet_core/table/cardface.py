"""One card's HTML, the same for the build (lessons) and the table (pages).

A card shows its face (rank and suit symbol, hidden from screen readers) and its name
in visually hidden text, so it reads "ace of spades" with a screen reader and
"A♠ ace of spades" with CSS off. The colour comes from a class.

>>> from piquet_core.cards import Card
>>> card_html(Card.parse("TH"))[:60]
'<li class="card card--red" data-card="TH"><span class="card_'
>>> 'type="button"' in card_button(Card.parse("AS"), pressed=True)
True
"""

def escape(text):
    """HTML-escape text for element content and attributes (as the standard library's
    ``html.escape``, which MicroPython lacks)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("'", "&#x27;"))


def card_colour(card):
    return "red" if card.is_red else "black"


def card_face(card):
    """The inside of a card: its face, and its name for screen readers."""
    return ('<span class="card__face" aria-hidden="true"><span class="card__rank">%s</span>'
            '<span class="card__suit">%s</span></span><span class="visually-hidden">%s</span>') % (
        card.label[:-1], card.symbol, escape(card.name))


def card_html(card, extra_class=""):
    """A card as a list item (``data-card`` is its record code)."""
    return '<li class="card card--%s%s" data-card="%s">%s</li>' % (
        card_colour(card), " " + extra_class if extra_class else "", card.code, card_face(card))


def card_button(card, pressed=None, extra_class="", attrs="", tab_stop=False):
    """A card the learner can act on: ``<button data-card="AS">``; ``pressed`` for a toggle.
    A hand is one Tab stop (roving tabindex): ``tab_stop`` marks its one card in the Tab
    order, the render's choice; the page's arrow keys move it (``pagekit.rove``)."""
    state = "" if pressed is None else ' aria-pressed="%s"' % ("true" if pressed else "false")
    return '<button type="button" class="card card--%s%s" data-card="%s"%s%s tabindex="%s">%s</button>' % (
        card_colour(card), " " + extra_class if extra_class else "", card.code, state,
        " " + attrs if attrs else "", "0" if tab_stop else "-1", card_face(card))


def exchange_items(cards, selected=()):
    """The learner's hand at his exchange, as list items: each card a toggle (pressed when
    its code is in ``selected``, the discards marked), the first card the hand's Tab stop.
    ``cards`` in the order shown. The table draws it, and so does a shared link's first
    screen before the engine is loaded (``linkpreview``): one markup for both."""
    items = []
    for index, card in enumerate(cards):
        chosen = card.code in selected
        items.append("<li>%s</li>" % card_button(card, pressed=chosen, extra_class="is-selected" if chosen else "",
                                                 tab_stop=index == 0))
    return "".join(items)


def hand_html(cards, label, extra_class=""):
    """A hand as a labelled list of cards (``label`` names it for assistive technology)."""
    return '<ul class="hand%s" aria-label="%s">%s</ul>' % (
        " " + extra_class if extra_class else "", escape(label), "".join(card_html(card) for card in cards))


def mini_cards(cards):
    """A call's cards drawn small beside its words (an option's button), and their names
    for screen readers, so two calls of the same words ("Point of four, making 41" in
    diamonds and in clubs) are told apart by ear too."""
    if not cards:
        return ""
    return ('<span class="mini" aria-hidden="true">%s</span><span class="visually-hidden">: %s</span>' % (
        "".join('<span class="mini__card mini__card--%s">%s</span>' % (card_colour(card), escape(card.label))
                for card in cards),
        escape(", ".join(card.name for card in cards))))


def spoken_html(text, labels=None):
    """``text`` as HTML in which each card's short label ("K♥", "10♦," ...) is shown but
    read by its name ("king of hearts"): a screen reader says a suit symbol as "black
    heart suit", or not at all. For words made with ``cards_text`` that a screen reader
    reads out (the record stepper's status).

    >>> spoken_html("Exchange K♥ 10♦.")
    'Exchange <span aria-hidden="true">K♥</span><span class="visually-hidden">king of hearts</span> \
<span aria-hidden="true">10♦</span><span class="visually-hidden">ten of diamonds</span>.'
    >>> spoken_html("Point (A♥ K♥).").count("visually-hidden")
    2

    ``labels``: the cards known by label (``labels_with``; the piquet pack's if None).
    """
    by_label = labels or _labels()
    words = []
    for word in str(text).split(" "):
        start, end = 0, len(word)
        while end and word[end - 1] in ".,;:)":  # (a label may end a sentence or a list)
            end -= 1
        while start < end and word[start] == "(":  # (or open a bracket: "(A♥ K♥)")
            start += 1
        card = by_label.get(word[start:end])
        if card is None:
            words.append(escape(word))
        else:
            words.append('%s<span aria-hidden="true">%s</span><span class="visually-hidden">%s</span>%s' % (
                escape(word[:start]), escape(card.label), escape(card.name), escape(word[end:])))
    return " ".join(words)


_BY_LABEL = {}  # a card's short label -> the card, made on first use


def _labels():
    if not _BY_LABEL:
        from ..cards import CARD_TABLE
        for card in CARD_TABLE:
            _BY_LABEL[card.label] = card
    return _BY_LABEL


def labels_with(cards):
    """The piquet pack's cards by label, and ``cards`` too (another pack's: the original
    rules' sixes), for ``spoken_html`` and ``cards_in_words``."""
    by_label = dict(_labels())
    for card in cards:
        by_label[card.label] = card
    return by_label


def cards_in_words(text, labels=None):
    """``text`` with its card faces ("10♦ 8♦") said in words ("the ten of diamonds and the
    eight of diamonds"), for a live region's plain text (``spoken_html`` is for HTML): a
    screen reader may say nothing for "♦" (a walk-through).

    >>> cards_in_words("Exchange 10♦ 8♦ 7♦: keep the rest")
    'Exchange the ten of diamonds, the eight of diamonds and the seven of diamonds: keep the rest'
    >>> cards_in_words("Point of two (A♥ K♥), making 21.")
    'Point of two (the ace of hearts and the king of hearts), making 21.'

    ``labels`` as for ``spoken_html``.
    """
    by_label = labels or _labels()
    out, run, lead = [], [], [""]

    def flush():
        if run:
            out.append(lead[0] + names_in_words(run))
            del run[:]
        lead[0] = ""

    for word in text.split(" "):
        core = word.strip("(),.:;")
        card = by_label.get(core) if core else None
        if card is None:
            flush()
            out.append(word)
            continue
        at = word.find(core)
        if at:  # ("(A♥": a run begins)
            flush()
            lead[0] = word[:at]
        run.append(card)
        if at + len(core) < len(word):  # ("K♥),": the run ends)
            out.append(lead[0] + names_in_words(run) + word[at + len(core):])
            del run[:]
            lead[0] = ""
    flush()
    return " ".join(out)


def names_in_words(cards):
    """"the jack of spades and the eight of spades": cards in words, in a sentence."""
    from ..speech import listed
    return listed(["the " + card.name for card in cards])


def cards_text(cards):
    """Short visible text for a few cards: 'A♠ K♠ Q♠'."""
    return " ".join(card.label for card in cards)


def cards_spoken(cards):
    """``cards_text`` as HTML whose faces are read by name (``spoken_html``)."""
    return spoken_html(cards_text(cards))
