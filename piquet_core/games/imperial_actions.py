"""Imperial's actions and their notation (also the notation of its records).

Glossary:
    swap:        the player holding the seven of trumps exchanges it for a turned-up
                 king or ace (``swap``), or keeps it (``no swap``).
    imperials:   each class is declared in the showing order, the non-dealer first:
                 ``atout AS KS QS JS``, ``imperiale KH QH JH AH + ...``, ``honneur AS AH AD
                 AC``, each ``... none`` to declare nothing; the blanche is ``blanche`` or
                 ``no blanche``.
    point:       ``point AS KS 9S`` names the cards of one suit (``point none``); the
                 dealer answers ``good`` or ``not good KH QH JH 9H`` with a higher total.
    asking:      after a blanche or a point is scored, the opponent may ``ask`` to see
                 the cards, or ``trust`` the caller.
    play:        ``play AS``.

The point, the answers and ``play`` are the engine's ``actions`` values (``Declare``,
``Reply``, ``Play``), so every player that plays a card plays Imperial unchanged.

>>> for text in ["swap", "no swap", "atout AS KS QS JS", "imperiale none", "honneur AS AH AD AC + 7S 7H 7D 7C",
...              "blanche", "no blanche", "ask", "trust", "point AS KS", "not good KH QH", "good", "play 7S"]:
...     assert str(parse(text)) == text, text
>>> parse("sequence AS KS QS")
Traceback (most recent call last):
...
piquet_core.errors.NotationError: 'sequence AS KS QS': Imperial has no sequence (its actions: swap, ...)
"""

from collections import namedtuple

from ..actions import GOOD, NOT_GOOD, Declare, Play, Reply, parse_action
from ..cards import Card, sort_key
from ..errors import IllegalActionError, NotationError
from ..spaces import normalize_spaces, split_spaces, strip_spaces
from .imperial_rules import ATOUT, HONNEUR, PLAIN, format_groups

POINT = "point"
_NAMES = "swap, atout, imperiale, honneur, blanche, point, good, not good, ask, trust, play"


class Swap(namedtuple("Swap", ("take",))):
    """The holder of the seven of trumps takes the turned-up king or ace (or not)."""

    __slots__ = ()

    def __str__(self):
        return "swap" if self.take else "no swap"


class Imperials(namedtuple("Imperials", ("kind", "groups"))):
    """Declare the imperials of one class: ``groups`` their four-card groups (() none)."""

    __slots__ = ()

    def __str__(self):
        return self.kind + " " + format_groups(self.groups)


class Blanche(namedtuple("Blanche", ("claim",))):
    """Claim the imperiale blanche (twelve cards without a court), or not."""

    __slots__ = ()

    def __str__(self):
        return "blanche" if self.claim else "no blanche"


class Ask(namedtuple("Ask", ("ask",))):
    """Ask to see what the opponent scored (``ask``), or take his word (``trust``)."""

    __slots__ = ()

    def __str__(self):
        return "ask" if self.ask else "trust"


ACTION_TYPES = (Swap, Imperials, Blanche, Ask, Declare, Reply, Play)


def canonical(action):
    """The same action with its cards in display order, so that equal actions compare equal."""
    if isinstance(action, Imperials):
        groups = tuple(tuple(sorted(group, key=sort_key)) for group in action.groups)
        return Imperials(action.kind, tuple(sorted(groups, key=lambda g: sort_key(g[0]))))
    if isinstance(action, (Declare, Reply)):
        groups = tuple(tuple(sorted(group, key=sort_key)) for group in action.groups)
        return type(action)(action.kind if isinstance(action, Declare) else action.answer, groups)
    return action


def check_fields(action):
    """Refuse an action whose fields are not what its type needs, before any rule."""
    cards = ()
    if isinstance(action, Imperials):
        if not isinstance(action.groups, (tuple, list)):
            raise IllegalActionError("an imperial's groups must be a sequence, not %r" % (action.groups,))
        for group in action.groups:
            if not isinstance(group, (tuple, list)):
                raise IllegalActionError("an imperial is a group of cards, not %r" % (group,))
            cards += tuple(group)
    elif isinstance(action, (Declare, Reply)):
        if not isinstance(action.groups, (tuple, list)) or len(action.groups) > 1:
            raise IllegalActionError("a point is one group of cards of one suit, or none")
        for group in action.groups:
            cards += tuple(group)
    elif isinstance(action, Play):
        cards = (action.card,)
    seen = set()
    for card in cards:
        if not isinstance(card, Card):
            raise IllegalActionError("not a card: %r" % (card,))
        if card in seen:  # (scored once per repeat otherwise: "point AS AS AS AS" made 44)
            raise IllegalActionError("%s is called twice in one declaration" % card.code)
        seen.add(card)


def parse(text):
    """Read one Imperial action from its notation (the inverse of ``str(action)``)."""
    if not isinstance(text, str):
        raise NotationError(None, "an action is text, not %s" % type(text).__name__)
    original = text
    line = strip_spaces(normalize_spaces(text))
    words = split_spaces(line.lower())
    if not words:
        raise NotationError(original, "empty action")
    whole = " ".join(words)
    simple = {"swap": Swap(True), "no swap": Swap(False), "blanche": Blanche(True), "no blanche": Blanche(False),
              "ask": Ask(True), "trust": Ask(False)}
    if whole in simple:
        return simple[whole]
    head = words[0]
    if head in (ATOUT, PLAIN, HONNEUR):
        rest = strip_spaces(line[len(head):])
        if not rest:
            raise NotationError(original, "%s needs the four cards of each imperial, or 'none'" % head)
        if rest.lower() == "none":
            return Imperials(head, ())
        groups = []
        for chunk in rest.split("+"):
            tokens = split_spaces(chunk)
            if not tokens:
                raise NotationError(original, "an empty group between '+' signs")
            groups.append(tuple(Card.parse(token) for token in tokens))
        return canonical(Imperials(head, tuple(groups)))
    if head in (POINT, GOOD, "not", "play"):
        action = parse_action(line)
        if isinstance(action, Reply) and action.answer not in (GOOD, NOT_GOOD):
            raise NotationError(original, "the dealer answers a point 'good' or 'not good' (a tie goes to the "
                                          "non-dealer, so there is no 'equal')")
        if isinstance(action, (Declare, Reply)) and len(action.groups) > 1:
            raise NotationError(original, "a point is one group of cards, without '+'")
        return action
    if head == "equal":
        raise NotationError(original, "the dealer answers a point 'good' or 'not good' (a tie goes to the "
                                      "non-dealer, so there is no 'equal')")
    if whole in ("carte blanche", "no carte blanche"):
        raise NotationError(original, "Imperial's carte blanche is the imperiale blanche: 'blanche' or 'no blanche'")
    raise NotationError(original, "Imperial has no %s (its actions: %s)" % (head, _NAMES))
