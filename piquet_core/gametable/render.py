"""The table of the other games as HTML, from the learner's view only: the settings,
every seat round the table, the trick, his hand, what he may do, the words said, the
totals and the score sheets.

Glossary:
    view:    what the learner's seat knows (the game's ``view(seat)``): his own cards,
             what was said and shown, the cards played, the hand sizes. Nothing here
             reads another seat's hand; at the end of a deal the game's ``result``
             (totals, tricks, classes) is public.
    prompt:  the sentence that says whose turn it is, with the buttons that act
             (``data-autofocus`` marks where the keyboard focus goes after a move).

Test hooks: the root ``#gt`` has ``data-phase`` (the game's phase, ``deal-over``,
``game-over``, ``partie-over``, or ``setup``); each card the learner can act on is a
``<button data-card="AS">`` (one the rules refuse now has ``aria-disabled="true"``:
pressing it says why); every other action is a button with ``data-action``
(``move`` with the action's text in ``data-value``, ``exchange``, ``next-deal``,
``new-game``, ``download-record``); each side's total is in ``data-total="<side>"``.

>>> html = render_page(None, ready=False)
>>> 'data-phase="setup"' in html and 'data-action="new-game"' in html
True
"""

from ..actions import Declare
from ..errors import PiquetError
from ..events import Called, SecondFigure
from ..levels import LEVEL_ORDER, levels_note
from ..speech import listed
from ..table.cardface import escape
from ..table.widgets import confirm_html
from ..transcript import first_figure_words, second_figure_words
from . import briefs, catalogue, sheets, words
from .felt import ended_trick_html, hand_html, seat_person, seats_html, trick_html
from .session import DEAL_OVER

def _first_call(actions):
    """Where the focus goes among ``actions``: his first "not good" (his best answer) if
    offered, else the first that is neither a pass ("point none") nor "good", so that a
    learner pressing Enter does not give up a class he could call or win; 0 if all are.

    >>> _first_call(["good", "equal", "not good AD QD JD 9D"]), _first_call(["good", "ruff AH JH TH"])
    (2, 1)
    """
    texts = [str(action) for action in actions]
    for index, text in enumerate(texts):
        if text.startswith("not good "):
            return index
    for index, text in enumerate(texts):
        words_of = text.split(" ")
        if text != "good" and not (len(words_of) == 2 and words_of[1] == "none"):
            return index
    return 0


def button(action, text, value=None, autofocus=False, cls="button"):
    return '<button type="button" class="%s" data-action="%s"%s%s>%s</button>' % (
        cls, action, "" if value is None else ' data-value="%s"' % escape(value),
        " data-autofocus" if autofocus else "", escape(text))


# ----- the settings --------------------------------------------------------------------------


def all_levels():
    """Every level some game offers, weakest first: [(name, label, games that have it)]."""
    found = []
    for name in LEVEL_ORDER:
        games = [game for game, _title in catalogue.GAMES if name in catalogue.levels(game)]
        if games:
            found.append((name, catalogue.level_label(name), games))
    return found


