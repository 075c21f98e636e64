"""The assault craft group sheet (002 L484-489): a group of craft, "usually 10 units", kept on
a sheet of paper. Each unit has two lines, the Ammo & Info line and the Systems line; the units
are marked off as destroyed and their components as they are hit; the shield value opens the
Systems line in parentheses; the sheet gives the weapon statistics and sensors each unit has.
Beside them, the formation hit chart for fire at the group (L495-504) and, for VGFs and HBVs,
how they cut into a hull (L506-513).

One group a page, from the top: header, the craft's data, its weapons, the units, the chart.
Geometry comes from ``templates/bscs.yaml`` (``group``); a group's page is kept in the memo
session while its craft, its place in the carrier's groups and its page number stay.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.core.evaluation import Evaluation
from designer.core.numbers import format_number, format_points
from designer.games.bscs.craft_design import CRAFT_TYPE_TITLES, BscsCraft
from designer.games.bscs.rules.craft_detail import CraftDetail, CraftTic
from designer.games.bscs.rules.placement import system_label
from designer.games.bscs.sheet.layout import TIC, Layout, armor_tic
from designer.games.bscs.sheet.tables import TO_HIT, WEAPON_HEADER, WEAPON_TYPES, weapon_row
from designer.sheets.display import Circle, Group, Item, Line, Page, Rect, Style
from designer.sheets.layout import Box, table
from designer.sheets.page_frame import PageFrame
from designer.sheets.text import fit_lines, label, text_extent, wrap_text

CELL = Style(width=0.5)
FORMATIONS = (
    ("Formation", "Close", "Parade", "Standard", "Open", "Dispersed"),
    ("Units hit", "1d10", "1d8", "1d6", "1d4", "1d6−2"),
)  # L501-502
# Printed without line numbers (a player holding the book cannot use them): L495, L499 (the
# formation's dice, Standard by default), L497, L504 (lead unit first, blow-through), L483 (on
# an enemy hull), L506-513 (cutting in).
GROUP_RULES = (
    "Roll the formation's dice for the units a hit on the group strikes; no formation given: "
    "Standard. Damage goes to the lead unit first, then back through the units rolled; what is "
    "left blows through and is lost. On an enemy hull the craft cannot be targeted by sensors; "
    "they land the turn after entering its hex."
)
CUTTING_IN = (
    "Cutting in: armor of the hull + 1 turns; to get past a system in the way costs 5 damage, "
    "the first point disables it, the next 4 cut through."
)


@dataclass(frozen=True)
class CraftGroup:
    """One group of ``units`` craft of one design: group ``number`` of ``of`` that a carrier's
    hangar entry holds (``carrier`` names it), or a craft design printed on its own."""

    craft: BscsCraft
    evaluation: Evaluation
    units: int
    number: int = 1
    of: int = 1
    carrier: str = ""
    name: str = ""  # the group's own name, where a fleet gives its entry one


def groups(
    craft: BscsCraft, evaluation: Evaluation, count: int, per_group: int, carrier: str = "", name: str = ""
) -> list[CraftGroup]:
    """``count`` craft in groups of ``per_group``, the last one holding what is left."""
    n = max(1, math.ceil(count / per_group))
    return [
        CraftGroup(craft, evaluation, min(per_group, count - k * per_group), k + 1, n, carrier, name)
        for k in range(n)
    ]


def group_page(group: CraftGroup, number: int, total: int, paper: str, out: Layout) -> Page:
    """The group's page, kept in the memo while its inputs stay."""
    key = (group.units, group.number, group.of, group.carrier, group.name, number, total, paper)
    items = out.memo.of(
        "bscs-group-page",
        (group.craft, group.evaluation),
        lambda: _items(group, number, total, paper, out),
        *key,
    )
    w, h = out.template.page_size(paper)
    title = f"BSCS assault craft group {number}/{total}: {group.craft.name}"
    return Page(w, h, items, title)


