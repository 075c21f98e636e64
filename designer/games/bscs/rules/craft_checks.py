"""The rules an assault craft can break (002 L515-564), as findings: its own limits (generators
and sensors per size of craft, 2 shield points a generator under the Campaign Universe, fractional
hull of 0.1 at least), what each type has (articulation for HBVs and VGFs, variable-geometry
gear for VGFs, no turn mode for HBVs), and the rules it shares with ships ("these systems largely
work exactly like their larger ship-borne counterparts, unless otherwise noted", L515)."""

from __future__ import annotations

from typing import Mapping

from designer.core.evaluation import Finding
from designer.core.model import RuleValue
from designer.core.numbers import format_number
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.checks import mixed_findings, order_findings, shell_findings
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.rules.craft_detail import CraftDetail
from designer.games.bscs.rules.entry_checks import campaign_findings, entry_findings

EPS = 1e-9

# The build orders of fighters, boarding pods, HBVs and VGFs (L554-564), merged: each type
# leaves out what it does not have.
CRAFT_STEPS = {
    "drive": 1,
    "shield": 2,
    "sensor": 3,
    "beam": 4,
    "cannon": 4,
    "missile": 4,
    "inertial-storage": 5,
    "reactor": 5,
    "armor": 6,
    "hold": 7,
    "rescue-pod": 8,
    "articulation": 9,
    "vg-gear": 10,
}
CRAFT_STEP_NAMES = {
    1: "drives",
    2: "shields",
    3: "sensors",
    4: "weapons",
    5: "power",
    6: "armor",
    7: "holds",
    8: "rescue pods",
    9: "articulation",
    10: "variable-geometry gear",
}
CRAFT_ORDER = (
    "the book builds drives, shields, sensors, weapons, power, armor, hold, rescue "
    "pod, articulation, variable-geometry gear",
    "Assault craft build orders (002 L554-564)",
)
TYPE_NAMES = {"fighter": "a fighter", "boarding-pod": "a boarding pod", "vgf": "a VGF", "hbv": "an HBV"}


def craft_findings(
    craft: BscsCraft,
    detail: CraftDetail,
    counts: Mapping[str, int],
    catalog: BscsCatalog,
    options: Mapping[str, RuleValue],
) -> list[Finding]:
    out: list[Finding] = []
    for i, s in enumerate(craft.systems):
        if options["campaign_universe"] and s.type != "shield":  # craft shields: below
            out += campaign_findings(i, s, catalog)
        out += entry_findings(i, s, catalog)
        if getattr(s, "section", "auto") != "auto":
            out.append(
                Finding(
                    "BSCS-CRAFT-SECTION",
                    "error",
                    "an assault craft has no hit locations: its components are marked "
                    "off on its line of the group sheet; remove 'section'",
                    f"systems[{i}].section",
                    "Assault craft (002 L486-488)",
                )
            )
    out += mixed_findings(craft)
    out += shell_findings(craft, catalog)
    out += _limits(craft, detail, counts, catalog, options)
    out += _type_findings(craft, counts)
    out += _hull_findings(craft, detail)
    out += _movement_findings(craft, detail, counts, catalog)
    out += order_findings(craft, CRAFT_STEPS, CRAFT_STEP_NAMES, CRAFT_ORDER)
    return out


def _first(craft: BscsCraft, kind: str) -> str:
    return next((f"systems[{i}]" for i, s in enumerate(craft.systems) if s.type == kind), "systems")


def _limits(craft: BscsCraft, detail: CraftDetail, counts, catalog: BscsCatalog, options) -> list[Finding]:
    """Generators and sensors: at most one per size of craft (L519, L521); 2 shield points a
    generator under the Campaign Universe (L519); armor covers the whole craft under 25 (L523)."""
    out, size = [], detail.size
    for kind, what, rule in (
        ("shield", "shield generators", "Shields (002 L519)"),
        ("sensor", "sensors", "Sensors (002 L521)"),
    ):
        if counts[kind] > size + EPS:
            out.append(
                Finding(
                    f"BSCS-CRAFT-{kind.upper()}-MAX",
                    "error",
                    f"{counts[kind]} {what} on a craft of size {format_number(size)}; at "
                    "most one per size of craft",
                    _first(craft, kind),
                    rule,
                )
            )
    most = catalog.entry("craft_shield")["campaign_max_points"]
    if options["campaign_universe"]:
        for i, s in enumerate(craft.systems):
            if s.type == "shield" and s.points > most:
                out.append(
                    Finding(
                        "BSCS-CU-SHIELD",
                        "error",
                        f"{s.points} shield points a generator "
                        f"is above the Campaign Universe maximum of {format_number(most)} "
                        "for craft (switch the rule 'campaign_universe' off to allow it)",
                        f"systems[{i}].points",
                        "Campaign Universe limits (002 L519)",
                    )
                )
    if counts["armor"] and size >= catalog.entry("craft_armor")["whole_craft_below"] - EPS:
        out.append(
            Finding(
                "BSCS-CRAFT-ARMOR-COVER",
                "info",
                f"at size {format_number(size)} one armor point no longer covers the "
                "whole craft (only under 25); the seed does not say what it covers: "
                "agree it before play",
                _first(craft, "armor"),
                "Armor (002 L523)",
            )
        )
    if (counts["beam"] or counts["cannon"] or counts["shield"]) and not (
        counts["inertial-storage"] or counts["reactor"]
    ):
        out.append(
            Finding(
                "BSCS-CRAFT-NO-POWER",
                "warning",
                "nothing powers the weapons and shields: add inertial storage or a reactor",
                "systems",
                "Reactors and Inertial Storage (002 L520)",
            )
        )
    return out


