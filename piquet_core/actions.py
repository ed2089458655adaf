"""Actions a player takes in a deal, and their text notation.

Glossary:
    exchange:  discarding cards and drawing as many from the talon. Elder takes 1 to 5
               from his five and may ``look`` at the ones he leaves; younger takes 0 to
               all that is left and may ``expose`` the ones he leaves to both players.
    declare:   calling one class (point, sequence or set) by naming the cards of each
               combination; ``none`` calls nothing, which sinks the whole class.
    reply:     younger's answer to elder's call: ``good``, ``equal`` or ``not good``
               followed by the combinations that beat it.
    sinking:   calling less than one holds, or nothing.
    trumps:    in the trump mode (``Rules.trumps``, CardParade) elder names the trump
               suit, before his exchange (and then looks at younger's three talon cards)
               or right after it: ``trumps S``.
    announce capot: a player says, at the start of his exchange turn, that he will win
               all twelve tricks (``Rules.announced_capot``): ``announce capot``.

Notation, one action per line (this is also the deal-record notation):

>>> for text in ["carte blanche", "no carte blanche", "exchange 8D 7C look", "exchange none expose",
...              "point AS KS QS JS", "sequence AH KH QH + 9S 8S 7S", "set none", "good", "equal",
...              "not good JH TH 9H 8H", "play AS", "trumps S", "announce capot"]:
...     assert str(parse_action(text)) == text, text
>>> parse_action("dance")
Traceback (most recent call last):
...
piquet_core.errors.NotationError: 'dance': unknown action (expected carte blanche, exchange, point, sequence, set, good, equal, not good, play, trumps or announce capot)
"""

from collections import namedtuple

from .cards import CARD_TABLE, SUIT_CHARS, Card, display_sorted, format_cards, parse_suit
from .combinations import CLASSES
from .errors import IllegalActionError, NotationError

GOOD, EQUAL, NOT_GOOD = "good", "equal", "not good"
ANSWERS = (GOOD, EQUAL, NOT_GOOD)


def _groups_text(groups):
    if not groups:
        return "none"
    return " + ".join(format_cards(group) for group in groups)


class CarteBlanche(namedtuple("CarteBlanche", ("claim",))):
    """Claim carte blanche (10 points) or keep quiet to hide the hand."""

    __slots__ = ()

    def __str__(self):
        return "carte blanche" if self.claim else "no carte blanche"


class Exchange(namedtuple("Exchange", ("discards", "option"))):
    """Discard these cards and draw as many. ``option``: elder ``look``, younger ``expose``."""

    __slots__ = ()

    def __str__(self):
        text = "exchange " + (format_cards(self.discards) if self.discards else "none")
        return text + (" " + self.option if self.option else "")


class Declare(namedtuple("Declare", ("kind", "groups"))):
    """Call a class: ``groups`` is a tuple of card tuples, one per combination."""

    __slots__ = ()

    def __str__(self):
        return self.kind + " " + _groups_text(self.groups)


class Reply(namedtuple("Reply", ("answer", "groups"))):
    """Younger's answer; with ``not good`` the groups are what beats the call."""

    __slots__ = ()

    def __str__(self):
        if self.answer == NOT_GOOD:
            return NOT_GOOD + " " + _groups_text(self.groups)
        return self.answer


class Play(namedtuple("Play", ("card",))):
    """Play a card to the current trick."""

    __slots__ = ()

    def __str__(self):
        return "play " + self.card.code


class Trumps(namedtuple("Trumps", ("suit",))):
    """Elder names ``suit`` (0..3, S H D C) trumps (the trump mode only)."""

    __slots__ = ()

    def __str__(self):
        return "trumps " + SUIT_CHARS[self.suit]


CAPOT = "capot"


class Announce(namedtuple("Announce", ("what",))):
    """Announce, before one's exchange, that one will win ``what``: only ``capot``
    (all twelve tricks) can be announced."""

    __slots__ = ()

    def __str__(self):
        return "announce " + self.what


# CardParade's naming of trumps and announcing capot are not weighed by the coach (the
# review, the word at once): it values the trump suits by strength, not points, and
# never announces (``opponent.cardparade``).
UNREVIEWED = (Trumps, Announce)


# The play of each of the 32 cards, made once: an action is a value, and a deal plays 24.
_PLAY_OF = {}
for _card in CARD_TABLE:
    _PLAY_OF[_card] = Play(_card)


def play_of(card):
    """``Play(card)``: for a card of the pack, the same value made once."""
    return _PLAY_OF.get(card) or Play(card)


def check_cards(cards, what):
    if not isinstance(cards, (tuple, list)):
        raise IllegalActionError("%s must be a sequence of cards, not %r" % (what, cards))
    for card in cards:
        if not isinstance(card, Card):
            raise IllegalActionError("%s must hold cards, not %r" % (what, card))


