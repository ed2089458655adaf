"""The original rules in the course: the exercise kinds ruff, original_trick and picy
(table-driven, hints aimed at the mistake, answers equal to what the game itself
scores), and the game-deal block on a game of the original rules."""

import doctest
import shutil
from pathlib import Path

import pytest

from piquet_core.exercises import Exercise, ExerciseSpecError
from sitegen.output import build_outputs

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).parent / "fixtures" / "lessons"

CASES = [
    # spec, right answer, a wrong answer, words the explanation must contain
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["36", "4"], ["35", "4"], "11 + 10 + 9 + 6 = 36"),
    ({"ask": "ruff", "hand": "9S 8S 7S 6S AD QD TD 9H 8H 7H KC 6C"}, ["31", "3"], ["30", "3"], "diamonds"),
    ({"ask": "ruff", "hand": "AS KS QS JS 9H 8H 7H 6H TD 9D 8D 6C"}, ["41", "4"], ["41", "5"], "rounds down"),
    ({"ask": "original_trick", "lead": "9S", "follow": "AS"}, ["0", "1"], ["1", "1"], "scores nothing"),
    ({"ask": "original_trick", "lead": "KH", "follow": "7H", "last": "yes"}, ["3", "0"], ["1", "0"], "1 more"),
    ({"ask": "original_trick", "lead": "8S", "follow": "6S", "last": "yes"}, ["1", "0"], ["2", "0"],
     "nothing more"),
    ({"ask": "original_trick", "lead": "TC", "follow": "AD"}, ["2", "0"], ["1", "1"], "not of the suit led"),
    ({"ask": "picy", "scores": "elder ruff 5, elder sequence 15, elder set 14"}, "elder-repicy", "elder-picy",
     "repicy, from the declarations"),
    ({"ask": "picy", "scores": "elder ruff 5, elder sequence 15, elder set 3, elder lead 1, elder trick 1, "
                               "elder lead 1, elder trick 1, elder lead 1, elder trick 1, elder lead 1, elder trick 1"},
     "elder-picy", "elder-repicy", "picy, with a score of the play"),
    ({"ask": "picy", "scores": "elder ruff 6, dealer sequence 4, elder set 14, elder lead 1, elder trick 1, "
                               "elder lead 1, elder trick 1, elder lead 1, elder trick 1, elder lead 1, elder trick 1, "
                               "elder lead 1, elder trick 1"}, "neither", "elder-picy", "no bonus"),
    ({"ask": "picy", "scores": "dealer ruff 4, dealer trick 1, dealer trick 1, dealer majority 10, dealer capet 60"},
     "neither", "dealer-picy", "do not count"),
]


@pytest.mark.parametrize("spec, right, wrong, words", CASES, ids=[c[0]["ask"] for c in CASES])
def test_kinds_check_answers_with_engine_figures(spec, right, wrong, words):
    exercise = Exercise.from_spec(spec)
    good = exercise.check(right)
    assert good.correct and good.message.startswith("Right.") and words in good.message, good.message
    bad = exercise.check(wrong)
    assert not bad.correct and bad.stage == "hint" and bad.message.startswith("Not quite.")
    assert exercise.check(wrong, tries=2).stage == "worked"
    again = Exercise.from_spec(exercise.spec)
    assert (again.prompt, again.answer, again.mistakes) == (exercise.prompt, exercise.answer, exercise.mistakes)


@pytest.mark.parametrize("spec, answer, words", [
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["35", "4"], "ace counts 11"),
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["36", "3"], "rounds up"),
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["31", "3"], "the ruff is the best suit"),
    ({"ask": "ruff", "hand": "9S 8S 7S 6S AD QD TD 9H 8H 7H KC 6C"}, ["30", "3"], "longest suit is not always"),
    ({"ask": "ruff", "hand": "AS KS QS JS 9H 8H 7H 6H TD 9D 8D 6C"}, ["41", "5"], "rounds down"),
    ({"ask": "original_trick", "lead": "9S", "follow": "AS"}, ["1", "1"], "only a lead of a ten or higher"),
    ({"ask": "original_trick", "lead": "TC", "follow": "AD"}, ["1", "0"], "even a trick you led yourself"),
    ({"ask": "original_trick", "lead": "TC", "follow": "AD"}, ["1", "1"], "never wins: there are no trumps"),
    ({"ask": "original_trick", "lead": "KH", "follow": "7H", "last": "yes"}, ["2", "0"], "extra point comes on top of the trick's own"),
    ({"ask": "original_trick", "lead": "9S", "follow": "8S", "last": "yes"}, ["0", "0"], "even a trick you led"),
    ({"ask": "picy", "scores": "elder ruff 5, elder sequence 15, elder set 14"}, "elder-picy", "Right player, wrong bonus: look at the score that took him to 30"),
    ({"ask": "picy", "scores": "elder ruff 5, elder sequence 15, elder set 3"}, "elder-repicy",
     "needs 30"),
    ({"ask": "picy", "scores": "elder ruff 6, dealer sequence 4, elder set 14, elder lead 1, elder trick 1, "
                               "elder lead 1, elder trick 1, elder lead 1, elder trick 1, elder lead 1, elder trick 1, "
                               "elder lead 1, elder trick 1"}, "elder-picy", "The dealer had already scored"),
    ({"ask": "picy", "scores": "dealer ruff 4, dealer trick 1, dealer trick 1, dealer majority 10, dealer capet 60"},
     "dealer-picy", "never count toward a picy"),
])
def test_hints_aim_at_the_mistake(spec, answer, words):
    exercise = Exercise.from_spec(spec)
    feedback = exercise.check(answer)
    assert not feedback.correct and feedback.stage == "hint" and words in feedback.message, feedback.message


