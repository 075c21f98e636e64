"""One Block type for every sheet: items drawn at the origin (Star Blazers' and SFB's blocks) flow
as a draw(box) block (BSCS's) does, shifted to where the flow puts them."""

from __future__ import annotations

from designer.sheets.display import Rect, Style
from designer.sheets.flow import Block, flow
from designer.sheets.layout import Box


def test_drawn_blocks_are_shifted_into_place_and_flow_on_to_the_next_page():
    square = Rect(0, 0, 10, 10, Style())
    tall = Block.drawn([square], 60, width=10)
    assert (tall.height, tall.width, tall.items) == (60, 10, (square,))
    page = Box(20, 30, 100, 100)  # room for one 60 pt block and the 8 pt gap, not two
    pages = flow([tall, tall], page, page, gap=8)
    assert [[(r.x, r.y) for r in items] for items in pages] == [[(20, 30)], [(20, 30)]]


def test_a_draw_block_and_a_drawn_block_share_one_flow():
    drawn = Block.drawn([Rect(1, 2, 3, 4, Style())], 20)
    boxed = Block(15, lambda box: [Rect(box.x, box.y, box.w, box.h, Style())])
    (items,) = flow([drawn, boxed], Box(0, 0, 50, 100), Box(0, 0, 50, 100), gap=5)
    assert [(r.x, r.y, r.w, r.h) for r in items] == [(1, 2, 3, 4), (0, 25, 50, 15)]
