"""A shared link's first screen drawn before the engine (``linkpreview``) is exactly what
the engine then draws: region by region, over many seeds, every level, both kinds of link
and both seats; and every link it cannot show is left to the engine."""

import json

import pytest

from piquet_core.dealing import deal_cards
from piquet_core.levels import LEVEL_ORDER
from piquet_core.table import linkpreview
from piquet_core.table.render import render_regions
from piquet_core.table.session import Table, parse_hash

TEMPLATE = linkpreview.template_text()


def engine_screen(text):
    """What the page's engine draws first for the link ``text`` (as ``from_link`` and
    ``boot`` do: a fresh table, drawn ready)."""
    found = parse_hash(text)
    table = Table()
    if found["kind"] == "partie":
        table.new_partie(found["seed"], found["rules"], found["level"])
    else:
        table.new_single_deal(found["seed"], found["rules"], found["level"], found["seat"])
    return render_regions(table, ready=True)


def carte_blanche(seed):
    return any(not any(card.is_court for card in hand) for hand in deal_cards(seed)[:2])


@pytest.mark.parametrize("level", LEVEL_ORDER)
@pytest.mark.parametrize("you", ["", "&you=younger"])
def test_a_deal_link_is_drawn_as_the_engine_draws_it(level, you):
    """Elder's exchange; or, as younger, the screen before the computer's exchange (his
    hand shown, not to act on)."""
    shown = 0
    for seed in list(range(0, 400, 3)) + [4242, 9007199254740991, 123456789012]:
        text = "#deal=%d%s&level=%s" % (seed, you, level)
        preview = linkpreview.first_screen(text, TEMPLATE)
        if carte_blanche(seed):
            assert preview is None, text
            continue
        assert preview == engine_screen(text), text
        shown += 1
    assert shown > 120


@pytest.mark.parametrize("level", LEVEL_ORDER)
def test_a_partie_link_shows_the_cut_as_the_engine_does(level):
    for seed in (0, 1, 42, 4242, 90210777, 9007199254740991):
        text = "#partie=%d&level=%s" % (seed, level)
        assert linkpreview.first_screen(text, TEMPLATE) == engine_screen(text), text


def test_the_level_defaults_as_the_link_does():
    assert linkpreview.first_screen("#deal=4242", TEMPLATE) == engine_screen("#deal=4242")


@pytest.mark.parametrize("text", [
    "#deal=4242&level=club&rules=old_count",  # a variant's prompts
    "#partie=42&rules=sink_rule",
    "#deal=-1", "#deal=x", "#deal=4242&level=grandmaster",  # wrong: the engine says why
    "#", "", "#nothing=1",
])
def test_other_links_wait_for_the_engine(text):
    assert linkpreview.first_screen(text, TEMPLATE) is None


def test_a_carte_blanche_is_left_to_the_engine():
    seed = next(seed for seed in range(2000) if carte_blanche(seed))
    assert linkpreview.first_screen("#deal=%d" % seed, TEMPLATE) is None
    assert engine_screen("#deal=%d" % seed)[0] == "carte-blanche"


def test_no_template_or_another_version_shows_nothing():
    assert linkpreview.first_screen("#deal=4242", None) is None
    data = json.loads(TEMPLATE)
    data["version"] += 1
    assert linkpreview.first_screen("#deal=4242", json.dumps(data)) is None


def test_the_template_is_safe_in_a_script_element():
    assert "</" not in TEMPLATE and TEMPLATE.isascii()
    holes = (linkpreview.SEED, linkpreview.LEVEL, linkpreview.HAND)
    assert all(hole in TEMPLATE for hole in holes)
