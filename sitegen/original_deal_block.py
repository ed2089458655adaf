"""One deal of a recorded game of the original rules (36 cards, first to 100), for the
`game-deal` block: the totals before it, the hands as dealt and the stock, the exchange,
what is said, the tricks, the score by class and how the game stands after it.

Everything comes from replaying the record through the engine (``games.original``):
the cards dealt, the moves, the log of what was said and shown, the score events; the
tricks are the log's cards, their winners found by the engine's own rule
(``original_rules.follower_wins``).
"""

from html import escape

from piquet_core.events import Announced, Played, Proved
from piquet_core.speech import capitalize

from .game_deal_block import _card_cell as card_cell, _figure as figure, _hands as hands, _line as line

# Score categories in the order a deal makes them, and their names on the score table.
CATEGORY_ROWS = (("blank", "Blank"), ("ruff", "Ruff"), ("sequence", "Sequence"), ("set", "Set"),
                 ("repicy", "Repicy (60)"), ("lead", "Leads of a ten or higher"), ("win", "Tricks won"),
                 ("last trick", "Last trick"), ("picy", "Picy (30)"), ("majority", "Majority"), ("capet", "Capet"))
NAMES = ("Player 1", "Player 2")


def _segment(game, number):
    """The log entries of deal ``number`` (from 1): from its DealBegun to the next."""
    from piquet_core.games.original_rules import DealBegun
    log = game.log
    starts = [index for index, entry in enumerate(log) if type(entry) is DealBegun]
    end = starts[number] if number < len(starts) else len(log)
    return log[starts[number - 1] + 1:end]


def _said(entry):
    """(who or None, words) for one entry before the play; cards as the tiles show them."""
    from piquet_core.games.original_view import transcript_lines
    if type(entry) is Proved:
        return None, "%s shows %s (%s)." % (NAMES[entry.seat], " ".join(card.label for card in entry.cards),
                                            entry.why)
    who, text = transcript_lines((entry,))[0]
    return (None if who is None else capitalize(who)), text


def _exchanges(game, number):
    """[(seat, discards, drawn)] of deal ``number``: elder's, then the dealer's."""
    from piquet_core.games.original_actions import Swap
    dealer, (elder_cards, dealer_cards, stock), start = game.deals[number - 1]
    end = game.deals[number][2] if number < len(game.deals) else len(game.history)
    out = []
    taken = 0
    for seat, action in game.history[start:end]:
        if type(action) is Swap:
            count = len(action.discards)
            out.append((seat, action.discards, stock[taken:taken + count]))
            taken += count
    return out


def _tricks(segment):
    """[(leader, led, followed, winner)] of the deal, from its log."""
    from piquet_core.games.original_rules import follower_wins
    tricks = []
    led = None
    for entry in segment:
        if type(entry) is not Played:
            continue
        if led is None:
            led = entry
            continue
        winner = entry.seat if follower_wins(led.card, entry.card) else led.seat
        tricks.append((led.seat, led.card, entry.card, winner))
        led = None
    return tricks


def _tricks_html(tricks):
    rows = []
    for count, (leader, led, followed, winner) in enumerate(tricks, 1):
        by_seat = {leader: led, 1 - leader: followed}
        won_with = led if winner == leader else followed
        cells = "".join(card_cell(by_seat[seat], seat == leader, by_seat[seat] == won_with) for seat in (0, 1))
        rows.append(f'<tr><th scope="row">{count}</th>{cells}<td>{escape(NAMES[winner])}</td></tr>')
    return ('<h3 class="deal__heading">The tricks</h3><div class="table-scroll"><table class="game-deal__tricks">'
            '<thead><tr><th scope="col">Trick</th><th scope="col">Player 1</th><th scope="col">Player 2</th>'
            f'<th scope="col">Won by</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>')


def _scores_html(segment):
    points = {}
    totals = [0, 0]
    for entry in segment:
        if type(entry) is Announced:
            for event in entry.scores:
                points.setdefault(event.category, [0, 0])[event.player] += event.points
                totals[event.player] += event.points
    rows = []
    for category, label in CATEGORY_ROWS:
        if category in points:
            cells = "".join(f"<td>{n or ''}</td>" for n in points[category])
            rows.append(f'<tr><th scope="row">{escape(label)}</th>{cells}</tr>')
    foot = "".join(f"<td>{total}</td>" for total in totals)
    return ('<h3 class="deal__heading">The score of the deal</h3><div class="table-scroll">'
            '<table class="game-deal__score"><thead><tr><th scope="col">Scored for</th><th scope="col">Player 1</th>'
            f'<th scope="col">Player 2</th></tr></thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot><tr><th scope="row">Total</th>{foot}</tr></tfoot></table></div>')


def _totals_text(totals):
    return "player 1 %d, player 2 %d" % (totals[0], totals[1])


def original_deal_html(game, number, caption=""):
    """Deal ``number`` (from 1) of an ``Original`` game, finished."""
    from piquet_core.games.original_rules import GameWon
    from piquet_core.games.pack36 import sorted36
    dealer, (elder_cards, dealer_cards, stock), _ = game.deals[number - 1]
    elder = 1 - dealer
    before = [0, 0]
    for earlier in range(number - 1):
        result = game.deal_result(earlier)
        before = [before[0] + result[0], before[1] + result[1]]
    segment = _segment(game, number)
    parts = [figure(caption or getattr(game, "title", None), "Deal %d of a game of the original rules" % number),
             f'<p class="deal__narration">The game so far: {escape(_totals_text(before))}. {NAMES[dealer]} deals, '
             f'so {NAMES[elder].lower()} is elder: he speaks, exchanges and leads first.</p>',
             '<h3 class="deal__heading">The hands as dealt</h3>',
             hands([("%s, elder" % NAMES[elder], sorted36(elder_cards)),
                    ("%s, dealer" % NAMES[dealer], sorted36(dealer_cards))]),
             hands([("The stock, top card first", stock)]),
             '<h3 class="deal__heading">The exchange</h3>']
    for seat, discards, drawn in _exchanges(game, number):
        parts.append(hands([("%s discards" % NAMES[seat], discards), ("and draws", sorted36(drawn))]))
    parts.append('<h3 class="deal__heading">What is said</h3><ol class="deal__transcript">')
    first_play = len(segment)
    for index, entry in enumerate(segment):
        if type(entry) is Played:
            first_play = index
            break
        who, text = _said(entry)
        parts.append(line(who, text))
    parts.append("</ol>")
    tricks = _tricks(segment)
    if tricks:
        parts.append(_tricks_html(tricks))
    said_in_play = [entry for entry in segment[first_play:]
                    if type(entry) is not Played and type(entry) is not GameWon]
    if said_in_play:
        parts.append('<h3 class="deal__heading">Said in the play</h3><ol class="deal__transcript">')
        for entry in said_in_play:
            who, text = _said(entry)
            parts.append(line(who, text))
        parts.append("</ol>")
    parts.append(_scores_html(segment))
    after = [before[0], before[1]]
    ended = game.deal_result(number - 1)
    if ended is not None:
        after = [before[0] + ended[0], before[1] + ended[1]]
    summary = "The game after the deal: %s." % _totals_text(after)
    won = [entry for entry in segment if type(entry) is GameWon]
    if won:
        summary += " %s reaches 100 and wins the game%s." % (
            NAMES[won[0].seat], "" if len(tricks) == 12 else ", there and then: the rest of the deal is not played")
    parts.append(f'<p class="deal__result">{escape(summary)}</p></figure>')
    return "".join(parts)
