"""Evaluate a BSCS ship: "Building the Ship" (002 L594-758) step by step.

``evaluate(design, context)`` is pure: a function of the design, the catalog and the resolved
rule options the context carries. Each entry is priced and checked once (``entries.py``, kept
with the entry in the document's memos across edits), the tics are placed once, and both (with
every figure the sheet prints) go on in a typed :class:`BscsDetail`. Entry costs are in
``costing.py``, ship-wide figures in ``ship_figures.py``, checks in ``checks.py`` and
``entry_checks.py``, placement in ``placement.py``, crew in ``crew.py``.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from operator import itemgetter
from collections import Counter
from typing import Mapping, NamedTuple

from designer.core.context import EvaluationContext
from designer.core.numbers import format_number
from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter, sort_findings
from designer.core.model import RuleValue
from designer.games.bscs.rules import checks
from designer.games.bscs.rules.checks import STEPS
from designer.games.bscs.rules.carried import CarriedCraft, carried_findings, carried_points, craft_label
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.crew import crew
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.costing import EntryCost
from designer.games.bscs.rules.detail import BscsDetail, CrewFigures, PowerDraw, SensorGroup
from designer.games.bscs.rules.entries import EntriesKept, EntryFigures, entry_key
from designer.games.bscs.rules.placement import (
    SystemsPlacement,
    hull_section_findings,
    place,
    place_systems,
    placement_findings,
)
from designer.games.bscs.rules.shells import StowedShells, stow_shells
from designer.games.bscs.rules.ship_figures import (
    DriveLevels,
    Movement,
    Sizes,
    entry_totals,
    hull_minimum,
    jump_power,
    movement,
    outer_rows,
    sensor_rows,
    sizes,
)

EPS = 1e-9
# The book's figures go to thousandths (a 0.001 beam, L566-576) and a stealth share of them to
# a few places more; rounding there drops the float sums' noise (5.6000000000000005) from the
# breakdown and totals that ``validate --json`` writes, and changes no figure.
PLACES = 6


def _row(item: str, size: float, points: float, path: str) -> BreakdownRow:
    return BreakdownRow(item, {"size": round(size, PLACES), "points": round(points, PLACES)}, path)


def entry_rows(
    design: BscsDesign,
    figures: list[EntryFigures],
    sensors: dict[str, list[int]],
    catalog: BscsCatalog,
    options: Mapping[str, RuleValue],
) -> list[tuple[int, int, BreakdownRow]]:
    """(step, index, row) of every entry, in breakdown order. Sensors are priced together by
    type (002 L637, digest D15, rule sensor_cube): the first entry of each type carries the
    type's price, the others 0. ``sensors``: ``EntryTotals.sensors``. Reads ``design.systems`` alone."""
    rows: list[tuple[int, int, BreakdownRow]] = [(f.step, i, f.row) for i, f in enumerate(figures)]
    priced_sensors = sensor_rows(design, sensors, catalog, options)
    for i in sorted(i for idx in sensors.values() for i in idx):
        row = figures[i].row
        item, points = priced_sensors.get(i, (row.item, 0.0))
        rows[i] = (figures[i].step, i, _row(item, row.measures["size"], points, row.path))
    rows.sort(key=_ORDER)
    return rows


def breakdown(
    design: BscsDesign,
    entries: list[tuple[int, int, BreakdownRow]],
    sized: Sizes,
    move: Movement,
    drives: int,
    carried: tuple[CarriedCraft, ...],
    catalog: BscsCatalog,
    options: Mapping[str, RuleValue],
) -> tuple[BreakdownRow, ...]:
    """The entries' rows (:func:`entry_rows`; a hangar's craft, when the carrier pays for
    them, right after it), then hull (step 11), streamlining (13), stealth (14), the move-cost
    levels (15) and turn mode (16), in the construction order of the rules (digest §3)."""
    rows: list[tuple[int, int, BreakdownRow]] = []
    if carried_points(carried, options):  # the craft ride in the hangar's spaces
        rows += [
            (
                STEPS["hangar"],
                c.index,
                _row(craft_label(c), 0.0, c.count * c.points_each, f"systems[{c.index}].craft_design"),
            )
            for c in carried
            if c.design is not None
        ]
    rows.append((11, 0, _row(f"{design.hull} hull", design.hull, 0.0, "hull")))
    if move.level_points:
        rows.append(
            (
                15,
                0,
                _row(
                    f"Move cost −{move.levels} ({move.levels} levels × {drives} drives)",
                    0.0,
                    move.level_points,
                    f"systems[{move.first_drive}].mc_levels",
                ),
            )
        )
    rows += [
        (step, 0, _row(item, size, points, path))
        for step, item, size, points, path in outer_rows(design, sized, catalog)
    ]
    rows.sort(key=_ORDER)  # stable
    # Merged into the entries' rows (in order already) rather than all sorted again: each goes
    # after the entries of its step and index or before (the entries come first among equals).
    merged = [r for _, _, r in entries]
    for j, (step, index, row) in enumerate(rows):
        merged.insert(bisect_right(entries, (step, index), key=_ORDER) + j, row)
    return tuple(merged)


