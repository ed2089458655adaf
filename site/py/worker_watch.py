"""The practice worker's start, watched: has it stalled?

Plain Python (CPython and MicroPython), tested in CPython; the glue (``table_glue``) feeds
it what the worker says and asks it, four times a second, whether the start has stalled.

A cold start of the worker (Pyodide, 13.5 MB) takes 10-16 s on a slow machine, so a plain
time limit cannot tell a slow start from a failed one within 10 s. What the worker says
(``static/pyodide_watch.mjs``, the module that loads Pyodide for it, posts each word as
``"piquet-worker: " + word``):

- ``downloading NAME`` / ``downloaded NAME``: a download starts, bytes arrive (at most
  four words a second), it ends. Any other word is a step done (``loading Pyodide``,
  ``compiled the WebAssembly``, ``loaded Pyodide``; PyScript's ``py:progress`` too).
- ``tick`` followed by the names of the downloads under way: twice a second whenever the
  worker's thread is free, from the moment that module runs until the worker's Python is
  loaded (so a word missed before the glue listens does not matter). Pyodide starts
  Python in one synchronous step (5-12 s measured here), during which nothing can be
  said; a tick after such a silence means the worker was busy, which is progress.

A failed download or compilation is not a stall: the worker rejects its start at once and
the glue says so. Stalled means one of these:

- no tick yet, and nothing heard for ``START_S`` (since the start or the last word): the
  worker or its loader never started. Making a worker takes the page's own thread, which
  the table may keep busy for seconds (an offline reload dealing at once, a slow phone),
  so this limit is the longer one: too short, and a slow start lost the expert for good;
- the worker is free (ticking) and nothing has progressed for ``STALL_S``: a download
  under way has stopped (the network), or it waits for something that will not come.

A check that comes late (the page's thread was busy for ``ALIVE_S`` or more) judges
nothing: the worker's words may still be queued behind it, unread.

And a backstop: the worker silent (busy) for ``BUSY_S``, far above the longest synchronous
step measured, since a busy worker has downloaded everything and fails loudly if it fails.

>>> watch = StartWatch(0.0)
>>> watch.stalled(19.9) is None, watch.stalled(20.0)
(True, 'the worker did not start')
"""

PREFIX = "piquet-worker: "
STALL_S = 6.0    # no progress for this long is a stall: reported within 10 s of it
START_S = 20.0   # nothing at all from the worker's loader for this long: it did not start
TICK_S = 0.5     # the worker ticks this often while its thread is free
ALIVE_S = 1.5    # a tick this recent: the worker's thread is free (three ticks missed: busy)
BUSY_S = 45.0    # the backstop for a worker busy without a word


