"""The Star Blazers catalog (``catalogs/star-blazers/``), read once by the object the game holds.

The files are checked against each other when first read: every battery letter, special weapon,
craft type and restricted carrier a class names must exist, every price must equal its purchase
plus installation. A broken catalog is a LoadError at FILE:LINE:COL, never a traceback.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Hashable, Iterable, Iterator, Mapping, TypeVar, cast

from designer.core.model import Frozen, parse_model
from designer.core.yaml_source import SourceMap, load_yaml
from designer.games.star_blazers.catalog_models import (
    ClassTable,
    CraftCatalog,
    CraftType,
    Purchases,
    WarshipFile,
    Weapons,
)
from designer.games.star_blazers.warship_class import FACTIONS, WarshipClass

M = TypeVar("M", bound=Frozen)
T = TypeVar("T")
WARSHIP_FILES = tuple(f"warships/{faction}.yaml" for faction in FACTIONS)


Problem = tuple[tuple, str]  # where in a file (or a profile's data) and what is wrong there


class StarBlazersCatalog:
    """Everything the rules and the sheet look up, parsed on first use and kept. ``parts`` are
    parts already read and changed (a house-rule profile's classes, purchases and craft,
    ``profile.py``); the rest are read from ``folder`` when first asked."""

    def __init__(self, folder: Path, **parts: Any):
        self.folder = folder
        self.__dict__.update(parts)  # what a cached property would have read

    def _read(self, name: str, model: type[M]) -> tuple[M, SourceMap]:
        data, smap = load_yaml(self.folder / name)
        return parse_model(model, data, smap), smap

    @cached_property
    def weapons(self) -> Weapons:
        return self._read("weapons.yaml", Weapons)[0]

    @cached_property
    def class_table(self) -> ClassTable:
        return self._read("class-table.yaml", ClassTable)[0]

    @cached_property
    def purchases(self) -> Purchases:
        purchases, smap = self._read("purchases.yaml", Purchases)
        _refuse_first(smap, price_problems(purchases))
        return purchases

    @cached_property
    def craft(self) -> CraftCatalog:
        craft, smap = self._read("craft.yaml", CraftCatalog)
        _refuse_first(smap, craft_problems(craft))
        return craft

    @cached_property
    def warships(self) -> dict[str, WarshipClass]:
        """Every class of the points table by id (``edf/yamato``), in the table's order."""
        out: dict[str, WarshipClass] = {}
        for name in WARSHIP_FILES:
            data, smap = load_yaml(self.folder / name)
            file = parse_model(WarshipFile, data, smap)
            for i, raw in enumerate(file.classes):
                entry = parse_model(WarshipClass, {**raw, "faction": file.faction}, smap, ("classes", i))
                _refuse_first(smap, self.class_problems(entry), ("classes", i))
                if entry.id in out:
                    raise smap.error(("classes", i, "id"), f"class id {entry.id!r} appears twice")
                out[entry.id] = entry
        data, smap = load_yaml(self.folder / "craft.yaml")
        _refuse_first(smap, restriction_problems(self.craft, out))
        return out

    def warship(self, class_id: str) -> WarshipClass | None:
        return self.warships.get(class_id)

    @cached_property
    def _per_class(self) -> dict[tuple[str, str, Hashable], object]:
        return {}

    def per_class(self, kind: str, cls: WarshipClass, key: Hashable, make: Callable[[], T]) -> T:
        """``make()`` once per class of this catalog's points table, ``kind`` and ``key``: what
        every evaluation of a ship of the class works out alike (its figures, its hangar), kept
        with the catalog that priced it. A custom class is not the table's: made each time."""
        if self.warships.get(cls.id) is not cls:
            return make()
        store = self._per_class
        full = (kind, cls.id, key)
        if full not in store:
            store[full] = make()
        return cast(T, store[full])

    @cached_property
    def craft_types(self) -> dict[tuple[str, str], CraftType]:
        return {(t.faction, t.code): t for t in self.craft.types}

    def craft_type(self, faction: str, code: str) -> CraftType | None:
        return self.craft_types.get((faction, code))

    def craft_value(self, craft: CraftType) -> int:
        """1, 2 or 3 points by the craft's weight (L5408-5412)."""
        return self.craft.weights[craft.weight].points

    def class_problems(self, entry: WarshipClass) -> Iterator[Problem]:
        """What a class names that the other files lack (where within the class)."""
        if not entry.id.startswith(f"{entry.faction}/"):
            yield (
                ("id",),
                (f"class id {entry.id!r} must start with '{entry.faction}/' (ids are qualified by faction)"),
            )
        letters = self.weapons.letters()
        for j, battery in enumerate(entry.batteries.entries):
            if battery.letter not in letters:
                yield (
                    ("batteries", "entries", j, "letter"),
                    f"battery letter {battery.letter!r} has no table in weapons.yaml",
                )
        known_sw = {*self.weapons.special_weapons, *self.weapons.smite_transporters}
        for j, sw in enumerate(entry.special_weapons.entries):
            if sw not in known_sw:
                yield ("special_weapons", "entries", j), f"special weapon {sw!r} has no table in weapons.yaml"
        codes = {row.code for row in self.weapons.missile_equivalency}
        for j, code in enumerate(entry.missile_equivalency.rows):
            if code not in codes:
                yield (
                    ("missile_equivalency", "rows", j),
                    f"the equivalency table has no row {code!r} ({', '.join(sorted(codes))})",
                )
        for j, load in enumerate(entry.standard_craft.entries):
            if self.craft_type(entry.faction, load.type) is None:
                yield (
                    ("standard_craft", "entries", j, "type"),
                    f"{entry.faction} has no craft {load.type!r} in craft.yaml",
                )


