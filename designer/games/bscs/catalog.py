"""The component catalog ``catalogs/bscs/components.yaml``: read and checked once by the game
object (``BscsGame.data.catalog()``) and handed to the rules through the evaluation context.

Every entry must name its ``source`` (seed 002 lines) and hold only numbers (or, for the sensor
chart, mappings of numbers); anything else is a LoadError at the file's line.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from designer.core.yaml_source import load_yaml

CATALOG_FILE = "components.yaml"  # in the game's catalog folder
BOARDING = "boarding_"  # a boarding unit's entry is boarding_<unit> (marines: boarding_marines)
SOURCE_PATTERN = re.compile(r"^002 L\d+")

# What rules.py reads; a catalog missing one of these is refused when it is loaded.
REQUIRED = {
    "drive": ("size", "points", "mc_level_points", "base_move_cost", "min_move_cost", "size_per_move_cost"),
    "jump": ("size", "points", "power_per_jump", "crew_per_ship"),
    "beam": (
        "size_per_damage",
        "points_per_damage",
        "power_per_damage",
        "efficiency_points",
        "density_points",
        "focus_points",
        "compaction_points",
        "max_efficiency",
    ),
    "cannon": (
        "size_per_damage",
        "points_per_damage",
        "damage_per_power",
        "max_warhead_size",
        "plain_shell_size_per_damage",
    ),
    "missile": (
        "points_per_10_damage",
        "points_per_10_hexes",
        "points_per_sensor",
        "points_per_kt",
        "points_per_mt",
        "size_per_100_damage",
        "size_per_kt",
        "size_per_mt",
        "size_per_sensor",
        "min_sensors",
    ),
    "shield": ("size", "points", "base_shield_points", "improvement_points", "power"),
    "reactor": ("size", "points", "base_output", "improvement_points"),
    "sensor": ("size", "hull_per_sensor"),
    "armor": ("size", "points", "move_cost"),
    "hold": ("size", "points"),
    "hangar": ("points_per_craft", "size_factor", "crew"),
    "repair": ("size", "points", "power", "crew"),
    "hospital": ("size", "points", "power", "crew"),
    "rescue_pod": ("size", "points"),
    "hull": ("spaces_per_hull", "crew_per_hull"),
    "crew": (
        "weapons_per_crew",
        "pilot",
        "engineer",
        "complement_factor",
        "weaponeer",
        "weapons_per_weaponeer",
        "engine_units_per_engineer",
        "systems_per_operator",
    ),
    "stealth": ("size_fraction_per_level", "points_per_size", "max_level"),
    "turn_mode": ("size_per_level_point",),
    "campaign_universe": (
        "reactor_output",
        "efficiency",
        "damage_per_size",
        "focus",
        "compaction",
        "shield_points",
        "cannon_damage",
    ),
    "craft_drive": (
        "size",
        "points",
        "base_move_cost",
        "base_move_cost_nine",
        "mc_level_points",
        "min_move_cost",
        "tics",
    ),
    "craft_shield": (
        "size",
        "points",
        "base_shield_points",
        "improvement_points",
        "power",
        "campaign_max_points",
    ),
    "craft_inertial_storage": ("size", "points", "energy", "tics"),
    "craft_sensor": ("size", "basis_factor", "tics"),
    "craft_armor": ("size", "points", "move_cost", "whole_craft_below", "tics"),
    "craft_hold": ("points", "tics"),
    "craft_rescue_pod": ("size", "points", "carries", "tics"),
    **{
        f"craft_articulation_{form}": ("size_factor", "points_per_size", "tics")
        for form in ("basic", "bipedal", "humanoid")
    },
    **{
        f"craft_vg_{gear}": ("size_factor", "points_per_size", "tics")
        for gear in ("basic_2", "bipedal_2", "bipedal_3", "humanoid_2", "humanoid_3")
    },
    "craft_hull": ("step", "minimum", "spaces_per_hull", "crew_per_hull", "tics_per_hull"),
    "craft_group": ("units",),
}

# The catalog entry holding each system type's tics per unit (002 L769-785).
TIC_ENTRIES = {
    "drive": "drive",
    "jump": "jump",
    "beam": "beam",
    "cannon": "cannon",
    "missile": "missile",
    "shield": "shield",
    "reactor": "reactor",
    "sensor": "sensor",
    "armor": "armor",
    "hold": "hold",
    "hangar": "hangar",
    "repair": "repair",
    "hospital": "hospital",
    "rescue-pod": "rescue_pod",
    "boarding": "crew",
}


# What a sensor level or boarding unit the catalog lacks (one only a house-rule profile defines)
# counts as: nothing, reported as BSCS-SYSTEM-UNKNOWN by the entry's checks.
UNKNOWN_SENSOR_LEVEL = MappingProxyType({"basis": 0, "die": 0})
UNKNOWN_BOARDING_UNIT = MappingProxyType({"points": 0, "crew": 0})


class BscsCatalog:
    """The checked catalog: each component's numbers by entry name, with the two tables the
    rules look up on every entry (tics per unit, the sensor chart) made once at load."""

    def __init__(self, data: Mapping[str, Mapping[str, Any]]):
        self._entries = MappingProxyType(dict(data))
        # Tics inside the diagram per unit of each system type (shield points go outside, L774).
        self._tics = MappingProxyType({t: int(data[e]["tics"]) for t, e in TIC_ENTRIES.items()})
        # Level name -> {level, basis, die} (002 L411-420).
        self._sensor_chart = MappingProxyType(
            {k: v for k, v in data["sensor_levels"].items() if k != "source"}
        )

    def entry(self, name: str) -> Mapping[str, Any]:
        return self._entries[name]

    def unit_tics(self, system_type: str) -> int:
        return self._tics[system_type]

    def tics_per_unit(self) -> Mapping[str, int]:
        """System type -> tics per unit (``unit_tics`` of every type, for a loop over entries)."""
        return self._tics

    def sensor_chart(self) -> Mapping[str, Mapping[str, int]]:
        return self._sensor_chart

    def sensor_level(self, level: str) -> Mapping[str, float]:
        """A level's cost basis and die (002 L411-420); nothing for one these rules lack."""
        return self._sensor_chart.get(level, UNKNOWN_SENSOR_LEVEL)

    def boarding_unit(self, unit: str) -> Mapping[str, float]:
        """A boarding unit's points and crew (002 L709-718); nothing for one these rules lack."""
        return self._entries.get(f"{BOARDING}{unit}", UNKNOWN_BOARDING_UNIT)

    def knows_sensor_level(self, level: str) -> bool:
        return level in self._sensor_chart

    def knows_boarding_unit(self, unit: str) -> bool:
        return f"{BOARDING}{unit}" in self._entries

    def source(self, name: str) -> str:
        return self._entries[name]["source"]

    def data(self) -> dict[str, Any]:
        """The entries as plain data, a copy (what a house-rule profile changes)."""
        return copy.deepcopy(dict(self._entries))


def read_catalog(path: Path) -> BscsCatalog:
    """The catalog at ``path``, validated; raises LoadError at the offending line."""
    data, smap = load_yaml(path)
    if not isinstance(data, dict):
        raise smap.error((), "the BSCS catalog must be a mapping of components")
    for name, entry in data.items():
        if not isinstance(entry, dict):
            raise smap.error((name,), f"{name}: must be a mapping with a 'source'")
        if not SOURCE_PATTERN.match(str(entry.get("source", ""))):
            raise smap.error((name,), f'{name}: needs source: "002 Lnnn" naming its seed lines')
        for key, value in entry.items():
            if key == "source":
                continue
            values = value.values() if isinstance(value, dict) else [value]
            if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
                raise smap.error((name, key), f"{name}.{key}: must be a number")
    for name, keys in REQUIRED.items():
        if name not in data:
            raise smap.error((), f"the BSCS catalog lacks the {name!r} entry")
        for key in keys:
            if key not in data[name]:
                raise smap.error((name,), f"{name}: lacks {key!r}")
    return BscsCatalog(data)
