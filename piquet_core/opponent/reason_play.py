"""The coach's reasons for the cards of the play, from facts the cards prove.

Glossary (see also ``reasons``):
    out:         the cards of a suit the opponent may still hold (``playrules.suit_states``):
                 not played, not in this hand, not seen, not in a suit he showed void in.
    master:      a card above every card out in its suit; with none out, every card of
                 the suit is one: led, it wins (without trumps).
    long cards:  when you hold more of a suit than he may hold, the ones beyond his count
                 win once his are gone.
    at stake:    capot (40), pique (30: reached before he scores, so only while he has
                 nothing in the deal) or the cards (the majority of tricks: 10) hang on
                 this trick, by the count of tricks and the deal's totals, and the values
                 say so: the best card that wins it and the best that loses it differ by
                 at least half the bonus. In the deal: a costlier card whose cost is half
                 a bonus or more, when the trick alone does not explain it, is said first
                 with what the count of tricks leaves open: the capot while a side has no
                 trick, else the cards while neither side has the majority.

A sentence names only cards of the hand or of the trick; the first fact that holds, in
the order written here, is the one said (what matters most first).

>>> from piquet_core.cards import parse_cards
>>> _count_words(1, "club"), _count_words(3, "club")
('one club', 'three clubs')
"""

from ..cards import RANK_NAMES, SUIT_NAMES, TEN, sort_key
from ..combinations import CLASSES
from ..declarations import call_score, honest_call
from ..figures import one_decimal
from ..speech import number_words
from ..seats import ELDER
from ..suitmasks import POP
from .playrules import suit_states
from .reasons import cost_words


def _count_words(count, noun):
    return "%s %s%s" % (number_words(count), noun, "" if count == 1 else "s")


def _tricks_won(count):
    return "no trick" if count == 0 else _count_words(count, "trick")


def _guarded_king(state):
    """The king or queen a short suit guards (the ace outstanding), or None."""
    mine = state.mine
    if 2 <= len(mine) <= 3 and mine[0].rank in (5, 6) and mine[0].rank < state.top_out:
        return mine[0]
    return None


def capot_open(taker, other):
    """Could the holder of ``taker`` still win every trick against ``other`` (both the
    cards left, no trumps)? Not when ``other`` holds a card above every one ``taker``
    holds of its suit: he keeps that card, and it takes ``taker``'s first lead of the
    suit (at the latest his last card takes ``taker``'s last). A necessary condition
    only: True does not promise the capot.

    >>> from piquet_core.cards import parse_cards
    >>> capot_open(parse_cards("AH KH KC"), parse_cards("QH AC 7D")), capot_open(parse_cards("AH KH"), parse_cards("QH AC"))
    (False, True)
    """
    top = [-1, -1, -1, -1]
    for card in taker:
        top[card.suit] = max(top[card.suit], card.rank)
    return not any(top[card.suit] >= 0 and card.rank > top[card.suit] for card in other)


