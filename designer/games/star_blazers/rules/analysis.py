"""What a Star Blazers warship can do (issue 28): its batteries' damage per turn by range in
hexes, from the weapon statistic tables (seed 000 L375-400; catalogs/star-blazers/weapons.yaml),
and its hull boxes. One D10 percentage roll per battery (L372-374); a hit does the fixed amount
in the small box, or with the option the die beside it (L396-399, optional rule [1] L4969-4975).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import partial

from designer.core.memo import Memo
from designer.core.analysis import Ammunition, GameFigures, StayingPower, Threshold, WeaponGroup
from designer.core.dice import Distribution
from designer.core.evaluation import Evaluation
from designer.games.star_blazers.catalog_models import DirectFireTable, LauncherTable

WARSHIP, STEALTH, DP = "warship", "stealth warship", "craft (DP mode)"
TARGETS = (WARSHIP, STEALTH, DP)


def _hexes(band: str | None) -> tuple[int, int] | None:
    """'0' -> (0, 0), '1-5' -> (1, 5); None for a band the form leaves empty."""
    if not band:
        return None
    low, _, high = band.partition("-")
    try:
        return int(low), int(high or low)
    except ValueError:
        return None


def dice(text: str | None) -> Distribution | None:
    """'1D8' -> one d8, '3D6' -> three d6 summed; None for what the OCR lost."""
    if not text:
        return None
    count, _, sides = text.upper().partition("D")
    try:
        return Distribution.die(int(sides)).times(int(count or 1))
    except ValueError:
        return None


def _spans(ranges) -> list[tuple[int, int] | None]:
    return [_hexes(band) for band in ranges]


def _by_hex(ranges) -> dict[int, int]:
    """The bracket of every hex a table reaches."""
    return {
        hexes: i for i, span in enumerate(_spans(ranges)) if span for hexes in range(span[0], span[1] + 1)
    }


class _Profile:
    """Per hex of range, a battery's damage against each target (None: not given)."""

    def __init__(self) -> None:
        self.by_target: dict[str, dict[int, Distribution]] = {t: {} for t in TARGETS}
        self.missing: list[str] = []


def direct_fire(letter: str, table: DirectFireTable, count: int, rolled: bool, g_short_hit: int) -> _Profile:
    out = _Profile()
    hit = list(table.hit)
    if letter == "G":  # the G short-range % is a rule option (digest §4.2 note; 000 L391, L5873)
        hit[1] = g_short_hit
    by_bracket: dict[int, dict[str, Distribution]] = {}
    for bracket in range(len(table.ranges)):
        damage = dice(table.dice[bracket]) if rolled else _fixed(table.damage[bracket])
        if damage is None:
            if _hexes(table.ranges[bracket]):
                out.missing.append(
                    f"{letter} at {table.ranges[bracket]} hexes: the "
                    f"{'damage die' if rolled else 'fixed damage'} is not given (OCR lost)"
                )
            continue
        found = by_bracket[bracket] = {}
        chance = hit[bracket]
        if chance is not None:
            found[WARSHIP] = damage.hit_or_miss(chance, 100).times(count)
        # Stealth: the hit % of the next range bracket out, damage of the true one (L3762-3774).
        stealth = hit[bracket + 1] if bracket + 1 < len(hit) else None
        if stealth is not None:
            found[STEALTH] = damage.hit_or_miss(stealth, 100).times(count)
    for hexes, bracket in _by_hex(table.ranges).items():
        for target, dist in by_bracket.get(bracket, {}).items():
            out.by_target[target][hexes] = dist
    dp = table.dp
    die = dice(dp.die)
    dp_by_bracket: dict[int, Distribution] = {}
    for bracket, chance in enumerate(dp.hit):
        if chance is None or die is None:
            continue
        one = die.hit_or_miss(chance, 100)
        if dp.rolls == "per-battery":
            dp_by_bracket[bracket] = one.times(count)
        else:  # one roll per two batteries; a single one left over does half (L3315-3318)
            pairs, single = divmod(count, 2)
            total = one.times(pairs)
            dp_by_bracket[bracket] = total + one.scaled(Fraction(1, 2)) if single else total
    for hexes, bracket in _by_hex(dp.ranges).items():
        if bracket in dp_by_bracket:
            out.by_target[DP][hexes] = dp_by_bracket[bracket]
    return out


