"""The table for the other games (``games.html``): Piquet Normand, Piquet Voleur,
Imperial, the original rules and Piquet à Écrire, played by the learner against
computer seats.

Glossary:
    place:   where a person sits at the table, numbered clockwise from the learner (place 0).
             A game's *seat* (``first``, ``dealer``, ``player 2``...) is where a place
             sits in one deal; at three and four seats the deal passes clockwise, so the
             learner's seat changes from deal to deal while his place does not.
    people:  the names the page gives the places: "You", then "Left", "Across", "Right".
    pause:   the table stops after each deal the learner played (``deal-over``) until
             he asks for the next one, so the summary can be read.

| module | job |
| --- | --- |
| ``catalogue`` | the games offered, their titles, places, levels and computer players |
| ``session`` | ``GameTable``: the game, whose turn, the learner's input, computer moves, save/restore |
| ``words`` | an action's label, the log lines and the score events in words, from the games' own words |
| ``render`` | the table's HTML from the learner's view only |
| ``sheets`` | score sheets and summaries: the end of a deal, the partie, à Écrire's session sheet |
"""
