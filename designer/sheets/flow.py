"""The one page flow of every sheet: blocks placed down a page and on to the next, so nothing is
left off (issue 15: a region that does not fit flows to the next page or shrinks; nothing is
silently dropped).

A sheet stacks its blocks (a data block, a table, a notes box) under one another in a
:class:`PageFlow`. When the next one does not fit in what is left of the page, a block that can
be split (a table, by its rows) puts what fits here and the rest on the next page; one that
cannot goes to the next page whole, unless it is already at the top of a page (then it is drawn
there and runs off: printing always ends). The last block of a page may take all that is left of
it (a box to write in). Each page opens with what ``opening(n)`` draws (the sheet's header, a
short one with "(continued)" on later pages); while a ``running`` block is set (a table's heading
row) every page the flow opens starts with it.

Blocks go in one column or in several: :meth:`PageFlow.columns` (two columns flowing on
independently), :func:`shortest_columns` (each block to the shorter column) and
:func:`balanced_columns` (a page's columns cut to even heights). All of them decide whether a
block fits by :func:`fits`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Sequence

from designer.sheets.display import Item, shift
from designer.sheets.layout import Box

EPS = 0.01


@dataclass(frozen=True)
class Block:
    """A region to place, the one block type of every sheet: its ``height`` at the flow's width
    and either ``draw(box)`` for its items or ``items`` already drawn with their top-left corner
    at (0, 0) (:meth:`drawn`; placing shifts them).

    ``split(room)`` (when it can be split) gives a first part no taller than ``room`` and the
    rest, or None when not even a first part fits. ``fills``: the block takes what is left of
    its page, and whatever follows it starts a new page."""

    height: float
    draw: Optional[Callable[[Box], list[Item]]] = None
    split: Optional[Callable[[float], Optional[tuple["Block", "Block"]]]] = None
    fills: bool = False
    items: tuple[Item, ...] = ()
    width: float = 0.0  # the width the items were drawn to, where a placer needs it

    @classmethod
    def drawn(cls, items: Sequence[Item], height: float, width: float = 0.0) -> "Block":
        return cls(height, items=tuple(items), width=width)

    def draw_in(self, box: Box) -> list[Item]:
        if self.draw is not None:
            return self.draw(box)
        return [shift(item, box.x, box.y) for item in self.items]


Builder = Callable[[float], Block]  # width -> block: a block drawn to the column it lands in
Opening = Callable[[int], tuple[list[Item], float]]  # page n (from 0) -> its top items, where blocks start
Placer = Callable[[Block, Box], Sequence[Item]]  # a block's items placed in a box


def fits(y: float, height: float, bottom: float) -> bool:
    """Whether ``height`` starting at ``y`` ends above ``bottom`` (the one test every flow makes)."""
    return y + height <= bottom + EPS


def placed(block: Block, box: Box) -> Sequence[Item]:
    return block.draw_in(box)


@dataclass
class Cursor:
    """Where the next block goes: a page (from 0) and a y on it."""

    page: int
    y: float


@dataclass
class PageFlow:
    """Pages of ``frame`` (its x, width and bottom), each opened by ``opening``; ``gap`` is put
    between blocks. ``placer`` places a block's items (a window's preview may keep the very items
    of its last layout)."""

    frame: Box
    gap: float
    opening: Opening
    placer: Placer = placed
    pages: list[list[Item]] = field(default_factory=list)
    tops: list[float] = field(default_factory=list)
    cursor: Cursor = field(default_factory=lambda: Cursor(0, 0.0))
    running: Block | None = None  # drawn first on every page opened while set (a heading row)

    def __post_init__(self) -> None:
        self._open()
        self.cursor = Cursor(0, self.tops[0])

    @property
    def y(self) -> float:
        return self.cursor.y

    @y.setter
    def y(self, value: float) -> None:
        self.cursor.y = value

    def _at_top(self, cursor: Cursor) -> bool:
        return cursor.y <= self.tops[cursor.page] + EPS

    def _next(self, cursor: Cursor) -> Cursor:
        """The top of the page after ``cursor``'s (opened when it is the last)."""
        if cursor.page + 1 == len(self.pages):
            self._open()
        return Cursor(cursor.page + 1, self.tops[cursor.page + 1])

    def _open(self) -> None:
        """A new last page: its opening, then the running block when one is set; blocks start
        under both."""
        items, top = self.opening(len(self.pages))
        if self.running is not None:
            items = [
                *items,
                *self.placer(self.running, Box(self.frame.x, top, self.frame.w, self.running.height)),
            ]
            top += self.running.height
        self.pages.append(list(items))
        self.tops.append(top)

    def new_page(self) -> None:
        self.cursor = self._next(self.cursor)

    def room(self, height: float) -> float:
        """The y where ``height`` goes, on a new page when it does not fit on this one (a page
        that holds nothing yet takes it anyway); the cursor moves below it."""
        if not fits(self.y, height, self.frame.bottom) and not self._at_top(self.cursor):
            self.new_page()
        y = self.y
        self.y += height
        return y

    def add(self, items: Sequence[Item]) -> None:
        """Items drawn where :meth:`room` said, onto the current page."""
        self.pages[self.cursor.page] += items

    def put(self, block: Block, x: float, width: float, cursor: Cursor) -> Cursor:
        """``block`` at ``cursor`` in a column at ``x``, or at the top of the next page when it
        does not fit; the cursor below it."""
        if not fits(cursor.y, block.height, self.frame.bottom) and not self._at_top(cursor):
            cursor = self._next(cursor)
        self.pages[cursor.page] += self.placer(block, Box(x, cursor.y, width, block.height))
        return Cursor(cursor.page, cursor.y + block.height + self.gap)

    def stack(self, blocks: Sequence[Block]) -> None:
        """``blocks`` in order down the full width: split where they can be, a ``fills`` block
        taking the rest of its page."""
        queue = list(blocks)
        x, w = self.frame.x, self.frame.w
        while queue:
            block = queue.pop(0)
            room = self.frame.bottom - self.y
            if block.height <= room + EPS:
                height = room if block.fills else block.height
                self.add(self.placer(block, Box(x, self.y, w, height)))
                self.y += height + self.gap
                if block.fills and queue:
                    self.new_page()
                continue
            parts = block.split(room) if block.split is not None else None
            if parts is not None:
                head, rest = parts
                self.add(self.placer(head, Box(x, self.y, w, head.height)))
                queue.insert(0, rest)
            elif self._at_top(self.cursor):  # alone on its page and still too tall
                self.add(self.placer(block, Box(x, self.y, w, block.height)))
                self.y += block.height + self.gap
                continue
            else:
                queue.insert(0, block)
            self.new_page()

    def full(self, build: Builder | None) -> None:
        """A block the whole width wide, under everything so far."""
        if build is not None:
            self.cursor = self.put(build(self.frame.w), self.frame.x, self.frame.w, self.cursor)

    def columns(
        self,
        left: Sequence[Builder | None],
        right: Sequence[Builder | None],
        left_share: float,
        either: Sequence[Builder] = (),
    ) -> None:
        """Two columns from the cursor, each flowing on to later pages by itself; each block of
        ``either`` joins whichever column is shorter so far. The flow goes on below the longer."""
        left_w = self.frame.w * left_share - self.gap / 2
        right_w = self.frame.w - left_w - self.gap
        sides = [
            [build(left_w) for build in left if build is not None],
            [build(right_w) for build in right if build is not None],
        ]
        for build in either:
            heights = [sum(b.height + self.gap for b in side) for side in sides]
            shorter = 0 if heights[0] <= heights[1] else 1
            sides[shorter].append(build(left_w if shorter == 0 else right_w))
        ends = []
        for blocks, x, w in (
            (sides[0], self.frame.x, left_w),
            (sides[1], self.frame.x + left_w + self.gap, right_w),
        ):
            cursor = self.cursor
            for block in blocks:
                cursor = self.put(block, x, w, cursor)
            ends.append(cursor)
        self.cursor = max(ends, key=lambda c: (c.page, c.y))


