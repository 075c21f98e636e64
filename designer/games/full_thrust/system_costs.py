"""MASS, points and a readable label for one ``systems`` entry (001 L847-863, L574)."""

from __future__ import annotations

from designer.games.full_thrust.catalog import SystemSpec, catalog
from designer.games.full_thrust.design import Beam, Screen, System, Weasel

ARC_ORDER = "PFSA"  # written port-fore-starboard-aft, the way the book lists "Port, Fore and Starboard"


def spec_for(entry: System) -> SystemSpec:
    variant = ""
    if isinstance(entry, Beam):
        variant = entry.beam_class
    elif isinstance(entry, Weasel):
        variant = entry.signature
    return catalog().system(entry.type, variant)


def unit_mass(entry: System) -> int:
    """MASS of one mount; a screen's is per level (L855). Arcs never change MASS (L208)."""
    spec = spec_for(entry)
    return spec.mass * (entry.level if isinstance(entry, Screen) else 1)


def unit_points(entry: System) -> int:
    """Points of one mount: beams add points_per_arc for each arc, the first included (L850)."""
    spec = spec_for(entry)
    if isinstance(entry, Screen):
        return spec.points * entry.level
    points = spec.points
    if spec.points_per_arc:
        points += spec.points_per_arc * len(set(getattr(entry, "arcs", ())))
    return points


def entry_mass(entry: System) -> int:
    return unit_mass(entry) * entry.count


def entry_points(entry: System) -> int:
    return unit_points(entry) * entry.count


def arcs_text(arcs) -> str:
    return "/".join(sorted(set(arcs), key=ARC_ORDER.index))


def label(entry: System) -> str:
    """``Class 'A' Beam Battery (P/F/S) x2``, ``Screen Generator level 2``."""
    spec = spec_for(entry)
    text = spec.name
    if isinstance(entry, Screen):
        text += f" level {entry.level}"
    arcs = getattr(entry, "arcs", None)
    if arcs and entry.type in ("beam", "needle-beam", "submunition", "pulse-torpedo"):
        text += f" ({arcs_text(arcs)})"
    if entry.count > 1:
        text += f" x{entry.count}"
    return text
