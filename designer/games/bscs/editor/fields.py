"""The fields of the BSCS editors: what ships and assault craft share (count, label, drives'
move-cost levels, weapons, reactors, sensors), what only ships have (a Damage Allocation
Diagram section, 10-point shield generators, holds by count, hangars, boarding units) and what
only craft have (1-point generators, fractional holds, articulation and variable-geometry gear).

Spin-box ranges are loose on purpose: a value that breaks a construction rule (focus 11 under
the Campaign Universe, a reactor outside the Core) is a finding shown live, not a refusal.
"""

from __future__ import annotations

from designer.core.editor import ColumnSpec, FieldSpec, ListSpec
from designer.core.facing import Facing, FacingSpec
from designer.core.operations import Operation, add_row
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.design import ARCS
from designer.games.bscs.rules.placement import KIND_TITLES, SECTION_TITLES, kind_title, on_diagram

# Six 60° arcs, bow up (002 L190, L259; names inferred, digest D35).
ARC_EDITOR = tuple(Facing(key, SECTION_TITLES[key], 60.0 * i, 60.0) for i, key in enumerate(ARCS))
SECTION_CHOICES = (("auto", "Automatic"),) + tuple((k, v) for k, v in SECTION_TITLES.items())
HOLD_CONTENTS = ("empty", "cargo", "shells", "parts", "bunks", "quarters", "stateroom")
FORMS = (("basic", "Basic locomotion"), ("bipedal", "Bipedal"), ("humanoid", "Humanoid"))


def of(*types: str):
    """``applies``: the row is one of these system types."""
    return lambda _design, row: row is not None and row.type in types


def sensor_choices(catalog: BscsCatalog) -> tuple[tuple[str, str], ...]:
    """Each sensor type of ``catalog`` (a profile's levels too) with the die it rolls, by the
    die: "Good (d10)" (002 L411-420)."""
    chart = catalog.sensor_chart()
    levels = sorted(chart, key=lambda level: chart[level]["die"])  # the book's are in die order
    return tuple((s, f"{s.capitalize()} (d{chart[s]['die']})") for s in levels)


def common_fields(catalog: BscsCatalog) -> tuple[FieldSpec, ...]:
    """What a ship's and a craft's rows share: count, label, drives, weapons, reactors, sensors
    ("these systems largely work exactly like their larger ship-borne counterparts", L515)."""
    return (
        FieldSpec(
            "Count",
            "count",
            "int",
            minimum=1,
            maximum=10000,
            help="Identical units in this entry; size, points and tics multiply.",
        ),
        FieldSpec("Label", "label", "text", help="The name printed on the sheet."),
        FieldSpec(
            "Move-cost levels",
            "mc_levels",
            "int",
            minimum=0,
            maximum=1000,
            applies=of("drive"),
            suffix="MC levels",
            help="−1 move cost per level, for every drive: ships 1 point a level a drive "
            "(002 L600-603), craft 2 (L517); never below 1.",
        ),
        FieldSpec(
            "Damage",
            "damage",
            "float",
            minimum=0,
            maximum=1e6,
            suffix="damage",
            applies=of("beam", "cannon", "missile"),
            help="Beam/cannon: 1 size and 1 point per damage (002 L184, L205). Missile: "
            "explosive damage, 1 point per 10 (L241).",
        ),
        FieldSpec(
            "Efficiency",
            "efficiency",
            "int",
            minimum=1,
            maximum=20,
            applies=of("beam"),
            help="Damage per power; 1 point a level; CU max 15 (002 L183, L192).",
        ),
        FieldSpec(
            "Damage per size",
            "damage_per_size",
            "int",
            minimum=1,
            maximum=1000,
            applies=of("beam"),
            help="K: size is D/K; 1 point per extra damage caused; CU max 25 (002 L186, L193).",
        ),
        FieldSpec(
            "Focus",
            "focus",
            "int",
            minimum=0,
            maximum=1000,
            applies=of("beam"),
            help="+1 hex before losing damage, 1 point a level; CU max 10 (002 L187, L194).",
        ),
        FieldSpec(
            "Compaction",
            "compaction",
            "int",
            minimum=0,
            maximum=1000,
            applies=of("beam"),
            help="+10 hexes a level, 10 points a level; CU max 3 (002 L188, L195).",
        ),
        FieldSpec(
            "Warhead",
            "warhead",
            "choice",
            choices=(
                ("none", "None"),
                ("explosive", "Explosive"),
                ("nuclear", "Nuclear"),
                ("antimatter", "Antimatter"),
            ),
            applies=of("cannon"),
            help="Cannon shell warheads, at most 0.1 size (002 L207-215).",
        ),
        FieldSpec(
            "Warhead",
            "warhead",
            "choice",
            choices=(("explosive", "Explosive"), ("nuclear", "Nuclear"), ("antimatter", "Antimatter")),
            applies=of("missile"),
            help="Explosive (damage), nuclear (kt) or antimatter (Mt) (002 L241-242).",
        ),
        FieldSpec(
            "Yield",
            "yield",
            "float",
            minimum=0,
            maximum=1e6,
            step=0.1,
            applies=of("cannon", "missile"),
            help="Explosive damage per shell, or kt (nuclear), or Mt (antimatter).",
        ),
        FieldSpec(
            "Shells",
            "shells",
            "int",
            minimum=0,
            maximum=1_000_000,
            applies=of("cannon"),
            help="Carried in holds marked 'shells' (002 L216-220).",
        ),
        FieldSpec(
            "Range",
            "range",
            "float",
            minimum=0,
            maximum=1e6,
            applies=of("missile"),
            help="Hexes, 1 point per 10 (002 L241; the Ranges chart is missing).",
        ),
        FieldSpec(
            "Sensors",
            "sensors",
            "int",
            minimum=0,
            maximum=1000,
            applies=of("missile"),
            help="At least one (002 L243); 1 point and 0.1 size each.",
        ),
        FieldSpec(
            "Sensor type",
            "sensor_level",
            "choice",
            choices=sensor_choices(catalog),
            applies=of("missile"),
            help="The die the missile rolls (002 L411-420).",
        ),
        FieldSpec(
            "Output",
            "output",
            "int",
            minimum=1,
            maximum=1000,
            applies=of("reactor"),
            suffix="power",
            help="Power per reactor: 10, +1 point per extra; all alike; CU max 20 (002 L628-631).",
        ),
        FieldSpec(
            "Type",
            "level",
            "choice",
            choices=sensor_choices(catalog),
            applies=of("sensor"),
            help="Poor d4 … Advanced d30; cost N × basis + N³ per type (002 L411-420, L637).",
        ),
    )