def _items(group: CraftGroup, number: int, total: int, paper: str, out: Layout) -> tuple[Item, ...]:
    template = out.template
    spec = template.region("group")
    w, h = template.page_size(paper)
    frame = Box(0, 0, w, h).inset(template.margin)
    head, rest = frame.top(spec.num("header") + _banner_extra(group, frame.w, out))
    items: list[Item] = _header(head, group, number, total, out)
    y = rest.y + template.gap
    data, data_h = _data(Box(rest.x, y, rest.w, rest.h), group.craft, group.evaluation.detail, out)
    items += data
    y += data_h + template.gap
    weapons, weapons_h = _weapons(Box(rest.x, y, rest.w, rest.h), group.craft, group.evaluation.detail, out)
    items += weapons
    y += weapons_h + template.gap
    chart_h = _chart_height(group, rest.w, out)
    room = Box(rest.x, y, rest.w, rest.bottom - y - chart_h - template.gap)
    units, units_h = _units(room, group, out)
    items += units
    y += units_h + template.gap
    items += _chart(Box(rest.x, y, rest.w, chart_h), group, out)
    y += chart_h + template.gap
    if rest.bottom - y > 40:  # room to write: orders, formation, what each unit did
        head = template.font("head")
        items.append(label(rest.x, y + head.size, "NOTES", head.size, head.font))
        items.append(
            Rect(rest.x, y + head.size + 4, rest.w, rest.bottom - y - head.size - 4, Style(width=0.5))
        )
    return tuple(items)


def _header(box: Box, group: CraftGroup, number: int, total: int, out: Layout) -> list[Item]:
    template = out.template
    title, name, small = template.font("title"), template.font("name"), template.font("page")
    craft, ev = group.craft, group.evaluation
    base = box.y + title.size
    line = box.y + title.size + name.size + 6
    items: list[Item] = [
        label(
            box.x,
            base,
            "BASIC STARSHIP COMBAT SYSTEM  ·  ASSAULT CRAFT GROUP",
            title.size,
            title.font,
            width=box.w * 0.8,
        ),
        PageFrame(template).number(box.right, base, number, total),
        label(box.x, line, craft.name, name.size, name.font, width=box.w * 0.45, ref="name"),
    ]
    what = "  ·  ".join(
        t
        for t in (
            CRAFT_TYPE_TITLES[craft.craft_type],
            f"Class {craft.ship_class}" if craft.ship_class else "",
            craft.faction,
        )
        if t
    )
    items.append(
        label(
            box.x + box.w * 0.47, line, what, small.size + 1, "regular", width=box.w * 0.53, ref="craft_type"
        )
    )
    where = f"Group {group.number} of {group.of}, {group.units} units"
    if group.name:  # the fleet's name for the group, beside the craft's class (issue 21 item 2)
        where = f"{group.name}  ·  {where}"
    if group.carrier:
        where += f", carried by {group.carrier}"
    below = line + small.size + 7
    items += _wrapped(box.x, below, where, box.w * 0.55, small.size + 1, "bold", "#000000", out)
    if not ev.legal:
        bad = template.font("illegal")
        lines, fitted = PageFrame(template).not_legal_lines(
            ev.errors, box.w * 0.43, bad.size, bad.font, BANNER_LINES
        )
        items += [
            label(
                box.x + box.w * 0.57,
                below + n * (fitted + 1.5),
                line,
                fitted,
                bad.font,
                color=template.colour("alert"),
            )
            for n, line in enumerate(lines)
        ]
    items.append(Line(box.x, box.bottom - 4, box.right, box.bottom - 4, Style(width=1.5)))
    return items


BANNER_LINES = 4  # the NOT LEGAL line's most lines: the first error in words and "and N more"


def _banner_extra(group: CraftGroup, width: float, out: Layout) -> float:
    """How much taller the header grows for a NOT LEGAL line of more than one line."""
    if group.evaluation.legal:
        return 0.0
    bad = out.template.font("illegal")
    lines, fitted = PageFrame(out.template).not_legal_lines(
        group.evaluation.errors, width * 0.43, bad.size, bad.font, BANNER_LINES
    )
    return (len(lines) - 1) * (fitted + 1.5)


def _wrapped(
    x: float, y: float, text: str, width: float, size: float, font: str, color: str, out: Layout
) -> list[Item]:
    """``text`` from baseline ``y`` on :data:`BANNER_LINES` lines at most (shrunk before
    anything is cut)."""
    lines, fitted = fit_lines(text, width, size, font, max_lines=BANNER_LINES)
    return [label(x, y + n * (fitted + 1.5), line, fitted, font, color=color) for n, line in enumerate(lines)]


