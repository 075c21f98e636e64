"""The component catalog ``catalogs/bscs/components.yaml``, read once and checked on load.

Every entry must name its ``source`` (seed 002 lines) and hold only numbers (or, for the sensor
chart, mappings of numbers); anything else is a LoadError at the file's line.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Mapping

from designer.core.paths import CATALOGS
from designer.core.yaml_source import load_yaml

CATALOG_FILE = CATALOGS / "bscs" / "components.yaml"
SOURCE_PATTERN = re.compile(r"^002 L\d+")

# What rules.py reads; a catalog missing one of these is refused when first loaded.
REQUIRED = {
    "drive": ("size", "points", "mc_level_points", "base_move_cost", "min_move_cost",
              "size_per_move_cost"),
    "jump": ("size", "points", "power_per_jump", "crew_per_ship"),
    "beam": ("size_per_damage", "points_per_damage", "power_per_damage", "efficiency_points",
             "density_points", "focus_points", "compaction_points", "max_efficiency"),
    "cannon": ("size_per_damage", "points_per_damage", "damage_per_power", "max_warhead_size",
               "plain_shell_size_per_damage"),
    "missile": ("points_per_10_damage", "points_per_10_hexes", "points_per_sensor", "points_per_kt",
                "points_per_mt", "size_per_100_damage", "size_per_kt", "size_per_mt",
                "size_per_sensor", "min_sensors"),
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
    "crew": ("weapons_per_crew", "pilot", "engineer", "complement_factor", "weaponeer",
             "weapons_per_weaponeer", "engine_units_per_engineer", "systems_per_operator"),
    "stealth": ("size_fraction_per_level", "points_per_size", "max_level"),
    "turn_mode": ("size_per_level_point",),
    "campaign_universe": ("reactor_output", "efficiency", "damage_per_size", "focus", "compaction",
                          "shield_points", "cannon_damage"),
}


@lru_cache(maxsize=1)
def components() -> Mapping[str, Mapping[str, Any]]:
    """The whole catalog, validated; cached so evaluation never touches the disk twice."""
    data, smap = load_yaml(CATALOG_FILE)
    if not isinstance(data, dict):
        raise smap.error((), "the BSCS catalog must be a mapping of components")
    for name, entry in data.items():
        if not isinstance(entry, dict):
            raise smap.error((name,), f"{name}: must be a mapping with a 'source'")
        if not SOURCE_PATTERN.match(str(entry.get("source", ""))):
            raise smap.error((name,), f"{name}: needs source: \"002 Lnnn\" naming its seed lines")
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
    return data


# The catalog entry holding each system type's tics per unit (002 L769-785).
TIC_ENTRIES = {"drive": "drive", "jump": "jump", "beam": "beam", "cannon": "cannon",
               "missile": "missile", "shield": "shield", "reactor": "reactor", "sensor": "sensor",
               "armor": "armor", "hold": "hold", "hangar": "hangar", "repair": "repair",
               "hospital": "hospital", "rescue-pod": "rescue_pod", "boarding": "crew"}


@lru_cache(maxsize=None)  # asked for every entry on every evaluation
def unit_tics(system_type: str) -> int:
    """Tics inside the diagram per unit of a system type (shield points go outside, L774)."""
    return int(components()[TIC_ENTRIES[system_type]]["tics"])


def entry(name: str) -> Mapping[str, Any]:
    return components()[name]


def sensor_chart() -> dict[str, Mapping[str, int]]:
    """Level name -> {level, basis, die} (002 L411-420)."""
    return {k: v for k, v in components()["sensor_levels"].items() if k != "source"}


def source(name: str) -> str:
    return components()[name]["source"]
