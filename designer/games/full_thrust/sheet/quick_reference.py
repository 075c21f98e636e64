"""The Full Thrust quick reference: play rules of the systems a fleet carries (battle pack).

Text lives in ``catalogs/full-thrust/quick-reference.yaml`` (each entry with its seed lines);
this module only picks the entries a fleet needs, in the catalog's order.
"""

from __future__ import annotations

from typing import Sequence

from designer.core.fleet_model import FleetBase
from designer.games.full_thrust.design import Beam, FullThrustDesign, Weasel
from designer.games.full_thrust.fleet.rules import FullThrustFleet

REFERENCE_FILE = "quick-reference.yaml"  # in the game's catalog folder


def system_key(entry) -> str:
    """``beam/A``, ``weasel/capital``, else the system type."""
    if isinstance(entry, Beam):
        return f"beam/{entry.beam_class}"
    if isinstance(entry, Weasel):
        return f"weasel/{entry.signature}"
    return entry.type


def keys_for(designs: Sequence[FullThrustDesign], fleet: FleetBase | None = None) -> set[str]:
    keys = {"fire-control"}  # every ship has its standard FireCons (001 L172)
    for design in designs:
        keys.update(system_key(e) for e in design.systems)
        if design.ftl:
            keys.add("ftl-drive")
    if isinstance(fleet, FullThrustFleet) and fleet.dummies:
        keys.add("dummy-bogey")
    return keys
