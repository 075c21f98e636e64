"""Layout helpers: boxes, grids, tables, page packing, arc marks, damage-box tracks."""

from __future__ import annotations

from designer.core.paths import TEMPLATES
from designer.sheets.display import Circle, Group, Line, Polygon, Rect, Style, Text, groups, shift, walk
from designer.sheets.layout import (
    Box,
    balance_last_pages,
    cell_grid,
    enlarged_to_fill,
    fill_scale,
    flow_grid,
    pack_pages,
    shelves,
    table,
    table_row_height,
)
from designer.sheets.marks import Void, barrels, box_track, pointer, void_box
from designer.sheets.template import load_template_file

VOID = Void.of(load_template_file(TEMPLATES / "full-thrust.yaml"))  # the game that prints void boxes


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
    pages = pack_pages(
        list(range(len(sizes))), lambda page: sum(sizes[i] for i in page) <= 10, size=lambda i: sizes[i]
    )
    assert sorted(i for p in pages for i in p) == list(range(len(sizes)))
    assert pages[0] == [5]  # 12 fits nowhere, yet gets its own page
    assert pages[1] == [1]  # 9: even the smallest (2) would make 11
    assert all(sum(sizes[i] for i in p) <= 10 for p in pages[1:])
    assert len(pages) == 4  # [12] [9] [5 5] [3 2]


def test_table_wraps_a_long_cell_and_the_row_grows():
    rows = [["Class", "Count"], ["System Defence Ship (screened)", "6"]]
    one = table(0, 0, [80, 30], rows, 12, 7)
    two = table(0, 0, [80, 30], rows, 12, 7, max_lines=2)
    assert [t.text for t in two if isinstance(t, Text)] == [
        "Class",
        "Count",
        "System Defence Ship",
        "(screened)",
        "6",
    ]
    assert not any(t.text.endswith("…") for t in two if isinstance(t, Text))
    assert any(t.text.endswith("…") for t in one if isinstance(t, Text))
    tall = [r.h for r in two if isinstance(r, Rect)]
    assert tall[:2] == [12, 12] and tall[2] == tall[3] > 12  # the whole row grew, not one cell
    assert table_row_height([80, 30], rows[1], 12, 7, max_lines=2) == tall[2]
    assert table_row_height([80, 30], ["", ""], 12, 7, max_lines=2) == 12


def test_balance_last_pages_evens_out_a_nearly_empty_last_page():
    sizes = [6, 6, 3, 3, 1, 1]

    def fill(page):
        return sum(sizes[i] for i in page)

    def fits(page):
        return fill(page) <= 10

    def size(i):
        return sizes[i]

    pages = [[0, 2, 4], [1, 3], [5]]  # what a packer that closed the second page early gives
    balanced = balance_last_pages(pages, fits, fill, size)
    assert balanced[0] == [0, 2, 4] and len(balanced) == 3
    assert sorted(i for p in balanced[1:] for i in p) == [1, 3, 5]
    assert min(fill(p) for p in balanced[1:]) > fill([5])
    # Nothing better to deal, or the pool does not deal onto two pages: unchanged.
    assert balance_last_pages([[0], [1]], fits, fill, size) == [[0], [1]]
    assert balance_last_pages([[0, 2], [1, 3]], lambda p: len(p) <= 1, fill, size) == [[0, 2], [1, 3]]
    assert balance_last_pages([[0]], fits, fill, size) == [[0]]


def test_enlarged_to_fill_scales_the_drawing_and_keeps_true_scale_as_the_floor():
    g = Group(
        (
            Rect(0, 0, 100, 50, Style(width=1, dash=(2, 1)), radius=2),
            Text(10, 20, "MASS", 6),
            Circle(50, 25, 5),
            Line(0, 0, 100, 50),
            Polygon(((0, 0), (10, 0), (0, 10))),
        ),
        "box",
    )
    placed, taken = enlarged_to_fill(g, 100, 50, Box(20, 30, 300, 600))
    assert (taken.x, taken.y, taken.w, taken.h) == (20, 30, 300, 150)  # 3x: the width limits
    rect, text, circle, line, poly = placed.items
    assert (rect.x, rect.y, rect.w, rect.h, rect.radius) == (20, 30, 300, 150, 6)
    assert rect.style.width == 3 and rect.style.dash == (6, 3)
    assert (text.x, text.y, text.size) == (50, 90, 18) and circle.r == 15
    assert (line.x2, line.y2) == (320, 180) and poly.points[1] == (50, 30)
    assert fill_scale(100, 50, Box(0, 0, 50, 50)) == 1.0  # never smaller than true scale
    centred, box = enlarged_to_fill(g, 100, 50, Box(0, 0, 200, 50))
    assert (box.x, box.w) == (50, 100)  # no room to grow: centred at true scale


def test_shelves_break_rows():
    assert shelves([100, 100, 100, 200, 50], 310, 5) == [[0, 1, 2], [3, 4]]


def test_barrels_and_pointer_directions():
    lines = barrels(0, 0, 5, ["P", "F", "S", "F"], 3)
    assert len(lines) == 3  # each arc once
    ends = {(round(seg.x2), round(seg.y2)) for seg in lines}
    assert ends == {(-8, 0), (0, -8), (8, 0)}  # left Port, up Fore (y down), right Starboard
    tip = max(pointer(0, 0, 5, "A", 3)[0].points, key=lambda p: p[1])
    assert tip[1] > 5  # aft points down the page


def test_box_track_open_and_void_boxes():
    group, open_rects = box_track(0, 0, [3, 4], 5, 10, VOID)
    open_group = next(groups([group], "damage-open"))
    void = next(groups([group], "damage-void"))
    assert len(open_group.items) == 7 == len(open_rects)
    assert len(void.items) == 3 and all(b.name == "void-box" for b in void.items)
    assert open_rects[3] == (0, 11.0, 10, 10)  # row 2 starts at the left


def test_void_boxes_spare_the_toner_and_still_read_as_no_box():
    """Issue 15: the book's blacked-out boxes print as a light grey fill under a hatch, not a
    black slab; three strokes, so the hatch is not taken for a player's damage slash."""
    box = void_box(0, 0, 8, VOID)
    (square,) = [i for i in box.items if isinstance(i, Rect)]
    hatch = [i for i in box.items if isinstance(i, Line)]
    assert luminance(square.style.fill) > 0.8
    assert len(hatch) == 3 and all(0 <= v <= 8 for h in hatch for v in (h.x1, h.y1, h.x2, h.y2))
    assert len({round(h.x2 - h.x1, 6) == round(h.y1 - h.y2, 6) for h in hatch}) == 1  # parallel


def luminance(color: str) -> float:
    r, g, b = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_shift_moves_every_primitive():
    g = Group((Rect(0, 0, 1, 1), Line(0, 0, 1, 1), Text(0, 5, "x")), "g", "systems[0]")
    moved = shift(g, 10, 20)
    assert moved.ref == "systems[0]" and moved.name == "g"
    assert [type(i).__name__ for i in walk([moved])] == ["Rect", "Line", "Text"]
    assert moved.items[0].x == 10 and moved.items[1].y2 == 21 and moved.items[2].y == 25
