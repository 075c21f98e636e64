"""The Full Thrust Ship Record Sheet (001 L292-302): ship boxes packed several to a page.

As on the book's sheet (L294), the upper part of a page holds the ship boxes (small Escort boxes
on top, Cruisers below, large Capital boxes at the bottom; merchants and bases in the box their
damage track uses) and the lower part the Movement Orders (L156), then a key to the symbols.
Ships are packed largest first, each onto the first page with room for it. Geometry comes from
``templates/full-thrust.yaml``; the Movement Orders and the key are sheet options (both on by
default). Whole ship boxes, the Movement Orders and the key come back from the caller's memo
while their inputs stay (kept here, at the entry, never threaded through the drawing).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Any, Mapping, Sequence

from designer.core.evaluation import Evaluation
from designer.core.capabilities import SheetEntry, SheetItem
from designer.core.game import sheet_entries_of
from designer.core.memo import Memo
from designer.core.ship_state import ShipMarks
from designer.games.full_thrust.catalog import Catalog
from designer.games.full_thrust.design import FullThrustDesign
from designer.games.full_thrust.rules.evaluation import FullThrustDetail
from designer.games.full_thrust.sheet.box import (
    KINDS,
    MAX_TRACK_ROW,
    box_height,
    box_kind,
    diagram_glyphs,
    ship_box,
)
from designer.games.full_thrust.sheet.state import state_marks
from designer.games.full_thrust.ship_state import FullThrustShipState
from designer.games.full_thrust.sheet.glyphs import GLYPHS, KEY, KEY_EXAMPLE, threshold_mark
from designer.sheets.display import Group, Item, Line, Page, Rect, Style, Text, shift
from designer.sheets.layout import Box, balance_last_pages, enlarged_to_fill, pack_pages, shelves
from designer.sheets.marks import Void, void_box
from designer.sheets.page_frame import PageFrame
from designer.sheets.state_marks import mark_style
from designer.sheets.template import SheetTemplate
from designer.sheets.text import LEADING, fit_lines, label, lines_height, text_lines

ROW_ORDER = {"escort": 0, "cruiser": 1, "capital": 2, "wide": 3}
ALWAYS_IN_KEY = ("beam", "fire-control", "ftl-drive", "normal-drive")


@dataclass(frozen=True)
class Ship:
    """One design on its way to a page: which box it needs and how wide that box is."""

    index: int  # position in the caller's list, to keep input order among equals
    design: FullThrustDesign
    evaluation: Evaluation
    kind: str  # escort | cruiser | capital
    row: str  # the kind, or "wide" when it needs the whole width
    width: float
    height: float
    ship_name: str = ""  # the fleet's name for this ship, printed on the NAME line
    state: ShipMarks | None = None  # a campaign ship's damage, drawn over its box (sheet_state.py)
    status: str = ""  # a campaign ship's status and battles, after its name on the NAME line only

    @property
    def name_line(self) -> str:
        """The box's NAME line: the ship's name, and a campaign ship's status after it (the
        Movement Orders row names the ship and its class only)."""
        return f"{self.ship_name} ({self.status})" if self.status else self.ship_name


@dataclass(frozen=True)
class Layout:
    """What every page of one call shares: the template, the sheet options, the caller's memo
    (whole ship boxes, the Movement Orders and the key are kept in it while their inputs stay)."""

    template: SheetTemplate
    options: Mapping[str, Any]
    memo: Memo
    blank: bool = False  # the form to design on by hand (blank_sheet_pages)

    @property
    def orders(self) -> bool:
        return bool(self.options.get("movement_orders", True))

    @property
    def key(self) -> bool:
        return bool(self.options.get("key", True))

    @property
    def ship_state(self) -> bool:
        return bool(self.options.get("ship_state", True))

    @property
    def scale_to_fill(self) -> bool:
        return bool(self.options.get("scale_to_fill", False))


def record_sheet_pages(
    entries: Sequence[SheetItem[FullThrustDesign, FullThrustDetail]],
    paper: str,
    template: SheetTemplate,
    options: Mapping[str, Any],
    memo: Memo,
) -> list[Page]:
    # What a box prints (a beam's class, its arcs, the damage track) is the design's or the
    # evaluation's, and the key's beam classes the evaluated catalog's (``detail.catalog``), so a
    # house-rule profile prints as evaluated.
    out = Layout(template, options, memo)
    page_w, page_h = template.page_size(paper)
    frame = Box(0, 0, page_w, page_h).inset(template.margin)
    ships = [
        _ship(i, e.design, e.evaluation, frame.w, out, *_campaign_ship(e, out))
        for i, e in enumerate(sheet_entries_of(entries))
    ]
    groups = _pack(ships, frame, out)
    total = len(groups)
    return [
        _page(
            sorted(group, key=lambda s: (ROW_ORDER[s.row], s.index)), n + 1, total, page_w, page_h, frame, out
        )
        for n, group in enumerate(groups)
    ]


def blank_sheet_pages(
    design: FullThrustDesign,
    evaluation: Evaluation,
    paper: str,
    template: SheetTemplate,
    options: Mapping[str, Any],
    memo: Memo,
) -> list[Page]:
    """A sheet to design on by hand: an empty box of each size (the damage track picks a hull's
    box, L294), a Movement Orders row for each and the whole key (any system may be drawn).
    ``design`` is an empty one, ``evaluation`` its own: they give the boxes their shape only."""
    out = Layout(template, options, memo, blank=True)
    page_w, page_h = template.page_size(paper)
    frame = Box(0, 0, page_w, page_h).inset(template.margin)
    ships = []
    for n, kind in enumerate(KINDS):
        per_row = template.region(kind).int("per_row")
        width = (frame.w - template.gap * (per_row - 1)) / per_row
        height = box_height(design, evaluation, width, kind, template)
        ships.append(Ship(n, design, evaluation, kind, kind, width, height))
    return [_page(ships, 1, 1, page_w, page_h, frame, out)]


def _pack(ships: list[Ship], frame: Box, out: Layout) -> list[list[Ship]]:
    """Ships onto pages by the area of their boxes, largest first, each onto the first page
    with room; then the last two pages evened out, so the last is not left nearly blank."""

    def fits(page: list[Ship]) -> bool:
        return _height(page, frame, out) <= frame.h + 1e-6

    def fill(page: list[Ship]) -> float:
        return _height(page, frame, out) / frame.h

    def area(ship: Ship) -> tuple:
        return ship.width * ship.height, -ship.index  # equals keep the caller's order

    pages = pack_pages(
        ships, fits, size=area, kind=lambda s: (s.row, s.width, s.height, s.design.is_installation)
    )
    return balance_last_pages(pages, fits, fill, area)


def _campaign_ship(
    entry: SheetEntry[FullThrustDesign, FullThrustDetail], out: Layout
) -> tuple[str, ShipMarks | None, str]:
    """The name, the marks and the status of a campaign ship; a clean sheet (the
    ``ship_state`` option off) prints neither status nor marks."""
    if not out.ship_state or entry.state is None:
        return entry.ship_name, None, ""
    return entry.ship_name, entry.state, entry.status


def _ship(
    index: int,
    design,
    evaluation,
    width: float,
    out: Layout,
    ship_name: str = "",
    state: ShipMarks | None = None,
    status: str = "",
) -> Ship:
    template = out.template
    kind = box_kind(evaluation)
    spec = template.region(kind)
    gap = template.gap
    per_row = spec.int("per_row")
    box_w = (width - gap * (per_row - 1)) / per_row
    rows = evaluation.detail.track
    # Wider than its class box when the track or the symbols would not fit (big bases, L717).
    longest = min(max([spec.int("track")] + list(rows)), MAX_TRACK_ROW)
    track_need = longest * (spec.num("cell") + 1) + 24
    wide = track_need > box_w * 0.55
    w = width if wide else box_w
    # Measured once per design and evaluation object: a fleet's count: 12 entry repeats them.
    h = out.memo.of(
        "box-height", (design, evaluation), lambda: box_height(design, evaluation, w, kind, template), w, kind
    )
    return Ship(index, design, evaluation, kind, "wide" if wide else kind, w, h, ship_name, state, status)


def _rows(ships: list[Ship], frame: Box, gap: float) -> list[list[Ship]]:
    """The page's shelves: each kind's boxes in rows no wider than the frame, top to bottom."""
    out: list[list[Ship]] = []
    for row in ROW_ORDER:
        of_row = [s for s in ships if s.row == row]
        for idx in shelves([s.width for s in of_row], frame.w, gap):
            out.append([of_row[i] for i in idx])
    return out


def _fixed_heights(ships: list[Ship], out: Layout) -> float:
    """The header, the Movement Orders and the key, with the gap above the key (each row of
    boxes brings its own gap below it, which also parts the last row from the orders)."""
    template = out.template
    orders = template.region("orders")
    movers = sum(1 for s in ships if not s.design.is_installation)
    order_h = orders.num("title") + orders.num("row") * (movers + 1) if movers and out.orders else 0
    key_h = template.region("key").num("height") if out.key else 0
    return template.region("header").num("height") + order_h + key_h + template.gap


def _height(ships: list[Ship], frame: Box, out: Layout) -> float:
    """The height a page of these ships takes: their rows of boxes, the header, the Movement
    Orders and the key."""
    gap = out.template.gap
    boxes = sum(max(s.height for s in row) + gap for row in _rows(ships, frame, gap))
    return boxes + _fixed_heights(ships, out)


def _box(ship: Ship, out: Layout) -> Group:
    """The ship's box at the origin, drawn once per design and evaluation object: a fleet's
    ``count: 12`` entry hands the same design and evaluation twelve times."""
    box = out.memo.of(
        "ship-box",
        (ship.design, ship.evaluation),
        lambda: ship_box(
            ship.design,
            ship.evaluation,
            ship.width,
            ship.height,
            ship.kind,
            out.template,
            out.blank,
            ship.name_line,
            lambda *at: _glyphs(out.memo, *at),
            out.memo,
        ),
        ship.width,
        ship.height,
        ship.kind,
        out.blank,
        ship.name_line,
    )
    if ship.state is None or ship.state.clean:
        return box
    parts = FullThrustShipState().parts(ship.design, ship.evaluation)
    return Group(
        box.items + (state_marks(box, parts, ship.state, mark_style(out.template)),), box.name, box.ref
    )


def _placed(box: Group, x: float, y: float, memo: Memo) -> Group:
    """``shift(box, x, y)``, with the moved copy of every inner group moved before (the
    diagram's glyphs and the drive symbols are the same objects while the systems stay, see
    :func:`_glyphs`): the same primitives, without rebuilding hundreds of unchanged ones per edit."""
    items = [
        memo.of("placed", (item,), partial(shift, item, x, y), x, y)
        if type(item) is Group
        else shift(item, x, y)
        for item in box.items
    ]
    return Group(tuple(items), box.name, box.ref)


def _glyphs(
    memo: Memo, design: FullThrustDesign, cat: Catalog, area: Box, symbol: float
) -> tuple[list[Group], int]:
    """The diagram's symbols, kept while the systems list and the area stay: an edit of a hull
    field or the name (which keeps the list) draws the box anew around the same glyphs."""
    return memo.of(
        "diagram",
        (*design.systems, cat),
        lambda: diagram_glyphs(design, cat, area, symbol),
        area.x,
        area.y,
        area.w,
        area.h,
        symbol,
    )


def _page(ships: list[Ship], number_: int, total: int, w: float, h: float, frame: Box, out: Layout) -> Page:
    """One page. The Movement Orders and the key depend only on their box, the movers' names
    and the systems used: an edit that changes none of them gets the same items back from the
    caller's memo (and the preview sees at a glance that they did not change)."""
    template, memo = out.template, out.memo
    gap = template.gap
    items: list[Item] = []
    head, rest = frame.top(template.region("header").num("height"))
    items += _header(head, number_, total, ships, template)
    boxes, y = _boxes(ships, rest.y, frame, out)
    items += boxes
    key_h = template.region("key").num("height") if out.key else 0
    if out.orders:
        orders = Box(frame.x, y, frame.w, frame.bottom - key_h - gap - y)
        names = tuple(s.design.name for s in ships if not s.design.is_installation)
        items += memo.of("orders", (), lambda: _orders(orders, ships, template), orders, names)
    if out.key:
        key = Box(frame.x, frame.bottom - key_h, frame.w, key_h)
        used = frozenset(s.type for ship in ships for s in ship.design.systems)
        classes = _beam_classes(ships)  # a profile may add a class: the key names it
        items += memo.of("key", (), lambda: _key(key, ships, out), key, used, out.blank, classes)
    return Page(w, h, tuple(items), f"Full Thrust record sheet {number_}/{total}")


