"""The ship-wide steps of "Building the Ship" (002 L594-758) that no single entry decides:
sensor pricing by type, the sizes of hull, streamlining and stealth, move cost and jump power.
Pure functions of the design, its entries' costs, the catalog and the rule options."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Mapping, NamedTuple, Sequence

from designer.core.model import RuleValue
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import BscsDesign, System


def ceil(x: float) -> int:
    """Round fractions up (002 L689), immune to 4.000000001 from float sums."""
    return math.ceil(round(x, 9))


def sensor_cost(level: str, n: int, catalog: BscsCatalog) -> float:
    """(# of sensors × cost basis for the type) + number of sensors cubed (002 L637)."""
    return n * catalog.sensor_level(level)["basis"] + n**3


def sensor_rows(
    design: BscsDesign, groups: dict[str, list[int]], catalog: BscsCatalog, options: Mapping[str, RuleValue]
) -> dict[int, tuple[str, float]]:
    """Entry index -> (breakdown text, points) of the first entry of each sensor type; the
    type's other entries are priced with it.

    L637 read as one cube of every sensor aboard (``sensor_cube: all-sensors``) rather than one
    per type (the default, digest D15): 3 standard + 2 good cost 3×4 + 2×6 + 5³ = 149, not
    3×4 + 3³ + 2×6 + 2³ = 59; the cube of the whole count goes on the ship's first sensor entry.
    """
    counts = {level: sum(design.systems[j].count for j in idx) for level, idx in groups.items()}
    first_sensor = min((idx[0] for idx in groups.values()), default=None)
    every = sum(counts.values())
    cube_all = options["sensor_cube"] == "all-sensors"
    rows: dict[int, tuple[str, float]] = {}
    for level, idx in groups.items():
        n, basis = counts[level], catalog.sensor_level(level)["basis"]
        text = f"{n} {level} sensor{'s' if n > 1 else ''} ({n}×{basis}"
        if not cube_all:
            rows[idx[0]] = (f"{text} + {n}³)", sensor_cost(level, n, catalog))
        elif idx[0] == first_sensor:
            rows[idx[0]] = (f"{text} + {every}³ for all sensors)", n * basis + every**3)
        else:
            rows[idx[0]] = (f"{text})", n * basis)
    return rows


@dataclass(frozen=True)
class Sizes:
    """Spaces by kind: ``base`` is the systems and hull, ``used`` everything (L689, L740)."""

    non_hull: float
    base: float
    streamline: float
    stealth: float

    @property
    def used(self) -> float:
        return self.base + self.streamline + self.stealth


def sizes(design: BscsDesign, non_hull: float, catalog: BscsCatalog) -> Sizes:
    """The ship's spaces: its systems' (``non_hull``, their costs' sizes summed), its hull,
    then streamlining and stealth."""
    return outer_sizes(non_hull, non_hull + design.hull * catalog.entry("hull")["size"], design, catalog)


def outer_sizes(non_hull: float, base: float, design, catalog: BscsCatalog) -> Sizes:
    """Streamlining is a share of the ship (or craft, L545-552) before it, stealth of the ship
    after it (L721-734, L542-544, digest D22); the move-cost size includes hull and stealth
    (L740)."""
    streamline = 0.0
    if design.streamline != "none":
        streamline = base * catalog.entry(f"streamline_{design.streamline}")["size_fraction"]
    per_level = catalog.entry("stealth")["size_fraction_per_level"]
    return Sizes(non_hull, base, streamline, (base + streamline) * per_level * design.stealth)


def outer_rows(design, sized: Sizes, catalog: BscsCatalog) -> list[tuple[int, str, float, float, str]]:
    """(step, item, size, points, path) of a ship's or craft's streamlining (step 13: its size,
    or twice it, in points, L726, L729), stealth (14: 10 points a size, L734) and turn mode (16:
    size/20 a level, taking no space, L746-750), as far as it has them."""
    rows = []
    if design.streamline != "none":
        per_size = catalog.entry(f"streamline_{design.streamline}")["points_per_size"]
        rows.append(
            (
                13,
                f"Streamlining ({design.streamline})",
                sized.streamline,
                sized.streamline * per_size,
                "streamline",
            )
        )
    if design.stealth:
        per_size = catalog.entry("stealth")["points_per_size"]
        rows.append((14, f"Stealth {design.stealth}", sized.stealth, sized.stealth * per_size, "stealth"))
    if design.turn_mode:
        per_level = catalog.entry("turn_mode")["size_per_level_point"]
        rows.append(
            (16, f"Turn mode {design.turn_mode}", 0.0, sized.used / per_level * design.turn_mode, "turn_mode")
        )
    return rows


def hull_minimum(sized: Sizes, hull: int, catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> int:
    """One hull per 20 spaces, fractions up (002 L689): of the other spaces (``hull_base:
    non-hull``, streamline and stealth included) or of all of them (``total``), digest D2."""
    measure = sized.used - hull if options["hull_base"] == "non-hull" else sized.used
    return ceil(measure / catalog.entry("hull")["spaces_per_hull"])


def jump_power(engines: int, catalog: BscsCatalog, options: Mapping[str, RuleValue]) -> float:
    """Power to jump: Jump Engines "require 100 Power each to work" (002 L459), the default
    ``jump_power: per-engine``; or "100 per Jump" (L608) however many engines (``per-jump``)."""
    if options["jump_power"] == "per-jump":
        engines = min(engines, 1)
    return engines * catalog.entry("jump")["power_per_jump"]


class DriveLevels(NamedTuple):
    """The drives' move-cost improvement (L600-601): the first drive's levels, the points the
    levels cost over every drive, and where the first drive is."""

    levels: int
    level_points: float
    first_drive: int | None


class EntryTotals(NamedTuple):
    """What the ship-wide steps count over the entries, counted in one pass (``entry_totals``)."""

    counts: Counter  # system type -> units (as ``tally`` counts them)
    sensors: dict[str, list[int]]  # level -> its entries' indices; the N³ is per type (D15)
    drives: DriveLevels
    reactor_output: int  # the first reactor's (all alike: checks.MIXED), 0 without one
    shield_points: int  # of every generator
    parts_holds: int  # holds marked ``parts`` (L395, L651)


def entry_totals(systems: Sequence[System], catalog: BscsCatalog) -> EntryTotals:
    """One pass over the entries (a pass per figure read every entry's type again). The drives'
    move-cost levels are bought for every drive, priced entry by entry as the book prices each
    drive (L600)."""
    counts: dict[str, int] = {}  # a plain dict while counting: a Counter's += costs twice as much
    sensors: dict[str, list[int]] = {}
    per_level = catalog.entry("drive")["mc_level_points"]
    first_drive: int | None = None
    level_points = 0
    output: int | None = None
    shield_points = parts_holds = 0
    for i, s in enumerate(systems):
        t, n = s.type, s.count
        counts[t] = counts.get(t, 0) + n
        if t == "drive":
            if first_drive is None:
                first_drive = i
            level_points += n * s.mc_levels * per_level
        elif t == "sensor":
            sensors.setdefault(s.level, []).append(i)
        elif t == "reactor":
            if output is None:
                output = s.output
        elif t == "shield":
            shield_points += n * s.points
        elif t == "hold" and s.contents == "parts":
            parts_holds += n
    levels = systems[first_drive].mc_levels if first_drive is not None else 0
    return EntryTotals(
        Counter(counts),
        sensors,
        DriveLevels(levels, level_points, first_drive),
        output if output is not None else 0,
        shield_points,
        parts_holds,
    )


@dataclass(frozen=True)
class Movement:
    """Move cost before and after improvement (L736-742) and the points the levels cost (L600)."""

    raw: float
    cost: float
    levels: int
    level_points: float
    first_drive: int | None


def movement(drives: DriveLevels, used: float, armor: int, catalog: BscsCatalog) -> Movement:
    """10 + 10 per armor point + size/100 − improvement levels, never below 1 (L603)."""
    drive = catalog.entry("drive")
    raw = (
        drive["base_move_cost"]
        + armor * catalog.entry("armor")["move_cost"]
        + used / drive["size_per_move_cost"]
    )
    levels = drives.levels
    return Movement(
        raw, max(drive["min_move_cost"], raw - levels), levels, drives.level_points, drives.first_drive
    )
