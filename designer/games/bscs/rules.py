"""Evaluate a BSCS design: "Building the Ship" (002 L594-758) step by step.

``evaluate(design, options)`` is pure: stats, a breakdown in the construction order of the
rules, and findings (construction rules broken are errors, a power shortfall is a warning).
Entry-level checks are in ``checks.py``, placement in ``placement.py``, crew in ``crew.py``.
"""

from __future__ import annotations

import math
from operator import itemgetter
from typing import Mapping

from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter, sort_findings
from designer.core.model import RuleValue
from designer.games.bscs import catalog, checks, crew
from designer.games.bscs.costing import EntryCost, entry_cost
from designer.games.bscs.design import (Armor, Beam, BscsDesign, Cannon, Drive, Hangar,
                                        Hospital, JumpEngine, Reactor, Repair, Sensor,
                                        ShieldGenerator)
from designer.games.bscs.placement import (hull_section_findings, hull_split, place,
                                           placement_findings, system_label)
from designer.games.bscs.tally import count

# The step of "Building the Ship" (digest §3) each entry belongs to, for the breakdown.
STEP = checks.STEPS
EPS = 1e-9


def ceil(x: float) -> int:
    """Round fractions up (002 L689), immune to 4.000000001 from float sums."""
    return math.ceil(round(x, 9))


def sensor_groups(design: BscsDesign) -> dict[str, list[int]]:
    """Sensor level -> indices of its entries; the N³ term is per type group (digest D15)."""
    groups: dict[str, list[int]] = {}
    for i, s in enumerate(design.systems):
        if s.type == "sensor":  # the tag names the model class (models are not subclassed)
            groups.setdefault(s.level, []).append(i)
    return groups


def sensor_cost(level: str, n: int) -> float:
    """(# of sensors × cost basis for the type) + number of sensors cubed (002 L637)."""
    return n * catalog.sensor_chart()[level]["basis"] + n ** 3


def cube_all_sensors(options: Mapping[str, RuleValue]) -> bool:
    """L637 read as one cube of every sensor aboard (``sensor_cube: all-sensors``) rather than
    one per type (the default, digest D15): 3 standard + 2 good cost 3×4 + 2×6 + 5³ = 149, not
    3×4 + 3³ + 2×6 + 2³ = 59."""
    return options.get("sensor_cube", "per-type") == "all-sensors"


def sensor_rows(design: BscsDesign, groups: dict[str, list[int]],
                options: Mapping[str, RuleValue]) -> dict[int, tuple[str, float]]:
    """Entry index -> (breakdown text, points) of the first entry of each sensor type; the
    type's other entries are priced with it. Under ``all-sensors`` the cube of the whole count
    goes on the ship's first sensor entry."""
    chart = catalog.sensor_chart()
    counts = {level: sum(design.systems[j].count for j in idx) for level, idx in groups.items()}
    first_sensor = min((idx[0] for idx in groups.values()), default=None)
    every = sum(counts.values())
    rows: dict[int, tuple[str, float]] = {}
    for level, idx in groups.items():
        n, basis = counts[level], chart[level]["basis"]
        text = f"{n} {level} sensor{'s' if n > 1 else ''} ({n}×{basis}"
        if not cube_all_sensors(options):
            rows[idx[0]] = (f"{text} + {n}³)", sensor_cost(level, n))
        elif idx[0] == first_sensor:
            rows[idx[0]] = (f"{text} + {every}³ for all sensors)", n * basis + every ** 3)
        else:
            rows[idx[0]] = (f"{text})", n * basis)
    return rows


def sizes(design: BscsDesign, costs: list[EntryCost]) -> dict[str, float]:
    """Streamlining is a share of the ship before it, stealth of the ship after it (L721-734,
    digest D22); the move-cost size includes hull and stealth (L740)."""
    non_hull = sum(c.size for c in costs)
    base = non_hull + design.hull * catalog.entry("hull")["size"]
    streamline = 0.0
    if design.streamline != "none":
        streamline = base * catalog.entry(f"streamline_{design.streamline}")["size_fraction"]
    stealth = (base + streamline) * catalog.entry("stealth")["size_fraction_per_level"] * design.stealth
    return {"non_hull": non_hull, "base": base, "streamline": streamline, "stealth": stealth,
            "used": base + streamline + stealth}


