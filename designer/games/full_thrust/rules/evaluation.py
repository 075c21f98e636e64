"""Full Thrust evaluation: stats, cost breakdown and findings for a design (001 L761-893).

``evaluate`` is pure: a function of the design and the context (catalog, resolved options).
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Sequence

from designer.core.context import ResolvedContext
from designer.core.evaluation import BreakdownRow, Evaluation, Finding, Meter, sort_findings
from designer.games.full_thrust.catalog import Catalog, SystemSpec
from designer.games.full_thrust.rules.damage_track import THRESHOLD_ROLLS, damage_track, thresholds
from designer.games.full_thrust.design import FullThrustDesign, Screen, System, Weasel
from designer.games.full_thrust.rules.hull_figures import HullFigures, hull_figures
from designer.games.full_thrust.options import Options
from designer.games.full_thrust.rules.system_checks import (
    ALLOWED_ARCS,
    arc_findings,
    merchant_findings,
    restricted_findings,
)
from designer.games.full_thrust.rules.system_costs import arcs_of, arcs_text

RULE_MASS = "'Standard' and 'Special' Hulls, 001 L786, L794"
RULE_THRUST = "Drive Systems Cost, 001 L820"
RULE_INSTALLATION = "Starbases and Other Installations, 001 L713-717"
RULE_ALLOWANCE = {
    "warship": "Fitting Weapons and Other Systems, 001 L830",
    "merchant": "Fitting Weapons and Other Systems, 001 L834, L796",
    "q-ship": "'Q' Ships, 001 L741",
    "tug": "FTL Tugs and Tenders, 001 L705",
    "military-installation": "Starbases and Other Installations, 001 L715",
    "civilian-installation": "Starbases and Other Installations, 001 L715, L726",
}
RULE_NON_FTL_ALLOWANCE = "Non-FTL Ships, 001 L687-691"  # 75% of MASS for a non-FTL warship


def _allowance_rule(design: FullThrustDesign) -> str:
    """The section that sets this hull's allowance: a non-FTL warship's is Non-FTL Ships."""
    if design.hull.type == "warship" and not design.ftl:
        return RULE_NON_FTL_ALLOWANCE
    return RULE_ALLOWANCE[design.hull.type]


@dataclass(frozen=True)
class FullThrustDetail:
    """What the record sheet and the fleet rules read, typed (never printed as such)."""

    hull: HullFigures
    systems_mass: int
    fire_controls: int
    track: tuple[int, ...]  # open boxes per damage-track row, top to bottom
    thresholds: tuple[int, ...]  # accumulated damage at each threshold check
    threshold_rolls: tuple[str, ...]
    # The catalog it was evaluated under (a house-rule profile's): what the sheet looks up, such
    # as the beam classes its key names, comes from here, never from the book's.
    catalog: Catalog = field(repr=False)


def evaluate(design: FullThrustDesign, context: ResolvedContext[Catalog]) -> Evaluation[FullThrustDetail]:
    """Stats, meters, breakdown, findings and the sheet's detail."""
    cat, options, memos = context.catalog, Options.of(context.options), context.memos
    hull = hull_figures(design, options, cat)
    systems = design.systems
    # An edit keeps the entries it does not touch: what depends on the systems alone is kept
    # by their identities (with the catalog's), so a MASS or thrust edit re-reads no entry.
    # The arc findings too: whether aft arcs are allowed is the one thing of the rest they need.
    aft_ok = bool(design.is_installation and options.installation_all_arc)
    part = memos.of(
        "ft-systems", (cat, *systems), lambda: _systems_part(systems, cat, aft_ok), aft_ok, limit=64
    )
    specs = part.specs
    hull_rows = _hull_rows(design, hull)
    breakdown = hull_rows + list(part.rows)
    systems_mass = part.mass
    findings = _hull_findings(design, hull, cat)
    findings += _allowance_findings(design, hull, part)
    findings += part.arc_findings
    findings += merchant_findings(design, specs, options, cat)
    findings += restricted_findings(design, specs, part.restricted, hull, options, cat)
    findings += part.unknown

    rows = damage_track(hull.damage_box, hull.damage_points, cat)
    checks = thresholds(rows)
    extra_fc = part.extra_fire_controls
    fire_controls = hull.standard_fire_controls + extra_fc
    stats = {
        "points": _total(hull, part.points, options),
        "mass": design.hull.mass,
        "class": hull.design_class,
        "hull_type": design.hull.type,
        "ftl": design.ftl,
        "damage_points": hull.damage_points,
        "systems_mass": systems_mass,
        "systems_mass_limit": hull.allowance,
        "thrust": design.thrust,
        "fire_controls": fire_controls,
        "standard_fire_controls": hull.standard_fire_controls,
        "screen_level": part.screen_level,
        "fighter_groups": part.fighter_groups,
        "damage_box": hull.damage_box,
        "damage_track": list(rows),
        "thresholds": list(checks),
        "threshold_rolls": list(THRESHOLD_ROLLS[: len(checks)]),
        "drive_class": hull.drive_class,
        "hull_points": _number(hull.hull_points),
        "ftl_points": _number(hull.ftl_points),
        "drive_points": _number(hull.drive_points),
        "systems_points": part.points,
    }
    meters = (
        Meter(
            "systems_mass",
            "Systems MASS",
            systems_mass,
            hull.allowance,
            "MASS",
            "MASS of the systems fitted against the hull's allowance (001 L830-834)",
        ),
    )
    detail = FullThrustDetail(
        hull, systems_mass, fire_controls, rows, checks, THRESHOLD_ROLLS[: len(checks)], cat
    )
    return Evaluation(stats, tuple(breakdown), sort_findings(findings), meters, detail=detail)


