"""The assault craft design file schema, ``kind: craft`` (002 L469-564): fighters, boarding
pods (BP), variable-geometry fighters (VGF) and humanoid battle vehicles (HBV).

A craft is built like a ship from a ``systems:`` list, with the craft's own miniaturised
drives, shields, inertial storage, armor, holds and rescue pods (L515-525), ship weapons,
reactors and sensors (L520-522), and the articulation and variable-geometry gear of VGFs and
HBVs (L526-539); hull may be fractional (L541). Ship-only systems (jump engines, hangars, repair
shops, hospitals, boarding units) are not craft systems: naming one is a LoadError. As for ships,
rule problems load and come out of the rules as findings.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from designer.core.model import DesignBase, Frozen
from designer.games.bscs.design import (
    Armor,
    Beam,
    Cannon,
    Count,
    Drive,
    HoldContents,
    Level,
    Missile,
    Reactor,
    RescuePod,
    Sensor,
)

CraftType = Literal["fighter", "boarding-pod", "vgf", "hbv"]
CRAFT_TYPES: tuple[str, ...] = CraftType.__args__
CRAFT_TYPE_TITLES = {
    "fighter": "Fighter",
    "boarding-pod": "Boarding pod (BP)",
    "vgf": "Variable-geometry fighter (VGF)",
    "hbv": "Humanoid battle vehicle (HBV)",
}  # 002 L471-478
Form = Literal["basic", "bipedal", "humanoid"]


class CraftEntry(Frozen):
    """A craft system that ships do not have: no ``section`` (a craft has no hit locations;
    its components are marked off on its line of the group sheet, L486-487)."""

    type: str
    count: Count = 1
    label: str = Field(default="", max_length=60)


class CraftShield(CraftEntry):
    """A generator of 0.1 size making one shield point; 5 points buy one more (L519)."""

    type: Literal["shield"]
    points: Annotated[int, Field(ge=1, le=1000)] = 1  # per generator


class InertialStorage(CraftEntry):
    """Stores 100 energy, recharged when exhausted (L520)."""

    type: Literal["inertial-storage"]


class CraftHold(CraftEntry):
    """Craft may use fractional holds (L524): ``size`` spaces each."""

    type: Literal["hold"]
    size: Annotated[float, Field(gt=0, le=1e6)] = 1
    contents: HoldContents = "empty"


class Articulation(CraftEntry):
    """Legs and limbs: size a share of the craft, cost a multiple of that size (L526-532)."""

    type: Literal["articulation"]
    form: Form = "bipedal"


class VariableGeometry(CraftEntry):
    """The gear that turns a VGF from one mode into another (L534-539)."""

    type: Literal["vg-gear"]
    form: Form = "bipedal"
    modes: Literal[2, 3] = 2


CRAFT_SYSTEM_MODELS = (
    Drive,
    CraftShield,
    Sensor,
    Beam,
    Cannon,
    Missile,
    InertialStorage,
    Reactor,
    Armor,
    CraftHold,
    RescuePod,
    Articulation,
    VariableGeometry,
)
CRAFT_SYSTEM_TYPES: dict[str, type] = {
    m.model_fields["type"].annotation.__args__[0]: m for m in CRAFT_SYSTEM_MODELS
}

CraftSystemEntry = Annotated[Union[CRAFT_SYSTEM_MODELS], Field(discriminator="type")]


class BscsCraft(DesignBase):
    game: Literal["bscs"] = "bscs"
    kind: Literal["craft"]  # required, so a saved craft always says what it is
    craft_type: CraftType = "fighter"
    ship_class: str = Field(default="", max_length=100)
    faction: str = Field(default="", max_length=100)
    systems: Annotated[list[CraftSystemEntry], Field(max_length=1000)] = []
    hull: Annotated[float, Field(ge=0, le=100000)] = 0  # fractional, 0.1 at least (L541)
    streamline: Literal["none", "standard", "cargo-plane"] = "none"
    stealth: Level = 0
    turn_mode: Level = 1  # HBVs have none: 0 (L560)
