"""Another game's record, step by step (the games page's record viewer): every hand on
the table, the trick, what was said, the seats and the score sheet, as the table showed
them, at each step of the record.

Glossary:
    step:      one move of the record, or the dealing of a partie's next deal (or a whole
               game's, after the deal that ended); step 0 is the first deal as dealt.
    the table: a ``GameTable`` of the record's game, seed and settings, into which the
               steps are replayed: the viewer draws what the table drew (``felt``,
               ``render``, ``sheets``), with every hand face up.

A record made at the games table (its "Download the record") is dealt again from its seed
and replayed move by move; a record whose cards that seed does not deal (a hand-built
one) is refused, and the command line replays it (``python -m piquet_core replay``).
Two-player Rubicon deals and parties have the practice page's own viewer
(``table.stepper``).

>>> from piquet_core.gametable.session import GameTable
>>> table = GameTable("normand", "random", 3)
>>> _ = table.run_computers(5)
>>> view = RecordView(table.record_text())
>>> view.position, view.last == len(view.steps) - 1, view.steps[0]
(0, True, ('dealt',))
>>> view.go("last"); view.position == view.last
True
"""

from ..errors import PiquetError, RecordError
from ..table.cardface import escape, spoken_html
from ..table.stepper import STEP_KEYS
from . import catalogue, felt, sheets, words
from .session import DEAL_OVER, GameTable

DEALT = "dealt"
NOT_DEALT_HERE = ("its cards are not the ones its seed deals at this table (a record written by hand, or by the "
                  "command line?); the command line replays it (python -m piquet_core replay FILE)")
STEPS = (("first", "Start"), ("prev", "Back"), ("next", "Next"), ("next-deal", "Next deal"), ("last", "End"))


def _game_of(found):
    """The table's name of the game ``found`` (a record read back) is, or a RecordError."""
    name = getattr(found, "game", None) or "rubicon"
    if name.endswith(" partie"):
        name = name[:-len(" partie")]
    if name not in catalogue.TITLES:
        raise RecordError(None, "this is a record of a two-player Rubicon deal or partie: the practice page steps "
                                "through those (its \u201cStep through a deal record\u201d)")
    return name


def _settings(found, game):
    """(seed, players, ranking) the table deals the record's game again with."""
    seed = getattr(found, "seed", None)
    if type(seed) is not int:
        raise RecordError(None, "this record has no seed, so its cards cannot be dealt again here; the command line "
                                "replays it (python -m piquet_core replay FILE)")
    players = getattr(found, "players", None) if game == "ecrire" else None
    ranking = getattr(found, "ranking", None) if game == "imperial" else None
    return seed, players, ranking


def _moves(found):
    """Every move of the record in order, as (seat, notation): a partie's finished deals,
    then the one it stops in; a whole game's own."""
    if hasattr(found, "first_dealer"):
        units = list(found.games) + ([found.current] if found.current is not None else [])
    else:
        units = [found]
    return [(move.seat, str(move.action)) for unit in units for move in unit.history]


def _cards_lines(text):
    """A record's lines that name cards and deals, not its title, comments or moves."""
    from ..record import newlines_only
    kept = []
    for line in newlines_only(text).split("\n"):
        line = line.partition(";")[0].strip()
        if line and not line.startswith("Title:") and not ("0" <= line[0] <= "9"):
            kept.append(line)
    return kept


def _dealt_lines(table):
    """The card and deal lines of what ``table`` has dealt (its partie's, or its game's)."""
    from ..games import dump_record
    return _cards_lines(dump_record(table.partie if table.partie is not None else table.unit, ""))


