"""The schema of the Star Fleet Battles catalog files in ``catalogs/sfb/`` (systems, option
mounts, races, tables, rules). Every entry must name its source; numbers are read exactly.

Only structure lives here; the loader (``catalog.py``) checks what refers to what.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, ConfigDict, Field, model_validator

from designer.core.model import Frozen
from designer.games.sfb.rules.exact import exact

ExactNumber = Annotated[Fraction, BeforeValidator(exact)]
Source = Annotated[str, Field(min_length=5)]

SystemKind = Literal[
    "weapon", "shield", "power", "battery", "control", "hull", "general", "connection", "track"
]
# How a weapon's fire arc is given: an SFB arc code (required), none because it is launched in
# any direction (seeking: drones, Fireball, 004 L388), the Beam Cannon's hex row ahead
# (004 L315-316) or rings around the ship (the Phaser Sphere, 004 L505-511; the ESG).
ArcRule = Literal["required", "seeking", "row-ahead", "radial"]
Need = Literal["captured", "from-alps", "alps-or-captured", "errevin-ship", "amt-in-cargo"]


class CatalogEntry(Frozen):
    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)


class Hit(CatalogEntry):
    """The "destroyed on" column: stated by the supplement (``verified``, with its lines), or the
    base game's as an assumption (with a note saying so)."""

    category: str = Field(min_length=1)
    verified: bool
    source: str = ""
    note: str = ""

    @model_validator(mode="after")
    def _says_why(self) -> "Hit":
        if self.verified and not self.source:
            raise ValueError("a verified hit category needs the source lines that state it")
        if not self.verified and not self.note:
            raise ValueError("an assumed hit category needs a note saying where it comes from")
        return self


class Boost(CatalogEntry):
    energy: ExactNumber
    damage: int = Field(ge=1)


class Energy(CatalogEntry):
    """Energy of one box. ``arm`` buys one arming: per ``turn`` it covers ``rate`` firings, per
    ``shot`` each firing. ``turns`` is a multi-turn arming (shorthand ``3-2 (2)``, 004 L44-45)."""

    arm: ExactNumber | None = None
    per: Literal["turn", "shot"] = "turn"
    hold: ExactNumber | None = None
    turns: list[ExactNumber] = []
    overload: ExactNumber | None = None
    boost: Boost | None = None
    modes: dict[str, ExactNumber] = {}
    activate: ExactNumber | None = None
    superseded: ExactNumber | None = None  # an energy the supplement later replaced
    turns_active: int | None = None
    per_attempt: ExactNumber | None = None
    attempts_per_turn: int | None = None
    functions: dict[str, int] = {}  # Special Sensor/Scanner: power for each function
    warp_only: bool = False
    any_source: bool = False
    note: str = ""
    source: Source

    def fire_energy(self) -> Fraction | None:
        """What firing the weapon once costs from cold (the blossom's "energy needed to fire all
        weapons once", 004 L100): one arming, or every turn of a multi-turn arming."""
        if self.turns:
            return sum(self.turns, Fraction(0))
        if self.arm is not None:
            return self.arm
        if self.modes:
            return min(self.modes.values())
        return None


class Power(CatalogEntry):
    source: Literal["warp", "impulse", "reactor"]
    per_box: int = Field(ge=1)
    verified: bool
    note: str = ""


class Battery(CatalogEntry):
    per_box: int = Field(ge=1)
    verified: bool
    note: str = ""


class Availability(CatalogEntry):
    """Who uses a system: a faction (in an era: "Early") or one ship."""

    faction: str = ""
    ship: str = ""
    era: Literal["", "early"] = ""
    note: str = ""


class SystemSpec(CatalogEntry):
    label: str = Field(min_length=1, max_length=16)
    name: str = Field(min_length=1)
    kind: SystemKind
    place: Literal["fore", "left", "centre", "right", "aft"] | None = None  # default on the sheet
    hit: Hit
    arc: ArcRule | None = None
    launcher: Literal["normal", "fast"] | None = None
    rate: int = Field(default=1, ge=1)
    group_of: int | None = Field(default=None, ge=2)
    energy: Energy | None = None
    power: Power | None = None
    battery: Battery | None = None
    bpv: ExactNumber | None = None
    extra_shield: bool = False
    amt: Literal["storage", "manufacture"] | None = None
    marks: list[Literal["T", "B", "H", "Y"]] = []
    connection: Literal["permanent", "expansion", "breakaway"] | None = None
    availability: list[Availability] = []
    tables: list[str] = []
    source: Source

    @property
    def weapon(self) -> bool:
        return self.kind == "weapon"

    @model_validator(mode="after")
    def _weapons_have_arc_rules(self) -> "SystemSpec":
        if self.weapon and self.arc is None:
            raise ValueError("a weapon needs arc: required, seeking, row-ahead or radial")
        if not self.weapon and self.arc is not None:
            raise ValueError("only weapons have an arc rule")
        return self


class OptionEntry(CatalogEntry):
    system: str
    cost: ExactNumber
    needs: list[Need] = []
    source: Source


class OptionList(CatalogEntry):
    title: str
    race: str  # the race whose ships the list is for: Rutan (004 L569-570), the Joshada's (L821-829)
    resource_base: ExactNumber | None = None  # Joshada: a refit budget (004 L824-826)
    allowance_divisor: int | None = None  # Rutan: BPV / 10 (004 L574-575)
    mounts: list[Literal["OPT", "NWO"]]
    entries: list[OptionEntry]
    source: Source

    def entry(self, system_id: str) -> OptionEntry | None:
        return next((e for e in self.entries if e.system == system_id), None)


class Counter(CatalogEntry):
    text: str = Field(pattern=r"^#[0-9a-f]{6}$")
    background: str = Field(pattern=r"^#[0-9a-f]{6}$")
    words: str


class Race(CatalogEntry):
    name: str
    short: str = Field(min_length=1, max_length=14)  # on the SSD's race swatch
    crew_units: str = "Crew units"  # what the data table calls them
    boarding_parties: str = "Boarding parties"
    rule: str
    counter: Counter | None = None
    source: Source


class ShipTag(CatalogEntry):
    name: str
    source: Source


class Overlap(CatalogEntry):
    range: int
    column: str
    source: Source


class RangeTable(CatalogEntry):
    """A chart as printed: ``ranges`` is the header row, ``rows`` the result rows, every row's
    first cell its name."""

    title: str
    die: str
    ranges: list[str] = Field(min_length=2)
    rows: list[list[str]] = Field(min_length=1)
    overlap: Overlap | None = None
    derived: str = ""
    clamp: dict[str, Any] | None = None
    note: str = ""
    source: Source

    @model_validator(mode="after")
    def _rows_match_ranges(self) -> "RangeTable":
        if any(len(row) != len(self.ranges) for row in self.rows):
            raise ValueError("every row needs one cell per range column")
        return self

    def column(self, range_: int) -> int | None:
        """The column (1-based, as in ``ranges``) a range reads from; a range printed in two
        columns reads from the one ``overlap`` names. None when no column holds it."""
        if self.overlap is not None and self.overlap.range == range_:
            return self.ranges.index(self.overlap.column)
        for i, text in enumerate(self.ranges[1:], 1):
            low, _, high = text.partition("-")
            if text.endswith("+") and range_ >= int(text[:-1]):
                return i
            if low.isdigit() and int(low) <= range_ <= int(high or low):
                return i
        return None

    def cell(self, row_name: str, range_: int) -> str | None:
        column = self.column(range_)
        row = next((r for r in self.rows if r[0] == row_name), None)
        return None if column is None or row is None else row[column]
