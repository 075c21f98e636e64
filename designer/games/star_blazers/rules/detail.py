"""What the Star Blazers sheet and fleet code read from an evaluation (``Evaluation.detail``):
the class resolved, its figures with their origins, batteries with counts, craft, munitions and
points.

The lines an evaluation makes per entry (batteries, systems, craft, munitions, prices) are
frozen dataclasses, not models: a ship makes a hundred of them, and they are built from checked
data only, so validating each again cost a third of an evaluation."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from designer.core.model import Frozen
from designer.games.star_blazers.rules.class_figures import Figure, Figures
from designer.games.star_blazers.warship_class import CargoBlock, FlotillaBonus


@dataclass(frozen=True, slots=True)
class BatteryLine:
    letter: str
    count: int | None = None
    supplied: bool = False  # the count was written in by the player
    minimum: int = 0
    salvoes: int | None = None
    fraction: str | None = None
    double_salvo: bool = False
    recharge: int | None = None  # turns, when the icon carries the recharge mark
    source: str = ""


@dataclass(frozen=True, slots=True)
class SystemLine:
    """One box of the SHIP SYSTEMS box; ``purchased`` systems are written in (L1230-1232)."""

    label: str
    value: str = ""
    purchased: bool = False


@dataclass(frozen=True, slots=True)
class CraftLine:
    type: str
    name: str
    role: Literal["battlecraft", "support"]
    weight: str
    count: int
    value: int  # points each
    path: str = ""


LoadGroup = Literal["ship", "craft", "mines"]


@dataclass(frozen=True, slots=True)
class MunitionLine:
    group: LoadGroup
    code: str
    load: int | None  # None: the full load, whose size the source lost
    maximum: int | None  # None: the source lost it
    path: str = ""


@dataclass(frozen=True, slots=True)
class PriceLine:
    item: str
    count: int
    points: int
    path: str = ""


class CraftCapacity(Frozen):
    battlecraft: int = 0
    support_craft: int = 0
    heavy_bombers: int = 0
    survival_pods: int = 0
    squadron_rows: list[int] = []
    squadron_types: str = ""
    hangar_decks: int = 0
    launch: int = 0
    rearm: int = 0


class ShipDetail(Frozen):
    class_id: str = ""
    known_class: bool = False
    custom: bool = False
    faction: str = ""
    type_code: str = ""
    class_name: str = ""
    kind: str = "warship"
    fortress_size: str | None = None
    wdf_label: str = ""
    ships_per_sheet: int = 1
    class_points: int = 0
    figures: Figures | None = None
    hull_boxes: Figure = Figure()
    radar_range: Figure = Figure()
    batteries: list[BatteryLine] = []
    letters_lost: bool = False
    letters_source: str = ""
    special_weapons: list[str] = []
    systems: list[SystemLine] = []
    hangar_boxes: list[tuple[int, int]] = []
    craft: list[CraftLine] = []
    capacity: CraftCapacity = CraftCapacity()
    munitions: list[MunitionLine] = []
    cargo: CargoBlock | None = None
    flotilla_bonus: FlotillaBonus | None = None
    sheet_notes: list[str] = []
    missile_equivalency: bool = False
    equivalency_rows: list[str] = []  # the rows its sheet prints, by missile code; none: all
    g_short_hit: int = 60
    purchases: list[PriceLine] = []
    upgrades: list[PriceLine] = []
    craft_points: int = 0
    points: int = 0
    sixty_percent_box: int | None = None
    morale: list[tuple[int, int, str]] = []
    # The catalog it was evaluated under (a house-rule profile's): the form reads its tables
    # here, never the book's, so what it prints is what was evaluated. Not data to dump.
    catalog: Any = Field(default=None, exclude=True, repr=False)

    @property
    def class_title(self) -> str:
        return f"{self.type_code} {self.class_name}".strip()


__all__ = [
    "ShipDetail",
    "BatteryLine",
    "SystemLine",
    "CraftLine",
    "MunitionLine",
    "LoadGroup",
    "PriceLine",
    "CraftCapacity",
]
