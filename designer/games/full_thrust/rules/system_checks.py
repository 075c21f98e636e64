"""Findings about the fitted systems: arcs, the merchant list, class-restricted systems."""

from __future__ import annotations

from types import MappingProxyType
from typing import Sequence, get_args

from designer.core.evaluation import Finding
from designer.games.full_thrust.catalog import ArcRule, Catalog, SystemSpec
from designer.games.full_thrust.design import FullThrustDesign, Screen, System, Weasel
from designer.games.full_thrust.rules.hull_figures import HullFigures
from designer.games.full_thrust.options import Options
from designer.games.full_thrust.rules.system_costs import ARC_TEXTS, arcs_of, arcs_text

RULE_AFT = "Fire Arcs, 001 L186"
RULE_BEAM_ARCS = "Bearing of Beam Batteries, 001 L208-210"
RULE_NEEDLE = "Needle Beams, 001 L486"
RULE_TORPEDO = "Pulse Torpedoes, 001 L466"
RULE_SUBMUNITION = "Submunition Packs, 001 L494, L838 (one arc: catalog README)"
RULE_NOVA = "Spinal-Mount Nova Cannon, 001 L532, L859"
RULE_MERCHANT = "Fitting Weapons and Other Systems (merchants), 001 L834"
RULE_FIGHTERS = "Weapons and Systems table: Fighter Group, 001 L856, L715"
RULE_SCREEN = "Defensive Screens, 001 L260, L855"
RULE_WEASEL = "Dummies and Weasel Boats, 001 L572-578"
CIRCLE = "FSAP"  # the four 90-degree arcs in order round the ship (001 L184)
SIGNATURE_RANK = {"escort": 0, "cruiser": 1, "capital": 2}


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _error(code: str, message: str, path: str, rule: str) -> Finding:
    return Finding(code, "error", message, path, rule)


def arcs_adjacent(a: str, b: str) -> bool:
    """Whether two arcs share an edge round the hull (F-S-A-P): F+P yes, P+S no (001 L210)."""
    return (CIRCLE.index(a) - CIRCLE.index(b)) % 4 in (1, 3)


def arc_findings(entry: System, spec: SystemSpec, aft_ok: bool, path: str) -> list[Finding]:
    """Beams bear through 1-3 of F/P/S, two-arc mounts adjacent (L208-210); needles and
    submunitions one arc; torpedoes fore only; no offensive fire aft (L186), except on
    installations under the ``installation_all_arc`` option (Con-Am 12, L939). ``path``: the
    entry's."""
    arcs = arcs_of(entry)
    if arcs is None or tuple(arcs) in ALLOWED_ARCS[spec.arcs, aft_ok]:
        return []
    return [
        _error(code, message, f"{path}.arcs", rule)
        for code, message, rule in arc_problems(entry, spec, aft_ok)
    ]


def arc_problems(entry: System, spec: SystemSpec, aft_ok: bool) -> list[tuple[str, str, str]]:
    """(code, message, rule) of every arc problem of one entry (the window's arc editor asks
    the same question of a proposed set, so the arc rules live here once)."""
    arcs = arcs_of(entry)
    if arcs is None:  # a system without arcs
        return []
    return _arc_problems(arcs, spec.name, spec.arcs, entry.type, aft_ok)


def _arc_problems(
    arcs: Sequence[str], name: str, rule_of_arcs: ArcRule, type_: str, aft_ok: bool
) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    if len(set(arcs)) != len(arcs):
        out.append(("FT-ARC-DUPLICATE", f"{name}: an arc is listed twice in {list(arcs)}", RULE_BEAM_ARCS))
    unique = set(arcs)
    if rule_of_arcs == "fore":
        if not (unique == {"F"} or (aft_ok and len(unique) == 1)):
            out.append(
                (
                    "FT-TORPEDO-ARC",
                    f"{name}: torpedo tubes fire through the FORE "
                    f"arc only, not {arcs_text(arcs) or 'no arc'}",
                    RULE_TORPEDO,
                )
            )
        return out
    if "A" in unique and not aft_ok:
        out.append(
            (
                "FT-ARC-AFT",
                f"{name}: no ship may fire offensive weapons through its AFT arc; use F, P or S",
                RULE_AFT,
            )
        )
        return out  # the one thing to fix; F+A is not adjacent either, but saying so is noise
    limit = 1 if rule_of_arcs == "one" else (4 if aft_ok else 3)
    rule = {"needle-beam": RULE_NEEDLE, "submunition": RULE_SUBMUNITION}.get(type_, RULE_BEAM_ARCS)
    if not unique or len(unique) > limit:
        wanted = "exactly one arc" if limit == 1 else f"1 to {limit} arcs"
        out.append(("FT-ARC-COUNT", f"{name}: bears through {len(unique)} arcs; it takes {wanted}", rule))
    elif len(unique) == 2 and not arcs_adjacent(*unique):
        out.append(
            (
                "FT-ARC-ADJACENT",
                f"{name}: a two-arc mount must use adjacent arcs (F+P or F+S), not {arcs_text(arcs)}",
                RULE_BEAM_ARCS,
            )
        )
    return out


