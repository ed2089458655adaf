"""What one seat knows from its view: the cards accounted for, the opponent's known
cards and voids, and what the dialogue told about his hand.

Glossary:
    view:          ``deal.view(seat)``, the seat's observation. Everything here is read
                   from its public members; never from the other hand.
    declared hand: a player's twelve cards after the exchange, the hand he declared
                   from. The opponent's declared hand is his cards in hand now plus the
                   cards he has played.
    unknown pool:  the cards this seat cannot place: each is in the opponent's hand, in
                   his discards, or in the talon unseen.
    proved:        the winner of a class shows the cards he scored; those are known to
                   be in his declared hand (a carte blanche proof shows the hand as dealt,
                   some of which he may have discarded since).
    void:          a player who did not follow suit has no card of the suit led; with
                   trumps (CardParade), one who neither followed nor trumped has no
                   trump either.
    trump:         the trump suit once named (``trump``: 0-3, -1 for none or not yet).
    first figure / second figure: the length of a point or sequence (the set itself for
                   a set) / the pip total of a point or the top card of a sequence.
    fact:          what a call or an answer says about the opponent's declared hand, as
                   a range of his best key in a class (``Fact``); a hard fact is a rule
                   of the game (nobody declares more than he holds), a soft one holds
                   only if he declared honestly (he may sink, or concede with Good).

A best key is one int per class: point ``length * 128 + pips``, sequence
``length * 8 + top rank``, set ``count * 8 + rank`` (0: nothing). Hands are four suit
masks (bit ``rank`` of ``masks[suit]``), as in ``kernel``.

>>> from piquet_core.deal import Deal
>>> know = Knowledge(Deal.from_seed(1).view(0))
>>> len(know.unknown), know.opponent_unknown, know.voids
(20, 12, 0)
"""

from ..actions import EQUAL, GOOD, NOT_GOOD
from ..cards import CARD_TABLE, PACK
from ..combinations import POINT, SEQUENCE, SET
from ..events import Answered, Called, Exchanged, Played, Proved, SecondFigure, TrumpsNamed
from ..kernel import trump_index
from ..suitmasks import BIT, POINT_KEY, POP, SEQ_KEY
from ..seats import ELDER, YOUNGER, opponent

CLASS_KINDS = (POINT, SEQUENCE, SET)
# How much a soft fact is trusted: a sample that breaks it is kept with this probability.
EXACT_CALL = 0.03      # a call names his best holding (he could have sunk part of it)
SAID_NONE = 0.08       # "No sequence": he holds none (or sank it)
SAID_GOOD = 0.12       # younger's Good: his is worse (or he conceded)
HARD = 0.0             # a rule of the game: never broken


def view_trump(view):
    """The trump suit of the view's deal (0-3), or -1: no trumps, or not named yet
    (``view.trumps``, else the public log's naming)."""
    named = getattr(view, "trumps", None)
    if named is not None:
        return trump_index(named)
    for entry in view.log:
        if type(entry) is TrumpsNamed:
            return entry.suit
    return -1


def masks_of(cards):
    """Four suit masks of ``cards``.

    >>> from piquet_core.cards import parse_cards
    >>> masks_of(parse_cards("AS 7S KH"))
    [129, 64, 0, 0]
    """
    masks = [0, 0, 0, 0]
    for card in cards:
        masks[card.suit] |= BIT[card.rank]
    return masks


def set_key(masks):
    """The best set of four suit masks as ``count * 8 + rank`` (0: none), tens and up.

    >>> from piquet_core.cards import parse_cards
    >>> set_key(masks_of(parse_cards("KS KH KD QS QH QD QC")))
    37
    """
    best = 0
    for rank in range(7, 2, -1):
        bit = BIT[rank]
        count = (masks[0] & bit and 1 or 0) + (masks[1] & bit and 1 or 0) + (masks[2] & bit and 1 or 0) + \
            (masks[3] & bit and 1 or 0)
        if count >= 3:
            key = count * 8 + rank
            if key > best:
                best = key
    return best


def best_keys(masks):
    """(point key, sequence key, set key) of a hand's four suit masks."""
    point = POINT_KEY[masks[0]]
    for suit in (1, 2, 3):
        if POINT_KEY[masks[suit]] > point:
            point = POINT_KEY[masks[suit]]
    seq = SEQ_KEY[masks[0]]
    for suit in (1, 2, 3):
        if SEQ_KEY[masks[suit]] > seq:
            seq = SEQ_KEY[masks[suit]]
    return point, seq, set_key(masks)


