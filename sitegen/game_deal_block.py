"""The `game-deal` block: a recorded deal of Piquet Normand or Piquet Voleur, or one deal
of a recorded game of Imperial or of the original rules (``original_deal_block``), as the
hands, what is said, the tricks and the score.

Every card, word, trick and figure comes from replaying the record through the engine
(``games.normand``, ``games.voleur``, ``games.imperial``): the hands as dealt, the log
of what was said and shown, the tricks as played, the score events and the chips.
"""

from html import escape

from piquet_core.cards import SUIT_NAMES, display_sorted
from piquet_core.events import Announced, Played, Proved
from piquet_core.record import load as load_record
from piquet_core.speech import capitalize
from piquet_core.transcript import format_utterance, transcript

from .cards import hand_html

GAMES = {"normand": "Piquet Normand", "voleur": "Piquet Voleur", "imperial": "Imperial",
         "original": "the original rules"}
# The games whose record is a whole game of several deals: `deal: N` picks one.
MULTI_DEAL = ("imperial", "original")
# Score categories in the order a deal makes them, and their names on the score table.
CATEGORY_ROWS = (("carte blanche", "Carte blanche"), ("point", "Point"), ("sequence", "Sequence"), ("set", "Set"),
                 ("repique", "Repic (90)"), ("lead", "Leads"), ("win", "Tricks won from another's lead"),
                 ("pique", "Pic (60)"), ("last trick", "Last trick"), ("cards", "Most tricks"), ("capot", "Capot"))


def render_game_deal(block, context):
    try:
        game = load_record(block.record_text(context))
    except ValueError as exc:
        block.fail("record", f"game-deal block: {block.values['record']}: {exc}")
    name = getattr(game, "game", None)
    if name not in GAMES:
        block.fail("record", f"game-deal block: {block.values['record']} is not a record of "
                             f"{', '.join(GAMES.values())} (its first header must be 'Game: normand', "
                             "'Game: voleur', 'Game: imperial' or 'Game: original'; a Rubicon deal is a `deal` "
                             "block)")
    if not game.is_over:
        block.fail("record", f"game-deal block: {block.values['record']}: the "
                             f"{'game' if name in MULTI_DEAL else 'deal'} is not finished")
    caption = block.values.get("caption", "")
    if name in MULTI_DEAL:
        number = block.values.get("deal", "1")
        if not number.isdigit() or not 1 <= int(number) <= len(game.deals):
            block.fail("deal", f"game-deal block: deal must be a number from 1 to {len(game.deals)} (the deals of "
                               f"this game), got {number!r}")
        if name == "original":
            from .original_deal_block import original_deal_html
            return original_deal_html(game, int(number), caption)
        return imperial_deal_html(game, int(number), caption)
    if "deal" in block.values:
        block.fail("deal", f"game-deal block: a {GAMES[name]} record is one deal: 'deal' is for the games of "
                           "several deals (Imperial, the original rules)")
    return table_deal_html(game, caption)


def _figure(caption, title):
    return (f'<figure class="deal game-deal"><figcaption class="deal__title">{escape(caption or title)}'
            '</figcaption>')


def _hands(pairs):
    parts = ['<div class="hands">']
    for who, cards in pairs:
        parts.append(f'<div class="hands__one"><h4 class="hands__who">{escape(who)}</h4>'
                     f"{hand_html(cards, who)}</div>")
    parts.append("</div>")
    return "".join(parts)


def _line(who, text, note=""):
    note = f' <span class="deal__note">({escape(note)})</span>' if note else ""
    if who is None:
        return f'<li class="deal__narration">{escape(text)}{note}</li>'
    return f'<li class="deal__line"><b>{escape(who)}:</b> {escape(text)}{note}</li>'


def _card_cell(card, led=False, won=False):
    text = escape(card.label)
    if won:
        text = f"<strong>{text}</strong>"
    extra = ' <span class="game-deal__led" aria-hidden="true">led</span>' if led else ""  # (said in the hidden text)
    return f'<td><span aria-hidden="true">{text}</span><span class="visually-hidden">{escape(card.name)}' \
           f'{", led" if led else ""}{", wins" if won else ""}</span>{extra}</td>'


