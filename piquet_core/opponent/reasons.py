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
from ..figures import decimal, percent, tenths
from ..seats import ELDER, YOUNGER


def cost_words(cost, units="points"):
    if cost < 0.05:
        return "as good as the best"
    return "costs about %s %s on average" % (decimal(cost), units)


def without_cost(reason):
    """``reason`` without the cost its end says (``cost_words``), for a place that shows
    the cost beside it (the review's Cost column).

    >>> without_cost("Exchanges 4 cards, not 5; " + cost_words(5.4) + "."), without_cost("Keeps 5 clubs.")
    ('Exchanges 4 cards, not 5.', 'Keeps 5 clubs.')
    """
    at = reason.rfind("; costs about ")
    return reason if at < 0 else reason[:at] + "."


# The play's reasons: ``reason_play``.


# ----- the exchange -------------------------------------------------------------------------

def _holdings(kept):
    """What a kept hand holds that an exchange is made for, by name: {"point": (length,
    suit, pips), "sequence": its name, "sequence_key": its key, "sets": ["three kings",
    ...], "guard": a king's name}."""
    from ..cards import RANK_PLURALS
    found = {}
    points = all_of(POINT, kept)
    if points:
        found["point"] = (points[0].length, points[0].cards[0].suit, points[0].value)
    seqs = all_of(SEQUENCE, kept)
    if seqs:
        found["sequence"] = seqs[0].full_name
        if not points or seqs[0].suit != points[0].cards[0].suit:  # ("4 clubs for the point and the
            found["sequence"] += " in " + SUIT_NAMES[seqs[0].suit]  # tierce minor" read as a club tierce)
        found["sequence_key"] = seqs[0].key
    counts = {}
    for card in kept:
        if card.rank >= 3:
            counts[card.rank] = counts.get(card.rank, 0) + 1
    found["sets"] = ["%s %s" % ("four" if counts[r] == 4 else "three", RANK_PLURALS[r])
                     for r in sorted(counts, reverse=True) if counts[r] >= 3]
    # The kings kept bare and every king kept: a king kept with more cards than a guard
    # is still guarded, so "unguards" is said only of a bare one.
    found["bare"] = []
    found["kings"] = []
    for suit in range(4):
        suit_cards = sorted([c for c in kept if c.suit == suit], key=lambda c: -c.rank)
        for card in suit_cards:
            if card.rank == 6:
                found["kings"].append(card.name)
                if len(suit_cards) == 1:
                    found["bare"].append(card.name)
        if "guard" not in found and 2 <= len(suit_cards) <= 3 and suit_cards[0].rank == 6 and \
                not any(c.suit == suit and c.rank == 7 for c in kept):
            found["guard"] = suit_cards[0].name
    return found


def _and(parts):
    """Parts joined: "a, b and c"; "a, not 6, and c" when a part has a comma of its own."""
    if len(parts) == 1:
        return parts[0]
    last = ", and " if [part for part in parts if ", " in part] else " and "
    return ", ".join(parts[:-1]) + last + parts[-1]


def _keeps(found, hand=()):
    """What a kept hand holds, in words: "6 hearts for the point and the tierce major";
    "4 of your 5 diamonds for the point" when the exchange throws one of the suit (the
    plain "Keeps 4 diamonds" beside a diamond thrown read as a contradiction)."""
    parts = []
    if "point" in found:
        length, suit = found["point"][0], found["point"][1]
        held = len([card for card in hand if card.suit == suit])
        parts.append(("%d of your %d %s for the point" % (length, held, SUIT_NAMES[suit]) if held > length
                      else "%d %s for the point" % (length, SUIT_NAMES[suit])))
    if "sequence" in found:
        parts.append("the " + found["sequence"])
    parts.extend("the " + name for name in found["sets"])
    if "guard" in found:
        parts.append("the guard on the " + found["guard"])
    return _and(parts) if parts else None


