"""The BSCS quick reference: play rules of the systems a fleet carries (battle pack).

Text lives in ``catalogs/bscs/quick-reference.yaml`` (each entry with its seed 002 lines); this
module only picks the entries a fleet's designs need, in the catalog's order.
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
from designer.games.bscs.design import BscsDesign

REFERENCE_FILE = CATALOGS / "bscs" / "quick-reference.yaml"

# Every ship rolls to hit (a d4 even without sensors, 002 L247), takes damage on its diagram
# (L758-785) and has a crew (L700), so these print for any fleet.
ALWAYS = frozenset({"to-hit", "damage", "crew"})


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


def design_keys(design: BscsDesign) -> set[str]:
    """The system types a design carries, plus its ship-wide build options that play."""
    keys = {s.type for s in design.systems}
    if design.turn_mode > 0:
        keys.add("turn-mode")
    if design.stealth > 0:
        keys.add("stealth")
    if design.streamline != "none":
        keys.add("streamline")
    return keys


def keys_for(designs: Sequence[BscsDesign], fleet: FleetBase | None = None) -> set[str]:
    keys = set(ALWAYS)
    for design in designs:
        keys |= design_keys(design)
    return keys


def quick_reference(designs: Sequence[BscsDesign],
                    fleet: FleetBase | None = None) -> list[ReferenceEntry]:
    wanted = keys_for(designs, fleet)
    return [ReferenceEntry(e.title, tuple(e.lines), e.source)
            for key, e in reference().entries.items() if key in wanted]
