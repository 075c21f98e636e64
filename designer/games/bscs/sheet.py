"""The BSCS record sheets: a ship's Damage Allocation Diagram page, then (sheet option
``craft_groups``) the group sheets of the craft its hangars carry (002 L484-489); an assault
craft design prints as one group sheet (``group_sheet.py``).

A ship's page has the Damage Allocation Diagram on top (002 L758-785), then the data block
(size, points, power, move cost, turn mode, sensors with their die, crew, craft), the power
budget and the weapon table (digest §9). Geometry comes from ``templates/bscs.yaml``. Illegal
designs still print, marked NOT LEGAL; with the Campaign Universe limits off the header says so.
"""

from __future__ import annotations

from typing import Callable, Sequence

from designer.core.evaluation import Evaluation
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.group_sheet import group_page, groups
from designer.games.bscs.sheet_diagram import diagram
from designer.games.bscs.sheet_layout import RED, Layout
from designer.games.bscs.sheet_tables import data_block, notes_box, power_budget, weapon_table
from designer.sheets.display import Item, Line, Page, Style
from designer.sheets.layout import Box
from designer.sheets.reuse import SheetReuse

PageMaker = Callable[[int, int], Page]  # (page number, pages in all) -> the page


def record_sheet_pages(entries: Sequence[tuple[object, Evaluation]], paper: str,
                       out: Layout) -> list[Page]:
    """Every design's pages in order, numbered across the whole call."""
    makers: list[PageMaker] = []
    for design, ev in entries:
        makers += _pages_of(design, ev, paper, out)
    total = len(makers)
    return [make(n + 1, total) for n, make in enumerate(makers)]


def _pages_of(design, ev: Evaluation, paper: str, out: Layout) -> list[PageMaker]:
    per_group = max(1, out.options["craft_per_group"])
    if isinstance(design, BscsCraft):
        return [lambda n, total, g=g: group_page(g, n, total, paper, out)
                for g in groups(design, ev, per_group, per_group)]
    makers: list[PageMaker] = [lambda n, total: _page(design, ev, n, total, paper, out)]
    if out.options["craft_groups"]:
        for c in ev.detail.carried:
            if c.design is None:
                continue
            hangar = design.systems[c.index]
            where = f"{design.name}, {hangar.label or 'hangar'}"
            makers += [lambda n, total, g=g: group_page(g, n, total, paper, out)
                       for g in groups(c.design, c.evaluation, c.count, per_group, where)]
    return makers


def _page(design, ev: Evaluation, number_: int, total: int, paper: str, out: Layout) -> Page:
    template, reuse, detail = out.template, out.reuse, ev.detail
    w, h = template.page_size(paper)
    frame = Box(0, 0, w, h).inset(template.margin)
    gap = template.gap
    head, rest = frame.top(template.region("header").num("height"))
    dad, lower = rest.top(rest.h * template.region("diagram").num("height_share"))
    lower = Box(lower.x, lower.y + gap, lower.w, lower.h - gap)
    data_box, right = lower.left(lower.w * template.region("data").num("width_share"))
    items: list[Item] = _header(head, design, ev, number_, total, template, reuse)
    items += diagram(dad, design, detail, template, reuse)
    data_items, data_h = data_block(Box(data_box.x, data_box.y, data_box.w - gap / 2, data_box.h),
                                    design, detail, out.catalog, template, reuse)
    power_items, power_h = power_budget(Box(right.x + gap / 2, right.y, right.w - gap / 2, right.h),
                                        detail, template, reuse, data_h)
    top = lower.y + max(data_h, power_h) + gap
    items += data_items + power_items
    weapon_items, weapon_h = weapon_table(Box(lower.x, top, lower.w, lower.bottom - top), design,
                                          detail, out.catalog, template, reuse)
    items += weapon_items
    notes_top = top + weapon_h + gap
    items += notes_box(Box(lower.x, notes_top, lower.w, lower.bottom - notes_top), template, reuse)
    return Page(w, h, tuple(items), f"BSCS Damage Allocation Diagram {number_}/{total}: {design.name}")


def _header(box: Box, design, ev: Evaluation, number_: int, total: int, template,
            reuse: SheetReuse) -> list[Item]:
    title, name, small = template.font("title"), template.font("name"), template.font("page")
    bad = template.font("illegal")
    items: list[Item] = [
        reuse.label(box.x, box.y + title.size, "BASIC STARSHIP COMBAT SYSTEM  ·  DAMAGE ALLOCATION DIAGRAM",
              title.size, title.font, width=box.w * 0.8),
        reuse.label(box.right, box.y + title.size, f"Sheet {number_} of {total}", small.size, small.font, "end"),
        reuse.label(box.x, box.y + title.size + name.size + 6, design.name, name.size, name.font,
              width=box.w * 0.5, ref="name"),
    ]
    who = "  ·  ".join(t for t in (f"Class {design.ship_class}" if design.ship_class else "",
                                   design.faction) if t)
    if who:
        items.append(reuse.label(box.x + box.w * 0.52, box.y + title.size + name.size + 6, who,
                           small.size + 1, "regular", width=box.w * 0.3, ref="ship_class"))
    notes = []
    if not ev.legal:
        codes = ", ".join(dict.fromkeys(f.code for f in ev.errors))
        notes.append((f"NOT LEGAL: {codes}", RED))
    if not ev.detail.campaign_universe:
        notes.append(("Campaign Universe limits OFF (002 L192-195, L206, L374, L620)", "#000000"))
    y = box.y + title.size + name.size + 18
    for text, color in notes:
        items.append(reuse.label(box.right, y, text, bad.size, bad.font, "end", width=box.w * 0.45, color=color))
        y += bad.size + 2
    items.append(Line(box.x, box.bottom - 4, box.right, box.bottom - 4, Style(width=1.5)))
    return items


__all__ = ["record_sheet_pages"]
