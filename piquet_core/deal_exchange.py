"""The deal before the declarations: carte blanche, the exchange, and CardParade's trumps
and announced capot (``ExchangeMixin``, one of ``deal.Deal``'s classes).

Each ``_check_*`` raises the reason an action is illegal, changing nothing, and returns
the plan that applies it (``Deal.do`` runs it, then ``Deal._advance`` says who acts).
``exchange_limits`` and ``pre_exchange_actions`` are public: players and views ask them.

>>> from piquet_core.deal import Deal
>>> from piquet_core.rules import Rules
>>> deal = Deal.from_seed(1)
>>> deal.exchange_limits(0), deal.pre_exchange_actions()
((1, 5), [])
>>> _ = deal.do("exchange " + " ".join(card.code for card in deal.hands[0][:4]))
>>> deal.exchange_limits(1)  # his three, and the one elder left
(0, 4)
>>> [str(action) for action in Deal.from_seed(1, Rules.parse("cardparade")).pre_exchange_actions()][:2]
['trumps S', 'trumps H']
"""

from .actions import CAPOT as ANNOUNCE_CAPOT, Announce, Trumps
from .cards import SUIT_NAMES, SUITS, display_sorted
from .combinations import CARTE_BLANCHE_SCORE
from .deal_state import (
    ANNOUNCER, CARTE_BLANCHE_PHASE, CARTE_BLANCHES, DISCARDS, DRAWN, EXCHANGE, EXCHANGED, EXPOSED, HANDS, TALON,
    TALON_SEEN, TRUMP, TRUMPS, built, with_seat,
)
from .errors import IllegalActionError, WrongTurnError
from .events import CapotAnnounced, Exchanged, TrumpsNamed
from .game import PHASE, TO_ACT
from .scoring import CARTE_BLANCHE
from .seats import ELDER, YOUNGER, seat_name

_sorted = display_sorted


