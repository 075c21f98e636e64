"""The PDF renderer: a :class:`~designer.sheets.display.Sheet` to PDF bytes with reportlab.

The only module that imports reportlab. Output is vector, true scale (1 display unit = 1 pt),
embeds the bundled TTF (subset), carries title/author/subject, and is byte-identical for the
same sheet: ``invariant=1`` fixes reportlab's document id and its creation date, which is
:func:`document_epoch` (``SOURCE_DATE_EPOCH`` when set, else 2000-01-01), never the clock.
"""

from __future__ import annotations

import io
import os
from functools import lru_cache
from typing import Iterable

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfdoc import PDFDocument, PDFInfo, PDFString
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from designer import __version__
from designer.sheets.display import Circle, Group, Item, Line, Page, Polygon, Rect, Sheet, Style, Text
from designer.sheets.fonts import FONT_FILES, FONT_NAMES, font_path, metrics

CREATOR = f"Hullwright {__version__}"  # the program and version that made the PDF (issue 25)
# The creation date of every PDF unless SOURCE_DATE_EPOCH says otherwise: a fixed date, so the
# same sheet gives the same bytes on any day (reportlab's invariant date, 2000-01-01 00:00 UTC).
FIXED_EPOCH = 946684800
LAST_EPOCH = 253402300799  # 9999-12-31 23:59:59 UTC: a PDF date has a four-digit year


