"""The coach's reasons in words, built from what the evaluation found.

Glossary:
    master:      a card no outstanding card of its suit beats: led, it wins.
    guard:       the low card kept beside a king (or two beside a queen) so that it need
                 not fall under the ace.
    point suit:  the suit a player proved for the point: his long suit, where he holds
                 the winners.
    last trick:  worth a point more; with few cards left, keeping a master for it can be
                 worth more than cashing it now.
    cost:        how many points an option gives up on average against the best one.

Each function returns one short sentence; the numbers come from the evaluation (values
averaged over the samples) and the facts from the cards (``knowledge``, ``playrules``).

>>> cost_words(2.0), cost_words(0.04)
('costs about 2.0 points on average', 'as good as the best')
"""

from ..cards import SUIT_NAMES
from ..combinations import POINT, SEQUENCE, all_of
from ..figures import decimal, percent, whole


def cost_words(cost, units="points"):
    if cost < 0.05:
        return "as good as the best"
    return "costs about %s %s on average" % (decimal(cost), units)


# The play's reasons: ``reason_play``.


# ----- the exchange -------------------------------------------------------------------------

def _suit_words(cards, suit):
    return "%d %s" % (len([c for c in cards if c.suit == suit]), SUIT_NAMES[suit])


def exchange_reason(hand, discards, stats, cost, units="points"):
    """Why this exchange: what it keeps, and what the evaluation found for it.

    ``stats``: {"point", "sequence", "set", "bonus"}: how often this seat scored each in
    the worlds tried."""
    kept = [c for c in hand if c not in discards]
    parts = ["exchanges %d" % len(discards)]
    points = all_of(POINT, kept)
    if points:
        parts.append("keeps %s for the point" % _suit_words(kept, points[0].suit))
    seqs = all_of(SEQUENCE, kept)
    if seqs:
        parts.append("keeps the %s" % seqs[0].full_name)
    counts = {}
    for card in kept:
        if card.rank >= 3:
            counts[card.rank] = counts.get(card.rank, 0) + 1
    sets = [rank for rank in counts if counts[rank] >= 3]
    if sets:
        from ..cards import RANK_PLURALS
        parts.append("keeps the %s" % " and ".join("%s %s" % (("four" if counts[r] == 4 else "three"), RANK_PLURALS[r])
                                                   for r in sorted(sets, reverse=True)))
    for suit in range(4):
        suit_cards = sorted([c for c in kept if c.suit == suit], key=lambda c: -c.rank)
        if 2 <= len(suit_cards) <= 3 and suit_cards[0].rank == 6 and \
                not any(c.suit == suit and c.rank == 7 for c in hand):
            parts.append("keeps the guard on the %s" % suit_cards[0].name)
            break
    found = []
    if stats:
        if stats.get("point", 0) >= 0.05:
            found.append("wins the point in %s" % percent(stats["point"]))
        if stats.get("bonus", 0) >= 0.05:
            found.append("a pique or repique in %s" % percent(stats["bonus"]))
    text = ", ".join(parts)
    if found:
        text += "; " + " and ".join(found) + " of the talons tried"
    if cost >= 0.05:
        text += "; " + cost_words(cost, units)
    return text[0].upper() + text[1:] + "."


# ----- the declarations ----------------------------------------------------------------------

def declaration_reason(item, honest, cost, units="points", kind=None, hand=None):
    """Why this call or answer (``item`` from ``evaldeclare.evaluate``; ``kind`` the class,
    ``hand`` the seat's cards, to name what a sink hides)."""
    action = item["action"]
    text = str(action)
    wins = item["wins"]
    if text == str(honest["action"]):
        if text.endswith(" none") or text == "good":
            words = "nothing of yours can score here" if text != "good" else "his call is better than your hand"
        elif text == "equal":
            words = "yours is as long: the second figure decides"
        else:
            words = "declares all you hold: it scores in %s of the hands he may hold" % percent(wins)
    else:
        given = item["theirs"] - honest["theirs"]
        lost = max(honest["mine"] - item["mine"], 0.0)
        hidden = _hidden_suit(kind, hand)
        if text.endswith(" none") or text == "good":
            words = "gives up the %s (%s) to hide your %s" % (kind or "class", whole(lost), hidden) if hidden else \
                "gives up %s points to hide your hand" % decimal(lost)
            if given > 0.05:
                words += " and hands him %s" % decimal(given)
        else:
            words = "calls less than you hold: gives up %s points" % decimal(lost)
    if cost >= 0.05:
        words += "; " + cost_words(cost, units)
    return words[0].upper() + words[1:] + "."


def _hidden_suit(kind, hand):
    """The suit an honest call of ``kind`` would show, in words, or None."""
    if kind is None or hand is None:
        return None
    held = all_of(kind, hand)
    if not held:
        return None
    if kind == POINT or kind == SEQUENCE:
        return SUIT_NAMES[held[0].cards[0].suit]
    from ..cards import RANK_PLURALS
    return RANK_PLURALS[held[0].rank]
