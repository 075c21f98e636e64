"""The hull structure boxes in rows (L629-637). The seed keeps neither the rows nor the marks at
their ends, so they are a recorded decision (README, "Hull structure boxes"): rows of 5, 10, 20
or 40 boxes by the ship's count (the template's ``hull`` region), one critical hit at the end of
a row before the 60% box and two after it, none at the last box (the ship explodes there)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HullRow:
    boxes: tuple[int, ...]  # box numbers, 1-based
    crits: int  # critical hits rolled when the row's last box is checked (0: the ship's last box)
    sixty: int | None  # the darkened 60% box's number
    last: int  # the ship's last box


def row_length(boxes: int, spec) -> int:
    limits = spec.get("up_to", [30, 100, 499])
    lengths = spec.get("row_lengths", [5, 10, 20, 40])
    for limit, length in zip(limits, lengths):
        if boxes <= limit:
            return int(length)
    return int(lengths[-1])


def hull_rows(boxes: int, sixty: int | None, spec) -> list[HullRow]:
    per_row = row_length(boxes, spec)
    rows = []
    for start in range(1, boxes + 1, per_row):
        numbers = tuple(range(start, min(start + per_row, boxes + 1)))
        end = numbers[-1]
        crits = 0 if end == boxes else (2 if sixty is not None and end >= sixty else 1)
        rows.append(HullRow(numbers, crits, sixty, boxes))
    return rows


__all__ = ["HullRow", "hull_rows", "row_length"]
