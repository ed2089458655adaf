"""A recorded deal, step by step: both hands on the table, trick by trick, every line said.

Glossary:
    step:   one action of the record (step 0 is the deal as dealt, before any action).
    frame:  what the table looks like after a step: both hands, the talon left, the cards
            turned face up, the trick on the table (or the last one), tricks won, the
            running totals, and the lines said at that step.

Used by the practice page (open or paste a ``.pqt`` record) and by the lessons' ``deal``
blocks, whose long printed list stays for readers without JavaScript.

>>> from piquet_core.players import play_random_deal
>>> from piquet_core.record import dump
>>> stepper = Stepper.from_record(dump(play_random_deal(5)))
>>> stepper.position, stepper.go("last"), stepper.frame()["totals"] == list(stepper.deal.totals)
(0, None, True)

A whole partie's record (``partie_record``) is stepped through a deal at a time: the
step ``deal-N`` opens deal N at its start.
"""

from ..actions import NOT_GOOD, Declare, Reply
from ..cards import sort_key
from ..combinations import POINT, SEQUENCE, SET
from ..deal import Deal
from ..errors import PiquetError, RecordError
from ..record import check_size, load, newlines_only, not_text_at
from ..speech import capitalize, number_words
from ..transcript import format_utterance, silent_words
from .cardface import card_html, cards_text, escape, spoken_html
from .move_words import answering, describe_move
from .widgets import capot_html, trick_html, trumps_html

ROLE = ("Elder", "Younger")
STEPS = (("first", "Start"), ("prev", "Back"), ("next", "Next"), ("next-trick", "Next trick"), ("last", "End"))
# Keys on the step buttons (a walk-through pressed the arrows and nothing moved); each
# button names its key (``aria-keyshortcuts``). The glues call ``step_for_key``.
STEP_KEYS = (("first", "Home"), ("prev", "ArrowLeft"), ("next", "ArrowRight"), ("last", "End"))


def step_for_key(key):
    """The step a key on the step buttons makes, or None.

    >>> step_for_key("ArrowRight"), step_for_key("Home"), step_for_key("a")
    ('next', 'first', None)
    """
    for name, bound in STEP_KEYS:
        if bound == key:
            return name
    return None

# A step that leads nowhere now (Next at the end, Back at the start) is aria-disabled, not
# disabled: it keeps the focus, so Enter pressed on and on at Next stops at the end. (The
# focus used to move to Back, and the next Enter walked the deal backwards.) The glue
# ignores a press on it (``is_dead_step``).


def oversized(size, source=None):
    """The refusal of a record of ``size`` (a text box's length, a file's bytes), said before
    the page copies it into Python, or None: a 5 MB paste ran MicroPython out of memory
    before the record's own limit was checked (a walk-through).

    >>> oversized(1000), oversized(5000000, "big.pqt")
    (None, 'The file “big.pqt” cannot be read as a record: too long for a deal record (more than 1000000 bytes)')
    """
    try:
        check_size(size)
    except RecordError as error:
        return unreadable("", error, source)
    return None


def file_text(text, size):
    r"""A file's text as the page read it, with the NUL put back where the browser's string
    ended early: a string with a NUL in it comes into MicroPython cut at that NUL, so a
    record with one byte spoiled opened as a shorter deal (a walk-through). The file held
    ``size`` bytes; its text, whole, is as many in UTF-8, unless the browser put U+FFFD for
    bytes that are not UTF-8 (refused as not text anyway).

    >>> file_text("Seed: 1\n", 8), file_text("Seed: 1\n", 9), file_text("", 100)
    ('Seed: 1\n', 'Seed: 1\n\x00', '\x00')
    """
    if "\ufffd" not in text and len(text.encode("utf-8")) < size:
        return text + "\x00"
    return text


# Said when the page runs out of memory reading a record (MicroPython's heap is small).
OUT_OF_MEMORY = ("This record is too large to be opened on this page: reload the page and try again, or open it "
                 "with the command line (python -m piquet_core replay FILE).")


