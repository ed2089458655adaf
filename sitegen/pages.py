"""Rendering the pages with the Jinja2 templates in site/templates."""

import json
import posixpath

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from . import glossary, runtime, termlinks


class Page:
    """One HTML page; `script` names its main-thread glue in site/py (None = no Python)."""

    def __init__(self, path, template, title, script=None, engine=True, bare=False, **values):
        self.path = path
        self.bare = bare  # the benchmarks' pages: PyScript as it comes (its plugins on)
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


def lesson_index(course):
    """{slug: [number, title, url]} of every lesson: the pages' glue links a worked answer
    to the lesson that teaches its rule."""
    return {lesson.slug: [lesson.number, lesson.title, lesson.url] for lesson in course.lessons}


def more_like_this(lesson, index):
    """[(family, title)] of the puzzle families that draw on the lesson, then those that
    practise what the lesson's exercises ask, each once its level 1 can be done (``registry.LEVEL_ONE_FROM``, else the lesson the
    family draws on; ``index``: ``lesson_index``'s slug -> [number, title, url])."""
    from piquet_core.exercises.registry import FAMILIES, LEVEL_ONE_FROM, MORE_LIKE, family_info
    # first the families that draw on this very lesson (its exercises' kinds may belong to
    # another: lesson 9's two exercises sent a walk-through to "Who scores what", not to the
    # "Sinking" puzzles, lesson 10's not to "Pique and repique")
    found = [(entry[0], entry[2]) for entry in FAMILIES if entry[4] == lesson.slug]
    for ident, exercise in lesson.exercises:
        family = MORE_LIKE.get(exercise.kind)
        info = family_info(family) if family else None
        # (a course without that lesson, such as the build tests' small one, offers it)
        ready = info and index.get(LEVEL_ONE_FROM.get(family, info[4]), [0])[0] <= lesson.number
        if ready and (family, info[2]) not in found:
            found.append((family, info[2]))
    return found


def puzzle_families():
    """[(name, title, summary, lesson slug, level names)] in the registry's order."""
    from piquet_core.exercises.registry import FAMILIES
    return [(name, title, summary, lesson, levels) for name, module, title, summary, lesson, levels in FAMILIES]


# The practice page's glue (site/py), all loaded with the page, in one pack of its files
# (``runtime.glue_pack``), which ``table.py`` unpacks with ``engine_pack`` (a file of its
# own) before importing the rest: ``table.py`` imports ``pagekit`` and ``table_snapshot``;
# ``table_glue`` imports the other ``table_*`` parts and ``worker_watch``.
# Glue the practice page packs and the games page lists as a file of its own (its record viewer).
VIEWER_GLUE = ("record_viewer.py",)
TABLE_GLUE = runtime.GLUE_LIBRARY + ("table_snapshot.py", "table_state.py", "table_draw.py", "table_store.py",
                                     "table_remote.py") + VIEWER_GLUE + ("table_records.py", "table_glue.py",
                                                                          "worker_watch.py")


def site_pages(course, base_path="/"):
    index = lesson_index(course)
    from piquet_core.table.widgets import confirm_html  # (the tables' in-page question, one source)
    reset = confirm_html("reset-progress", "Forget your answers in every lesson, and your puzzle stars and streaks? "
                         "This cannot be undone.", "Keep my progress", "confirm-reset", "Yes, forget it")
    pages = [Page("index.html", "home.html", "Learn Piquet", script="home.py", engine=False, reset_html=reset,
                  lessons=course.lessons, families=puzzle_families(), lesson_index=index,
                  library=runtime.GLUE_LIBRARY + ("puzzle_stats.py",))]
    for lesson in course.lessons:
        body = termlinks.link_terms(lesson.html, course.terms, "../glossary.html", lesson.rules)
        # The lesson's engine pack is fetched by its glue (not in its files: the page is
        # ready sooner without waiting for it).
        pages.append(Page(lesson.url, "lesson.html", lesson.title, script="lesson.py", lesson=lesson, body=body,
                          bundle=runtime.LESSON_PACK, engine=False,
                          more=more_like_this(lesson, index), lesson_index=index,
                          library=runtime.GLUE_LIBRARY + ("engine_pack.py", "deal_stepper.py")))
    pages.append(Page("puzzles.html", "puzzles.html", "Puzzles", script="puzzles.py", families=puzzle_families(),
                      lesson_index=index, bundle=runtime.PUZZLE_PACK, star_streak=3,
                      library=runtime.GLUE_LIBRARY + ("engine_pack.py", "puzzle_stats.py", "puzzle_view.py")))
    pages.append(Page("glossary.html", "glossary.html", "Glossary", groups=glossary.by_letter(course.terms)))
    # The table's engine pack is fetched after the page is ready (not in its files), or
    # preloaded by static/startup.js when the page opens a link (docs/table.md).
    pages.append(Page("practice.html", "practice.html", "Practice", script="table.py", bundle=runtime.PRACTICE_PACK, engine=False,
                      library=("engine_pack.py",), glue_pack=(runtime.PRACTICE_GLUE_PACK, TABLE_GLUE),
                      worker_config="practice.worker.json", worker_config_text=runtime.pyscript_config(
                          "practice.worker.json", runtime.PYODIDE_WATCHED, engine="zip", library=()),
                      table_html=_empty_table(), preload_pack=True, glossary_terms=_json_in_script(
                          termlinks.table_terms(course.terms)),
                      link_preview=_link_preview(termlinks.table_terms(course.terms)), file_packs=(runtime.PREVIEW_PACK,)))
    # The other games: the same way, with the settings rendered here by the page's own code.
    pages.append(Page("games.html", "games.html", "Play the other games", script="games.py",
                      bundle=runtime.GAMES_PACK, engine=False, table_html=_empty_games(course), preload_pack=True,
                      library=runtime.GLUE_LIBRARY + ("engine_pack.py",) + VIEWER_GLUE))
    # A 404 page is served at any depth, so its links are absolute: from the site's base path.
    pages.append(Page("404.html", "404.html", "Page not found", absolute_root=base_path))
    pages.append(Page("bench/puzzles.html", "hello.html", "Puzzle speed", script="bench_puzzles.py",
                      bundle=runtime.PUZZLE_PACK, library=("engine_pack.py",), bare=True))
    pages.append(Page("bench/hello.html", "hello.html", "Hello", script="hello.py", engine=False,
                      library=(), bare=True))
    return pages


