"""The BSCS ship editor for the window: ship fields, a Crew tab, the systems table with each
system's own parameters, the six-arc wheel, the section (Damage Allocation Diagram) placement
of every row, the whole ship's totals, the palette in construction order, and the header's
figures (002 L594-785). Fields shared with assault craft are in ``editor_fields.py``; the craft
editor is ``craft_editor.py``. A system added from the palette goes where the book's
construction order puts it.
"""

from __future__ import annotations

from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, SectionSpec, StatSpec
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.checks import STEPS
from designer.games.bscs.design import SYSTEM_TYPES
from designer.games.bscs.editor.fields import MEASURES, common_fields, palette, ship_fields, systems_list

PALETTE = (  # (type, group, entry, size text, cost text, summary, source)
    (
        "drive",
        "1 Drives",
        {"count": 2},
        "1",
        "1",
        "Max move = drives; move cost improvement 1 Pt per level per drive.",
        "002 L596-604",
    ),
    ("jump", "2 Jump", {}, "25", "100", "Opens the portal; 100 power a jump.", "002 L606-609"),
    (
        "beam",
        "3 Weapons",
        {"damage": 10},
        "D/K × arcs",
        "D + (E−1) + (D−D/K) + F + 10C",
        "Beam; a compacted beam is a torpedo.",
        "002 L176-195",
    ),
    (
        "cannon",
        "3 Weapons",
        {"damage": 5},
        "1/damage",
        "1/damage",
        "Mass driver; max 5 damage without a warhead (CU).",
        "002 L197-225",
    ),
    (
        "missile",
        "3 Weapons",
        {"damage": 100, "range": 10},
        "D/100 + sensors/10",
        "D/10 + range/10 + sensors",
        "At least one sensor; no power.",
        "002 L227-243",
    ),
    ("shield", "4 Shields", {"count": 1}, "1", "1", "10 shield points, 10 power a turn.", "002 L613-620"),
    ("reactor", "5 Reactors", {"count": 1}, "1", "1 (+1/power)", "10 power; in the Core.", "002 L622-632"),
    (
        "sensor",
        "6 Sensors",
        {"level": "standard"},
        "1",
        "N × basis + N³",
        "Needs one hull each.",
        "002 L634-638",
    ),
    ("armor", "7 Armor", {}, "1", "1", "+10 move cost; covers one section.", "002 L640-644"),
    ("hold", "8 Holds", {"count": 5}, "1", "0", "Cargo, shells, parts, bunks.", "002 L646-656"),
    (
        "hangar",
        "9 Hangars",
        {"spaces": 15, "craft": 1, "craft_size": 10},
        "≥ 1.5 × craft",
        "3 per craft",
        "Not in the Core; 5 techs.",
        "002 L658-662",
    ),
    ("repair", "10 Auxiliary", {}, "1", "1", "1 repair point a turn; 1 power, 5 crew.", "002 L666-671"),
    ("hospital", "10 Auxiliary", {}, "4", "5", "20 beds; 2 power, 20 crew.", "002 L673-679"),
    ("rescue-pod", "10 Auxiliary", {}, "1", "2", "15 crew for 3 days.", "002 L681-685"),
    ("boarding", "12 Crew", {"unit": "marines"}, "0", "2/6/10/50", "Boarding units.", "002 L707-718"),
)


def _ship_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Name", "name", "text", help="Printed on the Damage Allocation Diagram."),
        FieldSpec("Class", "ship_class", "text"),
        FieldSpec("Faction", "faction", "text"),
        FieldSpec(
            "Hull",
            "hull",
            "int",
            minimum=0,
            maximum=100000,
            help="At least one per 20 spaces, one per sensor, one per 10 crew; spread "
            "evenly over the seven sections (002 L360, L638, L689, L696, L763).",
        ),
        # Optional: the lowest value of the box (0, which no ship is) means no size aimed at.
        FieldSpec(
            "Size aimed at",
            "size",
            "float",
            minimum=0,
            maximum=1e7,
            suffix="spaces",
            unset_text="no target",
            help="The size the ship should come to: more spaces used is an error, fewer a "
            "warning (002 L689). 'no target' (the lowest value) sets none: the size is "
            "what the systems, hull, streamlining and stealth take.",
        ),
        FieldSpec(
            "Turn mode",
            "turn_mode",
            "int",
            minimum=1,
            maximum=1000,
            help="Hexes straight before a turn = speed / TM, so at least 1 (002 L109-111); "
            "costs size/20 a level, takes no space (L744-750).",
        ),
        FieldSpec(
            "Streamlining",
            "streamline",
            "choice",
            choices=(("none", "None"), ("standard", "Standard (landing)"), ("cargo-plane", "Cargo plane")),
            help="10% of size at 1 point per size, or 25% at 2; at least 2 drives (002 L721-729).",
        ),
        FieldSpec(
            "Stealth",
            "stealth",
            "int",
            minimum=0,
            maximum=100,
            help="−1 to be hit a level; size × 0.05 a level, 10 points per size; above 20 "
            "the ship is useless (002 L440-446, L731-734).",
        ),
    )


def _crew_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec(
            "Voyages",
            "crew.voyage",
            "choice",
            choices=(("long", "Long (minimum × 3)"), ("short", "Short (8 hours)")),
            help="Long: minimum crew weapons/4 + pilot + engineer, complement 3 × that "
            "(002 L700-702). Short: underway 8 hours or less, only a pilot and a "
            "weaponeer over 4 weapons (L697).",
        ),
        FieldSpec(
            "Fighter techs",
            "crew.fighter_techs",
            "bool",
            help="Five per hangar, if the ship has them (002 L702-703).",
        ),
        FieldSpec(
            "Engineers",
            "crew.engineers",
            "bool",
            help="(Drives + reactors) / 10, if the ship has them (002 L702, L704).",
        ),
        FieldSpec(
            "System operators",
            "crew.system_operators",
            "bool",
            help="(Sensors + shields) / 5, if the ship has them (002 L702, L705).",
        ),
        FieldSpec(
            "Jump engineer", "crew.jump_engineer", "bool", help="One, with a jump engine (002 L702, L706)."
        ),
    )


CREW_HELP = (
    "The specialists a ship 'may have' (002 L702-706); repairmen, corpsmen and boarding "
    "troops come with their equipment (L671, L678, L709-712)."
)


def build_editor(catalog: BscsCatalog) -> EditorSpec:
    fields = common_fields(catalog) + ship_fields(catalog)
    section = next(f for f in fields if f.path == "section")
    return EditorSpec(
        fields=_ship_fields(),
        fields_title="Ship",
        sections=(SectionSpec("Crew", _crew_fields(), help=CREW_HELP),),
        lists=(
            systems_list(
                "Systems (in construction order)",
                "Whole ship",
                fields,
                (ColumnSpec("Section", fields=(section,)),),
            ),
        ),
        palette=palette(PALETTE, SYSTEM_TYPES, STEPS),
        palette_measures=MEASURES,
        stats=(
            StatSpec("points", "Points", "Total cost (002 L752-756)", points=True),
            StatSpec("power_produced", "Power", "Reactors × output (002 L628)"),
            StatSpec("move_cost", "Move cost", "002 L736-742"),
            StatSpec("max_move", "Max move", "= drives (002 L367)"),
            StatSpec("turn_mode", "TM"),
            StatSpec("crew_required", "Crew", "Normal complement (002 L702)"),
        ),
    )


__all__ = ["build_editor"]