class ExchangeMixin:
    """Carte blanche, the exchange, trumps and the capot announced: the checks and plans."""

    __slots__ = ()

    def _exchange_order(self):
        return (YOUNGER, ELDER) if self._rules.dealer_exchanges_first else (ELDER, YOUNGER)

    # ----- carte blanche -------------------------------------------------------------

    def _check_carte_blanche(self, action):
        if self._s[PHASE] != CARTE_BLANCHE_PHASE:  # (the call only to say why)
            self._expect(CARTE_BLANCHE_PHASE, "carte blanche")
        seat = self._s[TO_ACT]
        claim = bool(action.claim)

        def apply():
            s = self._s
            s[CARTE_BLANCHES] = with_seat(s[CARTE_BLANCHES], seat, claim)
            if claim:
                self._score(seat, CARTE_BLANCHE_SCORE, CARTE_BLANCHE, "carte blanche", declaration=True,
                            carte_blanche=True)
                if seat == ELDER:  # elder shows it at once; younger after elder's exchange
                    self._prove(ELDER, self._dealt[ELDER], "carte blanche")
        return apply

    # ----- trumps and the capot announced (CardParade) ------------------------------------

    def _check_trumps(self, action):
        s = self._s
        if not self._rules.trumps:
            raise IllegalActionError("there are no trumps in this game (the trump mode, Rules.trumps, is off)")
        if s[TRUMP] is not None:
            raise IllegalActionError("trumps are already named: %s" % SUIT_NAMES[s[TRUMP]])
        phase = s[PHASE]  # (younger's exchange comes only once trumps are named)
        if phase != TRUMPS and phase != EXCHANGE:
            raise WrongTurnError("elder names trumps at the start of his exchange or right after it, not in the %s"
                                 % phase)
        early = phase == EXCHANGE

        def apply():
            s = self._s
            s[TRUMP] = action.suit
            if early:  # naming before his exchange lets him see younger's three (the last of the talon)
                seen = s[TALON_SEEN]
                s[TALON_SEEN] = with_seat(seen, ELDER, seen[ELDER] + s[TALON][-3:])
            self._say(TrumpsNamed(ELDER, action.suit, early))
        return apply

    def _check_announce(self, action):
        s = self._s
        if not self._rules.announced_capot:
            raise IllegalActionError("capot cannot be announced under these rules (announced_capot is off)")
        if s[PHASE] != EXCHANGE:
            raise WrongTurnError("capot is announced at the start of one's own exchange, before discarding, "
                                 "not in the %s" % s[PHASE])
        seat = s[TO_ACT]
        if s[ANNOUNCER] is not None:
            raise IllegalActionError("%s has already announced capot: only one player may announce it in a deal"
                                     % seat_name(s[ANNOUNCER]))

        def apply():
            self._s[ANNOUNCER] = seat
            self._say(CapotAnnounced(seat))
        return apply

    def pre_exchange_actions(self):
        """The actions besides an exchange open to the player about to exchange: naming
        trumps (elder, in the trump mode) and announcing capot. [] in Rubicon Piquet."""
        s = self._s
        rules = self._rules
        if s[PHASE] != EXCHANGE or not (rules.trumps or rules.announced_capot):
            return []
        found = []
        if rules.trumps and s[TRUMP] is None and s[TO_ACT] == ELDER:
            found = [Trumps(suit) for suit in SUITS]
        if rules.announced_capot and s[ANNOUNCER] is None:
            found.append(Announce(ANNOUNCE_CAPOT))
        return found

    # ----- exchange --------------------------------------------------------------------

    def exchange_limits(self, seat):
        """(fewest, most) cards ``seat`` may exchange now.

        Elder: 1 to 5 from his five. Younger: 0 (1 under ``younger_must_exchange``) to all
        the talon left to him: his three plus any elder left, or only his three when he
        exchanges first (``dealer_exchanges_first``).
        """
        return self._limits(seat, self._talon_for(seat))

    def _limits(self, seat, source):
        """``exchange_limits`` for ``seat`` drawing from ``source`` (his ``_talon_for``)."""
        if seat == ELDER:
            return 1, min(5, len(source))
        return (1 if self._rules.younger_must_exchange else 0), len(source)

    def _talon_for(self, seat):
        """The talon cards ``seat`` would draw from, top first."""
        talon = self._s[TALON]
        if self._rules.dealer_exchanges_first and seat == YOUNGER:
            return talon[-3:]  # his own three, at the bottom
        return talon

    def _check_exchange(self, action):
        s = self._s
        if s[PHASE] != EXCHANGE:  # (the call only to say why)
            self._expect(EXCHANGE, "an exchange")
        seat = s[TO_ACT]
        discards = tuple(action[0])
        count = len(discards)
        source = self._talon_for(seat)
        fewest, most = self._limits(seat, source)
        if count < fewest:
            raise IllegalActionError("%s must exchange at least %d card" % (seat_name(seat), fewest))
        if count > most:
            raise IllegalActionError("%s may exchange at most %d cards now" % (seat_name(seat), most))
        gone = set(discards)
        if len(gone) != count:
            raise IllegalActionError("a card is discarded twice")
        hand = s[HANDS][seat]
        for card in discards:
            if card not in hand:
                raise IllegalActionError("%s cannot discard %s: not in his hand" % (seat_name(seat), card.code))
        left = most - count  # the cards of his part of the talon he does not take
        option = action[1]
        if option is not None:
            if option != "look" and option != "expose":
                raise IllegalActionError("unknown exchange option %r" % (option,))
            if option == "look" and seat != ELDER:
                raise IllegalActionError("only elder may look at the cards he leaves; younger may expose his")
            if option == "expose" and seat != YOUNGER:
                raise IllegalActionError("only younger may expose the cards he leaves; elder may look at his")
            if left <= 0:
                raise IllegalActionError("there are no cards left to %s" % option)

        def apply():
            s = self._s
            drawn = source[:count]  # (slices of a tuple: tuples)
            leftovers = source[count:5] if seat == ELDER else source[count:]
            # the new hand: the old without the discards, with the cards drawn (sorting
            # orders them whatever the order of the set)
            kept = set(hand)
            kept.difference_update(gone)
            kept.update(drawn)
            s[HANDS] = with_seat(s[HANDS], seat, _sorted(kept))
            s[DISCARDS] = with_seat(s[DISCARDS], seat, s[DISCARDS][seat] + discards)
            s[DRAWN] = with_seat(s[DRAWN], seat, s[DRAWN][seat] + drawn)
            talon = s[TALON]  # (the cards drawn are the first of the talon, or of younger's three)
            s[TALON] = talon[count:] if source is talon else tuple([card for card in talon if card not in drawn])
            seen = s[TALON_SEEN]
            seen = with_seat(seen, seat, seen[seat] + drawn)
            if option == "look":
                seen = with_seat(seen, ELDER, seen[ELDER] + leftovers)
            s[TALON_SEEN] = seen
            if option == "expose":
                s[EXPOSED] = s[EXPOSED] + leftovers
            s[EXCHANGED] = with_seat(s[EXCHANGED], seat, True)
            self._say((built, Exchanged, seat, count, option, len(leftovers)))
            if seat == ELDER and s[CARTE_BLANCHES][YOUNGER]:
                self._prove(YOUNGER, self._dealt[YOUNGER], "carte blanche")
        return apply
