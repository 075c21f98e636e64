"""A Star Blazers ship edited in the window through the game's editor and operations (issue 13,
"Done means"): pick a class, buy a system, change the craft mix past the hangar and see the
finding, undo. Nothing in ``designer/app`` knows the game."""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.core.paths import CATALOGS

DESIGNS = CATALOGS / "star-blazers" / "designs"
YAMATO = DESIGNS / "edf-yamato.yaml"  # the Yamato with no craft aboard


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def findings(window) -> dict[str, str]:
    return {f.code: f.path for f in window.document.evaluation().findings}


@pytest.fixture
def yamato(make_window):
    return make_window(YAMATO)


def test_the_class_picker_shows_each_class_with_its_figures(yamato):
    combo = yamato.panes.hull.controls["class"].widget
    labels = [combo.itemText(i) for i in range(combo.count())]
    assert len(labels) == 40  # the points table, L4908-4954
    assert "EDF SBB Borodino: 513 pts, class 5, 110 hull boxes, 54 BC + 6 SC" in labels
    assert combo.currentText().startswith("EDF SBB Yamato: 607 pts")
    # The Yamato's form prints its class number: the write-in is locked and says so.
    number = yamato.panes.hull.controls["fill_in.class_number"].widget
    assert not number.isEnabled() and "prints class" in number.toolTip()


def test_pick_a_class_buy_a_system_overfill_the_hangar_and_undo(qtbot, yamato):
    window, header = yamato, yamato.panes.header
    assert header.stat_text("points") == "607"
    with refreshed(qtbot, window):
        window.panes.hull.controls["class"].set_from_outside("edf/borodino")
    assert header.stat_text("class_title") == "SBB Borodino" and header.stat_text("points") == "513"
    # Buy an ACACBI (40 points, L4962); a second is refused with the reason, nothing changes.
    with refreshed(qtbot, window):
        window.edits.add_from_palette("buy:acacbi")
    assert header.stat_text("points") == "553" and header.stat_text("purchase_points") == "40"
    assert window.edits.add_from_palette("buy:acacbi") == -1
    assert "already bought" in window.status_text.text()
    # A Gamilon craft is refused on an EDF ship; an EDF flight of six embarks.
    assert window.edits.add_from_palette("craft:gamilon/SFA") == -1
    assert "Earth Defense Force craft only" in window.status_text.text()
    with refreshed(qtbot, window):
        row = window.edits.add_from_palette("craft:edf/CTF")
    assert header.meter_text("battlecraft") == "6 / 54 craft"
    # Past the hangar: the count is the player's to type, the rules report it on the row.
    window.edits.select_row(row, "craft")
    count = window.panes.lists["craft"].row_editor.control("count")
    with refreshed(qtbot, window):
        count.set_from_outside(60)
    assert findings(window).get("SB-CRAFT-OVER") == "craft[0]"
    assert header.meter_text("battlecraft") == "60 / 54 craft"
    assert not window.document.evaluation().legal
    with refreshed(qtbot, window):
        window.document.stack.undo()
    assert "SB-CRAFT-OVER" not in findings(window)
    assert header.meter_text("battlecraft") == "6 / 54 craft"
    while window.document.stack.canUndo():
        with refreshed(qtbot, window):
            window.document.stack.undo()
    assert window.document.design == load_design(YAMATO).design and not window.document.dirty


def test_the_hangar_fills_and_then_refuses_more(qtbot, make_window):
    window = make_window(DESIGNS / "edf-borodino.yaml")
    with refreshed(qtbot, window):
        row = window.edits.add_from_palette("craft:edf/CTF")
    window.edits.select_row(row, "craft")
    fill = window.panes.lists["craft"].row_editor.op_buttons["craft:fill"]
    with refreshed(qtbot, window):
        fill.click()
    assert window.panes.header.meter_text("battlecraft") == "54 / 54 craft"
    assert not fill.isEnabled() and "places are taken" in fill.toolTip()
    assert window.edits.add_from_palette("craft:edf/CTAB") == -1
    assert "54 battlecraft places are taken" in window.status_text.text()


