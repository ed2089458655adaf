"""The fenced blocks of docs/authoring.md: `hand`, `hands`, `deal`, `session`, `game-deal`, `exercise`.

Each block body is `key: value` lines. A renderer validates the keys and values, asks
piquet_core for every figure it shows, and returns HTML; any problem raises BuildError
with the line of the offending line inside the lesson file.
"""

from html import escape
from pathlib import Path

import piquet_core
from piquet_core.cards import SUIT_CHARS, SUIT_NAMES
from piquet_core.exercises.registry import COMMON_KEYS, KINDS
from piquet_core.combinations import points
from piquet_core.hands import score_hands, summarize
from piquet_core.record import load as load_record
from piquet_core.speech import number_words

from .cards import hand_html
from .errors import BuildError
from .exercise_block import render_exercise
from .game_deal_block import render_game_deal
from .session_block import render_session
from .textfile import read_text


class Block:
    """A parsed block: `values[key]` and `lines[key]` (1-based in the lesson file)."""

    def __init__(self, kind, path, line, values, lines):
        self.kind = kind
        self.path = path
        self.line = line  # the opening fence
        self.values = values
        self.lines = lines

    def fail(self, key, reason):
        raise BuildError(self.path, self.lines.get(key, self.line), reason)

    def record_text(self, context):
        """The text of the deal record named by the `record` key (a path under lessons/)."""
        relative = self.values["record"]
        source = (context.lessons_dir / relative).resolve()
        if not source.is_relative_to(context.lessons_dir.resolve()) or not source.is_file():
            self.fail("record", f"{self.kind} block: no record file {relative!r} under lessons/")
        try:
            return read_text(source, relative)
        except BuildError as error:
            self.fail("record", f"{self.kind} block: {relative}: line {error.line}: {error.reason}")

    def cards(self, key, max_count=12, exact=None):
        try:
            cards = piquet_core.parse_cards(self.values[key])
        except ValueError as exc:
            self.fail(key, f"{key}: {exc}")
        if exact is not None and len(cards) != exact:
            self.fail(key, f"{key}: needs {exact} cards, got {len(cards)}")
        if not 1 <= len(cards) <= max_count:
            self.fail(key, f"{key}: 1 to {max_count} cards, got {len(cards)}")
        return cards


class RenderContext:
    """What a block needs to know about its lesson; collects the lesson's exercises."""

    def __init__(self, path, slug, lessons_dir):
        self.path = path
        self.slug = slug
        self.lessons_dir = Path(lessons_dir)
        self.exercises = []  # (id, Exercise)
        self.exercise_lines = {}  # id -> the line of its block


def parse_block(kind, path, fence_line, body_lines, allowed, required):
    """Read `key: value` lines; body_lines[i] is on line fence_line + 1 + i."""
    values, lines = {}, {}
    for offset, raw in enumerate(body_lines):
        number = fence_line + 1 + offset
        if not raw.strip():
            continue
        key, sep, value = raw.partition(":")
        key = key.strip()
        if not sep or not key or " " in key:
            raise BuildError(path, number, f"{kind} block: expected 'key: value', got {raw.strip()!r}")
        if key not in allowed:
            raise BuildError(path, number, f"{kind} block: unknown key {key!r} "
                                           f"(allowed: {', '.join(allowed)})")
        if key in values:
            raise BuildError(path, number, f"{kind} block: duplicate key {key!r}")
        if not value.strip():
            raise BuildError(path, number, f"{kind} block: {key!r} is empty")
        values[key] = value.strip()
        lines[key] = number
    for key in required:
        if key not in values:
            raise BuildError(path, fence_line, f"{kind} block: missing required key {key!r}")
    return Block(kind, path, fence_line, values, lines)


def render_block(kind, path, fence_line, body_lines, context):
    spec = BLOCKS[kind]
    block = parse_block(kind, path, fence_line, body_lines, spec["allowed"], spec["required"])
    return spec["render"](block, context)


# --- hand ----------------------------------------------------------------------------

