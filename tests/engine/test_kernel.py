"""The play kernel (piquet_core.kernel) agrees with the validated Deal.

1. From the start of the play of thousands of seeded random deals, the same random cards
   are played through both: legal plays at every step, every trick's winner, the play
   score events of each card (lead, win, last trick, cards, capot, pique) and both
   running totals after each card must agree, and ``unplay`` must walk back exactly.
2. The kernel's fast random full deals (shuffle, exchange, honest declarations, play)
   are replayed through the Deal with the same cards, exchanges, honest calls and plays:
   both totals must be equal.
"""

import pytest

from piquet_core import kernel, simulate
from piquet_core.actions import EQUAL, GOOD, NOT_GOOD, CarteBlanche, Declare, Exchange, Play, Reply, Trumps
from piquet_core.cards import CARD_TABLE
from piquet_core.deal import Deal
from piquet_core.declarations import CALL, REPLY, REPLY_SECOND, YOUNGER_CALL, honest_call
from piquet_core.combinations import SET
from piquet_core.players import random_action
from piquet_core.prng import Prng
from piquet_core.rules import Rules

RULE_SETS = [Rules(), Rules.parse("rubicon +old_count"), Rules.parse("rubicon +last_trick_four"),
             Rules.parse("rubicon +cavendish_capot"),
             Rules.parse("rubicon +old_count +last_trick_four +cavendish_capot")]
RULE_IDS = ["default", "old_count", "last_trick_four", "cavendish_capot", "all_three"]
PLAY_CATEGORIES = ("lead", "win", "last trick", "cards", "capot", "pique", "capot failed")


def to_play(seed, rules):
    """A seeded deal brought to the play by random legal actions (the players module's)."""
    deal = Deal.from_seed(seed, rules)
    rng = Prng(seed + 7)
    while deal.phase != "play":
        deal.do(random_action(deal, rng))
    return deal, rng


def play_events(events):
    return [(e[0], e[1], e[2]) for e in events if e[2] in PLAY_CATEGORIES]


def reckoned(deal):
    return tuple(deal.reckoned_totals)


def check_play_agrees(seed, rules):
    deal, rng = to_play(seed, rules)
    state = kernel.from_deal(deal)
    assert state.totals == list(reckoned(deal)) and state.bonus == deal.bonus
    snapshots = []
    while not deal.is_over:
        legal = sorted(a.card.index for a in deal.legal_actions())
        assert sorted(state.legal()) == legal, (seed, deal.current)
        assert state.to_act == deal.to_act
        for index in range(32):
            assert state.is_legal(index) == (index in legal)
        snapshots.append((list(state.hands), state.leader, state.led, list(state.won), list(state.totals), state.bonus))
        action = random_action(deal, rng)
        before = len(deal.events)
        tricks = len(deal.tricks)
        deal.do(action)
        log = []
        state.play(action.card.index, log)
        assert log == play_events(deal.events[before:]), (seed, action)
        assert state.totals == list(reckoned(deal)), (seed, action)
        assert state.bonus == deal.bonus
        if len(deal.tricks) > tricks:
            trick = deal.tricks[-1]
            assert kernel.trick_winner(trick[0], trick[1].index, trick[2].index, state.trump) == trick[3]
            assert state.leader == trick[3]
            assert list(state.won) == list(deal.tricks_won() if hasattr(deal, "tricks_won") else
                                           [sum(1 for t in deal.tricks if t[3] == s) for s in (0, 1)])
    assert state.is_over and state.totals == list(deal.totals)
    for snap in reversed(snapshots):
        state.unplay()
        assert (state.hands, state.leader, state.led, state.won, state.totals, state.bonus) == snap


@pytest.mark.parametrize("rules", RULE_SETS, ids=RULE_IDS)
def test_play_agrees_with_the_deal(rules):
    for seed in range(500):
        check_play_agrees(seed, rules)


def test_play_with_trumps_agrees_with_the_deal():
    """CardParade: random actions name trumps (before or after elder's exchange) and
    sometimes announce capot; then the same random cards through the Deal and the kernel."""
    rules = Rules.parse("cardparade")
    trumps, announced = set(), 0
    for seed in range(1500):
        deal, _ = to_play(seed, rules)
        assert kernel.from_deal(deal).trump == "SHDC".index(deal.trumps)
        trumps.add(deal.trumps)
        announced += deal.capot_announced is not None
        check_play_agrees(seed, rules)
    assert trumps == set("SHDC") and announced > 100


def test_pique_in_the_play_agrees():
    """Deals where a pique is made (or just missed) in the play, found among seeds."""
    found = 0
    for seed in range(3000):
        deal, _ = to_play(seed, Rules())
        totals = reckoned(deal)
        if deal.bonus is None and 0 in totals and max(totals) >= 18:
            check_play_agrees(seed, Rules())
            found += 1
    assert found >= 20


def test_from_deal_after_a_lead_and_when_over():
    deal, rng = to_play(11, Rules())
    deal.do(random_action(deal, rng))
    state = kernel.from_deal(deal)
    assert state.led == deal.current[0].index and state.to_act == 1
    while not deal.is_over:
        deal.do(random_action(deal, rng))
    state = kernel.from_deal(deal)
    assert state.is_over and state.totals == list(deal.totals) and state.legal() == []
    with pytest.raises(ValueError):
        kernel.from_deal(Deal.from_seed(1))


