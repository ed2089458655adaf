"""The engine packs: part of piquet_core compiled to MicroPython bytecode (``.mpy``), in one
file that a page gets and unpacks into its file system before importing the engine.

Plain Python (CPython and MicroPython): the build writes packs with ``write_pack``
(sitegen/mpy_pack.py compiles the modules); a page reads one with ``unpack_file`` (a
pack its PyScript config put in its file system) or ``unpack_buffer`` (a JavaScript
ArrayBuffer, put in the file system from JavaScript: no byte passes through Python),
and the tests with ``unpack_bytes``, which the other two call.

Why bytecode: a page that compiles the engine's source spends most of its load doing it
(measured under MicroPython in Node: importing the practice table's first screen took
150-206 ms from source and 70-105 ms from ``.mpy``), and the pack is smaller than
the source (144 kB against 232 kB for the practice page).

The format, every number in ASCII::

    piquet-pack 1 NNNNNNNN\\n      (PREFIX, then the index's length in bytes, 8 digits)
    {"first": [...], "later": [...], "files": [["table/render.mpy", 4812], ...]}
    the files' bytes, one after the other, in the index's order

``first`` and ``later`` are the dotted modules in the order to import them (each after
what it imports): ``first`` what the page's first screen runs, ``later`` the rest. An
engine pack's files go in the package's folder (``PACKAGE``); a glue pack's (the
practice page's own modules, ``PRACTICE_GLUE_PACK``) in the page's folder, which its index
says with ``"folder": ""``.

>>> data = write_pack({"a.mpy": b"M1", "sub/b.mpy": b"M22"}, ["piquet_core.a"], ["piquet_core.sub.b"])
>>> written = {}
>>> unpack_bytes(data, lambda path, chunk: written.update({path: bytes(chunk)}))
(['piquet_core.a'], ['piquet_core.sub.b'])
>>> sorted(written.items())
[('piquet_core/a.mpy', b'M1'), ('piquet_core/sub/b.mpy', b'M22')]
>>> read_head("piquet-pack 2 00000012\\n")
Traceback (most recent call last):
...
ValueError: the engine pack does not start with 'piquet-pack 1 ' (it starts 'piquet-pack 2 00000')
"""

import json

# Each page's pack (the build writes them there): the puzzles' comes in its page's
# PyScript files (``unpack_file``); the lessons', the practice and the games pages fetch
# theirs as they get ready (``unpack_buffer``). The practice page also gets, in its files,
# the few modules that draw a shared link's first screen (a copy of part of its pack), so
# a link shows its cards without waiting for the pack to download and unpack.
LESSON_PACK = "py/piquet_core_lessons.pack"
PUZZLE_PACK = "py/piquet_core_puzzles.pack"
PRACTICE_PACK = "py/piquet_core_practice.pack"
GAMES_PACK = "py/piquet_core_games.pack"
PREVIEW_PACK = "py/piquet_core_preview.pack"
# The practice page's glue (site/py: the table's modules, not this one, which unpacks it):
# one file in its PyScript config instead of ten. Each file the page lists is a request
# before the page can start, and on a host that serves a few files at a time the page's
# scripts queued behind them (docs/site.md, "The practice page's glue in one pack").
PRACTICE_GLUE_PACK = "py/practice_glue.pack"
PREFIX = "piquet-pack 1 "
HEAD_SIZE = len(PREFIX) + 9          # the prefix, 8 digits and a newline
PACKAGE = "piquet_core/"             # where the files go, relative to the page's folder


def write_pack(files, first, later, folder=PACKAGE):
    """The pack's bytes: ``files`` ({path inside ``folder``: bytes}, in this order) and
    the import order (``first``, ``later``: dotted names). ``folder``: the package's (an
    engine pack) or "" (the page's own folder: a glue pack)."""
    index = {"first": list(first), "later": list(later), "files": [[path, len(files[path])] for path in files]}
    if folder != PACKAGE:
        index["folder"] = _checked_folder(folder)
    index = json.dumps(index, separators=(",", ":")).encode("utf-8")
    head = (PREFIX + "%08d\n" % len(index)).encode("ascii")
    return head + index + b"".join(files[path] for path in files)


def read_head(text):
    """The index's length, from the pack's first ``HEAD_SIZE`` bytes (as text)."""
    if not text.startswith(PREFIX) or len(text) != HEAD_SIZE or text[-1] != "\n":
        raise ValueError("the engine pack does not start with %r (it starts %r)" % (PREFIX, text[:19]))
    digits = text[len(PREFIX):-1]
    for digit in digits:
        if digit not in "0123456789":
            raise ValueError("the engine pack's index length is not a number: %r" % digits)
    return int(digits)


