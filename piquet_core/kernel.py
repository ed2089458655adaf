"""A compact state of the play, for search and simulation: make, unmake, legal plays.

Glossary:
    elder / younger: seat 0 (the non-dealer, who leads first) and seat 1 (the dealer).
    trick:       a card led and a card played to it; the higher card of the suit led
                 wins, unless a trump is played to a plain suit; the winner leads next.
    trumps:      CardParade's optional trump suit (``trump``: its suit index, -1 for
                 none, the default). The follower must follow suit if he can, else
                 play a trump if he holds one, else any card; he need never beat the
                 card led. The highest
                 trump in a trick wins it, else the highest card of the suit led.
    lead / win:  1 point for each card led, 1 for winning a trick the opponent led;
                 under ``old_count`` only with a ten or higher.
    last trick:  1 more point (4 under ``last_trick_four``) for winning the last trick.
    the cards:   10 for winning seven tricks or more; at six all nobody scores them.
    capot:       all twelve tricks: 40 instead of the cards and of the last trick's point
                 (``cavendish_capot`` keeps that point).
    pique:       while no pique or repique has been made in the deal, a player whose total
                 reaches 30 through play points while the opponent's total is 0 scores 30
                 more at once. The cards and capot never count toward it.
    repique:     30 from declarations alone before the opponent scores: 60 more (scored
                 before the play, so the play itself can only make a pique).
    announced capot: CardParade: a player who announced before the exchange that he
                 will take all twelve tricks (``announced``: his seat, None if nobody
                 did; see ``_finish`` for what it scores).

Layout. A card is the engine's index ``suit * 8 + rank`` (rank 0 = seven .. 7 = ace). A
hand is four 8-bit rank masks, one per suit, so no value ever needs more than 31 bits
(MicroPython's small ints); ``PlayState.hands`` holds both hands as one list of eight
masks, ``hands[seat * 4 + suit]``. Everything else is a handful of small ints: the
leader, the card led to the trick in progress (-1 between tricks), tricks won, both
running totals and whether a bonus was made. ``play`` pushes what it changes on a stack
and ``unplay`` pops it, so a search walks the tree with one state.

>>> state = PlayState.from_hands("AS 7H", "KS 8H", leader=ELDER, won=(5, 5), totals=(20, 15))
>>> [card_code(c) for c in state.legal()]
['AS', '7H']
>>> log = []
>>> state.play(card_index("AS"), log); [card_code(c) for c in state.legal()]
['KS']
>>> state.play(card_index("KS"), log); state.totals, state.leader, state.won
([21, 15], 0, [6, 5])
>>> state.play(card_index("7H"), log); state.play(card_index("8H"), log); log
[(0, 1, 'lead'), (0, 1, 'lead'), (1, 1, 'win'), (1, 1, 'last trick')]
>>> state.totals, state.won, state.is_over
([22, 17], [6, 6], True)
>>> state.unplay(); state.unplay(); state.totals, state.to_act
([21, 15], 0)
"""

from .cards import CARD_TABLE, TEN, Card, as_cards, parse_suit
from .errors import UnknownSuitError
from .rules import DEFAULT_RULES
from .suitmasks import BIT, HIGH, LOW, NTH, POINT_KEY, POP, SEQ_KEY, SEQ_SCORE  # noqa: F401 (simulate, solver)

ELDER, YOUNGER = 0, 1
PIQUE, REPIQUE = "pique", "repique"
LEAD, WIN, LAST_TRICK, CARDS, CAPOT = "lead", "win", "last trick", "cards", "capot"
FAILED_CAPOT = "capot failed"
ANNOUNCED_CAPOT_BONUS = 80  # CardParade's announced capot, if the rules do not say


def announced_capot_bonus(rules):
    """What a capot announced and made scores under ``rules`` (``announced_capot``)."""
    return getattr(rules, "announced_capot", ANNOUNCED_CAPOT_BONUS) or ANNOUNCED_CAPOT_BONUS


def card_index(card):
    """The index of a Card, a code such as ``"TH"``, or an index.

    >>> card_index("AS"), card_index(Card(0, 1)), card_index(31)
    (7, 8, 31)
    """
    if isinstance(card, int):
        return card
    if isinstance(card, str):
        card = Card.parse(card)
    return card.suit * 8 + card.rank


def card_code(index):
    return CARD_TABLE[index].code


