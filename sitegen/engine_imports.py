"""What the engine's modules import, read from their source (``ast``): which modules a
page's bundle must carry (``closure``) and the order a page compiles them in
(``compile_order``), so both come from the one place that knows the imports.

Names are paths inside the package (``"deal.py"``, ``"opponent/club.py"``); only
relative imports (``from .x import y``, ``from .. import z``) are engine imports.
"""

import ast


def imported(sources, name, nodes):
    """The modules of ``sources`` that the import statements among ``nodes`` (of module
    ``name``) name: a module, a package's ``__init__.py``, or a package's submodule."""
    folder = name.rsplit("/", 1)[0] if "/" in name else ""
    found = []
    for node in nodes:
        if not isinstance(node, ast.ImportFrom) or not node.level:
            continue
        base = folder.split("/") if folder else []
        base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
        target = "/".join(base + (node.module.split(".") if node.module else []))
        prefix = target + "/" if target else ""
        for candidate in [target + ".py", prefix + "__init__.py"] + [prefix + alias.name + ".py"
                                                                    for alias in node.names]:
            if candidate in sources:
                found.append(candidate)
    return found


def top_level(tree):
    """The module-level statements, inside module-level if/try blocks too (what runs
    when the module is imported), in source order."""
    out = []

    def walk(nodes):
        for node in nodes:
            out.append(node)
            if isinstance(node, (ast.If, ast.Try)):
                walk(node.body + node.orelse + getattr(node, "finalbody", []) +
                     [line for handler in getattr(node, "handlers", []) for line in handler.body])
    walk(tree.body)
    return out


def package_of(name):
    """The ``__init__.py`` of the package holding ``name`` (None for the root's own)."""
    if name == "__init__.py":
        return None
    parts = name.split("/")
    if parts[-1] == "__init__.py":
        parts = parts[:-1]
    return "/".join(parts[:-1] + ["__init__.py"])


def closure(sources, entries, exclude=()):
    """The modules ``entries`` import, directly or not, at any depth of their code
    (relative imports; ``__init__.py`` of every package on the way), less ``exclude``
    (names or folder prefixes); sorted.

    A package's ``__init__.py`` that is reached only as the folder of a module imported
    (``games/__init__.py`` for ``games.imperial_rules``) runs only its module-level code,
    so only its module-level imports are followed: the games' registry imports each game
    inside its functions, and a lesson that needs one small rule module must not carry
    every game."""
    def excluded(name):
        return any(name == item or (item.endswith("/") and name.startswith(item)) for item in exclude)

    seen, parents = set(), set()
    todo = [(name, True) for name in entries if name in sources]
    while todo:
        name, whole = todo.pop()
        if name in seen or excluded(name) or (not whole and name in parents):
            continue
        tree = ast.parse(sources[name])
        if whole:
            seen.add(name)
            parents.discard(name)
            nodes = ast.walk(tree)
        else:
            parents.add(name)
            nodes = top_level(tree)
        folder = name.rsplit("/", 1)[0] if "/" in name else ""
        if folder and folder + "/__init__.py" in sources:
            todo.append((folder + "/__init__.py", False))
        todo.extend((candidate, True) for candidate in imported(sources, name, nodes))
    return sorted(seen | parents)


def module_imports(sources, name):
    """The modules ``name`` imports when it is imported (module level), less its own
    packages' ``__init__.py`` (which Python runs before it: ``from . import x``)."""
    ancestors = set()
    package = package_of(name)
    while package is not None:
        ancestors.add(package)
        package = package_of(package)
    found = imported(sources, name, top_level(ast.parse(sources[name])))
    return [module for module in dict.fromkeys(found) if module not in ancestors and module != name]


def compile_order(sources, names):
    """``names`` (and nothing else) in the order importing them one by one finishes
    compiling them, as Python runs imports: a package's ``__init__`` before the module
    inside it (and whatever that ``__init__`` imports, within ``names``, before it ends),
    then each of the module's own imports, in source order. So each module comes after
    every module of ``names`` it imports at module level, and importing the names in
    this order compiles each one in its own step (a package's ``__init__`` that imports
    its modules compiles them in its step). Names are tried in ``names``' order."""
    wanted = set(names)
    state, order = {}, []

    def visit(name):
        if name not in wanted or name in state:
            return
        package = package_of(name)
        if package is not None:
            visit(package)
            if name in state:  # the package's __init__ imported it
                return
        state[name] = "busy"
        for module in module_imports(sources, name):
            visit(module)
        state[name] = "done"
        order.append(name)

    for name in names:
        visit(name)
    return order


def dotted(name, root="piquet_core"):
    """``"opponent/club.py"`` -> ``"piquet_core.opponent.club"``; a package's
    ``__init__.py`` is the package's name."""
    parts = [root] + name[:-len(".py")].split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def loaded_by(sources, entries, within=None):
    """The modules that importing ``entries`` runs (their module-level imports, at any
    depth, and the ``__init__.py`` of each package on the way), kept to ``within`` if
    given; in ``compile_order``."""
    seen, todo = set(), list(entries)
    while todo:
        name = todo.pop()
        if name in seen or name not in sources or (within is not None and name not in within):
            continue
        seen.add(name)
        package = package_of(name)
        todo.extend(module_imports(sources, name) + ([package] if package else []))
    return compile_order(sources, [name for name in entries if name in seen] + sorted(seen))