def setup_html(ready, table=None, lessons=None):
    """The settings: the game, the computer's level, the players of à Écrire; each game's
    sentence links its lesson (``lessons``: the lesson pages built, when the build renders
    it for a course that may lack some; None: all of them)."""
    game = table.game if table else "normand"
    level = table.level if table else "club"  # a newcomer meets a player, not random cards
    options = "".join('<option value="%s"%s>%s</option>' % (name, " selected" if name == game else "", escape(title))
                      for name, title in catalogue.GAMES)
    # one sentence per game, the chosen game's shown (games.css; without :has(), all of them)
    about = " ".join('<span data-for="%s">%s%s</span>' % (name, escape(catalogue.ABOUT[name]), _lesson_link(name, lessons))
                     for name, _ in catalogue.GAMES)
    levels = []
    for name, label, games in all_levels():
        # (one game named; several in a word, the note under the menu naming them: three
        # titles made the option wider than a phone's menu)
        note = "" if len(games) == len(catalogue.GAMES) else \
            " (%s)" % (catalogue.TITLES[games[0]] if len(games) == 1 else "some games")
        levels.append('<option value="%s"%s>%s%s</option>' % (name, " selected" if name == level else "",
                                                              escape(label), escape(note)))
    players = "".join('<option value="%d"%s>%d</option>' % (n, " selected" if table and table.players == n else "", n)
                      for n in catalogue.ECRIRE_PLAYERS)
    ranking = table.ranking if table else None
    rankings = "".join('<option value="%s"%s>%s</option>' % (
        name, " selected" if ranking == name else "", escape(label)) for name, label in catalogue.RANKING_LABELS)
    return ('<form class="setup gt-setup" id="gt-setup"><fieldset class="setup__fields"%s>'
            '<legend>A new game</legend>'
            '<label class="field"><span>Game</span> <select name="game" id="gt-game" aria-describedby="gt-about">'
            '%s</select></label><p class="gt-about gt-muted" id="gt-about">%s</p>'
            '<label class="field"><span>Computer level</span> <select name="level" id="gt-level" '
            'aria-describedby="gt-level-note">%s</select></label><p class="gt-muted" id="gt-level-note">%s %s</p>'
            '<label class="field" data-for="ecrire"><span>Players at à Écrire</span> '
            '<select name="players" id="gt-players">%s</select></label>'
            '<label class="field" data-for="imperial"><span>Card order at Imperial</span> '
            '<select name="ranking" id="gt-ranking">%s</select></label>'
            '<div class="actions"><button type="submit" class="button button--primary" data-action="new-game">'
            'Deal</button></div></fieldset>'
            '</form>') % (
        "" if ready else " disabled", options, about, "".join(levels),
        escape(levels_note([name for name, _label, _games in all_levels()])), escape(fallback_note()),
        players, rankings)


def fallback_note():
    """What a game without the level picked plays, named: "Beginner (Piquet à Écrire)"
    picked for Normand gave a computer playing at random, which the note ("the strongest
    level it has below it") did not say (a walk-through)."""
    parts = []
    for name, label, games in all_levels():
        missing = [game for game, _title in catalogue.GAMES if game not in games]
        if not missing:
            continue
        below = [level for level in LEVEL_ORDER[:LEVEL_ORDER.index(name)]
                 if all(level in catalogue.levels(game) for game in missing)]
        if below:
            parts.append("%s is played only at %s; the other games then play at %s." % (
                label, listed([catalogue.TITLES[game] for game in games]), catalogue.level_label(below[-1])))
    return " ".join(["A game without the level you pick plays at the strongest level it has below it."] + parts)


def confirm_link_html(table):
    """The question a link to another game asks over a game in progress (put above the
    table by the page, which shows the game in progress meanwhile)."""
    what = "partie" if table.partie is not None else "game"
    return confirm_html("open-link", "You opened a link to another game. Abandon this %s in progress and play "
                        "it?" % what, "Keep playing", "open-link", "Yes, play the link")


def confirm_new_html(table):
    """The question Deal asks over a game in progress (put under the settings by the page,
    which keeps the settings chosen)."""
    what = "partie" if table.partie is not None else "game"
    return confirm_html("new-game", "Abandon this %s in progress and deal the new game?" % what, "Keep playing",
                        "confirm-new-game", "Yes, deal the new game")


# ----- the table -----------------------------------------------------------------------------


def render_page(table, ready=True, busy=False, kept=True, lessons=None):
    """The whole host: the settings, then the table (if a game is set); ``kept``: the
    browser saves the game (the page says so under the tools); ``lessons``: see ``setup_html``."""
    if table is None:
        return ('<section id="gt" class="gt" data-phase="setup" aria-label="The table">%s</section>'
                % setup_html(ready, lessons=lessons))
    phase = table.phase.replace(" ", "-")
    view = table.view()
    # While the table waits after a deal, the next deal (already dealt in a whole game) stays face down.
    # What the learner must do now sits right above his hand and the buttons that do it,
    # under the seats and the trick, as on the practice table: in the header, on a phone it
    # was a screen above the decision the focus goes to.
    if table.paused:  # (the deal just ended: its last trick, then what to do)
        play = [ended_trick_html(table, view), prompt_html(table, view, busy)]
    else:
        play = [seats_html(table, view), trick_html(table, view), prompt_html(table, view, busy),
                hand_html(table, view)]
    # The engine's reason for a refused move sits by the hand and the buttons, where the
    # learner pressed (on a phone the status is a screen away); it is also an alert.
    parts = [status_html(table)] + play + [
        message_html(table), actions_html(table, view), log_html(table, view),
        sheets.totals_html(table), sheet_html(table, view), tools_html(table, kept)]
    return ('<section id="gt" class="gt" data-game="%s" data-phase="%s" data-deal="%d" aria-label="The table">'
            '%s<details class="gt-new"><summary>Start another game</summary>%s</details></section>') % (
        table.game, escape(phase), table.deal_number + 1, "".join(parts), setup_html(ready, table))


