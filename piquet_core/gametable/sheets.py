"""Score sheets and summaries: the score events of the deal, the end of a deal, the
totals of a partie or game, and à Écrire's session sheet (also lesson 17's ``session``
block, which the build renders with ``session_sheet_html``: one source for both).

Glossary:
    session sheet: one row per deal of an à Écrire session (who dealt to whom, each
                   player's points), the running totals and the game points.
    game points:   the settlement of a session: each player's differences with every
                   other player's total, added up (``partie.game_points``).
    summary:       what the table shows when a deal ends: the totals, the tricks won,
                   who took each class, and repic or pic.
"""

from ..speech import listed
from ..table.cardface import escape
from . import words

# A player who did not play a deal: a dash for the eye, words for a screen reader.
_SAT_OUT = '<td><span aria-hidden="true">–</span><span class="visually-hidden">sat out</span></td>'


def _cap(name):
    return name[:1].upper() + name[1:]


def session_sheet_html(session, caption="", names=None):
    """The session's score sheet: one row per deal begun (who dealt to whom, each
    player's points), the totals, the game points and, once it is over, the winner.
    ``names``: what to call the players (default: their seat names, "player 1"...)."""
    names = list(names or [session.seat_name(seat) for seat in session.seats])
    caption = caption or session.title or "A session of Piquet à Écrire"
    head = "".join('<th scope="col">%s</th>' % escape(_cap(name)) for name in names)
    parts = ['<figure class="session"><figcaption class="deal__title">%s</figcaption>' % escape(caption),
             # (six players' columns pass a phone's width: the scroller takes the keyboard, named)
             '<div class="table-scroll" tabindex="0" role="region" aria-label="%s"><table class="session__sheet">'
             % escape(caption),
             '<thead><tr><th scope="col">Deal</th>%s</tr></thead><tbody>' % head]
    for number, dealer, opponent, points, finished in session.sheet()["rows"]:
        cells = "".join("<td>%d</td>" % points[seat] if seat in points else _SAT_OUT for seat in session.seats)
        who = "%d: %s %s to %s" % (number + 1, names[dealer], "deal" if names[dealer] == "You" else "deals",
                                    names[opponent])
        if not finished:  # its points so far, not a result (the next deal is dealt while the table waits)
            who += " (in play)"
        parts.append('<tr><th scope="row">%s</th>%s</tr>' % (escape(who), cells))
    result = session.result()
    seat_names = [session.seat_name(seat) for seat in session.seats]
    totals = "".join("<td>%d</td>" % result["totals"][name] for name in seat_names)
    points = "".join("<td>%+d</td>" % result["game_points"][name] for name in seat_names)
    parts.append('</tbody><tfoot><tr><th scope="row">Totals</th>%s</tr>'
                 '<tr><th scope="row">Game points</th>%s</tr></tfoot></table></div>' % (totals, points))
    winners = result["winners"]
    if winners is None:
        verdict = "The session goes on: %d of %d deals played." % (result["deals_played"], 2 * session.players)
    else:
        winners = [names[seat_names.index(name)] for name in winners]
        verdict = ("%s %s the session." % (_cap(winners[0]), "win" if winners[0] == "You" else "wins")
                   if len(winners) == 1 else
                   "%s share the win." % " and ".join(_cap(name) for name in winners))
    parts.append('<p class="deal__result">%s Each deal is an ordinary two-player deal: '
                 'the dealer is younger, his opponent elder.</p></figure>' % escape(verdict))
    return "".join(parts)


def score_sheet_html(table, view):
    """The score events the learner knows of, newest last, as a table."""
    rows = words.score_lines(table, view)
    if not rows and view is None and table.game == "ecrire" and table.phase != "setup":
        # (the learner's view of a deal he sits out is none: "No score yet." sat above that
        # deal's scores on the session sheet at the end of a session)
        return '<p class="gt-sheet__empty">%s: the session sheet below has its scores.</p>' % (
            "The last deal was played without you" if table.is_over else "You sit this deal out")
    if not rows:
        return '<p class="gt-sheet__empty">No score yet.</p>'
    # Imperial scores in chips, named in the reason: no empty Points and Total columns.
    counted = any(points is not None or total is not None for _person, _reason, points, total in rows)
    out = ['<div class="table-scroll"><table class="gt-sheet"><caption>This deal&#x27;s scores</caption>',
           '<thead><tr><th scope="col">Who</th><th scope="col">For</th>%s</tr></thead><tbody>' % (
               '<th scope="col">Points</th><th scope="col">Deal total</th>' if counted else "")]
    for person, reason, points, total in rows:
        figures = "<td>%s</td><td>%s</td>" % ("" if points is None else points, "" if total is None else total)
        out.append("<tr><td>%s</td><td>%s</td>%s</tr>" % (escape(person or ""), escape(reason),
                                                          figures if counted else ""))
    out.append("</tbody></table></div>")
    return "".join(out)


