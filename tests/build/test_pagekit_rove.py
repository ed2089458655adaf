"""site/py/pagekit.py's roving tabindex for a hand of card buttons (both card tables):
which card a key moves to (``rove_index``, table-driven), and ``rove`` / ``card_focused``
on a stand-in DOM: the moved-to or focused card is the hand's one Tab stop."""

import sys
import types

import pytest


@pytest.fixture(scope="module")
def pagekit():
    """pagekit imports pyscript, which exists only in the browser: stand-ins for the import."""
    fake = types.ModuleType("pyscript")
    fake.document = None
    fake.window = types.SimpleNamespace(window=None)  # (pagekit.WINDOW_TARGET)
    ffi = types.ModuleType("pyscript.ffi")
    ffi.create_proxy = ffi.to_js = lambda value, *args: value
    saved = {name: sys.modules.get(name) for name in ("pyscript", "pyscript.ffi", "pagekit")}
    sys.modules.update({"pyscript": fake, "pyscript.ffi": ffi})
    sys.modules.pop("pagekit", None)
    import pagekit as module
    yield module
    for name, value in saved.items():
        if value is None:
            sys.modules.pop(name, None)
        else:
            sys.modules[name] = value


# (key, from, cards) -> to; None: not a key that moves along the hand.
CASES = [
    ("ArrowRight", 0, 12, 1), ("ArrowDown", 5, 12, 6), ("ArrowRight", 11, 12, 0),   # wraps to the first
    ("ArrowLeft", 3, 12, 2), ("ArrowUp", 1, 12, 0), ("ArrowLeft", 0, 12, 11),       # wraps to the last
    ("ArrowUp", 0, 12, 11), ("Home", 7, 12, 0), ("End", 2, 12, 11), ("Home", 0, 12, 0),
    ("End", 11, 12, 11), ("ArrowRight", 0, 1, 0), ("ArrowLeft", 0, 1, 0), ("End", 0, 1, 0),
    ("Enter", 3, 12, None), (" ", 3, 12, None), ("Tab", 3, 12, None), ("a", 0, 12, None),
    ("PageDown", 0, 12, None), ("ArrowRight", 0, 0, None), ("Home", 0, 0, None),
]


@pytest.mark.parametrize("key, here, count, expected", CASES)
def test_rove_index(pagekit, key, here, count, expected):
    assert pagekit.rove_index(key, here, count) == expected


def test_doctests(pagekit):
    import doctest
    assert doctest.testmod(pagekit).failed == 0


class Card:
    """A card button of a stand-in hand: attributes, focus, and ``closest(".hand")``."""

    def __init__(self, hand, code, tabindex):
        self.hand, self.tagName = hand, "BUTTON"
        self.attrs = {"data-card": code, "tabindex": tabindex}

    def getAttribute(self, name):
        return self.attrs.get(name)

    def setAttribute(self, name, value):
        self.attrs[name] = value

    def closest(self, selector):
        assert selector == ".hand"
        return self.hand

    def focus(self):
        self.hand.focused = self


class Hand:
    def __init__(self, codes, stop=0):
        self.cards = [Card(self, code, "0" if index == stop else "-1") for index, code in enumerate(codes)]
        self.focused = None

    def querySelectorAll(self, selector):
        assert selector == "button[data-card]"
        cards = self.cards
        return types.SimpleNamespace(length=len(cards), item=lambda index: cards[index])

    def stops(self):
        return [card.attrs["data-card"] for card in self.cards if card.attrs["tabindex"] == "0"]


class Key:
    def __init__(self, target, key, **mods):
        self.target, self.key, self.prevented = target, key, False
        self.altKey = mods.get("alt", False)
        self.ctrlKey = mods.get("ctrl", False)
        self.metaKey = False

    def preventDefault(self):
        self.prevented = True


CODES = ["AS", "KS", "9H", "7D", "QC"]


@pytest.mark.parametrize("key, start, lands", [
    ("ArrowRight", 0, "KS"), ("ArrowLeft", 0, "QC"), ("End", 1, "QC"), ("Home", 3, "AS"), ("ArrowDown", 4, "AS")])
def test_a_key_focuses_the_card_and_makes_it_the_only_tab_stop(pagekit, key, start, lands):
    hand = Hand(CODES, stop=start)
    event = Key(hand.cards[start], key)
    assert pagekit.rove(event) is True and event.prevented
    assert hand.focused.attrs["data-card"] == lands
    assert hand.stops() == [lands]


@pytest.mark.parametrize("key, mods", [("Enter", {}), (" ", {}), ("Tab", {}), ("ArrowLeft", {"alt": True}),
                                       ("Home", {"ctrl": True})])
def test_other_keys_are_left_to_the_page(pagekit, key, mods):
    hand = Hand(CODES, stop=2)
    event = Key(hand.cards[2], key, **mods)
    assert pagekit.rove(event) is False and not event.prevented
    assert hand.focused is None and hand.stops() == ["9H"]


def test_a_key_on_something_else_than_a_card_is_left_alone(pagekit):
    button = Card(None, None, "0")  # an action button: no data-card
    event = Key(button, "ArrowRight")
    assert pagekit.rove(event) is False and not event.prevented


def test_a_card_focused_otherwise_becomes_the_tab_stop(pagekit):
    """A click, or the focus put back on the card marked after a redraw: Shift+Tab back
    into the hand comes to it."""
    hand = Hand(CODES, stop=0)
    pagekit.card_focused(types.SimpleNamespace(target=hand.cards[3]))
    assert hand.stops() == ["7D"]
    pagekit.card_focused(types.SimpleNamespace(target=hand.cards[3]))
    assert hand.stops() == ["7D"]


class Node:
    """A stand-in element: text, children, and the few DOM calls ``say_live`` makes."""

    def __init__(self, tag=""):
        self.tag, self.textContent, self.children = tag, "", []

    @property
    def childElementCount(self):
        return len(self.children)

    @property
    def firstElementChild(self):
        return self.children[0] if self.children else None

    def appendChild(self, node):
        self.children.append(node)

    def removeChild(self, node):
        self.children.remove(node)

    def replaceChildren(self):
        self.children = []


def test_the_live_region_keeps_each_message_so_none_is_lost(pagekit, monkeypatch):
    """Two messages at once (at "No pause", the computer's lead, then the learner's forced
    card): the first stayed in the region as it was set, replaced at once, so a screen
    reader could miss it. Each is now a paragraph of its own; the last few are kept."""
    monkeypatch.setattr(pagekit, "document", types.SimpleNamespace(createElement=Node))
    region = Node("div")
    pagekit.say_live(region, "The computer leads the ten of spades.")
    pagekit.say_live(region, "Your only card is played for you: the queen of spades.")
    assert [line.textContent for line in region.children] == [
        "The computer leads the ten of spades.", "Your only card is played for you: the queen of spades."]
    for number in range(5):
        pagekit.say_live(region, "Message %d." % number)
    assert [line.textContent for line in region.children] == ["Message %d." % n for n in range(5 - pagekit.LIVE_KEPT, 5)]
    assert all(line.tag == "p" for line in region.children)
    pagekit.say_live(region, "")
    assert region.children == []
    pagekit.say_live(None, "nowhere to say it")  # (no region on the page: nothing happens)
