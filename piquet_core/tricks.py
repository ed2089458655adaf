"""The play of the cards: following suit, who wins a trick, what a trick scores.

Glossary:
    trick:      one card led and one card played to it. No trumps: the higher card of
                the suit led wins; a card of another suit never does.
    lead:       the first card of a trick. Elder leads to the first trick; the winner of
                each trick leads the next.
    follow suit: play a card of the suit led if you have one; otherwise any card.
    default count: 1 for each card led, 1 for winning a trick the opponent led, 1
                more for the last trick. ``old_count``: a lead or a win scores only
                with a ten or higher.
    the cards:  10 for winning seven tricks or more; at six all, nothing.
    capot:      winning all twelve tricks: 40 instead of the 10 and of the last trick's
                extra point (the ``cavendish_capot`` variant keeps that point).

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("AS 7S KH 9D")
>>> [c.code for c in legal_plays(hand, parse_cards("QS")[0])]
['AS', '7S']
>>> trick_winner(0, *parse_cards("QS AS")), trick_winner(0, *parse_cards("QS AH"))
(1, 0)
"""

from .cards import TEN


def legal_plays(hand, led):
    """The cards a player may play: all of them to lead, else the led suit if held."""
    if led is None:
        return list(hand)
    suit = led.suit
    same_suit = [card for card in hand if card.suit == suit]
    return same_suit if same_suit else list(hand)


def trick_winner(leader, led, followed):
    """The player (leader or the other) who wins a trick."""
    if followed.suit == led.suit and followed.rank > led.rank:
        return 1 - leader
    return leader


def card_scores(card, rules):
    """Does leading (or winning with) this card score under these rules?"""
    return not rules.old_count or card.rank >= TEN
