"""The columns outside the hull of the Damage Allocation Diagram: Shields, Stealth and
Streamline, one tic a shield point, a level of stealth or of streamlining (002 L774, L777,
L785). Each column prints its count under its title and its tics in groups of five, so a
player reads 37 of 60 at a glance; a column too tall for the diagram goes on beside itself,
whole groups at a time."""

from __future__ import annotations

import math
from dataclasses import dataclass

from designer.core.memo import Memo
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.detail import BscsDetail
from designer.games.bscs.sheet.layout import TIC
from designer.sheets.display import Circle, Group, Item
from designer.sheets.layout import Box
from designer.sheets.template import SheetTemplate
from designer.sheets.text import label, text_extent

TIC_GAP = 1.4  # between two tics of a group
GROUP = 5  # tics in a group


@dataclass(frozen=True)
class Outside:
    """A column outside the hull: its title and how many tics it holds."""

    key: str
    title: str
    tics: int
    ref: str
    count: str | None = None  # what its head says (None: the tics; "" on a blank form)


def outside_columns(design: BscsDesign, detail: BscsDetail) -> list[Outside]:
    out = [Outside("shields", "SHIELDS", detail.shield_points, "systems")]
    if design.stealth:
        out.append(Outside("stealth", "STEALTH", design.stealth, "stealth"))
    if design.streamline != "none":
        levels = 1 if design.streamline == "standard" else 2  # digest D21
        out.append(Outside("streamline", "STREAMLINE", levels, "streamline"))
    return out


def per_column(height: float, tic: float, template: SheetTemplate) -> int:
    """Tics in one column of ``height`` (title and count included): whole groups of five."""
    room = height - template.region("outside").num("title")
    group_h = GROUP * (tic + TIC_GAP) + _group_gap(tic)
    return GROUP * max(1, int((room + _group_gap(tic)) // group_h))


def balanced_column(tics: int, most: int) -> int:
    """Tics a column holds when ``tics`` need columns of at most ``most``: the columns as even
    as whole groups make them (40 in columns of 30 print as 20 and 20)."""
    columns = max(1, math.ceil(tics / most))
    return GROUP * max(1, math.ceil(math.ceil(tics / GROUP) / columns))


def column_width(col: Outside, height: float, tic: float, pitch: float, template: SheetTemplate) -> float:
    """Room for the column's tics side by side, or its title and count if wider."""
    caption, body = template.font("caption"), template.font("body")
    columns = max(1, math.ceil(col.tics / per_column(height, tic, template)))
    return max(
        columns * pitch,
        text_extent(col.title, caption.size, "bold")[0] + 2,
        text_extent(str(col.tics), body.size, "bold")[0] + 2,
    )


def _group_gap(tic: float) -> float:
    return max(2.0, tic * 0.4)


def outside_column(
    col: Outside, box: Box, tic: float, pitch: float, template: SheetTemplate, memo: Memo
) -> Group:
    """A column outside the hull, reused while its tics and place stay."""
    return memo.of("bscs-outside", (), lambda: _draw(col, box, tic, pitch, template), col, box, tic, pitch)


def _draw(col: Outside, box: Box, tic: float, pitch: float, template: SheetTemplate) -> Group:
    caption, body = template.font("caption"), template.font("body")
    top = box.y + template.region("outside").num("title")
    items: list[Item] = [
        label(box.cx, box.y + caption.size + 1, col.title, caption.size, "bold", "middle"),
        label(
            box.cx,
            box.y + caption.size + body.size + 3,
            str(col.tics) if col.count is None else col.count,
            body.size,
            "bold",
            "middle",
            ref=col.ref,
        ),
    ]
    per_col = balanced_column(col.tics, per_column(box.h, tic, template))
    used = max(1, math.ceil(col.tics / per_col)) * pitch
    left = box.x + (box.w - used) / 2
    gap = _group_gap(tic)
    for n in range(col.tics):
        c, r = divmod(n, per_col)
        cx = left + pitch / 2 + c * pitch
        cy = top + r * (tic + TIC_GAP) + (r // GROUP) * gap + tic / 2
        items.append(Circle(cx, cy, tic / 2, TIC, col.ref))
    return Group(tuple(items), f"outside-{col.key}", col.ref)
