"""The blank Warship Display Form, to design a class on by hand (issue 21 item 10): the parts of
a real form (L372-674) with every value a space to write in. Weapon statistic tables (direct
fire, each with its DP mode, launchers and a special weapon, L378-486), the battery icon list
(L382-492, L968-973), munitions (L4754-4762), squadron rows of three flights (L595-628) and a
hull grid to count the class's boxes out on (L629-637)."""

from __future__ import annotations

from designer.games.star_blazers.rules.detail import ShipDetail, SystemLine
from designer.games.star_blazers.sheet.data import SDB_ONLY, systems_box, warship_data
from designer.games.star_blazers.sheet.parts import BLANK, FRAME, THIN, Damage, Pen, cell_row, titled_frame
from designer.games.star_blazers.sheet.records import squadron_row
from designer.sheets.display import Item, Rect
from designer.sheets.flow import Block, Builder
from designer.sheets.text import wrap_text

BANDS = ["SAME HEX", "SHORT", "MEDIUM", "LONG"]
QUARTERS = [0.25] * 4
DIRECT_FIRE = 3  # tables of direct-fire batteries, each followed by its DP mode
LAUNCHERS = 2
ICON_LINES = 12  # two columns of 6
MUNITION_ROWS = 5
SQUADRON_ROWS = 3  # of three flights (18 craft), the EDF's (L615-616)
HULL_ROWS, HULL_PER_ROW = 8, 20  # 160 boxes to count out (the Yamato has 124, L4491)
# Boxes a class may print beyond the bridges, radar and space defense bridge (L537-565).
EXTRA_SYSTEMS = [
    SystemLine(label="SPECIAL WEAPON SYSTEM"),
    SystemLine(label="HANGAR DECK", value="LAUNCH / REARM:"),
    SystemLine(label=""),
    SystemLine(label=""),
    SystemLine(label=""),
    SystemLine(label=""),
]


def blank_tables(pen: Pen) -> list[Builder]:
    out: list[Builder] = []
    for _ in range(DIRECT_FIRE):
        out += [lambda w: _table(w, pen, _direct_rows()), lambda w: _table(w, pen, _dp_rows(), "/DP MODE")]
    out += [lambda w: _table(w, pen, _launcher_rows()) for _ in range(LAUNCHERS)]
    out.append(lambda w: _table(w, pen, _special_rows()))
    return out


def blank_data(detail: ShipDetail, pen: Pen) -> list[Builder]:
    boxed = detail.model_copy(update={"systems": list(detail.systems) + EXTRA_SYSTEMS})
    return [
        lambda w: warship_data(w, detail, pen),
        lambda w: systems_box(w, boxed, pen),
        lambda w: _icons(w, pen),
        lambda w: _munitions(w, pen),
    ]


def blank_squadrons(pen: Pen) -> Builder:
    return lambda w: _squadrons(w, pen)


def blank_hull(pen: Pen) -> Builder:
    return lambda w: _hull(w, pen)


def _direct_rows() -> list[tuple[list, list[float], str]]:
    return [
        (BANDS, QUARTERS, "label"),
        ([BLANK] * 4, QUARTERS, "cell"),
        ([BLANK] * 4, QUARTERS, "cell"),
        ([Damage(None, None)] * 4, QUARTERS, "cell"),
    ]


def _dp_rows() -> list[tuple[list, list[float], str]]:
    return [
        (BANDS, QUARTERS, "label"),
        ([BLANK] * 4, QUARTERS, "cell"),
        ([BLANK] * 4, QUARTERS, "cell"),
        (["1 DIE ROLL PER BATTERY / PER EVERY 2 BATTERIES", BLANK], [0.75, 0.25], "cell"),
    ]


def _launcher_rows() -> list[tuple[list, list[float], str]]:
    shares = [0.16] + [0.14] * 4 + [0.28]
    return [
        (["", *BANDS, ""], shares, "label"),
        (["RANGE", *[BLANK] * 4, ""], shares, "cell"),
        (["A/S MODE", *[BLANK] * 4, BLANK], shares, "cell"),
        (["DP MODE", *[BLANK] * 4, BLANK], shares, "cell"),
    ]


def _special_rows() -> list[tuple[list, list[float], str]]:
    shares = [0.13, 0.17, 0.18, 0.32, 0.2]
    return [
        (["RANGE", "POWER REQ", "SUCCESS RATE", "DAMAGE", "SPREAD EFFECT"], shares, "label"),
        ([BLANK] * 5, shares, "cell"),
    ]


def _table(width: float, pen: Pen, rows: list[tuple[list, list[float], str]], suffix: str = "") -> Block:
    """A title to write in (the DP table's ends in "/DP MODE"), an empty designator box, rows."""
    spec = pen.t.region("table")
    row, lead, title_h = spec.num("row"), spec.num("designator"), spec.num("title")
    items: list[Item] = [pen.write_in(lead + 2, 0.5, (width - lead) * 0.5, title_h - 2)]
    if suffix:
        items.append(pen.text(lead + 4 + (width - lead) * 0.5, title_h - 2.2, suffix, "heading"))
    top = title_h
    for cells, shares, font in rows:
        items += cell_row(pen, lead, top, [(width - lead) * s for s in shares], cells, row, font=font)
        top += row
    items.append(Rect(0, title_h, lead - 1, top - title_h, FRAME))
    return Block.drawn(tuple(items), top + spec.num("pad"))


