"""The Star Fleet Battles SSD sheet: a pure function from (design, evaluation) pairs, the paper, the
template and the notes-layer flag to display-list pages.

One ship a page in the publisher's image area (7.125 x 9.25 in) centred on the paper: the header,
the hull with its box groups and the six shield tracks around it, then the tables in two columns.
What does not fit continues on further pages of the same ship. Illegal designs still print,
marked NOT LEGAL with their first error in words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial
from typing import Sequence

from designer.core.evaluation import Evaluation
from designer.core.game import SheetEntry, sheet_entries_of
from designer.core.memo import Memo
from designer.games.sfb.sheet import tables as blocks
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.detail import SfbDetail
from designer.core.numbers import format_number
from designer.games.sfb.sheet.blank import header as blank_header
from designer.games.sfb.sheet.blank import lower_blocks as blank_blocks
from designer.games.sfb.sheet.boxes import BoxRun, box_runs
from designer.games.sfb.sheet.hull import hull_items, layout_hull
from designer.games.sfb.sheet.notes import notes_block
from designer.games.sfb.sheet.hull_area import HullArea, hull_area_items, plan_hull_area
from designer.sheets.display import Item, Line, Page, Rect, Style, shift
from designer.sheets.flow import Block, Placed, shortest_columns
from designer.sheets.layout import Box
from designer.sheets.page_frame import PageFrame
from designer.sheets.template import SheetTemplate
from designer.sheets.text import MIN_TEXT_SIZE, fit_lines, fits_on_one_line, label, shrink_to_fit, text_lines

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


def _header(
    design: SfbDesign,
    ev: Evaluation,
    detail: SfbDetail,
    box: Box,
    template,
    continued: bool,
    blank: bool = False,
    ship_name: str = "",
) -> list[Item]:
    name, sub, banner = template.font("name"), template.font("subtitle"), template.font("banner")
    bpv_font = template.font("bpv")
    swatch = template.region("header").num("swatch")
    race = detail.race
    left = box.x
    items: list[Item] = []
    if blank:  # the form: class, ship name and race to write in
        items += blank_header(box.x, box.y, box.w * 0.55, template)
    if race is not None or design.race:  # the race in its counter colours (004 L749-781)
        fill = race.counter.background if race and race.counter else "#ffffff"
        ink = race.counter.text if race and race.counter else "#000000"
        items += [
            Rect(box.x, box.y, swatch, 24, Style(fill=fill, width=0.8), "race"),
            label(
                box.x + swatch / 2,
                box.y + 15,
                race.short if race else design.race.upper(),
                banner.size,
                banner.font,
                "middle",
                width=swatch - 4,
                color=ink,
                ref="race",
            ),
        ]
        left += swatch + 8
    title = design.name + ("  (continued)" if continued else "")
    room = box.x + box.w * 0.62 - left
    shown, size = shrink_to_fit(title, room, name.size, name.font)
    items.append(label(left, box.y + name.size, shown, size, name.font, ref="name"))
    who = "  ·  ".join(t for t in (design.ship_class, race.name if race else "") if t)
    # The ship's own name, where a fleet gives one, on a line of its own under the class (the
    # design's name): the class stays what the SSD is of.
    name_y = box.bottom - 7
    if who:
        items += _subtitle(
            who,
            left,
            box.y + name.size + 4,
            room,
            name_y - sub.size - 1 if ship_name else box.bottom - 9,
            sub,
        )
    if ship_name:
        items += _ship_name(ship_name, left, name_y, room, template)
    items.append(
        label(box.right, box.y + banner.size, BANNER, banner.size, banner.font, "end", width=box.w * 0.36)
    )
    bpv = "BPV" if blank else f"BPV {format_number(detail.bpv)}"
    items.append(
        label(
            box.right,
            box.y + banner.size + bpv_font.size + 4,
            bpv,
            bpv_font.size,
            bpv_font.font,
            "end",
            ref="data.bpv",
        )
    )
    items.append(Line(box.x, box.bottom - 3, box.right, box.bottom - 3, Style(width=1.2)))
    return items


def _not_legal(ev: Evaluation, box: Box, template) -> tuple[list[Item], float]:
    """The NOT LEGAL banner under the header, the whole image wide: the first error in words
    with its section, then how many more (``not_legal_text``); its items and the height taken."""
    if ev.legal:
        return [], 0.0
    texts, height = PageFrame(template).not_legal(box.x, box.y + 2, ev.errors, box.w)
    return [*texts], height + 6


def _ship_name(ship_name: str, x: float, y: float, width: float, template) -> list[Item]:
    """SHIP NAME and the fleet's name for this ship (the class is the line above)."""
    key, value = template.font("banner"), template.font("body_bold")
    items: list[Item] = [label(x, y, "SHIP NAME", key.size, key.font, ref="name")]
    key_w = 44.0
    shown, size = shrink_to_fit(ship_name, width - key_w, value.size + 1.5, value.font)
    items.append(label(x + key_w, y, shown, size, value.font, ref="name"))
    return items


