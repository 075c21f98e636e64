"""The Fleet tab through its public methods: budget bar, findings, files, the editor link.

Points are the standard designs' (each recomputed in tests/games/full_thrust): Destroyer 92,
Frigate 65, Heavy Cruiser 238 (001 L382).
"""

from __future__ import annotations

import io
import shutil

import pypdf

from designer.app.theme import theme_for
from designer.core.fleet_file import load_fleet
from designer.core.paths import CATALOGS

from tests.app.conftest import HEAVY_CRUISER

FLEETS = CATALOGS / "full-thrust" / "fleets"


def refreshed(qtbot, tab):
    return qtbot.waitSignal(tab.refreshed, timeout=3000)


def finding_codes(tab):
    return [f.code for f in tab.findings.findings or ()]


def test_the_window_has_a_fleet_tab(window):
    assert window.main_tabs.tabText(1) == "Fleet" and window.main_tabs.widget(1) is window.fleet.tab
    window.fleet.show()
    assert window.main_tabs.currentWidget() is window.fleet.tab
    assert window.fleet.tab.evaluation().game.id == "full-thrust"


def test_adding_a_ship_updates_the_budget_bar(qtbot, window):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.set_budget(500)
    assert tab.budget_bar.value() == 0 and tab.budget_bar.maximum() == 1000  # thousandths of 500
    with refreshed(qtbot, tab):
        assert tab.add_design("catalog:destroyer") == 0
    assert tab.budget_bar.value() == 184  # 92 of 500
    assert tab.budget_bar.format() == "92 of 500 points - 408 remaining"
    assert tab.table.item(0, 1).text() == "Destroyer" and tab.table.item(0, 4).text() == "92"
    with refreshed(qtbot, tab):
        tab.set_count(0, 3)
    assert tab.budget_bar.value() == 552 and tab.table.item(0, 4).text() == "276"
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate", 2)
    assert tab.budget_bar.value() == 812  # 406 of 500
    assert "FLEET-OVER-BUDGET" not in finding_codes(tab)


def test_going_over_budget_shows_the_finding(qtbot, window):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.set_budget(500)
        tab.add_design("catalog:destroyer", 5)
    assert "FLEET-OVER-BUDGET" not in finding_codes(tab)  # 460 of 500
    with refreshed(qtbot, tab):
        tab.set_count(0, 6)  # 552
    assert "FLEET-OVER-BUDGET" in finding_codes(tab)
    assert tab.findings.message_at(0) == "the fleet costs 552 points, 52 over its budget of 500"
    assert tab.budget_bar.format() == "552 of 500 points - 52 OVER budget"
    assert tab.budget_bar.value() == 1000 and theme_for(tab).bad.name() in tab.budget_bar.styleSheet()
    assert "NOT LEGAL" in tab.totals.text()
    with refreshed(qtbot, tab):
        tab.document.stack.undo()  # back to 5 destroyers
    assert "FLEET-OVER-BUDGET" not in finding_codes(tab) and tab.budget_bar.value() == 920


def test_typing_a_count_in_the_table(qtbot, window):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
    with refreshed(qtbot, tab):
        tab.table.item(0, 2).setText("4")
    assert tab.document.fleet.ships[0].count == 4 and tab.evaluation().total_points == 260
    with refreshed(qtbot, tab):
        tab.table.item(0, 2).setText("lots")  # refused: the cell goes back
    assert tab.table.item(0, 2).text() == "4"


def test_design_file_from_disk_and_refusals(qtbot, window, dialogs, tmp_path):
    tab = window.fleet.tab
    dialogs.open_path = HEAVY_CRUISER
    with refreshed(qtbot, tab):
        assert window.fleet.add_file_dialog() == 0
    assert tab.evaluation().total_points == 238
    bad = tmp_path / "fleet.yaml"
    bad.write_text((FLEETS / "convoy-990-anglian.yaml").read_text())
    assert tab.add_design(bad) == -1  # a fleet is not a design
    assert "is a fleet file, not a design" in dialogs.errors[-1][1]
    assert tab.add_design("catalog:no-such-ship") == -1
    assert "no standard design" in dialogs.errors[-1][1]
    assert len(tab.document.fleet.ships) == 1


def test_finding_selects_its_ship(qtbot, window, tmp_path):
    tab = window.fleet.tab
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "hullwright: 1\ngame: full-thrust\nname: Overloaded\nhull: {mass: 10, type: warship}\n"
        "thrust: 6\nsystems:\n  - {type: beam, class: A, arcs: [F], count: 3}\n"
    )
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
        tab.add_design(bad)
    assert finding_codes(tab) == ["FLEET-SHIP-ILLEGAL"]
    assert tab.table.item(1, 5).text() == "NOT LEGAL"
    tab.findings.activate(0)
    assert tab.selected_rows() == [1]


