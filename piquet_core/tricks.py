"""The play of the cards: following suit, trumping, who wins a trick, what a trick scores.

Glossary:
    trick:      one card led and one card played to it. Without trumps (Rubicon Piquet)
                the higher card of the suit led wins; a card of another suit never does.
    trumps:     the trump mode (``Rules.trumps``, CardParade): a trump played to another
                suit's lead wins the trick, and a player void of the suit led must trump
                if he can (nobody has to play a higher trump than one already played: the
                source names no such duty; see docs/variants.md).
    lead:       the first card of a trick. Elder leads to the first trick; the winner of
                each trick leads the next.
    follow suit: play a card of the suit led if you have one; otherwise any card (a
                trump, if you hold one, in the trump mode).
    default count: 1 for each card led, 1 for winning a trick the opponent led, 1
                more for the last trick. ``old_count``: a lead or a win scores only
                with a ten or higher.
    the cards:  10 for winning seven tricks or more; at six all, nothing.
    capot:      winning all twelve tricks: 40 instead of the 10 and of the last trick's
                extra point (the ``cavendish_capot`` variant keeps that point).

``trump`` below is a suit (0..3) or None for no trumps. The two-player ``Deal`` applies
the same rules inline on its hot path (tests check it against these functions); Imperial
(``games.imperial_rules``) adds its own duty to head the trick and its own ranking on top.

>>> from piquet_core.cards import parse_cards, HEARTS
>>> hand = parse_cards("AS 7S KH 9D")
>>> [c.code for c in legal_plays(hand, parse_cards("QS")[0])]
['AS', '7S']
>>> [c.code for c in legal_plays(parse_cards("KH 9D 8C"), parse_cards("QS")[0], HEARTS)]
['KH']
>>> trick_winner(0, *parse_cards("QS AS")), trick_winner(0, *parse_cards("QS AH"))
(1, 0)
>>> trick_winner(0, *parse_cards("QS 7H"), trump=HEARTS)
1
>>> play_error(parse_cards("KH 9D 8C"), parse_cards("QS")[0], parse_cards("9D")[0], HEARTS)
'must trump: he holds no spades and holds a trump, KH'
"""

from .cards import TEN
from .refusals import refusal, said_of_him


def legal_plays(hand, led, trump=None):
    """The cards a player may play: all of them to lead, else the led suit if held, else
    (with trumps) the trumps if held, else any card."""
    if led is None:
        return list(hand)
    suit = led[1]  # (a card's fields by index: every play of every game asks this)
    same_suit = [card for card in hand if card[1] == suit]
    if same_suit:
        return same_suit
    if trump is not None:
        trumps = [card for card in hand if card[1] == trump]
        if trumps:
            return trumps
    return list(hand)


def play_error(hand, led, card, trump=None):
    """Why ``card`` may not be played from ``hand`` to ``led`` ("must follow suit: ...",
    "must trump: ..."), or None if it may."""
    found = play_refusal(hand, led, card, trump)
    return None if found is None else said_of_him(found)


def play_refusal(hand, led, card, trump=None):
    """The ``refusals.Refusal`` of ``card`` played from ``hand`` to ``led``, or None."""
    if led is None or card.suit == led.suit:
        return None
    return refusal(hand, led, card, legal_plays(hand, led, trump))


def trick_winner(leader, led, followed, trump=None, strength=None):
    """The player (leader or the other) who wins a trick: the higher card of the suit
    led, unless the other card is a trump. ``strength`` (rank -> trick order) replaces
    the usual A K Q J 10 9 8 7 for a game with another ranking (Imperial's)."""
    if followed.suit == led.suit:
        if strength is None:
            higher = followed.rank > led.rank
        else:
            higher = strength[followed.rank] > strength[led.rank]
        return 1 - leader if higher else leader
    return 1 - leader if followed.suit == trump else leader


def card_scores(card, rules):
    """Does leading (or winning with) this card score under these rules?"""
    return not rules.old_count or card.rank >= TEN
