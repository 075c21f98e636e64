"""House-rule profiles: a YAML file that changes one game's numbers without code.

```yaml
hullwright: 1
profile: Club Rules          # its name
version: "2"                 # printed with the name wherever the profile was used
game: full-thrust
source: "Hometown Wargames Club, house rules 2026"
options: {allowance_rounding: down}           # rule option defaults
overrides:                                    # catalog numbers, by catalog path
  systems.beam/A.points: 5
systems:                                      # systems defined in data, where the rules take them
  - {type: beam, variant: D, name: "Class 'D' Beam Battery", mass: 4, points: 5, ...}
```

A profile is read like every other file (the located safe loader, every limit), and checked
against its game when it loads: an unknown option, a bad value, a catalog path that does not
exist or a system the game cannot take is an error at its line. Each game says what a catalog
path means (the ``with_profile`` its ``GameData`` is given); this module reads the file and
offers what every game changes its catalog with: :func:`edit_catalog` sets the overrides and
hands each system to the game, and :class:`CatalogEdit` builds the game's models, an error at
the profile line that made it.
"""

from __future__ import annotations

import json
import numbers
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, TypeVar

from pydantic import BaseModel, Field, ValidationError, field_validator

from designer.core import registry
from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.model import (
    FORMAT_VERSION,
    Frozen,
    RuleValue,
    check_version,
    parse_model,
    validation_problem,
)
from designer.core.sources import FileSource, ReadLog, resolved
from designer.core.yaml_source import Path_, SourceMap, load_yaml

if TYPE_CHECKING:  # the registry hands out games; core/game.py imports this module lazily
    from designer.core.game import AnyGame

Scalar = bool | int | float | str
M = TypeVar("M", bound=BaseModel)


class ProfileError(ValueError):
    """A profile entry a game cannot take: ``where`` is its path in the file."""

    def __init__(self, where: Path_, message: str):
        super().__init__(message)
        self.where = where


class ProfileFile(Frozen):
    hullwright: int = FORMAT_VERSION
    profile: str = Field(min_length=1, max_length=200)
    version: str | int | float
    game: str
    source: str = Field(min_length=1, max_length=1000)
    options: dict[str, RuleValue] = Field(default_factory=dict, max_length=200)
    overrides: dict[str, Scalar] = Field(default_factory=dict, max_length=2000)
    systems: list[dict[str, Any]] = Field(default_factory=list, max_length=500)
    notes: str = Field(default="", max_length=5000)

    @field_validator("version")
    @classmethod
    def _text(cls, value: object) -> str:
        return str(value)


def load_profile(path: str | Path, pipes: bool = False) -> Profile:
    """Read and check a profile file, or raise :class:`LoadError` at the offending line;
    ``pipes`` when the player named it on the command line (``--profile <(cat house.yaml)``)."""
    with ReadLog() as log:
        data, smap = load_yaml(path, pipes=pipes)
    read = FileSource(resolved(path), log.reads.get(resolved(path), ""))
    if not isinstance(data, dict) or "profile" not in data:
        raise smap.error(
            (),
            "is not a house-rule profile: it needs 'profile:' (its name), 'version:', 'game:' and 'source:'",
        )
    check_version(data, smap)  # a profile written before it had a version reads as format 1
    model = parse_model(ProfileFile, data, smap)
    game = registry.get(model.game)
    if game is None:
        raise smap.error(
            ("game",), f"unknown game {model.game!r}; expected one of {sorted(registry.games())}"
        )
    profile = Profile(
        model.profile,
        str(model.version),
        model.game,
        model.source,
        dict(model.options),
        dict(model.overrides),
        tuple(model.systems),
        read,
    )
    check_profile(game, profile, smap)
    return profile


def check_profile(game: AnyGame, profile: Profile, smap: SourceMap) -> None:
    """Every option known and valid, every override and system taken by the game."""
    specs = {o.key: o for o in game.rule_options}
    for key, value in profile.options.items():
        spec = specs.get(key)
        if spec is None:
            raise smap.error(
                ("options", key), f"{game.title} has no rule option {key!r}; expected one of {sorted(specs)}"
            )
        if not spec.accepts(value):
            raise smap.error(("options", key), f"options.{key} = {value!r} is not one of: {spec.expected()}")
    try:
        game.data.catalog(profile)
    except ProfileError as exc:
        raise smap.error(exc.where, str(exc)) from None


def profile_key(profile: Profile) -> str:
    """The profile's content as canonical text: what a game keys its profiled catalog by, and
    what a fleet's fingerprint includes."""
    return json.dumps(
        {
            "name": profile.name,
            "version": profile.version,
            "game": profile.game,
            "source": profile.source,
            "options": profile.options,
            "overrides": profile.overrides,
            "systems": list(profile.systems),
        },
        sort_keys=True,
        separators=(",", ":"),
        default=str,
    )


