"""The repair parts track: the parts the holds carry, 100 a hold (002 L395, L651), as boxes to
mark off, one part used a repair point (L465). A box is 10 parts, so a turn of a few shops'
repairs is a box or less, and a hold's hundred a group of ten; past 100 boxes a box stands for
ten times as many parts."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.core.numbers import format_number
from designer.sheets.display import Group, Item, Rect, Style
from designer.sheets.layout import Box
from designer.sheets.text import LEADING, label, wrap_text

PARTS_PER_BOX = 10
MOST_BOXES = 100
BOX = 6.0
GAP = 1.0
GROUP_GAP = 4.0  # after every ten boxes
GROUP = 10
# A blank form's track: five hundred parts at 10 a box, five holds' worth (100 a hold, L395).
BLANK_BOXES = 50
BLANK_CAPTION = "Parts carried ______ (100 a hold); a repair point uses one; a box is 10 parts"


def parts_per_box(parts: int) -> int:
    """Parts a box stands for: 10, or ten times more until 100 boxes hold them all."""
    per_box = PARTS_PER_BOX
    while math.ceil(parts / per_box) > MOST_BOXES:
        per_box *= 10
    return per_box


def parts_text(parts: int) -> str:
    if not parts:
        return "none: no hold carries parts"
    return (
        f"{format_number(parts)} (100 a hold); a repair point uses one; a box is "
        f"{format_number(parts_per_box(parts))} parts"
    )


@dataclass(frozen=True)
class PartsTrack:
    """The track at a width: its caption's lines, its boxes, boxes a row, and its height."""

    lines: tuple[str, ...]
    boxes: int
    per_row: int
    height: float


def plan_parts_track(parts: int, width: float, template, blank: bool = False) -> PartsTrack:
    """The track of the holds' ``parts``; ``blank``: a form's, the count to write in and
    :data:`BLANK_BOXES` boxes to mark off."""
    head, body = template.font("head"), template.font("body")
    lines = tuple(wrap_text(BLANK_CAPTION if blank else parts_text(parts), width, body.size))
    boxes = BLANK_BOXES if blank else math.ceil(parts / parts_per_box(parts)) if parts else 0
    per_row = GROUP * max(1, int((width + GROUP_GAP) // (GROUP * (BOX + GAP) + GROUP_GAP)))
    height = head.size + 4 + len(lines) * body.size * LEADING + math.ceil(boxes / per_row) * (BOX + GAP)
    return PartsTrack(lines, boxes, per_row, height + 2)


def draw_parts_track(box: Box, track: PartsTrack, template) -> list[Item]:
    head, body = template.font("head"), template.font("body")
    items: list[Item] = [label(box.x, box.y + head.size, "REPAIR PARTS", head.size, head.font)]
    y = box.y + head.size + 4
    for line in track.lines:
        y += body.size * LEADING
        items.append(label(box.x, y, line, body.size, "regular", ref="systems"))
    y += 3
    style = Style(width=0.5)
    boxes: list[Item] = []
    for n in range(track.boxes):
        row, col = divmod(n, track.per_row)
        left = box.x + col * (BOX + GAP) + (col // GROUP) * GROUP_GAP
        boxes.append(Rect(left, y + row * (BOX + GAP), BOX, BOX, style, "systems"))
    return [*items, Group(tuple(boxes), "repair-parts-track", "systems")]


__all__ = ["PartsTrack", "draw_parts_track", "parts_per_box", "plan_parts_track"]
