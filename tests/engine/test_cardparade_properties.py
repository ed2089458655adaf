"""Properties of seeded CardParade deals (hypothesis): random legal players, from the deal
and from their views, under the cardparade preset and its changes. The checks recompute
seed 001's rules from the raw record (independent oracles): every card accounted for,
every play legal with trumps, the play's scores and the announced capot, totals equal to
the events, views that never show a hidden card (younger's three only to elder, and only
after an early trump call), and records that replay."""

import json

from hypothesis import given, settings, strategies as st

from piquet_core import PACK, Rules
from piquet_core.actions import play_of
from piquet_core.cards import SUITS
from piquet_core.deal import Deal
from piquet_core.events import Exchanged, TrumpsNamed
from piquet_core.players import RandomPlayer, random_action
from piquet_core.prng import Prng
from piquet_core.record import dump, load
from piquet_core.view import player_view

from _support import ELDER, YOUNGER

RULE_TEXTS = ("cardparade", "cardparade", "cardparade trumps=false", "cardparade +old_count",
              "cardparade +cavendish_capot announced_capot=100", "rubicon +trumps")
seeds = st.integers(min_value=0, max_value=2 ** 40)
rule_texts = st.sampled_from(RULE_TEXTS)


def early_call(deal):
    """True when elder named trumps before his exchange (the log says so)."""
    return any(type(entry) is TrumpsNamed and entry.early for entry in deal.log)


def played_cards(deal):
    cards = set(deal.current)
    for trick in deal.tricks:
        cards |= {trick.led, trick.followed}
    return cards


def assert_cards_accounted_for(deal):
    places = [deal.hands[0], deal.hands[1], deal.talon, deal.discards[0], deal.discards[1], tuple(played_cards(deal))]
    every = [card for place in places for card in place]
    assert len(every) == 32 and set(every) == set(PACK)


def oracle_legal(hand, led, trump):
    """Seed 001: follow suit; void, trump if you can (any trump); else anything."""
    if led is None:
        return set(hand)
    same = {card for card in hand if card.suit == led.suit}
    if same:
        return same
    trumps = {card for card in hand if card.suit == trump}
    return trumps or set(hand)


def oracle_play_scores(deal):
    """Leads, wins of the other's lead, last trick, the cards, capot and the announced
    capot, from the tricks alone."""
    rules = deal.rules
    trump = deal.trump_suit
    scores = [0, 0]
    won = [0, 0]
    for leader, led, followed, winner in deal.tricks:
        follower = 1 - leader
        if followed.suit == led.suit:
            expected = follower if followed.rank > led.rank else leader
        else:
            expected = follower if followed.suit == trump else leader
        assert winner == expected
        if not rules.old_count or led.rank >= 3:
            scores[leader] += 1
        if winner == follower and (not rules.old_count or followed.rank >= 3):
            scores[follower] += 1
        won[winner] += 1
    last = deal.tricks[-1].winner
    if won[last] != 12 or rules.capot_keeps_last_trick:
        scores[last] += rules.last_trick_bonus
    announcer = deal.capot_announced
    for seat in (ELDER, YOUNGER):
        if won[seat] == 12:
            scores[seat] += rules.announced_capot if seat == announcer else rules.capot_bonus
        elif won[seat] >= 7:
            scores[seat] += rules.cards_bonus
    if announcer is not None and won[announcer] != 12:
        scores[1 - announcer] += rules.capot_bonus
    return scores


def allowed_cards(deal, seat):
    """What ``seat`` may have seen, worked out from the log rather than ``talon_seen``."""
    seen = set(deal.dealt[seat]) | set(deal.drawn[seat]) | set(deal.exposed) | set(deal.known[seat])
    seen |= played_cards(deal)
    if seat == ELDER:
        if early_call(deal):
            seen |= set(deal.talon_dealt[5:])
        for entry in deal.log:
            if type(entry) is Exchanged and entry.seat == ELDER and entry.option == "look":
                seen |= set(deal.talon_dealt[entry.count:5])
    return seen


