"""The CSP has one source (sitegen.policy) used by every page, the dev server and sw.js;
the service worker precaches everything the pages and the practice worker load, with a
hash per file, and nothing points at a CDN."""

import json
import re
from pathlib import Path

import pytest

from sitegen import offline, policy, runtime
from sitegen.output import build_outputs
from sitegen.server import HEADERS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def outputs():
    return build_outputs(ROOT, ROOT / "lessons")[1]


def sw_constant(outputs, name):
    text = outputs["sw.js"].decode()
    match = re.search(rf"^const {name} = (.*?);$", text, re.S | re.M)
    return json.loads(match.group(1))


def test_every_page_carries_the_one_policy(outputs):
    pages = [path for path in outputs if path.endswith(".html")]
    assert len(pages) > 20
    for path in pages:
        html = outputs[path].decode()
        found = re.findall(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', html)
        assert found == [policy.CSP.replace("'", "&#39;")] or found == [policy.CSP], path
        head = html[:html.index("</head>")]
        assert "<style" not in head.replace("<noscript>", "").split("</noscript>")[-1], path
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html.split("</head>")[0]), f"{path}: inline script"


def test_the_policy_is_strict_and_names_only_what_the_runtimes_need():
    parts = dict(part.split(" ", 1) for part in policy.CSP.split("; "))
    assert parts["default-src"] == "'self'"
    assert parts["script-src"] == "'self' 'wasm-unsafe-eval' 'unsafe-eval'"
    assert parts["worker-src"] == "'self' blob:"
    assert parts["object-src"] == "'none'" and parts["base-uri"] == "'none'"
    assert "unsafe-inline" not in policy.CSP and "http" not in policy.CSP


def test_server_and_service_worker_send_the_same_headers(outputs):
    assert HEADERS["Content-Security-Policy"] == policy.CSP
    assert sw_constant(outputs, "HEADERS") == policy.HEADERS


def test_the_worker_config_and_everything_it_names_are_kept_offline(outputs):
    precache = set(sw_constant(outputs, "PRECACHE"))
    runtime_files = set(sw_constant(outputs, "RUNTIME_FILES"))
    configs = [path for path in outputs if path.endswith((".mpy.json", ".worker.json"))
               and not path.startswith("bench/")]  # the benchmark page is not kept offline
    assert "practice.worker.json" in configs
    for path in configs:
        assert path in precache, f"{path} is not precached: offline, PyScript would fall back to a CDN"
        config = json.loads(outputs[path])
        folder = path.rpartition("/")[0]
        named = [config["interpreter"]] + list(config["files"])
        for url in named:
            assert not re.match(r"^[a-z]+:|^//", url), f"{path}: {url}"
            target = str(Path(folder, url)).replace("\\", "/") if folder else url
            target = re.sub(r"[^/]+/\.\./", "", target)
            assert target in outputs, f"{path}: {url} is not in the site"
            assert target in precache or target in runtime_files, f"{path}: {url} would not be kept offline"
    assert {path for path in outputs if path.startswith("vendor/pyodide/")} == runtime_files


def test_pages_turn_off_the_plugins_they_never_use_and_the_bare_page_keeps_them(outputs):
    """PyScript imports every plugin not turned off, for each script type, before a page's
    script runs: the site's pages turn off the ones it never uses for both types (the mpy
    config, and a <py-config> for the worker's py type), and preload the one left, the
    error plugin; the benchmarks' bare page stays PyScript as it comes (docs/site.md)."""
    pages = [path for path in outputs if path.endswith(".html") and not path.startswith("bench/")
             and "data-python=\"loading\"" in outputs[path].decode()]
    assert "practice.html" in pages and "lessons/sets.html" in pages
    core, error = runtime.pyscript_chunks(ROOT)
    for path in pages:
        html = outputs[path].decode()
        config = json.loads(outputs[path[:-len(".html")] + ".mpy.json"])
        assert config["plugins"] == list(runtime.PLUGINS_OFF), path
        found = re.findall(r"<py-config type=\"json\" hidden>(.*?)</py-config>", html)
        assert [json.loads(text.replace("&#34;", '"')) for text in found] == [{"plugins": list(runtime.PLUGINS_OFF)}], path
        assert html.count('rel="modulepreload" href="%s%s"' % ("../" * path.count("/"), error)) == 1, path
    assert "plugins" not in json.loads(outputs["bench/hello.mpy.json"])
    assert "py-config" not in outputs["bench/hello.html"].decode()
    precache = set(sw_constant(outputs, "PRECACHE"))
    assert error in precache and core in precache
    turned_off = [path for path in outputs if re.match(r"vendor/pyscript/(py-editor|donkey|py-game|py-terminal|"
                                                       r"deprecations-manager)-", path)]
    assert len(turned_off) == 5 and not precache & set(turned_off)


def test_every_file_has_its_hash_in_the_service_worker(outputs):
    files = sw_constant(outputs, "FILES")
    assert set(files) == set(outputs) - {"sw.js"}
    for path, digest in files.items():
        assert digest == offline.file_hash(outputs[path]), path


def test_a_new_build_keeps_the_runtime_cache(tmp_path):
    import shutil
    lessons = tmp_path / "lessons"
    shutil.copytree(ROOT / "tests" / "build" / "fixtures" / "lessons", lessons)
    first = build_outputs(ROOT, lessons)[1]
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\nOne more line.\n")
    second = build_outputs(ROOT, lessons)[1]
    assert offline.cache_name(first) != offline.cache_name(second)
    assert offline.runtime_cache_name(first) == offline.runtime_cache_name(second)
    assert runtime.PYODIDE.startswith("vendor/pyodide/")
