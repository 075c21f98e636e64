"""The Ship form of a custom class file (``kind: class``): the WDF figures a player fills in to
define the class (README "Custom classes"; 000 L372-674, the class-derived figures of §2 at
L895-2047, which the rules check them against). Ships of a class never see these fields."""

from __future__ import annotations

from typing import Any

from designer.core.editor import FieldSpec
from designer.games.star_blazers.design import StarBlazersDesign
from designer.games.star_blazers.warship_class import FACTION_TITLES

FIGURES = "000 L895-902, L1626-1640"  # the class-derived figures and their table
KIND = ("kind",)  # what ``_class_file`` reads (``FieldSpec.reads``): a ship never shows these


def _class_file(design: StarBlazersDesign, _row: Any) -> bool:
    return design.kind == "class"


def _number(label: str, path: str, lowest: int, highest: int, help: str) -> FieldSpec:
    """A whole-number figure the class may leave unset: the box's value below ``lowest`` reads
    "not given" and writes None (the sheet then leaves a space for it)."""
    return FieldSpec(
        label,
        f"definition.{path}",
        "int",
        minimum=lowest - 1,
        maximum=highest,
        unset_text="not given",
        applies=_class_file,
        reads=KIND,
        help=help,
    )


def class_fields() -> tuple[FieldSpec, ...]:
    factions = tuple(FACTION_TITLES.items())
    return (
        FieldSpec(
            "Class name",
            "definition.name",
            "text",
            applies=_class_file,
            reads=KIND,
            help="The class's name, on the form's title line.",
        ),
        FieldSpec(
            "Faction",
            "definition.faction",
            "choice",
            choices=factions,
            applies=_class_file,
            reads=KIND,
            help="Whose class it is: its ships buy and carry what that faction's do.",
        ),
        FieldSpec(
            "Type code",
            "definition.type_code",
            "text",
            applies=_class_file,
            reads=KIND,
            help="The form's type code before the name (SCG, SDD, ...).",
        ),
        FieldSpec(
            "Class points",
            "definition.points",
            "int",
            minimum=0,
            maximum=100_000,
            applies=_class_file,
            reads=KIND,
            help="The class's point value before purchases and craft.",
        ),
        _number(
            "Class number",
            "data.class_number",
            1,
            9,
            f"The data block's figures follow from it ({FIGURES}); a figure that disagrees "
            "is a finding with a fix.",
        ),
        _number(
            "Fired a turn",
            "data.systems_fired",
            0,
            9,
            f"Weapon systems fired per turn (000 L1007-1011; {FIGURES}).",
        ),
        _number("Tactical warp", "data.tactical_warp_cost", 0, 500, f"Tactical warp cost ({FIGURES})."),
        _number("Strategic warp", "data.strategic_warp_cost", 0, 500, f"Strategic warp cost ({FIGURES})."),
        _number("Hull boxes", "hull.boxes", 1, 10_000, "The hull structure boxes of the form."),
        _number("Radar range", "radar.range", 1, 500, "The radar range in hexes."),
        FieldSpec(
            "Battlecraft",
            "definition.craft.battlecraft",
            "int",
            minimum=0,
            maximum=10_000,
            applies=_class_file,
            reads=KIND,
            help="Battlecraft the class's hangars hold (000 L5408-5412).",
        ),
        FieldSpec(
            "Support craft",
            "definition.craft.support_craft",
            "int",
            minimum=0,
            maximum=10_000,
            applies=_class_file,
            reads=KIND,
            help="Support craft the class's hangars hold.",
        ),
    )


__all__ = ["class_fields"]
