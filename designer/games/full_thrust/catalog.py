"""The Full Thrust systems catalog (``catalogs/full-thrust/systems.yaml``), read once by the
game object (``FullThrustGame.data.catalog()``) and handed to the rules through the evaluation context.

A broken catalog is a LoadError at FILE:LINE:COL like any other file, never a traceback.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Mapping

from pydantic import Field

from designer.core.context import Profile
from designer.core.model import Frozen, parse_model
from designer.core.yaml_source import Path_, load_yaml
from designer.games.full_thrust.design import Beam, System, Weasel

if TYPE_CHECKING:  # read only when a profile changes the catalog (with_profile)
    from designer.core.profile import CatalogEdit

CATALOG_FILE = "systems.yaml"  # in the game's catalog folder

ClassName = Literal["escort", "cruiser", "capital"]
# How a system's arcs are chosen (catalogs/full-thrust/README.md, "System flags"): "none" has no
# arcs; "broadside" 1-3 of P/F/S, a pair adjacent (beams, 001 L208-210); "one" exactly one
# (needle beams L486, submunitions L494); "fore" the FORE arc only (pulse torpedoes, L466).
ArcRule = Literal["none", "broadside", "one", "fore"]
# The behaviours a system's catalog entry names, so that one a house-rule profile adds behaves
# as the bundled entries of its kind (a profile entry that leaves them out takes its kind's).
FLAGS = ("arcs", "fire_control", "fighters", "spinal", "one_shot")


class ClassSpec(Frozen):
    max_mass: int = Field(ge=1)
    thrust_per_mass: int = Field(ge=1)
    standard_fire_controls: int = Field(ge=0)
    damage_rows: int = Field(ge=1)
    damage_boxes: int = Field(ge=1)
    source: str = Field(min_length=1)


class HullTypeSpec(Frozen):
    title: str
    damage_divisor: int = Field(ge=1)
    hull_points_per_mass: float = Field(gt=0)
    ftl_points_per_mass: float | None = None  # None: the hull cannot carry an FTL drive
    drive: Literal["class", "merchant", "none"]
    allowance_percent: int = Field(ge=0, le=100)
    non_ftl_allowance_percent: int | None = None
    allowance_min: int = 0
    merchant_allowance: bool = False  # the merchant 10% (its own rounding option)
    merchant_systems_only: bool
    standard_fire_controls: int | None = None  # None: by MASS class
    # A military hull: classed escort, cruiser or capital by its MASS (001 L788-792), which
    # picks its damage box (L294); the others are merchants or installations.
    classed_by_mass: bool = False
    source: str = Field(min_length=1)

    # The rates as the fractions the book means (0.5 is 1/2, L800), worked out once per catalog
    # rather than on every evaluation.
    @cached_property
    def hull_points_rate(self) -> Fraction:
        return Fraction(self.hull_points_per_mass).limit_denominator(100)

    @cached_property
    def ftl_points_rate(self) -> Fraction | None:
        per_mass = self.ftl_points_per_mass
        return None if per_mass is None else Fraction(per_mass).limit_denominator(100)


class SystemSpec(Frozen):
    type: str
    variant: str = ""  # beam class or weasel signature
    name: str
    mass: int = Field(ge=0)
    points: int = Field(ge=0)
    points_per_arc: int = 0
    per_level: bool = False  # screens: mass and points per level
    merchant: bool  # on the merchant list (001 L834)
    arcs: ArcRule = "none"
    fire_control: bool = False  # an extra FireCon: one more target a turn (001 L170-172, L863)
    fighters: bool = False  # a fighter group and its bay: carriers and dreadnoughts (L405-410, L856)
    spinal: bool = False  # a spinal mount: capital ships only, one spinal core a ship (L532, L859)
    # Fired once, then crossed off the sheet, and restocked by replenishment (submunition packs,
    # 001 L494, L1005): the campaign state counts the mounts spent.
    one_shot: bool = False
    summary: str
    source: str = Field(min_length=1)


class Catalog(Frozen):
    hullwright: int
    game: Literal["full-thrust"]
    classes: dict[ClassName, ClassSpec]
    hull_types: dict[str, HullTypeSpec]
    max_ship_mass: int
    min_mass: int
    min_damage_points: int = Field(ge=1)
    max_thrust: int
    max_screen_level: int
    systems: list[SystemSpec]

    @cached_property
    def specs_by_key(self) -> Mapping[tuple[str, str], SystemSpec]:
        """The specs by (type, variant), the key ``spec_key`` makes of an entry: an index built
        once per catalog, as evaluate looks a spec up for every entry."""
        return MappingProxyType({(spec.type, spec.variant): spec for spec in self.systems})

    def knows(self, type_: str, variant: str = "") -> bool:
        return (type_, variant) in self.specs_by_key

    def variants(self, type_: str) -> tuple[str, ...]:
        """The variants of a kind, in catalog order: beam classes, weasel signatures."""
        return tuple(spec.variant for spec in self.systems if spec.type == type_ and spec.variant)

    @staticmethod
    def spec_key(entry: System) -> tuple[str, str]:
        """(type, variant) of a fitted system: the variant is a beam's class or a weasel's
        signature. The exact class (the models are final): isinstance on a pydantic model's
        class is slow, and this runs for every entry of every evaluation."""
        if type(entry) is Beam:
            return entry.type, entry.beam_class
        if type(entry) is Weasel:
            return entry.type, entry.signature
        return entry.type, ""

    def spec_for(self, entry: System) -> SystemSpec:
        """The spec of a fitted system: its kind's, by beam class or weasel signature."""
        key = self.spec_key(entry)
        spec = self.specs_by_key.get(key)
        return spec if spec is not None else self.system(*key)

    def system(self, type_: str, variant: str = "") -> SystemSpec:
        """The spec of a system; one these rules lack (a beam class only a house-rule profile
        defines) is a placeholder of no MASS and no cost, reported as FT-SYSTEM-UNKNOWN."""
        spec = self.specs_by_key.get((type_, variant))
        if spec is None:
            name = f"Class '{variant}' Beam Battery" if type_ == "beam" else f"{type_} {variant}".strip()
            kind = next((s for s in self.systems if s.type == type_), None)  # its arcs are its kind's
            spec = SystemSpec(
                type=type_,
                variant=variant,
                name=f"{name} (not in these rules)",
                mass=0,
                points=0,
                merchant=False,
                summary="",
                source="-",
                **({flag: getattr(kind, flag) for flag in FLAGS} if kind else {}),
            )
        return spec

    @cached_property
    def _bands(self) -> tuple[tuple[ClassName, int], ...]:
        # The MASS classes by their largest MASS, sorted once per catalog.
        return tuple(
            (name, spec.max_mass)
            for name, spec in sorted(self.classes.items(), key=lambda kv: kv[1].max_mass)
        )

    def mass_class(self, mass: int) -> ClassName:
        """Escort up to 18, Cruiser 19-36, Capital 37 and up (001 L790-792)."""
        for name, max_mass in self._bands:
            if mass <= max_mass:
                return name
        return "capital"  # over 100: installations; ships over 100 are FT-MASS-OVER