# The arcs each arc rule allows, each arc listed once, with aft fire allowed or not: worked out
# once from the rules above (65 ways of listing the four arcs), so that an entry whose arcs are
# fine, as nearly all are, costs a look-up on every evaluation.
ALLOWED_ARCS = MappingProxyType(
    {
        (rule, aft_ok): frozenset(
            listed for listed in ARC_TEXTS if not _arc_problems(listed, "", rule, "", aft_ok)
        )
        for rule in get_args(ArcRule)
        for aft_ok in (False, True)
    }
)


def merchant_findings(
    design: FullThrustDesign, specs: tuple[SystemSpec, ...], options: Options, cat: Catalog
) -> list[Finding]:
    """Merchants and tugs take only 'C' batteries, PDAF, Level-1 screens and submunition packs,
    "all other systems being purely Military in nature" (L834, tugs L705)."""
    restricted = cat.hull_types[design.hull.type].merchant_systems_only or (
        design.hull.type == "civilian-installation" and options.civilian_installation_whitelist
    )
    if not restricted:
        return []
    out: list[Finding] = []
    screen_level = 0
    for i, (entry, spec) in enumerate(zip(design.systems, specs)):
        if not spec.merchant:
            out.append(
                _error(
                    "FT-MERCHANT-MILITARY",
                    f"{spec.name} is a military system; a "
                    f"{design.hull.type} may carry only 'C' batteries, PDAF, Level-1 "
                    "screens and submunition packs",
                    f"systems[{i}]",
                    RULE_MERCHANT,
                )
            )
        elif type(entry) is Screen:
            screen_level += entry.level * entry.count
            if screen_level > 1:
                path = f"systems[{i}].level" if entry.level > 1 else f"systems[{i}]"
                out.append(
                    _error(
                        "FT-MERCHANT-MILITARY",
                        f"{_a(design.hull.type)} may carry Level-1 screens only, not level {screen_level}",
                        path,
                        RULE_MERCHANT,
                    )
                )
    return out


def restricted_findings(
    design: FullThrustDesign,
    specs: tuple[SystemSpec, ...],
    indices: tuple[int, ...],
    hull: HullFigures,
    options: Options,
    cat: Catalog,
) -> list[Finding]:
    """Screen levels 1-3; fighters on carriers and dreadnoughts; Nova Cannon on capitals only.
    ``indices``: the entries to look at: screens, fighter groups, spinal mounts and weasel
    boats (found once per systems list, ``evaluation._systems_part``)."""
    out: list[Finding] = []
    merchant_list = cat.hull_types[design.hull.type].merchant_systems_only
    screen_level = fighter_groups = novas = 0
    max_level = cat.max_screen_level
    systems, fighters_allowed = (
        design.systems,
        hull.design_class in ("capital", "installation") or merchant_list,
    )
    for i in indices:
        entry, spec = systems[i], specs[i]
        path = f"systems[{i}]"
        if type(entry) is Screen:
            before, screen_level = screen_level, screen_level + entry.level * entry.count
            if screen_level > max_level and before <= max_level:
                where = f"{path}.level" if entry.count == 1 and before == 0 else path
                out.append(
                    _error(
                        "FT-SCREEN-LEVEL",
                        f"screens total level {screen_level}; the maximum for any ship is level {max_level}",
                        where,
                        RULE_SCREEN,
                    )
                )
        elif spec.fighters:
            fighter_groups += entry.count
            if not fighters_allowed:  # on a merchant-list hull, merchant_findings reports them
                out.append(
                    _error(
                        "FT-FIGHTER-CLASS",
                        "fighter groups are for carriers and "
                        "dreadnoughts only: a capital warship or an installation, not "
                        f"{_a(hull.design_class)} {design.hull.type}",
                        path,
                        RULE_FIGHTERS,
                    )
                )
            if options.fighter_group_cap and fighter_groups > 6 >= fighter_groups - entry.count:
                out.append(
                    _error(
                        "FT-FIGHTER-CAP",
                        f"{fighter_groups} fighter groups; the rule "
                        "option allows at most 6, a Fleet Carrier's load (001 L410)",
                        path,
                        "Fighters, 001 L405-410",
                    )
                )
        elif spec.spinal:
            novas += entry.count
            if hull.design_class != "capital":  # a capital ship: a military hull's MASS class
                if not merchant_list:
                    out.append(
                        _error(
                            "FT-NOVA-CLASS",
                            "the Nova Cannon is for CAPITAL SHIPS ONLY, "
                            f"mounted in the spinal core; this is "
                            f"{_a(hull.design_class)} {design.hull.type}",
                            path,
                            RULE_NOVA,
                        )
                    )
            elif novas > 1:
                out.append(
                    _error("FT-NOVA-COUNT", "a ship has one spinal core, so one Nova Cannon", path, RULE_NOVA)
                )
        elif type(entry) is Weasel and hull.design_class in SIGNATURE_RANK:
            if SIGNATURE_RANK[entry.signature] <= SIGNATURE_RANK[hull.design_class]:
                out.append(
                    Finding(
                        "FT-WEASEL-SIGNATURE",
                        "warning",
                        f"a {entry.signature} signature is no disguise for {_a(hull.design_class)}",
                        path,
                        RULE_WEASEL,
                    )
                )
    return out