def ship_fields(catalog: BscsCatalog) -> tuple[FieldSpec, ...]:
    """Rows only a ship has: a section of its Damage Allocation Diagram (L758-768), 10-point
    generators, holds by the space, hangars and boarding units."""
    return (
        FieldSpec(
            "Section",
            "section",
            "choice",
            choices=SECTION_CHOICES,
            applies=lambda _d, row: row is not None and on_diagram(row, catalog),
            help="Where the tics go on the Damage Allocation Diagram. Weapons in one of "
            "their arcs, reactors in the Core, no weapons or hangars in the Core "
            "(002 L762-766). Automatic spreads them evenly.",
        ),
        FieldSpec(
            "Shield points",
            "points",
            "int",
            minimum=1,
            maximum=1000,
            applies=of("shield"),
            suffix="shield points",
            help="Per generator: 10, +1 point per extra; all generators alike; CU max 20 (002 L615-620).",
        ),
        FieldSpec(
            "Contents",
            "contents",
            "choice",
            choices=tuple((c, c.capitalize()) for c in HOLD_CONTENTS),
            applies=of("hold"),
            help="What the holds carry (002 L393-400).",
        ),
        FieldSpec(
            "Spaces",
            "spaces",
            "float",
            minimum=0.1,
            maximum=1e6,
            applies=of("hangar"),
            suffix="spaces",
            help="Holds joined into the hangar: 50% larger than its craft (002 L660-661).",
        ),
        FieldSpec(
            "Craft",
            "craft",
            "int",
            minimum=0,
            maximum=1000,
            applies=of("hangar"),
            help="3 points per craft held (002 L662).",
        ),
        FieldSpec(
            "Craft design",
            "craft_design",
            "text",
            applies=of("hangar"),
            help="The craft or ship held: catalog:<id> (catalog:tc12-fighter, "
            "catalog:tc1-frigate) or a design file beside this one; its size sets the "
            "hangar's room, its points count (002 L658-662).",
        ),
        FieldSpec(
            "Craft size",
            "craft_size",
            "float",
            minimum=0,
            maximum=1e6,
            applies=of("hangar"),
            help="Size of each craft held, for craft with no design of their own.",
        ),
        FieldSpec(
            "Unit",
            "unit",
            "choice",
            choices=(
                ("marines", "Marines"),
                ("commandos", "Commandos"),
                ("heavy-weapons", "Heavy weapons"),
                ("powered-armor", "Powered armor"),
            ),
            applies=of("boarding"),
            help="Boarding party units (002 L707-718).",
        ),
    )


