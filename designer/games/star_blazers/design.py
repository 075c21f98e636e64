"""The Star Blazers design file: a class plus what the player changed (issue 13).

Two kinds of file share this schema:

- a **ship** (``kind: ship``, the default) names its class (``class: gamilon/exterminator``, or
  ``custom/<file>`` for a custom class) and stores only the player's changes: purchased systems
  (§5.2), upgrades (§5.3), the craft embarked (§7.4), munition loads that differ from the full
  load, and fill-ins for what the source lost (hull boxes, battery counts, class number);
- a **custom class** (``kind: class``) holds its ``definition:``, the Warship Display Form's
  fields, and nothing else.

Only structure lives here; rule problems (too many craft, an upgrade the class cannot take) load
fine and are findings of :mod:`designer.games.star_blazers.rules.evaluation`.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import ConfigDict, Field, model_validator

from designer.core.model import DesignBase, Frozen
from designer.games.star_blazers.warship_class import ClassNumber, WarshipClass

# A system of the additional systems table (L4956-4967, ``purchases.yaml``). A house-rule profile
# may add one in data, so a purchase names any id and one the catalog lacks is a finding
# (SB-PURCHASE-UNKNOWN).
PurchaseId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,39}$")]
UpgradeKey = Literal["mss-type-2", "mls-type-3", "firing-capacity"]
UPGRADE_KEYS: tuple[str, ...] = get_args(UpgradeKey)
ShipMunition = Literal["M2", "M3", "M4", "T1", "T2", "CT1", "CT2", "AMM"]
SHIP_MUNITIONS: tuple[str, ...] = get_args(ShipMunition)
CraftPackage = Literal["mine_factors", "AM", "AT1", "AT2", "GM", "M3", "M4", "DM"]
CRAFT_PACKAGES: tuple[str, ...] = get_args(CraftPackage)
MineType = Literal["SOM", "EMCM"]
MINE_TYPES: tuple[str, ...] = get_args(MineType)
Count = Annotated[int, Field(strict=True, ge=1, le=1000)]
Load = Annotated[int, Field(strict=True, ge=0, le=100_000)]


class CraftEntry(Frozen):
    """``count`` craft of one type (its code in craft.yaml, e.g. ``BT``) embarked on the ship."""

    type: Annotated[str, Field(min_length=1, max_length=8)]
    count: Count


class Purchase(Frozen):
    """A system bought from the additional systems table; ``count`` flights (battlecraft ACHS)
    or factors (mines), 1 otherwise."""

    system: PurchaseId
    count: Count = 1


class ShipMunitionLoad(Frozen):
    letter: ShipMunition
    count: Load


class CraftMunitionLoad(Frozen):
    package: CraftPackage
    count: Load


class MineLoad(Frozen):
    type: MineType
    count: Load


class BatteryFill(Frozen):
    """A battery count (and salvo indicator) the source lost, written in by the player."""

    letter: Annotated[str, Field(min_length=1, max_length=8)]
    count: Annotated[int, Field(strict=True, ge=1, le=100)]
    salvoes: int | None = Field(default=None, strict=True, ge=1, le=20)


class FillIn(Frozen):
    """What the player supplies where the OCR lost it (digest corrections, "Truly lost")."""

    class_number: ClassNumber | None = None
    hull_boxes: int | None = Field(default=None, strict=True, ge=1, le=10_000)
    radar_range: int | None = Field(default=None, strict=True, ge=1, le=500)
    batteries: list[BatteryFill] = Field(default_factory=list, max_length=40)


class StarBlazersDesign(DesignBase):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    game: Literal["star-blazers"] = "star-blazers"
    kind: Literal["ship", "class"] = "ship"
    warship_class: str = Field(default="", alias="class", max_length=200)
    definition: WarshipClass | None = None
    purchases: list[Purchase] = Field(default_factory=list, max_length=50)
    upgrades: list[UpgradeKey] = Field(default_factory=list, max_length=10)
    craft: list[CraftEntry] = Field(default_factory=list, max_length=50)
    munitions: list[ShipMunitionLoad] = Field(default_factory=list, max_length=20)
    craft_munitions: list[CraftMunitionLoad] = Field(default_factory=list, max_length=20)
    mines: list[MineLoad] = Field(default_factory=list, max_length=10)
    fill_in: FillIn = FillIn()

    @model_validator(mode="after")
    def _kind_fields(self) -> "StarBlazersDesign":
        if self.kind == "class":
            if self.definition is None:
                raise ValueError(
                    "a class file (kind: class) needs 'definition:' with the class's "
                    "Warship Display Form fields"
                )
            changed = [
                k
                for k in (
                    "warship_class",
                    "purchases",
                    "upgrades",
                    "craft",
                    "munitions",
                    "craft_munitions",
                    "mines",
                )
                if getattr(self, k)
            ]
            if changed or self.fill_in != FillIn():
                names = ", ".join("class" if k == "warship_class" else k for k in changed) or "fill_in"
                raise ValueError(
                    f"a class file holds only 'definition:'; move {names} to a ship "
                    "design that names this class"
                )
        elif self.definition is not None:
            raise ValueError("'definition:' belongs in a class file; add 'kind: class' or remove it")
        elif not self.warship_class:
            raise ValueError("a ship design needs 'class:' (e.g. class: edf/yamato)")
        return self


__all__ = [
    "StarBlazersDesign",
    "CraftEntry",
    "Purchase",
    "FillIn",
    "BatteryFill",
    "ShipMunitionLoad",
    "CraftMunitionLoad",
    "MineLoad",
    "UPGRADE_KEYS",
    "CRAFT_PACKAGES",
    "SHIP_MUNITIONS",
    "MINE_TYPES",
]
