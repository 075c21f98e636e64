"""The text blocks under the diagram: ship data, power budget and the weapon table (digest §9:
what the sheet must show besides the tics, 002 L83-158, L245-253, L694-719)."""

from __future__ import annotations

from designer.core.numbers import format_number, format_points
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.costing import cannon_damage
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.detail import BscsDetail
from designer.games.bscs.placement import SECTION_TITLES, kind_title, system_label
from designer.sheets.display import Item, Rect, Style
from designer.sheets.layout import Box, table
from designer.sheets.reuse import SheetReuse
from designer.sheets.text import wrap_text

SECTION_ORDER = ("F", "SF", "SA", "A", "PA", "PF", "Core")


def _armor(design: BscsDesign, detail: BscsDetail) -> str:
    placement = detail.placement
    per = {s: 0 for s in SECTION_ORDER}
    for i, s in enumerate(design.systems):
        if s.type == "armor":
            for sec, n in placement.rows_for(f"systems[{i}]").items():
                per[sec] += n
    shown = [f"{s} {n}" for s, n in per.items() if n]
    return ", ".join(shown) if shown else "none"


def _sensors(detail: BscsDetail) -> str:
    if not detail.sensors:
        return "none (targeting rolls d4)"  # 002 L247
    return ", ".join(f"{g.count} {g.level} d{g.die} (roll {g.count}d{g.die})" for g in detail.sensors)


def _holds(design: BscsDesign) -> str:
    contents: dict[str, int] = {}
    for s in design.systems:
        if s.type == "hold":
            contents[s.contents] = contents.get(s.contents, 0) + s.count
    return ", ".join(f"{n} {c}" for c, n in contents.items()) or "none"


def _crew(design: BscsDesign, detail: BscsDetail) -> str:
    units = {}
    crew = detail.crew
    for s in design.systems:
        if s.type == "boarding":
            units[s.unit] = units.get(s.unit, 0) + s.count
    extra = "; boarding " + ", ".join(f"{n} {u}" for u, n in units.items()) if units else ""
    voyage = "short voyages: " if crew.voyage == "short" else ""  # 002 L697
    return (f"{voyage}minimum {crew.minimum}, complement {crew.complement} "
            f"(needs {crew.hull} hull){extra}")


def _points(detail: BscsDetail) -> str:
    """The total, and the craft's share when the carrier pays for them (carried_craft_points)."""
    craft = sum(c.count * c.points_each for c in detail.carried if c.design is not None)
    total = format_points(detail.points)
    if not craft or not detail.carried_in_points:
        return total
    return f"{total} (the ship {format_points(detail.points - craft)}, its craft {format_points(craft)})"


def _craft(detail: BscsDetail) -> str:
    """The craft the hangars carry; their group sheets follow the ship's (002 L484-489)."""
    names = [f"{c.count} × {c.design.name}" + (f" ({c.design.ship_class})" if c.design.ship_class else "")
             if c.design else f"{c.count} × ? ({c.ref})" for c in detail.carried]
    return "; ".join(names) + " (group sheets follow)"


def _hull(detail: BscsDetail) -> str:
    """Where the hull is: all seven hit locations, or which it cannot reach (002 L763)."""
    missing = [SECTION_TITLES[sec] for sec, n in detail.placement.hull.items() if n == 0]
    where = f"none in {', '.join(missing)}" if missing else "spread over all 7 sections"
    return f"{detail.hull} (minimum {detail.hull_min}), {where}"


