"""The ship data block under the diagram (digest §9: what the sheet must show besides the tics,
002 L83-158, L694-719): one line a figure, its value wrapped under itself rather than cut.

Everything printed is a figure of the evaluation (``BscsDetail``); this module only words it.
"""

from __future__ import annotations

from dataclasses import dataclass

from designer.core.memo import Memo
from designer.core.numbers import format_number, format_points
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.detail import BscsDetail
from designer.games.bscs.rules.placement import SECTION_TITLES
from designer.games.bscs.sheet.layout import write_on
from designer.games.bscs.sheet.words import craft_in_hangars, shells_in_holds
from designer.sheets.display import Item, Line, Rect, Style
from designer.sheets.layout import Box
from designer.sheets.text import LEADING, label, text_extent, wrap_text

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
            name = s.unit.replace("-", " ")
            units[name] = units.get(name, 0) + s.count
    extra = "; boarding " + ", ".join(f"{n} {u}" for u, n in units.items()) if units else ""
    voyage = "short voyages: " if crew.voyage == "short" else ""  # 002 L697
    return f"{voyage}minimum {crew.minimum}, complement {crew.complement} (needs {crew.hull} hull){extra}"


def _points(detail: BscsDetail) -> str:
    """The total, and the craft's share when the carrier pays for them (carried_craft_points)."""
    craft = sum(c.count * c.points_each for c in detail.carried if c.design is not None)
    total = format_points(detail.points)
    if not craft or not detail.carried_in_points:
        return total
    return f"{total} (the ship {format_points(detail.points - craft)}, its craft {format_points(craft)})"


def _hull(detail: BscsDetail) -> str:
    """Where the hull is: all seven hit locations, or which it cannot reach (002 L763)."""
    missing = [SECTION_TITLES[sec] for sec, n in detail.placement.hull.items() if n == 0]
    where = f"none in {', '.join(missing)}" if missing else "spread over all 7 sections"
    return f"{detail.hull} (minimum {detail.hull_min}), {where}"


def _jump(detail: BscsDetail) -> str:
    """What the evaluation says a jump costs: 100 an engine (L459) or a jump (L608), rule
    ``jump_power``."""
    n = detail.jump_engines
    if not n:
        return "none"
    return f"{n} engine{'s' if n > 1 else ''}, {format_number(detail.jump_power)} power a jump"


def data_rows(
    design: BscsDesign, detail: BscsDetail, groups_follow: bool, memo: Memo
) -> list[tuple[str, str, str]]:
    """(key, value, ref) lines of the data block; ``groups_follow``: the craft's group sheets
    are printed after the ship's pages. The hangars' and holds' words are kept in ``memo``
    while the entries and what they carry stay."""
    d, catalog = detail, detail.catalog
    size = format_number(d.size_used)
    if design.size is not None:
        size = (
            f"{format_number(d.size)} (used {format_number(d.size_used)}, free {format_number(d.size_free)})"
        )
    pods = sum(x.count for x in design.systems if x.type == "rescue-pod")
    carried = format_number(pods * catalog.entry("rescue_pod")["carries"])
    craft = memo.of(
        "bscs-craft-words",
        (*design.systems, detail.carried),
        lambda: craft_in_hangars(design, detail, groups_follow),
        groups_follow,
    )
    shells = shells_in_holds(design, detail, catalog, memo)
    return [
        ("Size", size, "size"),
        ("Points", _points(d), "stat:points"),
        ("Hull", _hull(d), "hull"),
        ("Power", f"{d.reactors} reactors × {d.reactor_output} = {d.power_produced}", "systems"),
        (
            "Move cost",
            f"{format_number(d.move_cost)} power per move point (unimproved "
            f"{format_number(d.move_cost_unimproved)})",
            "systems",
        ),
        (
            "Max move",
            f"{d.max_move} a turn (= drives); {d.move_points_powered} with all systems powered",
            "systems",
        ),
        ("Turn mode", f"{d.turn_mode}  (hexes straight = speed / TM)" if d.turn_mode else "0", "turn_mode"),
        ("Shields", f"{d.shield_points} points ({d.shield_generators} generators), whole ship", "systems"),
        ("Armor", _armor(design, d), "systems"),
        ("Sensors", _sensors(d), "systems"),
        (
            "Stealth / ECM",
            f"stealth {d.stealth} (−{d.stealth} to be hit)" if d.stealth else "stealth 0; ECM by sensor roll",
            "stealth",
        ),
        ("Streamlining", d.streamline, "streamline"),
        ("Jump", _jump(d), "systems"),
        ("Crew", _crew(design, d), ""),
        (
            "Auxiliary",
            f"repair {d.repair_points}/turn, hospital beds {d.hospital_beds}, "
            f"rescue pods {pods} ({carried} crew)",
            "",
        ),
        ("Holds", _holds(design), "systems"),
        *([("Shells", shells, "systems")] if shells else []),
        *([("Craft", craft, "systems")] if craft else []),
    ]


