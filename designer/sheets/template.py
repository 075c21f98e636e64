"""Record-sheet templates: ``templates/<game>.yaml`` holds each game's page geometry, fonts and
regions, so the look of a sheet is tuned without touching layout code.

A template that cannot be read, or lacks a value a layout asks for, is a :class:`LoadError` at
``FILE:LINE:COL`` like any other file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, StringConstraints

from designer.core.errors import LoadError
from designer.core.model import Frozen, parse_model
from designer.core.yaml_source import SourceMap, load_yaml

Number = float
Value = float | int | str | bool | list[float]
Colour = Annotated[str, StringConstraints(pattern=r"^#[0-9a-fA-F]{6}$")]  # "#b00000"


class FontSpec(Frozen):
    font: Literal["regular", "bold"] = "regular"
    size: float = Field(gt=0, le=72)


class TemplateModel(Frozen):
    game: str
    title: str = ""
    paper: dict[str, tuple[float, float]]
    margin: float = Field(ge=0, le=144)
    gap: float = Field(default=6, ge=0, le=72)
    colours: dict[str, Colour] = {}
    fonts: dict[str, FontSpec] = {}
    regions: dict[str, dict[str, Value]] = {}


@dataclass(frozen=True)
class Region:
    """One named region's values; a missing or mistyped value is reported in the template."""

    name: str
    values: dict[str, Value]
    template: "SheetTemplate"

    def num(self, key: str) -> float:
        value = self.values.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.template.error(
                ("regions", self.name, key), f"regions.{self.name}.{key} must be a number"
            )
        return float(value)

    def int(self, key: str) -> int:
        value = self.num(key)
        if not value.is_integer():
            raise self.template.error(
                ("regions", self.name, key), f"regions.{self.name}.{key} must be a whole number"
            )
        return int(value)

    def get(self, key: str, default: Value) -> Value:
        return self.values.get(key, default)


@dataclass(frozen=True)
class SheetTemplate:
    model: TemplateModel
    smap: SourceMap
    path: Path

    def error(self, where: tuple[str | int, ...], message: str) -> LoadError:
        return self.smap.error(where, message)

    def page_size(self, paper: str) -> tuple[float, float]:
        try:
            return self.model.paper[paper]
        except KeyError:
            raise LoadError(
                self.path,
                f"paper {paper!r} is not in this template; expected one of {sorted(self.model.paper)}",
            ) from None

    def font(self, name: str) -> FontSpec:
        spec = self.model.fonts.get(name)
        if spec is None:
            raise self.error(("fonts",), f"fonts.{name} is missing; add it with font and size")
        return spec

    def colour(self, name: str) -> str:
        """A named colour (``colours.alert``), so a sheet's colours are tuned here, not in code."""
        value = self.model.colours.get(name)
        if value is None:
            raise self.error(("colours",), f'colours.{name} is missing; add it as "#rrggbb"')
        return value

    def region(self, name: str) -> Region:
        values = self.model.regions.get(name)
        if values is None:
            raise self.error(("regions",), f"regions.{name} is missing; add it")
        return Region(name, values, self)

    @property
    def margin(self) -> float:
        return self.model.margin

    @property
    def gap(self) -> float:
        return self.model.gap


def load_template_file(path: str | Path) -> SheetTemplate:
    data, smap = load_yaml(path)
    return SheetTemplate(parse_model(TemplateModel, data, smap), smap, Path(path))


def game_template(game: Any) -> SheetTemplate:
    """A game's record-sheet template (``game.template_path``), read once and held by the game."""

    def load() -> SheetTemplate:
        path = game.template_path
        if not path.is_file():
            raise LoadError(path, f"no record-sheet template for game {game.id!r}; create {path.name}")
        template = load_template_file(path)
        if template.model.game != game.id:
            raise template.error(
                ("game",), f"game: is {template.model.game!r}, but this is the template of {game.id!r}"
            )
        return template

    template: SheetTemplate = game.data.held("template", load)
    return template
