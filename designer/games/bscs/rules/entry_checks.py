"""Construction rules that one entry breaks on its own: the Campaign Universe maxima, beam
efficiency, missiles without sensors or damage, warheads, hangars too small for their craft, a
sensor level or boarding unit the catalog lacks.
Each is a function of the entry, its index and the catalog, so the rules remember it with the
entry (``entries.py``)."""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.core.numbers import format_number
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import shell_size
from designer.games.bscs.design import System
from designer.games.bscs.rules.placement import system_label

CU_RULE = "Campaign Universe limits"
SENSOR_CHART = "Sensor Cost and Type Chart (002 L411-420)"
EPS = 1e-9

# What the Campaign Universe limits (002 L192-195, L206, L374, L620) cap, by system type:
# (code, field, catalog key, what, lines).
CAMPAIGN_LIMITS = {
    "reactor": (("BSCS-CU-REACTOR", "output", "reactor_output", "reactor output", "L374, L631"),),
    "beam": (
        ("BSCS-CU-EFFICIENCY", "efficiency", "efficiency", "efficiency", "L192"),
        ("BSCS-CU-DENSITY", "damage_per_size", "damage_per_size", "damage per size", "L193"),
        ("BSCS-CU-FOCUS", "focus", "focus", "focus", "L194"),
        ("BSCS-CU-COMPACTION", "compaction", "compaction", "compaction", "L195"),
    ),
    "shield": (("BSCS-CU-SHIELD", "points", "shield_points", "shield points per generator", "L387, L620"),),
    "cannon": (("BSCS-CU-CANNON", "damage", "cannon_damage", "cannon damage without a warhead", "L206"),),
}


def campaign_findings(i: int, s: System, catalog: BscsCatalog) -> list[Finding]:
    """The Campaign Universe maxima this entry exceeds (rule ``campaign_universe``)."""
    limits = CAMPAIGN_LIMITS.get(s.type)
    if limits is None or s.type == "cannon" and s.warhead != "none":
        return []  # a warhead's damage is not the launcher's (L206-208)
    cu = catalog.entry("campaign_universe")
    out = []
    for code, field, key, what, lines in limits:
        value, limit = getattr(s, field), cu[key]
        if value > limit:
            out.append(
                Finding(
                    code,
                    "error",
                    f"{what} {format_number(value)} is above the Campaign "
                    f"Universe maximum of {format_number(limit)} (switch the rule "
                    "'campaign_universe' off to allow it)",
                    f"systems[{i}].{field}",
                    f"{CU_RULE} (002 {lines})",
                )
            )
    return out


def entry_findings(i: int, s: System, catalog: BscsCatalog) -> list[Finding]:
    """The rules of the entry's own system description that it breaks."""
    check = ENTRY_CHECKS.get(s.type)
    return check(i, s, catalog) if check else []


def _beam(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    most = catalog.entry("beam")["max_efficiency"]
    if s.efficiency <= most:
        return []
    return [
        Finding(
            "BSCS-BEAM-EFFICIENCY",
            "error",
            f"efficiency {s.efficiency} is more than 100% ({format_number(most)} damage per power)",
            f"systems[{i}].efficiency",
            "Beams (002 L192)",
        )
    ]


def _unknown(i: int, field: str, what: str, rule: str) -> list[Finding]:
    """A sensor level or boarding unit these rules lack: one only a house-rule profile defines
    loads, counts as nothing and is this error until the profile is used."""
    return [
        Finding(
            "BSCS-SYSTEM-UNKNOWN",
            "error",
            f"{what} is not in these rules; use one the book has, or the house-rule profile that defines it",
            f"systems[{i}].{field}",
            rule,
        )
    ]


def _sensor(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    if catalog.knows_sensor_level(s.level):
        return []
    return _unknown(i, "level", f"sensor level {s.level!r}", SENSOR_CHART)


def _boarding(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    if catalog.knows_boarding_unit(s.unit):
        return []
    return _unknown(i, "unit", f"boarding unit {s.unit!r}", "Boarding units (002 L709-718)")


def _missile(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    out = (
        []
        if catalog.knows_sensor_level(s.sensor_level)
        else _unknown(i, "sensor_level", f"sensor level {s.sensor_level!r}", SENSOR_CHART)
    )
    if s.sensors < catalog.entry("missile")["min_sensors"]:
        out.append(
            Finding(
                "BSCS-MISSILE-SENSOR",
                "error",
                f"{system_label(s)} has no sensor; a missile must install at least one",
                f"systems[{i}].sensors",
                "Missiles, construction rule 3 (002 L243)",
            )
        )
    if s.warhead != "explosive" and s.warhead_yield <= 0:
        unit = "kt" if s.warhead == "nuclear" else "Mt"
        out.append(
            Finding(
                "BSCS-WARHEAD-YIELD",
                "error",
                f"a {s.warhead} missile needs a yield ({unit})",
                f"systems[{i}].yield",
                "Missiles (002 L241-242)",
            )
        )
    if s.warhead == "explosive" and s.damage <= 0:
        out.append(
            Finding(
                "BSCS-MISSILE-DAMAGE",
                "error",
                f"{system_label(s)} does no damage; give it damage",
                f"systems[{i}].damage",
                "Missiles (002 L241-242)",
            )
        )
    return out


def _cannon(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    if s.warhead == "none":
        return []
    if s.warhead_yield <= 0:
        return [
            Finding(
                "BSCS-WARHEAD-YIELD",
                "error",
                f"a {s.warhead} warhead needs a yield",
                f"systems[{i}].yield",
                "Cannon, adding warheads (002 L207-215)",
            )
        ]
    most, size = catalog.entry("cannon")["max_warhead_size"], shell_size(s, catalog)
    if size <= most + EPS:
        return []
    return [
        Finding(
            "BSCS-WARHEAD-SIZE",
            "error",
            f"the warhead takes {format_number(size)} size; the maximum is {format_number(most)}",
            f"systems[{i}].yield",
            "Cannon, adding warheads (002 L209)",
        )
    ]


def hangar_room(catalog: BscsCatalog) -> str:
    """ "50% larger than what it holds" (002 L661), as the catalog (or a profile) sizes it."""
    larger = (catalog.entry("hangar")["size_factor"] - 1) * 100
    return f"{format_number(larger)}% larger than what it holds"


def _hangar(i: int, s, catalog: BscsCatalog) -> list[Finding]:
    """A hangar of craft of a stated size (one naming a craft design is checked with the craft
    it holds, ``carried.py``)."""
    if s.craft_design is not None:
        return []
    if s.craft and not s.craft_size:
        return [
            Finding(
                "BSCS-HANGAR-CRAFT",
                "error",
                f"a hangar for {s.craft} craft must say what they are: name a craft "
                "design (craft_design) or give craft_size (the size of one craft)",
                f"systems[{i}].craft_size",
                "Add Hangars, rule 2 (002 L661)",
            )
        ]
    need = s.craft * s.craft_size * catalog.entry("hangar")["size_factor"]
    if s.spaces >= need - EPS:
        return []
    return [
        Finding(
            "BSCS-HANGAR-SMALL",
            "error",
            f"a hangar for {s.craft} craft of size {format_number(s.craft_size)} needs "
            f"{format_number(need)} spaces ({hangar_room(catalog)}), not "
            f"{format_number(s.spaces)}",
            f"systems[{i}].spaces",
            "Add Hangars, rule 2 (002 L661)",
        )
    ]


ENTRY_CHECKS = {
    "beam": _beam,
    "missile": _missile,
    "cannon": _cannon,
    "hangar": _hangar,
    "sensor": _sensor,
    "boarding": _boarding,
}
