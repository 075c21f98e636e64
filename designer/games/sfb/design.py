"""The Star Fleet Battles design file: a Ship System Display (SSD) with the supplement's additions
(seed 004). Star Fleet Battles has no construction rules and the supplement no SSDs (004 L14,
L740), so a design is what a player enters from a published ship or invents: the ship data table,
six shields, box groups, option mounts and, optionally, one turn's energy plan.

Only structure lives here; rule problems (an unknown system, a weapon without an arc, a Rutan fit
over its allowance) load fine and come out of the rules as findings.
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import Field, field_validator

from designer.core.model import DesignBase, Frozen
from designer.games.sfb.plan_model import EnergyPlan

# The SFB arc codes (the supplement names none, digest §1): forward, rear, left, right, the four
# quarter arcs, the half arcs (FH/RH), the extended arcs (FX/RX) and all round. The Beam Cannon's
# hex row ahead and the radial Phaser Sphere take no code: their catalog entry fixes them.
ArcCode = Literal["FA", "RA", "L", "R", "LF", "RF", "LS", "RS", "FH", "RH", "FX", "RX", "360"]
ARC_CODES: tuple[str, ...] = get_args(ArcCode)
# Marks printed in a box: T cargo preloaded with AMTs (004 L187), B/H an AMMD building a normal
# or heavy AMT (L437-444), Y a Yakashuttle (L729-730).
BoxMark = Literal["", "T", "B", "H", "Y"]
# Where on the SSD a group prints; "auto" lets the sheet choose from the system and its arcs.
Position = Literal["auto", "fore", "left", "centre", "right", "aft"]
POSITIONS: tuple[str, ...] = get_args(Position)
# A movement cost as SSDs print it: 1, 1/2, 2/3, 0.25.
MOVEMENT_COST = r"^\s*(\d+(\.\d+)?|\d+\s*/\s*[1-9]\d*)\s*$"

Count = Annotated[int, Field(ge=0, le=10000)]
SystemId = Annotated[str, Field(min_length=1, max_length=40)]
Arcs = Annotated[list[ArcCode], Field(max_length=13)]


class ShipData(Frozen):
    """The Ship Data Table (digest §1, §1a). ``turn_mode`` prints as entered (the base game's
    turn-mode chart is the publisher's); ``turn_mode_doubled`` is the Rutan ship's increased
    turn mode under Engine Doubling (004 L694-695); ``bolt_hexes`` is "Ability to Bolt N Hexes"
    (L70-73); ``mega_box`` marks a ship in mega-box scale, every box 10 (L31-42)."""

    size_class: Annotated[int, Field(ge=1, le=7)] = 3
    movement_cost: Annotated[str, Field(pattern=MOVEMENT_COST, max_length=12)] = "1"
    turn_mode: Annotated[str, Field(max_length=40)] = ""
    turn_mode_doubled: Annotated[str, Field(max_length=40)] = ""
    bpv: Annotated[float, Field(ge=0, le=100000)] = 0  # the base BPV, before option mounts
    crew_units: Count = 0
    boarding_parties: Count = 0
    explosion_strength: Count = 0
    nimble: bool = False
    bolt_hexes: Annotated[int, Field(ge=0, le=64)] = 0
    mega_box: bool = False


class BoxGroup(Frozen):
    """``count`` boxes of one system: ``labels`` are the designations printed in the boxes (A, B,
    1, 2...), ``marks`` the T/B/H/Y marks box by box, ``refit`` shades them (refit boxes)."""

    system: SystemId
    count: Annotated[int, Field(ge=1, le=500)] = 1
    arcs: Arcs = []
    title: Annotated[str, Field(max_length=40)] = ""
    labels: Annotated[list[Annotated[str, Field(max_length=3)]], Field(max_length=500)] = []
    marks: Annotated[list[BoxMark], Field(max_length=500)] = []
    refit: bool = False
    position: Position = "auto"


class OptionMount(Frozen):
    """One option-mount box: OPT takes a weapon or a general system, NWO general systems only
    (004 L570-572); ``fitted`` is the system in it (empty: nothing fitted)."""

    mount: Literal["OPT", "NWO"] = "OPT"
    fitted: Annotated[str, Field(max_length=40)] = ""
    arcs: Arcs = []
    label: Annotated[str, Field(max_length=3)] = ""
    position: Position = "auto"


class Campaign(Frozen):
    """What the campaign allows the option mounts: systems captured (Rutan "*", 004 L917; Joshada
    Hellebore and Phaser-D, L840, L849), systems the ALPs made available (Joshada Fireball and
    Phaser-1G, L837, L846) and whether an Errevin ship is present to help build (L860-862)."""

    captured: Annotated[list[SystemId], Field(max_length=100)] = []
    from_alps: Annotated[list[SystemId], Field(max_length=100)] = []
    errevin_ship_present: bool = False


class AmmunitionTrack(Frozen):
    """A track the player enters for a base-game rack (drones, probes); the AMT and AMG tracks
    are computed from the boxes."""

    title: Annotated[str, Field(min_length=1, max_length=40)]
    boxes: Annotated[int, Field(ge=1, le=200)]


class SfbDesign(DesignBase):
    game: Literal["sfb"] = "sfb"
    race: Annotated[str, Field(max_length=40)] = ""
    ship_class: Annotated[str, Field(max_length=100)] = ""
    # The named ship this SSD is, where availability tags name a ship rather than a race (the
    # Light of Doom's Beam Cannons, Targeting Computer and Autodefense Device): races.yaml ships.
    ship: Annotated[str, Field(max_length=40)] = ""
    early_period: bool = False  # the ship is of the Early period ("Early Joshadan", 004 L378)
    data: ShipData = ShipData()
    # Shields #1 (front) to #6 clockwise, boxes each; the Steel Shield's extra track (L481-483).
    shields: Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=12)] = [0] * 6
    steel_shield: Annotated[int, Field(ge=0, le=999)] = 0
    boxes: Annotated[list[BoxGroup], Field(max_length=400)] = []
    option_list: Literal["rutan", "joshada"] | None = None
    option_mounts: Annotated[list[OptionMount], Field(max_length=100)] = []
    campaign: Campaign = Campaign()
    ammunition: Annotated[list[AmmunitionTrack], Field(max_length=20)] = []
    shuttle_notes: Annotated[str, Field(max_length=40)] = ""  # the NOTES cell: "YAKA" (L729-730)
    # One turn's plan; the empty plan is "no plan" (nothing priced, nothing printed), so the
    # window always has a plan to edit and a file without one stays as it was.
    energy_plan: EnergyPlan = EnergyPlan()

    @field_validator("energy_plan", mode="before")
    @classmethod
    def _no_plan_is_the_empty_plan(cls, value):
        return {} if value is None else value
