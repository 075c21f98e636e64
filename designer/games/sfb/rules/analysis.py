"""What an SFB ship can do (issue 28), from the supplement's weapon charts only (seed 004;
catalogs/sfb/tables.yaml): each chart-borne weapon's damage per turn by range, and what gets
past a facing shield of each standard strength. Base-game weapons (phasers, disruptors, photons)
have no chart in the seed: they are reported as not given, never guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from designer.core.memo import Memo
from designer.core.analysis import GameFigures, StayingPower, Threshold, WeaponGroup
from designer.core.dice import Distribution
from designer.core.evaluation import Evaluation
from designer.games.sfb.catalog_model import RangeTable
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.detail import SfbDetail

RANGES = (0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 17, 20, 25, 30, 40)
BANDS = tuple(f"range {r}" for r in RANGES)
SHIELDS = (0, 10, 20, 30)
TARGETS = tuple("no shield" if s == 0 else f"shield {s}" for s in SHIELDS)


def roll_chance(die: str, cell: str) -> tuple[int, int] | None:
    """(faces that hit, faces) for a chart's HIT cell: '2d6, roll at or under HIT#' with '8',
    or '1d6, roll in the HIT range' with '1-4'; None for 'NA' or 'MISS' (no hit)."""
    count, _, rest = die.partition("d")
    try:
        dice, sides = int(count), int(rest.split(",")[0])
    except ValueError:
        return None
    roll = Distribution.die(sides).times(dice)
    total = sides**dice
    if cell in ("NA", "MISS", ""):
        return None
    if "at or under" in die:
        top = int(cell)
        return sum(round(p * total) for v, p in roll.outcomes() if v <= top), total
    low, _, high = cell.partition("-")
    lo, hi = int(low), int(high or low)
    return sum(round(p * total) for v, p in roll.outcomes() if lo <= v <= hi), total


def chart_damage(table: RangeTable, range_: int) -> Distribution | None:
    """One firing's damage at ``range_`` from a chart; None where the chart has no column."""
    damage = table.cell("DAMAGE", range_) or table.cell("DMG", range_)
    if damage is None or not damage.isdigit():
        return None
    if table.die.startswith("no die roll"):
        return Distribution.certain(int(damage))
    hit = table.cell("HIT#", range_) or table.cell("HIT", range_)
    chance = roll_chance(table.die, hit or "")
    if chance is None:
        return None
    return Distribution.certain(int(damage)).hit_or_miss(*chance)


def _chart_table(table: RangeTable, rate: int) -> dict[str, dict[str, Distribution]]:
    per_band: dict[str, Distribution] = {}
    for band, r in zip(BANDS, RANGES):
        one = chart_damage(table, r)
        if one is not None:
            per_band[band] = one.times(rate)  # fires ``rate`` times a turn (catalog)
    return {target: per_band for target in TARGETS}


def figures(
    design: SfbDesign,
    evaluation: Evaluation[SfbDetail],
    tables: Mapping[str, RangeTable],
    memo: Memo | None = None,
) -> GameFigures:
    memo = memo or Memo()
    detail = evaluation.detail
    groups: list[WeaponGroup] = []
    notes: list[str] = []
    made: dict[tuple, dict[str, dict[str, Distribution]]] = {}  # per chart and rate, once
    for entry in detail.entries:
        spec = entry.spec
        if spec is None or spec.kind != "weapon":
            continue  # an unknown system is reported by its finding; not a weapon here
        usable = [
            tables[name]
            for name in spec.tables
            if name in tables
            and any(r[0] in ("DAMAGE", "DMG") for r in tables[name].rows)
            and "explosion" not in name
        ]
        if not usable:
            notes.append(
                f"{spec.name}: no chart in the seed (base game or no damage chart); not given, not counted."
            )
            continue
        table = usable[0]  # the first chart is the weapon's standard one (amt-normal before heavy)
        key = ("sfb", table.title, table.die, tuple(table.ranges), tuple(map(tuple, table.rows)), spec.rate)
        if key not in made:
            made[key] = memo.of("damage-table", (), partial(_chart_table, table, spec.rate), key)
        groups.append(WeaponGroup(spec.name, entry.boxes, ("all",), made[key], (table.title, spec.rate)))
    complete = not notes  # a weapon without a chart: its damage per point is not given
    notes.append("Firing arcs are not resolved into shield facings: every weapon is taken to bear.")
    notes.append("Shield targets: a turn's total damage less the facing shield's boxes (what gets inside).")
    shields = list(design.shields)
    boxes = evaluation.stats.get("boxes")
    staying = StayingPower(
        None,
        "damage points",
        tuple(
            Threshold(s, f"on facing #{i + 1}: shield #{i + 1} is down, the rest of a volley goes inside")
            for i, s in enumerate(shields)
        ),
        note=f"not given: the damage allocation chart is base-game (not in seed 004); shields "
        f"{'/'.join(map(str, shields))}, {boxes} SSD boxes",
    )
    data = getattr(design, "data", None)
    size = getattr(data, "size_class", None) if data is not None else None
    return GameFigures(
        BANDS,
        TARGETS,
        ("all",),
        tuple(groups),
        staying,
        evaluation.stats.get("points"),
        f"size class {size}" if size is not None else "",
        tuple(notes),
        complete,
        absorbs=dict(zip(TARGETS, SHIELDS)),
    )
