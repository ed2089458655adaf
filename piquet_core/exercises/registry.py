"""The one registry of exercise kinds and puzzle families, read by the pages and the build.

A *kind* is a question a lesson writes as an ``exercise`` block (``ask: point``); a
*family* is an endless supply of generated puzzles. Each family lives in one module of
this package, which also builds the kinds that belong to it, so that a lesson's
exercise can offer "More like this" from its family.

Plain data only: importing the registry imports no family module (lesson pages compile
only the module of the exercise the learner checks).
"""

# kind -> (family module, required keys, optional keys)
KINDS = {
    "point": ("calls", ("hand",), ()),
    "sequence": ("calls", ("hand",), ()),
    "sets": ("calls", ("hand",), ()),
    "reply": ("answers", ("hand", "call"), ()),
    "winner": ("who_scores", ("elder", "younger", "class"), ()),
    "score": ("who_scores", ("elder", "younger", "player"), ()),
    "rubicon": ("partie", ("scores",), ()),
    "trick": ("counting", ("lead", "follow"), ("last",)),
    "say": ("counting", ("record", "step"), ("player",)),
}
# Keys whose text keeps its line breaks (a whole deal record).
RAW_KEYS = ("record",)
COMMON_KEYS = ("ask", "prompt")


def kind_module(kind):
    """The family module that builds ``kind`` (imported on first use)."""
    name = KINDS[kind][0]
    return __import__("piquet_core.exercises." + name, None, None, ["__name__"])
