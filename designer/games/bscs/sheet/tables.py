"""The tables under the diagram: the power budget, the weapon table and the notes box headed by
the damage order (digest §9, 002 L182, L245-253, L273-286). Each is planned at a width first
(its height known before it is placed, so the page can flow), then drawn."""

from __future__ import annotations

from dataclasses import dataclass

from designer.core.memo import Memo
from designer.core.numbers import format_number
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import cannon_damage, missile_damage
from designer.games.bscs.design import ARCS, BscsDesign
from designer.games.bscs.rules.detail import BscsDetail, PowerDraw
from designer.games.bscs.rules.placement import kind_title, system_label
from designer.sheets.display import Item, Rect, Style
from designer.sheets.layout import Box, table, table_row_height
from designer.sheets.text import label, wrap_text

TRACK_TURNS = 10  # cells of the power-used track


@dataclass(frozen=True)
class PowerPlan:
    """The consumers shown one by one, the rest summed in one row, the totals; its height."""

    shown: tuple[PowerDraw, ...]
    summed: tuple[list[str], ...]
    totals: tuple[list[str], ...]
    height: float


def plan_power_budget(detail: BscsDetail, template, max_h: float) -> PowerPlan:
    """What each consumer draws per turn (002 L182, L204, L386, L670, L677), then movement and
    a track to write the power spent turn by turn, at most ``max_h`` tall (the ship data beside
    it) where it can be: the last consumers are then summed in one row, so the total still adds
    up on paper."""
    s = detail
    head, body = template.font("head"), template.font("body")
    row_h = template.region("data").num("row")
    totals = [
        ["Total (all fired, shields up)", format_number(s.power_demand)],
        [f"Spare for movement (MC {format_number(s.move_cost)})", format_number(s.power_spare)],
    ]
    if s.jump_engines:
        totals.append(["One jump (drives must work)", format_number(s.jump_power)])
    totals.append([f"Produced: {s.reactors} × {s.reactor_output}", format_number(s.power_produced)])
    track_h = 6 + body.size + 3 + 2 * row_h
    room = int((max_h - head.size - 4 - track_h) // row_h) - 1 - len(totals)  # consumer rows
    draws, summed = s.power_draws, ()
    if len(draws) > room:
        keep = max(1, room - 1)
        rest = draws[keep:]
        draws = draws[:keep]
        summed = ([f"… {len(rest)} more consumers", format_number(round(sum(d.power for d in rest), 4))],)
    rows = 1 + len(draws) + len(summed) + len(totals)
    return PowerPlan(tuple(draws), summed, tuple(totals), head.size + 4 + row_h * rows + track_h)


def blank_power_plan(template, consumers: int, totals: tuple[list[str], ...]) -> PowerPlan:
    """A blank form's budget: ``consumers`` rows to write what draws power, the ``totals`` to
    work out, and the turn-by-turn track."""
    head, body = template.font("head"), template.font("body")
    row_h = template.region("data").num("row")
    track_h = 6 + body.size + 3 + 2 * row_h
    summed = tuple(["", ""] for _ in range(consumers))
    rows = 1 + consumers + len(totals)
    return PowerPlan((), summed, totals, head.size + 4 + row_h * rows + track_h)


def draw_power_budget(box: Box, plan: PowerPlan, template, memo: Memo) -> list[Item]:
    head, body = template.font("head"), template.font("body")
    row_h = template.region("data").num("row")
    widths, top = [box.w - 62, 62], box.y + head.size + 4
    shown = plan.shown
    items: list[Item] = [label(box.x, box.y + head.size, "POWER BUDGET", head.size, head.font)]
    # The consumers change only when the entries do: a block of its own, kept in the memo, so
    # an edit of the ship's size lays out the totals alone.
    items += memo.of(
        "bscs-power-draws",
        (),
        lambda: table(
            box.x,
            top,
            widths,
            [["Consumer", "Power / turn"]] + [[d.item, format_number(d.power)] for d in shown],
            row_h,
            body.size,
            anchors=["start", "end"],
            refs=[""] + [d.path for d in shown],
        ),
        box.x,
        top,
        box.w,
        row_h,
        body.size,
        shown,
    )
    below = [*plan.summed, *plan.totals]
    n = 1 + len(shown)
    items += table(
        box.x,
        top + n * row_h,
        widths,
        below,
        row_h,
        body.size,
        header_font="regular",
        anchors=["start", "end"],
        refs=[""] * len(below),
    )
    y = top + row_h * (n + len(below)) + 6
    # A turn-by-turn allocation track: the player writes the power spent each turn.
    items.append(label(box.x, y + body.size, "Power used, turn by turn:", body.size, "bold"))
    cw = (box.w - 2) / TRACK_TURNS
    items += table(
        box.x,
        y + body.size + 3,
        [cw] * TRACK_TURNS,
        [[str(t + 1) for t in range(TRACK_TURNS)], [""] * TRACK_TURNS],
        row_h,
        body.size - 1,
        anchors=["middle"] * TRACK_TURNS,
    )
    return items


WEAPON_HEADER = ("Weapon", "Type", "No.", "Dmg", "Eff", "D/Sz", "Focus", "Comp", "Loss", "Arcs", "Pw/shot")
WEAPON_TYPES = frozenset({"beam", "cannon", "missile"})
# A missile fires into the arc of the section it is placed in, as every weapon does (L762;
# missiles are "individually placed", L234); its seeker looking forward (L233) is the missile's
# own, ahead of it in flight (D13). A craft has no hit locations (L486-488): no arcs to give.
CRAFT_MISSILE_ARCS = "—"
CELL_LINES = 3  # a cell wraps onto more lines before anything is cut (a label is 60 at most)


def arcs_text(arcs) -> str:
    """``F/SF``; four or five arcs ``SF, SA, A, PA``, so the cell wraps between them rather than
    cutting the list; all six read as what they are, 360° (digest D6: one tic)."""
    if set(arcs) >= set(ARCS):
        return "360°"
    return "/".join(arcs) if len(arcs) <= 3 else ", ".join(arcs)


def weapon_row(s, shot: float, catalog: BscsCatalog, missile_arcs: str = CRAFT_MISSILE_ARCS) -> list[str]:
    """One weapon entry's statistics (digest §9): a ship's or an assault craft's (L489).
    ``missile_arcs``: the arcs a ship's missile entry fires into, those of its sections."""
    if s.type == "beam":
        # Digest D5: one damage lost per (1 + focus + 10 × compaction) hexes.
        loss = 1 + s.focus + 10 * s.compaction
        return [
            system_label(s),
            kind_title(s).lower(),
            str(s.count),
            format_number(s.damage),
            str(s.efficiency),
            str(s.damage_per_size),
            str(s.focus),
            str(s.compaction),
            f"{loss} hex",
            arcs_text(s.arcs),
            format_number(shot),
        ]
    if s.type == "cannon":
        warhead = {"none": "", "explosive": " HE", "nuclear": " nuc", "antimatter": " AM"}[s.warhead]
        return [
            system_label(s),
            f"cannon{warhead}",
            str(s.count),
            format_number(cannon_damage(s, catalog)),
            "—",
            "—",
            "—",
            "—",
            "no loss",
            arcs_text(s.arcs),
            format_number(shot),
        ]
    short = {"explosive": "HE", "nuclear": "nuclear", "antimatter": "AM"}[s.warhead]
    die = catalog.sensor_level(s.sensor_level)["die"] or "?"  # "?": a level these rules lack
    return [
        system_label(s),
        f"missile {short}",
        str(s.count),
        format_number(missile_damage(s, catalog)),
        "—",
        "—",
        f"{s.sensors} sensor d{die}",
        "—",
        f"range {format_number(s.range)}",
        missile_arcs,
        "0",
    ]


def weapon_rows(design: BscsDesign, detail: BscsDetail) -> tuple[list[list[str]], list[str]]:
    """The ship's weapon table: each weapon entry and the sections its tics are in."""
    placement = detail.placement
    rows, refs = [[*WEAPON_HEADER, "Sections"]], [""]
    for i, s in enumerate(design.systems):
        if s.type not in WEAPON_TYPES:
            continue
        path = f"systems[{i}]"
        placed = placement.rows_for(path)
        where = ", ".join(f"{k}{'×' + str(n) if n > 1 else ''}" for k, n in placed.items())
        arcs = arcs_text([a for a in ARCS if a in placed]) if placed else "—"
        rows.append(weapon_row(s, detail.costs[i].shots_power, detail.catalog, arcs) + [where])
        refs.append(path)
    return rows, refs


SHIP_WEAPON_COLUMNS = (0.14, 0.09, 0.04, 0.06, 0.04, 0.055, 0.09, 0.045, 0.075, 0.07, 0.06, 0.20)
TO_HIT = "to hit: roll the sensor dice, minus target ECM or stealth, must beat the range in hexes"


@dataclass(frozen=True)
class WeaponTable:
    """The weapon table at a width: header and rows (wrapped cells), their heights."""

    rows: tuple[tuple[str, ...], ...]  # rows[0] is the header
    refs: tuple[str, ...]
    widths: tuple[float, ...]
    heights: tuple[float, ...]

    def part(self, first: int, last: int) -> "WeaponTable":
        """The header and data rows ``first`` to ``last`` (1-based, ``last`` excluded)."""
        keep = [0, *range(first, last)]
        return WeaponTable(
            tuple(self.rows[k] for k in keep),
            tuple(self.refs[k] for k in keep),
            self.widths,
            tuple(self.heights[k] for k in keep),
        )


def plan_weapon_table(
    rows: list[list[str]], refs: list[str], width: float, fractions, template
) -> WeaponTable:
    body, row_h = template.font("body"), template.region("weapons").num("row")
    widths = tuple(width * f / sum(fractions) for f in fractions)
    heights = tuple(
        table_row_height(widths, r, row_h, body.size, "bold" if k == 0 else "regular", CELL_LINES)
        for k, r in enumerate(rows)
    )
    return WeaponTable(tuple(map(tuple, rows)), tuple(refs), widths, heights)


def weapon_heading_height(template) -> float:
    return template.font("head").size + 4


def draw_weapon_table(box: Box, plan: WeaponTable, template, continued: bool = False) -> list[Item]:
    """The heading and the rows of ``plan`` (when it is a part of a longer table,
    ``continued`` says so on every part after the first)."""
    head, body = template.font("head"), template.font("body")
    title = "WEAPONS, CONTINUED" if continued else "WEAPONS"
    items: list[Item] = [
        label(box.x, box.y + head.size, title, head.size, head.font),
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
    if len(plan.rows) == 1:
        items.append(label(box.x, box.y + head.size + 14, "no weapons", body.size))
        return items
    anchors = ["start", "start"] + ["middle"] * (len(plan.widths) - 2)
    items += table(
        box.x,
        box.y + weapon_heading_height(template),
        plan.widths,
        plan.rows,
        template.region("weapons").num("row"),
        body.size,
        anchors=anchors,
        refs=list(plan.refs),
        max_lines=CELL_LINES,
    )
    return items


def weapon_table_height(plan: WeaponTable, template) -> float:
    if len(plan.rows) == 1:
        return template.font("head").size + 18
    return weapon_heading_height(template) + sum(plan.heights)


# The damage order of the rules (002 L273-286, L451-452, L768; digest D16, D17).
DAMAGE_ORDER = (
    "Damage order: shields (erased next turn unless exhausted) → stealth → streamline → "
    "sensors → armor of the arc hit (a barrage not above the armor does nothing; above it, "
    "mark 1 armor and the excess goes in) → that section → the Core → the opposite "
    "section. A blank section sends damage straight to the Core."
)
NOTES_ROOM = 20  # the least room to write a notes box keeps (a line or two)


def notes_height(width: float, template) -> float:
    """The least a notes box takes: heading, the damage order, some room to write."""
    head, cap = template.font("head"), template.font("caption")
    lines = tuple(wrap_text(DAMAGE_ORDER, width, cap.size))
    return head.size + 3 + len(lines) * (cap.size + 2) + 4 + NOTES_ROOM


def notes_box(box: Box, template) -> list[Item]:
    """Room to write, headed by the damage order a player needs at the table."""
    head, cap = template.font("head"), template.font("caption")
    items: list[Item] = [label(box.x, box.y + head.size, "NOTES / DAMAGE CONTROL", head.size, head.font)]
    y = box.y + head.size + 3
    for line in tuple(wrap_text(DAMAGE_ORDER, box.w, cap.size)):
        y += cap.size + 2
        items.append(label(box.x, y, line, cap.size, "regular", color=template.colour("note")))
    items.append(Rect(box.x, y + 4, box.w, box.bottom - y - 4, Style(width=0.5)))
    return items


__all__ = [
    "WeaponTable",
    "draw_power_budget",
    "draw_weapon_table",
    "notes_box",
    "notes_height",
    "plan_power_budget",
    "plan_weapon_table",
    "weapon_rows",
    "weapon_row",
    "weapon_table_height",
]
