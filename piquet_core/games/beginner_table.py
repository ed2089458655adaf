"""The ``beginner`` computer player of Piquet Normand and Piquet Voleur: the two-player
beginner's plain habits at a table of three or four seats (docs/opponent.md).

Glossary:
    carte blanche: always claimed.
    stock:         Normand's dealer always takes the two stock cards, throwing out his two
                   lowest cards (by rank; between equal ranks, the shorter suit's).
    declaring:     honest, as the club declares (``club_table.TableClubPlayer``): the
                   best combination called in full, Not good when it beats the call
                   standing, Equal when it ties an opponent's, else Good.
    play:          no counting and no partner: he leads the highest card of his longest
                   suit; following, he wins the trick as cheaply as he can with a card of
                   the suit led, else throws his lowest card.

Everything is decided from the seat's view: its hand, the trick on the table and
``legal_actions``.

>>> from piquet_core.games.normand import Normand
>>> from piquet_core.players import play_deal
>>> game = play_deal(Normand.from_seed(3), [TableBeginnerPlayer(1), TableBeginnerPlayer(2), TableBeginnerPlayer(3)])
>>> game.is_over
True
>>> from piquet_core.cards import parse_cards
>>> beginner_lead(parse_cards("AS 7S KH QH 9H 8D"))
Card.parse('KH')
>>> beginner_follow(parse_cards("KH 9H 7H"), parse_cards("QH"))
Card.parse('KH')
>>> beginner_follow(parse_cards("9H 7H AC"), parse_cards("QH JH"))
Card.parse('7H')
"""

from .club_table import TableClubPlayer, stock_taken


def _suit_lengths(hand):
    lengths = {}
    for card in hand:
        lengths[card.suit] = lengths.get(card.suit, 0) + 1
    return lengths


def _lowest(cards, hand):
    """The lowest of ``cards``; between equal ranks, the one of the shorter suit in ``hand``."""
    lengths = _suit_lengths(hand)
    return min(cards, key=lambda card: (card.rank, lengths[card.suit], card.suit))


def beginner_lead(hand):
    """The highest card of the longest suit (between equal lengths, the suit with the
    higher top card)."""
    lengths = _suit_lengths(hand)
    return max(hand, key=lambda card: (lengths[card.suit], card.rank, -card.suit))


def beginner_follow(legal, trick):
    """The cheapest card of the suit led that beats the trick's best so far; else the lowest
    legal card (``trick``: the cards played to it, the led card first)."""
    led = trick[0].suit
    best = max([card.rank for card in trick if card.suit == led])
    winners = [card for card in legal if card.suit == led and card.rank > best]
    if winners:
        return min(winners, key=lambda card: card.rank)
    return _lowest(legal, legal)


def beginner_stock(view, legal):
    """Normand's dealer: his two lowest cards out, the stock taken."""
    hand = list(view.hand)
    first = _lowest(hand, hand)
    hand.remove(first)
    return stock_taken(legal, [first, _lowest(hand, view.hand)])


class TableBeginnerPlayer(TableClubPlayer):
    """The ``beginner`` level of Normand and Voleur: the club's carte blanche and honest
    declarations, its own stock and play. Decides from the view alone."""

    name = "beginner"

    def card(self, view, cards):
        return beginner_follow(cards, list(view.current)) if view.current else beginner_lead(cards)

    def stock(self, view, legal):
        return beginner_stock(view, legal)


def _register():
    from .computer import register_game_level
    for game in ("normand", "voleur"):
        register_game_level(game, "beginner", TableBeginnerPlayer)


_register()