def _render_hand(block, context):
    show = block.values.get("show")
    if show is not None and show != "declarations":
        block.fail("show", f"hand block: show must be 'declarations', got {show!r}")
    cards = block.cards("cards", exact=12 if show else None)
    caption = block.values.get("caption", "")
    parts = [f'<figure class="hand-figure">{hand_html(cards, caption or "Hand")}']
    if caption:
        parts.append(f"<figcaption>{escape(caption)}</figcaption>")
    if show:
        parts.append(declarations_table(summarize(cards), cards))
    parts.append("</figure>")
    return "".join(parts)


def declarations_table(summary, cards=None):
    point = summary["point"]
    if point:
        # every suit that makes the same point is named: one of them alone read as a choice
        # the rules made ("three cards in spades" beside hearts and diamonds as good)
        suits = [_suit(SUIT_CHARS[found.suit]) for found in points(cards)
                 if found.key == (point["length"], point["value"])] if cards is not None else []
        where = _suit(point["suit"]) if len(suits) < 2 else " or ".join([", ".join(suits[:-1]), suits[-1]])
        point_text = (f"{number_words(point['length'])} cards in {where}, "
                      f"making {point['value']} (scores {point['length']})")
    else:
        point_text = "none"
    seq_text = "; ".join(f"{s['full_name']} in {_suit(s['suit'])} ({s['score']})"
                         for s in summary["sequences"]) or "none"
    set_text = "; ".join(f"{s['full_name']} ({s['score']})" for s in summary["sets"]) or "none"
    blanche = "yes (10)" if summary["carte_blanche"] else "no"
    # in the order they are scored (RULES.md section 6): carte blanche first of all
    rows = (("Carte blanche", blanche), ("Point", point_text), ("Sequences", seq_text),
            ("Sets", set_text))
    body = "".join(f'<tr><th scope="row">{name}</th><td>{escape(text)}</td></tr>'
                   for name, text in rows)
    return f'<table class="declarations"><caption>What this hand holds</caption>{body}</table>'


def _suit(char):
    return SUIT_NAMES[SUIT_CHARS.index(char)]


# --- hands ---------------------------------------------------------------------------

def _render_hands(block, context):
    show = block.values.get("show")
    if show is not None and show != "comparison":
        block.fail("show", f"hands block: show must be 'comparison', got {show!r}")
    exact = 12 if show or "expect" in block.values else None
    if "record" in block.values:  # the hands a recorded deal declares and plays, from the record itself
        elder, younger = _record_hands(block, context)
    else:
        for key in ("elder", "younger"):
            if key not in block.values:
                block.fail(key, "hands block: give elder and younger, or a record")
        elder = block.cards("elder", exact=exact)
        younger = block.cards("younger", exact=exact)
    shared = [card.code for card in younger if card in elder]
    if shared:
        block.fail("younger", f"hands block: {' '.join(shared)} in both hands")
    caption = block.values.get("caption", "")
    parts = ['<figure class="hands-figure"><div class="hands">',
             '<div class="hands__one"><h3 class="hands__who">Elder</h3>',
             hand_html(elder, "Elder's hand"), "</div>",
             '<div class="hands__one"><h3 class="hands__who">Younger</h3>',
             hand_html(younger, "Younger's hand"), "</div></div>"]
    if caption:
        parts.append(f"<figcaption>{escape(caption)}</figcaption>")
    result = score_hands(elder, younger) if show or "expect" in block.values else None
    if "expect" in block.values:
        check_expectations(block, result)
    if show:
        parts.append(comparison_table(result))
    parts.append("</figure>")
    return "".join(parts)


def _record_hands(block, context):
    """(elder's, younger's) hands after the exchange in the deal record the block names
    (a lesson's drill on a recorded deal showed no hand: a walk-through), never copied
    into the lesson, where they could drift from the record."""
    for key in ("elder", "younger"):
        if key in block.values:
            block.fail(key, f"hands block: {key} comes from the record; give one or the other")
    try:
        deal = load_record(block.record_text(context))
    except ValueError as exc:
        block.fail("record", f"hands block: {block.values['record']}: {exc}")
    if deal.declared_hands is None:
        block.fail("record", f"hands block: {block.values['record']}: the record stops before the exchange ends")
    return deal.declared_hands


EXPECT_SUBJECTS = ("point", "sequence", "set", "repique", "carte blanche")
EXPECT_ANSWERS = ("elder", "younger", "neither")