class _Trick:
    """The count of tricks, and what hangs on this one (see "at stake")."""

    def __init__(self, know, values, wins, worlds=None):
        rules = know.rules
        self.mine, self.his = know.tricks_won[know.seat], know.tricks_won[know.opp]
        # A capot still open in some hand he may hold (``worlds``, the coach's samples): a
        # walk-through was told "it keeps your capot alive" when his "Equal" had proved the
        # ace over her only club. Without samples, or with trumps, the count alone decides.
        every = worlds if worlds and know.trump < 0 else None
        self.my_capot = self.his == 0 and (know.trump >= 0 or capot_open(know.hand, know.opp_known)) and \
            (every is None or any(capot_open(know.hand, hand) for hand in every))
        self.his_capot = self.mine == 0 and (every is None or any(capot_open(hand, know.hand) for hand in every))
        self.need = (self.mine + self.his + len(know.hand)) // 2 + 1
        won = [values[c] for c in values if wins(c)]
        lost = [values[c] for c in values if not wins(c)]
        self.gap = abs(max(won) - max(lost)) if won and lost else 0.0
        self.cards = rules.cards_bonus
        self.capot = rules.capot_bonus
        # Pique: 30 reached in the deal before he scores anything; a trick he wins scores
        # (not under the old count, where a low card wins without scoring).
        totals = know.view.totals
        # Who has scored, as the reckoning stands: a class younger won counts before the play
        # though he states it after elder's first lead (the totals said lag until then). A
        # walk-through was told "he scores nothing, so your pique stays in reach" after
        # hearing younger's "Not good" twice.
        scored = [totals[0] > 0, totals[1] > 0]
        for kind in CLASSES:
            record = know.talk[kind]
            if record.winner is not None:
                scored[record.winner] = True
            elif record.younger_pending and (not worlds or any(
                    call_score(honest_call(kind, list(hand))) for hand in worlds)):
                # After elder's "No ...", younger's call is said only at elder's first lead:
                # whatever he holds scores first. No promise unless no hand he may hold has one.
                scored[1] = True
        self.pique = rules.pique_bonus
        spread = self.gap
        if know.led is None and not won and values:
            # A lead no card of which surely wins: the stake is between the leads he can beat
            # and those he may not (at 28 to 0 the seven of diamonds, 25 points above the
            # rest, was said only to give him the lead if he could beat it: a walk-through).
            spread = max(values.values()) - min(values.values())
        in_reach = not rules.old_count and spread >= self.pique / 2.0
        open_to_me = not rules.old_count and not scored[know.opp] and totals[know.seat] < rules.bonus_threshold
        self.my_pique = in_reach and open_to_me
        # (only elder can make pique, RULES.md §6: elder's first lead scores whatever card
        # he leads, so "no pique for him" was no reason for one lead over another to elder)
        self.his_pique = in_reach and know.opp == ELDER and not scored[know.seat] and \
            totals[know.opp] < rules.bonus_threshold
        # His lead now scores the point that makes 30 before he has scored: the pique is
        # made by any lead (the values of every lead count it, so no gap says so).
        self.pique_by_lead = know.led is None and open_to_me and totals[know.seat] + 1 >= rules.bonus_threshold

    def if_won(self):
        """What winning this trick settles, in words, or None."""
        if self.my_capot and self.gap >= self.capot / 2.0:
            return "it keeps your capot (%d points) alive" % self.capot
        if self.his_capot and self.gap >= self.capot / 2.0:
            return "your first trick saves you from capot (%d points)" % self.capot
        if self.my_pique:
            return "he scores nothing, so your pique (%d points) stays in reach" % self.pique
        if self.his_pique:
            return "the trick scores, so no pique (%d points) for him" % self.pique
        if self.mine + 1 == self.need and self.gap >= self.cards / 2.0:
            return "your %s trick wins the cards (%d points)" % (_ordinal(self.need), self.cards)
        return None

    def in_deal(self, cost):
        """What of the deal a costlier card puts at risk, by the count of tricks, as a clause
        to say first, or None: a cost of half a bonus or more that the trick alone cannot
        explain is the capot's (while a side has no trick; half the cards' bonus once the
        cards are won, as the capot is then the one bonus left) or the cards' (while
        neither side has the majority)."""
        decided = self.mine >= self.need or self.his >= self.need
        capot = self.capot > 0 and cost >= (self.cards if decided else self.capot) / 2.0
        if capot and self.his_capot:
            return "you have no trick yet, so the capot (%d points) is at stake" % self.capot
        if capot and self.my_capot:
            return "he has no trick yet, so your capot (%d points) is at stake" % self.capot
        if self.cards > 0 and cost >= self.cards / 2.0 and self.mine < self.need and self.his < self.need:
            if self.mine == self.his == 0:
                return "no trick is won yet, so the cards (%d points) are at stake" % self.cards
            return "you have won %s and he has won %s, so the cards (%d points) are at stake" % (
                _tricks_won(self.mine), _tricks_won(self.his), self.cards)  # ("with no trick yet to his 6" read unclear)
        return None

    def if_lost(self):
        """What losing this trick gives up, as a clause, or None."""
        if self.my_capot and self.gap >= self.capot / 2.0:
            return "your capot (%d points) is lost" % self.capot
        if self.my_pique:
            return "he scores and your pique (%d points) is lost" % self.pique
        if self.his + 1 == self.need and self.gap >= self.cards / 2.0:
            return "his %s trick wins him the cards (%d points)" % (_ordinal(self.need), self.cards)
        return None


def _ordinal(number):
    words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
    return words[number - 1] if 1 <= number <= len(words) else "%dth" % number


