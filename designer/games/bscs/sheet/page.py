"""A ship's Damage Allocation Diagram pages (002 L758-785): the diagram on top, then the ship data
beside the power budget, the weapon table and the notes box headed by the damage order.

The diagram takes the template's share of the page, less what the regions under it need, down
to ``min_share``: on Letter, a shorter page, it gives up a little height rather than push the
notes off. What still does not fit flows on to a continuation page (``sheets/flow.py``): the
weapon table row by row, the notes box whole, and the rows of any section too full for the
diagram's smallest tic. Nothing is left off a sheet.
"""

from __future__ import annotations

from typing import Mapping

from designer.games.bscs.rules.placement import TicRow
from designer.games.bscs.sheet.data import data_rows, draw_data_block, plan_data_block, unit_boxes
from designer.games.bscs.sheet.diagram import RowNote, continued_heights, continued_section, diagram
from designer.games.bscs.sheet.layout import Layout
from designer.games.bscs.sheet.parts import draw_parts_track, plan_parts_track
from designer.games.bscs.sheet.blank import POWER_ROWS, WEAPON_ROWS
from designer.games.bscs.sheet.blank import data_rows as blank_data_rows
from designer.games.bscs.sheet.tables import (
    SHIP_WEAPON_COLUMNS,
    WEAPON_TYPES,
    blank_power_plan,
    draw_power_budget,
    draw_weapon_table,
    notes_box,
    notes_height,
    plan_power_budget,
    plan_weapon_table,
    weapon_heading_height,
    weapon_rows,
    weapon_table_height,
)
from designer.games.bscs.sheet.words import row_notes
from designer.sheets.display import Item
from designer.sheets.flow import Block, flow
from designer.sheets.layout import Box


def ship_pages(design, ev, frame: Box, out: Layout) -> list[list[Item]]:
    """The items under the header of each of the ship's pages; ``frame`` is the page's frame
    below the header."""
    template, gap, detail = out.template, out.template.gap, ev.detail
    spec = template.region("diagram")
    # The notes' words come from the entries and what the hangars and holds carry: an edit of
    # the hull words none of them again.
    notes = out.memo.of(
        "bscs-row-notes",
        (*design.systems, detail.carried, detail.catalog),  # the entries: an edit makes a new list
        lambda: row_notes(design, detail),
        tuple(detail.shells),
    )
    pair = _data_and_power(design, detail, frame.w, out)
    weapons = _weapon_block(design, detail, frame.w, out)
    # The notes print the same words on every ship: wrapped once while the width stays.
    notes_h = out.memo.of("bscs-notes-height", (), lambda: notes_height(frame.w, template), frame.w)
    lower = pair.height + gap + weapons.height + gap + notes_h
    tallest, least = frame.h * spec.num("height_share"), frame.h * spec.num("min_share")
    dad_h = max(least, min(tallest, frame.h - gap - lower))
    drawn = diagram(
        Box(frame.x, frame.y, frame.w, dad_h), design, detail, notes, template, out.memo, out.blank
    )
    blocks = [
        pair,
        weapons,
        Block(
            notes_h,
            lambda box: out.memo.of("bscs-notes", (), lambda: notes_box(box, template), box),
            fills=True,
        ),
    ]
    # The rows a full section leaves over go on the next page at the largest tic: there they
    # have room, and the player finds them by their labels.
    blocks += [
        _continued(name, rows, notes, frame.w, spec.num("tic_max"), out)
        for name, rows in drawn.overflow.items()
    ]
    below = Box(frame.x, frame.y + dad_h + gap, frame.w, frame.h - dad_h - gap)
    pages = flow(blocks, below, frame, gap)
    pages[0][:0] = drawn.items
    return pages


# The power budget's totals on a blank form: what to work out, with nothing worked out yet.
BLANK_POWER_TOTALS = (("Total (all fired, shields up)", ""), ("Spare for movement", ""), ("Produced", ""))


