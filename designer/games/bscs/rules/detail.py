"""What one evaluation of a ship worked out, typed: the placement of its tics and every figure
its record sheet prints (``Evaluation.detail``). ``stats`` (for people and JSON) is made from it,
so the sheet and ``validate --json`` can never disagree, and the sheet never works anything out
again.

Figures are kept as the sheet and JSON show them: fractional sizes, points and power rounded
to four decimals (digest D9).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, NamedTuple

from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import EntryCost
from designer.games.bscs.rules.placement import Placement
from designer.games.bscs.rules.shells import NOT_STOWED, StowedShells


class PowerDraw(NamedTuple):  # a tuple: a big ship has hundreds, made on every evaluation
    """What one entry draws each turn it is used (a shot of every weapon, shields up)."""

    item: str
    path: str
    power: float


class SensorGroup(NamedTuple):
    """All sensors of one type: they roll ``count`` dice of ``die`` sides together (L247)."""

    level: str
    count: int
    die: int


@dataclass(frozen=True)
class CrewFigures:
    voyage: str
    minimum: int
    complement: int
    hull: int  # hull the complement needs, 1 per 10 (L696)
    specialists: Mapping[str, int]


@dataclass(frozen=True)
class BscsDetail:
    placement: Placement
    costs: tuple[EntryCost, ...]  # per entry of ``systems``
    points: float
    size_target: float | None
    size_used: float
    size_free: float  # of the size aimed at (0 with none)
    reactors: int
    reactor_output: int
    power_produced: int
    power_draws: tuple[PowerDraw, ...]
    power_demand: float
    power_spare: float
    move_cost: float
    move_cost_unimproved: float
    max_move: int
    move_points_powered: int
    turn_mode: int
    hull: int
    hull_min: int
    shield_points: int
    shield_generators: int
    armor: int
    sensors: tuple[SensorGroup, ...]
    jump_engines: int
    jump_power: float
    crew: CrewFigures
    repair_points: int
    repair_parts: int  # what the holds marked ``parts`` carry, 100 a hold (L395, L651)
    hospital_beds: int
    hangars: int
    stealth: int
    streamline: str
    campaign_universe: bool
    weapons: int
    # The catalog it was evaluated under (a house-rule profile's): the sheet reads its numbers
    # here, never in the book's, so what it prints is what was evaluated.
    catalog: BscsCatalog = field(repr=False)
    carried: tuple = ()  # CarriedCraft of each hangar naming a craft design
    carried_in_points: bool = False  # their points are the carrier's (carried_craft_points)
    shells: tuple[StowedShells, ...] = ()  # which shell holds carry which shells (L216-225)

    @property
    def size(self) -> float:
        """The size aimed at, or (with none) the size used."""
        return self.size_target if self.size_target is not None else self.size_used

    def stats(self) -> dict[str, Any]:
        """The figures for people and JSON (``validate --json``)."""
        crew = self.crew
        return {
            "points": self.points,
            "size": self.size,
            "size_used": self.size_used,
            "size_free": self.size_free,
            "power_produced": self.power_produced,
            "reactors": self.reactors,
            "reactor_output": self.reactor_output,
            "power_demand": self.power_demand,
            "power_spare": self.power_spare,
            "power_draw": [{"item": d.item, "path": d.path, "power": d.power} for d in self.power_draws],
            "move_cost": self.move_cost,
            "move_cost_unimproved": self.move_cost_unimproved,
            "max_move": self.max_move,
            "move_points_powered": self.move_points_powered,
            "turn_mode": self.turn_mode,
            "hull": self.hull,
            "hull_min": self.hull_min,
            "hull_sections": dict(self.placement.hull),
            "shield_points": self.shield_points,
            "shield_generators": self.shield_generators,
            "armor": self.armor,
            "sensors": [{"level": g.level, "count": g.count, "die": f"d{g.die}"} for g in self.sensors],
            "sensor_count": sum(g.count for g in self.sensors),
            "jump_engines": self.jump_engines,
            "jump_power": self.jump_power,
            "crew_voyage": crew.voyage,
            "crew_min": crew.minimum,
            "crew_required": crew.complement,
            "crew_hull": crew.hull,
            "crew_specialists": dict(crew.specialists),
            "repair_points": self.repair_points,
            "repair_parts": self.repair_parts,
            "hospital_beds": self.hospital_beds,
            "hangars": self.hangars,
            "stealth": self.stealth,
            "streamline": self.streamline,
            "campaign_universe": self.campaign_universe,
            "tics": {sec: self.placement.tics(sec) for sec in self.placement.hull},
            "weapons": self.weapons,
            **(
                {
                    "craft": [
                        {
                            "hangar": f"systems[{c.index}]",
                            "design": c.ref,
                            "count": c.count,
                            "name": c.design.name if c.design else None,
                            "points_each": c.points_each,
                            "size_each": c.size_each,
                        }
                        for c in self.carried
                    ]
                }
                if self.carried
                else {}
            ),
            **(
                {
                    "shells": [
                        {
                            "hold": f"systems[{s.hold}]" if s.hold != NOT_STOWED else None,
                            "cannon": f"systems[{s.cannon}]",
                            "shells": s.shells,
                            "warhead": s.warhead,
                        }
                        for s in self.shells
                    ]
                }
                if self.shells
                else {}
            ),
        }
