"""What each system entry takes and costs: size, points and power per turn.

Pure functions of one entry, the catalog and the rule options; the ship-wide terms (sensor
cube, hull, move cost, turn mode, streamline, stealth) are in ``ship_figures.py``.
"""

from __future__ import annotations

from typing import Mapping, NamedTuple

from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import Beam, Cannon, Missile, System


class EntryCost(NamedTuple):  # a tuple: made for every entry on every evaluation, cheaply
    """One entry's share. ``power`` is what it draws each turn it is used (a shot, shields up)."""

    size: float
    points: float
    power: float = 0.0
    shots_power: float = 0.0  # power per shot of ONE weapon (the weapon table shows it)


RING = ("F", "SF", "SA", "A", "PA", "PF")  # the six 60° arcs round the hull (digest D35)


def arc_factor(arcs, options: Mapping[str, RuleValue]) -> int:
    """Cost and size are for a 60° arc; double for 120°, triple for 180°... (002 L190).

    ``split_arcs``: ``sectors`` (default) counts the 60° arcs covered, so [F, A] is a weapon
    with "more than One Firing Arc" (L251) of 120° in all; ``span`` prices the narrowest
    unbroken arc that holds them all ([F, A] spans F-SF-SA-A: 240°, × 4).
    """
    chosen = set(arcs)
    if options["split_arcs"] == "sectors" or len(chosen) < 2:
        return max(1, len(chosen))
    # The widest run of arcs not chosen, round the ring, is what the span leaves out.
    gap = run = 0
    for arc in RING + RING:
        run = 0 if arc in chosen else run + 1
        gap = max(gap, min(run, len(RING)))
    return len(RING) - gap


def cannon_arc_factor(cannon: Cannon, options: Mapping[str, RuleValue]) -> int:
    """L190 stands in the beam rules; ``arc_multiplier: beams`` reads it as theirs alone, so a
    cannon costs the same in any arcs. The default applies it to every weapon with arcs
    ("Cost and size is for a weapon with a 60 degree (standard) arc")."""
    if options["arc_multiplier"] == "beams":
        return 1
    return arc_factor(cannon.arcs, options)