def table_deal_html(game, caption=""):
    """A Normand or Voleur deal: hands, what is said, the tricks, the score by class."""
    names = [capitalize(name) for name in game.seat_names]
    parts = [_figure(caption or getattr(game, "title", None), "A deal of %s" % GAMES[game.game]),
             '<h3 class="deal__heading">The hands as dealt</h3>',
             _hands([(names[seat], display_sorted(game.dealt[seat])) for seat in game.seats])]
    if game.game == "normand":
        parts.append(_hands([("The stock (the dealer's to take)", game.stock_dealt)]))
        if game.discards:
            parts.append(_hands([("The dealer discards", game.discards)]))
    parts.append('<h3 class="deal__heading">What is said</h3><ol class="deal__transcript">')
    for line, entry in zip(transcript(game), game.log):  # (the game's own lines: Voleur's answers name their class)
        if type(entry) is Played:
            break
        # The engine's categories are the two-player names; at these tables they are repic and pic.
        note = line.note.replace("repique:", "repic:").replace("pique:", "pic:")
        parts.append(_line(None if line.player is None else names[line.player], line.text, note))
    parts.append("</ol>")
    parts.append(_table_tricks(game, names))
    # What is narrated after the play besides the scores (Voleur's tie for the most tricks).
    for entry in game.log[_first_play(game.log):]:
        if type(entry) not in (Played, Announced):
            parts.append(f'<p class="deal__narration">{escape(format_utterance(entry, game.seat_names).text)}</p>')
    parts.append(_table_scores(game))
    result = game.result()
    totals = ", ".join("%s %d" % (side, total) for side, total in result["totals"].items())
    tricks = ", ".join("%s %d" % (seat, won) for seat, won in result["tricks"].items())
    summary = f"Final score: {totals}. Tricks: {tricks}."
    if result.get("bonus"):
        kind = {"repique": "repic", "pique": "pic"}[result["bonus"]["kind"]]
        summary += f" {capitalize(result['bonus']['player'])} made a {kind}."
    parts.append(f'<p class="deal__result">{escape(summary)}</p></figure>')
    return "".join(parts)


def _first_play(log):
    for index, entry in enumerate(log):
        if type(entry) is Played:
            return index
    return len(log)


