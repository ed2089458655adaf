"""The canonical calls ``legal_declarations`` lists from suit masks are exactly the ones
``sub_combinations`` and ``with_extras`` define (the listing they were built from is kept
here as the reference), in the same order, at every step of the dialogue."""

import pytest

from piquet_core.actions import EQUAL, GOOD, NOT_GOOD, Declare, Reply
from piquet_core.cards import PACK, parse_cards
from piquet_core.combinations import CLASSES, POINT, SET, all_of, order_key
from piquet_core.deal import DECLARATION, Deal
from piquet_core.declarations import (
    CALL, REPLY, YOUNGER_CALL, first_figure, holds_exact, holds_first_figure, sub_combinations, with_extras,
)
from piquet_core.legal import legal_declarations
from piquet_core.players import random_action
from piquet_core.prng import Prng


def reference_declarations(deal):
    """The listing as first written, over Card objects: the definition the tables follow."""
    kind = CLASSES[deal.class_index]
    record = deal.class_record(kind)
    hand = deal.hands[deal.to_act]
    candidates = sub_combinations(kind, hand)
    if record.step in (CALL, YOUNGER_CALL):
        actions = [Declare(kind, ())]
        beats = None
        make = Declare
        tag = kind
    else:
        principal = record.elder_call[0]
        actions = [Reply(GOOD, ())]
        make = Reply
        tag = NOT_GOOD
        if record.step == REPLY:
            if kind != SET and holds_first_figure(kind, hand, principal.key[0]):
                actions.append(Reply(EQUAL, ()))
            figure = first_figure(principal)
            beats = lambda combo: first_figure(combo) > figure
        else:
            if holds_exact(kind, hand, principal.key):
                actions.append(Reply(EQUAL, ()))
            length, second = principal.key
            beats = lambda combo: combo.key[0] == length and combo.key[1] > second
    if kind == POINT:
        for combo in candidates:
            if beats is None or beats(combo):
                actions.append(make(tag, (combo.cards,)))
        return actions
    seen = set()
    held = all_of(kind, hand)
    for combo in candidates:
        if beats is not None and not beats(combo):
            continue
        calls = [(combo,)]
        extended = with_extras(combo, kind, hand, held)
        if len(extended) > 1:
            calls.append(sorted(extended, key=order_key, reverse=True))
        for call in calls:
            if call[0] is not combo and beats is not None and not beats(call[0]):
                continue
            groups = tuple(c.cards for c in call)
            if groups not in seen:
                seen.add(groups)
                actions.append(make(tag, groups))
    return actions


def walk_declarations(deal, rng):
    """Compare at every declaration step, choosing each answer at random from the list."""
    steps = 0
    while deal.phase != DECLARATION and not deal.is_over:
        deal.do(random_action(deal, rng))
    while deal.phase == DECLARATION:
        expected = reference_declarations(deal)
        assert legal_declarations(deal) == expected, (deal.hands, deal.classes)
        deal.do(expected[rng.below(len(expected))])
        steps += 1
    return steps


@pytest.mark.parametrize("start", range(0, 3000, 500))
def test_random_deals(start):
    for seed in range(start, start + 500):
        walk_declarations(Deal.from_seed(seed), Prng(seed))


def rich_hands(rng):
    """Hands with many runs and sets: two runs in a suit, quatorzes, a huitième."""
    pool = list(PACK)
    rng.shuffle(pool)
    by_rank = sorted(pool[:24], key=lambda card: (card.rank, card.suit))
    return by_rank[12:], by_rank[:12], pool[24:]  # the high ranks to elder: sets and runs


@pytest.mark.parametrize("seed", range(300))
def test_hands_rich_in_combinations(seed):
    rng = Prng(seed)
    elder, younger, talon = rich_hands(rng)
    if seed % 2:
        elder, younger = younger, elder
    walk_declarations(Deal(elder, younger, talon), rng)


@pytest.mark.parametrize("elder, younger, talon", [
    ("AS KS QS 9S 8S 7S AH KH QH AD KD QD", "JS TS JH TH 9H 8H JD TD 9D AC KC QC", "JC TC 9C 8C 7C 7H 8D 7D"),
    ("AS KS QS JS TS 9S 8S 7S AH AD AC KH", "QH JH TH 9H 8H 7H KD QD JD TD 9D 8D", "KC QC JC TC 9C 8C 7C 7D"),
    ("AS AH AD AC KS KH KD KC QS QH QD QC", "JS JH JD JC TS TH TD TC 9S 9H 9D 9C", "8S 8H 8D 8C 7S 7H 7D 7C"),
])
def test_chosen_hands(elder, younger, talon):
    for seed in range(40):
        walk_declarations(Deal(parse_cards(elder), parse_cards(younger), parse_cards(talon)), Prng(seed))