def _against_best(found, best):
    """What an exchange gives up that the best one keeps, in words, or None (the most
    points first: the point, the sequence, the sets, the guard)."""
    lost = []
    if "point" in best and found.get("point") != best["point"]:
        length, suit, pips = best["point"]
        mine = found.get("point")
        if mine is not None and mine[0] == length and mine[2] < pips:
            # (the best's suit named when it is another: "3 spades of 29 pips, not 30" read as
            # spades of 30, where the best kept three hearts: a walk-through)
            lost.append("keeps a weaker point: %d %s of %d pips, not %s%d" % (
                length, SUIT_NAMES[mine[1]], mine[2], "" if mine[1] == suit else "%d %s of " % (length, SUIT_NAMES[suit]),
                pips))
        elif mine is not None and mine[0] >= length:
            pass  # no shorter, no weaker
        elif mine is not None and mine[1] == suit:
            lost.append("keeps %d %s for the point, not %d" % (mine[0], SUIT_NAMES[suit], length))
        else:
            # (the best exchange's point, which may be fewer cards than the hand holds of the
            # suit: "breaks your 4 spades" was read of a hand of five spades)
            lost.append("breaks the %d %s the best exchange keeps for the point" % (length, SUIT_NAMES[suit]))
    # (a sixième kept round the best exchange's quint keeps it, and more: nothing is broken)
    if "sequence" in best and found.get("sequence_key", (0, 0)) < best["sequence_key"]:
        lost.append("breaks the " + best["sequence"])
    for name in best["sets"]:  # four aces kept as three break the quatorze; three kept as four do not
        if name not in found["sets"] and (name.startswith("four ") or "four " + name[6:] not in found["sets"]):
            lost.append("breaks the " + name)
    if "guard" in best and found.get("guard") != best["guard"]:
        if best["guard"] in found["bare"]:
            lost.append("unguards the " + best["guard"])
        elif best["guard"] not in found["kings"]:
            lost.append("throws the " + best["guard"])
    lost = lost[:2]
    if len(lost) == 2 and lost[0].startswith("breaks ") and lost[1].startswith("breaks "):
        lost[1] = lost[1][len("breaks "):]  # "breaks the 5 spades the best exchange keeps for the point and the quart"
    return _and(lost) if lost else None


def count_words(given, best):
    """How many cards an exchange takes against the best one's: "exchanges 1 card, not 5"
    (said by the reasons, and looked for by the exchange puzzle, which says it otherwise)."""
    return "exchanges %d card%s, not %d" % (given, "" if given == 1 else "s", best)


def swap_words(discards, best):
    """How an exchange holding what the best one holds still differs from it, or None.

    >>> from piquet_core.cards import parse_cards
    >>> swap_words(parse_cards("KC 8S"), parse_cards("8H 8S")), swap_words(parse_cards("8S"), parse_cards("8H 8S"))
    ('throws the king of clubs rather than the eight of hearts', 'exchanges 1 card, not 2')
    >>> swap_words(parse_cards("AS"), parse_cards("8H 8S 7D"))
    'throws the ace of spades, which the best exchange keeps, and exchanges 1 card, not 3'
    >>> swap_words(parse_cards("9S 8H 7D"), parse_cards("8H 9D 7D"))
    'throws the nine of spades rather than the nine of diamonds'
    """
    # Ties broken by suit: MicroPython's sort is not stable.
    thrown = sorted([c for c in discards if c not in best], key=lambda c: (-c.rank, c.suit))
    kept = sorted([c for c in best if c not in discards], key=lambda c: (-c.rank, c.suit))
    higher = thrown and (not kept or thrown[0].rank > kept[0].rank)
    if len(discards) != len(best):
        count = count_words(len(discards), len(best))
        if higher and thrown[0].rank >= 6:  # an ace or a king thrown: the play's winners, said first
            return "throws the %s, which the best exchange keeps, and %s" % (thrown[0].name, count)
        return count
    if thrown and kept:  # (a card as high, or lower: the exchange still differs; a review gave a
        # learner's exchange, which cost 1.2 points, the coach's own reason, word for word)
        return "throws the %s rather than the %s" % (thrown[0].name, kept[0].name)
    return None


SHARE_NAMES = (("point", "the point"), ("sequence", "the sequence"), ("set", "the set"),
               ("bonus", "a pique or repique"))


def _bonus_name(seat):
    """The bonus a seat can make: only elder a pique (he scores first in the play)."""
    return "a repique" if seat == YOUNGER else "a pique or repique"


