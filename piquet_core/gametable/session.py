"""``GameTable``: one learner against computer seats in one of the other games.

Glossary:
    unit:      the game object now (``catalogue``): one deal of Normand or Voleur, or a
               whole game of Imperial, the original rules or à Écrire.
    learner:   the person at place 0. ``seat`` is his seat in the unit now; in an à
               Écrire session he is player 1, and plays only the deals he is dealt into.
    pause:     after each deal the learner played, the table waits (``deal-over``) until
               he presses Next deal; the computers' own deals of à Écrire are played
               without a pause (``sitting_out``) and shown on the session sheet.
    save:      plain JSON (``dump`` / ``restore``): the settings and every move, replayed
               through the games on restore, so a damaged save is refused, never half-read.

The learner's input arrives as ``act(name, value)`` (the page's ``data-action`` and
``data-value``, or a card code): a bad input sets ``message`` to the engine's reason and
changes nothing (a card the rules refuse: the rule it breaks, said to the learner,
``refusals``). ``computer_step`` makes one computer move; the page calls it while
``needs_computer``.

>>> table = GameTable("normand", "random", seed=5)
>>> table.phase, table.seat_name(table.unit.to_act), table.learner_seat
('exchange', 'dealer', 0)
>>> while table.needs_computer: table.computer_step()
>>> table.phase, table.is_learner_turn
('declaration', True)
>>> restored = GameTable.restore(table.dump()); restored.unit.history == table.unit.history
True
"""

import json

from ..errors import FollowSuitError, IllegalActionError, PiquetError
from ..prng import derive_seed
from ..refusals import refusal, said_to_you
from . import catalogue

VERSION = 1
STORAGE_KEY = "piquet-games-table"
RESET_NOTICE = "The saved game could not be read, so a new table is set."
CANNOT_SAVE = "This browser does not let the page save, so the game will not survive a reload."
DEAL_OVER, GAME_OVER, PARTIE_OVER, SETUP = "deal-over", "game-over", "partie-over", "setup"
_COMPUTER_SEED = 1000  # computer place p plays with derive_seed(seed, 1000 + p)


