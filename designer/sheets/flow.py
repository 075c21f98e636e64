"""Regions of a record sheet flowed down a page and on to the next: nothing is left off.

A sheet stacks its regions (a data block, a table, a notes box) under one another. When the
next one does not fit in what is left of the page, a region that can be split (a table, by its
rows) puts what fits here and the rest on the next page; one that cannot goes to the next page
whole. The last region of a page may take all that is left of it (a box to write in). Issue 15:
a region that does not fit flows to the next page or shrinks; nothing is silently dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
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


def flow(blocks: list[Block], first: Box, later: Box, gap: float) -> list[list[Item]]:
    """The items of each page: ``blocks`` in order down ``first``, then as many pages of
    ``later`` as they take. A block taller than a whole page that cannot be split is drawn at
    the top of a page of its own (it runs off the bottom; the caller's tests catch that)."""
    pages: list[list[Item]] = [[]]
    area, y = first, first.y
    queue = list(blocks)
    while queue:
        block = queue.pop(0)
        room = area.bottom - y
        if block.height <= room + EPS:
            height = room if block.fills else block.height
            pages[-1] += block.draw_in(Box(area.x, y, area.w, height))
            y += height + gap
            if block.fills and queue:
                pages.append([])
                area, y = later, later.y
            continue
        parts = block.split(room) if block.split is not None else None
        if parts is not None:
            head, rest = parts
            pages[-1] += head.draw_in(Box(area.x, y, area.w, head.height))
            queue.insert(0, rest)
        elif y <= area.y + EPS:  # alone on its page and still too tall
            pages[-1] += block.draw_in(Box(area.x, y, area.w, block.height))
            y += block.height + gap
            continue
        else:
            queue.insert(0, block)
        pages.append([])
        area, y = later, later.y
    return pages


__all__ = ["Block", "flow"]
