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
from ..speech import number_words
from .playrules import suit_states


def cost_words(cost, units="points"):
    if cost < 0.05:
        return "as good as the best"
    return "costs about %s %s on average" % (decimal(cost), units)


# ----- the play ---------------------------------------------------------------------------

def _guarded_king(state):
    """The king or queen a short suit guards (the ace outstanding), or None."""
    mine = state.mine
    if 2 <= len(mine) <= 3 and mine[0].rank in (5, 6) and mine[0].rank < state.top_out:
        return mine[0]
    return None


def play_reasons(know, values, units="points"):
    """{card: reason} for every card valued in ``values`` ({card: mean value})."""
    states = suit_states(know)
    best_value = max(values.values())
    best = [card for card in values if values[card] >= best_value - 1e-9]
    led = know.led
    tricks_left = len(know.hand)
    trump = know.trump  # CardParade's trump suit, -1 for none
    trumps_out = trump >= 0 and states[trump].out
    out = {}
    for card in values:
        state = states[card.suit]
        cost = best_value - values[card]
        master = card.rank > state.top_out
        facts = []
        if led is None:
            if master and trumps_out and card.suit != trump:
                facts.append("the %s is the highest %s left, if he cannot trump it" % (
                    card.name, SUIT_NAMES[card.suit][:-1]))
            elif master:
                facts.append("the %s is a sure winner" % card.name)
            elif card.suit == know.opp_point_suit:
                facts.append("leads into his point suit (%s), where he holds the winners" % SUIT_NAMES[card.suit])
            elif state.top_out > card.rank and len(state.mine) >= 4 and card is state.mine[0]:
                facts.append("drives out his higher %s so your long %s can win" % (
                    "card" if state.top_out < 7 else "ace", SUIT_NAMES[card.suit]))
            else:
                kept = [c for c in know.hand if c.suit != card.suit and c.rank > states[c.suit].top_out]
                if card in best and kept:  # why lead a loser: the winners are kept (said of the best only)
                    facts.append("keeps your %s for later; he takes the lead only if he can beat the %s" % (
                        _winners_words(kept, trumps_out), card.name))
                else:
                    facts.append("gives him the lead if he can beat the %s" % card.name)
        else:
            if card.suit == led.suit and card.rank > led.rank:
                cheaper = [c for c in values if c.suit == led.suit and led.rank < c.rank < card.rank]
                facts.append("wins the trick with the %s" % card.name + ("" if not cheaper else
                                                                       ", though a cheaper card would"))
            elif card.suit == trump != led.suit:  # void in the suit led: he must trump, and any trump wins
                lower = [c for c in values if c.suit == trump and c.rank < card.rank]
                facts.append("trumps his %s with the %s" % (led.name, card.name) + (
                    "" if not lower else ", though a lower trump would win as well"))
            elif card.suit == led.suit:
                winners = [c for c in values if c.suit == led.suit and c.rank > led.rank]
                facts.append("lets his %s win%s" % (led.name, " and keeps your winner for later" if winners else
                                                      ": you cannot beat it"))
            else:
                king = _guarded_king(state)
                if king is not None and card is not king and len(state.mine) == 2:
                    facts.append("unguards the %s" % king.name)
                elif king is not None and card is not king:
                    facts.append("throws the %s and keeps the guard on the %s" % (card.name, king.name))
                elif master and state.out:
                    facts.append("throws away a winner, the %s" % card.name)
                else:
                    facts.append("throws the %s, which can win nothing" % card.name)
        if tricks_left <= 3 and master and card not in best and any(not (c.rank > states[c.suit].top_out)
                                                                     for c in best):
            facts = ["the %s would lose the last trick: keep it for the end" % card.name.split(" of ")[0]]
        if card in best and tricks_left <= 3 and not master and any(c.rank > states[c.suit].top_out
                                                                     for c in values if c not in best):
            facts = ["ducks now and keeps the master for the last trick"]
        text = facts[0]
        if card not in best:
            text += "; " + cost_words(cost, units)
        out[card] = text[0].upper() + text[1:] + "."
    return out


def _winners_words(masters, trumps_out):
    """The masters a lead keeps, named: "sure winner (the ace of clubs)", "sure winners (the
    ace of diamonds and five more)"; with trumps out they are only the highest cards left.

    >>> from piquet_core.cards import Card
    >>> _winners_words([Card.parse("AC")], False), _winners_words([Card.parse("AD"), Card.parse("KC")], True)
    ('sure winner (the ace of clubs)', 'highest cards (the ace of diamonds and the king of clubs)')
    """
    what = "highest card" if trumps_out else "sure winner"
    if len(masters) > 2:
        named = "the %s and %s more" % (masters[0].name, number_words(len(masters) - 1))
    else:
        named = " and ".join("the " + c.name for c in masters)
    return "%s%s (%s)" % (what, "s" if len(masters) > 1 else "", named)


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
