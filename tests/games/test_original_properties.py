"""Properties of seeded games of the original rules played by random legal players:
every game ends with a winner at 100, the 36 cards of each deal are accounted for at
every step, the totals are the score events, each deal's play scores follow the seed's
count (recomputed from the log), undo restores every state exactly, copies are
independent, and no view shows the opponent's hidden cards."""

from hypothesis import given, settings, strategies as st

from piquet_core.events import Announced, Called, LOG_TYPES, Move, Played, Proved
from piquet_core.games import play_random
from piquet_core.games.common import Figure
from piquet_core.games.original import GAME, SEATS, Original
from piquet_core.games.original_rules import DealBegun
from piquet_core.games.original_view import masked_log
from piquet_core.games.pack36 import PACK36, TEN
from piquet_core.players import RandomPlayer
from piquet_core.prng import MAX_SEED

import re

CODE = re.compile(r"^[6789TJQKA][SHDC]$")


def codes_in(value, found):
    if isinstance(value, dict):
        for key, item in value.items():
            codes_in(key, found)
            codes_in(item, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            codes_in(item, found)
    elif isinstance(value, str):
        found.update(word.strip(".,()") for word in value.split() if CODE.match(word.strip(".,()")))
    return found


def public_state(game):
    return (game.phase, game.to_act, game.history, game.log, game.marks, game.hands, game.stock, game.discards,
            game.exchanged, game.blanks, game.tricks, game.current, game.leader, game.deal_totals, game.totals,
            game.events, game.offer, game.bonus, game.shown, game.winner, game.deal_number, game.deals,
            [str(a) for a in game.legal_actions()] if game.phase != "exchange" else len(game.legal_actions()),
            [game.view(seat).to_dict() for seat in SEATS])


def accounted(game):
    played = [card for trick in game.tricks for card in (trick.led, trick.followed)]
    played += [] if game.current is None else [game.current]
    everything = list(game.hands[0]) + list(game.hands[1]) + list(game.stock) + played
    everything += list(game.discards[0]) + list(game.discards[1])
    assert sorted(everything) == sorted(PACK36)


def allowed_for(game, seat):
    """What ``seat`` may see of this deal: his own cards, the cards played and shown."""
    view = game.view(seat)
    mine = set(game.dealt[seat]) | set(game.hands[seat]) | set(game.discards[seat]) | set(view.drawn)
    public = set(game.shown[1 - seat]) | set(game.shown[seat])
    for trick in game.tricks:
        public |= {trick.led, trick.followed}
    if game.current is not None:
        public.add(game.current)
    for entry in game.log:  # earlier deals: what was played or shown is public
        if type(entry) in (Played,):
            public.add(entry.card)
        elif type(entry) is Proved:
            public |= set(entry.cards)
    return mine | public


def check_views(game):
    for seat in SEATS:
        view = game.view(seat)
        allowed = allowed_for(game, seat)
        seen = codes_in(view.to_dict(), set())
        assert seen <= {card.code for card in allowed}, (seat, seen - {card.code for card in allowed})
        for cards in (view.hand, view.dealt, view.discards, view.drawn, view.shown, view.known_in_hand):
            assert set(cards) <= allowed
        for entry in view.log:
            if type(entry) is Called and entry.seat != seat:
                assert entry.combo is None or type(entry.combo) is Figure
        assert view.log == masked_log(game.log, seat)


def check_play_scores(game):
    """Each finished deal's play scores, recomputed from the log alone."""
    deals, current = [], None
    for entry in game.log:
        if type(entry) is DealBegun:
            current = {"plays": [], "scores": []}
            deals.append(current)
        elif type(entry) is Played:
            current["plays"].append(entry)
        elif type(entry) is Announced:
            current["scores"].extend(entry.scores)
    for deal in deals:
        plays = deal["plays"]
        if len(plays) < 24:
            continue
        expected, won = [], [0, 0]
        for at in range(0, 24, 2):
            lead, follow = plays[at], plays[at + 1]
            if lead.card.rank >= TEN:
                expected.append((lead.seat, 1, "lead"))
            beats = follow.card.suit == lead.card.suit and follow.card.rank > lead.card.rank
            winner, card = (follow.seat, follow.card) if beats else (lead.seat, lead.card)
            won[winner] += 1
            expected.append((winner, 1, "win"))
            if at == 22 and card.rank >= TEN:
                expected.append((winner, 1, "last trick"))
        most = max(won)
        if most == 12:
            expected.append((won.index(most), 60, "capet"))
        elif most >= 7:
            expected.append((won.index(most), 10, "majority"))
        actual = [(e.player, e.points, e.category) for e in deal["scores"]
                  if e.category in ("lead", "win", "last trick", "capet", "majority")]
        if actual != expected:  # a game won in the middle of the play stops the count there
            assert actual == expected[:len(actual)] and game.is_over


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_a_seeded_game_plays_to_100_and_its_totals_are_its_events(seed):
    game = play_random("original", seed)
    assert game.is_over and game.winner in SEATS and game.totals[game.winner] >= GAME
    assert game.totals[1 - game.winner] < GAME
    for seat in SEATS:
        assert game.totals[seat] == sum(e.points for e in game.events if e.player == seat)
    per_deal = [sum(totals) for totals in [game.deal_result(n) for n in range(game.deal_number + 1)]]
    assert sum(per_deal) == sum(game.totals)
    assert all(type(entry) in LOG_TYPES or type(entry).__module__.endswith("original_rules") for entry in game.log)
    assert all(type(move) is Move for move in game.history) and len(game.marks) == len(game.history)
    check_play_scores(game)
    accounted(game)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=MAX_SEED))
def test_undo_restores_every_state_copies_are_independent_and_views_never_leak(seed):
    game = Original(seed)
    player = RandomPlayer(seed)
    states = [public_state(game)]
    while not game.is_over:
        accounted(game)
        check_views(game)
        twin = game.copy()
        action = player.choose(game.view(game.to_act))
        game.do(action, twin.to_act)
        assert public_state(twin) == states[-1]
        states.append(public_state(game))
    for state in reversed(states[:-1]):
        game.undo()
        assert public_state(game) == state
    assert not game.can_undo
