"""The six shield tracks around the hull (#1 front, then clockwise: #2 right front, #3 right rear,
#4 rear, #5 left rear, #6 left front; digest §1a) and the Steel Shield's extra track (004
L481-483). #1 and #4 run across the top and bottom of the hull; #6/#5 and #2/#3 stand in columns
beside its fore and aft halves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.games.sfb.sheet.boxes import balanced, mega_mark
from designer.sheets.display import Anchor, Group, Item, Rect, Style
from designer.sheets.text import label, text_extent

BOX = Style(width=0.6)


@dataclass(frozen=True)
class ShieldGeometry:
    cell: float
    gap: float
    label: float  # the label band above a track
    columns: int  # side tracks: the widest one's columns
    label_w: float  # side tracks: the widest label, so labels never run into the hull

    @property
    def step(self) -> float:
        return self.cell + self.gap

    @property
    def side_width(self) -> float:
        return max(self.columns * self.step - self.gap, self.label_w)


def side_label(number: int, n: int) -> str:
    return f"#{number} ({n})"


def side_geometry(shields: list[int], half_height: float, room: float, template) -> ShieldGeometry:
    """The largest shield box at which the four side tracks fit beside half the hull each in
    ``room`` points of width (the box shrinks to ``min_cell`` first, then tracks grow wider)."""
    spec = template.region("shields")
    cell, smallest, gap, band = spec.num("cell"), spec.num("min_cell"), spec.num("gap"), spec.num("label")
    font = template.font("group")
    sides = {i + 1: shields[i] for i in (1, 2, 4, 5) if i < len(shields)}
    label_w = max(text_extent(side_label(k, n), font.size, font.font)[0] for k, n in sides.items())
    while True:
        per_column = max(1, int((half_height - band + gap) // (cell + gap)))
        columns = max(1, max(math.ceil(n / per_column) for n in sides.values()))
        if columns * (cell + gap) - gap <= room or cell <= smallest:
            return ShieldGeometry(cell, gap, band, columns, label_w)
        cell = max(smallest, cell - 0.5)


def row_track_height(n: int, width: float, geo: ShieldGeometry) -> float:
    per_row = balanced(n, int((width + geo.gap) // geo.step))
    return geo.label + math.ceil(n / per_row) * geo.step if n else geo.label


def _boxes(at: list[tuple[float, float]], cell: float, ref: str, mega: bool) -> list[Item]:
    """A track's boxes; on a mega-box SSD each with its corner mark (004 L32-34: "each box")."""
    items: list[Item] = []
    for x, y in at:
        items.append(Rect(x, y, cell, cell, BOX, ref))
        if mega:
            items.append(mega_mark(x, y, cell, ref))
    return items


def row_track(
    number: int,
    n: int,
    x: float,
    y: float,
    width: float,
    geo: ShieldGeometry,
    font,
    title: str = "",
    mega: bool = False,
) -> tuple[list[Item], float]:
    """A track across ``width`` at (x, y): its label, then rows of boxes, centred."""
    per_row = balanced(n, int((width + geo.gap) // geo.step))
    left = x + (width - (per_row * geo.step - geo.gap)) / 2
    ref = f"shields[{number - 1}]" if number else "steel_shield"
    text = title or f"SHIELD #{number}  ({n})"
    items: list[Item] = [
        label(x + width / 2, y + font.size, text, font.size, font.font, "middle", width=width, ref=ref)
    ]
    items += _boxes(
        [(left + (k % per_row) * geo.step, y + geo.label + (k // per_row) * geo.step) for k in range(n)],
        geo.cell,
        ref,
        mega,
    )
    return [Group(tuple(items), f"shield-{number or 'steel'}", ref)], row_track_height(n, width, geo)


def column_track(
    number: int,
    n: int,
    x: float,
    y: float,
    height: float,
    geo: ShieldGeometry,
    font,
    hull_side: str,
    title: str = "",
    mega: bool = False,
) -> list[Item]:
    """A side track: its label (``title``, else its number and strength) on top, the boxes in
    balanced columns top down, hugging the hull on ``hull_side`` ("right" for the tracks left
    of the hull)."""
    per_column = balanced(n, int((height - geo.label + geo.gap) // geo.step))
    columns = max(1, math.ceil(n / per_column))
    ref = f"shields[{number - 1}]"
    width = geo.side_width
    anchor: Anchor = "end" if hull_side == "right" else "start"
    tx = x + width if hull_side == "right" else x
    items: list[Item] = [
        label(tx, y + font.size, title or side_label(number, n), font.size, font.font, anchor, ref=ref)
    ]
    block_w = columns * geo.step - geo.gap
    left = x + width - block_w if hull_side == "right" else x
    at = []
    for k in range(n):
        col, row = divmod(k, per_column)
        col = columns - 1 - col if hull_side == "right" else col
        at.append((left + col * geo.step, y + geo.label + row * geo.step))
    items += _boxes(at, geo.cell, ref, mega)
    return [Group(tuple(items), f"shield-{number}", ref)]
