"""The window's fleet side as one component it owns (issue 12 item 10), and the Fleet tab as
players expect it (issue 15 items 10 and 21): the empty fleet says what to do, the Ship column
holds only ships' own names, the same design adds to its count, New asks the game, computed
points everywhere, New / Save As / recent fleets in the Fleet menu, the roster to paste.
"""

from __future__ import annotations

import shutil

from PySide6.QtGui import QGuiApplication

from designer.app.fleet_component import FleetComponent
from designer.app.fleet_tab import EMPTY_HINT
from designer.core import registry
from designer.core.fleet_report import roster_text

from tests.app.conftest import HEAVY_CRUISER
from tests.app.test_fleet_tab import FLEETS, refreshed


def test_the_window_owns_one_fleet_component(window):
    fleet = window.fleet
    assert isinstance(fleet, FleetComponent)
    assert window.main_tabs.widget(1) is fleet.tab and window.main_tabs.tabText(1) == "Fleet"
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "F&leet")
    texts = [a.text() for a in menu.actions()]
    for wanted in (
        "&New fleet…",
        "&Open fleet…",
        "Open &recent fleet",
        "&Save fleet",
        "Save fleet &as…",
        "&Export battle pack…",
        "Copy roster as &Markdown",
        "Copy roster as &CSV",
        "Export &roster…",
    ):
        assert wanted in texts
    assert [a.text() for a in window.menuBar().actions()][-1] == "&Help"
    roster = window.fleet.tab.buttons["roster"].menu()
    assert [a.text() for a in roster.actions()] == [
        "Copy roster as &Markdown",
        "Copy roster as &CSV",
        "Export &roster…",
    ]


def test_the_empty_fleet_says_what_to_do_in_the_window(qtbot, window):
    tab = window.fleet.tab
    window.fleet.show()
    assert tab.empty_hint.isVisibleTo(tab) and tab.empty_hint.text() == EMPTY_HINT
    message = tab.findings.message_at(0)
    assert "ships:" not in message and "add a design file or a standard design" in message
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
    assert not tab.empty_hint.isVisibleTo(tab)


def test_the_ship_column_holds_only_a_ships_own_name(qtbot, window):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
    assert (tab.table.item(0, 0).text(), tab.table.item(0, 1).text()) == ("", "Frigate")
    with refreshed(qtbot, tab):
        tab.table.item(0, 0).setText("Lucky")  # the player names the ship in its cell
    assert tab.document.fleet.ships[0].name == "Lucky"
    assert (tab.table.item(0, 0).text(), tab.table.item(0, 1).text()) == ("Lucky", "Frigate")


def test_the_same_design_twice_adds_to_its_count(qtbot, window, tmp_path):
    tab = window.fleet.tab
    ship = tmp_path / "cruiser.yaml"
    shutil.copy(HEAVY_CRUISER, ship)
    with refreshed(qtbot, tab):
        assert tab.add_design("catalog:frigate") == 0
        assert tab.add_design(ship) == 1
        assert tab.add_design("catalog:frigate", 2) == 0
        assert tab.add_design(tmp_path / "." / "cruiser.yaml") == 1  # another spelling, one file
    assert [(s.design, s.count) for s in tab.document.fleet.ships] == [
        ("catalog:frigate", 3),
        (str(ship.resolve()), 2),
    ]
    assert tab.evaluation().total_points == 3 * 65 + 2 * 238
    # A named ship is a ship of its own: another of its design gets a row.
    with refreshed(qtbot, tab):
        tab.document.set_ship_name(0, "Lucky")
        assert tab.add_design("catalog:frigate") == 2
    assert [s.count for s in tab.document.fleet.ships] == [3, 2, 1]
    with refreshed(qtbot, tab):
        tab.document.stack.undo()  # one undo step per add
    assert len(tab.document.fleet.ships) == 2


def test_new_fleet_asks_which_game(qtbot, window, dialogs):
    fleet = window.fleet
    dialogs.fleet_game = None  # cancelled: the fleet stays
    before = fleet.document
    assert not fleet.new_fleet() and fleet.document is before
    bscs = registry.get("bscs")
    dialogs.fleet_game = bscs
    assert fleet.new_fleet()
    assert fleet.document.game is bscs and window.document.game.id == "full-thrust"
    assert dialogs.asked[-1] == "fleet_game"
    # An unsaved fleet is not thrown away without asking.
    with refreshed(qtbot, fleet.tab):
        fleet.tab.add_design("catalog:monitor")
    dialogs.unsaved = "cancel"
    assert not fleet.new_fleet() and fleet.document.game is bscs


def test_standard_designs_show_computed_points(qtbot, window):
    """The Missile Destroyer has no book figure (book_points): its computed 86 shows."""
    labels = window.fleet.tab.fill_catalog()
    assert "Missile Destroyer (86 pts)" in labels and "Heavy Cruiser (238 pts)" in labels
    assert all(label.endswith(" pts)") for label in labels)


def test_recent_fleets_and_save_as(qtbot, window, dialogs, tmp_path, state_dir):
    fleet = window.fleet
    assert fleet.open_path(FLEETS / "convoy-990-anglian.yaml")
    dialogs.save_path = tmp_path / "mine.yaml"
    assert fleet.save_as() and fleet.document.path == dialogs.save_path
    assert fleet.recent.paths()[:2] == [
        dialogs.save_path.resolve(),
        (FLEETS / "convoy-990-anglian.yaml").resolve(),
    ]
    assert window.recent.paths() == []  # the design list holds designs only
    fleet.recent_menu.aboutToShow.emit()
    assert fleet.recent_menu.actions()[0].text() == str(dialogs.save_path.resolve())
    with refreshed(qtbot, fleet.tab):
        fleet.tab.add_design("catalog:frigate")
    fleet.recent_menu.actions()[1].trigger()  # the player is asked about the unsaved fleet
    assert dialogs.asked[-1] == "unsaved" and fleet.document.path == FLEETS / "convoy-990-anglian.yaml"


def test_the_roster_copies_and_exports_as_the_cli_prints_it(qtbot, window, dialogs, tmp_path):
    fleet = window.fleet
    assert fleet.open_path(FLEETS / "convoy-990-anglian.yaml")
    result = fleet.tab.evaluation()
    text = fleet.copy_roster("markdown")
    assert text == roster_text(result, "markdown") == QGuiApplication.clipboard().text()
    assert "| design | count | points |" in text and "496 points" in text
    assert fleet.copy_roster("csv").splitlines()[0].startswith("design,count,points,subtotal,legal")
    dialogs.export_path = tmp_path / "roster.csv"
    assert fleet.export_roster_dialog()
    assert dialogs.export_path.read_text("utf-8") == roster_text(result, "csv")
    assert dialogs.suggested.endswith(".md")  # Markdown proposed; the player chose CSV
    # Never over a design, nor under a name that says another kind of file.
    assert not fleet.export_roster(tmp_path / "roster.yaml")
    assert ".md (Markdown) or .csv" in dialogs.errors[-1][1]
