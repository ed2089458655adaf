"""The practice table's state: a partie (or one shared deal) between the learner and the computer.

Glossary:
    learner:        the person at the page, always partie player 0; the computer is 1.
    stage:          where the table stands: ``setup`` (nothing started), ``cut`` (cutting
                    for the first deal), ``deal`` (a deal in progress), ``deal-over`` (a
                    deal has ended), ``partie-over`` (the partie is settled).
    decision:       one action of the learner in the current deal; Undo goes back to any
                    of them, and the review's "try again" does the same after the deal.
    counting aloud: with ``counting`` on, each time the learner's total changes he must say
                    his new total (typed or chosen) before the game goes on; a wrong
                    count is corrected at once.
    save:           the whole table as versioned JSON text (``dump`` / ``restore``): the
                    settings, the seed, and every action of every deal, replayed through
                    the validating deal when read back, so damaged text is refused; and
                    the coach's verdicts shown in the deal.
    verdicts:       the coach's advice the learner saw in this deal (the Hint, the coach's
                    move), by decision: the review repeats them, after a reload too
                    (``verdicts``).
    link:           the seed, the rules and the level in a URL's hash (``share_hash`` /
                    ``parse_hash``), which reproduces the partie or the deal.

The table never reads the computer's hidden cards for display; ``render`` builds the
screen from the learner's ``View``. The computer's moves come from outside (the page asks
``adapter.computer_action`` on its own thread or in the worker) through
``apply_computer``, so the table itself never waits.

>>> table = Table()
>>> table.new_partie(seed=7, rules_text="rubicon", level="random")
>>> table.stage
'cut'
>>> table.act("cut"); table.act("next-deal"); table.stage
'deal'
"""

import json

from ..actions import Exchange, Play, parse_action
from ..cards import Card
from ..deal import Deal
from ..errors import IllegalActionError, PiquetError
from ..events import Announced
from ..partie import Partie, cut_for_deal, derive_seed
from ..prng import MAX_SEED, Prng, parse_seed
from ..refusals import refusal, said_to_you
from ..rules import DEFAULT_RULES, Rules
from ..scoring import PIQUE, REPIQUE
from ..seats import ELDER, YOUNGER, parse_seat  # noqa: F401  (parse_seat: the page reads the panel's seat here)
from ..speech import spoken_total
from . import adapter
from .coaching import REOPENED, CoachingMixin  # noqa: F401  (REOPENED: said of a deal taken back)
from .counting import correction, count_choices, read_total, scored_for, step_prompt
from .links import parse_hash, share_hash  # noqa: F401  (parse_hash: the page reads links here)
from .saving import (  # noqa: F401
    CANNOT_SAVE, OTHER_TAB, PACES, RESET_NOTICE, SETTING_NAMES, STORAGE_KEY, dump_table, restore_into,
)

LEARNER, COMPUTER = 0, 1
PACE_MS = {"slow": 900, "normal": 350, "fast": 0}
DEFAULT_SETTINGS = {"counting": False, "speech": False, "autoplay": True, "pace": "normal", "feedback": False}


def new_seed(entropy):
    """A fresh partie seed from any whole number (the page passes the time)."""
    return derive_seed(entropy % (MAX_SEED + 1), 5) % 1000000


def _label(card):
    return card.label



