"""The right-hand blocks of the form: the WARSHIP DATA block (L522-535), the SHIP SYSTEMS box
with purchases written in (L537-565), the battery list per icon (L382-492, L968-973), munition
loads (L4754-4762), the flotilla bonus (L489-501) and cargo (L4793-4881)."""

from __future__ import annotations

from typing import Mapping

from designer.core.model import RuleValue
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_figures import Figure
from designer.games.star_blazers.rules.detail import BatteryLine, ShipDetail
from designer.games.star_blazers.sheet.flow import kept
from designer.games.star_blazers.sheet.parts import (
    BLANK,
    FRAME,
    THIN,
    Pen,
    cell_row,
    cost,
    designator,
    number,
    titled_frame,
)
from designer.games.star_blazers.ship_state import battery_ref, munition_ref, system_ref
from designer.sheets.display import Item, Line, Rect, shift
from designer.sheets.flow import Block, Builder
from designer.sheets.text import text_extent, wrap_text
from designer.games.star_blazers.warship_class import CargoBlock, FlotillaBonus

SDB_ONLY = ("SD", "MDS")  # permanently assigned to the Ship Defense Bridge (L958-962)
NOT_SDB = ("MLS", "AMM")  # never assigned to it (the list of L1056-1059 names neither, nor an SW)


def data_blocks(
    detail: ShipDetail, catalog: StarBlazersCatalog, pen: Pen, options: Mapping[str, RuleValue]
) -> list[Builder]:
    """The right-hand blocks, each kept in the memo under the detail it draws;
    ``options`` the sheet options (the munitions and cargo blocks are choices)."""
    memo = pen.memo
    out: list[Builder] = [
        kept(
            memo,
            ("data", detail.figures, detail.kind, detail.fortress_size),
            lambda w: warship_data(w, detail, pen),
        ),
        kept(memo, ("systems", tuple(detail.systems)), lambda w: systems_box(w, detail, pen)),
    ]
    if detail.batteries or detail.letters_lost or _arc_icons(detail):
        out.append(
            kept(
                memo,
                ("batteries", tuple(detail.batteries), detail.letters_lost, tuple(_arc_icons(detail))),
                lambda w: battery_list(w, detail, catalog, pen),
            )
        )
    if options["munitions"] and any(m.maximum != 0 for m in detail.munitions):
        out.append(kept(memo, ("munitions", tuple(detail.munitions)), lambda w: munitions(w, detail, pen)))
    bonus = detail.flotilla_bonus
    if bonus is not None:
        out.append(kept(memo, ("flotilla", bonus), lambda w: flotilla_bonus(w, bonus, pen)))
    # A warship carries cargo only in place of its battlecraft, with a manifest block the player
    # adds (L4799-4832): a choice, not part of the printed form.
    cargo = detail.cargo
    if options["cargo_manifest"] and cargo is not None and cargo.manifest_each is None:
        out.append(kept(memo, ("cargo", cargo), lambda w: cargo_capacity(w, cargo, pen)))
    if detail.sheet_notes:
        out.append(
            kept(memo, ("notes", tuple(detail.sheet_notes)), lambda w: notes(w, detail.sheet_notes, pen))
        )
    return out


def _value(figure: Figure | None):
    """A figure's text, or a write-in space where the source lost it."""
    if figure is None or not figure.known:
        return BLANK
    return number(figure.value)