def play_reasons(know, values, units="points", worlds=None, chosen=None):
    """{card: reason} for every card valued in ``values`` ({card: mean value}); ``worlds``:
    the hands he may hold that the values were found over, if known; ``chosen``: the
    coach's own card among the best, the one a costlier card is told "does better" than
    (a walk-through read "the king of diamonds does better" beside "The coach would choose:
    the nine of diamonds", two cards of one value)."""
    states = suit_states(know)
    best_value = max(values.values())
    # (in display order: the one named is then the same on every runtime, whatever order the values came in)
    best = sorted([card for card in values if values[card] >= best_value - 1e-9], key=sort_key)
    if chosen in best:
        best.remove(chosen)
        best.insert(0, chosen)
    trump = know.trump  # CardParade's trump suit, -1 for none
    trumps_out = trump >= 0 and states[trump].out
    led = know.led

    def sure(card):  # led, it wins whatever he holds
        return card.rank > states[card.suit].top_out and (not trumps_out or card.suit == trump)

    def wins(card):  # played now, it takes the trick
        if led is None:
            return sure(card)
        return card.suit == led.suit and card.rank > led.rank or card.suit == trump != led.suit

    trick = _Trick(know, values, wins, worlds)
    out = {}
    for card in values:
        if led is None:
            text = _lead(know, states, card, best, trick, sure(card), trumps_out, worlds)
        else:
            text = _follow(know, states, card, values, trick, wins(card))
        own = text  # the card's own reason, before what the deal loses is put in front of it
        staked = trick.if_won() if wins(card) else trick.if_lost()
        cost = best_value - values[card]
        # What the deal loses comes first; a cost it explains is not the last trick's point.
        at_risk = None if staked or card in best or units != "points" else trick.in_deal(cost)
        if at_risk:  # (a reason with a colon of its own comes after a semicolon: never two colons)
            text = at_risk + ("; " if ":" in text else ": ") + text
        elif not staked:  # what hangs on the trick matters more than the last trick's point
            end = _endgame(know, states, card, best, values, wins(card))
            # With no trick yet, the master kept may be the one to save the capot, when the
            # values say the capot is at stake (said as a possibility: he may lead another suit).
            worst = best_value - min(values.values())
            if end and card in best and trick.his_capot and units == "points" and \
                    (trick.in_deal(worst) or "").startswith("you have no trick yet"):
                end += ": a first trick would save you from capot (%d points)" % trick.capot
            text = own = end or text
        if card in best and text.startswith("spends the ") and text.endswith(" on a trick lost anyway"):
            # as cheap as the coach's own card: not a fault ("Spends the queen ..." beside a
            # cost of 0 and "No better than yours", a walk-through)
            text = "the trick is lost anyway: %s the %s costs no more than a lower one" % (
                COUNT_WORDS, card.name)
        elif card in best and text.startswith("throws away a"):
            text = _best_winner_thrown(text, card, values, states, sure, best)
        elif card in best and text.startswith(_RISKS):  # the coach's card, said as a warning, read as advice against it
            others = [other for other in best if other is not card]
            # (tied with other cards: "costs least" beside the coach's other card, and his
            # "No better than yours", read as a contradiction to a walk-through)
            least = "costs least" if not others else "ties with the %s for the least cost" % others[0].name \
                if len(others) == 1 else "ties with %s other cards for the least cost" % number_words(len(others))
            text = "%s it %s, though it %s" % (COUNT_WORDS, least, text)
        if card not in best and own.startswith(
                ("the %s is a sure winner" % card.name, "wins the trick with ", "trumps his ")):
            # A card said for its merit, under a costlier choice in the review (where the cost
            # is its own column): "The ace of clubs is a sure winner." beside 11 points, and
            # "the cards (10 points) are at stake: the ace of spades is a sure winner" beside 10.8.
            text += ", yet %s the %s does better" % (COUNT_WORDS, best[0].name)
        if trick.pique_by_lead and "pique" not in text:  # (at 29 to 0 the hint spoke only of long hearts)
            text = "any card you lead makes your thirtieth point before he scores: the pique (%d points) is " \
                   "yours; %s" % (trick.pique, text)
        if card not in best:
            text += "; " + cost_words(cost, units)
        out[card] = text[0].upper() + text[1:] + "."
    return out


