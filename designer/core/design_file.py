"""Design files: the envelope (``hullwright:``, ``game:``), loading into the game's model, saving."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from designer.core import registry
from designer.core.errors import LoadError
from designer.core.file_reader import read_bytes
from designer.core.game import AnyGame, StandardDesign
from designer.core.model import FORMAT_VERSION, DesignBase, check_version, parse_model
from designer.core.references import References
from designer.core.saving import readable_text, save_text
from designer.core.yaml_source import SourceMap, load_yaml
from designer.core.yaml_writer import round_trip, tidy_yaml

ENVELOPE_KEYS = ("hullwright", "game", "name")


@dataclass(frozen=True)
class LoadedDesign:
    """A design as read, with what the files it names were read as (``core/references.py``;
    None: not read, as for a design swapped in by the window before its references are)."""

    design: DesignBase
    game: AnyGame
    path: Path
    references: References | None = None


def loaded_design(design: DesignBase, game: AnyGame, path: Path) -> LoadedDesign:
    """``design`` read from ``path``, with the files it names read now (from its file's folder,
    where its references start)."""
    return LoadedDesign(design, game, path, game.references(design, _folder(path)))


def _folder(path: Path) -> Path:
    try:
        return path.resolve().parent
    except (OSError, ValueError, RuntimeError):
        return path.parent


def check_envelope(data: Any, smap: SourceMap, kind: str = "design") -> AnyGame:
    """The game a document belongs to; refuses what is not a Hullwright file of a known version
    (files written under the old name, with ``drydock:``, are read as ``hullwright:``)."""
    if not isinstance(data, dict):
        raise smap.error((), f"is not a Hullwright {kind}: expected keys such as 'hullwright: 1' and 'game:'")
    if "hullwright" not in data:
        raise smap.error(
            (), f"is not a Hullwright {kind}: add 'hullwright: {FORMAT_VERSION}' as its first line"
        )
    check_version(data, smap)
    if "game" not in data:
        raise smap.error((), f"names no game; add 'game:' with one of {sorted(registry.games())}")
    game_id = data["game"]
    game = registry.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise smap.error(("game",), f"unknown game {game_id!r}; expected one of {sorted(registry.games())}")
    return game


def parse_design(data: Any, smap: SourceMap) -> tuple[DesignBase, AnyGame]:
    """The design in ``data`` as its game's model for the file's ``kind:`` (default: the
    game's first kind, which files write without a ``kind:``)."""
    game = check_envelope(data, smap)
    kind_key = data.get("kind")
    kind = game.kind(kind_key) if kind_key is None or isinstance(kind_key, str) else None
    if kind is None and kind_key == "campaign":
        raise smap.error(
            ("kind",),
            "is a campaign file, not a design: 'hullwright campaign FILE' "
            "reads it, 'hullwright export FILE --side NAME' prints a side's pack",
        )
    if kind is None:
        others = [k.key for k in game.design_kinds]
        raise smap.error(
            ("kind",),
            f"kind: {kind_key!r} is not a kind of {game.title} design; "
            f"write one of {others}, or no 'kind:' for a "
            f"{game.design_kinds[0].title.lower()}",
        )
    return parse_model(kind.model, data, smap, strict=True), game


def is_fleet_data(data: Any) -> bool:
    """Whether a parsed file is a fleet: a top-level ``fleet:`` key (no design has one), never
    a guess from the text (a design's notes may hold a line that starts ``fleet:``)."""
    return isinstance(data, dict) and "fleet" in data


def load_design(path: str | Path, pipes: bool = False) -> LoadedDesign:
    """Read a design file and the files it names, or raise :class:`LoadError` with
    ``FILE:LINE:COL``; ``pipes`` when the player named the file on the command line (see
    ``file_reader.read_bytes``)."""
    loaded = read_design_file(path, pipes)
    return loaded_design(loaded.design, loaded.game, loaded.path)


def read_design_file(path: str | Path, pipes: bool = False) -> LoadedDesign:
    """The design in one file, the files it names not read (a game reading a reference, which
    walks the references itself)."""
    data, smap = load_yaml(path, pipes=pipes)
    if is_fleet_data(data):
        raise smap.error(("fleet",), "is a fleet file, not a design; use 'hullwright fleet' for it")
    design, game = parse_design(data, smap)
    return LoadedDesign(design, game, Path(path))


def read_standard_design(path: Path) -> StandardDesign:
    """A catalog entry for listings (New, the palette of ships, ``hullwright catalog``). The files
    are the program's own, so libyaml reads just the envelope fast (~20x the located loader);
    opening one still goes through :func:`load_design`, and the catalog tests load every one."""
    try:
        data = yaml.load(read_bytes(path).decode("utf-8"), Loader=_FAST_LOADER)
    except (LoadError, UnicodeDecodeError, yaml.YAMLError):
        data = None
    if not isinstance(data, dict):
        loaded = load_design(path)  # raises the located error that says what is wrong
        data = loaded.design.model_dump()
    points = data.get("book_points")
    return StandardDesign(
        path.stem,
        str(data.get("name") or path.stem),
        path,
        points if isinstance(points, (int, float)) else None,
        str(data.get("source") or ""),
    )


_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def resolve_catalog(ref: str, game: AnyGame | None = None) -> Path:
    """``catalog:<design-id>`` (optionally ``catalog:<game>/<design-id>``) to its file."""
    name = ref.removeprefix("catalog:")
    if "/" in name:
        game_id, name = name.split("/", 1)
        game = registry.get(game_id)
    candidates = [game] if game else registry.each()  # stops at the first game that has it
    for g in candidates:
        if g and (found := g.standard_design(name)):
            return found.path
    raise KeyError(name)


def is_bundled(path: str | Path) -> bool:
    """Whether ``path`` is a file of a game's bundled catalog (wherever Hullwright is installed):
    such files are opened as copies and never saved over."""
    try:
        target = Path(path).resolve()
    except (OSError, ValueError, RuntimeError):
        return False
    return any(target.is_relative_to(game.data.folder.resolve()) for game in registry.each())


def standard_copy(design: DesignBase) -> DesignBase:
    """The player's own copy of a standard design: it keeps the name and systems but no longer
    claims the book's points or source."""
    return design.model_copy(update={"book_points": None, "source": ""})


def design_data(design: DesignBase, defaults: bool = False) -> dict[str, Any]:
    """The design as file data, envelope first; without its defaults unless ``defaults``."""
    data = design.model_dump(mode="json", exclude_defaults=not defaults, by_alias=True)
    data.update(hullwright=FORMAT_VERSION, game=design.game, name=design.name)
    ordered = {key: data.pop(key) for key in ENVELOPE_KEYS if key in data}
    ordered.update(data)
    return ordered


def dump_design(design: DesignBase) -> str:
    """The design as tidy YAML: envelope first, defaults left out, one system per line."""
    return tidy_yaml(design_data(design))


def write_design(design: DesignBase, previous_text: str | None = None) -> str:
    """The text to save: ``previous_text`` (the file the design was opened from) with only
    what the edits changed rewritten, or tidy YAML when there is none or it is no design of
    this kind. Whatever it returns reads back as ``design``."""
    if previous_text is not None:
        try:
            before = design_from_text(previous_text)[0]
        except LoadError:
            before = None
        if before is not None and type(before) is type(design):
            changes = (
                design_data(before, defaults=True),
                design_data(design, defaults=True),
                design_data(design),
            )
            for complete in (False, True):  # see round_trip: rarely, the minimal change is not enough
                text = round_trip(previous_text, *changes, complete=complete)
                if text is not None and _reads_as(text, design):
                    return text
    return dump_design(design)


def _reads_as(text: str, design: DesignBase) -> bool:
    try:
        return design_from_text(text)[0] == design
    except LoadError:
        return False


def save_design(design: DesignBase, path: str | Path, based_on: str | Path | None = None) -> None:
    """Atomically write ``design`` to ``path`` (the previous version kept as ``path~``), keeping
    the layout of ``based_on`` (the file it was opened from, if any): see :func:`write_design`."""
    previous = readable_text(based_on) if based_on is not None else None
    save_text(path, write_design(design, previous))


def design_from_text(text: str, file: str = "<text>") -> tuple[DesignBase, AnyGame]:
    data, smap = load_yaml(file, text)
    return parse_design(data, smap)


__all__ = [
    "LoadError",
    "LoadedDesign",
    "loaded_design",
    "load_design",
    "read_design_file",
    "save_design",
    "dump_design",
    "write_design",
    "parse_design",
    "check_envelope",
    "resolve_catalog",
    "design_from_text",
    "is_bundled",
    "standard_copy",
    "is_fleet_data",
]
