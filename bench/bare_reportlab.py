"""The yardstick for export overhead: reportlab drawing already-built display primitives.

No layout, no evaluation, no anchor arithmetic of our own: each primitive goes straight to the
canvas call a hand-written reportlab program would use (``HexColor`` for colours, as a string
colour would go through reportlab's slow literal parser; ``drawCentredString`` lets reportlab
place a centred line). Same fonts, same page compression and the same ``invariant`` flag as
``designer/sheets/pdf.py``, so both write comparable documents.
"""

from __future__ import annotations

import io

from reportlab.lib.colors import HexColor
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from designer.sheets.display import Circle, Line, Polygon, Rect, Text, walk
from designer.sheets.fonts import FONT_FILES, FONT_NAMES, font_path


def register_fonts() -> None:
    registered = set(pdfmetrics.getRegisteredFontNames())
    for face in FONT_FILES:
        if FONT_NAMES[face] not in registered:
            pdfmetrics.registerFont(TTFont(FONT_NAMES[face], str(font_path(face))))


def draw_pages(pages) -> bytes:
    """Every page's primitives on one reportlab canvas; the PDF bytes."""
    register_fonts()
    buffer = io.BytesIO()
    c = Canvas(buffer, invariant=1, pageCompression=1)
    for page in pages:
        c.setPageSize((page.width, page.height))
        h = page.height
        for item in walk(page.items):
            if isinstance(item, Text):
                if item.text:
                    c.setFillColor(HexColor(item.color))
                    c.setFont(FONT_NAMES[item.font], item.size)
                    draw = {"start": c.drawString, "middle": c.drawCentredString, "end": c.drawRightString}[
                        item.anchor
                    ]
                    draw(item.x, h - item.y, item.text)
                continue
            s = item.style
            if s.stroke:
                c.setStrokeColor(HexColor(s.stroke))
            if s.fill:
                c.setFillColor(HexColor(s.fill))
            c.setLineWidth(s.width)
            c.setDash(list(s.dash))
            stroke, fill = int(bool(s.stroke)), int(bool(s.fill))
            if isinstance(item, Rect):
                if item.radius:
                    c.roundRect(
                        item.x, h - item.y - item.h, item.w, item.h, item.radius, stroke=stroke, fill=fill
                    )
                else:
                    c.rect(item.x, h - item.y - item.h, item.w, item.h, stroke=stroke, fill=fill)
            elif isinstance(item, Line):
                c.line(item.x1, h - item.y1, item.x2, h - item.y2)
            elif isinstance(item, Circle):
                c.circle(item.cx, h - item.cy, item.r, stroke=stroke, fill=fill)
            elif isinstance(item, Polygon) and len(item.points) > 1:
                path = c.beginPath()
                path.moveTo(item.points[0][0], h - item.points[0][1])
                for x, y in item.points[1:]:
                    path.lineTo(x, h - y)
                if item.closed:
                    path.close()
                c.drawPath(path, stroke=stroke, fill=fill if item.closed else 0)
        c.showPage()
    c.save()
    return buffer.getvalue()
