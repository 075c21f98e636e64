"""Layout helpers: boxes, grids, tables, page packing, arc marks, damage-box tracks."""

from __future__ import annotations

from designer.sheets.display import Group, Line, Rect, Text, groups, shift, walk
from designer.sheets.layout import Box, cell_grid, flow_grid, pack_pages, shelves, table
from designer.sheets.marks import barrels, box_track, pointer


def test_box_cuts():
    box = Box(10, 20, 100, 50)
    head, rest = box.top(12)
    assert (head.h, rest.y, rest.h) == (12, 32, 38)
    rest, foot = box.bottom_band(10)
    assert (rest.h, foot.y) == (40, 60)
    left, right = box.left(30)
    assert (left.w, right.x, right.w) == (30, 40, 70)
    assert box.inset(5) == Box(15, 25, 90, 40)


def test_cell_grid_and_flow_grid():
    rows = cell_grid(0, 0, [3, 4], 10, 1)
    assert [len(r) for r in rows] == [3, 4]
    assert rows[1][3] == Box(33, 11, 10, 10)
    cells, size = flow_grid(7, Box(0, 0, 50, 100), 20, 8, gap=2)
    assert len(cells) == 7 and size == 20  # 2 per row, 4 rows of 22 = 86 <= 100
    cells, size = flow_grid(40, Box(0, 0, 50, 50), 20, 8, gap=2)
    assert size < 20 and len(cells) == 40


def test_table_fits_every_cell():
    items = table(0, 0, [30, 60], [["Item", "Points"], ["Superheavy Cruiser hull", "72"]], 12, 7)
    rects = [i for i in items if isinstance(i, Rect)]
    texts = [i for i in items if isinstance(i, Text)]
    assert len(rects) == 4 and texts[0].font == "bold" and texts[2].text.endswith("…")


def test_pack_pages_first_fit_largest_first_never_drops_an_item():
    sizes = [3, 9, 5, 5, 2, 12]
    pages = pack_pages(list(range(len(sizes))), lambda page: sum(sizes[i] for i in page) <= 10,
                       size=lambda i: sizes[i])
    assert sorted(i for p in pages for i in p) == list(range(len(sizes)))
    assert pages[0] == [5]  # 12 fits nowhere, yet gets its own page
    assert pages[1] == [1]  # 9: even the smallest (2) would make 11
    assert all(sum(sizes[i] for i in p) <= 10 for p in pages[1:])
    assert len(pages) == 4  # [12] [9] [5 5] [3 2]


def test_shelves_break_rows():
    assert shelves([100, 100, 100, 200, 50], 310, 5) == [[0, 1, 2], [3, 4]]


def test_barrels_and_pointer_directions():
    lines = barrels(0, 0, 5, ["P", "F", "S", "F"], 3)
    assert len(lines) == 3  # each arc once
    ends = {(round(l.x2), round(l.y2)) for l in lines}
    assert ends == {(-8, 0), (0, -8), (8, 0)}  # left Port, up Fore (y down), right Starboard
    tip = max(pointer(0, 0, 5, "A", 3)[0].points, key=lambda p: p[1])
    assert tip[1] > 5  # aft points down the page


def test_box_track_open_and_blacked_boxes():
    group, open_rects = box_track(0, 0, [3, 4], 5, 10)
    open_group = next(groups([group], "damage-open"))
    blacked = next(groups([group], "damage-blacked"))
    assert len(open_group.items) == 7 == len(open_rects)
    assert len(blacked.items) == 3 and all(r.style.fill == "#000000" for r in blacked.items)
    assert open_rects[3] == (0, 11.0, 10, 10)  # row 2 starts at the left


def test_shift_moves_every_primitive():
    g = Group((Rect(0, 0, 1, 1), Line(0, 0, 1, 1), Text(0, 5, "x")), "g", "systems[0]")
    moved = shift(g, 10, 20)
    assert moved.ref == "systems[0]" and moved.name == "g"
    assert [type(i).__name__ for i in walk([moved])] == ["Rect", "Line", "Text"]
    assert moved.items[0].x == 10 and moved.items[1].y2 == 21 and moved.items[2].y == 25
