"""The window editing a Basic Starship Combat System design through the game's own editor
description: its per-system fields, the six-arc editor and the Damage Allocation Diagram
section of each row. Numbers are the TC-1 frigate's (digest seed002 §14, 002 L594-758)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from designer.core.paths import CATALOGS
from designer.sheets.display import Circle, groups, walk

TC1 = CATALOGS / "bscs" / "designs" / "tc1-frigate.yaml"


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


@pytest.fixture
def frigate(make_window):
    return make_window(TC1)


def test_header_shows_size_points_power_and_crew(frigate):
    header = frigate.panes.header
    assert header.stat_text("points") == "178"
    assert (header.meters["size"].meter.used, header.meters["size"].meter.limit) == (100, 100)
    assert header.stat_text("power_produced") == "120"  # 10 reactors × 12 (002 L628-629)
    assert header.meter_text("power") == "68 / 120 power"
    assert header.stat_text("move_cost") == "6"  # 10 + 100/100 − 5 (L738-742)
    assert header.stat_text("crew_required") == "38"
    assert header.lamp.legal


def test_row_editor_shows_each_systems_own_fields(frigate):
    editor = frigate.panes.lists["systems"].row_editor
    frigate.edits.select_row(1)  # 3 × Beam A
    for path in ("damage", "efficiency", "damage_per_size", "focus", "compaction", "section"):
        assert editor.control(path) is not None, path
    assert editor.control("output") is None
    frigate.edits.select_row(4)  # reactors
    assert editor.control("output") is not None and editor.control("focus") is None
    frigate.edits.select_row(9)  # rescue pod: not on the diagram (002 L784), so no section
    assert editor.control("section") is None


def test_moving_a_reactor_out_of_the_core_is_a_live_error(qtbot, frigate):
    frigate.edits.select_row(4)
    section = frigate.panes.lists["systems"].row_editor.control("section")
    with refreshed(qtbot, frigate):
        section.set_from_outside("A")
    assert frigate.document.design.systems[4].section == "A"
    assert not frigate.panes.header.lamp.legal
    finding = next(f for f in frigate.findings.findings if f.code == "BSCS-DAD-REACTOR")
    assert finding.path == "systems[4].section" and "L765" in finding.rule
    where = frigate.edits.select_finding(finding)
    assert where.kind == "row" and where.index == 4 and where.rest == "section"
    with refreshed(qtbot, frigate):
        frigate.document.stack.undo()
    assert frigate.document.design.systems[4].section == "auto" and frigate.panes.header.lamp.legal


def test_moving_holds_to_a_section_redraws_the_diagram(qtbot, frigate):
    frigate.edits.select_row(6)  # 23 holds
    with refreshed(qtbot, frigate):
        frigate.panes.lists["systems"].row_editor.control("section").set_from_outside("A")
    page = frigate.document.pages()[0]
    aft = next(g for g in groups(page.items) if g.name == "section-A")
    holds = [i for i in walk(aft.items) if isinstance(i, Circle) and i.ref == "systems[6]"]
    assert len(holds) == 23
    assert frigate.panes.header.lamp.legal


def test_focus_above_the_campaign_limit_is_an_error_and_costs_a_point_a_level(qtbot, frigate):
    frigate.edits.select_row(1)
    with refreshed(qtbot, frigate):
        frigate.panes.lists["systems"].row_editor.control("focus").set_from_outside(11)
    # 3 beams × 11 focus at 1 point a hex (002 L187): 178 + 33
    assert frigate.panes.header.stat_text("points") == "211"
    codes = {f.code: f.path for f in frigate.findings.findings}
    assert codes["BSCS-CU-FOCUS"] == "systems[1].focus"  # max 10 (002 L194)


def test_six_arc_editor_doubles_a_beam_for_120_degrees(qtbot, frigate):
    frigate.edits.select_row(1)
    arcs = frigate.panes.lists["systems"].row_editor.arcs
    with refreshed(qtbot, frigate):
        assert arcs.click("SF").keys == ("F", "SF")
    # cost and size ×2 for 120° (002 L190): 3 × 10 more points and 30 more spaces; the turn
    # mode follows the size, 130/20 × 2 = 13 instead of 10 (L748): 178 + 30 + 3
    assert frigate.panes.header.stat_text("points") == "211"
    assert frigate.panes.header.meters["size"].meter.used == 130
    assert not frigate.panes.header.lamp.legal  # now over its size 100 (BSCS-SIZE-OVER)


def test_palette_adds_a_missile(qtbot, frigate):
    with refreshed(qtbot, frigate):
        frigate.edits.add_from_palette("missile")
    # Added where the book's construction order puts it: after the beams (002 L594-758).
    types = [s.type for s in frigate.document.design.systems]
    assert types[:5] == ["drive", "beam", "beam", "missile", "shield"]
    added = frigate.document.design.systems[3]
    assert added.type == "missile" and added.sensors == 1
    assert frigate.edits.selected_rows() == [3]
    assert "BSCS-ORDER" not in {f.code for f in frigate.document.evaluation().findings}
    # D100, range 10, 1 sensor: 10 + 1 + 1 points, 1 + 0.1 size (002 L241-242); turn mode 2
    # now costs 101.1/20 × 2 = 10.11 (L748): 178 + 12 + 0.11
    assert frigate.panes.header.stat_text("points") == "190.11"
    assert frigate.panes.header.meters["size"].meter.used == pytest.approx(101.1)


def test_crew_choices_are_fields_of_their_own_tab(qtbot, frigate):
    # The specialists a ship "may have" (002 L702-706) and short voyages (L697) are choices.
    crew = next(p for p in frigate.panes.sections if p.spec.title == "Crew").form.controls
    assert set(crew) == {
        "crew.voyage",
        "crew.fighter_techs",
        "crew.engineers",
        "crew.system_operators",
        "crew.jump_engineer",
    }
    with refreshed(qtbot, frigate):
        crew["crew.engineers"].set_from_outside(False)
    # TC-1 without its engineers: 38 − ceil((8 drives + 10 reactors) / 10) = 36
    assert frigate.document.design.crew.engineers is False
    assert frigate.panes.header.stat_text("crew_required") == "36"
    with refreshed(qtbot, frigate):
        crew["crew.voyage"].set_from_outside("short")
    assert frigate.document.design.crew.voyage == "short"


def test_turn_mode_starts_at_one(frigate):
    # hexes straight = speed / TM (002 L111): the box does not offer 0
    assert frigate.panes.hull.controls["turn_mode"].widget.minimum() == 1


def test_size_aimed_at_can_be_set_and_cleared(qtbot, frigate):
    box = frigate.panes.hull.controls["size"].widget
    assert box.value() == 100 and box.specialValueText() == "no target"
    with refreshed(qtbot, frigate):
        frigate.panes.hull.controls["size"].set_from_outside(None)  # the lowest value: none
    assert frigate.document.design.size is None and box.value() == box.minimum()
    assert box.text() == "no target"
    assert frigate.panes.header.meters["size"].meter.limit is None
    with refreshed(qtbot, frigate):
        frigate.panes.hull.controls["size"].set_from_outside(120.0)
    assert frigate.document.design.size == 120


def test_table_columns_say_what_their_figures_are(frigate):
    model = frigate.panes.lists["systems"].model
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:4] == ["System", "Count", "Rating", "Type"]

    def cell(r, c):
        return model.item(r, c).text()

    assert cell(1, 2) == "10 damage" and cell(4, 2) == "12 power" and cell(3, 2) == "10 shield points"
    assert cell(0, 2) == "5 MC levels" and cell(5, 3) == "Standard (d8)"


def test_totals_under_the_table_add_up_to_the_header(frigate):
    # 93 spaces and 128 points in the rows; hull 7 (L687-692), 5 move-cost levels × 8 drives
    # (L600) and turn mode 2 (100/20 × 2, L748) make the header's 100 and 178.
    totals = frigate.panes.lists["systems"].totals
    lines = [[totals.item(r, c).text() for c in range(3)] for r in range(totals.rowCount())]
    assert lines == [
        ["Total", "100", "178"],
        ["The rows above", "93", "128"],
        ["7 hull", "7", "0"],
        ["Move cost −5 (5 levels × 8 drives)", "0", "40"],
        ["Turn mode 2", "0", "10"],
    ]
    assert frigate.panes.header.stat_text("points") == "178"


LYNX = CATALOGS / "bscs" / "designs" / "lynx-vgf.yaml"


def test_an_assault_craft_is_edited_in_the_same_window_with_its_own_editor(qtbot, make_window):
    # A craft is its own kind of BSCS design (issue 16 item 13): the window shows the craft's
    # fields and palette (002 L515-564) and switches back for a ship.
    window = make_window(LYNX)
    assert window.panes.hull.title() == "Assault craft"
    assert set(window.panes.hull.controls) >= {"craft_type", "hull", "turn_mode"}
    assert window.panes.header.stat_text("points") == "85.09"  # 85.085 half up (issue 23 item 15)
    assert window.panes.header.stat_text("energy") == "100"
    with refreshed(qtbot, window):
        window.panes.hull.controls["hull"].set_from_outside(1.0)
    assert window.document.design.hull == 1.0
    with refreshed(qtbot, window):
        window.edits.add_from_palette("inertial-storage")
    kinds = [s.type for s in window.document.design.systems]
    assert kinds.count("inertial-storage") == 2 and kinds.index("armor") > 4  # the build order
    assert window.panes.header.stat_text("energy") == "200"  # 100 each (L520)
    from designer.app.document import DesignDocument
    from designer.core.design_file import load_design

    ship = load_design(TC1)
    window.set_document(DesignDocument(ship.game, ship.design, ship.path, saved=ship.design))
    assert window.panes.hull.title() == "Ship" and "craft_type" not in window.panes.hull.controls
