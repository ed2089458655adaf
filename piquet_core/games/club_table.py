"""The ``club`` computer player of Piquet Normand and Piquet Voleur (the table games of
three and four seats, ``games.table_game``): rules of thumb with card counting, fast
enough for MicroPython on the page's thread.

Glossary:
    carte blanche: always claimed (10 points, and it counts toward repic).
    stock:         Normand's dealer discards his two cards worth least to keep
                   (``opponent.handeval``'s keep values, the two-player club's) and takes
                   the two stock cards, unless those two are worth more than a card
                   drawn blind is on average (``STOCK_LIMIT``).
    declaring:     the honest call, in full: the best combination of the class and its
                   extras. Answering the call standing: Not good with the best call that
                   beats it; Equal when he can tie an opponent (a tie scores for
                   nobody); else Good. A partner's call stands: Good.
    play:          ``games.club_tricks``: card counting over the tricks seen, masters
                   cashed from the longest suit, tricks won as cheaply as can be sure,
                   the partner's sure winner left alone.

Everything is decided from the seat's view: its hand, what was said and shown, the
cards played, and ``legal_actions``.

>>> from piquet_core.games.normand import Normand
>>> from piquet_core.players import play_deal
>>> game = play_deal(Normand.from_seed(3), [TableClubPlayer(1), TableClubPlayer(2), TableClubPlayer(3)])
>>> game.is_over
True
"""

from ..actions import EQUAL, GOOD, NOT_GOOD, CarteBlanche, Declare, Exchange, Play, Reply
from ..cards import PACK
from ..declarations import build_call, call_score
from ..opponent.handeval import choose_discards, keep_values
from .club_tricks import TrickSeat, club_card, unseen_of, voids_from

STOCK_LIMIT = 2 * 4.6   # two discards worth less than this together: take the stock


def club_stock(view, legal):
    """Normand's dealer: discard the two cards worth least and take the stock, or leave it."""
    hand = view.hand
    discards = choose_discards(hand, 2)
    values = keep_values(hand)
    worth = 0.0
    for value, card in values:
        if card in discards:
            worth += value
    if worth >= STOCK_LIMIT:
        return Exchange((), None)
    return stock_taken(legal, discards)


def stock_taken(legal, discards):
    """The exchange that throws out ``discards`` and takes the stock, as ``legal`` spells it."""
    for option in legal:
        if type(option) is Exchange and set(option.discards) == set(discards):
            return option
    return Exchange(tuple(sorted(discards, key=_code)), None)


def _code(card):
    return card.index if hasattr(card, "index") else card.suit * 8 + card.rank


def _call_value(kind, groups, hand):
    """(the first combination's key, the call's whole score) of a call or a Not good."""
    combos = build_call(kind, groups, hand)
    if not combos:
        return ((-1,), 0)
    return (combos[0].key, call_score(combos))


def _best_call(legal, kind, hand):
    best = None
    for action in legal:
        if not action.groups:
            continue
        value = _call_value(kind, action.groups, hand)
        if best is None or value > best[0]:
            best = (value, action)
    return None if best is None else best[1]


def standing_seat(view, kind):
    """The seat whose call stands in ``kind`` now, read from the view's log, or None:
    the last seat that called, named a beating call, or gave his second figure."""
    from ..events import Called, SecondFigure
    seat = None
    for entry in view.log:
        if type(entry) is Called and entry.kind == kind and entry.combo is not None:
            seat = entry.seat
        elif type(entry) is SecondFigure and entry.kind == kind:
            seat = entry.seat
    return seat


def club_declaration(view, legal):
    """Call in full, or answer the call standing (see the module docstring)."""
    kind = view.current_class
    if type(legal[0]) is Declare:
        best = _best_call(legal, kind, view.hand)
        return best if best is not None else legal[0]
    beaters = [action for action in legal if type(action) is Reply and action.answer == NOT_GOOD]
    if beaters:
        return _best_call(beaters, kind, view.hand)
    partner = getattr(view, "partner", None)
    if partner is None or standing_seat(view, kind) != partner:
        for action in legal:
            if type(action) is Reply and action.answer == EQUAL:
                return action  # a tie with an opponent: nobody scores the class
    return Reply(GOOD, ())


def trick_seat(view):
    """A ``TrickSeat`` from a table view: the cards seen, the voids shown, the partner."""
    count = len(view.seat_names)
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.current:
        tricks.append((view.leader, view.current))
    seen = set(view.hand)
    for leader, cards in tricks:
        seen.update(cards)
    seen.update(getattr(view, "discards", ()))  # Normand's dealer knows his discards are out
    unseen = unseen_of([card for card in PACK if card not in seen], ())
    return TrickSeat(view.hand, view.seat, count, view.leader, view.current, unseen, voids_from(tricks, count),
                     getattr(view, "partner", None))


class TableClubPlayer:
    """The ``club`` level of Normand and Voleur. Decides from the view alone."""

    name = "club"

    def __init__(self, seed=0):
        self.seed = seed  # no randomness: the same view gives the same action

    def choose(self, view):
        if view.phase == "play":
            cards = view.legal_cards()
            if len(cards) == 1:
                return Play(cards[0])
            return Play(self.card(view, list(cards)))
        legal = view.legal_actions()
        first = legal[0]
        if type(first) is CarteBlanche:
            return CarteBlanche(True)
        if type(first) is Exchange:
            return self.stock(view, legal)
        return club_declaration(view, legal)

    def card(self, view, cards):
        """The card to play of ``cards`` (the legal ones, two or more)."""
        return club_card(trick_seat(view), cards)

    def stock(self, view, legal):
        """Normand's dealer's exchange."""
        return club_stock(view, legal)


def _register():
    from .computer import register_game_level
    register_game_level("normand", "club", TableClubPlayer)
    register_game_level("voleur", "club", TableClubPlayer)


_register()
