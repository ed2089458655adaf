"""The typed log of a game: every public thing that happens, in the order it is said.

Glossary:
    trumps named: elder names the trump suit (the trump mode, CardParade).
    capot announced: a player says before his exchange that he will win every trick.
    announcement: a player's new running total, said aloud each time his score
                  changes ("Seven", "Sixty" at a pique).
    call:         elder's first figure in a class ("Point of five"), or "No point".
    answer:       younger's Good / Not good / Equal ("Making?", "How high?").
    second figure: elder's reply to Equal: the pip total or the sequence's top card.
    proving:      the winner of a class shows the cards he scored.

Every entry is a namedtuple whose first field is ``seat`` (None for narration), read
by name, never by position. ``transcript`` turns them into words; ``view`` hands the
same entries to each seat, since everything here is public once said. Score changes
themselves are ``scoring.ScoreEvent``; an ``Announced`` carries the ones it states.

>>> Played(0, None, True).seat, Exchanged._fields
(0, ('seat', 'count', 'option', 'left'))
"""

from collections import namedtuple

# A player states his new total: ``scores`` the ScoreEvents it states (the score, then
# any pique or repique it made); ``combo`` the combination scored, if a declaration;
# ``carte_blanche`` True when the score is a carte blanche claimed.
Announced = namedtuple("Announced", ("seat", "scores", "combo", "carte_blanche"))
# Elder's first figure in class ``kind`` (``combo`` None: "No point").
Called = namedtuple("Called", ("seat", "kind", "combo"))
# Younger's answer; ``second`` is True for the answer to the second figure.
Answered = namedtuple("Answered", ("seat", "kind", "answer", "second"))
# Elder's second figure after Equal.
SecondFigure = namedtuple("SecondFigure", ("seat", "kind", "combo"))
# ``seat`` shows ``cards`` to prove what he scored (``why``: a class or carte blanche).
Proved = namedtuple("Proved", ("seat", "why", "cards"))
# ``seat`` exchanged ``count`` cards, leaving ``left`` of his part of the talon,
# with ``option`` None, "look" (elder) or "expose" (younger).
Exchanged = namedtuple("Exchanged", ("seat", "count", "option", "left"))
# ``seat`` played ``card``; ``lead`` is True for the first card of a trick.
Played = namedtuple("Played", ("seat", "card", "lead"))
# Six tricks each: nobody scores the cards (narration, ``seat`` None).
CardsDivided = namedtuple("CardsDivided", ("seat",))
# Piquet Voleur: players of both sides tied for the most tricks (``seats``, ``count``
# each), so nobody scores for them (narration, ``seat`` None).
TricksTied = namedtuple("TricksTied", ("seat", "seats", "count"))
# The trump mode: ``seat`` (elder) names ``suit`` (0..3) trumps; ``early`` True when
# before his exchange, which lets him look at younger's three talon cards.
TrumpsNamed = namedtuple("TrumpsNamed", ("seat", "suit", "early"))
# ``seat`` announces, before his exchange, that he will win every trick.
CapotAnnounced = namedtuple("CapotAnnounced", ("seat",))

# The history of actions, and the tricks of the play.
Move = namedtuple("Move", ("seat", "action"))
Trick = namedtuple("Trick", ("leader", "led", "followed", "winner"))

LOG_TYPES = (Announced, Called, Answered, SecondFigure, Proved, Exchanged, Played, CardsDivided, TrumpsNamed,
             CapotAnnounced, TricksTied)
