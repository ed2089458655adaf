"""The computer levels under CardParade's rules (trumps, the announced capot).

Every level plays legal deals to the end, against itself and against the random player
(which names trumps early or late and announces capot now and then); the club ruffs
with its lowest trump and reads a failure to trump as a void in trumps; its exact
endgame agrees with the solver when the opponent's hand is known; the expert hands the
solver the trump suit and the announcer; and no decision depends on the hidden cards.
"""

import pytest

from piquet_core import kernel, solver
from piquet_core.deal import Deal
from piquet_core.opponent.cardparade import best_trump_suit, trump_strength
from piquet_core.opponent.expert import ExpertPlayer
from piquet_core.opponent.knowledge import Knowledge
from piquet_core.opponent.playrules import exact_values
from piquet_core.opponent.sampler import Sampler
from piquet_core.opponent.search import card_values, play_state
from piquet_core.players import make_player, play_deal
from piquet_core.prng import Prng
from piquet_core.rules import Rules

from _scramble import scramble

CARDPARADE = Rules.parse("cardparade")


def level(name, seed):
    if name == "expert":
        return ExpertPlayer(seed, samples=3)
    return make_player(name, seed)


@pytest.mark.parametrize("name, deals", [("beginner", 36), ("club", 36), ("expert", 8)])
def test_levels_play_cardparade_deals_to_the_end(name, deals):
    named = set()
    for seed in range(deals):
        other = "random" if seed % 2 else ("club" if name == "expert" else name)
        seats = [level(name, seed), level(other, seed + 1)]
        if seed % 4 >= 2:
            seats.reverse()
        deal = play_deal(Deal.from_seed(seed, CARDPARADE), seats)
        assert deal.is_over and deal.trumps is not None
        named.add(deal.trumps)
    assert len(named) >= 3


def club_deals(count, first=0):
    """Club against club CardParade deals, with every club decision's (deal, seat) before it."""
    for seed in range(first, first + count):
        deal = Deal.from_seed(seed, CARDPARADE)
        players = [make_player("club", seed), make_player("club", seed + 1)]
        while not deal.is_over:
            seat = deal.to_act
            before = deal.copy()
            action = players[seat].choose(deal.view(seat))
            yield before, seat, action
            deal.do(action, seat)


def test_club_ruffs_with_its_lowest_trump_and_names_its_strongest_suit():
    ruffs = 0
    for deal, seat, action in club_deals(60):
        if deal.phase == "trumps":
            assert action.suit == best_trump_suit(deal.hands[seat])
        if deal.phase != "play" or not deal.current:
            continue
        legal = deal.legal_cards()
        trump = deal.trump_suit
        if len(legal) > 1 and legal[0].suit == trump != deal.current[0].suit:
            assert action.card == min(legal, key=lambda card: card.rank)
            ruffs += 1
    assert ruffs >= 20


def test_a_failure_to_trump_shows_a_void_in_trumps():
    shown = 0
    for deal, seat, action in club_deals(40, 100):
        if deal.phase != "play":
            continue
        know = Knowledge(deal.view(seat))
        trump = deal.trump_suit
        for trick in deal.tricks:
            if trick.leader == seat and trick.followed.suit not in (trick.led.suit, trump):
                assert know.voids >> trump & 1
                assert all(card.suit != trump for card in know.opp_candidates())
                for hand in Sampler(know, 1).sample(3):
                    assert all(card.suit != trump for card in hand if card not in know.opp_known)
                shown += 1
    assert shown >= 20


def test_club_endgame_agrees_with_the_solver_with_trumps():
    """With the opponent's hand known, the club's exact look at the last cards values each
    card as the solver does (both totals above 0: no pique to play for; the last trick 4)."""
    rng = Prng(12)
    checked = 0
    for _ in range(300):
        pack = list(range(32))
        rng.shuffle(pack)
        n = 1 + rng.below(3)
        leader = rng.below(2)
        led = None if rng.below(2) else pack[2 * n]
        mine_seat = leader if led is None else 1 - leader
        hands = [pack[:n], pack[n:2 * n]]
        if led is not None:  # the leader has one card fewer
            hands[leader] = hands[leader][1:]
        won = (rng.below(12 - n + 1), 0)
        won = (won[0], 12 - n - won[0])
        trump = rng.below(4)
        state = kernel.PlayState.from_hands(hands[0], hands[1], leader=leader, led=led, won=won, totals=(5, 5),
                                            rules=CARDPARADE, trumps=trump)
        cards = [kernel.CARD_TABLE[i] for i in hands[mine_seat]]
        theirs = [kernel.CARD_TABLE[i] for i in hands[1 - mine_seat]]
        mine_values = exact_values(cards, [theirs], led is None, None if led is None else kernel.CARD_TABLE[led],
                                   won[mine_seat], won[1 - mine_seat], CARDPARADE, trump)
        sign = 1 if mine_seat == kernel.ELDER else -1
        already = 0 if led is None else 1  # the endgame counts the card led against me; the state has scored it
        expected = {card: sign * value - already for card, value in solver.card_values(state)}
        assert mine_values == expected, state
        checked += 1
    assert checked == 300