def combo_key(combo):
    """A combination's key in the one-int form of this module."""
    if combo.kind == POINT:
        return combo.length * 128 + combo.value
    if combo.kind == SEQUENCE:
        return combo.length * 8 + combo.top
    return combo.count * 8 + combo.rank


def _first_range(kind, first):
    """The keys whose first figure is ``first`` (a length; for sets the whole key)."""
    if kind == POINT:
        return first * 128, first * 128 + 127
    if kind == SEQUENCE:
        return first * 8, first * 8 + 7
    return first, first


class Fact:
    """The opponent's best key in class ``kind`` lies in ``lo..hi``; broken with
    probability ``slack`` (0: a rule of the game). ``why`` says where it came from."""

    __slots__ = ("kind", "index", "lo", "hi", "slack", "why")

    def __init__(self, kind, lo, hi, slack, why):
        self.kind = kind
        self.index = CLASS_KINDS.index(kind)
        self.lo, self.hi, self.slack, self.why = lo, hi, slack, why

    def holds(self, keys):
        return self.lo <= keys[self.index] <= self.hi

    def __repr__(self):
        return "Fact(%s %d..%d, slack %s: %s)" % (self.kind, self.lo, self.hi, self.slack, self.why)


class ClassTalk:
    """What was said in one class: elder's call (first figure key or None for none,
    or ``()`` not yet), the second figure, younger's answers, who won, younger's own call."""

    __slots__ = ("kind", "elder_first", "elder_key", "second", "answers", "younger_called", "younger_none",
                 "winner", "elder_combo", "younger_pending")

    def __init__(self, kind):
        self.kind = kind
        self.elder_first = ()       # () not called yet, None "no ...", else the first figure
        self.elder_key = None       # the full key when public (second figure said, or proved)
        self.elder_combo = None     # the combination elder called (public once he proves it)
        self.second = None          # the second figure's key, when said
        self.answers = []
        self.younger_called = False  # younger called his own (not logged until he states it)
        self.younger_none = False
        self.winner = None
        # Elder said "No ..." and the dialogue has gone past the class, but younger's own
        # call is not said until elder's first lead: whatever he holds in it scores, and
        # counts before the play (a walk-through, elder at 25 after "No set", was promised
        # a pique that younger's three aces had already made impossible).
        self.younger_pending = False


