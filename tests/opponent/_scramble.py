"""Deals that look the same to one seat: the hidden cards moved, the public history kept.

A scramble of ``deal`` for ``seat`` swaps some cards that seat cannot see (the other
hand, the other's discards, the talon nobody showed him) between their places, then
replays the same history with the other seat's actions rewritten through the swap. It
is kept only if every action is still legal and the seat's view (its plain-data form:
hand, talon seen, dialogue in words, scores, tricks, proofs) is exactly the same.
"""

from piquet_core import PACK, Deal
from piquet_core.actions import Declare, Exchange, Reply
from piquet_core.errors import IllegalActionError
from piquet_core.prng import Prng


def hidden_cards(deal, seat):
    """The cards ``seat`` cannot place: not his, not seen, not shown, not played."""
    view = deal.view(seat)
    known = set(view.dealt) | set(view.drawn) | set(view.talon_seen) | set(view.exposed) | set(view.shown)
    for trick in view.tricks:
        known.add(trick.led)
        known.add(trick.followed)
    known.update(view.current)
    return [card for card in PACK if card not in known]


def _map_action(action, swap):
    def m(card):
        return swap.get(card, card)
    if type(action) is Exchange:
        return Exchange(tuple(m(c) for c in action.discards), action.option)
    if type(action) is Declare:
        return Declare(action.kind, tuple(tuple(m(c) for c in group) for group in action.groups))
    if type(action) is Reply:
        return Reply(action.answer, tuple(tuple(m(c) for c in group) for group in action.groups))
    return action


def public(view):
    data = view.to_dict()
    data["opponent"] = dict(data["opponent"])
    data["opponent"].pop("known_in_hand")  # computed from the hidden hand itself
    return data


def scramble(deal, seat, seed, tries=300, swaps=3):
    """A deal with ``deal``'s public history for ``seat`` and some hidden cards moved, or None."""
    rng = Prng(seed)
    hidden = hidden_cards(deal, seat)
    target = public(deal.view(seat))
    dealt = deal.dealt
    for _ in range(tries):
        swap = {}
        for _ in range(1 + rng.below(swaps)):
            a, b = rng.sample(hidden, 2)
            a, b = swap.get(a, a), swap.get(b, b)
            inverse = {v: k for k, v in swap.items()}
            ka, kb = inverse.get(a, a), inverse.get(b, b)
            swap[ka], swap[kb] = b, a
        swap = {k: v for k, v in swap.items() if k != v}
        if not swap:
            continue

        def m(cards):
            return tuple(swap.get(card, card) for card in cards)
        other = Deal(m(dealt[0]), m(dealt[1]), m(deal.talon_dealt), deal.rules, deal.seed)
        if other.dealt == dealt and other.talon_dealt == deal.talon_dealt:
            continue
        try:
            for move in deal.history:
                action = move.action if move.seat == seat else _map_action(move.action, swap)
                other.do(action, move.seat)
        except IllegalActionError:
            continue
        if public(other.view(seat)) != target:
            continue
        if other.hands == deal.hands and other.talon == deal.talon and other.discards == deal.discards:
            continue  # nothing the seat cannot see has moved
        return other
    return None
