"""What one player of a game of the original rules knows, and the game in words.

Glossary:
    view:    the player's own cards (as dealt, now, his discards and what he drew), the
             sizes of the other hand and of the stock, everything said and shown (calls
             as figures, the blank, proofs, cards played, scores). Never the opponent's
             hand, his discards or the stock, unless shown or played.
    figure:  the opponent's call is heard as what he said ("Ruff of forty-five", "A
             quart to the king", "Three kings"), not as its cards (``original_rules.heard``).
    masking: while elder decides whether to claim a blank, the dealer's view shows the
             exchange about to begin, as when elder has no blank: the question is itself
             a secret.
    transcript: the game as lines of words, one per thing said or done.

>>> from piquet_core.games.original import Original
>>> view = Original(7).view(0)
>>> view.seat_name, view.role, len(view.hand), view.stock_size, view.legal_actions()
('player 1', 'dealer', 12, 12, [])
"""

import json

from ..errors import PiquetError
from ..events import Announced, Answered, Called, CardsDivided, Exchanged, Played, Proved, SecondFigure
from ..speech import capitalize, number_words, spoken_total
from ..transcript import proof_groups
from .common import Figure
from .original import BLANK, EXCHANGE, PLAYER_NAMES, SEATS
from .original_actions import canonical36, parse_action36
from .original_rules import LENGTH_NAMES36, RUFF, SEQUENCE, BlankVoid, BonusLetGo, DealBegun, GameWon, heard
from .pack36 import ACE, RANK_NAMES36, RANK_PLURALS36, SIX, sorted36

_NOTHING = {"ruff": "No ruff.", "sequence": "No sequence.", "set": "No set."}


def masked_log(log, seat):
    """The log as ``seat`` heard it: the opponent's calls as figures, not cards."""
    out = []
    for entry in log:
        if type(entry) is Called and entry.seat != seat and entry.combo is not None:
            entry = Called(entry.seat, entry.kind, heard(entry.combo))
        out.append(entry)
    return tuple(out)


def figure_words(figure):
    """What a call says aloud (a combination or its ``Figure``)."""
    if type(figure) is not Figure:
        figure = heard(figure)
    if figure.kind == RUFF:
        return "Ruff of %s." % number_words(figure.second)
    if figure.kind == SEQUENCE:
        length, top = figure.length, figure.second
        if length == 9:
            return "A neuvième."
        tail = "major" if top == ACE else ("minor" if top - length + 1 == SIX else "to the " + RANK_NAMES36[top])
        return "A %s %s." % (LENGTH_NAMES36[length], tail)
    return "%s %s." % ("Four" if figure.length == 4 else "Three", RANK_PLURALS36[figure.second])


def transcript_lines(log):
    """(player name or None, words) for each entry of ``log``."""
    lines = []
    called = None  # the last call with a combination: the same call said after it ties the class
    # (compared by its words: a seat's view holds what was said, a Figure, not the combination)
    for entry in log:
        kind = type(entry)
        who = None if entry.seat is None else PLAYER_NAMES[entry.seat]
        if kind is Called and entry.combo is not None and called is not None and called.kind == entry.kind \
                and called.seat != entry.seat and figure_words(called.combo) == figure_words(entry.combo):
            # (nothing else marks it: "Ruff of thirty-eight." said twice, then the sequences,
            # left a walk-through to guess why nobody scored)
            lines.append((who, figure_words(entry.combo)))
            lines.append((None, "Equal %ss: nobody scores the %s." % (entry.kind, entry.kind)))
            called = None
            continue
        if kind is Called:
            called = entry if entry.combo is not None else None
        if kind is DealBegun:
            text = "Deal %d: %s deals." % (entry.number + 1, who)
            who = None
        elif kind is Called:
            text = _NOTHING[entry.kind] if entry.combo is None else figure_words(entry.combo)
        elif kind is Answered:
            text = "Good."
        elif kind is SecondFigure:
            text = figure_words(entry.combo)
        elif kind is Announced:
            event = entry.scores[-1]
            head = capitalize(entry.combo.full_name) if entry.combo is not None else capitalize(event.reason)
            text = "%s: %s." % (head, spoken_total(event.total))
            if lines and lines[-1] == (who, head + "."):  # a scoring lead: said once, with its total
                lines.pop()
        elif kind is Proved:
            groups = proof_groups(entry.why, entry.cards)  # (two runs or sets told apart)
            text = "Shows %s (%s%s)." % (" and ".join(" ".join(card.code for card in cards) for cards in groups),
                                         entry.why, "s" if len(groups) > 1 else "")
        elif kind is Exchanged:
            text = "Exchanges %s; %s left in the stock." % (number_words(entry.count), number_words(entry.left))
        elif kind is Played:
            text = ("Leads the " if entry.lead else "Plays the ") + entry.card.name + "."
        elif kind is CardsDivided:
            text = "Six tricks each: nobody scores the majority."
        elif kind is BlankVoid:
            text = "Both hands are blank: nobody scores the blank."
        elif kind is BonusLetGo:
            text = "(Does not declare the %s.)" % entry.kind
        elif kind is GameWon:
            text = "%s reaches %d and wins the game, %d to %d." % (
                capitalize(who), entry.totals[entry.seat], entry.totals[entry.seat], entry.totals[1 - entry.seat])
            who = None
        else:
            text = str(entry)
        lines.append((who, text))
    return lines