def test_upgrades_and_loads_say_why_not(qtbot, yamato):
    window = yamato
    assert window.edits.add_from_palette("upgrade:mls-type-3") == -1
    assert "no mine laying system" in window.status_text.text()
    assert window.edits.add_from_palette("load:mines:SOM") == -1
    with refreshed(qtbot, window):
        row = window.edits.add_from_palette("load:ship:M2")
    assert window.document.design.munitions[row].count == 48  # listed at its maximum (L4760-4762)
    window.edits.select_row(row, "munitions")
    with refreshed(qtbot, window):
        window.panes.lists["munitions"].row_editor.control("count").set_from_outside(50)
    assert findings(window).get("SB-MUNITION-OVER") == "munitions[0]"
    assert window.panes.header.meter_text("load:ship:M2") == "50 / 48 rounds"


def test_a_custom_class_file_opens_and_says_what_it_holds(qtbot, make_window):
    """A class file (kind: class) is shown and printed; a ship's Class picker is hidden (the file
    is the class) and the palette says why purchases do not apply."""
    window = make_window(CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml")
    assert window.document.evaluation().legal
    assert "class" in window.panes.hull.hidden
    assert window.edits.add_from_palette("buy:acacbi") == -1
    assert "holds only its definition" in window.status_text.text()
    assert isinstance(window.document.pages(), list)


def finding_paths(window) -> set[tuple[str, str]]:
    return {(f.code, f.path) for f in window.document.evaluation().findings}


def test_write_in_the_hull_boxes_a_class_lost_and_undo(qtbot, make_window):
    """Decision 45: hull boxes and radar range the source lost are fields of the form; filling
    one clears its SB-FIELD-MISSING warning, undo brings the warning back."""
    window = make_window(DESIGNS / "edf-hood.yaml")  # the Hood's hull boxes and radar are lost
    hull = window.panes.hull
    boxes = hull.controls["fill_in.hull_boxes"]
    assert {"fill_in.hull_boxes", "fill_in.radar_range"}.isdisjoint(hull.hidden)
    assert boxes.widget.text() == "not written in"
    missing = ("SB-FIELD-MISSING", "fill_in.hull_boxes")
    assert missing in finding_paths(window)
    with refreshed(qtbot, window):
        boxes.set_from_outside(48)
    assert window.document.design.fill_in.hull_boxes == 48
    assert missing not in finding_paths(window)
    assert window.panes.header.stat_text("hull_boxes") == "48"
    with refreshed(qtbot, window):
        window.document.stack.undo()
    assert window.document.design.fill_in.hull_boxes is None
    assert missing in finding_paths(window)
    assert boxes.widget.text() == "not written in"


def test_a_figure_the_form_prints_has_no_write_in_field(make_window):
    window = make_window(DESIGNS / "edf-borodino.yaml")  # 110 hull boxes printed, radar lost
    assert "fill_in.hull_boxes" in window.panes.hull.hidden
    assert "fill_in.radar_range" not in window.panes.hull.hidden


def test_a_custom_class_is_defined_in_the_ship_form(qtbot, make_window):
    """A class file's figures are fields of the form (a ship's Class picker is not): a class
    number that disagrees with the data block is a finding, undo takes it back, and the class's
    points reach the header."""
    window = make_window(CATALOGS / "star-blazers" / "custom-classes" / "example-escort.yaml")
    controls = window.panes.hull.controls
    assert "class" in window.panes.hull.hidden and "definition.points" not in window.panes.hull.hidden
    assert controls["definition.data.class_number"].widget.value() == 3
    before = {f.code for f in window.document.evaluation().findings}
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        controls["definition.data.class_number"].set_from_outside(5)
    assert window.document.design.definition.data.class_number == 5
    assert {f.code for f in window.document.evaluation().findings} - before  # the block disagrees
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.document.stack.undo()
    assert {f.code for f in window.document.evaluation().findings} == before
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        controls["definition.points"].set_from_outside(200)
    assert window.document.evaluation().stats["points"] == 200
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        controls["definition.hull.boxes"].set_from_outside(None)  # "not given"
    assert window.document.design.definition.hull.boxes is None