# After a refusal, when a record was open: it stays, below the refusal.
STILL_OPEN = "The record you had open is still below."


def unreadable(text, error, source=None):
    r"""Why a pasted record cannot be read, with the line it names quoted: a pasted text has
    no line numbers to count by; and, for a file opened (``source``, its name), which file.

    >>> unreadable("Seed: 1\n1. younger: exchange none\n", ValueError("line 2: it is elder's turn, not younger's"))
    "This record cannot be read: line 2 (“1. younger: exchange none”): it is elder's turn, not younger's"
    >>> unreadable("Seed: 1\r1. younger: exchange none\r", ValueError("line 2: it is elder's turn"))[28:64]
    'line 2 (“1. younger: exchange none”)'
    >>> unreadable("hello", ValueError("line 1: not a record line"), "notes.txt")
    'The file “notes.txt” cannot be read as a record: line 1 (“hello”): not a record line'
    """
    said = str(error)
    head, _, rest = said.partition(": ")
    head = head.partition(" (move ")[0]  # (the quoted line shows its move's number itself)
    number = head[5:]
    lines = newlines_only(text).split("\n")
    if head.startswith("line ") and number and all("0" <= ch <= "9" for ch in number) and rest \
            and 1 <= int(number) <= len(lines) and not_text_at(lines[int(number) - 1]) < 0:
        line = lines[int(number) - 1]  # (quoted if it is text: a binary file's line was cut at its NUL)
        quoted = line.partition(";")[0].strip() or line.strip()  # the move, not its comment
        if len(quoted) > 60:
            quoted = quoted[:59] + "\u2026"
        said = "%s (\u201c%s\u201d): %s" % (head, quoted, rest)
    if source:
        return "The file \u201c%s\u201d cannot be read as a record: %s" % (source, said)
    return "This record cannot be read: " + said


class Stepper:
    """Frames of a deal; ``go`` moves the position, ``frame`` reads it."""

    def __init__(self, deal, ident="viewer", partie=None):
        self.deal = deal
        self.ident = ident
        self.partie = partie  # a ``partie_record.PartieRecord`` whose deals are stepped through, or None
        self.frames = _frames(deal)
        self.position = 0

    @classmethod
    def from_record(cls, text, ident="viewer"):
        """The stepper of a deal record, or of a partie's record (at its first deal); a
        record of another game is refused: the viewer shows two-player deals."""
        found = load(text)
        if getattr(found, "game", None) == "partie":
            if not found.deals:
                raise RecordError(None, "this partie's record holds no deal yet")
            return cls(found.deals[0], ident, found)
        if not isinstance(found, Deal):
            raise RecordError(None, "this is a record of another game (Game: %s); this viewer steps through "
                                    "two-player deals and parties, and the command line replays it "
                                    "(python -m piquet_core replay FILE)" % getattr(found, "game", "?"))
        return cls(found, ident)

    @property
    def deal_index(self):
        """Which of the partie's deals is shown (0 for a single deal)."""
        return self.partie.deals.index(self.deal) if self.partie is not None else 0

    @property
    def last(self):
        return len(self.frames) - 1

    def go(self, where):
        if where == "first":
            self.position = 0
        elif where == "prev":
            self.position = max(0, self.position - 1)
        elif where == "next":
            self.position = min(self.last, self.position + 1)
        elif where == "last":
            self.position = self.last
        elif where == "next-trick":
            start = self.frames[self.position]["tricks_done"]
            position = self.position
            while position < self.last and (self.frames[position]["tricks_done"] == start
                                            or self.frames[position]["current"]):
                position += 1
                if self.frames[position]["tricks_done"] > start:
                    break
            self.position = position
        elif where.startswith("deal-") and self.partie is not None:  # another deal of the partie, at its start
            number = where[5:]
            if number.isdigit() and 1 <= int(number) <= len(self.partie.deals):
                self.deal = self.partie.deals[int(number) - 1]
                self.frames = _frames(self.deal)
                self.position = 0
        else:
            try:
                number = int(where)
            except ValueError:
                return
            self.position = max(0, min(self.last, number))

    def frame(self):
        return self.frames[self.position]