def format_lines(lines):
    return "\n".join(text if who is None else "%s: %s" % (who, text) for who, text in lines)


def replay_text(game, as_json=False):
    """What ``replay`` prints: the game in words and the final score (or its JSON)."""
    if as_json:
        return json.dumps({"events": [event.to_dict(PLAYER_NAMES) for event in game.events],
                           "result": game.result()})
    totals = game.totals
    return "\n".join([format_lines(transcript_lines(game.log)), "",
                      "Final score: %s %d, %s %d%s" % (PLAYER_NAMES[0], totals[0], PLAYER_NAMES[1], totals[1],
                                                       "" if game.is_over else " (unfinished)")])


def _codes(cards):
    return [card.code for card in sorted36(cards)]


class OriginalView:
    """One player's observation of an ``Original`` game: read-only attributes."""

    def __init__(self, game, seat):
        if seat not in SEATS:
            raise PiquetError("a seat of the original rules is 0 (player 1) or 1 (player 2), got %r" % (seat,))
        self._game = game.copy()  # a snapshot: later moves do not change this view
        self.game = "original"
        self.seat = seat
        self.seat_name = PLAYER_NAMES[seat]
        self.role = "dealer" if seat == game.dealer else "elder"
        phase, to_act = game.phase, game.to_act
        self._masked = phase == BLANK and to_act == game.elder and seat != game.elder
        if self._masked:  # elder's blank is his secret until he claims it
            phase = EXCHANGE
        self.phase, self.to_act = phase, to_act
        self.deal_number = game.deal_number
        self.hand = game.hands[seat]
        self.dealt = sorted36(game.dealt[seat])
        self.discards = game.discards[seat]
        self.exchanged = game.exchanged
        self.drawn = self._drawn(game, seat)
        self.stock_size = len(game.stock)
        other = 1 - seat
        self.hand_sizes = (len(game.hands[0]), len(game.hands[1]))
        self.shown = game.shown[other]
        self.known_in_hand = tuple(card for card in self.shown if card in game.hands[other])
        self.tricks = game.tricks
        self.current = game.current
        self.leader = game.leader
        self.deal_totals = game.deal_totals
        self.totals = game.totals
        self.events = game.events
        self.bonus = game.bonus
        self.offer = game.offer
        self.winner = game.winner
        self.log = masked_log(game.log, seat)

    @staticmethod
    def _drawn(game, seat):
        """The stock cards this seat drew: elder the top ones, the dealer the next."""
        counts = game.exchanged
        elder = game.elder
        stock = game.stock_dealt
        if seat == elder:
            return sorted36(stock[:counts[elder] or 0])
        first = counts[elder] or 0
        return sorted36(stock[first:first + (counts[seat] or 0)])

    @property
    def my_turn(self):
        return self.to_act == self.seat

    def exchange_limits(self):
        """None: a random player then picks among ``legal_actions``, which lists every
        exchange (the two-player limits build an ``actions.Exchange`` of 32 cards)."""
        return None

    def legal_actions(self):
        """This player's legal actions when it is his turn, else []."""
        if self._masked or self._game.to_act != self.seat:
            return []
        return self._game.legal_actions()

    def legal_cards(self):
        if self._masked or self._game.to_act != self.seat:
            return []
        return self._game.legal_cards()

    def can(self, action):
        if self._masked or self._game.to_act != self.seat:
            return False
        if isinstance(action, str):
            action = parse_action36(action)
        return self._game.can(canonical36(action), self.seat)

    def transcript(self):
        return transcript_lines(self.log)

    def to_dict(self):
        """The plain-data observation (JSON for pages and tests)."""
        names = PLAYER_NAMES
        in_exchange = self.phase == EXCHANGE and self.my_turn
        return {
            "game": self.game, "you": self.seat_name, "role": self.role, "deal": self.deal_number + 1,
            "phase": self.phase, "to_act": None if self.to_act is None else names[self.to_act],
            "hand": _codes(self.hand), "dealt": _codes(self.dealt), "discards": _codes(self.discards),
            "drawn": _codes(self.drawn), "stock_size": self.stock_size,
            "exchanged": {names[s]: self.exchanged[s] for s in SEATS},
            "opponent": {"hand_size": self.hand_sizes[1 - self.seat], "shown": _codes(self.shown),
                         "known_in_hand": _codes(self.known_in_hand)},
            "tricks": [{"leader": names[t.leader], "cards": [t.led.code, t.followed.code], "winner": names[t.winner]}
                       for t in self.tricks],
            "current_trick": [] if self.current is None else [self.current.code],
            "deal_totals": dict(zip(names, self.deal_totals)), "totals": dict(zip(names, self.totals)),
            "bonus": None if self.bonus is None else {"player": names[self.bonus[0]], "kind": self.bonus[1],
                                                      "declared": self.bonus[2]},
            "winner": None if self.winner is None else names[self.winner],
            "events": [event.to_dict(names) for event in self.events],
            "transcript": [{"player": who, "text": text} for who, text in self.transcript()],
            "legal": [] if in_exchange else [str(action) for action in self.legal_actions()],
            "exchange_limits": list(self._game.exchange_limits()) if in_exchange and not self._masked else None,
        }