# A line of boxes: its key, then per design row its label (empty: none), ref and box count.
BoxLine = tuple[str, tuple[tuple[str, str, int], ...]]


@dataclass(frozen=True)
class DataBlock:
    """The data block laid out at a width: each line's key, wrapped value and ref, and the
    height they take."""

    lines: tuple[tuple[str, tuple[str, ...], str], ...]
    height: float
    boxes: tuple[BoxLine, ...] = ()  # lines of a box a unit, under the data


def unit_boxes(design: BscsDesign) -> tuple[BoxLine, ...]:
    """What the ship carries and loses one at a time, a box each, each box its row's ref (what a
    campaign's "lost" mark finds): rescue pods, not on the diagram (002 L784), 15 crew each for
    3 days (L681-685), ticked when launched; boarding units (L707-718), ticked when one is
    destroyed in boarding combat (L317-322), each row labelled with its unit."""
    rows = list(enumerate(design.systems))
    pods = tuple(("", f"systems[{i}]", s.count) for i, s in rows if s.type == "rescue-pod")
    units = tuple(
        (s.unit.replace("-", " "), f"systems[{i}]", s.count) for i, s in rows if s.type == "boarding"
    )
    return tuple(line for line in (("Rescue pods", pods), ("Boarding units", units)) if line[1])


def plan_data_block(
    width: float, rows: list[tuple[str, str, str]], template, memo: Memo, boxes: tuple[BoxLine, ...] = ()
) -> DataBlock:
    """The lines wrapped (a value wrapped before, in ``memo``, is not measured again), then a
    line of boxes per ``boxes`` entry."""
    spec, head, body = template.region("data"), template.font("head"), template.font("body")
    key_w, row_h = spec.num("key"), spec.num("row")

    def wrapped(value: str) -> tuple[str, ...]:
        # An empty value (a blank form's) is one empty line: its row stays, to write in.
        return tuple(wrap_text(value, width - key_w, body.size)) or ("",)

    lines = tuple(
        (key, memo.of("bscs-data-line", (), lambda v=value: wrapped(v), value, width - key_w, body.size), ref)
        for key, value, ref in rows
    )
    height = head.size + 4 + sum(row_h + (len(v) - 1) * body.size * LEADING for _, v, _ in lines)
    return DataBlock(lines, height + 3 + row_h * len(boxes), boxes)


def draw_data_block(box: Box, block: DataBlock, template) -> list[Item]:
    spec, head, body = template.region("data"), template.font("head"), template.font("body")
    key_w, row_h = spec.num("key"), spec.num("row")
    items: list[Item] = [label(box.x, box.y + head.size, "SHIP DATA", head.size, head.font)]
    y = box.y + head.size + 4
    for key, value, ref in block.lines:
        y += row_h
        items.append(label(box.x, y, key, body.size, "bold", width=key_w - 3, ref=ref))
        if value == ("",):  # a blank form's line, to write on
            items.append(Line(box.x + key_w, y + 1.5, box.right, y + 1.5, write_on(template)))
        for n, line in enumerate(value):
            items.append(
                label(box.x + key_w, y + n * body.size * LEADING, line, body.size, "regular", ref=ref)
            )
        y += (len(value) - 1) * body.size * LEADING
    for key, units in block.boxes:
        y += row_h
        items.append(label(box.x, y, key, body.size, "bold", width=key_w - 3))
        x = box.x + key_w
        # Smaller boxes when many, so the line stays in the block (a box at least 2.5 points).
        room = box.right - x - sum(text_extent(n, body.size, "regular")[0] + 6 for n, _, _ in units)
        count_all = sum(n for _, _, n in units)
        side = max(2.5, min(body.size * 0.9, room / max(1, count_all) - 1.5))
        for name, ref, count in units:
            if name:
                items.append(label(x, y, name, body.size, "regular", ref=ref))
                x += text_extent(name, body.size, "regular")[0] + 2
            for _ in range(count):
                items.append(Rect(x, y - side + 0.5, side, side, Style(width=0.5), ref))
                x += side + 1.5
            x += 4  # apart from the next row's
    return items


__all__ = ["BoxLine", "DataBlock", "data_rows", "draw_data_block", "plan_data_block", "unit_boxes"]
