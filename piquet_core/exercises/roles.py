"""Who deals and who may exchange how many: the kinds ``elder`` (lesson 2: the cut, the
deals alternating, elder is the one who did not deal) and ``exchange_limits`` (lesson 4:
how many cards each player may exchange).

Every answer comes from the engine: the cut from ``partie.cut_dealer`` (the rule
``cut_for_deal`` cuts by), the deals' order from ``partie.dealer_of``, the limits from
``Deal.exchange_limits`` of a deal in which elder has exchanged; this module reads the
spec, words the question and names the usual mistakes.

Glossary:
    cut:    each player draws a card from the spread pack; the lower rank deals first,
            and the deal then alternates.
    elder:  the player who did not deal this deal; younger is the dealer.
    talon:  the eight cards left after the deal: five for elder, then the rest for younger.

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "elder", "yours": "9H", "theirs": "KC"}).answer
'opponent'
>>> Exercise.from_spec({"ask": "exchange_limits", "player": "younger", "took": "3"}).answer
[0, 5]
"""

from ..cards import RANK_NAMES
from ..speech import number_words
from .base import Exercise, ExerciseSpecError, spec_cards

CUT_RULE = ("The lower card cut deals first (equal ranks cut again); the deal then alternates, and in each deal the "
            "player who did not deal is elder.")
EXCHANGE_RULE = ("Elder must exchange at least one card and may take up to five, from his five; younger may then "
                 "exchange none, or up to every card left in the talon: his three plus any elder left.")
PLAYER_CHOICES = [("you", "You"), ("opponent", "Your opponent")]


def _deal_number(spec):
    text = spec.get("deal", "1")
    if not text.isdigit() or not 1 <= int(text) <= 6:
        raise ExerciseSpecError("deal", "a deal of the partie is 1 to 6, got %r" % text)
    return int(text)


def build_elder(spec):
    """The cards both players cut, and a deal of the partie: who is elder in it?"""
    from ..partie import cut_dealer, dealer_of
    yours = spec_cards(spec, "yours", 1)[0]
    theirs = spec_cards(spec, "theirs", 1)[0]
    if yours == theirs:
        raise ExerciseSpecError("theirs", "two players cannot cut the same card")
    first = cut_dealer(yours, theirs)  # player 0: you, 1: your opponent
    if first is None:
        raise ExerciseSpecError("theirs", "equal ranks cut again: give two cards of different ranks")
    number = _deal_number(spec)
    dealer = dealer_of(first, number - 1)
    elder = 1 - dealer
    answer = PLAYER_CHOICES[elder][0]
    who = ("you", "your opponent")
    lower = (yours, theirs)[first]
    explanation = "The %s is the lower card, so %s deal%s first" % (lower.name, who[first], "" if first == 0 else "s")
    if number > 1:
        explanation += "; the deal alternates, so deal %d is dealt by %s" % (number, who[dealer])
    explanation += ". The dealer is younger: %s elder in deal %d." % (
        "your opponent is" if elder == 1 else "you are", number)
    prompt = "You cut the %s, your opponent the %s. Who is elder in deal %d?" % (
        yours.name, theirs.name, number)
    exercise = Exercise(spec, "elder", prompt, "choice", PLAYER_CHOICES, [], answer, explanation, CUT_RULE,
                        "elder-younger-deal", "First find who deals the first deal (the lower card), then count "
                                              "the deals alternating; elder is the one who is not dealing.")
    wrong = PLAYER_CHOICES[dealer][0]
    if number % 2 == 1:  # the first dealer deals this deal too
        exercise.mistake(wrong, "The lower card deals, and the dealer is younger: elder is the other player. "
                                "Compare the %s and the %s%s." % (
                                    RANK_NAMES[yours.rank], RANK_NAMES[theirs.rank],
                                    "" if number == 1 else ", then count the deals alternating"))
    else:
        exercise.mistake(wrong, "The deal alternates: whoever dealt deal 1 is elder in deal 2, and so on. Who dealt "
                                "deal %d?" % number)
    return exercise


def build_exchange_limits(spec):
    """Elder's or younger's exchange: the fewest and the most cards he may exchange
    (younger's after elder took ``took`` of his five)."""
    from ..actions import Exchange
    from ..deal import Deal
    player = spec.get("player")
    if player not in ("elder", "younger"):
        raise ExerciseSpecError("player", "elder or younger, got %r" % player)
    deal = Deal.from_seed(1)  # (any deal: the limits depend on the rules and on elder's count only)
    took = None
    if player == "younger":
        text = spec.get("took", "5")
        if not text.isdigit() or not 1 <= int(text) <= 5:
            raise ExerciseSpecError("took", "elder takes 1 to 5 cards, got %r" % text)
        took = int(text)
        deal.do(Exchange(tuple(deal.hands[0][:took]), None))
    elif "took" in spec:
        raise ExerciseSpecError("took", "only a question about younger says how many elder took")
    seat = 0 if player == "elder" else 1
    fewest, most = deal.exchange_limits(seat)
    left = 5 - took if took is not None else 0
    if player == "elder":
        prompt = "Elder's exchange: at the fewest and at the most, how many cards may he exchange?"
        explanation = "Elder must exchange at least %s card and may take up to %s, all of his share of the talon." % (
            number_words(fewest), number_words(most))
    else:
        prompt = ("Elder exchanged %s card%s. Younger's exchange: at the fewest and at the most, how many cards may "
                  "he exchange?" % (number_words(took), "" if took == 1 else "s"))
        explanation = "Younger may exchange %s, or up to %s: his own three%s." % (
            "none" if fewest == 0 else "no fewer than %s" % number_words(fewest), number_words(most),
            " plus the %s elder left" % number_words(left) if left else " (elder left none)")
    exercise = Exercise(spec, "exchange_limits", prompt, "numbers", [],
                        [("fewest", "Fewest cards"), ("most", "Most cards")], [fewest, most], explanation,
                        EXCHANGE_RULE, "the-exchange", "Elder first: he must take at least one of his five. Younger "
                                                       "then: he need not take any, and may take whatever is left.")
    if player == "elder":
        exercise.mistake([0, most], "Elder may not keep his hand as dealt: he must exchange at least one card.")
        exercise.mistake([1, 8], "Elder draws only from his own five: the last three are younger's.")
    else:
        if left:
            exercise.mistake([fewest, 3], "Elder left %s of his five: they stay in the talon for younger, who may "
                                          "take them too." % number_words(left))
        exercise.mistake([1, most], "Younger may keep his hand under these rules: he need not exchange any card.")
    exercise.field_hints["fewest"] = ("Must he exchange at least one? Elder must; younger need not."
                                      if player == "younger" else "Elder must exchange at least one card.")
    exercise.field_hints["most"] = ("Elder draws from his five only." if player == "elder" else
                                    "Younger may take every card left in the talon: his three and any elder left.")
    return exercise


BUILDERS = {"elder": build_elder, "exchange_limits": build_exchange_limits}
