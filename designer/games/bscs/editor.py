"""The BSCS editor for the window: ship fields, the systems table with each system's own
parameters, the six-arc wheel, the section (Damage Allocation Diagram) placement of every
row, the palette in construction order, and the header's figures (002 L594-785).

Spin-box ranges are loose on purpose: a value that breaks a construction rule (focus 11 under
the Campaign Universe, a reactor outside the Core) is a finding shown live, not a refusal.
A system added from the palette goes where the book's construction order puts it.
"""

from __future__ import annotations

from designer.core.editor import ColumnSpec, EditorSpec, FieldSpec, ListSpec, SectionSpec, StatSpec
from designer.core.facing import Facing, FacingSpec
from designer.core.operations import Operation, add_row
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.checks import STEPS
from designer.games.bscs.design import ARCS, SENSOR_LEVELS, SYSTEM_TYPES, System
from designer.games.bscs.placement import KIND_TITLES, SECTION_TITLES, kind_title, on_diagram

# Six 60° arcs, bow up (002 L190, L259; names inferred, digest D35).
ARC_EDITOR = tuple(Facing(key, SECTION_TITLES[key], 60.0 * i, 60.0) for i, key in enumerate(ARCS))
SECTION_CHOICES = (("auto", "Automatic"),) + tuple((k, v) for k, v in SECTION_TITLES.items())

PALETTE = (  # (type, group, entry, size text, cost text, summary, source)
    ("drive", "1 Drives", {"count": 2}, "1", "1", "Max move = drives; move cost improvement "
     "1 Pt per level per drive.", "002 L596-604"),
    ("jump", "2 Jump", {}, "25", "100", "Opens the portal; 100 power a jump.", "002 L606-609"),
    ("beam", "3 Weapons", {"damage": 10}, "D/K × arcs", "D + (E−1) + (D−D/K) + F + 10C",
     "Beam; a compacted beam is a torpedo.", "002 L176-195"),
    ("cannon", "3 Weapons", {"damage": 5}, "1/damage", "1/damage",
     "Mass driver; max 5 damage without a warhead (CU).", "002 L197-225"),
    ("missile", "3 Weapons", {"damage": 100, "range": 10}, "D/100 + sensors/10",
     "D/10 + range/10 + sensors", "At least one sensor; no power.", "002 L227-243"),
    ("shield", "4 Shields", {"count": 1}, "1", "1", "10 shield points, 10 power a turn.", "002 L613-620"),
    ("reactor", "5 Reactors", {"count": 1}, "1", "1 (+1/power)", "10 power; in the Core.", "002 L622-632"),
    ("sensor", "6 Sensors", {"level": "standard"}, "1", "N × basis + N³", "Needs one hull each.",
     "002 L634-638"),
    ("armor", "7 Armor", {}, "1", "1", "+10 move cost; covers one section.", "002 L640-644"),
    ("hold", "8 Holds", {"count": 5}, "1", "0", "Cargo, shells, parts, bunks.", "002 L646-656"),
    ("hangar", "9 Hangars", {"spaces": 15, "craft": 1, "craft_size": 10}, "≥ 1.5 × craft",
     "3 per craft", "Not in the Core; 5 techs.", "002 L658-662"),
    ("repair", "10 Auxiliary", {}, "1", "1", "1 repair point a turn; 1 power, 5 crew.", "002 L666-671"),
    ("hospital", "10 Auxiliary", {}, "4", "5", "20 beds; 2 power, 20 crew.", "002 L673-679"),
    ("rescue-pod", "10 Auxiliary", {}, "1", "2", "15 crew for 3 days.", "002 L681-685"),
    ("boarding", "12 Crew", {"unit": "marines"}, "0", "2/6/10/50", "Boarding units.", "002 L707-718"),
)


def _of(*types: str):
    return lambda _design, row: row is not None and row.type in types


