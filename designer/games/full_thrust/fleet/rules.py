"""Full Thrust fleet rules: dummy bogeys, the campaign class mix, fixed system-defence forces.

Numbers come from ``catalogs/full-thrust/fleet-rules.yaml`` (held by the game); every ship's own
legality and the budgets are checked by core (``designer.core.fleet``). Decisions (what counts
as a ship) are recorded in ``catalogs/full-thrust/README.md``, section "Fleets".
"""

from __future__ import annotations

from pathlib import Path
from typing import Mapping

from pydantic import Field

from designer.core.evaluation import Finding
from designer.core.fleet import FleetEntry, FleetEvaluation
from designer.core.fleet_model import MAX_COUNT, FleetBase, FleetExtra
from designer.core.model import Frozen, RuleValue, parse_model
from designer.core.rule_options import RuleOption
from designer.core.yaml_source import load_yaml
from designer.games.full_thrust.design import FullThrustDesign

RULES_FILE = "fleet-rules.yaml"  # in the game's catalog folder
RULE_DUMMY = "'Dummy' Bogeys and 'Weasel Boats', 001 L566-570"
RULE_CLASS_MIX = "Campaign Rules: The Forces, 001 L1037-1039"
RULE_FIXED = "Campaign Rules: The Forces (System Defence), 001 L1039-1052; Non-FTL Ships, L687-693"


class FullThrustFleet(FleetBase):
    """A Full Thrust fleet file: the shared fields plus ``dummies:``, the dummy bogeys bought
    for the fleet (001 L566-570)."""

    dummies: int = Field(default=0, ge=0, le=MAX_COUNT)


class DummyBogeyRule(Frozen):
    points: int = Field(ge=0)
    per_real_ship: int = Field(ge=0)
    source: str = Field(min_length=1)


class ClassShareRule(Frozen):
    limit_percent: int = Field(ge=1, le=100)
    classes: list[str]
    source: str = Field(min_length=1)


class FixedForcesRule(Frozen):
    source: str = Field(min_length=1)


class FleetRules(Frozen):
    hullwright: int
    game: str
    dummy_bogey: DummyBogeyRule
    class_share: ClassShareRule
    fixed_forces: FixedForcesRule


def read_fleet_rules(path: Path) -> FleetRules:
    data, smap = load_yaml(path)
    return parse_model(FleetRules, data, smap)


FLEET_RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "half_fleet",
        "No class more than half of the fleet's ships",
        False,
        "The campaign rule: the number of Escorts, of Cruisers or of Capital ships may not "
        "exceed 50% of the ships in the force (001 L1037, L1039). Off outside campaigns.",
    ),
)


def is_real_ship(entry: FleetEntry) -> bool:
    """Installations are not ships: they never move or fly (001 L713-717). [decide]"""
    return entry.evaluation.detail.hull.design_class != "installation"


def is_fixed(entry: FleetEntry, fleet: FleetBase) -> bool:
    force = fleet.forces.get(entry.ship.force) if entry.ship.force else None
    return bool(force and force.fixed)


def fleet_extras(
    fleet: FullThrustFleet, options: Mapping[str, RuleValue], rules: FleetRules
) -> list[FleetExtra]:
    """Dummy bogeys at 20 points each from the fleet (mobile) budget (001 L568)."""
    dummies = fleet.dummies
    if not dummies:
        return []
    rule = rules.dummy_bogey
    return [FleetExtra("Dummy bogey", dummies, rule.points, "dummies", rule.source)]


def fleet_findings(
    fleet: FullThrustFleet, result: FleetEvaluation, options: Mapping[str, RuleValue], rules: FleetRules
) -> list[Finding]:
    """Dummies, the class mix (when ``half_fleet`` is on) and what a fixed force may hold."""
    out: list[Finding] = []
    out += _dummy_findings(fleet.dummies, result, rules)
    if options.get("half_fleet") is True:
        out += _class_mix_findings(result, rules)
    for entry in result.entries:
        design = entry.loaded.design  # a Full Thrust fleet's: the fleet loader takes no other game's
        ftl = isinstance(design, FullThrustDesign) and design.ftl
        if is_fixed(entry, fleet) and ftl:
            out.append(
                Finding(
                    "FT-FIXED-FORCE-FTL",
                    "error",
                    f"{entry.name} has an FTL drive, but force {entry.ship.force!r} is a "
                    "fixed system-defence force of Non-FTL ships; move it to the mobile "
                    "force or give it ftl: false",
                    entry.path,
                    RULE_FIXED,
                )
            )
        elif not is_fixed(entry, fleet) and not ftl and is_real_ship(entry):
            out.append(
                Finding(
                    "FT-MOBILE-NON-FTL",
                    "warning",
                    f"{entry.name} has no FTL drive and cannot leave its star system; "
                    "Non-FTL ships belong to planetary defence forces (put it in a "
                    "fixed force)",
                    entry.path,
                    RULE_FIXED,
                )
            )
    return out


def _dummy_findings(dummies: int, result: FleetEvaluation, rules: FleetRules) -> list[Finding]:
    rule = rules.dummy_bogey
    real = sum(e.count for e in result.entries if is_real_ship(e))
    allowed = real * rule.per_real_ship
    if dummies <= allowed:
        return []
    return [
        Finding(
            "FT-DUMMY-OVER",
            "error",
            f"{dummies} dummy bogeys, but the force has {real} real ships: at most "
            f"{allowed} dummies; remove {dummies - allowed}",
            "dummies",
            RULE_DUMMY,
        )
    ]


def _class_mix_findings(result: FleetEvaluation, rules: FleetRules) -> list[Finding]:
    """Counted over the mobile force: every ship not in a fixed force (the system defences are
    'a free choice of ship classes', 001 L1052). Merchants count toward the total; dummies,
    being drones, and installations do not. [decide]"""
    rule = rules.class_share
    mobile = [e for e in result.entries if is_real_ship(e) and not is_fixed(e, result.fleet)]
    total = sum(e.count for e in mobile)
    out = []
    for cls in rule.classes:
        members = [e for e in mobile if e.evaluation.detail.hull.design_class == cls]
        count = sum(e.count for e in members)
        # "may not exceed 50%": count / total > limit / 100, kept in whole numbers
        if members and count * 100 > rule.limit_percent * total:
            allowed = total * rule.limit_percent // 100
            out.append(
                Finding(
                    "FT-FLEET-CLASS-MIX",
                    "error",
                    f"{count} of the {total} ships are {cls}s "
                    f"({count * 100 / total:.0f}%), more than {rule.limit_percent}% "
                    f"(at most {allowed}); add other classes or drop {cls}s",
                    members[0].path,
                    RULE_CLASS_MIX,
                )
            )
    return out
