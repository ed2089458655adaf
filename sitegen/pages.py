"""Rendering the pages with the Jinja2 templates in site/templates."""

import json
import posixpath

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from . import runtime


class Page:
    """One HTML page; `script` names its main-thread glue in site/py (None = no Python)."""

    def __init__(self, path, template, title, script=None, engine=True, **values):
        self.path = path
        self.template = template
        self.title = title
        self.script = script
        self.engine = engine
        self.values = values

    @property
    def root(self):
        depth = self.path.count("/")
        return "../" * depth

    @property
    def config_path(self):
        return posixpath.splitext(self.path)[0] + ".mpy.json"


def environment(templates_dir):
    env = Environment(loader=FileSystemLoader(str(templates_dir)), autoescape=select_autoescape(["html"]),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["tojson_attr"] = lambda value: json.dumps(value)
    return env


def site_pages(course, base_path="/"):
    pages = [Page("index.html", "home.html", "Learn Piquet", script="home.py", engine=False,
                  lessons=course.lessons)]
    for lesson in course.lessons:
        pages.append(Page(lesson.url, "lesson.html", lesson.title, script="lesson.py", lesson=lesson,
                          library=runtime.GLUE_LIBRARY + ("deal_stepper.py",)))
    pages.append(Page("glossary.html", "glossary.html", "Glossary", terms=course.terms))
    pages.append(Page("practice.html", "practice.html", "Practice", script="table.py",
                      worker_config="practice.worker.json", table_html=_empty_table()))
    # A 404 page is served at any depth, so its links are absolute: from the site's base path.
    pages.append(Page("404.html", "404.html", "Page not found", absolute_root=base_path))
    pages.append(Page("bench/hello.html", "hello.html", "Hello", script="hello.py", engine=False,
                      library=()))
    return pages


def _empty_table():
    """The practice table before Python runs: its settings panel, from the same code the
    page runs (piquet_core.table), so the levels and variants offered are the engine's."""
    from piquet_core.table.render import render_table
    from piquet_core.table.session import Table

    return render_table(Table(), ready=False)


def render(env, page, engine_paths, chunk=None):
    """{output path: bytes} for the page and, if it runs Python, its PyScript config.

    ``chunk`` is PyScript's hashed core chunk, for the preload links (None: no preloads).
    """
    root = page.values.get("absolute_root", page.root)
    values = dict(page.values)
    values.pop("library", None)
    library = page.values.get("library", runtime.GLUE_LIBRARY)
    links = []
    if page.script and chunk:
        links = runtime.preloads(page.path, page.config_path, page.script,
                                 engine_paths if page.engine else (), library, chunk)
    html = env.get_template(page.template).render(
        page=page, title=page.title, root=root, python=page.script is not None,
        script=page.script, config=posixpath.basename(page.config_path), preloads=links, **values)
    out = {page.path: html.encode("utf-8")}
    if page.script:
        out[page.config_path] = runtime.pyscript_config(
            page.config_path, runtime.MICROPYTHON, engine=engine_paths if page.engine else None,
            library=library).encode()
    worker_config = page.values.get("worker_config")
    if worker_config:
        out[worker_config] = runtime.pyscript_config(worker_config, runtime.PYODIDE, engine="zip",
                                                     library=()).encode()
    return out
