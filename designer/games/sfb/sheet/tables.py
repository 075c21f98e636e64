"""The blocks under the hull: ship data table, power, option mounts, shuttlecraft, ammunition
tracks, weapon charts and the energy allocation. Each is drawn at the origin in a column's width
and placed by the page (two columns, then further pages)."""

from __future__ import annotations

import math

from designer.games.sfb.rules.ammunition import AmmunitionFigure
from designer.games.sfb.catalog_model import Race, RangeTable
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.detail import SfbDetail
from designer.core.memo import Memo
from designer.core.numbers import format_number
from designer.sheets.display import Anchor, Group, Item, Rect, Style
from designer.sheets.flow import Block
from designer.sheets.layout import table
from designer.sheets.text import label, text_extent, wrap_text

BOX = Style(width=0.6)


def _titled(title: str, width: float, template, ref: str = "") -> tuple[list[Item], float]:
    head = template.font("head")
    return [label(0, head.size, title, head.size, head.font, width=width, ref=ref)], head.size + 3


def _key_values(
    title: str,
    rows: list[tuple[str, str, str]],
    width: float,
    template,
    name: str,
    memo: Memo,
    blank: bool = False,
) -> Block:
    """A titled two-column table: (key, value, ref) rows; ``blank``: the values left empty.
    Kept in ``memo`` while it prints the same: the page places a kept block without moving
    it again, and most edits change one table of the five."""
    if blank:
        rows = [(key, "", ref) for key, _value, ref in rows]
    return memo.of(
        "sfb-key-values",
        (template,),
        lambda: _draw_key_values(title, rows, width, template, name),
        title,
        tuple(rows),
        width,
        name,
    )


def _draw_key_values(
    title: str, rows: list[tuple[str, str, str]], width: float, template, name: str
) -> Block:
    items, top = _titled(title, width, template)
    row_h, key_w = template.region("lower").num("row"), template.region("lower").num("key")
    body = template.font("body")
    items += table(
        0,
        top,
        (key_w, width - key_w),
        [(k, v) for k, v, _ in rows],
        row_h,
        body.size,
        header_font=body.font,
        refs=[ref for _, _, ref in rows],
    )
    return Block.drawn((Group(tuple(items), name),), top + row_h * len(rows), width)


def ship_data(
    design: SfbDesign, detail: SfbDetail, width: float, template, memo: Memo, blank: bool = False
) -> Block:
    """The Ship Data Table; the turn mode as entered (the base game's chart is not reproduced)."""
    d = design.data
    race = detail.race or Race(name="", short="-", rule="", source="no race given")
    bpv = format_number(detail.bpv)
    if detail.bpv != detail.base_bpv:
        bpv = (
            f"{bpv}  (base {format_number(detail.base_bpv)} + option mounts "
            f"{format_number(detail.options.total)})"
        )
    rows = [
        ("Size class", str(d.size_class), "data.size_class"),
        ("Movement cost", d.movement_cost, "data.movement_cost"),
        ("Turn mode", d.turn_mode or "-", "data.turn_mode"),
    ]
    if d.turn_mode_doubled or blank:
        rows.append(("Turn mode (RED)", d.turn_mode_doubled, "data.turn_mode_doubled"))
    rows += [
        ("BPV", bpv, "data.bpv"),
        (race.crew_units, str(d.crew_units), "data.crew_units"),
        (race.boarding_parties, str(d.boarding_parties), "data.boarding_parties"),
        ("Explosion strength", str(d.explosion_strength), "data.explosion_strength"),
        ("Nimble", "yes" if d.nimble else "no", "data.nimble"),
    ]
    if d.bolt_hexes or blank:
        rows.append(("Ability to bolt", f"{d.bolt_hexes} hexes, twice a turn", "data.bolt_hexes"))
    if d.mega_box or blank:
        rows.append(
            (
                "Mega-box scale",
                f"each box = {detail.mega_box_scale} boxes; damage ÷{detail.mega_box_scale}, drop fractions",
                "data.mega_box",
            )
        )
    return _key_values("SHIP DATA TABLE", rows, width, template, "ship-data", memo, blank)