def check_expectations(block, result):
    """`expect: point elder, sequence neither, repique younger` must be what the engine says.

    It lets the prose around an example say who wins, and the build prove it: change a
    card and the lesson fails to build instead of quietly teaching something false.
    """
    engine = {kind: result["scores"][kind]["winner"] or "neither" for kind in ("point", "sequence", "set")}
    engine["repique"] = result["repique"] or "neither"
    blanche = [p for p in ("elder", "younger") if result[p]["carte_blanche"]]
    engine["carte blanche"] = blanche[0] if len(blanche) == 1 else ("neither" if not blanche else "both")
    for item in block.values["expect"].split(","):
        words = item.strip().rsplit(" ", 1)
        if len(words) != 2 or words[0] not in EXPECT_SUBJECTS or words[1] not in EXPECT_ANSWERS + ("both",):
            block.fail("expect", f"hands block: expect {item.strip()!r}: write '<{'|'.join(EXPECT_SUBJECTS)}> "
                                 f"<elder|younger|neither>', separated by commas")
        subject, answer = words
        if engine[subject] != answer:
            block.fail("expect", f"hands block: the lesson expects {subject}: {answer}, "
                                 f"but the engine says {subject}: {engine[subject]}")


def comparison_table(result):
    rows = []
    for kind, label in (("point", "Point"), ("sequence", "Sequence"), ("set", "Set")):
        outcome = result["scores"][kind]
        cells = [_holding(kind, result["elder"]), _holding(kind, result["younger"])]
        if outcome["winner"]:
            verdict = f"{outcome['winner'].capitalize()} scores {outcome['points']}"
        else:
            verdict = "Equal: nobody scores"
        rows.append((label, cells[0], cells[1], verdict))
    for player in ("elder", "younger"):
        if result[player]["carte_blanche"]:
            rows.insert(0, ("Carte blanche", "yes" if player == "elder" else "",
                            "yes" if player == "younger" else "", f"{player.capitalize()} scores 10"))
    if result.get("repique"):
        rows.append(("Repique", "", "", f"{result['repique'].capitalize()} adds 60"))
    totals = result["totals"]
    body = "".join(
        f'<tr><th scope="row">{escape(r[0])}</th><td>{escape(r[1])}</td><td>{escape(r[2])}</td>'
        f"<td>{escape(r[3])}</td></tr>" for r in rows)
    foot = (f'<tr><th scope="row">Total</th><td>{totals["elder"]}</td><td>{totals["younger"]}</td>'
            "<td></td></tr>")
    return ('<div class="table-scroll"><table class="comparison"><caption>Declarations compared</caption>'
            '<thead><tr><th scope="col">Class</th><th scope="col">Elder</th>'
            '<th scope="col">Younger</th><th scope="col">Result</th></tr></thead>'
            f"<tbody>{body}</tbody><tfoot>{foot}</tfoot></table></div>")


def _holding(kind, hand):
    if kind == "point":
        point = hand["point"]
        return f"{number_words(point['length'])}, making {point['value']}" if point else "none"
    items = hand["sequences"] if kind == "sequence" else hand["sets"]
    if not items:
        return "none"
    # every one held, the best first: it decides the class, and its winner scores them all
    if kind == "sequence":
        return ", ".join(f"{item['full_name']} in {_suit(item['suit'])}" for item in items)
    return ", ".join(item["full_name"] for item in items)


# --- deal ----------------------------------------------------------------------------

def _render_deal(block, context):
    try:
        deal = load_record(block.record_text(context))
    except ValueError as exc:
        block.fail("record", f"deal block: {block.values['record']}: {exc}")
    return render_deal(deal, block.values.get("caption", ""))