def _type_findings(craft: BscsCraft, counts) -> list[Finding]:
    """What each type is built of (L471-478, L554-564): articulation for HBVs and VGFs, and
    only them; variable-geometry gear for VGFs only, never basic 3-mode ("Not Available"); no
    turn mode for HBVs; HBVs have no drives (they are carried, dropped or docked, L476)."""
    out, kind = [], craft.craft_type
    name = TYPE_NAMES[kind]
    legged = kind in ("hbv", "vgf")
    rule = "Assault craft build orders (002 L554-564)"
    if legged and not counts["articulation"]:
        out.append(
            Finding(
                "BSCS-CRAFT-ARTICULATION",
                "error",
                f"{name} needs articulation (its build order has it before the hull)",
                "systems",
                rule,
            )
        )
    if not legged and counts["articulation"]:
        out.append(
            Finding(
                "BSCS-CRAFT-ARTICULATION",
                "error",
                f"{name} has no articulation; a craft with legs is a VGF or an HBV (set craft_type)",
                _first(craft, "articulation"),
                rule,
            )
        )
    if kind == "vgf" and not counts["vg-gear"]:
        out.append(
            Finding("BSCS-CRAFT-VG-GEAR", "error", "a VGF needs variable-geometry gear", "systems", rule)
        )
    if kind != "vgf" and counts["vg-gear"]:
        out.append(
            Finding(
                "BSCS-CRAFT-VG-GEAR",
                "error",
                f"{name} has no variable-geometry gear; only a VGF does (set craft_type)",
                _first(craft, "vg-gear"),
                rule,
            )
        )
    for i, s in enumerate(craft.systems):
        if s.type == "vg-gear" and s.form == "basic" and s.modes == 3:
            out.append(
                Finding(
                    "BSCS-CRAFT-VG-GEAR",
                    "error",
                    "basic locomotion gear has no 3-mode version ('Not Available')",
                    f"systems[{i}].modes",
                    "Variable Geometry Gear (002 L534-539)",
                )
            )
    if kind == "hbv" and craft.turn_mode:
        out.append(
            Finding(
                "BSCS-CRAFT-TURN-MODE",
                "error",
                "an HBV has no turn mode ('Turn Mode is NA'); set it to 0",
                "turn_mode",
                "Humanoid Battle Vehicles (002 L560)",
            )
        )
    if kind == "hbv" and counts["drive"]:
        out.append(
            Finding(
                "BSCS-CRAFT-HBV-DRIVES",
                "warning",
                "an HBV's build order has no drives: it is carried, dropped or docked to the fight",
                _first(craft, "drive"),
                "Humanoid Battle Vehicles (002 L476, L560)",
            )
        )
    if kind != "hbv" and craft.turn_mode == 0:
        out.append(
            Finding(
                "BSCS-TURN-MODE-ZERO",
                "error",
                "turn mode 0: a craft goes speed / turn "
                "mode hexes straight before it turns, so it needs at least 1",
                "turn_mode",
                "Determine Turn mode (002 L108-111, L556)",
            )
        )
    return out


def _hull_findings(craft: BscsCraft, detail: CraftDetail) -> list[Finding]:
    """Hull: one per 20 spaces in tenths, at least 0.1 (L541, L689); one per 10 crew (L696)."""
    out = []
    if craft.hull < detail.hull_min - EPS:
        out.append(
            Finding(
                "BSCS-HULL-MIN",
                "error",
                f"{format_number(craft.hull)} hull is less than the minimum of "
                f"{format_number(detail.hull_min)} (one per 20 spaces in tenths, 0.1 "
                "at least)",
                "hull",
                "Hull (002 L541, L689)",
            )
        )
    if detail.crew_hull > craft.hull + EPS:
        out.append(
            Finding(
                "BSCS-CREW-HULL",
                "error",
                f"a crew of {detail.crew} needs {format_number(detail.crew_hull)} hull "
                f"(1 per 10 crew); the craft has {format_number(craft.hull)}",
                "hull",
                "Calculate Required Crew, rule 1 (002 L696)",
            )
        )
    return out


def _movement_findings(craft: BscsCraft, detail: CraftDetail, counts, catalog: BscsCatalog) -> list[Finding]:
    out = []
    drives = counts["drive"]
    if craft.streamline != "none":
        need = catalog.entry(f"streamline_{craft.streamline}")["min_drives"]
        if drives < need:
            out.append(
                Finding(
                    "BSCS-STREAMLINE-DRIVES",
                    "error",
                    f"streamlining needs at least {format_number(need)} drives; the craft has {drives}",
                    "streamline",
                    "Streamlining the craft (002 L545-552)",
                )
            )
    most = catalog.entry("stealth")["max_level"]
    if craft.stealth > most:
        out.append(
            Finding(
                "BSCS-STEALTH-MAX",
                "error",
                f"stealth {craft.stealth} is above the maximum of {format_number(most)}",
                "stealth",
                "Stealth (002 L445, L542-544)",
            )
        )
    floor = catalog.entry("craft_drive")["min_move_cost"]
    levels = next((s.mc_levels for s in craft.systems if s.type == "drive"), 0)
    if detail.move_cost_unimproved - levels < floor - EPS:
        out.append(
            Finding(
                "BSCS-MC-FLOOR",
                "error",
                f"{levels} levels would bring the move cost "
                f"{format_number(detail.move_cost_unimproved)} below {format_number(floor)}",
                f"{_first(craft, 'drive')}.mc_levels",
                "Drive (002 L517, L603)",
            )
        )
    if not drives and craft.craft_type != "hbv":
        out.append(
            Finding(
                "BSCS-NO-DRIVES",
                "info",
                "no drives: the craft cannot manoeuvre",
                "systems",
                "Ship status (002 L290-297)",
            )
        )
    return out
