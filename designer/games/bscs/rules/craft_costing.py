"""What each assault craft entry takes and costs (002 L515-539): the craft's own drives,
shields, inertial storage, armor, holds and rescue pods, priced from the catalog's ``craft_*``
entries; ship weapons and reactors as on ships (L520, L522). Sensors are priced by type
together (``craft_sensor_rows``), articulation and variable-geometry gear by the size of what is
built before them (``frame_costs``): both are craft-wide, the rest one entry at a time.
"""

from __future__ import annotations

from typing import Mapping

from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import EntryCost, entry_cost

FRAME = frozenset({"articulation", "vg-gear"})  # sized by the craft built before them


def _counted(name: str):
    """An entry priced by its catalog size and points per unit."""

    def cost(system, catalog: BscsCatalog, options) -> EntryCost:
        c = catalog.entry(name)
        return EntryCost(system.count * c["size"], system.count * c["points"])

    return cost


def _shield(system, catalog: BscsCatalog, options) -> EntryCost:
    """0.1 size and 0.1 points a generator of one point; each further point 5 (L519). Each
    generator draws a tenth of a ship generator's 10 a turn, as it makes a tenth of its points."""
    c = catalog.entry("craft_shield")
    n = system.count
    extra = max(0, system.points - c["base_shield_points"])
    return EntryCost(n * c["size"], n * (c["points"] + extra * c["improvement_points"]), n * c["power"])


def _hold(system, catalog: BscsCatalog, options) -> EntryCost:
    return EntryCost(system.count * system.size, system.count * catalog.entry("craft_hold")["points"])


def _sensor(system, catalog: BscsCatalog, options) -> EntryCost:
    return EntryCost(system.count * catalog.entry("craft_sensor")["size"], 0.0)  # priced by type


def _frame(system, catalog: BscsCatalog, options) -> EntryCost:
    return EntryCost(0.0, 0.0)  # priced by frame_costs, from the craft built before it


_CRAFT_COSTING = {
    "drive": _counted("craft_drive"),
    "shield": _shield,
    "sensor": _sensor,
    "inertial-storage": _counted("craft_inertial_storage"),
    "armor": _counted("craft_armor"),
    "hold": _hold,
    "rescue-pod": _counted("craft_rescue_pod"),
    "articulation": _frame,
    "vg-gear": _frame,
}


def craft_entry_cost(system, catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> EntryCost:
    """Size, points and power of a whole craft entry; weapons and reactors as on ships."""
    cost = _CRAFT_COSTING.get(system.type)
    if cost is None:
        return entry_cost(system, catalog, options)
    return cost(system, catalog, options)


def frame_key(system) -> str:
    """The catalog entry of an articulation or variable-geometry gear."""
    if system.type == "articulation":
        return f"craft_articulation_{system.form}"
    return f"craft_vg_{system.form}_{system.modes}"


def frame_costs(systems, costs: list[EntryCost], catalog: BscsCatalog) -> dict[int, EntryCost]:
    """Articulation is a share of the craft built before it (drives to rescue pod), variable-
    geometry gear a share of that and the articulation (the build orders, L556-564); each costs
    a multiple of its own size, the "system weight" (L529-539, digest D30). A combination the
    table calls "Not Available" (basic 3-mode gear) costs nothing here: it is an error."""
    built = sum(c.size for s, c in zip(systems, costs) if s.type not in FRAME)
    out: dict[int, EntryCost] = {}
    for stage in ("articulation", "vg-gear"):
        added = 0.0
        for i, s in enumerate(systems):
            if s.type != stage or frame_key(s) not in _AVAILABLE:
                continue
            c = catalog.entry(frame_key(s))
            size = s.count * c["size_factor"] * built
            out[i] = EntryCost(size, size * c["points_per_size"])
            added += size
        built += added
    return out


_AVAILABLE = frozenset(
    {
        "craft_articulation_basic",
        "craft_articulation_bipedal",
        "craft_articulation_humanoid",
        "craft_vg_basic_2",
        "craft_vg_bipedal_2",
        "craft_vg_bipedal_3",
        "craft_vg_humanoid_2",
        "craft_vg_humanoid_3",
    }
)


def craft_sensor_rows(
    systems, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> dict[int, tuple[str, float]]:
    """Entry index -> (breakdown text, points) of the first sensor entry of each type: "cost 5
    times the chart value" (L521), the chart's cost basis per sensor (``craft_sensor_cost:
    basis``, digest D30: a Fair sensor 10) or 5 × the ship formula N × basis + N³ for the type
    (``formula``: one Fair 15)."""
    factor = catalog.entry("craft_sensor")["basis_factor"]
    groups: dict[str, list[int]] = {}
    for i, s in enumerate(systems):
        if s.type == "sensor":
            groups.setdefault(s.level, []).append(i)
    rows = {}
    for level, idx in groups.items():
        n, basis = sum(systems[j].count for j in idx), catalog.sensor_level(level)["basis"]
        name = f"{n} {level} sensor{'s' if n > 1 else ''}"
        if options["craft_sensor_cost"] == "basis":
            rows[idx[0]] = (f"{name} ({factor}×{basis} each)", factor * n * basis)
        else:
            rows[idx[0]] = (f"{name} ({factor}×({n}×{basis} + {n}³))", factor * (n * basis + n**3))
    return rows