def _data_lines(craft: BscsCraft, d: CraftDetail, out: Layout) -> list[tuple[str, str, str]]:
    """(key, value, ref) of the craft's data, for each unit alike."""
    sensors = ", ".join(f"{g.count} {g.level} d{g.die} (roll {g.count}d{g.die})" for g in d.sensors)
    whole = d.size < d.catalog.entry("craft_armor")["whole_craft_below"]
    covers = "the whole craft" if whole else "part of the craft (size 25 or more: agree what)"
    # Weapons draw a shot's power when they fire, shields theirs each turn they are up (L386).
    draws = ", ".join(
        f"{system_label(s)} {format_number(c.shots_power)}/shot"
        if s.type in WEAPON_TYPES
        else f"{system_label(s)} {format_number(c.power)}/turn"
        for s, c in zip(craft.systems, d.costs)
        if c.power
    )
    power = f"inertial storage {d.energy}" if d.energy else ""
    if d.reactor_output:
        power = ", ".join(filter(None, [power, f"reactors {d.reactor_output} a turn"]))
    return [
        ("Size", f"{format_number(d.size)} (hull {format_number(d.hull)})", "hull"),
        ("Points", f"{format_points(d.points)} each", ""),
        ("Move cost", f"{format_number(d.move_cost)} energy per move point", "systems"),
        (
            "Max move",
            f"{d.max_move} a turn (= drives)" if d.max_move else "none (carried or walks)",
            "systems",
        ),
        (
            "Turn mode",
            f"{d.turn_mode}  (hexes straight = speed / TM)" if d.turn_mode else "none",
            "turn_mode",
        ),
        ("Crew", "pilot and weaponeer" if d.crew > 1 else "pilot", ""),
        (
            "Shields",
            f"{d.shield_points} a unit ({d.shield_generators} generator"
            f"{'s' if d.shield_generators != 1 else ''}): the (n) on each Systems line",
            "systems",
        ),
        ("Armor", f"{d.armor} point(s), covering {covers}" if d.armor else "none", "systems"),
        ("Sensors", sensors or "none (targeting rolls d4)", "systems"),
        ("Power", power or "none", "systems"),
        ("Draws", draws or "none", "systems"),
        ("Stealth", f"{d.stealth}; streamlining {d.streamline}", "stealth"),
    ]


def _data(box: Box, craft: BscsCraft, d: CraftDetail, out: Layout) -> tuple[list[Item], float]:
    template = out.template
    head, body = template.font("head"), template.font("body")
    row, key_w = template.region("group").num("data_row"), template.region("data").num("key")
    items: list[Item] = [label(box.x, box.y + head.size, "CRAFT DATA  (each unit)", head.size, head.font)]
    lines = _data_lines(craft, d, out)
    half = math.ceil(len(lines) / 2)
    col_w = (box.w - template.gap) / 2
    for n, (key, value, ref) in enumerate(lines):
        x = box.x + (0 if n < half else col_w + template.gap)
        y = box.y + head.size + 4 + row * (n % half + 1)
        items.append(label(x, y, key, body.size, "bold", width=key_w - 3, ref=ref))
        items.append(label(x + key_w, y, value, body.size, "regular", width=col_w - key_w, ref=ref))
    return items, head.size + 4 + row * half + 3