class StartWatch:
    """What has been heard from the worker since ``started`` (seconds, any clock)."""

    def __init__(self, started):
        self.started = started
        self.progress_at = None    # the last step or bytes
        self.tick_at = None        # the last tick
        self.downloads = []        # the names of the downloads under way (the last tick's)
        self.last = None           # the last word of progress
        self.checked_at = None     # the last call of stalled()

    def heard(self, now, word):
        """The worker (or PyScript) said ``word`` at ``now``.

        >>> watch = StartWatch(0.0)
        >>> watch.heard(0.5, "downloading python_stdlib.zip")
        >>> watch.heard(0.6, "tick python_stdlib.zip pyodide.asm.wasm")
        >>> watch.downloads, watch.last
        (['python_stdlib.zip', 'pyodide.asm.wasm'], 'downloading python_stdlib.zip')
        >>> watch.heard(0.9, "downloaded python_stdlib.zip")
        >>> watch.heard(1.1, "tick pyodide.asm.wasm")
        >>> watch.downloads, watch.last, watch.progress_at
        (['pyodide.asm.wasm'], 'downloaded python_stdlib.zip', 0.9)
        """
        words = word.split()
        if words and words[0] == "tick":
            if self.tick_at is None or now - self.tick_at >= ALIVE_S:
                self.progress_at = now  # the loader has started, or is back from a long step
            self.tick_at = now
            self.downloads = words[1:]
            return
        self.progress_at = now
        self.last = word

    def stalled(self, now):
        """None while the start goes on; once it has stalled, why (a few words).

        A download that stops while the worker is free:

        >>> watch = StartWatch(0.0)
        >>> watch.heard(0.2, "loading Pyodide")
        >>> watch.heard(0.3, "downloading pyodide.asm.wasm")
        >>> for at in (0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0):
        ...     watch.heard(at, "tick pyodide.asm.wasm")
        >>> watch.stalled(6.4) is None, watch.stalled(6.5)  # 6 s after the first tick
        (True, 'pyodide.asm.wasm stopped arriving')

        A long synchronous step (no ticks) is busy, not stalled; the first tick after it
        counts as progress:

        >>> watch = StartWatch(0.0)
        >>> watch.heard(0.5, "tick")
        >>> watch.heard(1.0, "compiled the WebAssembly")
        >>> watch.heard(1.0, "tick")
        >>> watch.stalled(15.0) is None, watch.stalled(45.8) is None, watch.stalled(46.0)
        (True, True, 'the worker has been busy for 45 s without a word')
        >>> for at in range(30, 42):  # 15.0, 15.5, ... 20.5 s
        ...     watch.heard(at / 2, "tick")
        >>> watch.stalled(20.9) is None, watch.stalled(21.0)
        (True, 'the start stopped (its last step: compiled the WebAssembly)')
        """
        if self.checked_at is not None and now - self.checked_at >= ALIVE_S:
            # The page itself was busy (the table dealing, a move): the worker's words may
            # still wait in the queue behind this check, so read them before judging.
            self.checked_at = now
            return None
        self.checked_at = now
        heard = [at for at in (self.progress_at, self.tick_at) if at is not None]
        if self.tick_at is None:  # the loader has not run yet
            if now - max(heard + [self.started]) >= START_S:
                return "the worker did not start"
            return None
        if now - self.tick_at >= ALIVE_S:  # busy: it cannot say a word, nor read a byte
            if now - max(heard) >= BUSY_S:
                return "the worker has been busy for %d s without a word" % int(BUSY_S)
            return None
        since = self.progress_at if self.progress_at is not None else self.started
        if now - since < STALL_S:
            return None
        if self.downloads:
            return "%s stopped arriving" % self.downloads[-1]
        return "the start stopped (its last step: %s)" % (self.last or "none")


def word_of(message):
    """The word in a message from the worker, or None for any other message.

    >>> word_of("piquet-worker: tick"), word_of("polyscript:done"), word_of(None)
    ('tick', None, None)
    """
    if isinstance(message, str) and message.startswith(PREFIX):
        return message[len(PREFIX):]
    return None


def failure_notice(reason, stand_in, not_kept=False):
    """What the page says when the expert cannot be loaded, and what plays instead.
    ``not_kept``: the expert's runtime is not kept for offline use yet. It is kept the
    first time this page is opened online (not on a visit to another page: it is 14 MB),
    so a reload offline cannot bring it; the page says what will.

    >>> failure_notice("pyodide.asm.wasm stopped arriving", "club")
    'The expert could not be loaded (pyodide.asm.wasm stopped arriving), so the club level plays instead and the coach gives rules of thumb. Reload the page to try again.'
    >>> "saved the first time this page is opened online" in failure_notice("Failed to fetch", "club", True)
    True
    """
    if not_kept:
        text = ("The expert is not kept for offline use yet: it is saved the first time this page is opened online. "
                "Meanwhile the %s level plays instead and the coach gives rules of thumb." % (stand_in or "club"))
        return text
    text = "The expert could not be loaded (%s)" % reason
    if stand_in:
        text += ", so the %s level plays instead and the coach gives rules of thumb" % stand_in
    return text + ". Reload the page to try again."