def _endgame(know, states, card, best, values, wins):
    """With three cards or fewer: a master kept for the last trick (worth a point more)."""
    if len(know.hand) > 3:
        return None

    def master(c):
        return c.rank > states[c.suit].top_out
    if master(card) and card not in best and any(not master(c) for c in best):
        bonus = know.rules.last_trick_bonus
        # (said of the card played: "Keep the nine for the last trick" under the learner's own
        # move read, to a walk-through, as a description of what he had done)
        text = "spends the %s, a master that, kept, could take the last trick" % RANK_NAMES[card.rank]
        if max(values.values()) - values[card] > bonus + 0.5:
            # "worth a point more" beside a cost of 19.3 (a walk-through): the point is not all
            return text + ", and %s more than its point hangs on it" % COUNT_WORDS
        return text + ", worth %s more" % ("a point" if bonus == 1 else "%d points" % bonus)
    kept = [c for c in values if c not in best and master(c)]
    if card in best and not master(card) and kept:
        # Said of what the card does now: "ducks" was said of a card that won the trick and
        # of a discard (a walk-through), and of a lead.
        return "%s and keeps %s for the last trick" % (_played_words(know, card, wins),
                                                        _named(sorted(kept, key=sort_key)))
    return None


def _played_words(know, card, wins):
    """What playing ``card`` does to the trick, in a few words: "leads the seven of spades",
    "wins with the jack", "ducks with the nine", "throws the seven of spades"."""
    led = know.led
    if led is None:
        return "leads the %s" % card.name
    if card.suit == know.trump != led.suit:
        return "trumps with the %s" % card.name
    if card.suit != led.suit:
        return "throws the %s" % card.name
    return "%s with the %s" % ("wins" if wins else "ducks", RANK_NAMES[card.rank])


def _named(cards):
    """ "the ace of hearts", "the ace of hearts and the king of clubs", "the ace of hearts and two more"."""
    if len(cards) > 2:
        return "the %s and %s more" % (cards[0].name, number_words(len(cards) - 1))
    return " and ".join("the " + c.name for c in cards)


def _beats(hand, card, trump):
    """Whether ``hand`` holds a card that takes ``card`` led: a higher one of its suit, or
    (void in it) a trump."""
    same = [c for c in hand if c.suit == card.suit]
    if same:
        return any(c.rank > card.rank for c in same)
    return trump >= 0 and any(c.suit == trump for c in hand)


def _lead(know, states, card, best, trick, sure, trumps_out, worlds=None):
    state = states[card.suit]
    master = card.rank > state.top_out
    suit = SUIT_NAMES[card.suit]
    if sure:
        stake = trick.if_won()
        return "the %s is a sure winner" % card.name + (": " + stake if stake else "")
    stake = trick.if_lost()
    if stake and worlds and card in best:  # the coach's card: how often he can beat it, counted
        beaten = len([hand for hand in worlds if _beats(hand, card, know.trump)])
        return "he can beat the %s in %s of the %s hands he may hold that the coach tried; if he does, %s" % (
            card.name, number_words(beaten) if beaten else "none", number_words(len(worlds)), stake)
    if stake:
        return "if he beats the %s, %s" % (card.name, stake)
    if master:  # a plain master while he may still trump
        return "the %s is the highest %s left, if he cannot trump it" % (card.name, suit[:-1])
    shown = [c for c in know.opp_known if c.suit == card.suit and c.rank > card.rank]  # (higher, in his hand)
    if card.suit == know.opp_point_suit:
        if shown:
            return "leads into his point suit: he showed %s" % _count_words(len(shown), "higher " + suit[:-1])
        return "leads into his point suit (%s), where he is long" % suit
    if state.top_out > card.rank and len(state.mine) >= 4 and card is state.mine[0] and \
            POP[state.out >> (state.mine[1].rank + 1)] == 1:  # (only the card it drives out is above the rest)
        return "drives out %s so your long %s can win" % ("the ace" if state.top_out == 7 else "a higher " + suit[:-1],
                                                           suit)
    king = _guarded_king(state)
    if king is not None and card is not king and len(state.mine) == 2:
        return "leaves the %s bare: it falls if he leads the %s" % (king.name, _above(state, king, " or "))
    if shown and not trumps_out:  # (a walk-through's nine of hearts, led into the jack he proved, was
        # told only that long hearts win in the end)
        return "loses to a higher %s he showed, and gives him the lead" % suit[:-1]
    his = min(POP[state.out], know.opponent_hand_size)
    if len(state.mine) > his:
        return "leads your %s (%d, he may hold %d): once his are gone, the last ones win" % (
            suit, len(state.mine), his)
    if know.rules.old_count and card.rank < TEN and card not in best and any(c.rank >= TEN for c in best):
        return "a %s led scores nothing under the old count; a ten or higher would" % RANK_NAMES[card.rank]
    # every other master, the suit led's too (a walk-through's hint named the ace and king of
    # diamonds as the winners kept, not the ace of clubs held behind the ten of clubs led)
    kept = [c for c in know.hand if c != card and c.rank > states[c.suit].top_out]
    if card in best and kept:  # why lead a loser: the winners are kept (said of the best only)
        return "keeps your %s for later; he takes the lead only if he can beat the %s" % (
            _winners_words(kept, trumps_out), card.name)
    return "gives him the lead if he can beat the %s" % card.name


