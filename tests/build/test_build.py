"""The build: real lessons render, bad input fails with file:line, output stays on-site."""

import posixpath
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sitegen.errors import BuildErrors
from sitegen.lessons import read_lesson
from sitegen.output import build_outputs

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
FIXTURE = Path(__file__).parent / "fixtures" / "lessons"
LESSON_FILES = sorted(LESSONS.glob("*.md"))


@pytest.mark.parametrize("path", LESSON_FILES, ids=[p.name for p in LESSON_FILES])
def test_every_lesson_renders(path):
    lesson = read_lesson(path, LESSONS)
    assert lesson.title and lesson.html
    assert not lesson.errors, "\n".join(str(e) for e in lesson.errors)


def test_the_real_site_builds():
    course, outputs = build_outputs(ROOT, LESSONS)
    assert len(course.lessons) == len(LESSON_FILES)
    for lesson in course.lessons:
        assert lesson.url in outputs


def test_the_site_menu_marks_the_page_you_are_on():
    """No menu link said which page was open (walk-through, for screen readers)."""
    course, outputs = build_outputs(ROOT, LESSONS)
    for path in ("index.html", "glossary.html", "puzzles.html", "practice.html", "games.html"):
        menu = outputs[path].decode().split('<nav class="site-nav"')[1].split("</nav>")[0]
        assert re.findall(r'<a href="([^"]+)" aria-current="page">', menu) == [path], path
    lesson = outputs[course.lessons[0].url].decode().split('<nav class="site-nav"')[1].split("</nav>")[0]
    assert "aria-current" not in lesson


def test_the_home_page_and_lesson_12_point_a_newcomer_to_the_practice_table():
    """Nothing pointed a newcomer to the practice table: after lesson 4 the home page offered
    only the next lesson, and the table asked for what lessons 5-12 teach (a walk-through)."""
    course, outputs = build_outputs(ROOT, LESSONS)
    home = outputs["index.html"].decode()
    play = home.split("<h2>Play a deal</h2>")[1].split("</p>")[0]
    lesson = [item for item in course.lessons if item.slug == "cards-and-capot"][0]
    assert "read up to lesson %d, \u201c%s\u201d" % (lesson.order, lesson.title) in play
    assert 'href="practice.html"' in play and "the Beginner" in play
    assert 'href="../practice.html"' in outputs[lesson.url].decode()


def test_every_stylesheet_of_every_page_is_in_its_head():
    """A stylesheet linked in the body stops the parser until it arrives, and the page is
    laid out twice (measured on the practice page: the HTML parsed at 170-300 ms instead
    of 80-100, before PyScript's script could run)."""
    course, outputs = build_outputs(ROOT, LESSONS)
    pages = [name for name in outputs if name.endswith(".html")]
    assert "practice.html" in pages and "games.html" in pages
    for name in pages:
        page = outputs[name].decode()
        body = page[page.index("</head>"):]
        assert 'rel="stylesheet"' not in body, name


@pytest.fixture()
def lessons(tmp_path):
    """A writable copy of the fixture lessons."""
    target = tmp_path / "lessons"
    shutil.copytree(FIXTURE, target)
    return target


def build_errors(lessons):
    with pytest.raises(BuildErrors) as caught:
        build_outputs(ROOT, lessons)
    return [str(error) for error in caught.value.errors]


def test_fixture_builds_every_block(lessons):
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    assert 'aria-label="Elder&#x27;s hand"' in page
    assert "ace of spades" in page and "card--red" in page
    assert "What this hand holds" in page and "Declarations compared" in page
    assert page.count('class="exercise"') == 2
    assert '<fieldset class="exercise__fieldset" disabled>' in page


def replace_line(path, old, new):
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return text[:text.index(old)].count("\n") + 1