def _boxes(ships: list[Ship], top: float, frame: Box, out: Layout) -> tuple[list[Item], float]:
    """The page's ship boxes in their rows from ``top`` down, and the y below them. With the
    sheet option "scale to fill", a lone ship prints as large as the page allows above the
    orders and the key (true scale, the template's box, is the default)."""
    gap = out.template.gap
    if out.scale_to_fill and len(ships) == 1:
        (ship,) = ships
        area = Box(frame.x, top, frame.w, frame.h - _fixed_heights(ships, out) - gap)
        placed, taken = enlarged_to_fill(_box(ship, out), ship.width, ship.height, area)
        return [placed], taken.bottom + gap
    items: list[Item] = []
    y = top
    for row in _rows(ships, frame, gap):
        x = frame.x
        for ship in row:
            items.append(_placed(_box(ship, out), x, y, out.memo))
            x += ship.width + gap
        y += max(s.height for s in row) + gap
    return items, y


def _header(box: Box, number_: int, total: int, ships: list[Ship], template) -> list[Item]:
    title = template.font("title")
    small = template.font("page")
    base = box.y + title.size
    items: list[Item] = [
        label(box.x, base, "FULL THRUST  ·  SHIP RECORD SHEET", title.size, title.font, width=box.w * 0.6),
        PageFrame(template).number(box.right, base, number_, total),
        label(
            box.x + box.w * 0.62,
            base,
            "Player ________________________",
            small.size,
            small.font,
            width=box.w * 0.25,
        ),
        Line(box.x, box.bottom - 5, box.right, box.bottom - 5, Style(width=1.5)),
    ]
    return items


