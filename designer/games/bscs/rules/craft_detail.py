"""What one evaluation of an assault craft worked out, typed (``Evaluation.detail``): every
figure its group sheet prints and a carrier reads (size, points), with ``stats`` made from it.
Fractional sizes and points are rounded to four decimals, as for ships."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import EntryCost
from designer.games.bscs.rules.detail import PowerDraw, SensorGroup


class CraftTic(NamedTuple):
    """A component's boxes on a unit's Systems line (002 L486-488): ``tics`` of ``kind``."""

    label: str
    kind: str
    tics: int
    path: str


@dataclass(frozen=True)
class CraftDetail:
    craft_type: str
    costs: tuple[EntryCost, ...]  # per entry of ``systems``
    points: float
    size: float
    hull: float
    hull_min: float
    move_cost: float
    move_cost_unimproved: float
    max_move: int  # = drives (L367)
    turn_mode: int
    crew: int  # a pilot, and a weaponeer over 4 weapons (L697)
    crew_hull: float
    shield_points: int  # all the generators' points: the unit's shield value (L487)
    shield_generators: int
    armor: int
    sensors: tuple[SensorGroup, ...]
    energy: int  # stored in inertial storage (L520)
    reactor_output: int  # per turn, all reactors
    draws: tuple[PowerDraw, ...]  # weapons per shot, shields per turn
    tics: tuple[CraftTic, ...]  # the Systems line, in the order it is printed
    stealth: int
    streamline: str
    campaign_universe: bool
    weapons: int
    catalog: BscsCatalog = field(repr=False)  # evaluated under: what the group sheet reads

    def stats(self) -> dict[str, Any]:
        return {
            "points": self.points,
            "size": self.size,
            "craft_type": self.craft_type,
            "hull": self.hull,
            "hull_min": self.hull_min,
            "move_cost": self.move_cost,
            "move_cost_unimproved": self.move_cost_unimproved,
            "max_move": self.max_move,
            "turn_mode": self.turn_mode,
            "crew": self.crew,
            "crew_hull": self.crew_hull,
            "shield_points": self.shield_points,
            "shield_generators": self.shield_generators,
            "armor": self.armor,
            "sensors": [{"level": g.level, "count": g.count, "die": f"d{g.die}"} for g in self.sensors],
            "energy": self.energy,
            "reactor_output": self.reactor_output,
            "power_draw": [{"item": d.item, "path": d.path, "power": d.power} for d in self.draws],
            "damage_tics": sum(t.tics for t in self.tics),
            "stealth": self.stealth,
            "streamline": self.streamline,
            "campaign_universe": self.campaign_universe,
            "weapons": self.weapons,
        }