def status_html(table):
    """The game, the deal, the learner's seat and the computers' level."""
    unit = table.unit
    title = "%s, deal %d" % (catalogue.TITLES[table.game], table.shown_deal + 1)
    if table.partie is not None:
        title += " of %d" % table.partie.DEALS
    if table.game == "ecrire":
        title += " of %d" % (2 * unit.players)
    you = "" if table.paused else "You sit as %s." % _your_seat(table)
    level = "Computer: %s." % catalogue.level_label(table.level)
    if table.ranking is not None:
        level += " Cards rank %s." % ("K Q J A 10 9 8 7" if table.ranking == "imperial" else "A K Q J 10 9 8 7")
    return '<header class="gt-status"><h2 class="gt-title">%s</h2><p class="gt-muted">%s</p>%s</header>' % (
        escape(title), escape(" ".join(part for part in (you, level) if part)),  # (between deals no seat is said)
        brief_html(table.game))


def brief_html(game):
    """The game's rules in brief, folded under the title (a walk-through found the page said
    one line of each game, and nothing once dealt), and the lesson that teaches it."""
    items = "".join("<li>%s</li>" % escape(line) for line in briefs.BRIEFS[game])
    return ('<details class="gt-brief"><summary>The rules in brief</summary><ul>%s</ul><p>%s</p></details>'
            % (items, _lesson_link(game).strip()))  # (under the game's name: "of The original rules" read badly)


def _lesson_link(game, lessons=None):
    """" <a>…</a>" to the lesson that teaches ``game``, or "" when ``lessons`` lacks it."""
    if lessons is not None and briefs.LESSONS[game][0] not in lessons:
        return ""
    return ' <a href="%s">Learn it in its lesson</a>' % briefs.lesson_href(game)


END_PROMPTS = {"deal-over": "Read how the deal went, then press Next deal.",
               "game-over": "To play again, open “Start another game” at the foot of the table.",
               "partie-over": "To play again, open “Start another game” at the foot of the table."}


def prompt_html(table, view, busy=False):
    """What the learner must do now, or who is to act, or that the deal is over (the
    focus's place while the computers move: ``tabindex=-1``)."""
    unit = table.unit
    if table.phase in ("deal-over", "game-over", "partie-over"):
        # (the summary just below says that it is over and how it went: here, what to do next)
        prompt = END_PROMPTS[table.phase]
    elif table.is_learner_turn:
        prompt = "Your turn to " + _what(table, view)
    elif table.game == "ecrire" and not table.in_play():
        dealer, opponent = unit.schedule[unit.deal_number]
        prompt = "%s deals to %s: you sit this deal out." % (table.person(dealer), table.person(opponent))
    else:
        prompt = "%s to play." % words.who(table, unit.to_act) if unit.phase == "play" else \
            "%s to speak." % words.who(table, unit.to_act)
    return '<p class="gt-prompt" id="gt-prompt" tabindex="-1"%s>%s</p>' % (
        ' aria-busy="true"' if busy else "", escape(prompt))


def message_html(table):
    """The engine's reason for the learner's last move refused, or nothing."""
    if not table.message:
        return ""
    text = words.faces(table.message, table.game)
    if text[-1:] not in ".!?":  # the engines' reasons are clauses: said to the learner, a sentence
        text += "."
    return '<p class="gt-message notice notice--warning" role="alert">%s</p>' % escape(text[:1].upper() + text[1:])