@pytest.mark.parametrize("old, new, reason", [
    ("cards: AS KS QS JS TS 9H 8H 7H AD KD QD JD", "cards: AS KS QS JS TS 9H 8H 7H AD KD QD XD", "unknown rank 'X'"),
    ("caption: Elder's hand", "colour: red", "unknown key 'colour'"),
    ("show: declarations", "show: everything", "show must be 'declarations'"),
    ("class: point", "class: trick", "class: must be point, sequence or set"),
    ("hand: AS KS QS JS 9S AH KH 7D 8D 9D AC KC", "hand: AS KS QS JS 9S AH KH 7D 8D 9D AC AS", "twice"),
    ("younger: 9S 8S 7S JH TH 9H 8H 7H QD JD TD 9D\nclass", "younger: AS 8S 7S JH TH 9H 8H 7H QD JD TD 9D\nclass",
     "AS is in both hands"),
    ("ask: point", "ask: riddle", "unknown kind 'riddle'"),
    ("order: 1", "order: first", "order must be a whole number"),
    ("terms: pique", "terms: pique, piquet", "unknown glossary term 'piquet'"),
    ("summary: Every kind of block, for the build tests.", "sumary: typo", "unknown front matter key 'sumary'"),
    ("expect: point elder,", "expect: point younger,", "the lesson expects point: younger, but the engine says point: elder"),
    ("expect: point elder,", "expect: point everyone,", "write '<point|"),
])
def test_a_mistake_fails_with_file_and_line(lessons, old, new, reason):
    path = lessons / "01-fixture.md"
    line = replace_line(path, old, new)
    errors = build_errors(lessons)
    assert any(f"01-fixture.md:{line}: " in e and reason in e for e in errors), errors


def test_unclosed_block_and_duplicate_order(lessons):
    (lessons / "02-second.md").write_text(
        "---\ntitle: Second\norder: 1\nsummary: Again.\n---\n\nText with pique.\n\n```hand\ncards: AS\n")
    errors = build_errors(lessons)
    assert any("02-second.md:3: duplicate order 1" in e for e in errors), errors
    assert any("02-second.md:9: hand block is never closed" in e for e in errors), errors


def test_glossary_terms_must_be_introduced_and_used(lessons):
    with open(lessons / "glossary.toml", "a") as glossary:
        glossary.write('\n[[term]]\nname = "capot"\nmeans = "All twelve tricks."\n')
    errors = build_errors(lessons)
    assert any("glossary.toml:7: glossary term 'capot' is introduced by no lesson" in e for e in errors), errors
    assert any("glossary.toml:7: glossary term 'capot' is used in no lesson's text" in e for e in errors), errors


def test_deal_block_reports_a_missing_record(lessons):
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```deal\nrecord: deals/none.pqt\n```\n")
    line = len(path.read_text().split("\n")) - 2
    errors = build_errors(lessons)
    assert any(f"01-fixture.md:{line}: deal block" in e for e in errors), errors



def test_a_hands_block_shows_a_records_hands_after_its_exchange(lessons):
    """A lesson's questions on a recorded deal showed none of its hands (a walk-through of
    lesson 13): a hands block may name the record instead of copying its cards."""
    import shutil as copier
    from piquet_core.record import load
    (lessons / "deals").mkdir(exist_ok=True)
    copier.copy(ROOT / "lessons" / "deals" / "counting-drill.pqt", lessons / "deals" / "drill.pqt")
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```hands\nrecord: deals/drill.pqt\ncaption: The drill.\n```\n")
    course, outputs = build_outputs(ROOT, lessons)
    page = next(text.decode() for name, text in outputs.items() if name.endswith(".html") and "The drill." in
                text.decode())
    figure = page[page.rindex('<figure class="hands-figure">', 0, page.index("The drill.")):page.index("The drill.")]
    deal = load((ROOT / "lessons" / "deals" / "counting-drill.pqt").read_text())
    shown = re.findall(r'data-card="(\w\w)"', figure)
    assert shown == [card.code for card in deal.declared_hands[0] + deal.declared_hands[1]], shown
    path.write_text(path.read_text() + "\n```hands\nrecord: deals/drill.pqt\nelder: AS\n```\n"
                    "\n```hands\ncaption: Nothing.\n```\n")
    errors = build_errors(lessons)
    assert any("hands block: elder comes from the record" in e for e in errors), errors
    assert any("hands block: give elder and younger, or a record" in e for e in errors), errors

