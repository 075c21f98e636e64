"""The fleet file schema every game shares, and the priced non-ship items a game may add.

A fleet refers to designs, it never copies them: each ``ships:`` entry names a design file
(relative to the fleet file) or a standard design (``catalog:<id>``). A game whose fleets carry
extra fields (Full Thrust's dummy bogeys) subclasses :class:`FleetBase` as its
``FleetRules.model`` (``core/capabilities.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import Field, field_validator

from designer.core.model import FORMAT_VERSION, Frozen, RuleValue

Points = int | float  # int first, so a budget written as 1000 stays 1000 when saved

MAX_COUNT = 10_000  # ships of one entry; bigger is a typo, and it bounds every total


class FleetShip(Frozen):
    """One line of a fleet: ``count`` ships of one design, optionally named, in a force."""

    design: str = Field(min_length=1, max_length=1000)  # a path or catalog:<design-id>
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    name: str | None = Field(default=None, min_length=1, max_length=200)
    force: str | None = Field(default=None, min_length=1, max_length=100)  # a key of ``forces``

    @field_validator("design")
    @classmethod
    def _no_nul(cls, design: str) -> str:
        if "\x00" in design:  # no file has such a name; the file system would refuse it anyway
            raise ValueError("contains a NUL character; write the design file's path")
        return design


class Force(Frozen):
    """A part of the fleet with its own budget (a system-defence pool, say). ``fixed`` marks a
    force that stays where it is stationed; what that demands is the game's fleet rule."""

    budget: Points = Field(ge=0, le=10**9)
    fixed: bool = False
    notes: str = Field(default="", max_length=2000)


class FleetBase(Frozen):
    """A fleet file. ``budget`` is for the ships that name no ``force``; each force has its own.
    No budget (scenario forces) means no budget check: the totals are still reported."""

    hullwright: int = FORMAT_VERSION
    game: str
    fleet: str = Field(min_length=1, max_length=200)
    budget: Points | None = Field(default=None, ge=0, le=10**9)
    rules: dict[str, RuleValue] = Field(default_factory=dict)
    forces: dict[str, Force] = Field(default_factory=dict, max_length=100)
    ships: list[FleetShip] = Field(default_factory=list, max_length=10_000)
    source: str = ""
    notes: str = Field(default="", max_length=5000)
    player: str | None = Field(default=None, min_length=1, max_length=200)  # for an organiser's list
    profile: str | None = Field(default=None, min_length=1, max_length=1000)  # house rules it is for

    def with_ships(self, ships: list[FleetShip]) -> "FleetBase":
        """A copy with a new ship list (models are frozen: an edit returns a new fleet)."""
        return self.model_copy(update={"ships": list(ships)})


@dataclass(frozen=True)
class FleetExtra:
    """A priced fleet item that is not a design (a Full Thrust dummy bogey), from the game's
    ``FleetRules.extras``; ``path`` is the fleet-file key it comes from, ``source`` the rule's lines."""

    item: str
    count: int
    points_each: float
    path: str = ""
    source: str = ""
    force: str | None = None

    @property
    def subtotal(self) -> float:
        return self.count * self.points_each
