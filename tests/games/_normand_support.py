"""Hand-built Piquet Normand deals for the rule tests: hands by suit, and the shared
helpers that play a script of actions and tricks."""

from _table_support import act, play_tricks  # noqa: F401 (the rule tests import them from here)

from piquet_core.games.normand import Normand

SPADES = "AS KS QS JS TS 9S 8S 7S"
HEARTS = "AH KH QH JH TH 9H 8H 7H"
DIAMONDS = "AD KD QD JD TD 9D 8D 7D"

SINK_ALL = ["point none"] * 3 + ["sequence none"] * 3 + ["set none"] * 3


def long_suits(first_clubs, second_clubs, dealer_clubs, stock):
    """First holds every spade, second every heart, dealer every diamond; the clubs as given."""
    return Normand(SPADES + " " + first_clubs, HEARTS + " " + second_clubs, DIAMONDS + " " + dealer_clubs, stock)
