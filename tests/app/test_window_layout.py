"""The window's columns on a 1400x900 screen, for every game: the design form scrolls rather than
squeezing the palette under it, and a table's first column keeps its names readable."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from designer.app.palette_view import SHOWN_ROWS
from designer.core.paths import CATALOGS

RUTAN = CATALOGS / "sfb" / "designs" / "rutan-light-cruiser.yaml"
SHORT_FORMS = [CATALOGS / "full-thrust" / "designs" / "heavy-cruiser.yaml",
               CATALOGS / "bscs" / "designs" / "escort-carrier.yaml",
               CATALOGS / "star-blazers" / "designs" / "edf-borodino-craft.yaml"]


def shown(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def test_an_ssd_window_shows_ten_palette_rows_and_scrolls_its_tall_form(qtbot, make_window):
    window = shown(qtbot, make_window(RUTAN))
    palette = window.panes.palette
    assert palette.tree.viewport().height() >= SHOWN_ROWS * palette.row_height()
    area = window.panes.hull_area
    assert area.widget().height() > area.viewport().height()  # the form scrolls instead
    assert area.horizontalScrollBar().maximum() == 0  # ...but only up and down
    table = window.panes.lists["boxes"].table
    assert table.columnWidth(0) >= min(table.sizeHintForColumn(0), 180)  # "BRIDGE", not "…"


@pytest.mark.parametrize("path", SHORT_FORMS, ids=lambda p: p.parent.parent.name)
def test_a_short_form_shows_whole_and_the_palette_takes_the_rest(qtbot, make_window, path):
    window = shown(qtbot, make_window(path))
    area = window.panes.hull_area
    assert area.verticalScrollBar().maximum() == 0 and area.horizontalScrollBar().maximum() == 0
    palette = window.panes.palette
    assert palette.tree.viewport().height() >= SHOWN_ROWS * palette.row_height()


@pytest.mark.parametrize("path", [RUTAN, *SHORT_FORMS], ids=lambda p: p.parent.parent.name)
def test_the_header_fits_a_laptop_screen(qtbot, make_window, path):
    """A Star Blazers carrier shows four meters and nine figures: on one row the header made the
    window at least 2,040 px wide; its figures now take a second row, so every game's window fits
    a 1366 px screen."""
    window = shown(qtbot, make_window(path))
    assert window.panes.header.minimumSizeHint().width() <= 1366
    assert window.minimumSizeHint().width() <= 1366
