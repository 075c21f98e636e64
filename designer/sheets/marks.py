"""Marks that many games' sheets draw: arc "barrels" and pointers, cross-outs, box tracks.

Arc letters follow the usual ship-diagram convention, with the bow at the top of the page:
``F`` up, ``P`` (port) left, ``S`` (starboard) right, ``A`` (aft) down. Games with six arcs can
pass their own direction table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from designer.sheets.display import Group, Item, Line, Polygon, Rect, Style
from designer.sheets.template import SheetTemplate

ARC_DIRECTIONS: Mapping[str, tuple[float, float]] = {
    "F": (0.0, -1.0),
    "P": (-1.0, 0.0),
    "S": (1.0, 0.0),
    "A": (0.0, 1.0),
}

BLACK = "#000000"
WHITE = "#ffffff"


def barrels(
    cx: float,
    cy: float,
    r: float,
    arcs: Iterable[str],
    length: float,
    style: Style = Style(width=1.2),
    ref: str = "",
    directions: Mapping[str, tuple[float, float]] = ARC_DIRECTIONS,
) -> list[Item]:
    """One short line per arc, from the edge of a round symbol of radius ``r`` outwards."""
    out: list[Item] = []
    for arc in dict.fromkeys(arcs):  # each arc once, in the order given
        if arc not in directions:
            continue
        dx, dy = directions[arc]
        out.append(Line(cx + dx * r, cy + dy * r, cx + dx * (r + length), cy + dy * (r + length), style, ref))
    return out


def pointer(
    cx: float,
    cy: float,
    r: float,
    arc: str,
    size: float,
    ref: str = "",
    directions: Mapping[str, tuple[float, float]] = ARC_DIRECTIONS,
) -> list[Item]:
    """A filled arrowhead just outside a symbol of radius ``r``, pointing into ``arc``: the
    direction-of-fire mark of single-arc systems."""
    if arc not in directions:
        return []
    dx, dy = directions[arc]
    px, py = -dy, dx  # perpendicular
    base = r + 0.6
    tip = base + size
    half = size * 0.55
    pts = (
        (cx + dx * tip, cy + dy * tip),
        (cx + dx * base + px * half, cy + dy * base + py * half),
        (cx + dx * base - px * half, cy + dy * base - py * half),
    )
    return [Polygon(pts, Style(stroke=None, fill=BLACK), ref)]


def cross_out(
    x: float, y: float, w: float, h: float, ref: str = "", style: Style = Style(stroke="#000000", width=1.4)
) -> list[Item]:
    """Two diagonals over a box: a pre-printed symbol that this ship does not have."""
    return [Line(x, y, x + w, y + h, style, ref), Line(x, y + h, x + w, y, style, ref)]


@dataclass(frozen=True)
class Void:
    """A box the rules black out (a damage track's surplus, 001 L300) printed without a slab of
    toner: a light grey fill under a fine diagonal hatch. The hatch reads as "no box here" even
    printed small, and three parallel strokes are not mistaken for a player's damage slash.
    Its greys are the template's ``colours.void_edge``, ``void_fill`` and ``void_hatch``."""

    fill: Style
    hatch: Style

    @classmethod
    def of(cls, template: SheetTemplate) -> "Void":
        return cls(
            Style(stroke=template.colour("void_edge"), fill=template.colour("void_fill"), width=0.5),
            Style(stroke=template.colour("void_hatch"), width=0.5),
        )


def void_box(x: float, y: float, size: float, void: Void, ref: str = "") -> Group:
    """A square that is not a box to mark: grey, hatched bottom-left to top-right."""
    half = size / 2
    return Group(
        (
            Rect(x, y, size, size, void.fill, ref),
            Line(x, y + half, x + half, y, void.hatch, ref),
            Line(x, y + size, x + size, y, void.hatch, ref),
            Line(x + half, y + size, x + size, y + half, void.hatch, ref),
        ),
        "void-box",
        ref,
    )


def box_track(
    x: float,
    y: float,
    row_lengths: Sequence[int],
    capacity: int,
    cell: float,
    void_style: Void,
    gap: float = 1.0,
    ref: str = "",
) -> tuple[Group, list[tuple[float, float, float, float]]]:
    """Rows of ``capacity`` boxes each; in row ``i`` the first ``row_lengths[i]`` are open
    (white) and the rest void (:func:`void_box`, the book's blacked-out boxes). Returns the group
    (sub-groups ``damage-open`` and ``damage-void`` hold the boxes) and the open boxes'
    rectangles in reading order."""
    open_boxes: list[Item] = []
    void: list[Item] = []
    open_rects: list[tuple[float, float, float, float]] = []
    thin = Style(width=0.6)
    for r, n in enumerate(row_lengths):
        top = y + r * (cell + gap)
        for c in range(max(capacity, n)):
            left = x + c * (cell + gap)
            if c < n:
                open_boxes.append(Rect(left, top, cell, cell, thin, ref))
                open_rects.append((left, top, cell, cell))
            else:
                void.append(void_box(left, top, cell, void_style, ref))
    group = Group(
        (Group(tuple(open_boxes), "damage-open", ref), Group(tuple(void), "damage-void", ref)),
        "damage-track",
        ref,
    )
    return group, open_rects


def regular_polygon(
    cx: float, cy: float, r: float, n: int, rotation: float = -90.0
) -> tuple[tuple[float, float], ...]:
    """Vertices of a regular ``n``-gon; the default puts a vertex at the top."""
    return tuple(
        (
            cx + r * math.cos(math.radians(rotation + 360 * i / n)),
            cy + r * math.sin(math.radians(rotation + 360 * i / n)),
        )
        for i in range(n)
    )


def arc_points(
    cx: float, cy: float, r: float, start: float, end: float, steps: int = 10
) -> tuple[tuple[float, float], ...]:
    """Points along a circular arc, angles in degrees clockwise from 3 o'clock (y down)."""
    return tuple(
        (
            cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
            cy + r * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    )