def _frames(deal):
    replay = Deal(deal.dealt[0], deal.dealt[1], deal.talon_dealt, deal.rules, deal.seed)
    frames = [_snapshot(replay, None, [], "")]
    start = 0
    for number, move in enumerate(deal.history, 1):
        words = _move_words(move, replay)
        replay.do(move.action, move.seat)
        lines = [format_utterance(entry) for entry in replay.log[start:]]
        start = len(replay.log)
        frames.append(_snapshot(replay, move, lines, deal.annotations.get(number, "")))
        # a move that makes nobody speak is told as the printed walk-through tells it
        # ("Younger takes the set with his own, saying nothing yet: ..."), a sentence
        frames[-1]["words"] = words if lines else silent_words(move.action)
        frames[-1]["narrated"] = not lines
    return frames


def _move_words(move, deal):
    """The move in words ("play the king of spades", "\u201cMaking?\u201d (the same length)"), from the deal
    before it (the class a Good or Equal answers); the record's notation if it has none.

    A call, and the holding a Not good shows, are named by their cards ("call the point:
    A\u2665 K\u2665 Q\u2665 J\u2665 10\u2665"), not their figures: what he says aloud is the line under
    the heading, and "point of five, making 51" there read as if the pips were said at once."""
    action = move.action
    try:
        if type(action) is Declare or (type(action) is Reply and action.answer == NOT_GOOD):
            return _call_heading(action)
        kind, second = answering(deal)
        words = describe_move(action, kind, deal.hands[move.seat], second)
    except PiquetError:
        return str(action)
    return words[:1].lower() + words[1:]


_CLASS_HEADS = {POINT: ("the point", "the point"), SEQUENCE: ("the sequence", "the sequences"),
                SET: ("the set", "the sets")}


def _call_heading(action):
    # (" and ", not the record's " + ": the status line is read as a sentence)
    groups = " and ".join(cards_text(sorted(group, key=sort_key)) for group in action.groups)
    if type(action) is Reply:
        return "not good, with " + groups
    if not action.groups:
        return "call no " + action.kind
    return "call %s: %s" % (_CLASS_HEADS[action.kind][len(action.groups) > 1], groups)


def _snapshot(deal, move, lines, comment):
    tricks = deal.tricks
    return {
        "move": None if move is None else (move.seat, str(move.action)),
        "hands": [tuple(sorted(deal.hands[seat], key=sort_key)) for seat in (0, 1)],
        "talon": len(deal.talon),
        "exposed": deal.exposed,
        "current": deal.current,
        "leader": deal.leader,
        "last_trick": tricks[-1] if tricks else None,
        "tricks_done": len(tricks),
        "won": list(deal.tricks_won()),
        "totals": list(deal.totals),
        "lines": lines,
        "comment": comment,
        "phase": deal.phase,
        "trumps": deal.trumps,
        "capot_announced": deal.capot_announced,
    }


def _hand(cards, label):
    return '<ul class="hand" aria-label="%s">%s</ul>' % (escape(label), "".join(card_html(card) for card in cards))


def _heard(frame):
    """What is said at this step, and its comment, as words for the status line's live region:
    a screen reader heard "Step 17 of 34, elder: play the jack of hearts." and never the
    "Sixty" said with it, which the lines under the status show (a walk-through of lesson 13).

    >>> from piquet_core.transcript import Line
    >>> _heard({"lines": [Line(0, "Sixty.", "pique: thirty and thirty more")], "comment": "A pique."})
    'Elder: Sixty. (pique: thirty and thirty more) A pique.'
    """
    words = []
    for line in frame["lines"]:
        said = line.text if line.player is None else "%s: %s" % (ROLE[line.player], line.text)
        words.append(said + (" (%s)" % line.note if line.note else ""))
    if frame["comment"]:
        words.append(frame["comment"])
    return " ".join(words)