def set_at_catalog_path(
    data: Any, path: str, value: Any, list_key: Callable[[Mapping[str, Any]], str], where: Path_
) -> Path_:
    """Set ``value`` at a dotted catalog path in plain catalog data, in place, and return where
    it went (its keys and list indices). A step into a list names the item by ``list_key(item)``
    (``systems.beam/A.points``); the value must replace one of the same kind (a number for a
    number), or fill a value the catalog leaves empty (a figure the book lost)."""
    steps = path.split(".")
    node = data
    loc: list[str | int] = []
    for n, step in enumerate(steps):
        if isinstance(node, list):
            matches = [
                i for i, item in enumerate(node) if isinstance(item, Mapping) and list_key(item) == step
            ]
            if not matches:
                known = sorted(list_key(i) for i in node if isinstance(i, Mapping))
                raise ProfileError(
                    where, f"no {step!r} at {'.'.join(steps[:n]) or 'the top'}; expected one of {known}"
                )
            key: Any = matches[0]
        elif isinstance(node, dict) and step in node:
            key = step
        else:
            known = sorted(node) if isinstance(node, dict) else []
            raise ProfileError(
                where,
                f"{'.'.join(steps[: n + 1])} is not in the catalog"
                + (f"; expected one of {known}" if known else ""),
            )
        loc.append(key)
        if n == len(steps) - 1:
            if not _same_kind(node[key], value):
                old = node[key] if isinstance(node[key], numbers.Real) else repr(node[key])
                raise ProfileError(
                    where, f"{path} holds {old}; a profile may replace it with a value of the same kind"
                )
            node[key] = value
        else:
            node = node[key]
    return tuple(loc)


def _same_kind(old: Any, new: Any) -> bool:
    """A number for a number (exact fractions included), text for text, true/false for
    true/false; anything for an empty value, which the catalog's own check then judges."""
    if old is None:
        return True
    if isinstance(old, (dict, list)) or isinstance(old, bool) != isinstance(new, bool):
        return False
    return isinstance(old, numbers.Real) == isinstance(new, numbers.Real)


