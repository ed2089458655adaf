"""Figures that lessons state in their prose, checked against the engine.

Blocks show what the engine computes, but the sentences around them repeat some of
those figures ("Player 2 made 115 ... so 70 game points"). Each test pins the sentence
(so a reworded lesson is noticed here) and recomputes its figures from the same hands
or record, so a changed card or a changed rule cannot leave the prose saying otherwise.
"""

import re
from pathlib import Path

from piquet_core.hands import score_hands, summarize
from piquet_core.record import load

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def prose(name):
    """The lesson's text with its line breaks folded, so a sentence can be found whole."""
    return " ".join((LESSONS / name).read_text(encoding="utf-8").split())


def record(name):
    return load((LESSONS / "deals" / name).read_text(encoding="utf-8"))


def test_lesson_10_repique_before_younger_set():
    text = prose("10-pique-repique.md")
    assert "take him to thirty-seven first" in text
    assert 'elder says "Ninety-seven", and younger\'s 3 cannot take it away' in text
    result = score_hands("AS KS QS JS TS 9S KH QH JH TH 9H 7D", "AH AD AC KC QC JC TC 8S 7S 8H 7H 8D")
    scores = result["scores"]
    assert scores["point"]["winner"] == scores["sequence"]["winner"] == "elder"
    assert scores["point"]["points"] + scores["sequence"]["points"] == 37
    assert result["repique"] == "elder" and result["totals"]["elder"] == 97
    assert scores["set"] == {"winner": "younger", "points": 3}


def test_lesson_12_younger_wins_the_last_trick_as_his_ninth():
    """The lesson said "Younger has taken nine tricks and wins the last one too": eight."""
    text = prose("12-cards-and-capot.md")
    assert "Younger has taken eight tricks and wins the last one too, his ninth" in text
    deal = record("younger-fights-back.pqt")
    before = [trick for trick in deal.tricks[:11]]
    assert sum(1 for trick in before if trick.winner == 1) == 8
    assert deal.tricks[11].winner == 1 and deal.tricks_won()[1] == 9


def test_lesson_17_ecrire_game_points():
    text = prose("17-variants.md")
    assert "Player 2 made 115: against player 1 (88) that is +27, against player 3 (72) +43, so 70" in text
    result = record("ecrire-session.pqt").result()
    assert result["totals"] == {"player 1": 88, "player 2": 115, "player 3": 72}
    assert result["game_points"]["player 2"] == (115 - 88) + (115 - 72) == 70
    assert sum(result["game_points"].values()) == 0  # "always add up to zero"


def test_lesson_19_normand_repic():
    text = prose("19-other-games.md")
    assert ("the point's 7 and the quint's 15 make 22 before anyone else has scored, so the quint takes him "
            "straight to a repic (112)") in text
    game = record("normand-repic.pqt")
    first = game.reckoned_events[:3]
    assert [(e.player, e.category) for e in first] == [(0, "point"), (0, "sequence"), (0, "repique")]
    assert [e.points for e in first[:2]] == [7, 15] and first[2].total == 112
    assert first[1].total == 22 and first[1].reason.startswith("quint")
    result = game.result()
    assert result["classes"]["set"] == "second"
    tricks = result["tricks"]
    assert tricks["second"] == max(tricks.values()) and list(tricks.values()).count(tricks["second"]) == 1


def test_lesson_19_voleur_pic():
    text = prose("19-other-games.md")
    assert "which has 17 before the play; three leads later it reaches 20" in text
    assert "second and third have three tricks each, the most" in text
    game = record("voleur-pic.pqt")
    events = game.reckoned_events
    declared = [e for e in events if e.category in ("carte blanche", "point", "sequence", "set")]
    assert {e.player for e in declared} == {0} and declared[-1].total == 17
    pic = next(i for i, e in enumerate(events) if e.category == "pique")
    leads = events[len(declared):pic]
    assert [e.category for e in leads] == ["lead"] * 3 and leads[-1].total == 20
    tricks = game.result()["tricks"]
    assert tricks["second"] == tricks["third"] == 3 == max(tricks.values())


def test_lesson_19_imperial_chips_after_deal_2():
    text = prose("19-other-games.md")
    assert "After the deal he holds four reds and five whites" in text
    # (said with why the next white comes at once: a walk-through read "before a card is
    # played" as more than the facts shown, which stop at deal 2)
    assert ("his next white makes a sixth, a trade, and a fifth red, which wins. In this game it comes at once: "
            "player 1 deals the third deal, and its turn-up is an honour, so the game ends before a card is "
            "played") in text
    game = record("imperial-game.pqt")
    assert game.chips_after(1)[0] == (4, 5)  # deal 2 of the block is index 1
    last = game.events[-2:]  # deal 3: the turn-up's white, traded at once
    assert (last[0].seat, last[0].white, last[0].category) == (0, 1, "turn-up")
    assert type(last[1]).__name__ == "Traded"
    assert game.result()["winner"] == "player 1" and not game.tricks


