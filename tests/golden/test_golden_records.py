"""Golden deal records: scores worked out by hand (see each file's comments)."""

from pathlib import Path

import pytest

from piquet_core import RecordError
from piquet_core.record import dump, load
from piquet_core.transcript import transcript

HERE = Path(__file__).parent

# file -> (final totals, lines that must be said, in this order, by this player)
GOLDEN = {
    "repique-elder.pqt": ((121, 3), [
        (1, "Making?"), (0, "Fifty-one."), (1, "How high?"), (0, "Major."),
        (0, "Quatorze of aces: Ninety-seven."), (0, "Trio of kings: One hundred."),
        (0, "One hundred and one."), (1, "Three."), (0, "One hundred and twenty-one."),
    ]),
    "pique-elder.pqt": ((75, 4), [
        (0, "Trio of aces: Twenty-five."), (0, "Twenty-nine."), (0, "Sixty."), (0, "Sixty-five."),
        (1, "One."), (1, "Four."), (0, "Seventy-five."),
    ]),
    "repique-younger-capot.pqt": ((1, 150), [
        (0, "Sixty-four."), (1, "Not good."), (0, "Minor."), (0, "One."),  # a septième minor
        (1, "Point of seven: Seven."), (1, "Septième major: Twenty-four."),
        (1, "Quatorze of aces: Ninety-eight."), (1, "Ninety-nine."), (1, "One hundred and fifty."),
    ]),
    # CardParade (seed 001): trumps named after the exchange, trumping both ways
    "cardparade-trumps.pqt": ((27, 10), [
        (0, "Spades are trumps."), (1, "Making?"), (0, "Forty-eight."), (1, "Good."), (0, "Point of five: Five."),
        (1, "How high?"), (0, "Major."), (1, "Equal."), (0, "Trio of aces: Eight."), (0, "Nine."), (1, "One."),
        (1, "Four."), (0, "Ten."), (0, "Seventeen."), (1, "Five."), (1, "Ten."), (0, "Twenty-seven."),
    ]),
    # CardParade: trumps named before the exchange, capot announced and made, 80
    "cardparade-announced-capot.pqt": ((192, 0), [
        (0, "Spades are trumps."), (0, "Capot: I will take every trick."), (0, "Huitième: Twenty-six."),
        (0, "Quatorze of aces: One hundred."), (0, "One hundred and twelve."), (0, "One hundred and ninety-two."),
    ]),
}


def spoken(deal):
    return [(line.player, line.text) for line in transcript(deal) if line.player is not None]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_totals_and_words(name):
    deal = load((HERE / name).read_text(encoding="utf-8"))
    totals, expected_lines = GOLDEN[name]
    assert deal.is_over
    assert deal.totals == totals
    said = spoken(deal)
    position = 0
    for line in expected_lines:
        assert line in said[position:], "%r not said (after position %d)" % (line, position)
        position = said.index(line, position) + 1


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_round_trip(name):
    deal = load((HERE / name).read_text(encoding="utf-8"))
    text = dump(deal)
    again = load(text)
    assert dump(again) == text
    assert again.events == deal.events
    assert again.history == deal.history
    assert again.annotations == deal.annotations


def test_every_golden_file_is_checked():
    assert sorted(p.name for p in HERE.glob("*.pqt")) == sorted(GOLDEN)


def _damage(name, old, new):
    text = (HERE / name).read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, reason_fragment", [
    ("Elder: AS KS QS JS TS AH", "Elder: AS KS QS JS XS AH", "unknown rank"),
    ("Talon: 8D 7D QC", "Talon: 8D QC", "it must have 8"),
    ("10. younger: good", "10. younger: equal", "sets cannot be equal"),
    ("12. younger: play 9S", "12. younger: play 7H", "must follow suit"),
    ("13. elder: play KS", "14. elder: play KS", "out of order"),
    ("Result: elder 121, younger 3", "Result: elder 120, younger 3", "replay scores"),
    ("Rules: rubicon", "Rules: rubicon +no_such_rule", "unknown variant"),
    ("3. elder: point AS KS QS JS TS", "3. elder: point AS KS QS JS TS 9D", "elder cannot call 9D: he does not hold it"),
    ("3. elder: point AS KS QS JS TS", "3. younger: point AS KS QS JS TS", "elder's turn"),
    ("Title: Elder's repique", "Titel: Elder's repique", "unknown header"),
])
def test_damaged_record_names_line_and_problem(old, new, reason_fragment):
    text = _damage("repique-elder.pqt", old, new)
    line_number = text.splitlines().index(next(l for l in text.splitlines() if l.startswith(new))) + 1
    with pytest.raises(RecordError) as caught:
        load(text)
    message = str(caught.value)
    assert caught.value.line == line_number, message
    move = new.split(".")[0]  # a refused move is named by its number too: the record's lines are numbered apart
    where = "line %d (move %s): " % (line_number, move) if move.isdigit() and "order" not in reason_fragment \
        else "line %d: " % line_number
    assert message.startswith(where), message
    assert reason_fragment in message, message


@pytest.mark.parametrize("name, old, new, reason_fragment", [
    ("cardparade-trumps.pqt", "13. younger: play 8S", "13. younger: play 7D",
     "younger must trump: he holds no clubs and holds the trumps TS 9S 8S"),
    ("cardparade-trumps.pqt", "19. elder: play 7S", "19. elder: play AD",
     "elder must trump: he holds no hearts and holds the trumps AS KS QS JS 7S"),
    ("cardparade-trumps.pqt", "15. elder: play 7H", "15. elder: play 7S", "elder must follow suit: AH was led"),
    ("cardparade-trumps.pqt", "3. younger: exchange KC", "3. younger: exchange none",
     "younger must exchange at least 1 card"),
    ("cardparade-trumps.pqt", "3. younger: exchange KC", "3. younger: trumps H", "trumps are already named: spades"),
    ("cardparade-announced-capot.pqt", "4. younger: exchange 9C", "4. younger: announce capot",
     "elder has already announced capot"),
    ("cardparade-announced-capot.pqt", "2. elder: announce capot", "2. elder: trumps H", "trumps are already named"),
])
def test_cardparade_records_refuse_what_the_rules_forbid(name, old, new, reason_fragment):
    text = _damage(name, old, new)
    line_number = text.splitlines().index(next(l for l in text.splitlines() if l.startswith(new))) + 1
    with pytest.raises(RecordError) as caught:
        load(text)
    assert caught.value.line == line_number and reason_fragment in str(caught.value), str(caught.value)


def test_trumps_named_early_show_younger_three_to_elder_only():
    deal = load((HERE / "cardparade-announced-capot.pqt").read_text(encoding="utf-8"))
    youngers_three = set(deal.talon_dealt[5:])
    assert deal.trumps == "S" and deal.capot_announced == 0
    assert youngers_three <= set(deal.view(0).talon_seen)
    assert not youngers_three & set(deal.view(1).talon_seen)
    late = load((HERE / "cardparade-trumps.pqt").read_text(encoding="utf-8"))
    assert not set(late.talon_dealt[5:]) & set(late.view(0).talon_seen)
