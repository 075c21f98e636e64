"""The blank SSD: a form to design a ship on by hand (issue 21 item 10). Inside the hull, a grid of
box runs, each with a write-in line for its label and arcs; around it, shield tracks to count out;
below, the Ship Data Table, power, option mounts, the energy allocation, the Shuttlecraft NOTES
cell and an ammunition track, all to be filled in. Drawn at the origin, placed by the page.
"""

from __future__ import annotations

from typing import Sequence

from designer.sheets.display import Group, Item, Line, Rect, Style
from designer.sheets.flow import Block
from designer.sheets.layout import table
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label

BOX = Style(width=0.6)
RUN = 8  # boxes a run: a player crosses out what a system does not use
# Shield boxes to count out on the blank: more than most ships have (a player crosses the rest).
BLANK_SHIELDS = [30, 24, 24, 30, 24, 24]
ALLOCATION_ROWS = 10
MOUNT_ROWS = 6


def write_in(template: SheetTemplate) -> Style:
    """A line to write on, lighter than the boxes."""
    return Style(stroke=template.colour("write_in"), width=0.4)


def hull_grid(x: float, y: float, w: float, h: float, template) -> list[Item]:
    """Runs of ``RUN`` boxes in rows across the hull, each under a write-in line, centred."""
    spec = template.region("hull")
    cell, gap, band, block_gap = spec.num("cell"), spec.num("gap"), spec.num("title"), spec.num("block_gap")
    run_w = RUN * (cell + gap) - gap
    per_row = max(1, int((w + 2 * block_gap) // (run_w + 2 * block_gap)))
    row_h = band + cell + block_gap
    rows = max(1, int((h + block_gap) // row_h))
    left = x + (w - (per_row * (run_w + 2 * block_gap) - 2 * block_gap)) / 2
    top = y + (h - (rows * row_h - block_gap)) / 2
    items: list[Item] = []
    for r in range(rows):
        for c in range(per_row):
            rx, ry = left + c * (run_w + 2 * block_gap), top + r * row_h
            items.append(Line(rx, ry + band - 2, rx + run_w, ry + band - 2, write_in(template)))
            items += [Rect(rx + k * (cell + gap), ry + band, cell, cell, BOX) for k in range(RUN)]
    return [Group(tuple(items), "blank-grid")]


def _titled_table(
    title: str,
    widths: tuple[float, ...],
    rows: Sequence[tuple[str, ...]],
    template,
    name: str,
    foot: str = "",
) -> Block:
    head, body = template.font("head"), template.font("body")
    row_h = template.region("lower").num("row") + 3  # room to write by hand
    items: list[Item] = [label(0, head.size, title, head.size, head.font)]
    top = head.size + 3
    items += table(0, top, widths, rows, row_h, body.size, header_font=body.font)
    top += row_h * len(rows)
    if foot:
        top += row_h
        items.append(label(0, top, foot, body.size, template.font("body_bold").font))
    return Block.drawn((Group(tuple(items), name),), top + 3, sum(widths))


def option_mounts(width: float, template) -> Block:
    rows = [("Mount", "System", "Cost (BPV)")] + [("", "", "")] * MOUNT_ROWS
    return _titled_table(
        "OPTION MOUNTS",
        (width * 0.22, width * 0.56, width * 0.22),
        rows,
        template,
        "option-mounts",
        "Installed ______   Budget ______   Left ______",
    )


def energy_allocation(width: float, template) -> Block:
    rows = [("Item", "Energy")] + [("", "")] * ALLOCATION_ROWS
    return _titled_table(
        "ENERGY ALLOCATION (one turn)",
        (width - 40, 40.0),
        rows,
        template,
        "energy-allocation",
        "TOTAL ______ of ______ available",
    )


def shuttlecraft(width: float, template) -> Block:
    key = template.region("lower").num("key")
    return _titled_table("SHUTTLECRAFT", (key, width - key), [("NOTES", "")], template, "shuttlecraft")


def ammunition(width: float, template) -> Block:
    """A track of boxes under a write-in title (a drone rack's, the AMTs')."""
    spec = template.region("ammo")
    cell, gap = spec.num("cell"), spec.num("gap")
    head = template.font("head")
    items: list[Item] = [
        label(0, head.size, "AMMUNITION TRACK", head.size, head.font),
        Line(88, head.size, width, head.size, write_in(template)),
    ]
    per_row = int((width + gap) // (cell + gap))
    top = head.size + 4
    for r in range(2):
        items += [Rect(c * (cell + gap), top + r * (cell + gap), cell, cell, BOX) for c in range(per_row)]
    return Block.drawn((Group(tuple(items), "ammunition"),), top + 2 * (cell + gap) + 2, width)


def header(x: float, y: float, width: float, template) -> list[Item]:
    """CLASS, SHIP NAME and RACE to write in, where a ship's name and class print (the race's
    counter colours are the player's to add)."""
    key = template.font("banner")
    items: list[Item] = []
    for n, word in enumerate(("CLASS", "SHIP NAME", "RACE")):
        line_y = y + 11 + n * 11
        items += [
            label(x, line_y, word, key.size, key.font),
            Line(x + 46, line_y + 1, x + width, line_y + 1, write_in(template)),
        ]
    return [Group(tuple(items), "write-in")]


def lower_blocks(width: float, template) -> list[Block]:
    return [
        energy_allocation(width, template),
        option_mounts(width, template),
        shuttlecraft(width, template),
        ammunition(width, template),
    ]


__all__ = ["BLANK_SHIELDS", "header", "hull_grid", "lower_blocks"]
