"""The puzzles page as HTML text: hands, the lines said, each question's form; and the
page address (its hash: family, level and seed).

Plain Python (CPython and MicroPython): the glue (``puzzles.py``) puts this text into
the page; tests check it in CPython. The markup of cards is the build's
(``piquet_core.table.cardface``), so the cards look and read the same on every page. No inline
style anywhere (the site's Content-Security-Policy forbids it).
"""

SPEAKERS = {"elder": "Elder", "younger": "Younger"}


def escape(text):
    text = str(text)
    for a, b in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#39;")):
        text = text.replace(a, b)
    return text


def hand_html(cards, label):
    """A hand, as every page shows one (``piquet_core.table.cardface``)."""
    from piquet_core.table.cardface import hand_html as face_hand
    return face_hand(cards, label)


def hands_html(hands):
    out = []
    for label, cards in hands:
        out.append('<div class="exercise__hand"><p class="exercise__who">%s</p>%s</div>' % (
            escape(label), hand_html(cards, label)))
    return '<div class="puzzle__hands">%s</div>' % "".join(out) if out else ""


def lines_html(lines, extra_class="", list_id=""):
    """What was said, one line each: "Elder: Point of five." (narration in italics); its
    cards read by name ("Elder shows point: A♦ K♦", where a screen reader may say "A")."""
    from piquet_core.table.cardface import spoken_html
    items = []
    for who, text in lines:
        if who:
            items.append('<li><span class="said__who">%s:</span> %s</li>' % (SPEAKERS.get(who, escape(who)),
                                                                            spoken_html(text)))
        else:
            items.append('<li class="said__narration">%s</li>' % spoken_html(text))
    return '<ul class="said%s"%s>%s</ul>' % ((" " + extra_class) if extra_class else "",
                                            ' id="%s"' % list_id if list_id else "", "".join(items))


