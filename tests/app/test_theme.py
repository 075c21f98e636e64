"""Dark mode (issue 15 item 12): every colour comes from the theme of the palette in use; the
findings and the marked table rows read in both (WCAG contrast at least 4.5), and a window in
the dark palette is dark, its sheet still white paper."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QStyleFactory

from designer.app.theme import DARK, LIGHT, contrast, dark_palette, theme_for

THEMES = {"light": LIGHT, "dark": DARK}


@pytest.mark.parametrize("name", THEMES)
def test_marked_rows_and_findings_read_on_their_background(name):
    t = THEMES[name]
    for background, text in (t.error_row, t.warning_row):
        assert contrast(background, text) >= 4.5
    light = QStyleFactory.create("Fusion").standardPalette()
    window = (dark_palette() if t.dark else light).window().color()
    for color in (t.bad, t.warn, t.ok, t.text, t.caption):
        assert contrast(color, window) >= 4.5, (name, color.name())


@pytest.fixture
def dark_app():
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(dark_palette())
    yield app
    app.setPalette(before)


def _luminance(image: QImage, x: int, y: int) -> float:
    return image.pixelColor(x, y).lightnessF()


def test_a_window_in_the_dark_palette_is_dark_and_its_rows_readable(qtbot, dark_app, make_window, tmp_path):
    window = make_window()
    with qtbot.waitSignal(window.refreshed, timeout=3000):
        window.edits.add_from_palette("pdaf")  # over the allowance: an error row and finding
    assert theme_for(window).dark
    pane = window.panes.lists["systems"]
    marked = pane.model.item(5, 0)
    assert contrast(marked.background().color(), marked.foreground().color()) >= 4.5
    assert marked.background().color() == DARK.error_row[0]
    image = window.grab().toImage()
    assert _luminance(image, 5, image.height() // 2) < 0.3  # the window's own background
    window.grab().save(str(tmp_path / "dark.png"))
    canvas = window.preview.canvas
    page = canvas.grab().toImage()
    assert page.pixelColor(page.width() // 2, 40).lightnessF() > 0.9  # paper stays white
