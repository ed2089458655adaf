"""The bonuses of the larger tables as pure functions: what Piquet Normand and Piquet
Voleur score for the tricks after the last one, and their repic and pic numbers. The
state machines (``games.normand``, ``games.voleur``) score with these, and so do the
lessons' exercises, which import only this small module (no state machine).

Glossary (seed 002; docs/variants.md):
    most tricks: Normand: 10 to the one player with the most tricks; two tied for the
                 most score 5 each, or 20 each when the third took none; all ten is
                 capot, 40. Voleur: 10 to the side of the one player with the most
                 tricks, or of partners tied for the most; nothing when players of both
                 sides tie; all eight tricks to one side is capot, 40.
    repic, pic:  90 and 60, both at 20 (``REPIC_BONUSES``, the triple that
                 ``scoring.add_score_seats`` takes).

>>> normand_trick_bonuses((5, 5, 0))
((0, 20, 'cards', 'tied for the most tricks (5 each), the third took none'), (1, 20, 'cards', 'tied for the most tricks (5 each), the third took none'))
>>> voleur_trick_bonus((3, 1, 1, 3)) is None, voleur_trick_bonus((3, 1, 3, 1))[:3]
(True, (0, 10, 'cards'))
"""

from ..scoring import CAPOT, CARDS

# (repic, pic, threshold) of both larger tables.
REPIC_BONUSES = (90, 60, 20)
MOST_TRICKS, TIED_TRICKS, TIED_BLANK, CAPOT_BONUS, LAST_TRICK_BONUS = 10, 5, 20, 40, 1
PARTNERS_TIED = "partners tied"  # the start of a Voleur score both partners made (the sheets name them both)
NORMAND_TRICKS, VOLEUR_TRICKS = 10, 8
VOLEUR_SIDES = (0, 1, 0, 1)  # first and third, second and the dealer
VOLEUR_SIDE_NAMES = ("first and third", "second and dealer")


def normand_trick_bonuses(won):
    """The Normand scores for the tricks, given the tricks ``won`` by (first, second,
    dealer): a tuple of (seat, points, category, reason), in seat order. Capot (all ten)
    replaces the last trick's point as well (``normand_capot``)."""
    most = max(won)
    leaders = [seat for seat in range(len(won)) if won[seat] == most]
    if most == NORMAND_TRICKS:
        return ((leaders[0], CAPOT_BONUS, CAPOT, "capot: all ten tricks"),)
    if len(leaders) == 1:
        return ((leaders[0], MOST_TRICKS, CARDS, "the most tricks: %d" % most),)
    blank = True
    for seat in range(len(won)):
        if seat not in leaders and won[seat]:
            blank = False
    if blank:
        points, why = TIED_BLANK, "tied for the most tricks (%d each), the third took none" % most
    else:
        points, why = TIED_TRICKS, "tied for the most tricks (%d each)" % most
    return tuple((seat, points, CARDS, why) for seat in leaders)


def normand_capot(won):
    """True if one player took all ten tricks (no point for the last trick then)."""
    return max(won) == NORMAND_TRICKS


def voleur_trick_bonus(won, sides=VOLEUR_SIDES):
    """The Voleur score for the tricks, given the tricks ``won`` by (first, second,
    third, dealer): (seat who says it, points, category, reason), or None when players
    of both sides tie for the most. Capot (a side took all eight) replaces the 10 and
    the last trick's point; the seat named is then one of that side's (the game has the
    last trick's winner say it)."""
    by_side = [0, 0]
    for seat in range(len(won)):
        by_side[sides[seat]] += won[seat]
    for side in (0, 1):
        if by_side[side] == VOLEUR_TRICKS:
            seat = [s for s in range(len(won)) if sides[s] == side and won[s]][0]
            return (seat, CAPOT_BONUS, CAPOT, "capot: all eight tricks for %s" % VOLEUR_SIDE_NAMES[side])
    most = max(won)
    leaders = [seat for seat in range(len(won)) if won[seat] == most]
    for seat in leaders:
        if sides[seat] != sides[leaders[0]]:
            return None  # players of both sides tied for the most: nobody scores it
    if len(leaders) == 1:
        return (leaders[0], MOST_TRICKS, CARDS, "the most tricks: %d" % most)
    return (leaders[0], MOST_TRICKS, CARDS, PARTNERS_TIED + " for the most tricks (%d each)" % most)