def _sensor_choices(catalog: BscsCatalog) -> tuple[tuple[str, str], ...]:
    """Each sensor type with the die it rolls: "Good (d10)" (002 L411-420)."""
    chart = catalog.sensor_chart()
    return tuple((s, f"{s.capitalize()} (d{chart[s]['die']})") for s in SENSOR_LEVELS)


def _row_fields(catalog: BscsCatalog) -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Count", "count", "int", minimum=1, maximum=10000,
                  help="Identical units in this entry; size, points and tics multiply."),
        FieldSpec("Section", "section", "choice", choices=SECTION_CHOICES,
                  applies=lambda _d, row: row is not None and on_diagram(row, catalog),
                  help="Where the tics go on the Damage Allocation Diagram. Weapons in one of "
                       "their arcs, reactors in the Core, no weapons or hangars in the Core "
                       "(002 L762-766). Automatic spreads them evenly."),
        FieldSpec("Label", "label", "text", help="The name printed on the sheet."),
        FieldSpec("Move-cost levels", "mc_levels", "int", minimum=0, maximum=1000,
                  applies=_of("drive"), suffix="MC levels",
                  help="−1 move cost per level, 1 point per level per drive; never below 1 "
                       "(002 L600-603)."),
        FieldSpec("Damage", "damage", "float", minimum=0, maximum=1e6, suffix="damage",
                  applies=_of("beam", "cannon", "missile"),
                  help="Beam/cannon: 1 size and 1 point per damage (002 L184, L205). Missile: "
                       "explosive damage, 1 point per 10 (L241)."),
        FieldSpec("Efficiency", "efficiency", "int", minimum=1, maximum=20, applies=_of("beam"),
                  help="Damage per power; 1 point a level; CU max 15 (002 L183, L192)."),
        FieldSpec("Damage per size", "damage_per_size", "int", minimum=1, maximum=1000,
                  applies=_of("beam"),
                  help="K: size is D/K; 1 point per extra damage caused; CU max 25 (002 L186, L193)."),
        FieldSpec("Focus", "focus", "int", minimum=0, maximum=1000, applies=_of("beam"),
                  help="+1 hex before losing damage, 1 point a level; CU max 10 (002 L187, L194)."),
        FieldSpec("Compaction", "compaction", "int", minimum=0, maximum=1000, applies=_of("beam"),
                  help="+10 hexes a level, 10 points a level; CU max 3 (002 L188, L195)."),
        FieldSpec("Warhead", "warhead", "choice",
                  choices=(("none", "None"), ("explosive", "Explosive"), ("nuclear", "Nuclear"),
                           ("antimatter", "Antimatter")), applies=_of("cannon"),
                  help="Cannon shell warheads, at most 0.1 size (002 L207-215)."),
        FieldSpec("Warhead", "warhead", "choice",
                  choices=(("explosive", "Explosive"), ("nuclear", "Nuclear"),
                           ("antimatter", "Antimatter")), applies=_of("missile"),
                  help="Explosive (damage), nuclear (kt) or antimatter (Mt) (002 L241-242)."),
        FieldSpec("Yield", "yield", "float", minimum=0, maximum=1e6, step=0.1,
                  applies=_of("cannon", "missile"),
                  help="Explosive damage per shell, or kt (nuclear), or Mt (antimatter)."),
        FieldSpec("Shells", "shells", "int", minimum=0, maximum=1_000_000, applies=_of("cannon"),
                  help="Carried in holds marked 'shells' (002 L216-220)."),
        FieldSpec("Range", "range", "float", minimum=0, maximum=1e6, applies=_of("missile"),
                  help="Hexes, 1 point per 10 (002 L241; the Ranges chart is missing)."),
        FieldSpec("Sensors", "sensors", "int", minimum=0, maximum=1000, applies=_of("missile"),
                  help="At least one (002 L243); 1 point and 0.1 size each."),
        FieldSpec("Sensor type", "sensor_level", "choice", choices=_sensor_choices(catalog),
                  applies=_of("missile"),
                  help="The die the missile rolls (002 L411-420)."),
        FieldSpec("Shield points", "points", "int", minimum=1, maximum=1000, applies=_of("shield"),
                  suffix="shield points",
                  help="Per generator: 10, +1 point per extra; all generators alike; CU max 20 "
                       "(002 L615-620)."),
        FieldSpec("Output", "output", "int", minimum=1, maximum=1000, applies=_of("reactor"),
                  suffix="power",
                  help="Power per reactor: 10, +1 point per extra; all alike; CU max 20 "
                       "(002 L628-631)."),
        FieldSpec("Type", "level", "choice", choices=_sensor_choices(catalog), applies=_of("sensor"),
                  help="Poor d4 … Advanced d30; cost N × basis + N³ per type (002 L411-420, L637)."),
        FieldSpec("Contents", "contents", "choice",
                  choices=tuple((c, c.capitalize()) for c in
                                ("empty", "cargo", "shells", "parts", "bunks", "quarters", "stateroom")),
                  applies=_of("hold"), help="What the holds carry (002 L393-400)."),
        FieldSpec("Spaces", "spaces", "float", minimum=0.1, maximum=1e6, applies=_of("hangar"),
                  suffix="spaces",
                  help="Holds joined into the hangar: 50% larger than its craft (002 L660-661)."),
        FieldSpec("Craft", "craft", "int", minimum=0, maximum=1000, applies=_of("hangar"),
                  help="3 points per craft held (002 L662)."),
        FieldSpec("Craft size", "craft_size", "float", minimum=0, maximum=1e6, applies=_of("hangar"),
                  help="Size of each craft held."),
        FieldSpec("Unit", "unit", "choice",
                  choices=(("marines", "Marines"), ("commandos", "Commandos"),
                           ("heavy-weapons", "Heavy weapons"), ("powered-armor", "Powered armor")),
                  applies=_of("boarding"), help="Boarding party units (002 L707-718)."),
    )


