"""How the form's blocks are kept across a window's redraws: a block (and the items it places)
stays the very same object while what it is drawn from does not change. Placing them on pages is
``designer.sheets.flow.PageFlow``'s (two columns under the unit rows, then full-width blocks, on
to continuation pages as the book's big carriers need)."""

from __future__ import annotations

from typing import Hashable, Sequence

from designer.sheets.display import Item, shift
from designer.sheets.flow import Block, Builder, Placer
from designer.sheets.layout import Box
from designer.sheets.reuse import SheetReuse


def kept(reuse: SheetReuse, key: Hashable, build: Builder) -> Builder:
    """``build`` through the reuse session: the very Block of the last layout when ``key`` (every
    input the block is drawn from but its width) and the width are the same, so an edit redraws
    only the blocks it changes."""
    return lambda width: reuse.part("block", (key, width), lambda: build(width))


def kept_placer(reuse: SheetReuse) -> Placer:
    """A flow's placer that keeps a block's placed items while the block and its place stay."""
    def place(block: Block, box: Box) -> Sequence[Item]:
        return reuse.of("placed", (block,), lambda: tuple(shift(i, box.x, box.y) for i in block.items),
                        box.x, box.y)
    return place


__all__ = ["kept", "kept_placer"]
