"""A fleet's roster page: every ship with class, count and points, the totals against each
budget, the verdict and the fleet's findings. Game-neutral: it reads a ``FleetEvaluation``.

Geometry and fonts come from ``templates/battle-pack.yaml``. Long fleets flow onto more pages,
the table header repeated on each. Names wrap onto a second line rather than being cut, and the
fleet's source, notes and findings print without seed line numbers.
"""

from __future__ import annotations

from designer.core.fleet import FleetEvaluation
from designer.core.line_refs import without_line_refs
from designer.core.numbers import counted, format_points
from designer.core.paths import TEMPLATES
from designer.sheets.display import Anchor, FontName, Item, Line, Page, Rect, Style, Text
from designer.sheets.findings import printed_finding
from designer.sheets.flow import Block, PageFlow
from designer.sheets.layout import Box, table, table_row_height
from designer.sheets.template import SheetTemplate, load_template_file
from designer.sheets.text import label, shrink_to_fit, wrap_text

TEMPLATE_FILE = TEMPLATES / "battle-pack.yaml"
COLUMNS = ("ship", "class", "force", "count", "points", "subtotal", "legal")
HEADINGS = {
    "ship": "Ship",
    "class": "Class",
    "force": "Force",
    "count": "Count",
    "points": "Points each",
    "subtotal": "Subtotal",
    "legal": "Legal",
}
ANCHORS: dict[str, Anchor] = {"count": "end", "points": "end", "subtotal": "end", "legal": "middle"}
MAX_LINES = 2  # a long class or ship name wraps onto a second line of its row (issue 15)


def battle_pack_template() -> SheetTemplate:
    """``templates/battle-pack.yaml`` (a battle pack reads it once and passes it on)."""
    return load_template_file(TEMPLATE_FILE)


points = format_points  # the one points formatter


def roster_pages(
    result: FleetEvaluation, paper: str = "a4", template: SheetTemplate | None = None
) -> list[Page]:
    """The roster as one or more pages (labelled ``Roster n/N``)."""
    t = template or battle_pack_template()
    page_w, page_h = t.page_size(paper)
    frame = Box(0, 0, page_w, page_h).inset(t.margin)
    fleet = result.fleet
    title_f, sub_f = t.font("title"), t.font("subtitle")

    def opening(n: int) -> tuple[list[Item], float]:
        """The fleet's name and what it is at the top of every page (its notes on the first)."""
        text, size = shrink_to_fit(fleet.fleet, frame.w, title_f.size, title_f.font, min_size=9)
        items: list[Item] = [Text(frame.x, frame.y + title_f.size, text, size, title_f.font)]
        y = frame.y + title_f.size + 4
        subtitle = f"{result.game.title} fleet roster - {counted(result.ship_count, 'ship')}"
        source = without_line_refs(fleet.source or "")
        if source:
            subtitle += f" - {source}"
        lines = [subtitle]
        notes = without_line_refs(fleet.notes or "")
        if notes and n == 0:
            lines += wrap_text(notes, frame.w, sub_f.size, sub_f.font, max_lines=3)
        for line in lines:
            items.append(label(frame.x, y + sub_f.size, line, sub_f.size, sub_f.font, width=frame.w))
            y += sub_f.size + 3
        items.append(Line(frame.x, y + 3, frame.right, y + 3, Style(width=1)))
        return items, y + 8

    flow = PageFlow(frame, 0.0, opening)
    _verdict(flow, result, t)
    _roster_table(flow, result, t)
    _totals(flow, result, t)
    _findings(flow, result, t)
    total = len(flow.pages)
    page_f = t.font("page")
    return [
        Page(
            page_w,
            page_h,
            tuple(items)
            + (
                label(
                    frame.right,
                    page_h - t.margin / 2,
                    f"Hullwright - {fleet.fleet} - roster {n}/{total}",
                    page_f.size,
                    page_f.font,
                    "end",
                    width=frame.w,
                ),
            ),
            label=f"Roster {n}/{total}",
        )
        for n, items in enumerate(flow.pages, 1)
    ]


def _verdict(flow: PageFlow, result: FleetEvaluation, t: SheetTemplate) -> None:
    f, tot = t.font("verdict"), t.font("total")
    h = f.size + 12
    y = flow.room(h + 6)
    legal = result.legal
    word = "LEGAL" if legal else "NOT LEGAL"
    remaining = result.remaining  # None exactly when no budget is set
    budget = (
        "no budget set"
        if result.budget is None or remaining is None
        else f"budget {points(result.budget)}, {points(-remaining if remaining < 0 else remaining)} "
        f"{'remaining' if remaining >= 0 else 'OVER'}"
    )
    box_w = 110
    flow.add(
        [
            Rect(
                flow.frame.x,
                y,
                box_w,
                h,
                Style(stroke="#000000", fill="#ffffff" if legal else t.colour("alert"), width=1.5),
            ),
            label(
                flow.frame.x + box_w / 2,
                y + h / 2 + f.size * 0.36,
                word,
                f.size,
                f.font,
                "middle",
                color="#000000" if legal else "#ffffff",
            ),
            label(
                flow.frame.x + box_w + 12,
                y + h / 2 + tot.size * 0.36,
                f"Total {points(result.total_points)} points - {budget}",
                tot.size,
                tot.font,
                width=flow.frame.w - box_w - 12,
            ),
        ]
    )


