"""CardParade's mode with trumps (seed 001, the two-player deal with a trump suit): the
kinds ``trump_trick`` (which card wins a trick) and ``may_play`` (may this card be
played to the card led: follow suit, else trump).

Every answer comes from the engine's own trick rules (``tricks.trick_winner`` and
``tricks.play_refusal`` with a ``trump``, the functions the ``Deal`` is checked against);
this module reads the spec, words the question and names the usual mistakes.

Glossary:
    trumps:     elder names a suit; a trump played to a lead of another suit wins the
                trick; otherwise the higher card of the suit led wins.
    must trump: a player with none of the suit led must play a trump if he holds one
                (any trump: nobody must beat a trump already played).

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "trump_trick", "trump": "H", "lead": "AC", "follow": "7H"}).answer
'follow'
>>> Exercise.from_spec({"ask": "may_play", "trump": "H", "hand": "KH 9D 8C", "lead": "QS", "card": "9D"}).answer
'no'
"""

from ..cards import SUIT_NAMES
from .base import Exercise, ExerciseSpecError, spec_cards
from .trumps import _suit

LESSON = "variants"
TRICK_RULE = ("CardParade with trumps: a trump played to a lead of another suit wins the trick; otherwise the higher "
              "card of the suit led wins, and a card of a third suit never does.")
PLAY_RULE = ("CardParade with trumps: follow suit if you can; if you cannot, you must play a trump if you hold one "
             "(any trump); only with neither may you play any card.")


def _two_cards(spec):
    lead = spec_cards(spec, "lead", 1)[0]
    follow = spec_cards(spec, "follow" if "follow" in spec else "card", 1)[0]
    if lead == follow:
        raise ExerciseSpecError("follow" if "follow" in spec else "card", "the same card cannot be played twice")
    return lead, follow


def build_trump_trick(spec):
    """Trumps, the card led and the card played to it: which wins?"""
    from ..tricks import trick_winner
    trump = _suit(spec)
    lead, follow = _two_cards(spec)
    winner = trick_winner(0, lead, follow, trump)
    answer = ("lead", "follow")[winner]
    wins = (lead, follow)[winner]
    if follow.suit == lead.suit:
        why = "Both are %s: the higher one, the %s, wins." % (SUIT_NAMES[lead.suit], wins.name)
    elif follow.suit == trump:
        why = "The %s is a trump, played to a lead of %s: it wins, however low." % (follow.name,
                                                                                  SUIT_NAMES[lead.suit])
    else:
        why = "The %s is neither of the suit led nor a trump, so it cannot win: the %s wins." % (follow.name,
                                                                                              wins.name)
    # (the trumps are the fact above it: said again here, a walk-through read them three times)
    prompt = "The %s is led and the %s played to it. Which card wins?" % (lead.name, follow.name)
    choices = [("lead", "The %s (led)" % lead.label), ("follow", "The %s (played to it)" % follow.label)]
    exercise = Exercise(spec, "trump_trick", prompt, "choice", choices, [], answer, why,  # it names the winner once
                        TRICK_RULE, LESSON, "First look for a trump played to another suit; then compare the cards "
                                            "of the suit led.", ["CardParade, %s are trumps." % SUIT_NAMES[trump]])
    wrong = ("follow", "lead")[winner]
    if follow.suit == trump and lead.suit != trump:
        exercise.mistake(wrong, "The %s is a trump: with trumps, the lowest trump beats the highest card of "
                                "another suit." % follow.name)
    elif follow.suit == lead.suit:
        exercise.mistake(wrong, "Both cards are of the suit led, so the trump suit does not matter: the higher "
                                "card wins.")
    else:
        exercise.mistake(wrong, "The %s is not a trump and not of the suit led: it cannot win, however high."
                         % follow.name)
    return exercise


def build_may_play(spec):
    """Trumps, a hand, the card led and a card of the hand: may it be played?"""
    from ..refusals import DUTIES
    from ..tricks import legal_plays, play_refusal
    trump = _suit(spec)
    hand = spec_cards(spec, "hand")
    lead, card = _two_cards(spec)
    if lead in hand:
        raise ExerciseSpecError("lead", "the card led is the opponent's: it cannot be in your hand")
    if card not in hand:
        raise ExerciseSpecError("card", "%s is not in the hand" % card.code)
    problem = play_refusal(hand, lead, card, trump)  # the rule the engine refuses it by
    answer = "no" if problem else "yes"
    allowed = legal_plays(hand, lead, trump)
    allowed_text = " ".join(c.label for c in allowed)
    if problem:
        explanation = "No: you must %s, so you may play only %s." % (DUTIES[problem.rule], allowed_text)
    elif card.suit == lead.suit:
        explanation = "Yes: it follows suit."
    elif card.suit == trump:
        explanation = "Yes: you hold no %s, and you must trump, which this card does (any trump will do)." % (
            SUIT_NAMES[lead.suit])
    else:
        explanation = "Yes: you hold no %s and no trump, so any card may be played." % SUIT_NAMES[lead.suit]
    prompt = "The %s is led to you. May you play the %s?" % (lead.name, card.name)
    exercise = Exercise(spec, "may_play", prompt, "choice", [("yes", "Yes"), ("no", "No")], [], answer, explanation,
                        PLAY_RULE, LESSON, "Look first for the suit led in the hand, then for trumps.",
                        ["CardParade, %s are trumps." % SUIT_NAMES[trump]])  # (the hand: shown above it)
    holds_suit = any(c.suit == lead.suit for c in hand)
    if answer == "no" and holds_suit:
        exercise.mistake("yes", "You hold %s: you must follow suit before anything else, even with trumps in "
                                "hand." % SUIT_NAMES[lead.suit])
    elif answer == "no":
        exercise.mistake("yes", "You have no %s, but you hold trumps: then you must trump; you may not throw "
                                "another card." % SUIT_NAMES[lead.suit])
    elif card.suit == trump and not holds_suit:
        exercise.mistake("no", "Any trump will do: nobody has to play his highest trump, or to beat the card led.")
    elif not holds_suit:
        exercise.mistake("no", "You hold neither the suit led nor a trump, so any card may go.")
    else:
        exercise.mistake("no", "It is of the suit led: following suit is always allowed.")
    return exercise


BUILDERS = {"trump_trick": build_trump_trick, "may_play": build_may_play}
