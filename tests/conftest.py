"""Shared test set-up: import paths for the site code, and the end-to-end fixtures
(the real site built once, served on 127.0.0.1, driven in Debian Chromium)."""

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# build.py's package (sitegen) and the plain browser-side modules (site/py/progress.py).
for _path in (ROOT, ROOT / "site" / "py"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from sitegen.errors import BuildErrors  # noqa: E402
from sitegen.output import build_outputs, write  # noqa: E402
from sitegen.server import serve_in_thread  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args,
            "executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    """(course, folder) of the real lessons, built the way build.py builds them."""
    out = tmp_path_factory.mktemp("site")
    try:
        course, outputs = build_outputs(ROOT, ROOT / "lessons")
    except BuildErrors as exc:
        pytest.fail("the site does not build:\n" + "\n".join(str(e) for e in exc.errors))
    write(outputs, out)
    return course, out


@pytest.fixture(scope="session")
def site_url(built_site):
    server, url = serve_in_thread(built_site[1])
    yield url
    server.shutdown()
    server.server_close()


# A hand of card buttons is one Tab stop (roving tabindex, both card tables): the script that
# lists the cards in the Tab order under ``root`` (a selector), and (key, the card it lands
# on) along a hand of 12: the arrows wrap, Home and End go to the ends.
def tab_stops(root):
    return ("() => [...document.querySelectorAll('%s button[data-card]')]"
            ".filter(b => b.getAttribute('tabindex') === '0').map(b => b.dataset.card)" % root)


ROVE_KEYS = [("ArrowRight", 1), ("End", 11), ("ArrowRight", 0), ("ArrowLeft", 11), ("Home", 0),
             ("ArrowDown", 1), ("ArrowUp", 0), ("ArrowRight", 1), ("ArrowRight", 2)]


class PageWatch:
    """Console errors, uncaught exceptions and requests leaving 127.0.0.1, seen by a page."""

    def __init__(self, page, base):
        self.errors = []
        self.off_site = []
        origin = base.rstrip("/")
        page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))

        def on_request(request):
            url = request.url
            if not (url.startswith(origin + "/") or url.startswith("blob:" + origin) or url.startswith("data:")):
                self.off_site.append(url)

        page.context.on("request", on_request)

    def assert_clean(self):
        assert self.errors == [], self.errors
        assert self.off_site == [], self.off_site


@pytest.fixture()
def watch(page, site_url):
    return PageWatch(page, site_url)


def pytest_collection_modifyitems(config, items):
    """``./dev test`` runs the suite on two pytest-xdist workers (``--dist loadgroup``):
    every browser test goes to one of them, one after another as before, while the other
    runs the unit, build and MicroPython tests. Two Chromiums at once on a two-core machine
    would make the tests that time a page compete with each other."""
    browser = pytest.mark.xdist_group("browser")
    for item in items:
        if item.get_closest_marker("e2e") is not None:
            item.add_marker(browser)
