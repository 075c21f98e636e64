"""Weapon statistic tables (L378-673, digest §3.4): one per battery letter carried, printed from
the catalog's single copy of each table, and the tables of special weapons, mine systems, the
anti-matter missile, the ACHS and the missile/battery equivalency."""

from __future__ import annotations

from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.catalog_models import DefenceTable, DirectFireTable, LauncherTable
from designer.games.star_blazers.rules.detail import ShipDetail
from designer.games.star_blazers.sheet.flow import kept
from designer.games.star_blazers.sheet.parts import BLANK, Damage, Pen, THIN, cell_row, designator, percent
from designer.sheets.display import Item, Rect
from designer.sheets.flow import Block, Builder
from designer.sheets.text import text_extent

BANDS = ("SAME HEX", "SHORT", "MEDIUM", "LONG")
ROLLS = {"per-battery": "1 DIE ROLL PER BATTERY", "per-2-batteries": "1 DIE ROLL PER EVERY 2 BATTERIES"}


def weapon_tables(detail: ShipDetail, catalog: StarBlazersCatalog, pen: Pen) -> list[Builder]:
    """The tables in the order the class lists its letters, special weapons after them."""
    weapons = catalog.weapons
    out: list[Builder] = []
    for line in {line.letter: line for line in detail.batteries}.values():  # a table per letter
        letter = line.letter
        if letter in weapons.direct_fire:
            table = weapons.direct_fire[letter]
            out.append(_bind(_direct_fire, pen, letter, table, detail.g_short_hit))
            out.append(_bind(_dp_mode, pen, letter, table))
        elif letter in weapons.launchers:
            out.append(_bind(_launcher, pen, letter, weapons.launchers[letter]))
        elif letter in weapons.defence:
            out.append(_bind(_defence, pen, letter, weapons.defence[letter], line.double_salvo))
        elif letter == "AMM":
            out.append(_bind(_anti_matter, pen, catalog))
    if detail.letters_lost and not detail.batteries:
        out.append(_bind(_lost_tables, pen))
    for sw in detail.special_weapons:  # one the catalog does not know is a finding, not a table
        if sw in weapons.smite_transporters or sw in weapons.special_weapons:
            out.append(_bind(_special_weapon, pen, sw, catalog))
    return out


def _bind(build, pen: Pen, *args) -> Builder:
    """``build(width, pen, *args)`` kept in the memo: the arguments are catalog objects,
    held as long as the game (by identity), and plain values."""
    key = (
        build.__name__,
        *(a if isinstance(a, (str, int, float, bool, type(None))) else id(a) for a in args),
    )
    return kept(pen.memo, key, lambda width: build(width, pen, *args))


def _layout(pen: Pen, width: float) -> tuple[float, float, float]:
    spec = pen.t.region("table")
    return spec.num("row"), spec.num("designator"), spec.num("title")


def _titled(
    pen: Pen, width: float, title: str, tag: str, rows: list[tuple[list, list[float]]], ref: str = ""
) -> Block:
    """A title line, then ruled rows of cells right of a designator box spanning them."""
    row, lead, title_h = _layout(pen, width)
    items: list[Item] = [pen.text(lead + 2, title_h - 2.2, title, "heading", width=width - lead - 2)]
    top = title_h
    for cells, shares in rows:
        widths = [(width - lead) * s for s in shares]
        items += cell_row(pen, lead, top, widths, cells, row, ref=ref)
        top += row
    items += designator(pen, 0, title_h, lead - 1, top - title_h, tag, ref)
    return Block.drawn(tuple(items), top + pen.t.region("table").num("pad"))


def _bands(hit) -> list[str]:
    return [f"{band} {percent(h)}" for band, h in zip(BANDS, hit)]


def _ranges(ranges) -> list:
    return [r if r is not None else BLANK for r in ranges]


QUARTERS = [0.25] * 4


def _direct_fire(width: float, pen: Pen, letter: str, table: DirectFireTable, g_short_hit: int) -> Block:
    hit = list(table.hit)
    if letter == "G":
        hit[1] = g_short_hit  # the rule option g_short_hit (README)
    damage = [Damage(die, value) for die, value in zip(table.dice, table.damage)]
    recharge = f"  (RECHARGE {table.recharge} TURNS ON LIGHT SHIPS)" if table.recharge else ""
    title = table.title + recharge
    return _titled(
        pen,
        width,
        title,
        letter,
        [(_bands(hit), QUARTERS), (_ranges(table.ranges), QUARTERS), (damage, QUARTERS)],
    )


