"""Fix-it candidates of the game's own, where the generic ones (drop the row, another value
within 64 steps, another choice) cannot reach a fix: a load far over its maximum, craft far past
the hangar, a written-in value the book contradicts on a field the window cannot edit, a custom
class's printed figure against its class number. The engine applies each and keeps only what
clears the finding without adding an error (catalog README, "Fix-it suggestions")."""

from __future__ import annotations

from typing import Sequence

from designer.core.design_path import parse_path
from designer.core.evaluation import Finding
from designer.core.operations import Operation, setter
from designer.games.star_blazers.rules import craft_rules
from designer.games.star_blazers.catalog import StarBlazersCatalog
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.rules.class_library import ClassLibrary
from designer.games.star_blazers.editor.operations import Evaluate, Ship, ship_of

CRAFT_OVER = ("SB-CRAFT-OVER", "SB-SUPPORT-CRAFT-OVER", "SB-HEAVY-BOMBER-OVER")


def fix_candidates(
    design: StarBlazersDesign,
    finding: Finding,
    catalog: StarBlazersCatalog,
    library: ClassLibrary,
    evaluate: Evaluate,
) -> Sequence[Operation]:
    code, path = finding.code, finding.path
    if code == "SB-MUNITION-OVER":
        return _load_maximum(design, path, evaluate)
    if code in CRAFT_OVER:
        ship = ship_of(design, library)
        return () if isinstance(ship, str) else _craft_that_fits(design, path, ship, catalog)
    if code == "SB-FILL-IN-CONFLICT":
        return (setter(path, None, "Remove the written-in value: the book gives it", group="unwrite"),)
    if design.kind == "class" and path.startswith("definition."):
        return _class_figures(design, finding, catalog)
    return ()


def _load_maximum(design: StarBlazersDesign, path: str, evaluate: Evaluate) -> Sequence[Operation]:
    """The load set to its maximum (L4754-4826, L1881-1897)."""
    line = next((m for m in evaluate(design).detail.munitions if m.path == path), None)
    if line is None or line.maximum is None:
        return ()
    return (setter(f"{path}.count", line.maximum, f"Load the maximum, {line.maximum}", group="load-maximum"),)


def _craft_that_fits(
    design: StarBlazersDesign, path: str, ship: Ship, catalog: StarBlazersCatalog
) -> Sequence[Operation]:
    """The row cut to the places the rest of the craft leave (L2591-2648)."""
    index = parse_path(path)[1]  # craft[<index>]
    if not isinstance(index, int):
        return ()
    row = design.craft[index]
    craft = catalog.craft_type(ship.cls.faction, row.type)
    if craft is None:
        return ()
    others = design.model_copy(update={"craft": design.craft[:index] + design.craft[index + 1 :]})
    left = craft_rules.places_left(others, ship.cls, catalog, craft)
    if not 1 <= left < row.count:
        return ()
    return (setter(f"{path}.count", left, f"Embark {left} {row.type}, the places left", group="craft-fit"),)


def _class_figures(
    design: StarBlazersDesign, finding: Finding, catalog: StarBlazersCatalog
) -> Sequence[Operation]:
    """A custom class's figure set to what its class number gives (digest §2, L895-2047), or a
    class number for a class file that has none."""
    table = catalog.class_table
    if design.definition is None:  # a ship file: its class's figures are the catalog's
        return ()
    data = design.definition.data
    if finding.code == "SB-CLASS-NUMBER-MISSING":
        return tuple(
            setter("definition.data.class_number", n, f"Class {n}", group=f"class-{n}") for n in range(1, 10)
        )
    name = finding.path.removeprefix("definition.data.")
    if name not in table.by_class or data.class_number is None:
        return ()  # a mine system's type: the class file's systems block, not a figure
    value = table.figure(name, data.class_number)
    if value is None:
        return ()
    return (
        setter(
            f"definition.data.{name}",
            value,
            f"Set {name.replace('_', ' ')} to class {data.class_number}'s {value:g}",
            group="class-figure",
        ),
    )


__all__ = ["fix_candidates"]
