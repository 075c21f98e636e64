"""House-rule profiles for Star Fleet Battles (issue 17, part 4): the catalog changed by a profile.

A catalog path is a catalog file's table, then its keys, a list's items named by their id:

- ``systems.<id>.…`` (``systems.yaml``): ``systems.phaser-1g.energy.arm``,
  ``systems.stun-beam.bpv``, ``systems.repel.hit.category``;
- ``option_mounts.<list>.…`` (the ``lists:`` of ``option_mounts.yaml``): an item's cost
  ``option_mounts.rutan.entries.phaser-1.cost``, the Joshada's resource base
  ``option_mounts.joshada.resource_base``, the Rutan allowance's ``allowance_divisor``.

A profile may define a system in data (``id``, then the fields of a ``systems.yaml`` entry, and
``option_mounts:`` with its cost on each list that takes it): box groups and option mounts name
it by its id. Every file check holds for the changed catalog (a faction, ship or table a system
names exists; an option list names known systems, each once), refused at the profile's line.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from pydantic import Field

from designer.core.profile import CatalogEdit, catalog_data, edit_catalog, profile_entry
from designer.games.sfb.catalog import ListName, SfbCatalog, option_list_problems, system_problems
from designer.games.sfb.catalog_model import CatalogEntry, ExactNumber, Need, OptionList, SystemSpec


class OptionCost(CatalogEntry):
    """What the system costs on one option-mount list, and what it needs there (004 L569-917)."""

    cost: ExactNumber
    needs: list[Need] = []


class SystemRow(SystemSpec):
    """A system a profile defines: its id (what box groups and option mounts name) and its
    entry, with its cost on each option-mount list that takes it."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]{0,39}$")
    option_mounts: dict[ListName, OptionCost] = {}


def item_key(item: Mapping[str, Any]) -> str:
    """How a catalog path names a list item: an option-mount entry by its system
    (``phaser-1``), an availability by its faction or ship."""
    return str(item.get("system") or item.get("faction") or item.get("ship") or "")


def with_profile(catalog: SfbCatalog, profile) -> SfbCatalog:
    """``catalog`` with the profile's numbers and the systems it defines."""
    data = catalog_data({"systems": catalog.systems, "option_mounts": catalog.option_lists})
    edit = edit_catalog(data, profile, item_key, _add_system)
    changed = dataclasses.replace(
        catalog,
        systems={key: edit.build(SystemSpec, ("systems", key)) for key in data["systems"]},
        option_lists={key: edit.build(OptionList, ("option_mounts", key)) for key in data["option_mounts"]},
    )
    edit.check(("systems",), system_problems(changed))
    edit.check(("option_mounts",), option_list_problems(changed))
    return changed


def _add_system(edit: CatalogEdit, system: Mapping[str, Any], where: tuple) -> None:
    row = profile_entry(SystemRow, system, where)
    entry = catalog_data(row)
    del entry["id"], entry["option_mounts"]
    edit.add(("systems",), entry, where, row.id)
    for name, mount in row.option_mounts.items():
        edit.add(
            ("option_mounts", name, "entries"),
            {"system": row.id, **catalog_data(mount), "source": row.source},
            where + ("option_mounts", name),
        )