def _weapons(box: Box, craft: BscsCraft, d: CraftDetail, out: Layout) -> tuple[list[Item], float]:
    """Each unit's weapons (L489), with the shots its inertial storage holds (L520)."""
    template = out.template
    head, body = template.font("head"), template.font("body")
    row_h = template.region("weapons").num("row")
    rows, refs = [[*WEAPON_HEADER, "Shots"]], [""]
    for i, s in enumerate(craft.systems):
        if s.type in WEAPON_TYPES:
            shot = d.costs[i].shots_power
            shots = str(math.floor(d.energy / shot + 1e-9)) if d.energy and shot else "—"
            rows.append(weapon_row(s, shot, d.catalog) + [shots])
            refs.append(f"systems[{i}]")
    items: list[Item] = [
        label(box.x, box.y + head.size, "WEAPONS  (each unit)", head.size, head.font),
        label(
            box.x + 110,
            box.y + head.size,
            TO_HIT,
            body.size - 1,
            "regular",
            width=box.w - 110,
            color=template.colour("caption"),
        ),
    ]
    if len(rows) == 1:
        items.append(label(box.x, box.y + head.size + 14, "no weapons", body.size))
        return items, head.size + 18
    fractions = [0.15, 0.09, 0.04, 0.06, 0.04, 0.055, 0.09, 0.045, 0.075, 0.07, 0.06, 0.06]
    widths = [box.w * f / sum(fractions) for f in fractions]
    items += table(
        box.x,
        box.y + head.size + 4,
        widths,
        rows,
        row_h,
        body.size,
        anchors=["start", "start"] + ["middle"] * 10,
        refs=refs,
    )
    return items, head.size + 4 + row_h * len(rows)


@dataclass(frozen=True)
class _Columns:
    """Where each component's tics go on a Systems line (side by side), and the tic size at
    which they all fit."""

    x: tuple[float, ...]  # left edge of each component's tics
    tic: float


def _columns(tics: tuple[CraftTic, ...], box: Box, out: Layout) -> _Columns:
    spec = out.template.region("group")
    cap = out.template.font("caption")
    gap, space = spec.num("tic_gap"), spec.num("component_gap")
    left = box.x + spec.num("unit_no") + spec.num("line_label") + spec.num("shield")
    room = box.right - left
    size = spec.num("tic_max")
    while True:  # the largest tic at which every component's tics and its name fit the line
        widths = [max(t.tics * (size + gap), text_extent(t.label, cap.size)[0] + 2) for t in tics]
        if sum(widths) + space * len(tics) <= room or size <= spec.num("tic_min"):
            break
        size = max(spec.num("tic_min"), size - 0.5)
    xs, x = [], left
    for w in widths:
        xs.append(x)
        x += w + space
    return _Columns(tuple(xs), size)


