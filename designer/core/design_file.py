"""Design files: the envelope (``drydock:``, ``game:``), loading into the game's model, saving."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from designer.core import registry
from designer.core.atomic import write_atomic
from designer.core.errors import LoadError
from designer.core.game import Game, StandardDesign
from designer.core.model import FORMAT_VERSION, DesignBase, parse_model
from designer.core.yaml_source import SourceMap, load_yaml

ENVELOPE_KEYS = ("drydock", "game", "name")


@dataclass(frozen=True)
class LoadedDesign:
    design: DesignBase
    game: Game
    path: Path


def check_envelope(data: Any, smap: SourceMap, kind: str = "design") -> Game:
    """The game a document belongs to; refuses what is not a Drydock file of a known version."""
    if not isinstance(data, dict):
        raise smap.error((), f"is not a Drydock {kind}: expected keys such as 'drydock: 1' and 'game:'")
    if "drydock" not in data:
        raise smap.error((), f"is not a Drydock {kind}: add 'drydock: {FORMAT_VERSION}' as its first line")
    version = data["drydock"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise smap.error(("drydock",), f"drydock: must be a format version number such as {FORMAT_VERSION}")
    if version > FORMAT_VERSION:
        raise smap.error(("drydock",), f"was written in file format {version}, newer than this "
                         f"program reads ({FORMAT_VERSION}); update Drydock to open it")
    if "game" not in data:
        raise smap.error((), f"names no game; add 'game:' with one of {sorted(registry.games())}")
    game_id = data["game"]
    game = registry.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        raise smap.error(("game",), f"unknown game {game_id!r}; expected one of {sorted(registry.games())}")
    return game


def parse_design(data: Any, smap: SourceMap) -> tuple[DesignBase, Game]:
    """The design in ``data`` as its game's model for the file's ``kind:`` (default: the
    game's first kind, which files write without a ``kind:``)."""
    game = check_envelope(data, smap)
    kind_key = data.get("kind")
    kind = game.kind(kind_key) if kind_key is None or isinstance(kind_key, str) else None
    if kind is None:
        others = [k.key for k in game.design_kinds]
        raise smap.error(("kind",), f"kind: {kind_key!r} is not a kind of {game.title} design; "
                         f"write one of {others}, or no 'kind:' for a "
                         f"{game.design_kinds[0].title.lower()}")
    return parse_model(kind.model, data, smap), game


def load_design(path: str | Path) -> LoadedDesign:
    """Read a design file, or raise :class:`LoadError` with ``FILE:LINE:COL``."""
    data, smap = load_yaml(path)
    if isinstance(data, dict) and "fleet" in data and "ships" in data:
        raise smap.error(("fleet",), "is a fleet file, not a design; use 'drydock fleet' for it")
    design, game = parse_design(data, smap)
    return LoadedDesign(design, game, Path(path))


def read_standard_design(path: Path) -> StandardDesign:
    """A catalog entry for listings (New, the palette of ships, ``drydock catalog``). The files
    are the program's own, so libyaml reads just the envelope fast (~20x the located loader);
    opening one still goes through :func:`load_design`, and the catalog tests load every one."""
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_FAST_LOADER)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        data = None
    if not isinstance(data, dict):
        loaded = load_design(path)  # raises the located error that says what is wrong
        data = loaded.design.model_dump()
    points = data.get("book_points")
    return StandardDesign(path.stem, str(data.get("name") or path.stem), path,
                          points if isinstance(points, (int, float)) else None,
                          str(data.get("source") or ""))


_FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def resolve_catalog(ref: str, game: Game | None = None) -> Path:
    """``catalog:<design-id>`` (optionally ``catalog:<game>/<design-id>``) to its file."""
    name = ref.removeprefix("catalog:")
    if "/" in name:
        game_id, name = name.split("/", 1)
        game = registry.get(game_id)
    candidates = [game] if game else list(registry.games().values())
    for g in candidates:
        if g and (found := g.standard_design(name)):
            return found.path
    raise KeyError(name)


def dump_design(design: DesignBase) -> str:
    """The design as tidy YAML: envelope first, defaults left out, one system per line."""
    data = design.model_dump(mode="json", exclude_defaults=True, by_alias=True)
    data.update(drydock=FORMAT_VERSION, game=design.game, name=design.name)
    ordered = {key: data.pop(key) for key in ENVELOPE_KEYS if key in data}
    ordered.update(data)
    return _dump(ordered)


_YAML_BREAKS = frozenset("\x85\u2028\u2029")


def _is_leaf(value: Any) -> bool:
    return not isinstance(value, dict) and not (
        isinstance(value, list) and any(isinstance(x, (dict, list)) for x in value))


def _dump(data: dict) -> str:
    """Block style for the document, flow style for small leaf mappings and scalar lists."""

    class Dumper(yaml.SafeDumper):
        pass

    def mapping(dumper, value):
        flow = value is not data and all(_is_leaf(v) for v in value.values())
        return dumper.represent_mapping("tag:yaml.org,2002:map", value.items(), flow_style=flow)

    def sequence(dumper, value):
        flow = all(not isinstance(v, (dict, list)) for v in value)
        return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)

    def text(dumper, value):
        # PyYAML writes NEL and other breaks raw inside plain/single quotes, which reads back as
        # different text; double quotes escape them.
        style = '"' if any(ch in _YAML_BREAKS or ord(ch) < 32 and ch != "\n" for ch in value) else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, text)
    Dumper.add_representer(dict, mapping)
    Dumper.add_representer(list, sequence)
    return yaml.dump(data, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=100)


def save_design(design: DesignBase, path: str | Path) -> None:
    """Atomically write ``design`` to ``path`` (the previous version kept as ``path~``)."""
    write_atomic(path, dump_design(design).encode("utf-8"))


def design_from_text(text: str, file: str = "<text>") -> tuple[DesignBase, Game]:
    data, smap = load_yaml(file, text)
    return parse_design(data, smap)


__all__ = ["LoadError", "LoadedDesign", "load_design", "save_design", "dump_design", "parse_design",
           "check_envelope", "resolve_catalog", "design_from_text"]
