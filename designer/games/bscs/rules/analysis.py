"""What a BSCS ship can do (issue 28): each weapon's damage per turn at a range in hexes, from the
to-hit roll (seed 002 L245-253) against targets of each stealth level (L440-446), and its
shields, armour and internal tics.

To hit: roll as many dice as the ship has sensors of the type used, of that type's die (Sensor
Cost and Type Chart, L411-420; no sensors: a d4, L247); a target's stealth takes 1 a level off
the roll (L443); "a weapon hits if the total on the dice is greater than the actual range in
hexes" (L253). Damage: beams lose 1 per (1 + focus + 10 x compaction) hexes (decision D5 in
catalogs/bscs/README.md, from L178, L187-188); cannon lose nothing (L197-199); missiles use
their own sensors (L247) and carry their warhead's damage.
"""

from __future__ import annotations

from collections.abc import Mapping
from math import floor

from designer.core.memo import Memo
from designer.core.analysis import GameFigures, StayingPower, Threshold, WeaponGroup
from designer.core.dice import Distribution
from designer.core.evaluation import Evaluation

RANGES = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30)
BANDS = tuple(f"{r} hex" if r == 1 else f"{r} hexes" for r in RANGES)
STEALTH_LEVELS = (0, 1, 2, 3)
TARGETS = tuple("no stealth" if s == 0 else f"stealth {s}" for s in STEALTH_LEVELS)
ARCS = ("F", "SF", "SA", "A", "PA", "PF")


def roll_counts(dice: int, sides: int) -> list[int]:
    """counts[t]: the ways ``dice`` d``sides`` total t (exact whole numbers)."""
    counts = [1]
    for _ in range(dice):
        out = [0] * (len(counts) + sides)
        for total, ways in enumerate(counts):
            if ways:
                for face in range(1, sides + 1):
                    out[total + face] += ways
        counts = out
    return counts


def hit_chance(counts: list[int], stealth: int, hexes: int) -> tuple[int, int]:
    """(outcomes that hit, outcomes): the roll less ``stealth`` beats ``hexes`` (002 L253, L443)."""
    return sum(counts[hexes + stealth + 1 :]), sum(counts)


def _sides(catalog, level: str) -> int:
    return int(catalog.sensor_level(level)["die"])


def figures(
    design, evaluation: Evaluation, options: Mapping[str, object] | None, memo: Memo | None = None
) -> GameFigures:
    memo = memo or Memo()
    detail = evaluation.detail
    catalog = detail.catalog
    notes: list[str] = []
    # The ship's fire control: its largest group of sensors of one type (each sensor does one
    # job a round, L406-409; all are taken to direct fire here).
    by_level: dict[str, int] = {}
    for system in design.systems:
        if system.type == "sensor":
            by_level[system.level] = by_level.get(system.level, 0) + system.count
    if by_level:
        level = max(by_level, key=lambda k: (by_level[k] * _sides(catalog, k), k))
        ship_dice, ship_sides = by_level[level], _sides(catalog, level)
    else:
        level, ship_dice, ship_sides = "none", 1, 4  # no sensors: a d4 (L247)
    counts = roll_counts(ship_dice, ship_sides)  # once per analysis: every weapon rolls the same

    def chance(dice: int, sides: int, stealth: int, hexes: int) -> tuple[int, int]:
        return hit_chance(counts, stealth, hexes)

    groups: list[WeaponGroup] = []

    def _group(name, system, damage_at, dice, sides, chance, key) -> WeaponGroup:
        # weapons alike (the same damage and fall-off, the same dice to hit): their table once
        table = memo.of(
            "damage-table", (), lambda: _damage(damage_at, chance, dice, sides), "bscs", *key, dice, sides
        )
        return WeaponGroup(name, system.count, tuple(system.arcs), table, key)

    for system in design.systems:
        if system.type == "beam":
            reach = 1 + system.focus + 10 * system.compaction

            def damage_at(r: int, d=system.damage, reach=reach) -> float:
                return max(0.0, d - floor(r / reach))

            groups.append(
                _group(
                    f"Beam {system.label or system.damage}",
                    system,
                    damage_at,
                    ship_dice,
                    ship_sides,
                    chance,
                    ("beam", system.damage, reach),
                )
            )
        elif system.type == "cannon":
            if system.warhead != "none":
                notes.append(
                    f"Cannon {system.label or ''}: a warhead shell's damage is the warhead's "
                    "(002 L202-205), not counted here.".replace("  ", " ")
                )
                continue
            groups.append(
                _group(
                    f"Cannon {system.label or system.damage}",
                    system,
                    lambda r, d=system.damage: d,
                    ship_dice,
                    ship_sides,
                    chance,
                    ("cannon", system.damage),
                )
            )
        elif system.type == "missile":
            notes.append(
                f"Missile {system.label or ''}: its range comes from the missing Ranges chart "
                "(002 L232); not counted.".replace("  ", " ")
            )
    notes.append(
        f"To hit: {ship_dice}d{ship_sides} ({level} sensors) must beat the range in hexes "
        "(002 L245-253); the target's ECM roll is not counted."
    )
    notes.append(
        "The four modes (Evasive, Defensive, Offensive, Suicidal, 002 L330-338) are boarding-"
        "party modes; the seed gives no stance modifier for ship fire, so targets differ by "
        "stealth only (L443)."
    )
    stats = evaluation.stats
    tics = stats.get("tics")
    # The DAD's tics, every section and the Core (002 L758-785): damage past them all wrecks the
    # ship; shields and armour come first (L273-286).
    staying = StayingPower(
        sum(tics.values()) if isinstance(tics, Mapping) else tics,
        "internal tics",
        (
            Threshold(
                stats.get("shield_points") or 0,
                "shields: a turn's damage below this is repelled; above it the shields go down "
                "until repaired (002 L275-277)",
            ),
        ),
        note=f"armour {stats.get('armor') or 0} point(s) per section first takes a barrage no bigger "
        "than itself (002 L282-285)",
    )
    return GameFigures(
        BANDS,
        TARGETS,
        ARCS,
        tuple(groups),
        staying,
        stats.get("points"),
        _size_class(stats.get("size")),
        tuple(notes),
    )


def _damage(damage_at, chance, dice, sides) -> dict[str, dict[str, Distribution]]:
    damage: dict[str, dict[str, Distribution]] = {}
    for target, stealth in zip(TARGETS, STEALTH_LEVELS):
        per_band = {}
        for band, hexes in zip(BANDS, RANGES):
            points = damage_at(hexes)
            hits, total = chance(dice, sides, stealth, hexes)
            if points > 0 and hits:
                per_band[band] = Distribution.certain(_exact(points)).hit_or_miss(hits, total)
        damage[target] = per_band
    return damage


def _exact(points: float):
    from fractions import Fraction

    return Fraction(points).limit_denominator(1000)


def _size_class(size) -> str:
    """A size band for comparing with the standard designs (the seed has no ship classes)."""
    if not isinstance(size, (int, float)):
        return ""
    for limit, name in ((50, "small craft"), (500, "escort"), (5000, "ship"), (50000, "capital")):
        if size < limit:
            return name
    return "station"
