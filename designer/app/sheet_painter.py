"""The QPainter renderer of the display list: the screen twin of ``designer/sheets/pdf.py``.

It follows the conventions in :mod:`designer.sheets.display`: points, origin top-left, y down,
fill then stroke, butt caps and miter joins, ``Text.y`` is the baseline. Text is drawn as glyph
runs of the sheet's own TTF files (``QRawFont``), placed by plain advance widths, which is how
the layout measured it and how reportlab draws it. Callers scale the painter so that one unit
is one point.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGlyphRun, QPainter, QPen, QPolygonF, QRawFont

from designer.sheets.display import Circle, Group, Line, Page, Polygon, Rect, Style, Text
from designer.sheets.fonts import font_path


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


FONTS_KEPT = 256  # (face, size) pairs; a sheet uses a dozen
RUNS_KEPT = 8192  # glyph runs: most labels survive an edit unchanged
STYLES_KEPT = 4096  # pens and brushes are values: share them


class SheetInk:
    """The sheet faces, glyph runs, pens and brushes a :class:`PagePainter` draws with, kept by
    their owner between pages (the preview canvas keeps one across edits; a one-off drawing gets
    its own). Used on one thread: a ``QRawFont`` belongs to the thread that made it.

    Not a ``core.memo.Memo``: these are Qt resources by value, not results of a design, asked
    for once per item on every paint, where a plain dict look-up is several times cheaper than
    the memo's (measured: 300 glyph runs 0.5-1 ms against 3.7 ms)."""

    def __init__(self):
        self._fonts: dict[tuple[str, float], QRawFont] = {}
        self._runs: dict[tuple[str, str, float], tuple[QGlyphRun, float]] = {}
        self._styles: dict[Style, tuple[QPen, QBrush]] = {}

    def raw_font(self, font: str, size: float) -> QRawFont:
        """The sheet face at ``size`` units (points, when the painter is scaled to points),
        straight from the bundled TTF: no font matching can swap in a system face of the same
        family (the system DejaVu Sans has a Condensed style too, with other metrics)."""
        key = (font, float(size))
        raw = self._fonts.get(key)
        if raw is None:
            raw = QRawFont(str(font_path(font)), key[1], QFont.HintingPreference.PreferNoHinting)
            if not raw.isValid():
                raise OSError(f"{font_path(font)}: Qt cannot read the sheet font")
            _keep(self._fonts, key, raw, FONTS_KEPT)
        return raw

    def glyph_run(self, text: str, font: str, size: float) -> tuple[QGlyphRun, float]:
        """Glyphs of ``text`` placed by plain advance widths (no kerning, as the layout
        measures) and the run's total advance."""
        key = (text, font, float(size))
        found = self._runs.get(key)
        if found is None:
            raw = self.raw_font(font, size)
            indexes = raw.glyphIndexesForString(text)
            positions, x = [], 0.0
            for advance in raw.advancesForGlyphIndexes(indexes):
                positions.append(QPointF(x, 0))
                x += advance.x()
            run = QGlyphRun()
            run.setRawFont(raw)
            run.setGlyphIndexes(indexes)
            run.setPositions(positions)
            found = _keep(self._runs, key, (run, x), RUNS_KEPT)
        return found

    def style_tools(self, style: Style) -> tuple[QPen, QBrush]:
        tools = self._styles.get(style)
        if tools is None:
            tools = _keep(self._styles, style, (_pen(style), _brush(style)), STYLES_KEPT)
        return tools


def _keep(store: dict, key, value, limit: int):
    """Store ``value``; a store past its limit starts again (a new sheet, not a leak)."""
    if len(store) >= limit:
        store.clear()
    store[key] = value
    return value


class PagePainter:
    """Draws pages on any paint device. Consecutive items usually share a style, so the pen and
    brush are only set when it changes (a sheet has hundreds of items; each call costs)."""

    def __init__(self, painter: QPainter, ink: SheetInk | None = None):
        self.painter = painter
        self.ink = ink if ink is not None else SheetInk()
        self._current: Style | None = None
        self._draw = {
            Rect: self._rect,
            Line: self._line,
            Circle: self._circle,
            Polygon: self._polygon,
            Text: self.text,
            Group: self._group,
        }

    def page(self, page: Page, background: str = "#ffffff") -> None:
        p = self.painter
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.fillRect(QRectF(0, 0, page.width, page.height), QColor(background))
        self._current = None
        self.items(page.items)

    def items(self, items) -> None:
        """Draw in order; a run of lines, or of square rectangles, in one style is one call."""
        draw = self._draw
        run: list = []
        run_kind = run_style = None
        for item in items:
            kind = type(item)
            if kind is Line or (kind is Rect and not item.radius):
                if run and (
                    kind is not run_kind or (item.style is not run_style and item.style != run_style)
                ):
                    self._run(run_kind, run_style, run)
                    run = []
                run_kind, run_style = kind, item.style
                run.append(
                    QLineF(item.x1, item.y1, item.x2, item.y2)
                    if kind is Line
                    else QRectF(item.x, item.y, item.w, item.h)
                )
                continue
            if run:
                self._run(run_kind, run_style, run)
                run = []
            draw[kind](item)
        if run:
            self._run(run_kind, run_style, run)

    def _run(self, kind, style: Style, shapes: list) -> None:
        self._style(style)
        if kind is Line:
            self.painter.drawLines(shapes)
        else:
            self.painter.drawRects(shapes)

    def _group(self, item: Group) -> None:
        self.items(item.items)

    def _style(self, style: Style) -> None:
        if style is self._current:
            return
        pen, brush = self.ink.style_tools(style)
        self.painter.setPen(pen)
        self.painter.setBrush(brush)
        self._current = style

    def shape(self, item) -> None:
        self._draw[type(item)](item)

    def _rect(self, item: Rect) -> None:
        self._style(item.style)
        rect = QRectF(item.x, item.y, item.w, item.h)
        if item.radius:
            self.painter.drawRoundedRect(rect, item.radius, item.radius)
        else:
            self.painter.drawRect(rect)

    def _line(self, item: Line) -> None:
        self._style(item.style)
        self.painter.drawLine(QPointF(item.x1, item.y1), QPointF(item.x2, item.y2))

    def _circle(self, item: Circle) -> None:
        self._style(item.style)
        self.painter.drawEllipse(QPointF(item.cx, item.cy), item.r, item.r)

    def _polygon(self, item: Polygon) -> None:
        self._style(item.style)
        poly = QPolygonF([QPointF(x, y) for x, y in item.points])
        if item.closed:
            self.painter.drawPolygon(poly)
        else:
            self.painter.drawPolyline(poly)

    def text(self, item: Text) -> None:
        if not item.text:
            return
        run, width = self.ink.glyph_run(item.text, item.font, item.size)
        x = item.x
        if item.anchor != "start":
            x -= width / 2 if item.anchor == "middle" else width
        p = self.painter
        p.setPen(QColor(item.color))  # text colour replaces the pen: the next shape sets its own
        self._current = None
        p.drawGlyphRun(QPointF(x, item.y), run)


def paint_page(painter: QPainter, page: Page, ink: SheetInk | None = None) -> None:
    """Draw ``page`` with the painter already scaled so one unit is one point."""
    PagePainter(painter, ink).page(page)
