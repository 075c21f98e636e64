"""The form's record-keeping blocks: unit ID rows (L503-510), the movement and power logs with
ten turn columns (L511-521), battlecraft squadrons (L595-628), the hull structure boxes
(L629-637), the cargo manifest of transports (L4829-4832) and the Battlecraft Control Log
(L7659-7799)."""

from __future__ import annotations

from typing import Sequence

from designer.games.star_blazers.rules.detail import ShipDetail
from designer.games.star_blazers.rules.hull_track import HullRow, hull_rows
from designer.games.star_blazers.sheet.flow import kept
from designer.games.star_blazers.sheet.parts import FRAME, THIN, Pen, cell_row, titled_frame
from designer.sheets.display import Item, Line, Rect
from designer.sheets.flow import Block, Builder
from designer.sheets.text import text_extent, wrap_text

FLIGHT = 6  # craft in a flight (L595-628)


def unit_rows(width: float, detail: ShipDetail, names: list[str], pen: Pen) -> Block:
    """``k] UNIT NAME ... UNIT NUMBER ... SUPPORT CRAFT`` (or SURVIVAL PODS) per ship."""
    spec = pen.t.region("unit")
    row, box = spec.num("row"), spec.num("box")
    cap = detail.capacity
    support = sum(c.count for c in detail.craft if c.role == "support")
    kinds = sorted({c.type for c in detail.craft if c.role == "support"})
    items: list[Item] = []
    for k, name in enumerate(names):
        top = k * row
        base = pen.baseline(top, row, "label")
        x = 0.0
        if len(names) > 1:
            items.append(pen.text(x, base, f"{k + 1}]", "label"))
            x += 12
        items += [
            pen.text(x, base, "UNIT NAME:", "label"),
            *pen.lines(x + 40, top, row - 2, name, "body", spec.num("name") - 42, base, ref="name"),
            Line(x + 39, top + row - 2, x + spec.num("name"), top + row - 2, THIN),
        ]
        x += spec.num("name") + 6
        items += [
            pen.text(x, base, "UNIT NUMBER:", "label"),
            pen.write_in(x + 46, top + 2, spec.num("number") - 48, row - 4),
        ]
        x += spec.num("number") + 8
        if cap.survival_pods:
            items += _boxes(
                pen, x, width, top, row, box, "SURVIVAL PODS", cap.survival_pods, cap.survival_pods
            )
        elif cap.support_craft:
            title = "SUPPORT CRAFT" + (f" ({', '.join(kinds)})" if kinds else "")
            # A box a support craft, each its craft entry's (what a "craft lost" mark finds).
            refs = [c.path or "craft" for c in detail.craft if c.role == "support" for _ in range(c.count)]
            items += _boxes(pen, x, width, top, row, box, title, cap.support_craft, support, refs)
    return Block.drawn(tuple(items), len(names) * row + 2)


def _boxes(
    pen: Pen,
    x: float,
    right: float,
    top: float,
    row: float,
    box: float,
    title: str,
    n: int,
    open_: int,
    refs: Sequence[str] = (),
) -> list[Item]:
    """``n`` small boxes up to ``right``, smaller when many (the Vengeful's 28); the first
    ``open_`` white, the rest shaded (nothing embarked there); box ``i`` has ref ``refs[i]``
    (a craft entry), else ``craft``."""
    items: list[Item] = [pen.text(x, pen.baseline(top, row, "label"), title, "label")]
    x += text_extent(title, pen.label.size, pen.label.font)[0] + 4
    box = max(3.0, min(box, (right - x) / n - 1))
    for i in range(n):
        items.append(
            Rect(
                x + i * (box + 1),
                top + (row - box) / 2,
                box,
                box,
                THIN if i < open_ else pen.shaded,
                ref=refs[i] if i < len(refs) else "craft",
            )
        )
    return items


