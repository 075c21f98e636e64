"""The game's benchmark design (``BscsGame.sample_design``): a legal dreadnought of any number
of entries, built as a player builds a big BSCS warship.

A big ship is mostly weapon batteries, each its own labelled entry with its arcs (beams, a
torpedo, mass drivers with shells, missile racks), armor bought section by section, holds by
what they carry, hangars and auxiliaries, around one entry each of drives, jump engine,
shields, reactors and sensors. The entries are kept in construction order (002 L594-758), the
reactors cover the power draw, and the hull is the least that every hull rule allows, in
multiples of 7 so it spreads over all seven hit locations (L763): every standard rule is met.
"""

from __future__ import annotations

import math
from itertools import islice
from typing import Any

from designer.games.bscs.rules.checks import STEPS
from designer.games.bscs.design import BscsDesign

ARC_SETS = (["F"], ["F", "SF"], ["PF", "F"], ["SF", "SA"], ["PF", "PA"], ["A"], ["SA", "A", "PA"])
HOLD_CONTENTS = ("cargo", "parts", "bunks")

# One entry of each ship-wide kind (the rules want all drives, shields and reactors alike).
SHIP_WIDE: tuple[dict[str, Any], ...] = (
    {"type": "drive", "count": 40},
    {"type": "jump"},
    {"type": "shield", "count": 12, "points": 15},
    {"type": "reactor", "count": 1, "output": 20},
    {"type": "sensor", "count": 6, "level": "good"},
    {"type": "hold", "label": "Magazine", "contents": "shells"},
    {"type": "hospital"},
    {"type": "boarding", "unit": "marines", "count": 2},
)


def _battery(n: int) -> list[dict[str, Any]]:
    """The ``n``-th group of repeated entries: what a big ship has many of."""
    arcs = ARC_SETS[n % len(ARC_SETS)]
    return [
        {
            "type": "beam",
            "label": f"Laser battery {n + 1}",
            "count": 2,
            "damage": 10 + n % 3 * 5,
            "efficiency": 2,
            "arcs": arcs,
        },
        {
            "type": "beam",
            "label": f"Pulse torpedo {n + 1}",
            "damage": 10,
            "focus": 2,
            "compaction": 1,
            "arcs": [arcs[0]],
        },
        {
            "type": "cannon",
            "label": f"Mass driver {n + 1}",
            "count": 2,
            "damage": 5,
            "shells": 10,
            "arcs": arcs,
        },
        {"type": "missile", "label": f"Missile rack {n + 1}", "count": 4, "damage": 100, "range": 20},
        {"type": "armor", "section": ("F", "SF", "SA", "A", "PA", "PF", "Core")[n % 7]},
        {
            "type": "hold",
            "count": 5 + n % 4,
            "contents": HOLD_CONTENTS[n % len(HOLD_CONTENTS)],
            "label": f"Hold {n + 1}",
        },
        {"type": "hangar", "spaces": 15, "craft": 1, "craft_size": 10},
        {"type": "repair"},
        {"type": "rescue-pod", "count": 2},
    ]


def _repeated():
    n = 0
    while True:
        yield from _battery(n)
        n += 1


def sample_design(game, entries: int) -> BscsDesign:
    """A legal design of ``entries`` entries (at least the eight ship-wide ones)."""
    systems = list(SHIP_WIDE) + list(islice(_repeated(), max(0, entries - len(SHIP_WIDE))))
    systems.sort(key=lambda s: STEPS[s["type"]])  # construction order: no BSCS-ORDER finding
    shells = sum(s["count"] * s["shells"] for s in systems if s["type"] == "cannon")
    magazine = next(s for s in systems if s.get("contents") == "shells")
    magazine["count"] = max(1, math.ceil(shells / 2))  # plain D5 shells: 0.5 size, 2 a hold (L219)
    data = {
        "game": "bscs",
        "name": f"Benchmark dreadnought ({entries} entries)",
        "ship_class": "Benchmark",
        "systems": systems,
        "turn_mode": 1,
        "crew": {"fighter_techs": True, "engineers": True, "system_operators": True, "jump_engineer": True},
    }
    design = BscsDesign.model_validate(data)
    stats = game.evaluate(design, game.prepare(design)).stats
    # Enough reactors for every weapon, the shields and the auxiliaries at once (L622-626),
    # the move cost improved to 10 (L600), and the least hull every rule allows (L638, L689, L696).
    reactors = max(1, math.ceil(stats["power_demand"] / 20))
    for s in systems:
        if s["type"] == "reactor":
            s["count"] = reactors
        elif s["type"] == "drive":
            s["mc_levels"] = min(
                1000, max(0, math.floor(stats["move_cost_unimproved"] + reactors / 100) - 10)
            )
    design = BscsDesign.model_validate(data)
    stats = game.evaluate(design, game.prepare(design)).stats
    hull = max(stats["hull_min"], stats["crew_hull"], stats["sensor_count"], stats["shield_generators"])
    return design.model_copy(update={"hull": math.ceil(hull / 7) * 7})