def _follow(know, states, card, values, trick, wins):
    led = know.led
    trump = know.trump
    if wins:
        stake = trick.if_won()
        if card.suit == trump != led.suit:  # void in the suit led: he must trump, and any trump wins
            lower = [c for c in values if c.suit == trump and c.rank < card.rank]
            text = "trumps his %s with the %s" % (led.name, card.name)
            return text + (": " + stake if stake else ", though a lower trump would win as well" if lower else "")
        cheaper = [c for c in values if c.suit == led.suit and led.rank < c.rank < card.rank]
        text = "wins the trick with the %s" % card.name
        return text + (": " + stake if stake else ", though a cheaper card would" if cheaper else "")
    stake = trick.if_lost()
    if card.suit == led.suit:
        winners = [c for c in values if c.suit == led.suit and c.rank > led.rank]
        if winners:
            return "lets his %s win: %s" % (led.name, stake) if stake else \
                "lets his %s win and keeps your %s for later" % (led.name, max(winners, key=lambda c: c.rank).name)
        return _lost_anyway(states[card.suit], card)
    return _discard(know, states, card)


# The facts that speak against a card: of the card the coach chooses they are said as a
# price it pays ("by the coach's count it costs least, though it leaves the king bare").
_RISKS = ("leaves the ", "unguards the ", "loses to a higher ")


def _best_winner_thrown(text, card, values, states, sure, best):
    """A card of the least cost throws away a winner: said as a choice, not as a fault. When
    every card he may throw is a winner, that is the reason; otherwise the coach's count
    is (a fact of the evaluation, said as such). With other cards as cheap (``best``), it
    ties with them: "costs least" of it would read as the coach's choice, which may be
    another of them."""
    others = [other for other in best if other is not card]
    every = len(best) == len(values)
    if all(other.rank > states[other.suit].top_out for other in values):
        if every and others:
            return "every card you may throw would win if led, and %s they all cost the same" % COUNT_WORDS
        if others:
            return "every card you may throw would win if led: %s the %s %s for the least cost" % (
                COUNT_WORDS, card.name, "and the %s tie" % others[0].name if len(others) == 1 else
                "ties with %s others" % number_words(len(others)))
        return "every card you may throw would win if led: %s the %s costs least" % (COUNT_WORDS, card.name)
    if every:
        least = "costs the same as every other card you may play"
    elif others:
        least = "ties with %s for the least cost" % (
            "the " + others[0].name if len(others) == 1 else "%s other cards" % number_words(len(others)))
    else:
        least = "costs least"
    # (not "a sure winner, yet ... it costs least": beside a cost of 0 in the review, a
    # newcomer read the "yet" as a fault and could not tell whether he had made one)
    if sure(card):
        why = text.partition(": ")[2]  # "he holds no diamonds"
        return "throws the %s, which would win if led%s; %s you will not need it: it %s" % (
            card.name, " (%s)" % why if why else "", COUNT_WORDS, least)
    return "throws the %s, a winner; %s you will not need it: it %s" % (card.name, COUNT_WORDS, least)


# Where a reason says what a card costs by the coach's estimate alone (``with_exact``).
COUNT_WORDS = "by the coach's count"


def with_exact(reason, gap):
    """A card's ``reason`` beside the exact figure of the finished deal (both hands known),
    by which the best card makes ``gap`` points more than it: where the reason says the
    card costs least by the coach's count, it says that this is an average, and what the
    exact figure shows, so the words do not claim what the figure beside them denies.

    >>> said = with_exact("Throws the ace of spades, a winner; by the coach's count you will not need it: it costs least.", 1)
    >>> said.partition("least")[2]
    ' on average over the hands he might hold; with both hands known, another card makes 1 point more.'
    >>> with_exact("Wins the trick with the ace of spades.", 2)
    'Wins the trick with the ace of spades.'
    """
    if gap is None or gap < 0.05 or COUNT_WORDS not in reason or not reason.endswith("."):
        return reason
    amount = one_decimal(gap)
    return "%s on average over the hands he might hold; with both hands known, another card makes %s more." % (
        reason[:-1], amount + (" point" if amount == "1" else " points"))


