"""Why the rules refuse a card in the play, in words: the one wording of the refusal, said
of a player by the games' engines and to the learner by a table.

    refusal:   ``Refusal(rule, led, cards)``: the rule the card breaks, the card led, and
               the cards that rule asks for (the suit led, the trumps, or the cards that
               beat the one led, all held by the player).
    rules:     ``FOLLOW``: a card of another suit while holding the suit led; ``TRUMP``:
               void in the suit led, a card that is no trump while holding trumps;
               ``HEAD`` (Imperial): a card of the suit led that does not beat it, while
               holding one that does.
    said of:   ``said_of(refusal, "Left")``: "Left must follow suit: AC was led and he
               holds 9C 8C" (the engines' messages, also on the command line).
    said to:   ``said_to_you(refusal)``: "You must follow suit: AC was led and you hold 9C
               8C" (a table speaking to the learner; a page shows the codes as faces).
    duty:      ``DUTIES[rule]``: the rule alone, "follow suit", "trump", "head the trick".

Which cards may be played is each game's own rule (its ``legal_plays``); this module only
names the rule a refused card breaks and says it. The two-player deal says it through
``tricks.play_error``, the practice table's note on a refused card names ``DUTIES``.

>>> from piquet_core.cards import parse_cards
>>> hand = parse_cards("9C 8C KH")
>>> found = refusal(hand, parse_cards("AC")[0], parse_cards("KH")[0], parse_cards("9C 8C"))
>>> said_of(found, "Left")
'Left must follow suit: AC was led and he holds 9C 8C'
>>> said_to_you(found)
'You must follow suit: AC was led and you hold 9C 8C'
"""

from collections import namedtuple

from .cards import SUIT_NAMES

FOLLOW, TRUMP, HEAD = "follow", "trump", "head"

Refusal = namedtuple("Refusal", ["rule", "led", "cards"])

DUTIES = {FOLLOW: "follow suit", TRUMP: "trump", HEAD: "head the trick"}

# One sentence per rule, after the player; {he} and {holds} agree with him.
_WORDS = {
    FOLLOW: "must {duty}: {led} was led and {he} {holds} {cards}",
    TRUMP: "must {duty}: {he} {holds} no {suit} and {holds} {trumps} {cards}",
    HEAD: "must {duty}: {led} was led and {he} {holds} {cards}, which {beat} it",
}


def refusal(hand, led, card, allowed):
    """The ``Refusal`` of ``card`` played from ``hand`` to ``led`` when the game's rules
    allow only ``allowed`` (its legal plays), or None if the card may be played."""
    if led is None or card in allowed:
        return None
    if not allowed:
        raise ValueError("refusal: no card of %s may be played to %s" % (
            " ".join(c.code for c in hand), led.code))
    if card.suit == led.suit:
        return Refusal(HEAD, led, tuple(allowed))
    same_suit = tuple(c for c in hand if c.suit == led.suit)
    if same_suit:
        return Refusal(FOLLOW, led, same_suit)
    return Refusal(TRUMP, led, tuple(allowed))


def said_of(found, who):
    """``found`` said of the player ``who`` ("Left", "elder"), cards by code."""
    return who + " " + said_of_him(found)


def said_of_him(found):
    """``found`` said of a player named before it: "must follow suit: ... he holds ..."."""
    return _say(found, "he", "holds")


def said_to_you(found, name=None):
    """``found`` said to the learner, cards by code, or by ``name(card)`` (a table's faces).

    >>> from piquet_core.cards import parse_cards
    >>> said_to_you(refusal(parse_cards("9C KH"), parse_cards("AC")[0], parse_cards("KH")[0],
    ...                     parse_cards("9C")), lambda card: card.label)
    'You must follow suit: A\u2663 was led and you hold 9\u2663'
    >>> said_to_you(refusal(parse_cards("AD 9C"), parse_cards("AH")[0], parse_cards("9C")[0], parse_cards("AD")))
    'You must trump: you hold no hearts and hold a trump, AD'
    """
    return "You " + _say(found, "you", "hold", name)


def _code(card):
    return card.code


def _say(found, he, holds, name=None):
    if found.rule not in _WORDS:
        raise ValueError("refusal: unknown rule %r (expected one of %s)" % (found.rule, ", ".join(sorted(_WORDS))))
    name = name or _code
    return _WORDS[found.rule].format(duty=DUTIES[found.rule], he=he, holds=holds, led=name(found.led),
                                     suit=SUIT_NAMES[found.led.suit], beat="beat" if len(found.cards) > 1 else "beats",
                                     trumps="the trumps" if len(found.cards) > 1 else "a trump,",  # (one: a walk-through)
                                     cards=" ".join(name(card) for card in found.cards))