def document_epoch() -> int:
    """The creation and modification date written into a PDF, in seconds since 1970 (UTC).

    ``SOURCE_DATE_EPOCH`` when it is set (the reproducible-builds convention, so a packager can
    stamp the documents it builds with the source's date), else :data:`FIXED_EPOCH`. reportlab
    reads the variable itself in invariant mode; a value it cannot read is refused here first,
    with what to do about it."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "")
    if not value:
        return FIXED_EPOCH
    # Digits only (no sign, point, exponent, base prefix or white space), and a date a PDF can
    # write: its dates have four-digit years, so 9999-12-31 23:59:59 UTC is the last.
    if not (value.isascii() and value.isdigit()) or int(value) > LAST_EPOCH:
        shown = value if len(value) <= 40 else value[:40] + "…"
        raise ValueError(
            f"the environment variable SOURCE_DATE_EPOCH is {shown!r}; it must hold "
            f"a whole number of seconds since 1970-01-01 UTC, from 0 to {LAST_EPOCH} "
            "(the end of the year 9999), digits only; or unset it for the fixed "
            "date 2000-01-01"
        )
    return int(value)


def _register_fonts() -> None:
    registered = set(pdfmetrics.getRegisteredFontNames())
    for face in FONT_FILES:
        name = FONT_NAMES[face]
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(font_path(face))))


def render_pdf(sheet: Sheet) -> bytes:
    """The whole sheet as one PDF document."""
    _register_fonts()
    document_epoch()  # a malformed SOURCE_DATE_EPOCH is reported before reportlab trips on it
    buffer = io.BytesIO()
    first = sheet.pages[0] if sheet.pages else Page(595.28, 841.89)
    # initialFontName: else reportlab references an unembedded Helvetica on every page.
    canvas = Canvas(
        buffer,
        pagesize=(first.width, first.height),
        invariant=1,
        pageCompression=1,
        initialFontName=FONT_NAMES["regular"],  # type: ignore[arg-type]  # the stubs say float
        initialFontSize=8,
    )
    canvas.setTitle(sheet.title)
    canvas.setAuthor(sheet.author)
    canvas.setSubject(sheet.subject)
    canvas.setKeywords(", ".join(sheet.keywords))
    canvas.setCreator(CREATOR)
    canvas.setProducer(CREATOR)
    if sheet.info:
        # reportlab keeps the document information on its private document, with no setter
        canvas._doc.info = _Info.of(canvas._doc.info, sheet.info)  # type: ignore[attr-defined]
    for page in sheet.pages or (first,):
        canvas.setPageSize((page.width, page.height))
        _PageDrawer(canvas, page.height).draw(page.items)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


class _Info(PDFInfo):
    """reportlab's document information with entries of the document's own (``Sheet.info``):
    reportlab writes only the standard keys."""

    extra: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, info: PDFInfo, extra: tuple[tuple[str, str], ...]) -> "_Info":
        made = cls()
        made.__dict__.update(info.__dict__)
        made.extra = extra
        return made

    def format(self, document: PDFDocument) -> bytes:
        standard = PDFInfo.format(self, document)  # b"<< ... >>"
        own = b"".join(
            b"/" + key.encode("ascii") + b" " + PDFString(text).format(document) + b"\n"
            for key, text in self.extra
        )
        return standard[: standard.rindex(b">>")] + own + b">>"


@lru_cache(maxsize=256)
def _color(hex_color: str) -> Color:
    return HexColor(hex_color)


class _PageDrawer:
    """Draws display items on one page, flipping the display list's y-down to PDF's y-up."""

    def __init__(self, canvas: Canvas, height: float):
        self.c = canvas
        self.h = height
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        # reportlab's state at the start of a page: black stroke and fill, 1 pt, solid.
        self.stroke, self.fill, self.width = "#000000", "#000000", 1.0
        self.dash: tuple[float, ...] = ()
        canvas.setStrokeColor(_color(self.stroke))
        canvas.setFillColor(_color(self.fill))
        canvas.setLineWidth(self.width)

    def draw(self, items: Iterable[Item]) -> None:
        for item in items:
            if isinstance(item, Group):
                self.draw(item.items)
            elif isinstance(item, Rect):
                stroke, fill = self._style(item.style)
                y = self.h - item.y - item.h
                if item.radius:
                    self.c.roundRect(item.x, y, item.w, item.h, item.radius, stroke=stroke, fill=fill)
                else:
                    self.c.rect(item.x, y, item.w, item.h, stroke=stroke, fill=fill)
            elif isinstance(item, Line):
                stroke, _ = self._style(item.style)
                if stroke:
                    self.c.line(item.x1, self.h - item.y1, item.x2, self.h - item.y2)
            elif isinstance(item, Circle):
                stroke, fill = self._style(item.style)
                self.c.circle(item.cx, self.h - item.cy, item.r, stroke=stroke, fill=fill)
            elif isinstance(item, Polygon):
                self._polygon(item)
            elif isinstance(item, Text):
                self._text(item)
            else:
                raise TypeError(f"not a display item: {item!r}")

    def _style(self, style: Style) -> tuple[int, int]:
        # Set only what changed since the last primitive: smaller page streams, faster export.
        c = self.c
        if style.stroke and style.stroke != self.stroke:
            c.setStrokeColor(_color(style.stroke))
            self.stroke = style.stroke
        if style.fill:
            self._fill(style.fill)
        if style.width != self.width:
            c.setLineWidth(style.width)
            self.width = style.width
        if style.dash != self.dash:
            c.setDash(list(style.dash) if style.dash else [])
            self.dash = style.dash
        return int(bool(style.stroke)), int(bool(style.fill))

    def _fill(self, color: str) -> None:
        if color != self.fill:
            self.c.setFillColor(_color(color))
            self.fill = color

    def _polygon(self, item: Polygon) -> None:
        if len(item.points) < 2:
            return
        stroke, fill = self._style(item.style)
        path = self.c.beginPath()
        x, y = item.points[0]
        path.moveTo(x, self.h - y)
        for x, y in item.points[1:]:
            path.lineTo(x, self.h - y)
        if item.closed:
            path.close()
        self.c.drawPath(path, stroke=stroke, fill=fill if item.closed else 0)

    def _text(self, item: Text) -> None:
        if not item.text:
            return
        # The layout already measured with the same TTF metrics; place the anchor with them too
        # rather than asking reportlab, so PDF and preview agree to the last digit.
        width = metrics(item.font).width(item.text, item.size)
        x = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0)
        self._fill(item.color)
        self.c.setFont(FONT_NAMES[item.font], item.size)
        self.c.drawString(x, self.h - item.y, item.text)