def _empty_table():
    """The practice table before Python runs: its settings panel, from the same code the
    page runs (piquet_core.table), so the levels and variants offered are the engine's."""
    from piquet_core.table.render import render_table
    from piquet_core.table.session import Table

    return render_table(Table(), ready=False)


def _json_in_script(data):
    """``data`` as JSON inside a <script> element (no "</" to end it early)."""
    return json.dumps(data, ensure_ascii=False).replace("</", "<\\/")


def _link_preview(table_terms):
    """The first screens a shared link shows before the engine is loaded, rendered by the
    table itself with holes for the link's seed, level and cards (``linkpreview``), and
    with the glossary terms the page gives the table (``table_terms``), which its prompts
    mark: the engine's first draw then replaces no region."""
    from piquet_core.table import termwords
    from piquet_core.table.linkpreview import template_text

    termwords.use_terms(table_terms)
    try:
        return template_text()
    finally:
        termwords.use_terms([])


def _empty_games(course):
    """The other games' table before Python runs: its settings, from piquet_core.gametable,
    linking the lessons of ``course`` that teach the games."""
    from piquet_core.gametable.render import render_page

    return render_page(None, ready=False, lessons={lesson.slug for lesson in course.lessons})


def render(env, page, chunks=None):
    """{output path: bytes} for the page and, if it runs Python, its PyScript config.

    ``chunks`` are PyScript's hashed chunks, for the preload links (None: no preloads).
    """
    root = page.values.get("absolute_root", page.root)
    values = dict(page.values)
    values.pop("library", None)
    # A link to a deal or a game waits for the engine: static/startup.js preloads the pack then.
    link_pack = None
    if values.pop("preload_pack", False):
        link_pack = posixpath.relpath(page.values["bundle"], posixpath.dirname(page.path) or ".")
    # Each page loads its own engine pack (``bundle``), in its files or fetched by its glue.
    bundle = values.pop("bundle", None)
    engine_paths = [bundle] if bundle else []
    # Packs in the page's files whatever its engine (the practice page's link preview).
    in_files = (engine_paths if page.engine else []) + list(values.pop("file_packs", ()))
    glue_pack = values.pop("glue_pack", None)  # (path, modules): the glue in one pack of its files
    if glue_pack:
        in_files.append(glue_pack[0])
    library = page.values.get("library", runtime.GLUE_LIBRARY)
    links = []
    if page.script and chunks:
        links = runtime.preloads(page.path, page.config_path, page.script, in_files, library, chunks)
    html = env.get_template(page.template).render(
        page=page, title=page.title, root=root, python=page.script is not None,
        script=page.script, config=posixpath.basename(page.config_path), preloads=links, link_pack=link_pack,
        py_config=runtime.PY_CONFIG,
        **values)
    out = {page.path: html.encode("utf-8")}
    if page.script:
        out[page.config_path] = runtime.pyscript_config(
            page.config_path, runtime.MICROPYTHON, engine=in_files or None, library=library,
            plugins_off=not page.bare).encode()
    worker_config = page.values.get("worker_config")
    if worker_config:  # (the page carries the same text: the glue starts the worker with it inline)
        out[worker_config] = page.values["worker_config_text"].encode()
    return out
