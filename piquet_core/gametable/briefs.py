"""Each game's rules in brief, and the lesson that teaches it: what the games page shows
beside the table, so a learner who picked a game he has not read about can play it.

Glossary:
    brief:   a few sentences, one per part of a deal, in the order a deal meets them. They
             say what the engine does (docs/variants.md gives the readings and reasons);
             the lessons teach the same with whole deals worked out.
    lesson:  the page (under ``lessons/``) and the heading's anchor that teach a game; the
             build checks that each one exists (tests/build/test_build.py).

>>> sorted(BRIEFS) == sorted(LESSONS) == ['ecrire', 'imperial', 'normand', 'original', 'voleur']
True
>>> lesson_href("normand")
'lessons/other-games.html#piquet-normand-three-players'
"""

BRIEFS = {
    "normand": (
        "Three players, each for himself: ten cards each, and two left face down as a stock.",
        "Only the dealer may exchange: he discards two cards and takes both of the stock, or "
        "leaves it, and then nobody takes it.",
        "A hand dealt with no king, queen or jack may be claimed as carte blanche: 10, the "
        "deal's first score.",
        "Point, sequence and set each go once round the table from the dealer's left. Each "
        "player answers the best call so far as younger answers elder; only the best "
        "holding scores, and equal best holdings score nothing.",
        "Follow suit if you can; the highest card of the suit led wins. Each lead scores 1, "
        "winning a trick another player led scores 1, and the last trick 1 more.",
        "Most tricks: 10 (two players tied for the most score 5 each, or 20 each if the third "
        "took none). All ten tricks: capot, 40.",
        "Reaching 20 while both others have nothing makes a repic (90 more) in the "
        "declarations or a pic (60 more) in the play. Six deals; the highest total wins.",
    ),
    "voleur": (
        "Four players in two partnerships, partners facing each other: you and Across "
        "against Left and Right. Eight cards each, the whole pack: no exchange. A hand with "
        "no king, queen or jack may be claimed as carte blanche: 10 for its side, the "
        "deal's first score.",
        "From the dealer's left, each player in turn speaks to the point, the sequence and "
        "the set, calling or answering the best call standing. The best holding of each "
        "class scores for its side; equal to an opponent's, nobody scores it (equal to a "
        "partner's, their side does).",
        "Follow suit if you can; the highest card of the suit led wins. Each lead scores 1 "
        "for the leader's side, winning a trick an opponent led scores 1 (a partner's lead, "
        "nothing), and the last trick 1 more.",
        "The player with the most tricks scores 10 for his side, or nobody does if players "
        "of both sides tie for the most. One side taking all eight tricks: capot, 40.",
        "A side reaching 20 while the other has nothing makes a repic (90 more) in the "
        "declarations or a pic (60 more) in the play. Six deals; the higher side total wins.",
    ),
    "imperial": (
        "Two players, twelve cards each, no exchange; the next card is turned up and its "
        "suit is trumps. In the play the cards rank K Q J A 10 9 8 7 (or Piquet's own "
        "order, if you choose it).",
        "Scores are chips: six white chips are traded for a red, and the first to five reds "
        "wins at once. A red, scored or traded, sends the opponent's whites back (except an "
        "imperiale blanche's).",
        "An honour turned up (king, queen, jack, ace or seven of trumps; not the ten) is the "
        "dealer's white. When a king or an ace is turned up, the player holding the seven "
        "of trumps may take it in exchange for his seven.",
        "Imperiales, each declared by its four cards: king, queen, jack and ace of a suit (a "
        "red; two in trumps) or four aces, kings, queens, jacks or sevens (a red); a hand "
        "with no court card is a blanche (two reds). The turn-up counts in both hands (not for "
        "the blanche). Then "
        "the point, the best pip total in one suit: a white, ties to the non-dealer.",
        "Follow suit and beat the card led if you can; void, trump if you can. Each honour "
        "of trumps won in a trick is a white, each trick over six a white, all twelve two "
        "reds.",
    ),
    "original": (
        "Two players and 36 cards (the sixes added): twelve each, twelve in the stock. A "
        "hand with no court card is a blank: 10 for elder only, and nothing if the dealer "
        "shows one too.",
        "Each must exchange at least one card and may exchange up to eight (the dealer only "
        "as many as elder left in the stock), elder first.",
        "The ruff replaces the point: your best suit's pips, a point for every ten (five "
        "or more round up). Sequences of three score 3, of four 4, longer ones 10 and their "
        "length; sets of tens or higher, 3 for three and 14 for four.",
        "No trumps. A lead scores 1 with a ten or higher; every trick won scores 1; the last "
        "trick won with a ten or higher 1 more. Seven to eleven tricks: 10; all twelve: "
        "capet, 60.",
        "Reaching 30 while the opponent has nothing makes a repicy (60 more) in the "
        "declarations or a picy (30 more) in the play. The first to 100 wins, at once.",
    ),
    "ecrire": (
        "A session among three to six players; every deal is a deal of two-player Rubicon "
        "Piquet.",
        "Each player in turn deals twice: first against the player on his left, then against "
        "the player on his right; the deal then passes to the left, until everyone has "
        "dealt twice.",
        "Each player keeps one running total over all his deals. At the end his result is "
        "his total's difference from each other player's, added up; the highest wins.",
        "Between your own deals the computers play theirs at once; the sheet shows every "
        "total.",
    ),
}

# game -> (lesson page, heading anchor): where the course teaches it.
LESSONS = {
    "normand": ("other-games", "piquet-normand-three-players"),
    "voleur": ("other-games", "piquet-voleur-four-players-two-sides"),
    "imperial": ("other-games", "imperial-trumps-and-chips"),
    "original": ("original-rules", ""),
    "ecrire": ("variants", "piquet-a-ecrire"),
}


def lesson_href(game, root=""):
    """The link to the lesson that teaches ``game``, relative to the site's root."""
    page, anchor = LESSONS[game]
    return "%slessons/%s.html%s" % (root, page, "#" + anchor if anchor else "")
