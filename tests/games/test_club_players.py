"""The ``club`` players of Normand, Voleur, Imperial and the original rules: found through
``games.computer``, only ever legal, blind to hidden cards, and stronger than random.

Hidden cards: a copy of the game has the cards the deciding seat cannot see (the other
hands' unshown cards, the stock, the others' discards) dealt anew among their places;
the seat's public view is the same (checked), and so must be its decision.
"""

import pytest

from piquet_core.games import new_game
from piquet_core.games.computer import game_levels, make_game_player
from piquet_core.partie import derive_seed
from piquet_core.players import RandomPlayer
from piquet_core.prng import Prng

GAMES = ("normand", "voleur", "imperial", "original")


def club(name, seed=0):
    return make_game_player(name, "club", seed)


@pytest.mark.parametrize("name", GAMES)
def test_club_is_a_level_of_each_game(name):
    assert game_levels(name) == (("random", "beginner", "club") if name in ("normand", "voleur") else ("random", "club"))
    assert club(name).name == "club"


def test_ecrire_plays_the_two_player_levels():
    assert game_levels("ecrire") == ("random", "beginner", "club", "expert")
    assert make_game_player("ecrire", "beginner", 3).name == "beginner"


def _seated(name, seed, club_seats):
    game = new_game(name, seed)
    return game, [club(name, seed) if seat in club_seats else RandomPlayer(derive_seed(seed, seat))
                  for seat in game.seats]


@pytest.mark.parametrize("name", GAMES)
def test_club_plays_only_legal_actions(name):
    """Club players in every seat, then one club among random seats, over seeded deals
    (whole games for Imperial and the original rules): every action is legal for the seat
    that takes it, and every game ends."""
    count = 24 if name in ("normand", "voleur") else 8
    decisions = 0
    for i in range(count):
        seed = derive_seed(41, i)
        size = len(new_game(name, seed).seats)
        for seats in (range(size), (i % size,)):
            game, players = _seated(name, seed, set(seats))
            while not game.is_over:
                seat = game.to_act
                action = players[seat].choose(game.view(seat))
                if players[seat].name == "club":
                    assert game.can(action, seat), (name, seed, seat, str(action))
                    decisions += 1
                game.do(action, seat)
            assert game.is_over
    assert decisions > count * 20


# ----- blind to hidden cards -----------------------------------------------------------------

def _hidden_paths(game, seat):
    """The places of the state holding cards ``seat`` cannot see: (slot, index or None)
    for a tuple of cards at ``s[slot]`` or ``s[slot][index]``."""
    name = game.game
    others = [other for other in game.seats if other != seat]
    if name in ("normand", "voleur"):
        from piquet_core.games import normand, table_game
        paths = [(table_game.HANDS, other) for other in others]
        if name == "normand":
            paths.append((normand.STOCK, None))
            if seat != normand.DEALER:
                paths.append((normand.DISCARDS, None))
        return paths
    if name == "imperial":
        from piquet_core.games import imperial
        return [(imperial.HANDS, other) for other in others] + [(imperial.DEALT, 3)]  # and the seven face down
    from piquet_core.games import original
    return [(original.HANDS, other) for other in others] + [(original.STOCK, None)] + [
        (original.DISCARDS, other) for other in others]


def _get(s, path):
    slot, index = path
    return s[slot] if index is None else s[slot][index]


def _set(s, path, cards):
    slot, index = path
    s[slot] = cards if index is None else s[slot][:index] + (cards,) + s[slot][index + 1:]


def scrambled(game, seat, seed):
    """A copy of ``game`` with the cards ``seat`` cannot see dealt anew among their
    places (sizes kept; shown cards and the seat's own stay where they are)."""
    other = game.copy()
    s = other._s
    shown = set()
    for cards in game.shown:
        shown.update(cards)
    if game.game == "imperial" and game.swapped is not None:
        shown.add(game.turnup_dealt)  # the card taken by a swap was seen face up
    paths = _hidden_paths(game, seat)
    pool = [card for path in paths for card in _get(s, path) if card not in shown]
    Prng(seed).shuffle(pool)
    at = 0
    for path in paths:
        cards = list(_get(s, path))
        for index in range(len(cards)):
            if cards[index] not in shown:
                cards[index] = pool[at]
                at += 1
        _set(s, path, tuple(cards))
    return other


def _card_sets(hands):
    return [frozenset(hand) for hand in hands]


def _public(view):
    data = view.to_dict()
    data.pop("legal", None)
    for key in ("others", "opponent"):  # what another seat is known to hold is public; the rest is not
        data.pop(key, None)
    return data


@pytest.mark.parametrize("name", GAMES)
def test_club_decides_from_the_view_alone(name):
    """At every club decision of seeded deals, the same decision from a copy of the game
    whose hidden cards are scrambled (and whose public view is unchanged)."""
    compared = changed = 0
    for i in range(6):
        seed = derive_seed(7, i)
        game, players = _seated(name, seed, set(new_game(name, seed).seats))
        steps = 0
        while not game.is_over and steps < 140:
            seat = game.to_act
            view = game.view(seat)
            action = players[seat].choose(view)
            other = scrambled(game, seat, seed + steps)
            other_view = other.view(seat)
            assert _public(other_view) == _public(view)
            assert other_view.legal_actions() == view.legal_actions() or game.phase == "exchange"
            assert players[seat].choose(other_view) == action, (name, seed, steps, str(action))
            compared += 1
            if _card_sets(other.hands) != _card_sets(game.hands):
                changed += 1
            game.do(action, seat)
            steps += 1
    assert compared > 100 and changed > compared // 2


# ----- stronger than random ----------------------------------------------------------------

def _score(game, seat):
    """What ``seat`` gained in the game: his side's points, or Imperial's chips (a red as six whites)."""
    if game.game == "imperial":
        from piquet_core.games.imperial_events import WHITES_PER_RED, Gained
        return sum(e.red * WHITES_PER_RED + e.white for e in game.events if type(e) is Gained and e.seat == seat)
    return game.totals[game.side(seat)] if game.game in ("normand", "voleur") else game.totals[seat]


@pytest.mark.parametrize("name", GAMES)
def test_club_beats_random_on_mirrored_deals(name):
    """Each seed played with the club in every seat in turn (random players elsewhere,
    same seeds): over 40 deals (Normand, Voleur) or 10 games (Imperial, the original
    rules), the club's total is above the random seats' average, and in the two-player
    games it wins most games."""
    count = 40 if name in ("normand", "voleur") else 10
    club_total = random_total = 0.0
    wins = plays = 0
    for i in range(count):
        seed = derive_seed(2024, i)
        seats = new_game(name, seed).seats
        for club_seat in seats:
            game, players = _seated(name, seed, {club_seat})
            while not game.is_over:
                seat = game.to_act
                game.do(players[seat].choose(game.view(seat)), seat)
            mine = _score(game, club_seat)
            others = [_score(game, seat) for seat in seats if seat != club_seat and
                      (name != "voleur" or game.side(seat) != game.side(club_seat))]
            club_total += mine
            random_total += sum(others) / len(others)
            if name in ("imperial", "original"):
                wins += game.winner == club_seat
                plays += 1
    assert club_total > 1.3 * random_total, (club_total, random_total)
    if plays:
        assert wins > 0.7 * plays