def _your_seat(table):
    unit = table.unit
    seat = table.learner_seat
    if table.game == "ecrire":
        role = unit.role_of(seat)
        name = unit.seat_name(seat)
        return name if role is None else "%s, %s in this deal" % (name, "elder" if role == 0 else "younger")
    text = unit.seat_name(seat)
    if table.game == "voleur":
        text += ", partner of %s" % words.who(table, unit.partner(seat))
    if table.game in ("imperial", "original"):
        text += ", %s" % ("the dealer" if unit.dealer == seat else "elder")
    return text


# What the learner is to do, after "Your turn to " (one colon at most in the prompt).
_PHASE_WORDS = {
    "declaration": "declare: make a call, or answer the best call made so far.",
    "carte blanche": "claim carte blanche (and show your hand), or keep quiet.",
    "swap": "swap the seven of trumps for the turn-up, or not.",
    "imperials": "declare your imperials of this kind, or none.",
    "point": "call the point, or answer it.",
    "ask": "ask to see what was scored, or take his word for it.",
    "blank": "claim your blank (and show your hand), or not.",
    "bonus": "declare the bonus you have made, or not.",
}


# Imperial's four kinds, each asked in turn: which one, and what it is (the source's table).
_IMPERIAL_KINDS = {
    "atout": "an imperiale d'atout (the king, queen, jack and ace of trumps)",
    "imperiale": "an imperiale (the king, queen, jack and ace of a suit not trumps)",
    "honneur": "an imperiale d'honneur (four aces, kings, queens, jacks or sevens)",
    "blanche": "an imperiale blanche (twelve cards without a king, queen or jack)",
}


# The class being declared round the table, as the prompt names it ("declare the point: ...").
_ANSWER_WORDS = {"good": "Good", "equal": "Equal", "not good": "Not good with a better holding"}


def _answers_offered(actions):
    """The answers the buttons offer, in words: "Good or Not good with a better holding"
    (the prompt named Equal and a better call where the buttons held only Good)."""
    found = []
    for action in actions:
        words = _ANSWER_WORDS.get(getattr(action, "answer", None))
        if words and words not in found:
            found.append(words)
    if not found:
        return "as your buttons offer"
    return found[0] if len(found) == 1 else ", ".join(found[:-1]) + " or " + found[-1]


def _standing_call(view):
    """(seat, words) of the call standing in the class being declared (Normand, Voleur):
    the one a seat that answers must beat, as it was heard ("Point of three", and
    ", thirty-one" once its second figure has been said), or None. The log keeps every
    call for every seat at its figures (``Called``, ``SecondFigure``)."""
    seat = first = second = None
    for entry in view.log:
        if type(entry) is Called and entry.kind == view.current_class and entry.combo is not None:
            seat, first, second = entry.seat, entry.combo, None
        elif type(entry) is SecondFigure and entry.kind == view.current_class and first is not None:
            # said to "Making?" by the seat whose call stands, or by a seat whose Not good
            # beat it at the second figure: as long, so the first figure stays
            seat, second = entry.seat, entry.combo
    if seat is None:
        return None
    said = first_figure_words(first).rstrip(".")
    if second is not None:
        words_said = second_figure_words(second).rstrip(".")
        said += ", " + words_said[:1].lower() + words_said[1:]
    return seat, said


def _answered_call(table, view):
    """(who, words) of the call the learner answers in a two-player game (the last call
    heard, with its second figure if "Making?" was asked), as it was said; or None."""
    called = second = None
    for entry in view.log:
        if type(entry) is Called:  # (the last call said, whatever it is: a "No ..." is no call to answer)
            called, second = entry, None
        elif type(entry) is SecondFigure and called is not None:
            second = entry
    if called is None or called.combo is None:
        return None
    if table.game == "original":  # (its 36-card figures, said its own way)
        from ..games.original_view import figure_words
        first, then = figure_words(called.combo), (figure_words(second.combo) if second else None)
    else:
        first, then = first_figure_words(called.combo), (second_figure_words(second.combo) if second else None)
    said = first.rstrip(".")
    if then is not None:
        said += ", " + then[:1].lower() + then[1:].rstrip(".")
    return seat_person(table, called.seat), said


def _calls(actions):
    """The calls among ``actions`` (a class named first: "ruff ...", "sequence ..."), not the answers."""
    return [action for action in actions if str(action).split(" ")[0] in words.CLASS_WORDS]


