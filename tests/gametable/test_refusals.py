"""The one wording of a refused card (piquet_core.refusals): the rule each refusal
names comes from the game's own legal plays, the engines say it of a seat, and the
table says the same sentence to the learner."""

import pytest

from piquet_core.cards import parse_cards
from piquet_core.games import imperial_rules
from piquet_core.refusals import FOLLOW, HEAD, TRUMP, Refusal, refusal, said_of, said_to_you
from piquet_core.tricks import legal_plays, play_error

HEARTS = parse_cards("AH")[0].suit


def one(code):
    return parse_cards(code)[0]


@pytest.mark.parametrize("hand, led, card, trump, rule", [
    ("9C 8C KH", "AC", "KH", None, FOLLOW),
    ("KH 9D 8C", "QS", "9D", HEARTS, TRUMP),
])
def test_said_of_a_seat_it_is_the_two_player_engines_sentence(hand, led, card, trump, rule):
    hand, led, card = parse_cards(hand), one(led), one(card)
    found = refusal(hand, led, card, legal_plays(hand, led, trump))
    assert found.rule == rule
    assert said_of(found, "elder") == "elder " + play_error(hand, led, card, trump)


def test_imperials_duty_to_head_is_named_from_its_legal_plays():
    hand, led = parse_cards("KD 9D 7C"), one("QD")
    allowed = imperial_rules.legal_plays(hand, led, None, imperial_rules.IMPERIAL)
    found = imperial_rules.play_refusal(hand, led, one("9D"), None, imperial_rules.IMPERIAL)
    assert found == Refusal(HEAD, led, tuple(allowed))
    assert imperial_rules.play_refusal(hand, led, allowed[0], None, imperial_rules.IMPERIAL) is None


@pytest.mark.parametrize("rule, led, cards", [(FOLLOW, "AC", "9C 8C"), (TRUMP, "QS", "KH"), (HEAD, "QD", "KD")])
def test_said_to_the_learner_it_is_the_same_sentence_in_the_second_person(rule, led, cards):
    found = Refusal(rule, one(led), tuple(parse_cards(cards)))
    of_him, to_you = said_of(found, "Left"), said_to_you(found)
    assert to_you.startswith("You must ") and of_him.startswith("Left must ")
    assert to_you.replace("You ", "Left ", 1).replace("you hold", "he holds").replace(" hold the", " holds the").replace(" hold a ", " holds a ") == of_him
    assert " he " not in to_you and cards in to_you


def test_a_card_the_rules_allow_or_a_lead_is_no_refusal_and_bad_input_is_named():
    hand = parse_cards("9C 8C KH")
    assert refusal(hand, None, one("KH"), hand) is None
    assert refusal(hand, one("AC"), one("9C"), parse_cards("9C 8C")) is None
    with pytest.raises(ValueError, match="no card of 9C 8C KH may be played to AC"):
        refusal(hand, one("AC"), one("KH"), [])
    with pytest.raises(ValueError, match="unknown rule 'overtrump'"):
        said_to_you(Refusal("overtrump", one("AC"), ()))


@pytest.mark.parametrize("cards, verb", [("AS", "beats"), ("AS KS", "beat")])
def test_the_cards_that_head_the_trick_agree_with_their_verb(cards, verb):
    """"you hold A♠, which beat it" (a walk-through): one card beats, two beat."""
    found = Refusal(HEAD, one("9S"), tuple(parse_cards(cards)))
    assert said_to_you(found) == "You must head the trick: 9S was led and you hold %s, which %s it" % (cards, verb)
