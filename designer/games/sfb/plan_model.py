"""The ``energy_plan:`` block of an SSD file: one turn's energy allocation (digest §11.3).

Each item names what it spends on (``use:``); ``rules`` prices it from the catalog and checks it.
Only structure lives here: an item naming a system the ship lacks loads fine and comes out as a
finding, so the window can show it live.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from designer.core.model import Frozen

Boxes = Annotated[int, Field(ge=1, le=500)]
Quantity = Annotated[int, Field(ge=0, le=1000)]
Energy = Annotated[float, Field(ge=0, le=10000)]
SystemId = Annotated[str, Field(min_length=1, max_length=40)]
TorpedoType = Literal["normal", "heavy", "early"]


class PlanItem(Frozen):
    use: str  # each item narrows this to its Literal tag (declared here so it dumps first)
    note: str = Field(default="", max_length=80)


class Arm(PlanItem):
    """Arm (and fire) weapons: ``boxes`` of ``system``, ``shots`` firings each this turn, in a
    ``mode`` (Holo-Laser overload, 004 L413; Stun Beam short/long, L346-348), with ``boost``
    energy per arming (Particle Beam, L273-276; Advanced Holo-Laser, L497-499), on ``turn`` of a
    multi-turn arming (Fireball 3-2, L387; Phaser Sphere 4-2, L504)."""

    use: Literal["arm"]
    system: SystemId
    boxes: Boxes = 1
    shots: Annotated[int, Field(ge=1, le=64)] = 1
    mode: Literal["standard", "overload", "short", "long"] = "standard"
    boost: Energy = 0
    turn: Annotated[int, Field(ge=1, le=9)] = 1


class Hold(PlanItem):
    """Hold an armed weapon into the next turn (Beam Cannon 10, L306-307; Fireball 2, L387)."""

    use: Literal["hold"]
    system: SystemId
    boxes: Boxes = 1


class Activate(PlanItem):
    """Switch on a shield or cloak for its turns (Deflector 2, Bubble 4, Steel 1, Semi-Cloak 10)."""

    use: Literal["activate"]
    system: SystemId
    boxes: Boxes = 1


class Repel(PlanItem):
    use: Literal["repel"]
    attempts: Annotated[int, Field(ge=1, le=100)] = 1  # 1/2 each, twice a turn a box (L645, L650)


class LoadAmt(PlanItem):
    use: Literal["load-amt"]
    torpedo: TorpedoType = "normal"
    count: Annotated[int, Field(ge=1, le=1000)] = 1


class HoldAmt(PlanItem):
    use: Literal["hold-amt"]
    torpedo: TorpedoType = "heavy"
    count: Annotated[int, Field(ge=1, le=1000)] = 1


class Manufacture(PlanItem):
    """AMMD production: normal AMTs (2 each), heavy (3), blank casings (1) (L436-444, L238)."""

    use: Literal["ammd"]
    normal: Quantity = 0
    heavy: Quantity = 0
    blank: Quantity = 0


class SensorUse(PlanItem):
    """Special Sensors: 1 power a box for the drone function, 2 adds information, 3 adds
    interference on ``target`` (at most 2 boxes a target, L515-524)."""

    use: Literal["special-sensor"]
    boxes: Boxes = 1
    function: Literal["drone", "information", "interference"] = "drone"
    target: str = Field(default="", max_length=40)


class ScannerUse(PlanItem):
    """Special Scanners: 1 plasma, 2 adds information, 3 adds hone (at most 2 boxes, L528-538)."""

    use: Literal["special-scanner"]
    boxes: Boxes = 1
    function: Literal["plasma", "information", "hone"] = "plasma"


class Bolt(PlanItem):
    use: Literal["bolt"]
    hexes: Annotated[int, Field(ge=1, le=64)]


class Blossom(PlanItem):
    """The Rutan blossom (L98-101). ``base_game_energy``: what the weapons whose energy is in the
    base game (phasers, disruptors...) cost to fire once, which the supplement does not give."""

    use: Literal["blossom"]
    base_game_energy: Energy = 0


class OcdUse(PlanItem):
    """One function of an OCD box (L544-565): ``energy`` is the weapon's energy (take-over) or the
    energy put into a reverse-turn attempt."""

    use: Literal["ocd"]
    box: Annotated[int, Field(ge=1, le=100)] = 1
    function: Literal["drone", "plasma", "lock-on", "weapons", "reverse-turn", "take-over"]
    range: Annotated[int, Field(ge=0, le=100)] = 0
    size_class: Annotated[int, Field(ge=1, le=7)] = 3
    energy: Energy = 0


class Other(PlanItem):
    """Anything else, priced by the player: base-game systems (phaser capacitors, shield
    reinforcement, tractors) whose energy the supplement does not give."""

    use: Literal["other"]
    label: Annotated[str, Field(min_length=1, max_length=40)]
    energy: Energy


# Every use an entry may have; its "use" field tells which.
PlanUse = Union[
    Arm,
    Hold,
    Activate,
    Repel,
    LoadAmt,
    HoldAmt,
    Manufacture,
    SensorUse,
    ScannerUse,
    Bolt,
    Blossom,
    OcdUse,
    Other,
]
PlanEntry = Annotated[PlanUse, Field(discriminator="use")]


class EnergyPlan(Frozen):
    """One turn: ``speed`` in hexes, Rutan Engine Doubling declared (HTJG1.2, L698-699), the
    antimatter containment charge paid (L709-712), reserve power drawn from batteries, and the
    items. Movement costs speed x movement cost (halved under Engine Doubling, L694)."""

    speed: Annotated[int, Field(ge=0, le=64)] = 0
    engine_doubling: bool = False
    containment: bool = False
    battery_draw: Annotated[int, Field(ge=0, le=1000)] = 0
    items: Annotated[list[PlanEntry], Field(max_length=200)] = []

    @property
    def made(self) -> bool:
        """Anything planned at all: the empty plan is a design without one. Field by field
        (the same as ``self != EMPTY_PLAN``, without comparing the models' dictionaries)."""
        return bool(self.speed or self.engine_doubling or self.containment or self.battery_draw or self.items)


EMPTY_PLAN = EnergyPlan()
