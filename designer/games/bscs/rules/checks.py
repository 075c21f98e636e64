"""Construction rules as findings across entries (all reactors alike, shells in holds) and
ship-wide (hull minimums, crew hull, streamlining, turn mode, the construction order); what one
entry breaks alone is in ``entry_checks.py``. Codes are stable; ``rule`` names the step of
"Building the Ship" (or the system description) and its seed lines."""

from __future__ import annotations

from typing import Mapping

from designer.core.numbers import format_number
from designer.core.evaluation import Finding
from designer.games.bscs.catalog import BscsCatalog
from designer.games.bscs.rules.costing import shell_size
from designer.games.bscs.design import BscsDesign
from designer.games.bscs.rules.placement import system_label

EPS = 1e-9


# Systems of one kind that must all be alike, on ships and craft ("these systems largely work
# exactly like their larger ship-borne counterparts", L515): (type, field, code, message, rule).
MIXED = (
    (
        "reactor",
        "output",
        "BSCS-REACTOR-MIXED",
        "this reactor makes {value} power but the first makes {first}; all reactors must produce the same",
        "Add Reactors, rule 7 (002 L376, L630)",
    ),
    (
        "drive",
        "mc_levels",
        "BSCS-DRIVE-MIXED",
        "these drives have {value} move-cost levels but the "
        "first have {first}; drives cannot have variable move costs",
        "Add drive, rules 3-4 (002 L600-601)",
    ),
    (
        "shield",
        "points",
        "BSCS-SHIELD-MIXED",
        "these generators make {value} points but the first make {first}; improve all generators or none",
        "Add Shields, rule 5 (002 L619)",
    ),
)


def mixed_findings(design) -> list[Finding]:
    """Reactors, drives and shield generators that are not all alike: the first entry of each
    kind whose field differs from the first entry's (one pass over the entries)."""
    fields = {kind: field for kind, field, *_ in MIXED}
    first: dict[str, object] = {}
    differing: dict[str, tuple[int, object]] = {}
    for i, s in enumerate(design.systems):
        kind = s.type
        if kind in fields and kind not in differing:
            value = getattr(s, fields[kind])
            if kind not in first:
                first[kind] = value
            elif value != first[kind]:
                differing[kind] = (i, value)
    out: list[Finding] = []
    for kind, field, code, text, rule in MIXED:
        if kind in differing:
            i, value = differing[kind]
            out.append(
                Finding(
                    code, "error", text.format(value=value, first=first[kind]), f"systems[{i}].{field}", rule
                )
            )
    return out


def shell_findings(design, catalog: BscsCatalog) -> list[Finding]:
    """Cannon shells are stored in holds marked for them, by volume (L216-220, digest D23); a
    craft's holds may be fractional (``size``, L524)."""
    shell_space = hold_space = 0.0
    shell_holds = 0
    ship_hold = catalog.entry("hold")["size"]
    for s in design.systems:
        if s.type == "cannon":
            shell_space += s.shells * shell_size(s, catalog)
        elif s.type == "hold" and s.contents == "shells":
            shell_holds += s.count
            hold_space += s.count * getattr(s, "size", ship_hold)
    if shell_space <= hold_space + EPS:
        return []
    first = next(i for i, s in enumerate(design.systems) if s.type == "cannon" and s.shells)
    return [
        Finding(
            "BSCS-SHELLS-HOLD",
            "error",
            f"the shells take {format_number(shell_space)} spaces but only {shell_holds} "
            "holds carry shells; add holds with 'contents: shells'",
            f"systems[{first}].shells",
            "Cannon, storage of shells (002 L216-220)",
        )
    ]