def test_expert_positions_carry_trumps_and_the_announcer():
    """The expert's play state with the opponent's true hand is the deal's own position:
    the same trump suit, announcer and card values as the solver on the deal."""
    announced = 0
    for seed in range(30):
        deal = Deal.from_seed(seed, CARDPARADE)
        players = [make_player("random", seed), make_player("random", seed + 7)]
        while not deal.is_over:
            seat = deal.to_act
            if deal.phase == "play" and len(deal.hands[seat]) <= 5 and len(deal.hands[1 - seat]) <= 5:
                know = Knowledge(deal.view(seat))
                state = play_state(know, deal.hands[1 - seat])
                truth = kernel.from_deal(deal)
                assert (state.trump, state.announced) == (truth.trump, truth.announced)
                assert card_values(state) == dict(solver.card_values(deal))
                announced += state.announced is not None
            deal.do(players[seat].choose(deal.view(seat)), seat)
    assert announced >= 5


def test_trump_strength_is_length_then_high_cards():
    from piquet_core.cards import parse_cards
    from piquet_core.opponent.cardparade import TRUMP_LENGTH
    from piquet_core.opponent.handeval import RANK_VALUE
    hand = parse_cards("AS KS QS 9H 8H 7H 7D 8D 9D TD AC KC")
    assert trump_strength(hand, 0) == pytest.approx(3 * TRUMP_LENGTH + RANK_VALUE[7] + RANK_VALUE[6] + RANK_VALUE[5])
    assert best_trump_suit(hand) == 2  # four small diamonds before three top spades
    assert trump_strength(hand, 0) > trump_strength(hand, 1)  # three each: the higher spades
    assert sum(RANK_VALUE) < TRUMP_LENGTH  # no suit's high cards outweigh one more card


@pytest.mark.parametrize("name", ["beginner", "club", "expert"])
def test_cardparade_decisions_do_not_change_when_the_hidden_cards_move(name):
    checked = 0
    for seed in range(4 if name != "expert" else 2):
        deal = Deal.from_seed(seed, CARDPARADE)
        players = [make_player("club", seed), make_player("club", seed + 1)]
        count = 0
        while not deal.is_over:
            seat = deal.to_act
            if count % (3 if name != "expert" else 6) == 0:
                other = scramble(deal, seat, seed * 1000 + count)
                if other is not None:
                    first = level(name, 7).choose(deal.view(seat))
                    second = level(name, 7).choose(other.view(seat))
                    assert str(first) == str(second), (seed, count, deal.phase)
                    checked += 1
            deal.do(players[seat].choose(deal.view(seat)), seat)
            count += 1
    assert checked >= (15 if name != "expert" else 5)


def test_the_coach_speaks_of_trumps():
    """With trumps out a plain master is no sure winner, and a ruff is called one."""
    from piquet_core.opponent.reason_play import play_reasons
    said = set()
    for deal, seat, action in club_deals(30, 300):
        if deal.phase != "play":
            continue
        know = Knowledge(deal.view(seat))
        values = {card: 0.0 for card in deal.legal_cards()}
        for card, text in play_reasons(know, values).items():
            if "sure winner" in text:
                # (opp_may_hold: once every card of his is known, the unknown ones are not his)
                assert card.suit == know.trump or not any(
                    c.suit == know.trump and know.opp_may_hold(c) for c in tuple(know.unknown) + tuple(know.opp_known))
            if text.startswith("Trumps his"):
                assert deal.current and card.suit == know.trump != deal.current[0].suit
                said.add("ruff")
            if "if he cannot trump it" in text:
                said.add("master")
    assert said == {"ruff", "master"}


def test_the_coach_names_trumps_and_reviews_a_cardparade_deal():
    from piquet_core.opponent.coach import advise, review
    deal = Deal.from_seed(5, CARDPARADE)
    players = [make_player("club", 1), make_player("random", 2)]
    deal.do(players[0].choose(deal.view(0)), 0)
    assert deal.phase == "trumps"
    advice = advise(deal, budget_ms=60)
    assert advice["units"] == "trump strength" and len(advice["options"]) == 4
    assert advice["best"] == str(players[0].choose(deal.view(0))) and deal.can(advice["action"])
    values = [option["value"] for option in advice["options"]]
    assert values == sorted(values, reverse=True)
    play_deal(deal, players)
    rows = review(deal, 1, samples=2)
    phases = [row["phase"] for row in rows]
    assert "play" in phases and all(not row["yours"].startswith(("trumps", "announce")) for row in rows)


def test_the_expert_names_trumps_by_solving_the_candidate_suits():
    from piquet_core.opponent.cardparade import naming_candidates, solved_trump_suit
    solved = 0
    for seed in range(12):
        deal = Deal.from_seed(seed, CARDPARADE)
        deal.do(make_player("club", seed).choose(deal.view(0)), 0)
        view = deal.view(0)
        expert = ExpertPlayer(seed, samples=2)
        action = expert.choose(view)
        candidates = naming_candidates(view.hand)
        assert action.suit in candidates and deal.can(action)
        lengths = [sum(1 for c in view.hand if c.suit == s) for s in range(4)]
        assert all(lengths[s] >= max(lengths) - 1 for s in candidates)
        if len(candidates) > 1:
            suit, means, used = solved_trump_suit(Knowledge(view), 2, 5)
            assert used == 2 and sorted(means) == sorted(candidates) and means[suit] == max(means.values())
            assert expert.last["samples"] == 2 and set(expert.last["values"]) == set(candidates)
            solved += 1
    assert solved >= 3