@dataclass(frozen=True)
class _SystemsPart:
    """What depends on the systems list (and the catalog) alone: each entry's spec, its
    breakdown row, the sums and the systems the catalog lacks."""

    specs: tuple[SystemSpec, ...]
    rows: tuple[BreakdownRow, ...]
    used: tuple[int, ...]  # MASS used after each entry, in order
    mass: int
    points: int
    extra_fire_controls: int
    screen_level: int
    fighter_groups: int
    unknown: tuple[Finding, ...]
    restricted: tuple[int, ...]  # the entries whose fitting the hull's class restricts
    arc_findings: tuple[Finding, ...]


def _systems_part(systems: Sequence[System], cat: Catalog, aft_ok: bool) -> _SystemsPart:
    """The systems' part of the evaluation: each entry's spec and row, the running MASS, the
    sums, the arc findings, the entries the hull's class restricts and the systems the catalog
    lacks. One pass, written out: it runs for every entry of every design evaluated, and a
    function call per entry and figure was a third of an evaluation."""
    specs, rows, used, restricted = [], [], [], []
    arc_found: list[Finding] = []
    unknown: list[Finding] = []
    total = points = fire_controls = screen_level = fighter_groups = 0
    specs_by_key, spec_key = cat.specs_by_key, cat.spec_key
    for i, entry in enumerate(systems):
        key = spec_key(entry)
        spec = specs_by_key.get(key)
        path = f"systems[{i}]"
        if spec is None:  # a kind these rules lack (a beam class only a house-rule profile defines)
            spec = cat.system(*key)
            unknown.append(_unknown_system(spec, path))
        # The row: ``Class 'A' Beam Battery (P/F/S) x2``, ``Screen Generator level 2``.
        count = entry.count
        text, mass, cost = spec.name, spec.mass, spec.points
        if type(entry) is Screen:  # MASS and points per level (L855)
            level = entry.level
            text, mass, cost = f"{text} level {level}", mass * level, cost * level
            screen_level += level * count
        else:
            arcs = arcs_of(entry)
            if arcs is not None:
                listed = tuple(arcs)
                if spec.points_per_arc:  # per arc, the first included (L850); arcs add no MASS (L208)
                    cost += spec.points_per_arc * len(set(listed))
                if listed and spec.arcs != "none":
                    text = f"{text} ({arcs_text(listed)})"
                if listed not in ALLOWED_ARCS[spec.arcs, aft_ok]:
                    arc_found += arc_findings(entry, spec, aft_ok, path)
        if count > 1:
            text, mass, cost = f"{text} x{count}", mass * count, cost * count
        total += mass
        points += cost
        specs.append(spec)
        rows.append(BreakdownRow(text, {"mass": mass, "points": cost}, path))
        used.append(total)
        if spec.fire_control:
            fire_controls += count
        if spec.fighters:
            fighter_groups += count
        if spec.fighters or spec.spinal or type(entry) in (Screen, Weasel):
            restricted.append(i)  # what restricted_findings looks at
    return _SystemsPart(
        tuple(specs),
        tuple(rows),
        tuple(used),
        total,
        points,
        fire_controls,
        screen_level,
        fighter_groups,
        tuple(unknown),
        tuple(restricted),
        tuple(arc_found),
    )


def _hull_rows(design: FullThrustDesign, hull: HullFigures) -> list[BreakdownRow]:
    """The hull's, the FTL drive's and the normal drive's breakdown rows."""
    hull_word = {"installation": "Installation"}.get(hull.design_class, hull.design_class.title())
    rows = [
        BreakdownRow(
            f"{hull_word} hull, MASS {design.hull.mass}",
            {"mass": 0, "points": _number(hull.hull_points)},
            "hull",
        )
    ]
    if design.ftl and hull.ftl_points:
        rows.append(BreakdownRow("FTL drive", {"mass": 0, "points": _number(hull.ftl_points)}, "ftl"))
    if hull.drive_class != "none":
        rows.append(
            BreakdownRow(
                f"Normal space drive, thrust {design.thrust}",
                {"mass": 0, "points": _number(hull.drive_points)},
                "thrust",
            )
        )
    return rows