def assert_no_leak(deal, seat):
    view = player_view(deal, seat)
    forbidden = set(PACK) - allowed_cards(deal, seat)
    codes = set(view["hand"]) | set(view["dealt"]) | set(view["discards"]) | set(view["talon_seen"])
    codes |= set(view["exposed"]) | set(view["current_trick"]) | set(view["opponent"]["shown"])
    for action in view["legal"]:
        codes.update(word for word in action.split() if len(word) == 2)
    leaked = {card.code for card in forbidden} & codes
    assert not leaked, "view of %d shows %s" % (seat, sorted(leaked))
    text = json.dumps(view["transcript"], ensure_ascii=False)
    for card in forbidden:
        assert card.name not in text and card.label not in text
    if seat == YOUNGER:  # what elder looked at never reaches younger
        assert set(view["talon_seen"]) == {card.code for card in deal.drawn[YOUNGER]}
    assert view["trumps"] == deal.trumps


def play_checked(deal, choose):
    """Play to the end with ``choose(deal)``, checking the cards, the legal plays and the
    views before every move."""
    while not deal.is_over:
        assert_cards_accounted_for(deal)
        if deal.phase == "play":
            current = deal.current
            hand = deal.hands[deal.to_act]
            allowed = oracle_legal(hand, current[0] if current else None, deal.trump_suit)
            assert set(deal.legal_cards()) == allowed
            for card in hand:  # the checks of a play agree with the list, card by card
                assert deal.can(play_of(card)) == (card in allowed), card
        for seat in (ELDER, YOUNGER):
            assert_no_leak(deal, seat)
        deal.do(choose(deal))
    assert_cards_accounted_for(deal)
    return deal


@settings(max_examples=60, deadline=None)
@given(seed=seeds, text=rule_texts)
def test_a_random_cardparade_deal_keeps_every_rule(seed, text):
    rules = Rules.parse(text)
    rng = Prng(seed + 7)
    deal = play_checked(Deal.from_seed(seed, rules), lambda d: random_action(d, rng))
    if rules.trumps:
        assert deal.trumps is not None and deal.trump_suit in SUITS
    else:
        assert deal.trumps is None
    # the play's scores from the tricks alone
    play = [0, 0]
    for event in deal.events:
        if event.category in ("lead", "win", "last trick", "cards", "capot", "capot failed"):
            play[event.player] += event.points
    assert play == oracle_play_scores(deal)
    # totals equal the events, as said and as reckoned
    for seat in (ELDER, YOUNGER):
        assert sum(e.points for e in deal.events if e.player == seat) == deal.totals[seat]
        assert sum(e.points for e in deal.reckoned_events if e.player == seat) == deal.totals[seat]
    # the record replays to the same deal
    again = load(dump(deal))
    assert again.events == deal.events and again.history == deal.history and dump(again) == dump(deal)


@settings(max_examples=30, deadline=None)
@given(seed=seeds)
def test_players_deciding_from_their_views_play_whole_deals(seed):
    players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
    deal = play_checked(Deal.from_seed(seed, Rules.parse("cardparade")),
                        lambda d: players[d.to_act].choose(d.view(d.to_act)))
    assert deal.is_over and deal.trumps is not None


@settings(max_examples=40, deadline=None)
@given(seed=seeds, stop=st.integers(min_value=0, max_value=40))
def test_undo_and_copy_restore_the_trump_state(seed, stop):
    deal = Deal.from_seed(seed, Rules.parse("cardparade"))
    rng = Prng(seed)
    for _ in range(stop):
        if deal.is_over:
            break
        deal.do(random_action(deal, rng))
    twin = deal.copy()
    if deal.is_over:
        return
    deal.do(random_action(deal, rng))
    deal.undo()
    assert (deal.trumps, deal.capot_announced, deal.talon_seen, deal.phase) == \
        (twin.trumps, twin.capot_announced, twin.talon_seen, twin.phase)
    assert deal.legal_cards() == twin.legal_cards()