def _ship_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Name", "name", "text", help="Printed on the Damage Allocation Diagram."),
        FieldSpec("Class", "ship_class", "text"),
        FieldSpec("Faction", "faction", "text"),
        FieldSpec("Hull", "hull", "int", minimum=0, maximum=100000,
                  help="At least one per 20 spaces, one per sensor, one per 10 crew; spread "
                       "evenly over the seven sections (002 L360, L638, L689, L696, L763)."),
        # Optional: the lowest value of the box (0, which no ship is) means no size aimed at.
        FieldSpec("Size aimed at", "size", "float", minimum=0, maximum=1e7, suffix="spaces",
                  unset_text="no target",
                  help="The size the ship should come to: more spaces used is an error, fewer a "
                       "warning (002 L689). 'no target' (the lowest value) sets none: the size is "
                       "what the systems, hull, streamlining and stealth take."),
        FieldSpec("Turn mode", "turn_mode", "int", minimum=1, maximum=1000,
                  help="Hexes straight before a turn = speed / TM, so at least 1 (002 L109-111); "
                       "costs size/20 a level, takes no space (L744-750)."),
        FieldSpec("Streamlining", "streamline", "choice",
                  choices=(("none", "None"), ("standard", "Standard (landing)"),
                           ("cargo-plane", "Cargo plane")),
                  help="10% of size at 1 point per size, or 25% at 2; at least 2 drives (002 L721-729)."),
        FieldSpec("Stealth", "stealth", "int", minimum=0, maximum=100,
                  help="−1 to be hit a level; size × 0.05 a level, 10 points per size; above 20 "
                       "the ship is useless (002 L440-446, L731-734)."),
    )