def check_shape(action):
    """Reject actions whose fields are not cards before any rule looks at them."""
    if isinstance(action, Exchange):
        check_cards(action.discards, "an exchange")
    elif isinstance(action, Play):
        if not isinstance(action.card, Card):
            raise IllegalActionError("play needs a card, not %r" % (action.card,))
    elif isinstance(action, (Declare, Reply)):
        if not isinstance(action.groups, (tuple, list)):
            raise IllegalActionError("a declaration's combinations must be a sequence, not %r" % (action.groups,))
        for group in action.groups:
            check_cards(group, "a combination")
        if isinstance(action, Reply) and action.answer != NOT_GOOD and action.groups:
            raise IllegalActionError("'%s' names no cards; only 'not good' shows what beats the call" % action.answer)
        if isinstance(action, Declare) and action.kind not in CLASSES:
            raise IllegalActionError("unknown class %r (point, sequence or set)" % (action.kind,))
    elif isinstance(action, Trumps):
        if type(action.suit) is not int or not 0 <= action.suit <= 3:
            raise IllegalActionError("trumps names a suit, 0 to 3 (S H D C), not %r" % (action.suit,))
    elif isinstance(action, Announce):
        if action.what != CAPOT:
            raise IllegalActionError("only capot can be announced, not %r" % (action.what,))


def canonical(action):
    """The same action with its cards in display order, so equal actions compare equal
    (the action itself when it is so already)."""
    kind = type(action)
    if kind is Play:
        return action
    if kind is Exchange or isinstance(action, Exchange):
        return Exchange(display_sorted(action[0]), action[1])
    if kind is Declare or kind is Reply or isinstance(action, (Declare, Reply)):
        groups = action[1]
        if groups == () and type(groups) is tuple:  # ("none": a list of none is made a tuple below)
            return action
        # (display_sorted orders as sort_key does, with a built-in key)
        ordered = tuple([display_sorted(group) for group in groups])
        if ordered == groups:  # (a tuple of tuples of the same cards in the same order)
            return action
        return type(action)(action[0], ordered)
    return action


def _parse_groups(text, original):
    text = text.strip()
    if text == "none":
        return ()
    groups = []
    for chunk in text.split("+"):
        cards = tuple(Card.parse(token) for token in chunk.split())
        if not cards:
            raise NotationError(original, "an empty combination between '+' signs")
        groups.append(cards)
    return tuple(groups)


def parse_action(text):
    """Read one action from its notation (the inverse of ``str(action)``)."""
    return canonical(_parse_action(text))


def _parse_action(text):
    original = text
    words = text.strip().lower().split()
    if not words:
        raise NotationError(original, "empty action")
    head = words[0]
    rest = text.strip()[len(head):].strip()
    if text.strip().lower() in ("carte blanche", "no carte blanche"):
        return CarteBlanche(text.strip().lower() == "carte blanche")
    if head == "exchange":
        option = None
        tokens = rest.split()
        if tokens and tokens[-1].lower() in ("look", "expose"):
            option = tokens.pop().lower()
        if not tokens:
            raise NotationError(original, "exchange needs the cards discarded, or 'none'")
        if len(tokens) == 1 and tokens[0].lower() == "none":
            return Exchange((), option)
        return Exchange(tuple(Card.parse(token) for token in tokens), option)
    if head in CLASSES:
        if not rest:
            raise NotationError(original, "%s needs the cards called, or 'none'" % head)
        return Declare(head, _parse_groups(rest.lower() if rest.lower() == "none" else rest, original))
    if head in (GOOD, EQUAL) and len(words) == 1:
        return Reply(head, ())
    if head == "not" and len(words) >= 2 and words[1] == "good":
        groups_text = text.strip()[len("not good"):].strip()
        if not groups_text:
            raise NotationError(original, "'not good' needs the cards that beat the call")
        return Reply(NOT_GOOD, _parse_groups(groups_text, original))
    if head == "trumps":
        tokens = rest.split()
        if len(tokens) != 1:
            raise NotationError(original, "trumps takes exactly one suit: S, H, D or C")
        return Trumps(parse_suit(tokens[0]))
    if head == "announce":
        if rest.lower() != CAPOT:
            raise NotationError(original, "only capot can be announced: 'announce capot'")
        return Announce(CAPOT)
    if head == "play":
        tokens = rest.split()
        if len(tokens) != 1:
            raise NotationError(original, "play takes exactly one card")
        return Play(Card.parse(tokens[0]))
    raise NotationError(
        original,
        "unknown action (expected carte blanche, exchange, point, sequence, set, good, equal, not good, play, "
        "trumps or announce capot)",
    )
