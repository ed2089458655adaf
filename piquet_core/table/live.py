"""What the practice table tells a screen reader after each change, in its polite live
region: what was said and done since the last time, then what the learner must do now,
or how the deal ended. One message a change, never the whole log again.

Glossary:
    line:      one entry of the deal's log in words (``transcript.format_utterance``):
               said by a player ("The computer: Four.") or told ("The computer leads the
               ten of spades.").
    counting aloud: while the learner owes his new total, his own total line is not
               read out: it is the answer he is asked for.

An audit found the region read only the players' words: never the card the computer led,
whose turn it was, nor how the deal ended (the games page said all three).
"""

from ..declarations import REPLY, REPLY_SECOND
from ..actions import Exchange
from ..cards import sort_key
from ..events import Announced, Exchanged, Played
from ..transcript import format_utterance
from .cardface import cards_in_words, names_in_words
from .move_words import hint_move
from .prompts import play_prompt_text
from .results import cut_sentences, deal_summary, partie_result_words, race_words
from .widgets import who

_TURN = {
    "carte blanche": "Your turn: claim carte blanche or keep quiet.",
    "exchange": "Your turn to exchange: mark the cards you discard.",
    "trumps": "Your turn to name the trump suit.",
    "declaration": "Your turn to declare.",
}


def live_words(table, start, fresh=False):
    """(text, spoken, end): the live region's text for the deal's log from ``start`` on
    ("" if nothing new), the players' words in it (for speech synthesis), and where the
    next message starts (the log's length). ``fresh``: the deal is new to the region (what
    the learner must do is said even if nothing has been said in it yet)."""
    deal = table.deal
    if deal is None:
        return "", [], 0
    names = [None, None]
    names[table.learner_seat], names[table.computer_seat] = "you", "the computer"
    parts, spoken = [], []
    log = deal.log
    # He says his total first: what came after his announcement (younger's statement after
    # elder's first lead, the computer's count of the cards after the last trick) waits
    # until he has (``Table.said_until``; a walk-through heard younger's statement, then
    # "Say your new total").
    stop = max(start, min(len(log), table.said_until()[0]))
    played_for = getattr(table, "played_for", None)
    for index in range(start, stop):
        entry = log[index]
        seat = getattr(entry, "seat", None)
        if seat == table.learner_seat and table.pending_count is not None and type(entry) is Announced:
            continue  # (his total, which he is about to say)
        line = format_utterance(entry, names)
        if line.player is not None:
            # with its reason, as "What is said" shows it: "Sixty (pique: thirty and thirty
            # more)" (a walk-through heard a pique only as a jump from Twenty-nine to Sixty)
            said = line.text
            if line.note:
                said = "%s (%s)%s" % (said.rstrip(".!?"), line.note, said[len(said.rstrip(".!?")):] or ".")
            parts.append("%s: %s" % (who(table, line.player), cards_in_words(said)))
            spoken.append(line.text)
        elif seat != table.learner_seat:  # what the computer did, and what the table tells (his own he knows)
            parts.append(cards_in_words(line.text))  # ("shows sequence: K♦ Q♦ J♦", in words)
        elif played_for is not None and played_for[0] is deal and played_for[1] == index and type(entry) is Played:
            # (a card played for him he has not chosen: a walk-through heard only "Play to the
            # ten of hearts" while his forced queen had taken that trick)
            parts.append(("Your only card is played for you: the %s." if played_for[2] == "forced" else
                          "The coach plays for you: the %s.") % entry.card.name)
        elif type(entry) is Exchanged:  # his exchange: the cards he drew (a walk-through heard none),
            # and, made by the coach, those it threw (an audit never heard which cards went)
            if played_for is not None and played_for[0] is deal and played_for[1] == index:
                parts.append(coach_exchange_words(deal, table.learner_seat))
            drawn = deal.view(table.learner_seat).drawn
            if drawn:
                parts.append("You draw %s." % names_in_words(sorted(drawn, key=sort_key)))
    # What he must do now: after what was said, or after his own move alone (his lead and
    # the total it makes him owe), or at a new deal; the region said the last deal's words.
    if parts or start < stop or fresh:
        status = status_words(table)
        if status:
            parts.append(status)
    return " ".join(parts), spoken, stop