@pytest.mark.parametrize("spec, key, problem", [
    ({"ask": "ruff", "hand": "AS KS"}, "hand", "must have 12"),
    ({"ask": "ruff", "hand": "AS KS QS JS 9H 8H 7H 6H TD 9D 8D 5C"}, "hand", "unknown rank '5'"),
    ({"ask": "original_trick", "lead": "9S", "follow": "9S"}, "follow", "played twice"),
    ({"ask": "original_trick", "lead": "9S", "follow": "AS", "last": "maybe"}, "last", "yes or no"),
    ({"ask": "original_trick", "lead": "9S AS", "follow": "KS"}, "lead", "must have 1"),
    ({"ask": "picy", "scores": "younger ruff 5"}, "scores", "ROLE WHAT POINTS"),
    ({"ask": "picy", "scores": "elder lead 1, elder ruff 5"}, "scores", "comes too late"),
    ({"ask": "picy", "scores": "elder lead 2"}, "scores", "a lead scores 1, not 2"),
    ({"ask": "picy", "scores": "dealer blank 10"}, "scores", "only elder scores a blank"),
    ({"ask": "picy", "scores": "elder capet 40"}, "scores", "a capet scores 60"),
])
def test_bad_specs_name_the_key_and_the_problem(spec, key, problem):
    with pytest.raises(ExerciseSpecError) as caught:
        Exercise.from_spec(spec)
    assert caught.value.key == key and problem in str(caught.value), str(caught.value)


def _tricks_with_scores(log):
    """[(led, followed, last, (leader's points, follower's points))] of every trick in a
    game's log whose scores were all made (not cut short by the end of the game)."""
    from piquet_core.events import Announced, Played
    from piquet_core.games.original_rules import DealBegun, GameWon
    out, current, count = [], None, 0
    for entry in log + (DealBegun(None, None),):
        kind = type(entry)
        if current is not None and (kind is DealBegun or (kind is Played and entry.lead)):
            out.append(current)
            current = None
        if kind is GameWon:
            current = None
        if kind is DealBegun:
            count = 0
        elif kind is Played and entry.lead:
            count += 1
            current = [entry, None, count == 12, [0, 0]]
        elif kind is Played:
            current[1] = entry
        elif kind is Announced and current is not None:
            for event in entry.scores:
                if event.category in ("lead", "win", "last trick"):
                    current[3][0 if event.player == current[0].seat else 1] += event.points
    return [(led.card, followed.card, last, points) for led, followed, last, points in out if followed]


def test_the_exercises_score_as_the_game_does():
    """Played games: each trick's original_trick exercise gives the points the game's
    events give for it; each hand's ruff is the one the engine finds; each picy or
    repicy the game makes is the one the picy exercise names from the scores before it."""
    from piquet_core.events import Announced
    from piquet_core.games import play_random
    from piquet_core.games.original_rules import BonusLetGo, DealBegun, best_ruff
    import sys
    sys.path.insert(0, str(ROOT / "scripts"))
    from lesson_records import play  # the lessons' plain player: it makes picys and repicys
    games = [play_random("original", seed) for seed in range(1, 13)] + [play("original", s) for s in (2, 10, 28, 75)]
    checked = bonuses = 0
    for seed, game in enumerate(games):
        for led, followed, last, points in _tricks_with_scores(game.log):
            spec = {"ask": "original_trick", "lead": led.code, "follow": followed.code, "last": "yes" if last else "no"}
            assert Exercise.from_spec(spec).answer == points, (seed, spec, points)
            checked += 1
        for hand in game.dealt:
            exercise = Exercise.from_spec({"ask": "ruff", "hand": " ".join(card.code for card in hand)})
            assert exercise.answer == [best_ruff(hand).total, best_ruff(hand).score]
        scores, role_of = [], {}
        for entry in game.log:
            if type(entry) is DealBegun:
                scores, role_of = [], {entry.seat: "dealer", 1 - entry.seat: "elder"}
            elif type(entry) is BonusLetGo:  # made, and not declared
                spec = {"ask": "picy", "scores": ", ".join(scores)}
                assert Exercise.from_spec(spec).answer == "%s-%s" % (role_of[entry.seat], entry.kind)
                bonuses += 1
            elif type(entry) is Announced:
                for event in entry.scores:
                    if event.category in ("picy", "repicy"):
                        spec = {"ask": "picy", "scores": ", ".join(scores)}
                        assert Exercise.from_spec(spec).answer == "%s-%s" % (role_of[event.player], event.category)
                        bonuses += 1
                    else:
                        name = {"win": "trick"}.get(event.category, event.category)
                        scores.append("%s %s %d" % (role_of[event.player], name, event.points))
    assert checked > 300 and bonuses >= 4, (checked, bonuses)


