"""The assault craft a carrier's hangars hold (``craft_design``): found, read, evaluated, and
checked against their hangar (002 L658-662).

A hangar names its craft as a fleet names its ships: ``catalog:<id>`` (a standard craft design,
read once and held by the game) or a path relative to the carrier's own file (read once per
hangar entry while the document's memos keep it; the context's ``folder`` says where the
carrier is). A craft that cannot be used is a finding on the hangar, never an exception.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from designer.core.context import EvaluationContext
from designer.core.errors import LoadError
from designer.core.evaluation import Evaluation, Finding
from designer.core.numbers import format_number, format_points
from designer.core.profile import profile_key
from designer.core.sources import read_reference
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.design import BscsDesign, Hangar
from designer.games.bscs.entry_checks import hangar_room

EPS = 1e-9
RULE = "Add Hangars, rule 2 (002 L661)"


@dataclass(frozen=True)
class CarriedCraft:
    """The craft one hangar entry holds: ``count`` of ``design`` (``evaluation`` is its own), or
    the ``problem`` that keeps the design from being used."""

    index: int  # of the hangar entry in ``systems``
    ref: str
    count: int  # the entry's hangars × the craft each holds
    design: BscsCraft | None = None
    evaluation: Evaluation | None = None
    problem: str = ""

    @property
    def points_each(self) -> float:
        return self.evaluation.points if self.evaluation is not None else 0.0

    @property
    def size_each(self) -> float:
        return self.evaluation.detail.size if self.evaluation is not None else 0.0


def read_craft(game, ref: str, folder: Path | None) -> BscsCraft | str:
    """The craft design ``ref`` names, or why it cannot be used."""
    from designer.core.fleet_file import is_catalog_ref

    if is_catalog_ref(ref):
        name = ref.removeprefix("catalog:")
        found = game.standard_design(name)
        if found is None:
            return f"there is no standard design {name!r}; 'drydock catalog --game bscs' lists them"
        loaded = game.held(f"craft:{name}", lambda: _load(found.path))
    elif folder is None:
        return (f"{ref!r} is a path beside the carrier's file: save the carrier first, or name a "
                "catalog craft")
    else:
        loaded = _load(folder / Path(ref).expanduser())
    if isinstance(loaded, str):
        return loaded
    if not isinstance(loaded, BscsCraft):
        return f"{ref!r} is not an assault craft design (its file needs 'kind: craft')"
    return loaded


def _load(path: Path):
    """The design in ``path``, or why it cannot be read."""
    from designer.core.design_file import load_design

    try:  # through read_reference: the fleet's fingerprint covers the bytes read (core/sources.py)
        loaded = read_reference(path, load_design)
    except LoadError as exc:
        return f"cannot be read: {exc}"
    if loaded.game.id != "bscs":
        return f"is a {loaded.game.title} design"
    return loaded.design


def carried_craft(game, design: BscsDesign, context: EvaluationContext) -> tuple[CarriedCraft, ...]:
    """Every hangar entry's craft design, read and evaluated (each kept in the memos while the
    hangar entry, the folder, the caller's rule choices and the house-rule profile stay)."""
    out = []
    overrides = tuple(sorted(context.overrides.items()))
    profile = profile_key(context.profile) if context.profile is not None else ""
    for i, s in enumerate(design.systems):
        if s.type != "hangar" or s.craft_design is None:
            continue
        found = context.memos.get("bscs-craft-design", s, lambda: read_craft(game, s.craft_design,
                                                                              context.folder),
                                  str(context.folder))
        count = s.count * s.craft
        if isinstance(found, str):
            out.append(CarriedCraft(i, s.craft_design, count, problem=found))
            continue
        craft_context = EvaluationContext(overrides=context.overrides, profile=context.profile,
                                          memos=context.memos)
        evaluation = context.memos.get("bscs-craft-evaluation", found,
                                       lambda: game.evaluate(found, craft_context), overrides,
                                       profile)
        out.append(CarriedCraft(i, s.craft_design, count, found, evaluation))
    return tuple(out)


def carried_findings(design: BscsDesign, carried: tuple[CarriedCraft, ...],
                     catalog: BscsCatalog) -> list[Finding]:
    """A craft design that cannot be used or is not legal, and a hangar too small for it."""
    out: list[Finding] = []
    factor = catalog.entry("hangar")["size_factor"]
    for c in carried:
        hangar: Hangar = design.systems[c.index]
        path = f"systems[{c.index}]"
        if c.problem:
            out.append(Finding("BSCS-CRAFT-DESIGN", "error", f"craft_design {c.problem}",
                               f"{path}.craft_design", "Add Hangars (002 L658-662)"))
            continue
        if not c.evaluation.legal:
            first = c.evaluation.errors[0]
            out.append(Finding("BSCS-CRAFT-ILLEGAL", "error",
                               f"the {c.design.name} it carries is not a legal craft: "
                               f"{first.message} [{first.code}]", f"{path}.craft_design", first.rule))
        if hangar.craft_size and abs(hangar.craft_size - c.size_each) > EPS:
            out.append(Finding("BSCS-HANGAR-CRAFT-SIZE", "warning",
                               f"craft_size {format_number(hangar.craft_size)} is not used: the "
                               f"{c.design.name} is size {format_number(c.size_each)}; remove craft_size",
                               f"{path}.craft_size", RULE))
        need = hangar.craft * c.size_each * factor
        if hangar.spaces < need - EPS:
            out.append(Finding("BSCS-HANGAR-SMALL", "error",
                               f"a hangar for {hangar.craft} {c.design.name} of size "
                               f"{format_number(c.size_each)} needs {format_number(need)} spaces "
                               f"({hangar_room(catalog)}), not {format_number(hangar.spaces)}",
                               f"{path}.spaces", RULE))
    return out


def craft_label(c: CarriedCraft) -> str:
    """"10 × Fighter (TC-12), 23.4 points each"."""
    cls = f" ({c.design.ship_class})" if c.design.ship_class else ""
    return f"{c.count} × {c.design.name}{cls}, {format_points(c.points_each)} points each"


def carried_points(carried: tuple[CarriedCraft, ...], options: Mapping) -> bool:
    """Whether the carrier's points include its craft (rule ``carried_craft_points``)."""
    return options["carried_craft_points"] == "carrier" and any(c.design for c in carried)
