"""Evaluate an assault craft (002 L515-564): its systems, hull, turn mode, move cost and crew,
priced and checked the way a ship is, with the craft's own numbers.

The build orders (L554-564): drives, shields, sensors, weapons, power, armor, hold, rescue pod,
then (VGF, HBV) articulation and (VGF) variable-geometry gear, then hull and turn mode, then
improvements. Hull is the ship's rule (one per 20 spaces, L689) in tenths, at least 0.1 (L541,
digest D30); the turn mode is priced as a ship's (size / 20 a level, L748).
"""

from __future__ import annotations

import math
from operator import itemgetter
from typing import Mapping

from designer.core.context import EvaluationContext
from designer.core.evaluation import BreakdownRow, Evaluation, Meter, sort_findings
from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.craft_checks import CRAFT_STEPS, craft_findings
from designer.games.bscs.rules.craft_costing import craft_entry_cost, craft_sensor_rows, frame_costs
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.rules.craft_detail import CraftDetail, CraftTic
from designer.games.bscs.rules.detail import PowerDraw, SensorGroup
from designer.games.bscs.rules.placement import system_label
from designer.games.bscs.rules.ship_figures import Sizes, outer_rows, outer_sizes
from designer.games.bscs.rules.tally import tally

EPS = 1e-9


def tenths_up(x: float) -> float:
    """Round up to the next tenth (fractional hull, digest D30), immune to float sums."""
    return math.ceil(round(x * 10, 9)) / 10


def craft_sizes(craft: BscsCraft, costs, catalog: BscsCatalog) -> Sizes:
    non_hull = sum(c.size for c in costs)
    return outer_sizes(non_hull, non_hull + craft.hull, craft, catalog)