def totals_html(table):
    """Each side's total now, in ``data-total="<side name>"`` (the game's own side names,
    as its record's replay prints them), and the partie's totals of a deal game."""
    unit = table.unit
    items = []
    if table.game == "imperial":
        from ..games.imperial_view import chips_words
        for seat in unit.seats:
            red, white = unit.chips[seat]
            items.append((unit.seat_name(seat), table.person(seat), chips_words(red, white)))
        # "now": after a deal the next one is dealt, and its turn-up may have scored already,
        # so these are not always the chips the summary gives for the deal just played
        label = "Chips now"
    elif table.game == "ecrire":
        for seat in unit.seats:
            items.append((unit.seat_name(seat), table.person(seat), str(unit.totals[seat])))
        label = "Session totals"
    else:
        names = unit.score_names if table.game in ("normand", "voleur") else [unit.seat_name(s) for s in unit.seats]
        for side in range(len(names)):
            items.append((names[side], words.side_people(table, side), str(unit.totals[side])))
        label = "This deal" if table.game in ("normand", "voleur") else "Game totals (to 100)"
    out = ['<section class="gt-totals" aria-label="%s"><h2 class="gt-h">%s</h2><dl>' % (escape(label), escape(label))]
    for name, people, value in items:
        out.append('<div><dt>%s <span class="gt-muted">(%s)</span></dt><dd data-total="%s">%s</dd></div>' % (
            escape(people), escape(name), escape(name), escape(value)))
    out.append("</dl>")
    if table.partie is not None:
        out.append('<h3 class="gt-h">The partie (%d deals)</h3><dl>' % table.partie.DEALS)
        for holder, who, total in table.partie_totals():  # (the record's name, "place 1", read as a ranking: a walk-through)
            out.append('<div><dt>%s</dt><dd data-partie-total="%s">%d</dd></div>' % (escape(who), escape(holder), total))
        out.append("</dl>")
        out.append(partie_sheet_html(table))
    out.append("</section>")
    return "".join(out)


def partie_sheet_html(table):
    """The partie deal by deal: what each holder scored in each finished deal, and the
    totals (at the end of a partie only its totals were shown, and the deals' history was
    in the record alone: a walk-through). Empty before the first deal ends."""
    partie = table.partie
    if not partie.deals:
        return ""
    holders = table.partie_totals()
    rows = []
    for number in range(len(partie.deals)):
        dealer, totals = partie.deals[number]
        scored = [0] * len(holders)
        for index in range(len(totals)):
            scored[partie.holder(index, dealer)] += totals[index]
        rows.append('<tr><th scope="row">%d</th>%s</tr>' % (number + 1, "".join("<td>%d</td>" % value for value in scored)))
    head = "".join('<th scope="col">%s</th>' % escape(who) for _holder, who, _total in holders)
    foot = "".join("<td>%d</td>" % total for _holder, _who, total in holders)
    return ('<details class="gt-partie-sheet"%s><summary>The partie, deal by deal</summary><div class="table-scroll" '
            'tabindex="0" role="region" aria-label="The partie, deal by deal"><table><thead><tr><th scope="col">Deal'
            '</th>%s</tr></thead><tbody>%s</tbody><tfoot><tr><th scope="row">Total</th>%s</tr></tfoot></table></div>'
            '</details>') % (" open" if partie.is_over else "", head, "".join(rows), foot)