def _class_now(view):
    """The class being declared, as the prompt names it ("the ruff", "sequences"), or None:
    the view's own ``current_class`` (a two-player deal's), else the class of the calls
    offered, else of the last call heard (only answers offered). The original rules' and à
    Écrire's prompt said "declare" for the ruff, the sequences and the sets alike (a
    walk-through); Normand and Voleur named it."""
    kind = getattr(view, "current_class", None)
    if kind is None:
        calls = _calls(view.legal_actions())
        kind = str(calls[0]).split(" ")[0] if calls else None
    if kind is None:
        for entry in view.log:
            if type(entry) is Called:
                kind = entry.kind
    return words.CLASS_WORDS.get(kind)


def _what(table, view):
    phase = view.phase
    step = table.unit.step if table.game == "imperial" and phase == "imperials" else None
    if step and step[2] in _IMPERIAL_KINDS:  # "of this kind" left the learner to guess which
        return "declare %s if you hold one, or none." % _IMPERIAL_KINDS[step[2]]
    if phase == "declaration" and table.game in ("normand", "voleur"):
        # Round the table a seat calls when no call stands before him, and answers it if one does.
        actions = view.legal_actions()
        what = words.CLASS_WORDS.get(view.current_class, "this class")
        if actions and type(actions[0]) is Declare:
            return "declare %s: make your call (or call none)." % what
        standing = _standing_call(view)
        if standing is None:
            return "declare %s: answer the best call so far: %s." % (what, _answers_offered(actions))
        # named: three seats each say three things in a row, and the call he answers had
        # scrolled out of "Just said" (a walk-through at Voleur)
        return "declare %s: answer the best call so far, %s's \u201c%s\u201d: %s." % (
            what, table.person(standing[0]), standing[1], _answers_offered(actions))
    if phase == "swap" and table.game == "imperial" and "swap" not in [str(a) for a in view.legal_actions()]:
        # (every seat is asked in turn; one without the seven has only "No swap")
        return "say whether you swap: you do not hold the seven of trumps, so the turn-up stays."
    if phase == "point" and table.game == "imperial":  # (the caller calls, the other answers: not both)
        calls = [action for action in view.legal_actions() if str(action).startswith("point ")]
        return "call the point (or none)." if calls else "answer his point: Good, or Not good with a better one."
    if phase == "declaration":  # the original rules, and à Écrire's deals: the class named too
        what = _class_now(view)
        if what is not None:
            actions = view.legal_actions()
            calls = _calls(actions)
            if len(calls) == len(actions):
                return "declare %s: make your call." % what
            if not calls:  # (only Good offered read "make a call, or answer ...": a walk-through)
                # the call answered, named as round the table ("answer the best call made so
                # far, Good." read as broken: a walk-through)
                heard = _answered_call(table, view)
                if heard is not None:
                    return "declare %s: %s \u201c%s\u201d; answer %s." % (
                        what, "you said" if heard[0] == "You" else heard[0] + " said", heard[1],
                        _answers_offered(actions))
                return "declare %s: answer the call: %s." % (what, _answers_offered(actions))
            heard = _answered_call(table, view)
            if heard is not None and heard[0] != "You":  # (the call named here too: a walk-through)
                return "declare %s: %s said \u201c%s\u201d; answer %s, or make a better call." % (
                    what, heard[0], heard[1], _answers_offered(actions))
            return "declare %s: make a call, or answer the best call made so far." % what
    if phase in _PHASE_WORDS:
        return _PHASE_WORDS[phase]
    if phase == "exchange":
        if table.game == "normand":
            return "take the stock (pick two cards to discard) or leave it."
        return "pick the cards to discard, then exchange."
    if phase == "play":
        return "play a card."
    return "act: %s." % phase.replace("-", " ")


