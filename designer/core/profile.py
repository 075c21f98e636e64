"""House-rule profiles: a YAML file that changes one game's numbers without code.

```yaml
drydock: 1
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
path means (``Game.catalog_for``); this module reads the file and offers the path-setting helper.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Mapping

from pydantic import Field, field_validator

from designer.core import registry
from designer.core.context import Profile
from designer.core.errors import LoadError
from designer.core.model import FORMAT_VERSION, Frozen, RuleValue, parse_model
from designer.core.yaml_source import SourceMap, load_yaml

Scalar = bool | int | float | str


class ProfileError(ValueError):
    """A profile entry a game cannot take: ``where`` is its path in the file."""

    def __init__(self, where: tuple, message: str):
        super().__init__(message)
        self.where = where


class ProfileFile(Frozen):
    drydock: int = FORMAT_VERSION
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
    def _text(cls, value) -> str:
        return str(value)


def load_profile(path: str | Path) -> Profile:
    """Read and check a profile file, or raise :class:`LoadError` at the offending line."""
    data, smap = load_yaml(path)
    if not isinstance(data, dict) or "profile" not in data:
        raise smap.error((), "is not a house-rule profile: it needs 'profile:' (its name), "
                         "'version:', 'game:' and 'source:'")
    model = parse_model(ProfileFile, data, smap)
    game = registry.get(model.game)
    if game is None:
        raise smap.error(("game",), f"unknown game {model.game!r}; expected one of {sorted(registry.games())}")
    profile = Profile(model.profile, model.version, model.game, model.source, dict(model.options),
                      dict(model.overrides), tuple(model.systems))
    check_profile(game, profile, smap)
    return profile


def check_profile(game, profile: Profile, smap: SourceMap) -> None:
    """Every option known and valid, every override and system taken by the game."""
    specs = {o.key: o for o in game.rule_options}
    for key, value in profile.options.items():
        spec = specs.get(key)
        if spec is None:
            raise smap.error(("options", key), f"{game.title} has no rule option {key!r}; "
                             f"expected one of {sorted(specs)}")
        if not spec.accepts(value):
            raise smap.error(("options", key), f"options.{key} = {value!r} is not one of: "
                             f"{spec.expected()}")
    try:
        game.catalog_for(profile)
    except ProfileError as exc:
        raise smap.error(exc.where, str(exc)) from None


def profile_key(profile: Profile) -> str:
    """The profile's content as canonical text: what a game keys its profiled catalog by, and
    what a fleet's fingerprint includes."""
    return json.dumps({"name": profile.name, "version": profile.version, "game": profile.game,
                       "source": profile.source, "options": profile.options,
                       "overrides": profile.overrides, "systems": list(profile.systems)},
                      sort_keys=True, separators=(",", ":"), default=str)


def set_at_catalog_path(data: Any, path: str, value: Any,
                        list_key: Callable[[Mapping[str, Any]], str], where: tuple) -> None:
    """Set ``value`` at a dotted catalog path in plain catalog data, in place. A step into a
    list names the item by ``list_key(item)`` (``systems.beam/A.points``); the value must
    replace one of the same kind (a number for a number)."""
    steps = path.split(".")
    node = data
    for n, step in enumerate(steps):
        last = n == len(steps) - 1
        if isinstance(node, list):
            matches = [i for i, item in enumerate(node) if isinstance(item, Mapping) and list_key(item) == step]
            if not matches:
                known = sorted(list_key(i) for i in node if isinstance(i, Mapping))
                raise ProfileError(where, f"no {step!r} at {'.'.join(steps[:n]) or 'the top'}; "
                                   f"expected one of {known}")
            key: Any = matches[0]
        elif isinstance(node, dict) and step in node:
            key = step
        else:
            known = sorted(node) if isinstance(node, dict) else []
            raise ProfileError(where, f"{'.'.join(steps[:n + 1])} is not in the catalog"
                               + (f"; expected one of {known}" if known else ""))
        if last:
            old = node[key]
            if isinstance(old, (dict, list)) or (isinstance(old, bool) != isinstance(value, bool)) \
                    or (isinstance(old, (int, float)) != isinstance(value, (int, float))):
                raise ProfileError(where, f"{path} holds {old!r}; a profile may replace it with "
                                   "a value of the same kind")
            node[key] = value
        else:
            node = node[key]


def read_named_profile(ref: str, folder: Path) -> Profile:
    """The profile a design or fleet names (``profile:``): a path relative to its file, or
    ``catalog:<game>/<id>`` for a bundled one."""
    if ref.startswith("catalog:"):
        game_id, _, name = ref.removeprefix("catalog:").partition("/")
        game = registry.get(game_id)
        if game is None or not name:
            raise LoadError(ref, "write catalog:<game>/<profile> for a bundled profile")
        return load_profile(game.catalog_dir / "profiles" / f"{name}.yaml")
    return load_profile((folder / Path(ref).expanduser()).resolve())
