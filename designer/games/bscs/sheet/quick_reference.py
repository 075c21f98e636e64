"""The BSCS quick reference: play rules of the systems a fleet carries (battle pack).

Text lives in ``catalogs/bscs/quick-reference.yaml`` (each entry with its seed 002 lines); this
module only picks the entries a fleet's designs need, in the catalog's order.
"""

from __future__ import annotations

from typing import Sequence

from designer.core.fleet_model import FleetBase
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.design import BscsDesign

REFERENCE_FILE = "quick-reference.yaml"  # in the game's catalog folder

# Every ship rolls to hit (a d4 even without sensors, 002 L247), takes damage on its diagram
# (L758-785) and has a crew (L700), so these print for any fleet.
ALWAYS = frozenset({"to-hit", "damage", "crew"})


def design_keys(design: BscsDesign | BscsCraft) -> set[str]:
    """The system types a design carries, plus its ship-wide build options that play, and the
    group rules when it is an assault craft or a hangar names one (002 L483-513)."""
    keys = {s.type for s in design.systems}
    if isinstance(design, BscsCraft) or any(s.type == "hangar" and s.craft_design for s in design.systems):
        keys.add("assault-craft")
    if design.turn_mode > 0:
        keys.add("turn-mode")
    if design.stealth > 0:
        keys.add("stealth")
    if design.streamline != "none":
        keys.add("streamline")
    return keys


def keys_for(designs: Sequence[BscsDesign | BscsCraft], fleet: FleetBase | None = None) -> set[str]:
    keys = set(ALWAYS)
    for design in designs:
        keys |= design_keys(design)
    return keys
