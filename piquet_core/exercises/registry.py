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
    "game_points": ("partie", ("totals", "player"), ()),
    "trick": ("counting", ("lead", "follow"), ("last",)),
    "say": ("counting", ("record", "step"), ("player",)),
    "normand_tricks": ("tables", ("tricks",), ()),
    "voleur_tricks": ("tables", ("tricks",), ()),
    "repic": ("tables", ("game", "scores", "player"), ()),
    "imperial_chips": ("trumps", ("chips", "scores"), ()),
    "imperial_trick": ("trumps", ("trump", "lead", "follow"), ("ranking",)),
    "ruff": ("original", ("hand",), ()),
    "original_trick": ("original", ("lead", "follow"), ("last",)),
    "picy": ("original", ("scores",), ()),
    "trump_trick": ("cardparade", ("trump", "lead", "follow"), ()),
    "may_play": ("cardparade", ("trump", "hand", "lead", "card"), ()),
    "elder": ("roles", ("yours", "theirs"), ("deal",)),
    "exchange_limits": ("roles", ("player",), ("took",)),
}
# Kinds whose numbers may be below zero (a session's game points): their boxes read "minus"
# and a minus sign, and offer a phone the full keyboard (a number pad may have no minus).
SIGNED_KINDS = ("game_points",)
# Keys whose text keeps its line breaks (a whole deal record).
RAW_KEYS = ("record",)
COMMON_KEYS = ("ask", "prompt")


def kind_module(kind):
    """The family module that builds ``kind`` (imported on first use)."""
    name = KINDS[kind][0]
    return __import__("piquet_core.exercises." + name, None, None, ["__name__"])


# family -> (module, title, what it practises, the lesson it draws on, names of levels 1-3).
# In the order the puzzles page lists them.
FAMILIES = (
    ("calls", "calls", "Elder's calls",
     "A hand after the exchange: make each call in turn, point, its pips when asked, sequence, set.",
     "declaring", ("Plain hands", "Equal lengths: the second figure", "Traps")),
    ("answers", "answers", "Younger's answers",
     "Elder calls: answer Good, Not good or Equal (Making? How high?), then say what you score.",
     "declaring", ("The point", "Equal lengths", "Every class, and the traps")),
    ("who-scores", "who_scores", "Who scores what",
     "Both hands: each class's winner and points, carte blanche and repique, both totals.",
     "declaring", ("Clear winners", "Equal lengths", "Carte blanche, repique and extras")),
    ("sinking", "sinking", "Sinking",
     "What you may call, what a sink costs, and what the answer tells you.",
     "sinking", ("Allowed or cheating", "What a sink costs", "Reading the answer")),
    ("counting", "counting", "Counting aloud",
     "A deal, move by move (from level 2, the whole deal): say your running total at each of your announcements.",
     "counting-aloud", ("Elder: declarations and first tricks", "Elder: a whole deal", "Younger: a whole deal")),
    ("pique", "pique", "Pique and repique",
     "The moment 30 is reached: what do you say now, or why is there no bonus?",
     "pique-repique", ("In the declarations", "In the play", "Every case")),
    ("exchange", "exchange", "The exchange",
     "Choose your discards; the coach grades them: what they cost against its best choice, and why.",
     "strategy-exchange", ("Elder", "Younger", "Either seat")),
    ("partie", "partie", "The partie",
     "Totals after six deals: what does the winner score?",
     "partie-rubicon", ("Clear cases", "Close to 100", "Low scores and exactly 100")),
)
# An exercise kind's "More like this": the family whose puzzles practise the same thing.
MORE_LIKE = {
    "point": "calls", "sequence": "calls", "sets": "calls", "reply": "answers", "winner": "who-scores",
    "score": "who-scores", "rubicon": "partie", "trick": "counting", "say": "counting",
}
# The lesson from which a family's level 1 can be done, where it is before the lesson the
# family draws on: the answers' first level is the point alone; the calls and who scores
# what ask of the point, the sequences and the sets. A lesson offers a family as "More like
# this" only from then on (lesson 1's point exercises sent a newcomer to sixièmes and trios).
# Counting aloud's level 1 (elder's declarations and first leads) asks what lessons 8, 10 and
# 11 teach, so lesson 11, whose tricks it drills, offers it (it offered only elder's calls).
LEVEL_ONE_FROM = {"answers": "the-point", "calls": "sets", "who-scores": "sets", "counting": "the-play"}
LEVEL_COUNT = 3


def family_names():
    return [entry[0] for entry in FAMILIES]


def family_info(name):
    """(name, module, title, summary, lesson, level names) of a family, or None."""
    for entry in FAMILIES:
        if entry[0] == name:
            return entry
    return None


def family_module(name):
    return __import__("piquet_core.exercises." + family_info(name)[1], None, None, ["__name__"])
