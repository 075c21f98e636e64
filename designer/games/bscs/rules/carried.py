"""The vessels a carrier's hangars hold (``craft_design``): found, read, evaluated, and checked
against their hangar (002 L658-662).

A hangar names what it holds as a fleet names its ships: ``catalog:<id>`` (a standard design,
read once and held by the game) or a path relative to the carrier's own file (the context's
``folder`` says where the carrier is). It holds an assault craft design or a ship design: "a
hangar must be 50% larger than the ship it holds" and costs 3 "per vessel/vehicle held"
(L661-662). A ship held may carry vessels of its own, so a chain of hangars that comes back to
a design it passed is refused before anything is evaluated. What cannot be used is a finding on
the hangar, never an exception.

The files are read by :func:`craft_references` when the carrier is loaded or a hangar's
``craft_design`` is edited (``core/references.py``); evaluation only looks them up.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from designer.core.context import EvaluationContext
from designer.core.errors import LoadError
from designer.core.evaluation import Evaluation, Finding
from designer.core.numbers import format_number, format_points
from designer.core.profile import profile_key
from designer.core.references import ReferenceReader, References
from designer.core.sources import read_reference
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.craft_design import BscsCraft
from designer.games.bscs.design import BscsDesign, Hangar
from designer.games.bscs.rules.entry_checks import hangar_room

EPS = 1e-9
RULE = "Add Hangars, rule 2 (002 L661)"
DEEPEST = 8  # hangars within hangars: more is a loop the walk did not see, or a typo


@dataclass(frozen=True)
class CarriedCraft:
    """The craft one hangar entry holds: ``count`` of ``design`` (``evaluation`` is its own), or
    the ``problem`` that keeps the design from being used."""

    index: int  # of the hangar entry in ``systems``
    ref: str
    count: int  # the entry's hangars × the craft each holds
    design: BscsCraft | BscsDesign | None = None
    evaluation: Evaluation | None = None
    problem: str = ""

    @property
    def points_each(self) -> float:
        return self.evaluation.points if self.evaluation is not None else 0.0

    @property
    def size_each(self) -> float:
        return self.evaluation.detail.size if self.evaluation is not None else 0.0


def read_craft(game, ref: str, folder: Path | None) -> BscsCraft | BscsDesign | str:
    """The craft or ship design ``ref`` names, or why it cannot be used."""
    from designer.core.fleet_file import is_catalog_ref

    if is_catalog_ref(ref):
        name = ref.removeprefix("catalog:")
        found = game.standard_design(name)
        if found is None:
            return f"there is no standard design {name!r}; 'hullwright catalog --game bscs' lists them"
        loaded = game.data.held(f"craft:{name}", lambda: _load(found.path))
    elif folder is None:
        return f"{ref!r} is a path beside the carrier's file: save the carrier first, or name a catalog craft"
    else:
        loaded = _load(folder / Path(ref).expanduser())
    if isinstance(loaded, str):
        return loaded
    if not isinstance(loaded, (BscsCraft, BscsDesign)):
        return f"{ref!r} is not a BSCS ship or assault craft design"
    return loaded


def held_folder(game, ref: str, folder: Path | None) -> Path | None:
    """The folder of the file ``ref`` names: where its own hangars' paths start."""
    from designer.core.fleet_file import is_catalog_ref

    if is_catalog_ref(ref):
        found = game.standard_design(ref.removeprefix("catalog:"))
        return found.path.parent if found is not None else None
    return None if folder is None else (folder / Path(ref).expanduser()).parent


def _where(game, ref: str, folder: Path | None) -> str:
    """One name for one file, however a hangar spells it."""
    from designer.core.fleet_file import is_catalog_ref

    if is_catalog_ref(ref) or folder is None:
        return ref
    return str((folder / Path(ref).expanduser()).resolve())


def hangar_loop(game, ref: str, folder: Path | None, passed: tuple[str, ...] = ()) -> str:
    """Why the vessels ``ref`` holds, and theirs, cannot be evaluated: the chain of hangars
    comes back to a design it passed (a ship that holds itself), or goes deeper than
    :data:`DEEPEST`; "" when it ends. Only files are read here, nothing is evaluated."""
    where = _where(game, ref, folder)
    if where in passed or len(passed) >= DEEPEST:
        chain = " → ".join(Path(w).name for w in (*passed, where))
        return ("holds the design it is in: " if where in passed else "goes too deep: ") + chain
    found = read_craft(game, ref, folder)
    if not isinstance(found, BscsDesign):
        return ""
    inner = held_folder(game, ref, folder)
    for s in found.systems:
        if s.type == "hangar" and s.craft_design is not None:
            loop = hangar_loop(game, s.craft_design, inner, (*passed, where))
            if loop:
                return loop
    return ""


def _load(path: Path):
    """The design in ``path``, or why it cannot be read."""
    from designer.core.design_file import read_design_file

    try:  # through read_reference: the fleet's fingerprint covers the bytes read (core/sources.py)
        loaded = read_reference(path, read_design_file)
    except LoadError as exc:
        return f"cannot be read: {exc}"
    if loaded.game.id != "bscs":
        return f"is a {loaded.game.title} design"
    return loaded.design


def craft_key(ref: str, folder: Path | None) -> tuple[str, str]:
    """The references' key of what a hangar names from ``folder``: a catalog id as written, a
    path made absolute (no system call: a keystroke looks it up)."""
    from designer.core.fleet_file import is_catalog_ref

    if is_catalog_ref(ref):
        return ("bscs-craft", ref)
    if folder is None:  # a path beside a carrier not saved yet: read_craft says so
        return ("bscs-craft-unsaved", ref)
    return ("bscs-craft", os.path.abspath(folder / Path(ref).expanduser()))


