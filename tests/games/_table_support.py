"""Helpers shared by the table games' tests (Normand, Voleur): play a script of actions
and tricks, and find every card a view's data names."""

import re

from piquet_core.cards import Card

CODE = re.compile(r"^[789TJQKA][SHDC]$")


def act(game, actions):
    """Each action in turn, by whoever is to act."""
    for text in actions:
        game.do(text)
    return game


def play_tricks(game, tricks):
    """Each trick as its cards in playing order from the leader: "AS 7H 7D"."""
    for trick in tricks:
        for code in trick.split():
            game.do("play " + code)
    return game


def codes_in(value, found):
    """Every card code written anywhere in plain data (words split on spaces)."""
    if isinstance(value, dict):
        for key, item in value.items():
            codes_in(key, found)
            codes_in(item, found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            codes_in(item, found)
    elif isinstance(value, str):
        found.update(word for word in value.split() if CODE.match(word))
    return found


def cards_in(value, found):
    """Every Card inside a value made of tuples and namedtuples."""
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            cards_in(item, found)
    return found