def _subtitle(text: str, x: float, top: float, width: float, bottom: float, sub) -> list[Item]:
    """Class and race under the name: on one line shrunk down to 6 pt, else wrapped onto the
    lines the header has room for above ``bottom`` (a long empire name, 004 L749-781)."""
    if fits_on_one_line(text, width, sub.size, sub.font):
        shown, size = shrink_to_fit(text, width, sub.size, sub.font)
        return [label(x, top + size, shown, size, sub.font, ref="ship_class")]
    lines, size = fit_lines(text, width, MIN_TEXT_SIZE, sub.font, max_lines=3, height=bottom - top)
    return [replace(t, ref="ship_class") for t in text_lines(x, top, lines, size, sub.font)]


def _footer(
    design: SfbDesign, box: Box, number: int, total: int, template, ship_name: str = ""
) -> list[Item]:
    note = template.font("note")
    y = box.bottom - 2
    what = "  ·  ".join(t for t in (ship_name, design.name, design.ship_class) if t.strip())
    return [
        label(
            box.x,
            y,
            f"Hullwright  ·  {what}" if what else "Hullwright",
            note.size,
            note.font,
            width=box.w - 70,
        ),
        PageFrame(template).number(box.right, y, number, total, "note"),
    ]


def _lower_blocks(
    design: SfbDesign, detail: SfbDetail, width: float, template, notes: bool, memo: Memo, blank: bool
) -> list[Block]:
    if blank:  # the form: every table to fill in by hand
        return [
            blocks.ship_data(design, detail, width, template, memo, blank),
            blocks.power(detail, width, template, memo, blank),
            *blank_blocks(width, template),
        ]
    made = [
        blocks.ship_data(design, detail, width, template, memo, blank),
        blocks.power(detail, width, template, memo, blank),
        blocks.option_mounts(design, detail, width, template, memo),
        blocks.shuttlecraft(design, width, template, memo),
        # The plan's figures are values: the same plan prints the same table.
        memo.of(
            "sfb-energy",
            (template,),
            lambda: blocks.energy_allocation(detail, width, template),
            detail.plan,
            width,
        ),
    ]
    # A track or a chart is drawn once while it stays the same (the charts are the catalog's).
    made += [
        memo.of("sfb-track", (), partial(blocks.ammunition, t, width, template), t, width)
        for t in detail.ammunition
    ]
    made += [
        memo.of("sfb-chart", (t,), partial(blocks.chart, t, width, template), width) for t in detail.tables
    ]
    made.append(blocks.charts_left_out(detail, width, template))
    if notes:
        made.append(notes_block(design, detail, width, template))
    return [b for b in made if b is not None]


def _shifted(items: Sequence[Item], x: float, y: float) -> tuple[Item, ...]:
    return tuple(shift(i, x, y) for i in items)


def _drawn(placed: list[Placed], memo: Memo) -> list[Item]:
    """The placed blocks' items; a block drawn at the same place as last time is not moved again."""
    return [
        item
        for b, x, y in placed
        for item in memo.of("sfb-placed", (b,), partial(_shifted, b.items, x, y), x, y)
    ]