def render_deal(deal, caption=""):
    """A recorded deal, all from the engine: the hands as dealt, the exchange, the hands
    declared, then action by action every line said with the record's comments, and the
    result."""
    from piquet_core.transcript import silent_words, steps

    from piquet_core.record import dump

    caption = caption or getattr(deal, "title", None) or "A recorded deal"
    # data-record: the page's glue (site/py/deal_stepper.py) offers a stepper with the
    # cards on the table; the walk-through below stays for readers without JavaScript.
    parts = [f'<figure class="deal" data-record="{escape(dump(deal))}">'
             f'<figcaption class="deal__title">{escape(caption)}</figcaption>',
             '<div class="deal__stepper" hidden></div>',
             '<h3 class="deal__heading">The deal</h3><div class="hands">']
    for who, cards in (("Elder", deal.dealt[0]), ("Younger", deal.dealt[1])):
        parts.append(f'<div class="hands__one"><h4 class="hands__who">{who}, as dealt</h4>'
                     f"{hand_html(cards, who + ' as dealt')}</div>")
    parts.append('</div><div class="hands__one"><h4 class="hands__who">The talon, top first '
                 "(elder's five, then younger's three)</h4>"
                 f"{hand_html(deal.talon_dealt, 'The talon')}</div>")
    if deal.declared_hands is not None:
        parts.append('<h3 class="deal__heading">The exchange</h3><div class="hands">')
        for index, who in enumerate(("Elder", "Younger")):
            parts.append(f'<div class="hands__one"><h4 class="hands__who">{who} discards</h4>'
                         f"{_cards_or_none(deal.discards[index], who + ' discards')}"
                         f'<h4 class="hands__who">and draws</h4>'
                         f"{_cards_or_none(deal.drawn[index], who + ' draws')}</div>")
        parts.append("</div>")
        if deal.exposed:
            parts.append('<div class="hands__one"><h4 class="hands__who">Left in the talon, face up</h4>'
                         f"{hand_html(deal.exposed, 'Cards left face up')}</div>")
        parts.append('<h3 class="deal__heading">The hands they declare and play</h3><div class="hands">')
        for index, who in enumerate(("Elder", "Younger")):
            parts.append(f'<div class="hands__one"><h4 class="hands__who">{who}</h4>'
                         f"{hand_html(deal.declared_hands[index], who + ' after the exchange')}</div>")
        parts.append("</div>")
    parts.append('<h3 class="deal__heading">What is said, move by move</h3><ol class="deal__transcript">')
    for step in steps(deal):
        parts.append('<li class="deal__step">')
        for line in step.lines:
            note = f' <span class="deal__note">({escape(line.note)})</span>' if line.note else ""
            if line.player is None:
                parts.append(f'<p class="deal__narration">{escape(line.text)}{note}</p>')
            else:
                who = ("Elder", "Younger")[line.player]
                parts.append(f'<p class="deal__line deal__line--{who.lower()}"><b>{who}:</b> '
                             f"{escape(line.text)}{note}</p>")
        if not step.lines:
            who = ("Elder", "Younger")[step.player]
            parts.append(f'<p class="deal__narration">{who} {escape(silent_words(step.action))}.</p>')
        if step.comment:
            parts.append(f'<p class="deal__comment">{escape(step.comment)}</p>')
        parts.append("</li>")
    parts.append("</ol>")
    result = deal.result()
    totals, tricks = result["totals"], result["tricks"]
    summary = (f"Final score of the deal: elder {totals['elder']}, younger {totals['younger']}. "
               f"Tricks: elder {tricks['elder']}, younger {tricks['younger']}.")
    if result.get("bonus"):
        summary += f" {result['bonus']['player'].capitalize()} made a {result['bonus']['kind']}."
    parts.append(f'<p class="deal__result">{escape(summary)}</p></figure>')
    return "".join(parts)


def _cards_or_none(cards, label):
    return hand_html(cards, label) if cards else '<p class="deal__narration">nothing</p>'


BLOCKS = {
    "hand": {"allowed": ("cards", "caption", "show"), "required": ("cards",), "render": _render_hand},
    "hands": {"allowed": ("elder", "younger", "record", "caption", "show", "expect"), "required": (),
              "render": _render_hands},
    "deal": {"allowed": ("record", "caption"), "required": ("record",), "render": _render_deal},
    "session": {"allowed": ("record", "caption"), "required": ("record",), "render": render_session},
    "game-deal": {"allowed": ("record", "caption", "deal"), "required": ("record",), "render": render_game_deal},
    # An exercise may use any key some kind reads (the registry's list); which keys a
    # given kind needs is checked when the exercise is built.
    "exercise": {"allowed": tuple(COMMON_KEYS) + tuple(sorted(set(key for _, required, optional in KINDS.values()
                                                                    for key in required + optional))),
                 "required": ("ask",), "render": lambda block, context: render_exercise(block, context)},
}
