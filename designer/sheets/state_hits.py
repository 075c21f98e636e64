"""Where a campaign ship's parts are on its sheet, so a click marks the part under it.

Each part is found the way its marks are drawn: the sheet is marked with that part alone at
full count (every box of its track slashed, every mount crossed) and the part's place is where
those marks fall. So a click lands on the part a mark would be drawn on, whatever the game
draws: Full Thrust's own ship box, or the boxes ``state_marks.py`` finds by ref and group.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Collection, Sequence

from designer.core.ship_state import MAX_MARK, Part, ShipMarks
from designer.sheets.display import Page, groups, walk
from designer.sheets.geometry import bounds
from designer.sheets.state_marks import NAME, mark_pages, mark_style
from designer.sheets.roster import battle_pack_template

SLACK = 1.5  # points around a box a click still hits: a finger's worth at print size
KINDS = ("damage", "lost", "spent")


@dataclass(frozen=True)
class Hit:
    """A part's box on the sheet: page index, its area in points, the part and the mark kind."""

    page: int
    box: tuple[float, float, float, float]
    part: str
    kind: str


def kind_of(part: Part) -> str | None:
    """The mark a click makes on ``part``: damage on a track, else knocked out, else spent."""
    return next((k for k in KINDS if getattr(part, k) != 0), None)


def hit_map(
    pages: Sequence[Page], parts: dict[str, Part], draw: Callable[[ShipMarks], Sequence[Page]] | None = None
) -> list[Hit]:
    """Every part's boxes on ``pages`` (the clean sheet). ``draw(marks)`` gives the sheet with
    those marks for a game whose sheet draws them itself; else they go over ``pages``."""
    ink = mark_style(battle_pack_template())
    hits: list[Hit] = []
    for part in parts.values():
        kind = kind_of(part)
        if kind is None:
            continue
        full = getattr(part, kind) or MAX_MARK  # "not given": as many as the sheet draws
        marks = ShipMarks(**{kind: {part.id: full}})
        marked = draw(marks) if draw is not None else mark_pages(pages, parts, marks, ink)
        for n, page in enumerate(marked):
            for group in groups(page.items, NAME):
                for item in walk(group.items):
                    box = bounds(item)
                    if box is not None:
                        hits.append(Hit(n, box, part.id, kind))
    return hits


def hit_at(
    hits: Sequence[Hit],
    page: int,
    x: float,
    y: float,
    prefer: Sequence[str] = KINDS,
    full: Collection[str] = (),
) -> Hit | None:
    """The part under the point, or None: the smallest box holding it, of a part not ``full``
    if one is there. One box may stand for two parts (a BSCS system's tic is also one of its
    section's): then the kind first in ``prefer`` (the window: Shift prefers knocking out)."""
    under = [
        h
        for h in hits
        if h.page == page
        and h.box[0] - SLACK <= x <= h.box[2] + SLACK
        and h.box[1] - SLACK <= y <= h.box[3] + SLACK
    ]
    room = [h for h in under if h.part not in full] or under
    return min(
        room,
        key=lambda h: (
            round((h.box[2] - h.box[0]) * (h.box[3] - h.box[1]), 1),
            prefer.index(h.kind) if h.kind in prefer else len(prefer),
        ),
        default=None,
    )


def with_mark(marks: ShipMarks, part: Part, kind: str) -> ShipMarks | None:
    """``marks`` with one more mark of ``kind`` on ``part``, or None when it takes no more."""
    have = getattr(marks, kind).get(part.id, 0)
    limit = getattr(part, kind)
    if limit is not None and have >= limit:
        return None
    return replace_marks(marks, kind, {**getattr(marks, kind), part.id: max(0, have) + 1})


def replace_marks(marks: ShipMarks, kind: str, value: dict[str, int]) -> ShipMarks:
    return ShipMarks(**{k: (value if k == kind else getattr(marks, k)) for k in KINDS})


__all__ = ["Hit", "KINDS", "hit_map", "hit_at", "with_mark", "kind_of"]
