"""The `session` block: a recorded session of Piquet à Écrire as its score sheet.

Glossary:
    session:     several players, each dealing two two-player deals (to his left, then
                 to his right); running totals per player.
    game points: the settlement: each player's differences with every other player's
                 total, added up.

Every figure comes from replaying the record through the engine (``games.ecrire``):
each deal's points, the totals, the game points and the winner.
"""

from html import escape

from piquet_core.record import load as load_record


# A player who did not play a deal: a dash for the eye, words for a screen reader.
_SAT_OUT = '<td><span aria-hidden="true">–</span><span class="visually-hidden">sat out</span></td>'


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


def session_sheet_html(session, caption=""):
    """The score sheet: one row per deal (who dealt to whom, each player's points), the
    totals, the game points and the winner."""
    names = [session.seat_name(seat) for seat in session.seats]
    caption = caption or session.title or "A session of Piquet à Écrire"
    head = "".join(f'<th scope="col">{escape(name.capitalize())}</th>' for name in names)
    parts = [f'<figure class="session"><figcaption class="deal__title">{escape(caption)}</figcaption>',
             '<div class="table-scroll"><table class="session__sheet">',
             f'<thead><tr><th scope="col">Deal</th>{head}</tr></thead><tbody>']
    for number, dealer, opponent, points, _finished in session.sheet()["rows"]:
        cells = "".join("<td>%d</td>" % points[seat] if seat in points else _SAT_OUT for seat in session.seats)
        who = f"{number + 1}: {names[dealer]} deals to {names[opponent]}"
        parts.append(f'<tr><th scope="row">{escape(who)}</th>{cells}</tr>')
    result = session.result()
    totals = "".join(f"<td>{result['totals'][name]}</td>" for name in names)
    points = "".join("<td>%+d</td>" % result["game_points"][name] for name in names)
    parts.append(f'</tbody><tfoot><tr><th scope="row">Totals</th>{totals}</tr>'
                 f'<tr><th scope="row">Game points</th>{points}</tr></tfoot></table></div>')
    winners = result["winners"]
    verdict = (f"{winners[0].capitalize()} wins the session." if len(winners) == 1 else
               "%s share the win." % " and ".join(name.capitalize() for name in winners))
    parts.append(f'<p class="deal__result">{escape(verdict)} Each deal is an ordinary two-player deal: '
                 f'the dealer is younger, his opponent elder.</p></figure>')
    return "".join(parts)
