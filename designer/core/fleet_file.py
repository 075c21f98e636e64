"""Fleet files: load a fleet and every design it names, dump and save it.

Every problem with the fleet file, or with a design it names, is a :class:`LoadError` at the
fleet file's line of the bad entry (``FLEET:LINE:COL: ships[2].design ...``), the design's own
error quoted after it. Fleets name designs, never fleets, so a fleet naming itself or another
fleet is refused, and there is no loop to follow. Each distinct design file is read once per load.
"""

from __future__ import annotations

import difflib
import os
import stat
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from designer.core.design_file import (
    LoadedDesign,
    check_envelope,
    is_fleet_data,
    load_design,
    loaded_design,
    parse_design,
    resolve_catalog,
)
from designer.core.errors import LoadError
from designer.core.fleet_model import FleetBase
from designer.core.game import AnyGame
from designer.core.model import FORMAT_VERSION, parse_model
from designer.core.saving import readable_text, save_text
from designer.core.yaml_source import SourceMap, load_yaml
from designer.core.yaml_writer import round_trip, tidy_yaml

CATALOG_PREFIX = "catalog:"


@dataclass(frozen=True)
class LoadedFleet:
    """A fleet and, per ``ships:`` entry, the design it names (entries naming the same file
    share one :class:`LoadedDesign`). ``folder`` is where relative design paths start."""

    fleet: FleetBase
    game: AnyGame
    designs: tuple[LoadedDesign, ...]
    path: Path | None = None
    folder: Path = field(default_factory=Path.cwd)

    def with_design(self, path: str | Path, loaded: LoadedDesign) -> "LoadedFleet":
        """This fleet with every entry of design file ``path`` now using ``loaded`` (the window
        calls it when a design open in an editor changes; totals follow on re-evaluation)."""
        target = Path(path).resolve()
        designs = tuple(loaded if d.path.resolve() == target else d for d in self.designs)
        return replace(self, designs=designs)


def is_catalog_ref(ref: str) -> bool:
    return ref.startswith(CATALOG_PREFIX)


def design_path(ref: str, folder: Path, game: AnyGame | None = None) -> Path:
    """The design file an entry's ``design:`` names (raises KeyError for an unknown catalog id)."""
    if is_catalog_ref(ref):
        return resolve_catalog(ref, game)
    return (folder / Path(ref).expanduser()).resolve()


def load_fleet(path: str | Path, pipes: bool = False) -> LoadedFleet:
    """Read a fleet file and the designs it names, or raise :class:`LoadError`; ``pipes`` as
    for ``load_design`` (the designs it names are never read from pipes)."""
    data, smap = load_yaml(path, pipes=pipes)
    path = Path(path)
    return fleet_from_data(data, smap, _folder_of(path), path)


def _folder_of(path: Path) -> Path:
    """Where a fleet's relative design paths start: its folder, or the current folder for a
    fleet read from a pipe (``<(cat fleet.yaml)`` lives in no folder of the player's)."""
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        regular = False
    return path.resolve().parent if regular else Path.cwd()


def load_document(path: str | Path, pipes: bool = False) -> LoadedDesign | LoadedFleet:
    """A design or a fleet file, read once and told apart by its top-level keys (a fleet has
    ``fleet:``); ``pipes`` when the player named the file (``<(cat d.yaml)`` is read too)."""
    data, smap = load_yaml(path, pipes=pipes)
    path = Path(path)
    if is_fleet_data(data):
        return fleet_from_data(data, smap, _folder_of(path), path)
    design, game = parse_design(data, smap)
    return loaded_design(design, game, path)


def open_reference(ref: str | Path) -> LoadedDesign | LoadedFleet:
    """What the player named on the command line: a design or fleet file (a pipe too), or a
    standard design as ``catalog:<id>``."""
    path = ref
    if isinstance(ref, str) and is_catalog_ref(ref):
        try:
            path = resolve_catalog(ref)
        except KeyError:
            raise LoadError(
                ref, "there is no standard design of that id; 'hullwright catalog' lists them"
            ) from None
    return load_document(path, pipes=True)


