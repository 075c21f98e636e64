"""A Star Blazers fleet file's schema: command groups and light-ship flotillas beside the shared
fields (the rules that check them are in ``fleet.py``). Apart, so the game's class attribute
``fleet_model`` costs no catalog or rules import."""

from __future__ import annotations

from pydantic import Field

from designer.core.fleet_model import FleetBase
from designer.core.model import Frozen

Index = int


class GroupMember(Frozen):
    ship: Index = Field(strict=True, ge=0, le=10_000)
    count: int | None = Field(default=None, strict=True, ge=1, le=10_000)  # None: the whole entry


class CommandGroup(Frozen):
    name: str = Field(default="", max_length=200)
    leader: Index = Field(strict=True, ge=0, le=10_000)  # one ship of this entry leads
    members: list[GroupMember] = Field(default_factory=list, max_length=100)


class Flotilla(Frozen):
    ship: Index = Field(strict=True, ge=0, le=10_000)
    sizes: list[int] = Field(min_length=1, max_length=1000)


class StarBlazersFleet(FleetBase):
    """A Star Blazers fleet: the shared fields, the total the book prints where it differs,
    command groups and light-ship flotillas."""

    book_total: int | None = Field(default=None, strict=True, ge=0, le=10**9)
    command_groups: list[CommandGroup] = Field(default_factory=list, max_length=100)
    flotillas: list[Flotilla] = Field(default_factory=list, max_length=1000)
