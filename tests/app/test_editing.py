"""Editing through the window's public methods: palette, budget, findings, arcs, undo.

Numbers are the Heavy Cruiser's (001 L334, L382: MASS 32, 238 points, 16 MASS of systems, all
used) and the system table (001 L849-863).
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent

from designer.app.list_table import PALETTE_MIME
from designer.app.theme import theme_for
from designer.core.design_path import get_at


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def test_heavy_cruiser_header_shows_book_figures(window):
    header = window.panes.header
    assert header.stat_text("points") == "238"  # 001 L382
    assert header.stat_text("damage_points") == "16"  # MASS 32 / 2 (001 L781)
    assert header.stat_text("class") == "cruiser"  # MASS 19-36 (001 L791)
    assert (header.meters["systems_mass"].meter.used, header.meters["systems_mass"].meter.limit) == (
        16,
        16,
    )  # 50% of 32 (001 L830), all used
    assert header.lamp.legal


def test_palette_double_click_adds_a_system_and_updates_points_and_mass(qtbot, window):
    with refreshed(qtbot, window):
        row = window.panes.palette.activate("pdaf") or None
    systems = window.document.design.systems
    assert systems[-1].type == "pdaf" and len(systems) == 6
    header = window.panes.header
    assert header.stat_text("points") == "241"  # 238 + PDAF 3 points (001 L853)
    assert (header.meters["systems_mass"].meter.used, header.meters["systems_mass"].meter.limit) == (
        17,
        16,
    )  # PDAF is 1 MASS (001 L853)
    assert header.meter_text("systems_mass") == "17 / 16 MASS"
    assert window.edits.selected_rows() == [5]  # the new row is selected
    assert row is None


def test_palette_search_filters_entries(window):
    palette = window.panes.palette
    palette.search.setText("torpedo")
    assert palette.visible_keys() == ["pulse-torpedo"]
    palette.search.setText("")
    assert len(palette.visible_keys()) == len(window.document.editor.palette)


def test_dropping_a_palette_entry_on_the_table_inserts_it_there(qtbot, window):
    table = window.panes.lists["systems"].table
    mime = QMimeData()
    mime.setData(PALETTE_MIME, b"beam:C")
    row_rect = table.visualRect(table.model().index(0, 0))
    event = QDropEvent(
        QPointF(row_rect.center()),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with refreshed(qtbot, window):
        table.dropEvent(event)
    systems = window.document.design.systems
    assert systems[1].type == "beam" and systems[1].beam_class == "C"  # after the row it hit
    assert window.panes.header.stat_text("points") == "243"  # C battery 3 arcs: 2 + 3x1 (001 L852)


def test_mass_over_the_limit_is_an_error_and_clicking_it_selects_the_row(qtbot, window):
    with refreshed(qtbot, window):
        window.edits.add_from_palette("beam:A")  # 3 more MASS on a full 16 of 16
    assert not window.panes.header.lamp.legal
    findings = window.findings.findings
    over = next(i for i, f in enumerate(findings) if f.code == "FT-ALLOWANCE-OVER")
    assert findings[over].severity == "error" and findings[over].path == "systems[5]"
    window.edits.select_row(0)
    window.findings.activate(over)
    assert window.edits.selected_rows() == [5]
    model = window.panes.lists["systems"].model
    background = model.data(model.index(5, 0), Qt.ItemDataRole.BackgroundRole)
    assert background.color() == theme_for().error_row[0]  # the offending row is marked
    assert model.data(model.index(0, 0), Qt.ItemDataRole.BackgroundRole) is None


def test_a_hull_finding_locates_its_field(qtbot, window):
    with refreshed(qtbot, window):
        window.edits.apply_edit("hull.type", "military-installation")
    codes = {f.code: f for f in window.findings.findings}
    assert "FT-INSTALLATION-DRIVE" in codes  # thrust 4 on a base (001 L715)
    where = window.edits.select_finding(codes["FT-INSTALLATION-DRIVE"])
    assert where.kind == "field" and where.field.path == "thrust"


def test_arc_editor_refuses_an_aft_beam_arc(qtbot, window):
    window.edits.select_row(1)  # Class 'A' battery, P/F/S
    arcs = window.panes.lists["systems"].row_editor.arcs
    assert "A" in arcs.forbidden() and "L186" in arcs.forbidden()["A"]
    before = window.document.design
    result = arcs.click("A")
    assert result.keys is None and "AFT" in result.refused
    assert window.document.design is before
    assert window.document.stack.count() == 0


def test_arc_editor_toggles_an_arc_and_the_cost_follows(qtbot, window):
    window.edits.select_row(1)
    arcs = window.panes.lists["systems"].row_editor.arcs
    # P/F/S without F leaves P+S, which are not adjacent (001 L210): refused.
    assert arcs.click("F").refused.startswith("a two-arc mount")
    with refreshed(qtbot, window):
        assert arcs.click("S").keys == ("P", "F")
    assert get_at(window.document.design, "systems[1].arcs") == ["P", "F"]
    assert window.panes.header.stat_text("points") == "235"  # A battery 13 -> 10 (001 L850)


def test_row_editor_spin_box_drag_is_one_undo_step(qtbot, window):
    window.edits.select_row(2)  # 3 x Class 'B'
    editor = window.panes.lists["systems"].row_editor
    count = editor.control("count").widget
    for value in (4, 5, 6):
        with refreshed(qtbot, window):
            count.setValue(value)  # what a drag of the spin box does, step by step
    assert window.document.design.systems[2].count == 6
    assert window.document.stack.count() == 1
    with refreshed(qtbot, window):
        window.document.stack.undo()
    assert window.document.design.systems[2].count == 3
    assert not window.document.dirty


def test_table_cell_edit_goes_through_the_undo_stack(qtbot, window):
    model = window.panes.lists["systems"].model
    with refreshed(qtbot, window):
        assert model.setData(model.index(0, 2), 2)  # screen level 1 -> 2 in "Class / level"
    assert window.document.design.systems[0].level == 2
    assert window.panes.header.stat_text("points") == "263"  # +25 a level (001 L855)
    assert window.document.stack.count() == 1


def test_undo_and_redo_restore_exactly(qtbot, window):
    doc = window.document
    states = [doc.design]
    edits = [
        lambda: window.edits.apply_edit("thrust", 6),
        lambda: window.edits.add_from_palette("needle-beam"),
        lambda: window.edits.apply_edit("systems[5].arcs", ["S"]),
        lambda: (window.edits.select_row(3), window.edits.remove_selected()),
        lambda: (window.edits.select_row(0), window.edits.duplicate_selected()),
        lambda: (window.edits.select_row(2), window.edits.move_selected(-1)),
        lambda: window.edits.apply_edit("name", "Heavy Cruiser Mk II"),
    ]
    for edit in edits:
        with refreshed(qtbot, window):
            edit()
        states.append(doc.design)
    assert len({id(s) for s in states}) == len(states)
    assert doc.stack.count() == len(edits)
    for expected in reversed(states[:-1]):
        with refreshed(qtbot, window):
            window.actions["undo"].trigger()
        assert doc.design == expected
    assert not doc.dirty and not window.isWindowModified()
    for expected in states[1:]:
        with refreshed(qtbot, window):
            window.actions["redo"].trigger()
        assert doc.design == expected
    assert doc.dirty and window.isWindowModified()
    assert window.panes.hull.controls["thrust"].widget.value() == 6


def test_an_edit_the_model_refuses_changes_nothing(window):
    before = window.document.design
    assert not window.edits.apply_edit("systems[0].level", "three")
    assert window.document.design is before
    assert "Not changed" in window.status_text.text()


def test_hull_fields_take_their_ranges_from_the_rules(window):
    controls = window.panes.hull.controls
    assert (controls["thrust"].widget.minimum(), controls["thrust"].widget.maximum()) == (0, 8)  # 001 L820
    assert (controls["hull.mass"].widget.minimum(), controls["hull.mass"].widget.maximum()) == (
        2,
        100,
    )  # L786, L794


def test_ctrl_z_in_a_spin_box_undoes_the_edit(qtbot, window):
    """Issue 15, item 1: type a MASS, Enter, Ctrl+Z: MASS is back (the spin box does not
    swallow the key for its own text undo). Keys reach the focused widget of the active window."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    spin = window.panes.hull.controls["hull.mass"].widget
    before = window.document.design.hull.mass
    spin.setFocus()
    spin.selectAll()
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        qtbot.keyClicks(spin, "40")
        qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.document.design.hull.mass == 40
    spin.setFocus()
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        qtbot.keyClick(spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.document.design.hull.mass == before
    assert spin.value() == before
    # the undo ended the typing there: the spin box has no focus now, the window takes the key
    assert QApplication.focusWidget() is not spin
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        qtbot.keyClick(
            QApplication.focusWidget() or window,
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    assert window.document.design.hull.mass == 40


def test_a_finding_offers_fixes_and_one_click_applies_one(qtbot, window):
    """Issue 17, part 1: over the allowance, the selected finding lists proven fixes; clicking
    the first clears the error in one undo step."""
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.add_from_palette("pdaf")  # 17 of 16 MASS
    finding = window.document.evaluation().errors[0]
    window.findings.activate(0)
    assert window.fixes.isVisibleTo(window) and window.fixes.fixes
    first = window.fixes.fixes[0]
    assert first.label == "Remove PDAF: −3 points, −1 MASS"  # PDAF: 1 MASS, 3 points (001 L853)
    depth = window.document.stack.count()
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.fixes.buttons[0].click()
    assert window.document.evaluation().legal
    assert window.document.stack.count() == depth + 1
    assert not window.fixes.isVisibleTo(window)  # an edit clears them
    assert finding.code not in {f.code for f in window.document.evaluation().findings}


def test_compare_with_the_saved_version_outlines_the_changes(qtbot, window):
    """Issue 17, part 2: after an edit, Compare with the saved version lists the change and
    boxes the changed system on both sheets."""
    from designer.sheets.display import Rect

    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.apply_edit("systems[4].count", 2)  # a second PDAF
    view = window.compare.with_saved()
    qtbot.addWidget(view)
    assert [(e.kind, e.a, e.b, e.fields) for e in view.result.entries] == [
        ("changed", "systems[4]", "systems[4]", ("count",))
    ]
    assert "PDAF" in view.summary.toPlainText()
    for pane in view.panes:
        outlines = [
            i for i in pane.preview.canvas.pages[0].items if isinstance(i, Rect) and i.style.width == 1.6
        ]
        assert outlines  # the PDAF glyphs, boxed