def deal_summary_html(table, at_table=True):
    """What the table says when a deal is over (or the game): results in words (``at_table``
    False: the record viewer's, without what the table does next)."""
    unit = table.unit
    lines = []
    if table.game in ("normand", "voleur") and unit.is_over:
        result = unit.result()
        lines.append("Deal %d is over: %s." % (table.deal_number + 1, ", ".join(
            "%s %d" % (words.side_people(table, side), unit.totals[side]) for side in range(len(unit.score_names)))))
        won = unit.tricks_won()
        lines.append("Tricks: " + ", ".join("%s %d" % (table.person(seat), won[seat]) for seat in unit.seats) + ".")
        classes = result["classes"]
        for kind in ("point", "sequence", "set"):
            winner = classes[kind]
            if winner is None:
                lines.append("%s: nobody scored." % _cap(words.CLASS_WORDS[kind]))
                continue
            seat = unit.seat_names.index(winner)
            record = unit.class_record(kind)  # (what he scored with, as à Écrire's summary says it: a walk-through)
            called = record.calls[seat] if record is not None and record.winner == seat else ()
            names = ["a " + combo.full_name for combo in called]  # (every holding's name begins with a consonant)
            lines.append("%s: %s%s." % (_cap(words.CLASS_WORDS[kind]), words.who(table, seat), ", scoring %d for %s" % (
                sum(combo.score for combo in called), listed(names)) if called else ""))
        if result["bonus"] is not None:
            from ..games.table_scores import REPIC_BONUSES
            kind = result["bonus"]["kind"]  # (by the lesson's and the sheet's name: repic, pic)
            lines.append("%s made a %s (%d)." % (words.side_people(table, unit.score_names.index(result["bonus"]["player"])),
                                               words.BONUS_NAMES[table.game][kind],
                                               REPIC_BONUSES[0 if kind == "repique" else 1]))
        if table.is_over:
            totals = table.partie_totals()
            best = max(total for _holder, _who, total in totals)
            leaders = [who for _holder, who, total in totals if total == best]
            others = ["%s %d" % (who, total) for _holder, who, total in totals if total != best]
            lines.append("The partie is over: %s%s." % (
                "%s win%s with %d" % (leaders[0], "" if leaders[0] == "You" or " and " in leaders[0] else "s", best)
                if len(leaders) == 1 else "%s share the win with %d" % (" and ".join(leaders), best),
                (" (%s)" % ", ".join(others)) if others else ""))
    elif table.game == "imperial":
        if unit.is_over:
            lines.append("%s the game with five red chips." % words.subject_verb(table, unit.winner, "wins"))
        else:
            lines.extend(_imperial_deal_lines(table))
    elif table.game == "original":
        if unit.is_over:
            totals = unit.totals
            lines.append("%s the game, %d to %d." % (words.subject_verb(table, unit.winner, "wins"),
                                                     totals[unit.winner], totals[1 - unit.winner]))
        else:
            lines.extend(_original_deal_lines(table))
    elif table.game == "ecrire":
        number = table.shown_deal
        roles = unit.role_seats(number)
        scores = unit.deal(number).totals
        lines.append("Deal %d is over: %s %d, %s %d." % (number + 1, table.person(roles[0]), scores[0],
                                                         table.person(roles[1]), scores[1]))
        lines.extend(_ecrire_deal_lines(table, unit.deal(number), roles))
        if unit.is_over:  # who won, here and not only at the foot of the session sheet below
            points = unit.result()["game_points"]
            best = max(points.values())
            winners = [table.person(seat) for seat in unit.seats if points[unit.seat_name(seat)] == best]
            lines.append("The session is over: %s with %+d game points." % (
                "%s %s" % (winners[0], "win" if winners[0] == "You" else "wins") if len(winners) == 1 else
                "%s share the win" % " and ".join(winners), best))
        elif at_table:
            lines.append("The deals you sit out are played at once and written on the session sheet.")
    return '<div class="gt-summary" role="status">%s</div>' % "".join("<p>%s</p>" % escape(line) for line in lines)


def _ecrire_deal_lines(table, deal, roles):
    """How an à Écrire deal went, as the other games' summaries say it (it gave only the
    two totals: a walk-through): the tricks, who took each class with what, a bonus."""
    from ..combinations import CLASSES
    tricks = deal.tricks_won()
    lines = ["Tricks: %s %d, %s %d." % (table.person(roles[0]), tricks[0], table.person(roles[1]), tricks[1])]
    for kind in CLASSES:
        record = deal.class_record(kind)
        if record.winner is None:
            lines.append("%s: nobody scored." % _cap(words.CLASS_WORDS[kind]))
            continue
        call = record.elder_call if record.winner == 0 else record.younger_call
        lines.append("%s: %s (%s)." % (_cap(words.CLASS_WORDS[kind]), table.person(roles[record.winner]), "; ".join(
            "%s, %d" % (combo.full_name, combo.score) for combo in call)))
    bonus = deal.result().get("bonus")
    if bonus:
        lines.append("%s a %s." % (_subject(table, roles[0 if bonus["player"] == "elder" else 1], "makes", True),
                                   bonus["kind"]))
    return lines


