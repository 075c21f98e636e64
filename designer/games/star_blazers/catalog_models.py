"""Schemas of the Star Blazers catalog files other than the warship classes: weapon statistic
tables (``weapons.yaml``), the class table of §2 (``class-table.yaml``), purchases and upgrades
(``purchases.yaml``) and battlecraft (``craft.yaml``). Structure only; the cross-checks between
files live in :mod:`designer.games.star_blazers.catalog`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from designer.core.model import Frozen
from designer.games.star_blazers.warship_class import Faction, Sourced

Band = Annotated[str, Field(max_length=12)] | None
Percent = int | None
Number = int | float | None  # int first: a class-table 4 stays 4
Text = Annotated[str, Field(max_length=2000)]


class DpMode(Frozen):
    hit: tuple[Percent, Percent, Percent, Percent]
    ranges: tuple[Band, Band, Band, Band]
    rolls: Literal["per-battery", "per-2-batteries"]
    die: str


class DirectFireTable(Sourced):
    """A direct-fire battery (A-L): four range bands, each a hit %, a die and the automatic
    damage in the small box (L390-400), and the DP-mode table beside it (L402-412)."""

    title: str
    hit: tuple[Percent, Percent, Percent, Percent]
    ranges: tuple[Band, Band, Band, Band]
    dice: tuple[Band, Band, Band, Band]
    damage: tuple[Percent, Percent, Percent, Percent]
    recharge: int | None = None  # turns, on light ships with the recharge icon (L57-59)
    dp: DpMode


class LauncherTable(Sourced):
    """A missile or torpedo launcher: anti-ship and DP modes on one line (L454-486)."""

    title: str
    hit: tuple[Percent, Percent, Percent, Percent]
    ranges: tuple[Band, Band, Band, Band]
    damage: int | None
    dp_hit: tuple[Percent, Percent, Percent, Percent]
    anti_missile_damage: int | None
    anti_craft_damage: int | None
    salvo_size: int | None


class DefenceTable(Sourced):
    title: str
    hit: tuple[Percent, Percent, Percent, Percent]
    ranges: tuple[Band, Band, Band, Band]
    rolls: list[str]
    note: str = ""


class AchsTable(Sourced):
    title: str
    hit: tuple[int, int, int, int, int]
    ranges: tuple[str, str, str, str, str]


class AntiMatterMissile(Sourced):
    title: str
    range: int
    speed: int
    success: int
    damage: str
    radar: int
    hull_boxes: int


class MineSweeping(Sourced):
    range: int
    attacks: int
    damage: str


class MineLaunching(Sourced):
    range: int
    rate: int
    factors: int


class SpecialWeapon(Sourced):
    title: str
    range: int | None
    power: str
    success: int | None
    damage: str
    spread: str
    note: str = ""


class SmiteTransporter(Sourced):
    title: str
    purchase: str
    range: int
    power: int
    craft: int
    mine_factors: int
    satellites: int
    warships: str | None


class MagnetronicWaves(Sourced):
    title: str
    bands: list[tuple[str, int, str]]


class EquivalencyRow(Frozen):
    """A row of the missile/battery equivalency table as the sheets print it (L1012-1027)."""

    code: str
    missile: str
    cost: str


class Weapons(Frozen):
    hullwright: int
    game: Literal["star-blazers"]
    direct_fire: dict[str, DirectFireTable]
    launchers: dict[str, LauncherTable]
    defence: dict[str, DefenceTable]
    achs: AchsTable
    anti_matter_missile: AntiMatterMissile
    mine_sweeping: dict[int, MineSweeping]
    mine_launching: dict[int, MineLaunching]
    special_weapons: dict[str, SpecialWeapon]
    smite_transporters: dict[str, SmiteTransporter]
    magnetronic_waves: MagnetronicWaves
    missile_equivalency: list[EquivalencyRow]
    missile_equivalency_source: str

    def letters(self) -> set[str]:
        """Every battery letter a class may list (AMM and the smite devices included)."""
        return {*self.direct_fire, *self.launchers, *self.defence, "AMM"}


class ByClass(Sourced):
    values: tuple[Number, Number, Number, Number, Number, Number, Number, Number, Number]

    def at(self, class_number: int) -> float | None:
        return self.values[class_number - 1]


class FortressSize(Sourced):
    power_rating_factor: float
    hull_boxes: tuple[int, int]
    tactical_warp_cost: int
    strategic_warp_cost: int
    turning_cost: float
    stacking_points: int


class HighSpeedPowerRating(Sourced):
    light: int  # class 1 specialty ships
    heavy: int  # class 4-9


class LightClasses(Sourced):
    max_class: int


class Satellite(Sourced):
    power_rating_factor: int
    moves_as_class: int


class MineLayerFactions(Sourced):
    factions: list[Faction]


class Morale(Sourced):
    thresholds: list[tuple[int, str]]  # (percent of hull boxes, roll to stay)


class ClassTable(Frozen):
    hullwright: int
    game: Literal["star-blazers"]
    by_class: dict[str, ByClass]
    high_speed_power_rating: HighSpeedPowerRating
    light_classes: LightClasses
    satellite: Satellite
    fortress_sizes: dict[str, FortressSize]
    standard_mine_layer_factions: MineLayerFactions
    power_dice: dict[str, str]
    morale: Morale

    def figure(self, name: str, class_number: int | None) -> float | None:
        if class_number is None:
            return None
        return self.by_class[name].at(class_number)

    def source(self, name: str) -> str:
        return self.by_class[name].source


class PriceSpec(Sourced):
    """A price is "purchase + (installation)" (L4960-5000); ``per`` says what one count buys."""

    title: str
    purchase: int = Field(ge=0)
    installation: int = Field(ge=0)
    total: int = Field(ge=0)
    per: Literal["ship", "flight", "factor"] = "ship"
    craft_per_flight: int = 0
    # Who may buy it while its rule option restricts buyers (README decisions 50, 51): "gamilon"
    # ships only (smite_buyers, L2459-2469), ships that lay mines (control_mine_buyers, L1889-1892).
    buyers: Literal["any", "gamilon", "mine-layers"] = "any"
    # A special weapon (SW13) whose class carries the system as standard: not bought again.
    standard_with: str = ""


class FiringCapacityPrice(Sourced):
    classes: list[int]
    systems: int
    purchase: int
    installation: int
    total: int


class Purchases(Frozen):
    hullwright: int
    game: Literal["star-blazers"]
    systems: dict[str, PriceSpec]
    upgrades: dict[str, PriceSpec]
    firing_capacity: list[FiringCapacityPrice]

    def firing_price(self, class_number: int) -> FiringCapacityPrice | None:
        return next((p for p in self.firing_capacity if class_number in p.classes), None)


Weight = Literal["light", "medium", "heavy"]


class CraftType(Sourced):
    faction: Faction
    code: str
    name: str
    prd: str
    role: Literal["battlecraft", "support"]
    weight: Weight
    recon: bool = False  # may take a support craft's place (L2580-2581, L2688-2689)
    packages: str
    lays_mines: bool
    radar: int


class CraftRestriction(Sourced):
    craft: list[str]
    carriers: list[str] | None = None  # None: any carrier; []: no ship at all
    most: int | None = None  # at most this many aboard one ship
    reason: str


class Mission(Sourced):
    code: str
    title: str


class WeightValue(Sourced):
    points: int


class CraftCatalog(Frozen):
    hullwright: int
    game: Literal["star-blazers"]
    weights: dict[Weight, WeightValue]
    types: list[CraftType]
    restrictions: list[CraftRestriction]
    missions: list[Mission]
    flight_size: dict[str, int | str]


class WarshipFile(Frozen):
    hullwright: int
    game: Literal["star-blazers"]
    faction: Faction
    classes: list[dict]  # each parsed as a WarshipClass with the file's faction


__all__ = [
    "Weapons",
    "ClassTable",
    "Purchases",
    "CraftCatalog",
    "CraftType",
    "CraftRestriction",
    "WarshipFile",
    "DirectFireTable",
    "LauncherTable",
    "DefenceTable",
    "SpecialWeapon",
    "PriceSpec",
    "Text",
]
