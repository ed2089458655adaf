"""Properties of seeded Piquet Voleur deals played by random legal players: every deal
ends, every card is accounted for, the side totals are the scores, undo restores every
state exactly, copies are independent, and no view shows a card its seat may not see
(a partner's included)."""

import sys
from pathlib import Path

from hypothesis import given, settings, strategies as st

from piquet_core.actions import Play
from piquet_core.cards import PACK
from piquet_core.events import LOG_TYPES, Announced, Move
from piquet_core.games import play_random
from piquet_core.games.voleur import SEATS, SIDES, Voleur
from piquet_core.players import RandomPlayer
from piquet_core.prng import MAX_SEED

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _table_support import cards_in, codes_in  # noqa: E402


def public_state(game):
    """Everything readable through the interface, as comparable data."""
    return (game.phase, game.to_act, game.history, game.log, game.marks, game.hands, game.carte_blanche,
            game.declared_hands, game.classes, game.current_class, game.tricks, game.current, game.leader,
            game.events, game.totals, game.bonus, game.shown, [str(a) for a in game.legal_actions()],
            [game.view(seat).to_dict() for seat in SEATS])


def allowed_for(game, seat):
    """What ``seat`` may see: his own cards, the cards played, the cards shown to all."""
    public = set(game.current)
    for trick in game.tricks:
        public |= set(trick.cards)
    for shown in game.shown:
        public |= set(shown)
    return set(game.dealt[seat]) | public


def check_views(game):
    for seat in SEATS:
        view = game.view(seat)
        allowed = allowed_for(game, seat)
        seen = codes_in(view.to_dict(), set())
        assert seen <= {card.code for card in allowed}, (seat, seen - {card.code for card in allowed})
        objects = cards_in((view.hand, view.dealt, view.shown, view.known_in_hand, view.tricks, view.current,
                            view.log), set())
        assert objects <= allowed, (seat, objects - allowed)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_a_seeded_deal_plays_to_the_end_and_accounts_for_every_card(seed):
    game = play_random("voleur", seed)
    assert game.is_over and game.hands == ((), (), (), ())
    played = [card for trick in game.tricks for card in trick.cards]
    assert len(game.tricks) == 8 and sum(game.tricks_won()) == 8 and sorted(played) == sorted(PACK)
    assert sum(game.side_tricks()) == 8
    for side in (0, 1):
        assert game.totals[side] == sum(e.points for e in game.events if e.player == side)
    # Every score is said by a seat of the side it goes to, and said once.
    said = [event for entry in game.log if type(entry) is Announced for event in entry.scores
            if SIDES[entry.seat] == event.player]
    assert said == list(game.events)
    assert all(type(entry) in LOG_TYPES for entry in game.log)
    assert all(type(move) is Move for move in game.history)
    assert len(game.marks) == len(game.history)
    assert game.bonus is None or game.bonus[1] in ("repique", "pique")
    ends = [e.category for e in game.events if e.category in ("cards", "capot", "last trick")]
    assert ends.count("capot") + ends.count("last trick") == 1 and ends.count("cards") <= 1


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_undo_restores_every_state_and_views_never_leak(seed):
    game = Voleur.from_seed(seed)
    player = RandomPlayer(seed)
    states = [public_state(game)]
    while not game.is_over:
        check_views(game)
        twin = game.copy()
        action = player.choose(game.view(game.to_act))
        game.do(action, twin.to_act)
        assert public_state(twin) == states[-1], "a copy changed when the original moved"
        twin.do(action)
        assert public_state(twin) == public_state(game)
        states.append(public_state(game))
    check_views(game)
    for expected in reversed(states[:-1]):
        game.undo()
        assert public_state(game) == expected
    assert not game.can_undo


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10 ** 6), data=st.data())
def test_every_listed_action_is_legal_and_an_illegal_play_changes_nothing(seed, data):
    game = Voleur.from_seed(seed)
    while not game.is_over:
        actions = game.legal_actions()
        assert actions and all(game.can(action) for action in actions)
        view = game.view(game.to_act)
        assert [str(a) for a in view.legal_actions()] == [str(a) for a in actions]
        if game.phase == "play":
            assert view.legal_cards() == [action.card for action in actions]
            listed = set(actions)
            for card in game.hands[game.to_act]:
                if Play(card) not in listed:
                    before = public_state(game)
                    assert not game.can(Play(card))
                    assert public_state(game) == before
        game.do(data.draw(st.sampled_from(actions)))


def test_carte_blanche_deals_are_among_the_seeds_and_stay_secret_until_claimed():
    """Seeded deals where a seat holds carte blanche: while he decides, no other view
    shows it (they see the first seat about to call), whatever he then does."""
    found = 0
    for seed in range(400):
        game = Voleur.from_seed(seed)
        if game.phase != "carte blanche":
            continue
        found += 1
        deciding = game.to_act
        for seat in SEATS:
            view = game.view(seat)
            if seat != deciding:
                assert (view.phase, view.to_act) == ("declaration", 0)
                assert "carte blanche" not in str(view.to_dict())
        check_views(game)
    assert found >= 5
