"""One Block type for every sheet: items drawn at the origin (Star Blazers' and SFB's blocks) flow
as a draw(box) block (BSCS's) does, shifted to where the flow puts them."""

from __future__ import annotations

from designer.sheets.display import Rect, Style
from designer.sheets.flow import Block, PageFlow, balanced_columns, flow, shortest_columns
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


def _tops(page) -> list[float]:
    return [item.y for item in page]


def _square(h: float, w: float = 10) -> Block:
    return Block.drawn([Rect(0, 0, w, h, Style())], h, width=w)


def test_a_page_opening_comes_first_and_a_running_heading_row_repeats_on_each_page_it_opens():
    """The roster's and the generic sheet's table: a header of 20 pt on every page (its own
    items), then the heading row (5 pt) wherever the table runs on; rows of 30 pt, no gap."""
    frame = Box(0, 0, 100, 100)
    flow = PageFlow(frame, 0.0, lambda n: ([Rect(0, 0, 100, 20, Style(), ref=f"header {n}")], 20.0))
    heading = Block(5, lambda box: [Rect(box.x, box.y, box.w, box.h, Style(), ref="heading")])
    flow.stack([heading])
    flow.running = heading
    flow.stack([_square(30) for _ in range(4)])  # 25 + 30 + 30 = 85; the third would end at 115
    flow.running = None
    flow.stack([_square(30)])  # at 85 on page 2 it would end at 115: a page without the heading
    assert [[(r.ref, r.y) for r in page] for page in flow.pages] == [
        [("header 0", 0), ("heading", 20), ("", 25), ("", 55)],
        [("header 1", 0), ("heading", 20), ("", 25), ("", 55)],
        [("header 2", 0), ("", 20)],
    ]


def test_a_block_after_a_table_goes_to_a_page_without_the_tables_heading_row():
    frame = Box(0, 0, 100, 100)
    flow = PageFlow(frame, 0.0, lambda n: ([], 0.0))
    heading = Block(10, lambda box: [Rect(box.x, box.y, box.w, box.h, Style(), ref="heading")])
    flow.stack([heading])
    flow.running = heading
    flow.stack([_square(40), _square(40), _square(40)])  # 10 + 40 + 40; the third overleaf
    flow.running = None
    flow.stack([_square(60)])  # 10 + 40 = 50 used on page 2, 60 more would end at 110
    assert [[(r.ref, r.y) for r in page] for page in flow.pages] == [
        [("heading", 0), ("", 10), ("", 50)],
        [("heading", 0), ("", 10)],
        [("", 0)],
    ]


def test_room_sends_what_does_not_fit_to_a_new_page_unless_the_page_holds_nothing_yet():
    flow = PageFlow(Box(0, 0, 50, 100), 0.0, lambda n: ([], 10.0))
    assert flow.room(60) == 10 and flow.room(30) == 70  # 70 + 30 = 100: fits exactly
    assert flow.room(5) == 10 and len(flow.pages) == 2  # a new page, under its opening
    flow.new_page()
    assert flow.room(500) == 10 and len(flow.pages) == 3  # too tall for any page: drawn here


def test_two_columns_flow_on_by_themselves_and_the_flow_goes_on_below_the_longer():
    """Star Blazers' form: left 60 % of 100 pt with a 10 pt gap (left 55 wide at x 0, right 35
    wide at x 65); a block of ``either`` joins the shorter column."""
    flow = PageFlow(Box(0, 0, 100, 100), 10.0, lambda n: ([], 0.0))
    widths: list[float] = []

    def build(h: float):
        def make(width: float) -> Block:
            widths.append(width)
            return _square(h, width)

        return make

    flow.columns([build(50), build(50)], [build(20)], 0.6, either=[build(20)])
    # left: 0, 60 (60 + 50 > 100: page 2 at 0); right: 0, then the either block at 30
    assert widths == [55, 55, 35, 35]
    assert [[(r.x, r.y) for r in page] for page in flow.pages] == [[(0, 0), (65, 0), (65, 30)], [(0, 0)]]
    assert (flow.cursor.page, flow.cursor.y) == (1, 60)  # below the longer column: 50 + gap


def test_shortest_columns_puts_each_block_in_the_shorter_column_and_keeps_what_fits_nowhere():
    """SFB's tables: 2 columns of (100 - 10) / 2 = 45 in an area 100 high, 5 pt between blocks."""
    blocks = [_square(60), _square(30), _square(50), _square(20)]
    placed, left, height = shortest_columns(blocks, Box(0, 200, 100, 100), 10, 5)
    # 60 left (next 65); 30 right (35); 50 right? 35 + 50 = 85 fits (next 90); 20 left: 65 + 20
    assert [(b.height, x, y) for b, x, y in placed] == [
        (60, 0, 200),
        (30, 55, 200),
        (50, 55, 235),
        (20, 0, 265),
    ]
    assert left == [] and height == 90 - 5
    # 90 and 90 fill both columns to 95; 20 more ends at 115 in either: it waits for the next page
    placed, left, _ = shortest_columns([_square(90), _square(90), _square(20)], Box(0, 0, 100, 100), 10, 5)
    assert [b.height for b in left] == [20] and len(placed) == 2
    placed, left, _ = shortest_columns([_square(150)], Box(0, 0, 100, 100), 10, 5)
    assert len(placed) == 1 and left == []  # taller than an empty page: it goes, printing ends


def test_balanced_columns_cut_a_page_to_even_heights():
    """The quick reference: four entries of 20 in 2 columns of 100 go two and two, not four
    in the first column."""
    pages = balanced_columns([_square(20) for _ in range(4)], 2, 0, 100, 5)
    assert [(col, y) for col, y, _ in pages[0]] == [(0, 0), (0, 25), (1, 0), (1, 25)]
    many = balanced_columns([_square(40) for _ in range(5)], 2, 0, 100, 5)  # 2 a column a page
    assert [[col for col, _, _ in page] for page in many] == [[0, 0, 1, 1], [0]]