def warship_data(width: float, detail: ShipDetail, pen: Pen) -> Block:
    spec = pen.t.region("data")
    row = spec.num("row")
    f = detail.figures
    # Without figures (no class to take them from) each is a space to write in, as a lost one.
    class_number, systems_fired, power_rating, tactical, strategic, turning_cost, sideslip_cost = (
        (
            f.class_number,
            f.systems_fired,
            f.power_rating_factor,
            f.tactical_warp_cost,
            f.strategic_warp_cost,
            f.turning_cost,
            f.sideslip_cost,
        )
        if f is not None
        else (Figure(),) * 7
    )
    top = pen.heading.size + 6
    items: list[Item] = []
    half = [0.36, 0.14, 0.36, 0.14]
    kind = {
        "fortress": f"{(detail.fortress_size or '').upper()} FORTRESS".strip(),
        "satellite": "SATELLITE",
    }.get(detail.kind)
    rows = [
        ["WARSHIP CLASS", kind or _value(class_number), "FIRING CAPABILITY", _value(systems_fired)],
        ["POWER RATING FACTOR", _value(power_rating), "CURRENT PRF", BLANK],
        ["TACTICAL WARP COST", _value(tactical), "STRATEGIC WARP COST", _value(strategic)],
    ]
    for n, cells in enumerate(rows):
        # "SMALL FORTRESS" in place of a class number takes a wider cell than a digit; the firing
        # capability is a figure an upgrade changes: a ref of its own (compare outlines it).
        shares = [0.26, 0.24, 0.36, 0.14] if n == 0 and kind else half
        refs = ("fill_in", "stat:systems_fired" if n == 0 else "fill_in")
        items += cell_row(pen, 0, top, [width * s for s in shares[:2]], cells[:2], row, ref=refs[0])
        items += cell_row(
            pen, width * sum(shares[:2]), top, [width * s for s in shares[2:]], cells[2:], row, ref=refs[1]
        )
        top += row
    turn = [0.2, 0.3, 0.25, 0.25]
    items += cell_row(
        pen,
        0,
        top,
        [width * s for s in turn],
        ["SPEED", "REQUIRED MOVEMENT", "TURNING COST", "SIDESLIP COST"],
        row,
        font="label",
    )
    top += row
    turning = cost(turning_cost.value) if turning_cost.known else BLANK
    sideslip = cost(sideslip_cost.value) if sideslip_cost.known else BLANK
    for speed, move in (("1 - 6", "1 HEX"), ("7 - 12", "2 HEXES")):
        items += cell_row(pen, 0, top, [width * s for s in turn], [speed, move, turning, sideslip], row)
        top += row
    frame = titled_frame(pen, width, top + 2, "WARSHIP DATA")
    return Block.drawn(tuple(frame + items), top + 2)