def test_lesson_20_original_deal_2():
    text = prose("20-original-rules.md")
    for words in ("a ruff of 49 pips: four tens, and the 9 left over rounds up, so 5 points",
                  "bring him to 20 before a card is played", "the fifth trick takes him to 30: a picy",
                  "his eight tricks score the majority, and that score takes his game total past 100"):
        assert words in text, words
    game = record("original-game.pqt")
    before = sum(game.deal_result(0))
    seen, events = 0, list(game.events)
    while seen < before:  # drop deal 1's scores: the lesson shows deal 2
        seen += events.pop(0).points
    assert events[0].reason == "ruff of forty-nine" and events[0].points == 5
    declared = [e for e in events if e.category in ("blank", "ruff", "sequence", "set")]
    assert {e.player for e in declared} == {0} and declared[-1].total == 20
    picy = next(i for i, e in enumerate(events) if e.category == "picy")
    assert [e.category for e in events[len(declared):picy]].count("win") == 5
    assert events[picy - 1].total == 30 and events[picy].points == 30
    assert events[-1].reason == "the majority: 8 tricks"
    start = game.totals[0] - game.deal_result(1)[0]  # player 1's game total before deal 2
    assert start + events[-2].total < 100 <= start + events[-1].total


def test_lesson_16_the_ways_five_cards_make_48():
    """ "Five cards of a suit make 48 in eleven ways, and all but one of them hold the ace:
    ... his five are exactly K Q J 10 8" — counted with the engine's own point."""
    from itertools import combinations
    from piquet_core.cards import parse_cards
    from piquet_core.combinations import best_point
    text = prose("16-strategy-inference.md")
    assert "Five cards of a suit make 48 in eleven ways, and all but one of them hold the ace: if you hold " \
           "the ace of his suit, his five are exactly K Q J 10 8." in text
    suit = parse_cards("AS KS QS JS TS 9S 8S 7S")
    ways = [cards for cards in combinations(suit, 5) if best_point(cards).value == 48]
    assert len(ways) == 11
    without_ace = [" ".join(card.code for card in cards) for cards in ways if suit[0] not in cards]
    assert without_ace == ["KS QS JS TS 8S"]


def test_a_hand_table_names_every_suit_that_makes_the_same_point():
    """Lesson 7: "three cards in spades, making 29", though hearts and diamonds made 29 too."""
    from piquet_core.cards import parse_cards
    from sitegen.blocks import declarations_table
    cards = parse_cards("QS QH QD QC KS KH KD 9S 9H 9D 8C 7C")
    table = declarations_table(summarize(cards), cards)
    assert "three cards in spades, hearts or diamonds, making 29 (scores 3)" in table, table
    alone = parse_cards("AS KS QS QH QD QC KH KD 9H 9D 8C 7C")
    assert "three cards in spades, making 31" in declarations_table(summarize(alone), alone)


def test_a_hand_table_lists_the_classes_in_the_order_they_are_scored():
    """The table put carte blanche last, under a lesson heading that says it is scored
    first of all (RULES.md section 6; a walk-through)."""
    import re
    from piquet_core.cards import parse_cards
    from sitegen.blocks import declarations_table
    cards = parse_cards("AS TS 9S 8S 7S AH TH 9H 8H AD TD 9D")
    table = declarations_table(summarize(cards), cards)
    assert re.findall(r'<th scope="row">([^<]+)</th>', table) == ["Carte blanche", "Point", "Sequences", "Sets"]
    assert "yes (10)" in table


def _blocks(text):
    """[(kind, {key: value})] of a lesson's fenced blocks."""
    found = []
    for kind, body in re.findall(r"^```(\w+)\n(.*?)^```$", text, flags=re.M | re.S):
        values = {}
        for line in body.splitlines():
            key, _, value = line.partition(":")
            values[key.strip()] = value.strip()
        found.append((kind, values))
    return found


def test_no_exercise_asks_what_a_figure_above_it_already_shows():
    """A walk-through copied answers from the tables above the questions: lesson 9's set
    winner and total, lesson 10's totals (92, 37, 97), lesson 12's 100, lesson 15's
    sequence and point. A question may reuse a figure's hands,
    but not when the figure shows what it asks (a comparison, a hand's declarations)."""
    copied = []
    for path in sorted(LESSONS.glob("*.md")):
        blocks = _blocks(path.read_text(encoding="utf-8"))
        pairs = {(v["elder"], v["younger"]) for kind, v in blocks if kind == "hands" and v.get("show")}
        hands = {v["cards"] for kind, v in blocks if kind == "hand" and v.get("show")}
        for kind, v in blocks:
            if kind != "exercise":
                continue
            if (v.get("elder"), v.get("younger")) in pairs or v.get("hand") in hands:
                copied.append((path.name, v.get("ask"), v.get("prompt")))
    assert not copied, copied


def test_no_trick_question_is_the_trick_the_prose_just_told():
    """Lesson 17 asked which card wins when the jack of clubs is led and the seven of hearts
    played to it, under a paragraph saying "he leads the jack of clubs ... his seven of hearts
    takes it". A trick question (its lead and its other card) must not be one the lesson's
    prose tells in one paragraph."""
    from piquet_core.cards import Card

    told = []
    for path in sorted(LESSONS.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        outside = re.sub(r"^```\w*\n.*?^```$", "", text, flags=re.M | re.S)
        paragraphs = [" ".join(part.split()).lower() for part in outside.split("\n\n")]
        for kind, v in _blocks(text):
            other = v.get("follow") or v.get("card")
            if kind != "exercise" or not v.get("lead") or not other:
                continue
            names = [Card.parse(code).name.lower() for code in (v["lead"], other)]
            if any(all(name in paragraph for name in names) for paragraph in paragraphs):
                told.append((path.name, v.get("ask"), v["lead"], other))
    assert not told, told