def catalog_data(value: Any) -> Any:
    """A catalog model as plain data for a profile to change: its fields by name, each value as
    it is (an exact fraction stays a fraction, where ``model_dump`` would make it text)."""
    if isinstance(value, BaseModel):
        return {name: catalog_data(getattr(value, name)) for name in type(value).model_fields}
    if isinstance(value, Mapping):
        return {key: catalog_data(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [catalog_data(item) for item in value]
    return value


class CatalogEdit:
    """Plain catalog data a profile changes, remembering which entry of the profile made each
    change, so that a value the catalog then refuses is reported at the line that wrote it."""

    def __init__(self, data: Any, list_key: Callable[[Mapping[str, Any]], str]):
        self.data = data
        self.list_key = list_key
        self._made: dict[Path_, Path_] = {}  # a place in the data -> the profile entry that made it

    def override(self, path: str, value: Any, where: Path_) -> None:
        self._made[set_at_catalog_path(self.data, path, value, self.list_key, where)] = where

    def add(self, at: Path_, value: Any, where: Path_, key: str | None = None) -> None:
        """Add ``value`` under ``key`` of the mapping at ``at``, or to the end of the list at
        ``at``; what is already in the catalog is changed under ``overrides:``, not added."""
        node = self.at(at)
        name = self.list_key(value) if key is None else key
        taken = node if key is not None else [self.list_key(i) for i in node if isinstance(i, Mapping)]
        if name in taken:
            raise ProfileError(
                where, f"{name} is already in the catalog; change its numbers under overrides: instead"
            )
        if key is None:
            node.append(value)
            self._made[(*at, len(node) - 1)] = where
        else:
            node[key] = value
            self._made[(*at, key)] = where

    def at(self, loc: Path_) -> Any:
        node = self.data
        for step in loc:
            node = node[step]
        return node

    def where(self, loc: Path_) -> Path_:
        """The profile entry that made the data at ``loc`` (with the steps below a system it
        defined), or the one change inside it when a check of the whole refuses it."""
        loc = tuple(loc)
        for n in range(len(loc), -1, -1):
            if loc[:n] in self._made:
                return self._made[loc[:n]] + loc[n:]
        inside = [where for made, where in self._made.items() if made[: len(loc)] == loc]
        return inside[0] if len(inside) == 1 else ("overrides",)

    def check(self, at: Path_, problems: Iterable[tuple[Path_, str]]) -> None:
        """The first complaint of a catalog's own check (``(where below at, message)``, the
        same check that reads its file), raised at the profile line that caused it."""
        for loc, message in problems:
            raise ProfileError(self.where(at + tuple(loc)), message)

    def build(self, model: type[M], at: Path_ = ()) -> M:
        """``model`` of the data at ``at``; a value it refuses is an error at the profile entry
        that wrote it."""
        data = self.at(at)
        try:
            return model.model_validate(data)
        except ValidationError as exc:
            raise ProfileError(*validation_problem(exc, at, data, self.where)) from None


def profile_entry(model: type[M], entry: Mapping[str, Any], where: Path_) -> M:
    """A profile's own entry (a system it defines) as ``model``, or an error at its line."""
    try:
        return model.model_validate(entry)
    except ValidationError as exc:
        raise ProfileError(*validation_problem(exc, where, entry)) from None


def typed_entry(
    kinds: Mapping[str, tuple[type[M], str]], entry: Mapping[str, Any], where: Path_, game: str
) -> M:
    """A profile's system as the model its ``type`` names in ``kinds`` (type -> (model, what it
    is)), or an error saying which kinds ``game`` takes."""
    kind = kinds.get(entry["type"]) if isinstance(entry.get("type"), str) else None
    if kind is None:
        taken = ", ".join(f"{name} ({what})" for name, (_, what) in kinds.items())
        raise ProfileError(where + ("type",), f"{game} takes these kinds of system in a profile: {taken}")
    return profile_entry(kind[0], entry, where)


def edit_catalog(
    data: Any,
    profile: Profile,
    list_key: Callable[[Mapping[str, Any]], str],
    add_system: Callable[[CatalogEdit, Mapping[str, Any], Path_], None],
) -> CatalogEdit:
    """Plain catalog ``data`` changed as ``profile`` says: every override set at its catalog
    path, then every system handed to the game's ``add_system(edit, system, where)``, which
    adds it where its rules read it or raises ProfileError for a kind they cannot take. The
    game then builds its catalog from the result (``CatalogEdit.build``)."""
    edit = CatalogEdit(data, list_key)
    for path, value in profile.overrides.items():
        edit.override(path, value, ("overrides", path))
    for i, system in enumerate(profile.systems):
        add_system(edit, system, ("systems", i))
    return edit


def read_named_profile(ref: str, folder: Path, game: str | None = None) -> Profile:
    """The profile a design or fleet names (``profile:``): a path relative to its file, or
    ``catalog:<game>/<id>`` for a bundled one (an id, never a path out of the catalog). With
    ``game`` (the naming file's), a profile of another game is refused, naming both."""
    if "\x00" in ref:
        raise LoadError(
            ref.replace("\x00", "\\x00"),
            "the profile's name contains a NUL character; no file has such a name",
        )
    if ref.startswith("catalog:"):
        profile = load_profile(bundled_profile(ref))
    else:
        try:
            path = (folder / Path(ref).expanduser()).resolve()
        except (OSError, RuntimeError, ValueError) as exc:  # a loop of links, an unknown ~user
            raise LoadError(ref, f"cannot be found ({exc}); check the path") from None
        profile = load_profile(path)
    if game is not None and profile.game != game:
        theirs, ours = registry.get(profile.game), registry.get(game)
        raise LoadError(
            ref,
            f"is a house-rule profile for {theirs.title if theirs else profile.game}; "
            f"this file is for {ours.title if ours else game}, so it cannot apply; "
            f"name a profile for {ours.title if ours else game}",
        )
    return profile


CATALOG_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,79}$")  # a file stem: never a folder, never ".."


def bundled_profile(ref: str) -> Path:
    """The file of ``catalog:<game>/<id>``, a profile bundled with a game; raises LoadError."""
    game_id, _, name = ref.removeprefix("catalog:").partition("/")
    game = registry.get(game_id)
    if game is None or not CATALOG_ID.match(name):
        known = ", ".join(f"catalog:{g}/<id>" for g in sorted(registry.games()))
        raise LoadError(
            ref,
            f"is not a bundled profile; write one of {known} (the id is a file "
            "name of lower-case letters, digits, '-' and '_' in the game's profiles folder)",
        )
    path = game.data.folder / "profiles" / f"{name}.yaml"
    if not path.is_file():
        have = sorted(p.stem for p in (game.data.folder / "profiles").glob("*.yaml"))
        raise LoadError(
            ref, f"{game.title} has no bundled profile {name!r}; it has {', '.join(have) or 'none'}"
        )
    return path
