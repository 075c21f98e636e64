"""How the form's blocks are kept across a window's redraws: a block (and the items it places)
stays the very same object while what it is drawn from does not change. Placing them on pages is
``designer.sheets.flow.PageFlow``'s (two columns under the unit rows, then full-width blocks, on
to continuation pages as the book's big carriers need)."""

from __future__ import annotations

from typing import Hashable, Sequence

from designer.core.memo import Memo
from designer.sheets.display import Item, shift
from designer.sheets.flow import Block, Builder, Placer
from designer.sheets.layout import Box


def kept(memo: Memo, key: Hashable, build: Builder) -> Builder:
    """``build`` through the memo: the very Block of the last layout when ``key`` (every
    input the block is drawn from but its width) and the width are the same, so an edit redraws
    only the blocks it changes."""
    return lambda width: memo.of("block", (), lambda: build(width), key, width)


def kept_placer(memo: Memo) -> Placer:
    """A flow's placer that keeps a block's placed items while the block and its place stay."""

    def place(block: Block, box: Box) -> Sequence[Item]:
        return memo.of(
            "placed", (block,), lambda: tuple(shift(i, box.x, box.y) for i in block.items), box.x, box.y
        )

    return place


__all__ = ["kept", "kept_placer"]
