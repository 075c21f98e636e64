"""The hull of the SSD: box-group blocks in five zones (fore band, left / centre / right columns,
aft band) inside a chamfered outline, the largest box size that fits; what does not fit at the
smallest size continues on another page. The six shield tracks go around it (``sheet_shields``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Sequence

from designer.core.memo import Memo
from designer.games.sfb.sheet.boxes import BoxRun, block, block_size, natural_width
from designer.sheets.display import Item, Polygon, Style, shift

OUTLINE = Style(width=1.4)


@dataclass(frozen=True)
class Placed:
    """A run's block at (x, y) of the hull, laid out in rows no wider than ``width``."""

    run: BoxRun
    width: float
    w: float
    h: float
    x: float = 0.0
    y: float = 0.0


@dataclass(frozen=True)
class HullLayout:
    cell: float
    height: float
    placed: tuple[Placed, ...]
    overflow: tuple[BoxRun, ...]  # runs that continue on another page


def shelf(
    blocks: Sequence[Placed], x: float, y: float, width: float, gap: float, until: float | None = None
) -> tuple[list[Placed], float, list[Placed]]:
    """Blocks left to right in rows no wider than ``width``, each row centred; with ``until``, no
    row starts at or below that height (the rest is returned). Returns placed, height, rest."""
    rows: list[list[Placed]] = []
    used = 0.0
    for b in blocks:
        if rows and used + gap + b.w <= width + 1e-6:
            rows[-1].append(b)
            used += gap + b.w
        else:
            rows.append([b])
            used = b.w
    placed: list[Placed] = []
    top = y
    for n, row in enumerate(rows):
        if until is not None and top - y >= until and n:
            return placed, top - y - gap, [b for later in rows[n:] for b in later]
        row_w = sum(b.w for b in row) + gap * (len(row) - 1)
        left = x + max(0.0, (width - row_w) / 2)
        for b in row:
            placed.append(Placed(b.run, b.width, b.w, b.h, left, top))
            left += b.w + gap
        top += max(b.h for b in row) + gap
    return placed, (top - y - gap) if rows else 0.0, []


def _columns(
    runs: Sequence[BoxRun], width: float, side_share: float, gap: float, natural
) -> dict[str, float]:
    """Zone widths: fore, aft and the centre span what is left; a side column is as wide as its
    widest run on one row, at most its share of the hull, and nothing when it is empty."""
    sides = {}
    for zone in ("left", "right"):
        widest = max((natural(r) for r in runs if r.zone == zone), default=0.0)
        sides[zone] = min(widest, width * side_share)
    centre = width - sides["left"] - sides["right"] - gap * (bool(sides["left"]) + bool(sides["right"]))
    return {"fore": width, "aft": width, "left": sides["left"], "right": sides["right"], "centre": centre}


def _attempt(
    runs: Sequence[BoxRun], cell: float, width: float, template, notes: bool
) -> tuple[list[Placed], float]:
    """Fore band; left and right columns with the centre between them, the centre running on
    across the whole width once the side columns end; aft band. Sizes only: nothing is drawn."""
    spec = template.region("hull")
    gap, block_gap, title = spec.num("gap"), spec.num("block_gap"), spec.num("title")
    widths = _columns(
        runs, width, spec.num("side_share"), block_gap, lambda r: natural_width(r, cell, gap, notes)
    )

    def sized(run: BoxRun, within: float) -> Placed:
        return Placed(run, within, *block_size(run, cell, gap, within, title, notes))

    blocks = {z: [sized(r, widths[z] or width) for r in runs if r.zone == z] for z in widths}
    placed, height, _ = shelf(blocks["fore"], 0, 0, width, block_gap)
    top = height + block_gap if height else 0.0
    sides = 0.0
    for zone, x in (("left", 0.0), ("right", width - widths["right"])):
        column, h, _ = shelf(blocks[zone], x, top, widths[zone], block_gap)
        placed += column
        sides = max(sides, h)
    centre_x = widths["left"] + (block_gap if widths["left"] else 0.0)
    column, centre_h, rest = shelf(
        blocks["centre"], centre_x, top, widths["centre"], block_gap, until=sides if sides else None
    )
    placed += column
    middle = max(sides, centre_h)
    if rest:  # below the side columns the centre takes the whole width
        more, h, _ = shelf([sized(b.run, width) for b in rest], 0, top + middle + block_gap, width, block_gap)
        placed += more
        middle += block_gap + h
    top += middle + (block_gap if middle else 0.0)
    aft, aft_h, _ = shelf(blocks["aft"], 0, top, width, block_gap)
    return placed + aft, (top + aft_h) if aft_h else max(0.0, top - block_gap)


def layout_hull(runs: Sequence[BoxRun], width: float, max_height: float, template, notes: bool) -> HullLayout:
    """The largest box from ``hull.cell`` down to ``hull.min_cell`` (half-point steps) at which
    every block fits ``max_height``, found by halving (smaller boxes never make a taller hull);
    at the smallest, blocks below the limit continue later (at least one block always stays, so
    a continuation page always makes progress)."""
    spec = template.region("hull")
    top, smallest = spec.num("cell"), spec.num("min_cell")
    cells = [top - 0.5 * k for k in range(int((top - smallest) / 0.5) + 1)] or [top]
    if cells[-1] > smallest:
        cells.append(smallest)
    tried = {}

    def attempt(k: int) -> tuple[list[Placed], float]:
        if k not in tried:
            tried[k] = _attempt(runs, cells[k], width, template, notes)
        return tried[k]

    low, high = 0, len(cells) - 1  # the first that fits lies in [low, high]; high always may
    while low < high:
        middle = (low + high) // 2
        if attempt(middle)[1] <= max_height:
            high = middle
        else:
            low = middle + 1
    placed, _ = attempt(low)
    kept = [p for p in placed if p.y + p.h <= max_height + 1e-6] or placed[:1]
    kept_runs = {id(p.run) for p in kept}
    overflow = tuple(r for r in runs if id(r) not in kept_runs)
    height = max((p.y + p.h for p in kept), default=0.0)
    return HullLayout(cells[low], height, tuple(kept), overflow)


def _drawn(p: Placed, cell: float, x: float, y: float, notes: bool, mega: bool, template) -> tuple[Item, ...]:
    spec = template.region("hull")
    made = block(p.run, cell, spec.num("gap"), p.width, spec.num("title"), notes, mega, template)
    return tuple(shift(i, x, y) for i in made.items)


def hull_items(
    layout: HullLayout, x: float, y: float, width: float, template, notes: bool, mega: bool, memo: Memo
) -> list[Item]:
    """The outline around the inner area at (x, y), then every placed block; a block whose run,
    size and place are unchanged is the very same drawing as last time (``memo``)."""
    spec = template.region("hull")
    pad, corner = spec.num("padding"), spec.num("corner")
    left, top = x - pad, y - pad
    w, h = width + 2 * pad, layout.height + 2 * pad
    c = min(corner, h / 3, w / 3)
    outline = (
        (left + c, top),
        (left + w - c, top),
        (left + w, top + c),
        (left + w, top + h - c),
        (left + w - c, top + h),
        (left + c, top + h),
        (left, top + h - c),
        (left, top + c),
    )
    items: list[Item] = [Polygon(outline, OUTLINE)]
    for p in layout.placed:
        at = (x + p.x, y + p.y)
        items += memo.of(
            "sfb-block",
            (),
            partial(_drawn, p, layout.cell, *at, notes, mega, template),
            p.run,
            p.width,
            layout.cell,
            *at,
            notes,
            mega,
        )
    return items