def _row(item: str, size: float, points: float, path: str) -> BreakdownRow:
    return BreakdownRow(item, {"size": size, "points": points}, path)


def jump_power(design: BscsDesign, options: Mapping[str, RuleValue]) -> float:
    """Power to jump: Jump Engines "require 100 Power each to work" (002 L459), the default
    ``jump_power: per-engine``; or "100 per Jump" (L608) however many engines (``per-jump``)."""
    engines = count(design, JumpEngine)
    if options.get("jump_power", "per-engine") == "per-jump":
        engines = min(engines, 1)
    return engines * catalog.entry("jump")["power_per_jump"]


def evaluate(design: BscsDesign, options: Mapping[str, RuleValue]) -> Evaluation:
    costs = [entry_cost(s, options) for s in design.systems]
    size = sizes(design, costs)
    used = size["used"]
    findings: list[Finding] = []
    rows: list[tuple[float, int, BreakdownRow]] = []

    # Systems; sensors priced together by type (002 L637, digest D15, rule sensor_cube).
    groups = sensor_groups(design)
    priced_sensors = sensor_rows(design, groups, options)
    labels = [system_label(s) for s in design.systems]  # rows and power draws both name entries
    for i, (s, c) in enumerate(zip(design.systems, costs)):
        points = c.points
        item = f"{s.count} × {labels[i]}" if s.count > 1 else labels[i]
        if s.type == "sensor":
            # priced with the first entry of its level; the others are 0
            item, points = priced_sensors.get(i, (item, 0.0))
        rows.append((STEP[s.type], i, _row(item, round(c.size, 4), points, f"systems[{i}]")))

    # Hull (step 11), streamlining (13), stealth (14).
    rows.append((11, 0, _row(f"{design.hull} hull", design.hull, 0.0, "hull")))
    if design.streamline != "none":
        cat = catalog.entry(f"streamline_{design.streamline}")
        rows.append((13, 0, _row(f"Streamlining ({design.streamline})", size["streamline"],
                                         size["streamline"] * cat["points_per_size"], "streamline")))
    if design.stealth:
        rows.append((14, 0, _row(f"Stealth {design.stealth}", size["stealth"],
                                         size["stealth"] * catalog.entry("stealth")["points_per_size"],
                                         "stealth")))

    # Move cost (step 15): 10 + 10 per armor point + size/100 − improvement levels.
    drive_cat = catalog.entry("drive")
    drives = count(design, Drive)
    armor = count(design, Armor)
    # One pass over the entries for the ship-wide figures of drives, reactors and shields.
    first_drive = first_reactor = None
    mc_points = 0  # summed entry by entry, as the book prices each drive's levels
    mc_level_points = catalog.entry("drive")["mc_level_points"]
    shield_points = 0
    for i, s in enumerate(design.systems):
        t = s.type
        if t == "drive":
            if first_drive is None:
                first_drive = i
            mc_points += s.count * s.mc_levels * mc_level_points
        elif t == "reactor":
            if first_reactor is None:
                first_reactor = i
        elif t == "shield":
            shield_points += s.count * s.points
    mc_levels = design.systems[first_drive].mc_levels if first_drive is not None else 0
    mc_raw = (drive_cat["base_move_cost"] + armor * catalog.entry("armor")["move_cost"]
              + used / drive_cat["size_per_move_cost"])
    move_cost = max(drive_cat["min_move_cost"], mc_raw - mc_levels)
    if mc_points:
        first = first_drive
        rows.append((15, 0, _row(f"Move cost −{mc_levels} ({mc_levels} levels × {drives} drives)",
                                         0.0, mc_points, f"systems[{first}].mc_levels")))

    # Turn mode (step 16): size/20 per level; takes no space (L746-750).
    tm_points = used / catalog.entry("turn_mode")["size_per_level_point"] * design.turn_mode
    if design.turn_mode:
        rows.append((16, 0, _row(f"Turn mode {design.turn_mode}", 0.0, tm_points, "turn_mode")))

    breakdown = tuple(r for _, _, r in sorted(rows, key=itemgetter(0, 1)))
    points = sum(r.points for r in breakdown)

    # Power (L182, L204, L386, L459, L670, L677): what each consumer draws per turn.
    reactors = count(design, Reactor)
    output = design.systems[first_reactor].output if first_reactor is not None else 0
    produced = reactors * output
    draws = [{"item": labels[i], "path": f"systems[{i}]", "power": round(c.power, 4)}
             for i, c in enumerate(costs) if c.power]
    demand = sum(d["power"] for d in draws)
    spare = produced - demand
    powered_moves = 0 if move_cost <= 0 else max(0, min(drives, math.floor(spare / move_cost + EPS)))

    crew_figures = crew.crew(design, options)
    hull_cat = catalog.entry("hull")
    hull_measure = size["used"] - design.hull if options.get("hull_base", "non-hull") == "non-hull" else used
    hull_min = ceil(hull_measure / hull_cat["spaces_per_hull"])
    placement = place(design)
    sensors_total = count(design, Sensor)

    findings += checks.entry_findings(design, options)
    findings += checks.ship_findings(design, mc_raw, hull_min, crew_figures, drives)
    findings += checks.order_findings(design)
    findings += placement_findings(design, placement)
    findings += hull_section_findings(design, options)
    if demand > produced + EPS:
        findings.append(Finding(
            "BSCS-POWER-SHORT", "warning",
            f"weapons, shields and auxiliaries draw {demand:g} power a turn but the reactors make "
            f"{produced:g}; not everything can run at once", "systems",
            "Add Reactors (002 L622-626)"))
    jump = jump_power(design, options)
    if jump and produced < jump:
        findings.append(Finding(
            "BSCS-POWER-JUMP", "warning",
            f"a jump needs {jump:g} power; the reactors make {produced:g}", "systems",
            "Jump Engines, Add Jump Engine (002 L459, L608)"))
    if design.size is not None:
        if used > design.size + EPS:
            findings.append(Finding("BSCS-SIZE-OVER", "error",
                                    f"the systems take {used:g} spaces, more than the ship's size "
                                    f"{design.size:g}", "size", "Calculate Hull (002 L689)"))
        elif used < design.size - EPS:
            findings.append(Finding("BSCS-SIZE-FREE", "warning",
                                    f"{design.size - used:g} of {design.size:g} spaces are not "
                                    "used; add holds or hull, or lower 'size'", "size",
                                    "Calculate Hull (002 L689)"))

    stats = {
        "points": round(points, 4),
        "size": design.size if design.size is not None else round(used, 4),
        "size_used": round(used, 4),
        "size_free": round((design.size - used) if design.size is not None else 0.0, 4),
        "power_produced": produced,
        "reactors": reactors,
        "reactor_output": output,
        "power_demand": round(demand, 4),
        "power_spare": round(spare, 4),
        "power_draw": draws,
        "move_cost": round(move_cost, 4),
        "move_cost_unimproved": round(mc_raw, 4),
        "max_move": drives,
        "move_points_powered": powered_moves,
        "turn_mode": design.turn_mode,
        "hull": design.hull,
        "hull_min": hull_min,
        "hull_sections": hull_split(design),
        "shield_points": shield_points,
        "shield_generators": count(design, ShieldGenerator),
        "armor": armor,
        "sensors": [{"level": lvl, "count": sum(design.systems[j].count for j in idx),
                     "die": f"d{catalog.sensor_chart()[lvl]['die']}"} for lvl, idx in groups.items()],
        "sensor_count": sensors_total,
        "jump_engines": count(design, JumpEngine),
        "jump_power": jump,
        "crew_voyage": design.crew.voyage,
        "crew_min": crew_figures["min"],
        "crew_required": crew_figures["complement"],
        "crew_hull": crew_figures["hull"],
        "crew_specialists": crew_figures["specialists"],
        "repair_points": count(design, Repair),
        "hospital_beds": count(design, Hospital) * catalog.entry("hospital")["beds"],
        "hangars": count(design, Hangar),
        "stealth": design.stealth,
        "streamline": design.streamline,
        "campaign_universe": bool(options.get("campaign_universe", True)),
        "tics": {sec: placement.tics(sec) for sec in placement.sections},
        "weapons": count(design, Beam) + count(design, Cannon),
    }
    meters = (Meter("size", "Size", stats["size_used"], design.size, "spaces",
                    "Spaces used against the size aimed at (002 L689); no limit when no size is set"),
              Meter("power", "Power draw", stats["power_demand"], produced, "power",
                    "What weapons, shields and auxiliaries draw a turn against the reactors' output"))
    return Evaluation(stats, breakdown, sort_findings(findings), meters)


__all__ = ["evaluate", "sensor_cost", "sizes", "ceil"]
