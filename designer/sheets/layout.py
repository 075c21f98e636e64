"""Layout helpers every game's sheet reuses: boxes, grids of cells, text tables, page packing.

Everything here is plain geometry in points (origin top-left, y down, as the display list).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence, TypeVar

from designer.sheets.display import Anchor, FontName, Item, Rect, Style
from designer.sheets.text import label, text_extent

T = TypeVar("T")


@dataclass(frozen=True)
class Box:
    """A rectangle to lay things out in."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, dx: float, dy: float | None = None) -> "Box":
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, max(0.0, self.w - 2 * dx), max(0.0, self.h - 2 * dy))

    def top(self, h: float) -> tuple["Box", "Box"]:
        """This box cut into a band of height ``h`` at the top, and the rest below."""
        h = min(h, self.h)
        return Box(self.x, self.y, self.w, h), Box(self.x, self.y + h, self.w, self.h - h)

    def bottom_band(self, h: float) -> tuple["Box", "Box"]:
        """The rest above, and a band of height ``h`` at the bottom."""
        h = min(h, self.h)
        return Box(self.x, self.y, self.w, self.h - h), Box(self.x, self.bottom - h, self.w, h)

    def left(self, w: float) -> tuple["Box", "Box"]:
        w = min(w, self.w)
        return Box(self.x, self.y, w, self.h), Box(self.x + w, self.y, self.w - w, self.h)

    def rect(self, style: Style = Style(), ref: str = "", radius: float = 0.0) -> Rect:
        return Rect(self.x, self.y, self.w, self.h, style, ref, radius)


def cell_grid(x: float, y: float, counts: Sequence[int], cell: float, gap: float = 0.0) -> list[list[Box]]:
    """Rows of square cells, ``counts[i]`` cells in row ``i``, left-aligned at ``x``."""
    return [[Box(x + c * (cell + gap), y + r * (cell + gap), cell, cell) for c in range(n)]
            for r, n in enumerate(counts)]


def flow_grid(n: int, area: Box, cell: float, min_cell: float, gap: float = 2.0) -> tuple[list[Box], float]:
    """``n`` square cells flowed into ``area`` in centred rows, largest cell size from ``cell``
    down to ``min_cell`` that fits; returns the cells and the size used (they may overflow at
    ``min_cell``, which the caller can detect by comparing against ``area.bottom``)."""
    size = cell
    while True:
        per_row = max(1, int((area.w + gap) // (size + gap)))
        rows = math.ceil(n / per_row) if n else 0
        if rows * (size + gap) - gap <= area.h or size <= min_cell:
            break
        size = max(min_cell, size - 0.5)
    cells: list[Box] = []
    for r in range(rows):
        k = min(per_row, n - r * per_row)
        row_w = k * (size + gap) - gap
        x0 = area.x + (area.w - row_w) / 2
        for c in range(k):
            cells.append(Box(x0 + c * (size + gap), area.y + r * (size + gap), size, size))
    return cells, size


def table(x: float, y: float, widths: Sequence[float], rows: Sequence[Sequence[str]],
          row_h: float, size: float = 7.0, header_font: FontName = "bold",
          anchors: Sequence[Anchor] | None = None, style: Style = Style(width=0.5),
          refs: Sequence[str] | None = None) -> list[Item]:
    """A ruled table: ``rows[0]`` is the header. Cell text is fitted to its column."""
    items: list[Item] = []
    anchors = anchors or ["start"] * len(widths)
    _, asc, desc = text_extent("Ag", size)
    for r, row in enumerate(rows):
        top = y + r * row_h
        baseline = top + (row_h + asc - desc) / 2
        cx = x
        for c, w in enumerate(widths):
            ref = refs[r] if refs else ""
            items.append(Rect(cx, top, w, row_h, style, ref))
            text = row[c] if c < len(row) else ""
            if text:
                a = anchors[c]
                tx = cx + 2 if a == "start" else cx + w / 2 if a == "middle" else cx + w - 2
                items.append(label(tx, baseline, text, size, header_font if r == 0 else "regular",
                                   a, width=w - 4, ref=ref))
            cx += w
    return items


def pack_pages(items: Sequence[T], fits: Callable[[list[T]], bool],
               size: Callable[[T], Any], kind: Callable[[T], Any] | None = None) -> list[list[T]]:
    """First-fit decreasing: items sorted by ``size`` (largest first, ties keep input order),
    each put on the first page where ``fits(page + [item])`` holds, else on a new page. An item
    that fits on no page alone still gets a page of its own (a sheet prints, it never drops a
    ship). Pages come out in the order they were opened.

    ``kind(item)`` (default ``size``) must decide ``fits`` together with the page: a page that
    refused an item of one kind refuses the next of that kind until it changes, so it is not
    asked again; this keeps packing a 2,000-ship fleet near linear."""
    kind = kind or size
    pages: list[list[T]] = []
    refused: list[set] = []  # per page, the kinds it refused since it last changed
    for item in sorted(items, key=size, reverse=True):
        k = kind(item)
        for page, no in zip(pages, refused):
            if k in no:
                continue
            if fits(page + [item]):
                page.append(item)
                no.clear()
                break
            no.add(k)
        else:
            pages.append([item])
            refused.append(set())
    return pages


def shelves(widths: Sequence[float], row_w: float, gap: float) -> list[list[int]]:
    """Indexes of boxes of these widths broken into rows no wider than ``row_w`` (in order)."""
    rows: list[list[int]] = []
    used = 0.0
    for i, w in enumerate(widths):
        if rows and used + gap + w <= row_w + 1e-6:
            rows[-1].append(i)
            used += gap + w
        else:
            rows.append([i])
            used = w
    return rows