def step_html(step, number, total, last=None):
    """One question of a puzzle: what was said before it, the form, and (hidden until it
    is answered) what is said after it. ``total`` may be None (a deal still being played:
    "Question 3"); ``last``: whether it is the last question."""
    if last is None:
        last = number == total
    exercise = step.exercise
    dom = "step-%d" % number
    parts = ['<section class="pstep" id="%s" data-step="%d" aria-labelledby="%s-tag %s-prompt">' % (
        dom, number, dom, dom)]
    # What was said just before the question, and just after the answer, describe its
    # answers and its Next button: a screen reader's focus lands there, and "Elder: Forty."
    # had gone unheard, though the next question asks about it (a walk-through).
    described = ' aria-describedby="%s-before"' % dom if step.before else ""
    if step.before:
        parts.append(lines_html(step.before, list_id=dom + "-before"))
    # (a deal played on as it is asked about has no count of questions until its end: its
    # last one is "the last", not "7 of 7" after six without a count)
    parts.append('<p class="exercise__tag" id="%s-tag">Question %d%s</p>' % (
        dom, number, (", the last" if last else "") if total is None else " of %d" % total))
    for fact in exercise.facts:
        parts.append('<p class="exercise__fact">%s</p>' % escape(fact))
    parts.append('<form class="pstep__form" action="#" novalidate><fieldset class="exercise__fieldset">'
                 '<legend class="exercise__prompt" id="%s-prompt">%s</legend>' % (dom, escape(exercise.prompt)))
    if exercise.input == "choice":
        parts.append('<div class="exercise__choices">')
        for value, label in exercise.choices:
            parts.append('<label class="choice"><input type="radio" name="%s-answer" value="%s"%s> <span>%s</span>'
                         '</label>' % (dom, escape(value), described, escape(label)))
        # ("what you say" read oddly under "Why?", whose choices are reasons: a walk-through)
        parts.append('</div><label class="typed"><span>Or type your answer</span> '
                     '<input type="text" name="typed" autocomplete="off" spellcheck="false"%s></label>' % described)
    elif exercise.input == "cards":
        from piquet_core.cards import Card
        from piquet_core.table.cardface import card_colour
        parts.append('<div class="pstep__cards">')
        for value, label in exercise.choices:  # (coloured as the hand above shows them: a walk-through saw black hearts)
            card = Card.parse(value)  # (named by words: a screen reader says "A♠" as "A black spade suit", or "A")
            parts.append('<label class="choice choice--card card--%s"><input type="checkbox" name="%s-ticked" value="%s"%s> '
                         '<span aria-hidden="true">%s</span><span class="visually-hidden">%s</span></label>' % (
                             card_colour(card), dom, escape(value), described, escape(label), escape(card.name)))
        parts.append("</div>")
    elif exercise.input == "checks":
        parts.append('<div class="exercise__choices">')
        for value, label in exercise.choices:
            parts.append('<label class="choice"><input type="checkbox" name="%s-ticked" value="%s"%s> <span>%s</span>'
                         '</label>' % (dom, escape(value), described, escape(label)))
        parts.append("</div>")
    else:
        parts.append('<div class="exercise__numbers">')
        for name, label in exercise.fields:  # (wide enough for the words the note invites: "Two
            # hundred and eighty-one" showed as "Two hundred ar" in a box of 6)
            parts.append('<label class="number"><span>%s</span> <input type="text" autocomplete="off" '
                         'spellcheck="false" size="28" name="%s"%s></label>' % (escape(label), escape(name), described))
        parts.append('</div><p class="pstep__note">%s</p>' % escape(number_note(exercise.answer)))
    parts.append('<button type="submit" class="button exercise__check">Check<span class="visually-hidden"> '
                 'question %d</span></button></fieldset></form>' % number)
    parts.append('<p class="exercise__feedback" id="%s-feedback" role="status" aria-live="polite"></p>' % dom)
    parts.append('<p class="pstep__read" hidden></p>')
    if step.after:
        parts.append('<div class="pstep__after" id="%s-after" hidden>%s</div>' % (dom, lines_html(step.after)))
    label = "See how you did" if last else "Next question"
    parts.append('<button type="button" class="button pstep__next"%s hidden>%s</button>' % (
        ' aria-describedby="%s-after"' % dom if step.after else "", label))
    parts.append("</section>")
    return "".join(parts)


def lesson_link(lesson_index, slug, root=""):
    """A link to the lesson that teaches a rule, or "" (``lesson_index``: slug -> [number, title, url])."""
    entry = lesson_index.get(slug) if slug else None
    if not entry:
        return ""
    from piquet_core.exercises.base import lesson_link as link
    return link(entry, None, root)


# --- the address --------------------------------------------------------------------------------

def levels_html(family, level, titles, starred):
    """The puzzle's three level links, the one shown marked current, each with its star
    once earned (``starred(family, number)``): drawn when a puzzle starts, and again
    as its result is kept, so a star just earned shows at once (a walk-through saw it
    only after a reload).

    >>> html = levels_html("pique", 2, ("A", "B", "C"), lambda family, number: number == 2)
    >>> html.count("<li>"), 'aria-current="true">Level 2: B</a> <span aria-hidden="true">' in html
    (3, True)
    """
    out = []
    for number in (1, 2, 3):
        href = "#family=%s&level=%d" % (family, number)  # a fresh puzzle of that level
        mark = ' aria-current="true"' if number == level else ""
        star = (' <span aria-hidden="true">\u2605</span><span class="visually-hidden">(star earned)</span>'
                if starred(family, number) else "")
        out.append('<li><a href="%s"%s>Level %d: %s</a>%s</li>' % (href, mark, number, escape(titles[number - 1]),
                                                                    star))
    return "".join(out)


def puzzle_hash(family, level, seed):
    return "#family=%s&level=%d&seed=%d" % (family, level, seed)