def item_key(item: Mapping[str, Any]) -> str:
    """How a profile's catalog path names a system: ``beam/A``, ``weasel/capital``, ``pdaf``."""
    return f"{item['type']}/{item['variant']}" if item.get("variant") else item["type"]


def with_profile(cat: Catalog, profile: Profile) -> Catalog:
    """The catalog with a house-rule profile's numbers (``overrides``) and data-defined systems
    (a beam class D with its MASS and cost per arc): only kinds the rules already have."""
    from designer.core.profile import catalog_data, edit_catalog

    return edit_catalog(catalog_data(cat), profile, item_key, _add_system).build(Catalog)


def _add_system(edit: CatalogEdit, system: Mapping[str, Any], where: Path_) -> None:
    from designer.core.profile import ProfileError
    from designer.games.full_thrust.design import SYSTEM_MODELS

    if not isinstance(system.get("type"), str) or system["type"] not in SYSTEM_MODELS:
        raise ProfileError(
            where + ("type",),
            f"Full Thrust's rules take systems of these kinds only: {sorted(SYSTEM_MODELS)}",
        )
    kind = next(s for s in edit.data["systems"] if s["type"] == system["type"])
    edit.add(("systems",), {**{flag: kind[flag] for flag in FLAGS if flag in kind}, **system}, where)


def read_catalog(path: Path) -> Catalog:
    """Parse a catalog file; raises LoadError with the offending line."""
    data, smap = load_yaml(path)
    catalog = parse_model(Catalog, data, smap)
    from designer.games.full_thrust.design import HULL_TYPES, SYSTEM_MODELS

    missing = [t for t in HULL_TYPES if t not in catalog.hull_types]
    if missing:
        raise smap.error(("hull_types",), f"hull_types lacks {missing}")
    for type_ in SYSTEM_MODELS:
        if not any(s.type == type_ for s in catalog.systems):
            raise smap.error(("systems",), f"systems lacks an entry for type {type_!r}")
    return catalog