_ORDER = itemgetter(0, 1)


DESIGNS_KEPT = 64  # results a design's worth each (every entry's figures, every tic): a bound on memory


class SystemsPart(NamedTuple):
    """What an evaluation takes from the entries alone: an edit of a ship field (hull, size,
    stealth, crew...) keeps ``design.systems``, so all of it comes back in one look-up."""

    figures: list[EntryFigures]
    costs: tuple[EntryCost, ...]
    counts: Counter  # system type -> units (``entry_totals``); read, never changed
    non_hull: float  # the entries' spaces
    rows: list[tuple[int, int, BreakdownRow]]  # ``entry_rows``
    drives: DriveLevels
    reactor_output: float
    draws: tuple[PowerDraw, ...]
    demand: float  # the draws' sum, a turn (not rounded)
    sensors: tuple[SensorGroup, ...]
    shield_points: int
    repair_parts: float
    early: tuple[Finding, ...]  # Campaign maxima, kinds not alike, each entry's own, shells
    late: tuple[Finding, ...]  # the construction order, each entry's section by hand
    placement: SystemsPlacement  # the systems' tics (``place_systems``)
    shells: tuple[StowedShells, ...]  # ``stow_shells``


def systems_part(
    design: BscsDesign, figures: list[EntryFigures], catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> SystemsPart:
    """Reads ``design.systems``, the catalog, the options of ``entry_key`` (through
    ``figures``) and ``sensor_cube``, and nothing else of the design."""
    systems = design.systems
    totals = entry_totals(systems, catalog)
    sensors = totals.sensors
    costs = tuple(f.cost for f in figures)
    draws = tuple(f.draw for f in figures if f.draw is not None)
    return SystemsPart(
        figures,
        costs,
        totals.counts,
        sum(c.size for c in costs),
        entry_rows(design, figures, sensors, catalog, options),
        totals.drives,
        totals.reactor_output,
        draws,
        sum(d.power for d in draws),
        tuple(
            SensorGroup(level, sum(systems[j].count for j in idx), catalog.sensor_level(level)["die"])
            for level, idx in sensors.items()
        ),
        totals.shield_points,
        totals.parts_holds * catalog.entry("hold")["repair_parts"],
        (
            *(f for e in figures for f in e.campaign),
            *checks.mixed_findings(design),
            *(f for e in figures for f in e.findings),
            *checks.shell_findings(design, catalog),
        ),
        (*checks.order_findings(design), *(f for e in figures for f in e.placed)),
        place_systems(systems, catalog),
        stow_shells(systems, catalog),
    )


def evaluate(
    design: BscsDesign, context: EvaluationContext[BscsCatalog], carried: tuple[CarriedCraft, ...] = ()
) -> Evaluation:
    """``carried``: the craft the hangars name (``carried.carried_craft``), read by the game."""
    catalog, options, memos = context.catalog, context.options, context.memos
    # Kept here and nowhere below: an edit keeps the entries it does not touch, and an edit of a
    # ship field all of them, so their figures come back from the list before (``EntriesKept``)
    # and the whole part (with the systems' tics and the stowed shells) in one look-up.
    key = entry_key(catalog, options)
    kept = memos.of("bscs-entries", (), EntriesKept, *key)
    part = memos.of(
        "bscs-systems",
        design.systems,
        lambda: systems_part(design, kept.figures(design.systems, catalog, options), catalog, options),
        *key,
        options["sensor_cube"],
        limit=DESIGNS_KEPT,
    )
    counts = part.counts
    sized = sizes(design, part.non_hull, catalog)
    move = movement(part.drives, sized.used, counts["armor"], catalog)
    rows = breakdown(design, part.rows, sized, move, counts["drive"], carried, catalog, options)
    # The crew reads the entries, the crew choices and two options (crew.py); keyed by the
    # identity of the systems part (made once per list of entries, as ``bscs-systems`` keeps
    # it) and of the crew choices.
    crew_figures = memos.of(
        "bscs-crew",
        (part, design.crew),
        lambda: crew(design, catalog, counts, options),
        catalog,
        options["crew_rounding"],
        options["crew_shields"],
        limit=DESIGNS_KEPT,
    )
    hull_min = hull_minimum(sized, design.hull, catalog, options)
    placement = place(design, catalog, part.placement)
    detail = _detail(
        design,
        part,
        sized,
        move,
        round(sum(r.measures["points"] for r in rows), PLACES),
        crew_figures,
        hull_min,
        placement,
        part.shells,
        carried,
        catalog,
        options,
    )

    findings = list(part.early)
    findings += carried_findings(design, carried, catalog)
    findings += checks.ship_findings(design, catalog, counts, move.raw, hull_min, crew_figures)
    findings += part.late
    findings += placement_findings(design, placement)
    findings += hull_section_findings(design, placement, options)
    findings += _budget_findings(design, sized.used, part.demand, detail)
    meters = (
        Meter(
            "size",
            "Size",
            detail.size_used,
            design.size,
            "spaces",
            "Spaces used against the size aimed at (002 L689); no limit when no size is set",
        ),
        Meter(
            "power",
            "Power draw",
            detail.power_demand,
            detail.power_produced,
            "power",
            "What weapons, shields and auxiliaries draw a turn against the reactors' output",
        ),
    )
    return Evaluation(detail.stats(), rows, sort_findings(findings), meters, detail=detail)


def _detail(
    design: BscsDesign,
    part: SystemsPart,
    sized: Sizes,
    move: Movement,
    points: float,
    crew_figures: dict,
    hull_min: int,
    placement,
    shells: tuple[StowedShells, ...],
    carried: tuple[CarriedCraft, ...],
    catalog: BscsCatalog,
    options: Mapping[str, RuleValue],
) -> BscsDetail:
    """Every figure of the evaluation, as the sheet and JSON show them."""
    # Power (L182, L204, L386, L459, L670, L677): what each consumer draws per turn.
    counts, output, draws = part.counts, part.reactor_output, part.draws
    produced = counts["reactor"] * output
    demand = part.demand
    spare = produced - demand
    drives = counts["drive"]
    powered = 0 if move.cost <= 0 else max(0, min(drives, math.floor(spare / move.cost + EPS)))
    used = sized.used
    return BscsDetail(
        placement=placement,
        costs=part.costs,
        points=round(points, 4),
        size_target=design.size,
        size_used=round(used, 4),
        size_free=round((design.size - used) if design.size is not None else 0.0, 4),
        reactors=counts["reactor"],
        reactor_output=output,
        power_produced=produced,
        power_draws=draws,
        power_demand=round(demand, 4),
        power_spare=round(spare, 4),
        move_cost=round(move.cost, 4),
        move_cost_unimproved=round(move.raw, 4),
        max_move=drives,
        move_points_powered=powered,
        turn_mode=design.turn_mode,
        hull=design.hull,
        hull_min=hull_min,
        shield_points=part.shield_points,
        shield_generators=counts["shield"],
        armor=counts["armor"],
        sensors=part.sensors,
        jump_engines=counts["jump"],
        jump_power=jump_power(counts["jump"], catalog, options),
        crew=CrewFigures(
            design.crew.voyage,
            crew_figures["min"],
            crew_figures["complement"],
            crew_figures["hull"],
            crew_figures["specialists"],
        ),
        repair_points=counts["repair"],
        repair_parts=part.repair_parts,
        hospital_beds=counts["hospital"] * catalog.entry("hospital")["beds"],
        hangars=counts["hangar"],
        stealth=design.stealth,
        streamline=design.streamline,
        campaign_universe=options["campaign_universe"],
        weapons=counts["beam"] + counts["cannon"],
        carried=carried,
        carried_in_points=carried_points(carried, options),
        shells=shells,
        catalog=catalog,
    )


def _budget_findings(design: BscsDesign, used: float, demand: float, detail: BscsDetail) -> list[Finding]:
    """Power against the reactors (L622-626, L459, L608) and spaces against the size aimed at
    (``demand``: what the draws add up to, unrounded)."""
    out: list[Finding] = []
    produced, jump = detail.power_produced, detail.jump_power
    if demand > produced + EPS:
        out.append(
            Finding(
                "BSCS-POWER-SHORT",
                "warning",
                f"weapons, shields and auxiliaries draw {format_number(demand)} power a turn but the "
                "reactors make "
                f"{format_number(produced)}; not everything can run at once",
                "systems",
                "Add Reactors (002 L622-626)",
            )
        )
    if jump and produced < jump:
        out.append(
            Finding(
                "BSCS-POWER-JUMP",
                "warning",
                f"a jump needs {format_number(jump)} power; the reactors make {format_number(produced)}",
                "systems",
                "Jump Engines, Add Jump Engine (002 L459, L608)",
            )
        )
    if design.size is not None:
        if used > design.size + EPS:
            out.append(
                Finding(
                    "BSCS-SIZE-OVER",
                    "error",
                    f"the systems take {format_number(used)} spaces, more than the ship's size "
                    f"{format_number(design.size)}",
                    "size",
                    "Calculate Hull (002 L689)",
                )
            )
        elif used < design.size - EPS:
            out.append(
                Finding(
                    "BSCS-SIZE-FREE",
                    "warning",
                    f"{format_number(design.size - used)} of {format_number(design.size)} spaces are not "
                    "used; add holds or hull, or lower 'size'",
                    "size",
                    "Calculate Hull (002 L689)",
                )
            )
    return out


__all__ = ["evaluate", "breakdown"]