def _columns(result: FleetEvaluation, width: float, t: SheetTemplate) -> list[tuple[str, float]]:
    """The roster's columns and their widths. The Ship column holds the ships' own names, so it
    prints only when an entry has one (it would repeat the Class column); Force only when the
    fleet has forces."""
    region = t.region("roster")
    named = any(e.ship.name for e in result.entries)
    cols = [c for c in COLUMNS if (c != "force" or result.fleet.forces) and (c != "ship" or named)]
    shares = [region.num(c) for c in cols]
    scale = width / sum(shares)
    return [(c, s * scale) for c, s in zip(cols, shares)]


def _roster_table(flow: PageFlow, result: FleetEvaluation, t: SheetTemplate) -> None:
    row_h = t.region("roster").num("row")
    size = t.font("table").size
    cols = _columns(result, flow.frame.w, t)
    names = [c for c, _ in cols]
    widths = [w for _, w in cols]
    anchors = [ANCHORS.get(c, "start") for c in names]

    def row(cells: list[str], ref: str = "", font: FontName = "regular", fill: str | None = None) -> Block:
        h = table_row_height(widths, cells, row_h, size, font, MAX_LINES)

        def draw(box: Box) -> list[Item]:
            items: list[Item] = []
            if fill:
                items.append(Rect(box.x, box.y, sum(widths), h, Style(stroke=None, fill=fill)))
            return items + table(
                box.x,
                box.y,
                widths,
                [cells],
                row_h,
                size,
                header_font=font,
                anchors=anchors,
                style=Style(width=0.5),
                refs=[ref],
                max_lines=MAX_LINES,
            )

        return Block(h, draw)

    heading = row([HEADINGS[c] for c in names], font="bold", fill=t.colour("shade"))
    flow.y += 4
    flow.stack([heading])
    flow.running = heading  # a page the table runs on to starts with its heading row
    for e in result.entries:
        values = {
            "ship": e.ship.name or "",
            "class": e.design_name,
            "force": e.ship.force or "",
            "count": str(e.count),
            "points": points(e.points),
            "subtotal": points(e.subtotal),
            "legal": "yes" if e.legal else "NO",
        }
        fill = None if e.legal else t.colour("illegal_row")
        flow.stack([row([values[c] for c in names], e.path, fill=fill)])
    for x in result.extras:
        values = {
            "ship": "",
            "class": f"{x.item} (not a ship)",
            "force": x.force or "",
            "count": str(x.count),
            "points": points(x.points_each),
            "subtotal": points(x.subtotal),
            "legal": "",
        }
        flow.stack([row([values[c] for c in names], x.path)])
    flow.running = None


def _totals(flow: PageFlow, result: FleetEvaluation, t: SheetTemplate) -> None:
    f = t.font("total")
    row = t.region("totals").num("row")
    flow.y += 8
    lines = []
    several = len(result.forces) > 1
    for force in result.forces:
        name = force.name or ("Main force" if several else "Fleet total")
        if force.fixed:
            name += " (fixed)"
        remaining = force.remaining  # None exactly when the force has no budget
        if force.budget is None or remaining is None:
            lines.append((f"{name}: {points(force.points)} points (no budget set)", False))
        else:
            state = f"{points(-remaining)} OVER" if force.over else f"{points(remaining)} remaining"
            lines.append(
                (f"{name}: {points(force.points)} of {points(force.budget)} points, {state}", force.over)
            )
    if several:
        budget = "no budget" if result.budget is None else f"budgets {points(result.budget)}"
        lines.append((f"Whole fleet: {points(result.total_points)} points ({budget})", False))
    for text, over in lines:
        y = flow.room(row)
        flow.add(
            [
                label(
                    flow.frame.x,
                    y + f.size,
                    text,
                    f.size,
                    f.font,
                    color=t.colour("alert") if over else "#000000",
                    width=flow.frame.w,
                )
            ]
        )


def _findings(flow: PageFlow, result: FleetEvaluation, t: SheetTemplate) -> None:
    if not result.findings:
        return
    head, f = t.font("heading"), t.font("finding")
    region = t.region("findings")
    line_h = region.num("line")
    flow.y += 10
    y = flow.room(head.size + 6)
    flow.add([label(flow.frame.x, y + head.size, "Findings", head.size, head.font)])
    left = region.int("max_lines")
    for finding in result.findings:
        where = f" [{finding.path}]" if finding.path else ""
        text = f"{finding.severity.upper()} {printed_finding(finding, where)}"
        for n, line in enumerate(wrap_text(text, flow.frame.w - 18, f.size, f.font, max_lines=3)):
            if left <= 0:
                break
            y = flow.room(line_h)
            color = t.colour("alert") if finding.severity == "error" else "#000000"
            indent = 6 if n == 0 else 18  # continuation lines hang under the first
            flow.add(
                [
                    label(
                        flow.frame.x + indent, y + f.size, line, f.size, f.font, color=color, ref=finding.path
                    )
                ]
            )
            left -= 1
        flow.y += 3
    if left <= 0:
        y = flow.room(line_h)
        flow.add(
            [
                label(
                    flow.frame.x + 6,
                    y + f.size,
                    "... more findings: run 'hullwright fleet' for the full list",
                    f.size,
                    f.font,
                )
            ]
        )