class Knowledge:
    """Everything ``view`` tells its seat that a player reasons with (see the module doc).

    Attributes: ``seat``, ``opp``, ``hand`` (own cards now), ``played`` (set of every card
    played), ``played_by`` (per seat, in order), ``voids`` (bit per suit the opponent
    has shown void in), ``opp_known`` (cards known to be in his hand now),
    ``opp_declared_known`` (known in his declared hand: proved, drawn, played),
    ``unknown`` (tuple, the unknown pool), ``opponent_unknown`` (how many cards of his hand
    now are unknown), ``talk`` ({kind: ClassTalk}), ``facts`` (list of ``Fact``),
    ``opp_exchange`` (his ``Exchanged`` or None), ``opp_point_suit`` (the suit he proved
    for the point, or None), ``tricks_won`` (per seat).
    """

    def __init__(self, view):
        me = view.seat
        opp = opponent(me)
        self.view = view
        self.seat, self.opp = me, opp
        self.rules = view.rules
        self.hand = tuple(view.hand)
        self.trump = trump = view_trump(view)
        played_by = ([], [])
        won = [0, 0]
        voids = 0
        for trick in view.tricks:
            follower = opponent(trick.leader)
            played_by[trick.leader].append(trick.led)
            played_by[follower].append(trick.followed)
            won[trick.winner] += 1
            if trick.followed.suit != trick.led.suit and follower == opp:
                voids |= 1 << trick.led.suit
                if trump >= 0 and trick.followed.suit != trump:  # he would have had to trump
                    voids |= 1 << trump
        if view.current:
            played_by[view.leader].append(view.current[0])
        self.played_by = played_by
        self.played = set(played_by[0]) | set(played_by[1])
        self.tricks_won = won
        self.voids = voids
        self.led = view.current[0] if view.current else None

        # The opponent's exchange, and what this seat saw of the talon.
        self.opp_exchange = None
        self.my_exchange = None
        for entry in view.log:
            if type(entry) is Exchanged:
                if entry.seat == opp:
                    self.opp_exchange = entry
                else:
                    self.my_exchange = entry
        mine = set(view.dealt) | set(view.drawn)
        seen = set(view.talon_seen) | set(view.exposed)
        opp_drawn_known = self._known_draws(view)

        # Proofs: what the opponent showed.
        declared_known = set(opp_drawn_known)
        dealt_known = set()
        self.opp_point_suit = None
        for entry in view.log:
            if type(entry) is Proved and entry.seat == opp:
                if entry.why == "carte blanche":
                    dealt_known.update(entry.cards)
                else:
                    declared_known.update(entry.cards)
                    if entry.why == POINT and entry.cards:
                        self.opp_point_suit = entry.cards[0].suit
        declared_known.update(played_by[opp])
        self.opp_dealt_known = dealt_known
        self.opp_declared_known = declared_known
        in_hand = set(card for card in declared_known if card not in self.played)
        self.opp_known = in_hand
        self.opponent_hand_size = view.opponent_hand_size
        accounted = mine | seen | declared_known
        self.unknown = tuple(card for card in PACK if card not in accounted)
        self.opponent_unknown = view.opponent_hand_size - len(in_hand)
        self._talk = None
        self._facts_found = None

    @property
    def talk(self):
        """{kind: ClassTalk}: what was said in each class (read on first use)."""
        if self._talk is None:
            self._talk = self._read_talk(self.view)
        return self._talk

    @property
    def facts(self):
        """The ``Fact`` list about the opponent's declared hand (read on first use)."""
        if self._facts_found is None:
            self._facts_found = self._facts()
        return self._facts_found

    # ----- the talon ---------------------------------------------------------------------

    def _known_draws(self, view):
        """Talon cards this seat saw that the opponent drew afterwards (elder looked at the
        cards he left; younger then drew from the top of them)."""
        if self.seat != ELDER or self.opp_exchange is None or view.rules.dealer_exchanges_first:
            return ()
        drawn = set(view.drawn)
        left = [card for card in view.talon_seen if card not in drawn]  # in talon order
        return tuple(left[:self.opp_exchange.count])

    # ----- the dialogue ------------------------------------------------------------------

    def _read_talk(self, view):
        talk = {}
        for kind in CLASS_KINDS:
            talk[kind] = ClassTalk(kind)
        for entry in view.log:
            kind = getattr(entry, "kind", None)
            if kind not in talk:
                continue
            record = talk[kind]
            kind_type = type(entry)
            if kind_type is Called:
                if entry.seat == ELDER:
                    if entry.combo is None:
                        record.elder_first = None
                    else:
                        # Only the first figure is said; the rest is public if proved.
                        record.elder_first = combo_key(entry.combo) if kind == SET else entry.combo.length
                        record.elder_combo = entry.combo
                        if kind == SET:
                            record.elder_key = record.elder_first
                else:
                    record.younger_none = True
            elif kind_type is SecondFigure:
                record.second = combo_key(entry.combo)
                record.elder_key = record.second
            elif kind_type is Answered:
                record.answers.append((entry.answer, entry.second))
        # Who won, and whether younger called his own after elder's "no ...": known once
        # younger has stated his declarations, after elder's first lead (his "no ..." is
        # said then too; before it, either may be).
        stated = False
        for entry in view.log:
            if type(entry) is Played:
                stated = True
                break
        for index in range(3):
            kind = CLASS_KINDS[index]
            record = talk[kind]
            if record.elder_first is None and not record.younger_none and stated and self._class_done(view, index):
                record.younger_called = True
            if record.answers:
                answer = record.answers[-1][0]
                if answer == GOOD:
                    record.winner = ELDER
                elif answer == NOT_GOOD:
                    record.winner = YOUNGER
            elif record.younger_called:
                record.winner = YOUNGER
            elif record.elder_first is None and not record.younger_none and not stated and \
                    self._class_done(view, index):
                record.younger_pending = True
            if record.winner == ELDER and record.elder_combo is not None:
                record.elder_key = combo_key(record.elder_combo)  # proved: all public
        return talk

    def _class_done(self, view, index):
        """Has the dialogue moved past class ``index``?"""
        if view.phase in ("play", "over"):
            return True
        if view.phase != "declaration":
            return False
        later = CLASS_KINDS[index + 1:]
        for entry in view.log:
            if getattr(entry, "kind", None) in later:
                return True
        # Elder's turn to call a later class (nothing logged yet for it).
        return view.to_act == ELDER and self._calls_so_far(view) > index

    def _calls_so_far(self, view):
        """Classes elder has called so far (their calls are logged at once)."""
        count = 0
        for entry in view.log:
            if type(entry) is Called and entry.seat == ELDER:
                count += 1
        return count

    # ----- facts about the opponent's declared hand ------------------------------------

    def _facts(self):
        facts = []
        opp = self.opp
        for kind in CLASS_KINDS:
            record = self.talk[kind]
            if opp == ELDER:
                self._elder_facts(kind, record, facts)
            else:
                self._younger_facts(kind, record, facts)
        return facts

    def _elder_facts(self, kind, record, facts):
        first = record.elder_first
        if first == ():
            return
        if first is None:
            if kind != POINT:
                facts.append(Fact(kind, 0, 0, SAID_NONE, "elder said no %s" % kind))
            return
        lo, hi = _first_range(kind, first)
        if kind == SET:
            # He holds the set he called (a rule), and called his best (if honest).
            facts.append(Fact(kind, first, 63, HARD, "elder holds the set he called"))
            facts.append(Fact(kind, first, first, EXACT_CALL, "elder called his best set"))
            return
        facts.append(Fact(kind, lo, 1 << 12, HARD, "elder holds the %s he called" % kind))
        if record.elder_key is not None:
            facts.append(Fact(kind, record.elder_key, record.elder_key, EXACT_CALL, "elder's %s, as said" % kind))
        else:
            facts.append(Fact(kind, lo, hi, EXACT_CALL, "elder called his longest %s" % kind))

    def _younger_facts(self, kind, record, facts):
        first = record.elder_first
        if first == ():
            return
        if first is None:
            if record.younger_none and kind != POINT:
                facts.append(Fact(kind, 0, 0, SAID_NONE, "younger said no %s" % kind))
            elif record.younger_called:
                least = 24 if kind != POINT else 1
                facts.append(Fact(kind, least, 1 << 12, HARD, "younger called a %s" % kind))
            return
        lo, hi = _first_range(kind, first)
        for answer, second in record.answers:
            if not second:
                if answer == GOOD:
                    facts.append(Fact(kind, 0, lo - 1, SAID_GOOD, "younger said Good to the %s" % kind))
                elif answer == EQUAL:
                    facts.append(Fact(kind, lo, 1 << 12, HARD, "younger said Equal to the %s" % kind))
                    facts.append(Fact(kind, lo, hi, EXACT_CALL, "younger's %s is as long" % kind))
                elif answer == NOT_GOOD:
                    facts.append(Fact(kind, hi + 1, 1 << 12, HARD, "younger said Not good to the %s" % kind))
            else:
                key = record.second
                if answer == GOOD:
                    facts.append(Fact(kind, lo, key - 1, SAID_GOOD, "younger said Good to the second figure"))
                elif answer == EQUAL:
                    facts.append(Fact(kind, key, key, EXACT_CALL, "younger said Equal to the second figure"))
                elif answer == NOT_GOOD:
                    facts.append(Fact(kind, key + 1, hi, EXACT_CALL, "younger beat the second figure"))

    # ----- helpers for the players -------------------------------------------------------

    def remaining(self, suit):
        """Ranks of ``suit`` not yet played and not in this seat's hand, as a mask."""
        mask = 0
        for rank in range(8):
            card = CARD_TABLE[suit * 8 + rank]
            if card not in self.played and card not in self.hand:
                mask |= BIT[rank]
        return mask

    def opp_may_hold(self, card):
        """Could the opponent hold ``card`` now?"""
        if card in self.opp_known:
            return True
        if self.voids >> card.suit & 1:
            return False
        return card in self.unknown and self.opponent_unknown > 0

    def opp_candidates(self):
        """Unknown cards the opponent may hold now (his voids taken out)."""
        voids = self.voids
        return tuple(card for card in self.unknown if not voids >> card.suit & 1)

    def pop(self, mask):
        return POP[mask]