def logs(width: float, detail: ShipDetail, ships: int, pen: Pen) -> Block:
    """The movement log and the power accumulation log, a row per ship on the sheet."""
    spec = pen.t.region("logs")
    turns, title_h, head_h, row = (spec.int("turns"), spec.num("title"), spec.num("head"), spec.num("row"))
    stationary, moving = detail.figures.power_dice if detail.figures else ("1D6", "1D4")
    titles = ("MOVEMENT LOG", f"POWER ACCUMULATION LOG - {stationary} STATIONARY / {moving} MOVING")
    items: list[Item] = []
    top = 0.0
    lead = spec.num("label") if ships > 1 else 0.0
    col = (width - lead) / turns
    for title in titles:
        items.append(pen.text(0, top + title_h - 2.5, title, "heading"))
        top += title_h
        items += cell_row(
            pen, lead, top, [col] * turns, [f"TURN {t + 1}" for t in range(turns)], head_h, font="label"
        )
        top += head_h
        for k in range(ships):
            if ships > 1:
                items.append(pen.text(lead - 4, pen.baseline(top, row, "label"), f"{k + 1}]", "label", "end"))
            items += cell_row(pen, lead, top, [col] * turns, [""] * turns, row)
            top += row
        top += 3
    return Block.drawn(tuple(items), top)


def squadrons(width: float, detail: ShipDetail, pen: Pen) -> Block:
    """A row per squadron: craft type and speed, then flights of six craft boxes, each with the
    small weapons-package box darkened after firing (L595-628, L3501-3509). Craft not embarked
    are shaded."""
    spec = pen.t.region("squadron")
    row, lead, flight_gap, box = (spec.num("row"), spec.num("lead"), spec.num("flight_gap"), spec.num("box"))
    top = pen.heading.size + 6
    items: list[Item] = []
    paths: dict[str, str] = {}  # a row's ref: the first entry of its craft
    for c in detail.craft:
        paths.setdefault(c.type, c.path or "craft")
    for kind, size, aboard in squadron_rows(detail):
        items += squadron_row(
            pen, top, width, row, lead, flight_gap, box, kind, size, aboard, ref=paths.get(kind, "craft")
        )
        top += row + 2
    extra = beyond_rows(detail)
    if extra:
        items += _also_aboard(pen, top, width, box, extra, paths)
        top += box + 6
    height = top + 1
    title = "BATTLECRAFT SQUADRONS" + (
        f" ({detail.capacity.squadron_types})" if detail.capacity.squadron_types else ""
    )
    return Block.drawn(tuple(titled_frame(pen, width, height, title) + items), height)