def _data_and_power(design, detail, width: float, out: Layout) -> Block:
    """The ship data on the left; beside it the power budget (no taller than the data, give or
    take the template's ``power_slack``, where the consumers can be summed up) and the repair
    parts track under it."""
    template, gap = out.template, out.template.gap
    left_w = width * template.region("data").num("width_share")
    data_w, right_w, right_x = left_w - gap / 2, width - left_w - gap / 2, left_w + gap / 2
    rows = (
        blank_data_rows()
        if out.blank
        else data_rows(design, detail, bool(out.options["craft_groups"]), out.memo)
    )
    data = plan_data_block(data_w, rows, template, out.memo, () if out.blank else unit_boxes(design))
    parts = plan_parts_track(detail.repair_parts, right_w, template, out.blank)
    # The budget may run a little past the data before its last consumers are summed up.
    slack = template.region("data").num("power_slack")
    power = (
        blank_power_plan(template, POWER_ROWS, BLANK_POWER_TOTALS)
        if out.blank
        else plan_power_budget(detail, template, data.height + slack - parts.height - gap)
    )

    def draw(box: Box) -> list[Item]:
        power_box = Box(box.x + right_x, box.y, right_w, power.height)
        return (
            draw_data_block(Box(box.x, box.y, data_w, data.height), data, template)
            + draw_power_budget(power_box, power, template, out.memo)
            + draw_parts_track(
                Box(power_box.x, power_box.bottom + gap, right_w, parts.height), parts, template
            )
        )

    return Block(max(data.height, power.height + gap + parts.height), draw)


def _weapon_block(
    design, detail, width: float, out: Layout, first: int = 1, continued: bool = False
) -> Block:
    """The weapon table from data row ``first``, split by rows where a page ends. Its plan and
    drawing come back from the memo while the weapon entries and where their tics
    are stay the same (an edit of the hull or of a hold leaves the table alone)."""
    template, memo = out.template, out.memo
    weapons = [s for s in design.systems if s.type in WEAPON_TYPES]
    inputs = [*weapons, detail.placement.systems, detail.catalog]  # a profile's dice differ

    def plan():
        rows, refs = weapon_rows(design, detail)
        if out.blank:  # a form's table: its header and rows to write weapons in
            rows, refs = (
                rows[:1] + [[""] * len(rows[0]) for _ in range(WEAPON_ROWS)],
                [""] * (WEAPON_ROWS + 1),
            )
        return plan_weapon_table(rows, refs, width, SHIP_WEAPON_COLUMNS, template)

    whole = memo.of("bscs-weapon-plan", inputs, plan, width, out.blank)
    part = whole.part(first, len(whole.rows))

    def draw(box: Box, last: int = len(whole.rows)) -> list[Item]:
        return memo.of(
            "bscs-weapon-table",
            inputs,
            lambda: draw_weapon_table(box, whole.part(first, last), template, continued),
            box,
            first,
            last,
            out.blank,
        )

    def split(room: float):
        height, last = weapon_heading_height(template) + part.heights[0], first
        while last < len(whole.rows) and height + whole.heights[last] <= room:
            height += whole.heights[last]
            last += 1
        if last == first:
            return None
        head = Block(height, lambda box: draw(box, last))
        return head, _weapon_block(design, detail, width, out, last, continued=True)

    return Block(weapon_table_height(part, template), draw, split)


def _continued(
    name: str,
    rows: tuple[TicRow, ...],
    notes: Mapping[str, RowNote],
    width: float,
    tic: float,
    out: Layout,
    measured: tuple[float, list[float]] | None = None,
) -> Block:
    """A section's rows the diagram could not hold, on the next page at the diagram's tic.
    ``measured``: the box's frame and rows' heights, when a split already has them."""
    template = out.template
    frame, heights = measured or continued_heights(rows, notes, width, tic, template, out.memo)

    def draw(box: Box) -> list[Item]:
        return [continued_section(name, rows, notes, box, tic, template, out.memo)]

    def split(room: float):
        used, k = frame, 0
        while k < len(rows) and used + heights[k] <= room:
            used += heights[k]
            k += 1
        if k == 0:
            return None
        head = Block(
            used, lambda box: [continued_section(name, rows[:k], notes, box, tic, template, out.memo)]
        )
        return head, _continued(name, rows[k:], notes, width, tic, out, (frame, heights[k:]))

    return Block(frame + sum(heights), draw, split)