def _table_tricks(game, names):
    head = "".join(f'<th scope="col">{escape(name)}</th>' for name in names)
    rows = []
    for number, trick in enumerate(game.tricks, 1):
        played = {}
        seat = trick.leader
        for card in trick.cards:
            played[seat] = card
            seat = (seat + 1) % len(game.seats)
        cells = "".join(_card_cell(played[s], s == trick.leader, s == trick.winner) for s in game.seats)
        rows.append(f'<tr><th scope="row">{number}</th>{cells}<td>{escape(names[trick.winner])}</td></tr>')
    return ('<h3 class="deal__heading">The tricks</h3><div class="table-scroll"><table class="game-deal__tricks">'
            f'<thead><tr><th scope="col">Trick</th>{head}<th scope="col">Won by</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def _table_scores(game):
    sides = [capitalize(name) for name in game.score_names]
    points = {}
    for event in game.events:
        points.setdefault(event.category, [0] * len(sides))[event.player] += event.points
    head = "".join(f'<th scope="col">{escape(side)}</th>' for side in sides)
    rows = []
    for category, label in CATEGORY_ROWS:
        if category in points:
            if category == "win" and game.game == "voleur":
                label = "Tricks won from an opponent's lead"
            cells = "".join(f"<td>{n or ''}</td>" for n in points[category])
            rows.append(f'<tr><th scope="row">{escape(label)}</th>{cells}</tr>')
    totals = "".join(f"<td>{total}</td>" for total in game.totals)
    return ('<h3 class="deal__heading">The score</h3><div class="table-scroll"><table class="game-deal__score">'
            f'<thead><tr><th scope="col">Scored for</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody>'
            f'<tfoot><tr><th scope="row">Total</th>{totals}</tr></tfoot></table></div>')


# ----- Imperial ---------------------------------------------------------------------------------

def _imperial_words(entry):
    """An Imperial log entry in words, cards as the tiles show them (10♥, not TH)."""
    from piquet_core.games.imperial_events import Declared, Gained, PointAnswered, PointCalled, Returned
    from piquet_core.games.imperial_rules import KIND_NAMES
    from piquet_core.games.imperial_view import chips_words, line_text
    from piquet_core.speech import number_words

    kind = type(entry)
    name = capitalize("player %d" % (entry.seat + 1)) if getattr(entry, "seat", None) is not None else ""
    if kind is Declared and entry.groups:
        return "%s: %s, %s." % (name, capitalize(KIND_NAMES[entry.kind]),
                                " + ".join(" ".join(card.label for card in group) for group in entry.groups))
    if kind is PointCalled and entry.cards:
        return "%s: Point of %s (%s)." % (name, number_words(entry.total), " ".join(c.label for c in entry.cards))
    if kind is PointAnswered and entry.cards:
        return "%s: Not good: %s (%s)." % (name, number_words(entry.total), " ".join(c.label for c in entry.cards))
    if kind is Proved:
        return "%s shows %s." % (name, " ".join(card.label for card in entry.cards))
    if kind is Gained:
        return "%s takes %s: %s." % (name, chips_words(entry.red, entry.white), _labels_in(entry.reason))
    if kind is Returned:
        return "%s's %s go%s back to the pool." % (name, chips_words(0, entry.white), "es" if entry.white == 1 else "")
    return line_text(entry)


def _said(text):
    """A line of Imperial's log: "Player 1: No imperiale." is said; the rest is narration."""
    for who in ("Player 1", "Player 2"):
        if text.startswith(who + ": "):
            return _line(who, text[len(who) + 2:])
    return _line(None, text)


def _labels_in(text):
    """A chip's reason with its card codes (imperials name their cards) as labels."""
    from piquet_core.cards import Card
    words = []
    for word in text.split(" "):
        try:
            words.append(Card.parse(word).label if len(word) == 2 else word)
        except ValueError:
            words.append(word)
    return " ".join(words)


def _chips_text(chips):
    return "; ".join("player %d: %d red, %d white" % (seat + 1, chips[seat][0], chips[seat][1]) for seat in (0, 1))


def imperial_deal_html(game, number, caption=""):
    """Deal ``number`` (from 1) of an Imperial game: hands, turn-up, what is said, the
    tricks, the chips before and after, and how the game ends."""
    from piquet_core.games.imperial_events import DealBegun, GameWon, TrickWon

    log = game.log
    starts = [index for index, entry in enumerate(log) if type(entry) is DealBegun]
    begin = starts[number - 1]
    end = starts[number] if number < len(starts) else len(log)
    segment = log[begin:end]
    dealer, (elder_cards, dealer_cards, turnup), _ = game.deals[number - 1]
    elder = 1 - dealer
    names = ["Player 1", "Player 2"]
    before = game.chips_after(number - 2) if number > 1 else ((0, 0), (0, 0))
    parts = [_figure(caption or getattr(game, "title", None), "Deal %d of a game of Imperial" % number),
             f'<p class="deal__narration">Chips before the deal: {escape(_chips_text(before))}. Trumps: '
             f'{escape(SUIT_NAMES[turnup.suit])}, the {escape(turnup.name)} turned up; {game.ranking} ranking.</p>',
             '<h3 class="deal__heading">The hands as dealt</h3>',
             _hands([("%s, elder" % names[elder], display_sorted(elder_cards)),
                     ("%s, dealer" % names[dealer], display_sorted(dealer_cards)),
                     ("Turned up", (turnup,))]),
             '<h3 class="deal__heading">What is said</h3><ol class="deal__transcript">']
    played = []
    after_play = []
    for entry in segment:
        if type(entry) is Played or played:
            if type(entry) is Played:
                played.append(entry)
            elif type(entry) is TrickWon:
                played.append(entry)
            elif type(entry) is not DealBegun:
                after_play.append(entry)
            continue
        parts.append(_said(_imperial_words(entry)))
    parts.append("</ol>")
    rows = []
    trick = []
    count = 0
    for entry in played:
        if type(entry) is Played:
            trick.append(entry)
            continue
        count += 1
        by_seat = {p.seat: p for p in trick}
        cells = "".join(_card_cell(by_seat[s].card, by_seat[s].lead, s == entry.seat) for s in (0, 1))
        honours = " ".join(card.label for card in entry.honours) or ""
        rows.append(f'<tr><th scope="row">{count}</th>{cells}<td>{escape(names[entry.seat])}</td>'
                    f'<td>{escape(honours)}</td></tr>')
        trick = []
    if rows:
        parts.append('<h3 class="deal__heading">The tricks</h3><div class="table-scroll">'
                     '<table class="game-deal__tricks"><thead><tr><th scope="col">Trick</th>'
                     '<th scope="col">Player 1</th><th scope="col">Player 2</th><th scope="col">Won by</th>'
                     f'<th scope="col">Honours</th></tr></thead><tbody>{"".join(rows)}</tbody></table></div>')
    if after_play:
        parts.append('<h3 class="deal__heading">Chips in the play</h3><ol class="deal__transcript">')
        for entry in after_play:
            if type(entry) is not GameWon:
                parts.append(_line(None, _imperial_words(entry)))
        parts.append("</ol>")
    chips = game.chips_after(number - 1)
    summary = "Chips after the deal: %s." % _chips_text(chips)
    if game.winner is not None and number == len(game.deals):
        summary += " Player %d has five red chips and wins the game." % (game.winner + 1)
    elif game.winner is not None:
        summary += " The game goes on until deal %d, where player %d reaches five red chips and wins." % (
            len(game.deals), game.winner + 1)
    parts.append(f'<p class="deal__result">{escape(summary)}</p></figure>')
    return "".join(parts)
