"""Words for the learner's moves and calls: "Point of five, making 48", "Good",
"Exchange 8♥ 7♥", "Play the K♠" (the prompts' buttons, the coach's hint, the decisions
list and the review).

Glossary:
    call:   what elder (or younger) says of his point, sequences or sets, or of none.
    sinking: calling less than one holds (``describe_move`` names what is called).

>>> describe_move("play KS")
'Play the king of spades'
>>> describe_move("trumps H"), describe_move("announce capot")
('Name hearts trumps', 'Announce capot (all twelve tricks)')
>>> describe_move("exchange 7C 8C")
'Exchange 8♣ 7♣'
>>> describe_move("equal"), describe_move("equal", POINT), describe_move("equal", SEQUENCE)
('Equal', '“Making?” (the same length)', '“How high?” (the same length)')
"""

from ..actions import EQUAL, GOOD, NOT_GOOD, parse_action
from ..cards import SUIT_NAMES, sort_key
from ..combinations import POINT, SEQUENCE, SET
from ..comparing import EQUAL_QUESTION
from ..declarations import REPLY_SECOND, build_call
from ..errors import PiquetError
from ..speech import capitalize, number_words
from .cardface import cards_text

NO_CALL = {POINT: "No point", SEQUENCE: "No sequence", SET: "No set"}



def decision_words(action, answered):
    """A decision of the learner in words; ``answered``: (the class it was declared in or
    None, whether it answered a second figure), as ``answering`` found them, or None: so a
    "not good" names the point it shows and an Equal the question it asks.

    >>> decision_words("not good AH QH JH TH 8H 7H", ("point", False))
    'Not good: point of six, making 56'
    >>> decision_words("equal", ("point", False)), decision_words("play AS", None)
    ('“Making?” (the same length)', 'Play the ace of spades')
    """
    kind, second = answered or (None, False)
    return describe_move(action, kind, None, second)


def describe_move(action, kind=None, hand=None, second=False):
    """Words for a move: "Point of five, making 48", "Good", "Exchange 8♥ 7♥", "Play the K♠".

    ``kind``: the class an answer is to; ``second``: whether it answers the second figure
    (the pips, the top card), where Equal is said plainly, the question having been asked.

    >>> describe_move("equal", "sequence"), describe_move("equal", "sequence", second=True)
    ('“How high?” (the same length)', 'Equal')
    """
    if isinstance(action, str):
        action = parse_action(action)
    text = str(action)
    if text.startswith("play "):
        return "Play the %s" % action.card.name
    if text.startswith("exchange"):
        if not action.discards:
            result = "Exchange no cards"
        else:
            result = "Exchange %s" % cards_text(sorted(action.discards, key=sort_key))
        # (no number said: "turn the cards left face up" of the one card left read as a slip)
        if action.option == "look":
            result += " and look at the rest of the talon"
        elif action.option == "expose":
            result += " and turn the rest of the talon face up"
        return result
    if text.startswith("trumps "):
        return "Name %s trumps" % SUIT_NAMES[action.suit]
    if text == "announce capot":
        return "Announce capot (all twelve tricks)"
    if text in ("carte blanche", "no carte blanche"):
        return "Claim carte blanche" if text == "carte blanche" else "Keep quiet (no carte blanche)"
    answer = getattr(action, "answer", None)
    if answer == GOOD:
        return "Good"
    if answer == EQUAL:  # said "Making?" to a point, "How high?" to a sequence; unknown: plain
        # (the question said, as lesson 5 teaches it: "equal (Making?)" in a lesson's stepper
        # read to a newcomer as a tie declared; the plain Equal is the second figure's)
        question = None if second else EQUAL_QUESTION.get(kind)
        return "\u201c%s\u201d (the same length)" % question if question else "Equal"
    kind = getattr(action, "kind", kind)
    if kind is None and answer == NOT_GOOD:
        kind = shown_kind(action.groups)
    if hand is None:  # the cards called are held: enough to name the combinations
        hand = [card for group in action.groups for card in group]
    words = call_words(kind, action.groups, hand)
    if answer != NOT_GOOD:
        return words
    if words == _cards_words(action.groups):  # cards, not named: "Not good: K♠ Q♠ J♠"
        return "Not good: " + words
    return "Not good: " + words[:1].lower() + words[1:]


def hint_move(table):
    """The coach's hinted move in words, as the table shows it and the live region says it."""
    kind, second = answering(table.deal)
    return describe_move(table.hint["action"], kind, table.deal.hands[table.learner_seat], second)


def answering(deal):
    """(the class being declared or None, whether younger is to answer its second figure):
    what ``describe_move`` needs to word an answer made now."""
    kind = deal.current_class
    return kind, kind is not None and deal.class_record(kind).step == REPLY_SECOND


def shown_kind(groups):
    """The class of cards shown in a "not good" whose class is not given (the review, the
    decisions list): sets when every group is of one rank, sequences when there are
    several groups (a point is one suit); None when one suit could be a point or a run.

    >>> describe_move("not good KS QS JS + KD QD JD"), describe_move("not good AS AH AD")
    ('Not good: two tierces to the king', 'Not good: three aces')
    >>> describe_move("not good KS QS JS")
    'Not good: K♠ Q♠ J♠'
    """
    if not groups:
        return None
    for group in groups:
        if len(set(card.rank for card in group)) != 1:
            return SEQUENCE if len(groups) > 1 else None
    return SET


def _cards_words(groups):
    return " + ".join(cards_text(group) for group in groups)


def call_words(kind, groups, hand, combos=None):
    if combos is None:
        if not groups:
            return NO_CALL.get(kind, "Nothing")
        try:
            combos = build_call(kind, groups, hand) if hand is not None else None
        except PiquetError:
            combos = None
        if combos is None:
            return _cards_words(groups)
    if not combos:
        return NO_CALL[kind]
    if kind == POINT:
        combo = combos[0]
        return "Point of %s, making %d" % (number_words(combo.length), combo.value)
    if kind == SEQUENCE:
        return capitalize(" and ".join(_counted_names([combo.full_name for combo in combos])))
    return " and ".join(combo.spoken if i == 0 else combo.spoken.lower() for i, combo in enumerate(combos))


def _counted_names(names):
    """Equal names said once with their number (best first, so equal ones are neighbours):
    two runs in two suits are "two tierces to the king", not "tierce to the king and tierce
    to the king".

    >>> _counted_names(["quart major", "tierce to the king", "tierce to the king"])
    ['quart major', 'two tierces to the king']
    """
    said = []
    at = 0
    while at < len(names):
        name = names[at]
        count = 1
        while at + count < len(names) and names[at + count] == name:
            count += 1
        if count > 1:
            first, _, rest = name.partition(" ")
            name = "%s %ss%s" % (number_words(count), first, " " + rest if rest else "")
        said.append(name)
        at += count
    return said


def second_words(combo):
    from ..transcript import second_figure_words
    return second_figure_words(combo).rstrip(".")

