"""Build problems, reported as `path:line: reason` (the mkdocs --strict way)."""


class BuildError(Exception):
    """One problem in an input file. `line` is 1-based inside that file (0 = whole file)."""

    def __init__(self, path, line, reason):
        super().__init__(f"{path}:{line}: {reason}")
        self.path = str(path)
        self.line = line
        self.reason = reason


class BuildErrors(Exception):
    """Several BuildErrors raised together by one reader."""

    def __init__(self, errors):
        super().__init__("\n".join(str(e) for e in errors))
        self.errors = list(errors)


class Problems:
    """Collects every problem of a build so the author sees them all at once."""

    def __init__(self):
        self.items = []

    def add(self, path, line, reason):
        self.items.append(BuildError(path, line, reason))

    def extend(self, errors):
        self.items.extend(errors)

    def __bool__(self):
        return bool(self.items)

    def __len__(self):
        return len(self.items)

    def report(self):
        ordered = sorted(self.items, key=lambda e: (e.path, e.line))
        return "\n".join(str(e) for e in ordered)
