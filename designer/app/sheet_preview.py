"""The live record-sheet preview: the game's display-list pages drawn with QPainter, zoomable.

Pages are rendered into images once per zoom, never in ``paintEvent``, which only copies them
to the screen; a new display list of the same pages redraws only the parts of the images whose
items changed (:class:`PageImage`), so an edit costs what it changed, not a whole page.
"""

from __future__ import annotations

import math
from typing import Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout,
                               QWidget)

from designer.app.sheet_painter import PagePainter
from designer.sheets.display import Circle, Group, Line, Page, Polygon, Rect, Text
from designer.sheets.fonts import text_width

GAP = 16  # pixels between pages and around them
ZOOMS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)


def render_page(page: Page, scale: float, ratio: float = 1.0) -> QImage:
    """``page`` as an image at ``scale`` pixels per point (times the screen's pixel ratio)."""
    image = QImage(max(1, round(page.width * scale * ratio)), max(1, round(page.height * scale * ratio)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        PagePainter(painter).page(page)
    finally:
        painter.end()
    return image


# --- redrawing only what an edit changed -----------------------------------------------------
# An edit changes a few figures of a sheet of hundreds of items, so the preview repaints only
# the parts of the page image under items that differ from the last display list: each such
# part is filled white and every item touching it drawn again, in list order, clipped to it.
# Pixels are composited locally, so the result is the full render's, pixel for pixel.
SPLIT = 8  # groups of more items than this are compared item by item (a ship box, the key)
MARGIN = 3.0  # points around an item's box: stroke widths, miter tips, glyph overhangs
MAX_DIRTY = 64  # more changed parts than this: one rectangle around them all
FULL_AREA = 0.6  # a change covering more of the page than this is a full render


def units(items) -> list:
    """The page's items in drawing order, big groups opened (groups have no transform, so
    drawing the units in order is drawing the page)."""
    out: list = []
    for item in items:
        if type(item) is Group and len(item.items) > SPLIT:
            out += units(item.items)
        else:
            out.append(item)
    return out


def _same(a, b) -> bool:
    return a is b or (type(a) is type(b) and a == b)


LAZY = object()  # a unit's box not measured yet (measured when a later edit needs it)
MAX_CHANGED = 48  # more units changed than this: render it all, measure nothing


def _box(units_: list, boxes: list, i: int):
    box = boxes[i]
    if box is LAZY:
        box = boxes[i] = _bounds(units_[i])
    return box


def _changed_boxes(old: list, old_boxes: list, new: list, new_boxes: list) -> list | None:
    """Boxes (points) of what differs between two unit lists; ``new_boxes`` is filled in, reusing
    the old box of every unit that did not change. None: too much changed, render it all."""
    n_old, n_new = len(old), len(new)
    head = 0
    while head < n_old and head < n_new and _same(old[head], new[head]):
        new_boxes[head] = old_boxes[head]
        head += 1
    tail = 0
    while tail < n_old - head and tail < n_new - head and _same(old[n_old - 1 - tail], new[n_new - 1 - tail]):
        new_boxes[n_new - 1 - tail] = old_boxes[n_old - 1 - tail]
        tail += 1
    dirty: list = []
    if n_old - head - tail == n_new - head - tail:  # the same count: compare them pairwise
        changed = []
        for i in range(head, n_new - tail):
            if _same(old[i], new[i]):
                new_boxes[i] = old_boxes[i]
            else:
                changed.append(i)
                if len(changed) > MAX_CHANGED:  # a new layout rather than an edit: stop here
                    return None
        for i in changed:
            dirty += (_box(old, old_boxes, i), _box(new, new_boxes, i))
    else:
        if n_new - head - tail > MAX_CHANGED or n_old - head - tail > MAX_CHANGED:
            return None
        dirty += [_box(new, new_boxes, i) for i in range(head, n_new - tail)]
        dirty += [_box(old, old_boxes, i) for i in range(head, n_old - tail)]
    return [b for b in dirty if b is not None]


class PageImage:
    """One page's image at one scale, and what was drawn on it, to redraw only the changes."""

    def __init__(self, page: Page, scale: float, ratio: float):
        self.page, self.scale, self.ratio = page, scale, ratio
        self.image = render_page(page, scale, ratio)
        self.units = units(page.items)
        self.boxes = [LAZY] * len(self.units)

    def update(self, page: Page) -> QRectF | None:
        """Show ``page`` (of this size) instead; the part that changed, in points, or None."""
        old, self.page = self.page, page
        if page is old:
            return None
        new = units(page.items)
        boxes: list = [LAZY] * len(new)
        dirty = _changed_boxes(self.units, self.boxes, new, boxes)
        self.units, self.boxes = new, boxes
        if dirty is None:
            self.image = render_page(page, self.scale, self.ratio)
            return QRectF(0, 0, page.width, page.height)
        if not dirty:
            return None
        if len(dirty) > MAX_DIRTY:
            dirty = [(min(b[0] for b in dirty), min(b[1] for b in dirty),
                      max(b[2] for b in dirty), max(b[3] for b in dirty))]
        k = self.scale * self.ratio  # points to image pixels
        region = QRegion()
        for box in dirty:
            region = region.united(_pixels(box, k))
        region = region.intersected(QRegion(self.image.rect()))
        whole = region.boundingRect()
        if whole.width() * whole.height() > FULL_AREA * self.image.width() * self.image.height():
            self.image = render_page(page, self.scale, self.ratio)
            return QRectF(0, 0, page.width, page.height)
        for i, box in enumerate(boxes):  # every unit's box, to see which reach the changes
            if box is LAZY:
                boxes[i] = _bounds(new[i])
        touched = _touching(new, boxes, dirty, 2 * MARGIN + 2 / k)
        self.image.setDevicePixelRatio(1.0)  # clip and draw in the image's own pixels
        painter = QPainter(self.image)
        try:
            painter.setClipRegion(region)  # image pixels: no transform yet
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            painter.fillRect(self.image.rect(), QColor("#ffffff"))
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            painter.scale(k, k)
            drawer = PagePainter(painter)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            drawer.items(touched)
        finally:
            painter.end()
            self.image.setDevicePixelRatio(self.ratio)
        box = region.boundingRect()
        return QRectF(box.x() / k, box.y() / k, box.width() / k, box.height() / k)


def _touching(items: list, boxes: list, dirty: list, grow: float) -> list:
    """The items whose boxes come within ``grow`` points of a changed box (their ink may reach
    its pixels), in drawing order."""
    near = [(x0 - grow, y0 - grow, x1 + grow, y1 + grow) for x0, y0, x1, y1 in dirty]
    left, top = min(b[0] for b in near), min(b[1] for b in near)
    right, bottom = max(b[2] for b in near), max(b[3] for b in near)
    out = []
    for item, box in zip(items, boxes):
        if box is None:
            continue
        bx0, by0, bx1, by1 = box
        if bx0 > right or bx1 < left or by0 > bottom or by1 < top:
            continue
        for x0, y0, x1, y1 in near:
            if bx0 <= x1 and x0 <= bx1 and by0 <= y1 and y0 <= by1:
                out.append(item)
                break
    return out


def _pixels(box, k: float) -> QRect:
    """A box in points, grown by the margin, as whole image pixels at ``k`` pixels per point."""
    x0, y0, x1, y1 = box
    return QRect(QPoint(math.floor((x0 - MARGIN) * k), math.floor((y0 - MARGIN) * k)),
                 QPoint(math.ceil((x1 + MARGIN) * k), math.ceil((y1 + MARGIN) * k)))


def _bounds(item) -> tuple[float, float, float, float] | None:
    """An item's box in points (x0, y0, x1, y1); text is boxed by its size above the baseline."""
    if isinstance(item, Rect):
        return item.x, item.y, item.x + item.w, item.y + item.h
    if isinstance(item, Circle):
        return item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r
    if isinstance(item, Line):
        return min(item.x1, item.x2), min(item.y1, item.y2), max(item.x1, item.x2), max(item.y1, item.y2)
    if isinstance(item, Polygon) and item.points:
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        return min(xs), min(ys), max(xs), max(ys)
    if isinstance(item, Text):
        width = text_width(item.text, item.size, item.font)
        x0 = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0)
        return x0, item.y - item.size, x0 + width, item.y + item.size * 0.25
    if isinstance(item, Group):
        boxes = [b for b in (_bounds(i) for i in item.items) if b]
        if boxes:
            return (min(b[0] for b in boxes), min(b[1] for b in boxes),
                    max(b[2] for b in boxes), max(b[3] for b in boxes))
    return None


def ref_at(items, x: float, y: float) -> str:
    """The design path of the innermost item with a ``ref`` under the point (in points)."""
    found = ""
    for item in items:
        box = _bounds(item)
        if box is None or not (box[0] - 1 <= x <= box[2] + 1 and box[1] - 1 <= y <= box[3] + 1):
            continue
        if isinstance(item, Group):
            inner = ref_at(item.items, x, y)
            found = inner or item.ref or found
        elif item.ref:
            found = item.ref
    return found


class PageCanvas(QWidget):
    """The pages stacked vertically at the current zoom. ``ref_clicked(path)`` when the player
    clicks something on the sheet that shows a part of the design."""

    ref_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pages: tuple[Page, ...] = ()
        self.message = ""
        self.images: list[QImage] = []
        self._drawn: list[PageImage] = []
        self.scale = 1.0
        self.setAutoFillBackground(False)
        # paintEvent covers every pixel it is asked for: Qt need not paint the parents under it.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    def set_content(self, pages: Sequence[Page] | str, scale: float) -> None:
        if isinstance(pages, str):
            self.pages, self.message = (), pages
        else:
            self.pages, self.message = tuple(pages), ""
        ratio = self.devicePixelRatioF() or 1.0
        known = self._drawn
        if (known and scale == self.scale and len(known) == len(self.pages)
                and all(d.ratio == ratio and (d.page.width, d.page.height) == (p.width, p.height)
                        for d, p in zip(known, self.pages))):
            # The same pages at the same zoom: redraw the parts that changed, repaint those.
            y = GAP
            for drawn, page in zip(known, self.pages):
                changed = drawn.update(page)
                w = page.width * scale
                if changed is not None:
                    x = max(GAP, (self.width() - w) / 2)
                    self.update(QRectF(x + changed.x() * scale, y + changed.y() * scale,
                                       changed.width() * scale + 4, changed.height() * scale + 4)
                                .toAlignedRect().adjusted(-1, -1, 1, 1))
                y += page.height * scale + GAP
            self.images = [d.image for d in known]
            return
        self.scale = scale
        self._drawn = [PageImage(page, scale, ratio) for page in self.pages]
        self.images = [d.image for d in self._drawn]
        if self.size() != self.sizeHint():  # same pages, same size: no relayout, just repaint
            self.updateGeometry()
            self.resize(self.sizeHint())
        self.update()

    def page_point(self, x: float, y: float) -> tuple[int, float, float] | None:
        """Widget pixels to (page index, x, y in points), or None off the pages."""
        top = GAP
        for index, page in enumerate(self.pages):
            w, h = page.width * self.scale, page.height * self.scale
            left = max(GAP, (self.width() - w) / 2)
            if left <= x <= left + w and top <= y <= top + h:
                return index, (x - left) / self.scale, (y - top) / self.scale
            top += h + GAP
        return None

    def mousePressEvent(self, event) -> None:  # noqa: N802
        spot = self.page_point(event.position().x(), event.position().y())
        if spot is not None:
            ref = ref_at(self.pages[spot[0]].items, spot[1], spot[2])
            if ref:
                self.ref_clicked.emit(ref)

    def sizeHint(self) -> QSize:  # noqa: N802
        if not self.pages:
            return QSize(400, 300)
        w = max(p.width for p in self.pages) * self.scale + 2 * GAP
        h = sum(p.height * self.scale + GAP for p in self.pages) + GAP
        return QSize(int(w), int(h))

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.fillRect(event.rect(), QColor("#6b7280"))
        if self.message:
            p.setPen(QColor("#f3f4f6"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.message)
            return
        y = GAP
        for page, image in zip(self.pages, self.images):
            w, h = page.width * self.scale, page.height * self.scale
            x = max(GAP, (self.width() - w) / 2)
            target = QRectF(x, y, w, h)
            if target.intersects(QRectF(event.rect())):
                p.fillRect(target.translated(3, 3), QColor(0, 0, 0, 60))  # a paper shadow
                p.drawImage(target, image)
            y += h + GAP


class SheetPreview(QScrollArea):
    """Scrollable preview. ``zoom_changed(zoom)``; Ctrl+wheel zooms."""

    zoom_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("SheetPreview")
        self.canvas = PageCanvas(self)
        self.setWidget(self.canvas)
        self.setWidgetResizable(False)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.setStyleSheet("QScrollArea { background: #6b7280; border: none; }")
        self.zoom = 1.0
        self.fit = True  # follow the width of the pane until the player picks a zoom
        self._content: Sequence[Page] | str = ()

    def set_pages(self, pages: Sequence[Page] | str) -> None:
        if pages is self._content:
            return  # the same cached display list: nothing to redraw
        self._content = pages
        if self.fit and self._fit_zoom() != self.zoom:
            self.zoom = self._fit_zoom()
            self.zoom_changed.emit(self.zoom)
        self.canvas.set_content(pages, self.zoom)

    def set_zoom(self, zoom: float, fit: bool = False) -> None:
        self.fit = fit
        zoom = max(0.25, min(zoom, 4.0))
        if zoom != self.zoom:
            self.zoom = zoom
            self.canvas.set_content(self._content, zoom)
            self.zoom_changed.emit(zoom)

    def zoom_in(self) -> None:
        self.set_zoom(next((z for z in ZOOMS if z > self.zoom + 1e-6), ZOOMS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((z for z in reversed(ZOOMS) if z < self.zoom - 1e-6), ZOOMS[0]))

    def _fit_zoom(self) -> float:
        pages = [] if isinstance(self._content, str) else self._content
        if not pages:
            return self.zoom
        # From the area's own width, never the viewport's: the viewport narrows when the scroll
        # bar appears, which would change the zoom, which would hide the bar again, and so on.
        avail = (self.width() - 2 * self.frameWidth() - 2 * GAP
                 - self.verticalScrollBar().sizeHint().width())
        return max(0.25, round(avail / max(p.width for p in pages), 3))

    def fit_width(self) -> None:
        self.set_zoom(self._fit_zoom(), fit=True)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.fit and self._content:
            self.set_zoom(self._fit_zoom(), fit=True)

    def wheelEvent(self, event) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            (self.zoom_in if event.angleDelta().y() > 0 else self.zoom_out)()
            event.accept()
        else:
            super().wheelEvent(event)


class PreviewPane(QWidget):
    """The preview with its zoom controls: out, the zoom in percent, in, fit to the width."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        bar = QHBoxLayout()
        bar.setContentsMargins(4, 0, 4, 0)
        title = QLabel("Record sheet", self)
        title.setStyleSheet("font-weight: 600;")
        bar.addWidget(title)
        bar.addStretch(1)
        self.preview = SheetPreview(self)
        self.zoom_text = QLabel(self)
        self.zoom_text.setMinimumWidth(44)
        self.zoom_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for text, tip, slot in (("\u2212", "Zoom out (Ctrl+-)", self.preview.zoom_out),
                                (None, None, None),
                                ("+", "Zoom in (Ctrl++)", self.preview.zoom_in),
                                ("Fit", "Fit the page to the width (Ctrl+0)", self.preview.fit_width)):
            if text is None:
                bar.addWidget(self.zoom_text)
                continue
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            bar.addWidget(button)
        layout.addLayout(bar)
        layout.addWidget(self.preview, 1)
        self.preview.zoom_changed.connect(self._show_zoom)
        self._show_zoom(self.preview.zoom)

    def _show_zoom(self, zoom: float) -> None:
        self.zoom_text.setText(f"{zoom * 100:.0f}%")