def test_doctests():
    from piquet_core.exercises import original
    from piquet_core.games import original_rules
    for module in (original, original_rules):
        assert doctest.testmod(module).failed == 0


def test_game_deal_block_renders_a_deal_of_a_game_of_the_original_rules(tmp_path):
    from piquet_core.games import dump_record, play_random
    lessons = tmp_path / "lessons"
    shutil.copytree(FIXTURE, lessons)
    game = play_random("original", 5)
    (lessons / "deals").mkdir(exist_ok=True)
    (lessons / "deals" / "game.pqt").write_text(dump_record(game))
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```game-deal\nrecord: deals/game.pqt\ndeal: 1\n```\n")
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    block = page[page.index('<figure class="deal game-deal">'):]
    block = block[:block.index("</figure>")]
    dealer, (elder_cards, dealer_cards, stock), _ = game.deals[0]
    for card in elder_cards + dealer_cards + stock:  # every card of the 36, as a tile
        assert 'data-card="%s"' % card.code in block
    result = game.deal_result(0)
    assert "The game after the deal: player 1 %d, player 2 %d." % result in block
    assert '<tfoot><tr><th scope="row">Total</th><td>%d</td><td>%d</td></tr>' % result in block
    tricks = block[block.index('class="game-deal__tricks"'):]
    assert tricks[:tricks.index("</tbody>")].count('<tr><th scope="row">') == 12
    assert " TH " not in block and "Ruff of" in block


def test_the_lesson_sends_the_learner_to_the_table_where_these_rules_are_played(built_site):
    """The last lesson teaches a game the other games' table plays: it says where (the
    pager's Next goes to the two-player practice table)."""
    from piquet_core.gametable import catalogue
    course, folder = built_site
    lesson = [item for item in course.lessons if item.url.endswith("original-rules.html")][0]
    page = (folder / lesson.url).read_text(encoding="utf-8")
    title = dict(catalogue.GAMES)["original"]
    assert 'href="../games.html"' in page and title.split(" (")[0] in page


def test_a_led_card_in_the_trick_table_is_said_led_once_to_a_screen_reader():
    """The visible "led" badge was read after the hidden "queen of diamonds, led": "led led"."""
    import re

    from piquet_core.cards import parse_cards
    from sitegen.game_deal_block import _card_cell
    cell = _card_cell(parse_cards("QD")[0], led=True)
    heard = re.sub(r'<span aria-hidden="true">.*?</span>|<span class="game-deal__led" aria-hidden="true">led</span>',
                   "", cell)
    assert re.sub(r"<[^>]+>", "", heard).strip() == "queen of diamonds, led", cell



def test_the_other_games_deals_show_each_hand_sorted_by_suit_and_rank():
    """Lesson 19: first's seven diamonds lay scattered across his ten cards, as dealt."""
    import re

    from piquet_core.cards import display_sorted, parse_cards
    course, outputs = build_outputs(Path(__file__).resolve().parents[2], Path(__file__).resolve().parents[2] / "lessons")
    page = outputs["lessons/other-games.html"].decode()
    hands = re.findall(r'<div class="hands__one"><h4 class="hands__who">([^<]*)</h4>(<ul class="hand".*?</ul>)', page)
    players = [(who, re.findall(r'data-card="(\w\w)"', html)) for who, html in hands
               if not who.startswith(("The stock", "The dealer discards", "Turned up"))]
    assert len(players) >= 7, [who for who, _ in players]
    for who, codes in players:
        cards = parse_cards(" ".join(codes))
        assert list(cards) == list(display_sorted(cards)), (who, codes)


@pytest.mark.parametrize("spec, answer", [
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["35", "3"]),  # two slips at once
    ({"ask": "ruff", "hand": "AH KH 9H 6H 8S 7S TD 9D 8D AC QC JC"}, ["36", "3"]),
    ({"ask": "ruff", "hand": "9S 8S 7S 6S AD QD TD 9H 8H 7H KC 6C"}, ["30", "3"]),
])
def test_a_ruffs_first_hint_keeps_the_pips_back(spec, answer):
    """Lesson 20: "35, 3" was told "Points: The pips are right; ... 36 leaves 6" beside
    "Pips: The ace counts 11", and the longest suit's hint named the best suit's pips."""
    exercise = Exercise.from_spec(spec)
    message = exercise.check(answer).message
    assert str(exercise.answer[0]) not in message, message
    assert "pips are right" not in message, message