def display_key(index):
    """Display order of ``cards.sort_key``: suits S H D C, high to low."""
    return (index & 24) + 7 - (index & 7)


def mask_cards(masks, base=0):
    """Card indices of the four suit masks ``masks[base:base + 4]``, in display order."""
    out = []
    for suit in range(4):
        mask = masks[base + suit]
        rank = 7
        while mask:
            if mask >> rank & 1:
                out.append(suit * 8 + rank)
                mask ^= BIT[rank]
            rank -= 1
    return out


def scoring_ranks(rules):
    """Per rank, 1 if leading or winning with it scores under these rules."""
    if rules.old_count:
        return tuple(1 if rank >= TEN else 0 for rank in range(8))
    return (1, 1, 1, 1, 1, 1, 1, 1)


def trump_index(trumps):
    """The trump suit as an index 0-3 (spades, hearts, diamonds, clubs), -1 for none, from
    None, a suit letter or symbol (``Deal.trumps``) or an index.

    >>> trump_index(None), trump_index("H"), trump_index(3), trump_index(-1)
    (-1, 1, 3, -1)
    >>> trump_index("X")
    Traceback (most recent call last):
    ...
    ValueError: the trump suit must be None, a suit letter or 0-3, got 'X'
    """
    if trumps is None:
        return -1
    if isinstance(trumps, int) and trumps is not True and trumps is not False and -1 <= trumps <= 3:
        return trumps
    if isinstance(trumps, str):
        try:
            return parse_suit(trumps)
        except UnknownSuitError:
            pass
    raise ValueError("the trump suit must be None, a suit letter or 0-3, got %r" % (trumps,))


def trick_winner(leader, led, followed, trump=-1):
    """The seat that wins a trick, from card indices (``trump``: the trump suit's index).

    >>> trick_winner(ELDER, card_index("QS"), card_index("AS")), trick_winner(ELDER, card_index("QS"), card_index("AH"))
    (1, 0)
    >>> trick_winner(ELDER, card_index("QS"), card_index("7H"), trump=1)  # hearts trumps: the seven ruffs
    1
    >>> trick_winner(ELDER, card_index("QH"), card_index("AS"), trump=1)  # a plain ace never beats a trump
    0
    """
    if followed >> 3 == led >> 3:
        return 1 - leader if followed > led else leader
    return 1 - leader if followed >> 3 == trump else leader


# ----- the state ---------------------------------------------------------------------------


