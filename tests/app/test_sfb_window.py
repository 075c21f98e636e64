"""The window editing a Star Fleet Battles SSD through the game's own editor description (issue 14,
"Done means"): a box group added with arcs, an option mount fitted (and the install operation
saying why not), shields set as six values, an energy plan built past the power total with its
finding, then undone back to the file. Figures are the Rutan Light Cruiser example's: base BPV 120,
option mounts 7.6 of an allowance of 12, 26 power, a plan of 20."""

from __future__ import annotations

import pytest

from designer.core.design_file import load_design
from designer.core.operations import Selection
from designer.core.paths import CATALOGS

RUTAN = CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml"


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


@pytest.fixture
def cruiser(make_window):
    return make_window(RUTAN)


def codes(window) -> set[str]:
    return {f.code for f in window.document.evaluation().findings}


def test_the_header_shows_bpv_power_and_both_meters(cruiser):
    header = cruiser.panes.header
    assert header.stat_text("points") == "127.6"
    assert header.stat_text("power_total") == "26"
    assert header.meter_text("plan") == "20 / 26 power"
    assert header.meter_text("allowance") == "7.6 / 12 BPV"
    assert cruiser.panes.lists["boxes"].view.objectName() == "box-grid:boxes"


def test_add_a_box_group_and_pick_its_arcs(qtbot, cruiser):
    pane = cruiser.panes.lists["boxes"]
    before = len(cruiser.document.design.boxes)
    with refreshed(qtbot, cruiser):
        row = cruiser.edits.add_from_palette("boxes:phaser-1")
    assert cruiser.document.design.boxes[row].arcs == ["FA"]  # legal as added
    cruiser.edits.select_row(row, "boxes")
    with refreshed(qtbot, cruiser):
        pane.row_editor.control("arcs").set_from_outside(["LF", "L"])
    assert cruiser.document.design.boxes[row].arcs == ["LF", "L"]
    assert len(pane.view.rows) == before + 1 and pane.view.rows[row] == ("PH-1", 1)
    # A Beam Cannon array fires into the row ahead: five boxes, no arc to pick (004 L296, L315-316).
    with refreshed(qtbot, cruiser):
        cannon = cruiser.edits.add_from_palette("boxes:beam-cannon")
    cruiser.edits.select_row(cannon, "boxes")
    arcs = pane.row_editor.control("arcs")
    assert cruiser.document.design.boxes[cannon].count == 5
    assert not arcs.widget.isEnabled() and "row directly ahead" in arcs.widget.toolTip()
    # Designations run on from the weapons above.
    with refreshed(qtbot, cruiser):
        pane.row_editor.op_buttons["boxes:letter"].click()
    assert cruiser.document.design.boxes[cannon].labels[0] == "E"  # after the disruptors A-B and D


def test_fit_an_option_mount_and_the_install_operation(qtbot, cruiser):
    pane = cruiser.panes.lists["option_mounts"]
    cruiser.edits.select_row(5, "option_mounts")  # the empty OPT
    fitted = pane.row_editor.control("fitted")
    labels = [fitted.widget.itemText(i) for i in range(fitted.widget.count())]
    assert "PH-1 · Phaser-1 (0.8 BPV)" in labels and "BUBL · Bubble Shield (16 BPV) — if captured" in labels
    with refreshed(qtbot, cruiser):
        fitted.set_from_outside("phaser-1")
    assert cruiser.document.design.option_mounts[5].fitted == "phaser-1"
    assert cruiser.panes.header.stat_text("points") == "128.4"
    assert cruiser.panes.header.meter_text("allowance") == "8.4 / 12 BPV"
    # An NWO takes no weapon; the Joshada's list is not this ship's; a fit past the allowance
    # says what is left once the old item's cost is refunded (004 L571-575).
    editor = cruiser.document.editor
    nwo = Selection("option_mounts", (3,))
    assert "general systems only" in editor.operation("install:rutan:disruptor").reason(
        cruiser.document.design, nwo
    )
    assert "Rutan option mounts" in editor.operation("install:joshada:lab").reason(
        cruiser.document.design, nwo
    )
    scanner = editor.operation("install:rutan:special-scanner").reason(
        cruiser.document.design, Selection("option_mounts", (4,))
    )  # 8.4 - 4 (SEN) + 8 > 12
    assert scanner == (
        "Special Scanner (J-SCAN) costs 8 BPV; 7.6 of the allowance of 12 is left, "
        "the SEN · Special Sensor (J-SEN) refunded"
    )
    with refreshed(qtbot, cruiser):
        cruiser.edits.select_row(3, "option_mounts")
        assert cruiser.edits.add_from_palette("install:rutan:lab") == 3  # the battery's cost refunded
    assert cruiser.document.design.option_mounts[3].fitted == "lab"


def test_set_the_six_shields(qtbot, cruiser):
    with refreshed(qtbot, cruiser):
        cruiser.panes.hull.controls["shields"].set_from_outside([30, 24, 20, 18, 20, 24])
    assert cruiser.document.design.shields == [30, 24, 20, 18, 20, 24]
    wheel = cruiser.panes.facings.editors[0][1].wheel
    assert wheel.value_of("1") == 30 and wheel.value_of("4") == 18


def test_an_energy_plan_past_the_power_total_then_undo(qtbot, cruiser):
    items = cruiser.panes.lists["energy_plan.items"]
    with refreshed(qtbot, cruiser):
        row = cruiser.edits.add_from_palette("plan:other")
    cruiser.edits.select_row(row, "energy_plan.items")
    with refreshed(qtbot, cruiser):
        items.row_editor.control("energy").set_from_outside(7.5)
    assert cruiser.panes.header.meter_text("plan") == "27.5 / 26 power"
    assert "SFB-PLAN-OVER" in codes(cruiser) and not cruiser.panes.header.lamp.legal
    assert items.model.item(row, items.model.columnCount() - 1).text() == "7.5"  # its energy
    plan = cruiser.panes.sections[0]
    assert plan.spec.title == "Energy plan" and plan.form.controls["energy_plan.speed"]
    with refreshed(qtbot, cruiser):
        plan.form.controls["energy_plan.speed"].set_from_outside(16)  # 16 x 1/2, halved: 4
    assert cruiser.panes.header.meter_text("plan") == "26.5 / 26 power"
    while cruiser.document.stack.canUndo():
        with refreshed(qtbot, cruiser):
            cruiser.document.stack.undo()
    assert cruiser.document.design == load_design(RUTAN).design and not cruiser.document.dirty
    assert cruiser.panes.header.meter_text("plan") == "20 / 26 power" and cruiser.panes.header.lamp.legal


def test_bolting_and_the_blossom_say_why_not(cruiser):
    """A Rutan ship bolts only under Engine Doubling (004 L66-68); only Rutan ships blossom."""
    editor, design = cruiser.document.editor, cruiser.document.design
    assert editor.operation("plan:bolt").reason(design) is None  # the plan declares Engine Doubling
    undeclared = design.model_copy(
        update={"energy_plan": design.energy_plan.model_copy(update={"engine_doubling": False})}
    )
    assert "Engine Doubling" in editor.operation("plan:bolt").reason(undeclared)
    assert "Rutan" in editor.operation("plan:blossom").reason(design.model_copy(update={"race": "errevin"}))
