"""Property-based tests over thousands of seeded random deals (hypothesis).

Random legal players (piquet_core.players) play seeded deals under the default rules and
every variant; the checks below recompute what RULES.md says from the raw tricks and calls
(independent oracles), and throw random garbage actions at the deal at every step.
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from piquet_core import PACK, IllegalActionError, Rules, compare
from piquet_core.actions import CarteBlanche, Declare, Exchange, Play, Reply
from piquet_core.cards import TEN
from piquet_core.combinations import CLASSES, all_of
from piquet_core.deal import DECLARATION, EXCHANGE, PLAY, Deal
from piquet_core.players import play_random_deal, random_action
from piquet_core.prng import Prng

from _support import ELDER, YOUNGER, snapshot

VARIANT_SETS = [(), (), ("old_count",), ("dealer_exchanges_first",), ("younger_must_exchange",),
                ("dealer_exchanges_first", "younger_must_exchange"), ("sink_rule",),
                ("last_trick_four",), ("cavendish_capot",), ("last_trick_four", "cavendish_capot", "old_count")]
seeds = st.integers(min_value=0, max_value=2 ** 40)
variant_sets = st.sampled_from(VARIANT_SETS)
DECLARATION_CATEGORIES = ("carte blanche", "point", "sequence", "set")
PLAY_CATEGORIES = ("lead", "win", "last trick")


def rules_for(names):
    return Rules.from_names(list(names))


# ---- oracles -----------------------------------------------------------------------------

def expected_play_scores(deal, names):
    """Lead / win / last trick / cards / capot per RULES §7, from the tricks alone."""
    old = "old_count" in names
    last_bonus = 4 if "last_trick_four" in names else 1
    scores = ({}, {})

    def add(player, category, points):
        scores[player][category] = scores[player].get(category, 0) + points

    leader = ELDER
    for trick_leader, led, followed, winner in deal.tricks:
        assert trick_leader == leader, "the winner of a trick leads the next"
        follower = 1 - leader
        expected_winner = follower if (followed.suit == led.suit and followed.rank > led.rank) else leader
        assert winner == expected_winner, (led, followed)
        if not old or led.rank >= TEN:
            add(leader, "lead", 1)
        if winner == follower and (not old or followed.rank >= TEN):
            add(follower, "win", 1)
        leader = winner
    won = [sum(1 for t in deal.tricks if t[3] == p) for p in (ELDER, YOUNGER)]
    last = deal.tricks[-1][3]
    capot = won[last] == 12
    if not capot or "cavendish_capot" in names:
        add(last, "last trick", last_bonus)
    for player in (ELDER, YOUNGER):
        if won[player] == 12:
            add(player, "capot", 40)
        elif won[player] >= 7:
            add(player, "cards", 10)
    return scores


def expected_bonus(deal):
    """Pique / repique per RULES §6, in the fixed reckoning order, from the score events."""
    ordered = [e for category in DECLARATION_CATEGORIES for e in deal.events if e.category == category]
    ordered += [e for e in deal.events if e.category in PLAY_CATEGORIES]
    totals = [0, 0]
    for event in ordered:
        totals[event.player] += event.points
        if totals[event.player] >= 30 and totals[1 - event.player] == 0:
            kind = "repique" if event.category in DECLARATION_CATEGORIES else "pique"
            return event.player, kind, event
    return None


def check_cards_accounted(deal):
    cards = (list(deal.hands[0]) + list(deal.hands[1]) + list(deal.talon) + list(deal.discards[0])
             + list(deal.discards[1]) + [c for t in deal.tricks for c in (t[1], t[2])] + list(deal.current))
    assert len(cards) == 32 and set(cards) == set(PACK), "cards lost or duplicated"
    if deal.phase in (DECLARATION, PLAY):
        assert len(deal.discards[0]) == len(deal.drawn[0]) and len(deal.discards[1]) == len(deal.drawn[1])


def check_finished_deal(deal, names):
    assert deal.is_over and len(deal.tricks) == 12 and deal.current == ()
    assert deal.hands == ((), ()) and deal.pending == ()
    check_cards_accounted(deal)
    # each event's total is the player's running sum, and the final totals are the sums
    running = [0, 0]
    for event in deal.events:
        running[event.player] += event.points
        assert event.total == running[event.player], event
    assert tuple(running) == deal.totals
    assert deal.result()["totals"] == {"elder": running[0], "younger": running[1]}
    assert deal.result()["tricks"]["elder"] + deal.result()["tricks"]["younger"] == 12
    # the play, recomputed from the tricks
    expected = expected_play_scores(deal, names)
    for player in (ELDER, YOUNGER):
        got = {}
        for event in deal.events:
            if event.player == player and event.category in PLAY_CATEGORIES + ("cards", "capot"):
                got[event.category] = got.get(event.category, 0) + event.points
        assert got == expected[player], (player, got, expected[player])
    # at most one pique or repique, exactly when the reckoning says so
    bonuses = [e for e in deal.events if e.category in ("pique", "repique")]
    assert len(bonuses) <= 1
    expect = expected_bonus(deal)
    if expect is None:
        assert bonuses == []
    else:
        player, kind, trigger = expect
        assert [(b.player, b.category, b.points) for b in bonuses] == [
            (player, kind, 60 if kind == "repique" else 30)]
        position = deal.events.index(bonuses[0])
        assert deal.events[position - 1] == trigger
    if "old_count" not in names:
        assert not any(b.player == YOUNGER and b.category == "pique" for b in bonuses), "younger cannot pique"
    # declarations: a class winner scores exactly what he called, held in his hand; the loser nothing
    for kind in CLASSES:
        record = deal.classes[kind]
        if "sink_rule" in names:
            # the best holding as dealt-and-exchanged takes the class in the end, called or not
            bests = [all_of(kind, deal.declared_hands[p]) for p in (ELDER, YOUNGER)]
            verdict = compare(bests[ELDER][0] if bests[ELDER] else None, bests[YOUNGER][0] if bests[YOUNGER] else None)
            if verdict:
                assert record.winner == (ELDER if verdict > 0 else YOUNGER), kind
            continue
        per_player = [0, 0]
        for event in deal.events:
            if event.category == kind:
                per_player[event.player] += event.points
        if record.winner is None:
            assert per_player == [0, 0]
            continue
        call = record.elder_call if record.winner == ELDER else record.younger_call
        assert call, "a class is won with something called"
        held = set(deal.declared_hands[record.winner])
        for combo in call:
            assert set(combo.cards) <= held, "called more than held"
        assert per_player[record.winner] == sum(combo.score for combo in call)
        assert per_player[1 - record.winner] == 0
        if record.winner == YOUNGER and record.elder_call:
            assert compare(record.younger_call[0], record.elder_call[0]) > 0, "younger won with a worse holding"


@settings(max_examples=4000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, names=variant_sets)
def test_random_deals_obey_the_rules(seed, names):
    deal = play_random_deal(seed, rules_for(names))
    check_finished_deal(deal, names)


@pytest.mark.parametrize("seed", range(0, 1000, 97))
def test_same_seed_same_deal(seed):
    a, b = play_random_deal(seed), play_random_deal(seed)
    assert [(p, str(x)) for p, x in a.history] == [(p, str(x)) for p, x in b.history]
    assert a.events == b.events


@settings(max_examples=300, deadline=None)
@given(seed=seeds, names=variant_sets)
def test_play_random_deal_plays_what_random_action_chooses(seed, names):
    """``play_random_deal`` writes out ``random_action``'s play case (the benchmarks' hot
    loop): move for move, it must be the same player."""
    deal = play_random_deal(seed, rules_for(names))
    again = Deal.from_seed(seed, rules_for(names))
    rng = Prng(seed)
    while not again.is_over:
        again.do(random_action(again, rng))
    assert [(p, str(x)) for p, x in deal.history] == [(p, str(x)) for p, x in again.history]
    assert deal.events == again.events


# ---- step by step, with garbage ------------------------------------------------------------

def random_groups(rng, pool):
    groups = []
    for _ in range(rng.below(3)):
        if pool:
            groups.append(tuple(rng.sample(pool, 1 + rng.below(min(5, len(pool))))))
    return tuple(groups)


def garbage(deal, rng):
    hand = deal.hands[deal.to_act] if deal.to_act is not None else []
    pool = list(hand) if hand and rng.below(3) else list(PACK)
    choice = rng.below(5)
    if choice == 0:
        return Play(rng.choice(pool))
    if choice == 1:
        count = min(rng.below(8), len(pool))
        return Exchange(tuple(rng.sample(pool, count)), rng.choice([None, None, "look", "expose", "peek"]))
    if choice == 2:
        return Declare(rng.choice(CLASSES + ("trump",)), random_groups(rng, pool))
    if choice == 3:
        return Reply(rng.choice(["good", "equal", "not good", "maybe"]), random_groups(rng, pool))
    return CarteBlanche(bool(rng.below(2)))


def legal_by_oracle(deal, action):
    """Independent legality of plays and exchanges (RULES §4, §7); None if not judged here."""
    player = deal.to_act
    hand = deal.hands[player] if player is not None else []
    if isinstance(action, Play):
        if deal.phase != PLAY or action.card not in hand:
            return False
        if deal.current:
            led = deal.current[0]
            return action.card.suit == led.suit or not any(c.suit == led.suit for c in hand)
        return True
    if isinstance(action, Exchange):
        if deal.phase != EXCHANGE:
            return False
        discards = action.discards
        if len(set(discards)) != len(discards) or not set(discards) <= set(hand):
            return False
        names = deal.rules.names()
        if player == ELDER:
            available = min(5, len(deal.talon))
            fewest, most = 1, available
        else:
            available = 3 if ("dealer_exchanges_first" in names and not deal.exchanged[ELDER]) else len(deal.talon)
            fewest, most = (1 if "younger_must_exchange" in names else 0), available
        if not fewest <= len(discards) <= most:
            return False
        if action.option is None:
            return True
        if action.option != ("look" if player == ELDER else "expose"):
            return False
        return available - len(discards) > 0
    return None


def check_accepted_call(deal, action):
    """A declaration or answer that ``can`` accepts: right step, and only cards held."""
    assert deal.phase == DECLARATION
    if isinstance(action, Reply) and action.answer in ("good", "equal"):
        assert action.answer == "good" or deal.current_class != "set"
        return  # the cards of a plain Good / Equal are ignored (its text is just "good" / "equal")
    hand = set(deal.hands[deal.to_act])
    cards = [c for group in action.groups for c in group]
    assert set(cards) <= hand and len(set(cards)) == len(cards)
    if isinstance(action, Declare):
        assert action.kind == deal.current_class
    else:
        assert action.answer == "not good" and cards


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, names=variant_sets, garbage_seed=st.integers(0, 2 ** 32))
def test_step_by_step_only_legal_actions_are_accepted(seed, names, garbage_seed):
    from piquet_core import Deal
    deal = Deal.from_seed(seed, rules_for(names))
    rng, junk = Prng(seed), Prng(garbage_seed)
    steps = 0
    while not deal.is_over:
        check_cards_accounted(deal)
        before = snapshot(deal)
        legal = deal.legal_actions()
        assert legal, "a player to act always has a legal action"
        sample = legal if len(legal) <= 40 else [legal[junk.below(len(legal))] for _ in range(40)]
        for action in sample:
            assert deal.can(action), action
            assert legal_by_oracle(deal, action) in (True, None), action
        for _ in range(3):
            action = garbage(deal, junk)
            accepted = deal.can(action)
            judged = legal_by_oracle(deal, action)
            if judged is not None:
                assert accepted == judged, (action, deal.phase, deal.to_act)
            if accepted:
                if isinstance(action, (Declare, Reply)):
                    check_accepted_call(deal, action)
            else:
                with pytest.raises(IllegalActionError):
                    deal.do(action)
            assert snapshot(deal) == before, "a refused (or only checked) action changed the deal"
        deal.do(random_action(deal, rng))
        steps += 1
    check_finished_deal(deal, names)
    assert steps >= 24 + 2 + 3
    replayed = deal.copy()
    assert replayed.events == deal.events and replayed.history == deal.history


@pytest.mark.parametrize("action", [
    pytest.param(Play("AS"), id="play-str"),
    pytest.param(Exchange("AS", None), id="exchange-str"),
    pytest.param(Exchange(None, None), id="exchange-None"),
    pytest.param(Declare("point", "AS"), id="declare-str"),
    pytest.param(Reply("not good", "AS"), id="reply-str"),
    pytest.param(Play(None), id="play-None"),
    pytest.param(Reply("good", (("JD",),)), id="good-with-cards"),
])
def test_malformed_actions_are_illegal_not_crashes(action):
    from piquet_core import Deal
    for setup in ([], ["exchange 9S 8S", "exchange none"], ["exchange 9S 8S", "exchange none"] + ["point none"] * 2
                  + ["sequence none"] * 2 + ["set none"] * 2):
        deal = Deal.from_seed(5)
        for text in setup:
            deal.do(text if deal.can(text) else deal.legal_actions()[0])
        before = snapshot(deal)
        assert deal.can(action) is False
        with pytest.raises(IllegalActionError):
            deal.do(action)
        assert snapshot(deal) == before