def fleet_from_data(data: Any, smap: SourceMap, folder: Path, path: Path | None = None) -> LoadedFleet:
    if isinstance(data, dict) and "fleet" not in data and "name" in data:
        raise smap.error(
            ("name",),
            "is a design, not a fleet; a fleet file has 'fleet:' (its name) "
            "and 'ships:'; use 'hullwright validate' for a design",
        )
    game = check_envelope(data, smap, kind="fleet")
    if "fleet" not in data:
        raise smap.error((), "is not a Hullwright fleet: add 'fleet:' with the fleet's name")
    fleet = parse_model(game.fleet_rules.model, data, smap, strict=True)  # as designs are
    for i, ship in enumerate(fleet.ships):
        if ship.force is not None and ship.force not in fleet.forces:
            known = sorted(fleet.forces)
            hint = f"one of {known}" if known else "declared under 'forces:' first"
            raise smap.error(("ships", i, "force"), f"ships[{i}].force {ship.force!r} must be {hint}")
    designs = load_designs(fleet, game, folder, smap, path)
    return LoadedFleet(fleet, game, designs, path, folder)


def load_designs(
    fleet: FleetBase,
    game: AnyGame,
    folder: Path,
    smap: SourceMap | None = None,
    fleet_path: Path | None = None,
) -> tuple[LoadedDesign, ...]:
    """One :class:`LoadedDesign` per entry; each distinct file read once."""
    smap = smap or SourceMap(str(fleet_path or "<fleet>"))
    reader = _DesignReader(game, folder, fleet_path)
    out = []
    for i, ship in enumerate(fleet.ships):
        try:
            out.append(reader.read(ship.design))
        except _EntryError as exc:
            raise smap.error(("ships", i, "design"), f"ships[{i}].design {exc}") from None
    return tuple(out)


def load_entry(ref: str, game: AnyGame, folder: Path, fleet_path: Path | None = None) -> LoadedDesign:
    """The design one new entry would name (the window's Add), with the same checks as loading."""
    try:
        return _DesignReader(game, folder, fleet_path).read(ref)
    except _EntryError as exc:
        raise LoadError(fleet_path or "the fleet", f"design {exc}") from None


class _EntryError(Exception):
    """Why an entry's design cannot be used; the caller says where the entry is."""


class _DesignReader:
    """Reads the designs a fleet names, each distinct file once, refusing what is no design of
    this game (the fleet itself, another fleet, another game's design, an unknown catalog id)."""

    def __init__(self, game: AnyGame, folder: Path, fleet_path: Path | None = None):
        self.game, self.folder = game, folder
        self.own = fleet_path.resolve() if fleet_path else None
        self.cache: dict[Path, LoadedDesign] = {}
        self.paths: dict[str, Path] = {}  # resolving a path costs system calls: once per text

    def read(self, ref: str) -> LoadedDesign:
        file = self.paths.get(ref)
        if file is None:
            try:
                file = self.paths[ref] = design_path(ref, self.folder, self.game)
            except KeyError:
                raise _EntryError(_unknown_catalog(ref, self.game)) from None
        if file in self.cache:
            return self.cache[file]
        if self.own is not None and file == self.own:
            raise _EntryError(f"{ref!r} names this fleet file itself; a fleet lists design files")
        try:
            loaded = load_design(file)
        except LoadError as exc:
            raise _EntryError(f"{ref!r} cannot be read: {exc}") from None
        if loaded.game.id != self.game.id:
            raise _EntryError(f"{ref!r} is a {loaded.game.title} design; this fleet is for {self.game.title}")
        self.cache[file] = loaded
        return loaded


def _unknown_catalog(ref: str, game: AnyGame) -> str:
    name = ref.removeprefix(CATALOG_PREFIX).split("/")[-1]
    ids = [d.id for d in game.standard_designs]
    close = difflib.get_close_matches(name, ids, n=1)
    hint = (
        f"did you mean 'catalog:{close[0]}'?"
        if close
        else (f"'hullwright catalog --game {game.id}' lists the standard designs")
    )
    return f"{ref!r}: there is no standard design {name!r} in {game.title}; {hint}"


