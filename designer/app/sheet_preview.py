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
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from designer.app.sheet_painter import PagePainter, SheetInk
from designer.app.theme import PAPER, theme_for
from designer.sheets.display import Page
from designer.sheets.geometry import LAZY, bounds, changed_boxes, ref_at, touching, units

GAP = 16  # pixels between pages and around them
ZOOMS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)


def render_page(page: Page, scale: float, ratio: float = 1.0, ink: SheetInk | None = None) -> QImage:
    """``page`` as an image at ``scale`` pixels per point (times the screen's pixel ratio),
    drawn with ``ink`` (the caller's fonts and pens, kept across pages; none: its own)."""
    image = QImage(
        max(1, round(page.width * scale * ratio)),
        max(1, round(page.height * scale * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(PAPER)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        PagePainter(painter, ink).page(page)
    finally:
        painter.end()
    return image


MARGIN = 3.0  # points around an item's box: stroke widths, miter tips, glyph overhangs
MAX_DIRTY = 64  # more changed parts than this: one rectangle around them all
FULL_AREA = 0.6  # a change covering more of the page than this is a full render


class PageImage:
    """One page's image at one scale, and what was drawn on it, to redraw only the changes."""

    def __init__(self, page: Page, scale: float, ratio: float, ink: SheetInk | None = None):
        self.page, self.scale, self.ratio = page, scale, ratio
        self.ink = ink if ink is not None else SheetInk()  # the canvas shares its own
        self.image = render_page(page, scale, ratio, self.ink)
        self.units = units(page.items)
        self.boxes = [LAZY] * len(self.units)
        self._scratch: QImage | None = None  # where changes are drawn before they are copied

    def update(self, page: Page) -> QRectF | None:
        """Show ``page`` (of this size) instead; the part that changed, in points, or None."""
        old, self.page = self.page, page
        if page is old or page.items == old.items:  # laid out anew from kept blocks: the same
            return None
        new = units(page.items)
        boxes: list = [LAZY] * len(new)
        dirty = changed_boxes(self.units, self.boxes, new, boxes)
        self.units, self.boxes = new, boxes
        if dirty is None:
            self.image = render_page(page, self.scale, self.ratio, self.ink)
            return QRectF(0, 0, page.width, page.height)
        if not dirty:
            return None
        if len(dirty) > MAX_DIRTY:
            dirty = [
                (
                    min(b[0] for b in dirty),
                    min(b[1] for b in dirty),
                    max(b[2] for b in dirty),
                    max(b[3] for b in dirty),
                )
            ]
        k = self.scale * self.ratio  # points to image pixels
        region = QRegion()
        for box in dirty:
            region = region.united(_pixels(box, k))
        region = region.intersected(QRegion(self.image.rect()))
        whole = region.boundingRect()
        if whole.width() * whole.height() > FULL_AREA * self.image.width() * self.image.height():
            self.image = render_page(page, self.scale, self.ratio, self.ink)
            return QRectF(0, 0, page.width, page.height)
        for i, box in enumerate(boxes):  # every unit's box, to see which reach the changes
            if box is LAZY:
                boxes[i] = bounds(new[i])
        touched = touching(new, boxes, dirty, 2 * MARGIN + 2 / k)
        # Drawn unclipped on a scratch image, then its changed pixels copied: Qt rasterises some
        # strokes and fills a shade apart under a clip, and the preview must be the full render.
        scratch = self._scratch
        if scratch is None or scratch.size() != self.image.size():
            scratch = self._scratch = QImage(self.image.size(), self.image.format())
        rects = list(region)
        painter = QPainter(scratch)
        try:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            for rect in rects:
                painter.fillRect(rect, PAPER)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            painter.scale(k, k)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            PagePainter(painter, self.ink).items(touched)
        finally:
            painter.end()
        self.image.setDevicePixelRatio(1.0)  # copy in the image's own pixels
        painter = QPainter(self.image)
        try:
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            for rect in rects:
                painter.drawImage(rect, scratch, rect)
        finally:
            painter.end()
            self.image.setDevicePixelRatio(self.ratio)
        box = region.boundingRect()
        return QRectF(box.x() / k, box.y() / k, box.width() / k, box.height() / k)


def _pixels(box, k: float) -> QRect:
    """A box in points, grown by the margin, as whole image pixels at ``k`` pixels per point."""
    x0, y0, x1, y1 = box
    return QRect(
        QPoint(math.floor((x0 - MARGIN) * k), math.floor((y0 - MARGIN) * k)),
        QPoint(math.ceil((x1 + MARGIN) * k), math.ceil((y1 + MARGIN) * k)),
    )


class PageCanvas(QWidget):
    """The pages stacked vertically at the current zoom. ``ref_clicked(path)`` when the player
    clicks something on the sheet that shows a part of the design."""

    ref_clicked = Signal(str)
    # Page index, x and y in points, and whether Shift was held: the press's own modifiers, never
    # the application's (those are the last input event's, whichever widget or test sent it).
    clicked_at = Signal(int, float, float, bool)  # campaign marks

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pages: tuple[Page, ...] = ()
        self.message = ""
        self.images: list[QImage] = []
        self._drawn: list[PageImage] = []
        self.ink = SheetInk()  # the faces, glyph runs and pens its pages are drawn with
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
        if (
            known
            and scale == self.scale
            and len(known) == len(self.pages)
            and all(
                d.ratio == ratio and (d.page.width, d.page.height) == (p.width, p.height)
                for d, p in zip(known, self.pages)
            )
        ):
            # The same pages at the same zoom: redraw the parts that changed, repaint those.
            y = GAP
            for drawn, page in zip(known, self.pages):
                changed = drawn.update(page)
                w = page.width * scale
                if changed is not None:
                    x = max(GAP, (self.width() - w) / 2)
                    self.update(
                        QRectF(
                            x + changed.x() * scale,
                            y + changed.y() * scale,
                            changed.width() * scale + 4,
                            changed.height() * scale + 4,
                        )
                        .toAlignedRect()
                        .adjusted(-1, -1, 1, 1)
                    )
                y += page.height * scale + GAP
            self.images = [d.image for d in known]
            return
        self.scale = scale
        self._drawn = [PageImage(page, scale, ratio, self.ink) for page in self.pages]
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

    def mousePressEvent(self, event) -> None:
        spot = self.page_point(event.position().x(), event.position().y())
        if spot is not None:
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.clicked_at.emit(*spot, shift)
            ref = ref_at(self.pages[spot[0]].items, spot[1], spot[2])
            if ref:
                self.ref_clicked.emit(ref)

    def sizeHint(self) -> QSize:
        if not self.pages:
            return QSize(400, 300)
        w = max(p.width for p in self.pages) * self.scale + 2 * GAP
        h = sum(p.height * self.scale + GAP for p in self.pages) + GAP
        return QSize(int(w), int(h))

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.fillRect(event.rect(), theme_for(self).desk)
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
        self.setStyleSheet(f"QScrollArea {{ background: {theme_for(self).desk.name()}; border: none; }}")
        self.zoom = 1.0
        self.fit = True  # follow the width of the pane until the player picks a zoom
        self._content: Sequence[Page] | str = ()

    def set_pages(self, pages: Sequence[Page] | str) -> None:
        if pages is self._content:
            return  # the same cached display list: nothing to redraw
        self._content = pages
        if self.fit and self.fit_zoom() != self.zoom:
            self.zoom = self.fit_zoom()
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

    def fit_zoom(self) -> float:
        pages = [] if isinstance(self._content, str) else self._content
        if not pages:
            return self.zoom
        # From the area's own width, never the viewport's: the viewport narrows when the scroll
        # bar appears, which would change the zoom, which would hide the bar again, and so on.
        avail = self.width() - 2 * self.frameWidth() - 2 * GAP - self.verticalScrollBar().sizeHint().width()
        return max(0.25, round(avail / max(p.width for p in pages), 3))

    def fit_width(self) -> None:
        self.set_zoom(self.fit_zoom(), fit=True)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.fit and self._content:
            self.set_zoom(self.fit_zoom(), fit=True)

    def wheelEvent(self, event) -> None:
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
        self.title = QLabel("Record sheet", self)
        self.title.setStyleSheet("font-weight: 600;")
        bar.addWidget(self.title)
        bar.addStretch(1)
        self.preview = SheetPreview(self)
        self.zoom_text = QLabel(self)
        self.zoom_text.setMinimumWidth(44)
        self.zoom_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for text, tip, slot in (
            ("\u2212", "Zoom out (Ctrl+-)", self.preview.zoom_out),
            (None, None, None),
            ("+", "Zoom in (Ctrl++)", self.preview.zoom_in),
            ("Fit", "Fit the page to the width (Ctrl+0)", self.preview.fit_width),
        ):
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
