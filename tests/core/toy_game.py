"""A stand-in game for core tests, so core is tested without any real game's rules."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from designer.core.evaluation import Evaluation, Finding
from designer.core.game import DesignKind, Game
from designer.core.model import DesignBase, Frozen


class Gun(Frozen):
    type: Literal["gun"]
    arcs: list[Literal["F", "P", "S", "A"]] = ["F"]
    count: int = Field(default=1, ge=1, le=1000)


class Shield(Frozen):
    type: Literal["shield"]
    level: int = Field(ge=1, le=3)


class ToyDesign(DesignBase):
    game: Literal["toy"] = "toy"
    mass: int = Field(ge=1, le=100)
    systems: list[Annotated[Union[Gun, Shield], Field(discriminator="type")]] = []


class ToyGame(Game):
    id = "toy"
    title = "Toy game"
    design_kinds = (DesignKind("ship", "Ship", ToyDesign),)

    def _evaluate(self, design, context):
        used = sum(s.count if isinstance(s, Gun) else 1 for s in design.systems)
        findings = []
        if used > design.mass // 2:
            findings.append(Finding("TOY-OVER", "error", "too many systems", "systems", "toy §1"))
        return Evaluation({"points": design.mass * 2 + used}, (), tuple(findings), detail=None)

    def empty_design(self, name, kind=None):
        return ToyDesign(name=name, mass=10)


TOY = ToyGame()
