"""The Full Thrust quick reference: play rules of the systems a fleet carries (battle pack).

Text lives in ``catalogs/full-thrust/quick-reference.yaml`` (each entry with its seed lines);
this module only picks the entries a fleet needs, in the catalog's order.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from pydantic import Field

from designer.core.fleet_model import FleetBase
from designer.core.game import ReferenceEntry
from designer.core.model import Frozen, parse_model
from designer.core.paths import CATALOGS
from designer.core.yaml_source import load_yaml
from designer.games.full_thrust.design import FullThrustDesign

REFERENCE_FILE = CATALOGS / "full-thrust" / "quick-reference.yaml"


class Entry(Frozen):
    title: str = Field(min_length=1)
    source: str = Field(min_length=1)
    lines: list[str] = Field(min_length=1)


class QuickReference(Frozen):
    drydock: int
    game: str
    entries: dict[str, Entry]


@lru_cache(maxsize=1)
def reference() -> QuickReference:
    data, smap = load_yaml(REFERENCE_FILE)
    return parse_model(QuickReference, data, smap)


def system_key(entry) -> str:
    """``beam/A``, ``weasel/capital``, else the system type."""
    if entry.type == "beam":
        return f"beam/{entry.beam_class}"
    if entry.type == "weasel":
        return f"weasel/{entry.signature}"
    return entry.type


def keys_for(designs: Sequence[FullThrustDesign], fleet: FleetBase | None = None) -> set[str]:
    keys = {"fire-control"}  # every ship has its standard FireCons (001 L172)
    for design in designs:
        keys.update(system_key(e) for e in design.systems)
        if design.ftl:
            keys.add("ftl-drive")
    if fleet is not None and getattr(fleet, "dummies", 0):
        keys.add("dummy-bogey")
    return keys


def quick_reference(designs: Sequence[FullThrustDesign],
                    fleet: FleetBase | None = None) -> list[ReferenceEntry]:
    wanted = keys_for(designs, fleet)
    return [ReferenceEntry(e.title, tuple(e.lines), e.source)
            for key, e in reference().entries.items() if key in wanted]