def systems_box(width: float, detail: ShipDetail, pen: Pen) -> Block:
    """One box per system, in rows; bought systems are written in and marked."""
    spec = pen.t.region("systems")
    box_h, gap = spec.num("box_h"), spec.num("gap")
    per_row = max(1, int((width - gap) // (spec.num("box_w") + gap)))
    box_w = (width - gap * (per_row + 1)) / per_row
    top = pen.heading.size + 6
    items: list[Item] = []
    for i, line in enumerate(detail.systems):
        x = gap + (i % per_row) * (box_w + gap)
        y = top + (i // per_row) * (box_h + gap)
        items.append(
            Rect(
                x,
                y,
                box_w,
                box_h,
                pen.shaded if line.purchased else FRAME,
                ref=_bought_ref(line, detail) if line.purchased else system_ref(line.label),
            )
        )
        lines = wrap_text(line.label, box_w - 3, pen.label.size, pen.label.font, max_lines=2)
        for n, text in enumerate(lines):
            items.append(pen.text(x + box_w / 2, y + 7 + n * (pen.label.size + 0.5), text, "label", "middle"))
        if line.value.endswith(":"):  # lost: the label, then a grey space to write it in
            label_w = text_extent(line.value, pen.cell.size, pen.cell.font)[0]
            left = x + (box_w - label_w - 24) / 2
            items += [
                pen.text(left, y + box_h - 2.5, line.value, "cell"),
                pen.write_in(left + label_w + 2, y + box_h - 2.5 - pen.cell.size, 22, pen.cell.size + 1.5),
            ]
        elif line.value:
            items.append(
                pen.text(x + box_w / 2, y + box_h - 2.5, line.value, "cell", "middle", width=box_w - 2)
            )
        elif line.purchased:
            items.append(pen.text(x + box_w / 2, y + box_h - 2.5, "PURCHASED", "cell", "middle"))
    rows = -(-len(detail.systems) // per_row)
    height = top + rows * (box_h + gap) + 1
    return Block.drawn(tuple(titled_frame(pen, width, height, "SHIP SYSTEMS") + items), height)


def _bought_ref(line, detail: ShipDetail) -> str:
    """The design path of the purchase or upgrade a written-in system box shows (its first row
    when several rows buy it), so a comparison outlines the box that changed."""
    for bought in (*detail.purchases, *detail.upgrades):
        if line.label.upper().startswith(bought.item.upper()) and bought.path:
            return bought.path
    return "purchases"


def battery_list(width: float, detail: ShipDetail, catalog: StarBlazersCatalog, pen: Pen) -> Block:
    """One line per battery icon: designator, arc (in the lost art: write it in), the salvo
    boxes to cross out or the recharge mark, and the box for a pencilled SD (L968-973). Many
    icons print two to a line."""
    spec = pen.t.region("batteries")
    row = spec.num("row")
    top = pen.heading.size + 6
    lines = [
        (line, line.count is None)
        for line in detail.batteries
        for _ in range(line.count if line.count is not None else 1)
    ]
    lines += [(BatteryLine(letter=tag), False) for tag in _arc_icons(detail)]
    across = 2 if len(lines) > spec.num("two_up_from") else 1
    column = (width - 6) / across
    items: list[Item] = []
    launchers = any(line.letter in catalog.weapons.launchers for line, _ in lines)
    middle = "SALVOES" if launchers else ""
    for c in range(across if lines else 0):
        items += [shift(item, 3 + c * column, top) for item in _icon_head(column - 4, middle, pen, spec)]
    top += row
    per_column = -(-len(lines) // across)
    for n, (line, unknown) in enumerate(lines):  # down the first column, then the second
        x = 3 + (n // per_column) * column
        y = top + (n % per_column) * row
        icon = _icon_line(column - 4, line, unknown, catalog, pen, spec)
        items += [shift(item, x, y) for item in icon]
    top += per_column * row
    if detail.letters_lost and not detail.batteries:
        items.append(pen.write_in(3, top + 1, width - 6, row * 4))
        top += row * 4 + 2
    if any(line.recharge for line, _ in lines):
        items.append(
            pen.text(
                3,
                top + pen.cell.size,
                "Circled number: turns an energy cannon needs to recharge after firing.",
                "cell",
                width=width - 6,
            )
        )
        top += pen.cell.size + 2
    height = top + 2
    return Block.drawn(tuple(titled_frame(pen, width, height, "BATTERY ICONS") + items), height)


def _arc_icons(detail: ShipDetail) -> list[str]:
    """Icons beside the batteries whose arc the form shows: each special weapon (its firing arc,
    L389) and the mine launching system (its launching arc, L663)."""
    f = detail.figures
    laying = f.mine_launching.value if f is not None else None
    return list(detail.special_weapons) + (["MLS"] if isinstance(laying, int) and laying else [])


def _icon_columns(width: float, spec) -> tuple[float, float, float]:
    """x of the arc, the salvo/recharge and the SD columns."""
    tag_w = spec.num("icon")
    return tag_w + 3, tag_w + 6 + spec.num("arc"), width - 12


def _icon_head(width: float, middle: str, pen: Pen, spec) -> list[Item]:
    arc_x, mid_x, sd_x = _icon_columns(width, spec)
    base = pen.baseline(0, spec.num("row"), "label")
    return [
        pen.text(0, base, "ICON", "label"),
        pen.text(arc_x, base, "ARC", "label"),
        pen.text(mid_x, base, middle, "label", width=sd_x - mid_x - 2),
        pen.text(width, base, "SD", "label", "end"),
    ]


def _icon_line(width: float, line, unknown: bool, catalog: StarBlazersCatalog, pen: Pen, spec) -> list[Item]:
    row, salvo_w, arc_w, tag_w = (spec.num("row"), spec.num("salvo"), spec.num("arc"), spec.num("icon"))
    arc_x, mid_x, sd_x = _icon_columns(width, spec)
    tag = f"{line.fraction} {line.letter}" if line.fraction else line.letter
    # the ref a campaign ship's "battery out" mark finds the icon by (ship_state.py)
    items = designator(pen, 0, 0.5, tag_w, row - 1, tag, battery_ref(line.letter), recharge=line.recharge)
    items.append(pen.write_in(arc_x, 1, arc_w, row - 2))
    base = pen.baseline(0, row, "label")
    if unknown:
        items += [pen.text(mid_x, base, "COUNT", "label"), pen.write_in(mid_x + 23, 1, 14, row - 2)]
    elif line.letter in catalog.weapons.launchers:
        if line.salvoes:
            items += [
                Rect(mid_x + s * (salvo_w + 1.5), 2, salvo_w, row - 4, THIN) for s in range(line.salvoes)
            ]
        else:
            items.append(pen.write_in(mid_x, 1, 16, row - 2))
    if line.letter in SDB_ONLY:
        items.append(pen.text(width, base, "SDB", "label", "end"))
    elif line.letter in NOT_SDB or line.letter.startswith("SW"):
        items.append(pen.text(width - 6, base, "—", "label", "middle"))
    else:
        items.append(Rect(sd_x, 1, 12, row - 2, THIN))
    return items


def _framed_table(
    width: float,
    title: str,
    rows: list[tuple[list, list[float], str]],
    pen: Pen,
    refs: list[str] | None = None,
) -> Block:
    """A titled frame around ruled rows: each row its cells, their width shares and font."""
    row_h = pen.t.region("data").num("row")
    top = pen.heading.size + 6
    items: list[Item] = []
    for n, (cells, shares, font) in enumerate(rows):
        items += cell_row(
            pen, 0, top, [width * s for s in shares], cells, row_h, font=font, ref=refs[n] if refs else ""
        )
        top += row_h
    return Block.drawn(tuple(titled_frame(pen, width, top + 2, title) + items), top + 2)


def munitions(width: float, detail: ShipDetail, pen: Pen) -> Block:
    shares = [0.4, 0.3, 0.3]
    rows = [(["MUNITION", "LOADED", "MAXIMUM"], shares, "label")]
    refs = [""]
    prefix = {"ship": "", "craft": "B/C ", "mines": ""}
    for m in detail.munitions:
        if m.maximum == 0:
            continue
        code = "BC/SC MINE FACTORS" if m.code == "mine_factors" else f"{prefix[m.group]}{m.code}"
        rows.append(
            (
                [
                    code,
                    BLANK if m.load is None else str(m.load),
                    BLANK if m.maximum is None else str(m.maximum),
                ],
                shares,
                "cell",
            )
        )
        refs.append(munition_ref(m))  # the row a campaign's "spent" marks find
    return _framed_table(width, "MUNITIONS", rows, pen, refs)


def flotilla_bonus(width: float, bonus: FlotillaBonus, pen: Pen) -> Block:
    shares = [0.22, 0.78]
    rows = [
        ([size, text or BLANK], shares, "cell")
        for size, text in (
            ("4 SHIPS", bonus.four_ships),
            ("2 SHIPS", bonus.two_ships),
            ("1 SHIP", "NO BONUS"),
        )
    ]
    return _framed_table(width, "FLOTILLA BONUS", rows, pen)


def cargo_capacity(width: float, c: CargoBlock, pen: Pen) -> Block:
    """A warship's hangar used for cargo (L4799-4858): its limits, and a manifest line."""
    quarters = [0.25] * 4
    values = [
        number(v) if v is not None else "N.A."
        for v in (c.max_cargo_factors, c.troops, c.vehicles, c.hangar_decks)
    ]
    rows = [
        (["CARGO FACTORS", "TROOPS", "VEHICLES", "HANGAR DECKS"], quarters, "label"),
        (values, quarters, "cell"),
        (["MANIFEST", BLANK], [0.25, 0.75], "cell"),
    ]
    return _framed_table(width, "CARGO (HANGAR DECKS, NO BATTLECRAFT ABOARD)", rows, pen)


def notes(width: float, texts: list[str], pen: Pen) -> Block:
    items: list[Item] = []
    y = pen.cell.size + 2
    for text in texts:
        for line in wrap_text(text, width - 6, pen.cell.size, pen.cell.font):
            items.append(pen.text(3, y, line, "cell"))
            y += pen.cell.size + 1.5
    items.append(Line(0, 0, width, 0, THIN))
    return Block.drawn(tuple(items), y + 2)


__all__ = ["data_blocks"]