def _first_page_hull(
    design: SfbDesign,
    runs: list[BoxRun],
    body: Box,
    lower_h: float,
    template,
    notes: bool,
    memo: Memo,
    blank: bool = False,
) -> HullArea:
    """The hull as large as leaves room for the tables below it on the first page; when even
    the smallest boxes cannot, the hull takes its full share and the tables continue overleaf.
    The blank form's hull is its grid's height."""
    if blank:
        return plan_hull_area(design, runs, body.w, body.h, template, notes, memo, blank=True)
    block_gap = template.region("lower").num("block_gap")
    share = body.h * template.region("hull").num("max_share")
    room = body.h - lower_h - block_gap
    if room < share:
        plan = plan_hull_area(design, runs, body.w, room, template, notes, memo)
        if not plan.layout.overflow and plan.height <= room:
            return plan
    return plan_hull_area(design, runs, body.w, share, template, notes, memo)


def ssd_pages(
    design: SfbDesign,
    ev: Evaluation,
    paper: str,
    template: SheetTemplate,
    notes: bool,
    memo: Memo,
    blank: bool = False,
    ship_name: str = "",
) -> list[Page]:
    """One ship's SSD pages; ``blank``: an empty design's SSD as a form to design on by hand
    (the table keys, the shield names and the hull outline, with no figures or findings);
    ``ship_name``: the fleet's name for this ship, printed apart from the class."""
    detail: SfbDetail = ev.detail
    frame = _frame(paper, template)
    image = frame.image
    header_h, footer_h = template.region("header").num("height"), template.region("footer").num("height")
    lower = template.region("lower")
    col_gap, block_gap = lower.num("column_gap"), lower.num("block_gap")
    banner, banner_h = (
        ([], 0.0) if blank else _not_legal(ev, Box(image.x, image.y + header_h, image.w, 0), template)
    )
    body = Box(image.x, image.y + header_h + banner_h, image.w, image.h - header_h - banner_h - footer_h)
    mega = design.data.mega_box
    pending = _lower_blocks(design, detail, (image.w - col_gap) / 2, template, notes, memo, blank)
    _, _, lower_h = shortest_columns(pending, Box(0, 0, image.w, float("inf")), col_gap, block_gap)
    runs = box_runs(design, detail, template, memo)
    plan = _first_page_hull(design, runs, body, lower_h, template, notes, memo, blank)
    contents = [hull_area_items(design, plan, body, template, notes, mega, memo, blank)]
    runs = list(plan.layout.overflow)
    top = body.y + plan.height + block_gap
    while True:
        placed, pending, _ = shortest_columns(
            pending, Box(body.x, top, body.w, body.bottom - top), col_gap, block_gap
        )
        contents[-1] += _drawn(placed, memo)
        if not runs and not pending:
            break
        contents.append([])
        top = body.y
        if runs:  # the hull continues without its shields
            layout = memo.of(
                "sfb-hull-continued",
                runs,
                partial(layout_hull, runs, body.w - 16, body.h - 16, template, notes),
                body.w,
                body.h,
                notes,
            )
            contents[-1] += hull_items(
                layout, body.x + 8, body.y + 8, body.w - 16, template, notes, mega, memo
            )
            runs = list(layout.overflow)
            top += layout.height + 16 + block_gap
    pages = []
    for n, items in enumerate(contents, 1):
        head = _header(
            design, ev, detail, Box(image.x, image.y, image.w, header_h), template, n > 1, blank, ship_name
        )
        foot = _footer(
            design,
            Box(image.x, image.bottom - footer_h, image.w, footer_h),
            n,
            len(contents),
            template,
            ship_name,
        )
        called = f"{ship_name} ({design.name})" if ship_name else design.name
        pages.append(
            Page(
                frame.page_w,
                frame.page_h,
                tuple(head + banner + items + foot),
                f"SFB SSD {n}/{len(contents)}: {called}",
            )
        )
    return pages


def record_sheet_pages(
    entries: Sequence[SheetEntry | tuple[SfbDesign, Evaluation]],
    paper: str,
    template: SheetTemplate,
    notes_layer: bool = False,
    memo: Memo | None = None,
) -> list[Page]:
    """Every ship's SSD pages, in order. ``notes_layer`` adds "destroyed on" and energy notes;
    ``memo`` (the caller's) keeps the parts an edit left alone; an entry's ship name prints
    beside the class."""
    memo = memo if memo is not None else Memo()
    return [
        page
        for e in sheet_entries_of(entries)
        for page in ssd_pages(
            e.design, e.evaluation, paper, template, notes_layer, memo, ship_name=e.ship_name
        )
    ]


__all__ = ["record_sheet_pages", "ssd_pages"]