# --- writing ---------------------------------------------------------------------------------
def rebase_ref(ref: str, old_folder: Path, new_folder: Path) -> str:
    """A design path written relative to ``old_folder``, rewritten relative to ``new_folder``
    (a fleet saved elsewhere still names the same files). Catalog refs stay as they are."""
    if is_catalog_ref(ref):
        return ref
    target = (old_folder / Path(ref).expanduser()).resolve()
    try:
        return Path(os.path.relpath(target, new_folder.resolve())).as_posix()
    except ValueError:  # another drive on Windows: no relative path exists
        return str(target)


def rebased(fleet: FleetBase, old_folder: Path, new_folder: Path) -> FleetBase:
    """``fleet`` with its design paths rewritten from ``old_folder`` to ``new_folder``."""
    return fleet.with_ships(
        [s.model_copy(update={"design": rebase_ref(s.design, old_folder, new_folder)}) for s in fleet.ships]
    )


def fleet_data(fleet: FleetBase, defaults: bool = False) -> dict[str, Any]:
    """The fleet as file data: envelope and budget first, ships last; without defaults unless
    ``defaults``."""
    data = fleet.model_dump(mode="json", exclude_defaults=not defaults)
    data.update(hullwright=FORMAT_VERSION, game=fleet.game, fleet=fleet.fleet)
    envelope = ("hullwright", "game", "fleet", "budget")
    ordered: dict[str, Any] = {key: data.pop(key) for key in envelope if key in data}
    ships = data.pop("ships", [])
    ordered.update(data)
    ordered["ships"] = ships
    return ordered


def dump_fleet(fleet: FleetBase) -> str:
    """The fleet as tidy YAML, envelope first, one ship per line."""
    return tidy_yaml(fleet_data(fleet))


def write_fleet(fleet: FleetBase, previous_text: str | None = None) -> str:
    """The text to save: ``previous_text`` with only what the edits changed rewritten (see
    ``design_file.write_design``), else tidy YAML. Whatever it returns reads back as ``fleet``."""
    if previous_text is not None:
        before = _fleet_from_text(previous_text)
        if before is not None and type(before) is type(fleet):
            changes = (fleet_data(before, defaults=True), fleet_data(fleet, defaults=True), fleet_data(fleet))
            for complete in (False, True):
                text = round_trip(previous_text, *changes, complete=complete)
                if text is not None and _fleet_from_text(text) == fleet:
                    return text
    return dump_fleet(fleet)


def _fleet_from_text(text: str) -> FleetBase | None:
    """The fleet model of ``text`` (its designs not read), None if it is no fleet."""
    try:
        data, smap = load_yaml("<fleet>", text)
        game = check_envelope(data, smap, kind="fleet")
        return parse_model(game.fleet_rules.model, data, smap, strict=True) if is_fleet_data(data) else None
    except LoadError:
        return None


def save_fleet(
    fleet: FleetBase, path: str | Path, old_folder: Path | None = None, based_on: str | Path | None = None
) -> None:
    """Atomically write ``fleet`` to ``path`` (previous version kept as ``path~``), its design
    paths made relative to the new file's folder, keeping the layout of ``based_on``."""
    path = Path(path)
    new_folder = path.resolve().parent
    previous = readable_text(based_on) if based_on is not None else None
    save_text(path, write_fleet(rebased(fleet, old_folder or new_folder, new_folder), previous))


def new_fleet(game: AnyGame, name: str = "New fleet", budget: float | None = None) -> FleetBase:
    model: type[FleetBase] = game.fleet_rules.model
    return model(game=game.id, fleet=name, budget=budget)


__all__ = [
    "LoadedFleet",
    "load_fleet",
    "load_document",
    "open_reference",
    "load_designs",
    "load_entry",
    "dump_fleet",
    "write_fleet",
    "save_fleet",
    "rebased",
    "rebase_ref",
    "design_path",
    "new_fleet",
    "is_catalog_ref",
]