def _placed(detail: ShipDetail) -> tuple[list[tuple[str, int, int]], list[tuple[str, int]]]:
    """The squadron rows (craft type, boxes, craft aboard) and the craft beyond them (type,
    count). Each type starts its own row and fills the class's rows in order. A class whose form
    has rows prints those only (the Yamato's three, L5784-5818): craft past them (its Cosmo Zero,
    the 55th, L5093-5095) are listed apart. A class with none gets rows of flights of six."""
    sizes = list(detail.capacity.squadron_rows)
    fixed = bool(sizes)
    flying = [c for c in detail.craft if c.role == "battlecraft" and c.weight != "heavy"]
    rows: list[tuple[str, int, int]] = []
    extra: list[tuple[str, int]] = []
    for craft in flying:
        left = craft.count
        while left:
            if not sizes and fixed:
                extra.append((craft.type, left))
                break
            size = sizes.pop(0) if sizes else min(18, -(-left // FLIGHT) * FLIGHT)
            rows.append((craft.type, size, min(left, size)))
            left -= min(left, size)
    rows += [("", size, 0) for size in sizes]
    return rows, extra


def beyond_rows(detail: ShipDetail) -> list[tuple[str, int]]:
    return _placed(detail)[1]


def _also_aboard(
    pen: Pen, top: float, width: float, box: float, extra: list[tuple[str, int]], paths: dict[str, str]
) -> list[Item]:
    """Craft aboard past the form's squadron rows: type, count and a box each, to fly as a
    flight of the Battlecraft Control Log; ``paths``: each type's craft entry, its boxes' ref."""
    base = top + box
    items: list[Item] = [pen.text(3, base, "ALSO ABOARD (NOT IN A SQUADRON ROW):", "label")]
    x = 3 + text_extent("ALSO ABOARD (NOT IN A SQUADRON ROW):", pen.label.size, pen.label.font)[0] + 6
    for kind, count in extra:
        text = f"{count} {kind}"
        items.append(pen.text(x, base, text, "cell"))
        x += text_extent(text, pen.cell.size, pen.cell.font)[0] + 3
        for c in range(min(count, int((width - x) // (box + 2)))):
            items.append(Rect(x + c * (box + 2), top + 1, box, box, THIN, paths.get(kind, "craft")))
        x += min(count, 18) * (box + 2) + 8
    return items


def squadron_rows(detail: ShipDetail) -> list[tuple[str, int, int]]:
    """(craft type, boxes, craft aboard) per squadron row, heavy bombers a row of their own."""
    out = _placed(detail)[0]
    heavy = sum(c.count for c in detail.craft if c.weight == "heavy")
    if detail.capacity.heavy_bombers or heavy:
        out.append(("HB" if heavy else "", max(detail.capacity.heavy_bombers, heavy), heavy))
    return out


def squadron_row(
    pen: Pen,
    top,
    width,
    row,
    lead,
    flight_gap,
    box,
    kind,
    size,
    aboard,
    special: bool = False,
    ref: str = "craft",
) -> list[Item]:
    """One squadron row; ``special``: a single flight on a SPECIAL MISSION (the control logs);
    ``ref``: the craft entry its boxes stand for (compare outlines it)."""
    items: list[Item] = [Rect(0, top, width, row, THIN)]
    half = row / 2
    items += [
        pen.text(3, pen.baseline(top, half, "label"), "B/CRAFT TYPE:", "label"),
        Rect(lead - 26, top + 2, 22, half - 3, FRAME),
    ]
    if kind:
        items.append(pen.text(lead - 15, pen.baseline(top + 2, half - 3, "cell"), kind, "cell", "middle"))
    items += [
        pen.text(3, pen.baseline(top + half, half, "label"), "SPEED:", "label"),
        Rect(lead - 26, top + half + 1, 22, half - 3, FRAME),
    ]
    flights = -(-size // FLIGHT)
    flight_w = (width - lead - 4 - flight_gap * (flights - 1)) / max(flights, 1)
    mission = "SPECIAL MISSION TYPE:" if special else "MISSION TYPE:"
    mission_w = text_extent(mission, pen.label.size, pen.label.font)[0] + 3
    for f in range(flights):
        x = lead + 2 + f * (flight_w + flight_gap)
        items += [
            pen.text(x, pen.baseline(top, half, "label"), "FG: #", "label"),
            Line(x + 18, top + half - 2, x + 34, top + half - 2, THIN),
            pen.text(x + 37, pen.baseline(top, half, "label"), mission, "label"),
            Line(x + 37 + mission_w, top + half - 2, x + flight_w - 2, top + half - 2, THIN),
        ]
        for c in range(min(FLIGHT, size - f * FLIGHT)):
            n = f * FLIGHT + c
            bx = x + c * (box + 3)
            style = THIN if n < aboard else pen.shaded
            items += [
                Rect(bx, top + half + 1, box, box, style, ref),
                Rect(bx + box - 3, top + half + 1, 3, 3, THIN, ref),
            ]
    return items


def hull_structure(width: float, detail: ShipDetail, names: list[str], pen: Pen) -> Block:
    """A hull record per ship: boxes checked left to right, a critical-hit mark at each row end,
    the darkened 60% box (L629-637; rows and marks are a recorded decision, README)."""
    spec = pen.t.region("hull")
    box, gap, mark = spec.num("box"), spec.num("gap"), spec.num("mark")
    boxes = detail.hull_boxes.value if isinstance(detail.hull_boxes.value, int) else None
    items: list[Item] = []
    top = 0.0
    for k in range(len(names)):
        label = "WARSHIP HULL STRUCTURE" + (f" ({boxes} BOXES)" if boxes else "")
        if len(names) > 1:
            label = f"{k + 1}] {label}"
        items.append(pen.text(0, top + pen.heading.size, label, "heading", width=width))
        top += pen.heading.size + 4
        if boxes is None:
            items.append(pen.write_in(0, top, width, box * 3 + gap * 2, "fill_in.hull_boxes"))
            items.append(
                pen.text(4, top + box * 1.5 + 2, "BOX COUNT NOT PRESERVED: DRAW OR WRITE IN", "label")
            )
            top += box * 3 + gap * 2 + 4
            continue
        rows = hull_rows(boxes, detail.sixty_percent_box, spec)
        for r, hull_row in enumerate(rows):
            items += _hull_row(pen, top + r * (box + gap), hull_row, box, gap, mark)
        top += len(rows) * (box + gap) + 3
    legend = (
        "ROW END: ROLL THAT MANY CRITICAL HITS.  DARK BOX: 60% DAMAGE, NO SPECIAL WEAPONS, "
        "OTHER FIRE REDUCED.  LAST BOX: THE SHIP EXPLODES."
    )
    if boxes:
        for text in wrap_text(legend, width, pen.cell.size, pen.cell.font):
            items.append(pen.text(0, top + pen.cell.size, text, "cell"))
            top += pen.cell.size + 1.5
        top += 2
    return Block.drawn(tuple(items), top)


def _hull_row(pen: Pen, y: float, row: HullRow, box: float, gap: float, mark: float) -> list[Item]:
    items: list[Item] = []
    for i, number in enumerate(row.boxes):
        x = i * (box + gap)
        style = pen.dark if number == row.sixty else THIN
        items.append(Rect(x, y, box, box, style, "fill_in.hull_boxes"))
        if number == row.last:
            items.append(Rect(x - 0.6, y - 0.6, box + 1.2, box + 1.2, FRAME))
    if row.crits:
        x = len(row.boxes) * (box + gap) + 2
        items += [
            Rect(x, y - 0.5, mark, box + 1, FRAME),
            pen.text(x + mark / 2, pen.baseline(y, box, "symbol"), str(row.crits), "symbol", "middle"),
        ]
    return items


def cargo_manifest(width: float, each: float, ships: int, pen: Pen) -> Block:
    """A transport's CARGO MANIFEST, a row per unit (L6270, L7167, L7203, L7240, L7654), of
    ``each`` cargo factors a unit."""
    row = pen.t.region("data").num("row")
    title_h = pen.heading.size + 4
    each_text = f"{each:g}".removeprefix("0") if each < 1 else f"{each:g}"
    items: list[Item] = [
        pen.text(
            0,
            pen.heading.size,
            f"CARGO MANIFEST - {each_text} CARGO FACTORS EACH (TYPE CODE AND FACTORS)",
            "heading",
            width=width,
        )
    ]
    lead = 14 if ships > 1 else 0
    for k in range(ships):
        top = title_h + k * row
        if ships > 1:
            items.append(pen.text(0, pen.baseline(top, row, "label"), f"{k + 1}]", "label"))
        items += cell_row(pen, lead, top, [(width - lead) / 5] * 5, [""] * 5, row)
    return Block.drawn(tuple(items), title_h + ships * row + 2)


# The rows of each faction's Battlecraft Control Log, in craft boxes (flights of six): the EDF
# log's rows hold 3 flights (18, a squadron) with single-flight SPECIAL MISSION rows among them
# (L7659-7799: 11 and 5 of 16); the Gamilon log, upside down in the OCR, 2 flights (12) and a
# single-flight row (L7800-7925, README decision 49); the Comet log 4 flights (an F squadron of
# 24) and 3 (an SF squadron of 18) (L7942-8026). Ten rows a page, in those proportions.
CONTROL_LOG_ROWS = {
    "edf": (18,) * 7 + (6,) * 3,
    "gamilon": (12,) * 8 + (6,) * 2,
    "comet": (24, 18) * 5,
}


def control_log(width: float, detail: ShipDetail, pen: Pen) -> Block:
    """The Battlecraft Control Log for flights away from the carrier (L7659-8026): base or
    warship, unit, craft type, speed, then the faction's flights a row."""
    spec = pen.t.region("squadron")
    row, lead = spec.num("row"), spec.num("lead")
    top = pen.heading.size + 6
    items: list[Item] = []
    line_h = pen.label.size + 5
    for size in CONTROL_LOG_ROWS.get(detail.faction, CONTROL_LOG_ROWS["edf"]):
        base = top + pen.label.size + 1
        items += [
            pen.text(3, base, "OPERATIONAL SQUADRON BASE OR WARSHIP:", "label"),
            Line(140, base + 1, width * 0.55, base + 1, THIN),
            pen.text(width * 0.57, base, "UNIT NAME:", "label"),
            Line(width * 0.57 + 38, base + 1, width * 0.8, base + 1, THIN),
            pen.text(width * 0.81, base, "UNIT NUMBER:", "label"),
            Line(width * 0.81 + 46, base + 1, width - 3, base + 1, THIN),
        ]
        top += line_h
        items += squadron_row(
            pen,
            top,
            width,
            row,
            lead,
            spec.num("flight_gap"),
            spec.num("box"),
            "",
            size,
            size,
            special=size == FLIGHT,
        )
        top += row + 4
    height = top
    return Block.drawn(tuple(titled_frame(pen, width, height, "BATTLECRAFT CONTROL LOG") + items), height)


class RecordBlocks:
    """The record-keeping blocks of one form as builders, each kept in the memo under
    every input it is drawn from (the names on the form, the figures it prints)."""

    def __init__(self, detail: ShipDetail, names: list[str], pen: Pen):
        self.detail, self.names, self.pen = detail, tuple(names), pen

    def _kept(self, key: tuple, build) -> Builder:
        return kept(self.pen.memo, key, build)

    def unit_rows(self) -> Builder:
        d, cap = self.detail, self.detail.capacity
        support = tuple(
            (c.type, c.count, c.path) for c in d.craft if c.role == "support"
        )  # path: boxes' refs
        return self._kept(
            ("units", self.names, cap.survival_pods, cap.support_craft, support),
            lambda w: unit_rows(w, d, list(self.names), self.pen),
        )

    def hull(self) -> Builder:
        d = self.detail
        return self._kept(
            ("hull", d.hull_boxes.value, d.sixty_percent_box, self.names),
            lambda w: hull_structure(w, d, list(self.names), self.pen),
        )

    def squadrons(self) -> Builder:
        d = self.detail
        return self._kept(
            (
                "squadrons",
                tuple(squadron_rows(d)),
                tuple(beyond_rows(d)),
                d.capacity.squadron_types,
                tuple((c.type, c.path) for c in d.craft),  # the boxes' refs
            ),
            lambda w: squadrons(w, d, self.pen),
        )

    def logs(self) -> Builder:
        d = self.detail
        dice = d.figures.power_dice if d.figures else None
        return self._kept(("logs", dice, len(self.names)), lambda w: logs(w, d, len(self.names), self.pen))

    def cargo_manifest(self, each: float) -> Builder:
        """``each``: the cargo factors a unit of the class's manifest holds."""
        return self._kept(
            ("manifest", each, len(self.names)), lambda w: cargo_manifest(w, each, len(self.names), self.pen)
        )

    def control_log(self) -> Builder:
        return self._kept(
            ("control log", self.detail.faction), lambda w: control_log(w, self.detail, self.pen)
        )


__all__ = [
    "RecordBlocks",
    "unit_rows",
    "logs",
    "squadrons",
    "squadron_rows",
    "hull_structure",
    "cargo_manifest",
    "control_log",
]
