"""The assault craft editor (``kind: craft``): the craft's fields (type, fractional hull, turn
mode), its systems table with the craft's own rows and the ship weapons' fields, the arc wheel,
the whole craft's totals, a palette in the build order and the header's figures
(002 L515-564). Shown by the window for a craft design (``Game.editor_for``)."""

from __future__ import annotations

from designer.core.editor import EditorSpec, FieldSpec, StatSpec
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.craft_checks import CRAFT_STEPS
from designer.games.bscs.craft_design import CRAFT_SYSTEM_TYPES, CRAFT_TYPE_TITLES, CRAFT_TYPES
from designer.games.bscs.editor.fields import MEASURES, common_fields, craft_fields, palette, systems_list

CRAFT_PALETTE = (  # (type, group, entry, size text, cost text, summary, source)
    (
        "drive",
        "1 Drives",
        {"count": 2},
        "0.5",
        "5",
        "Move cost starts at 1; −1 for 2 points a drive.",
        "002 L517",
    ),
    (
        "shield",
        "2 Shields",
        {},
        "0.1",
        "0.1 (+5/point)",
        "One shield point; one generator per size of craft.",
        "002 L519",
    ),
    ("sensor", "3 Sensors", {"level": "fair"}, "0.5", "5 × chart", "One per size of craft.", "002 L521"),
    (
        "beam",
        "4 Weapons",
        {"damage": 2},
        "D/K × arcs",
        "as ships",
        "Ship beam or a smaller one.",
        "002 L522, L574-575",
    ),
    ("cannon", "4 Weapons", {"damage": 1}, "1/damage", "1/damage", "Ship mass driver.", "002 L522"),
    (
        "missile",
        "4 Weapons",
        {"damage": 10, "range": 10},
        "D/100 + sensors/10",
        "D/10 + range/10 + sensors",
        "Ship missile.",
        "002 L522",
    ),
    ("inertial-storage", "5 Power", {}, "1", "0.1", "Stores 100 energy.", "002 L520"),
    ("reactor", "5 Power", {}, "1", "1 (+1/power)", "10 power a turn.", "002 L520"),
    ("armor", "6 Armor", {}, "0.3", "1", "+5 move cost; covers the craft under size 25.", "002 L523"),
    ("hold", "7 Holds", {"size": 0.5}, "any", "0", "Fractional holds.", "002 L524"),
    ("rescue-pod", "8 Rescue pod", {}, "0.1", "0.2", "2 crew for 2 days.", "002 L525"),
    (
        "articulation",
        "9 Articulation",
        {"form": "bipedal"},
        "× craft",
        "× its size",
        "VGFs and HBVs: legs and limbs.",
        "002 L526-532",
    ),
    (
        "vg-gear",
        "10 VG gear",
        {"form": "bipedal", "modes": 2},
        "× craft",
        "× its size",
        "VGFs: change between modes.",
        "002 L534-539",
    ),
)
TYPE_CHOICES = tuple((key, CRAFT_TYPE_TITLES[key]) for key in CRAFT_TYPES)


def _craft_design_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Name", "name", "text", help="Printed on the group sheet."),
        FieldSpec("Class", "ship_class", "text"),
        FieldSpec("Faction", "faction", "text"),
        FieldSpec(
            "Craft type",
            "craft_type",
            "choice",
            choices=TYPE_CHOICES,
            help="Fighters and boarding pods; VGFs add articulation and variable-geometry "
            "gear; HBVs have articulation, no drives and no turn mode (002 L471-478, "
            "L554-564).",
        ),
        FieldSpec(
            "Hull",
            "hull",
            "float",
            minimum=0,
            maximum=100000,
            step=0.1,
            help="Fractional, 0.1 at least: one per 20 spaces, rounded up in tenths, and "
            "one per 10 crew (002 L541, L689, L696).",
        ),
        FieldSpec(
            "Turn mode",
            "turn_mode",
            "int",
            minimum=0,
            maximum=1000,
            help="At least 1, size/20 a level (002 L111, L748); an HBV has none: 0 (L560).",
        ),
        FieldSpec(
            "Streamlining",
            "streamline",
            "choice",
            choices=(("none", "None"), ("standard", "Standard (landing)"), ("cargo-plane", "Cargo plane")),
            help="10% of size at 1 point per size, or 25% at 2; at least 2 drives (002 L545-552).",
        ),
        FieldSpec(
            "Stealth",
            "stealth",
            "int",
            minimum=0,
            maximum=100,
            help="−1 to be hit a level; size × 0.05 a level, 10 points per size (002 L542-544).",
        ),
    )


def build_craft_editor(catalog: BscsCatalog) -> EditorSpec:
    fields = common_fields(catalog) + craft_fields()
    return EditorSpec(
        fields=_craft_design_fields(),
        fields_title="Assault craft",
        lists=(systems_list("Systems (in build order)", "Whole craft", fields),),
        palette=palette(CRAFT_PALETTE, CRAFT_SYSTEM_TYPES, CRAFT_STEPS),
        palette_measures=MEASURES,
        stats=(
            StatSpec("points", "Points", "Total cost (002 L515-564)", points=True),
            StatSpec("move_cost", "Move cost", "Starting at 1, +5 a point of armor (002 L517, L523)"),
            StatSpec("max_move", "Max move", "= drives (002 L367)"),
            StatSpec("turn_mode", "TM"),
            StatSpec("energy", "Energy", "Inertial storage, 100 each (002 L520)"),
            StatSpec("crew", "Crew", "A pilot, and a weaponeer over 4 weapons (002 L697)"),
        ),
    )


__all__ = ["build_craft_editor"]
