"""A class's printed figures against the ones its class number gives (digest §2). Custom classes
are held to it; every class of the points table passes, because the known exceptions are rules
here too:

- high speed ships: power rating 8 at class 1 and 4 at class 4-9 (L898-902);
- a class 3 sheet may print a 1.0 turning cost, as the patrol cruiser's does (L6168-6169 against
  the chart's 0.5, L1627-1632; a [CONFLICT] recorded in the README);
- a mine sweeping type above the class's is an installed Type II (the Andromeda II at class 6,
  the SMWS at class 1; upgrades L4995), never one below it;
- only Gamilon ships carry a mine laying system as standard (L1927-1929), of their class's type.

Stacking points and the ACACBI radius are not printed on the form: they follow the class number
and cannot disagree with it.
"""

from __future__ import annotations

from designer.core.evaluation import Finding
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.warship_class import WarshipClass

RULE = "Class-derived figures, 000 L895-902, L1007-1011, L1626-1640, L1848-1888, L1938-2047"
EXACT = (
    ("systems_fired", "SB-CLASS-FIRING", "weapon systems fired per turn"),
    ("tactical_warp_cost", "SB-CLASS-WARP", "tactical warp cost"),
    ("strategic_warp_cost", "SB-CLASS-WARP", "strategic warp cost"),
    ("sideslip_cost", "SB-CLASS-SIDESLIP", "sideslip cost"),
)


def class_findings(cls: WarshipClass, catalog: StarBlazersCatalog, where: str) -> list[Finding]:
    """Findings for a warship class; ``where`` is the path prefix (``definition`` in a class file,
    ``class`` for a ship that names a custom class)."""
    unknown = _unknown_special_weapons(cls, catalog, where)
    if cls.kind != "warship":
        return unknown
    n = cls.data.class_number
    if n is None:
        return [
            Finding(
                "SB-CLASS-NUMBER-MISSING",
                "error",
                "a custom class needs its class number (1-9): every figure of the data block follows from it",
                _path(where, "data.class_number"),
                RULE,
            )
        ]
    table = catalog.class_table
    out = [_mismatch(cls, where, name, code, title, table.figure(name, n)) for name, code, title in EXACT]
    out.append(_power_rating(cls, where, n, catalog))
    out.append(_turning(cls, where, n, catalog))
    out += _mine_systems(cls, where, n, catalog)
    return unknown + [f for f in out if f is not None]


def _unknown_special_weapons(cls: WarshipClass, catalog: StarBlazersCatalog, where: str) -> list[Finding]:
    """A special weapon the weapons list does not have: no table can print it."""
    weapons = catalog.weapons
    known = sorted({*weapons.special_weapons, *weapons.smite_transporters})
    return [
        Finding(
            "SB-SPECIAL-WEAPON-UNKNOWN",
            "error",
            f"there is no special weapon {sw!r}; the known ones are {', '.join(known)}",
            _path(where, f"special_weapons.entries[{i}]"),
            RULE_SPECIAL,
        )
        for i, sw in enumerate(cls.special_weapons.entries)
        if sw not in weapons.special_weapons and sw not in weapons.smite_transporters
    ]


RULE_SPECIAL = "Special Weapons Fire, 000 L389, L798"


def _path(where: str, field: str) -> str:
    return f"{where}.{field}" if where == "definition" else where


def _mismatch(cls: WarshipClass, where: str, name: str, code: str, title: str, expected) -> Finding | None:
    printed = getattr(cls.data, name)
    if printed is None or printed == expected:
        return None
    return Finding(
        code,
        "error",
        f"{title} {printed:g} does not match class {cls.data.class_number}'s {expected:g}",
        _path(where, f"data.{name}"),
        RULE,
    )


def _power_rating(cls: WarshipClass, where: str, n: int, catalog: StarBlazersCatalog) -> Finding | None:
    table = catalog.class_table
    printed = cls.data.power_rating_factor
    expected = table.figure("power_rating_factor", n)
    if cls.data.high_speed:
        light = n <= table.light_classes.max_class
        if n in (2, 3):
            return Finding(
                "SB-CLASS-POWER-RATING",
                "error",
                "only class 1 and class 4-9 ships come as high speed specialty ships",
                _path(where, "data.high_speed"),
                RULE,
            )
        rating = table.high_speed_power_rating
        expected = rating.light if light else rating.heavy
    if printed is None or printed == expected:
        return None
    return Finding(
        "SB-CLASS-POWER-RATING",
        "error",
        f"power rating {printed:g} does not match "
        f"class {n}'s {expected:g}"
        + ("" if cls.data.high_speed else " (set high_speed for a specialty ship)"),
        _path(where, "data.power_rating_factor"),
        RULE,
    )


def _turning(cls: WarshipClass, where: str, n: int, catalog: StarBlazersCatalog) -> Finding | None:
    printed = cls.data.turning_cost
    expected = catalog.class_table.figure("turning_cost", n)
    if printed is None or expected is None:  # None: the table lost it, nothing to compare
        return None
    allowed = {expected}
    if n == 3:
        allowed.add(1.0)  # the patrol cruiser's sheet (L6168-6169)
    if printed in allowed:
        return None
    return Finding(
        "SB-CLASS-TURNING",
        "error",
        f"turning cost {printed:g} does not match class {n}'s {min(allowed):g}",
        _path(where, "data.turning_cost"),
        RULE,
    )


def _mine_systems(cls: WarshipClass, where: str, n: int, catalog: StarBlazersCatalog) -> list[Finding]:
    table = catalog.class_table
    out: list[Finding] = []
    sweeping = cls.systems.mine_sweeping
    least_sweeping = table.figure("mine_sweeping_type", n)  # None: the table lost it, nothing checked
    if sweeping is not None and least_sweeping is not None and sweeping < least_sweeping:
        out.append(
            Finding(
                "SB-CLASS-MINE-SWEEPING",
                "error",
                f"class {n} carries a Type {least_sweeping:g} mine sweeping system, not Type {sweeping}",
                _path(where, "systems.mine_sweeping"),
                RULE,
            )
        )
    laying = cls.systems.mine_launching
    least_laying = table.figure("mine_launching_type", n)
    standard = cls.faction in table.standard_mine_layer_factions.factions
    if laying is not None and not standard:
        out.append(
            Finding(
                "SB-CLASS-MINE-LAYING",
                "warning",
                "only Gamilon ships carry a mine laying system as standard (L1927-1929)",
                _path(where, "systems.mine_launching"),
                RULE,
            )
        )
    elif (
        laying is not None
        and least_laying is not None
        and laying < least_laying
        and not cls.data.mine_warfare
    ):
        out.append(
            Finding(
                "SB-CLASS-MINE-LAYING",
                "error",
                f"class {n} carries a Type {least_laying:g} mine laying system, not Type {laying}",
                _path(where, "systems.mine_launching"),
                RULE,
            )
        )
    return out


__all__ = ["class_findings"]
