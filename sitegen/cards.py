"""HTML for cards and hands: the build uses the same portable functions as the practice
table in the browser (``piquet_core.table.cardface``), so a card looks and reads the
same everywhere.

A card is a list item with a visual face (hidden from screen readers) and its spoken
name in visually-hidden text, so it reads "ace of spades" with a screen reader, and
"A♠ ace of spades" with CSS off. Suit colour comes from a class (red or black).
"""

from piquet_core.table.cardface import card_html, cards_text, hand_html

__all__ = ["card_html", "hand_html", "cards_text"]
