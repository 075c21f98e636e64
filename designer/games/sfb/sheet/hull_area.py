"""The upper part of an SSD page: shield #1 on top, the hull between the side tracks (#6 and #5
on the left, #2 and #3 on the right), shield #4 and the Steel Shield's track below.

:func:`plan_hull_area` settles the geometry within a height budget (the side tracks' width and the
hull's height depend on each other); :func:`hull_area_items` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Sequence

from designer.core.memo import Memo
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.sheet.blank import hull_grid
from designer.games.sfb.sheet.boxes import BoxRun
from designer.games.sfb.sheet.hull import HullLayout, hull_items, layout_hull
from designer.games.sfb.sheet.shields import (
    ShieldGeometry,
    column_track,
    row_track,
    row_track_height,
    side_geometry,
)
from designer.sheets.display import Item
from designer.sheets.layout import Box

SIDE_ROOM = 0.14  # the most of the image's width one side's shield tracks may take


@dataclass(frozen=True)
class HullArea:
    geo: ShieldGeometry
    layout: HullLayout
    inner_w: float
    hull_h: float  # the inner height drawn (at least the template's min_height)
    top_h: float  # shield #1's band
    bottom_h: float  # shield #4's band and the Steel track
    span: float  # the width of the #1 and #4 tracks

    @property
    def height(self) -> float:
        return self.top_h + self.hull_h + self.bottom_h


def _bands(
    design: SfbDesign, shields: list[int], span: float, geo: ShieldGeometry, pad: float, margin: float
) -> tuple[float, float]:
    top = row_track_height(shields[0], span, geo) + pad + margin
    bottom = pad + margin + row_track_height(shields[3], span, geo)
    if design.steel_shield:
        bottom += margin + row_track_height(design.steel_shield, span, geo)
    return top, bottom


def plan_hull_area(
    design: SfbDesign,
    runs: Sequence[BoxRun],
    width: float,
    max_height: float,
    template,
    notes: bool,
    memo: Memo,
    blank: bool = False,
) -> HullArea:
    """The geometry within ``max_height``; the same runs (kept by ``memo`` for unchanged
    groups), shields and room give the same plan without laying the hull out again. ``blank``:
    the hull of the blank form, as tall as the template's ``blank_height`` for its grid."""
    return memo.of(
        "sfb-hull-plan",
        runs,
        lambda: _plan(design, runs, width, max_height, template, notes, blank),
        width,
        max_height,
        tuple(design.shields),
        design.steel_shield,
        notes,
        blank,
    )


def _plan(
    design: SfbDesign,
    runs: Sequence[BoxRun],
    width: float,
    max_height: float,
    template,
    notes: bool,
    blank: bool = False,
) -> HullArea:
    hull, shield_spec = template.region("hull"), template.region("shields")
    pad, margin = hull.num("padding"), shield_spec.num("margin")
    least = hull.num("blank_height") if blank else hull.num("min_height")
    shields = list(design.shields) + [0] * max(0, 6 - len(design.shields))
    geo = side_geometry(shields, least / 2, width * SIDE_ROOM, template)
    for _ in range(3):  # the side tracks and the hull's height settle within a few rounds
        inner_w = width - 2 * (geo.side_width + margin + pad)
        span = inner_w * shield_spec.num("span")
        top, bottom = _bands(design, shields, span, geo, pad, margin)
        layout = layout_hull(runs, inner_w, max(least, max_height - top - bottom), template, notes)
        height = max(layout.height, least)
        wider = side_geometry(shields, (height + 2 * pad) / 2, width * SIDE_ROOM, template)
        if wider.columns <= geo.columns and wider.cell == geo.cell:
            break
        geo = wider
    return HullArea(geo, layout, inner_w, height, top, bottom, span)


def hull_area_items(
    design: SfbDesign,
    plan: HullArea,
    area: Box,
    template,
    notes: bool,
    mega: bool,
    memo: Memo,
    blank: bool = False,
) -> list[Item]:
    """The hull and the shield tracks round it; ``blank``: the tracks' names without their
    strengths (a form to design on by hand)."""
    pad, margin = template.region("hull").num("padding"), template.region("shields").num("margin")
    font = template.font("group")
    shields = list(design.shields) + [0] * max(0, 6 - len(design.shields))
    geo, span = plan.geo, plan.span
    inner_x = area.x + geo.side_width + margin + pad
    inner_y = area.y + plan.top_h
    track_x = inner_x + (plan.inner_w - span) / 2
    # Each shield track is kept while its strength and place stay: an edit of the hull or the
    # data leaves all six alone. (Copies of the kept lists: ``items`` grows below.)
    title = "SHIELD #1" if blank else ""
    items = list(
        memo.of(
            "sfb-row-track",
            (),
            lambda: row_track(1, shields[0], track_x, area.y, span, geo, font, title, mega),
            1,
            shields[0],
            track_x,
            area.y,
            span,
            geo,
            font,
            title,
            mega,
        )[0]
    )
    layout = plan.layout
    items += hull_items(
        HullLayout(layout.cell, plan.hull_h, layout.placed, layout.overflow),
        inner_x,
        inner_y,
        plan.inner_w,
        template,
        notes,
        mega,
        memo,
    )
    if blank:
        items += hull_grid(inner_x, inner_y, plan.inner_w, plan.hull_h, template)
    outer_top, half = inner_y - pad, (plan.hull_h + 2 * pad) / 2
    right_x = inner_x + plan.inner_w + pad + margin
    for number, x, y, side in (
        (6, area.x, outer_top, "right"),
        (5, area.x, outer_top + half, "right"),
        (2, right_x, outer_top, "left"),
        (3, right_x, outer_top + half, "left"),
    ):
        label = f"#{number}" if blank else ""
        column = (number, shields[number - 1], x, y, half, geo, font, side, label, mega)
        items += memo.of("sfb-column-track", (), partial(column_track, *column), *column)
    bottom = inner_y + plan.hull_h + pad + margin
    title = "SHIELD #4" if blank else ""
    track, h = memo.of(
        "sfb-row-track",
        (),
        lambda: row_track(4, shields[3], track_x, bottom, span, geo, font, title, mega),
        4,
        shields[3],
        track_x,
        bottom,
        span,
        geo,
        font,
        title,
        mega,
    )
    items += track
    if design.steel_shield:
        track, _ = row_track(
            0,
            design.steel_shield,
            track_x,
            bottom + h + margin,
            span,
            geo,
            font,
            f"STEEL SHIELD (extra)  ({design.steel_shield})",
            mega,
        )
        items += track
    return items
