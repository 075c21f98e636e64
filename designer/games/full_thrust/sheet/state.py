"""A campaign ship's damage drawn on its Full Thrust ship box, as a player marks the book's sheet:
one Damage Point a box slashed from the top left (001 L236), a knocked-out system crossed off
the diagram (L274), a drive hit once slashed and hit twice crossed (L282), a fighter group lost or
a submunition pack spent slashed.

The marks go over the items the box already draws, found by their design path (``ref``) and
group name, so they land where the preview and the PDF put the box, the glyph or the FireCon.
"""

from __future__ import annotations

from designer.core.ship_state import Part, ShipMarks
from designer.sheets.display import Group, Item, Line, Rect, Style, groups, walk
from designer.sheets.geometry import bounds

NAME = "state-marks"


def state_marks(box: Group, parts: dict[str, Part], marks: ShipMarks, ink: Style) -> Group:
    """The marks for ``marks`` over ``box`` (a ship box from ``sheet_box.ship_box``)."""
    items: list[Item] = []
    boxes = [r for g in groups(box.items, "damage-open") for r in walk(g.items) if isinstance(r, Rect)]
    for rect in boxes[: max(0, marks.damage.get("hull", 0))]:
        items.append(_slash(bounds(rect), "hull", ink))
    for part_id, count in marks.lost.items():
        part = parts.get(part_id)
        if part is None or count <= 0:
            continue  # a mark the design has no part for is a finding, not a guess on the sheet
        targets = _targets(box, part)
        if part_id == "drive":
            items += [_slash(bounds(t), part.ref, ink) for t in targets[:1]]
            if count >= 2:
                items += [_slash(bounds(t), part.ref, ink, back=True) for t in targets[:1]]
            continue
        for target in targets[:count]:
            area = bounds(target)
            items += [_slash(area, part.ref, ink), _slash(area, part.ref, ink, back=True)]
    for part_id, count in marks.spent.items():
        part = parts.get(part_id)
        if part is not None and count > 0:
            items += [_slash(bounds(t), part.ref, ink, back=True) for t in _targets(box, part)[:count]]
    return Group(tuple(items), NAME, "")


def _targets(box: Group, part: Part) -> list[Group]:
    """The drawn symbols of a part, in drawing order: its glyphs on the diagram, the FireCons,
    the drive or the FTL drive."""
    if part.id == "fire-control":
        return [g for g in groups(box.items, "fire-control")]
    name = {"drive": "normal-drive", "ftl": "ftl-drive"}.get(part.id)
    return [
        g
        for g in box.items
        if isinstance(g, Group)
        and g.ref == part.ref
        and (g.name == name if name else g.name not in ("normal-drive", "ftl-drive"))
    ]


def _slash(area, ref: str, ink: Style, back: bool = False) -> Line:
    """A stroke corner to corner over ``area``, bottom-left to top-right (``back``: the other
    diagonal, which makes a cross with the first)."""
    x0, y0, x1, y1 = area
    if back:
        return Line(x0, y0, x1, y1, ink, ref)
    return Line(x0, y1, x1, y0, ink, ref)


__all__ = ["state_marks", "NAME"]