class Table(CoachingMixin):
    """The practice table. Learner input arrives through ``act``; see the module docstring."""

    def __init__(self, settings=None):
        self.settings = dict(DEFAULT_SETTINGS)
        if settings:
            self.change_settings(settings)
        self.kind = None           # "partie" or "deal"
        self.seed = None
        self.rules = DEFAULT_RULES
        self.level = "random"
        self.setup_level = None    # the level the settings panel shows (the last played); None: the strongest
        self.setup_rules = None    # the rules it shows (the last played, ``Rules.to_text``); None: Rubicon Piquet
        self.stage = "setup"
        self.cut = None            # (first dealer, [(learner's card, computer's card), ...])
        self.finished = []         # finished deals of the partie, in order
        self.deal = None
        self.learner_seat = ELDER
        # The learner's seat in a single deal: the panel's choice, kept for the next panel
        # after a partie too (a partie seats him by the cut).
        self.deal_seat_choice = ELDER
        self.clear_turn()
        self.counted = [0, 0]      # counts said right, wrong (the partie's, or this deal's)
        self.count_marks = []      # this deal's counts: [history length when said, 1 right / 0 wrong]
        self.verdicts = {}         # the coach's verdicts shown in this deal, by decision (``verdicts``)
        self.coach_moves = set()   # this deal's decisions the coach made for him (Follow, coach-move)
        self.hint_moves = set()    # ... of them, those he made by following a hint he had read
        self.rule_hints = set()    # ... of those, the hints of the rule of thumb (the coach not loaded yet)
        self.stood_in = {}         # this deal's computer moves made by a stand-in: {history index: level}
        self.review = None         # the coach's review of the deal just ended (plain data)
        self.solved = None         # the double-dummy value of its play
        self.partie_cache = None
        self.note = None           # a word from the page about the computer (a stand-in)
        self.feedback = None       # the coach's word at once on a costly choice (``feedback``)
        self.played_for = None      # (deal, log index, "forced" or "coach") of the card last played for him
        self.feedback_checked = -1
        self.feedback_late = None  # a costly older choice weighed late, said if his newest proves cheap (``feedback``)
        self.asking_new = False    # "New game" pressed in a game in progress: the page asks first
        self.offered_link = None   # a shared link opened in a game in progress: the page asks first (follow_link)

    # ----- settings and starting ---------------------------------------------------------

    def clear_turn(self):
        """Forget what belongs to one moment of the learner's turn."""
        self.selected = []
        self.option = None
        self.option_chosen = False  # the box ticked or unticked by him; until then elder looks (``exchange_option``)
        self.hint = None
        self.message = None        # (kind, text): "error", "info", "right", "wrong"
        self.pending_count = None  # {"total", "before", "points", "from": the log index of the move} to be said

    def change_settings(self, values):
        for name in SETTING_NAMES:
            if name in values:
                value = values[name]
                if name == "pace":
                    if value in PACES:
                        self.settings[name] = value
                else:
                    self.settings[name] = bool(value)
        if not self.settings["counting"] and getattr(self, "pending_count", None) is not None:
            self.pending_count = None

    def new_partie(self, seed, rules_text="rubicon", level="random", seat=ELDER):
        """A partie; ``seat``: the panel's seat for one deal, only kept for the next panel."""
        self._start("partie", seed, rules_text, level, seat)
        self.stage = "cut"

    def new_single_deal(self, seed, rules_text="rubicon", level="random", seat=ELDER):
        self._start("deal", seed, rules_text, level, seat)
        self.begin_deal()

    def _start(self, kind, seed, rules_text, level, seat):
        if isinstance(seed, str):
            seed = parse_seed(seed)
        rules = Rules.parse(rules_text)
        if not adapter.is_level(level):
            raise PiquetError("unknown level %r" % (level,))
        if seat not in (ELDER, YOUNGER):
            raise PiquetError("unknown seat %r" % (seat,))
        self.kind, self.seed, self.rules, self.level = kind, seed, rules, level
        self.deal_seat_choice = seat
        self.cut = None
        self.finished = []
        self.deal = None
        self.verdicts = {}
        self.coach_moves = set()
        self.hint_moves = set()
        self.rule_hints = set()
        self.stood_in = {}
        self.review = self.solved = None
        self.counted = [0, 0]
        self.count_marks = []
        self.partie_cache = None
        self.clear_turn()

    # ----- the partie ---------------------------------------------------------------------

    def partie(self):
        """The ``Partie`` of the finished deals (rebuilt, so a deal taken back leaves it)."""
        if self.kind != "partie" or self.cut is None:
            return None
        if self.partie_cache is not None and self.partie_cache[0] == len(self.finished):
            return self.partie_cache[1]
        partie = self._partie_of(self.finished)
        self.partie_cache = (len(self.finished), partie)
        return partie

    def _partie_of(self, deals):
        """A ``Partie`` of these finished deals, from the cut."""
        partie = Partie(self.cut[0], self.rules)
        for deal in deals:
            partie.current = deal
            partie.deal_finished(deal)
        return partie

    def partie_context(self):
        """What the computer and the coach weigh the deal in play with, in a partie: for
        each seat of the deal, {"scores": [its partie total, the other's] before this deal,
        "deals_left": deals after it, "factor": 2 in a doubled deal}; in the last deal they
        play for the partie's settlement (``opponent.utility``), where a point that takes
        the loser over 100 is worth far more than a point (a walk-through saw the expert
        and the coach weigh a deciding deal in its points). None in one deal, or in a race
        to 100 (``hundred_up``: no settlement to weigh)."""
        if self.kind != "partie" or self.cut is None or self.deal is None or self.rules.hundred_up:
            return None
        done = self.finished[:-1] if self.finished and self.finished[-1] is self.deal else self.finished
        partie = self._partie_of(done)
        played, base = len(done), self.rules.deals_per_partie
        if played < base:
            left = base - 1 - played
        else:  # (a tie after the last deal: one more deal each, then the partie ends or is drawn)
            left = 1 if (played - base) % 2 == 0 else 0
        elder_player = 1 - partie.dealer
        elder, younger = partie.totals[elder_player], partie.totals[partie.dealer]
        factor = 2 if played in self.rules.doubled_deals else 1
        return [{"scores": [elder, younger], "deals_left": left, "factor": factor},
                {"scores": [younger, elder], "deals_left": left, "factor": factor}]

    def deal_number(self):
        """1-based number of the current (or last) deal of the partie."""
        return len(self.finished) + (1 if self.deal is not None and not self.deal.is_over else 0)

    def _do_cut(self):
        rng = Prng(derive_seed(self.seed, 99))
        first_dealer, cuts = cut_for_deal(rng)
        self.cut = (first_dealer, cuts)

    def begin_deal(self):
        self.clear_turn()
        self.verdicts = {}
        self.coach_moves = set()
        self.hint_moves = set()
        self.rule_hints = set()
        self.stood_in = {}
        self.count_marks = []
        if self.kind == "deal":  # (the same deal again: its tally starts again too)
            self.counted = [0, 0]
        self.feedback, self.feedback_checked, self.feedback_late = None, -1, None
        self.review = self.solved = None
        if self.kind == "partie":
            partie = self.partie()
            self.learner_seat = ELDER if partie.dealer == COMPUTER else YOUNGER
            seed = derive_seed(self.seed, len(self.finished))
        else:
            self.learner_seat = self.deal_seat_choice
            seed = self.seed
        self.deal = Deal.from_seed(seed, self.rules)
        self.stage = "deal"
        self._after_move(0)

    def deal_ended(self):
        if self.kind == "partie":
            self.finished.append(self.deal)
            partie = self.partie()
            self.stage = "partie-over" if partie.is_over else "deal-over"
        else:
            self.stage = "deal-over"

    # ----- whose turn ---------------------------------------------------------------------

    @property
    def computer_seat(self):
        return 1 - self.learner_seat

    def learner_to_act(self):
        return (self.stage == "deal" and self.deal.to_act == self.learner_seat and self.pending_count is None)

    def computer_to_act(self):
        """True when the page should ask the computer for its move (``apply_computer``)."""
        return self.stage == "deal" and self.deal.to_act == self.computer_seat and self.pending_count is None

    def forced_action(self):
        """The learner's only legal card, when auto-play is on and he has no choice."""
        if not self.learner_to_act() or not self.settings["autoplay"] or self.deal.phase != "play":
            return None
        legal = self.deal.legal_cards()  # the rules' own: following suit, and trumping (CardParade)
        return "play " + legal[0].code if len(legal) == 1 else None

    def play_forced(self, text):
        """Play the learner's only card for him (auto-play); what the table says stays, and
        so does the coach's word on his last choice (it came after the computer's lead and
        this card, and went with the card before he could read it: a walk-through)."""
        if text is None or text != self.forced_action():
            raise IllegalActionError("that card is not forced now")
        message, feedback = self.message, self.feedback
        self.played_for = (self.deal, len(self.deal.log), "forced")  # (the live region says it was played for him)
        self._learner_do(parse_action(text))
        self.message = message
        if self.stage == "deal":
            self.feedback = feedback

    def apply_computer(self, text, level=None):
        """The computer's move (notation text), checked like any other; ``level``: the
        level that chose it, when another than the table's stood in for it (the club player
        while the expert's worker loads), so the review can say whose moves they were."""
        if not self.computer_to_act():
            raise IllegalActionError("it is not the computer's turn")
        if level is not None and not adapter.is_level(level):
            raise PiquetError("unknown level %r" % (level,))
        index = len(self.deal.history)
        self._do(parse_action(text), self.computer_seat)
        if level is not None and level != self.level:
            self.stood_in[index] = level

    def _do(self, action, seat):
        start = len(self.deal.log)
        self.deal.do(action, seat)
        self._after_move(start)

    def _after_move(self, start):
        """After any move: the learner's new totals to be counted, the end of the deal."""
        if self.settings["counting"]:
            self.pending_count = self.count_from(start) or self.pending_count
        if self.deal.is_over:
            self.deal_ended()

    def said_until(self):
        """(where in the deal's log what the table shows stops, the scores held back from
        there): while he owes a total, what came after his announcement waits until he has
        said it, as it does at a real table: elder says his total with his first lead, then
        younger states his declarations (RULES.md section 8). A walk-through saw younger's
        statement and score shown while elder still owed his count."""
        log = self.deal.log
        pending = self.pending_count
        if pending is None or not pending.get("steps"):
            return len(log), ()
        stop = pending["steps"][-1][1]
        return stop, tuple(score for entry in log[stop:] if type(entry) is Announced
                           and entry.seat != self.learner_seat for score in entry.scores)

    def count_from(self, start):
        """The total the learner must say for what he announced in the deal's log from
        ``start`` on (the pending count; a save keeps ``start`` only), or None if nothing."""
        log = self.deal.log
        steps = []  # (the total of each of his total lines, where the log goes on after it)
        before = None
        for index in range(start, len(log)):
            entry = log[index]
            if type(entry) is Announced and entry.seat == self.learner_seat:
                if before is None:
                    before = entry.scores[0].total - entry.scores[0].points
                steps.append((entry.scores[-1].total, index + 1))
        if not steps:
            return None
        total = steps[-1][0]
        bonus = sum([score.points for score in self._scores_since(start) if score.category in (PIQUE, REPIQUE)])
        return {"total": total, "before": before, "points": total - before, "from": start, "steps": steps,
                "bonus": bonus}

    def first_count_scores(self):
        """His scores in the first total he must say now (the pending count's first step)."""
        pending = self.pending_count
        if pending is None:
            return []
        return self._scores_since(pending["from"], pending["steps"][0][1])

    def _scores_since(self, start, stop=None):
        """The learner's ``ScoreEvent``s announced in the deal's log from ``start`` on (to ``stop``)."""
        return [score for entry in self.deal.log[start:stop] if type(entry) is Announced
                for score in entry.scores if score.player == self.learner_seat]

    # ----- the learner's input -------------------------------------------------------------

    def act(self, name, value=None):
        """One learner input: a button's ``data-action`` (and ``data-value``), or a card.

        Illegal moves are refused with the rule they break, in ``message``; nothing else
        changes. Returns nothing; the page renders the table again.
        """
        if name.startswith("trumps-") or name == "announce-capot":  # CardParade: one button per choice
            name, value = "move", name.replace("-", " ")
        handler = getattr(self, "_act_" + name.replace("-", "_"), None)
        if handler is None:
            raise PiquetError("unknown table action %r" % (name,))
        self.asking_new = False  # any other input puts the question away ("new-partie" asks it again)
        if name != "open-link":
            self.offered_link = None  # (the same for a link's question)
        try:
            handler(value)
        except IllegalActionError as error:
            self.message = ("error", _sentence(str(error)))

    def _act_cut(self, value):
        if self.stage != "cut" or self.cut is not None:
            raise IllegalActionError("the cut is made once, before the first deal")
        self._do_cut()

    def _act_next_deal(self, value):
        self.pending_count = None
        if self.stage == "cut" and self.cut is not None:
            self.begin_deal()
        elif self.stage == "deal-over" and self.kind == "partie":
            self.begin_deal()
        else:
            raise IllegalActionError("there is no next deal now")

    def _act_replay_deal(self, value):
        if self.kind != "deal":
            raise IllegalActionError("only a single deal is played again")
        self.begin_deal()

    def game_in_progress(self):
        """A partie begun and not over, or a single deal being played: "New game" asks first."""
        if self.kind == "deal":
            return self.stage == "deal"
        return self.kind == "partie" and self.stage != "partie-over" and (self.deal is not None or bool(self.finished))

    def asking_new_game(self):
        """Whether the table shows "Abandon this partie and start a new game?"."""
        return self.asking_new and self.game_in_progress()

    def _act_new_partie(self, value):
        """A new game; in a game in progress, only once the learner confirms
        (``confirm-new-game``; ``keep-playing`` or any other input puts the question away)."""
        if self.game_in_progress():
            self.asking_new = True
            return
        self._act_confirm_new_game(value)

    def follow_link(self, found):
        """A shared link opened (``parse_hash``'s dict): its game starts, with the learner's
        table options kept. In a game in progress the page asks first, as "New game" does
        (``offered_link``; "open-link" plays it, any other input keeps the game): a link
        followed from a message must not silently throw a partie away."""
        if not self.game_in_progress():
            self._open_link(found)
        elif not self._plays(found):  # (a link to the very game in progress: it goes on)
            self.offered_link = found

    def _plays(self, found):
        """Whether the table plays the game of link ``found`` (its kind, seed, rules and level;
        a deal's seat too)."""
        return (found["kind"] == self.kind and found["seed"] == self.seed and found["level"] == self.level
                and Rules.parse(found["rules"]).to_text() == self.rules.to_text()
                and (self.kind == "partie" or found["seat"] == self.deal_seat_choice))

    def _open_link(self, found):
        self.__init__(self.settings)
        if found["kind"] == "partie":
            self.new_partie(found["seed"], found["rules"], found["level"])
        else:
            self.new_single_deal(found["seed"], found["rules"], found["level"], found["seat"])

    def _act_open_link(self, value):
        if self.offered_link is None:
            raise IllegalActionError("there is no shared link to open now")
        self._open_link(self.offered_link)

    def _act_keep_playing(self, value):
        pass  # ``act`` has put the question away

    def _act_confirm_new_game(self, value):
        """Back to the settings for a new game (the page reads the settings form), which
        shows the options, the level, the rules and the seat he last played with."""
        played = self.kind is not None
        settings, seat = self.settings, self.deal_seat_choice
        level = self.level if played else self.setup_level
        rules = self.rules.to_text() if played else self.setup_rules
        self.__init__(settings)
        self.setup_level, self.setup_rules, self.deal_seat_choice = level, rules, seat

    def _act_card(self, code):
        """A card clicked: toggled as a discard in the exchange, played in the play."""
        self._need_turn()
        card = Card.parse(code)
        phase = self.deal.phase
        if phase == "exchange":
            if card not in self.deal.hands[self.learner_seat]:
                raise IllegalActionError("%s is not in your hand" % card.name)
            if code in self.selected:
                self.selected.remove(code)
            else:
                self.selected.append(code)
            self.message = None
            return
        if phase == "play":
            refused = self._refused(card)
            if refused:  # said to him, cards as faces (the deal's error says it of "younger", by code)
                raise IllegalActionError(refused)
            self._learner_do(Play(card))
            return
        raise IllegalActionError("cards are chosen in the exchange and played in the play, not in the %s" % phase)

    def card_gone(self, code):
        """Whether ``code`` is a card the learner has already played in this deal: a press on
        it is a repeat of the press that played it (two clicks of a double click handled
        in turn), dropped without a word rather than "Younger does not hold AH"."""
        deal = self.deal
        if deal is None or deal.phase not in ("play", "over") or self.stage not in ("deal", "deal-over", "partie-over"):
            return False
        try:
            card = Card.parse(code)
        except ValueError:
            return False
        seat = self.learner_seat
        played = [trick.led if trick.leader == seat else trick.followed for trick in deal.tricks]
        if deal.current and deal.leader == seat:
            played.append(deal.current[0])
        return card in played

    def _refused(self, card):
        """Why the rules refuse the learner's ``card`` now ("You must follow suit: A\u2660 was
        led and you hold ..."), or None if it may be played or is not his."""
        deal = self.deal
        hand = deal.hands[self.learner_seat]
        if card not in hand or not deal.current:
            return None
        found = refusal(hand, deal.current[0], card, deal.legal_cards())
        if found is None:
            return None
        return said_to_you(found, _label)

    def _act_option(self, value):
        self._need_turn()
        self.option = value if value in ("look", "expose") else None
        self.option_chosen = True

    def exchange_option(self):
        """The option his exchange takes: his choice, or, before he makes one, "look" for
        elder (it costs nothing, RULES.md §4; a newcomer left a card unseen without
        noticing the unticked box) and none for younger (turning his cards up is a choice)."""
        if self.option_chosen:
            return self.option
        return "look" if self.learner_seat == ELDER else None

    def _act_exchange(self, value):
        self._need_turn()
        cards = tuple(Card.parse(code) for code in self.selected)
        option = self.exchange_option()
        fewest, most = self.deal.exchange_limits(self.learner_seat)
        if option and most - len(cards) <= 0:
            option = None
        self._learner_do(Exchange(cards, option))

    def _act_move(self, text):
        """Any other decision, as notation: a call, an answer, carte blanche, naming trumps
        or announcing capot (CardParade)."""
        self._need_turn()
        self._learner_do(parse_action(text))

    def _learner_do(self, action):
        self.deal.verify(action, self.learner_seat)  # raises with the reason, changes nothing
        self.clear_turn()
        self.feedback = None  # about an earlier decision: the next one may bring its own
        self._do(action, self.learner_seat)

    def _need_turn(self):
        if self.stage != "deal":
            raise IllegalActionError("there is no deal in progress")
        if self.pending_count is not None:
            raise IllegalActionError("first say your new total")
        if self.deal.to_act != self.learner_seat:
            raise IllegalActionError("it is the computer's turn")

    # counting aloud

    def _act_say_total(self, text):
        pending = self.pending_count
        if pending is None:
            raise IllegalActionError("there is no total to say now")
        said = read_total(text)
        if said is None:
            typed = " ".join(str(text or "").split())
            self.message = ("error", ("\u201c%s\u201d is not a number: say" % (typed if len(typed) <= 20 else typed[:19] + "\u2026")
                                      if typed else "Say") + " your total as a number, such as 7 or seven.")
            return
        total = pending["total"]
        # his total as shown beside the learner's (scores held back until this count is said
        # are not shown yet), for the slip of adding it in
        theirs = self.deal.totals[self.computer_seat] - sum([score.points for score in self.said_until()[1]])
        self.pending_count = None
        # A total on the way to the last (his quint's before his tierce's, the last trick's
        # before the cards'): right, and the next is asked (RULES.md §8: each new total is said).
        for reached, after in pending.get("steps", ())[:-1]:
            if said == reached and said != total:
                self.count_marks.append([len(self.deal.history), 1])
                self.counted[0] += 1
                self.pending_count = self.count_from(after)
                counted = self._scores_since(pending["from"])
                coming = self._scores_since(after)
                self.message = ("right", "Right: %s. %s" % (spoken_total(said), step_prompt(
                    coming, counted[:len(counted) - len(coming)])))
                return
        self.count_marks.append([len(self.deal.history), 1 if said == total else 0])
        if said == total:
            self.counted[0] += 1
            words = "Right: %s." % spoken_total(total)
            if len(pending.get("steps", ())) > 1:
                # (asked for the total after his first score, he said the last: right, and why,
                # a walk-through accepted at 97 when asked "after the quatorze of tens")
                last = [score for score in self._scores_since(pending["steps"][-2][1])
                        if score.category not in (PIQUE, REPIQUE)]
                words = "Right: %s, your total after %s too: saying the last total at once is enough." % (
                    spoken_total(total), scored_for(last[-1]) if last else "your last score")
            self.message = ("right", words)
        else:
            self.counted[1] += 1
            scores = self._scores_since(pending["from"])
            self.message = ("wrong", correction(said, pending, scores, theirs, self._point_pips(scores)))

    def _point_pips(self, scores):
        """The pips of the point the learner scores among ``scores``, or None."""
        if not [score for score in scores if score.category == "point"]:
            return None
        record = self.deal.class_record("point")
        called = record.elder_call if self.learner_seat == ELDER else record.younger_call
        return called[0].value if called else None

    def _act_coach_total(self, value):
        """The coach says the learner's new total for him (``coach-move`` at a count): the
        game goes on, and the count is not his, so it is tallied neither right nor wrong."""
        pending = self.pending_count
        if pending is None:
            raise IllegalActionError("there is no total to say now")
        self.pending_count = None
        # (said in the past: when the next card scores at once, a new count is asked under it,
        # and "The coach says it for you: Twenty-three" read as the answer to that one)
        self.message = ("info", "The coach said your total for you: %s." % spoken_total(pending["total"]))

    def count_choices(self):
        """Totals to choose from when counting aloud: the right one and likely slips."""
        return count_choices(self.pending_count)

    # ----- reading the table --------------------------------------------------------------

    def record_text(self):
        """The current (or last) deal as a ``.pqt`` deal record."""
        from ..record import dump
        deal = self.deal
        if deal is None:
            raise IllegalActionError("there is no deal to download yet")
        if self.kind == "partie":  # (named as its file is: the deal's own seed alone matched nothing the learner saw)
            title = "Practice partie %d, deal %d (seed %d)" % (self.seed, max(1, self.deal_number()), deal.seed)
        else:
            title = "Practice deal, seed %d" % deal.seed
        return dump(deal, title=title)

    def record_name(self):
        if self.kind == "partie":
            return "piquet-partie-%d-deal-%d.pqt" % (self.seed, max(1, self.deal_number()))
        return "piquet-deal-%d.pqt" % self.seed

    def partie_record_text(self):
        """The whole partie so far (its finished deals and the one in play) as a
        ``partie_record``: the learner is player 1, the computer player 2."""
        from ..partie_record import dump
        if self.kind != "partie" or self.cut is None or (self.deal is None and not self.finished):
            raise IllegalActionError("there is no partie to download yet")
        deals = list(self.finished)
        if self.deal is not None and (not deals or self.deal is not deals[-1]):
            deals.append(self.deal)
        title = "Practice partie, seed %d: player 1 is you, player 2 the computer at the %s level" % (
            self.seed, self.level)
        return dump(self.cut[0], self.rules, deals, seed=self.seed, title=title)

    def partie_record_name(self):
        return "piquet-partie-%d.pqt" % self.seed

    # ----- saving --------------------------------------------------------------------------

    def dump(self):
        """The table as JSON text (``saving``; ``restore`` reads it back)."""
        return dump_table(self)

    def share_hash(self, with_deal=False):
        """The URL hash that reproduces this partie (or the current deal): ``links``."""
        return share_hash(self, with_deal)

    def restore_data(self, data):
        """Rebuild the table from saved data, replaying every move (``saving``)."""
        restore_into(self, data)


def restore(text, settings=None):
    """(Table, notice or None) from saved text; nothing saved gives a fresh table.

    Anything that cannot be trusted (not JSON, another version, a move the rules refuse)
    resets the table and returns the notice to show; it never half-restores.
    """
    table = Table(settings)
    if text is None or text == "":
        return table, None
    try:
        table.restore_data(json.loads(text))
    except Exception:  # any damage at all: start afresh, and say so
        return Table(settings), RESET_NOTICE
    return table, None


# ----- words ---------------------------------------------------------------------------


def _sentence(text):
    text = text[:1].upper() + text[1:]
    return text if text.endswith(".") else text + "."

