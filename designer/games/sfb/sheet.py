"""The Star Fleet Battles SSD sheet: a pure function from (design, evaluation) pairs, the paper, the
template and the notes-layer flag to display-list pages.

One ship a page in the publisher's image area (7.125 x 9.25 in) centred on the paper: the header,
the hull with its box groups and the six shield tracks around it, then the tables in two columns.
What does not fit continues on further pages of the same ship. Illegal designs still print,
marked NOT LEGAL with their finding codes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from designer.core.evaluation import Evaluation
from designer.games.sfb import sheet_tables as blocks
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.detail import SfbDetail
from designer.games.sfb.exact import figure
from designer.games.sfb.sheet_boxes import Block, BoxRun, box_runs
from designer.games.sfb.sheet_hull import HullLayout, hull_items, layout_hull
from designer.games.sfb.sheet_shields import column_track, row_track, row_track_height, side_geometry
from designer.sheets.display import Item, Line, Page, Rect, Style, shift
from designer.sheets.layout import Box
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label

RED = "#b00000"
BANNER = "STAR FLEET BATTLES  ·  JOSHADAN GALAXY  ·  SSD"


@dataclass(frozen=True)
class Frame:
    """The image area on the paper and the page size."""

    page_w: float
    page_h: float
    image: Box


def _frame(paper: str, template: SheetTemplate) -> Frame:
    w, h = template.page_size(paper)
    spec = template.region("image")
    iw, ih = spec.num("width"), spec.num("height")
    return Frame(w, h, Box((w - iw) / 2, (h - ih) / 2, iw, ih))


def _header(design: SfbDesign, ev: Evaluation, detail: SfbDetail, box: Box, template,
            continued: bool) -> list[Item]:
    name, sub, banner = template.font("name"), template.font("subtitle"), template.font("banner")
    bpv_font, bad = template.font("bpv"), template.font("illegal")
    swatch = template.region("header").num("swatch")
    race = detail.race
    left = box.x
    items: list[Item] = []
    if race is not None or design.race:  # the race in its counter colours (004 L749-781)
        fill = race.counter.background if race and race.counter else "#ffffff"
        ink = race.counter.text if race and race.counter else "#000000"
        items += [Rect(box.x, box.y, swatch, 24, Style(fill=fill, width=0.8), "race"),
                  label(box.x + swatch / 2, box.y + 15, race.short if race else design.race.upper(),
                        banner.size, banner.font, "middle", width=swatch - 4, color=ink, ref="race")]
        left += swatch + 8
    title = design.name + ("  (continued)" if continued else "")
    items.append(label(left, box.y + name.size, title, name.size, name.font,
                       width=box.x + box.w * 0.62 - left, ref="name"))
    who = "  ·  ".join(t for t in (design.ship_class, race.name if race else "") if t)
    if who:
        items.append(label(left, box.y + name.size + sub.size + 4, who, sub.size, sub.font,
                           width=box.x + box.w * 0.62 - left, ref="ship_class"))
    items.append(label(box.right, box.y + banner.size, BANNER, banner.size, banner.font, "end",
                       width=box.w * 0.36))
    items.append(label(box.right, box.y + banner.size + bpv_font.size + 4,
                       f"BPV {figure(detail.bpv)}", bpv_font.size, bpv_font.font, "end", ref="data.bpv"))
    if not ev.legal:
        codes = ", ".join(dict.fromkeys(f.code for f in ev.errors))
        items.append(label(box.right, box.bottom - 8, f"NOT LEGAL: {codes}", bad.size, bad.font,
                           "end", width=box.w * 0.62, color=RED))
    items.append(Line(box.x, box.bottom - 3, box.right, box.bottom - 3, Style(width=1.2)))
    return items


def _footer(design: SfbDesign, box: Box, number: int, total: int, template) -> list[Item]:
    note = template.font("note")
    y = box.bottom - 2
    source = design.source or "entered in Drydock"
    return [label(box.x, y, source, note.size, note.font, width=box.w - 70),
            label(box.right, y, f"Sheet {number} of {total}", note.size, note.font, "end")]


def _hull_and_shields(design: SfbDesign, runs: Sequence[BoxRun], area: Box, template,
                      notes: bool, mega: bool) -> tuple[list[Item], HullLayout, float]:
    """Shield #1 on top, the hull between the side tracks, #4 and the Steel track below; the
    height used and what of the hull continues later."""
    hull, shield_spec = template.region("hull"), template.region("shields")
    pad, margin, font = hull.num("padding"), shield_spec.num("margin"), template.font("group")
    shields = list(design.shields) + [0] * max(0, 6 - len(design.shields))
    room = area.w * 0.14
    max_inner = area.h * hull.num("max_share")
    geo = side_geometry(shields, hull.num("min_height") / 2, room, template)
    for _ in range(3):  # side tracks and hull height settle within a few rounds
        inner_w = area.w - 2 * (geo.side_width + margin + pad)
        layout = layout_hull(runs, inner_w, max_inner, template, notes, mega)
        height = max(layout.height, hull.num("min_height"))
        wider = side_geometry(shields, (height + 2 * pad) / 2, room, template)
        if wider.columns <= geo.columns and wider.cell == geo.cell:
            break
        geo = wider
    height = max(layout.height, hull.num("min_height"))
    span = inner_w * shield_spec.num("span")
    top_h = row_track_height(shields[0], span, geo)
    inner_x = area.x + geo.side_width + margin + pad
    inner_y = area.y + top_h + pad + margin
    items, _ = row_track(1, shields[0], inner_x + (inner_w - span) / 2, area.y, span, geo, font)
    items += hull_items(HullLayout(layout.cell, height, layout.placed, layout.overflow),
                        inner_x, inner_y, inner_w, template)
    outer_top, half = inner_y - pad, (height + 2 * pad) / 2
    right_x = inner_x + inner_w + pad + margin
    for number, x, y, side in ((6, area.x, outer_top, "right"), (5, area.x, outer_top + half, "right"),
                               (2, right_x, outer_top, "left"), (3, right_x, outer_top + half, "left")):
        items += column_track(number, shields[number - 1], x, y, half, geo, font, side)
    bottom = inner_y + height + pad + margin
    track, h = row_track(4, shields[3], inner_x + (inner_w - span) / 2, bottom, span, geo, font)
    items += track
    bottom += h
    if design.steel_shield:
        track, h = row_track(0, design.steel_shield, inner_x + (inner_w - span) / 2, bottom + margin,
                             span, geo, font, f"STEEL SHIELD (extra)  ({design.steel_shield})")
        items += track
        bottom += h + margin
    return items, layout, bottom - area.y


def _lower_blocks(design: SfbDesign, detail: SfbDetail, width: float, template) -> list[Block]:
    made = [blocks.ship_data(design, detail, width, template), blocks.power(detail, width, template),
            blocks.option_mounts(detail, width, template), blocks.shuttlecraft(design, width, template),
            blocks.energy_allocation(detail, width, template)]
    made += [blocks.ammunition(t, width, template) for t in detail.ammunition]
    made += [blocks.chart(t, width, template) for t in detail.tables]
    return [b for b in made if b is not None]


def _columns(pending: list[Block], area: Box, gap: float, block_gap: float) -> tuple[list[Item], list[Block]]:
    """Blocks into two columns, each into the shorter one; what fits nowhere waits for the next
    page (a block taller than an empty page still goes, so printing always ends)."""
    width = (area.w - gap) / 2
    heights = [0.0, 0.0]
    items: list[Item] = []
    left: list[Block] = []
    for b in pending:
        col = 0 if heights[0] <= heights[1] else 1
        fits = heights[col] + b.h <= area.h
        if not fits and not any(heights) and not items:
            fits = True
        if not fits:
            left.append(b)
            continue
        x = area.x + col * (width + gap)
        items += [shift(i, x, area.y + heights[col]) for i in b.items]
        heights[col] += b.h + block_gap
    return items, left


def ssd_pages(design: SfbDesign, ev: Evaluation, paper: str, template: SheetTemplate,
              notes: bool = False) -> list[Page]:
    detail: SfbDetail = ev.detail
    frame = _frame(paper, template)
    image = frame.image
    header_h, footer_h = template.region("header").num("height"), template.region("footer").num("height")
    lower = template.region("lower")
    col_gap, block_gap = lower.num("column_gap"), lower.num("block_gap")
    body = Box(image.x, image.y + header_h, image.w, image.h - header_h - footer_h)
    mega = design.data.mega_box
    pending = _lower_blocks(design, detail, (image.w - col_gap) / 2, template)
    runs = box_runs(design, detail)
    contents: list[list[Item]] = []
    first = True
    while first or runs or pending:
        items: list[Item] = []
        top = body.y
        if first:
            hull, layout, used = _hull_and_shields(design, runs, body, template, notes, mega)
            items += hull
            runs = list(layout.overflow)
            top += used + block_gap
        elif runs:
            layout = layout_hull(runs, body.w, body.h, template, notes, mega)
            items += hull_items(layout, body.x + 8, body.y + 8, body.w - 16, template)
            runs = list(layout.overflow)
            top += layout.height + 16 + block_gap
        placed, pending = _columns(pending, Box(body.x, top, body.w, body.bottom - top), col_gap, block_gap)
        items += placed
        contents.append(items)
        first = False
        if runs and not layout.placed and not placed:
            break  # nothing could be placed (cannot happen: a block always goes on an empty page)
    pages = []
    for n, items in enumerate(contents, 1):
        head = _header(design, ev, detail, Box(image.x, image.y, image.w, header_h), template, n > 1)
        foot = _footer(design, Box(image.x, image.bottom - footer_h, image.w, footer_h), n,
                       len(contents), template)
        pages.append(Page(frame.page_w, frame.page_h, tuple(head + items + foot),
                          f"SFB SSD {n}/{len(contents)}: {design.name}"))
    return pages


def record_sheet_pages(entries: Sequence[tuple[SfbDesign, Evaluation]], paper: str,
                       template: SheetTemplate, notes_layer: bool = False) -> list[Page]:
    """Every ship's SSD pages, in order. ``notes_layer`` adds "destroyed on" and energy notes."""
    return [page for design, ev in entries for page in ssd_pages(design, ev, paper, template, notes_layer)]


__all__ = ["record_sheet_pages", "ssd_pages"]
