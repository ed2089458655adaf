"""Which presses on the practice table are kept, and which are dropped because the learner
did not make them on the table he sees now.

Glossary:
    press:     a click, a tap, or Enter/Space on a button: a card or a ``data-action``.
    stale:     made before the last move was drawn, the computer's or his own (the browser
               hands a click to the page only once the page is free, and the club thinks
               on the main thread): it was meant for a table that has changed since.
    placed:    the focus put on a control by the table, not by the learner (Undo, while
               the computer plays and he has no decision).

Walk-throughs and CI found four ways a press did what the learner never chose: a double
click played the card under the pointer against the computer's next lead; a double Enter
on a card went to Undo, where the table had put the focus meanwhile, and took the card
back; the second click of a double click on a card that won the trick, handed to the page
after the redraw on a loaded machine, led the card then under the pointer; and a press
while the computer played left "It is the computer's turn." on the screen after the turn
had come back. The glue asks twice: when the press reaches the page, and when its turn
to be done comes (two clicks can both reach the page before the first one's move is
drawn: a greyed card clicked after a card that won the trick was then led). Presses that
only look or go back (Undo, a new game, a download, a link) are kept whenever they come:
they make no move on the learner's behalf.

>>> press_dropped("card", pressed_at=100.0, moved_at=150.0)
'stale'
>>> press_dropped("card", pressed_at=200.0, moved_at=150.0) is None
True
>>> press_dropped("undo-to", pressed_at=100.0, moved_at=150.0, running=True) is None
True
>>> press_dropped("undo", pressed_at=100.0, running=True) is None  # (Undo while the computer thinks: a walk-through's did nothing)
True
>>> press_dropped("undo-to", pressed_at=160.0, placed_at=150.0, keyboard=True, on_placed=True)
'repeat'
>>> press_dropped("card", pressed_at=270.0, moved_at=150.0, clicks=2), press_dropped("card", 270.0, 150.0)
('double', None)
"""

# Presses kept whenever they come (they make no move for the learner).
ALWAYS_KEPT = ("undo", "undo-to", "retry", "new-partie", "new-deal", "confirm-new-game", "keep-playing", "open-link",
               "download-record", "download-partie", "share", "share-deal", "replay-deal")
# A key press on a control the table placed the focus on, this soon after, is the learner's
# key repeated (a double Enter on a card, 100-150 ms apart), not a press of that control.
REPEAT_MS = 600
# The second click of a double click (its ``detail`` 2 or more) on a card, this soon after a
# move was drawn, is the double click's, not a choice made on the new table: a follow that
# won the trick, double-clicked 40-300 ms apart, led the card then under the pointer.
DOUBLE_MS = 500


def press_dropped(name, pressed_at, moved_at=None, running=False, placed_at=None, keyboard=False,
                  on_placed=False, clicks=1):
    """Why a press is dropped ("running", "stale", "repeat" or "double"), or None if it is done.

    ``name``: "card" or the button's ``data-action``; ``pressed_at``: when the learner made
    it (the event's time stamp, page clock, ms); ``moved_at``: when the last move was
    drawn; ``running``: the computer is to act (it plays now); ``placed_at``: when
    the table last placed the focus; ``keyboard``: the press came from a key, not a
    pointer; ``on_placed``: on the control the focus was placed on; ``clicks``: the click's
    count in a row (the event's ``detail``: 2 for a double click's second).
    """
    if on_placed and keyboard and placed_at is not None and pressed_at - placed_at < REPEAT_MS:
        return "repeat"
    if name in ALWAYS_KEPT:
        return None
    if running:
        return "running"
    if moved_at is not None and pressed_at < moved_at:
        return "stale"
    if name == "card" and clicks >= 2 and moved_at is not None and pressed_at - moved_at < DOUBLE_MS:
        return "double"
    return None