def _crew_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec("Voyages", "crew.voyage", "choice",
                  choices=(("long", "Long (minimum × 3)"), ("short", "Short (8 hours)")),
                  help="Long: minimum crew weapons/4 + pilot + engineer, complement 3 × that "
                       "(002 L700-702). Short: underway 8 hours or less, only a pilot and a "
                       "weaponeer over 4 weapons (L697)."),
        FieldSpec("Fighter techs", "crew.fighter_techs", "bool",
                  help="Five per hangar, if the ship has them (002 L702-703)."),
        FieldSpec("Engineers", "crew.engineers", "bool",
                  help="(Drives + reactors) / 10, if the ship has them (002 L702, L704)."),
        FieldSpec("System operators", "crew.system_operators", "bool",
                  help="(Sensors + shields) / 5, if the ship has them (002 L702, L705)."),
        FieldSpec("Jump engineer", "crew.jump_engineer", "bool",
                  help="One, with a jump engine (002 L702, L706)."),
    )


CREW_HELP = ("The specialists a ship 'may have' (002 L702-706); repairmen, corpsmen and boarding "
             "troops come with their equipment (L671, L678, L709-712).")


def _row_label(row: System) -> str:
    title = kind_title(row)
    return f"{row.label} ({title})" if row.label and row.label != title else title


def construction_position(design, row: System) -> int:
    """Where the book's construction order puts a new entry: after the last entry of its own
    step or an earlier one (002 L594-758), so adding never causes a BSCS-ORDER finding."""
    step = STEPS[row.type]
    place = 0
    for i, s in enumerate(design.systems):
        if STEPS[s.type] <= step:
            place = i + 1
    return place


def _palette() -> tuple[Operation, ...]:
    out = []
    for kind, group, extra, size, cost, summary, source in PALETTE:
        model = SYSTEM_TYPES[kind]
        entry = {"type": kind, **extra}
        out.append(add_row(
            kind, KIND_TITLES[kind], "systems",
            lambda _design, m=model, e=entry: m.model_validate(e),
            position=construction_position, group=group, summary=summary, source=source,
            measures={"size": size, "points": cost}))
    return tuple(out)


def build_editor(catalog: BscsCatalog) -> EditorSpec:
    fields = _row_fields(catalog)
    by_path: dict[str, list[FieldSpec]] = {}
    for f in fields:
        by_path.setdefault(f.path, []).append(f)
    # "Rating": each system's main figure with its unit ("10 damage", "12 power", "5 MC
    # levels"); "Type": what kind of it ("Good (d10)", "Cargo", "Marines", a warhead).
    rating = tuple(by_path["damage"] + by_path["output"] + by_path["points"]
                   + by_path["mc_levels"] + by_path["spaces"])
    kind = tuple(by_path["level"] + by_path["contents"] + by_path["unit"] + by_path["warhead"])
    return EditorSpec(
        fields=_ship_fields(),
        fields_title="Ship",
        sections=(SectionSpec("Crew", _crew_fields(), help=CREW_HELP),),
        lists=(ListSpec(
            path="systems", title="Systems (in construction order)", noun="System",
            row_title="Selected system", totals="Whole ship",
            columns=(ColumnSpec("Count", fields=tuple(by_path["count"])),
                     ColumnSpec("Rating", fields=rating),
                     ColumnSpec("Type", fields=kind),
                     ColumnSpec("Arcs", text=lambda row: "/".join(getattr(row, "arcs", ()))),
                     ColumnSpec("Section", fields=tuple(by_path["section"]))),
            row_label=_row_label,
            row_fields=fields,
            measures=(("size", "Size"), ("points", "Points")),
            facing=FacingSpec(ARC_EDITOR, applies=lambda _d, row: "arcs" in type(row).model_fields,
                              presets=(("Fore 180°", ("F", "SF", "PF")), ("All round", ARCS)))),),
        palette=_palette(),
        palette_measures=(("size", "Size"), ("points", "Points")),
        stats=(StatSpec("points", "Points", "Total cost (002 L752-756)", points=True),
               StatSpec("power_produced", "Power", "Reactors × output (002 L628)"),
               StatSpec("move_cost", "Move cost", "002 L736-742"),
               StatSpec("max_move", "Max move", "= drives (002 L367)"),
               StatSpec("turn_mode", "TM"),
               StatSpec("crew_required", "Crew", "Normal complement (002 L702)")))


__all__ = ["build_editor", "ARC_EDITOR", "construction_position"]
