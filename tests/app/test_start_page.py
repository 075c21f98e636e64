"""The Start page (issue 25 item 6): ``hullwright`` with no file opens it instead of an empty hull.
It lists the four games with their books and New's starts, the recent designs and fleets with
thumbnails painted in the background and cached in the state folder (a damaged cache is painted
again), the bundled examples and where files are kept; every list works from the keyboard."""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from designer.app.start_page import ROLE, StartChoice, StartPage, cache_file
from designer.cli import main
from designer.core import registry
from designer.core.game import EMPTY
from designer.core.paths import CATALOGS

from tests.app.conftest import HEAVY_CRUISER

FRONTIER = CATALOGS / "bscs" / "fleets" / "frontier-patrol.yaml"


def rows(view) -> list[str]:
    return [view.item(i).text().strip() for i in range(view.count())]


def choices(view) -> list[StartChoice]:
    return [view.item(i).data(ROLE) for i in range(view.count()) if view.item(i).data(ROLE)]


def remember(state_dir: Path, designs=(), fleets=()) -> None:
    state_dir.mkdir(parents=True, exist_ok=True)
    (state_dir / "recent.json").write_text(json.dumps([str(p) for p in designs]))
    (state_dir / "recent-fleets.json").write_text(json.dumps([str(p) for p in fleets]))


@pytest.fixture
def page(qtbot, state_dir):
    def make() -> StartPage:
        made = StartPage(state_dir)
        qtbot.addWidget(made)
        return made

    return make


def test_it_lists_the_four_games_with_their_books_and_an_empty_hull_of_each_kind(page):
    start = page()
    text = rows(start.new)
    games = list(registry.games().values())
    assert len(games) == 4
    for game in games:
        assert game.title in text
        assert any(game.books[0].split(",")[0] in row for row in text)  # the book, by name
    assert not any("seed" in row for row in text)  # the source file's number is not the player's
    new = [c for c in choices(start.new) if c.action == "new"]
    assert len(new) == sum(len(g.design_kinds) for g in games)  # BSCS: ship and craft, SB: 2 ...
    assert StartChoice("new", registry.get("full-thrust"), EMPTY) in new
    dialog = [c.game for c in choices(start.new) if c.action == "new_dialog"]
    assert dialog == games  # standard designs and classes: the New dialog's starts()


def test_it_lists_every_bundled_design_and_fleet_and_where_files_are_kept(page, state_dir):
    start = page()
    bundled = sorted(p for sub in ("designs", "fleets") for p in CATALOGS.glob(f"*/{sub}/*.yaml"))
    assert sorted(c.path for c in choices(start.examples)) == bundled
    assert "Frontier patrol squadron (fleet)" in rows(start.examples)  # its fleet: name
    assert "Heavy Cruiser (design)" in rows(start.examples)
    assert str(state_dir) in start.folders.text() and "Documents" in start.folders.text()


def test_keyboard_only_tab_between_lists_arrows_along_them_enter_opens(page, qtbot):
    start = page()
    start.show()
    qtbot.waitExposed(start)
    start.new.setFocus()
    picked: list[StartChoice] = []
    start.chosen.connect(picked.append)
    QTest.keyClick(start.new, Qt.Key.Key_Return)  # the first choice: BSCS's empty ship
    assert picked[-1] == StartChoice("new", registry.get("bscs"), EMPTY)
    QTest.keyClick(start.new, Qt.Key.Key_Down)  # to the assault craft
    QTest.keyClick(start.new, Qt.Key.Key_Down)  # "From a standard design or class..."
    QTest.keyClick(start.new, Qt.Key.Key_Down)  # past the Full Thrust headings to its empty ship
    QTest.keyClick(start.new, Qt.Key.Key_Return)
    assert picked[-1] == StartChoice("new", registry.get("full-thrust"), EMPTY)
    QTest.keyClick(start.new, Qt.Key.Key_Tab)
    assert start.focusWidget() is start.recent
    QTest.keyClick(start.recent, Qt.Key.Key_Tab)
    assert start.focusWidget() is start.examples
    QTest.keyClick(start.examples, Qt.Key.Key_Return)
    assert picked[-1].action == "open" and picked[-1].path.parent.name == "designs"