def test_open_a_design_from_the_fleet_and_edit_it(qtbot, window, tmp_path):
    tab = window.fleet.tab
    ship = tmp_path / "cruiser.yaml"
    shutil.copy(HEAVY_CRUISER, ship)
    with refreshed(qtbot, tab):
        tab.add_design(ship, 2)
        tab.add_design("catalog:frigate")
    assert tab.evaluation().total_points == 2 * 238 + 65
    tab.select_row(0)
    tab.open_selected()
    assert window.document.path == ship and window.main_tabs.currentIndex() == 0
    # Thrust 4 -> 6 on a MASS 32 cruiser: drives MASS x thrust / 2 = 64 -> 96 (001 L813)
    with refreshed(qtbot, tab):
        window.edits.apply_edit("thrust", 6)
    assert tab.evaluation().entries[0].points == 270
    assert tab.evaluation().total_points == 2 * 270 + 65


def test_save_and_reopen_the_fleet(qtbot, window, dialogs, tmp_path):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.add_design(HEAVY_CRUISER)
        tab.add_design("catalog:destroyer", 2)
        tab.document.set_fleet_name("Home Guard")
        tab.set_budget(1000)
    dialogs.save_path = tmp_path / "fleets" / "home.yaml"
    dialogs.save_path.parent.mkdir()
    assert window.fleet.save()
    reloaded = load_fleet(dialogs.save_path)
    assert reloaded.fleet.fleet == "Home Guard" and reloaded.fleet.budget == 1000
    assert reloaded.fleet.ships[1].design == "catalog:destroyer"
    assert (dialogs.save_path.parent / reloaded.fleet.ships[0].design).resolve() == HEAVY_CRUISER.resolve()
    assert not tab.document.dirty
    dialogs.open_path = dialogs.save_path
    assert window.fleet.open_dialog()
    assert tab.evaluation().total_points == 238 + 2 * 92


def test_export_the_battle_pack(qtbot, window, dialogs, tmp_path):
    assert window.fleet.open_path(FLEETS / "convoy-990-anglian.yaml")
    dialogs.export_path = tmp_path / "pack.pdf"
    with qtbot.waitSignal(window.job_finished, timeout=20000) as done:
        assert window.fleet.export_dialog()
    assert done.args[0].startswith("Exported battle pack")
    reader = pypdf.PdfReader(io.BytesIO(dialogs.export_path.read_bytes()))
    roster = reader.pages[0].extract_text()
    assert "Heavy Cruiser" in roster and "Missile Destroyer" in roster and "496" in roster


def test_half_fleet_box_and_forces(qtbot, window):
    tab = window.fleet.tab
    assert window.fleet.open_path(FLEETS / "nac-lafayette-sector.yaml")
    box = tab.rule_boxes["half_fleet"]
    assert box.isChecked()  # the fleet file turns the campaign rule on
    assert "Lafayette (fixed): 1,402 of 1,500" in tab.forces_label.text()
    assert not tab.table.isColumnHidden(6) and tab.table.item(10, 6).text() == "Lafayette"
    with refreshed(qtbot, tab):
        tab.set_count(7, 30)  # 30 destroyers: escorts 36 of 52 mobile ships, over half (001 L1037)
    assert "FT-FLEET-CLASS-MIX" in finding_codes(tab)
    with refreshed(qtbot, tab):
        box.setChecked(False)
    assert "FT-FLEET-CLASS-MIX" not in finding_codes(tab)
    assert tab.document.fleet.rules["half_fleet"] is False


def test_file_open_on_a_fleet_file_shows_the_fleet_tab(qtbot, window):
    design = window.document
    assert window.files.open_file(FLEETS / "convoy-990-anglian.yaml")
    assert window.main_tabs.currentWidget() is window.fleet.tab
    assert window.fleet.tab.evaluation().total_points == 496  # seed 001 L917-919
    assert window.document is design  # the design being edited stays open
    assert window.undo_group.activeStack() is window.fleet.tab.document.stack


def test_closing_with_an_unsaved_fleet_asks(qtbot, window, dialogs):
    tab = window.fleet.tab
    assert not tab.document.dirty  # a new, untouched fleet
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
    assert tab.document.dirty
    dialogs.unsaved = "cancel"
    assert not window.close()
    assert dialogs.asked == ["unsaved"]  # the design is clean; the fleet is not
    dialogs.unsaved = "discard"
    assert window.close()


def test_opening_a_standard_design_edits_a_copy(qtbot, window):
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.add_design("catalog:frigate")
    tab.open_selected()
    assert window.main_tabs.currentIndex() == 0
    assert window.document.path is None and window.document.design.name == "Frigate"
    assert "standard design: editing a copy" in window.status_text.text()


def test_an_unsaved_fleets_roster_exports(qtbot, window, dialogs, tmp_path):
    """A fleet never saved has no file: its roster export raised TypeError (a None input)."""
    tab = window.fleet.tab
    with refreshed(qtbot, tab):
        tab.add_design("catalog:destroyer", 2)
    assert tab.document.path is None
    assert window.fleet.export_roster(tmp_path / "roster.csv") and not dialogs.errors
    assert "Destroyer" in (tmp_path / "roster.csv").read_text("utf-8")
