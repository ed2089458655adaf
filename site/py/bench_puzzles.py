"""Puzzle speed in the browser (scripts/bench_puzzles.py reads the result): for each family
and level, the time to generate a puzzle as the puzzles page does and check its first
answer, then each later question made and checked; MicroPython on the main thread, the
page's own clock (performance.now()). The exchange family's time includes the coach's
evaluation (``warm``), which the page makes while the learner looks at his hand."""

import json

from pyscript import document, window

import engine_pack

engine_pack.unpack_file(engine_pack.PUZZLE_PACK)
from piquet_core.exercises import make_puzzle  # noqa: E402  (from the pack just unpacked)
from piquet_core.exercises.registry import family_names  # noqa: E402


def now():
    return window.performance.now()


def typed(exercise):
    answer = exercise.answer
    return [str(n) for n in answer] if exercise.input == "numbers" else answer


def run(count, families):
    results = []
    for family in families:
        start = now()
        make_puzzle(family, 999, 1).step_at(0)  # imports and first compilation, not counted
        warm_ms = now() - start
        for level in (1, 2, 3):
            first, later, slices, coach = [], [], [], []
            for seed in range(count):
                start = now()
                puzzle = make_puzzle(family, seed, level)
                step = puzzle.step_at(0)
                warm_step = getattr(step.exercise, "warm_step", None)
                if warm_step:  # the exchange: generated at once, the coach's evaluation in slices
                    first.append(now() - start)
                    done, total = False, 0.0
                    while not done:
                        start = now()
                        done = warm_step()
                        slices.append(now() - start)
                        total += slices[-1]
                    coach.append(total)
                    start = now()
                    step.exercise.check(typed(step.exercise))
                    later.append(now() - start)
                    continue
                step.exercise.check(typed(step.exercise))
                first.append(now() - start)
                index = 1
                while True:
                    start = now()
                    step = puzzle.step_at(index)
                    if step is None:
                        break
                    step.exercise.check(typed(step.exercise))
                    later.append(now() - start)
                    index += 1
            results.append({"family": family, "level": level, "first": first, "later": later, "slices": slices, "coach": coach,
                            "import_ms": warm_ms})
    return results


def main():
    query = str(window.location.search)
    count = 20
    families = family_names()
    for part in query.lstrip("?").split("&"):
        if part.startswith("n="):
            count = int(part[2:])
        if part.startswith("families="):
            families = part[9:].split(",")
    document.getElementById("out").textContent = json.dumps(run(count, families))
    document.body.setAttribute("data-python", "ready")


main()