def actions_html(table, view):
    """The buttons for every action but a card: calls, answers, the exchange, next deal."""
    out = []
    if table.phase == DEAL_OVER or (table.game in catalogue.DEAL_GAMES and table.unit.is_over):
        out.append(sheets.deal_summary_html(table))
        if not table.is_over:
            out.append(button("next-deal", "Next deal", autofocus=True, cls="button button--primary"))
    elif table.is_over:
        out.append(sheets.deal_summary_html(table))
    elif table.is_learner_turn:
        first = True
        limits = _exchange_limits(table, view) if view.phase == "exchange" else None
        if view.phase == "exchange" and table.selected and limits and not (
                limits[0] <= len(table.selected) <= limits[1]):
            # No button the rules would refuse (Normand's dealer with one card picked).
            first = False
            out.append('<p class="gt-muted">You have picked %s; discard %s (press a card again to put it '
                       'back).</p>' % (words.count_words(len(table.selected), "card"), _range_words(limits)))
        elif view.phase == "exchange" and table.selected:
            picked = " ".join(words.card_label(code, table.game) for code in table.selected)
            text = ("Discard %s and take the stock" if table.game == "normand" else "Discard %s and draw") % picked
            out.append(button("exchange", text, cls="button button--primary"))
            first = False
            # Elder may look at the cards he leaves, younger may expose them to both;
            # each offered only when the deal would accept it.
            if table.game == "ecrire" and _can(view, "exchange %s look" % " ".join(table.selected)):
                out.append(button("exchange", "Discard them, draw and look at the ones you leave", value="look"))
            if table.game == "ecrire" and _can(view, "exchange %s expose" % " ".join(table.selected)):
                out.append(button("exchange", "Discard them, draw and turn the ones you leave face up (both "
                                  "see them)", value="expose"))
        elif view.phase == "exchange":
            first = False  # the first card has the focus
            # (à Écrire's younger read "the exchange button appears" above an "Exchange no
            # cards" button already there: a walk-through)
            keep = "exchange none" in [str(action) for action in _listed(view)]
            out.append('<p class="gt-muted">%s</p>' % (
                "Press two cards to discard them and take the stock." if table.game == "normand" else
                "Press the cards you discard%s; a button to exchange them then appears%s." % (
                    _limits_words(table, view), ", or keep your hand with \u201c%s\u201d" % words.action_label(
                        "exchange none", table.game) if keep else "")))
        listed = _listed(view)
        if "good" in listed:  # an answer: the call it answers, here and not only in the log below
            out.insert(0, _just_said(table, view))
        sinks = []
        if view.phase == "declaration":
            listed, sinks = whole_and_sinks(listed)
        focus_at = _first_call(listed) if first else None
        for index, action in enumerate(listed):
            out.append(button("move", words.action_label(action, table.game), value=str(action),
                              autofocus=index == focus_at))
        if sinks:  # (as on the practice table: up to ten buttons of sinks filled a phone's screen)
            out.append('<details class="gt-sinks"><summary>Call less (sinking): %s</summary><div class="actions">%s'
                       '</div></details>' % (words.count_words(len(sinks), "more choice"), "".join(
                           button("move", words.action_label(action, table.game), value=str(action))
                           for action in sinks)))
    if not out:
        return ""
    return '<section class="gt-actions" aria-label="What you may do">%s</section>' % "".join(out)


def whole_and_sinks(texts):
    """(in sight, behind "Call less") of the calls and answers ``texts``: in sight, those
    that show the most cards (the whole holding; two suits as long, both) and those that
    show none (a pass, Good, Equal); behind, the shorter calls, which sink part of the hand.

    >>> whole_and_sinks(["point none", "point KD QD JD", "point KD QD JD 9D", "point KD QD"])
    (['point none', 'point KD QD JD 9D'], ['point KD QD JD', 'point KD QD'])
    >>> whole_and_sinks(["good", "not good AS KS QS + 9H 8H 7H", "not good AS KS QS"])
    (['good', 'not good AS KS QS + 9H 8H 7H'], ['not good AS KS QS'])
    """
    shown = [len([word for word in text.split(" ") if len(word) == 2 and word != "no"]) for text in texts]
    most = max(shown) if shown else 0
    return ([text for index, text in enumerate(texts) if shown[index] in (0, most)],
            [text for index, text in enumerate(texts) if 0 < shown[index] < most])


def _exchange_limits(table, view):
    """(fewest, most) cards the learner may discard, as the engine counts them, or None."""
    if table.game == "original":  # its view lists every exchange instead; the game knows the limits
        limits = table.unit.exchange_limits()
    elif table.game == "ecrire":
        limits = view.exchange_limits()
    elif table.game == "normand":
        limits = (2, 2)  # the dealer takes the whole stock of two (leaving it is its own button)
    else:
        limits = None
    return (limits[0], limits[1]) if limits else None


