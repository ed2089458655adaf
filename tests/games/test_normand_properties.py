"""Properties of seeded Piquet Normand deals played by random legal players: every deal
ends, every card is accounted for, the totals are the scores, undo restores every state
exactly, copies are independent, and no view shows another seat's hidden cards."""

import sys
from pathlib import Path

from hypothesis import given, settings, strategies as st

from piquet_core.actions import Play
from piquet_core.cards import PACK
from piquet_core.events import LOG_TYPES, Move
from piquet_core.games import play_random
from piquet_core.games.normand import SEATS, Normand
from piquet_core.players import RandomPlayer
from piquet_core.prng import MAX_SEED

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _table_support import cards_in, codes_in  # noqa: E402


def public_state(game):
    """Everything readable through the interface, as comparable data."""
    return (game.phase, game.to_act, game.history, game.log, game.marks, game.hands, game.stock, game.discards,
            game.taken, game.carte_blanche, game.declared_hands, game.classes, game.tricks, game.current,
            game.leader, game.events, game.totals, game.bonus, game.shown, [str(a) for a in game.legal_actions()],
            [game.view(seat).to_dict() for seat in SEATS])


def allowed_for(game, seat):
    """What ``seat`` may see: his own cards, the cards played, the cards shown to all."""
    mine = set(game.dealt[seat]) | set(game.hands[seat])
    if seat == 2:
        mine |= set(game.discards) | (set(game.stock_dealt) if game.taken else set())
    public = set(game.current)
    for trick in game.tricks:
        public |= set(trick.cards)
    for shown in game.shown:
        public |= set(shown)
    return mine | public


def check_views(game):
    for seat in SEATS:
        view = game.view(seat)
        allowed = allowed_for(game, seat)
        seen = codes_in(view.to_dict(), set())
        assert seen <= {card.code for card in allowed}, (seat, seen - {card.code for card in allowed})
        objects = cards_in((view.hand, view.dealt, view.discards, view.drawn, view.shown, view.known_in_hand,
                            view.tricks, view.current, view.log), set())
        assert objects <= allowed, (seat, objects - allowed)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_a_seeded_deal_plays_to_the_end_and_accounts_for_every_card(seed):
    game = play_random("normand", seed)
    assert game.is_over and game.hands == ((), (), ())
    played = [card for trick in game.tricks for card in trick.cards]
    assert len(game.tricks) == 10 and sum(game.tricks_won()) == 10
    assert sorted(played + list(game.discards) + list(game.stock)) == sorted(PACK)
    for seat in SEATS:
        assert game.totals[seat] == sum(e.points for e in game.events if e.player == seat)
    assert all(type(entry) in LOG_TYPES for entry in game.log)
    assert all(type(move) is Move for move in game.history)
    assert len(game.marks) == len(game.history)
    assert game.bonus is None or game.bonus[1] in ("repique", "pique")


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_undo_restores_every_state_and_views_never_leak(seed):
    game = Normand.from_seed(seed)
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
    game = Normand.from_seed(seed)
    while not game.is_over:
        actions = game.legal_actions()
        assert actions and all(game.can(action) for action in actions)
        if game.phase == "play":
            listed = set(actions)
            for card in game.hands[game.to_act]:
                if Play(card) not in listed:
                    before = public_state(game)
                    assert not game.can(Play(card))
                    assert public_state(game) == before
        game.do(data.draw(st.sampled_from(actions)))
