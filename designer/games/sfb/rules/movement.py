"""Movement, bolting and Rutan Engine Doubling (004 L51-74, L691-699).

Size classes follow SFB's scale, 1 the largest; the supplement's "size class 4 or smaller" means
physical size, so SC 4, 5 and 6 (digest §13.9, recorded in the catalog README).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from designer.games.sfb.catalog import SfbCatalog
from designer.games.sfb.design import SfbDesign
from designer.games.sfb.rules.exact import exact, exact_sum

RUTAN = "rutan"


def movement_cost(design: SfbDesign) -> Fraction:
    """The data table's movement cost as printed (1, 1/2, 2/3)."""
    return exact(design.data.movement_cost)


def engine_doubling_allowed(design: SfbDesign) -> bool:
    """Rutan Engine Doubling is the Rutan ships' (004 L691-699)."""
    return design.race == RUTAN


def movement_energy(design: SfbDesign, catalog: SfbCatalog, hexes: int, engine_doubling: bool) -> Fraction:
    """Energy to move ``hexes``: hexes x movement cost, halved under Engine Doubling (L694)."""
    top, bottom = movement_cost(design).as_integer_ratio()
    divisor = catalog.rules.engine_doubling.movement_divisor if engine_doubling else 1
    return Fraction(hexes * top, bottom * divisor)  # one Fraction made, not three


@dataclass(frozen=True)
class BoltRight:
    """Whether the ship may bolt this turn, how often (None: the rules set no count) and how far
    (None: any distance), and why."""

    allowed: bool
    per_turn: int | None
    max_hexes: int | None
    reason: str


def bolt_right(design: SfbDesign, catalog: SfbCatalog, engine_doubling: bool) -> BoltRight:
    """A nimble ship, a ship of size class 4 or smaller, or a Rutan ship with Engine Doubling in
    effect may bolt (L53-55); Rutan ships need Engine Doubling even if small or nimble, and may
    then bolt four times (L66-68). "Ability to Bolt N Hexes" on the data table: N hexes, twice a
    turn (L70-73), normal restrictions applying (a Rutan ship still needs Engine Doubling)."""
    rules = catalog.rules.bolting
    data = design.data
    if design.race == RUTAN:
        if not engine_doubling:
            return BoltRight(
                False, None, None, "Rutan ships must have Engine Doubling in effect to bolt (CTJG1.4)"
            )
        return BoltRight(
            True,
            rules.engine_doubling_bolts,
            data.bolt_hexes or None,
            "Rutan ship with Engine Doubling: up to four bolts a turn (CTJG1.4)",
        )
    if data.bolt_hexes:
        return BoltRight(
            True,
            rules.ability_bolts,
            data.bolt_hexes,
            f"Ability to Bolt {data.bolt_hexes} Hexes: twice a turn (L70-73)",
        )
    if data.nimble:
        return BoltRight(True, None, None, "a nimble ship (CTJG1.0)")
    if data.size_class >= rules.smallest_big_class:
        return BoltRight(
            True,
            None,
            None,
            f"size class {data.size_class}: size class {rules.smallest_big_class} or smaller (CTJG1.0)",
        )
    return BoltRight(
        False,
        None,
        None,
        f"size class {data.size_class}, not nimble: only nimble "
        f"ships and size class {rules.smallest_big_class} or "
        "smaller may bolt (CTJG1.0)",
    )


def bolt_energy(
    design: SfbDesign, catalog: SfbCatalog, hexes: int, engine_doubling: bool, divisor: int = 1
) -> Fraction:
    """The energy to move the hexes plus two (CTJG1.1, L57-58). ``divisor``: a mega-box ship's
    rules costs are divided (rule option mega_box_energy), so the +2 is too; the movement cost is
    the SSD's own, already in its scale (L38-40)."""
    extra = catalog.rules.bolting.extra_energy
    move = movement_energy(design, catalog, hexes, engine_doubling)
    return exact_sum((move, extra)) if divisor == 1 else move + extra / divisor