def price_problems(purchases: Purchases) -> Iterator[Problem]:
    """Every price in the tables is "purchase + (installation)" (L4960-5000)."""
    prices = [
        ((group, key), price)
        for group in ("systems", "upgrades")
        for key, price in getattr(purchases, group).items()
    ]
    prices += [(("firing_capacity", i), price) for i, price in enumerate(purchases.firing_capacity)]
    for where, price in prices:
        if price.purchase + price.installation != price.total:
            yield (
                where + ("total",),
                (f"total {price.total} is not purchase {price.purchase} + installation {price.installation}"),
            )


def craft_problems(craft: CraftCatalog) -> Iterator[Problem]:
    """A craft code twice in a faction; a restriction naming a craft there is none of."""
    codes = {(t.faction, t.code) for t in craft.types}
    if len(codes) != len(craft.types):
        yield ("types",), "types: a faction lists the same craft code twice"
    known = {t.code for t in craft.types}
    for i, rule in enumerate(craft.restrictions):
        for code in rule.craft:
            if code not in known:
                yield ("restrictions", i, "craft"), f"unknown craft code {code!r}"


def restriction_problems(craft: CraftCatalog, warships: Mapping[str, WarshipClass]) -> Iterator[Problem]:
    for i, rule in enumerate(craft.restrictions):
        for carrier in rule.carriers or ():
            if carrier not in warships:
                yield ("restrictions", i, "carriers"), f"unknown class {carrier!r}"


def _refuse_first(smap: SourceMap, problems: Iterable[Problem], base: tuple = ()) -> None:
    for where, message in problems:
        raise smap.error(base + where, message)


def catalog_summary_classes(catalog: StarBlazersCatalog) -> list[dict[str, Any]]:
    """The classes as ``hullwright catalog`` lists them: id, type, name, faction, points, source."""
    return [
        {
            "id": c.id,
            "type": c.type_code,
            "name": c.name,
            "faction": c.faction,
            "points": c.points,
            "source": c.source,
        }
        for c in catalog.warships.values()
    ]


__all__ = ["StarBlazersCatalog", "catalog_summary_classes"]
