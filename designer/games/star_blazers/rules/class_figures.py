"""A class's figures as a ship uses them: what its Warship Display Form prints, else what its
class number gives (digest §2), else what the player wrote in, else unknown. Each figure says
where it came from, so the sheet prints a write-in space for an unknown one and the findings can
cite the lines that describe it."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from designer.core.model import Frozen
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.design import FillIn
from designer.games.star_blazers.warship_class import WarshipClass

Origin = Literal["printed", "class", "supplied", "unknown"]
Value = int | float | str | None


class Figure(Frozen):
    value: Value = None
    origin: Origin = "unknown"
    source: str = Field(default="", max_length=2000)

    @property
    def known(self) -> bool:
        return self.value is not None


class Figures(Frozen):
    """The data-block figures and the class-derived ones the rules and the sheet read."""

    class_number: Figure
    power_rating_factor: Figure
    systems_fired: Figure
    tactical_warp_cost: Figure
    strategic_warp_cost: Figure
    turning_cost: Figure
    sideslip_cost: Figure
    stacking_points: Figure
    acacbi_radius: Figure
    mass_salvo_bonus: Figure
    mine_sweeping: Figure
    mine_launching: Figure
    marines: Figure
    power_dice: tuple[str, str]


# Data-block figures taken from the class table when the form does not print them.
TABLE_FIGURES = (
    "power_rating_factor",
    "systems_fired",
    "tactical_warp_cost",
    "strategic_warp_cost",
    "turning_cost",
    "sideslip_cost",
)


def class_figures(cls: WarshipClass, fill_in: FillIn, catalog: StarBlazersCatalog) -> Figures:
    table = catalog.class_table
    number = _class_number(cls, fill_in)
    n = number.value if isinstance(number.value, int) else None
    figures: dict[str, Figure] = {"class_number": number}
    for name in TABLE_FIGURES:
        figures[name] = _figure(
            getattr(cls.data, name),
            cls.data.source,
            _table_value(cls, name, n, catalog),
            table.source(name) if n else "",
        )
    if cls.data.high_speed and cls.data.power_rating_factor is None and n is not None:
        ratings = table.high_speed_power_rating
        rating = ratings.heavy if n > table.light_classes.max_class else ratings.light
        figures["power_rating_factor"] = Figure(value=rating, origin="class", source=ratings.source)
    for name in ("stacking_points", "acacbi_radius", "mass_salvo_bonus", "marines"):
        figures[name] = _figure(None, "", table.figure(name, n), table.source(name) if n else "")
    figures["mine_sweeping"] = _figure(
        cls.systems.mine_sweeping,
        cls.systems.source,
        table.figure("mine_sweeping_type", n),
        table.source("mine_sweeping_type") if n else "",
    )
    figures["mine_launching"] = _mine_launching(cls, n, catalog)
    dice = cls.data.power_dice or (table.power_dice["stationary"], table.power_dice["moving"])
    return Figures(**figures, power_dice=tuple(dice))


def _class_number(cls: WarshipClass, fill_in: FillIn) -> Figure:
    if cls.data.class_number is not None:
        return Figure(value=cls.data.class_number, origin="printed", source=cls.data.source)
    if cls.kind == "satellite":
        return Figure()  # satellites move as class 1 but have no class (L2269-2270)
    if fill_in.class_number is not None:
        return Figure(value=fill_in.class_number, origin="supplied", source="fill_in.class_number")
    return Figure(source=cls.data.unknown_source)


def _table_value(cls: WarshipClass, name: str, n: int | None, catalog: StarBlazersCatalog):
    """The class table's figure; fortresses and satellites have their own rows."""
    table = catalog.class_table
    if cls.kind == "fortress" and cls.fortress_size:
        size = table.fortress_sizes[cls.fortress_size]
        return getattr(size, name, None)
    if cls.kind == "satellite" and name == "power_rating_factor":
        return table.satellite.power_rating_factor
    return table.figure(name, n)


def _figure(printed: Value, printed_source: str, derived: Value, derived_source: str) -> Figure:
    if printed is not None:
        return Figure(value=printed, origin="printed", source=printed_source)
    if derived is not None:
        return Figure(value=derived, origin="class", source=derived_source)
    return Figure()


def _mine_launching(cls: WarshipClass, n: int | None, catalog: StarBlazersCatalog) -> Figure:
    """Printed, else by class for the factions that carry one as standard (only Gamilon ships,
    L1927-1929); EDF and Comet ships have none."""
    table = catalog.class_table
    if cls.systems.mine_launching is not None:
        return Figure(value=cls.systems.mine_launching, origin="printed", source=cls.systems.source)
    layers = table.standard_mine_layer_factions
    if cls.faction not in layers.factions or cls.kind != "warship":
        return Figure(value=0, origin="class", source=layers.source)
    return _figure(
        None, "", table.figure("mine_launching_type", n), table.source("mine_launching_type") if n else ""
    )


def morale_thresholds(boxes: int, catalog: StarBlazersCatalog) -> list[tuple[int, int, str]]:
    """(percent, boxes filled, roll to stay) for a ship or a command group of ``boxes`` hull
    boxes: 60% of 306 is 183.6, which the book rounds to 184 (L4491-4499)."""
    rows = catalog.class_table.morale.thresholds
    return [(percent, round_half_up(boxes * percent, 100), roll) for percent, roll in rows]


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` to the nearest whole number, halves up, in integers."""
    return (2 * numerator + denominator) // (2 * denominator)


__all__ = ["Figure", "Figures", "class_figures", "morale_thresholds", "round_half_up"]
