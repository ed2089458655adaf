"""The value of each card the seat may play, over hands the opponent may hold.

Glossary:
    sample:       one hand the opponent may hold (``sampler``); the deal is then open
                  (both hands known) and the solver values each card exactly.
    value:        points for the deal from this seat's side: his points minus the
                  opponent's that the rest of the play adds, with best play by both in
                  that sample (``search``), averaged over the samples.
    utility:      when the partie is at stake, a sample's value goes through the
                  partie's reckoning (``utility``) before the average.
    cost model:   milliseconds one sample is expected to take in CPython, by cards in
                  hand and whether leading, so a time budget becomes a number of samples
                  decided before searching (the same on every run, for a given budget).

>>> from piquet_core.deal import Deal
>>> from piquet_core.opponent.knowledge import Knowledge
>>> from piquet_core.opponent.sampler import Sampler
>>> deal = Deal.from_seed(3)
>>> while deal.phase != "play": _ = deal.do(deal.legal_actions()[0] if deal.phase != "exchange" else
...                                         "exchange " + deal.hands[deal.to_act][0].code)
>>> for _ in range(16): _ = deal.do(deal.legal_actions()[0])
>>> know = Knowledge(deal.view(deal.to_act))
>>> values = play_values(know, Sampler(know, 1).sample(4))
>>> sorted(values) == sorted(a.card for a in deal.legal_actions())
True
"""

import time

from ..seats import ELDER
from .search import card_values, play_state, reckoned_totals


def clock_ms():
    """Milliseconds from an arbitrary start (CPython, Pyodide or MicroPython)."""
    if hasattr(time, "perf_counter"):
        return time.perf_counter() * 1000.0
    return float(time.ticks_ms())  # MicroPython

# CPython milliseconds per sample (card values of one open position), by cards in the
# hand of the player to act: leading, following. Measured on club players' deals.
LEAD_COST = (0, 0.1, 0.2, 0.4, 0.7, 1.2, 1.8, 2.8, 7.0, 14.0, 25.0, 34.0, 63.0)
FOLLOW_COST = (0, 0.1, 0.1, 0.2, 0.4, 0.6, 1.0, 2.4, 4.0, 8.0, 19.0, 25.0, 28.0)


def sample_cost(cards, leading):
    """Expected CPython milliseconds of one sample."""
    table = LEAD_COST if leading else FOLLOW_COST
    return table[min(cards, 12)]


def play_values(know, hands, utility=None, per_sample=None, deadline=None, weights=None):
    """{card: mean value from this seat's side} over the opponent hands ``hands``.

    ``utility(state, my_value)`` maps a sample's value to what is averaged (default:
    the value itself). ``per_sample``, a list, receives each sample's {card: value}.
    ``deadline`` (a ``clock_ms`` time) stops after the sample that passes it.
    ``weights``: each hand's weight (``Sampler.every_hand``), for a weighted mean.
    """
    sign = 1 if know.seat == ELDER else -1
    sums = {}
    used = 0
    total = 0.0
    for index, hand in enumerate(hands):
        if deadline is not None and used and clock_ms() > deadline:
            break
        used += 1
        weight = 1.0 if weights is None else weights[index]
        total += weight
        totals, bonus = reckoned_totals(know, hand)
        state = play_state(know, hand, totals, bonus)
        values = card_values(state)
        mine = {}
        for card, value in values.items():
            value = sign * value
            if utility is not None:
                value = utility(state, value)
            mine[card] = value
            sums[card] = sums.get(card, 0.0) + weight * value
        if per_sample is not None:
            per_sample.append(mine)
    total = total or 1.0
    for card in sums:
        sums[card] = sums[card] / total
    return sums