def _dp_mode(width: float, pen: Pen, letter: str, table: DirectFireTable) -> Block:
    dp = table.dp
    return _titled(
        pen,
        width,
        f"{table.title}/DP MODE",
        f"{letter}/DP",
        [
            (_bands(dp.hit), QUARTERS),
            (_ranges(dp.ranges), QUARTERS),
            ([ROLLS[dp.rolls], dp.die], [0.75, 0.25]),
        ],
    )


def _launcher(width: float, pen: Pen, letter: str, table: LauncherTable) -> Block:
    """Anti-ship and DP modes stacked (the form prints them side by side, L454-486)."""
    shares = [0.16] + [0.14] * 4 + [0.28]
    known = table.damage is not None
    as_cells = [
        "A/S MODE",
        *[percent(h) if h is not None else BLANK for h in table.hit],
        f"DMG AS {table.damage}" if known else BLANK,
    ]
    am = table.anti_missile_damage
    abc = table.anti_craft_damage
    dp_cells = [
        "DP MODE",
        *[percent(h) if h is not None else BLANK for h in table.dp_hit],
        f"AM/AT {am if am is not None else '__'}  ABC {abc if abc is not None else '__'}",
    ]
    return _titled(
        pen,
        width,
        table.title,
        letter,
        [(["RANGE", *_ranges(table.ranges), ""], shares), (as_cells, shares), (dp_cells, shares)],
    )


def _defence(width: float, pen: Pen, letter: str, table: DefenceTable, double: bool) -> Block:
    rolls = table.rolls if double else table.rolls[:1]
    rows = [(_bands(table.hit), QUARTERS), (_ranges(table.ranges), QUARTERS)]
    rows += [([text], [1.0]) for text in rolls]
    return _titled(pen, width, table.title, letter, rows)


def _anti_matter(width: float, pen: Pen, catalog: StarBlazersCatalog) -> Block:
    amm = catalog.weapons.anti_matter_missile
    head = ["RANGE", "SPEED", "SUCCESS", "DAMAGE", "RADAR", "HULL"]
    values = [
        str(amm.range),
        str(amm.speed),
        f"{amm.success}%",
        amm.damage,
        str(amm.radar),
        str(amm.hull_boxes),
    ]
    shares = [0.14, 0.14, 0.16, 0.24, 0.16, 0.16]
    block = _titled(pen, width, amm.title, "AMM", [(head, shares), (values, shares)])
    # the AMM's own hull record: 20 boxes per missile in flight (L2766-2767)
    row, lead, _ = _layout(pen, width)
    box = row - 2
    items = list(block.items)
    top = block.height
    title = "AMM HULL STRUCTURE"
    items.append(pen.text(lead + 2, top + box - 1, title, "label"))
    x0 = lead + 6 + text_extent(title, pen.label.size, pen.label.font)[0]
    for i in range(amm.hull_boxes):
        items.append(Rect(x0 + i * (box + 1), top, box, box, THIN))
    return Block.drawn(tuple(items), top + box + 4)


def _special_weapon(width: float, pen: Pen, sw: str, catalog: StarBlazersCatalog) -> Block:
    weapons = catalog.weapons
    if sw in weapons.smite_transporters:
        t = weapons.smite_transporters[sw]
        head = ["RANGE", "POWER REQ", "BC/SC", "MINE FCTRS", "SATELLITES", "WARSHIPS"]
        values = [
            str(t.range),
            str(t.power),
            str(t.craft),
            str(t.mine_factors),
            str(t.satellites),
            t.warships or "—",
        ]
        shares = [1 / 6] * 6
        return _titled(pen, width, t.title, sw, [(head, shares), (values, shares)])
    weapon = weapons.special_weapons[sw]
    head = ["RANGE", "POWER REQ", "SUCCESS RATE", "DAMAGE", "SPREAD EFFECT"]
    values = [
        str(weapon.range) if weapon.range is not None else BLANK,
        weapon.power,
        f"{weapon.success}%" if weapon.success is not None else BLANK,
        weapon.damage,
        weapon.spread,
    ]
    shares = [0.13, 0.17, 0.18, 0.32, 0.2]
    if len(weapon.damage) > 18:  # the magnetic wave projector's effect takes a line of its own
        rows = [(head[:3], [1 / 3] * 3), (values[:3], [1 / 3] * 3), ([weapon.damage], [1.0])]
        return _titled(pen, width, weapon.title, sw, rows)
    return _titled(pen, width, weapon.title, sw, [(head, shares), (values, shares)])


def _lost_tables(width: float, pen: Pen) -> Block:
    """The class's tables are not in the source: room to copy them from a printed form."""
    row, lead, title_h = _layout(pen, width)
    h = title_h + row * 6
    items = [
        pen.text(
            0,
            title_h - 2.2,
            "WEAPON STATISTIC TABLES (write in the letters and tables)",
            "heading",
            width=width,
        ),
        pen.write_in(0, title_h, width, row * 6),
    ]
    return Block.drawn(tuple(items), h + 3)


