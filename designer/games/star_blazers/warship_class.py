"""A warship class as the Warship Display Form gives it: the schema of the catalog's classes
(``catalogs/star-blazers/warships/*.yaml``) and of a player's custom class file (its
``definition:``), so one model and one set of rules serve both.

Every block names its seed lines (``source``); a value the OCR lost is ``None`` and the block's
``unknown_source`` names the lines that describe it. A custom class may leave both empty.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field

from designer.core.model import Frozen

Faction = Literal["edf", "gamilon", "comet"]
FACTIONS: tuple[str, ...] = get_args(Faction)
FACTION_TITLES = {"edf": "Earth Defense Force", "gamilon": "Gamilon Empire", "comet": "White Comet Empire"}
ClassKind = Literal["warship", "satellite", "fortress"]
FortressSize = Literal["small", "medium", "large"]
Dice = Annotated[str, Field(max_length=12)]
Count = Annotated[int, Field(strict=True, ge=0, le=10_000)]
Text = Annotated[str, Field(max_length=2000)]
ClassNumber = Annotated[int, Field(strict=True, ge=1, le=9)]


class Sourced(Frozen):
    source: Text = ""
    unknown_source: Text = ""


class SheetBlock(Sourced):
    """The form itself: its footer label, the points printed on its title line (where that line
    survives) and how many ships one sheet holds (unit rows, digest §3.2, correction 3)."""

    label: Text = ""
    title_points: Count | None = None
    ships_per_sheet: int | None = Field(default=None, strict=True, ge=1, le=4)


class DataBlock(Sourced):
    """The WARSHIP DATA block as printed (L522-535). ``None``: not printed or lost; the rules
    then take the figure from the class number (class-table.yaml)."""

    class_number: ClassNumber | None = None
    power_rating_factor: float | None = Field(default=None, ge=0, le=20)
    systems_fired: int | None = Field(default=None, strict=True, ge=0, le=9)
    tactical_warp_cost: int | None = Field(default=None, strict=True, ge=0, le=500)
    strategic_warp_cost: int | None = Field(default=None, strict=True, ge=0, le=500)
    turning_cost: float | None = Field(default=None, ge=0, le=10)
    sideslip_cost: float | None = Field(default=None, ge=0, le=10)
    # the power accumulation dice, stationary then moving (the Medaruusa's 1D8/1D6, L846-851)
    power_dice: list[Dice] | None = Field(default=None, min_length=2, max_length=2)
    high_speed: bool = False  # the "specialty ship" power ratings (L898-902)
    mine_warfare: bool = False  # lays mines at up to 3 x its power rating (L1873-1876)


class HullBlock(Sourced):
    boxes: int | None = Field(default=None, strict=True, ge=1, le=10_000)


class RadarBlock(Sourced):
    range: int | None = Field(default=None, strict=True, ge=1, le=500)


class Battery(Sourced):
    """A battery letter the class carries. ``count`` None: the number of icons is lost (the
    top-view art); ``minimum`` is what the rules text shows at least. ``salvoes`` is the salvo
    indicator of a missile or torpedo icon; ``fraction`` a partial battery (the frigate's 1/3 G)."""

    letter: Annotated[str, Field(min_length=1, max_length=8)]
    count: Count | None = None
    minimum: Count = 0
    salvoes: int | None = Field(default=None, strict=True, ge=1, le=20)
    fraction: Literal["1/2", "1/3"] | None = None
    double_salvo: bool = False  # an MDS that fires a double 4-missile salvo (L64-68)


class BatteryBlock(Sourced):
    entries: list[Battery] = Field(default_factory=list, max_length=40)
    letters_lost: bool = False  # the sheet's tables are lost: which letters it carries is unknown


class NamedList(Sourced):
    entries: list[Annotated[str, Field(max_length=1000)]] = Field(default_factory=list, max_length=20)


class HangarBox(Frozen):
    launch: Count
    rearm: Count


class SystemsBlock(Sourced):
    """The SHIP SYSTEMS box beyond the bridges every warship has (L537-565): standard purchasable
    systems, mine sweeping and laying types as printed (None: not printed, taken from the class)."""

    acacbi: bool = False
    achs: bool = False
    asms: bool = False
    mine_sweeping: Literal[1, 2] | None = None
    mine_launching: Literal[1, 2, 3] | None = None
    hangar_boxes: list[HangarBox] = Field(default_factory=list, max_length=6)
    cargo_capacity: bool = False
    magnetronic_wave_generator: bool = False


class MinesBlock(Sourced):
    emcm_factors: Count = 0
    som_factors: Count | None = None  # None: the mine launching system's factors


class CraftBlock(Sourced):
    """The battlecraft/support craft component (L2591-2648)."""

    squadrons: Count = 0
    squadron_types: Text = ""
    squadron_rows: list[Annotated[int, Field(strict=True, ge=1, le=48)]] = Field(
        default_factory=list, max_length=12
    )
    battlecraft: Count = 0
    support_craft: Count = 0
    heavy_bombers: Count = 0
    survival_pods: Count = 0
    hangar_decks: Count = 0
    launch: Count = 0
    rearm: Count = 0


class CraftLoad(Frozen):
    type: Annotated[str, Field(min_length=1, max_length=8)]
    count: int = Field(strict=True, ge=1, le=1000)


class CraftList(Sourced):
    entries: list[CraftLoad] = Field(default_factory=list, max_length=30)


class MunitionOption(Frozen):
    """One column set of the maximum combat munitions table (L4809-4826): craft weapon packages
    and the BC/SC mine factors a carrier holds. A code not given is a "-" (none)."""

    mine_factors: Count = 0
    AM: Count = 0
    AT1: Count = 0
    AT2: Count = 0
    GM: Count = 0
    M3: Count = 0
    M4: Count = 0
    DM: Count = 0


class CraftMunitions(Sourced):
    options: list[MunitionOption] = Field(default_factory=list, max_length=4)


class CargoBlock(Sourced):
    max_cargo_factors: float | None = Field(default=None, ge=0, le=1000)
    troops: Count | None = None
    vehicles: Count | None = None
    hangar_decks: Count | None = None
    manifest_each: float | None = Field(default=None, ge=0, le=1000)  # CARGO MANIFEST per unit


class FlotillaBonus(Sourced):
    four_ships: Text | None = None
    two_ships: Text | None = None


class Printed(Sourced):
    printed: bool = False


class EquivalencyTable(Printed):
    """The missile/battery equivalency table a class's sheet prints: its ``rows`` by missile code
    (the Revenge and Conqueror print the M2 row only, L6620-6622, L6496-6498); none listed: all
    four (the SCG(AM), L7496-7501)."""

    rows: list[str] = Field(default_factory=list, max_length=4)


class WarshipClass(Frozen):
    """One class of the points table, or a player's custom class."""

    id: Annotated[str, Field(max_length=120)] = ""
    faction: Faction
    type_code: Annotated[str, Field(min_length=1, max_length=12)]
    name: Annotated[str, Field(min_length=1, max_length=120)]
    other_names: list[Annotated[str, Field(max_length=120)]] = Field(default_factory=list, max_length=8)
    points: int = Field(strict=True, ge=0, le=100_000)
    source: Text = ""
    kind: ClassKind = "warship"
    fortress_size: FortressSize | None = None
    wdf: SheetBlock = SheetBlock()
    data: DataBlock = DataBlock()
    hull: HullBlock = HullBlock()
    radar: RadarBlock = RadarBlock()
    batteries: BatteryBlock = BatteryBlock()
    special_weapons: NamedList = NamedList()
    missile_equivalency: EquivalencyTable = EquivalencyTable()
    systems: SystemsBlock = SystemsBlock()
    mines: MinesBlock = MinesBlock()
    craft: CraftBlock = CraftBlock()
    standard_craft: CraftList = CraftList()
    craft_munitions: CraftMunitions = CraftMunitions()
    cargo: CargoBlock | None = None
    flotilla_bonus: FlotillaBonus | None = None
    sheet_notes: NamedList = NamedList()

    @property
    def title(self) -> str:
        """``SBB Yamato``: the type code and class name, as the scenarios name a class."""
        return f"{self.type_code} {self.name}"

    def battery(self, letter: str) -> Battery | None:
        return next((b for b in self.batteries.entries if b.letter == letter), None)


__all__ = ["WarshipClass", "Battery", "CraftLoad", "MunitionOption", "FACTIONS", "FACTION_TITLES", "Faction"]