def _line_html(line):
    note = ' <span class="said__note">(%s)</span>' % escape(line.note) if line.note else ""
    if line.player is None:
        return '<li class="said__narration">%s%s</li>' % (spoken_html(line.text), note)  # (cards read by name)
    return '<li class="said__line"><b>%s:</b> %s%s</li>' % (ROLE[line.player], spoken_html(line.text), note)


def is_dead_step(button):
    """True for a step button that leads nowhere now (see ``STEPS``), read from the page."""
    return button.getAttribute("aria-disabled") == "true"


def stepper_html(stepper, titled=True):
    """The stepper's HTML: controls (``data-step``), the table at this step, and the words.
    ``titled=False``: the rules alone (a lesson's deal block has the title as its caption)."""
    frame = stepper.frame()
    position, last = stepper.position, stepper.last
    partie = stepper.partie
    title = getattr(partie if partie is not None else stepper.deal, "title", None) or (
        "A recorded partie" if partie is not None else "A recorded deal")
    parts = ['<div class="stepper" data-position="%d" data-steps="%d">' % (position, last)]
    if titled:
        parts.append('<p class="stepper__title"><b>%s</b> <span class="stepper__rules">(%s)</span></p>' % (
            escape(title), escape(stepper.deal.rules.in_words())))
    else:
        parts.append('<p class="stepper__title"><span class="stepper__rules">Rules: %s</span></p>' % (
            escape(stepper.deal.rules.in_words())))
    if partie is not None:
        parts.append(_partie_html(stepper))
    controls = []
    for name, label in STEPS:
        dead = (name in ("first", "prev") and position == 0) or (name in ("next", "next-trick", "last") and position == last)
        key = [bound for step, bound in STEP_KEYS if step == name]
        controls.append('<button type="button" class="button button--small" data-step="%s"%s%s>%s</button>' % (
            name, ' aria-keyshortcuts="%s"' % key[0] if key else "", ' aria-disabled="true"' if dead else "", label))
    parts.append('<div class="stepper__controls" role="group" aria-label="Step through the deal">%s</div>' % " ".join(controls))
    if frame["move"] is None:
        status = "As dealt (step 0 of %d)." % last
    else:
        seat, action = frame["move"]
        if frame.get("narrated"):  # (said of him: "Step 9 of 33: Younger calls his set (...).")
            status = "Step %d of %d: %s %s." % (position, last, ROLE[seat], frame["words"])
        else:
            status = "Step %d of %d, %s: %s." % (position, last, ROLE[seat].lower(), frame.get("words", action))
    if position == last and not stepper.deal.is_over:  # (said here too: the result below is a phone's screen away)
        status += " The record stops here: the deal is unfinished."
    parts.append('<p class="stepper__status" aria-live="polite">%s</p>' % spoken_html(status))
    heard = _heard(frame)
    if heard:  # (for a screen reader, heard after the status: the lines below are not live)
        parts.append('<p class="stepper__heard visually-hidden" aria-live="polite">%s</p>' % spoken_html(heard))
    # What is said at this step and its comment come first, by the controls: on a phone the
    # two hands are a screen tall, and the words under them were out of sight at every step.
    if frame["lines"]:
        parts.append('<ol class="stepper__now">%s</ol>' % "".join(_line_html(line) for line in frame["lines"]))
    if frame["comment"]:
        parts.append('<p class="deal__comment">%s</p>' % escape(frame["comment"]))
    centre = []  # the table: trumps, the talon or the trick first, then the hands
    if frame["trumps"]:  # (the table shows them all through the deal; the viewer did only at the step naming them)
        centre.append(trumps_html(frame["trumps"]))
    if frame["capot_announced"] is not None:
        centre.append(capot_html(ROLE[frame["capot_announced"]]))
    # (CardParade: trumps named between the exchanges; and the cards younger left stay on
    # the table through the declarations: step 2 of lesson 18 had no talon line)
    if frame["phase"] in ("carte blanche", "exchange", "trumps") or (frame["phase"] == "declaration" and frame["talon"]):
        centre.append("<p>The talon: %s.</p>" % ("1 card" if frame["talon"] == 1 else "%d cards" % frame["talon"]))
    if frame["exposed"]:
        centre.append("<p>Left face up:</p>" + _hand(frame["exposed"], "Cards left face up"))
    if frame["current"]:  # (as the table shows a trick: each card under who played it)
        centre.append(trick_html([(ROLE[frame["leader"]], frame["current"][0])], "%s led:" % ROLE[frame["leader"]],
                                 "The card led"))
    elif frame["last_trick"] is not None:
        trick = frame["last_trick"]
        centre.append(trick_html([(ROLE[trick.leader], trick.led), (ROLE[1 - trick.leader], trick.followed)],
                                 "Trick %d: %s led, %s won." % (frame["tricks_done"], ROLE[trick.leader].lower(),
                                                                ROLE[trick.winner].lower()),
                                 "Trick %d" % frame["tricks_done"]))
    parts.append('<div class="stepper__table">')
    if centre:
        parts.append('<div class="stepper__centre">%s</div>' % "".join(centre))
    parts.append('<div class="hands">')
    for seat in (0, 1):
        parts.append('<div class="hands__one"><h4 class="hands__who">%s: <span data-stepper-total="%s">%d</span> '
                     '<span class="stepper__tricks">(%d trick%s)</span></h4>%s</div>' % (
                         ROLE[seat], ROLE[seat].lower(), frame["totals"][seat], frame["won"][seat],
                         "" if frame["won"][seat] == 1 else "s",
                         _hand(frame["hands"][seat], "%s's hand at this step" % ROLE[seat])))
    parts.append("</div></div>")
    said = []
    for index in range(1, position + 1):
        for line in stepper.frames[index]["lines"]:
            said.append(_line_html(line))
    parts.append('<details class="stepper__said"><summary>Everything said so far (%d line%s)</summary><ol>%s</ol></details>' % (
        len(said), "" if len(said) == 1 else "s", "".join(said)))
    if position == last:  # (a record may stop before the deal's end: say so, as the command line does)
        totals = frame["totals"]
        parts.append('<p class="deal__result">%s</p>' % escape(capitalize(
            ("final score of the deal: elder %d, younger %d." if stepper.deal.is_over else
             "the record stops here, before the end of the deal (unfinished): elder %d, younger %d so far.")
            % (totals[0], totals[1]))))
    parts.append("</div>")
    return "".join(parts)