def _session_record(seed=4, finished=True):
    from piquet_core.games.ecrire import Ecrire
    from piquet_core.games.ecrire_record import dump
    from piquet_core.players import RandomPlayer, play_deal
    session = Ecrire(3, seed)
    if finished:
        play_deal(session, [RandomPlayer(seed)] * 3)
    return session, dump(session)


def test_session_block_renders_the_sheet_from_the_engine(lessons):
    session, text = _session_record()
    (lessons / "deals").mkdir(exist_ok=True)
    (lessons / "deals" / "session.pqt").write_text(text)
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```session\nrecord: deals/session.pqt\ncaption: Three at the table\n```\n")
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    sheet = page[page.index('<figure class="session">'):]
    assert "Three at the table" in sheet and sheet.count('<tr><th scope="row">') == 6 + 2
    result = session.result()
    totals = "".join("<td>%d</td>" % total for total in result["totals"].values())
    points = "".join("<td>%+d</td>" % total for total in result["game_points"].values())
    assert totals in sheet and points in sheet and sheet.count("sat out") == 6
    assert "%s wins the session" % result["winners"][0].capitalize() in sheet or "share the win" in sheet


@pytest.mark.parametrize("record, reason", [
    ("Seed: 3\n", "is not a Piquet à Écrire session"),
    (None, "the session is not finished"),
    ("Game: ecrire\nPlayers: 2\nSeed: 3\n", "line 2: Piquet à Écrire needs 3 to 8 players"),
])
def test_session_block_refuses_what_is_not_a_finished_session(lessons, record, reason):
    (lessons / "deals").mkdir(exist_ok=True)
    (lessons / "deals" / "session.pqt").write_text(record if record is not None else _session_record(
        finished=False)[1])
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```session\nrecord: deals/session.pqt\n```\n")
    line = len(path.read_text().split("\n")) - 2
    errors = build_errors(lessons)
    assert any(f"01-fixture.md:{line}: session block" in e and reason in e for e in errors), errors

def _game_record(name, seed=3, finished=True):
    from piquet_core.games import dump_record, new_game, play_random
    game = play_random(name, seed) if finished else new_game(name, seed)
    return game, dump_record(game)


def _add_game_deal(lessons, text, extra=""):
    (lessons / "deals").mkdir(exist_ok=True)
    (lessons / "deals" / "game.pqt").write_text(text)
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\n```game-deal\nrecord: deals/game.pqt\n%s```\n" % extra)
    return path


@pytest.mark.parametrize("name", ["normand", "voleur"])
def test_game_deal_block_renders_a_table_deal_from_the_engine(lessons, name):
    game, text = _game_record(name)
    _add_game_deal(lessons, text, "caption: At the table\n")
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    block = page[page.index('<figure class="deal game-deal">'):]
    block = block[:block.index("</figure>")]
    assert "At the table" in block
    for seat in game.seats:  # every card dealt, as a tile
        for card in game.dealt[seat]:
            assert 'data-card="%s"' % card.code in block
    tricks = block[block.index('class="game-deal__tricks"'):]
    assert tricks[:tricks.index("</tbody>")].count('<tr><th scope="row">') == game.trick_count
    totals = "".join("<td>%d</td>" % total for total in game.totals)
    assert '<tfoot><tr><th scope="row">Total</th>%s</tr>' % totals in block
    result = game.result()
    assert ", ".join("%s %d" % item for item in result["totals"].items()) in block
    assert "Point of" in block or "No point" in block