class PlayState:
    """The play of one deal: both hands, the trick in progress, tricks won, both totals.

    ``totals`` are the reckoned totals (everything scored so far in the deal, declarations
    included); ``bonus`` is None or (seat, "pique"/"repique"), as in the deal; ``trumps``
    the trump suit (None, a suit letter or an index; kept as the index ``trump``, -1 for
    none); ``announced`` the seat that announced a capot, or None.
    Build one with ``from_deal`` or ``PlayState.from_hands``.
    """

    __slots__ = ("hands", "leader", "led", "won", "totals", "bonus", "rules", "size",
                 "scores", "last_bonus", "cards_bonus", "capot_bonus", "capot_last",
                 "pique_bonus", "threshold", "trump", "announced", "announced_bonus", "_undo")

    def __init__(self, hands, leader, led, won, totals, bonus, rules=DEFAULT_RULES, trumps=None, announced=None):
        self.hands = list(hands)
        self.leader = leader
        self.led = led
        self.won = list(won)
        self.totals = list(totals)
        self.bonus = bonus
        self.rules = rules
        self.size = rules.hand_size
        self.scores = scoring_ranks(rules)
        self.last_bonus = rules.last_trick_bonus
        self.cards_bonus = rules.cards_bonus
        self.capot_bonus = rules.capot_bonus
        self.capot_last = bool(rules.capot_keeps_last_trick)
        self.pique_bonus = rules.pique_bonus
        self.threshold = rules.bonus_threshold
        self.trump = trump_index(trumps)
        if announced is not None and announced != ELDER and announced != YOUNGER:
            raise ValueError("the seat that announced a capot must be 0, 1 or None, got %r" % (announced,))
        self.announced = announced
        self.announced_bonus = announced_capot_bonus(rules)
        self._undo = []

    @classmethod
    def from_hands(cls, elder, younger, leader=ELDER, led=None, totals=(0, 0), bonus=None, won=None,
                   rules=DEFAULT_RULES, trumps=None, announced=None):
        """A state from plain data: hands as text, Cards or indices; ``led`` the card the
        leader has already played to this trick (not in his hand), or None; ``trumps`` and
        ``announced`` as for the constructor.

        ``won`` defaults to an even split of the tricks already played (elder the odd one).

        >>> s = PlayState.from_hands("AS KS", "7H", leader=YOUNGER, led="8H", won=(9, 0))
        Traceback (most recent call last):
        ...
        ValueError: won (9, 0) and 2 cards left make 11 tricks, not 12
        """
        masks = [0] * 8
        seen = set()
        for seat, cards in ((ELDER, elder), (YOUNGER, younger)):
            if isinstance(cards, str):
                cards = as_cards(cards)
            for card in cards:
                index = card_index(card)
                if index in seen:
                    raise ValueError("card %s is given twice" % card_code(index))
                seen.add(index)
                masks[seat * 4 + (index >> 3)] |= BIT[index & 7]
        led = -1 if led is None else card_index(led)
        if led in seen:
            raise ValueError("the card led, %s, is also in a hand" % card_code(led))
        sizes = [0, 0]
        for seat in (ELDER, YOUNGER):
            for suit in range(4):
                sizes[seat] += POP[masks[seat * 4 + suit]]
        follower_size = sizes[1 - leader]
        if sizes[leader] + (1 if led >= 0 else 0) != follower_size:
            raise ValueError("hands of %d and %d cards do not fit a trick %s" % (
                sizes[0], sizes[1], "after a lead" if led >= 0 else "boundary"))
        played = rules.hand_size - follower_size
        if won is None:
            won = (played - played // 2, played // 2)
        if won[0] + won[1] != played:
            raise ValueError("won %r and %d cards left make %d tricks, not %d" % (
                tuple(won), follower_size, won[0] + won[1] + follower_size, rules.hand_size))
        return cls(masks, leader, led, won, totals, bonus, rules, trumps, announced)

    def copy(self):
        """An independent copy (the undo stack starts empty)."""
        return PlayState(self.hands, self.leader, self.led, self.won, self.totals, self.bonus, self.rules,
                         self.trump, self.announced)

    # ----- reading ----------------------------------------------------------------------

    @property
    def to_act(self):
        return self.leader if self.led < 0 else 1 - self.leader

    @property
    def is_over(self):
        h = self.hands
        return self.led < 0 and not (h[0] | h[1] | h[2] | h[3] | h[4] | h[5] | h[6] | h[7])

    @property
    def tricks_left(self):
        """Tricks not finished yet (the one in progress included)."""
        return self.size - self.won[0] - self.won[1]

    def hand(self, seat):
        """``seat``'s cards as indices, in display order."""
        return mask_cards(self.hands, seat * 4)

    def legal(self):
        """The cards the player to act may play, in display order."""
        h = self.hands
        led = self.led
        if led < 0:
            return mask_cards(h, self.leader * 4)
        base = (1 - self.leader) * 4
        suit = led >> 3
        mask = h[base + suit]
        if not mask:
            trump = self.trump
            if trump < 0 or not h[base + trump]:
                return mask_cards(h, base)
            suit = trump  # void in the suit led: he must trump
            mask = h[base + trump]
        out = []
        rank = 7
        while rank >= 0:
            if mask >> rank & 1:
                out.append(suit * 8 + rank)
            rank -= 1
        return out

    def is_legal(self, card):
        h = self.hands
        if self.led < 0:
            return bool(h[self.leader * 4 + (card >> 3)] >> (card & 7) & 1)
        base = (1 - self.leader) * 4
        if not h[base + (card >> 3)] >> (card & 7) & 1:
            return False
        if card >> 3 == self.led >> 3 or h[base + (self.led >> 3)]:
            return card >> 3 == self.led >> 3
        trump = self.trump  # void in the suit led: a trump if he holds one
        return trump < 0 or card >> 3 == trump or not h[base + trump]

    # ----- make / unmake ----------------------------------------------------------------

    def play(self, card, log=None):
        """Play ``card`` (an index) for the player to act; it must be legal (unchecked).

        If ``log`` is a list, each score is appended as (seat, points, category).
        """
        totals = self.totals
        self._undo.append((card, self.leader, self.led, totals[0], totals[1], self.bonus))
        h = self.hands
        leader = self.leader
        led = self.led
        if led < 0:  # a lead
            h[leader * 4 + (card >> 3)] ^= BIT[card & 7]
            self.led = card
            if self.scores[card & 7]:
                self._score(leader, 1, LEAD, log)
            return
        follower = 1 - leader
        h[follower * 4 + (card >> 3)] ^= BIT[card & 7]
        self.led = -1
        won = self.won
        if card >> 3 == led >> 3 and card > led or card >> 3 == self.trump != led >> 3:
            winner = follower
            won[follower] += 1
            if self.scores[card & 7]:
                self._score(follower, 1, WIN, log)
        else:
            winner = leader
            won[leader] += 1
        self.leader = winner
        if won[0] + won[1] == self.size:
            self._finish(winner, log)

    def _score(self, seat, points, category, log, pique=True):
        totals = self.totals
        totals[seat] += points
        if log is not None:
            log.append((seat, points, category))
        if pique and self.bonus is None and totals[seat] >= self.threshold and totals[1 - seat] == 0:
            self.bonus = (seat, PIQUE)
            totals[seat] += self.pique_bonus
            if log is not None:
                log.append((seat, self.pique_bonus, PIQUE))

    def _finish(self, last, log):
        won = self.won
        capot = won[last] == self.size
        if not capot or self.capot_last:
            self._score(last, self.last_bonus, LAST_TRICK, log)
        announced = self.announced
        if capot:
            self._score(last, self.announced_bonus if announced == last else self.capot_bonus, CAPOT, log, False)
        elif won[0] * 2 > self.size:
            self._score(ELDER, self.cards_bonus, CARDS, log, False)
        elif won[1] * 2 > self.size:
            self._score(YOUNGER, self.cards_bonus, CARDS, log, False)
        if announced is not None and not (capot and last == announced):
            self._score(1 - announced, self.capot_bonus, FAILED_CAPOT, log, False)

    def unplay(self):
        """Undo the last ``play``."""
        card, leader, led, total0, total1, bonus = self._undo.pop()
        if led < 0:
            self.hands[leader * 4 + (card >> 3)] |= BIT[card & 7]
        else:
            self.hands[(1 - leader) * 4 + (card >> 3)] |= BIT[card & 7]
            self.won[self.leader] -= 1
        self.leader = leader
        self.led = led
        self.totals[0] = total0
        self.totals[1] = total1
        self.bonus = bonus

    def __repr__(self):
        return "PlayState(elder=%s, younger=%s, leader=%d, led=%s, won=%r, totals=%r, bonus=%r)" % (
            " ".join(card_code(c) for c in self.hand(ELDER)), " ".join(card_code(c) for c in self.hand(YOUNGER)),
            self.leader, card_code(self.led) if self.led >= 0 else None, self.won, self.totals, self.bonus)


# ----- from a Deal ---------------------------------------------------------------------------


def from_deal(deal):
    """The kernel state of a deal in the play (or over).

    >>> from piquet_core.deal import Deal
    >>> deal = Deal.from_seed(3)
    >>> while deal.phase != "play": _ = deal.do(deal.legal_actions()[0])
    >>> state = from_deal(deal)
    >>> sorted(card_code(c) for c in state.hand(ELDER)) == sorted(c.code for c in deal.hands[0])
    True
    """
    if deal.phase not in ("play", "over"):
        raise ValueError("the deal is in the %s, not the play" % deal.phase)
    masks = [0] * 8
    for seat in (ELDER, YOUNGER):
        for card in deal.hands[seat]:
            masks[seat * 4 + card.suit] |= BIT[card.rank]
    won = [0, 0]
    for trick in deal.tricks:
        won[trick[3]] += 1
    current = deal.current
    led = current[0].suit * 8 + current[0].rank if current else -1
    # Pique needs the reckoned totals: before elder's first lead ``deal.totals`` (as said
    # aloud) still lacks younger's declaration scores, which he states only after it.
    return PlayState(masks, deal.leader, led, won, tuple(deal.reckoned_totals), deal.bonus, deal.rules,
                     getattr(deal, "trumps", None), deal_announcer(deal))


def deal_announcer(deal):
    """The seat that announced a capot in ``deal`` (CardParade), or None."""
    return getattr(deal, "capot_announced", None)
