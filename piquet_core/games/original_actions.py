"""The actions of the original rules and their notation (one per record line).

Glossary:
    blank:    ``blank`` claims (or, for the dealer, matches) a hand dealt with no face
              card, showing it; ``no blank`` keeps quiet.
    exchange: ``exchange 6S 7H …``: discard one to eight cards and draw as many from
              the stock (the dealer: no more than the stock still holds).
    call:     ``ruff …``, ``sequence … + …``, ``set … + …`` or ``… none``: the cards of
              a class; the dealer answers ``good`` or with his own call.
    bonus:    ``picy`` / ``repicy`` declares the bonus just made; ``no picy`` /
              ``no repicy`` lets it go.
    play:     ``play 6S``.

Cards are the 36-card pack's (``games.pack36``); the answer and the play are the
engine's own ``actions.Reply`` and ``actions.Play`` values.

>>> for text in ["blank", "no blank", "exchange 6S AH", "ruff AS KS 6S", "sequence AH KH QH + 8S 7S 6S",
...              "set none", "good", "picy", "no repicy", "play 6D"]:
...     assert str(parse_action36(text)) == text, text
>>> parse_action36("exchange none")
Traceback (most recent call last):
...
piquet_core.errors.NotationError: 'exchange none': the original rules exchange at least one card: name the discards
"""

from collections import namedtuple

from ..actions import GOOD, Play, Reply
from ..choosing import binomial
from ..errors import IllegalActionError, NotationError
from .original_rules import CLASSES36, PICY, REPICY
from .pack36 import Card36, format_cards, parse_card, sorted36



class Blank(namedtuple("Blank", ("claim",))):
    __slots__ = ()

    def __str__(self):
        return "blank" if self.claim else "no blank"


class Swap(namedtuple("Swap", ("discards",))):
    """An exchange: these cards out, as many drawn from the top of the stock."""

    __slots__ = ()

    def __str__(self):
        return "exchange " + format_cards(self.discards)


class Call(namedtuple("Call", ("kind", "groups"))):
    """A class called: ``groups`` are card tuples, one per combination (() for none)."""

    __slots__ = ()

    def __str__(self):
        if not self.groups:
            return self.kind + " none"
        return self.kind + " " + " + ".join(format_cards(group) for group in self.groups)


class Bonus(namedtuple("Bonus", ("kind", "claim"))):
    """Declare (or let go) the picy or repicy just made."""

    __slots__ = ()

    def __str__(self):
        return self.kind if self.claim else "no " + self.kind


GOOD_REPLY = Reply(GOOD, ())
ACTION_TYPES = (Blank, Swap, Call, Reply, Play, Bonus)


def _group_key(group):
    """Longer groups first, then the higher top card, then spades first: best first for
    sequences and sets, and one order for every way of writing the same call."""
    first = group[0] if group else None
    return (-len(group), 0, 0) if first is None else (-len(group), -first.rank, first.suit)


def canonical36(action):
    """The same action with its cards in display order, so equal actions compare equal."""
    if isinstance(action, Swap):
        return Swap(sorted36(action.discards))
    if isinstance(action, Call):
        groups = [sorted36(group) for group in action.groups]
        groups.sort(key=_group_key)
        return Call(action.kind, tuple(groups))
    return action


def check_shape36(action):
    """Refuse an action whose fields are not what its type holds, before any rule."""
    if type(action) not in ACTION_TYPES:
        raise IllegalActionError("not an action of the original rules: %r" % (action,))
    if isinstance(action, Play):
        cards = (action.card,)
    elif isinstance(action, Swap):
        cards = action.discards
    elif isinstance(action, Call):
        if action.kind not in CLASSES36:
            raise IllegalActionError("unknown class %r (ruff, sequence or set)" % (action.kind,))
        if not isinstance(action.groups, (tuple, list)):
            raise IllegalActionError("a call's combinations must be a sequence, not %r" % (action.groups,))
        cards = [card for group in action.groups for card in group]
    elif isinstance(action, Reply):
        if action.answer != GOOD:
            raise IllegalActionError("the dealer answers 'good' or calls his own; '%s' is not an answer here"
                                     % action.answer)
        cards = ()
    else:
        cards = ()
    if not isinstance(cards, (tuple, list)):
        raise IllegalActionError("cards must be a sequence, not %r" % (cards,))
    for card in cards:
        if type(card) is not Card36:
            raise IllegalActionError("not a card of the 36-card pack: %r" % (card,))


