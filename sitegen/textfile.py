"""Reading an input text file: UTF-8 only (a leading byte-order mark is accepted).

A file in another encoding fails the build with the line of its first bad byte, not a
traceback.
"""

from .errors import BuildError

BOM = b"\xef\xbb\xbf"


def read_text(path, shown=None):
    """The text of `path`; BuildError(shown, line, reason) if it is not UTF-8."""
    shown = str(path) if shown is None else shown
    data = path.read_bytes()
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise BuildError(shown, line, f"not UTF-8 text (byte 0x{data[error.start]:02x}): "
                                      "save the file as UTF-8")
