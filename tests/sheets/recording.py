"""A stand-in renderer for tests: draws nothing, records every primitive it is handed.

It knows only :mod:`designer.sheets.display`, like the window's QPainter renderer will, so a
sheet that records cleanly here depends on no PDF library.
"""

from __future__ import annotations

from designer.sheets.display import Circle, Group, Line, Page, Polygon, Rect, Sheet, Text
from designer.sheets.fonts import metrics


class RecordingRenderer:
    def __init__(self):
        self.calls: list[tuple[int, str, object]] = []  # (page number, kind, item)

    def render(self, sheet: Sheet) -> "RecordingRenderer":
        for n, page in enumerate(sheet.pages):
            self._draw(n, page.items)
        return self

    def _draw(self, n: int, items) -> None:
        for item in items:
            if isinstance(item, Group):
                self._draw(n, item.items)
            elif isinstance(item, (Rect, Line, Circle, Polygon, Text)):
                self.calls.append((n, type(item).__name__, item))
            else:
                raise TypeError(f"unknown display item {item!r}")

    def of(self, kind: str) -> list:
        return [item for _, k, item in self.calls if k == kind]

    def texts(self) -> list[str]:
        return [t.text for t in self.of("Text")]


def text_span(t: Text) -> tuple[float, float]:
    """Left and right x of a Text as a renderer places it (same metrics as the layout)."""
    w = metrics(t.font).width(t.text, t.size)
    left = t.x - (w / 2 if t.anchor == "middle" else w if t.anchor == "end" else 0)
    return left, left + w


def extent(item) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a primitive."""
    if isinstance(item, Rect):
        return item.x, item.y, item.x + item.w, item.y + item.h
    if isinstance(item, Line):
        return min(item.x1, item.x2), min(item.y1, item.y2), max(item.x1, item.x2), max(item.y1, item.y2)
    if isinstance(item, Circle):
        return item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r
    if isinstance(item, Polygon):
        xs = [p[0] for p in item.points]
        ys = [p[1] for p in item.points]
        return min(xs), min(ys), max(xs), max(ys)
    if isinstance(item, Text):
        left, right = text_span(item)
        m = metrics(item.font)
        return left, item.y - m.ascender(item.size), right, item.y + m.descender(item.size)
    raise TypeError(item)


def page_of(sheet: Sheet, n: int) -> Page:
    return sheet.pages[n]