def power(detail: SfbDetail, width: float, template, memo: Memo, blank: bool = False) -> Block:
    p = detail.power
    rows = [
        ("Warp", str(p.warp), ""),
        ("Impulse", str(p.impulse), ""),
        ("Reactors (APR/AWR/AIR)", str(p.reactor), ""),
        ("TOTAL POWER", str(p.total), ""),
        ("Battery capacity", f"{p.battery_capacity} (stores reserve power)", ""),
    ]
    block = _key_values("POWER", rows, width, template, "power", memo, blank)
    if not p.assumed or blank:
        return block
    note = template.font("note")
    text = wrap_text(
        f"Power a box of {', '.join(p.assumed)}: the base game's figure, an assumption.",
        width,
        note.size,
        note.font,
    )
    extra = [
        label(0, block.height + 3 + (n + 1) * (note.size + 1), line, note.size, note.font)
        for n, line in enumerate(text)
    ]
    return Block.drawn(block.items + tuple(extra), block.height + 4 + len(text) * (note.size + 1), width)


def _mount_rows(design: SfbDesign, detail: SfbDetail) -> list[tuple[str, str, str]]:
    """One row a fitted mount: its kind and designation, the system's label, its cost (the
    list's, 004 L833-858, L869-915)."""
    specs = {e.path: e.spec for e in detail.entries if e.mount}
    rows = []
    for c in detail.options.costs:
        mount = design.option_mounts[int(c.path.split("[")[1].rstrip("]"))]
        spec = specs.get(c.path)
        name = (
            f"{mount.mount}{' ' + mount.label if mount.label else ''}: {spec.label if spec else c.system_id}"
        )
        rows.append((name, f"{format_number(c.cost)} BPV", c.path))
    return rows


def option_mounts(design: SfbDesign, detail: SfbDetail, width: float, template, memo: Memo) -> Block | None:
    o = detail.options
    if not o.list_name:
        return None
    rows = _mount_rows(design, detail)
    rows.append(("Installed cost", f"{format_number(o.total)} BPV", "option_mounts"))
    if o.budget_kind == "refit":
        rows += [
            ("Resource base", f"{format_number(o.budget)} (refit budget)", ""),
            ("Left to spend", format_number(o.remaining), ""),
        ]
    elif o.budget_kind == "allowance":
        rows += [
            ("Allowance", f"{format_number(o.budget)} (1/10 of the BPV)", ""),
            ("Left to spend", format_number(o.remaining), ""),
        ]
    rows.append(("Added to BPV", "yes" if o.adds_to_bpv else "no", ""))
    title = "JOSHADA REFIT" if o.budget_kind == "refit" else "OPTION MOUNTS"
    return _key_values(title, rows, width, template, "option-mounts", memo)


def charts_left_out(detail: SfbDetail, width: float, template) -> Block | None:
    """One line naming the base game's weapons aboard whose charts the sheet leaves out (their
    tables are the publisher's, not the supplement's: 004 L3-7)."""
    labels = dict.fromkeys(
        e.spec.label for e in detail.entries if e.spec is not None and e.spec.weapon and e.spec.energy is None
    )
    if not labels:
        return None
    note = template.font("note")
    text = f"Charts not printed (the base game's): {', '.join(labels)}."
    lines = wrap_text(text, width, note.size, note.font)
    items = [label(0, (n + 1) * (note.size + 1), line, note.size, note.font) for n, line in enumerate(lines)]
    return Block.drawn((Group(tuple(items), "charts-left-out"),), len(lines) * (note.size + 1) + 3, width)


def shuttlecraft(design: SfbDesign, width: float, template, memo: Memo) -> Block | None:
    """The shuttlecraft header's NOTES cell: "YAKA" for Yakashuttles (004 L729-730)."""
    if not design.shuttle_notes:
        return None
    return _key_values(
        "SHUTTLECRAFT",
        [("NOTES", design.shuttle_notes, "shuttle_notes")],
        width,
        template,
        "shuttlecraft",
        memo,
    )


