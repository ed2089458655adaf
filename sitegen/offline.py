"""The service worker (site/sw.js): what it precaches, the hash of every file, the names
of its caches, and the headers it adds.

One service worker serves the whole site (one per scope). It precaches every page and
everything their Python and the practice page's worker load (configs, glue, the engine,
MicroPython, PyScript), so that after one visit every page works with no network. The
13.5 MB Pyodide runtime is cached when first used (the practice page starts its worker
when it opens), in a cache named by its own hash, so it survives new builds. Every file
is checked against its hash before it is cached, so a tab never mixes two builds.
"""

import fnmatch
import hashlib
import json

from .policy import HEADERS
from .runtime import PLUGINS_OFF

SERVICE_WORKER = "sw.js"
# Fetched (and then cached) only when used: the big runtime, the benchmark page, and the
# PyScript chunks for code editors, terminals, graphs and TOML configs, and the plugins the
# pages turn off (runtime.PLUGINS_OFF): this site uses none of them.
LAZY = (
    "vendor/pyodide/*", "bench/*",
    "vendor/pyscript/codemirror*", "vendor/pyscript/xterm*", "vendor/pyscript/index-*",
    "vendor/pyscript/pyodide_graph-*", "vendor/pyscript/toml-*", "vendor/pyscript/service-worker.js",
) + tuple("vendor/pyscript/%s-*" % name.lstrip("!") for name in PLUGINS_OFF)
# Lazy files kept in their own cache across builds while their bytes do not change.
RUNTIME = ("vendor/pyodide/*",)


def file_hash(data):
    """The first 16 hex digits of SHA-256: what sw.js computes with crypto.subtle."""
    return hashlib.sha256(data).hexdigest()[:16]


def cache_name(outputs):
    """'piquet-' + a hash of every output path and its bytes (the worker itself excluded)."""
    digest = hashlib.sha256()
    for path in sorted(outputs):
        if path == SERVICE_WORKER:
            continue
        digest.update(path.encode() + b"\0" + outputs[path] + b"\0")
    return "piquet-" + digest.hexdigest()[:16]


def _matches(path, patterns):
    return any(fnmatch.fnmatch(path, pattern) for pattern in patterns)


def precache_list(paths):
    return sorted(p for p in paths if p != SERVICE_WORKER and not _matches(p, LAZY))


def runtime_files(paths):
    return sorted(p for p in paths if _matches(p, RUNTIME))


def runtime_cache_name(outputs):
    digest = hashlib.sha256()
    for path in runtime_files(outputs):
        digest.update(path.encode() + b"\0" + file_hash(outputs[path]).encode() + b"\0")
    return "piquet-runtime-" + digest.hexdigest()[:16]


def service_worker(template, outputs):
    """The worker's source: the template with its caches, lists, hashes and headers."""
    files = {path: file_hash(data) for path, data in sorted(outputs.items()) if path != SERVICE_WORKER}
    return (template
            .replace("__CACHE_NAME__", cache_name(outputs))
            .replace("__RUNTIME_CACHE__", runtime_cache_name(outputs))
            .replace("__PRECACHE__", json.dumps(precache_list(outputs), indent=1))
            .replace("__FILES__", json.dumps(files, indent=1, sort_keys=True))
            .replace("__RUNTIME_FILES__", json.dumps(runtime_files(outputs)))
            .replace("__HEADERS__", json.dumps(HEADERS, indent=1, sort_keys=True)))