def ship_findings(
    design: BscsDesign,
    catalog: BscsCatalog,
    counts: Mapping[str, int],
    mc_raw: float,
    hull_min: int,
    crew: Mapping[str, float],
) -> list[Finding]:
    out: list[Finding] = []
    drives = counts["drive"]
    if design.hull < hull_min:
        out.append(
            Finding(
                "BSCS-HULL-MIN",
                "error",
                f"{design.hull} hull is less than the minimum of {hull_min} (one per "
                f"{catalog.entry('hull')['spaces_per_hull']} spaces, fractions up)",
                "hull",
                "Calculate Hull, rule 1 (002 L360, L689)",
            )
        )
    sensors = counts["sensor"]
    if sensors > design.hull:
        first = next(i for i, s in enumerate(design.systems) if s.type == "sensor")
        out.append(
            Finding(
                "BSCS-SENSOR-HULL",
                "error",
                f"{sensors} sensors need {sensors} hull; the ship has {design.hull}",
                f"systems[{first}]",
                "Add Sensors, rule 3 (002 L638)",
            )
        )
    generators = counts["shield"]
    if generators > design.hull:
        first = next(i for i, s in enumerate(design.systems) if s.type == "shield")
        out.append(
            Finding(
                "BSCS-SHIELD-HULL",
                "error",
                f"{generators} shield generators; at most one per hull ({design.hull})",
                f"systems[{first}]",
                "Add Shields, rule 3 (002 L617)",
            )
        )
    if crew["hull"] > design.hull:
        out.append(
            Finding(
                "BSCS-CREW-HULL",
                "error",
                f"a crew of {crew['complement']} needs {crew['hull']} hull (1 per 10 crew); "
                f"the ship has {design.hull}",
                "hull",
                "Calculate Required Crew, rule 1 (002 L696)",
            )
        )
    first_drive = next((i for i, s in enumerate(design.systems) if s.type == "drive"), None)
    if design.streamline != "none":
        need = catalog.entry(f"streamline_{design.streamline}")["min_drives"]
        if drives < need:
            out.append(
                Finding(
                    "BSCS-STREAMLINE-DRIVES",
                    "error",
                    f"streamlining needs at least {format_number(need)} drives; the ship has {drives}",
                    "streamline",
                    "Streamlining the Ship (002 L725, L728)",
                )
            )
    max_stealth = catalog.entry("stealth")["max_level"]
    if design.stealth > max_stealth:
        out.append(
            Finding(
                "BSCS-STEALTH-MAX",
                "error",
                f"stealth {design.stealth} is above the maximum of {format_number(max_stealth)}",
                "stealth",
                "Stealth, rule 4 (002 L445)",
            )
        )
    if design.turn_mode == 0:
        out.append(
            Finding(
                "BSCS-TURN-MODE-ZERO",
                "error",
                "turn mode 0: a ship goes speed / turn mode hexes straight before it "
                "turns, so it needs a turn mode of at least 1",
                "turn_mode",
                "Basic Movement, rule 11; Determine Turn mode (002 L108-111, L744-750)",
            )
        )
    if first_drive is not None:
        mc = design.systems[first_drive]
        drive_cat = catalog.entry("drive")
        raw = mc_raw
        if raw - mc.mc_levels < drive_cat["min_move_cost"] - EPS:
            i = first_drive
            out.append(
                Finding(
                    "BSCS-MC-FLOOR",
                    "error",
                    f"{mc.mc_levels} levels would bring the move cost {format_number(raw)} below "
                    f"{format_number(drive_cat['min_move_cost'])}; at most "
                    f"{int(raw - drive_cat['min_move_cost'])} "
                    "levels",
                    f"systems[{i}].mc_levels",
                    "Add drive, rule 6 (002 L603)",
                )
            )
    if drives == 0:
        out.append(
            Finding(
                "BSCS-NO-DRIVES",
                "info",
                "no drives: the ship cannot manoeuvre",
                "systems",
                "Ship status (002 L290-297)",
            )
        )
    return out


# "Building the Ship" (002 L594-758): the step each kind of system is added in.
STEPS = {
    "drive": 1,
    "jump": 2,
    "beam": 3,
    "cannon": 3,
    "missile": 3,
    "shield": 4,
    "reactor": 5,
    "sensor": 6,
    "armor": 7,
    "hold": 8,
    "hangar": 9,
    "repair": 10,
    "hospital": 10,
    "rescue-pod": 10,
    "boarding": 12,
}
STEP_NAMES = {
    1: "drives",
    2: "jump engine",
    3: "weapons",
    4: "shields",
    5: "reactors",
    6: "sensors",
    7: "armor",
    8: "holds",
    9: "hangars",
    10: "auxiliary equipment",
    12: "crew",
}


SHIP_ORDER = (
    "the book builds drives, jump engine, weapons, shields, reactors, sensors, armor, "
    "holds, hangars, auxiliaries, crew",
    "Building the Ship (002 L594-758)",
)


def order_findings(
    design,
    steps: Mapping[str, int] = STEPS,
    names: Mapping[int, str] = STEP_NAMES,
    order: tuple[str, str] = SHIP_ORDER,
) -> list[Finding]:
    """An entry listed before a step it follows in the book (info only: the result is the same,
    but the book improves move cost last because every later step changes it, L602).
    ``order`` is what the book builds, and where it says so."""
    highest = 0
    for i, s in enumerate(design.systems):
        step = steps[s.type]
        if step > highest:
            highest = step
        elif step < highest:
            return [
                Finding(
                    "BSCS-ORDER",
                    "info",
                    f"{system_label(s)} ({names[step]}) is listed after {names[highest]}; {order[0]}",
                    f"systems[{i}]",
                    order[1],
                )
            ]
    return []