def test_game_deal_block_renders_a_deal_of_an_imperial_game(lessons):
    game, text = _game_record("imperial", 21)
    _add_game_deal(lessons, text, "deal: 2\n")
    course, outputs = build_outputs(ROOT, lessons)
    page = outputs["lessons/fixture.html"].decode()
    block = page[page.index('<figure class="deal game-deal">'):]
    block = block[:block.index("</figure>")]
    dealer, (elder_cards, dealer_cards, turnup), _ = game.deals[1]
    for card in elder_cards + dealer_cards + (turnup,):
        assert 'data-card="%s"' % card.code in block
    chips = game.chips_after(1)
    assert "Chips after the deal: player 1: %d red, %d white; player 2: %d red, %d white." % (
        chips[0][0], chips[0][1], chips[1][0], chips[1][1]) in block
    assert "wins" in block and " TH " not in block


@pytest.mark.parametrize("record, extra, key, reason", [
    ("Seed: 3\n", "", "record", "is not a record of Piquet Normand, Piquet Voleur, Imperial"),
    (None, "", "record", "the deal is not finished"),
    ("Game: normand\nSeed: x\n", "", "record", "line 2"),
    ("normand", "deal: 2\n", "deal", "'deal' is for the games of several deals"),
    ("imperial", "deal: 99\n", "deal", "deal must be a number from 1 to"),
])
def test_game_deal_block_refuses_a_bad_record_naming_file_and_line(lessons, record, extra, key, reason):
    if record is None:
        text = _game_record("voleur", finished=False)[1]
    elif record in ("normand", "imperial"):
        text = _game_record(record)[1]
    else:
        text = record
    path = _add_game_deal(lessons, text, extra)
    lines = path.read_text().split("\n")
    line = max(index for index, text in enumerate(lines, 1) if text.startswith(key + ": "))
    errors = build_errors(lessons)
    assert any(f"01-fixture.md:{line}: game-deal block" in e and reason in e for e in errors), (line, errors)


