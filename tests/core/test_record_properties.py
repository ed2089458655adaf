"""Deal records over random deals: exact round trips; damage gives RecordError, never a crash."""

from hypothesis import given, settings, strategies as st

from piquet_core import RecordError, Rules
from piquet_core.players import play_random_deal
from piquet_core.record import dump, load

VARIANTS = [(), ("old_count",), ("sink_rule",), ("dealer_exchanges_first", "younger_must_exchange"),
            ("last_trick_four", "cavendish_capot")]


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**40), variant=st.sampled_from(VARIANTS))
def test_dump_load_round_trip_exactly(seed, variant):
    deal = play_random_deal(seed, Rules.from_names(variant))
    text = dump(deal)
    again = load(text)
    assert dump(again) == text
    assert again.history == deal.history
    assert again.events == deal.events
    assert again.totals == deal.totals
    assert again.rules == deal.rules


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**20), data=st.data())
def test_damaged_records_fail_cleanly(seed, data):
    lines = dump(play_random_deal(seed)).splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    how = data.draw(st.sampled_from(["delete", "swap", "garble", "truncate", "duplicate"]))
    damaged = list(lines)
    if how == "delete":
        del damaged[index]
    elif how == "swap" and index + 1 < len(damaged):
        damaged[index], damaged[index + 1] = damaged[index + 1], damaged[index]
    elif how == "garble":
        line = damaged[index]
        position = data.draw(st.integers(0, max(0, len(line) - 1)))
        damaged[index] = line[:position] + data.draw(st.sampled_from(["X", "", " ", "10", ":", "♠", "+"])) + line[position + 1:]
    elif how == "truncate":
        damaged = damaged[:index]
    else:
        damaged.insert(index, damaged[index])
    text = "\n".join(damaged) + "\n"
    try:
        deal = load(text)
    except RecordError as error:
        assert error.line is None or 1 <= error.line <= len(damaged)
        assert error.reason
        return
    # If it still loads, it is a valid record of a (possibly shorter) deal, replayed in full:
    # its score is the replay's, and a Result line, if any, matched it.
    assert dump(load(dump(deal))) == dump(deal)
