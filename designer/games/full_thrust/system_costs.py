"""MASS, points and a readable label for one ``systems`` entry (001 L847-863, L574)."""

from __future__ import annotations

from functools import lru_cache

from designer.core.identity_memo import IdentityMemo

from designer.games.full_thrust.catalog import SystemSpec, catalog
from designer.games.full_thrust.design import Beam, Screen, System, Weasel

ARC_ORDER = "PFSA"  # written port-fore-starboard-aft, the way the book lists "Port, Fore and Starboard"


@lru_cache(maxsize=None)
def _specs() -> dict[tuple[str, str], SystemSpec]:
    # An index, built once: evaluate looks specs up several times per entry on every keystroke.
    return {(spec.type, spec.variant): spec for spec in catalog().systems}


def spec_for(entry: System) -> SystemSpec:
    kind = entry.type
    variant = entry.beam_class if kind == "beam" else entry.signature if kind == "weasel" else ""
    try:
        return _specs()[(kind, variant)]
    except KeyError:
        return catalog().system(kind, variant)  # raises KeyError naming the missing spec


def arcs_of(entry: System):
    """The entry's arcs, or None for systems without any. Read from the instance dict: a missing
    attribute on a pydantic model takes its slow __getattr__ path, on every keystroke."""
    return entry.__dict__.get("arcs")


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
        points += spec.points_per_arc * len(set(arcs_of(entry) or ()))
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
    arcs = arcs_of(entry)
    if arcs and entry.type in ("beam", "needle-beam", "submunition", "pulse-torpedo"):
        text += f" ({arcs_text(arcs)})"
    if entry.count > 1:
        text += f" x{entry.count}"
    return text


_FIGURES: IdentityMemo[tuple[str, int, int]] = IdentityMemo(50_000)


def figures(entry: System) -> tuple[str, int, int]:
    """``label``, ``entry_mass`` and ``entry_points`` of an entry, remembered by identity: a
    keystroke prices only the entries it changed."""
    return _FIGURES.get(entry, lambda: (label(entry), entry_mass(entry), entry_points(entry)))