def _total(hull: HullFigures, systems_points: int, options: Options) -> int | float:
    """Hull + FTL + drive (the hull's rows: 0 where a row is left out) + systems (001 L775);
    fractions per the points_rounding option. Only the hull's parts can be fractional; systems
    cost whole points (L847-863)."""
    parts = (hull.hull_points, hull.ftl_points, hull.drive_points)
    if options.points_rounding == "item-up":
        return sum(math.ceil(p) for p in parts) + systems_points
    total = sum(parts, Fraction(systems_points))
    if options.points_rounding == "exact":
        return _number(total)
    return math.ceil(total)


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _unknown_system(spec: SystemSpec, path: str) -> Finding:
    """A system the catalog lacks (a beam class only a house-rule profile defines)."""
    return Finding(
        "FT-SYSTEM-UNKNOWN",
        "error",
        f"{spec.name.removesuffix(' (not in these rules)')} "
        "is not in these rules; use a class the book has, or the house-rule "
        "profile that defines it",
        path,
        "Weapons and Systems table, 001 L847-863",
    )


def _hull_findings(design: FullThrustDesign, hull: HullFigures, cat: Catalog) -> list[Finding]:
    out: list[Finding] = []
    mass = design.hull.mass
    if mass > cat.max_ship_mass and not design.is_installation:
        out.append(
            Finding(
                "FT-MASS-OVER",
                "error",
                f"MASS {mass}: ships are at most MASS {cat.max_ship_mass}; only installations may be larger",
                "hull.mass",
                RULE_MASS,
            )
        )
    if mass < cat.min_mass:
        out.append(
            Finding(
                "FT-MASS-UNDER",
                "error",
                f"MASS {mass}: the smallest hull is MASS {cat.min_mass}",
                "hull.mass",
                RULE_MASS,
            )
        )
    if design.is_installation:
        if design.thrust:
            out.append(
                Finding(
                    "FT-INSTALLATION-DRIVE",
                    "error",
                    "installations have no drives; set thrust to 0",
                    "thrust",
                    RULE_INSTALLATION,
                )
            )
        if design.ftl:
            out.append(
                Finding(
                    "FT-INSTALLATION-FTL",
                    "error",
                    "installations have no FTL drive; set ftl: false",
                    "ftl",
                    RULE_INSTALLATION,
                )
            )
        return out
    if design.thrust > cat.max_thrust:
        out.append(
            Finding(
                "FT-THRUST-RANGE",
                "error",
                f"thrust {design.thrust}: the maximum on any ship is {cat.max_thrust}",
                "thrust",
                RULE_THRUST,
            )
        )
    elif design.thrust == 0:
        out.append(
            Finding(
                "FT-THRUST-ZERO",
                "warning",
                "thrust 0: the ship cannot move under its own power",
                "thrust",
                RULE_THRUST,
            )
        )
    if not design.ftl and design.hull.type == "tug":
        out.append(
            Finding(
                "FT-TUG-NO-FTL",
                "warning",
                "a tug without an FTL drive cannot carry ships between stars",
                "ftl",
                "FTL Tugs and Tenders, 001 L699-705",
            )
        )
    if not design.ftl and cat.hull_types[design.hull.type].non_ftl_allowance_percent is not None:
        out.append(
            Finding(
                "FT-NON-FTL",
                "info",
                "non-FTL warships (75% allowance) should be "
                "restricted in one-off games to planetary defence forces",
                "ftl",
                "Non-FTL Ships, 001 L687-693",
            )
        )
    return out


def _allowance_findings(design: FullThrustDesign, hull: HullFigures, part: _SystemsPart) -> list[Finding]:
    """Over the allowance: the finding points at the entry that first goes over."""
    used = part.mass
    if part.used and used > hull.allowance:
        i = bisect.bisect_right(part.used, hull.allowance)  # the first entry past the allowance
        return [
            Finding(
                "FT-ALLOWANCE-OVER",
                "error",
                f"systems take {used} MASS; this "
                f"{design.hull.type} of MASS {design.hull.mass} carries at most "
                f"{hull.allowance}",
                f"systems[{i}]",
                _allowance_rule(design),
            )
        ]
    if used < hull.allowance:
        return [
            Finding(
                "FT-ALLOWANCE-SPARE",
                "info",
                f"{hull.allowance - used} of {hull.allowance} MASS for systems unused",
                "systems",
                _allowance_rule(design),
            )
        ]
    return []