def data_rows(design: BscsDesign, detail: BscsDetail, catalog: BscsCatalog) -> list[tuple[str, str, str]]:
    """(key, value, ref) lines of the data block."""
    d = detail
    size = format_number(d.size_used)
    if design.size is not None:
        size = (f"{format_number(d.size)} (used {format_number(d.size_used)}, "
                f"free {format_number(d.size_free)})")
    pods = sum(x.count for x in design.systems if x.type == "rescue-pod")
    jump = "none"
    if d.jump_engines:
        jump = f"{d.jump_engines} engine(s), {format_number(d.jump_power)} power a jump"
    carried = format_number(pods * catalog.entry("rescue_pod")["carries"])
    rows = [
        ("Size", size, "size"),
        ("Points", _points(d), ""),
        ("Hull", _hull(d), "hull"),
        ("Power", f"{d.reactors} reactors × {d.reactor_output} = {d.power_produced}", "systems"),
        ("Move cost", f"{format_number(d.move_cost)} power per move point (unimproved "
                      f"{format_number(d.move_cost_unimproved)})", "systems"),
        ("Max move", f"{d.max_move} a turn (= drives); {d.move_points_powered} with all "
                     "systems powered", "systems"),
        ("Turn mode", f"{d.turn_mode}  (hexes straight = speed / TM)" if d.turn_mode else "0",
         "turn_mode"),
        ("Shields", f"{d.shield_points} points ({d.shield_generators} generators), whole ship",
         "systems"),
        ("Armor", _armor(design, d), "systems"),
        ("Sensors", _sensors(d), "systems"),
        ("Stealth / ECM", f"stealth {d.stealth} (−{d.stealth} to be hit)" if d.stealth else
         "stealth 0; ECM by sensor roll", "stealth"),
        ("Streamlining", d.streamline, "streamline"),
        ("Jump", jump, "systems"),
        ("Crew", _crew(design, d), ""),
        ("Auxiliary", f"repair {d.repair_points}/turn, hospital beds {d.hospital_beds}, "
                      f"rescue pods {pods} ({carried} crew)", ""),
        ("Holds", _holds(design), "systems"),
        *([("Craft", _craft(d), "systems")] if d.carried else []),
        ("Repair parts", "□□□□□□□□□□  □□□□□□□□□□  (mark as used)", ""),
    ]
    return rows


def data_block(box: Box, design: BscsDesign, detail: BscsDetail, catalog: BscsCatalog, template,
               reuse: SheetReuse) -> tuple[list[Item], float]:
    spec = template.region("data")
    head, body = template.font("head"), template.font("body")
    row_h, key_w = spec.num("row"), spec.num("key")
    items: list[Item] = [reuse.label(box.x, box.y + head.size, "SHIP DATA", head.size, head.font)]
    y = box.y + head.size + 4
    for key, value, ref in data_rows(design, detail, catalog):
        y += row_h
        items.append(reuse.label(box.x, y, key, body.size, "bold", width=key_w - 3, ref=ref))
        items.append(reuse.label(box.x + key_w, y, value, body.size, "regular", width=box.w - key_w, ref=ref))
    return items, y - box.y + 3


