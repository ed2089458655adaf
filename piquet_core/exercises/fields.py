"""The hint for a wrong answer to a question of two or more number boxes (a point's
length and pips, each player's score, the chips ...): say which boxes are wrong, then
the hint aimed at the mistake in each.

A box's mistake is read from the question's recorded errors (``Exercise.mistakes``,
the whole answer each error gives): the error that gives the learner's figure in that
box, and agrees with him in the most boxes, explains it. A box no error explains gets
the question's hint for that box (``Exercise.field_hints``), else its general hint; when
every box is wrong and no error explains any, the general hint (it covers them all). The
right figures in the wrong boxes are said to be so.
Boxes explained by the same hint share it, so one error that spoils both figures (or an
answer that is exactly a recorded error) gets one hint, as before.

>>> from piquet_core.exercises import Exercise
>>> trick = Exercise.from_spec({"ask": "trick", "lead": "KS", "follow": "AS"})
>>> trick.check(["1", "0"]).message.split(".")[1]
' The Leader box is right; the Follower box is not'
>>> print(trick.check(["0", "0"]).message)  # doctest: +ELLIPSIS
Not quite. Both boxes are wrong. Leader: Leading a card scores 1, ... Follower: The follower's card ... Try again.
"""

from ..speech import capitalize, listed, number_words

DEFAULT_HINT = "Look again at the cards, one class at a time."
SWAPPED = "You have the right figures, but in the wrong boxes: check which box each belongs in."


def box_name(label):
    """A box's label as the hint names it: "Length (cards)" -> "Length"."""
    cut = label.find(" (")
    return label[:cut] if cut > 0 else label


def _names(exercise, indexes):
    return listed(box_name(exercise.fields[index][1]) for index in indexes)


def _boxes(exercise, indexes):
    return "the %s box%s" % (_names(exercise, indexes), "" if len(indexes) == 1 else "es")


def which_boxes(exercise, wrong):
    """The sentence that says which boxes are wrong (``wrong``: their indexes), naming the
    fewer of the two sides when there are more than two boxes."""
    count = len(exercise.fields)
    right = [index for index in range(count) if index not in wrong]
    if not right:
        return "Both boxes are wrong." if count == 2 else "All %s boxes are wrong." % number_words(count)
    if count > 2 and len(wrong) < len(right):
        return capitalize("%s %s wrong; the others are right." % (_boxes(exercise, wrong),
                                                                  "is" if len(wrong) == 1 else "are"))
    if count > 2 and len(right) < len(wrong):
        return capitalize("%s %s right; the others are not." % (_boxes(exercise, right),
                                                                "is" if len(right) == 1 else "are"))
    return capitalize("%s %s right; %s %s not." % (_boxes(exercise, right), "is" if len(right) == 1 else "are",
                                                   _boxes(exercise, wrong), "is" if len(wrong) == 1 else "are"))


def box_hint(exercise, given, index):
    """(the hint for the learner's figure in box ``index``, whether an error explains it):
    the recorded error that gives that figure, puts no box wrong that the learner has
    right, and agrees with the whole answer best (the first recorded on a tie), else the
    box's own hint, else the question's."""
    best, best_agree = None, 0
    right = exercise.answer
    for answer, hint in exercise.mistakes:
        if answer[index] != given[index]:
            continue
        # An error that would have put a box wrong that the learner has right is not his
        # (lesson 19: the blanche's hint named for a box the honours' trade put wrong).
        if [other for other in range(len(given)) if given[other] == right[other] and answer[other] != right[other]]:
            continue
        agree = 0
        for other in range(len(given)):
            if answer[other] == given[other]:
                agree += 1
        if agree > best_agree:
            best, best_agree = hint, agree
    if best is not None:
        return best, True
    return exercise.field_hints.get(exercise.fields[index][0]) or exercise.hint or DEFAULT_HINT, False


def diagnose_fields(exercise, given):
    """The hint for ``given`` (canonical: a list of ints, None for a box that reads as no
    figure, such as a number too long to be one), naming the wrong boxes."""
    wrong = [index for index in range(len(given)) if given[index] != exercise.answer[index]]
    text = which_boxes(exercise, wrong)
    exact = [hint for answer, hint in exercise.mistakes if answer == given]
    if not exact and None not in given and sorted(given) == sorted(exercise.answer):
        return text + " " + SWAPPED
    groups = []  # [hint, [box indexes]] in the boxes' order
    explained = False
    for index in wrong:
        hint, known = box_hint(exercise, given, index)
        explained = explained or known
        for group in groups:
            if group[0] == hint:
                group[1].append(index)
                break
        else:
            groups.append([hint, [index]])
    if not explained and len(wrong) == len(given):
        return text + " " + (exercise.hint or DEFAULT_HINT)
    if len(groups) == 1:
        return text + " " + groups[0][0]
    return text + " " + " ".join("%s: %s" % (_names(exercise, indexes), hint) for hint, indexes in groups)
