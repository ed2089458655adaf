"""The `exercise` block: validated by piquet_core.exercises, rendered as a static form.

The form works as plain HTML (prompt, cards, choices or number boxes, a Check button)
but stays disabled until the MicroPython glue (site/py/lesson.py) hydrates it from the
JSON spec embedded beside it; feedback goes to an aria-live region.
"""

from html import escape

from piquet_core.exercises import Exercise, ExerciseSpecError
from piquet_core.exercises.registry import SIGNED_KINDS

from .cards import hand_html
from .errors import BuildError
from .glue_modules import load_glue


# (site/py/progress.py words it: the lesson glue says "on an earlier visit" on a later visit)
DONE_NOW = load_glue("progress").DONE_NOW

HAND_LABELS = {
    "point": ("hand", "The hand"),
    "sequence": ("hand", "The hand"),
    "sets": ("hand", "The hand"),
    "reply": ("hand", "Your hand (younger)"),
    "may_play": ("hand", "Your hand"),
}


def render_exercise(block, context):
    spec = dict(block.values)
    if "record" in spec:  # embed the record's text: the browser has no files to read
        spec["record"] = block.record_text(context)
    try:
        exercise = Exercise.from_spec(spec)
    except ExerciseSpecError as exc:
        line = block.lines.get(exc.key, block.line)
        raise BuildError(block.path, line, f"exercise block: {exc}")
    number = len(context.exercises) + 1
    ident = f"{context.slug}-{number}"
    context.exercises.append((ident, exercise))
    context.exercise_lines[ident] = block.line
    return exercise_html(ident, exercise, _hands(exercise), number)


def _hands(exercise):
    import piquet_core

    spec = exercise.spec
    if exercise.kind in HAND_LABELS:
        key, label = HAND_LABELS[exercise.kind]
        return [(label, piquet_core.parse_cards(spec[key]))]
    if exercise.kind == "ruff":  # a hand of the original rules' 36-card pack
        from piquet_core.games.pack36 import parse_cards as parse_cards36
        return [("The hand", parse_cards36(spec["hand"]))]
    if "elder" in spec:
        return [("Elder", piquet_core.parse_cards(spec["elder"])),
                ("Younger", piquet_core.parse_cards(spec["younger"]))]
    return []


def exercise_html(ident, exercise, hands, number=None):
    """The exercise's form. Its accessible name is "Exercise N: <prompt>", so that two
    exercises of a page with the same prompt still have distinct names, and so has each
    Check button ("Check exercise N")."""
    dom = f"ex-{ident}"
    tag = "Exercise" if number is None else f"Exercise {number}"
    parts = [f'<section class="exercise" id="{dom}" data-exercise="{escape(ident)}" '
             f'data-kind="{escape(exercise.kind)}" aria-labelledby="{dom}-tag {dom}-prompt">',
             f'<p class="exercise__tag"><span id="{dom}-tag">{escape(tag)}</span>'
             f' <span class="exercise__done" hidden>{escape(DONE_NOW)}</span></p>']
    for label, cards in hands:
        parts.append(f'<div class="exercise__hand"><p class="exercise__who">{escape(label)}</p>'
                     f"{hand_html(cards, label)}</div>")
    for fact in exercise.facts:
        parts.append(f'<p class="exercise__fact">{escape(fact)}</p>')
    parts.append(f'<form class="exercise__form" action="#" novalidate>'
                 f'<fieldset class="exercise__fieldset" disabled>'
                 f'<legend class="exercise__prompt" id="{dom}-prompt">{escape(exercise.prompt)}</legend>')
    if exercise.input == "choice":
        parts.append('<div class="exercise__choices">')
        for value, label in exercise.choices:
            parts.append(f'<label class="choice"><input type="radio" name="{dom}-answer" '
                         f'value="{escape(value)}"> <span>{escape(label)}</span></label>')
        parts.append("</div>")
    else:
        parts.append('<div class="exercise__numbers">')
        # (a phone's number pad may have no minus: a box that may take one gets the keyboard)
        mode = "" if exercise.kind in SIGNED_KINDS else ' inputmode="numeric"'
        for name, label in exercise.fields:
            parts.append(f'<label class="number"><span>{escape(label)}</span> '
                         f'<input type="text"{mode} autocomplete="off" size="4" '
                         f'name="{escape(name)}"></label>')
        parts.append("</div>")
    hidden = "" if number is None else f'<span class="visually-hidden"> exercise {number}</span>'
    parts.append(f'<button type="submit" class="button exercise__check">Check{hidden}</button>'
                 "</fieldset></form>")
    parts.append(f'<p class="exercise__feedback" id="{dom}-feedback" role="status" aria-live="polite">'
                 # (not "the Check button wakes up": it works at once, and a walk-through waited
                 # for a word that it had woken, which never came)
                 '<span class="exercise__waiting">Python is loading: a Check pressed now is answered as soon as '
                 'it is ready.</span>'
                 "</p>")
    if exercise.lesson:
        parts.append(f'<p class="exercise__read" data-lesson="{escape(exercise.lesson)}" hidden></p>')
    spec_json = exercise.to_json().replace("</", "<\\/")
    parts.append(f'<script type="application/json" class="exercise__spec">{spec_json}</script>')
    parts.append("</section>")
    return "".join(parts)