def test_cli_fails_with_exit_1_and_writes_nothing(lessons, tmp_path):
    replace_line(lessons / "01-fixture.md", "show: comparison", "show: nonsense")
    out = tmp_path / "out"
    result = subprocess.run([sys.executable, str(ROOT / "build.py"), "--lessons", str(lessons), "--out", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert "01-fixture.md:" in result.stderr and "show must be 'comparison'" in result.stderr
    assert not out.exists()


OFF_SITE = re.compile(r"""(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}""", re.I)
SVG_NAMESPACE = 'xmlns="http://www.w3.org/2000/svg"'
LOADERS = re.compile(r"""(?:<script[^>]*\ssrc|<link[^>]*\shref|<img[^>]*\ssrc|import|fetch|url)\s*[=(]?\s*["']?(https?:)?//""", re.I)


def test_output_has_no_url_outside_the_site():
    course, outputs = build_outputs(ROOT, LESSONS)
    for path, data in outputs.items():
        if path.startswith("vendor/") or not path.endswith((".html", ".js", ".css", ".json", ".py", ".svg")):
            continue
        text = data.decode("utf-8").replace(SVG_NAMESPACE, "")
        assert not OFF_SITE.search(text), f"{path}: {OFF_SITE.search(text).group(0)}"


def test_vendor_files_never_load_from_elsewhere_by_our_markup():
    """Vendor code may mention URLs, but nothing we write points a loader at them."""
    course, outputs = build_outputs(ROOT, LESSONS)
    for path, data in outputs.items():
        if path.endswith((".html", ".js", ".css")) and not path.startswith("vendor/"):
            assert not LOADERS.search(data.decode("utf-8")), path


def test_service_worker_cache_name_follows_the_content(lessons):
    _, first = build_outputs(ROOT, lessons)
    path = lessons / "01-fixture.md"
    path.write_text(path.read_text() + "\nOne more line.\n")
    _, second = build_outputs(ROOT, lessons)
    name = re.compile(rb'const CACHE = "(piquet-[0-9a-f]+)"')
    assert name.search(first["sw.js"]).group(1) != name.search(second["sw.js"]).group(1)
    precache = re.search(r"^const PRECACHE = (.*?);$", first["sw.js"].decode(), re.S | re.M).group(1)
    assert '"lessons/fixture.html"' in precache and '"vendor/micropython/micropython.wasm"' in precache
    assert "vendor/pyodide" not in precache  # cached when first used


def test_page_configs_resolve_against_the_page():
    course, outputs = build_outputs(ROOT, LESSONS)
    import json
    lesson = course.lessons[0]
    config = json.loads(outputs[lesson.url.replace(".html", ".mpy.json")])
    assert config["interpreter"] == "../vendor/micropython/micropython.mjs"
    assert config["files"]["../py/engine_pack.mpy"] == "./engine_pack.mpy"
    assert not any(path.endswith(".pack") for path in config["files"])  # fetched once the page is ready
    worker = json.loads(outputs["practice.worker.json"])
    assert worker["files"]["py/piquet_core.zip"] == "./*"
    # Pyodide through its watched loader, which finds Pyodide's own files beside pyodide.mjs.
    assert worker["interpreter"] == "static/pyodide_watch.mjs"
    loader = outputs["static/pyodide_watch.mjs"].decode()
    targets = re.findall(r'(?:from |new URL\()"(\.\./[^"]+)"', loader)
    assert len(targets) == 2, targets
    for target in targets:
        path = posixpath.normpath(posixpath.join("static", target))
        assert path in outputs or path.rstrip("/") + "/pyodide.mjs" in outputs, target


def pack_files(data):
    """{path inside the package, as its source ("deal.py"): bytecode} of a pack."""
    import engine_pack
    files = {}
    engine_pack.unpack_bytes(data, lambda path, chunk: files.__setitem__(path, bytes(chunk)))
    return {path[len(engine_pack.PACKAGE):-len(".mpy")] + ".py": code for path, code in files.items()}


def test_the_lessons_pack_carries_the_lessons_engine_compiled(tmp_path):
    """The lessons' pack: every piquet_core module the lesson pages import (the exercise
    kinds and the deal stepper; not the puzzles, the table or the opponent), each the
    bytecode of its own source file."""
    from sitegen import mpy_pack, runtime
    course, outputs = build_outputs(ROOT, LESSONS)
    files = pack_files(outputs[runtime.LESSON_PACK])
    sources = {name: path.read_text() for name, path in runtime.engine_sources(ROOT).items()}
    expected = runtime.closure(sources, runtime.LESSON_ENTRIES, exclude=runtime.PUZZLES_ONLY + ("opponent/",))
    assert sorted(files) == expected
    assert "exercises/calls.py" in files and "table/stepper.py" in files
    assert "exercises/sinking.py" not in files and "table/session.py" not in files
    # every exercise kind's module (a hand-kept list once left out a new kind's, whose
    # exercises then said "no module named" on the page)
    from piquet_core.exercises.registry import KINDS
    assert set("exercises/%s.py" % entry[0] for entry in KINDS.values()) <= set(files)
    compiled = mpy_pack.compile_modules({name: sources[name] for name in ("cards.py", "exercises/calls.py")})
    assert files["cards.py"] == compiled["cards.mpy"] and files["exercises/calls.py"] == compiled["exercises/calls.mpy"]


def test_puzzles_pack_adds_the_puzzle_families_and_the_club_player():
    """The puzzles page's pack: the lessons' engine, every puzzle module, and the opponent
    modules the club level and the coach's exchange evaluation load (not the match, not the coach's page)."""
    from sitegen import runtime
    course, outputs = build_outputs(ROOT, LESSONS)
    written = set(pack_files(outputs[runtime.PUZZLE_PACK]))
    assert set(runtime.PUZZLES_ONLY) <= written
    assert {"exercises/calls.py", "exercises/registry.py"} <= written
    if (ROOT / "piquet_core" / "opponent" / "club.py").is_file():
        assert {"opponent/__init__.py", "opponent/club.py", "opponent/evalexchange.py"} <= written
        assert "opponent/match.py" not in written and "opponent/coach.py" not in written
    page = outputs["puzzles.html"].decode()
    assert "piquet_core_puzzles.pack" in page and "piquet_core_lessons.pack" not in page


def test_practice_pack_carries_what_the_table_compiles_and_deals_a_link_alone(tmp_path, monkeypatch):
    """The practice page's pack: every module its glue imports (the index's first and
    later), compiled to bytecode; with their sources alone (CPython cannot run the
    bytecode: tests/portability runs the pack itself under MicroPython) a shared link is
    dealt, drawn and the club moves; not the worker's expert, coach and solver, the other
    games or the exercises."""
    import engine_pack
    from sitegen import mpy_pack, runtime
    course, outputs = build_outputs(ROOT, LESSONS)
    files = {}
    first, later = engine_pack.unpack_bytes(outputs[runtime.PRACTICE_PACK], lambda path, chunk: files.__setitem__(path, bytes(chunk)))
    assert all(data.startswith(mpy_pack.MPY_MAGIC) for data in files.values())
    written = {path[len("piquet_core/"):-len(".mpy")] + ".py" for path in files}
    for name in first + later:
        path = name.replace(".", "/")[len("piquet_core/"):] if "." in name else ""
        assert path + ".py" in written or (path + "/" if path else "") + "__init__.py" in written, name
    assert len(first + later) == len(written)
    assert not any(name.startswith(("exercises/", "games/", "gametable/")) for name in written)
    worker_only = {"solver.py", "solver_search.py", "solver_tables.py", "opponent/expert.py", "opponent/coach.py"}
    assert not (worker_only | {"__main__.py"}) & written
    assert "table/live.py" in written  # (the glue imports it in a function: the closure of the entries)
    monkeypatch.chdir(tmp_path)
    for name in written:
        target = tmp_path / "piquet_core" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / "piquet_core" / name).read_bytes())
    # Only the pack's modules on the path (-S: not the installed package), as on the page.
    script = ("import piquet_core, piquet_core.opponent\n"
              "from piquet_core.table import render, session, stepper, adapter\n"
              "assert piquet_core.__file__.startswith(%r)\n"
              "table = session.Table()\n"
              "found = session.parse_hash('#deal=4242&level=club')\n"
              "table.new_single_deal(found['seed'], found['rules'], found['level'], 1 - found['seat'])\n"
              "table.apply_computer(adapter.computer_action(table.deal, table.level))\n"
              "phase, regions = render.render_regions(table, ready=True)\n"
              "print(phase, len(regions))\n" % str(tmp_path))
    done = subprocess.run([sys.executable, "-S", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[1] != "0"


def test_404_links_follow_the_base_path():
    course, outputs = build_outputs(ROOT, LESSONS, "/piquet/")
    page = outputs["404.html"].decode()
    assert 'href="/piquet/index.html"' in page
    assert 'href="/index.html"' not in page


def test_each_game_on_the_games_page_links_a_lesson_heading_that_exists():
    """The games page links each game's lesson (gametable.briefs.LESSONS): a renamed
    heading or lesson would leave a dead link, so each page and anchor is looked for."""
    from piquet_core.gametable import briefs
    _course, outputs = build_outputs(ROOT, LESSONS)
    for game, (_page, anchor) in briefs.LESSONS.items():
        path = briefs.lesson_href(game).split("#")[0]
        assert path in outputs, (game, path)
        assert not anchor or ('id="%s"' % anchor) in outputs[path].decode(), (game, anchor)
