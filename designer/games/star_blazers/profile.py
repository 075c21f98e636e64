"""House-rule profiles for Star Blazers (issue 17, part 4): the catalog changed by a profile.

A catalog path is a catalog file's name, then its keys, a list's items named by their id:

- ``classes.<class id>.…``: a class of the points table (``warships/*.yaml``), such as
  ``classes.edf/yamato.points`` or a lost figure written in, ``classes.edf/andromeda-i.hull.boxes``;
  a battery by its letter (``….batteries.entries.G.count``), a craft load by its type;
- ``purchases.…`` (``purchases.yaml``): ``purchases.systems.achs.total``,
  ``purchases.upgrades.mss-type-2.purchase``, ``purchases.firing_capacity.class-3.total``;
- ``craft.…`` (``craft.yaml``): ``craft.weights.heavy.points`` (a craft's value by weight),
  ``craft.types.edf/BT.weight``, ``craft.restrictions.CJ.most``.

A profile may define a purchasable system (``type: purchase``, priced as the table prices, L4956-
4967) and a craft type (``type: craft``, valued by its weight, L5408-5412) in data. Every file
check holds for the changed catalog (a price is purchase + installation; a class names only
batteries, weapons and craft there are), each refused at the profile line that broke it.
"""

from __future__ import annotations

from typing import Any, Literal, Mapping

from pydantic import Field

from designer.core.profile import CatalogEdit, catalog_data, edit_catalog, typed_entry
from designer.games.star_blazers.catalog import (
    StarBlazersCatalog,
    craft_problems,
    price_problems,
    restriction_problems,
)
from designer.games.star_blazers.catalog_models import CraftCatalog, CraftType, PriceSpec, Purchases
from designer.games.star_blazers.design import PurchaseId
from designer.games.star_blazers.warship_class import WarshipClass


class PurchaseRow(PriceSpec):
    """A purchasable system: its id (what a design's ``purchases:`` names) and its price."""

    type: Literal["purchase"]
    id: PurchaseId
    source: str = Field(min_length=1, max_length=1000)


class CraftRow(CraftType):
    """A battlecraft or support craft type of a faction (what a design's ``craft:`` names)."""

    type: Literal["craft"]
    source: str = Field(min_length=1, max_length=1000)


SYSTEM_KINDS: dict[str, tuple[type[PurchaseRow | CraftRow], str]] = {
    "purchase": (PurchaseRow, "a purchasable system"),
    "craft": (CraftRow, "a craft type"),
}


def item_key(item: Mapping[str, Any]) -> str:
    """How a catalog path names a list item: a craft type by faction and code (``edf/BT``), a
    firing-capacity price by its first class (``class-3``), a restriction by its craft
    (``SFD+ABV+P``), a battery by letter, a craft load by type, a mission by code."""
    if "faction" in item and "code" in item:
        return f"{item['faction']}/{item['code']}"
    if "classes" in item:
        return f"class-{item['classes'][0]}"
    if "reason" in item:
        return "+".join(item["craft"])
    return str(item.get("letter") or item.get("type") or item.get("code") or "")


def with_profile(catalog: StarBlazersCatalog, profile) -> StarBlazersCatalog:
    """``catalog`` with the profile's numbers, purchasable systems and craft types."""
    data = catalog_data({"classes": catalog.warships, "purchases": catalog.purchases, "craft": catalog.craft})
    edit = edit_catalog(data, profile, item_key, _add_system)
    purchases, craft = edit.build(Purchases, ("purchases",)), edit.build(CraftCatalog, ("craft",))
    warships = {key: edit.build(WarshipClass, ("classes", key)) for key in data["classes"]}
    changed = StarBlazersCatalog(catalog.folder, purchases=purchases, craft=craft, warships=warships)
    edit.check(("purchases",), price_problems(purchases))
    edit.check(("craft",), craft_problems(craft))
    edit.check(("craft",), restriction_problems(craft, warships))
    for key, cls in warships.items():
        edit.check(("classes", key), changed.class_problems(cls))
    return changed


def _add_system(edit: CatalogEdit, system: Mapping[str, Any], where: tuple) -> None:
    row = typed_entry(SYSTEM_KINDS, system, where, "Star Blazers")
    if isinstance(row, PurchaseRow):
        edit.add(("purchases", "systems"), row.model_dump(exclude={"type", "id"}), where, row.id)
    else:
        edit.add(("craft", "types"), row.model_dump(exclude={"type"}), where)