# ----- the fast random full deals, replayed through the Deal -----------------------------------

def honest_action(deal):
    """Full, honest declarations: call everything held; answer by comparing best holdings."""
    kind = deal.current_class
    record = deal.classes[kind]
    hand = deal.hands[deal.to_act]
    mine = honest_call(kind, hand)
    groups = tuple(combo.cards for combo in mine)
    if record.step in (CALL, YOUNGER_CALL):
        return Declare(kind, groups)
    principal = record.elder_call[0]
    if not mine:
        return Reply(GOOD, ())
    if kind == SET:
        return Reply(NOT_GOOD, groups) if mine[0].key > principal.key else Reply(GOOD, ())
    figure = 0 if record.step == REPLY else 1
    assert record.step in (REPLY, REPLY_SECOND)
    if figure == 1 or mine[0].key[0] == principal.key[0]:
        if mine[0].key[figure] == principal.key[figure]:
            return Reply(EQUAL, ())
    if mine[0].key[figure] > principal.key[figure]:
        return Reply(NOT_GOOD, groups)
    return Reply(GOOD, ())


def replay_through_deal(entry, rules):
    pack, ke, ky, plays, totals = entry
    cards = [CARD_TABLE[i] for i in pack]
    deal = Deal(cards[:12], cards[12:24], cards[24:], rules)
    discards = {0: tuple(cards[:ke]), 1: tuple(cards[12:12 + ky])}
    moves = iter(plays)
    while not deal.is_over:
        phase = deal.phase
        if phase == "carte blanche":
            deal.do(CarteBlanche(True))
        elif phase == "exchange":
            deal.do(Exchange(discards[deal.to_act], None))
        elif phase == "trumps":  # (CardParade) elder names the suit the simulation chose
            deal.do(Trumps(simulate.elder_trump([sum(1 << c.rank for c in deal.hands[0] if c.suit == suit)
                                                 for suit in range(4)])))
        elif phase == "declaration":
            deal.do(honest_action(deal))
        else:
            deal.do(Play(CARD_TABLE[next(moves)]))
    return deal


@pytest.mark.parametrize("rules", RULE_SETS + [Rules.parse("rubicon +dealer_exchanges_first +younger_must_exchange"),
                                               Rules.parse("rubicon +younger_must_exchange"), Rules.parse("cardparade"),
                                               Rules.parse("cardparade +old_count")],
                         ids=RULE_IDS + ["younger_first_must", "younger_must", "cardparade", "cardparade_old_count"])
def test_random_full_deals_score_like_the_deal(rules):
    trace = []
    simulate.random_deals(600, 99, rules, trace)
    for entry in trace:
        assert tuple(replay_through_deal(entry, rules).totals) == entry[4], entry


def elder_tricks(plays):
    leader, won = 0, 0
    for i in range(0, 24, 2):
        leader = kernel.trick_winner(leader, plays[i], plays[i + 1])
        won += leader == 0
    return won


def is_blank(cards):
    return all(not 4 <= c & 7 <= 6 for c in cards)


@pytest.mark.parametrize("rules", [Rules(), Rules.parse("rubicon +cavendish_capot +old_count")],
                         ids=["default", "variants"])
def test_random_full_deals_cover_the_rare_scores(rules):
    """Carte blanche, capot, repique and pique are rare: pick them out of many kernel deals."""
    trace = []
    simulate.random_deals(20000, 2024, rules, trace)
    picked = {"carte blanche": [], "capot": [], "bonus": []}
    for entry in trace:
        pack, plays, totals = entry[0], entry[3], entry[4]
        if is_blank(pack[:12]) or is_blank(pack[12:24]):
            picked["carte blanche"].append(entry)
        if elder_tricks(plays) in (0, 12):
            picked["capot"].append(entry)
        if max(totals) >= 60:
            picked["bonus"].append(entry)
    bonuses = set()
    for name, entries in picked.items():
        assert entries, name
        for entry in entries[:150]:
            deal = replay_through_deal(entry, rules)
            assert tuple(deal.totals) == entry[4], (name, entry)
            bonuses.update(e[2] for e in deal.events if e[2] in ("pique", "repique"))
    assert bonuses == {"pique", "repique"}


def test_random_deals_are_deterministic_and_sum():
    one = [simulate.random_deal(seed) for seed in (3, 3)]
    assert one[0] == one[1]
    trace = []
    total = simulate.random_deals(50, 8, Rules(), trace)
    assert total == (sum(t[4][0] for t in trace), sum(t[4][1] for t in trace))


def test_random_cardparade_deals_trump():
    """The fast random CardParade deals do ruff (and the Deal agrees with their totals)."""
    rules = Rules.parse("cardparade")
    trace = []
    simulate.random_deals(200, 5, rules, trace)
    ruffs = 0
    for entry in trace:
        deal = replay_through_deal(entry, rules)
        assert tuple(deal.totals) == entry[4]
        trump = deal.trump_suit
        ruffs += sum(1 for t in deal.tricks if t.followed.suit == trump != t.led.suit)
    assert ruffs >= 200
