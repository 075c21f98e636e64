"""The sheet preview: the display list drawn by QPainter, without Qt warnings, measuring text
exactly as the layout (and so the PDF) does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from designer.app.sheet_preview import render_page
from designer.sheets.display import Line, Page, Rect, Style, Text
from designer.sheets.fonts import text_width


def refreshed(qtbot, window):
    return qtbot.waitSignal(window.refreshed, timeout=3000)


def _dark_columns(image, y0: int, y1: int) -> list[int]:
    return [
        x
        for x in range(image.width())
        if any(QColor(image.pixel(x, y)).lightness() < 128 for y in range(y0, y1))
    ]


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen show()
def test_preview_renders_the_record_sheet_without_qt_warnings(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 6)
    canvas = window.preview.canvas
    pages = window.document.pages()
    assert not isinstance(pages, str) and canvas.pages == tuple(pages)
    assert len(canvas.images) == len(pages)
    image = canvas.images[0]
    assert image.width() > 100
    assert len(_dark_columns(image, 0, image.height())) > image.width() // 4  # ink, not a blank page
    grab = window.preview.grab()
    assert not grab.isNull()
    window.preview.zoom_in()
    assert canvas.images[0].width() > image.width()


def test_the_same_display_list_is_not_drawn_twice(qtbot, window):
    canvas = window.preview.canvas
    images = canvas.images
    window.refresh_now()  # no new design: the cached display list and images stay
    assert canvas.images is images


# Tests that render without a window take ``qapp``: Qt's fonts need the application, and one
# run alone (as ``-k`` picks it) must make it.
def test_text_is_as_wide_on_screen_as_the_layout_measured_it(qapp):
    text = "Heavy Cruiser MASS 32"
    size = 24.0
    page = Page(400, 60, (Text(20, 40, text, size=size, font="bold"),))
    image = render_page(page, 2.0)
    dark = _dark_columns(image, 0, image.height())
    drawn = (dark[-1] - dark[0] + 1) / 2.0  # points
    # Ink spans the advance width less the side bearings: within 2% of the layout's width.
    assert abs(drawn - text_width(text, size, "bold")) / text_width(text, size, "bold") < 0.02


def test_text_anchors_and_baseline_follow_the_display_list(qapp):
    page = Page(200, 100, (Text(100, 50, "MMMM", size=20, anchor="middle"),))
    image = render_page(page, 1.0)
    dark = _dark_columns(image, 0, 100)
    middle = (dark[0] + dark[-1]) / 2
    assert abs(middle - 100) <= 1.5
    rows = [y for y in range(100) if any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(200))]
    assert rows[-1] in (49, 50)  # "M" sits on the baseline y = 50


def test_shapes_land_where_the_points_say(qapp):
    page = Page(
        100,
        100,
        (Rect(10, 20, 30, 40, Style(stroke=None, fill="#000000")), Line(0, 90, 100, 90, Style(width=2))),
    )
    image = render_page(page, 2.0)
    assert QColor(image.pixel(2 * 25, 2 * 40)).lightness() < 20  # inside the rect
    assert QColor(image.pixel(2 * 45, 2 * 40)).lightness() > 235  # right of it
    assert QColor(image.pixel(2 * 50, 2 * 90)).lightness() < 20  # on the line


def test_clicking_a_system_on_the_sheet_selects_its_row(qtbot, window):
    from PySide6.QtCore import QPoint

    from designer.app.sheet_preview import GAP
    from designer.sheets.geometry import bounds as _bounds
    from designer.sheets.display import walk

    canvas = window.preview.canvas
    page = canvas.pages[0]
    target = next(i for i in walk(page.items) if i.ref == "systems[1]")  # the 'A' battery glyph
    x0, y0, x1, y1 = _bounds(target)
    left = max(GAP, (canvas.width() - page.width * canvas.scale) / 2)
    spot = QPoint(int(left + (x0 + x1) / 2 * canvas.scale), int(GAP + (y0 + y1) / 2 * canvas.scale))
    window.edits.select_row(4)
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=spot)
    assert window.edits.selected_rows() == [1]


def test_an_edit_redraws_only_what_changed_and_the_page_is_the_full_render(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    canvas = window.preview.canvas
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 5)
    image = canvas.images[0]
    with refreshed(qtbot, window):
        window.edits.apply_edit("thrust", 6)
    assert canvas.images[0] is image  # one figure changed: redrawn in place, not rendered anew
    mass = window.document.design.hull.mass
    for value in (mass + 6, mass, 1):  # the damage track grows, shrinks, NOT LEGAL appears
        with refreshed(qtbot, window):
            window.edits.apply_edit("hull.mass", value)
        full = render_page(window.document.pages()[0], canvas.scale, canvas.devicePixelRatioF() or 1.0)
        assert canvas.images[0] == full  # pixel for pixel what a whole render draws


def test_a_changed_part_is_found_and_an_unchanged_page_redraws_nothing(qapp):
    from designer.app.sheet_preview import PageImage

    before = Page(200, 100, (Text(20, 40, "MASS 32", size=12), Rect(150, 10, 20, 20)))
    after = Page(200, 100, (Text(20, 40, "MASS 34", size=12), Rect(150, 10, 20, 20)))
    drawn = PageImage(before, 2.0, 1.0)
    changed = drawn.update(after)
    assert changed is not None and changed.right() < 150  # the text's part, not the square's
    assert drawn.image == render_page(after, 2.0)
    assert drawn.update(Page(200, 100, after.items)) is None  # equal items: nothing to redraw


def test_a_track_one_box_shorter_redraws_the_track_not_the_page(qapp):
    """Sixty boxes become fifty-nine (Star Blazers' hull track after an edit): the units after
    the track are the same objects one place earlier, so they pair up by identity and only the
    track's part is redrawn, pixel for pixel what a whole render draws."""
    from designer.app.sheet_preview import PageImage
    from designer.sheets.geometry import LAZY, changed_boxes, units

    kept = tuple(Text(20, 200 + 4 * n, f"row {n}", size=3) for n in range(150))
    footer = Text(20, 820, "footer 1", size=8)

    def page(boxes: int, foot: Text) -> Page:
        track = tuple(Rect(20 + 9 * (n % 20), 40 + 9 * (n // 20), 8, 8) for n in range(boxes))
        return Page(300, 840, (Text(20, 30, f"HULL ({boxes} BOXES)", size=8), *track, *kept, foot))

    before, after = page(60, footer), page(59, Text(20, 820, "footer 2", size=8))  # and a new footer
    old, new = units(before.items), units(after.items)
    dirty = changed_boxes(old, [LAZY] * len(old), new, [LAZY] * len(new))
    assert dirty and all(y1 < 200 - 3 or y0 > 800 for _, y0, _, y1 in dirty)  # not the rows
    drawn = PageImage(before, 1.5, 1.0)
    image = drawn.image
    assert drawn.update(after) is not None
    assert drawn.image is image  # redrawn in place, not rendered anew
    assert drawn.image == render_page(after, 1.5)  # pixel for pixel what a whole render draws
