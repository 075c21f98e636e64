"""MASS, points and a readable label for one ``systems`` entry (001 L847-863, L574)."""

from __future__ import annotations

from typing import Iterable, Sequence

from designer.games.full_thrust.catalog import Catalog, SystemSpec
from designer.games.full_thrust.design import Screen, System

ARC_ORDER = "PFSA"  # written port-fore-starboard-aft, the way the book lists "Port, Fore and Starboard"


def specs_of(systems: Sequence[System], cat: Catalog) -> tuple[SystemSpec, ...]:
    """Each entry's spec, in order: the checks read its flags instead of looking it up again."""
    return tuple(cat.spec_for(entry) for entry in systems)


def arcs_of(entry: System) -> list[str] | None:
    """The entry's arcs, or None for systems without any. Read from the instance dict: a missing
    attribute on a pydantic model takes its slow __getattr__ path, on every keystroke."""
    return entry.__dict__.get("arcs")


def unit_mass(entry: System, spec: SystemSpec) -> int:
    """MASS of one mount; a screen's is per level (L855). Arcs never change MASS (L208)."""
    return spec.mass * (entry.level if isinstance(entry, Screen) else 1)


def unit_points(entry: System, spec: SystemSpec) -> int:
    """Points of one mount: beams add points_per_arc for each arc, the first included (L850)."""
    if isinstance(entry, Screen):
        return spec.points * entry.level
    points = spec.points
    if spec.points_per_arc:
        points += spec.points_per_arc * len(set(arcs_of(entry) or ()))
    return points


def entry_mass(entry: System, spec: SystemSpec) -> int:
    return unit_mass(entry, spec) * entry.count


def entry_points(entry: System, spec: SystemSpec) -> int:
    return unit_points(entry, spec) * entry.count


def arcs_text(arcs: Iterable[str]) -> str:
    return "/".join(sorted(set(arcs), key=ARC_ORDER.index))


def label(entry: System, spec: SystemSpec) -> str:
    """``Class 'A' Beam Battery (P/F/S) x2``, ``Screen Generator level 2``."""
    text = spec.name
    if isinstance(entry, Screen):
        text += f" level {entry.level}"
    arcs = arcs_of(entry)
    if arcs and spec.arcs != "none":
        text += f" ({arcs_text(arcs)})"
    if entry.count > 1:
        text += f" x{entry.count}"
    return text


def figures(entry: System, spec: SystemSpec) -> tuple[str, int, int]:
    """``label``, ``entry_mass`` and ``entry_points`` of an entry."""
    return label(entry, spec), entry_mass(entry, spec), entry_points(entry, spec)
