"""The service worker: precache list, content-hashed cache name, COOP/COEP headers.

One service worker serves the whole site (one per scope): it precaches the pages and
the MicroPython runtime so that after one visit every lesson and exercise works with no
network, caches anything else it fetches (the 13.5 MB Pyodide runtime is only fetched,
and then cached, when the practice page first needs it), and adds the cross-origin
isolation headers to every response so a DOM-touching worker would get
SharedArrayBuffer on any static host.
"""

import fnmatch
import hashlib
import json

SERVICE_WORKER = "sw.js"
# Not precached: fetched (and then cached) only when actually used.
LAZY = (
    "vendor/pyodide/*", "bench/*", "*.worker.json",
    # PyScript chunks for code editors, terminals, graphs and TOML configs: this site uses none.
    "vendor/pyscript/codemirror*", "vendor/pyscript/xterm*", "vendor/pyscript/index-*",
    "vendor/pyscript/pyodide_graph-*", "vendor/pyscript/toml-*", "vendor/pyscript/service-worker.js",
)


def cache_name(outputs):
    """'piquet-' + a hash of every output path and its bytes (the worker itself excluded)."""
    digest = hashlib.sha256()
    for path in sorted(outputs):
        if path == SERVICE_WORKER:
            continue
        digest.update(path.encode() + b"\0" + outputs[path] + b"\0")
    return "piquet-" + digest.hexdigest()[:16]


def precache_list(paths):
    return sorted(p for p in paths if p != SERVICE_WORKER
                  and not any(fnmatch.fnmatch(p, pattern) for pattern in LAZY))


def service_worker(template, outputs):
    """The worker's source: the template with its cache name and precache list filled in."""
    return (template
            .replace("__CACHE_NAME__", cache_name(outputs))
            .replace("__PRECACHE__", json.dumps(precache_list(outputs), indent=1)))