def test_recent_thumbnails_are_painted_in_the_background_and_cached(page, state_dir, qtbot):
    remember(state_dir, designs=[HEAVY_CRUISER], fleets=[FRONTIER])
    start = page()
    assert start.pending() == 2  # the page is up before the pictures: nothing waited for them
    qtbot.waitUntil(lambda: start.pending() == 0, timeout=20_000)
    assert [c.path for c in choices(start.recent)] == [HEAVY_CRUISER, FRONTIER]
    for i in range(2):
        icon = start.recent.item(i).icon()
        assert not icon.isNull()
    for path in (HEAVY_CRUISER, FRONTIER):
        png = cache_file(state_dir / "thumbnails", path).read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert (width, height) == (91, 128)  # an A4 page (595 x 842 pt) at 128 px high
    again = page()
    assert again.pending() == 0 and not again.recent.item(0).icon().isNull()  # from the cache


def test_a_damaged_cache_is_painted_again(page, state_dir, qtbot):
    remember(state_dir, designs=[HEAVY_CRUISER])
    first = page()
    qtbot.waitUntil(lambda: first.pending() == 0, timeout=20_000)
    cached = cache_file(state_dir / "thumbnails", HEAVY_CRUISER)
    cached.write_bytes(b"\x89PNG\r\n\x1a\n not a picture")
    second = page()
    assert second.pending() == 1  # not shown: painted again
    qtbot.waitUntil(lambda: second.pending() == 0, timeout=20_000)
    assert not second.recent.item(0).icon().isNull()
    assert cached.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and len(cached.read_bytes()) > 500


def test_a_file_where_the_cache_folder_should_be_is_set_aside(page, state_dir, qtbot):
    remember(state_dir, designs=[HEAVY_CRUISER])
    (state_dir / "thumbnails").write_text("not a folder")
    start = page()
    qtbot.waitUntil(lambda: start.pending() == 0, timeout=20_000)
    assert (state_dir / "thumbnails.broken").is_file()
    assert not start.recent.item(0).icon().isNull()
    assert cache_file(state_dir / "thumbnails", HEAVY_CRUISER).is_file()


def test_a_recent_file_that_cannot_be_read_gets_no_picture_and_the_page_stays(
    page, state_dir, qtbot, tmp_path
):
    broken = tmp_path / "broken.yaml"
    broken.write_text("hullwright: 1\ngame: full-thrust\nname: [\n")
    remember(state_dir, designs=[broken, tmp_path / "gone.yaml"])
    start = page()
    qtbot.waitUntil(lambda: start.pending() == 0, timeout=20_000)
    assert [c.path for c in choices(start.recent)] == [broken]  # a file gone is not listed
    assert start.recent.item(0).icon().isNull()


def test_picking_on_the_start_page_opens_the_window(qtbot, page, state_dir):
    from designer.app.launch import _leave_start_page

    windows: list = []
    for choice in (
        StartChoice("new", registry.get("sfb"), EMPTY),
        StartChoice("open", path=FRONTIER),
        StartChoice("open", path=HEAVY_CRUISER),
    ):
        start = page()
        start.show()
        _leave_start_page(start, choice, windows)
        window = windows[-1]
        qtbot.addWidget(window)
        window.dialogs.ask_unsaved = lambda _name: "discard"  # its close asks nobody
        assert not start.isVisible() and window.isVisible()
    new, fleet, design = windows
    assert new.document.game.id == "sfb" and new.document.path is None
    assert fleet.fleet.document.fleet.fleet == "Frontier patrol squadron"
    assert design.document.design.name == "Heavy Cruiser"
    assert json.loads((state_dir / "recent.json").read_text()) == [str(HEAVY_CRUISER.resolve())]