def parse_action36(text):
    """Read one action from its notation (the inverse of ``str(action)``)."""
    if not isinstance(text, str):
        raise NotationError(None, "an action is text")
    words = text.strip().lower().split()
    if not words:
        raise NotationError(text, "empty action")
    head, rest = words[0], text.strip()[len(words[0]):].strip()
    if words in (["blank"], ["no", "blank"]):
        return Blank(words[0] == "blank")
    if words in ([PICY], [REPICY], ["no", PICY], ["no", REPICY]):
        return Bonus(words[-1], len(words) == 1)
    if words == [GOOD]:
        return GOOD_REPLY
    if head == "exchange":
        if not rest or rest.lower() == "none":
            raise NotationError(text, "the original rules exchange at least one card: name the discards")
        return canonical36(Swap(tuple(parse_card(token) for token in rest.split())))
    if head in CLASSES36:
        if not rest:
            raise NotationError(text, "%s needs the cards called, or 'none'" % head)
        if rest.lower() == "none":
            return Call(head, ())
        groups = []
        for chunk in rest.split("+"):
            cards = tuple(parse_card(token) for token in chunk.split())
            if not cards:
                raise NotationError(text, "an empty combination between '+' signs")
            groups.append(cards)
        return canonical36(Call(head, tuple(groups)))
    if head == "play":
        tokens = rest.split()
        if len(tokens) != 1:
            raise NotationError(text, "play takes exactly one card")
        return Play(parse_card(tokens[0]))
    raise NotationError(text, "unknown action (expected blank, exchange, ruff, sequence, set, good, picy, "
                              "repicy or play)")


class ExchangeChoices:
    """Every exchange of 1 to ``most`` cards of ``hand``, fewest first, as a sequence
    that makes each one only when asked (about 3,800 for twelve cards and eight):
    ``len``, indexing, ``in`` and iteration, so ``rng.choice`` picks one uniformly.

    >>> from piquet_core.games.pack36 import parse_cards
    >>> choices = ExchangeChoices(parse_cards("AS KS QS"), 2)
    >>> len(choices), [str(swap) for swap in choices]
    (6, ['exchange AS', 'exchange KS', 'exchange QS', 'exchange AS KS', 'exchange AS QS', 'exchange KS QS'])
    """

    def __init__(self, hand, most):
        self.hand, self.most = tuple(hand), most
        self.sizes = [binomial(len(self.hand), k) for k in range(most + 1)]

    def __len__(self):
        return sum(self.sizes) - 1

    def __getitem__(self, index):
        if not 0 <= index < len(self):
            raise IndexError("no exchange %d of %d" % (index, len(self)))
        k = 1
        while index >= self.sizes[k]:
            index -= self.sizes[k]
            k += 1
        chosen, start, n = [], 0, len(self.hand)
        while k:  # the index-th k-combination in the order of the hand
            for at in range(start, n):
                below = binomial(n - at - 1, k - 1)
                if index < below:
                    chosen.append(self.hand[at])
                    start, k = at + 1, k - 1
                    break
                index -= below
        return Swap(tuple(chosen))

    def __iter__(self):
        for index in range(len(self)):
            yield self[index]

    def __contains__(self, action):
        if type(action) is not Swap or not 1 <= len(action.discards) <= self.most:
            return False
        return len(set(action.discards)) == len(action.discards) and all(c in self.hand for c in action.discards)