def craft_references(
    game, design: BscsDesign | BscsCraft, folder: Path | None, known: References | None = None
) -> References:
    """Every design the hangars of ``design`` hold, and the hangars of those, read (each key once;
    what ``known`` has is kept): each as the design (or why it cannot be used) and the folder
    its own hangars' paths start from."""
    reader = ReferenceReader(known)
    _read_hangars(game, design, folder, reader)
    return reader.result()


def _read_hangars(game, design: BscsDesign | BscsCraft, folder: Path | None, reader: ReferenceReader) -> None:
    for s in getattr(design, "systems", ()):
        if s.type != "hangar" or s.craft_design is None:
            continue
        key = craft_key(s.craft_design, folder)
        if key in reader.found:
            continue
        found, inner = reader.read(
            key, lambda ref=s.craft_design: (_read_held(game, ref, folder), held_folder(game, ref, folder))
        )
        if isinstance(found, BscsDesign):  # not in a loop (_read_held refused those): its own hangars
            _read_hangars(game, found, inner, reader)


def _read_held(game, ref: str, folder: Path | None) -> BscsCraft | BscsDesign | str:
    """The design a hangar holds, or why it cannot be used (a ship in a loop of hangars too)."""
    found = read_craft(game, ref, folder)
    if isinstance(found, BscsDesign):
        loop = hangar_loop(game, ref, folder)
        if loop:
            return f"{ref!r} {loop}"
    return found


def carried_craft(game, design: BscsDesign, context: EvaluationContext) -> tuple[CarriedCraft, ...]:
    """Every hangar entry's craft design, as read before evaluation (``context.references``),
    evaluated (kept in the memos while the design, the caller's rule choices and the house-rule
    profile stay)."""
    out = []
    overrides = tuple(sorted(context.overrides.items()))
    profile = profile_key(context.profile) if context.profile is not None else ""
    references = context.references or References()
    for i, s in enumerate(design.systems):
        if s.type != "hangar" or s.craft_design is None:
            continue
        unread = (f"{s.craft_design!r} was not read with the carrier; open it again", None)
        found, inner = references.get(craft_key(s.craft_design, context.folder), unread)
        count = s.count * s.craft
        if isinstance(found, str):
            out.append(CarriedCraft(i, s.craft_design, count, problem=found))
            continue
        craft_context = EvaluationContext(
            overrides=context.overrides,
            profile=context.profile,
            memos=context.memos,
            references=references,
            folder=inner,
        )
        evaluation = context.memos.of(
            "bscs-craft-evaluation",
            (found,),
            lambda found=found, craft_context=craft_context: game.evaluate(found, craft_context),
            overrides,
            profile,
        )
        out.append(CarriedCraft(i, s.craft_design, count, found, evaluation))
    return tuple(out)


def carried_findings(
    design: BscsDesign, carried: tuple[CarriedCraft, ...], catalog: BscsCatalog
) -> list[Finding]:
    """A craft design that cannot be used or is not legal, and a hangar too small for it."""
    out: list[Finding] = []
    factor = catalog.entry("hangar")["size_factor"]
    for c in carried:
        hangar: Hangar = design.systems[c.index]
        path = f"systems[{c.index}]"
        if c.problem:
            out.append(
                Finding(
                    "BSCS-CRAFT-DESIGN",
                    "error",
                    f"craft_design {c.problem}",
                    f"{path}.craft_design",
                    "Add Hangars (002 L658-662)",
                )
            )
            continue
        if not c.evaluation.legal:
            first = c.evaluation.errors[0]
            out.append(
                Finding(
                    "BSCS-CRAFT-ILLEGAL",
                    "error",
                    f"the {c.design.name} it carries is not legal: {first.message} [{first.code}]",
                    f"{path}.craft_design",
                    first.rule,
                )
            )
        if hangar.craft_size and abs(hangar.craft_size - c.size_each) > EPS:
            out.append(
                Finding(
                    "BSCS-HANGAR-CRAFT-SIZE",
                    "warning",
                    f"craft_size {format_number(hangar.craft_size)} is not used: the "
                    f"{c.design.name} is size {format_number(c.size_each)}; remove craft_size",
                    f"{path}.craft_size",
                    RULE,
                )
            )
        need = hangar.craft * c.size_each * factor
        if hangar.spaces < need - EPS:
            out.append(
                Finding(
                    "BSCS-HANGAR-SMALL",
                    "error",
                    f"a hangar for {hangar.craft} {c.design.name} of size "
                    f"{format_number(c.size_each)} needs {format_number(need)} spaces "
                    f"({hangar_room(catalog)}), not {format_number(hangar.spaces)}",
                    f"{path}.spaces",
                    RULE,
                )
            )
    return out


def craft_label(c: CarriedCraft) -> str:
    """ "10 × Fighter (TC-12), 23.4 points each"."""
    cls = f" ({c.design.ship_class})" if c.design.ship_class else ""
    return f"{c.count} × {c.design.name}{cls}, {format_points(c.points_each)} points each"


def carried_points(carried: tuple[CarriedCraft, ...], options: Mapping) -> bool:
    """Whether the carrier's points include its craft (rule ``carried_craft_points``)."""
    return options["carried_craft_points"] == "carrier" and any(c.design for c in carried)
