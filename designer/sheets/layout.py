"""Layout helpers every game's sheet reuses: boxes, grids of cells, text tables, page packing.

Everything here is plain geometry in points (origin top-left, y down, as the display list).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Sequence, TypeVar

from designer.sheets.display import Anchor, FontName, Item, Rect, Style, scale
from designer.sheets.text import LEADING, fit_lines, label, text_extent

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
    return [
        [Box(x + c * (cell + gap), y + r * (cell + gap), cell, cell) for c in range(n)]
        for r, n in enumerate(counts)
    ]


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


def table(
    x: float,
    y: float,
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    row_h: float,
    size: float = 7.0,
    header_font: FontName = "bold",
    anchors: Sequence[Anchor] | None = None,
    style: Style = Style(width=0.5),
    refs: Sequence[str] | None = None,
    max_lines: int = 1,
) -> list[Item]:
    """A ruled table: ``rows[0]`` is the header. Cell text is fitted to its column: cut with an
    ellipsis, or with ``max_lines`` above 1 wrapped first, the row growing to
    :func:`table_row_height` (only text longer than ``max_lines`` lines is cut)."""
    items: list[Item] = []
    anchors = anchors or ["start"] * len(widths)
    _, asc, desc = text_extent("Ag", size)
    top = y
    for r, row in enumerate(rows):
        font = header_font if r == 0 else "regular"
        cells = _cell_lines(widths, row, size, font, max_lines)
        h = _row_height(cells, row_h, size)
        baseline = top + (row_h + asc - desc) / 2
        ref = refs[r] if refs else ""
        cx = x
        for c, w in enumerate(widths):
            items.append(Rect(cx, top, w, h, style, ref))
            a = anchors[c]
            tx = cx + 2 if a == "start" else cx + w / 2 if a == "middle" else cx + w - 2
            for n, line in enumerate(cells[c]):
                items.append(
                    label(tx, baseline + n * size * LEADING, line, size, font, a, width=w - 4, ref=ref)
                )
            cx += w
        top += h
    return items


def table_row_height(
    widths: Sequence[float],
    row: Sequence[str],
    row_h: float,
    size: float,
    font: FontName = "regular",
    max_lines: int = 1,
) -> float:
    """The height :func:`table` gives this row: ``row_h``, plus a line for each wrapped one."""
    return _row_height(_cell_lines(widths, row, size, font, max_lines), row_h, size)


def _row_height(cells: list[list[str]], row_h: float, size: float) -> float:
    return row_h + (max([1, *map(len, cells)]) - 1) * size * LEADING


def _cell_lines(
    widths: Sequence[float], row: Sequence[str], size: float, font: FontName, max_lines: int
) -> list[list[str]]:
    """Each cell's lines: the text as it is on one line (``label`` cuts it), or wrapped."""
    out = []
    for c, w in enumerate(widths):
        text = row[c] if c < len(row) else ""
        if not text or max_lines <= 1:
            out.append([text] if text else [])
        else:
            out.append(fit_lines(text, w - 4, size, font, max_lines, min_size=size)[0])
    return out


def pack_pages(
    items: Sequence[T],
    fits: Callable[[list[T]], bool],
    size: Callable[[T], Any],
    kind: Callable[[T], Any] | None = None,
) -> list[list[T]]:
    """First-fit decreasing: items sorted by ``size`` (largest first, ties keep input order),
    each put on the first page where ``fits(page + [item])`` holds, else on a new page. An item
    that fits on no page alone still gets a page of its own (a sheet prints, it never drops a
    ship). Pages come out in the order they were opened.

    ``kind(item)`` (default ``size``) must decide ``fits`` together with the page: a page that
    refused an item of one kind refuses the next of that kind until it changes, so it is not
    asked again; this keeps packing a 2,000-ship fleet near linear."""
    kind = kind or size
    pages: list[list[T]] = []
    refused: list[set[Hashable]] = []  # per page, the kinds it refused since it last changed
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


def balance_last_pages(
    pages: list[list[T]],
    fits: Callable[[list[T]], bool],
    fill: Callable[[list[T]], float],
    size: Callable[[T], Any],
) -> list[list[T]]:
    """``pages`` (as :func:`pack_pages` gives them) with the last two pages' items dealt out
    again, largest first, each to the emptier of the two pages that takes it, when that leaves
    the emptier page fuller than the last page was: first-fit decreasing fills every page but
    the last, which can end up nearly blank while the page before it is crammed (issue 15). The
    page count never grows; ``fill(page)`` is how full a page is (any measure, larger fuller)."""
    if len(pages) < 2:
        return pages
    *head, before, last = pages
    dealt: tuple[list[T], list[T]] = ([], [])
    for item in sorted(before + last, key=size, reverse=True):
        for page in sorted(dealt, key=fill):  # the emptier page first; ties keep the first page
            if fits(page + [item]):
                page.append(item)
                break
        else:
            return pages  # the items do not deal out onto two pages: keep first-fit's
    if min(fill(dealt[0]), fill(dealt[1])) <= fill(last):
        return pages
    return head + list(dealt)


def fill_scale(w: float, h: float, area: Box) -> float:
    """How much a ``w`` x ``h`` block can be enlarged and still fit in ``area``: at least 1
    (true scale stays the floor, a sheet never prints a block smaller than its template's)."""
    return max(1.0, min(area.w / w, area.h / h)) if w > 0 and h > 0 else 1.0


def enlarged_to_fill(item: Item, w: float, h: float, area: Box) -> tuple[Item, Box]:
    """``item``, drawn ``w`` x ``h`` at the origin, enlarged as far as ``area`` allows and
    centred across the top of it (a sheet option "scale to fill" prints a lone design this way);
    returns the placed item and the box it now takes."""
    k = fill_scale(w, h, area)
    x = area.x + (area.w - w * k) / 2
    return scale(item, k, x, area.y), Box(x, area.y, w * k, h * k)


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