def test_open_screenshot_with_no_file_renders_the_start_page(qapp, state_dir, tmp_path, monkeypatch):
    import designer.app.launch as launch

    def no_window(*_args, **_kwargs):
        raise AssertionError("no file: the Start page, not the window")

    grabbed: list = []
    monkeypatch.setattr(launch, "MainWindow", no_window)
    save_grab = launch.save_grab
    monkeypatch.setattr(
        launch, "save_grab", lambda widget, out: grabbed.append(widget) or save_grab(widget, out)
    )
    out = tmp_path / "start.png"
    assert main(["open", "--screenshot", str(out)]) == 0
    assert [type(w) for w in grabbed] == [StartPage]
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", data[16:24]) == (1400, 900)


def test_the_start_page_runs_no_games_rules(tmp_path):
    """It must not slow start-up: listing the games imports no rules, catalogs, editors or
    sheets (a fresh interpreter; no recent files, so no thumbnail job)."""
    code = (
        "import os, sys, json\nos.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        f"os.environ['HULLWRIGHT_STATE_DIR'] = {str(tmp_path)!r}\n"
        "from PySide6.QtWidgets import QApplication\napp = QApplication([])\n"
        "from designer.app.start_page import StartPage\nStartPage()\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('designer'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout.splitlines()[-1]))
    games = {m for m in loaded if m.startswith("designer.games")}
    heavy = ("rules", "catalog", "editor", "sheet")  # a game package's subpackages, and its catalog
    assert {m for m in games if m.split(".")[3:4] and m.split(".")[3] in heavy} == set()
    assert "designer.app.main_window" not in loaded  # the window is built once something is picked


def test_the_application_icon_has_every_size_drawn(qapp):
    from designer.app.launch import app_icon

    sizes = sorted(s.width() for s in app_icon().availableSizes())
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_from_a_standard_design_opens_the_new_dialog_on_that_game(qtbot, page, monkeypatch):
    from designer.app.dialogs import Dialogs, NewChoice
    from designer.app.launch import _leave_start_page

    asked: list = []
    answers = [None, "catalog:heavy-cruiser"]  # cancelled, then a standard design picked

    def ask_new(self, current=None):
        asked.append(current)
        start = answers.pop(0)
        return None if start is None else NewChoice(current, start)

    monkeypatch.setattr(Dialogs, "ask_new", ask_new)
    full_thrust = registry.get("full-thrust")
    start, windows = page(), []
    start.show()
    _leave_start_page(start, StartChoice("new_dialog", full_thrust), windows)
    assert asked == [full_thrust] and windows == [] and start.isVisible()  # cancelled: stays
    _leave_start_page(start, StartChoice("new_dialog", full_thrust), windows)
    [window] = windows
    qtbot.addWidget(window)
    window.dialogs.ask_unsaved = lambda _name: "discard"  # its close asks nobody
    assert window.document.design.name == "Heavy Cruiser" and window.document.path is None
    assert not start.isVisible()


def test_unsaved_work_left_behind_skips_the_start_page(state_dir):
    from designer.app.launch import _recovery_pending

    assert not _recovery_pending()
    folder = state_dir / "autosave"
    (folder / "session-1-dead.yaml").write_text(HEAVY_CRUISER.read_text())
    (folder / "session-1-dead.json").write_text(
        json.dumps({"name": "Heavy Cruiser", "original": None, "saved_at": 1.0, "pid": 0})
    )
    assert _recovery_pending()  # the window opens at once to offer it back


def test_an_acronym_keeps_its_capitals_in_the_empty_choice():
    """SFB's design kind is the SSD: "Empty SSD", never "Empty ssd" (seen on the Start page)."""
    from designer.core import registry

    labels = {s.label for s in registry.get("sfb").starts() if s.group == "New"}
    assert labels == {"Empty SSD"}
