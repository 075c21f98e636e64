"""The Star Fleet Battles catalog (``catalogs/sfb/*.yaml``): loaded once by a
:class:`CatalogLoader` that the game object holds (no module-level cache), checked on load.

A broken catalog is a LoadError at FILE:LINE:COL like any other file, never a traceback: an
option-mount entry naming an unknown system, a table no system has, an availability tag that is
neither a race nor a ship.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Literal, Mapping, NamedTuple

from designer.core.errors import LoadError
from designer.core.model import parse_model
from designer.core.yaml_source import SourceMap, load_yaml
from designer.games.sfb.catalog_model import (
    CatalogEntry,
    OptionEntry,
    OptionList,
    Race,
    RangeTable,
    ShipTag,
    SystemSpec,
)
from designer.games.sfb.catalog_rules import DesignerRules, RulesFile

ListName = Literal["joshada", "rutan"]


class SystemsFile(CatalogEntry):
    hullwright: int
    game: Literal["sfb"]
    systems: dict[str, SystemSpec]


class OptionMountsFile(CatalogEntry):
    hullwright: int
    game: Literal["sfb"]
    lists: dict[ListName, OptionList]


class RacesFile(CatalogEntry):
    hullwright: int
    game: Literal["sfb"]
    races: dict[str, Race]
    ships: dict[str, ShipTag]


class TablesFile(CatalogEntry):
    hullwright: int
    game: Literal["sfb"]
    tables: dict[str, RangeTable]


@dataclass(frozen=True)
class Users:
    """Who uses a system (its availability tags), as the race check reads them: the ships it is
    the system of (and their names, as a finding lists them), each faction with whether it uses
    it in the Early period only, and the factions as a finding lists them."""

    ships: tuple[str, ...]
    ship_names: str
    early_only: Mapping[str, bool]  # faction -> every one of its tags is Early
    factions: str
    rule: str  # the system's name and source, the finding's rule

    @classmethod
    def of(cls, spec: SystemSpec, ships: Mapping[str, ShipTag]) -> "Users":
        tags = spec.availability
        on = tuple(t.ship for t in tags if t.ship)
        factions = [t for t in tags if t.faction]
        early_only: dict[str, bool] = {}
        for t in factions:
            early_only[t.faction] = early_only.get(t.faction, True) and t.era == "early"
        return cls(
            on,
            " or ".join(ships[s].name if s in ships else s for s in on),
            early_only,
            ", ".join(t.faction + (" (early)" if t.era else "") for t in factions),
            f"{spec.name} ({spec.source})",
        )


class SystemFacts(NamedTuple):
    """What an evaluation reads of a system for every box group of it, read from its spec once
    at load: each of a spec's fields is a model read, and there are a dozen a group."""

    spec: SystemSpec
    label: str
    power: tuple[str, int] | None  # its source and power a box (004 L701-707)
    power_assumed: bool  # its output an assumption (AIR), not the supplement's figure
    battery: int  # reserve power a box stores (0: not a battery)
    hit: str  # the "destroyed on" category
    tables: tuple[str, ...]  # the charts printed on the SSD of a ship carrying it
    arcs_needed: bool  # a weapon fired into an SFB arc: a group without arc codes is an error
    arcs_refused: bool  # not a weapon, or a weapon of fixed arc: arc codes are a finding
    group_of: int  # comes in arrays of this many (0: any number)

    @classmethod
    def of(cls, spec: SystemSpec) -> "SystemFacts":
        power = spec.power
        return cls(
            spec,
            spec.label,
            (power.source, power.per_box) if power is not None else None,
            power is not None and not power.verified,
            spec.battery.per_box if spec.battery is not None else 0,
            spec.hit.category,
            tuple(spec.tables),
            spec.weapon and spec.arc == "required",
            not spec.weapon or spec.arc in ("row-ahead", "radial"),
            spec.group_of or 0,
        )