def beam_unit(
    beam: Beam, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> tuple[float, float, float]:
    """Size, points and power per shot of ONE beam (002 L182-190; digest §5.1 reading A).

    Damage-per-size: reading A (default) charges 1 point per extra damage caused, D − D/K;
    reading B charges 1 point per level of K above 1 (digest D3, rule ``beam_density_cost``).
    """
    c = catalog.entry("beam")
    d, k, arcs = beam.damage, beam.damage_per_size, beam.arcs
    if options["beam_density_cost"] == "per-level":
        density = (k - 1) * c["density_points"]
    else:
        density = (d - d / k) * c["density_points"]
    per_arc = (
        d * c["points_per_damage"]
        + (beam.efficiency - 1) * c["efficiency_points"]
        + density
        + beam.focus * c["focus_points"]
        + beam.compaction * c["compaction_points"]
    )
    a = 1 if len(arcs) == 1 else arc_factor(arcs, options)  # one arc (most beams): × 1
    size = d / k * c["size_per_damage"] * a
    return size, per_arc * a, d * c["power_per_damage"] / beam.efficiency


def warhead_unit(kind: str, catalog: BscsCatalog) -> Mapping[str, float]:
    return catalog.entry(f"warhead_{kind}")


def shell_size(cannon: Cannon, catalog: BscsCatalog) -> float:
    """A plain shell is 0.1 × cannon damage; a warhead shell is its warhead's size (L219-220)."""
    if cannon.warhead == "none":
        return cannon.damage * catalog.entry("cannon")["plain_shell_size_per_damage"]
    return cannon.warhead_yield * warhead_unit(cannon.warhead, catalog)["size_per_unit"]


def shell_points(cannon: Cannon, catalog: BscsCatalog) -> float:
    """Plain shells cost nothing (digest D23); warheads cost per damage, kt or Mt (L211-215)."""
    if cannon.warhead == "none":
        return 0.0
    return cannon.warhead_yield * warhead_unit(cannon.warhead, catalog)["points_per_unit"]


def cannon_damage(cannon: Cannon, catalog: BscsCatalog) -> float:
    """With a warhead only the warhead's damage counts (L208)."""
    if cannon.warhead == "none":
        return cannon.damage
    return cannon.warhead_yield * warhead_unit(cannon.warhead, catalog)["damage_per_unit"]


def missile_damage(missile: Missile, catalog: BscsCatalog) -> float:
    """What one missile does to its target, or to its carrier when it goes off aboard (L235,
    L237): its explosive damage, or its yield at 510 a kt, 510,000 a Mt (L351-352)."""
    if missile.warhead == "explosive":
        return missile.damage
    return missile.warhead_yield * warhead_unit(missile.warhead, catalog)["damage_per_unit"]


def cannon_unit(
    cannon: Cannon, catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> tuple[float, float, float]:
    """Size, points (launcher, arc factor applied: digest D6) and power per shot (L204-205)."""
    c = catalog.entry("cannon")
    a = cannon_arc_factor(cannon, options)
    return (
        cannon.damage * c["size_per_damage"] * a,
        cannon.damage * c["points_per_damage"] * a,
        cannon.damage / c["damage_per_power"],
    )


def missile_unit(missile: Missile, catalog: BscsCatalog) -> tuple[float, float]:
    """Size and points of ONE missile (L241-242). The damage term applies to explosive
    missiles only (digest D13); nuclear yields are in kt, antimatter in Mt."""
    c = catalog.entry("missile")
    kt = missile.warhead_yield if missile.warhead == "nuclear" else 0.0
    mt = missile.warhead_yield if missile.warhead == "antimatter" else 0.0
    dmg = missile.damage if missile.warhead == "explosive" else 0.0
    points = (
        dmg / 10 * c["points_per_10_damage"]
        + missile.range / 10 * c["points_per_10_hexes"]
        + missile.sensors * c["points_per_sensor"]
        + kt * c["points_per_kt"]
        + mt * c["points_per_mt"]
    )
    size = (
        dmg / 100 * c["size_per_100_damage"]
        + kt * c["size_per_kt"]
        + mt * c["size_per_mt"]
        + missile.sensors * c["size_per_sensor"]
    )
    return size, points


def _drive(system, catalog, options) -> EntryCost:
    c = catalog.entry("drive")
    # Move-cost levels are priced by rules.py (a ship-wide step, 002 L600, L736-742).
    return EntryCost(system.count * c["size"], system.count * c["points"])


def _plain(name: str):
    """An entry priced by its catalog size and points alone (jump engine, armor, holds, pods)."""

    def cost(system, catalog, options) -> EntryCost:
        c = catalog.entry(name)
        return EntryCost(system.count * c["size"], system.count * c["points"])

    return cost


def _powered(name: str):
    """Repair shops and hospitals also draw power each turn they work."""

    def cost(system, catalog, options) -> EntryCost:
        c = catalog.entry(name)
        n = system.count
        return EntryCost(n * c["size"], n * c["points"], n * c["power"])

    return cost


def _beam(system, catalog, options) -> EntryCost:
    n = system.count
    size, points, shot = beam_unit(system, catalog, options)
    return EntryCost(n * size, n * points, n * shot, shot)


def _cannon(system, catalog, options) -> EntryCost:
    n = system.count
    size, points, shot = cannon_unit(system, catalog, options)
    return EntryCost(n * size, n * points + system.shells * shell_points(system, catalog), n * shot, shot)


def _missile(system, catalog, options) -> EntryCost:
    size, points = missile_unit(system, catalog)
    return EntryCost(system.count * size, system.count * points)


def _shield(system, catalog, options) -> EntryCost:
    c = catalog.entry("shield")
    n = system.count
    levels = max(0, system.points - c["base_shield_points"])
    return EntryCost(n * c["size"], n * (c["points"] + levels * c["improvement_points"]), n * c["power"])


def _reactor(system, catalog, options) -> EntryCost:
    c = catalog.entry("reactor")
    n = system.count
    levels = max(0, system.output - c["base_output"])
    return EntryCost(n * c["size"], n * (c["points"] + levels * c["improvement_points"]))


def _sensor(system, catalog, options) -> EntryCost:
    return EntryCost(system.count * catalog.entry("sensor")["size"], 0.0)


def _hangar(system, catalog, options) -> EntryCost:
    n = system.count
    return EntryCost(n * system.spaces, n * system.craft * catalog.entry("hangar")["points_per_craft"])


def _boarding(system, catalog, options) -> EntryCost:
    return EntryCost(0.0, system.count * catalog.boarding_unit(system.unit)["points"])


# Costing by the entry's ``type`` tag: one dict lookup instead of an isinstance chain per entry
# (evaluate prices every entry on every keystroke).
_COSTING = {
    "drive": _drive,
    "jump": _plain("jump"),
    "beam": _beam,
    "cannon": _cannon,
    "missile": _missile,
    "shield": _shield,
    "reactor": _reactor,
    "sensor": _sensor,
    "armor": _plain("armor"),
    "hold": _plain("hold"),
    "hangar": _hangar,
    "repair": _powered("repair"),
    "hospital": _powered("hospital"),
    "rescue-pod": _plain("rescue_pod"),
    "boarding": _boarding,
}


def entry_cost(system: System, catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> EntryCost:
    """Size, points and power of a whole entry (``count`` units). Sensors are priced
    per type group in ``ship_figures.py`` (their cost is not additive: N × basis + N³)."""
    cost = _COSTING.get(system.type)
    if cost is None:
        raise TypeError(f"no costing for {type(system).__name__}")
    return cost(system, catalog, options)
