"""CardParade's exercise kinds (trump_trick, may_play): table-driven, hints aimed at the
mistake, and answers equal to what the two-player deal under the cardparade rules does."""

import pytest

from piquet_core.cards import parse_cards
from piquet_core.exercises import Exercise, ExerciseSpecError

CASES = [
    # spec, right answer, a wrong answer, words of the hint for that wrong answer
    ({"ask": "trump_trick", "trump": "H", "lead": "JC", "follow": "7H"}, "follow", "lead", "lowest trump beats"),
    ({"ask": "trump_trick", "trump": "H", "lead": "AS", "follow": "KS"}, "lead", "follow", "does not matter"),
    ({"ask": "trump_trick", "trump": "H", "lead": "7S", "follow": "AD"}, "lead", "follow", "cannot win"),
    ({"ask": "trump_trick", "trump": "C", "lead": "8C", "follow": "9C"}, "follow", "lead", "does not matter"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS 9H 7H TD 8D AC", "lead": "JC", "card": "TD"}, "no", "yes",
     "must follow suit before anything"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS 9H 7H TD 8D", "lead": "JC", "card": "TD"}, "no", "yes",
     "then you must trump"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS 9H 7H TD 8D", "lead": "JC", "card": "7H"}, "yes", "no",
     "Any trump will do"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS TD 8D", "lead": "JC", "card": "KS"}, "yes", "no",
     "neither the suit led nor a trump"),
]


@pytest.mark.parametrize("spec, right, wrong, words", CASES, ids=[c[0]["ask"] for c in CASES])
def test_kinds_check_answers_and_aim_hints(spec, right, wrong, words):
    exercise = Exercise.from_spec(spec)
    assert exercise.check(right).correct
    if spec["ask"] == "trump_trick":  # the feedback names the winning card, once
        winner = parse_cards(spec["lead" if right == "lead" else "follow"])[0].name
        assert exercise.check(right).message.count(winner) == 1, exercise.check(right).message
    feedback = exercise.check(wrong)
    assert not feedback.correct and feedback.stage == "hint" and words in feedback.message, feedback.message
    assert exercise.check(wrong, tries=2).stage == "worked"


@pytest.mark.parametrize("spec, key, problem", [
    ({"ask": "trump_trick", "trump": "X", "lead": "AS", "follow": "KS"}, "trump", "expected a suit"),
    ({"ask": "trump_trick", "trump": "H", "lead": "AS", "follow": "AS"}, "follow", "played twice"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS", "lead": "JC", "card": "AC"}, "card", "not in the hand"),
    ({"ask": "may_play", "trump": "H", "hand": "KS QS JC", "lead": "JC", "card": "KS"}, "lead", "opponent's"),
])
def test_bad_specs_name_the_key(spec, key, problem):
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec(spec)
    assert caught.value.key == key and problem in str(caught.value)


def test_the_kinds_agree_with_cardparade_deals():
    """Every trick of random CardParade deals: the trump_trick answer is the deal's winner;
    every card of the follower's hand: may_play says yes exactly for the cards the deal
    lets him play."""
    from piquet_core.games import new_game
    from piquet_core.players import RandomPlayer
    checked = ruffs = 0
    for seed in range(1, 16):
        deal = new_game("cardparade", seed)
        player = RandomPlayer(seed)
        while not deal.is_over:
            if deal.phase == "play" and deal.current:
                led = deal.current[0]
                hand = deal.hands[deal.to_act]
                legal = set(deal.legal_cards())
                for card in hand:
                    spec = {"ask": "may_play", "trump": deal.trumps, "hand": " ".join(c.code for c in hand),
                            "lead": led.code, "card": card.code}
                    assert (Exercise.from_spec(spec).answer == "yes") == (card in legal), spec
                    checked += 1
            deal.do(player.choose(deal.view(deal.to_act)))
        for trick in deal.tricks:
            spec = {"ask": "trump_trick", "trump": deal.trumps, "lead": trick.led.code, "follow": trick.followed.code}
            assert Exercise.from_spec(spec).answer == ("lead" if trick.winner == trick.leader else "follow"), spec
            ruffs += trick.followed.suit == deal.trump_suit and trick.led.suit != deal.trump_suit
    assert checked > 300 and ruffs > 5, (checked, ruffs)
