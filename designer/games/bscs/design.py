"""The Basic Starship Combat System design file schema (seed 002).

Only structure lives here (types, enum values, loose ranges): a bad value is a LoadError at
FILE:LINE:COL. Rule problems (a reactor outside the Core, focus 11, a missile without sensors,
too little hull...) load fine and come out of ``rules.evaluate`` as findings, so the window can
show them live.

A design is a ``systems:`` list in the order of "Building the Ship" (002 L594-758) plus the few
figures that belong to the whole ship: its hull spaces, turn mode, streamlining and stealth.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from designer.core.model import DesignBase, Frozen

# The seven hit locations (002 L763). The arc names are inferred from L259 (digest D35):
# fore, starboard-fore, starboard-aft, aft, port-aft, port-fore, and the Core.
Arc = Literal["F", "SF", "SA", "A", "PA", "PF"]
ARCS: tuple[str, ...] = Arc.__args__
Section = Literal["F", "SF", "SA", "A", "PA", "PF", "Core"]
SECTIONS: tuple[str, ...] = Section.__args__

# A level of the Sensor Cost and Type Chart (002 L411-420), a sensor's or a missile's sensors'.
# A house-rule profile may add a level in data, so a level is any name and one the catalog lacks
# is a finding (BSCS-SYSTEM-UNKNOWN); the same for boarding units (L709-718).
CatalogName = Annotated[str, Field(pattern=r"^[a-z][a-z0-9-]{0,39}$")]

Count = Annotated[int, Field(ge=1, le=10000)]
Level = Annotated[int, Field(ge=0, le=1000)]
Amount = Annotated[float, Field(ge=0, le=1e9)]
Arcs = Annotated[list[Arc], Field(min_length=1, max_length=6)]


class System(Frozen):
    """Common to every entry: its ``type`` tag, ``count`` identical units, an optional label and
    an optional ``section`` that overrides the automatic Damage Allocation Diagram placement
    (``auto``, the default, lets ``placement.place`` choose)."""

    type: str  # each system narrows this to its Literal tag (declared here so it dumps first)
    count: Count = 1
    label: str = Field(default="", max_length=60)
    section: Literal["auto", "F", "SF", "SA", "A", "PA", "PF", "Core"] = "auto"


class Drive(System):
    type: Literal["drive"]
    mc_levels: Level = 0  # move-cost improvement levels, bought for every drive (002 L600)


class JumpEngine(System):
    type: Literal["jump"]


class Beam(System):
    """A beam (or a "torpedo"/"pulse" when compacted, 002 L174) built from its parameters."""

    type: Literal["beam"]
    damage: Annotated[float, Field(gt=0, le=1e6)]
    efficiency: Annotated[int, Field(ge=1, le=1000)] = 1  # damage per power (L182-183)
    damage_per_size: Annotated[int, Field(ge=1, le=1000)] = 1  # K (L186)
    focus: Level = 0  # +1 hex before losing 1 damage per level (L187)
    compaction: Level = 0  # +10 hexes per level (L188)
    arcs: Arcs = ["F"]


Warhead = Literal["none", "explosive", "nuclear", "antimatter"]


class Cannon(System):
    """A mass driver (002 L197-225). ``yield_`` is damage (explosive), kt (nuclear) or Mt
    (antimatter) per shell; ``shells`` are carried in holds marked ``contents: shells``."""

    type: Literal["cannon"]
    damage: Annotated[float, Field(gt=0, le=1e6)]
    warhead: Warhead = "none"
    warhead_yield: Amount = Field(default=0, alias="yield")
    shells: Annotated[int, Field(ge=0, le=1_000_000)] = 0
    arcs: Arcs = ["F"]
    model_config = {"frozen": True, "extra": "forbid", "populate_by_name": True}


class Missile(System):
    """Missiles (002 L227-243): each one is a separate tic on the diagram (L234)."""

    type: Literal["missile"]
    warhead: Literal["explosive", "nuclear", "antimatter"] = "explosive"
    damage: Amount = 0  # explosive damage; nuclear/antimatter use ``yield`` (kt / Mt)
    warhead_yield: Amount = Field(default=0, alias="yield")
    range: Amount = 0  # hexes, bought at 1 point per 10 (L241; the Ranges chart is missing)
    sensors: Annotated[int, Field(ge=0, le=1000)] = 1  # at least one is a rule (L243)
    sensor_level: CatalogName = "standard"
    model_config = {"frozen": True, "extra": "forbid", "populate_by_name": True}


class ShieldGenerator(System):
    type: Literal["shield"]
    points: Annotated[int, Field(ge=1, le=1000)] = 10  # per generator; 10 + improvement (L615-619)


class Reactor(System):
    type: Literal["reactor"]
    output: Annotated[int, Field(ge=1, le=1000)] = 10  # power per reactor (L628-629)


class Sensor(System):
    type: Literal["sensor"]
    level: CatalogName = "standard"


class Armor(System):
    type: Literal["armor"]  # one point per count; covers only its own section (L644)


HoldContents = Literal["empty", "cargo", "shells", "parts", "bunks", "quarters", "stateroom"]


class Hold(System):
    type: Literal["hold"]
    contents: HoldContents = "empty"


class Hangar(System):
    """One hangar per entry count, built from ``spaces`` holds for ``craft`` vessels: either a
    craft design (``craft_design``: a file beside this one, or ``catalog:<id>``), whose size
    and points then count, or craft of a stated ``craft_size``."""

    type: Literal["hangar"]
    spaces: Annotated[float, Field(gt=0, le=1e6)]
    craft: Annotated[int, Field(ge=0, le=1000)] = 1
    craft_size: Amount = 0
    craft_design: Annotated[str, Field(min_length=1, max_length=1000)] | None = None


class Repair(System):
    type: Literal["repair"]


class Hospital(System):
    type: Literal["hospital"]


class RescuePod(System):
    type: Literal["rescue-pod"]


class Boarding(System):
    type: Literal["boarding"]
    unit: CatalogName = "marines"


SYSTEM_MODELS: tuple[type[System], ...] = (
    Drive,
    JumpEngine,
    Beam,
    Cannon,
    Missile,
    ShieldGenerator,
    Reactor,
    Sensor,
    Armor,
    Hold,
    Hangar,
    Repair,
    Hospital,
    RescuePod,
    Boarding,
)
SYSTEM_TYPES: dict[str, type[System]] = {
    m.model_fields["type"].annotation.__args__[0]: m for m in SYSTEM_MODELS
}

SystemEntry = Annotated[Union[SYSTEM_MODELS], Field(discriminator="type")]


class Crew(Frozen):
    """The crew the player chooses beyond what the rules require (002 L694-712).

    ``voyage: short`` is a ship "underway for short periods (8 hours)": it needs only a pilot, and
    a weaponeer over 4 weapons (L697). The specialists of L703-706 are what the ship "may have"
    (L702): each is a choice, none by default. Repairmen, corpsmen and boarding troops are not
    choices here: the repair shop and hospital "need" theirs (L671, L678) and a boarding unit is
    its troops (L709-712), so they come with the equipment.
    """

    voyage: Literal["long", "short"] = "long"
    fighter_techs: bool = False  # five per hangar (L703)
    engineers: bool = False  # (drives + reactors) / 10 (L704)
    system_operators: bool = False  # (sensors + shields) / 5 (L705)
    jump_engineer: bool = False  # one (L706)


class BscsDesign(DesignBase):
    game: Literal["bscs"] = "bscs"
    ship_class: str = Field(default="", max_length=100)
    faction: str = Field(default="", max_length=100)
    size: Annotated[float, Field(gt=0, le=1e7)] | None = None  # the size aimed at (optional)
    systems: Annotated[list[SystemEntry], Field(max_length=1000)] = []
    hull: Annotated[int, Field(ge=0, le=100000)] = 0  # hull spaces (L687-692)
    # Hull tics per section; when absent they are spread evenly (L763).
    hull_placement: dict[Section, Annotated[int, Field(ge=0, le=100000)]] | None = None
    streamline: Literal["none", "standard", "cargo-plane"] = "none"
    stealth: Level = 0
    # Every ship "is assigned a turn mode number" and goes speed / TM hexes straight (L109-111):
    # a new design starts at 1; 0 loads and is the error BSCS-TURN-MODE-ZERO.
    turn_mode: Level = 1
    crew: Crew = Crew()
