"""House-rule profiles for BSCS (issue 17, part 4): the components catalog changed by a profile.

A catalog path is the components file's own keys: ``beam.points_per_damage``, ``shield.points``,
``sensor_levels.good.basis``, ``boarding_marines.points``. A profile may define two kinds of
system in data, the two the rules look up by name: a level of the Sensor Cost and Type Chart
(002 L411-420; a sensor names it) and a boarding unit (L709-718). Other
kinds need rules of their own (a warhead kind is priced per kt and Mt on missiles, L241-242),
so a profile cannot add them. ``catalogs/bscs/README.md``, "House-rule profiles", has the list.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Mapping

from pydantic import Field

from designer.core.model import Frozen
from designer.core.profile import CatalogEdit, edit_catalog, typed_entry
from designer.games.bscs.catalog import BOARDING, BscsCatalog
from designer.games.bscs.design import CatalogName

Points = Annotated[int | float, Field(ge=0, le=1e6)]
Source = Annotated[str, Field(min_length=1, max_length=1000)]


class SensorLevelRow(Frozen):
    """A row of the Sensor Cost and Type Chart: a sensor of the level costs N × basis + N³ for
    N of its type (002 L637) and rolls ``die``."""

    type: Literal["sensor"]
    level: CatalogName
    basis: Points
    die: int = Field(ge=2, le=1000)
    source: Source


class BoardingUnitRow(Frozen):
    """A boarding unit: its points, and the crew it is (002 L709-718)."""

    type: Literal["boarding"]
    unit: CatalogName
    points: Points
    crew: int = Field(ge=0, le=100000)
    source: Source


SYSTEM_KINDS = {
    "sensor": (SensorLevelRow, "a level of the Sensor Cost and Type Chart"),
    "boarding": (BoardingUnitRow, "a boarding unit"),
}


def with_profile(catalog: BscsCatalog, profile) -> BscsCatalog:
    """``catalog`` with the profile's numbers and its sensor levels and boarding units."""
    return BscsCatalog(edit_catalog(catalog.data(), profile, _no_lists, _add_system).data)


def _no_lists(item: Mapping[str, Any]) -> str:
    return ""  # the components file has no lists, so no path steps into one


def _add_system(edit: CatalogEdit, system: Mapping[str, Any], where: tuple) -> None:
    row = typed_entry(SYSTEM_KINDS, system, where, "BSCS")
    if isinstance(row, SensorLevelRow):
        edit.add(("sensor_levels",), {"basis": row.basis, "die": row.die}, where, row.level)
    else:
        edit.add(
            (), {"points": row.points, "crew": row.crew, "source": row.source}, where, f"{BOARDING}{row.unit}"
        )
