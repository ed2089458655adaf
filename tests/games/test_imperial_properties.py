"""Properties of seeded Imperial games played by random legal players, in both rankings:
every game ends at a fifth red chip; every card of every deal is accounted for; the chips
are what the chip events say and the pool never runs dry; every legal action is accepted;
undo restores every state exactly and copies are independent; no view shows a hidden
card; records round-trip."""

import re

from hypothesis import given, settings, strategies as st

from piquet_core.cards import PACK, Card
from piquet_core.games.imperial import Imperial
from piquet_core.games.imperial_events import CHIP_TYPES, REDS_TO_WIN, pool, replay_chips
from piquet_core.games.imperial_record import dump, load
from piquet_core.games.imperial_rules import RANKINGS
from piquet_core.players import RandomPlayer
from piquet_core.prng import MAX_SEED

CODE = re.compile(r"\b[AKQJT987][SHDC]\b")
SEEDS = st.integers(min_value=0, max_value=MAX_SEED)


def public_state(game):
    """Everything readable through the interface, as comparable data."""
    return (game.phase, game.to_act, game.history, game.log, game.marks, game.hands, game.turnup, game.chips,
            game.events, game.winner, game.tricks, game.current, game.leader, game.shown, game.point_calls,
            game.point_winner, game.deal_number, game.deals, game.step, game.swapped,
            [str(a) for a in game.legal_actions()], [game.view(seat).to_dict() for seat in (0, 1)])


def cards_in(value, found):
    """Every Card inside ``value`` (tuples, lists, namedtuples, dicts)."""
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, (tuple, list)):
        for item in value:
            cards_in(item, found)
    elif isinstance(value, dict):
        for item in value.values():
            cards_in(item, found)
    return found


PUBLIC_TYPES = ("Played", "Proved", "Declared", "DealBegun", "Swapped", "TrickWon")


def allowed_for(game, seat):
    """What ``seat`` may see: his own cards and the turn-up, the cards played and shown in
    this deal, and what was public (or his own) in the earlier deals."""
    mine = set(game.dealt[seat]) | set(game.hands[seat]) | {game.turnup, game.turnup_dealt}
    public = set(game.current) | set(game.shown[1 - seat])
    for trick in game.tricks:
        public |= {trick.led, trick.followed}
    start = [i for i, e in enumerate(game.log) if type(e).__name__ == "DealBegun"][-1]
    for entry in game.log[:start]:
        name = type(entry).__name__
        if name in PUBLIC_TYPES or (name.startswith("Point") and entry.seat == seat):
            cards_in(tuple(entry), public)
    for dealer, cards, _ in game.deals[:-1]:
        cards_in(cards[0] if seat != dealer else cards[1], mine)
    return mine | public


def check_views(game):
    for seat in (0, 1):
        view = game.view(seat)
        allowed = allowed_for(game, seat)
        codes = {card.code for card in allowed}
        seen = set(CODE.findall(repr(view.to_dict())))
        assert seen <= codes, (seat, seen - codes)
        objects = cards_in((view.hand, view.dealt, view.shown, view.known_in_hand, view.tricks, view.current,
                            view.log), set())
        assert objects <= allowed, (seat, objects - allowed)
        assert not set(game.stock) - allowed & objects  # the seven face down: never, unless public before


def check_cards(game):
    """The 32 cards of the deal in progress: hands, the tricks, the card led, the turn-up, the stock."""
    played = list(game.current)
    for trick in game.tricks:
        played += [trick.led, trick.followed]
    every = list(game.hands[0]) + list(game.hands[1]) + played + [game.turnup] + list(game.stock)
    assert len(every) == 32 and set(every) == set(PACK)
    assert abs(len(game.hands[0]) - len(game.hands[1])) == len(game.current)


def check_chips(game):
    assert replay_chips(game.events) == game.chips
    assert min(pool(game.chips)) >= 0
    assert tuple(e for e in game.log if type(e) in CHIP_TYPES) == game.events
    assert all(game.chips[seat][1] < 6 for seat in (0, 1))


def play(seed, ranking, check_every=11):
    game = Imperial(seed, ranking)
    player = RandomPlayer(seed)
    step = 0
    while not game.is_over:
        if step % check_every == 0:
            check_cards(game)
            check_chips(game)
            check_views(game)
            before = public_state(game)
            for action in game.legal_actions():
                assert game.can(action), action
            other = game.copy()
            action = player.choose(game.view(game.to_act))
            game.do(action)
            game.undo()
            assert public_state(game) == before
            other.do(action)
            assert public_state(game) == before  # the copy is independent
        game.do(player.choose(game.view(game.to_act)))
        step += 1
    return game


@settings(max_examples=12, deadline=None)
@given(seed=SEEDS, ranking=st.sampled_from(RANKINGS))
def test_a_seeded_game_plays_to_five_reds_with_every_invariant(seed, ranking):
    game = play(seed, ranking)
    check_chips(game)
    check_views(game)
    assert game.chips[game.winner][0] == REDS_TO_WIN and game.chips[1 - game.winner][0] < REDS_TO_WIN
    assert game.legal_actions() == [] and game.to_act is None


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, ranking=st.sampled_from(RANKINGS))
def test_records_round_trip_and_undo_goes_back_to_the_first_deal(seed, ranking):
    game = play(seed, ranking, check_every=10 ** 9)
    text = dump(game)
    again = load(text)
    assert dump(again) == text and again.events == game.events and again.log == game.log
    fresh = Imperial(seed, ranking)
    start = public_state(fresh)
    while again.can_undo:
        again.undo()
    assert public_state(again) == start


def test_every_deal_ends_with_its_twelve_tricks_and_the_dealer_alternates():
    for seed in range(6):
        game = play(seed, RANKINGS[seed % 2], check_every=10 ** 9)
        dealers = [dealer for dealer, _, _ in game.deals]
        assert dealers == [number % 2 for number in range(len(dealers))]
        begun = [i for i, e in enumerate(game.log) if type(e).__name__ == "DealBegun"] + [len(game.log)]
        for number in range(len(begun) - 2):  # every deal but the last was played out
            plays = [e for e in game.log[begun[number]:begun[number + 1]] if type(e).__name__ == "Played"]
            assert len(plays) == 24 and len({e.card for e in plays}) == 24
