"""Panes show what they hold at 1400x900 (issue 21.5): the BSCS systems table ten rows and every
column whole, the SFB box grid eight rows and the arcs checklist all thirteen codes, every tab
in view (no scroll arrows), a long name from its beginning, and no palette figure cut without a
tooltip that has it whole."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit, QTabBar, QToolButton, QTreeWidgetItemIterator

from designer.core.paths import CATALOGS

ESCORT_CARRIER = CATALOGS / "bscs" / "designs" / "escort-carrier.yaml"
RUTAN = CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml"
REVENGE = CATALOGS / "star-blazers" / "designs" / "gamilon-revenge-craft.yaml"
EVERY_GAME = [CATALOGS / "full-thrust" / "designs" / "superdreadnought.yaml", ESCORT_CARRIER, RUTAN, REVENGE]


def shown(qtbot, window):
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):  # the splitters share out their heights on the next turn of the loop
        QApplication.processEvents()
    return window


def rows_in_view(table) -> float:
    return table.viewport().height() / table.verticalHeader().defaultSectionSize()


def test_the_bscs_systems_table_shows_ten_rows_and_its_section_column(qtbot, make_window):
    """It showed 9 rows, its Section column past the right edge (the table scrolled sideways)."""
    window = shown(qtbot, make_window(ESCORT_CARRIER))
    table = window.panes.lists["systems"].table
    assert rows_in_view(table) >= 10
    model = table.list_model
    section = next(c for c in range(model.columnCount()) if model.horizontalHeaderItem(c).text() == "Section")
    assert table.columnWidth(section) >= table.sizeHintForColumn(section)
    right = max(table.columnViewportPosition(c) + table.columnWidth(c) for c in range(model.columnCount()))
    assert right <= table.viewport().width()  # every column, Section and after it, in view
    assert table.horizontalScrollBar().maximum() == 0


def test_the_sfb_box_grid_shows_eight_rows_and_the_arcs_all_thirteen_codes(qtbot, make_window):
    """The grid showed 3.8 rows; the arcs checklist five of its thirteen codes (004's arc set),
    and the row editor was squeezed to a few lines by the table above it."""
    window = shown(qtbot, make_window(RUTAN))
    pane = window.panes.lists["boxes"]
    assert pane.view_area.viewport().height() >= 8 * pane.view.LINE
    phasers = next(i for i, g in enumerate(window.document.design.boxes) if g.system == "phaser-1")
    window.edits.select_row(phasers, "boxes")
    qtbot.wait(20)  # the checklist lays its items out on a timer
    arcs = pane.row_editor.control("arcs").widget
    assert arcs.count() == 13
    inside = arcs.viewport().rect()
    assert all(inside.contains(arcs.visualItemRect(arcs.item(i))) for i in range(13))
    assert pane.editor_area.viewport().height() >= arcs.height()  # scrolled to, it shows whole
    assert pane.view_area.viewport().height() >= 8 * pane.view.LINE  # still, with a row selected


@pytest.mark.parametrize("path", EVERY_GAME, ids=lambda p: p.parent.parent.name)
def test_no_tab_hides_behind_scroll_arrows(qtbot, make_window, path):
    """SFB's eight tabs needed 794 px in a 446 px pane (Energy plan behind the arrows), Star
    Blazers' 672 in 530: the tabs now wrap onto a second row."""
    window = shown(qtbot, make_window(path))
    for bar in window.findChildren(QTabBar):
        if bar.isVisible():
            assert not [b for b in bar.findChildren(QToolButton) if b.isVisible()], bar.tabText(0)
            assert sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= bar.width()
    strip = window.panes.tab_strip
    buttons = strip.group.buttons()
    assert [b.text() for b in buttons] == [
        window.panes.tabs.tabText(i) for i in range(window.panes.tabs.count())
    ]
    for button in buttons:
        assert button.isVisible() and strip.rect().contains(button.geometry()), button.text()
    buttons[-1].click()  # a button shows its tab
    assert window.panes.tabs.currentIndex() == len(buttons) - 1


@pytest.mark.parametrize("path", EVERY_GAME, ids=lambda p: p.parent.parent.name)
def test_a_long_name_shows_its_beginning(qtbot, make_window, path):
    """ "SBCV Revenge (battlecraft embarked)" showed "…ecraft embarked)": the cursor sat at its
    end after loading."""
    window = shown(qtbot, make_window(path))
    name = window.panes.hull.controls["name"].widget
    assert isinstance(name, QLineEdit) and name.text() == window.document.design.name
    assert name.cursorPosition() == 0
    window.edits.apply_edit("name", "The Longest Name A Player Might Give A Ship Of This Class", "Name")
    window.refresh_now()
    assert name.cursorPosition() == 0


@pytest.mark.parametrize("path", EVERY_GAME, ids=lambda p: p.parent.parent.name)
def test_a_palette_figure_cut_short_has_it_whole_in_its_tooltip(qtbot, make_window, path):
    window = shown(qtbot, make_window(path))
    tree = window.panes.palette.tree
    metrics = tree.fontMetrics()
    cut = 0
    items = QTreeWidgetItemIterator(tree)
    while items.value():
        item = items.value()
        for c in range(tree.columnCount()):
            if (
                metrics.horizontalAdvance(item.text(c)) + 12 > tree.columnWidth(c)
                and not item.isFirstColumnSpanned()
            ):
                cut += 1
                assert item.text(c) in item.toolTip(c), (item.text(0), c)
        items += 1
    if path == ESCORT_CARRIER:
        assert cut  # BSCS costs are formulas ("D/K × rating"): some are cut, each with its tooltip