def system_tables(detail: ShipDetail, catalog: StarBlazersCatalog, pen: Pen, has_achs: bool) -> list[Builder]:
    """Mine sweeping and laying systems, the ACHS, the magnetronic wave generator and the
    missile/battery equivalency table, where the ship has them."""
    f = detail.figures
    out: list[Builder] = []
    if f is not None and isinstance(f.mine_sweeping.value, int):
        out.append(_bind(_mine_sweeping, pen, f.mine_sweeping.value, catalog))
    if f is not None and isinstance(f.mine_launching.value, int) and f.mine_launching.value:
        out.append(_bind(_mine_launching, pen, f.mine_launching.value, catalog))
    if has_achs:
        out.append(_bind(_achs, pen, catalog))
    if any(s.label.startswith("MAGNETRONIC") for s in detail.systems):
        out.append(_bind(_magnetronic, pen, catalog))
    if detail.missile_equivalency:
        out.append(_bind(_equivalency, pen, catalog, ",".join(detail.equivalency_rows)))
    return out


ROMAN = {1: "1", 2: "2", 3: "3"}


def _mine_sweeping(width: float, pen: Pen, kind: int, catalog: StarBlazersCatalog) -> Block:
    t = catalog.weapons.mine_sweeping[kind]
    shares = [1 / 3] * 3
    return _titled(
        pen,
        width,
        f"MINE SWEEPING SYSTEM - TYPE {ROMAN[kind]}",
        "MSS",
        [(["RANGE", "ATTACKS", "DAMAGE"], shares), ([str(t.range), str(t.attacks), t.damage], shares)],
    )


def _mine_launching(width: float, pen: Pen, kind: int, catalog: StarBlazersCatalog) -> Block:
    t = catalog.weapons.mine_launching[kind]
    shares = [1 / 3] * 3
    return _titled(
        pen,
        width,
        f"MINE LAUNCHING SYSTEM - TYPE {ROMAN[kind]}",
        "MLS",
        [(["RANGE", "ROF", "SOM FACTORS"], shares), ([str(t.range), str(t.rate), str(t.factors)], shares)],
    )


def _achs(width: float, pen: Pen, catalog: StarBlazersCatalog) -> Block:
    t = catalog.weapons.achs
    names = ("SAME HEX", "SHORT", "MEDIUM", "LONG", "EXTREME")
    shares = [0.2] * 5
    # band names above their hit % (five bands do not fit "SAME HEX 50%" in a narrow column)
    return _titled(
        pen,
        width,
        t.title,
        "AC",
        [(list(names), shares), ([f"{h}%" for h in t.hit], shares), (list(t.ranges), shares)],
    )


def _magnetronic(width: float, pen: Pen, catalog: StarBlazersCatalog) -> Block:
    t = catalog.weapons.magnetronic_waves
    half = len(t.bands) // 2
    shares = [1 / 6] * 6
    rows = [(["RANGE", "CHANCE", "DAMAGE"] * 2, shares)]
    for a, b in zip(t.bands[:half], t.bands[half:]):
        rows.append(([a[0], f"{a[1]}%", a[2], b[0], f"{b[1]}%", b[2]], shares))
    return _titled(pen, width, t.title, "MWG", rows)


def _equivalency(width: float, pen: Pen, catalog: StarBlazersCatalog, codes: str) -> Block:
    """The rows the class's own sheet prints (``codes``, comma-separated; empty: all four), the
    missile above its cost: the cost is a sentence (L6498, L7498-7501)."""
    chosen = codes.split(",") if codes else None
    printed = [r for r in catalog.weapons.missile_equivalency if chosen is None or r.code in chosen]
    _, lead, _ = _layout(pen, width)
    shares = [0.28, 0.72]
    widest = max(text_extent(r.cost, pen.cell.size, pen.cell.font)[0] for r in printed)
    if widest <= (width - lead) * shares[1] - 4:  # side by side, as the sheets print it
        rows = [(["MISSILE TYPE", "BATTERY COST"], shares)]
        rows += [([r.missile, r.cost], shares) for r in printed]
    else:  # a narrow column: each missile above its cost
        rows = [(["MISSILE TYPE: BATTERY COST"], [1.0])]
        for r in printed:
            rows += [([r.missile], [1.0]), ([r.cost], [1.0])]
    return _titled(pen, width, "MISSILE/BATTERY EQUIVALENCY TABLE", "EQ", rows)


__all__ = ["weapon_tables", "system_tables"]