def _shares_lost(stats, best_stats, seat=None):
    """The classes this exchange scores less often than the best one, in the evaluation's
    figures, the largest drop first (two at most, each of 10 points or more), and how much
    more often it lets the opponent make a pique or repique (10 points or more), or None:
    "wins the point in 19%, not 62%, and the set in 44%, not 88%, of the talons tried".
    (A walk-through met "Exchanges 2 cards, not 5" alone where the cost was his repique.)

    >>> _shares_lost({"point": 0.19, "set": 0.44, "sequence": 0.3}, {"point": 0.62, "set": 0.88, "sequence": 0.35})
    'wins the set in 44%, not 88%, and the point in 19%, not 62%, of the talons tried'
    >>> _shares_lost({"point": 0.5, "their_bonus": 0.17}, {"point": 0.55, "their_bonus": 0.02}, seat=ELDER)
    'lets him make a repique in 17%, not 2%, of the talons tried'
    """
    drops = []
    for order, (key, name) in enumerate(SHARE_NAMES):
        name = _bonus_name(seat) if key == "bonus" else name
        drop = best_stats.get(key, 0.0) - stats.get(key, 0.0)
        if drop >= 0.1:
            drops.append((-drop, order, "%s in %s, not %s" % (name, percent(stats.get(key, 0.0)),
                                                              percent(best_stats[key]))))
    parts = ["wins " + _and([words for _, _, words in sorted(drops)[:2]])] if drops else []
    theirs, best_theirs = stats.get("their_bonus", 0.0), best_stats.get("their_bonus", 0.0)
    if theirs - best_theirs >= 0.1:
        other = None if seat is None else (YOUNGER if seat == ELDER else ELDER)
        parts.append("lets him make %s in %s, not %s" % (_bonus_name(other), percent(theirs), percent(best_theirs)))
    if not parts:
        return None
    return _and(parts) + ", of the talons tried"


def _share_words(share, tried):
    """A share of the talons tried: "47%", or with few of them (``tried``), the count:
    "1" (of 8: "13%" of eight talons read oddly to a walk-through)."""
    if tried is not None and tried <= 20:
        return "%d" % int(share * tried + 0.5)
    return percent(share)


def _tried_words(tried):
    return " of the talons tried" if tried is None or tried > 20 else " of the %d talons tried" % tried


def exchange_reason(hand, discards, stats, cost, units="points", best=None, best_stats=None, seat=None, tried=None,
                    leaves_to_him=True):
    """Why this exchange: what it keeps (or, given ``best``, the discards of the best
    exchange, what it gives up against it), and what the evaluation found for it; ``seat``
    whose exchange it is (younger can make a repique, never a pique: a review found
    "a pique or repique in 6%" said to him).

    ``stats``: {"point", "sequence", "set", "bonus"}: how often this seat scored each in
    the worlds tried; ``best_stats`` the same for the best exchange: given both, what
    an exchange gives up is followed by the classes it scores less often (the size of
    a cost that a count or a card alone does not explain). ``tried``: how many talons the
    evaluation tried, when the shares are better said as counts (a puzzle's eight).
    ``leaves_to_him``: whether the cards elder leaves may go to younger (not when younger
    exchanges first): an elder told only "Exchanges 2 cards, not 5" is not told why.

    >>> from piquet_core.cards import parse_cards
    >>> hand = parse_cards("AC KC QC JC 9C 8S 7S 9H 8H 7D 8D 9D")
    >>> exchange_reason(hand, tuple(parse_cards("8S 7S 7D")), {"point": 0.125, "bonus": 0.25}, 0.0, tried=8).split("; ")[1]
    'wins the point in 1 and a pique or repique in 2 of the 8 talons tried.'
    >>> exchange_reason(hand, tuple(parse_cards("8S 7S")), None, 4.0, best=tuple(parse_cards("8S 7S 7D 8D 8H")), seat=ELDER)
    'Exchanges 2 cards, not 5 (the 3 cards you leave may go to him); costs about 4.0 points on average.'
    """
    found = _holdings([c for c in hand if c not in discards])
    text = None
    if best is not None and cost >= 0.05:
        against = _against_best(found, _holdings([c for c in hand if c not in best]))
        text = swap_words(discards, best) if against is None else against
        count = count_words(len(discards), len(best))
        left = len(best) - len(discards)
        if left and against is not None:  # the count first: "Breaks the tierce" alone hid 1 card taken of 3 (a walk-through)
            text = count + ", and " + against
        if seat == ELDER and leaves_to_him and left > 0 and count in text:
            at = text.find(count) + len(count)
            text = text[:at] + " (the %d card%s you leave may go to him)" % (left, "" if left == 1 else "s") + text[at:]
        lost = _shares_lost(stats, best_stats, seat) if text and stats and best_stats else None
        if lost:
            text += ": it " + lost
    shares = []
    if text is None:  # what it keeps, and how often that scored
        kept = _keeps(found, hand)
        text = "keeps " + kept if kept else "exchanges %d" % len(discards)
        # and a set of the hand it throws a card of (a walk-through was told of the four
        # jacks kept, never of the three queens given up for them)
        broken = [name for name in _holdings(hand)["sets"] if name not in found["sets"]]
        if broken:
            text += ", though it breaks the " + " and the ".join(broken)
    elif stats is not None:
        stats = None  # against the best: the difference alone, short (the best's row has the shares)
    if stats:
        if stats.get("point", 0) >= 0.05:
            shares.append("wins the point in %s" % _share_words(stats["point"], tried))
        if stats.get("bonus", 0) >= 0.05:
            shares.append("%s in %s" % (_bonus_name(seat), _share_words(stats["bonus"], tried)))
    if shares:
        text += "; " + " and ".join(shares) + _tried_words(tried)
    if cost >= 0.05:
        text += "; " + cost_words(cost, units)
    return text[0].upper() + text[1:] + "."


