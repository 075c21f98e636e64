"""Placing the form's blocks on pages: two columns under the unit rows, then full-width blocks;
a block that does not fit goes to a continuation page (the book's big carriers fill more than one
side). Blocks are drawn at the origin and shifted into place."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Hashable

from designer.core.memo import Memo
from designer.sheets.display import Item, shift
from designer.sheets.flow import Block
from designer.sheets.layout import Box


Builder = Callable[[float], Block]  # width -> block


def kept(memo: Memo, key: Hashable, build: Builder) -> Builder:
    """``build`` through the memo: the very Block of the last layout when ``key`` (every
    input the block is drawn from but its width) and the width are the same, so an edit redraws
    only the blocks it changes."""
    return lambda width: memo.of("block", (), lambda: build(width), key, width)


@dataclass
class Cursor:
    page: int
    y: float


@dataclass
class PageFlow:
    """``opening(n)`` draws the top of page ``n`` (the full header on the first, a short one on
    continuation pages) and returns its items and the y where blocks may start."""

    frame: Box
    gap: float
    opening: Callable[[int], tuple[list[Item], float]]
    memo: Memo
    pages: list[list[Item]] = field(default_factory=list)
    tops: list[float] = field(default_factory=list)
    cursor: Cursor = field(default_factory=lambda: Cursor(0, 0.0))

    def __post_init__(self) -> None:
        self._open()
        self.cursor = Cursor(0, self.tops[0])

    def _open(self) -> None:
        items, top = self.opening(len(self.pages))
        self.pages.append(list(items))
        self.tops.append(top)

    def _put(self, block: Block, x: float, cursor: Cursor) -> Cursor:
        """Place ``block`` at ``cursor`` (or at the top of the next page when it does not fit)
        and return the cursor below it."""
        fits = cursor.y + block.height <= self.frame.bottom + 0.01
        at_top = cursor.y <= self.tops[cursor.page] + 0.01
        if not fits and not at_top:
            if cursor.page + 1 == len(self.pages):
                self._open()
            cursor = Cursor(cursor.page + 1, self.tops[cursor.page + 1])
        y = cursor.y
        placed = self.memo.of("placed", (block,), lambda: tuple(shift(i, x, y) for i in block.items),
                               x, y)
        self.pages[cursor.page].extend(placed)
        return Cursor(cursor.page, cursor.y + block.height + self.gap)

    def full(self, build: Builder) -> None:
        if build is None:
            return
        self.cursor = self._put(build(self.frame.w), self.frame.x, self.cursor)

    def columns(self, left: list[Builder], right: list[Builder], left_share: float,
                either: list[Builder] = ()) -> None:
        """Two independent columns from the current position; each block of ``either`` joins
        whichever column is shorter so far. The flow continues below the longer column."""
        left_w = self.frame.w * left_share - self.gap / 2
        right_w = self.frame.w - left_w - self.gap
        sides = [[build(left_w) for build in left if build is not None],
                 [build(right_w) for build in right if build is not None]]
        for build in either:
            heights = [sum(b.height + self.gap for b in side) for side in sides]
            shorter = 0 if heights[0] <= heights[1] else 1
            sides[shorter].append(build(left_w if shorter == 0 else right_w))
        ends = []
        for blocks, x in ((sides[0], self.frame.x), (sides[1], self.frame.x + left_w + self.gap)):
            cursor = self.cursor
            for block in blocks:
                cursor = self._put(block, x, cursor)
            ends.append(cursor)
        self.cursor = max(ends, key=lambda c: (c.page, c.y))


__all__ = ["Builder", "PageFlow"]