def ammunition(track: AmmunitionFigure, width: float, template) -> Block:
    """One row of boxes per segment (launchers, cargo, AMMD), used like a drone rack's track."""
    spec = template.region("ammo")
    cell, gap, key = spec.num("cell"), spec.num("gap"), spec.num("label")
    body = template.font("body")
    items, top = _titled(f"{track.title}  ({track.boxes})", width, template, track.path)
    per_row = max(1, int((width - key + gap) // (cell + gap)))
    for segment in track.segments:
        items.append(label(0, top + cell - 1, segment.title, body.size, body.font, width=key - 2))
        for k in range(segment.boxes):
            r, c = divmod(k, per_row)
            items.append(Rect(key + c * (cell + gap), top + r * (cell + gap), cell, cell, BOX, track.path))
        top += math.ceil(segment.boxes / per_row) * (cell + gap) + 1
    return Block.drawn((Group(tuple(items), "ammunition", track.path),), top, width)


def _fits(rows: list[list[str]], widths: list[float], font) -> bool:
    return all(
        text_extent(cell, font.size, font.font)[0] + 4 <= w for row in rows for cell, w in zip(row, widths)
    )


def chart(chart_table: RangeTable, width: float, template) -> Block:
    """A chart as the supplement prints it, with our reading of a shared range. A chart whose
    cells are words (the Autodefense Device's results) prints as lines when they do not fit."""
    row_h = template.region("lower").num("row")
    body, note = template.font("body"), template.font("note")
    items, top = _titled(chart_table.title, width, template)
    first = min(width * 0.22, 44.0)
    rest = (width - first) / (len(chart_table.ranges) - 1)
    widths = [first] + [rest] * (len(chart_table.ranges) - 1)
    rows = [chart_table.ranges] + chart_table.rows
    lines = [chart_table.die[0].upper() + chart_table.die[1:] + "."]
    if _fits(rows, widths, template.font("body_bold")):
        anchors: list[Anchor] = ["middle"] * len(widths)
        anchors[0] = "start"  # the range column
        items += table(0, top, widths, rows, row_h, body.size, anchors=anchors)
        top += row_h * len(rows)
    else:
        for n, key in enumerate(chart_table.ranges[1:], 1):
            results = "; ".join(row[n] for row in chart_table.rows)
            for text in wrap_text(f"{key}: {results}", width, body.size, body.font):
                top += body.size + 2
                items.append(label(0, top, text, body.size, body.font))
        top += 2
    if chart_table.overlap is not None:
        lines.append(f"Range {chart_table.overlap.range}: read the {chart_table.overlap.column} column.")
    if chart_table.derived:
        lines.append(f"Derived: {chart_table.derived}.")
    if chart_table.note:
        lines.append(chart_table.note)
    for text in wrap_text(" ".join(lines), width, note.size, note.font):
        top += note.size + 1
        items.append(label(0, top, text, note.size, note.font))
    return Block.drawn((Group(tuple(items), "weapon-chart"),), top + 2, width)


def energy_allocation(detail: SfbDetail, width: float, template) -> Block | None:
    """The energy plan, line by line, with its total against the power available."""
    plan = detail.plan
    if plan is None:
        return None
    row_h = template.region("lower").num("row")
    body, bold = template.font("body"), template.font("body_bold")
    items, top = _titled("ENERGY ALLOCATION (one turn)", width, template, "energy_plan")
    value_w = 34.0
    rows = [("Item", "Energy")] + [(line.label, format_number(line.energy)) for line in plan.lines]
    refs = [""] + [line.path for line in plan.lines]
    items += table(
        0, top, (width - value_w, value_w), rows, row_h, body.size, anchors=["start", "end"], refs=refs
    )
    top += row_h * len(rows) + row_h
    battery = f" + {plan.battery_draw} battery" if plan.battery_draw else ""
    summary = (
        f"TOTAL {format_number(plan.total)} of {plan.available} available "
        f"({plan.generation} generated{battery})"
    )
    color = template.colour("alert") if plan.over else "#000000"
    items.append(label(0, top, summary, bold.size, bold.font, width=width, color=color, ref="energy_plan"))
    if plan.divisor > 1:
        top += row_h
        items.append(
            label(
                0,
                top,
                f"Mega-box scale: the rules' energy costs are divided by {plan.divisor}.",
                body.size,
                body.font,
                width=width,
            )
        )
    if plan.over:
        top += row_h
        items.append(
            label(
                0,
                top,
                f"OVER by {format_number(plan.total - plan.available)}",
                bold.size,
                bold.font,
                color=template.colour("alert"),
                ref="energy_plan",
            )
        )
    return Block.drawn((Group(tuple(items), "energy-allocation", "energy_plan"),), top + 3, width)
