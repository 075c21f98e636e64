"""The record sheet of a game that draws none of its own yet: its figures, its cost breakdown
and its findings, in the page frame, so a new game prints a usable sheet from its first day.

:func:`record_pages` is how every caller (the export, a battle pack, the window's preview) asks
for a game's sheets: the game's own when it draws them, else this one. Fonts, colours and the
page come from ``templates/battle-pack.yaml``: a new game may have no template yet.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from designer.core.evaluation import Evaluation
from designer.core.capabilities import SheetItem
from designer.core.game import AnyGame, sheet_entries_of
from designer.core.memo import Memo
from designer.core.numbers import format_number, format_points
from designer.sheets.display import Anchor, FontName, Item, Line, Page, Style
from designer.sheets.findings import printed_finding
from designer.sheets.flow import Block, PageFlow
from designer.sheets.layout import Box, table, table_row_height
from designer.sheets.page_frame import PageFrame
from designer.sheets.roster import battle_pack_template
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label, wrap_text


def record_pages(
    game: AnyGame,
    items: Sequence[SheetItem[Any, Any]],
    paper: str = "a4",
    options: Mapping[str, Any] | None = None,
    memo: Memo | None = None,
) -> list[Page]:
    """The game's record-sheet pages for these evaluated designs; the generic sheet when the
    game draws none (``Game.sheets`` is None)."""
    sheets = game.sheets
    if sheets is None:
        return generic_pages(game, items, paper)
    return sheets.record_pages(items, paper, options, memo)


def generic_pages(game: AnyGame, items: Sequence[SheetItem[Any, Any]], paper: str = "a4") -> list[Page]:
    """One sheet (one or more pages) per design: title, NOT LEGAL banner, figures, breakdown,
    findings; numbered ``Sheet n of N`` across the call as the games' own sheets are."""
    t = battle_pack_template()
    bodies: list[tuple[str, list[Item]]] = []
    for entry in sheet_entries_of(items):
        name = "  ·  ".join(n for n in (entry.ship_name, entry.design.name) if n)
        bodies += [(name, page) for page in _design(game, name, entry.evaluation, paper, t)]
    return PageFrame(t).numbered_pages(bodies, paper, f"{game.title} record sheet")


def _design(game: AnyGame, name: str, ev: Evaluation[Any], paper: str, t: SheetTemplate) -> list[list[Item]]:
    w, h = t.page_size(paper)
    box = Box(0, 0, w, h).inset(t.margin)
    title, sub = t.font("title"), t.font("subtitle")

    def opening(n: int) -> tuple[list[Item], float]:
        y = box.y + title.size + 4
        return [
            label(box.x, box.y + title.size, name, title.size, title.font, width=box.w, ref="name"),
            label(
                box.x,
                y + sub.size,
                f"{game.title} record sheet" + (" (continued)" if n else ""),
                sub.size,
                sub.font,
            ),
            Line(box.x, y + sub.size + 5, box.right, y + sub.size + 5, Style(width=1)),
        ], y + sub.size + 8

    flow = PageFlow(box, 0.0, opening)
    items, height = PageFrame(t).not_legal(box.x, flow.y + 2, ev.errors, box.w)
    if items:
        flow.room(height + 8)
        flow.add(items)
    _table(flow, t, "Figures", ["Figure", "Value"], _figures(game, ev))
    measures = list(dict.fromkeys(k for row in ev.breakdown for k in row.measures))
    rows = [
        [row.item] + [_number(row.measures[k], k) if k in row.measures else "" for k in measures]
        for row in ev.breakdown
    ]
    _table(flow, t, "Breakdown", ["Item"] + [k.capitalize() for k in measures], rows)
    _findings(flow, t, ev)
    return flow.pages


def _figures(game: AnyGame, ev: Evaluation[Any]) -> list[list[str]]:
    """The meters (used of limit) then the editor's header figures, as the window shows them."""
    rows = [
        [
            m.label,
            f"{_number(m.used, m.key)}"
            + ("" if m.limit is None else f" of {_number(m.limit, m.key)}")
            + (f" {m.unit}" if m.unit else ""),
        ]
        for m in ev.meters
    ]
    shown = {m.label for m in ev.meters}
    for stat in game.editor().stats:
        if stat.label in shown or stat.key not in ev.stats:
            continue
        value = ev.stats[stat.key]
        rows.append([stat.label, format_points(value) if stat.points else _number(value, stat.key)])
    return rows


def _number(value: Any, key: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    return format_points(value) if key == "points" else format_number(value)


def _table(flow: PageFlow, t: SheetTemplate, heading: str, header: list[str], rows: list[list[str]]) -> None:
    """A heading and a ruled table whose rows flow on to the next page, the header row again."""
    if not rows:
        return
    head, f = t.font("heading"), t.font("table")
    row_h = t.region("roster").num("row")
    box = flow.frame
    widths = [box.w * 0.5] + [box.w * 0.5 / (len(header) - 1)] * (len(header) - 1)
    anchors: list[Anchor] = ["start"]
    anchors += ["end"] * (len(header) - 1)
    y = flow.room(head.size + 8 + 2 * row_h)  # a heading never ends a page
    flow.y = y + head.size + 6
    flow.add([label(box.x, y + head.size, heading, head.size, head.font)])

    def row(cells: list[str], font: FontName) -> Block:
        return Block(
            table_row_height(widths, cells, row_h, f.size, font, max_lines=2),
            lambda at: table(
                at.x, at.y, widths, [cells], row_h, f.size, header_font=font, anchors=anchors, max_lines=2
            ),
        )

    heading_row = row(header, "bold")
    flow.stack([heading_row])
    flow.running = heading_row  # a table continued keeps its header row
    flow.stack([row(r, "regular") for r in rows])
    flow.running = None
    flow.y += 6


def _findings(flow: PageFlow, t: SheetTemplate, ev: Evaluation[Any]) -> None:
    if not ev.findings:
        return
    head, f = t.font("heading"), t.font("finding")
    line_h = t.region("findings").num("line")
    y = flow.room(head.size + 6 + line_h)
    flow.y = y + head.size + 6
    flow.add([label(flow.frame.x, y + head.size, "Findings", head.size, head.font)])
    for finding in ev.findings:
        where = f" [{finding.path}]" if finding.path else ""
        text = f"{finding.severity.upper()} {printed_finding(finding, where)}"
        colour = t.colour("alert") if finding.severity == "error" else "#000000"
        for n, line in enumerate(wrap_text(text, flow.frame.w - 18, f.size, f.font, max_lines=3)):
            y = flow.room(line_h)
            flow.add(
                [
                    label(
                        flow.frame.x + (6 if n == 0 else 18),
                        y + f.size,
                        line,
                        f.size,
                        f.font,
                        color=colour,
                        ref=finding.path,
                    )
                ]
            )


__all__ = ["generic_pages", "record_pages"]
