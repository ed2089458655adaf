"""A shared link's first screen, drawn from its seed before the rules engine is loaded.

A link (``#deal=4242&level=club``) has no snapshot to show while the engine loads (about
a second on a phone), so the learner used to wait for the whole engine before he saw a
card. Yet most links open on a screen that depends only on the seed's cards, the seed
and the level: a new partie's cut; in one deal, elder's exchange, or, as younger, the
computer's exchange to come with the learner's hand shown. The build renders those three
screens with the engine itself (``templates``), leaving holes (``SEED``, ``LEVEL``,
``HAND``) for what a link changes; the page deals the seed's cards with the engine's own
shuffle (``dealing``) and fills the holes with the table's own card markup
(``cardface.exchange_items`` for elder's cards to exchange, ``cardface.card_html`` for a
hand shown): ``first_screen``. Once loaded, the engine draws the table as always and
replaces only the regions that differ, which are none (a test compares the two over
many seeds and every level). A press meanwhile is kept and done then, as on a snapshot.

Any other link gets no preview and waits for the engine as before: with variants (their
prompts differ), when either hand is a carte blanche (it is claimed before the
exchange), or when the link is wrong (the engine says why).

Only light modules are imported here (no deal, no players); ``templates`` imports the
table's render when the build calls it.

Glossary:
    elder:         the player who does not deal; he exchanges first.
    carte blanche: a hand of twelve without a king, queen or jack.
    cut:           at a partie's start each player cuts a card; the lower deals first.

>>> screen = first_screen("#deal=4242&level=club", template_text())
>>> screen[0], [name for name, html in screen[1]][:4]
('exchange', ['status', 'felt', 'message', 'prompt'])
>>> 'data-card="AS"' in screen[1][4][1] and "seed 4242" in screen[1][0][1]
True
>>> younger = first_screen("#deal=4242&you=younger", template_text())
>>> name, html = younger[1][4]  # his hand shown, not to act on: the computer exchanges first
>>> younger[0], name, html.count("data-card="), "<button" in html
('exchange', 'hand', 12, False)
>>> first_screen("#deal=4242&rules=old_count", template_text()) is None
True
"""

import json

from ..cards import sort_key
from ..dealing import deal_cards
from ..errors import PiquetError
from ..levels import label
from ..seats import ELDER, YOUNGER
from .cardface import card_html, escape, exchange_items
from .links import PLAIN_RULES, parse_hash

# The holes the build leaves in the rendered screens, and what the page puts there.
SEED, LEVEL, HAND = "@@seed@@", "@@level@@", "@@hand@@"
VERSION = 2
# The screens the build renders, by the link's kind and seat.
SCREENS = (("partie", None, "cut"), ("deal", ELDER, "exchange"), ("younger", YOUNGER, "exchange"))
# The deal the build renders the screens with: both hands hold a court card (so a deal's
# first screen is its exchange) and its number is found nowhere else in the screen.
TEMPLATE_SEED = 90210777
TEMPLATE_LEVEL = "club"


def first_screen(hash_text, template):
    """(data-phase, [(region name, html)]) of the link ``hash_text``'s first screen, as the
    engine will draw it, from ``template`` (``template_text``'s JSON); None for a link
    this cannot show (see the module's docstring) or a template of another version."""
    if not template:
        return None
    try:
        found = parse_hash(str(hash_text))
    except PiquetError:
        return None
    if found is None or found["rules"] != PLAIN_RULES:
        return None
    data = json.loads(template)
    if not isinstance(data, dict) or data.get("version") != VERSION:
        return None
    hand = ""
    screen = found["kind"]
    if screen == "deal":
        dealt = deal_cards(found["seed"])
        if not (_has_court(dealt[ELDER]) and _has_court(dealt[YOUNGER])):
            return None
        if found["seat"] != ELDER:
            screen = "younger"
        hand = _hand(found["seat"], dealt[found["seat"]])
    phase, regions = data[screen]
    level = escape(label(found["level"]))
    seed = str(found["seed"])
    return phase, [(name, html.replace(SEED, seed).replace(LEVEL, level).replace(HAND, hand))
                   for name, html in regions]


def _hand(seat, cards):
    """The learner's hand as the table draws it on that screen: elder's cards to exchange;
    younger's shown, the computer exchanging first."""
    cards = sorted(cards, key=sort_key)
    if seat == ELDER:
        return exchange_items(cards)
    return "".join(card_html(card) for card in cards)


def _has_court(hand):
    for card in hand:
        if card.is_court:
            return True
    return False


def templates():
    """{"version", "partie": [phase, [[name, html], ...]], "deal": ..., "younger": ...}: the
    cut of a new partie, elder's exchange in one deal, and younger's first screen in one
    deal (the computer to exchange), rendered by the table itself (the build runs this, in
    CPython), with ``SEED``, ``LEVEL`` and ``HAND`` where a link's own go."""
    from .render import render_regions
    from .session import Table

    found = {"version": VERSION}
    for kind, seat, expected in SCREENS:
        table = Table()
        if kind == "partie":
            table.new_partie(TEMPLATE_SEED, PLAIN_RULES, TEMPLATE_LEVEL)
        else:
            table.new_single_deal(TEMPLATE_SEED, PLAIN_RULES, TEMPLATE_LEVEL, seat)
        phase, regions = render_regions(table, ready=True)
        # (what goes in each hole, the hole, how often the screen shows it: a partie's cut
        # shows no seed)
        holes = [(str(TEMPLATE_SEED), SEED, 0 if kind == "partie" else 1), (escape(label(TEMPLATE_LEVEL)), LEVEL, 1)]
        if kind != "partie":
            holes.append((_hand(seat, table.deal.hands[seat]), HAND, 1))
        text = "".join(html for _, html in regions)
        for value, hole, times in holes:
            if hole in text or text.count(value) != times:
                raise ValueError("the %s link's first screen cannot be a template: %r is found %d times, not %d" % (
                    kind, value, text.count(value), times))
        if phase != expected:
            raise ValueError("the template's %s screen is %r, not %r" % (kind, phase, expected))
        filled = []
        for name, html in regions:
            for value, hole, _ in holes:
                html = html.replace(value, hole)
            filled.append([name, html])
        found[kind] = [phase, filled]
    return found


def template_text():
    """``templates`` as the JSON text the practice page carries (in a ``<script
    type="application/json">``: no ``</`` in it, nothing outside ASCII)."""
    return json.dumps(templates(), separators=(",", ":")).replace("</", "<\\/")