def _partie_html(stepper):
    """A partie's deals (one button each, the one shown pressed) and where it stands:
    the players' totals, and the settlement once it is over (``partie_record``'s words)."""
    from ..partie_record import PLAYERS, totals_text, winner_text
    partie, shown = stepper.partie, stepper.deal_index
    buttons = []
    for index in range(len(partie.deals)):
        buttons.append('<button type="button" class="button button--small" data-step="deal-%d" aria-pressed="%s">'
                       'Deal %d</button>' % (index + 1, "true" if index == shown else "false", index + 1))
    dealer = partie.dealer_of(shown)
    result = partie.partie.result()
    # The partie's totals after all its deals, apart from the deal shown: beside "Deal 1"
    # they were read as the totals after deal 1.
    played = number_words(len(partie.deals)) + (" deal" if len(partie.deals) == 1 else " deals")
    standing = ("The whole partie, after its %s: %s. Winner: %s." % (played, totals_text(partie.totals),
                                                                     winner_text(result)) if result is not None
                else "The partie so far, after %s: %s." % (played, totals_text(partie.totals)))
    return ('<div class="stepper__controls stepper__deals" role="group" aria-label="The deals of the partie">%s</div>'
            '<p class="stepper__partie">Deal %d of the partie: %s deals, %s is elder.</p>'
            '<p class="stepper__partie">%s</p>') % (
        " ".join(buttons), shown + 1, PLAYERS[dealer], PLAYERS[1 - dealer], escape(standing))
