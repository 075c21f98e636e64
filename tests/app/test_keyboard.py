"""Issue 21, item 8: the keyboard reaches everything. Tab moves from pane to pane (never trapped
in a table: it used to take 35 Tabs to leave the Full Thrust systems table and 208 the SFB
boxes), the arc wheel and the SFB box grid take focus and work with the arrows and Space, and
Down in the palette's search box goes on into the list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from designer.app.facing_wheel import FacingWheel
from designer.app.pane_kinds import BoxGrid
from designer.core.paths import CATALOGS

# A design of each game, and a palette entry that makes an error (whose fixes then show).
GAMES = {
    "full-thrust": (CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml", "pdaf"),
    "bscs": (CATALOGS / "bscs" / "designs" / "tc1-frigate.yaml", None),
    "star-blazers": (CATALOGS / "star-blazers" / "designs" / "edf-yamato-craft.yaml", None),
    "sfb": (CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml", None),
}
PRESSES = 150  # Tabs allowed to go round the window once


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def reachable(root: QWidget) -> list[QWidget]:
    """The controls a Tab should reach: shown, enabled, taking focus by Tab, not a proxy. Of an
    exclusive group of buttons (the middle pane's tab strip) Tab stops at the checked one and the
    arrows move among them, as with radio buttons."""
    return [
        w
        for w in root.findChildren(QWidget)
        if w.isVisible()
        and w.isEnabled()
        and w.focusProxy() is None
        and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
        and not _passed_over_in_group(w)
    ]


def _passed_over_in_group(widget: QWidget) -> bool:
    group = widget.group() if isinstance(widget, QAbstractButton) else None
    return group is not None and group.exclusive() and not widget.isChecked()


def tab_round(qtbot, start: QWidget, presses: int = PRESSES) -> list[QWidget]:
    """Press Tab ``presses`` times from ``start``; every widget that had focus on the way."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    seen = [QApplication.focusWidget()]
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def shown_window(qtbot, make_window, game: str):
    path, error_entry = GAMES[game]
    window = make_window(path)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.isActiveWindow)  # focus and window shortcuts need the active window
    if error_entry:
        with refreshed(qtbot, window):
            window.edits.add_from_palette(error_entry)
    return window


def select_richest_row(window) -> None:
    """Select, in each list, a row whose editor shows its arc wheel when the list has one."""
    for pane in window.panes.lists.values():
        window.panes.reveal(pane)
        for row in range(pane.model.rowCount()):
            pane.table.select_row(row)
            if pane.spec.facing is None or pane.row_editor.arcs.isEnabled():
                break


@pytest.mark.parametrize("game", sorted(GAMES))
def test_tab_reaches_every_control_of_each_tab(qtbot, make_window, game):
    window = shown_window(qtbot, make_window, game)
    errors = [n for n, f in enumerate(window.findings.findings or ()) if f.severity == "error"]
    if errors:  # its fix-its are buttons a Tab must reach too
        window.findings.activate(errors[0])
    select_richest_row(window)
    tabs = window.panes.tabs
    must = [
        window.panes.hull.controls["name"].widget,
        window.findings,
        window.preview,
        window.panes.palette.search,
        window.panes.palette.tree,
        *window.fixes.buttons,
        *(editor.wheel for _spec, editor in window.panes.facings.editors),
    ]  # SFB's shields
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        pane = window.panes.current_list()
        if pane is not None:
            must += [pane.table, *pane.row_editor.findChildren(QAbstractButton)]
            if pane.row_editor.arcs.isVisibleTo(window) and pane.row_editor.arcs.isEnabled():
                must.append(pane.row_editor.arcs)
            if pane.view is not None:
                must.append(pane.view)
        expected = reachable(window.main_tabs.currentWidget())
        seen = set(tab_round(qtbot, window.panes.hull.controls["name"].widget))
        missed = [f"{type(w).__name__} {w.objectName()!r}" for w in expected if w not in seen]
        assert not missed, f"{game}, tab {tabs.tabText(index)!r}: Tab never reaches {missed}"
        assert all(w in seen for w in must if w.isVisible() and w.isEnabled())
    assert window.fixes.buttons or game != "full-thrust"
    kinds = {type(w) for w in must}
    assert FacingWheel in kinds or game in ("star-blazers",)
    assert BoxGrid in kinds or game != "sfb"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_tab_reaches_every_control_of_the_fleet_tab(qtbot, make_window, game):
    window = shown_window(qtbot, make_window, game)
    window.fleet.show()
    tab = window.fleet.tab
    with qtbot.waitSignal(tab.refreshed, timeout=3000):
        tab.add_design(f"catalog:{window.document.game.standard_designs[0].id}")
    tab.select_row(0)
    expected = reachable(tab)
    seen = set(tab_round(qtbot, tab.name_edit))
    assert tab.table in seen and tab.findings in seen and tab.buttons["up"] in seen
    assert not [w for w in expected if w not in seen]