class RecordView:
    """A record of another game and the step shown; ``go`` moves, ``html`` draws."""

    def __init__(self, text):
        from ..games import dump_record
        from ..record import load
        found = load(text)
        self.game = _game_of(found)
        self.settings = _settings(found, self.game)
        self.title = getattr(found, "title", None) or "A recorded game: %s" % catalogue.TITLES[self.game]  # ("A recorded The original rules")
        self.steps = [(DEALT,)]
        self.table = table = self._new_table()
        written = _cards_lines(dump_record(found, ""))
        dealt = _dealt_lines(table)
        if written[:len(dealt)] != dealt:
            raise RecordError(None, NOT_DEALT_HERE)
        for seat, notation in _moves(found):
            if table.phase == DEAL_OVER:
                self.steps.append((DEALT,))
                self._apply(self.steps[-1])
            self.steps.append((seat, notation))
            try:
                self._apply(self.steps[-1])
            except PiquetError as error:
                raise RecordError(None, "step %d (%s: %s) cannot be replayed: %s" % (
                    len(self.steps) - 1, table.seat_name(seat), notation, error))
        replayed = _dealt_lines(table)
        if table.phase == DEAL_OVER and len(replayed) < len(written):
            # a record saved just after "Next deal": the new deal's cards, no move yet (a
            # walk-through's download was refused by its own viewer)
            self.steps.append((DEALT,))
            self._apply(self.steps[-1])
            replayed = _dealt_lines(table)
        if replayed != written:
            raise RecordError(None, NOT_DEALT_HERE)
        self.finished = table.is_over
        self.position = 0
        self.table = self._new_table()
        self.lines = []  # what was said at the step shown
        self._show(0, again=True)

    def _new_table(self):
        seed, players, ranking = self.settings
        return GameTable(self.game, "random", seed, players, ranking)

    @property
    def last(self):
        return len(self.steps) - 1

    def go(self, where):
        """Move to the step ``where`` names: first, prev, next, next-deal, last, or a number."""
        target = self.position
        if where == "first":
            target = 0
        elif where == "prev":
            target = self.position - 1
        elif where == "next":
            target = self.position + 1
        elif where == "last":
            target = self.last
        elif where == "next-deal":
            target = self.position + 1
            while target < self.last and self.steps[target][0] != DEALT:
                target += 1
        else:
            try:
                target = int(where)
            except ValueError:
                return
        self._show(max(0, min(self.last, target)))

    def _show(self, target, again=False):
        if target == self.position and not again:  # (Next at the end, a key held: nothing replayed)
            return
        if target < self.position or again:  # (back: dealt again and replayed, as moves cannot be taken back across deals)
            self.table = self._new_table()
            self.position = 0
        before = []
        while self.position < target:
            if self.position == target - 1:
                before = words.log_lines(self.table, self._view(), last=0)
            self._apply(self.steps[self.position + 1])
            self.position += 1
        now = words.log_lines(self.table, self._view(), last=0)
        # what this step added to the deal's lines (a new deal's lines start again: all of them)
        self.lines = now if len(now) < len(before) or now[:len(before)] != before else now[len(before):]

    def _apply(self, step):
        """One step on the table. A whole game that deals again within a deal's last move
        waits, as the table does after a deal the learner played, after every deal (à
        Écrire's deals he sat out too): each deal's end is a step of its own."""
        table = self.table
        if step[0] == DEALT:
            if table.phase == DEAL_OVER:
                table.next_deal()
            return
        seat, notation = step
        before = table.unit.deal_number if table.partie is None else None
        table.play_move(seat, notation)
        if before is not None and table.unit.deal_number != before and not table.unit.is_over:
            table.paused = True

    def _view(self):
        """The learner's view (the record was his game); at à Écrire, a deal he sat out is
        seen from its elder's seat."""
        table = self.table
        view = table.view()
        if view is None and table.game == "ecrire":
            return table.unit.deal(table.shown_deal).view(0)
        return view

    # ----- drawing ------------------------------------------------------------------------------

    def status(self):
        """The step in words: "Step 5 of 40: Left (second) plays K♠"."""
        step = self.steps[self.position]
        if step[0] == DEALT:
            said = "deal %d as dealt" % (self.table.shown_deal + 1)
        else:
            seat, notation = step
            person = self._who(seat)
            you = person.startswith("You")
            said = "%s %s" % (person, words.step_words(notation, self.game, you=you))
            if notation == "equal":  # said as "Making?" or "How high?" to a first figure (RULES.md §5)
                for speaker, text in self.lines:
                    if speaker == words.who(self.table, seat) and text.endswith("?"):
                        said = '%s %s "%s"' % (person, "say" if you else "says", text)
        text = "Step %d of %d: %s." % (self.position, self.last, said)
        if self.position == self.last and not self.finished:
            text += " The record stops here, before the end."
        return text

    def _who(self, seat):
        """Who made the move of the step shown, as the table names him (à Écrire: with his
        part in the deal shown, elder or younger)."""
        table = self.table
        if table.game == "ecrire":
            roles = table.unit.role_seats(table.shown_deal)
            if seat in roles:
                return "%s (%s)" % (table.person(seat), "elder" if roles.index(seat) == 0 else "younger")
        return words.who(table, seat)

    def hands_html(self):
        """Every hand at this step, face up, each under who holds it."""
        table = self.table
        unit = table.unit
        if table.game == "ecrire":
            number = table.shown_deal
            deal = unit.deal(number)
            seats = [(deal.view(role), "%s (%s)" % (table.person(unit.role_seats(number)[role]),
                                                    "elder" if role == 0 else "younger")) for role in (0, 1)]
        else:
            seats = [(unit.view(seat), words.who(table, seat)) for seat in unit.seats]
        items = []
        for view, who in seats:
            label = "%s's hand" % who
            items.append('<div class="gt-viewer__hand"><h4 class="gt-viewer__who">%s</h4>%s</div>' % (
                escape(who), felt.cards_list(felt.in_trick_order(view.hand, table.ranking), label)
                if view.hand else '<p class="gt-muted">No cards left.</p>'))
        items.extend(self._stock_html())
        return '<section class="gt-viewer__hands" aria-label="Every hand"><h3 class="gt-h">Every hand</h3>%s</section>' % (
            "".join(items))

    def _stock_html(self):
        """Normand's stock, face up here too (a walk-through saw the dealer's hand change at
        his exchange with no word of the two cards he took), and then his two discards."""
        unit = self.table.unit
        if self.table.game != "normand":
            return []
        shown = []
        if unit.stock:
            title = "The stock" if unit.taken is None else "The stock, left by the dealer"
            shown.append((title, unit.stock))
        if unit.discards:
            shown.append(("The dealer's discards", unit.discards))
        return ['<div class="gt-viewer__hand"><h4 class="gt-viewer__who">%s</h4>%s</div>' % (
            escape(title), felt.cards_list(list(cards), title)) for title, cards in shown]

    def html(self):
        table = self.table
        view = self._view()
        parts = ['<div class="stepper gt-viewer__step" data-position="%d" data-steps="%d">' % (self.position, self.last),
                 '<p class="gt-viewer__title"><b>%s</b></p>' % escape(self.title)]
        controls = []
        for name, label in STEPS:
            dead = (name in ("first", "prev") and self.position == 0) or \
                (name in ("next", "next-deal", "last") and self.position == self.last)
            key = [bound for step, bound in STEP_KEYS if step == name]
            controls.append('<button type="button" class="button button--small" data-step="%s"%s%s>%s</button>' % (
                name, ' aria-keyshortcuts="%s"' % key[0] if key else "", ' aria-disabled="true"' if dead else "",
                label))
        parts.append('<div class="stepper__controls" role="group" aria-label="Step through the record">%s</div>' % (
            " ".join(controls)))
        parts.append('<p class="stepper__status" aria-live="polite">%s</p>' % spoken_html(self.status(), words.any_pack_labels()))
        if self.lines:  # (the stepper's classes: the page brings these words into sight after a step)
            parts.append('<ol class="stepper__now">%s</ol>' % "".join(
                "<li>%s%s</li>" % ("<strong>%s:</strong> " % escape(speaker) if speaker else "",
                                   spoken_html(text, words.any_pack_labels()))  # (cards read by name)
                for speaker, text in self.lines))
        ended = table.paused or table.unit.is_over  # (a whole game that waits has dealt the next deal: not shown yet)
        if table.paused:
            parts.append(felt.ended_trick_html(table, view))
        else:
            parts.append(felt.trick_html(table, view))
        if ended:
            parts.append(sheets.deal_summary_html(table, at_table=False))
        if not table.paused:
            parts.append(self.hands_html())
            parts.append(felt.seats_html(table, view))
        parts.append('<details class="gt-scores"%s><summary>Score sheet</summary>%s</details>' % (
            " open" if ended else "", sheets.score_sheet_html(table, view)))
        if table.partie is not None:
            parts.append(sheets.partie_sheet_html(table))
        parts.append("</div>")
        return "".join(parts)


def open_record(text):
    """The viewer of ``text``, or the reason it cannot be opened, said to the learner."""
    try:
        return RecordView(text), None
    except (RecordError, PiquetError, ValueError) as error:
        return None, "This record cannot be stepped through: %s" % error