def power_budget(box: Box, detail: BscsDetail, template, reuse: SheetReuse,
                 max_h: float) -> tuple[list[Item], float]:
    """What each consumer draws per turn (002 L182, L204, L386, L670, L677), then movement, and
    a track to write the power spent turn by turn; at most ``max_h`` tall (the ship data beside
    it), the last consumers summed up in one row when there are more than fit."""
    s = detail
    head, body = template.font("head"), template.font("body")
    row_h = template.region("data").num("row")
    totals = [["Total (all fired, shields up)", format_number(s.power_demand)],
              [f"Spare for movement (MC {format_number(s.move_cost)})", format_number(s.power_spare)]]
    if s.jump_engines:
        totals.append(["One jump (drives must work)", format_number(s.jump_power)])
    totals.append([f"Produced: {s.reactors} × {s.reactor_output}", format_number(s.power_produced)])
    track_h = 6 + body.size + 3 + 2 * row_h
    room = int((max_h - head.size - 4 - track_h) // row_h) - 1 - len(totals)  # consumer rows
    draws = s.power_draws
    if len(draws) > room:  # the rest summed, so the total still adds up on paper
        shown, rest = draws[:max(1, room - 1)], draws[max(1, room - 1):]
        summed = [f"… {len(rest)} more consumers", format_number(round(sum(d.power for d in rest), 4))]
    else:
        shown, summed = draws, None
    widths, top = [box.w - 62, 62], box.y + head.size + 4
    # The consumers change only when the entries do: their rows come back from the reuse
    # session, and an edit of the ship's size lays out the totals alone.
    items: list[Item] = [reuse.label(box.x, box.y + head.size, "POWER BUDGET", head.size, head.font)]
    items += reuse.part("bscs-power-draws", (box.x, top, box.w, row_h, body.size, shown),
                        lambda: table(box.x, top, widths, [["Consumer", "Power / turn"]]
                                      + [[d.item, format_number(d.power)] for d in shown], row_h,
                                      body.size, anchors=["start", "end"],
                                      refs=[""] + [d.path for d in shown]))
    below = totals if summed is None else [summed] + totals
    n = 1 + len(shown)
    items += table(box.x, top + n * row_h, widths, below, row_h, body.size, header_font="regular",
                   anchors=["start", "end"], refs=[""] * len(below))
    n += len(below)
    used = head.size + 4 + row_h * n
    # A turn-by-turn allocation track: the player writes the power spent each turn.
    y = top + row_h * n + 6
    if y + row_h * 2 < box.bottom:
        items.append(reuse.label(box.x, y + body.size, "Power used, turn by turn:", body.size, "bold"))
        cells = 10
        cw = (box.w - 2) / cells
        items += table(box.x, y + body.size + 3, [cw] * cells,
                       [[str(t + 1) for t in range(cells)], [""] * cells], row_h, body.size - 1,
                       anchors=["middle"] * cells)
        used = y + body.size + 3 + 2 * row_h - box.y
    return items, used


WEAPON_HEADER = ("Weapon", "Type", "No.", "Dmg", "Eff", "D/Sz", "Focus", "Comp", "Loss", "Arcs",
                 "Pw/shot")


def weapon_row(s, shot: float, catalog: BscsCatalog) -> list[str]:
    """One weapon entry's statistics (digest §9): a ship's or an assault craft's (L489)."""
    if s.type == "beam":
        # Digest D5: one damage lost per (1 + focus + 10 × compaction) hexes.
        loss = 1 + s.focus + 10 * s.compaction
        return [system_label(s), kind_title(s).lower(), str(s.count), format_number(s.damage),
                str(s.efficiency), str(s.damage_per_size), str(s.focus), str(s.compaction),
                f"{loss} hex", "/".join(s.arcs), format_number(shot)]
    if s.type == "cannon":
        warhead = {"none": "", "explosive": " HE", "nuclear": " nuc", "antimatter": " AM"}[s.warhead]
        return [system_label(s), f"cannon{warhead}", str(s.count), format_number(cannon_damage(s, catalog)),
                "—", "—", "—", "—", "no loss", "/".join(s.arcs), format_number(shot)]
    if s.warhead == "explosive":
        dmg = format_number(s.damage)
    else:
        dmg = f"{format_number(s.warhead_yield)} {'kt' if s.warhead == 'nuclear' else 'Mt'}"
    short = {"explosive": "HE", "nuclear": "nuclear", "antimatter": "AM"}[s.warhead]
    die = catalog.sensor_chart()[s.sensor_level]["die"]
    return [system_label(s), f"missile {short}", str(s.count), dmg, "—", "—",
            f"{s.sensors} sensor d{die}", "—", f"range {format_number(s.range)}", "fwd", "0"]


def weapon_rows(design: BscsDesign, detail: BscsDetail,
                catalog: BscsCatalog) -> tuple[list[list[str]], list[str]]:
    """The ship's weapon table: each weapon entry and the sections its tics are in."""
    placement = detail.placement
    rows, refs = [[*WEAPON_HEADER, "Sections"]], [""]
    for i, s in enumerate(design.systems):
        if s.type not in WEAPON_TYPES:
            continue
        path = f"systems[{i}]"
        where = ", ".join(f"{k}{'×' + str(n) if n > 1 else ''}" for k, n in placement.rows_for(path).items())
        rows.append(weapon_row(s, detail.costs[i].shots_power, catalog) + [where])
        refs.append(path)
    return rows, refs


def weapon_table(box: Box, design: BscsDesign, detail: BscsDetail, catalog: BscsCatalog, template,
                 reuse: SheetReuse) -> tuple[list[Item], float]:
    """The weapon table, kept in the reuse session while the weapon entries, where they are and
    where the table goes stay the same (an edit of the hull or of a hold leaves it alone)."""
    weapons = [(i, s) for i, s in enumerate(design.systems) if s.type in WEAPON_TYPES]
    return reuse.of("bscs-weapon-table", [s for _, s in weapons] + [detail.placement.systems],
                    lambda: _weapon_table(box, design, detail, catalog, template, reuse),
                    box, tuple(i for i, _ in weapons))


WEAPON_TYPES = frozenset({"beam", "cannon", "missile"})


def _weapon_table(box: Box, design: BscsDesign, detail: BscsDetail, catalog: BscsCatalog, template,
                  reuse: SheetReuse) -> tuple[list[Item], float]:
    spec = template.region("weapons")
    head, body = template.font("head"), template.font("body")
    rows, refs = weapon_rows(design, detail, catalog)
    items: list[Item] = [reuse.label(box.x, box.y + head.size, "WEAPONS", head.size, head.font),
                         reuse.label(box.x + 60, box.y + head.size, "to hit: roll the sensor dice, minus target "
                               "ECM or stealth, must beat the range in hexes (002 L245-253)",
                               body.size - 1, "regular", width=box.w - 60, color="#444444")]
    if len(rows) == 1:
        items.append(reuse.label(box.x, box.y + head.size + 14, "no weapons", body.size))
        return items, head.size + 18
    row_h = spec.num("row")
    fits = max(2, int((box.h - head.size - 6) // row_h))
    if len(rows) > fits:
        more = len(rows) - fits + 1
        rows = rows[:fits - 1] + [[f"… {more} more"] + [""] * 11]
        refs = refs[:fits - 1] + [""]
    fractions = [0.14, 0.09, 0.04, 0.06, 0.04, 0.055, 0.09, 0.045, 0.075, 0.07, 0.06, 0.20]
    widths = [box.w * f / sum(fractions) for f in fractions]
    anchors = ["start", "start"] + ["middle"] * 10
    items += table(box.x, box.y + head.size + 4, widths, rows, row_h, body.size, anchors=anchors, refs=refs)
    return items, head.size + 4 + row_h * len(rows)


DAMAGE_ORDER = ("Damage order: shields (erased next turn unless exhausted) → stealth → streamline → "
                "sensors → armor of the arc hit (a barrage not above the armor does nothing; above it, "
                "mark 1 armor and the excess goes in) → that section → the Core → the opposite "
                "section. A blank section sends damage straight to the Core. (002 L273-286, L451-452, L768)")


def notes_box(box: Box, template, reuse: SheetReuse) -> list[Item]:
    """Room to write, headed by the damage order a player needs at the table."""
    if box.h < 30:
        return []
    head, cap = template.font("head"), template.font("caption")
    items: list[Item] = [reuse.label(box.x, box.y + head.size, "NOTES / DAMAGE CONTROL", head.size, head.font)]
    y = box.y + head.size + 3
    for line in wrap_text(DAMAGE_ORDER, box.w, cap.size, "regular", max_lines=3):
        y += cap.size + 2
        items.append(reuse.label(box.x, y, line, cap.size, "regular", color="#333333"))
    items.append(Rect(box.x, y + 4, box.w, box.bottom - y - 4, Style(width=0.5)))
    return items


__all__ = ["data_block", "power_budget", "weapon_table", "notes_box", "data_rows", "weapon_rows"]
