"""A campaign ship's marks over its record sheet, for a game whose sheet does not draw them
itself: each part's boxes found on the pages by the part's ``ref`` (or inside its ``group``),
in drawing order, and marked as a player would: damage and spent boxes slashed, knocked-out
boxes crossed; a counter (one row for many, Star Blazers munitions) gets its count written on
its row. A part the sheet draws no box for gets no mark (its state is still in the campaign's
report)."""

from __future__ import annotations

from typing import Iterable, Sequence

from designer.core.ship_state import Part, ShipMarks
from designer.sheets.display import Circle, Group, Item, Line, Page, Rect, Style, Text, groups, walk
from designer.sheets.template import SheetTemplate

NAME = "state-marks"
MAX_BOX = 24.0  # points across: a box or a tic, never a frame around a section


def mark_style(template: SheetTemplate) -> Style:
    """The pen campaign marks are drawn with: the template's ``mark`` colour (a pen's blue, apart
    from the printed black)."""
    return Style(stroke=template.colour("mark"), width=1.3)


def mark_pages(pages: Sequence[Page], parts: dict[str, Part], marks: ShipMarks, ink: Style) -> list[Page]:
    added: list[list[Item]] = [[] for _ in pages]
    by_ref: list[dict[str, list[Item]]] | None = None  # each page's items by ref, walked once
    for kind in ("damage", "lost", "spent"):
        for part_id, count in getattr(marks, kind).items():
            part = parts.get(part_id)
            if part is None or count <= 0:
                continue
            if by_ref is None:
                by_ref = [_by_ref(page) for page in pages]
            boxes = _boxes(pages, part, by_ref)
            if part.counter and boxes:
                n = boxes[0][0]
                added[n] += _count(_union([b for m, b in boxes if m == n]), part, kind, count, ink)
                continue
            for n, shape in boxes[:count]:
                added[n] += _strokes(shape, part.ref, ink, cross=kind == "lost")
    return [
        page
        if not extra
        else Page(page.width, page.height, page.items + (Group(tuple(extra), NAME, ""),), page.label)
        for page, extra in zip(pages, added)
    ]


def _by_ref(page: Page) -> dict[str, list[Item]]:
    found: dict[str, list[Item]] = {}
    for item in walk(page.items):
        found.setdefault(item.ref, []).append(item)
    return found


def _boxes(
    pages: Sequence[Page], part: Part, by_ref: Sequence[dict[str, list[Item]]]
) -> list[tuple[int, Rect | Circle]]:
    out: list[tuple[int, Rect | Circle]] = []
    for n, page in enumerate(pages):
        found: Iterable[Item]
        if part.group:
            found = (i for g in groups(page.items, part.group) for i in walk(g.items))
        else:
            found = iter(by_ref[n].get(part.ref, ()))
        for item in found:  # a part found by its ref is its box whatever its size
            if not isinstance(item, (Rect, Circle)) or not (
                _is_box(item) or not part.group and isinstance(item, Rect)
            ):
                continue
            if not (out and out[-1][0] == n and _inside(item, out[-1][1])):
                out.append((n, item))  # a mark drawn inside its box (a craft icon's notch) is no box
    return out


def _extent(shape: Rect | Circle) -> tuple[float, float, float, float]:
    if isinstance(shape, Rect):
        return shape.x, shape.y, shape.x + shape.w, shape.y + shape.h
    return shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r


def _inside(shape: Rect | Circle, box: Rect | Circle) -> bool:
    a, b = _extent(shape), _extent(box)
    return a[0] >= b[0] and a[1] >= b[1] and a[2] <= b[2] and a[3] <= b[3]


def _is_box(item: Rect | Circle) -> bool:
    if isinstance(item, Rect):
        return item.w <= MAX_BOX and item.h <= MAX_BOX
    return isinstance(item, Circle) and item.r * 2 <= MAX_BOX


def _union(shapes: Sequence[Rect | Circle]) -> tuple[float, float, float, float]:
    extents = [_extent(s) for s in shapes]
    return (
        min(e[0] for e in extents),
        min(e[1] for e in extents),
        max(e[2] for e in extents),
        max(e[3] for e in extents),
    )


def _count(
    row: tuple[float, float, float, float], part: Part, kind: str, count: int, ink: Style
) -> list[Item]:
    """A counter's marks as a player writes them: the row ringed and the count written at its
    right end ("20 spent"); a row whose every mark is made is struck through as well."""
    x0, y0, x1, y1 = row
    size = min(7.0, (y1 - y0) * 0.7)
    verb = {"damage": "marked", "lost": "out", "spent": "spent"}[kind]
    colour = ink.stroke or "#000000"
    out: list[Item] = [
        Rect(x0 + 0.6, y0 + 0.6, x1 - x0 - 1.2, y1 - y0 - 1.2, ink, part.ref),
        Text(x1 - 2, (y0 + y1) / 2 + size * 0.35, f"{count} {verb}", size, "bold", "end", colour, part.ref),
    ]
    limit = getattr(part, kind)
    if limit is not None and count >= limit:
        out.append(Line(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2, ink, part.ref))
    return out


def _strokes(shape: Rect | Circle, ref: str, ink: Style, cross: bool) -> list[Item]:
    x0, y0, x1, y1 = _extent(shape)
    out: list[Item] = [Line(x0, y1, x1, y0, ink, ref)]
    if cross:
        out.append(Line(x0, y0, x1, y1, ink, ref))
    return out


__all__ = ["mark_pages", "mark_style", "NAME"]
