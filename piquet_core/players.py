"""Automatic players: the protocol every computer player follows, and random legal play.

Glossary:
    player:  an object with ``choose(view)`` that returns one legal action for the seat
             whose ``view`` it is given (``deal.view(seat)``). It decides from the view
             alone: what that seat may know, never the other hand.
    level:   a named kind of player (``random`` here; the opponent's levels register
             themselves in ``PLAYER_MAKERS`` through ``register``).

``random_action`` picks a legal action with the project's own PRNG, so that the same
seed plays the same deal on every runtime. Exchanges are sampled directly (listing the
~3,000 possible exchanges every time would be slow); every other choice is uniform over
the legal actions. Before his exchange a player may have other choices (CardParade:
naming trumps, announcing capot): the random player takes one of them or the exchange,
each as likely, and draws nothing more when there are none (Rubicon's seeded deals are
unchanged).

>>> deal = play_deal(Deal.from_seed(4), [make_player("random", 1), make_player("random", 2)])
>>> deal.is_over
True
"""

from .actions import Exchange, play_of
from .deal import DECLARATION, EXCHANGE, PLAY, Deal
from .errors import PiquetError
from .game import OVER
from .prng import Prng
from .seats import ELDER


def random_action(deal, rng):
    """A uniformly random legal action for the seat to act (reads the deal: tests, benchmarks)."""
    phase = deal.phase
    if phase == PLAY:  # same choice as from legal_actions(), without building them all
        cards = deal.legal_cards()
        return play_of(cards[rng.below(len(cards))])
    if phase == DECLARATION:  # (the deal then applies the action it listed without checking it again)
        return rng.choice(deal.legal_actions())
    if phase == EXCHANGE:
        player = deal.to_act
        extra = _random_extra(deal.pre_exchange_actions(), rng)
        if extra is not None:
            return extra
        fewest, most = deal.exchange_limits(player)
        return _random_exchange(player, deal.hands[player], fewest, most, rng)
    return rng.choice(deal.legal_actions())


def _random_extra(extras, rng):
    """One of ``extras`` (the actions besides an exchange) or None for the exchange, each
    as likely; no draw at all when there are none."""
    if not extras:
        return None
    pick = rng.below(len(extras) + 1)
    return extras[pick] if pick < len(extras) else None


def _random_exchange(seat, hand, fewest, most, rng):
    count = fewest + rng.below(most - fewest + 1)
    discards = tuple(rng.sample(hand, count))
    option = None
    if most - count > 0 and rng.below(2):
        option = "look" if seat == ELDER else "expose"
    return Exchange(discards, option)


class RandomPlayer:
    """Uniformly random legal actions, decided from the view alone."""

    name = "random"

    def __init__(self, seed=0):
        self.rng = Prng(seed)

    def choose(self, view):
        limits = view.exchange_limits()
        if limits is not None:
            extra = _random_extra(view.legal_actions(), self.rng)
            if extra is not None:
                return extra
            return _random_exchange(view.seat, view.hand, limits[0], limits[1], self.rng)
        if view.phase == PLAY:  # same choice as from legal_actions(), without building them all
            cards = view.legal_cards()
            return play_of(cards[self.rng.below(len(cards))])
        return self.rng.choice(view.legal_actions())


# name -> a callable (seed) -> player. Other modules add their levels with ``register``.
PLAYER_MAKERS = {"random": RandomPlayer}


def register(name, maker):
    PLAYER_MAKERS[name] = maker


def player_names():
    _load_levels()
    return sorted(PLAYER_MAKERS)


def make_player(name, seed=0):
    """A player of the named level; an unknown name raises a ``PiquetError`` listing the known ones."""
    _load_levels()
    maker = PLAYER_MAKERS.get(name)
    if maker is None:
        raise PiquetError("unknown player %r (known: %s)" % (name, ", ".join(sorted(PLAYER_MAKERS))))
    return maker(seed)


def _load_levels():
    """Import the opponent's levels, if that package is present, so they register."""
    try:
        __import__("piquet_core.opponent", None, None, ["__name__"])
    except ImportError as error:
        if "opponent" not in str(error):
            raise


def play_deal(deal, players):
    """Play ``deal`` to the end; ``players[seat]`` chooses from ``deal.view(seat)``."""
    while not deal.is_over:
        seat = deal.to_act
        deal.do(players[seat].choose(deal.view(seat)), seat)
    return deal


def play_random_deal(seed, rules=None, player_seed=None):
    """Deal with ``seed`` and play it to the end with random legal actions."""
    deal = Deal.from_seed(seed) if rules is None else Deal.from_seed(seed, rules)
    rng = Prng(seed if player_seed is None else player_seed)
    below, legal_cards, do = rng.below, deal.legal_cards, deal.do
    while True:  # (``random_action``'s choices; its play case written out: 24 of 32 moves)
        cards = legal_cards()  # (empty outside the play: the phase is asked only then)
        if cards:
            do(play_of(cards[below(len(cards))]))
        elif deal.phase == OVER:
            return deal
        else:
            do(random_action(deal, rng))
