"""What every game snippet does the same way, under MicroPython (``run_snippet.mjs``
copies this file beside the engine) and under CPython (``_snippets`` imports it):
one JSON line per seed, an exception caught and printed as that seed's line so that
both runtimes can be compared on it too."""

import json


def seeded_lines(make_line, seeds):
    """``make_line(seed)`` for each seed; an exception becomes {"seed", "error"}."""
    out = []
    for seed in seeds:
        try:
            out.append(make_line(seed))
        except Exception as error:  # the class and message must agree between runtimes
            out.append({"seed": seed, "error": [type(error).__name__, str(error)]})
    return out


def print_lines(items):
    for item in items:
        print(json.dumps(item))