class GameTable:
    """The table: settings, the unit in play, finished deals, whose turn, the learner's choices."""

    def __init__(self, game="normand", level="random", seed=1, players=None, ranking=None):
        self.game = catalogue.check_name(game)
        self.players = catalogue.check_players(game, players)
        self.ranking = catalogue.check_ranking(game, ranking)
        self.level = catalogue.check_level(game, level)
        if type(seed) is not int or seed < 0:
            raise PiquetError("a seed is a whole number from 0, not %r" % (seed,))
        self.seed = seed
        self.people = catalogue.people(game, self.players)
        self.finished = []       # deal games: each finished deal's moves, as (seat, text)
        self.paused = False
        self.selected = []       # card codes picked for an exchange
        self.message = ""
        self._computers = {}
        if game in catalogue.DEAL_GAMES:  # the partie of six deals deals them and adds them up
            self.partie = catalogue.new_partie(game, seed)
            self.unit = self.partie.new_deal()
        else:
            self.partie = None
            self.unit = catalogue.new_whole_game(game, seed, self.players, self.ranking)

    # ----- who sits where -------------------------------------------------------------------

    @property
    def deal_number(self):
        """The deal in play (or just ended), from 0 (the unit's own count in a whole game)."""
        if self.partie is not None:
            return len(self.finished) - (1 if self.unit.is_over else 0)
        return self.unit.deal_number

    def share_hash(self):
        """The hash of a link that deals this game again (``catalogue.link_hash``)."""
        ranking = self.ranking if self.game == "imperial" else None
        return catalogue.link_hash(self.game, self.seed, self.level, self.players, ranking)

    def link_asks_first(self, found):
        """Whether opening the link ``found`` (``catalogue.parse_link``'s dict) would throw
        this game away: the page then asks first, as Deal does (a walk-through lost a
        Normand partie to a Voleur link without a word). Not when the game is over, nor
        for a link to this very game (it goes on)."""
        return not self.is_over and catalogue.parse_link(self.share_hash()) != found

    def places(self):
        """The place of each seat of the unit now."""
        partie = self.partie
        if partie is None:
            return tuple(range(len(self.people)))
        return partie.places(partie.deals[-1][0] if self.unit.is_over else partie.dealer)  # filed: its dealer

    @property
    def learner_seat(self):
        return self.places().index(0)

    def seat_name(self, seat):
        return self.unit.seat_name(seat)

    def person(self, seat):
        """The name of whoever sits at ``seat`` of the unit now."""
        return self.people[self.places()[seat]]

    def in_play(self):
        """Is the learner playing the deal now (à Écrire: is he dealt into it)?"""
        if self.game == "ecrire":
            return self.unit.role_of(self.learner_seat) is not None and not self.unit.is_over
        return True

    @property
    def shown_deal(self):
        """The deal the table shows, from 0: the one in play, or the one just ended while
        the table waits (a whole game has dealt the next one already)."""
        return self.deal_number - 1 if self.paused else self.deal_number

    def view(self):
        """The learner's view of the unit now (à Écrire: of the deal shown, or None if he
        does not play it)."""
        if self.game != "ecrire":
            return self.unit.view(self.learner_seat)
        number = self.shown_deal
        roles = self.unit.role_seats(number)
        if self.learner_seat not in roles:
            return None
        return self.unit.deal(number).view(roles.index(self.learner_seat))

    # ----- where the table stands -----------------------------------------------------------

    @property
    def is_over(self):
        """The whole game, partie or session is over."""
        if self.partie is not None:
            return self.partie.is_over
        return self.unit.is_over

    @property
    def phase(self):
        if self.partie is not None and self.is_over:
            return PARTIE_OVER
        if self.is_over:
            return GAME_OVER
        if self.paused or (self.game in catalogue.DEAL_GAMES and self.unit.is_over):
            return DEAL_OVER
        return self.unit.phase

    @property
    def is_learner_turn(self):
        unit = self.unit
        return not self.paused and not unit.is_over and unit.to_act == self.learner_seat and self.in_play()

    @property
    def needs_computer(self):
        return not self.paused and not self.unit.is_over and not self.is_learner_turn

    def partie_totals(self):
        """Over the finished deals of a deal game: [(holder, who, total)] in order; a
        holder is the partie record's name (a place, or a partnership at Voleur)."""
        partie = self.partie
        out = []
        for index in range(len(partie.holder_names)):
            if self.game == "voleur":  # partnership 0 sits at places 0 and 2
                who = " and ".join(self.people[place] for place in partie.PLACES if place % 2 == index)
            else:
                who = self.people[index]
            out.append((partie.holder_names[index], who, partie.totals[index]))
        return out

    # ----- the learner's input -----------------------------------------------------------------

    def act(self, name, value=None):
        """Do what the learner asked: ``move`` (an action's text), ``card`` (a card code:
        play it, or pick it for the exchange), ``exchange`` (the picked cards; value
        ``look`` or ``expose``: what is done with the rest, à Écrire), ``next-deal``. Returns True if done."""
        self.message = ""
        try:
            if name == "next-deal":
                return self.next_deal()
            if name == "card":
                return self._card(value)
            if name == "exchange":
                # à Écrire: elder may look at the cards he leaves, younger expose them
                text = "exchange " + (" ".join(self.selected) or "none") + (
                    " " + value if value in ("look", "expose") else "")
                return self._learner_move(text)
            if name == "move":
                return self._learner_move(value)
            raise PiquetError("the table has no action %r" % (name,))
        except PiquetError as error:  # the engine's reason, said to the learner
            self.message = str(error)
            return False

    def stale(self, name):
        """Whether a press queued while the page was busy no longer applies: "Next deal"
        pressed twice (a double click) found the next deal begun, and was refused with "the
        deal is not over" as if the learner had erred (a walk-through). It is let go."""
        return name == "next-deal" and not self.is_over and self.phase != DEAL_OVER

    def _card(self, code):
        if self.phase == "exchange" and self.is_learner_turn:
            codes = [card.code for card in self.view().hand]
            if code not in codes:
                raise PiquetError("%s is not in your hand" % code)
            if code in self.selected:
                self.selected.remove(code)
            else:
                self.selected.append(code)
            self.selected.sort(key=codes.index)
            return True
        try:
            return self._learner_move("play " + str(code))
        except FollowSuitError as error:
            raise FollowSuitError(self._refused_to_you(code) or str(error))

    def _refused_to_you(self, code):
        """Why the rules refuse the learner's card ``code``, said to him ("You must follow
        suit: ..."; the engines say it of a seat), or None if his view cannot tell."""
        view = self.view()
        current = view.current  # the trick so far, or (the original rules) the card led
        led = current if hasattr(current, "suit") else (current[0] if current else None)
        card = [c for c in view.hand if c.code == code]
        if led is None or not card:
            return None
        found = refusal(view.hand, led, card[0], view.legal_cards())
        return said_to_you(found) if found else None

    def _learner_move(self, text):
        if not self.is_learner_turn:
            raise IllegalActionError("it is not your turn")
        action = self.unit.parse_action(str(text))
        self._do(action, self.learner_seat)
        self.selected = []
        return True

    def next_deal(self):
        if self.is_over:
            raise IllegalActionError("the game is over: start a new one")
        if self.partie is not None:
            if not self.unit.is_over:
                raise IllegalActionError("finish this deal first")
            self.unit = self.partie.new_deal()
            return True
        if not self.paused:
            raise IllegalActionError("the deal is not over")
        self.paused = False
        return True

    def _file_deal(self):
        self.finished.append([(move.seat, str(move.action)) for move in self.unit.history])
        self.partie.deal_finished(self.unit)

    # ----- moves ----------------------------------------------------------------------------

    def _do(self, action, seat):
        """One move of ``seat``. A deal of a partie that ends goes into the partie at once
        (its totals then count); a deal the learner played in a whole game pauses it."""
        unit = self.unit
        if self.partie is not None:
            unit.do(action, seat)
            if unit.is_over:
                self._file_deal()
            return
        before = unit.deal_number
        learner_deal = self.in_play()
        unit.do(action, seat)
        if not unit.is_over and unit.deal_number != before and learner_deal:
            self.paused = True

    def computer(self, seat):
        place = self.places()[seat]
        if place not in self._computers:
            self._computers[place] = catalogue.make_computer(self.game, self.level,
                                                             derive_seed(self.seed, _COMPUTER_SEED + place))
        return self._computers[place]

    @property
    def sitting_out(self):
        """Is the deal in play one the learner sits out (à Écrire)? The page plays such a
        deal without pausing between moves, and shows it on the session sheet."""
        return self.game == "ecrire" and not self.unit.is_over and not self.in_play()

    def computer_step(self):
        """One computer move (a move per call, so that no step of the page is long)."""
        if not self.needs_computer:
            raise IllegalActionError("it is not a computer's turn")
        unit = self.unit
        seat = unit.to_act
        self._do(self.computer(seat).choose(unit.view(seat)), seat)

    def run_computers(self, limit=10000):
        """Let the computers move until the learner must act or the table waits."""
        count = 0
        while self.needs_computer and count < limit:
            self.computer_step()
            count += 1
        return count

    # ----- the record ---------------------------------------------------------------------------

    def record_text(self):
        """The record of the whole partie, game or session so far (its deals' cards, every
        move), which ``python -m piquet_core replay`` reads back."""
        title = "%s at the table" % catalogue.TITLES[self.game]
        if self.partie is not None:
            from ..games.partie_record import dump as dump_partie
            return dump_partie(self.partie, title)
        from ..games import dump_record
        # While the table waits after a deal, a whole game has dealt the next deal already:
        # its cards stay out of the record (a walk-through read the next talon in it).
        return dump_record(self.unit, title, self.shown_deal + 1 if self.paused else None)

    def record_name(self):
        return "%s-%d.pqt" % (self.game, self.seed)

    # ----- save and restore --------------------------------------------------------------------

    def dump(self):
        # ``moves``: the deal in play; None while a partie waits after a deal (it is in ``deals``).
        filed = self.partie is not None and self.unit.is_over
        moves = None if filed else [[move.seat, str(move.action)] for move in self.unit.history]
        deals = [[list(move) for move in deal] for deal in self.finished]
        return json.dumps({"version": VERSION, "game": self.game, "level": self.level, "seed": self.seed,
                           "players": self.players, "ranking": self.ranking, "deals": deals,
                           "moves": moves, "paused": self.paused})

    @classmethod
    def restore(cls, text):
        """The table saved in ``text``; a ``PiquetError`` names what is wrong with it."""
        try:
            data = json.loads(text)
        except ValueError:
            raise PiquetError("the saved game is not JSON")
        if type(data) is not dict or data.get("version") != VERSION:
            raise PiquetError("the saved game is not version %d" % VERSION)
        try:
            table = cls(data["game"], data["level"], data["seed"], data.get("players"), data.get("ranking"))
            deals, moves = data["deals"], data["moves"]
            if deals and table.partie is None:
                raise PiquetError("%s keeps no finished deals" % table.game)
            for number in range(len(deals)):
                if number:
                    table.next_deal()
                table.replay_saved(deals[number], finished=True)
            if moves is not None:
                if deals:
                    table.next_deal()
                table.replay_saved(moves, finished=False)
            table.paused = bool(data.get("paused")) and table.partie is None and not table.unit.is_over
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise PiquetError("the saved game is damaged: %r" % (error,))
        return table

    def play_move(self, seat, text):
        """A recorded move of ``seat`` (``text``: its notation), checked by the engine as any
        move is: a restored save's, the record viewer's (``recordview``)."""
        self._do(self.unit.parse_action(str(text)), seat)

    def replay_saved(self, moves, finished):
        """Replay a deal's moves (a whole game's: all of them); a partie's finished deal
        must end, the deal in play must not."""
        for seat, text in moves:
            self.play_move(seat, text)
        self.paused = False
        if self.partie is not None and self.unit.is_over != finished:
            raise PiquetError("the saved game is damaged: a deal %s" % ("did not end" if finished else "had ended"))
