"""Display-list geometry: where items are, which design path is under a point, and what
differs between two layouts of a page. Pure Python, so the window's preview, a test or a future
layout thread use the same answers.

An edit changes a few figures of a sheet of hundreds of items, so a view repaints only the
parts of the page under items that differ from the last display list: :func:`units` opens big
groups into comparable units, :func:`changed_boxes` finds what differs (by equality: blocks a
game kept in its sheet memo, ``core/memo.py``, are the same objects and compare at once), and
:func:`touching` finds every item whose ink may reach a changed part.
"""

from __future__ import annotations

from enum import Enum
from typing import Iterable, Sequence

from designer.sheets.display import Circle, Group, Item, Line, Polygon, Rect, Text
from designer.sheets.fonts import text_width

SPLIT = 8  # groups of more items than this are compared item by item (a ship box, the key)
MAX_CHANGED = 160  # more units changed than this either side: render it all, measure nothing

Bounds = tuple[float, float, float, float]  # x0, y0, x1, y1 in points


class Lazy(Enum):
    LAZY = "a unit's box not measured yet (measured when a later edit needs it)"


LAZY = Lazy.LAZY
Slot = Bounds | None | Lazy  # a unit's box: measured, nothing drawn, or not measured yet


def units(items: Iterable[Item]) -> list[Item]:
    """The page's items in drawing order, big groups opened (groups have no transform, so
    drawing the units in order is drawing the page)."""
    out: list[Item] = []
    for item in items:
        if type(item) is Group and len(item.items) > SPLIT:
            out += units(item.items)
        else:
            out.append(item)
    return out


def same(a: Item, b: Item) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _box(units_: Sequence[Item], boxes: list[Slot], i: int) -> Bounds | None:
    box = boxes[i]
    if box is LAZY:
        box = boxes[i] = bounds(units_[i])
    return box


def changed_boxes(
    old: Sequence[Item], old_boxes: list[Slot], new: Sequence[Item], new_boxes: list[Slot]
) -> list[Bounds] | None:
    """Boxes (points) of what differs between two unit lists; ``new_boxes`` is filled in, reusing
    the old box of every unit that did not change. None: too much changed, render it all.

    Units kept in the same order are unchanged; their pixels are the same where nothing else
    changed. A block that grew or shrank by some units (a damage track one box shorter) leaves
    the units after it unpaired, so those are matched by identity, in order (kept blocks are
    the same objects): only the units left over on either side are changes."""
    n_old, n_new = len(old), len(new)
    head = 0
    while head < n_old and head < n_new and (old[head] is new[head] or same(old[head], new[head])):
        new_boxes[head] = old_boxes[head]
        head += 1
    tail = 0
    while (
        tail < n_old - head
        and tail < n_new - head
        and (
            old[n_old - 1 - tail] is new[n_new - 1 - tail]
            or same(old[n_old - 1 - tail], new[n_new - 1 - tail])
        )
    ):
        new_boxes[n_new - 1 - tail] = old_boxes[n_old - 1 - tail]
        tail += 1
    gone, came = _unpaired(old, old_boxes, new, new_boxes, head, n_old - tail, n_new - tail)
    if gone is None or came is None:
        return None
    dirty = [_box(old, old_boxes, i) for i in gone] + [_box(new, new_boxes, i) for i in came]
    return [b for b in dirty if b is not None]


def _unpaired(
    old: Sequence[Item],
    old_boxes: list[Slot],
    new: Sequence[Item],
    new_boxes: list[Slot],
    head: int,
    old_end: int,
    new_end: int,
) -> tuple[list[int], list[int]] | tuple[None, None]:
    """The old and new units between ``head`` and the ends that have no partner on the other
    side (their boxes are what changed); (None, None) past ``MAX_CHANGED`` either side. A new
    unit's partner is the old unit after the last partner when equal to it, else the same
    object further on."""
    if old_end - head == new_end - head:  # the same count: compare them pairwise first
        changed = []
        for i in range(head, new_end):
            if old[i] is new[i] or same(old[i], new[i]):  # kept blocks: the same objects
                new_boxes[i] = old_boxes[i]
            else:
                changed.append(i)
        if len(changed) <= MAX_CHANGED:
            return changed, changed
    at = {id(old[i]): i for i in range(head, old_end)}
    gone: list[int] = []
    came: list[int] = []
    last = head - 1  # the old unit paired last: partners keep their drawing order
    for j in range(head, new_end):
        unit = new[j]
        i = last + 1 if last + 1 < old_end and same(old[last + 1], unit) else at.get(id(unit), -1)
        if i > last:
            gone += range(last + 1, i)
            new_boxes[j], last = old_boxes[i], i
        else:
            came.append(j)
        if len(gone) > MAX_CHANGED or len(came) > MAX_CHANGED:  # a new layout, not an edit
            return None, None
    gone += range(last + 1, old_end)
    if len(gone) > MAX_CHANGED:
        return None, None
    return gone, came


def touching(
    items: Sequence[Item], boxes: Sequence[Slot], dirty: Sequence[Bounds], grow: float
) -> list[Item]:
    """The items whose boxes come within ``grow`` points of a changed box (their ink may reach
    its pixels), in drawing order."""
    near = [(x0 - grow, y0 - grow, x1 + grow, y1 + grow) for x0, y0, x1, y1 in dirty]
    left, top = min(b[0] for b in near), min(b[1] for b in near)
    right, bottom = max(b[2] for b in near), max(b[3] for b in near)
    out = []
    for item, box in zip(items, boxes):
        if box is None or box is LAZY:  # LAZY: the caller measures every box first
            continue
        bx0, by0, bx1, by1 = box
        if bx0 > right or bx1 < left or by0 > bottom or by1 < top:
            continue
        for x0, y0, x1, y1 in near:
            if bx0 <= x1 and x0 <= bx1 and by0 <= y1 and y0 <= by1:
                out.append(item)
                break
    return out


def bounds(item: Item) -> Bounds | None:
    """An item's box in points (x0, y0, x1, y1); text is boxed by its size above the baseline."""
    if isinstance(item, Rect):
        return item.x, item.y, item.x + item.w, item.y + item.h
    if isinstance(item, Circle):
        return item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r
    if isinstance(item, Line):
        return min(item.x1, item.x2), min(item.y1, item.y2), max(item.x1, item.x2), max(item.y1, item.y2)
    if isinstance(item, Polygon) and item.points:
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        return min(xs), min(ys), max(xs), max(ys)
    if isinstance(item, Text):
        width = text_width(item.text, item.size, item.font)
        x0 = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0)
        return x0, item.y - item.size, x0 + width, item.y + item.size * 0.25
    if isinstance(item, Group):
        boxes = [b for b in (bounds(i) for i in item.items) if b]
        if boxes:
            return (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
    return None


def ref_at(items: Iterable[Item], x: float, y: float) -> str:
    """The design path of the innermost item with a ``ref`` under the point (in points)."""
    found = ""
    for item in items:
        box = bounds(item)
        if box is None or not (box[0] - 1 <= x <= box[2] + 1 and box[1] - 1 <= y <= box[3] + 1):
            continue
        if isinstance(item, Group):
            inner = ref_at(item.items, x, y)
            found = inner or item.ref or found
        elif item.ref:
            found = item.ref
    return found
