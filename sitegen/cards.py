"""HTML for cards and hands.

A card is a list item with a visual face (hidden from screen readers) and its spoken
name in visually-hidden text, so it reads "ace of spades" with a screen reader, and
"A♠ ace of spades" with CSS off. Suit colour comes from a class (red or black).
"""

from html import escape


def card_html(card):
    rank = "10" if card.rank_char == "T" else card.rank_char
    colour = "red" if card.is_red else "black"
    return (
        f'<li class="card card--{colour}" data-card="{escape(card.code)}">'
        f'<span class="card__face" aria-hidden="true">'
        f'<span class="card__rank">{escape(rank)}</span>'
        f'<span class="card__suit">{escape(card.symbol)}</span></span>'
        f'<span class="visually-hidden">{escape(card.name)}</span></li>'
    )


def hand_html(cards, label):
    """A hand as a labelled list of cards; `label` names it for assistive technology."""
    items = "".join(card_html(card) for card in cards)
    return f'<ul class="hand" aria-label="{escape(label)}">{items}</ul>'


def cards_text(cards):
    """Short visible text for a few cards, e.g. 'A♠ K♠ Q♠'."""
    return " ".join(card.label for card in cards)