def craft_fields() -> tuple[FieldSpec, ...]:
    """Rows only a craft has (002 L519-539)."""
    return (
        FieldSpec(
            "Shield points",
            "points",
            "int",
            minimum=1,
            maximum=1000,
            applies=of("shield"),
            suffix="shield points",
            help="Per generator: 1, each more 5 points; at most one generator per size of "
            "craft; CU max 2 (002 L519).",
        ),
        FieldSpec(
            "Size",
            "size",
            "float",
            minimum=0.001,
            maximum=1e6,
            step=0.1,
            applies=of("hold"),
            suffix="spaces",
            help="Craft may use fractional holds (002 L524).",
        ),
        FieldSpec(
            "Contents",
            "contents",
            "choice",
            choices=tuple((c, c.capitalize()) for c in HOLD_CONTENTS),
            applies=of("hold"),
            help="What the hold carries (002 L393-400).",
        ),
        FieldSpec(
            "Form",
            "form",
            "choice",
            choices=FORMS,
            applies=of("articulation", "vg-gear"),
            help="Articulation: 0.2 / 0.5 / 1.0 × the craft built before it, at 2 / 10 / 50 "
            "points a size (002 L526-532). Gear: see its modes (L534-539).",
        ),
        FieldSpec(
            "Modes",
            "modes",
            "choice",
            choices=((2, "2 modes"), (3, "3 modes")),
            applies=of("vg-gear"),
            help="Bipedal 0.5 × at 2 or 2 × at 2.5; humanoid 2 × at 3 or 2.5 × at 4; basic "
            "0.2 × at 1, no 3-mode (002 L534-539).",
        ),
    )


def rating_and_type(fields: tuple[FieldSpec, ...]) -> tuple[ColumnSpec, ColumnSpec]:
    """ "Rating": each system's figure with its unit ("10 damage", "12 power", "5 MC levels");
    "Type": what kind of it ("Good (d10)", "Cargo", "Marines", a warhead, a form)."""
    by_path: dict[str, list[FieldSpec]] = {}
    for f in fields:
        by_path.setdefault(f.path, []).append(f)

    def pick(*paths: str) -> tuple[FieldSpec, ...]:
        return tuple(f for p in paths for f in by_path.get(p, ()))

    return (
        ColumnSpec("Rating", fields=pick("damage", "output", "points", "mc_levels", "spaces", "size")),
        ColumnSpec("Type", fields=pick("level", "contents", "unit", "warhead", "form")),
    )


MEASURES = (("size", "Size"), ("points", "Points"))


def systems_list(
    title: str, totals: str, fields: tuple[FieldSpec, ...], extra: tuple[ColumnSpec, ...] = ()
) -> ListSpec:
    """The ``systems`` table of a ship or a craft: count, rating, type and arcs of each entry
    (and ``extra`` columns), its size and points, the arc wheel for weapons, the totals."""
    rating, kind = rating_and_type(fields)
    count = next(f for f in fields if f.path == "count")
    return ListSpec(
        path="systems",
        title=title,
        noun="System",
        row_title="Selected system",
        totals=totals,
        columns=(
            ColumnSpec("Count", fields=(count,)),
            rating,
            kind,
            ColumnSpec("Arcs", text=lambda row: "/".join(getattr(row, "arcs", ()))),
            *extra,
        ),
        row_label=row_label,
        row_fields=fields,
        measures=MEASURES,
        facing=FacingSpec(
            ARC_EDITOR,
            applies=lambda _d, row: "arcs" in type(row).model_fields,
            presets=(("Fore 180°", ("F", "SF", "PF")), ("All round", ARCS)),
        ),
    )


def row_label(row) -> str:
    title = kind_title(row)
    return f"{row.label} ({title})" if row.label and row.label != title else title


def position_in(steps):
    """Where the book's construction order puts a new entry: after the last entry of its own
    step or an earlier one, so adding never causes a BSCS-ORDER finding."""

    def position(design, row) -> int:
        step = steps[row.type]
        place = 0
        for i, s in enumerate(design.systems):
            if steps[s.type] <= step:
                place = i + 1
        return place

    return position


def palette(entries, models, steps) -> tuple[Operation, ...]:
    """Adding operations from ``(type, group, entry, size text, cost text, summary, source)``."""
    out = []
    for kind, group, extra, size, cost, summary, source in entries:
        entry = {"type": kind, **extra}
        out.append(
            add_row(
                kind,
                KIND_TITLES[kind],
                "systems",
                lambda _design, m=models[kind], e=entry: m.model_validate(e),
                position=position_in(steps),
                group=group,
                summary=summary,
                source=source,
                measures={"size": size, "points": cost},
            )
        )
    return tuple(out)