@dataclass(frozen=True, eq=False)
class SfbCatalog:
    """Everything the rules and the sheet read, keyed by id. Compared and hashed as itself (the
    game holds one per house-rule profile), so the document's memos can key on it."""

    systems: Mapping[str, SystemSpec]
    option_lists: Mapping[str, OptionList]
    races: Mapping[str, Race]
    ships: Mapping[str, ShipTag]
    tables: Mapping[str, RangeTable]
    rules: DesignerRules
    play: Mapping[str, Mapping[str, Any]]
    # The systems of each role (the AMT roles ``launcher``, ``launcher-normal``, ``launcher-fast``,
    # ``storage``, ``manufacture``; ``extra-shield``, the Steel Shield's), worked out once at load
    # (and for a profile's systems): every evaluation asks how many boxes of each role are
    # aboard, a look-up per role system, not a scan of every box group.
    roles: Mapping[str, tuple[str, ...]] = field(init=False, repr=False)
    # Each option list's entries by system, for the look-ups every evaluation makes per mount.
    option_entries: Mapping[str, Mapping[str, OptionEntry]] = field(init=False, repr=False)
    # Who uses each system that names its users, read from its tags once, not per box group.
    users: Mapping[str, Users] = field(init=False, repr=False)
    # Each system's facts as the box groups read them (``SystemFacts``).
    facts: Mapping[str, SystemFacts] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        roles: dict[str, list[str]] = {"launcher": [], "launcher-normal": [], "launcher-fast": []}
        roles |= {"storage": [], "manufacture": [], "extra-shield": []}
        for system_id, spec in self.systems.items():
            if spec.launcher is not None:
                roles["launcher"].append(system_id)
                roles[f"launcher-{spec.launcher}"].append(system_id)
            if spec.amt is not None:
                roles[spec.amt].append(system_id)
            if spec.extra_shield:
                roles["extra-shield"].append(system_id)
        object.__setattr__(self, "roles", {role: tuple(ids) for role, ids in roles.items()})
        entries = {name: {e.system: e for e in o.entries} for name, o in self.option_lists.items()}
        object.__setattr__(self, "option_entries", entries)
        users = {key: Users.of(spec, self.ships) for key, spec in self.systems.items() if spec.availability}
        object.__setattr__(self, "users", users)
        object.__setattr__(self, "facts", {key: SystemFacts.of(spec) for key, spec in self.systems.items()})

    def boxes_of_role(self, aboard: Mapping[str, int], role: str) -> int:
        """Boxes of the ``role``'s systems in ``aboard`` (boxes by system id)."""
        return sum(aboard.get(system_id, 0) for system_id in self.roles[role])

    def system(self, system_id: str) -> SystemSpec | None:
        return self.systems.get(system_id)

    def option_list(self, name: str | None) -> OptionList | None:
        return self.option_lists.get(name) if name else None

    def option_entry(self, name: str | None, system_id: str) -> OptionEntry | None:
        """List ``name``'s entry for ``system_id`` (``OptionList.entry``, without the scan)."""
        return self.option_entries.get(name or "", {}).get(system_id)

    def system_title(self, system_id: str) -> str:
        """``PH-1 · Phaser-1``: a system as the window lists it (its id when unknown)."""
        spec = self.systems.get(system_id)
        return f"{spec.label} · {spec.name}" if spec is not None else system_id


class CatalogLoader:
    """Reads ``folder``'s five files the first time :meth:`catalog` is asked, then keeps them.

    The game object holds one loader; a test may hold another on a copied folder."""

    FILES = ("systems", "option_mounts", "races", "tables", "rules")

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._catalog: SfbCatalog | None = None

    def catalog(self) -> SfbCatalog:
        if self._catalog is None:
            self._catalog = self._load()
        return self._catalog

    def _read(self, name: str, model: type):
        data, smap = load_yaml(self.folder / f"{name}.yaml")
        return parse_model(model, data, smap), smap

    def _load(self) -> SfbCatalog:
        systems, systems_map = self._read("systems", SystemsFile)
        options, options_map = self._read("option_mounts", OptionMountsFile)
        races, races_map = self._read("races", RacesFile)
        tables, tables_map = self._read("tables", TablesFile)
        rules, rules_map = self._read("rules", RulesFile)
        catalog = SfbCatalog(
            systems.systems,
            options.lists,
            races.races,
            races.ships,
            tables.tables,
            rules.designer,
            rules.play,
        )
        _refuse_first(systems_map, ("systems",), system_problems(catalog))
        _refuse_first(options_map, ("lists",), option_list_problems(catalog))
        _check_rules(catalog, rules_map)
        return catalog


Problem = tuple[tuple, str]  # where in the systems (or option lists) and what is wrong there


def system_problems(catalog: SfbCatalog) -> Iterator[Problem]:
    """What a system names that the other files lack: a faction or ship, a table."""
    for system_id, spec in catalog.systems.items():
        for n, tag in enumerate(spec.availability):
            if tag.faction and tag.faction not in catalog.races:
                yield (
                    (system_id, "availability", n, "faction"),
                    f"{system_id}: faction {tag.faction!r} is not in races.yaml",
                )
            if tag.ship and tag.ship not in catalog.ships:
                yield (
                    (system_id, "availability", n, "ship"),
                    f"{system_id}: ship {tag.ship!r} is not in races.yaml",
                )
            if bool(tag.faction) == bool(tag.ship):
                yield (system_id, "availability", n), f"{system_id}: name a faction or a ship, not both"
        for n, table in enumerate(spec.tables):
            if table not in catalog.tables:
                yield (system_id, "tables", n), f"{system_id}: table {table!r} is not in tables.yaml"


def option_list_problems(catalog: SfbCatalog) -> Iterator[Problem]:
    """An option-mount entry naming a system there is none of, or one listed twice."""
    for name, option_list in catalog.option_lists.items():
        if option_list.race not in catalog.races:
            yield (name, "race"), f"{name}: race {option_list.race!r} is not in races.yaml"
        seen: set[str] = set()
        for n, entry in enumerate(option_list.entries):
            where = (name, "entries", n, "system")
            if entry.system not in catalog.systems:
                yield where, f"{name}: system {entry.system!r} is not in systems.yaml"
            if entry.system in seen:
                yield where, f"{name}: {entry.system!r} is listed twice"
            seen.add(entry.system)


def _refuse_first(smap: SourceMap, table: tuple, problems: Iterable[Problem]) -> None:
    for where, message in problems:
        raise smap.error(table + where, message)


def _check_rules(catalog: SfbCatalog, smap: SourceMap) -> None:
    for name, torpedo in catalog.rules.torpedoes.items():
        if torpedo.table not in catalog.tables:
            raise smap.error(
                ("designer", "torpedoes", name, "table"),
                f"torpedo {name}: table {torpedo.table!r} is not in tables.yaml",
            )
    for key, entry in catalog.play.items():
        if not str(entry.get("source", "")).startswith("004 L"):
            raise smap.error(("play", key), f'play.{key}: needs source: "004 Lnnn"')


__all__ = ["CatalogLoader", "SfbCatalog", "LoadError"]
