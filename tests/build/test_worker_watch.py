"""site/py/worker_watch.py: when the practice worker's start has stalled (the page's
watchdog), from what the worker says; a slow start is not a stalled one."""

import doctest

import worker_watch
from worker_watch import ALIVE_S, BUSY_S, STALL_S, START_S, TICK_S, StartWatch, word_of


def test_doctests():
    assert doctest.testmod(worker_watch).failed == 0


def cold_start(block):
    """A cold start as measured in Chromium here: downloads, then one synchronous step of
    ``block`` seconds without a tick, then the engine's files and the worker's Python.
    What the watchdog says at every check (four a second), to the end."""
    words = [(0.1, "loading Pyodide"), (0.1, "downloading pyodide-lock.json"),
             (0.2, "downloaded pyodide-lock.json")]
    words += [(0.5 + i * TICK_S, "tick python_stdlib.zip pyodide.asm.wasm") for i in range(4)]
    words += [(2.1, "downloaded python_stdlib.zip"), (2.5, "downloaded pyodide.asm.wasm"),
              (2.6, "compiled the WebAssembly"), (2.7, "tick")]
    end = 2.7 + block
    words += [(end, "tick"), (end + 0.1, "loaded Pyodide"), (end + 0.2, "downloading piquet_core.zip"),
              (end + 0.3, "downloaded piquet_core.zip"), (end + 0.5, "tick")]
    watch = StartWatch(0.0)
    verdicts = []
    for step in range(int((end + 1) * 4)):
        now = step / 4
        while words and words[0][0] <= now:
            watch.heard(*words.pop(0))
        verdicts.append(watch.stalled(now))
    return verdicts


def test_a_slow_cold_start_never_stalls():
    for block in (5.0, 12.0, 30.0, BUSY_S - 1):
        assert set(cold_start(block)) == {None}, block
    assert "the worker has been busy for %d s without a word" % int(BUSY_S) in cold_start(BUSY_S + 1)  # the backstop


def test_a_download_that_stops_is_stalled_within_10_s():
    watch = StartWatch(0.0)
    watch.heard(0.2, "loading Pyodide")
    watch.heard(0.3, "downloading pyodide.asm.wasm")
    at, found = 0.3, None
    while found is None:
        at += TICK_S
        watch.heard(at, "tick pyodide.asm.wasm")
        found = watch.stalled(at)
    assert found == "pyodide.asm.wasm stopped arriving"
    assert at - 0.3 < 10 and at - 0.3 >= STALL_S


def test_a_worker_never_heard_from_or_waiting_for_nothing_is_stalled():
    assert StartWatch(10.0).stalled(10.0 + START_S) == "the worker did not start"
    watch = StartWatch(0.0)
    watch.heard(0.5, "Loading Pyodide")  # PyScript's word, and then nothing: its loader never ran
    assert watch.stalled(0.5 + START_S - 0.1) is None
    assert watch.stalled(0.5 + START_S) == "the worker did not start"
    watch = StartWatch(0.0)
    watch.heard(0.5, "loaded Pyodide")
    for step in range(1, 20):
        watch.heard(0.5 + step * TICK_S, "tick")
    assert watch.stalled(0.5 + STALL_S) is None  # the first tick (at 1.0) was progress: the loader ran
    assert watch.stalled(1.0 + STALL_S) == "the start stopped (its last step: loaded Pyodide)"


def test_a_late_tick_is_progress_but_a_late_check_is_not_a_stall():
    watch = StartWatch(0.0)
    watch.heard(0.5, "tick")
    watch.heard(0.5 + ALIVE_S + 5, "tick")   # back from a long step
    assert watch.progress_at == 0.5 + ALIVE_S + 5
    assert watch.stalled(0.5 + ALIVE_S + 5.5) is None


def test_only_the_workers_words_are_read():
    assert word_of("piquet-worker: downloaded x.zip") == "downloaded x.zip"
    assert word_of("polyscript:done") is None and word_of(42) is None


def checked_four_times_a_second(watch, words, until, busy=()):
    """The glue's loop: every quarter second, the words that arrived, then a check; a
    ``busy`` (start, end) span of the page's thread delays both the words and the checks."""
    verdicts, now = [], 0.0
    while now <= until:
        for start, end in busy:
            if start <= now < end:
                now = end  # the page's thread comes back: the check runs first, words wait
        verdicts.append(watch.stalled(now))
        while words and words[0][0] <= now:
            watch.heard(now, words.pop(0)[1])
        now += 0.25
    return verdicts


def test_a_start_slowed_by_a_busy_page_is_not_a_stall():
    # The loader's first tick at 7 s: a slow start, within START_S, not a failure.
    words = [(7.0 + i * TICK_S, "tick pyodide.asm.wasm") for i in range(10)]
    assert set(checked_four_times_a_second(StartWatch(0.0), list(words), 12.0)) == {None}
    # A download under way, then the page busy for 8 s: the ticks queued meanwhile are read
    # after the late check, which judges nothing.
    words = [(0.1, "downloading pyodide.asm.wasm")] + [(0.5 + i * TICK_S, "tick pyodide.asm.wasm") for i in range(40)]
    words.insert(20, (9.8, "downloaded pyodide.asm.wasm"))
    words.sort()
    assert set(checked_four_times_a_second(StartWatch(0.0), words, 14.0, busy=[(2.0, 10.0)])) == {None}


def test_a_late_check_then_a_real_stall_is_still_found():
    watch = StartWatch(0.0)
    watch.heard(0.2, "downloading pyodide.asm.wasm")
    watch.heard(0.5, "tick pyodide.asm.wasm")
    assert watch.stalled(0.5) is None
    assert watch.stalled(9.0) is None          # late: judges nothing
    at, found = 9.0, None
    while found is None and at < 30:
        at += TICK_S
        watch.heard(at, "tick pyodide.asm.wasm")  # the first, after the page's silence, is progress
        found = watch.stalled(at + 0.01)
    assert found == "pyodide.asm.wasm stopped arriving"
    assert 9.5 + STALL_S <= at < 9.5 + STALL_S + 1
