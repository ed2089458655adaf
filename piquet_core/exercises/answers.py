"""Younger's answers: Good, Not good or Equal to elder's call (the kind ``reply``).

Glossary:
    good / not good / equal: younger's answers; Equal is said "Making?" to a point and
                   "How high?" to a sequence, and elder then names his second figure.
"""

from ..cards import PIP_VALUES, RANK_CHARS, RANK_PLURALS, SEVEN, TEN
from ..combinations import Sequence, best_point, sequences, sets
from ..speech import number_words
from .base import CLASSES, REPLIES, Exercise, ExerciseSpecError, article, cap, is_whole_number, labels, spec_cards


def parse_call(text):
    """'point 5 48' | 'sequence 4 K' | 'set 3 K' -> (class, first, second or None)."""
    words = text.split()
    if not words or words[0] not in CLASSES:
        raise ExerciseSpecError("call", "must start with point, sequence or set, got %r" % text)
    kind = words[0]
    if len(words) not in (2, 3) or (kind == "set" and len(words) != 3):
        raise ExerciseSpecError("call", "expected e.g. 'point 5', 'point 5 48', 'sequence 4', "
                                "'sequence 4 K' or 'set 3 K', got %r" % text)
    if not is_whole_number(words[1]):
        raise ExerciseSpecError("call", "the length must be a whole number, got %r" % words[1])
    length = int(words[1])
    second = None
    if kind == "point":
        if not 1 <= length <= 8:
            raise ExerciseSpecError("call", "a point has 1 to 8 cards, got %d" % length)
        if len(words) == 3:
            if not is_whole_number(words[2]):
                raise ExerciseSpecError("call", "the pip total must be a whole number, got %r" % words[2])
            second = int(words[2])
            low, high = pip_range(length)
            if not low <= second <= high:
                raise ExerciseSpecError("call", "a point of %d makes %d to %d pips, not %d" % (
                    length, low, high, second))
    else:
        if len(words) == 3:
            rank_text = "T" if words[2] == "10" else words[2].upper()
            if len(rank_text) != 1 or rank_text not in RANK_CHARS:
                raise ExerciseSpecError("call", "unknown rank %r (ranks are A K Q J T 9 8 7)" % words[2])
            second = RANK_CHARS.index(rank_text)
        if kind == "sequence":
            if not 3 <= length <= 8:
                raise ExerciseSpecError("call", "a sequence has 3 to 8 cards, got %d" % length)
            if second is not None and second - length + 1 < SEVEN:
                raise ExerciseSpecError("call", "no sequence of %d goes down from that card" % length)
        else:
            if length not in (3, 4):
                raise ExerciseSpecError("call", "a set has 3 or 4 cards, got %d" % length)
            if second < TEN:
                raise ExerciseSpecError("call", "sets are of tens or higher only")
    return kind, length, second


def pip_range(length):
    return sum(PIP_VALUES[:length]), sum(PIP_VALUES[8 - length:])


def spoken_call(kind, length, second):
    if kind == "point":
        text = "Point of " + number_words(length)
        return text + (", making " + number_words(second) if second is not None else "")
    if kind == "sequence":
        name = Sequence(0, 7, length).name
        text = cap(article(name)) + " " + name
        if second is not None:
            qualifier = Sequence(0, second, length).qualifier
            text += " " + qualifier if qualifier else ""
        return text
    return ("Fourteen " if length == 4 else "Three ") + RANK_PLURALS[second]


def build_reply(spec):
    hand = spec_cards(spec, "hand")
    kind, length, second = parse_call(spec["call"])
    said = spoken_call(kind, length, second)
    if kind == "set":
        held = [card for card in hand if card.rank == second]
        if len(held) + length > 4:
            raise ExerciseSpecError("call", "elder cannot hold %s: you hold %s" % (said.lower(), labels(held)))
    if kind == "point":
        mine = best_point(hand)
        key = (mine.length, mine.value) if mine else (0, 0)
        what = "your point is %s cards making %d" % (number_words(key[0]), key[1]) if mine else "you have no point"
    elif kind == "sequence":
        found = sequences(hand)
        key = found[0].key if found else (0, 0)
        what = "your best sequence is %s" % found[0].full_name if found else "you have no sequence"
    else:
        found = sets(hand)
        key = found[0].key if found else (0, 0)
        what = "your best set is %s" % found[0].full_name if found else "you have no set"
    theirs = (length, second) if second is not None else (length,)
    mine_key = key[:len(theirs)]
    if mine_key < theirs:
        right, why = "good", "Yours is lower, so you answer Good and elder scores."
    elif mine_key > theirs:
        right, why = "not-good", "Yours is higher, so you answer Not good."
    else:
        right = "equal"
        why = {"point": "Yours is as long, so you answer Equal (\"Making?\") and elder names his pip total.",
               "sequence": "Yours is as long, so you answer Equal (\"How high?\") and elder names his top card."
               }.get(kind, "Yours is the same.")
        if second is not None:
            why = "Yours is exactly the same, so you answer Equal and nobody scores the %s." % kind
    explanation = "Elder said \"%s.\" %s. %s" % (said, cap(what), why)
    return Exercise(spec, "reply", "Elder calls \"%s.\" You are younger with this hand. What do you answer?" % said,
                    "choice", list(REPLIES), [], right, explanation)


BUILDERS = {"reply": build_reply}