# ----- the declarations ----------------------------------------------------------------------

def held_words(combos):
    """A holding of one class by name: each of ``combos``, "two tierces to the queen" for two
    of a name (the coach's call of both read "your tierce to the queen", a walk-through).

    >>> from piquet_core.cards import parse_cards
    >>> held_words(all_of(SEQUENCE, parse_cards("QH JH TH QC JC TC AS 9S 8D 7D KS 7C")))
    'two tierces to the queen'
    >>> from piquet_core.combinations import SET
    >>> held_words(all_of(SET, parse_cards("AH AC AD KS KH KD QS 9S 8D 7D 7S 7C")))
    'trio of aces and trio of kings'
    """
    from ..speech import listed, number_words
    names = [combo.full_name for combo in combos]
    if len(names) > 1 and len(set(names)) == 1:
        first, _, rest = names[0].partition(" ")
        return "%s %ss%s" % (number_words(len(names)), first, " " + rest if rest else "")
    return listed(names)


def declaration_reason(item, honest, cost, units="points", kind=None, hand=None, seat=None, proving=(),
                       second=False):
    """Why this call or answer (``item`` from ``evaldeclare.evaluate``; ``kind`` the class,
    ``hand`` the seat's cards, to name what a sink hides; ``seat`` whose choice it is, to
    name the bonus he can make: elder a pique or repique, younger only a repique;
    ``second``: the answer is to the second figure)."""
    text = str(item["action"])
    held = all_of(kind, hand) if kind is not None and hand is not None else ()
    yours = ("your " + held_words(held if kind != POINT else held[:1])) if held else "what you hold"
    scores = "score" if kind != POINT and len(held) > 1 else "scores"
    if text == str(honest["action"]):
        if text.endswith(" none") or text == "good":
            words = "nothing of yours can score here" if text != "good" else "his call is better than your hand"
        elif text == "equal" and second:  # (not "the second figure decides", said of it already: a walk-through)
            words = "yours is the same to the second figure too: equal, so neither of you scores the %s" % (
                kind or "class")
        elif text == "equal":
            words = "yours is as long: the second figure decides"
        else:
            share = percent(item["wins"])
            # (a share of the hands sampled for him: "none" of them is not "it never scores",
            # which a walk-through read as a certainty the cards he had shown did not give)
            words = ("%s %s in %s of the hands he may hold" % (yours, scores, share)) if share != "0%" else \
                "%s scored in none of the hands the coach tried for him" % yours
    else:
        given = item["theirs"] - honest["theirs"]
        lost = max(honest["mine"] - item["mine"], 0.0)
        # The class's figures are against the honest call, the cost against the best: what
        # they leave of the cost is the rest of the deal's (later classes, a pique or
        # repique, the play), always said, so the figures add up (a walk-through met
        # "giving up 6.0 points and handing him 5.1" beside a cost of 14).
        # (in the tenths said, so the three figures add up to the cost's exactly)
        rest = (tenths(cost) - (tenths(lost) if lost >= 0.05 else 0) - (tenths(given) if given > 0.05 else 0)) / 10.0
        rest = rest if rest >= 0.05 or rest <= -0.05 else 0.0
        where = _bonus_shift(item, honest, seat) if rest > 0 or (lost < 0.05 and given <= 0.05) else ""
        later = "; by the coach's count the cost is in the rest of the deal" + where
        if rest > 0:
            more = " here and, by the coach's count, %s more in the rest of the deal%s" % (decimal(rest), where)
        elif rest < 0:  # the class's figures are more than the cost: the rest of the deal gives some back
            more = " here, of which, by the coach's count, the rest of the deal gives back %s" % decimal(-rest)
            if item.get("sink_back", 0.0) - honest.get("sink_back", 0.0) >= 0.05:
                more += " (the sink rule scores the better holding at the end)"
        else:
            more = ""
        if text.endswith(" none") or text == "good":
            hidden = _hidden_suit(kind, hand, proving)
            if hidden:
                words = "keeps your %s secret for the play" % hidden
            elif held and proving and kind is not None:  # (everything it holds back, a proof shows)
                words = "keeps nothing secret: your proofs show him those cards"
            else:
                words = "keeps your hand secret for the play"
            if lost < 0.05 and given <= 0.05:
                words += (" at no cost: the %s would not score" % (kind or "call")) if not rest else \
                    ": the %s would not score%s" % (kind or "call", later)
            else:
                costs = ["giving up %s points" % decimal(lost)] if lost >= 0.05 else []
                costs += ["handing him %s" % decimal(given)] if given > 0.05 else []
                words += ", " + " and ".join(costs) + more
        else:
            words = ("says Equal though %s %s better" % (yours, "is" if scores == "scores" else "are")
                     if text == "equal" else "calls less than %s" % yours)
            # What he scores instead is said too: with it the figures add up to the cost.
            costs = ["gives up %s points" % decimal(lost)] if lost >= 0.05 else []
            costs += ["hands him %s" % decimal(given)] if given > 0.05 else []
            if costs:
                words += ": " + " and ".join(costs) + more
            else:
                words += (": no points lost in this class" + later) if rest else ": no points lost here"
    if cost >= 0.05:
        words += "; " + cost_words(cost, units)
    return words[0].upper() + words[1:] + "."


