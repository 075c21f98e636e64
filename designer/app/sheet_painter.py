"""The QPainter renderer of the display list: the screen twin of ``designer/sheets/pdf.py``.

It follows the conventions in :mod:`designer.sheets.display`: points, origin top-left, y down,
fill then stroke, butt caps and miter joins, ``Text.y`` is the baseline, fonts are the sheet's
own TTF files without kerning. Callers scale the painter so that one unit is one point.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPen,
                           QPolygonF)

from designer.sheets.display import Circle, Group, Line, Page, Polygon, Rect, Style, Text
from designer.sheets.fonts import font_path


@lru_cache(maxsize=None)
def sheet_family(font: str) -> str:
    """Load the sheet face into Qt once and return its family name (a fallback if it fails)."""
    font_id = QFontDatabase.addApplicationFont(str(font_path(font)))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else "DejaVu Sans Condensed"


def sheet_font(font: str, size: float, device_dpi: float) -> QFont:
    """The face at ``size`` points, sized for a painter where one unit is one point."""
    qfont = QFont(sheet_family(font))
    qfont.setBold(font == "bold")
    qfont.setKerning(False)  # layout widths are plain advance sums (designer.sheets.fonts)
    qfont.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    qfont.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)
    # Qt sizes fonts in device points; the painter's own scale turns units into pixels.
    qfont.setPointSizeF(max(size * 72.0 / device_dpi, 0.1))
    return qfont


def _pen(style: Style) -> QPen:
    if style.stroke is None:
        return QPen(Qt.PenStyle.NoPen)
    pen = QPen(QColor(style.stroke))
    pen.setWidthF(style.width)  # 0 is Qt's cosmetic hairline too
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    if style.dash and style.width > 0:
        pen.setDashPattern([max(d / style.width, 0.01) for d in style.dash])  # Qt: pen widths
    elif style.dash:
        pen.setDashPattern(list(style.dash))
    return pen


def _brush(style: Style) -> QBrush:
    return QBrush(QColor(style.fill)) if style.fill else QBrush(Qt.BrushStyle.NoBrush)


class PagePainter:
    """Draws pages on any paint device; caches pens, brushes and fonts between items."""

    def __init__(self, painter: QPainter):
        self.painter = painter
        self.dpi = float(painter.device().logicalDpiY() or 72)
        self._fonts: dict[tuple[str, float], tuple[QFont, QFontMetricsF]] = {}
        self._styles: dict[Style, tuple[QPen, QBrush]] = {}

    def page(self, page: Page, background: str = "#ffffff") -> None:
        p = self.painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.fillRect(QRectF(0, 0, page.width, page.height), QColor(background))
        self.items(page.items)

    def items(self, items) -> None:
        for item in items:
            if isinstance(item, Group):
                self.items(item.items)
            elif isinstance(item, Text):
                self.text(item)
            else:
                self.shape(item)

    def _style(self, style: Style) -> None:
        cached = self._styles.get(style)
        if cached is None:
            cached = self._styles[style] = (_pen(style), _brush(style))
        self.painter.setPen(cached[0])
        self.painter.setBrush(cached[1])

    def shape(self, item) -> None:
        p = self.painter
        self._style(item.style)
        if isinstance(item, Rect):
            rect = QRectF(item.x, item.y, item.w, item.h)
            if item.radius:
                p.drawRoundedRect(rect, item.radius, item.radius)
            else:
                p.drawRect(rect)
        elif isinstance(item, Line):
            p.drawLine(QPointF(item.x1, item.y1), QPointF(item.x2, item.y2))
        elif isinstance(item, Circle):
            p.drawEllipse(QPointF(item.cx, item.cy), item.r, item.r)
        elif isinstance(item, Polygon):
            poly = QPolygonF([QPointF(x, y) for x, y in item.points])
            if item.closed:
                p.drawPolygon(poly)
            else:
                p.drawPolyline(poly)

    def text(self, item: Text) -> None:
        key = (item.font, item.size)
        cached = self._fonts.get(key)
        if cached is None:
            font = sheet_font(item.font, item.size, self.dpi)
            cached = self._fonts[key] = (font, QFontMetricsF(font, self.painter.device()))
        font, metrics = cached
        x = item.x
        if item.anchor != "start":
            width = metrics.horizontalAdvance(item.text)
            x -= width / 2 if item.anchor == "middle" else width
        p = self.painter
        p.setFont(font)
        p.setPen(QColor(item.color))
        p.drawText(QPointF(x, item.y), item.text)


def paint_page(painter: QPainter, page: Page) -> None:
    """Draw ``page`` with the painter already scaled so one unit is one point."""
    PagePainter(painter).page(page)