def _units(box: Box, group: CraftGroup, out: Layout) -> tuple[list[Item], float]:
    """The units' two lines each (L486-488): a box to mark the unit destroyed, its Ammo & Info
    line, and its Systems line opening with the shield value in parentheses."""
    template = out.template
    spec = template.region("group")
    head, body, cap = template.font("head"), template.font("body"), template.font("caption")
    d: CraftDetail = group.evaluation.detail
    items: list[Item] = [
        label(
            box.x,
            box.y + head.size,
            "UNITS  (mark a unit off when destroyed, a component when it is hit)",
            head.size,
            head.font,
            width=box.w,
        )
    ]
    columns = _columns(d.tics, box, out)
    line_h = spec.num("unit_line")
    top = box.y + head.size + 6
    for t, x in zip(d.tics, columns.x):  # component names over their tics
        items.append(label(x, top + cap.size, t.label, cap.size, "bold", width=box.right - x, ref=t.path))
    items.append(
        label(
            box.x + spec.num("unit_no") + spec.num("line_label"), top + cap.size, "Shield", cap.size, "bold"
        )
    )
    y = top + cap.size + 3
    fits = max(1, int((box.bottom - y) // (2 * line_h + 2)))
    for unit in range(min(group.units, fits)):
        items.append(_unit(unit + 1, box, y, line_h, columns, d, out))
        y += 2 * line_h + 2
    if group.units > fits:
        items.append(
            label(
                box.x,
                y + body.size,
                f"… {group.units - fits} more units: continue on another sheet",
                body.size,
                "bold",
                color=out.template.colour("alert"),
            )
        )
        y += body.size + 3
    return items, y - box.y


def _unit(n: int, box: Box, y: float, line_h: float, columns: _Columns, d: CraftDetail, out: Layout) -> Group:
    """Unit ``n``: its number in a box to cross out, then its two lines."""
    spec = out.template.region("group")
    body, cap = out.template.font("body"), out.template.font("caption")
    no_w, label_w = spec.num("unit_no"), spec.num("line_label")
    faint = Style(width=0.3, stroke=out.template.colour("write_on"))
    items: list[Item] = [
        Rect(box.x, y, no_w - 3, 2 * line_h, CELL),
        label(box.x + (no_w - 3) / 2, y + line_h + body.size * 0.4, str(n), body.size + 2, "bold", "middle"),
        Line(box.x + no_w, y + line_h, box.right, y + line_h, faint),
        Line(box.x + no_w, y + 2 * line_h, box.right, y + 2 * line_h, faint),
    ]
    text_y = y + line_h * 0.5 + cap.size * 0.35
    items.append(label(box.x + no_w, text_y, "Ammo & Info", cap.size, "bold"))
    items += _ammo_line(box.x + no_w + label_w, text_y, y, line_h, box.right, d, out)
    sys_y = y + line_h
    items.append(label(box.x + no_w, sys_y + line_h * 0.5 + cap.size * 0.35, "Systems", cap.size, "bold"))
    items.append(
        label(
            box.x + no_w + label_w,
            sys_y + line_h * 0.5 + body.size * 0.35,
            f"({d.shield_points})",
            body.size,
            "bold",
            ref="systems",
        )
    )
    tic = columns.tic
    for t, x in zip(d.tics, columns.x):
        style = armor_tic(out.template) if t.kind == "armor" else TIC
        for k in range(t.tics):
            cx = x + k * (tic + spec.num("tic_gap")) + tic / 2
            cy = sys_y + line_h / 2
            if t.kind == "armor":  # squares, as on the ship's diagram: they protect
                items.append(Rect(cx - tic / 2, cy - tic / 2, tic, tic, style, t.path))
            else:
                items.append(Circle(cx, cy, tic / 2, style, t.path))
    return Group(tuple(items), "craft-unit", f"unit:{n}")


def _ammo_line(
    x: float, text_y: float, y: float, line_h: float, right: float, d: CraftDetail, out: Layout
) -> list[Item]:
    """What runs out: the energy stored (cells to write what is left, L520) and missiles."""
    spec = out.template.region("group")
    body = out.template.font("body")
    items: list[Item] = []
    if d.energy:
        items.append(label(x, text_y, f"Energy {d.energy}:", body.size, "regular"))
        cell_x = x + text_extent(f"Energy {d.energy}:", body.size)[0] + 4
        cells = int(spec.num("energy_cells"))
        cw = min(22.0, (right - cell_x) / (cells + 2))
        for k in range(cells):
            items.append(Rect(cell_x + k * cw, y + 1.5, cw - 1, line_h - 3, CELL))
    else:
        items.append(
            label(
                x,
                text_y,
                f"Power {d.reactor_output} a turn" if d.reactor_output else "No stored energy",
                body.size,
                "regular",
                color=out.template.colour("quiet"),
            )
        )
    return items


def _chart_notes(group: CraftGroup, width: float, out: Layout) -> list[str]:
    """How damage goes through the group, and for VGFs and HBVs how they cut in, wrapped."""
    notes = GROUP_RULES + (" " + CUTTING_IN if group.craft.craft_type in ("vgf", "hbv") else "")
    return wrap_text(notes, width, out.template.font("caption").size)


def _chart_height(group: CraftGroup, width: float, out: Layout) -> float:
    row = out.template.region("group").num("chart_row")
    head, cap = out.template.font("head"), out.template.font("caption")
    return head.size + 4 + 2 * row + len(_chart_notes(group, width, out)) * (cap.size + 2) + 8


def _chart(box: Box, group: CraftGroup, out: Layout) -> list[Item]:
    """The formation hit chart (L501-502) and how damage goes through a group (L495-504)."""
    template = out.template
    head, body, cap = template.font("head"), template.font("body"), template.font("caption")
    row = template.region("group").num("chart_row")
    items: list[Item] = [label(box.x, box.y + head.size, "FIRE AT THE GROUP", head.size, head.font)]
    widths = [box.w * 0.2] + [box.w * 0.16] * 5
    items += table(
        box.x,
        box.y + head.size + 4,
        widths,
        [list(r) for r in FORMATIONS],
        row,
        body.size,
        anchors=["start"] + ["middle"] * 5,
    )
    y = box.y + head.size + 4 + 2 * row + 2
    for text in _chart_notes(group, box.w, out):
        y += cap.size + 2
        items.append(label(box.x, y, text, cap.size, "regular", color=template.colour("note")))
    return items