def _imperial_deal_lines(table):
    """The Imperial deal just played (the engine has dealt the next one already): its
    tricks, what they scored, and each player's chips at its end."""
    from ..games.imperial_events import DealBegun, TrickWon, trick_score
    from ..games.imperial_view import chips_words
    from ..speech import number_words
    unit = table.unit
    done = unit.deal_number  # the next deal's index is the finished deal's number
    begun = [index for index, entry in enumerate(unit.log) if type(entry) is DealBegun]
    won = [0, 0]
    for entry in unit.log[begun[-2]:begun[-1]]:
        if type(entry) is TrickWon:
            won[entry.seat] += 1
    lines = ["Deal %d is over." % done]
    tricks = "Tricks: %s %d, %s %d" % (table.person(0), won[0], table.person(1), won[1])
    best = 0 if won[0] > won[1] else 1
    scored = trick_score(won[best], won[0] + won[1])
    if scored is None:
        tricks += " (six each: no chip for tricks)"
    else:
        tricks += " (%s %s)" % (_subject(table, best, "takes"), "two red chips for all twelve" if scored[0] == "capot"
                                   else "%s white chip%s for the trick%s over six" % (
                                       number_words(scored[1]), "" if scored[1] == 1 else "s",
                                       "" if scored[1] == 1 else "s"))
    lines.append(tricks + ".")
    chips = unit.chips_after(done - 1)
    lines.append("Chips at the end of deal %d: %s %s, %s %s." % (
        done, table.person(0), chips_words(*chips[0]), table.person(1), chips_words(*chips[1])))
    # The next deal's turn-up may have scored already (an honour: a chip to its dealer),
    # and the chips shown below count it: say so, or they seem not to add up.
    from ..games.imperial_events import Gained, Returned, Traded
    from ..games.imperial_view import line_text
    scored = [words.imperial_line(table, line_text(entry)) for entry in unit.log[begun[-1]:]
              if type(entry) in (Gained, Traded, Returned)]
    if scored:
        lines.append("Deal %d is dealt and has scored already: %s Chips now: %s %s, %s %s." % (
            done + 1, " ".join("%s: %s" % (who, text) for who, text in scored), table.person(0),
            chips_words(*unit.chips[0]), table.person(1), chips_words(*unit.chips[1])))
    else:
        lines.append("Deal %d is dealt." % (done + 1))
    return lines


def _original_deal_lines(table):
    """The deal just played at the original rules (the next one is dealt already): its
    totals, the tricks each took and what they scored, who took each class with what,
    and a blank, picy or repicy. All read from that deal's log: its plays (each trick's
    winner by the engine's own rule) and its score events."""
    from ..events import Announced, Played
    from ..games.original import BLANK_CATEGORY, CAPET_CATEGORY, MAJORITY_CATEGORY
    from ..games.original_rules import CLASSES36, PICY, REPICY, follower_wins
    unit = table.unit
    log = words.deal_log(table, table.view())
    done = unit.deal_result(unit.deal_number - 1)
    lines = ["Deal %d is over: %s." % (unit.deal_number, ", ".join(
        "%s %d" % (table.person(seat), done[seat]) for seat in unit.seats))]
    plays = [entry for entry in log if type(entry) is Played]
    scores = [event for entry in log if type(entry) is Announced for event in entry.scores]
    won = [0, 0]
    for index in range(0, len(plays) - 1, 2):
        led, followed = plays[index], plays[index + 1]
        won[followed.seat if follower_wins(led.card, followed.card) else led.seat] += 1
    tricks = "Tricks: %s %d, %s %d" % (table.person(0), won[0], table.person(1), won[1])
    cards = [event for event in scores if event.category in (MAJORITY_CATEGORY, CAPET_CATEGORY)]
    if cards:
        event = cards[0]
        tricks += " (%s, %d)" % (_subject(table, event.player, "takes") + " the majority"
                                 if event.category == MAJORITY_CATEGORY else _subject(table, event.player, "makes") + " capet",
                                 event.points)
    elif won[0] == won[1]:
        tricks += " (six each: nobody scores for the tricks)"
    lines.append(tricks + ".")
    for kind in CLASSES36:
        taken = [event for event in scores if event.category == kind]
        if taken:
            lines.append("%s: %s (%s)." % (_cap(kind), table.person(taken[0].player), "; ".join(
                "%s, %d" % (event.reason, event.points) for event in taken)))
        else:
            lines.append("%s: nobody scored." % _cap(kind))
    for event in scores:
        if event.category in (PICY, REPICY):
            lines.append("%s %s (%d)." % (_subject(table, event.player, "makes", True), event.category, event.points))
        elif event.category == BLANK_CATEGORY:
            lines.append("%s a blank (%d)." % (_subject(table, event.player, "scores", True), event.points))
    return lines


def _subject(table, seat, verb, start=False):
    """"you take" or "Computer takes" ("You take" at the start of a sentence)."""
    person = table.person(seat)
    if person != "You":
        return "%s %s" % (person, verb)
    return "%s %s" % ("You" if start else "you", verb[:-1])
