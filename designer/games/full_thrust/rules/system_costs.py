"""MASS, points and a readable label for one ``systems`` entry (001 L847-863, L574)."""

from __future__ import annotations

from itertools import permutations
from types import MappingProxyType
from typing import Iterable

from designer.games.full_thrust.catalog import SystemSpec
from designer.games.full_thrust.design import Screen, System

ARC_ORDER = "PFSA"  # written port-fore-starboard-aft, the way the book lists "Port, Fore and Starboard"
# Every way of listing arcs with none twice (65), and how it is written: a look-up per entry
# where sorting cost as much as the rest of its figures.
ARC_TEXTS = MappingProxyType(
    {
        listed: "/".join(sorted(listed, key=ARC_ORDER.index))
        for n in range(len(ARC_ORDER) + 1)
        for listed in permutations(ARC_ORDER, n)
    }
)


def arcs_of(entry: System) -> list[str] | None:
    """The entry's arcs, or None for systems without any. Read from the instance dict: a missing
    attribute on a pydantic model takes its slow __getattr__ path, on every keystroke."""
    return entry.__dict__.get("arcs")


def arcs_text(arcs: Iterable[str]) -> str:
    """``P/F/S``: each arc once, in ``ARC_ORDER``."""
    listed = tuple(arcs)
    text = ARC_TEXTS.get(listed)
    return text if text is not None else "/".join(sorted(set(listed), key=ARC_ORDER.index))


def figures(entry: System, spec: SystemSpec) -> tuple[str, int, int]:
    """The entry's label (``Class 'A' Beam Battery (P/F/S) x2``, ``Screen Generator level 2``),
    MASS and points. A screen's MASS and points are per level (L855); a beam adds points_per_arc
    for each arc, the first included (L850); arcs never change MASS (L208). Written out in one
    function: it runs for every entry of every design evaluated."""
    text, mass, points = spec.name, spec.mass, spec.points
    if type(entry) is Screen:  # the exact class: isinstance on a pydantic model's is slow
        level = entry.level
        text, mass, points = f"{text} level {level}", mass * level, points * level
    else:
        arcs = arcs_of(entry)
        if arcs:
            if spec.points_per_arc:
                points += spec.points_per_arc * len(set(arcs))
            if spec.arcs != "none":
                text = f"{text} ({arcs_text(arcs)})"
    count = entry.count
    if count > 1:
        text = f"{text} x{count}"
    return text, mass * count, points * count