def _icons(width: float, pen: Pen) -> Block:
    """Icon lines to fill: designator, arc, salvo boxes or recharge mark, the pencilled SD."""
    spec = pen.t.region("batteries")
    row, tag_w, arc_w = spec.num("row"), spec.num("icon"), spec.num("arc")
    top = pen.heading.size + 6
    column = (width - 6) / 2
    items: list[Item] = []
    for c in range(2):
        x = 3 + c * column
        base = pen.baseline(top, row, "label")
        items += [
            pen.text(x, base, "ICON", "label"),
            pen.text(x + tag_w + 3, base, "ARC", "label"),
            pen.text(x + tag_w + 6 + arc_w, base, "SALVOES", "label"),
            pen.text(x + column - 4, base, "SD", "label", "end"),
        ]
    per_column = ICON_LINES // 2
    for n in range(ICON_LINES):
        x = 3 + (n // per_column) * column
        y = top + row * (1 + n % per_column)
        mid = x + tag_w + 6 + arc_w
        items += [
            Rect(x, y + 0.5, tag_w, row - 1, FRAME),
            pen.write_in(x + tag_w + 3, y + 1, arc_w, row - 2),
            pen.write_in(mid, y + 1, column - (mid - x) - 20, row - 2),
            Rect(x + column - 16, y + 1, 12, row - 2, THIN),
        ]
    top += row * (1 + per_column)
    note = (
        "Write each icon's letter, its arc and salvoes (or circled recharge turns); "
        f"{' and '.join(SDB_ONLY)} "
        "always fire from the Ship Defense Bridge."
    )
    for line in wrap_text(note, width - 6, pen.cell.size, pen.cell.font):
        items.append(pen.text(3, top + pen.cell.size, line, "cell"))
        top += pen.cell.size + 1.5
    height = top + 3
    return Block.drawn(tuple(titled_frame(pen, width, height, "BATTERY ICONS") + items), height)


def _munitions(width: float, pen: Pen) -> Block:
    row = pen.t.region("data").num("row")
    shares = [0.4, 0.3, 0.3]
    top = pen.heading.size + 6
    items = cell_row(
        pen, 0, top, [width * s for s in shares], ["MUNITION", "LOADED", "MAXIMUM"], row, font="label"
    )
    for _ in range(MUNITION_ROWS):
        top += row
        items += cell_row(pen, 0, top, [width * s for s in shares], [BLANK] * 3, row)
    height = top + row + 2
    return Block.drawn(tuple(titled_frame(pen, width, height, "MUNITIONS") + items), height)


def _squadrons(width: float, pen: Pen) -> Block:
    spec = pen.t.region("squadron")
    row = spec.num("row")
    top = pen.heading.size + 6
    items: list[Item] = []
    for _ in range(SQUADRON_ROWS):
        items += squadron_row(
            pen, top, width, row, spec.num("lead"), spec.num("flight_gap"), spec.num("box"), "", 18, 18
        )
        top += row + 2
    height = top + 1
    return Block.drawn(tuple(titled_frame(pen, width, height, "BATTLECRAFT SQUADRONS") + items), height)


def _hull(width: float, pen: Pen) -> Block:
    """A grid to count the class's boxes out on: strike those past its count, darken the 60%
    box, write each row end's critical hits in its mark (L629-637)."""
    spec = pen.t.region("hull")
    box, gap, mark = spec.num("box"), spec.num("gap"), spec.num("mark")
    items: list[Item] = [pen.text(0, pen.heading.size, "WARSHIP HULL STRUCTURE (____ BOXES)", "heading")]
    top = pen.heading.size + 4
    for r in range(HULL_ROWS):
        y = top + r * (box + gap)
        items += [Rect(i * (box + gap), y, box, box, THIN) for i in range(HULL_PER_ROW)]
        items.append(Rect(HULL_PER_ROW * (box + gap) + 2, y - 0.5, mark, box + 1, FRAME))
    legend = (
        "Count the class's hull boxes out from the top left and strike the rest. Darken the "
        "60% box. Write in each row end's mark the critical hits to roll there (one or two); "
        "the last box has none: the ship explodes."
    )
    grid_bottom = top + HULL_ROWS * (box + gap) + 3
    x = HULL_PER_ROW * (box + gap) + mark + 10
    beside = width - x >= 120  # the legend right of the grid, or below it in a narrow column
    x, y = (x, top + pen.cell.size) if beside else (0, grid_bottom + pen.cell.size)
    for line in wrap_text(legend, width - x, pen.cell.size, pen.cell.font):
        items.append(pen.text(x, y, line, "cell"))
        y += pen.cell.size + 1.5
    return Block.drawn(tuple(items), max(grid_bottom, y + 1))


__all__ = ["blank_tables", "blank_data", "blank_squadrons", "blank_hull"]