def goto_hash(family, level, text, seed_shown=None):
    """(the address of puzzle number ``text`` in this family and level, or None; the
    problem, or None): what the "Go to puzzle number" box asks for. The number is read
    as an address's is, and refused in the same words.

    >>> goto_hash("calls", 2, " 407328 ")
    ('#family=calls&level=2&seed=407328', None)
    >>> goto_hash("calls", 2, "abc")[1]
    'That puzzle number cannot be used (a puzzle number is a whole number from 0 to 9007199254740991; "abc" is not one).'
    >>> goto_hash("calls", 2, "12", seed_shown=12)[1]
    'Puzzle number 12 is the one shown.'
    """
    from piquet_core.prng import parse_seed
    try:
        seed = parse_seed(text)
    except ValueError as error:
        return None, "That puzzle number cannot be used (%s)." % _in_page_words(error)
    if seed == seed_shown:
        return None, "Puzzle number %d is the one shown." % seed
    return puzzle_hash(family, level, seed), None


def _in_page_words(error):
    """A seed's refusal in the page's words: the page calls a seed a puzzle number (a
    walk-through met "a seed is a whole number…", a word it had never seen)."""
    return str(error).replace("a seed is", "a puzzle number is", 1)


def is_anchor(text):
    """Whether the page's hash is an in-page anchor (the skip link's "#main"), not a
    puzzle's address: following it must leave the puzzle in place.

    >>> is_anchor("#main"), is_anchor("#family=pique&level=1"), is_anchor(""), is_anchor("#")
    (True, False, False, False)
    """
    text = (text or "").lstrip("#")
    return bool(text) and "=" not in text


def parse_hash(text, families):
    """(family, level, seed or None, problem or None) from the page's hash.

    An empty hash is (None, None, None, None): the list of families. Anything unusable is
    named in ``problem``, never thrown.
    """
    from piquet_core.prng import parse_seed
    text = text or ""
    if text.startswith("#"):
        text = text[1:]
    if not text:
        return None, None, None, None
    values = {}
    for part in text.split("&"):
        if "=" in part:
            key, value = part.split("=", 1)
            values[key] = _unquoted(value)
    family = values.get("family")
    if family is None:  # ("#garbage": no family named at all)
        return None, None, None, "This address names no puzzle. Choose one below."
    if family not in families:
        from piquet_core.errors import clipped
        return None, None, None, "There is no puzzle family called \"%s\". Choose one below." % clipped(family)
    level_text = values.get("level", "1")
    level = int(level_text) if level_text in ("1", "2", "3") else 1
    seed = None
    if "seed" in values:
        try:
            seed = parse_seed(values["seed"])
        except ValueError as error:
            return family, level, None, "That puzzle number cannot be used (%s); here is another." % _in_page_words(error)
    if level_text not in ("1", "2", "3"):  # (the seed kept: a link with a typo in its level still deals its puzzle)
        return family, 1, seed, "The level must be 1, 2 or 3; here is level 1%s." % (
            "" if seed is None else " with the same puzzle number")
    return family, level, seed, None


def _unquoted(value):
    """``value`` with its %-escapes of ASCII undone ("%2042" is " 42": the refusal quoted
    the escape, a walk-through); anything else is kept as it is.

    >>> _unquoted("%2042"), _unquoted("12%"), _unquoted("%zz1")
    (' 42', '12%', '%zz1')
    """
    out = []
    index = 0
    while index < len(value):
        code = value[index + 1:index + 3]
        if value[index] == "%" and len(code) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in code) \
                and int(code, 16) < 128:
            out.append(chr(int(code, 16)))
            index += 3
        else:
            out.append(value[index])
            index += 1
    return "".join(out)


def number_note(answer):
    """How a figure may be typed, shown with a figure that is not the answer: "60 or
    Sixty" was the answer itself to a pique question (a walk-through).

    >>> number_note([60]), number_note([47, 0])
    ('Digits or words: 47 or "Forty-seven".', 'Digits or words: 38 or "Thirty-eight".')
    """
    from piquet_core.speech import capitalize, number_words
    for example in (47, 38, 26):
        if example not in list(answer or ()):
            return 'Digits or words: %d or "%s".' % (example, capitalize(number_words(example)))
    return 'Digits or words: 9 or "Nine".'