def craft_hull_minimum(
    sized: Sizes, craft: BscsCraft, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> float:
    """One hull per 20 spaces as for ships (L689, rule ``hull_base``), in tenths, at least the
    0.1 of L541."""
    hull = catalog.entry("craft_hull")
    measure = sized.used - craft.hull if options["hull_base"] == "non-hull" else sized.used
    return max(hull["minimum"], tenths_up(measure / hull["spaces_per_hull"]))


def move_cost(
    craft: BscsCraft, armor: int, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> tuple[float, float, int, float]:
    """(unimproved, improved, levels, levels' points): "initial move cost - 1" (L517) read as 1
    (``craft_move_cost: one``) or as 10 − 1 = 9 (``nine``); +5 a point of armor (L523); no size
    term (digest D10); each level −1 for 2 points a drive (L517), never below 1 (L603)."""
    drive = catalog.entry("craft_drive")
    one = options["craft_move_cost"] == "one"
    base = drive["base_move_cost"] if one else drive["base_move_cost_nine"]
    raw = base + armor * catalog.entry("craft_armor")["move_cost"]
    levels = next((s.mc_levels for s in craft.systems if s.type == "drive"), 0)
    points = sum(s.count * s.mc_levels * drive["mc_level_points"] for s in craft.systems if s.type == "drive")
    return raw, max(drive["min_move_cost"], raw - levels), levels, points


def _row(item: str, size: float, points: float, path: str) -> BreakdownRow:
    """Craft figures are tenths and thousandths: kept to four decimals, as ship sizes are."""
    return BreakdownRow(item, {"size": round(size, 4), "points": round(points, 4)}, path)


def craft_breakdown(
    craft: BscsCraft, costs, sized: Sizes, move, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> tuple[BreakdownRow, ...]:
    """One row per entry in the build order, then hull, streamlining, stealth, the move-cost
    levels and the turn mode."""
    sensors = craft_sensor_rows(craft.systems, catalog, options)
    rows: list[tuple[int, int, BreakdownRow]] = []
    for i, (s, c) in enumerate(zip(craft.systems, costs)):
        label = system_label(s)
        item, points = (f"{s.count} × {label}" if s.count > 1 else label), c.points
        if s.type == "sensor":
            item, points = sensors.get(i, (item, 0.0))
        rows.append((CRAFT_STEPS[s.type], i, _row(item, c.size, points, f"systems[{i}]")))
    rows.append((11, 0, _row(f"{craft.hull:g} hull", craft.hull, 0.0, "hull")))
    _raw, _cost, levels, level_points = move
    if level_points:
        drives = sum(s.count for s in craft.systems if s.type == "drive")
        first = next(i for i, s in enumerate(craft.systems) if s.type == "drive")
        rows.append(
            (
                15,
                0,
                _row(
                    f"Move cost −{levels} ({levels} levels × {drives} drives × 2)",
                    0.0,
                    level_points,
                    f"systems[{first}].mc_levels",
                ),
            )
        )
    rows += [
        (step, 0, _row(item, size, points, path))
        for step, item, size, points, path in outer_rows(craft, sized, catalog)
    ]
    rows.sort(key=itemgetter(0, 1))
    return tuple(r for _, _, r in rows)


def craft_tics(craft: BscsCraft, catalog: BscsCatalog) -> tuple[CraftTic, ...]:
    """The Systems line of a unit: armor points first (they are hit first, L451), the hull
    (one tic per whole hull and one for a part of one), then every component in build order
    ("components can be any order desired", L488). Shields open the line in parentheses and
    rescue pods are not on it, as on a ship's diagram (L487, L784)."""
    out = [
        CraftTic("Armor", "armor", s.count, f"systems[{i}]")
        for i, s in enumerate(craft.systems)
        if s.type == "armor"
    ]
    if craft.hull > 0:
        out.append(CraftTic("Hull", "hull", math.ceil(round(craft.hull, 9)), "hull"))
    ordered = sorted(
        (CRAFT_STEPS[s.type], i)
        for i, s in enumerate(craft.systems)
        if s.type not in ("armor", "shield", "rescue-pod")
    )
    for _, i in ordered:
        s = craft.systems[i]
        out.append(CraftTic(system_label(s), s.type, s.count, f"systems[{i}]"))
    return tuple(out)


def evaluate_craft(craft: BscsCraft, context: EvaluationContext[BscsCatalog]) -> Evaluation:
    catalog, options = context.catalog, context.options
    costs = [craft_entry_cost(s, catalog, options) for s in craft.systems]
    for i, cost in frame_costs(craft.systems, costs, catalog).items():
        costs[i] = cost
    counts = tally(craft.systems)
    sized = craft_sizes(craft, costs, catalog)
    move = move_cost(craft, counts["armor"], catalog, options)
    rows = craft_breakdown(craft, costs, sized, move, catalog, options)
    detail = _detail(
        craft, costs, counts, sized, move, sum(r.measures["points"] for r in rows), catalog, options
    )
    findings = craft_findings(craft, detail, counts, catalog, options)
    size = detail.size
    meters = (
        Meter(
            "size",
            "Size",
            size,
            None,
            "spaces",
            "Everything the craft is built of, hull, streamlining and stealth included (002 L541-552)",
        ),
        Meter(
            "generators",
            "Shield generators",
            detail.shield_generators,
            math.floor(size + EPS),
            "generators",
            "At most one per size of craft (002 L519)",
        ),
        Meter(
            "sensors",
            "Sensors",
            sum(g.count for g in detail.sensors),
            math.floor(size + EPS),
            "sensors",
            "At most one per size of craft (002 L521)",
        ),
    )
    return Evaluation(detail.stats(), rows, sort_findings(findings), meters, detail=detail)


def _detail(
    craft: BscsCraft,
    costs,
    counts,
    sized: Sizes,
    move,
    points: float,
    catalog: BscsCatalog,
    options: Mapping[str, RuleValue],
) -> CraftDetail:
    raw, cost, _levels, _points = move
    weapons = counts["beam"] + counts["cannon"]
    crew_cat = catalog.entry("crew")
    weaponeer = crew_cat["weaponeer"] if weapons > crew_cat["weapons_per_weaponeer"] else 0
    crew = crew_cat["pilot"] + weaponeer
    groups: dict[str, int] = {}
    for s in craft.systems:
        if s.type == "sensor":
            groups[s.level] = groups.get(s.level, 0) + s.count
    output = next((s.output for s in craft.systems if s.type == "reactor"), 0)
    draws = tuple(
        PowerDraw(
            system_label(s),
            f"systems[{i}]",
            round(c.shots_power if s.type in ("beam", "cannon") else c.power, 4),
        )
        for i, (s, c) in enumerate(zip(craft.systems, costs))
        if c.power
    )
    return CraftDetail(
        craft_type=craft.craft_type,
        costs=tuple(costs),
        points=round(points, 4),
        size=round(sized.used, 4),
        hull=craft.hull,
        hull_min=round(craft_hull_minimum(sized, craft, catalog, options), 4),
        move_cost=round(cost, 4),
        move_cost_unimproved=round(raw, 4),
        max_move=counts["drive"],
        turn_mode=craft.turn_mode,
        crew=crew,
        crew_hull=round(crew / catalog.entry("craft_hull")["crew_per_hull"], 4),
        shield_points=sum(s.count * s.points for s in craft.systems if s.type == "shield"),
        shield_generators=counts["shield"],
        armor=counts["armor"],
        sensors=tuple(
            SensorGroup(level, n, catalog.sensor_level(level)["die"]) for level, n in groups.items()
        ),
        energy=counts["inertial-storage"] * catalog.entry("craft_inertial_storage")["energy"],
        reactor_output=counts["reactor"] * output,
        draws=draws,
        tics=craft_tics(craft, catalog),
        stealth=craft.stealth,
        streamline=craft.streamline,
        campaign_universe=options["campaign_universe"],
        weapons=weapons,
        catalog=catalog,
    )
