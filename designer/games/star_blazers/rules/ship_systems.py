"""The SHIP SYSTEMS box of the form (L537-565): the bridges and systems that take critical hits,
with purchased systems and upgrades written in (L1230-1232, crit result T L4382-4390)."""

from __future__ import annotations

from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.rules.class_figures import Figure, Figures
from designer.games.star_blazers.rules.detail import PriceLine, SystemLine
from designer.games.star_blazers.options import Options
from designer.games.star_blazers.rules.purchase_rules import fitted_systems
from designer.games.star_blazers.warship_class import WarshipClass

ROMAN = {1: "I", 2: "II", 3: "III"}
WRITE_IN_RANGE = "RANGE:"  # a value ending in ":" is a label with a write-in space after it
STANDARD_TITLES = {"acacbi": "ACACBI", "achs": "ACHS", "asms": "ASMS"}


BRIDGES = (
    SystemLine(label="COMMAND BRIDGE"),
    SystemLine(label="BATTLE BRIDGE"),
    SystemLine(label="NAVIGATION BRIDGE"),
)


def systems_box(
    cls: WarshipClass,
    figures: Figures,
    radar: Figure,
    options: Options,
    bought: dict[str, int],
    upgraded: set[str],
    catalog: StarBlazersCatalog,
) -> list[SystemLine]:
    """The boxes in print order; ``figures`` are after the upgrades in ``upgraded`` (their mine
    system boxes are marked as bought); ``bought``: :func:`bought_systems` of the purchases."""
    fitted = tuple(sorted(fitted_systems(cls, options)))
    lines = [
        *BRIDGES,
        SystemLine(label="RADAR", value=f"RANGE: {radar.value}" if radar.known else WRITE_IN_RANGE),
        # the class's own boxes, the same for each of its ships: worked out once per class
        *catalog.per_class("systems", cls, fitted, lambda: _class_systems(cls, fitted)),
        *_mine_systems(figures, upgraded),
    ]
    # the count goes on the box's bottom line with the mark, never wrapped under the name
    lines += [
        SystemLine(label=item, value="" if count == 1 else f"x{count} PURCHASED", purchased=True)
        for item, count in bought.items()
    ]
    return lines


def _class_systems(cls: WarshipClass, fitted: tuple[str, ...]) -> tuple[SystemLine, ...]:
    """The boxes after RADAR the class has: special weapons, space defence, hangar decks, cargo,
    the wave generator and the purchasable systems ``fitted`` as standard."""
    lines = []
    if cls.special_weapons.entries:
        lines.append(SystemLine(label="SPECIAL WEAPON SYSTEM"))
    if cls.kind != "fortress":
        lines.append(SystemLine(label="SPACE DEFENSE BRIDGE"))
    lines += [
        SystemLine(label="HANGAR DECK", value=f"LAUNCH: {launch}  REARM: {rearm}")
        for launch, rearm in hangar_boxes(cls)
    ]
    if cls.systems.cargo_capacity or (cls.cargo and cls.cargo.manifest_each):
        lines.append(SystemLine(label="CARGO CAPACITY"))
    if cls.systems.magnetronic_wave_generator:
        lines.append(SystemLine(label="MAGNETRONIC WAVE GENERATOR SYSTEM"))
    lines += [SystemLine(label=STANDARD_TITLES[key]) for key in fitted]
    return tuple(lines)


def bought_systems(purchases: list[PriceLine]) -> dict[str, int]:
    """Each system written in once with all its count (factors and flights bought on several
    rows of the design are one entry in the box), in the order first bought."""
    out: dict[str, int] = {}
    for p in purchases:
        out[p.item] = out.get(p.item, 0) + p.count
    return out


def hangar_boxes(cls: WarshipClass) -> list[tuple[int, int]]:
    """(launch, rearm) per HANGAR DECK box: as the sheet prints them (the Revenge's two), else
    one box with the component table's rates for a ship with hangar decks."""
    boxes = [(b.launch, b.rearm) for b in cls.systems.hangar_boxes]
    if not boxes and cls.craft.hangar_decks:
        boxes = [(cls.craft.launch, cls.craft.rearm)]
    return boxes


def _mine_systems(figures: Figures, upgraded: set[str]) -> list[SystemLine]:
    out = []
    sweeping, laying = figures.mine_sweeping.value, figures.mine_launching.value
    if isinstance(sweeping, int):
        out.append(SystemLine(label=f"MSS TYPE {ROMAN[sweeping]}", purchased="mss-type-2" in upgraded))
    if isinstance(laying, int) and laying:
        out.append(SystemLine(label=f"MLS TYPE {ROMAN[laying]}", purchased="mls-type-3" in upgraded))
    return out


__all__ = ["systems_box", "bought_systems", "hangar_boxes"]
