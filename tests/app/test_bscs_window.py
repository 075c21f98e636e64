"""The window editing a Basic Starship Combat System design through the game's own editor
description: its per-system fields, the six-arc editor and the Damage Allocation Diagram
section of each row. Numbers are the TC-1 frigate's (digest seed002 §14, 002 L594-758)."""

from __future__ import annotations

import pytest

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
    assert (header.meters['size'].meter.used, header.meters['size'].meter.limit) == (100, 100)
    assert header.stat_text("power_produced") == "120"  # 10 reactors × 12 (002 L628-629)
    assert header.meter_text("power") == "68 / 120 power"
    assert header.stat_text("move_cost") == "6"  # 10 + 100/100 − 5 (L738-742)
    assert header.stat_text("crew_required") == "38"
    assert header.lamp.legal


def test_row_editor_shows_each_systems_own_fields(frigate):
    editor = frigate.panes.lists["systems"].row_editor
    frigate.select_row(1)  # 3 × Beam A
    for path in ("damage", "efficiency", "damage_per_size", "focus", "compaction", "section"):
        assert editor.control(path) is not None, path
    assert editor.control("output") is None
    frigate.select_row(4)  # reactors
    assert editor.control("output") is not None and editor.control("focus") is None
    frigate.select_row(9)  # rescue pod: not on the diagram (002 L784), so no section
    assert editor.control("section") is None


def test_moving_a_reactor_out_of_the_core_is_a_live_error(qtbot, frigate):
    frigate.select_row(4)
    section = frigate.panes.lists["systems"].row_editor.control("section")
    with refreshed(qtbot, frigate):
        section.set_from_outside("A")
    assert frigate.document.design.systems[4].section == "A"
    assert not frigate.panes.header.lamp.legal
    finding = next(f for f in frigate.findings.findings if f.code == "BSCS-DAD-REACTOR")
    assert finding.path == "systems[4].section" and "L765" in finding.rule
    where = frigate.select_finding(finding)
    assert where.kind == "row" and where.index == 4 and where.rest == "section"
    with refreshed(qtbot, frigate):
        frigate.document.stack.undo()
    assert frigate.document.design.systems[4].section == "auto" and frigate.panes.header.lamp.legal


def test_moving_holds_to_a_section_redraws_the_diagram(qtbot, frigate):
    frigate.select_row(6)  # 23 holds
    with refreshed(qtbot, frigate):
        frigate.panes.lists["systems"].row_editor.control("section").set_from_outside("A")
    page = frigate.document.pages()[0]
    aft = next(g for g in groups(page.items) if g.name == "section-A")
    holds = [i for i in walk(aft.items) if isinstance(i, Circle) and i.ref == "systems[6]"]
    assert len(holds) == 23
    assert frigate.panes.header.lamp.legal


def test_focus_above_the_campaign_limit_is_an_error_and_costs_a_point_a_level(qtbot, frigate):
    frigate.select_row(1)
    with refreshed(qtbot, frigate):
        frigate.panes.lists["systems"].row_editor.control("focus").set_from_outside(11)
    # 3 beams × 11 focus at 1 point a hex (002 L187): 178 + 33
    assert frigate.panes.header.stat_text("points") == "211"
    codes = {f.code: f.path for f in frigate.findings.findings}
    assert codes["BSCS-CU-FOCUS"] == "systems[1].focus"  # max 10 (002 L194)


def test_six_arc_editor_doubles_a_beam_for_120_degrees(qtbot, frigate):
    frigate.select_row(1)
    arcs = frigate.panes.lists["systems"].row_editor.arcs
    with refreshed(qtbot, frigate):
        assert arcs.click("SF").keys == ("F", "SF")
    # cost and size ×2 for 120° (002 L190): 3 × 10 more points and 30 more spaces; the turn
    # mode follows the size, 130/20 × 2 = 13 instead of 10 (L748): 178 + 30 + 3
    assert frigate.panes.header.stat_text("points") == "211"
    assert frigate.panes.header.meters['size'].meter.used == 130
    assert not frigate.panes.header.lamp.legal  # now over its size 100 (BSCS-SIZE-OVER)


def test_palette_adds_a_missile(qtbot, frigate):
    with refreshed(qtbot, frigate):
        frigate.add_from_palette("missile")
    # Added where the book's construction order puts it: after the beams (002 L594-758).
    types = [s.type for s in frigate.document.design.systems]
    assert types[:5] == ["drive", "beam", "beam", "missile", "shield"]
    added = frigate.document.design.systems[3]
    assert added.type == "missile" and added.sensors == 1
    assert frigate.selected_rows() == [3]
    assert "BSCS-ORDER" not in {f.code for f in frigate.document.evaluation().findings}
    # D100, range 10, 1 sensor: 10 + 1 + 1 points, 1 + 0.1 size (002 L241-242); turn mode 2
    # now costs 101.1/20 × 2 = 10.11 (L748): 178 + 12 + 0.11
    assert frigate.panes.header.stat_text("points") == "190.11"
    assert frigate.panes.header.meters['size'].meter.used == pytest.approx(101.1)