def _range_words(limits):
    return "%d" % limits[0] if limits[0] == limits[1] else "%d to %d" % limits


def _just_said(table, view, most=3):
    """The lines said since the learner last spoke (``most`` at most), as the log says them."""
    lines = words.log_lines(table, view, last=0)
    start = len(lines)
    while start > 0 and len(lines) - start < most and not (lines[start - 1][0] or "").startswith("You "):
        start -= 1
    said = " ".join("%s%s" % ("<strong>%s:</strong> " % escape(who) if who else "", escape(text))
                    for who, text in lines[start:])
    return '<p class="gt-said">Just said: %s</p>' % said if said else ""


def _limits_words(table, view):
    """" (1 to 5)": how many cards the learner may exchange, as the engine counts them."""
    limits = _exchange_limits(table, view)
    return " (%s)" % _range_words(limits) if limits and table.game != "normand" else ""


def _listed(view):
    """The actions shown as buttons: not the cards (those are the hand's buttons), and in
    an exchange only leaving the stock (the discards are picked in the hand)."""
    found = []
    actions = view.legal_actions()
    for index in range(len(actions) if view.phase != "exchange" else 0):
        text = str(actions[index])
        if not text.startswith("play "):
            found.append(text)
    if view.phase == "exchange" and _can(view, "exchange none"):
        found.append("exchange none")
    return found


def _can(view, text):
    try:
        return view.can(text)
    except PiquetError:  # a game whose notation has no such action
        return False


def log_html(table, view):
    """The last ``words.LOG_LINES`` lines said, each numbered by its place in the deal
    (``<ol start>``), so that line 31 is not shown as 1 once the earlier ones scroll off."""
    lines = words.log_lines(table, view, last=0)
    if not lines:
        return ""
    first = max(0, len(lines) - words.LOG_LINES)

    def items(part):
        return "".join("<li>%s%s</li>" % ("<strong>%s:</strong> " % escape(speaker) if speaker else "", escape(text))
                       for speaker, text in part)
    start = ' start="%d"' % (first + 1) if first else ""
    # The earlier lines, folded away (four seats' dialogue had pushed the learner's own
    # calls off the list before his first card); the page keeps it open across redraws.
    earlier = ('<details class="gt-log__earlier"><summary>%s</summary><ol class="gt-log__lines">%s</ol></details>' % (
        "The first line" if first == 1 else "The %s earlier lines" % first, items(lines[:first]))) if first else ""
    return ('<section class="gt-log" aria-label="What was said"><h2 class="gt-h">What was said</h2>'
            '%s<ol class="gt-log__lines"%s>%s</ol></section>') % (earlier, start, items(lines[first:]))


def sheet_html(table, view):
    parts = ['<details class="gt-scores"%s><summary>Score sheet</summary>%s</details>' % (
        " open" if table.phase in ("deal-over", "game-over", "partie-over") else "",
        sheets.score_sheet_html(table, view))]
    if table.game == "ecrire":
        parts.append(sheets.session_sheet_html(table.unit, "The session sheet", table.people))
    return "".join(parts)


# The page's own tools (the glue does them; the table has no such action).
TOOLS = (("download-record", "Download the record"), ("share", "Copy a link to this game"))
# A record holds every hand as dealt: while it holds a deal not yet over, its label says
# so (a walk-through downloaded one mid-deal and read the computers' cards). Between two
# deals of a whole game, the next deal (already dealt) is written without its cards.
IN_PLAY_RECORD = "Download the record (every hand shown)"


# Under the tools: a walk-through reloaded mid-deal and found the game back, with nothing
# saying it is kept (or where).
KEPT = "This game is kept in this browser: a reload, or a visit later, brings it back as it stands."


def tools_html(table, kept=True):
    playing = not table.unit.is_over and not table.paused
    return '<div class="gt-tools actions">%s</div>%s<p id="gt-share" class="gt-muted" aria-live="polite"></p>' % (
        "".join(button(name, IN_PLAY_RECORD if playing and name == "download-record" else label)
                for name, label in TOOLS), '<p class="gt-muted gt-kept">%s</p>' % KEPT if kept else "")