def _lost_anyway(state, card):
    """A card of the suit led that cannot win it."""
    if len(state.mine) == 1:
        return "the trick is lost anyway"
    if card is state.mine[-1]:
        # one higher card is named: "your higher hearts" read as several
        kept = state.mine[0].name if len(state.mine) == 2 else "higher " + SUIT_NAMES[card.suit]
        return "the trick is lost anyway: the %s keeps your %s" % (RANK_NAMES[card.rank], kept)
    return "spends the %s on a trick lost anyway" % card.name


def _discard(know, states, card):
    """A card thrown on a suit you cannot follow (no trump to play)."""
    state = states[card.suit]
    suit = SUIT_NAMES[card.suit]
    trumps_out = know.trump >= 0 and states[know.trump].out and card.suit != know.trump
    if card.rank > state.top_out:
        if not state.out and not trumps_out:
            return "throws away a sure winner: he holds no %s" % suit
        return "throws away a winner, the %s" % card.name
    king = _guarded_king(state)
    if king is not None and card is not king:
        if len(state.mine) == 2:
            return "unguards the %s: bare, it falls if he leads the %s" % (king.name, _above(state, king, " or "))
        return "throws the %s and keeps the guard on the %s" % (card.name, king.name)
    if king is card:
        above = _above(state, card, " and ")
        return "gives up the %s, a winner once the %s %s been played" % (
            card.name, above, "have" if " and " in above else "has")
    his = min(POP[state.out], know.opponent_hand_size)
    if len(state.mine) - 1 > his:  # (said as why it costs little: "Shortens your clubs" read as a fault)
        return "throws one of your long %s: %d stay, against his %d at most, so the last of them can still " \
               "win once his are gone" % (suit, len(state.mine) - 1, his)
    kept = _kept(know, states, card)
    higher = POP[state.out >> (card.rank + 1)]
    text = "throws the %s" % card.name
    if kept:
        return text + " and keeps " + kept
    # ("are out" read to a walk-through as "already played": it meant the opposite)
    return text + ": %s %s still to be played" % (_count_words(higher, "higher " + suit[:-1]),
                                                 "is" if higher == 1 else "are")


def _above(state, card, joiner):
    """The ranks out above ``card`` in words, highest first: "ace", "ace and king"."""
    ranks = [rank for rank in range(7, card.rank, -1) if state.out >> rank & 1]
    return joiner.join(RANK_NAMES[rank] for rank in ranks)


def _kept(know, states, card):
    """What the rest of the hand keeps that matters most, in words, or None."""
    for suit in range(4):
        state = states[suit]
        king = _guarded_king(state)
        if suit != card.suit and king is not None and len(state.mine) == 2:
            return "the guard on the %s" % king.name
    for suit in range(4):
        state = states[suit]
        his = min(POP[state.out], know.opponent_hand_size)
        if suit != card.suit and state.out and len(state.mine) > his:
            return "your %d %s, more than he may hold" % (len(state.mine), SUIT_NAMES[suit])
    trumps_out = know.trump >= 0 and states[know.trump].out
    masters = [c for c in know.hand if c != card and c.rank > states[c.suit].top_out
               and (not trumps_out or c.suit == know.trump)]
    if masters:
        return "your " + _winners_words(masters, False)
    return None


def _winners_words(masters, trumps_out):
    """The masters a lead keeps, named: "highest card left in its suit (the ace of clubs)",
    "highest cards left in their suits (the ace of diamonds and five more)"; with trumps out,
    only the highest cards left. (They were "sure winners": a walk-through kept his ten of
    hearts as one, never had the lead again, and threw it under the last trick.)

    >>> from piquet_core.cards import Card
    >>> _winners_words([Card.parse("AC")], False), _winners_words([Card.parse("AD"), Card.parse("KC")], True)
    ('highest card left in its suit (the ace of clubs)', 'highest cards (the ace of diamonds and the king of clubs)')
    """
    several = len(masters) > 1
    what = "highest card%s" % ("s" if several else "")
    if not trumps_out:
        what += " left in their suits" if several else " left in its suit"
    return "%s (%s)" % (what, _named(masters))