def _checked_folder(folder):
    """``folder`` if a pack may write there: the package's or the page's own ("")."""
    if folder not in (PACKAGE, ""):
        raise ValueError("the engine pack names a folder that is neither the package's nor the page's: %r" % (folder,))
    return folder


def read_index(text, start, total):
    """(first, later, folder, [(path in ``folder``, offset, size), ...]) from the index's
    text; ``start`` is the offset of the first file's bytes, ``total`` the pack's size.
    Raises ValueError naming what is wrong (a pack cut short, a path leaving its folder)."""
    try:
        index = json.loads(text)
        first, later, files = index["first"], index["later"], index["files"]
        folder = index.get("folder", PACKAGE)
    except (ValueError, KeyError, TypeError, AttributeError):
        raise ValueError("the engine pack's index is not readable")
    folder = _checked_folder(folder)
    placed = []
    offset = start
    for entry in files:
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], int) or entry[1] < 0:
            raise ValueError("the engine pack's index has a file entry that is not [path, size]: %r" % (entry,))
        path, size = entry
        if not isinstance(path, str) or path.startswith("/") or ".." in path.split("/"):
            raise ValueError("the engine pack names a file outside its folder: %r" % (path,))
        placed.append((path, offset, size))
        offset += size
    if offset != total:
        raise ValueError("the engine pack holds %d bytes, its index says %d" % (total, offset))
    return first, later, folder, placed


def folders(placed, folder=PACKAGE):
    """The folders the files go in (the package's first, if that is theirs), each after its
    parent."""
    found = [folder[:-1]] if folder else []
    for path, _, _ in placed:
        parts = path.split("/")
        for depth in range(1, len(parts)):
            inner = folder + "/".join(parts[:depth])
            if inner not in found:
                found.append(inner)
    return found


def unpack_bytes(data, write, mkdir=None):
    """Unpack ``data`` (bytes or a bytearray): ``mkdir(folder)`` for each folder (if
    given), then ``write(path, chunk)`` for each file, ``chunk`` a memoryview of its bytes
    (no copy); paths are relative to the page's folder. Returns (first, later)."""
    length = read_head(bytes(data[:HEAD_SIZE]).decode("ascii"))
    first, later, folder, placed = read_index(bytes(data[HEAD_SIZE:HEAD_SIZE + length]).decode("utf-8"),
                                              HEAD_SIZE + length, len(data))
    if mkdir is not None:
        for inner in folders(placed, folder):
            mkdir(inner)
    view = memoryview(data)
    for path, offset, size in placed:
        write(folder + path, view[offset:offset + size])
    return first, later


_unpacked = {}


def _write(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


def _mkdir(folder):
    import os
    try:
        os.mkdir(folder)
    except OSError:
        pass  # already there


def unpack_file(pack):
    """Unpack the pack that the page's config put beside it (``pack``: one of the paths
    above; the file is its base name), once a page. Returns (first, later)."""
    name = pack.rsplit("/", 1)[-1]
    if name not in _unpacked:
        import os
        data = bytearray(os.stat(name)[6])
        with open(name, "rb") as handle:  # read() of the whole file: 17-26 ms for 170 kB in
            got = handle.readinto(data)   # MicroPython under Node; readinto: under 1 ms
        if got != len(data):
            raise ValueError("the engine pack %s was read short (%s of %d bytes)" % (name, got, len(data)))
        _unpacked[name] = unpack_bytes(data, _write, _mkdir)
    return _unpacked[name]


def unpack_buffer(buffer, window, pack):
    """Unpack ``pack`` (one of the paths above), fetched as a JavaScript ArrayBuffer;
    (first, later).

    The buffer goes into the file system in one call from JavaScript (the interpreter's
    ``FS``, which MicroPython's loader leaves on ``globalThis.Module``), then as
    ``unpack_file``. Measured in MicroPython under Node for the practice pack: 24-36 ms,
    against 38-59 ms writing each file from JavaScript (a call through the proxies each);
    turning the bytes into Python bytes one at a time would take longer than compiling
    the source did."""
    name = pack.rsplit("/", 1)[-1]
    if name not in _unpacked:
        module = getattr(window, "Module", None)
        fs = getattr(module, "FS", None) if module is not None else None
        chunk = window.Uint8Array.new(buffer)
        if fs is not None:
            fs.writeFile(name, chunk)
        else:  # another loader: slower, the same file
            _write(name, bytes(chunk))
        unpack_file(pack)
        import os
        os.remove(name)  # unpacked: its files are what the imports read
    return _unpacked[name]