def test_the_systems_table_lets_tab_go_and_keeps_arrows(qtbot, make_window):
    """35 Tabs did not leave the Full Thrust systems table: one does now; Down moves a row."""
    window = shown_window(qtbot, make_window, "full-thrust")
    table = window.panes.lists["systems"].table
    table.select_row(0)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Down)
    assert table.currentIndex().row() == 1 and table.hasFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert not table.hasFocus()


def test_the_arc_wheel_from_the_keyboard(qtbot, make_window):
    """Full Thrust's heavy cruiser: row 1 is a class-2 battery (P/F/S, 001 L210). Right moves
    the ring F -> S (clockwise from the bow), Space drops S: P/F, as a click on S does
    (test_editing); the ring is drawn in the palette's colours, and only while focused."""
    window = shown_window(qtbot, make_window, "full-thrust")
    window.edits.select_row(1)
    wheel = window.panes.lists["systems"].row_editor.arcs
    wheel.setFocus(Qt.FocusReason.TabFocusReason)
    assert wheel.hasFocus() and wheel.focused == "F"
    assert "Fore" in window.panes.lists["systems"].row_editor.arc_note.text()
    qtbot.keyClick(wheel, Qt.Key.Key_Right)
    assert wheel.focused == "S"
    with refreshed(qtbot, window):
        qtbot.keyClick(wheel, Qt.Key.Key_Space)
    assert window.document.design.systems[1].arcs == ["P", "F"]
    for key, expected in (
        (Qt.Key.Key_Right, "A"),
        (Qt.Key.Key_Right, "P"),
        (Qt.Key.Key_Right, "F"),
        (Qt.Key.Key_Left, "P"),
    ):
        qtbot.keyClick(wheel, key)
        assert wheel.focused == expected
    ring = wheel.palette().color(QPalette.ColorRole.WindowText).rgb()
    focused = count_of(ring, wheel.grab().toImage())
    window.findings.setFocus()
    assert focused > count_of(ring, wheel.grab().toImage()) + 100  # the ring: a 2.5 px line


def test_the_shield_wheel_picks_a_facing_from_the_keyboard(qtbot, make_window):
    """SFB's six shields ("values" mode): Right then Space puts the spin box on the next one."""
    window = shown_window(qtbot, make_window, "sfb")
    editor = window.panes.facings.editors[0][1]
    wheel = editor.wheel
    wheel.setFocus(Qt.FocusReason.TabFocusReason)
    first = wheel.focused
    qtbot.keyClick(wheel, Qt.Key.Key_Right)
    second = wheel.focused
    assert second != first
    qtbot.keyClick(wheel, Qt.Key.Key_Space)
    assert wheel.selected == second and editor.value.prefix() == f"{second}: "


def test_the_box_grid_from_the_keyboard(qtbot, make_window):
    """The Rutan's box grid: Down, End, Home move the frame; Space selects that row."""
    window = shown_window(qtbot, make_window, "sfb")
    pane = window.panes.lists["boxes"]
    window.panes.reveal(pane)
    grid = pane.view
    grid.setFocus(Qt.FocusReason.TabFocusReason)
    assert grid.hasFocus() and grid.focused == 0
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert grid.focused == 2
    qtbot.keyClick(grid, Qt.Key.Key_Space)
    assert pane.table.selected_rows() == [2]
    qtbot.keyClick(grid, Qt.Key.Key_End)
    assert grid.focused == len(grid.rows) - 1 == pane.model.rowCount() - 1
    qtbot.keyClick(grid, Qt.Key.Key_Return)
    assert pane.table.selected_rows() == [len(grid.rows) - 1]
    qtbot.keyClick(grid, Qt.Key.Key_Home)
    assert grid.focused == 0
    frame = grid.palette().color(QPalette.ColorRole.Highlight).rgb()
    focused = count_of(frame, grid.grab().toImage())
    window.findings.setFocus()
    assert focused > count_of(frame, grid.grab().toImage()) + 100  # the frame round one line


def test_down_in_the_palette_search_enters_the_list(qtbot, make_window):
    window = shown_window(qtbot, make_window, "full-thrust")
    palette = window.panes.palette
    window.edits.focus_search()
    qtbot.keyClicks(palette.search, "needle")
    qtbot.keyClick(palette.search, Qt.Key.Key_Down)
    assert palette.tree.hasFocus()
    assert palette.tree.currentItem().data(0, Qt.ItemDataRole.UserRole + 1) == "needle-beam"
    before = len(window.document.design.systems)
    with refreshed(qtbot, window):
        qtbot.keyClick(palette.tree, Qt.Key.Key_Return)
    assert len(window.document.design.systems) == before + 1


def count_of(colour: int, image) -> int:
    return sum(image.pixel(x, y) == colour for x in range(image.width()) for y in range(image.height()))


def test_the_tab_strip_is_reached_by_its_checked_tab_and_the_arrows_move_along_it(qtbot, make_window):
    window = shown_window(qtbot, make_window, "sfb")
    buttons = window.panes.tab_strip.group.buttons()
    checked = next(b for b in buttons if b.isChecked())
    seen = tab_round(qtbot, window.panes.hull.controls["name"].widget)
    assert checked in seen
    checked.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(checked, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[buttons.index(checked) + 1]
