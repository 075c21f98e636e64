"""The schema of ``catalogs/sfb/rules.yaml``: the supplement's figures that are not one system's.

``designer`` holds what the rules code computes with (typed); ``play`` holds what players look up
in play (kept as the file has it, each entry with its source), printed in the sheet's notes layer
and checked by the tests.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from pydantic import Field

from designer.games.sfb.catalog_model import CatalogEntry, ExactNumber, Source


class MegaBox(CatalogEntry):
    boxes: int = Field(ge=2)
    source: Source


class Turn(CatalogEntry):
    impulses: int = Field(ge=1)
    source: Source


class Bolting(CatalogEntry):
    extra_energy: ExactNumber
    smallest_big_class: int  # "size class N or smaller": SC N and higher numbers
    engine_doubling_bolts: int
    ability_bolts: int
    source: Source


class EngineDoubling(CatalogEntry):
    movement_divisor: int = Field(ge=1)
    fire_rate_multiplier: int = Field(ge=1)
    source: Source


class Blossom(CatalogEntry):
    hexes: int = Field(ge=0)
    per_turn: int = Field(ge=1)
    source: Source


class Containment(CatalogEntry):
    energy: ExactNumber
    source: Source


class Torpedo(CatalogEntry):
    load: ExactNumber
    hold: ExactNumber
    table: str
    max_damage: int
    launchers: list[Literal["normal", "fast"]]
    source: Source


class Launcher(CatalogEntry):
    loads_per_turn: int = Field(ge=1)
    source: Source


class AmmunitionTrack(CatalogEntry):
    launcher: int
    ammd: int
    cargo: int
    cargo_original: int
    source: Source


class Manufacturing(CatalogEntry):
    normal: ExactNumber
    heavy: ExactNumber
    blank: ExactNumber
    per_box: int
    source: Source


class SensorLimit(CatalogEntry):
    interference_boxes_per_target: int
    source: Source


class ScannerLimit(CatalogEntry):
    hone_boxes: int
    source: Source


class OcdFunction(CatalogEntry):
    """Energy = range x R + size x S + energy x E + constant (rounded up when ``round_up``)."""

    range: ExactNumber = Fraction(0)
    size: ExactNumber = Fraction(0)
    energy: ExactNumber = Fraction(0)
    constant: ExactNumber = Fraction(0)
    round_up: bool = False
    formula: str
    source: Source


class Ocd(CatalogEntry):
    functions_per_box: int
    functions: dict[str, OcdFunction]
    source: Source


class AmgAmmunition(CatalogEntry):
    spaces: int
    reloads: int
    source: Source


class DesignerRules(CatalogEntry):
    mega_box: MegaBox
    turn: Turn
    bolting: Bolting
    engine_doubling: EngineDoubling
    blossom: Blossom
    containment: Containment
    torpedoes: dict[Literal["normal", "heavy", "early"], Torpedo]
    launchers: dict[Literal["normal", "fast"], Launcher]
    ammunition_track: AmmunitionTrack
    ammd: Manufacturing
    special_sensor: SensorLimit
    special_scanner: ScannerLimit
    ocd: Ocd
    amg_ammunition: AmgAmmunition


class RulesFile(CatalogEntry):
    hullwright: int
    game: Literal["sfb"]
    designer: DesignerRules
    play: dict[str, dict[str, Any]]
