"""The `session` block: a recorded session of Piquet à Écrire as its score sheet.

Glossary:
    session:     several players, each dealing two two-player deals (to his left, then
                 to his right); running totals per player.
    game points: the settlement: each player's differences with every other player's
                 total, added up.

Every figure comes from replaying the record through the engine (``games.ecrire``):
each deal's points, the totals, the game points and the winner. The sheet's HTML is the
games table's (``gametable.sheets.session_sheet_html``): one sheet for the lesson and the
page that plays a session.
"""

from piquet_core.gametable.sheets import session_sheet_html
from piquet_core.record import load as load_record


def render_session(block, context):
    try:
        session = load_record(block.record_text(context))
    except ValueError as exc:
        block.fail("record", f"session block: {block.values['record']}: {exc}")
    if getattr(session, "game", None) != "ecrire":
        block.fail("record", f"session block: {block.values['record']} is not a Piquet à Écrire session "
                             "(its first header must be 'Game: ecrire')")
    if not session.is_over:
        block.fail("record", f"session block: {block.values['record']}: the session is not finished")
    return session_sheet_html(session, block.values.get("caption", ""))