def launcher(letter: str, table: LauncherTable, count: int) -> _Profile:
    """Each battery fires one salvo a turn, one D10 per missile (digest §4.5, 000 L2713-2717)."""
    out = _Profile()
    salvo = table.salvo_size
    if salvo is None:
        out.missing.append(f"{letter}: the salvo size is not given (000 L3612 names only M2 and T1)")
        return out
    by_bracket: dict[int, dict[str, Distribution]] = {}
    for bracket in range(len(table.ranges)):
        found = by_bracket[bracket] = {}
        chance = table.hit[bracket]
        if table.damage is not None and chance is not None:
            damage = Distribution.certain(table.damage)
            found[WARSHIP] = damage.hit_or_miss(chance, 100).times(salvo * count)
            stealth = table.hit[bracket + 1] if bracket + 1 < len(table.hit) else None
            if stealth is not None:  # stealth, L3762-3774
                found[STEALTH] = damage.hit_or_miss(stealth, 100).times(salvo * count)
        dp_chance = table.dp_hit[bracket]
        if table.anti_craft_damage is not None and dp_chance is not None:
            found[DP] = (
                Distribution.certain(table.anti_craft_damage).hit_or_miss(dp_chance, 100).times(salvo * count)
            )
    for hexes, bracket in _by_hex(table.ranges).items():
        for target, dist in by_bracket.get(bracket, {}).items():
            out.by_target[target][hexes] = dist
    return out


def _fixed(value: int | None) -> Distribution | None:
    return None if value is None else Distribution.certain(value)


def _bands(range_rows: list) -> list[tuple[int, int]]:
    """Runs of hexes over which no table's bracket changes (every table of the game: direct fire
    and its DP mode, launchers), so every design has the same columns and each column holds one
    figure per battery."""
    top = max((s[1] for row in range_rows for s in map(_hexes, row) if s), default=0)
    bands: list[tuple[int, int]] = []
    previous = None
    maps = [_by_hex(row) for row in range_rows]
    for hexes in range(top + 1):
        brackets = tuple(m.get(hexes) for m in maps)
        if bands and brackets == previous:
            bands[-1] = (bands[-1][0], hexes)
        else:
            bands.append((hexes, hexes))
        previous = brackets
    return bands


def _label(band: tuple[int, int]) -> str:
    return f"{band[0]} hex" if band[0] == band[1] else f"{band[0]}-{band[1]} hexes"