def flow(blocks: Sequence[Block], first: Box, later: Box, gap: float) -> list[list[Item]]:
    """The items of each page: ``blocks`` stacked down ``first`` (the part of a page of
    ``later`` below what is already drawn on it), then as many pages of ``later`` as they take."""
    pages = PageFlow(later, gap, lambda n: ([], first.y if n == 0 else later.y))
    pages.stack(blocks)
    return pages.pages


Placed = tuple[Block, float, float]  # a block and where its top-left corner goes


def shortest_columns(
    blocks: Sequence[Block], area: Box, gap: float, block_gap: float, count: int = 2
) -> tuple[list[Placed], list[Block], float]:
    """``blocks`` into ``count`` columns of ``area``, each into the shortest; what fits in no
    column waits for the next page (a block taller than an empty page still goes, so printing
    always ends). Where each block goes, the blocks left over and the tallest column's height."""
    width = (area.w - gap * (count - 1)) / count
    heights = [0.0] * count
    out: list[Placed] = []
    left: list[Block] = []
    for block in blocks:
        col = heights.index(min(heights))
        if not fits(heights[col], block.height, area.h) and any(heights):
            left.append(block)
            continue
        out.append((block, area.x + col * (width + gap), area.y + heights[col]))
        heights[col] += block.height + block_gap
    return out, left, max(heights) - block_gap


def balanced_columns(
    blocks: Sequence[Block], count: int, top: float, bottom: float, gap: float
) -> list[list[tuple[int, float, Block]]]:
    """Pages of (column, y, block): each page's blocks in order down its ``count`` columns, the
    columns balanced (a page is cut to even heights, not filled column by column)."""
    pages: list[list[tuple[int, float, Block]]] = []
    rest = list(blocks)
    while rest:
        # What fits on this page: as many blocks as the columns hold, filled greedily.
        taken, col, y = 0, 0, top
        for block in rest:
            if not fits(y, block.height, bottom) and y > top:
                col, y = col + 1, top
                if col == count:
                    break
            y += block.height + gap
            taken += 1
        chunk, rest = rest[:taken], rest[taken:]
        # Balance: the smallest column height that still takes the chunk in ``count`` columns.
        target = max(b.height for b in chunk)
        while _columns_needed(chunk, target, gap) > count:
            target += 4
        target = min(target, bottom - top)
        page: list[tuple[int, float, Block]] = []
        col, y = 0, top
        for block in chunk:
            if y + block.height > top + target + 0.5 and y > top and col < count - 1:
                col, y = col + 1, top
            page.append((col, y, block))
            y += block.height + gap
        pages.append(page)
    return pages


def _columns_needed(chunk: Sequence[Block], target: float, gap: float) -> int:
    cols, used = 1, 0.0
    for block in chunk:
        if used and used + block.height > target + 0.5:
            cols, used = cols + 1, 0.0
        used += block.height + gap
    return cols


__all__ = ["Block", "Builder", "Cursor", "PageFlow", "balanced_columns", "fits", "flow", "shortest_columns"]
