"""The Full Thrust design file schema (the contract in issue 2).

Only structure lives here (types, enum values, loose ranges): a bad value is a LoadError at
FILE:LINE:COL. Rule problems (screen level 4, thrust 9, MASS 101, aft arcs...) load fine and are
reported as findings by ``rules.evaluate``, so the window can show them live.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union, get_args

from pydantic import (
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from designer.core.model import DesignBase, Frozen

HullType = Literal["warship", "merchant", "q-ship", "tug", "military-installation", "civilian-installation"]
HULL_TYPES: tuple[str, ...] = get_args(HullType)
INSTALLATION_TYPES = ("military-installation", "civilian-installation")
Arc = Literal["F", "P", "S", "A"]
ARCS: tuple[str, ...] = get_args(Arc)

# strict: a YAML "4" or true is a wrong type (a LoadError), not quietly a number
Count = Annotated[int, Field(strict=True, ge=1, le=1000)]
Arcs = Annotated[list[Arc], Field(max_length=8)]


class Hull(Frozen):
    mass: int = Field(strict=True, ge=1, le=100000)  # ships stop at 100 (rule FT-MASS-OVER), bases may not
    type: HullType


class System(Frozen):
    """Common to every entry: its ``type`` tag and ``count`` identical mounts (default 1)."""

    type: str  # each system narrows this to its Literal tag (declared here so it dumps first)
    count: Count = 1


class Beam(System):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)
    type: Literal["beam"]
    # A, B or C in the book (001 L850-852); a house-rule profile may add a class in data, so
    # any one capital letter loads and an unknown class is a finding (FT-SYSTEM-UNKNOWN).
    beam_class: str = Field(alias="class")
    arcs: Arcs

    @field_validator("beam_class")
    @classmethod
    def _one_letter(cls, value: str) -> str:
        if len(value) != 1 or not "A" <= value <= "Z":
            raise ValueError(
                f"{value!r} is not a beam class: write one capital letter (A, B or C "
                "in the book; a house-rule profile may add more)"
            )
        return value


class Pdaf(System):
    type: Literal["pdaf"]


class Adaf(System):
    type: Literal["adaf"]


class Screen(System):
    type: Literal["screen"]
    level: int = Field(strict=True, ge=1, le=100)  # 1-3 is a rule (FT-SCREEN-LEVEL)


class FighterGroup(System):
    type: Literal["fighter-group"]


class NeedleBeam(System):
    type: Literal["needle-beam"]
    arcs: Arcs = ["F"]  # one arc (FT-ARC-COUNT)


class PulseTorpedo(System):
    type: Literal["pulse-torpedo"]
    arcs: Arcs = ["F"]  # fore only (FT-TORPEDO-ARC)


class NovaCannon(System):
    type: Literal["nova-cannon"]


class Submunition(System):
    type: Literal["submunition"]
    arcs: Arcs = ["F"]  # one arc


class Minelayer(System):
    type: Literal["minelayer"]


class Minesweeper(System):
    type: Literal["minesweeper"]


class FireControl(System):
    """An extra FireCon beyond the class standard (escort 1, cruiser 2, capital 3)."""

    type: Literal["fire-control"]


class Weasel(System):
    type: Literal["weasel"]
    signature: Literal["cruiser", "capital"]


SystemEntry = Annotated[
    Union[
        Beam,
        Pdaf,
        Adaf,
        Screen,
        FighterGroup,
        NeedleBeam,
        PulseTorpedo,
        NovaCannon,
        Submunition,
        Minelayer,
        Minesweeper,
        FireControl,
        Weasel,
    ],
    Field(discriminator="type"),
]

SYSTEM_MODELS: dict[str, type[System]] = {
    get_args(m.model_fields["type"].annotation)[0]: m
    for m in (
        Beam,
        Pdaf,
        Adaf,
        Screen,
        FighterGroup,
        NeedleBeam,
        PulseTorpedo,
        NovaCannon,
        Submunition,
        Minelayer,
        Minesweeper,
        FireControl,
        Weasel,
    )
}


class FullThrustDesign(DesignBase):
    game: Literal["full-thrust"] = "full-thrust"
    hull: Hull
    ftl: bool = Field(
        default=True, strict=True
    )  # when absent: true, except false for installations (see _default_ftl)
    thrust: int = Field(default=0, strict=True, ge=0, le=1000)  # 0-8 is a rule (FT-THRUST-RANGE)
    systems: Annotated[list[SystemEntry], Field(max_length=500)] = []

    @model_validator(mode="before")
    @classmethod
    def _default_ftl(cls, data: Any) -> Any:
        # Installations never carry an FTL drive (001 L715), so a file need not say so.
        if isinstance(data, dict) and "ftl" not in data:
            hull = data.get("hull")
            if isinstance(hull, dict) and hull.get("type") in INSTALLATION_TYPES:
                data = {**data, "ftl": False}
        return data

    @model_serializer(mode="wrap")
    def _keep_installation_ftl(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> Any:
        # The default above makes an absent ftl false for installations, so dumping without
        # defaults must write an installation's ftl: true (an error finding) or it would load
        # back as false.
        data = handler(self)
        if (
            info.exclude_defaults
            and isinstance(data, dict)
            and "ftl" not in data
            and self.is_installation
            and self.ftl
        ):
            data["ftl"] = True
        return data

    @property
    def is_installation(self) -> bool:
        return self.hull.type in INSTALLATION_TYPES