def _orders(box: Box, ships: list[Ship], template) -> list[Item]:
    """Movement Orders (L156-158): start velocity, then per turn an order cell and the small
    velocity cell written after it. Bases move on a set course and need none (L717)."""
    spec = template.region("orders")
    movers = [s for s in ships if not s.design.is_installation]
    if not movers:
        return []
    cap = template.font("caption")
    body = template.font("body")
    title_h, row_h = spec.num("title"), spec.num("row")
    label_w, vel_w = spec.num("label"), spec.num("velocity")
    turns = spec.int("turns")
    order_w = max(spec.num("min_order"), (box.w - label_w - vel_w) / turns - vel_w)
    turns = min(turns, int((box.w - label_w - vel_w) // (order_w + vel_w)))
    items: list[Item] = [
        label(box.x, box.y + title_h - 3, "MOVEMENT ORDERS", body.size + 1, "bold"),
        label(
            box.x + 90,
            box.y + title_h - 3,
            "course P/S + points, then +/- velocity (e.g. P2 +4); new velocity in the small box",
            cap.size,
            "regular",
            width=box.w - 92,
            color=template.colour("caption"),
        ),
    ]
    top = box.y + title_h
    thin, shade = Style(width=0.5), Style(width=0.5, fill=template.colour("shade"))
    # Header row: ship, start velocity, turn numbers.
    x = box.x + label_w
    items.append(label(box.x + 2, top + row_h - 4, "SHIP (I.D. / class)", cap.size, "bold"))
    items.append(label(x + vel_w / 2, top + row_h - 4, "V0", cap.size, "bold", "middle"))
    x += vel_w
    for t in range(turns):
        items.append(
            label(
                x + (order_w + vel_w) / 2,
                top + row_h - 4,
                f"TURN {t + 1}",
                cap.size,
                "bold",
                "middle",
                width=order_w + vel_w - 2,
            )
        )
        x += order_w + vel_w
    for n, ship in enumerate(movers):
        y = top + row_h * (n + 1)
        row: list[Item] = [
            Rect(box.x, y, label_w, row_h, thin, "name"),
            Rect(box.x + 2, y + 2, row_h - 4, row_h - 4, Style(width=0.5), "name"),
            *_order_name(box.x + row_h, y, label_w - row_h - 2, row_h, _order_label(ship), body.size),
        ]
        x = box.x + label_w
        row.append(Rect(x, y, vel_w, row_h, shade, "thrust"))
        x += vel_w
        for _ in range(turns):
            row.append(Rect(x, y, order_w, row_h, thin, "thrust"))
            row.append(Rect(x + order_w, y, vel_w, row_h, shade, "thrust"))
            x += order_w + vel_w
        items.append(Group(tuple(row), "orders-row", "name"))
    return [Group(tuple(items), "movement-orders", "")]


def _order_label(ship: Ship) -> str:
    """The row's ship: its own name and its class (``Volga (Bulk Tanker)``), or the class alone
    for the player to tell apart by the I.D. box (issue 21 item 2)."""
    return f"{ship.ship_name} ({ship.design.name})" if ship.ship_name else ship.design.name


def _order_name(x: float, y: float, w: float, row_h: float, name: str, size: float) -> list[Text]:
    """A ship's name in its Movement Orders row: on two lines rather than cut short (issue 15)."""
    lines, fitted = fit_lines(name, w, size, "regular", max_lines=2, height=row_h - 1)
    top = y + (row_h - lines_height(len(lines), fitted)) / 2
    return text_lines(x, top, lines, fitted, "regular", ref="name")


def _beam_classes(ships: list[Ship]) -> str:
    """``A, B or C``: the beam classes of the catalogs the page's ships were evaluated under
    (a house-rule profile's Class 'D' too), in catalog order."""
    catalogs = {id(s.evaluation.detail.catalog): s.evaluation.detail.catalog for s in ships}
    classes = list(
        dict.fromkeys(
            spec.variant
            for catalog in catalogs.values()
            for spec in catalog.systems
            if spec.type == "beam" and spec.variant
        )
    )
    return " or ".join(filter(None, (", ".join(classes[:-1]), classes[-1]))) if classes else ""


def _key(box: Box, ships: list[Ship], out: Layout) -> list[Item]:
    """The symbols used on this page (and the basic ones; every one on a blank sheet), each
    with what it means (L355-364)."""
    template = out.template
    spec = template.region("key")
    font = template.font("key")
    used = {kind for kind, _text in KEY} if out.blank else set(ALWAYS_IN_KEY)
    for ship in ships:
        used.update(s.type for s in ship.design.systems)
    classes = _beam_classes(ships)
    entries = [(kind, text.format(classes=classes)) for kind, text in KEY if kind in used]
    s = spec.num("symbol")
    entries.append(("threshold", "Threshold Point (roll shown)"))
    # The book blacks these boxes out (L300); the sheet hatches them to spare toner.
    entries.append(("void", "Hatched: not a box (no Damage Point)"))
    per_col = spec.int("lines")
    columns = max(spec.int("min_columns"), math.ceil(len(entries) / per_col))
    col_w = (box.w - 22) / columns
    note_h = font.size + 5
    line_h = (box.h - note_h - 4) / per_col  # the rows share what the note leaves
    items: list[Item] = [
        Line(box.x, box.y, box.right, box.y, Style(width=0.8)),
        label(box.x, box.y + note_h - 1, "KEY", font.size + 1, "bold"),
        label(
            box.x + 22,
            box.y + note_h - 1.5,
            "Bow up. Beam barrels and arrowheads show the arcs a "
            "system fires through: up Fore, left Port, right Starboard, down Aft.",
            font.size,
            font.font,
            width=box.w - 22,
        ),
    ]
    box = Box(box.x, box.y + note_h, box.w, box.h - note_h)
    for n, (kind, text) in enumerate(entries):
        col, row = divmod(n, per_col)
        x = box.x + 22 + col * col_w + s / 2
        cy = box.y + 4 + line_h * row + line_h / 2
        if kind == "threshold":
            glyph = Group(
                (Rect(x - 4, cy - 4, 8, 8, Style(width=0.6)), threshold_mark(x - 4, cy - 4, 8)),
                "key-threshold",
            )
        elif kind == "void":
            glyph = void_box(x - 4, cy - 4, 8, Void.of(template))
        else:
            glyph = GLYPHS[kind](x, cy, s, "", **KEY_EXAMPLE.get(kind, {}))
        items.append(glyph)
        # Two lines where one is too short (a blank sheet's key fills its last column with the
        # longest entry, "Hatched: not a box (no Damage Point)"): wrapped, never cut.
        lines, size = fit_lines(text, col_w - s - 6, font.size, font.font, max_lines=2)
        first = cy + size * 0.35 - (len(lines) - 1) * size * LEADING / 2
        items += [
            label(x + s / 2 + 3, first + k * size * LEADING, line, size, font.font)
            for k, line in enumerate(lines)
        ]
    return [Group(tuple(items), "key", "")]


__all__ = ["record_sheet_pages", "blank_sheet_pages"]