def figures(
    evaluation: Evaluation, options: Mapping[str, object] | None, memo: Memo | None = None
) -> GameFigures:
    memo = memo or Memo()
    detail = evaluation.detail
    rolled = bool((options or {}).get("rolled_damage"))
    weapons = detail.catalog.weapons
    notes: list[str] = []
    named: list[tuple[str, int, _Profile]] = []
    made: dict[tuple[str, int], _Profile] = {}  # batteries alike: worked out once
    ammunition: list[Ammunition] = []
    for battery in detail.batteries:
        letter = battery.letter
        if battery.count is None:
            notes.append(
                f"{letter}: the number of batteries is not given (the top-view art is lost, "
                "000 L372-389); not counted."
            )
            continue
        key = (letter, battery.count)
        if letter in weapons.direct_fire:
            table = weapons.direct_fire[letter]
            if key not in made:
                made[key] = memo.of(
                    "damage-table",
                    (),
                    partial(direct_fire, letter, table, battery.count, rolled, detail.g_short_hit),
                    "sb",
                    table,
                    battery.count,
                    rolled,
                    detail.g_short_hit,
                )
            named.append((f"{letter} {table.title.title()}", battery.count, made[key]))
        elif letter in weapons.launchers:
            table = weapons.launchers[letter]
            if key not in made:
                made[key] = memo.of(
                    "damage-table",
                    (),
                    partial(launcher, letter, table, battery.count),
                    "sb",
                    table,
                    battery.count,
                )
            named.append((f"{letter} {table.title.title()}", battery.count, made[key]))
            ammunition.append(
                Ammunition(
                    f"{letter} ({battery.count} batteries)",
                    battery.salvoes,
                    "one salvo a battery a turn, until its printed salvoes are crossed out (000 L2705-2722)"
                    if battery.salvoes is not None
                    else "salvoes printed on the icon are lost",
                )
            )
        else:
            notes.append(f"{letter}: not counted as firepower (defence system or special weapon).")
    for profile in made.values():
        notes += profile.missing
    # One set of bands for every design of the game (where any table's bracket changes), so
    # designs line up column for column beside the standard designs.
    rows = [t.ranges for t in weapons.direct_fire.values()] + [
        t.dp.ranges for t in weapons.direct_fire.values()
    ]
    bands = _bands(rows + [t.ranges for t in weapons.launchers.values()])
    labels = tuple(_label(b) for b in bands)
    groups = []
    tables: dict[int, dict[str, dict[str, Distribution]]] = {}
    for name, count, profile in named:
        if id(profile) not in tables:
            # kept by the (kept) profile, so an edit hands the analysis the same table object and
            # its arc's figures are found by identity (core/analysis.py ``arc-firepower``)
            tables[id(profile)] = memo.of(
                "sb-banded-damage",
                (profile,),
                partial(_banded, profile.by_target, bands, labels),
                tuple(bands),
                labels,
            )
        damage = tables[id(profile)]
        groups.append(WeaponGroup(name, 1, ("all",), damage, (name, count, rolled, detail.g_short_hit)))
    if detail.special_weapons:
        notes.append(
            f"Special weapons ({', '.join(detail.special_weapons)}) are not counted: each is a "
            "once-a-battle power shot (digest §5)."
        )
    notes.append(
        "Battery arcs are in the lost top-view art (000 L372-389): every battery is taken to "
        "bear; arc coverage is not given."
    )
    notes.append(
        "Damage: "
        + (
            "the die beside each small box is rolled (optional rule [1], 000 L4969-4975)."
            if rolled
            else "the fixed amount in the small box (000 L396-399)."
        )
    )
    complete = not detail.letters_lost and all(b.count is not None for b in detail.batteries)
    return GameFigures(
        labels,
        TARGETS,
        ("all",),
        tuple(groups),
        _staying(detail, ammunition),
        evaluation.stats.get("points"),
        detail.type_code or detail.kind,
        tuple(notes),
        complete,
    )


def _staying(detail, ammunition: list[Ammunition]) -> StayingPower:
    boxes = detail.hull_boxes.value
    if boxes is None:
        return StayingPower(
            None,
            "hull boxes",
            (),
            tuple(ammunition),
            "not given: the hull boxes are in the lost art (000 L629-637)",
        )
    steps = []
    if detail.sixty_percent_box is not None:
        steps.append(
            Threshold(
                detail.sixty_percent_box,
                "60% damage: no special weapons, other fire reduced (000 L629-637, L3825-3829)",
            )
        )
    steps.append(Threshold(boxes, "destroyed: the last hull box (000 L629-637)"))
    return StayingPower(
        boxes,
        "hull boxes",
        tuple(steps),
        tuple(ammunition),
        "each row end of the hull box calls a critical hit (000 L629-637)",
    )


def _banded(
    by_target: Mapping[str, Mapping[int, Distribution]],
    bands: Sequence[tuple[int, int]],
    labels: Sequence[str],
) -> dict[str, dict[str, Distribution]]:
    """A profile's damage per target by the game's range bands (named by ``labels``)."""
    return {
        t: {labels[i]: per[b[0]] for i, b in enumerate(bands) if b[0] in per} for t, per in by_target.items()
    }