def coach_exchange_words(deal, seat):
    """The exchange the coach made for ``seat``, in words: "The coach exchanges for you:
    the seven of spades and the eight of hearts." (and the look or the turn-up)."""
    found = None
    for move in deal.history:
        if move.seat == seat and type(move.action) is Exchange:
            found = move.action
    if found is None:
        return ""
    if not found.discards:
        text = "The coach keeps your hand for you: no card exchanged"
    else:
        text = "The coach exchanges for you: " + names_in_words(found.discards)
    if found.option == "look":
        text += ", and looks at the cards you leave"
    elif found.option == "expose":
        text += ", and turns the cards you leave face up"
    return text + "."


def region_words(table, start, fresh=False, said_status="", said_message=None, said_hint=None, said_note=None,
                 note=None):
    """(words, spoken, end, status): the live region's whole message. The table's word to
    the learner's last press first (it answers him: "Right: Thirty-three." read after "Say
    your new total." seemed to answer the new question), then what was said and done since
    ``start`` (``live_words``), and what he must do now when that changed though nothing
    new was said (his last total said, the deal's end: a walk-through heard only "Right:
    Forty-five."); ``status`` is that, for the next call's ``said_status``. The word is
    said once: ``said_message`` is the ``table.message`` the last call said (the same
    object: a walk-through heard "Right: Five." three times as the computer played on).
    A hint shown since the last call (not ``said_hint``, the same object) is said too: a
    newcomer who relied on the coach heard nothing after pressing Hint. So is the page's
    note about the computer or the coach (``table.note``) when it changes, not ``said_note``:
    "The coach is getting ready..." was shown for 12 seconds and never heard (an audit);
    ``note``, the page's own word while the expert loads, when it gives one. A partie's cut
    is said once made, and a partie's deal as it starts: its number and the learner's part."""
    # (its cards in words: "Back to your decision 1 (... Exchange 7♠ 9♥)" read the faces, an audit)
    message = [cards_in_words(table.message[1])] if table.message and table.message is not said_message else []
    note = note or getattr(table, "note", None)
    if note and note != said_note:
        message.insert(0, note)
    if table.hint and table.hint is not said_hint and table.deal is not None:
        message.append(hint_words(table))
    if table.deal is None:
        status = " ".join(cut_sentences(table))  # (the seats it decides were never said: a walk-through)
        if status and status != said_status:
            message.append(status)
        return " ".join(message), [], 0, status
    text, spoken, end = live_words(table, start, fresh)
    if fresh and table.kind == "partie" and table.stage == "deal":
        text = ("Deal %d: you are %s. " % (table.deal_number(), "elder" if table.learner_seat == 0 else "younger")
                + text).strip()
    status = status_words(table)
    if not text and status and status != said_status:
        text = status
    # Piquet au cent: the moment the race is won is said once, as it is shown (a screen
    # reader heard of it only at the deal's end); ``status`` carries it so it is not said again.
    race = race_words(table, table.partie()) if table.kind == "partie" and table.rules.hundred_up else ""
    if "reached 100" in race:
        if race not in said_status:
            text = race + (" " + text if text else "")
        status = race + " " + status
    return " ".join(message + ([text] if text else [])), spoken, end, status


def hint_words(table):
    """The coach's hint as the live region says it: the move, then its reason (the figures
    stay on the table, under it)."""
    reason = table.hint.get("reason") or ""
    return "Coach: %s.%s" % (cards_in_words(hint_move(table)), " " + reason if reason else "")


def status_words(table):
    """What the learner must do now, or how the deal ended, in a sentence ("" while the
    computer acts)."""
    deal = table.deal
    if table.pending_count is not None:
        return "Say your new total."
    if deal.is_over:
        summary = "The deal is over. " + deal_summary(table)
        if table.stage == "partie-over":
            partie = table.partie()
            return "%s %s Final totals: you %d, the computer %d." % (
                summary, partie_result_words(table), partie.totals[0], partie.totals[1])
        if table.kind == "partie":  # (the partie so far was only on the page: a walk-through)
            partie = table.partie()
            return "%s The partie after %d deal%s: you %d, the computer %d." % (
                summary, len(partie.deals), "" if len(partie.deals) == 1 else "s", partie.totals[0], partie.totals[1])
        return summary
    if deal.to_act != table.learner_seat or table.forced_action() is not None:
        return ""  # (his only card is played for him, and said: not "Your lead: choose a card")
    if deal.phase == "play":
        return play_prompt_text(deal)
    if deal.phase == "declaration" and deal.class_record(deal.current_class).step in (REPLY, REPLY_SECOND):
        return "Your turn to answer his %s." % deal.current_class  # (younger answers; he does not declare)
    return _TURN.get(deal.phase, "Your turn.")