def _bonus_shift(item, honest, seat=None):
    """", where he makes a repique in 40% of the hands he may hold, not 0%": what moves a
    declaration's cost into the rest of the deal, a pique or repique the choice gives him or
    costs the chooser (shares from ``evaldeclare.evaluate``); "" if neither moves by 5%."""
    if "bonus" not in item or "bonus" not in honest:
        return ""
    his_kind = "repique" if seat == ELDER else "pique or repique"  # (only elder can make a pique)
    my_kind = "repique" if seat == YOUNGER else "pique or repique"
    said = []
    if item["their_bonus"] - honest["their_bonus"] >= 0.05:
        said.append("he makes a %s in %s of the hands he may hold, not %s" % (
            his_kind, percent(item["their_bonus"]), percent(honest["their_bonus"])))
    if honest["bonus"] - item["bonus"] >= 0.05:
        said.append("you make a %s in %s, not %s" % (my_kind, percent(item["bonus"]), percent(honest["bonus"])))
    return (", where " + " and ".join(said)) if said else ""


def _hidden_suit(kind, hand, proving=()):
    """The suit an honest call of ``kind`` would show, in words, or None; never one whose
    cards ``proving`` (the cards his proofs show or will show) gives away already (a
    walk-through was told his sunk tierce "keeps your hearts secret" after his point of six
    hearts had been shown)."""
    if kind is None or hand is None:
        return None
    held = [combo for combo in all_of(kind, hand) if [card for card in combo.cards if card not in proving]]
    if not held:
        return None
    if kind == POINT:
        return SUIT_NAMES[held[0].cards[0].suit]
    # every sequence or set a win of the class would show, not the best alone (a walk-through
    # sank a quart major in spades and a quart in clubs and read "keeps your clubs secret")
    from ..cards import RANK_PLURALS
    from ..speech import listed
    names = []
    for combo in held:
        name = SUIT_NAMES[combo.cards[0].suit] if kind == SEQUENCE else RANK_PLURALS[combo.rank]
        if name not in names:
            names.append(name)
    return listed(names)
